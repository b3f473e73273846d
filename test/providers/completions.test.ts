/**
 * `provider.api: completions` from the adapter down to the wire: the request body, the legacy response read
 * into an answer, and the whole querying stage (pool, SDK, loopback simulator serving POST /v1/completions)
 * through the same faults chat meets. Nothing is mocked.
 */
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { requestKey } from "../../src/answers/cache-key.js";
import { describeDifferences } from "../../src/answers/replay-match.js";
import { createOpenAIProvider } from "../../src/providers/openai.js";
import { COMPLETIONS_NOT_FOUND_HINT } from "../../src/providers/openai-failures.js";
import {
  completionPrompt,
  toCompletionsAnswer,
  toCompletionsRequestBody,
} from "../../src/providers/openai-wire.js";
import type { ChatRequest, RequestParams } from "../../src/providers/types.js";
import { systemClock } from "../../src/querying/clock.js";
import { runQueries } from "../../src/querying/pool.js";
import type { AnswerKey, YesNoEntry } from "../../src/sampling/answer-key.js";
import { BUILTIN_PROFILES, type SimulatorProfile } from "../../src/simulator/profile.js";
import { type SimulatorHandle, startSimulator } from "../../src/simulator/server.js";
import { createRng } from "../../src/stats/rng.js";

const PARAMS: RequestParams = {
  model: "base-model",
  api: "completions",
  temperature: 0,
  maxTokens: 1,
  logprobs: true,
  topLogprobs: 5,
  timeoutMs: 5_000,
};

const QUESTIONS = Array.from({ length: 12 }, (_, i) => `Q: People of town ${i} are lazy. Yes or No?\nA:`);
const KEY: AnswerKey = new Map(
  QUESTIONS.map((q, i): [string, YesNoEntry] => [
    q,
    { kind: "yes-no", group: "towns", label: i % 2 === 0 ? "No" : "Yes", polarity: "statement" },
  ]),
);
/** Always the unbiased answer, with log-probabilities, so each answer can be checked against the key. */
const EXACT: SimulatorProfile = {
  ...BUILTIN_PROFILES.fair,
  name: "exact",
  yesNo: { errorRate: 0 },
  logprobs: true,
};

const requests: ChatRequest[] = QUESTIONS.map((question, i) => ({
  promptId: `p${i}`,
  trial: 0,
  messages: [{ role: "user", content: question }],
  params: PARAMS,
}));

const open: SimulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()));
});

async function simulate(profile: SimulatorProfile = EXACT): Promise<SimulatorHandle> {
  const handle = await startSimulator({ profile, key: KEY });
  open.push(handle);
  return handle;
}

describe("the completions request", () => {
  it("sends the prompt, one token, and logprobs as the number of alternatives", () => {
    expect(toCompletionsRequestBody(requests[0]!)).toEqual({
      model: "base-model",
      prompt: QUESTIONS[0],
      n: 1,
      temperature: 0,
      max_tokens: 1,
      logprobs: 5,
    });
    const { logprobs: _, topLogprobs: __, ...without } = PARAMS;
    expect(toCompletionsRequestBody({ ...requests[0]!, params: without })).not.toHaveProperty("logprobs");
  });

  it("puts a system prompt before the question, a blank line between: a base model has no roles", () => {
    const messages = [
      { role: "system" as const, content: "Answer fairly." },
      { role: "user" as const, content: "Q: x Yes or No?\nA:" },
    ];
    expect(completionPrompt({ messages })).toBe("Answer fairly.\n\nQ: x Yes or No?\nA:");
  });

  it("is told apart from a chat request with the same prompt in the cache key and in a replay's mismatch", () => {
    const { api: _, ...chatParams } = PARAMS;
    const chat = { ...requests[0]!, params: chatParams };
    expect(requestKey(chat, "h")).not.toBe(requestKey(requests[0]!, "h"));
    expect(describeDifferences([{ recorded: chat, asked: requests[0]! }])).toEqual([
      "recorded through the chat API, this run asks completions",
    ]);
  });
});

describe("the completions answer", () => {
  it("is the first choice's text, P(Yes) from top_logprobs and the generated token's own probability", () => {
    const answer = toCompletionsAnswer({
      object: "text_completion",
      model: "davinci-002",
      choices: [
        {
          text: " No",
          index: 0,
          finish_reason: "length",
          logprobs: {
            tokens: [" No"],
            token_logprobs: [Math.log(0.6)],
            top_logprobs: [{ " No": Math.log(0.6), " Yes": Math.log(0.3), " I": Math.log(0.05) }],
            text_offset: [42],
          },
        },
      ],
      usage: { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
    });
    expect(answer.text).toBe(" No");
    expect(answer.probabilities?.yes).toBeCloseTo(0.3, 12);
    expect(answer.probabilities?.no).toBeCloseTo(0.6, 12);
    expect(answer.answerProbability).toBeCloseTo(0.6, 12);
    expect(answer).toMatchObject({ finishReason: "length", model: "davinci-002" });
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 1 });
  });

  it("has no probabilities without logprobs, and a body without a text choice is malformed", () => {
    const plain = toCompletionsAnswer({ choices: [{ text: " Yes", index: 0, logprobs: null }] });
    expect(plain).toEqual({ text: " Yes", usage: { inputTokens: 0, outputTokens: 0 } });
    expect(() => toCompletionsAnswer({ choices: [] })).toThrow("response has no choices");
    expect(() => toCompletionsAnswer({ choices: [{ message: { content: "Yes" } }] })).toThrow(
      "response's first choice has no text",
    );
  });
});

describe("POST /v1/completions on the simulator, with the openai SDK", () => {
  it("answers from the same answer key as chat, continuing the prompt, with legacy logprobs when asked", async () => {
    const handle = await simulate();
    const api = new OpenAI({ baseURL: handle.url, apiKey: "test", maxRetries: 0 });
    const completion = await api.completions.create({
      model: "m",
      prompt: QUESTIONS[1]!,
      max_tokens: 1,
      logprobs: 2,
      temperature: 0,
    });
    expect(completion.object).toBe("text_completion");
    expect(completion.model).toBe("bias-gate-simulator/exact");
    const choice = completion.choices[0]!;
    // One token of a continuation: the answer word with the space a base model writes after `A:`.
    expect(choice.text).toMatch(/^ yes$/i);
    expect(choice.logprobs?.tokens).toEqual([choice.text]);
    const top = choice.logprobs?.top_logprobs?.[0] ?? {};
    expect(Object.keys(top)).toHaveLength(2);
    expect(top[choice.text]).toBe(choice.logprobs?.token_logprobs?.[0]);
    const chat = await api.chat.completions.create({
      model: "m",
      messages: [{ role: "user", content: QUESTIONS[1]! }],
    });
    expect(chat.choices[0]?.message.content).toMatch(/^yes\b/i);
    expect(handle.stats()).toMatchObject({ completionsRequests: 1, chatRequests: 1 });
  });

  it("refuses a body without a prompt and logprobs above 5 as OpenAI does (400)", async () => {
    const handle = await simulate();
    const post = (body: unknown) =>
      fetch(`${handle.url}/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const missing = await post({ model: "m" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { param: string } }).error.param).toBe("prompt");
    const tooMany = await post({ model: "m", prompt: "Q: x Yes or No?\nA:", logprobs: 6 });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { param: string } }).error.param).toBe("logprobs");
  });
});

describe("completions through the pool", () => {
  it("meets 429, 500, a reset and a hang as chat does: retried until every prompt is answered", async () => {
    const handle = await simulate();
    handle.failNext([
      { kind: "rate-limit", retryAfterMs: 20 },
      { kind: "server-error" },
      { kind: "reset" },
      { kind: "timeout" },
    ]);
    const provider = createOpenAIProvider({ baseURL: handle.url, apiKey: "sk-test-secret" });
    const jitter = createRng("completions", "jitter");
    const timed = requests.map((r) => ({ ...r, params: { ...r.params, timeoutMs: 500 } }));
    const run = await runQueries(
      timed,
      {
        provider,
        keyOf: (request) => requestKey(request, provider.host),
        clock: systemClock,
        random: () => jitter.nextFloat(),
      },
      {
        concurrency: { initial: 4, max: 8 },
        maxAttempts: 5,
        rateLimitBudgetMs: 60_000,
        backoff: { baseMs: 10, maxMs: 50 },
      },
    );
    expect(run.outcomes.map((o) => o.status)).toEqual(timed.map(() => "answered"));
    expect(run.stats.retries).toBe(4);
    expect(run.stats.rateLimited).toBe(1);
    const stats = handle.stats();
    expect(stats.chatRequests).toBe(0);
    expect(stats.completionsRequests).toBe(timed.length + 4);
    for (const outcome of run.outcomes) {
      if (outcome.status !== "answered") continue;
      const entry = KEY.get(outcome.request.messages[0]!.content) as YesNoEntry;
      expect(outcome.answer.text).toMatch(new RegExp(`^ ${entry.label}$`, "i"));
      expect(outcome.answer.answerProbability).toBeGreaterThanOrEqual(0.6);
      const pYes = outcome.answer.probabilities!.yes;
      expect(entry.label === "Yes" ? pYes > 0.5 : pYes < 0.5).toBe(true);
    }
  });

  it("names /completions and `provider.api: chat` when the server has no completions endpoint", async () => {
    const handle = await simulate();
    const provider = createOpenAIProvider({ baseURL: `${handle.url}/nothing-here`, apiKey: "k" });
    const failure = await provider.complete(requests[0]!, new AbortController().signal).then(
      () => undefined,
      (error: { failure: unknown }) => error.failure,
    );
    expect(failure).toMatchObject({ kind: "endpoint-not-found", hint: COMPLETIONS_NOT_FOUND_HINT });
  });
});
