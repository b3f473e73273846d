/**
 * The test-suite evaluator's benchmark (`node --import tsx bench/test-suite-eval.ts [spider|fresh]`): an evaluator over Spider
 * dev (all 20 databases, K = 8 random instances; the fresh set, with its original contents as a ninth instance,
 * when the reference directory is absent) scores every gold query and a perturbed variant of each.
 *
 * Physical limit: the same gold queries executed directly in already-loaded sql.js databases (one instance per
 * database) in this thread, with no worker, no messages, no loading and no comparison. The ratio of the
 * evaluator's executions per second to that is its overhead.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createTestSuiteEvaluator, suiteDumps } from "../src/contamination/test-suite-eval.js";
import type { SqlQuestion } from "../src/contamination/text-to-sql-types.js";
import {
  hasSpider,
  type LoadedSet,
  loadFreshSet,
  loadSpiderDev,
} from "../test/contamination/test-suite-eval-fixture.js";

const INSTANCES = 8;
const SEED = 1;

export interface TestSuiteEvalBench {
  set: string;
  databases: number;
  questions: number;
  scored: number;
  /** Gold queries scored wrong against themselves: 0, or the engine is not deterministic. */
  goldNotCorrect: number;
  /** Perturbed variants the suite called wrong (a perturbation can be equivalent, so not all). */
  perturbedWrong: number;
  unscorable: number;
  executions: number;
  seconds: number;
  executionsPerSecond: number;
  msPerScoredQuestion: number;
  peakRssMb: number;
  bareExecutionsPerSecond: number;
  /** Evaluator executions per second ÷ bare executions per second (1 = no overhead). */
  ratio: number;
}

/** Rewrites the first operator or keyword it knows so the query asks something slightly different. */
const PERTURBATIONS: [RegExp, string][] = [
  [/>=/, ">"],
  [/<=/, "<"],
  [/(?<![<>!])=/, "!="],
  [/>/, ">="],
  [/</, "<="],
  [/\bDESC\b/i, "ASC"],
  [/\bmax\(/i, "min("],
  [/\bmin\(/i, "max("],
  [/\bDISTINCT\s+/i, ""],
  [/\bLIMIT\s+1\b/i, "LIMIT 2"],
  [/\bORDER BY\s+([^\s;]+)\s*;?\s*$/i, "ORDER BY $1 DESC"],
];

export function perturb(sql: string): string {
  for (const [pattern, replacement] of PERTURBATIONS) {
    if (pattern.test(sql)) return sql.replace(pattern, replacement);
  }
  return /^\s*SELECT\s+DISTINCT/i.test(sql) ? sql : sql.replace(/^\s*SELECT\s+/i, "SELECT DISTINCT ");
}

/** `set` defaults to Spider dev when its reference files are present, the fresh fixture otherwise. */
export async function benchTestSuiteEval(
  set: "spider" | "fresh" = hasSpider() ? "spider" : "fresh",
): Promise<TestSuiteEvalBench> {
  const spider = set === "spider";
  const data: LoadedSet = spider ? loadSpiderDev() : loadFreshSet();
  const started = performance.now();
  const evaluator = await createTestSuiteEvaluator(data.databases, data.questions, {
    instances: INSTANCES,
    seed: SEED,
    // DISTINCT kept: a perturbation may add or drop DISTINCT alone, which the default convention forgives.
    distinct: "keep",
  });
  let perturbedWrong = 0;
  let unscorable = 0;
  let goldNotCorrect = 0;
  for (const q of data.questions) {
    const gold = await evaluator.score(q.id, q.gold);
    if (gold.correct === undefined) unscorable++;
    else if (!gold.correct) goldNotCorrect++;
    if ((await evaluator.score(q.id, perturb(q.gold))).correct === false) perturbedWrong++;
  }
  const seconds = (performance.now() - started) / 1000;
  const stats = evaluator.stats();
  await evaluator.close();
  const executions = stats.goldExecutions + stats.predictedExecutions;
  const bare = await bareExecutionsPerSecond(data);
  const scored = 2 * data.questions.length - 2 * unscorable;
  return {
    set: spider ? "Spider dev" : "fresh fixture",
    databases: data.databases.length,
    questions: data.questions.length,
    scored,
    goldNotCorrect,
    perturbedWrong,
    unscorable,
    executions,
    seconds,
    executionsPerSecond: executions / seconds,
    msPerScoredQuestion: (seconds * 1000) / Math.max(1, scored),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    bareExecutionsPerSecond: bare,
    ratio: executions / seconds / bare,
  };
}

interface BareStatement {
  step(): boolean;
  get(): unknown[];
  free(): void;
}
interface BareDatabase {
  exec(sql: string): unknown;
  prepare(sql: string): BareStatement;
  close(): void;
}

/**
 * Gold executions per second in this thread: sql.js loaded as the engine's worker loads it (the glue by
 * `require`, never `import "sql.js"`), instance 0 of each database's suite loaded beforehand, each gold query
 * prepared, stepped to its last row and freed, three rounds; only the queries are timed.
 */
async function bareExecutionsPerSecond(set: LoadedSet): Promise<number> {
  const dist = fileURLToPath(new URL("../node_modules/sql.js/dist/", import.meta.url));
  const initSqlJs = createRequire(import.meta.url)(`${dist}sql-wasm.js`);
  const SQL: { Database: new () => BareDatabase } = await initSqlJs({
    wasmBinary: readFileSync(`${dist}sql-wasm.wasm`),
  });
  const byDb = new Map<string, BareDatabase>();
  for (const db of set.databases) {
    const database = new SQL.Database();
    // The first instance the evaluator runs too: the contents when present, otherwise random instance 0.
    database.exec((suiteDumps(db, set.questions, { instances: 1, seed: SEED })[0] as { dump: string }).dump);
    byDb.set(db.dbId, database);
  }
  let executions = 0;
  const started = performance.now();
  for (let round = 0; round < 3; round++) {
    for (const q of set.questions) executions += runBare(byDb.get(q.dbId), q);
  }
  const seconds = (performance.now() - started) / 1000;
  for (const database of byDb.values()) database.close();
  return executions / seconds;
}

function runBare(database: BareDatabase | undefined, q: SqlQuestion): number {
  if (database === undefined) return 0;
  try {
    const statement = database.prepare(q.gold);
    while (statement.step()) statement.get();
    statement.free();
  } catch {
    // A gold query failing here is counted as executed: SQLite did the work of finding out.
  }
  return 1;
}

export function printTestSuiteEvalBench(r: TestSuiteEvalBench): void {
  console.log(
    `test-suite eval (${r.set}, ${r.databases} databases, K=${INSTANCES}): ${r.questions} questions, ` +
      `${r.scored} queries scored (gold + perturbed; ${r.goldNotCorrect} gold called wrong, ` +
      `${r.perturbedWrong} perturbed called wrong, ` +
      `${r.unscorable} unscorable), ${r.executions} query executions in ${r.seconds.toFixed(1)} s = ` +
      `${Math.round(r.executionsPerSecond)}/s, ${r.msPerScoredQuestion.toFixed(2)} ms per scored query, ` +
      `peak RSS ${Math.round(r.peakRssMb)} MB; bare sql.js in-thread ${Math.round(r.bareExecutionsPerSecond)}/s, ` +
      `ratio ${r.ratio.toFixed(2)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const set = process.argv[2];
  printTestSuiteEvalBench(await benchTestSuiteEval(set === "fresh" || set === "spider" ? set : undefined));
}
