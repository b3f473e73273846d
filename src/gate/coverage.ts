/**
 * Coverage accounting: a green verdict means every check the configuration asks for was measured. A check that
 * could not be computed (its suite cut by a budget or a deadline, its answers missing from a replay, too few
 * answers to compute anything) is listed as inconclusive with the reason, never left out. Pure.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import type { Check } from "../metrics/types.js";
import type { StopReason } from "../providers/types.js";
import { type GatePolicy, METRIC_RULES, thresholdFor } from "./policy.js";

export const SUITE_KINDS = ["templates", "coreference", "contamination", "text-to-sql", "decisions"] as const;
export type SuiteKindName = (typeof SUITE_KINDS)[number];

/** What happened to one suite's requests (prompts × trials). */
export interface SuiteCoverage {
  suite: string;
  kind: SuiteKindName;
  /** Requests the plan asked for. */
  planned: number;
  /** Requests with an answer (from the network, the cache or a recording). */
  answered: number;
  /** Requests the endpoint failed (after retries). */
  failed: number;
  /** Requests never sent, by why sending stopped (a budget, the deadline, Ctrl-C, the rate-limit budget). */
  skipped: Partial<Record<StopReason, number>>;
  /** Replay only: requests the recordings had no answer for. */
  notRecorded: number;
  /**
   * Of `failed`, the requests never sent because the endpoint's systematic failure (a wrong key, an unknown
   * model) stopped the run: settled with that failure, not sent. Absent in results.json written before it.
   */
  notSent?: number;
}

/** A check the configuration asks for: a metric id with a threshold, and the suite that measures it. */
export interface ExpectedCheck {
  metricId: string;
  kind: MetricKind;
  scope: string;
  /** The suites whose answers the metric is computed from (all of them for `overall`). */
  suites: readonly string[];
}

/** Requests of a suite that got no outcome worth scoring: never sent, or missing from a replay. */
export function unanswered(c: SuiteCoverage): number {
  return Object.values(c.skipped).reduce((a, b) => a + (b ?? 0), 0) + c.notRecorded;
}

const PROMPT_NOUN: Record<SuiteKindName, string> = {
  templates: "yes/no prompts",
  coreference: "coreference prompts",
  contamination: "contamination prompts",
  "text-to-sql": "text-to-SQL prompts",
  decisions: "decision prompts",
};

const STOP_WORDS: Record<StopReason, string> = {
  "max-requests": "after the request budget (max-requests)",
  "max-tokens": "after the token budget (max-tokens)",
  "max-cost": "after the cost budget (max-cost-usd)",
  cancelled: "after the run was interrupted",
  "rate-limit-budget": "after the endpoint kept rate-limiting past the rate-limit budget",
  deadline: "after the run's deadline (deadline-minutes)",
  prerequisite: "because the request whose answer they build on (a database's interpretation) got none",
};

/** What stopped sending, in words that name the setting: `after the request budget (max-requests)`. */
export function stopWords(reason: StopReason): string {
  return STOP_WORDS[reason];
}

/** Why a suite's requests went unanswered: `after the request budget (max-requests)`, or several with counts. */
export function whyUnanswered(c: SuiteCoverage): string {
  const why = [
    ...Object.entries(c.skipped)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([reason, n]) => ({ n: n ?? 0, text: STOP_WORDS[reason as StopReason] })),
    ...(c.notRecorded > 0 ? [{ n: c.notRecorded, text: "missing from the replayed recordings" }] : []),
  ];
  if (why.length === 1) return why[0]!.text;
  return `(${why.map((w) => `${w.n} ${w.text}`).join("; ")})`;
}

/**
 * Why a suite is not fully measured, in words, e.g. `20 of 20 contamination prompts of 'schemas' unanswered
 * after the request budget (max-requests)`; undefined when every request got an answer or a failure.
 */
export function describeGap(c: SuiteCoverage): string | undefined {
  const missing = unanswered(c);
  if (missing === 0) return undefined;
  return `${missing} of ${c.planned} ${PROMPT_NOUN[c.kind]} of '${c.suite}' unanswered ${whyUnanswered(c)}`;
}

/**
 * The checks coverage adds to the gate's:
 * - one `coverage:<suite>` check per suite with unanswered requests, always inconclusive ("not measured: …"),
 *   so a run a budget, a deadline or a replay cut short can never pass;
 * - one inconclusive check per expected check the gate did not produce (its metric could not be computed), with
 *   the reason from its suites' coverage, or "no usable answers" when every request was answered or failed.
 */
export function coverageChecks(
  coverage: readonly SuiteCoverage[],
  expected: readonly ExpectedCheck[],
  decided: readonly Check[],
  policy: GatePolicy,
): Check[] {
  const present = new Set(decided.map((c) => c.metricId));
  const bySuite = new Map(coverage.map((c) => [c.suite, c]));
  const missing = expected.flatMap((e) => {
    const threshold = thresholdFor(e, policy);
    if (threshold === undefined || present.has(e.metricId)) return [];
    const gaps = e.suites.flatMap((s) => {
      const c = bySuite.get(s);
      const gap = c && describeGap(c);
      return gap ? [gap] : [];
    });
    const why = gaps.length > 0 ? gaps.join("; ") : "no usable answers to compute it from";
    const { direction, label } = METRIC_RULES[e.kind];
    const subject = e.scope === "overall" ? `${label} overall` : `${label} for ${e.scope}`;
    return [
      notMeasured(`check:${e.metricId}`, e.metricId, e.kind, e.scope, direction, threshold, policy, {
        reason: `${subject} not measured: ${why}`,
      }),
    ];
  });
  const cut = coverage.flatMap((c) => {
    const gap = describeGap(c);
    if (!gap) return [];
    const answeredShare = c.planned > 0 ? (c.planned - unanswered(c)) / c.planned : 0;
    return [
      notMeasured(`check:coverage:${c.suite}`, `coverage:${c.suite}`, "coverage", c.suite, "min", 1, policy, {
        reason: `not measured: ${gap}`,
        value: answeredShare,
      }),
    ];
  });
  return [...cut, ...missing];
}

function notMeasured(
  id: string,
  metricId: string,
  kind: MetricKind,
  scope: string,
  direction: Check["direction"],
  threshold: number,
  policy: GatePolicy,
  what: { reason: string; value?: number },
): Check {
  return {
    id,
    metricId,
    kind,
    scope,
    direction,
    threshold,
    rule: policy.rule,
    value: what.value ?? Number.NaN,
    status: "inconclusive",
    reason: what.reason,
  };
}

/**
 * The verdict's reasons with the not-measured ones grouped by cause, so a suite cut short reads as one sentence
 * naming what it took with it: `not measured: 20 of 20 contamination prompts of 'schemas' unanswered after the
 * request budget (max-requests); affects contamination delta for schemas, unusable-answer rate for schemas`.
 */
export function groupNotMeasured(reasons: readonly string[]): string[] {
  const causes = new Map<string, string[]>();
  const out: (string | { cause: string })[] = [];
  for (const reason of reasons) {
    const match = /^(?:(.+) )?not measured: (.+)$/.exec(reason);
    if (!match) {
      out.push(reason);
      continue;
    }
    const [, subject, cause] = match as unknown as [string, string | undefined, string];
    if (!causes.has(cause)) {
      causes.set(cause, []);
      out.push({ cause });
    }
    if (subject) causes.get(cause)!.push(subject);
  }
  return out.map((r) => {
    if (typeof r === "string") return r;
    const subjects = causes.get(r.cause) ?? [];
    return `not measured: ${r.cause}${subjects.length ? `; affects ${subjects.join(", ")}` : ""}`;
  });
}
