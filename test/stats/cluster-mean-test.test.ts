import { describe, expect, it } from "vitest";
import { clusterMeanTest, minimumDetectableMean } from "../../src/stats/cluster-mean-test.js";
import { studentTCdf, studentTQuantile } from "../../src/stats/student-t.js";

describe("clusterMeanTest", () => {
  it("with equal cluster sizes is the one-sample t-test of the cluster means", () => {
    const means = [0.1, 0.3, -0.05, 0.2, 0.15];
    const result = clusterMeanTest(means.map((m) => ({ sum: m * 4, n: 4 })));
    const mean = means.reduce((s, x) => s + x, 0) / 5;
    const sd = Math.sqrt(means.reduce((s, x) => s + (x - mean) ** 2, 0) / 4);
    expect(result.estimate).toBeCloseTo(mean, 12);
    expect(result.se).toBeCloseTo(sd / Math.sqrt(5), 12);
    expect(result.df).toBe(4);
    expect(result.pValue).toBeCloseTo(1 - studentTCdf(mean / (sd / Math.sqrt(5)), 4), 12);
  });

  it("flips the p-value's side when the differences flip sign", () => {
    const clusters = [3, -1, 2, 4].map((sum) => ({ sum, n: 5 }));
    const flipped = clusters.map((c) => ({ sum: -c.sum, n: c.n }));
    expect(clusterMeanTest(clusters).pValue! + clusterMeanTest(flipped).pValue!).toBeCloseTo(1, 12);
  });

  it("handles one cluster (no test) and no spread (p 0 or 1)", () => {
    expect(clusterMeanTest([{ sum: 2, n: 4 }])).toEqual({ estimate: 0.5, se: 0, df: 0 });
    expect(
      clusterMeanTest([
        { sum: 1, n: 2 },
        { sum: 2, n: 4 },
      ]).pValue,
    ).toBe(0);
    expect(
      clusterMeanTest([
        { sum: 0, n: 2 },
        { sum: 0, n: 4 },
      ]).pValue,
    ).toBe(1);
  });

  it("states the detectable mean as (t(1 − alpha) + t(power)) · se", () => {
    expect(minimumDetectableMean(0.01, 7, 0.05)).toBeCloseTo(
      (studentTQuantile(0.95, 7) + studentTQuantile(0.8, 7)) * 0.01,
      12,
    );
  });
});
