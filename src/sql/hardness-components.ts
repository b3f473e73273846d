/**
 * What Spider's hardness rule looks at in the outer query (see hardness.ts): both readings, of Spider's parsed
 * form (spider-parsed-sql.ts) and of SQL text (hardness-of-text.ts), extract these, and the level follows from
 * them alone.
 */

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
