import { enableCompileCache } from "./compile-cache.js";

enableCompileCache();
const { run } = await import("./main.js");

await run();
