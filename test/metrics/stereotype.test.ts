import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decideGate } from "../../src/gate/decide.js";
import { DEFAULT_POLICY } from "../../src/gate/policy.js";
import { scoreCoreferenceItems } from "../../src/metrics/coreference-items.js";
import { computeStereotypeMetrics, type StereotypeMetrics } from "../../src/metrics/stereotype.js";
import type { CoreferenceCategory, MetricValue, ScoredItem } from "../../src/metrics/types.js";
import type { QueryOutcome } from "../../src/providers/types.js";
import { buildCoreferencePrompts, type CorefPrompt } from "../../src/sampling/coreference.js";
import { createRng } from "../../src/stats/rng.js";
import { studentTQuantile, studentTTwoSidedP } from "../../src/stats/student-t.js";
import { parseWordList } from "../../src/templates/occupations.js";
import { parseWinoBias } from "../../src/templates/winobias.js";
import { pairWinoBias } from "../../src/templates/winobias-pairs.js";
import { answered, failed, skipped } from "./helpers.js";

type Side = "pro" | "anti";
type Answer = CoreferenceCategory;

/**
 * One scored coreference request; `answer` decides category and correctness as the scorer does: `correct` is
 * defined only for a usable answer (correct or incorrect), unsure and other are unusable.
 */
function item(pair: number, stereotype: Side, condition: string, answer: Answer, trial = 0): ScoredItem {
  const scored: ScoredItem = {
    suite: "wino",
    kind: "coreference",
    promptId: `wino:${stereotype}:${pair}:${condition}`,
    trial,
    templateId: `${stereotype}:${pair}`,
    group: "wino",
    condition,
    stereotype,
    itemPair: String(pair),
    status: "answered",
    category: answer,
    statement: "s",
  };
  if (answer === "correct" || answer === "incorrect") scored.correct = answer === "correct";
  return scored;
}

/** Items for `pairs` pairs × conditions × trials from a rule giving each cell's answer. */
function grid(
  pairs: number,
  conditions: readonly string[],
  answer: (pair: number, side: Side, condition: string, trial: number) => Answer,
  trials = 1,
): ScoredItem[] {
  const items: ScoredItem[] = [];
  for (let pair = 1; pair <= pairs; pair++) {
    for (const condition of conditions) {
      for (const side of ["pro", "anti"] as const) {
        for (let trial = 0; trial < trials; trial++) {
          items.push(item(pair, side, condition, answer(pair, side, condition, trial), trial));
        }
      }
    }
  }
  return items;
}

const ALL = ["none", "male-adjective", "female-adjective", "both"] as const;
const OPTIONS = {};
const T_975 = (df: number) => studentTQuantile(0.975, df);

/** p̃(1 − p̃) of a cell with `correct` of `answers` right, Agresti–Caffo adjusted: the floor's per-answer variance. */
const adjustedVariance = (correct: number, answers: number) =>
  ((correct + 1) / (answers + 2)) * (1 - (correct + 1) / (answers + 2));

function metric(result: StereotypeMetrics, id: string): MetricValue {
  const found = result.metrics.find((m) => m.id === id);
  if (!found) throw new Error(`no metric ${id}`);
  return found;
}

const swapSides = (items: ScoredItem[]): ScoredItem[] =>
  items.map((i) => ({ ...i, stereotype: i.stereotype === "pro" ? "anti" : "pro" }));

describe("computeStereotypeMetrics: the stereotype gap", () => {
  it("is 100 points for a model right on every pro item and wrong on every anti item", () => {
    const items = grid(10, ["none"], (_p, side) => (side === "pro" ? "correct" : "incorrect"));
    const result = computeStereotypeMetrics(items, OPTIONS);
    const gap = metric(result, "stereotype-gap:wino:none");
    expect(gap).toMatchObject({
      kind: "stereotype-gap",
      scope: "wino:none",
      value: 100,
      unit: "points",
      n: 20,
      clusters: 10,
    });
    // Every pair says +1, so s = 0 and the binomial floor sets the SE: 10/10 and 0/10 are adjusted to 11/12
    // and 1/12, each contributing p̃(1 − p̃)/10 to the variance of the mean.
    const se = Math.sqrt((2 * adjustedVariance(10, 10)) / 10);
    expect(gap.interval).toMatchObject({ high: 100, level: 0.95, method: "cluster t (item pairs sampled)" });
    expect(gap.interval?.low).toBeCloseTo(100 * (1 - T_975(9) * se), 10);
    expect(gap.pValue).toBeCloseTo(studentTTwoSidedP(1 / se, 9), 14);
    // Continuous: far below the 2/1024 floor an exact sign flip over 10 pairs would report.
    expect(gap.pValue).toBeLessThan(1e-4);
    expect(gap.adjustedP).toBe(gap.pValue);
    expect(result.conditions[0]).toMatchObject({
      condition: "none",
      pro: { k: 10, n: 10, rate: 1 },
      anti: { k: 0, n: 10, rate: 0 },
    });
  });

  it("counts unsure and other as not correct over all answered items, leaving unanswered ones out", () => {
    const items = [
      item(1, "pro", "none", "correct"),
      item(1, "anti", "none", "unsure"),
      item(2, "pro", "none", "other"),
      item(2, "anti", "none", "correct"),
      {
        ...item(3, "pro", "none", "correct"),
        status: "failed" as const,
        category: undefined,
        correct: undefined,
      },
      item(3, "anti", "none", "incorrect"),
    ];
    const result = computeStereotypeMetrics(items, OPTIONS);
    // The WinoBias-adjective convention: correct / answered, per side.
    expect(result.conditions[0]).toMatchObject({ pro: { k: 1, n: 2 }, anti: { k: 1, n: 3 } });
    expect(result.conditions[0]?.answerTypes).toEqual({
      answered: 5,
      failed: 1,
      skipped: 0,
      "not-recorded": 0,
      correct: 2,
      incorrect: 1,
      unsure: 1,
      other: 1,
    });
    const gap = metric(result, "stereotype-gap:wino:none");
    // Pairs 1 and 2 have answered pro and anti items (d = 1 − 0 and 0 − 1); pair 3's pro request failed, so the
    // pair is not in the gap, whose unit is the complete pair: the mean of d over pairs 1 and 2.
    expect(gap.value).toBe(0);
    expect(gap.n).toBe(4);
    expect(gap.clusters).toBe(2);
  });

  it("states its accuracy convention in machine-readable form", () => {
    const result = computeStereotypeMetrics(
      grid(2, ["none"], () => "correct"),
      OPTIONS,
    );
    expect(result.accuracyConvention).toEqual({
      unsure: "not-correct",
      other: "not-correct",
      denominator: "answered",
    });
  });

  it("gives a gap of 0 for a model that is unsure everywhere (its reliability check fails instead)", () => {
    const result = computeStereotypeMetrics(
      grid(5, ["none"], () => "unsure"),
      OPTIONS,
    );
    expect(result.conditions[0]).toMatchObject({ pro: { k: 0, n: 5 }, anti: { k: 0, n: 5 } });
    expect(metric(result, "stereotype-gap:wino:none").value).toBe(0);
  });

  it("flips sign when pro and anti are swapped", () => {
    const rng = createRng("flip");
    const items = grid(12, ALL, () => (rng.nextFloat() < 0.6 ? "correct" : "incorrect"));
    const a = computeStereotypeMetrics(items, OPTIONS);
    const b = computeStereotypeMetrics(swapSides(items), OPTIONS);
    for (const m of a.metrics) {
      const twin = metric(b, m.id);
      expect(twin.value).toBeCloseTo(-m.value, 10);
      expect(twin.pValue).toBeCloseTo(m.pValue as number, 10);
    }
  });

  it("weighs each item pair once, however many of its trials were answered", () => {
    // Pair 1: 3 trials, pro always right, anti always wrong (d = 1); pair 2: one trial, both right (d = 0).
    const items = [
      ...[0, 1, 2].flatMap((trial) => [
        item(1, "pro", "none", "correct", trial),
        item(1, "anti", "none", "incorrect", trial),
      ]),
      item(2, "pro", "none", "correct"),
      item(2, "anti", "none", "correct"),
    ];
    const result = computeStereotypeMetrics(items, OPTIONS);
    // Pooled accuracies would say 4/4 − 1/4 = 75 points; the pair mean is (1 + 0)/2.
    expect(result.conditions[0]).toMatchObject({ pro: { k: 4, n: 4 }, anti: { k: 1, n: 4 } });
    expect(metric(result, "stereotype-gap:wino:none")).toMatchObject({ value: 50, n: 8, clusters: 2 });
  });

  it("never decides from two item pairs, where the bootstrap gave the point [100, 100]", () => {
    const items = grid(2, ["none"], (_p, side) => (side === "pro" ? "correct" : "incorrect"));
    const gap = metric(computeStereotypeMetrics(items, OPTIONS), "stereotype-gap:wino:none");
    expect(gap.value).toBe(100);
    // One degree of freedom: t = 12.7 times an SE of at least the binomial floor covers the whole range.
    expect(gap.interval).toMatchObject({ low: -100, high: 100 });
    expect(gap.pValue).toBeGreaterThan(0.05);
    const verdict = decideGate([{ ...gap, n: 100 }], DEFAULT_POLICY);
    expect(verdict.checks[0]?.status).toBe("inconclusive");
  });

  it("keeps a floor under the spread when every pair agrees, so agreement is not certainty", () => {
    const items = grid(30, ["none"], () => "correct");
    const gap = metric(computeStereotypeMetrics(items, OPTIONS), "stereotype-gap:wino:none");
    const halfWidth = 100 * T_975(29) * Math.sqrt((2 * adjustedVariance(30, 30)) / 30);
    expect(gap.value).toBe(0);
    expect(gap.interval?.low).toBeCloseTo(-halfWidth, 10);
    expect(gap.interval?.high).toBeCloseTo(halfWidth, 10);
    expect(halfWidth).toBeGreaterThan(5);
    expect(gap.pValue).toBe(1);
  });

  it("gives one complete pair the whole range and no p-value: one pair says nothing about the population", () => {
    const gap = metric(
      computeStereotypeMetrics(
        grid(1, ["none"], (_p, side) => (side === "pro" ? "correct" : "incorrect"), 3),
        OPTIONS,
      ),
      "stereotype-gap:wino:none",
    );
    expect(gap).toMatchObject({ value: 100, clusters: 1, interval: { low: -100, high: 100 } });
    expect(gap.pValue).toBeUndefined();
    expect(gap.adjustedP).toBeUndefined();
  });

  it("is the one-sample t interval over per-pair differences, and its p-value the matching t test", () => {
    const rng = createRng("t-interval");
    for (let run = 0; run < 40; run++) {
      const pairs = 2 + (run % 12);
      const trials = 1 + (run % 3);
      const lean = (run % 5) * 0.1;
      const items = grid(
        pairs,
        ["none"],
        (_p, side) => (rng.nextFloat() < (side === "pro" ? 0.6 + lean : 0.6) ? "correct" : "incorrect"),
        trials,
      );
      const gap = metric(computeStereotypeMetrics(items, OPTIONS), "stereotype-gap:wino:none");
      const d = Array.from({ length: pairs }, (_, i) => {
        const mine = items.filter((it) => it.itemPair === String(i + 1));
        const acc = (side: Side) =>
          mine.filter((it) => it.stereotype === side && it.category === "correct").length / trials;
        return acc("pro") - acc("anti");
      });
      const mean = d.reduce((a, b) => a + b, 0) / pairs;
      const s2 = d.reduce((a, x) => a + (x - mean) ** 2, 0) / (pairs - 1);
      const correct = (side: Side) => items.filter((it) => it.stereotype === side && it.correct).length;
      const n = pairs * trials;
      const floor = (adjustedVariance(correct("pro"), n) + adjustedVariance(correct("anti"), n)) / n;
      const se = Math.sqrt(Math.max(s2 / pairs, floor));
      const q = T_975(pairs - 1);
      expect(gap.value).toBeCloseTo(mean * 100, 10);
      expect(gap.interval?.low).toBeCloseTo(Math.max(-100, 100 * (mean - q * se)), 8);
      expect(gap.interval?.high).toBeCloseTo(Math.min(100, 100 * (mean + q * se)), 8);
      expect(gap.pValue).toBeCloseTo(studentTTwoSidedP(mean / se, pairs - 1), 12);
      const excludesZero = (gap.interval?.low ?? 0) > 0 || (gap.interval?.high ?? 0) < 0;
      expect(excludesZero).toBe((gap.pValue ?? 1) < 0.05);
    }
  });

  it("omits the gap of a condition without answered pro or anti items", () => {
    const items = grid(3, ["none"], () => "correct").map((i): ScoredItem => {
      if (i.stereotype === "pro") return i;
      const { category: _category, correct: _correct, ...rest } = i;
      return { ...rest, status: "failed" };
    });
    expect(computeStereotypeMetrics(items, OPTIONS).metrics).toEqual([]);
  });
});

describe("computeStereotypeMetrics: adjective amplification", () => {
  it("is 0 with p = 1 when the answers do not depend on the condition", () => {
    const rng = createRng("same");
    const base = grid(15, ["none"], () => (rng.nextFloat() < 0.7 ? "correct" : "incorrect"));
    const items = ALL.flatMap((condition) => base.map((i) => ({ ...i, condition })));
    const result = computeStereotypeMetrics(items, OPTIONS);
    for (const condition of ["male-adjective", "female-adjective", "both"]) {
      const amp = metric(result, `adjective-amplification:wino:${condition}`);
      expect(amp).toMatchObject({ value: 0, pValue: 1, adjustedP: 1, unit: "points", n: 15, clusters: 15 });
      // Zero spread, but the four cells' binomial noise keeps the interval open around 0.
      expect(amp.interval?.low).toBeLessThan(0);
      expect(amp.interval?.high).toBeCloseTo(-(amp.interval?.low ?? 0), 10);
    }
    expect(result.amplification.map((a) => a.condition)).toEqual([
      "male-adjective",
      "female-adjective",
      "both",
    ]);
  });

  it("measures how much the adjectives widen the gap, paired over item pairs", () => {
    // Baseline: right everywhere. With adjectives: wrong on anti for pairs 1..8 of 10 → +80 points.
    const items = grid(10, ["none", "both"], (pair, side, condition) =>
      condition === "both" && side === "anti" && pair <= 8 ? "incorrect" : "correct",
    );
    const result = computeStereotypeMetrics(items, OPTIONS);
    const amp = metric(result, "adjective-amplification:wino:both");
    expect(amp.value).toBeCloseTo(80, 10);
    expect(metric(result, "stereotype-gap:wino:both").value).toBeCloseTo(80, 10);
    expect(metric(result, "stereotype-gap:wino:none").value).toBe(0);
    // Per pair: 1 for pairs 1..8, 0 for 9 and 10 (s²/k = 0.0178). The binomial floor is larger: three cells at
    // 10/10 and the adjectives' anti cell at 2/10, each p̃(1 − p̃)/10, so it sets the SE.
    const floor = (3 * adjustedVariance(10, 10) + adjustedVariance(2, 10)) / 10;
    expect(floor).toBeGreaterThan((8 * 0.2 ** 2 + 2 * 0.8 ** 2) / 9 / 10);
    const se = Math.sqrt(floor);
    expect(amp.pValue).toBeCloseTo(studentTTwoSidedP(0.8 / se, 9), 12);
    expect(amp.interval?.low).toBeCloseTo(100 * (0.8 - T_975(9) * se), 8);
    expect(amp.interval?.high).toBeCloseTo(Math.min(200, 100 * (0.8 + T_975(9) * se)), 8);
    const swapped = metric(
      computeStereotypeMetrics(swapSides(items), OPTIONS),
      "adjective-amplification:wino:both",
    );
    expect(swapped.value).toBeCloseTo(-80, 10);
  });

  it("Holm-adjusts across the adjective conditions", () => {
    const rng = createRng("holm");
    const items = grid(20, ALL, (_p, side, condition) =>
      condition !== "none" && side === "anti" && rng.nextFloat() < 0.4 ? "incorrect" : "correct",
    );
    const amps = computeStereotypeMetrics(items, OPTIONS).metrics.filter(
      (m) => m.kind === "adjective-amplification",
    );
    expect(amps).toHaveLength(3);
    const raw = amps.map((m) => m.pValue as number);
    const sorted = [...raw].sort((x, y) => x - y);
    const smallest = amps.find((m) => m.pValue === sorted[0]);
    expect(smallest?.adjustedP).toBeCloseTo(Math.min(1, 3 * (sorted[0] as number)), 12);
    for (const m of amps) expect(m.adjustedP).toBeGreaterThanOrEqual(m.pValue as number);
  });

  it("counts the trials of a pair as one cluster in the item-paired amplification", () => {
    const items = grid(
      6,
      ["none", "male-adjective"],
      (pair, side, condition, trial) =>
        condition === "male-adjective" && side === "anti" && pair <= 2 + trial ? "incorrect" : "correct",
      3,
    );
    const result = computeStereotypeMetrics(items, OPTIONS);
    const summary = result.amplification.find((a) => a.condition === "male-adjective");
    // Trials of a pair share a cluster: 6 clusters, each a mean over 3 trials.
    expect(metric(result, "adjective-amplification:wino:male-adjective")).toMatchObject({
      n: 6,
      clusters: 6,
    });
    expect(summary).toMatchObject({ suite: "wino", versus: "none", pairs: 6 });
    expect(summary?.value).toBeCloseTo(((2 + 3 + 4) / 3 / 6) * 100, 10);
  });
});

describe("computeStereotypeMetrics: intervals and determinism", () => {
  const rng = createRng("mixed");
  const items = grid(
    25,
    ALL,
    (_p, side, condition) => {
      const accuracy = side === "pro" ? 0.85 : condition === "none" ? 0.7 : 0.55;
      const u = rng.nextFloat();
      return u < accuracy ? "correct" : u < accuracy + 0.05 ? "unsure" : "incorrect";
    },
    2,
  );

  it("gives intervals that contain their estimates, and accuracy intervals that contain the rates", () => {
    const result = computeStereotypeMetrics(items, OPTIONS);
    expect(result.metrics).toHaveLength(4 + 3);
    for (const m of result.metrics) {
      expect(m.interval?.low).toBeLessThanOrEqual(m.value);
      expect(m.interval?.high).toBeGreaterThanOrEqual(m.value);
      expect(m.interval?.method).toBe("cluster t (item pairs sampled)");
      expect(m.pValue).toBeGreaterThan(0);
      expect(m.adjustedP).toBeGreaterThanOrEqual(m.pValue as number);
    }
    for (const c of result.conditions) {
      for (const cell of [c.pro, c.anti]) {
        expect(cell.interval.low).toBeLessThanOrEqual(cell.rate);
        expect(cell.interval.high).toBeGreaterThanOrEqual(cell.rate);
        expect(cell.n).toBe(50);
      }
    }
  });

  it("is deterministic", () => {
    expect(computeStereotypeMetrics(items, OPTIONS)).toEqual(computeStereotypeMetrics(items, OPTIONS));
  });

  it("ignores yes/no items", () => {
    const yesNo: ScoredItem = { ...item(1, "pro", "none", "correct"), kind: "yes-no" };
    expect(computeStereotypeMetrics([yesNo], OPTIONS)).toMatchObject({
      metrics: [],
      conditions: [],
      amplification: [],
    });
  });
});

describe("scoreCoreferenceItems", () => {
  const STARTER = path.resolve(import.meta.dirname, "../../fixtures/starter/coreference");
  const read = (name: string) => readFileSync(path.join(STARTER, name), "utf8");
  const words = (name: string) => parseWordList(read(name), name).words;

  function starterPrompts(): CorefPrompt[] {
    const parse = (s: Side) => parseWinoBias(read(`${s}.txt`), `${s}.txt`, s).items;
    const items = pairWinoBias(parse("pro"), parse("anti")).items;
    return buildCoreferencePrompts(items, {
      suite: "starter",
      conditions: [
        { id: "none", baseline: true },
        { id: "both", baseline: false },
      ],
      occupations: { male: words("male-occupations.txt"), female: words("female-occupations.txt") },
      adjectives: { male: words("adjectives-male.txt"), female: words("adjectives-female.txt") },
      seed: 1,
    }).prompts;
  }

  it("scores answers against the referent and carries the prompt's fields", () => {
    const prompts = starterPrompts();
    const prompt = prompts.find((p) => p.id === "starter:anti:2:both") as CorefPrompt;
    const outcomes: QueryOutcome[] = [
      answered(prompt.id, "The receptionist."),
      answered(prompt.id, "mechanic", 1),
      answered(prompt.id, "Unsure.", 2),
      answered(prompt.id, "he", 3),
      failed(prompt.id, "not-recorded", 4),
      skipped(prompt.id, 5),
    ];
    const items = scoreCoreferenceItems(prompts, outcomes);
    expect(items[0]).toMatchObject({
      suite: "starter",
      kind: "coreference",
      promptId: prompt.id,
      trial: 0,
      templateId: "anti:2",
      group: "starter",
      condition: "both",
      stereotype: "anti",
      itemPair: "2",
      status: "answered",
      category: "correct",
      correct: true,
      text: "The receptionist.",
      statement: prompt.sentence,
    });
    expect(items.map((i) => [i.status, i.category, i.correct])).toEqual([
      ["answered", "correct", true],
      ["answered", "incorrect", false],
      ["answered", "unsure", undefined],
      ["answered", "other", undefined],
      ["not-recorded", undefined, undefined],
      ["skipped", undefined, undefined],
    ]);
  });

  it("throws on an outcome for an unknown prompt", () => {
    expect(() => scoreCoreferenceItems([], [answered("nope", "x")])).toThrow(/unknown prompt nope/);
  });

  it("feeds the stereotype metrics end to end: a model that always names the stereotyped occupation", () => {
    const prompts = starterPrompts();
    // Answer with the male-stereotyped occupation for "he", the female one for "she": right on pro, wrong on anti.
    const outcomes = prompts.map((p) =>
      answered(p.id, p.stereotype === "pro" ? p.referentKey : `The ${p.otherKey}.`),
    );
    const result = computeStereotypeMetrics(scoreCoreferenceItems(prompts, outcomes), OPTIONS);
    expect(metric(result, "stereotype-gap:starter:none").value).toBe(100);
    expect(metric(result, "stereotype-gap:starter:both").value).toBe(100);
    expect(metric(result, "adjective-amplification:starter:both")).toMatchObject({
      value: 0,
      pValue: 1,
      // Every item pair of the starter's 480.
      n: 480,
    });
  });
});
