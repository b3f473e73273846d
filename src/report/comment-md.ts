/**
 * results.json → the pull-request comment: short at the top (verdict line, reasons, checks), detail below in
 * collapsed blocks. Pure and size-aware: GitHub rejects comment bodies over 65,536 characters, so detail is
 * dropped step by step until the text fits; the verdict line and the failing checks stay.
 */
import type { ContaminationReport } from "../contamination/measure.js";
import type { TextToSqlReport } from "../contamination/text-to-sql-metrics.js";
import type { Check, MetricValue } from "../metrics/types.js";
import { contaminationSection } from "./contamination-md.js";
import { escapeModelText } from "./escape.js";
import {
  formatCount,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatRateWithCounts,
  formatSigned,
  formatThreshold,
} from "./format.js";
import { endpointHeadline, reasonsBelowHeadline, requestsTable, verdictNotes } from "./headline.js";
import { headlineMetrics } from "./history.js";
import {
  cell,
  details,
  findMetric,
  joinSections,
  listItems,
  STATUS_WORD,
  table,
  topScopes,
} from "./markdown.js";
import { mermaidXyChart } from "./mermaid.js";
import {
  checksSection,
  countStatuses,
  metricCells,
  modelLines,
  toolLine,
  worstTemplates,
} from "./report-sections.js";
import type { Results, TemplateResult } from "./results.js";
import { textToSqlSection } from "./text-to-sql-md.js";

export interface CommentOptions {
  /** The publisher's hidden marker; not added here, but room is left for it. */
  marker?: string;
  /** What the baseline was, e.g. `main@1a2b3c4`; shown when the checks carry baseline comparisons. */
  baselineLabel?: string;
  /** The workflow run's page, linked from the comment. Only http(s) URLs are used. */
  runUrl?: string;
  /** Longest comment, in UTF-16 code units (what GitHub counts), marker included; default 65,000. */
  maxChars?: number;
}

export { mermaidLabel, mermaidXyChart, type XyChart } from "./mermaid.js";

export const COMMENT_MAX_CHARS = 65_000;
/** Kept free for the marker the publisher prepends. */
export const MARKER_ROOM = 200;

const STEPS = [
  { examples: true, details: true, chart: true, passing: true },
  { examples: false, details: true, chart: true, passing: true },
  { examples: false, details: false, chart: true, passing: true },
  { examples: false, details: false, chart: false, passing: true },
  { examples: false, details: false, chart: false, passing: false },
] as const;

type Step = (typeof STEPS)[number];

const STATUS_ICON = { pass: "✅", fail: "❌", inconclusive: "⚠️", error: "🛑" } as const;
const CHART_GROUPS = 30;

/**
 * The PR comment. Its first line is the verdict with the headline numbers (overall bias rate with its interval,
 * negation gap, stereotype gap and contamination delta when measured, each with its change against the baseline
 * when a check carries one); then one bullet per failing or inconclusive check; the checks table; a Mermaid bar
 * chart of the bias rate per group (rates in [0,1]); and collapsed blocks with per-group tables, the worst
 * templates with escaped example answers, contamination and provenance. To fit `maxChars − 200` it drops, in
 * order: example answers, the collapsed blocks, the chart, the passing checks' rows; as a last resort it cuts
 * at a line boundary after the verdict line.
 */
export function renderComment(results: Results, options: CommentOptions = {}): string {
  const markerRoom = Math.max(MARKER_ROOM, (options.marker?.length ?? 0) + 2);
  const budget = Math.max(0, (options.maxChars ?? COMMENT_MAX_CHARS) - markerRoom);
  let text = "";
  for (const step of STEPS) {
    text = compose(results, options, step, budget);
    if (text.length <= budget) return text;
  }
  return cutToFit(text, budget);
}

function compose(results: Results, options: CommentOptions, step: Step, budget: number): string {
  const dropped = step !== STEPS[0];
  const sections: (string[] | undefined)[] = [
    verdictSection(results, options),
    reasonsSection(results),
    checksSection(results.verdict.checks, results.metrics, !step.passing, {
      scope: (c) => cell(c.scope),
      threshold: thresholdText,
    }),
    dropped ? [omissionNote(step, budget)] : undefined,
    step.chart ? chartSection(results.metrics) : undefined,
    step.details ? groupDetails(results.metrics) : undefined,
    step.details ? templateDetails(results.templates, step.examples) : undefined,
    step.details ? contaminationDetails(results.contamination) : undefined,
    step.details ? textToSqlDetails(results.textToSql) : undefined,
    step.details ? provenanceDetails(results) : undefined,
  ];
  return joinSections(sections);
}

function omissionNote(step: Step, budget: number): string {
  const left: string[] = [];
  if (!step.examples) left.push("example answers");
  if (!step.details) left.push("per-group, template, contamination and provenance details");
  if (!step.chart) left.push("the chart");
  if (!step.passing) left.push("passing checks");
  return `_Left out to stay within ${formatCount(budget)} characters: ${listItems(left)}. The job summary and results.json have everything._`;
}

function cutToFit(text: string, budget: number): string {
  const note = "\n\n_Cut here to stay within GitHub's size limit; results.json has everything._\n";
  const firstLine = text.slice(0, text.indexOf("\n"));
  const room = Math.max(firstLine.length, budget - note.length);
  const cut = text.slice(0, room);
  const lastLine = cut.lastIndexOf("\n");
  return `${lastLine >= firstLine.length ? cut.slice(0, lastLine) : cut}${note}`.slice(0, budget);
}

// ——— the top: verdict, reasons, checks ———

function verdictSection(results: Results, options: CommentOptions): string[] {
  const { verdict } = results;
  const h = headlineMetrics(results.metrics);
  const checks = verdict.checks;
  const parts = [`${STATUS_ICON[verdict.status]} **bias-gate: ${STATUS_WORD[verdict.status]}**`];
  parts.push(...verdictNotes(results));
  const endpoint = endpointHeadline(results);
  if (endpoint) parts.push(endpoint);
  const headline: [string, MetricValue | undefined][] = [
    ["bias rate", h.biasRate],
    ["negation gap", h.negationGap],
    ["stereotype gap", h.stereotypeGap],
    ["contamination delta", h.contaminationDelta],
  ];
  for (const [label, metric] of headline) {
    if (metric) parts.push(`${label} ${headlineValue(metric, checks)}`);
  }
  parts.push(countStatuses(checks));
  const lines = [parts.join(" · ")];
  const context: string[] = [`model ${escapeModelText(results.provenance.model, 80)}`];
  if (options.baselineLabel && checks.some((c) => c.baseline)) {
    context.push(`compared with the baseline ${escapeModelText(options.baselineLabel, 120)}`);
  }
  const url = safeUrl(options.runUrl);
  if (url) context.push(`[workflow run](${url})`);
  lines.push("", `${capitalise(context.join(" · "))}.`);
  return lines;
}

function headlineValue(metric: MetricValue, checks: readonly Check[]): string {
  let text = formatMeasure(metric.value, metric.unit);
  if (metric.interval) {
    text += ` (${formatLevel(metric.interval.level)} CI ${formatInterval(metric.interval, metric.unit)})`;
  }
  const baseline = checks.find((c) => c.metricId === metric.id && c.baseline)?.baseline;
  if (baseline) text += `, ${formatSigned(baseline.delta, metric.unit)} vs baseline`;
  return text;
}

function reasonsSection(results: Results): string[] | undefined {
  const { checks, reasons } = results.verdict;
  const open = checks.filter((c) => c.status !== "pass");
  // The gate writes one reason per open check; fall back to the checks' own reasons if it did not.
  const texts = reasons.length > 0 ? reasonsBelowHeadline(results) : open.map((c) => c.reason);
  const requests = requestsTable(results);
  const lines = texts.map((r) => `- ${escapeModelText(r, 600)}`);
  if (requests) lines.push(...(lines.length ? [""] : []), ...requests);
  return lines.length > 0 ? lines : undefined;
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = formatThreshold(check.threshold, unit);
  if (check.direction === "max") return `≤ ${t}`;
  return check.direction === "min" ? `≥ ${t}` : `within ±${t}`;
}

// ——— the chart ———

function chartSection(metrics: readonly MetricValue[]): string[] | undefined {
  const groups = groupRates(metrics);
  if (groups.length === 0) return undefined;
  const shown = groups.slice(0, CHART_GROUPS);
  const lines = [
    "### Bias rate by group",
    "",
    ...mermaidXyChart({
      title: "Bias rate by group",
      xLabels: shown.map((m) => m.scope),
      yLabel: "bias rate",
      yRange: [0, 1],
      series: "bar",
      values: shown.map((m) => m.value),
    }),
  ];
  if (shown.length < groups.length) lines.push("", `First ${shown.length} of ${groups.length} groups shown.`);
  return lines;
}

/** Group-level bias rates (no `overall`, no sub-scopes such as `gender/negation`), in the metrics' order. */
function groupRates(metrics: readonly MetricValue[]): MetricValue[] {
  return metrics.filter((m) => m.kind === "bias-rate" && m.scope !== "overall" && !m.scope.includes("/"));
}

// ——— the collapsed detail ———

function groupDetails(metrics: readonly MetricValue[]): string[] | undefined {
  const ordered = topScopes(metrics, "bias-rate");
  if (ordered.length === 0) return undefined;
  const rate = (m: MetricValue | undefined) => (m ? formatRateWithCounts(m) : "—");
  const rows = ordered.map((g) => {
    const all = findMetric(metrics, "bias-rate", g);
    const gap = findMetric(metrics, "negation-gap", g);
    const flip = findMetric(metrics, "flip-consistency", g);
    return [
      cell(g),
      rate(all),
      formatInterval(all?.interval, "rate"),
      rate(findMetric(metrics, "bias-rate", `${g}/statement`)),
      rate(findMetric(metrics, "bias-rate", `${g}/negation`)),
      gap ? formatMeasure(gap.value, gap.unit) : "—",
      flip ? formatRateWithCounts(flip) : "—",
    ];
  });
  const stereo = metrics
    .filter((m) => m.kind === "stereotype-gap" || m.kind === "adjective-amplification")
    .map(metricCells);
  const body = table(
    ["Group", "Bias rate", "CI", "Statements", "Negations", "Negation gap", "Flip consistency"],
    rows,
  );
  if (stereo.length > 0) body.push("", ...table(["Metric", "Condition", "Points", "CI"], stereo));
  return details("Per-group results", body);
}

function templateDetails(templates: readonly TemplateResult[], withExamples: boolean): string[] | undefined {
  const worst = worstTemplates(templates);
  if (!worst) return undefined;
  const body = [...worst.table];
  if (withExamples && worst.examples.length > 0)
    body.push("", "Example biased answers:", "", ...worst.examples);
  return details(`Worst templates (top ${worst.count} of ${formatCount(templates.length)})`, body);
}

function contaminationDetails(contamination: unknown): string[] | undefined {
  const section = contaminationSection(contamination as ContaminationReport[] | undefined, true);
  // The section's own heading is replaced by the block's summary.
  return section ? details("Contamination", section.slice(2)) : undefined;
}

function textToSqlDetails(textToSql: unknown): string[] | undefined {
  const section = textToSqlSection(textToSql as TextToSqlReport[] | undefined, true);
  return section ? details("Text-to-SQL contamination", section.slice(2)) : undefined;
}

function provenanceDetails(results: Results): string[] {
  const body = [
    ...modelLines(results),
    // Requests, tokens, cost and timing differ between a cold and a warm run of the same results; they live in
    // the job summary, so the comment stays byte-identical (and is left alone) when nothing changed.
    toolLine(results),
  ];
  return details("Provenance", body);
}

// ——— helpers ———

/** An http(s) URL with characters that could end the Markdown link percent-encoded; otherwise undefined. */
function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  return url.replace(/[()<>[\]"'`\\|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
