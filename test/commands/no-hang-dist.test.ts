import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DistRun, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";
import { mountTinyDisk, tinyDiskProblem, unmountTinyDisk } from "./tiny-disk.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.
const ROOT = resolve(import.meta.dirname, "../..");
const SQL = join(ROOT, "fixtures/text-to-sql");

const HIKERS = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};
const hikersConfig = (extra = "") =>
  `version: 1\nper-template: 4\nsuites:\n  - name: hikers\n    templates: t.csv\n    domains: d\n${extra}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(files: Record<string, string>): string {
  const dir = workspace(files);
  dirs.push(dir);
  return dir;
}

/** Runs the CLI and checks it ended within `boundMs` (a hang is killed at boundMs + 10 s and fails here). */
async function bounded(argv: string[], cwd: string, boundMs: number): Promise<DistRun> {
  const started = Date.now();
  const run = await runDistCli(argv, { cwd, timeoutMs: boundMs + 10_000 });
  expect(Date.now() - started, `${argv.join(" ")} ran past ${boundMs} ms\n${run.stderr}`).toBeLessThan(
    boundMs,
  );
  return run;
}

function expectOneClearError(run: DistRun, code: number, ...patterns: RegExp[]): void {
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.code, output).toBe(code);
  expect(hasStackTrace(output), output).toBe(false);
  for (const pattern of patterns) expect(run.stderr).toMatch(pattern);
}

describe("a text-to-SQL dump whose query never ends", () => {
  const RUNAWAY =
    "\nCREATE TABLE forever AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n;\n";

  function sqlSuite(): string {
    const cwd = scratch({});
    cpSync(join(SQL, "fresh"), join(cwd, "fresh"), { recursive: true });
    const dump = join(cwd, "fresh/bike_share.sql");
    writeFileSync(dump, readFileSync(dump, "utf8") + RUNAWAY);
    writeFileSync(
      join(cwd, "bias-gate.yml"),
      [
        "version: 1",
        "suites:",
        "  - name: sql",
        "    kind: text-to-sql",
        `    public: { spider: { questions: ${SQL}/stand-in-public/dev.json, tables: ${SQL}/stand-in-public/tables.json } }`,
        "    fresh: { dir: fresh }",
        "    per-database: 1",
        "    instances: 1",
        "",
      ].join("\n"),
    );
    return cwd;
  }

  it("is an error at its file and line from lint, plan and run (exit 2), not a hang", async () => {
    const cwd = sqlSuite();
    const where = /bike_share\.sql:\d+:\d+.*(recursive|WITH RECURSIVE)/i;
    for (const command of ["lint", "plan", "run"]) {
      const run = await bounded([command], cwd, 30_000);
      expect(run.code, `${command}: ${run.stderr}`).toBe(2);
      expect(hasStackTrace(run.stderr), run.stderr).toBe(false);
      expect(run.stderr + run.stdout).toMatch(where);
    }
  }, 150_000);
});

describe("paths that are not regular files or writable directories", () => {
  it("a config symlinked to /dev/zero is refused, naming the path and what it is", async () => {
    const cwd = scratch(HIKERS);
    symlinkSync("/dev/zero", join(cwd, "bias-gate.yml"));
    const run = await bounded(["plan", "--forecast", "0", "--config", "bias-gate.yml"], cwd, 15_000);
    expectOneClearError(run, 2, /bias-gate\.yml.*(character device|device)/, /hint: .*regular file/);
  }, 30_000);

  it("a template that is a FIFO is refused, naming the path and what it is", async () => {
    const cwd = scratch({ ...HIKERS, "bias-gate.yml": hikersConfig().replace("t.csv", "fifo.csv") });
    execFileSync("mkfifo", [join(cwd, "fifo.csv")]);
    const run = await bounded(["plan", "--forecast", "0"], cwd, 15_000);
    expectOneClearError(run, 2, /fifo\.csv.*FIFO/, /hint: .*regular file/);
  }, 30_000);

  it.each([
    ["--replay", "run"],
    ["--responses", "score"],
  ])(
    "a %s file that is a FIFO is refused, naming the path and what it is",
    async (flag, command) => {
      const cwd = scratch({ ...HIKERS, "bias-gate.yml": hikersConfig() });
      execFileSync("mkfifo", [join(cwd, "answers.jsonl")]);
      const run = await bounded([command, flag, "answers.jsonl"], cwd, 15_000);
      expectOneClearError(run, 2, /answers\.jsonl.*FIFO/, /hint: .*regular file/);
    },
    30_000,
  );

  it("--out under /proc is refused before any request", async () => {
    const cwd = scratch({ ...HIKERS, "bias-gate.yml": hikersConfig() });
    const run = await bounded(["run", "--out", "/proc/bias-gate-out/x"], cwd, 15_000);
    expectOneClearError(run, 2, /\/proc\/bias-gate-out\/x/, /hint: /);
    expect(run.stderr).not.toMatch(/requests sent/);
  }, 30_000);

  it("--record under /proc is refused before any request", async () => {
    const cwd = scratch({ ...HIKERS, "bias-gate.yml": hikersConfig() });
    const run = await bounded(["run", "--record", "/proc/bias-gate-rec/r.jsonl"], cwd, 15_000);
    expectOneClearError(run, 2, /\/proc\/bias-gate-rec/, /hint: /);
  }, 30_000);

  it("cache.dir under /proc is refused before any request", async () => {
    const cwd = scratch({
      ...HIKERS,
      "bias-gate.yml": hikersConfig("cache:\n  dir: /proc/bias-gate-cache/c\n"),
    });
    const run = await bounded(["run"], cwd, 15_000);
    expectOneClearError(run, 2, /\/proc\/bias-gate-cache/, /hint: /);
  }, 30_000);
});

const cannotMount = tinyDiskProblem();

describe.skipIf(cannotMount !== undefined)(
  `--out on a full disk${cannotMount ? ` [skipped: ${cannotMount}]` : ""}`,
  () => {
    it("is exit 3 with one line naming the path and 'disk full'; the answers stay in the cache", async () => {
      const dir = workspace({});
      mountTinyDisk(dir, "64k");
      try {
        // Leave a few KiB: the output directory is there, results.json and the rest do not fit.
        writeFileSync(join(dir, "filler"), Buffer.alloc(56 * 1024));
        const cwd = scratch({ ...HIKERS, "bias-gate.yml": hikersConfig() });
        const out = join(dir, "out");
        mkdirSync(out);
        const run = await bounded(["run", "--out", out, "--per-template", "6"], cwd, 60_000);
        expectOneClearError(run, 3, /disk full/);
        expect(run.stderr).toMatch(/\b12 answered\b/);
        expect(run.stderr).toMatch(new RegExp(`${out}/\\S+`));
        expect(run.stderr.split("\n").filter((line) => /disk full/.test(line))).toHaveLength(1);
        // A second run, with room to write, sends nothing: every answer was kept in the cache.
        const again = await bounded(["run", "--out", "out2", "--per-template", "6"], cwd, 60_000);
        expect(hasStackTrace(again.stderr), again.stderr).toBe(false);
        expect(again.stderr).toMatch(/\b0 answered · 12 cached\b/);
      } finally {
        unmountTinyDisk(dir);
        rmSync(dir, { recursive: true, force: true });
      }
    }, 150_000);
  },
);
