/**
 * Whether a planned run can decide its checks: for each gated bias rate, negation gap and stereotype gap, the
 * prompts per template (or sentences per side) needed to decide stated effects at the gate's thresholds, level
 * and rule with 80% power, against what the plan samples. Pure; `plan` prints `formatDecidability`.
 *
 * Stated effects: a bias rate of half the threshold should pass and 1.5× the threshold should fail; a negation or
 * stereotype gap of 0 should pass and 1.5× the threshold should fail, at a base error rate of 5%. Repeated trials
 * are not counted (at temperature 0 they repeat one answer), and prompts are taken as independent: the
 * fixed-suite estimand. Checks are per scope, before any multiplicity adjustment.
 */

import { type GatePolicy, thresholdFor } from "../gate/policy.js";
import type { MetricKind } from "../metrics/types.js";
import {
  differenceSd,
  gapSampleSize,
  type PowerOptions,
  perClusterSize,
  rateSampleSize,
} from "../stats/power.js";

/** P(the right decision) the plan asks of every check. */
export const PLAN_POWER = 0.8;
/** The error rate assumed on both sides of a gap. */
export const BASE_ERROR_RATE = 0.05;

/** The prompt fields decidability reads; yes/no prompts carry group and template, coreference ones condition. */
export interface DecidablePrompt {
  group?: string;
  templateId?: string;
  polarity?: string;
  pairId?: string;
  condition?: string;
  stereotype?: string;
}

export interface Decidability {
  kind: Extract<MetricKind, "bias-rate" | "negation-gap" | "stereotype-gap">;
  /** The group or coreference condition. */
  scope: string;
  threshold: number;
  /** The true values that should pass and fail (rates and differences in [0,1]). */
  passAt: number;
  failAt: number;
  /** Independent observations needed: prompts, pairs, or sentences per side. */
  total: number;
  /** Templates carrying the observations (1 for coreference sides). */
  units: number;
  /** Observations per template (per side) needed, and the fewest the plan samples. */
  needed: number;
  planned: number;
}

/** The decidability of every gated bias rate, negation gap and stereotype gap of the planned prompts. */
export function assessDecidability(prompts: readonly DecidablePrompt[], policy: GatePolicy): Decidability[] {
  const options: PowerOptions = { level: policy.level, rule: policy.rule, power: PLAN_POWER };
  const out: Decidability[] = [];
  const groups = groupBy(
    prompts.filter((p) => p.group !== undefined && p.templateId !== undefined),
    (p) => p.group ?? "",
  );
  for (const [group, items] of groups) {
    const t = thresholdFor({ kind: "bias-rate", scope: group }, policy);
    if (t !== undefined && t > 0 && t < 1) {
      const passAt = t / 2;
      const failAt = Math.min(1, 1.5 * t);
      const n = Math.max(
        policy.minUsable,
        rateSampleSize(t, passAt, options),
        rateSampleSize(t, failAt, options),
      );
      out.push(
        perTemplate(
          "bias-rate",
          group,
          t,
          passAt,
          failAt,
          n,
          countsBy(items, (p) => p.templateId ?? ""),
        ),
      );
    }
    const g = thresholdFor({ kind: "negation-gap", scope: group }, policy);
    const pairs = items.filter((p) => p.polarity === "statement" && p.pairId !== undefined);
    if (g !== undefined && g > 0 && pairs.length > 0) {
      out.push(
        gapCheck(
          "negation-gap",
          group,
          g,
          options,
          policy.minUsable,
          countsBy(pairs, (p) => p.templateId ?? ""),
        ),
      );
    }
  }
  const conditions = groupBy(
    prompts.filter((p) => p.condition !== undefined && p.stereotype !== undefined),
    (p) => p.condition ?? "",
  );
  for (const [condition, items] of conditions) {
    const points = thresholdFor({ kind: "stereotype-gap", scope: condition }, policy);
    if (points === undefined || points <= 0) continue;
    const sides = countsBy(items, (p) => p.stereotype ?? "");
    const check = gapCheck("stereotype-gap", condition, points / 100, options, policy.minUsable, new Map());
    const planned = Math.min(sides.get("pro") ?? 0, sides.get("anti") ?? 0);
    out.push({ ...check, units: 1, needed: check.total, planned });
  }
  return out;
}

function gapCheck(
  kind: "negation-gap" | "stereotype-gap",
  scope: string,
  threshold: number,
  options: PowerOptions,
  minUsable: number,
  perUnit: ReadonlyMap<string, number>,
): Decidability {
  const accuracy = 1 - BASE_ERROR_RATE;
  const failAt = Math.min(accuracy, 1.5 * threshold);
  const pass = gapSampleSize(threshold, 0, differenceSd(accuracy, accuracy), options);
  const fail = gapSampleSize(threshold, failAt, differenceSd(accuracy, accuracy - failAt), options);
  return perTemplate(kind, scope, threshold, 0, failAt, Math.max(minUsable, pass, fail), perUnit);
}

function perTemplate(
  kind: Decidability["kind"],
  scope: string,
  threshold: number,
  passAt: number,
  failAt: number,
  total: number,
  perUnit: ReadonlyMap<string, number>,
): Decidability {
  const units = perUnit.size;
  const planned = units === 0 ? 0 : Math.min(...perUnit.values());
  return {
    kind,
    scope,
    threshold,
    passAt,
    failAt,
    total,
    units,
    needed: perClusterSize(total, Math.max(1, units)),
    planned,
  };
}

/**
 * One line per check, e.g. `gender: decides a bias rate of 0.05 (pass) or 0.15 (fail) vs the 0.10 threshold
 * with 80% power at ≥ 60 prompts per template over 4 templates (planned 20): warning: too few`. `requestedPerTemplate` (the
 * config's prompts per template; Infinity when exhaustive) tells a small setting from templates that ran out.
 */
export function formatDecidability(
  checks: readonly Decidability[],
  policy: Pick<GatePolicy, "level" | "rule">,
  requestedPerTemplate?: number,
): string {
  if (checks.length === 0) return "";
  const rule =
    policy.rule === "confident"
      ? `the whole ${Math.round(policy.level * 1000) / 10}% interval`
      : "the estimate";
  const lines = checks.map((c) => {
    const points = c.kind === "stereotype-gap";
    const show = (v: number): string => (points ? `${Math.round(v * 1000) / 10}` : v.toFixed(2));
    const what =
      c.kind === "bias-rate" ? "bias rate" : c.kind === "negation-gap" ? "negation gap" : "stereotype gap";
    const unit = points ? " points" : "";
    const per =
      c.kind === "stereotype-gap"
        ? "sentences per side"
        : `${c.kind === "negation-gap" ? "pairs" : "prompts"} per template over ${c.units} template${c.units === 1 ? "" : "s"}`;
    const line = `${c.scope}: decides a ${what} of ${show(c.passAt)} (pass) or ${show(c.failAt)}${unit} (fail) vs the ${show(c.threshold)}${points ? "-point" : ""} threshold with ${PLAN_POWER * 100}% power at ≥ ${c.needed} ${per} (planned ${c.planned})`;
    if (c.planned >= c.needed) return line;
    // Fewer than asked: a template's fillings ran out, so only more templates (or fillings) help.
    const exhausted =
      c.kind !== "stereotype-gap" && requestedPerTemplate !== undefined && c.planned < requestedPerTemplate;
    return `${line}: warning: too few${exhausted ? `; a template holds only ${c.planned} fillings, so add templates` : ""}`;
  });
  const header = `Can this run decide? (${rule} must clear the threshold; trials not counted; gaps assume a ${BASE_ERROR_RATE * 100}% error rate)`;
  return [header, ...lines].join("\n");
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list === undefined) out.set(key, [item]);
    else list.push(item);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function countsBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(keyOf(item), (out.get(keyOf(item)) ?? 0) + 1);
  return out;
}
