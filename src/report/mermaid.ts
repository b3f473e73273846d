/** Mermaid charts built from untrusted labels: every label is reduced to characters that cannot break out. */

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
