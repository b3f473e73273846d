/**
 * The pool's contract: what a run is given (options, collaborators) and what it returns (outcomes, counters, why
 * it stopped). Its own module, below the pool's parts, so the state, the scheduler and the pool itself all import
 * these types from one place and none of them imports another in a circle.
 */

import type { Recorder, ResponseCache } from "../answers/stores.js";
import type * as t from "../providers/types.js";
import type * as backoffs from "./backoff.js";
import type * as budget from "./budget.js";
import type { Clock } from "./clock.js";
import type { PoolProgress } from "./progress.js";

/**
 * Ms that requests in flight get to finish after Ctrl-C or SIGTERM before they are aborted: they are paid for.
 * Here, with the pool's types and not with the query plan, so the CLI's signal handler does not load the
 * model client to print it.
 */
export const CANCEL_GRACE_MS = 5_000;

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

/**
 * The requests of one run, in send order. An array is one; a list that builds each request when the pool asks for
 * it (src/querying/requests.ts) keeps no request's messages alive before it is sent or after it is settled.
 */
export interface RequestList {
  readonly length: number;
  at(index: number): t.ChatRequest | undefined;
}

export interface PoolDeps<Outcome extends t.KeptOutcome = t.QueryOutcome> {
  provider: t.ChatProvider;
  keyOf(request: t.ChatRequest): string;
  cache?: ResponseCache;
  recorder?: Recorder;
  clock: Clock;
  /** Uniform in [0, 1), seeded: the jitter of every wait. */
  random(): number;
  signal?: AbortSignal;
  /** Called at start, at most every PROGRESS_INTERVAL_MS ms as outcomes arrive, and at the end. */
  onProgress?(progress: PoolProgress): void;
  /**
   * What the run holds of each outcome, made as the outcome settles (after the cache and the recorder saw it
   * whole), so no full outcome outlives its answer. Absent: the whole outcome (`Outcome` is then QueryOutcome).
   */
  keep?(outcome: t.QueryOutcome): Outcome;
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
