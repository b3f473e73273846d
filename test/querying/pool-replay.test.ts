/**
 * The real pool replayed in simulated time against endpoints that behave like real rate-limited ones (issue 15):
 * a hard concurrency limit the client is never told, 429 beyond it with `Retry-After: 1` (whole seconds), a
 * 100 ms hint, or none. The goal: within 1.10 × the physical limit ceil(N / L) × latency, nothing lost, < 5% 429s.
 */
import { describe, expect, it } from "vitest";
import { RAMP_CAP } from "../../src/querying/concurrency.js";
import { replayPool } from "./virtual-time.js";

const LATENCY_MS = 100;
const HINTS = { "Retry-After: 1": 1000, "100 ms": 100, "no hint": undefined } as const;

function endpoint(limit: number, hint: number | undefined) {
  return { limit, latencyMs: LATENCY_MS, ...(hint === undefined ? {} : { retryAfterMs: hint }) };
}

describe("a 429 does not hold a slot", () => {
  it("during a 1 s Retry-After the refused items' slots serve other items, and each waits out its hint", async () => {
    // Limit 8, Retry-After: 1. Slow start crosses the limit early in the second round trip; the refused items
    // wait out their second while the window holds at 8.
    const { run, endpoint: server } = await replayPool(400, endpoint(8, 1000), {
      concurrency: { initial: 8, max: 16 },
    });
    expect(run.stats.answered).toBe(400);
    expect(run.stats.rateLimited).toBeGreaterThan(0);
    const firstRefusal = server.calls.find((call) => call.refused)!;
    expect(firstRefusal.at).toBeLessThan(200);
    // Holding the refused items' slots (the old behaviour) left 1.3 requests in flight on average in that second.
    expect(meanInFlight(server.trace, firstRefusal.at + 100, firstRefusal.at + 1000)).toBeGreaterThan(7.9);
    for (const refused of server.calls.filter((call) => call.refused)) {
      const resent = server.calls.find((call) => call.promptId === refused.promptId && call.at > refused.at)!;
      expect(resent.at - refused.at).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe("slow start does not wait for the first answer", () => {
  it("at limit 128 the window reaches the limit inside the first round trip, not at the initial 8", async () => {
    // Waiting for the first answer spent a whole round trip at 8 of 128 slots: 1.135–1.168 × on a real client.
    const { endpoint: server, ratio } = await replayPool(2000, endpoint(128, 1000));
    expect(inFlightAt(server.trace, LATENCY_MS / 2)).toBe(128);
    expect(ratio).toBeLessThan(1.04);
  });

  it("at limit 8 it stops at the first refusal, before any answer, having overshot by one step", async () => {
    const { endpoint: server } = await replayPool(2000, endpoint(8, 1000));
    const blind = server.calls.filter((call) => call.at < LATENCY_MS);
    expect(blind.filter((call) => call.refused).length).toBeGreaterThan(0);
    expect(blind.filter((call) => call.refused).length).toBeLessThanOrEqual(4);
  });

  it("refusals as slow as answers: it grows blindly no further than RAMP_CAP × the initial window", async () => {
    const { run, endpoint: server } = await replayPool(
      2000,
      { ...endpoint(8, 1000), rejectLatencyMs: LATENCY_MS },
      { concurrency: { initial: 8, max: 1024 } },
    );
    const blind = server.calls.filter((call) => call.at < LATENCY_MS);
    expect(blind.length).toBe(RAMP_CAP * 8);
    expect(run.stats.answered).toBe(2000);
    expect(run.stats.finalConcurrency).toBeLessThanOrEqual(8 + 2);
  });

  it("a failure of any kind before the first answer stops it growing until answers come", async () => {
    // A 500 says nothing of a limit, but it is no evidence the endpoint takes more either.
    // The failed item is resent within 1 ms, so the window is full again at once.
    const { run, endpoint: server } = await replayPool(
      2000,
      { ...endpoint(128, 1000), failCalls: new Set([0]) },
      { backoff: { baseMs: 1, maxMs: 1 } },
    );
    expect(server.calls.filter((call) => call.at < LATENCY_MS).length).toBeLessThanOrEqual(8 + 1);
    expect(run.stats.answered).toBe(2000);
  });
});

describe("a blind step lasts the network's round trip where the transport times its connections", () => {
  // Refusals and 500s take 40 ms to come back (a distant endpoint); answers take the usual 100 ms.
  const distant = { ...endpoint(8, 1000), rejectLatencyMs: 40 };

  it("at limit 8 it overshoots by a step or two, not to RAMP_CAP × the initial window", async () => {
    const timed = await replayPool(2000, { ...distant, network: { roundTripMs: 40, readyAtMs: 0 } });
    const refusedBlind = (result: typeof timed) =>
      result.endpoint.calls.filter((call) => call.refused && call.at < LATENCY_MS).length;
    expect(refusedBlind(timed)).toBeLessThanOrEqual(4 + 6);
    expect(timed.run.stats.answered).toBe(2000);
    // A 5 ms step (no timing) is eight steps per refusal's trip: it reached the cap before the first came back.
    expect(refusedBlind(await replayPool(2000, distant))).toBe(RAMP_CAP * 8 - 8);
  });

  it("the first window failing with a 500 (or a 401) stops it after one step at most", async () => {
    const failing = { ...distant, limit: 128, failCalls: new Set([0, 1, 2, 3, 4, 5, 6, 7]) };
    const { endpoint: server } = await replayPool(200, {
      ...failing,
      network: { roundTripMs: 40, readyAtMs: 0 },
    });
    expect(server.calls.filter((call) => call.at < 45).length).toBeLessThanOrEqual(8 + 4);
  });

  it("nothing grows until a connection has carried requests for a round trip", async () => {
    // The connections take 30 ms to open: requests sent before that have not been refused only because they wait.
    const { endpoint: server } = await replayPool(2000, {
      ...endpoint(128, 1000),
      network: { roundTripMs: 10, readyAtMs: 30 },
    });
    expect(server.calls.filter((call) => call.at < 40).length).toBe(8);
    expect(inFlightAt(server.trace, LATENCY_MS - 1)).toBeGreaterThanOrEqual(60);
  });
});

describe("the replayed schedule meets ≤ 1.10 × the physical limit", () => {
  for (const limit of [8, 32, 128]) {
    for (const [name, hint] of Object.entries(HINTS)) {
      it(`2,000 prompts, limit ${limit}, ${name}: ≤ 1.10 ×, nothing lost, < 5% 429s, no late 429`, async () => {
        const result = await replayPool(2000, endpoint(limit, hint));
        expectWithinGoal(result, limit, hint);
      });
    }
  }

  for (const limit of [8, 32, 128]) {
    it(`20,000 prompts, limit ${limit}, Retry-After: 1: ≤ 1.10 ×, nothing lost, < 5% 429s`, async () => {
      const result = await replayPool(20_000, endpoint(limit, 1000));
      expectWithinGoal(result, limit, 1000);
      // Probes stay rare: about one per PROBE_ROUNDS round trips, not one per 0.05 L round trips.
      expect(result.rateLimitedShare).toBeLessThan(limit === 8 ? 0.015 : 0.005);
    }, 60_000);
  }
});

/** The server's number of requests in flight at `at` ms. */
function inFlightAt(trace: ReadonlyArray<[number, number]>, at: number): number {
  let count = 0;
  for (const [when, level] of trace) if (when <= at) count = level;
  return count;
}

/** The server's mean number of requests in flight between `from` and `to` ms. */
function meanInFlight(trace: ReadonlyArray<[number, number]>, from: number, to: number): number {
  let area = 0;
  trace.forEach(([at, count], i) => {
    const until = Math.min(to, trace[i + 1]?.[0] ?? to);
    if (until > from && at < to) area += count * (until - Math.max(at, from));
  });
  return area / (to - from);
}

function expectWithinGoal(
  result: Awaited<ReturnType<typeof replayPool>>,
  limit: number,
  hint: number | undefined,
): void {
  const { run, endpoint: server, ratio, lost, rateLimitedShare } = result;
  const report = JSON.stringify({ ratio, lost, rateLimitedShare, ...run.stats });
  expect(ratio, report).toBeLessThanOrEqual(1.1);
  expect(lost).toBe(0);
  expect(rateLimitedShare, report).toBeLessThan(0.05);
  expect(server.stats.maxInFlight).toBeLessThanOrEqual(limit);
  // The window found the limit and holds it.
  expect(run.stats.finalConcurrency).toBeGreaterThanOrEqual(limit - 1);
  expect(run.stats.finalConcurrency).toBeLessThanOrEqual(limit + 2);
  // No 429 so late that its wait (the hint, or up to 0.5 s without one) outlasts the run.
  const lastRefusal = Math.max(...server.calls.filter((call) => call.refused).map((call) => call.at));
  expect(lastRefusal + (hint ?? 500)).toBeLessThan(run.stats.wallMs);
}
