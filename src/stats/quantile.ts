/** Order statistics and means of plain number arrays; pure. */

/**
 * The `q`-quantile of an ascending-sorted array by linear interpolation between order statistics
 * (Hyndman & Fan type 7, R's default `quantile(type = 7)`): h = (n − 1)·q, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
 * `q` in [0, 1]; throws a RangeError on an empty array or a `q` outside [0, 1]. The input is not checked for order.
 */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError("quantileSorted needs at least one value");
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantileSorted needs q in [0, 1], got ${q}`);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const below = sorted[lo] as number;
  const above = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  // Equal neighbours (including the last element) need no interpolation, which also keeps ±Infinity intact.
  if (below === above) return below;
  return below + (h - lo) * (above - below);
}

/** The arithmetic mean. Throws a RangeError on an empty array (a mean of nothing is a caller's bug, not NaN). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("mean needs at least one value");
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
