import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseResults, type Results } from "../../src/report/results.js";
import { builtinProfile } from "../../src/simulator/profile.js";
import { type SimulatorHandle, startSimulator } from "../../src/simulator/server.js";
import { type CliRun, cli, workspace } from "./helpers.js";

const ROOT = resolve(import.meta.dirname, "../..");
const SQL = join(ROOT, "fixtures/text-to-sql");
const TSX = join(ROOT, "node_modules/tsx/dist/esm/index.mjs");

const HIKERS = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

const PRICES = "prices: { input-per-million: 0.15, output-per-million: 0.6 }";

/** A yes/no suite, and optionally a small text-to-SQL suite (two stages: interpretation, then the question). */
function config(options: { batch: boolean; sql?: boolean; extra?: string[] }): string {
  return [
    "version: 1",
    "seed: 11",
    PRICES,
    ...(options.batch ? ["provider: { batch: true }"] : []),
    ...(options.extra ?? []),
    "suites:",
    "  - { name: outdoor, templates: t.csv, domains: d }",
    ...(options.sql
      ? [
          "  - name: sql",
          "    kind: text-to-sql",
          `    public: { spider: { questions: ${SQL}/stand-in-public/dev.json, tables: ${SQL}/stand-in-public/tables.json } }`,
          `    fresh: { dir: ${SQL}/fresh }`,
          "    per-database: 1",
          "    instances: 1",
        ]
      : []),
    "",
  ].join("\n");
}

function results(dir: string, out: string): Results {
  const path = join(dir, out, "results.json");
  return parseResults(readFileSync(path, "utf8"), path);
}

/** What the model was measured to do, without the run's own bookkeeping (time, cost, endpoint URL). */
function measured(r: Results) {
  return { verdict: r.verdict, metrics: r.metrics, items: r.items, textToSql: r.textToSql };
}

const simulators: SimulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(simulators.splice(0).map((s) => s.close()));
});

async function simulator(delayMs = 0): Promise<SimulatorHandle> {
  const sim = await startSimulator({ profile: builtinProfile("fair"), batch: { delayMs } });
  simulators.push(sim);
  return sim;
}

const against = (sim: SimulatorHandle) => ["--base-url", sim.url, "--model", "bias-gate-simulator"];

/**
 * The yes/no and text-to-SQL suites run once interactively (`i/`) and once through the Batch API from a cold
 * cache (`b/`), once for the file: two tests read the batch run. One fixed look each: "one batch per stage" is a
 * fixed plan's count (a sequential run sends one per look).
 */
let both: Promise<{ dir: string; interactive: CliRun; batch: CliRun }> | undefined;
function batchAndInteractive(): Promise<{ dir: string; interactive: CliRun; batch: CliRun }> {
  both ??= (async () => {
    const dir = workspace({
      ...HIKERS,
      "interactive.yml": config({ batch: false, sql: true }),
      "batch.yml": config({ batch: true, sql: true }),
    });
    const interactive = await cli(
      ["run", "--config", "interactive.yml", "--out", "i", "--no-cache", "--no-sequential"],
      dir,
    );
    const batch = await cli(
      ["run", "--config", "batch.yml", "--out", "b", "--cache-dir", "cache", "--no-sequential"],
      dir,
    );
    return { dir, interactive, batch };
  })();
  return both;
}

describe("provider.batch: true", () => {
  it("gives the interactive run's results for the same seed, one batch per stage, at half the price", async () => {
    const { dir, interactive, batch } = await batchAndInteractive();
    expect(batch.code, batch.stderr).toBe(interactive.code);
    // The text-to-SQL questions replay the model's interpretation: a second batch, built from the first's answers.
    expect(batch.stderr.match(/created batch \S+ of \d+ requests/g)).toHaveLength(2);
    const [i, b] = [results(dir, "i"), results(dir, "b")];
    expect(measured(b)).toEqual(measured(i));
    expect(b.provenance.tokens).toEqual(i.provenance.tokens);
    expect(b.provenance.costUsd).toBeCloseTo(i.provenance.costUsd / 2, 12);

    // A warm re-run buys nothing: every answer is in the cache.
    const warm = await cli(
      ["run", "--config", "batch.yml", "--out", "w", "--cache-dir", "cache", "--no-sequential"],
      dir,
    );
    expect(warm.stderr).not.toMatch(/created batch/);
    expect(measured(results(dir, "w"))).toEqual(measured(i));
  }, 60_000);

  it("plan prices the run at batch rates and equals it: the same requests, tokens and cost within 10%", async () => {
    const { dir, batch: run } = await batchAndInteractive();
    const plan = await cli(["plan", "--config", "batch.yml", "--forecast", "0"], dir);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/input 0\.075 USD\/M tokens, output 0\.3 USD\/M tokens/);
    expect(plan.stdout).toMatch(
      /priced at batch rates, 50% of the interactive prices \(prices\.batch-multiplier 0\.5, the default\)/,
    );
    const totals = /total \(\d+ templates\)\s+[\d,]+\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d.e-]+)/.exec(
      plan.stdout,
    );
    const [requests, input, output, cost] = (totals ?? []).slice(1).map((s) => Number(s.replaceAll(",", "")));
    expect(run.stderr.match(/created batch/g)).toHaveLength(2);
    const { provenance } = results(dir, "b");
    expect(provenance.requests).toBe(requests);
    // Input tokens are counted alike; answers' lengths are what plan can only estimate.
    expect(provenance.tokens.input).toBe(input);
    const tokens = provenance.tokens.input + provenance.tokens.output;
    expect(Math.abs(tokens - (input ?? 0) - (output ?? 0))).toBeLessThanOrEqual(tokens * 0.1);
    expect(Math.abs(provenance.costUsd - (cost ?? 0))).toBeLessThanOrEqual(provenance.costUsd * 0.1);
    expect(provenance.costUsd).toBeCloseTo(
      (provenance.tokens.input * 0.075 + provenance.tokens.output * 0.3) / 1e6,
      15,
    );

    const custom = workspace({
      ...HIKERS,
      "bias-gate.yml": config({ batch: true }).replace(
        PRICES,
        PRICES.replace(" }", ", batch-multiplier: 0.4 }"),
      ),
    });
    const customPlan = await cli(["plan", "--forecast", "0"], custom);
    expect(customPlan.stdout).toMatch(/input 0\.06 USD\/M tokens, output 0\.24 USD\/M tokens/);
    expect(customPlan.stdout).toMatch(/40% of the interactive prices \(prices\.batch-multiplier 0\.4\)/);
  }, 60_000);

  it("sends failed batch lines again in a batch of just them, in the same run, and every request is answered", async () => {
    const sim = await simulator();
    sim.failNextBatch({ kind: "lines-failed", lines: 3 });
    const dir = workspace({ ...HIKERS, "bias-gate.yml": config({ batch: true }) });
    const run = await cli(["run", ...against(sim), "--no-cache", "--out", "o"], dir);
    expect(run.stderr).toMatch(
      /3 of the batch's requests failed \(server-error\); sending them again in a new batch \(2 of at most 5\)/,
    );
    const r = results(dir, "o");
    expect(r.endpoint, run.stderr).toBeUndefined();
    expect(r.coverage?.[0]).toMatchObject({ planned: 12, answered: 12, failed: 0 });
    expect(sim.batchStats()).toMatchObject({ batchesCreated: 2, linesAnswered: 12 });
  }, 60_000);

  it("reports lines that failed in every batch as endpoint failures, not as answers, and keeps them out of the rates", async () => {
    const sim = await simulator();
    sim.failNextBatch({ kind: "lines-failed", lines: 3 });
    sim.failNextBatch({ kind: "lines-failed", lines: 3 });
    const extra = ["provider: { batch: true, max-attempts: 2 }"];
    const dir = workspace({ ...HIKERS, "bias-gate.yml": config({ batch: false, extra }) });
    const run = await cli(["run", ...against(sim), "--no-cache", "--out", "o"], dir);
    const r = results(dir, "o");
    expect(r.endpoint?.failed, run.stderr).toBe(3);
    expect(r.endpoint?.byKind).toEqual({ "server-error": 3 });
    expect(r.coverage?.[0]).toMatchObject({ planned: 12, answered: 9, failed: 3 });
    expect(r.items.filter((item) => item.status === "answered")).toHaveLength(9);
    expect(r.items.filter((item) => item.status === "failed")).toHaveLength(3);
    expect(r.metrics.find((m) => m.kind === "bias-rate")?.n).toBe(9);
    expect(sim.batchStats()).toMatchObject({ batchesCreated: 2, linesAnswered: 9 });
  }, 60_000);

  it("sends the requests an expired batch left unanswered again in a new batch, in the same run", async () => {
    const sim = await simulator();
    sim.failNextBatch({ kind: "batch-expired", answered: 4 });
    const dir = workspace({ ...HIKERS, "bias-gate.yml": config({ batch: true }) });
    const run = await cli(["run", ...against(sim), "--cache-dir", "cache", "--out", "a"], dir);
    expect(run.stderr).toMatch(/8 of the batch's requests failed \(timeout\); sending them again/);
    expect(run.stderr).toMatch(/created batch \S+ of 8 requests/);
    expect(results(dir, "a").endpoint).toBeUndefined();
    expect(sim.batchStats().batchesCreated).toBe(2);
    const again = await cli(["run", ...against(sim), "--cache-dir", "cache", "--out", "b"], dir);
    expect(again.stderr).not.toMatch(/created batch/);
    expect(sim.batchStats().batchesCreated).toBe(2);
  }, 60_000);

  it("--batch sends a run through the Batch API whatever the config says, and --batch=false does not", async () => {
    const sim = await simulator();
    const dir = workspace({ ...HIKERS, "bias-gate.yml": config({ batch: false }) });
    const batched = await cli(["run", ...against(sim), "--batch", "--no-cache", "--out", "a"], dir);
    expect(batched.stderr).toMatch(/created batch \S+ of 12 requests/);
    const plan = await cli(["plan", "--forecast", "0", ...against(sim), "--batch"], dir);
    expect(plan.stdout).toMatch(
      /batch \(provider.batch\): one Batch API batch per stage.*50% of the interactive prices/,
    );
    const configured = workspace({ ...HIKERS, "bias-gate.yml": config({ batch: true }) });
    const interactive = await cli(
      ["run", ...against(sim), "--batch=false", "--no-cache", "--out", "b"],
      configured,
    );
    expect(interactive.stderr).not.toMatch(/created batch/);
    expect(sim.batchStats().batchesCreated).toBe(1);
    expect(results(dir, "a").verdict).toEqual(results(configured, "b").verdict);
  }, 60_000);

  it("resumes the batch a killed run created instead of paying for another", async () => {
    const sim = await simulator(3_000);
    const dir = workspace({
      ...HIKERS,
      "bias-gate.yml": config({ batch: true }),
      "interactive.yml": config({ batch: false }),
    });
    const args = ["run", ...against(sim), "--cache-dir", "cache"];
    await killAfter(/created batch/, [...args, "--out", "killed"], dir);
    expect(sim.batchStats()).toMatchObject({ filesUploaded: 1, batchesCreated: 1, linesAnswered: 0 });

    const resumed = await cli([...args, "--out", "o"], dir);
    expect(resumed.stderr).toMatch(/resuming batch batch_sim_\d+ \(12 requests\)/);
    expect(resumed.stderr).not.toMatch(/created batch/);
    expect(sim.batchStats()).toMatchObject({ filesUploaded: 1, batchesCreated: 1, linesAnswered: 12 });
    const interactive = await cli(
      ["run", "--config", "interactive.yml", ...against(sim), "--no-cache", "--out", "i"],
      dir,
    );
    expect(interactive.code).toBe(resumed.code);
    expect(measured(results(dir, "o"))).toEqual(measured(results(dir, "i")));
  }, 60_000);
});

/** Runs the CLI from source as its own process and SIGKILLs it once its stderr matches `line`. */
function killAfter(line: RegExp, argv: readonly string[], cwd: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", TSX, join(ROOT, "src/cli.ts"), ...argv], {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd },
  });
  return new Promise((done, fail) => {
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (line.test(stderr)) child.kill("SIGKILL");
    });
    child.on("close", (_code, signal) => {
      if (signal === "SIGKILL") done(stderr);
      else fail(new Error(`the run ended before it was killed:\n${stderr}`));
    });
  });
}
