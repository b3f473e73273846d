import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterWithoutContamination } from "../commands/helpers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { type ActionRun, hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * GitHub shows at most 10 workflow-command annotations of each level per step and drops the rest silently. The
 * starter suite's yes/no and coreference suites (without contamination and text-to-SQL, most of a starter run's
 * work) with one prompt per template and no further looks leave more than 10 checks undecided: more than 10
 * reasons (the first test checks it). Through the bundle under Node 24: no level past 10, the last one of a full
 * level counts the rest and says where they all are (the check run when one was published, else the job summary),
 * and the check run carries every reason.
 */
let github: FakeGitHub;
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const HEAD_SHA = "c0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ff";

function action(number: number, inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    cwd: starterWithoutContamination(),
    inputs: {
      cache: "false",
      "upload-report": "false",
      "per-template": "1",
      sequential: "false",
      ...inputs,
    },
    eventName: "pull_request",
    eventPayload: {
      number,
      pull_request: { number, head: { ref: "f", sha: HEAD_SHA, repo: repository }, base: { ref: "main" } },
      repository,
    },
    env: { GITHUB_API_URL: github.baseUrl, GITHUB_REF: `refs/pull/${number}/merge`, GITHUB_SHA: HEAD_SHA },
    timeoutMs: 90_000,
  });
}

/** The workflow commands of a level in a step's log. */
const commands = (run: ActionRun, level: string) =>
  run.stdout.split("\n").filter((line) => line.startsWith(`::${level} `) || line.startsWith(`::${level}::`));
const reasonsOf = (run: ActionRun) =>
  (JSON.parse(readFileSync(run.outputs["results-path"] ?? "", "utf8")) as { verdict: { reasons: string[] } })
    .verdict.reasons;

let withCheckRun: ActionRun;
let withoutToken: ActionRun;

describe.skipIf(!hasNode24)(needsNode24("annotations past GitHub's 10 per step (dist/index.js)"), () => {
  beforeAll(async () => {
    github = await new FakeGitHub().start();
    [withCheckRun, withoutToken] = await Promise.all([
      action(51, { "github-token": "ghs_test_token", "check-run": "on" }),
      action(52, { "check-run": "off" }),
    ]);
  }, 150_000);
  afterAll(async () => {
    await github?.stop();
  });

  it("has more than 10 reasons to annotate (else this test proves nothing)", () => {
    expect(reasonsOf(withoutToken).length).toBeGreaterThan(10);
  });

  it("emits at most 10 annotations of each level, setFailed's error included", () => {
    for (const run of [withCheckRun, withoutToken]) {
      for (const level of ["error", "warning", "notice"])
        expect(commands(run, level).length).toBeLessThanOrEqual(10);
    }
  });

  it("sums up the rest in the last annotation of a full level, pointing at the job summary without a check run", () => {
    const shown = [...commands(withoutToken, "error"), ...commands(withoutToken, "warning")];
    const more = shown.filter((line) => /and \d+ more (errors|warnings): see the job summary/.test(line));
    expect(more.length).toBeGreaterThan(0);
    // Every reason is accounted for: shown on its own, in the failure message, or counted in "and N more".
    const counted = more.reduce((sum, line) => sum + Number(/and (\d+) more/.exec(line)?.[1]), 0);
    expect(shown.length - more.length + counted).toBeGreaterThanOrEqual(reasonsOf(withoutToken).length);
  });

  it("points at the check run when one was published, and the check run carries every reason", () => {
    const more = [...commands(withCheckRun, "error"), ...commands(withCheckRun, "warning")].filter((line) =>
      /and \d+ more/.test(line),
    );
    expect(more.length).toBeGreaterThan(0);
    for (const line of more) expect(line).toMatch(/see the check run/);
    const checkRun = github.checks.runs.find((r) => r.headSha === HEAD_SHA);
    expect(checkRun).toBeDefined();
    const carried = JSON.stringify(checkRun);
    for (const reason of reasonsOf(withCheckRun)) {
      expect(carried).toContain(JSON.stringify(reason.replace(/\s+/g, " ")).slice(1, 40));
    }
  });
});
