/**
 * A run through the provider's Batch API instead of the request pool (`provider.batch: true`): cheaper, slower,
 * for scheduled runs. Same contract as `runQueries`: one outcome per request, in input order, failures as data.
 * Answers already in the cache are not sent; the rest, within the budgets, go into one batch whose id is
 * journaled (batch-journal.ts) before the run waits for it, so a restarted run resumes that batch rather than
 * paying for another. Results are mapped back by `custom_id` (the cache key). Lines that failed in a way a retry
 * can fix (429, 5xx, an expired window) go out again in a new batch of just them, up to `maxAttempts` batches, as
 * the pool resends; a line that still fails, or that the batch never answered, becomes a failed outcome.
 * This file decides what is bought and when; one round's batch is bought in batch-round.ts, the outcomes and
 * counters are kept in batch-tally.ts.
 */
import type * as t from "../providers/types.js";
import { fullJitterMs } from "./backoff.js";
import { buyRound } from "./batch-round.js";
import {
  type BatchDeps,
  cached,
  countFailure,
  createTally,
  DEFAULT_POLL,
  fail,
  finish,
  settle,
  skip,
  type Tally,
} from "./batch-tally.js";
import * as budget from "./budget.js";
import { lookUp } from "./pool-attempt.js";
import { validateOptions } from "./pool-state.js";
import type { PoolOptions, QueryRun } from "./pool-types.js";
import { worstCaseUsage } from "./token-estimate.js";

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
