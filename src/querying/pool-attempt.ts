/** One try of one item: the cache lookup before it, and the request itself with its failure made data. */

import type { ResponseCache } from "../answers/stores.js";
import * as t from "../providers/types.js";
import { type Item, type Run, trackStall } from "./pool-state.js";

/** `sentSeq`: the request's number in the run's order of sending (1 for the first), for the breaker. */
export type Attempt =
  | { answer: t.ChatAnswer; latencyMs: number; sentLevel: number; sentSeq: number }
  /** `sentEpoch` and `sentLevel` (requests in flight when it was sent, itself included) tell a 429's evidence. */
  | { failure: t.ProviderFailure; sentEpoch: number; sentLevel: number; sentSeq: number };

export async function lookUp(
  cache: ResponseCache | undefined,
  key: string,
): Promise<t.ChatAnswer | undefined> {
  try {
    return await cache?.get(key);
  } catch {
    return undefined; // An unreadable entry is a miss; the cache reports it in its own `problems`.
  }
}

/** Sends the item once, counting the request (and the retry), abortable while in flight. */
export async function send(run: Run, item: Item): Promise<Attempt> {
  item.attempts++;
  const sentSeq = ++run.stats.requests;
  if (item.attempts > 1) run.stats.retries++;
  const controller = new AbortController();
  run.inFlight.add(controller);
  trackStall(run);
  const sentEpoch = run.concurrency.epoch;
  const sentLevel = run.inFlight.size;
  const sentAt = run.deps.clock.now();
  try {
    const answer = await run.deps.provider.complete(item.request, controller.signal);
    return { answer, latencyMs: run.deps.clock.now() - sentAt, sentLevel, sentSeq };
  } catch (error) {
    return { failure: toFailure(error), sentEpoch, sentLevel, sentSeq };
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
