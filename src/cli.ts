#!/usr/bin/env node
import { enableCompileCache } from "./compile-cache.js";
import { installLeanHeaders } from "./lean-headers.js";

enableCompileCache();
installLeanHeaders();
const { nodeCommandIO } = await import("./commands/io.js");
const { runCli } = await import("./commands/main.js");

process.exitCode = await runCli(process.argv.slice(2), nodeCommandIO());
