/**
 * report.html: the run as a page people would rather look at than read. One self-contained file (inline CSS
 * and SVG, no script, no font or image fetched: its Content-Security-Policy forbids every request), rendered
 * from results.json alone, so a published results file renders the same. Pure.
 */
import type { ContaminationReport } from "../../contamination/measure.js";
import type { TextToSqlReport } from "../../contamination/text-to-sql-metrics.js";
import type { HistoryEntry } from "../history.js";
import { STATUS_WORD } from "../markdown.js";
import type { Results } from "../results.js";
import { biasBars } from "./bias-bars.js";
import { confidencePlot } from "./confidence-plot.js";
import { contaminationPlot } from "./contamination-plot.js";
import { coreferencePlot } from "./coreference-plot.js";
import { decisionsPlot } from "./decisions-plot.js";
import { escapeHtml } from "./escape-html.js";
import { forestPlot } from "./forest-plot.js";
import { provenanceList, verdictHeader } from "./header.js";
import { negationPlot } from "./negation-plot.js";
import { REPORT_CSS } from "./styles.js";
import { trendPlot } from "./trend-plot.js";
import { variantsTable } from "./variants-table.js";

export interface HtmlReportOptions {
  /** Earlier runs, oldest first (history.jsonl); the trend section appears only with them. */
  history?: HistoryEntry[];
  /** The workflow run that produced the results; only http(s) URLs are linked. */
  runUrl?: string;
}

interface Section {
  id: string;
  title: string;
  lead: string;
  body: string | undefined;
}

/**
 * The whole report as one HTML document: the verdict header (status, "simulator, not a real model" when a
 * simulator answered, failing and undecided checks in words), then one section per plot the run has data for
 * (checks, bias rate, confidence, negation, WinoBias, decisions, contamination, trend), then provenance. Every text from
 * the results is HTML-escaped; every plot is an inline SVG with a <title>, and its marks carry `class="mark …"`
 * and `data-*` attributes.
 */
export function renderHtmlReport(results: Results, options: HtmlReportOptions = {}): string {
  const { metrics, verdict, items } = results;
  const sections: Section[] = [
    {
      id: "checks",
      title: "Checks",
      lead: "Every gated metric: the dot is the value, the whisker its confidence interval, the green band what the threshold allows.",
      body: forestPlot(verdict.checks, metrics),
    },
    {
      id: "variants",
      title: "Variants",
      lead: "Each candidate against the current variant on the prompts both answered: candidate − current with a paired interval, and the answers that flipped.",
      body: variantsTable(results),
    },
    {
      id: "bias",
      title: "Bias rate",
      lead: "Share of usable answers that differ from the unbiased label, per group and per template.",
      body: biasBars(metrics, verdict.checks, results.templates),
    },
    {
      id: "confidence",
      title: "Confidence and correctness",
      lead: "How sure the model was of each yes/no answer, for right and wrong answers (APES's confidence).",
      body: confidencePlot(items),
    },
    {
      id: "negation",
      title: "Negation robustness",
      lead: "Each statement against its negation: a robust model's P(Yes) for the two adds up to 1.",
      body: negationPlot(items, metrics),
    },
    {
      id: "coreference",
      title: "WinoBias conditions",
      lead: "Coreference accuracy on pro- and anti-stereotyped sentences, and the stereotype gap between them.",
      body: coreferencePlot(results.coreference, metrics, verdict.checks),
    },
    {
      id: "decisions",
      title: "Decisions",
      lead: "Whether the same case is decided differently when only the person changes: the decision rate per group against the reference group's, and each group's paired disparity against the allowed band.",
      body: decisionsPlot(results.decisions, verdict.checks),
    },
    {
      id: "contamination",
      title: "Contamination",
      lead: "Public benchmark material against fresh material, per database: a model that has seen the benchmark does better on it.",
      body: contaminationPlot(
        results.contamination as ContaminationReport[] | undefined,
        results.textToSql as TextToSqlReport[] | undefined,
        verdict.checks,
      ),
    },
    {
      id: "trend",
      title: "Trend",
      lead: "The headline numbers over earlier runs.",
      body: trendPlot(options.history),
    },
  ];
  const shown = sections.filter((s) => s.body !== undefined);
  const title = `bias-gate: ${STATUS_WORD[verdict.status]} (${results.provenance.model})`;
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title, 200)}</title>`,
    `<style>${REPORT_CSS}</style></head>`,
    "<body><main>",
    verdictHeader(results, options.runUrl),
    `<nav aria-label="Sections"><ul>${[...shown, { id: "provenance", title: "Provenance" }].map((s) => `<li><a href="#${s.id}">${s.title}</a></li>`).join("")}</ul></nav>`,
    ...shown.map(
      (s) =>
        `<section id="${s.id}" aria-labelledby="${s.id}-heading"><h2 id="${s.id}-heading">${s.title}</h2><p class="lead">${s.lead}</p>\n${s.body}\n</section>`,
    ),
    `<section id="provenance" aria-labelledby="provenance-heading"><h2 id="provenance-heading">Provenance</h2>${provenanceList(results)}</section>`,
    "</main></body></html>",
    "",
  ].join("\n");
}
