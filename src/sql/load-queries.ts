/**
 * Queries a dump runs while it loads (`CREATE TABLE … AS SELECT`, `INSERT … SELECT`) are executed by SQLite
 * before any question is asked; a recursive one (`WITH RECURSIVE`) may never end. Loading is also bounded by the
 * engine's time limit, but that finds out late (after the model was paid for) and only that the load stopped:
 * lint says where, at its file and line, before anything is sent.
 */
import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import { createLocator, detectLexOptions, splitStatements } from "./tokenize.js";

/** A statement whose rows are computed by a query at load time, rather than written out as VALUES. */
const LOAD_TIME_QUERY =
  /^(?:CREATE\s+(?:TEMP\s+|TEMPORARY\s+)?TABLE\b[^;]*?\bAS\s*\(?\s*(?:WITH|SELECT)\b|(?:INSERT|REPLACE)\s+(?:OR\s+\w+\s+)?INTO\s+[^\s(]+(?:\s*\([^)]*\))?\s*\(?\s*(?:WITH|SELECT)\b)/i;

/** Errors at each statement of `text` (a dump read from `file`) that runs a recursive query while it loads. */
export function recursiveLoadQueries(text: string, file: string): Diagnostic[] {
  const { statements } = splitStatements(text, detectLexOptions(text));
  const locate = createLocator(text);
  return statements.flatMap(({ tokens, end }) => {
    const first = tokens[0];
    if (first === undefined) return [];
    const statement = text.slice(first.offset, end);
    if (!LOAD_TIME_QUERY.test(statement) || !/\bWITH\s+RECURSIVE\b/i.test(statement)) return [];
    return [
      makeDiagnostic(
        "error",
        "sql-recursive-load",
        { file, ...locate(first.offset) },
        `this ${first.text.toUpperCase()} runs a recursive query (WITH RECURSIVE) while the dump loads: it may never end`,
        "write the table's rows out as INSERT … VALUES (sqlite3 <db> .dump does) instead of computing them while loading",
      ),
    ];
  });
}
