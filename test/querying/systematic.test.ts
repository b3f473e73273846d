/**
 * Endpoint failures every request would repeat stop the run within a few requests, and an overall deadline
 * bounds a hanging endpoint. The pool is driven with in-process fakes: a scripted provider and a fake clock.
 */
import { describe, expect, it } from "vitest";
import {
  type ChatAnswer,
  type ChatProvider,
  type ChatRequest,
  ProviderError,
  type ProviderFailure,
} from "../../src/providers/types.js";
import type { Clock } from "../../src/querying/clock.js";
import { systemClock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
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

const options = (overrides: Partial<PoolOptions> = {}): PoolOptions => ({
  concurrency: { initial: 8, max: 256 },
  maxAttempts: 4,
  rateLimitBudgetMs: 10_000,
  backoff: { baseMs: 1, maxMs: 5 },
  ...overrides,
});
const deps = (provider: ChatProvider, overrides: Partial<PoolDeps> = {}): PoolDeps => ({
  provider,
  keyOf,
  clock: systemClock,
  random: seededRandom(3),
  ...overrides,
});

const refused: ProviderFailure = {
  kind: "connection",
  message: "127.0.0.1:9: Connection error. (connect ECONNREFUSED 127.0.0.1:9)",
  hint: "check provider.base-url / --base-url; is the server running?",
};

/** Requests a dead host can receive: (8 slots + 2 items started after the first two gave up) × 4 attempts. */
const WINDOW_BOUND = (8 + 2) * 4;

describe("systematic endpoint failures stop the run", () => {
  it("halts after a few items when every attempt is refused and nothing was ever answered", async () => {
    const provider = createFakeProvider({ latencyMs: 0, script: () => refused });
    const requests = makeRequests(700);
    const run = await runQueries(requests, deps(provider), options());
    // At most the first window of items and the two started as the first two gave up, each to its last attempt:
    // not 700 × 4.
    expect(provider.calls.length).toBeLessThanOrEqual(WINDOW_BOUND);
    expect(run.stats.requests).toBe(provider.calls.length);
    expect(run.outcomes).toHaveLength(700);
    expect(run.outcomes.every((o) => o.status === "failed" && o.failure.kind === "connection")).toBe(true);
    expect(run.halted).toMatchObject({ kind: "connection", failure: { hint: refused.hint } });
    expect(run.halted?.requests).toBe(provider.calls.length);
    expect(run.stoppedBy).toBeUndefined();
  });

  it("keeps retrying connection errors once the endpoint has answered: a blip is not a dead endpoint", async () => {
    const broken = new Set(["p10", "p11", "p12", "p13", "p14", "p15"]);
    const provider = createFakeProvider({
      latencyMs: 1,
      script: (request) => (broken.has(request.promptId) ? refused : undefined),
    });
    const run = await runQueries(makeRequests(100), deps(provider), options());
    expect(run.halted).toBeUndefined();
    expect(run.stats.answered).toBe(94);
    expect(run.stats.skipped).toBe(0);
    for (const outcome of run.outcomes.filter((o) => o.status === "failed")) {
      expect(outcome.attempts).toBe(4);
      expect(broken.has(outcome.request.promptId)).toBe(true);
    }
  });

  it("a cache hit is not an answer from the endpoint: unreachable still halts", async () => {
    const { cache } = createMemoryCache(
      new Map([["p0#0", { text: "Yes", usage: { inputTokens: 1, outputTokens: 1 } }]]),
    );
    const provider = createFakeProvider({ latencyMs: 0, script: () => refused });
    const run = await runQueries(makeRequests(300), deps(provider, { cache }), options());
    expect(run.outcomes[0]).toMatchObject({ status: "answered", source: "cache" });
    expect(provider.calls.length).toBeLessThanOrEqual(WINDOW_BOUND);
    expect(run.halted?.kind).toBe("connection");
  });

  it.each([
    ["model-not-found", 404, "check provider.model / --model"],
    ["auth", 401, "set the API key"],
  ] as const)("halts on the first %s (HTTP %i) and fails the rest with it", async (kind, status, hint) => {
    const failure: ProviderFailure = { kind, status, message: `${status} from the endpoint`, hint };
    const provider = createFakeProvider({ latencyMs: 1, script: () => failure });
    const run = await runQueries(
      makeRequests(1000),
      deps(provider),
      options({ concurrency: { initial: 4, max: 8 } }),
    );
    expect(provider.calls.length).toBeLessThanOrEqual(4);
    expect(run.outcomes.every((o) => o.status === "failed" && o.failure.kind === kind)).toBe(true);
    expect(run.outcomes[999]).toMatchObject({ attempts: 0, failure: { status, hint } });
    expect(run.halted).toEqual({ kind, failure, requests: provider.calls.length });
  });
});

/** A clock the test moves: `sleep` resolves when `advance` passes its due time, or at once when aborted. */
function fakeClock(): Clock & { advance(ms: number): void; readonly sleeping: number } {
  let now = 0;
  const sleepers: { due: number; wake: () => void }[] = [];
  return {
    now: () => now,
    get sleeping() {
      return sleepers.length;
    },
    sleep(ms, signal) {
      return new Promise((resolve) => {
        const sleeper = { due: now + ms, wake: () => finish() };
        const finish = () => {
          const at = sleepers.indexOf(sleeper);
          if (at >= 0) sleepers.splice(at, 1);
          signal?.removeEventListener("abort", finish);
          resolve();
        };
        if (signal?.aborted) return resolve();
        sleepers.push(sleeper);
        signal?.addEventListener("abort", finish, { once: true });
      });
    },
    advance(ms) {
      now += ms;
      for (const sleeper of sleepers.filter((s) => s.due <= now)) sleeper.wake();
    },
  };
}

/** Answers the first `answering` prompts at once; every other request hangs until its signal aborts. */
function hangingAfter(answering: number): ChatProvider & { calls: ChatRequest[]; aborted: number } {
  const provider = {
    id: "fake:hanging",
    host: "hanging.test",
    calls: [] as ChatRequest[],
    aborted: 0,
    complete(request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> {
      provider.calls.push(request);
      if (Number(request.promptId.slice(1)) < answering) {
        return Promise.resolve({ text: "Yes", usage: { inputTokens: 3, outputTokens: 1 } });
      }
      return new Promise((_, reject) => {
        signal.addEventListener("abort", () => {
          provider.aborted++;
          reject(new ProviderError({ kind: "cancelled", message: "aborted" }));
        });
      });
    },
  };
  return provider;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the overall deadline", () => {
  it("stops sending, aborts the requests in flight and keeps every answer received", async () => {
    const clock = fakeClock();
    const provider = hangingAfter(5);
    const recorder = createMemoryRecorder();
    const { cache, entries } = createMemoryCache();
    const pending = runQueries(
      makeRequests(50),
      deps(provider, { clock, recorder, cache }),
      options({ deadlineMs: 60_000 }),
    );
    await settle();
    // Five answered; every slot is now held by a request that never answers. Slow start grows the window by time
    // while answers keep coming, not by answers, and these stopped: 8 slots, and nothing more is sent.
    const sent = provider.calls.length;
    expect(sent).toBe(5 + 8);
    clock.advance(59_999);
    await settle();
    expect(provider.aborted).toBe(0);
    expect(provider.calls).toHaveLength(sent);
    clock.advance(1);
    const run = await pending;
    expect(provider.aborted).toBe(sent - 5);
    expect(provider.calls).toHaveLength(sent);
    expect(run.stoppedBy).toBe("deadline");
    expect(run.halted).toBeUndefined();
    expect(run.outcomes.slice(0, 5).every((o) => o.status === "answered")).toBe(true);
    expect(run.outcomes.slice(5).every((o) => o.status === "skipped" && o.reason === "deadline")).toBe(true);
    expect(run.stats).toMatchObject({ answered: 5, skipped: 45, failed: 0, requests: sent });
    expect([...entries.keys()].sort()).toEqual(["p0#0", "p1#0", "p2#0", "p3#0", "p4#0"]);
    expect(recorder.outcomes).toHaveLength(50);
    expect(clock.sleeping).toBe(0);
  });

  it("cuts a backoff short: an item waiting to retry is skipped, not failed", async () => {
    const clock = fakeClock();
    const provider = createFakeProvider({
      latencyMs: 0,
      script: (request) =>
        request.promptId === "p1" ? { kind: "server-error", message: "500", status: 500 } : undefined,
    });
    const pending = runQueries(
      makeRequests(2),
      deps(provider, { clock }),
      options({ deadlineMs: 1_000, backoff: { baseMs: 10_000, maxMs: 10_000 } }),
    );
    await settle();
    clock.advance(1_000);
    const run = await pending;
    expect(run.outcomes[0]?.status).toBe("answered");
    expect(run.outcomes[1]).toMatchObject({ status: "skipped", reason: "deadline" });
    expect(run.stoppedBy).toBe("deadline");
  });

  it("releases its timer when the run ends first, so the process can exit", async () => {
    const clock = fakeClock();
    const provider = createFakeProvider({ latencyMs: 0 });
    const run = await runQueries(
      makeRequests(20),
      deps(provider, { clock }),
      options({ deadlineMs: 60_000 }),
    );
    expect(run.stats.answered).toBe(20);
    expect(run.stoppedBy).toBeUndefined();
    expect(clock.sleeping).toBe(0);
  });

  it.each([0, -1, Number.NaN])("rejects a deadline of %s ms before sending anything", (deadlineMs) => {
    const provider: FakeProvider = createFakeProvider();
    expect(() => runQueries(makeRequests(1), deps(provider), options({ deadlineMs }))).toThrow(/deadlineMs/);
    expect(provider.calls).toHaveLength(0);
  });
});
