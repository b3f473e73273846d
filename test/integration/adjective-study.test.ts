import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";
import { WINOBIAS } from "../reference.js";

/**
 * The acceptance: the whole 16-condition WinoBias-adjective study from the shipped recipe and ONE answers
 * file, scored as published. The answers are planted here (per condition, side and trial, the first k items are
 * answered right, the rest wrong, "unsure" or unreadable), and every expected number is computed in this file
 * from the plan alone: per-trial accuracies (rounded to 0.1% as the recipe asks), bias scores, their mean, the
 * difference from the baseline and the pooled two-sample Student t (df 8, one-sided in the observed direction),
 * p by numeric integration.
 */
const RECIPE = path.resolve(import.meta.dirname, "../../fixtures/recipes/adjective-study");
const DOWNLOADS = [
  "pro_stereotyped_type1.txt.test",
  "anti_stereotyped_type1.txt.test",
  "male_occupations.txt",
  "female_occupations.txt",
];
const TRIALS = 5;

interface Prompt {
  id: string;
  condition: string;
  stereotype: "pro" | "anti";
  referentKey: string;
  otherKey?: string;
}

/** Planted correct answers per side and trial: pro stays high, anti drops by the condition's gap. */
function correctCount(conditionIndex: number, side: "pro" | "anti", trial: number, items: number): number {
  if (side === "pro") return Math.round(items * 0.9) - trial;
  // Baseline (index 0) gap ≈ 28 points; conditions alternate above and below it, trials jitter by ±2 items.
  const gapPoints =
    28 + ((conditionIndex % 5) - 2) * 4 + (conditionIndex % 2 === 0 ? 3 : -3) * Math.sign(conditionIndex);
  return Math.round(items * 0.9 - (gapPoints / 100) * items) + ((trial * 3) % 5) - 2;
}

/** The reply for item `rank` of its (condition, side, trial) group: right for the first `correct`, else varied. */
function reply(prompt: Prompt, rank: number, correct: number): string {
  if (rank < correct) return rank % 2 === 0 ? `The ${prompt.referentKey}.` : prompt.referentKey.toUpperCase();
  switch (rank % 4) {
    case 0:
      return prompt.otherKey ?? "unsure";
    case 1:
      return "unsure";
    case 2:
      return `the tall ${prompt.referentKey}`; // three tokens: the first, "the", is not the key
    default:
      return "It depends on the context.";
  }
}

/** ∫ Student-t density from |t| to ∞ (Simpson on a substitution), independent of the project's t code. */
function upperTail(t: number, df: number): number {
  const logC = lgamma((df + 1) / 2) - lgamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  const density = (x: number) => Math.exp(logC - ((df + 1) / 2) * Math.log1p((x * x) / df));
  // x = |t| + u/(1−u), u ∈ [0, 1): dx = du/(1−u)²
  const n = 20_000;
  const f = (u: number) => (u >= 1 ? 0 : density(Math.abs(t) + u / (1 - u)) / (1 - u) ** 2);
  let sum = f(0) + f(1);
  for (let i = 1; i < n; i++) sum += (i % 2 === 0 ? 2 : 4) * f(i / n);
  return sum / (3 * n);
}

function lgamma(x: number): number {
  // Stirling series with a shift: plenty for df ≤ 10.
  let shift = 0;
  let y = x;
  while (y < 10) {
    shift -= Math.log(y);
    y += 1;
  }
  return (
    shift + (y - 0.5) * Math.log(y) - y + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * y) - 1 / (360 * y ** 3)
  );
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function variance(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1);
}

WINOBIAS.describe("the WinoBias-adjective study from one config and one answers file", () => {
  it("gives per condition the published score, its difference from baseline, the one-sided p and the verdict", async () => {
    const dir = workspace({
      "bias-gate.yml": readFileSync(path.join(RECIPE, "bias-gate.yml"), "utf8"),
      "conditions.csv": readFileSync(path.join(RECIPE, "conditions.csv"), "utf8"),
    });
    mkdirSync(path.join(dir, "winobias"));
    for (const file of DOWNLOADS) copyFileSync(WINOBIAS.file(file), path.join(dir, "winobias", file));

    const sampled = await cli(["sample", "--config", "bias-gate.yml"], dir);
    expect(sampled.code, sampled.stderr).toBe(0);
    const prompts = sampled.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Prompt);
    const conditions = [...new Set(prompts.map((p) => p.condition))];
    expect(conditions).toHaveLength(16);
    expect(conditions[0]).toBe("baseline");

    // One answers file: {promptId, trial, text} per prompt and trial, planted as described above.
    const expectedScores = new Map<string, number[]>();
    const lines: string[] = [];
    conditions.forEach((condition, c) => {
      const scores: number[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const accuracy = { pro: 0, anti: 0 };
        for (const side of ["pro", "anti"] as const) {
          const group = prompts.filter((p) => p.condition === condition && p.stereotype === side);
          const correct = correctCount(c, side, trial, group.length);
          group.forEach((prompt, rank) => {
            lines.push(JSON.stringify({ promptId: prompt.id, trial, text: reply(prompt, rank, correct) }));
          });
          // The recipe's `rounding: published`: each accuracy to 0.1% first (no exact tie .x5 with 396 items).
          accuracy[side] = Number(((correct / group.length) * 100).toFixed(1));
        }
        scores.push(accuracy.pro - accuracy.anti);
      }
      expectedScores.set(condition, scores);
    });
    writeFileSync(path.join(dir, "answers.jsonl"), `${lines.join("\n")}\n`);

    const scored = await cli(
      ["score", "--config", "bias-gate.yml", "--responses", "answers.jsonl", "--out", "out"],
      dir,
    );
    expect([0, 1, 3]).toContain(scored.code);
    const results = JSON.parse(readFileSync(path.join(dir, "out", "results.json"), "utf8")) as Results;
    const byCondition = new Map(
      (results.coreference?.conditions ?? []).map((row) => [row.condition, row] as const),
    );
    const baseline = expectedScores.get("baseline") as number[];
    for (const condition of conditions) {
      const row = byCondition.get(condition);
      const expected = expectedScores.get(condition) as number[];
      expect(row, condition).toBeDefined();
      expect(row?.trials.map((t) => t.score)).toEqual(expected.map((s) => expect.closeTo(s, 9)));
      expect(row?.score).toBeCloseTo(mean(expected), 9);
      if (condition === "baseline") continue;
      const difference = mean(expected) - mean(baseline);
      const pooled =
        ((TRIALS - 1) * variance(expected) + (TRIALS - 1) * variance(baseline)) / (2 * TRIALS - 2);
      const t = difference / Math.sqrt(pooled * (2 / TRIALS));
      const p = upperTail(t, 2 * TRIALS - 2);
      expect(row?.test).toMatchObject({
        versus: "baseline",
        difference: expect.closeTo(difference, 9),
        statistic: expect.closeTo(t, 9),
        df: 8,
        pValue: expect.closeTo(p, 6),
        direction: difference > 0 ? "increase" : "decrease",
        significant: p < 0.05,
      });
    }
    // The report shows the study's table: one row per condition with score, Δ, t, df, one-sided p and verdict.
    const report = readFileSync(path.join(dir, "out", "report.md"), "utf8");
    for (const condition of ["arrogant/responsive", "-/blond", "old/-"]) expect(report).toContain(condition);
    expect(report).toContain("p (one-sided)");
  }, 120_000);
});
