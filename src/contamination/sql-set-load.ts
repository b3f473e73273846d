/**
 * What loading a text-to-SQL set reads and returns, and the checks every way of loading one ends with (a
 * database without questions is left out with a warning; a set with no question left is an error).
 */

import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import { suggestName } from "../config/did-you-mean.js";
import type { SqlDatabase, SqlQuestion, SqlSet, SqlSetData } from "./text-to-sql-types.js";

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

/** An error for a db_id that names no database, with the nearest one as a suggestion. */
export function unknownDatabase(
  dbId: string,
  known: readonly string[],
  at: SourcePosition,
  why: string,
): Diagnostic {
  const guess = suggestName(dbId, known);
  const message = `unknown database ${dbId}: ${why}${guess ? ` (did you mean ${guess}?)` : ""}`;
  const shown = known.slice(0, 8).join(", ") + (known.length > 8 ? ", …" : "");
  return setError("sql-set-unknown-database", at, message, `use one of: ${shown}`);
}

/**
 * The set as loaded, minus databases without questions (they could not be scored; a warning says so), or
 * no data with an error when nothing is left.
 */
export function finishSet(
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
      setError("sql-set-empty", fileStart(origin), `the ${set} set ${origin} has no questions`, hint),
    );
    return { diagnostics };
  }
  return { data: { set, databases: used, questions: [...questions], origin }, diagnostics };
}

export function setError(code: string, at: SourcePosition, message: string, hint: string): Diagnostic {
  return makeDiagnostic("error", code, at, message, hint);
}

export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
