// Preloaded into a benchmarked CLI process (`node --import bench/usage-at-exit.mjs dist/cli/index.js ...`): records
// the RSS of Node before the CLI loads and, at exit, the process's CPU time and peak RSS, as JSON in the file
// BENCH_USAGE_FILE names. Plain JavaScript, so the process measured is the CLI users run and nothing else.
import { writeFileSync } from "node:fs";

const rssBeforeBytes = process.memoryUsage().rss;
process.on("exit", (code) => {
  const cpu = process.cpuUsage();
  const usage = {
    code,
    rssBeforeBytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  writeFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify(usage));
});
