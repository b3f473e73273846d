import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, parseResetDuration, retryAfterMs } from "../../src/providers/retry-hints.js";

const NOW = Date.parse("2025-01-01T00:00:00Z");

describe("parseResetDuration", () => {
  it.each([
    ["1s", 1_000],
    ["6m0s", 360_000],
    ["20ms", 20],
    ["1h2m3.5s", 3_723_500],
    ["0.5s", 500],
    ["2", 2_000],
    ["1m30ms", 60_030],
  ])("%s → %i ms", (text, ms) => {
    expect(parseResetDuration(text)).toBe(ms);
  });

  it.each(["", "soon", "1x", "s", "-1s", "1s garbage"])("rejects %j", (text) => {
    expect(parseResetDuration(text)).toBeUndefined();
  });
});

describe("retryAfterMs", () => {
  it("reads retry-after-ms as milliseconds, before anything else", () => {
    expect(retryAfterMs({ "retry-after-ms": "250", "Retry-After": "9" }, NOW)).toBe(250);
  });

  it("reads Retry-After seconds, fractions included", () => {
    expect(retryAfterMs({ "Retry-After": "3" }, NOW)).toBe(3_000);
    expect(retryAfterMs({ "retry-after": "1.25" }, NOW)).toBe(1_250);
  });

  it("reads a Retry-After HTTP date relative to now", () => {
    const headers = new Headers({ "retry-after": new Date(NOW + 7_000).toUTCString() });
    expect(retryAfterMs(headers, NOW)).toBe(7_000);
  });

  it("treats a date in the past as no wait", () => {
    expect(retryAfterMs({ "retry-after": new Date(NOW - 60_000).toUTCString() }, NOW)).toBe(0);
  });

  it("falls back to the later of the x-ratelimit-reset-* durations", () => {
    const headers = { "x-ratelimit-reset-requests": "1s", "x-ratelimit-reset-tokens": "6m0s" };
    expect(retryAfterMs(headers, NOW)).toBe(360_000);
    expect(retryAfterMs({ "x-ratelimit-reset-tokens": "20ms" }, NOW)).toBe(20);
  });

  it("skips an unparseable header for the next one", () => {
    expect(retryAfterMs({ "retry-after-ms": "soon", "retry-after": "2" }, NOW)).toBe(2_000);
  });

  it("clamps to 10 minutes", () => {
    expect(retryAfterMs({ "retry-after": "86400" }, NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs({ "x-ratelimit-reset-requests": "1h2m3.5s" }, NOW)).toBe(600_000);
  });

  it("is undefined when no header says", () => {
    expect(retryAfterMs({}, NOW)).toBeUndefined();
    expect(retryAfterMs(new Headers({ "content-type": "application/json" }), NOW)).toBeUndefined();
  });

  it("reads Headers and plain records case-insensitively", () => {
    expect(retryAfterMs(new Headers({ "Retry-After-Ms": "5" }), NOW)).toBe(5);
    expect(retryAfterMs({ "RETRY-AFTER": "1" }, NOW)).toBe(1_000);
  });
});
