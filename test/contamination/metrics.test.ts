import { describe, expect, it } from "vitest";
import { clusterCounts, clusterSpread, computeContamination } from "../../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../../src/contamination/types.js";
import { createRng } from "../../src/stats/rng.js";

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
  it("gives delta 1 with a small two-sided p when everything public is restored and nothing fresh", () => {
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
      alternative: "two-sided",
      n: 40,
      clusters: 10,
    });
    // Never the zero-width [1, 1] of 40 masks: every database keeps half a pseudo-mask either way.
    const interval = result.metric.interval!;
    expect(interval).toMatchObject({ high: 1, level: 0.95, sampling: "within-clusters" });
    expect(interval.low).toBeGreaterThan(0.5);
    expect(interval.low).toBeLessThan(0.95);
    expect(result.metric.pValue).toBeLessThan(1e-6);
    expect(result.significant).toBe(true);
    expect(result.sets.reference).toMatchObject({ restored: 20, masked: 20, accuracy: 1, masks: 20 });
    expect(result.sets.fresh).toMatchObject({ restored: 0, masked: 20, accuracy: 0, masks: 20 });
    expect(result.sets.fresh.interval.low).toBe(0);
    expect(result.sets.fresh.interval.high).toBeGreaterThan(0.05);
  });

  it("gives delta 0, p = 1 and an interval symmetric about 0 for identical sets", () => {
    const pattern = [3, 1, 4, 1, 5, 2];
    const observations = [...clusters("reference", "r", pattern, 6), ...clusters("fresh", "f", pattern, 6)];
    const result = computeContamination(observations, options);
    expect(result.metric.value).toBe(0);
    expect(result.metric.pValue).toBeCloseTo(1, 12);
    expect(result.significant).toBe(false);
    const interval = result.metric.interval!;
    expect(interval.low).toBeCloseTo(-interval.high, 12);
    expect(interval.high).toBeGreaterThan(0.1);
  });

  it("mirrors the delta and its interval, with the same p, when the sets are swapped", () => {
    const observations = [
      ...clusters("reference", "r", [5, 4, 6, 3], 6),
      ...clusters("fresh", "f", [1, 2, 0, 2, 1], 6),
    ];
    const forward = computeContamination(observations, options);
    const backward = computeContamination(swapSets(observations), options);
    expect(forward.metric.value).toBeCloseTo(18 / 24 - 6 / 30, 12);
    expect(backward.metric.value).toBeCloseTo(-forward.metric.value, 12);
    expect(backward.metric.interval!.low).toBeCloseTo(-forward.metric.interval!.high, 12);
    expect(backward.metric.interval!.high).toBeCloseTo(-forward.metric.interval!.low, 12);
    expect(backward.metric.pValue).toBeCloseTo(forward.metric.pValue!, 12);
    expect(forward.metric.pValue!).toBeLessThan(0.05);
    expect(forward.significant).toBe(true);
    // Below 0 is not contamination: the reference restored worse.
    expect(backward.significant).toBe(false);
    expect(backward.sets.reference).toEqual(forward.sets.fresh);
  });

  it("puts every estimate inside its interval and reports per-cluster counts and their spread", () => {
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
    expect(result.sets.reference.interval.method).toBe(
      "stratified beta (Korn–Graubard; databases fixed, masks sampled)",
    );
    expect(result.metric.interval?.method).toBe("two-sample stratified t (databases fixed, masks sampled)");
    expect(result.sets.reference.clusters).toEqual([
      { cluster: "a_db", restored: 5, masked: 10 },
      { cluster: "b_db", restored: 2, masked: 5 },
    ]);
    // a_db's 5 masks were asked twice: 10 observations, still 5 masks.
    expect(result.sets.reference).toMatchObject({ restored: 7, masked: 15, masks: 10 });
    expect(result.sets.fresh).toMatchObject({ restored: 3, masked: 9, masks: 9 });
    expect(result.sets.fresh.byCluster).toEqual({
      mean: (1 + 0 + 0.25) / 3,
      min: 0,
      max: 1,
      minCluster: "y_db",
      maxCluster: "x_db",
      clusters: 3,
    });
    expect(result.metric).toMatchObject({ n: 19, clusters: 5 });
  });

  it("counts repeated trials of a mask as one unit: identical repeats give the one-trial interval", () => {
    const once = [...clusters("reference", "r", [3, 1, 2], 5), ...clusters("fresh", "f", [1, 0], 4)];
    const thrice = [0, 1, 2].flatMap((trial) => once.map((o) => ({ ...o, trial })));
    const a = computeContamination(once, options);
    const b = computeContamination(thrice, options);
    expect(b.metric.value).toBeCloseTo(a.metric.value, 12);
    expect(b.metric.n).toBe(a.metric.n);
    expect(b.metric.interval!.low).toBeCloseTo(a.metric.interval!.low, 12);
    expect(b.metric.interval!.high).toBeCloseTo(a.metric.interval!.high, 12);
    expect(b.metric.pValue).toBeCloseTo(a.metric.pValue!, 12);
    expect(b.sets.reference.masked).toBe(3 * a.sets.reference.masked);
  });

  it("is exact to the last digit whatever the order of observations or the seed", () => {
    const observations = [
      ...clusters("reference", "r", [5, 2, 6, 3, 4, 1], 6),
      ...clusters("fresh", "f", [1, 3, 0, 2, 1, 2, 4], 6),
    ];
    const shuffled = createRng("shuffle").shuffle(observations);
    const a = computeContamination(observations, options);
    expect(computeContamination(shuffled, options)).toEqual(a);
    expect(computeContamination(observations, { ...options, seed: 8 })).toEqual(a);
  });

  it("reports p < 1 − level exactly when the interval excludes 0", () => {
    const rng = createRng("duality");
    let excluded = 0;
    for (let run = 0; run < 200; run++) {
      const restored = (k: number) => Array.from({ length: k }, () => rng.nextBelow(7));
      const observations = [
        ...clusters("reference", "r", restored(2 + rng.nextBelow(4)), 6),
        ...clusters("fresh", "f", restored(2 + rng.nextBelow(4)), 6),
      ];
      const { metric } = computeContamination(observations, { ...options, level: 0.9 });
      const { low, high } = metric.interval!;
      const outside = low > 0 || high < 0;
      expect(outside).toBe(metric.pValue! < 0.1);
      if (outside) excluded++;
    }
    expect(excluded).toBeGreaterThan(20);
    expect(excluded).toBeLessThan(180);
  });

  it("stays undecided on 2 + 2 databases that restored nothing, where a cluster bootstrap gave [0, 0]", () => {
    const observations = [...clusters("reference", "r", [0, 0], 5), ...clusters("fresh", "f", [0, 0], 5)];
    const { metric } = computeContamination(observations, options);
    expect(metric.value).toBe(0);
    // 20 masks cannot show a delta below the default threshold of 0.05, nor above it.
    expect(metric.interval!.low).toBeLessThan(-0.05);
    expect(metric.interval!.high).toBeGreaterThan(0.05);
  });

  it("covers the delta over 2 + 2 heterogeneous databases in at least 93% of 300 seeds", () => {
    // Databases restore at 0.05–0.65 (fresh) and that + 0.1 (reference); the estimand weights them by masks, so
    // it is the planted mean over these four databases. A percentile bootstrap over 2 clusters covered ~70%.
    let covered = 0;
    for (let seed = 0; seed < 300; seed++) {
      const rng = createRng(seed, "few-databases");
      const rates = [0, 1].map(() => 0.05 + 0.6 * rng.nextFloat());
      const planted = (set: ProbeSet, shift: number) =>
        rates.flatMap((rate, c) =>
          Array.from({ length: 6 }, (_, index) => ({
            probeId: `s:${set}:db${c}`,
            set,
            cluster: `db${c}`,
            index,
            expected: "x",
            restored: rng.nextFloat() < rate + shift,
            trial: 0,
          })),
        );
      const result = computeContamination([...planted("reference", 0.1), ...planted("fresh", 0)], options);
      const { low, high } = result.metric.interval!;
      if (low <= 0.1 && 0.1 <= high) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(279);
  });

  it("finds a planted delta of 0.5 (0.6 vs 0.1 over 10 + 10 clusters of 6 masks) significant for most seeds", () => {
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
      const result = computeContamination(observations, { suite: "planted", seed });
      const { low, high } = result.metric.interval!;
      if (low <= 0.5 && 0.5 <= high) covered++;
      if (result.significant) significant++;
    }
    expect(covered).toBeGreaterThanOrEqual(18);
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

describe("the mean over databases (the Termite paper's table)", () => {
  it("averages 3 + 3 databases' DC-accuracy unweighted, beside the pooled rate, with min and max", () => {
    // reference: a 3/4, b 1/5, c 6/6 → pooled 10/15 = 0.667, mean (0.75 + 0.2 + 1) / 3 = 0.65.
    // fresh: d 0/4, e 1/2, f 1/4 → pooled 2/10 = 0.2, mean (0 + 0.5 + 0.25) / 3 = 0.25.
    const observations = [
      ...cluster("reference", "c", 6, 6),
      ...cluster("reference", "a", 3, 4),
      ...cluster("reference", "b", 1, 5),
      ...cluster("fresh", "e", 1, 2),
      ...cluster("fresh", "d", 0, 4),
      ...cluster("fresh", "f", 1, 4),
    ];
    const { sets, metric } = computeContamination(observations, options);
    expect(sets.reference.accuracy).toBeCloseTo(10 / 15, 12);
    expect(sets.reference.byCluster).toEqual({
      mean: expect.closeTo(0.65, 12),
      min: 0.2,
      max: 1,
      minCluster: "b",
      maxCluster: "c",
      clusters: 3,
    });
    expect(sets.fresh.accuracy).toBeCloseTo(0.2, 12);
    expect(sets.fresh.byCluster).toEqual({
      mean: expect.closeTo(0.25, 12),
      min: 0,
      max: 0.5,
      minCluster: "d",
      maxCluster: "e",
      clusters: 3,
    });
    // The gated delta stays the pooled one.
    expect(metric.value).toBeCloseTo(10 / 15 - 0.2, 12);
  });

  it("names the first cluster on a tie, skips clusters without masks, and refuses none", () => {
    const counts = [
      { cluster: "a", restored: 1, masked: 2 },
      { cluster: "b", restored: 0, masked: 0 },
      { cluster: "c", restored: 2, masked: 4 },
    ];
    expect(clusterSpread(counts)).toEqual({
      mean: 0.5,
      min: 0.5,
      max: 0.5,
      minCluster: "a",
      maxCluster: "a",
      clusters: 2,
    });
    expect(() => clusterSpread([])).toThrow(RangeError);
  });
});
