/** Corrections for testing several hypotheses at once; pure. */

/**
 * Holm's (1979) step-down adjusted p-values, controlling the family-wise error rate: with p-values sorted
 * ascending, p̃(i) = max over j ≤ i of min(1, (m − j + 1)·p(j)). Returned in the input's order, monotone in the
 * raw p-values, capped at 1 (R's `p.adjust(p, "holm")`). Empty input gives an empty array; throws a RangeError
 * on a p-value outside [0, 1] or NaN.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  for (const p of pValues) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`holmAdjust needs p-values in [0, 1], got ${p}`);
  }
  const m = pValues.length;
  // Stable sort of indices, so tied p-values keep their input order (irrelevant to the values, kept for clarity).
  const order = pValues.map((_, i) => i).sort((i, j) => (pValues[i] as number) - (pValues[j] as number));
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((index, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * (pValues[index] as number)));
    adjusted[index] = running;
  });
  return adjusted;
}
