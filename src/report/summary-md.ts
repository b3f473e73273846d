/**
 * results.json (+ history.jsonl) → the job summary: the full report and a trend over earlier runs. Pure and
 * size-aware: GitHub refuses a step summary over 1 MiB, so the trend chart, then older trend rows, then report
 * detail are dropped until it fits.
 */

import { niceAxisMax } from "./decision-chart.js";
import { escapeModelText } from "./escape.js";
import { formatMeasure, formatThreshold } from "./format.js";
import type { HistoryEntry } from "./history.js";
import { mermaidXyChart } from "./mermaid.js";
import type { LinkOptions } from "./next-steps.js";
import { type KindReportSections, renderReport } from "./report-md.js";
import type { Results } from "./results.js";

/**
 * `runUrl`, `baselineLabel`, `baselineSha`, `repoUrl`, `headSha` and `reproduce` as for the comment
 * (`LinkOptions`); the report shows the baseline and the run.
 */
export interface SummaryOptions extends LinkOptions {
  /** Earlier runs, oldest first (this run's entry included if it should appear). */
  history?: readonly HistoryEntry[];
  /** Longest summary in UTF-8 bytes; default 1 MiB. */
  maxBytes?: number;
}

/** GitHub's limit on one step's summary. */
export const SUMMARY_MAX_BYTES = 1_048_576;
/** The trend shows at most this many runs, the most recent. */
export const TREND_ROWS = 20;

const encoder = new TextEncoder();

function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/**
 * The job summary: `renderReport` at full detail, then a "Trend" section with the last 20 history entries
 * (date, commit, verdict, overall bias rate, negation gap, stereotype gap, contamination delta) and, with at
 * least two bias rates, a Mermaid line chart of the overall bias rate (in [0,1]). To fit `maxBytes` (UTF-8) it
 * drops the chart, then the oldest rows one by one, then asks the report for fewer characters until it fits.
 */
export function renderSummary(
  kindSections: readonly KindReportSections[],
  results: Results,
  options: SummaryOptions = {},
): string {
  const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES;
  const history = (options.history ?? []).slice(-TREND_ROWS);
  const { history: _history, maxBytes: _maxBytes, ...links } = options;
  const report = (maxChars: number) => renderReport(kindSections, results, { ...links, maxChars });
  const limit = results.verdict.checks.find((c) => c.metricId === "bias-rate:overall")?.threshold;
  // UTF-16 code units never outnumber UTF-8 bytes, so a report of maxBytes characters is the largest worth trying.
  const full = report(maxBytes);
  const withChart = withTrend(full, trendSection(history, true, limit));
  if (utf8Bytes(withChart) <= maxBytes) return withChart;
  for (let first = 0; first <= history.length; first++) {
    const text = withTrend(full, trendSection(history.slice(first), false, limit));
    if (utf8Bytes(text) <= maxBytes) return text;
  }
  return shrinkReport(report, utf8Bytes(full), maxBytes);
}

/** The report (which ends in a newline), a blank line and the trend, ending in a newline. */
function withTrend(report: string, trend: readonly string[]): string {
  return trend.length > 0 ? `${report}\n${trend.join("\n")}\n` : report;
}

/** Asks the report for proportionally fewer characters until its UTF-8 size fits. */
function shrinkReport(report: (maxChars: number) => string, bytes: number, maxBytes: number): string {
  let maxChars = Math.floor((maxBytes * maxBytes) / Math.max(bytes, 1));
  for (let attempt = 0; attempt < 50 && maxChars > 0; attempt++) {
    const text = report(maxChars);
    const size = utf8Bytes(text);
    if (size <= maxBytes) return text;
    maxChars = Math.min(maxChars - 1, Math.floor((maxChars * maxBytes) / size));
  }
  // Nothing the report can do fits (a limit of a few bytes): cut on a code-point boundary.
  let out = "";
  for (const ch of report(Math.max(maxBytes, 1))) {
    if (utf8Bytes(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}

function trendSection(history: readonly HistoryEntry[], withChart: boolean, limit?: number): string[] {
  if (history.length === 0) return [];
  const rows = history.map((e, i) => [
    String(i + 1),
    cell(e.at.slice(0, 16).replace("T", " ")),
    e.sha ? `\`${e.sha.replace(/[^0-9a-f]/gi, "").slice(0, 7)}\`` : "—",
    e.verdict,
    value(e.biasRate, "rate"),
    value(e.negationGap, "difference"),
    value(e.stereotypeGap, "points"),
    value(e.contaminationDelta, "difference"),
  ]);
  const lines = [
    "### Trend",
    "",
    `The last ${history.length} recorded runs, oldest first; the chart's x-axis is the run's # in this table.`,
    "",
    "| # | Date | Commit | Verdict | Bias rate | Negation gap | Stereotype gap (points) | Contamination delta |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
  const points = history.flatMap((e, i) =>
    e.biasRate === undefined ? [] : [{ n: i + 1, rate: e.biasRate }],
  );
  if (withChart && points.length >= 2) {
    // Dates and commits as labels overlapped at 20 runs; the run's number is short, unique and in the table.
    const top = niceAxisMax(Math.max(...points.map((p) => p.rate), limit ?? 0), "rate");
    lines.push(
      "",
      ...mermaidXyChart({
        title: "Overall bias rate by run",
        xLabels: points.map((p) => String(p.n)),
        yLabel: "bias rate",
        yRange: [0, top],
        series: "line",
        values: points.map((p) => p.rate),
        ...(limit === undefined ? {} : { threshold: limit }),
      }),
    );
    if (limit !== undefined)
      lines.push("", `The flat line is this run's ${formatThreshold(limit, "rate")} limit.`);
  }
  return lines;
}

function value(v: number | undefined, unit: "rate" | "difference" | "points"): string {
  return v === undefined ? "—" : formatMeasure(v, unit);
}

function cell(text: string): string {
  return escapeModelText(text, 40);
}
