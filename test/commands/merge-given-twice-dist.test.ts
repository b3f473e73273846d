/**
 * `merge` gates exactly one run, through the bundled CLI: a shard reached twice (a directory and the file inside
 * it, the same file spelt two ways, a link to it) or a shard file naming a shard no run has is refused with exit 2
 * and one error naming the file, never counted twice.
 */
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../integration/fixtures/plan.js";
import { type DistRun, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

const STARTER = join(REPO, "fixtures", "starter");
const CONFIG = `version: 1
seed: 3
per-template: 4
suites:
  - name: gender
    templates: ${STARTER}/templates/gender.templates.csv
    domains: ${STARTER}/domains
`;

/** The one error line and its hint, nothing else of a run: no report, no verdict, no stack. */
function expectRefused(run: DistRun, message: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(hasStackTrace(run.stderr)).toBe(false);
  expect(run.stderr).toMatch(message);
  expect(run.stderr.match(/error:/g)).toHaveLength(1);
  expect(run.stdout).not.toMatch(/bias-gate: (pass|fail|inconclusive)/i);
}

describe("merge refuses a shard given twice (dist CLI)", () => {
  let dir = "";
  beforeAll(async () => {
    dir = workspace({ "bias-gate.yml": CONFIG });
    for (const i of [1, 2]) {
      const run = await runDistCli(["run", "--shard", `${i}/2`, "--no-cache", "--out", `s${i}`], {
        cwd: dir,
      });
      expect(run.code, run.stderr).toBe(0);
    }
    const whole = await runDistCli(["merge", "s1", "s2", "--out", "merged"], { cwd: dir });
    expect(whole.code, whole.stderr).not.toBe(2);
  }, 60_000);

  it("refuses a shard's directory and the file inside it", async () => {
    const run = await runDistCli(["merge", "s1", "s1/shard-1-of-2.jsonl", "s2", "--out", "o"], { cwd: dir });
    expectRefused(
      run,
      /s1\/shard-1-of-2\.jsonl: error: shard file s1\/shard-1-of-2\.jsonl given twice \(through s1 and as s1\/shard-1-of-2\.jsonl\): its answers would count twice/,
    );
    expect(run.stderr).toContain("hint: pass each shard once");
  }, 30_000);

  it("refuses one file spelt two ways, and a link to it", async () => {
    const spelt = await runDistCli(
      ["merge", "s1/shard-1-of-2.jsonl", "./s2/../s1/shard-1-of-2.jsonl", "s2"],
      {
        cwd: dir,
      },
    );
    expectRefused(spelt, /error: shard file s1\/shard-1-of-2\.jsonl given twice/);
    symlinkSync(join(dir, "s2"), join(dir, "link"));
    const linked = await runDistCli(["merge", "s1", "s2", "link"], { cwd: dir });
    expectRefused(
      linked,
      /error: shard file link\/shard-2-of-2\.jsonl given twice \(through s2 and through link\)/,
    );
  }, 30_000);

  it("refuses a shard file that names a shard outside its run", async () => {
    // A manifest with no requests after it: a shard 3/2 that, holding nothing, was not caught as another's.
    const [head = ""] = readFileSync(join(dir, "s2/shard-2-of-2.jsonl"), "utf8").split("\n");
    const manifest = JSON.parse(head) as { biasGateShard: { shard: { index: number; count: number } } };
    manifest.biasGateShard.shard = { index: 3, count: 2 };
    writeFileSync(join(dir, "bad.jsonl"), `${JSON.stringify(manifest)}\n`);
    const run = await runDistCli(["merge", "s1", "s2", "bad.jsonl"], { cwd: dir });
    expectRefused(run, /bad\.jsonl:1(:\d+)?: error: bad\.jsonl names shard 3\/2, which no run has/);
  }, 30_000);
});
