/**
 * Numbers as the report shows them. Everything upstream keeps full precision; rounding happens here only, through
 * one rule (`roundForDisplay`). The unit-aware formatters live next to the metric table in the gate (its reasons
 * use them too); they are re-exported here so every renderer and the Action's outputs take them from one place.
 */

import {
  DISPLAY_DECIMALS,
  formatLevel,
  formatMeasure,
  formatRange,
  formatSigned,
  formatThreshold,
  roundForDisplay,
} from "../gate/policy.js";
import type { MetricValue } from "../metrics/types.js";
import type { Interval } from "../stats/interval.js";

export {
  DISPLAY_DECIMALS,
  formatLevel,
  formatMeasure,
  formatRange,
  formatSigned,
  formatThreshold,
  roundForDisplay,
};

/**
 * A value with its unit when the unit is not self-evident: points say so (`12.3 points`), rates and differences
 * stay bare decimals (`0.123`). The convention of every renderer: a decimal in [0,1] or [-1,1] is a rate or a
 * difference of rates, anything ×100 is marked "points".
 */
export function formatQuantity(value: number, unit: MetricValue["unit"]): string {
  const text = formatMeasure(value, unit);
  return unit === "points" && text !== "n/a" ? `${text} points` : text;
}

/** A p-value: `<0.001` below a thousandth, otherwise three decimals (`0.042`, `1.000`). */
export function formatP(p: number): string {
  if (!Number.isFinite(p)) return "n/a";
  return p < 0.001 ? "<0.001" : p.toFixed(3);
}

/** An integer count with thousands separators: `12,345`. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "n/a";
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** US dollars: four decimals below a cent (`$0.0042`), two otherwise (`$1.23`). */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return "n/a";
  return usd > 0 && usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** A duration from milliseconds: `850 ms`, `12.3 s`, `4 min 05 s`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "n/a";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** An interval without its level (`0.260–0.360`), or an em dash when there is none. */
export function formatInterval(interval: Interval | undefined, unit: MetricValue["unit"]): string {
  return interval ? formatRange(interval.low, interval.high, unit) : "—";
}

/**
 * A rate with its exact counts: `0.123 (12/98)`. The value is the metric's own, rounded like every other number
 * (a separate rounding of the counts once printed 0.309 here and 0.308 in the checks table for the same rate).
 */
export function formatRateWithCounts(metric: MetricValue): string {
  const { numerator: k, denominator: n } = metric;
  const value = formatMeasure(metric.value, metric.unit);
  if (k === undefined || n === undefined || n === 0) return value;
  return `${value} (${k}/${n})`;
}
