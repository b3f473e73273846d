import { describe, expect, it } from "vitest";
import { requestKey } from "../../src/answers/cache-key.js";
import type { ProviderConfig } from "../../src/config/config.js";
import { buildRequests, everyRequest, requestList } from "../../src/querying/requests.js";

const provider: ProviderConfig = {
  endpoint: { kind: "simulator", profile: "fair" },
  api: "chat",
  model: "m",
  temperature: 0,
  maxTokens: 5,
  logprobs: true,
  topLogprobs: 5,
  headers: {},
  timeoutMs: 1000,
  concurrency: { initial: 8, max: 64 },
  maxAttempts: 3,
  rateLimitBudgetMs: 1000,
};

describe("buildRequests", () => {
  it("sends one request per prompt and trial, trials innermost, with the system prompt first", () => {
    const requests = buildRequests(
      [
        { id: "a", question: "Q: a?" },
        { id: "b", question: "Q: b?" },
      ],
      { provider, trials: 2, systemPrompt: "Be fair." },
    );
    expect(requests.map((r) => `${r.promptId}#${r.trial}`)).toEqual(["a#0", "a#1", "b#0", "b#1"]);
    expect(requests[0]!.messages).toEqual([
      { role: "system", content: "Be fair." },
      { role: "user", content: "Q: a?" },
    ]);
    expect(requests[0]!.params).toMatchObject({
      model: "m",
      temperature: 0,
      maxTokens: 5,
      logprobs: true,
      topLogprobs: 5,
    });
  });

  it("gives a prompt with a long answer the output room it needs, whichever token limit is configured", () => {
    const [mask] = buildRequests([{ id: "m", question: "restore", minOutputTokens: 44 }], {
      provider,
      trials: 1,
    });
    expect(mask!.params.maxTokens).toBe(44);
    const reasoning = { ...provider, maxTokens: undefined, maxCompletionTokens: 256 };
    const [big] = buildRequests([{ id: "m", question: "restore", minOutputTokens: 44 }], {
      provider: reasoning,
      trials: 1,
    });
    expect(big!.params).toMatchObject({ maxCompletionTokens: 256 });
    expect(big!.params.maxTokens).toBeUndefined();
  });

  it("marks completions requests, and only those, so a chat answer never answers a completions request", () => {
    const [chat] = buildRequests([{ id: "a", question: "Q: a? Yes or No?\nA:" }], { provider, trials: 1 });
    const [completions] = buildRequests([{ id: "a", question: "Q: a? Yes or No?\nA:" }], {
      provider: { ...provider, api: "completions" },
      trials: 1,
    });
    // Chat stays implicit: its cache keys are the ones recorded before the completions endpoint existed.
    expect(chat!.params).not.toHaveProperty("api");
    expect(completions!.params.api).toBe("completions");
    expect(requestKey(completions!, "h")).not.toBe(requestKey(chat!, "h"));
  });
});

describe("requestList", () => {
  it("builds, index by index, the requests buildRequests builds at once", () => {
    const prompts = [
      { id: "a", question: "Q: a?" },
      { id: "b", question: "Q: b?", sealed: true as const, minOutputTokens: 40 },
      { id: "c", question: "Q: c?", conversation: [{ role: "user" as const, content: "Earlier." }] },
    ];
    for (const systemPrompt of [undefined, "Be fair."]) {
      const options = { provider, trials: 3, ...(systemPrompt ? { systemPrompt } : {}) };
      const list = requestList(prompts, options);
      expect(list.length).toBe(9);
      expect(everyRequest(list)).toEqual(buildRequests(prompts, options));
      expect(list.at(9)).toBeUndefined();
      expect(list.at(-1)).toBeUndefined();
    }
  });
});
