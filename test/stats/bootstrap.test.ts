import { describe, expect, it } from "vitest";
import { clusterBootstrapInterval } from "../../src/stats/bootstrap.js";
import { createRng, type Rng } from "../../src/stats/rng.js";

interface ClusterSum {
  sum: number;
  n: number;
}

/** The observation-level mean from cluster sums (ratio estimator), as the metrics use it. */
const pooled = (sample: readonly ClusterSum[]) => {
  let sum = 0;
  let n = 0;
  for (const c of sample) {
    sum += c.sum;
    n += c.n;
  }
  return sum / n;
};

const gaussian = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());

/** `count` clusters of 1–6 observations, each with a shared cluster effect (sd 1) plus noise (sd 1) around `mu`. */
function clusteredData(rng: Rng, count: number, mu: number): ClusterSum[] {
  return Array.from({ length: count }, () => {
    const effect = gaussian(rng);
    const n = 1 + rng.nextBelow(6);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += mu + effect + gaussian(rng);
    return { sum, n };
  });
}

describe("clusterBootstrapInterval", () => {
  const data = clusteredData(createRng("bootstrap", "data"), 25, 0.3);

  it("is deterministic for a seed", () => {
    const a = clusterBootstrapInterval(data, pooled, { rng: createRng(9, "b") });
    const b = clusterBootstrapInterval(data, pooled, { rng: createRng(9, "b") });
    expect(a).toEqual(b);
    expect(clusterBootstrapInterval(data, pooled, { rng: createRng(10, "b") })).not.toEqual(a);
  });

  it("contains the full-sample statistic and labels the interval", () => {
    const interval = clusterBootstrapInterval(data, pooled, { rng: createRng(1, "b") });
    expect(interval.low).toBeLessThan(pooled(data));
    expect(interval.high).toBeGreaterThan(pooled(data));
    expect(interval.level).toBe(0.95);
    expect(interval.method).toBe("cluster-bootstrap");
  });

  it("honours level, resamples and the method label", () => {
    const options = { rng: createRng(1, "b"), resamples: 500 };
    const narrow = clusterBootstrapInterval(data, pooled, {
      ...options,
      level: 0.8,
      method: "x (templates)",
    });
    const wide = clusterBootstrapInterval(data, pooled, { ...options, rng: createRng(1, "b"), level: 0.99 });
    expect(narrow.method).toBe("x (templates)");
    expect(narrow.level).toBe(0.8);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
  });

  it("is degenerate for a single cluster or identical clusters", () => {
    const one = clusterBootstrapInterval([{ sum: 3, n: 4 }], pooled, { rng: createRng(1, "b") });
    expect(one.low).toBe(0.75);
    expect(one.high).toBe(0.75);
    const same = clusterBootstrapInterval([2, 2, 2, 2], (s) => s.reduce((a, b) => a + b, 0) / s.length, {
      rng: createRng(1, "b"),
      resamples: 50,
    });
    expect(same.low).toBe(2);
    expect(same.high).toBe(2);
  });

  it("resamples whole clusters with replacement, each of the same size as the data", () => {
    const sizes = new Set<number>();
    let repeated = false;
    clusterBootstrapInterval(
      ["a", "b", "c", "d", "e"],
      (sample) => {
        sizes.add(sample.length);
        if (new Set(sample).size < sample.length) repeated = true;
        return 0;
      },
      { rng: createRng(1, "b"), resamples: 100 },
    );
    expect([...sizes]).toEqual([5]);
    expect(repeated).toBe(true);
  });

  it("covers the true mean in roughly 95% of simulated clustered data sets", () => {
    const simulations = 200;
    let covered = 0;
    for (let s = 0; s < simulations; s++) {
      const rng = createRng(s, "coverage");
      const sample = clusteredData(rng, 30, 0.3);
      const interval = clusterBootstrapInterval(sample, pooled, { rng, resamples: 500 });
      if (interval.low <= 0.3 && 0.3 <= interval.high) covered++;
    }
    // Percentile intervals on 30 clusters undercover slightly; the check is coarse on purpose.
    expect(covered / simulations).toBeGreaterThanOrEqual(0.88);
    expect(covered / simulations).toBeLessThanOrEqual(0.99);
  });

  it("rejects no clusters, bad options and a NaN statistic", () => {
    const rng = createRng(1, "b");
    expect(() => clusterBootstrapInterval([], pooled, { rng })).toThrow(RangeError);
    expect(() => clusterBootstrapInterval(data, pooled, { rng, resamples: 0 })).toThrow(RangeError);
    expect(() => clusterBootstrapInterval(data, pooled, { rng, level: 1 })).toThrow(RangeError);
    expect(() => clusterBootstrapInterval([{ sum: 0, n: 0 }], pooled, { rng })).toThrow(RangeError);
  });
});
