/**
 * The contamination delta: DC-accuracy (share of masks restored) on the public reference set minus that on the
 * fresh set. Near 0 when the model restores both alike; clearly positive when it restores public items better,
 * i.e. it has probably seen the benchmark. Masks of one database or file are not independent (one schema's names
 * share a style; one file's sentences share a source), so every interval and test resamples whole clusters.
 */
import type { Interval, MetricValue } from "../metrics/types.js";
import { createRng, type Rng } from "../sampling/rng.js";
import { clusterBootstrapInterval } from "../stats/bootstrap.js";
import { clusterPermutationTest } from "../stats/permutation.js";
import { readableRequests, requestKey } from "./observations.js";
import type { MaskObservation, ProbeSet } from "./types.js";

export interface ContaminationOptions {
  suite: string;
  /** The run's seed; streams `contamination:<suite>:bootstrap[:<set>]` and `contamination:<suite>:test`. */
  seed: string | number;
  /** Two-sided confidence level of the intervals; default 0.95. */
  level?: number;
  /** Bootstrap and permutation resamples; the stats module's defaults (2000, 9999) when absent. */
  resamples?: number;
  /** What a cluster is, for `Interval.method`, e.g. `databases` or `files`; default `clusters`. */
  clusterLabel?: string;
}

/** Restored and masked counts of one cluster (database or file). */
export interface ClusterCount {
  cluster: string;
  restored: number;
  masked: number;
}

/** DC-accuracy of one probe set. */
export interface SetAccuracy {
  restored: number;
  masked: number;
  /** restored / masked, a rate in [0, 1]. */
  accuracy: number;
  /** Percentile cluster bootstrap of the pooled ratio, resampling the set's clusters. */
  interval: Interval;
  /** Sorted by cluster name. */
  clusters: ClusterCount[];
}

export interface ContaminationResult {
  /** `contamination-delta:<suite>`. */
  metric: MetricValue;
  sets: Record<ProbeSet, SetAccuracy>;
  /** One-sided p-value below 0.05 (reference restored better than fresh). */
  significant: boolean;
}

const SIGNIFICANCE = 0.05;

/**
 * Computes DC-accuracy per set and the contamination delta of one suite.
 *
 * - DC-accuracy (rate in [0,1]) = restored masks / masks, pooled over the set's clusters; interval: percentile
 *   cluster bootstrap of that pooled ratio (stream `contamination:<suite>:bootstrap:<set>`).
 * - `contamination-delta:<suite>` (difference in [-1,1]) = DC-acc(reference) − DC-acc(fresh). Interval:
 *   independent two-sample percentile cluster bootstrap — each resample draws reference clusters from the
 *   reference set and, independently, fresh clusters from the fresh set (stream `contamination:<suite>:bootstrap`).
 *   p-value: one-sided (`greater`, H1: reference restored better) cluster permutation test of the pooled mean
 *   difference, cluster labels exchangeable under H0 (stream `contamination:<suite>:test`). n = masks, clusters =
 *   clusters of both sets.
 *
 * Reproducible to the last digit for a given seed whatever the order of `observations` (clusters are sorted).
 * Throws a RangeError when either set has no observations: the delta is then undefined, and the caller should
 * report the suite as not measurable rather than gate on it.
 */
export function computeContamination(
  observations: readonly MaskObservation[],
  options: ContaminationOptions,
): ContaminationResult {
  const { suite, seed, resamples } = options;
  const level = options.level ?? 0.95;
  const method = `cluster-bootstrap (${options.clusterLabel ?? "clusters"})`;
  const reference = clusterCounts(observations, "reference");
  const fresh = clusterCounts(observations, "fresh");
  if (reference.length === 0 || fresh.length === 0) {
    throw new RangeError(
      `contamination suite ${suite} needs observations in both the reference and fresh sets`,
    );
  }
  const sets: Record<ProbeSet, SetAccuracy> = {
    reference: setAccuracy(reference, {
      rng: createRng(seed, `contamination:${suite}:bootstrap:reference`),
      resamples,
      level,
      method,
    }),
    fresh: setAccuracy(fresh, {
      rng: createRng(seed, `contamination:${suite}:bootstrap:fresh`),
      resamples,
      level,
      method,
    }),
  };
  const interval = deltaInterval(reference, fresh, {
    rng: createRng(seed, `contamination:${suite}:bootstrap`),
    resamples,
    level,
    method: `two-sample ${method}`,
  });
  const test = clusterPermutationTest(reference.map(clusterValues), fresh.map(clusterValues), {
    rng: createRng(seed, `contamination:${suite}:test`),
    resamples,
    alternative: "greater",
  });
  const metric: MetricValue = {
    id: `contamination-delta:${suite}`,
    kind: "contamination-delta",
    scope: suite,
    value: sets.reference.accuracy - sets.fresh.accuracy,
    unit: "difference",
    interval,
    pValue: test.pValue,
    alternative: "greater",
    n: sets.reference.masked + sets.fresh.masked,
    clusters: reference.length + fresh.length,
  };
  return { metric, sets, significant: test.pValue < SIGNIFICANCE };
}

/**
 * `unusable-rate:<suite>` (rate in [0,1]): the share of DC-accuracy's masks that come from answered probe requests
 * from which no masked name could be read ("unsure", refusals, empty replies; see `readableRequests`). Such masks
 * count as not restored in both sets alike, so an all-"unsure" model has a delta of 0 and this rate of 1.
 * Weighted by masks, as DC-accuracy is, so a suite of 20 schemas has enough observations to be judged.
 * numerator/denominator: masks; n = masks; clusters = databases or files of both sets. Interval: percentile
 * cluster bootstrap of the pooled ratio over those clusters (a request's masks are unusable together; stream
 * `contamination:<suite>:unusable`). Undefined without observations. Failed requests are not observations.
 */
export function computeUnusableRate(
  observations: readonly MaskObservation[],
  options: ContaminationOptions,
): MetricValue | undefined {
  const readable = readableRequests(observations);
  const byCluster = new Map<string, ClusterCount>();
  for (const o of observations) {
    const key = `${o.set}\u0000${o.cluster}`;
    // `restored` holds the cluster's unusable masks here, so the pooled ratio is the unusable share.
    const count = byCluster.get(key) ?? { cluster: key, restored: 0, masked: 0 };
    count.masked += 1;
    if (readable.get(requestKey(o)) === false) count.restored += 1;
    byCluster.set(key, count);
  }
  const clusters = [...byCluster.values()].sort((a, b) =>
    a.cluster < b.cluster ? -1 : a.cluster > b.cluster ? 1 : 0,
  );
  if (clusters.length === 0) return undefined;
  const unusable = sum(clusters, (c) => c.restored);
  const masked = sum(clusters, (c) => c.masked);
  return {
    id: `unusable-rate:${options.suite}`,
    kind: "unusable-rate",
    scope: options.suite,
    value: unusable / masked,
    unit: "rate",
    numerator: unusable,
    denominator: masked,
    interval: clusterBootstrapInterval(clusters, pooledRatio, {
      rng: createRng(options.seed, `contamination:${options.suite}:unusable`),
      level: options.level ?? 0.95,
      method: `cluster-bootstrap (${options.clusterLabel ?? "clusters"})`,
      ...(options.resamples !== undefined ? { resamples: options.resamples } : {}),
    }),
    n: masked,
    clusters: clusters.length,
  };
}

interface BootstrapSettings {
  rng: Rng;
  resamples: number | undefined;
  level: number;
  method: string;
}

/** Restored and masked counts per cluster of one set, sorted by cluster name (code-unit order). */
export function clusterCounts(observations: readonly MaskObservation[], set: ProbeSet): ClusterCount[] {
  const byCluster = new Map<string, ClusterCount>();
  for (const o of observations) {
    if (o.set !== set) continue;
    const count = byCluster.get(o.cluster) ?? { cluster: o.cluster, restored: 0, masked: 0 };
    count.masked += 1;
    if (o.restored) count.restored += 1;
    byCluster.set(o.cluster, count);
  }
  return [...byCluster.values()].sort((a, b) => (a.cluster < b.cluster ? -1 : a.cluster > b.cluster ? 1 : 0));
}

function setAccuracy(clusters: ClusterCount[], settings: BootstrapSettings): SetAccuracy {
  const restored = sum(clusters, (c) => c.restored);
  const masked = sum(clusters, (c) => c.masked);
  return {
    restored,
    masked,
    accuracy: restored / masked,
    interval: clusterBootstrapInterval(clusters, pooledRatio, settings),
    clusters,
  };
}

/**
 * Independent two-sample cluster bootstrap of pooled(reference) − pooled(fresh). The verified one-sample
 * `clusterBootstrapInterval` resamples the reference clusters; its statistic then draws, from the same seeded
 * stream, an independent resample of the fresh clusters of the fresh set's own size. Each bootstrap replicate is
 * thus (reference*, fresh*) drawn separately, as in a two-sample bootstrap, and the bounds are the percentiles
 * of the replicated differences.
 */
function deltaInterval(
  reference: ClusterCount[],
  fresh: ClusterCount[],
  settings: BootstrapSettings,
): Interval {
  const { rng } = settings;
  const freshResample = (): ClusterCount[] =>
    fresh.map(() => fresh[rng.nextBelow(fresh.length)] as ClusterCount);
  return clusterBootstrapInterval(
    reference,
    (sample) => pooledRatio(sample) - pooledRatio(freshResample()),
    settings,
  );
}

/** Σ restored / Σ masked over the clusters: the DC-accuracy of a (resampled) set. */
function pooledRatio(clusters: readonly ClusterCount[]): number {
  return sum(clusters, (c) => c.restored) / sum(clusters, (c) => c.masked);
}

/** A cluster as observation values for the permutation test: 1 per restored mask, 0 per other mask. */
function clusterValues(cluster: ClusterCount): number[] {
  return Array.from({ length: cluster.masked }, (_, i) => (i < cluster.restored ? 1 : 0));
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}
