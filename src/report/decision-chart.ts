/**
 * Charts that show a decision: values against their limit on an axis scaled to both, as a Mermaid bar chart
 * with the limit drawn as a line, and as fixed-width text bars that carry what Mermaid cannot draw, the
 * intervals. Pure.
 */
import type { MetricValue } from "../metrics/types.js";
import { formatMeasure, formatRange, formatThreshold } from "./format.js";
import { mermaidLabel, mermaidXyChart } from "./mermaid.js";

export interface ChartRow {
  label: string;
  value: number;
  low?: number;
  high?: number;
}

export interface DecisionChart {
  title: string;
  /** What the values are, e.g. `bias rate`. */
  yLabel: string;
  unit: MetricValue["unit"];
  /** The limit the values are judged against (a maximum), when there is one. */
  threshold?: number;
  rows: readonly ChartRow[];
}

const BAR_WIDTH = 24;
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
const LABEL_WIDTH = 14;

/**
 * The top of an axis that shows every value, interval and the limit with a little room above: 1.1 × the
 * largest, rounded up to a multiple of a 1, 2, 2.5 or 5 × power-of-ten step of which at most 8 fit; rates never
 * beyond 1. So a group at 0.34 (upper bound 0.45) against a 0.10 limit gets 0 … 0.5 and a passing run's
 * 0.01–0.03 gets 0 … 0.035, instead of a 0–1 axis on which 0.08 and 0.10 look the same.
 */
export function niceAxisMax(largest: number, unit: MetricValue["unit"]): number {
  const target = Number.isFinite(largest) && largest > 0 ? largest * 1.1 : unit === "points" ? 10 : 0.1;
  const power = 10 ** Math.floor(Math.log10(target));
  const step =
    [0.1, 0.2, 0.25, 0.5, 1, 2].map((m) => m * power).find((s) => target / s <= 8 * (1 + 1e-12)) ?? power;
  const top = Number((Math.ceil(target / step - 1e-9) * step).toPrecision(6));
  return unit === "rate" ? Math.min(top, 1) : top;
}

/** The axis top for these rows and limit. */
export function chartTop(chart: DecisionChart): number {
  const highs = chart.rows.flatMap((r) => [r.value, r.high ?? r.value].filter(Number.isFinite));
  return niceAxisMax(Math.max(0, ...highs, chart.threshold ?? 0), chart.unit);
}

/**
 * The Mermaid chart on the scaled axis: a bar per estimate, two lines through the intervals' lower and upper
 * ends (xychart has no error bars: the interval is the band between them), and the limit as a flat line.
 * Rows without an interval sit on their estimate in both lines.
 */
export function mermaidDecisionChart(chart: DecisionChart): string[] {
  const withInterval = chart.rows.some((r) => r.low !== undefined && r.high !== undefined);
  return mermaidXyChart({
    title: chart.title,
    xLabels: chart.rows.map((r) => r.label),
    yLabel: chart.yLabel,
    yRange: [0, chartTop(chart)],
    series: "bar",
    values: chart.rows.map((r) => r.value),
    unit: chart.unit,
    ...(withInterval
      ? { lines: [chart.rows.map((r) => r.low ?? r.value), chart.rows.map((r) => r.high ?? r.value)] }
      : {}),
    ...(chart.threshold === undefined ? {} : { threshold: chart.threshold }),
  });
}

/** What the Mermaid chart's marks are, in words: it has no legend. */
export function mermaidChartLegend(chart: DecisionChart): string {
  const withInterval = chart.rows.some((r) => r.low !== undefined && r.high !== undefined);
  const parts = [
    "Bars are the estimates",
    ...(withInterval ? ["the two zigzag lines join each interval's lower and upper ends"] : []),
    ...(chart.threshold === undefined
      ? []
      : [`the flat line is the ${formatThreshold(chart.threshold, chart.unit)} limit`]),
  ];
  return `${parts.join("; ")}.`;
}

/**
 * Fixed-width bars in a code block, one row per value: `gender   ▕███████▌──┤    ┆   ▏ 0.308 (0.254–0.366)`.
 * The block is the estimate (to an eighth of a cell), `──┤` runs to the interval's upper bound and `┆` marks the
 * limit. Labels are reduced like Mermaid labels, so nothing can close the code fence.
 */
export function textBars(chart: DecisionChart): string[] {
  const top = chartTop(chart);
  const cells = (v: number) => Math.max(0, Math.min(BAR_WIDTH, (v / top) * BAR_WIDTH));
  const limitCell =
    chart.threshold === undefined ? undefined : Math.min(BAR_WIDTH - 1, Math.floor(cells(chart.threshold)));
  const rows = chart.rows.map((r) => {
    const bar = barCells(cells(r.value), r.high === undefined ? undefined : cells(r.high));
    if (limitCell !== undefined && (bar[limitCell] === " " || bar[limitCell] === "─")) bar[limitCell] = "┆";
    const label = padEnd(mermaidLabel(r.label), LABEL_WIDTH);
    const ci =
      r.low !== undefined && r.high !== undefined ? ` (${formatRange(r.low, r.high, chart.unit)})` : "";
    return `${label} ▕${bar.join("")}▏ ${formatMeasure(r.value, chart.unit)}${ci}`;
  });
  const limit =
    chart.threshold === undefined ? "" : `; ┆ limit ${formatThreshold(chart.threshold, chart.unit)}`;
  const legend = `${padEnd("", LABEL_WIDTH)}  0 … ${formatMeasure(top, chart.unit)}: █ estimate, ──┤ to the upper bound of the interval${limit}`;
  return ["```text", ...rows, legend, "```"];
}

function barCells(value: number, high: number | undefined): string[] {
  const bar = Array.from({ length: BAR_WIDTH }, () => " ");
  const full = Math.floor(value);
  for (let i = 0; i < full; i++) bar[i] = "█";
  const eighth = Math.round((value - full) * 8);
  if (full < BAR_WIDTH && eighth > 0) bar[full] = eighth === 8 ? "█" : (EIGHTHS[eighth] ?? "");
  if (high !== undefined && high > value) {
    const end = Math.min(BAR_WIDTH - 1, Math.max(Math.ceil(value), Math.ceil(high) - 1));
    for (let i = Math.ceil(value); i < end; i++) bar[i] = "─";
    if (end >= Math.ceil(value)) bar[end] = "┤";
  }
  return bar;
}

function padEnd(text: string, width: number): string {
  const length = [...text].length;
  return length >= width ? text : text + " ".repeat(width - length);
}
