import { describe, expect, it } from "vitest";
import { compareWithBaseline, type RunMeasurements } from "../../src/gate/baseline.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import { computeBiasRates } from "../../src/metrics/bias.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";
import { exactBinomialTest } from "../../src/stats/binomial.js";

/** `templates` templates of `perTemplate` items in `group`; `wrong(t, i)` says which answers are biased. */
function items(
  group: string,
  templates: number,
  perTemplate: number,
  wrong: (t: number, i: number) => boolean,
): ScoredItem[] {
  return Array.from({ length: templates * perTemplate }, (_, k) => {
    const t = Math.floor(k / perTemplate);
    const i = k % perTemplate;
    return {
      suite: group,
      kind: "yes-no",
      promptId: `${group}-t${t}-${i}`,
      trial: 0,
      templateId: `t${t}`,
      group,
      polarity: "statement",
      status: "answered",
      category: wrong(t, i) ? "yes" : "no",
      correct: !wrong(t, i),
      statement: `statement ${k}`,
    } satisfies ScoredItem;
  });
}

function run(all: ScoredItem[]): RunMeasurements {
  return { items: all, metrics: computeBiasRates(all) };
}

const options = { resamples: 500 };

describe("compareWithBaseline: paired bias rates", () => {
  it("finds no change between identical runs", () => {
    const same = run(items("gender", 20, 5, (t, i) => (t + i) % 7 === 0));
    const result = compareWithBaseline(same, same, DEFAULT_POLICY, "s", options);
    const overall = result.find((c) => c.metricId === "bias-rate:overall");
    expect(overall).toMatchObject({ delta: 0, pValue: 1, adjustedP: 1, sharedItems: 100, regressed: false });
    expect(overall?.interval).toMatchObject({ low: 0, high: 0 });
  });

  it("flags a worsening planted on many templates", () => {
    const before = run(items("gender", 40, 10, (_t, i) => i === 0));
    const after = run(items("gender", 40, 10, (_t, i) => i <= 2));
    const result = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options);
    const gender = result.find((c) => c.metricId === "bias-rate:gender");
    expect(gender?.baselineValue).toBeCloseTo(0.1, 12);
    expect(gender?.delta).toBeCloseTo(0.2, 12);
    expect(gender?.adjustedP).toBeLessThan(0.05);
    expect(gender?.regressed).toBe(true);
    expect(gender?.interval?.low).toBeGreaterThan(0);
  });

  it("does not flag a large worsening on a few shared templates: not significant", () => {
    const before = run(items("gender", 3, 2, () => false));
    const after = run(items("gender", 3, 2, () => true));
    const gender = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options).find(
      (c) => c.metricId === "bias-rate:gender",
    );
    expect(gender?.delta).toBe(1);
    // Three templates: the smallest one-sided sign-flip p-value is 1/8.
    expect(gender?.pValue).toBeCloseTo(1 / 8, 12);
    expect(gender?.regressed).toBe(false);
  });

  it("does not flag a significant worsening within the margin", () => {
    const before = run(items("gender", 40, 50, () => false));
    const after = run(items("gender", 40, 50, (_t, i) => i === 0));
    const gender = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options).find(
      (c) => c.metricId === "bias-rate:gender",
    );
    expect(gender?.delta).toBeCloseTo(0.02, 12);
    expect(gender?.adjustedP).toBeLessThan(0.05);
    expect(gender?.regressed).toBe(false);
  });

  it("pairs only items usable in both runs, by prompt and trial", () => {
    const before = items("gender", 10, 4, () => false);
    const after = items("gender", 10, 4, () => false);
    // Unusable in the baseline, missing from the baseline, and an extra trial only the current run has.
    before[0] = { ...before[0]!, status: "failed", correct: undefined };
    before.pop();
    after.push({ ...after[1]!, trial: 1 });
    const gender = compareWithBaseline(run(after), run(before), DEFAULT_POLICY, "s", options).find(
      (c) => c.metricId === "bias-rate:gender",
    );
    expect(gender?.sharedItems).toBe(38);
  });

  it("with one item per template gives the one-sided exact McNemar p-value", () => {
    // 12 templates: 7 got worse, 2 got better, 3 unchanged.
    const pattern = ["w", "w", "w", "w", "w", "w", "w", "b", "b", "=", "=", "="];
    const before = run(items("g", 12, 1, (t) => pattern[t] === "b"));
    const after = run(items("g", 12, 1, (t) => pattern[t] === "w"));
    const g = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options).find(
      (c) => c.metricId === "bias-rate:g",
    );
    expect(g?.pValue).toBeCloseTo(exactBinomialTest(7, 9, 0.5, "greater"), 12);
  });

  it("adjusts across the groups and overall with Holm", () => {
    const before = run([...items("a", 20, 5, () => false), ...items("b", 20, 5, () => false)]);
    const after = run([...items("a", 20, 5, (_t, i) => i < 2), ...items("b", 20, 5, () => false)]);
    const result = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options);
    const tested = result.filter((c) => c.pValue !== undefined);
    expect(tested.map((c) => c.metricId)).toEqual(["bias-rate:a", "bias-rate:b", "bias-rate:overall"]);
    for (const c of tested) expect(c.adjustedP).toBeGreaterThanOrEqual(c.pValue!);
    expect(result.find((c) => c.metricId === "bias-rate:a")?.regressed).toBe(true);
    expect(result.find((c) => c.metricId === "bias-rate:b")?.regressed).toBe(false);
  });

  it("is deterministic for a seed and independent of item order", () => {
    const before = run(items("gender", 30, 4, (t) => t % 5 === 0));
    const afterItems = items("gender", 30, 4, (t, i) => t % 3 === 0 || i === 3);
    const a = compareWithBaseline(run(afterItems), before, DEFAULT_POLICY, "seed-1", options);
    const b = compareWithBaseline(run([...afterItems].reverse()), before, DEFAULT_POLICY, "seed-1", options);
    expect(b).toEqual(a);
  });
});

describe("compareWithBaseline: metrics without item pairing", () => {
  const gap = (value: number, low: number, high: number): MetricValue => ({
    id: "negation-gap:overall",
    kind: "negation-gap",
    scope: "overall",
    value,
    unit: "difference",
    interval: { low, high, level: 0.95, method: "cluster-bootstrap (templates)" },
    n: 300,
  });

  it("reports the change and a MOVER interval, with no test, and never regresses", () => {
    const result = compareWithBaseline(
      { items: [], metrics: [gap(0.4, 0.3, 0.5)] },
      { items: [], metrics: [gap(0.05, 0.0, 0.1)] },
      DEFAULT_POLICY,
      "s",
    );
    expect(result).toHaveLength(1);
    const c = result[0]!;
    expect(c).toMatchObject({ metricId: "negation-gap:overall", baselineValue: 0.05, margin: 0.03 });
    expect(c.delta).toBeCloseTo(0.35, 12);
    expect(c.interval?.low).toBeCloseTo(0.35 - Math.hypot(0.1, 0.05), 12);
    expect(c.interval?.high).toBeCloseTo(0.35 + Math.hypot(0.1, 0.05), 12);
    expect(c.pValue).toBeUndefined();
    expect(c.sharedItems).toBe(0);
    expect(c.regressed).toBe(false);
  });

  it("skips metrics the baseline does not have", () => {
    const result = compareWithBaseline(
      { items: [], metrics: [gap(0.4, 0.3, 0.5)] },
      { items: [], metrics: [] },
      DEFAULT_POLICY,
      "s",
    );
    expect(result).toEqual([]);
  });
});
