/**
 * A dead but reachable endpoint, and answers too large to read, through the bundled CLI against the simulator
 * over loopback (started here, so its own counters say how many requests reached it). Before the breaker, an
 * endpoint failing every request got every item's five tries (11,820 requests for the starter suite); before
 * the answer limit, answers of 10 MB were read whole and kept.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RecordedOutcome } from "../../src/answers/record.js";
import { BREAKER_ATTEMPTS } from "../../src/querying/pool-breaker.js";
import type { Results } from "../../src/report/results.js";
import type { FailureRates, SimulatorProfile } from "../../src/simulator/profile.js";
import { type SimulatorHandle, startSimulator } from "../../src/simulator/server.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { starterWithoutContamination } from "./helpers.js";

const simulators: SimulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(simulators.splice(0).map((sim) => sim.close()));
});

async function simulator(failures: FailureRates | undefined, port = 0): Promise<SimulatorHandle> {
  const profile: SimulatorProfile = { name: "dead", ...(failures ? { failures } : {}) };
  const sim = await startSimulator({ profile, port });
  simulators.push(sim);
  return sim;
}

/**
 * The bundled CLI's run of the starter suite (without its contamination and text-to-SQL suites, which score
 * thousands of SQL answers and say nothing about the endpoint) against `sim`, its wall time, and its record's answers. */
async function runAgainst(sim: SimulatorHandle, dir: string, extra: readonly string[] = []) {
  const startedAt = performance.now();
  const run = await runDistCli(
    [
      "run",
      ...["--base-url", sim.url, "--model", "bias-gate-simulator"],
      ...["--cache-dir", "cache", "--record", "record.jsonl", "--out", "out", ...extra],
    ],
    { cwd: dir, timeoutMs: 90_000 },
  );
  const wallMs = performance.now() - startedAt;
  const recorded = readFileSync(join(dir, "record.jsonl"), "utf8")
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as RecordedOutcome);
  const answered = recorded.filter((o) => o.status === "answered").length;
  return { ...run, wallMs, answered };
}

/**
 * The requests that reached the simulator: those answered, the streak, and at most a window more (the requests
 * already in flight when the streak completed), the window being the client's largest (its `concurrency up to`).
 * After answers, one window more: the requests out when the last answer arrived do not count toward the streak.
 */
function expectBounded(sim: SimulatorHandle, run: { stderr: string }, answeredFirst: number): void {
  const window = Number(/concurrency up to (\d+)/.exec(run.stderr)?.[1]);
  expect(window).toBeGreaterThan(0);
  const windows = answeredFirst > 0 ? 2 : 1;
  expect(sim.stats().chatRequests).toBeLessThanOrEqual(answeredFirst + BREAKER_ATTEMPTS + windows * window);
}

describe("a dead but reachable endpoint stops the run (dist CLI, simulator over loopback)", () => {
  it("stops after the first 20 requests answered HTTP 503, and says so", async () => {
    const sim = await simulator({ serverError: 1, serverErrorStatus: 503 });
    const run = await runAgainst(sim, starterWithoutContamination());
    expect(run.code, run.stderr).toBe(4);
    expect(hasStackTrace(run.stderr + run.stdout)).toBe(false);
    expect(run.stderr).toMatch(
      /the endpoint answered HTTP 503 to the first 20 requests; stopped sending .*Fix: check the endpoint's health/,
    );
    expect(run.stdout).toMatch(/ENDPOINT FAILED.*HTTP 503 to the first 20 requests/);
    expectBounded(sim, run, 0);
    expect(run.wallMs).toBeLessThan(30_000);
  }, 60_000);

  it("stops after 20 timeouts in a row, keeping the answers received before", async () => {
    const sim = await simulator({ timeout: 1, startAfter: 12 });
    const run = await runAgainst(sim, starterWithoutContamination(), ["--timeout-seconds", "1"]);
    expect(run.code, run.stderr).toBe(4);
    expect(hasStackTrace(run.stderr + run.stdout)).toBe(false);
    expect(run.stderr).toMatch(/20 requests in a row timed out; stopped sending .*provider\.timeout-seconds/);
    expectBounded(sim, run, 12);
    expect(sim.stats().answered).toBe(12);
    expect(run.answered).toBe(12);
    expect(run.wallMs).toBeLessThan(30_000);
  }, 60_000);

  it("stops after 20 answers in a row that are not JSON, keeping the answers received before", async () => {
    const sim = await simulator({ malformed: 1, startAfter: 12 });
    const run = await runAgainst(sim, starterWithoutContamination());
    expect(run.code, run.stderr).toBe(4);
    expect(hasStackTrace(run.stderr + run.stdout)).toBe(false);
    expect(run.stderr).toMatch(
      /answers to 20 requests in a row were not chat completions.*provider\.base-url/,
    );
    expectBounded(sim, run, 12);
    expect(run.answered).toBe(12);
    expect(run.wallMs).toBeLessThan(30_000);
  }, 60_000);

  it("keeps every answer received before an outage: a re-run takes them from the cache", async () => {
    const dir = starterWithoutContamination();
    const dying = await simulator({ serverError: 1, startAfter: 30 });
    const first = await runAgainst(dying, dir);
    expect(first.code, first.stderr).toBe(4);
    expect(first.stderr).toMatch(/HTTP 500 to 20 requests in a row/);
    expectBounded(dying, first, 30);
    expect(dying.stats().answered).toBe(30);
    expect(first.answered).toBe(30);
    // The same endpoint, healthy again (same host and port, so the same cache keys).
    const port = dying.port;
    await dying.close();
    const healthy = await simulator(undefined, port);
    const second = await runAgainst(healthy, dir);
    expect(second.stderr).toMatch(/from cache 30,/);
    expect(hasStackTrace(second.stderr)).toBe(false);
  }, 90_000);
});

describe("answers too large to read (dist CLI, simulator over loopback)", () => {
  it("reads an answer of 10 MB no further than max-answer-bytes, counts it oversized, and never retries it", async () => {
    // About ten of the trimmed starter's ~900 requests: enough to count, few enough that none is retried.
    const sim = await simulator({ oversized: 0.012 });
    const dir = starterWithoutContamination();
    const run = await runAgainst(sim, dir, ["--no-cache"]);
    expect(hasStackTrace(run.stderr + run.stdout)).toBe(false);
    expect([0, 1, 3]).toContain(run.code);
    const oversized = sim.stats().faults.oversized ?? 0;
    expect(oversized).toBeGreaterThan(3);
    expect(run.stderr).toMatch(
      new RegExp(`failed \\(oversized\\): ${oversized}, e\\.g\\. .*max-answer-bytes`),
    );
    const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
    expect(results.endpoint?.byKind.oversized).toBe(oversized);
    // Sent once each: nothing else failed, so every request reaching the simulator is an item's first.
    expect(run.stderr).toMatch(/requests sent \d+ \(retries 0,/);
    // Read whole, eight answers of 10 MB took 96 s after querying; cut at 256 KiB they cost nothing.
    expect(run.wallMs).toBeLessThan(30_000);
  }, 60_000);

  it("stops when every answer is too large, naming max-answer-bytes", async () => {
    const sim = await simulator({ oversized: 1 });
    const run = await runAgainst(sim, starterWithoutContamination());
    expect(run.code, run.stderr).toBe(4);
    expect(hasStackTrace(run.stderr + run.stdout)).toBe(false);
    expect(run.stderr).toMatch(
      /answers to the first 20 requests were longer than max-answer-bytes; stopped sending .*Fix: .*provider\.max-tokens/,
    );
    expectBounded(sim, run, 0);
    expect(run.wallMs).toBeLessThan(30_000);
  }, 60_000);

  it("takes its limit from --max-answer-bytes", async () => {
    // Every chat completion is a few hundred bytes: a limit of 64 makes each one too large.
    const sim = await simulator(undefined);
    const run = await runAgainst(sim, starterWithoutContamination(), ["--max-answer-bytes", "64"]);
    expect(run.code, run.stderr).toBe(4);
    expect(run.stderr).toMatch(/more than 64 \(max-answer-bytes\)|passed 64 bytes \(max-answer-bytes\)/);
    expectBounded(sim, run, 0);
  }, 60_000);

  it("refuses a --max-answer-bytes that is not a positive integer before any request", async () => {
    const sim = await simulator(undefined);
    const plain = await runDistCli(
      ["run", "--base-url", sim.url, "--model", "m", "--max-answer-bytes", "0", "--no-cache"],
      { cwd: starterWithoutContamination() },
    );
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/--max-answer-bytes must be greater than 0, not 0/);
    expect(plain.stderr).toMatch(/hint: --max-answer-bytes takes a whole number in \[1, 67108864\]/);
    expect(hasStackTrace(plain.stderr)).toBe(false);
    expect(sim.stats().chatRequests).toBe(0);
  }, 60_000);
});
