/**
 * The Action's `shard: i/n` and `merge:` modes, run from source (src/index.ts under tsx, as the runner runs the
 * bundle: inputs as INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files). The dist tests cover the
 * bundle once it is rebuilt; these need no rebuild. No GitHub token: nothing is posted, the summary is written.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspace } from "../commands/helpers.js";
import { REPO, TSX_LOADER, templateFiles } from "../integration/fixtures/plan.js";
import { actionInputDefaults, inputVariables, parseOutputFile } from "./node24.js";

interface SourceActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs src/index.ts as the runner runs the Action, in `cwd` with these `with:` inputs. */
function runActionFromSource(cwd: string, inputs: Record<string, string>): Promise<SourceActionRun> {
  const temp = mkdtempSync(join(tmpdir(), "bias-gate-action-src-"));
  const files = {
    event: join(temp, "event.json"),
    output: join(temp, "out"),
    summary: join(temp, "summary"),
  };
  writeFileSync(files.event, "{}");
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: temp,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: "octo/demo",
    GITHUB_WORKSPACE: cwd,
    GITHUB_REF: "refs/heads/feature",
    GITHUB_JOB: "gate",
    RUNNER_TEMP: temp,
    ...inputVariables({ ...actionInputDefaults(), "github-token": "", "upload-report": "false", ...inputs }),
  };
  const child = spawn(process.execPath, ["--import", TSX_LOADER, join(REPO, "src", "index.ts")], {
    cwd,
    env,
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on("close", (code) =>
      resolve({
        code: code ?? 1,
        stdout,
        outputs: parseOutputFile(readFileSync(files.output, "utf8")),
        summary: readFileSync(files.summary, "utf8"),
      }),
    );
  });
}

function smallWorkspace(): string {
  return workspace({
    ...templateFiles(["hikers", "cyclists", "rowers", "skiers", "boxers", "divers"]),
    "bias-gate.yml": [
      "version: 1",
      "seed: 3",
      "per-template: 10",
      "gate: { rule: estimate, min-usable: 1 }",
      "cache: { enabled: false }",
      "suites:",
      "  - name: sports",
      "    templates: t.csv",
      "    domains: d",
      "",
    ].join("\n"),
  });
}

interface ShardedRun {
  dir: string;
  shards: SourceActionRun[];
}
let sharded: Promise<ShardedRun> | undefined;
/** The three shard jobs of the biased profile in one small workspace, run once for the tests that need shards. */
function threeShards(): Promise<ShardedRun> {
  sharded ??= (async () => {
    const dir = smallWorkspace();
    const shards: SourceActionRun[] = [];
    for (const i of [1, 2, 3])
      shards.push(await runActionFromSource(dir, { shard: `${i}/3`, profile: "biased" }));
    return { dir, shards };
  })();
  return sharded;
}

describe("the Action in a matrix: shard: i/n in each job, merge: in the job that needs them", () => {
  it("writes each shard's file with no verdict, then publishes the merged run as one, equal to the CLI's single run", async () => {
    const { dir, shards } = await threeShards();
    for (const [index, shard] of shards.entries()) {
      const i = index + 1;
      expect(shard.code, shard.stdout).toBe(0);
      expect(shard.outputs["shard-path"]).toBe(join(dir, "bias-gate-out", `shard-${i}-of-3.jsonl`));
      expect(shard.outputs.verdict).toBeUndefined();
      expect(shard.summary).toContain(`bias-gate shard ${i}/3: partial, merge to decide`);
    }
    // As actions/download-artifact leaves them without merge-multiple: one folder per artifact.
    const merged = await runActionFromSource(dir, { merge: "bias-gate-out", profile: "biased" });
    // Shards sample the fixed plan, so the single run the merge must equal is the fixed plan too.
    const single = await cli(
      ["run", "--profile", "biased", "--no-cache", "--no-sequential", "--out", "single"],
      dir,
    );
    expect(merged.code, merged.stdout).toBe(single.code === 0 ? 0 : 1);
    expect(merged.outputs.verdict).toBe(
      JSON.parse(readFileSync(join(dir, "single", "results.json"), "utf8")).verdict.status,
    );
    const results = (path: string) => {
      const r = JSON.parse(readFileSync(path, "utf8"));
      delete r.provenance.startedAt;
      delete r.provenance.durationMs;
      return r;
    };
    expect(results(merged.outputs["results-path"] as string)).toEqual(
      results(join(dir, "single", "results.json")),
    );
  }, 180_000);

  it("refuses a bad shard input and shard with merge, naming the inputs (no request sent)", async () => {
    const dir = smallWorkspace();
    const bad = await runActionFromSource(dir, { shard: "4/3" });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("input shard 4/3: i must be between 1 and n (3)");
    expect(bad.stdout).toContain("write shard: i/n with 1 ≤ i ≤ n");
    const both = await runActionFromSource(dir, { shard: "1/3", merge: "bias-gate-out" });
    expect(both.code).toBe(1);
    expect(both.stdout).toContain("inputs shard and merge cannot be used together");
  }, 60_000);

  it("refuses a merge input that names a shard twice (its folder and the file in it), naming the file", async () => {
    // The shard files as the download step leaves them, copied from the shared shard jobs into a fresh workspace.
    const shards = await threeShards();
    for (const shard of shards.shards) expect(shard.code, shard.stdout).toBe(0);
    const dir = smallWorkspace();
    mkdirSync(join(dir, "bias-gate-out"));
    for (const i of [1, 2, 3]) {
      const file = join("bias-gate-out", `shard-${i}-of-3.jsonl`);
      cpSync(join(shards.dir, file), join(dir, file));
    }
    const twice = await runActionFromSource(dir, {
      merge: "bias-gate-out\nbias-gate-out/shard-2-of-3.jsonl",
    });
    expect(twice.code).toBe(1);
    expect(twice.stdout).toContain(
      "shard file bias-gate-out/shard-2-of-3.jsonl given twice (through bias-gate-out and as bias-gate-out/shard-2-of-3.jsonl)",
    );
    expect(twice.outputs.verdict).toBe("error"); // the Action always reports, even when nothing was gated
  }, 90_000);
});
