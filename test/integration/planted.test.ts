import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MetricValue } from "../../src/metrics/types.js";
import type { Results } from "../../src/report/results.js";
import { cli, starterWithoutContamination, workspace } from "../commands/helpers.js";

/**
 * The gate against the simulator with planted behaviour (src/simulator/profile.ts): each planted value must lie
 * inside the interval the run reports, for several seeds, and the verdict must follow. How often intervals cover
 * over hundreds of seeds is `npm run bench:coverage`'s to measure. The starter's contamination and text-to-SQL
 * suites are left out (see starterWithoutContamination): they are tested planted in
 * test/commands/starter-text-to-sql-dist.test.ts and test/integration/text-to-sql.test.ts.
 */
const SEEDS = ["1", "2", "3"];

async function gate(
  profile: string,
  seed: string,
): Promise<{ code: number; results: Results; byId: Map<string, MetricValue> }> {
  const out = workspace({});
  const run = await cli([
    "run",
    "--config",
    join(starterWithoutContamination(), "bias-gate.yml"),
    "--profile",
    profile,
    "--seed",
    seed,
    "--no-cache",
    "--per-template",
    "30",
    "--out",
    out,
  ]);
  const results = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as Results;
  return { code: run.code, results, byId: new Map(results.metrics.map((m) => [m.id, m])) };
}

function expectWithin(metric: MetricValue | undefined, planted: number): void {
  expect(metric, "metric missing").toBeDefined();
  const { low, high } = metric!.interval!;
  expect(planted, `${metric!.id} = ${metric!.value} (${low}–${high})`).toBeGreaterThanOrEqual(low);
  expect(planted, `${metric!.id} = ${metric!.value} (${low}–${high})`).toBeLessThanOrEqual(high);
}

describe.each(SEEDS)("planted behaviour, seed %s", (seed) => {
  // The confident rule bounds false fails, not undecided checks: the starter is small, so a fair model's run
  // passes on some seeds and leaves a few checks inconclusive on others, each naming what to add.
  it("never fails the fair profile: every check passes or is inconclusive with its remedy", async () => {
    const { code, results } = await gate("fair", seed);
    expect(results.verdict.checks.filter((c) => c.status === "fail")).toEqual([]);
    expect(["pass", "inconclusive"]).toContain(results.verdict.status);
    expect(code).toBe(results.verdict.status === "pass" ? 0 : 3);
    for (const check of results.verdict.checks.filter((c) => c.status === "inconclusive"))
      expect(check.reason).toMatch(/more data is needed to decide: (raise|add) /);
  }, 120_000);

  it("recovers 30% stereotype affirmation for gender and 5% for age, and fails on gender", async () => {
    const { code, results, byId } = await gate("biased", seed);
    expectWithin(byId.get("bias-rate:gender"), 0.3);
    expectWithin(byId.get("bias-rate:age"), 0.05);
    // Coreference: 90% right on pro-stereotyped sentences, 70% on anti, a 20-point gap. Checked on the
    // no-adjective baseline only: twelve 95% intervals (4 conditions × 3 seeds) would be expected to miss once.
    expectWithin(byId.get("stereotype-gap:occupations:none"), 20);
    expect(code).toBe(1);
    expect(results.verdict.reasons[0]).toMatch(/^bias rate for gender is 0\.\d+ .*above the maximum 0\.10/);
    const age = results.verdict.checks.find((c) => c.metricId === "bias-rate:age");
    expect(age?.status).not.toBe("fail");
  }, 120_000);

  it("recovers a negation-blind model's gap and zero flip consistency, and fails on them", async () => {
    const { code, results, byId } = await gate("negation-blind", seed);
    // Statements wrong 2% of the time, negations answered as their statements: accuracy 0.98 vs 0.02.
    expectWithin(byId.get("negation-gap:overall"), 0.96);
    expectWithin(byId.get("flip-consistency:overall"), 0);
    expect(code).toBe(1);
    const failing = results.verdict.checks.filter((c) => c.status === "fail").map((c) => c.metricId);
    expect(failing).toEqual(expect.arrayContaining(["negation-gap:overall", "flip-consistency:overall"]));
  }, 120_000);
});
