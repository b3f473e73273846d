import { describe, expect, it } from "vitest";
import type { CoreferenceEntry, KeyEntry } from "../../src/sampling/answer-key.js";
import { decideAnswer } from "../../src/simulator/behaviour.js";
import type { CoreferenceHeterogeneity, SimulatorProfile } from "../../src/simulator/profile.js";
import { validateProfile } from "../../src/simulator/profile-validation.js";
import { coreferenceAccuracy, marginalCoreferenceAccuracy } from "../../src/simulator/rates.js";

const logit = (p: number): number => Math.log(p / (1 - p));

function meanSd(xs: readonly number[]): { mean: number; sd: number } {
  const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

const profileWith = (heterogeneity?: CoreferenceHeterogeneity): SimulatorProfile => ({
  name: "pairs",
  seed: "pair-seed",
  coreference: {
    pro: 0.8,
    anti: 0.6,
    byCondition: { both: { pro: 0.8, anti: 0.4 } },
    ...(heterogeneity ? { heterogeneity } : {}),
  },
});

const entry = (itemPair: string, stereotype: "pro" | "anti", condition = "none"): CoreferenceEntry => ({
  kind: "coreference",
  referent: "nurse",
  other: "developer",
  stereotype,
  condition,
  itemPair,
});

const pairs = (n: number) => Array.from({ length: n }, (_, i) => `wino:${i}`);

describe("random item-pair effects (coreference.heterogeneity)", () => {
  it("draws one logit-scale effect per pair and side with mean 0 and the configured sd (4,000 pairs)", () => {
    const profile = profileWith({ pair: 0.7 });
    for (const side of ["pro", "anti"] as const) {
      const planted = side === "pro" ? 0.8 : 0.6;
      const shifts = pairs(4000).map(
        (p) => logit(coreferenceAccuracy(profile, entry(p, side))) - logit(planted),
      );
      const { mean, sd } = meanSd(shifts);
      expect(Math.abs(mean)).toBeLessThan(0.05);
      expect(sd).toBeGreaterThan(0.65);
      expect(sd).toBeLessThan(0.75);
    }
  });

  it("gives a pair's pro and anti sides their own effects, so pairs differ in their gap", () => {
    const profile = profileWith({ pair: 1 });
    const gaps = pairs(200).map(
      (p) => coreferenceAccuracy(profile, entry(p, "pro")) - coreferenceAccuracy(profile, entry(p, "anti")),
    );
    expect(meanSd(gaps).sd).toBeGreaterThan(0.15);
  });

  it("shares the pair effect across conditions and adds the pair × condition effect only when asked", () => {
    const shared = profileWith({ pair: 1 });
    const shift = (profile: SimulatorProfile, p: string, condition: string, planted: number) =>
      logit(coreferenceAccuracy(profile, entry(p, "anti", condition))) - logit(planted);
    for (const p of pairs(20))
      expect(shift(shared, p, "both", 0.4)).toBeCloseTo(shift(shared, p, "none", 0.6), 10);
    const moved = profileWith({ pair: 1, condition: 0.5 });
    const differences = pairs(2000).map((p) => shift(moved, p, "both", 0.4) - shift(moved, p, "none", 0.6));
    // Two independent pair × condition effects of sd 0.5: their difference has sd 0.5·√2.
    expect(meanSd(differences).sd).toBeGreaterThan(0.65);
    expect(meanSd(differences).sd).toBeLessThan(0.77);
  });

  it("answers exactly as before without heterogeneity, without a pair id, or at accuracy 0 and 1", () => {
    const key = new Map<string, KeyEntry>(
      pairs(50).flatMap((p) => [
        [`${p} pro`, entry(p, "pro")],
        [`${p} anti`, entry(p, "anti", "both")],
      ]),
    );
    const answers = (profile: SimulatorProfile) =>
      [...key.keys()].map((m) => decideAnswer(profile, key, { model: "m", userMessage: m }, () => 0.5).text);
    expect(answers(profileWith({ pair: 0, condition: 0 }))).toEqual(answers(profileWith()));
    expect(answers(profileWith({ pair: 2 }))).not.toEqual(answers(profileWith()));
    const { itemPair: _pair, ...unpaired } = entry("x", "pro");
    expect(coreferenceAccuracy(profileWith({ pair: 2 }), unpaired)).toBe(0.8);
    const certain: SimulatorProfile = {
      name: "c",
      coreference: { pro: 1, anti: 0, heterogeneity: { pair: 2 } },
    };
    expect(coreferenceAccuracy(certain, entry("x", "pro"))).toBe(1);
    expect(coreferenceAccuracy(certain, entry("x", "anti"))).toBe(0);
  });

  it("keeps effects fixed across trials at temperature > 0, so repeats of a pair are correlated", () => {
    const profile = profileWith({ pair: 1.5 });
    const key = new Map<string, KeyEntry>([["q", entry("wino:3", "anti")]]);
    let state = 0;
    const draw = () => {
      state = (state * 16807 + 11) % 2147483647;
      return state / 2147483647;
    };
    const right = Array.from({ length: 4000 }, () =>
      decideAnswer(profile, key, { model: "m", userMessage: "q", temperature: 1 }, draw),
    ).filter((d) => d.kind === "referent").length;
    expect(right / 4000).toBeCloseTo(coreferenceAccuracy(profile, entry("wino:3", "anti")), 1);
  });

  it("states the population mean accuracy the effects average to (the superpopulation truth)", () => {
    const heterogeneity = { pair: 1, condition: 0.5 };
    const profile = profileWith(heterogeneity);
    const drawn = pairs(4000).map((p) => coreferenceAccuracy(profile, entry(p, "pro", "both")));
    const marginal = marginalCoreferenceAccuracy(0.8, heterogeneity);
    // Below the planted median 0.8 (the logit-normal mean is pulled towards 1/2); draws' SE ≈ 0.003.
    expect(marginal).toBeLessThan(0.78);
    expect(Math.abs(meanSd(drawn).mean - marginal)).toBeLessThan(0.01);
    expect(marginalCoreferenceAccuracy(0.8, undefined)).toBe(0.8);
  });

  it("validates the standard deviations", () => {
    const ok = {
      name: "p",
      coreference: { pro: 0.9, anti: 0.7, heterogeneity: { pair: 0.5, condition: 0.2 } },
    };
    expect(validateProfile(ok)).toEqual([]);
    const bad = { name: "p", coreference: { pro: 0.9, anti: 0.7, heterogeneity: { pair: -1, items: 1 } } };
    expect(validateProfile(bad).map((i) => i.path)).toEqual([
      "coreference.heterogeneity.pair",
      "coreference.heterogeneity.items",
    ]);
  });
});
