/**
 * Startup benchmark: from spawning `node dist/cli/index.js run` against a loopback OpenAI-compatible stub to the
 * stub receiving the first chat request, against the goal (150 ms) and against the physical limit of the same
 * Node starting with nothing to do (`node -e 0`). Also `--version`, which loads no command. Runs the committed
 * bundle (dist/cli/index.js: rebuild it first) under each Node it finds: this one and, when installed, the Node
 * 24 test runtime (the Action's runtime, where Node's compile cache is available).
 *
 * Run: `node --import tsx bench/startup.ts` (part of `npm run bench`).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
/** The bundle timed; BENCH_CLI points at another build (e.g. one made outside the repository). */
const CLI = process.env.BENCH_CLI ?? join(ROOT, "dist/cli/index.js");
const NODE24 = join(ROOT, "test/runtime/node24/node_modules/node24-test-runtime/bin/node");
export const FIRST_REQUEST_GOAL_MS = 150;
const RUNS = 7;

export interface StartupBench {
  node: string;
  /** Medians over RUNS spawns, ms. */
  bareNodeMs: number;
  versionMs: number;
  firstRequestMs: number;
  /** firstRequestMs / FIRST_REQUEST_GOAL_MS. */
  vsGoal: number;
  /** firstRequestMs / bareNodeMs: how far from the floor of starting Node at all. */
  vsBareNode: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** ms from spawn to exit. */
function timeExit(node: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const t0 = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(node, args, { stdio: "ignore", env });
    child.on("error", fail);
    child.on("exit", () => done(performance.now() - t0));
  });
}

/** A stub that notes when the first chat request arrives, answers "Yes" at once, and counts. */
async function startStub(): Promise<{
  url: string;
  firstAt(): number | undefined;
  reset(): void;
  stop(): void;
}> {
  let first: number | undefined;
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url?.endsWith("/chat/completions")) first ??= performance.now();
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "stub",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Yes" } }],
          usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    firstAt: () => first,
    reset: () => {
      first = undefined;
    },
    stop: () => server.close(),
  };
}

/** ms from spawning `run` to the stub's first request; the child is killed once it has been seen. */
async function timeFirstRequest(
  node: string,
  stub: Awaited<ReturnType<typeof startStub>>,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  stub.reset();
  const out = mkdtempSync(join(tmpdir(), "bias-gate-startup-"));
  const t0 = performance.now();
  const child = spawn(
    node,
    [CLI, "run", "--base-url", stub.url, "--model", "stub", "--no-cache", "--out", out, "--format", "json"],
    { cwd: ROOT, stdio: "ignore", env: { ...env, OPENAI_API_KEY: "bench" } },
  );
  try {
    for (;;) {
      const at = stub.firstAt();
      if (at !== undefined) return at - t0;
      if (child.exitCode !== null)
        throw new Error(`bias-gate run exited ${child.exitCode} before any request`);
      await new Promise((r) => setTimeout(r, 1));
    }
  } finally {
    child.kill("SIGKILL");
    rmSync(out, { recursive: true, force: true });
  }
}

export async function benchStartup(): Promise<StartupBench[]> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const nodes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])];
  const stub = await startStub();
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.NODE_OPTIONS; // tsx's loader would be timed too
  const results: StartupBench[] = [];
  try {
    for (const node of nodes) {
      // One untimed run of each fills Node's compile cache where the bundle enables it, as a second run would.
      await timeExit(node, [CLI, "--version"], env);
      await timeFirstRequest(node, stub, env);
      const bare: number[] = [];
      const version: number[] = [];
      const first: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        bare.push(await timeExit(node, ["-e", "0"], env));
        version.push(await timeExit(node, [CLI, "--version"], env));
        first.push(await timeFirstRequest(node, stub, env));
      }
      const firstRequestMs = median(first);
      const bareNodeMs = median(bare);
      results.push({
        node: `${node === process.execPath ? "this node" : "node24 test runtime"} ${nodeVersion(node)}`,
        bareNodeMs,
        versionMs: median(version),
        firstRequestMs,
        vsGoal: firstRequestMs / FIRST_REQUEST_GOAL_MS,
        vsBareNode: firstRequestMs / bareNodeMs,
      });
    }
  } finally {
    stub.stop();
  }
  return results;
}

function nodeVersion(node: string): string {
  return execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
}

export function printStartupBench(results: readonly StartupBench[]): void {
  console.log(`\nStartup: spawn → first request of \`bias-gate run\` (dist/cli), median of ${RUNS}`);
  for (const r of results) {
    console.log(`  ${r.node}`);
    console.log(
      `    node -e 0        ${r.bareNodeMs.toFixed(1)} ms (the floor: Node starting with nothing to do)`,
    );
    console.log(`    --version        ${r.versionMs.toFixed(1)} ms`);
    console.log(
      `    first request    ${r.firstRequestMs.toFixed(1)} ms: ${r.vsGoal.toFixed(2)}× the goal of ${FIRST_REQUEST_GOAL_MS} ms, ${r.vsBareNode.toFixed(2)}× bare Node`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  printStartupBench(await benchStartup());
}
