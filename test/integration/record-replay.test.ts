/**
 * `--record` then `--replay` through the CLI on a workspace of our own templates: a replay answers what was
 * recorded, without a network, and names what was not.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RecordedOutcome } from "../../src/answers/record.js";
import { cli, workspace } from "../commands/helpers.js";
import { templateFiles } from "./fixtures/plan.js";

const SELECT = ["--templates", "t.csv", "--domains", "d", "--per-template", "8"];

/** The per-suite rows of the answers summary: counts and first words, without the endpoint and timings. */
function suiteRows(stdout: string): string[] {
  const lines = stdout.split("\n");
  const header = lines.findIndex((line) => line.startsWith("suite "));
  const end = lines.indexOf("", header);
  return lines.slice(header, end);
}

/** `promptId#trial` of every prompt `bias-gate sample` picks with `seed`. */
async function sampledIds(dir: string, seed: string): Promise<Set<string>> {
  const out = `sample-${seed}.jsonl`;
  const run = await cli(["sample", ...SELECT, "--seed", seed, "--format", "jsonl", "--out", out], dir);
  expect(run.code, run.stderr).toBe(0);
  const lines = readFileSync(join(dir, out), "utf8").trim().split("\n");
  return new Set(lines.map((line) => `${(JSON.parse(line) as { id: string }).id}#0`));
}

// A 16-answer workspace is too small for the default confident rule; these tests are about record and replay.
const LENIENT = ["--rule", "estimate", "--min-usable", "1"];

describe("bias-gate run --record, then --replay", () => {
  it("replays the recorded answers exactly and lists the requests a different sample adds", async () => {
    const dir = workspace({
      ...templateFiles(["hikers", "cyclists", "rowers", "skiers", "boxers", "divers"]),
    });
    const recorded = await cli(
      ["run", ...SELECT, ...LENIENT, "--seed", "1", "--record", "out.jsonl", "--no-cache"],
      dir,
    );
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stderr).toMatch(/answers from bias-gate simulator \(profile fair, not a real model\)/);
    expect(recorded.stderr).toMatch(/requests 16: answered 16, from cache 0, failed 0, not sent 0/);
    const lines = readFileSync(join(dir, "out.jsonl"), "utf8").trim().split("\n");
    const outcomes = lines.map((line) => JSON.parse(line) as RecordedOutcome);
    expect(outcomes).toHaveLength(16);
    expect(outcomes.every((o) => o.status === "answered" && o.answer !== undefined)).toBe(true);
    expect(new Set(outcomes.map((o) => `${o.promptId}#${o.trial}`))).toEqual(await sampledIds(dir, "1"));

    const replayed = await cli(["run", ...SELECT, ...LENIENT, "--seed", "1", "--replay", "out.jsonl"], dir);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stderr).toMatch(/answers from replay of recorded answers/);
    expect(suiteRows(replayed.stderr)).toEqual(suiteRows(recorded.stderr));
    expect(suiteRows(replayed.stderr)).toHaveLength(2);
    expect(replayed.stderr).toMatch(/failed 0, not sent 0/);
    expect(replayed.stderr).not.toMatch(/no recorded answer/);
    expect(replayed.stderr).not.toMatch(/bias-gate simulator \(not a real model\): profile/); // nothing was started

    const before = await sampledIds(dir, "1");
    const after = await sampledIds(dir, "2");
    const unrecorded = [...after].filter((id) => !before.has(id));
    expect(unrecorded.length).toBeGreaterThan(0);
    expect(unrecorded.length).toBeLessThan(after.size);
    const other = await cli(["run", ...SELECT, "--seed", "2", "--replay", "out.jsonl"], dir);
    expect(other.code).toBe(3);
    expect(other.stderr).toContain(`no recorded answer for ${unrecorded.length} request(s), e.g. `);
    expect(other.stderr).toMatch(new RegExp(`failed \\(not-recorded\\): ${unrecorded.length}, e\\.g\\. `));
    expect(other.stderr).toMatch(
      new RegExp(`answered ${after.size - unrecorded.length}, from cache 0, failed ${unrecorded.length}`),
    );
  });

  it("scores the recorded answers with bias-gate score --responses, calling nothing", async () => {
    const dir = workspace({
      ...templateFiles(["hikers", "cyclists", "rowers", "skiers", "boxers", "divers"]),
    });
    const recorded = await cli(
      ["run", ...SELECT, ...LENIENT, "--seed", "1", "--record", "out.jsonl", "--no-cache", "--out", "a"],
      dir,
    );
    expect(recorded.code, recorded.stderr).toBe(0);
    const scored = await cli(
      ["score", ...SELECT, ...LENIENT, "--seed", "1", "--responses", "out.jsonl", "--out", "b"],
      dir,
    );
    expect(scored.code, scored.stderr).toBe(0);
    const metrics = (d: string) =>
      (JSON.parse(readFileSync(join(dir, d, "results.json"), "utf8")) as { metrics: unknown[] }).metrics;
    expect(metrics("b")).toEqual(metrics("a"));
    expect(scored.stderr).not.toMatch(/bias-gate simulator \(not a real model\): profile/);
  });
});
