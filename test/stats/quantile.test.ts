import { describe, expect, it } from "vitest";
import { mean, quantileSorted } from "../../src/stats/quantile.js";

describe("quantileSorted", () => {
  const sorted = [1, 1, 2, 3, 4, 5, 6, 9];

  it("matches R quantile(type = 7) / numpy linear", () => {
    // numpy.quantile([3,1,4,1,5,9,2,6], [0, .1, .25, .5, .9, 1]) = 1, 1, 1.75, 3.5, 6.9, 9
    expect(quantileSorted(sorted, 0)).toBe(1);
    expect(quantileSorted(sorted, 0.1)).toBeCloseTo(1, 12);
    expect(quantileSorted(sorted, 0.25)).toBeCloseTo(1.75, 12);
    expect(quantileSorted(sorted, 0.5)).toBeCloseTo(3.5, 12);
    expect(quantileSorted(sorted, 0.9)).toBeCloseTo(6.9, 12);
    expect(quantileSorted(sorted, 1)).toBe(9);
  });

  it("returns the only value of a one-element array for every q", () => {
    expect(quantileSorted([7], 0)).toBe(7);
    expect(quantileSorted([7], 0.37)).toBe(7);
    expect(quantileSorted([7], 1)).toBe(7);
  });

  it("keeps infinite values when neighbours are equal", () => {
    expect(quantileSorted([1, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY], 0.75)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it("rejects an empty array and q outside [0, 1]", () => {
    expect(() => quantileSorted([], 0.5)).toThrow(RangeError);
    expect(() => quantileSorted([1], -0.1)).toThrow(RangeError);
    expect(() => quantileSorted([1], 1.1)).toThrow(RangeError);
    expect(() => quantileSorted([1], Number.NaN)).toThrow(RangeError);
  });
});

describe("mean", () => {
  it("averages values", () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(mean([-1, 1])).toBe(0);
  });

  it("rejects an empty array", () => {
    expect(() => mean([])).toThrow(RangeError);
  });
});
