import { describe, expect, it } from "vitest";
import { normalQuantile } from "../../src/stats/normal.js";

// Reference values: scipy.special.ndtri / R qnorm (both AS 241 or better).
const KNOWN: readonly (readonly [number, number])[] = [
  [0.5, 0],
  [0.975, 1.959963984540054],
  [0.995, 2.5758293035489004],
  [0.95, 1.6448536269514722],
  [0.9, 1.2815515655446004],
  [0.7, 0.5244005127080407],
  [0.001, -3.090232306167813],
  [1e-5, -4.264890793922825],
  [1e-10, -6.361340902404056],
  [1 - 1e-10, 6.361340889697422],
  [1e-20, -9.262340089798409],
  [1e-100, -21.273453560965322],
  [1e-300, -37.0470962993612],
];

describe("normalQuantile", () => {
  // @stdlib's erfcinv is within 1e-15 of these except at p = 1e-300, 7e-14 relative (mpmath: −37.047096299361199).
  it.each(KNOWN)("Φ⁻¹(%s) = %s to 1e-13 relative", (p, z) => {
    const got = normalQuantile(p);
    expect(Math.abs(got - z)).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(z)));
  });

  it("is antisymmetric: Φ⁻¹(1 − p) = −Φ⁻¹(p)", () => {
    for (const p of [0.01, 0.1, 0.2, 0.3, 0.4, 0.45]) {
      expect(normalQuantile(1 - p)).toBeCloseTo(-normalQuantile(p), 12);
    }
  });

  it("is increasing across the region boundaries", () => {
    const ps = [1e-200, 1e-12, 0.0001, 0.074, 0.075, 0.076, 0.3, 0.5, 0.924, 0.925, 0.926, 0.9999];
    const zs = ps.map(normalQuantile);
    for (let i = 1; i < zs.length; i++) expect(zs[i] as number).toBeGreaterThan(zs[i - 1] as number);
  });

  it("maps 0 and 1 to ∓Infinity and rejects values outside [0, 1]", () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => normalQuantile(-0.01)).toThrow(RangeError);
    expect(() => normalQuantile(1.01)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});
