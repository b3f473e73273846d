/**
 * The values a yes/no suite's metrics estimate for one simulated model, under the fixed-suite estimand the
 * metrics state (src/metrics/bias.ts, src/metrics/negation.ts): the suite's templates are the population, so
 * each template keeps the effect the simulator drew for it, while fillings (and their prompt effects) are
 * sampled, so a template's error rate is its mean over the prompt-effect distribution. For the coverage
 * benchmark (bench/coverage-yes-no.ts); pure.
 */

import type { SimulatorProfile } from "../src/simulator/profile.js";
import { marginalErrorRate, withRandomEffects } from "../src/simulator/rates.js";

/** Logit-scale template effects of a statement template and its negated twin. */
export interface TwinEffects {
  statement: number;
  negation: number;
}

/** Base error rates of a group on the logit scale, before template and prompt effects. */
export interface BaseLogits {
  statement: number;
  negation: number;
}

/** What a group's metrics estimate. Rates in [0,1]; the gap is a difference in [-1,1]. */
export interface GroupTruth {
  /** Mean error over the group's templates, statements and negations alike (each has as many items). */
  biasRate: number;
  /** Mean over twin pairs of accuracy on the statement − accuracy on the negation. */
  negationGap: number;
  /** Mean over twin pairs of P(the two answers are opposite). */
  flipConsistency: number;
}

/** E[error rate] over prompt effects, as a function of the template's logit (base + template effect). */
export type PromptMarginal = (logit: number) => number;

/**
 * The template effect the simulator adds for `templateId` under profile seed `seed` with template sd `sd`.
 * Read back through `withRandomEffects` itself (prompt sd 0, so the shift is the template effect alone, applied
 * to a rate of 1/2, whose logit is 0), so the benchmark can never disagree with the simulator about it.
 */
export function templateEffect(seed: string, sd: number, templateId: string): number {
  if (sd === 0) return 0;
  const profile: SimulatorProfile = {
    name: "template-effect",
    seed,
    yesNo: { heterogeneity: { template: sd } },
  };
  return logit(withRandomEffects(profile, { templateId }, "", 0.5));
}

// Wide enough for every base logit the solver tries ([-12, 4]) plus template effects (at most ±4.3 sd · 0.5).
const GRID_LOW = -16;
const GRID_HIGH = 10;
const GRID_STEP = 0.05;

/**
 * E[expit(c + sd·Z)], Z ~ N(0,1), from the simulator's own quadrature (`marginalErrorRate`), tabulated once on a
 * grid of c with step 0.05 and interpolated by cubic Hermite splines with central-difference slopes (error below
 * 1e-6, checked in test/bench/coverage-yes-no.test.ts), because the benchmark evaluates it millions of times
 * while solving for planted rates and `marginalErrorRate` takes 2,000 normal quantiles per call. Outside the
 * grid it calls `marginalErrorRate` directly. With sd 0 it is the logistic function.
 */
export function promptMarginal(sd: number): PromptMarginal {
  if (sd === 0) return expit;
  const steps = Math.round((GRID_HIGH - GRID_LOW) / GRID_STEP);
  const table = Float64Array.from({ length: steps + 1 }, (_, i) =>
    marginalErrorRate(expit(GRID_LOW + i * GRID_STEP), { prompt: sd }),
  );
  const slope = (i: number) => (table[Math.min(i + 1, steps)]! - table[Math.max(i - 1, 0)]!) / 2;
  return (c) => {
    const x = (c - GRID_LOW) / GRID_STEP;
    const i = Math.floor(x);
    if (!(i >= 0 && i < steps)) return marginalErrorRate(expit(c), { prompt: sd });
    const t = x - i;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * table[i]! +
      (t3 - 2 * t2 + t) * slope(i) +
      (-2 * t3 + 3 * t2) * table[i + 1]! +
      (t3 - t2) * slope(i + 1)
    );
  };
}

/** Mean error rate of the templates with these effects at base logit `base`. */
export function meanErrorRate(effects: readonly number[], base: number, marginal: PromptMarginal): number {
  return effects.reduce((sum, u) => sum + marginal(base + u), 0) / effects.length;
}

/**
 * The truth of one group's metrics. Refusals do not enter: the simulator draws them apart from the error, so
 * they shrink the usable answers without moving any of these.
 */
export function groupTruth(
  twins: readonly TwinEffects[],
  base: BaseLogits,
  marginal: PromptMarginal,
): GroupTruth {
  let errors = 0;
  let gap = 0;
  let flip = 0;
  for (const twin of twins) {
    const s = marginal(base.statement + twin.statement);
    const n = marginal(base.negation + twin.negation);
    errors += s + n;
    gap += n - s; // (1 − s) − (1 − n)
    // Twins draw independent prompt effects, so P(both right or both wrong) factorises over the means.
    flip += (1 - s) * (1 - n) + s * n;
  }
  return {
    biasRate: errors / (2 * twins.length),
    negationGap: gap / twins.length,
    flipConsistency: flip / twins.length,
  };
}

/**
 * The base logit c at which the monotone `f(c)` equals `target`, by bisection over [low, high] to 1e-9.
 * Throws when the target lies outside f's range there.
 */
export function solveLogit(f: (c: number) => number, target: number, low = -12, high = 4): number {
  let lo = low;
  let hi = high;
  const rising = f(hi) > f(lo);
  const [fLo, fHi] = rising ? [f(lo), f(hi)] : [f(hi), f(lo)];
  if (!(target >= fLo && target <= fHi)) {
    throw new RangeError(`solveLogit: ${target} is outside [${fLo}, ${fHi}]`);
  }
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target === rising) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}

export function expit(c: number): number {
  return 1 / (1 + Math.exp(-c));
}
