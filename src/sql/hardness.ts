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
 * that have no parsed form, through a token-level look at the same clauses (hardness-of-text.ts).
 */
import type { HardnessComponents } from "./hardness-components.js";
import { componentsOfQuery } from "./hardness-of-text.js";
import { componentsOfParsed, type SpiderSql } from "./spider-parsed-sql.js";

export const HARDNESS_LEVELS = ["easy", "medium", "hard", "extra"] as const;
export type Hardness = (typeof HARDNESS_LEVELS)[number];

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

/** Hardness from Spider's parsed form (the `sql` field of `dev.json`): the published split, exactly. */
export function hardnessOfParsed(sql: SpiderSql): HardnessVerdict {
  return verdictOf(componentsOfParsed(sql));
}

/**
 * Hardness of a single SELECT statement written as text (for items without Spider's parsed form). It does not
 * need the schema: Spider's counts depend on clauses, connectives and nesting, never on which columns are named.
 * Text that is not a SELECT yields the counts of whatever clauses it has (an empty statement is "easy").
 */
export function hardnessOfQuery(sql: string): HardnessVerdict {
  return verdictOf(componentsOfQuery(sql));
}
