/**
 * The request pool: requests in, one outcome each out, as fast as the endpoint allows and no faster, never losing
 * a paid answer. The decisions are the pure modules next to this one (concurrency, backoff, budget); this file
 * only schedules. A slot is held by a request in flight, a cache lookup, or a 429 wait, so a rate-limited server
 * is paced by the window instead of receiving every other item once.
 */
import * as backoffs from "./backoff.js";
import * as budget from "./budget.js";
import * as aimd from "./concurrency.js";
import { type PoolProgress, snapshotProgress } from "./progress.js";
import * as t from "./types.js";

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

export interface QueryRun {
  /** One per request, in input order. */
  outcomes: t.QueryOutcome[];
  stats: QueryStats;
  /** Why sending stopped early. Absent when every item was tried or a systematic failure (auth…) stopped it. */
  stoppedBy?: t.StopReason;
  /** First few errors thrown by cache.put or recorder.record; none of them cost an outcome. */
  problems?: string[];
}

/** Failures every other request would repeat: one is enough to stop sending. */
const SYSTEMATIC: ReadonlySet<t.FailureKind> = new Set(["unsupported-parameter", "auth"]);
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

type Halt = { reason: t.StopReason } | { reason: "systematic"; failure: t.ProviderFailure };
type Attempt =
  | { answer: t.ChatAnswer; latencyMs: number }
  | { failure: t.ProviderFailure; sentEpoch: number };
type Settings = ReturnType<typeof validateOptions>;
interface Item {
  index: number;
  request: t.ChatRequest;
  key: string;
  attempts: number;
  errors: number;
  rateLimits: number;
  last?: t.ProviderFailure;
}
interface Run extends Settings {
  readonly requests: readonly t.ChatRequest[];
  readonly deps: PoolDeps;
  readonly outcomes: t.QueryOutcome[];
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
  /** Items waiting out a 429, and the clock of time spent blocked by them. */
  rateWaiting: number;
  stall: budget.StallClock;
  readonly startedAt: number;
  lastProgressAt: number;
  readonly problems: string[];
  finished: boolean;
  end(error?: unknown): void;
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
    const onAbort = (): void => stopSending(run, { reason: "cancelled" });
    const end = (error?: unknown): void => {
      if (run.finished) return;
      run.finished = true;
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
    pump(run);
  });
}

function validateOptions(options: PoolOptions) {
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
  return { concurrency, waits, caps, maxAttempts, rateLimitBudgetMs };
}

function createRun(
  requests: readonly t.ChatRequest[],
  deps: PoolDeps,
  settings: Settings,
  end: Run["end"],
): Run {
  const limit = aimd.concurrencyLimit(settings.concurrency);
  const now = deps.clock.now();
  return {
    ...settings,
    ...{ requests, deps, end, outcomes: new Array<t.QueryOutcome>(requests.length), waiters: [], head: 0 },
    ...{ inFlight: new Set(), sleepers: new Set(), next: 0, occupied: 0, pending: 0, rateWaiting: 0 },
    stall: budget.NO_STALL,
    ...{ startedAt: now, lastProgressAt: now, problems: [], finished: false },
    stats: { ...NO_COUNTS, ...NO_USE, maxConcurrency: limit, finalConcurrency: limit },
  };
}

/** Hands free slots to waiting resends first, then to fresh items; ends the run when nothing is left. */
function pump(run: Run): void {
  if (run.finished) return;
  // Once halted, waiters only need a slot to settle themselves, so the limit no longer applies.
  const limit = run.halt ? Number.POSITIVE_INFINITY : aimd.concurrencyLimit(run.concurrency);
  while (run.occupied < limit) {
    const waiter = run.waiters[run.head];
    if (waiter !== undefined) {
      run.waiters[run.head++] = undefined;
      run.occupied++;
      waiter();
    } else if (!run.halt && run.next < run.requests.length) {
      run.occupied++;
      run.pending++;
      driveItem(run, run.next++).catch((error: unknown) => run.end(error));
    } else break;
  }
  if (run.head === run.waiters.length) run.waiters.length = run.head = 0;
  if (run.pending === 0 && (run.halt || run.next === run.requests.length)) finishRun(run);
}

function releaseSlot(run: Run): void {
  run.occupied--;
  pump(run);
}

function acquireSlot(run: Run): Promise<void> {
  return new Promise((resolve) => {
    run.waiters.push(resolve);
    pump(run);
  });
}

/** One item from its cache lookup to its final outcome; holds a slot on entry and releases it on exit. */
async function driveItem(run: Run, index: number): Promise<void> {
  const request = run.requests[index]!;
  const item: Item = { index, request, key: run.deps.keyOf(request), attempts: 0, errors: 0, rateLimits: 0 };
  const answer = await lookUp(run.deps.cache, item.key);
  if (answer !== undefined) {
    settle(run, index, { ...{ status: "answered", request, key: item.key, answer }, ...FROM_CACHE });
    return releaseSlot(run);
  }
  for (;;) {
    const cap = run.halt ? undefined : budget.exceededCap(run.caps, run.stats);
    if (cap !== undefined) stopSending(run, { reason: cap });
    if (run.halt) {
      settleHalted(run, item);
      return releaseSlot(run);
    }
    const attempt = await send(run, item);
    if ("answer" in attempt) {
      acceptAnswer(run, item, attempt.answer, attempt.latencyMs);
      return releaseSlot(run);
    }
    if (!(await retryAfterFailure(run, item, attempt.failure, attempt.sentEpoch))) return releaseSlot(run);
  }
}

const FROM_CACHE = { source: "cache", attempts: 0, latencyMs: 0 } as const;

async function lookUp(cache: t.ResponseCache | undefined, key: string): Promise<t.ChatAnswer | undefined> {
  try {
    return await cache?.get(key);
  } catch {
    return undefined; // An unreadable entry is a miss; the cache reports it in its own `problems`.
  }
}

async function send(run: Run, item: Item): Promise<Attempt> {
  item.attempts++;
  run.stats.requests++;
  if (item.attempts > 1) run.stats.retries++;
  const controller = new AbortController();
  run.inFlight.add(controller);
  trackStall(run);
  const sentEpoch = run.concurrency.epoch;
  const sentAt = run.deps.clock.now();
  try {
    const answer = await run.deps.provider.complete(item.request, controller.signal);
    return { answer, latencyMs: run.deps.clock.now() - sentAt };
  } catch (error) {
    return { failure: toFailure(error), sentEpoch };
  } finally {
    run.inFlight.delete(controller);
    trackStall(run);
  }
}

function toFailure(error: unknown): t.ProviderFailure {
  if (error instanceof t.ProviderError) return error.failure;
  // Providers throw ProviderError by contract; anything else escaped the transport (fetch throws TypeError).
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { kind: "connection", message: message.split("\n", 1)[0] ?? "" };
}

function acceptAnswer(run: Run, item: Item, answer: t.ChatAnswer, latencyMs: number): void {
  const { stats, deps } = run;
  stats.inputTokens += answer.usage.inputTokens;
  stats.outputTokens += answer.usage.outputTokens;
  setConcurrency(run, aimd.recordSuccess(run.concurrency, run.occupied));
  const { request, key, attempts } = item;
  settle(run, item.index, {
    ...{ status: "answered", request, key, answer },
    source: "network",
    attempts,
    latencyMs,
  });
  guard(run, () => deps.cache?.put(key, request, answer));
}

/**
 * What a failed attempt leads to: resolves true when the item holds a slot again and should be resent, false
 * once it is settled (still holding its slot, for the caller to release).
 */
async function retryAfterFailure(run: Run, item: Item, failure: t.ProviderFailure, sentEpoch: number) {
  item.last = failure;
  if (run.halt?.reason === "cancelled") return settleHalted(run, item);
  if (!t.RETRYABLE.has(failure.kind)) {
    if (SYSTEMATIC.has(failure.kind)) stopSending(run, { reason: "systematic", failure });
    return settleFailed(run, item, failure);
  }
  if (run.halt) return settleHalted(run, item);
  if (failure.kind === "rate-limited") return waitOutRateLimit(run, item, failure, sentEpoch);
  item.errors++;
  if (item.errors >= run.maxAttempts) return settleFailed(run, item, failure);
  run.occupied--; // A server error is not congestion: the slot is free while this item backs off.
  await sleep(run, backoffs.fullJitterMs(item.errors, run.waits, run.deps.random()));
  await acquireSlot(run);
  return run.halt ? settleHalted(run, item) : true;
}

/** Waits out a 429 keeping the item's slot (that is what paces the run), within the rate-limit budget. */
async function waitOutRateLimit(run: Run, item: Item, failure: t.ProviderFailure, sentEpoch: number) {
  run.stats.rateLimited++;
  item.rateLimits++;
  setConcurrency(run, aimd.recordRateLimit(run.concurrency, sentEpoch));
  run.rateWaiting++;
  trackStall(run);
  let waitMs = backoffs.rateLimitWaitMs(failure.retryAfterMs, item.rateLimits, run.waits, run.deps.random());
  while (waitMs > 0 && !run.halt) {
    const leftMs = run.rateLimitBudgetMs - budget.stallSpentMs(run.stall, run.deps.clock.now());
    if (leftMs <= 0) stopSending(run, { reason: "rate-limit-budget" });
    // Never sleep past the budget: a Retry-After of an hour must not outlast a budget of ten minutes.
    const sliceMs = Math.min(waitMs, Math.max(leftMs, 0));
    if (sliceMs > 0) await sleep(run, sliceMs);
    waitMs -= sliceMs;
  }
  run.rateWaiting--;
  trackStall(run);
  if (run.halt) return settleHalted(run, item);
  run.occupied--;
  await acquireSlot(run);
  return run.halt ? settleHalted(run, item) : true;
}

function settleFailed(run: Run, item: Item, failure: t.ProviderFailure): false {
  const { request, key, attempts } = item;
  settle(run, item.index, { status: "failed", request, key, failure, attempts });
  return false;
}

function settleHalted(run: Run, item: Item): false {
  settle(run, item.index, haltOutcome(run, item));
  return false;
}

/** The outcome of an item the run stopped sending for: failed when it shares the failure that stopped the run. */
function haltOutcome(run: Run, item: Pick<Item, "request" | "key" | "attempts" | "last">): t.QueryOutcome {
  const { request, key, attempts, last } = item;
  const halt = run.halt ?? { reason: "cancelled" };
  if (halt.reason === "systematic")
    return { status: "failed", request, key, attempts, failure: halt.failure };
  if (halt.reason === "rate-limit-budget" && last?.kind === "rate-limited") {
    const seconds = (run.rateLimitBudgetMs / 1000).toFixed(1);
    const message = `gave up: still rate-limited (429) after the ${seconds} s rateLimitBudgetMs: ${last.message}`;
    return { status: "failed", request, key, attempts, failure: { ...last, message } };
  }
  return { status: "skipped", request, key, reason: halt.reason };
}

function settle(run: Run, index: number, outcome: t.QueryOutcome): void {
  run.outcomes[index] = outcome;
  run.pending--;
  const { stats } = run;
  if (outcome.status === "failed") stats.failed++;
  else if (outcome.status === "skipped") stats.skipped++;
  else if (outcome.source === "network") stats.answered++;
  else stats.fromCache++;
  guard(run, () => run.deps.recorder?.record(outcome));
  emitProgress(run, false);
}

/** Stops sending new requests; the first reason wins. Cancellation also aborts the requests in flight. */
function stopSending(run: Run, halt: Halt): void {
  if (run.halt) return;
  run.halt = halt;
  for (const sleeper of run.sleepers) sleeper.abort();
  if (halt.reason === "cancelled") for (const request of run.inFlight) request.abort();
  pump(run);
}

async function sleep(run: Run, ms: number): Promise<void> {
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
function trackStall(run: Run): void {
  const blocked = run.rateWaiting > 0 && run.inFlight.size === 0;
  if (blocked !== (run.stall.since !== undefined)) {
    run.stall = budget.trackStall(run.stall, blocked, run.deps.clock.now());
  }
}

function setConcurrency(run: Run, next: aimd.ConcurrencyState): void {
  run.concurrency = next;
  run.stats.maxConcurrency = Math.max(run.stats.maxConcurrency, aimd.concurrencyLimit(next));
}

/** Runs a cache, recorder or progress call, whose failure must not cost an outcome. */
function guard(run: Run, call: () => void): void {
  try {
    call();
  } catch (error) {
    if (run.problems.length < MAX_PROBLEMS)
      run.problems.push(error instanceof Error ? error.message : String(error));
  }
}

function emitProgress(run: Run, force: boolean): void {
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

/** Settles the items never started (the run stopped sending) and resolves. */
function finishRun(run: Run): void {
  const start = run.next;
  run.next = run.requests.length;
  for (let index = start; index < run.requests.length; index++) {
    const request = run.requests[index]!;
    run.pending++;
    settle(run, index, haltOutcome(run, { request, key: run.deps.keyOf(request), attempts: 0 }));
  }
  emitProgress(run, true);
  run.end();
}

function summarize(run: Run): QueryRun {
  const { stats, caps } = run;
  stats.finalConcurrency = aimd.concurrencyLimit(run.concurrency);
  stats.costUsd = budget.costUsd(stats.inputTokens, stats.outputTokens, caps.prices);
  stats.wallMs = run.deps.clock.now() - run.startedAt;
  const result: QueryRun = { outcomes: run.outcomes, stats };
  if (run.halt && run.halt.reason !== "systematic") result.stoppedBy = run.halt.reason;
  if (run.problems.length > 0) result.problems = run.problems;
  return result;
}
