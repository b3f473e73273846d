import { describe, expect, it } from "vitest";
import { toChatAnswer } from "../../src/providers/openai-wire.js";
import {
  type ChatRequest,
  ProviderError,
  type ProviderFailure,
  type TokenUsage,
} from "../../src/providers/types.js";
import { costUsd } from "../../src/querying/budget.js";
import { systemClock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
import type { PoolOptions } from "../../src/querying/pool-types.js";
import { worstCaseUsage } from "../../src/querying/token-estimate.js";
import { createFakeProvider, type FakeServerOptions, keyOf, seededRandom } from "./fake-provider.js";

const prices = { inputPerMillion: 1000, outputPerMillion: 4000 };

/** `count` requests of one length (so one worst case), each with a 5-token output limit. */
function sameSizeRequests(count: number): ChatRequest[] {
  return Array.from({ length: count }, (_, index) => ({
    promptId: `p${String(index).padStart(4, "0")}`,
    trial: 0,
    messages: [
      { role: "system", content: "Answer Yes or No." },
      { role: "user", content: `Q: Is statement ${String(index).padStart(4, "0")} true? Yes or No?` },
    ],
    params: { model: "fake-model", maxTokens: 5, timeoutMs: 1000 },
  }));
}

const requests = sameSizeRequests(500);
const worst = worstCaseUsage(requests[0]!);
const times = (n: number, usage: TokenUsage): TokenUsage => ({
  inputTokens: n * usage.inputTokens,
  outputTokens: n * usage.outputTokens,
});
const costOf = (usage: TokenUsage) => costUsd(usage.inputTokens, usage.outputTokens, prices);
const tokensOf = (usage: TokenUsage) => usage.inputTokens + usage.outputTokens;

/** Runs `requests` at concurrency `concurrency` (fixed) against a fake server whose answers report `usage`. */
function runAgainst(
  budget: PoolOptions["budget"],
  server: FakeServerOptions = {},
  concurrency = 64,
  input = requests,
) {
  const provider = createFakeProvider({ latencyMs: 5, usage: worst, ...server });
  const run = runQueries(
    input,
    { provider, keyOf, clock: systemClock, random: seededRandom(3) },
    {
      concurrency: { initial: concurrency, min: concurrency, max: concurrency },
      maxAttempts: 4,
      rateLimitBudgetMs: 10_000,
      backoff: { baseMs: 1, maxMs: 5 },
      ...(budget ? { budget } : {}),
    },
  );
  return run.then((result) => ({ ...result, provider }));
}

describe("a cap is a cap: worst cases are reserved before sending", () => {
  it("never exceeds maxCostUsd at concurrency 64 when every answer costs its worst case", async () => {
    const cap = costOf(times(20.5, worst));
    const run = await runAgainst({ maxCostUsd: cap, prices });
    expect(run.stats.costUsd).toBeLessThanOrEqual(cap);
    expect(run.provider.calls).toHaveLength(20);
    expect(run.stoppedBy).toBe("max-cost");
    expect(run.stats).toMatchObject({ requests: 20, answered: 20, skipped: 480 });
    expect(run.outcomes.filter((o) => o.status === "skipped").every((o) => o.reason === "max-cost")).toBe(
      true,
    );
  });

  it("never exceeds maxTokens at concurrency 64 when every answer costs its worst case", async () => {
    const cap = tokensOf(times(33, worst)) - 1;
    const run = await runAgainst({ maxTokens: cap });
    expect(run.stats.inputTokens + run.stats.outputTokens).toBeLessThanOrEqual(cap);
    expect(run.provider.calls).toHaveLength(32);
    expect(run.stoppedBy).toBe("max-tokens");
  });

  it("sends exactly N requests under a cap that fits exactly N worst cases", async () => {
    const byCost = await runAgainst({ maxCostUsd: costOf(times(17, worst)), prices });
    expect(byCost.provider.calls).toHaveLength(17);
    expect(byCost.stats.costUsd).toBe(costOf(times(17, worst)));
    const byTokens = await runAgainst({ maxTokens: tokensOf(times(17, worst)) });
    expect(byTokens.provider.calls).toHaveLength(17);
    expect(byTokens.stats.inputTokens + byTokens.stats.outputTokens).toBe(tokensOf(times(17, worst)));
  });

  it("sends everything, and stops for nothing, when the cap fits every worst case", async () => {
    const input = requests.slice(0, 40);
    const run = await runAgainst({ maxCostUsd: costOf(times(40, worst)), prices }, {}, 64, input);
    expect(run.stoppedBy).toBeUndefined();
    expect(run.stats.answered).toBe(40);
  });

  it("books what answers report, not the reservation: cheap answers leave room for more requests", async () => {
    const cheap = { inputTokens: 10, outputTokens: 1 };
    const run = await runAgainst(
      { maxTokens: tokensOf(times(10, worst)) },
      { usage: cheap },
      1,
      requests.slice(0, 40),
    );
    expect(run.stats.answered).toBe(40);
    expect(run.stats.inputTokens).toBe(400);
  });

  it("waits for requests in flight rather than stopping, so cheap answers leave room up to the cap", async () => {
    const half = { inputTokens: Math.floor(worst.inputTokens / 2), outputTokens: 1 };
    const cap = costOf(times(20, worst));
    const run = await runAgainst({ maxCostUsd: cap, prices }, { usage: half });
    expect(run.stats.costUsd).toBeLessThanOrEqual(cap);
    expect(run.stats.costUsd).toBeGreaterThan(cap - costOf(worst));
    expect(run.stoppedBy).toBe("max-cost");
  });

  it("releases the reservation of a failed request, and books the usage a failure reports", async () => {
    const fail = (usage?: TokenUsage): ProviderFailure => ({
      kind: "bad-request",
      message: "400",
      ...(usage ? { usage } : {}),
    });
    // Serial, so each failure is known before the next request is weighed against the cap of 5 worst cases.
    const script = (_request: ChatRequest, call: number) =>
      call === 0 ? fail() : call === 1 ? fail(worst) : undefined;
    const run = await runAgainst({ maxCostUsd: costOf(times(5, worst)), prices }, { script }, 1);
    expect(run.stats).toMatchObject({ requests: 6, failed: 2, answered: 4 });
    expect(run.stats.costUsd).toBe(costOf(times(5, worst)));
    expect(run.stoppedBy).toBe("max-cost");
  });

  it("releases reservations of failed attempts at concurrency 64, and retries reserve again", async () => {
    const script = (_request: ChatRequest, call: number): ProviderFailure | undefined =>
      call < 3 ? { kind: "server-error", message: "500" } : undefined;
    const input = requests.slice(0, 10);
    const run = await runAgainst({ maxCostUsd: costOf(times(10, worst)), prices }, { script }, 64, input);
    expect(run.stats).toMatchObject({ requests: 13, retries: 3, answered: 10 });
    expect(run.stoppedBy).toBeUndefined();
  });

  it("learns from answers that report more input than the bound (a hidden system prompt) and reserves it", async () => {
    const heavy = { inputTokens: worst.inputTokens + 50, outputTokens: worst.outputTokens };
    const run = await runAgainst({ maxCostUsd: costOf(times(10, heavy)), prices }, { usage: heavy }, 4);
    expect(run.stats.costUsd).toBeLessThanOrEqual(costOf(times(10, heavy)));
    expect(run.provider.calls).toHaveLength(10);
  });

  it("never sends more than maxRequests counting requests in flight (concurrency 64)", async () => {
    const run = await runAgainst({ maxRequests: 10 });
    expect(run.provider.calls).toHaveLength(10);
    expect(run.stoppedBy).toBe("max-requests");
  });

  it("refuses a token or cost cap over requests without an output limit, before sending", async () => {
    const unbounded = requests.slice(0, 3).map((r) => ({ ...r, params: { model: "m", timeoutMs: 1000 } }));
    await expect(runAgainst({ maxTokens: 1000 }, {}, 64, unbounded)).rejects.toThrow(/output limit/);
    const run = await runAgainst({ maxRequests: 10 }, {}, 64, unbounded);
    expect(run.stats.answered).toBe(3);
  });
});

describe("a billed failure carries its usage for the budget", () => {
  it("a 200 without a usable choice fails as malformed with the tokens it reported", () => {
    const body = { choices: [], usage: { prompt_tokens: 17, completion_tokens: 3 } };
    expect(() => toChatAnswer(body)).toThrow(ProviderError);
    try {
      toChatAnswer(body);
    } catch (error) {
      expect((error as ProviderError).failure).toMatchObject({
        kind: "malformed",
        usage: { inputTokens: 17, outputTokens: 3 },
      });
    }
    try {
      toChatAnswer({ choices: [] });
    } catch (error) {
      expect((error as ProviderError).failure.usage).toBeUndefined();
    }
  });
});
