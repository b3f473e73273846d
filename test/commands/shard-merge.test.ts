/**
 * `run --shard i/n` and `merge` through the CLI (from source): four shards merged give exactly the results of one
 * run with the same seed, on the embedded simulator and over HTTP against `serve-sim`; a shard's plan is its run;
 * merge refuses shards that are not one run split in n, naming the file and the fix.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO, TSX_LOADER, templateFiles } from "../integration/fixtures/plan.js";
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
    instances: 1
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

/** The four shards of CONFIG against the biased profile, run once for the file: two tests read them. */
let biased: Promise<{ dir: string; codes: number[] }> | undefined;
function biasedShards(): Promise<{ dir: string; codes: number[] }> {
  biased ??= (async () => {
    const dir = workspace({ "bias-gate.yml": CONFIG });
    return { dir, codes: await runShards(dir, 4, ["--no-cache", "--profile", "biased"]) };
  })();
  return biased;
}

describe("bias-gate run --shard i/n, then merge", () => {
  it("gives a merged 4-shard run the results of one run, item for item and verdict for verdict", async () => {
    const { dir, codes } = await biasedShards();
    const common = ["--no-cache", "--profile", "biased"];
    expect(codes).toEqual([0, 0, 0, 0]);
    // Shards sample the fixed plan, so the single run they must equal is the fixed plan too.
    const single = await cli(["run", "--no-sequential", "--out", "single", ...common], dir);
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
    const single = await cli(["run", "--no-sequential", "--out", "single", ...common], dir, io);
    const merged = await cli(
      ["merge", "--shards", "shard-1", "shard-2", "shard-3", "shard-4", "--out", "merged", ...common],
      dir,
    );
    expect(merged.code, merged.stderr).toBe(single.code);
    expect(comparable(dir, "merged")).toEqual(comparable(dir, "single"));
  }, 180_000);

  it("plans for a shard exactly the requests that shard's run sends", async () => {
    // Shard 3's run is the first test's (biased answers, the same requests); exit 0 is checked there.
    const { dir } = await biasedShards();
    const plan = await cli(["plan", "--shard", "3/4"], dir);
    expect(plan.code, plan.stderr).toBe(0);
    const planned = Number(/^\s+total \(.*?\)\s+(\d+)\s+(\d+)\s/m.exec(plan.stdout)?.[2]);
    expect(planned).toBeGreaterThan(0);
    expect(plan.stderr).toMatch(/shard 3\/4: \d+ of \d+ prompts/);
    expect(requestsIn(join(dir, "shard-3", "shard-3-of-4.jsonl"))).toHaveLength(planned);
  }, 120_000);
});

/** A small yes/no suite (statements and their negated twins), quick to run four times over. */
function smallWorkspace(): string {
  return workspace({
    ...templateFiles(["hikers", "cyclists", "rowers", "skiers", "boxers", "divers"]),
    "bias-gate.yml": [
      "version: 1",
      "seed: 1",
      "per-template: 10",
      "suites:",
      "  - name: sports",
      "    templates: t.csv",
      "    domains: d",
      "",
    ].join("\n"),
  });
}

const ALL = ["shard-1", "shard-2", "shard-3", "shard-4"];

describe("bias-gate merge refuses what is not one run split in n (exit 2, naming the file and the fix)", () => {
  it("names a missing shard, a shard given twice and shards of different n", async () => {
    const dir = smallWorkspace();
    expect(await runShards(dir, 4, ["--no-cache"])).toEqual([0, 0, 0, 0]);
    const missing = await cli(["merge", "shard-1", "shard-2", "shard-4"], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: missing shard 3/4 (have 1/4, 2/4, 4/4)");
    expect(missing.stderr).toMatch(/hint: pass every shard's file; .*re-run that job/);

    cpSync(join(dir, "shard-2"), join(dir, "again"), { recursive: true });
    const twice = await cli(["merge", ...ALL, "again"], dir);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(
      "shard 2/4 given twice: shard-2/shard-2-of-4.jsonl and again/shard-2-of-4.jsonl",
    );

    const half = await cli(["run", "--shard", "1/2", "--no-cache", "--out", "half"], dir);
    expect(half.code, half.stderr).toBe(0);
    const mixed = await cli(["merge", ...ALL, "half"], dir);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain(
      "shards of different matrices: shard-1/shard-1-of-4.jsonl is shard 1/4, half/shard-1-of-2.jsonl is shard 1/2 (n differs)",
    );
    expect((await cli(["merge", "--shards", "shard-*"], dir)).code).not.toBe(2);
  }, 120_000);

  it("names the shard run with another seed or templates, and a merge configured unlike its shards", async () => {
    const dir = smallWorkspace();
    expect(await runShards(dir, 4, ["--no-cache"])).toEqual([0, 0, 0, 0]);
    const other = await cli(["run", "--shard", "3/4", "--seed", "99", "--no-cache", "--out", "seed-99"], dir);
    expect(other.code, other.stderr).toBe(0);
    const seeds = await cli(["merge", "shard-1", "shard-2", "seed-99", "shard-4"], dir);
    expect(seeds.code).toBe(2);
    expect(seeds.stderr).toContain(
      "seed-99/shard-3-of-4.jsonl: error: seed-99/shard-3-of-4.jsonl was run with seed 99, shard-1/shard-1-of-4.jsonl was run with seed 1",
    );

    const merged = await cli(["merge", ...ALL, "--seed", "2"], dir);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toContain("error: the shards were run with seed 1, this merge's config has seed 2");
    expect(merged.stderr).toContain(
      "hint: pass --seed 1 (the Action's seed input), or run the merge on the commit",
    );

    const gate = await cli(["merge", ...ALL, "--max-bias-rate", "0.5"], dir);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain("the shards were configured with other gate settings");

    writeFileSync(
      join(dir, "t.csv"),
      readFileSync(join(dir, "t.csv"), "utf8").replace("better at sport", "better at sports"),
    );
    const edited = await cli(["merge", ...ALL], dir);
    expect(edited.code).toBe(2);
    expect(edited.stderr).toContain(
      "error: the shards were planned from other prompts or request settings than this merge (template files differ: t.csv)",
    );
  }, 120_000);

  it("refuses bad --shard values, files that are not shards, and a shard missing a request", async () => {
    const dir = smallWorkspace();
    for (const bad of ["0/4", "5/4", "2/0", "x", "2/4/1", "1/257"]) {
      const run = await cli(["run", "--shard", bad], dir);
      expect(run.code, bad).toBe(2);
      expect(run.stderr, bad).toMatch(
        /^error: --shard .*\n {2}hint: write --shard i\/n with 1 ≤ i ≤ n, e\.g\. --shard 2\/4/,
      );
    }
    expect((await cli(["plan", "--shard", "9/4"], dir)).stderr).toContain(
      "--shard 9/4: i must be between 1 and n (4)",
    );
    expect((await cli(["merge"], dir)).stderr).toContain("error: merge needs the shards' files");

    writeFileSync(join(dir, "answers.jsonl"), '{"promptId":"p","trial":0,"text":"Yes"}\n');
    const notShard = await cli(["merge", "answers.jsonl"], dir);
    expect(notShard.code).toBe(2);
    expect(notShard.stderr).toContain(
      "answers.jsonl:1:1: error: answers.jsonl is not a bias-gate shard file",
    );

    expect(await runShards(dir, 2, ["--no-cache"])).toEqual([0, 0]);
    const file = join(dir, "shard-2", "shard-2-of-2.jsonl");
    const lines = readFileSync(file, "utf8").trim().split("\n");
    writeFileSync(file, `${lines.slice(0, -1).join("\n")}\n`);
    const lacking = await cli(["merge", "shard-1", "shard-2"], dir);
    expect(lacking.code).toBe(2);
    expect(lacking.stderr).toMatch(
      /shard-2\/shard-2-of-2\.jsonl \(shard 2\/2\) lacks 1 of its \d+ requests, e\.g\. /,
    );
    writeFileSync(file, `${lines.join("\n")}\n{"promptId":`);
    const damaged = await cli(["merge", "shard-1", "shard-2"], dir);
    expect(damaged.code).toBe(2);
    expect(damaged.stderr).toContain(`shard-2/shard-2-of-2.jsonl:${lines.length + 1}: not valid JSON`);
  }, 120_000);
});

describe("endpoint failures survive the merge", () => {
  it("counts a shard's failed requests in the merged error rate and endpoint summary", async () => {
    const dir = smallWorkspace();
    expect(await runShards(dir, 2, ["--no-cache"])).toEqual([0, 0]);
    const file = join(dir, "shard-2", "shard-2-of-2.jsonl");
    const [head, first, ...rest] = readFileSync(file, "utf8").trim().split("\n");
    const { answer: _, source: __, latencyMs: ___, ...recorded } = JSON.parse(first as string);
    const failure = { kind: "server-error", status: 503, message: "HTTP 503: overloaded" };
    const failed = { ...recorded, status: "failed", failure, attempts: 3 };
    writeFileSync(file, `${[head, JSON.stringify(failed), ...rest].join("\n")}\n`);
    const merged = await cli(["merge", "shard-1", "shard-2", "--out", "merged"], dir);
    const results = JSON.parse(readFileSync(join(dir, "merged", "results.json"), "utf8"));
    expect(results.endpoint.byKind).toEqual({ "server-error": 1 });
    expect(results.coverage.map((c: { failed: number }) => c.failed)).toEqual([1]);
    const errorRate = results.metrics.find((m: { id: string }) => m.id === "error-rate:overall");
    expect(errorRate.numerator).toBe(1);
    expect(merged.stderr).toMatch(/failed \(server-error\): 1/);
  }, 120_000);

  it("makes the merged verdict `error` (exit 4) when the endpoint failed every shard", async () => {
    const dir = smallWorkspace();
    const dead = ["--no-cache", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"];
    const io = { env: { ...process.env, OPENAI_API_KEY: "any" } };
    for (const i of [1, 2]) {
      const run = await cli(["run", "--shard", `${i}/2`, "--out", `shard-${i}`, ...dead], dir, io);
      expect(run.code, run.stderr).toBe(4);
      expect(run.stdout).toContain(`shard ${i}/2: partial, merge to decide: answered 0`);
    }
    const merged = await cli(["merge", "shard-1", "shard-2", "--out", "merged", ...dead], dir);
    expect(merged.code, merged.stderr).toBe(4);
    const results = JSON.parse(readFileSync(join(dir, "merged", "results.json"), "utf8"));
    expect(results.verdict.status).toBe("error");
    expect(Object.keys(results.endpoint.byKind)).toEqual(["connection"]);
  }, 120_000);
});
