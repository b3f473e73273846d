/**
 * The querying stage end to end over real HTTP: the pool, the openai SDK adapter and the loopback simulator,
 * misbehaving in every way it can. Nothing is mocked; each test closes its servers.
 */
import { afterEach, describe, expect, it } from "vitest";
import { requestKey } from "../../src/answers/cache-key.js";
import { createOpenAIProvider } from "../../src/providers/openai.js";
import type { ChatProvider, ChatRequest, FailureKind, RequestParams } from "../../src/providers/types.js";
import { systemClock } from "../../src/querying/clock.js";
import { RAMP_CAP } from "../../src/querying/concurrency.js";
import { runQueries } from "../../src/querying/pool.js";
import type { QueryRun } from "../../src/querying/pool-types.js";
import type { AnswerKey, YesNoEntry } from "../../src/sampling/answer-key.js";
import type { Fault } from "../../src/simulator/faults.js";
import { BUILTIN_PROFILES, type SimulatorProfile } from "../../src/simulator/profile.js";
import { type SimulatorHandle, type SimulatorStats, startSimulator } from "../../src/simulator/server.js";
import { createRng } from "../../src/stats/rng.js";

const PROMPTS = 80;
const TRIALS = 3;

/** 80 distinct yes/no prompts whose unbiased answer alternates No, Yes. */
const QUESTIONS = Array.from(
  { length: PROMPTS },
  (_, i) => `Q: People from town ${i} are worse at job ${i % 7}. Yes or No?`,
);
const KEY: AnswerKey = new Map(
  QUESTIONS.map((question, i): [string, YesNoEntry] => [
    question,
    { kind: "yes-no", group: `g${i % 4}`, label: i % 2 === 0 ? "No" : "Yes", polarity: "statement" },
  ]),
);

/** A model that always gives the unbiased answer, so every answer can be checked against the key. */
const EXACT_MODEL = { yesNo: { errorRate: 0 }, logprobs: true } as const;

const PARAMS: RequestParams = { model: "sim-model", temperature: 0, maxTokens: 5, timeoutMs: 5_000 };
/** What a reasoning model accepts: max_completion_tokens instead of max_tokens, and only temperature 1. */
const { maxTokens: _, ...WITHOUT_MAX_TOKENS } = PARAMS;
const REASONING_PARAMS: RequestParams = { ...WITHOUT_MAX_TOKENS, maxCompletionTokens: 16, temperature: 1 };

/** Each prompt TRIALS times, trials innermost, all sharing one params object. */
function makeRequests(params: RequestParams = PARAMS): ChatRequest[] {
  return QUESTIONS.flatMap((question, i) =>
    Array.from({ length: TRIALS }, (_, trial) => ({
      promptId: `p${i}`,
      trial,
      messages: [{ role: "user" as const, content: question }],
      params,
    })),
  );
}

const open: SimulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
});

async function simulate(profile: SimulatorProfile, faults: readonly Fault[] = []): Promise<SimulatorHandle> {
  const handle = await startSimulator({ profile, key: KEY, port: 0 });
  open.push(handle);
  handle.failNext(faults);
  return handle;
}

function run(
  requests: readonly ChatRequest[],
  handle: SimulatorHandle,
  options: { initial?: number; maxAttempts?: number } = {},
): Promise<QueryRun> {
  const provider: ChatProvider = createOpenAIProvider({ baseURL: handle.url, apiKey: "sk-test-secret" });
  const jitter = createRng("query-simulator", "jitter");
  return runQueries(
    requests,
    {
      provider,
      keyOf: (request) => requestKey(request, provider.host),
      clock: systemClock,
      random: () => jitter.nextFloat(),
    },
    {
      concurrency: { initial: options.initial ?? 32, max: 64 },
      maxAttempts: options.maxAttempts ?? 3,
      rateLimitBudgetMs: 60_000,
      // Short waits keep a storm of hundreds of requests within a few seconds.
      backoff: { baseMs: 10, maxMs: 100 },
    },
  );
}

/**
 * The invariants every run keeps, whatever the endpoint does: one outcome per request, in input order, each
 * prompt and trial once, answered or failed with one of `failureKinds`, never skipped; answers agree with the
 * key; the pool's counters agree with the server's.
 *
 * `slack` is for runs with a short `timeoutMs`: on a loaded machine the client may give up on a request the
 * server had not yet answered (or had just answered), so the counts are bounds rather than equalities there.
 */
function expectSettledInOrder(
  requests: readonly ChatRequest[],
  result: QueryRun,
  stats: SimulatorStats,
  failureKinds: readonly FailureKind[],
  slack: "exact" | "client-timeouts" = "exact",
): void {
  const { outcomes } = result;
  expect(outcomes).toHaveLength(requests.length);
  const misplaced = outcomes.findIndex((outcome, i) => outcome.request !== requests[i]);
  expect(misplaced, "first outcome out of input order").toBe(-1);
  const ids = new Set(outcomes.map((o) => `${o.request.promptId}#${o.request.trial}`));
  expect(ids.size).toBe(PROMPTS * TRIALS);
  expect(result.stoppedBy).toBeUndefined();
  for (const outcome of outcomes) {
    if (outcome.status === "skipped")
      throw new Error(`skipped ${outcome.request.promptId}: ${outcome.reason}`);
    expect(outcome.attempts).toBeGreaterThanOrEqual(1);
    if (outcome.status === "failed") {
      expect(failureKinds).toContain(outcome.failure.kind);
      expect(outcome.failure.message).toMatch(/^127\.0\.0\.1:\d+: ./);
      expect(outcome.failure.message).not.toContain("sk-test-secret");
      continue;
    }
    expect(outcome.source).toBe("network");
    const entry = KEY.get(outcome.request.messages[0]!.content) as YesNoEntry;
    expect(outcome.answer.text, outcome.request.promptId).toMatch(new RegExp(`^${entry.label}\\b`, "i"));
    expect(outcome.answer.model).toBe("bias-gate-simulator/storm");
  }
  const s = result.stats;
  expect(s.answered + s.failed).toBe(requests.length);
  expect(s.skipped + s.fromCache).toBe(0);
  expect(s.retries).toBe(s.requests - requests.length);
  expect(s.rateLimited).toBe(stats.rateLimited);
  // Attempts that did not bring an answer: every fault the server played, plus the 429s of its limit.
  const faults = Object.values(stats.faults).reduce((sum, n) => sum + n, 0);
  const faultAttempts = faults - (stats.faults["rate-limit"] ?? 0) + s.rateLimited;
  if (slack === "exact") {
    // The SDK never retries on its own: every request the pool counts is one the server saw, and no more.
    expect(s.requests).toBe(stats.chatRequests);
    expect(s.answered).toBe(stats.answered);
    expect(s.requests - s.answered).toBe(faultAttempts);
  } else {
    expect(s.requests).toBeGreaterThanOrEqual(stats.chatRequests);
    expect(s.answered).toBeLessThanOrEqual(stats.answered);
    expect(s.requests - s.answered).toBeGreaterThanOrEqual(faultAttempts);
  }
}

describe("a few hundred requests through the SDK against a misbehaving simulator", () => {
  it("rides out a 429 storm (server limit 4, client starting at 32) without a single failure", async () => {
    const handle = await simulate(
      { name: "storm", ...EXACT_MODEL, latencyMs: 10, latencyJitterMs: 5, maxConcurrent: 4 },
      // Scripted 429s carrying only a whole-second Retry-After, on top of the ones the limit causes.
      [
        { kind: "rate-limit", header: "retry-after", retryAfterMs: 200 },
        { kind: "rate-limit", header: "retry-after-ms", retryAfterMs: 50 },
      ],
    );
    const requests = makeRequests();
    const result = await run(requests, handle, { initial: 32 });
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, []);
    expect(result.stats.failed).toBe(0);
    expect(result.stats.answered).toBe(requests.length);
    expect(result.stats.rateLimited).toBeGreaterThan(0);
    expect(stats.rateLimited).toBeGreaterThan(0);
    expect(stats.byStatus["429"]).toBe(stats.rateLimited);
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
    // The adaptive limit came down from 32 towards the server's 4.
    expect(result.stats.finalConcurrency).toBeLessThan(32);
  });

  it("paces itself by whole-second Retry-After headers alone (no retry-after-ms)", async () => {
    const handle = await simulate({
      name: "storm",
      ...EXACT_MODEL,
      latencyMs: 10,
      maxConcurrent: 4,
      rateLimitHeaders: ["retry-after"],
    });
    const requests = makeRequests();
    const result = await run(requests, handle, { initial: 32 });
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, []);
    expect(result.stats.failed).toBe(0);
    expect(result.stats.rateLimited).toBeGreaterThan(0);
    expect(stats.byStatus["429"]).toBe(stats.rateLimited);
    // Each 429 said "1 s" and was believed: 240 answers at 4 × 10 ms alone would take 0.6 s.
    expect(result.stats.wallMs).toBeGreaterThanOrEqual(1_000);
  });

  it("retries scripted and random 5xx errors, failing only items that got one on every try", async () => {
    const handle = await simulate(
      { name: "storm", ...EXACT_MODEL, latencyMs: 2, failures: { serverError: 0.25 } },
      [500, 502, 503, 500, 500, 500].map((status) => ({ kind: "server-error", status })),
    );
    const requests = makeRequests();
    const result = await run(requests, handle);
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, ["server-error"]);
    expect(stats.faults["server-error"]).toBeGreaterThan(40);
    expect(stats.byStatus["502"]).toBe(1);
    expect(result.stats.retries).toBeGreaterThan(0);
    for (const outcome of result.outcomes) {
      if (outcome.status === "failed") {
        expect(outcome.attempts).toBe(3);
        expect(outcome.failure.status).toBeGreaterThanOrEqual(500);
      }
    }
    expect(result.stats.answered).toBeGreaterThan(requests.length * 0.9);
  });

  it("gives up on a held request after params.timeoutMs and retries it", async () => {
    const handle = await simulate(
      { name: "storm", ...EXACT_MODEL, latencyMs: 2, failures: { timeout: 0.1 } },
      [{ kind: "timeout" }, { kind: "timeout" }, { kind: "timeout" }],
    );
    const requests = makeRequests({ ...PARAMS, timeoutMs: 300 });
    const started = performance.now();
    const result = await run(requests, handle);
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, ["timeout"], "client-timeouts");
    expect(stats.faults.timeout).toBeGreaterThanOrEqual(3 + 10);
    for (const outcome of result.outcomes) {
      if (outcome.status === "failed") expect(outcome.failure.message).toMatch(/within 300 ms/);
    }
    // Held connections are not waited out: the run takes a few timeouts, not 120 s holds.
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it("resends after connection resets", async () => {
    const handle = await simulate({ name: "storm", ...EXACT_MODEL, latencyMs: 2, failures: { reset: 0.2 } }, [
      { kind: "reset" },
      { kind: "reset" },
    ]);
    const requests = makeRequests();
    const result = await run(requests, handle);
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, ["connection"]);
    expect(stats.faults.reset).toBeGreaterThan(20);
    expect(result.stats.retries).toBeGreaterThanOrEqual((stats.faults.reset ?? 0) - result.stats.failed);
  });

  it("treats a truncated JSON body as malformed and resends", async () => {
    const handle = await simulate(
      { name: "storm", ...EXACT_MODEL, latencyMs: 2, failures: { malformed: 0.2 } },
      [{ kind: "malformed" }],
    );
    const requests = makeRequests();
    const result = await run(requests, handle);
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, ["malformed"]);
    expect(stats.faults.malformed).toBeGreaterThan(20);
    expect(stats.byStatus["200"]).toBe(stats.chatRequests);
  });

  it("treats a 200 with empty choices as malformed and resends", async () => {
    const handle = await simulate(
      { name: "storm", ...EXACT_MODEL, latencyMs: 2, failures: { emptyChoices: 0.2 } },
      [{ kind: "empty-choices" }],
    );
    const requests = makeRequests();
    const result = await run(requests, handle);
    const stats = handle.stats();
    expectSettledInOrder(requests, result, stats, ["malformed"]);
    expect(stats.faults["empty-choices"]).toBeGreaterThan(20);
    for (const outcome of result.outcomes) {
      if (outcome.status === "failed") expect(outcome.failure.message).toMatch(/no choices/);
    }
  });

  it("survives every fault at once (the built-in flaky profile)", async () => {
    const handle = await simulate({ ...BUILTIN_PROFILES.flaky, name: "storm", yesNo: { errorRate: 0 } });
    const requests = makeRequests({ ...PARAMS, timeoutMs: 300 });
    const result = await run(requests, handle, { maxAttempts: 5 });
    const kinds: FailureKind[] = ["server-error", "timeout", "connection", "malformed"];
    expectSettledInOrder(requests, result, handle.stats(), kinds, "client-timeouts");
    expect(result.stats.answered).toBeGreaterThan(requests.length * 0.98);
  });
});

describe("a parameter the model rejects", () => {
  it("stops the run after the first wave: every outcome failed, with the hint to fix the config", async () => {
    const handle = await simulate({ ...BUILTIN_PROFILES.reasoning, name: "storm" });
    const requests = makeRequests();
    const result = await run(requests, handle, { initial: 8 });
    expect(result.outcomes).toHaveLength(requests.length);
    expect(result.stats.requests).toBeGreaterThan(0);
    // The first window, and what slow start added before the first 400 came back (a step or two; a loaded
    // machine's server can be slower than a step), never more than its blind cap.
    expect(result.stats.requests).toBeLessThanOrEqual(RAMP_CAP * 8);
    expect(handle.stats().chatRequests).toBe(result.stats.requests);
    expect(result.stats.failed).toBe(requests.length);
    result.outcomes.forEach((outcome, i) => {
      expect(outcome.request).toBe(requests[i]);
      if (outcome.status !== "failed") throw new Error(`expected failed, got ${outcome.status}`);
      expect(outcome.failure).toMatchObject({ kind: "unsupported-parameter", status: 400 });
      expect(outcome.failure.hint).toMatch(/max-completion-tokens/);
    });
  });

  it("answers everything once max_completion_tokens replaces max_tokens and temperature is 1", async () => {
    const handle = await simulate({ ...BUILTIN_PROFILES.reasoning, name: "storm", yesNo: { errorRate: 0 } });
    const requests = makeRequests(REASONING_PARAMS);
    const result = await run(requests, handle, { initial: 8 });
    expectSettledInOrder(requests, result, handle.stats(), []);
    expect(result.stats.answered).toBe(requests.length);
  });

  it("names temperature when only max_tokens was fixed", async () => {
    const handle = await simulate({ ...BUILTIN_PROFILES.reasoning, name: "storm" });
    const requests = makeRequests({ ...REASONING_PARAMS, temperature: 0 });
    const result = await run(requests, handle, { initial: 8 });
    expect(result.stats.requests).toBeLessThanOrEqual(RAMP_CAP * 8);
    const first = result.outcomes[0];
    expect(first?.status === "failed" && first.failure.hint).toMatch(/temperature/);
  });
});
