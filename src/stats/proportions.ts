/** Confidence intervals for a single binomial proportion; pure. */
import betaQuantile from "@stdlib/stats-base-dists-beta-quantile";
import type { Interval } from "./interval.js";
import { normalQuantile } from "./normal.js";

/**
 * The Clopper–Pearson ("exact") interval for `successes / n` at `level`: the bounds are the Beta(x, n − x + 1)
 * and Beta(x + 1, n − x) quantiles at α/2 and 1 − α/2. Each tail misses with probability at most α/2 for every
 * true rate, which is what the gate promises (a false fail or a false pass at the threshold ≤ 2.5% at 95%);
 * the Wilson interval's tails are unequal (its lower bound lands above a true 0.2 in 3.3% of samples of 160).
 * A fractional `n` and `successes` (an effective sample size) are allowed. n = 0 gives [0, 1].
 */
export function clopperPearsonInterval(successes: number, n: number, level = 0.95): Interval {
  if (!(n >= 0 && Number.isFinite(n)))
    throw new RangeError(`clopperPearsonInterval needs a finite n ≥ 0, got ${n}`);
  if (!(successes >= 0 && successes <= n)) {
    throw new RangeError(`clopperPearsonInterval needs 0 ≤ successes ≤ n, got ${successes} of ${n}`);
  }
  if (!(level > 0 && level < 1))
    throw new RangeError(`clopperPearsonInterval needs a level in (0, 1), got ${level}`);
  const method = "clopper-pearson";
  if (n === 0) return { low: 0, high: 1, level, method };
  const tail = (1 - level) / 2;
  return {
    low: successes <= 0 ? 0 : betaQuantile(tail, successes, n - successes + 1),
    high: successes >= n ? 1 : betaQuantile(1 - tail, successes + 1, n - successes),
    level,
    method,
  };
}

/**
 * The Wilson score interval for a proportion `successes / n` at confidence `level` (two-sided, z = Φ⁻¹(1 − α/2)),
 * without continuity correction: the interval R's `prop.test(successes, n, correct = FALSE)` reports.
 * Bounds are rates in [0, 1]; the lower bound is exactly 0 when successes = 0 and the upper exactly 1 when
 * successes = n. n = 0 gives the uninformative [0, 1]. Throws a RangeError on counts outside 0 ≤ successes ≤ n
 * or a level outside (0, 1).
 */
export function wilsonInterval(successes: number, n: number, level = 0.95): Interval {
  if (!(n >= 0 && Number.isFinite(n))) throw new RangeError(`wilsonInterval needs a finite n ≥ 0, got ${n}`);
  if (!(successes >= 0 && successes <= n)) {
    throw new RangeError(`wilsonInterval needs 0 ≤ successes ≤ n, got ${successes} of ${n}`);
  }
  if (!(level > 0 && level < 1)) throw new RangeError(`wilsonInterval needs a level in (0, 1), got ${level}`);
  if (n === 0) return { low: 0, high: 1, level, method: "wilson" };
  const z = normalQuantile(1 - (1 - level) / 2);
  const z2 = z * z;
  const p = successes / n;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return {
    low: successes === 0 ? 0 : Math.max(0, center - half),
    high: successes === n ? 1 : Math.min(1, center + half),
    level,
    method: "wilson",
  };
}
