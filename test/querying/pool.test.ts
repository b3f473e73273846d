import { describe, expect, it } from "vitest";
import type { ResponseCache } from "../../src/answers/stores.js";
import type { ChatAnswer, ChatRequest, QueryOutcome } from "../../src/providers/types.js";
import type { Clock } from "../../src/querying/clock.js";
import { systemClock } from "../../src/querying/clock.js";
import { type PoolProgress, runQueries } from "../../src/querying/pool.js";
import type { PoolDeps, PoolOptions } from "../../src/querying/pool-types.js";
import {
  createFakeProvider,
  createMemoryCache,
  createMemoryRecorder,
  type FakeProvider,
  keyOf,
  makeRequests,
  seededRandom,
} from "./fake-provider.js";

const fast = { baseMs: 1, maxMs: 5 };
const options = (overrides: Partial<PoolOptions> = {}): PoolOptions => ({
  concurrency: { initial: 8, max: 256 },
  maxAttempts: 4,
  rateLimitBudgetMs: 10_000,
  backoff: fast,
  ...overrides,
});
const deps = (provider: FakeProvider, overrides: Partial<PoolDeps> = {}): PoolDeps => ({
  provider,
  keyOf,
  clock: systemClock,
  random: seededRandom(7),
  ...overrides,
});

/** One outcome per request, in input order, with the request's own key. */
function expectOnePerRequest(requests: ChatRequest[], outcomes: QueryOutcome[]): void {
  expect(outcomes).toHaveLength(requests.length);
  outcomes.forEach((outcome, index) => {
    expect(outcome.request).toBe(requests[index]);
    expect(outcome.key).toBe(keyOf(requests[index]!));
  });
  expect(new Set(outcomes).size).toBe(requests.length);
}

const count = (outcomes: QueryOutcome[], status: QueryOutcome["status"]) =>
  outcomes.filter((outcome) => outcome.status === status).length;

describe("adaptive concurrency against a server with an unstated limit", () => {
  it("converges near the limit, stays fast and keeps 429s rare (2000 requests, limit 32, 8 ms)", async () => {
    const provider = createFakeProvider({
      latencyMs: 8,
      concurrencyLimit: 32,
      retryAfterMs: "earliest-slot",
    });
    const requests = makeRequests(2000);
    const run = await runQueries(requests, deps(provider), options());
    expectOnePerRequest(requests, run.outcomes);
    expect(run.stats.answered).toBe(2000);
    const answered = run.outcomes.filter((o) => o.status === "answered");
    const meanLatencyMs = answered.reduce((sum, o) => sum + o.latencyMs, 0) / answered.length;
    const idealMs = Math.ceil(2000 / 32) * meanLatencyMs;
    const report = { ...run.stats, idealMs, ratio: run.stats.wallMs / idealMs };
    // Real timers on a shared machine: the bound is looser than the 10% of the 100 ms benchmark.
    expect(report.ratio, JSON.stringify(report)).toBeLessThan(1.3);
    expect(run.stats.rateLimited / run.stats.requests).toBeLessThan(0.05);
    expect(run.stats.finalConcurrency).toBeGreaterThanOrEqual(26);
    expect(run.stats.finalConcurrency).toBeLessThanOrEqual(40);
    expect(run.stats.maxConcurrency).toBeLessThanOrEqual(64);
    expect(run.stats.requests).toBe(2000 + run.stats.rateLimited);
  });

  it("recovers when 429s take as long as answers (the overshoot of slow start arrives late)", async () => {
    const provider = createFakeProvider({
      latencyMs: 5,
      rejectLatencyMs: 5,
      concurrencyLimit: 32,
      retryAfterMs: "earliest-slot",
    });
    const run = await runQueries(makeRequests(1000), deps(provider), options());
    expect(run.stats.answered).toBe(1000);
    expect(run.stats.finalConcurrency).toBeLessThanOrEqual(40);
    expect(run.stats.rateLimited / run.stats.requests).toBeLessThan(0.1);
  });
});

describe("starting and the cache", () => {
  it("sends the first request before the other items' cache lookups (no full pass first)", async () => {
    const { cache, log } = createMemoryCache(new Map(), 5);
    const provider = createFakeProvider({ latencyMs: 1 });
    const requests = makeRequests(100);
    let lookupsBeforeFirstSend = -1;
    const spy = {
      ...provider,
      complete: (r: ChatRequest, s: AbortSignal) => {
        if (lookupsBeforeFirstSend < 0)
          lookupsBeforeFirstSend = log.filter((line) => line.startsWith("get")).length;
        return provider.complete(r, s);
      },
    };
    await runQueries(requests, deps(spy, { cache }), options({ concurrency: { initial: 4, max: 4 } }));
    expect(lookupsBeforeFirstSend).toBeGreaterThan(0);
    expect(lookupsBeforeFirstSend).toBeLessThanOrEqual(4);
  });

  it("answers cache hits without sending, and they do not count toward maxRequests", async () => {
    const requests = makeRequests(20);
    const cachedAnswer: ChatAnswer = { text: "cached", usage: { inputTokens: 1, outputTokens: 1 } };
    const entries = new Map(requests.slice(0, 15).map((r) => [keyOf(r), cachedAnswer]));
    const { cache, log } = createMemoryCache(entries);
    const provider = createFakeProvider();
    const run = await runQueries(
      requests,
      deps(provider, { cache }),
      options({ budget: { maxRequests: 5 } }),
    );
    expect(provider.calls.map(keyOf)).toEqual(requests.slice(15).map(keyOf).sort());
    expect(run.stats).toMatchObject({ requests: 5, fromCache: 15, answered: 5, skipped: 0 });
    expect(run.stoppedBy).toBeUndefined();
    expect(run.outcomes[0]).toMatchObject({
      status: "answered",
      source: "cache",
      attempts: 0,
      answer: cachedAnswer,
    });
    expect(log.filter((line) => line.startsWith("put")).sort()).toEqual(
      requests
        .slice(15)
        .map((r) => `put ${keyOf(r)}`)
        .sort(),
    );
  });

  it("puts every network answer in the cache and records every final outcome, never failures in the cache", async () => {
    const { cache, entries } = createMemoryCache();
    const recorder = createMemoryRecorder();
    const provider = createFakeProvider({ failures: { "bad-request": 0.3 }, random: seededRandom(3) });
    const requests = makeRequests(200);
    const run = await runQueries(requests, deps(provider, { cache, recorder }), options());
    expect(entries.size).toBe(run.stats.answered);
    expect(run.stats.failed).toBeGreaterThan(30);
    expect(recorder.outcomes).toHaveLength(200);
    expect(new Set(recorder.outcomes)).toEqual(new Set(run.outcomes));
  });
  it("counts an answer only once a batching cache has stored it, and sends the next meanwhile", async () => {
    const stores: Array<() => void> = [];
    const cache: ResponseCache = {
      get: async () => undefined,
      put: () => {
        throw new Error("a cache with putSoon is stored to with putSoon");
      },
      putSoon: () => new Promise<void>((resolve) => stores.push(resolve)),
      flush: async () => undefined,
      problems: [],
    };
    const recorder = createMemoryRecorder();
    const running = runQueries(
      makeRequests(3),
      deps(createFakeProvider({ latencyMs: 1 }), { cache, recorder }),
      options({ concurrency: { initial: 1, max: 1 } }),
    );
    // One slot: the second and third requests were sent while the first answer was still being stored.
    for (let waited = 0; stores.length < 3 && waited < 5_000; waited += 5)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stores).toHaveLength(3);
    expect(recorder.outcomes).toHaveLength(0);
    stores[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorder.outcomes.map((o) => o.request.promptId)).toEqual(["p0"]);
    for (const store of stores.slice(1)) store();
    const run = await running;
    expect(run.stats).toMatchObject({ answered: 3, failed: 0 });
    expect(recorder.outcomes).toHaveLength(3);
  });
});

describe("failures", () => {
  it("treats a 429 as 'slow down', not a failed try: it does not count against maxAttempts", async () => {
    const seen = new Map<string, number>();
    const provider = createFakeProvider({
      script: (request) => {
        const calls = (seen.get(keyOf(request)) ?? 0) + 1;
        seen.set(keyOf(request), calls);
        return calls <= 3 ? { kind: "rate-limited", message: "429", retryAfterMs: 2 } : undefined;
      },
    });
    const run = await runQueries(makeRequests(10), deps(provider), options({ maxAttempts: 1 }));
    expect(run.stats).toMatchObject({ answered: 10, rateLimited: 30, requests: 40, retries: 30 });
    expect(run.outcomes.every((o) => o.status === "answered" && o.attempts === 4)).toBe(true);
  });

  it("retries server errors up to maxAttempts, then fails the item with the last failure and attempt count", async () => {
    const provider = createFakeProvider({
      script: (request) =>
        request.promptId === "p3" ? { kind: "server-error", message: "500", status: 500 } : undefined,
    });
    const run = await runQueries(makeRequests(10), deps(provider), options({ maxAttempts: 3 }));
    expect(run.outcomes[3]).toMatchObject({
      status: "failed",
      attempts: 3,
      failure: { kind: "server-error" },
    });
    expect(run.stats).toMatchObject({ answered: 9, failed: 1, requests: 12, retries: 2 });
  });

  it("fails non-retryable failures at once", async () => {
    const provider = createFakeProvider({
      script: (request) => (request.promptId === "p1" ? { kind: "bad-request", message: "400" } : undefined),
    });
    const run = await runQueries(makeRequests(5), deps(provider), options());
    expect(run.outcomes[1]).toMatchObject({
      status: "failed",
      attempts: 1,
      failure: { kind: "bad-request" },
    });
    expect(provider.calls).toHaveLength(5);
  });

  it.each(["auth", "unsupported-parameter"] as const)(
    "stops sending after the first %s failure and fails the rest with it",
    async (kind) => {
      const failure = { kind, message: `${kind} problem`, hint: "fix the config" };
      const provider = createFakeProvider({ latencyMs: 2, script: () => failure });
      const requests = makeRequests(1000);
      const run = await runQueries(
        requests,
        deps(provider),
        options({ concurrency: { initial: 4, max: 64 } }),
      );
      expect(provider.calls.length).toBeLessThanOrEqual(4);
      expect(run.stats.failed).toBe(1000);
      expect(run.outcomes.every((o) => o.status === "failed" && o.failure.kind === kind)).toBe(true);
      expect(run.outcomes[999]).toMatchObject({ attempts: 0, failure: { hint: "fix the config" } });
      expectOnePerRequest(requests, run.outcomes);
    },
  );

  it("loses and duplicates nothing under a seeded storm of 429s, 500s, timeouts and broken connections", async () => {
    const failures = {
      "rate-limited": 0.2,
      "server-error": 0.15,
      timeout: 0.1,
      connection: 0.05,
      malformed: 0.05,
    };
    const provider = createFakeProvider({
      latencyMs: 1,
      failures,
      random: seededRandom(11),
      concurrencyLimit: 40,
    });
    const recorder = createMemoryRecorder();
    const requests = makeRequests(1500);
    const run = await runQueries(requests, deps(provider, { recorder }), options({ maxAttempts: 3 }));
    expectOnePerRequest(requests, run.outcomes);
    const { answered, failed, skipped, fromCache, requests: sent, rateLimited } = run.stats;
    expect(answered + failed + skipped + fromCache).toBe(1500);
    expect(skipped).toBe(0);
    expect(answered).toBe(count(run.outcomes, "answered"));
    expect(failed).toBeGreaterThan(0);
    expect(provider.calls).toHaveLength(sent);
    // Bounded: each item has maxAttempts tries for errors, plus its 429s.
    expect(sent).toBeLessThanOrEqual(1500 * 3 + rateLimited);
    for (const outcome of run.outcomes) {
      if (outcome.status === "failed") {
        expect(outcome.failure.kind).not.toBe("rate-limited");
        expect(outcome.attempts).toBeGreaterThanOrEqual(3);
      }
    }
    expect(recorder.outcomes).toHaveLength(1500);
  });

  it("never throws when the provider throws something that is not a ProviderError", async () => {
    const provider = {
      ...createFakeProvider(),
      complete: async () => Promise.reject(new TypeError("fetch failed")),
    };
    const run = await runQueries(makeRequests(3), deps(provider), options({ maxAttempts: 2 }));
    expect(run.outcomes[0]).toMatchObject({ status: "failed", attempts: 2, failure: { kind: "connection" } });
  });
});

describe("the rate-limit budget", () => {
  it("gives up on rate-limited items once the budget is spent, with a clear message, and skips the unsent", async () => {
    const provider = createFakeProvider({
      script: () => ({ kind: "rate-limited", message: "429", retryAfterMs: 10 }),
    });
    const requests = makeRequests(300);
    const started = Date.now();
    const run = await runQueries(requests, deps(provider), options({ rateLimitBudgetMs: 150 }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(run.stoppedBy).toBe("rate-limit-budget");
    expectOnePerRequest(requests, run.outcomes);
    const failed = run.outcomes.filter((o) => o.status === "failed");
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed) {
      expect(outcome.failure.kind).toBe("rate-limited");
      expect(outcome.failure.message).toMatch(/rateLimitBudgetMs/);
    }
    expect(
      run.outcomes.filter((o) => o.status === "skipped").every((o) => o.reason === "rate-limit-budget"),
    ).toBe(true);
    // A server refusing even one request at a time: the window falls to its floor, where a refused item keeps its
    // slot while it waits, so the server is not hammered with every item.
    expect(provider.calls.length).toBeLessThan(300);
  });

  it("does not sleep a Retry-After longer than the budget", async () => {
    const provider = createFakeProvider({
      script: () => ({ kind: "rate-limited", message: "429", retryAfterMs: 60_000 }),
    });
    const started = Date.now();
    const run = await runQueries(makeRequests(5), deps(provider), options({ rateLimitBudgetMs: 100 }));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(run.stats.failed).toBe(5);
  });

  it("is not spent by the occasional 429 while answers keep arriving", async () => {
    // Every 40th request is refused whatever the concurrency: the window now finds and holds the limit, so the
    // limit alone may never refuse one, and the budget must still not be spent while answers keep coming.
    const provider = createFakeProvider({
      latencyMs: 3,
      concurrencyLimit: 8,
      retryAfterMs: 5,
      script: (_request, call) =>
        call % 40 === 39 ? { kind: "rate-limited", message: "429", retryAfterMs: 5 } : undefined,
    });
    const run = await runQueries(makeRequests(600), deps(provider), options({ rateLimitBudgetMs: 40 }));
    expect(run.stats.rateLimited).toBeGreaterThan(0);
    expect(run.stats.wallMs).toBeGreaterThan(40);
    expect(run.stats.answered).toBe(600);
    expect(run.stoppedBy).toBeUndefined();
  });
});

describe("budget caps", () => {
  it("stops at maxRequests: exactly that many sent, in-flight answers kept, the rest skipped", async () => {
    const provider = createFakeProvider({ latencyMs: 2 });
    const requests = makeRequests(200);
    const run = await runQueries(requests, deps(provider), options({ budget: { maxRequests: 50 } }));
    expect(provider.calls).toHaveLength(50);
    expect(run.stoppedBy).toBe("max-requests");
    expect(run.stats).toMatchObject({ requests: 50, answered: 50, skipped: 150 });
    expect(run.outcomes.filter((o) => o.status === "skipped").every((o) => o.reason === "max-requests")).toBe(
      true,
    );
    expectOnePerRequest(requests, run.outcomes);
  });

  it("counts retries as requests", async () => {
    const provider = createFakeProvider({ script: () => ({ kind: "server-error", message: "500" }) });
    const run = await runQueries(makeRequests(10), deps(provider), options({ budget: { maxRequests: 7 } }));
    expect(provider.calls).toHaveLength(7);
    expect(run.stoppedBy).toBe("max-requests");
  });

  // Caps on tokens and dollars reserve each request's worst case before sending it: see pool-budget.test.ts.
  it("stops before maxTokens, keeping the answers of requests already in flight", async () => {
    const provider = createFakeProvider({ latencyMs: 2, usage: { inputTokens: 8, outputTokens: 2 } });
    const requests = withOutputLimit(makeRequests(500));
    const run = await runQueries(requests, deps(provider), options({ budget: { maxTokens: 300 } }));
    expect(run.stoppedBy).toBe("max-tokens");
    expect(run.stats.inputTokens + run.stats.outputTokens).toBeLessThanOrEqual(300);
    expect(run.stats.answered).toBe(provider.calls.length);
    expect(run.stats.skipped).toBe(500 - run.stats.answered);
  });

  it("stops before maxCostUsd computed from the prices", async () => {
    const prices = { inputPerMillion: 1000, outputPerMillion: 5000 }; // 0.01 + 0.01 USD per answer
    const provider = createFakeProvider({ latencyMs: 2, usage: { inputTokens: 10, outputTokens: 2 } });
    const run = await runQueries(
      withOutputLimit(makeRequests(500)),
      deps(provider),
      options({ budget: { maxCostUsd: 0.5, prices } }),
    );
    expect(run.stoppedBy).toBe("max-cost");
    expect(run.stats.costUsd).toBeCloseTo(run.stats.answered * 0.02, 10);
    expect(run.stats.costUsd).toBeLessThanOrEqual(0.5);
    expect(run.stats.skipped).toBeGreaterThan(0);
  });
});

/** The requests with a 2-token output limit, which token and cost caps need to bound a request's worst case. */
function withOutputLimit(requests: ChatRequest[]): ChatRequest[] {
  return requests.map((request) => ({ ...request, params: { ...request.params, maxTokens: 2 } }));
}

describe("cancellation", () => {
  it("stops sending, aborts requests in flight, keeps the answers received, skips the rest, and resolves", async () => {
    const controller = new AbortController();
    const provider = createFakeProvider({ latencyMs: 10 });
    const requests = makeRequests(2000);
    setTimeout(() => controller.abort(), 60);
    const run = await runQueries(requests, deps(provider, { signal: controller.signal }), options());
    expectOnePerRequest(requests, run.outcomes);
    expect(run.stoppedBy).toBe("cancelled");
    expect(run.stats.answered).toBe(provider.stats.answered);
    expect(run.stats.answered).toBeGreaterThan(8);
    expect(run.stats.answered).toBeLessThan(2000);
    expect(run.stats.failed).toBe(0);
    expect(run.stats.skipped).toBe(2000 - run.stats.answered);
    expect(run.outcomes.filter((o) => o.status === "skipped").every((o) => o.reason === "cancelled")).toBe(
      true,
    );
    // Each call had its own signal, and those still in flight were aborted.
    expect(new Set(provider.signals).size).toBe(provider.calls.length);
    expect(provider.stats.aborted).toBeGreaterThan(0);
    expect(provider.signals.filter((signal) => signal.aborted)).toHaveLength(provider.stats.aborted);
  });

  it("wakes items backing off and sends nothing when the signal is already aborted", async () => {
    const provider = createFakeProvider();
    const run = await runQueries(makeRequests(5), deps(provider, { signal: AbortSignal.abort() }), options());
    expect(provider.calls).toHaveLength(0);
    expect(run.stats.skipped).toBe(5);

    const controller = new AbortController();
    const failing = createFakeProvider({ script: () => ({ kind: "server-error", message: "500" }) });
    setTimeout(() => controller.abort(), 30);
    const started = Date.now();
    const slow = { baseMs: 10_000, maxMs: 10_000 };
    const backingOff = await runQueries(
      makeRequests(3),
      deps(failing, { signal: controller.signal }),
      options({ backoff: slow }),
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(backingOff.outcomes.every((o) => o.status === "skipped" && o.reason === "cancelled")).toBe(true);
  });
});

/** A clock that records every sleep and returns at once, for checking the waits the pool chooses. */
function recordingClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => performance.now(), sleep: async (ms) => void sleeps.push(ms) };
}

describe("jitter", () => {
  it("draws every wait from the injected random source: same seed, same waits", async () => {
    const waitsFor = async (seed: number) => {
      const clock = recordingClock();
      const provider = createFakeProvider({
        latencyMs: 0,
        failures: { "server-error": 0.3, "rate-limited": 0.2 },
        random: seededRandom(5),
      });
      await runQueries(
        makeRequests(100),
        deps(provider, { clock, random: seededRandom(seed) }),
        options({ concurrency: { initial: 1, max: 1 } }),
      );
      return clock.sleeps;
    };
    const first = await waitsFor(1);
    expect(first.length).toBeGreaterThan(20);
    expect(await waitsFor(1)).toEqual(first);
    expect(await waitsFor(2)).not.toEqual(first);
  });

  it("waits the Retry-After hint plus jitter after a 429", async () => {
    const clock = recordingClock();
    let calls = 0;
    const provider = createFakeProvider({
      script: () => (calls++ === 0 ? { kind: "rate-limited", message: "429", retryAfterMs: 200 } : undefined),
    });
    await runQueries(makeRequests(1), deps(provider, { clock, random: () => 0.5 }), options());
    expect(clock.sleeps).toEqual([200 + 0.5 * 50]);
  });
});

describe("progress and options", () => {
  it("reports progress ending with every item done", async () => {
    const snapshots: PoolProgress[] = [];
    const provider = createFakeProvider({ latencyMs: 1 });
    await runQueries(makeRequests(300), deps(provider, { onProgress: (p) => snapshots.push(p) }), options());
    expect(snapshots[0]).toMatchObject({ total: 300, done: 0 });
    expect(snapshots.at(-1)).toMatchObject({
      total: 300,
      done: 300,
      answered: 300,
      inFlight: 0,
      tokens: 3600,
    });
    expect(snapshots.length).toBeLessThan(100);
  });

  it("resolves at once for no requests", async () => {
    const run = await runQueries([], deps(createFakeProvider()), options());
    expect(run.outcomes).toEqual([]);
  });

  it("throws a RangeError for options it cannot honour, before sending anything", () => {
    const provider = createFakeProvider();
    const bad = (o: Partial<PoolOptions>) => () => runQueries(makeRequests(1), deps(provider), options(o));
    expect(bad({ maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(bad({ concurrency: { initial: 8, min: 0, max: 8 } })).toThrow(/concurrency/);
    expect(bad({ budget: { maxCostUsd: 1 } })).toThrow(/prices/);
    expect(bad({ backoff: { baseMs: 10, maxMs: 1 } })).toThrow(/backoff/);
    expect(provider.calls).toHaveLength(0);
  });
});
