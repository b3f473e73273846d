/**
 * Coverage of the contamination delta's interval (`node --import tsx bench/coverage-contamination.ts`).
 * Pure: mask observations are built directly, no simulator process and no HTTP.
 *
 * Each seed builds both sets afresh. A database t has N_t = 4·m_t columns, m_t ~ U{3..8} of them masked (Spider's
 * schemas at mask-share 0.25), a database effect c_t ~ N(0, 1) and a column effect e_tj ~ N(0, 1) on the logit
 * scale, so column j restores with p_tj = expit(b + c_t + e_tj). The masked columns are drawn without replacement
 * and each trial of a mask restores with its p_tj. The estimand (src/contamination/metrics.ts: databases fixed,
 * masks sampled) of a set is then exactly Σ_t (m_t / M)·mean_j p_tj; the fresh base b is logit(fresh rate), and
 * the reference base is solved by bisection so the reference estimand is the fresh one + Δ to 1e-12, whatever
 * the drawn effects. Goals: coverage ≥ 93%, false fail (interval wholly above the threshold while Δ ≤ threshold)
 * and false pass (wholly below while Δ ≥ threshold) ≤ 2.5% each; the threshold is the default
 * max-contamination-delta, 0.05.
 */
import { pathToFileURL } from "node:url";
import { computeContamination } from "../src/contamination/metrics.js";
import type { MaskObservation, ProbeSet } from "../src/contamination/types.js";
import { createRng, type Rng } from "../src/stats/rng.js";

const SEEDS = 400;
const THRESHOLD = 0.05;
const DATABASE_SD = 1;
const COLUMN_SD = 1;
const MASKS = { min: 3, max: 8 } as const;
const COLUMNS_PER_MASK = 4;

interface Scenario {
  fresh: number;
  reference: number;
  /** The fresh set's base restore rate (the median column's), before effects. */
  freshRate: number;
  delta: number;
  trials: number;
}

interface Tally {
  covered: number;
  fail: number;
  pass: number;
  rejectZero: number;
  width: number;
}

/** One database of a seed: its masked-column count, its effect, and the effects of all its columns. */
export interface Database {
  masks: number;
  effect: number;
  columns: number[];
}

export function benchCoverageContamination(seeds = SEEDS): string {
  const rows: string[] = [
    `contamination delta, two-sample stratified t, ${seeds} seeds per row, threshold ${THRESHOLD}, level 0.95`,
    `database sd ${DATABASE_SD}, column sd ${COLUMN_SD} (logit), ${MASKS.min}-${MASKS.max} masks per database`,
    "fresh  reference  fresh rate  trials  true delta  coverage  fail    pass    p<0.05  width",
  ];
  for (const scenario of scenarios()) {
    const t = runScenario(scenario, seeds);
    const pct = (k: number) => `${((100 * k) / seeds).toFixed(1)}%`.padStart(6);
    rows.push(
      [
        String(scenario.fresh).padStart(5),
        String(scenario.reference).padStart(10),
        scenario.freshRate.toFixed(2).padStart(11),
        String(scenario.trials).padStart(7),
        scenario.delta.toFixed(2).padStart(11),
        pct(t.covered).padStart(9),
        pct(t.fail),
        pct(t.pass),
        pct(t.rejectZero),
        (t.width / seeds).toFixed(3).padStart(6),
      ].join(" "),
    );
  }
  rows.push(
    "fail: interval wholly above the threshold (a false fail when delta ≤ threshold); pass: wholly at or below it",
    "(a false pass when delta ≥ threshold); p<0.05: the t test rejects delta = 0; width: mean interval width.",
  );
  return rows.join("\n");
}

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const fresh of [2, 3, 5, 10, 30]) {
    for (const reference of [fresh, 20]) {
      if (fresh === 20 && reference === 20) continue;
      for (const delta of [0, THRESHOLD, 0.3])
        out.push({ fresh, reference, freshRate: 0.1, delta, trials: 1 });
    }
  }
  // A fair model that rarely restores anything, a middling one, and repeated trials of each mask.
  for (const fresh of [2, 10]) {
    out.push({ fresh, reference: 20, freshRate: 0.02, delta: 0, trials: 1 });
    out.push({ fresh, reference: 20, freshRate: 0.3, delta: THRESHOLD, trials: 1 });
    out.push({ fresh, reference: 20, freshRate: 0.1, delta: THRESHOLD, trials: 3 });
  }
  return out;
}

function runScenario(scenario: Scenario, seeds: number): Tally {
  const tally: Tally = { covered: 0, fail: 0, pass: 0, rejectZero: 0, width: 0 };
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(`coverage-contamination:${JSON.stringify(scenario)}`, String(seed));
    const fresh = plantDatabases(scenario.fresh, rng);
    const reference = plantDatabases(scenario.reference, rng);
    const freshBase = logit(scenario.freshRate);
    const referenceBase = solveBase(reference, estimand(fresh, freshBase) + scenario.delta);
    const observations = [
      ...observe("fresh", fresh, freshBase, scenario.trials, rng),
      ...observe("reference", reference, referenceBase, scenario.trials, rng),
    ];
    const { metric } = computeContamination(observations, {
      suite: "bench",
      seed,
      clusterLabel: "databases",
    });
    if (!metric.interval) throw new Error("no contamination interval");
    const { low, high } = metric.interval;
    // The planted delta holds to 1e-12 (bisection), so a bound equal to it up to that counts as covering it.
    if (low <= scenario.delta + 1e-9 && scenario.delta - 1e-9 <= high) tally.covered++;
    if (low > THRESHOLD) tally.fail++;
    if (high <= THRESHOLD) tally.pass++;
    if ((metric.pValue ?? 1) < 0.05) tally.rejectZero++;
    tally.width += high - low;
  }
  return tally;
}

export function plantDatabases(count: number, rng: Rng): Database[] {
  return Array.from({ length: count }, () => {
    const masks = MASKS.min + rng.nextBelow(MASKS.max - MASKS.min + 1);
    const effect = DATABASE_SD * normal(rng);
    const columns = Array.from({ length: COLUMNS_PER_MASK * masks }, () => COLUMN_SD * normal(rng));
    return { masks, effect, columns };
  });
}

/** Σ_t (m_t / M)·(mean restore rate of database t's columns) at base logit `base`: the set's estimand. */
export function estimand(databases: readonly Database[], base: number): number {
  const masks = databases.reduce((n, d) => n + d.masks, 0);
  let total = 0;
  for (const d of databases) {
    const mean = d.columns.reduce((s, e) => s + expit(base + d.effect + e), 0) / d.columns.length;
    total += (d.masks / masks) * mean;
  }
  return total;
}

/** The base logit at which the set's estimand is `target` (monotone in the base, so bisection). */
export function solveBase(databases: readonly Database[], target: number): number {
  let low = -40;
  let high = 40;
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2;
    if (estimand(databases, mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function observe(
  set: ProbeSet,
  databases: readonly Database[],
  base: number,
  trials: number,
  rng: Rng,
): MaskObservation[] {
  return databases.flatMap((d, t) => {
    const chosen = rng.shuffle(d.columns.map((_, j) => j)).slice(0, d.masks);
    return chosen.flatMap((column, index) => {
      const p = expit(base + d.effect + (d.columns[column] ?? 0));
      return Array.from({ length: trials }, (_, trial) => ({
        probeId: `bench:${set}:db${t}`,
        set,
        cluster: `db${t}`,
        index,
        expected: `c${column}`,
        restored: rng.nextFloat() < p,
        trial,
      }));
    });
  });
}

function expit(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

function normal(rng: Rng): number {
  const u = 1 - rng.nextFloat();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  console.log(benchCoverageContamination(Number(process.argv[2] ?? SEEDS)));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
