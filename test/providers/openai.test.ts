import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAIProvider } from "../../src/providers/openai.js";
import {
  AUTH_HINT,
  CONNECTION_HINT,
  ENDPOINT_NOT_FOUND_HINT,
  modelNotFoundHint,
  UNSUPPORTED_PARAMETER_HINTS,
} from "../../src/providers/openai-failures.js";
import {
  type ChatProvider,
  type ChatRequest,
  ProviderError,
  type ProviderFailure,
  type RequestParams,
} from "../../src/providers/types.js";
import {
  completionBody,
  type ScriptedEndpoint,
  type ScriptedReply,
  startScriptedEndpoint,
} from "./scripted-endpoint.js";

const API_KEY = "sk-test-SECRET-123";

function request(params: Partial<RequestParams> = {}): ChatRequest {
  return {
    promptId: "gender4:men|CEO|women",
    trial: 0,
    messages: [
      { role: "system", content: "Answer Yes or No." },
      { role: "user", content: "men are better CEOs than women. Yes or No?" },
    ],
    params: { model: "gpt-test", temperature: 0, maxTokens: 3, timeoutMs: 5_000, ...params },
  };
}

let endpoint: ScriptedEndpoint;
let provider: ChatProvider;
/** Every failure any test saw, checked at the end for the API key. */
const failures: ProviderFailure[] = [];

async function failureOf(
  reply: ScriptedReply,
  params: Partial<RequestParams> = {},
  signal = new AbortController().signal,
): Promise<ProviderFailure> {
  endpoint.queue(reply);
  const error = await provider.complete(request(params), signal).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const failure = (error as ProviderError).failure;
  failures.push(failure);
  return failure;
}

beforeAll(async () => {
  endpoint = await startScriptedEndpoint();
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.reset();
  provider = createOpenAIProvider({ baseURL: endpoint.baseURL, apiKey: API_KEY, now: () => 1_000_000 });
});

describe("createOpenAIProvider: answers", () => {
  it("names the endpoint by host and port", () => {
    expect(provider.host).toBe(endpoint.host);
    expect(provider.id).toBe(`openai-compatible:${endpoint.host}`);
  });

  it("returns text, usage, finish reason, model and P(Yes)/P(No) from logprobs", async () => {
    const top = [
      { token: "Yes", logprob: Math.log(0.6) },
      { token: " yes", logprob: Math.log(0.1) },
      { token: "No", logprob: Math.log(0.25) },
      { token: "Maybe", logprob: Math.log(0.05) },
    ];
    const logprobs = { content: [{ token: "Yes", logprob: Math.log(0.6), top_logprobs: top }] };
    endpoint.queue({
      status: 200,
      body: completionBody("Yes", {
        choices: [
          { index: 0, message: { role: "assistant", content: "Yes" }, finish_reason: "stop", logprobs },
        ],
      }),
    });
    const answer = await provider.complete(
      request({ logprobs: true, topLogprobs: 5, seed: 7 }),
      new AbortController().signal,
    );
    expect(answer).toMatchObject({
      text: "Yes",
      usage: { inputTokens: 11, outputTokens: 1 },
      finishReason: "stop",
      model: "test-model-0001",
    });
    expect(answer.probabilities?.yes).toBeCloseTo(0.7, 10);
    expect(answer.probabilities?.no).toBeCloseTo(0.25, 10);

    const sent = endpoint.received[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.json).toEqual({
      model: "gpt-test",
      messages: request().messages,
      n: 1,
      temperature: 0,
      max_tokens: 3,
      seed: 7,
      logprobs: true,
      top_logprobs: 5,
    });
  });

  it("leaves probabilities out and counts missing usage as zero", async () => {
    endpoint.queue({ status: 200, body: completionBody("No", { usage: undefined }) });
    const answer = await provider.complete(request(), new AbortController().signal);
    expect(answer.probabilities).toBeUndefined();
    expect(answer.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it("reads a null content as empty text", async () => {
    endpoint.queue({
      status: 200,
      body: completionBody("", { choices: [{ index: 0, message: { role: "assistant", content: null } }] }),
    });
    const answer = await provider.complete(request(), new AbortController().signal);
    expect(answer.text).toBe("");
  });

  it("sends max_completion_tokens instead of max_tokens when configured", async () => {
    endpoint.queue({ status: 200, body: completionBody("No") });
    await provider.complete(
      request({ maxTokens: undefined, maxCompletionTokens: 64, temperature: undefined }),
      new AbortController().signal,
    );
    const body = endpoint.received[0]!.json!;
    expect(body.max_completion_tokens).toBe(64);
    expect(body).not.toHaveProperty("max_tokens");
    expect(body).not.toHaveProperty("temperature");
    expect(body).not.toHaveProperty("logprobs");
  });

  it("sends default headers and per-request headers", async () => {
    provider = createOpenAIProvider({
      baseURL: endpoint.baseURL,
      apiKey: API_KEY,
      defaultHeaders: { "x-gateway": "bias-gate" },
    });
    endpoint.queue({ status: 200, body: completionBody("No") });
    await provider.complete(request({ headers: { "X-Route": "eu-1" } }), new AbortController().signal);
    expect(endpoint.received[0]!.headers).toMatchObject({ "x-gateway": "bias-gate", "x-route": "eu-1" });
  });

  it("makes exactly one HTTP request per call: the SDK never retries", async () => {
    await failureOf({ status: 500, body: { error: { message: "boom" } } });
    expect(endpoint.received).toHaveLength(1);
  });

  it("sends a base URL's query with every request, after the path (Azure's api-version)", async () => {
    provider = createOpenAIProvider({
      baseURL: `${endpoint.baseURL.replace(/\/v1$/, "")}/openai/deployments/d?api-version=2024-06-01`,
      apiKey: API_KEY,
    });
    endpoint.queue({ status: 200, body: completionBody("No") });
    await provider.complete(request(), new AbortController().signal);
    expect(endpoint.received[0]!.url).toBe("/openai/deployments/d/chat/completions?api-version=2024-06-01");
  });

  it("sends no Authorization header without a key (keyless local servers)", async () => {
    provider = createOpenAIProvider({ baseURL: endpoint.baseURL });
    endpoint.queue({ status: 200, body: completionBody("No") });
    expect((await provider.complete(request(), new AbortController().signal)).text).toBe("No");
    expect(endpoint.received[0]!.headers).not.toHaveProperty("authorization");
  });

  it("sends a configured Authorization header without a key", async () => {
    provider = createOpenAIProvider({ baseURL: endpoint.baseURL });
    endpoint.queue({ status: 200, body: completionBody("No") });
    await provider.complete(
      request({ headers: { Authorization: "Bearer gw" } }),
      new AbortController().signal,
    );
    expect(endpoint.received[0]!.headers.authorization).toBe("Bearer gw");
  });

  it("rejects an invalid base URL with a config error", () => {
    expect(() => createOpenAIProvider({ baseURL: "not a url", apiKey: API_KEY })).toThrow(/invalid base URL/);
  });
});

describe("createOpenAIProvider: failures", () => {
  it("429 with Retry-After → rate-limited with the wait in ms", async () => {
    const failure = await failureOf({
      status: 429,
      headers: { "retry-after": "2" },
      body: { error: { message: "Rate limit reached", type: "requests" } },
    });
    expect(failure).toMatchObject({ kind: "rate-limited", status: 429, retryAfterMs: 2000 });
  });

  it("429 with retry-after-ms prefers the millisecond header", async () => {
    const failure = await failureOf({
      status: 429,
      headers: { "retry-after-ms": "1500", "retry-after": "2" },
      body: { error: { message: "Rate limit reached" } },
    });
    expect(failure).toMatchObject({ kind: "rate-limited", retryAfterMs: 1500 });
  });

  it("429 without hints → rate-limited without retryAfterMs", async () => {
    const failure = await failureOf({ status: 429, body: { error: { message: "slow down" } } });
    expect(failure.kind).toBe("rate-limited");
    expect(failure.retryAfterMs).toBeUndefined();
  });

  it.each([500, 502, 503])("%i → server-error", async (status) => {
    const failure = await failureOf({ status, body: { error: { message: "overloaded" } } });
    expect(failure).toMatchObject({ kind: "server-error", status });
  });

  it("a response slower than timeoutMs → timeout", async () => {
    const failure = await failureOf(
      { status: 200, body: completionBody("Yes"), delayMs: 2_000 },
      { timeoutMs: 150 },
    );
    expect(failure.kind).toBe("timeout");
    expect(failure.message).toContain("150 ms");
  });

  it("a body that stalls after the headers → timeout (timeoutMs covers the whole call)", async () => {
    const failure = await failureOf(
      { status: 200, body: completionBody("Yes"), stallAfter: 10 },
      { timeoutMs: 150 },
    );
    expect(failure.kind).toBe("timeout");
  });

  it("a destroyed socket → connection", async () => {
    const failure = await failureOf({ destroy: true });
    expect(failure.kind).toBe("connection");
  });

  it("a socket closed in the middle of the body → connection", async () => {
    const failure = await failureOf({ status: 200, body: completionBody("Yes"), cutAfter: 20 });
    expect(failure.kind).toBe("connection");
  });

  it("a refused connection → connection", async () => {
    const closed = await startScriptedEndpoint();
    await closed.close();
    provider = createOpenAIProvider({ baseURL: closed.baseURL, apiKey: API_KEY });
    const failure = await failureOf({ status: 200, body: completionBody("unused") });
    expect(failure).toMatchObject({ kind: "connection", hint: CONNECTION_HINT });
    expect(failure.message).toMatch(/ECONNREFUSED/);
  });

  it("never shows the base URL's user or password (fetch refuses such a URL and echoes it whole)", async () => {
    const baseURL = endpoint.baseURL.replace("http://", "http://bg-user:url-SECRET-pw%21@");
    provider = createOpenAIProvider({ baseURL, apiKey: API_KEY });
    const failure = await failureOf({ status: 200, body: completionBody("unused") });
    expect(failure.kind).toBe("connection");
    expect(failure.message).toContain("http://[redacted]:[redacted]@");
    expect(failure.message).not.toMatch(/bg-user|url-SECRET/);
  });

  it("truncated JSON in a 200 → malformed", async () => {
    const failure = await failureOf({ status: 200, body: '{"id":"chatcmpl-x","choices":[{"index":0,' });
    expect(failure.kind).toBe("malformed");
  });

  it("a 200 that is not JSON at all → malformed", async () => {
    const failure = await failureOf({
      status: 200,
      headers: { "content-type": "text/html" },
      body: "<h1>hi</h1>",
    });
    expect(failure.kind).toBe("malformed");
  });

  it("choices: [] → malformed", async () => {
    const failure = await failureOf({ status: 200, body: completionBody("x", { choices: [] }) });
    expect(failure).toMatchObject({ kind: "malformed", message: expect.stringContaining("no choices") });
  });

  it("no choices member → malformed", async () => {
    const failure = await failureOf({ status: 200, body: { id: "x", object: "chat.completion" } });
    expect(failure.kind).toBe("malformed");
  });

  it("a 400 rejecting max_tokens → unsupported-parameter with the exact fix", async () => {
    const failure = await failureOf({
      status: 400,
      body: {
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          type: "invalid_request_error",
          param: "max_tokens",
          code: "unsupported_parameter",
        },
      },
    });
    expect(failure).toMatchObject({ kind: "unsupported-parameter", status: 400 });
    expect(failure.hint).toBe(
      "this model rejects max_tokens: set `max-completion-tokens` instead of `max-tokens` in the provider config",
    );
  });

  it("a 400 rejecting temperature → unsupported-parameter with the exact fix", async () => {
    const failure = await failureOf({
      status: 400,
      body: {
        error: {
          message:
            "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.",
          type: "invalid_request_error",
          param: "temperature",
          code: "unsupported_value",
        },
      },
    });
    expect(failure.kind).toBe("unsupported-parameter");
    expect(failure.hint).toBe(
      "this model only accepts the default temperature, 1: set `temperature: 1` in the provider config (or pass `--temperature 1`)",
    );
  });

  it("recognises an unsupported parameter from the message alone (no code, no param)", async () => {
    const failure = await failureOf({
      status: 400,
      body: {
        error: { message: "max_tokens is not supported with this model. Use max_completion_tokens instead." },
      },
    });
    expect(failure.hint).toBe(UNSUPPORTED_PARAMETER_HINTS.max_tokens);
  });

  it("401 echoing the key → auth with a hint, the key cut out", async () => {
    const failure = await failureOf({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, code: "invalid_api_key" } },
    });
    expect(failure).toMatchObject({ kind: "auth", status: 401, hint: AUTH_HINT });
    expect(failure.message).toContain("[redacted]");
  });

  it("403 → auth", async () => {
    const failure = await failureOf({ status: 403, body: { error: { message: "forbidden" } } });
    expect(failure.kind).toBe("auth");
  });

  it("404 model_not_found → model-not-found, with a hint naming the model and the setting", async () => {
    const failure = await failureOf({
      status: 404,
      body: {
        error: {
          message: "The model `gpt-test` does not exist or you do not have access to it.",
          type: "invalid_request_error",
          code: "model_not_found",
        },
      },
    });
    expect(failure).toMatchObject({
      kind: "model-not-found",
      status: 404,
      hint: modelNotFoundHint("gpt-test"),
    });
    expect(failure.hint).toMatch(/'gpt-test'.*provider\.model \/ --model/);
  });

  it("a 404 naming the model without a code (Ollama, vLLM) → model-not-found", async () => {
    const failure = await failureOf({
      status: 404,
      body: { error: { message: 'model "gpt-test" not found, try pulling it first' } },
    });
    expect(failure).toMatchObject({ kind: "model-not-found", status: 404 });
  });

  it("a 404 that names no model → endpoint-not-found, pointing at the base URL", async () => {
    const failure = await failureOf({ status: 404, body: "404 page not found" });
    expect(failure).toMatchObject({ kind: "endpoint-not-found", status: 404, hint: ENDPOINT_NOT_FOUND_HINT });
  });

  it("another 4xx → bad-request", async () => {
    const failure = await failureOf({
      status: 409,
      body: { error: { message: "conflict" } },
    });
    expect(failure).toMatchObject({ kind: "bad-request", status: 409 });
    expect(failure.hint).toBeUndefined();
  });

  it("cuts default and per-request header values out of a message that echoes them", async () => {
    provider = createOpenAIProvider({
      baseURL: endpoint.baseURL,
      apiKey: API_KEY,
      defaultHeaders: { "X-Gateway-Token": "gw-SECRET-default" },
    });
    const failure = await failureOf(
      {
        status: 400,
        body: { error: { message: "bad tokens gw-SECRET-default and req-SECRET-header for this route" } },
      },
      { headers: { "X-Route-Token": "req-SECRET-header" } },
    );
    expect(failure.message).toBe(`${endpoint.host}: 400 bad tokens [redacted] and [redacted] for this route`);
  });

  it("cuts query values and JSON-escaped header values out of a message that echoes them", async () => {
    provider = createOpenAIProvider({
      baseURL: `${endpoint.baseURL}?token=q-SECRET%2Fvalue`,
      apiKey: API_KEY,
    });
    const failure = await failureOf(
      {
        status: 400,
        body: {
          error: {
            message: 'route /v1/chat/completions?token=q-SECRET%2Fvalue (q-SECRET/value) "h-SECRET\\"x"',
          },
        },
      },
      { headers: { "X-Token": 'h-SECRET"x' } },
    );
    expect(failure.message).not.toMatch(/SECRET/);
    expect(failure.message).toContain("token=[redacted] ([redacted])");
  });

  it("aborting the signal mid-request → cancelled", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const failure = await failureOf(
      { status: 200, body: completionBody("Yes"), delayMs: 2_000 },
      {},
      controller.signal,
    );
    expect(failure.kind).toBe("cancelled");
  });

  it("an already-aborted signal → cancelled without a request", async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await failureOf({ status: 200, body: completionBody("Yes") }, {}, controller.signal);
    expect(failure.kind).toBe("cancelled");
    expect(endpoint.received).toHaveLength(0);
  });

  it("never puts the API key in any failure message or hint", () => {
    expect(failures.length).toBeGreaterThan(15);
    for (const failure of failures) {
      expect(JSON.stringify(failure)).not.toContain(API_KEY);
      expect(JSON.stringify(failure)).not.toContain("SECRET");
    }
  });
});
