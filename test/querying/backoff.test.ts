import { describe, expect, it } from "vitest";
import {
  backoffCeilingMs,
  DEFAULT_BACKOFF,
  fullJitterMs,
  HINT_JITTER_FLOOR_MS,
  rateLimitWaitMs,
} from "../../src/querying/backoff.js";

const options = { baseMs: 100, maxMs: 1000 };

describe("backoffCeilingMs", () => {
  it("doubles from baseMs with each failure and stops at maxMs", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffCeilingMs(n, options))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it("stays finite for absurd failure counts", () => {
    expect(backoffCeilingMs(10_000, options)).toBe(1000);
  });

  it("defaults to seconds, not minutes", () => {
    expect(DEFAULT_BACKOFF.baseMs).toBe(500);
    expect(DEFAULT_BACKOFF.maxMs).toBe(20_000);
  });
});

describe("fullJitterMs", () => {
  it("is uniform over [0, ceiling): the draw scales the ceiling", () => {
    expect(fullJitterMs(3, options, 0)).toBe(0);
    expect(fullJitterMs(3, options, 0.5)).toBe(200);
    expect(fullJitterMs(3, options, 0.999)).toBeCloseTo(399.6);
  });
});

describe("rateLimitWaitMs", () => {
  it("waits the hint plus up to a quarter of it", () => {
    expect(rateLimitWaitMs(400, 1, options, 0)).toBe(400);
    expect(rateLimitWaitMs(400, 1, options, 0.5)).toBe(450);
    expect(rateLimitWaitMs(400, 7, options, 0.999)).toBeCloseTo(499.9);
  });

  it("spreads a zero hint over a few ms so a burst does not return at once", () => {
    expect(rateLimitWaitMs(0, 1, options, 0.5)).toBe(HINT_JITTER_FLOOR_MS / 2);
  });

  it("honours a hint longer than maxMs: the server knows its window", () => {
    expect(rateLimitWaitMs(5000, 1, options, 0)).toBe(5000);
  });

  it("without a hint, uses equal jitter over the exponential ceiling (never near zero)", () => {
    expect(rateLimitWaitMs(undefined, 1, options, 0)).toBe(50);
    expect(rateLimitWaitMs(undefined, 1, options, 0.999)).toBeCloseTo(99.95);
    expect(rateLimitWaitMs(undefined, 3, options, 0)).toBe(200);
    expect(rateLimitWaitMs(undefined, 9, options, 0)).toBe(500);
  });
});
