import { describe, expect, it } from "vitest";
import { holmAdjust } from "../../src/stats/multiplicity.js";

describe("holmAdjust", () => {
  it("matches the textbook example (R p.adjust(c(.01, .04, .03, .005), 'holm'))", () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    const expected = [0.03, 0.06, 0.06, 0.02];
    for (const [i, p] of adjusted.entries()) expect(p).toBeCloseTo(expected[i] as number, 14);
  });

  it("is monotone in the raw p-values and never below them", () => {
    const raw = [0.2, 0.001, 0.049, 0.012, 0.5, 0.03, 0.011];
    const adjusted = holmAdjust(raw);
    const order = raw.map((_, i) => i).sort((i, j) => (raw[i] as number) - (raw[j] as number));
    for (let r = 1; r < order.length; r++) {
      expect(adjusted[order[r] as number]).toBeGreaterThanOrEqual(adjusted[order[r - 1] as number] as number);
    }
    for (const [i, p] of adjusted.entries()) expect(p).toBeGreaterThanOrEqual(raw[i] as number);
  });

  it("caps at 1", () => {
    expect(holmAdjust([0.4, 0.6, 0.9])).toEqual([1, 1, 1]);
  });

  it("leaves a single p-value alone and handles empty input", () => {
    expect(holmAdjust([0.037])).toEqual([0.037]);
    expect(holmAdjust([])).toEqual([]);
  });

  it("gives tied p-values the same adjusted value", () => {
    expect(holmAdjust([0.01, 0.01, 0.02])).toEqual([0.03, 0.03, 0.03]);
  });

  it("rejects p-values outside [0, 1]", () => {
    expect(() => holmAdjust([0.1, 1.2])).toThrow(RangeError);
    expect(() => holmAdjust([Number.NaN])).toThrow(RangeError);
  });
});
