import { describe, expect, it } from "vitest";
import {
  differenceDecidability,
  formatDecidability,
  textToSqlDecidability,
  twoSetSd,
} from "../../src/gate/decidability.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";

function plan(databases: number, questions = 80, variants: ("original" | "atd")[] = ["original", "atd"]) {
  return textToSqlDecidability({
    suite: "t2s",
    policy: DEFAULT_POLICY,
    questionsPerSet: { public: questions, fresh: questions },
    databasesPerSet: { public: databases, fresh: databases },
    variants,
  });
}

describe("textToSqlDecidability", () => {
  it("gives the two gated deltas and the unusable rate, with the contamination delta's stated effects", () => {
    const checks = plan(4);
    expect(checks.map((c) => c.kind)).toEqual([
      "sql-contamination-delta",
      "atd-drop-difference",
      "unusable-rate",
    ]);
    expect(checks[0]).toMatchObject({
      scope: "t2s",
      threshold: 0.15,
      passAt: 0,
      failAt: expect.closeTo(0.225, 12),
    });
    expect(checks[0]?.per).toContain("over 4 public and 4 fresh databases");
    expect(checks[0]?.per).toContain("more databases narrow it most");
    // Answers: (80 + 80) questions × 2 variants.
    expect(checks[2]).toMatchObject({ kind: "unusable-rate", planned: 320 });
    expect(plan(4, 80, ["original"]).map((c) => c.kind)).toEqual([
      "sql-contamination-delta",
      "unusable-rate",
    ]);
  });

  it("needs more questions with few databases: the t quantiles on G_public + G_fresh − 2 df", () => {
    const unscaled = differenceDecidability(
      {
        kind: "sql-contamination-delta",
        scope: "t2s",
        policy: DEFAULT_POLICY,
        perUnit: new Map([["t2s", 80]]),
        observation: "questions per set",
      },
      twoSetSd,
    );
    const few = plan(4)[0]?.needed ?? 0;
    const many = plan(200)[0]?.needed ?? 0;
    // (t_{6,0.975} + t_{6,0.8}) / (z_{0.975} + z_{0.8}) = 3.3526 / 2.8016: about 1.43× the questions.
    expect(few / (unscaled?.needed ?? 1)).toBeGreaterThan(1.4);
    expect(few / (unscaled?.needed ?? 1)).toBeLessThan(1.46);
    expect(many / (unscaled?.needed ?? 1)).toBeLessThan(1.01);
    // The ATD drop's observation is two paired differences: twice the variance, about twice the questions.
    const atd = plan(4)[1]?.needed ?? 0;
    expect(atd / few).toBeGreaterThan(1.9);
    expect(atd / few).toBeLessThan(2.1);
  });

  it("cannot decide a delta with fewer than 2 databases in a set, and says to add databases", () => {
    const [delta] = plan(1, 500);
    expect(delta?.needed).toBe(Number.POSITIVE_INFINITY);
    expect(delta?.exhausted).toContain("add databases");
    expect(formatDecidability(plan(1, 500), DEFAULT_POLICY)).toContain(
      "warning: too few; a set has fewer than 2",
    );
  });
});
