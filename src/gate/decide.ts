/**
 * Thresholds and baseline comparisons → one Check per checked metric value → a Verdict. Pure.
 */
import type { BaselineComparison, Check, CheckStatus, MetricValue, Verdict } from "../metrics/types.js";
import type { Interval } from "../stats/interval.js";
import {
  type Direction,
  formatLevel,
  formatMeasure,
  formatRange,
  formatSigned,
  formatThreshold,
  type GatePolicy,
  intervalLabel,
  METRIC_RULES,
  thresholdFor,
  worseningPhrase,
} from "./policy.js";

/** A baseline comparison with the id of the metric value it belongs to (`bias-rate:gender`). */
export type MetricBaseline = BaselineComparison & { metricId: string };

/** Which side of the threshold the numbers put the metric on. */
type Side = "good" | "bad" | "straddles";

/**
 * Applies the policy to every metric value that has a threshold (see `thresholdFor`: `overall`, groups and
 * conditions; sub-scopes such as `gender/statement` only when `perGroup` names them).
 *
 * - Rule `estimate`: pass iff the point estimate is on the good side (`max`: ≤, `min`: ≥, `max-abs`: |v| ≤).
 * - Rule `confident`: pass iff the whole interval is on the good side, fail iff the whole interval is on the
 *   bad side, otherwise inconclusive. Without an interval the estimate decides, and the reason says so.
 * - Fewer than `policy.minUsable` observations (`n`), or no finite value: inconclusive, never a pass.
 * - A baseline comparison with `regressed` (worse by more than its margin, Holm-adjusted one-sided p < alpha,
 *   decided by `compareWithBaseline`) fails the check whatever the threshold says: it carries its own test.
 *
 * Verdict: fail if any check fails, else inconclusive if any is, else pass (also when nothing is checked).
 * `reasons`: one sentence per failing check, then one per inconclusive check, in metric order.
 */
export function decideGate(
  metrics: readonly MetricValue[],
  policy: GatePolicy,
  baseline: readonly MetricBaseline[] = [],
): Verdict {
  const comparisons = new Map(baseline.map((b) => [b.metricId, b]));
  const checks = metrics.flatMap((metric) => {
    const threshold = thresholdFor(metric, policy);
    if (threshold === undefined) return [];
    return [checkMetric(metric, threshold, policy, comparisons.get(metric.id))];
  });
  const failed = checks.filter((c) => c.status === "fail");
  const inconclusive = checks.filter((c) => c.status === "inconclusive");
  const status: CheckStatus = failed.length > 0 ? "fail" : inconclusive.length > 0 ? "inconclusive" : "pass";
  return { status, checks, reasons: [...failed, ...inconclusive].map((c) => c.reason) };
}

function checkMetric(
  metric: MetricValue,
  threshold: number,
  policy: GatePolicy,
  comparison: MetricBaseline | undefined,
): Check {
  const { direction } = METRIC_RULES[metric.kind];
  const judged = judgeAgainstThreshold(metric, threshold, direction, policy);
  const regressed = comparison?.regressed === true;
  const check: Check = {
    id: `check:${metric.id}`,
    metricId: metric.id,
    kind: metric.kind,
    scope: metric.scope,
    direction,
    threshold,
    rule: policy.rule,
    value: metric.value,
    status: regressed ? "fail" : judged.status,
    reason:
      regressed && comparison
        ? regressionReason(metric, comparison, policy, judged.reason)
        : // An underpowered comparison says what it could not have seen, rather than passing silently.
          `${judged.reason}${comparison?.note ? `; against the baseline: ${comparison.note}` : ""}`,
  };
  if (metric.interval) check.interval = metric.interval;
  if (metric.undecidable !== undefined) check.undecidable = true;
  if (comparison) {
    const { metricId: _id, ...rest } = comparison;
    check.baseline = rest;
  }
  return check;
}

function judgeAgainstThreshold(
  metric: MetricValue,
  threshold: number,
  direction: Direction,
  policy: GatePolicy,
): { status: CheckStatus; reason: string } {
  const subject = subjectOf(metric);
  if (!Number.isFinite(metric.value)) {
    return { status: "inconclusive", reason: `${subject} has no value (no usable answers)` };
  }
  if (metric.undecidable !== undefined) {
    return {
      status: "inconclusive",
      reason: `${subject} is ${measurement(metric)}; not decided: ${metric.undecidable}`,
    };
  }
  if (metric.n < policy.minUsable) {
    return {
      status: "inconclusive",
      reason: `${subject} is ${formatMeasure(metric.value, metric.unit)} from only ${metric.n} usable answers; need ${policy.minUsable}`,
    };
  }
  const bound = boundText(direction, threshold, metric.unit);
  const measured = `${subject} is ${measurement(metric)}`;
  const { clusters } = METRIC_RULES[metric.kind];
  if (
    policy.rule === "confident" &&
    !metric.interval &&
    metric.clusters !== undefined &&
    metric.clusters < 2
  ) {
    // One cluster has no spread to estimate: its estimate alone would decide with false certainty.
    return {
      status: "inconclusive",
      reason: `${measured} from only ${metric.clusters} of its ${clusters}, too few for an interval; add ${clusters}`,
    };
  }
  const useInterval = policy.rule === "confident" && metric.interval !== undefined;
  if (!useInterval) {
    const side = sideOfEstimate(metric.value, threshold, direction);
    const fallback = policy.rule === "confident" ? " (no interval, so the estimate decides)" : "";
    return {
      status: side === "good" ? "pass" : "fail",
      reason: `${measured}, ${side === "good" ? bound.good : bound.bad}${fallback}`,
    };
  }
  const side = sideOfInterval(metric.interval as Interval, threshold, direction);
  if (side === "straddles") {
    return {
      status: "inconclusive",
      reason: `${measured}; the interval straddles ${bound.edge}, so more data is needed to decide: ${remedy(metric)}`,
    };
  }
  return {
    status: side === "good" ? "pass" : "fail",
    reason: `${measured}, entirely ${side === "good" ? bound.good : bound.bad}`,
  };
}

/**
 * What narrows an undecided metric's interval. When its clusters are a sample (a t over k clusters has k − 1
 * degrees of freedom), more answers per cluster barely help and only more clusters do; otherwise the kind's
 * own remedy (more fillings per template, more masks).
 */
function remedy(metric: MetricValue): string {
  const rule = METRIC_RULES[metric.kind];
  if (metric.interval?.sampling === "clusters") {
    const k = metric.clusters === undefined ? "" : ` (${metric.clusters} now)`;
    return `add ${metric.interval.clusterNoun ?? rule.clusters}${k}`;
  }
  return rule.moreData;
}

function sideOfEstimate(value: number, threshold: number, direction: Direction): Side {
  const good =
    direction === "max"
      ? value <= threshold
      : direction === "min"
        ? value >= threshold
        : Math.abs(value) <= threshold;
  return good ? "good" : "bad";
}

/**
 * Which side of the threshold an interval is wholly on, as rule `confident` reads it (the coverage benches read it
 * so too). For `max-abs` the farthest bound from 0 must be inside ±t to pass, the nearest outside to fail.
 */
export function sideOfInterval(
  interval: Pick<Interval, "low" | "high">,
  threshold: number,
  direction: Direction,
): Side {
  const { low, high } = interval;
  if (direction === "max") return high <= threshold ? "good" : low > threshold ? "bad" : "straddles";
  if (direction === "min") return low >= threshold ? "good" : high < threshold ? "bad" : "straddles";
  const farthest = Math.max(Math.abs(low), Math.abs(high));
  const nearest = low <= 0 && high >= 0 ? 0 : Math.min(Math.abs(low), Math.abs(high));
  return farthest <= threshold ? "good" : nearest > threshold ? "bad" : "straddles";
}

function boundText(direction: Direction, threshold: number, unit: MetricValue["unit"]) {
  const t = formatThreshold(threshold, unit);
  if (direction === "max") {
    return { good: `at or below the maximum ${t}`, bad: `above the maximum ${t}`, edge: `the maximum ${t}` };
  }
  if (direction === "min") {
    return { good: `at or above the minimum ${t}`, bad: `below the minimum ${t}`, edge: `the minimum ${t}` };
  }
  return { good: `within the allowed ±${t}`, bad: `outside the allowed ±${t}`, edge: `the allowed ±${t}` };
}

function subjectOf(metric: Pick<MetricValue, "kind" | "scope">): string {
  const { label } = METRIC_RULES[metric.kind];
  return metric.scope === "overall" ? `${label} overall` : `${label} for ${metric.scope}`;
}

/** `0.310 (95% CI 0.260–0.360)`, or just the value without an interval. */
function measurement(metric: MetricValue): string {
  const value = formatMeasure(metric.value, metric.unit);
  if (!metric.interval) return value;
  const { low, high, level } = metric.interval;
  return `${value} (${intervalLabel(level, metric.kind)} ${formatRange(low, high, metric.unit)})`;
}

function regressionReason(
  metric: MetricValue,
  comparison: BaselineComparison,
  policy: GatePolicy,
  thresholdReason: string,
): string {
  const { unit } = metric;
  const before = formatMeasure(comparison.baselineValue, unit);
  const after = formatMeasure(comparison.baselineValue + comparison.delta, unit);
  const units = METRIC_RULES[metric.kind].pairedUnits ?? "answers";
  const shared = comparison.sharedItems > 0 ? ` on ${comparison.sharedItems} shared ${units}` : "";
  const p = comparison.adjustedP ?? comparison.pValue;
  const significance =
    p === undefined ? "" : `, significant at ${policy.baseline.alpha} after Holm correction`;
  return (
    `${subjectOf(metric)} got worse than the baseline${worseningPhrase(comparison.delta, unit)} ` +
    `(${before} → ${after}${shared}${significance}), more than the allowed ${formatThreshold(comparison.margin, unit)}; ` +
    `against the threshold alone: ${thresholdReason}`
  );
}
