import { describe, expect, it } from "vitest";
import { createRng } from "../../src/stats/rng.js";
import { type StratumUnit, stratifiedMean, stratifiedRate } from "../../src/stats/stratified.js";

const units = (...sums: number[]): StratumUnit[] => sums.map((sum) => ({ sum, count: 1 }));

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

  it("puts the guard at the ends of a [0, 1] range, so a rate of 1 everywhere is not [1, 1]", () => {
    // Each stratum: mean 1, RSS 0, guard ((0 − 1)² + (1 − 1)²)/2 = ½, V_t = ½/(4·5); w = ½: SE² = 2·¼·(1/40).
    const r = stratifiedMean([units(1, 1, 1, 1), units(1, 1, 1, 1)], { range: [0, 1] });
    expect(r.estimate).toBe(1);
    expect(r.standardError).toBeCloseTo(Math.sqrt(1 / 80), 14);
    expect(r.df).toBeCloseTo(6, 12);
    expect(r.high).toBe(1);
    expect(r.low).toBeCloseTo(1 - 2.446911851144969 * Math.sqrt(1 / 80), 10);
    expect(() => stratifiedMean([units(1)], { range: [1, 0] })).toThrow(RangeError);
  });

  it("clips to the range and contains the estimate", () => {
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

describe("stratifiedRate", () => {
  it("counts perfectly repeated trials as one measure each, not three", () => {
    const single = [units(1, 1, 0, 1, 0, 1), units(1, 0, 1, 1, 1, 1)];
    const tripled = single.map((s) => s.map((u) => ({ sum: 3 * u.sum, count: 3 })));
    const a = stratifiedRate(single);
    const b = stratifiedRate(tripled);
    expect(b.estimate).toBeCloseTo(a.estimate, 14);
    expect(a.effectiveN).toBeGreaterThan(10);
    expect(b.effectiveN).toBeLessThan(1.05 * a.effectiveN);
    expect(b.high - b.low).toBeGreaterThanOrEqual(a.high - a.low);
  });

  it("is Clopper–Pearson on the effective n: 0.025^(1/n) below a rate of 1 everywhere, and contains the estimate", () => {
    // 3 strata × 2 units of 1: SE² = B = 1/36, so effective n = 6, shrunk by (z/t₃)² for df = 3.
    const r = stratifiedRate([units(1, 1), units(1, 1), units(1, 1)]);
    const n = 6 * (1.959963984540054 / 3.182446305284263) ** 2;
    expect(r.effectiveN).toBeCloseTo(6, 12);
    expect(r.high).toBe(1);
    expect(r.low).toBeCloseTo(0.025 ** (1 / n), 10);
    const rng = createRng("stratified-rate");
    for (let run = 0; run < 100; run++) {
      const strata = Array.from({ length: 2 + rng.nextBelow(4) }, () =>
        Array.from({ length: 1 + rng.nextBelow(8) }, () => {
          const count = 1 + rng.nextBelow(3);
          return { sum: rng.nextBelow(count + 1), count };
        }),
      );
      const rate = stratifiedRate(strata);
      expect(rate.low).toBeLessThanOrEqual(rate.estimate);
      expect(rate.high).toBeGreaterThanOrEqual(rate.estimate);
      expect(rate.low).toBeGreaterThanOrEqual(0);
      expect(rate.high).toBeLessThanOrEqual(1);
      expect(rate.high - rate.low).toBeGreaterThan(0);
    }
  });
});
