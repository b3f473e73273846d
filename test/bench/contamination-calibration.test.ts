import { describe, expect, it } from "vitest";
import {
  benchContaminationCalibration,
  CALIBRATION_SCENARIOS,
  simulateRun,
} from "../../bench/contamination-calibration.js";

describe("the contamination calibration benchmark", () => {
  it("gives every model the same database difficulty: two fair models differ only by their own draws", () => {
    const scenario = {
      reference: 30,
      fresh: 30,
      masks: { min: 8, max: 8 },
      referenceModels: 2,
      memorised: 0,
    };
    const run = simulateRun(scenario, 3);
    const [a, b] = run.references.map((r) => r.observations);
    // Per database, restore rates of two models agree far better than a database effect of sd 0.8 would allow
    // if each model drew its own.
    const rate = (obs: typeof a, cluster: string) => {
      const own = (obs ?? []).filter((o) => o.cluster === cluster);
      return own.filter((o) => o.restored).length / own.length;
    };
    const clusters = [...new Set(run.gated.map((o) => o.cluster))];
    const pairs = clusters.map((c) => [rate(a, c), rate(b, c)] as const);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const ma = mean(pairs.map((p) => p[0]));
    const mb = mean(pairs.map((p) => p[1]));
    const covariance = mean(pairs.map(([x, y]) => (x - ma) * (y - mb)));
    expect(covariance).toBeGreaterThan(0.01);
  });

  it("prints one row per scenario", () => {
    const lines = benchContaminationCalibration(2).split("\n");
    expect(lines.filter((l) => /^\s+\d+\s+\d+-\d+/.test(l))).toHaveLength(CALIBRATION_SCENARIOS.length);
  });
});
