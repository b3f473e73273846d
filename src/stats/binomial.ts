/**
 * Exact binomial probabilities and tests; pure.
 * The pmf follows Loader (2000), "Fast and accurate computation of binomial probabilities" (R's `dbinom`):
 * Stirling-series remainders and a stable x·log(x/np) + np − x, all in log space, accurate to a few ulps
 * for n far beyond 1e6, where naive products or lgamma differences lose digits or underflow.
 */
import type { Alternative } from "./permutation.js";

const LOG_2PI = Math.log(2 * Math.PI);
const LOG_SQRT_2PI = 0.5 * LOG_2PI;
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

/** P(X ≤ k), summed from k down to 0. */
function lowerTail(k: number, n: number, p: number): number {
  return sumPmf(k, -1, n, p);
}

/** P(X ≥ k), summed from k up to n. */
function upperTail(k: number, n: number, p: number): number {
  return sumPmf(k, 1, n, p);
}

/**
 * Σ P(X = i) from `start` outward in direction `step` to the end of 0..n. Once past the mode the terms only
 * shrink, so the sum stops when a term can no longer change it (keeps n = 1e6 tails fast).
 */
function sumPmf(start: number, step: 1 | -1, n: number, p: number): number {
  const mode = Math.floor((n + 1) * p);
  let sum = 0;
  for (let i = start; i >= 0 && i <= n; i += step) {
    const term = pmf(i, n, p);
    const pastMode = step === 1 ? i > mode : i < mode;
    if (pastMode && term <= sum * 1e-17) break;
    sum += term;
  }
  return Math.min(1, sum);
}

/** Loader's saddle-point pmf for integer 0 ≤ k ≤ n. */
function pmf(k: number, n: number, p: number): number {
  const q = 1 - p;
  if (p === 0) return k === 0 ? 1 : 0;
  if (q === 0) return k === n ? 1 : 0;
  if (k === 0) return Math.exp(p < 0.1 ? -bd0(n, n * q) - n * p : n * Math.log(q));
  if (k === n) return Math.exp(q < 0.1 ? -bd0(n, n * p) - n * q : n * Math.log(p));
  const logC = stirlerr(n) - stirlerr(k) - stirlerr(n - k) - bd0(k, n * p) - bd0(n - k, n * q);
  const logF = LOG_2PI + Math.log(k) + Math.log1p(-k / n);
  return Math.exp(logC - 0.5 * logF);
}

/** x·log(x/np) + np − x, by a series when x ≈ np (where the direct form cancels). */
function bd0(x: number, np: number): number {
  if (Math.abs(x - np) < 0.1 * (x + np)) {
    let v = (x - np) / (x + np);
    let s = (x - np) * v;
    let ej = 2 * x * v;
    v *= v;
    // |v| < 0.1, so each term is at least 100× smaller than the last: a handful of terms reach a fixed point.
    for (let j = 1; ; j++) {
      ej *= v;
      const next = s + ej / (2 * j + 1);
      if (next === s) return next;
      s = next;
    }
  }
  return x * Math.log(x / np) + np - x;
}

/** Stirling's remainder log(n!) − [(n + ½)·log n − n + log √(2π)] for integer n ≥ 1. */
function stirlerr(n: number): number {
  if (n <= 15) {
    let factorial = 1;
    for (let i = 2; i <= n; i++) factorial *= i;
    return Math.log(factorial) - (n + 0.5) * Math.log(n) + n - LOG_SQRT_2PI;
  }
  const nn = n * n;
  const s0 = 1 / 12;
  const s1 = 1 / 360;
  const s2 = 1 / 1260;
  const s3 = 1 / 1680;
  const s4 = 1 / 1188;
  if (n > 500) return (s0 - s1 / nn) / n;
  if (n > 80) return (s0 - (s1 - s2 / nn) / nn) / n;
  if (n > 35) return (s0 - (s1 - (s2 - s3 / nn) / nn) / nn) / n;
  return (s0 - (s1 - (s2 - (s3 - s4 / nn) / nn) / nn) / nn) / n;
}

function checkN(n: number): void {
  if (!(Number.isSafeInteger(n) && n >= 0)) throw new RangeError(`binomial needs an integer n ≥ 0, got ${n}`);
}

function checkP(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial needs p in [0, 1], got ${p}`);
}
