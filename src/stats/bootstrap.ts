/** Cluster (block) bootstrap confidence intervals; pure, randomness from the `rng` passed in. */
import type { Interval } from "./interval.js";
import { quantileSorted } from "./quantile.js";
import type { Rng } from "./rng.js";

export interface BootstrapOptions {
  rng: Rng;
  /** Bootstrap resamples; default 2000. */
  resamples?: number;
  /** Two-sided confidence level in (0, 1); default 0.95. */
  level?: number;
  /** Label for `Interval.method`; default `cluster-bootstrap`. */
  method?: string;
}

const DEFAULT_RESAMPLES = 2000;

/**
 * Percentile interval of `statistic` over resamples that draw whole clusters with replacement (pairing and
 * clustering are respected by putting paired observations in the same cluster). Each resample draws
 * clusters.length clusters uniformly with replacement; the bounds are the α/2 and 1 − α/2 quantiles (R type 7)
 * of the resampled statistics, in the statistic's unit. Throws a RangeError when there are no clusters or the
 * statistic returns NaN on a resample.
 */
export function clusterBootstrapInterval<T>(
  clusters: readonly T[],
  statistic: (sample: readonly T[]) => number,
  options: BootstrapOptions,
): Interval {
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const level = options.level ?? 0.95;
  if (clusters.length === 0) throw new RangeError("clusterBootstrapInterval needs at least one cluster");
  if (!(Number.isSafeInteger(resamples) && resamples >= 1)) {
    throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  }
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  const values = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    // A fresh array per resample, so a statistic that keeps its argument is not surprised later.
    const sample = new Array<T>(clusters.length);
    for (let i = 0; i < clusters.length; i++)
      sample[i] = clusters[options.rng.nextBelow(clusters.length)] as T;
    const value = statistic(sample);
    if (Number.isNaN(value))
      throw new RangeError(`clusterBootstrapInterval: the statistic gave NaN on resample ${r}`);
    values[r] = value;
  }
  const sorted = Array.from(values.sort());
  const alpha = 1 - level;
  return {
    low: quantileSorted(sorted, alpha / 2),
    high: quantileSorted(sorted, 1 - alpha / 2),
    level,
    method: options.method ?? "cluster-bootstrap",
  };
}
