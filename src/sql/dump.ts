/**
 * Reads the schema of one database from a SQL dump (SQLite `.dump`, mysqldump, pg_dump, or hand-written DDL).
 *
 * Read: `CREATE TABLE` (columns, types, inline and table-level PRIMARY KEY and REFERENCES/FOREIGN KEY) and
 * `ALTER TABLE … ADD [CONSTRAINT n] PRIMARY KEY | FOREIGN KEY | [COLUMN] c`, because pg_dump (and some MySQL
 * tools) declare keys only there. Ignored: every other statement (INSERT, COPY data, CREATE INDEX/VIEW/TRIGGER,
 * PRAGMA, SET, BEGIN/COMMIT, DROP, other ALTER actions), table options (`ENGINE=…`, `WITHOUT ROWID`), defaults,
 * checks, UNIQUE and indexes. SQLite's internal tables (`sqlite_sequence`) are kept, as Spider keeps them;
 * the probe never masks them (see `chooseMasks`).
 */
import { basename, extname } from "node:path";
import { type Diagnostic, fileStart, makeDiagnostic } from "../config/diagnostic.js";
import type { ForeignKey, Schema } from "./schema.js";
import {
  addTableItem,
  type DraftTable,
  type ParseProblem,
  parseCreateTable,
  problem,
  readQualifiedName,
  splitTopLevel,
  upper,
} from "./table-parse.js";
import { createLocator, detectLexOptions, type SqlToken, splitStatements } from "./tokenize.js";

/**
 * Parses a dump into one schema. Identifiers are unquoted (`"First Name"` → `First Name`) and keep their case;
 * schema qualifiers are dropped (`public.users` → `users`); references are matched case-insensitively and
 * rewritten to the declared spelling, and `REFERENCES t` without columns means t's primary key.
 * Every problem is a diagnostic at its file:line:column; a table that cannot be read is left out.
 *
 * @param database defaults to the file's basename without its extension (`dumps/shop.sql` → `shop`).
 */
export function parseSqlDump(
  text: string,
  file: string,
  database = basename(file, extname(file)),
): { schema: Schema; diagnostics: Diagnostic[] } {
  const { statements, problems: lexProblems } = splitStatements(text, detectLexOptions(text));
  const problems: ParseProblem[] = lexProblems.map((p) => ({ ...p, severity: "error" }));
  const drafts = new Map<string, DraftTable>();
  for (const { tokens } of statements) {
    const verb = upper(tokens[0]);
    if (verb === "CREATE") addCreatedTable(tokens, drafts, problems);
    else if (verb === "ALTER" && upper(tokens[1]) === "TABLE") applyAlterTable(tokens, drafts, problems);
  }
  resolveReferences(drafts, problems);
  const locate = createLocator(text);
  const diagnostics = problems.map((p) =>
    makeDiagnostic(p.severity, p.code, { file, ...locate(p.offset) }, p.message, p.hint),
  );
  if (drafts.size === 0 && diagnostics.length === 0) {
    const hint = "dump the schema too (sqlite3 .schema, mysqldump --no-data, pg_dump --schema-only)";
    diagnostics.push(
      makeDiagnostic("warning", "sql-no-tables", fileStart(file), "no CREATE TABLE in this dump", hint),
    );
  }
  const tables = [...drafts.values()].map((d) => d.table);
  return { schema: { database, file, tables }, diagnostics };
}

function addCreatedTable(
  tokens: readonly SqlToken[],
  drafts: Map<string, DraftTable>,
  problems: ParseProblem[],
): void {
  const created = parseCreateTable(tokens);
  if (!created) return;
  problems.push(...created.problems);
  const draft = created.draft;
  if (!draft) return;
  const key = draft.table.name.toLowerCase();
  if (drafts.has(key)) {
    problems.push({
      offset: draft.offset,
      severity: "warning",
      code: "sql-duplicate-table",
      message: `table ${draft.table.name} is created twice; the first definition is kept`,
      hint: "tables in different schemas share their unqualified name here: split the dump per database",
    });
    return;
  }
  drafts.set(key, draft);
}

/** `ALTER TABLE [ONLY] [IF EXISTS] t ADD …[, ADD …]`: keys and columns added to an earlier CREATE TABLE. */
function applyAlterTable(
  tokens: readonly SqlToken[],
  drafts: Map<string, DraftTable>,
  problems: ParseProblem[],
): void {
  let i = 2;
  while (upper(tokens[i]) === "ONLY" || upper(tokens[i]) === "IF" || upper(tokens[i]) === "EXISTS") i += 1;
  const name = readQualifiedName(tokens, i);
  if (!name) return;
  const additions = splitTopLevel(tokens, name.next, tokens.length).filter((a) => upper(a[0]) === "ADD");
  if (additions.length === 0) return;
  const draft = drafts.get(name.name.toLowerCase());
  if (!draft) {
    const message = `ALTER TABLE ${name.name} before (or without) its CREATE TABLE`;
    problems.push(
      problem(tokens[i] as SqlToken, "warning", "sql-unknown-table", message, "create the table first"),
    );
    return;
  }
  for (const addition of additions) {
    let k = 1;
    if (upper(addition[k]) === "COLUMN") k += 1;
    if (upper(addition[k]) === "IF" && upper(addition[k + 1]) === "NOT") k += 3;
    if (addition.length > k) addTableItem(draft, addition.slice(k), problems);
  }
}

/** Canonical spellings for keys, column flags, and FK targets; problems for names that do not exist. */
function resolveReferences(drafts: ReadonlyMap<string, DraftTable>, problems: ParseProblem[]): void {
  for (const draft of drafts.values()) {
    const { table } = draft;
    const at = draft.pkOffset ?? draft.offset;
    table.primaryKey = table.primaryKey.flatMap((name) => {
      const found = findColumn(draft, name);
      if (!found) problems.push(unknownColumn(at, table.name, name, "error"));
      return found ? [found] : [];
    });
    for (const column of table.columns) column.primaryKey = table.primaryKey.includes(column.name);
  }
  for (const draft of drafts.values()) {
    const kept: ForeignKey[] = [];
    const offsets: number[] = [];
    draft.table.foreignKeys.forEach((fk, k) => {
      const offset = draft.fkOffsets[k] ?? draft.offset;
      const resolved = resolveForeignKey(draft, fk, offset, drafts, problems);
      if (resolved) {
        kept.push(resolved);
        offsets.push(offset);
      }
    });
    draft.table.foreignKeys = kept;
    draft.fkOffsets = offsets;
  }
}

function resolveForeignKey(
  draft: DraftTable,
  fk: ForeignKey,
  offset: number,
  drafts: ReadonlyMap<string, DraftTable>,
  problems: ParseProblem[],
): ForeignKey | undefined {
  const columns = fk.columns.map((name) => findColumn(draft, name));
  const missing = fk.columns.find((_, k) => columns[k] === undefined);
  if (missing !== undefined) {
    problems.push(unknownColumn(offset, draft.table.name, missing, "error"));
    return undefined;
  }
  const target = drafts.get(fk.refTable.toLowerCase());
  if (!target) {
    const message = `foreign key of ${draft.table.name} references ${fk.refTable}, which this dump does not create`;
    problems.push({
      offset,
      severity: "warning",
      code: "sql-unknown-table",
      message,
      hint: "include the table in the dump",
    });
    return { ...fk, columns: columns as string[] };
  }
  const refColumns = fk.refColumns.length > 0 ? fk.refColumns : target.table.primaryKey;
  for (const name of refColumns) {
    if (!findColumn(target, name)) problems.push(unknownColumn(offset, target.table.name, name, "warning"));
  }
  if (refColumns.length !== columns.length) {
    const message = `foreign key of ${draft.table.name} has ${columns.length} column(s) but references ${refColumns.length}`;
    const hint = "list as many referenced columns as referencing ones";
    problems.push({ offset, severity: "error", code: "sql-foreign-key-arity", message, hint });
    return undefined;
  }
  return {
    columns: columns as string[],
    refTable: target.table.name,
    refColumns: refColumns.map((name) => findColumn(target, name) ?? name),
  };
}

function findColumn(draft: DraftTable, name: string): string | undefined {
  const key = name.toLowerCase();
  return draft.table.columns.find((c) => c.name.toLowerCase() === key)?.name;
}

function unknownColumn(
  offset: number,
  table: string,
  column: string,
  severity: "error" | "warning",
): ParseProblem {
  return {
    offset,
    severity,
    code: "sql-unknown-column",
    message: `${table} has no column ${column}`,
    hint: `check the spelling against ${table}'s CREATE TABLE`,
  };
}
