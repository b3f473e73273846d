/**
 * A labelled row chart: one row per item, a bar (or a dot) at its value with an optional interval whisker and
 * threshold line, its label on the left and its number on the right. The bias-rate, template, WinoBias and
 * per-database plots are all this shape.
 */
import type { MetricValue } from "../../metrics/types.js";
import { escapeHtml } from "./escape-html.js";
import {
  fitLabel,
  INK,
  line,
  linearScale,
  paddedDomain,
  r,
  type Scale,
  svgFrame,
  text,
  UNIT_AXIS_TITLE,
  xAxis,
} from "./svg.js";

export interface ChartRow {
  label: string;
  /** A second, smaller label under the first (a group, a set). */
  sublabel?: string;
  value: number;
  interval?: { low: number; high: number };
  /** Drawn as a dark vertical line on the row; `max-abs` thresholds draw at ±threshold. */
  threshold?: { value: number; symmetric?: boolean };
  colour: string;
  /** Classes after `mark`, e.g. `group-bar fail`. */
  mark: string;
  /** `data-*` attributes (names without the prefix); values are escaped here. */
  data: Record<string, string>;
  /** The number(s) shown at the right, e.g. `0.083 (10/120)`. */
  note: string;
  /** The row's tooltip; defaults to label and note. */
  tooltip?: string;
  /** Draw a hollow dot instead of a bar (a value that is not a share of something). */
  hollow?: boolean;
  /** A second value of the same row (e.g. after ATD), drawn as a hollow dot joined to the first. */
  secondary?: number;
}

export interface RowChartOptions {
  id: string;
  title: string;
  description: string;
  unit: MetricValue["unit"];
  /** `bar`: bars from 0; `dot`: a dot at the value (for differences, where 0 is not a floor). */
  style: "bar" | "dot";
  /** Forces the axis (e.g. [0, 1] for accuracies). */
  domain?: [number, number];
  axisTitle?: string;
}

const WIDTH = 860;
const PLOT = { left: 240, right: 640 };
const ROW = 28;
const TOP = 8;

/** The chart as one accessible SVG; `rows` in display order. */
export function rowChart(rows: readonly ChartRow[], o: RowChartOptions): string {
  const bottom = TOP + rows.length * ROW;
  const domain = o.domain ?? paddedDomain(rows.flatMap(extent), o.unit);
  const x = linearScale(domain, [PLOT.left, PLOT.right]);
  const body =
    xAxis(x, o.unit, { top: TOP, bottom }, o.axisTitle ?? UNIT_AXIS_TITLE[o.unit]) +
    rows.map((row, i) => rowMarkup(row, x, TOP + i * ROW, o.style)).join("");
  return svgFrame(o.id, { width: WIDTH, height: bottom + 40 }, o.title, o.description, body);
}

function extent(row: ChartRow): number[] {
  const xs = [row.value];
  if (row.secondary !== undefined) xs.push(row.secondary);
  if (row.interval) xs.push(row.interval.low, row.interval.high);
  if (row.threshold) xs.push(row.threshold.value, ...(row.threshold.symmetric ? [-row.threshold.value] : []));
  return xs;
}

function rowMarkup(row: ChartRow, x: Scale, top: number, style: RowChartOptions["style"]): string {
  const y = top + ROW / 2;
  const [lo] = x.domain;
  const parts = [`<title>${escapeHtml(row.tooltip ?? `${row.label}: ${row.note}`, 600)}</title>`];
  parts.push(
    row.sublabel
      ? text(8, y - 1, fitLabel(row.label, 220), `class="label"`) +
          text(8, y + 11, fitLabel(row.sublabel, 220, 6), `class="scope"`)
      : text(8, y + 4, fitLabel(row.label, 220), `class="label"`),
  );
  if (style === "bar" && !row.hollow) {
    const from = x(Math.max(lo, 0));
    const to = x(row.value);
    parts.push(
      `<rect class="bar" x="${r(Math.min(from, to))}" y="${r(top + 6)}" width="${r(Math.max(1, Math.abs(to - from)))}" height="${ROW - 12}" fill="${row.colour}" fill-opacity="0.75"/>`,
    );
  }
  if (row.interval) {
    const [a, b] = [x(row.interval.low), x(row.interval.high)];
    parts.push(
      `<g class="whisker">${line(a, y, b, y, `stroke="${INK}" stroke-width="1.5"`)}${line(a, y - 4, a, y + 4, `stroke="${INK}" stroke-width="1.5"`)}${line(b, y - 4, b, y + 4, `stroke="${INK}" stroke-width="1.5"`)}</g>`,
    );
  }
  if (row.secondary !== undefined) {
    const sx = x(row.secondary);
    parts.push(
      `<g class="secondary">${line(x(row.value), y, sx, y, `stroke="${row.colour}" stroke-width="1.5"`)}<circle cx="${r(sx)}" cy="${r(y)}" r="4.5" fill="#fff" stroke="${row.colour}" stroke-width="2"/></g>`,
    );
  }
  if (style === "dot" || row.hollow) {
    const fill = row.hollow ? "#fff" : row.colour;
    parts.push(
      `<circle class="point" cx="${r(x(row.value))}" cy="${r(y)}" r="5" fill="${fill}" stroke="${row.colour}" stroke-width="2"/>`,
    );
  }
  if (row.threshold) {
    const at = row.threshold.symmetric ? [-row.threshold.value, row.threshold.value] : [row.threshold.value];
    for (const t of at) {
      parts.push(
        line(x(t), top + 2, x(t), top + ROW - 2, `class="threshold" stroke="${INK}" stroke-width="2"`),
      );
    }
  }
  parts.push(text(PLOT.right + 12, y + 4, row.note, `class="value"`));
  const data = Object.entries(row.data)
    .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
    .join("");
  return `<g class="mark ${row.mark}"${data}>${parts.join("")}</g>`;
}
