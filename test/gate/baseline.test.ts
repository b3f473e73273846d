import { describe, expect, it } from "vitest";
import { compareWithBaseline, type RunMeasurements } from "../../src/gate/baseline.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";
import { studentTQuantile } from "../../src/stats/student-t.js";

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

/** The metric values compareWithBaseline pairs on: ids, kinds and scopes (values only orient `max-abs`). */
function metric(id: string, value = 0.1): MetricValue {
  // The scope is everything after the kind: coreference scopes are `<suite>:<condition>`.
  const at = id.indexOf(":");
  const kind = id.slice(0, at) as MetricValue["kind"];
  const scope = id.slice(at + 1);
  return {
    id,
    kind,
    scope,
    value,
    unit: kind.includes("stereotype") || kind.includes("adjective") ? "points" : "rate",
    n: 1,
  };
}

/** Bias rates of each group and overall, as `computeBiasRates` names them. */
function run(all: ScoredItem[]): RunMeasurements {
  const groups = [...new Set(all.map((i) => i.group))].sort();
  return { items: all, metrics: [...groups, "overall"].map((g) => metric(`bias-rate:${g}`)) };
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

  it("with every item worse on a few templates has no spread to doubt: p = 0, regressed", () => {
    const before = run(items("gender", 3, 2, () => false));
    const after = run(items("gender", 3, 2, () => true));
    const gender = compareWithBaseline(after, before, DEFAULT_POLICY, "s", options).find(
      (c) => c.metricId === "bias-rate:gender",
    );
    expect(gender?.delta).toBe(1);
    // A sign flip over 3 templates could not go below 1/8; the continuous test has no such floor.
    expect(gender?.pValue).toBe(0);
    expect(gender?.regressed).toBe(true);
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

describe("compareWithBaseline: the issue-11 regression and the power statement", () => {
  // 8 templates × 50 items: 0.015 → 0.06, the regression a sign flip over 8 templates passed with p = 0.25.
  const before = run(items("gender", 8, 50, (t, i) => i === 0 && t < 6));
  const after = run(items("gender", 8, 50, (_t, i) => i < 3));

  it("detects 0.015 → 0.06 over 8 templates with a paired t-test on template means", () => {
    const gender = compareWithBaseline(after, before, DEFAULT_POLICY, "s").find(
      (c) => c.metricId === "bias-rate:gender",
    )!;
    expect(gender.baselineValue).toBeCloseTo(0.015, 12);
    expect(gender.delta).toBeCloseTo(0.045, 12);
    expect(gender.sharedClusters).toBe(8);
    expect(gender.adjustedP).toBeLessThan(0.01);
    expect(gender.regressed).toBe(true);
    expect(gender.interval!.low).toBeGreaterThan(0);
  });

  it("states the minimum detectable change as (t(1 − alpha/m, G − 1) + t(0.8, G − 1)) · se", () => {
    const result = compareWithBaseline(after, before, DEFAULT_POLICY, "s");
    const gender = result.find((c) => c.metricId === "bias-rate:gender")!;
    // Per template the mean difference is 3/50 or 2/50: 6 of 0.04 and 2 of 0.06, so se is known exactly.
    const means = [0.04, 0.04, 0.04, 0.04, 0.04, 0.04, 0.06, 0.06];
    const m = 0.045;
    const se = Math.sqrt((8 / 7) * means.reduce((s, x) => s + (x - m) ** 2, 0)) / 8;
    const tests = result.filter((c) => c.pValue !== undefined).length;
    expect(tests).toBe(2);
    const expected = (studentTQuantile(1 - 0.05 / tests, 7) + studentTQuantile(0.8, 7)) * se;
    expect(gender.minimumDetectable).toBeCloseTo(expected, 10);
    // The half-width uses the same standard error.
    expect(gender.interval!.high - gender.delta).toBeCloseTo(studentTQuantile(0.975, 7) * se, 10);
  });

  it("says underpowered, with the smallest detectable change, when the sample cannot see past the margin", () => {
    const few = (wrong: (t: number, i: number) => boolean) => run(items("g", 3, 4, wrong));
    const g = compareWithBaseline(
      few((t, i) => t === 0 && i < 2),
      few((t, i) => t === 1 && i < 1),
      DEFAULT_POLICY,
      "s",
    ).find((c) => c.metricId === "bias-rate:g")!;
    expect(g.regressed).toBe(false);
    expect(g.underpowered).toBe(true);
    expect(g.minimumDetectable).toBeGreaterThan(g.margin);
    expect(g.note).toMatch(/^underpowered: the smallest change this sample detects is \d/);
  });
});

/** A yes/no statement/negation pair of template `t`, filling `i`; `answers` = [statement, negation] categories. */
function negationPair(t: number, i: number, answers: ["yes" | "no", "yes" | "no"]): ScoredItem[] {
  // The unbiased answer is "no" to the statement and "yes" to the negation.
  return (["statement", "negation"] as const).map((polarity, k) => ({
    suite: "gender",
    kind: "yes-no",
    promptId: `t${t}-${i}-${polarity}`,
    trial: 0,
    templateId: polarity === "statement" ? `t${t}` : `t${t}-neg`,
    group: "gender",
    polarity,
    pairId: `t${t}-${i}`,
    status: "answered",
    category: answers[k],
    correct: polarity === "statement" ? answers[k] === "no" : answers[k] === "yes",
    statement: `s ${t} ${i}`,
  }));
}

function negationRun(blind: (t: number, i: number) => boolean): ScoredItem[] {
  return Array.from({ length: 8 * 20 }, (_, k) => {
    const t = Math.floor(k / 20);
    const i = k % 20;
    return negationPair(t, i, blind(t, i) ? ["no", "no"] : ["no", "yes"]);
  }).flat();
}

/** A WinoBias item pair in `condition`: pro and anti items, `antiCorrect` says whether the anti item is resolved. */
function coreferencePair(pair: number, condition: string, antiCorrect: boolean): ScoredItem[] {
  return (["pro", "anti"] as const).map((stereotype) => ({
    suite: "winobias",
    kind: "coreference",
    promptId: `p${pair}-${stereotype}-${condition}`,
    trial: 0,
    templateId: `p${pair}`,
    group: "winobias",
    condition,
    stereotype,
    itemPair: `p${pair}`,
    status: "answered",
    category: stereotype === "pro" || antiCorrect ? "correct" : "incorrect",
    correct: stereotype === "pro" || antiCorrect,
    statement: `p${pair}`,
  }));
}

function coreferenceRun(antiWrong: (pair: number, condition: string) => boolean): ScoredItem[] {
  return Array.from({ length: 40 }, (_, p) =>
    ["none", "male-adjective"].flatMap((c) => coreferencePair(p, c, !antiWrong(p, c))),
  ).flat();
}

describe("compareWithBaseline: every gated metric kind is paired", () => {
  const negationIds = ["negation-gap:gender", "flip-consistency:gender", "unusable-rate:gender"];

  it("pairs the negation gap and flip consistency over statement/negation pairs, templates as clusters", () => {
    const fair = { items: negationRun(() => false), metrics: negationIds.map((id) => metric(id, 0)) };
    const blind = { items: negationRun((_t, i) => i < 6), metrics: negationIds.map((id) => metric(id, 0.3)) };
    const result = compareWithBaseline(blind, fair, DEFAULT_POLICY, "s");
    const gap = result.find((c) => c.metricId === "negation-gap:gender")!;
    expect(gap.sharedItems).toBe(160); // pairs, not items
    expect(gap.sharedClusters).toBe(8);
    expect(gap.delta).toBeCloseTo(0.3, 12);
    expect(gap.regressed).toBe(true);
    const flips = result.find((c) => c.metricId === "flip-consistency:gender")!;
    // Flip consistency is a `min` metric: it fell by 0.3, and falling is worse.
    expect(flips.baselineValue).toBe(1);
    expect(flips.delta).toBeCloseTo(-0.3, 12);
    expect(flips.regressed).toBe(true);
  });

  it("orients a max-abs gap by the current value's side: a gap growing negative regresses", () => {
    const fair = { items: negationRun(() => false), metrics: [metric("negation-gap:gender", 0)] };
    // Statements answered wrong ("yes"), negations right: accuracy on statements drops, the gap goes negative.
    const items = Array.from({ length: 160 }, (_, k) =>
      negationPair(Math.floor(k / 20), k % 20, k % 20 < 6 ? ["yes", "yes"] : ["no", "yes"]),
    ).flat();
    const gap = compareWithBaseline(
      { items, metrics: [metric("negation-gap:gender", -0.3)] },
      fair,
      DEFAULT_POLICY,
      "s",
    )[0]!;
    expect(gap.delta).toBeCloseTo(-0.3, 12);
    expect(gap.regressed).toBe(true);
  });

  it("pairs the unusable-answer rate on answered items", () => {
    const fair = negationRun(() => false);
    const vague = fair.map((item, k) =>
      k % 10 === 0 ? { ...item, category: "other" as const, correct: undefined } : item,
    );
    const c = compareWithBaseline(
      { items: vague, metrics: [metric("unusable-rate:gender")] },
      { items: fair, metrics: [metric("unusable-rate:gender")] },
      DEFAULT_POLICY,
      "s",
    )[0]!;
    expect(c.sharedItems).toBe(320);
    expect(c.delta).toBeCloseTo(0.1, 12);
    expect(c.regressed).toBe(true);
  });

  it("pairs the stereotype gap and adjective amplification over WinoBias item pairs, in points", () => {
    const ids = ["stereotype-gap:winobias:male-adjective", "adjective-amplification:winobias:male-adjective"];
    const before = { items: coreferenceRun(() => false), metrics: ids.map((id) => metric(id, 0)) };
    const after = {
      items: coreferenceRun((p, c) => c === "male-adjective" && p % 2 === 0),
      metrics: ids.map((id) => metric(id, 50)),
    };
    const result = compareWithBaseline(after, before, DEFAULT_POLICY, "s");
    for (const c of result) {
      expect(c.sharedItems).toBe(40);
      expect(c.delta).toBeCloseTo(50, 10);
      expect(c.regressed).toBe(true);
    }
  });

  it("adjusts across all kinds with Holm, and a change within noise is not a regression", () => {
    const ids = [...negationIds, "bias-rate:gender"];
    const fair = { items: negationRun(() => false), metrics: ids.map((id) => metric(id, 0)) };
    const slight = {
      items: negationRun((t, i) => t === 0 && i === 0),
      metrics: ids.map((id) => metric(id, 0)),
    };
    const result = compareWithBaseline(slight, fair, DEFAULT_POLICY, "s");
    expect(result.map((c) => c.metricId)).toEqual(ids);
    for (const c of result) {
      expect(c.adjustedP).toBeGreaterThanOrEqual(c.pValue!);
      expect(c.regressed).toBe(false);
    }
  });

  it("compares the contamination delta unpaired, says so, and can regress", () => {
    const delta = (value: number): MetricValue => ({
      ...metric("contamination-delta:spider", value),
      unit: "difference",
      interval: {
        low: value - 0.05,
        high: value + 0.05,
        level: 0.95,
        method: "two-sample cluster-bootstrap",
      },
    });
    const [c] = compareWithBaseline(
      { items: [], metrics: [delta(0.3)] },
      { items: [], metrics: [delta(0.02)] },
      DEFAULT_POLICY,
      "s",
    );
    expect(c!.sharedItems).toBe(0);
    expect(c!.note).toMatch(/^unpaired: .*per-probe/);
    expect(c!.pValue).toBeLessThan(1e-6);
    expect(c!.regressed).toBe(true);
    expect(c!.minimumDetectable).toBeGreaterThan(0);
  });
});

describe("compareWithBaseline: decision suites (issue 33)", () => {
  const withInterval = (id: string, value: number, unit: MetricValue["unit"]): MetricValue => ({
    ...metric(id, value),
    unit,
    interval: {
      low: value - 0.03,
      high: value + 0.03,
      level: 0.95,
      method: "paired cluster-robust t (templates)",
    },
  });
  it("tests a grown disparity and a fallen consistency unpaired, and both can regress", () => {
    const comparisons = compareWithBaseline(
      {
        items: [],
        metrics: [
          withInterval("decision-disparity:loans:age=60s", -0.12, "difference"),
          withInterval("counterfactual-consistency:loans", 0.8, "rate"),
        ],
      },
      {
        items: [],
        metrics: [
          withInterval("decision-disparity:loans:age=60s", -0.01, "difference"),
          withInterval("counterfactual-consistency:loans", 0.97, "rate"),
        ],
      },
      DEFAULT_POLICY,
      "s",
    );
    expect(comparisons.map((c) => [c.metricId, c.regressed])).toEqual([
      ["decision-disparity:loans:age=60s", true],
      ["counterfactual-consistency:loans", true],
    ]);
    for (const c of comparisons) expect(c.note).toMatch(/^unpaired: .*per-family decisions/);
  });
});

describe("compareWithBaseline: the power statement without observed variation", () => {
  it("uses the standard error of a single unit changing, so identical runs do not claim to detect 0", () => {
    const same = run(items("g", 10, 10, (t, i) => t === i));
    const g = compareWithBaseline(same, same, DEFAULT_POLICY, "s").find((c) => c.metricId === "bias-rate:g")!;
    const se = Math.sqrt(10 / 9) / 100;
    // No unit changed, so nothing is in the Holm family: a change here would face alpha / 1.
    const expected = (studentTQuantile(1 - 0.05, 9) + studentTQuantile(0.8, 9)) * se;
    expect(g.adjustedP).toBe(1);
    expect(g.minimumDetectable).toBeCloseTo(expected, 12);
    expect(g.underpowered).toBe(expected > g.margin);
  });
});

describe("compareWithBaseline: the Holm family", () => {
  it("leaves out comparisons in which no paired unit changed, so they do not dilute alpha", () => {
    const before = run([...items("a", 8, 50, () => false), ...items("b", 8, 50, () => false)]);
    const after = run([...items("a", 8, 50, (t, i) => i < 1 + (t % 2)), ...items("b", 8, 50, () => false)]);
    const result = compareWithBaseline(after, before, DEFAULT_POLICY, "s");
    const [a, b, overall] = ["a", "b", "overall"].map(
      (g) => result.find((c) => c.metricId === `bias-rate:${g}`)!,
    );
    expect(b).toMatchObject({ pValue: 1, adjustedP: 1, regressed: false });
    // Holm over {a, overall} only: the smaller p-value is doubled, not tripled.
    const smaller = Math.min(a!.pValue!, overall!.pValue!);
    expect(Math.min(a!.adjustedP!, overall!.adjustedP!)).toBeCloseTo(2 * smaller, 12);
  });
});
