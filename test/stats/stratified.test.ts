import { describe, expect, it } from "vitest";
import { createRng } from "../../src/sampling/rng.js";
import { type StratumUnit, stratifiedMean } from "../../src/stats/stratified.js";
import { studentTQuantile, studentTTwoSidedP } from "../../src/stats/stratified-t.js";

const units = (...sums: number[]): StratumUnit[] => sums.map((sum) => ({ sum, count: 1 }));

describe("studentT", () => {
  it("matches published quantiles and p-values", () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736174698, 10);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.302652729749464, 10);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 10);
    expect(studentTQuantile(0.025, 10)).toBeCloseTo(-2.228138851986274, 10);
    expect(studentTQuantile(0.975, 1e9)).toBeCloseTo(1.959963984540054, 6);
    // Closed form for 5 df, θ = atan(t/√5): p = 1 − (2/π)(θ + sinθ·cosθ·(1 + ⅔cos²θ)) = 0.10193947882985832.
    expect(studentTTwoSidedP(2, 5)).toBeCloseTo(0.10193947882985832, 13);
    expect(studentTTwoSidedP(0, 3)).toBe(1);
    expect(studentTTwoSidedP(studentTQuantile(0.975, 3.7), 3.7)).toBeCloseTo(0.05, 12);
  });

  it("handles the edges: the median, infinite and NaN t, fewer than 1 df, bad arguments", () => {
    expect(studentTQuantile(0.5, 4)).toBe(0);
    expect(studentTTwoSidedP(Number.POSITIVE_INFINITY, 4)).toBe(0);
    expect(studentTTwoSidedP(Number.NaN, 4)).toBeNaN();
    // 1 df is the Cauchy: P(|T| ≥ t) = 1 − (2/π)·atan(t).
    expect(studentTTwoSidedP(3, 1)).toBeCloseTo(1 - (2 / Math.PI) * Math.atan(3), 13);
    const q = studentTQuantile(0.975, 0.6);
    expect(q).toBeGreaterThan(studentTQuantile(0.975, 1));
    expect(studentTTwoSidedP(q, 0.6)).toBeCloseTo(0.05, 12);
    expect(() => studentTTwoSidedP(1, 0)).toThrow(RangeError);
    expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
  });
});

describe("stratifiedMean", () => {
  it("weights strata by their measures: the pooled per-measure mean", () => {
    const r = stratifiedMean([units(1, 0, 1, 1), [{ sum: 0, count: 2 }]]);
    expect(r.estimate).toBeCloseTo(3 / 6, 15);
    expect(r).toMatchObject({ strata: 2, units: 5, measures: 6 });
  });

  it("computes the guarded stratified variance by hand", () => {
    // Stratum A: d = 1, 0 (mean ½, RSS ½), B: d = 0, 0 (mean 0, RSS 0); w = ½ each, bound 1.
    // V_A = (½ + 1 + ¼)/(2·3) = 7/24, V_B = (0 + 1 + 0)/6 = 4/24; SE² = ¼(11/24).
    const r = stratifiedMean([units(1, 0), units(0, 0)]);
    expect(r.estimate).toBe(0.25);
    expect(r.standardError).toBeCloseTo(Math.sqrt(11 / 96), 14);
    // df = (a_A + a_B)² / (a_A² + a_B²) with a ∝ 7, 4 and m − 1 = 1.
    expect(r.df).toBeCloseTo(121 / 65, 12);
  });

  it("never gives a degenerate interval when every unit agrees", () => {
    const r = stratifiedMean([units(0, 0, 0), units(0, 0, 0)]);
    expect(r.estimate).toBe(0);
    expect(r.low).toBeLessThan(0);
    expect(r.high).toBeGreaterThan(0);
    expect(r.pValue).toBe(1);
  });

  it("clips to [−bound, bound] and contains the estimate", () => {
    const r = stratifiedMean([units(1), units(1)]);
    expect(r.estimate).toBe(1);
    expect(r.high).toBe(1);
    expect(r.low).toBeLessThan(1);
  });

  it("excludes 0 exactly when the p-value is below 1 − level, and flips with the sign", () => {
    const rng = createRng("stratified-agreement");
    for (let run = 0; run < 300; run++) {
      const strata = Array.from({ length: 2 + rng.nextBelow(5) }, () =>
        units(
          ...Array.from(
            { length: 1 + rng.nextBelow(12) },
            () => rng.nextBelow(3) - (run % 3 === 0 ? 1 : 0.6),
          ),
        ),
      );
      const level = run % 2 === 0 ? 0.95 : 0.9;
      const r = stratifiedMean(strata, { level });
      expect(r.low).toBeLessThanOrEqual(r.estimate);
      expect(r.high).toBeGreaterThanOrEqual(r.estimate);
      expect(r.low > 0 || r.high < 0).toBe(r.pValue < 1 - level);
      const flipped = stratifiedMean(
        strata.map((s) => s.map((u) => ({ sum: -u.sum, count: u.count }))),
        { level },
      );
      expect(flipped.estimate).toBeCloseTo(-r.estimate, 14);
      expect(flipped.pValue).toBeCloseTo(r.pValue, 14);
    }
  });

  it("throws without measures", () => {
    expect(() => stratifiedMean([[]])).toThrow(RangeError);
  });
});
