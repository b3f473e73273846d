/**
 * results.json → the pull-request comment. The first screen answers, in order: the verdict; one line per failing
 * or undecided check family in plain words; what to do (the setting to change, the worst template rows at their
 * file and line, the command that reproduces the run); then everything else collapsed in `<details>` blocks.
 * Pure and size-aware: GitHub rejects comment bodies over 65,536 characters, so detail is dropped step by step
 * until the text fits; the first screen and the open checks stay.
 */
import type { ContaminationReport } from "../contamination/measure.js";
import type { TextToSqlReport } from "../contamination/text-to-sql-metrics.js";
import type { Check, MetricValue, TemplateResult } from "../metrics/types.js";
import { contaminationSection } from "./contamination-md.js";
import { mermaidChartLegend, mermaidDecisionChart, textBars } from "./decision-chart.js";
import { decisionsSection } from "./decisions-md.js";
import { firstScreen } from "./first-screen.js";
import {
  formatCount,
  formatInterval,
  formatMeasure,
  formatRateWithCounts,
  formatThreshold,
} from "./format.js";
import { requestsTable } from "./headline.js";
import { cell, details, findMetric, joinSections, listItems, table, topScopes } from "./markdown.js";
import { baselineText, type LinkOptions, openFamilies, safeUrl } from "./next-steps.js";
import { checksSection, metricCells, modelLines, toolLine, worstTemplates } from "./report-sections.js";
import type { Results } from "./results.js";
import { baselineConditions, scopeWords } from "./scope.js";
import { textToSqlSection } from "./text-to-sql-md.js";
import { variantsSection } from "./variants-md.js";

export interface CommentOptions extends LinkOptions {
  /** The publisher's hidden marker; not added here, but room is left for it. */
  marker?: string;
  /** Longest comment, in UTF-16 code units (what GitHub counts), marker included; default 65,000. */
  maxChars?: number;
}

export { mermaidLabel, mermaidXyChart, type XyChart } from "./mermaid.js";
export type { LinkOptions } from "./next-steps.js";

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

const CHART_GROUPS = 30;

/**
 * The PR comment: the first screen (`firstScreen`: verdict, one line per failing or undecided check family,
 * what to do, model, baseline and run), then collapsed blocks: the checks grouped by family, failing first; the
 * bias rate per group as text bars with intervals and a Mermaid chart against the limit, with the per-group
 * tables; the worst templates with escaped example answers; contamination; text-to-SQL; provenance. To fit
 * `maxChars − 200` it drops, in order: example answers, the per-group, template, contamination and provenance
 * blocks, the chart, the passing checks' rows; as a last resort it cuts at a line boundary after the first line.
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
    firstScreen(results, options),
    dropped ? [omissionNote(step, budget)] : undefined,
    checksDetails(results, !step.passing),
    requestsDetails(results),
    variantsDetails(results),
    step.chart || step.details ? groupDetails(results, step) : undefined,
    step.chart ? decisionDetails(results) : undefined,
    step.details ? templateDetails(results.templates, step.examples) : undefined,
    step.details ? contaminationDetails(results.contamination) : undefined,
    step.details ? textToSqlDetails(results.textToSql) : undefined,
    step.details ? provenanceDetails(results, options) : undefined,
  ];
  return joinSections(sections);
}

/** A comparison run's variants side by side, collapsed: the first screen already has each candidate's line. */
function variantsDetails(results: Results): string[] | undefined {
  const section = variantsSection(results);
  const v = results.variants;
  return section && v
    ? details(`Variants: ${v.variants.length} side by side, gated on ${cell(v.gatedOn)}`, section.slice(2))
    : undefined;
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

// ——— the checks, grouped by family ———

function checksDetails(results: Results, onlyOpen: boolean): string[] {
  const checks = results.verdict.checks;
  const baselines = baselineConditions(results);
  const table = checksSection(byFamily(checks), results.metrics, onlyOpen, {
    scope: (c) => cell(scopeWords(c.kind, c.scope, baselines)),
    threshold: thresholdText,
  });
  // The table's own heading is replaced by the block's summary.
  return details(`Checks: ${checkCounts(checks)}`, table.slice(2));
}

/** Families with a failure first, then undecided ones, then passing ones; inside each, fail, undecided, pass. */
function byFamily(checks: readonly Check[]): Check[] {
  const open = openFamilies(checks).map((f) => f.kind);
  const kinds = [...open, ...checks.map((c) => c.kind).filter((k) => !open.includes(k))];
  const rank = { fail: 0, inconclusive: 1, pass: 2 } as const;
  return [...new Set(kinds)].flatMap((kind) =>
    checks.filter((c) => c.kind === kind).sort((a, b) => rank[a.status] - rank[b.status]),
  );
}

function checkCounts(checks: readonly Check[]): string {
  if (checks.length === 0) return "none applied";
  const n = (status: Check["status"]) => checks.filter((c) => c.status === status).length;
  const parts = [
    n("fail") > 0 ? `${n("fail")} fail` : "",
    n("inconclusive") > 0 ? `${n("inconclusive")} undecided` : "",
    `${n("pass")} pass`,
  ];
  return parts.filter((p) => p !== "").join(", ");
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = `${formatThreshold(check.threshold, unit)}${unit === "points" ? " points" : ""}`;
  if (check.direction === "max") return `≤ ${t}`;
  return check.direction === "min" ? `≥ ${t}` : `within ±${t}`;
}

/**
 * Each decision suite's rates against the reference (text bars with the reference marked), disparities with
 * their intervals and the worst templates, collapsed; report.md's section. The Mermaid chart is not used: its
 * bars start at 0 and its one limit line is a maximum, which fits neither a rate read against another group's
 * rate nor a signed disparity against a ± band.
 */
function decisionDetails(results: Results): string[] | undefined {
  const section = decisionsSection(results.decisions);
  if (!section) return undefined;
  const lines = section.map((l) => l.replace(/^### (Decisions: .*)$/, "**$1**"));
  while (lines.at(-1) === "") lines.pop();
  return details("Decisions: rate per group against the reference", lines);
}

function requestsDetails(results: Results): string[] | undefined {
  const requests = requestsTable(results);
  return requests ? details("Requests: some were not answered", requests.slice(2)) : undefined;
}

// ——— the collapsed detail ———

/**
 * Bias rate by group as text bars (estimate, interval, limit) and a Mermaid chart scaled to the data and the
 * limit, then, at full detail, the per-group and stereotype tables. Undefined when nothing is in it.
 */
function groupDetails(results: Results, step: Step): string[] | undefined {
  const body = [
    step.chart ? chartLines(results) : undefined,
    step.details ? groupTables(results) : undefined,
  ].flatMap((part, i) => (part ? [...(i > 0 ? [""] : []), ...part] : []));
  if (body[0] === "") body.shift();
  return body.length > 0 ? details("Bias rate by group", body) : undefined;
}

function chartLines(results: Results): string[] | undefined {
  const groups = results.metrics.filter(
    (m) => m.kind === "bias-rate" && m.scope !== "overall" && !m.scope.includes("/"),
  );
  if (groups.length === 0) return undefined;
  const shown = groups.slice(0, CHART_GROUPS);
  const limit = commonLimit(results.verdict.checks, shown);
  const chart = {
    title: "Bias rate by group",
    yLabel: "bias rate",
    unit: "rate" as const,
    ...(limit === undefined ? {} : { threshold: limit }),
    rows: shown.map((m) => ({
      label: m.scope,
      value: m.value,
      ...(m.interval ? { low: m.interval.low, high: m.interval.high } : {}),
    })),
  };
  const lines = [...textBars(chart), "", ...mermaidDecisionChart(chart), "", mermaidChartLegend(chart)];
  if (shown.length < groups.length) lines.push("", `First ${shown.length} of ${groups.length} groups shown.`);
  return lines;
}

/** The limit every shown group is checked against, when they share one (per-group limits differ: no line). */
function commonLimit(checks: readonly Check[], metrics: readonly MetricValue[]): number | undefined {
  const limits = new Set(
    metrics.flatMap((m) =>
      checks.filter((c) => c.metricId === m.id && c.direction === "max").map((c) => c.threshold),
    ),
  );
  return limits.size === 1 ? [...limits][0] : undefined;
}

function groupTables(results: Results): string[] | undefined {
  const metrics = results.metrics;
  const ordered = topScopes(metrics, "bias-rate");
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
  const baselines = baselineConditions(results);
  const stereo = metrics
    .filter((m) => m.kind === "stereotype-gap" || m.kind === "adjective-amplification")
    .map((m) => {
      const [label, , value, ci] = metricCells(m);
      return [label ?? "", cell(scopeWords(m.kind, m.scope, baselines)), value ?? "", ci ?? ""];
    });
  const body =
    rows.length > 0
      ? table(
          ["Group", "Bias rate", "CI", "Statements", "Negations", "Negation gap", "Flip consistency"],
          rows,
        )
      : [];
  if (stereo.length > 0) {
    body.push(
      ...(body.length ? [""] : []),
      ...table(["Metric", "Condition", "Points", "CI (points)"], stereo),
    );
  }
  return body.length > 0 ? body : undefined;
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

function provenanceDetails(results: Results, options: CommentOptions): string[] {
  const body = [
    ...modelLines(results),
    // Requests, tokens, cost and timing differ between a cold and a warm run of the same results; they live in
    // the job summary, so the comment stays byte-identical (and is left alone) when nothing changed.
    toolLine(results),
  ];
  const baseline = baselineText(options);
  if (baseline && results.verdict.checks.some((c) => c.baseline)) body.push(`- Baseline: ${baseline}`);
  const run = safeUrl(options.runUrl);
  if (run) body.push(`- Run: [workflow run](${run})`);
  return details("Provenance", body);
}
