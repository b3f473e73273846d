import { describe, expect, it } from "vitest";
import { studentTCdf, studentTQuantile, studentTTwoSidedP } from "../../src/stats/student-t.js";

describe("studentTQuantile", () => {
  it("matches published t tables and R's qt", () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736174698, 10);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.302652729749464, 10);
    expect(studentTQuantile(0.975, 4)).toBeCloseTo(2.7764451051977934, 10);
    expect(studentTQuantile(0.975, 7)).toBeCloseTo(2.364624251592785, 9);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 10);
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.042272456301238, 9);
    expect(studentTQuantile(0.025, 30)).toBeCloseTo(-2.042272456301238, 9);
    expect(studentTQuantile(0.95, 1)).toBeCloseTo(6.313751514675043, 8);
    expect(studentTQuantile(0.8, 7)).toBeCloseTo(0.8960296443137515, 9);
    expect(studentTQuantile(0.975, 1e9)).toBeCloseTo(1.959963984540054, 6);
  });

  it("keeps precision far in the tail and below 1 df", () => {
    expect(studentTQuantile(0.9995, 3)).toBeCloseTo(12.923978636687961, 7); // qt(0.9995, 3)
    const q = studentTQuantile(0.975, 0.6);
    expect(q).toBeGreaterThan(studentTQuantile(0.975, 1));
    expect(studentTTwoSidedP(q, 0.6)).toBeCloseTo(0.05, 12);
  });
});

describe("studentTTwoSidedP and studentTCdf", () => {
  it("match closed forms and published p-values", () => {
    expect(studentTTwoSidedP(2, 10)).toBeCloseTo(0.07338803477074037, 12); // 2 * pt(-2, 10)
    // Closed form for 5 df, θ = atan(t/√5): p = 1 − (2/π)(θ + sinθ·cosθ·(1 + ⅔cos²θ)) = 0.10193947882985832.
    expect(studentTTwoSidedP(2, 5)).toBeCloseTo(0.10193947882985832, 13);
    // 1 df is the Cauchy: P(|T| ≥ t) = 1 − (2/π)·atan(t).
    expect(studentTTwoSidedP(3, 1)).toBeCloseTo(1 - (2 / Math.PI) * Math.atan(3), 13);
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 12);
    expect(studentTCdf(2, 2)).toBeCloseTo(0.5 + 1 / Math.sqrt(6), 12); // df 2: 1/2 + t/(2√(2 + t²))
  });

  it("is the inverse of the quantile, symmetric, and bounded at the edges", () => {
    expect(studentTTwoSidedP(studentTQuantile(0.975, 3.7), 3.7)).toBeCloseTo(0.05, 12);
    expect(studentTCdf(studentTQuantile(0.9, 2.5), 2.5)).toBeCloseTo(0.9, 12);
    for (const t of [-3, -0.5, 0, 0.7, 4]) expect(studentTCdf(t, 5) + studentTCdf(-t, 5)).toBeCloseTo(1, 12);
    expect(studentTCdf(0, 3)).toBe(0.5);
    expect(studentTTwoSidedP(0, 3)).toBe(1);
    expect(studentTQuantile(0.5, 4)).toBe(0);
    expect(studentTTwoSidedP(Number.POSITIVE_INFINITY, 4)).toBe(0);
    expect(studentTTwoSidedP(Number.NaN, 4)).toBeNaN();
    expect(studentTCdf(Number.POSITIVE_INFINITY, 2)).toBe(1);
    expect(studentTCdf(Number.NEGATIVE_INFINITY, 2)).toBe(0);
  });

  it("rejects invalid arguments", () => {
    expect(() => studentTTwoSidedP(1, 0)).toThrow(RangeError);
    expect(() => studentTCdf(1, 0)).toThrow(RangeError);
    expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
    expect(() => studentTQuantile(0, 3)).toThrow(RangeError);
  });
});
