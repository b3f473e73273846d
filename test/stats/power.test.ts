import { describe, expect, it } from "vitest";
import { binomialPmf } from "../../src/stats/binomial.js";
import { differenceSd, gapSampleSize, perClusterSize, rateSampleSize } from "../../src/stats/power.js";
import { wilsonInterval } from "../../src/stats/proportions.js";

const confident = { level: 0.95, rule: "confident", power: 0.8 } as const;

/** P(the Wilson interval of n draws at rate p lies wholly below / above t), by enumerating the binomial. */
function wilsonDecides(n: number, p: number, t: number, side: "below" | "above"): number {
  let total = 0;
  for (let x = 0; x <= n; x++) {
    const ci = wilsonInterval(x, n, 0.95);
    if (side === "below" ? ci.high < t : ci.low > t) total += binomialPmf(x, n, p);
  }
  return total;
}

describe("rateSampleSize", () => {
  it("matches the hand-computed normal-approximation sizes", () => {
    // ((1.95996·√0.09 + 0.84162·√0.0475) / 0.05)² = 238.03; with √0.1275 above the threshold 315.78.
    expect(rateSampleSize(0.1, 0.05, confident)).toBe(239);
    expect(rateSampleSize(0.1, 0.15, confident)).toBe(316);
    // The estimate rule has no critical value: (0.84162·√0.0475 / 0.05)² = 13.46.
    expect(rateSampleSize(0.1, 0.05, { ...confident, rule: "estimate" })).toBe(14);
  });

  it("gives the Wilson interval about the stated power, by exact enumeration", () => {
    expect(wilsonDecides(239, 0.05, 0.1, "below")).toBeGreaterThan(0.75);
    expect(wilsonDecides(239, 0.05, 0.1, "below")).toBeLessThan(0.9);
    expect(wilsonDecides(316, 0.15, 0.1, "above")).toBeGreaterThan(0.75);
    expect(wilsonDecides(316, 0.15, 0.1, "above")).toBeLessThan(0.9);
    // Half the sample falls well short.
    expect(wilsonDecides(120, 0.05, 0.1, "below")).toBeLessThan(0.6);
  });

  it("grows with the level and the power, and is infinite at the threshold", () => {
    expect(rateSampleSize(0.1, 0.05, { ...confident, level: 0.99 })).toBeGreaterThan(239);
    expect(rateSampleSize(0.1, 0.05, { ...confident, power: 0.9 })).toBeGreaterThan(239);
    expect(rateSampleSize(0.1, 0.1, confident)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("gapSampleSize", () => {
  it("matches the hand-computed sizes for a paired difference", () => {
    // Gap 0 at 95% accuracy on both sides: ((1.95996 + 1.28155)·√0.095 / 0.1)² = 99.82.
    expect(gapSampleSize(0.1, 0, differenceSd(0.95, 0.95), confident)).toBe(100);
    // Gap 0.15 (95% vs 80%): ((1.95996 + 0.84162)·√0.2075 / 0.05)² = 651.46.
    expect(gapSampleSize(0.1, 0.15, differenceSd(0.95, 0.8), confident)).toBe(652);
  });

  it("treats a negative gap like a positive one (|gap| is checked)", () => {
    const sd = differenceSd(0.95, 0.8);
    expect(gapSampleSize(0.1, -0.15, sd, confident)).toBe(gapSampleSize(0.1, 0.15, sd, confident));
    expect(gapSampleSize(0.1, 0.1, sd, confident)).toBe(Number.POSITIVE_INFINITY);
  });

  it("states the standard deviation of a difference of independent outcomes", () => {
    expect(differenceSd(0.95, 0.95) ** 2).toBeCloseTo(0.095, 12);
    expect(differenceSd(1, 1)).toBe(0);
  });
});

describe("perClusterSize", () => {
  it("splits a total over templates, rounding up", () => {
    expect(perClusterSize(316, 8)).toBe(40);
    expect(perClusterSize(316, 4)).toBe(79);
    expect(perClusterSize(10, 20)).toBe(1);
  });

  it("inflates by the design effect and says when only more templates help", () => {
    // k·m / (1 + (m − 1)·0.1) ≥ 100 with k = 20: m = 100·0.9 / (20 − 10) = 9.
    expect(perClusterSize(100, 20, 0.1)).toBe(9);
    expect((20 * 9) / (1 + 8 * 0.1)).toBeGreaterThanOrEqual(100);
    expect(perClusterSize(100, 10, 0.1)).toBe(Number.POSITIVE_INFINITY);
    expect(perClusterSize(Number.POSITIVE_INFINITY, 10)).toBe(Number.POSITIVE_INFINITY);
  });
});
