import { describe, expect, it } from "vitest";
import { clusterLinearT, clusterRobustVariance, welchDifference } from "../../src/stats/cluster-linear.js";
import { clusterMeanTest } from "../../src/stats/cluster-mean-test.js";
import { studentTQuantile, studentTTwoSidedP } from "../../src/stats/student-t.js";

describe("clusterRobustVariance", () => {
  it("is G/(G − 1)·Σ_g (Σ scores)² under CR1, clusters summed before squaring", () => {
    const scores = [
      { cluster: "a", score: 0.1 },
      { cluster: "a", score: 0.2 },
      { cluster: "b", score: -0.1 },
      { cluster: "c", score: -0.2 },
    ];
    // Cluster sums 0.3, −0.1, −0.2: 3/2·(0.09 + 0.01 + 0.04) = 0.21.
    expect(clusterRobustVariance(scores)).toEqual({ variance: expect.closeTo(0.21, 14), clusters: 3 });
  });

  it("agrees with clusterMeanTest's CR1 standard error for a plain mean", () => {
    const clusters = [
      { sum: 3, n: 4 },
      { sum: 1, n: 5 },
      { sum: 6, n: 6 },
    ];
    const total = 15;
    const mean = 10 / total;
    // A unit's score (y − ȳ)/N; a cluster's sum of them is (sum − ȳ·n)/N.
    const scores = clusters.map((c, g) => ({ cluster: `g${g}`, score: (c.sum - mean * c.n) / total }));
    expect(Math.sqrt(clusterRobustVariance(scores).variance)).toBeCloseTo(clusterMeanTest(clusters).se, 14);
  });

  it("under CR2 inflates each block by 1/(1 − leverage), drops CR1's factor, and skips a whole-stratum block", () => {
    const scores = [
      { cluster: "a", score: 0.3, leverage: 0.5 },
      { cluster: "b", score: -0.3, leverage: 0.25 },
      { cluster: "c", score: 0, leverage: 0.25 },
      { cluster: "c", score: 0.4, leverage: 1 },
    ];
    const expected = 0.09 / 0.5 + 0.09 / 0.75;
    expect(clusterRobustVariance(scores, "CR2").variance).toBeCloseTo(expected, 14);
  });

  it("has no variance from one cluster", () => {
    expect(clusterRobustVariance([{ cluster: "a", score: 1 }])).toEqual({ variance: 0, clusters: 1 });
  });
});

describe("clusterLinearT", () => {
  const scores = [
    { cluster: "a", score: 0.05 },
    { cluster: "b", score: -0.02 },
    { cluster: "c", score: -0.03 },
  ];

  it("is the estimate ± t_{G−1}·SE with the matching two-sided test", () => {
    const r = clusterLinearT(0.2, scores, { range: [-1, 1] });
    const variance = 1.5 * (0.0025 + 0.0004 + 0.0009);
    expect(r.variance).toBeCloseTo(variance, 14);
    expect(r.df).toBe(2);
    const half = studentTQuantile(0.975, 2) * Math.sqrt(variance);
    expect(r.low).toBeCloseTo(0.2 - half, 12);
    expect(r.high).toBeCloseTo(0.2 + half, 12);
    expect(r.pValue).toBeCloseTo(studentTTwoSidedP(0.2 / Math.sqrt(variance), 2), 14);
  });

  it("uses the floor when the clusters agree, and clips to the range", () => {
    const agree = ["a", "b", "c"].map((cluster) => ({ cluster, score: 0 }));
    const r = clusterLinearT(0.95, agree, { range: [0, 1], floorVariance: 0.01 });
    expect(r.variance).toBe(0.01);
    expect(r.high).toBe(1);
    expect(r.low).toBeCloseTo(0.95 - studentTQuantile(0.975, 2) * 0.1, 12);
  });

  it("gives only the estimate from one cluster", () => {
    expect(clusterLinearT(0.4, [{ cluster: "a", score: 0.1 }], { range: [0, 1] })).toEqual({
      estimate: 0.4,
      clusters: 1,
    });
  });
});

describe("welchDifference", () => {
  it("adds the variances and takes Welch–Satterthwaite df; swapping the sides flips the sign", () => {
    const a = { estimate: 0.6, variance: 0.01, df: 3 };
    const b = { estimate: 0.4, variance: 0.004, df: 19 };
    const r = welchDifference(a, b, { range: [-1, 1] });
    const df = 0.014 ** 2 / (0.01 ** 2 / 3 + 0.004 ** 2 / 19);
    expect(r.estimate).toBeCloseTo(0.2, 14);
    expect(r.df).toBeCloseTo(df, 12);
    expect(r.high - r.estimate).toBeCloseTo(studentTQuantile(0.975, df) * Math.sqrt(0.014), 12);
    const swapped = welchDifference(b, a, { range: [-1, 1] });
    expect(swapped.low).toBeCloseTo(-r.high, 14);
    expect(swapped.pValue).toBeCloseTo(r.pValue, 14);
  });

  it("excludes 0 exactly when p < 1 − level", () => {
    for (const level of [0.8, 0.9, 0.95, 0.99]) {
      for (const estimate of [0.05, 0.1, 0.2, 0.3]) {
        const r = welchDifference(
          { estimate, variance: 0.004, df: 4 },
          { estimate: 0, variance: 0.003, df: 7 },
          { level, range: [-1, 1] },
        );
        expect(r.low > 0).toBe(r.pValue < 1 - level);
      }
    }
  });
});
