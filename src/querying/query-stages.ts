/**
 * How a run's stages and looks share one budget: what the requests before left of the budgets and the deadline,
 * the requests sent with it (or skipped when nothing is left), and two runs merged into one.
 */

import type { KeptOutcome, QueryOutcome, StopReason } from "../providers/types.js";
import { zeroStats } from "./pool-state.js";
import type { PoolDeps, PoolOptions, QueryRun, RequestList } from "./pool-types.js";

/** How a stage's requests are sent: `runQueries`, or the Batch API's sender with each outcome kept alike. */
export type Send<Outcome extends KeptOutcome> = (
  requests: RequestList,
  deps: PoolDeps<Outcome>,
  options: PoolOptions,
) => Promise<QueryRun<Outcome>>;

/** `deps.keep`, or the whole outcome when there is none (`Outcome` is then QueryOutcome). */
export function keeperOf<Outcome extends KeptOutcome>(
  deps: PoolDeps<Outcome>,
): (outcome: QueryOutcome) => Outcome {
  return deps.keep ?? ((outcome) => outcome as unknown as Outcome);
}

/**
 * Requests sent after others (a later look, or a stage that builds on the answers before it) with what those left
 * of the budgets and the deadline; when those ran out (or a systematic failure stopped the run) none is sent and
 * each takes that reason or failure.
 */
export async function sendAfter<Outcome extends KeptOutcome>(
  before: QueryRun<KeptOutcome>,
  requests: RequestList,
  look: { deps: PoolDeps<Outcome>; options: PoolOptions; send: Send<Outcome>; elapsedMs: number },
): Promise<QueryRun<Outcome>> {
  const remaining = remainingOptions(before, look.options, look.elapsedMs);
  if (!before.halted && !before.stoppedBy && !("stop" in remaining))
    return look.send(requests, look.deps, remaining.options);
  const reason: StopReason | undefined =
    before.stoppedBy ?? ("stop" in remaining ? remaining.stop : undefined);
  const keep = keeperOf(look.deps);
  const outcomes: Outcome[] = [];
  for (let index = 0; index < requests.length; index++) {
    const request = requests.at(index);
    if (request === undefined) continue;
    const key = look.deps.keyOf(request);
    outcomes.push(
      keep(
        before.halted
          ? { status: "failed", request, key, failure: before.halted.failure, attempts: 0 }
          : { status: "skipped", request, key, reason: reason as StopReason },
      ),
    );
  }
  const failed = outcomes.filter((o) => o.status === "failed").length;
  return {
    outcomes,
    // Nothing was sent: the window stays where the requests before left it.
    stats: {
      ...emptyRun().stats,
      failed,
      skipped: outcomes.length - failed,
      finalConcurrency: before.stats.finalConcurrency,
    },
    ...(reason && !before.halted ? { stoppedBy: reason } : {}),
  };
}

/** The options a later look's second stage starts from: what the looks before left, or (when nothing is) the stop. */
export function remainingOr(
  before: QueryRun<KeptOutcome>,
  options: PoolOptions,
  elapsedMs: number,
): PoolOptions {
  const remaining = remainingOptions(before, options, elapsedMs);
  return "stop" in remaining ? options : remaining.options;
}

export function emptyRun(): QueryRun {
  return { outcomes: [], stats: zeroStats(0) };
}

/** The pool options left after the first stage spent part of the budgets and the deadline. */
function remainingOptions(
  first: QueryRun<KeptOutcome>,
  options: PoolOptions,
  elapsedMs: number,
): { options: PoolOptions } | { stop: StopReason } {
  const caps = options.budget ?? {};
  const spentTokens = first.stats.inputTokens + first.stats.outputTokens;
  const left = {
    ...(caps.maxRequests !== undefined ? { maxRequests: caps.maxRequests - first.stats.requests } : {}),
    ...(caps.maxTokens !== undefined ? { maxTokens: caps.maxTokens - spentTokens } : {}),
    ...(caps.maxCostUsd !== undefined ? { maxCostUsd: caps.maxCostUsd - first.stats.costUsd } : {}),
  };
  if (left.maxRequests !== undefined && left.maxRequests <= 0) return { stop: "max-requests" };
  if (left.maxTokens !== undefined && left.maxTokens <= 0) return { stop: "max-tokens" };
  if (left.maxCostUsd !== undefined && left.maxCostUsd <= 0) return { stop: "max-cost" };
  const deadlineMs = options.deadlineMs === undefined ? undefined : options.deadlineMs - elapsedMs;
  if (deadlineMs !== undefined && deadlineMs <= 0) return { stop: "deadline" };
  return {
    options: {
      ...options,
      // The second stage starts where the first left the window, not back at the initial guess.
      concurrency: { ...options.concurrency, initial: Math.max(1, first.stats.finalConcurrency) },
      budget: { ...caps, ...left },
      ...(deadlineMs !== undefined ? { deadlineMs } : {}),
    },
  };
}

/** The two stages as one run: outcomes in send order, counters summed, the later stop reason kept. */
export function mergeRuns<Outcome extends KeptOutcome>(
  first: QueryRun<Outcome>,
  second: QueryRun<Outcome>,
  unsent: readonly Outcome[],
): QueryRun<Outcome> {
  const a = first.stats;
  const b = second.stats;
  const problems = [...(first.problems ?? []), ...(second.problems ?? [])];
  const stoppedBy = second.stoppedBy ?? first.stoppedBy;
  const halted = second.halted ?? first.halted;
  return {
    outcomes: [...first.outcomes, ...second.outcomes, ...unsent],
    stats: {
      requests: a.requests + b.requests,
      answered: a.answered + b.answered,
      fromCache: a.fromCache + b.fromCache,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped + unsent.length,
      rateLimited: a.rateLimited + b.rateLimited,
      retries: a.retries + b.retries,
      maxConcurrency: Math.max(a.maxConcurrency, b.maxConcurrency),
      finalConcurrency: b.finalConcurrency,
      inputTokens: a.inputTokens + b.inputTokens,
      outputTokens: a.outputTokens + b.outputTokens,
      costUsd: a.costUsd + b.costUsd,
      wallMs: a.wallMs + b.wallMs,
    },
    ...(stoppedBy ? { stoppedBy } : {}),
    ...(halted ? { halted } : {}),
    ...(problems.length ? { problems } : {}),
  };
}
