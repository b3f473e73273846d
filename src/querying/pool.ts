/**
 * The request pool: requests in, one outcome each out, as fast as the endpoint allows and no faster, never losing
 * a paid answer. The decisions are the pure modules next to this one (concurrency, backoff, budget); the
 * scheduling is in pool-scheduler.ts, the run's state in pool-state.ts, its contract
 * (options, collaborators, result) in pool-types.ts. This file is the pool's public face.
 */

import type * as t from "../providers/types.js";
import { abortInFlight, pump, stopSending, watchDeadline } from "./pool-scheduler.js";
import { createRun, emitProgress, type Run, summarize, validateOptions } from "./pool-state.js";
import type { PoolDeps, PoolOptions, QueryRun, RequestList } from "./pool-types.js";
import type { PoolProgress } from "./progress.js";

export { PROGRESS_INTERVAL_MS } from "./pool-state.js";
export type { PoolProgress };

/**
 * Sends `requests` through `deps.provider` and resolves with exactly one outcome per request, in input order,
 * each as `deps.keep` made it when it settled (the whole outcome without `keep`).
 * Provider failures, 429s, budgets and cancellation become outcomes and `stoppedBy`, never a rejection.
 * Throws a RangeError for invalid options before sending anything; rejects only on a programming error
 * (`keyOf` throwing).
 */
export function runQueries<Outcome extends t.KeptOutcome = t.QueryOutcome>(
  requests: RequestList,
  deps: PoolDeps<Outcome>,
  options: PoolOptions,
): Promise<QueryRun<Outcome>> {
  const settings = validateOptions(options);
  return new Promise<QueryRun<Outcome>>((resolve, reject) => {
    // Ends the deadline's and the grace's sleeps with the run, so a finished run leaves no timer keeping the
    // process alive.
    const deadlineWatch = new AbortController();
    const onAbort = (): void => cancelWithGrace(run, options.cancelGraceMs ?? 0, deadlineWatch.signal);
    const end = (error?: unknown): void => {
      if (run.finished) return;
      run.finished = true;
      deadlineWatch.abort();
      deps.signal?.removeEventListener("abort", onAbort);
      if (error === undefined) {
        // Without `keep` every outcome is whole, and `Outcome` is QueryOutcome.
        resolve(summarize(run) as QueryRun<Outcome>);
      } else {
        stopSending(run, { reason: "cancelled" });
        reject(error);
      }
    };
    const run = createRun(requests, deps, settings, end);
    if (deps.signal?.aborted) onAbort();
    else deps.signal?.addEventListener("abort", onAbort, { once: true });
    emitProgress(run, true);
    watchDeadline(run, deadlineWatch.signal).catch((error: unknown) => run.end(error));
    pump(run);
  });
}

/**
 * Cancellation: stop sending at once; let the requests in flight run for `graceMs` of the clock (answers arriving
 * meanwhile are kept like any other), then abort those still out. `ended` aborts when the run is over.
 */
function cancelWithGrace(run: Run, graceMs: number, ended: AbortSignal): void {
  stopSending(run, { reason: "cancelled" }, graceMs <= 0);
  if (graceMs <= 0 || run.inFlight.size === 0) return;
  const abortLate = () => {
    if (!ended.aborted) abortInFlight(run);
  };
  run.deps.clock.sleep(graceMs, ended).then(abortLate, abortLate);
}
