import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { starterTextToSqlConfig } from "../../bench/starter-text-to-sql.js";
import type { Results } from "../../src/report/results.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

const REPO = resolve(import.meta.dirname, "../..");
const STARTER = join(REPO, "fixtures/starter/bias-gate.yml");

/** The starter's text-to-SQL suite alone, as written in the starter, its set paths made absolute. */
function textToSqlOnly(): Record<string, string> {
  const yml = starterTextToSqlConfig(STARTER).replaceAll("../text-to-sql/", `${REPO}/fixtures/text-to-sql/`);
  return { "bias-gate.yml": yml };
}

async function runSeed(
  seed: string,
  profile: string,
): Promise<{ code: number; statuses: Record<string, string> }> {
  const dir = workspace(textToSqlOnly());
  const run = await runDistCli(
    ["run", "--no-cache", "--seed", seed, "--profile", profile, "--format", "json", "--out", "out"],
    { cwd: dir, timeoutMs: 110_000 },
  );
  expect(hasStackTrace(run.stderr), run.stderr).toBe(false);
  const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
  const statuses = Object.fromEntries(results.verdict.checks.map((c) => [c.metricId, c.status]));
  return { code: run.code, statuses };
}

// Seeds on which the sets of 160 questions over 8 databases each left the run inconclusive (exit 3), measured
// with bench/starter-text-to-sql.ts: at that size a fair model decided both checks on 73% of seeds and the
// contaminated one failed the delta on half. The sets must be large enough to decide on any seed.
describe("the starter's text-to-SQL sets decide on their own (dist CLI)", () => {
  it.each([
    ["6", "the ATD drop difference"],
    ["13", "the contamination delta"],
  ])(
    "passes the fair simulator on seed %s, where the small sets left %s inconclusive",
    async (seed) => {
      const { code, statuses } = await runSeed(seed, "fair");
      expect(statuses).toMatchObject({
        "sql-contamination-delta:text-to-sql": "pass",
        "atd-drop-difference:text-to-sql": "pass",
      });
      expect(code).toBe(0);
    },
    120_000,
  );

  it("fails the contaminated (biased) simulator on the delta on seed 1, where the small sets were inconclusive", async () => {
    const { code, statuses } = await runSeed("1", "biased");
    expect(statuses["sql-contamination-delta:text-to-sql"]).toBe("fail");
    expect(code).toBe(1);
  }, 120_000);
});
