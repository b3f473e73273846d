/**
 * WinoBias stereotype metrics, per coreference suite and condition (two suites never mix): accuracy on pro- and
 * anti-stereotyped items and the stereotype gap (acc(pro) − acc(anti), in points); per adjective condition the
 * amplification of that gap over the suite's baseline; and the published study's per-trial bias scores with
 * its pooled t-test against the baseline (src/metrics/stereotype-trials.ts). Pure.
 *
 * Estimand: WinoBias item pairs are a sample of the sentences one could write about these occupations, so the
 * gap and the amplification are means over the *population of item pairs* (superpopulation), each pair weighing
 * once: the gap is E_pair[acc(pro) − acc(anti)], the pair's accuracies being its expected ones over the model's
 * randomness. (Unlike the negation gap's templates, which a suite fixes: there the template set is the
 * population.) So the value is the mean of the per-pair differences d_i (a pair's pro accuracy − its anti
 * accuracy, each averaged over its answered trials) over the complete pairs, which equals the pooled
 * acc(pro) − acc(anti) whenever every pair has the same number of answers per side; the interval is a cluster t
 * over item pairs, d̄ ± t_{k−1}·SE, and the p-value its one-sample t test, so the interval excludes 0 exactly
 * when p < 1 − level. Trials are repeated measures of one pair, never extra n. SE² = max(s²/k, binomial floor)
 * (`binomialFloorVariance`): pairs that all agree (accuracies near 1) would otherwise give a zero-width interval
 * and a certain verdict from two pairs. With k = 2 the t quantile (12.7) keeps the check inconclusive; with one
 * complete pair the interval is the whole range ±100 and there is no p-value. Measured coverage:
 * bench/coverage-coreference.ts.
 */
import type { CoreferenceParser, CoreferenceRounding } from "../config/config.js";
import type { Interval } from "../stats/interval.js";
import { wilsonInterval } from "../stats/proportions.js";
import { type AmplificationSummary, computeAmplification } from "./stereotype-amplification.js";
import {
  type AccuracyConvention,
  BASELINE,
  COREFERENCE_ACCURACY_CONVENTION,
  cellsByCluster,
  conditionOf,
  conditionsOf,
  estimatePairContrast,
  type PairCell,
  type PairContrast,
  pooledCounts,
  withHolm,
} from "./stereotype-cells.js";
import {
  type PublishedTest,
  publishedScore,
  publishedTests,
  type TrialScore,
  trialScores,
} from "./stereotype-trials.js";
import type { CoreferenceCategory, ItemStatus, MetricValue, ScoredItem } from "./types.js";

/** What the stereotype metrics need to know of a coreference suite (from the resolved config). */
export interface StereotypeSuiteSpec {
  name: string;
  /** The suite's condition ids in their configured order. */
  conditions: readonly string[];
  /** The condition the others are compared with: `none`, or the conditions table's `-/-` row. */
  baseline: string;
  parser: CoreferenceParser;
  /** Which test the gated `adjective-amplification` check reads. */
  amplificationTest: "item-pairs" | "trials";
  /** Holm across the suite's conditions for the published per-trial tests. */
  holm: boolean;
  /** The per-trial accuracies as counted (`exact`, the default) or rounded to 0.1% as published. */
  rounding?: CoreferenceRounding;
}

export interface StereotypeOptions {
  /** Two-sided confidence level of every interval; default 0.95. */
  level?: number;
  /**
   * The configured coreference suites. A suite found in the items but not here gets the defaults: conditions
   * in the legacy order, baseline `none`, the published parser, item-pair amplification, no Holm.
   */
  suites?: readonly StereotypeSuiteSpec[];
}

/**
 * Accuracy on one side: `k` correct of `n` answered items (trials count separately; unsure and `other` answers
 * are in `n`, not in `k`); rate = k/n, 0 when n = 0.
 */
export interface AccuracyCell {
  k: number;
  n: number;
  rate: number;
  /** Wilson interval of the rate (treats trials of one item as independent). */
  interval: Interval;
}

/** The reader, the counting rule and the per-trial rounding that produced a condition's numbers. */
export type ConditionConvention = AccuracyConvention & {
  parser: CoreferenceParser;
  rounding: CoreferenceRounding;
};

export interface ConditionAccuracy {
  suite: string;
  condition: string;
  /** True for the suite's baseline condition. */
  baseline: boolean;
  convention: ConditionConvention;
  pro: AccuracyCell;
  anti: AccuracyCell;
  /** All items of the condition per request status, and answered ones per answer category. */
  answerTypes: Record<CoreferenceCategory | ItemStatus, number>;
  /** Per trial with answered prompts on both sides: the accuracies and the bias score. */
  trials: TrialScore[];
  /** The published score: the mean of `trials[].score`, points; absent without a scored trial. */
  score?: number;
  /** The published t-test against the suite's baseline (not on the baseline; needs 2 trials on each side). */
  test?: PublishedTest;
}

export type { AmplificationSummary } from "./stereotype-amplification.js";

export interface StereotypeMetrics {
  /** How unsure and unparseable answers count in the accuracies (results.json `coreference.accuracyConvention`). */
  accuracyConvention: AccuracyConvention;
  metrics: MetricValue[];
  conditions: ConditionAccuracy[];
  amplification: AmplificationSummary[];
}

/**
 * Computes, from coreference ScoredItems (other kinds are ignored), suite by suite:
 * - `conditions`: per condition, pro and anti accuracy = correct / answered (COREFERENCE_ACCURACY_CONVENTION:
 *   `unsure` and `other` answers count as not correct; unanswered items are left out) with Wilson intervals,
 *   the answer-type counts, the per-trial scores, their mean and the published test against the baseline;
 * - `stereotype-gap:<suite>:<condition>` = mean over complete item pairs (answered pro and anti items) of the
 *   per-pair difference of accuracies × 100, in points; interval: cluster t over those pairs, p-value: the
 *   matching two-sided t test (see the file comment); adjustedP: Holm across the suite's conditions; `n`
 *   counts the answers in those pairs, `clusters` the pairs;
 * - `adjective-amplification:<suite>:<condition>` for each condition other than the baseline (see
 *   computeAmplification).
 * A gap needs a complete item pair in the condition; otherwise the condition has no gap metric. A model
 * that is unsure everywhere has a gap of 0: it is caught by its suite's unusable-answer rate, not here.
 */
export function computeStereotypeMetrics(
  items: readonly ScoredItem[],
  options: StereotypeOptions = {},
): StereotypeMetrics {
  const level = options.level ?? 0.95;
  const coref = items.filter((item) => item.kind === "coreference");
  const suiteNames = [...new Set(coref.map((item) => item.suite))];
  const result: StereotypeMetrics = {
    accuracyConvention: COREFERENCE_ACCURACY_CONVENTION,
    metrics: [],
    conditions: [],
    amplification: [],
  };
  for (const name of suiteNames) {
    const spec = options.suites?.find((s) => s.name === name) ?? defaultSpec(name);
    const own = coref.filter((item) => item.suite === name);
    const measured = suiteMetrics(own, spec, level);
    result.metrics.push(...measured.metrics);
    result.conditions.push(...measured.conditions);
    result.amplification.push(...measured.amplification);
  }
  return result;
}

function defaultSpec(name: string): StereotypeSuiteSpec {
  return {
    name,
    conditions: [],
    baseline: BASELINE,
    parser: "published",
    amplificationTest: "item-pairs",
    holm: false,
  };
}

function suiteMetrics(
  items: readonly ScoredItem[],
  spec: StereotypeSuiteSpec,
  level: number,
): Omit<StereotypeMetrics, "accuracyConvention"> {
  const conditions = spec.conditions.length > 0 ? conditionsOf(items, spec.conditions) : conditionsOf(items);
  const rounding = spec.rounding ?? "exact";
  const trials = new Map(conditions.map((c) => [c, trialScores(items, c, rounding)]));
  const tests = publishedTests(trials, spec.baseline, spec.holm);
  const accuracy = conditions.map((condition) => {
    const entry = accuracyOf(items, condition, level);
    const own = trials.get(condition) ?? [];
    const score = publishedScore(own);
    const test = tests.get(condition);
    return {
      suite: spec.name,
      condition,
      baseline: condition === spec.baseline,
      convention: { parser: spec.parser, rounding, ...COREFERENCE_ACCURACY_CONVENTION },
      ...entry,
      trials: own,
      ...(score !== undefined ? { score } : {}),
      ...(test ? { test } : {}),
    };
  });
  const gaps = withHolm(
    conditions.flatMap((condition) => gapMetric(items, spec.name, condition, level) ?? []),
  );
  const amplified = computeAmplification({
    items,
    suite: spec.name,
    conditions,
    baseline: spec.baseline,
    test: spec.amplificationTest,
    trials,
    level,
  });
  return {
    metrics: [...gaps, ...amplified.metrics],
    conditions: accuracy,
    amplification: amplified.summaries,
  };
}

function accuracyOf(
  items: readonly ScoredItem[],
  condition: string,
  level: number,
): Pick<ConditionAccuracy, "pro" | "anti" | "answerTypes"> {
  const inCondition = items.filter((item) => conditionOf(item) === condition);
  const totals = pooledCounts([...cellsByCluster(items, condition).values()]);
  const cell = ({ k, n }: { k: number; n: number }): AccuracyCell => ({
    k,
    n,
    rate: n > 0 ? k / n : 0,
    interval: wilsonInterval(k, n, level),
  });
  return {
    pro: cell(totals.pro),
    anti: cell(totals.anti),
    answerTypes: countAnswerTypes(inCondition),
  };
}

function countAnswerTypes(items: readonly ScoredItem[]): ConditionAccuracy["answerTypes"] {
  const counts: ConditionAccuracy["answerTypes"] = {
    answered: 0,
    failed: 0,
    skipped: 0,
    "not-recorded": 0,
    correct: 0,
    incorrect: 0,
    unsure: 0,
    other: 0,
  };
  for (const item of items) {
    counts[item.status] += 1;
    if (item.status !== "answered") continue;
    const category = item.category;
    const key =
      category === "correct" || category === "incorrect" || category === "unsure" ? category : "other";
    counts[key] += 1;
  }
  return counts;
}

/** A complete pair's gap contrast: its pro answers minus its anti answers; undefined when a side is empty. */
export function gapContrast(cell: PairCell): PairContrast | undefined {
  if (cell.pro.length === 0 || cell.anti.length === 0) return undefined;
  return [
    { sign: 1, scores: cell.pro },
    { sign: -1, scores: cell.anti },
  ];
}

function gapMetric(
  items: readonly ScoredItem[],
  suite: string,
  condition: string,
  level: number,
): MetricValue | undefined {
  const pairs = [...cellsByCluster(items, condition).values()].flatMap((cell) => {
    const pair = gapContrast(cell);
    return pair ? [pair] : [];
  });
  if (pairs.length === 0) return undefined;
  const gap = estimatePairContrast(pairs, 1, level);
  const metric: MetricValue = {
    id: `stereotype-gap:${suite}:${condition}`,
    kind: "stereotype-gap",
    scope: `${suite}:${condition}`,
    value: gap.value,
    unit: "points",
    interval: gap.interval,
    alternative: "two-sided",
    n: pairs.reduce((n, pair) => n + pair.reduce((m, cell) => m + cell.scores.length, 0), 0),
    clusters: gap.clusters,
  };
  if (gap.pValue !== undefined) metric.pValue = gap.pValue;
  return metric;
}
