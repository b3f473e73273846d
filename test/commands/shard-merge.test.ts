/**
 * `run --shard i/n` and `merge` through the CLI (from source): four shards merged give exactly the results of one
 * run with the same seed, on the embedded simulator and over HTTP against `serve-sim`; a shard's plan is its run;
 * merge refuses shards that are not one run split in n, naming the file and the fix.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO, TSX_LOADER } from "../integration/fixtures/plan.js";
import { cli, workspace } from "./helpers.js";

const STARTER = join(REPO, "fixtures", "starter");
const SQL = join(REPO, "fixtures", "text-to-sql");

/**
 * Every kind, small: yes/no templates with negated twins, coreference pairs in four conditions, contamination
 * probes, and text-to-SQL questions that replay the model's reading of their database (a conversation that must
 * stay in its interpretation's shard).
 */
const CONFIG = `version: 1
seed: 11
per-template: 4
suites:
  - name: gender
    templates: ${STARTER}/templates/gender.templates.csv
    domains: ${STARTER}/domains
  - name: occupations
    kind: coreference
    pro: ${STARTER}/coreference/pro.txt
    anti: ${STARTER}/coreference/anti.txt
    male-occupations: ${STARTER}/coreference/male-occupations.txt
    female-occupations: ${STARTER}/coreference/female-occupations.txt
    per-condition: 12
    adjectives:
      male: ${STARTER}/coreference/adjectives-male.txt
      female: ${STARTER}/coreference/adjectives-female.txt
  - name: schemas
    kind: contamination
    reference: ${STARTER}/contamination/reference/*.sql
    fresh: ${STARTER}/contamination/fresh/*.sql
  - name: text-to-sql
    kind: text-to-sql
    instances: 2
    per-database: 2
    public:
      spider:
        questions: ${SQL}/stand-in-public/dev.json
        tables: ${SQL}/stand-in-public/tables.json
    fresh:
      dir: ${SQL}/fresh
`;

/** results.json without what differs between any two runs (when they started, how long they took). */
function comparable(dir: string, out: string): unknown {
  const results = JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8"));
  delete results.provenance.startedAt;
  delete results.provenance.durationMs;
  const items = join(dir, out, "items.jsonl");
  return { results, items: existsSync(items) ? readFileSync(items, "utf8") : undefined };
}

/** Runs shards 1..n of `count` into `shard-<i>/`, each its own `run --shard i/n`; their exit codes. */
async function runShards(dir: string, count: number, extra: readonly string[] = []): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= count; i++) {
    const run = await cli(["run", "--shard", `${i}/${count}`, "--out", `shard-${i}`, ...extra], dir);
    expect(run.stdout).toContain(`shard ${i}/${count}: partial, merge to decide`);
    codes.push(run.code);
  }
  return codes;
}

/** `promptId#trial` of every request in a shard file. */
function requestsIn(file: string): string[] {
  const [, ...lines] = readFileSync(file, "utf8").trim().split("\n");
  return lines.map((line) => {
    const o = JSON.parse(line) as { promptId: string; trial: number };
    return `${o.promptId}#${o.trial}`;
  });
}

function statusesIn(file: string): string[] {
  const [, ...lines] = readFileSync(file, "utf8").trim().split("\n");
  return lines.map((line) => (JSON.parse(line) as { status: string }).status);
}

const servers: ChildProcessWithoutNullStreams[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.on("close", () => resolve());
          child.kill("SIGINT");
        }),
    ),
  );
});

/** `bias-gate serve-sim` from source in its own process; resolves with the URL it prints. */
function serveSim(argv: readonly string[], cwd: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", TSX_LOADER, join(REPO, "src", "cli.ts"), "serve-sim", ...argv],
    { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd } },
  );
  servers.push(child);
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /^(http:\/\/\S+)$/m.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => reject(new Error(`serve-sim exited (${code}) before its URL:\n${stderr}`)));
  });
}

describe("bias-gate run --shard i/n, then merge", () => {
  it("gives a merged 4-shard run the results of one run, item for item and verdict for verdict", async () => {
    const dir = workspace({ "bias-gate.yml": CONFIG });
    const common = ["--no-cache", "--profile", "biased"];
    expect(await runShards(dir, 4, common)).toEqual([0, 0, 0, 0]);
    const single = await cli(["run", "--out", "single", ...common], dir);
    expect(single.code, single.stderr).toBe(1);
    const merged = await cli(
      ["merge", "shard-1", "shard-2", "shard-3", "shard-4", "--out", "merged", ...common],
      dir,
    );
    expect(merged.code, merged.stderr).toBe(single.code);
    expect(comparable(dir, "merged")).toEqual(comparable(dir, "single"));
    expect(readFileSync(join(dir, "merged", "report.md"), "utf8").split("\n")[0]).toBe(
      readFileSync(join(dir, "single", "report.md"), "utf8").split("\n")[0],
    );

    // Every request once, in shards of about equal size; a question in the shard of the reading it replays.
    const shards = [1, 2, 3, 4].map((i) => requestsIn(join(dir, `shard-${i}`, `shard-${i}-of-4.jsonl`)));
    const all = shards.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(
      JSON.parse(readFileSync(join(dir, "single", "results.json"), "utf8")).provenance.requests,
    );
    const sizes = shards.map((s) => s.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(all.length / 10);
    // A question apart from the reading it replays could not be sent (skipped, prerequisite): none is.
    const statuses = [1, 2, 3, 4].flatMap((i) =>
      statusesIn(join(dir, `shard-${i}`, `shard-${i}-of-4.jsonl`)),
    );
    expect(new Set(statuses)).toEqual(new Set(["answered"]));
  }, 180_000);

  it("merges shards run against the HTTP simulator (serve-sim --base-url) into the single run's results", async () => {
    const dir = workspace({ "bias-gate.yml": CONFIG });
    const url = await serveSim(["--profile", "fair", "--port", "0"], dir);
    const common = ["--no-cache", "--base-url", url, "--model", "bias-gate-simulator"];
    const io = { env: { ...process.env, OPENAI_API_KEY: "any" } };
    for (let i = 1; i <= 4; i++) {
      const run = await cli(["run", "--shard", `${i}/4`, "--out", `shard-${i}`, ...common], dir, io);
      expect(run.code, run.stderr).toBe(0);
    }
    const single = await cli(["run", "--out", "single", ...common], dir, io);
    const merged = await cli(
      ["merge", "--shards", "shard-1", "shard-2", "shard-3", "shard-4", "--out", "merged", ...common],
      dir,
    );
    expect(merged.code, merged.stderr).toBe(single.code);
    expect(comparable(dir, "merged")).toEqual(comparable(dir, "single"));
  }, 180_000);

  it("plans for a shard exactly the requests that shard's run sends", async () => {
    const dir = workspace({ "bias-gate.yml": CONFIG });
    const plan = await cli(["plan", "--shard", "3/4"], dir);
    expect(plan.code, plan.stderr).toBe(0);
    const planned = Number(/^\s+total \(.*?\)\s+(\d+)\s+(\d+)\s/m.exec(plan.stdout)?.[2]);
    expect(planned).toBeGreaterThan(0);
    const run = await cli(["run", "--shard", "3/4", "--no-cache", "--out", "s3"], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(plan.stderr).toMatch(/shard 3\/4: \d+ of \d+ prompts/);
    expect(requestsIn(join(dir, "s3", "shard-3-of-4.jsonl"))).toHaveLength(planned);
  }, 120_000);
});
