/**
 * The state of one pool run and the small bookkeeping every part of the scheduler shares: validated settings,
 * counters, the rate-limit stall clock, abortable sleeps, guarded side calls and progress snapshots.
 */

import type * as t from "../providers/types.js";
import * as backoffs from "./backoff.js";
import * as budget from "./budget.js";
import * as aimd from "./concurrency.js";
import { type Breaker, CLOSED_BREAKER } from "./pool-breaker.js";
import type { PoolDeps, PoolOptions, QueryRun, QueryStats, RequestList } from "./pool-types.js";
import { snapshotProgress } from "./progress.js";
import { worstCaseUsage } from "./token-estimate.js";

/** Minimum ms between progress snapshots: enough for a 10 Hz display, no work per request. */
export const PROGRESS_INTERVAL_MS = 100;
const MAX_PROBLEMS = 10;
const NO_COUNTS = {
  requests: 0,
  answered: 0,
  fromCache: 0,
  failed: 0,
  skipped: 0,
  rateLimited: 0,
  retries: 0,
};
const NO_USE = { inputTokens: 0, outputTokens: 0, costUsd: 0, wallMs: 0 };

/** The counters of a run that has sent nothing yet, its window at `concurrency`. */
export function zeroStats(concurrency: number): QueryStats {
  return { ...NO_COUNTS, ...NO_USE, maxConcurrency: concurrency, finalConcurrency: concurrency };
}

export type Halt = { reason: t.StopReason } | { reason: "systematic"; failure: t.ProviderFailure };
type Settings = ReturnType<typeof validateOptions>;
export interface Item {
  index: number;
  request: t.ChatRequest;
  key: string;
  attempts: number;
  errors: number;
  rateLimits: number;
  last?: t.ProviderFailure;
}
export interface Run extends Settings {
  readonly requests: RequestList;
  readonly deps: PoolDeps<t.KeptOutcome>;
  /** Each settled outcome as `deps.keep` made it. */
  readonly outcomes: t.KeptOutcome[];
  readonly stats: QueryStats;
  /** Resends waiting for a slot, served before fresh items: FIFO with an index head, so shifting is O(1). */
  readonly waiters: Array<(() => void) | undefined>;
  head: number;
  /** Abort handles of requests in flight and of backoff sleeps, to cut them short when the run stops. */
  readonly inFlight: Set<AbortController>;
  readonly sleepers: Set<AbortController>;
  next: number;
  occupied: number;
  pending: number;
  halt?: Halt;
  /** Whether the endpoint has ever responded (an answer, or a failure only a responding server gives). */
  reached: boolean;
  /** Items that failed every attempt to connect while the endpoint had never responded. */
  unreachableItems: number;
  /** The streak of attempts failing the same server-side way (pool-breaker.ts). */
  breaker: Breaker;
  /** Failed HTTP requests by failure kind, retries included. */
  readonly failedRequests: Partial<Record<t.FailureKind, number>>;
  /** Items waiting out a 429, and the clock of time spent blocked by them. */
  rateWaiting: number;
  /** The longest wait after a 429 so far, in ms: how late a 429 near the end would finish the run. */
  longestRateWaitMs: number;
  /** Whether slow start's clock has started (with the first request sent). */
  ramping: boolean;
  /** Moving average of answers' latency in ms (0 before the first): the length of a round trip. */
  latencyMs: number;
  /** The highest in-flight level at which a request was sent and answered, and when the latest answer came. */
  answeredLevel: number;
  lastAnswerAt: number;
  stall: budget.StallClock;
  /**
   * Each request's worst case (input-token bound, output limit), when a cap bounds tokens or dollars; the tokens
   * reserved for the requests in flight; and the most input tokens an answer reported beyond its bound, added to
   * later reservations (an endpoint's hidden system prompt).
   */
  readonly worstCases?: readonly t.TokenUsage[];
  reserved: t.TokenUsage;
  inputSlack: number;
  /** Items whose worst case does not fit yet, waiting for a reservation to end (also in `sleepers`). */
  readonly fitWaiters: Set<AbortController>;
  readonly startedAt: number;
  lastProgressAt: number;
  readonly problems: string[];
  finished: boolean;
  end(error?: unknown): void;
}

/** Checks the options and builds the run's settings; throws a RangeError naming the invalid option. */
export function validateOptions(options: PoolOptions) {
  const concurrency = aimd.createConcurrency({ min: 1, ...options.concurrency });
  const { maxAttempts, rateLimitBudgetMs } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be an integer ≥ 1, got ${maxAttempts}`);
  }
  if (!(rateLimitBudgetMs >= 0))
    throw new RangeError(`rateLimitBudgetMs must be ≥ 0, got ${rateLimitBudgetMs}`);
  const waits = options.backoff ?? backoffs.DEFAULT_BACKOFF;
  backoffs.validateBackoff(waits);
  const caps = options.budget ?? {};
  budget.validateBudget(caps);
  const { deadlineMs } = options;
  if (deadlineMs !== undefined && !(deadlineMs > 0))
    throw new RangeError(`deadlineMs must be > 0, got ${deadlineMs}`);
  return { concurrency, waits, caps, maxAttempts, rateLimitBudgetMs, deadlineMs };
}

export function createRun(
  requests: RequestList,
  deps: PoolDeps<t.KeptOutcome>,
  settings: Settings,
  end: Run["end"],
): Run {
  const limit = aimd.concurrencyLimit(settings.concurrency);
  const now = deps.clock.now();
  // Throws a RangeError, before anything is sent, for a request without an output limit under a token/cost cap.
  const worstCases = budget.capsTokens(settings.caps) ? worstCasesOf(requests) : undefined;
  return {
    ...settings,
    ...{ requests, deps, end, outcomes: new Array<t.KeptOutcome>(requests.length), waiters: [], head: 0 },
    ...{ inFlight: new Set(), sleepers: new Set(), next: 0, occupied: 0, pending: 0, rateWaiting: 0 },
    ...{ longestRateWaitMs: 0, ramping: false, latencyMs: 0, answeredLevel: 0, lastAnswerAt: now },
    ...{ reached: false, unreachableItems: 0, breaker: CLOSED_BREAKER, failedRequests: {} },
    stall: budget.NO_STALL,
    ...{
      ...(worstCases ? { worstCases } : {}),
      reserved: budget.NO_USAGE,
      inputSlack: 0,
      fitWaiters: new Set(),
    },
    ...{ startedAt: now, lastProgressAt: now, problems: [], finished: false },
    stats: zeroStats(limit),
  };
}

function worstCasesOf(requests: RequestList): t.TokenUsage[] {
  const worst: t.TokenUsage[] = [];
  for (let index = 0; index < requests.length; index++)
    worst.push(worstCaseUsage(requestAt(requests, index)));
  return worst;
}

/** The request at `index` of the run's list, which holds one at every index below its length. */
export function requestAt(requests: RequestList, index: number): t.ChatRequest {
  const request = requests.at(index);
  if (request === undefined) throw new RangeError(`no request at index ${index} of ${requests.length}`);
  return request;
}

export async function sleep(run: Run, ms: number): Promise<void> {
  const controller = new AbortController();
  run.sleepers.add(controller);
  try {
    await run.deps.clock.sleep(ms, controller.signal);
  } catch {
    // A clock may reject on abort; either way the caller checks `run.halt` next.
  } finally {
    run.sleepers.delete(controller);
  }
}

/** Starts or stops the rate-limit budget's clock when the run becomes blocked or unblocked by 429s. */
export function trackStall(run: Run): void {
  const blocked = run.rateWaiting > 0 && run.inFlight.size === 0;
  if (blocked !== (run.stall.since !== undefined)) {
    run.stall = budget.trackStall(run.stall, blocked, run.deps.clock.now());
  }
}

/** What sending request `index` now reserves: its worst case plus the learned input slack; nothing without caps. */
export function reservationFor(run: Run, index: number): t.TokenUsage {
  const worst = run.worstCases?.[index];
  if (worst === undefined) return budget.NO_USAGE;
  return { inputTokens: worst.inputTokens + run.inputSlack, outputTokens: worst.outputTokens };
}

/**
 * Ends an attempt's reservation: releases `reserved` and books the tokens the endpoint reported (an answer's, or
 * a failure's that was billed), learning any input beyond the request's bound.
 */
export function settleReservation(
  run: Run,
  index: number,
  reserved: t.TokenUsage,
  usage?: t.TokenUsage,
): void {
  run.reserved = budget.addUsage(run.reserved, reserved, -1);
  if (usage !== undefined) {
    run.stats.inputTokens += usage.inputTokens;
    run.stats.outputTokens += usage.outputTokens;
    const worst = run.worstCases?.[index];
    if (worst !== undefined) run.inputSlack = Math.max(run.inputSlack, usage.inputTokens - worst.inputTokens);
  }
  for (const waiter of run.fitWaiters) waiter.abort();
}

/**
 * Waits until a request in flight ends its reservation (what it really cost may leave room for the next) or the
 * run stops sending, whichever is first.
 */
export function waitForRoom(run: Run): Promise<void> {
  const controller = new AbortController();
  run.sleepers.add(controller);
  run.fitWaiters.add(controller);
  return new Promise((resolve) => {
    const wake = (): void => {
      run.sleepers.delete(controller);
      run.fitWaiters.delete(controller);
      resolve();
    };
    controller.signal.addEventListener("abort", wake, { once: true });
  });
}

export function setConcurrency(run: Run, next: aimd.ConcurrencyState): void {
  run.concurrency = next;
  run.stats.maxConcurrency = Math.max(run.stats.maxConcurrency, aimd.concurrencyLimit(next));
}

/** Runs a cache, recorder or progress call, whose failure must not cost an outcome. */
export function guard(run: Run, call: () => void): void {
  try {
    call();
  } catch (error) {
    noteProblem(run, error);
  }
}

/** `guard` for a call whose failure may come later: the promise resolves either way. */
export function guardSoon(run: Run, call: () => Promise<void>): Promise<void> {
  try {
    return call().catch((error: unknown) => noteProblem(run, error));
  } catch (error) {
    noteProblem(run, error);
    return Promise.resolve();
  }
}

function noteProblem(run: Run, error: unknown): void {
  if (run.problems.length < MAX_PROBLEMS)
    run.problems.push(error instanceof Error ? error.message : String(error));
}

export function emitProgress(run: Run, force: boolean): void {
  const { onProgress, clock } = run.deps;
  if (onProgress === undefined) return;
  const now = clock.now();
  if (!force && now - run.lastProgressAt < PROGRESS_INTERVAL_MS) return;
  run.lastProgressAt = now;
  const { stats, caps } = run;
  const snapshot = snapshotProgress(stats, {
    ...{ total: run.requests.length, inFlight: run.inFlight.size, elapsedMs: now - run.startedAt },
    concurrencyLimit: aimd.concurrencyLimit(run.concurrency),
    costUsd: budget.costUsd(stats.inputTokens, stats.outputTokens, caps.prices),
  });
  guard(run, () => onProgress(snapshot));
}

/** The run's result once every item is settled: final counters, why sending stopped, side-call problems. */
export function summarize(run: Run): QueryRun<t.KeptOutcome> {
  const { stats, caps } = run;
  stats.finalConcurrency = aimd.concurrencyLimit(run.concurrency);
  stats.costUsd = budget.costUsd(stats.inputTokens, stats.outputTokens, caps.prices);
  stats.wallMs = run.deps.clock.now() - run.startedAt;
  const result: QueryRun<t.KeptOutcome> = { outcomes: run.outcomes, stats };
  const halt = run.halt;
  if (halt?.reason === "systematic") {
    const { kind } = halt.failure;
    result.halted = { kind, failure: halt.failure, requests: run.failedRequests[kind] ?? 0 };
  } else if (halt) result.stoppedBy = halt.reason;
  if (run.problems.length > 0) result.problems = run.problems;
  return result;
}
