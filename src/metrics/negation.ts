/**
 * Negation robustness (APES's question: does the model answer a statement and its negation consistently?).
 * A pair is a statement item and its negation item with the same pairId and the same trial, both usable.
 *
 * Estimand of the negation gap: the gap on *this suite's* statement templates (the template set is the
 * population, fixed by the suite), averaged over the fillings each template can take and over the model's
 * randomness, each template weighted by its share of pairs. We chose the fixed-suite view over "templates are a
 * sample of possible templates" because the gate's question is whether the model handles these checks, and
 * because a between-template estimand cannot be decided with the 2–5 templates a suite has (a t interval on 2
 * clusters has 1 degree of freedom; an exact sign flip on 5 clusters cannot go below p = 2/32). So the interval
 * is stratified by template, with fillings (all trials of one filling together: repeated measures, never extra
 * n) as the sampled units within each template.
 */

import { createRng, type Rng } from "../sampling/rng.js";
import { clusterBootstrapInterval } from "../stats/bootstrap.js";
import { holmAdjust } from "../stats/multiplicity.js";
import { mean } from "../stats/quantile.js";
import { type StratumUnit, stratifiedMean } from "../stats/stratified.js";
import { groupsOf, rateMetric } from "./bias.js";
import type { MetricValue, ScoredItem } from "./types.js";

/** Gives the random source of a named stream; `createRng(seed, stream)` when a seed is given. */
export type RngFactory = (stream: string) => Rng;

export interface NegationOptions {
  /** The run's seed, or a factory of named streams; each scope draws from stream `negation:<scope>`. */
  seed: string | number | RngFactory;
  /** Confidence level of the intervals, default 0.95. */
  level?: number;
  /** Bootstrap resamples (probability shift); the stats module's defaults when absent. */
  resamples?: number;
}

/** A statement answer and its negated twin's answer to the same filling in the same trial. */
export interface NegationPair {
  group: string;
  /** The cluster the pair belongs to: its statement template (group-qualified). */
  cluster: string;
  statement: ScoredItem;
  negation: ScoredItem;
}

/** Per-cluster sums of a per-pair quantity: the unit the bootstrap resamples. */
interface ClusterSum {
  sum: number;
  n: number;
}

const BOOTSTRAP_METHOD = "cluster-bootstrap (templates)";
const STRATIFIED_METHOD = "stratified t (templates fixed, fillings sampled)";

/**
 * Pairs the usable (`correct` defined) yes/no items by suite, pairId and trial. Items without a pairId or
 * whose twin is missing, failed or unusable are left out. Sorted by cluster, then pairId and trial, so the
 * result does not depend on the order of `items`.
 */
export function pairNegations(items: readonly ScoredItem[]): NegationPair[] {
  const slots = new Map<string, { statement?: ScoredItem; negation?: ScoredItem }>();
  for (const item of items) {
    if (item.kind !== "yes-no" || item.correct === undefined) continue;
    if (item.pairId === undefined || item.polarity === undefined) continue;
    const key = `${item.suite}\u0000${item.pairId}\u0000${item.trial}`;
    const slot = slots.get(key) ?? {};
    slot[item.polarity] ??= item;
    slots.set(key, slot);
  }
  const pairs: (NegationPair & { key: string })[] = [];
  for (const [key, { statement, negation }] of slots) {
    if (!statement || !negation) continue;
    const cluster = `${statement.group}\u0000${statement.templateId}`;
    pairs.push({ group: statement.group, cluster, statement, negation, key: `${cluster}\u0000${key}` });
  }
  pairs.sort((a, b) => compare(a.key, b.key));
  return pairs.map(({ key: _key, ...pair }) => pair);
}

/**
 * The negation metrics per group (sorted) and `overall`, in the order negation-gap, flip-consistency,
 * probability-shift:
 * - `negation-gap:<scope>` (difference in [-1,1]): accuracy on statements − accuracy on negations over the
 *   pairs; 0 for a robust model, positive when negations are answered worse. Estimand: the gap on this suite's
 *   template set (see the file comment). Interval: stratified t (Welch–Satterthwaite df), d = correct(T) − correct(T′) per pair,
 *   strata = statement templates weighted by their pairs, units = fillings (pairId, trials summed), with an
 *   add-one guard so a template whose fillings all agree still carries variance (`stratifiedMean`).
 *   p-value: the matching two-sided t test of "gap = 0" (same estimate and standard error), so the interval
 *   excludes 0 exactly when pValue < 1 − level. `adjustedP`: Holm across the groups (overall is a single test of
 *   its own: adjustedP = pValue).
 * - `flip-consistency:<scope>` (rate in [0,1]): share of pairs with both answers yes/no whose answers are
 *   opposite; 1 for a robust model, 0 for a negation-blind one. Wilson interval (pairs as independent).
 * - `probability-shift:<scope>` (difference in [0,1]): mean |P(Yes|T) − P(Yes|T′)| over the pairs where both
 *   items have pYes; near 1 when the model's lean follows the negation, 0 when negation-blind. Cluster bootstrap.
 * Each scope draws from its own stream `negation:<scope>`, so the numbers do not depend on which other scopes
 * exist or the order of `items`: same inputs and seed, same numbers.
 */
export function computeNegationMetrics(
  items: readonly ScoredItem[],
  options: NegationOptions,
): MetricValue[] {
  const pairs = pairNegations(items);
  const streams = rngFactory(options.seed);
  const scopes = groupsOf(pairs.map((pair) => pair.statement)).map((group) => ({
    scope: group,
    pairs: pairs.filter((pair) => pair.group === group),
  }));
  const perScope = scopes.map(({ scope, pairs: scoped }) => scopeMetrics(scope, scoped, streams, options));
  applyHolm(perScope.map((metrics) => metrics.gap));
  if (pairs.length > 0) {
    const overall = scopeMetrics("overall", pairs, streams, options);
    if (overall.gap) overall.gap.adjustedP = overall.gap.pValue;
    perScope.push(overall);
  }
  return [
    ...perScope.flatMap((m) => (m.gap ? [m.gap] : [])),
    ...perScope.flatMap((m) => (m.flip ? [m.flip] : [])),
    ...perScope.flatMap((m) => (m.shift ? [m.shift] : [])),
  ];
}

interface ScopeMetrics {
  gap?: MetricValue;
  flip?: MetricValue;
  shift?: MetricValue;
}

function scopeMetrics(
  scope: string,
  pairs: readonly NegationPair[],
  streams: RngFactory,
  options: NegationOptions,
): ScopeMetrics {
  // One stream per scope; only the probability-shift bootstrap draws from it (the gap is analytic).
  const rng = streams(`negation:${scope}`);
  const level = options.level ?? 0.95;
  const result: ScopeMetrics = {};
  if (pairs.length === 0) return result;
  result.gap = negationGap(scope, pairs, level);
  const flip = flipConsistency(scope, pairs, level);
  if (flip) result.flip = flip;
  const shift = probabilityShift(scope, pairs, rng, level, options.resamples);
  if (shift) result.shift = shift;
  return result;
}

function negationGap(scope: string, pairs: readonly NegationPair[], level: number): MetricValue {
  const strata = fillingUnits(
    pairs,
    (pair) => Number(pair.statement.correct) - Number(pair.negation.correct),
  );
  const gap = stratifiedMean(strata, { level, bound: 1 });
  return {
    id: `negation-gap:${scope}`,
    kind: "negation-gap",
    scope,
    value: gap.estimate,
    unit: "difference",
    interval: { low: gap.low, high: gap.high, level, method: STRATIFIED_METHOD },
    pValue: gap.pValue,
    alternative: "two-sided",
    n: pairs.length,
    clusters: gap.strata,
  };
}

/**
 * Per template (cluster order), one unit per filling: the sum of `quantity` over the filling's pairs (its trials)
 * and their count. Pairs arrive sorted by cluster, then pairId and trial.
 */
function fillingUnits(
  pairs: readonly NegationPair[],
  quantity: (pair: NegationPair) => number,
): StratumUnit[][] {
  const strata = new Map<string, Map<string, StratumUnit>>();
  for (const pair of pairs) {
    const units = strata.get(pair.cluster) ?? new Map<string, StratumUnit>();
    const unit = units.get(pair.statement.pairId ?? "") ?? { sum: 0, count: 0 };
    unit.sum += quantity(pair);
    unit.count += 1;
    units.set(pair.statement.pairId ?? "", unit);
    strata.set(pair.cluster, units);
  }
  return [...strata.values()].map((units) => [...units.values()]);
}

function flipConsistency(
  scope: string,
  pairs: readonly NegationPair[],
  level: number,
): MetricValue | undefined {
  const decided = pairs.filter((pair) => isYesNo(pair.statement) && isYesNo(pair.negation));
  const flipped = decided.filter((pair) => pair.statement.category !== pair.negation.category).length;
  const clusters = new Set(decided.map((pair) => pair.cluster)).size;
  return rateMetric("flip-consistency", scope, flipped, decided.length, level, clusters);
}

function probabilityShift(
  scope: string,
  pairs: readonly NegationPair[],
  rng: Rng,
  level: number,
  resamples: number | undefined,
): MetricValue | undefined {
  const withP = pairs.filter((pair) => pair.statement.pYes !== undefined && pair.negation.pYes !== undefined);
  if (withP.length === 0) return undefined;
  const shiftOf = (pair: NegationPair) => Math.abs((pair.statement.pYes ?? 0) - (pair.negation.pYes ?? 0));
  const clusters = clusterSums(withP, shiftOf);
  return {
    id: `probability-shift:${scope}`,
    kind: "probability-shift",
    scope,
    value: mean(withP.map(shiftOf)),
    unit: "difference",
    interval: bootstrap(clusters, rng, level, resamples),
    n: withP.length,
    clusters: clusters.length,
  };
}

/** Sums of `quantity` per cluster, in cluster order (pairs arrive sorted by cluster). */
function clusterSums(pairs: readonly NegationPair[], quantity: (pair: NegationPair) => number): ClusterSum[] {
  const sums = new Map<string, ClusterSum>();
  for (const pair of pairs) {
    const entry = sums.get(pair.cluster) ?? { sum: 0, n: 0 };
    entry.sum += quantity(pair);
    entry.n += 1;
    sums.set(pair.cluster, entry);
  }
  return [...sums.values()];
}

/** The pair-level mean from cluster sums: a ratio estimator, so large templates weigh by their pairs. */
function pooled(clusters: readonly ClusterSum[]): number {
  let sum = 0;
  let n = 0;
  for (const c of clusters) {
    sum += c.sum;
    n += c.n;
  }
  return sum / n;
}

function bootstrap(clusters: readonly ClusterSum[], rng: Rng, level: number, resamples: number | undefined) {
  return clusterBootstrapInterval(
    clusters,
    pooled,
    withResamples({ rng, level, method: BOOTSTRAP_METHOD }, resamples),
  );
}

function withResamples<T extends object>(
  options: T,
  resamples: number | undefined,
): T & { resamples?: number } {
  return resamples === undefined ? options : { ...options, resamples };
}

function applyHolm(gaps: readonly (MetricValue | undefined)[]): void {
  const tested = gaps.filter((gap): gap is MetricValue => gap?.pValue !== undefined);
  const adjusted = holmAdjust(tested.map((gap) => gap.pValue ?? 1));
  tested.forEach((gap, i) => {
    gap.adjustedP = adjusted[i];
  });
}

function rngFactory(seed: NegationOptions["seed"]): RngFactory {
  return typeof seed === "function" ? seed : (stream) => createRng(seed, stream);
}

function isYesNo(item: ScoredItem): boolean {
  return item.category === "yes" || item.category === "no";
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
