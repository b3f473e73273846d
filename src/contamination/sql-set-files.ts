/**
 * A `dir` set from its files (name within the set → text), shared by directories and opened sealed archives:
 * every top-level `<db_id>.sql` dump is a database, `questions.jsonl` holds one `{db_id, question, query}` a
 * line.
 */

import { type Diagnostic, fileStart, type SourcePosition } from "../config/diagnostic.js";
import { parseSqlDump } from "../sql/dump.js";
import { hardnessOfQuery } from "../sql/hardness.js";
import { recursiveLoadQueries } from "../sql/load-queries.js";
import { detectLexOptions, splitStatements } from "../sql/tokenize.js";
import { byCodePoint, finishSet, type SqlSetLoad, setError, unknownDatabase } from "./sql-set-load.js";
import type { SqlDatabase, SqlQuestion, SqlSet } from "./text-to-sql-types.js";

/** The question file of a `dir` set. */
export const QUESTIONS_FILE = "questions.jsonl";

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
    diagnostics.push(setError("sql-set-no-databases", at, `no <db_id>.sql dumps in ${site.origin}`, hint));
  }
  if (questionsText === undefined) {
    const hint = 'add questions.jsonl: one {"db_id": …, "question": …, "query": …} a line';
    diagnostics.push(setError("sql-set-no-questions", at, `no ${QUESTIONS_FILE} in ${site.origin}`, hint));
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
      setError("sql-set-no-tables", fileStart(file), `database ${dbId} has no readable table`, hint),
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
    diagnostics.push(setError("sql-set-json", at, `not a JSON object${detail}`, LINE_HINT));
    return undefined;
  }
  const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const missing = ["db_id", "question", "query"].filter(
    (k) => typeof entry[k] !== "string" || entry[k] === "",
  );
  if (missing.length > 0) {
    diagnostics.push(
      setError("sql-set-question-field", at, `missing or empty: ${missing.join(", ")}`, LINE_HINT),
    );
    return undefined;
  }
  return entry as unknown as QuestionLine;
}
