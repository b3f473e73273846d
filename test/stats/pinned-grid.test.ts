/**
 * Every interval, p-value, quantile and sample-size function of src/stats, on a grid of inputs, against the
 * values the hand-written special functions gave before the swap to library ones (pinned-grid.json, written by
 * scripts/write-stats-pinned-grid.ts). Numbers agree to 1e-10 relative (so tiny p-values and bounds are held to
 * their leading digits, not excused by an absolute tolerance); 0, ±Infinity, strings and thrown errors exactly.
 *
 * Three kinds of point where the old value was the wrong one, each checked against something better than it:
 * - Beta quantiles (Clopper–Pearson and Korn–Graubard bounds): the old bisection stopped at a width of 1e-12, so
 *   its tiny bounds were right only to ±5e-13 absolute (Beta(1, 1)'s 0.0005 quantile came out 0.0004999999996);
 *   there the library's value must lie within that 1e-12 of the old one.
 * - Student t at 10^6 and more degrees of freedom, where the old Lanczos log-gammas cancelled (a p-value off by
 *   1.7e-3 relative at df 10^12): held to mpmath references at 80 digits (pinned-grid-references.json, written by
 *   scripts/stats-pinned-references.py) instead.
 * - The binomial with n = 0 trials, where the old pmf gave NaN for p < 0.1 (0·log(0/0)): P(X = 0) = 1 exactly.
 * Values below the smallest normal double (the old sums underflowed to 0, @stdlib's betainc to 5e-324) count as 0.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, gridCases } from "./pinned-grid-cases.js";

const RELATIVE_TOLERANCE = 1e-10;
/** The old beta quantiles' bisection width (src/stats/proportions.ts before the swap). */
const BISECTION_WIDTH = 1e-12;
const SMALLEST_NORMAL = 2.2250738585072014e-308;
const BETA_QUANTILE_CALLS = ["betaQuantile(", "clopperPearsonInterval(", "stratifiedRate("];

const pinned = JSON.parse(readFileSync(new URL("./pinned-grid.json", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;

const references = JSON.parse(
  readFileSync(new URL("./pinned-grid-references.json", import.meta.url), "utf8"),
) as Record<string, { reference: number; old_error: number; new_error: number }>;

function relativelyClose(expected: number, actual: number): boolean {
  if (Math.abs(expected) < SMALLEST_NORMAL) return Math.abs(actual) < SMALLEST_NORMAL;
  return Math.abs(actual - expected) <= RELATIVE_TOLERANCE * Math.abs(expected);
}

/** The value the call must give now: the mpmath reference, 1 for an empty binomial, else the pinned one. */
function expectedFor(id: string): unknown {
  const reference = references[id];
  if (reference) return reference.reference;
  const emptyBinomial = /^(binomialPmf\(0, 0,|exactBinomialTest\(0, 0, .*"(less|greater)"\))/.test(id);
  if (emptyBinomial && pinned[id] === "NaN") return 1;
  return pinned[id];
}

/** The leaves of `actual` that differ from `expected` beyond the tolerance, as "path: expected → actual". */
function differences(expected: unknown, actual: unknown, path: string): string[] {
  if (typeof expected === "number" && typeof actual === "number") {
    const bisected =
      BETA_QUANTILE_CALLS.some((call) => path.startsWith(call)) && /(\)|\.low|\.high)$/.test(path);
    const close =
      relativelyClose(expected, actual) || (bisected && Math.abs(actual - expected) <= BISECTION_WIDTH);
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
      differences(expectedFor(testCase.id), evaluate(testCase), testCase.id),
    );
    expect(failures).toEqual([]);
  });

  it("corrects the old Student t only where it was off, and to within 1e-14 of mpmath", () => {
    for (const [id, { old_error, new_error }] of Object.entries(references)) {
      expect(pinned[id], id).toBeDefined();
      expect(old_error, id).toBeGreaterThan(RELATIVE_TOLERANCE);
      expect(new_error, id).toBeLessThan(1e-14);
    }
  });
});
