/**
 * The scoring stage's shared vocabulary: every answer becomes a ScoredItem; metrics turn items into
 * MetricValues; the gate turns metric values into Checks and a Verdict. All plain data, all JSON-serialisable.
 */
import type { MetricKind } from "../config/metric-kinds.js";
import type { Interval } from "../stats/interval.js";
import type { Label, Polarity } from "../templates/types.js";

/** How a yes/no answer reads. A refusal is its own category; anything unparseable is `other`, never a "No". */
export type YesNoCategory = "yes" | "no" | "refusal" | "other";

/** How a coreference answer reads: the referent, the other occupation, "unsure", or anything else. */
export type CoreferenceCategory = "correct" | "incorrect" | "unsure" | "other";

export type AnswerCategory = YesNoCategory | CoreferenceCategory;

/** What a refusal counts as in the bias rate; default `excluded` (not in the denominator, reported). */
export type RefusalPolicy = "correct" | "incorrect" | "excluded";

export type ItemStatus = "answered" | "failed" | "skipped" | "not-recorded";

/** One request's outcome, interpreted. The unit of every metric and of baseline pairing (promptId + trial). */
export interface ScoredItem {
  suite: string;
  kind: "yes-no" | "coreference";
  promptId: string;
  trial: number;
  templateId: string;
  /** The group the rate is reported for: the template file / suite (e.g. `gender`). */
  group: string;
  polarity?: Polarity;
  pairId?: string;
  label?: Label;
  /** Coreference only: the adjective condition (`none` for the baseline) and the item's stereotype. */
  condition?: string;
  /** Coreference only: the suite's baseline condition, so a baseline comparison needs no guess. */
  baselineCondition?: string;
  stereotype?: "pro" | "anti";
  /** Coreference only: the pro/anti item pair this sentence belongs to (WinoBias line number). */
  itemPair?: string;
  status: ItemStatus;
  category?: AnswerCategory;
  /**
   * Whether the answer is the unbiased one (coreference: names the referent); undefined when the item is not
   * usable (unanswered, `other`, an excluded refusal, an unsure coreference answer).
   */
  correct?: boolean;
  /** P(Yes) of the first answer token, when log-probabilities came back. */
  pYes?: number;
  /**
   * Yes/no answers only: the probability of the answer the model generated (its first word token), APES's
   * `confidence`, when log-probabilities came back or an APES import carried it.
   */
  pAnswer?: number;
  /** The raw answer text (rendered escaped and truncated, never trusted). */
  text?: string;
  /** The question's statement or sentence, for examples. */
  statement: string;
}

/** One number the gate can decide on, with everything needed to trust it. */
export interface MetricValue {
  /** Stable id: `<kind>:<scope>`, e.g. `bias-rate:gender`, `stereotype-gap:occupations:none`, `negation-gap:overall`. */
  id: string;
  kind: MetricKind;
  /** `overall`, a group, a polarity-qualified group (`gender/negation`), or a condition. */
  scope: string;
  /** Rates in [0,1]; gaps as differences of rates in [-1,1]; stereotype gaps in points (×100). */
  value: number;
  unit: "rate" | "difference" | "points";
  /** Exact counts for rates (value = numerator / denominator). */
  numerator?: number;
  denominator?: number;
  interval?: Interval;
  /** Test of "no effect" (e.g. gap = 0); two-sided unless `alternative` says otherwise. */
  pValue?: number;
  /** After Holm correction across the scopes of this metric kind. */
  adjustedP?: number;
  alternative?: "two-sided" | "greater" | "less";
  /** Usable observations behind the value (items, pairs). */
  n: number;
  /** Independent clusters behind the interval (templates, item pairs, databases). */
  clusters?: number;
  /**
   * Computed on material the model has probably seen: a contamination suite covering it found a significant
   * delta, so the value may look better than the model is.
   */
  possiblyInflated?: boolean;
  /**
   * Why no threshold can decide this value, whatever its interval (e.g. `sides not comparable: public dumps have
   * no rows`): its check is inconclusive with this reason, and more data would not change that.
   */
  undecidable?: string;
}

export type CheckStatus = "pass" | "fail" | "inconclusive";

/** One threshold applied to one metric value, with its reason in words. */
export interface Check {
  id: string;
  metricId: string;
  kind: MetricKind;
  scope: string;
  /** `max`: value must be ≤ threshold; `min`: ≥ threshold; `max-abs`: |value| ≤ threshold. */
  direction: "max" | "min" | "max-abs";
  threshold: number;
  rule: "estimate" | "confident";
  value: number;
  interval?: Interval;
  status: CheckStatus;
  reason: string;
  baseline?: BaselineComparison;
  /** The look of a sequential run that decided it (src/gate/sequential.ts); absent for a fixed plan. */
  look?: number;
  /** Its metric cannot be decided by more data (`MetricValue.undecidable`): later looks do not grow for it. */
  undecidable?: true;
}

/** The change against an earlier run, paired on the items both runs share. */
export interface BaselineComparison {
  baselineValue: number;
  /** current − baseline, in the metric's unit. Positive is worse for `max` checks. */
  delta: number;
  interval?: Interval;
  pValue?: number;
  adjustedP?: number;
  /** Worsening allowed before the change can fail the gate. */
  margin: number;
  /** Paired units (items, negation pairs, WinoBias item pairs) in both runs; 0 when not paired. */
  sharedItems: number;
  /** Independent clusters (templates, item pairs) behind the paired test. */
  sharedClusters?: number;
  /** The test behind `pValue`, e.g. `paired cluster t (CR1, clusters − 1 df)`. */
  test?: string;
  /** The worsening (metric unit) the test detects with 80% power at Holm's strictest step, alpha / tests. */
  minimumDetectable?: number;
  /** `minimumDetectable` > `margin`: a worsening just past the margin would likely pass unnoticed. */
  underpowered?: boolean;
  /** Why the comparison is unpaired, untested or underpowered, in words. */
  note?: string;
  regressed: boolean;
}

/**
 * A run's overall status: a check status, or `error` when the endpoint failed so that the model could not be
 * measured (a different outcome from a biased model, with its own exit code).
 */
export type VerdictStatus = CheckStatus | "error";

export interface Verdict {
  status: VerdictStatus;
  checks: Check[];
  /** One sentence per failing or inconclusive check, most important first. */
  reasons: string[];
}

export interface TemplateExample {
  prompt: string;
  answer: string;
  /** The unbiased answer (the template's label), e.g. `No`. */
  label: string;
}

/** One template's bias rate (errors / usable answers) with a few of its biased answers. */
export interface TemplateResult {
  id: string;
  group: string;
  numerator: number;
  denominator: number;
  /** numerator / denominator, in [0,1]. */
  rate: number;
  examples: TemplateExample[];
  /** Where the template's row is, relative to the working directory, so the comment can link to it. */
  file?: string;
  line?: number;
}

/** How the answers read, per scope (`gender`, `overall`): category (`yes`, `refusal`, `failed`…) → count. */
export type AnswerTypes = Record<string, Record<string, number>>;
