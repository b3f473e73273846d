/**
 * An in-process stand-in for an OpenAI-compatible server, for pool tests with real timers: it answers after
 * `latencyMs`, refuses with 429 (+ retryAfterMs) beyond `concurrencyLimit` requests in flight, and can fail at
 * random from a seeded random source, so every storm replays.
 */

import type { Recorder, ResponseCache } from "../../src/answers/stores.js";
import {
  type ChatAnswer,
  type ChatProvider,
  type ChatRequest,
  type FailureKind,
  ProviderError,
  type ProviderFailure,
  type QueryOutcome,
} from "../../src/providers/types.js";

export interface FakeServerOptions {
  /** Ms before an answer (or a failure other than the concurrency 429). */
  latencyMs?: number;
  /** Requests the server handles at once; more get a 429. */
  concurrencyLimit?: number;
  /**
   * Retry-After hint on 429s, ms; `"earliest-slot"`: the ms until the earliest request in flight finishes (as
   * the bench's simulator and real gateways do); absent: no hint.
   */
  retryAfterMs?: number | "earliest-slot";
  /** Ms before a 429 comes back; default 0 (the next timer tick), as real gateways refuse at once. */
  rejectLatencyMs?: number;
  /** Probability per call of each injected failure, drawn from `random`. */
  failures?: Partial<Record<FailureKind, number>>;
  /** Seeded uniform [0, 1) for `failures`. */
  random?: () => number;
  /** Decides a call's fate before anything else; return a failure to fail it. */
  script?: (request: ChatRequest, call: number) => ProviderFailure | undefined;
  /** Tokens each answer reports. */
  usage?: { inputTokens: number; outputTokens: number };
}

export interface FakeProvider extends ChatProvider {
  /** Calls received, in order. */
  readonly calls: ChatRequest[];
  /** Signal of every call, in order. */
  readonly signals: AbortSignal[];
  readonly stats: {
    inFlight: number;
    maxInFlight: number;
    rejected: number;
    answered: number;
    aborted: number;
  };
}

/** Creates the fake server. */
export function createFakeProvider(options: FakeServerOptions = {}): FakeProvider {
  const latencyMs = options.latencyMs ?? 1;
  const limit = options.concurrencyLimit ?? Number.POSITIVE_INFINITY;
  const random = options.random ?? seededRandom(1);
  const stats = { inFlight: 0, maxInFlight: 0, rejected: 0, answered: 0, aborted: 0 };
  const calls: ChatRequest[] = [];
  const signals: AbortSignal[] = [];
  // Due times of answers in flight, in start order: every answer takes latencyMs, so due[0] finishes first.
  const due: number[] = [];
  const complete = (request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> => {
    calls.push(request);
    signals.push(signal);
    const scripted = options.script?.(request, calls.length - 1) ?? drawFailure(options.failures, random);
    if (scripted === undefined && stats.inFlight >= limit) {
      stats.rejected++;
      const failure: ProviderFailure = {
        kind: "rate-limited",
        message: "429 Too Many Requests",
        status: 429,
      };
      const hint = options.retryAfterMs;
      if (hint === "earliest-slot") failure.retryAfterMs = Math.max(1, (due[0] ?? 0) - performance.now());
      else if (hint !== undefined) failure.retryAfterMs = hint;
      return respond(
        options.rejectLatencyMs ?? 0,
        signal,
        () => undefined,
        () => failure,
      );
    }
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    const dueAt = performance.now() + latencyMs;
    due.push(dueAt);
    const usage = options.usage ?? { inputTokens: 10, outputTokens: 2 };
    const release = (): void => {
      stats.inFlight--;
      due.splice(due.indexOf(dueAt), 1);
    };
    return respond(latencyMs, signal, release, () => {
      if (scripted !== undefined) return scripted;
      stats.answered++;
      return { text: `answer to ${request.promptId}#${request.trial}`, usage };
    });
  };
  /** Settles after `ms` with `result()`, or at once as cancelled when `signal` aborts; `release` runs either way. */
  const respond = (
    ms: number,
    signal: AbortSignal,
    release: () => void,
    result: () => ChatAnswer | ProviderFailure,
  ) =>
    new Promise<ChatAnswer>((resolve, reject) => {
      const finish = (): void => {
        signal.removeEventListener("abort", onAbort);
        release();
        const outcome = result();
        if ("kind" in outcome) reject(new ProviderError(outcome));
        else resolve(outcome);
      };
      const timer = setTimeout(finish, ms);
      const onAbort = (): void => {
        clearTimeout(timer);
        release();
        stats.aborted++;
        reject(new ProviderError({ kind: "cancelled", message: "aborted" }));
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  return { id: "fake:test", host: "fake.test", complete, calls, signals, stats };
}

function drawFailure(
  failures: FakeServerOptions["failures"],
  random: () => number,
): ProviderFailure | undefined {
  if (failures === undefined) return undefined;
  let draw = random();
  for (const [kind, probability] of Object.entries(failures) as [FailureKind, number][]) {
    if (draw < probability) {
      const failure: ProviderFailure = { kind, message: `injected ${kind}` };
      // Half the injected 429s carry a hint, so both kinds of wait are exercised.
      if (kind === "rate-limited" && random() < 0.5) failure.retryAfterMs = 2;
      return failure;
    }
    draw -= probability;
  }
  return undefined;
}

/** mulberry32: a tiny seeded uniform [0, 1) source for tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct requests: prompts p0, p1, … with one trial each. */
export function makeRequests(count: number): ChatRequest[] {
  return Array.from({ length: count }, (_, index) => ({
    promptId: `p${index}`,
    trial: 0,
    messages: [{ role: "user", content: `question ${index}` }],
    params: { model: "fake-model", timeoutMs: 1000 },
  }));
}

/** The cache key tests use: prompt and trial. */
export function keyOf(request: ChatRequest): string {
  return `${request.promptId}#${request.trial}`;
}

/** An in-memory cache; `getDelayMs` makes lookups slow, `log` records get/put in order. */
export function createMemoryCache(entries: Map<string, ChatAnswer> = new Map(), getDelayMs = 0) {
  const log: string[] = [];
  const cache: ResponseCache = {
    async get(key) {
      log.push(`get ${key}`);
      if (getDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, getDelayMs));
      return entries.get(key);
    },
    put(key, _request, answer) {
      log.push(`put ${key}`);
      entries.set(key, answer);
    },
    flush: async () => undefined,
    problems: [],
  };
  return { cache, entries, log };
}

/** A recorder keeping every outcome in memory. */
export function createMemoryRecorder(): Recorder & { outcomes: QueryOutcome[] } {
  const outcomes: QueryOutcome[] = [];
  return { outcomes, record: (outcome) => void outcomes.push(outcome), close: async () => undefined };
}
