/** Mermaid charts built from untrusted labels: every label is reduced to characters that cannot break out. */
import type { MetricValue } from "../metrics/types.js";
import { roundForDisplay } from "./format.js";

export interface XyChart {
  title: string;
  xLabels: readonly string[];
  yLabel: string;
  yRange: readonly [number, number];
  series: "bar" | "line";
  values: readonly number[];
  /** The values' unit, for rounding (`roundForDisplay`); default `rate`. */
  unit?: MetricValue["unit"];
  /** A limit drawn as a flat second `line` series across the chart, so bars can be read against it. */
  threshold?: number;
  /**
   * More `line` series drawn over the values, one value per label each (e.g. the intervals' lower and upper
   * ends): xychart has no error bars, so an interval is the gap between two lines.
   */
  lines?: readonly (readonly number[])[];
}

/** A fenced Mermaid `xychart-beta` block; every label goes through `mermaidLabel`, values are numbers. */
export function mermaidXyChart(chart: XyChart): string[] {
  const unit = chart.unit ?? "rate";
  const number = (v: number) => (Number.isFinite(v) ? roundForDisplay(v, unit) : 0);
  const labels = chart.xLabels.map((l) => `"${mermaidLabel(l)}"`).join(", ");
  const values = chart.values.map(number).join(", ");
  const lines = [
    "```mermaid",
    "xychart-beta",
    `    title "${mermaidLabel(chart.title)}"`,
    `    x-axis [${labels}]`,
    `    y-axis "${mermaidLabel(chart.yLabel)}" ${number(chart.yRange[0])} --> ${number(chart.yRange[1])}`,
    `    ${chart.series} [${values}]`,
    ...(chart.lines ?? []).map((line) => `    line [${line.map(number).join(", ")}]`),
  ];
  if (chart.threshold !== undefined && Number.isFinite(chart.threshold)) {
    lines.push(`    line [${chart.values.map(() => number(chart.threshold as number)).join(", ")}]`);
  }
  lines.push("```");
  return lines;
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
