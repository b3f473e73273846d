import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";

/**
 * The issue's observed failure: two coreference suites in one config were merged (metric ids keyed by condition,
 * item pairs by line number), so both suites' `none` blended into one number and the baseline counted twice.
 * Here two suites read the same starter sentences (same line numbers) under different conditions.
 */
const STARTER = path.resolve(import.meta.dirname, "../../fixtures/starter/coreference");
const FILES = ["pro.txt", "anti.txt", "male-occupations.txt", "female-occupations.txt"];

function suite(name: string, conditions: string): string {
  return `  - name: ${name}
    kind: coreference
    pro: pro.txt
    anti: anti.txt
    male-occupations: male-occupations.txt
    female-occupations: female-occupations.txt
    adjectives: { male: male.txt, female: female.txt }
    conditions: ${conditions}
`;
}

describe("two coreference suites in one config", () => {
  it("keep their own metrics, item pairs and baselines", async () => {
    const files: Record<string, string> = {
      "male.txt": "stern\nbold\n",
      "female.txt": "gentle\ncaring\n",
      "bias-gate.yml": `version: 1\nsuites:\n${suite("first", "[none, both]")}${suite("second", "[none, male-adjective]")}`,
    };
    for (const file of FILES) files[file] = readFileSync(path.join(STARTER, file), "utf8");
    const dir = workspace(files);
    const run = await cli(["run", "--profile", "biased", "--no-cache", "--out", "out"], dir);
    expect([0, 1, 3]).toContain(run.code);
    const results = JSON.parse(readFileSync(path.join(dir, "out", "results.json"), "utf8")) as Results;
    const ids = results.metrics.map((m) => m.id);
    for (const id of [
      "stereotype-gap:first:none",
      "stereotype-gap:first:both",
      "stereotype-gap:second:none",
      "stereotype-gap:second:male-adjective",
      "adjective-amplification:first:both",
      "adjective-amplification:second:male-adjective",
    ])
      expect(ids).toContain(id);
    expect(ids).not.toContain("stereotype-gap:none");
    // Each suite's baseline holds its own 480 item pairs once: 480 pro and 480 anti answers, not 960.
    for (const name of ["first", "second"]) {
      const row = results.coreference?.conditions.find((c) => c.suite === name && c.condition === "none");
      expect(row?.pro.n).toBe(480);
      expect(row?.anti.n).toBe(480);
      const gap = results.metrics.find((m) => m.id === `stereotype-gap:${name}:none`);
      expect(gap?.clusters).toBe(480);
    }
    // The checks are per suite too, each decided on its own.
    const checked = results.verdict.checks.map((c) => c.metricId);
    expect(checked).toContain("stereotype-gap:first:none");
    expect(checked).toContain("stereotype-gap:second:none");
  }, 120_000);
});
