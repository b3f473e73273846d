/**
 * The standard normal quantile Φ⁻¹(p) = −√2·erfc⁻¹(2p), from @stdlib's inverse complementary error function.
 * Not @stdlib's normal quantile: that one computes √2·erf⁻¹(2p − 1), and rounding 2p − 1 loses the lower tail
 * (p = 1e-10 comes back wrong in the 9th digit, p ≤ 5e-17 as −Infinity), where 2p is exact.
 */
import erfcinv from "@stdlib/math-base-special-erfcinv";

/**
 * The standard normal quantile: the z with Φ(z) = p. `p` in [0, 1]; p = 0 → −Infinity, p = 1 → +Infinity;
 * throws a RangeError outside [0, 1] or on NaN. E.g. normalQuantile(0.975) = 1.959963984540054.
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile needs p in [0, 1], got ${p}`);
  return -Math.SQRT2 * erfcinv(2 * p);
}
