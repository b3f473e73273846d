/**
 * Plot 1: every gated check as one row of a forest plot: the measured value (a dot coloured by status), its
 * confidence interval (a whisker), the region the threshold allows (a green band ending at the threshold line)
 * and, with a baseline, the baseline's value (a hollow diamond). One panel per unit, so rates, differences and
 * points are never drawn on one axis.
 */
import { METRIC_RULES } from "../../gate/policy.js";
import type { Check, MetricValue } from "../../metrics/types.js";
import { formatInterval, formatLevel, formatMeasure, formatSigned, formatThreshold } from "../format.js";
import { proseText } from "../prose.js";
import { escapeHtml } from "./escape-html.js";
import {
  fitLabel,
  GOOD_BAND,
  INK,
  line,
  linearScale,
  MUTED,
  paddedDomain,
  r,
  type Scale,
  STATUS_COLOUR,
  svgFrame,
  text,
  UNIT_AXIS_TITLE,
  xAxis,
} from "./svg.js";

type Unit = MetricValue["unit"];

const UNITS: readonly { unit: Unit; heading: string }[] = [
  { unit: "rate", heading: "Rates" },
  { unit: "difference", heading: "Differences" },
  { unit: "points", heading: "Points" },
];

const WIDTH = 900;
const PLOT = { left: 250, right: 580 };
const ROW = 36;
const TOP = 10;

/** The forest plot, one SVG per unit that has checks; a sentence when nothing was checked. */
export function forestPlot(checks: readonly Check[], metrics: readonly MetricValue[]): string {
  if (checks.length === 0) return `<p class="empty">No metric had a threshold, so nothing was checked.</p>`;
  const level = checks.find((c) => c.interval)?.interval?.level ?? 0.95;
  return UNITS.flatMap(({ unit, heading }) => {
    const own = checks.filter((c) => unitOf(c, metrics) === unit);
    if (own.length === 0) return [];
    return [`<h3>${heading}</h3>`, panel(own, unit, level)];
  }).join("\n");
}

/** The unit a check's value is in: its metric's, else its kind's. */
export function unitOf(check: Check, metrics: readonly MetricValue[]): Unit {
  return metrics.find((m) => m.id === check.metricId)?.unit ?? METRIC_RULES[check.kind].unit;
}

function panel(checks: readonly Check[], unit: Unit, level: number): string {
  const height = TOP + checks.length * ROW + 44;
  const scale = linearScale(paddedDomain(checks.flatMap(extent), unit), [PLOT.left, PLOT.right]);
  const rows = checks.map((c, i) => row(c, unit, scale, TOP + i * ROW));
  const axis = xAxis(scale, unit, { top: TOP, bottom: TOP + checks.length * ROW }, UNIT_AXIS_TITLE[unit]);
  const title = `Checks measured in ${unit === "points" ? "points" : `${unit}s`}: value, ${formatLevel(level)} interval and threshold`;
  const description =
    "One row per check. A dot is the measured value, coloured by status (green pass, red fail, amber " +
    "inconclusive); the whisker is its confidence interval; the green band is what the threshold allows, ending " +
    "at the dark threshold line; a hollow diamond is the baseline's value.";
  return svgFrame(`forest-${unit}`, { width: WIDTH, height }, title, description, axis + rows.join(""));
}

/** Every x a row draws, so the axis covers them all. */
function extent(c: Check): number[] {
  const xs = [c.threshold];
  if (c.direction === "max-abs") xs.push(-c.threshold);
  if (isFiniteNumber(c.value)) xs.push(c.value);
  if (c.interval) xs.push(c.interval.low, c.interval.high);
  if (c.baseline) xs.push(c.baseline.baselineValue);
  return xs;
}

function row(c: Check, unit: Unit, x: Scale, top: number): string {
  const y = top + ROW / 2;
  const colour = STATUS_COLOUR[c.status];
  const label = METRIC_RULES[c.kind].label;
  const parts = [
    `<title>${proseText(`${label}, ${c.scope}: ${c.reason}`, 600)}</title>`,
    band(c, x, top),
    ...thresholdLines(c, x, top),
    text(8, y - 2, fitLabel(label, 230), `class="label"`),
    text(8, y + 12, fitLabel(c.scope, 230, 6), `class="scope"`),
  ];
  if (c.baseline) parts.push(baselineMark(c, x, y));
  if (c.interval) {
    const [lo, hi] = [x(c.interval.low), x(c.interval.high)];
    parts.push(
      `<g class="whisker">${line(lo, y, hi, y, `stroke="${colour}" stroke-width="2"`)}${line(lo, y - 5, lo, y + 5, `stroke="${colour}" stroke-width="2"`)}${line(hi, y - 5, hi, y + 5, `stroke="${colour}" stroke-width="2"`)}</g>`,
    );
  }
  if (isFiniteNumber(c.value)) {
    parts.push(
      `<circle class="point" cx="${r(x(c.value))}" cy="${r(y)}" r="5" fill="${colour}" stroke="#fff"/>`,
    );
    parts.push(text(PLOT.right + 14, y - 2, valueText(c, unit), `class="value"`));
  } else {
    parts.push(
      text((PLOT.left + PLOT.right) / 2, y + 4, "not measured", `class="scope" text-anchor="middle"`),
    );
  }
  if (c.baseline) parts.push(text(PLOT.right + 14, y + 12, baselineText(c, unit), `class="scope"`));
  parts.push(
    text(
      WIDTH - 8,
      y + 4,
      c.status === "pass" ? "pass" : c.status.toUpperCase(),
      `class="status" text-anchor="end" fill="${colour}"`,
    ),
  );
  return (
    `<g class="mark check ${c.status}" data-check="${escapeHtml(c.id)}" data-status="${c.status}" ` +
    `data-unit="${unit}">${parts.join("")}</g>`
  );
}

/** The allowed region of the axis, as a pale green band behind the row. */
function band(c: Check, x: Scale, top: number): string {
  const [lo, hi] = x.domain;
  const [from, to] =
    c.direction === "max"
      ? [lo, c.threshold]
      : c.direction === "min"
        ? [c.threshold, hi]
        : [-c.threshold, c.threshold];
  const [a, b] = [x(Math.max(lo, from)), x(Math.min(hi, to))];
  if (!(b > a)) return "";
  return `<rect class="allowed" x="${r(a)}" y="${r(top + 6)}" width="${r(b - a)}" height="${ROW - 12}" fill="${GOOD_BAND}"/>`;
}

function thresholdLines(c: Check, x: Scale, top: number): string[] {
  const at = c.direction === "max-abs" ? [-c.threshold, c.threshold] : [c.threshold];
  return at.map((t) =>
    line(x(t), top + 3, x(t), top + ROW - 3, `class="threshold" stroke="${INK}" stroke-width="2"`),
  );
}

function baselineMark(c: Check, x: Scale, y: number): string {
  const b = c.baseline!;
  const bx = x(b.baselineValue);
  const colour = b.regressed ? STATUS_COLOUR.fail : MUTED;
  const shift = isFiniteNumber(c.value)
    ? line(bx, y, x(c.value), y, `stroke="${colour}" stroke-width="1.5" stroke-dasharray="3 2"`)
    : "";
  const d = `M${r(bx)} ${r(y - 6)}L${r(bx + 6)} ${r(y)}L${r(bx)} ${r(y + 6)}L${r(bx - 6)} ${r(y)}Z`;
  return `<g class="baseline${b.regressed ? " regressed" : ""}">${shift}<path d="${d}" fill="#fff" stroke="${colour}" stroke-width="2"/></g>`;
}

function valueText(c: Check, unit: Unit): string {
  const interval = c.interval ? ` (${formatInterval(c.interval, unit)})` : "";
  const bound = c.direction === "max" ? "≤" : c.direction === "min" ? "≥" : "±";
  return `${formatMeasure(c.value, unit)}${interval} ${bound}${formatThreshold(c.threshold, unit)}`;
}

function baselineText(c: Check, unit: Unit): string {
  const b = c.baseline!;
  const change = `was ${formatMeasure(b.baselineValue, unit)}, change ${formatSigned(b.delta, unit)}`;
  return b.regressed ? `${change}, worse` : change;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
