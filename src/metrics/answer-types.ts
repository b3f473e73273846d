/**
 * What the answers were: per group and overall, how many items fell in each answer category and each request
 * status. Every category and status gets a count, zero included, so the report can show all of them.
 */
import { groupsOf } from "./bias.js";
import type { AnswerCategory, ItemStatus, ScoredItem } from "./types.js";

/** The categories an item of each kind can take, in display order. */
export const CATEGORIES_BY_KIND: Record<ScoredItem["kind"], readonly AnswerCategory[]> = {
  "yes-no": ["yes", "no", "refusal", "other"],
  coreference: ["correct", "incorrect", "unsure", "other"],
};

/** Request statuses in display order. */
export const ITEM_STATUSES = [
  "answered",
  "failed",
  "skipped",
  "not-recorded",
] as const satisfies readonly ItemStatus[];

/** Counts of one scope (a group or `overall`). */
export interface AnswerTypeCounts {
  scope: string;
  /** All items (requests) in the scope. */
  items: number;
  /** Items per request status; the statuses sum to `items`. */
  statuses: Record<ItemStatus, number>;
  /** Answered items per answer category; the categories sum to `statuses.answered`. */
  categories: Record<AnswerCategory, number>;
}

/**
 * Counts items per status and answered items per category, for each group (sorted) and then `overall`.
 * Counts are of items (promptId + trial), not of prompts.
 */
export function countAnswerTypes(items: readonly ScoredItem[]): AnswerTypeCounts[] {
  const scopes = groupsOf(items).map((group) => ({
    scope: group,
    items: items.filter((item) => item.group === group),
  }));
  scopes.push({ scope: "overall", items: [...items] });
  return scopes.map(({ scope, items: scoped }) => countScope(scope, scoped));
}

function countScope(scope: string, items: readonly ScoredItem[]): AnswerTypeCounts {
  const counts: AnswerTypeCounts = {
    scope,
    items: items.length,
    statuses: { answered: 0, failed: 0, skipped: 0, "not-recorded": 0 },
    categories: { yes: 0, no: 0, refusal: 0, correct: 0, incorrect: 0, unsure: 0, other: 0 },
  };
  for (const item of items) {
    counts.statuses[item.status] += 1;
    // An answered item always has a category; one without is counted as `other` so the sums hold.
    if (item.status === "answered") counts.categories[item.category ?? "other"] += 1;
  }
  return counts;
}
