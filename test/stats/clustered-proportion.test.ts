import { describe, expect, it } from "vitest";
import { clusteredProportionInterval, type ProportionUnit } from "../../src/stats/clustered-proportion.js";
import { clopperPearsonInterval } from "../../src/stats/proportions.js";
import { createRng } from "../../src/stats/rng.js";

/** k prompts with `trials` repeats each; a repeat copies the prompt's answer with probability `rho`. */
function simulate(rng: ReturnType<typeof createRng>, k: number, trials: number, p: number, rho: number) {
  const units: ProportionUnit[] = [];
  for (let i = 0; i < k; i++) {
    const shared = rng.nextFloat() < p ? 1 : 0;
    let hits = 0;
    for (let t = 0; t < trials; t++) {
      const copy = rng.nextFloat() < rho;
      const fresh = rng.nextFloat() < p ? 1 : 0;
      hits += copy ? shared : fresh;
    }
    units.push({ hits, total: trials });
  }
  return units;
}

/** Share of `reps` seeded runs (30 prompts × 3 trials) whose interval covers p: counting requests, and clustered. */
function coverage(seed: string, p: number, rho: number, reps: number) {
  const rng = createRng(seed, "coverage");
  let naive = 0;
  let clustered = 0;
  let sameAsPrompts = 0;
  for (let r = 0; r < reps; r++) {
    const units = simulate(rng, 30, 3, p, rho);
    const hits = units.reduce((sum, u) => sum + u.hits, 0);
    const old = clopperPearsonInterval(hits, 90);
    const now = clusteredProportionInterval(units).interval;
    const prompts = clopperPearsonInterval(hits / 3, 30);
    if (old.low <= p && p <= old.high) naive += 1;
    if (now.low <= p && p <= now.high) clustered += 1;
    if (Math.abs(now.low - prompts.low) < 1e-12 && Math.abs(now.high - prompts.high) < 1e-12)
      sameAsPrompts += 1;
  }
  return { naive: naive / reps, clustered: clustered / reps, sameAsPrompts: sameAsPrompts / reps };
}

describe("clusteredProportionInterval", () => {
  it("is exactly the Clopper–Pearson interval when every unit is one observation", () => {
    const units = [1, 0, 0, 1, 1, 0, 0].map((hits) => ({ hits, total: 1 }));
    const result = clusteredProportionInterval(units, 0.9);
    expect(result.interval).toEqual(clopperPearsonInterval(3, 7, 0.9));
    expect(result.effectiveN).toBe(7);
    expect(result.estimate).toBe(3 / 7);
  });

  it("gives identical repeats the Clopper–Pearson interval of the prompts, not of the requests", () => {
    const answers = [1, 0, 0, 1, 0, 0, 0, 1, 0, 0];
    const repeated = clusteredProportionInterval(answers.map((a) => ({ hits: 3 * a, total: 3 })));
    const once = clopperPearsonInterval(3, 10);
    expect(repeated.estimate).toBe(0.3);
    expect(repeated.effectiveN).toBeCloseTo(10, 10);
    expect(repeated.interval.low).toBeCloseTo(once.low, 12);
    expect(repeated.interval.high).toBeCloseTo(once.high, 12);
    expect(repeated.interval.method).toBe("clopper-pearson (design effect, 10 prompts)");
    expect(repeated.interval.high - repeated.interval.low).toBeGreaterThan(
      clopperPearsonInterval(9, 30).high - clopperPearsonInterval(9, 30).low,
    );
  });

  it("uses the perfect-correlation size when every answer is the same (no correlation to estimate)", () => {
    const none = clusteredProportionInterval(Array.from({ length: 12 }, () => ({ hits: 0, total: 3 })));
    expect(none.interval).toEqual({
      ...clopperPearsonInterval(0, 12),
      method: "clopper-pearson (design effect, 12 prompts)",
    });
    const all = clusteredProportionInterval(Array.from({ length: 12 }, () => ({ hits: 2, total: 2 })));
    expect(all.interval.high).toBe(1);
    expect(all.interval.low).toBeCloseTo(clopperPearsonInterval(12, 12).low, 12);
  });

  it("keeps the full n when repeats disagree as much as independent answers would, never more", () => {
    // Each prompt 1 of 3: no spread between prompts, so no design effect; n_eff is capped at the requests.
    const even = clusteredProportionInterval(Array.from({ length: 20 }, () => ({ hits: 1, total: 3 })));
    expect(even.effectiveN).toBe(60);
    expect(even.interval.low).toBeCloseTo(clopperPearsonInterval(20, 60).low, 12);
  });

  it("contains the estimate and stays in [0,1] for unequal prompt sizes", () => {
    const units = [
      { hits: 2, total: 2 },
      { hits: 0, total: 3 },
      { hits: 1, total: 1 },
      { hits: 1, total: 3 },
    ];
    const result = clusteredProportionInterval(units);
    expect(result.estimate).toBeCloseTo(4 / 9, 15);
    expect(result.interval.low).toBeGreaterThanOrEqual(0);
    expect(result.interval.low).toBeLessThanOrEqual(result.estimate);
    expect(result.interval.high).toBeGreaterThanOrEqual(result.estimate);
    expect(result.interval.high).toBeLessThanOrEqual(1);
  });

  it("rejects impossible units", () => {
    expect(() => clusteredProportionInterval([{ hits: 4, total: 3 }])).toThrow(RangeError);
    expect(() => clusteredProportionInterval([{ hits: 0, total: 0 }])).toThrow(RangeError);
  });

  // With identical repeats the interval is the one-trial Clopper–Pearson interval of the prompts in every run, so its
  // coverage is Clopper–Pearson's own on 30 independent answers (at least 95% at every p, each tail at most 2.5%;
  // the price is width).
  for (const p of [0.2, 0.5]) {
    it(`covers ≥ 93% at p = ${p} with 3 identical trials, where counting requests covers < 80%`, () => {
      const result = coverage(`identical-repeats-${p}`, p, 1, 400);
      expect(result.sameAsPrompts).toBe(1);
      expect(result.clustered).toBeGreaterThanOrEqual(0.93);
      expect(result.naive).toBeLessThan(0.8);
    });
  }

  it("still covers ≥ 93% with partly correlated trials (ρ = 0.5), where counting requests undercovers", () => {
    const result = coverage("half-repeats", 0.3, 0.5, 400);
    expect(result.clustered).toBeGreaterThanOrEqual(0.93);
    expect(result.naive).toBeLessThan(result.clustered);
  });
});
