/**
 * `plan` tells the true cost before anything is spent: for every kind of suite alone, all together, and with
 * repeated trials, its request count is what a cold `run` sends and its token and cost estimates are within 10%
 * of what the simulator bills. Both go through the bundled CLI (`node dist/cli/index.js`); rebuild dist/ first.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

const STARTER = resolve(import.meta.dirname, "../../fixtures/starter");
const PRICES = ["--price-input", "0.15", "--price-output", "0.6"];

const header = "version: 1\nseed: 2026\nper-template: 20\nsuites:\n";
const yesNo = `  - name: gender
    templates: ${STARTER}/templates/gender.templates.csv
    domains: ${STARTER}/domains
  - name: origin
    templates: ${STARTER}/templates/origin.templates.yaml
    domains: ${STARTER}/domains
`;
const coreference = `  - name: occupations
    kind: coreference
    pro: ${STARTER}/coreference/pro.txt
    anti: ${STARTER}/coreference/anti.txt
    male-occupations: ${STARTER}/coreference/male-occupations.txt
    female-occupations: ${STARTER}/coreference/female-occupations.txt
    adjectives:
      male: ${STARTER}/coreference/adjectives-male.txt
      female: ${STARTER}/coreference/adjectives-female.txt
`;
const contamination = `  - name: schemas
    kind: contamination
    reference: ${STARTER}/contamination/reference/*.sql
    fresh: ${STARTER}/contamination/fresh/*.sql
`;

/**
 * All kinds again, small enough to send three times: coreference's default is 3,840 prompts a run, which
 * "coreference alone" already checks at that size.
 */
const smallHeader = header.replace("per-template: 20", "per-template: 6");
const smallCoreference = coreference.replace(
  "kind: coreference\n",
  "kind: coreference\n    per-condition: 15\n",
);

interface PlanTotals {
  requests: number;
  tokens: number;
  costUsd: number;
}

function planTotals(stdout: string): PlanTotals {
  const match = /total \(\d+ templates\)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d.e-]+)/.exec(
    stdout,
  );
  if (!match) throw new Error(`no totals line in:\n${stdout}`);
  const n = (s: string | undefined) => Number((s ?? "").replaceAll(",", ""));
  return { requests: n(match[2]), tokens: n(match[3]) + n(match[4]), costUsd: Number(match[5]) };
}

async function planAndRun(files: Record<string, string>, extra: string[] = []) {
  const dir = workspace(files);
  const plan = await runDistCli(["plan", "--forecast", "0", ...PRICES, ...extra], { cwd: dir });
  expect(plan.code, plan.stderr).toBe(0);
  // plan's table is the first look, what a fixed run sends; a sequential run's looks are the forecast's to size.
  const run = await runDistCli(["run", "--no-cache", "--no-sequential", ...PRICES, ...extra], { cwd: dir });
  expect([0, 1, 3], run.stderr).toContain(run.code);
  const results = JSON.parse(readFileSync(join(dir, "bias-gate-out", "results.json"), "utf8")) as {
    provenance: { requests: number; tokens: { input: number; output: number }; costUsd: number };
  };
  return { planned: planTotals(plan.stdout), ran: results.provenance };
}

const cases: { name: string; files: Record<string, string>; extra: string[] }[] = [
  { name: "the embedded starter suite (all three kinds)", files: {}, extra: [] },
  { name: "yes/no templates alone", files: { "bias-gate.yml": header + yesNo }, extra: [] },
  { name: "coreference alone", files: { "bias-gate.yml": header + coreference }, extra: [] },
  { name: "contamination alone", files: { "bias-gate.yml": header + contamination }, extra: [] },
  {
    name: "all kinds with three trials",
    files: { "bias-gate.yml": smallHeader + yesNo + smallCoreference + contamination },
    extra: ["--trials", "3"],
  },
];

describe("plan equals run", () => {
  it.each(cases)(
    "$name: the same requests, tokens and cost within 10%",
    async ({ files, extra }) => {
      const { planned, ran } = await planAndRun(files, extra);
      expect(planned.requests).toBe(ran.requests);
      const tokens = ran.tokens.input + ran.tokens.output;
      expect(Math.abs(planned.tokens - tokens) / tokens).toBeLessThanOrEqual(0.1);
      expect(Math.abs(planned.costUsd - ran.costUsd) / ran.costUsd).toBeLessThanOrEqual(0.1);
    },
    120_000,
  );
});

describe("sample prints every prompt a run sends", () => {
  it("lists yes/no, coreference, contamination and text-to-SQL prompts, each with its id and kind", async () => {
    const dir = workspace({});
    const sample = await runDistCli(["sample"], { cwd: dir });
    expect(sample.code, sample.stderr).toBe(0);
    const records = sample.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: string; kind: string });
    const plan = planTotals((await runDistCli(["plan", "--forecast", "0", ...PRICES], { cwd: dir })).stdout);
    expect(records).toHaveLength(plan.requests);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.kind))).toEqual(
      new Set(["templates", "coreference", "contamination", "text-to-sql"]),
    );
  }, 60_000);

  it("prints a coreference-only config's prompts instead of '0 prompts'", async () => {
    const dir = workspace({ "bias-gate.yml": header + coreference });
    const table = await runDistCli(["sample", "--format", "table"], { cwd: dir });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^occupations:pro:\d+:none +/m);
    expect(table.stdout).toMatch(/\n3840 coreference prompts\n/);
  }, 60_000);
});
