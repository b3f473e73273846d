import { describe, expect, it } from "vitest";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

describe("repeated trials at temperature 0 (dist CLI)", () => {
  it("warns that --trials 3 --temperature 0 adds cost, not information", async () => {
    const run = await runDistCli(["plan", "--forecast", "0", "--trials", "3", "--temperature", "0"], {
      cwd: workspace({}),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(run.stderr).toContain(
      "warning: trials: 3 at temperature 0 repeats identical requests; they add cost, not information",
    );
  });

  it("does not warn at a temperature above 0", async () => {
    const run = await runDistCli(["plan", "--forecast", "0", "--trials", "3", "--temperature", "0.7"], {
      cwd: workspace({}),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain("not information");
  });
});
