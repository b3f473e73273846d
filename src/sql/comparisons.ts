/**
 * What gold queries compare: their literals, each column compared with a literal (aliases resolved per SELECT),
 * and the columns they equate. The instance generator plants these so a gold query selects something on random
 * data (see instances.ts). Read from the project's SQL tokens, never by regular expressions on raw text. Pure.
 */
import { type SqlToken, splitStatements } from "./tokenize.js";

/** A literal a gold query compares against. */
export type SqlLiteral = string | number;

/** A column, in `table` or in any table having it. */
export interface ColumnRef {
  table?: string;
  column: string;
}

/** A literal and the column a gold query compares it with; LIKE patterns keep their `%` and `_`. */
export interface TargetedLiteral {
  table?: string;
  column: string;
  value: SqlLiteral;
  op?: ComparisonOp;
  /**
   * Literals of one group (one gold query) are also planted together, in rows of their own that satisfy the
   * comparisons, in some instances; a literal without a group is a group of its own.
   */
  group?: string | number;
}

export type ComparisonOp =
  | "="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "like"
  | "not like"
  | "glob"
  | "in"
  | "not in"
  | "between"
  | "not between";

/** A comparison of a column with a literal in a query: `table` when its alias or lone FROM table says so. */
export interface ComparedLiteral extends TargetedLiteral {
  op: ComparisonOp;
}

/**
 * The string and number literals of a query, in order of first appearance, negative numbers with their sign.
 * A double-quoted token counts as a string where only a value can stand (after a comparison, LIKE, BETWEEN, in
 * an IN list), because Spider's gold SQL writes strings that way and SQLite reads them as strings there.
 */
export function literalsOf(sql: string): SqlLiteral[] {
  const { statements } = splitStatements(sql, { backslashEscapes: false, hashComments: false });
  const found: SqlLiteral[] = [];
  for (const { tokens } of statements) {
    tokens.forEach((token, i) => {
      if (token.kind === "string") found.push(token.value);
      else if (token.kind === "quoted" && token.text.startsWith('"') && inValuePosition(tokens, i))
        found.push(token.value);
      else if (token.kind === "number") {
        const value = Number(token.text);
        if (Number.isFinite(value)) found.push(isNegated(tokens, i) ? -value : value);
      }
    });
  }
  return [...new Set(found)];
}

const VALUE_AFTER = new Set(["LIKE", "GLOB", "BETWEEN"]);
/** Words after which `-` is a sign rather than a subtraction. */
const SIGN_AFTER = new Set(
  "SELECT WHERE AND OR NOT BETWEEN THEN WHEN ELSE LIKE IN IS HAVING ON LIMIT OFFSET CASE".split(" "),
);

function upperWord(t: SqlToken | undefined): string {
  return t?.kind === "word" ? t.text.toUpperCase() : "";
}

function isValueToken(t: SqlToken | undefined): boolean {
  return t?.kind === "string" || t?.kind === "number" || t?.kind === "quoted";
}

function inValuePosition(tokens: readonly SqlToken[], i: number): boolean {
  const prev = tokens[i - 1];
  if (prev?.kind === "punct" && "=<>".includes(prev.text)) return true;
  if (VALUE_AFTER.has(upperWord(prev))) return true;
  if (upperWord(prev) === "AND" && upperWord(tokens[i - 3]) === "BETWEEN") return true;
  let k = i - 1;
  while (tokens[k]?.text === "," && isValueToken(tokens[k - 1])) k -= 2;
  return tokens[k]?.text === "(" && upperWord(tokens[k - 1]) === "IN";
}

function isNegated(tokens: readonly SqlToken[], i: number): boolean {
  if (tokens[i - 1]?.text !== "-") return false;
  const before = tokens[i - 2];
  if (before === undefined) return true;
  if (before.kind === "punct") return before.text !== ")";
  return SIGN_AFTER.has(upperWord(before));
}

const LEX = { backslashEscapes: false, hashComments: false } as const;

/**
 * The comparisons of a column with a literal in a query, in order of appearance and each once: `col = 'x'`,
 * `T1.col > 5`, `col LIKE '%x%'` (the pattern as written), `col IN (…)` and `BETWEEN a AND b` (one entry per
 * literal), with their negations and `!=`/`<>`. A qualifier is resolved through the FROM and JOIN clauses of
 * its subquery and then of the enclosing ones; an unqualified column gets the table when its subquery reads one
 * table only. Comparisons with expressions, subqueries or other columns are not literals and are left out.
 */
export function comparedLiterals(sql: string): ComparedLiteral[] {
  return distinct(readComparisons(sql).literals);
}

/**
 * The pairs of columns a query equates (`T1.a = T2.b` in ON or WHERE), each resolved as `comparedLiterals`
 * resolves its columns, and each pair once.
 */
export function comparedColumns(sql: string): [ColumnRef, ColumnRef][] {
  return distinct(readComparisons(sql).columns);
}

function readComparisons(sql: string): ReadComparisons {
  const read: ReadComparisons = { literals: [], columns: [] };
  for (const { tokens } of splitStatements(sql, LEX).statements) {
    const one = comparisonsIn(tokens);
    read.literals.push(...one.literals);
    read.columns.push(...one.columns);
  }
  return read;
}

function distinct<T>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = JSON.stringify(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

interface ReadComparisons {
  literals: ComparedLiteral[];
  columns: [ColumnRef, ColumnRef][];
}

/** Words that follow a FROM item without being its alias. */
const NOT_ALIAS = new Set(
  (
    "WHERE JOIN INNER LEFT RIGHT FULL OUTER CROSS NATURAL ON USING GROUP ORDER HAVING LIMIT OFFSET " +
    "UNION INTERSECT EXCEPT WINDOW SELECT FROM"
  ).split(" "),
);
const SET_OPERATORS = new Set(["UNION", "INTERSECT", "EXCEPT"]);
/** Words that can stand before an operator without being a column. */
const NOT_COLUMN = new Set([
  "END",
  "NULL",
  "TRUE",
  "FALSE",
  "CURRENT_DATE",
  "CURRENT_TIME",
  "CURRENT_TIMESTAMP",
]);
const ARITHMETIC = new Set(["+", "-", "*", "/", "%", "|", "."]);

/** The tables one SELECT reads, by name and alias, and the SELECT it is nested in. */
interface Scope {
  parent?: Scope;
  names: Map<string, string>;
  tables: string[];
}

/** A column as written: its qualifier (table or alias) when it has one. */
interface WrittenColumn {
  qualifier?: string;
  column: string;
}

interface Comparison extends WrittenColumn {
  value: SqlLiteral;
  op: ComparisonOp;
}

function comparisonsIn(tokens: readonly SqlToken[]): ReadComparisons {
  const found: { scope: Scope; comparison: Comparison }[] = [];
  const equated: { scope: Scope; pair: [WrittenColumn, WrittenColumn] }[] = [];
  let scope: Scope = { names: new Map(), tables: [] };
  // Per open parenthesis, the scope to return to when it opened a subquery.
  const enclosing: (Scope | undefined)[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as SqlToken;
    const word = upperWord(token);
    if (token.kind === "punct" && token.text === "(") {
      const subquery = ["SELECT", "WITH"].includes(upperWord(tokens[i + 1]));
      enclosing.push(subquery ? scope : undefined);
      if (subquery) scope = { parent: scope, names: new Map(), tables: [] };
    } else if (token.kind === "punct" && token.text === ")") {
      scope = enclosing.pop() ?? scope;
    } else if (SET_OPERATORS.has(word)) {
      // Each side of a compound query has its own FROM: Spider reuses T1, T2 for other tables there.
      scope = { parent: scope.parent, names: new Map(), tables: [] };
    } else if (word === "FROM" || word === "JOIN") {
      readTables(tokens, i + 1, scope);
    } else {
      const read = comparisonAt(tokens, i);
      if (read === undefined) continue;
      for (const comparison of read.comparisons) found.push({ scope, comparison });
      if (read.pair) equated.push({ scope, pair: read.pair });
      i = read.next - 1;
    }
  }
  const resolve = <T extends WrittenColumn>(scope: Scope, { qualifier, ...rest }: T) => {
    const table = qualifier === undefined ? soleTable(scope) : lookUp(scope, qualifier);
    return table === undefined ? rest : { table, ...rest };
  };
  return {
    literals: found.map(({ scope, comparison }) => resolve(scope, comparison)),
    columns: equated.map(({ scope, pair: [a, b] }) => [resolve(scope, a), resolve(scope, b)]),
  };
}

function soleTable(scope: Scope): string | undefined {
  return new Set(scope.tables.map(key)).size === 1 ? scope.tables[0] : undefined;
}

function lookUp(scope: Scope | undefined, name: string): string | undefined {
  for (let s = scope; s !== undefined; s = s.parent) {
    const table = s.names.get(key(name));
    if (table !== undefined) return table;
  }
  return undefined;
}

/** Records the tables (and aliases) of a FROM list or JOIN from `j`; a derived table is not named, so skipped. */
function readTables(tokens: readonly SqlToken[], j: number, scope: Scope): void {
  for (;;) {
    let table = identifierAt(tokens, j);
    if (table === undefined || NOT_ALIAS.has(table.toUpperCase())) return;
    j++;
    const qualified = tokens[j]?.text === "." ? identifierAt(tokens, j + 1) : undefined;
    if (qualified !== undefined) {
      table = qualified;
      j += 2;
    }
    scope.names.set(key(table), table);
    scope.tables.push(table);
    if (upperWord(tokens[j]) === "AS") j++;
    const alias = identifierAt(tokens, j);
    if (alias !== undefined && !NOT_ALIAS.has(alias.toUpperCase())) {
      scope.names.set(key(alias), table);
      j++;
    }
    if (tokens[j]?.text !== ",") return;
    j++;
  }
}

function identifierAt(tokens: readonly SqlToken[], i: number): string | undefined {
  const t = tokens[i];
  if (t?.kind === "word" || (t?.kind === "quoted" && !t.text.startsWith("'"))) return t.value;
  return undefined;
}

/** A comparison of the column reference starting at `i` with literals, and the index just past it. */
function comparisonAt(
  tokens: readonly SqlToken[],
  i: number,
): { comparisons: Comparison[]; pair?: [WrittenColumn, WrittenColumn]; next: number } | undefined {
  const before = tokens[i - 1];
  if (before?.kind === "punct" && ARITHMETIC.has(before.text)) return undefined;
  let column = identifierAt(tokens, i);
  if (column === undefined || NOT_COLUMN.has(column.toUpperCase())) return undefined;
  let qualifier: string | undefined;
  let j = i + 1;
  if (tokens[j]?.text === "." && identifierAt(tokens, j + 1) !== undefined) {
    qualifier = column;
    column = identifierAt(tokens, j + 1) as string;
    j += 2;
  }
  const negated = upperWord(tokens[j]) === "NOT";
  if (negated) j++;
  const of = (value: SqlLiteral, op: ComparisonOp): Comparison =>
    qualifier === undefined ? { column, value, op } : { qualifier, column, value, op };
  const word = upperWord(tokens[j]);
  if (word === "LIKE" || word === "GLOB") {
    const literal = literalAt(tokens, j + 1);
    if (literal === undefined) return undefined;
    const op = word === "GLOB" ? "glob" : negated ? "not like" : "like";
    return { comparisons: [of(literal.value, op)], next: literal.next };
  }
  if (word === "IN") {
    if (tokens[j + 1]?.text !== "(") return undefined;
    const values: SqlLiteral[] = [];
    let k = j + 2;
    for (;;) {
      const literal = literalAt(tokens, k);
      if (literal === undefined) return undefined;
      values.push(literal.value);
      k = literal.next;
      if (tokens[k]?.text === ")") break;
      if (tokens[k]?.text !== ",") return undefined;
      k++;
    }
    return { comparisons: values.map((v) => of(v, negated ? "not in" : "in")), next: k + 1 };
  }
  if (word === "BETWEEN") {
    const low = literalAt(tokens, j + 1);
    const high = low && upperWord(tokens[low.next]) === "AND" ? literalAt(tokens, low.next + 1) : undefined;
    if (low === undefined || high === undefined) return undefined;
    const op = negated ? "not between" : "between";
    return { comparisons: [of(low.value, op), of(high.value, op)], next: high.next };
  }
  if (negated) return undefined;
  const op = operatorAt(tokens, j);
  const other = op?.op === "=" ? columnAt(tokens, op.next) : undefined;
  if (other !== undefined) {
    const written = qualifier === undefined ? { column } : { qualifier, column };
    return { comparisons: [], pair: [written, other.column], next: other.next };
  }
  const literal = op && literalAt(tokens, op.next);
  if (op === undefined || literal === undefined) return undefined;
  return { comparisons: [of(literal.value, op.op)], next: literal.next };
}

/** A column standing alone at `j` (not a function call, not in an expression). */
function columnAt(
  tokens: readonly SqlToken[],
  j: number,
): { column: WrittenColumn; next: number } | undefined {
  const first = identifierAt(tokens, j);
  if (first === undefined || tokens[j]?.text.startsWith('"') || NOT_COLUMN.has(first.toUpperCase()))
    return undefined;
  const second = tokens[j + 1]?.text === "." ? identifierAt(tokens, j + 2) : undefined;
  const next = second === undefined ? j + 1 : j + 3;
  const after = tokens[next];
  if (after?.text === "(" || (after?.kind === "punct" && ARITHMETIC.has(after.text))) return undefined;
  if (["SELECT", "CASE", "NOT", "EXISTS"].includes(first.toUpperCase())) return undefined;
  const column = second === undefined ? { column: first } : { qualifier: first, column: second };
  return { column, next };
}

const OPERATORS: Record<string, ComparisonOp> = {
  "=": "=",
  "==": "=",
  "!=": "!=",
  "<>": "!=",
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
};

function operatorAt(tokens: readonly SqlToken[], j: number): { op: ComparisonOp; next: number } | undefined {
  const first = tokens[j];
  if (first?.kind !== "punct") return undefined;
  const second = tokens[j + 1];
  const adjacent = second?.kind === "punct" && second.offset === first.offset + 1;
  const pair = adjacent ? OPERATORS[first.text + second.text] : undefined;
  if (pair !== undefined) return { op: pair, next: j + 2 };
  const single = OPERATORS[first.text];
  return single === undefined ? undefined : { op: single, next: j + 1 };
}

/** A literal standing alone at `j` (a sign allowed), not the start of an arithmetic expression. */
function literalAt(tokens: readonly SqlToken[], j: number): { value: SqlLiteral; next: number } | undefined {
  const sign = tokens[j]?.text === "-" ? -1 : tokens[j]?.text === "+" ? 1 : 0;
  const at = sign === 0 ? j : j + 1;
  const t = tokens[at];
  let value: SqlLiteral | undefined;
  if (t?.kind === "string" || (t?.kind === "quoted" && t.text.startsWith('"') && sign === 0)) value = t.value;
  else if (t?.kind === "number" && Number.isFinite(Number(t.text))) value = (sign || 1) * Number(t.text);
  const after = tokens[at + 1];
  if (value === undefined || (after?.kind === "punct" && ARITHMETIC.has(after.text))) return undefined;
  return { value, next: at + 1 };
}

const key = (name: string): string => name.toLowerCase();
