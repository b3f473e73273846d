/**
 * The one place a run's cause becomes advice: what happened, in one line, and what to do about it, naming the
 * setting that fits the cause (the endpoint's fix, the budget that stopped the run, the data an undecided interval
 * needs). The terminal, report.md, the job summary, the PR comment and the HTML report all read it, so no two
 * surfaces give different advice for the same run. Pure.
 */
import { unanswered } from "../gate/coverage.js";
import { describeEndpointFailures, fixFor } from "../gate/endpoint.js";
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricValue } from "../metrics/types.js";
import type { StopReason } from "../providers/types.js";
import { formatCount, formatDuration, formatUsd } from "./format.js";
import type { Results } from "./results.js";

export type CauseKind =
  | "pass"
  | "fail"
  | "endpoint"
  | "stopped"
  | "replay-missing"
  | "straddle"
  | "undecided";

/** One thing to do: the goal it serves (`measure every suite`) and the step, naming the setting. */
export interface Step {
  goal: string;
  text: string;
}

export interface Advice {
  cause: CauseKind;
  /** What stopped the run, when a budget, the deadline or Ctrl-C did. */
  stop?: StopReason;
  /** What happened, one line, without the verdict word: `the run stopped at the request budget (max-requests) …`. */
  headline: string;
  /** What to do, in order; never two alike. */
  steps: Step[];
  /** Why the checks that got no value were not measured, in a few words: `the endpoint failed`. */
  notMeasuredBecause: string;
}

/** The label a surface puts before the headline, for the causes whose headline is not already the verdict's. */
export const CAUSE_LABEL: Record<CauseKind, string> = {
  pass: "Passed",
  fail: "Failed",
  endpoint: "Endpoint failed",
  stopped: "Stopped early",
  "replay-missing": "Answers missing",
  straddle: "Undecided",
  undecided: "Undecided",
};

/** Checks about the run (error rate, answered share), not the model: an endpoint failure or a stop explains them. */
const ABOUT_THE_RUN = new Set<Check["kind"]>(["error-rate", "coverage"]);

/** The setting to raise for each stop, as the config file and the flag spell it. */
const RAISE: Record<StopReason, string> = {
  "max-requests": "raise `max-requests` (--max-requests)",
  "max-tokens": "raise `max-tokens` (--max-total-tokens)",
  "max-cost": "raise `max-cost-usd` (--max-cost-usd)",
  deadline: "raise `deadline-minutes` (--deadline-minutes)",
  cancelled:
    "run the same command again and let it finish (answers already received are reused from the cache)",
  "rate-limit-budget":
    "raise `provider.rate-limit-budget-seconds`, or lower `provider.concurrency` (--concurrency) so fewer requests are rate-limited",
  prerequisite: "let the requests they build on be answered first",
};

const STOPPED_AT: Record<StopReason, string> = {
  "max-requests": "the request budget (max-requests)",
  "max-tokens": "the token budget (max-tokens)",
  "max-cost": "the cost budget (max-cost-usd)",
  deadline: "the deadline (deadline-minutes)",
  cancelled: "an interrupt (Ctrl-C)",
  "rate-limit-budget": "the rate-limit budget (provider.rate-limit-budget-seconds)",
  prerequisite: "missing answers they build on",
};

/** The run's cause and the advice that fits it. */
export function adviceFor(
  results: Pick<Results, "verdict" | "endpoint" | "coverage" | "metrics" | "provenance">,
): Advice {
  const { status, checks } = results.verdict;
  const coverage = results.coverage ?? [];
  const planned = coverage.reduce((n, c) => n + c.planned, 0);
  const missing = coverage.reduce((n, c) => n + unanswered(c), 0);
  const stop = mainStop(results);
  if (status === "pass") {
    return { cause: "pass", headline: `all ${checks.length} checks pass`, steps: [], notMeasuredBecause: "" };
  }
  if (status === "fail") return failAdvice(results);
  if (status === "error" && results.endpoint?.decisive) {
    const sentence = describeEndpointFailures(results.endpoint);
    const fix = sentence.lastIndexOf(". Fix: ");
    return {
      cause: "endpoint",
      headline: fix > 0 ? sentence.slice(0, fix) : sentence,
      steps: [{ goal: "fix the endpoint", text: results.endpoint.example.hint }],
      notMeasuredBecause: "the endpoint failed",
    };
  }
  if (stop) {
    return {
      cause: "stopped",
      stop,
      headline: `the run stopped at ${STOPPED_AT[stop]} with ${formatCount(missing)} of ${formatCount(planned)} requests unanswered`,
      steps: [{ goal: "measure every suite", text: raiseText(stop, planned, results.provenance) }],
      notMeasuredBecause: `the run stopped at ${STOPPED_AT[stop]}`,
    };
  }
  const notRecorded = coverage.reduce((n, c) => n + c.notRecorded, 0);
  if (notRecorded > 0) {
    return {
      cause: "replay-missing",
      headline: `${formatCount(notRecorded)} of ${formatCount(planned)} requests have no answer in the replayed recordings`,
      steps: [
        {
          goal: "measure every suite",
          text: `${fixFor("not-recorded")}; a recording made under another model or system prompt matches with --replay-loose`,
        },
      ],
      notMeasuredBecause: "their answers are missing from the replayed recordings",
    };
  }
  return undecidedAdvice(results);
}

/** The stop that left the most requests unanswered (prerequisite skips follow another stop, so never lead). */
function mainStop(results: Pick<Results, "coverage">): StopReason | undefined {
  const totals = new Map<StopReason, number>();
  for (const c of results.coverage ?? [])
    for (const [reason, n] of Object.entries(c.skipped) as [StopReason, number | undefined][])
      if (reason !== "prerequisite" && (n ?? 0) > 0) totals.set(reason, (totals.get(reason) ?? 0) + (n ?? 0));
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function raiseText(stop: StopReason, planned: number, p: Results["provenance"]): string {
  switch (stop) {
    case "max-requests":
      return `${RAISE[stop]} to at least ${formatCount(planned)}, the requests this plan asks for (${formatCount(p.requests)} were sent)`;
    case "max-cost":
      return `${RAISE[stop]} above the ${formatUsd(p.costUsd)} this run spent`;
    case "deadline":
      return `${RAISE[stop]} above the ${formatDuration(p.durationMs)} this run took`;
    default:
      return RAISE[stop];
  }
}

function failAdvice(results: Pick<Results, "verdict" | "metrics">): Advice {
  const failing = results.verdict.checks.filter((c) => c.status === "fail" && !ABOUT_THE_RUN.has(c.kind));
  const names = unique(failing.map((c) => subjectOf(c)));
  const regressed = failing.some((c) => c.baseline?.regressed);
  const keys = unique(
    failing.flatMap((c) => {
      const key = METRIC_RULES[c.kind].threshold;
      return key ? [`\`${kebab(key)}\``] : [];
    }),
  );
  const text = regressed
    ? "the model got worse than the baseline beyond the allowed margin: compare the answers behind it in the report with the baseline's"
    : `the model's answers cross ${keys.length ? keys.join(", ") : "their thresholds"}: the report's worst templates show the answers behind it; change the model or its prompt, or the threshold on purpose`;
  return {
    cause: "fail",
    headline: `${failing.length} of ${results.verdict.checks.length} checks fail: ${shortList(names)}`,
    // Checks still undecided beside the failures need their own data, named as for an undecided run.
    steps: [{ goal: "pass", text }, ...undecidedAdvice(results).steps],
    notMeasuredBecause: "too few usable answers",
  };
}

/**
 * Undecided with every request answered: an interval that straddles its limit needs more answers where it is
 * measured. Each step names the data to add (the gate's remedy for that metric) and the checks that need it, with
 * a rough count: an interval's half-width shrinks with 1/√n, so about n·(half-width / distance to the limit)²
 * answers would put the limit outside it.
 */
function undecidedAdvice(results: Pick<Results, "verdict" | "metrics">): Advice {
  const open = results.verdict.checks.filter(
    (c) => c.status === "inconclusive" && !ABOUT_THE_RUN.has(c.kind),
  );
  const straddling = open.filter((c) => c.interval && Number.isFinite(c.value) && straddles(c));
  const byRemedy = new Map<string, { labels: Set<string>; subjects: string[] }>();
  for (const check of open) {
    const metric = results.metrics.find((m) => m.id === check.metricId);
    const remedy = remedyFor(check, metric);
    const entry = byRemedy.get(remedy) ?? { labels: new Set<string>(), subjects: [] };
    entry.labels.add(METRIC_RULES[check.kind].label);
    entry.subjects.push(`${subjectOf(check)}${needText(check, metric)}`);
    byRemedy.set(remedy, entry);
  }
  const steps = [...byRemedy].map(([remedy, { labels, subjects }]) => ({
    goal: `decide the ${[...labels].join(", ")}`,
    text: `${remedy}: for ${shortList(subjects)}`,
  }));
  const cause: CauseKind = straddling.length > 0 ? "straddle" : "undecided";
  const headline =
    cause === "straddle"
      ? `${open.length} of ${results.verdict.checks.length} checks undecided: ${straddling.length === 1 ? "an interval straddles its limit" : `${straddling.length} intervals straddle their limits`}`
      : `${open.length} of ${results.verdict.checks.length} checks undecided: too few usable answers`;
  return { cause, headline, steps, notMeasuredBecause: "too few usable answers" };
}

function remedyFor(check: Check, metric: MetricValue | undefined): string {
  const rule = METRIC_RULES[check.kind];
  const iv = metric?.interval ?? check.interval;
  if (iv?.sampling === "clusters") return `add ${iv.clusterNoun ?? rule.clusters}`;
  return rule.moreData;
}

/** ` (about 120 usable answers, 30 now)`, when the interval and the count say; else empty. */
function needText(check: Check, metric: MetricValue | undefined): string {
  const iv = check.interval;
  const n = metric?.n;
  if (!iv || !n || !Number.isFinite(check.value) || !straddles(check)) return "";
  // The arm of the interval that reaches across the limit must shrink to the estimate's distance from it.
  const v = check.direction === "max-abs" ? Math.abs(check.value) : check.value;
  const t = check.threshold;
  const arm =
    check.direction === "max-abs"
      ? (iv.high - iv.low) / 2
      : v < t
        ? iv.high - check.value
        : check.value - iv.low;
  const distance = Math.abs(v - t);
  if (!(arm > 0) || !(distance > 0)) return ` (${formatCount(n)} usable answers now)`;
  const need = Math.ceil(n * (arm / distance) ** 2);
  if (!Number.isFinite(need) || need > 1_000_000) return ` (${formatCount(n)} usable answers now)`;
  return ` (about ${formatCount(need)} usable answers, ${formatCount(n)} now)`;
}

function straddles(check: Check): boolean {
  const iv = check.interval;
  if (!iv) return false;
  const t = check.threshold;
  if (check.direction === "max") return iv.low <= t && iv.high > t;
  if (check.direction === "min") return iv.low < t && iv.high >= t;
  const far = Math.max(Math.abs(iv.low), Math.abs(iv.high));
  const near = iv.low <= 0 && iv.high >= 0 ? 0 : Math.min(Math.abs(iv.low), Math.abs(iv.high));
  return far > t && near <= t;
}

/** `bias rate for gender`, `negation gap overall`. */
export function subjectOf(check: Pick<Check, "kind" | "scope">): string {
  const { label } = METRIC_RULES[check.kind];
  return check.scope === "overall" ? `${label} overall` : `${label} for ${check.scope}`;
}

/** Checks with no value: not measured at all (a stop, the endpoint, no usable answers) or about the run. */
export function isUnmeasured(check: Check): boolean {
  return check.kind === "coverage" || !Number.isFinite(check.value ?? Number.NaN);
}

function shortList(items: readonly string[]): string {
  if (items.length <= 3) return items.join(", ");
  return `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
