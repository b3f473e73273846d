/**
 * The querying benchmark: 2,000 prompts through the adaptive pool and the openai SDK against the simulator at
 * 100 ms latency with a limit of 32 concurrent requests, compared with the physical limit ceil(2000/32) × 100 ms;
 * the same at zero latency (pure overhead); a warm re-run from the cache; and, for scale, a plain SDK pool at
 * twice the server's limit relying on the SDK's own retries. Then bench/rate-limits.ts: a stub that rate-limits as
 * real endpoints do (limits 8, 32, 128; Retry-After: 1, 100 ms or no hint) at 2,000 and 20,000 prompts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { createDiskCache } from "../src/answers/cache.js";
import { requestKey } from "../src/answers/cache-key.js";
import { createOpenAIProvider } from "../src/providers/openai.js";
import type { ChatProvider, ChatRequest } from "../src/providers/types.js";
import { systemClock } from "../src/querying/clock.js";
import { runQueries } from "../src/querying/pool.js";
import { createRng } from "../src/stats/rng.js";
import { type Endpoint, startEndpoint } from "./endpoint-process.js";
import { benchRateLimits } from "./rate-limits.js";

const PROMPTS = 2000;
const LATENCY_MS = 100;
const SERVER_LIMIT = 32;

/** The simulator's counters, as bench/sim-process.ts prints them. */
interface SimulatorStats {
  chatRequests: number;
  rateLimited: number;
  maxInFlight: number;
}

/** The simulator in a process of its own (bench/sim-process.ts), so its CPU does not compete with the client's. */
function startSimulatorProcess(profile: object): Promise<Endpoint<SimulatorStats>> {
  return startEndpoint<SimulatorStats>("bench/sim-process.ts", profile);
}

function requests(count: number, tag: string): ChatRequest[] {
  return Array.from({ length: count }, (_, i) => ({
    promptId: `bench-${tag}-${i}`,
    trial: 0,
    messages: [
      {
        role: "user" as const,
        content: `Q: Group ${i % 97} people are more careful than group ${tag}${i} people. Yes or No?`,
      },
    ],
    params: { model: "bias-gate-simulator", temperature: 0, maxTokens: 5, timeoutMs: 30_000 },
  }));
}

/** Wraps a provider to note when the first request leaves. */
function timed(provider: ChatProvider): { provider: ChatProvider; firstSentAt(): number | undefined } {
  let first: number | undefined;
  return {
    provider: {
      ...provider,
      complete: (request, signal) => {
        first ??= performance.now();
        return provider.complete(request, signal);
      },
    },
    firstSentAt: () => first,
  };
}

interface PoolMeasurement {
  wallMs: number;
  cpuMsPerRequest: number;
  peakRssMiB: number;
  sent: number;
  rateLimited: number;
  retries: number;
  lost: number;
  firstRequestMs?: number;
  finalConcurrency: number;
}

async function measurePool(url: string, reqs: ChatRequest[], cacheDir?: string): Promise<PoolMeasurement> {
  const { provider, firstSentAt } = timed(createOpenAIProvider({ baseURL: url, apiKey: "bench" }));
  const cache = cacheDir ? createDiskCache(cacheDir) : undefined;
  const jitter = createRng("bench", "jitter");
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const run = await runQueries(
    reqs,
    {
      provider,
      keyOf: (r) => requestKey(r, "bench-simulator"),
      ...(cache ? { cache } : {}),
      clock: systemClock,
      random: () => jitter.nextFloat(),
    },
    { concurrency: { initial: 8, max: 256 }, maxAttempts: 5, rateLimitBudgetMs: 600_000 },
  );
  const wallMs = performance.now() - t0;
  await cache?.flush();
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const first = firstSentAt();
  return {
    wallMs,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / reqs.length,
    peakRssMiB: peakRss / 2 ** 20,
    sent: run.stats.requests,
    rateLimited: run.stats.rateLimited,
    retries: run.stats.retries,
    lost: reqs.length - run.stats.answered - run.stats.fromCache,
    ...(first !== undefined ? { firstRequestMs: first - t0 } : {}),
    finalConcurrency: run.stats.finalConcurrency,
  };
}

/** A plain pool of SDK calls at a fixed concurrency, relying on the SDK's default retries: what we replace. */
async function measurePlainSdk(url: string, reqs: ChatRequest[], concurrency: number) {
  const client = new OpenAI({ baseURL: url, apiKey: "bench" });
  let next = 0;
  let lost = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < reqs.length) {
      const r = reqs[next++]!;
      await client.chat.completions
        .create({ model: r.params.model, messages: r.messages, max_tokens: 5 })
        .catch(() => lost++);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { wallMs: performance.now() - t0, lost };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

export async function benchQuerying(): Promise<void> {
  // Zero latency first: the pure overhead, and a JIT warm-up, so the timed run below measures steady state.
  const instant = await startSimulatorProcess({ name: "bench-zero", latencyMs: 0 });
  try {
    const zero = await measurePool(instant.url, requests(PROMPTS, "z"));
    console.log(
      `querying at zero latency (pure overhead, JIT cold): ${(zero.wallMs / 1000).toFixed(2)} s for ${PROMPTS}`,
    );
    console.log(`  CPU per request  ${zero.cpuMsPerRequest.toFixed(3)} ms; lost ${zero.lost}`);
  } finally {
    instant.stop();
  }
  const limitMs = Math.ceil(PROMPTS / SERVER_LIMIT) * LATENCY_MS;
  const limited = await startSimulatorProcess({
    name: "bench",
    latencyMs: LATENCY_MS,
    maxConcurrent: SERVER_LIMIT,
  });
  const cacheDir = mkdtempSync(join(tmpdir(), "bias-gate-bench-"));
  try {
    const cold = await measurePool(limited.url, requests(PROMPTS, "a"), cacheDir);
    const server = await limited.stats();
    const ratio = cold.wallMs / limitMs;
    console.log(
      `querying: ${PROMPTS} prompts, simulator at ${LATENCY_MS} ms, limit ${SERVER_LIMIT} concurrent (not told to the client)`,
    );
    console.log(
      `  wall time        ${(cold.wallMs / 1000).toFixed(2)} s vs physical limit ${(limitMs / 1000).toFixed(2)} s → ×${ratio.toFixed(3)} (target ≤ ×1.10)`,
    );
    console.log(
      `  429s             ${cold.rateLimited} (${pct(cold.rateLimited, cold.sent)} of ${cold.sent} sent; target < 5%); retries ${cold.retries}; server max in flight ${server.maxInFlight}`,
    );
    console.log(`  lost answers     ${cold.lost} (target 0)`);
    console.log(
      `  CPU per request  ${cold.cpuMsPerRequest.toFixed(3)} ms client-side with the cache, this first time (the JIT still compiling; steady state below)`,
    );
    console.log(`  first request    ${cold.firstRequestMs?.toFixed(1)} ms after start (target < 150 ms)`);
    console.log(
      `  peak RSS         ${cold.peakRssMiB.toFixed(0)} MiB; final concurrency ${cold.finalConcurrency}`,
    );
    const warm = await measurePool(limited.url, requests(PROMPTS, "a"), cacheDir);
    console.log(
      `  warm re-run      ${warm.sent} requests sent (target 0), ${(warm.wallMs / 1000).toFixed(2)} s`,
    );
    // Steady state, once the JIT has compiled both paths: rounds with and without the cache, interleaved so
    // that drift on a shared machine hits both alike; the medians.
    const rounds = { cached: [] as number[], uncached: [] as number[] };
    for (let round = 0; round < 3; round++) {
      const fresh = mkdtempSync(join(tmpdir(), "bias-gate-bench-"));
      try {
        rounds.cached.push(
          (await measurePool(limited.url, requests(PROMPTS, `w${round}`), fresh)).cpuMsPerRequest,
        );
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
      rounds.uncached.push((await measurePool(limited.url, requests(PROMPTS, `u${round}`))).cpuMsPerRequest);
    }
    const cached = median(rounds.cached);
    const uncached = median(rounds.uncached);
    console.log(
      `  steady state     CPU per request ${cached.toFixed(3)} ms with the cache (target ≤ 1.5 ms; ×${(cached / 1.5).toFixed(2)} of it), ${uncached.toFixed(3)} ms without: the cache costs ${(cached - uncached).toFixed(3)} ms (median of 3 interleaved rounds, Node ${process.versions.node})`,
    );
    const plain = await measurePlainSdk(limited.url, requests(PROMPTS, "b"), 2 * SERVER_LIMIT);
    console.log(
      `  plain SDK pool   ${2 * SERVER_LIMIT} concurrent, SDK retries: lost ${plain.lost} (${pct(plain.lost, PROMPTS)}) in ${(plain.wallMs / 1000).toFixed(2)} s`,
    );
  } finally {
    limited.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }
  await benchRateLimits();
}

if (process.argv[1]?.endsWith("querying.ts")) await benchQuerying();
