import { describe, expect, it } from "vitest";
import type { ScoringConventions } from "../../src/contamination/text-to-sql-conventions.js";
import { measureTextToSql } from "../../src/contamination/text-to-sql-metrics.js";
import type { SchemaVariant, SqlObservation, SqlSet } from "../../src/contamination/text-to-sql-types.js";
import type { MetricValue } from "../../src/metrics/types.js";
import type { Hardness } from "../../src/sql/hardness.js";
import { studentTQuantile } from "../../src/stats/student-t.js";

/** One database's answers on one variant: per level, each question's trials (1/0, or null for no SQL). */
type Answers = Partial<Record<Hardness, (0 | 1 | null)[][]>>;

function database(set: SqlSet, dbId: string, variant: SchemaVariant, answers: Answers): SqlObservation[] {
  return Object.entries(answers).flatMap(([hardness, questions]) =>
    (questions ?? []).flatMap((trials, index) =>
      trials.map((answer, trial) => ({
        suite: "t2s",
        set,
        dbId,
        questionId: `${set}:${dbId}:${hardness}${index}`,
        hardness: hardness as Hardness,
        variant,
        trial,
        ...(answer === null ? {} : { correct: answer === 1 }),
      })),
    ),
  );
}

const one = (...values: (0 | 1)[]) => values.map((v) => [v]);

/**
 * Two sets × 3 databases. Public: 2 easy + 2 hard per database; fresh: 2 easy + 1 hard. Original:
 * public easy 5/6, hard 3/6; fresh easy 3/6, hard 1/3. ATD loses one public easy (p3) and three fresh answers.
 */
const ORIGINAL = [
  ...database("public", "p1", "original", { easy: one(1, 1), hard: one(1, 0) }),
  ...database("public", "p2", "original", { easy: one(1, 0), hard: one(0, 0) }),
  ...database("public", "p3", "original", { easy: one(1, 1), hard: one(1, 1) }),
  ...database("fresh", "f1", "original", { easy: one(1, 0), hard: one(0) }),
  ...database("fresh", "f2", "original", { easy: one(1, 1), hard: one(0) }),
  ...database("fresh", "f3", "original", { easy: one(0, 0), hard: one(1) }),
];
const ATD = [
  ...database("public", "p1", "atd", { easy: one(1, 1), hard: one(1, 0) }),
  ...database("public", "p2", "atd", { easy: one(1, 0), hard: one(0, 0) }),
  ...database("public", "p3", "atd", { easy: one(1, 0), hard: one(1, 1) }),
  ...database("fresh", "f1", "atd", { easy: one(0, 0), hard: one(0) }),
  ...database("fresh", "f2", "atd", { easy: one(1, 0), hard: one(0) }),
  ...database("fresh", "f3", "atd", { easy: one(0, 0), hard: one(0) }),
];

const byId = (metrics: readonly MetricValue[], id: string): MetricValue => {
  const metric = metrics.find((m) => m.id === id);
  if (!metric) throw new Error(`no ${id} among ${metrics.map((m) => m.id).join(", ")}`);
  return metric;
};

const measure = (
  observations: readonly SqlObservation[],
  variants: SchemaVariant[] = ["original", "atd"],
  conventions?: ScoringConventions,
) =>
  measureTextToSql(observations, {
    suite: "t2s",
    level: 0.95,
    variants,
    ...(conventions ? { conventions } : {}),
  });

describe("measureTextToSql: accuracy cells", () => {
  it("gives each set × variant × level its mean over questions, clustered by database", () => {
    const { metrics, report } = measure([...ORIGINAL, ...ATD]);
    expect(byId(metrics, "sql-accuracy:t2s:public:original:easy").value).toBeCloseTo(5 / 6, 14);
    expect(byId(metrics, "sql-accuracy:t2s:public:original:hard").value).toBe(0.5);
    expect(byId(metrics, "sql-accuracy:t2s:public:original:all").value).toBeCloseTo(8 / 12, 14);
    expect(byId(metrics, "sql-accuracy:t2s:fresh:original:all")).toMatchObject({
      value: 4 / 9,
      numerator: 4,
      denominator: 9,
      n: 9,
      clusters: 3,
    });
    expect(byId(metrics, "sql-accuracy:t2s:public:atd:easy").value).toBeCloseTo(4 / 6, 14);
    expect(report.cells.map((c) => `${c.set}:${c.variant}:${c.hardness}`)).toEqual([
      "public:original:easy",
      "public:original:hard",
      "public:original:all",
      "fresh:original:easy",
      "fresh:original:hard",
      "fresh:original:all",
      "public:atd:easy",
      "public:atd:hard",
      "public:atd:all",
      "fresh:atd:easy",
      "fresh:atd:hard",
      "fresh:atd:all",
    ]);
  });

  it("floors the cluster-robust variance by the Agresti–Caffo binomial one when the databases agree", () => {
    // Public easy: per-database scores (y − 5/6)/6 = 1/18, −1/9, 1/18 → CR1 = 3/2·6/324 = 1/36; the floor
    // p̃(1 − p̃)/n with p̃ = 6/8 is 0.03125, larger, so SE = √0.03125 on 2 df, clipped at 1.
    const easy = byId(measure(ORIGINAL, ["original"]).metrics, "sql-accuracy:t2s:public:original:easy");
    const se = Math.sqrt(0.03125);
    expect(easy.interval).toMatchObject({ high: 1, df: 2, sampling: "clusters", clusterNoun: "databases" });
    expect(easy.interval?.low).toBeCloseTo(5 / 6 - studentTQuantile(0.975, 2) * se, 12);
    // Three perfect databases still get an interval of positive width.
    const perfect = measure(
      ["a", "b", "c"].flatMap((db) => database("fresh", db, "original", { easy: one(1, 1, 1) })),
      ["original"],
    );
    const all = byId(perfect.metrics, "sql-accuracy:t2s:fresh:original:all");
    expect(all.value).toBe(1);
    expect(all.interval?.low).toBeLessThan(0.8);
  });

  const WITH_PROSE = [
    // q0: right, wrong, no SQL; q1: no SQL at all; q2 (another database): right thrice.
    ...database("fresh", "a", "original", { easy: [[1, 0, null], [null]] }),
    ...database("fresh", "b", "original", { easy: [[1, 1, 1]] }),
  ];

  it("by default (the paper's convention) counts an answer without SQL as a wrong trial, and still as unusable", () => {
    const { metrics, report } = measure(WITH_PROSE, ["original"]);
    const all = byId(metrics, "sql-accuracy:t2s:fresh:original:all");
    // q0 1/3, q1 0/1, q2 3/3: the mean over the three questions.
    expect(all.value).toBeCloseTo((1 / 3 + 0 + 1) / 3, 12);
    expect(all.n).toBe(3);
    expect(byId(metrics, "unusable-rate:t2s")).toMatchObject({ numerator: 2, denominator: 7 });
    expect(report.sets.fresh).toEqual({ questions: 3, databases: 2, scored: 5, unusable: 2 });
    expect(report.conventions).toEqual({ distinct: "strip", unusable: "wrong" });
  });

  it("with unusable: excluded, averages trials within a question and leaves answers without SQL out of accuracy", () => {
    const observations = WITH_PROSE;
    const { metrics, report } = measure(observations, ["original"], {
      distinct: "keep",
      unusable: "excluded",
    });
    expect(report.conventions).toEqual({ distinct: "keep", unusable: "excluded" });
    const all = byId(metrics, "sql-accuracy:t2s:fresh:original:all");
    expect(all.value).toBe(0.75);
    expect(all.n).toBe(2);
    // Unequal scored trials: no exact counts, since 4/5 would not be the value.
    expect(all.numerator).toBeUndefined();
    expect(byId(metrics, "unusable-rate:t2s")).toMatchObject({
      numerator: 2,
      denominator: 7,
      n: 3,
      clusters: 2,
    });
    expect(report.sets.fresh).toEqual({ questions: 3, databases: 2, scored: 5, unusable: 2 });
  });

  it("gives a value and no interval from a single database", () => {
    const observations = [
      ...database("public", "only", "original", { easy: one(1, 0, 1) }),
      ...database("fresh", "f1", "original", { easy: one(0, 1) }),
      ...database("fresh", "f2", "original", { easy: one(0, 0) }),
    ];
    const { metrics } = measure(observations, ["original"]);
    const cell = byId(metrics, "sql-accuracy:t2s:public:original:all");
    expect(cell.value).toBeCloseTo(2 / 3, 14);
    expect(cell.interval).toBeUndefined();
    const delta = byId(metrics, "sql-contamination-delta:t2s");
    expect(delta.value).toBeCloseTo(2 / 3 - 1 / 4, 14);
    expect(delta.interval).toBeUndefined();
    expect(delta.pValue).toBeUndefined();
    expect(delta.clusters).toBe(3);
  });
});

describe("measureTextToSql: the contamination delta", () => {
  // Weights from both sets' original questions: easy 12/21, hard 9/21.
  const weights = { easy: 4 / 7, hard: 3 / 7 };
  const publicStd = weights.easy * (5 / 6) + weights.hard * (1 / 2); // 29/42
  const freshStd = weights.easy * (1 / 2) + weights.hard * (1 / 3); // 18/42

  it("is the hardness-standardised public − fresh accuracy", () => {
    const { metrics, report } = measure(ORIGINAL, ["original"]);
    const delta = byId(metrics, "sql-contamination-delta:t2s");
    expect(delta.value).toBeCloseTo(11 / 42, 14);
    expect(delta.value).toBeCloseTo(publicStd - freshStd, 14);
    expect(report.contamination?.weights).toEqual([
      { hardness: "easy", public: 6, fresh: 6, weight: 12 / 21 },
      { hardness: "hard", public: 6, fresh: 3, weight: 9 / 21 },
    ]);
    expect(report.contamination?.dropped).toEqual([]);
    expect(delta).toMatchObject({ unit: "difference", n: 21, clusters: 6, alternative: "two-sided" });
  });

  it("has the hand-computed cluster-robust variance, the floor where it is larger, and Welch df", () => {
    // Public, c_easy = (4/7)/6 = 2/21, c_hard = (3/7)/6 = 1/14; per-database Σ c_i(y_i − ȳ_h):
    // p1 2/63 = 4/126, p2 −4/63 − 1/14 = −17/126, p3 2/63 + 1/14 = 13/126 → CR1 = 3/2·(16 + 289 + 169)/126².
    const publicVariance = (1.5 * (16 + 289 + 169)) / 126 ** 2;
    // Fresh: f1 −1/21, f2 1/21, f3 0 → CR1 = 3/2·2/441 = 1/147, below its floor
    // w_e²·p̃_e(1 − p̃_e)/6 + w_h²·p̃_h(1 − p̃_h)/3 with p̃_e = 4/8, p̃_h = 2/5: (2 + 2.16)/147.
    const freshVariance = Math.max(1 / 147, 4.16 / 147);
    const { report, metrics } = measure(ORIGINAL, ["original"]);
    expect(report.contamination?.public.standardError).toBeCloseTo(Math.sqrt(publicVariance), 14);
    expect(report.contamination?.fresh.standardError).toBeCloseTo(Math.sqrt(freshVariance), 14);
    const variance = publicVariance + freshVariance;
    const df = variance ** 2 / (publicVariance ** 2 / 2 + freshVariance ** 2 / 2);
    const delta = byId(metrics, "sql-contamination-delta:t2s");
    expect(delta.interval?.df).toBeCloseTo(df, 12);
    const half = studentTQuantile(0.975, df) * Math.sqrt(variance);
    expect(delta.interval?.low).toBeCloseTo(11 / 42 - half, 12);
    expect(delta.interval?.high).toBe(Math.min(1, 11 / 42 + half));
    expect(delta.interval?.method).toContain("databases");
  });

  it("reports p < 1 − level exactly when the interval excludes 0, and flags a significant delta", () => {
    for (const level of [0.8, 0.9, 0.95]) {
      const { metrics, report } = measureTextToSql(ORIGINAL, { suite: "t2s", level, variants: ["original"] });
      const delta = byId(metrics, "sql-contamination-delta:t2s");
      const excludes = (delta.interval?.low ?? 0) > 0;
      expect(excludes).toBe((delta.pValue ?? 1) < 1 - level);
      expect(report.significant).toBe(excludes);
    }
  });

  it("drops a level one set lacks and renormalises the weights over the rest", () => {
    const observations = [
      ...ORIGINAL,
      ...database("public", "p1", "original", { extra: one(0, 1) }),
      ...database("public", "p2", "original", { extra: one(1) }),
    ];
    const { metrics, report } = measure(observations, ["original"]);
    expect(byId(metrics, "sql-contamination-delta:t2s").value).toBeCloseTo(11 / 42, 14);
    expect(report.contamination?.dropped).toEqual([{ hardness: "extra", missingFrom: ["fresh"] }]);
    expect(report.contamination?.weights.map((w) => w.hardness)).toEqual(["easy", "hard"]);
    // The cell is still reported.
    expect(byId(metrics, "sql-accuracy:t2s:public:original:extra").value).toBeCloseTo(2 / 3, 14);
  });
});

describe("measureTextToSql: the ATD drop difference", () => {
  it("is drop(fresh) − drop(public) of paired original − ATD differences, standardised", () => {
    // Public drops: easy 1/6 (p3 loses one), hard 0 → 4/7·1/6 = 2/21. Fresh: easy 2/6, hard 1/3 → 1/3.
    const { metrics, report } = measure([...ORIGINAL, ...ATD]);
    const atd = byId(metrics, "atd-drop-difference:t2s");
    expect(atd.value).toBeCloseTo(1 / 3 - 2 / 21, 14);
    expect(report.atd?.public.estimate).toBeCloseTo(2 / 21, 14);
    expect(report.atd?.fresh.estimate).toBeCloseTo(1 / 3, 14);
    expect(atd.interval).toMatchObject({ sampling: "clusters", clusterNoun: "databases" });
    expect(atd.interval?.low).toBeLessThan(atd.value);
    expect(atd.interval?.high).toBeGreaterThan(atd.value);
  });

  it("pairs only questions scored on both variants, and is absent when ATD was not asked", () => {
    const missing = ATD.filter((o) => o.questionId !== "public:p3:easy1");
    const { report } = measure([...ORIGINAL, ...missing]);
    expect(report.atd?.public.estimate).toBe(0);
    expect(report.atd?.public.questions).toBe(11);
    const only = measure(ORIGINAL, ["original"]);
    expect(only.report.atd).toBeUndefined();
    expect(only.metrics.some((m) => m.kind === "atd-drop-difference")).toBe(false);
  });

  it("gives per set × variant the mean over databases with its min–max and which databases", () => {
    const { report } = measure([...ORIGINAL, ...ATD]);
    const fresh = report.byDatabase.find((r) => r.set === "fresh" && r.variant === "original");
    // f1 1/3, f2 2/3, f3 1/3: mean 4/9 (equal sizes, so the pooled accuracy too).
    expect(fresh?.pooled).toBeCloseTo(4 / 9, 14);
    expect(fresh?.spread).toMatchObject({
      min: 1 / 3,
      max: 2 / 3,
      minCluster: "f1",
      maxCluster: "f2",
      clusters: 3,
    });
    expect(fresh?.spread.mean).toBeCloseTo(4 / 9, 14);
    expect(report.byDatabase.map((r) => `${r.set}:${r.variant}`)).toEqual([
      "public:original",
      "fresh:original",
      "public:atd",
      "fresh:atd",
    ]);
  });

  it("does not depend on the order of the observations", () => {
    const observations = [...ORIGINAL, ...ATD];
    expect(measure([...observations].reverse())).toEqual(measure(observations));
  });
});
