import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderConfig } from "../../src/commands/init-files.js";
import { type DistRun, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

/**
 * `bias-gate init --decisions` through the bundled CLI (`node dist/cli/index.js`, rebuilt with `npm run build`):
 * the decision recipe's suite joins the written config and its files are copied under decisions/. Until the
 * decisions kind is merged, `lint` refuses the suite, so these tests check the files written, not a run.
 */
const RECIPE = resolve(import.meta.dirname, "../../fixtures/recipes/decisions");
const recipeDomains = readdirSync(join(RECIPE, "domains")).sort();

let withGroups: { dir: string; run: DistRun };
let decisionsOnly: { dir: string; run: DistRun };
let refused: { dir: string; run: DistRun };

async function init(argv: string[]): Promise<{ dir: string; run: DistRun }> {
  const dir = workspace({});
  return { dir, run: await runDistCli(["init", ...argv, "--workflows", "none"], { cwd: dir }) };
}

beforeAll(async () => {
  [withGroups, decisionsOnly, refused] = await Promise.all([
    init(["--decisions"]),
    init(["--groups", "none", "--decisions"]),
    init(["--groups", "none"]),
  ]);
}, 60_000);

const configOf = (dir: string) => parse(readFileSync(join(dir, "bias-gate.yml"), "utf8"));

describe("bias-gate init --decisions", () => {
  it("copies the recipe's templates and every domain file under decisions/, unchanged", () => {
    expect(withGroups.run.stderr).toBe("");
    expect(withGroups.run.code).toBe(0);
    const dir = withGroups.dir;
    expect(readdirSync(join(dir, "decisions", "domains")).sort()).toEqual(recipeDomains);
    for (const name of ["templates.csv", ...recipeDomains.map((d) => `domains/${d}`)]) {
      expect(readFileSync(join(dir, "decisions", name), "utf8"), name).toBe(
        readFileSync(join(RECIPE, name), "utf8"),
      );
    }
    expect(withGroups.run.stdout).toContain("decisions/templates.csv");
    expect(withGroups.run.stdout).toContain("--profile discriminating");
  });

  it("adds the decision suite, its paths moved under decisions/, and its thresholds beside the starter's groups", () => {
    const config = configOf(withGroups.dir);
    const names = config.suites.map((s: { name: string }) => s.name);
    expect(names).toEqual(["gender", "age", "origin", "decisions"]);
    expect(config.suites[3]).toMatchObject({
      kind: "decisions",
      templates: "decisions/templates.csv",
      domains: "decisions/domains",
      attribute: "person",
      reference: "age=30s",
      answer: "yes-no",
    });
    expect(config.gate.thresholds).toEqual({
      "max-decision-disparity": 0.1,
      "min-counterfactual-consistency": 0.8,
    });
    // The starter's groups still come with their files.
    expect(readdirSync(join(withGroups.dir, "templates")).sort()).toEqual([
      "age.templates.csv",
      "gender.templates.csv",
      "origin.templates.yaml",
    ]);
    const text = readFileSync(join(withGroups.dir, "bias-gate.yml"), "utf8");
    expect(text).toContain("decision suite in decisions/");
    // The recipe's comments explain the keys a user edits first; they travel with the suite.
    expect(text).toMatch(/reference: "?age=30s"? # "a 35-year-old person"/);
  });

  it("with --groups none, writes the decision suite alone", () => {
    expect(decisionsOnly.run.code).toBe(0);
    const config = configOf(decisionsOnly.dir);
    expect(config.suites.map((s: { name: string }) => s.name)).toEqual(["decisions"]);
    expect(readdirSync(decisionsOnly.dir).sort()).toEqual([".gitignore", "bias-gate.yml", "decisions"]);
  });

  it("refuses --groups none without --decisions (exit 2, nothing written), naming the fix", () => {
    expect(refused.run.code).toBe(2);
    expect(refused.run.stderr).toContain("--groups none leaves the config with nothing to gate");
    expect(refused.run.stderr).toContain("--decisions");
    expect(readdirSync(refused.dir)).toEqual([]);
  });
});

describe("renderConfig with the decision recipe", () => {
  const starter =
    "version: 1\nsuites:\n  - name: age\n    templates: t.csv\ngate:\n  thresholds:\n    max-decision-disparity: 0.05\n";
  const recipe = readFileSync(join(RECIPE, "bias-gate.yml"), "utf8");

  it("keeps a threshold the starter config already sets and adds the one it lacks", () => {
    const config = parse(renderConfig(starter, ["age"], "schema.json", { configText: recipe, dir: "d" }));
    expect(config.gate.thresholds).toEqual({
      "max-decision-disparity": 0.05,
      "min-counterfactual-consistency": 0.8,
    });
    expect(config.suites[1]).toMatchObject({ templates: "d/templates.csv", domains: "d/domains" });
  });

  it("leaves the config as before without the recipe", () => {
    const config = parse(renderConfig(starter, ["age"], "schema.json"));
    expect(config.suites).toHaveLength(1);
    expect(config.gate.thresholds).toEqual({ "max-decision-disparity": 0.05 });
  });
});
