/**
 * The text-to-SQL contamination study's numbers (issue 13): test-suite accuracy per set × schema variant ×
 * hardness, the hardness-standardised contamination delta (public − fresh, original dumps) and the ATD drop
 * difference (drop on fresh − drop on public), from scored answers. Pure.
 *
 * Estimand: the databases are a sample of the databases a benchmark (or a fresh set) could have been built on,
 * and the questions a sample of those one could ask of them, so a set's accuracy is the expected accuracy of a
 * question of a given hardness on a random database of its population, and every interval is clustered by
 * database: questions of one database share its schema, its naming and its quirks. Unlike the DC-accuracy delta
 * (src/contamination/metrics.ts: the databases fixed), more questions on the same databases narrow these
 * intervals little; more databases do. Hardness is standardised because Spider dev and a fresh set need not
 * share a mix of easy and extra-hard questions: both sets are weighed by the same standard weights, w_h = the
 * share of level h among the scored questions of both sets together on the original dumps.
 *
 * The unit is a question: its value is its mean correctness over its scored trials (trials are repeated
 * measures, never extra n). An answer without SQL is unusable: it always counts in `unusable-rate:<suite>`, and
 * under the `unusable: wrong` convention (the default: the Termite paper and test-suite-sql-eval score a reply
 * with no query as a query that fails) also as a wrong trial in accuracy; under `excluded` it leaves accuracy.
 */

import type { MetricValue } from "../metrics/types.js";
import { HARDNESS_LEVELS, type Hardness } from "../sql/hardness.js";
import { welchDifference } from "../stats/cluster-linear.js";
import { clusteredProportionInterval, type ProportionUnit } from "../stats/clustered-proportion.js";
import type { Interval } from "../stats/interval.js";
import { type ClusterSpread, clusterSpread } from "./metrics.js";
import type { SqlComparability } from "./sql-side-comparability.js";
import { inAccuracy, PUBLISHED_CONVENTIONS, type ScoringConventions } from "./text-to-sql-conventions.js";
import {
  accuracyFloor,
  compare,
  dropFloor,
  intervalOf,
  paired,
  type QuestionValue,
  questionValues,
  standardised,
  sum,
} from "./text-to-sql-question-values.js";
import { type SchemaVariant, SQL_SETS, type SqlObservation, type SqlSet } from "./text-to-sql-types.js";

export interface TextToSqlOptions {
  suite: string;
  /** Two-sided confidence level of every interval, e.g. 0.95. */
  level: number;
  /** The schema variants the suite asked; the ATD drop difference needs both. */
  variants: readonly SchemaVariant[];
  /** How answers were scored; the published ones (`PUBLISHED_CONVENTIONS`) when omitted. */
  conventions?: ScoringConventions;
}

/** One set's answers: distinct questions and databases asked, answers scored and answers without SQL. */
export interface SqlSetCounts {
  questions: number;
  databases: number;
  scored: number;
  unusable: number;
}

/** Accuracy (rate in [0,1]) of one set × variant × hardness level (or `all`): the mean over its questions. */
export interface SqlAccuracyCell {
  set: SqlSet;
  variant: SchemaVariant;
  hardness: Hardness | "all";
  accuracy: number;
  questions: number;
  databases: number;
  /** Cluster-robust t over databases; absent with fewer than 2 databases. */
  interval?: Interval;
}

/** A standard weight: level h's share of the scored original-dump questions of both sets (after drops). */
export interface HardnessWeight {
  hardness: Hardness;
  weight: number;
  public: number;
  fresh: number;
}

/** One set's standardised estimate behind a delta: accuracy (contamination delta) or drop (ATD). */
export interface SqlSetEstimate {
  estimate: number;
  questions: number;
  databases: number;
  /** √max(CR2 variance, binomial floor); absent with fewer than 2 databases. */
  standardError?: number;
  df?: number;
}

export interface SqlDeltaSummary {
  metric: MetricValue;
  public: SqlSetEstimate;
  fresh: SqlSetEstimate;
  /** The weights used, renormalised over the levels both sets have. */
  weights: HardnessWeight[];
  /** Levels left out because a set had no (paired) scored question there, and which set lacked them. */
  dropped: { hardness: Hardness; missingFrom: SqlSet[] }[];
}

/** One database's accuracy on one set × variant: Σ question values / questions. */
export interface SqlDatabaseAccuracy {
  dbId: string;
  correct: number;
  questions: number;
}

/** Per set × variant, the Termite paper's mean over databases with its min–max beside the pooled accuracy. */
export interface SqlDatabaseSpread {
  set: SqlSet;
  variant: SchemaVariant;
  /** The `all` cell: the mean over questions. */
  pooled: number;
  spread: ClusterSpread;
  /** Sorted by dbId. */
  databases: SqlDatabaseAccuracy[];
}

/** One text-to-SQL suite's outcome, as stored in results.json under `textToSql[]`. */
export interface TextToSqlReport {
  suite: string;
  level: number;
  variants: SchemaVariant[];
  sets: Record<SqlSet, SqlSetCounts>;
  /** Per set, variant, then hardness in Spider's order and `all` last. */
  cells: SqlAccuracyCell[];
  /** `sql-contamination-delta:<suite>`; absent when a set has no scored original-dump question. */
  contamination?: SqlDeltaSummary;
  /** `atd-drop-difference:<suite>`; absent unless both variants were asked and paired questions exist in both sets. */
  atd?: SqlDeltaSummary;
  /** The contamination delta's interval lies wholly above 0 (public translated better): p < 1 − level, delta > 0. */
  significant: boolean;
  byDatabase: SqlDatabaseSpread[];
  /** Gold queries that failed on their own test suite: filled in by the caller. */
  goldProblems: { questionId: string; message: string }[];
  /** What each set was read from: filled in by the caller. */
  origins: { public: string; fresh: string };
  /** The scoring conventions every accuracy and delta here used. */
  conventions: ScoringConventions;
  /** What both sides' dumps showed (the rows policy) and whether they were comparable; absent in older results. */
  comparability?: SqlComparability;
}
const METHOD = "cluster-robust t over databases (CR2, G − 1 df)";
const DELTA_METHOD = "cluster-robust t over databases (CR2, G − 1 df per set, Welch–Satterthwaite df)";

/**
 * Every text-to-SQL metric of one suite, and its report (estimand in the file comment).
 *
 * - `sql-accuracy:<suite>:<set>:<variant>:<hardness|all>` (rate): the mean over the cell's scored questions.
 *   Variance: cluster-robust over databases (CR2: each database's residual sum over the level's questions
 *   inflated by 1/√(1 − its share of them), which is CR1's G/(G − 1) when databases are balanced) of the
 *   question scores (y_i − ȳ)/n, floored by p̃(1 − p̃)/n with the
 *   Agresti–Caffo p̃ = (Σy + 1)/(n + 2); t on G − 1 df, clipped to [0, 1]. Fewer than 2 databases: value only.
 * - `sql-contamination-delta:<suite>` (difference) = Σ_h w_h·ȳ(public, original, h) − Σ_h w_h·ȳ(fresh, original,
 *   h). Each set's term is linear in its question values (c_i = w_h/n_{set,h}); its variance is CR2 over the
 *   set's databases of c_i·(y_i − ȳ_h) (the ratio estimator's linearisation), floored by Σ_h w_h²·p̃_h(1 − p̃_h)
 *   /n_h; the sets are independent, so the variances add, with Welch–Satterthwaite df. Interval: ± t·SE clipped
 *   to [−1, 1]; pValue: the matching two-sided t test of "delta = 0", as the DC-accuracy delta's.
 * - `atd-drop-difference:<suite>` (difference) = drop(fresh) − drop(public), drop = Σ_h w_h·mean(y_orig − y_atd)
 *   over the questions scored on both variants (paired); same variance, its floor the variance of a −1/0/1
 *   difference with half a pseudo-question at each end. Positive: the public set lost less when its keys and
 *   rows were removed, the memorisation signal.
 * - `unusable-rate:<suite>` (rate): answers without SQL / answers, Clopper–Pearson at the design-effect n over
 *   prompts (question × variant), trials summed.
 */
export function measureTextToSql(
  observations: readonly SqlObservation[],
  options: TextToSqlOptions,
): { metrics: MetricValue[]; report: TextToSqlReport } {
  const { suite, level } = options;
  const variants = [...options.variants];
  const conventions = options.conventions ?? PUBLISHED_CONVENTIONS;
  const values = questionValues(inAccuracy(observations, conventions.unusable));
  const of = (set: SqlSet, variant: SchemaVariant) => values.get(`${set}\u0000${variant}`) ?? [];
  const cells = variants.flatMap((variant) =>
    SQL_SETS.flatMap((set) => setCells(of(set, variant), suite, set, variant, level)),
  );
  const original = { public: of("public", "original"), fresh: of("fresh", "original") };
  const contamination = variants.includes("original")
    ? delta(suite, "sql-contamination-delta", original, original, accuracyFloor, level)
    : undefined;
  const atd =
    variants.includes("original") && variants.includes("atd")
      ? delta(
          suite,
          "atd-drop-difference",
          {
            fresh: paired(original.fresh, of("fresh", "atd")),
            public: paired(original.public, of("public", "atd")),
          },
          original,
          dropFloor,
          level,
        )
      : undefined;
  const report: TextToSqlReport = {
    suite,
    level,
    variants,
    sets: { public: setCounts(observations, "public"), fresh: setCounts(observations, "fresh") },
    cells: cells.map((c) => c.cell),
    ...(contamination ? { contamination } : {}),
    ...(atd ? { atd } : {}),
    significant: (contamination?.metric.interval?.low ?? 0) > 0,
    byDatabase: variants.flatMap((variant) =>
      SQL_SETS.flatMap((set) => databaseSpread(of(set, variant), set, variant)),
    ),
    goldProblems: [],
    origins: { public: "", fresh: "" },
    conventions: { ...conventions },
  };
  const unusable = unusableRate(observations, suite, level);
  const metrics = [
    ...(contamination ? [contamination.metric] : []),
    ...(atd ? [atd.metric] : []),
    ...cells.map((c) => c.metric),
    ...(unusable ? [unusable] : []),
  ];
  return { metrics, report };
}

function setCells(
  questions: readonly QuestionValue[],
  suite: string,
  set: SqlSet,
  variant: SchemaVariant,
  level: number,
): { cell: SqlAccuracyCell; metric: MetricValue }[] {
  if (questions.length === 0) return [];
  const strata: (Hardness | "all")[] = [
    ...HARDNESS_LEVELS.filter((h) => questions.some((q) => q.hardness === h)),
    "all",
  ];
  return strata.map((hardness) => {
    const members = hardness === "all" ? questions : questions.filter((q) => q.hardness === hardness);
    const r = standardised(members, new Map([["all", 1]]), () => "all", accuracyFloor, level, [0, 1]);
    const databases = new Set(members.map((q) => q.dbId)).size;
    const interval = intervalOf(r, level, METHOD);
    const cell: SqlAccuracyCell = {
      ...{ set, variant, hardness, accuracy: r.estimate, questions: members.length, databases },
      ...(interval ? { interval } : {}),
    };
    const scope = `${suite}:${set}:${variant}:${hardness}`;
    const equalTrials = members.every((q) => q.scored === members[0]?.scored);
    const metric: MetricValue = {
      ...{ id: `sql-accuracy:${scope}`, kind: "sql-accuracy", scope, value: r.estimate, unit: "rate" },
      ...(equalTrials
        ? { numerator: sum(members.map((q) => q.correct)), denominator: sum(members.map((q) => q.scored)) }
        : {}),
      ...(interval ? { interval } : {}),
      n: members.length,
      clusters: databases,
    };
    return { cell, metric };
  });
}

/**
 * A delta between the sets: `estimates` holds the per-question values each set's standardised estimate is over
 * (accuracies, or paired drops), `counts` the original-dump questions the standard weights come from. The
 * contamination delta is public − fresh, the ATD drop difference fresh − public: positive means contamination.
 */
function delta(
  suite: string,
  kind: "sql-contamination-delta" | "atd-drop-difference",
  estimates: Record<SqlSet, readonly QuestionValue[]>,
  counts: Record<SqlSet, readonly QuestionValue[]>,
  floor: (values: readonly number[]) => number,
  level: number,
): SqlDeltaSummary | undefined {
  const { weights, dropped } = standardWeights(estimates, counts);
  if (weights.length === 0) return undefined;
  const byLevel = new Map<string, number>(weights.map((w) => [w.hardness, w.weight]));
  const range = kind === "sql-contamination-delta" ? ([0, 1] as const) : ([-1, 1] as const);
  const [first, second]: readonly [SqlSet, SqlSet] =
    kind === "sql-contamination-delta" ? ["public", "fresh"] : ["fresh", "public"];
  const estimate = (set: SqlSet) =>
    standardised(estimates[set], byLevel, (q) => q.hardness, floor, level, range);
  const a = estimate(first);
  const b = estimate(second);
  const difference =
    a.variance !== undefined && a.df !== undefined && b.variance !== undefined && b.df !== undefined
      ? welchDifference(
          { estimate: a.estimate, variance: a.variance, df: a.df },
          { estimate: b.estimate, variance: b.variance, df: b.df },
          { level, range: [-1, 1] },
        )
      : undefined;
  const metric: MetricValue = {
    ...{ id: `${kind}:${suite}`, kind, scope: suite, value: a.estimate - b.estimate, unit: "difference" },
    ...(difference
      ? {
          interval: {
            ...{ low: difference.low, high: difference.high, level, method: DELTA_METHOD, df: difference.df },
            ...{ sampling: "clusters" as const, clusterNoun: "databases" },
          },
          pValue: difference.pValue,
          alternative: "two-sided" as const,
        }
      : {}),
    n: a.questions + b.questions,
    clusters: a.clusters + b.clusters,
  };
  const summary = (r: typeof a): SqlSetEstimate => ({
    ...{ estimate: r.estimate, questions: r.questions, databases: r.clusters },
    ...(r.variance !== undefined ? { standardError: Math.sqrt(r.variance), df: r.df } : {}),
  });
  const sets = { [first]: summary(a), [second]: summary(b) } as Record<SqlSet, SqlSetEstimate>;
  return { metric, public: sets.public, fresh: sets.fresh, weights, dropped };
}

/**
 * w_h = (n_public,h + n_fresh,h) / Σ over the kept levels, from the original-dump questions (`counts`); a level
 * is kept when both sets have a question there among `estimates` (for the ATD drop, the paired questions).
 */
function standardWeights(
  estimates: Record<SqlSet, readonly QuestionValue[]>,
  counts: Record<SqlSet, readonly QuestionValue[]>,
): { weights: HardnessWeight[]; dropped: SqlDeltaSummary["dropped"] } {
  const dropped: SqlDeltaSummary["dropped"] = [];
  const kept: Omit<HardnessWeight, "weight">[] = [];
  for (const hardness of HARDNESS_LEVELS) {
    const present = SQL_SETS.filter((s) => estimates[s].some((q) => q.hardness === hardness));
    const asked = SQL_SETS.some((s) => counts[s].some((q) => q.hardness === hardness));
    if (present.length === SQL_SETS.length) {
      const n = (s: SqlSet) => counts[s].filter((q) => q.hardness === hardness).length;
      kept.push({ hardness, public: n("public"), fresh: n("fresh") });
    } else if (asked) dropped.push({ hardness, missingFrom: SQL_SETS.filter((s) => !present.includes(s)) });
  }
  const total = sum(kept.map((k) => k.public + k.fresh));
  return { weights: kept.map((k) => ({ ...k, weight: (k.public + k.fresh) / total })), dropped };
}

function databaseSpread(
  questions: readonly QuestionValue[],
  set: SqlSet,
  variant: SchemaVariant,
): SqlDatabaseSpread[] {
  if (questions.length === 0) return [];
  const byDb = new Map<string, SqlDatabaseAccuracy>();
  for (const q of questions) {
    const db = byDb.get(q.dbId) ?? { dbId: q.dbId, correct: 0, questions: 0 };
    db.correct += q.value;
    db.questions += 1;
    byDb.set(q.dbId, db);
  }
  const databases = [...byDb.values()].sort((a, b) => compare(a.dbId, b.dbId));
  const spread = clusterSpread(
    databases.map((d) => ({ cluster: d.dbId, restored: d.correct, masked: d.questions })),
  );
  return [{ set, variant, pooled: sum(questions.map((q) => q.value)) / questions.length, spread, databases }];
}

function setCounts(observations: readonly SqlObservation[], set: SqlSet): SqlSetCounts {
  const own = observations.filter((o) => o.set === set);
  return {
    questions: new Set(own.map((o) => o.questionId)).size,
    databases: new Set(own.map((o) => o.dbId)).size,
    scored: own.filter((o) => o.correct !== undefined).length,
    unusable: own.filter((o) => o.correct === undefined).length,
  };
}

/** Answers without SQL / answers; a prompt (question × variant) is one unit, its trials summed. */
function unusableRate(
  observations: readonly SqlObservation[],
  suite: string,
  level: number,
): MetricValue | undefined {
  const units = new Map<string, ProportionUnit>();
  const databases = new Set<string>();
  for (const o of observations) {
    const key = `${o.set}\u0000${o.variant}\u0000${o.questionId}`;
    const unit = units.get(key) ?? { hits: 0, total: 0 };
    unit.total += 1;
    if (o.correct === undefined) unit.hits += 1;
    units.set(key, unit);
    databases.add(`${o.set}\u0000${o.dbId}`);
  }
  if (units.size === 0) return undefined;
  const sorted = [...units.keys()].sort(compare).map((k) => units.get(k) as ProportionUnit);
  const numerator = sum(sorted.map((u) => u.hits));
  const denominator = sum(sorted.map((u) => u.total));
  return {
    ...{ id: `unusable-rate:${suite}`, kind: "unusable-rate", scope: suite, value: numerator / denominator },
    ...{ unit: "rate", numerator, denominator },
    interval: clusteredProportionInterval(sorted, level).interval,
    n: sorted.length,
    clusters: databases.size,
  };
}
