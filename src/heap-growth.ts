import { setFlagsFromString } from "node:v8";

/** How far the old generation may grow past what survived the last full collection: ×1.5. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * While collections are cheap next to the work (a busy run), V8 lets the old generation grow to about four times
 * what survived the last full collection before collecting again. A run's live data grows with its requests (each
 * outcome is kept until scoring), so a 100,000-request run whose live data reached ~220 MiB peaked at 1.1 GiB of
 * RSS; with growth bounded to ×1.5 it peaks under 500 MiB, for ~10% more CPU spent collecting (`npm run bench`,
 * "run memory"). Runs small enough to stay under V8's initial limit never collect more. Called by each entry
 * before the work starts.
 */
export function boundHeapGrowth(execArgv: readonly string[], nodeOptions: string | undefined): void {
  const flag = heapGrowthFlag(execArgv, nodeOptions);
  if (flag) setFlagsFromString(flag);
}

/** The V8 flag to set, or undefined when the user passed their own to Node (command line or NODE_OPTIONS). */
export function heapGrowthFlag(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((flag) => /^--heap[-_]growing[-_]percent(=|$)/.test(flag))) return undefined;
  return `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
