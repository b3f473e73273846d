import { describe, expect, it } from "vitest";
import { benchCoverageTextToSql, coverageTextToSql } from "../../bench/coverage-text-to-sql.js";

describe("the text-to-SQL coverage benchmark", () => {
  it("covers both deltas' planted truths at least 85% of the time in 60 seeds, with few false decisions", () => {
    const rows = coverageTextToSql(60, ["fresh 4×20, public 4×20", "fresh 20×20, Spider dev ≤10/db"]);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.coverage, `${row.design} ${row.metric} at ${row.truth}`).toBeGreaterThanOrEqual(0.85);
      expect(row.noInterval).toBe(0);
      if (row.truth === 0.15) {
        expect(row.fail).toBeLessThanOrEqual(0.1);
        expect(row.pass).toBeLessThanOrEqual(0.1);
      }
    }
    // Well beyond the threshold, 20 fresh databases fail it most of the time; 4 cannot be sure as often.
    const beyond = rows.filter((r) => r.design.startsWith("fresh 20") && r.truth > 0.15);
    for (const row of beyond) expect(row.fail).toBeGreaterThan(0.5);
  }, 60_000);

  it("prints one row per design, metric and truth", () => {
    const table = benchCoverageTextToSql(2).split("\n");
    expect(table[2]).toMatch(/^design +metric +truth +coverage/);
    expect(
      table.filter((l) => /(sql-contamination-delta|atd-drop-difference) +\d\.\d\d +\d/.test(l)),
    ).toHaveLength(24);
  }, 60_000);
});
