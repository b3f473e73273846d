/**
 * `rounding: published`: the WinoBias-adjective study rounds each trial's pro and anti accuracy to 0.1% (Python's
 * `round(k / n * 100, 1)`) before subtracting, and its mean and t-test read those rounded scores. Worked by hand
 * on three item pairs per trial, where a third is 33.3% and two thirds 66.7%, so one trial's score is 33.4
 * rounded against 33.333… exact, and the printed means differ in their last digit.
 */
import { describe, expect, it } from "vitest";
import {
  computeStereotypeMetrics,
  type StereotypeMetrics,
  type StereotypeSuiteSpec,
} from "../../src/metrics/stereotype.js";
import { publishedPercent, trialScores } from "../../src/metrics/stereotype-trials.js";
import type { ScoredItem } from "../../src/metrics/types.js";

describe("publishedPercent: round(k / n * 100, 1) as Python computes it", () => {
  const cases: [number, number, number][] = [
    [1, 3, 33.3],
    [2, 3, 66.7],
    [335, 395, 84.8], // 84.810…: the study's trial-1 baseline pro accuracy
    [230, 395, 58.2], // 58.227…: its anti accuracy
    [1, 400, 0.2], // exactly 0.25: ties go to the even tenth (toFixed would say 0.3)
    [3, 400, 0.8], // exactly 0.75
    [5, 400, 1.2], // exactly 1.25
    [1, 8, 12.5],
    [0, 7, 0],
    [7, 7, 100],
  ];
  it.each(cases)("%i of %i → %d", (k, n, expected) => {
    expect(publishedPercent(k, n)).toBe(expected);
  });
});

/** Three item pairs in `condition`, trial by trial `[pro correct, anti correct]` of 3 each. */
function items(condition: string, trials: readonly [number, number][]): ScoredItem[] {
  return trials.flatMap(([proK, antiK], trial) =>
    [0, 1, 2].flatMap((pair) =>
      (["pro", "anti"] as const).map((side): ScoredItem => {
        const correct = pair < (side === "pro" ? proK : antiK);
        return {
          suite: "wino",
          kind: "coreference",
          promptId: `wino:${side}:${pair}:${condition}`,
          trial,
          templateId: `${side}:${pair}`,
          group: "wino",
          condition,
          stereotype: side,
          itemPair: String(pair),
          status: "answered",
          category: correct ? "correct" : "incorrect",
          correct,
          statement: "s",
        };
      }),
    ),
  );
}

// Baseline: 2 of 3 vs 1 of 3 in three trials (66.7 − 33.3 = 33.4 rounded, 33.333… exact), 3 vs 2 in two
// (100 − 66.7 = 33.3 rounded, 33.333… exact). Condition: 3 vs 1 three times (66.7 rounded, 66.666… exact), 3 vs 0
// twice (100 both ways).
const BASELINE: [number, number][] = [
  [2, 1],
  [2, 1],
  [2, 1],
  [3, 2],
  [3, 2],
];
const CONDITION: [number, number][] = [
  [3, 1],
  [3, 1],
  [3, 1],
  [3, 0],
  [3, 0],
];
const ALL = [...items("baseline", BASELINE), ...items("large/little", CONDITION)];

function run(rounding: StereotypeSuiteSpec["rounding"]): StereotypeMetrics {
  const spec: StereotypeSuiteSpec = {
    name: "wino",
    conditions: ["baseline", "large/little"],
    baseline: "baseline",
    parser: "published",
    amplificationTest: "trials",
    holm: false,
    ...(rounding ? { rounding } : {}),
  };
  return computeStereotypeMetrics(ALL, { suites: [spec] });
}

describe("rounding: published against exact, by hand", () => {
  const exact = run(undefined);
  const published = run("published");

  it("scores each trial as the difference of the rounded accuracies", () => {
    const trials = trialScores(ALL, "baseline", "published");
    const accuracies: [number, number][] = [
      [66.7, 33.3],
      [66.7, 33.3],
      [66.7, 33.3],
      [100, 66.7],
      [100, 66.7],
    ];
    expect(trials).toHaveLength(5);
    accuracies.forEach(([pro, anti], i) => {
      expect((trials[i]?.pro ?? 0) * 100).toBeCloseTo(pro, 10);
      expect((trials[i]?.anti ?? 0) * 100).toBeCloseTo(anti, 10);
    });
    const scores = published.conditions[0]?.trials.map((t) => t.score) ?? [];
    [33.4, 33.4, 33.4, 33.3, 33.3].forEach((s, i) => {
      expect(scores[i]).toBeCloseTo(s, 10);
    });
  });

  it("prints a different last digit: baseline 166.8/5 = 33.36 → 33.4 rounded, 33.333… → 33.3 exact", () => {
    const [exactBase, exactCond] = exact.conditions;
    const [base, cond] = published.conditions;
    expect(exactBase?.score).toBeCloseTo(100 / 3, 10);
    expect(base?.score).toBeCloseTo(33.36, 10);
    expect(exactBase?.score?.toFixed(1)).toBe("33.3");
    expect(base?.score?.toFixed(1)).toBe("33.4");
    // Condition: (3·66.7 + 2·100)/5 = 80.02 rounded, 80 exact.
    expect(cond?.score).toBeCloseTo(80.02, 10);
    expect(exactCond?.score).toBeCloseTo(80, 10);
  });

  it("runs the pooled t-test on the rounded trial scores", () => {
    // Baseline deviations from 33.36: +0.04 ×3, −0.06 ×2, SS = 0.012; condition deviations from 80.02: −13.32 ×3,
    // +19.98 ×2, SS = 532.2672 + 798.4008 = 1330.668. Pooled variance (1330.68)/8 = 166.335, SE = √(166.335·0.4).
    const test = published.conditions[1]?.test;
    expect(test?.difference).toBeCloseTo(46.66, 10);
    expect(test?.df).toBe(8);
    expect(test?.statistic).toBeCloseTo(46.66 / Math.sqrt(166.335 * 0.4), 8);
    // Exact: the baseline's five scores are equal (SS 0), the condition's SS = 3·(40/3)² + 2·20² = 4000/3.
    expect(exact.conditions[1]?.test?.statistic).toBeCloseTo(
      (80 - 100 / 3) / Math.sqrt((4000 / 3 / 8) * 0.4),
      8,
    );
  });

  it("gates the trials amplification on the same rounded scores", () => {
    const metric = published.metrics.find((m) => m.id === "adjective-amplification:wino:large/little");
    expect(metric?.value).toBeCloseTo(46.66, 10);
  });

  it("says which rounding each condition's numbers used (results.json convention)", () => {
    expect(published.conditions.map((c) => c.convention.rounding)).toEqual(["published", "published"]);
    expect(exact.conditions.map((c) => c.convention.rounding)).toEqual(["exact", "exact"]);
  });
});
