import { describe, expect, it } from "vitest";
import { clusterCounts, computeContamination } from "../../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../../src/contamination/types.js";
import { createRng } from "../../src/sampling/rng.js";

/** `masks` observations of one cluster, the first `restored` of them restored. */
function cluster(set: ProbeSet, name: string, restored: number, masks: number, trial = 0): MaskObservation[] {
  return Array.from({ length: masks }, (_, index) => ({
    probeId: `s:${set}:${name}`,
    set,
    cluster: name,
    index,
    expected: `w${index}`,
    restored: index < restored,
    trial,
  }));
}

/** Clusters named `<prefix><i>` with the given restored counts out of `masks` each. */
function clusters(
  set: ProbeSet,
  prefix: string,
  restored: readonly number[],
  masks: number,
): MaskObservation[] {
  return restored.flatMap((r, i) => cluster(set, `${prefix}${i}`, r, masks));
}

function swapSets(observations: readonly MaskObservation[]): MaskObservation[] {
  return observations.map((o) => ({ ...o, set: o.set === "reference" ? "fresh" : "reference" }));
}

const options = { suite: "spider", seed: 7, resamples: 500 };

describe("computeContamination", () => {
  it("gives delta 1 and a small one-sided p when everything public is restored and nothing fresh", () => {
    const observations = [
      ...clusters("reference", "r", [4, 4, 4, 4, 4], 4),
      ...clusters("fresh", "f", [0, 0, 0, 0, 0], 4),
    ];
    const result = computeContamination(observations, options);
    expect(result.metric).toMatchObject({
      id: "contamination-delta:spider",
      kind: "contamination-delta",
      scope: "spider",
      value: 1,
      unit: "difference",
      alternative: "greater",
      n: 40,
      clusters: 10,
    });
    expect(result.metric.interval).toMatchObject({ low: 1, high: 1, level: 0.95 });
    // Exact: C(10, 5) = 252 label assignments, one as extreme as the observed one.
    expect(result.metric.pValue).toBeCloseTo(1 / 252, 12);
    expect(result.significant).toBe(true);
    expect(result.sets.reference).toMatchObject({ restored: 20, masked: 20, accuracy: 1 });
    expect(result.sets.fresh).toMatchObject({ restored: 0, masked: 20, accuracy: 0 });
  });

  it("gives delta 0 and a large p for identical sets", () => {
    const pattern = [3, 1, 4, 1, 5, 2];
    const observations = [...clusters("reference", "r", pattern, 6), ...clusters("fresh", "f", pattern, 6)];
    const result = computeContamination(observations, options);
    expect(result.metric.value).toBe(0);
    expect(result.metric.pValue).toBeGreaterThan(0.4);
    expect(result.significant).toBe(false);
    const interval = result.metric.interval!;
    expect(interval.low).toBeLessThan(0);
    expect(interval.high).toBeGreaterThan(0);
  });

  it("flips the sign of the delta and its interval when the sets are swapped", () => {
    const observations = [
      ...clusters("reference", "r", [5, 4, 6, 3], 6),
      ...clusters("fresh", "f", [1, 2, 0, 2, 1], 6),
    ];
    const forward = computeContamination(observations, options);
    const backward = computeContamination(swapSets(observations), options);
    expect(backward.metric.value).toBeCloseTo(-forward.metric.value, 12);
    expect(forward.metric.value).toBeCloseTo(18 / 24 - 6 / 30, 12);
    expect(forward.metric.pValue!).toBeLessThan(0.05);
    expect(backward.metric.pValue!).toBeGreaterThan(0.95);
    expect(backward.sets.reference).toEqual({
      ...forward.sets.fresh,
      interval: backward.sets.reference.interval,
    });
  });

  it("puts every estimate inside its interval and reports per-cluster counts sorted by name", () => {
    const observations = [
      ...cluster("reference", "b_db", 2, 5),
      ...cluster("reference", "a_db", 4, 5),
      ...cluster("reference", "a_db", 1, 5, 1),
      ...cluster("fresh", "z_db", 1, 4),
      ...cluster("fresh", "y_db", 0, 3),
      ...cluster("fresh", "x_db", 2, 2),
    ];
    const result = computeContamination(observations, { ...options, level: 0.9, clusterLabel: "databases" });
    for (const [value, interval] of [
      [result.metric.value, result.metric.interval!],
      [result.sets.reference.accuracy, result.sets.reference.interval],
      [result.sets.fresh.accuracy, result.sets.fresh.interval],
    ] as const) {
      expect(interval.low).toBeLessThanOrEqual(value);
      expect(interval.high).toBeGreaterThanOrEqual(value);
      expect(interval.level).toBe(0.9);
    }
    expect(result.sets.reference.interval.method).toBe("cluster-bootstrap (databases)");
    expect(result.metric.interval?.method).toBe("two-sample cluster-bootstrap (databases)");
    expect(result.sets.reference.clusters).toEqual([
      { cluster: "a_db", restored: 5, masked: 10 },
      { cluster: "b_db", restored: 2, masked: 5 },
    ]);
    expect(result.sets.fresh).toMatchObject({ restored: 3, masked: 9 });
    expect(result.metric).toMatchObject({ n: 24, clusters: 5 });
  });

  it("is reproducible to the last digit and independent of the order of observations", () => {
    const observations = [
      ...clusters("reference", "r", [5, 2, 6, 3, 4, 1], 6),
      ...clusters("fresh", "f", [1, 3, 0, 2, 1, 2, 4], 6),
    ];
    const shuffled = createRng("shuffle").shuffle(observations);
    const a = computeContamination(observations, options);
    expect(computeContamination(shuffled, options)).toEqual(a);
    expect(computeContamination(observations, { ...options, seed: 8 }).metric.interval).not.toEqual(
      a.metric.interval,
    );
  });

  it("refuses a suite without observations in one of the sets", () => {
    expect(() => computeContamination(clusters("reference", "r", [1, 2], 3), options)).toThrow(
      /both the reference and fresh/,
    );
  });

  it("covers a planted delta of 0.5 (0.6 vs 0.1 over 10 + 10 clusters of 6 masks) for most seeds", () => {
    let covered = 0;
    let significant = 0;
    for (let seed = 0; seed < 20; seed++) {
      const rng = createRng(seed, "planted-contamination");
      const planted = (set: ProbeSet, p: number) =>
        Array.from({ length: 10 }, (_, c) =>
          Array.from({ length: 6 }, (_, index) => ({
            probeId: `s:${set}:db${c}`,
            set,
            cluster: `db${c}`,
            index,
            expected: "x",
            restored: rng.nextFloat() < p,
            trial: 0,
          })),
        ).flat();
      const observations = [...planted("reference", 0.6), ...planted("fresh", 0.1)];
      const result = computeContamination(observations, { suite: "planted", seed, resamples: 1000 });
      const { low, high } = result.metric.interval!;
      if (low <= 0.5 && 0.5 <= high) covered++;
      if (result.significant) significant++;
    }
    expect(covered).toBeGreaterThanOrEqual(16);
    expect(significant).toBe(20);
  });
});

describe("clusterCounts", () => {
  it("counts restored and masked per cluster of one set", () => {
    const observations = [
      ...cluster("reference", "b", 1, 2),
      ...cluster("fresh", "a", 2, 2),
      ...cluster("reference", "a", 0, 1),
    ];
    expect(clusterCounts(observations, "reference")).toEqual([
      { cluster: "a", restored: 0, masked: 1 },
      { cluster: "b", restored: 1, masked: 2 },
    ]);
  });
});
