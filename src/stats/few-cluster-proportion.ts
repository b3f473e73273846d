/** A proportion of independent units sampled within a few clusters (families within templates); pure. */
import type { ProportionUnit } from "./clustered-proportion.js";
import type { Interval } from "./interval.js";
import { normalQuantile } from "./normal.js";
import { clopperPearsonInterval } from "./proportions.js";
import { studentTQuantile } from "./student-t.js";

/**
 * The pooled proportion p̂ = Σ hits / Σ total over clusters (a cluster = a template, its units = its families)
 * with a Clopper–Pearson interval at an effective size that accounts for the clustering and for having few
 * clusters. Estimand: the proportion over the population the clusters are sampled from.
 *
 * Why: families within a template are not independent when templates differ in how often the proportion holds;
 * over families alone the decision suite's consistency covered 77.5% with 6 templates × 30 families
 * (bench/coverage-decisions.ts, 200 seeds). `clusteredProportionInterval` is built for many prompts with a few
 * repeats: no k/(k−1) factor and a normal-like width, both too small at 6 clusters. Here the variance is CR1,
 * V = k/(k−1) · Σ (hitsᵢ − p̂·totalᵢ)² / (Σ total)², the size n = p̂(1−p̂)/V is shrunk by (z/t_{k−1})² so the
 * interval is about as wide as a t with k−1 degrees of freedom would make it, and n is capped at
 * Σ total (a design effect below 1 is not credited). When p̂ is 0 or 1 the conservative Kish size
 * (Σ total)² / Σ totalᵢ² is used, as the clustered interval does. With one cluster, or every cluster of one unit,
 * the units are taken as independent: the plain interval over Σ total.
 */
export function fewClusterProportionInterval(
  clusters: readonly ProportionUnit[],
  level = 0.95,
): { estimate: number; effectiveN: number; interval: Interval } {
  let hits = 0;
  let total = 0;
  let squares = 0;
  for (const c of clusters) {
    if (!(c.total >= 1 && c.hits >= 0 && c.hits <= c.total))
      throw new RangeError(
        `fewClusterProportionInterval needs 0 ≤ hits ≤ total, total ≥ 1; got ${c.hits} of ${c.total}`,
      );
    hits += c.hits;
    total += c.total;
    squares += c.total * c.total;
  }
  const k = clusters.length;
  if (k < 2 || squares === total)
    return {
      estimate: total === 0 ? 0 : hits / total,
      effectiveN: total,
      interval: clopperPearsonInterval(hits, total, level),
    };
  const p = hits / total;
  const effectiveN = Math.min(total, effectiveSize(clusters, p, total, squares, level));
  return {
    estimate: p,
    effectiveN,
    interval: {
      ...clopperPearsonInterval(p * effectiveN, effectiveN, level),
      method: `clopper-pearson (CR1 design effect, t over ${k} clusters)`,
      df: k - 1,
      sampling: "clusters",
    },
  };
}

function effectiveSize(
  clusters: readonly ProportionUnit[],
  p: number,
  total: number,
  squares: number,
  level: number,
): number {
  if (p === 0 || p === 1) return (total * total) / squares;
  const k = clusters.length;
  let spread = 0;
  for (const c of clusters) spread += (c.hits - p * c.total) ** 2;
  if (spread === 0) return total;
  const variance = ((k / (k - 1)) * spread) / (total * total);
  const tail = 1 - (1 - level) / 2;
  const shrink = (normalQuantile(tail) / studentTQuantile(tail, k - 1)) ** 2;
  return ((p * (1 - p)) / variance) * shrink;
}
