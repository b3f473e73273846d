import { describe, expect, it } from "vitest";
import type { ConditionAccuracy } from "../../src/metrics/stereotype.js";
import { COREFERENCE_ACCURACY_CONVENTION } from "../../src/metrics/stereotype-cells.js";
import { stereotypeSection } from "../../src/report/metric-sections.js";
import type { CoreferenceResults } from "../../src/report/results.js";

const cellOf = (rate: number) => ({
  k: 0,
  n: 0,
  rate,
  interval: { low: 0, high: 1, level: 0.95, method: "wilson" },
});

function condition(
  name: string,
  scores: number[],
  extra: Partial<ConditionAccuracy> = {},
): ConditionAccuracy {
  return {
    suite: "wino",
    condition: name,
    baseline: name === "baseline",
    convention: { parser: "published", rounding: "exact", ...COREFERENCE_ACCURACY_CONVENTION },
    pro: cellOf(1),
    anti: cellOf(0.7),
    answerTypes: {
      answered: 0,
      failed: 0,
      skipped: 0,
      "not-recorded": 0,
      correct: 0,
      incorrect: 0,
      unsure: 0,
      other: 0,
    },
    trials: scores.map((score, trial) => ({ trial, pro: 1, anti: 1 - score / 100, score })),
    score: scores.reduce((a, b) => a + b, 0) / scores.length,
    ...extra,
  };
}

const test = (difference: number, statistic: number, pValue: number, significant: boolean) => ({
  versus: "baseline",
  difference,
  statistic,
  df: 8,
  pValue,
  direction: difference > 0 ? ("increase" as const) : ("decrease" as const),
  significant,
  alpha: 0.05,
  method: "pooled two-sample t over trials, one-sided" as const,
});

describe("stereotypeSection: the published table", () => {
  const coreference: CoreferenceResults = {
    accuracyConvention: COREFERENCE_ACCURACY_CONVENTION,
    conditions: [
      condition("baseline", [28, 30, 29, 27, 31]),
      condition("arrogant/responsive", [40, 43, 42, 41, 44], { test: test(13, 13, 5.8e-7, true) }),
      condition("old/-", [30, 31, 29, 28, 30], { test: test(0.6, 0.6, 0.28, false) }),
    ],
    amplification: [
      {
        suite: "wino",
        condition: "arrogant/responsive",
        versus: "baseline",
        value: 13,
        pairs: 100,
        pValue: 0.0001,
      },
    ],
  };

  it("shows score, Δ vs baseline, t, df, one-sided p and the verdict per condition", () => {
    const lines = stereotypeSection([], coreference) ?? [];
    const rows = lines.filter((line) => line.startsWith("| wino:"));
    expect(rows).toEqual([
      "| wino:baseline | 29.0 | baseline | — | — | — | — | — | — | 5 |",
      "| wino:arrogant/responsive | 42.0 | +13.0 | 13.00 | 8 | <0.001 | significant increase | +13.0 | <0.001 | 5 |",
      "| wino:old/- | 29.6 | +0.6 | 0.60 | 8 | 0.280 | not significant | — | — | 5 |",
    ]);
  });

  it("names the rounding the trial scores used, per suite when suites differ", () => {
    const note = (conditions: ConditionAccuracy[]) =>
      (stereotypeSection([], { ...coreference, conditions }) ?? []).find((l) =>
        l.startsWith("Published method"),
      );
    expect(note(coreference.conditions)).toContain("accuracies unrounded (rounding: exact");
    const published = coreference.conditions.map((c) => ({
      ...c,
      convention: { ...c.convention, rounding: "published" as const },
    }));
    expect(note(published)).toContain("each accuracy rounded to 0.1% before the difference, as published");
    const other = { ...(published[0] as ConditionAccuracy), suite: "own" };
    expect(note([...coreference.conditions, other])).toMatch(
      /wino: accuracies unrounded \(rounding: exact.*; own: each accuracy rounded to 0\.1%/,
    );
  });

  it("says when there is nothing to show", () => {
    expect(stereotypeSection([], undefined)).toBeUndefined();
    expect(stereotypeSection([], { ...coreference, conditions: [] })).toBeUndefined();
  });
});
