/**
 * Spider's parsed SQL, as written in dev.json / train_spider.json (see the header of Spider's evaluation.py), and
 * the hardness components read from it: the reading that reproduces the published dev split exactly.
 */
import type { HardnessComponents } from "./hardness-components.js";

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
