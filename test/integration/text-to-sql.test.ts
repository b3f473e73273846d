/**
 * The text-to-SQL half of the contamination study, end to end through the shipped CLI (`dist/cli/index.js`) and
 * the simulator: planted contamination fails the gate, planted accuracies are recovered inside the reported
 * intervals, Spider's own files run with a one-line config (and no prompt names the database), a sealed fresh set
 * runs from its key and never from a wrong one, and lint names a broken question line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { MetricValue } from "../../src/metrics/types.js";
import type { Results } from "../../src/report/results.js";
import { runDistCli } from "../commands/dist-cli.js";
import { cli, workspace } from "../commands/helpers.js";
import { SPIDER } from "../reference.js";

const REPO = resolve(import.meta.dirname, "../..");
const STAND_IN = join(REPO, "fixtures/text-to-sql/stand-in-public");
const FRESH = join(REPO, "fixtures/text-to-sql/fresh");

const LEVELS = ["easy", "medium", "hard", "extra"] as const;

function config(
  lines: { public?: string[]; fresh?: string[]; extra?: string[]; seed?: number } = {},
): string {
  return [
    "version: 1",
    ...(lines.seed === undefined ? [] : [`seed: ${lines.seed}`]),
    "suites:",
    "  - name: sql",
    "    kind: text-to-sql",
    ...(lines.extra ?? []),
    "    public:",
    ...(lines.public ?? [
      "      spider:",
      `        questions: ${join(STAND_IN, "dev.json")}`,
      `        tables: ${join(STAND_IN, "tables.json")}`,
    ]),
    "    fresh:",
    ...(lines.fresh ?? [`      dir: ${FRESH}`]),
  ].join("\n");
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");
const results = (dir: string) => JSON.parse(read(dir, "results.json")) as Results;
const metric = (r: Results, id: string) => r.metrics.find((m) => m.id === id) as MetricValue;

describe("the text-to-SQL contamination study through the shipped CLI", () => {
  it("fails a model planted to know the public set: both deltas above their thresholds, recovered in their intervals", async () => {
    const profile = {
      name: "knows-the-benchmark",
      sql: { accuracy: { public: 0.95, fresh: 0.35 }, atdDrop: { public: 0, fresh: 0.4 } },
    };
    const dir = workspace({ "bias-gate.yml": config(), "profile.json": JSON.stringify(profile) });
    const run = await runDistCli(["run", "--profile", "profile.json", "--no-cache", "--out", "out"], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    expect(run.stderr).toMatch(/text-to-SQL suite sql: \d+ answers scored/);
    expect(run.code).toBe(1);
    const r = results(join(dir, "out"));
    const delta = metric(r, "sql-contamination-delta:sql");
    const atd = metric(r, "atd-drop-difference:sql");
    expect(delta.interval!.low).toBeLessThanOrEqual(0.6);
    expect(delta.interval!.high).toBeGreaterThanOrEqual(0.6);
    // ATD accuracy is floored at 0, so the fresh set loses all of its 0.35, not 0.4: the planted difference is 0.35.
    expect(atd.interval!.low).toBeLessThanOrEqual(0.35);
    expect(atd.interval!.high).toBeGreaterThanOrEqual(0.35);
    const status = (kind: string) => r.verdict.checks.find((c) => c.kind === kind)?.status;
    expect(status("sql-contamination-delta")).toBe("fail");
    expect(status("atd-drop-difference")).toBe("fail");
    expect(r.textToSql).toBeDefined();
    const report = read(join(dir, "out"), "report.md");
    expect(report).toMatch(/text-to-SQL contamination delta/i);
    expect(report).toMatch(/ATD/);
  }, 150_000);

  it("recovers planted accuracies per set, variant and level, and both deltas, inside the intervals over several seeds", async () => {
    const publicAcc = { easy: 0.9, medium: 0.8, hard: 0.6, extra: 0.4 };
    const freshAcc = { easy: 0.7, medium: 0.6, hard: 0.4, extra: 0.2 };
    const drop = { public: 0.05, fresh: 0.25 };
    const profile = {
      name: "planted",
      sql: { accuracy: { public: publicAcc, fresh: freshAcc }, atdDrop: drop },
    };
    let covered = 0;
    let cells = 0;
    const deltasCovered = { delta: 0, atd: 0 };
    const seeds = [11, 12];
    for (const seed of seeds) {
      const dir = workspace({ "bias-gate.yml": config({ seed }), "profile.json": JSON.stringify(profile) });
      const run = await cli(["run", "--profile", "profile.json", "--no-cache", "--out", "out"], dir);
      expect(run.code, run.stderr).not.toBe(2);
      const r = results(join(dir, "out"));
      const delta = metric(r, "sql-contamination-delta:sql");
      const atd = metric(r, "atd-drop-difference:sql");
      if (delta.interval!.low <= 0.2 && 0.2 <= delta.interval!.high) deltasCovered.delta++;
      if (atd.interval!.low <= 0.2 && 0.2 <= atd.interval!.high) deltasCovered.atd++;
      for (const [set, acc] of [
        ["public", publicAcc],
        ["fresh", freshAcc],
      ] as const) {
        for (const variant of ["original", "atd"] as const) {
          for (const level of LEVELS) {
            const m = metric(r, `sql-accuracy:sql:${set}:${variant}:${level}`);
            const planted = acc[level] - (variant === "atd" ? drop[set] : 0);
            cells++;
            if (m.interval && m.interval.low <= planted && planted <= m.interval.high) covered++;
          }
        }
      }
    }
    // 95% intervals over 2 seeds: one miss each is chance, two (P ≈ 0.0025) are a systematic bias; the rates
    // themselves are measured over hundreds of seeds by `npm run bench:coverage`.
    expect(deltasCovered.delta).toBeGreaterThanOrEqual(seeds.length - 1);
    expect(deltasCovered.atd).toBeGreaterThanOrEqual(seeds.length - 1);
    // 32 cells at 95%: a few misses are chance, a systematic bias is not.
    expect(covered / cells).toBeGreaterThanOrEqual(0.88);
  }, 180_000);
});

describe("a config of text-to-SQL suites alone", () => {
  it("can pass: its error rate counts its own requests, and no overall unusable rate waits for yes/no items", async () => {
    // Before, `error-rate:overall` and `unusable-rate:overall` were computed from yes/no and coreference items
    // only, so a config without them was inconclusive whatever the model did.
    const dir = workspace({ "bias-gate.yml": config({ seed: 1 }) });
    const run = await cli(["run", "--no-cache", "--out", "out"], dir);
    const r = results(join(dir, "out"));
    expect(r.verdict.reasons).toEqual([]);
    expect(run.code).toBe(0);
    const errors = metric(r, "error-rate:overall");
    expect(errors.denominator).toBe(r.provenance.requests);
  }, 60_000);
});

SPIDER.describe("Spider's own files as the public set", () => {
  it("runs from a one-line config with a db_id filter, plan counts the interpretation turns, and no prompt names the database", async () => {
    const dir = workspace({
      "bias-gate.yml": config({
        public: [
          "      spider:",
          `        questions: ${SPIDER.file("dev.json")}`,
          `        tables: ${SPIDER.file("tables.json")}`,
          "        databases: [concert_singer, pets_1]",
        ],
        extra: ["    per-database: 10"],
      }),
    });
    const plan = await runDistCli(["plan", "--forecast", "0"], { cwd: dir });
    expect(plan.code, plan.stderr).toBe(0);
    const planned = Number(
      /total \(\d+ templates?\)\s+([\d,]+)\s+([\d,]+)/.exec(plan.stdout)?.[2]?.replace(/,/g, ""),
    );
    const run = await runDistCli(
      ["run", "--no-cache", "--no-sequential", "--out", "out", "--record", "rec.jsonl"],
      {
        cwd: dir,
        timeoutMs: 120_000,
      },
    );
    expect(run.code, run.stderr).not.toBe(2);
    const r = results(join(dir, "out"));
    expect(r.provenance.requests).toBe(planned);
    // 2 public + 8 fresh databases, each asked for its interpretation on the original and the disconnected dump.
    const records = read(dir, "rec.jsonl").trim().split("\n");
    const interpretations = records.filter((line) => line.includes(":interpretation"));
    expect(interpretations).toHaveLength(
      2 * 2 + 2 * readdirSync(FRESH).filter((f) => f.endsWith(".sql")).length,
    );
    for (const line of records) {
      const { request } = JSON.parse(line) as { request: { messages: { content: string }[] } };
      const text = request.messages.map((m) => m.content).join("\n");
      expect(text).not.toMatch(/concert_singer|pets_1/);
    }
    expect(metric(r, "sql-contamination-delta:sql")).toBeDefined();
  }, 150_000);
});

describe("a sealed fresh set", () => {
  it("is made by `seal`, runs only with its key, and never leaks its questions or its key", async () => {
    const key = "correct horse battery staple, but longer";
    const dir = workspace({
      "bias-gate.yml": config({
        fresh: ["      sealed: fresh.sealed", "      key-env: FRESH_KEY"],
        extra: ["    per-database: 4"],
      }),
    });
    const sealed = await runDistCli(["seal", FRESH, "--out", "fresh.sealed", "--key-env", "FRESH_KEY"], {
      cwd: dir,
      env: { FRESH_KEY: key },
    });
    expect(sealed.code, sealed.stderr).toBe(0);
    const bytes = readFileSync(join(dir, "fresh.sealed"));
    const aQuestion = (JSON.parse(read(FRESH, "questions.jsonl").split("\n")[0]!) as { question: string })
      .question;
    expect(bytes.includes(Buffer.from(aQuestion))).toBe(false);

    const wrong = await runDistCli(["run", "--no-cache", "--out", "out-wrong"], {
      cwd: dir,
      env: { FRESH_KEY: "not the key" },
    });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/FRESH_KEY/);
    expect(wrong.stderr).not.toMatch(/not the key/);

    const missing = await runDistCli(["run", "--no-cache", "--out", "out-missing"], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/FRESH_KEY/);

    const run = await runDistCli(["run", "--no-cache", "--out", "out"], {
      cwd: dir,
      env: { FRESH_KEY: key },
      timeoutMs: 120_000,
    });
    expect(run.code, run.stderr).not.toBe(2);
    const r = results(join(dir, "out"));
    expect(metric(r, "sql-accuracy:sql:fresh:original:all").n).toBeGreaterThan(0);
    for (const file of ["results.json", "report.md", "report.html"]) {
      const text = read(join(dir, "out"), file);
      expect(text).not.toContain(key);
      expect(text).not.toContain(aQuestion);
    }
    expect(run.stderr).not.toContain(key);
  }, 150_000);
});

describe("lint checks the suite's files", () => {
  it("names a broken question line at its file and line, with exit 2, before any request", async () => {
    const lines = read(FRESH, "questions.jsonl").split("\n");
    lines[2] = '{"db_id": "bike_share", "question": "broken line"';
    const files: Record<string, string> = { "fresh/questions.jsonl": lines.join("\n") };
    for (const f of readdirSync(FRESH).filter((f) => f.endsWith(".sql")))
      files[`fresh/${f}`] = read(FRESH, f);
    const dir = workspace({ ...files, "bias-gate.yml": config({ fresh: ["      dir: fresh"] }) });
    const lint = await runDistCli(["lint"], { cwd: dir });
    expect(lint.code).toBe(2);
    expect(lint.stderr + lint.stdout).toMatch(/questions\.jsonl:3:\d+: error/);
  });
});
