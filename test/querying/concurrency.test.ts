import { describe, expect, it } from "vitest";
import {
  BLIND_RAMP_FACTOR,
  type ConcurrencyState,
  concurrencyLimit,
  createConcurrency,
  DECREASE_FACTOR,
  FIRST_PROBE_ROUNDS,
  PROBE_ROUNDS,
  RAMP_CAP,
  RAMP_FACTOR,
  recordRamp,
  recordRateLimit,
  recordSuccess,
} from "../../src/querying/concurrency.js";

const bounds = { initial: 8, min: 1, max: 256 };

/** Feeds `count` successes, each arriving with the window full. */
function succeed(state: ConcurrencyState, count: number, mayProbe = true): ConcurrencyState {
  let next = state;
  for (let i = 0; i < count; i++) next = recordSuccess(next, concurrencyLimit(next), mayProbe);
  return next;
}

/** Feeds `rounds` round trips of successes (a window-full each). */
function succeedRounds(state: ConcurrencyState, rounds: number, mayProbe = true): ConcurrencyState {
  let next = state;
  for (let i = 0; i < rounds; i++) next = succeed(next, concurrencyLimit(next), mayProbe);
  return next;
}

/** A refusal of a request sent now at `level`, with `inFlight` others still out when it came back. */
const refusal = (state: ConcurrencyState, level: number, inFlight = level - 1) => ({
  sentEpoch: state.epoch,
  sentLevel: level,
  inFlight,
});

/** The state once slow start has been refused at `level` (the server's limit is level − 1). */
function limitFound(level: number): ConcurrencyState {
  const state = createConcurrency({ initial: level + 4, min: 1, max: 256 });
  return recordRateLimit(state, refusal(state, level));
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
  it("grows ×RAMP_FACTOR per step of time, not per answer", () => {
    const state = createConcurrency(bounds);
    expect(succeed(state, 100)).toBe(state);
    expect(recordRamp(state, 8).window).toBe(8 * RAMP_FACTOR);
  });

  it("blind, before any answer: ×BLIND_RAMP_FACTOR from 8 to 128 in seven steps, no further than RAMP_CAP × initial", () => {
    let state = createConcurrency(bounds);
    const limits: number[] = [];
    for (let step = 0; step < 8; step++) {
      state = recordRamp(state, 0);
      limits.push(concurrencyLimit(state));
    }
    expect(BLIND_RAMP_FACTOR).toBe(1.5);
    expect(limits).toEqual([12, 18, 27, 40, 60, 91, 128, 128]);
    expect(RAMP_CAP * 8).toBe(128);
  });

  it("once answers come: ×RAMP_FACTOR, never beyond max or RAMP_CAP × the level answered", () => {
    let state = createConcurrency(bounds);
    const limits: number[] = [];
    for (let step = 0; step < 14; step++) {
      state = recordRamp(state, 8);
      limits.push(concurrencyLimit(state));
    }
    expect(limits.slice(0, 4)).toEqual([10, 12, 15, 19]);
    expect(limits.at(-1)).toBe(RAMP_CAP * 8);
    expect(concurrencyLimit(recordRamp(state, 8))).toBe(RAMP_CAP * 8);
    let capped = createConcurrency({ initial: 8, min: 1, max: 20 });
    for (let step = 0; step < 20; step++) capped = recordRamp(capped, 1000);
    expect(concurrencyLimit(capped)).toBe(20);
  });

  it("does not grow while the window is not full: idle capacity says nothing about the server", () => {
    const state = recordRateLimit(createConcurrency(bounds), { sentEpoch: 0, sentLevel: 9, inFlight: 8 });
    expect(recordSuccess(state, 3)).toBe(state);
  });
});

describe("finding and holding the limit", () => {
  it("goes to one below the refused level when slow start crosses it, and leaves slow start", () => {
    const state = limitFound(33);
    expect(concurrencyLimit(state)).toBe(32);
    expect(state.slowStart).toBe(false);
    expect(state.ceiling).toBe(33);
    expect(recordRamp(state, 32)).toBe(state);
  });

  it("drops at once to the requests still in flight: a freed slot waits for an answer", () => {
    // Slow start had 60 out; the refusal of level 40 comes back with 30 still in flight.
    const state = createConcurrency({ initial: 60, min: 1, max: 256 });
    const next = recordRateLimit(state, { sentEpoch: 0, sentLevel: 40, inFlight: 30 });
    expect(concurrencyLimit(next)).toBe(30);
    expect(next.ceiling).toBe(40);
  });

  it("counts the refusals of one burst as one event; a lower refused level among them lowers the ceiling", () => {
    let state = limitFound(40);
    const reacted = state;
    state = recordRateLimit(state, { sentEpoch: 0, sentLevel: 45, inFlight: 39 });
    expect(state).toEqual(reacted);
    state = recordRateLimit(state, { sentEpoch: 0, sentLevel: 36, inFlight: 35 });
    expect(state.ceiling).toBe(36);
    expect(concurrencyLimit(state)).toBe(35);
    expect(state.epoch).toBe(reacted.epoch);
  });

  it("probes soon after slow start, whose refused level a reordered burst can set low", () => {
    // Slow start's burst: a request sent at level 8 was refused (the server's limit is 8; one sent later got in).
    const state = createConcurrency({ initial: 18, min: 1, max: 256 });
    let next = recordRateLimit(state, { sentEpoch: 0, sentLevel: 8, inFlight: 17 });
    expect(next.ceiling).toBe(8);
    expect(concurrencyLimit(next)).toBe(7);
    next = succeedRounds(next, FIRST_PROBE_ROUNDS + 2);
    expect(next.ceiling).toBe(9);
    expect(concurrencyLimit(next)).toBe(8);
  });

  it("climbs back one request per round trip to just below the ceiling and holds there", () => {
    let state = recordRateLimit(limitFound(33), { sentEpoch: 1, sentLevel: 33, inFlight: 28 });
    expect(concurrencyLimit(state)).toBe(28);
    state = succeedRounds(state, 3);
    expect(concurrencyLimit(state)).toBeGreaterThanOrEqual(30);
    while (state.window < 32) state = recordSuccess(state, concurrencyLimit(state));
    expect(state.window).toBe(32);
    expect(succeedRounds(state, FIRST_PROBE_ROUNDS - 1).window).toBe(32);
  });

  it("probes above a ceiling it has held only after PROBE_ROUNDS round trips, and not when told the run is ending", () => {
    const probing = succeedRounds(limitFound(33), PROBE_ROUNDS + 2);
    const held = recordRateLimit(probing, refusal(probing, 33));
    expect(held.safe).toBe(32);
    expect(concurrencyLimit(succeedRounds(held, PROBE_ROUNDS - 1))).toBe(32);
    expect(succeedRounds(held, PROBE_ROUNDS + 3, false).window).toBe(32);
    const next = succeedRounds(held, PROBE_ROUNDS + 2);
    expect(next.ceiling).toBe(34);
    expect(concurrencyLimit(next)).toBe(33);
  });

  it("a refused probe puts the window back below it, with no multiplicative decrease", () => {
    const probing = succeedRounds(limitFound(33), PROBE_ROUNDS + 2);
    const refused = recordRateLimit(probing, refusal(probing, 33));
    expect(refused.window).toBe(32);
    expect(refused.ceiling).toBe(33);
  });

  it("probes further, one request at a time, while the server keeps accepting (its limit grew)", () => {
    let state = limitFound(33);
    const ceilings: number[] = [];
    for (let probe = 0; probe < 4; probe++) {
      const before = state.ceiling;
      while (state.ceiling === before) state = recordSuccess(state, concurrencyLimit(state));
      ceilings.push(state.ceiling);
    }
    expect(ceilings).toEqual([34, 35, 36, 37]);
  });

  it("shrinks by DECREASE_FACTOR on a refusal below the level it held (capacity dropped), and keeps doing so", () => {
    let state = succeedRounds(limitFound(41), PROBE_ROUNDS); // held 40: safe
    expect(state.safe).toBe(40);
    state = recordRateLimit(state, refusal(state, 30, 39));
    expect(state.window).toBeCloseTo(30 * DECREASE_FACTOR);
    expect(state.ceiling).toBe(30);
    const level = concurrencyLimit(state);
    state = recordRateLimit(state, refusal(state, level));
    expect(state.window).toBeCloseTo(level * DECREASE_FACTOR);
  });

  it("never goes below min", () => {
    let state = createConcurrency({ initial: 8, min: 3, max: 256 });
    for (let i = 0; i < 50; i++) state = recordRateLimit(state, refusal(state, 1, 0));
    expect(concurrencyLimit(state)).toBe(3);
  });
});
