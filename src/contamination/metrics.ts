/**
 * The contamination delta: DC-accuracy (share of masks restored) on the public reference set minus that on the
 * fresh set. Near 0 when the model restores both alike; clearly positive when it restores public items better,
 * i.e. it has probably seen the benchmark.
 *
 * Estimand: the delta on *these* two sets. The reference benchmark's databases (or files) are a fixed, published
 * set and the fresh ones are the suite author's fixed choice, so the clusters are the population, not a sample
 * of possible databases: a set's DC-accuracy is Σ_t w_t·μ_t over its clusters, w_t the cluster's share of the
 * set's masks (the pooled restored / masks users see) and μ_t the expected restore rate of a mask of cluster t,
 * over which of its columns or words get masked and over the model's randomness. Uncertainty comes only from the
 * masks drawn within each cluster and from the model's answers, so each set's interval is stratified by cluster
 * with masks as the units (`stratifiedMean`, as for the negation gap), and it holds with 2 clusters, where a
 * bootstrap that resamples clusters has almost nothing to resample (bench/coverage-contamination.ts). A question
 * about databases in general ("would another fresh set give the same delta?") cannot be answered with the 2–10
 * databases a fresh set has, and is not the gate's question.
 */
import type { MetricValue } from "../metrics/types.js";
import { clusteredProportionInterval, type ProportionUnit } from "../stats/clustered-proportion.js";
import type { Interval } from "../stats/interval.js";
import {
  type StratifiedResult,
  type StratumUnit,
  stratifiedMean,
  stratifiedRate,
} from "../stats/stratified.js";
import { studentTQuantile, studentTTwoSidedP } from "../stats/student-t.js";
import { readableRequests, requestKey } from "./observations.js";
import type { MaskObservation, ProbeSet } from "./types.js";

export interface ContaminationOptions {
  suite: string;
  /** The run's seed (every interval is analytic now; kept so callers need not change). */
  seed: string | number;
  /** Two-sided confidence level of the intervals; default 0.95. */
  level?: number;
  /** What a cluster is, for `Interval.method`, e.g. `databases` or `files`; default `clusters`. */
  clusterLabel?: string;
}

/** Restored and masked counts of one cluster (database or file); with trials, every trial of a mask counts. */
export interface ClusterCount {
  cluster: string;
  restored: number;
  masked: number;
}

/**
 * The spread of DC-accuracy over a set's clusters, as the Termite paper tabulates it (mean over databases, with
 * the min–max range) beside the pooled rate. Descriptive only: the gate and the intervals use the pooled rate.
 */
export interface ClusterSpread {
  /** Unweighted mean over clusters of restored / masked: every database counts once, whatever its size. */
  mean: number;
  min: number;
  max: number;
  /** The cluster with the lowest DC-accuracy; on a tie, the first by name. */
  minCluster: string;
  /** The cluster with the highest DC-accuracy; on a tie, the first by name. */
  maxCluster: string;
  /** How many clusters the mean is over. */
  clusters: number;
}

/** DC-accuracy of one probe set. */
export interface SetAccuracy {
  /** Restored masks and masks, every trial counted (a mask asked in 3 trials counts 3 times). */
  restored: number;
  masked: number;
  /** restored / masked, a rate in [0, 1]: the mask-weighted mean over the set's clusters. */
  accuracy: number;
  /** Distinct masked items (probe and position), each once however many trials asked it. */
  masks: number;
  /** Stratified t interval of `accuracy`: clusters fixed, masks sampled within each. */
  interval: Interval;
  /** Sorted by cluster name. */
  clusters: ClusterCount[];
  byCluster: ClusterSpread;
}

export interface ContaminationResult {
  /** `contamination-delta:<suite>`. */
  metric: MetricValue;
  sets: Record<ProbeSet, SetAccuracy>;
  /** The delta's interval lies wholly above 0 (reference restored better): two-sided p < 1 − level, delta > 0. */
  significant: boolean;
}

/**
 * Computes DC-accuracy per set and the contamination delta of one suite; estimand as in the file comment.
 *
 * - Variance of a set's DC-accuracy: stratified (`stratifiedMean` over [0, 1]), strata = clusters, units = masks
 *   (probe and position), each mask's trials together (repeated measures, never extra n), with its guard of half
 *   a pseudo-mask restored and half not per cluster: an Agresti-style floor, so a cluster of 1 mask, or whose
 *   masks all agree, still carries sampling variance, and 5 unrestored masks never give the zero-width [0, 0].
 *   The estimate is not shrunk.
 * - DC-accuracy (rate in [0,1]) = restored masks / masks, pooled over the set's clusters (each weighted by its
 *   masks). Interval: Korn–Graubard (`stratifiedRate`) on that variance and its degrees of freedom: the beta
 *   shape keeps both tails honest near 0, where a fresh set's rate usually is.
 * - `contamination-delta:<suite>` (difference in [-1,1]) = DC-acc(reference) − DC-acc(fresh); SE² = SE²(reference)
 *   + SE²(fresh) (the sets are independent); degrees of freedom by Welch–Satterthwaite over the strata of both
 *   sets. Interval: delta ± t_{df,(1+level)/2}·SE, clipped to [−1, 1]. p-value: the matching two-sided t test of
 *   "delta = 0", so the interval excludes 0 exactly when pValue < 1 − level. n = distinct masks of both sets;
 *   clusters = clusters of both sets.
 *
 * Analytic, so the same observations give the same numbers whatever their order or the seed.
 * Throws a RangeError when either set has no observations: the delta is then undefined, and the caller should
 * report the suite as not measurable rather than gate on it.
 */
export function computeContamination(
  observations: readonly MaskObservation[],
  options: ContaminationOptions,
): ContaminationResult {
  const { suite } = options;
  const level = options.level ?? 0.95;
  const label = options.clusterLabel ?? "clusters";
  const design = `${label} fixed, masks sampled`;
  const reference = maskStrata(observations, "reference");
  const fresh = maskStrata(observations, "fresh");
  if (reference.length === 0 || fresh.length === 0) {
    throw new RangeError(
      `contamination suite ${suite} needs observations in both the reference and fresh sets`,
    );
  }
  const sets: Record<ProbeSet, SetAccuracy> = {
    reference: setAccuracy(reference, level, design),
    fresh: setAccuracy(fresh, level, design),
  };
  const delta = deltaOf(stratifiedDcAccuracy(reference, level), stratifiedDcAccuracy(fresh, level), level);
  const metric: MetricValue = {
    id: `contamination-delta:${suite}`,
    kind: "contamination-delta",
    scope: suite,
    value: sets.reference.accuracy - sets.fresh.accuracy,
    unit: "difference",
    interval: {
      low: delta.low,
      high: delta.high,
      level,
      method: `two-sample stratified t (${design})`,
      df: delta.df,
      sampling: "within-clusters",
    },
    pValue: delta.pValue,
    alternative: "two-sided",
    n: sets.reference.masks + sets.fresh.masks,
    clusters: reference.length + fresh.length,
  };
  return { metric, sets, significant: delta.low > 0 };
}

/**
 * `unusable-rate:<suite>` (rate in [0,1]): the share of DC-accuracy's masks that come from answered probe requests
 * from which no masked name could be read ("unsure", refusals, empty replies; see `readableRequests`). Such masks
 * count as not restored in both sets alike, so an all-"unsure" model has a delta of 0 and this rate of 1.
 * Weighted by masks, as DC-accuracy is, so a suite of 20 schemas has enough observations to be judged.
 * numerator/denominator: masks; n = masks; clusters = databases or files of both sets. Interval: Clopper–Pearson
 * at the design-effect sample size over probes (`clusteredProportionInterval`: a probe's masks are unusable
 * together, so all-unusable probes count as one observation each). Undefined without observations. Failed
 * requests are not observations.
 */
export function computeUnusableRate(
  observations: readonly MaskObservation[],
  options: ContaminationOptions,
): MetricValue | undefined {
  const readable = readableRequests(observations);
  // A probe's masks are unusable together (one reply), so probes are the units, their trials summed (repeated
  // measures, never extra n).
  const units = new Map<string, ProportionUnit>();
  const clusters = new Set<string>();
  for (const o of observations) {
    const unit = units.get(o.probeId) ?? { hits: 0, total: 0 };
    unit.total += 1;
    if (readable.get(requestKey(o)) === false) unit.hits += 1;
    units.set(o.probeId, unit);
    clusters.add(`${o.set}\u0000${o.cluster}`);
  }
  if (units.size === 0) return undefined;
  const byProbe = [...units.keys()].sort(compare).map((id) => units.get(id) as ProportionUnit);
  const unusable = byProbe.reduce((n, u) => n + u.hits, 0);
  const masked = byProbe.reduce((n, u) => n + u.total, 0);
  const { interval } = clusteredProportionInterval(byProbe, options.level ?? 0.95);
  return {
    id: `unusable-rate:${options.suite}`,
    kind: "unusable-rate",
    scope: options.suite,
    value: unusable / masked,
    unit: "rate",
    numerator: unusable,
    denominator: masked,
    interval,
    n: masked,
    clusters: clusters.size,
  };
}

/** Restored and masked counts per cluster of one set, sorted by cluster name (code-unit order). */
export function clusterCounts(observations: readonly MaskObservation[], set: ProbeSet): ClusterCount[] {
  return maskStrata(observations, set).map((s) => s.count);
}

/**
 * Per-cluster DC-accuracy (restored / masked, every trial counted) summarised over clusters: the unweighted mean,
 * the min and max with their clusters (ties go to the first in the given order; `clusterCounts` sorts by name).
 * Clusters without masks are skipped. Throws a RangeError when no cluster has a mask.
 */
export function clusterSpread(clusters: readonly ClusterCount[]): ClusterSpread {
  const rated = clusters
    .filter((c) => c.masked > 0)
    .map((c) => ({ cluster: c.cluster, rate: c.restored / c.masked }));
  const [first] = rated;
  if (!first) throw new RangeError("the spread of DC-accuracy over clusters needs a cluster with masks");
  let low = first;
  let high = first;
  for (const r of rated) {
    if (r.rate < low.rate) low = r;
    if (r.rate > high.rate) high = r;
  }
  return {
    mean: sum(rated, (r) => r.rate) / rated.length,
    min: low.rate,
    max: high.rate,
    minCluster: low.cluster,
    maxCluster: high.cluster,
    clusters: rated.length,
  };
}

/** One cluster of a set: its counts and its masks as `stratifiedMean` units (restored trials of each mask). */
interface MaskStratum {
  count: ClusterCount;
  units: StratumUnit[];
}

/** The clusters of one set, sorted by name; within each, one unit per mask (probe and position). */
function maskStrata(observations: readonly MaskObservation[], set: ProbeSet): MaskStratum[] {
  const byCluster = new Map<string, { count: ClusterCount; units: Map<string, StratumUnit> }>();
  for (const o of observations) {
    if (o.set !== set) continue;
    const stratum = byCluster.get(o.cluster) ?? {
      count: { cluster: o.cluster, restored: 0, masked: 0 },
      units: new Map<string, StratumUnit>(),
    };
    stratum.count.masked += 1;
    if (o.restored) stratum.count.restored += 1;
    const key = `${o.probeId}\u0000${o.index}`;
    const unit = stratum.units.get(key) ?? { sum: 0, count: 0 };
    if (o.restored) unit.sum += 1;
    unit.count += 1;
    stratum.units.set(key, unit);
    byCluster.set(o.cluster, stratum);
  }
  return [...byCluster.values()]
    .sort((a, b) => compare(a.count.cluster, b.count.cluster))
    .map(({ count, units }) => ({
      count,
      // Sorted so the floating-point sums, and thus the last digit, do not depend on the order of observations.
      units: [...units.entries()].sort(([a], [b]) => compare(a, b)).map(([, unit]) => unit),
    }));
}

/** The stratified estimate of a set's DC-accuracy with its standard error and df, for the delta. */
function stratifiedDcAccuracy(strata: readonly MaskStratum[], level: number): StratifiedResult {
  return stratifiedMean(
    strata.map((s) => s.units),
    { level, range: [0, 1] },
  );
}

function setAccuracy(strata: readonly MaskStratum[], level: number, design: string): SetAccuracy {
  const estimate = stratifiedRate(
    strata.map((s) => s.units),
    { level },
  );
  const clusters = strata.map((s) => s.count);
  const restored = sum(clusters, (c) => c.restored);
  const masked = sum(clusters, (c) => c.masked);
  return {
    restored,
    masked,
    accuracy: restored / masked,
    masks: estimate.units,
    interval: {
      low: estimate.low,
      high: estimate.high,
      level,
      method: `stratified beta (Korn–Graubard; ${design})`,
      df: estimate.df,
      sampling: "within-clusters",
    },
    clusters,
    byCluster: clusterSpread(clusters),
  };
}

/**
 * The difference of two independent stratified rates, with Welch–Satterthwaite degrees of freedom over the strata
 * of both: a set's Σ a_t²/(m_t − 1) is its variance²/df, so the two sums add without going back to the strata.
 */
function deltaOf(
  reference: StratifiedResult,
  fresh: StratifiedResult,
  level: number,
): { low: number; high: number; pValue: number; df: number } {
  const delta = reference.estimate - fresh.estimate;
  const vr = reference.standardError ** 2;
  const vf = fresh.standardError ** 2;
  const df = (vr + vf) ** 2 / (vr ** 2 / reference.df + vf ** 2 / fresh.df);
  const standardError = Math.sqrt(vr + vf);
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    low: Math.max(-1, delta - q * standardError),
    high: Math.min(1, delta + q * standardError),
    pValue: studentTTwoSidedP(delta / standardError, df),
    df,
  };
}

/** Σ restored / Σ masked over the clusters: the pooled share of a (resampled) list of clusters. */

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
