/**
 * Cancellation with a grace period (Ctrl-C, SIGTERM): nothing new is sent, requests in flight get `cancelGraceMs`
 * to finish and their answers are kept and cached, then the stragglers are aborted; items that end unanswered
 * give up their in-flight marks.
 */
import { describe, expect, it } from "vitest";
import type { ResponseCache } from "../../src/answers/stores.js";
import type { ChatAnswer, ChatRequest } from "../../src/providers/types.js";
import { systemClock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
import type { PoolDeps, PoolOptions } from "../../src/querying/pool-types.js";
import { createFakeProvider, type FakeProvider, keyOf, makeRequests, seededRandom } from "./fake-provider.js";

const options = (overrides: Partial<PoolOptions> = {}): PoolOptions => ({
  concurrency: { initial: 8, max: 8 },
  maxAttempts: 4,
  rateLimitBudgetMs: 10_000,
  backoff: { baseMs: 1, maxMs: 5 },
  ...overrides,
});
const deps = (provider: FakeProvider, overrides: Partial<PoolDeps> = {}): PoolDeps => ({
  provider,
  keyOf,
  clock: systemClock,
  random: seededRandom(7),
  ...overrides,
});

/** A cache that misses, and records what it was told. */
function spyCache(): ResponseCache & { puts: string[]; released: string[] } {
  const puts: string[] = [];
  const released: string[] = [];
  return {
    puts,
    released,
    problems: [],
    get: async () => undefined,
    put: (key: string, _request: ChatRequest, _answer: ChatAnswer) => {
      puts.push(key);
    },
    release: (key: string) => {
      released.push(key);
    },
    flush: async () => {},
  };
}

describe("cancellation with a grace period", () => {
  it("lets the requests in flight finish and keeps their answers, sending nothing new", async () => {
    const controller = new AbortController();
    const provider = createFakeProvider({ latencyMs: 80 });
    const cache = spyCache();
    const requests = makeRequests(100);
    setTimeout(() => controller.abort(), 40); // the first 8 are in flight, half way through
    const run = await runQueries(
      requests,
      deps(provider, { signal: controller.signal, cache }),
      options({ cancelGraceMs: 2_000 }),
    );
    expect(run.stoppedBy).toBe("cancelled");
    expect(provider.calls).toHaveLength(8);
    expect(provider.stats.aborted).toBe(0);
    expect(run.stats.answered).toBe(8);
    expect(cache.puts).toHaveLength(8);
    expect(run.stats.skipped).toBe(92);
    // Every skipped item gives up its mark; the answered ones were put, which releases theirs.
    expect(new Set(cache.released)).toEqual(
      new Set(run.outcomes.filter((o) => o.status === "skipped").map((o) => o.key)),
    );
  });

  it("aborts what is still in flight when the grace runs out", async () => {
    const controller = new AbortController();
    const provider = createFakeProvider({ latencyMs: 5_000 });
    setTimeout(() => controller.abort(), 20);
    const started = performance.now();
    const run = await runQueries(
      makeRequests(20),
      deps(provider, { signal: controller.signal }),
      options({ cancelGraceMs: 200 }),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(provider.stats.aborted).toBe(8);
    expect(run.stats.skipped).toBe(20);
  });
});
