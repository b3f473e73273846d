/**
 * A run through the provider's Batch API instead of the request pool (`provider.batch: true`): cheaper, slower,
 * for scheduled runs. Same contract as `runQueries`: one outcome per request, in input order, failures as data.
 * Answers already in the cache are not sent; the rest, within the budgets, go into one batch whose id is
 * journaled (batch-journal.ts) before the run waits for it, so a restarted run resumes that batch rather than
 * paying for another. Results are mapped back by `custom_id` (the cache key). Lines that failed in a way a retry
 * can fix (429, 5xx, an expired window) go out again in a new batch of just them, up to `maxAttempts` batches, as
 * the pool resends; a line that still fails, or that the batch never answered, becomes a failed outcome.
 */

import { type BatchJournal, requestSetKey } from "../answers/batch-journal.js";
import {
  type BatchApi,
  type BatchJob,
  type BatchLineResult,
  batchEndpointOf,
  batchLine,
  FINISHED_BATCH_STATUSES,
  REQUEST_SET_METADATA,
  readBatchLines,
} from "../providers/openai-batch.js";
import * as t from "../providers/types.js";
import { type BackoffOptions, fullJitterMs } from "./backoff.js";
import * as budget from "./budget.js";
import { lookUp } from "./pool-attempt.js";
import { answeredOutcome } from "./pool-outcomes.js";
import { validateOptions } from "./pool-state.js";
import type { PoolDeps, PoolOptions, QueryRun } from "./pool-types.js";
import { snapshotProgress } from "./progress.js";
import { worstCaseUsage } from "./token-estimate.js";

export interface BatchDeps extends Omit<PoolDeps, "provider"> {
  api: BatchApi;
  /** Absent without a cache: the batch is still bought, but a restarted run cannot find it. */
  journal?: BatchJournal;
  log(line: string): void;
  /** Waits between looks at the batch, in ms of the injected clock; default 1 s doubling up to 60 s. */
  poll?: BackoffOptions;
}

export const DEFAULT_POLL: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

/** Failures of a Batch API call that every later call would repeat: the run stops with them. */
const SYSTEMATIC: ReadonlySet<t.FailureKind> = new Set([
  "auth",
  "model-not-found",
  "endpoint-not-found",
  "unsupported-parameter",
]);

interface Tally {
  requests: readonly t.ChatRequest[];
  groups: Map<string, number[]>;
  outcomes: t.QueryOutcome[];
  run: QueryRun;
  deps: BatchDeps;
  caps: budget.BudgetCaps;
  startedAt: number;
  /** Batches a request may be sent in: the first and its resends (the pool's `maxAttempts`). */
  maxAttempts: number;
}

/**
 * Sends `requests` as one batch and resolves with exactly one outcome per request, in input order, never
 * rejecting for a provider failure. Budgets are applied before the batch is created: requests are admitted in
 * order while every cap holds for their worst case (the pool's rule), the rest are skipped with the cap's reason.
 * The deadline and cancellation stop the waiting, not the batch: its outcomes are skipped and the batch, journaled,
 * is resumed by the next run.
 */
export async function runBatch(
  requests: readonly t.ChatRequest[],
  deps: BatchDeps,
  options: PoolOptions,
): Promise<QueryRun> {
  const { caps, deadlineMs } = validateOptions(options);
  const tally = createTally(requests, deps, caps, options);
  const misses: string[] = [];
  for (const [key, indexes] of tally.groups) {
    const answer = await lookUp(deps.cache, key);
    if (answer === undefined) misses.push(key);
    else for (const index of indexes) settle(tally, index, cached(requests[index]!, key, answer));
  }
  const { admitted, stop } = admit(tally, misses);
  for (const key of misses.slice(admitted.length)) skip(tally, key, stop ?? "cancelled");
  if (stop) tally.run.stoppedBy = stop;
  if (admitted.length > 0) await buy(tally, admitted, deadlineMs);
  return finish(tally);
}

function createTally(
  requests: readonly t.ChatRequest[],
  deps: BatchDeps,
  caps: budget.BudgetCaps,
  options: PoolOptions,
): Tally {
  const groups = new Map<string, number[]>();
  requests.forEach((request, index) => {
    const key = deps.keyOf(request);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const concurrency = options.concurrency.initial;
  const stats = {
    ...{ requests: 0, answered: 0, fromCache: 0, failed: 0, skipped: 0, rateLimited: 0, retries: 0 },
    ...{ maxConcurrency: concurrency, finalConcurrency: concurrency },
    ...{ inputTokens: 0, outputTokens: 0, costUsd: 0, wallMs: 0 },
  };
  const outcomes = new Array<t.QueryOutcome>(requests.length);
  const tally = {
    ...{ requests, groups, outcomes, deps, caps },
    ...{ startedAt: deps.clock.now(), maxAttempts: options.maxAttempts },
  };
  const run: QueryRun = { outcomes, stats };
  progress({ ...tally, run });
  return { ...tally, run };
}

/** The unique keys admitted in order while every cap holds for their worst case, and why the rest are not. */
function admit(tally: Tally, misses: readonly string[]): { admitted: string[]; stop?: budget.BudgetStop } {
  const admitted: string[] = [];
  let reserved = budget.NO_USAGE;
  for (const key of misses) {
    const request = tally.requests[tally.groups.get(key)![0]!]!;
    const next = budget.capsTokens(tally.caps) ? worstCaseUsage(request) : budget.NO_USAGE;
    const spent = { requests: admitted.length, inputTokens: 0, outputTokens: 0 };
    const stop = budget.exceededCap(tally.caps, spent, reserved, next);
    if (stop) return { admitted, stop };
    admitted.push(key);
    reserved = budget.addUsage(reserved, next);
  }
  return { admitted };
}

/**
 * Buys `keys` in rounds: a batch of them, then, while lines failed in a way a retry can fix (a 429, a 500, an
 * expired window: `RETRYABLE`), a new batch of just those, as the pool resends a failed request, up to
 * `maxAttempts` batches in all. Each round is its own request set, journaled, so a restarted run resumes the
 * round it was in (its earlier rounds' answers are in the cache). Resends count against the budget caps.
 */
async function buy(tally: Tally, keys: readonly string[], deadlineMs: number | undefined): Promise<void> {
  let pending = keys;
  for (let round = 1; pending.length > 0; round++) {
    const last = round >= tally.maxAttempts;
    const retry = await buyRound(tally, pending, deadlineMs, { round, last });
    if (retry.length === 0) return;
    const stop = retryStop(tally, retry, deadlineMs);
    const again = stop ? retry.slice(0, stop.admitted) : retry;
    for (const { key, failure } of retry.slice(again.length)) fail(tally, key, failure, round);
    if (stop?.reason) tally.run.stoppedBy ??= stop.reason;
    if (again.length === 0) return;
    for (const { failure } of again) countFailure(tally, failure);
    const kinds = [...new Set(again.map((r) => r.failure.kind))].join(", ");
    tally.deps.log(
      `${again.length} of the batch's requests failed (${kinds}); sending them again in a new batch ` +
        `(${round + 1} of at most ${tally.maxAttempts})`,
    );
    tally.run.stats.retries += again.length;
    const poll = tally.deps.poll ?? DEFAULT_POLL;
    const elapsedMs = () => tally.deps.clock.now() - tally.startedAt;
    const leftMs = deadlineMs === undefined ? Number.POSITIVE_INFINITY : deadlineMs - elapsedMs();
    const waitMs = Math.min(leftMs, fullJitterMs(round, poll, 0.5 + tally.deps.random() / 2));
    await tally.deps.clock.sleep(waitMs, tally.deps.signal);
    // Stopped while waiting: the resend is not bought (a batch created past the deadline would only be resumed later).
    const halt = tally.deps.signal?.aborted
      ? "cancelled"
      : deadlineMs !== undefined && elapsedMs() >= deadlineMs
        ? "deadline"
        : undefined;
    if (halt) {
      for (const { key } of again) skip(tally, key, halt);
      tally.run.stoppedBy ??= halt;
      return;
    }
    pending = again.map((r) => r.key);
  }
}

/** How many of the failed requests a resend may take before a cap or the deadline stops it, and why; none: all. */
function retryStop(
  tally: Tally,
  retry: readonly { key: string }[],
  deadlineMs: number | undefined,
): { admitted: number; reason?: t.StopReason } | undefined {
  if (deadlineMs !== undefined && tally.deps.clock.now() - tally.startedAt >= deadlineMs) {
    return { admitted: 0, reason: "deadline" };
  }
  const { stats } = tally.run;
  const spent = {
    requests: stats.requests,
    inputTokens: stats.inputTokens,
    outputTokens: stats.outputTokens,
  };
  let reserved = budget.NO_USAGE;
  for (const [admitted, { key }] of retry.entries()) {
    const request = tally.requests[tally.groups.get(key)![0]!]!;
    const next = budget.capsTokens(tally.caps) ? worstCaseUsage(request) : budget.NO_USAGE;
    const stop = budget.exceededCap(tally.caps, spent, reserved, next);
    if (stop) return { admitted, reason: stop };
    reserved = budget.addUsage(reserved, next);
    spent.requests++;
  }
  return undefined;
}

/**
 * Creates or resumes the batch of `keys`, waits for it, and settles every request it carries, except those whose
 * line failed retryably when this is not the `last` round: they are returned, unsettled, with their failure.
 */
async function buyRound(
  tally: Tally,
  keys: readonly string[],
  deadlineMs: number | undefined,
  { round, last }: { round: number; last: boolean },
): Promise<{ key: string; failure: t.ProviderFailure }[]> {
  const { deps } = tally;
  const first = tally.requests[tally.groups.get(keys[0]!)![0]!]!;
  const endpoint = batchEndpointOf(first);
  const requestSet = requestSetKey(deps.api.host, endpoint, keys);
  tally.run.stats.requests += keys.length;
  const retry: { key: string; failure: t.ProviderFailure }[] = [];
  try {
    let job = await startBatch(tally, keys, requestSet);
    job = await waitForBatch(tally, job, deadlineMs);
    if (!(FINISHED_BATCH_STATUSES as readonly string[]).includes(job.status)) {
      const reason: t.StopReason = deps.signal?.aborted ? "cancelled" : "deadline";
      deps.log(`batch ${job.id} is still ${job.status}; the next run with this cache resumes it`);
      for (const key of keys) skip(tally, key, reason);
      tally.run.stoppedBy = reason;
      return [];
    }
    const results = await readResults(tally, job, first.params.api, keys.length);
    for (const key of keys) {
      const result = results.get(key) ?? { failure: unanswered(job, deps.api.host) };
      if ("failure" in result && !last && t.RETRYABLE.has(result.failure.kind)) {
        retry.push({ key, failure: result.failure });
      } else settleKey(tally, key, result, round);
    }
    deps.journal?.record({ requestSet, inputFileId: job.inputFileId, batchId: job.id, done: true });
  } catch (error) {
    const failure = failureOf(error);
    for (const key of keys)
      if (tally.outcomes[tally.groups.get(key)![0]!] === undefined) fail(tally, key, failure, round);
    if (SYSTEMATIC.has(failure.kind)) tally.run.halted = { kind: failure.kind, failure, requests: 1 };
    return [];
  }
  return retry;
}

/** The batch recorded for this request set, looked up; else the input uploaded and a batch created, each journaled. */
async function startBatch(tally: Tally, keys: readonly string[], requestSet: string): Promise<BatchJob> {
  const { deps } = tally;
  const known = deps.journal?.find(requestSet);
  if (known?.batchId) {
    deps.log(`resuming batch ${known.batchId} (${keys.length} requests), journaled by an earlier run`);
    return retrying(tally, () => deps.api.retrieve(known.batchId!));
  }
  let inputFileId = known?.inputFileId;
  if (inputFileId !== undefined) {
    // Killed between uploading and journaling the batch: the batch may exist all the same.
    const found = await retrying(tally, () => deps.api.find(requestSet));
    if (found !== undefined) {
      deps.journal?.record({ requestSet, inputFileId: found.inputFileId, batchId: found.id });
      deps.log(`resuming batch ${found.id} (${keys.length} requests), found by its request set`);
      return found;
    }
  } else {
    const jsonl = keys.map((key) => batchLine(key, tally.requests[tally.groups.get(key)![0]!]!)).join("\n");
    inputFileId = await retrying(tally, () =>
      deps.api.upload(`${jsonl}\n`, `bias-gate-${requestSet.slice(0, 16)}.jsonl`),
    );
    deps.journal?.record({ requestSet, inputFileId });
  }
  const endpoint = batchEndpointOf(tally.requests[tally.groups.get(keys[0]!)![0]!]!);
  // Not retried: a create whose answer was lost may have created the batch, and a second one is paid twice.
  const job = await deps.api.create(inputFileId, endpoint, { [REQUEST_SET_METADATA]: requestSet });
  deps.journal?.record({ requestSet, inputFileId, batchId: job.id });
  deps.log(`created batch ${job.id} of ${keys.length} requests (${endpoint}, completion window 24h)`);
  return job;
}

/** Looks at the batch, waiting longer each time, until it is finished, the deadline passes or the run is stopped. */
async function waitForBatch(tally: Tally, job: BatchJob, deadlineMs: number | undefined): Promise<BatchJob> {
  const { deps } = tally;
  const poll = deps.poll ?? DEFAULT_POLL;
  let current = job;
  for (let looks = 1; !(FINISHED_BATCH_STATUSES as readonly string[]).includes(current.status); looks++) {
    const elapsed = deps.clock.now() - tally.startedAt;
    const left = deadlineMs === undefined ? Number.POSITIVE_INFINITY : deadlineMs - elapsed;
    if (deps.signal?.aborted || left <= 0) return current;
    // Equal jitter: at least half the ceiling, so many runs polling one endpoint do not ask in step.
    const wait = Math.min(left, fullJitterMs(looks, poll, 0.5 + deps.random() / 2));
    await deps.clock.sleep(wait, deps.signal);
    if (deps.signal?.aborted) return current;
    current = await retrying(tally, () => deps.api.retrieve(current.id));
    progress(tally);
  }
  return current;
}

/** The output and error files' lines by custom_id; an error file's line never hides an output file's answer. */
async function readResults(
  tally: Tally,
  job: BatchJob,
  api: t.RequestParams["api"],
  lines: number,
): Promise<Map<string, BatchLineResult>> {
  const results = new Map<string, BatchLineResult>();
  for (const fileId of [job.errorFileId, job.outputFileId]) {
    if (fileId === undefined) continue;
    const text = await retrying(tally, () => tally.deps.api.content(fileId, lines));
    const read = readBatchLines(text, api, tally.deps.api.host, tally.deps.api.maxAnswerBytes);
    for (const [key, result] of read.results) results.set(key, result);
    for (const problem of read.problems) addProblem(tally, problem);
  }
  return results;
}

/** `call`, tried again after a retryable failure (up to 5 tries, backing off); other failures thrown at once. */
async function retrying<T>(tally: Tally, call: () => Promise<T>): Promise<T> {
  const poll = tally.deps.poll ?? DEFAULT_POLL;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const failure = failureOf(error);
      if (attempt >= 5 || !t.RETRYABLE.has(failure.kind) || tally.deps.signal?.aborted) throw error;
      await tally.deps.clock.sleep(
        fullJitterMs(attempt, poll, 0.5 + tally.deps.random() / 2),
        tally.deps.signal,
      );
    }
  }
}

/** Why a request in a finished batch has no line: the batch's own status says. */
function unanswered(job: BatchJob, host: string): t.ProviderFailure {
  const why = job.errors.length > 0 ? `: ${job.errors.slice(0, 3).join("; ")}` : "";
  const message = `${host}: batch ${job.id} ${job.status} without answering this request${why}`.slice(0, 300);
  if (job.status === "expired") return { kind: "timeout", message };
  if (job.status === "cancelled") return { kind: "cancelled", message };
  if (job.status === "failed") return { kind: "bad-request", message };
  return { kind: "malformed", message };
}

function failureOf(error: unknown): t.ProviderFailure {
  if (error instanceof t.ProviderError) return error.failure;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { kind: "connection", message: message.split("\n", 1)[0] ?? "" };
}

/** Settles `key` with its line's result; `attempts` is the number of batches it was sent in. */
function settleKey(tally: Tally, key: string, result: BatchLineResult, attempts: number): void {
  if ("failure" in result) {
    fail(tally, key, result.failure, attempts);
    return;
  }
  const indexes = tally.groups.get(key)!;
  const request = tally.requests[indexes[0]!]!;
  guardCall(tally, () => tally.deps.cache?.put(key, request, result.answer));
  book(tally, result.answer.usage);
  indexes.forEach((index, nth) => {
    const source = nth === 0 ? "network" : "cache";
    const how = { source, attempts: nth === 0 ? attempts : 0, latencyMs: 0 } as const;
    settle(tally, index, answeredOutcome(tally.requests[index]!, key, result.answer, how));
  });
}

function fail(tally: Tally, key: string, failure: t.ProviderFailure, attempts: number): void {
  countFailure(tally, failure);
  for (const index of tally.groups.get(key)!) {
    settle(tally, index, { status: "failed", request: tally.requests[index]!, key, failure, attempts });
  }
}

/** A failed line's tokens (a provider may bill a refused one) and its 429, once per line. */
function countFailure(tally: Tally, failure: t.ProviderFailure): void {
  if (failure.usage) book(tally, failure.usage);
  if (failure.kind === "rate-limited") tally.run.stats.rateLimited++;
}

function skip(tally: Tally, key: string, reason: t.StopReason): void {
  for (const index of tally.groups.get(key)!) {
    settle(tally, index, { status: "skipped", request: tally.requests[index]!, key, reason });
  }
}

function cached(request: t.ChatRequest, key: string, answer: t.ChatAnswer): t.QueryOutcome {
  return { status: "answered", request, key, answer, source: "cache", attempts: 0, latencyMs: 0 };
}

function settle(tally: Tally, index: number, outcome: t.QueryOutcome): void {
  tally.outcomes[index] = outcome;
  const { stats } = tally.run;
  if (outcome.status === "failed") stats.failed++;
  else if (outcome.status === "skipped") stats.skipped++;
  else if (outcome.source === "network") stats.answered++;
  else stats.fromCache++;
  if (outcome.status !== "answered") guardCall(tally, () => tally.deps.cache?.release?.(outcome.key));
  guardCall(tally, () => tally.deps.recorder?.record(outcome));
}

function book(tally: Tally, usage: t.TokenUsage): void {
  tally.run.stats.inputTokens += usage.inputTokens;
  tally.run.stats.outputTokens += usage.outputTokens;
}

function progress(tally: Tally): void {
  const { onProgress, clock } = tally.deps;
  if (onProgress === undefined) return;
  const { stats } = tally.run;
  const elapsedMs = clock.now() - tally.startedAt;
  const costUsd = budget.costUsd(stats.inputTokens, stats.outputTokens, tally.caps.prices);
  const live = { total: tally.requests.length, inFlight: 0, concurrencyLimit: 0, elapsedMs, costUsd };
  guardCall(tally, () => onProgress(snapshotProgress(stats, live)));
}

function finish(tally: Tally): QueryRun {
  const { stats } = tally.run;
  stats.costUsd = budget.costUsd(stats.inputTokens, stats.outputTokens, tally.caps.prices);
  stats.wallMs = tally.deps.clock.now() - tally.startedAt;
  progress(tally);
  for (const problem of tally.deps.journal?.problems ?? []) addProblem(tally, problem);
  return tally.run;
}

function guardCall(tally: Tally, call: () => void): void {
  try {
    call();
  } catch (error) {
    addProblem(tally, error instanceof Error ? error.message : String(error));
  }
}

function addProblem(tally: Tally, problem: string): void {
  tally.run.problems ??= [];
  const problems = tally.run.problems;
  if (problems.length < 10 && !problems.includes(problem)) problems.push(problem);
}
