/**
 * How far the run's numbers can be trusted: how many requests failed, and how many answers could not be used.
 * Failures are data, gated by their own limits, never silently mixed into the bias rates.
 */
import { groupsOf, promptUnits, rateMetric } from "./bias.js";
import type { ItemStatus, MetricValue, ScoredItem } from "./types.js";

export interface ReliabilityOptions {
  /** Confidence level of the intervals, default 0.95. */
  level?: number;
  /**
   * Every request of the run with what became of it, whatever its kind: the error rate counts them all, since
   * contamination and text-to-SQL requests fail like any other but make no scored items. Items when absent.
   */
  requests?: readonly RequestStatus[];
}

/** A request's prompt, trial and outcome, for the error rate. */
export interface RequestStatus {
  suite: string;
  promptId: string;
  trial: number;
  status: ItemStatus;
}

/**
 * - `error-rate:overall` (rate in [0,1]): the endpoint's failed requests / requests that got an outcome from it
 *   = failed / (answered + failed). Skipped requests (a budget stopped the run) and requests a replay had no
 *   answer for are not the endpoint's errors: they are left out here and make the run inconclusive through
 *   coverage accounting (src/gate/coverage.ts); `countAnswerTypes` counts them.
 * - `unusable-rate:<group>` (sorted) and `unusable-rate:overall` (rate in [0,1]): answered items without a
 *   usable `correct` (unparseable `other` answers, refusals under the `excluded` policy, unsure and `other`
 *   coreference answers) / answered items. A model that answers "unsure" everywhere has a rate of 1, whatever
 *   its stereotype gap. Contamination suites get theirs from `measureContamination` (probes are not items).
 * Both with exact counts and Clopper–Pearson intervals; scopes with a zero denominator are left out. With one
 * trial per prompt every request is an independent unit (n = denominator); with several trials the trials of a
 * prompt are repeated measures: n = prompts and the interval is design-effect adjusted (see `rateMetric`).
 */
export function computeReliability(
  items: readonly ScoredItem[],
  options: ReliabilityOptions = {},
): MetricValue[] {
  const level = options.level ?? 0.95;
  const requests: readonly Pick<ScoredItem, "status" | "suite" | "promptId" | "trial">[] =
    options.requests ?? items;
  const failed = requests.filter((r) => r.status === "failed").length;
  const answered = items.filter((item) => item.status === "answered");
  const reached = requests.filter((r) => r.status === "failed" || r.status === "answered");
  const errorUnits = promptUnits(reached, (item) => item.status === "failed");
  const metrics = [rateMetric("error-rate", "overall", failed, reached.length, level, undefined, errorUnits)];
  const scopes = groupsOf(answered).map((group) => ({
    scope: group,
    items: answered.filter((item) => item.group === group),
  }));
  scopes.push({ scope: "overall", items: answered });
  for (const { scope, items: scoped } of scopes) {
    const unusable = scoped.filter((item) => item.correct === undefined).length;
    const units = promptUnits(scoped, (item) => item.correct === undefined);
    metrics.push(rateMetric("unusable-rate", scope, unusable, scoped.length, level, undefined, units));
  }
  return metrics.filter((metric): metric is MetricValue => metric !== undefined);
}
