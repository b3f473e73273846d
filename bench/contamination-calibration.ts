/**
 * Does the calibrated contamination delta mean contamination? (`node --import tsx bench/contamination-calibration.ts
 * [seeds]`, also part of `npm run bench:coverage`.) Pure: mask observations are drawn in-process with the
 * simulator's own planting (`maskRestoreRate`), no HTTP.
 *
 * Each seed is a fresh simulator profile (its seed the run's): restore rate 0.3 for the median mask of both sets,
 * a per-database effect of logit sd 0.8 and a per-mask effect of logit sd 0.5, both drawn from the profile seed
 * and the database or question alone, so every model sees the same easy and hard databases (as real models do).
 * Databases hold 3–8 masks (Spider's schemas at mask-share 0.25). The gated model and 2 reference models answer
 * each mask once, independently. Null: nothing memorised, so the two sets differ only by the luck of which
 * databases each drew. Memorised: the gated model gets `mask.memorised` 0.15 (+0.15 on every public mask).
 * Columns: `significant` (the interval wholly above 0: what marks covered suites "possibly inflated"; at most
 * 2.5% under the null is the goal) and `fail` (wholly above the default max-contamination-delta) for the raw
 * fixed-set delta (`none`) and both calibrations.
 */
import { pathToFileURL } from "node:url";
import { calibrateDelta, type ReferenceObservations } from "../src/contamination/calibration.js";
import { computeContamination } from "../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../src/contamination/types.js";
import { DEFAULT_POLICY } from "../src/gate/policy.js";
import type { SimulatorProfile } from "../src/simulator/profile.js";
import { maskRestoreRate } from "../src/simulator/rates.js";
import { createRng } from "../src/stats/rng.js";

const SEEDS = 400;
const THRESHOLD = DEFAULT_POLICY.thresholds.maxContaminationDelta ?? 0.1;
const RESTORE_RATE = 0.3;
const DATABASE_SD = 0.8;
const MASK_SD = 0.5;
/** Masks per database at mask-share 0.25 and 0.5 of Spider-sized schemas (about 22 columns). */
const QUARTER = { min: 3, max: 8 } as const;
const HALF = { min: 6, max: 16 } as const;

export interface CalibrationScenario {
  reference: number;
  fresh: number;
  masks: { min: number; max: number };
  referenceModels: number;
  memorised: number;
}

/** Shares of seeds, per method: `none` (raw), `databases`, `reference-models`. */
export interface CalibrationRow extends CalibrationScenario {
  seeds: number;
  meanMasks: number;
  significant: Record<Method, number>;
  fail: Record<Method, number>;
}

type Method = "none" | "databases" | "reference-models";
const METHODS: readonly Method[] = ["none", "databases", "reference-models"];

/** One simulated run: the gated model's observations and the reference models'. */
export function simulateRun(
  scenario: CalibrationScenario,
  seed: number,
): { gated: MaskObservation[]; references: ReferenceObservations[] } {
  const { min, max } = scenario.masks;
  const layout = createRng(`calibration-layout:${scenario.reference}:${scenario.fresh}:${min}`, String(seed));
  const databases = (set: ProbeSet, count: number) =>
    Array.from({ length: count }, (_, t) => ({
      set,
      cluster: `${set}-db${t}`,
      masks: min + layout.nextBelow(max - min + 1),
    }));
  const all = [...databases("reference", scenario.reference), ...databases("fresh", scenario.fresh)];
  const profile = (memorised: number): SimulatorProfile => ({
    name: "calibration-bench",
    seed: `calibration-${seed}`,
    mask: {
      reference: RESTORE_RATE,
      fresh: RESTORE_RATE,
      heterogeneity: { cluster: DATABASE_SD, item: MASK_SD },
      ...(memorised ? { memorised } : {}),
    },
  });
  const answer = (model: string, planted: SimulatorProfile): MaskObservation[] => {
    const rng = createRng(`calibration-answers:${model}`, String(seed));
    return all.flatMap((db) => {
      const question = `restore the masks of ${db.cluster}`;
      return Array.from({ length: db.masks }, (_, index) => ({
        probeId: `bench:${db.cluster}`,
        set: db.set,
        cluster: db.cluster,
        index,
        expected: `c${index}`,
        restored: rng.nextFloat() < maskRestoreRate(planted, db, question, index),
        trial: 0,
      }));
    });
  };
  const fair = profile(0);
  return {
    gated: answer("gated", profile(scenario.memorised)),
    references: Array.from({ length: scenario.referenceModels }, (_, r) => ({
      label: `reference-${r + 1}`,
      observations: answer(`reference-${r + 1}`, fair),
    })),
  };
}

/** The three deltas of one simulated run: raw, databases-calibrated and reference-calibrated. */
export function judgeRun(run: ReturnType<typeof simulateRun>, level = 0.95) {
  const raw = computeContamination(run.gated, { suite: "bench", seed: 0, level, clusterLabel: "databases" });
  const calibrate = (requested: "databases" | "reference-models") =>
    calibrateDelta(raw, run.gated, requested === "databases" ? [] : run.references, { requested, level });
  return {
    none: { metric: raw.metric, significant: raw.significant },
    databases: calibrate("databases"),
    "reference-models": calibrate("reference-models"),
  };
}

export function calibrationRow(scenario: CalibrationScenario, seeds: number): CalibrationRow {
  const zero = () => ({ none: 0, databases: 0, "reference-models": 0 });
  const row: CalibrationRow = { ...scenario, seeds, meanMasks: 0, significant: zero(), fail: zero() };
  for (let seed = 0; seed < seeds; seed++) {
    const run = simulateRun(scenario, seed);
    row.meanMasks += run.gated.length / seeds;
    const judged = judgeRun(run);
    for (const method of METHODS) {
      const { metric, significant } = judged[method];
      if (significant) row.significant[method] += 1 / seeds;
      if ((metric.interval?.low ?? Number.NEGATIVE_INFINITY) > THRESHOLD) row.fail[method] += 1 / seeds;
    }
  }
  return row;
}

/**
 * Sizes a user runs: the starter's 10 schemas a side; Spider dev's 20 databases against 20 fresh ones at the
 * default mask-share 0.25 (2 reference models) and at 0.5 (4); 40 a side at 0.25 (2) and at 0.5 (4).
 */
export const CALIBRATION_SCENARIOS: readonly CalibrationScenario[] = (
  [
    [10, QUARTER, 2],
    [20, QUARTER, 2],
    [20, HALF, 4],
    [40, QUARTER, 2],
    [40, HALF, 4],
  ] as const
).flatMap(([databases, masks, referenceModels]) =>
  [0, 0.15].map((memorised) => ({
    reference: databases,
    fresh: databases,
    masks,
    referenceModels,
    memorised,
  })),
);

export function benchContaminationCalibration(seeds = SEEDS): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
  const rows = [
    `contamination delta calibration, ${seeds} seeds per row, level 0.95, fail = interval wholly above ${THRESHOLD}`,
    `restore rate ${RESTORE_RATE} (median mask), database sd ${DATABASE_SD}, mask sd ${MASK_SD} (logit, shared by all models); masks: per model, both sets`,
    "dbs/side  masks/db  ref models  masks  memorised |  significant: none  databases  ref-models |  fail: none  databases  ref-models",
  ];
  for (const scenario of CALIBRATION_SCENARIOS) {
    const r = calibrationRow(scenario, seeds);
    rows.push(
      [
        String(r.reference).padStart(8),
        `${r.masks.min}-${r.masks.max}`.padStart(9),
        String(r.referenceModels).padStart(11),
        r.meanMasks.toFixed(0).padStart(6),
        r.memorised.toFixed(2).padStart(10),
        ` |${" ".repeat(13)}${pct(r.significant.none)}`,
        pct(r.significant.databases).padStart(10),
        pct(r.significant["reference-models"]).padStart(11),
        ` |${" ".repeat(6)}${pct(r.fail.none)}`,
        pct(r.fail.databases).padStart(10),
        pct(r.fail["reference-models"]).padStart(11),
      ].join(" "),
    );
  }
  rows.push(
    "memorised 0: the null (sets differ only in their databases' difficulty); significant there is a false alarm.",
    "memorised 0.15: significant is the share caught; fail needs the whole interval above the threshold.",
  );
  return rows.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  console.log(benchContaminationCalibration(Number(process.argv[2] ?? SEEDS)));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
