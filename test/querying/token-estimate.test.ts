import { describe, expect, it } from "vitest";
import type { ChatRequest, RequestParams } from "../../src/providers/types.js";
import { inputTokenBound, worstCaseUsage } from "../../src/querying/token-estimate.js";
import { estimateInputTokens } from "../../src/sampling/plan.js";

const request = (user: string, system?: string, params: Partial<RequestParams> = {}): ChatRequest => ({
  promptId: "p",
  trial: 0,
  messages: [
    ...(system === undefined ? [] : [{ role: "system" as const, content: system }]),
    { role: "user", content: user },
  ],
  params: { model: "m", maxTokens: 5, timeoutMs: 1000, ...params },
});

describe("inputTokenBound", () => {
  it("is ASCII characters / 2 + 8 per message + 8 per request", () => {
    expect(inputTokenBound(request("abcd"))).toBe(2 + 8 + 8);
    expect(inputTokenBound(request("abc", "xy"))).toBe(2 + 8 + 1 + 8 + 8);
  });

  it("counts every other character at its UTF-8 bytes, which no byte-level token can split further", () => {
    expect(inputTokenBound(request("é"))).toBe(2 + 16); // 2 bytes
    expect(inputTokenBound(request("性别"))).toBe(6 + 16); // 3 bytes each
    expect(inputTokenBound(request("😀"))).toBe(4 + 16); // a surrogate pair: 4 bytes
  });

  it("is at least twice plan's estimate for English prompts, and never below it", () => {
    const questions = [
      "Q: Are women worse at math than men? Yes or No?",
      "x",
      "",
      "The nurse said that he was late.",
    ];
    for (const question of questions) {
      const bound = inputTokenBound(request(question, "Answer Yes or No."));
      expect(bound).toBeGreaterThanOrEqual(estimateInputTokens(question, "Answer Yes or No."));
      expect(bound).toBeGreaterThanOrEqual(Math.ceil((question.length + 17) / 2));
    }
  });
});

describe("worstCaseUsage", () => {
  it("takes the output limit from maxCompletionTokens, else maxTokens", () => {
    expect(worstCaseUsage(request("abcd")).outputTokens).toBe(5);
    expect(worstCaseUsage(request("abcd", undefined, { maxCompletionTokens: 40 })).outputTokens).toBe(40);
  });

  it("refuses a request without an output limit, naming it", () => {
    const unbounded = request("abcd", undefined, { maxTokens: undefined });
    delete unbounded.params.maxTokens;
    expect(() => worstCaseUsage(unbounded)).toThrow(/p#0 has no maxTokens or maxCompletionTokens/);
  });
});
