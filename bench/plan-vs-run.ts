/**
 * Plan versus run: `bias-gate plan` on the embedded starter suite (all three suite kinds) against what a cold
 * `bias-gate run` on the simulator then sends and is billed, with and without repeated trials. The physical
 * limit is exact agreement: the ratios print how far the estimate is from the bill (goal: requests ×1.000,
 * tokens and cost within ×0.90–×1.10).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CommandIO, nodeCommandIO } from "../src/commands/io.js";
import { runCli } from "../src/commands/main.js";

const PRICES = ["--price-input", "0.15", "--price-output", "0.6"];

async function cli(argv: string[], cwd: string): Promise<string> {
  let stdout = "";
  const io: CommandIO = {
    ...nodeCommandIO(),
    cwd,
    stdout: (t) => {
      stdout += t;
    },
    stderr: () => {},
  };
  await runCli(argv, io);
  return stdout;
}

function totals(planText: string): { requests: number; tokens: number; cost: number } {
  const m = /total \(\d+ templates\)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d.e-]+)/.exec(planText);
  if (!m) throw new Error(`plan printed no totals:\n${planText}`);
  const n = (s: string | undefined) => Number((s ?? "").replaceAll(",", ""));
  return { requests: n(m[2]), tokens: n(m[3]) + n(m[4]), cost: Number(m[5]) };
}

export async function benchPlanVsRun(): Promise<void> {
  console.log("\nplan vs run (starter suite: yes/no, coreference and contamination; simulator)");
  for (const trials of ["1", "3"]) {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-bench-plan-"));
    try {
      const planned = totals(await cli(["plan", ...PRICES, "--trials", trials], dir));
      await cli(["run", "--no-cache", ...PRICES, "--trials", trials], dir);
      const ran = JSON.parse(readFileSync(join(dir, "bias-gate-out", "results.json"), "utf8")).provenance as {
        requests: number;
        tokens: { input: number; output: number };
        costUsd: number;
      };
      const tokens = ran.tokens.input + ran.tokens.output;
      console.log(
        `  trials ${trials}: requests ${planned.requests} planned / ${ran.requests} sent (×${(planned.requests / ran.requests).toFixed(3)}); ` +
          `tokens ${planned.tokens} / ${tokens} (×${(planned.tokens / tokens).toFixed(3)}); ` +
          `cost ${planned.cost.toPrecision(3)} / ${ran.costUsd.toPrecision(3)} USD (×${(planned.cost / ran.costUsd).toFixed(3)})`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
