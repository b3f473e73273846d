/**
 * The change of each metric against an earlier run (the baseline), so a model that got worse fails even when it
 * is still under its absolute threshold. Only bias rates are tested: they are the metrics with an item-level
 * pairing (the same prompt and trial answered in both runs).
 */
import type { MetricValue, ScoredItem } from "../metrics/types.js";
import { createRng } from "../sampling/rng.js";
import { clusterBootstrapInterval } from "../stats/bootstrap.js";
import { holmAdjust } from "../stats/multiplicity.js";
import { signFlipTest } from "../stats/permutation.js";
import type { MetricBaseline } from "./decide.js";
import type { GatePolicy } from "./policy.js";

export interface RunMeasurements {
  items: readonly ScoredItem[];
  metrics: readonly MetricValue[];
}

export interface BaselineOptions {
  /** Bootstrap and sign-flip resamples; the stats module's defaults when absent. */
  resamples?: number;
}

/** Per-template sums of paired differences: the unit the bootstrap resamples and the sign-flip test flips. */
interface ClusterSum {
  sum: number;
  n: number;
}

const PAIRED_METHOD = "paired cluster-bootstrap (templates)";
const MOVER_METHOD = "MOVER from both runs' intervals (conservative: the runs share items)";

/**
 * Compares `current` with `baseline`, in the order of `current.metrics`.
 *
 * Bias rates of `overall` and of each group (not the `group/polarity` sub-scopes) are paired: the usable yes/no
 * items present in both runs with the same (promptId, trial) are matched, d = wrong(current) − wrong(baseline)
 * ∈ {−1, 0, 1}, and
 * - `delta` = mean d = current error rate − baseline error rate on the shared items (a rate difference);
 *   `baselineValue` is the baseline's rate on those same items, so `baselineValue + delta` is the current one;
 * - `interval`: percentile cluster bootstrap of the pooled mean, resampling templates with their items;
 * - `pValue`: one-sided (worse) sign-flip test of the per-template sums of d, H0 "d is symmetric about 0".
 *   With one item per template its null distribution is the one-sided exact McNemar test's (zeros drop out,
 *   ±1 flips are Binomial(b + c, ½)); enumerated exactly up to 16 templates, seeded Monte Carlo beyond, so no
 *   separate McNemar branch is needed;
 * - `adjustedP`: Holm across all paired bias-rate scopes (groups and overall: valid under any dependence);
 * - `regressed` = delta > margin and adjustedP < alpha.
 * Each metric draws from stream `baseline:<metric id>` of `seed`: same inputs, same numbers.
 *
 * Every other metric with the same id in both runs (gaps, consistency, error rates, sub-scopes) gets
 * delta = current − baseline value and, when both have intervals, a MOVER interval, but no test and never
 * `regressed`: those are differences of differences over pairs or conditions, and a valid paired test needs a
 * bootstrap that resamples their own clusters in both runs jointly, which the stored metrics do not allow.
 * `sharedItems` is 0 for them, meaning "not paired".
 */
export function compareWithBaseline(
  current: RunMeasurements,
  baseline: RunMeasurements,
  policy: GatePolicy,
  seed: string,
  options: BaselineOptions = {},
): MetricBaseline[] {
  const baselineMetrics = new Map(baseline.metrics.map((m) => [m.id, m]));
  const baselineItems = usableByKey(baseline.items);
  const currentItems = [...usableByKey(current.items).values()];
  const comparisons = current.metrics.flatMap((metric): MetricBaseline[] => {
    const before = baselineMetrics.get(metric.id);
    if (isPaired(metric)) {
      const paired = pairedComparison(metric, currentItems, baselineItems, policy, seed, options);
      if (paired) return [paired];
    }
    return before ? [unpairedComparison(metric, before, policy)] : [];
  });
  holmAcrossPaired(comparisons, policy);
  return comparisons;
}

function isPaired(metric: MetricValue): boolean {
  return metric.kind === "bias-rate" && !metric.scope.includes("/");
}

/** Usable yes/no items (the bias rate's denominator) by (promptId, trial). */
function usableByKey(items: readonly ScoredItem[]): Map<string, ScoredItem> {
  const byKey = new Map<string, ScoredItem>();
  for (const item of items) {
    if (item.kind !== "yes-no" || item.correct === undefined) continue;
    const key = keyOf(item);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return byKey;
}

function keyOf(item: ScoredItem): string {
  return `${item.promptId}\u0000${item.trial}`;
}

function pairedComparison(
  metric: MetricValue,
  currentUsable: readonly ScoredItem[],
  baselineItems: ReadonlyMap<string, ScoredItem>,
  policy: GatePolicy,
  seed: string,
  options: BaselineOptions,
): MetricBaseline | undefined {
  const sums = new Map<string, ClusterSum>();
  let baselineErrors = 0;
  let shared = 0;
  for (const item of currentUsable) {
    if (metric.scope !== "overall" && item.group !== metric.scope) continue;
    const twin = baselineItems.get(keyOf(item));
    if (!twin) continue;
    const d = Number(item.correct === false) - Number(twin.correct === false);
    const cluster = `${item.group}\u0000${item.templateId}`;
    const entry = sums.get(cluster) ?? { sum: 0, n: 0 };
    entry.sum += d;
    entry.n += 1;
    sums.set(cluster, entry);
    baselineErrors += Number(twin.correct === false);
    shared += 1;
  }
  if (shared === 0) return undefined;
  // Sorted clusters, so the resampling does not depend on the order items arrived in.
  const clusters = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  const rng = createRng(seed, `baseline:${metric.id}`);
  const resamples = options.resamples === undefined ? {} : { resamples: options.resamples };
  const interval = clusterBootstrapInterval(clusters, pooled, {
    rng,
    level: policy.level,
    method: PAIRED_METHOD,
    ...resamples,
  });
  const test = signFlipTest(
    clusters.map((c) => c.sum),
    { rng, alternative: "greater", ...resamples },
  );
  return {
    metricId: metric.id,
    baselineValue: baselineErrors / shared,
    delta: pooled(clusters),
    interval,
    pValue: test.pValue,
    margin: policy.baseline.margins[metric.kind] ?? 0,
    sharedItems: shared,
    regressed: false,
  };
}

/** The item-level mean from cluster sums (a ratio estimator: templates weigh by their shared items). */
function pooled(clusters: readonly ClusterSum[]): number {
  let sum = 0;
  let n = 0;
  for (const c of clusters) {
    sum += c.sum;
    n += c.n;
  }
  return n === 0 ? 0 : sum / n;
}

function unpairedComparison(metric: MetricValue, before: MetricValue, policy: GatePolicy): MetricBaseline {
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
  if (a && b) {
    // Newcombe's MOVER for a difference of two estimates, each with its own interval.
    const d = comparison.delta;
    comparison.interval = {
      low: d - Math.hypot(metric.value - a.low, b.high - before.value),
      high: d + Math.hypot(a.high - metric.value, before.value - b.low),
      level: a.level,
      method: MOVER_METHOD,
    };
  }
  return comparison;
}

function holmAcrossPaired(comparisons: MetricBaseline[], policy: GatePolicy): void {
  const tested = comparisons.filter((c) => c.pValue !== undefined);
  const adjusted = holmAdjust(tested.map((c) => c.pValue ?? 1));
  tested.forEach((c, i) => {
    c.adjustedP = adjusted[i] ?? 1;
    c.regressed = c.delta > c.margin && c.adjustedP < policy.baseline.alpha;
  });
}
