// The SQL engine loads sql.js's glue and wasm at run time from `sql-js/` beside each bundle (see
// src/contamination/sql-engine.ts); ncc cannot carry the wasm unaltered, so they are copied here byte for byte.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

for (const bundle of ["dist", "dist/cli"]) {
  const dir = join(bundle, "sql-js");
  mkdirSync(dir, { recursive: true });
  for (const file of ["sql-wasm.js", "sql-wasm.wasm"])
    copyFileSync(join("node_modules/sql.js/dist", file), join(dir, file));
  // The bundles' own package.json says "module"; the glue is CommonJS and is require()d by the engine's worker.
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
}
