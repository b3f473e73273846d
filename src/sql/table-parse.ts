/**
 * CREATE TABLE and ALTER TABLE … ADD, read from a statement's tokens into a draft table.
 * Names are unquoted and schema qualifiers dropped (`public.users` → `users`); everything that does not name
 * a column, a type, a primary key or a foreign key (defaults, checks, indexes, storage options) is skipped.
 */
import type { Severity } from "../config/diagnostic.js";
import type { Table } from "./schema.js";
import type { SqlToken } from "./tokenize.js";

/** A table while its dump is read, with the offsets its later checks point at. */
export interface DraftTable {
  table: Table;
  /** Offset of the table's name in its CREATE TABLE. */
  offset: number;
  /** Offset of its PRIMARY KEY clause, when it has one. */
  pkOffset?: number;
  /** Offset of each foreign key's clause, parallel to `table.foreignKeys`. */
  fkOffsets: number[];
}

/** A problem in one statement, at a 0-based source offset. */
export interface ParseProblem {
  offset: number;
  severity: Severity;
  code: string;
  message: string;
  hint: string;
}

const TABLE_MODIFIERS = new Set(["TEMP", "TEMPORARY", "GLOBAL", "LOCAL", "UNLOGGED", "OR", "REPLACE"]);
/** Words that end a column's type: the start of a column constraint. */
const TYPE_END = new Set(
  "CONSTRAINT PRIMARY NOT NULL DEFAULT REFERENCES UNIQUE CHECK COLLATE AUTOINCREMENT AUTO_INCREMENT GENERATED AS ON COMMENT IDENTITY CHARSET KEY".split(
    " ",
  ),
);
const INDEX_WORDS = new Set(["UNIQUE", "KEY", "INDEX", "FULLTEXT", "SPATIAL"]);

export const upper = (t: SqlToken | undefined): string => (t?.kind === "word" ? t.text.toUpperCase() : "");
const isName = (t: SqlToken | undefined): t is SqlToken & { kind: "word" | "quoted" | "string" } =>
  t?.kind === "word" || t?.kind === "quoted" || t?.kind === "string";
const isPunct = (t: SqlToken | undefined, p: string): boolean => t?.kind === "punct" && t.text === p;

/** Reads `a.b.c` from `i`; the name is the last part (schemas and catalogs are not part of a table's name). */
export function readQualifiedName(
  tokens: readonly SqlToken[],
  i: number,
): { name: string; next: number } | undefined {
  let t = tokens[i];
  if (!isName(t)) return undefined;
  let name = t.value;
  let next = i + 1;
  while (isPunct(tokens[next], ".") && isName(tokens[next + 1])) {
    t = tokens[next + 1] as SqlToken;
    name = t.value;
    next += 2;
  }
  return { name, next };
}

/** Index of the `)` that closes the `(` at `i`, or -1 when it is never closed. */
export function closingParen(tokens: readonly SqlToken[], i: number): number {
  let depth = 0;
  for (let k = i; k < tokens.length; k++) {
    if (isPunct(tokens[k], "(")) depth += 1;
    else if (isPunct(tokens[k], ")") && --depth === 0) return k;
  }
  return -1;
}

/** Splits `tokens[from, to)` on commas outside parentheses. */
export function splitTopLevel(tokens: readonly SqlToken[], from: number, to: number): SqlToken[][] {
  const items: SqlToken[][] = [[]];
  let depth = 0;
  for (let k = from; k < to; k++) {
    const t = tokens[k] as SqlToken;
    if (isPunct(t, "(")) depth += 1;
    if (isPunct(t, ")")) depth -= 1;
    if (depth === 0 && isPunct(t, ",")) items.push([]);
    else items[items.length - 1]?.push(t);
  }
  return items;
}

/** `(a, b(10) DESC, …)` at `i`: the first name of each element (MySQL prefix lengths and ASC/DESC dropped). */
function readNameList(tokens: readonly SqlToken[], i: number): { names: string[]; next: number } | undefined {
  if (!isPunct(tokens[i], "(")) return undefined;
  const close = closingParen(tokens, i);
  if (close < 0) return undefined;
  const names: string[] = [];
  for (const item of splitTopLevel(tokens, i + 1, close)) {
    if (!isName(item[0])) return undefined;
    names.push(item[0].value);
  }
  return { names, next: close + 1 };
}

/** The type as written with canonical spacing (`DECIMAL(10, 2)` → `DECIMAL(10,2)`), so parse ∘ render is stable. */
function joinType(tokens: readonly SqlToken[]): string | undefined {
  let out = "";
  tokens.forEach((t, k) => {
    const prev = tokens[k - 1]?.text ?? "(";
    const tight = "(),.[]".includes(t.text) || "([.,".includes(prev);
    out += (tight ? "" : " ") + t.text;
  });
  return out === "" ? undefined : out;
}

/** A fresh draft from `CREATE [TEMP] TABLE [IF NOT EXISTS] name (`…`)`, or undefined for other CREATEs. */
export function parseCreateTable(
  tokens: readonly SqlToken[],
): { draft?: DraftTable; problems: ParseProblem[] } | undefined {
  let i = 1;
  while (TABLE_MODIFIERS.has(upper(tokens[i]))) i += 1;
  if (upper(tokens[i]) !== "TABLE") return undefined;
  const head = tokens[i] as SqlToken;
  i += 1;
  if (upper(tokens[i]) === "IF" && upper(tokens[i + 1]) === "NOT" && upper(tokens[i + 2]) === "EXISTS")
    i += 3;
  const name = readQualifiedName(tokens, i);
  if (!name) {
    return {
      problems: [
        problem(
          tokens[i] ?? head,
          "error",
          "sql-table-name",
          "expected a table name",
          "write CREATE TABLE <name> (…)",
        ),
      ],
    };
  }
  const open = tokens[name.next];
  if (upper(open) === "AS") {
    const message = `cannot read the columns of ${name.name}: CREATE TABLE … AS takes them from a query`;
    return {
      problems: [
        problem(
          open ?? head,
          "warning",
          "sql-table-as",
          message,
          "dump the table with an explicit column list",
        ),
      ],
    };
  }
  const close = isPunct(open, "(") ? closingParen(tokens, name.next) : -1;
  if (!open || close < 0) {
    const message = isPunct(open, "(")
      ? `the column list of ${name.name} is never closed`
      : `expected ( after ${name.name}`;
    return {
      problems: [
        problem(
          open ?? head,
          "error",
          "sql-create-table",
          message,
          "check the parentheses of this CREATE TABLE",
        ),
      ],
    };
  }
  const draft: DraftTable = {
    table: { name: name.name, columns: [], primaryKey: [], foreignKeys: [] },
    offset: (tokens[i] as SqlToken).offset,
    fkOffsets: [],
  };
  const problems: ParseProblem[] = [];
  for (const item of splitTopLevel(tokens, name.next + 1, close)) {
    if (item.length === 0) {
      const at = tokens[close] as SqlToken;
      problems.push(
        problem(
          at,
          "error",
          "sql-create-table",
          `empty column definition in ${name.name}`,
          "remove the extra comma",
        ),
      );
    } else addTableItem(draft, item, problems);
  }
  if (draft.table.columns.length === 0 && problems.length === 0) {
    problems.push(
      problem(open, "error", "sql-create-table", `${name.name} has no columns`, "list at least one column"),
    );
  }
  return { draft, problems };
}

/** Adds one element of a column list (a column or a table constraint) to the draft. */
export function addTableItem(draft: DraftTable, item: readonly SqlToken[], problems: ParseProblem[]): void {
  if (isTableConstraint(item)) addConstraint(draft, item, problems);
  else addColumn(draft, item, problems);
}

/** A column named `key` or `index` is a column; `KEY name (a)` and `UNIQUE (a)` are indexes. */
function isTableConstraint(item: readonly SqlToken[]): boolean {
  const [first, second, third] = [upper(item[0]), item[1], item[2]];
  if (first === "CONSTRAINT" || first === "EXCLUDE") return true;
  if (first === "PRIMARY" || first === "FOREIGN") return upper(second) === "KEY";
  if (first === "CHECK") return isPunct(second, "(");
  if (!INDEX_WORDS.has(first)) return false;
  if (isPunct(second, "(") || upper(second) === "KEY" || upper(second) === "INDEX") return true;
  // `KEY idx (a)` names columns inside its parentheses; `key VARCHAR(10)` has a length there.
  const list = item.findIndex((t) => isPunct(t, "("));
  return isName(second) && (isPunct(third, "(") || upper(third) === "USING") && isName(item[list + 1]);
}

function addConstraint(draft: DraftTable, item: readonly SqlToken[], problems: ParseProblem[]): void {
  let i = upper(item[0]) === "CONSTRAINT" ? 2 : 0;
  const head = item[i] ?? (item[0] as SqlToken);
  const kind = upper(item[i]);
  if (kind !== "PRIMARY" && kind !== "FOREIGN") return;
  i += 2;
  while (i < item.length && !isPunct(item[i], "(")) i += 1; // an index name or USING BTREE
  const columns = readNameList(item, i);
  if (!columns) {
    const hint = `write ${kind} KEY (<column>, …)`;
    problems.push(
      problem(head, "error", "sql-constraint", `cannot read the columns of this ${kind} KEY`, hint),
    );
    return;
  }
  if (kind === "PRIMARY") setPrimaryKey(draft, columns.names, head, problems);
  else addForeignKey(draft, columns.names, item, columns.next, head, problems);
}

function setPrimaryKey(draft: DraftTable, names: string[], at: SqlToken, problems: ParseProblem[]): void {
  if (draft.table.primaryKey.length > 0) {
    const message = `${draft.table.name} has a second PRIMARY KEY`;
    problems.push(
      problem(
        at,
        "error",
        "sql-duplicate-primary-key",
        message,
        "keep one PRIMARY KEY; list all its columns in it",
      ),
    );
    return;
  }
  draft.table.primaryKey = names;
  draft.pkOffset = at.offset;
}

/** `REFERENCES t [(c, …)]` at `i`; without columns the key refers to t's primary key, resolved later. */
function addForeignKey(
  draft: DraftTable,
  columns: string[],
  item: readonly SqlToken[],
  i: number,
  at: SqlToken,
  problems: ParseProblem[],
): void {
  const ref = upper(item[i]) === "REFERENCES" ? readQualifiedName(item, i + 1) : undefined;
  if (!ref) {
    const message = `expected REFERENCES <table> after the columns of this foreign key`;
    problems.push(
      problem(item[i] ?? at, "error", "sql-constraint", message, "write FOREIGN KEY (a) REFERENCES t (b)"),
    );
    return;
  }
  const refColumns = readNameList(item, ref.next)?.names ?? [];
  draft.table.foreignKeys.push({ columns, refTable: ref.name, refColumns });
  draft.fkOffsets.push(at.offset);
}

function addColumn(draft: DraftTable, item: readonly SqlToken[], problems: ParseProblem[]): void {
  const name = item[0] as SqlToken;
  if (!isName(name)) {
    const message = `expected a column name in ${draft.table.name}, found ${name.text}`;
    problems.push(
      problem(name, "error", "sql-column", message, "check for a missing comma or an unbalanced parenthesis"),
    );
    return;
  }
  if (draft.table.columns.some((c) => c.name.toLowerCase() === name.value.toLowerCase())) {
    const message = `${draft.table.name} defines column ${name.value} twice`;
    problems.push(problem(name, "error", "sql-duplicate-column", message, "rename or remove one of them"));
    return;
  }
  let end = 1;
  while (end < item.length && !endsType(item, end)) end += 1;
  const type = joinType(item.slice(1, end));
  draft.table.columns.push({ name: name.value, ...(type === undefined ? {} : { type }), primaryKey: false });
  readColumnConstraints(draft, name, item, end, problems);
}

function endsType(item: readonly SqlToken[], k: number): boolean {
  const word = upper(item[k]);
  return TYPE_END.has(word) || (word === "CHARACTER" && upper(item[k + 1]) === "SET");
}

/** Inline PRIMARY KEY and REFERENCES; parenthesised expressions (defaults, checks) are skipped whole. */
function readColumnConstraints(
  draft: DraftTable,
  name: SqlToken,
  item: readonly SqlToken[],
  from: number,
  problems: ParseProblem[],
): void {
  for (let k = from; k < item.length; k++) {
    const t = item[k] as SqlToken;
    if (isPunct(t, "(")) k = Math.max(k, closingParen(item, k));
    else if (upper(t) === "PRIMARY" && upper(item[k + 1]) === "KEY")
      setPrimaryKey(draft, [name.value], t, problems);
    else if (upper(t) === "REFERENCES") addForeignKey(draft, [name.value], item, k, t, problems);
  }
}

export function problem(
  at: SqlToken,
  severity: Severity,
  code: string,
  message: string,
  hint: string,
): ParseProblem {
  return { offset: at.offset, severity, code, message, hint };
}
