/**
 * A Batch API run's bookkeeping: the requests grouped by cache key, one outcome per request settled in input
 * order, the counters, the progress snapshots and the problems of side calls (cache, recorder), as the pool keeps
 * them for its own runs.
 */
import type { BatchJournal } from "../answers/batch-journal.js";
import type { BatchApi, BatchLineResult } from "../providers/openai-batch.js";
import * as t from "../providers/types.js";
import type { BackoffOptions } from "./backoff.js";
import * as budget from "./budget.js";
import { answeredOutcome } from "./pool-outcomes.js";
import type { PoolDeps, PoolOptions, QueryRun } from "./pool-types.js";
import { snapshotProgress } from "./progress.js";

export interface BatchDeps extends Omit<PoolDeps, "provider"> {
  api: BatchApi;
  /** Absent without a cache: the batch is still bought, but a restarted run cannot find it. */
  journal?: BatchJournal;
  log(line: string): void;
  /** Waits between looks at the batch, in ms of the injected clock; default 1 s doubling up to 60 s. */
  poll?: BackoffOptions;
}

export const DEFAULT_POLL: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

export interface Tally {
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

export function createTally(
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

export function failureOf(error: unknown): t.ProviderFailure {
  if (error instanceof t.ProviderError) return error.failure;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { kind: "connection", message: message.split("\n", 1)[0] ?? "" };
}

/** Settles `key` with its line's result; `attempts` is the number of batches it was sent in. */
export function settleKey(tally: Tally, key: string, result: BatchLineResult, attempts: number): void {
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

export function fail(tally: Tally, key: string, failure: t.ProviderFailure, attempts: number): void {
  countFailure(tally, failure);
  for (const index of tally.groups.get(key)!) {
    settle(tally, index, { status: "failed", request: tally.requests[index]!, key, failure, attempts });
  }
}

/** A failed line's tokens (a provider may bill a refused one) and its 429, once per line. */
export function countFailure(tally: Tally, failure: t.ProviderFailure): void {
  if (failure.usage) book(tally, failure.usage);
  if (failure.kind === "rate-limited") tally.run.stats.rateLimited++;
}

export function skip(tally: Tally, key: string, reason: t.StopReason): void {
  for (const index of tally.groups.get(key)!) {
    settle(tally, index, { status: "skipped", request: tally.requests[index]!, key, reason });
  }
}

export function cached(request: t.ChatRequest, key: string, answer: t.ChatAnswer): t.QueryOutcome {
  return { status: "answered", request, key, answer, source: "cache", attempts: 0, latencyMs: 0 };
}

export function settle(tally: Tally, index: number, outcome: t.QueryOutcome): void {
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

export function progress(tally: Tally): void {
  const { onProgress, clock } = tally.deps;
  if (onProgress === undefined) return;
  const { stats } = tally.run;
  const elapsedMs = clock.now() - tally.startedAt;
  const costUsd = budget.costUsd(stats.inputTokens, stats.outputTokens, tally.caps.prices);
  const live = { total: tally.requests.length, inFlight: 0, concurrencyLimit: 0, elapsedMs, costUsd };
  guardCall(tally, () => onProgress(snapshotProgress(stats, live)));
}

export function finish(tally: Tally): QueryRun {
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

export function addProblem(tally: Tally, problem: string): void {
  tally.run.problems ??= [];
  const problems = tally.run.problems;
  if (problems.length < 10 && !problems.includes(problem)) problems.push(problem);
}
