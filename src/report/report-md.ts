/**
 * results.json → the Markdown a person reads in a pull-request comment or a job summary. Pure and size-aware:
 * GitHub rejects comments over 65,536 characters, so detail is dropped step by step until the text fits, and
 * the verdict and the checks always stay.
 */

import type { Check, MetricValue, TemplateResult } from "../metrics/types.js";
import { adviceFor, CAUSE_LABEL } from "./advice.js";
import { decisionSteps } from "./decision-advice.js";
import { escapeModelText } from "./escape.js";
import {
  formatCount,
  formatDuration,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatThreshold,
  formatUsd,
} from "./format.js";
import { endpointHeadline, reasonsBelowHeadline, requestsTable, verdictNotes } from "./headline.js";
import { cell, compare, findMetric, joinSections, listItems, STATUS_WORD } from "./markdown.js";
import { answerTypesSection, otherMetricsSection } from "./metric-sections.js";
import { baselineText, type LinkOptions, safeUrl } from "./next-steps.js";
import { proseMarkdown } from "./prose.js";
import {
  checksSection as checksTable,
  countStatuses,
  modelLines,
  provenanceText,
  toolLine,
  worstTemplates,
} from "./report-sections.js";
import type { Results } from "./results.js";
import { baselineConditions, scopeWords } from "./scope.js";
import { sequentialSection } from "./sequential-md.js";
import { comparisonLines, variantsSection } from "./variants-md.js";

/** A little below GitHub's 65,536-character limit on comment bodies, for the marker the publisher adds. */
export const DEFAULT_MAX_CHARS = 65_000;

/**
 * `baselineLabel` and `baselineSha` are shown when the checks carry baseline comparisons, `runUrl` is linked;
 * the other `LinkOptions` are accepted so the summary can pass its options on whole.
 */
/**
 * One suite kind's sections of the report (its `reportSections`). The caller passes every kind's, in the kinds'
 * order (`KIND_REPORT_SECTIONS`), so the report renders them without knowing the kinds.
 */
export type KindReportSections = (
  results: Results,
  detail: { perGroup: boolean },
) => (string[] | undefined)[];

export interface ReportOptions extends LinkOptions {
  /** Longest report, in UTF-16 code units (what GitHub counts); default DEFAULT_MAX_CHARS. */
  maxChars?: number;
}

/** The detail levels tried in order; each drops what the previous kept, never the verdict or the checks. */
const DETAIL_STEPS = [
  { omit: [] },
  { omit: ["example answers"] },
  { omit: ["example answers", "the worst-templates table", "template hashes"] },
  { omit: ["example answers", "the worst-templates table", "template hashes", "per-group tables"] },
  {
    omit: [
      "example answers",
      "the worst-templates table",
      "template hashes",
      "per-group tables",
      "passing checks",
    ],
  },
] as const;

type Omission = (typeof DETAIL_STEPS)[number]["omit"][number];

/**
 * The report: the verdict line first (status word and headline numbers), the reasons, the checks table, then
 * bias rate by group, negation robustness, stereotype gaps, other metrics, answer types, the worst templates with
 * example answers, and provenance. When longer than `maxChars` it drops, in order: example answers, the
 * worst-templates table and template hashes, the per-group tables, the passing checks' rows; it says what it left
 * out. As a last resort it cuts at a line boundary. All model text is escaped and truncated.
 */
export function renderReport(
  kindSections: readonly KindReportSections[],
  results: Results,
  options: ReportOptions = {},
): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  let text = "";
  for (const step of DETAIL_STEPS) {
    text = compose(kindSections, results, options, new Set(step.omit), maxChars);
    if (text.length <= maxChars) return text;
  }
  return cutToFit(text, maxChars);
}

function compose(
  kindSections: readonly KindReportSections[],
  results: Results,
  options: ReportOptions,
  omit: ReadonlySet<Omission>,
  maxChars: number,
): string {
  const metrics = results.metrics;
  const sections: (string[] | undefined)[] = [
    verdictSection(results, options),
    results.variants ? comparisonLines(results) : undefined,
    checksSection(results, omit.has("passing checks")),
    sequentialSection(results),
    variantsSection(results),
    omit.size > 0 ? [omissionNote(omit, maxChars)] : undefined,
    ...kindSections.flatMap((sections) => sections(results, { perGroup: !omit.has("per-group tables") })),
    omit.has("per-group tables") ? undefined : otherMetricsSection(metrics),
    omit.has("per-group tables") ? undefined : answerTypesSection(results.answerTypes),
    omit.has("the worst-templates table")
      ? undefined
      : worstTemplatesSection(results.templates, !omit.has("example answers")),
    provenanceSection(results, !omit.has("template hashes")),
  ];
  return joinSections(sections);
}

function omissionNote(omit: ReadonlySet<Omission>, maxChars: number): string {
  return `_Left out to stay within ${formatCount(maxChars)} characters: ${listItems([...omit])}. results.json has everything._`;
}

function cutToFit(text: string, maxChars: number): string {
  const note = "\n\n_Cut here to stay within GitHub's size limit; results.json has everything._\n";
  const room = Math.max(0, maxChars - note.length);
  const cut = text.slice(0, room);
  const lastLine = cut.lastIndexOf("\n");
  return `${lastLine > 0 ? cut.slice(0, lastLine) : cut}${note}`.slice(0, maxChars);
}

// ——— verdict and checks ———

function verdictSection(results: Results, options: ReportOptions): string[] {
  const { verdict } = results;
  const counts = countStatuses(verdict.checks);
  const endpoint = endpointHeadline(results);
  const parts = [`**bias-gate: ${STATUS_WORD[verdict.status]}**`, ...verdictNotes(results)];
  if (endpoint) parts.push(endpoint);
  parts.push(counts);
  const bias = findMetric(results.metrics, "bias-rate", "overall");
  if (bias) {
    parts.push(`bias rate ${measured(bias)} from ${formatCount(bias.n)} usable answers`);
  }
  const gap = findMetric(results.metrics, "negation-gap", "overall");
  if (gap) parts.push(`negation gap ${measured(gap)}`);
  parts.push(`model ${escapeModelText(results.provenance.model, 80)}`);
  const lines = [parts.join(" · "), ...adviceMd(results)];
  const baseline = baselineText(options);
  const run = safeUrl(options.runUrl);
  const page = safeUrl(options.reportUrl);
  const context = [
    ...(baseline && verdict.checks.some((c) => c.baseline) ? [`Compared with the baseline ${baseline}`] : []),
    ...(run ? [`[Workflow run](${run})`] : []),
    ...(page ? [`[HTML report with plots](${page})`] : []),
  ];
  if (context.length > 0) lines.push("", `${context.join(" · ")}.`);
  const reasons = reasonsBelowHeadline(results);
  if (reasons.length > 0) lines.push("", ...reasons.map((r) => `- ${proseMarkdown(r, 600)}`));
  // A failing decision check's reason cannot name templates (its interval is the suite's): these lines do.
  const decisions = decisionSteps(results, options);
  if (decisions.length > 0) lines.push("", ...decisions);
  const requests = requestsTable(results);
  if (requests) lines.push("", ...requests);
  return lines;
}

/**
 * The run's advice under the verdict line: a stop or a replay's gaps first (they, not the intervals, left checks
 * open), then what to do. An endpoint failure's fix is already in the verdict line.
 */
function adviceMd(results: Results): string[] {
  const advice = adviceFor(results);
  if (advice.cause === "pass" || advice.cause === "endpoint") return [];
  // A failure's count is already on the verdict line and its checks in the table: only its step is new.
  const lead =
    advice.cause === "fail"
      ? []
      : [`**${CAUSE_LABEL[advice.cause]}**: ${escapeModelText(advice.headline, 300)}.`];
  // The checks table below lists every open check, so the steps stay one line: the most pressing one whole, the
  // others by their goal.
  const [first, ...others] = advice.steps;
  const steps = [
    ...(first ? [`**To ${first.goal}**: ${first.text}.`] : []),
    ...(others.length > 0 && advice.cause !== "fail"
      ? [`Also: ${others.map((s) => `to ${s.goal}, ${s.text.split(":")[0]}`).join("; ")}.`]
      : []),
  ];
  // One paragraph each, after a blank line, so Markdown does not run them together.
  return [...lead, ...steps].flatMap((l) => ["", l]);
}

function checksSection(results: Results, onlyOpen: boolean): string[] {
  const { metrics } = results;
  const checks = results.verdict.checks;
  const baselines = baselineConditions(results);
  const lines = checksTable(checks, metrics, onlyOpen, {
    scope: (c) => {
      const scope = cell(scopeWords(c.kind, c.scope, baselines));
      return metrics.find((m) => m.id === c.metricId)?.possiblyInflated
        ? `${scope} (possibly inflated)`
        : scope;
    },
    threshold: thresholdText,
  });
  if (checks.length > 0) lines.push("", ruleNote(checks));
  return lines;
}

function ruleNote(checks: readonly Check[]): string {
  return checks.some((c) => c.rule === "confident")
    ? "Rule `confident`: a check passes when its whole interval is on the good side of the threshold and fails " +
        "when the whole interval is on the bad side; otherwise it is inconclusive."
    : "Rule `estimate`: a check passes when the point estimate is on the good side of the threshold.";
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = `${formatThreshold(check.threshold, unit)}${unit === "points" ? " points" : ""}`;
  return check.direction === "max"
    ? `at most ${t}`
    : check.direction === "min"
      ? `at least ${t}`
      : `within ±${t}`;
}

function worstTemplatesSection(
  templates: readonly TemplateResult[],
  withExamples: boolean,
): string[] | undefined {
  const worst = worstTemplates(templates);
  if (!worst) return undefined;
  const lines = [`### Worst templates (top ${worst.count} of ${templates.length})`, "", ...worst.table];
  if (withExamples && worst.examples.length > 0) {
    lines.push(
      "",
      "<details><summary>Example biased answers</summary>",
      "",
      ...worst.examples,
      "",
      "</details>",
    );
  }
  return lines;
}

function provenanceSection(results: Results, withHashes: boolean): string[] {
  const p = results.provenance;
  const text = provenanceText;
  const lines = [
    "### Provenance",
    "",
    ...modelLines(results),
    `- Requests: ${formatCount(p.requests)}; tokens: ${formatCount(p.tokens.input)} in, ` +
      `${formatCount(p.tokens.output)} out; cost: ${formatUsd(p.costUsd)}`,
    `- Started ${text(p.startedAt)}; took ${formatDuration(p.durationMs)}`,
    toolLine(results),
  ];
  if (p.systemPromptHash) lines.push(`- System prompt sha256: ${text(p.systemPromptHash.slice(0, 12))}`);
  const hashes = Object.entries(p.templateHashes).sort(([a], [b]) => compare(a, b));
  if (withHashes && hashes.length > 0) {
    lines.push(
      "",
      "<details><summary>Template files (sha256)</summary>",
      "",
      ...hashes.map(([file, hash]) => `- ${text(file)}: ${text(hash.slice(0, 12))}`),
      "",
      "</details>",
    );
  }
  return lines;
}

// ——— helpers ———

function measured(metric: MetricValue): string {
  const value = formatMeasure(metric.value, metric.unit);
  return metric.interval
    ? `${value} (${formatLevel(metric.interval.level)} CI ${formatInterval(metric.interval, metric.unit)})`
    : value;
}
