/**
 * Exact binomial probabilities and tests; pure. The pmf and both tails come from @stdlib: the tails as regularized
 * incomplete beta functions, P(X ≤ k) = I_{1−p}(n − k, k + 1) and P(X ≥ k) = I_p(k, n − k + 1), each computed on
 * its own side so a tiny p-value keeps its digits (no 1 − CDF).
 */
import betainc from "@stdlib/math-base-special-betainc";
import binomialCdf from "@stdlib/stats-base-dists-binomial-cdf";
import pmf from "@stdlib/stats-base-dists-binomial-pmf";
import type { Alternative } from "./permutation.js";

/** R's binom.test tolerance: outcomes whose probability is within this factor of P(k) count as "as extreme". */
const RELATIVE_TOLERANCE = 1 + 1e-7;

/** P(X = k) for X ~ Binomial(n, p). k outside 0..n gives 0; throws a RangeError on a bad n, k or p. */
export function binomialPmf(k: number, n: number, p: number): number {
  checkN(n);
  checkP(p);
  if (!Number.isInteger(k)) throw new RangeError(`binomialPmf needs an integer k, got ${k}`);
  if (k < 0 || k > n) return 0;
  return pmf(k, n, p);
}

/**
 * The exact binomial test of H0: success probability = `p`, for `k` successes in `n` trials; returns the p-value.
 * `less`: P(X ≤ k); `greater`: P(X ≥ k); `two-sided`: R's `binom.test` "minlike" p-value, the total probability of
 * outcomes no more likely than k (P(i) ≤ P(k)·(1 + 1e-7), the tolerance absorbing rounding), capped at 1.
 */
export function exactBinomialTest(
  k: number,
  n: number,
  p = 0.5,
  alternative: Alternative = "two-sided",
): number {
  checkN(n);
  checkP(p);
  if (!(Number.isInteger(k) && k >= 0 && k <= n)) {
    throw new RangeError(`exactBinomialTest needs an integer k in [0, n], got ${k} of ${n}`);
  }
  if (alternative === "less") return lowerTail(k, n, p);
  if (alternative === "greater") return upperTail(k, n, p);
  return twoSided(k, n, p);
}

/**
 * McNemar's exact test of marginal homogeneity in a paired 2×2 table, from its discordant counts `b` (0→1) and
 * `c` (1→0): the two-sided exact binomial test of b successes in b + c trials at p = ½. No discordant pairs → 1.
 */
export function mcnemarExact(b: number, c: number): number {
  return exactBinomialTest(b, b + c, 0.5, "two-sided");
}

function twoSided(k: number, n: number, p: number): number {
  if (p === 0) return k === 0 ? 1 : 0;
  if (p === 1) return k === n ? 1 : 0;
  const threshold = pmf(k, n, p) * RELATIVE_TOLERANCE;
  const m = n * p;
  if (k === m) return 1;
  // The pmf is non-increasing on [⌈m⌉, n] and non-decreasing on [0, ⌊m⌋], so the outcomes on the far side
  // that are no more likely than k form one tail, found by bisection.
  if (k < m) {
    const first = firstIndex(Math.ceil(m), n + 1, (i) => pmf(i, n, p) <= threshold);
    return Math.min(1, lowerTail(k, n, p) + upperTail(first, n, p));
  }
  const firstAbove = firstIndex(0, Math.floor(m) + 1, (i) => pmf(i, n, p) > threshold);
  return Math.min(1, lowerTail(firstAbove - 1, n, p) + upperTail(k, n, p));
}

/** The smallest i in [lo, hi) with `test(i)`, for a test that is false then true; hi when never true. */
function firstIndex(lo: number, hi: number, test: (i: number) => boolean): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (test(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** P(X ≤ k). */
function lowerTail(k: number, n: number, p: number): number {
  return binomialCdf(k, n, p);
}

/** P(X ≥ k), as the upper tail itself rather than 1 − P(X ≤ k − 1). */
function upperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return betainc(p, k, n - k + 1);
}

function checkN(n: number): void {
  if (!(Number.isSafeInteger(n) && n >= 0)) throw new RangeError(`binomial needs an integer n ≥ 0, got ${n}`);
}

function checkP(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial needs p in [0, 1], got ${p}`);
}
