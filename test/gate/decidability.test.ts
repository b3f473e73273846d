import { describe, expect, it } from "vitest";
import type { MetricKind } from "../../src/config/metric-kinds.js";
import {
  differenceDecidability,
  doubleDifferenceSd,
  formatDecidability,
  pairedAnswerSd,
  rateDecidability,
  twoSetSd,
} from "../../src/gate/decidability.js";
import { DEFAULT_POLICY, type GatePolicy } from "../../src/gate/policy.js";

/** `templates` templates of `perTemplate` prompts each. */
function templates(templates: number, perTemplate: number): Map<string, number> {
  return new Map(Array.from({ length: templates }, (_, t) => [`t${t}`, perTemplate]));
}

function input(kind: MetricKind, perUnit: Map<string, number>, policy: GatePolicy = DEFAULT_POLICY) {
  return { kind, scope: "gender", policy, perUnit, observation: "prompts", unitName: "templates" };
}

describe("rateDecidability", () => {
  it("needs 316 prompts for a bias rate at the default 0.10 threshold, split over the templates", () => {
    // Pass 0.05: ((1.96·0.3 + 0.8416·√0.0475) / 0.05)² = 238.03; fail 0.15: 315.1 → 316; ⌈316 / 4⌉ = 79.
    expect(rateDecidability(input("bias-rate", templates(4, 20)))).toMatchObject({
      kind: "bias-rate",
      scope: "gender",
      threshold: 0.1,
      passAt: 0.05,
      failAt: expect.closeTo(0.15, 12),
      total: 316,
      units: 4,
      needed: 79,
      planned: 20,
      per: "prompts per template over 4 templates",
    });
  });

  it("uses per-group thresholds, the rule and the minimum usable count", () => {
    const policy: GatePolicy = { ...DEFAULT_POLICY, perGroup: { gender: { maxBiasRate: 0.2 } } };
    // Pass 0.10: ((1.96·0.4 + 0.8416·0.3) / 0.1)² = 107.4; fail 0.30: ((1.96·0.4 + 0.8416·√0.21) / 0.1)² = 136.8.
    expect(rateDecidability(input("bias-rate", templates(4, 5), policy))).toMatchObject({
      total: 137,
      needed: 35,
    });
    const estimate = { ...DEFAULT_POLICY, perGroup: policy.perGroup, rule: "estimate" as const };
    // No critical value: pass (0.8416·0.3 / 0.1)² = 6.4, fail (0.8416·√0.21 / 0.1)² = 14.9; the floor is 30.
    expect(rateDecidability(input("bias-rate", templates(4, 5), estimate))).toMatchObject({ total: 30 });
    const floor = { ...estimate, minUsable: 100 };
    expect(rateDecidability(input("bias-rate", templates(4, 5), floor))).toMatchObject({
      total: 100,
      needed: 25,
    });
  });

  it("decides a minimum (flip consistency) between halfway to 1 and as far below", () => {
    // T 0.8: pass 0.9 needs 107.4, fail 0.7 needs ((1.96·0.4 + 0.8416·√0.21) / 0.1)² = 136.8 → 137.
    expect(rateDecidability(input("flip-consistency", templates(2, 10)))).toMatchObject({
      passAt: expect.closeTo(0.9, 12),
      failAt: expect.closeTo(0.7, 12),
      total: 137,
      needed: 69,
    });
  });

  it("is undefined for a check without a threshold", () => {
    const policy: GatePolicy = { ...DEFAULT_POLICY, thresholds: {} };
    expect(rateDecidability(input("bias-rate", templates(2, 10), policy))).toBeUndefined();
    expect(
      differenceDecidability(input("negation-gap", templates(2, 10), policy), pairedAnswerSd),
    ).toBeUndefined();
  });

  it("says to add templates only when a template ran out before the requested count", () => {
    const ranOut = rateDecidability({ ...input("bias-rate", templates(4, 6)), requestedPerUnit: 20 });
    expect(ranOut?.exhausted).toBe("a template holds only 6 fillings, so add templates");
    const asked = rateDecidability({ ...input("bias-rate", templates(4, 6)), requestedPerUnit: 6 });
    expect(asked?.exhausted).toBeUndefined();
  });
});

describe("differenceDecidability", () => {
  it("needs 652 pairs for a negation gap at 0.10 (fail at 0.15 dominates)", () => {
    const gap = differenceDecidability(
      { ...input("negation-gap", templates(2, 80)), observation: "pairs" },
      pairedAnswerSd,
    );
    expect(gap).toMatchObject({ total: 652, units: 2, needed: 326, planned: 80 });
  });

  it("counts a stereotype gap in item pairs and reports it in points", () => {
    const gap = differenceDecidability(
      {
        kind: "stereotype-gap",
        scope: "none",
        policy: DEFAULT_POLICY,
        perUnit: new Map([["none", 700]]),
        observation: "item pairs",
      },
      pairedAnswerSd,
    );
    expect(gap).toMatchObject({
      threshold: 10,
      passAt: 0,
      failAt: expect.closeTo(15, 9),
      needed: 652,
      planned: 700,
    });
  });

  it("needs twice the variance for an amplification (a difference of two gaps)", () => {
    const amp = differenceDecidability(
      {
        kind: "adjective-amplification",
        scope: "both",
        policy: DEFAULT_POLICY,
        perUnit: new Map([["both", 10]]),
        observation: "item pairs",
      },
      doubleDifferenceSd,
    );
    // Threshold 5 points: fail at 7.5, ((1.96 + 0.8416)·√2·σ(0.075) / 0.025)².
    const sd = Math.SQRT2 * Math.sqrt(0.95 * 0.05 + 0.875 * 0.125);
    expect(amp?.total).toBe(Math.ceil((((1.959964 + 0.841621) * sd) / 0.025) ** 2));
  });

  it("needs 1,535 masks per set for a contamination delta at 0.10", () => {
    const delta = differenceDecidability(
      {
        kind: "contamination-delta",
        scope: "schemas",
        policy: DEFAULT_POLICY,
        perUnit: new Map([["schemas", 40]]),
        observation: "masks per set",
      },
      twoSetSd,
    );
    // Fail at 0.15 with sets at 0.575 and 0.425: ((1.96 + 0.8416)·√0.48875 / 0.05)² = 1534.3.
    expect(delta).toMatchObject({ total: 1535, needed: 1535, planned: 40 });
  });
});

describe("formatDecidability", () => {
  it("counts the checks that can decide, states effect, threshold, power and count, and warns when short", () => {
    const checks = [
      rateDecidability(input("bias-rate", templates(4, 80))),
      differenceDecidability(
        { ...input("negation-gap", templates(2, 80)), observation: "pairs" },
        pairedAnswerSd,
      ),
      differenceDecidability(
        {
          kind: "stereotype-gap",
          scope: "none",
          policy: DEFAULT_POLICY,
          perUnit: new Map([["none", 700]]),
          observation: "item pairs",
        },
        pairedAnswerSd,
      ),
      rateDecidability({ ...input("bias-rate", templates(4, 6)), scope: "race", requestedPerUnit: 20 }),
    ].flatMap((c) => (c ? [c] : []));
    expect(formatDecidability(checks, DEFAULT_POLICY).split("\n")).toEqual([
      "Can this run decide? 2 of 4 checks can (the whole 95% interval must clear the threshold; trials not counted; gaps assume a 5% error rate)",
      "gender: decides a bias rate of 0.05 (pass) or 0.15 (fail) vs the 0.10 threshold with 80% power at ≥ 79 prompts per template over 4 templates (planned 80)",
      "gender: decides a negation gap of 0.00 (pass) or 0.15 (fail) vs the 0.10 threshold with 80% power at ≥ 326 pairs per template over 2 templates (planned 80): warning: too few",
      "none: decides a stereotype gap of 0 (pass) or 15 points (fail) vs the 10-point threshold with 80% power at ≥ 652 item pairs (planned 700)",
      "race: decides a bias rate of 0.05 (pass) or 0.15 (fail) vs the 0.10 threshold with 80% power at ≥ 79 prompts per template over 4 templates (planned 6): warning: too few; a template holds only 6 fillings, so add templates",
    ]);
    expect(formatDecidability([], DEFAULT_POLICY)).toBe("");
  });
});
