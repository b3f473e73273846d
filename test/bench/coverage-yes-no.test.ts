import { describe, expect, it } from "vitest";
import {
  benchCoverageYesNo,
  goalMisses,
  type Observation,
  tallyObservations,
} from "../../bench/coverage-yes-no.js";
import { answerPrompts, BENCH_GROUPS, benchTwinIds, loadBenchSuite } from "../../bench/yes-no-suite.js";
import { groupTruth, logit, promptMarginal, solveLogit, templateEffect } from "../../bench/yes-no-truth.js";
import type { SimulatorProfile } from "../../src/simulator/profile.js";
import { marginalErrorRate } from "../../src/simulator/rates.js";
import { wilsonInterval } from "../../src/stats/proportions.js";
import { createRng } from "../../src/stats/rng.js";
import type { KindMeasurement } from "../../src/suites/kind.js";

/** `runs` fake rate metrics of true rate `truth` from n Bernoulli draws, with the interval `interval` makes. */
function fakeRuns(
  runs: number,
  truth: number,
  n: number,
  interval: (hits: number, n: number) => { low: number; high: number },
): Observation[] {
  const rng = createRng("fake-metric");
  return Array.from({ length: runs }, () => {
    let hits = 0;
    for (let i = 0; i < n; i++) if (rng.nextFloat() < truth) hits++;
    return { truth, interval: interval(hits, n) };
  });
}

describe("the yes/no coverage benchmark's tally", () => {
  it("catches an interval that is too narrow and clears an honest Wilson interval", () => {
    const narrow = tallyObservations(
      fakeRuns(400, 0.1, 200, (hits, n) => ({ low: hits / n - 0.005, high: hits / n + 0.005 })),
    );
    const wilson = tallyObservations(fakeRuns(400, 0.1, 200, (hits, n) => wilsonInterval(hits, n, 0.95)));
    expect(narrow.covered / narrow.runs).toBeLessThan(0.5);
    expect(goalMisses(narrow, "good")).toEqual([{ goal: "coverage", beyondNoise: true }]);
    expect(wilson.covered / wilson.runs).toBeGreaterThan(0.93);
    expect(goalMisses(wilson, "good")).toEqual([]);
  });

  it("counts a missing interval as not covered", () => {
    const tally = tallyObservations([{ truth: 0.1 }, { truth: 0.1, interval: { low: 0, high: 0.2 } }]);
    expect(tally).toMatchObject({ runs: 2, covered: 1, missing: 1 });
  });

  it("flags false fails on the good side, false passes beyond the threshold, and both at it", () => {
    const decided = (fail: number, pass: number): Observation[] =>
      Array.from({ length: 100 }, (_, i) => ({
        truth: 0.1,
        interval: { low: 0, high: 1 },
        status: i < fail ? "fail" : i < fail + pass ? "pass" : "inconclusive",
      }));
    const goals = (fail: number, pass: number, side: "good" | "threshold" | "bad") =>
      goalMisses(tallyObservations(decided(fail, pass)), side).map((m) => m.goal);
    expect(goals(5, 0, "good")).toEqual(["false fail"]);
    expect(goals(5, 0, "bad")).toEqual([]);
    expect(goals(0, 5, "bad")).toEqual(["false pass"]);
    expect(goals(0, 5, "good")).toEqual([]);
    expect(goals(3, 3, "threshold")).toEqual(["false fail", "false pass"]);
    expect(goals(2, 2, "threshold")).toEqual([]);
  });

  it("tells a miss within Monte Carlo noise from one beyond it", () => {
    const fails = (k: number): Observation[] =>
      Array.from({ length: 400 }, (_, i) => ({
        truth: 0,
        interval: { low: 0, high: 0 },
        status: i < k ? "fail" : "pass",
      }));
    expect(goalMisses(tallyObservations(fails(12)), "good")).toEqual([
      { goal: "false fail", beyondNoise: false },
    ]);
    expect(goalMisses(tallyObservations(fails(40)), "good")).toEqual([
      { goal: "false fail", beyondNoise: true },
    ]);
  });
});

describe("the yes/no coverage benchmark's truth", () => {
  it("tabulates the simulator's prompt-effect marginal to within 1e-6", () => {
    const marginal = promptMarginal(0.5);
    for (const c of [-9.37, -4.2, -2.197, -1.01, 0, 0.333, 2.5]) {
      expect(Math.abs(marginal(c) - marginalErrorRate(1 / (1 + Math.exp(-c)), { prompt: 0.5 }))).toBeLessThan(
        1e-6,
      );
    }
  });

  it("solves a base rate whose template-weighted marginal mean is the target", () => {
    const marginal = promptMarginal(0.5);
    const effects = [-0.8, 0.1, 0.9];
    const c = solveLogit((x) => effects.reduce((s, u) => s + marginal(x + u), 0) / 3, 0.1);
    expect(effects.reduce((s, u) => s + marginal(c + u), 0) / 3).toBeCloseTo(0.1, 8);
    // Heterogeneity pushes the mean above the median template's rate, so the planted rate is below 0.1.
    expect(c).toBeLessThan(logit(0.1));
  });

  it("matches the bias rate, gap and flip consistency the simulator produces over many fillings", () => {
    const heterogeneity = { template: 0.5, prompt: 0.5 };
    const seed = "truth-check";
    const marginal = promptMarginal(heterogeneity.prompt);
    const base = { statement: logit(0.08), negation: logit(0.2) };
    const profile: SimulatorProfile = {
      name: "truth-check",
      seed,
      yesNo: {
        statementErrorRate: 0.08,
        negationErrorRate: 0.2,
        heterogeneity,
      },
    };
    const suite = loadBenchSuite(2, 2500);
    const { config, sampled } = suite.sample(seed);
    const outcomes = answerPrompts(sampled, profile, 1, createRng(seed, "answers").nextFloat);
    const metrics = (sampled.measure(outcomes, { config, level: 0.95 }) as KindMeasurement).metrics;
    for (const group of BENCH_GROUPS) {
      const twins = benchTwinIds(group, 2).map((ids) => ({
        statement: templateEffect(seed, heterogeneity.template, ids.statement),
        negation: templateEffect(seed, heterogeneity.template, ids.negation),
      }));
      const truth = groupTruth(twins, base, marginal);
      const value = (kind: string) => metrics.find((m) => m.id === `${kind}:${group}`)?.value ?? Number.NaN;
      // 10,000 answers per group: standard errors near 0.004 (rate) and 0.006 (gap, flip).
      expect(Math.abs(value("bias-rate") - truth.biasRate)).toBeLessThan(0.015);
      expect(Math.abs(value("negation-gap") - truth.negationGap)).toBeLessThan(0.025);
      expect(Math.abs(value("flip-consistency") - truth.flipConsistency)).toBeLessThan(0.025);
    }
  });
});

describe("benchCoverageYesNo", () => {
  it("prints, per gated metric, one row per side and scope of each design", () => {
    const table = benchCoverageYesNo(3, [{ templates: 2, fillings: 10, trials: 1, heterogeneous: true }]);
    for (const metric of ["bias-rate", "negation-gap", "flip-consistency", "unusable-rate"]) {
      expect(table).toContain(`(${metric}), threshold`);
    }
    const rows = table.split("\n").filter((line) => /^\s+2\s+10\s+1\s+het\s/.test(line));
    expect(rows).toHaveLength(4 * 3 * 2);
    expect(rows.filter((r) => /\sthreshold 0\.100\s+overall\s/.test(r))).toHaveLength(2); // bias rate and gap
    expect(rows.filter((r) => /\sthreshold 0\.800\s+group\s/.test(r))).toHaveLength(1); // flip consistency
    expect(rows.filter((r) => /\sthreshold 0\.200\s+overall\s/.test(r))).toHaveLength(1); // unusable rate
  });
});
