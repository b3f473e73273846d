/**
 * The real pool replayed in simulated time against endpoints that behave like real rate-limited ones (issue 15):
 * a hard concurrency limit the client is never told, 429 beyond it with `Retry-After: 1` (whole seconds), a
 * 100 ms hint, or none. The goal: within 1.10 × the physical limit ceil(N / L) × latency, nothing lost, < 5% 429s.
 */
import { describe, expect, it } from "vitest";
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
