/**
 * The change of each metric against an earlier run (the baseline), so a model that got worse fails even when it
 * is still under its absolute threshold. Every gated metric with an item-level pairing is tested on the units
 * both runs share, decision suites' on the families both share; the contamination delta, whose results keep no
 * per-probe outcomes, is tested unpaired.
 */
import type { DecisionSuiteSummary } from "../metrics/decisions.js";
import type { MetricValue, ScoredItem } from "../metrics/types.js";
import { type ClusterSum, clusterMeanTest, minimumDetectableMean } from "../stats/cluster-mean-test.js";
import { holmAdjust } from "../stats/multiplicity.js";
import { normalQuantile } from "../stats/normal.js";
import { studentTQuantile } from "../stats/student-t.js";
import { isPairedKind, PAIRED_UNITS, requestKey, type Unit } from "./baseline-units.js";
import type { MetricBaseline } from "./decide.js";
import { decisionUnits, isDecisionPairedKind } from "./decision-units.js";
import { formatMeasure, type GatePolicy, METRIC_RULES } from "./policy.js";

export interface RunMeasurements {
  items: readonly ScoredItem[];
  metrics: readonly MetricValue[];
  /** Decision suites' summaries, whose per-family values pair decision metrics. */
  decisions?: readonly DecisionSuiteSummary[] | undefined;
}

export interface BaselineOptions {
  /** Kept for compatibility: the paired test is analytic and draws no resamples. */
  resamples?: number;
}

/**
 * Gated kinds whose results keep no per-request items, tested unpaired from each run's interval (conservative: both
 * runs ask the same prompts), with the note that says so.
 */
const NO_FAMILIES =
  "unpaired: the baseline's results.json keeps no per-family decisions (written by an older bias-gate), so the runs are compared as independent (conservative)";
const UNPAIRED_TESTED: Partial<Record<MetricValue["kind"], string>> = {
  "contamination-delta":
    "unpaired: results.json keeps each contamination suite's aggregate delta, not per-probe outcomes, so the runs are compared as independent (conservative)",
  "decision-disparity": NO_FAMILIES,
  "counterfactual-consistency": NO_FAMILIES,
};

const PAIRED_METHOD = "paired cluster t (CR1, clusters − 1 df)";
const MOVER_METHOD = "MOVER from both runs' intervals (conservative: the runs share items)";
/** Power at which `minimumDetectable` is stated. */
const POWER = 0.8;

/** What the power statement needs and the JSON does not keep. */
interface Precision {
  se: number;
  /** Degrees of freedom of the t reference; Infinity for the unpaired normal test. */
  df: number;
  /** The change in the worse direction (s·delta), in the metric's unit. */
  worsening: number;
  unit: MetricValue["unit"];
  /** False when every paired unit is unchanged: p = 1 whatever happens, so it leaves the Holm family. */
  informative: boolean;
}

/**
 * Compares `current` with `baseline`, in the order of `current.metrics`. `seed` is unused (the tests are
 * analytic) and kept so callers need not change.
 *
 * Paired kinds (bias rate, negation gap, flip consistency, stereotype gap, adjective amplification, unusable-answer
 * rate; see `PAIRED_UNITS`): both runs are cut to the requests they share (same promptId and trial), each run's
 * units are formed from those (items; statement/negation pairs; WinoBias item pairs), and units present in both
 * are matched. With s = +1 for `max` checks, −1 for `min` checks and the sign of the current value for `max-abs`
 * checks, each unit's worsening is w = s·(current − baseline) and
 * - `delta` = current − baseline mean over the shared units (metric unit); `baselineValue` is the baseline's mean
 *   on them, so `baselineValue + delta` is the current one;
 * - `pValue`: one-sided (worse) paired t-test of the pooled mean of w with a cluster-robust CR1 standard error
 *   over clusters (templates; WinoBias item pairs) and clusters − 1 df: continuous, so 8 templates can reach
 *   p < 0.01, which a sign flip over 8 clusters (floor 1/256, and 1/8 for 3) often cannot;
 * - `interval`: delta ± t_{(1+level)/2, df}·se, the same standard error as the test.
 * Contamination delta: unpaired one-sided z-test of the difference with each run's standard error read from its
 * interval (half-width / z): conservative, since both runs ask the same probes.
 * Then `adjustedP`: Holm across every tested comparison in which some paired unit changed (the others have
 * p = adjustedP = 1 and leave the family); `regressed` = s·delta > margin and adjustedP < alpha;
 * `minimumDetectable` = (t_{1−alpha/m} + t_{0.8})·se, the worsening detected with 80% power at Holm's strictest
 * step (alpha/m for m tested comparisons); `underpowered` when that exceeds the margin, with a `note`.
 * Other metrics (sub-scopes of gaps, error rate, probability shift) get a MOVER interval and no test.
 */
export function compareWithBaseline(
  current: RunMeasurements,
  baseline: RunMeasurements,
  policy: GatePolicy,
  _seed: string,
  _options: BaselineOptions = {},
): MetricBaseline[] {
  const baselineMetrics = new Map(baseline.metrics.map((m) => [m.id, m]));
  const [currentShared, baselineShared] = sharedRequests(current.items, baseline.items);
  const precision = new Map<MetricBaseline, Precision>();
  const comparisons = current.metrics.flatMap((metric): MetricBaseline[] => {
    const before = baselineMetrics.get(metric.id);
    const units = pairedUnits(
      metric,
      { ...current, items: currentShared },
      { ...baseline, items: baselineShared },
    );
    if (units) {
      const paired = pairedComparison(metric, units, policy, precision);
      if (paired) return [paired];
    }
    if (!before) return [];
    return [unpairedComparison(metric, before, policy, precision)];
  });
  holmAcrossTested(comparisons, policy, precision);
  return comparisons;
}

/** Each run's items whose (promptId, trial) the other run also has. */
function sharedRequests(a: readonly ScoredItem[], b: readonly ScoredItem[]): [ScoredItem[], ScoredItem[]] {
  const keysA = new Set(a.map(requestKey));
  const keysB = new Set(b.map(requestKey));
  return [a.filter((i) => keysB.has(requestKey(i))), b.filter((i) => keysA.has(requestKey(i)))];
}

/** +1 when a larger value is worse, −1 when smaller is; for |v| limits, the side the current value is on. */
function worseSign(metric: MetricValue): 1 | -1 {
  const { direction } = METRIC_RULES[metric.kind];
  if (direction === "min") return -1;
  if (direction === "max-abs") return metric.value < 0 ? -1 : 1;
  return 1;
}

/** The metric's units in each run (items cut to the shared requests), or undefined when it has no pairing. */
function pairedUnits(
  metric: MetricValue,
  current: RunMeasurements,
  baseline: RunMeasurements,
): { after: Map<string, Unit>; before: Map<string, Unit> } | undefined {
  if (isPairedKind(metric.kind)) {
    const extract = PAIRED_UNITS[metric.kind];
    return { after: extract(current.items, metric), before: extract(baseline.items, metric) };
  }
  if (!isDecisionPairedKind(metric.kind)) return undefined;
  const after = decisionUnits(current.decisions, metric);
  const before = decisionUnits(baseline.decisions, metric);
  return after && before ? { after, before } : undefined;
}

function pairedComparison(
  metric: MetricValue,
  { after, before }: { after: Map<string, Unit>; before: Map<string, Unit> },
  policy: GatePolicy,
  precision: Map<MetricBaseline, Precision>,
): MetricBaseline | undefined {
  const sign = worseSign(metric);
  const sums = new Map<string, ClusterSum>();
  let baselineSum = 0;
  let shared = 0;
  let changed = 0;
  for (const [key, unit] of after) {
    const twin = before.get(key);
    if (!twin) continue;
    const entry = sums.get(unit.cluster) ?? { sum: 0, n: 0 };
    entry.sum += sign * (unit.value - twin.value);
    changed += Number(unit.value !== twin.value);
    entry.n += 1;
    sums.set(unit.cluster, entry);
    baselineSum += twin.value;
    shared += 1;
  }
  if (shared === 0) return undefined;
  // Sorted clusters: the sums do not depend on the order items arrived in.
  const clusters = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  const test = clusterMeanTest(clusters);
  const delta = sign * test.estimate;
  const comparison: MetricBaseline = {
    metricId: metric.id,
    baselineValue: baselineSum / shared,
    delta,
    margin: policy.baseline.margins[metric.kind] ?? 0,
    sharedItems: shared,
    sharedClusters: clusters.length,
    test: PAIRED_METHOD,
    regressed: false,
  };
  if (test.pValue !== undefined) {
    comparison.pValue = test.pValue;
    const half = normalOrT((1 + policy.level) / 2, test.df) * test.se;
    comparison.interval = {
      low: delta - half,
      high: delta + half,
      level: policy.level,
      method: PAIRED_METHOD,
    };
    precision.set(comparison, {
      se: test.se > 0 ? test.se : singleChangeSe(clusters.length, shared, metric.unit),
      df: test.df,
      worsening: test.estimate,
      unit: metric.unit,
      informative: changed > 0,
    });
  } else {
    comparison.note = "not tested: all shared units are in one cluster; add templates";
  }
  return comparison;
}

/**
 * The power statement's standard error when every cluster changed alike (se = 0, e.g. nothing changed): the
 * CR1 se of one unit in one cluster changing by 1 (100 points), ≈ √(G/(G − 1))/n, so a run with no observed
 * variation does not claim to detect any change.
 */
function singleChangeSe(clusters: number, units: number, unit: MetricValue["unit"]): number {
  return (Math.sqrt(clusters / (clusters - 1)) * (unit === "points" ? 100 : 1)) / units;
}

function normalOrT(p: number, df: number): number {
  return Number.isFinite(df) ? studentTQuantile(p, df) : normalQuantile(p);
}

function unpairedComparison(
  metric: MetricValue,
  before: MetricValue,
  policy: GatePolicy,
  precision: Map<MetricBaseline, Precision>,
): MetricBaseline {
  const comparison: MetricBaseline = {
    metricId: metric.id,
    baselineValue: before.value,
    delta: metric.value - before.value,
    margin: policy.baseline.margins[metric.kind] ?? 0,
    sharedItems: 0,
    regressed: false,
  };
  const a = metric.interval;
  const b = before.interval;
  if (!a || !b) return comparison;
  // Newcombe's MOVER for a difference of two estimates, each with its own interval.
  const d = comparison.delta;
  comparison.interval = {
    low: d - Math.hypot(metric.value - a.low, b.high - before.value),
    high: d + Math.hypot(a.high - metric.value, before.value - b.low),
    level: a.level,
    method: MOVER_METHOD,
  };
  const unpairedNote = UNPAIRED_TESTED[metric.kind];
  if (unpairedNote !== undefined) {
    const se = Math.hypot(halfWidthSe(a), halfWidthSe(b));
    if (se > 0) {
      comparison.test = "unpaired z (standard errors from each run's interval)";
      comparison.pValue = 1 - normalCdf((worseSign(metric) * d) / se);
      comparison.note = unpairedNote;
      precision.set(comparison, {
        se,
        df: Number.POSITIVE_INFINITY,
        worsening: worseSign(metric) * d,
        unit: metric.unit,
        informative: true,
      });
    }
  }
  return comparison;
}

function halfWidthSe(interval: NonNullable<MetricValue["interval"]>): number {
  return (interval.high - interval.low) / (2 * normalQuantile((1 + interval.level) / 2));
}

/** Φ(z) through erfc (W. J. Cody's rational Chebyshev fit as in Numerical Recipes' erfcc; |error| < 1.2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

function holmAcrossTested(
  comparisons: MetricBaseline[],
  policy: GatePolicy,
  precision: ReadonlyMap<MetricBaseline, Precision>,
): void {
  const tested = comparisons.filter((c) => c.pValue !== undefined);
  // Comparisons in which no paired unit changed cannot reject (p = 1 given the unchanged units, as McNemar
  // conditions on discordant pairs); like Tarone's rule they leave the family, so they do not dilute alpha.
  const family = tested.filter((c) => precision.get(c)?.informative !== false);
  const adjusted = holmAdjust(family.map((c) => c.pValue ?? 1));
  family.forEach((c, i) => {
    c.adjustedP = adjusted[i] ?? 1;
  });
  const alpha = policy.baseline.alpha;
  for (const c of tested) {
    c.adjustedP ??= c.pValue;
    const p = precision.get(c);
    if (!p) continue;
    c.regressed = p.worsening > c.margin && (c.adjustedP ?? 1) < alpha;
    // A lone regression meets Holm's strictest step, alpha/m (an unchanged comparison that changed would join).
    const m = family.length + Number(!p.informative);
    const stepAlpha = alpha / Math.max(1, m);
    const detectable = Number.isFinite(p.df)
      ? minimumDetectableMean(p.se, p.df, stepAlpha, POWER)
      : (normalQuantile(1 - stepAlpha) + normalQuantile(POWER)) * p.se;
    c.minimumDetectable = detectable;
    c.underpowered = detectable > c.margin;
    if (c.underpowered && !c.regressed) {
      const power = `underpowered: the smallest change this sample detects is ${formatMeasure(detectable, p.unit)} (80% power, one-sided alpha ${round(stepAlpha)} = ${alpha}/${m} by Holm)`;
      c.note = c.note ? `${c.note}; ${power}` : power;
    }
  }
}

function round(x: number): number {
  return Number(x.toPrecision(3));
}
