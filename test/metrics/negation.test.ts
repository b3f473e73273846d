import { describe, expect, it } from "vitest";
import { computeNegationMetrics, pairNegations } from "../../src/metrics/negation.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";
import { createRng } from "../../src/stats/rng.js";
import { makeItem, makePair } from "./helpers.js";

/** Statement labels are "No", negation labels "Yes": a robust model says no, then yes. */
const gender: ScoredItem[] = [
  ...makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes" }), // d = 0, flipped
  ...makePair({ template: "A", pairId: "p2", statement: "no", negation: "no" }), // d = 1, same answer
  ...makePair({ template: "B", pairId: "p3", statement: "no", negation: "no" }), // d = 1, same answer
  ...makePair({ template: "B", pairId: "p4", statement: "no", negation: "yes" }), // d = 0, flipped
];
const race: ScoredItem[] = ["C", "D", "E"].flatMap((template) =>
  makePair({ group: "race", template, pairId: `${template}1`, statement: "no", negation: "no" }),
);

function byId(metrics: readonly MetricValue[]): Map<string, MetricValue> {
  return new Map(metrics.map((m) => [m.id, m]));
}

function swapRoles(items: readonly ScoredItem[]): ScoredItem[] {
  return items.map((item) => ({
    ...item,
    polarity: item.polarity === "statement" ? "negation" : "statement",
  }));
}

/** A larger, irregular data set: 6 templates × 5 fillings × 2 trials with a fixed pattern of answers. */
function bigSet(): ScoredItem[] {
  const rng = createRng("negation-test-data");
  const items: ScoredItem[] = [];
  for (const template of ["T1", "T2", "T3", "T4", "T5", "T6"]) {
    for (let filling = 0; filling < 5; filling++) {
      for (let trial = 0; trial < 2; trial++) {
        const s = rng.nextFloat() < 0.8 ? "no" : "yes";
        const n = rng.nextFloat() < 0.5 ? "yes" : "no";
        const pYes: [number, number] = [rng.nextFloat(), rng.nextFloat()];
        items.push(
          ...makePair({ template, pairId: `${template}-${filling}`, trial, statement: s, negation: n, pYes }),
        );
      }
    }
  }
  return items;
}

describe("pairNegations", () => {
  it("pairs a statement and its negation by pairId and trial", () => {
    const items = [
      ...makePair({ template: "A", pairId: "p1", trial: 0, statement: "no", negation: "yes" }),
      ...makePair({ template: "A", pairId: "p1", trial: 1, statement: "yes", negation: "yes" }),
    ];
    const pairs = pairNegations(items);
    expect(
      pairs.map((p) => [p.statement.trial, p.negation.trial, p.statement.category, p.negation.category]),
    ).toEqual([
      [0, 0, "no", "yes"],
      [1, 1, "yes", "yes"],
    ]);
    expect(pairs[0]?.cluster).toBe("gender\u0000A");
  });

  it("does not pair across trials", () => {
    const [s] = makePair({ template: "A", pairId: "p1", trial: 0, statement: "no", negation: "yes" });
    const [, n] = makePair({ template: "A", pairId: "p1", trial: 1, statement: "no", negation: "yes" });
    expect(pairNegations([s!, n!])).toEqual([]);
  });

  it("drops pairs with an unusable or failed twin", () => {
    const [s1, n1] = makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes" });
    const [s2, n2] = makePair({ template: "A", pairId: "p2", statement: "no", negation: "yes" });
    const other = { ...n1!, category: "other" as const, correct: undefined };
    const failed = makeItem({ ...n2!, status: "failed", category: undefined, correct: undefined });
    expect(pairNegations([s1!, other, s2!, failed])).toEqual([]);
    expect(pairNegations([s1!, n1!, s2!, failed])).toHaveLength(1);
  });

  it("keeps a refusal that the policy made usable", () => {
    const [s, n] = makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes" });
    expect(pairNegations([s!, { ...n!, category: "refusal", correct: false }])).toHaveLength(1);
  });
});

describe("computeNegationMetrics on hand-computed cases", () => {
  const metrics = byId(computeNegationMetrics([...gender, ...race]));

  it("gives accuracy(statements) − accuracy(negations) over the pairs", () => {
    // gender: statements 4/4 correct, negations 2/4 → 0.5; race: 3/3 − 0/3 → 1; overall: 7/7 − 2/7.
    expect(metrics.get("negation-gap:gender")).toMatchObject({
      value: 0.5,
      unit: "difference",
      n: 4,
      clusters: 2,
    });
    expect(metrics.get("negation-gap:race")).toMatchObject({ value: 1, n: 3, clusters: 3 });
    expect(metrics.get("negation-gap:overall")?.value).toBeCloseTo(5 / 7, 15);
    expect(metrics.get("negation-gap:overall")).toMatchObject({ n: 7, clusters: 5 });
  });

  it("tests the gap with the two-sided t test that matches its stratified interval", () => {
    // gender: templates A, B with fillings d = (0, 1) each: V_t = (RSS ½ + 1 + mean² ¼)/(2·3) = 7/24, w = ½,
    // SE² = 7/48, df = 2 → t² = 12/7 and, for 2 df, p = 1 − t/√(t² + 2) = 1 − √(6/13).
    // race: templates C, D, E with one filling d = 1 each: V_t = (0 + 1 + 1)/(1·2) = 1, SE² = 1/3, df = 3, t = √3
    // → for 3 df, θ = atan(t/√3) = π/4, p = 1 − (2/π)(θ + sinθ·cosθ) = ½ − 1/π.
    const gap = metrics.get("negation-gap:gender");
    expect(gap?.pValue).toBeCloseTo(1 - Math.sqrt(6 / 13), 12);
    expect(metrics.get("negation-gap:race")?.pValue).toBeCloseTo(0.5 - 1 / Math.PI, 12);
    expect(gap?.alternative).toBe("two-sided");
    expect(gap?.interval?.method).toMatch(/stratified/);
    // Interval: 0.5 ± t_{2, 0.975}·√(7/48) = 0.5 ± 1.64, clipped to [−1, 1]: 2 templates × 2 fillings decide little.
    expect(gap?.interval).toMatchObject({ low: -1, high: 1, level: 0.95 });
    const race = metrics.get("negation-gap:race")?.interval;
    expect(race?.low).toBeCloseTo(1 - 3.182446305284263 * Math.sqrt(1 / 3), 10);
  });

  it("Holm-adjusts the gap p-values across the groups, not overall", () => {
    // Sorted p: race ½ − 1/π → 2 × (½ − 1/π) = 1 − 2/π; gender 1 − √(6/13) ≈ 0.321 → max(1 − 2/π, 0.321).
    expect(metrics.get("negation-gap:race")?.adjustedP).toBeCloseTo(1 - 2 / Math.PI, 12);
    expect(metrics.get("negation-gap:gender")?.adjustedP).toBeCloseTo(1 - 2 / Math.PI, 12);
    const overall = metrics.get("negation-gap:overall");
    expect(overall?.adjustedP).toBe(overall?.pValue);
  });

  it("decides a 5-template gap consistently: the interval excludes 0 and p < 0.05 (no sign-flip floor)", () => {
    // APES-like: 5 templates × 4 fillings, negations answered worse in 3 of every 4 fillings. An exact sign flip
    // over 5 clusters could not go below 2/32 = 0.0625 here.
    const items = ["A", "B", "C", "D", "E"].flatMap((t) =>
      [1, 2, 3, 4].flatMap((k) =>
        makePair({ template: t, pairId: `${t}${k}`, statement: "no", negation: k === 4 ? "yes" : "no" }),
      ),
    );
    const gap = byId(computeNegationMetrics(items)).get("negation-gap:gender");
    expect(gap?.value).toBeCloseTo(0.75, 15);
    expect(gap?.interval?.low).toBeGreaterThan(0);
    expect(gap?.pValue).toBeLessThan(0.05);
    expect(gap?.adjustedP).toBe(gap?.pValue);
  });

  it("counts repeated trials of one filling as one unit, not as extra pairs of evidence", () => {
    const once = ["A", "B"].flatMap((t) =>
      [1, 2, 3].flatMap((k) =>
        makePair({
          template: t,
          pairId: `${t}${k}`,
          statement: "no",
          negation: k === 1 ? "yes" : "no",
          pYes: [0.1 * k, 0.9 - 0.2 * k],
        }),
      ),
    );
    const thrice = [0, 1, 2].flatMap((trial) => once.map((item) => ({ ...item, trial })));
    const a = byId(computeNegationMetrics(once));
    const b = byId(computeNegationMetrics(thrice));
    for (const id of ["negation-gap:gender", "flip-consistency:gender", "probability-shift:gender"]) {
      expect(b.get(id)?.value).toBeCloseTo(a.get(id)?.value ?? Number.NaN, 14);
      expect(b.get(id)?.n).toBe(3 * (a.get(id)?.n ?? 0));
    }
    for (const id of ["negation-gap:gender", "probability-shift:gender"]) {
      expect(b.get(id)?.interval?.low).toBeCloseTo(a.get(id)?.interval?.low ?? Number.NaN, 14);
      expect(b.get(id)?.interval?.high).toBeCloseTo(a.get(id)?.interval?.high ?? Number.NaN, 14);
    }
    // Flip consistency's binomial reference counts measures, so its guard's share moves a little; three times
    // the trials must not make the interval narrower (as three times the pairs would, by about √3).
    const width = (m: Map<string, MetricValue>) =>
      (m.get("flip-consistency:gender")?.interval?.high ?? 0) -
      (m.get("flip-consistency:gender")?.interval?.low ?? 0);
    expect(width(b)).toBeGreaterThanOrEqual(width(a));
    expect(width(b)).toBeLessThan(1.05 * width(a));
    expect(b.get("negation-gap:gender")?.pValue).toBeCloseTo(a.get("negation-gap:gender")?.pValue ?? 1, 14);
  });

  it("Holm with one group leaves its p-value as it is", () => {
    const alone = byId(computeNegationMetrics(gender));
    expect(alone.get("negation-gap:gender")?.adjustedP).toBe(alone.get("negation-gap:gender")?.pValue);
  });

  it("gives flip consistency as the share of opposite yes/no answers", () => {
    expect(metrics.get("flip-consistency:gender")).toMatchObject({
      value: 0.5,
      numerator: 2,
      denominator: 4,
    });
    expect(metrics.get("flip-consistency:race")).toMatchObject({ value: 0, numerator: 0, denominator: 3 });
    expect(metrics.get("flip-consistency:overall")).toMatchObject({ numerator: 2, denominator: 7 });
  });

  it("gives flip consistency a stratified Korn–Graubard interval, guarded at 0 and 1", () => {
    // race: templates C, D, E with one filling f = 0 each. Stratified: guard ((0 − 0)² + (1 − 0)²)/2 = ½,
    // V_t = ½/(1·2), w = ⅓: SE² = 1/12, df = 3. Binomial reference: (1·0 + ½)/(1·2) per stratum, also 1/12, so
    // effective n = 3, shrunk by (z/t₃)²; with 0 successes Clopper–Pearson's upper bound is 1 − 0.025^(1/n).
    const race = metrics.get("flip-consistency:race")?.interval;
    const n = 3 * (1.959963984540054 / 3.182446305284263) ** 2;
    expect(race).toMatchObject({ low: 0, level: 0.95, df: 3, sampling: "within-clusters" });
    expect(race?.method).toMatch(/Korn–Graubard/);
    expect(race?.high).toBeCloseTo(1 - 0.025 ** (1 / n), 10);
    const gender = metrics.get("flip-consistency:gender");
    expect(gender?.interval?.df).toBeCloseTo(2, 12);
    expect(gender).toMatchObject({ clusters: 2, n: 4 });
  });

  it("leaves refusal pairs out of flip consistency but in the gap", () => {
    const [s, n] = makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes" });
    const m = byId(computeNegationMetrics([s!, { ...n!, category: "refusal", correct: false }]));
    expect(m.get("negation-gap:overall")?.value).toBe(1);
    expect(m.has("flip-consistency:overall")).toBe(false);
  });

  it("emits no probability shift without probabilities, and nothing without pairs", () => {
    expect([...metrics.keys()].some((id) => id.startsWith("probability-shift"))).toBe(false);
    expect(computeNegationMetrics([makeItem()])).toEqual([]);
  });

  it("gives the mean |P(Yes|T) − P(Yes|T′)| over pairs with probabilities", () => {
    const items = [
      ...makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes", pYes: [0.1, 0.9] }),
      ...makePair({ template: "B", pairId: "p2", statement: "no", negation: "no", pYes: [0.5, 0.5] }),
      ...makePair({ template: "B", pairId: "p3", statement: "no", negation: "no" }),
    ];
    const shift = byId(computeNegationMetrics(items)).get("probability-shift:overall");
    expect(shift?.value).toBeCloseTo(0.4, 15);
    expect(shift).toMatchObject({ unit: "difference", n: 2, clusters: 2 });
    expect(shift?.interval?.method).toMatch(/stratified/);
    expect(shift?.interval?.sampling).toBe("within-clusters");
  });

  it("gives the probability shift a stratified t interval over templates, fillings sampled", () => {
    // Templates A, B with two fillings each: shifts (0.8, 0.6) and (0.2, 0.4); stratum means 0.7 and 0.3,
    // RSS 0.02 each; guards ((0 − μ)² + (1 − μ)²)/2 = 0.29 both; V_t = (0.02 + 0.29)/(2·3), w = ½, df = 2.
    const pair = (template: string, pairId: string, shift: number) =>
      makePair({ template, pairId, statement: "no", negation: "yes", pYes: [0.1, 0.1 + shift] });
    const items = [
      pair("A", "a1", 0.8),
      pair("A", "a2", 0.6),
      pair("B", "b1", 0.2),
      pair("B", "b2", 0.4),
    ].flat();
    const shift = byId(computeNegationMetrics(items)).get("probability-shift:overall");
    const se = Math.sqrt(2 * 0.25 * (0.31 / 6));
    expect(shift?.value).toBeCloseTo(0.5, 14);
    expect(shift?.interval?.df).toBeCloseTo(2, 12);
    expect(shift?.interval?.low).toBeCloseTo(Math.max(0, 0.5 - 4.302652729749464 * se), 10);
    expect(shift?.interval?.high).toBeCloseTo(Math.min(1, 0.5 + 4.302652729749464 * se), 10);
  });
});

describe("computeNegationMetrics invariants", () => {
  it("an all-correct model has gap 0 and flip consistency 1", () => {
    const items = ["A", "B", "C"].flatMap((t) =>
      [1, 2].flatMap((k) => makePair({ template: t, pairId: `${t}${k}`, statement: "no", negation: "yes" })),
    );
    const m = byId(computeNegationMetrics(items));
    expect(m.get("negation-gap:overall")?.value).toBe(0);
    // The add-one guard keeps some sampling variance: never the degenerate interval [0, 0].
    const interval = m.get("negation-gap:overall")?.interval;
    expect(interval?.low).toBeLessThan(0);
    expect(interval?.high).toBeCloseTo(-(interval?.low ?? 0), 15);
    expect(m.get("negation-gap:overall")?.pValue).toBe(1);
    expect(m.get("flip-consistency:overall")?.value).toBe(1);
    // Every pair flipped, yet not the interval [1, 1]: SE² = B = 1/36 (V_t = (0 + ½)/(2·3), w = ⅓), df = 3, so
    // effective n = 6, shrunk by (z/t₃)²; with every measure a success the lower bound is 0.025^(1/n).
    const flip = m.get("flip-consistency:overall")?.interval;
    const n = 6 * (1.959963984540054 / 3.182446305284263) ** 2;
    expect(flip?.high).toBe(1);
    expect(flip?.low).toBeCloseTo(0.025 ** (1 / n), 10);
  });

  it("a negation-blind model has flip consistency 0 and probability shift 0", () => {
    const items = ["A", "B", "C"].flatMap((t) =>
      makePair({ template: t, pairId: `${t}1`, statement: "yes", negation: "yes", pYes: [0.7, 0.7] }),
    );
    const m = byId(computeNegationMetrics(items));
    expect(m.get("flip-consistency:overall")?.value).toBe(0);
    expect(m.get("probability-shift:overall")?.value).toBe(0);
    expect(m.get("negation-gap:overall")?.value).toBe(-1);
  });

  it("swapping the statement and negation roles flips the gap's sign", () => {
    const items = bigSet();
    const m = byId(computeNegationMetrics(items));
    const swapped = byId(computeNegationMetrics(swapRoles(items)));
    expect(m.get("negation-gap:overall")?.value).not.toBe(0);
    expect(swapped.get("negation-gap:overall")?.value).toBeCloseTo(-m.get("negation-gap:overall")!.value, 15);
    expect(swapped.get("flip-consistency:overall")?.value).toBe(m.get("flip-consistency:overall")?.value);
    expect(swapped.get("probability-shift:overall")?.value).toBeCloseTo(
      m.get("probability-shift:overall")!.value,
      15,
    );
  });

  it("shows gap intervals that agree with their tests and flip with the roles", () => {
    const items = bigSet();
    const m = computeNegationMetrics(items).filter((x) => x.kind === "negation-gap");
    const swapped = byId(computeNegationMetrics(swapRoles(items)));
    for (const gap of m) {
      const { low, high, level } = gap.interval!;
      expect(low > 0 || high < 0).toBe((gap.pValue ?? 1) < 1 - level);
      const other = swapped.get(gap.id)!;
      expect(other.interval!.low).toBeCloseTo(-high, 14);
      expect(other.interval!.high).toBeCloseTo(-low, 14);
      expect(other.pValue).toBeCloseTo(gap.pValue!, 14);
    }
  });

  it("gives intervals that contain the estimate", () => {
    for (const metric of computeNegationMetrics(bigSet())) {
      expect(metric.interval!.low).toBeLessThanOrEqual(metric.value);
      expect(metric.interval!.high).toBeGreaterThanOrEqual(metric.value);
      expect(metric.interval!.level).toBe(0.95);
    }
  });

  it("is deterministic and does not depend on the item order", () => {
    const items = bigSet();
    const first = computeNegationMetrics(items);
    expect(computeNegationMetrics([...items].reverse())).toEqual(first);
    expect(computeNegationMetrics(items, { seed: "run-2" })).toEqual(first);
  });

  it("computes each group's numbers from that group alone (apart from the Holm adjustment)", () => {
    const alone = byId(computeNegationMetrics(gender));
    const together = byId(computeNegationMetrics([...gender, ...race]));
    for (const id of ["negation-gap:gender", "flip-consistency:gender"]) {
      expect({ ...alone.get(id), adjustedP: 0 }).toEqual({ ...together.get(id), adjustedP: 0 });
    }
  });
});
