/**
 * Jittered exponential backoff, pure: the caller draws the uniform number from the run's seeded random source,
 * so a run's waits replay exactly.
 */

/** Backoff shape in milliseconds: the first ceiling and the cap on every later one. */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Seconds, not minutes: a retry that waits minutes costs more wall time than the failure it avoids. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 20_000 };

/** Throws a RangeError unless 0 ≤ baseMs ≤ maxMs (a configuration error). */
export function validateBackoff(options: BackoffOptions): void {
  if (!(options.baseMs >= 0 && options.maxMs >= options.baseMs)) {
    throw new RangeError(`backoff needs 0 ≤ baseMs ≤ maxMs, got ${options.baseMs} and ${options.maxMs}`);
  }
}

/** Share of a Retry-After hint added as random spread, so a burst of 429s does not come back as one burst. */
export const HINT_JITTER_FRACTION = 0.25;
/** Spread, in ms, when the hint is zero ("retry now"): a few ms is enough to desynchronise a burst. */
export const HINT_JITTER_FLOOR_MS = 10;

/**
 * The nth wait's ceiling in ms: baseMs × 2^(failures − 1), capped at maxMs.
 * @param failures how many times the item has failed this way so far (1 for the first failure).
 */
export function backoffCeilingMs(failures: number, options: BackoffOptions): number {
  // 2^40 × base already exceeds any sane cap; bounding the exponent keeps the product finite.
  const exponent = Math.min(Math.max(failures - 1, 0), 40);
  return Math.min(options.maxMs, options.baseMs * 2 ** exponent);
}

/**
 * Full jitter (wait uniform in [0, ceiling)), the variant that spreads retries of a failing burst the most.
 * @param unit a uniform draw in [0, 1).
 * @returns the wait in ms.
 */
export function fullJitterMs(failures: number, options: BackoffOptions, unit: number): number {
  return unit * backoffCeilingMs(failures, options);
}

/**
 * The wait before resending an item the server answered with 429, in ms.
 * With a Retry-After hint: the hint plus up to 25% of it (at least a few ms) of spread.
 * Without: equal jitter (half the ceiling fixed, half random), because a 429 means "not now" and a
 * near-zero full-jitter draw would resend straight into the same wall.
 * @param retryAfterMs the server's hint in ms, if it gave one.
 * @param rateLimits how many 429s this item has received, including this one.
 * @param unit a uniform draw in [0, 1).
 */
export function rateLimitWaitMs(
  retryAfterMs: number | undefined,
  rateLimits: number,
  options: BackoffOptions,
  unit: number,
): number {
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return retryAfterMs + unit * Math.max(retryAfterMs * HINT_JITTER_FRACTION, HINT_JITTER_FLOOR_MS);
  }
  const ceiling = backoffCeilingMs(rateLimits, options);
  return ceiling / 2 + (unit * ceiling) / 2;
}
