import { describe, expect, it } from "vitest";
import {
  benchCoverageDecisions,
  disparityOf,
  familyConsistency,
  solveShift,
} from "../../bench/coverage-decisions.js";
import { createRng } from "../../src/stats/rng.js";

describe("the decision coverage benchmark", () => {
  it("plants each disparity truth exactly, template × group heterogeneity included", () => {
    for (const target of [-0.1, -0.04, 0, 0.03, 0.1])
      expect(disparityOf(solveShift(target))).toBeCloseTo(target, 9);
    // The heterogeneity alone moves the probability-scale mean, so a zero truth needs a non-zero logit shift.
    expect(solveShift(0)).not.toBe(0);
  });

  it("computes a family's consistency as the integral over the shared draw", () => {
    // No member noise: members all agree unless u falls between the lowest and highest p.
    expect(familyConsistency([0.2, 0.5, 0.7], 0)).toBeCloseTo(1 - 0.5, 12);
    // Every member on its own draw: all favourable or all unfavourable, independently.
    expect(familyConsistency([0.2, 0.5, 0.7], 1)).toBeCloseTo(0.2 * 0.5 * 0.7 + 0.8 * 0.5 * 0.3, 12);
    // Against a brute-force draw of the same model.
    const p = [0.3, 0.45, 0.6, 0.62];
    const noise = 0.3;
    const rng = createRng("family-consistency-check");
    let alike = 0;
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const shared = rng.nextFloat();
      const decisions = p.map((x) => ((rng.nextFloat() < noise ? rng.nextFloat() : shared) < x ? 1 : 0));
      if (decisions.every((d) => d === decisions[0])) alike++;
    }
    expect(Math.abs(alike / draws - familyConsistency(p, noise))).toBeLessThan(0.005);
  });

  it("prints one row per regime and truth, with the measured columns", () => {
    const table = benchCoverageDecisions(2, 2000).split("\n");
    expect(table[2]).toMatch(/per-group +all-at-once +cons\.truth +cons\.cov +pass@thr +fail/);
    const rows = table.filter((row) => /^(recipe|deep|shallow|trials) /.test(row));
    expect(rows).toHaveLength(20);
    for (const row of rows)
      expect(row).toMatch(/\d+\.\d% min +\d+\.\d% +0\.\d{3} +\d+\.\d% +(–|\d+\.\d%) +\d+\.\d%$/);
    expect(rows.filter((row) => / consistency +100\.0% min|0\.800/.test(row)).length).toBeGreaterThanOrEqual(
      4,
    );
  });
});
