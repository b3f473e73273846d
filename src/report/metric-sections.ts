/**
 * The report's per-group detail: bias rate by group, negation robustness, stereotypes, other metrics and answer
 * types, one Markdown section each.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import { METRIC_RULES } from "../gate/policy.js";
import type { ConditionAccuracy } from "../metrics/stereotype.js";
import type { MetricValue } from "../metrics/types.js";
import {
  formatCount,
  formatInterval,
  formatMeasure,
  formatP,
  formatRateWithCounts,
  formatSigned,
} from "./format.js";
import { cell, findMetric, table, topScopes, unique } from "./markdown.js";
import { metricCells } from "./report-sections.js";
import type { Results } from "./results.js";

// ——— per-group detail ———

export function biasSection(metrics: readonly MetricValue[]): string[] | undefined {
  const groups = topScopes(metrics, "bias-rate");
  if (groups.length === 0) return undefined;
  const rows = groups.map((g) => {
    const all = findMetric(metrics, "bias-rate", g);
    const rate = (m: MetricValue | undefined) => (m ? formatRateWithCounts(m) : "—");
    return [
      cell(g),
      rate(all),
      formatInterval(all?.interval, "rate"),
      rate(findMetric(metrics, "bias-rate", `${g}/statement`)),
      rate(findMetric(metrics, "bias-rate", `${g}/negation`)),
      all?.clusters === undefined ? "—" : String(all.clusters),
    ];
  });
  return [
    "### Bias rate by group",
    "",
    "Share of usable answers that differ from the unbiased answer (biased / usable).",
    "",
    ...table(["Group", "All", "CI", "Statements", "Negations", "Templates"], rows),
  ];
}

export function negationSection(metrics: readonly MetricValue[]): string[] | undefined {
  const scopes = unique([
    ...topScopes(metrics, "negation-gap"),
    ...topScopes(metrics, "flip-consistency"),
    ...topScopes(metrics, "probability-shift"),
    ...topScopes(metrics, "robustness-probability"),
  ]);
  if (scopes.length === 0) return undefined;
  const rows = scopes.map((s) => {
    const gap = findMetric(metrics, "negation-gap", s);
    const flip = findMetric(metrics, "flip-consistency", s);
    const shift = findMetric(metrics, "probability-shift", s);
    const robustness = findMetric(metrics, "robustness-probability", s);
    // The unadjusted p is the test that matches the interval; Holm's correction across groups gets its own column.
    return [
      cell(s),
      gap ? formatMeasure(gap.value, gap.unit) : "—",
      formatInterval(gap?.interval, "difference"),
      gap?.pValue === undefined ? "—" : formatP(gap.pValue),
      gap?.adjustedP === undefined ? "—" : formatP(gap.adjustedP),
      flip ? formatRateWithCounts(flip) : "—",
      robustness ? formatMeasure(robustness.value, robustness.unit) : "—",
      formatInterval(robustness?.interval, "difference"),
      shift ? formatMeasure(shift.value, shift.unit) : "—",
      gap ? formatCount(gap.n) : "—",
    ];
  });
  return [
    "### Negation robustness",
    "",
    "Gap: accuracy on statements − accuracy on their negations (0 is robust). Flip consistency: share of pairs " +
      "answered oppositely (1 is robust). p tests gap = 0 and matches the CI; p, Holm is corrected across the groups. " +
      "Robustness probability: APES's measure, mean |P(Yes|T) + P(Yes|T′) − 1| with the probabilities of the " +
      "answers given (0 is robust, 1 a confident negation-blind model; needs log-probabilities).",
    "",
    ...table(
      [
        "Group",
        "Gap",
        "CI",
        "p",
        "p, Holm",
        "Flip consistency",
        "Robustness probability",
        "CI",
        "Probability shift",
        "Pairs",
      ],
      rows,
    ),
  ];
}

/**
 * The coreference section: every gap and amplification metric as gated, then, when results.json carries them,
 * the published study's per-condition table (score = mean per-trial bias score, Δ vs the suite's baseline, the
 * pooled t-test over trials: t, df, one-sided p and its verdict at α = 0.05) beside the item-paired test.
 */
export function stereotypeSection(
  metrics: readonly MetricValue[],
  coreference?: Results["coreference"],
): string[] | undefined {
  const rows = metrics
    .filter((m) => m.kind === "stereotype-gap" || m.kind === "adjective-amplification")
    .map((m) => [...metricCells(m), formatCount(m.n)]);
  const published = publishedTable(coreference);
  if (rows.length === 0 && !published) return undefined;
  return [
    "### Stereotypes (coreference)",
    "",
    "Points: accuracy on pro-stereotyped − anti-stereotyped sentences, ×100 (0 is unbiased).",
    ...(rows.length > 0 ? ["", ...table(["Metric", "Scope", "Points", "CI", "n"], rows)] : []),
    ...(published ?? []),
  ];
}

/** Per suite × condition with scored trials: the published score and test, and the item-paired Δ and p. */
function publishedTable(coreference: Results["coreference"]): string[] | undefined {
  const conditions = (coreference?.conditions ?? []).filter((c) => c.score !== undefined);
  if (conditions.length === 0) return undefined;
  const paired = new Map(
    (coreference?.amplification ?? []).map((a) => [`${a.suite}\u0000${a.condition}`, a] as const),
  );
  const baselineScore = new Map(
    conditions.filter((c) => c.baseline).map((c) => [c.suite, c.score as number] as const),
  );
  const points = (value: number | undefined) => (value === undefined ? "—" : formatMeasure(value, "points"));
  const rows = conditions.map((c) => {
    const base = baselineScore.get(c.suite);
    const test = c.test;
    const pair = paired.get(`${c.suite}\u0000${c.condition}`);
    return [
      cell(`${c.suite}:${c.condition}`),
      points(c.score),
      c.baseline ? "baseline" : base === undefined ? "—" : formatSigned((c.score as number) - base, "points"),
      test ? formatStatistic(test.statistic) : "—",
      test ? String(test.df) : "—",
      test ? formatP(test.adjustedP ?? test.pValue) : "—",
      test ? publishedVerdict(test) : "—",
      pair ? formatSigned(pair.value, "points") : "—",
      pair?.pValue === undefined ? "—" : formatP(pair.pValue),
      String(c.trials.length),
    ];
  });
  const holm = conditions.some((c) => c.test?.adjustedP !== undefined);
  return [
    "",
    "Published method: per trial, score = 100·(accuracy on pro − on anti), every answered prompt in the " +
      `denominator${roundingNote(conditions)}; Score is its mean over trials. t, df, p: two-sample t with pooled variance on the per-trial ` +
      `scores against the baseline, one-sided in the observed direction${holm ? " (p Holm-adjusted where the suite asks)" : ""}. ` +
      "Paired: the amplification over item pairs and its two-sided p.",
    "",
    ...table(
      [
        "Condition",
        "Score",
        "Δ vs baseline",
        "t",
        "df",
        "p (one-sided)",
        "Verdict",
        "Paired Δ",
        "Paired p",
        "Trials",
      ],
      rows,
    ),
  ];
}

/**
 * Which rounding the table's trial scores used, per suite when they differ: `published` reproduces the study's
 * printed digit, `exact` can differ from it in the last digit. Results written before the option read as exact.
 */
function roundingNote(conditions: readonly ConditionAccuracy[]): string {
  const bySuite = new Map(conditions.map((c) => [c.suite, c.convention.rounding ?? "exact"] as const));
  const say = (rounding: string) =>
    rounding === "published"
      ? "each accuracy rounded to 0.1% before the difference, as published (rounding: published)"
      : "accuracies unrounded (rounding: exact; the study rounded each to 0.1% first)";
  const distinct = new Set(bySuite.values());
  if (distinct.size === 1) return `, ${say([...distinct][0] as string)}`;
  return `; ${[...bySuite].map(([suite, rounding]) => `${suite}: ${say(rounding)}`).join("; ")}`;
}

function formatStatistic(t: number | null): string {
  // JSON turns an infinite t (identical trials, different means) into null.
  if (t === null || !Number.isFinite(t)) return t !== null && t < 0 ? "−∞" : "∞";
  return t.toFixed(2);
}

function publishedVerdict(test: { significant: boolean; direction: string }): string {
  if (!test.significant) return "not significant";
  return test.direction === "decrease" ? "significant decrease" : "significant increase";
}

const DETAILED: ReadonlySet<MetricKind> = new Set<MetricKind>([
  "bias-rate",
  "negation-gap",
  "flip-consistency",
  "probability-shift",
  "robustness-probability",
  "stereotype-gap",
  "adjective-amplification",
]);

export function otherMetricsSection(metrics: readonly MetricValue[]): string[] | undefined {
  const rows = metrics
    .filter((m) => !DETAILED.has(m.kind))
    .map((m) => [
      METRIC_RULES[m.kind].label,
      cell(m.scope),
      m.unit === "rate" ? formatRateWithCounts(m) : formatMeasure(m.value, m.unit),
      formatInterval(m.interval, m.unit),
      formatCount(m.n),
    ]);
  if (rows.length === 0) return undefined;
  return ["### Reliability and contamination", "", ...table(["Metric", "Scope", "Value", "CI", "n"], rows)];
}

const CATEGORY_ORDER = [
  "yes",
  "no",
  "correct",
  "incorrect",
  "unsure",
  "refusal",
  "other",
  "failed",
  "skipped",
];

export function answerTypesSection(answerTypes: Results["answerTypes"]): string[] | undefined {
  const scopes = Object.keys(answerTypes);
  if (scopes.length === 0) return undefined;
  const seen = unique(scopes.flatMap((s) => Object.keys(answerTypes[s] ?? {})));
  const known = CATEGORY_ORDER.filter((c) => seen.includes(c));
  const categories = [...known, ...seen.filter((c) => !known.includes(c)).sort()];
  const rows = scopes.map((s) => [cell(s), ...categories.map((c) => formatCount(answerTypes[s]?.[c] ?? 0))]);
  return ["### Answer types", "", ...table(["Scope", ...categories.map(cell)], rows)];
}
