import { describe, expect, it } from "vitest";
import {
  benchCoverageContamination,
  estimand,
  plantDatabases,
  solveBase,
} from "../../bench/coverage-contamination.js";
import { createRng } from "../../src/stats/rng.js";

describe("the contamination coverage benchmark", () => {
  it("plants the reference estimand at the fresh one + delta exactly, whatever the drawn effects", () => {
    const rng = createRng("truth");
    for (let run = 0; run < 20; run++) {
      const fresh = plantDatabases(2 + rng.nextBelow(5), rng);
      const reference = plantDatabases(2 + rng.nextBelow(20), rng);
      const target = estimand(fresh, Math.log(0.1 / 0.9)) + 0.05;
      expect(estimand(reference, solveBase(reference, target))).toBeCloseTo(target, 10);
    }
  });

  it("weights each database by its masks, not equally", () => {
    const databases = [
      { masks: 1, effect: 0, columns: [10, 10] },
      { masks: 3, effect: 0, columns: [-10, -10] },
    ];
    expect(estimand(databases, 0)).toBeCloseTo(0.25, 4);
  });

  it("prints one row per scenario with the measured columns", () => {
    const table = benchCoverageContamination(3).split("\n");
    expect(table[2]).toMatch(/coverage +fail +pass +p<0.05 +width/);
    expect(table.filter((row) => /^ +\d+ +\d+ +0\.\d\d/.test(row))).toHaveLength(36);
  });
});
