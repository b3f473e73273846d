import { describe, expect, it } from "vitest";
import { wilsonInterval } from "../../src/stats/proportions.js";

// R: prop.test(k, n, conf.level = level, correct = FALSE)$conf.int (same formula; cross-checked with scipy).
const KNOWN: readonly (readonly [number, number, number, number, number])[] = [
  [0, 10, 0.95, 0, 0.2775328],
  [1, 10, 0.95, 0.0178762, 0.40415],
  [5, 10, 0.95, 0.2365931, 0.7634069],
  [10, 10, 0.95, 0.7224672, 1],
  [81, 263, 0.95, 0.2552885, 0.3662096],
  [81, 263, 0.9, 0.2633136, 0.3565663],
  [81, 263, 0.99, 0.2401369, 0.3852825],
  [3, 7, 0.95, 0.1582199, 0.7495416],
];

describe("wilsonInterval", () => {
  it.each(KNOWN)("%i of %i at %s → [%s, %s]", (k, n, level, low, high) => {
    const interval = wilsonInterval(k, n, level);
    expect(interval.low).toBeCloseTo(low, 6);
    expect(interval.high).toBeCloseTo(high, 6);
    expect(interval.level).toBe(level);
    expect(interval.method).toBe("wilson");
  });

  it("defaults to 95%", () => {
    expect(wilsonInterval(81, 263)).toEqual(wilsonInterval(81, 263, 0.95));
  });

  it("is exact at 0 and n", () => {
    expect(wilsonInterval(0, 37).low).toBe(0);
    expect(wilsonInterval(37, 37).high).toBe(1);
    expect(wilsonInterval(0, 1).low).toBe(0);
    expect(wilsonInterval(1, 1).high).toBe(1);
  });

  it("gives [0, 1] when there are no observations", () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1, level: 0.95, method: "wilson" });
  });

  it("contains the estimate, stays in [0, 1], and mirrors under k ↔ n − k", () => {
    for (const n of [1, 2, 5, 13, 100, 1000]) {
      for (let k = 0; k <= n; k += Math.max(1, Math.floor(n / 7))) {
        const interval = wilsonInterval(k, n);
        const mirror = wilsonInterval(n - k, n);
        expect(interval.low).toBeGreaterThanOrEqual(0);
        expect(interval.high).toBeLessThanOrEqual(1);
        expect(interval.low).toBeLessThanOrEqual(k / n);
        expect(interval.high).toBeGreaterThanOrEqual(k / n);
        expect(interval.low).toBeCloseTo(1 - mirror.high, 12);
        expect(interval.high).toBeCloseTo(1 - mirror.low, 12);
      }
    }
  });

  it("widens with the level", () => {
    const narrow = wilsonInterval(30, 100, 0.9);
    const wide = wilsonInterval(30, 100, 0.99);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
  });

  it("rejects impossible counts and levels", () => {
    expect(() => wilsonInterval(1, -1)).toThrow(RangeError);
    expect(() => wilsonInterval(0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => wilsonInterval(11, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(Number.NaN, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(5, 10, 1)).toThrow(RangeError);
    expect(() => wilsonInterval(5, 10, 0)).toThrow(RangeError);
  });
});
