/**
 * A text-to-SQL set from Spider's files: `dev.json` questions on `tables.json` schemas, each database's dump its
 * schema rendered as SQLite DDL, without rows. With `databaseDir` (Spider's `database/` folder) each database
 * is read from its own `.sqlite` file instead: DDL as written, composite keys kept, and its rows.
 *
 * Without the files, keys are what tables.json gives: `primary_keys` lists one column per table at most, so a
 * composite key (singer_in_concert's (concert_ID, Singer_ID)) is rendered as its first column only.
 */
import { basename, join } from "node:path";
import { type Diagnostic, fileStart, type SourcePosition } from "../config/diagnostic.js";
import { parseSqlDump } from "../sql/dump.js";
import { hardnessOfParsed, hardnessOfQuery } from "../sql/hardness.js";
import { renderSchema } from "../sql/render.js";
import type { Schema } from "../sql/schema.js";
import type { SpiderSql } from "../sql/spider-parsed-sql.js";
import { readSpiderTables } from "../sql/spider-tables.js";
import { sqliteFileAsDump } from "../sql/sqlite-file.js";
import { createLocator } from "../sql/tokenize.js";
import { finishSet, type SqlSetIO, type SqlSetLoad, setError, unknownDatabase } from "./sql-set-load.js";
import type { SqlDatabase, SqlQuestion, SqlSet } from "./text-to-sql-types.js";

export interface SpiderSource {
  questions: string;
  tables: string;
  databases?: string[];
  /** Spider's `database/` folder: each database's schema, keys and rows from `<dir>/<db_id>/<db_id>.sqlite`. */
  databaseDir?: string;
}

interface DevEntry {
  index: number;
  dbId: string;
  question: string;
  query: string;
  sql?: unknown;
  at: SourcePosition;
}

export function loadSpider(set: SqlSet, source: SpiderSource, io: SqlSetIO): SqlSetLoad {
  const tablesText = io.readText(source.tables);
  const devText = io.readText(source.questions);
  const hint = "point `spider` at Spider's evaluation_examples/examples (dev.json and tables.json)";
  const missing = [source.tables, source.questions].filter((_, k) => [tablesText, devText][k] === undefined);
  if (tablesText === undefined || devText === undefined) {
    return {
      diagnostics: missing.map((f) => setError("sql-set-missing", fileStart(f), `no file ${f}`, hint)),
    };
  }
  const diagnostics: Diagnostic[] = [];
  const entries = readDevEntries(devText, source.questions, diagnostics);
  const devDbIds = [...new Set(entries.map((e) => e.dbId))];
  const wanted = source.databases === undefined ? devDbIds : checkFilter(source, devDbIds, diagnostics);
  const tables = readSpiderTables(tablesText, source.tables);
  const tableLines = dbIdLines(tablesText);
  // tables.json describes every Spider database (train ones too): only the problems of the wanted ones matter.
  const entryLines = new Set(tableLines.values());
  const wantedLines = new Set(wanted.map((id) => tableLines.get(id)));
  diagnostics.push(...tables.diagnostics.filter((d) => !entryLines.has(d.line) || wantedLines.has(d.line)));
  const schemas = new Map(tables.schemas.map((s) => [s.database, s]));
  const databases: SqlDatabase[] = [];
  for (const dbId of devDbIds.filter((id) => wanted.includes(id))) {
    const schema = schemas.get(dbId);
    if (source.databaseDir !== undefined) {
      const db = readSpiderFile(source.databaseDir, dbId, io, diagnostics);
      if (db) databases.push(db);
    } else if (schema) databases.push(spiderDatabase(schema, source.tables, tableLines.get(dbId)));
    else {
      const first = entries.find((e) => e.dbId === dbId) as DevEntry;
      const why = `${basename(source.tables)} has no readable entry for it`;
      diagnostics.push(unknownDatabase(dbId, [...schemas.keys()], first.at, why));
    }
  }
  const loaded = new Set(databases.map((d) => d.dbId));
  const questions = entries
    .filter((e) => loaded.has(e.dbId))
    .map((e) => spiderQuestion(set, e, source.questions));
  return finishSet(set, databases, questions, source.questions, diagnostics);
}

/** The filter's db_ids that dev.json has, each once; an error for every other. */
function checkFilter(source: SpiderSource, devDbIds: readonly string[], diagnostics: Diagnostic[]): string[] {
  const known = new Set(devDbIds);
  const wanted = [...new Set(source.databases)];
  for (const dbId of wanted.filter((id) => !known.has(id))) {
    const why = `${basename(source.questions)} asks no question on it`;
    diagnostics.push(unknownDatabase(dbId, devDbIds, fileStart(source.questions), why));
  }
  return wanted.filter((id) => known.has(id));
}

const DEV_HINT = 'use Spider\'s dev.json: an array of {"db_id", "question", "query", "sql"} objects';

function readDevEntries(text: string, file: string, diagnostics: Diagnostic[]): DevEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    diagnostics.push(
      setError("sql-set-json", fileStart(file), `not valid JSON: ${(e as Error).message}`, DEV_HINT),
    );
    return [];
  }
  if (!Array.isArray(data)) {
    diagnostics.push(setError("sql-set-json", fileStart(file), "not an array of questions", DEV_HINT));
    return [];
  }
  const locate = createLocator(text);
  const starts = entryOffsets(text);
  const positionOf = (k: number): SourcePosition =>
    starts.length === data.length ? { file, ...locate(starts[k] as number) } : fileStart(file);
  return data.flatMap((value: unknown, index): DevEntry[] => {
    const at = positionOf(index);
    const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const missing = ["db_id", "question", "query"].filter(
      (k) => typeof entry[k] !== "string" || entry[k] === "",
    );
    if (missing.length > 0) {
      const message = `question ${index + 1}: missing or empty: ${missing.join(", ")}`;
      diagnostics.push(setError("sql-set-question-field", at, message, DEV_HINT));
      return [];
    }
    const { db_id, question, query, sql } = entry as {
      db_id: string;
      question: string;
      query: string;
      sql?: unknown;
    };
    return [{ index, dbId: db_id, question, query, sql, at }];
  });
}

function spiderQuestion(set: SqlSet, e: DevEntry, file: string): SqlQuestion {
  return {
    id: `${set}:${e.dbId}:${e.index}`,
    dbId: e.dbId,
    question: e.question,
    gold: e.query,
    hardness: spiderHardness(e),
    source: { file, line: e.at.line },
  };
}

/** Spider's own level, from its parsed form; the text's when the parsed form is absent or not Spider's shape. */
function spiderHardness(e: DevEntry): SqlQuestion["hardness"] {
  if (typeof e.sql === "object" && e.sql !== null) {
    try {
      return hardnessOfParsed(e.sql as SpiderSql).hardness;
    } catch {
      // A hand-edited or foreign `sql` field: the text is the other faithful source.
    }
  }
  return hardnessOfQuery(e.query).hardness;
}

/** Offsets of the objects directly inside the top-level array: where each dev.json entry starts. */
function entryOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (c === "{" && depth === 1) offsets.push(i);
      depth++;
    } else if (c === "}" || c === "]") depth--;
  }
  return offsets;
}

/** The line of each database's `"db_id": "…"` in tables.json. */
function dbIdLines(text: string): Map<string, number> {
  const locate = createLocator(text);
  const lines = new Map<string, number>();
  for (const m of text.matchAll(/"db_id"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    const dbId = JSON.parse(`"${m[1]}"`) as string;
    if (!lines.has(dbId)) lines.set(dbId, locate(m.index).line);
  }
  return lines;
}

/**
 * One database from Spider's own file: its DDL as written (composite keys kept) and its rows, which are both the
 * test suite's original instance and what a `rows: sample` dump samples from. Problems in the DDL are warnings:
 * the benchmark is as published, and a user cannot fix it.
 */
function readSpiderFile(
  dir: string,
  dbId: string,
  io: SqlSetIO,
  diagnostics: Diagnostic[],
): SqlDatabase | undefined {
  const file = join(dir, dbId, `${dbId}.sqlite`);
  const bytes = io.readBytes(file);
  if (bytes === undefined) {
    const hint =
      "point `database-dir` at Spider's database/ folder, which holds <db_id>/<db_id>.sqlite per database";
    diagnostics.push(
      setError("sql-set-missing", fileStart(file), `no file ${file} for database ${dbId}`, hint),
    );
    return undefined;
  }
  const read = sqliteFileAsDump(bytes);
  if ("error" in read) {
    const hint = "replace it with Spider's original file (re-download Spider's database/ folder)";
    diagnostics.push(setError("sql-set-sqlite", fileStart(file), `cannot read ${file}: ${read.error}`, hint));
    return undefined;
  }
  const parsed = parseSqlDump(read.dump, file, dbId);
  diagnostics.push(...parsed.diagnostics.map((d) => ({ ...d, severity: "warning" as const })));
  const hasRows = /^INSERT INTO /m.test(read.dump);
  return {
    dbId,
    dump: read.dump,
    schema: parsed.schema,
    ...(hasRows ? { contents: read.dump } : {}),
    source: { file },
  };
}

/**
 * Spider's generic column types as SQLite declares them. `number` becomes NUMERIC, not INTEGER or REAL:
 * tables.json does not say which, and NUMERIC keeps each value as it is. A type that is not one of Spider's
 * generic words is kept as written.
 */
const SPIDER_TYPES: Record<string, string> = {
  text: "TEXT",
  number: "NUMERIC",
  time: "DATETIME",
  boolean: "BOOLEAN",
  others: "TEXT",
};

function spiderDatabase(schema: Schema, file: string, line: number | undefined): SqlDatabase {
  const tables = schema.tables.map((t) => ({
    ...t,
    columns: t.columns.map((c) => ({ ...c, type: SPIDER_TYPES[c.type?.toLowerCase() ?? ""] ?? c.type })),
  }));
  const sqlite = { ...schema, tables };
  return {
    dbId: schema.database,
    dump: `${renderSchema(sqlite)}\n`,
    schema: sqlite,
    source: line === undefined ? { file } : { file, line },
  };
}
