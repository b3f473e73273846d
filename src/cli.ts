#!/usr/bin/env node
import { enableCompileCache } from "./compile-cache.js";
import { boundHeapGrowth } from "./heap-growth.js";

enableCompileCache();
boundHeapGrowth(process.execArgv, process.env.NODE_OPTIONS);
const { nodeCommandIO } = await import("./commands/io.js");
const { runCli } = await import("./commands/main.js");

process.exitCode = await runCli(process.argv.slice(2), nodeCommandIO());
