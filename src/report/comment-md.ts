/**
 * results.json → the pull-request comment: short at the top (verdict line, reasons, checks), detail below in
 * collapsed blocks. Pure and size-aware: GitHub rejects comment bodies over 65,536 characters, so detail is
 * dropped step by step until the text fits; the verdict line and the failing checks stay.
 */
import type { ContaminationReport } from "../contamination/measure.js";
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricKind, MetricValue } from "../metrics/types.js";
import { contaminationSection } from "./contamination-md.js";
import { escapeModelText } from "./escape.js";
import {
  formatCount,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatP,
  formatRateWithCounts,
  formatSigned,
  formatThreshold,
} from "./format.js";
import { headlineMetrics } from "./history.js";
import type { Results, TemplateResult } from "./results.js";

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

const STATUS_WORD = { pass: "PASS", fail: "FAIL", inconclusive: "INCONCLUSIVE" } as const;
const STATUS_ICON = { pass: "✅", fail: "❌", inconclusive: "⚠️" } as const;
const WORST_TEMPLATES = 10;
const EXAMPLES_PER_TEMPLATE = 2;
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
    checksSection(results, step.passing),
    dropped ? [omissionNote(step, budget)] : undefined,
    step.chart ? chartSection(results.metrics) : undefined,
    step.details ? groupDetails(results.metrics) : undefined,
    step.details ? templateDetails(results.templates, step.examples) : undefined,
    step.details ? contaminationDetails(results.contamination) : undefined,
    step.details ? provenanceDetails(results) : undefined,
  ];
  return `${sections
    .filter((s): s is string[] => s !== undefined && s.length > 0)
    .map((s) => s.join("\n"))
    .join("\n\n")}\n`;
}

function omissionNote(step: Step, budget: number): string {
  const left: string[] = [];
  if (!step.examples) left.push("example answers");
  if (!step.details) left.push("per-group, template, contamination and provenance details");
  if (!step.chart) left.push("the chart");
  if (!step.passing) left.push("passing checks");
  const items = left.length > 1 ? `${left.slice(0, -1).join(", ")} and ${left.at(-1)}` : left.join("");
  return `_Left out to stay within ${formatCount(budget)} characters: ${items}. The job summary and results.json have everything._`;
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

function countStatuses(checks: readonly Check[]): string {
  if (checks.length === 0) return "no checks applied";
  const failed = checks.filter((c) => c.status === "fail").length;
  const unsure = checks.filter((c) => c.status === "inconclusive").length;
  const parts = [`${checks.length - failed - unsure} of ${checks.length} checks passed`];
  if (failed > 0) parts.push(`${failed} failed`);
  if (unsure > 0) parts.push(`${unsure} inconclusive`);
  return parts.join(", ");
}

function reasonsSection(results: Results): string[] | undefined {
  const { reasons, checks } = results.verdict;
  const open = checks.filter((c) => c.status !== "pass");
  // The gate writes one reason per open check; fall back to the checks' own reasons if it did not.
  const texts = reasons.length > 0 ? reasons : open.map((c) => c.reason);
  if (texts.length === 0) return undefined;
  return texts.map((r) => `- ${escapeModelText(r, 600)}`);
}

function checksSection(results: Results, withPassing: boolean): string[] {
  const { checks } = results.verdict;
  const metrics = results.metrics;
  if (checks.length === 0) return ["### Checks", "", "No metric had a threshold, so nothing was checked."];
  const shown = withPassing ? checks : checks.filter((c) => c.status !== "pass");
  const level = checks.find((c) => c.interval)?.interval?.level ?? 0.95;
  const rows = shown.map((c) => {
    const unit = metrics.find((m) => m.id === c.metricId)?.unit ?? METRIC_RULES[c.kind].unit;
    return [
      METRIC_RULES[c.kind].label,
      cell(c.scope),
      formatMeasure(c.value, unit),
      formatInterval(c.interval, unit),
      thresholdText(c, unit),
      baselineText(c, unit),
      c.status === "pass" ? "pass" : `**${c.status}**`,
    ];
  });
  const lines = [
    "### Checks",
    "",
    ...table(
      ["Metric", "Scope", "Value", `${formatLevel(level)} CI`, "Threshold", "vs baseline", "Status"],
      rows,
    ),
  ];
  if (shown.length < checks.length)
    lines.push("", `${checks.length - shown.length} passing checks not shown.`);
  return lines;
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = formatThreshold(check.threshold, unit);
  if (check.direction === "max") return `≤ ${t}`;
  return check.direction === "min" ? `≥ ${t}` : `within ±${t}`;
}

function baselineText(check: Check, unit: MetricValue["unit"]): string {
  const b = check.baseline;
  if (!b) return "—";
  const p = b.adjustedP ?? b.pValue;
  const parts = [formatSigned(b.delta, unit)];
  if (p !== undefined) parts.push(`(p ${formatP(p)})`);
  if (b.regressed) parts.push("**worse**");
  return parts.join(" ");
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

export interface XyChart {
  title: string;
  xLabels: readonly string[];
  yLabel: string;
  yRange: readonly [number, number];
  series: "bar" | "line";
  values: readonly number[];
}

/** A fenced Mermaid `xychart-beta` block; every label goes through `mermaidLabel`, values are numbers. */
export function mermaidXyChart(chart: XyChart): string[] {
  const labels = chart.xLabels.map((l) => `"${mermaidLabel(l)}"`).join(", ");
  const values = chart.values.map((v) => (Number.isFinite(v) ? Number(v.toFixed(3)) : 0)).join(", ");
  return [
    "```mermaid",
    "xychart-beta",
    `    title "${mermaidLabel(chart.title)}"`,
    `    x-axis [${labels}]`,
    `    y-axis "${mermaidLabel(chart.yLabel)}" ${chart.yRange[0]} --> ${chart.yRange[1]}`,
    `    ${chart.series} [${values}]`,
    "```",
  ];
}

/**
 * Untrusted text as the inside of a double-quoted Mermaid label: only letters, digits, spaces and `_ - . , / (
 * ) + : '` survive, anything else (quotes, backticks, newlines, `#` and `;` of entity codes, `%` of comments,
 * brackets) becomes `_`; cut to 30 code points. So a group name can neither close the string, the chart nor
 * the code fence.
 */
export function mermaidLabel(text: string): string {
  const safe = text.replace(/[^\p{L}\p{N} _\-.,/()+:']/gu, "_").replace(/\s+/g, " ");
  const chars = [...safe.trim()];
  return chars.length > 30 ? `${chars.slice(0, 29).join("")}…` : chars.join("");
}

// ——— the collapsed detail ———

function details(summary: string, body: readonly string[]): string[] {
  return [`<details><summary>${summary}</summary>`, "", ...body, "", "</details>"];
}

function groupDetails(metrics: readonly MetricValue[]): string[] | undefined {
  const scopes = unique(
    metrics.filter((m) => m.kind === "bias-rate" && !m.scope.includes("/")).map((m) => m.scope),
  );
  if (scopes.length === 0) return undefined;
  const ordered = [...scopes.filter((s) => s !== "overall"), ...scopes.filter((s) => s === "overall")];
  const rate = (m: MetricValue | undefined) => (m ? formatRateWithCounts(m) : "—");
  const rows = ordered.map((g) => {
    const all = find(metrics, "bias-rate", g);
    const gap = find(metrics, "negation-gap", g);
    const flip = find(metrics, "flip-consistency", g);
    return [
      cell(g),
      rate(all),
      formatInterval(all?.interval, "rate"),
      rate(find(metrics, "bias-rate", `${g}/statement`)),
      rate(find(metrics, "bias-rate", `${g}/negation`)),
      gap ? formatMeasure(gap.value, gap.unit) : "—",
      flip ? formatRateWithCounts(flip) : "—",
    ];
  });
  const stereo = metrics
    .filter((m) => m.kind === "stereotype-gap" || m.kind === "adjective-amplification")
    .map((m) => [
      METRIC_RULES[m.kind].label,
      cell(m.scope),
      formatMeasure(m.value, m.unit),
      formatInterval(m.interval, m.unit),
    ]);
  const body = table(
    ["Group", "Bias rate", "CI", "Statements", "Negations", "Negation gap", "Flip consistency"],
    rows,
  );
  if (stereo.length > 0) body.push("", ...table(["Metric", "Condition", "Points", "CI"], stereo));
  return details("Per-group results", body);
}

function templateDetails(templates: readonly TemplateResult[], withExamples: boolean): string[] | undefined {
  const worst = [...templates]
    .filter((t) => t.numerator > 0)
    .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || compare(a.id, b.id))
    .slice(0, WORST_TEMPLATES);
  if (worst.length === 0) return undefined;
  const rows = worst.map((t) => [
    cell(t.id),
    cell(t.group),
    `${t.numerator}/${t.denominator}`,
    t.rate.toFixed(3),
  ]);
  const body = table(["Template", "Group", "Biased", "Rate"], rows);
  const examples = worst.flatMap((t) =>
    t.examples
      .slice(0, EXAMPLES_PER_TEMPLATE)
      .map(
        (e) =>
          `- ${cell(t.id)}: ${escapeModelText(e.prompt, 200)}<br>` +
          `expected ${escapeModelText(e.label, 20)}, answered: ${escapeModelText(e.answer, 160)}`,
      ),
  );
  if (withExamples && examples.length > 0) body.push("", "Example biased answers:", "", ...examples);
  return details(`Worst templates (top ${worst.length} of ${formatCount(templates.length)})`, body);
}

function contaminationDetails(contamination: unknown): string[] | undefined {
  const section = contaminationSection(contamination as ContaminationReport[] | undefined, true);
  // The section's own heading is replaced by the block's summary.
  return section ? details("Contamination", section.slice(2)) : undefined;
}

function provenanceDetails(results: Results): string[] {
  const p = results.provenance;
  const text = (value: string) => escapeModelText(value, 120);
  const sizes = Object.entries(p.sampleSizes).map(([k, n]) => `${text(k)} ${formatCount(n)}`);
  const body = [
    `- Model: ${text(p.model)} at ${text(p.endpoint)}`,
    `- Seed: ${text(p.seed)}; sample sizes: ${sizes.length > 0 ? sizes.join(", ") : "none"}`,
    // Requests, tokens, cost and timing differ between a cold and a warm run of the same results; they live in
    // the job summary, so the comment stays byte-identical (and is left alone) when nothing changed.
    `- bias-gate ${text(results.tool.version)}, results schema ${results.schemaVersion}` +
      (p.config ? `; config ${text(p.config)}` : ""),
  ];
  return details("Provenance", body);
}

// ——— helpers ———

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

function cell(text: string): string {
  return escapeModelText(text, 80);
}

/** An http(s) URL with characters that could end the Markdown link percent-encoded; otherwise undefined. */
function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  return url.replace(/[()<>[\]"'`\\|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function find(metrics: readonly MetricValue[], kind: MetricKind, scope: string): MetricValue | undefined {
  return metrics.find((m) => m.kind === kind && m.scope === scope);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
