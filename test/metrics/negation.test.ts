import { describe, expect, it } from "vitest";
import { computeNegationMetrics, pairNegations } from "../../src/metrics/negation.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";
import { createRng } from "../../src/sampling/rng.js";
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
  const metrics = byId(computeNegationMetrics([...gender, ...race], { seed: "t" }));

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

  it("tests the gap with an exact two-sided sign flip over per-template sums", () => {
    // gender template sums (1, 1): of the 4 sign patterns, 2 reach |sum| ≥ 2 → p = 1/2.
    // race template sums (1, 1, 1): 2 of 8 patterns reach |sum| ≥ 3 → p = 1/4.
    expect(metrics.get("negation-gap:gender")?.pValue).toBeCloseTo(0.5, 12);
    expect(metrics.get("negation-gap:race")?.pValue).toBeCloseTo(0.25, 12);
    expect(metrics.get("negation-gap:gender")?.alternative).toBe("two-sided");
  });

  it("Holm-adjusts the gap p-values across the groups, not overall", () => {
    // Sorted p: race 0.25 → 2 × 0.25 = 0.5; gender 0.5 → max(0.5, 1 × 0.5) = 0.5.
    expect(metrics.get("negation-gap:race")?.adjustedP).toBeCloseTo(0.5, 12);
    expect(metrics.get("negation-gap:gender")?.adjustedP).toBeCloseTo(0.5, 12);
    const overall = metrics.get("negation-gap:overall");
    expect(overall?.adjustedP).toBe(overall?.pValue);
  });

  it("Holm with one group leaves its p-value as it is", () => {
    const alone = byId(computeNegationMetrics(gender, { seed: "t" }));
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
    expect(metrics.get("flip-consistency:gender")?.interval?.method).toMatch(/wilson/i);
  });

  it("leaves refusal pairs out of flip consistency but in the gap", () => {
    const [s, n] = makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes" });
    const m = byId(
      computeNegationMetrics([s!, { ...n!, category: "refusal", correct: false }], { seed: "t" }),
    );
    expect(m.get("negation-gap:overall")?.value).toBe(1);
    expect(m.has("flip-consistency:overall")).toBe(false);
  });

  it("emits no probability shift without probabilities, and nothing without pairs", () => {
    expect([...metrics.keys()].some((id) => id.startsWith("probability-shift"))).toBe(false);
    expect(computeNegationMetrics([makeItem()], { seed: "t" })).toEqual([]);
  });

  it("gives the mean |P(Yes|T) − P(Yes|T′)| over pairs with probabilities", () => {
    const items = [
      ...makePair({ template: "A", pairId: "p1", statement: "no", negation: "yes", pYes: [0.1, 0.9] }),
      ...makePair({ template: "B", pairId: "p2", statement: "no", negation: "no", pYes: [0.5, 0.5] }),
      ...makePair({ template: "B", pairId: "p3", statement: "no", negation: "no" }),
    ];
    const shift = byId(computeNegationMetrics(items, { seed: "t" })).get("probability-shift:overall");
    expect(shift?.value).toBeCloseTo(0.4, 15);
    expect(shift).toMatchObject({ unit: "difference", n: 2, clusters: 2 });
    expect(shift?.interval?.method).toMatch(/bootstrap/);
  });
});

describe("computeNegationMetrics invariants", () => {
  it("an all-correct model has gap 0 and flip consistency 1", () => {
    const items = ["A", "B", "C"].flatMap((t) =>
      [1, 2].flatMap((k) => makePair({ template: t, pairId: `${t}${k}`, statement: "no", negation: "yes" })),
    );
    const m = byId(computeNegationMetrics(items, { seed: "t" }));
    expect(m.get("negation-gap:overall")?.value).toBe(0);
    expect(m.get("negation-gap:overall")?.interval).toMatchObject({ low: 0, high: 0 });
    expect(m.get("negation-gap:overall")?.pValue).toBe(1);
    expect(m.get("flip-consistency:overall")?.value).toBe(1);
  });

  it("a negation-blind model has flip consistency 0 and probability shift 0", () => {
    const items = ["A", "B", "C"].flatMap((t) =>
      makePair({ template: t, pairId: `${t}1`, statement: "yes", negation: "yes", pYes: [0.7, 0.7] }),
    );
    const m = byId(computeNegationMetrics(items, { seed: "t" }));
    expect(m.get("flip-consistency:overall")?.value).toBe(0);
    expect(m.get("probability-shift:overall")?.value).toBe(0);
    expect(m.get("negation-gap:overall")?.value).toBe(-1);
  });

  it("swapping the statement and negation roles flips the gap's sign", () => {
    const items = bigSet();
    const m = byId(computeNegationMetrics(items, { seed: "t" }));
    const swapped = byId(computeNegationMetrics(swapRoles(items), { seed: "t" }));
    expect(m.get("negation-gap:overall")?.value).not.toBe(0);
    expect(swapped.get("negation-gap:overall")?.value).toBeCloseTo(-m.get("negation-gap:overall")!.value, 15);
    expect(swapped.get("flip-consistency:overall")?.value).toBe(m.get("flip-consistency:overall")?.value);
    expect(swapped.get("probability-shift:overall")?.value).toBeCloseTo(
      m.get("probability-shift:overall")!.value,
      15,
    );
  });

  it("gives intervals that contain the estimate", () => {
    for (const metric of computeNegationMetrics(bigSet(), { seed: "t", resamples: 2000 })) {
      expect(metric.interval!.low).toBeLessThanOrEqual(metric.value);
      expect(metric.interval!.high).toBeGreaterThanOrEqual(metric.value);
      expect(metric.interval!.level).toBe(0.95);
    }
  });

  it("is reproducible from the seed to the last digit, whatever the item order", () => {
    const items = bigSet();
    const first = computeNegationMetrics(items, { seed: "run-1" });
    expect(computeNegationMetrics(items, { seed: "run-1" })).toEqual(first);
    expect(computeNegationMetrics([...items].reverse(), { seed: "run-1" })).toEqual(first);
    expect(computeNegationMetrics(items, { seed: (s) => createRng("run-1", s) })).toEqual(first);
    const other = computeNegationMetrics(items, { seed: "run-2" });
    expect(other.map((m) => m.value)).toEqual(first.map((m) => m.value));
    expect(other.map((m) => m.interval)).not.toEqual(first.map((m) => m.interval));
  });

  it("draws each scope from its own stream negation:<scope>", () => {
    const streams: string[] = [];
    computeNegationMetrics([...gender, ...race], {
      seed: (stream) => {
        streams.push(stream);
        return createRng("t", stream);
      },
    });
    expect(streams).toEqual(["negation:gender", "negation:race", "negation:overall"]);
    // So a group's numbers (apart from the Holm adjustment) do not depend on the other groups.
    const alone = byId(computeNegationMetrics(gender, { seed: "t" })).get("negation-gap:gender");
    const together = byId(computeNegationMetrics([...gender, ...race], { seed: "t" })).get(
      "negation-gap:gender",
    );
    expect({ ...alone, adjustedP: 0 }).toEqual({ ...together, adjustedP: 0 });
  });
});
