/**
 * The text-to-SQL study's scoring conventions (issue 32): choices the official tools make that change accuracy
 * without changing a single request, so they are scoring options, never part of a cache key or a plan.
 *
 * - `distinct`: test-suite-sql-eval removes DISTINCT from the predicted and the gold query before running them
 *   unless given `--keep_distinct` (src/sql/distinct.ts); `strip` does that, `keep` is `--keep_distinct`.
 * - `unusable`: a reply holding no query. The Termite paper and the official tool count it as a wrong answer
 *   (the tool runs whatever text it is given, which fails); `excluded` leaves it out of accuracy, so accuracy is
 *   over answers that held SQL. Either way it is counted in `unusable-rate:<suite>`.
 */
import type { DistinctConvention } from "../sql/official-form.js";
import type { SqlObservation } from "./text-to-sql-types.js";

/** An answer without SQL: a wrong trial in accuracy (`wrong`), or left out of it (`excluded`). */
export type UnusableConvention = "wrong" | "excluded";

/** The scoring conventions a suite's tables used, named in results.json and the report. */
export interface ScoringConventions {
  /** DISTINCT stripped from gold and predicted queries before they run (`strip`) or kept (`keep`). */
  distinct: DistinctConvention;
  unusable: UnusableConvention;
}

/** test-suite-sql-eval's default DISTINCT handling, and the paper's (and that tool's) wrong answers without SQL. */
export const PUBLISHED_CONVENTIONS: ScoringConventions = { distinct: "strip", unusable: "wrong" };

/** The observations accuracy is computed from: answers without SQL become wrong trials, or stay out. */
export function inAccuracy(
  observations: readonly SqlObservation[],
  unusable: UnusableConvention,
): readonly SqlObservation[] {
  if (unusable === "excluded") return observations;
  return observations.map((o) => (o.correct === undefined ? { ...o, correct: false } : o));
}
