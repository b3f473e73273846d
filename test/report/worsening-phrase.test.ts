/**
 * A change for the worse that is negative (a gap further below 0, a consistency falling) reads as a fall on the
 * first screen, in the check's unit once: "down by 3.0 points", never "by -3.0" nor "3.0 points points".
 */
import { describe, expect, it } from "vitest";
import { worseningPhrase } from "../../src/gate/policy.js";
import { firstScreen } from "../../src/report/first-screen.js";
import { regressionResults } from "./verdict-fixtures.js";

describe("worseningPhrase", () => {
  it("says a rise with its sign and a fall as 'down by'", () => {
    expect(worseningPhrase(0.05, "rate")).toBe(" by +0.050");
    expect(worseningPhrase(-0.037, "difference")).toBe(", down by 0.037");
  });
});

describe("a stereotype gap that fell further below 0 than its baseline", () => {
  it("reads 'down by … points' on the first screen, the unit said once", () => {
    const results = regressionResults();
    const checks = results.verdict.checks.map((c) =>
      c.kind === "stereotype-gap"
        ? {
            ...c,
            value: -9,
            status: "fail" as const,
            baseline: {
              baselineValue: -4,
              delta: -5,
              margin: 3,
              sharedItems: 120,
              regressed: true,
              adjustedP: 0.01,
            },
          }
        : c,
    );
    const screen = firstScreen({ ...results, verdict: { ...results.verdict, checks } }, {}).join("\n");
    expect(screen).toContain("got worse than the baseline, down by 5.0 points (p 0.010)");
    expect(screen).not.toMatch(/points points|baseline by -/);
  });
});
