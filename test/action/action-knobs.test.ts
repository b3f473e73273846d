import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeArtifactService } from "../github/fake-artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { APES } from "../reference.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * The Action's knobs (issue 14), through the bundle (dist/index.js under Node 24) against a loopback fake GitHub:
 * what the comment compared against, whose comment is whose, when the job fails, budgets, and outputs a
 * workflow can use as they are. These run the committed bundle: rebuild dist/ (`npm run build`) after changing src/.
 */
const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const HIKERS = resolve(import.meta.dirname, "../fixtures/hikers-suite");
const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const HEAD_SHA = "feedc0ffee0123456789abcdef0123456789abcd";
const MAIN_SHA = "abc1234def567890abc1234def567890abc1234d";

let github: FakeGitHub;
let artifacts: FakeArtifactService;
beforeAll(async () => {
  github = await new FakeGitHub().start();
  artifacts = await new FakeArtifactService().start();
});
afterAll(async () => {
  await github.stop();
  await artifacts.stop();
});

/** A workspace holding the starter's gender templates as its own suite, decided on the point estimate. */
function genderWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-ws-"));
  mkdirSync(join(dir, "templates"));
  cpSync(join(STARTER, "templates/gender.templates.csv"), join(dir, "templates/gender.templates.csv"));
  cpSync(join(STARTER, "domains"), join(dir, "domains"), { recursive: true });
  writeFileSync(
    join(dir, "bias-gate.yml"),
    [
      "version: 1",
      "seed: 7",
      "per-template: 10",
      "gate: { rule: estimate, min-usable: 1 }",
      "suites:",
      "  - name: gender",
      "    templates: templates/gender.templates.csv",
      "    domains: domains",
      "",
    ].join("\n"),
  );
  return dir;
}

/** The hikers suite: 12 answers, too few to decide (min-usable 30), so the verdict is inconclusive. */
function hikersWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-ws-"));
  cpSync(HIKERS, dir, { recursive: true });
  return dir;
}

function pullRequest(number: number) {
  return {
    number,
    pull_request: {
      number,
      head: { ref: "feature", sha: HEAD_SHA, repo: repository },
      base: { ref: "main", repo: repository },
    },
    repository,
  };
}

function action(
  cwd: string,
  event: { name: string; payload: object; ref?: string; sha?: string },
  inputs: Record<string, string> = {},
  runner: Record<string, string> = {},
) {
  return runAction({
    cwd,
    inputs: { cache: "false", ...inputs },
    eventName: event.name,
    eventPayload: event.payload,
    env: {
      GITHUB_API_URL: github.baseUrl,
      GITHUB_REF: event.ref ?? "refs/heads/main",
      GITHUB_SHA: event.sha ?? MAIN_SHA,
      ...runner,
    },
    timeoutMs: 60_000,
  });
}

const pr = (number: number) => ({
  name: "pull_request",
  payload: pullRequest(number),
  ref: `refs/pull/${number}/merge`,
});
const dispatch = { name: "workflow_dispatch", payload: { repository } };

let biasedFailOnNever: ReturnType<typeof action> | undefined;
/** One dispatch of the biased profile with fail-on: never, shared by the tests that read its job result and outputs. */
const biasedButNeverFails = () =>
  (biasedFailOnNever ??= action(genderWorkspace(), dispatch, { profile: "biased", "fail-on": "never" }));

/** The workflow commands (`::error …::message`) of one kind, decoded as the runner shows them. */
function annotations(stdout: string, kind: "error" | "warning" | "notice"): string[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith(`::${kind}`))
    .map((line) =>
      line
        .replace(/%0A/g, "\n")
        .replace(/%0D/g, "\r")
        .replace(/%3A/g, ":")
        .replace(/%2C/g, ",")
        .replace(/%25/g, "%"),
    );
}

describe.skipIf(!hasNode24)(needsNode24("the Action's knobs (dist/index.js under Node 24)"), () => {
  it("a pull request's comment names its baseline (branch, data branch, commit) and links the run and the head commit", async () => {
    const cwd = genderWorkspace();
    const token = { "github-token": "ghs_test_token", profile: "fair" };
    const push = { name: "push", payload: { ref: "refs/heads/main", after: MAIN_SHA, repository } };
    const main = await action(cwd, push, token);
    expect(main.stdout + main.stderr).not.toMatch(/internal error/);
    expect(github.branches.get("bias-gate-data")?.files.has("history.jsonl")).toBe(true);

    const run = await action(cwd, pr(41), { ...token, profile: "biased" });
    expect(run.stdout).toMatch(/baseline: the latest results of the default branch/);
    const comment = github.commentsOn(41)[0]?.body ?? "";
    expect(comment).toContain("main from bias-gate-data");
    expect(comment).toContain(MAIN_SHA.slice(0, 7));
    expect(comment).toContain("https://github.com/octo/demo/actions/runs/4242");
    expect(run.summary).toContain("main from bias-gate-data");
  }, 120_000);

  it("uploads report.html as the job's artifact and links it from the comment, the summary and an output", async () => {
    const cwd = genderWorkspace();
    const run = await action(
      cwd,
      pr(43),
      { "github-token": "ghs_test_token", profile: "biased", header: "matrix a" },
      artifacts.runnerEnv(),
    );
    expect(run.stdout + run.stderr).not.toMatch(/internal error/);
    const stored = artifacts.artifacts.at(-1);
    expect(stored?.name).toBe("bias-gate-report-matrix-a.html");
    expect(stored?.bytes.toString("utf8")).toBe(readFileSync(run.outputs["report-html-path"]!, "utf8"));
    const url = `https://github.com/octo/demo/actions/runs/4242/artifacts/${stored?.id}`;
    expect(run.outputs["report-artifact-url"]).toBe(url);
    expect(github.commentsOn(43)[0]?.body).toContain(`[HTML report with plots](${url})`);
    expect(run.summary).toContain(`[HTML report with plots](${url})`);

    const off = await action(
      cwd,
      pr(43),
      { profile: "biased", "upload-report": "false" },
      artifacts.runnerEnv(),
    );
    expect(off.outputs["report-artifact-url"]).toBe("");
    expect(artifacts.artifacts.at(-1)?.id).toBe(stored?.id);
    expect(off.summary).not.toContain("HTML report with plots");
  }, 120_000);

  it("models compares the current model and a PR's candidate side by side in the one comment, gated on gate-on", async () => {
    const cwd = genderWorkspace();
    // One simulator for both names: fair-model answers as the fair profile, biased-model with a gender bias.
    writeFileSync(
      join(cwd, "two-models.yaml"),
      [
        "name: two-models",
        "yesNo: { errorRate: 0.01 }",
        "models:",
        "  biased-model:",
        '    yesNo: { errorRate: { gender: 0.3, "*": 0.02 } }',
        "",
      ].join("\n"),
    );
    const inputs = { "github-token": "ghs_test_token", profile: "two-models.yaml" };
    const current = await action(cwd, pr(45), { ...inputs, models: "fair-model\nbiased-model" });
    expect(current.stdout + current.stderr).not.toMatch(/internal error/);
    expect(current.code).toBe(0);
    const comment = github.commentsOn(45)[0]?.body ?? "";
    expect(comment).toContain("Variants: 2 side by side");
    expect(comment).toContain("fair-model");
    expect(comment).toContain("biased-model");
    const results = JSON.parse(readFileSync(current.outputs["results-path"]!, "utf8")) as {
      variants?: {
        gatedOn: string;
        comparisons: { differences: { metricId: string; difference: number }[] }[];
      };
    };
    expect(results.variants?.gatedOn).toBe("fair-model");
    const biasRate = results.variants?.comparisons[0]?.differences.find(
      (d) => d.metricId === "bias-rate:overall",
    );
    expect(biasRate?.difference).toBeGreaterThan(0.1);

    const candidate = await action(cwd, pr(45), {
      ...inputs,
      models: "fair-model, biased-model",
      "gate-on": "biased-model",
    });
    expect(candidate.code).toBe(1);
    expect(candidate.outputs.verdict).toBe("fail");
    expect(github.commentsOn(45)).toHaveLength(1);
    expect(github.commentsOn(45)[0]?.body).toMatch(/FAIL/);

    const bad = await action(cwd, pr(45), { ...inputs, models: "fair-model", model: "x" });
    expect(bad.code).toBe(1); // an Action step fails or passes; the message says it was the input
    expect(annotations(bad.stdout, "error").join("\n")).toContain(
      "inputs model and models cannot be used together",
    );
  }, 120_000);

  it("batch: true sends a scheduled run through the Batch API, with the same verdict as the interactive run", async () => {
    const cwd = genderWorkspace();
    const schedule = { name: "schedule", payload: { repository, schedule: "0 3 * * *" } };
    const batched = await action(cwd, schedule, { profile: "fair", batch: "true" });
    expect(batched.stdout + batched.stderr).toMatch(/created batch \S+ of \d+ requests/);
    expect(batched.code).toBe(0);
    const interactive = await action(cwd, schedule, { profile: "fair" });
    expect(interactive.stdout + interactive.stderr).not.toMatch(/created batch/);
    const verdictOf = (run: typeof batched) =>
      (JSON.parse(readFileSync(run.outputs["results-path"]!, "utf8")) as { verdict: unknown }).verdict;
    expect(verdictOf(batched)).toEqual(verdictOf(interactive));
  }, 120_000);

  it("without the artifact service, the job says where report.html is and passes on the verdict alone", async () => {
    const run = await action(genderWorkspace(), dispatch, { profile: "fair" });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/artifact service is not available in this job/);
    expect(run.outputs["report-artifact-url"]).toBe("");
  }, 60_000);

  it("updates only the comment its own token wrote under its header: a PAT's run leaves the bot's alone, a second header gets its own", async () => {
    const cwd = genderWorkspace();
    const bot = github.addComment(
      42,
      "earlier run by the workflow token\n\n<!-- bias-gate:gate -->\n",
      "github-actions[bot]",
    );
    github.login = "octo-maintainer"; // a personal access token
    try {
      const pat = { "github-token": "ghp_test_token", profile: "fair" };
      const first = await action(cwd, pr(42), pat);
      expect(first.stdout + first.stderr).not.toMatch(/internal error/);
      expect(github.requests.some((r) => r.method === "POST" && r.path === "/graphql")).toBe(true);
      const mine = () => github.commentsOn(42).filter((c) => c.author === "octo-maintainer");
      expect(mine()).toHaveLength(1);
      expect(mine()[0]!.body).toContain("<!-- bias-gate:gate -->");

      const matrix = await action(cwd, pr(42), { ...pat, header: "gpt-4o mini" });
      expect(matrix.outputs["comment-url"]).not.toBe(first.outputs["comment-url"]);
      expect(mine()).toHaveLength(2);
      expect(mine()[1]!.body).toContain("<!-- bias-gate:gpt-4o mini -->");

      const again = await action(cwd, pr(42), { ...pat, profile: "biased" });
      expect(again.outputs["comment-url"]).toBe(first.outputs["comment-url"]);
      expect(mine()).toHaveLength(2);
      expect(mine()[0]!.body).toMatch(/FAIL/);
      expect(github.comments.find((c) => c.id === bot.id)?.body).toContain(
        "earlier run by the workflow token",
      );
    } finally {
      github.login = "github-actions[bot]";
    }
  }, 120_000);

  it("fails the job on a failing verdict by default, annotating every reason and the worst templates on their rows", async () => {
    const run = await action(genderWorkspace(), dispatch, { profile: "biased" });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe("fail");
    const results = JSON.parse(readFileSync(run.outputs["results-path"]!, "utf8"));
    const reasons = (results as { verdict: { reasons: string[] } }).verdict.reasons;
    expect(reasons.length).toBeGreaterThan(1);
    const said = [...annotations(run.stdout, "error"), ...annotations(run.stdout, "warning")].join("\n");
    // Each once: the first leads the job's failure message, the others have their own annotations.
    for (const reason of reasons) expect(said.split(reason).length - 1, reason).toBe(1);
    const rows = annotations(run.stdout, "warning").filter((a) =>
      a.includes("title=bias-gate: worst template"),
    );
    expect(rows.length).toBeGreaterThan(0);
    const csv = readFileSync(join(STARTER, "templates/gender.templates.csv"), "utf8").split("\n");
    for (const row of rows) {
      const [, line, id] =
        /^::warning title=bias-gate: worst template,file=templates\/gender\.templates\.csv,line=(\d+)::Template (\S+) \(gender\): \d+ of \d+ answers biased, rate \d\.\d{3}\.$/.exec(
          row,
        ) ?? [];
      expect(line, row).toBeDefined();
      expect(csv[Number(line) - 1]).toMatch(new RegExp(`^${id},`));
    }
  }, 60_000);

  it("fail-on: never reports a failing verdict without failing the job", async () => {
    const run = await biasedButNeverFails();
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe("fail");
    expect(run.stdout).not.toMatch(/^::error::bias-gate: fail/m);
    expect(annotations(run.stdout, "error").length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/^::notice::bias-gate: fail, but the job passes: fail-on is 'never'/m);
    expect(run.summary).toMatch(/bias-gate: FAIL/);
  }, 60_000);

  it("fail-on: fail lets an inconclusive verdict pass the job; the default fails it", async () => {
    const lenient = await action(hikersWorkspace(), dispatch, { "fail-on": "fail" });
    expect(lenient.outputs.verdict).toBe("inconclusive");
    expect(lenient.code).toBe(0);
    expect(annotations(lenient.stdout, "warning").join("\n")).toMatch(/from only \d+ usable answers/);
    const strict = await action(hikersWorkspace(), dispatch, {});
    expect(strict.outputs.verdict).toBe("inconclusive");
    expect(strict.code).toBe(1);
  }, 60_000);

  it("outputs numbers as the report rounds them, and always sets the template counts", async () => {
    const run = await biasedButNeverFails();
    expect(run.outputs["bias-rate"]).toMatch(/^\d\.\d{3}$/);
    expect(run.outputs["negation-gap"]).toMatch(/^-?\d\.\d{3}$/);
    expect(run.outputs["stereotype-gap"]).toBe("");
    expect(run.outputs["cost-usd"]).toMatch(/^\d+\.\d{2}(\d{2})?$/);
    expect(run.outputs["template-errors"]).toBe("0");
    expect(run.outputs["template-warnings"]).toBe("0");
  }, 60_000);

  // Apart from the test above so that it still runs where the reference data is absent.
  APES.it(
    "counts the template warnings of APES's race templates in its outputs",
    async () => {
      const warned = await action(mkdtempSync(join(tmpdir(), "bias-gate-ws-")), dispatch, {
        templates: APES.file("templates/race.templates.csv"),
        domains: APES.file("domains"),
        "negation-pairing": "row-order",
        "per-template": "2",
      });
      expect(Number(warned.outputs["template-warnings"])).toBeGreaterThan(0);
      expect(warned.outputs["template-errors"]).toBe("0");
    },
    60_000,
  );

  it("max-requests and concurrency reach the run: querying stops at the budget and the verdict is inconclusive", async () => {
    const run = await action(genderWorkspace(), dispatch, { "max-requests": "5", concurrency: "2" });
    expect(run.stdout + run.stderr).not.toMatch(/internal error/);
    expect(Number(run.outputs.requests)).toBeLessThanOrEqual(5);
    expect(run.outputs.verdict).toBe("inconclusive");
  }, 60_000);
});
