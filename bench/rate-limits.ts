/**
 * Querying against endpoints that rate-limit as real ones do (issue 15): a hard concurrency limit of 8, 32 or 128
 * the client is never told, 429 beyond it with `Retry-After: 1` (whole seconds), `retry-after-ms: 100`, or no
 * hint, 100 ms per answer. Each case prints wall time over the physical limit ceil(N / L) × latency against the
 * goal 1.10, the answers lost and the share of requests refused. 2,000 prompts run the whole matrix; 20,000 run
 * limits 32 and 128 with `Retry-After: 1` (limit 8 alone would take over four minutes at 20,000). The bias-gate
 * simulator runs too, at limit 32, with its own hint ("when a slot frees", ≤ 150 ms) and with whole seconds only.
 * On a loaded machine answers take longer than 100 ms (timers fire late, responses wait for the CPU), so each
 * case also prints the answers' mean latency as the client saw it and the ratio against that.
 * The cases above run bias-gate's pool warm, inside this process. The issue's own benchmark ran the CLI: so do two
 * more cases at 2,000 prompts, limit 128, `Retry-After: 1`, as a user would (dist/cli under the Action's Node 24
 * when installed), with the response cache off and on. The stub times them, from the first request it receives
 * to its last answer, so the CLI's startup and scoring are not counted (bench/startup.ts times the startup). Each
 * is compared with the oracle client run the same way, in a process of its own whose code is as cold.
 * `node --import tsx bench/rate-limits.ts [2000|20000|all]` runs this part alone; `... rate-limits.ts cli 8` runs
 * only the two CLI cases, 8 times each in turns, and prints their medians and ranges. Limit 128 at 100 ms is a
 * stress case, information rather than a goal: real endpoints answer in 0.3–5 s and limit at 8–64 concurrent
 * requests, which `... rate-limits.ts realistic [before-dist]` measures (bench/realistic.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { requestKey } from "../src/answers/cache-key.js";
import { createOpenAIProvider } from "../src/providers/openai.js";
import type { ChatRequest } from "../src/providers/types.js";
import { systemClock } from "../src/querying/clock.js";
import { runQueries } from "../src/querying/pool.js";
import { createRng } from "../src/stats/rng.js";
import { startEndpoint } from "./endpoint-process.js";
import { oracleWallMs } from "./oracle-client.js";
import { yesNoWorkspace } from "./startup.js";
import type { StubHint } from "./stub-endpoint.js";

const LATENCY_MS = 100;
const GOAL = 1.1;
const HINTS: readonly StubHint[] = ["1s", "100ms", "none"];
const HINT_NAMES: Record<StubHint, string> = {
  "1s": "Retry-After: 1",
  "100ms": "retry-after-ms: 100",
  none: "no hint",
};

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
  /** The window at the end; for a CLI case the largest it reached (the CLI reports that one). */
  finalConcurrency: number;
  /** Timed by the stub, not the client: the answers' latency as the client saw them is not known. */
  cli?: true;
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
      `429s ${share}%  ${c.cli ? "largest" : "final"} window ${c.finalConcurrency}  ${verdict}` +
      (c.cli
        ? "; timed by the stub, first request to last answer"
        : `; answers took ${c.meanLatencyMs.toFixed(0)} ms: ×${c.ratioAtMeasuredLatency.toFixed(3)} of ceil(N / limit) × that`),
  );
  if (c.oracleMs !== undefined && c.vsOracle !== undefined) {
    console.log(
      `${" ".repeat(20)}${c.cli ? "a cold oracle process" : "the oracle client"} (told the limit, raw HTTP) took ${(c.oracleMs / 1000).toFixed(2)} s here: ` +
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

const ROOT = resolve(import.meta.dirname, "..");
const NODE24 = join(ROOT, "test/runtime/node24/node_modules/node24-test-runtime/bin/node");

/** The built CLI run as a user runs it, against the stub; wall time is the stub's, first request to last answer. */
export async function runCliCase(limit: number, hint: StubHint, cache: boolean): Promise<RateLimitCase> {
  const cli = join(ROOT, "dist/cli/index.js");
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first`);
  const node = existsSync(NODE24) ? NODE24 : process.execPath;
  const workspace = yesNoWorkspace(); // 2,000 yes/no prompts
  const out = mkdtempSync(join(tmpdir(), "bias-gate-rate-cli-"));
  const stub = await startEndpoint("bench/stub-endpoint.ts", { limit, latencyMs: LATENCY_MS, hint });
  try {
    const args = [cli, "run", "--base-url", stub.url, "--model", "stub", "--out", out, "--format", "json"];
    const stderr = await new Promise<string>((done, fail) => {
      const child = spawn(node, cache ? args : [...args, "--no-cache"], {
        cwd: workspace,
        stdio: ["ignore", "ignore", "pipe"],
        // The cache, when on, is the workspace's fresh .bias-gate/cache: nothing is found, every answer is written.
        env: { PATH: process.env.PATH, HOME: out, OPENAI_API_KEY: "bench" },
      });
      let text = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on("error", fail);
      child.on("close", () => done(text));
    });
    const stats = await stub.stats();
    const summary = /requests sent (\d+) \(retries \d+, 429s (\d+)\); answered (\d+)/.exec(stderr);
    if (!summary || stats.firstAt === undefined || stats.lastAnswerAt === undefined) {
      throw new Error(`the CLI case did not finish its requests:\n${stderr.slice(-2000)}`);
    }
    const wallMs = stats.lastAnswerAt - stats.firstAt;
    const ideal = Math.ceil(2000 / limit) * LATENCY_MS;
    const version = node === NODE24 ? "Node 24" : `Node ${process.versions.node}`;
    const oracleMs = await coldOracleMs(node, limit, hint);
    return {
      label: `CLI (${version}), cache ${cache ? "on" : "off"}, ${HINT_NAMES[hint]}`,
      prompts: 2000,
      limit,
      wallMs,
      ratio: wallMs / ideal,
      meanLatencyMs: LATENCY_MS,
      ratioAtMeasuredLatency: wallMs / ideal,
      lost: 2000 - Number(summary[3]),
      rateLimited: Number(summary[2]),
      sent: Number(summary[1]),
      finalConcurrency: Number(/concurrency up to (\d+)/.exec(stderr)?.[1] ?? Number.NaN),
      cli: true,
      oracleMs,
      vsOracle: wallMs / oracleMs,
    };
  } finally {
    stub.stop();
    rmSync(workspace, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The oracle client in a process of its own, started just to query (its code as cold as the CLI's), against a
 * fresh stub with the same settings, timed the same way: the physical limit for a cold client.
 */
async function coldOracleMs(node: string, limit: number, hint: StubHint): Promise<number> {
  const stub = await startEndpoint("bench/stub-endpoint.ts", { limit, latencyMs: LATENCY_MS, hint });
  try {
    const oracle = pathToFileURL(join(ROOT, "bench/oracle-client.ts")).href;
    const script = `import(${JSON.stringify(oracle)}).then((m) => m.oracleWallMs(${JSON.stringify(stub.url)}, 2000, ${limit}))`;
    await new Promise<void>((done, fail) => {
      const child = spawn(node, ["--import", "tsx", "-e", script], { cwd: ROOT, stdio: "inherit" });
      child.on("error", fail);
      child.on("close", (code) => (code === 0 ? done() : fail(new Error(`the cold oracle exited ${code}`))));
    });
    const stats = await stub.stats();
    if (stats.firstAt === undefined || stats.lastAnswerAt === undefined || stats.answered < 2000) {
      throw new Error("the cold oracle did not get its answers");
    }
    return stats.lastAnswerAt - stats.firstAt;
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
    for (const cache of [false, true]) await run(runCliCase(128, "1s", cache));
  }
  if (sizes !== "2000") {
    for (const limit of [32, 128]) await run(runStubCase(20_000, limit, "1s", limit === 128));
  }
  return cases;
}

/**
 * The two CLI cases, `runs` times each in turns, with their medians and ranges. One run of them moves by several
 * percent on a small machine, more than the distance to the goal: judge a change of the CLI by this.
 */
export async function benchCliRuns(runs: number): Promise<void> {
  console.log(`the built CLI at limit 128, Retry-After: 1, cache off and on in turns, ${runs} runs each`);
  const ratios = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    for (const cache of [false, true]) {
      const c = await runCliCase(128, "1s", cache);
      printCase(c);
      ratios.set(c.label, [...(ratios.get(c.label) ?? []), c.ratio]);
    }
  }
  for (const [label, values] of ratios) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const within = values.filter((ratio) => ratio <= GOAL).length;
    console.log(
      `  ${label}: median ×${median.toFixed(3)} (×${sorted[0]!.toFixed(3)}–×${sorted.at(-1)!.toFixed(3)}), ${within} of ${values.length} runs within ×${GOAL}`,
    );
  }
}

if (process.argv[1]?.endsWith("rate-limits.ts")) {
  const mode = process.argv[2] ?? "all";
  if (mode === "cli") await benchCliRuns(Number(process.argv[3] ?? 6));
  else if (mode === "realistic") await (await import("./realistic.js")).benchRealistic(process.argv.slice(3));
  else await benchRateLimits(mode as "2000" | "20000" | "all");
}
