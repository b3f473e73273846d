import { setFlagsFromString } from "node:v8";

/** How far the old generation may grow past what survived the last full collection: ×1.5. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Runs of fewer requests go back to V8's own growth once they know their size. Their live data stays in the tens
 * of MiB, where the bound only adds full collections: at 2,000 requests against a limit of 128 it cost ~5% of the
 * run's CPU and ~4% of its wall time (paired runs of the built CLI, `bench/rate-limits.ts`'s CLI case).
 */
export const BOUNDED_GROWTH_FROM_REQUESTS = 10_000;

/**
 * While collections are cheap next to the work (a busy run), V8 lets the old generation grow to about four times
 * what survived the last full collection before collecting again. A run's live data grows with its requests (each
 * outcome is kept until scoring), so a 100,000-request run whose live data reached ~220 MiB peaked at 1.1 GiB of
 * RSS; with growth bounded to ×1.5 it peaks under 500 MiB, for ~10% more CPU spent collecting (`npm run bench`,
 * "run memory"). The bound holds from the entry on, while the size is not known: sampling 100,000 prompts under
 * V8's own growth left the heap room enough to peak at 511 MiB even with the bound set before the first request.
 * `requests`, once known, lifts it for a small run.
 */
export function boundHeapGrowth(
  requests: number | undefined,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): void {
  const flag = heapGrowthFlag(requests, execArgv, nodeOptions);
  if (flag) setFlagsFromString(flag);
}

/**
 * The V8 flag for a run of `requests` (undefined: not known yet): the bound, or 0 (V8's own growth) for a small
 * run; undefined when the user passed their own to Node (command line or NODE_OPTIONS).
 */
export function heapGrowthFlag(
  requests: number | undefined,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((flag) => /^--heap[-_]growing[-_]percent(=|$)/.test(flag))) return undefined;
  const small = requests !== undefined && requests < BOUNDED_GROWTH_FROM_REQUESTS;
  return `--heap-growing-percent=${small ? 0 : HEAP_GROWING_PERCENT}`;
}
