import { enableCompileCache } from "./compile-cache.js";
import { installLeanHeaders } from "./lean-headers.js";

enableCompileCache();
installLeanHeaders();
const { run } = await import("./main.js");

await run();
