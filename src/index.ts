import { enableCompileCache } from "./compile-cache.js";
import { boundHeapGrowth } from "./heap-growth.js";

enableCompileCache();
boundHeapGrowth(process.execArgv, process.env.NODE_OPTIONS);
const { run } = await import("./main.js");

await run();
