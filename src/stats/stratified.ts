/**
 * A stratified mean with a t interval and the matching t test, for a fixed set of strata (templates) each
 * holding a sample of independent units (fillings), each unit a sum of repeated measures (pairs over trials).
 *
 * Small samples: the interval and test use Student's t with Welch–Satterthwaite degrees of freedom
 * (Σ a_t)² / Σ a_t²/(m_t − 1), a_t = w_t²·V_t, as for a stratified mean or Welch's two-sample test; with 2 strata
 * of 10 fillings a z interval covered 90.5% at a true gap of 0.15, the t one at least 95% everywhere
 * (bench/coverage.ts).
 *
 * The strata are the population, not a sample of it: the estimand is Σ_t w_t·μ_t over *these* strata, with
 * w_t = K_t / K (the stratum's share of measures) and μ_t the stratum's expected per-measure value. Uncertainty
 * comes from which units were drawn within each stratum and from the measurement noise, so the standard error is
 * the stratified one, √(Σ w_t²·V_t), and needs no between-stratum replication: it holds with 2 strata.
 * For a rate (measures in [0, 1]) `stratifiedRate` keeps that variance and df but turns them into a
 * Korn–Graubard beta interval, which stays honest on both sides near 0 and 1.
 */
import betaQuantile from "@stdlib/stats-base-dists-beta-quantile";
import { normalQuantile } from "./normal.js";
import { studentTQuantile, studentTTwoSidedP } from "./student-t.js";

/** One unit of a stratum: the sum of its measures and how many measures it has (e.g. pairs over trials). */
export interface StratumUnit {
  sum: number;
  count: number;
}

export interface StratifiedOptions {
  /** Confidence level of the interval, default 0.95. */
  level?: number;
  /**
   * The range the measures lie in, default [−1, 1] (a paired difference of two 0/1 answers); [0, 1] for a rate
   * or an absolute difference of probabilities. The interval is clipped to it and the guard's pseudo-units sit at
   * its two ends.
   */
  range?: readonly [number, number];
}

export interface StratifiedResult {
  /** Σ w_t·μ̂_t = the pooled per-measure mean. */
  estimate: number;
  /** √(Σ w_t²·V_t), with the small-sample guard in each V_t. */
  standardError: number;
  low: number;
  high: number;
  /** Two-sided t test of "estimand = 0" with the same estimate, standard error and df as the interval. */
  pValue: number;
  /** Welch–Satterthwaite degrees of freedom of the standard error. */
  df: number;
  strata: number;
  units: number;
  measures: number;
}

/**
 * The stratified mean of `strata` (each a list of units; empty strata are ignored) with a two-sided interval
 * estimate ± t_{df,(1+level)/2}·SE and the matching two-sided t test of "estimand = 0", so the interval excludes
 * 0 exactly when pValue < 1 − level (clipping to the range cannot change that when 0 is inside it; when 0 is an
 * end of the range the test is one of "no effect at all" and the interval's lower end reads the same).
 *
 * Within stratum t (m units, K measures, mean μ̂, k̄ = K/m) the variance of μ̂ is the ratio-estimator one,
 * m/(m−1)·Σ(u_f − μ̂·k_f)²/K², computed after adding one pseudo-unit, half at each end [a, b] of the range
 * (an Agresti–Min-style add-one guard, in the spirit of adding ½ to each cell of a paired 2×2 table):
 *   V_t = (RSS/k̄² + ((a − μ̂)² + (b − μ̂)²)/2) / (m·(m+1)),
 * which for the default [−1, 1] is (RSS/k̄² + 1 + μ̂²)/(m·(m+1)). So a stratum whose units all agree (or that has
 * one unit) still carries sampling variance, and the interval is never degenerate ([0, 0] for a gap, [1, 1] for
 * a rate); the estimate itself is not shrunk, so the interval always contains it.
 */
export function stratifiedMean(
  strata: readonly (readonly StratumUnit[])[],
  options: StratifiedOptions = {},
): StratifiedResult {
  const level = options.level ?? 0.95;
  const [lower, upper] = options.range ?? [-1, 1];
  if (!(lower < upper))
    throw new RangeError(`stratifiedMean needs a range [a, b] with a < b, got [${lower}, ${upper}]`);
  const used = strata.filter((units) => units.some((u) => u.count > 0));
  const measures = sumOf(used.flatMap((units) => units.map((u) => u.count)));
  if (measures === 0) throw new RangeError("stratifiedMean needs at least one measure");
  let estimate = 0;
  let variance = 0;
  let unitCount = 0;
  let dfDenominator = 0;
  for (const units of used) {
    const live = units.filter((u) => u.count > 0);
    const total = sumOf(live.map((u) => u.count));
    const mean = sumOf(live.map((u) => u.sum)) / total;
    const weight = total / measures;
    const m = live.length;
    const kBar = total / m;
    const rss = sumOf(live.map((u) => (u.sum - mean * u.count) ** 2));
    const guard = ((lower - mean) ** 2 + (upper - mean) ** 2) / 2;
    const stratumVariance = (rss / kBar ** 2 + guard) / (m * (m + 1));
    estimate += weight * mean;
    variance += weight ** 2 * stratumVariance;
    dfDenominator += (weight ** 2 * stratumVariance) ** 2 / Math.max(1, m - 1);
    unitCount += m;
  }
  const standardError = Math.sqrt(variance);
  const df = variance ** 2 / dfDenominator;
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    estimate,
    standardError,
    low: Math.max(lower, estimate - q * standardError),
    high: Math.min(upper, estimate + q * standardError),
    pValue: studentTTwoSidedP(estimate / standardError, df),
    df,
    strata: used.length,
    units: unitCount,
    measures,
  };
}

function sumOf(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

export interface StratifiedRateResult {
  /** Σ w_t·μ̂_t = the pooled per-measure rate, as `stratifiedMean`. */
  estimate: number;
  low: number;
  high: number;
  /** Welch–Satterthwaite df of the stratified standard error, as `stratifiedMean`. */
  df: number;
  /** K / design effect: the number of independent 0/1 measures carrying the same information. */
  effectiveN: number;
  strata: number;
  units: number;
  measures: number;
}

/**
 * The stratified mean of measures in [0, 1] (a rate such as flip consistency) with the Korn–Graubard interval:
 * Clopper–Pearson on the effective sample size, shrunk by (z/t_df)² for the degrees of freedom of the variance
 * (R's `survey::svyciprop(method = "beta")`). A symmetric t interval fails near the ends of [0, 1]: a high
 * estimate comes with a small variance, so with 2 templates × 10 fillings at a true rate of 0.8 its interval lay
 * wholly above 0.8 in 5% of runs (one tail, where 2.5% is the limit); a Wilson interval on the effective n had
 * the mirror fault, wholly below 0.8 in 4%. The beta interval keeps both tails under 2.5%.
 *
 * Design effect = SE² / B, where SE² is `stratifiedMean`'s guarded stratified variance (fillings as units,
 * trials summed) and B the same formula with every measure its own unit and the binomial spread
 * K_t·μ̂_t(1 − μ̂_t) in place of the residual sum: repeated trials of one filling (correlated) get
 * effectiveN < K, and both keep the add-one guard, so B > 0 always.
 */
export function stratifiedRate(
  strata: readonly (readonly StratumUnit[])[],
  options: { level?: number } = {},
): StratifiedRateResult {
  const level = options.level ?? 0.95;
  const mean = stratifiedMean(strata, { level, range: [0, 1] });
  let binomialVariance = 0;
  for (const units of strata) {
    const live = units.filter((u) => u.count > 0);
    if (live.length === 0) continue;
    const total = sumOf(live.map((u) => u.count));
    const rate = sumOf(live.map((u) => u.sum)) / total;
    const weight = total / mean.measures;
    const guard = (rate ** 2 + (1 - rate) ** 2) / 2;
    binomialVariance += (weight ** 2 * (total * rate * (1 - rate) + guard)) / (total * (total + 1));
  }
  const effectiveN = (mean.measures * binomialVariance) / mean.standardError ** 2;
  const tail = (1 - level) / 2;
  const dfShrink = (normalQuantile(1 - tail) / studentTQuantile(1 - tail, mean.df)) ** 2;
  const n = effectiveN * dfShrink;
  const x = mean.estimate * n;
  return {
    estimate: mean.estimate,
    low: x <= 0 ? 0 : Math.min(mean.estimate, betaQuantile(tail, x, n - x + 1)),
    high: x >= n ? 1 : Math.max(mean.estimate, betaQuantile(1 - tail, x + 1, n - x)),
    df: mean.df,
    effectiveN,
    strata: mean.strata,
    units: mean.units,
    measures: mean.measures,
  };
}
