/**
 * Sampling benchmark: 100 000 prompts from a template with 6 slots over 300-value domains
 * (300^6 ≈ 7.3e14 fillings) and two neq constraints.
 *
 * Run: `npx tsx bench/sampling.ts` (add `node --expose-gc --import tsx bench/sampling.ts` for exact heap deltas).
 * Reference points: time against drawing the same number of random indices and rendering them (the work no
 * sampler can avoid), and retained heap against the JSON size of the produced prompts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { samplePrompts } from "../src/sampling/sample.js";
import { createSpace, fillingAt, renderStatement } from "../src/sampling/space.js";
import { createRng } from "../src/stats/rng.js";
import type { Domain, Template } from "../src/templates/types.js";

export interface SamplingBench {
  prompts: number;
  /** Size of the unconstrained filling space. */
  fillings: number;
  wallMs: number;
  promptsPerSecond: number;
  /** Milliseconds to draw as many random indices and render them, with no constraints or distinctness. */
  referenceMs: number;
  /** wallMs / referenceMs. */
  timeVsReference: number;
  /** Peak resident set size of the process so far, bytes. */
  peakRssBytes: number;
  /** Heap retained by the result: heapUsed after minus before (exact only with --expose-gc). */
  heapDeltaBytes: number;
  /** Bytes of JSON.stringify(prompts), UTF-8. */
  outputJsonBytes: number;
  /** heapDeltaBytes / outputJsonBytes. */
  heapVsOutput: number;
  gcExposed: boolean;
}

/** Runs the 6 × 300 sampling benchmark once (after a small warm-up) and returns its measurements. */
export function benchSampling(count = 100_000, seed = "bench"): SamplingBench {
  const { template, domains } = fixture();
  const set = { templates: [template], domains, pairs: [] };
  samplePrompts(set, { perTemplate: 1000, seed: "warm-up" });

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const prompts = samplePrompts(set, { perTemplate: count, seed });
  const wallMs = performance.now() - start;
  gc?.();
  const heapDeltaBytes = process.memoryUsage().heapUsed - heapBefore;
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const outputJsonBytes = Buffer.byteLength(JSON.stringify(prompts));

  const space = createSpace(template, domains);
  const rng = createRng(seed, "reference");
  const refStart = performance.now();
  let chars = 0;
  for (let i = 0; i < count; i++)
    chars += renderStatement(template.text, fillingAt(space, rng.nextBelow(space.size))).length;
  const referenceMs = performance.now() - refStart;
  if (chars === 0) throw new Error("reference rendered nothing");

  return {
    prompts: prompts.length,
    fillings: space.size,
    wallMs,
    promptsPerSecond: prompts.length / (wallMs / 1000),
    referenceMs,
    timeVsReference: wallMs / referenceMs,
    peakRssBytes,
    heapDeltaBytes,
    outputJsonBytes,
    heapVsOutput: heapDeltaBytes / outputJsonBytes,
    gcExposed: gc !== undefined,
  };
}

function fixture(): { template: Template; domains: Map<string, Domain> } {
  const names = (prefix: string): Domain => ({
    name: prefix,
    file: `domains/${prefix}.txt`,
    values: Array.from({ length: 300 }, (_, i) => ({
      name: `${prefix}${i}`,
      class: `c${i % 3}`,
      line: i + 1,
    })),
  });
  const domains = new Map(["a", "b", "c", "d", "e", "f"].map((d) => [d, names(d)]));
  const position = { file: "bench.csv", line: 2, column: 1 };
  const ref = (slot: number, field: "name" | "class") => ({ slot, field, raw: `#${slot}` });
  const template: Template = {
    id: "bench6",
    text: "#1 told #2 that #3 and #4 met #5 at #6's place. ",
    params: ["a", "a", "b", "b", "c", "d"],
    constraints: [
      { fn: "neq", left: ref(1, "name"), right: ref(2, "name"), source: "neq(#1, #2)", position },
      {
        fn: "neq",
        left: ref(3, "class"),
        right: ref(4, "class"),
        source: "neq(#3_class, #4_class)",
        position,
      },
    ],
    label: "Yes",
    position,
    cells: {},
    group: "bench",
  };
  return { template, domains };
}

export function printSamplingBench(b: SamplingBench): void {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.log(
    `sampling: ${b.prompts} prompts from ${b.fillings.toExponential(2)} fillings (6 slots × 300 values)`,
  );
  console.log(`  wall time        ${b.wallMs.toFixed(0)} ms  (${Math.round(b.promptsPerSecond)} prompts/s)`);
  console.log(
    `  reference        ${b.referenceMs.toFixed(0)} ms to draw + render as many indices → ×${b.timeVsReference.toFixed(2)}`,
  );
  console.log(`  peak RSS         ${mb(b.peakRssBytes)}`);
  console.log(
    `  heap retained    ${mb(b.heapDeltaBytes)} vs ${mb(b.outputJsonBytes)} of JSON output → ×${b.heapVsOutput.toFixed(2)}` +
      (b.gcExposed ? "" : "  (no --expose-gc: approximate)"),
  );
}

/**
 * Issue 15's goals: `sample` streams 10^6 prompts in < 10 s within 150 MiB. Issue 30's: a 100,000-request run peaks
 * under 300 MiB with no V8 flag, its peak growing far slower than the run (measured at 20k, 50k and 100k).
 */
export const STREAM_GOALS = {
  samplePrompts: 1_000_000,
  sampleMs: 10_000,
  sampleRssBytes: 150 * 2 ** 20,
  runRequests: 100_000,
  runRssBytes: 300 * 2 ** 20,
};

/** The run sizes whose peak RSS the bench compares: `BENCH_RUN_REQUESTS` (comma-separated) overrides them. */
export function runSizes(env: string | undefined): number[] {
  return (env ?? "20000,50000,100000").split(",").map(Number);
}

/** What one CLI process measured (bench/usage-at-exit.mjs), and what it wrote. */
export interface StreamBench {
  mode: "sample" | "run";
  count: number;
  /** The Node that ran the CLI, e.g. "this node v20.20.2". */
  node: string;
  code: number;
  /** Spawn to exit, Node's own start included. */
  wallMs: number;
  cpuMs: number;
  /** RSS of Node before the CLI loads: what any command costs before it does anything. */
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** Lines of prompts.jsonl (sample) or items.jsonl (run). */
  lines: number;
  outputBytes: number;
  resultsBytes?: number;
}

const ROOT = join(import.meta.dirname, "..");
const CLI = join(ROOT, "dist/cli/index.js");
/** The Action's runtime, when the optional test runtime is installed. */
export const NODE24 = join(ROOT, "test/runtime/node24/node_modules/node24-test-runtime/bin/node");

/**
 * `bias-gate sample --per-template count --out FILE` (one template over 200 × 100 × 100 fillings) or `bias-gate run`
 * of `count` requests against the embedded simulator (two twin pairs over 60-value domains, cache off), each by the
 * built CLI (dist/cli/index.js: rebuild it first) in its own process under `node`, so its peak RSS is its own.
 */
export function benchStream(mode: "sample" | "run", count: number, node = process.execPath): StreamBench {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), `bias-gate-bench-${mode}-`));
  try {
    writeWorkspace(dir, mode);
    const common = ["--templates", "t.csv", "--domains", "d", "--seed", "bench"];
    const args =
      mode === "sample"
        ? ["sample", ...common, "--per-template", String(count), "--out", "prompts.jsonl"]
        : // Two twin pairs: count / 4 fillings per template, each asked once.
          [
            "run",
            ...common,
            "--per-template",
            String(count / 4),
            "--no-cache",
            "--out",
            "out",
            "--format",
            "json",
          ];
    const usageFile = join(dir, "usage.json");
    const preload = pathToFileURL(join(ROOT, "bench/usage-at-exit.mjs")).href;
    const env: NodeJS.ProcessEnv = { ...process.env, BENCH_USAGE_FILE: usageFile, NO_COLOR: "1" };
    delete env.NODE_OPTIONS; // tsx's loader would be measured too
    const start = performance.now();
    const child = spawnSync(node, ["--import", preload, CLI, ...args], {
      cwd: dir,
      env,
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    });
    const wallMs = performance.now() - start;
    if (!existsSync(usageFile)) throw new Error(`bias-gate ${mode} did not finish: ${child.stderr}`);
    const usage = JSON.parse(readFileSync(usageFile, "utf8")) as Pick<
      StreamBench,
      "code" | "cpuMs" | "rssBeforeBytes" | "peakRssBytes"
    >;
    const output = mode === "sample" ? join(dir, "prompts.jsonl") : join(dir, "out", "items.jsonl");
    return {
      ...{ mode, count, node: nodeName(node), wallMs, ...usage },
      ...{ lines: countLines(output), outputBytes: statSync(output).size },
      ...(mode === "run" ? { resultsBytes: statSync(join(dir, "out", "results.json")).size } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function nodeName(node: string): string {
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  return `${node === process.execPath ? "this node" : "node24 test runtime"} ${version}`;
}

function countLines(path: string): number {
  let lines = 0;
  const buffer = Buffer.alloc(1 << 20);
  const fd = openSync(path, "r");
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      for (let i = 0; i < read; i++) if (buffer[i] === 10) lines++;
    }
  } finally {
    closeSync(fd);
  }
  return lines;
}

function writeWorkspace(dir: string, mode: "sample" | "run"): void {
  mkdirSync(join(dir, "d"));
  const domain = (name: string, size: number, classes: readonly string[]) =>
    writeFileSync(
      join(dir, "d", `${name}.txt`),
      Array.from({ length: size }, (_, i) => `${name} value ${i},${classes[i % classes.length]}\n`).join(""),
    );
  const header = "template_id,template_text,param_1,param_2,param_3,constraints,label,negates\n";
  if (mode === "sample") {
    domain("a", 200, ["k0", "k1"]);
    domain("b", 100, ["k0", "k1"]);
    domain("c", 100, ["k0", "k1"]);
    writeFileSync(join(dir, "t.csv"), `${header}big,#1 are better at #2 than #3.,a,b,c,,No,\n`);
    return;
  }
  domain("people", 60, ["men", "women", "non-binary"]);
  domain("skill", 60, ["k0", "k1", "k2"]);
  domain("trait", 60, ["t0", "t1"]);
  writeFileSync(
    join(dir, "t.csv"),
    header +
      'better,#1 are better at #2 than #3.,people,skill,people,"neq(#1_class, #3_class)",No,\n' +
      'better-not,#1 are not better at #2 than #3.,people,skill,people,"neq(#1_class, #3_class)",Yes,better\n' +
      "trait,Most #1 are #2 when doing #3.,people,trait,skill,,No,\n" +
      "trait-not,Most #1 are not #2 when doing #3.,people,trait,skill,,Yes,trait\n",
  );
}

export function printStreamBench(b: StreamBench): void {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const ratio = (value: number, goal: number) => `×${(value / goal).toFixed(2)} of the goal`;
  const failed = b.code === 0 || b.mode === "run" ? "" : ` (exit ${b.code})`;
  if (b.mode === "sample") {
    console.log(
      `sample streaming (dist/cli, ${b.node}): ${b.lines} prompts to JSONL (${mib(b.outputBytes)})${failed}`,
    );
    console.log(
      `  wall time        ${b.wallMs.toFixed(0)} ms (CPU ${b.cpuMs.toFixed(0)} ms)  ${ratio(b.wallMs, STREAM_GOALS.sampleMs)} (< 10 s)`,
    );
    console.log(
      `  peak RSS         ${mib(b.peakRssBytes)}  ${ratio(b.peakRssBytes, STREAM_GOALS.sampleRssBytes)} (≤ 150 MiB); ` +
        `${mib(b.rssBeforeBytes)} of it Node's own before the CLI loads`,
    );
    return;
  }
  console.log(
    `run memory (dist/cli, ${b.node}): ${b.count} requests against the embedded simulator (exit ${b.code}), ${b.lines} items`,
  );
  console.log(`  wall time        ${(b.wallMs / 1000).toFixed(1)} s (CPU ${(b.cpuMs / 1000).toFixed(1)} s)`);
  console.log(
    `  peak RSS         ${mib(b.peakRssBytes)}  ${ratio(b.peakRssBytes, STREAM_GOALS.runRssBytes)} (< 300 MiB at 100,000 requests); ` +
      `${mib(b.rssBeforeBytes)} Node's own before the CLI loads`,
  );
  console.log(
    `  results.json     ${((b.resultsBytes ?? 0) / 1024).toFixed(1)} KiB; items.jsonl ${mib(b.outputBytes)}`,
  );
}

/**
 * Peak RSS against run size: memory bounded by design grows far slower than the run. Each size's peak, its growth
 * per 10,000 more requests, and the goal at 100,000.
 */
export function printRunScaling(runs: readonly StreamBench[]): void {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.log("run memory by size (dist/cli, no V8 flags):");
  runs.forEach((b, i) => {
    const before = runs[i - 1];
    const growth = before
      ? `  +${mib(((b.peakRssBytes - before.peakRssBytes) / (b.count - before.count)) * 10_000)} per 10,000 more requests`
      : "";
    console.log(
      `  ${String(b.count).padStart(7)} requests  peak RSS ${mib(b.peakRssBytes).padStart(10)}${growth}`,
    );
  });
  const goal = runs.find((b) => b.count === STREAM_GOALS.runRequests);
  if (goal)
    console.log(
      `  goal: < ${mib(STREAM_GOALS.runRssBytes)} at ${STREAM_GOALS.runRequests} requests → ${mib(goal.peakRssBytes)}, ` +
        `${goal.peakRssBytes < STREAM_GOALS.runRssBytes ? "met" : "NOT met"}`,
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSamplingBench(benchSampling());
  printStreamBench(benchStream("sample", STREAM_GOALS.samplePrompts));
  const runs = runSizes(process.env.BENCH_RUN_REQUESTS).map((count) => benchStream("run", count));
  for (const run of runs) printStreamBench(run);
  printRunScaling(runs);
}
