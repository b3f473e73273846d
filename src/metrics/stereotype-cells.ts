/**
 * Shared bookkeeping of the stereotype metrics: which coreference items count towards accuracy and how, which
 * item pair (cluster) each belongs to, and the per-pair accuracy cells (stereotype × condition, averaged over
 * trials).
 */
import type { Rng } from "../sampling/rng.js";
import { holmAdjust } from "../stats/multiplicity.js";
import { mean } from "../stats/quantile.js";
import type { MetricValue, ScoredItem } from "./types.js";

export type StereotypeSide = "pro" | "anti";

/**
 * How answered coreference items count in a side's accuracy: the published WinoBias(-adjective) convention,
 * accuracy = correct / all answered prompts of the side, where an unsure or unparseable (`other`) answer is not
 * correct. Declining to resolve the pronoun thus lowers pro and anti accuracy alike; it is gated separately, as
 * an unusable answer (`unusable-rate:<suite>`). Stored in results.json as `coreference.accuracyConvention`.
 */
export const COREFERENCE_ACCURACY_CONVENTION = {
  unsure: "not-correct",
  other: "not-correct",
  denominator: "answered",
} as const;

export type AccuracyConvention = typeof COREFERENCE_ACCURACY_CONVENTION;

/** Correctness (1/0) of the answered items of one item pair in one condition, per side. */
export interface PairCell {
  pro: number[];
  anti: number[];
}

/** The canonical order of conditions: the baseline first, then the adjective conditions, then any others. */
export const CONDITION_ORDER = ["none", "male-adjective", "female-adjective", "both"] as const;

export const BASELINE = "none";

/** An item's condition; items without one are the baseline. */
export function conditionOf(item: ScoredItem): string {
  return item.condition ?? BASELINE;
}

/** The cluster an item belongs to: its item pair, else the item itself (one-sided, never in paired tests). */
export function clusterOf(item: ScoredItem): string {
  return item.itemPair ?? `item:${item.templateId}`;
}

/** Answered, with a pro/anti stereotype: in its side's accuracy denominator, whatever the answer said. */
export function isAnswered(item: ScoredItem): item is ScoredItem & { stereotype: StereotypeSide } {
  return item.status === "answered" && item.stereotype !== undefined;
}

/** 1 when the answer names the referent; unsure and `other` are not correct (COREFERENCE_ACCURACY_CONVENTION). */
function accuracyScore(item: ScoredItem): number {
  return item.category === "correct" ? 1 : 0;
}

/** Conditions present in `items`, in CONDITION_ORDER, unknown ones after, sorted by code unit. */
export function conditionsOf(items: readonly ScoredItem[]): string[] {
  const present = new Set(items.map(conditionOf));
  const known: string[] = CONDITION_ORDER.filter((c) => present.has(c));
  const rest = [...present].filter((c) => !known.includes(c)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...known, ...rest];
}

/** Answered items of one condition grouped by cluster (insertion order = first appearance). */
export function cellsByCluster(items: readonly ScoredItem[], condition: string): Map<string, PairCell> {
  const cells = new Map<string, PairCell>();
  for (const item of items) {
    if (conditionOf(item) !== condition || !isAnswered(item)) continue;
    const key = clusterOf(item);
    const cell = cells.get(key) ?? { pro: [], anti: [] };
    cell[item.stereotype].push(accuracyScore(item));
    cells.set(key, cell);
  }
  return cells;
}

/** Per-pair difference of mean accuracies, pro − anti, in [-1, 1]; undefined when a side is empty. */
export function pairDifference(cell: PairCell | undefined): number | undefined {
  if (!cell || cell.pro.length === 0 || cell.anti.length === 0) return undefined;
  return mean(cell.pro) - mean(cell.anti);
}

/** Σ correct and count over clusters, per side: the pooled accuracy's numerator and denominator. */
export function pooledCounts(cells: readonly PairCell[]): Record<StereotypeSide, { k: number; n: number }> {
  const totals = { pro: { k: 0, n: 0 }, anti: { k: 0, n: 0 } };
  for (const cell of cells) {
    for (const side of ["pro", "anti"] as const) {
      totals[side].n += cell[side].length;
      for (const value of cell[side]) totals[side].k += value;
    }
  }
  return totals;
}

/** Gap and amplification metrics use these to build seeded intervals and tests. */
export interface ResolvedStereotypeOptions {
  level: number;
  resamples?: number;
  rng: (stream: string) => Rng;
}

/** Sets `adjustedP` by Holm across the metrics that have a p-value; returns the same array. */
export function withHolm(metrics: MetricValue[]): MetricValue[] {
  const tested = metrics.filter((metric) => metric.pValue !== undefined);
  const adjusted = holmAdjust(tested.map((metric) => metric.pValue as number));
  tested.forEach((metric, i) => {
    metric.adjustedP = adjusted[i] as number;
  });
  return metrics;
}
