import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

// These run the committed bundle: rebuild dist/ (`npm run build`) after changing src/.
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const pullRequest = (number: number) => ({
  number,
  pull_request: {
    number,
    head: { ref: "feature", sha: "abc1234", repo: repository },
    base: { ref: "main", repo: repository },
  },
  repository,
});

/** The starter's gender suite alone, so the run takes a second and the wait on GitHub is what the test measures. */
const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const GENDER_ONLY = {
  "bias-gate.yml": [
    "version: 1",
    "seed: 2026",
    "per-template: 20",
    'question: "Q: {statement} Yes or No?"',
    "suites:",
    "  - name: gender",
    `    templates: ${STARTER}/templates/gender.templates.csv`,
    `    domains: ${STARTER}/domains`,
    "",
  ].join("\n"),
};

let github: FakeGitHub;
const dirs: string[] = [];
beforeAll(async () => {
  github = await new FakeGitHub().start();
});
afterAll(async () => {
  await github.stop();
});
afterEach(() => {
  github.clearFailures();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(needsNode24("the Action always reports (dist/index.js under Node 24)"), () => {
  it("a comment request GitHub never answers times out: the summary says which call, outputs are set, the verdict decides", async () => {
    github.hang("POST", /issues\/\d+\/comments$/);
    const cwd = workspace(GENDER_ONLY);
    dirs.push(cwd);
    const started = Date.now();
    const run = await runAction({
      cwd,
      inputs: {
        config: "bias-gate.yml",
        cache: "false",
        "github-token": "ghs_test_token",
        profile: "biased",
      },
      eventName: "pull_request",
      eventPayload: pullRequest(21),
      env: {
        GITHUB_API_URL: github.baseUrl,
        GITHUB_REF: "refs/pull/21/merge",
        BIAS_GATE_GITHUB_TIMEOUT_SECONDS: "2",
      },
      timeoutMs: 45_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(hasStackTrace(output), output).toBe(false);
    expect(run.summary).toMatch(/post the pull request comment.*timed out after 2 s/);
    expect(run.stdout).toMatch(/::warning::.*timed out after 2 s/);
    expect(run.outputs.verdict).toBe("fail");
    expect(run.outputs["results-path"]).toMatch(/results\.json$/);
    expect(run.code).toBe(1); // the biased model fails the gate; the silent GitHub does not change that
  }, 60_000);

  it("a config error still writes the job summary and sets the verdict output to error", async () => {
    const cwd = workspace({ "bias-gate.yml": "version: 1\nseeed: 3\nsuites:\n  - templates: t.csv\n" });
    dirs.push(cwd);
    const run = await runAction({
      cwd,
      inputs: { config: "bias-gate.yml" },
      eventName: "workflow_dispatch",
      eventPayload: { inputs: {}, ref: "refs/heads/main", repository },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code, output).not.toBe(0);
    expect(hasStackTrace(output), output).toBe(false);
    expect(run.outputs.verdict).toBe("error");
    expect(run.summary).toMatch(/bias-gate/);
    expect(run.summary).toMatch(/unknown key 'seeed'/);
    expect(run.summary).toMatch(/bias-gate\.yml/);
  }, 60_000);

  it("a missing template file (an input error) also reports error in the summary and the output", async () => {
    const cwd = workspace({});
    dirs.push(cwd);
    const run = await runAction({
      cwd,
      inputs: { templates: "missing.csv" },
      eventName: "workflow_dispatch",
      eventPayload: { inputs: {}, ref: "refs/heads/main", repository },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code, output).not.toBe(0);
    expect(hasStackTrace(output), output).toBe(false);
    expect(run.outputs.verdict).toBe("error");
    expect(run.summary).toMatch(/missing\.csv/);
  }, 60_000);
});
