import { describe, expect, it } from "vitest";
import type { ProviderFailure } from "../../src/providers/types.js";
import { type Breaker, CLOSED_BREAKER, noteAttempt } from "../../src/querying/pool-breaker.js";

const http503: ProviderFailure = { kind: "server-error", status: 503, message: "h:1: 503 unavailable" };
const http500: ProviderFailure = { kind: "server-error", status: 500, message: "h:1: 500 oops" };
const timeout: ProviderFailure = { kind: "timeout", message: "h:1: no complete answer within 1000 ms" };

/** One attempt: its failure (undefined: answered), its place in the order of sending, and how many were sent by its end. */
type Step = [failure: ProviderFailure | undefined, sentSeq?: number, sentSoFar?: number];

/** The breaker after `steps` (each sent and ended in turn unless it says otherwise), and the trip if any. */
function feed(steps: readonly (ProviderFailure | undefined | Step)[], limit = 3) {
  let breaker: Breaker = CLOSED_BREAKER;
  let trip: ProviderFailure | undefined;
  for (const [i, step] of steps.entries()) {
    const [failure, sentSeq = i + 1, sentSoFar = sentSeq] = Array.isArray(step) ? step : [step];
    const noted = noteAttempt(breaker, failure, sentSeq, sentSoFar, limit);
    breaker = noted.breaker;
    trip ??= noted.trip;
  }
  return { breaker, trip };
}

describe("noteAttempt", () => {
  it("trips on the limit-th failure in a row of one server-side kind, naming the status and the first requests", () => {
    expect(feed([http503, http503]).trip).toBeUndefined();
    const { trip } = feed([http503, http503, http503]);
    expect(trip).toMatchObject({ kind: "server-error", status: 503 });
    expect(trip?.message).toBe(
      "the endpoint answered HTTP 503 to the first 3 requests; stopped sending (e.g. h:1: 503 unavailable)",
    );
    expect(trip?.hint).toMatch(/check the endpoint's health/);
  });

  it("names every status of the streak, and says 'in a row' once something was answered", () => {
    const { trip } = feed([undefined, http500, http503, http500]);
    expect(trip?.message).toMatch(/^the endpoint answered HTTP 500 or 503 to 3 requests in a row;/);
  });

  it("restarts the streak on an answer, another kind, a 429 or a refused connection", () => {
    const rateLimited: ProviderFailure = { kind: "rate-limited", status: 429, message: "429" };
    const refused: ProviderFailure = { kind: "connection", message: "ECONNREFUSED" };
    expect(feed([http503, http503, undefined, http503, http503]).trip).toBeUndefined();
    expect(feed([http503, http503, timeout, http503, http503]).trip).toBeUndefined();
    expect(feed([http503, http503, rateLimited, http503]).trip).toBeUndefined();
    expect(feed([http503, http503, refused, http503]).trip).toBeUndefined();
  });

  it("ignores a cancelled attempt: it says nothing about the endpoint", () => {
    const cancelled: ProviderFailure = { kind: "cancelled", message: "cancelled" };
    expect(feed([timeout, cancelled, timeout, timeout]).trip?.message).toMatch(
      /^the first 3 requests timed out; .*within 1000 ms/,
    );
  });

  it("trips on answers that are not JSON or too large, each with its own fix", () => {
    const malformed: ProviderFailure = { kind: "malformed", message: "h:1: response body is not valid JSON" };
    const oversized: ProviderFailure = { kind: "oversized", message: "h:1: too large" };
    expect(feed([malformed, malformed, malformed]).trip?.hint).toMatch(/provider\.base-url/);
    expect(feed([oversized, oversized, oversized]).trip?.hint).toMatch(/max-answer-bytes/);
  });

  it("ignores failures of requests sent before the latest answer arrived: a healthy endpoint's hung requests", () => {
    // Ten sent at once; 1 answered while all ten were out; 2–10 come back a timeout later, with retries 11–12
    // sent before the answer to 13 arrived.
    const burst: Step[] = [
      [undefined, 1, 10],
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n): Step => [timeout, n, 12]),
    ];
    expect(feed([...burst, [undefined, 13, 15], [timeout, 11, 15], [timeout, 12, 15]]).trip).toBeUndefined();
    // Requests sent after the latest answer arrived, all failing, do count.
    const after: Step[] = [
      [undefined, 1, 1],
      [timeout, 2],
      [timeout, 3],
      [timeout, 4],
    ];
    expect(feed(after).trip?.message).toMatch(/^3 requests in a row timed out;/);
  });

  it("never trips on failures with their own treatment (auth, 400s)", () => {
    const auth: ProviderFailure = { kind: "auth", status: 401, message: "401" };
    expect(feed([auth, auth, auth, auth]).trip).toBeUndefined();
  });
});
