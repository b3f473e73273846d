/**
 * Plot 7: the trend over earlier runs (history.jsonl), one small chart per headline metric, each run a dot
 * coloured by its verdict. Date labels are thinned from the newest run backwards so no two overlap, whatever
 * the number of runs.
 */
import type { MetricValue } from "../../metrics/types.js";
import { formatMeasure } from "../format.js";
import type { HistoryEntry } from "../history.js";
import { escapeHtml } from "./escape-html.js";
import {
  INK,
  linearScale,
  MUTED,
  paddedDomain,
  r,
  STATUS_COLOUR,
  svgFrame,
  text,
  UNIT_AXIS_TITLE,
  yAxis,
} from "./svg.js";

const SERIES = [
  { key: "biasRate", label: "Bias rate (overall)", unit: "rate" },
  { key: "negationGap", label: "Negation gap (overall)", unit: "difference" },
  { key: "stereotypeGap", label: "Stereotype gap (no adjectives)", unit: "points" },
  { key: "contaminationDelta", label: "Contamination delta", unit: "difference" },
] as const satisfies readonly { key: keyof HistoryEntry; label: string; unit: MetricValue["unit"] }[];

const WIDTH = 860;
const PLOT = { left: 90, right: 830, top: 26, bottom: 146 };
/** Dots stay half a date label in from the axis ends, so the end labels clear the y-axis ticks. */
const INSET = 40;
/** Advance of one character of an 11 px tick label, rounded up. */
const TICK_CHAR = 6.6;
const LABEL_GAP = 10;

/** One chart per headline metric any entry has; undefined without history. */
export function trendPlot(history: readonly HistoryEntry[] | undefined): string | undefined {
  if (!history?.length) return undefined;
  const charts = SERIES.filter((s) => history.some((e) => typeof e[s.key] === "number")).map((s) =>
    seriesChart(history, s),
  );
  return charts.length ? charts.join("\n") : undefined;
}

/**
 * Which entries get a date label: every `stride`-th counting back from the newest, the stride the smallest
 * that keeps estimated label widths apart. Exported for tests.
 */
export function labelledIndices(labels: readonly string[], spacing: number): number[] {
  const widest = Math.max(0, ...labels.map((l) => [...l].length * TICK_CHAR));
  const stride = Math.max(1, Math.ceil((widest + LABEL_GAP) / Math.max(spacing, 1e-9)));
  const out: number[] = [];
  for (let i = labels.length - 1; i >= 0; i -= stride) out.unshift(i);
  return out;
}

function seriesChart(history: readonly HistoryEntry[], s: (typeof SERIES)[number]): string {
  const n = history.length;
  const [from, to] = [PLOT.left + INSET, PLOT.right - INSET];
  const spacing = n > 1 ? (to - from) / (n - 1) : 0;
  const xAt = (i: number) => (n > 1 ? from + i * spacing : (from + to) / 2);
  const values = history.map((e) => e[s.key]);
  const y = linearScale(
    paddedDomain(
      values.filter((v): v is number => typeof v === "number"),
      s.unit,
      0.1,
    ),
    [PLOT.bottom, PLOT.top],
  );
  const points = history.flatMap((e, i) => {
    const v = e[s.key];
    return typeof v === "number" ? [{ e, i, v }] : [];
  });
  const path = points.map((p, k) => `${k ? "L" : "M"}${r(xAt(p.i))} ${r(y(p.v))}`).join("");
  const dots = points
    .map(
      ({ e, i, v }) =>
        `<circle class="mark trend-point ${e.verdict}" data-series="${s.key}" cx="${r(xAt(i))}" cy="${r(y(v))}" r="4" fill="${STATUS_COLOUR[e.verdict]}">` +
        `<title>${escapeHtml(`${runName(e)}: ${e.verdict}, ${formatMeasure(v, s.unit)}`)}</title></circle>`,
    )
    .join("");
  const labels = history.map((e) => e.at.slice(0, 10));
  const shown = n > 1 ? labelledIndices(labels, spacing) : [0];
  const ticks = shown
    .map((i) => text(xAt(i), PLOT.bottom + 16, labels[i] ?? "", `class="tick date" text-anchor="middle"`))
    .join("");
  const body =
    yAxis(y, s.unit, { left: PLOT.left, right: PLOT.right }, s.unit === "points" ? "points" : s.unit) +
    `<g class="axis x">${ticks}</g>` +
    `<path d="${path}" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
    dots;
  return svgFrame(
    `trend-${s.key}`,
    { width: WIDTH, height: PLOT.bottom + 28 },
    `${s.label} over the last ${n} runs`,
    `One dot per run, oldest left, coloured by its verdict (green pass, red fail, amber inconclusive, purple endpoint failure); values in ${UNIT_AXIS_TITLE[s.unit]}.`,
    `${text(PLOT.left, 14, s.label, `class="label" fill="${MUTED}"`)}${body}`,
  );
}

function runName(e: HistoryEntry): string {
  return [e.at.slice(0, 16).replace("T", " "), e.sha?.slice(0, 7), e.ref].filter(Boolean).join(" ");
}
