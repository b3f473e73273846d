import { describe, expect, it } from "vitest";
import { fewClusterProportionInterval } from "../../src/stats/few-cluster-proportion.js";
import { normalQuantile } from "../../src/stats/normal.js";
import { clopperPearsonInterval } from "../../src/stats/proportions.js";
import { studentTQuantile } from "../../src/stats/student-t.js";

describe("fewClusterProportionInterval", () => {
  it("takes the size from the CR1 spread, shrunk to a t with k − 1 degrees of freedom", () => {
    // Templates with 9, 5 and 8 of 10 families: p̂ = 22/30; Σ(hits − p̂·10)² = 26/3; V = 3/2 · (26/3) / 30².
    const result = fewClusterProportionInterval([
      { hits: 9, total: 10 },
      { hits: 5, total: 10 },
      { hits: 8, total: 10 },
    ]);
    const p = 22 / 30;
    const variance = (1.5 * (26 / 3)) / 900;
    const n = ((p * (1 - p)) / variance) * (normalQuantile(0.975) / studentTQuantile(0.975, 2)) ** 2;
    expect(result.estimate).toBeCloseTo(p, 12);
    expect(result.effectiveN).toBeCloseTo(n, 9);
    expect(result.effectiveN).toBeCloseTo(2.809, 2);
    const exact = clopperPearsonInterval(p * n, n, 0.95);
    expect(result.interval).toMatchObject({ df: 2, sampling: "clusters" });
    expect(result.interval.low).toBeCloseTo(exact.low, 12);
    expect(result.interval.high).toBeCloseTo(exact.high, 12);
  });

  it("is the plain interval with one cluster or with clusters of one unit", () => {
    const plain = clopperPearsonInterval(7, 10, 0.9);
    expect(fewClusterProportionInterval([{ hits: 7, total: 10 }], 0.9).interval).toEqual(plain);
    const singles = Array.from({ length: 10 }, (_, i) => ({ hits: i < 7 ? 1 : 0, total: 1 }));
    expect(fewClusterProportionInterval(singles, 0.9).interval).toEqual(plain);
  });

  it("credits no design effect below 1 and uses the Kish size at 0 or 1", () => {
    // Identical clusters: no spread, so the size is every unit.
    const even = fewClusterProportionInterval([
      { hits: 4, total: 5 },
      { hits: 4, total: 5 },
    ]);
    expect(even.effectiveN).toBe(10);
    // All consistent: Kish size (10²)/(5² + 5²) = 2, as if each template were one family.
    const all = fewClusterProportionInterval([
      { hits: 5, total: 5 },
      { hits: 5, total: 5 },
    ]);
    expect(all.effectiveN).toBe(2);
    expect(all.interval.low).toBeCloseTo(clopperPearsonInterval(2, 2).low, 12);
  });

  it("says nothing without units: 0 with the whole range", () => {
    expect(fewClusterProportionInterval([])).toMatchObject({
      estimate: 0,
      effectiveN: 0,
      interval: { low: 0, high: 1 },
    });
  });

  it("rejects impossible counts", () => {
    expect(() => fewClusterProportionInterval([{ hits: 3, total: 2 }])).toThrow(RangeError);
  });
});
