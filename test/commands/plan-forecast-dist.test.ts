/**
 * `plan` forecasts what `run` does (issue 29): on the project `init` writes, it used to read "0 of 15 checks can"
 * decide and the run right after passed 17 of 17. Now it runs the suites against the simulated model and says
 * how many requests a run takes and how often each check is decided, and the run agrees.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

const count = (text: string | undefined) => Number((text ?? "").replaceAll(",", ""));

describe("plan's forecast, through the CLI", () => {
  it("on the project init writes, forecasts the requests and the decisions the run then makes", async () => {
    const dir = workspace({});
    expect((await runDistCli(["init"], { cwd: dir })).code).toBe(0);
    const plan = await runDistCli(["plan"], { cwd: dir, timeoutMs: 120_000 });
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).not.toMatch(/Can this run decide\? 0 of/);
    const forecast =
      /requests per run: median ([\d,]+), 90th percentile ([\d,]+) \(([\d,]+)–([\d,]+); the first look ([\d,]+)\)/.exec(
        plan.stdout,
      );
    expect(forecast, plan.stdout).not.toBeNull();
    expect(plan.stdout).toMatch(/simulated runs against the simulator's fair profile/);
    expect(plan.stdout).toMatch(/verdicts: pass 100%/);
    expect(plan.stdout).toMatch(/checks decided in every run: (\d+) of \1\b/);
    const [median, , , max, first] = (forecast ?? []).slice(1).map(count);
    const ran = await runDistCli(["run", "--no-cache", "--format", "json"], { cwd: dir, timeoutMs: 120_000 });
    expect(ran.code, ran.stderr).toBe(0);
    const { provenance } = JSON.parse(readFileSync(join(dir, "bias-gate-out", "results.json"), "utf8")) as {
      provenance: { requests: number };
    };
    expect(provenance.requests).toBeGreaterThanOrEqual(first ?? 0);
    expect(provenance.requests).toBeLessThanOrEqual(1.2 * (max ?? 0));
    expect(median).toBeGreaterThanOrEqual(first ?? 0);
  });

  it("--forecast 0 skips it, and --forecast-profile names the model it assumes", async () => {
    const dir = workspace({});
    expect((await runDistCli(["init"], { cwd: dir })).code).toBe(0);
    const none = await runDistCli(["plan", "--forecast", "0"], { cwd: dir });
    expect(none.stdout).not.toContain("Forecast:");
    const biased = await runDistCli(["plan", "--forecast", "4", "--forecast-profile", "biased"], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    expect(biased.code, biased.stderr).toBe(0);
    expect(biased.stdout).toMatch(/4 simulated runs against the simulator's biased profile/);
    expect(biased.stdout).toMatch(/verdicts: pass 0%, fail 100%/);
  });
});
