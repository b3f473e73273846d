// How comparable are two text-to-SQL sets? Measures, for each set, what predicts a question's difficulty and what
// a model is shown: databases, questions, Spider's hardness mix, tables per database, columns and foreign keys per
// table, rows per table in the dump, question and gold-SQL length; prints them side by side as a Markdown table
// (docs/contamination.md shows its output for Spider dev and the shipped fresh set).
//
// Run: node --import tsx scripts/text-to-sql-comparability.ts [SPIDER_DIR [FRESH_DIR]]
// SPIDER_DIR holds Spider's dev.json and tables.json (default: spider/evaluation_examples/examples under the
// reference root the tests use: $BIAS_GATE_REFERENCE, else <repo>/../shared/reference); the shipped fresh set and
// the stand-in public set are read from fixtures/. FRESH_DIR measures your own set (a directory of <db_id>.sql
// dumps and questions.jsonl) in the shipped fresh set's place.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadSqlSet, type SqlSetSource } from "../src/contamination/sql-sets.js";
import type { SqlSet, SqlSetData } from "../src/contamination/text-to-sql-types.js";
import { HARDNESS_LEVELS, type Hardness } from "../src/sql/hardness.js";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
export const FRESH_DIR = resolve(ROOT, "fixtures/text-to-sql/fresh");
export const STAND_IN_DIR = resolve(ROOT, "fixtures/text-to-sql/stand-in-public");

/** One set's measured features; lengths are in words (split on white space), means unless named. */
export interface SetFeatures {
  databases: number;
  questions: number;
  /** Share of the questions at each hardness level, by the project's classifier (Spider's rule). */
  mix: Record<Hardness, number>;
  tablesPerDatabase: { mean: number; min: number; max: number };
  columnsPerTable: number;
  foreignKeysPerTable: number;
  /** INSERT rows in the dump a prompt shows, per table (0 for a tables.json without contents). */
  rowsPerTable: number;
  questionWords: number;
  goldWords: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const words = (s: string) => s.trim().split(/\s+/).length;

/** The features of one loaded set: pure. */
export function setFeatures(data: SqlSetData): SetFeatures {
  const asked = new Set(data.questions.map((q) => q.dbId));
  const databases = data.databases.filter((d) => asked.has(d.dbId));
  const tables = databases.flatMap((d) => d.schema.tables);
  const tableCounts = databases.map((d) => d.schema.tables.length);
  const rows = databases.reduce((n, d) => n + (d.dump.match(/^INSERT INTO /gim)?.length ?? 0), 0);
  const mix = Object.fromEntries(
    HARDNESS_LEVELS.map((h) => [
      h,
      data.questions.filter((q) => q.hardness === h).length / data.questions.length,
    ]),
  ) as Record<Hardness, number>;
  return {
    databases: databases.length,
    questions: data.questions.length,
    mix,
    tablesPerDatabase: {
      mean: mean(tableCounts),
      min: Math.min(...tableCounts),
      max: Math.max(...tableCounts),
    },
    columnsPerTable: mean(tables.map((t) => t.columns.length)),
    foreignKeysPerTable: mean(tables.map((t) => t.foreignKeys.length)),
    rowsPerTable: rows / Math.max(1, tables.length),
    questionWords: mean(data.questions.map((q) => words(q.question))),
    goldWords: mean(data.questions.map((q) => words(q.gold))),
  };
}

/** The sets side by side, one row per feature, as Markdown. */
export function comparabilityTable(sets: readonly { name: string; features: SetFeatures }[]): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const n1 = (x: number) => x.toFixed(1);
  const n2 = (x: number) => x.toFixed(2);
  const rows: [string, (f: SetFeatures) => string][] = [
    ["databases", (f) => String(f.databases)],
    ["questions", (f) => f.questions.toLocaleString("en-US")],
    ...HARDNESS_LEVELS.map((h): [string, (f: SetFeatures) => string] => [
      `${h} questions`,
      (f) => pct(f.mix[h]),
    ]),
    [
      "tables per database (min–max)",
      (f) => `${n1(f.tablesPerDatabase.mean)} (${f.tablesPerDatabase.min}–${f.tablesPerDatabase.max})`,
    ],
    ["columns per table", (f) => n1(f.columnsPerTable)],
    ["foreign keys per table", (f) => n2(f.foreignKeysPerTable)],
    ["rows per table in the dump", (f) => n1(f.rowsPerTable)],
    ["question length (words)", (f) => n1(f.questionWords)],
    ["gold SQL length (words)", (f) => n1(f.goldWords)],
  ];
  const header = `| feature | ${sets.map((s) => s.name).join(" | ")} |`;
  const rule = `| --- | ${sets.map(() => "---:").join(" | ")} |`;
  const body = rows.map(([label, show]) => `| ${label} | ${sets.map((s) => show(s.features)).join(" | ")} |`);
  return [header, rule, ...body].join("\n");
}

/** Loads one set from disk (the CLI's own loader, so the features are of what a run reads); throws on errors. */
export function loadSet(set: SqlSet, source: SqlSetSource): SqlSetData {
  const io = {
    readText: (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : undefined),
    readBytes: () => undefined,
    env: () => undefined,
    listDir: (path: string) => (existsSync(path) ? readdirSync(path) : undefined),
  };
  const { data, diagnostics } = loadSqlSet(set, source, io);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (!data || errors.length) throw new Error(`${set} set: ${errors.map((d) => d.message).join("; ")}`);
  return data;
}

/** Spider's dev split as a `spider` source, from a directory holding dev.json and tables.json. */
export const spiderSource = (dir: string): SqlSetSource => ({
  spider: { questions: join(dir, "dev.json"), tables: join(dir, "tables.json") },
});

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const reference = resolve(process.env.BIAS_GATE_REFERENCE ?? join(ROOT, "../shared/reference"));
  const spiderDir = process.argv[2] ?? join(reference, "spider/evaluation_examples/examples");
  const sets = [
    { name: "Spider dev", features: setFeatures(loadSet("public", spiderSource(spiderDir))) },
    process.argv[3]
      ? { name: "your fresh set", features: setFeatures(loadSet("fresh", { dir: resolve(process.argv[3]) })) }
      : { name: "fresh (shipped)", features: setFeatures(loadSet("fresh", { dir: FRESH_DIR })) },
    { name: "stand-in public", features: setFeatures(loadSet("public", spiderSource(STAND_IN_DIR))) },
  ];
  console.log(comparabilityTable(sets));
}
