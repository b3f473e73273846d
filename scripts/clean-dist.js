// ncc writes its chunks beside the entry and never deletes the ones a new build no longer makes; left behind,
// they ship as dead weight (issue 30 found 12 MB of them). The bundles go; dist/sql-js and dist/package.json stay.
import { readdirSync, rmSync } from "node:fs";

for (const dir of ["dist", "dist/cli"]) {
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    continue; // no dist yet
  }
  for (const name of names) if (name.endsWith(".js") || name === "licenses.txt") rmSync(`${dir}/${name}`);
}
