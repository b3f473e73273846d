/**
 * The breaker in a whole pool run: an endpoint that answers, then fails every request with a 503, stops the run
 * within the streak and a window or two, and every answer it gave is kept (outcome, cache, recorder).
 */
import { describe, expect, it } from "vitest";
import type { ProviderFailure } from "../../src/providers/types.js";
import { systemClock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
import { BREAKER_ATTEMPTS } from "../../src/querying/pool-breaker.js";
import {
  createFakeProvider,
  createMemoryCache,
  createMemoryRecorder,
  keyOf,
  makeRequests,
  seededRandom,
} from "./fake-provider.js";

const unavailable: ProviderFailure = { kind: "server-error", status: 503, message: "h:1: 503 unavailable" };

describe("the breaker in a pool run", () => {
  it("stops an endpoint that went down after 40 answers, keeping every answer it gave", async () => {
    const provider = createFakeProvider({
      latencyMs: 3,
      script: (_request, call) => (call >= 40 ? unavailable : undefined),
    });
    const { cache, entries } = createMemoryCache();
    const recorder = createMemoryRecorder();
    const window = 8;
    const run = await runQueries(
      makeRequests(500),
      { provider, keyOf, cache, recorder, clock: systemClock, random: seededRandom(5) },
      {
        concurrency: { initial: window, max: window },
        maxAttempts: 5,
        rateLimitBudgetMs: 10_000,
        backoff: { baseMs: 1, maxMs: 5 },
      },
    );
    expect(run.halted?.kind).toBe("server-error");
    expect(run.halted?.failure.message).toMatch(/^the endpoint answered HTTP 503 to 20 requests in a row;/);
    expect(provider.calls.length).toBeLessThanOrEqual(40 + BREAKER_ATTEMPTS + 2 * window);
    const answered = run.outcomes.filter((o) => o.status === "answered");
    expect(answered).toHaveLength(provider.stats.answered);
    expect(provider.stats.answered).toBe(40);
    expect(entries.size).toBe(40);
    expect(recorder.outcomes.filter((o) => o.status === "answered")).toHaveLength(40);
    // The rest are failed with what stopped the run, not skipped as if the run had been cut short.
    expect(run.outcomes.filter((o) => o.status === "failed")).toHaveLength(460);
  });
});
