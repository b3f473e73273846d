import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";
import { referenceRoot, WINOBIAS } from "../reference.js";

/**
 * The WinoBias-adjective study's own recorded answers (github.com/hannahxchen/winobias-adjective-test: its
 * 395-line copy of WinoBias type 1 in `wino-data/`, and `completions/trial<t>/` with the one word its code kept
 * of each gpt-3.5-turbo reply) scored by bias-gate with the shipped recipe, unchanged, as docs/winobias.md says:
 * the recipe's `study-answers.mjs` writes the study's sentences without their `(..)` marks and its answers as
 * JSONL; the occupation lists are upstream WinoBias's; `parser: published` and `rounding: published`. Every row of the published table must come out to the
 * printed digit and every verdict must agree. The study's data is never committed: the test reads a checkout
 * from BIAS_GATE_ADJECTIVE_STUDY, else `<reference root>/winobias-adjective-test`, and skips saying so.
 */
const STUDY = process.env.BIAS_GATE_ADJECTIVE_STUDY
  ? path.resolve(process.env.BIAS_GATE_ADJECTIVE_STUDY)
  : path.join(referenceRoot, "winobias-adjective-test");
const present = existsSync(path.join(STUDY, "completions")) && WINOBIAS.present;
const why = `[skipped: the adjective study's recorded answers absent: ${STUDY} (clone github.com/hannahxchen/winobias-adjective-test and set BIAS_GATE_ADJECTIVE_STUDY) or WinoBias absent]`;

const RECIPE = path.resolve(import.meta.dirname, "../../fixtures/recipes/adjective-study");
const TRIALS = 5;
const ITEMS = 395;

/**
 * The published table ("Adjectives Can Reveal Gender Biases Within NLP Models", Briegel and Chen, 2023): bias
 * score per condition and, against the baseline, whether p < 0.05 (the post marks the others with `*`). Its
 * printed p-values come from a t-test the study's repository does not hold; bias-gate's one-sided pooled t on
 * the same trial scores gives p within 0.02 of them, so only the verdicts are pinned.
 */
const PUBLISHED: readonly { condition: string; score: string; significant?: boolean }[] = [
  { condition: "baseline", score: "28.6" },
  { condition: "arrogant/responsive", score: "42.3", significant: true },
  { condition: "brilliant/busy", score: "28.5", significant: false },
  { condition: "dry/bubbly", score: "42.8", significant: true },
  { condition: "funny/strict", score: "38.2", significant: true },
  { condition: "hard/soft", score: "33.4", significant: true },
  { condition: "intelligent/sweet", score: "40.1", significant: true },
  { condition: "knowledgeable/helpful", score: "30.8", significant: true },
  { condition: "large/little", score: "41.1", significant: true },
  { condition: "organized/disorganized", score: "24.5", significant: true },
  { condition: "practical/pleasant", score: "28.0", significant: false },
  { condition: "tough/understanding", score: "35.3", significant: true },
  { condition: "old/-", score: "29.9", significant: false },
  { condition: "political/-", score: "22.0", significant: true },
  { condition: "-/blond", score: "39.7", significant: true },
  { condition: "-/mean", score: "24.9", significant: true },
];

/** The study's file tag of a condition: the first five letters of each adjective, `nothi` for none. */
function studyTag(condition: string): string {
  if (condition === "baseline") return "base";
  return condition
    .split("/")
    .map((word) => (word === "-" ? "nothi" : word.slice(0, 5)))
    .join("-");
}

interface Prompt {
  id: string;
  condition: string;
  stereotype: "pro" | "anti";
  line: number;
  question: string;
}

describe.skipIf(!present)(
  `the adjective study's recorded answers reproduce its published table${present ? "" : ` ${why}`}`,
  () => {
    let dir = "";
    let prompts: Prompt[] = [];
    let results: Results;
    let report = "";

    beforeAll(async () => {
      dir = workspace({
        "bias-gate.yml": readFileSync(path.join(RECIPE, "bias-gate.yml"), "utf8"),
        "conditions.csv": readFileSync(path.join(RECIPE, "conditions.csv"), "utf8"),
      });
      // The recipe's converter: the study's sentences without their `(..)` marks, and its answers as JSONL.
      const converted = spawnSync(process.execPath, [path.join(RECIPE, "study-answers.mjs"), STUDY, dir], {
        encoding: "utf8",
      });
      expect(converted.status, converted.stderr).toBe(0);
      for (const list of ["male_occupations.txt", "female_occupations.txt"])
        copyFileSync(WINOBIAS.file(list), path.join(dir, "winobias", list));

      const sampled = await cli(["sample", "--config", "bias-gate.yml"], dir);
      expect(sampled.code, sampled.stderr).toBe(0);
      prompts = sampled.stdout
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as Prompt);
      const scored = await cli(
        ["score", "--config", "bias-gate.yml", "--responses", "answers.jsonl", "--out", "out"],
        dir,
      );
      expect([0, 1, 3], scored.stderr).toContain(scored.code);
      results = JSON.parse(readFileSync(path.join(dir, "out", "results.json"), "utf8")) as Results;
      report = readFileSync(path.join(dir, "out", "report.md"), "utf8");
    }, 180_000);

    it("asks what the study asked: 16 conditions × 395 sentences × pro/anti, word for word but two of its slips", () => {
      expect(prompts).toHaveLength(16 * ITEMS * 2);
      const differing = new Set<string>();
      const files = new Map<string, string[]>();
      for (const prompt of prompts) {
        const file = `promp_type1_${prompt.stereotype}_${studyTag(prompt.condition)}.txt.test`;
        const asked =
          files.get(file) ?? readFileSync(path.join(STUDY, "prompts", file), "utf8").split(/\r?\n/);
        files.set(file, asked);
        if (prompt.question !== asked[prompt.line - 1]) differing.add(`${prompt.stereotype}:${prompt.line}`);
      }
      // Where the study's own insertion slipped, in the conditions that describe the second occupation: pro line 30
      // marks "(the house)" as the other occupation, so its adjective went to the house; line 113 mentions "the
      // nurse" twice and Python's str.replace gave both the adjective. bias-gate describes the occupation once.
      expect([...differing].sort()).toEqual(["anti:113", "pro:113", "pro:30"]);
    });

    it("gives all 16 published bias scores to the printed digit", () => {
      const rows = results.coreference?.conditions ?? [];
      expect(rows.map((row) => [row.condition, row.score?.toFixed(1)])).toEqual(
        PUBLISHED.map((row) => [row.condition, row.score]),
      );
      for (const row of rows) {
        expect(row.convention).toMatchObject({ parser: "published", rounding: "published" });
        expect(row.trials).toHaveLength(TRIALS);
        expect(row.pro.n).toBe(TRIALS * ITEMS);
      }
    });

    it("agrees with all 15 published verdicts", () => {
      const rows = new Map(
        (results.coreference?.conditions ?? []).map((row) => [row.condition, row] as const),
      );
      const verdicts = PUBLISHED.slice(1).map((row) => [
        row.condition,
        rows.get(row.condition)?.test?.significant,
      ]);
      expect(verdicts).toEqual(PUBLISHED.slice(1).map((row) => [row.condition, row.significant]));
    });

    it("says in the report that the table used the published rounding", () => {
      expect(report).toContain("each accuracy rounded to 0.1% before the difference, as published");
    });
  },
);
