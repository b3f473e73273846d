// Writes the generated databases of the starter's two text-to-SQL sets (fixtures/text-to-sql/): for the fresh set
// a dump with rows per database and its lines of questions.jsonl, for the stand-in public set its entries of
// tables.json and dev.json. The hand-written databases already in those files are kept as they are; generated
// ones are replaced. Run: node --import tsx scripts/write-text-to-sql-sets.ts
//
// Each database gets PER_LEVEL[level] questions at each of Spider's hardness levels (as `hardnessOfQuery` reads
// them), chosen by a seeded draw among the shapes of scripts/text-to-sql-sets/questions.ts; the counts weight the
// levels so that the whole set, hand-written databases included, has Spider dev's mix. Every gold query is run
// before it is kept: on the fresh set's rows it must return a row that is not all NULL, and a gold ending in LIMIT
// must not cut through a tie; on the public set (no rows) it must prepare against the schema.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { suiteDumps } from "../src/contamination/test-suite-eval.js";
import type { SqlQuestion } from "../src/contamination/text-to-sql-types.js";
import { HARDNESS_LEVELS, type Hardness, hardnessOfQuery } from "../src/sql/hardness.js";
import { readSpiderTables } from "../src/sql/spider-tables.js";
import { createRng, type Rng } from "../src/stats/rng.js";
import {
  type Cell,
  createStatements,
  dumpOf,
  type Rows,
  rowsOf,
  spiderEntry,
} from "./text-to-sql-sets/build.js";
import type { Column, Domain } from "./text-to-sql-sets/domain.js";
import { FRESH_DOMAINS as FIRST_FRESH } from "./text-to-sql-sets/domains-fresh.js";
import { MORE_FRESH_DOMAINS } from "./text-to-sql-sets/domains-fresh-more.js";
import { PUBLIC_DOMAINS as FIRST_PUBLIC } from "./text-to-sql-sets/domains-public.js";
import { MORE_PUBLIC_DOMAINS } from "./text-to-sql-sets/domains-public-more.js";
import { type Candidate, candidates, type Literals } from "./text-to-sql-sets/questions.js";

/**
 * Questions per hardness level per generated database. With the hand-written databases' 5 a level, the set comes
 * to Spider dev's mix (248/446/174/166 of 1,034: 24/43/17/16%) within a point and a half at every level:
 * 274/472/184/184 of 1,114 on each side. `--scale F` multiplies these (rounded), for sizing studies.
 */
export const PER_LEVEL: Readonly<Record<Hardness, number>> = { easy: 13, medium: 24, hard: 8, extra: 8 };
const SEED = "text-to-sql-sets";
/** Every generated database of each side: the first ten, then the eight added for issue 32's decidable set. */
export const FRESH_DOMAINS: readonly Domain[] = [...FIRST_FRESH, ...MORE_FRESH_DOMAINS];
export const PUBLIC_DOMAINS: readonly Domain[] = [...FIRST_PUBLIC, ...MORE_PUBLIC_DOMAINS];
const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const FRESH_DIR = resolve(ROOT, "fixtures/text-to-sql/fresh");
const PUBLIC_DIR = resolve(ROOT, "fixtures/text-to-sql/stand-in-public");

interface Db {
  exec(sql: string): { values: unknown[][] }[];
  close(): void;
}
const SQL = await (createRequire(import.meta.url)("sql.js") as () => Promise<{ Database: new () => Db }>)();

export interface GeneratedQuestion {
  db_id: string;
  question: string;
  query: string;
  hardness: Hardness;
}

/** The kept questions of one database, PER_LEVEL[level] at each level, in level order. */
function chooseQuestions(
  d: Domain,
  lit: Literals,
  db: Db,
  rows: boolean,
  rng: Rng,
  dropped: ReadonlySet<string> = new Set(),
): GeneratedQuestion[] {
  const scale = scaleOf(process.argv);
  const choose = <T>(options: readonly T[]) => options[rng.nextBelow(options.length)]!;
  const all = candidates(d, lit, choose);
  const byLevel = new Map<Hardness, Candidate[]>(HARDNESS_LEVELS.map((h) => [h, []]));
  const rejected: string[] = [];
  for (const c of all) {
    const problem = dropped.has(c.query)
      ? "empty on every instance of a run's test suite"
      : check(c, db, rows);
    if (problem) rejected.push(`${c.shape}: ${problem}`);
    else byLevel.get(hardnessOfQuery(c.query).hardness)!.push(c);
  }
  return HARDNESS_LEVELS.flatMap((h) => {
    const pool = byLevel.get(h)!;
    const perLevel = Math.max(1, Math.round(PER_LEVEL[h] * scale));
    if (pool.length < perLevel)
      throw new Error(
        `${d.dbId}: only ${pool.length} ${h} questions (rejected: ${rejected.join("; ") || "none"})`,
      );
    const kept = new Set(shuffle([...pool.keys()], rng).slice(0, perLevel));
    return pool
      .filter((_, i) => kept.has(i))
      .map((c) => ({ db_id: d.dbId, question: c.question, query: c.query, hardness: h }));
  });
}

/** Why a gold query cannot be kept, if it cannot. */
function check(c: Candidate, db: Db, rows: boolean): string | undefined {
  let result: unknown[][];
  try {
    result = db.exec(c.query)[0]?.values ?? [];
  } catch (error) {
    return `does not run: ${(error as Error).message}`;
  }
  if (!rows) return undefined;
  if (!result.some((row) => row.some((v) => v !== null))) return "returns nothing";
  if (c.tie) {
    const keys = (db.exec(c.tie)[0]?.values ?? []).map((r) => r[0]);
    if (keys.length === 2 && keys[0] === keys[1]) return "LIMIT cuts through a tie";
  }
  return undefined;
}

/** Fresh literals come from the rows: the most common values, and a threshold near the median. */
function rowLiterals(d: Domain, rows: Rows): Literals {
  const columnValues = (table: string, column: Column): Cell[] => {
    const t = [d.a, d.b].find((x) => x.table === table);
    const names = t
      ? [t.key, t.name.name, t.category.name, ...t.measures.map((m) => m.name)]
      : [d.event.key, d.a.key, d.b.key, d.event.date.name, d.event.category.name, d.event.measure.name];
    return (rows[table] ?? []).map((r) => r[names.indexOf(column.name)]!);
  };
  return {
    value(table, column, nth) {
      const counts = new Map<string, number>();
      for (const v of columnValues(table, column)) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      const ranked = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
      return ranked[Math.min(nth, ranked.length - 1)]![0];
    },
    threshold(table, column) {
      const values = columnValues(table, column)
        .map(Number)
        .sort((x, y) => x - y);
      return Math.floor(values[Math.floor(values.length / 2)]!);
    },
  };
}

/** Public literals come from the domain: its listed values, and a round number inside the range. */
function domainLiterals(): Literals {
  return {
    value: (_table, column, nth) => column.values![Math.min(nth, column.values!.length - 1)]!,
    threshold(_table, column) {
      const [low, high] = column.range!;
      const mid = (low + high) / 2;
      const step = high - low >= 200 ? 50 : high - low >= 40 ? 10 : 1;
      return Math.round(mid / step) * step;
    },
  };
}

function generateFresh(): { dumps: Map<string, string>; questions: GeneratedQuestion[] } {
  const dumps = new Map<string, string>();
  const questions: GeneratedQuestion[] = [];
  for (const d of FRESH_DOMAINS) {
    const rows = rowsOf(d, createRng(SEED, `rows:${d.dbId}`));
    const dump = dumpOf(d, rows);
    const db = new SQL.Database();
    db.exec(dump);
    questions.push(
      ...chooseQuestions(d, rowLiterals(d, rows), db, true, createRng(SEED, `questions:${d.dbId}`)),
    );
    db.close();
    dumps.set(d.dbId, dump);
  }
  return { dumps, questions };
}

function generatePublic(): { entries: Record<string, unknown>[]; questions: GeneratedQuestion[] } {
  const questions: GeneratedQuestion[] = [];
  for (const d of PUBLIC_DOMAINS) {
    const db = new SQL.Database();
    db.exec(createStatements(d));
    // A gold empty on every instance of a run's test suite cannot be scored: drop its shape and draw again.
    const dropped = new Set<string>();
    for (;;) {
      const chosen = chooseQuestions(
        d,
        domainLiterals(),
        db,
        false,
        createRng(SEED, `questions:${d.dbId}`),
        dropped,
      );
      const empty = emptyOnRunInstances(d, chosen);
      if (empty.length === 0) {
        questions.push(...chosen);
        break;
      }
      for (const query of empty) dropped.add(query);
    }
    db.close();
  }
  return { entries: PUBLIC_DOMAINS.map(spiderEntry), questions };
}

/** Seeds whose test suites every public gold must select something on: the starter's, and more. */
const RUN_SEEDS = ["2026", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

/** The golds that return no row on any of a run's instances (8, as the starter builds them) for some seed. */
function emptyOnRunInstances(d: Domain, chosen: readonly GeneratedQuestion[]): string[] {
  const schema = readSpiderTables(JSON.stringify([spiderEntry(d)]), "tables.json").schemas[0]!;
  const database = { dbId: d.dbId, dump: "", schema, source: { file: "tables.json" } };
  const questions: SqlQuestion[] = chosen.map((q, i) => ({
    ...{ id: `public:${d.dbId}:${i}`, dbId: d.dbId, question: q.question, gold: q.query },
    ...{ hardness: q.hardness, source: { file: "dev.json" } },
  }));
  const empty = new Set<string>();
  for (const seed of RUN_SEEDS) {
    const instances = suiteDumps(database, questions, {
      instances: 8,
      seed: `${seed}:text-to-sql:public`,
    }).map(({ dump }) => {
      const db = new SQL.Database();
      db.exec(dump);
      return db;
    });
    for (const q of chosen) {
      const rows = instances.some((db) => (db.exec(q.query)[0]?.values.length ?? 0) > 0);
      if (!rows) empty.add(q.query);
    }
    for (const db of instances) db.close();
  }
  return [...empty];
}

function writeFresh(): number {
  const generated = new Set(FRESH_DOMAINS.map((d) => d.dbId));
  const { dumps, questions } = generateFresh();
  for (const [dbId, dump] of dumps) writeFileSync(resolve(FRESH_DIR, `${dbId}.sql`), dump);
  const path = resolve(FRESH_DIR, "questions.jsonl");
  const kept = readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !generated.has((JSON.parse(line) as { db_id: string }).db_id));
  const lines = questions.map((q) =>
    JSON.stringify({ db_id: q.db_id, question: q.question, query: q.query }),
  );
  writeFileSync(path, `${[...kept, ...lines].join("\n")}\n`);
  return questions.length;
}

function writePublic(): number {
  const generated = new Set(PUBLIC_DOMAINS.map((d) => d.dbId));
  const { entries, questions } = generatePublic();
  const tablesPath = resolve(PUBLIC_DIR, "tables.json");
  const tables = (JSON.parse(readFileSync(tablesPath, "utf8")) as { db_id: string }[]).filter(
    (t) => !generated.has(t.db_id),
  );
  writeFileSync(tablesPath, `${formatTables([...tables, ...entries])}\n`);
  const devPath = resolve(PUBLIC_DIR, "dev.json");
  const dev = (JSON.parse(readFileSync(devPath, "utf8")) as { db_id: string }[]).filter(
    (q) => !generated.has(q.db_id),
  );
  const added = questions.map((q) => ({ db_id: q.db_id, query: q.query, question: q.question }));
  writeFileSync(devPath, `${JSON.stringify([...dev, ...added], null, 2)}\n`);
  return questions.length;
}

/** tables.json as the stand-in writes it: Spider's JSON, with each inner pair and each list of names on one line. */
export function formatTables(entries: readonly object[]): string {
  const inline = (v: unknown) => JSON.stringify(v).replace(/,(?=\S)/g, ", ");
  const value = (v: unknown): string => {
    if (Array.isArray(v) && v.some(Array.isArray))
      return `[\n${v.map((x) => `      ${inline(x)}`).join(",\n")}\n    ]`;
    return inline(v);
  };
  const entry = (e: object) =>
    `  {\n${Object.entries(e)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${value(v)}`)
      .join(",\n")}\n  }`;
  return `[\n${entries.map(entry).join(",\n")}\n]`;
}

function scaleOf(argv: readonly string[]): number {
  const at = argv.indexOf("--scale");
  const f = at < 0 ? 1 : Number(argv[at + 1]);
  if (!(Number.isFinite(f) && f > 0)) throw new Error("--scale needs a positive number, e.g. --scale 1.5");
  return f;
}

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.nextBelow(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const fresh = writeFresh();
  const pub = writePublic();
  console.log(
    `fresh: ${FRESH_DOMAINS.length} databases, ${fresh} questions; public: ${PUBLIC_DOMAINS.length} databases, ${pub} questions`,
  );
}
