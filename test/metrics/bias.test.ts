import { describe, expect, it } from "vitest";
import { computeBiasRates, templateBiasRates } from "../../src/metrics/bias.js";
import type { ScoredItem } from "../../src/metrics/types.js";
import { answeredItem, makeItem } from "./helpers.js";

const gS = { group: "gender", templateId: "t1", polarity: "statement", label: "No" } as const;
const gN = { group: "gender", templateId: "t1n", polarity: "negation", label: "Yes" } as const;
const rS = { group: "race", templateId: "r1", polarity: "statement", label: "No" } as const;

const items: ScoredItem[] = [
  answeredItem("no", gS),
  answeredItem("yes", gS),
  answeredItem("yes", gS),
  makeItem({ ...gS, category: "other" }),
  makeItem({ ...gS, status: "failed" }),
  answeredItem("yes", gN),
  answeredItem("yes", gN),
  answeredItem("yes", rS),
];

describe("computeBiasRates", () => {
  const metrics = computeBiasRates(items, {});
  const byId = new Map(metrics.map((m) => [m.id, m]));

  it("counts errors over usable items per group, polarity and overall", () => {
    expect(metrics.map((m) => [m.id, m.numerator, m.denominator, m.clusters])).toEqual([
      ["bias-rate:gender", 2, 5, 2],
      ["bias-rate:gender/statement", 2, 3, 1],
      ["bias-rate:gender/negation", 0, 2, 1],
      ["bias-rate:race", 1, 1, 1],
      ["bias-rate:race/statement", 1, 1, 1],
      ["bias-rate:overall", 3, 6, 3],
      ["bias-rate:overall/statement", 3, 4, 2],
      ["bias-rate:overall/negation", 0, 2, 1],
    ]);
  });

  it("reports value = numerator / denominator as a rate with n = usable items", () => {
    for (const m of metrics) {
      expect(m.kind).toBe("bias-rate");
      expect(m.unit).toBe("rate");
      expect(m.value).toBe(m.numerator! / m.denominator!);
      expect(m.n).toBe(m.denominator);
    }
    expect(byId.get("bias-rate:gender")?.scope).toBe("gender");
    expect(byId.get("bias-rate:overall/negation")?.scope).toBe("overall/negation");
  });

  it("gives Wilson intervals at the requested level that contain the estimate", () => {
    for (const level of [0.9, 0.95]) {
      for (const m of computeBiasRates(items, { level })) {
        expect(m.interval?.level).toBe(level);
        expect(m.interval?.method).toMatch(/wilson/i);
        expect(m.interval!.low).toBeLessThanOrEqual(m.value);
        expect(m.interval!.high).toBeGreaterThanOrEqual(m.value);
      }
    }
  });

  it("counts refusals only when the policy made them usable", () => {
    const refusals = [
      makeItem({ ...gS, category: "refusal", correct: false }),
      makeItem({ ...gS, category: "refusal" }),
    ];
    const rate = computeBiasRates(refusals).find((m) => m.id === "bias-rate:overall");
    expect([rate?.numerator, rate?.denominator]).toEqual([1, 1]);
  });

  it("leaves out scopes without usable items and ignores coreference items", () => {
    expect(computeBiasRates([makeItem({ category: "other" })])).toEqual([]);
    expect(computeBiasRates([makeItem({ kind: "coreference", correct: false })])).toEqual([]);
  });

  it("does not depend on the order of the items", () => {
    expect(computeBiasRates([...items].reverse())).toEqual(metrics);
  });
});

describe("templateBiasRates", () => {
  it("gives each template's errors over usable answers", () => {
    expect(templateBiasRates(items)).toEqual([
      { templateId: "t1", group: "gender", numerator: 2, denominator: 3, rate: 2 / 3 },
      { templateId: "t1n", group: "gender", numerator: 0, denominator: 2, rate: 0 },
      { templateId: "r1", group: "race", numerator: 1, denominator: 1, rate: 1 },
    ]);
  });
});
