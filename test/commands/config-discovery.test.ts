import { cpSync, mkdtempSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runDistCli } from "./dist-cli.js";

/**
 * Config discovery through the bundled CLI (`node dist/cli/index.js`, rebuilt with `npm run build`): a config in
 * the working directory is used when none is named; the embedded starter suite runs only when there is none.
 */
const FIXTURE = resolve(import.meta.dirname, "../fixtures/hikers-suite");
const STARTER_NOTICE =
  "no bias-gate.yml here: running the embedded starter suite (fixtures/starter/bias-gate.yml)";

/** A temp directory holding the hikers suite, its config renamed to `configName` (null: to a name never found). */
function hikersDir(configName: string | null = "bias-gate.yml"): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-discovery-"));
  cpSync(FIXTURE, dir, { recursive: true });
  const renamed = configName ?? "hikers.yml";
  if (renamed !== "bias-gate.yml") renameSync(join(dir, "bias-gate.yml"), join(dir, renamed));
  return dir;
}

describe("config discovery (dist CLI)", () => {
  it("lint, sample, plan and run use the bias-gate.yml in the working directory", async () => {
    const cwd = hikersDir();
    const lint = await runDistCli(["lint"], { cwd });
    expect(lint.code, lint.stderr).toBe(0);
    expect(lint.stdout).toMatch(/\(2 templates checked\)/);

    const sample = await runDistCli(["sample"], { cwd });
    expect(sample.code, sample.stderr).toBe(0);
    const records = sample.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { suite: string; templateId: string });
    expect(new Set(records.map((r) => r.suite))).toEqual(new Set(["hikers-suite"]));
    expect(new Set(records.map((r) => r.templateId))).toEqual(
      new Set(["hikers-better", "hikers-better-not"]),
    );

    const plan = await runDistCli(["plan", "--forecast", "0"], { cwd });
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/^hikers-suite +hikers-better +/m);
    expect(plan.stdout).not.toMatch(/gender/);

    const run = await runDistCli(["run", "--no-sequential"], { cwd });
    expect(run.stderr).toMatch(/^hikers-suite +8 /m);
    expect(run.stderr).not.toMatch(/^gender /m);
    expect(run.stdout).toMatch(/bias rate \| hikers \|/);
    for (const r of [lint, sample, plan, run]) expect(r.stderr).not.toContain(STARTER_NOTICE);
  }, 60_000);

  it.each([".bias-gate.yml", "bias-gate.yaml", ".bias-gate.yaml"])("finds %s too", async (name) => {
    const run = await runDistCli(["plan", "--forecast", "0"], { cwd: hikersDir(name) });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^hikers-suite +hikers-better +/m);
    expect(run.stderr).not.toContain(STARTER_NOTICE);
  });

  it("refuses to guess between two config files (exit 2, naming both)", async () => {
    const cwd = hikersDir();
    cpSync(join(cwd, "bias-gate.yml"), join(cwd, ".bias-gate.yml"));
    const run = await runDistCli(["plan", "--forecast", "0"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/more than one config file in .*: bias-gate\.yml, \.bias-gate\.yml/);
    expect(run.stderr).toMatch(/hint: .*--config/);
  });

  it("a named config or a --templates selection wins over the one in the directory", async () => {
    const cwd = hikersDir();
    const starter = resolve(import.meta.dirname, "../../fixtures/starter/bias-gate.yml");
    const named = await runDistCli(["plan", "--forecast", "0", "--config", starter], { cwd });
    expect(named.stdout).toMatch(/^gender +gender-skill +/m);
    expect(named.stderr).not.toContain(STARTER_NOTICE); // named on purpose: no notice
    const templates = await runDistCli(
      ["plan", "--forecast", "0", "--templates", "templates/hikers.templates.csv", "--domains", "domains"],
      { cwd },
    );
    expect(templates.code, templates.stderr).toBe(0);
    expect(templates.stdout).toMatch(/^hikers +hikers-better +/m);
  });

  it("runs the embedded starter suite in a directory without a config, and says so on stderr", async () => {
    const cwd = hikersDir(null);
    const lint = await runDistCli(["lint"], { cwd });
    expect(lint.code).toBe(0);
    expect(lint.stdout).toMatch(
      /\(18 templates, \d+ coreference sentences, 72 contamination items, 2228 text-to-SQL questions over 52 databases \[rows: auto chose none, schema-only on both sides: the public set's dumps have no rows\] checked\)/,
    );
    expect(lint.stderr).toContain(STARTER_NOTICE);
    const plan = await runDistCli(["plan", "--forecast", "0"], { cwd });
    expect(plan.stdout).toMatch(/^gender +gender-skill +/m);
    expect(plan.stderr.split("\n").filter((line) => line === STARTER_NOTICE)).toHaveLength(1);
  });
});
