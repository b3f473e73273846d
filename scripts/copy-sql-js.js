// The SQL engine loads sql.js's glue and wasm at run time from `sql-js/` beside each bundle (see
// src/sql/engine.ts); ncc cannot carry the wasm unaltered, so they are copied here byte for byte.
import { appendFileSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

for (const bundle of ["dist", "dist/cli"]) {
  const dir = join(bundle, "sql-js");
  mkdirSync(dir, { recursive: true });
  for (const file of ["sql-wasm.js", "sql-wasm.wasm"])
    copyFileSync(join("node_modules/sql.js/dist", file), join(dir, file));
  // The bundles' own package.json says "module"; the glue is CommonJS and is require()d by the engine's worker.
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
}

// ncc's --license lists what it bundled; these files are copied beside the bundle, so their notices are added here.
const notices = `
sql.js
${readFileSync("node_modules/sql.js/LICENSE", "utf8").trim()}

SQLite (compiled into sql-wasm.wasm)
The author disclaims copyright to this source code. SQLite is in the public domain:
https://www.sqlite.org/copyright.html
`;
if (!readFileSync("dist/licenses.txt", "utf8").includes("\nsql.js\n"))
  appendFileSync("dist/licenses.txt", notices);
