import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { starterWithoutContamination } from "../commands/helpers.js";
import {
  hasNode24,
  inputVariables,
  needsNode24,
  node24Path,
  parseOutputFile,
  runAction,
  spawnNode24,
} from "./node24.js";

// These run the committed bundle, so they test what `uses: owner/bias-gate@v1` runs: rebuild dist/ first.
const dispatch = {
  eventName: "workflow_dispatch",
  eventPayload: {
    inputs: {},
    ref: "refs/heads/main",
    repository: { name: "demo", full_name: "octo/demo", owner: { login: "octo" } },
    sender: { login: "octocat" },
    workflow: ".github/workflows/bias-gate.yml",
  },
};

let workspace: string;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), "bias-gate-workspace-"));
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(needsNode24("the Node 24 test runtime"), () => {
  it("is Node 24", async () => {
    const { code, stdout } = await spawnNode24(["-e", "process.stdout.write(process.version)"], {
      cwd: workspace,
      env: {},
      timeoutMs: 10_000,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^v24\.\d+\.\d+$/);
    expect(node24Path()).toContain("node24-test-runtime");
  });
});

describe("the runner's conventions", () => {
  it("names input variables upper-cased with dashes kept and spaces as underscores", () => {
    expect(inputVariables({ "per-template": "3", "my input": "x" })).toEqual({
      "INPUT_PER-TEMPLATE": "3",
      INPUT_MY_INPUT: "x",
    });
  });

  it("parses heredoc and legacy lines of GITHUB_OUTPUT", () => {
    const text = "a<<EOF_1\nline 1\nline 2\nEOF_1\nb=2\nc<<X\n\nX\n";
    expect(parseOutputFile(text)).toEqual({ a: "line 1\nline 2", b: "2", c: "" });
  });
});

describe.skipIf(!hasNode24)(needsNode24("dist/index.js under Node 24"), () => {
  it("runs a workflow_dispatch with default inputs: exit 0, outputs and a job summary", async () => {
    // The starter suite found as ./bias-gate.yml, without its contamination and text-to-SQL suites (most of a
    // starter run's work); the embedded starter in an empty workspace is action-config.test.ts's, at a small size.
    const starter = starterWithoutContamination();
    const run = await runAction({ cwd: starter, inputs: {}, ...dispatch });
    rmSync(starter, { recursive: true, force: true });
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).not.toContain("::error");
    expect(Number(run.outputs.prompts)).toBeGreaterThan(0);
    expect(Number(run.outputs.requests)).toBeGreaterThan(0);
    expect(run.summary.trim().length).toBeGreaterThan(0);
  });

  it("fails a bad input with one clear ::error:: line and exit 1, without a stack trace", async () => {
    const run = await runAction({ cwd: workspace, inputs: { "per-template": "zero" }, ...dispatch });
    expect(run.code).toBe(1);
    const errors = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("per-template");
    expect(errors[0]).toContain("zero");
    expect(run.stdout + run.stderr).not.toMatch(/internal error|\n\s+at \S+ \(/);
  });

  it("annotates a config file problem on its file and line", async () => {
    writeFileSync(
      join(workspace, "bias-gate.yml"),
      "version: 1\nsuites:\n  - templates: t.csv\n    domain: d\n",
    );
    const run = await runAction({ cwd: workspace, inputs: { config: "bias-gate.yml" }, ...dispatch });
    expect(run.code).toBe(1);
    // The misspelt key itself (line 4, column 5), with the key it was probably meant to be.
    expect(run.stdout).toMatch(/^::error .*file=bias-gate\.yml,line=4,.*col=5\b.*domain/m);
  });
});
