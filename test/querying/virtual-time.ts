/**
 * Simulated time for the pool: one virtual timeline carries the clock's sleeps and a stub endpoint's answers, and
 * it advances only once every promise has settled, so a run of minutes replays in about a second and exactly the
 * same way every time. The endpoint behaves like a real rate-limited one: a hard limit of concurrent requests it
 * never states, 429 beyond it at once, with a fixed Retry-After hint (whole seconds, 100 ms) or none.
 */

import {
  type ChatAnswer,
  type ChatProvider,
  type ChatRequest,
  type NetworkTiming,
  ProviderError,
} from "../../src/providers/types.js";
import type { Clock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
import type { PoolOptions, QueryRun } from "../../src/querying/pool-types.js";
import { keyOf, makeRequests, seededRandom } from "./fake-provider.js";

interface Timer {
  at: number;
  seq: number;
  fire: () => void;
}

export interface VirtualTime {
  readonly clock: Clock;
  /** Calls `fire` once the timeline reaches `ms` from now; returns a cancel function. */
  after(ms: number, fire: () => void): () => void;
  /** Advances the timeline until `work` settles; throws if it waits on nothing the timeline can deliver. */
  drive<T>(work: Promise<T>): Promise<T>;
}

export function createVirtualTime(): VirtualTime {
  let now = 0;
  let seq = 0;
  const heap: Timer[] = [];
  const after = (ms: number, fire: () => void): (() => void) => {
    const timer = { at: now + Math.max(0, ms), seq: seq++, fire };
    push(heap, timer);
    return () => {
      timer.fire = () => undefined;
    };
  };
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve) => {
        if (signal?.aborted) return resolve();
        const cancel = after(ms, () => {
          signal?.removeEventListener("abort", wake);
          resolve();
        });
        const wake = (): void => {
          cancel();
          resolve();
        };
        signal?.addEventListener("abort", wake, { once: true });
      }),
  };
  const drive = async <T>(work: Promise<T>): Promise<T> => {
    let settled = false;
    const done = work.finally(() => {
      settled = true;
    });
    for (;;) {
      // Every microtask queued so far, and those they queue, run before an immediate: the pool is idle.
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) return done;
      const first = pop(heap);
      if (first === undefined)
        throw new Error("virtual time: the run waits on nothing the timeline delivers");
      now = first.at;
      first.fire();
      while (heap[0] !== undefined && heap[0].at === now) pop(heap)!.fire();
    }
  };
  return { clock, after, drive };
}

export interface VirtualEndpointOptions {
  /** Requests served at once; more are refused with 429. */
  limit: number;
  latencyMs: number;
  /** The 429's retry hint in ms (1000 for `Retry-After: 1`); absent: no hint. */
  retryAfterMs?: number;
  /** Ms before a 429 comes back: a real refusal is quick but not instant. */
  rejectLatencyMs?: number;
  /**
   * Ms the client spends taking in each response, one at a time (default 0.1): answers due at the same instant
   * reach the pool one after another, as over HTTP, where parsing one costs the client 0.5–2 ms of CPU.
   */
  clientMsPerResponse?: number;
  /** Calls (0-based, in arrival order) refused whatever the load, for scripted tests. */
  refuseCalls?: ReadonlySet<number>;
  /** Calls (0-based, in arrival order) answered with a 500 (after rejectLatencyMs), for scripted tests. */
  failCalls?: ReadonlySet<number>;
  /**
   * The transport's timing of its connections, as `networkTiming` reports it: the round trip, and when the first
   * connection could carry requests. Absent: the endpoint has no `networkTiming` (a transport that does not time).
   */
  network?: { roundTripMs: number; readyAtMs: number };
}

export interface VirtualEndpoint extends ChatProvider {
  readonly stats: { served: number; rejected: number; maxInFlight: number };
  /** In-flight count after each change, with its time: [ms, count]. */
  readonly trace: Array<[number, number]>;
  /** Every call as it arrived: when, which prompt, and whether it was refused. */
  readonly calls: Array<{ at: number; promptId: string; refused: boolean }>;
}

export function createVirtualEndpoint(time: VirtualTime, options: VirtualEndpointOptions): VirtualEndpoint {
  const stats = { served: 0, rejected: 0, maxInFlight: 0 };
  const trace: Array<[number, number]> = [];
  const calls: VirtualEndpoint["calls"] = [];
  let inFlight = 0;
  let clientFreeAt = 0;
  const spacingMs = options.clientMsPerResponse ?? 0.1;
  /** Hands a response to the client once it has taken in the ones before. */
  const deliver = (settle: () => void): void => {
    const at = Math.max(time.clock.now(), clientFreeAt);
    clientFreeAt = at + spacingMs;
    time.after(at - time.clock.now(), settle);
  };
  const complete = (request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> =>
    new Promise((resolve, reject) => {
      if (options.failCalls?.has(calls.length) === true) {
        calls.push({ at: time.clock.now(), promptId: request.promptId, refused: false });
        const failure = new ProviderError({
          kind: "server-error",
          message: "500 Internal Server Error",
          status: 500,
        });
        time.after(options.rejectLatencyMs ?? 1, () => deliver(() => reject(failure)));
        return;
      }
      const refused = inFlight >= options.limit || options.refuseCalls?.has(calls.length) === true;
      calls.push({ at: time.clock.now(), promptId: request.promptId, refused });
      if (refused) {
        stats.rejected++;
        const failure = { kind: "rate-limited" as const, message: "429 Too Many Requests", status: 429 };
        const hint = options.retryAfterMs === undefined ? {} : { retryAfterMs: options.retryAfterMs };
        const refusal = new ProviderError({ ...failure, ...hint });
        time.after(options.rejectLatencyMs ?? 1, () => deliver(() => reject(refusal)));
        return;
      }
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      trace.push([time.clock.now(), inFlight]);
      const finish = (): void => {
        inFlight--;
        trace.push([time.clock.now(), inFlight]);
      };
      const cancel = time.after(options.latencyMs, () => {
        signal.removeEventListener("abort", onAbort);
        finish();
        stats.served++;
        const answer = { text: `answer to ${request.promptId}`, usage: { inputTokens: 10, outputTokens: 1 } };
        deliver(() => resolve(answer));
      });
      const onAbort = (): void => {
        cancel();
        finish();
        reject(new ProviderError({ kind: "cancelled", message: "aborted" }));
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  const { network } = options;
  const networkTiming = (): NetworkTiming | undefined => {
    const readyForMs = time.clock.now() - (network?.readyAtMs ?? 0);
    return network && readyForMs >= 0 ? { roundTripMs: network.roundTripMs, readyForMs } : undefined;
  };
  const endpoint = { id: "virtual:test", host: "virtual.test", complete, stats, trace, calls };
  return network ? { ...endpoint, networkTiming } : endpoint;
}

export interface ReplayResult {
  run: QueryRun;
  endpoint: VirtualEndpoint;
  /** Simulated wall time over the physical limit ceil(N / limit) × latency. */
  ratio: number;
  /** Requests neither answered nor from the cache. */
  lost: number;
  /** 429s over requests sent. */
  rateLimitedShare: number;
}

/** Runs `count` requests through the real pool against a virtual endpoint, in simulated time. */
export async function replayPool(
  count: number,
  endpointOptions: VirtualEndpointOptions,
  options: Partial<PoolOptions> = {},
): Promise<ReplayResult> {
  const time = createVirtualTime();
  const endpoint = createVirtualEndpoint(time, endpointOptions);
  const deps = { provider: endpoint, keyOf, clock: time.clock, random: seededRandom(11) };
  const poolOptions: PoolOptions = {
    ...{ concurrency: { initial: 8, max: 256 }, maxAttempts: 5, rateLimitBudgetMs: 600_000 },
    ...options,
  };
  const run = await time.drive(runQueries(makeRequests(count), deps, poolOptions));
  const idealMs = Math.ceil(count / endpointOptions.limit) * endpointOptions.latencyMs;
  return {
    ...{ run, endpoint, ratio: run.stats.wallMs / idealMs },
    lost: count - run.stats.answered - run.stats.fromCache,
    rateLimitedShare: run.stats.rateLimited / run.stats.requests,
  };
}

function earlier(a: Timer, b: Timer): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}

function push(heap: Timer[], timer: Timer): void {
  heap.push(timer);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!earlier(heap[i]!, heap[parent]!)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function pop(heap: Timer[]): Timer | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (top === undefined || last === undefined || heap.length === 0) return top;
  heap[0] = last;
  let i = 0;
  for (;;) {
    const [left, right] = [2 * i + 1, 2 * i + 2];
    let smallest = i;
    if (left < heap.length && earlier(heap[left]!, heap[smallest]!)) smallest = left;
    if (right < heap.length && earlier(heap[right]!, heap[smallest]!)) smallest = right;
    if (smallest === i) return top;
    [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
    i = smallest;
  }
}
