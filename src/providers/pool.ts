/**
 * The request pool: requests in, one outcome each out, as fast as the endpoint allows and no faster, never losing
 * a paid answer. The decisions are the pure modules next to this one (concurrency, backoff, budget); the
 * scheduling is in pool-scheduler.ts, the run's state in pool-state.ts. This file is the pool's public face.
 */
import type * as backoffs from "./backoff.js";
import type * as budget from "./budget.js";
import { abortInFlight, pump, stopSending, watchDeadline } from "./pool-scheduler.js";
import { createRun, emitProgress, type Run, summarize, validateOptions } from "./pool-state.js";
import type { PoolProgress } from "./progress.js";
import type * as t from "./types.js";

export { PROGRESS_INTERVAL_MS } from "./pool-state.js";
export type { PoolProgress };

export interface PoolOptions {
  /** Requests in flight: the adaptive limit starts at `initial` and stays in [min (default 1), max]. */
  concurrency: { initial: number; min?: number; max: number };
  /** Tries per item for retryable failures other than 429 (5xx, timeout, connection, malformed). */
  maxAttempts: number;
  /**
   * Ms the run may spend blocked by 429s (nothing in flight, items waiting out a Retry-After) before it gives up
   * on the rate-limited items (failed) and stops sending (the unsent are skipped, stoppedBy "rate-limit-budget").
   */
  rateLimitBudgetMs: number;
  /** Backoff in ms; defaults 500 and 20 000. */
  backoff?: backoffs.BackoffOptions;
  budget?: budget.BudgetCaps;
  /**
   * Ms of the injected clock the whole run may take. When they pass, the run stops sending and aborts the
   * requests in flight: answers already received are kept, the rest are skipped (stoppedBy "deadline").
   * Absent: no deadline.
   */
  deadlineMs?: number;
  /**
   * Ms of the injected clock that requests in flight get to finish when `signal` aborts (their answers are kept);
   * then they are aborted. Nothing new is sent meanwhile. Default 0: abort at once.
   */
  cancelGraceMs?: number;
}

export interface PoolDeps {
  provider: t.ChatProvider;
  keyOf(request: t.ChatRequest): string;
  cache?: t.ResponseCache;
  recorder?: t.Recorder;
  clock: t.Clock;
  /** Uniform in [0, 1), seeded: the jitter of every wait. */
  random(): number;
  signal?: AbortSignal;
  /** Called at start, at most every PROGRESS_INTERVAL_MS ms as outcomes arrive, and at the end. */
  onProgress?(progress: PoolProgress): void;
}

/**
 * Counters of one run. `requests`: HTTP requests sent, retries included; `answered`: items answered by the
 * network, so answered + fromCache + failed + skipped = number of requests; `rateLimited`: 429s received;
 * `retries`: requests beyond each item's first; max/finalConcurrency: highest and last concurrency limit.
 */
export interface QueryStats {
  requests: number;
  answered: number;
  fromCache: number;
  failed: number;
  skipped: number;
  rateLimited: number;
  retries: number;
  maxConcurrency: number;
  finalConcurrency: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  wallMs: number;
}

/**
 * A failure every request would repeat, which stopped the run: auth (401/403), model-not-found,
 * endpoint-not-found (404), unsupported-parameter, or connection when the first items each failed every attempt
 * to connect and the endpoint had never responded.
 */
export interface SystematicHalt {
  kind: t.FailureKind;
  /** The failure that stopped the run (status, one-line redacted message, hint naming the setting to change). */
  failure: t.ProviderFailure;
  /** HTTP requests sent that failed with this kind, retries included: the evidence, e.g. "on 3 requests". */
  requests: number;
}

export interface QueryRun<Outcome extends t.KeptOutcome = t.QueryOutcome> {
  /** One per request, in input order. */
  outcomes: Outcome[];
  stats: QueryStats;
  /**
   * Why sending stopped early, leaving the unsent requests `skipped` with this reason (a budget, the deadline,
   * cancellation, the rate-limit budget). Absent when every item was tried or a systematic failure stopped the
   * run: then `halted` is set and the unsent requests are `failed` with its failure.
   */
  stoppedBy?: t.StopReason;
  /** Present when a systematic endpoint failure stopped the run. */
  halted?: SystematicHalt;
  /** First few errors thrown by cache.put or recorder.record; none of them cost an outcome. */
  problems?: string[];
}

/**
 * Sends `requests` through `deps.provider` and resolves with exactly one outcome per request, in input order.
 * Provider failures, 429s, budgets and cancellation become outcomes and `stoppedBy`, never a rejection.
 * Throws a RangeError for invalid options before sending anything; rejects only on a programming error
 * (`keyOf` throwing).
 */
export function runQueries(
  requests: readonly t.ChatRequest[],
  deps: PoolDeps,
  options: PoolOptions,
): Promise<QueryRun> {
  const settings = validateOptions(options);
  return new Promise<QueryRun>((resolve, reject) => {
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
        resolve(summarize(run));
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
