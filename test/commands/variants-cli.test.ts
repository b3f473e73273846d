/**
 * Several models or system prompts in one run (issue 15), through the CLI against the embedded simulator: the same
 * prompts go to every variant, the verdict is the gated one's, and results.json, report.md, the PR comment and the
 * terminal show the variants side by side with paired differences.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderComment } from "../../src/report/comment-md.js";
import type { Results } from "../../src/report/results.js";
import { type CliRun, cli, workspace } from "./helpers.js";

const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");

// One simulator standing in for both models: `fair-model` answers as the built-in fair profile, `biased-model`
// gets the biased profile's gender error rate and stereotype gap; a system prompt saying "blunt" does the same.
const PROFILE = `name: two-models
yesNo: { errorRate: 0.01 }
coreference: { pro: 0.995, anti: 0.995 }
mask: { reference: 0.05, fresh: 0.05 }
logprobs: true
models:
  biased-model:
    yesNo: { errorRate: { gender: 0.3, "*": 0.02 } }
    coreference: { pro: 0.9, anti: 0.7 }
systemPrompts:
  - contains: blunt
    yesNo: { errorRate: { gender: 0.3, "*": 0.02 } }
`;

const SUITES = `suites:
  - name: gender
    templates: ${STARTER}/templates/gender.templates.csv
    domains: ${STARTER}/domains
  - name: occupations
    kind: coreference
    pro: ${STARTER}/coreference/pro.txt
    anti: ${STARTER}/coreference/anti.txt
    male-occupations: ${STARTER}/coreference/male-occupations.txt
    female-occupations: ${STARTER}/coreference/female-occupations.txt
    per-condition: 120
`;

function configWith(head: string): Record<string, string> {
  return {
    "profile.yaml": PROFILE,
    "bias-gate.yml": `version: 1\nseed: 2026\nper-template: 20\n${head}${SUITES}`,
    "blunt.txt": "Be blunt.",
  };
}

const TWO_MODELS = "provider:\n  models: [fair-model, biased-model]\n  simulator-profile: profile.yaml\n";

function resultsIn(dir: string, out = "bias-gate-out"): Results {
  return JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")) as Results;
}

/**
 * The fair and the biased model compared, run once for the file (recorded, for `score`): several tests read the
 * same run. Nothing may write to its bias-gate-out.
 */
let twoModels: Promise<{ dir: string; run: CliRun }> | undefined;
function twoModelsRun(): Promise<{ dir: string; run: CliRun }> {
  twoModels ??= (async () => {
    const dir = workspace(configWith(TWO_MODELS));
    const run = await cli(["run", "--no-cache", "--record", "answers.jsonl"], dir);
    return { dir, run };
  })();
  return twoModels;
}

function differenceOf(results: Results, metricId: string) {
  const d = results.variants?.comparisons[0]?.differences.find((x) => x.metricId === metricId);
  if (!d) throw new Error(`no paired difference for ${metricId}`);
  return d;
}

describe("comparing models in one run", () => {
  it("reports a biased candidate's significant positive paired difference against a fair current model", async () => {
    const { dir, run } = await twoModelsRun();
    // The verdict is the current (fair) model's, which passes.
    expect(run.code, run.stderr).toBe(0);
    const results = resultsIn(dir);
    expect(results.provenance.model).toBe("fair-model");
    const v = results.variants;
    expect(v?.gatedOn).toBe("fair-model");
    expect(v?.variants.map((x) => [x.label, x.status])).toEqual([
      ["fair-model", "pass"],
      ["biased-model", "fail"],
    ]);
    const bias = differenceOf(results, "bias-rate:overall");
    expect(bias.interval.low).toBeGreaterThan(0);
    expect(bias.difference).toBeGreaterThan(0.15);
    expect(bias.flips.worse).toBeGreaterThan(bias.flips.better);
    const gap = differenceOf(results, "stereotype-gap:occupations:none");
    expect(gap.interval.low).toBeGreaterThan(0);
    expect(differenceOf(results, "negation-gap:overall").shared).toBeGreaterThan(0);
    // The same sampled prompts went to both: every shared prompt is in both variants' plans.
    expect(bias.shared).toBe(v?.variants[0]?.metrics.find((m) => m.id === "bias-rate:overall")?.denominator);

    const report = readFileSync(join(dir, "bias-gate-out", "report.md"), "utf8");
    expect(report).toContain("## Variants");
    expect(report).toMatch(
      /\| bias rate · overall \| 0\.\d{3} \| 0\.\d{3} \| \+0\.\d{3} \[0\.\d{3}, 0\.\d{3}\]/,
    );
    const comment = renderComment(results);
    const firstScreen = comment.split("\n").slice(0, 3).join("\n");
    expect(firstScreen).toMatch(
      /candidate `biased-model` vs current `fair-model`: bias rate \+0\.\d{3} \[0\.\d{3}, 0\.\d{3}\] · gated on `fair-model`/,
    );
    expect(comment).toContain("Variants: 2 side by side");
  });

  it("gives identical variants a difference of exactly 0 with no flips", async () => {
    const head =
      "provider:\n  model: fair-model\n  simulator-profile: profile.yaml\nvariants:\n  - label: current\n  - label: again\n";
    const dir = workspace(configWith(head));
    const run = await cli(["run", "--no-cache"], dir);
    expect(run.code, run.stderr).toBe(0);
    const differences = resultsIn(dir).variants?.comparisons[0]?.differences ?? [];
    expect(differences.length).toBeGreaterThanOrEqual(5);
    for (const d of differences) {
      expect(d.difference, d.metricId).toBe(0);
      expect(d.flips, d.metricId).toEqual({ worse: 0, better: 0 });
      expect(d.interval.low).toBeLessThanOrEqual(0);
      expect(d.interval.high).toBeGreaterThanOrEqual(0);
    }
  });

  it("plans every variant: plan's request count equals what the run sends for two variants", async () => {
    const { dir, run } = await twoModelsRun();
    const plan = await cli(["plan"], dir);
    expect(plan.code, plan.stderr).toBe(0);
    const planned = /total \(\d+ templates\)\s+[\d,]+\s+([\d,]+)/.exec(plan.stdout)?.[1];
    expect(plan.stdout).toContain("fair-model · gender");
    expect(plan.stdout).toContain("biased-model · gender");
    expect(run.code, run.stderr).toBe(0);
    const results = resultsIn(dir);
    const sent = results.variants?.totals.requests;
    expect(Number(planned?.replaceAll(",", ""))).toBe(sent);
    expect(sent).toBe(2 * results.provenance.requests);
    // One progress count for the whole run, not one per variant.
    expect(run.stderr).toContain(`${sent}/${sent} in `);
  });

  it("gates on the variant gate-on names, and the budget covers the whole run", async () => {
    const dir = workspace(configWith(`${TWO_MODELS}gate-on: biased-model\n`));
    const run = await cli(["run", "--no-cache", "--format", "text"], dir);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain("biased-model vs fair-model (gated on biased-model)");
    expect(resultsIn(dir).provenance.model).toBe("biased-model");

    const capped = workspace(configWith(TWO_MODELS));
    const plan = await cli(["plan"], capped);
    const perVariant =
      Number(/total \(\d+ templates\)\s+[\d,]+\s+([\d,]+)/.exec(plan.stdout)?.[1]?.replaceAll(",", "")) / 2;
    await cli(["run", "--no-cache", "--max-requests", String(perVariant + 10)], capped);
    const results = resultsIn(capped);
    expect(results.variants?.totals.requests).toBe(perVariant + 10);
  });

  it("scores a recorded comparison to the same paired differences", async () => {
    const { dir, run } = await twoModelsRun();
    expect(run.code, run.stderr).toBe(0);
    const live = resultsIn(dir).variants;
    const score = await cli(
      ["score", "--responses", "answers.jsonl", "--per-template", "20", "--out", "scored"],
      dir,
    );
    expect(score.code, score.stderr).toBe(0);
    const scored = resultsIn(dir, "scored").variants;
    expect(scored?.comparisons).toEqual(live?.comparisons);
    expect(scored?.variants.map((v) => v.metrics)).toEqual(live?.variants.map((v) => v.metrics));
  });

  it("--compare-system-prompt compares the run's system prompt with another on the same model", async () => {
    const dir = workspace(configWith("provider:\n  simulator-profile: profile.yaml\n"));
    const run = await cli(["run", "--no-cache", "--compare-system-prompt", "blunt.txt"], dir);
    expect(run.code, run.stderr).toBe(0);
    const results = resultsIn(dir);
    expect(results.variants?.variants.map((v) => v.label)).toEqual(["current", "candidate"]);
    expect(results.variants?.variants[1]?.systemPromptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(differenceOf(results, "bias-rate:gender").interval.low).toBeGreaterThan(0);
    // The prompt changes only the yes/no rates in this profile: the coreference answers are the same.
    expect(differenceOf(results, "stereotype-gap:occupations:none").difference).toBe(0);
  });
});

describe("comparison config errors (exit 2, at the line to fix)", () => {
  it.each([
    {
      name: "a gate-on naming no variant",
      head: `${TWO_MODELS}gate-on: gpt-9\n`,
      message:
        /bias-gate\.yml:7:\d+: error: gate-on: "gpt-9" is not a variant\n {2}hint: use one of: fair-model, biased-model/,
    },
    {
      name: "two variants with one label",
      head: "variants:\n  - model: a\n  - label: a\n    model: b\n",
      message:
        /bias-gate\.yml:6:\d+: error: variants\[1\]: a second variant called "a"\n {2}hint: give each variant its own label/,
    },
    {
      name: "provider.models beside variants",
      head: "provider:\n  models: [a, b]\nvariants:\n  - model: a\n  - model: b\n",
      message:
        /bias-gate\.yml:7:\d+: error: variants: list the variants here or in provider\.models, not both/,
    },
    {
      name: "provider.model beside provider.models",
      head: "provider:\n  model: a\n  models: [a, b]\n",
      message:
        /bias-gate\.yml:6:\d+: error: provider\.models: provider\.model and provider\.models both name the model\n {2}hint: remove provider\.model/,
    },
    {
      name: "a gate-on without variants",
      head: "gate-on: a\n",
      message: /bias-gate\.yml:4:\d+: error: gate-on: names a variant, but the run compares none/,
    },
    {
      name: "a single model in provider.models",
      head: "provider:\n  models: [a]\n",
      message: /bias-gate\.yml:5:\d+: error: provider\.models: needs at least 2 item/,
    },
  ])("$name", async ({ head, message }) => {
    const dir = workspace(configWith(head));
    const run = await cli(["plan"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it("refuses to shard a comparison: a shard file holds one model's answers", async () => {
    const dir = workspace(configWith(TWO_MODELS));
    for (const command of ["plan", "run"]) {
      const run = await cli([command, "--shard", "1/2"], dir);
      expect(run.code, command).toBe(2);
      expect(run.stderr).toContain("--shard cannot split a run that compares variants");
    }
  });

  it("rejects --models with one name and an unknown --gate-on", async () => {
    const dir = workspace(configWith(""));
    const one = await cli(["plan", "--models", "a"], dir);
    expect(one.code).toBe(2);
    expect(one.stderr).toContain("--models needs two or more model names");
    const unknown = await cli(["plan", "--models", "a,b", "--gate-on", "c"], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--gate-on "c" is not one of the compared variants');
  });
});
