/**
 * Coverage of the text-to-SQL deltas' intervals (`node --import tsx bench/coverage-text-to-sql.ts [seeds]`).
 * Pure: SqlObservations are built directly, no simulator process, no SQL engine.
 *
 * Each seed draws both sets afresh. Database g of a set has an accuracy effect u_g ~ N(0, 0.5²) and an ATD
 * retention effect v_g ~ N(0, 0.5²) on the logit scale (about ±0.12 in accuracy at 0.5: the heterogeneity the
 * intervals must carry, since databases are sampled). A question of level h on database g is right on the
 * original dump with p = expit(b_h + u_g); on the ATD dump it is right only if it was right on the original and
 * the database keeps it, with probability expit(c + v_g), so ATD's correct answers are a subset of the original's.
 *
 * The estimands (src/contamination/text-to-sql-metrics.ts: databases sampled) are population means over the
 * database effects, computed by quadrature over 400 normal quantiles: μ_h = E expit(b_h + u), ρ = E expit(c + v).
 * Fresh accuracies μ_h are fixed per level; the public base b_h is solved by bisection so public μ_h = fresh μ_h + Δ
 * at every level, so the standardised delta is Δ whatever the weights. The fresh set keeps ρ = 0.4 of its
 * correct answers under ATD; the public retention is solved per seed so Σ_h w_h·(drop_fresh,h − drop_public,h)
 * = Δ_ATD exactly under the seed's realised standard weights (drop = μ_h·(1 − ρ)). Goals: coverage ≥ 93%,
 * false fail (interval wholly above the threshold while the truth is at it) and false pass (wholly at or
 * below while at it) ≤ 2.5% each; the threshold is the default 0.15 of both checks.
 */
import { pathToFileURL } from "node:url";
import { measureTextToSql } from "../src/contamination/text-to-sql-metrics.js";
import type { SqlObservation, SqlSet } from "../src/contamination/text-to-sql-types.js";
import type { MetricValue } from "../src/metrics/types.js";
import type { Hardness } from "../src/sql/hardness.js";
import { normalQuantile } from "../src/stats/normal.js";
import { createRng, type Rng } from "../src/stats/rng.js";

const SEEDS = 400;
const THRESHOLD = 0.15;
const DATABASE_SD = 0.5;
const RETENTION_SD = 0.5;
const FRESH_RETENTION = 0.4;
const LEVELS: readonly Hardness[] = ["easy", "medium", "hard", "extra"];
/** Fresh accuracy per level on the original dumps. */
const FRESH_ACCURACY: Record<Hardness, number> = { easy: 0.65, medium: 0.5, hard: 0.4, extra: 0.25 };
/** Spider dev's question counts per database (1,034 in all) and its hardness shares (248/446/174/166). */
const SPIDER_DEV_SIZES = [45, 42, 92, 80, 38, 84, 30, 18, 62, 16, 78, 62, 40, 15, 120, 40, 56, 82, 30, 4];
const SPIDER_DEV_LEVELS = [248, 446, 174, 166];
/** Quadrature nodes of N(0, 1): the midpoint quantiles of 400 equal-probability slices. */
const NODES = Array.from({ length: 400 }, (_, k) => normalQuantile((k + 0.5) / 400));

/** A set's design: `balanced` databases × 5 questions per level, or Spider dev's sizes and mix, perhaps capped. */
type Design = { kind: "balanced"; databases: number } | { kind: "spider"; perDatabase?: number };

interface Scenario {
  name: string;
  fresh: Design;
  public: Design;
  /** Planted contamination delta and ATD drop difference. */
  delta: number;
  atd: number;
}

interface Tally {
  covered: number;
  fail: number;
  pass: number;
  rejectZero: number;
  width: number;
  noInterval: number;
}

/** One metric of one scenario: its planted truth and the share of seeds per outcome. */
export interface TextToSqlCoverageRow {
  design: string;
  metric: "sql-contamination-delta" | "atd-drop-difference";
  truth: number;
  seeds: number;
  /** Shares in [0, 1] of the seeds: interval covers the truth, wholly above / at or below the threshold, p < 0.05. */
  coverage: number;
  fail: number;
  pass: number;
  rejectZero: number;
  /** Mean interval width over seeds with an interval; seeds without one. */
  width: number;
  noInterval: number;
}

/**
 * Coverage, false fail and false pass of both deltas over `seeds` seeds per scenario; `designs` picks the
 * designs by name (all four by default), so a test can run one cheaply.
 */
export function coverageTextToSql(seeds = SEEDS, designs?: readonly string[]): TextToSqlCoverageRow[] {
  return scenarios()
    .filter((s) => designs === undefined || designs.includes(s.name))
    .flatMap((scenario) => {
      const tallies = runScenario(scenario, seeds);
      return (
        [
          ["sql-contamination-delta", scenario.delta, tallies.delta],
          ["atd-drop-difference", scenario.atd, tallies.atd],
        ] as const
      ).map(([metric, truth, t]) => ({
        ...{ design: scenario.name, metric, truth, seeds },
        ...{
          coverage: t.covered / seeds,
          fail: t.fail / seeds,
          pass: t.pass / seeds,
          rejectZero: t.rejectZero / seeds,
        },
        ...{ width: t.width / Math.max(1, seeds - t.noInterval), noInterval: t.noInterval },
      }));
    });
}

export function benchCoverageTextToSql(seeds = SEEDS): string {
  const rows: string[] = [
    `text-to-SQL deltas, cluster-robust t over databases, ${seeds} seeds per row, threshold ${THRESHOLD}, level 0.95`,
    `database sd ${DATABASE_SD}, ATD retention sd ${RETENTION_SD} (logit); fresh accuracy easy/medium/hard/extra ${LEVELS.map((h) => FRESH_ACCURACY[h]).join("/")}, fresh ATD keeps ${FRESH_RETENTION}`,
    "design                          metric                   truth  coverage  fail    pass    p<0.05  width",
  ];
  const pct = (share: number) => `${(100 * share).toFixed(1)}%`.padStart(6);
  for (const row of coverageTextToSql(seeds)) {
    rows.push(
      [
        row.design.padEnd(31),
        row.metric.padEnd(24),
        row.truth.toFixed(2).padStart(5),
        pct(row.coverage).padStart(9),
        pct(row.fail),
        pct(row.pass),
        pct(row.rejectZero),
        row.width.toFixed(3).padStart(6),
      ].join(" "),
    );
  }
  rows.push(
    "fail: interval wholly above the threshold (a false fail when truth ≤ threshold); pass: wholly at or below it",
    "(a false pass when truth ≥ threshold); p<0.05: the t test rejects 0; width: mean interval width.",
  );
  return rows.join("\n");
}

function scenarios(): Scenario[] {
  const designs: Pick<Scenario, "name" | "fresh" | "public">[] = [
    { name: "fresh 4×20, public 4×20", fresh: balanced(4), public: balanced(4) },
    { name: "fresh 4×20, public Spider dev", fresh: balanced(4), public: { kind: "spider" } },
    { name: "fresh 20×20, public Spider dev", fresh: balanced(20), public: { kind: "spider" } },
    {
      name: "fresh 20×20, Spider dev ≤10/db",
      fresh: balanced(20),
      public: { kind: "spider", perDatabase: 10 },
    },
  ];
  const truths = [
    { delta: 0, atd: 0 },
    { delta: THRESHOLD, atd: THRESHOLD },
    { delta: 0.3, atd: 0.25 },
  ];
  return designs.flatMap((d) => truths.map((t) => ({ ...d, ...t })));
}

function balanced(databases: number): Design {
  return { kind: "balanced", databases };
}

function runScenario(scenario: Scenario, seeds: number): { delta: Tally; atd: Tally } {
  const tallies = { delta: emptyTally(), atd: emptyTally() };
  const freshBase = LEVELS.map((h) => solve((b) => meanExpit(b, DATABASE_SD), FRESH_ACCURACY[h]));
  const publicAccuracy = LEVELS.map((h) => FRESH_ACCURACY[h] + scenario.delta);
  const publicBase = publicAccuracy.map((mu) => solve((b) => meanExpit(b, DATABASE_SD), mu));
  const freshRetention = solve((c) => meanExpit(c, RETENTION_SD), FRESH_RETENTION);
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(`coverage-text-to-sql:${JSON.stringify(scenario)}`, String(seed));
    const fresh = plantQuestions("fresh", scenario.fresh, rng);
    const pub = plantQuestions("public", scenario.public, rng);
    // The standard weights the metric will use: level shares of both sets' questions (all are scored here).
    const counts = LEVELS.map((h) => [...fresh, ...pub].filter((q) => q.hardness === h).length);
    const weights = counts.map((c) => c / (fresh.length + pub.length));
    const freshDrop = dot(
      weights,
      LEVELS.map((h) => FRESH_ACCURACY[h] * (1 - FRESH_RETENTION)),
    );
    const publicKept = 1 - (freshDrop - scenario.atd) / dot(weights, publicAccuracy);
    const publicRetention = solve((c) => meanExpit(c, RETENTION_SD), publicKept);
    const observations = [
      ...observe(fresh, freshBase, freshRetention, rng),
      ...observe(pub, publicBase, publicRetention, rng),
    ];
    const { metrics } = measureTextToSql(observations, {
      suite: "bench",
      level: 0.95,
      variants: ["original", "atd"],
    });
    tally(tallies.delta, metrics, "sql-contamination-delta:bench", scenario.delta);
    tally(tallies.atd, metrics, "atd-drop-difference:bench", scenario.atd);
  }
  return tallies;
}

function emptyTally(): Tally {
  return { covered: 0, fail: 0, pass: 0, rejectZero: 0, width: 0, noInterval: 0 };
}

function tally(t: Tally, metrics: readonly MetricValue[], id: string, truth: number): void {
  const metric = metrics.find((m) => m.id === id);
  if (!metric?.interval) {
    t.noInterval++;
    return;
  }
  const { low, high } = metric.interval;
  // The planted truths hold to the bisection's 1e-12, so a bound equal to the truth up to that covers it.
  if (low <= truth + 1e-9 && truth - 1e-9 <= high) t.covered++;
  if (low > THRESHOLD) t.fail++;
  if (high <= THRESHOLD) t.pass++;
  if ((metric.pValue ?? 1) < 0.05) t.rejectZero++;
  t.width += high - low;
}

interface PlantedQuestion {
  id: string;
  set: SqlSet;
  dbId: string;
  hardness: Hardness;
  /** Index into LEVELS. */
  level: number;
}

function plantQuestions(set: SqlSet, design: Design, rng: Rng): PlantedQuestion[] {
  const question = (db: number, i: number, level: number): PlantedQuestion => ({
    ...{ id: `${set}:db${db}:${i}`, set, dbId: `db${db}` },
    ...{ hardness: LEVELS[level] as Hardness, level },
  });
  if (design.kind === "balanced") {
    return Array.from({ length: design.databases }, (_, db) =>
      Array.from({ length: 20 }, (_, i) => question(db, i, Math.floor(i / 5))),
    ).flat();
  }
  const total = SPIDER_DEV_LEVELS.reduce((a, b) => a + b, 0);
  return SPIDER_DEV_SIZES.flatMap((size, db) =>
    Array.from({ length: Math.min(size, design.perDatabase ?? size) }, (_, i) => {
      let u = rng.nextFloat() * total;
      let level = 0;
      while (level < SPIDER_DEV_LEVELS.length - 1 && u >= (SPIDER_DEV_LEVELS[level] ?? 0)) {
        u -= SPIDER_DEV_LEVELS[level] ?? 0;
        level++;
      }
      return question(db, i, level);
    }),
  );
}

/** One trial per question and variant: original right with expit(b_h + u_g), ATD a retained subset of it. */
function observe(
  questions: readonly PlantedQuestion[],
  base: readonly number[],
  retention: number,
  rng: Rng,
): SqlObservation[] {
  const effects = new Map<string, { u: number; v: number }>();
  const out: SqlObservation[] = [];
  for (const q of questions) {
    const e = effects.get(q.dbId) ?? { u: DATABASE_SD * normal(rng), v: RETENTION_SD * normal(rng) };
    effects.set(q.dbId, e);
    const original = rng.nextFloat() < expit((base[q.level] ?? 0) + e.u);
    const atd = original && rng.nextFloat() < expit(retention + e.v);
    const common = {
      suite: "bench",
      set: q.set,
      dbId: q.dbId,
      questionId: q.id,
      hardness: q.hardness,
      trial: 0,
    };
    out.push(
      { ...common, variant: "original", correct: original },
      { ...common, variant: "atd", correct: atd },
    );
  }
  return out;
}

/** E expit(b + sd·Z), Z ~ N(0, 1), by the midpoint-quantile rule. */
function meanExpit(b: number, sd: number): number {
  let total = 0;
  for (const z of NODES) total += expit(b + sd * z);
  return total / NODES.length;
}

/** The x at which the increasing `f(x)` is `target`, by bisection. */
function solve(f: (x: number) => number, target: number): number {
  if (!(target > 0 && target < 1)) throw new RangeError(`cannot plant a mean of ${target}`);
  let low = -40;
  let high = 40;
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2;
    if (f(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function dot(a: readonly number[], b: readonly number[]): number {
  return a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
}

function expit(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function normal(rng: Rng): number {
  const u = 1 - rng.nextFloat();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  console.log(benchCoverageTextToSql(Number(process.argv[2] ?? SEEDS)));
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
