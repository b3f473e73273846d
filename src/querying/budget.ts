/** Spending caps for one run, pure: what has been spent in, whether to stop sending out. */
import type { StopReason, TokenUsage } from "../providers/types.js";

/** Per-million-token prices in USD, for budgets and the cost report. */
export interface TokenPrices {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** The Batch API's price as a share of the interactive one when the config names none (OpenAI's 50%). */
export const DEFAULT_BATCH_MULTIPLIER = 0.5;

/**
 * The prices a run pays, per million tokens in USD: the configured ones, or for a batch run
 * (`provider.batch`) those times `prices.batch-multiplier` (default 0.5). Plan, budgets and the reported cost all
 * use this, so the plan's estimate is priced as the run is.
 */
export function runPrices(config: {
  prices?: TokenPrices & { batchMultiplier?: number };
  provider: { batch?: true };
}): TokenPrices | undefined {
  const { prices } = config;
  if (prices === undefined || !config.provider.batch) return prices;
  const share = prices.batchMultiplier ?? DEFAULT_BATCH_MULTIPLIER;
  return {
    inputPerMillion: prices.inputPerMillion * share,
    outputPerMillion: prices.outputPerMillion * share,
  };
}

/** Caps on what a run may spend; each is optional. */
export interface BudgetCaps {
  /** HTTP requests actually sent, retries included; cache hits are free. */
  readonly maxRequests?: number;
  /** Input plus output tokens reported by the endpoint, never exceeded (see `exceededCap`). */
  readonly maxTokens?: number;
  /** US dollars, computed from `prices` and the reported tokens, never exceeded; requires the prices. */
  readonly maxCostUsd?: number;
  readonly prices?: TokenPrices;
}

/** What a run has spent so far: requests sent (in flight included), tokens the endpoint reported. */
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
 * Which cap, if any, forbids sending a request whose worst case is `next`, given what was `spent` and what is
 * `reserved` for the requests in flight. A request may be sent only if, for every cap,
 * spent + reserved + next ≤ cap: requests (spend.requests counts those in flight, so ≤ maxRequests are ever
 * sent), tokens (input + output ≤ maxTokens) and US dollars (at `caps.prices` ≤ maxCostUsd).
 *
 * The guarantee, when the pool reserves each request's worst case before sending it (see `worstCaseUsage`:
 * prompt tokens from an upper-bound estimate, output tokens from the request's output limit) and books what the
 * endpoint reports on arrival: the tokens and dollars the endpoint reports never exceed the caps. It holds as long
 * as the endpoint reports no more than the worst case; an endpoint that counts more input (a hidden system
 * prompt) can overshoot by that excess on the requests then in flight, after which the pool reserves it too.
 * When a token or dollar cap forbids the next request while others are in flight, the pool waits for them to
 * end (they usually cost less than reserved) and asks again; with nothing in flight, it stops sending.
 */
export function exceededCap(
  caps: BudgetCaps,
  spent: Spend,
  reserved: TokenUsage,
  next: TokenUsage,
): BudgetStop | undefined {
  if (caps.maxRequests !== undefined && spent.requests + 1 > caps.maxRequests) return "max-requests";
  const input = spent.inputTokens + reserved.inputTokens + next.inputTokens;
  const output = spent.outputTokens + reserved.outputTokens + next.outputTokens;
  if (caps.maxTokens !== undefined && input + output > caps.maxTokens) return "max-tokens";
  if (caps.maxCostUsd !== undefined && costUsd(input, output, caps.prices) > caps.maxCostUsd)
    return "max-cost";
  return undefined;
}

/** Whether `caps` bound tokens or dollars, so each request's worst case must be reserved before sending it. */
export function capsTokens(caps: BudgetCaps): boolean {
  return caps.maxTokens !== undefined || caps.maxCostUsd !== undefined;
}

/** `a` + `sign` × `b`, token by token: reserves (sign 1) or releases (sign −1) a worst case. */
export function addUsage(a: TokenUsage, b: TokenUsage, sign: 1 | -1 = 1): TokenUsage {
  return {
    inputTokens: a.inputTokens + sign * b.inputTokens,
    outputTokens: a.outputTokens + sign * b.outputTokens,
  };
}

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0 };

/** Whether `reserved` holds any tokens, i.e. some request in flight may still cost less than its worst case. */
export function reserves(reserved: TokenUsage): boolean {
  return reserved.inputTokens + reserved.outputTokens > 0;
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
