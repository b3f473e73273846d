/**
 * The candidate a misspelt name most likely meant, or undefined when none is close. `per_template` and
 * `perTemplate` match `per-template` outright; otherwise the nearest candidate by edit distance (insertions,
 * deletions, substitutions and swaps of adjacent characters) wins if it is within a third of the name's
 * length, at least 1. Ties go to the earlier candidate, so the answer is stable.
 */
export function suggestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = normalize(name);
  const exact = candidates.find((c) => normalize(c) === wanted);
  if (exact !== undefined) return exact;
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, normalize(candidate));
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Config keys are kebab-case; snake_case and camelCase spellings of a key are the same key misspelt. */
function normalize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/_/g, "-")
    .toLowerCase();
}

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`domian` → `domain` is 1). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = d;
    }
  }
  return at(a.length, b.length);
}
