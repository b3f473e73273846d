import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runLinks } from "../../src/github/links.js";
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

describe("the reproduce command in the links", () => {
  const provenance = { ...results.provenance, config: "bias-gate.yml", seed: "pr 7" };
  const action = { GITHUB_ACTION_REPOSITORY: "octo/bias-gate-fork", GITHUB_ACTION_REF: "v1.2.0" };
  const reproduce = (env: Record<string, string>, inputs: Parameters<typeof runLinks>[3]) =>
    runLinks(env, {}, undefined, inputs, { provenance }).reproduce;

  it("runs the CLI from the repository and ref the workflow's uses: names, with every input that changed the run", () => {
    const inputs = {
      flags: {
        perTemplate: 6,
        maxBiasRate: 0.05,
        templates: ["a.csv", "b c.csv"],
        strict: false,
        maxRequests: 40,
        maxCostUsd: 2.5,
        deadlineMinutes: 30,
        profile: "biased",
        noSequential: true,
        maxLooks: 3,
        shard: "2/4",
      },
      workingDirectory: ".",
    };
    expect(reproduce({ ...vars, ...action }, inputs)).toBe(
      "npx github:octo/bias-gate-fork#v1.2.0 run --config bias-gate.yml --seed 'pr 7'" +
        " --templates a.csv 'b c.csv' --per-template 6 --no-sequential --max-looks 3 --profile biased" +
        " --max-requests 40 --max-cost-usd 2.5 --deadline-minutes 30 --max-bias-rate 0.05 --shard 2/4",
    );
  });

  it("falls back to the package's own repository and major tag outside a uses: step", () => {
    expect(reproduce(vars, plain)).toBe(
      "npx github:bias-gate/bias-gate#v1 run --config bias-gate.yml --seed 'pr 7'",
    );
  });

  it("runs in the working directory, and never carries credentials from the endpoint's URL", () => {
    const inputs = {
      flags: { baseUrl: "https://user:sk-secret@llm.example/v1?key=sk-secret" },
      workingDirectory: "models/chat/",
    };
    const command = reproduce(action, inputs);
    expect(command).toBe(
      "cd models/chat && npx github:octo/bias-gate-fork#v1.2.0 run --config bias-gate.yml --seed 'pr 7' --base-url https://llm.example/v1",
    );
    expect(command).not.toContain("sk-secret");
  });
});
