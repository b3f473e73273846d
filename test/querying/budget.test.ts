import { describe, expect, it } from "vitest";
import {
  costUsd,
  exceededCap,
  NO_STALL,
  stallSpentMs,
  trackStall,
  validateBudget,
} from "../../src/querying/budget.js";

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
  const none = { inputTokens: 0, outputTokens: 0 };
  const usage = (inputTokens: number, outputTokens: number) => ({ inputTokens, outputTokens });

  it("allows sending while spent + reserved + the next worst case fits under every cap", () => {
    const caps = { maxRequests: 10, maxTokens: 100, maxCostUsd: 1, prices };
    expect(exceededCap(caps, spend(9, 30, 20), usage(20, 10), usage(15, 5))).toBeUndefined();
    expect(exceededCap({}, spend(1e9, 1e9, 1e9), usage(1e9, 1e9), usage(1e9, 1e9))).toBeUndefined();
  });

  it("stops at maxRequests requests sent, in flight included", () => {
    expect(exceededCap({ maxRequests: 10 }, spend(10), none, none)).toBe("max-requests");
    expect(exceededCap({ maxRequests: 10 }, spend(9), none, none)).toBeUndefined();
    expect(exceededCap({ maxRequests: 0 }, spend(0), none, none)).toBe("max-requests");
  });

  it("counts reserved and next tokens against maxTokens: a request that would cross it is not sent", () => {
    expect(exceededCap({ maxTokens: 100 }, spend(3, 30, 10), usage(30, 10), usage(15, 5))).toBeUndefined();
    expect(exceededCap({ maxTokens: 100 }, spend(3, 30, 10), usage(30, 10), usage(15, 6))).toBe("max-tokens");
    expect(exceededCap({ maxTokens: 100 }, spend(0), usage(90, 0), usage(11, 0))).toBe("max-tokens");
  });

  it("counts reserved and next tokens at the prices against maxCostUsd, up to and including the cap", () => {
    // 1,000,000 input + 500,000 output = 2 + 4 = 6 USD exactly.
    const caps = { maxCostUsd: 6, prices };
    expect(
      exceededCap(caps, spend(1, 500_000, 0), usage(250_000, 0), usage(250_000, 500_000)),
    ).toBeUndefined();
    expect(exceededCap(caps, spend(1, 500_000, 0), usage(250_000, 0), usage(250_000, 500_001))).toBe(
      "max-cost",
    );
    expect(exceededCap(caps, spend(1, 0, 0), usage(3_000_001, 0), none)).toBe("max-cost");
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
