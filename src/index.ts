import { enableCompileCache } from "./compile-cache.js";
import { boundHeapGrowth } from "./heap-growth.js";
import { installLeanHeaders } from "./lean-headers.js";

enableCompileCache();
boundHeapGrowth(undefined, process.execArgv, process.env.NODE_OPTIONS);
installLeanHeaders();
const { run } = await import("./main.js");

await run();
