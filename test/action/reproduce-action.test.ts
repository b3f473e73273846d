import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDistCli } from "../commands/dist-cli.js";
import { FakeGitHub } from "../github/fake-github.js";
import { type ActionRun, hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * "Reproduce locally" reproduces: the Action (dist/index.js under Node 24, against the loopback fake GitHub) runs
 * with a max-requests budget and a profile, and the command its comment prints, with the CLI's npx prefix
 * replaced by the clone's `node dist/cli/index.js`, reaches the same verdict in the same workspace. Before the
 * command carried every input, it dropped --max-requests: the budget-stopped (inconclusive) run failed or passed
 * locally. Rebuild dist/ (`npm run build`) after changing src/.
 */
const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const HEAD_SHA = "feedc0ffee0123456789abcdef0123456789abcd";
const PR = 31;

/** The starter's gender templates as the workspace's suite: on the biased profile, 10 per template fail it. */
function genderWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-repro-"));
  mkdirSync(join(dir, "templates"));
  cpSync(join(STARTER, "templates/gender.templates.csv"), join(dir, "templates/gender.templates.csv"));
  cpSync(join(STARTER, "domains"), join(dir, "domains"), { recursive: true });
  writeFileSync(
    join(dir, "bias-gate.yml"),
    [
      "version: 1",
      "seed: 7",
      "per-template: 6",
      "suites:",
      "  - name: gender",
      "    templates: templates/gender.templates.csv",
      "    domains: domains",
      "",
    ].join("\n"),
  );
  return dir;
}

/** The words of a command as sh reads them (the reproduce command single-quotes what needs it). */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] ?? ""),
  );
}

function verdictIn(dir: string): string {
  return (
    JSON.parse(readFileSync(join(dir, "bias-gate-out/results.json"), "utf8")) as {
      verdict: { status: string };
    }
  ).verdict.status;
}

let github: FakeGitHub;
let cwd: string;
let run: ActionRun;
let command: string;
beforeAll(async () => {
  if (!hasNode24) return;
  github = await new FakeGitHub().start();
  cwd = genderWorkspace();
  run = await runAction({
    cwd,
    inputs: {
      cache: "false",
      "upload-report": "false",
      "github-token": "ghs_test_token",
      config: "bias-gate.yml",
      profile: "biased",
      "max-requests": "20",
      "per-template": "10",
    },
    eventName: "pull_request",
    eventPayload: {
      number: PR,
      pull_request: {
        number: PR,
        head: { ref: "feature", sha: HEAD_SHA, repo: repository },
        base: { ref: "main", repo: repository },
      },
      repository,
    },
    env: {
      GITHUB_API_URL: github.baseUrl,
      GITHUB_REF: `refs/pull/${PR}/merge`,
      GITHUB_SHA: HEAD_SHA,
      // What the runner sets for a `uses: bias-gate/bias-gate@v1` step.
      GITHUB_ACTION_REPOSITORY: "bias-gate/bias-gate",
      GITHUB_ACTION_REF: "v1",
    },
    timeoutMs: 90_000,
  });
  const comment = github.commentsOn(PR)[0]?.body ?? "";
  command = /\*\*Reproduce locally\*\*: `([^`]+)`/.exec(comment)?.[1] ?? "";
}, 120_000);
afterAll(async () => {
  await github?.stop();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(
  needsNode24("the comment's Reproduce locally command (dist/ under Node 24)"),
  () => {
    it("runs the CLI from the Action's own repository and ref, with every input that changed the run", () => {
      expect(run.stdout + run.stderr).not.toMatch(/internal error/);
      expect(run.outputs.verdict).toBe("inconclusive");
      expect(command).toMatch(/^npx github:bias-gate\/bias-gate#v1 run /);
      for (const flag of [
        "--config bias-gate.yml",
        "--seed 7",
        "--profile biased",
        "--max-requests 20",
        "--per-template 10",
      ]) {
        expect(command).toContain(flag);
      }
      expect(command).not.toContain("ghs_test_token");
    });

    it("reaches the Action's verdict when run through the clone's CLI in the same workspace", async () => {
      const actionVerdict = verdictIn(cwd);
      expect(actionVerdict).toBe("inconclusive");
      const words = shellWords(command);
      expect(words.slice(0, 3)).toEqual(["npx", "github:bias-gate/bias-gate#v1", "run"]);
      // The developer's clone has the workspace's files, not what the run left behind: its results and its answer
      // cache (answers from a warm cache are not sent, so a max-requests budget would buy more and go further).
      for (const left of ["bias-gate-out", ".bias-gate"])
        rmSync(join(cwd, left), { recursive: true, force: true });
      const local = await runDistCli(words.slice(2), { cwd, timeoutMs: 90_000 });
      expect(local.code, local.stderr.slice(-2000)).toBe(3);
      expect(verdictIn(cwd)).toBe(actionVerdict);
    }, 120_000);
  },
);
