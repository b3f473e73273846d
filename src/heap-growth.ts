import { setFlagsFromString } from "node:v8";

/** How far the old generation may grow past what survived the last full collection: ×1.5. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Runs of fewer requests keep V8's own growth. Their live data stays in the tens of MiB, where the bound only adds
 * full collections: at 2,000 requests against a limit of 128 it cost ~5% of the run's CPU and ~4% of its wall
 * time (5 paired runs of the built CLI, `bench/rate-limits.ts`'s CLI case), for no memory that matters.
 */
export const BOUNDED_GROWTH_FROM_REQUESTS = 10_000;

/**
 * While collections are cheap next to the work (a busy run), V8 lets the old generation grow to about four times
 * what survived the last full collection before collecting again. A run's live data grows with its requests (each
 * outcome is kept until scoring), so a 100,000-request run whose live data reached ~220 MiB peaked at 1.1 GiB of
 * RSS; with growth bounded to ×1.5 it peaks under 500 MiB, for ~10% more CPU spent collecting (`npm run bench`,
 * "run memory"). Called with the number of requests a run will send, before the first: small runs are left alone.
 */
export function boundHeapGrowthFor(
  requests: number,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): void {
  const flag = heapGrowthFlag(requests, execArgv, nodeOptions);
  if (flag) setFlagsFromString(flag);
}

/**
 * The V8 flag to set for a run of `requests`, or undefined for a small run and when the user passed their own to
 * Node (command line or NODE_OPTIONS).
 */
export function heapGrowthFlag(
  requests: number,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  if (requests < BOUNDED_GROWTH_FROM_REQUESTS) return undefined;
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((flag) => /^--heap[-_]growing[-_]percent(=|$)/.test(flag))) return undefined;
  return `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
