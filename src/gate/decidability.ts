/**
 * Whether a planned run can decide its checks: for each gated check, the observations per unit (prompts per
 * template, pairs per template, item pairs, masks per set) needed to decide stated effects at the gate's
 * threshold, level and rule with 80% power, against what the plan samples. Pure. Each suite kind assembles the
 * checks of its own prompts from these builders (`SampledSuites.decidability`); `plan` prints
 * `formatDecidability`.
 *
 * Stated effects: a rate (bias, unusable) of half the threshold should pass and 1.5× the threshold should fail; a
 * minimum (flip consistency) halfway to 1 should pass and as far below it should fail; a gap, amplification or
 * delta of 0 should pass and 1.5× the threshold should fail, at a base error rate of 5% (50% restored masks, the
 * widest spread, for the contamination delta). Repeated trials are not counted (at temperature 0 they repeat one
 * answer), and observations are taken as independent: the fixed-suite estimand. For item pairs, the estimand's
 * own clusters, this is the count with no heterogeneity between pairs, a floor. Checks are per scope, before any
 * multiplicity adjustment.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import { normalQuantile } from "../stats/normal.js";
import {
  differenceSd,
  gapSampleSize,
  type PowerOptions,
  perClusterSize,
  rateSampleSize,
} from "../stats/power.js";
import { studentTQuantile } from "../stats/student-t.js";
import { type GatePolicy, METRIC_RULES, thresholdFor } from "./policy.js";

/** P(the right decision) the plan asks of every check. */
export const PLAN_POWER = 0.8;
/** The error rate assumed on both sides of a gap. */
export const BASE_ERROR_RATE = 0.05;
/** The restore rate assumed on both sets of a contamination delta: the widest binomial spread. */
const BASE_RESTORE_RATE = 0.5;

export interface Decidability {
  kind: MetricKind;
  scope: string;
  /** In the metric's unit (points for stereotype metrics). */
  threshold: number;
  /** The true values that should pass and fail, in the metric's unit. */
  passAt: number;
  failAt: number;
  /** Independent observations needed in all. */
  total: number;
  /** Units the observations are spread over (templates; 1 for item pairs and sets). */
  units: number;
  /** Observations per unit needed, and the fewest the plan samples in a unit. */
  needed: number;
  planned: number;
  /** What one observation per unit is: `prompts per template over 4 templates`, `item pairs`. */
  per: string;
  /**
   * Set when a unit ran out of observations before the configured count (a template's fillings): then only
   * more units help, not a larger setting. The advice, e.g. `a template holds only 6 fillings, so add templates`.
   */
  exhausted?: string;
}

/** Observations per unit: a template id (or condition, set) → how many the plan samples there. */
export type UnitCounts = ReadonlyMap<string, number>;

interface CheckInput {
  kind: MetricKind;
  scope: string;
  policy: GatePolicy;
  perUnit: UnitCounts;
  /** `prompts`, `pairs`, `item pairs`, `masks`. */
  observation: string;
  /** The unit's plural name when observations are spread over units (`templates`); absent for one pool. */
  unitName?: string;
  /** The configured count per unit; a unit with fewer ran out. */
  requestedPerUnit?: number;
}

/** A check's input when its observations (prompts, pairs, families) are counted per template. */
export function perTemplateInput(
  check: { kind: MetricKind; scope: string },
  policy: GatePolicy,
  observations: readonly { templateId: string }[],
  observation: string,
): CheckInput {
  return {
    kind: check.kind,
    scope: check.scope,
    policy,
    perUnit: countBy(observations, (o) => o.templateId),
    observation,
    unitName: "templates",
  };
}

/** A rate with a maximum (bias, unusable) or a minimum (flip consistency): undefined when not gated. */
export function rateDecidability(input: CheckInput): Decidability | undefined {
  const t = thresholdFor(input, input.policy);
  if (t === undefined || t <= 0 || t >= 1) return undefined;
  const minimum = METRIC_RULES[input.kind].direction === "min";
  const passAt = minimum ? (1 + t) / 2 : t / 2;
  const failAt = minimum ? Math.max(0, t - (1 - t) / 2) : Math.min(1, 1.5 * t);
  const options = powerOptions(input.policy);
  const total = Math.max(
    input.policy.minUsable,
    rateSampleSize(t, passAt, options),
    rateSampleSize(t, failAt, options),
  );
  return spread(input, t, passAt, failAt, total);
}

/**
 * A difference gated on its size: a negation or stereotype gap (`max-abs`), an adjective amplification or a
 * contamination delta (`max`, decided here as conservatively as `max-abs`). `observationSd(failAt)` is one
 * observation's standard deviation when the truth is `failAt` (0 at the pass point), in [0,1] units.
 */
export function differenceDecidability(
  input: CheckInput,
  observationSd: (difference: number) => number,
): Decidability | undefined {
  const raw = thresholdFor(input, input.policy);
  if (raw === undefined || raw <= 0) return undefined;
  const scale = METRIC_RULES[input.kind].unit === "points" ? 100 : 1;
  const t = raw / scale;
  const failAt = Math.min(1, 1.5 * t);
  const options = powerOptions(input.policy);
  const total = Math.max(
    input.policy.minUsable,
    gapSampleSize(t, 0, observationSd(0), options),
    gapSampleSize(t, failAt, observationSd(failAt), options),
  );
  return spread(input, raw, 0, failAt * scale, total);
}

/** One pair's difference of two independent correct/incorrect outcomes at the base error rate. */
export function pairedAnswerSd(difference: number): number {
  const accuracy = 1 - BASE_ERROR_RATE;
  return differenceSd(accuracy, Math.max(0, accuracy - difference));
}

/** A difference of two such differences (an amplification: the gap with adjectives − the gap without). */
export function doubleDifferenceSd(difference: number): number {
  return Math.SQRT2 * pairedAnswerSd(difference);
}

/** One mask of each set at the base restore rate, the sets differing by `difference`. */
export function twoSetSd(difference: number): number {
  return differenceSd(BASE_RESTORE_RATE + difference / 2, BASE_RESTORE_RATE - difference / 2);
}

function spread(
  input: CheckInput,
  threshold: number,
  passAt: number,
  failAt: number,
  total: number,
): Decidability {
  const counts = [...input.perUnit.values()];
  const units = input.unitName === undefined ? 1 : counts.length;
  const planned =
    input.unitName === undefined
      ? counts.reduce((a, b) => a + b, 0)
      : counts.length
        ? Math.min(...counts)
        : 0;
  const needed = perClusterSize(total, Math.max(1, units));
  const singular = input.unitName?.replace(/s$/, "");
  const per =
    input.unitName === undefined
      ? input.observation
      : `${input.observation} per ${singular} over ${units} ${units === 1 ? singular : input.unitName}`;
  const exhausted =
    input.requestedPerUnit !== undefined && planned < input.requestedPerUnit && planned < needed
      ? `a ${singular} holds only ${planned} fillings, so add ${input.unitName}`
      : undefined;
  return {
    kind: input.kind,
    scope: input.scope,
    threshold,
    passAt,
    failAt,
    total,
    units,
    needed,
    planned,
    per,
    ...(exhausted !== undefined ? { exhausted } : {}),
  };
}

function powerOptions(policy: GatePolicy): PowerOptions {
  return { level: policy.level, rule: policy.rule, power: PLAN_POWER };
}

/** How many of `items` fall in each unit, units sorted. */
export function countBy<T>(items: readonly T[], unitOf: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(unitOf(item), (out.get(unitOf(item)) ?? 0) + 1);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * One line per check, e.g. `bias rate for gender: decides 0.05 (pass) or 0.15 (fail) vs the 0.10 threshold
 * with 80% power at ≥ 60 prompts per template over 4 templates (planned 20): warning: too few`.
 */
export function formatDecidability(
  checks: readonly Decidability[],
  policy: Pick<GatePolicy, "level" | "rule">,
  headline: "verdict" | "sizes" = "verdict",
): string {
  if (checks.length === 0) return "";
  const rule =
    policy.rule === "confident"
      ? `the whole ${Math.round(policy.level * 1000) / 10}% interval`
      : "the estimate";
  const lines = checks.map((c) => {
    const { label, unit } = METRIC_RULES[c.kind];
    const points = unit === "points";
    const show = (v: number): string => (points ? `${Math.round(v * 10) / 10}` : v.toFixed(2));
    const line = `${c.scope}: decides ${/^([aeiou]|ATD)/i.test(label) ? "an" : "a"} ${label} of ${show(c.passAt)} (pass) or ${show(c.failAt)}${points ? " points" : ""} (fail) vs the ${show(c.threshold)}${points ? "-point" : ""} threshold with ${PLAN_POWER * 100}% power at ≥ ${c.needed} ${c.per} (planned ${c.planned})`;
    if (c.planned >= c.needed) return line;
    const short = headline === "verdict" ? "warning: too few" : "fewer at the first look";
    return `${line}: ${short}${c.exhausted ? `; ${c.exhausted}` : ""}`;
  });
  const decidable = checks.filter((c) => c.planned >= c.needed).length;
  const assumptions = `${rule} must clear the threshold; trials not counted; gaps assume a ${BASE_ERROR_RATE * 100}% error rate`;
  // Beside a forecast (which runs the looks), these sizes are what the first look would need alone, at a worst
  // case a rate of 1.5× (half) the threshold: a guide to sizing, not a verdict on the run.
  const header =
    headline === "verdict"
      ? `Can this run decide? ${decidable} of ${checks.length} checks can (${assumptions})`
      : `Sizes one look would need against a model near the threshold, a guide to the first look's size (${assumptions}); the forecast below runs the looks`;
  return [header, ...lines].join("\n");
}

/** What `textToSqlDecidability` needs of one text-to-SQL suite's plan. */
export interface TextToSqlDecidabilityInput {
  suite: string;
  policy: GatePolicy;
  /** Distinct questions the plan asks per set. */
  questionsPerSet: { public: number; fresh: number };
  /** Distinct databases those questions are on, per set: the clusters of every interval. */
  databasesPerSet: { public: number; fresh: number };
  variants: readonly ("original" | "atd")[];
}

/**
 * The text-to-SQL suite's checks: `sql-contamination-delta` (asked on the original dumps), `atd-drop-difference`
 * (both variants asked) and the unusable-answer rate. Stated effects as for the contamination delta: 0 should
 * pass and 1.5× the threshold should fail, at a base accuracy of 0.5 (the widest spread); one observation is a
 * question of each set (`twoSetSd`), for the ATD drop a paired original − ATD difference in each set, taken as
 * independent answers (√2·`twoSetSd`, conservative: ATD's correct answers are mostly a subset of the original's).
 * The intervals are t on about G_public + G_fresh − 2 degrees of freedom (databases are the sampled clusters),
 * so the normal-approximation count is scaled by ((t_crit + t_power)/(z_crit + z_power))²: at 95% a 4 + 4-database
 * design needs about 1.4× the questions of one with many databases. It is still a floor: it assumes no
 * difference between databases, and databases differ, so more databases narrow the interval most; with fewer
 * than 2 in a set there is no interval at all.
 */
export function textToSqlDecidability(input: TextToSqlDecidabilityInput): Decidability[] {
  const { suite, policy, questionsPerSet, databasesPerSet, variants } = input;
  const { public: gPublic, fresh: gFresh } = databasesPerSet;
  const tooFew = gPublic < 2 || gFresh < 2;
  const scale = tooFew ? 1 : tScale(gPublic + gFresh - 2, policy);
  const per = `questions per set (over ${gPublic} public and ${gFresh} fresh databases: the databases are the clusters, so more databases narrow it most)`;
  const difference = (kind: MetricKind, sd: (d: number) => number): Decidability[] => {
    const decided = differenceDecidability(
      {
        kind,
        scope: suite,
        policy,
        perUnit: new Map([[suite, Math.min(questionsPerSet.public, questionsPerSet.fresh)]]),
        observation: per,
      },
      (d) => sd(d) * scale,
    );
    if (!decided) return [];
    if (!tooFew) return [decided];
    const exhausted = "a set has fewer than 2 databases, so there is no interval: add databases";
    return [{ ...decided, total: Number.POSITIVE_INFINITY, needed: Number.POSITIVE_INFINITY, exhausted }];
  };
  const answers = (questionsPerSet.public + questionsPerSet.fresh) * variants.length;
  const unusable = rateDecidability({
    kind: "unusable-rate",
    scope: suite,
    policy,
    perUnit: new Map([[suite, answers]]),
    observation: "answers",
  });
  return [
    ...(variants.includes("original") ? difference("sql-contamination-delta", twoSetSd) : []),
    ...(variants.includes("original") && variants.includes("atd")
      ? difference("atd-drop-difference", (d) => Math.SQRT2 * twoSetSd(d))
      : []),
    ...(unusable ? [unusable] : []),
  ];
}

/** (t_crit + t_power)/(z_crit + z_power) on `df` degrees of freedom; the critical value is 0 under `estimate`. */
function tScale(df: number, policy: Pick<GatePolicy, "level" | "rule">): number {
  const confident = policy.rule === "confident";
  const tail = 1 - (1 - policy.level) / 2;
  const t = (confident ? studentTQuantile(tail, df) : 0) + studentTQuantile(PLAN_POWER, df);
  const z = (confident ? normalQuantile(tail) : 0) + normalQuantile(PLAN_POWER);
  return t / z;
}
