import { describe, expect, it } from "vitest";
import {
  type ConcurrencyState,
  concurrencyLimit,
  createConcurrency,
  DECREASE_FACTOR,
  recordRateLimit,
  recordSuccess,
} from "../../src/providers/concurrency.js";

const bounds = { initial: 8, min: 1, max: 256 };

/** Feeds `count` successes, each arriving with the window full. */
function succeed(state: ConcurrencyState, count: number): ConcurrencyState {
  let next = state;
  for (let i = 0; i < count; i++) next = recordSuccess(next, concurrencyLimit(next));
  return next;
}

describe("createConcurrency", () => {
  it("starts at initial, clamped into [min, max]", () => {
    expect(concurrencyLimit(createConcurrency(bounds))).toBe(8);
    expect(concurrencyLimit(createConcurrency({ initial: 500, min: 1, max: 64 }))).toBe(64);
    expect(concurrencyLimit(createConcurrency({ initial: 0, min: 2, max: 64 }))).toBe(2);
  });

  it("rejects bounds that admit no limit", () => {
    expect(() => createConcurrency({ initial: 8, min: 0, max: 8 })).toThrow(RangeError);
    expect(() => createConcurrency({ initial: 8, min: 4, max: 2 })).toThrow(RangeError);
    expect(() => createConcurrency({ initial: Number.NaN, min: 1, max: 2 })).toThrow(RangeError);
  });
});

describe("slow start", () => {
  it("doubles the limit every round trip (one window of successes) until the first 429", () => {
    let state = createConcurrency(bounds);
    const limits: number[] = [];
    for (let round = 0; round < 4; round++) {
      state = succeed(state, concurrencyLimit(state));
      limits.push(concurrencyLimit(state));
    }
    expect(limits).toEqual([16, 32, 64, 128]);
  });

  it("never exceeds max", () => {
    expect(concurrencyLimit(succeed(createConcurrency({ initial: 8, min: 1, max: 20 }), 1000))).toBe(20);
  });

  it("does not grow while the window is not full: idle capacity says nothing about the server", () => {
    const state = createConcurrency(bounds);
    expect(recordSuccess(state, 3)).toBe(state);
  });
});

describe("after the first 429", () => {
  it("shrinks by DECREASE_FACTOR and leaves slow start", () => {
    const state = recordRateLimit(createConcurrency({ initial: 40, min: 1, max: 256 }), 0);
    expect(state.window).toBeCloseTo(40 * DECREASE_FACTOR);
    expect(concurrencyLimit(state)).toBe(Math.floor(40 * DECREASE_FACTOR));
    expect(state.slowStart).toBe(false);
  });

  it("counts several 429s from one burst as one congestion event", () => {
    let state = recordRateLimit(createConcurrency({ initial: 40, min: 1, max: 256 }), 0);
    state = recordRateLimit(state, state.epoch);
    const afterTwo = state.window;
    expect(afterTwo).toBeCloseTo(40 * DECREASE_FACTOR ** 2);
    const sentEpoch = state.epoch - 1;
    for (let i = 0; i < 10; i++) state = recordRateLimit(state, sentEpoch);
    expect(state.window).toBe(afterTwo);
    // A request sent after the latest decrease that is refused again is new evidence.
    state = recordRateLimit(state, state.epoch);
    expect(state.window).toBeCloseTo(40 * DECREASE_FACTOR ** 3);
  });

  it("takes back slow start's overshoot: each 429 of the slow-start burst returns its request of growth", () => {
    // Slow start doubled 32 → 64 in one round trip; the server takes 32 and refuses the other 32.
    let state = succeed(createConcurrency({ initial: 32, min: 1, max: 256 }), 32);
    expect(concurrencyLimit(state)).toBe(64);
    for (let i = 0; i < 32; i++) state = recordRateLimit(state, 0);
    expect(state.window).toBeCloseTo(DECREASE_FACTOR * 33); // 32 accepted + the refused one that tripped it
    expect(state.epoch).toBe(1);
  });

  it("takes back at most half: a burst refused entirely is still one congestion event", () => {
    let state = createConcurrency({ initial: 16, min: 1, max: 256 });
    for (let i = 0; i < 16; i++) state = recordRateLimit(state, 0);
    expect(state.window).toBeCloseTo((16 * DECREASE_FACTOR) / 2);
    expect(state.epoch).toBe(1);
  });

  it("grows by one per round trip (one window of successes)", () => {
    let state = recordRateLimit(createConcurrency({ initial: 24, min: 1, max: 256 }), 0);
    const start = state.window;
    state = succeed(state, Math.round(start));
    expect(state.window).toBeGreaterThan(start + 0.9);
    expect(state.window).toBeLessThan(start + 1.1);
  });

  it("never goes below min", () => {
    let state = createConcurrency({ initial: 8, min: 3, max: 256 });
    for (let i = 0; i < 50; i++) state = recordRateLimit(state, state.epoch);
    expect(concurrencyLimit(state)).toBe(3);
  });
});

/**
 * The pool's schedule replayed in simulated time: a server with `limit` slots and `latencyMs` per answer
 * refuses (429, at once) any request beyond its limit; a refused request holds its slot for `holdMs`.
 */
function simulate(limit: number, requests: number, latencyMs: number, holdMs: number) {
  let state = createConcurrency(bounds);
  const answersDue: number[] = [];
  const holdsDue: number[] = [];
  let [now, occupied, serverBusy, queued, answered, rateLimited, sent] = [0, 0, 0, requests, 0, 0, 0];
  const windows: number[] = [];
  while (answered < requests) {
    while (occupied < concurrencyLimit(state) && queued > 0) {
      occupied++;
      queued--;
      sent++;
      if (serverBusy >= limit) {
        rateLimited++;
        state = recordRateLimit(state, state.epoch);
        holdsDue.push(now + holdMs);
      } else {
        serverBusy++;
        answersDue.push(now + latencyMs);
      }
    }
    const nextAnswer = answersDue[0] ?? Number.POSITIVE_INFINITY;
    const nextHold = holdsDue[0] ?? Number.POSITIVE_INFINITY;
    now = Math.min(nextAnswer, nextHold);
    if (nextAnswer <= nextHold) {
      answersDue.shift();
      serverBusy--;
      state = recordSuccess(state, occupied);
      answered++;
      if (answered > requests / 4) windows.push(concurrencyLimit(state));
    } else {
      holdsDue.shift();
      queued++;
    }
    occupied--;
  }
  return { wallMs: now, rateLimited, sent, windows };
}

describe("convergence against a server that never states its limit", () => {
  it("finishes 2000 requests at limit 32 and 100 ms within 10% of the ideal, with few 429s", () => {
    const { wallMs, rateLimited, sent, windows } = simulate(32, 2000, 100, 30);
    const idealMs = Math.ceil(2000 / 32) * 100;
    expect(wallMs / idealMs).toBeLessThan(1.1);
    expect(rateLimited / sent).toBeLessThan(0.05);
    expect(Math.min(...windows)).toBeGreaterThanOrEqual(Math.floor(32 * DECREASE_FACTOR) - 1);
    expect(Math.max(...windows)).toBeLessThanOrEqual(34);
  });

  it("finds a limit far below the initial window", () => {
    const { windows } = simulate(3, 500, 50, 10);
    expect(Math.max(...windows.slice(-100))).toBeLessThanOrEqual(5);
  });

  it("keeps 429s rare from a limit of 32 up", () => {
    for (const limit of [32, 64, 128]) {
      const { rateLimited, sent } = simulate(limit, limit * 60, 100, 30);
      expect(rateLimited / sent).toBeLessThan(0.03);
    }
  });
});
