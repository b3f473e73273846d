import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { reproduceCommand, runLinks } from "../../src/github/links.js";
import { parseResults } from "../../src/report/results.js";

const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");
const results = parseResults(readFileSync(FAIL, "utf8"), FAIL);
const vars = {
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_REPOSITORY: "octo/demo",
  GITHUB_RUN_ID: "4242",
};
const plain = { flags: {}, workingDirectory: "." };

describe("runLinks", () => {
  it("links the run, the repository and the head commit, and names the baseline", () => {
    const links = runLinks(
      vars,
      { sha: "abc1234" },
      { label: "main from bias-gate-data", sha: "def5678" },
      plain,
      results,
    );
    expect(links).toMatchObject({
      runUrl: "https://github.com/octo/demo/actions/runs/4242",
      repoUrl: "https://github.com/octo/demo",
      headSha: "abc1234",
      baselineLabel: "main from bias-gate-data",
      baselineSha: "def5678",
    });
  });

  it("leaves out what the runner did not say", () => {
    const links = runLinks({}, {}, undefined, plain, results);
    expect(Object.keys(links)).toEqual(["reproduce"]);
  });
});

describe("reproduceCommand", () => {
  const provenance = { ...results.provenance, config: "bias-gate.yml", seed: "pr 7" };

  it("is the config and seed the run used, plus every input that changed the questions or thresholds", () => {
    const inputs = {
      flags: { perTemplate: 6, maxBiasRate: 0.05, templates: ["a.csv", "b c.csv"], strict: false },
      workingDirectory: ".",
    };
    expect(reproduceCommand(inputs, { provenance })).toBe(
      "npx bias-gate run --config bias-gate.yml --seed 'pr 7' --templates a.csv 'b c.csv' --per-template 6 --max-bias-rate 0.05",
    );
  });

  it("runs in the working directory, and never carries credentials from the endpoint's URL", () => {
    const inputs = {
      flags: { baseUrl: "https://user:sk-secret@llm.example/v1?key=sk-secret" },
      workingDirectory: "models/chat/",
    };
    const command = reproduceCommand(inputs, { provenance });
    expect(command).toBe(
      "cd models/chat && npx bias-gate run --config bias-gate.yml --seed 'pr 7' --base-url https://llm.example/v1",
    );
    expect(command).not.toContain("sk-secret");
  });
});
