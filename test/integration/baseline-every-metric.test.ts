/**
 * Baseline regressions beyond bias rates, through the bundled CLI (`node dist/cli/index.js`; rebuild dist/ first):
 * a negation-blind model passes lax absolute thresholds but fails the paired negation-gap test against a fair
 * baseline run on the same seed, so the same prompts and trials.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { hasStackTrace, runDistCli } from "../commands/dist-cli.js";
import { starterWithoutContamination } from "../commands/helpers.js";

const lax = [
  "--no-cache",
  "--max-bias-rate",
  "1",
  "--max-negation-gap",
  "1",
  "--min-flip-consistency",
  "0",
  "--max-stereotype-gap",
  "100",
  "--max-contamination-delta",
  "1",
];

describe("bias-gate run --baseline on every gated metric", () => {
  it("fails a planted negation-gap regression (fair → negation-blind) on the negation-gap check", async () => {
    // The starter's yes/no and coreference suites: the checks asserted here.
    const dir = starterWithoutContamination();
    const main = await runDistCli(["run", ...lax, "--profile", "fair", "--out", "main"], { cwd: dir });
    expect(main.code, main.stderr).toBe(0);
    const pr = await runDistCli(
      [
        "run",
        ...lax,
        "--profile",
        "negation-blind",
        "--out",
        "pr",
        "--baseline",
        join("main", "results.json"),
      ],
      { cwd: dir },
    );
    expect(hasStackTrace(pr.stderr)).toBe(false);
    const results = JSON.parse(readFileSync(join(dir, "pr", "results.json"), "utf8")) as Results;
    const gap = results.verdict.checks.find((c) => c.metricId === "negation-gap:overall")!;
    expect(gap.baseline).toMatchObject({ regressed: true, test: expect.stringMatching(/^paired cluster t/) });
    expect(gap.baseline!.sharedItems).toBeGreaterThan(50);
    expect(gap.baseline!.adjustedP).toBeLessThan(0.05);
    expect(gap.baseline!.minimumDetectable).toBeGreaterThan(0);
    expect(gap.status).toBe("fail");
    expect(gap.reason).toMatch(/worse than the baseline/);
    // Flip consistency is paired too, and a `min` metric: it fell.
    const flips = results.verdict.checks.find((c) => c.metricId === "flip-consistency:overall")!;
    expect(flips.baseline!.delta).toBeLessThan(0);
    expect(flips.baseline!.regressed).toBe(true);
    // The coreference suite is answered alike by both profiles: paired and tested, not regressed.
    const stereotype = results.verdict.checks.find((c) => c.metricId === "stereotype-gap:occupations:none")!;
    expect(stereotype.baseline).toMatchObject({ regressed: false, delta: 0 });
    expect(stereotype.baseline!.pValue).toBeDefined();
    expect(pr.code).toBe(1);
  }, 120_000);
});
