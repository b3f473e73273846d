import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Check, MetricValue } from "../../src/metrics/types.js";
import type { Results } from "../../src/report/results.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { starterWithoutContamination, workspace } from "./helpers.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures");

/**
 * A workspace holding the starter suite in `starter/` (beside the `text-to-sql/` fixtures its contamination suite
 * reads) without its text-to-SQL suite, the costliest to score; run it with `--config starter/bias-gate.yml`.
 */
function starterWithoutTextToSql(): string {
  const dir = workspace({});
  cpSync(join(FIXTURES, "starter"), join(dir, "starter"), { recursive: true });
  cpSync(join(FIXTURES, "text-to-sql"), join(dir, "text-to-sql"), { recursive: true });
  const config = join(dir, "starter", "bias-gate.yml");
  const text = readFileSync(config, "utf8");
  const cut = text.indexOf("  - name: text-to-sql");
  if (cut < 0) throw new Error("fixtures/starter/bias-gate.yml has no 'text-to-sql' suite to cut at");
  writeFileSync(config, text.slice(0, cut));
  return dir;
}

/**
 * Runs the bundled CLI with a profile file on the starter suite (`"whole"`), on it without the contamination and
 * text-to-SQL suites (`"no-sql"`: thousands of SQL answers scored), or without text-to-SQL only
 * (`"no-text-to-sql"`); returns the exit code, report and results.
 */
async function runStarter(profile: string, suites: "whole" | "no-sql" | "no-text-to-sql" = "whole") {
  const dir = {
    whole: () => workspace({}),
    "no-sql": starterWithoutContamination,
    "no-text-to-sql": starterWithoutTextToSql,
  }[suites]();
  const config = suites === "no-text-to-sql" ? ["--config", "starter/bias-gate.yml"] : [];
  writeFileSync(join(dir, "profile.yaml"), profile);
  const run = await runDistCli(
    ["run", ...config, "--profile", "profile.yaml", "--no-cache", "--out", "out"],
    {
      cwd: dir,
    },
  );
  const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
  const check = (id: string) => results.verdict.checks.find((c) => c.metricId === id) as Check;
  const metric = (id: string) => results.metrics.find((m) => m.id === id) as MetricValue;
  return { ...run, results, check, metric };
}

describe("unusable answers are unusable (dist CLI)", () => {
  it("fails a model whose coreference answers are all 'unsure' on the suite's unusable-answer rate", async () => {
    const run = await runStarter(
      "name: unsure\nyesNo: { errorRate: 0 }\ncoreference: { pro: 0, anti: 0, unsure: 1 }\nmask: { reference: 0.05, fresh: 0.05 }\n",
      "no-sql",
    );
    expect(run.code, run.stderr).not.toBe(0);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(run.stdout).not.toMatch(/PASS/);
    expect(run.check("unusable-rate:occupations")).toMatchObject({ status: "fail", value: 1 });
    expect(run.metric("unusable-rate:occupations")).toMatchObject({ numerator: 480, denominator: 480 });
    expect(run.check("unusable-rate:overall").status).toBe("fail");
    // The gap itself is 0 (both sides 0 of 60 by the WinoBias convention), and results.json says how it counted.
    expect(run.metric("stereotype-gap:occupations:none").value).toBe(0);
    expect(run.results.coreference?.accuracyConvention).toEqual({
      unsure: "not-correct",
      other: "not-correct",
      denominator: "answered",
    });
    expect(run.results.coreference?.conditions[0]).toMatchObject({
      condition: "none",
      pro: { k: 0, n: 60 },
      anti: { k: 0, n: 60 },
    });
    expect(run.stdout).toMatch(/unusable-answer rate \| occupations \| 1\.000/);
  }, 60_000);

  it("fails a model that answers every mask probe 'unsure' on the contamination suite's unusable-answer rate", async () => {
    const run = await runStarter(
      "name: unsure-masks\nyesNo: { errorRate: 0 }\ncoreference: { pro: 0.99, anti: 0.99 }\nmask: { reference: 0.05, fresh: 0.05, unsure: 1 }\n",
      "no-text-to-sql",
    );
    expect(run.code, run.stderr).not.toBe(0);
    expect(run.check("unusable-rate:schemas")).toMatchObject({ status: "fail", value: 1 });
    expect(run.metric("contamination-delta:schemas").value).toBe(0);
    expect(run.check("unusable-rate:occupations").status).toBe("pass");
  }, 60_000);

  it("passes the fair model, whose answers are usable everywhere", async () => {
    const run = await runStarter(
      "name: usable\ncoreference: { pro: 0.995, anti: 0.995 }\nmask: { reference: 0.05, fresh: 0.05 }\n",
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.check("unusable-rate:schemas")).toMatchObject({ status: "pass", value: 0 });
  }, 60_000);
});
