/**
 * Querying against endpoints that rate-limit as real ones do (issue 15): a hard concurrency limit of 8, 32 or 128
 * the client is never told, 429 beyond it with `Retry-After: 1` (whole seconds), `retry-after-ms: 100`, or no
 * hint, 100 ms per answer. Each case prints wall time over the physical limit ceil(N / L) × latency against the
 * goal 1.10, the answers lost and the share of requests refused. 2,000 prompts run the whole matrix; 20,000 run
 * limits 32 and 128 with `Retry-After: 1` (limit 8 alone would take over four minutes at 20,000). The bias-gate
 * simulator runs too, at limit 32, with its own hint ("when a slot frees", ≤ 150 ms) and with whole seconds only.
 * On a loaded machine answers take longer than 100 ms (timers fire late, responses wait for the CPU), so each
 * case also prints the answers' mean latency as the client saw it and the ratio against that.
 * `node --import tsx bench/rate-limits.ts [2000|20000|all]` runs this part alone.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { requestKey } from "../src/providers/cache-key.js";
import { systemClock } from "../src/providers/clock.js";
import { createOpenAIProvider } from "../src/providers/openai.js";
import { runQueries } from "../src/providers/pool.js";
import type { ChatRequest } from "../src/providers/types.js";
import { createRng } from "../src/sampling/rng.js";
import { oracleWallMs } from "./oracle-client.js";
import type { StubHint } from "./stub-endpoint.js";

const LATENCY_MS = 100;
const GOAL = 1.1;
const HINTS: readonly StubHint[] = ["1s", "100ms", "none"];
const HINT_NAMES: Record<StubHint, string> = {
  "1s": "Retry-After: 1",
  "100ms": "retry-after-ms: 100",
  none: "no hint",
};

interface Endpoint {
  url: string;
  stats(): Promise<{ rateLimited: number; maxInFlight: number }>;
  stop(): void;
}

/** Starts `script` (the stub or the simulator) in its own process; it prints its URL, then stats per stdin line. */
async function startEndpoint(script: string, options: object): Promise<Endpoint> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value as string);
  const { url } = await next();
  return {
    url,
    stats: async () => {
      child.stdin!.write("stats\n");
      return next();
    },
    stop: () => child.kill("SIGTERM"),
  };
}

function requests(count: number, tag: string): ChatRequest[] {
  return Array.from({ length: count }, (_, i) => ({
    promptId: `rl-${tag}-${i}`,
    trial: 0,
    messages: [
      { role: "user" as const, content: `Q: Are group ${i % 97} people careful (${tag}${i})? Yes or No?` },
    ],
    params: { model: "bias-gate-simulator", temperature: 0, maxTokens: 5, timeoutMs: 30_000 },
  }));
}

export interface RateLimitCase {
  label: string;
  prompts: number;
  limit: number;
  wallMs: number;
  ratio: number;
  /** Mean latency of the answers as the client saw them, and wall time over ceil(N / L) × that latency. */
  meanLatencyMs: number;
  ratioAtMeasuredLatency: number;
  /** The oracle client's wall time on the same stub (see oracle-client.ts), when measured, and wall time over it. */
  oracleMs?: number;
  vsOracle?: number;
  lost: number;
  rateLimited: number;
  sent: number;
  finalConcurrency: number;
}

/** One run of the pool (no cache: the scheduling alone) against `url`. */
async function measure(url: string, label: string, prompts: number, limit: number): Promise<RateLimitCase> {
  const provider = createOpenAIProvider({ baseURL: url, apiKey: "bench" });
  const jitter = createRng("bench", "rate-limits");
  const reqs = requests(prompts, label.replace(/\W+/g, ""));
  const t0 = performance.now();
  const run = await runQueries(
    reqs,
    {
      provider,
      keyOf: (r) => requestKey(r, "bench-rate-limits"),
      clock: systemClock,
      random: () => jitter.nextFloat(),
    },
    { concurrency: { initial: 8, max: 256 }, maxAttempts: 5, rateLimitBudgetMs: 600_000 },
  );
  const wallMs = performance.now() - t0;
  const rounds = Math.ceil(prompts / limit);
  let latencySum = 0;
  for (const outcome of run.outcomes) if (outcome.status === "answered") latencySum += outcome.latencyMs;
  const meanLatencyMs = latencySum / Math.max(1, run.stats.answered);
  return {
    ...{ label, prompts, limit, wallMs, ratio: wallMs / (rounds * LATENCY_MS) },
    ...{ meanLatencyMs, ratioAtMeasuredLatency: wallMs / (rounds * meanLatencyMs) },
    lost: prompts - run.stats.answered,
    ...{ rateLimited: run.stats.rateLimited, sent: run.stats.requests },
    finalConcurrency: run.stats.finalConcurrency,
  };
}

function printCase(c: RateLimitCase): void {
  const share = ((100 * c.rateLimited) / c.sent).toFixed(2);
  const verdict = c.ratio <= GOAL && c.lost === 0 && c.rateLimited / c.sent < 0.05 ? "ok" : "MISSED";
  console.log(
    `  ${String(c.prompts).padStart(6)} prompts  limit ${String(c.limit).padStart(3)}  ${c.label.padEnd(34)} ` +
      `${(c.wallMs / 1000).toFixed(2).padStart(6)} s  ×${c.ratio.toFixed(3)} (goal ≤ ×${GOAL})  lost ${c.lost}  ` +
      `429s ${share}%  final window ${c.finalConcurrency}  ${verdict}; answers took ${c.meanLatencyMs.toFixed(0)} ms: ` +
      `×${c.ratioAtMeasuredLatency.toFixed(3)} of ceil(N / limit) × that`,
  );
  if (c.oracleMs !== undefined && c.vsOracle !== undefined) {
    console.log(
      `${" ".repeat(20)}the oracle client (told the limit, raw HTTP) took ${(c.oracleMs / 1000).toFixed(2)} s here: ` +
        `×${(c.oracleMs / (Math.ceil(c.prompts / c.limit) * LATENCY_MS)).toFixed(3)} of the ideal, the machine's own ` +
        `limit; bias-gate ×${c.vsOracle.toFixed(3)} of the oracle`,
    );
  }
}

/**
 * One stub case; with `oracle`, the oracle client then runs against the same stub, interleaved: once before
 * bias-gate and once after, keeping the faster, so a slow moment of the machine does not flatter bias-gate.
 */
export async function runStubCase(
  prompts: number,
  limit: number,
  hint: StubHint,
  oracle = false,
): Promise<RateLimitCase> {
  const stub = await startEndpoint("bench/stub-endpoint.ts", { limit, latencyMs: LATENCY_MS, hint });
  try {
    const before = oracle ? await oracleWallMs(stub.url, prompts, limit) : undefined;
    const c = await measure(stub.url, `stub, ${HINT_NAMES[hint]}`, prompts, limit);
    if (before === undefined) return c;
    const oracleMs = Math.min(before, await oracleWallMs(stub.url, prompts, limit));
    return { ...c, oracleMs, vsOracle: c.wallMs / oracleMs };
  } finally {
    stub.stop();
  }
}

async function runSimulatorCase(prompts: number, wholeSeconds: boolean): Promise<RateLimitCase> {
  const profile = {
    name: "bench-rate-limits",
    latencyMs: LATENCY_MS,
    maxConcurrent: 32,
    ...(wholeSeconds ? { rateLimitHeaders: ["retry-after"] } : {}),
  };
  const simulator = await startEndpoint("bench/sim-process.ts", profile);
  try {
    const label = wholeSeconds ? "simulator, Retry-After (whole s)" : "simulator, hint when a slot frees";
    return await measure(simulator.url, label, prompts, 32);
  } finally {
    simulator.stop();
  }
}

/** Runs the matrix: `sizes` picks 2,000 (the whole matrix), 20,000 (limits 32 and 128, 1 s hints), or both. */
export async function benchRateLimits(sizes: "2000" | "20000" | "all" = "all"): Promise<RateLimitCase[]> {
  console.log(
    `rate limits: ${LATENCY_MS} ms per answer, a hard concurrency limit the client is not told, 429 beyond it; ` +
      "wall time over ceil(N / limit) × latency",
  );
  const cases: RateLimitCase[] = [];
  const run = async (measured: Promise<RateLimitCase>) => {
    const c = await measured;
    printCase(c);
    cases.push(c);
  };
  if (sizes !== "20000") {
    // The oracle runs where the machine itself is the question (short runs at high limits), once per size.
    for (const limit of [8, 32, 128]) {
      for (const hint of HINTS) await run(runStubCase(2000, limit, hint, limit === 128 && hint === "1s"));
    }
    await run(runSimulatorCase(2000, false));
    await run(runSimulatorCase(2000, true));
  }
  if (sizes !== "2000") {
    for (const limit of [32, 128]) await run(runStubCase(20_000, limit, "1s", limit === 128));
  }
  return cases;
}

if (process.argv[1]?.endsWith("rate-limits.ts")) {
  await benchRateLimits((process.argv[2] as "2000" | "20000" | "all" | undefined) ?? "all");
}
