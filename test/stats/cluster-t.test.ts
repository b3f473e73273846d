import { describe, expect, it } from "vitest";
import { clusterTInterval } from "../../src/stats/cluster-t.js";
import { createRng } from "../../src/stats/rng.js";
import { studentTQuantile } from "../../src/stats/student-t.js";

describe("clusterTInterval", () => {
  it("is the textbook one-sample t interval when the spread exceeds the floor", () => {
    // 1..5: mean 3, s² = 2.5, SE = √0.5, t_{4, 0.975} = 2.7764451051977987.
    const r = clusterTInterval([1, 2, 3, 4, 5], { bound: 10 });
    expect(r.estimate).toBe(3);
    expect(r.standardError).toBeCloseTo(Math.sqrt(0.5), 14);
    expect(r.df).toBe(4);
    expect(r.low).toBeCloseTo(3 - 2.7764451051977987 * Math.sqrt(0.5), 12);
    expect(r.high).toBeCloseTo(3 + 2.7764451051977987 * Math.sqrt(0.5), 12);
    // t = 3/√0.5 ≈ 4.243 on 4 df: two-sided p ≈ 0.01324 (R: 2 * pt(-3 / sqrt(0.5), 4)).
    expect(r.pValue).toBeCloseTo(0.013236, 5);
  });

  it("uses the floor when the clusters agree more than the floor allows", () => {
    const r = clusterTInterval([0.5, 0.5, 0.5], { bound: 1, floorVariance: 0.01 });
    expect(r.standardError).toBeCloseTo(0.1, 14);
    expect(r.low).toBeCloseTo(0.5 - studentTQuantile(0.975, 2) * 0.1, 12);
    expect(r.high).toBeCloseTo(0.5 + studentTQuantile(0.975, 2) * 0.1, 12);
    // Clipped to the bound when the t interval reaches past it.
    expect(clusterTInterval([0.9, 0.9], { bound: 1, floorVariance: 0.01 }).high).toBe(1);
  });

  it("gives a zero-width interval only without a floor, and then a p of 0 or 1", () => {
    expect(clusterTInterval([0, 0], { bound: 1 })).toMatchObject({ low: 0, high: 0, pValue: 1 });
    expect(clusterTInterval([0.2, 0.2], { bound: 1 })).toMatchObject({ low: 0.2, high: 0.2, pValue: 0 });
  });

  it("has no test and the whole range with one cluster", () => {
    const r = clusterTInterval([0.7], { bound: 2, floorVariance: 0.01 });
    expect(r).toEqual({ estimate: 0.7, low: -2, high: 2, clusters: 1 });
    expect(() => clusterTInterval([], { bound: 1 })).toThrow(RangeError);
  });

  it("excludes 0 exactly when p < 1 − level, at any level, clipped or not", () => {
    const rng = createRng("cluster-t");
    for (let run = 0; run < 300; run++) {
      const k = 2 + (run % 9);
      const shift = (run % 7) * 0.15;
      const values = Array.from({ length: k }, () =>
        Math.max(-1, Math.min(1, shift + rng.nextFloat() - 0.5)),
      );
      const level = [0.8, 0.9, 0.95, 0.99][run % 4] as number;
      const r = clusterTInterval(values, { bound: 1, level, floorVariance: 0.001 });
      expect(r.low).toBeLessThanOrEqual(r.estimate);
      expect(r.high).toBeGreaterThanOrEqual(r.estimate);
      expect(r.low > 0 || r.high < 0).toBe((r.pValue ?? 1) < 1 - level);
    }
  });
});
