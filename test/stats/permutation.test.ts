import { describe, expect, it } from "vitest";
import { clusterPermutationTest, signFlipTest } from "../../src/stats/permutation.js";
import { createRng } from "../../src/stats/rng.js";

const rng = (seed: string | number = 1) => createRng(seed, "test:permutation");

describe("signFlipTest (exact)", () => {
  it("enumerates [1, 2, 3]: sums ±1±2±3 = 6, 4, 2, 0, 0, −2, −4, −6", () => {
    const twoSided = signFlipTest([1, 2, 3], { rng: rng() });
    expect(twoSided).toEqual({
      pValue: 2 / 8,
      exact: true,
      resamples: 8,
      statistic: 6,
      alternative: "two-sided",
    });
    expect(signFlipTest([1, 2, 3], { rng: rng(), alternative: "greater" }).pValue).toBe(1 / 8);
    expect(signFlipTest([1, 2, 3], { rng: rng(), alternative: "less" }).pValue).toBe(1);
  });

  it("enumerates [1, 1, 1, 1] → 2/16", () => {
    expect(signFlipTest([1, 1, 1, 1], { rng: rng() }).pValue).toBe(2 / 16);
  });

  it("counts floating-point ties as ties: [0.1, 0.2, −0.3, 0.7] → 10/16", () => {
    // ±0.1 ± 0.2 ∓ 0.3 takes 0.6, 0.4, 0.2, 0, 0, −0.2, −0.4, −0.6; |that ± 0.7| ≥ 0.7 in 5 + 5 patterns.
    expect(signFlipTest([0.1, 0.2, -0.3, 0.7], { rng: rng() }).pValue).toBe(10 / 16);
  });

  it("gives p = 1 for all-zero or no values", () => {
    for (const alternative of ["two-sided", "greater", "less"] as const) {
      expect(signFlipTest([0, 0, 0], { rng: rng(), alternative }).pValue).toBe(1);
      expect(signFlipTest([], { rng: rng(), alternative }).pValue).toBe(1);
    }
  });

  it("swaps greater and less when the values are negated", () => {
    const values = [0.5, -0.2, 1.3, 0.7, -0.1, 0.4];
    const negated = values.map((v) => -v);
    const greater = signFlipTest(values, { rng: rng(), alternative: "greater" });
    const less = signFlipTest(negated, { rng: rng(), alternative: "less" });
    expect(less.pValue).toBe(greater.pValue);
    expect(less.statistic).toBe(-greater.statistic);
    expect(signFlipTest(negated, { rng: rng() }).pValue).toBe(signFlipTest(values, { rng: rng() }).pValue);
  });
});

describe("signFlipTest (Monte Carlo)", () => {
  const values = Array.from({ length: 20 }, (_, i) => Math.sin(i * 1.7) + 0.25);

  it("agrees with exact enumeration on n = 20 within Monte Carlo error", () => {
    const exact = signFlipTest(values, { rng: rng(), maxExact: 2 ** 20 });
    const sampled = signFlipTest(values, { rng: rng(), resamples: 20_000 });
    expect(exact.exact).toBe(true);
    expect(exact.resamples).toBe(2 ** 20);
    expect(sampled.exact).toBe(false);
    expect(sampled.resamples).toBe(20_000);
    expect(exact.pValue).toBeGreaterThan(0.05);
    expect(Math.abs(sampled.pValue - exact.pValue)).toBeLessThan(0.015);
    for (const alternative of ["greater", "less"] as const) {
      const e = signFlipTest(values, { rng: rng(), maxExact: 2 ** 20, alternative }).pValue;
      const m = signFlipTest(values, { rng: rng(), resamples: 20_000, alternative }).pValue;
      expect(Math.abs(m - e)).toBeLessThan(0.015);
    }
  });

  it("uses (b + 1)/(k + 1): never 0, exactly 1/(k + 1) for an extreme effect", () => {
    const extreme = Array.from({ length: 40 }, () => 1);
    const result = signFlipTest(extreme, { rng: rng(), resamples: 99 });
    expect(result.pValue).toBe(1 / 100);
    expect(signFlipTest(extreme, { rng: rng(), resamples: 99, alternative: "less" }).pValue).toBe(1);
  });

  it("is deterministic for a seed and varies across seeds", () => {
    const a = signFlipTest(values, { rng: rng("s"), resamples: 999 });
    const b = signFlipTest(values, { rng: rng("s"), resamples: 999 });
    expect(a).toEqual(b);
    const others = new Set(
      [1, 2, 3, 4, 5].map((s) => signFlipTest(values, { rng: rng(s), resamples: 999 }).pValue),
    );
    expect(others.size).toBeGreaterThan(1);
  });

  it("swaps greater and less for negated values with the same seed", () => {
    const greater = signFlipTest(values, { rng: rng(7), resamples: 999, alternative: "greater" });
    const less = signFlipTest(
      values.map((v) => -v),
      { rng: rng(7), resamples: 999, alternative: "less" },
    );
    expect(less.pValue).toBe(greater.pValue);
  });

  it("draws more than 32 signs per resample correctly (n = 70, null data roughly uniform)", () => {
    const source = rng("null-data");
    const pValues = Array.from({ length: 60 }, () => {
      const data = Array.from({ length: 70 }, () => source.nextFloat() - 0.5);
      return signFlipTest(data, { rng: source, resamples: 199 }).pValue;
    });
    const meanP = pValues.reduce((a, b) => a + b, 0) / pValues.length;
    expect(meanP).toBeGreaterThan(0.35);
    expect(meanP).toBeLessThan(0.65);
  });

  it("falls back to Monte Carlo beyond 30 values whatever maxExact says", () => {
    const many = Array.from({ length: 31 }, (_, i) => i - 10);
    const result = signFlipTest(many, { rng: rng(), maxExact: Number.POSITIVE_INFINITY, resamples: 99 });
    expect(result.exact).toBe(false);
    expect(result.resamples).toBe(99);
  });

  it("rejects non-finite values and bad resample counts", () => {
    expect(() => signFlipTest([1, Number.NaN], { rng: rng() })).toThrow(RangeError);
    expect(() => signFlipTest([1, 2], { rng: rng(), resamples: 0 })).toThrow(RangeError);
    expect(() => signFlipTest([1, 2], { rng: rng(), resamples: 2.5 })).toThrow(RangeError);
  });
});

describe("clusterPermutationTest (exact)", () => {
  it("enumerates single-observation clusters [1], [2] vs [3], [4] by hand", () => {
    // The 6 label assignments give differences −2, −1, 0, 0, 1, 2.
    const a = [[1], [2]];
    const b = [[3], [4]];
    const result = clusterPermutationTest(a, b, { rng: rng() });
    expect(result).toEqual({
      pValue: 2 / 6,
      exact: true,
      resamples: 6,
      statistic: -2,
      alternative: "two-sided",
    });
    expect(clusterPermutationTest(a, b, { rng: rng(), alternative: "less" }).pValue).toBe(1 / 6);
    expect(clusterPermutationTest(a, b, { rng: rng(), alternative: "greater" }).pValue).toBe(1);
  });

  it("pools observations across unequal clusters", () => {
    // A = {[1,1],[0]}: 2/3 − 0. Assignments: {c0,c1} 2/3; {c0,c2} 0.4 − 0 = 0.4; {c1,c2} 0 − 1 = −1.
    const a = [[1, 1], [0]];
    const b = [[0, 0, 0]];
    const result = clusterPermutationTest(a, b, { rng: rng(), alternative: "greater" });
    expect(result.statistic).toBeCloseTo(2 / 3, 14);
    expect(result.pValue).toBe(1 / 3);
    expect(clusterPermutationTest(a, b, { rng: rng() }).pValue).toBe(2 / 3);
    expect(clusterPermutationTest(a, b, { rng: rng(), alternative: "less" }).pValue).toBe(1);
  });

  it("flips the statistic's sign and swaps greater/less when the groups are swapped", () => {
    const a = [[0.2, 0.4], [0.9], [0.5, 0.5, 0.1]];
    const b = [[0.1], [0.3, 0.0], [0.2, 0.2]];
    const ab = clusterPermutationTest(a, b, { rng: rng(), alternative: "greater" });
    const ba = clusterPermutationTest(b, a, { rng: rng(), alternative: "less" });
    expect(ba.statistic).toBeCloseTo(-ab.statistic, 14);
    expect(ba.pValue).toBe(ab.pValue);
  });
});

describe("clusterPermutationTest (Monte Carlo)", () => {
  const source = rng("clusters");
  const makeClusters = (count: number, shift: number) =>
    Array.from({ length: count }, () =>
      Array.from({ length: 1 + source.nextBelow(5) }, () => source.nextFloat() + shift),
    );
  const a = makeClusters(8, 0.1);
  const b = makeClusters(8, 0);

  it("agrees with exact enumeration (C(16, 8) = 12870) within Monte Carlo error", () => {
    const exact = clusterPermutationTest(a, b, { rng: rng() });
    const sampled = clusterPermutationTest(a, b, { rng: rng(), maxExact: 1000, resamples: 20_000 });
    expect(exact.exact).toBe(true);
    expect(exact.resamples).toBe(12870);
    expect(sampled.exact).toBe(false);
    expect(Math.abs(sampled.pValue - exact.pValue)).toBeLessThan(0.015);
  });

  it("is deterministic for a seed", () => {
    const options = { maxExact: 0, resamples: 500 };
    expect(clusterPermutationTest(a, b, { rng: rng(3), ...options })).toEqual(
      clusterPermutationTest(a, b, { rng: rng(3), ...options }),
    );
  });

  it("gives roughly uniform p-values on null data", () => {
    const pValues = Array.from({ length: 200 }, (_, seed) => {
      const data = createRng(seed, "null-clusters");
      const draw = () => Array.from({ length: 1 + data.nextBelow(4) }, () => data.nextFloat());
      const groupA = Array.from({ length: 10 }, draw);
      const groupB = Array.from({ length: 10 }, draw);
      return clusterPermutationTest(groupA, groupB, { rng: data, resamples: 199 }).pValue;
    });
    const share = (cut: number) => pValues.filter((p) => p <= cut).length / pValues.length;
    expect(share(0.05)).toBeLessThan(0.12);
    expect(share(0.5)).toBeGreaterThan(0.38);
    expect(share(0.5)).toBeLessThan(0.62);
    expect(Math.min(...pValues)).toBeGreaterThan(0);
  });

  it("gives a small p-value for a strong effect, never 0", () => {
    const strong = clusterPermutationTest(makeClusters(12, 1), makeClusters(12, 0), {
      rng: rng(),
      resamples: 999,
    });
    expect(strong.exact).toBe(false);
    expect(strong.pValue).toBe(1 / 1000);
  });

  it("rejects empty groups, empty clusters and non-finite values", () => {
    expect(() => clusterPermutationTest([], [[1]], { rng: rng() })).toThrow(RangeError);
    expect(() => clusterPermutationTest([[1]], [], { rng: rng() })).toThrow(RangeError);
    expect(() => clusterPermutationTest([[1], []], [[1]], { rng: rng() })).toThrow(RangeError);
    expect(() => clusterPermutationTest([[1]], [[Number.POSITIVE_INFINITY]], { rng: rng() })).toThrow(
      RangeError,
    );
  });
});
