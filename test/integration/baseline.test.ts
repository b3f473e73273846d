import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { cli, starterWithoutContamination, workspace } from "../commands/helpers.js";

describe("bias-gate run --baseline", () => {
  it("fails a significant regression against the baseline even below the absolute threshold", async () => {
    // The starter's yes/no and coreference suites: the gender and age checks compared here are theirs.
    const dir = starterWithoutContamination();
    const lax = [
      "--max-bias-rate",
      "0.5",
      "--min-flip-consistency",
      "0.3",
      "--no-cache",
      "--per-template",
      "30",
    ];
    const main = await cli(["run", ...lax, "--profile", "fair", "--out", join(dir, "main")], dir);
    // The baseline run only has to be measured: a fair model may leave a small check undecided (exit 3).
    expect([0, 3], main.stdout).toContain(main.code);

    const pr = await cli(
      [
        "run",
        ...lax,
        "--profile",
        "biased",
        "--out",
        join(dir, "pr"),
        "--baseline",
        join(dir, "main", "results.json"),
      ],
      dir,
    );
    const results = JSON.parse(readFileSync(join(dir, "pr", "results.json"), "utf8")) as Results;
    const gender = results.verdict.checks.find((c) => c.metricId === "bias-rate:gender")!;
    expect(gender.value).toBeLessThan(0.5); // passes the absolute threshold…
    expect(gender.baseline).toMatchObject({ regressed: true }); // …but got significantly worse than main
    expect(gender.baseline!.delta).toBeGreaterThan(0.2);
    expect(gender.baseline!.sharedItems).toBeGreaterThan(100);
    expect(gender.status).toBe("fail");
    const age = results.verdict.checks.find((c) => c.metricId === "bias-rate:age")!;
    // Age moves from 0.02 to 0.05 (planted): a real worsening just past the 0.02 margin, so it may or may not be
    // significant; what matters is that it is compared and small next to gender's.
    expect(age.baseline).toBeDefined();
    expect(Math.abs(age.baseline!.delta)).toBeLessThan(0.1);
    expect(pr.code).toBe(1);
    expect(pr.stdout).toMatch(/vs baseline/);
  }, 120_000); // two runs of the starter's yes/no and coreference suites

  it("names the baseline file and the fix when it is not a results file", async () => {
    const dir = workspace({ "bad.json": '{"hello": 1}' });
    const run = await cli(["run", "--baseline", "bad.json", "--no-cache"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.json.*error: .*results/);
    expect(run.stderr).toMatch(/hint: /);
  });
});
