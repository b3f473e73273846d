/**
 * One streaming measurement in a fresh process, so its peak RSS is its own: `sample` or `run` through the real
 * command on a generated workspace, then one JSON line on stdout (wall ms, CPU ms, peak RSS, output sizes).
 * Run by bench/sampling.ts; `node --import tsx bench/stream-child.ts sample|run COUNT DIR`.
 */
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { nodeCommandIO } from "../src/commands/io.js";
import { runCli } from "../src/commands/main.js";
import { boundHeapGrowth } from "../src/heap-growth.js";

// As the CLI entry (src/cli.ts) does before it runs a command.
boundHeapGrowth(process.execArgv, process.env.NODE_OPTIONS);
const [mode = "sample", countText = "1000000", dir = "."] = process.argv.slice(2);
const count = Number(countText);
const io = { ...nodeCommandIO(), cwd: dir, isTTY: false, progressMode: "log" as const, stderr: () => {} };
const common = ["--templates", "t.csv", "--domains", "d", "--seed", "bench"];
const argv =
  mode === "sample"
    ? ["sample", ...common, "--per-template", String(count), "--out", "prompts.jsonl"]
    : // Two twin pairs: count / 4 fillings per template, each asked once.
      [
        "run",
        ...common,
        "--per-template",
        String(count / 4),
        "--no-cache",
        "--out",
        "out",
        "--format",
        "json",
      ];
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const start = performance.now();
const code = await runCli(argv, { ...io, stdout: () => {} });
const wallMs = performance.now() - start;
const cpu = process.cpuUsage(cpuBefore);
const output = mode === "sample" ? join(dir, "prompts.jsonl") : join(dir, "out", "items.jsonl");
console.log(
  JSON.stringify({
    code,
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssBeforeBytes: rssBefore,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    lines: await countLines(output),
    outputBytes: statSync(output).size,
    ...(mode === "run" ? { resultsBytes: statSync(join(dir, "out", "results.json")).size } : {}),
  }),
);

async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path))
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  return lines;
}
