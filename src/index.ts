import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { run } from "./main.js";

/**
 * The Action's entry. The runner starts it as `node dist/index.js`, so it runs the Action once; a harness that
 * imports it and calls `run()` itself (`@github/local-action`, a test) gets the same function without a second run.
 */
export { run };

if (startedByNode(import.meta.url, process.argv[1])) await run();

/** Whether this module is the script node was started with (symlinks resolved), not one imported by another. */
function startedByNode(moduleUrl: string, script: string | undefined): boolean {
  if (!script) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(script);
  } catch {
    return false;
  }
}
