import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../github/fake-github.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * The bundled Action (dist/index.js under Node 24) choosing its config, and keeping the tracking issue in step
 * with scheduled runs that are inconclusive, against a loopback fake GitHub.
 */
const FIXTURE = resolve(import.meta.dirname, "../fixtures/hikers-suite");
const STARTER_NOTICE =
  "no bias-gate.yml here: running the embedded starter suite (fixtures/starter/bias-gate.yml)";
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };

let github: FakeGitHub;
beforeAll(async () => {
  github = await new FakeGitHub().start();
});
afterAll(async () => {
  await github.stop();
});

/** A workspace holding the hikers suite (its bias-gate.yml included) under `sub` ("" for the root). */
function hikersWorkspace(sub = ""): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-ws-"));
  mkdirSync(join(dir, sub), { recursive: true });
  cpSync(FIXTURE, join(dir, sub), { recursive: true });
  return dir;
}

function action(cwd: string, eventName: string, payload: object, inputs: Record<string, string> = {}) {
  return runAction({
    cwd,
    // The prompt counts below are the fixed plan's; sequential looks are tested on their own.
    inputs: { cache: "false", sequential: "false", ...inputs },
    eventName,
    eventPayload: payload,
    env: { GITHUB_API_URL: github.baseUrl, GITHUB_REF: "refs/heads/main", GITHUB_SHA: "abc1234def" },
    timeoutMs: 60_000,
  });
}

describe.skipIf(!hasNode24)(needsNode24("the Action's config (dist/index.js under Node 24)"), () => {
  it("an empty config input uses the workspace's bias-gate.yml", async () => {
    const run = await action(hikersWorkspace(), "workflow_dispatch", { repository }, { config: "" });
    expect(run.stdout + run.stderr).not.toMatch(/internal error/);
    expect(run.stdout).not.toContain(STARTER_NOTICE);
    expect(run.outputs.prompts).toBe("8");
    expect(run.summary).toMatch(/\| hikers \|/);
    expect(run.summary).not.toMatch(/gender/);
  }, 60_000);

  it("finds the config in working-directory, resolved against the workspace", async () => {
    const run = await action(
      hikersWorkspace("models/chat"),
      "workflow_dispatch",
      { repository },
      {
        "working-directory": "models/chat",
      },
    );
    expect(run.outputs.prompts).toBe("8");
    expect(run.summary).toMatch(/\| hikers \|/);
  }, 60_000);

  it("runs the embedded starter suite in a workspace without a config, and says so in the log", async () => {
    const empty = mkdtempSync(join(tmpdir(), "bias-gate-ws-"));
    const run = await action(empty, "workflow_dispatch", { repository }, { "per-template": "2" });
    expect(run.stdout).toContain(STARTER_NOTICE);
    expect(run.summary).toMatch(/\| gender \|/);
  }, 60_000);
});

const trackingIssue = needsNode24("the tracking issue on scheduled runs (dist/index.js under Node 24)");
describe.skipIf(!hasNode24)(trackingIssue, () => {
  it("an inconclusive run comments on the open issue and keeps it open; a pass closes it", async () => {
    const cwd = hikersWorkspace();
    // The same suite, decided on the point estimate from any number of answers: the fair profile passes.
    const config = readFileSync(join(cwd, "bias-gate.yml"), "utf8");
    writeFileSync(
      join(cwd, "pass.yml"),
      config.replace(/^suites:/m, "gate: { rule: estimate, min-usable: 1 }\nsuites:"),
    );
    const issue = github.addIssue({
      title: "bias-gate: scheduled check is failing",
      labels: ["bias-gate"],
      body: "the failing report",
    });
    const token = { "github-token": "ghs_test_token" };
    const schedule = { schedule: "0 6 * * 1" };

    // Named, so this test is about the tracking issue alone: 8 answers are too few to decide (min-usable 30).
    const named = { ...token, config: "bias-gate.yml" };
    const inconclusive = await action(cwd, "schedule", schedule, named);
    expect(inconclusive.outputs.verdict, inconclusive.stdout.slice(-2000)).toBe("inconclusive");
    expect(issue.state).toBe("open");
    expect(issue.body).toBe("the failing report");
    const comments = () => github.commentsOn(issue.number).map((c) => c.body);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]).toMatch(
      /^The latest scheduled run was inconclusive: .+; keeping this issue open\.$/,
    );
    expect(comments()[0]).not.toMatch(/passed/);

    await action(cwd, "schedule", schedule, named); // the same inconclusive run: no second comment
    expect(comments()).toHaveLength(1);
    expect(issue.state).toBe("open");

    const passing = await action(cwd, "schedule", schedule, { ...token, config: "pass.yml" });
    expect(passing.outputs.verdict, passing.stdout.slice(-2000)).toBe("pass");
    expect(issue.state).toBe("closed");
    expect(comments().at(-1)).toBe("The latest scheduled bias-gate run passed. Closing this issue.");
  }, 180_000);
});
