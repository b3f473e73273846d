import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";
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

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(needsNode24("the Action with a config file that has several problems"), () => {
  it("annotates every problem at its own line and column of the config file, before any request", async () => {
    const cwd = workspace({
      "bias-gate.yml": [
        "seeed: 3",
        "gate:",
        "  thresholds:",
        "    max-negation-gap: 0.2",
        "    max-bias-rat: 0.1",
        "suites:",
        "  - templates: t.csv",
        "",
      ].join("\n"),
    });
    dirs.push(cwd);
    const run = await runAction({ cwd, inputs: { config: "bias-gate.yml" }, ...dispatch });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.code, output).not.toBe(0);
    expect(hasStackTrace(output), output).toBe(false);
    const annotations = run.stdout.split("\n").filter((line) => /^::error .*file=/.test(line));
    expect(annotations.map((line) => line.replace(/^::error title=[^,]*,/, "").replace(/%0A.*/, ""))).toEqual(
      [
        "file=bias-gate.yml,line=1,col=1::unknown key 'seeed'",
        "file=bias-gate.yml,line=5,col=5::unknown key 'max-bias-rat' in gate.thresholds",
      ],
    );
    expect(annotations[0]).toContain("did you mean 'seed'?");
    expect(annotations[1]).toContain("did you mean 'max-bias-rate'?");
    expect(run.stdout).not.toMatch(/querying/);
  }, 60_000);
});
