/**
 * Numbers as the report shows them. Everything upstream keeps full precision; rounding happens here only.
 * The unit-aware formatters live next to the metric table in the gate (its reasons use them too).
 */

import {
  formatLevel,
  formatMeasure,
  formatRange,
  formatSigned,
  formatThreshold,
  METRIC_RULES,
} from "../gate/policy.js";
import type { Interval, MetricValue } from "../metrics/types.js";

export { formatLevel, formatMeasure, formatRange, formatSigned, formatThreshold };

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
 * A rate with its exact counts: `0.123 (12/98)`. The three decimals are rounded toward the unfavourable side
 * (up for a rate that must stay low, down for one that must stay high), so a report never understates a bias;
 * it is also how APES published its table. Computed from the integer counts, so 261/600 prints 0.435, not
 * 0.436 from a float just above it.
 */
export function formatRateWithCounts(metric: MetricValue): string {
  const { numerator: k, denominator: n } = metric;
  if (k === undefined || n === undefined || n === 0) return formatMeasure(metric.value, metric.unit);
  const round = METRIC_RULES[metric.kind].direction === "min" ? Math.floor : Math.ceil;
  const thousandths = round((k * 1000) / n);
  return `${(thousandths / 1000).toFixed(3)} (${k}/${n})`;
}
