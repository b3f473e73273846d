/**
 * Spider's hardness components read from SQL text, for items without Spider's parsed form: the same components
 * as spider-parsed-sql.ts reads, from tokens, paren depth and clause keywords, without a grammar.
 */
import type { HardnessComponents } from "./hardness-components.js";
import { type SqlToken, splitStatements } from "./tokenize.js";

const AGGREGATES = new Set(["MAX", "MIN", "COUNT", "SUM", "AVG"]);

const SET_OPERATORS = new Set(["INTERSECT", "UNION", "EXCEPT"]);

/** Tokens that make up Spider's condition operators (`>=` and `!=` arrive as two punctuation tokens). */
const COMPARISONS = new Set(["=", "<", ">", "!", "IN", "LIKE", "BETWEEN", "IS", "EXISTS"]);

const CLAUSES = ["FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT"] as const;

type Clause = "SELECT" | (typeof CLAUSES)[number];

export function componentsOfQuery(sql: string): HardnessComponents {
  const { statements } = splitStatements(sql, { backslashEscapes: false, hashComments: false });
  const tokens = statements[0]?.tokens ?? [];
  const scan = new TokenScan(tokens);
  let range = scan.unwrap({ start: 0, end: tokens.length });
  const setAt = scan.findAtDepth0(range, (t) => SET_OPERATORS.has(t));
  if (setAt >= 0) range = scan.unwrap({ start: range.start, end: setAt });
  return { ...scan.componentsOfSelect(range), setOperation: setAt >= 0 };
}

interface Range {
  start: number;
  end: number;
}

/** What one condition list (JOIN-ON, WHERE or HAVING) contributes. */
interface ConditionSummary {
  conditions: number;
  ands: number;
  ors: number;
  likes: number;
  nots: number;
  nestedQueries: number;
}

class TokenScan {
  private readonly words: string[];
  private readonly kinds: SqlToken["kind"][];
  /** For each "(", the index of its matching ")" (or the end when unbalanced). */
  private readonly closing = new Map<number, number>();

  constructor(tokens: readonly SqlToken[]) {
    this.words = tokens.map((t) => (t.kind === "word" || t.kind === "punct" ? t.text.toUpperCase() : ""));
    this.kinds = tokens.map((t) => t.kind);
    const open: number[] = [];
    this.words.forEach((w, i) => {
      if (w === "(") open.push(i);
      else if (w === ")" && open.length > 0) this.closing.set(open.pop() as number, i);
    });
    for (const i of open) this.closing.set(i, tokens.length - 1);
  }

  /** Indices of the range's tokens outside any parentheses (an opening "(" is listed, its inside is not). */
  private *depth0({ start, end }: Range): Generator<number> {
    for (let i = start; i < end; i++) {
      yield i;
      if (this.words[i] === "(") i = this.closing.get(i) ?? end;
    }
  }

  findAtDepth0(range: Range, test: (word: string) => boolean): number {
    for (const i of this.depth0(range)) if (test(this.words[i] ?? "")) return i;
    return -1;
  }

  /** Strips parentheses around the whole range, e.g. `(SELECT …)`. */
  unwrap(range: Range): Range {
    let { start, end } = range;
    while (end - start >= 2 && this.words[start] === "(" && this.closing.get(start) === end - 1) {
      start += 1;
      end -= 1;
    }
    return { start, end };
  }

  private isSubquery(open: number): boolean {
    return (
      this.words[open] === "(" &&
      this.words[this.unwrap({ start: open, end: (this.closing.get(open) ?? open) + 1 }).start] === "SELECT"
    );
  }

  private isAggregateCall(i: number): boolean {
    return AGGREGATES.has(this.words[i] ?? "") && this.words[i + 1] === "(";
  }

  componentsOfSelect(range: Range): Omit<HardnessComponents, "setOperation"> {
    const clauses = this.clauses(range);
    const select = clauses.get("SELECT");
    const from = clauses.get("FROM");
    const where = clauses.get("WHERE");
    const group = clauses.get("GROUP");
    const having = clauses.get("HAVING");
    const order = clauses.get("ORDER");

    const selectItems = select ? this.splitAtDepth0(this.skipWord(select, "DISTINCT"), ",") : [];
    const groupItems = group ? this.splitAtDepth0(this.skipWord(group, "BY"), ",") : [];
    const fromSummary = from ? this.fromClause(from) : { tables: 0, on: emptySummary() };
    const whereSummary = where ? this.conditions(where) : emptySummary();
    const havingSummary = having ? this.conditions(having) : emptySummary();
    const conditionLists = [fromSummary.on, whereSummary, havingSummary];
    const sum = (pick: (s: ConditionSummary) => number) => conditionLists.reduce((n, s) => n + pick(s), 0);

    const aggregations =
      selectItems.filter((item) => this.isAggregateCall(this.skipWord(item, "DISTINCT").start)).length +
      whereSummary.nots +
      groupItems.filter((item) => this.isAggregateCall(item.start)).length +
      (order ? this.aggregateCallsAtDepth0(order) : 0) +
      havingSummary.nots +
      havingSummary.ands +
      havingSummary.ors;

    return {
      where: where !== undefined,
      groupBy: group !== undefined,
      orderBy: order !== undefined,
      limit: clauses.has("LIMIT"),
      joins: Math.max(0, fromSummary.tables - 1),
      ors: sum((s) => s.ors),
      likes: sum((s) => s.likes),
      nestedQueries: sum((s) => s.nestedQueries),
      aggregations,
      selectColumns: selectItems.length,
      whereConditions: whereSummary.conditions,
      groupByColumns: groupItems.length,
    };
  }

  /** Each clause's tokens after its keyword, split at the clause keywords found outside parentheses. */
  private clauses(range: Range): Map<Clause, Range> {
    const starts: { clause: Clause; at: number }[] = [];
    for (const i of this.depth0(range)) {
      const w = this.words[i] ?? "";
      if (w === "SELECT" && starts.length === 0) starts.push({ clause: "SELECT", at: i });
      else if ((CLAUSES as readonly string[]).includes(w)) starts.push({ clause: w as Clause, at: i });
    }
    const clauses = new Map<Clause, Range>();
    starts.forEach(({ clause, at }, k) => {
      if (!clauses.has(clause)) clauses.set(clause, { start: at + 1, end: starts[k + 1]?.at ?? range.end });
    });
    return clauses;
  }

  private skipWord(range: Range, word: string): Range {
    return this.words[range.start] === word ? { start: range.start + 1, end: range.end } : range;
  }

  private splitAtDepth0(range: Range, separator: string): Range[] {
    const parts: Range[] = [];
    let start = range.start;
    for (const i of this.depth0(range)) {
      if (this.words[i] === separator) {
        parts.push({ start, end: i });
        start = i + 1;
      }
    }
    parts.push({ start, end: range.end });
    return parts.filter((p) => p.end > p.start);
  }

  private aggregateCallsAtDepth0(range: Range): number {
    let n = 0;
    for (const i of this.depth0(range)) if (this.isAggregateCall(i)) n += 1;
    return n;
  }

  /** Table units (tables and subqueries, JOINed or comma-listed) and the conditions of every ON. */
  private fromClause(range: Range): { tables: number; on: ConditionSummary } {
    let tables = range.end > range.start ? 1 : 0;
    const on = emptySummary();
    let onStart = -1;
    const closeOn = (end: number) => {
      if (onStart >= 0) addSummary(on, this.conditions({ start: onStart, end }));
      onStart = -1;
    };
    for (const i of this.depth0(range)) {
      const w = this.words[i];
      if (w === "JOIN" || w === ",") {
        closeOn(i);
        tables += 1;
      } else if (w === "ON") {
        closeOn(i);
        onStart = i + 1;
      }
    }
    closeOn(range.end);
    return { tables, on };
  }

  /**
   * Conditions joined by AND/OR at depth 0; the AND of a BETWEEN belongs to it. A parenthesised group of
   * conditions is looked into, so its ORs and LIKEs count as Spider would count them written without brackets.
   *
   * Spider's parser reads a value that is a column (`ON a.x = b.y`) up to the next AND, comma, bracket or
   * clause keyword, so an OR after it, and the conditions it joins, vanish from the parsed form (dev items
   * 225–228: `ON T1.AirportCode = T2.DestAirport OR T1.AirportCode = T2.SourceAirport` has no OR there).
   * The published levels were computed that way, so this reading skips the same stretch.
   */
  private conditions(range: Range): ConditionSummary {
    const summary = emptySummary();
    let conditionStart = range.start;
    let betweenOpen = false;
    let swallowed = false;
    const closeCondition = (end: number) => {
      if (end > conditionStart && !swallowed)
        addSummary(summary, this.condition({ start: conditionStart, end }));
    };
    for (const i of this.depth0(range)) {
      const w = this.words[i];
      if (w === "BETWEEN") betweenOpen = true;
      else if (w === "AND" && betweenOpen) betweenOpen = false;
      else if (w === "OR" && (swallowed || this.hasColumnValue({ start: conditionStart, end: i }))) {
        closeCondition(i);
        swallowed = true;
      } else if (w === "AND" || w === "OR") {
        closeCondition(i);
        swallowed = false;
        if (w === "AND") summary.ands += 1;
        else summary.ors += 1;
        conditionStart = i + 1;
      }
    }
    closeCondition(range.end);
    return summary;
  }

  /** Whether the value right of the condition's operator starts with a name (a column or a function). */
  private hasColumnValue(range: Range): boolean {
    const operator = this.findAtDepth0(range, (w) => COMPARISONS.has(w));
    if (operator < 0) return false;
    let value = operator;
    while (value < range.end && (COMPARISONS.has(this.words[value] ?? "") || this.words[value] === "NOT"))
      value += 1;
    return this.kinds[value] === "word" && this.words[value] !== "SELECT";
  }

  private condition(range: Range): ConditionSummary {
    const inner = this.unwrap(range);
    if (inner.start !== range.start && this.words[inner.start] !== "SELECT") return this.conditions(inner);
    const summary = emptySummary();
    summary.conditions = 1;
    for (const i of this.depth0(range)) {
      const w = this.words[i];
      if (w === "LIKE") summary.likes += 1;
      // Spider's NOT is the one before the operator (NOT IN, NOT LIKE, NOT BETWEEN); IS NOT NULL is not it.
      else if (w === "NOT" && this.words[i - 1] !== "IS") summary.nots += 1;
      else if (w === "(" && this.isSubquery(i)) summary.nestedQueries += 1;
    }
    return summary;
  }
}

function emptySummary(): ConditionSummary {
  return { conditions: 0, ands: 0, ors: 0, likes: 0, nots: 0, nestedQueries: 0 };
}

function addSummary(into: ConditionSummary, from: ConditionSummary): void {
  into.conditions += from.conditions;
  into.ands += from.ands;
  into.ors += from.ors;
  into.likes += from.likes;
  into.nots += from.nots;
  into.nestedQueries += from.nestedQueries;
}
