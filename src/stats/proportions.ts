/** Confidence intervals for a single binomial proportion; pure. */
import type { Interval } from "../metrics/types.js";
import { normalQuantile } from "./normal.js";

export { normalQuantile } from "./normal.js";

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
