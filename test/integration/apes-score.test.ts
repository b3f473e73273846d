import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { roundForDisplay } from "../../src/report/format.js";
import type { Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";
import { APES } from "../reference.js";

/** The published APES table (error rates rounded up to three decimals) and the exact fractions behind it. */
const PUBLISHED = {
  gender: { statement: [613, 870, "0.705"], negation: [251, 870, "0.289"], overall: [864, 1740, "0.497"] },
  race: { statement: [521, 1233, "0.423"], negation: [564, 1233, "0.458"], overall: [1085, 2466, "0.440"] },
  disability: { statement: [44, 342, "0.129"], negation: [123, 342, "0.360"], overall: [167, 684, "0.245"] },
  religion: { statement: [226, 300, "0.754"], negation: [35, 300, "0.117"], overall: [261, 600, "0.435"] },
} as const;

APES.describe("bias-gate score on APES's recorded GPT-3 predictions", () => {
  for (const [group, table] of Object.entries(PUBLISHED)) {
    it(`reproduces the published ${group} row as exact fractions and as printed`, async () => {
      const out = workspace({});
      const run = await cli([
        "score",
        "--templates",
        APES.file("templates", `${group}.templates.csv`),
        "--domains",
        APES.file("domains"),
        "--negation-pairing",
        "row-order",
        "--apes-predictions",
        APES.file("predictions", `${group}.predictions.csv`),
        "--out",
        out,
      ]);
      expect(run.code).toBe(1); // GPT-3 is far above the default 0.10 maximum bias rate
      const results = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as Results;
      const byId = new Map(results.metrics.map((m) => [m.id, m]));
      const report = readFileSync(join(out, "report.md"), "utf8");
      for (const [polarity, [k, n, printed]] of Object.entries(table)) {
        const id = polarity === "overall" ? `bias-rate:${group}` : `bias-rate:${group}/${polarity}`;
        expect(byId.get(id)).toMatchObject({ numerator: k, denominator: n });
        // The fractions are APES's exactly. APES printed them rounded up; bias-gate prints every number by one
        // rule (half away from zero), so three of the twelve print 0.001 lower than the published table.
        const ours = roundForDisplay(k / n, "rate").toFixed(3);
        expect(report).toContain(`${ours} (${k}/${n})`);
        expect(Math.abs(Number(ours) - Number(printed))).toBeLessThanOrEqual(0.0011);
        expect(Math.ceil((k / n) * 1000) / 1000).toBe(Number(printed));
      }
      expect(results.answerTypes[group]?.["not-recorded"] ?? 0).toBe(0);
      expect(results.verdict.reasons[0]).toMatch(/bias rate for .* above the maximum 0.10/);
    });
  }
});
