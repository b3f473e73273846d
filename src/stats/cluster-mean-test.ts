/** A continuous test of a clustered mean: the pooled mean with a cluster-robust (CR1) variance and t(G − 1). Pure. */
import { studentTCdf, studentTQuantile } from "./student-t.js";

/** Σ of a per-unit quantity and the number of units, for one cluster. */
export interface ClusterSum {
  sum: number;
  n: number;
}

export interface ClusterMeanTest {
  /** Σ sums / Σ n: the unit-level mean (a ratio estimator: clusters weigh by their units). */
  estimate: number;
  /** Cluster-robust standard error with the G/(G − 1) small-sample factor (CR1); 0 with one cluster. */
  se: number;
  /** G − 1 degrees of freedom of the reference t distribution. */
  df: number;
  /** One-sided p-value of H0 "mean ≤ 0" against "mean > 0"; undefined with fewer than 2 clusters. */
  pValue?: number;
}

/**
 * Tests whether the mean of a clustered quantity (e.g. paired differences current − baseline) is above 0:
 * t = estimate / se against Student's t with G − 1 df, the standard small-G reference for cluster-robust
 * inference (continuous, so no exact-test floor such as a sign flip's 1/2^G). With se = 0 (every cluster has
 * the same mean) p is 0 when that mean is positive and 1 otherwise.
 */
export function clusterMeanTest(clusters: readonly ClusterSum[]): ClusterMeanTest {
  const g = clusters.length;
  let total = 0;
  let n = 0;
  for (const c of clusters) {
    total += c.sum;
    n += c.n;
  }
  const estimate = n === 0 ? 0 : total / n;
  if (g < 2) return { estimate, se: 0, df: 0 };
  let squares = 0;
  for (const c of clusters) squares += (c.sum - estimate * c.n) ** 2;
  const se = Math.sqrt((g / (g - 1)) * squares) / n;
  const df = g - 1;
  if (se === 0) return { estimate, se, df, pValue: estimate > 0 ? 0 : 1 };
  return { estimate, se, df, pValue: 1 - studentTCdf(estimate / se, df) };
}

/**
 * The smallest true mean a one-sided level-`alpha` test with this standard error detects with probability
 * `power`: (t_{1−alpha, df} + t_{power, df}) · se (the usual normal-approximation formula with t quantiles).
 */
export function minimumDetectableMean(se: number, df: number, alpha: number, power = 0.8): number {
  return (studentTQuantile(1 - alpha, df) + studentTQuantile(power, df)) * se;
}
