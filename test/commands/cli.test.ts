import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APES } from "../reference.js";
import { cli, workspace } from "./helpers.js";

const apesArgs = (file: string) => [
  "--templates",
  APES.file("templates", file),
  "--domains",
  APES.file("domains"),
  "--negation-pairing",
  "row-order",
];

const HIKERS = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

describe("bias-gate lint", () => {
  it("passes the embedded starter suite with no problems", async () => {
    const run = await cli(["lint"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /0 errors, 0 warnings \(18 templates, \d+ coreference sentences, 72 contamination items, 2228 text-to-SQL questions over 52 databases \[rows: auto chose none, schema-only on both sides: the public set's dumps have no rows\] checked\)/,
    );
  });

  APES.it("reports APES's problems as warnings and exits 0, or 2 with --strict", async () => {
    const run = await cli(["lint", ...apesArgs("race.templates.csv")]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/race\.templates\.csv:2:\d+: warning: #1 and #2 both come from 'race'/);
    const strict = await cli(["lint", ...apesArgs("race.templates.csv"), "--strict"]);
    expect(strict.code).toBe(2);
    expect(strict.stdout).toMatch(/race\.templates\.csv:2:\d+: error: #1 and #2 both come from 'race'/);
  });

  it("reports every error with file:line:column and a hint, and exits 2", async () => {
    const dir = workspace({
      "bad.csv":
        "template_id,template_text,param_1,constraints,label\nb1,#1 and #2 walk.,sport,,Maybe\nb1,#1 hike.,nowhere,,No\n",
      "d/sport.txt": "hikers,outdoor\n",
    });
    const run = await cli(["lint", "--templates", "bad.csv", "--domains", "d"], dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^bad\.csv:2:\d+: error: .*Maybe/m);
    expect(run.stdout).toMatch(/^bad\.csv:2:\d+: error: .*#2/m);
    expect(run.stdout).toMatch(/^bad\.csv:3:\d+: error: .*b1/m);
    expect(run.stdout).toMatch(/^bad\.csv:3:\d+: error: .*nowhere/m);
    expect(run.stdout).toMatch(/^ {2}hint: /m);
    expect(run.stdout).not.toMatch(/\n\s+at /); // never a stack trace
  });
});

describe("bias-gate sample", () => {
  it("is deterministic from the seed and changes with it", async () => {
    const a = await cli(["sample", "--seed", "7"]);
    const b = await cli(["sample", "--seed", "7"]);
    const c = await cli(["sample", "--seed", "8"]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
  });

  it("writes one JSONL record per prompt with the documented fields, twins sharing fillings", async () => {
    const dir = workspace(HIKERS);
    const run = await cli(
      ["sample", "--templates", "t.csv", "--domains", "d", "--exhaustive", "--out", "p.jsonl"],
      dir,
    );
    expect(run.code).toBe(0);
    const records = readFileSync(join(dir, "p.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(12);
    expect(Object.keys(records[0]).sort()).toEqual(
      [
        "fillings",
        "file",
        "group",
        "id",
        "kind",
        "label",
        "line",
        "pairId",
        "polarity",
        "question",
        "statement",
        "suite",
        "templateId",
      ].sort(),
    );
    expect(records[0]).toMatchObject({
      id: "h1:hikers|cyclists",
      polarity: "statement",
      label: "No",
      line: 2,
    });
    const twin = records.find((r) => r.templateId === "h2" && r.pairId === records[0].pairId);
    expect(twin).toMatchObject({
      statement: "hikers are not better than cyclists.",
      label: "Yes",
      polarity: "negation",
    });
  });

  it("prints a readable table", async () => {
    const run = await cli(["sample", "--format", "table", "--per-template", "2"]);
    expect(run.stdout).toMatch(/^id\s+polarity\s+label\s+statement$/m);
    expect(run.stdout).toMatch(/36 prompts from 18 templates/);
  });
});

describe("bias-gate plan", () => {
  it("counts prompts per template and estimates cost from prices, calling nothing", async () => {
    const dir = workspace(HIKERS);
    const run = await cli(
      [
        "plan",
        "--templates",
        "t.csv",
        "--domains",
        "d",
        "--exhaustive",
        "--trials",
        "3",
        "--price-input",
        "1",
        "--price-output",
        "2",
      ],
      dir,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/total \(2 templates\)\s+12\s+36/);
    expect(run.stdout).toMatch(/estimated cost: [\d.]+ USD/);
  });

  APES.it("expands APES exhaustively to the published counts", async () => {
    const run = await cli(["plan", "--forecast", "0", ...apesArgs("gender.templates.csv"), "--exhaustive"]);
    expect(run.stdout).toMatch(/total \(10 templates\)\s+1,740/);
  });
});

describe("errors before any model call", () => {
  it("points at the config file's line for an unknown key", async () => {
    const dir = workspace({ "bias-gate.yml": "version: 1\nsuites:\n  - templates: t.csv\n    domain: d\n" });
    const run = await cli(["lint", "--config", "bias-gate.yml"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bias-gate\.yml:4:5: error: unknown key 'domain'/);
    expect(run.stderr).toMatch(/hint: did you mean 'domains'\?/);
  });

  it("names the missing template file and an unknown flag", async () => {
    const missing = await cli(["lint", "--templates", "nope.csv"], workspace({}));
    expect(missing.code).toBe(2);
    expect(missing.stdout + missing.stderr).toMatch(/nope\.csv/);
    const flag = await cli(["sample", "--per-templat", "3"]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/unknown flag '--per-templat'/);
    const value = await cli(["sample", "--per-template", "zero"]);
    expect(value.stderr).toMatch(/--per-template must be a number, not 'zero'/);
  });

  it("prints usage and the version", async () => {
    expect((await cli(["--help"])).stdout).toMatch(/Commands:\n\s+run/);
    expect((await cli(["--version"])).stdout).toMatch(/^bias-gate \d+\.\d+\.\d+/);
  });
});
