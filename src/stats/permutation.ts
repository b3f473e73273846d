/**
 * Randomization tests the gate decides on: exact enumeration when small, otherwise seeded Monte Carlo with the
 * (b + 1)/(k + 1) p-value (Phipson & Smyth, 2010), which counts the observed arrangement and so is never 0 and
 * never anti-conservative. Pure: the only randomness is the `rng` passed in.
 */
import type { Rng } from "./rng.js";

export type Alternative = "two-sided" | "greater" | "less";

export interface TestResult {
  /** In (0, 1]. */
  pValue: number;
  /** True when every arrangement was enumerated; false for Monte Carlo. */
  exact: boolean;
  /** Arrangements enumerated (exact) or random resamples drawn (Monte Carlo). */
  resamples: number;
  /** The observed statistic. */
  statistic: number;
  alternative: Alternative;
}

export interface PermutationOptions {
  rng: Rng;
  /** Monte Carlo resamples k when not exact; default 9999 (p-values on a 1/10000 grid). */
  resamples?: number;
  /** Default `two-sided`. */
  alternative?: Alternative;
  /** Enumerate exactly when the number of arrangements is at most this; default 2^16. */
  maxExact?: number;
}

const DEFAULT_RESAMPLES = 9999;
const DEFAULT_MAX_EXACT = 2 ** 16;
/** Arrangements whose statistic differs from the observed one by less than this × scale count as ties. */
const TIE_TOLERANCE = 1e-9;
/** Exact sign-flip enumeration stops at 2^30 patterns (32-bit pattern words; beyond that Monte Carlo is the tool). */
const MAX_EXACT_SIGNS = 30;

/**
 * Sign-flip (paired / one-sample) randomization test of H0: the values are symmetric about 0, e.g. per-template
 * sums of paired differences (pairing and clustering are respected by flipping whole clusters). Statistic: the
 * sum of `values`. `greater` tests sum > 0, `less` sum < 0, `two-sided` |sum|. Exact over all 2^n sign patterns
 * when 2^n ≤ maxExact (and n ≤ 30), else seeded Monte Carlo. An empty array or all zeros gives p = 1.
 */
export function signFlipTest(values: readonly number[], options: PermutationOptions): TestResult {
  for (const value of values) {
    if (!Number.isFinite(value)) throw new RangeError(`signFlipTest needs finite values, got ${value}`);
  }
  const { rng, resamples, alternative, maxExact } = resolve(options);
  const observed = signedSum(values, () => false);
  const scale = values.reduce((acc, v) => acc + Math.abs(v), 0);
  const atLeast = extremeness(observed, alternative, scale);
  const n = values.length;
  if (n <= MAX_EXACT_SIGNS && 2 ** n <= maxExact) {
    const patterns = 2 ** n;
    let count = 0;
    for (let pattern = 0; pattern < patterns; pattern++) {
      // Bit i of the pattern negates values[i]; pattern 0 is the observed arrangement.
      let sum = 0;
      for (let i = 0; i < n; i++) sum += (pattern >>> i) & 1 ? -(values[i] as number) : (values[i] as number);
      if (atLeast(sum)) count++;
    }
    return { pValue: count / patterns, exact: true, resamples: patterns, statistic: observed, alternative };
  }
  return monteCarlo(resamples, observed, alternative, atLeast, () => {
    let word = 0;
    return signedSum(values, (i) => {
      if (i % 32 === 0) word = rng.nextUint32();
      return ((word >>> (i % 32)) & 1) === 1;
    });
  });
}

/**
 * Two-sample cluster permutation test of H0: cluster labels are exchangeable between groups A and B (e.g. the
 * databases of a reference set vs a fresh set). Each cluster is an array of observation values. Statistic: pooled
 * mean of A's observations − pooled mean of B's. Cluster labels are permuted keeping the number of clusters per
 * group; `greater` tests A > B, `less` A < B, `two-sided` |difference|. Exact over all C(nA + nB, nA) label
 * assignments when that is ≤ maxExact, else seeded Monte Carlo. Throws a RangeError when a group or a cluster
 * is empty or a value is not finite.
 */
export function clusterPermutationTest(
  a: readonly (readonly number[])[],
  b: readonly (readonly number[])[],
  options: PermutationOptions,
): TestResult {
  if (a.length === 0 || b.length === 0)
    throw new RangeError("clusterPermutationTest needs clusters in both groups");
  const clusters = [...a, ...b].map(summarize);
  const { rng, resamples, alternative, maxExact } = resolve(options);
  const totalSum = clusters.reduce((acc, c) => acc + c.sum, 0);
  const totalCount = clusters.reduce((acc, c) => acc + c.count, 0);
  const difference = (members: readonly number[]): number => {
    let sum = 0;
    let count = 0;
    for (const index of members) {
      const cluster = clusters[index] as ClusterSummary;
      sum += cluster.sum;
      count += cluster.count;
    }
    return sum / count - (totalSum - sum) / (totalCount - count);
  };
  const observed = difference(a.map((_, i) => i));
  const scale = clusters.reduce((acc, c) => Math.max(acc, c.maxAbs), 0);
  const atLeast = extremeness(observed, alternative, scale);
  const assignments = binomialCoefficient(clusters.length, a.length);
  if (assignments <= maxExact) {
    let count = 0;
    forEachCombination(clusters.length, a.length, (members) => {
      if (atLeast(difference(members))) count++;
    });
    return {
      pValue: count / assignments,
      exact: true,
      resamples: assignments,
      statistic: observed,
      alternative,
    };
  }
  const indices = clusters.map((_, i) => i);
  return monteCarlo(resamples, observed, alternative, atLeast, () => {
    // Partial Fisher–Yates: the first a.length slots become a uniform random subset for group A.
    for (let i = 0; i < a.length; i++) {
      const j = i + rng.nextBelow(indices.length - i);
      const tmp = indices[i] as number;
      indices[i] = indices[j] as number;
      indices[j] = tmp;
    }
    return difference(indices.slice(0, a.length));
  });
}

interface ClusterSummary {
  sum: number;
  count: number;
  maxAbs: number;
}

function summarize(cluster: readonly number[]): ClusterSummary {
  if (cluster.length === 0) throw new RangeError("clusterPermutationTest needs non-empty clusters");
  let sum = 0;
  let maxAbs = 0;
  for (const value of cluster) {
    if (!Number.isFinite(value))
      throw new RangeError(`clusterPermutationTest needs finite values, got ${value}`);
    sum += value;
    maxAbs = Math.max(maxAbs, Math.abs(value));
  }
  return { sum, count: cluster.length, maxAbs };
}

function resolve(options: PermutationOptions): Required<PermutationOptions> {
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  if (!(Number.isSafeInteger(resamples) && resamples >= 1)) {
    throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  }
  return {
    rng: options.rng,
    resamples,
    alternative: options.alternative ?? "two-sided",
    maxExact: options.maxExact ?? DEFAULT_MAX_EXACT,
  };
}

/** Whether a resampled statistic is at least as extreme as the observed one, with a tolerance for rounding ties. */
function extremeness(observed: number, alternative: Alternative, scale: number): (value: number) => boolean {
  const tolerance = TIE_TOLERANCE * scale;
  if (alternative === "greater") return (value) => value >= observed - tolerance;
  if (alternative === "less") return (value) => value <= observed + tolerance;
  const magnitude = Math.abs(observed);
  return (value) => Math.abs(value) >= magnitude - tolerance;
}

function monteCarlo(
  resamples: number,
  statistic: number,
  alternative: Alternative,
  atLeast: (value: number) => boolean,
  draw: () => number,
): TestResult {
  let count = 0;
  for (let r = 0; r < resamples; r++) if (atLeast(draw())) count++;
  return { pValue: (count + 1) / (resamples + 1), exact: false, resamples, statistic, alternative };
}

/** Σ ±values[i] in index order, negative where `negate(i)`; a fixed order makes the identity pattern exact. */
function signedSum(values: readonly number[], negate: (i: number) => boolean): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    sum += negate(i) ? -value : value;
  }
  return sum;
}

/** C(n, k) as a double (exact while it is below 2^53; only compared against maxExact otherwise). */
function binomialCoefficient(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - Math.min(k, n - k) + i)) / i;
  return Math.round(result);
}

/** Calls `visit` with every k-subset of 0..n−1 in lexicographic order (the array is reused between calls). */
function forEachCombination(n: number, k: number, visit: (members: readonly number[]) => void): void {
  const members = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    visit(members);
    let i = k - 1;
    while (i >= 0 && (members[i] as number) === n - k + i) i--;
    if (i < 0) return;
    members[i] = (members[i] as number) + 1;
    for (let j = i + 1; j < k; j++) members[j] = (members[j - 1] as number) + 1;
  }
}
