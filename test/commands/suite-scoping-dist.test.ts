/**
 * Every configured suite is measured, through the bundled CLI: suites that reuse template ids are different
 * prompts (their ids carry the suite), suite names are unique and required among several suites, and a run with
 * no such collision keeps the prompt ids it always had.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { REPO } from "../integration/fixtures/plan.js";
import { distCli, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

const STARTER = join(REPO, "fixtures", "starter");
const GENDER = readFileSync(join(STARTER, "templates", "gender.templates.csv"), "utf8");

/** A config of yes/no suites, one per name, each over its own copy of the starter's gender templates. */
function config(names: readonly (string | undefined)[]): string {
  const suites = names.map((name, i) =>
    [
      ...(name === undefined ? [] : [`  - name: ${name}`]),
      `  ${name === undefined ? "- " : "  "}templates: t${i + 1}.templates.csv`,
      `    domains: ${STARTER}/domains`,
    ].join("\n"),
  );
  return `version: 1\nseed: 5\nper-template: 5\nsuites:\n${suites.join("\n")}\n`;
}

function workspaceWith(names: readonly (string | undefined)[]): string {
  const files: Record<string, string> = { "bias-gate.yml": config(names) };
  names.forEach((_, i) => {
    files[`t${i + 1}.templates.csv`] = GENDER;
  });
  return workspace(files);
}

const promptIds = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { id: string; suite: string }).id);

describe("suites that reuse template ids (dist CLI)", () => {
  it("measures each of four suites whose template files share every id", async () => {
    const dir = workspaceWith(["g", "h", "i", "j"]);
    const started = Date.now();
    // One fixed look: the counts below are per look.
    const run = await runDistCli(["run", "--no-cache", "--no-sequential", "--out", "out"], { cwd: dir });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(run.stdout).not.toContain("not measured");
    const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
    for (const group of ["t1", "t2", "t3", "t4"]) {
      // 8 templates × 5 fillings, every one answered and scored in its own suite.
      expect(results.metrics.find((m) => m.id === `bias-rate:${group}`)?.denominator, group).toBe(40);
      expect(results.metrics.find((m) => m.id === `unusable-rate:${group}`)?.denominator, group).toBe(40);
    }
    expect(results.metrics.find((m) => m.id === "bias-rate:overall")?.denominator).toBe(160);
    expect(results.verdict.checks.filter((c) => c.value === undefined)).toEqual([]);
    // The copies ask the very same questions: said once per pair of suites, since overall counts each answer 4×.
    expect(run.stderr).toMatch(
      /warning: suites 'g' and 'h' ask 40 identical questions \(e\.g\. "Q: .*"\): each answer counts in both/,
    );
    expect(run.stderr.match(/identical question/g)).toHaveLength(3);
  }, 60_000);

  it("scopes the shared ids by suite in the plan, and leaves a lone suite's ids as they were", async () => {
    const two = await runDistCli(["sample", "--format", "jsonl"], { cwd: workspaceWith(["g", "h"]) });
    expect(two.code, two.stderr).toBe(0);
    const ids = promptIds(two.stdout);
    expect(ids).toHaveLength(80);
    expect(new Set(ids).size).toBe(80);
    expect(ids.filter((id) => id.startsWith("g/gender-skill:"))).toHaveLength(5);
    expect(ids.filter((id) => id.startsWith("h/gender-skill:"))).toHaveLength(5);

    const one = await runDistCli(["sample", "--format", "jsonl"], { cwd: workspaceWith(["g"]) });
    expect(one.code, one.stderr).toBe(0);
    const bare = promptIds(one.stdout);
    expect(bare).toHaveLength(40);
    expect(bare.every((id) => !id.includes("/"))).toBe(true);
    // The same fillings as before scoping: the suite's prefix is the only difference.
    expect(ids.filter((id) => id.startsWith("g/")).map((id) => id.slice(2))).toEqual(bare);
  }, 60_000);
});

/** Two suites of every other kind over the same files, told apart by name alone. */
const EVERY_KIND_TWICE = (sql: string) =>
  ["a", "b"]
    .flatMap((x) => [
      `  - name: occupations-${x}`,
      "    kind: coreference",
      "    per-condition: 30", // not the default 3,840 prompts a suite: telling the two apart needs few
      `    pro: ${STARTER}/coreference/pro.txt`,
      `    anti: ${STARTER}/coreference/anti.txt`,
      `    male-occupations: ${STARTER}/coreference/male-occupations.txt`,
      `    female-occupations: ${STARTER}/coreference/female-occupations.txt`,
      `  - name: schemas-${x}`,
      "    kind: contamination",
      `    reference: ${STARTER}/contamination/reference/*.sql`,
      `    fresh: ${STARTER}/contamination/fresh/*.sql`,
      `  - name: sql-${x}`,
      "    kind: text-to-sql",
      "    per-database: 1",
      "    instances: 1",
      `    public: { spider: { questions: ${sql}/stand-in-public/dev.json, tables: ${sql}/stand-in-public/tables.json } }`,
      `    fresh: { dir: ${sql}/fresh }`,
    ])
    .join("\n");

describe("suites of the other kinds over the same files (dist CLI)", () => {
  it("measures each suite on its own prompts", async () => {
    const yml = `version: 1\nseed: 5\nsuites:\n${EVERY_KIND_TWICE(join(REPO, "fixtures", "text-to-sql"))}\n`;
    const dir = workspace({ "bias-gate.yml": yml });
    // One fixed look: the counts below are per look.
    const run = await runDistCli(["run", "--no-cache", "--no-sequential", "--out", "out"], { cwd: dir });
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect([0, 1, 3], run.stderr).toContain(run.code);
    const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
    expect(results.verdict.checks.filter((c) => c.value === undefined)).toEqual([]);
    const n = (id: string) => results.metrics.find((m) => m.id === id)?.n;
    for (const [a, b] of [
      ["stereotype-gap:occupations-a:none", "stereotype-gap:occupations-b:none"],
      ["contamination-delta:schemas-a", "contamination-delta:schemas-b"],
      ["unusable-rate:sql-a", "unusable-rate:sql-b"],
    ] as const) {
      expect(n(a), a).toBeGreaterThan(0);
      expect(n(b), b).toBe(n(a));
    }
  }, 60_000);
});

describe("suite names (dist CLI)", () => {
  it("refuses two suites of one name, in lint and run, naming both, before any request", async () => {
    const dir = workspaceWith(["g", "g"]);
    for (const command of ["lint", "run"]) {
      const out = await runDistCli([command, "--no-cache"].slice(0, command === "run" ? 2 : 1), { cwd: dir });
      expect(out.code, `${command}: ${out.stderr}`).toBe(2);
      expect(hasStackTrace(out.stderr)).toBe(false);
      expect(out.stderr).toMatch(
        /bias-gate\.yml:\d+:\d+: error: suites\[1\]\.name: a second suite called "g" \(suites\[0\] is called that too\)/,
      );
      expect(out.stderr).toContain("hint: give each suite its own name");
      expect(out.stderr).not.toContain("querying");
    }
  }, 60_000);

  it("refuses an unnamed suite among several, and keeps a lone unnamed suite", async () => {
    const several = await runDistCli(["lint"], { cwd: workspaceWith(["g", undefined]) });
    expect(several.code, several.stderr).toBe(2);
    expect(hasStackTrace(several.stderr)).toBe(false);
    expect(several.stderr).toMatch(
      /bias-gate\.yml:\d+:\d+: error: suites\[1\]: has no name, and the config has 2 suites/,
    );
    expect(several.stderr).toContain("hint: give every suite its own name (name: …)");

    const lone = await runDistCli(["lint"], { cwd: workspaceWith([undefined]) });
    expect(lone.code, lone.stderr).toBe(0);
  }, 60_000);

  it("still runs the embedded starter and `init`'s config unchanged", async () => {
    const starter = await runDistCli(["lint"], { cwd: workspace({}) });
    expect(starter.code, starter.stderr).toBe(0);
    const dir = workspace({});
    const init = await runDistCli(["init"], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    // Started from a clone's dist/, the CLI's next steps say it that way, not by a name not on PATH.
    expect(init.stdout).toContain(`  node ${distCli} plan `);
    const lint = await runDistCli(["lint"], { cwd: dir });
    expect(lint.code, lint.stderr).toBe(0);
  }, 60_000);
});
