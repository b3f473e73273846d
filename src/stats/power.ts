/**
 * Sample sizes for the gate's decisions, by the normal approximation: how many independent observations a
 * check needs so that a model with a stated true value is decided the right way with the stated power.
 *
 * Under the `confident` rule a check passes only when its whole two-sided `level` interval is on the good side of
 * the threshold and fails only when it is wholly on the bad side, so each decision is a one-sided test at
 * α/2 = (1 − level)/2; under `estimate` the point estimate decides (critical value 0). Observations are assumed
 * independent: the fixed-suite estimand (the sampled templates are the population). When templates differ,
 * `perClusterSize` turns a total into prompts per template through the design effect 1 + (m − 1)·icc.
 */

import { normalQuantile } from "./normal.js";

export interface PowerOptions {
  /** Confidence level of the gate's intervals, e.g. 0.95. */
  level: number;
  rule: "estimate" | "confident";
  /** P(the right decision) wanted, e.g. 0.8. */
  power: number;
}

/** The critical value the interval's bound adds: z_{1−α/2} under `confident`, 0 under `estimate`. */
function criticalValue(options: PowerOptions): number {
  return options.rule === "confident" ? normalQuantile(1 - (1 - options.level) / 2) : 0;
}

/**
 * Observations needed so a rate with true value `trueRate` (in [0,1]) is decided against `threshold` with
 * `options.power`: below the threshold, P(the interval's upper bound < threshold); above it, P(lower bound >
 * threshold). Exact for the Wilson score interval under the normal approximation, since the Wilson bound crosses
 * the threshold T exactly when |p̂ − T| > z·√(T(1−T)/n):
 * n = ((z·√(T(1−T)) + z_power·√(p(1−p))) / |p − T|)². E.g. T 0.10, p 0.05, 95%, 80%: 238.03 → 239.
 * Infinity when `trueRate` equals the threshold (no sample size decides it).
 */
export function rateSampleSize(threshold: number, trueRate: number, options: PowerOptions): number {
  const distance = Math.abs(trueRate - threshold);
  if (distance === 0) return Number.POSITIVE_INFINITY;
  const z = criticalValue(options);
  const zPower = normalQuantile(options.power);
  const spread = z * Math.sqrt(threshold * (1 - threshold)) + zPower * Math.sqrt(trueRate * (1 - trueRate));
  return Math.ceil((spread / distance) ** 2);
}

/**
 * Observations (pairs, or items per side) needed to decide a signed difference against `|gap| ≤ threshold`
 * (the `max-abs` direction), where one observation's difference has standard deviation `sd` (same unit as the
 * gap). Passing a gap of 0 needs both bounds inside ±threshold, P = 2Φ(T√n/σ − z) − 1, so
 * n = ((z + z_{(1+power)/2})·σ / T)²; failing a |gap| > T needs the near bound beyond T (the far tail is
 * negligible), n = ((z + z_power)·σ / (|gap| − T))². Other gaps inside the threshold use the near tail with
 * z_{(1+power)/2}, which is conservative. E.g. T 0.1, gap 0, σ² 0.095, 95%, 80%: 99.83 → 100.
 */
export function gapSampleSize(threshold: number, gap: number, sd: number, options: PowerOptions): number {
  const distance = Math.abs(threshold - Math.abs(gap));
  if (distance === 0) return Number.POSITIVE_INFINITY;
  const z = criticalValue(options);
  const inside = Math.abs(gap) < threshold;
  const zPower = normalQuantile(inside ? (1 + options.power) / 2 : options.power);
  return Math.ceil((((z + zPower) * sd) / distance) ** 2);
}

/**
 * The standard deviation of one observation's difference of two correct/incorrect outcomes with accuracies
 * `a` and `b` in [0,1], independent (a pair answered independently, or one item per side): √(a(1−a) + b(1−b)).
 * Positively correlated pairs have a smaller one, so this is conservative for paired designs.
 */
export function differenceSd(a: number, b: number): number {
  return Math.sqrt(a * (1 - a) + b * (1 - b));
}

/**
 * Prompts per template so that `clusters` templates of m prompts carry `total` independent observations' worth,
 * with intra-template correlation `icc` in [0,1): k·m / (1 + (m − 1)·icc) ≥ total, so
 * m = ⌈total·(1 − icc) / (k − total·icc)⌉. Infinity when k ≤ total·icc: then only more templates help.
 * With icc 0 this is ⌈total / k⌉.
 */
export function perClusterSize(total: number, clusters: number, icc = 0): number {
  if (!Number.isFinite(total)) return Number.POSITIVE_INFINITY;
  if (clusters <= total * icc) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil((total * (1 - icc)) / (clusters - total * icc) - 1e-9));
}
