import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RecordedOutcome } from "../../src/answers/record.js";
import { distCli, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// Every kind of answer the simulator plays: biased yes/no with refusals and unparseable answers, a stereotype
// gap with "unsure", and a model that knows the public schemas.
const PROFILE = [
  "name: mixed",
  "logprobs: true",
  "yesNo: { errorRate: { gender: 0.3, '*': 0.05 }, refusalRate: 0.05, otherRate: 0.05 }",
  "coreference: { pro: 0.85, anti: 0.6, unsure: 0.1 }",
  "mask: { reference: 0.6, fresh: 0.1 }",
  "",
].join("\n");

/**
 * The starter suite in `starter/` (beside the `text-to-sql/` fixtures it reads), its text-to-SQL suite asking one
 * question a database on one instance: every kind of prompt, without scoring thousands of SQL answers.
 * Run it with `--config starter/bias-gate.yml`.
 */
function smallStarter(files: Record<string, string>): string {
  const dir = workspace(files);
  const fixtures = resolve(import.meta.dirname, "../../fixtures");
  cpSync(join(fixtures, "starter"), join(dir, "starter"), { recursive: true });
  cpSync(join(fixtures, "text-to-sql"), join(dir, "text-to-sql"), { recursive: true });
  const config = join(dir, "starter", "bias-gate.yml");
  const text = readFileSync(config, "utf8");
  const small = text.replace(/\n {4}per-database: 7\b/, "\n    per-database: 1\n    instances: 1");
  if (small === text) throw new Error("fixtures/starter/bias-gate.yml no longer sets per-database: 7");
  writeFileSync(config, small);
  return dir;
}

const servers: ChildProcessWithoutNullStreams[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map(stop));
});

/** Starts `bias-gate serve-sim` as its own process and resolves with the URL it prints on stdout. */
function serveSim(argv: readonly string[], cwd: string): Promise<string> {
  const child = spawn(process.execPath, [distCli, "serve-sim", ...argv], {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd },
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /^(http:\/\/\S+)$/m.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => reject(new Error(`serve-sim exited (${code}) before its URL:\n${stderr}`)));
  });
}

function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on("close", () => resolve());
    child.kill("SIGINT");
  });
}

/** Answer text per `promptId#trial` from a `--record` file. */
function answers(file: string): Map<string, string> {
  const lines = readFileSync(file, "utf8").trim().split("\n");
  const outcomes = lines.map((line) => JSON.parse(line) as RecordedOutcome);
  return new Map(outcomes.map((o) => [`${o.promptId}#${o.trial}`, o.answer?.text ?? `<${o.status}>`]));
}

describe("bias-gate serve-sim (dist)", () => {
  it("answers every prompt of the run exactly as the embedded simulator does", async () => {
    const dir = smallStarter({ "mixed.yaml": PROFILE });
    const common = ["--config", "starter/bias-gate.yml", "--no-cache", "--seed", "7"];
    const embedded = await runDistCli(
      ["run", "--profile", "mixed.yaml", "--record", "a.jsonl", "--out", "out-a", ...common],
      { cwd: dir },
    );
    expect(embedded.code, embedded.stderr).toBe(1);

    const url = await serveSim(["--profile", "mixed.yaml", "--port", "0", "--seed", "7"], dir);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const served = await runDistCli(
      [
        "run",
        ...["--base-url", url, "--model", "bias-gate-simulator"],
        ...["--record", "b.jsonl", "--out", "out-b", ...common],
      ],
      { cwd: dir, env: { OPENAI_API_KEY: "any" } },
    );
    expect(served.code, served.stderr).toBe(embedded.code);

    const a = answers(join(dir, "a.jsonl"));
    const b = answers(join(dir, "b.jsonl"));
    expect(a.size).toBeGreaterThan(900);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differing = [...a].filter(([id, text]) => b.get(id) !== text);
    expect(differing.slice(0, 5)).toEqual([]);
    // Every kind of prompt went to both: yes/no (ids by template), coreference, mask probes, text-to-SQL.
    const prefixes = new Set([...a.keys()].map((id) => id.split(":")[0]));
    for (const kind of ["occupations", "schemas", "text-to-sql"]) expect(prefixes).toContain(kind);
    expect(prefixes.size).toBeGreaterThan(3);
    // Coreference and mask prompts are answered from the key, not "Unsure." as to an unknown prompt.
    const unsure = [...b].filter(([id, text]) => /^(occupations|schemas):/.test(id) && text === "Unsure.");
    const coreference = [...b].filter(([id]) => id.startsWith("occupations:"));
    expect(unsure.length).toBeLessThan(coreference.length * 0.2);

    const verdict = (out: string) =>
      JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")).verdict.checks.map(
        (c: { id: string; status: string; value: number }) => [c.id, c.status, c.value],
      );
    expect(verdict("out-b")).toEqual(verdict("out-a"));
  }, 120_000);
});
