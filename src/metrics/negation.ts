/**
 * Negation robustness (APES's question: does the model answer a statement and its negation consistently?).
 * A pair is a statement item and its negation item with the same pairId and the same trial, both usable.
 *
 * Estimand of all four metrics (negation gap, flip consistency, probability shift, robustness probability): the
 * value on *this suite's*
 * statement templates (the template set is the population, fixed by the suite), averaged over the fillings each
 * template can take and over the model's randomness, each template weighted by its share of pairs. We chose the fixed-suite view over "templates are a
 * sample of possible templates" because the gate's question is whether the model handles these checks, and
 * because a between-template estimand cannot be decided with the 2–5 templates a suite has (a t interval on 2
 * clusters has 1 degree of freedom; an exact sign flip on 5 clusters cannot go below p = 2/32). So the interval
 * is stratified by template, with fillings (all trials of one filling together: repeated measures, never extra
 * n) as the sampled units within each template.
 */

import type { Interval } from "../stats/interval.js";
import { holmAdjust } from "../stats/multiplicity.js";
import type { Rng } from "../stats/rng.js";
import { type StratumUnit, stratifiedMean, stratifiedRate } from "../stats/stratified.js";
import { groupsOf } from "./bias.js";
import type { MetricValue, ScoredItem } from "./types.js";

/** Gives the random source of a named stream; `createRng(seed, stream)` when a seed is given. */
export type RngFactory = (stream: string) => Rng;

export interface NegationOptions {
  /**
   * Not used: all three intervals are analytic (no resampling), so the numbers depend on the items alone.
   * Accepted so existing callers that pass the run's seed keep compiling; safe to drop from them.
   */
  seed?: string | number | RngFactory;
  /** Confidence level of the intervals, default 0.95. */
  level?: number;
}

/** A statement answer and its negated twin's answer to the same filling in the same trial. */
export interface NegationPair {
  group: string;
  /** The cluster the pair belongs to: its statement template (group-qualified). */
  cluster: string;
  statement: ScoredItem;
  negation: ScoredItem;
}

const STRATIFIED_METHOD = "stratified t (templates fixed, fillings sampled)";
const STRATIFIED_RATE_METHOD = "stratified Korn–Graubard beta (templates fixed, fillings sampled)";

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
 * probability-shift, robustness-probability. All four share one estimand (this suite's templates, see the file
 * comment) and one method:
 * a stratified interval (Welch–Satterthwaite df, `stratifiedMean`) with the statement templates as strata
 * weighted by their pairs and the fillings as the sampled units (a filling's trials summed: repeated measures,
 * never extra n), with the add-one guard so a template whose fillings all agree still carries variance.
 * - `negation-gap:<scope>` (difference in [-1,1]): accuracy on statements − accuracy on negations over the
 *   pairs, d = correct(T) − correct(T′) per pair; 0 for a robust model, positive when negations are answered
 *   worse. p-value: the matching two-sided t test of "gap = 0" (same estimate, standard error and df), so the
 *   interval excludes 0 exactly when pValue < 1 − level. `adjustedP`: Holm across the groups (overall is a
 *   single test of its own: adjustedP = pValue).
 * - `flip-consistency:<scope>` (rate in [0,1]): share of pairs with both answers yes/no whose answers are
 *   opposite, f = 1 when they are, per pair; 1 for a robust model, 0 for a negation-blind one. Same strata, units,
 *   guard and df, but the interval is the Korn–Graubard beta one on the effective n (`stratifiedRate`), because a
 *   symmetric t interval misses on one side near a rate of 1; a suite whose every pair flipped still gets an
 *   interval below 1, not [1, 1].
 * - `probability-shift:<scope>` (difference in [0,1]): mean |P(Yes|T) − P(Yes|T′)| over the pairs where both
 *   items have pYes; near 1 when the model's lean follows the negation, 0 when negation-blind.
 * - `robustness-probability:<scope>` (difference in [0,1]): APES's robustness "Probability", the mean over the
 *   pairs answered yes/no on both sides with known answer probabilities c of |c_T − c_T′| when the answer flipped,
 *   else |1 − c_T − c_T′| (see `robustnessProbability`); 0 for a model whose answers are complementary, 1 for a
 *   confident negation-blind one. Reported, not gated.
 * The estimates are the pooled per-pair means, as before the stratified intervals; only the intervals changed.
 * Same items, same numbers, whatever their order.
 */
export function computeNegationMetrics(
  items: readonly ScoredItem[],
  options: NegationOptions = {},
): MetricValue[] {
  const pairs = pairNegations(items);
  const level = options.level ?? 0.95;
  const scopes = groupsOf(pairs.map((pair) => pair.statement)).map((group) => ({
    scope: group,
    pairs: pairs.filter((pair) => pair.group === group),
  }));
  const perScope = scopes.map(({ scope, pairs: scoped }) => scopeMetrics(scope, scoped, level));
  applyHolm(perScope.map((metrics) => metrics.gap));
  if (pairs.length > 0) {
    const overall = scopeMetrics("overall", pairs, level);
    if (overall.gap) overall.gap.adjustedP = overall.gap.pValue;
    perScope.push(overall);
  }
  return [
    ...perScope.flatMap((m) => (m.gap ? [m.gap] : [])),
    ...perScope.flatMap((m) => (m.flip ? [m.flip] : [])),
    ...perScope.flatMap((m) => (m.shift ? [m.shift] : [])),
    ...perScope.flatMap((m) => (m.robustness ? [m.robustness] : [])),
  ];
}

interface ScopeMetrics {
  gap?: MetricValue;
  flip?: MetricValue;
  shift?: MetricValue;
  robustness?: MetricValue;
}

function scopeMetrics(scope: string, pairs: readonly NegationPair[], level: number): ScopeMetrics {
  const result: ScopeMetrics = {};
  if (pairs.length === 0) return result;
  result.gap = negationGap(scope, pairs, level);
  const flip = flipConsistency(scope, pairs, level);
  if (flip) result.flip = flip;
  const shift = probabilityShift(scope, pairs, level);
  if (shift) result.shift = shift;
  const robustness = robustnessMetric(scope, pairs, level);
  if (robustness) result.robustness = robustness;
  return result;
}

function negationGap(scope: string, pairs: readonly NegationPair[], level: number): MetricValue {
  const strata = fillingUnits(
    pairs,
    (pair) => Number(pair.statement.correct) - Number(pair.negation.correct),
  );
  const gap = stratifiedMean(strata, { level, range: [-1, 1] });
  return {
    id: `negation-gap:${scope}`,
    kind: "negation-gap",
    scope,
    value: gap.estimate,
    unit: "difference",
    interval: stratifiedInterval(gap, level),
    pValue: gap.pValue,
    alternative: "two-sided",
    n: pairs.length,
    clusters: gap.strata,
  };
}

/** The interval of a fixed-suite stratified mean: more fillings per template narrow it, not more templates. */
function stratifiedInterval(
  result: { low: number; high: number; df: number },
  level: number,
  method = STRATIFIED_METHOD,
): Interval {
  return {
    low: result.low,
    high: result.high,
    level,
    method,
    df: result.df,
    sampling: "within-clusters",
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
  if (decided.length === 0) return undefined;
  const flipped = (pair: NegationPair) => Number(pair.statement.category !== pair.negation.category);
  const flip = stratifiedRate(fillingUnits(decided, flipped), { level });
  return {
    id: `flip-consistency:${scope}`,
    kind: "flip-consistency",
    scope,
    value: flip.estimate,
    unit: "rate",
    numerator: decided.filter((pair) => flipped(pair) === 1).length,
    denominator: decided.length,
    interval: stratifiedInterval(flip, level, STRATIFIED_RATE_METHOD),
    n: decided.length,
    clusters: flip.strata,
  };
}

function probabilityShift(
  scope: string,
  pairs: readonly NegationPair[],
  level: number,
): MetricValue | undefined {
  const withP = pairs.filter((pair) => pair.statement.pYes !== undefined && pair.negation.pYes !== undefined);
  if (withP.length === 0) return undefined;
  const shiftOf = (pair: NegationPair) => Math.abs((pair.statement.pYes ?? 0) - (pair.negation.pYes ?? 0));
  const shift = stratifiedMean(fillingUnits(withP, shiftOf), { level, range: [0, 1] });
  return {
    id: `probability-shift:${scope}`,
    kind: "probability-shift",
    scope,
    value: shift.estimate,
    unit: "difference",
    interval: stratifiedInterval(shift, level),
    n: withP.length,
    clusters: shift.strata,
  };
}

/**
 * The probability of the answer an item gave: its `pAnswer` (APES's `confidence`, the generated token's own
 * probability), else, for answers cached before that was kept, P(Yes) renormalised read from the answer's side.
 */
function answerProbability(item: ScoredItem): number | undefined {
  if (item.pAnswer !== undefined) return item.pAnswer;
  if (item.pYes === undefined) return undefined;
  return item.category === "yes" ? item.pYes : 1 - item.pYes;
}

/**
 * APES's robustness "Probability" of one pair from the two answers' probabilities: |c_T − c_T′| when the answers
 * differ (the model followed the negation; the measure is how unevenly sure it was), else |1 − c_T − c_T′| (both
 * the same answer; how sure it was of answering a statement and its negation alike). Equivalently
 * |P(Yes|T) + P(Yes|T′) − 1| with P(Yes) = c after Yes, 1 − c after No.
 */
export function robustnessProbability(
  statement: { answer: "yes" | "no"; probability: number },
  negation: { answer: "yes" | "no"; probability: number },
): number {
  const [cT, cN] = [statement.probability, negation.probability];
  return statement.answer !== negation.answer ? Math.abs(cT - cN) : Math.abs(1 - cT - cN);
}

/** A pair's robustness probability; undefined unless both answers are yes/no with known probabilities. */
function pairRobustness({ statement, negation }: NegationPair): number | undefined {
  const [cT, cN] = [answerProbability(statement), answerProbability(negation)];
  if (!isYesNo(statement) || !isYesNo(negation) || cT === undefined || cN === undefined) return undefined;
  return robustnessProbability(
    { answer: statement.category as "yes" | "no", probability: cT },
    { answer: negation.category as "yes" | "no", probability: cN },
  );
}

function robustnessMetric(
  scope: string,
  pairs: readonly NegationPair[],
  level: number,
): MetricValue | undefined {
  const scored = pairs.filter((pair) => pairRobustness(pair) !== undefined);
  if (scored.length === 0) return undefined;
  const robustness = stratifiedMean(
    fillingUnits(scored, (pair) => pairRobustness(pair) ?? 0),
    { level, range: [0, 1] },
  );
  return {
    id: `robustness-probability:${scope}`,
    kind: "robustness-probability",
    scope,
    value: robustness.estimate,
    unit: "difference",
    interval: stratifiedInterval(robustness, level),
    n: scored.length,
    clusters: robustness.strata,
  };
}

function applyHolm(gaps: readonly (MetricValue | undefined)[]): void {
  const tested = gaps.filter((gap): gap is MetricValue => gap?.pValue !== undefined);
  const adjusted = holmAdjust(tested.map((gap) => gap.pValue ?? 1));
  tested.forEach((gap, i) => {
    gap.adjustedP = adjusted[i];
  });
}

function isYesNo(item: ScoredItem): boolean {
  return item.category === "yes" || item.category === "no";
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
