/**
 * Paid answers are never bought twice, measured at the server: the bundled CLI (`dist/cli/index.js`) runs as its
 * own process against a loopback simulator behind a proxy that counts every answer the server gave, per request.
 * A run killed with SIGKILL, a run stopped with SIGTERM, and two runs sharing one cache directory each pay for a
 * request at most once, apart from requests the killed client never got the answer to.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCacheEntries } from "../../src/answers/cache.js";
import type { RecordedOutcome } from "../../src/answers/record.js";
import { distCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";
import { type CountingServer, startCountingSimulator } from "./fixtures/counting-simulator.js";
import { templateFiles } from "./fixtures/plan.js";

const children = new Set<ChildProcess>();
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The counting simulator, closed after each test. */
async function countingSimulator(profile: object): Promise<CountingServer & { idle(): Promise<void> }> {
  const server = await startCountingSimulator(profile);
  closers.push(server.close);
  const idle = () => waitFor("the server to be idle", () => server.inFlight() === 0);
  return { ...server, idle };
}

interface Child {
  process: ChildProcess;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node dist/cli/index.js <argv>` in `cwd`, its stderr collected. */
function spawnDist(argv: readonly string[], cwd: string): Child {
  const child = spawn(process.execPath, [distCli, ...argv], {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd, OPENAI_API_KEY: "test" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return { process: child, stderr: () => stderr, exited };
}

/** Polls `condition` every 20 ms until it holds; throws after `timeoutMs`, naming what was awaited. */
async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The messages (JSON) of every answered line of a `--record` file; a torn last line is ignored. */
function recordedAnswers(file: string): string[] {
  if (!existsSync(file)) return [];
  const answered: string[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    let outcome: RecordedOutcome;
    try {
      outcome = JSON.parse(line) as RecordedOutcome;
    } catch {
      continue;
    }
    if (outcome.status === "answered") answered.push(JSON.stringify(outcome.request.messages));
  }
  return answered;
}

// 9 sports → 72 fillings per template, 144 distinct prompts; 100 ms each, the server taking 4 at a time.
const SPORTS = [
  "hikers",
  "cyclists",
  "rowers",
  "skiers",
  "boxers",
  "divers",
  "golfers",
  "sprinters",
  "archers",
];
const TOTAL = 144;
const PROFILE = { name: "slow", latencyMs: 100, maxConcurrent: 4 };

function runArgs(url: string, out: string, record: string, concurrency = 4): string[] {
  return [
    ...["run", "--templates", "t.csv", "--domains", "d", "--exhaustive"],
    ...["--base-url", url, "--model", "bias-gate-simulator", "--concurrency", String(concurrency)],
    ...["--cache-dir", "cache", "--record", record, "--out", out, "--rule", "estimate", "--min-usable", "1"],
  ];
}

describe("a dist CLI run killed with SIGKILL, then resumed", () => {
  it("re-buys no answer the killed run had received", async () => {
    // Many answers arriving at once: 64 in flight, 20 ms each.
    const sports = [...SPORTS, "fencers", "surfers", "climbers", "jumpers", "runners", "riders"];
    const total = sports.length * (sports.length - 1) * 2;
    const server = await countingSimulator({ name: "fast", latencyMs: 20, maxConcurrent: 64 });
    const dir = workspace(templateFiles(sports));
    const record = join(dir, "first.jsonl");
    const args = (out: string, rec: string) => runArgs(server.url, out, rec, 64);
    const first = spawnDist(args("out-1", record), dir);
    await waitFor("a third of the answers", () => server.total() >= total / 3);
    first.process.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await server.idle();
    // What the killed client had received: its record's answered lines and its cache's entries.
    const cached = (await readCacheEntries(join(dir, "cache"))).entries;
    const received = [
      ...new Set([...recordedAnswers(record), ...cached.map((e) => JSON.stringify(e.request.messages))]),
    ];
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(total);

    server.paid.clear();
    const resumed = spawnDist(args("out-2", join(dir, "second.jsonl")), dir);
    expect((await resumed.exited).code, resumed.stderr()).toBe(0);
    const rebought = received.filter((messages) => server.paid.has(messages));
    expect(rebought, `re-bought ${rebought.length} of ${received.length} received answers`).toEqual([]);
    // Everything else is bought once: the answers in flight when the kill landed, and the rest.
    expect(server.total()).toBe(total - received.length);
    const { entries, problems } = await readCacheEntries(join(dir, "cache"));
    expect(new Set(entries.map((e) => e.key)).size).toBe(total);
    expect(problems.filter((p) => !/last line/.test(p))).toEqual([]);
  }, 60_000);
});

describe("a dist CLI run stopped with SIGTERM, then resumed", () => {
  it("lets requests in flight finish, exits 3 with results.json, and the resume buys only the rest", async () => {
    const server = await countingSimulator(PROFILE);
    const dir = workspace(templateFiles(SPORTS));
    const first = spawnDist(runArgs(server.url, "out-1", join(dir, "first.jsonl")), dir);
    await waitFor("30 answers", () => server.total() >= 30);
    first.process.kill("SIGTERM");
    const exit = await first.exited;
    await server.idle();
    expect(exit, first.stderr()).toEqual({ code: 3, signal: null });
    expect(first.stderr()).toMatch(/SIGTERM: stopping/);
    const results = JSON.parse(readFileSync(join(dir, "out-1", "results.json"), "utf8")) as object;
    expect(JSON.stringify(results)).toMatch(/interrupted|cancelled/);
    const paidFirst = server.total();
    expect(paidFirst).toBeLessThan(TOTAL);
    // Every answer the server gave before or during the grace reached the client and its cache.
    expect(recordedAnswers(join(dir, "first.jsonl"))).toHaveLength(paidFirst);

    const resumed = spawnDist(runArgs(server.url, "out-2", join(dir, "second.jsonl")), dir);
    expect((await resumed.exited).code, resumed.stderr()).toBe(0);
    expect(server.total()).toBe(TOTAL);
    expect([...server.paid.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});

describe("two dist CLI runs sharing one cache directory", () => {
  it("buy each request once between them", async () => {
    const server = await countingSimulator(PROFILE);
    const dir = workspace(templateFiles(SPORTS));
    const a = spawnDist(runArgs(server.url, "out-a", join(dir, "a.jsonl")), dir);
    const b = spawnDist(runArgs(server.url, "out-b", join(dir, "b.jsonl")), dir);
    const [exitA, exitB] = await Promise.all([a.exited, b.exited]);
    expect(exitA.code, a.stderr()).toBe(0);
    expect(exitB.code, b.stderr()).toBe(0);
    expect(server.paid.size).toBe(TOTAL);
    expect(server.total()).toBe(TOTAL);
  }, 60_000);

  it("buy each request once when the second starts while the first is sending alone (unmarked)", async () => {
    const server = await countingSimulator(PROFILE);
    const dir = workspace(templateFiles(SPORTS));
    const a = spawnDist(runArgs(server.url, "out-a", join(dir, "a.jsonl")), dir);
    await waitFor("the first run's requests", () => server.total() >= 10);
    const b = spawnDist(runArgs(server.url, "out-b", join(dir, "b.jsonl")), dir);
    const boughtBeforeB = server.total();
    const [exitA, exitB] = await Promise.all([a.exited, b.exited]);
    expect(exitA.code, a.stderr()).toBe(0);
    expect(exitB.code, b.stderr()).toBe(0);
    expect(boughtBeforeB).toBeLessThan(TOTAL / 2);
    expect(server.paid.size).toBe(TOTAL);
    expect([...server.paid.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});
