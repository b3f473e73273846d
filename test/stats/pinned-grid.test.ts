/**
 * Every interval, p-value, quantile and sample-size function of src/stats, on a grid of inputs, against the
 * values the hand-written special functions gave before the swap to library ones (pinned-grid.json, written by
 * scripts/write-stats-pinned-grid.ts). Numbers agree to 1e-10 relative (so tiny p-values and bounds are held to
 * their leading digits, not excused by an absolute tolerance); 0, ±Infinity, strings and thrown errors exactly.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, gridCases } from "./pinned-grid-cases.js";

const RELATIVE_TOLERANCE = 1e-10;

const pinned = JSON.parse(readFileSync(new URL("./pinned-grid.json", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;

/** The leaves of `actual` that differ from `expected` beyond the tolerance, as "path: expected → actual". */
function differences(expected: unknown, actual: unknown, path: string): string[] {
  if (typeof expected === "number" && typeof actual === "number") {
    const close =
      expected === 0 ? actual === 0 : Math.abs(actual - expected) <= RELATIVE_TOLERANCE * Math.abs(expected);
    return close ? [] : [`${path}: ${expected} → ${actual}`];
  }
  if (expected !== null && typeof expected === "object" && actual !== null && typeof actual === "object") {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      differences(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return Object.is(expected, actual) ? [] : [`${path}: ${String(expected)} → ${String(actual)}`];
}

describe("src/stats on the pinned grid", () => {
  const cases = [...new Map(gridCases().map((testCase) => [testCase.id, testCase])).values()];

  it("covers every pinned call and no other", () => {
    expect(cases.map((testCase) => testCase.id).sort()).toEqual(Object.keys(pinned).sort());
  });

  it("gives the pinned values to 1e-10 relative", () => {
    const failures = cases.flatMap((testCase) =>
      differences(pinned[testCase.id], evaluate(testCase), testCase.id),
    );
    expect(failures).toEqual([]);
  });
});
