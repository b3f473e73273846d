/** How the pool settles an item: its one outcome, the counters it moves, and the recorder call it triggers. */

import type * as t from "../providers/types.js";
import { emitProgress, guard, type Item, type Run } from "./pool-state.js";

export const FROM_CACHE = { source: "cache", attempts: 0, latencyMs: 0 } as const;

/**
 * An answered outcome, built as one plain literal: under Node 20, spreading a fresh object into a new one gives
 * every result its own hidden class once the code is optimized (~250 bytes each), which a 100,000-request run
 * keeps until the end.
 */
export function answeredOutcome(
  request: t.ChatRequest,
  key: string,
  answer: t.ChatAnswer,
  how: { source: t.AnswerSource; attempts: number; latencyMs: number },
): t.QueryOutcome {
  const { source, attempts, latencyMs } = how;
  return { status: "answered", request, key, answer, source, attempts, latencyMs };
}

export function settleFailed(run: Run, item: Item, failure: t.ProviderFailure): false {
  const { request, key, attempts } = item;
  settle(run, item.index, { status: "failed", request, key, failure, attempts });
  return false;
}

export function settleHalted(run: Run, item: Item): false {
  settle(run, item.index, haltOutcome(run, item));
  return false;
}

/** The outcome of an item the run stopped sending for: failed when it shares the failure that stopped the run. */
export function haltOutcome(
  run: Run,
  item: Pick<Item, "request" | "key" | "attempts" | "last">,
): t.QueryOutcome {
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

export function settle(run: Run, index: number, outcome: t.QueryOutcome): void {
  run.pending--;
  const { stats } = run;
  if (outcome.status === "failed") stats.failed++;
  else if (outcome.status === "skipped") stats.skipped++;
  else if (outcome.source === "network") stats.answered++;
  else stats.fromCache++;
  // A miss marked the request as being sent by this run; one that ends without an answer gives the mark up.
  if (outcome.status !== "answered") guard(run, () => run.deps.cache?.release?.(outcome.key));
  guard(run, () => run.deps.recorder?.record(outcome));
  run.outcomes[index] = run.deps.keep ? run.deps.keep(outcome) : outcome;
  emitProgress(run, false);
}
