import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDuration,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatP,
  formatSigned,
  formatThreshold,
  formatUsd,
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
