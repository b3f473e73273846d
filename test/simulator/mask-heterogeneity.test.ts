import { describe, expect, it } from "vitest";
import type { MaskEntry } from "../../src/sampling/answer-key.js";
import { decideAnswer } from "../../src/simulator/behaviour.js";
import type { SimulatorProfile } from "../../src/simulator/profile.js";
import { validateProfile } from "../../src/simulator/profile-validation.js";
import { maskRestoreRate } from "../../src/simulator/rates.js";

const plain: SimulatorProfile = { name: "plain", mask: { reference: 0.3, fresh: 0.1 } };
const withEffects = (heterogeneity: { cluster?: number; item?: number }): SimulatorProfile => ({
  name: "heterogeneous",
  mask: { reference: 0.3, fresh: 0.1, heterogeneity },
});
const logit = (p: number) => Math.log(p / (1 - p));

function sd(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

describe("mask.heterogeneity", () => {
  it("leaves every mask at its set's rate when absent", () => {
    for (let i = 0; i < 20; i++) {
      const entry = { set: "fresh", cluster: `db${i}` } as const;
      expect(maskRestoreRate(plain, entry, `q${i}`, i % 3)).toBe(0.1);
    }
  });

  it("answers exactly as before with zero standard deviations", () => {
    const zero = withEffects({ cluster: 0, item: 0 });
    const entry: MaskEntry = { kind: "mask", set: "reference", answers: ["a", "b", "c"], cluster: "db" };
    for (let i = 0; i < 50; i++) {
      const question = `Schema ${i}: [MASK_1] [MASK_2] [MASK_3]`;
      const key = new Map([[question, entry]]);
      const request = { model: "m", userMessage: question };
      expect(decideAnswer(zero, key, request, Math.random)).toEqual(
        decideAnswer(plain, key, request, Math.random),
      );
    }
  });

  it("gives every mask of a database the same cluster effect, spread with the planted sd across databases", () => {
    const profile = withEffects({ cluster: 0.8 });
    const shifts = Array.from({ length: 400 }, (_, i) => {
      const entry = { set: "fresh", cluster: `db${i}` } as const;
      const rates = [0, 1, 2].map((index) => maskRestoreRate(profile, entry, `q${i}:${index}`, index));
      expect(new Set(rates).size).toBe(1);
      return logit(rates[0] ?? 0) - logit(0.1);
    });
    expect(sd(shifts)).toBeGreaterThan(0.7);
    expect(sd(shifts)).toBeLessThan(0.9);
  });

  it("draws an item effect per mask of a probe, the same on every call", () => {
    const profile = withEffects({ item: 0.5 });
    const entry = { set: "reference", cluster: "db" } as const;
    const shifts = Array.from({ length: 400 }, (_, index) => {
      const rate = maskRestoreRate(profile, entry, "one schema", index);
      expect(maskRestoreRate(profile, entry, "one schema", index)).toBe(rate);
      return logit(rate) - logit(0.3);
    });
    expect(sd(shifts)).toBeGreaterThan(0.43);
    expect(sd(shifts)).toBeLessThan(0.57);
  });

  it("is validated as standard deviations", () => {
    expect(validateProfile(withEffects({ cluster: 1, item: 0.5 }))).toEqual([]);
    expect(validateProfile(withEffects({ cluster: -1 }))).toEqual([
      expect.objectContaining({ path: "mask.heterogeneity.cluster" }),
    ]);
  });
});

describe("mask.memorised", () => {
  it("adds the planted restore rate to every public mask after the effects, capped at 1, and to no fresh one", () => {
    const base = withEffects({ cluster: 0.8, item: 0.5 });
    const memorised: SimulatorProfile = { ...base, mask: { ...base.mask!, memorised: 0.15 } };
    for (let i = 0; i < 50; i++) {
      for (const set of ["reference", "fresh"] as const) {
        const entry = { set, cluster: `db${i % 7}` } as const;
        const before = maskRestoreRate(base, entry, `q${i}`, i % 3);
        const after = maskRestoreRate(memorised, entry, `q${i}`, i % 3);
        expect(after).toBeCloseTo(set === "reference" ? Math.min(1, before + 0.15) : before, 12);
      }
    }
    const high: SimulatorProfile = { name: "high", mask: { reference: 0.95, fresh: 0.1, memorised: 0.15 } };
    expect(maskRestoreRate(high, { set: "reference" }, "q", 0)).toBe(1);
  });

  it("is validated as a probability", () => {
    const issues = validateProfile({ name: "x", mask: { reference: 0.1, fresh: 0.1, memorised: 1.5 } });
    expect(JSON.stringify(issues)).toMatch(/mask\.memorised/);
  });
});
