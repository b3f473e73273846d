/**
 * The calibrated contamination delta: what separates "this model remembers the public set" from "these two sets
 * differ". The raw delta (metrics.ts) is exact for *these* two sets, so a public set whose databases happen to be
 * easier to restore reads as contamination: with a per-database difficulty of logit sd 0.8 and nothing memorised,
 * its interval excluded 0 in about a quarter of simulated runs (bench/contamination-calibration.ts).
 *
 * Two calibrations, each answering the question a contamination verdict means to answer:
 * - `reference-models` (the idea of ConStat, Dekoninck et al. 2024): the same masks asked of reference models,
 *   the calibrated delta = the gated model's delta − the reference models' mean delta. Per mask,
 *   d = y_gated − mean over reference models of y_ref (y a mask's restore rate over its trials); per set the
 *   mean of d over masks, and the delta = mean_reference(d) − mean_fresh(d). Whatever makes a database or a
 *   column easy for every model cancels in d. Each set's mean has a cluster-robust (CR2) variance over its
 *   databases, the databases treated as a sample, and the difference on the smaller set's G − 1 df, floored by the variance of the differences with one pseudo-mask at |d| = 1 (`differenceFloor`). It measures
 *   memorisation *beyond the reference models'*: a public set every model has seen cancels too (ConStat's caveat).
 * - `databases`: without reference models, the raw delta's estimate with the databases (files) as the sampling
 *   unit: the same CR2 variance over databases of the per-mask restore rates, floored by Agresti–Caffo, so a
 *   random difference in the databases' difficulty lies inside the interval. Fewer than 2 databases on a side
 *   leave no spread to estimate: the delta is reported without an interval and the gate says why.
 * `auto` picks `reference-models` when the run has reference models, else `databases`; `none` is the raw delta.
 */
import type { ContaminationCalibration } from "../config/config.js";
import type { MetricValue } from "../metrics/types.js";
import { type ClusterLinearResult, type VarianceWithDf, welchDifference } from "../stats/cluster-linear.js";
import { studentTQuantile, studentTTwoSidedP } from "../stats/student-t.js";
import type { ContaminationResult } from "./metrics.js";
import { accuracyFloor, compare, standardised } from "./text-to-sql-question-values.js";
import type { MaskObservation, ProbeSet } from "./types.js";

/** The calibration a delta was computed with (`auto` resolved). */
export type AppliedCalibration = Exclude<ContaminationCalibration, "auto">;

/** Another model's observations of the same masks. */
export interface ReferenceObservations {
  label: string;
  observations: readonly MaskObservation[];
}

/** What results.json stores beside the raw delta: which calibration, on what, and why. */
export interface CalibrationSummary {
  /** As configured. */
  requested: ContaminationCalibration;
  /** What was used. */
  used: AppliedCalibration;
  /** Reference models the gated one was compared with (`reference-models` only). */
  references: string[];
  /** Databases (or files) behind each side's estimate. */
  databases: Record<ProbeSet, number>;
  /** Masks behind each side (`reference-models`: masks every model answered). */
  masks: Record<ProbeSet, number>;
  /** `reference-models`: the gated model's and the reference models' mean raw delta on those masks. */
  gatedDelta?: number;
  referenceDelta?: number;
  /** Plain words when the calibration fell back, or has no interval. */
  note?: string;
}

export interface CalibratedDelta {
  /** `contamination-delta:<suite>`: what the gate decides on. */
  metric: MetricValue;
  /** The calibrated interval lies wholly above 0. */
  significant: boolean;
  calibration: CalibrationSummary;
}

/** One mask's restore rate over its trials, with its cluster. */
interface MaskValue {
  cluster: string;
  value: number;
}

const METHOD = "cluster-robust t over databases as a sample (CR2, the smaller set's G − 1 df)";

/**
 * The gated delta of one suite under `requested`, from the gated model's observations (`raw` is their fixed-set
 * delta) and the reference models'. `reference-models` without reference models falls back to `databases` and
 * says so in `note`.
 */
export function calibrateDelta(
  raw: ContaminationResult,
  observations: readonly MaskObservation[],
  references: readonly ReferenceObservations[],
  options: { requested: ContaminationCalibration; level: number; clusterLabel?: string },
): CalibratedDelta {
  const { requested, level } = options;
  const noun = options.clusterLabel ?? "databases";
  const used: AppliedCalibration =
    requested === "none"
      ? "none"
      : requested === "databases" || references.length === 0
        ? "databases"
        : "reference-models";
  const fellBack =
    requested === "reference-models" && used === "databases"
      ? "calibration reference-models asked, but the run has no reference model (list several in provider.models); databases used instead"
      : undefined;
  if (used === "none") {
    return {
      metric: raw.metric,
      significant: raw.significant,
      calibration: {
        requested,
        used,
        references: [],
        databases: { reference: raw.sets.reference.clusters.length, fresh: raw.sets.fresh.clusters.length },
        masks: { reference: raw.sets.reference.masks, fresh: raw.sets.fresh.masks },
      },
    };
  }
  const gated = maskValues(observations);
  const paired = used === "reference-models" ? pairedDifferences(gated, references) : undefined;
  const values = paired?.differences ?? gated;
  const floor = paired ? differenceFloor : accuracyFloor;
  const range = paired ? ([-1, 1] as const) : ([0, 1] as const);
  const side = (set: ProbeSet) => clusteredMean([...(values.get(set)?.values() ?? [])], floor, level, range);
  const reference = side("reference");
  const fresh = side("fresh");
  const databases = { reference: reference.clusters, fresh: fresh.clusters };
  const masks = { reference: reference.units, fresh: fresh.units };
  const estimate = reference.estimate - fresh.estimate;
  const decidable =
    reference.variance !== undefined &&
    reference.df !== undefined &&
    fresh.variance !== undefined &&
    fresh.df !== undefined;
  const difference = decidable
    ? conservativeDifference(
        { estimate: reference.estimate, variance: reference.variance as number, df: reference.df as number },
        { estimate: fresh.estimate, variance: fresh.variance as number, df: fresh.df as number },
        level,
      )
    : undefined;
  const tooFew = difference
    ? undefined
    : `only ${Math.min(databases.reference, databases.fresh)} ${noun} on one side: a difference in their difficulty cannot be told from memorisation without at least 2 per side; add ${noun}`;
  const metric: MetricValue = {
    ...raw.metric,
    value: estimate,
    n: masks.reference + masks.fresh,
    // With fewer than 2 per side there is no interval, and 1 cluster makes a confident check inconclusive.
    clusters: difference
      ? databases.reference + databases.fresh
      : Math.min(databases.reference, databases.fresh),
  };
  delete metric.interval;
  delete metric.pValue;
  delete metric.alternative;
  if (difference) {
    metric.interval = {
      ...{ low: difference.low, high: difference.high, level, df: difference.df },
      method: paired ? `paired with reference models; ${METHOD}` : METHOD,
      ...{ sampling: "clusters" as const, clusterNoun: noun },
    };
    metric.pValue = difference.pValue;
    metric.alternative = "two-sided";
  }
  const note = [fellBack, tooFew].filter((s) => s !== undefined).join("; ");
  return {
    metric,
    significant: difference !== undefined && difference.low > 0,
    calibration: {
      requested,
      used,
      references: paired ? references.map((r) => r.label) : [],
      databases,
      masks,
      ...(paired ? { gatedDelta: paired.gatedDelta, referenceDelta: paired.referenceDelta } : {}),
      ...(note ? { note } : {}),
    },
  };
}

/**
 * a − b for independent cluster-robust estimates, SE² = V_a + V_b, on the smaller of the two sets' G − 1 degrees
 * of freedom (the conservative solution of the Behrens–Fisher problem) rather than Welch–Satterthwaite's: a
 * cluster-robust variance over 10–40 unequal databases of 0/1 answers varies more than a χ² with G − 1 df, and
 * with Welch's df the false-alarm rate sat at the nominal 2.5% (2.6% over 1,000 simulated nulls of 10 databases
 * a side); with the smaller df it stays below (bench/contamination-calibration.ts).
 */
function conservativeDifference(
  a: VarianceWithDf,
  b: VarianceWithDf,
  level: number,
): { low: number; high: number; pValue: number; df: number } {
  const { estimate, variance } = welchDifference(a, b, { level, range: [-1, 1] });
  const df = Math.min(a.df, b.df);
  const se = Math.sqrt(variance);
  const q = studentTQuantile((1 + level) / 2, df);
  return {
    low: Math.max(-1, estimate - q * se),
    high: Math.min(1, estimate + q * se),
    pValue: se > 0 ? studentTTwoSidedP(estimate / se, df) : estimate === 0 ? 1 : 0,
    df,
  };
}

/** Per set, per mask (cluster, probe, position): its restore rate over its trials. Keys sorted. */
function maskValues(observations: readonly MaskObservation[]): Map<ProbeSet, Map<string, MaskValue>> {
  const counts = new Map<string, { set: ProbeSet; cluster: string; restored: number; trials: number }>();
  for (const o of observations) {
    const key = `${o.set}\u0000${o.cluster}\u0000${o.probeId}\u0000${o.index}`;
    const c = counts.get(key) ?? { set: o.set, cluster: o.cluster, restored: 0, trials: 0 };
    c.trials += 1;
    if (o.restored) c.restored += 1;
    counts.set(key, c);
  }
  const out = new Map<ProbeSet, Map<string, MaskValue>>();
  for (const [key, c] of [...counts].sort(([a], [b]) => compare(a, b))) {
    const set = out.get(c.set) ?? new Map<string, MaskValue>();
    set.set(key, { cluster: c.cluster, value: c.restored / c.trials });
    out.set(c.set, set);
  }
  return out;
}

/**
 * d = y_gated − mean of y_ref over the reference models, on the masks the gated model and every reference model
 * answered (the same prompts went to all; a mask one of them failed on is left out of all), and the gated and
 * reference models' mean raw deltas on those masks.
 */
function pairedDifferences(
  gated: Map<ProbeSet, Map<string, MaskValue>>,
  references: readonly ReferenceObservations[],
): { differences: Map<ProbeSet, Map<string, MaskValue>>; gatedDelta: number; referenceDelta: number } {
  const others = references.map((r) => maskValues(r.observations));
  const differences = new Map<ProbeSet, Map<string, MaskValue>>();
  const means = { gated: new Map<ProbeSet, number>(), reference: new Map<ProbeSet, number>() };
  for (const set of ["reference", "fresh"] as const) {
    const out = new Map<string, MaskValue>();
    let gatedSum = 0;
    let referenceSum = 0;
    for (const [key, mask] of gated.get(set) ?? []) {
      const theirs = others.map((o) => o.get(set)?.get(key)?.value);
      if (theirs.some((v) => v === undefined)) continue;
      const referenceMean = (theirs as number[]).reduce((a, b) => a + b, 0) / theirs.length;
      out.set(key, { cluster: mask.cluster, value: mask.value - referenceMean });
      gatedSum += mask.value;
      referenceSum += referenceMean;
    }
    differences.set(set, out);
    means.gated.set(set, out.size ? gatedSum / out.size : 0);
    means.reference.set(set, out.size ? referenceSum / out.size : 0);
  }
  const delta = (m: Map<ProbeSet, number>) => (m.get("reference") ?? 0) - (m.get("fresh") ?? 0);
  return { differences, gatedDelta: delta(means.gated), referenceDelta: delta(means.reference) };
}

/**
 * The mean over masks with a CR2 variance over their clusters as a sample (scores (y_i − ȳ)/n, leverage n_g/n,
 * the linearisation text-to-SQL's estimators use), floored by floor(values)/n; no variance below 2 clusters.
 */
export function clusteredMean(
  masks: readonly MaskValue[],
  floor: (values: readonly number[]) => number,
  level: number,
  range: readonly [number, number],
): ClusterLinearResult & { units: number } {
  if (masks.length === 0) return { estimate: 0, clusters: 0, units: 0 };
  const units = masks.map((m) => ({ dbId: m.cluster, value: m.value }));
  const { questions, ...mean } = standardised(units, ONE_STRATUM, () => "all", floor, level, range);
  return { ...mean, units: questions };
}

const ONE_STRATUM: ReadonlyMap<string, number> = new Map([["all", 1]]);

/**
 * The variance of one paired difference d ∈ [−1, 1] with one pseudo-mask at |d| = 1 added: (Σd² + 1)/(n + 1) −
 * (Σd/(n + 1))². Never 0 when every model agrees on every mask, and near the plain variance otherwise; a −1/0/1
 * floor (text-to-SQL's `dropFloor`) would take a half-restored mask's |0.5| for its 0.25 and weaken the test.
 */
export function differenceFloor(values: readonly number[]): number {
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  const n = values.length + 1;
  return (squares + 1) / n - (sum / n) ** 2;
}
