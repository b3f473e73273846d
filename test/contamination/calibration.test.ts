import { describe, expect, it } from "vitest";
import { judgeRun, simulateRun } from "../../bench/contamination-calibration.js";
import { calibrateDelta, differenceFloor } from "../../src/contamination/calibration.js";
import { markPossiblyInflated } from "../../src/contamination/measure.js";
import { computeContamination } from "../../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../../src/contamination/types.js";
import { decideGate } from "../../src/gate/decide.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import type { MetricValue, ScoredItem } from "../../src/metrics/types.js";

const LEVEL = 0.95;

/** Masks of one cluster: `restored` of `masks` restored, one trial each. */
function cluster(set: ProbeSet, name: string, restored: number, masks: number): MaskObservation[] {
  return Array.from({ length: masks }, (_, index) => ({
    probeId: `s:${set}:${name}`,
    set,
    cluster: name,
    index,
    expected: `c${index}`,
    restored: index < restored,
    trial: 0,
  }));
}

const raw = (observations: readonly MaskObservation[]) =>
  computeContamination(observations, { suite: "s", seed: 1, level: LEVEL, clusterLabel: "databases" });

// The null: nothing memorised, the databases differ in difficulty (logit sd 0.8), all models share it.
// 10 databases a side with 10–16 masks each (mask-share 0.5 of larger schemas): the raw delta, exact for these
// sets, often calls the luckier public draw contamination.
const NULL_WITH_DIFFICULTY = {
  reference: 10,
  fresh: 10,
  masks: { min: 10, max: 16 },
  referenceModels: 2,
  memorised: 0,
};

describe("the calibrated contamination delta under the simulated null with database difficulty", () => {
  const runs = Array.from({ length: 24 }, (_, seed) => judgeRun(simulateRun(NULL_WITH_DIFFICULTY, seed)));
  const alarmed = runs.filter((r) => r.none.significant);

  it("is not significant where the raw delta marks contamination, so nothing is marked possibly inflated", () => {
    // The old check: a significant raw delta in several of 24 runs, none of which memorised anything.
    expect(alarmed.length).toBeGreaterThanOrEqual(3);
    const items = [{ suite: "gender", group: "gender", kind: "yes-no" } as ScoredItem];
    const marked = (significant: boolean) => {
      const metrics = [{ id: "bias-rate:gender", kind: "bias-rate", scope: "gender" } as MetricValue];
      markPossiblyInflated(metrics, [{ significant, covers: ["gender"] }], items);
      return metrics[0]?.possiblyInflated === true;
    };
    for (const run of alarmed) {
      expect(marked(run.none.significant)).toBe(true);
      // Against reference models the shared difficulty cancels: no alarm at all.
      expect(marked(run["reference-models"].significant)).toBe(false);
      // The raw delta is still there to read: these two sets do differ.
      expect(run.none.metric.interval?.low).toBeGreaterThan(0);
    }
    // With the databases as a sample, the luckiest draws may still alarm (about 2.5% of all runs by design), but
    // the runs the raw delta alarmed on are mostly inside the wider interval.
    const databaseAlarms = alarmed.filter((r) => r.databases.significant).length;
    expect(databaseAlarms).toBeLessThan(alarmed.length / 2);
    expect(runs.filter((r) => r.databases.significant).length).toBe(databaseAlarms);
  });

  it("treats the databases as a sample: the interval is wider than the fixed-set one", () => {
    for (const run of runs) {
      const width = (m: MetricValue) => (m.interval?.high ?? 0) - (m.interval?.low ?? 0);
      expect(run.databases.metric.value).toBeCloseTo(run.none.metric.value, 12);
      expect(width(run.databases.metric)).toBeGreaterThan(width(run.none.metric));
      expect(run.databases.metric.interval?.sampling).toBe("clusters");
    }
  });

  it("catches a planted memorisation on top of the same difficulty, against reference models", () => {
    const memorised = { ...NULL_WITH_DIFFICULTY, reference: 20, fresh: 20, memorised: 0.3 };
    const caught = Array.from({ length: 6 }, (_, seed) => judgeRun(simulateRun(memorised, seed))).filter(
      (r) => r["reference-models"].significant,
    );
    expect(caught.length).toBeGreaterThanOrEqual(5);
  });
});

describe("calibrateDelta", () => {
  const gated = [
    ...cluster("reference", "r1", 6, 10),
    ...cluster("reference", "r2", 3, 10),
    ...cluster("fresh", "f1", 2, 10),
    ...cluster("fresh", "f2", 1, 10),
  ];

  it("subtracts what the reference models show on the same masks: a model like them has a delta of 0", () => {
    const result = calibrateDelta(raw(gated), gated, [{ label: "other", observations: gated }], {
      requested: "auto",
      level: LEVEL,
    });
    expect(result.calibration).toMatchObject({
      requested: "auto",
      used: "reference-models",
      references: ["other"],
    });
    expect(result.calibration.gatedDelta).toBeCloseTo(0.3, 12);
    expect(result.calibration.referenceDelta).toBeCloseTo(0.3, 12);
    expect(result.metric.value).toBeCloseTo(0, 12);
    expect(result.significant).toBe(false);
    expect(result.metric.interval?.method).toMatch(/paired with reference models/);
  });

  it("is the gated delta minus the references' mean delta", () => {
    const blind = [...cluster("reference", "r1", 0, 10), ...cluster("reference", "r2", 0, 10)].concat(
      cluster("fresh", "f1", 0, 10),
      cluster("fresh", "f2", 0, 10),
    );
    const result = calibrateDelta(raw(gated), gated, [{ label: "blind", observations: blind }], {
      requested: "reference-models",
      level: LEVEL,
    });
    expect(result.metric.value).toBeCloseTo(0.3, 12);
    expect(result.calibration.gatedDelta! - result.calibration.referenceDelta!).toBeCloseTo(0.3, 12);
  });

  it("falls back to databases, saying so, when reference models were asked for but the run has none", () => {
    const result = calibrateDelta(raw(gated), gated, [], { requested: "reference-models", level: LEVEL });
    expect(result.calibration.used).toBe("databases");
    expect(result.calibration.note).toMatch(/no reference model .*provider\.models/);
  });

  it("keeps the raw delta under `none`", () => {
    const r = raw(gated);
    const result = calibrateDelta(r, gated, [], { requested: "none", level: LEVEL });
    expect(result.metric).toEqual(r.metric);
    expect(result.calibration.used).toBe("none");
  });

  it("is inconclusive with one database on a side, and the gate says why", () => {
    const one = [
      ...cluster("reference", "r1", 9, 10),
      ...cluster("fresh", "f1", 0, 10),
      ...cluster("fresh", "f2", 1, 10),
    ];
    const result = calibrateDelta(raw(one), one, [], { requested: "databases", level: LEVEL });
    expect(result.metric.interval).toBeUndefined();
    expect(result.significant).toBe(false);
    expect(result.calibration.note).toMatch(/only 1 databases on one side.*at least 2 per side/);
    const verdict = decideGate([result.metric], DEFAULT_POLICY);
    expect(verdict.checks[0]?.status).toBe("inconclusive");
    expect(verdict.checks[0]?.reason).toMatch(
      /from only 1 of its databases or files, too few for an interval/,
    );
  });
});

describe("differenceFloor", () => {
  it("is the variance with one pseudo-mask at |d| = 1, never 0", () => {
    expect(differenceFloor([0, 0, 0])).toBeCloseTo(1 / 4, 12);
    const d = [0.5, -0.5, 1, 0];
    const n = d.length + 1;
    expect(differenceFloor(d)).toBeCloseTo((0.25 + 0.25 + 1 + 1) / n - (1 / n) ** 2, 12);
  });
});
