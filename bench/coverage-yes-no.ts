/**
 * Coverage of the yes/no suite's gated intervals, end to end through the real parts (`node --import tsx
 * bench/coverage-yes-no.ts`): a suite written as a user would (config, CSV templates with negated twins, domain
 * files; bench/yes-no-suite.ts) is loaded and sampled by the project's code, answered in process by the
 * simulator's `decideAnswer`, scored and measured by the yes/no kind's `measure` and `computeReliability`, and
 * judged by `decideGate` with the default policy. No HTTP.
 *
 * Every seed redraws the model: the profile's seed is new, so the simulator's random template effects
 * (logit sd 0.5) and prompt effects (logit sd 0.5) are new, and so are the sampled fillings and the answers.
 * The truth follows the metrics' fixed-suite estimand (bench/yes-no-truth.ts): the mean over this suite's
 * templates of each template's error rate averaged over prompt effects. Each row targets one metric kind at
 * one side of its default threshold: the planted base rates are solved per seed so that the truth of every
 * scope (each group, hence overall) sits exactly at the chosen value, e.g. a bias rate of exactly 0.10 at the
 * threshold, where false fails and false passes are most likely. Goals: coverage ≥ 93% (nominal 95%), false
 * fail and false pass ≤ 2.5% each.
 */
import { pathToFileURL } from "node:url";
import { decideGate } from "../src/gate/decide.js";
import { gatePolicy } from "../src/gate/from-settings.js";
import type { GatePolicy, Thresholds } from "../src/gate/policy.js";
import { computeReliability } from "../src/metrics/reliability.js";
import type { CheckStatus } from "../src/metrics/types.js";
import type { SimulatorProfile } from "../src/simulator/profile.js";
import { wilsonInterval } from "../src/stats/proportions.js";
import { createRng } from "../src/stats/rng.js";
import type { KindMeasurement } from "../src/suites/kind.js";
import {
  answerPrompts,
  BENCH_GROUPS,
  type BenchGroup,
  type BenchSuite,
  benchTwinIds,
  loadBenchSuite,
} from "./yes-no-suite.js";
import {
  type BaseLogits,
  expit,
  groupTruth,
  meanErrorRate,
  type PromptMarginal,
  promptMarginal,
  solveLogit,
  type TwinEffects,
  templateEffect,
} from "./yes-no-truth.js";

const SEEDS = 400;
/** Logit-scale sds of the planted random effects (see `yesNo.heterogeneity`). */
const HETEROGENEITY = { template: 0.5, prompt: 0.5 } as const;
const COVERAGE_GOAL = 0.93;
const FALSE_DECISION_GOAL = 0.025;

/** One configuration of the suite and the run. `templates` is per group (two groups). */
export interface Design {
  templates: number;
  fillings: number;
  trials: number;
  heterogeneous: boolean;
}

/** Where the truth sits relative to the threshold: well inside it, exactly at it, or well beyond it. */
export type Side = "good" | "threshold" | "bad";

/**
 * The simulated models, one run each. The planted rates are solved per seed so that each group's (hence the
 * overall) truth is exactly: `good`: statements and negations 3% wrong (bias rate 0.03, gap 0), refusals 5%;
 * `threshold`: statements at maxBiasRate − maxNegationGap/2 and negations at maxBiasRate + maxNegationGap/2
 * wrong, so the bias rate and the gap both sit exactly at their thresholds, refusals at maxUnusableRate;
 * `flip-threshold`: one error rate for both polarities putting flip consistency exactly at minFlipConsistency,
 * refusals 3%; `bad`: statements 10% and negations 40% wrong (bias rate 0.25, gap 0.30), refusals 40%.
 * Flip consistency is whatever the error rates make it outside `flip-threshold` (about 0.94 good, 0.58 bad).
 */
type Planting = "good" | "threshold" | "flip-threshold" | "bad";
const PLANTINGS = ["good", "threshold", "flip-threshold", "bad"] as const satisfies readonly Planting[];

const GOOD_ERROR = 0.03;
const GOOD_REFUSAL = 0.05;
const BAD_STATEMENT_ERROR = 0.1;
const BAD_NEGATION_ERROR = 0.4;
const BAD_REFUSAL = 0.4;
const BACKGROUND_REFUSAL = 0.03;

type Gated = "bias-rate" | "negation-gap" | "flip-consistency" | "unusable-rate";
const GATED: Record<Gated, { label: string; threshold: keyof Thresholds }> = {
  "bias-rate": { label: "bias rate", threshold: "maxBiasRate" },
  "negation-gap": { label: "negation gap", threshold: "maxNegationGap" },
  "flip-consistency": { label: "flip consistency", threshold: "minFlipConsistency" },
  "unusable-rate": { label: "unusable rate", threshold: "maxUnusableRate" },
};

/** The run whose model puts `metric` on `side`. */
function plantingFor(metric: Gated, side: Side): Planting {
  return metric === "flip-consistency" && side === "threshold" ? "flip-threshold" : side;
}

/** One scope's metric in one run: its truth, interval and the gate's decision (undefined when not produced). */
export interface Observation {
  truth: number;
  interval?: { low: number; high: number };
  status?: CheckStatus;
}

/** Counts over runs; a run whose metric or interval is missing counts as not covered and undecided. */
export interface Tally {
  runs: number;
  covered: number;
  fail: number;
  pass: number;
  missing: number;
  /** Sum of the truths, for the mean shown in the table. */
  truthSum: number;
}

/** Tallies observations: covered when the interval contains the truth; fail and pass as the gate decided. */
export function tallyObservations(observations: readonly Observation[]): Tally {
  const tally: Tally = { runs: 0, covered: 0, fail: 0, pass: 0, missing: 0, truthSum: 0 };
  for (const o of observations) {
    tally.runs++;
    tally.truthSum += o.truth;
    if (!o.interval) tally.missing++;
    else if (o.interval.low <= o.truth && o.truth <= o.interval.high) tally.covered++;
    if (o.status === "fail") tally.fail++;
    if (o.status === "pass") tally.pass++;
  }
  return tally;
}

/** A goal a row misses; `beyondNoise` when even the 95% Wilson interval of the observed share misses it. */
export interface Miss {
  goal: "coverage" | "false fail" | "false pass";
  beyondNoise: boolean;
}

/**
 * The goals a row misses: coverage below 93%; at the threshold or on its good side a fail rate above 2.5%
 * (false fail); at the threshold or beyond it a pass rate above 2.5% (false pass). A share within Monte Carlo
 * noise of its goal still counts as a miss, marked as such, so a reader can tell a real miss from a coin flip.
 */
export function goalMisses(tally: Tally, side: Side): Miss[] {
  const misses: Miss[] = [];
  const share = (k: number) => k / tally.runs;
  const noise = (k: number) => wilsonInterval(k, tally.runs, 0.95);
  if (share(tally.covered) < COVERAGE_GOAL) {
    misses.push({ goal: "coverage", beyondNoise: noise(tally.covered).high < COVERAGE_GOAL });
  }
  if (side !== "bad" && share(tally.fail) > FALSE_DECISION_GOAL) {
    misses.push({ goal: "false fail", beyondNoise: noise(tally.fail).low > FALSE_DECISION_GOAL });
  }
  if (side !== "good" && share(tally.pass) > FALSE_DECISION_GOAL) {
    misses.push({ goal: "false pass", beyondNoise: noise(tally.pass).low > FALSE_DECISION_GOAL });
  }
  return misses;
}

/** Tallies of one run of one design: per gated metric, the overall scope and the two groups' scopes pooled. */
type RunTallies = Record<Gated, { overall: Tally; group: Tally }>;

/**
 * The tables: per gated metric, one row per design, side and scope (`overall`, `group` = both groups pooled).
 * `designs` defaults to {@link defaultDesigns}.
 */
export function benchCoverageYesNo(seeds = SEEDS, designs: readonly Design[] = defaultDesigns()): string {
  const marginals = new Map<number, PromptMarginal>();
  const runs = designs.map((design) => {
    const suite = loadBenchSuite(design.templates, design.fillings);
    const sd = design.heterogeneous ? HETEROGENEITY.prompt : 0;
    const marginal = marginals.get(sd) ?? promptMarginal(sd);
    marginals.set(sd, marginal);
    const byPlanting = Object.fromEntries(
      PLANTINGS.map((planting) => [planting, runDesign(design, planting, suite, marginal, seeds)]),
    ) as Record<Planting, RunTallies>;
    return { design, byPlanting };
  });
  const policy = gatePolicy(loadBenchSuite(2, 1).config.gate);
  const lines: string[] = [
    `yes/no suite through sampler, simulator, metrics and gate; ${seeds} seeds per row; two groups of T templates, each with a negated twin`,
    `het: random template and prompt effects, logit sd ${HETEROGENEITY.template} and ${HETEROGENEITY.prompt} (no: none); default policy (rule confident, level ${policy.level}, min usable ${policy.minUsable})`,
  ];
  for (const metric of Object.keys(GATED) as Gated[]) {
    const { label, threshold } = GATED[metric];
    lines.push("", `${label} (${metric}), threshold ${policy.thresholds[threshold]}`, header());
    for (const { design, byPlanting } of runs) {
      for (const side of ["good", "threshold", "bad"] as const) {
        const tallies = byPlanting[plantingFor(metric, side)][metric];
        lines.push(formatRow(row(design, side, "overall", tallies.overall)));
        lines.push(formatRow(row(design, side, "group", tallies.group)));
      }
    }
  }
  lines.push(
    "",
    "coverage: the interval contains the truth (the fixed-suite estimand); fail/pass: the gate's check (decideGate).",
    "A fail is false when the truth is at the threshold or on its good side, a pass when it is at the threshold or",
    "beyond it. Scope group pools both groups' checks (2 per seed). ! marks a missed goal (coverage ≥ 93%, false",
    "fail and false pass ≤ 2.5%) within Monte Carlo noise, !! one missed beyond it (the 95% Wilson interval of the",
    `observed share excludes the goal); with ${seeds} seeds the standard error is about ${mcError(0.95, seeds)} on coverage`,
    `and ${mcError(0.025, seeds)} on a 2.5% rate.`,
  );
  return lines.join("\n");
}

function mcError(p: number, seeds: number): string {
  return `${(100 * Math.sqrt((p * (1 - p)) / seeds)).toFixed(1)} points`;
}

/**
 * The designs measured: every template count at 20 fillings; then, at few templates, 40 fillings, three trials at
 * temperature > 0 (repeated measures of one prompt), and no random effects at all. Chosen so that 400 seeds of
 * everything take about two and a half minutes (about 30 µs per simulated answer, sampling and scoring included).
 */
export function defaultDesigns(): Design[] {
  const out: Design[] = [];
  for (const templates of [2, 3, 5, 10, 30])
    out.push({ templates, fillings: 20, trials: 1, heterogeneous: true });
  out.push({ templates: 2, fillings: 40, trials: 1, heterogeneous: true });
  for (const templates of [2, 5]) out.push({ templates, fillings: 20, trials: 3, heterogeneous: true });
  out.push({ templates: 2, fillings: 20, trials: 1, heterogeneous: false });
  return out;
}

function runDesign(
  design: Design,
  planting: Planting,
  suite: BenchSuite,
  marginal: PromptMarginal,
  seeds: number,
): RunTallies {
  const policy = gatePolicy(suite.config.gate);
  const observed = new Map<string, Observation[]>();
  for (let seed = 0; seed < seeds; seed++) {
    const profileSeed = `${planting}/T${design.templates}/f${design.fillings}/r${design.trials}/${design.heterogeneous ? "het" : "flat"}#${seed}`;
    const model = plantModel(design, planting, profileSeed, marginal, policy);
    const { config, sampled } = suite.sample(profileSeed);
    const draw = createRng(profileSeed, "answers").nextFloat;
    const outcomes = answerPrompts(sampled, model.profile, design.trials, draw);
    // The yes/no kind scores synchronously; only kinds that execute answers return a promise.
    const measured = sampled.measure(outcomes, { config, level: policy.level }) as KindMeasurement;
    const metrics = [...measured.metrics, ...computeReliability(measured.items, { level: policy.level })];
    const checks = decideGate(metrics, policy).checks;
    for (const metric of Object.keys(GATED) as Gated[]) {
      for (const scope of ["overall", ...BENCH_GROUPS] as const) {
        const id = `${metric}:${scope}`;
        const value = metrics.find((m) => m.id === id);
        const check = checks.find((c) => c.metricId === id);
        const observation: Observation = { truth: model.truth[scope][metric] };
        if (value?.interval) observation.interval = value.interval;
        if (check) observation.status = check.status;
        const key = `${metric}:${scope === "overall" ? "overall" : "group"}`;
        const list = observed.get(key) ?? [];
        list.push(observation);
        observed.set(key, list);
      }
    }
  }
  const tallyOf = (key: string) => tallyObservations(observed.get(key) ?? []);
  return Object.fromEntries(
    (Object.keys(GATED) as Gated[]).map((m) => [
      m,
      { overall: tallyOf(`${m}:overall`), group: tallyOf(`${m}:group`) },
    ]),
  ) as RunTallies;
}

/** The simulated model of one seed and the truth of every gated metric per scope. */
interface PlantedModel {
  profile: SimulatorProfile;
  truth: Record<"overall" | BenchGroup, Record<Gated, number>>;
}

/**
 * Draws the seed's template effects (as the simulator will), solves each group's base rates for the planting's
 * targets, and returns the profile planting them with the truths they imply. Overall truths are the groups'
 * means: the groups are equally large.
 */
function plantModel(
  design: Design,
  planting: Planting,
  seed: string,
  marginal: PromptMarginal,
  policy: GatePolicy,
): PlantedModel {
  const sd = design.heterogeneous ? HETEROGENEITY.template : 0;
  const refusalRate = refusalOf(planting, policy);
  const statement: Record<string, number> = {};
  const negation: Record<string, number> = {};
  const perGroup = BENCH_GROUPS.map((group) => {
    const twins: TwinEffects[] = benchTwinIds(group, design.templates).map((ids) => ({
      statement: templateEffect(seed, sd, ids.statement),
      negation: templateEffect(seed, sd, ids.negation),
    }));
    const base = baseLogits(planting, twins, marginal, policy);
    statement[group] = expit(base.statement);
    negation[group] = expit(base.negation);
    const t = groupTruth(twins, base, marginal);
    return {
      "bias-rate": t.biasRate,
      "negation-gap": t.negationGap,
      "flip-consistency": t.flipConsistency,
      "unusable-rate": refusalRate,
    };
  });
  const [age, origin] = perGroup as [Record<Gated, number>, Record<Gated, number>];
  const overall = Object.fromEntries(
    (Object.keys(GATED) as Gated[]).map((m) => [m, (age[m] + origin[m]) / 2]),
  ) as Record<Gated, number>;
  const profile: SimulatorProfile = {
    name: "coverage-yes-no",
    seed,
    yesNo: {
      statementErrorRate: statement,
      negationErrorRate: negation,
      refusalRate,
      ...(design.heterogeneous ? { heterogeneity: { ...HETEROGENEITY } } : {}),
    },
  };
  return { profile, truth: { overall, age, origin } };
}

function refusalOf(planting: Planting, policy: GatePolicy): number {
  if (planting === "good") return GOOD_REFUSAL;
  if (planting === "bad") return BAD_REFUSAL;
  return planting === "threshold" ? threshold(policy, "maxUnusableRate") : BACKGROUND_REFUSAL;
}

/** Base logits that put this group's truths where the planting wants them, given its template effects. */
function baseLogits(
  planting: Planting,
  twins: readonly TwinEffects[],
  marginal: PromptMarginal,
  policy: GatePolicy,
): BaseLogits {
  const solveMean = (polarity: keyof TwinEffects, rate: number) => {
    const effects = twins.map((t) => t[polarity]);
    return solveLogit((c) => meanErrorRate(effects, c, marginal), rate);
  };
  const polarities = (s: number, n: number) => ({
    statement: solveMean("statement", s),
    negation: solveMean("negation", n),
  });
  switch (planting) {
    case "good":
      return polarities(GOOD_ERROR, GOOD_ERROR);
    case "threshold": {
      const bias = threshold(policy, "maxBiasRate");
      const gap = threshold(policy, "maxNegationGap");
      return polarities(bias - gap / 2, bias + gap / 2);
    }
    case "flip-threshold": {
      // One base rate for both polarities: flip consistency falls as it rises towards 1/2.
      const flip = (c: number) => groupTruth(twins, { statement: c, negation: c }, marginal).flipConsistency;
      const c = solveLogit(flip, threshold(policy, "minFlipConsistency"), -12, 0);
      return { statement: c, negation: c };
    }
    case "bad":
      return polarities(BAD_STATEMENT_ERROR, BAD_NEGATION_ERROR);
  }
}

function threshold(policy: GatePolicy, key: keyof Thresholds): number {
  const value = policy.thresholds[key];
  if (value === undefined) throw new Error(`the default policy has no ${key}`);
  return value;
}

function header(): string {
  return formatRow([
    "T",
    "fillings",
    "trials",
    "het",
    "truth",
    "scope",
    "coverage",
    "fail",
    "pass",
    "misses",
  ]);
}

function row(s: Design, side: Side, scope: "overall" | "group", t: Tally): string[] {
  const pct = (k: number) => `${((100 * k) / t.runs).toFixed(1)}%`;
  const misses = goalMisses(t, side);
  return [
    String(s.templates),
    String(s.fillings),
    String(s.trials),
    s.heterogeneous ? "het" : "no",
    `${side} ${(t.truthSum / t.runs).toFixed(3)}`,
    scope,
    pct(t.covered),
    pct(t.fail),
    pct(t.pass),
    misses.map((m) => `${m.beyondNoise ? "!!" : "!"} ${m.goal}`).join(", "),
  ];
}

const WIDTHS = [3, 8, 6, 3, 15, 7, 8, 6, 6, 0];

function formatRow(cells: readonly string[]): string {
  return cells
    .map((cell, i) =>
      i === 4 || i === 5 || i === cells.length - 1 ? cell.padEnd(WIDTHS[i]!) : cell.padStart(WIDTHS[i]!),
    )
    .join("  ")
    .trimEnd();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const seeds = Number(process.argv[2] ?? SEEDS);
  console.log(benchCoverageYesNo(seeds));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
