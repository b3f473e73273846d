import { describe, expect, it } from "vitest";
import type { ChatRequest } from "../../src/providers/types.js";
import { systemClock } from "../../src/querying/clock.js";
import { scoringKeeper } from "../../src/querying/kept-outcome.js";
import { runQueries } from "../../src/querying/pool.js";
import type { RequestList } from "../../src/querying/pool-types.js";
import {
  createFakeProvider,
  createMemoryRecorder,
  keyOf,
  makeRequests,
  seededRandom,
} from "./fake-provider.js";

const options = {
  concurrency: { initial: 4, max: 16 },
  maxAttempts: 2,
  rateLimitBudgetMs: 1000,
  backoff: { baseMs: 1, maxMs: 2 },
};

/** A list that builds each request when asked, and counts how often each index is asked for. */
function countingList(requests: readonly ChatRequest[]): RequestList & { asked: number[] } {
  const asked = requests.map(() => 0);
  return {
    asked,
    length: requests.length,
    at(index) {
      if (asked[index] !== undefined) asked[index]++;
      const request = requests[index];
      return request && { ...request, messages: [...request.messages] };
    },
  };
}

describe("the pool keeps what the caller keeps, as each outcome settles", () => {
  it("hands the recorder whole outcomes and returns kept ones, building each request once", async () => {
    const requests = makeRequests(50);
    const list = countingList(requests);
    const recorder = createMemoryRecorder();
    const run = await runQueries(
      list,
      {
        provider: createFakeProvider({ latencyMs: 1 }),
        keyOf,
        recorder,
        clock: systemClock,
        random: seededRandom(3),
        keep: scoringKeeper(),
      },
      options,
    );
    expect(list.asked).toEqual(requests.map(() => 1));
    expect(recorder.outcomes).toHaveLength(50);
    expect(recorder.outcomes.every((o) => o.key !== undefined && o.request.messages.length === 1)).toBe(true);
    expect(run.outcomes.map((o) => o.request)).toEqual(
      requests.map((r) => ({ promptId: r.promptId, trial: 0 })),
    );
    for (const outcome of run.outcomes) {
      expect(outcome).not.toHaveProperty("key");
      expect(outcome.status).toBe("answered");
      if (outcome.status === "answered") expect(Object.keys(outcome.answer).sort()).not.toContain("usage");
    }
  });

  it("keeps the unsent too when the run stops sending (a budget)", async () => {
    const run = await runQueries(
      countingList(makeRequests(20)),
      {
        provider: createFakeProvider({ latencyMs: 1 }),
        keyOf,
        clock: systemClock,
        random: seededRandom(3),
        keep: scoringKeeper(),
      },
      { ...options, concurrency: { initial: 1, max: 1 }, budget: { maxRequests: 5 } },
    );
    expect(run.outcomes).toHaveLength(20);
    expect(run.outcomes.filter((o) => o.status === "skipped")).toHaveLength(15);
    expect(run.outcomes.every((o) => !("key" in o))).toBe(true);
  });
});
