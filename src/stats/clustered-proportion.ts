/** A proportion whose observations come in clusters (repeated trials of one prompt); pure. */
import type { Interval } from "./interval.js";
import { clopperPearsonInterval } from "./proportions.js";

/** One independent unit of a proportion (a prompt with its trials): `hits` among `total` observations. */
export interface ProportionUnit {
  hits: number;
  total: number;
}

export interface ClusteredProportion {
  /** Σ hits / Σ total, in [0,1]: the pooled proportion over every observation. */
  estimate: number;
  /** Effective sample size behind `interval`, in [0, Σ total]: Σ total / design effect. */
  effectiveN: number;
  interval: Interval;
}

/**
 * The pooled proportion p̂ = Σ hits / Σ total of clustered observations (units = prompts, observations =
 * their trials) with a design-effect-adjusted Clopper–Pearson interval at `level` (two-sided: each tail at most
 * α/2, see `clopperPearsonInterval`).
 *
 * Estimand: the proportion over prompts and trials, prompts being the independent units. The variance of the
 * ratio estimator is estimated from the units, V = Σ (hitsᵢ − p̂·totalᵢ)² / (Σ totalᵢ)² (the with-replacement
 * linearisation, without the k/(k−1) factor so that perfectly correlated, equal-sized repeats give exactly the
 * interval of the k prompts), and the interval is taken at n_eff = p̂(1−p̂) / V, capped at
 * Σ total (a design effect below 1 is not credited). Identical repeats therefore never inflate n; independent
 * repeats keep about the full n. When p̂ is 0 or 1 the data say nothing about the correlation and the
 * conservative Kish size (Σ total)² / Σ totalᵢ² (= k for equal sizes: perfect correlation) is used.
 * With every unit of size 1 this is exactly `clopperPearsonInterval(Σ hits, Σ total, level)`.
 * Throws a RangeError on a unit with hits outside [0, total] or with total < 1.
 */
export function clusteredProportionInterval(
  units: readonly ProportionUnit[],
  level = 0.95,
): ClusteredProportion {
  let hits = 0;
  let total = 0;
  let squares = 0;
  for (const unit of units) {
    if (!(unit.total >= 1 && unit.hits >= 0 && unit.hits <= unit.total)) {
      throw new RangeError(
        `clusteredProportionInterval needs 0 ≤ hits ≤ total, total ≥ 1; got ${unit.hits} of ${unit.total}`,
      );
    }
    hits += unit.hits;
    total += unit.total;
    squares += unit.total * unit.total;
  }
  if (squares === total) {
    // Every unit is one observation: the plain interval, to the last digit.
    return {
      estimate: total === 0 ? 0 : hits / total,
      effectiveN: total,
      interval: clopperPearsonInterval(hits, total, level),
    };
  }
  const p = hits / total;
  const effectiveN = Math.min(total, designEffectiveN(units, p, total, squares));
  const exact = clopperPearsonInterval(p * effectiveN, effectiveN, level);
  return {
    estimate: p,
    effectiveN,
    interval: { ...exact, method: `clopper-pearson (design effect, ${units.length} prompts)` },
  };
}

/** p̂(1−p̂) / V̂(p̂); the Kish size when p̂ is 0 or 1, infinity when the units show no spread at all. */
function designEffectiveN(
  units: readonly ProportionUnit[],
  p: number,
  total: number,
  squares: number,
): number {
  if (p === 0 || p === 1) return (total * total) / squares;
  let spread = 0;
  for (const unit of units) spread += (unit.hits - p * unit.total) ** 2;
  if (spread === 0) return Number.POSITIVE_INFINITY;
  return (p * (1 - p) * total * total) / spread;
}
