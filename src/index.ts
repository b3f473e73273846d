import { isMainModule } from "./files/main-module.js";
import { run } from "./main.js";

/**
 * The Action's entry. The runner starts it as `node dist/index.js`, so it runs the Action once; a harness that
 * imports it and calls `run()` itself (`@github/local-action`, a test) gets the same function without a second run.
 */
export { run };

if (isMainModule(import.meta.url, process.argv[1])) await run();
