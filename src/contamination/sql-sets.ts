/**
 * Loading a text-to-SQL set (issue 13) from where it lives: a directory of dumps and questions, Spider's
 * `dev.json` and `tables.json`, or a sealed (encrypted) archive of a directory. Every problem is a diagnostic
 * with file, line and hint; nothing here throws on bad input. Callers stop on errors (`hasErrors`) as they do
 * for templates; `data` is still returned when something could be read, so a lint can count what is there.
 */
import { basename, join } from "node:path";
import type { Diagnostic, SourcePosition } from "../config/diagnostic.js";
import { fileStart, makeDiagnostic } from "../config/diagnostic.js";
import { suggestName } from "../config/did-you-mean.js";
import { openSealed, SealedArchiveError } from "./sealed-archive.js";
import { readSpiderTables } from "./spider-tables.js";
import { parseSqlDump } from "./sql-dump.js";
import { hardnessOfParsed, hardnessOfQuery, type SpiderSql } from "./sql-hardness.js";
import { recursiveLoadQueries } from "./sql-load-queries.js";
import { renderSchema } from "./sql-render.js";
import { createLocator, detectLexOptions, splitStatements } from "./sql-tokenize.js";
import type { SqlDatabase, SqlQuestion, SqlSet, SqlSetData } from "./text-to-sql-types.js";
import type { Schema } from "./types.js";

export type SqlSetSource =
  /** A directory of `<db_id>.sql` dumps and one `questions.jsonl`. */
  | { dir: string }
  /** Spider's `dev.json` and `tables.json`; `databases` keeps only those db_ids. */
  | { spider: { questions: string; tables: string; databases?: string[] } }
  /** A sealed archive of a `dir` set, opened with the passphrase in the environment variable `keyEnv`. */
  | { sealed: string; keyEnv: string };

/** What loading reads; paths arrive absolute. */
export interface SqlSetIO {
  readText(path: string): string | undefined;
  readBytes(path: string): Uint8Array | undefined;
  env(name: string): string | undefined;
  /** The names (not paths) of a directory's entries, or undefined when there is no such directory. */
  listDir(path: string): string[] | undefined;
}

export interface SqlSetLoad {
  data?: SqlSetData;
  diagnostics: Diagnostic[];
}

/** The question file of a `dir` set. */
export const QUESTIONS_FILE = "questions.jsonl";

/** Loads one set; see {@link SqlSetSource} for the three places a set can come from. */
export function loadSqlSet(set: SqlSet, source: SqlSetSource, io: SqlSetIO): SqlSetLoad {
  if ("dir" in source) return loadDir(set, source.dir, io);
  if ("spider" in source) return loadSpider(set, source.spider, io);
  return loadSealed(set, source, io);
}

/** Where the files of a `dir` set are, for messages. */
export interface SetFileSite {
  /** The directory or archive, as the report names it. */
  origin: string;
  /** The path a message gives for one file of the set. */
  pathOf(name: string): string;
  /**
   * The set must stay unpublished (a sealed archive): messages then never quote its text, since diagnostics end
   * up in public CI logs and annotations.
   */
  secret: boolean;
}

/** Whether a name is one of the files a `dir` set is made of (top level only). */
export function isSetFileName(name: string): boolean {
  return name === QUESTIONS_FILE || (name.endsWith(".sql") && !name.includes("/") && name.length > 4);
}

function loadDir(set: SqlSet, dir: string, io: SqlSetIO): SqlSetLoad {
  const names = io.listDir(dir);
  if (names === undefined) {
    const hint = "point the set's `dir` at a directory of <db_id>.sql dumps and questions.jsonl";
    return { diagnostics: [error("sql-set-missing", fileStart(dir), `no directory ${dir}`, hint)] };
  }
  const files: Record<string, string> = {};
  for (const name of names.filter(isSetFileName)) {
    const text = io.readText(join(dir, name));
    if (text !== undefined) files[name] = text;
  }
  return loadSetFiles(set, files, { origin: dir, pathOf: (name) => join(dir, name), secret: false });
}

function loadSealed(set: SqlSet, source: { sealed: string; keyEnv: string }, io: SqlSetIO): SqlSetLoad {
  const { sealed, keyEnv } = source;
  const at = fileStart(sealed);
  const bytes = io.readBytes(sealed);
  const passphrase = io.env(keyEnv);
  const diagnostics: Diagnostic[] = [];
  if (bytes === undefined) {
    const hint = "make it with `bias-gate seal <dir> --out FILE`, or fix the path";
    diagnostics.push(error("sql-set-missing", at, `no sealed archive ${sealed}`, hint));
  }
  if (passphrase === undefined || passphrase === "") {
    const message = `$${keyEnv} is ${passphrase === undefined ? "not set" : "empty"}: it holds the key that opens ${sealed}`;
    const hint =
      `store the key as an Action secret and map it into the step: env: { ${keyEnv}: \${{ secrets.${keyEnv} }} }` +
      ` (locally: export ${keyEnv}=…)`;
    diagnostics.push(error("sql-set-key-missing", at, message, hint));
  }
  if (bytes === undefined || passphrase === undefined || passphrase === "") return { diagnostics };
  let files: Record<string, string>;
  try {
    files = openSealed(bytes, passphrase);
  } catch (e) {
    if (!(e instanceof SealedArchiveError)) throw e;
    return { diagnostics: [sealedError(e, sealed, keyEnv)] };
  }
  return loadSetFiles(set, files, { origin: sealed, pathOf: (name) => `${sealed}/${name}`, secret: true });
}

function sealedError(e: SealedArchiveError, file: string, keyEnv: string): Diagnostic {
  const at = fileStart(file);
  if (e.problem === "wrong-key-or-damaged") {
    return error(
      "sql-set-wrong-key",
      at,
      `cannot open ${file}: the key in $${keyEnv} does not decrypt it (wrong key, or the file is damaged)`,
      `set $${keyEnv} to the key it was sealed with (no trailing newline or spaces), or seal the set again`,
    );
  }
  const hint =
    e.problem === "unsupported-version"
      ? "update bias-gate, or seal the set again with this version"
      : "seal the set again with `bias-gate seal <dir> --out FILE`";
  return error("sql-set-sealed-unreadable", at, `cannot open ${file}: ${e.message}`, hint);
}

/**
 * Loads a `dir` set from its files (name within the set → text): every top-level `<db_id>.sql` is a database,
 * `questions.jsonl` holds one `{db_id, question, query}` a line. Shared by directories and opened archives.
 */
export function loadSetFiles(
  set: SqlSet,
  files: Readonly<Record<string, string>>,
  site: SetFileSite,
): SqlSetLoad {
  const diagnostics: Diagnostic[] = [];
  const dumpNames = Object.keys(files)
    .filter((name) => name !== QUESTIONS_FILE && isSetFileName(name))
    .sort(byCodePoint);
  const questionsText = files[QUESTIONS_FILE];
  const at = fileStart(site.origin);
  if (dumpNames.length === 0) {
    const hint = "add one SQL dump per database, named <db_id>.sql (sqlite3 db .dump > db_id.sql)";
    diagnostics.push(error("sql-set-no-databases", at, `no <db_id>.sql dumps in ${site.origin}`, hint));
  }
  if (questionsText === undefined) {
    const hint = 'add questions.jsonl: one {"db_id": …, "question": …, "query": …} a line';
    diagnostics.push(error("sql-set-no-questions", at, `no ${QUESTIONS_FILE} in ${site.origin}`, hint));
  }
  if (dumpNames.length === 0 || questionsText === undefined) return { diagnostics };
  const dumped = dumpNames.map((name) => name.slice(0, -".sql".length));
  const databases = dumpNames.flatMap((name, k) => {
    const db = readDump(files[name] as string, site.pathOf(name), dumped[k] as string, diagnostics);
    return db ? [db] : [];
  });
  const usable = new Set(databases.map((d) => d.dbId));
  const questionsFile = site.pathOf(QUESTIONS_FILE);
  const questions = readQuestionLines(
    set,
    questionsText,
    questionsFile,
    dumped,
    site.secret,
    diagnostics,
  ).filter((q) => usable.has(q.dbId));
  const loaded = finishSet(set, databases, questions, site.origin, diagnostics);
  return site.secret && loaded.data ? { ...loaded, data: { ...loaded.data, sealed: true } } : loaded;
}

function readDump(
  text: string,
  file: string,
  dbId: string,
  diagnostics: Diagnostic[],
): SqlDatabase | undefined {
  const parsed = parseSqlDump(text, file, dbId);
  diagnostics.push(...parsed.diagnostics, ...recursiveLoadQueries(text, file));
  if (parsed.schema.tables.length === 0) {
    const hint = "the dump needs CREATE TABLE statements; the questions on this database are left out";
    diagnostics.push(
      error("sql-set-no-tables", fileStart(file), `database ${dbId} has no readable table`, hint),
    );
    return undefined;
  }
  const contents = sqliteContents(text);
  return { dbId, dump: text, schema: parsed.schema, ...(contents ? { contents } : {}), source: { file } };
}

/** PostgreSQL-only syntax: such a dump does not load into SQLite as written. */
const POSTGRES_MARKERS =
  /\bpg_catalog\b|\bCOPY\s+\S+.*\bFROM\s+stdin\b|\bOWNER\s+TO\b|::[a-z]|^\s*SET\s+\w+\s*=/im;

/**
 * The dump itself as the SQLite script of its contents, when it has INSERTs and reads as SQLite. MySQL and
 * PostgreSQL dumps are not translated: they get no `contents`, so their test suites are the random instances
 * alone. A dump that passes this check and still fails to load in the engine loses `contents` there.
 */
function sqliteContents(text: string): string | undefined {
  const lex = detectLexOptions(text);
  if (lex.backslashEscapes || POSTGRES_MARKERS.test(text)) return undefined;
  const { statements } = splitStatements(text, lex);
  const inserts = statements.some((s) => /^(INSERT|REPLACE)$/i.test(s.tokens[0]?.text ?? ""));
  return inserts ? text : undefined;
}

function readQuestionLines(
  set: SqlSet,
  text: string,
  file: string,
  dbIds: readonly string[],
  secret: boolean,
  diagnostics: Diagnostic[],
): SqlQuestion[] {
  const known = new Set(dbIds);
  const questions: SqlQuestion[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "") return;
    const at: SourcePosition = { file, line: index + 1, column: 1 };
    const entry = parseQuestionLine(line, at, secret, diagnostics);
    if (!entry) return;
    if (!known.has(entry.db_id)) {
      diagnostics.push(unknownDatabase(entry.db_id, dbIds, at, "there is no <db_id>.sql dump for it"));
      return;
    }
    questions.push({
      id: `${set}:${entry.db_id}:${index}`,
      dbId: entry.db_id,
      question: entry.question,
      gold: entry.query,
      hardness: hardnessOfQuery(entry.query).hardness,
      source: { file, line: index + 1 },
    });
  });
  return questions;
}

interface QuestionLine {
  db_id: string;
  question: string;
  query: string;
}

const LINE_HINT = 'write each line as one JSON object: {"db_id": "…", "question": "…", "query": "SELECT …"}';

function parseQuestionLine(
  line: string,
  at: SourcePosition,
  secret: boolean,
  diagnostics: Diagnostic[],
): QuestionLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    // The parser's message quotes the line; a sealed set's text must not reach a public log.
    const detail = secret ? "" : `: ${(e as Error).message}`;
    diagnostics.push(error("sql-set-json", at, `not a JSON object${detail}`, LINE_HINT));
    return undefined;
  }
  const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const missing = ["db_id", "question", "query"].filter(
    (k) => typeof entry[k] !== "string" || entry[k] === "",
  );
  if (missing.length > 0) {
    diagnostics.push(
      error("sql-set-question-field", at, `missing or empty: ${missing.join(", ")}`, LINE_HINT),
    );
    return undefined;
  }
  return entry as unknown as QuestionLine;
}

/** An error for a db_id that names no database, with the nearest one as a suggestion. */
function unknownDatabase(
  dbId: string,
  known: readonly string[],
  at: SourcePosition,
  why: string,
): Diagnostic {
  const guess = suggestName(dbId, known);
  const message = `unknown database ${dbId}: ${why}${guess ? ` (did you mean ${guess}?)` : ""}`;
  const shown = known.slice(0, 8).join(", ") + (known.length > 8 ? ", …" : "");
  return error("sql-set-unknown-database", at, message, `use one of: ${shown}`);
}

/**
 * The set as loaded, minus databases without questions (they could not be scored; a warning says so), or
 * no data with an error when nothing is left.
 */
function finishSet(
  set: SqlSet,
  databases: readonly SqlDatabase[],
  questions: readonly SqlQuestion[],
  origin: string,
  diagnostics: Diagnostic[],
): SqlSetLoad {
  const asked = new Set(questions.map((q) => q.dbId));
  for (const db of databases.filter((d) => !asked.has(d.dbId))) {
    const hint = `add questions with "db_id": "${db.dbId}", or remove the database`;
    const message = `database ${db.dbId} has no questions; it is left out`;
    diagnostics.push(
      makeDiagnostic("warning", "sql-set-unused-database", fileStart(db.source.file), message, hint),
    );
  }
  const used = databases.filter((d) => asked.has(d.dbId));
  if (used.length === 0 || questions.length === 0) {
    const hint = "a set needs at least one database with at least one question";
    diagnostics.push(
      error("sql-set-empty", fileStart(origin), `the ${set} set ${origin} has no questions`, hint),
    );
    return { diagnostics };
  }
  return { data: { set, databases: used, questions: [...questions], origin }, diagnostics };
}

function error(code: string, at: SourcePosition, message: string, hint: string): Diagnostic {
  return makeDiagnostic("error", code, at, message, hint);
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Spider: dev.json questions on tables.json schemas. Its databases have no contents, so the dump is the schema.

interface SpiderSource {
  questions: string;
  tables: string;
  databases?: string[];
}

interface DevEntry {
  index: number;
  dbId: string;
  question: string;
  query: string;
  sql?: unknown;
  at: SourcePosition;
}

function loadSpider(set: SqlSet, source: SpiderSource, io: SqlSetIO): SqlSetLoad {
  const tablesText = io.readText(source.tables);
  const devText = io.readText(source.questions);
  const hint = "point `spider` at Spider's evaluation_examples/examples (dev.json and tables.json)";
  const missing = [source.tables, source.questions].filter((_, k) => [tablesText, devText][k] === undefined);
  if (tablesText === undefined || devText === undefined) {
    return { diagnostics: missing.map((f) => error("sql-set-missing", fileStart(f), `no file ${f}`, hint)) };
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
    if (schema) databases.push(spiderDatabase(schema, source.tables, tableLines.get(dbId)));
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
      error("sql-set-json", fileStart(file), `not valid JSON: ${(e as Error).message}`, DEV_HINT),
    );
    return [];
  }
  if (!Array.isArray(data)) {
    diagnostics.push(error("sql-set-json", fileStart(file), "not an array of questions", DEV_HINT));
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
      diagnostics.push(error("sql-set-question-field", at, message, DEV_HINT));
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
