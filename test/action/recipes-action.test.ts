import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distCli, runDistCli } from "../commands/dist-cli.js";
import { FakeGitHub } from "../github/fake-github.js";
import { type ActionRun, hasNode24, needsNode24, runAction } from "./node24.js";
import {
  artifactFiles,
  evaluate,
  type JobRun,
  parseWorkflow,
  runJob,
  type Workflow,
} from "./workflow-runner.js";

/**
 * The recipes run as a user runs them. `bias-gate init --groups gender --workflows schedule,fork-safe` writes the
 * config and the workflow files (the same text docs/action.md shows: test/commands/init.test.ts compares); each
 * workflow's job is then played step by step (test/action/workflow-runner.ts) with the exact `with:` inputs the
 * file gives, the Action being the bundle under Node 24 against the loopback GitHub fake:
 * - the fork-safe pair: the untrusted `pull_request` job runs with a read-only token (every write answers 403),
 *   writes results.json and the pull request's number as an artifact; the trusted `workflow_run` job, in an empty
 *   workspace, downloads it and posts the sticky comment on that pull request;
 * - the scheduled recipe: a failing run opens the tracking issue and writes the badge on the data branch. Its
 *   `base-url` (api.openai.com) is the one input replaced: by a loopback `serve-sim --profile biased`.
 * Each bundle runs once per job; every assertion reads those runs.
 */
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const PR_NUMBER = 7;
const PR_SHA = "f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0";
const MAIN_SHA = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1";
const WORKFLOW_RUN_ID = 4242;

let github: FakeGitHub;
let initialized: string;
let simulator: ChildProcess | undefined;
let artifacts: string;
let prJob: JobRun;
let commentJob: JobRun;
let scheduledJob: JobRun;
let commentWorkflow: Workflow;
let writesWhileUntrusted: string[];
let commentsWhileUntrusted: number;

const workflow = (file: string) =>
  parseWorkflow(readFileSync(join(initialized, ".github/workflows", file), "utf8"));

/** A fresh checkout of the initialized repository. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-recipe-ws-"));
  cpSync(initialized, dir, { recursive: true });
  return dir;
}

function action(cwd: string, eventName: string, event: object, env: Record<string, string>) {
  return (inputs: Record<string, string>): Promise<ActionRun> =>
    runAction({
      cwd,
      inputs,
      eventName,
      eventPayload: event,
      env: { GITHUB_API_URL: github.baseUrl, ...env },
    });
}

/** `bias-gate serve-sim` in its own process: the URL it prints. */
function serveSim(argv: string[]): Promise<string> {
  const child = spawn(process.execPath, [distCli, "serve-sim", ...argv], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: tmpdir() },
  });
  simulator = child;
  return new Promise((resolveUrl, reject) => {
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /^(http:\/\/\S+)$/m.exec(stdout)?.[1];
      if (url) resolveUrl(url);
    });
    child.on("close", (code) => reject(new Error(`serve-sim exited (${code}) before its URL`)));
  });
}

describe.skipIf(!hasNode24)(
  needsNode24("the recipes as users run them (init's workflows, dist/index.js)"),
  () => {
    beforeAll(async () => {
      github = await new FakeGitHub().start();
      initialized = mkdtempSync(join(tmpdir(), "bias-gate-recipe-init-"));
      const init = await runDistCli(["init", "--groups", "gender", "--workflows", "schedule,fork-safe"], {
        cwd: initialized,
      });
      if (init.code !== 0) throw new Error(`bias-gate init failed:\n${init.stdout}\n${init.stderr}`);
      artifacts = mkdtempSync(join(tmpdir(), "bias-gate-artifacts-"));

      // (a) The untrusted half, on a fork's pull request: its token may read, not write.
      const prEvent = {
        number: PR_NUMBER,
        pull_request: {
          number: PR_NUMBER,
          head: { ref: "patch-1", sha: PR_SHA, repo: { full_name: "fork/demo", fork: true } },
          base: { ref: "main", repo: repository },
        },
        repository,
      };
      const prWorkspace = checkout();
      for (const method of ["POST", "PATCH", "PUT", "DELETE"]) github.fail(method, /^\/(?!graphql)/, 403);
      const before = github.requests.length;
      prJob = await runJob(workflow("bias-gate-pr.yml"), "gate", {
        workspace: prWorkspace,
        event: prEvent,
        token: "ghs_read_only",
        secrets: {},
        artifacts,
        runAction: action(prWorkspace, "pull_request", prEvent, {
          GITHUB_REF: `refs/pull/${PR_NUMBER}/merge`,
          GITHUB_SHA: PR_SHA,
        }),
      });
      writesWhileUntrusted = github.requests
        .slice(before)
        .filter((r) => r.method !== "GET" && r.path !== "/graphql")
        .map((r) => `${r.method} ${r.path}`);
      commentsWhileUntrusted = github.commentsOn(PR_NUMBER).length;
      github.clearFailures();

      // (a) The trusted half, triggered by the first workflow's completion: an empty workspace, a token that writes.
      commentWorkflow = workflow("bias-gate-comment.yml");
      const runEvent = {
        action: "completed",
        workflow_run: {
          id: WORKFLOW_RUN_ID,
          name: "bias-gate-pr",
          event: "pull_request",
          conclusion: prJob.actionRuns[0]?.code === 0 ? "success" : "failure",
          head_sha: PR_SHA,
          head_branch: "patch-1",
          pull_requests: [], // GitHub leaves it empty for a fork
        },
        repository,
      };
      const trusted = mkdtempSync(join(tmpdir(), "bias-gate-recipe-trusted-"));
      commentJob = await runJob(commentWorkflow, "comment", {
        workspace: trusted,
        event: runEvent,
        token: "ghs_trusted",
        secrets: {},
        artifacts,
        runAction: action(trusted, "workflow_run", runEvent, {
          GITHUB_REF: "refs/heads/main",
          GITHUB_SHA: MAIN_SHA,
        }),
      });

      // (b) The scheduled recipe on the default branch, against a model with a planted gender bias.
      const simulatorUrl = await serveSim(["--profile", "biased"]);
      const scheduled = checkout();
      const scheduleEvent = { schedule: "17 4 * * *", repository };
      const runScheduled = action(scheduled, "schedule", scheduleEvent, {
        GITHUB_REF: "refs/heads/main",
        GITHUB_SHA: MAIN_SHA,
      });
      scheduledJob = await runJob(workflow("bias-gate-scheduled.yml"), "gate", {
        workspace: scheduled,
        event: scheduleEvent,
        token: "ghs_scheduled",
        secrets: { OPENAI_API_KEY: "sk-test-scheduled-0123456789" },
        artifacts,
        runAction: (inputs) => {
          if (inputs["base-url"] !== "https://api.openai.com/v1")
            throw new Error("the recipe's base-url changed");
          return runScheduled({ ...inputs, "base-url": simulatorUrl });
        },
      });
    }, 300_000);

    afterAll(async () => {
      simulator?.kill("SIGINT");
      await github?.stop();
    });

    describe("the fork-safe pair", () => {
      it("untrusted half: runs the Action, writes nothing to GitHub, uploads results.json and the PR number", () => {
        const [gate] = prJob.actionRuns;
        expect(gate?.stdout).not.toMatch(/internal error/);
        expect(gate?.outputs.verdict).toMatch(/^(pass|fail|inconclusive)$/);
        expect(commentsWhileUntrusted).toBe(0);
        // Only the check run may be tried (and refused, 403): comment-mode "off" keeps the comment from being tried.
        expect(writesWhileUntrusted.filter((w) => !w.includes("/check-runs"))).toEqual([]);
        expect(prJob.played.every((p) => p.ran)).toBe(true);
        expect(artifactFiles(artifacts, "bias-gate-results")).toEqual(["pr-number.txt", "results.json"]);
        expect(readFileSync(join(artifacts, "bias-gate-results/pr-number.txt"), "utf8").trim()).toBe(
          `${PR_NUMBER}`,
        );
      });

      it("trusted half: downloads that run's artifact and posts one sticky comment with the untrusted run's verdict", () => {
        expect(commentJob.ran).toBe(true);
        const download = commentWorkflow.jobs.comment?.steps.find((s) =>
          s.uses?.startsWith("actions/download-artifact"),
        );
        const event = { github: { event: { workflow_run: { id: WORKFLOW_RUN_ID } } } };
        expect(evaluate(String(download?.with?.["run-id"]), event)).toBe(`${WORKFLOW_RUN_ID}`);
        const [publish] = commentJob.actionRuns;
        expect(publish?.stdout).not.toMatch(/internal error/);
        expect(publish?.outputs.verdict).toBe(prJob.actionRuns[0]?.outputs.verdict);
        const comments = github.commentsOn(PR_NUMBER);
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toMatch(/<!-- bias-gate/);
        expect(comments[0]?.body).toContain(
          `bias-gate: ${prJob.actionRuns[0]?.outputs.verdict?.toUpperCase()}`,
        );
      });
    });

    describe("the scheduled recipe", () => {
      it("fails on the planted bias, opens the tracking issue and writes the badge on the data branch", () => {
        const [gate] = scheduledJob.actionRuns;
        expect(gate?.stdout).not.toMatch(/internal error/);
        expect(gate?.outputs.verdict, gate?.stdout.slice(-1500)).toBe("fail");
        const tracking = github.issues.filter((i) => !i.pullRequest && i.labels.includes("bias-gate"));
        expect(tracking).toHaveLength(1);
        expect(tracking[0]?.state).toBe("open");
        const data = github.branches.get("bias-gate-data");
        expect(data?.files.get("badge.svg")).toMatch(/<svg/);
        expect(data?.files.get("results.json")).toContain('"fail"');
        // `::add-mask::` is how the runner learns to hide the key; nothing else may carry it.
        const log = gate?.stdout.replace(/^::add-mask::.*$/gm, "") ?? "";
        for (const text of [log, gate?.stderr ?? "", gate?.summary ?? "", tracking[0]?.body ?? ""]) {
          expect(text).not.toContain("sk-test-scheduled-0123456789");
        }
      });
    });
  },
);
