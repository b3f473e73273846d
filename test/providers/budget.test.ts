import { describe, expect, it } from "vitest";
import {
  costUsd,
  exceededCap,
  NO_STALL,
  stallSpentMs,
  trackStall,
  validateBudget,
} from "../../src/providers/budget.js";

const prices = { inputPerMillion: 2, outputPerMillion: 8 };
const spend = (requests: number, inputTokens = 0, outputTokens = 0) => ({
  requests,
  inputTokens,
  outputTokens,
});

describe("costUsd", () => {
  it("prices input and output tokens per million", () => {
    expect(costUsd(1_000_000, 500_000, prices)).toBe(2 + 4);
    expect(costUsd(1500, 100, prices)).toBeCloseTo(0.0038, 10);
  });

  it("is zero without prices", () => {
    expect(costUsd(1_000_000, 1_000_000, undefined)).toBe(0);
  });
});

describe("exceededCap", () => {
  it("allows sending while under every cap", () => {
    expect(
      exceededCap({ maxRequests: 10, maxTokens: 100, maxCostUsd: 1, prices }, spend(9, 50, 49)),
    ).toBeUndefined();
    expect(exceededCap({}, spend(1e9, 1e9, 1e9))).toBeUndefined();
  });

  it("stops at maxRequests requests sent", () => {
    expect(exceededCap({ maxRequests: 10 }, spend(10))).toBe("max-requests");
  });

  it("stops when input plus output tokens reach maxTokens", () => {
    expect(exceededCap({ maxTokens: 100 }, spend(3, 60, 40))).toBe("max-tokens");
    expect(exceededCap({ maxTokens: 100 }, spend(3, 60, 39))).toBeUndefined();
  });

  it("stops when the cost reaches maxCostUsd", () => {
    expect(exceededCap({ maxCostUsd: 6, prices }, spend(1, 1_000_000, 500_000))).toBe("max-cost");
    expect(exceededCap({ maxCostUsd: 6, prices }, spend(1, 1_000_000, 499_999))).toBeUndefined();
  });
});

describe("validateBudget", () => {
  it("rejects a cost cap without prices and negative caps, naming the option", () => {
    expect(() => validateBudget({ maxCostUsd: 1 })).toThrow(/maxCostUsd needs budget.prices/);
    expect(() => validateBudget({ maxRequests: -1 })).toThrow(/budget.maxRequests/);
    expect(() => validateBudget({ maxTokens: Number.NaN })).toThrow(/budget.maxTokens/);
    expect(() => validateBudget({ prices: { inputPerMillion: -1, outputPerMillion: 0 } })).toThrow(/prices/);
    expect(() => validateBudget({ maxCostUsd: 1, prices })).not.toThrow();
  });
});

describe("the rate-limit stall clock", () => {
  it("runs while blocked and accumulates over stalls", () => {
    let stall = trackStall(NO_STALL, true, 1000);
    expect(stallSpentMs(stall, 1250)).toBe(250);
    stall = trackStall(stall, true, 1200); // still blocked: the open stall keeps its start
    stall = trackStall(stall, false, 1300);
    expect(stallSpentMs(stall, 5000)).toBe(300);
    stall = trackStall(trackStall(stall, true, 6000), false, 6100);
    expect(stallSpentMs(stall, 9000)).toBe(400);
  });

  it("costs nothing while not blocked", () => {
    expect(stallSpentMs(trackStall(NO_STALL, false, 10), 99)).toBe(0);
  });
});
