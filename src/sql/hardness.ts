/**
 * Spider's four hardness levels (Yu et al., 2018), as its evaluation script defines them.
 *
 * The script counts three things about the OUTER query only (a nested query adds to the count but its own
 * clauses are not looked at):
 * - component1: each of WHERE, GROUP BY, ORDER BY, LIMIT that is present, each table joined beyond the first,
 *   and each OR and each LIKE among the JOIN-ON, WHERE and HAVING conditions;
 * - component2: each nested query used as a condition value, plus a set operation (INTERSECT/UNION/EXCEPT);
 * - others: one each for more than one aggregation, more than one selected column, more than one WHERE
 *   condition, more than one GROUP BY column.
 * The level follows from the three counts ({@link hardnessOfCounts}).
 *
 * Two readings feed the same counts: {@link hardnessOfParsed} reads Spider's parsed form (the `sql` field of
 * `dev.json`) and reproduces the published dev split exactly; {@link hardnessOfQuery} reads SQL text for items
 * that have no parsed form, through a token-level look at the same clauses.
 */
import { type SqlToken, splitStatements } from "./tokenize.js";

export const HARDNESS_LEVELS = ["easy", "medium", "hard", "extra"] as const;
export type Hardness = (typeof HARDNESS_LEVELS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Spider's parsed SQL, as written in dev.json / train_spider.json (see the header of Spider's evaluation.py).

/** Index into Spider's AGG_OPS: 0 none, 1 max, 2 min, 3 count, 4 sum, 5 avg. */
export type SpiderAggId = number;
/** `[agg, column index into tables.json's column_names (0 is "*"), DISTINCT]`. */
export type SpiderColUnit = [agg: SpiderAggId, column: number | string, distinct: boolean];
/** `[operator (0 none, 1 -, 2 +, 3 *, 4 /), left, right or null]`. */
export type SpiderValUnit = [operator: number, left: SpiderColUnit, right: SpiderColUnit | null];
export type SpiderTableUnit = ["table_unit", number] | ["sql", SpiderSql];
/** A literal, a column (in JOIN conditions), a nested query, or nothing (the second value outside BETWEEN). */
export type SpiderValue = number | string | SpiderColUnit | SpiderSql | null;
/**
 * `[NOT, operator, left, value, second value]`; the operator indexes Spider's WHERE_OPS:
 * 0 not, 1 between, 2 =, 3 >, 4 <, 5 >=, 6 <=, 7 !=, 8 in, 9 like, 10 is, 11 exists.
 */
export type SpiderCondUnit = [
  not: boolean,
  operator: number,
  left: SpiderValUnit,
  value: SpiderValue,
  value2: SpiderValue,
];
/** Conditions alternating with their connectives: `[cond, "and", cond, "or", cond]`. */
export type SpiderCondition = (SpiderCondUnit | "and" | "or")[];

export interface SpiderSql {
  select: [distinct: boolean, columns: [agg: SpiderAggId, value: SpiderValUnit][]];
  from: { table_units: SpiderTableUnit[]; conds: SpiderCondition };
  where: SpiderCondition;
  groupBy: SpiderColUnit[];
  having: SpiderCondition;
  orderBy: [] | [direction: "asc" | "desc", values: SpiderValUnit[]];
  limit: number | null;
  intersect: SpiderSql | null;
  union: SpiderSql | null;
  except: SpiderSql | null;
}

const WHERE_OP_LIKE = 9;

// ---------------------------------------------------------------------------------------------------------------
// The components both readings extract, and the rule that turns them into a level.

/** What Spider looks at in the outer query; every field feeds one of the three counts. */
export interface HardnessComponents {
  where: boolean;
  groupBy: boolean;
  orderBy: boolean;
  limit: boolean;
  /** Table units beyond the first (JOINed or comma-listed tables and FROM subqueries). */
  joins: number;
  /** OR connectives among the JOIN-ON, WHERE and HAVING conditions. */
  ors: number;
  /** LIKE and NOT LIKE conditions among the JOIN-ON, WHERE and HAVING conditions. */
  likes: number;
  /** Nested queries used as values of JOIN-ON, WHERE or HAVING conditions. */
  nestedQueries: number;
  /** INTERSECT, UNION or EXCEPT after the outer query (a chain counts once). */
  setOperation: boolean;
  /**
   * Aggregations as Spider's script counts them: aggregated SELECT columns, aggregated GROUP BY and ORDER BY
   * columns, and — because the script applies the same "is the first field non-zero" test to conditions —
   * every NOT condition in WHERE and HAVING, and every AND/OR between HAVING conditions. Counting those is
   * part of the published definition, so both readings keep it.
   */
  aggregations: number;
  selectColumns: number;
  whereConditions: number;
  groupByColumns: number;
}

export interface HardnessCounts {
  component1: number;
  component2: number;
  others: number;
}

export interface HardnessVerdict extends HardnessCounts {
  hardness: Hardness;
  components: HardnessComponents;
}

export function countsOfComponents(c: HardnessComponents): HardnessCounts {
  const component1 =
    Number(c.where) + Number(c.groupBy) + Number(c.orderBy) + Number(c.limit) + c.joins + c.ors + c.likes;
  const component2 = c.nestedQueries + Number(c.setOperation);
  const others =
    Number(c.aggregations > 1) +
    Number(c.selectColumns > 1) +
    Number(c.whereConditions > 1) +
    Number(c.groupByColumns > 1);
  return { component1, component2, others };
}

/** Spider's `eval_hardness` thresholds, tried in order. */
export function hardnessOfCounts({ component1, component2, others }: HardnessCounts): Hardness {
  if (component1 <= 1 && others === 0 && component2 === 0) return "easy";
  if (component2 === 0 && ((others <= 2 && component1 <= 1) || (component1 <= 2 && others < 2)))
    return "medium";
  if (
    (component2 === 0 && others > 2 && component1 <= 2) ||
    (component2 === 0 && component1 > 2 && component1 <= 3 && others <= 2) ||
    (component2 <= 1 && component1 <= 1 && others === 0)
  )
    return "hard";
  return "extra";
}

function verdictOf(components: HardnessComponents): HardnessVerdict {
  const counts = countsOfComponents(components);
  return { hardness: hardnessOfCounts(counts), ...counts, components };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading Spider's parsed form.

export function hardnessOfParsed(sql: SpiderSql): HardnessVerdict {
  return verdictOf(componentsOfParsed(sql));
}

export function componentsOfParsed(sql: SpiderSql): HardnessComponents {
  const conditionUnits = (c: SpiderCondition) => c.filter((u): u is SpiderCondUnit => typeof u !== "string");
  const allConditions = [...sql.from.conds, ...sql.where, ...sql.having];
  const allUnits = conditionUnits(allConditions);
  const orderValues = sql.orderBy[1] ?? [];
  const isAggregated = (agg: SpiderAggId) => agg !== 0;
  const aggregations =
    sql.select[1].filter(([agg]) => isAggregated(agg)).length +
    conditionUnits(sql.where).filter(([not]) => not).length +
    sql.groupBy.filter(([agg]) => isAggregated(agg)).length +
    orderValues.flatMap(([, left, right]) => [left, right]).filter((u) => u !== null && isAggregated(u[0]))
      .length +
    sql.having.filter((u) => typeof u === "string" || u[0]).length;
  return {
    where: sql.where.length > 0,
    groupBy: sql.groupBy.length > 0,
    orderBy: sql.orderBy.length > 0,
    limit: sql.limit !== null,
    joins: Math.max(0, sql.from.table_units.length - 1),
    ors: allConditions.filter((u) => u === "or").length,
    likes: allUnits.filter(([, op]) => op === WHERE_OP_LIKE).length,
    nestedQueries: allUnits.flatMap(([, , , v1, v2]) => [v1, v2]).filter(isNestedQuery).length,
    setOperation: sql.intersect !== null || sql.union !== null || sql.except !== null,
    aggregations,
    selectColumns: sql.select[1].length,
    whereConditions: conditionUnits(sql.where).length,
    groupByColumns: sql.groupBy.length,
  };
}

function isNestedQuery(value: SpiderValue): value is SpiderSql {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading SQL text: the same components from tokens, paren depth and clause keywords, without a grammar.

const AGGREGATES = new Set(["MAX", "MIN", "COUNT", "SUM", "AVG"]);
const SET_OPERATORS = new Set(["INTERSECT", "UNION", "EXCEPT"]);
/** Tokens that make up Spider's condition operators (`>=` and `!=` arrive as two punctuation tokens). */
const COMPARISONS = new Set(["=", "<", ">", "!", "IN", "LIKE", "BETWEEN", "IS", "EXISTS"]);
const CLAUSES = ["FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT"] as const;
type Clause = "SELECT" | (typeof CLAUSES)[number];

/**
 * Hardness of a single SELECT statement written as text (for items without Spider's parsed form). It does not
 * need the schema: Spider's counts depend on clauses, connectives and nesting, never on which columns are named.
 * Text that is not a SELECT yields the counts of whatever clauses it has (an empty statement is "easy").
 */
export function hardnessOfQuery(sql: string): HardnessVerdict {
  return verdictOf(componentsOfQuery(sql));
}

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
