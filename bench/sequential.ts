/**
 * Sequential sampling over many seeds (`npm run bench:sequential`, or `node --import tsx bench/sequential.ts`).
 * Each run is the real pipeline (sampling, looks, scoring, the gate) against the simulator played in process
 * (the same answers as the loopback server, src/simulator/in-process.ts), so hundreds of seeds take minutes.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCommandIO } from "../src/commands/io.js";
import { prepare } from "../src/commands/prepare.js";
import type { CliFlags } from "../src/config/cli-args.js";
import { forecastRuns } from "../src/forecast.js";

export async function starterOverSeeds(profile: string, runs: number, flags: CliFlags = {}) {
  const cwd = mkdtempSync(join(tmpdir(), "bias-gate-seq-"));
  const io = { ...nodeCommandIO(), cwd, stderr: () => {} };
  const { config, loaded } = prepare(flags, io);
  return forecastRuns(
    config,
    loaded,
    { runs, profile },
    {
      cwd,
      env: {},
      readText: io.readText,
      toolVersion: "bench",
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 20);
  for (const profile of (process.argv[3] ?? "fair").split(",")) {
    const t = Date.now();
    const f = await starterOverSeeds(
      profile,
      runs,
      process.argv[4] === "fixed" ? { noSequential: true } : {},
    );
    const open = Object.entries(f.decided)
      .filter(([, share]) => share < 1)
      .map(([id, share]) => `${id} ${(100 * share).toFixed(0)}%`);
    console.log(
      `${profile}: ${runs} runs in ${((Date.now() - t) / 1000).toFixed(1)} s; pass ${(100 * f.verdicts.pass).toFixed(1)}% fail ${(100 * f.verdicts.fail).toFixed(1)}% inconclusive ${(100 * f.verdicts.inconclusive).toFixed(1)}%; requests median ${f.requests.median} p90 ${f.requests.p90} (${f.requests.min}–${f.requests.max}); looks ${f.looks}`,
    );
    console.log(`  not always decided: ${open.join(", ") || "none"}`);
  }
}
