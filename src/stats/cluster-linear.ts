/**
 * A linear estimator Σ_i c_i·y_i over units that come in sampled clusters (questions in databases drawn from a
 * population of databases), with a cluster-robust (CR1) variance, Student's t on G − 1 degrees of freedom, and
 * the difference of two independent such estimators with Welch–Satterthwaite degrees of freedom. Pure.
 *
 * The caller supplies each unit's score c_i·(y_i − m_i), m_i the unit's fitted mean (the overall mean for a
 * plain mean, the unit's stratum mean for a mean standardised over strata: the linearisation of a ratio of
 * sums), so one function serves both. Variance: G/(G − 1)·Σ_g (Σ_{i∈g} score_i)², floored by the caller's
 * variance under the simplest noise it knows of, so clusters that happen to agree (three databases all right)
 * never give a zero-width interval and a certain verdict.
 */
import { studentTQuantile, studentTTwoSidedP } from "./student-t.js";

/**
 * A contribution to the variance: c_i·(y_i − m_i) of one unit, or their sum over the units of one cluster in
 * one stratum, and the cluster it was sampled in.
 */
export interface ClusterScore {
  cluster: string;
  score: number;
  /**
   * For a cluster × stratum sum under CR2: the cluster's share of the stratum's units, n_gh/n_h, which is that
   * block's leverage in the regression on stratum indicators. Default 0.
   */
  leverage?: number;
}

export interface ClusterLinearOptions {
  /** Two-sided confidence level, default 0.95. */
  level?: number;
  /** The range the estimand lies in; the interval is clipped to it. */
  range: readonly [number, number];
  /** Smallest variance of the estimate to use (≥ 0), default 0. */
  floorVariance?: number;
  /** Small-sample correction of the sandwich, default `CR1` (see `clusterRobustVariance`). */
  correction?: "CR1" | "CR2";
}

/** An estimate with, from 2 clusters on, its variance, t interval and matching two-sided t test of "= 0". */
export interface ClusterLinearResult {
  estimate: number;
  clusters: number;
  /** max(CR1 variance, floor); undefined with fewer than 2 clusters. */
  variance?: number;
  /** G − 1; undefined with fewer than 2 clusters. */
  df?: number;
  low?: number;
  high?: number;
  pValue?: number;
}

/**
 * The sandwich variance of a linear estimator over G distinct clusters. `CR1`: G/(G − 1)·Σ_g (Σ_{i∈g} score_i)².
 * `CR2` (Bell–McCaffrey): Σ_g (Σ score/√(1 − leverage))², each cluster × stratum sum inflated by its own
 * leverage, which for a mean over strata is the exact (I − H_gg)^{−1/2} adjustment: a large cluster's residuals
 * are pulled towards the mean it weighs heavily in, and CR1's one factor for all clusters undercorrects that
 * when clusters differ in size (Spider dev's databases hold 4 to 120 questions). A block holding its whole
 * stratum (leverage 1) has residuals summing to 0 and adds nothing. Clusters are summed in name order so the
 * last digit does not depend on the input's order.
 */
export function clusterRobustVariance(
  scores: readonly ClusterScore[],
  correction: "CR1" | "CR2" = "CR1",
): { variance: number; clusters: number } {
  const totals = new Map<string, number>();
  for (const s of scores) {
    const leverage = s.leverage ?? 0;
    const adjusted = correction === "CR1" ? s.score : leverage < 1 ? s.score / Math.sqrt(1 - leverage) : 0;
    totals.set(s.cluster, (totals.get(s.cluster) ?? 0) + adjusted);
  }
  const g = totals.size;
  if (g < 2) return { variance: 0, clusters: g };
  let squares = 0;
  for (const key of [...totals.keys()].sort()) squares += (totals.get(key) ?? 0) ** 2;
  return { variance: correction === "CR1" ? (g / (g - 1)) * squares : squares, clusters: g };
}

/**
 * The interval estimate ± t_{G−1,(1+level)/2}·√max(V_CR1, floor), clipped to `range`, and the matching two-sided
 * t test of "estimand = 0" (the interval excludes 0 exactly when pValue < 1 − level, when 0 is inside the range).
 * With fewer than 2 clusters there is no spread to learn from: only the estimate comes back.
 */
export function clusterLinearT(
  estimate: number,
  scores: readonly ClusterScore[],
  options: ClusterLinearOptions,
): ClusterLinearResult {
  const { variance: robust, clusters } = clusterRobustVariance(scores, options.correction);
  if (clusters < 2) return { estimate, clusters };
  const variance = Math.max(robust, options.floorVariance ?? 0);
  const df = clusters - 1;
  return { estimate, clusters, variance, df, ...tInterval(estimate, variance, df, options) };
}

/** One of two independent estimates for `welchDifference`. */
export interface VarianceWithDf {
  estimate: number;
  variance: number;
  df: number;
}

/**
 * a − b for independent estimates: variance V_a + V_b, Welch–Satterthwaite df (V_a + V_b)² / (V_a²/df_a +
 * V_b²/df_b), the interval (a − b) ± t·SE clipped to `range` and the matching two-sided t test of "a − b = 0".
 */
export function welchDifference(
  a: VarianceWithDf,
  b: VarianceWithDf,
  options: Omit<ClusterLinearOptions, "floorVariance">,
): { estimate: number; variance: number; df: number; low: number; high: number; pValue: number } {
  const estimate = a.estimate - b.estimate;
  const variance = a.variance + b.variance;
  const df = variance > 0 ? variance ** 2 / (a.variance ** 2 / a.df + b.variance ** 2 / b.df) : a.df + b.df;
  return { estimate, variance, df, ...tInterval(estimate, variance, df, options) };
}

function tInterval(
  estimate: number,
  variance: number,
  df: number,
  options: Omit<ClusterLinearOptions, "floorVariance">,
): { low: number; high: number; pValue: number } {
  const level = options.level ?? 0.95;
  const [lower, upper] = options.range;
  const se = Math.sqrt(variance);
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    low: Math.max(lower, estimate - q * se),
    high: Math.min(upper, estimate + q * se),
    pValue: se > 0 ? studentTTwoSidedP(estimate / se, df) : estimate === 0 ? 1 : 0,
  };
}
