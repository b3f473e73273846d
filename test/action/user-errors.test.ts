import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

// These run the committed bundle: rebuild dist/ (`npm run build`) after changing src/.
const dispatch = {
  eventName: "workflow_dispatch",
  eventPayload: {
    inputs: {},
    ref: "refs/heads/main",
    repository: { name: "demo", full_name: "octo/demo", owner: { login: "octo" } },
    sender: { login: "octocat" },
  },
};

let workspace: string;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), "bias-gate-workspace-"));
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(needsNode24("the Action outside a GitHub Actions job"), () => {
  it.each([
    { missing: "GITHUB_REPOSITORY", hint: /runs? inside a GitHub Actions job/ },
    { missing: "GITHUB_STEP_SUMMARY", hint: /runs? inside a GitHub Actions job/ },
  ])("without $missing fails the step with one ::error:: line, before any request", async (c) => {
    const run = await runAction({ cwd: workspace, inputs: {}, ...dispatch, unsetEnv: [c.missing] });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code, output).not.toBe(0);
    expect(hasStackTrace(output), output).toBe(false);
    const errors = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors, output).toHaveLength(1);
    expect(errors[0]).toContain(c.missing);
    expect(errors[0]).toMatch(c.hint);
    // Both ways out name what works today: the project's Action, and the CLI through npx's git install.
    expect(errors[0]).toContain("uses: bias-gate/bias-gate@v1");
    expect(errors[0]).toContain("use the CLI: npx github:bias-gate/bias-gate#v1 run");
    expect(run.stdout).not.toMatch(/querying/);
  });
});
