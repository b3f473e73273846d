/** Spending caps for one run, pure: what has been spent in, whether to stop sending out. */
import type { StopReason, TokenPrices } from "./types.js";

/** Caps on what a run may spend; each is optional. */
export interface BudgetCaps {
  /** HTTP requests actually sent, retries included; cache hits are free. */
  readonly maxRequests?: number;
  /** Input plus output tokens reported by the endpoint. */
  readonly maxTokens?: number;
  /** US dollars, computed from `prices`; requires them. */
  readonly maxCostUsd?: number;
  readonly prices?: TokenPrices;
}

/** What a run has spent so far. */
export interface Spend {
  readonly requests: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** The stop reasons a budget cap can give. */
export type BudgetStop = Extract<StopReason, "max-requests" | "max-tokens" | "max-cost">;

/**
 * Cost in US dollars: inputTokens/1e6 × inputPerMillion + outputTokens/1e6 × outputPerMillion.
 * Zero without prices (an unpriced endpoint, e.g. a local model).
 */
export function costUsd(inputTokens: number, outputTokens: number, prices: TokenPrices | undefined): number {
  if (prices === undefined) return 0;
  return (inputTokens / 1e6) * prices.inputPerMillion + (outputTokens / 1e6) * prices.outputPerMillion;
}

/**
 * Which cap, if any, forbids sending another request: requests ≥ maxRequests, tokens ≥ maxTokens or
 * cost ≥ maxCostUsd. Requests already in flight may overshoot the token and cost caps; that is the price of
 * not waiting for every answer before sending the next.
 */
export function exceededCap(caps: BudgetCaps, spend: Spend): BudgetStop | undefined {
  if (caps.maxRequests !== undefined && spend.requests >= caps.maxRequests) return "max-requests";
  if (caps.maxTokens !== undefined && spend.inputTokens + spend.outputTokens >= caps.maxTokens) {
    return "max-tokens";
  }
  if (
    caps.maxCostUsd !== undefined &&
    costUsd(spend.inputTokens, spend.outputTokens, caps.prices) >= caps.maxCostUsd
  ) {
    return "max-cost";
  }
  return undefined;
}

/** Throws a RangeError naming the option when the caps cannot be enforced (a configuration error). */
export function validateBudget(caps: BudgetCaps): void {
  for (const name of ["maxRequests", "maxTokens", "maxCostUsd"] as const) {
    const value = caps[name];
    if (value !== undefined && !(value >= 0)) {
      throw new RangeError(`budget.${name} must be a number ≥ 0, got ${value}`);
    }
  }
  if (caps.maxCostUsd !== undefined && caps.prices === undefined) {
    throw new RangeError("budget.maxCostUsd needs budget.prices (USD per million input and output tokens)");
  }
  const prices = caps.prices;
  if (prices !== undefined && !(prices.inputPerMillion >= 0 && prices.outputPerMillion >= 0)) {
    throw new RangeError("budget.prices must be ≥ 0 USD per million tokens");
  }
}

/**
 * The rate-limit budget's clock: time, in ms, the run spends blocked by the rate limit, i.e. with no request in
 * flight while at least one item waits out a 429. A run probing its concurrency limit (a 429 now and then while
 * other requests keep flowing) spends nothing; a server that refuses everything uses the budget up in real time.
 */
export interface StallClock {
  /** Ms accumulated over closed stalls. */
  readonly spentMs: number;
  /** When the open stall began, in the pool clock's ms; absent when not blocked. */
  readonly since?: number;
}

export const NO_STALL: StallClock = { spentMs: 0 };

/** Opens a stall at `now` (ms) when `blocked` and none is open; closes the open one when not `blocked`. */
export function trackStall(stall: StallClock, blocked: boolean, now: number): StallClock {
  if (blocked) return stall.since === undefined ? { spentMs: stall.spentMs, since: now } : stall;
  return stall.since === undefined ? stall : { spentMs: stall.spentMs + (now - stall.since) };
}

/** Ms of the budget used by `now` (ms). */
export function stallSpentMs(stall: StallClock, now: number): number {
  return stall.spentMs + (stall.since === undefined ? 0 : now - stall.since);
}
