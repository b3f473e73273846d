import { describe, expect, it } from "vitest";
import { CATEGORIES_BY_KIND, countAnswerTypes, ITEM_STATUSES } from "../../src/metrics/answer-types.js";
import { makeItem } from "./helpers.js";

const items = [
  makeItem({ group: "race", category: "yes" }),
  makeItem({ group: "gender", category: "no" }),
  makeItem({ group: "gender", category: "no" }),
  makeItem({ group: "gender", category: "refusal" }),
  makeItem({ group: "gender", category: "other" }),
  makeItem({ group: "gender", status: "failed" }),
  makeItem({ group: "gender", status: "skipped" }),
  makeItem({ group: "race", status: "not-recorded" }),
];

describe("countAnswerTypes", () => {
  const counts = countAnswerTypes(items);

  it("counts every status and category per group (sorted) and overall, zeros included", () => {
    expect(counts.map((c) => c.scope)).toEqual(["gender", "race", "overall"]);
    expect(counts[0]).toEqual({
      scope: "gender",
      items: 6,
      statuses: { answered: 4, failed: 1, skipped: 1, "not-recorded": 0 },
      categories: { yes: 0, no: 2, refusal: 1, other: 1, correct: 0, incorrect: 0, unsure: 0 },
    });
    expect(counts[2]?.statuses).toEqual({ answered: 5, failed: 1, skipped: 1, "not-recorded": 1 });
    expect(counts[2]?.categories).toMatchObject({ yes: 1, no: 2, refusal: 1, other: 1 });
  });

  it("has statuses summing to the items and categories summing to the answered", () => {
    for (const c of counts) {
      const statuses = ITEM_STATUSES.reduce((sum, s) => sum + c.statuses[s], 0);
      const categories = Object.values(c.categories).reduce((sum, n) => sum + n, 0);
      expect(statuses).toBe(c.items);
      expect(categories).toBe(c.statuses.answered);
    }
  });

  it("lists every category a kind can take", () => {
    expect(CATEGORIES_BY_KIND["yes-no"]).toEqual(["yes", "no", "refusal", "other"]);
    expect(Object.keys(counts[0]!.categories).sort()).toEqual(
      [...new Set(Object.values(CATEGORIES_BY_KIND).flat())].sort(),
    );
  });

  it("gives an empty run an overall row of zeros", () => {
    expect(countAnswerTypes([])).toEqual([
      expect.objectContaining({
        scope: "overall",
        items: 0,
        statuses: expect.objectContaining({ answered: 0 }),
      }),
    ]);
  });
});
