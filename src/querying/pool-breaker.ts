/**
 * The pool's breaker for a dead but reachable endpoint. A server that answers every request with a 5xx, lets every
 * request time out, or sends bodies that are not chat completions (or too large to read) gives each item all its
 * attempts before the run ends: 660 requests for 132 prompts, minutes of backoff, and the same failure 660 times.
 * After BREAKER_ATTEMPTS attempts in a row failed the same way, the run stops, names the kind, and keeps every
 * answer it already has. Pure: the scheduler feeds it each attempt's failure (or answer) and acts on a trip.
 */
import { OVERSIZED_HINT } from "../providers/answer-limit.js";
import type { FailureKind, ProviderFailure } from "../providers/types.js";

/**
 * Consecutive attempts failing the same way that stop the run. Small, because each costs a request (and for a
 * timeout, the whole timeout), and large enough that a burst of errors from a healthy endpoint (a flaky profile
 * fails about 1 request in 10) essentially never reaches it: 0.1^20.
 */
export const BREAKER_ATTEMPTS = 20;

/** The failures that say the endpoint answers but cannot serve; the rest have their own treatment. */
type TrippingKind = Extract<FailureKind, "server-error" | "timeout" | "malformed" | "oversized">;

export interface Breaker {
  /** The kind every attempt of the current streak failed with; absent when the last attempt did not. */
  readonly kind?: FailureKind;
  readonly streak: number;
  /** The HTTP statuses seen in the streak (for the message: "HTTP 500 or 503"). */
  readonly statuses: readonly number[];
  /**
   * How many requests had been sent when the latest answer arrived (0 before any answer): "the first 20
   * requests" or "20 requests in a row", and which failures are stale.
   */
  readonly sentByLastAnswer: number;
}

export const CLOSED_BREAKER: Breaker = { streak: 0, statuses: [], sentByLastAnswer: 0 };

/**
 * The breaker after one attempt (`failure` undefined: answered) of the request sent `sentSeq`-th, when `sentSoFar`
 * requests have been sent, and the failure that stops the run when this attempt completes a streak of `limit`.
 * Any other outcome (an answer, a 429, a refused connection, a 400) ends the streak. Two attempts change
 * nothing: a cancelled one, which says nothing about the endpoint, and a failure of a request sent before the
 * latest answer arrived: the endpoint has answered since. Timeouts come back a whole timeout after they were
 * sent, so the requests a busy client or a healthy endpoint let hang arrive together, after the answers sent
 * with them; only requests sent since the endpoint last answered, all failing, say it is down.
 */
export function noteAttempt(
  breaker: Breaker,
  failure: ProviderFailure | undefined,
  sentSeq: number,
  sentSoFar: number,
  limit = BREAKER_ATTEMPTS,
): { breaker: Breaker; trip?: ProviderFailure } {
  if (failure?.kind === "cancelled" || (failure !== undefined && sentSeq <= breaker.sentByLastAnswer)) {
    return { breaker };
  }
  if (failure === undefined || !Object.hasOwn(SAID, failure.kind)) {
    const sentByLastAnswer = failure === undefined ? sentSoFar : breaker.sentByLastAnswer;
    return { breaker: { streak: 0, statuses: [], sentByLastAnswer } };
  }
  const same = breaker.kind === failure.kind;
  const statuses = same ? breaker.statuses : [];
  const status = failure.status;
  const next: Breaker = {
    kind: failure.kind,
    streak: same ? breaker.streak + 1 : 1,
    statuses: status === undefined || statuses.includes(status) ? statuses : [...statuses, status],
    sentByLastAnswer: breaker.sentByLastAnswer,
  };
  return next.streak >= limit ? { breaker: next, trip: tripFailure(next, failure) } : { breaker: next };
}

/** What each kind means, as said of the requests, and what to do about it. */
const SAID: Record<TrippingKind, { what: (requests: string, statuses: string) => string; hint: string }> = {
  "server-error": {
    what: (requests, statuses) => `the endpoint answered ${statuses || "a server error"} to ${requests}`,
    hint: "check the endpoint's health, then run again (answers already received are kept)",
  },
  timeout: {
    what: (requests) => `${requests} timed out`,
    hint: "check the endpoint's health, or raise provider.timeout-seconds (--timeout-seconds); answers already received are kept",
  },
  malformed: {
    what: (requests) =>
      `the endpoint's answers to ${requests} were not chat completions (not JSON, or no choices)`,
    hint: "check provider.base-url (--base-url) leads to an OpenAI-compatible API; answers already received are kept",
  },
  oversized: {
    what: (requests) => `the endpoint's answers to ${requests} were longer than max-answer-bytes`,
    hint: OVERSIZED_HINT,
  },
};

/** The failure the run stops with: what the streak saw, one example, and the fix. */
function tripFailure(breaker: Breaker, last: ProviderFailure): ProviderFailure {
  const requests =
    breaker.sentByLastAnswer > 0
      ? `${breaker.streak} requests in a row`
      : `the first ${breaker.streak} requests`;
  const statuses = breaker.statuses.map(String).join(" or ");
  const said = SAID[last.kind as TrippingKind];
  const what = said.what(requests, statuses && `HTTP ${statuses}`);
  const example = last.message.length > 160 ? `${last.message.slice(0, 157)}...` : last.message;
  return {
    kind: last.kind,
    ...(last.status !== undefined ? { status: last.status } : {}),
    message: `${what}; stopped sending (e.g. ${example})`,
    hint: said.hint,
  };
}
