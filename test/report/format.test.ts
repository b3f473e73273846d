import { describe, expect, it } from "vitest";
import { niceAxisMax } from "../../src/report/decision-chart.js";
import {
  formatCount,
  formatDuration,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatP,
  formatQuantity,
  formatRateWithCounts,
  formatSigned,
  formatThreshold,
  formatUsd,
  roundForDisplay,
} from "../../src/report/format.js";

describe("number formatting", () => {
  it("shows rates and differences with three decimals and points with one", () => {
    expect(formatMeasure(0.12345, "rate")).toBe("0.123");
    expect(formatMeasure(-0.0449, "difference")).toBe("-0.045");
    expect(formatMeasure(-0.0001, "difference")).toBe("0.000");
    expect(formatMeasure(12.34, "points")).toBe("12.3");
    expect(formatMeasure(Number.NaN, "rate")).toBe("n/a");
  });

  it("signs changes", () => {
    expect(formatSigned(0.04, "rate")).toBe("+0.040");
    expect(formatSigned(-0.012, "rate")).toBe("-0.012");
    expect(formatSigned(0.0001, "rate")).toBe("0.000");
    expect(formatSigned(3, "points")).toBe("+3.0");
  });

  it("shows thresholds as written, with at least two decimals for rates", () => {
    expect(formatThreshold(0.1, "rate")).toBe("0.10");
    expect(formatThreshold(0.125, "rate")).toBe("0.125");
    expect(formatThreshold(0.05, "difference")).toBe("0.05");
    expect(formatThreshold(10, "points")).toBe("10");
    expect(formatThreshold(2.5, "points")).toBe("2.5");
  });

  it("shows small p-values as <0.001", () => {
    expect(formatP(0.0004)).toBe("<0.001");
    expect(formatP(0.001)).toBe("0.001");
    expect(formatP(0.04234)).toBe("0.042");
    expect(formatP(1)).toBe("1.000");
  });

  it("writes intervals with an en dash, or 'to' when a bound is negative", () => {
    const iv = (low: number, high: number) => ({ low, high, level: 0.95, method: "wilson" });
    expect(formatInterval(iv(0.26, 0.36), "rate")).toBe("0.260–0.360");
    expect(formatInterval(iv(-0.2, 0.1), "difference")).toBe("-0.200 to 0.100");
    expect(formatInterval(undefined, "rate")).toBe("—");
    expect(formatLevel(0.95)).toBe("95%");
    expect(formatLevel(0.995)).toBe("99.5%");
  });

  it("formats counts, money and durations", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(999)).toBe("999");
    expect(formatUsd(0.0081)).toBe("$0.0081");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(12.345)).toBe("$12.35");
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(12_340)).toBe("12.3 s");
    expect(formatDuration(245_000)).toBe("4 min 05 s");
  });
});

describe("one rounding rule", () => {
  it("rounds half away from zero on the decimal value, whatever float arithmetic produced it", () => {
    expect(roundForDisplay(0.5905, "rate")).toBe(0.591);
    expect(roundForDisplay(0.2 + 0.3905, "rate")).toBe(0.591);
    expect(roundForDisplay(0.2275, "rate")).toBe(0.228);
    expect(roundForDisplay(-0.0005, "difference")).toBe(-0.001);
    expect(roundForDisplay(-0.0004, "difference")).toBe(0);
    expect(roundForDisplay(14.45, "points")).toBe(14.5);
    expect(roundForDisplay(1e-9, "rate")).toBe(0);
    expect(roundForDisplay(Number.NaN, "rate")).toBeNaN();
  });

  it("prints a counted rate as the same number as the rate alone", () => {
    const metric = { id: "x", kind: "bias-rate", scope: "g", unit: "rate", n: 240 } as const;
    // 74/240 = 0.30833: the counts' own upward rounding printed 0.309 beside 0.308 in the checks table.
    expect(formatRateWithCounts({ ...metric, value: 74 / 240, numerator: 74, denominator: 240 })).toBe(
      `${formatMeasure(74 / 240, "rate")} (74/240)`,
    );
    // 1181/2000 = 0.5905 and the flip rate 0.2275 printed 0.591/0.590 and 0.228/0.227 in one comment.
    for (const [k, n] of [
      [1181, 2000],
      [91, 400],
    ] as const) {
      const printed = formatRateWithCounts({ ...metric, value: k / n, numerator: k, denominator: n });
      expect(printed.split(" ")[0]).toBe(formatMeasure(k / n, "rate"));
    }
    expect(formatThreshold(0.1005, "rate")).toBe(formatMeasure(0.1005, "rate"));
  });

  it("says points for points and leaves rates bare", () => {
    expect(formatQuantity(12.34, "points")).toBe("12.3 points");
    expect(formatQuantity(0.31, "rate")).toBe("0.310");
  });
});

describe("chart axes", () => {
  it("scale to a bit above the data and the limit, in whole steps of 1, 2, 2.5 or 5 × a power of ten", () => {
    expect(niceAxisMax(0.03, "rate")).toBe(0.035);
    expect(niceAxisMax(0.1, "rate")).toBe(0.12);
    expect(niceAxisMax(0.366, "rate")).toBe(0.5);
    // A failing group's upper bound of 0.55 no longer stretches the axis to 1, where 0.08 and 0.10 look alike.
    expect(niceAxisMax(0.55, "rate")).toBe(0.7);
    expect(niceAxisMax(0.9, "rate")).toBe(1);
    expect(niceAxisMax(22.9, "points")).toBe(30);
    expect(niceAxisMax(0, "rate")).toBe(0.1);
  });
});
