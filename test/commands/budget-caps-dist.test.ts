import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { starterWithoutContamination } from "./helpers.js";

/**
 * Runs the bundled CLI on the starter suite (without its contamination and text-to-SQL suites, whose planning
 * and scoring say nothing about a cap) against the embedded simulator (over loopback HTTP) at concurrency 64,
 * the whole window sent at once, with `caps`; returns the exit code, output and results.json.
 */
async function runCapped(caps: readonly string[]) {
  const dir = starterWithoutContamination();
  const run = await runDistCli(
    [
      "run",
      "--no-cache",
      "--concurrency",
      "64",
      "--price-input",
      "1",
      "--price-output",
      "4",
      ...caps,
      "--out",
      "out",
    ],
    { cwd: dir },
  );
  const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
  return { ...run, results };
}

describe("a cap is a cap (dist CLI, simulator over loopback, concurrency 64)", () => {
  it("never spends more than --max-cost-usd, and the run is inconclusive", async () => {
    // About 19 answers' worth of the starter suite's requests.
    const run = await runCapped(["--max-cost-usd", "0.0005"]);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(run.code, run.stderr).toBe(3);
    const { costUsd, requests } = run.results.provenance;
    expect(costUsd).toBeLessThanOrEqual(0.0005);
    expect(requests).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/not measured: .* unanswered after the cost budget \(max-cost-usd\)/);
  }, 60_000);

  it("never spends more than --max-total-tokens, and the run is inconclusive", async () => {
    const run = await runCapped(["--max-total-tokens", "500"]);
    expect(run.code, run.stderr).toBe(3);
    const { tokens, requests } = run.results.provenance;
    expect(tokens.input + tokens.output).toBeLessThanOrEqual(500);
    expect(requests).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/not measured: .* unanswered after the token budget \(max-tokens\)/);
  }, 60_000);
});
