/**
 * The few SVG pieces every plot of the HTML report shares: scales, ticks, axes, colours and the accessible
 * frame (a <title> per SVG). Coordinates are rounded to 0.1 px so the same results give the same bytes.
 */
import type { MetricValue } from "../../metrics/types.js";
import { escapeHtml } from "./escape-html.js";

/** Status colours with at least 4.5:1 contrast on white (GitHub's Primer foregrounds). */
export const STATUS_COLOUR = {
  pass: "#1a7f37",
  fail: "#cf222e",
  inconclusive: "#9a6700",
  error: "#8250df",
} as const;

/** The two sets a contamination plot compares; blue and orange stay apart for colour-blind readers. */
export const SET_COLOUR = { reference: "#0969da", public: "#0969da", fresh: "#bc4c00" } as const;

export const INK = "#1f2328";
export const MUTED = "#59636e";
export const GRID = "#d1d9e0";
export const GOOD_BAND = "#dafbe1";

/** Average advance of a character of the report's sans-serif at 12 px, rounded up so estimates err wide. */
export const CHAR_WIDTH_12PX = 7;

export interface Scale {
  (value: number): number;
  domain: readonly [number, number];
}

/** A linear map from `domain` to `range`; a degenerate domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const scale = ((v: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0)) as Scale;
  scale.domain = domain;
  return scale;
}

/** About `count` round tick values (1, 2 or 5 × 10^k apart) covering [lo, hi]. */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // The tolerance keeps 1.2 / 6 = 0.20000000000000004 on a step of 0.2.
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw * (1 - 1e-9)) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-9; v += step) {
    ticks.push(Number(v.toFixed(10)));
  }
  return ticks;
}

/** [lo, hi] widened to round ticks, with `pad` of the span added each side; rates stay within [0, 1]. */
export function paddedDomain(
  values: readonly number[],
  unit: MetricValue["unit"],
  pad = 0.04,
): [number, number] {
  const finite = values.filter(Number.isFinite);
  let lo = Math.min(...finite, 0);
  let hi = Math.max(...finite, unit === "points" ? 1 : 0.01);
  const span = hi - lo || 1;
  lo -= span * pad;
  hi += span * pad;
  if (unit === "rate") [lo, hi] = [Math.max(0, lo), Math.min(1, hi)];
  const ticks = niceTicks(lo, hi);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : span;
  const nicer: [number, number] = [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
  return unit === "rate" ? [Math.max(0, nicer[0]), Math.min(1, nicer[1])] : nicer;
}

/** A tick label in the axis's unit: rates and differences with up to two decimals, points as integers. */
export function tickLabel(value: number, unit: MetricValue["unit"]): string {
  if (unit === "points") return String(Math.round(value));
  const text = String(Number(value.toFixed(2)));
  return unit === "difference" && value > 0 ? `+${text}` : text;
}

/** What an axis of this unit measures, in words. */
export const UNIT_AXIS_TITLE: Record<MetricValue["unit"], string> = {
  rate: "rate (share, 0–1)",
  difference: "difference of rates or probabilities (−1 to +1)",
  points: "points (percentage points, ×100)",
};

export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** An escaped SVG text element. `extra` holds further attributes, already safe. */
export function text(x: number, y: number, content: string, extra = ""): string {
  return `<text x="${r(x)}" y="${r(y)}"${extra ? ` ${extra}` : ""}>${escapeHtml(content, 200)}</text>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, extra: string): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" ${extra}/>`;
}

/**
 * A vertical-gridline axis along the bottom of a plot area: ticks, their labels and the axis title, with
 * class `axis` so tests can tell axes from marks.
 */
export function xAxis(
  scale: Scale,
  unit: MetricValue["unit"],
  area: { top: number; bottom: number },
  title: string,
): string {
  const [lo, hi] = scale.domain;
  const ticks = niceTicks(lo, hi, 6);
  const parts = ticks.map(
    (t) =>
      line(scale(t), area.top, scale(t), area.bottom, `stroke="${t === 0 ? MUTED : GRID}" stroke-width="1"`) +
      text(scale(t), area.bottom + 14, tickLabel(t, unit), `text-anchor="middle" class="tick"`),
  );
  const mid = (scale(lo) + scale(hi)) / 2;
  parts.push(text(mid, area.bottom + 30, title, `text-anchor="middle" class="axis-title"`));
  return `<g class="axis x">${parts.join("")}</g>`;
}

/** A horizontal-gridline axis along the left of a plot area. */
export function yAxis(
  scale: Scale,
  unit: MetricValue["unit"],
  area: { left: number; right: number },
  title: string,
): string {
  const [lo, hi] = scale.domain;
  const ticks = niceTicks(lo, hi, 5);
  const parts = ticks.map(
    (t) =>
      line(area.left, scale(t), area.right, scale(t), `stroke="${GRID}" stroke-width="1"`) +
      text(area.left - 6, scale(t) + 4, tickLabel(t, unit), `text-anchor="end" class="tick"`),
  );
  const mid = (scale(lo) + scale(hi)) / 2;
  parts.push(
    text(
      area.left - 40,
      mid,
      title,
      `text-anchor="middle" class="axis-title" transform="rotate(-90 ${r(area.left - 40)} ${r(mid)})"`,
    ),
  );
  return `<g class="axis y">${parts.join("")}</g>`;
}

/**
 * An accessible inline SVG: scales with the page (viewBox), role img, labelled by its <title>, described by
 * its <desc>. `id` must be unique in the page; `body` is already escaped.
 */
export function svgFrame(
  id: string,
  size: { width: number; height: number },
  title: string,
  description: string,
  body: string,
): string {
  const safeId = id.replace(/[^A-Za-z0-9_-]/g, "-");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="plot" id="${safeId}" viewBox="0 0 ${size.width} ${r(size.height)}" ` +
    `width="${size.width}" role="img" aria-labelledby="${safeId}-title ${safeId}-desc">` +
    `<title id="${safeId}-title">${escapeHtml(title)}</title><desc id="${safeId}-desc">${escapeHtml(description, 1000)}</desc>` +
    `${body}</svg>`
  );
}

/** `text` cut to fit `width` px at 12 px (an estimate; the full text goes in a <title> tooltip). */
export function fitLabel(label: string, width: number, charWidth = CHAR_WIDTH_12PX): string {
  const max = Math.max(4, Math.floor(width / charWidth));
  const chars = [...label];
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join("")}…`;
}

/** A deterministic value in [0, 1) from a string (FNV-1a), for jitter that does not move between renders. */
export function stableJitter(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
