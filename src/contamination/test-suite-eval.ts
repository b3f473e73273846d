/**
 * Test-suite accuracy (Zhong, Yu, Klein 2020) for the text-to-SQL study (issue 13): a predicted query is correct
 * iff it runs on every instance of its database's test suite and returns the gold query's result on each one
 * (`sameResult`: bags unless the gold orders, columns in any order, float noise tolerated).
 *
 * A database's suite is built once, on first use: K random instances of its schema with every literal of its
 * questions' gold queries planted, in the columns they are compared with and together per query, so nearly
 * every gold query selects something somewhere (`randomInstances`, seeded by `options.seed` and the database
 * id), plus the database's own `contents` when it has them and they load. Each gold query runs once per
 * instance; its results are kept. Predicted queries are cached per question by their trimmed text, so a
 * duplicate answer across trials costs nothing. A query identical to the gold is still executed: it is cheap,
 * and honest about engine failures.
 *
 * Failures of our data are not the model's: a gold query that fails on an instance is compared on the others
 * only, and one that fails everywhere (or a suite with no instance at all) gives an unscorable verdict,
 * `correct: undefined` with the reason; both are listed in `goldProblems`, as is `contents` that does not load.
 *
 * `instances: 0` is classic execution accuracy: the database's `contents` alone, the weaker fallback.
 *
 * `distinct` is the official script's DISTINCT convention (src/sql/distinct.ts): by default (`strip`) DISTINCT is
 * removed from both the gold and the predicted query before either runs, as test-suite-sql-eval does unless
 * given `--keep_distinct` (`keep`).
 *
 * Where our suites differ from the published ones: those were built by fuzzing each ORIGINAL database's contents
 * and keeping the instances that told the gold query from neighbour queries (its mutations); ours are random
 * instances generated from the schema alone with the gold literals and their neighbours planted, plus the
 * original contents when the dump has INSERTs, and nothing is filtered by distinguishing power. Spider's dev set
 * ships schemas only (tables.json), so its suites here have no original instance.
 */

import { comparedColumns, comparedLiterals, literalsOf } from "../sql/comparisons.js";
import {
  type DatabaseHandle,
  openSqlEngine,
  type QueryErrorKind,
  type SqlEngine,
  SqlEngineStopped,
} from "../sql/engine.js";
import { randomInstances } from "../sql/instances.js";
import { type DistinctConvention, queryUnder } from "../sql/official-form.js";
import { hasOrderBy, type ResultRows, sameResult } from "../sql/result-match.js";
import { createRng } from "../stats/rng.js";
import type { SqlDatabase, SqlFailure, SqlQuestion } from "./text-to-sql-types.js";

export interface TestSuiteOptions {
  /** Random instances per database; 0 uses the database's `contents` alone (single-database execution accuracy). */
  instances: number;
  seed: string | number;
  /** Rows per table of a random instance; {min: 0, max: 10} when omitted (empty tables included). */
  rowsPerTable?: { min: number; max: number };
  /** Every this-many-th random instance is dense (see `InstanceOptions.denseEvery`); 4 when omitted. */
  denseEvery?: number;
  /** Wall-clock limit per query in milliseconds; 2,000 when omitted. */
  timeoutMs?: number;
  /** A query returning more rows fails with `too-many-rows`; 10,000 when omitted. */
  maxRows?: number;
  /** Databases whose instances stay loaded at once, least recently used unloaded first; 2 when omitted. */
  maxLoadedDatabases?: number;
  /** DISTINCT removed from gold and predicted queries (`strip`, the official default, when omitted) or kept. */
  distinct?: DistinctConvention;
}

export const TEST_SUITE_DEFAULTS = {
  rowsPerTable: { min: 0, max: 10 },
  denseEvery: 4,
  timeoutMs: 2_000,
  maxRows: 10_000,
  maxLoadedDatabases: 2,
  distinct: "strip",
} as const satisfies Partial<TestSuiteOptions>;

/** A predicted query judged on the question's suite. */
export interface ScoredVerdict {
  correct: boolean;
  failure?: SqlFailure;
  /** The engine's message for a failed run, or which instance's result differed. */
  message?: string;
  /** The instances of the suite the gold query ran on: the ones a correct query was compared on. */
  instances: number;
}

/** The gold query ran on no instance, so nothing can be compared: not the model's fault, left out of accuracy. */
export interface UnscorableVerdict {
  correct: undefined;
  unscorable: string;
  instances: 0;
}

export type Verdict = ScoredVerdict | UnscorableVerdict;

/** Something wrong with our data rather than with a model's answer, for the report. */
export interface SuiteProblem {
  dbId: string;
  /** Absent when the problem is the database's, not one question's (its contents did not load). */
  questionId?: string;
  /** The instance concerned: `contents` or `random <k>`; absent when it concerns every instance. */
  instance?: string;
  message: string;
}

export interface TestSuiteStats {
  /** Databases whose suite has been built, and their instances in all. */
  databases: number;
  instances: number;
  /** Engine runs of gold queries (once per question and instance) and of predicted queries. */
  goldExecutions: number;
  predictedExecutions: number;
  /** Distinct predictions judged, and calls answered from the cache. */
  judged: number;
  cacheHits: number;
  /** Milliseconds spent waiting for the engine (loads and runs). */
  engineMs: number;
}

export interface TestSuiteEvaluator {
  /** The verdict on one predicted query (already extracted from the answer); rejects only for an unknown id. */
  score(questionId: string, predictedSql: string): Promise<Verdict>;
  /** Builds the suites of these databases (all when omitted) now rather than on first use. */
  prepare(dbIds?: readonly string[]): Promise<void>;
  /** Gold queries that failed on some instance or returned no rows on any, and contents that did not load. */
  readonly goldProblems: readonly SuiteProblem[];
  stats(): TestSuiteStats;
  /** Unloads every instance, and closes the engine if the evaluator opened it. */
  close(): Promise<void>;
}

/** Every engine error is a failure of the predicted query; the table makes a new error kind a compile error. */
const FAILURE_OF: Record<QueryErrorKind, SqlFailure> = {
  syntax: "syntax",
  runtime: "runtime",
  refused: "refused",
  timeout: "timeout",
  "too-many-rows": "too-many-rows",
};

interface Instance {
  label: string;
  dump: string;
  handle?: DatabaseHandle;
}

interface GoldRun {
  ordered: boolean;
  /** Per instance of the suite: the gold result, or undefined where the gold query failed. */
  results: (ResultRows | undefined)[];
  firstError?: string;
}

interface Suite {
  /** The instances that loaded, in suite order; `handle` is unset while the database is unloaded. */
  instances: Instance[];
  gold: Map<string, GoldRun>;
}

/**
 * Creates an evaluator over these databases and questions. Throws for configuration errors: a question whose
 * database is not given, a question id used twice, a negative or fractional `instances`, or `instances: 0` for a
 * database that has questions but no `contents`. Pass `engine` to share one (its other databases are left alone);
 * otherwise the evaluator opens one, with `timeoutMs` and `maxRows`, and closes it.
 */
export async function createTestSuiteEvaluator(
  databases: readonly SqlDatabase[],
  questions: readonly SqlQuestion[],
  options: TestSuiteOptions,
  engine?: SqlEngine,
): Promise<TestSuiteEvaluator> {
  validate(databases, questions, options);
  const settings = {
    ...TEST_SUITE_DEFAULTS,
    ...options,
    distinct: options.distinct ?? TEST_SUITE_DEFAULTS.distinct,
  };
  const sql = engine ?? openSqlEngine({ timeoutMs: settings.timeoutMs, maxRows: settings.maxRows });
  const byDb = new Map(databases.map((db) => [db.dbId, db]));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const suites = new Map<string, Suite>();
  const loaded: string[] = []; // ids of databases whose instances are loaded, least recently used first
  const cache = new Map<string, Map<string, Promise<Verdict>>>();
  const goldProblems: SuiteProblem[] = [];
  const counts = {
    instances: 0,
    goldExecutions: 0,
    predictedExecutions: 0,
    judged: 0,
    cacheHits: 0,
    engineMs: 0,
  };
  let queue: Promise<unknown> = Promise.resolve();

  /** One task at a time: a later task may unload the instances an earlier one is still running on. */
  function serialise<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  async function timed<T>(work: Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work;
    } finally {
      counts.engineMs += performance.now() - start;
    }
  }

  /** Marks the database most recently used, unloading the least recently used ones beyond the limit. */
  async function makeRoom(dbId: string): Promise<void> {
    const at = loaded.indexOf(dbId);
    if (at >= 0) loaded.splice(at, 1);
    while (at < 0 && loaded.length >= Math.max(1, settings.maxLoadedDatabases)) {
      for (const instance of suites.get(loaded.shift() as string)?.instances ?? []) {
        if (instance.handle) await timed(sql.unload(instance.handle));
        instance.handle = undefined;
      }
    }
    loaded.push(dbId);
  }

  /** Loads the suite's candidate instances; one that does not load is left out and reported. */
  async function buildSuite(db: SqlDatabase): Promise<Suite> {
    const own = questions.filter((q) => q.dbId === db.dbId);
    await makeRoom(db.dbId);
    const suite: Suite = { instances: [], gold: new Map() };
    suites.set(db.dbId, suite);
    for (const candidate of suiteDumps(db, own, settings)) {
      try {
        suite.instances.push({ ...candidate, handle: await timed(sql.load(candidate.dump)) });
      } catch (error) {
        if (error instanceof SqlEngineStopped) throw error;
        const message = `does not load in SQLite and is left out of the suite: ${describe(error)}`;
        goldProblems.push({ dbId: db.dbId, instance: candidate.label, message });
      }
    }
    counts.instances += suite.instances.length;
    for (const q of own) suite.gold.set(q.id, await runGold(q, suite));
    return suite;
  }

  async function runGold(q: SqlQuestion, suite: Suite): Promise<GoldRun> {
    const run: GoldRun = { ordered: hasOrderBy(q.gold), results: [] };
    const gold = queryUnder(q.gold, settings.distinct);
    for (const instance of suite.instances) {
      const result = await timed(sql.run(instance.handle as DatabaseHandle, gold));
      counts.goldExecutions++;
      run.results.push(result.ok ? result : undefined);
      if (result.ok) continue;
      run.firstError ??= `${result.error}: ${result.message}`;
      const message = `the gold query fails here (${result.error}: ${result.message}); compared on the other instances`;
      goldProblems.push({ dbId: q.dbId, questionId: q.id, instance: instance.label, message });
    }
    if (run.results.length > 0 && run.results.every((r) => r?.rows.length === 0)) {
      const message =
        "the gold query returns no rows on any instance: any query returning none is scored correct";
      goldProblems.push({ dbId: q.dbId, questionId: q.id, message });
    }
    return run;
  }

  async function suiteOf(dbId: string): Promise<Suite> {
    const suite = suites.get(dbId);
    if (suite === undefined) return buildSuite(byDb.get(dbId) as SqlDatabase);
    await makeRoom(dbId);
    for (const instance of suite.instances) instance.handle ??= await timed(sql.load(instance.dump));
    return suite;
  }

  async function judge(q: SqlQuestion, predicted: string): Promise<Verdict> {
    const suite = await suiteOf(q.dbId);
    const gold = suite.gold.get(q.id) as GoldRun;
    const compared = suite.instances.flatMap((instance, i) => {
      const result = gold.results[i];
      return result ? [{ instance, result }] : [];
    });
    if (compared.length === 0) return unscorable(gold, suite);
    counts.judged++;
    const instances = compared.length;
    // The gold query itself returns the gold's rows wherever the gold ran: nothing to execute.
    if (predicted === q.gold.trim()) return { correct: true, instances };
    const query = queryUnder(predicted, settings.distinct);
    for (const { instance, result } of compared) {
      const answer = await timed(sql.run(instance.handle as DatabaseHandle, query));
      counts.predictedExecutions++;
      if (!answer.ok)
        return { correct: false, failure: FAILURE_OF[answer.error], message: answer.message, instances };
      if (!sameResult(result, answer, { ordered: gold.ordered })) {
        return {
          correct: false,
          failure: "different-result",
          message: `differs on ${instance.label}`,
          instances,
        };
      }
    }
    return { correct: true, instances };
  }

  return {
    score(questionId, predictedSql) {
      const q = byId.get(questionId);
      if (q === undefined) return Promise.reject(new Error(`no question ${questionId} in this evaluator`));
      const key = predictedSql.trim();
      const perQuestion = cache.get(questionId) ?? new Map<string, Promise<Verdict>>();
      cache.set(questionId, perQuestion);
      const cached = perQuestion.get(key);
      if (cached) {
        counts.cacheHits++;
        return cached;
      }
      const verdict = serialise(() => judge(q, key));
      perQuestion.set(key, verdict);
      return verdict;
    },
    prepare: (dbIds) =>
      serialise(async () => {
        for (const dbId of dbIds ?? [...new Set(questions.map((q) => q.dbId))]) {
          if (byDb.has(dbId) && !suites.has(dbId)) await buildSuite(byDb.get(dbId) as SqlDatabase);
        }
      }),
    goldProblems,
    stats: () => ({ ...counts, databases: suites.size }),
    close: () =>
      serialise(async () => {
        loaded.length = 0;
        for (const suite of suites.values()) {
          for (const instance of suite.instances)
            if (instance.handle) await timed(sql.unload(instance.handle));
        }
        if (engine === undefined) await sql.close();
      }),
  };
}

/** The suite's candidate dumps: the database's own contents first, then the seeded random instances. */
export function suiteDumps(
  db: SqlDatabase,
  questions: readonly SqlQuestion[],
  options: TestSuiteOptions,
): { label: string; dump: string }[] {
  const own = db.contents === undefined ? [] : [{ label: "contents", dump: db.contents }];
  if (options.instances === 0) return own;
  const golds = questions.filter((q) => q.dbId === db.dbId).map((q) => q.gold);
  const values = [...new Set(golds.flatMap(literalsOf))];
  const random = randomInstances(db.schema, {
    count: options.instances,
    rowsPerTable: options.rowsPerTable ?? TEST_SUITE_DEFAULTS.rowsPerTable,
    denseEvery: options.denseEvery ?? TEST_SUITE_DEFAULTS.denseEvery,
    // The database id in the seed: two databases of one schema name still get their own instances.
    random: (stream) => createRng(`${String(options.seed)}/${db.dbId}`, stream),
    values,
    targeted: golds.flatMap((gold, group) => comparedLiterals(gold).map((c) => ({ ...c, group }))),
    linked: golds.flatMap(comparedColumns),
  });
  return [...own, ...random.map((dump, k) => ({ label: `random ${k}`, dump }))];
}

function unscorable(gold: GoldRun, suite: Suite): UnscorableVerdict {
  const reason =
    suite.instances.length === 0
      ? "the database's test suite has no instance"
      : `the gold query fails on every instance (${gold.firstError ?? "no result"})`;
  return { correct: undefined, unscorable: reason, instances: 0 };
}

function validate(
  databases: readonly SqlDatabase[],
  questions: readonly SqlQuestion[],
  options: TestSuiteOptions,
): void {
  if (!Number.isInteger(options.instances) || options.instances < 0) {
    throw new RangeError(`instances must be a whole number ≥ 0, got ${options.instances}`);
  }
  const byDb = new Map(databases.map((db) => [db.dbId, db]));
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`question id ${q.id} is used twice`);
    ids.add(q.id);
    const db = byDb.get(q.dbId);
    if (db === undefined)
      throw new Error(`question ${q.id} asks about ${q.dbId}, which is not among the databases`);
    if (options.instances === 0 && db.contents === undefined) {
      throw new Error(
        `instances is 0 (execution accuracy on the original data) but ${q.dbId} has no contents: use instances ≥ 1`,
      );
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
