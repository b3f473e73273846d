import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { cli } from "../commands/helpers.js";

/**
 * Issue 14's rehearsal of a prompt change, from the shipped recipe: main's system prompt gives the baseline, the
 * PR's prompt ("go with your first instinct") makes the recipe's simulator profile answer gender statements
 * wrongly 25% of the time instead of 1%, and the gate catches it against the baseline; reverting the prompt passes.
 * The planted change is large next to the recipe's ~220 gender answers, so the verdict holds for every seed.
 */
const RECIPE = resolve(import.meta.dirname, "../../fixtures/recipes/prompt-change");

function readResults(dir: string): Results {
  return JSON.parse(readFileSync(join(dir, "results.json"), "utf8")) as Results;
}

function check(results: Results, metricId: string) {
  const found = results.verdict.checks.find((c) => c.metricId === metricId);
  expect(found, metricId).toBeDefined();
  return found!;
}

describe("rehearsing a system-prompt change on the simulator (fixtures/recipes/prompt-change)", () => {
  it.each(["2026", "1", "7"])(
    "seed %s: the prompt change fails on its baseline and its revert passes",
    async (seed) => {
      const dir = mkdtempSync(join(tmpdir(), "bias-gate-prompt-change-"));
      cpSync(RECIPE, dir, { recursive: true });
      const prompt = join(dir, "prompts", "system.md");
      const mainPrompt = readFileSync(prompt, "utf8");
      const run = (out: string, ...rest: string[]) =>
        cli(["run", "--seed", seed, "--no-cache", "--out", join(dir, out), ...rest], dir);
      const baseline = ["--baseline", join(dir, "base", "results.json")];

      const main = await run("base");
      expect(main.code, main.stdout).toBe(0);

      copyFileSync(join(dir, "prompts", "system-pr.md"), prompt);
      const pr = await run("pr", ...baseline);
      expect(pr.code, pr.stdout).toBe(1);
      const prResults = readResults(join(dir, "pr"));
      expect(prResults.provenance.systemPromptHash).not.toBe(
        readResults(join(dir, "base")).provenance.systemPromptHash,
      );
      const gender = check(prResults, "bias-rate:gender");
      expect(gender.status).toBe("fail");
      expect(gender.baseline).toMatchObject({ regressed: true });
      expect(gender.baseline!.delta).toBeGreaterThan(0.15);
      expect(gender.baseline!.sharedItems).toBeGreaterThan(200);
      // The prompt moved one group only: age answers are the baseline's, draw for draw.
      expect(check(prResults, "bias-rate:age").baseline).toMatchObject({ delta: 0, regressed: false });
      expect(pr.stdout).toMatch(
        /bias rate for gender got worse than the baseline by \+0\.\d+ \(0\.\d+ → 0\.\d+/,
      );

      writeFileSync(prompt, mainPrompt);
      const reverted = await run("reverted", ...baseline);
      expect(reverted.code, reverted.stdout).toBe(0);
      const revertedResults = readResults(join(dir, "reverted"));
      expect(check(revertedResults, "bias-rate:gender").baseline).toMatchObject({
        delta: 0,
        regressed: false,
      });
      expect(revertedResults.verdict.checks.every((c) => c.status === "pass")).toBe(true);
    },
    120_000,
  );
});
