/**
 * Coverage of the stereotype gap's and adjective amplification's intervals
 * (`node --import tsx bench/coverage-coreference.ts [seeds]`, default 400 seeds per row). Pure and in-process:
 * the simulator decides each item's accuracy (`coreferenceAccuracy`, with its item-pair random effects), the
 * bench draws the answers and builds the scored items directly, so no HTTP and no sampling of sentences.
 *
 * Estimand (src/metrics/stereotype.ts): item pairs are a sample of possible sentences, so the truth is the mean
 * per-pair gap over the population of pairs the simulator's effects are drawn from,
 * 100·[E acc(pro) − E acc(anti)] with E the logit-normal mean (`marginalCoreferenceAccuracy`). Each seed is a
 * fresh simulator seed, hence a fresh sample of pairs. Planted accuracies are solved so that this truth is the
 * row's gap exactly. Regimes: `spread`: pro accuracy 0.85 (median pair), pair effects sd 1.0 on the logit scale
 * (pairs range from about 0.45 to 0.98); `ceiling`: pro 0.99, sd 0.5, where most pairs answer both sides right and
 * a naive interval collapses. Amplification rows plant a 10-point baseline gap, pair effects sd 0.8 and an extra
 * pair×condition effect sd 0.5, so the adjectives move pairs differently. Repeated trials of a pair share its
 * effects (repeated measures, correlated).
 *
 * Goals (issue 11): coverage ≥ 93% at level 0.95; false fail (interval wholly on the bad side of the threshold
 * although the truth is at or inside it) and false pass (wholly on the good side although the truth is at or
 * beyond it) ≤ 2.5%. Thresholds are the defaults, maxStereotypeGap (|gap|) and maxAdjectiveAmplification
 * (amplification, one-sided), read as the gate reads them (src/gate/policy.ts).
 */
import { pathToFileURL } from "node:url";
import { sideOfInterval } from "../src/gate/decide.js";
import { DEFAULT_POLICY, METRIC_RULES } from "../src/gate/policy.js";
import { computeStereotypeMetrics } from "../src/metrics/stereotype.js";
import type { MetricValue, ScoredItem } from "../src/metrics/types.js";
import type { CoreferenceHeterogeneity, SimulatorProfile } from "../src/simulator/profile.js";
import { coreferenceAccuracy, marginalCoreferenceAccuracy } from "../src/simulator/rates.js";
import { createRng, type Rng } from "../src/stats/rng.js";

const SEEDS = 400;
const GAP_THRESHOLD = DEFAULT_POLICY.thresholds.maxStereotypeGap ?? 10;
const AMPLIFICATION_THRESHOLD = DEFAULT_POLICY.thresholds.maxAdjectiveAmplification ?? 5;
/** The adjective condition of the amplification rows. */
const ADJECTIVES = "both";

type Quantity = "gap" | "amplification";

interface Regime {
  name: string;
  /** Planted (median pair's) pro accuracy in every condition. */
  pro: number;
  heterogeneity: CoreferenceHeterogeneity;
  /** Planted baseline gap of the amplification rows, in points. */
  baselineGap: number;
}

const REGIMES = {
  spread: { name: "spread", pro: 0.85, heterogeneity: { pair: 1 }, baselineGap: 0 },
  ceiling: { name: "ceiling", pro: 0.99, heterogeneity: { pair: 0.5 }, baselineGap: 0 },
  amplification: {
    name: "spread",
    pro: 0.85,
    heterogeneity: { pair: 0.8, condition: 0.5 },
    baselineGap: 10,
  },
} as const satisfies Record<string, Regime>;

interface Scenario {
  quantity: Quantity;
  regime: Regime;
  pairs: number;
  trials: number;
  /** The estimand's true value, in points. */
  truth: number;
}

interface Tally {
  covered: number;
  fail: number;
  pass: number;
  rejectZero: number;
}

export function benchCoverageCoreference(seeds = SEEDS): string {
  const rows: string[] = [
    `stereotype gap (|gap| ≤ ${GAP_THRESHOLD} points) and adjective amplification`,
    `(≤ ${AMPLIFICATION_THRESHOLD} points), cluster t over item pairs, ${seeds} seeds per row, level 0.95`,
    "metric         regime   pairs  trials  truth  coverage  fail    pass    p<0.05",
  ];
  for (const scenario of scenarios()) {
    const t = runScenario(scenario, seeds);
    const pct = (k: number) => `${((100 * k) / seeds).toFixed(1)}%`.padStart(6);
    rows.push(
      [
        scenario.quantity.padEnd(14),
        scenario.regime.name.padEnd(8),
        String(scenario.pairs).padStart(5),
        String(scenario.trials).padStart(7),
        scenario.truth.toFixed(0).padStart(6),
        pct(t.covered).padStart(9),
        pct(t.fail),
        pct(t.pass),
        pct(t.rejectZero),
      ].join(" "),
    );
  }
  rows.push(
    "fail: interval wholly on the bad side of the threshold (a false fail when the truth is at or inside it);",
    "pass: interval wholly on the good side (a false pass when the truth is at or beyond it); p<0.05: the t test",
    "rejects 0. Amplification reads one-sided (≤ threshold), as the gate does.",
  );
  return rows.join("\n");
}

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const trials of [1, 3]) {
    for (const pairs of [2, 3, 5, 10, 30]) {
      for (const truth of [0, GAP_THRESHOLD, 30]) {
        out.push({ quantity: "gap", regime: REGIMES.spread, pairs, trials, truth });
      }
    }
  }
  for (const pairs of [5, 10, 30]) {
    for (const truth of [0, GAP_THRESHOLD]) {
      out.push({ quantity: "gap", regime: REGIMES.ceiling, pairs, trials: 1, truth });
    }
  }
  for (const trials of [1, 3]) {
    for (const pairs of [2, 5, 10, 30]) {
      for (const truth of [0, AMPLIFICATION_THRESHOLD, 20]) {
        out.push({ quantity: "amplification", regime: REGIMES.amplification, pairs, trials, truth });
      }
    }
  }
  return out;
}

function runScenario(scenario: Scenario, seeds: number): Tally {
  const tally: Tally = { covered: 0, fail: 0, pass: 0, rejectZero: 0 };
  const planted = plantedProfile(scenario);
  const threshold = scenario.quantity === "gap" ? GAP_THRESHOLD : AMPLIFICATION_THRESHOLD;
  const kind = scenario.quantity === "gap" ? "stereotype-gap" : "adjective-amplification";
  const id = `${kind}:bench:${scenario.quantity === "gap" ? "none" : ADJECTIVES}`;
  for (let seed = 0; seed < seeds; seed++) {
    const label = `coverage-coreference:${JSON.stringify(scenario)}:${seed}`;
    const profile: SimulatorProfile = { ...planted, seed: label };
    const items = answerItems(scenario, profile, createRng(label, "answers"));
    const metric = computeStereotypeMetrics(items).metrics.find((m) => m.id === id);
    const interval = intervalOf(metric, scenario);
    if (interval.low <= scenario.truth && scenario.truth <= interval.high) tally.covered++;
    const side = sideOfInterval(interval, threshold, METRIC_RULES[kind].direction);
    if (side === "bad") tally.fail++;
    if (side === "good") tally.pass++;
    if ((metric?.pValue ?? 1) < 0.05) tally.rejectZero++;
  }
  return tally;
}

/** The metric's interval; a metric without one would be decided by its estimate, so it counts as that point. */
function intervalOf(metric: MetricValue | undefined, scenario: Scenario): { low: number; high: number } {
  if (!metric) throw new Error(`no ${scenario.quantity} metric for ${JSON.stringify(scenario)}`);
  return metric.interval ?? { low: metric.value, high: metric.value };
}

/**
 * The profile whose population truth is the scenario's: every condition's pro accuracy is the regime's, and the
 * anti accuracies are solved so that 100·(E pro − E anti) is the baseline gap (`none`) and, with adjectives,
 * the baseline gap plus the amplification.
 */
function plantedProfile(scenario: Scenario): SimulatorProfile {
  const { regime } = scenario;
  const solveAnti = (gap: number) => solveAntiAccuracy(regime, gap);
  if (scenario.quantity === "gap") {
    return {
      name: "bench",
      coreference: { pro: regime.pro, anti: solveAnti(scenario.truth), heterogeneity: regime.heterogeneity },
    };
  }
  return {
    name: "bench",
    coreference: {
      pro: regime.pro,
      anti: solveAnti(regime.baselineGap),
      byCondition: {
        [ADJECTIVES]: { pro: regime.pro, anti: solveAnti(regime.baselineGap + scenario.truth) },
      },
      heterogeneity: regime.heterogeneity,
    },
  };
}

/** The planted anti accuracy a with 100·(E pro − E anti) = gap, by bisection (E is increasing in a). */
function solveAntiAccuracy(regime: Regime, gap: number): number {
  const mean = (accuracy: number) => marginalCoreferenceAccuracy(accuracy, regime.heterogeneity);
  const target = mean(regime.pro) - gap / 100;
  let low = 1e-9;
  let high = 1 - 1e-9;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (mean(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Every pair × side × condition × trial answered, right with the simulator's accuracy for that prompt. */
function answerItems(scenario: Scenario, profile: SimulatorProfile, rng: Rng): ScoredItem[] {
  const conditions = scenario.quantity === "gap" ? ["none"] : ["none", ADJECTIVES];
  const items: ScoredItem[] = [];
  for (let pair = 0; pair < scenario.pairs; pair++) {
    for (const condition of conditions) {
      for (const stereotype of ["pro", "anti"] as const) {
        const itemPair = `p${pair}`;
        const accuracy = coreferenceAccuracy(profile, { stereotype, condition, itemPair });
        for (let trial = 0; trial < scenario.trials; trial++) {
          items.push(scoredItem(itemPair, stereotype, condition, trial, rng.nextFloat() < accuracy));
        }
      }
    }
  }
  return items;
}

function scoredItem(
  itemPair: string,
  stereotype: "pro" | "anti",
  condition: string,
  trial: number,
  correct: boolean,
): ScoredItem {
  return {
    suite: "bench",
    kind: "coreference",
    promptId: `bench:${stereotype}:${itemPair}:${condition}`,
    trial,
    templateId: `${stereotype}:${itemPair}`,
    group: "bench",
    condition,
    stereotype,
    itemPair,
    status: "answered",
    category: correct ? "correct" : "incorrect",
    correct,
    statement: "",
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const seeds = process.argv[2] === undefined ? SEEDS : Number(process.argv[2]);
  console.log(benchCoverageCoreference(seeds));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
