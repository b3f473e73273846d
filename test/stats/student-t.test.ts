import { describe, expect, it } from "vitest";
import { incompleteBeta, studentTCdf, studentTQuantile } from "../../src/stats/student-t.js";

describe("Student's t", () => {
  it("matches R's qt and pt", () => {
    expect(studentTQuantile(0.975, 7)).toBeCloseTo(2.364624251592785, 9); // qt(0.975, 7)
    expect(studentTQuantile(0.95, 1)).toBeCloseTo(6.313751514675043, 8); // qt(0.95, 1)
    expect(studentTQuantile(0.8, 7)).toBeCloseTo(0.8960296443137515, 9); // qt(0.8, 7)
    expect(studentTQuantile(0.025, 30)).toBeCloseTo(-2.042272456301238, 9); // qt(0.025, 30)
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 12); // Cauchy: 1/2 + atan(1)/π
    expect(studentTCdf(2, 2)).toBeCloseTo(0.5 + 1 / Math.sqrt(6), 12); // df 2: 1/2 + t/(2√(2 + t²))
  });

  it("is symmetric, monotone, and approaches the normal for large df", () => {
    for (const t of [-3, -0.5, 0, 0.7, 4]) expect(studentTCdf(t, 5) + studentTCdf(-t, 5)).toBeCloseTo(1, 12);
    expect(studentTCdf(0, 3)).toBe(0.5);
    expect(studentTQuantile(0.5, 3)).toBe(0);
    expect(studentTQuantile(0.975, 1e6)).toBeCloseTo(1.959966, 5);
    expect(studentTCdf(Number.POSITIVE_INFINITY, 2)).toBe(1);
    expect(studentTCdf(Number.NEGATIVE_INFINITY, 2)).toBe(0);
  });

  it("has I_x(a, b) = x for a = b = 1, and rejects invalid arguments", () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0, 2, 3)).toBe(0);
    expect(incompleteBeta(1, 2, 3)).toBe(1);
    expect(() => studentTCdf(1, 0)).toThrow(RangeError);
    expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
  });
});
