/**
 * Startup benchmark: from spawning `node dist/cli/index.js run` against a loopback OpenAI-compatible stub to the
 * stub receiving the first chat request, against the goal (150 ms) and against the physical limit of the same
 * Node starting with nothing to do (`node -e 0`). Also `--version`, which loads no command. Runs the committed
 * bundle (dist/cli/index.js: rebuild it first) under each Node it finds: this one and, when installed, the Node
 * 24 test runtime (the Action's runtime, where Node's compile cache is available).
 *
 * Run: `node --import tsx bench/startup.ts` (part of `npm run bench`).
 *
 * A change of a few tens of ms is lost in a small machine's noise when builds are timed one after the other. To
 * compare two builds, `BENCH_AGAINST=<other>/dist/cli/index.js node --import tsx bench/startup.ts` times the first
 * request of both in turns, spawn by spawn, and prints their medians and quartiles.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
/** Spawns of each build when two are compared in turns. */
const TURNS = 25;

/**
 * The independent benchmark's case: 2,000 yes/no prompts from one config (20 statement templates and their
 * negated twins over 60-value domains, 50 fillings each), written to a temporary directory.
 */
/** A workspace of 40 yes/no templates: `perTemplate` × 40 prompts (2,000 by default). */
export function yesNoWorkspace(perTemplate = 50): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-startup-ws-"));
  mkdirSync(join(dir, "domains"));
  const values = (name: string) => Array.from({ length: 60 }, (_, i) => `${name} ${i},c${i % 3}`).join("\n");
  writeFileSync(join(dir, "domains/group.txt"), `${values("group")}\n`);
  writeFileSync(join(dir, "domains/trait.txt"), `${values("trait")}\n`);
  const rows = ["template_id,template_text,param_1,param_2,param_3,constraints,label,negates"];
  for (let t = 0; t < 20; t++) {
    rows.push(`t${t},#1 people are more #2 than #3 people (${t}).,group,trait,group,"neq(#1, #3)",No,`);
    rows.push(
      `t${t}-not,#1 people are not more #2 than #3 people (${t}).,group,trait,group,"neq(#1, #3)",Yes,t${t}`,
    );
  }
  writeFileSync(join(dir, "templates.csv"), `${rows.join("\n")}\n`);
  writeFileSync(
    join(dir, "bias-gate.yml"),
    `version: 1\nseed: 1\nper-template: ${perTemplate}\nsuites:\n  - name: groups\n    templates: templates.csv\n    domains: domains\n`,
  );
  return dir;
}

export interface StartupBench {
  node: string;
  /** Medians over RUNS spawns, ms. */
  bareNodeMs: number;
  versionMs: number;
  /** 2,000 yes/no prompts from a config in the working directory: the independent benchmark's case. */
  firstRequestMs: number;
  /** The embedded starter: every suite kind (coreference, contamination, text-to-SQL) loaded and planned first. */
  starterFirstRequestMs: number;
  /**
   * firstRequestMs with no compile cache (NODE_DISABLE_COMPILE_CACHE=1): every run on a fresh machine, such as a
   * GitHub-hosted runner, whose temp directory starts empty. Only where the Node has a compile cache (≥ 22.1).
   */
  coldCacheFirstRequestMs?: number;
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

/**
 * A stub that notes when the first chat request for each model name arrives, and answers "Yes" at once. Each spawn
 * asks for its own model name, so a killed run's requests still in flight never count for the next one.
 */
async function startStub(): Promise<{
  url: string;
  firstAt(model: string): number | undefined;
  stop(): void;
}> {
  const first = new Map<string, number>();
  const server = createServer((req, res) => {
    const at = performance.now();
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      if (req.method === "POST" && req.url?.endsWith("/chat/completions")) {
        const model = (JSON.parse(body) as { model?: string }).model ?? "";
        if (!first.has(model)) first.set(model, at);
      }
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
    firstAt: (model) => first.get(model),
    stop: () => server.close(),
  };
}

let spawns = 0;

/**
 * One whole run of `cli` in `cwd`, to its end. Node writes its compile cache when the process exits, so a run
 * killed at its first request (as the timed ones are) leaves none: only a run that ends fills it, as a user's
 * first run does for the next.
 */
async function warmUp(
  node: string,
  stub: Awaited<ReturnType<typeof startStub>>,
  env: NodeJS.ProcessEnv,
  cwd: string,
  cli = CLI,
) {
  const out = mkdtempSync(join(tmpdir(), "bias-gate-startup-"));
  try {
    const args = [
      cli,
      "run",
      "--base-url",
      stub.url,
      "--model",
      `warm-${++spawns}`,
      "--no-cache",
      "--out",
      out,
    ];
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn(node, args, { cwd, stdio: "ignore", env: { ...env, OPENAI_API_KEY: "bench" } });
      child.on("error", fail);
      child.on("exit", done);
    });
    // The stub answers Yes to everything, so the gate fails (1); anything else means the run did not get there.
    if (code !== 0 && code !== 1) throw new Error(`the warm-up run of ${cli} exited ${code}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** ms from spawning `run` in `cwd` to the stub's first request; the child is killed once it has been seen. */
async function timeFirstRequest(
  node: string,
  stub: Awaited<ReturnType<typeof startStub>>,
  env: NodeJS.ProcessEnv,
  cwd: string,
  cli = CLI,
): Promise<number> {
  const model = `stub-${++spawns}`;
  const out = mkdtempSync(join(tmpdir(), "bias-gate-startup-"));
  const t0 = performance.now();
  const child = spawn(
    node,
    [cli, "run", "--base-url", stub.url, "--model", model, "--no-cache", "--out", out, "--format", "json"],
    { cwd, stdio: "ignore", env: { ...env, OPENAI_API_KEY: "bench" } },
  );
  try {
    for (;;) {
      const at = stub.firstAt(model);
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
  const yesNo = yesNoWorkspace();
  try {
    for (const node of nodes) {
      // One untimed run of each to its end fills Node's compile cache where the bundle enables it, as a user's
      // first run does for the next.
      await timeExit(node, [CLI, "--version"], env);
      await warmUp(node, stub, env, yesNo);
      await warmUp(node, stub, env, ROOT);
      const bare: number[] = [];
      const version: number[] = [];
      const first: number[] = [];
      const starter: number[] = [];
      const coldCache: number[] = [];
      const hasCompileCache = hasModuleCompileCache(node);
      for (let i = 0; i < RUNS; i++) {
        bare.push(await timeExit(node, ["-e", "0"], env));
        version.push(await timeExit(node, [CLI, "--version"], env));
        first.push(await timeFirstRequest(node, stub, env, yesNo));
        starter.push(await timeFirstRequest(node, stub, env, ROOT));
        if (hasCompileCache)
          coldCache.push(
            await timeFirstRequest(node, stub, { ...env, NODE_DISABLE_COMPILE_CACHE: "1" }, yesNo),
          );
      }
      const firstRequestMs = median(first);
      const bareNodeMs = median(bare);
      results.push({
        node: `${node === process.execPath ? "this node" : "node24 test runtime"} ${nodeVersion(node)}`,
        bareNodeMs,
        versionMs: median(version),
        firstRequestMs,
        starterFirstRequestMs: median(starter),
        ...(hasCompileCache ? { coldCacheFirstRequestMs: median(coldCache) } : {}),
        vsGoal: firstRequestMs / FIRST_REQUEST_GOAL_MS,
        vsBareNode: firstRequestMs / bareNodeMs,
      });
    }
  } finally {
    stub.stop();
    rmSync(yesNo, { recursive: true, force: true });
  }
  return results;
}

export interface StartupComparison {
  node: string;
  /** Quartiles (p25, median, p75) of the first request, ms, over TURNS spawns each. */
  thisBuild: [number, number, number];
  against: [number, number, number];
}

/** The first request of this build and of `against`, spawned in turns so both see the same machine. */
export async function compareStartup(against: string): Promise<StartupComparison[]> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  if (!existsSync(against)) throw new Error(`${against} is missing`);
  const nodes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])];
  const stub = await startStub();
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.NODE_OPTIONS;
  const yesNo = yesNoWorkspace();
  const comparisons: StartupComparison[] = [];
  try {
    for (const node of nodes) {
      await warmUp(node, stub, env, yesNo, CLI);
      await warmUp(node, stub, env, yesNo, against);
      const mine: number[] = [];
      const theirs: number[] = [];
      for (let i = 0; i < TURNS; i++) {
        mine.push(await timeFirstRequest(node, stub, env, yesNo, CLI));
        theirs.push(await timeFirstRequest(node, stub, env, yesNo, against));
      }
      comparisons.push({ node: nodeVersion(node), thisBuild: quartiles(mine), against: quartiles(theirs) });
    }
  } finally {
    stub.stop();
    rmSync(yesNo, { recursive: true, force: true });
  }
  return comparisons;
}

function quartiles(values: number[]): [number, number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.round(p * (sorted.length - 1))]!;
  return [at(0.25), at(0.5), at(0.75)];
}

function printComparison(against: string, comparisons: readonly StartupComparison[]): void {
  console.log(`\nStartup: first request of ${CLI}\nagainst ${against}, ${TURNS} spawns each in turns`);
  const show = ([p25, p50, p75]: [number, number, number]) =>
    `median ${p50.toFixed(0)} ms (quartiles ${p25.toFixed(0)}–${p75.toFixed(0)})`;
  for (const c of comparisons) {
    console.log(`  ${c.node}`);
    console.log(`    this build   ${show(c.thisBuild)}`);
    console.log(`    against      ${show(c.against)}`);
    console.log(`    difference   ${(c.thisBuild[1] - c.against[1]).toFixed(0)} ms at the median`);
  }
}

function hasModuleCompileCache(node: string): boolean {
  const probe = 'process.stdout.write(String(typeof require("node:module").enableCompileCache))';
  return execFileSync(node, ["-e", probe], { encoding: "utf8" }) === "function";
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
      `    first request    ${r.firstRequestMs.toFixed(1)} ms (2,000 yes/no prompts): ${r.vsGoal.toFixed(2)}× the goal of ${FIRST_REQUEST_GOAL_MS} ms, ${r.vsBareNode.toFixed(2)}× bare Node`,
    );
    if (r.coldCacheFirstRequestMs !== undefined)
      console.log(
        `    no compile cache ${r.coldCacheFirstRequestMs.toFixed(1)} ms (the same first request on a fresh machine, e.g. a GitHub-hosted runner)`,
      );
    console.log(
      `    starter          ${r.starterFirstRequestMs.toFixed(1)} ms (the embedded default: all four suite kinds loaded and planned first)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const against = process.env.BENCH_AGAINST;
  if (against) printComparison(against, await compareStartup(resolve(against)));
  else printStartupBench(await benchStartup());
}
