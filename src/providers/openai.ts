/**
 * The OpenAI-compatible adapter: one request through the official SDK, to `/chat/completions` or (for
 * `params.api: completions`) the legacy `/completions`, every failure classified into a ProviderFailure. The
 * client itself is configured in openai-client.ts. The SDK never retries (`maxRetries: 0`): the pool owns retries
 * and rate-limit adaptation, and needs to see each failure.
 */
import type OpenAI from "openai";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from "openai/resources/chat/completions";
import type { Completion, CompletionCreateParamsNonStreaming } from "openai/resources/completions";
import { redactUrl, urlSecrets } from "../config/base-url.js";
import { answerTooLarge, oversizedFailure } from "./answer-limit.js";
import { createClient, jsonHeaders, leanFetch } from "./openai-client.js";
import {
  answerTokenProbability,
  type ChoiceLogprobs,
  type LegacyLogprobs,
  legacyLogprobsAsChoice,
  yesNoProbabilities,
} from "./probabilities.js";
import { retryAfterMs } from "./retry-hints.js";
import {
  type ChatAnswer,
  type ChatProvider,
  type ChatRequest,
  ProviderError,
  type ProviderFailure,
  type RequestParams,
  type TokenUsage,
} from "./types.js";

export interface OpenAIProviderOptions {
  /**
   * e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1`. A query (Azure's `?api-version=`) is sent with
   * every request.
   */
  baseURL: string;
  /**
   * Sent as a bearer token; never logged, never in a failure message. Empty or absent: no Authorization header,
   * for keyless local servers (vLLM, Ollama, llama.cpp); an endpoint that wants one answers 401 (`auth`).
   */
  apiKey?: string;
  /** Sent with every request, e.g. a gateway's routing header. */
  defaultHeaders?: Record<string, string>;
  /** ms since epoch, for HTTP-date `Retry-After` headers. */
  now?: () => number;
  /** Bytes a response body may take before it is read no further (an `oversized` failure); default 256 KiB. */
  maxAnswerBytes?: number;
}

/** What to change when the model rejects a parameter, by the API's parameter name. */
export const UNSUPPORTED_PARAMETER_HINTS = {
  max_tokens:
    "this model rejects max_tokens: set `max-completion-tokens` instead of `max-tokens` in the provider config",
  max_completion_tokens:
    "this endpoint rejects max_completion_tokens: set `max-tokens` instead of `max-completion-tokens` in the provider config",
  // Not "remove it": the config defaults an absent temperature to 0, which these models reject as well.
  temperature:
    "this model only accepts the default temperature, 1: set `temperature: 1` in the provider config (or pass `--temperature 1`)",
  seed: "this model rejects seed: remove `seed` from the provider config",
  top_logprobs: "this model does not return log-probabilities: set `logprobs: false` in the provider config",
  logprobs: "this model does not return log-probabilities: set `logprobs: false` in the provider config",
} as const;

type HintedParameter = keyof typeof UNSUPPORTED_PARAMETER_HINTS;

export const AUTH_HINT =
  "set the environment variable named by `api-key-env` in the provider config (default OPENAI_API_KEY), " +
  "or the Action's API key input, to a key this endpoint accepts";

/** A refused connection or an unknown host: the fix is the URL, or starting the server. */
export const CONNECTION_HINT = "check provider.base-url / --base-url; is the server running?";

/** A 404 that names no model: the URL does not lead to an OpenAI-compatible API. */
export const ENDPOINT_NOT_FOUND_HINT =
  "check provider.base-url / --base-url: no OpenAI-compatible /chat/completions there (the URL usually ends in /v1)";

/** The same for `provider.api: completions`: chat-only servers (and OpenAI's chat models) have no /completions. */
export const COMPLETIONS_NOT_FOUND_HINT =
  "check provider.base-url / --base-url: no OpenAI-compatible /completions there (the URL usually ends in /v1); " +
  "a server or model that only chats needs `provider.api: chat`";

/** What to change when the endpoint serves no model by the configured name. */
export function modelNotFoundHint(model: string): string {
  return `the endpoint has no model '${model}': check provider.model / --model (the endpoint's /models lists its names)`;
}

const UNSUPPORTED_CODES = new Set(["unsupported_parameter", "unsupported_value"]);
const UNSUPPORTED_MESSAGE = /Unsupported parameter|not supported with this model|does not support/i;

/** The request body: only the settings the config asked for, so defaults stay the endpoint's. */
export function toRequestBody(request: ChatRequest): ChatCompletionCreateParamsNonStreaming {
  const p: RequestParams = request.params;
  return {
    model: p.model,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    n: 1,
    ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
    ...(p.maxTokens !== undefined ? { max_tokens: p.maxTokens } : {}),
    ...(p.maxCompletionTokens !== undefined ? { max_completion_tokens: p.maxCompletionTokens } : {}),
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.logprobs
      ? { logprobs: true, ...(p.topLogprobs !== undefined ? { top_logprobs: p.topLogprobs } : {}) }
      : {}),
  };
}

/**
 * The prompt a completions request sends: the messages' texts, a system prompt first, separated by a blank line
 * (a base model has no roles; the system prompt under test becomes the text's preamble).
 */
export function completionPrompt(request: Pick<ChatRequest, "messages">): string {
  return request.messages.map((message) => message.content).join("\n\n");
}

/**
 * The `/completions` body: the prompt, `max_tokens`, and `logprobs: n` (the legacy API's count of alternatives,
 * from `topLogprobs`, default 1: enough for the generated token's own probability) when log-probabilities are on.
 * `max_completion_tokens` does not exist there; the config refuses it for this API.
 */
export function toCompletionsRequestBody(request: ChatRequest): CompletionCreateParamsNonStreaming {
  const p: RequestParams = request.params;
  return {
    model: p.model,
    prompt: completionPrompt(request),
    n: 1,
    ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
    ...(p.maxTokens !== undefined ? { max_tokens: p.maxTokens } : {}),
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.logprobs ? { logprobs: p.topLogprobs ?? 1 } : {}),
  };
}

function malformed(message: string, usage?: TokenUsage): ProviderError {
  return new ProviderError({ kind: "malformed", message, ...(usage ? { usage } : {}) });
}

/** The tokens a completion reports; undefined when it reports none. */
function reportedUsage(completion: Partial<ChatCompletion> | Partial<Completion>): TokenUsage | undefined {
  const usage = completion.usage;
  if (typeof usage !== "object" || usage === null) return undefined;
  return { inputTokens: usage.prompt_tokens ?? 0, outputTokens: usage.completion_tokens ?? 0 };
}

/** The answer in a 200 response, or a `malformed` ProviderError when the body is not a usable completion. */
export function toChatAnswer(body: unknown): ChatAnswer {
  if (typeof body !== "object" || body === null) throw malformed("response body is not a JSON object");
  const completion = body as Partial<ChatCompletion>;
  const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
  // A 200 without a usable choice was still billed: the failure carries the usage, for the budget.
  if (!choice) throw malformed("response has no choices", reportedUsage(completion));
  if (typeof choice.message !== "object" || choice.message === null) {
    throw malformed("response's first choice has no message", reportedUsage(completion));
  }
  const content = choice.message.content;
  return answerOf(typeof content === "string" ? content : "", choice.logprobs, completion);
}

/** The answer in a 200 response from `/completions`: the first choice's text, its logprobs read as chat's. */
export function toCompletionsAnswer(body: unknown): ChatAnswer {
  if (typeof body !== "object" || body === null) throw malformed("response body is not a JSON object");
  const completion = body as Partial<Completion>;
  const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
  if (!choice) throw malformed("response has no choices", reportedUsage(completion));
  if (typeof choice.text !== "string") {
    throw malformed("response's first choice has no text", reportedUsage(completion));
  }
  return answerOf(choice.text, legacyLogprobsAsChoice(choice.logprobs as LegacyLogprobs | null), completion);
}

function answerOf(
  text: string,
  logprobs: ChoiceLogprobs | null | undefined,
  completion: (Partial<ChatCompletion> | Partial<Completion>) & {
    choices?: readonly { finish_reason?: string | null }[];
  },
): ChatAnswer {
  const probabilities = yesNoProbabilities(logprobs);
  const answerProbability = answerTokenProbability(logprobs);
  const finishReason = completion.choices?.[0]?.finish_reason;
  return {
    text,
    usage: {
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
    },
    ...(probabilities ? { probabilities } : {}),
    ...(answerProbability !== undefined ? { answerProbability } : {}),
    ...(finishReason ? { finishReason } : {}),
    ...(typeof completion.model === "string" ? { model: completion.model } : {}),
  };
}

/** Values shorter than this are not cut out: they cannot be secrets, and cutting them would garble the text. */
const MIN_SECRET_LENGTH = 4;

/** A secret as a server may echo it: as is, inside a JSON string, percent-encoded. */
function echoedForms(secret: string): string[] {
  return [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)];
}

/**
 * One line, at most 300 characters, with every secret cut out wherever an SDK or server echoed it: the API key,
 * header values, the base URL's user, password and query values. Longer secrets first, so one containing
 * another goes whole.
 */
export function safeMessage(text: string, secrets: readonly string[]): string {
  const cut = [...new Set(secrets.flatMap(echoedForms))]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  const redacted = cut.reduce((line, secret) => line.split(secret).join("[redacted]"), text);
  const line = redacted.replace(/\s+/g, " ").trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

function unsupportedParameter(error: APIError): HintedParameter | "unknown" | undefined {
  const message = error.message;
  if (!UNSUPPORTED_CODES.has(error.code ?? "") && !UNSUPPORTED_MESSAGE.test(message)) return undefined;
  const names = Object.keys(UNSUPPORTED_PARAMETER_HINTS) as HintedParameter[];
  if (error.param && (names as string[]).includes(error.param)) return error.param as HintedParameter;
  // The parameter named first is the rejected one ("'max_tokens' is not supported … Use 'max_completion_tokens'").
  const found = names
    .map((name) => ({ name, at: message.search(new RegExp(`\\b${name}\\b`)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at || b.name.length - a.name.length);
  return found[0]?.name ?? "unknown";
}

/** Failure for an HTTP error status. */
function statusFailure(
  error: APIError,
  status: number,
  message: string,
  ctx: FailureContext,
): ProviderFailure {
  const now = ctx.now;
  if (status === 429) {
    const wait = error.headers ? retryAfterMs(error.headers, now) : undefined;
    return { kind: "rate-limited", status, message, ...(wait !== undefined ? { retryAfterMs: wait } : {}) };
  }
  if (status >= 500) return { kind: "server-error", status, message };
  if (status === 401 || status === 403) return { kind: "auth", status, message, hint: AUTH_HINT };
  if (status === 408) return { kind: "timeout", status, message };
  if (error.code === "model_not_found" || (status === 404 && /\bmodel\b/i.test(error.message))) {
    return { kind: "model-not-found", status, message, hint: modelNotFoundHint(ctx.model) };
  }
  if (status === 404) {
    const hint = ctx.api === "completions" ? COMPLETIONS_NOT_FOUND_HINT : ENDPOINT_NOT_FOUND_HINT;
    return { kind: "endpoint-not-found", status, message, hint };
  }
  const parameter = status === 400 || status === 422 ? unsupportedParameter(error) : undefined;
  if (parameter !== undefined) {
    const hint =
      parameter === "unknown"
        ? "this model rejects one of the request settings named above: remove it from the provider config"
        : UNSUPPORTED_PARAMETER_HINTS[parameter];
    return { kind: "unsupported-parameter", status, message, hint };
  }
  return { kind: "bad-request", status, message };
}

/** `" (fetch failed: other side closed)"`: undici hides the useful part two causes deep. */
function causeDetail(error: Error): string {
  const parts: string[] = [];
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 3 && cause instanceof Error; depth++) {
    const code = (cause as { code?: unknown }).code;
    parts.push(
      typeof code === "string" && !cause.message.includes(code)
        ? `${cause.message} [${code}]`
        : cause.message,
    );
    cause = cause.cause;
  }
  return parts.length > 0 ? ` (${parts.join(": ")})` : "";
}

export interface FailureContext {
  host: string;
  /** Cut out of every message: the API key, header values, the base URL's credentials and query values. */
  secrets: readonly string[];
  /** The model the request named, for the hint when the endpoint does not serve it. */
  model: string;
  /** The endpoint asked, for the hint when the server has none there; absent: chat. */
  api?: RequestParams["api"];
  now: number;
  cancelled: boolean;
  timedOut: boolean;
  timeoutMs: number;
}

/** Classifies anything the SDK (or our response check) threw; no secret survives into a message. */
export function classifyError(error: unknown, ctx: FailureContext): ProviderFailure {
  if (error instanceof ProviderError) {
    return { ...error.failure, message: safeMessage(`${ctx.host}: ${error.failure.message}`, ctx.secrets) };
  }
  const raw = error instanceof Error ? error.message : String(error);
  const message = safeMessage(`${ctx.host}: ${raw}`, ctx.secrets);
  // Our signals first: once we aborted, whatever the SDK reports is a consequence.
  if (ctx.cancelled) return { kind: "cancelled", message: `${ctx.host}: request cancelled` };
  const tooLarge = answerTooLarge(error);
  if (tooLarge) return oversizedFailure(ctx.host, tooLarge);
  if (ctx.timedOut || error instanceof APIConnectionTimeoutError) {
    return { kind: "timeout", message: `${ctx.host}: no complete answer within ${ctx.timeoutMs} ms` };
  }
  if (error instanceof APIUserAbortError) return { kind: "cancelled", message };
  if (error instanceof APIConnectionError) {
    const detailed = safeMessage(`${message}${causeDetail(error)}`, ctx.secrets);
    return { kind: "connection", message: detailed, hint: CONNECTION_HINT };
  }
  if (error instanceof APIError && typeof error.status === "number") {
    return statusFailure(error, error.status, message, ctx);
  }
  // A 200 with a body that is not JSON: the SDK's `response.json()` throws a SyntaxError.
  if (error instanceof SyntaxError) {
    return { kind: "malformed", message: `${ctx.host}: response body is not valid JSON` };
  }
  // Anything else happened on the wire (undici's "terminated" when the socket closes mid-body).
  const detail = error instanceof Error ? causeDetail(error) : "";
  return {
    kind: "connection",
    message: safeMessage(`${message}${detail}`, ctx.secrets),
    hint: CONNECTION_HINT,
  };
}

function hostOf(baseURL: string): string {
  try {
    return new URL(baseURL).host;
  } catch {
    throw new Error(
      `invalid base URL ${JSON.stringify(redactUrl(baseURL))}: expected e.g. https://api.openai.com/v1`,
    );
  }
}

/**
 * What `client.chat.completions.create` and `client.completions.create` do, with the body sent as JSON text and
 * one headers object per set of request headers, so the client builds a request of a known shape once
 * (openai-client.ts). A string body with its content type goes out as it is.
 */
function post(
  client: OpenAI,
  path: "/chat/completions" | "/completions",
  body: ChatCompletionCreateParamsNonStreaming | CompletionCreateParamsNonStreaming,
  options: { signal: AbortSignal; timeout: number; maxRetries: number; headers?: Record<string, string> },
): Promise<unknown> {
  return client.post<unknown>(path, {
    ...options,
    body: JSON.stringify(body),
    headers: jsonHeaders(options.headers),
  });
}

interface Deadline {
  /** Aborts when the caller's signal does or when the time is up. */
  signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

/** The SDK's own timeout stops at the response headers; this one also covers reading the body. */
function startDeadline(caller: AbortSignal, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(caller.reason);
  if (caller.aborted) onAbort();
  else caller.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      caller.removeEventListener("abort", onAbort);
    },
  };
}

/**
 * A ChatProvider for any OpenAI-compatible endpoint: `/chat/completions`, or `/completions` for a request whose
 * `params.api` is `completions`. Both go through the same call below, so timeouts, cancellation and failure
 * classification (hence the pool's retries and rate-limit handling) are the same. Throws (a config error) for an
 * invalid base URL. Each `complete` throws a ProviderError on failure; `params.timeoutMs` bounds the whole
 * call, body included, and aborting `signal` yields `cancelled`.
 */
export function createOpenAIProvider(options: OpenAIProviderOptions): ChatProvider {
  const host = hostOf(options.baseURL);
  const now = options.now ?? Date.now;
  const client = createClient(options);
  const secrets = [
    options.apiKey ?? "",
    ...Object.values(options.defaultHeaders ?? {}),
    ...urlSecrets(options.baseURL),
  ];

  const complete = async (request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> => {
    const { timeoutMs, headers } = request.params;
    const deadline = startDeadline(signal, timeoutMs);
    const callOptions = {
      signal: deadline.signal,
      timeout: timeoutMs,
      maxRetries: 0,
      ...(headers ? { headers } : {}),
    };
    try {
      if (request.params.api === "completions") {
        return toCompletionsAnswer(
          await post(client, "/completions", toCompletionsRequestBody(request), callOptions),
        );
      }
      return toChatAnswer(await post(client, "/chat/completions", toRequestBody(request), callOptions));
    } catch (error) {
      const cancelled = signal.aborted;
      const ctx = {
        host,
        secrets: [...secrets, ...Object.values(headers ?? {})],
        model: request.params.model,
        ...(request.params.api ? { api: request.params.api } : {}),
        now: now(),
        cancelled,
        timedOut: deadline.timedOut(),
        timeoutMs,
      };
      throw new ProviderError(classifyError(error, ctx));
    } finally {
      deadline.dispose();
    }
  };

  const network = leanFetch();
  return { id: `openai-compatible:${host}`, host, complete, networkTiming: () => network.timing(host) };
}
