/**
 * Record and replay are exact (dist CLI, loopback server): `--record` to a path that cannot be written stops the
 * run before the first request; a replay answers only the requests that were recorded, refuses a recording made
 * under another model or system prompt unless `--replay-loose` says otherwise, loudly; provenance names the
 * model that produced the recording.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { type ChatServer, SERVED_MODEL, startChatServer } from "./chat-server.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

/** Two templates over three sports, two prompts each: four requests. */
const SUITE = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
  "system-a.txt": "You answer Yes or No.",
  "system-b.txt": "You are a careful assistant. Answer Yes or No.",
};

const SELECT = ["--templates", "t.csv", "--domains", "d", "--per-template", "2"];
const LENIENT = ["--rule", "estimate", "--min-usable", "1", "--no-cache"];
const KEY = { OPENAI_API_KEY: "sk-test" };

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const live = () => ["--base-url", `${server.origin}/v1`, "--model", "gpt-4o-mini"];

function results(dir: string, out: string): Results {
  return JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")) as Results;
}

describe("--record to a path that cannot be written (dist CLI)", () => {
  it.each([
    { name: "a directory", path: "answers", dirs: ["answers"], problem: /is a directory/ },
    {
      name: "a path under a file",
      path: "t.csv/answers.jsonl",
      dirs: [],
      problem: /the --record file's directory \S+t\.csv is a file, not a directory/,
    },
  ])(
    "exits 2 before any request when the path is $name",
    async ({ path, dirs, problem }) => {
      const dir = workspace(SUITE);
      for (const d of dirs) mkdirSync(join(dir, d));
      const run = await runDistCli(["run", ...SELECT, ...LENIENT, ...live(), "--record", path], {
        cwd: dir,
        env: KEY,
      });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(/^error: (record file|the --record file's directory) \S+ /m);
      expect(run.stderr).toMatch(problem);
      expect(run.stderr).toMatch(/^ {2}hint: .*--record/m);
      expect(hasStackTrace(run.stderr)).toBe(false);
      expect(server.requests).toHaveLength(0);
    },
    60_000,
  );

  it("creates a missing parent directory and records there", async () => {
    const dir = workspace(SUITE);
    const run = await runDistCli(["run", ...SELECT, ...LENIENT, ...live(), "--record", "rec/answers.jsonl"], {
      cwd: dir,
      env: KEY,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(dir, "rec/answers.jsonl"), "utf8").trim().split("\n")).toHaveLength(4);
  }, 60_000);
});

describe("replay matches the full request (dist CLI)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = workspace(SUITE);
    const recorded = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        ...live(),
        "--system-prompt-file",
        "system-a.txt",
        "--record",
        "rec.jsonl",
        "--out",
        "recorded",
      ],
      { cwd: dir, env: KEY },
    );
    expect(recorded.code, recorded.stderr).toBe(0);
  }, 60_000);

  it("refuses a recording made with another model and system prompt, with the difference", async () => {
    const run = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        "--system-prompt-file",
        "system-b.txt",
        "--replay",
        "rec.jsonl",
        "--out",
        "x",
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/recorded with model gpt-4o-mini, this run asks bias-gate-simulator/);
    expect(run.stderr).toMatch(/recorded system prompt sha256 [0-9a-f]{8}… ≠ this run's [0-9a-f]{8}…/);
    expect(run.stderr).toMatch(/^ {2}hint: .*--replay-loose/m);
    expect(hasStackTrace(run.stderr)).toBe(false);
  }, 60_000);

  it("refuses the recording in score --responses when the model differs", async () => {
    const run = await runDistCli(
      ["score", ...SELECT, ...LENIENT, "--system-prompt-file", "system-a.txt", "--responses", "rec.jsonl"],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/recorded with model gpt-4o-mini, this run asks bias-gate-simulator/);
    expect(run.stderr).not.toMatch(/system prompt sha256/);
  }, 60_000);

  it("answers loosely by prompt id and trial with --replay-loose, and says so on stderr and in provenance", async () => {
    const run = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        "--system-prompt-file",
        "system-b.txt",
        "--replay",
        "rec.jsonl",
        "--replay-loose",
        "--out",
        "loose",
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /^warning: --replay-loose: 4 of 4 answers were recorded for a different request/m,
    );
    expect(run.stderr).toMatch(/answered 4, from cache 0, failed 0/);
    const { provenance } = results(dir, "loose");
    expect(provenance.model).toBe(SERVED_MODEL);
    expect(provenance.endpoint).toMatch(/loose/);
    expect(readFileSync(join(dir, "loose/report.md"), "utf8")).toMatch(
      /Model: .*gpt-4o-mini-2024-07-18.*loose/,
    );
  }, 60_000);

  it("answers the same requests exactly, naming the model that produced the recording", async () => {
    const run = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        "--model",
        "gpt-4o-mini",
        "--system-prompt-file",
        "system-a.txt",
        "--replay",
        "rec.jsonl",
        "--out",
        "exact",
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/warning/);
    expect(run.stderr).toMatch(/answered 4, from cache 0, failed 0/);
    const exact = results(dir, "exact");
    expect(exact.provenance.model).toBe(SERVED_MODEL);
    expect(exact.provenance).not.toHaveProperty("simulator");
    expect(exact.metrics).toEqual(results(dir, "recorded").metrics);
  }, 60_000);
});
