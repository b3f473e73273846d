import { describe, expect, it } from "vitest";
import { binomialPmf, exactBinomialTest, mcnemarExact } from "../../src/stats/binomial.js";

describe("binomialPmf", () => {
  it("matches exact values", () => {
    // @stdlib's pmf is exp(ln C(n, k) + k·ln p + (n − k)·ln(1 − p)): 7e-15 relative here, not the last ulp.
    expect(binomialPmf(7, 20, 0.5) / (77520 / 2 ** 20)).toBeCloseTo(1, 13);
    expect(binomialPmf(0, 10, 0.5)).toBeCloseTo(1 / 1024, 15);
    expect(binomialPmf(10, 10, 0.5)).toBeCloseTo(1 / 1024, 15);
    expect(binomialPmf(3, 10, 0.3)).toBeCloseTo(120 * 0.3 ** 3 * 0.7 ** 7, 15);
    expect(binomialPmf(0, 5, 0.05)).toBeCloseTo(0.95 ** 5, 15);
    expect(binomialPmf(5, 5, 0.95)).toBeCloseTo(0.95 ** 5, 15);
  });

  it("sums to 1 over 0..n", () => {
    for (const [n, p] of [
      [1, 0.5],
      [20, 0.5],
      [37, 0.03],
      [200, 0.77],
      [5000, 0.001],
    ] as const) {
      let sum = 0;
      for (let k = 0; k <= n; k++) sum += binomialPmf(k, n, p);
      expect(sum).toBeCloseTo(1, 12);
    }
  });

  it("is accurate to 1e-10 relative for n = 1e6 (scipy.stats.binom.pmf)", () => {
    // The log-space sum cancels terms near 7e5, so @stdlib is 1.6e-11 off here (mpmath: 7.9788436133175009e-4);
    // the tests' p-values come from incomplete-beta tails, and the pmf only sorts outcomes at a 1e-7 tolerance.
    expect(binomialPmf(500000, 1_000_000, 0.5) / 7.978843613317499e-4).toBeCloseTo(1, 10);
    const relative = binomialPmf(123, 1_000_000, 1e-4) / 3.062100761644638e-3;
    expect(relative).toBeCloseTo(1, 10);
  });

  it("handles p = 0, p = 1 and k outside 0..n", () => {
    expect(binomialPmf(0, 5, 0)).toBe(1);
    expect(binomialPmf(1, 5, 0)).toBe(0);
    expect(binomialPmf(5, 5, 1)).toBe(1);
    expect(binomialPmf(4, 5, 1)).toBe(0);
    expect(binomialPmf(0, 0, 0.3)).toBe(1);
    expect(binomialPmf(-1, 5, 0.5)).toBe(0);
    expect(binomialPmf(6, 5, 0.5)).toBe(0);
  });

  it("rejects a bad k, n or p", () => {
    expect(() => binomialPmf(1.5, 5, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(1, -5, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(1, 5.5, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(1, 5, 1.5)).toThrow(RangeError);
    expect(() => binomialPmf(1, 5, Number.NaN)).toThrow(RangeError);
  });
});

describe("exactBinomialTest", () => {
  // R binom.test(k, n, p)$p.value; cross-checked against scipy.stats.binomtest.
  it.each([
    [7, 20, 0.5, "two-sided", 0.26317596435546875],
    [7, 20, 0.5, "less", 0.13158798217773438],
    [7, 20, 0.5, "greater", 0.9423408508300781],
    [0, 10, 0.5, "two-sided", 2 / 1024],
    [10, 10, 0.5, "two-sided", 2 / 1024],
    [0, 10, 0.5, "less", 1 / 1024],
    [10, 10, 0.5, "greater", 1 / 1024],
    [0, 10, 0.3, "two-sided", 0.0388396033],
    [3, 10, 0.3, "two-sided", 1],
    [50, 100, 0.3, "two-sided", 2.7720542263007482e-5],
    [17, 40, 0.3, "two-sided", 0.0870738218909456],
    [5, 1000, 0.01, "two-sided", 0.14855183112334008],
    [499_000, 1_000_000, 0.5, "two-sided", 0.0456082998653896],
    [123, 1_000_000, 1e-4, "two-sided", 0.02430716421632222],
  ] as const)("binom.test(%i, %i, %s, %s) = %s", (k, n, p, alternative, expected) => {
    const got = exactBinomialTest(k, n, p, alternative);
    expect(Math.abs(got - expected) / expected).toBeLessThan(1e-9);
  });

  it("defaults to p = ½ two-sided", () => {
    expect(exactBinomialTest(7, 20)).toBe(exactBinomialTest(7, 20, 0.5, "two-sided"));
  });

  it("is 1 at the expected count and when the data cannot disagree", () => {
    expect(exactBinomialTest(10, 20, 0.5)).toBe(1);
    expect(exactBinomialTest(0, 0, 0.5)).toBe(1);
    expect(exactBinomialTest(0, 5, 0)).toBe(1);
    expect(exactBinomialTest(5, 5, 1)).toBe(1);
  });

  it("is 0 for outcomes impossible under p = 0 or p = 1", () => {
    expect(exactBinomialTest(1, 5, 0)).toBe(0);
    expect(exactBinomialTest(4, 5, 1)).toBe(0);
  });

  it("two-sided p is symmetric under k ↔ n − k at p = ½ and at most 1", () => {
    for (let k = 0; k <= 15; k++) {
      const p = exactBinomialTest(k, 15);
      expect(p).toBeLessThanOrEqual(1);
      expect(p).toBeCloseTo(exactBinomialTest(15 - k, 15), 14);
    }
  });

  it("one-sided tails add to 1 + P(X = k)", () => {
    const less = exactBinomialTest(9, 30, 0.4, "less");
    const greater = exactBinomialTest(9, 30, 0.4, "greater");
    expect(less + greater - 1).toBeCloseTo(
      // P(X = 9) for Binomial(30, 0.4)
      14307150 * 0.4 ** 9 * 0.6 ** 21,
      12,
    );
  });

  it("rejects k outside 0..n", () => {
    expect(() => exactBinomialTest(11, 10)).toThrow(RangeError);
    expect(() => exactBinomialTest(-1, 10)).toThrow(RangeError);
    expect(() => exactBinomialTest(2.5, 10)).toThrow(RangeError);
  });
});

describe("mcnemarExact", () => {
  it("matches exact small tables", () => {
    expect(mcnemarExact(1, 6)).toBeCloseTo(0.125, 14);
    expect(mcnemarExact(6, 1)).toBeCloseTo(0.125, 14);
    expect(mcnemarExact(0, 5)).toBeCloseTo(0.0625, 14);
    expect(mcnemarExact(2, 8)).toBeCloseTo(0.109375, 14);
    expect(mcnemarExact(3, 3)).toBe(1);
  });

  it("gives 1 without discordant pairs", () => {
    expect(mcnemarExact(0, 0)).toBe(1);
  });
});
