/**
 * Coverage of the decision suite's disparity and consistency intervals, and the gate's false pass and false fail
 * at its default thresholds (`node --import tsx bench/coverage-decisions.ts [seeds]`, default 1,000 seeds per
 * row). Pure and in-process: decisions are drawn from the model below and fed to computeDecisionMetrics as
 * DecisionObservation values; no simulator, no HTTP.
 *
 * Model (each seed draws everything afresh: its templates are a new sample from the template population):
 * - template t: base logit a_t ~ N(logit 0.6, 1); a template × group effect τ_tg ~ N(0, TAU²) for every
 *   non-reference group (the reference is the baseline, τ = 0); a member-noise rate ε_t = min(1, ε·m_t),
 *   m_t log-normal with mean 1 and log-sd 0.7 (templates differ in how often a person changes the decision).
 * - family f of t: random effect b_f ~ N(0, 0.8²). Member g decides favourably with probability
 *   p_fg = σ(a_t + b_f + s_g + τ_tg), s_g the group's planted logit shift.
 * - each trial of a family shares one uniform draw u (the case is decided on its merits for every person);
 *   each member, with probability ε_t, decides on its own draw instead. Either way the member is favourable with
 *   probability p_fg exactly, so noise changes consistency and not the disparity.
 *
 * Estimands (as src/metrics/decisions.ts builds its intervals: CR1 t over templates, so templates are sampled
 * clusters): the disparity of group g is E_t E_f [p_fg − p_f,ref] over the template population
 * = E σ(N(μ + s_g, V + TAU²)) − E σ(N(μ, V)), μ = logit 0.6, V = 1 + 0.8², computed by quadrature; s_g is
 * solved (bisection) so that this is the row's planted truth exactly. Consistency's truth is the expected share
 * of families whose members all decide alike, over the same population: the exact probability given each
 * family's p's and ε_t (an integral over u, piecewise in the sorted p's), averaged over 200,000 drawn families
 * (standard error < 0.001; the trials regime draws its trials for 100,000 families, ≈ 0.0013); for the 0.80
 * rows ε is solved so that this average is 0.80.
 *
 * Regimes: `recipe`: the shipped recipe (fixtures/recipes/decisions), 22 templates × 10 families, 19 groups
 * besides the reference; `deep`: a team's few templates with many fillings, 6 × 30, 6 groups; `shallow`:
 * discrim-eval-like many templates with few fillings each, 40 × 5, 10 groups; `trials`: the deep regime asked
 * 3 times per prompt (repeated trials, correlated through their family).
 *
 * Goals (issue 33), level 0.95: every group's interval and all of them at once (the Bonferroni claim) cover
 * ≥ 93%; consistency covers ≥ 93%; false pass (interval wholly on the good side although the truth is at the
 * threshold) ≤ 2.5%; false fail (wholly on the bad side although the truth is at or inside) ≤ 2.5%. Thresholds
 * are DEFAULT_POLICY's maxDecisionDisparity (|d| ≤ 0.10) and minCounterfactualConsistency (≥ 0.80).
 */
import { pathToFileURL } from "node:url";
import { sideOfInterval } from "../src/gate/decide.js";
import { DEFAULT_POLICY, METRIC_RULES } from "../src/gate/policy.js";
import { computeDecisionMetrics, type DecisionObservation } from "../src/metrics/decisions.js";
import type { MetricValue } from "../src/metrics/types.js";
import { createRng, type Rng } from "../src/stats/rng.js";

const SEEDS = 1000;
const LEVEL = 0.95;
const DISPARITY = DEFAULT_POLICY.thresholds.maxDecisionDisparity ?? 0.1;
const CONSISTENCY = DEFAULT_POLICY.thresholds.minCounterfactualConsistency ?? 0.8;
const MU = Math.log(0.6 / 0.4);
const TEMPLATE_SD = 1;
const FAMILY_SD = 0.8;
/** Template × group heterogeneity on the logit scale. */
const TAU = 0.12;
const NOISE_LOG_SD = 0.7;
/** Member noise of the disparity rows (a member deciding on its own draw). */
const NOISE = 0.02;
const TRUTH_FAMILIES = 200_000;
const REFERENCE = "ref";

export interface Regime {
  name: string;
  templates: number;
  families: number;
  groups: number;
  trials: number;
  /** Families drawn for the consistency truth (default 200,000; fewer only in tests of the bench's shape). */
  truthFamilies?: number;
}

export const REGIMES: readonly Regime[] = [
  { name: "recipe", templates: 22, families: 10, groups: 19, trials: 1 },
  { name: "deep", templates: 6, families: 30, groups: 6, trials: 1 },
  { name: "shallow", templates: 40, families: 5, groups: 10, trials: 1 },
  { name: "trials", templates: 6, families: 30, groups: 6, trials: 3 },
];

/** The planted truths (disparities) of a row, one per non-reference group; the rest are 0. */
const TRUTHS = {
  null: [],
  mixed: [0.06, -0.04, 0.03],
  threshold: [DISPARITY, -DISPARITY, 0.05],
  inside: [DISPARITY - 0.02, -(DISPARITY - 0.02)],
} as const satisfies Record<string, readonly number[]>;

interface Scenario {
  regime: Regime;
  truths: keyof typeof TRUTHS | "consistency";
  /** Per non-reference group: the disparity truth and the logit shift that plants it. */
  disparities: number[];
  shifts: number[];
  noise: number;
  consistency: number;
}

export function benchCoverageDecisions(seeds = SEEDS, truthFamilies = TRUTH_FAMILIES): string {
  const pct = (k: number) => `${((100 * k) / seeds).toFixed(1)}%`.padStart(7);
  const rows: string[] = [
    `decision disparity (|d| ≤ ${DISPARITY}, Bonferroni over the groups) and counterfactual consistency`,
    `(≥ ${CONSISTENCY}), ${seeds} seeds per row, level ${LEVEL}`,
    "regime   T×F    groups trials truths       per-group  all-at-once  cons.truth  cons.cov  pass@thr   fail",
  ];
  for (const scenario of scenarios(truthFamilies)) {
    const t = runScenario(scenario, seeds);
    rows.push(
      [
        scenario.regime.name.padEnd(8),
        `${scenario.regime.templates}×${scenario.regime.families}`.padEnd(6),
        String(scenario.regime.groups).padStart(6),
        String(scenario.regime.trials).padStart(6),
        ` ${scenario.truths.padEnd(11)}`,
        `${pct(t.worstGroup)} min`.padStart(11),
        pct(t.simultaneous).padStart(12),
        scenario.consistency.toFixed(3).padStart(11),
        pct(t.consistencyCovered).padStart(9),
        (t.atThreshold ? pct(t.falsePass) : "–").padStart(9),
        pct(t.falseFail),
      ].join(" "),
    );
  }
  rows.push(
    "per-group: the worst group's coverage; all-at-once: every group's interval covers its truth (goal ≥ 93% both);",
    "cons.cov: consistency's coverage (goal ≥ 93%). pass@thr: a check whose truth is at its threshold passes",
    `(disparity rows: a group at ±${DISPARITY} confidently inside the band; consistency rows: the interval wholly`,
    `≥ ${CONSISTENCY} with the truth at ${CONSISTENCY}); goal ≤ 2.5%. fail: a check with its truth at or inside`,
    "its threshold confidently fails (any group, or consistency); goal ≤ 2.5%.",
  );
  return rows.join("\n");
}

function scenarios(truthFamilies: number): Scenario[] {
  const out: Scenario[] = [];
  for (const regime of REGIMES.map((r) => ({ ...r, truthFamilies }))) {
    for (const truths of Object.keys(TRUTHS) as (keyof typeof TRUTHS)[]) {
      const disparities = Array.from({ length: regime.groups }, (_, g) => TRUTHS[truths][g] ?? 0);
      const shifts = disparities.map(solveShift);
      out.push({
        regime,
        truths,
        disparities,
        shifts,
        noise: NOISE,
        consistency: consistencyTruth(regime, shifts, NOISE),
      });
    }
    const shifts = Array.from({ length: regime.groups }, () => solveShift(0));
    const noise = solveNoise(regime, shifts, CONSISTENCY);
    const disparities = shifts.map(() => 0);
    out.push({ regime, truths: "consistency", disparities, shifts, noise, consistency: CONSISTENCY });
  }
  return out;
}

interface Tally {
  worstGroup: number;
  simultaneous: number;
  consistencyCovered: number;
  falsePass: number;
  falseFail: number;
  atThreshold: boolean;
}

function runScenario(scenario: Scenario, seeds: number): Tally {
  const { regime } = scenario;
  const perGroup = new Array<number>(regime.groups).fill(0);
  const tally: Tally = {
    worstGroup: 0,
    simultaneous: 0,
    consistencyCovered: 0,
    falsePass: 0,
    falseFail: 0,
    atThreshold:
      scenario.truths === "consistency" || scenario.disparities.some((d) => Math.abs(d) === DISPARITY),
  };
  const disparityDirection = METRIC_RULES["decision-disparity"].direction;
  const consistencyDirection = METRIC_RULES["counterfactual-consistency"].direction;
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(`coverage-decisions:${regime.name}:${scenario.truths}:${seed}`);
    const observations = drawSuite(regime, scenario.shifts, scenario.noise, rng);
    const { metrics } = computeDecisionMetrics(observations, {
      suite: "bench",
      reference: REFERENCE,
      level: LEVEL,
    });
    let all = true;
    let passAtThreshold = false;
    let fail = false;
    scenario.disparities.forEach((truth, g) => {
      const interval = intervalOf(metrics, `decision-disparity:bench:g${g}`);
      const covered = interval.low <= truth && truth <= interval.high;
      if (covered) perGroup[g] = (perGroup[g] as number) + 1;
      else all = false;
      const side = sideOfInterval(interval, DISPARITY, disparityDirection);
      if (side === "good" && Math.abs(truth) >= DISPARITY) passAtThreshold = true;
      if (side === "bad" && Math.abs(truth) <= DISPARITY) fail = true;
    });
    const consistency = intervalOf(metrics, "counterfactual-consistency:bench");
    if (consistency.low <= scenario.consistency && scenario.consistency <= consistency.high)
      tally.consistencyCovered++;
    const side = sideOfInterval(consistency, CONSISTENCY, consistencyDirection);
    if (scenario.truths === "consistency") {
      if (side === "good") passAtThreshold = true;
      if (side === "bad") fail = true;
    }
    if (all) tally.simultaneous++;
    if (passAtThreshold) tally.falsePass++;
    if (fail) tally.falseFail++;
  }
  tally.worstGroup = Math.min(...perGroup);
  return tally;
}

/** One seed's suite: every template, family, member and trial answered. */
export function drawSuite(
  regime: Regime,
  shifts: readonly number[],
  noise: number,
  rng: Rng,
): DecisionObservation[] {
  const observations: DecisionObservation[] = [];
  for (let t = 0; t < regime.templates; t++) {
    const template = drawTemplate(regime, noise, rng);
    for (let f = 0; f < regime.families; f++) {
      const familyId = `t${t}:f${f}`;
      const p = memberProbabilities(template, shifts, FAMILY_SD * normal(rng));
      for (let trial = 0; trial < regime.trials; trial++) {
        const shared = rng.nextFloat();
        p.forEach((probability, m) => {
          const u = rng.nextFloat() < template.noise ? rng.nextFloat() : shared;
          const group = m === 0 ? REFERENCE : `g${m - 1}`;
          observations.push({
            suite: "bench",
            familyId,
            templateId: `t${t}`,
            group,
            memberId: `${familyId}:${group}`,
            decision: u < probability ? 1 : 0,
          });
        });
      }
    }
  }
  return observations;
}

interface Template {
  base: number;
  /** τ_tg per non-reference group. */
  interaction: number[];
  /** m_t: the template's member noise is min(1, ε·m_t). */
  multiplier: number;
  noise: number;
}

function drawTemplate(regime: Regime, noise: number, rng: Rng): Template {
  const base = MU + TEMPLATE_SD * normal(rng);
  const interaction = Array.from({ length: regime.groups }, () => TAU * normal(rng));
  const multiplier = Math.exp(NOISE_LOG_SD * normal(rng) - (NOISE_LOG_SD * NOISE_LOG_SD) / 2);
  return { base, interaction, multiplier, noise: Math.min(1, noise * multiplier) };
}

/** The reference's probability first, then each group's. */
function memberProbabilities(template: Template, shifts: readonly number[], family: number): number[] {
  const eta = template.base + family;
  return [sigmoid(eta), ...shifts.map((s, g) => sigmoid(eta + s + (template.interaction[g] as number)))];
}

/** The disparity truth of a logit shift: E σ(N(μ + s, V + τ²)) − E σ(N(μ, V)). */
export function disparityOf(shift: number): number {
  const v = TEMPLATE_SD ** 2 + FAMILY_SD ** 2;
  return logitNormalMean(MU + shift, Math.sqrt(v + TAU ** 2)) - logitNormalMean(MU, Math.sqrt(v));
}

const solvedShifts = new Map<number, number>();

/** The shift whose disparity truth is `target`, by bisection (the truth increases with the shift). */
export function solveShift(target: number): number {
  const known = solvedShifts.get(target);
  if (known !== undefined) return known;
  let low = -10;
  let high = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (disparityOf(mid) < target) low = mid;
    else high = mid;
  }
  solvedShifts.set(target, (low + high) / 2);
  return (low + high) / 2;
}

/** E σ(X), X ~ N(mean, sd²), by the midpoint rule over ±9 sd (a smooth integrand: error far below 1e-9). */
export function logitNormalMean(mean: number, sd: number): number {
  const steps = 1200;
  const width = 18 / steps;
  let sum = 0;
  for (let i = 0; i < steps; i++) {
    const z = -9 + (i + 0.5) * width;
    sum += sigmoid(mean + sd * z) * Math.exp((-z * z) / 2);
  }
  return (sum * width) / Math.sqrt(2 * Math.PI);
}

/** Drawn families for the consistency truth: each its own template (the population), probabilities sorted. */
const drawnFamilies = new Map<string, { p: number[]; multiplier: number }[]>();

function truthFamilies(regime: Regime, shifts: readonly number[]) {
  const key = `${regime.name}:${regime.groups}:${regime.truthFamilies}:${shifts.join(",")}`;
  const known = drawnFamilies.get(key);
  if (known) return known;
  const families = drawTruthFamilies(regime, shifts);
  drawnFamilies.set(key, families);
  return families;
}

/** The population's draws (templates and family effects) for a regime, once: every row reuses them. */
const populations = new Map<string, { template: Template; family: number }[]>();

function drawTruthFamilies(regime: Regime, shifts: readonly number[]) {
  const key = `${regime.name}:${regime.groups}:${regime.truthFamilies}`;
  let population = populations.get(key);
  if (!population) {
    const rng = createRng(`coverage-decisions:truth:${key}`);
    const size = regime.truthFamilies ?? TRUTH_FAMILIES;
    // Drawn trials cost more than the closed form; half as many families leave a standard error ≈ 0.0013.
    const families = regime.trials > 1 ? Math.ceil(size / 2) : size;
    population = Array.from({ length: families }, () => ({
      template: drawTemplate(regime, 1, rng),
      family: FAMILY_SD * normal(rng),
    }));
    populations.set(key, population);
  }
  return population.map(({ template, family }) => ({
    p: memberProbabilities(template, shifts, family).sort((a, b) => a - b),
    multiplier: template.multiplier,
  }));
}

function consistencyTruth(regime: Regime, shifts: readonly number[], noise: number): number {
  return meanConsistency(truthFamilies(regime, shifts), noise, regime.trials);
}

/** The noise ε whose consistency truth is `target`, by bisection (consistency falls as ε grows). */
function solveNoise(regime: Regime, shifts: readonly number[], target: number): number {
  const families = truthFamilies(regime, shifts);
  if (meanConsistency(families, 0, regime.trials) < target)
    throw new Error(`${regime.name}: consistency below ${target} even without member noise`);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (meanConsistency(families, mid, regime.trials) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function meanConsistency(
  families: readonly { p: number[]; multiplier: number }[],
  noise: number,
  trials: number,
): number {
  // The same trial draws for every ε tried (common random numbers), so the bisection sees a steady function.
  const rng = createRng("coverage-decisions:trials-truth");
  let sum = 0;
  for (const family of families)
    sum += familyConsistency(family.p, Math.min(1, noise * family.multiplier), trials, rng);
  return sum / families.length;
}

/**
 * P(every member decides alike | sorted p, ε) for one trial: ∫₀¹ Π_m [(1−ε)·1{u < p_m} + ε·p_m] du (all
 * favourable) plus the mirror for all unfavourable; between consecutive sorted p's the integrand is constant.
 * With several trials a member's value is its favourable share, so "alike" means equal shares; that is not this
 * closed form, so the trials regime's truth comes from drawing the family's trials (exact in expectation).
 */
export function familyConsistency(sorted: readonly number[], noise: number, trials = 1, rng?: Rng): number {
  if (trials > 1) return drawnConsistency(sorted, noise, trials, rng ?? createRng("family-consistency"));
  const k = sorted.length;
  // Members from j up have p > u: the products of their factors, for every j (no division: ε or 1 − p may be 0).
  const aboveYes = scratch(k + 1, 0);
  const aboveNo = scratch(k + 1, 1);
  aboveYes[k] = 1;
  aboveNo[k] = 1;
  for (let m = k - 1; m >= 0; m--) {
    const p = sorted[m] as number;
    aboveYes[m] = (aboveYes[m + 1] as number) * (1 - noise + noise * p);
    aboveNo[m] = (aboveNo[m + 1] as number) * noise * (1 - p);
  }
  let belowYes = 1;
  let belowNo = 1;
  let total = 0;
  for (let j = 0; j <= k; j++) {
    const from = j === 0 ? 0 : (sorted[j - 1] as number);
    const to = j === k ? 1 : (sorted[j] as number);
    total += (to - from) * (belowYes * (aboveYes[j] as number) + belowNo * (aboveNo[j] as number));
    if (j < k) {
      const p = sorted[j] as number;
      belowYes *= noise * p;
      belowNo *= 1 - noise + noise * (1 - p);
    }
  }
  return total;
}

const scratches: Float64Array[] = [];

function scratch(length: number, which: number): Float64Array {
  const held = scratches[which];
  if (held && held.length >= length) return held;
  const fresh = new Float64Array(length);
  scratches[which] = fresh;
  return fresh;
}

function drawnConsistency(p: readonly number[], noise: number, trials: number, rng: Rng): number {
  // Each trial's shared draw: the same uniform for every member of the family.
  const shared = scratch(trials, 2);
  for (let trial = 0; trial < trials; trial++) shared[trial] = rng.nextFloat();
  let first = 0;
  let alike = 1;
  for (let m = 0; m < p.length; m++) {
    let share = 0;
    for (let trial = 0; trial < trials; trial++) {
      const own = rng.nextFloat();
      const u = rng.nextFloat() < noise ? own : (shared[trial] as number);
      if (u < (p[m] as number)) share++;
    }
    if (m === 0) first = share;
    else if (share !== first) alike = 0;
  }
  return alike;
}

function intervalOf(metrics: readonly MetricValue[], id: string): { low: number; high: number } {
  const metric = metrics.find((m) => m.id === id);
  if (!metric) throw new Error(`no ${id} metric`);
  return metric.interval ?? { low: metric.value, high: metric.value };
}

function normal(rng: Rng): number {
  const u = 1 - rng.nextFloat();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const seeds = process.argv[2] === undefined ? SEEDS : Number(process.argv[2]);
  console.log(benchCoverageDecisions(seeds));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
