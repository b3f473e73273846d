/**
 * Spider's `tables.json` (one entry per database) read into schemas, with the `_original` (as-in-SQL) names.
 * Column `k` of `column_names_original` is `[tableIndex, name]`; entry 0 is `[-1, "*"]`, not a column.
 * `primary_keys` holds column indices, nested arrays for composite keys in some releases (flat lists repeat
 * the table instead); both are read. `foreign_keys` holds `[column, referencedColumn]` pairs, each read as its
 * own one-column foreign key: Spider does not say which pairs form one composite key.
 */

import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import type { ForeignKey, Schema, Table } from "./schema.js";
import { createLocator } from "./tokenize.js";

interface SpiderDb {
  db_id: string;
  table_names_original: string[];
  column_names_original: [number, string][];
  column_types: string[];
  primary_keys: (number | number[])[];
  foreign_keys: [number, number][];
}

/** Parses tables.json; a database whose entry is malformed is left out with an error at its `db_id`. */
export function readSpiderTables(
  text: string,
  file: string,
): { schemas: Schema[]; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { schemas: [], diagnostics: [jsonError(text, file, error)] };
  }
  if (!Array.isArray(data)) {
    const message = "tables.json should be an array of databases";
    return {
      schemas: [],
      diagnostics: [makeDiagnostic("error", "spider-format", fileStart(file), message, SHAPE_HINT)],
    };
  }
  const positions = dbPositions(text, file);
  const schemas: Schema[] = [];
  const diagnostics: Diagnostic[] = [];
  data.forEach((entry: unknown, k) => {
    const at = positions[k] ?? fileStart(file);
    const problem = checkEntry(entry);
    if (problem)
      diagnostics.push(
        makeDiagnostic("error", "spider-format", at, `database ${k + 1}: ${problem}`, SHAPE_HINT),
      );
    else schemas.push(toSchema(entry as SpiderDb, file, at, diagnostics));
  });
  return { schemas, diagnostics };
}

const SHAPE_HINT =
  "use Spider's tables.json: db_id, table_names_original, column_names_original ([table, name]), column_types, primary_keys, foreign_keys";

/** Where each database's `"db_id"` key is: entries are flat objects, so the k-th key is the k-th database. */
function dbPositions(text: string, file: string): SourcePosition[] {
  const locate = createLocator(text);
  return [...text.matchAll(/"db_id"\s*:/g)].map((m) => ({ file, ...locate(m.index) }));
}

function jsonError(text: string, file: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const offset = /position (\d+)/.exec(message)?.[1];
  const at = offset === undefined ? fileStart(file) : { file, ...createLocator(text)(Number(offset)) };
  return makeDiagnostic(
    "error",
    "spider-json",
    at,
    `not valid JSON: ${message}`,
    "fix the JSON syntax at this position",
  );
}

/** What is wrong with one entry's shape and indices, or undefined when it can be read. */
function checkEntry(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return "not an object";
  const db = entry as Partial<Record<keyof SpiderDb, unknown>>;
  if (typeof db.db_id !== "string" || db.db_id === "") return "db_id is missing";
  const tables = db.table_names_original;
  const columns = db.column_names_original;
  if (!isArrayOf(tables, (t) => typeof t === "string"))
    return `${db.db_id}: table_names_original is not a list of names`;
  const isColumn = (c: unknown) =>
    Array.isArray(c) &&
    c.length === 2 &&
    Number.isInteger(c[0]) &&
    c[0] >= -1 &&
    c[0] < tables.length &&
    typeof c[1] === "string";
  if (!isArrayOf(columns, isColumn))
    return `${db.db_id}: column_names_original has an entry that is not [table, name]`;
  if (columns.some((c, k) => k > 0 && (c as [number, string])[0] < 0))
    return `${db.db_id}: only column 0 may be [-1, "*"]`;
  const names = columns.map(
    (c) => `${(c as [number, string])[0]}:${(c as [number, string])[1].toLowerCase()}`,
  );
  if (new Set(names).size !== names.length) return `${db.db_id}: a table has two columns of the same name`;
  const isIndex = (i: unknown) => Number.isInteger(i) && (i as number) > 0 && (i as number) < columns.length;
  if (
    !isArrayOf(db.column_types, (t) => typeof t === "string") ||
    db.column_types.length !== columns.length
  ) {
    return `${db.db_id}: column_types does not have one type per column`;
  }
  if (!isArrayOf(db.primary_keys, (p) => isIndex(p) || isArrayOf(p, isIndex))) {
    return `${db.db_id}: primary_keys has an entry that is not a column index`;
  }
  if (!isArrayOf(db.foreign_keys, (f) => isArrayOf(f, isIndex) && f.length === 2)) {
    return `${db.db_id}: foreign_keys has an entry that is not a [column, column] pair`;
  }
  return undefined;
}

function isArrayOf(value: unknown, test: (item: unknown) => boolean): value is unknown[] {
  return Array.isArray(value) && value.every(test);
}

function toSchema(db: SpiderDb, file: string, at: SourcePosition, diagnostics: Diagnostic[]): Schema {
  const tables: Table[] = db.table_names_original.map((name) => ({
    name,
    columns: [],
    primaryKey: [],
    foreignKeys: [],
  }));
  const owner = (k: number) => tables[(db.column_names_original[k] as [number, string])[0]] as Table;
  const nameOf = (k: number) => (db.column_names_original[k] as [number, string])[1];
  db.column_names_original.forEach(([t, name], k) => {
    if (t >= 0) tables[t]?.columns.push({ name, type: db.column_types[k] as string, primaryKey: false });
  });
  for (const k of db.primary_keys.flat()) {
    const table = owner(k);
    if (!table.primaryKey.includes(nameOf(k))) table.primaryKey.push(nameOf(k));
  }
  for (const table of tables) for (const c of table.columns) c.primaryKey = table.primaryKey.includes(c.name);
  const seen = new Set<string>();
  for (const [from, to] of db.foreign_keys) {
    const key = `${from}:${to}`;
    if (seen.has(key)) {
      const message = `${db.db_id}: foreign key ${owner(from).name}.${nameOf(from)} → ${owner(to).name}.${nameOf(to)} is listed twice`;
      diagnostics.push(
        makeDiagnostic("warning", "spider-duplicate-foreign-key", at, message, "the repeat is ignored"),
      );
      continue;
    }
    seen.add(key);
    const fk: ForeignKey = { columns: [nameOf(from)], refTable: owner(to).name, refColumns: [nameOf(to)] };
    owner(from).foreignKeys.push(fk);
  }
  return { database: db.db_id, file, tables };
}
