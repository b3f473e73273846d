/**
 * Student's t distribution for any degrees of freedom > 0, including the fractional ones Welch–Satterthwaite
 * gives, from @stdlib (the CDF through the regularized incomplete beta, the quantile through its inverse). The
 * one t module of the project: intervals and their matching tests both read it, so a quantile and a p-value come
 * from one library and never disagree through two approximations.
 */
import cdf from "@stdlib/stats-base-dists-t-cdf";
import quantile from "@stdlib/stats-base-dists-t-quantile";

/** Beyond this many degrees of freedom t is the normal distribution to double precision. */
const MAX_DF = 1e12;

/** P(|T| ≥ |t|) for T ~ t with `df` > 0 degrees of freedom (two-sided p-value); df is capped at 1e12. */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`studentTTwoSidedP needs df > 0, got ${df}`);
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  // The lower tail at −|t| is computed without cancellation, so tiny p-values keep their digits.
  return 2 * cdf(-Math.abs(t), Math.min(df, MAX_DF));
}

/** P(T ≤ t) for Student's t with `df` > 0 degrees of freedom (df may be fractional). */
export function studentTCdf(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`studentTCdf needs df > 0, got ${df}`);
  if (Number.isNaN(t)) return Number.NaN;
  return cdf(t, Math.min(df, MAX_DF));
}

/** The t quantile: the q with P(T ≤ q) = p, p in (0, 1). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile needs p in (0, 1), got ${p}`);
  if (!(df > 0)) throw new RangeError(`studentTQuantile needs df > 0, got ${df}`);
  return quantile(p, Math.min(df, MAX_DF));
}
