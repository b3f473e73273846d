/**
 * The built CLI at realistic settings (issue 30): answers in 500 ms or 2 s, a server limit of 8, 32 or 64
 * concurrent requests the client is not told, 429 beyond it with `Retry-After: 1`, 2,000 and 20,000 prompts.
 * Each cell runs two CLIs AT THE SAME TIME, each against a stub of its own, so both see the same contention on a
 * shared machine: `before` (another build's dist/, e.g. the baseline) and `after` (this checkout's dist/). For
 * each it prints the query wall time (the stub's clock, first request to last answer) over the ideal
 * ceil(N / limit) × latency, the whole process's wall time, its CPU time and peak RSS (bench/usage-at-exit.mjs),
 * the 429s and the answers lost.
 *
 *   node --import tsx bench/rate-limits.ts realistic [before-dist] [cell …]
 *
 * `before-dist` defaults to /work/baseline/dist; without one that exists, `after` runs alone. A cell is
 * `<prompts>x<limit>@<latency ms>` (e.g. `2000x32@500`); without any, every cell whose ideal is at most
 * MAX_IDEAL_S runs and the others are listed as not run. `stress` is the 100 ms / limit-128 line of
 * rate-limits.ts, information rather than a goal. The CLI runs under the Action's Node 24 when installed
 * (BENCH_NODE overrides), with the response cache off and sequential sampling off, so all N prompts are sent.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startEndpoint } from "./endpoint-process.js";
import { yesNoWorkspace } from "./startup.js";

const ROOT = resolve(import.meta.dirname, "..");
const NODE24 = join(ROOT, "test/runtime/node24/node_modules/node24-test-runtime/bin/node");
const DEFAULT_BEFORE = "/work/baseline/dist";
/** Cells whose ideal is longer than this are listed, not run (20,000 prompts at limit 8 and 2 s: 83 min). */
const MAX_IDEAL_S = 660;

export interface Cell {
  prompts: number;
  limit: number;
  latencyMs: number;
}

export const REALISTIC_CELLS: readonly Cell[] = [2000, 20_000].flatMap((prompts) =>
  [500, 2000].flatMap((latencyMs) => [8, 32, 64].map((limit) => ({ prompts, limit, latencyMs }))),
);
const STRESS: Cell = { prompts: 2000, limit: 128, latencyMs: 100 };

export const idealMs = (c: Cell): number => Math.ceil(c.prompts / c.limit) * c.latencyMs;
const cellName = (c: Cell): string => `${c.prompts}x${c.limit}@${c.latencyMs}`;

export interface CliRun {
  /** The stub's clock: first request to last answer. */
  queryMs: number;
  /** Spawn to exit, startup and scoring included. */
  processMs: number;
  cpuMs: number;
  peakRssMiB: number;
  answered: number;
  rateLimited: number;
  sent: number;
}

/** A root the built CLI can find its package in (package.json and fixtures/ above dist/), holding a copy of `dist`. */
function stageDist(dist: string): { cli: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), "bias-gate-before-"));
  cpSync(dist, join(root, "dist"), { recursive: true });
  for (const name of ["package.json", "fixtures", "schema", "action.yml"]) {
    if (existsSync(join(ROOT, name))) symlinkSync(join(ROOT, name), join(root, name));
  }
  return {
    cli: join(root, "dist/cli/index.js"),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** One CLI run against a stub of its own. */
async function runCli(node: string, cli: string, cell: Cell): Promise<CliRun> {
  const workspace = yesNoWorkspace(cell.prompts / 40);
  const out = mkdtempSync(join(tmpdir(), "bias-gate-realistic-"));
  const usageFile = join(out, "usage.json");
  const stub = await startEndpoint("bench/stub-endpoint.ts", { ...cell, hint: "1s" });
  try {
    const args = ["--import", join(ROOT, "bench/usage-at-exit.mjs"), cli, "run", "--base-url", stub.url];
    args.push("--model", "stub", "--out", out, "--format", "json", "--no-cache", "--no-sequential");
    const started = performance.now();
    const stderr = await new Promise<string>((done, fail) => {
      const child = spawn(node, args, {
        cwd: workspace,
        stdio: ["ignore", "ignore", "pipe"],
        env: { PATH: process.env.PATH, HOME: out, OPENAI_API_KEY: "bench", BENCH_USAGE_FILE: usageFile },
      });
      let text = "";
      child.stderr!.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on("error", fail);
      child.on("close", () => done(text));
    });
    const processMs = performance.now() - started;
    const stats = await stub.stats();
    const summary = /requests sent (\d+) \(retries \d+, 429s (\d+)\); answered (\d+)/.exec(stderr);
    if (
      !summary ||
      stats.firstAt === undefined ||
      stats.lastAnswerAt === undefined ||
      !existsSync(usageFile)
    ) {
      throw new Error(`${cellName(cell)}: the CLI did not finish its requests:\n${stderr.slice(-2000)}`);
    }
    const usage = JSON.parse(readFileSync(usageFile, "utf8")) as { cpuMs: number; peakRssBytes: number };
    return {
      queryMs: stats.lastAnswerAt - stats.firstAt,
      processMs,
      cpuMs: usage.cpuMs,
      peakRssMiB: usage.peakRssBytes / 2 ** 20,
      answered: Number(summary[3]),
      rateLimited: Number(summary[2]),
      sent: Number(summary[1]),
    };
  } finally {
    stub.stop();
    rmSync(workspace, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

function row(cell: Cell, label: string, run: CliRun): string {
  const ideal = idealMs(cell);
  return [
    cellName(cell),
    label,
    `${(ideal / 1000).toFixed(1)} s`,
    `${(run.queryMs / 1000).toFixed(1)} s`,
    `×${(run.queryMs / ideal).toFixed(3)}`,
    `${(run.processMs / 1000).toFixed(1)} s`,
    `${(run.cpuMs / 1000).toFixed(1)} s`,
    `${run.peakRssMiB.toFixed(0)} MiB`,
    `${((100 * run.rateLimited) / run.sent).toFixed(1)}%`,
    String(cell.prompts - run.answered),
  ].join(" | ");
}

const HEADER =
  "cell (N×limit@latency) | build | ideal | query wall | ×ideal | process wall | CPU | peak RSS | 429s | lost";

/** This checkout's CLI, or BENCH_AFTER_DIST's (a copy, so a rebuild during a long run does not change it). */
function afterCli(): string {
  const dist = process.env.BENCH_AFTER_DIST;
  return dist ? join(dist, "cli/index.js") : join(ROOT, "dist/cli/index.js");
}

/** Before and after of one cell, at the same time; each line is a Markdown table row. */
export async function runPairedCell(node: string, cell: Cell, before?: string): Promise<void> {
  const staged = before ? stageDist(before) : undefined;
  try {
    const [b, a] = await Promise.all([
      staged ? runCli(node, staged.cli, cell) : Promise.resolve(undefined),
      runCli(node, afterCli(), cell),
    ]);
    if (b) console.log(`| ${row(cell, "before", b)} |`);
    console.log(`| ${row(cell, "after", a)} |`);
  } finally {
    staged?.dispose();
  }
}

function parseCell(text: string): Cell {
  if (text === "stress") return STRESS;
  const match = /^(\d+)x(\d+)@(\d+)$/.exec(text);
  if (!match) throw new Error(`a cell is <prompts>x<limit>@<latency ms> or "stress", not ${text}`);
  return { prompts: Number(match[1]), limit: Number(match[2]), latencyMs: Number(match[3]) };
}

export async function benchRealistic(args: readonly string[]): Promise<void> {
  if (!existsSync(join(ROOT, "dist/cli/index.js")))
    throw new Error("dist/cli is missing: run npm run build first");
  const given = args[0] !== undefined && !/^(\d+x\d+@\d+|stress)$/.test(args[0]) ? args[0] : undefined;
  const before = given ?? (existsSync(join(DEFAULT_BEFORE, "cli/index.js")) ? DEFAULT_BEFORE : undefined);
  const named = args.slice(given ? 1 : 0).map(parseCell);
  const cells =
    named.length > 0 ? named : [...REALISTIC_CELLS.filter((c) => idealMs(c) <= MAX_IDEAL_S * 1000)];
  const node = process.env.BENCH_NODE ?? (existsSync(NODE24) ? NODE24 : process.execPath);
  console.log(
    `realistic: Retry-After: 1, the built CLI under ${node}; before ${before ?? "(none)"}, after dist/`,
  );
  console.log(`| ${HEADER} |\n|${" --- |".repeat(HEADER.split("|").length)}`);
  for (const cell of cells) await runPairedCell(node, cell, before);
  if (named.length === 0) {
    for (const cell of REALISTIC_CELLS.filter((c) => idealMs(c) > MAX_IDEAL_S * 1000)) {
      console.log(`| ${cellName(cell)} | not run: ideal ${(idealMs(cell) / 60_000).toFixed(0)} min |`);
    }
    console.log("stress case (information, not a goal):");
    await runPairedCell(node, STRESS, before);
  }
}
