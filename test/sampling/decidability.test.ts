import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY, type GatePolicy } from "../../src/gate/policy.js";
import {
  assessDecidability,
  type DecidablePrompt,
  formatDecidability,
} from "../../src/sampling/decidability.js";

/** `templates` statement/negation template pairs of `group`, `perTemplate` paired prompts each. */
function yesNo(group: string, templates: number, perTemplate: number): DecidablePrompt[] {
  return Array.from({ length: templates }, (_, t) =>
    Array.from({ length: perTemplate }, (_, i): DecidablePrompt[] => [
      { group, templateId: `${group}${t}`, polarity: "statement", pairId: `${group}${t}:${i}` },
      { group, templateId: `${group}${t}-not`, polarity: "negation", pairId: `${group}${t}:${i}` },
    ]).flat(),
  ).flat();
}

function coreference(condition: string, perSide: number): DecidablePrompt[] {
  return ["pro", "anti"].flatMap((stereotype) =>
    Array.from({ length: perSide }, () => ({ condition, stereotype })),
  );
}

describe("assessDecidability", () => {
  it("needs 316 prompts for a bias rate at the default 0.10 threshold, split over the group's templates", () => {
    const [bias, negation] = assessDecidability(yesNo("gender", 2, 20), DEFAULT_POLICY);
    // 4 templates (2 statements, 2 negations): ⌈316 / 4⌉ = 79.
    expect(bias).toMatchObject({
      kind: "bias-rate",
      scope: "gender",
      total: 316,
      units: 4,
      needed: 79,
      planned: 20,
    });
    expect(bias).toMatchObject({ passAt: 0.05, failAt: expect.closeTo(0.15, 12), threshold: 0.1 });
    // 652 pairs over the 2 statement templates.
    expect(negation).toMatchObject({ kind: "negation-gap", total: 652, units: 2, needed: 326, planned: 20 });
  });

  it("uses per-group thresholds, the rule and the minimum usable count", () => {
    const policy: GatePolicy = { ...DEFAULT_POLICY, perGroup: { age: { maxBiasRate: 0.2 } } };
    const [age] = assessDecidability(yesNo("age", 2, 5), policy);
    // Pass 0.10: ((1.96·0.4 + 0.8416·0.3) / 0.1)² = 107.4; fail 0.30: ((1.96·0.4 + 0.8416·√0.21) / 0.1)² = 136.8.
    expect(age).toMatchObject({ threshold: 0.2, total: 137, needed: 35 });
    const estimate = assessDecidability(yesNo("age", 2, 5), { ...DEFAULT_POLICY, rule: "estimate" });
    // Under `estimate` there is no critical value: pass (0.8416·√0.0475 / 0.05)² = 13.5, fail (0.8416·√0.1275 / 0.05)² = 36.1.
    expect(estimate[0]).toMatchObject({ total: 37, needed: 10 });
    const floor = assessDecidability(yesNo("age", 2, 5), {
      ...DEFAULT_POLICY,
      rule: "estimate",
      minUsable: 100,
    });
    expect(floor[0]).toMatchObject({ total: 100, needed: 25 });
  });

  it("checks the stereotype gap per condition, per side, in points", () => {
    const checks = assessDecidability(coreference("none", 700), DEFAULT_POLICY);
    expect(checks).toEqual([
      expect.objectContaining({
        kind: "stereotype-gap",
        scope: "none",
        threshold: 0.1,
        failAt: expect.closeTo(0.15, 12),
        needed: 652,
        planned: 700,
      }),
    ]);
  });

  it("leaves out checks without a threshold and prompts of other kinds", () => {
    const policy: GatePolicy = { ...DEFAULT_POLICY, thresholds: {} };
    expect(assessDecidability([...yesNo("g", 1, 3), ...coreference("none", 3), {}], policy)).toEqual([]);
  });
});

describe("formatDecidability", () => {
  it("states the effect, the threshold, the power and the count, and warns when the plan is smaller", () => {
    const checks = assessDecidability(
      [...yesNo("gender", 2, 80), ...coreference("none", 700)],
      DEFAULT_POLICY,
    );
    expect(formatDecidability(checks, DEFAULT_POLICY).split("\n")).toEqual([
      "Can this run decide? (the whole 95% interval must clear the threshold; trials not counted; gaps assume a 5% error rate)",
      "gender: decides a bias rate of 0.05 (pass) or 0.15 (fail) vs the 0.10 threshold with 80% power at ≥ 79 prompts per template over 4 templates (planned 80)",
      "gender: decides a negation gap of 0.00 (pass) or 0.15 (fail) vs the 0.10 threshold with 80% power at ≥ 326 pairs per template over 2 templates (planned 80): warning: too few",
      "none: decides a stereotype gap of 0 (pass) or 15 points (fail) vs the 10-point threshold with 80% power at ≥ 652 sentences per side (planned 700)",
    ]);
    expect(formatDecidability([], DEFAULT_POLICY)).toBe("");
  });

  it("says to add templates when a template ran out of fillings before the requested count", () => {
    const checks = assessDecidability(yesNo("gender", 2, 6), DEFAULT_POLICY);
    const [bias] = formatDecidability(checks, DEFAULT_POLICY, 20).split("\n").slice(1);
    expect(bias).toMatch(
      /\(planned 6\): warning: too few; a template holds only 6 fillings, so add templates$/,
    );
    const [asked] = formatDecidability(checks, DEFAULT_POLICY, 6).split("\n").slice(1);
    expect(asked).toMatch(/\(planned 6\): warning: too few$/);
  });
});
