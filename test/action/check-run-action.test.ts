import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { starterWithoutContamination } from "../commands/helpers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { hasNode24, needsNode24, repoRoot, runAction } from "./node24.js";

/**
 * The check run the Action publishes (dist/index.js under Node 24, the real Octokit in the bundle against a
 * loopback GitHub): neutral when inconclusive, failure with annotations when failing, and a token that may not
 * write checks falls back to today's behaviour with one log line.
 */
let github: FakeGitHub;
beforeAll(async () => {
  github = await new FakeGitHub().start();
});
afterAll(async () => {
  await github.stop();
});

const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const HEAD_SHA = "feedfacefeedfacefeedfacefeedfacefeedface";
const pullRequest = (number: number) => ({
  number,
  pull_request: {
    number,
    head: { ref: "feature", sha: HEAD_SHA, repo: repository },
    base: { ref: "main", repo: repository },
  },
  repository,
});

/**
 * Runs the Action on a pull request, by default in the starter suite without its contamination and text-to-SQL
 * suites (the check run is about the verdict, not those suites; they are most of a starter run's work).
 */
function action(number: number, inputs: Record<string, string>, cwd = starterWithoutContamination()) {
  return runAction({
    cwd,
    // One fixed plan: an undecided run would otherwise take every look, and the check run is the same either way.
    inputs: {
      cache: "false",
      "upload-report": "false",
      sequential: "false",
      "github-token": "ghs_test_token",
      ...inputs,
    },
    eventName: "pull_request",
    eventPayload: pullRequest(number),
    env: {
      GITHUB_API_URL: github.baseUrl,
      GITHUB_REF: `refs/pull/${number}/merge`,
      GITHUB_SHA: "abc1234def",
    },
    timeoutMs: 60_000,
  });
}

const checkRunRequests = () => github.requests.filter((r) => r.path.includes("/check-runs"));
type Sent = { output: { annotations?: { annotation_level: string; path: string; message: string }[] } };

/**
 * A workspace whose config gates one biased group with enough answers to fail and fifteen more groups with too
 * few to decide: a failing verdict with over 60 reasons, so the annotations need more than one request.
 */
function manyReasonsWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-ws-many-"));
  const starter = join(repoRoot, "fixtures/starter");
  cpSync(join(starter, "domains"), join(dir, "domains"), { recursive: true });
  mkdirSync(join(dir, "templates"));
  mkdirSync(join(dir, "other"));
  const gender = readFileSync(join(starter, "templates/gender.templates.csv"), "utf8");
  writeFileSync(join(dir, "templates/gender.templates.csv"), gender);
  for (let i = 1; i <= 15; i++) {
    writeFileSync(join(dir, `other/g${i}.templates.csv`), gender.replace(/gender-/g, `g${i}-`));
  }
  writeFileSync(
    join(dir, "bias-gate.yml"),
    [
      "version: 1",
      "seed: 7",
      // One fixed look, so every group's undecided check is still there when the biased one fails.
      "sequential: false",
      "per-template: 2",
      'question: "Q: {statement} Yes or No?"',
      "suites:",
      "  - name: gender",
      "    templates: templates/gender.templates.csv",
      "    domains: domains",
      "    per-template: 20",
      "  - name: many",
      "    templates: other/*.csv",
      "    domains: domains",
      "",
    ].join("\n"),
  );
  return dir;
}

describe.skipIf(!hasNode24)(needsNode24("the Action's check run (dist/index.js under Node 24)"), () => {
  it("an inconclusive run with fail-on: fail publishes a neutral check run summarised by the first screen, and the job passes", async () => {
    const run = await action(31, { profile: "fair", "per-template": "2", "fail-on": "fail" });
    expect(hasStackTrace(run.stdout + run.stderr)).toBe(false);
    expect(run.outputs.verdict).toBe("inconclusive");
    expect(run.code).toBe(0);
    const created = checkRunRequests().filter((r) => r.method === "POST");
    expect(created).toHaveLength(1);
    const checkRun = github.checks.runs.at(-1)!;
    expect(checkRun).toMatchObject({
      name: "bias-gate",
      headSha: HEAD_SHA,
      status: "completed",
      conclusion: "neutral",
    });
    const comment = github.commentsOn(31)[0]?.body ?? "";
    expect(checkRun.output.summary).toMatch(/^⚠️ \*\*bias-gate: INCONCLUSIVE\*\*/);
    expect(comment.startsWith(checkRun.output.summary)).toBe(true);
    expect(comment.slice(checkRun.output.summary.length)).toMatch(/^\n\n<details>|^\n\n_Left out/);
    expect(checkRun.output.title).toMatch(/^bias-gate: inconclusive/);
    expect(run.outputs["check-run-url"]).toBe(`https://github.com/octo/demo/runs/${checkRun.id}`);
  }, 90_000);

  it("a failing run publishes a failure with every reason annotated: 50 with the create, the rest in updates", async () => {
    const before = checkRunRequests().length;
    const run = await action(32, { profile: "biased", header: "gpt-x" }, manyReasonsWorkspace());
    expect(hasStackTrace(run.stdout + run.stderr)).toBe(false);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe("fail");
    const sent = checkRunRequests().slice(before);
    expect(sent.map((r) => r.method)).toEqual(["POST", "PATCH"]);
    expect((sent[0]!.body as Sent).output.annotations).toHaveLength(50);
    const checkRun = github.checks.runs.at(-1)!;
    expect(checkRun).toMatchObject({ name: "bias-gate (gpt-x)", conclusion: "failure" });
    const results = JSON.parse(readFileSync(run.outputs["results-path"]!, "utf8")) as {
      verdict: { reasons: string[]; checks: { status: string; reason: string }[] };
    };
    const failing = results.verdict.checks.filter((c) => c.status === "fail").map((c) => c.reason);
    expect(failing.length).toBeGreaterThan(0);
    const annotations = checkRun.annotations as { annotation_level: string; path: string; message: string }[];
    expect(annotations.length).toBeGreaterThan(50);
    expect(annotations.filter((a) => a.annotation_level === "failure").map((a) => a.message)).toEqual(
      failing,
    );
    expect(annotations.filter((a) => a.path === "bias-gate.yml")).toHaveLength(
      results.verdict.reasons.length,
    );
    expect(annotations.some((a) => a.path === "templates/gender.templates.csv")).toBe(true);
  }, 90_000);

  it("a token that may not write checks (403): the comment is still posted, the job exits as today, one log line says so", async () => {
    github.fail("POST", /\/check-runs$/, 403);
    try {
      const run = await action(33, { profile: "fair", "per-template": "2" });
      expect(hasStackTrace(run.stdout + run.stderr)).toBe(false);
      expect(run.outputs.verdict).toBe("inconclusive");
      expect(run.code).toBe(1); // fail-on: inconclusive (the default) fails the job, as without a check run
      expect(github.commentsOn(33)).toHaveLength(1);
      const lines = run.stdout.split("\n").filter((l) => /check run/.test(l));
      expect(lines).toEqual([
        "bias-gate: cannot publish a check run (403: the token lacks checks: write, as on fork pull requests); the job's status and the comment carry the verdict",
      ]);
      expect(run.outputs["check-run-url"]).toBe("");

      const on = await action(34, {
        profile: "fair",
        "per-template": "2",
        "check-run": "on",
        "fail-on": "fail",
      });
      expect(on.code).toBe(0);
      expect(on.stdout).toMatch(/^::warning::bias-gate: cannot publish a check run \(403: /m);
    } finally {
      github.clearFailures();
    }
  }, 120_000);

  it("check-run: off never calls the Checks API", async () => {
    const before = checkRunRequests().length;
    const run = await action(35, { profile: "fair", "per-template": "2", "check-run": "off" });
    expect(run.outputs.verdict).toBe("inconclusive");
    expect(checkRunRequests().length).toBe(before);
    expect(github.commentsOn(35)).toHaveLength(1);
  }, 90_000);

  it("check-run: yes fails the step with one ::error:: naming the input and its values, before any request", async () => {
    const run = await action(36, { "check-run": "yes" });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code, output).not.toBe(0);
    expect(hasStackTrace(output), output).toBe(false);
    const errors = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors, output).toHaveLength(1);
    expect(errors[0]).toMatch(/input check-run cannot be 'yes'.*use one of: auto, on, off/);
    expect(run.stdout).not.toMatch(/querying/);
    expect(github.commentsOn(36)).toHaveLength(0);
  }, 60_000);
});
