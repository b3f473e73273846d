/**
 * One run of every suite kind, through the shipped CLI and the shipped Action (Node 24, loopback GitHub fake),
 * from a workspace in a temporary directory: every surface a person or a tool reads (results.json, report.md,
 * report.html, the job summary, the PR comment) names each suite, keeps its paths relative, renders our Markdown
 * and charts each interval. The two runs are shared by every assertion.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasNode24, needsNode24, runAction } from "../action/node24.js";
import { type DistRun, runDistCli } from "../commands/dist-cli.js";
import { FakeGitHub } from "../github/fake-github.js";

const REPO = resolve(import.meta.dirname, "../..");

// Small: one question per database, one look; a template suite for the chart (20 per template leaves some
// checks undecided, with advice), both contamination kinds.
const CONFIG = [
  "version: 1",
  "seed: 31",
  "per-template: 20",
  "sequential: false",
  'question: "Q: {statement} Yes or No?"',
  "suites:",
  "  - name: gender",
  "    templates: data/gender.templates.csv",
  "    domains: data/domains",
  "  - name: schemas",
  "    kind: contamination",
  "    reference: [data/text-to-sql/stand-in-public/tables.json]",
  "    fresh: [data/text-to-sql/fresh/*.sql]",
  "  - name: sql",
  "    kind: text-to-sql",
  "    public:",
  "      spider:",
  "        questions: data/text-to-sql/stand-in-public/dev.json",
  "        tables: data/text-to-sql/stand-in-public/tables.json",
  "    fresh:",
  "      dir: data/text-to-sql/fresh",
  "    per-database: 1",
  "",
].join("\n");

function makeWorkspace(): string {
  const ws = mkdtempSync(join(tmpdir(), "bias-gate-surfaces-"));
  cpSync(join(REPO, "fixtures/text-to-sql"), join(ws, "data/text-to-sql"), { recursive: true });
  cpSync(join(REPO, "fixtures/starter/domains"), join(ws, "data/domains"), { recursive: true });
  cpSync(
    join(REPO, "fixtures/starter/templates/gender.templates.csv"),
    join(ws, "data/gender.templates.csv"),
  );
  writeFileSync(join(ws, "bias-gate.yml"), CONFIG);
  return ws;
}

const read = (file: string) => readFileSync(file, "utf8");

describe("a run of every suite kind through the CLI (dist/cli/index.js)", () => {
  let ws: string;
  let run: DistRun;
  beforeAll(async () => {
    ws = makeWorkspace();
    run = await runDistCli(["run", "--profile", "biased", "--no-cache", "--out", "out", "--format", "md"], {
      cwd: ws,
      timeoutMs: 170_000,
    });
  }, 180_000);
  afterAll(() => rmSync(ws, { recursive: true, force: true }));

  it("ran and wrote every report", () => {
    expect([0, 1, 3], run.stderr).toContain(run.code);
    for (const file of ["results.json", "report.md", "report.html"])
      expect(existsSync(join(ws, "out", file))).toBe(true);
  });

  it("names every suite in the per-suite answers table, never `other`", () => {
    const table = run.stderr.slice(run.stderr.indexOf("\nsuite ") + 1);
    const rows = table.slice(0, table.indexOf("\n\n")).split("\n").slice(1);
    expect(rows.map((line) => line.split(/\s+/)[0]).sort()).toEqual(["gender", "schemas", "sql"]);
    expect(table).not.toMatch(/^other\s/m);
  });

  it("writes no absolute path of the workspace into results.json, report.md, report.html or the Markdown on stdout", () => {
    for (const file of ["results.json", "report.md", "report.html", "items.jsonl"]) {
      expect(read(join(ws, "out", file)), file).not.toContain(ws);
    }
    expect(run.stdout).not.toContain(ws);
    const sql = (JSON.parse(read(join(ws, "out", "results.json"))).textToSql as { origins: object }[])[0];
    expect(sql?.origins).toEqual({
      public: "data/text-to-sql/stand-in-public/dev.json",
      fresh: "data/text-to-sql/fresh",
    });
    expect(read(join(ws, "out", "report.md"))).toContain("from data/text-to-sql/fresh (");
  });
});

describe.skipIf(!hasNode24)(needsNode24("the same run through the Action (dist/index.js, Node 24)"), () => {
  let ws: string;
  let github: FakeGitHub;
  let action: Awaited<ReturnType<typeof runAction>>;
  const repository = {
    full_name: "octo/demo",
    name: "demo",
    owner: { login: "octo" },
    default_branch: "main",
  };
  beforeAll(async () => {
    ws = makeWorkspace();
    github = await new FakeGitHub().start();
    action = await runAction({
      cwd: ws,
      inputs: { profile: "biased", cache: "false", "github-token": "ghs_test_token" },
      eventName: "pull_request",
      eventPayload: {
        number: 31,
        pull_request: {
          number: 31,
          head: { ref: "feature", sha: "abc1234", repo: repository },
          base: { ref: "main", repo: repository },
        },
        repository,
      },
      env: {
        GITHUB_API_URL: github.baseUrl,
        GITHUB_REPOSITORY: "octo/demo",
        GITHUB_REF: "refs/pull/31/merge",
        GITHUB_SHA: "abc1234def",
      },
      timeoutMs: 170_000,
    });
  }, 180_000);
  afterAll(async () => {
    await github?.stop();
    rmSync(ws, { recursive: true, force: true });
  });

  const comment = () => github.commentsOn(31)[0]?.body ?? "";

  it("posted its comment and summary", () => {
    expect(action.stderr + action.stdout).not.toMatch(/internal error/);
    expect(github.commentsOn(31)).toHaveLength(1);
    expect(action.summary).toMatch(/bias-gate/);
  });

  it("writes no absolute path of the workspace into the summary, the comment or the files it outputs", () => {
    expect(action.summary).not.toContain(ws);
    expect(comment()).not.toContain(ws);
    for (const output of ["results-path", "report-path", "report-html-path"]) {
      const file = action.outputs[output];
      if (file) expect(read(resolve(ws, file)), output).not.toContain(ws);
    }
    expect(action.outputs["results-path"]).toBeTruthy();
  });

  it("leaves no escaped backtick in the summary or the comment: our code spans are Markdown", () => {
    // The run leaves checks undecided, and the advice for them names the setting to raise in a code span.
    expect(action.summary).toContain("`per-template`");
    for (const text of [action.summary, comment()]) expect(text).not.toContain("\\`");
  });

  it("charts the groups' estimates with both interval ends and the limit, on an axis scaled to them", () => {
    const body = comment();
    const start = body.indexOf("```mermaid");
    expect(start).toBeGreaterThan(-1);
    const chart = body.slice(start, body.indexOf("```", start + 3)).split("\n");
    const series = (kind: string) =>
      chart
        .filter((l) => l.trim().startsWith(`${kind} [`))
        .map((l) =>
          l
            .slice(l.indexOf("[") + 1, l.indexOf("]"))
            .split(", ")
            .map(Number),
        );
    const [bars] = series("bar");
    const [low, high, limit] = series("line");
    expect(bars?.length).toBeGreaterThan(0);
    bars?.forEach((v, i) => {
      expect(low?.[i]).toBeLessThanOrEqual(v);
      expect(high?.[i]).toBeGreaterThanOrEqual(v);
    });
    expect(new Set(limit)).toEqual(new Set([0.1]));
    const top = Number(chart.find((l) => l.includes("y-axis"))?.split("-->")[1]);
    const largest = Math.max(...(high ?? []), 0.1);
    expect(top).toBeGreaterThanOrEqual(largest);
    expect(top).toBeLessThanOrEqual(Math.min(1, largest * 1.5));
  });
});
