#!/usr/bin/env node
import { nodeCommandIO } from "./commands/io.js";
import { runCli } from "./commands/main.js";

process.exitCode = await runCli(process.argv.slice(2), nodeCommandIO());
