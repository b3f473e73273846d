/**
 * The OpenAI-compatible adapter: one request through the official SDK, to `/chat/completions` or (for
 * `params.api: completions`) the legacy `/completions`, every failure classified into a ProviderFailure. The
 * client itself is configured in openai-client.ts, the bodies sent and read in openai-wire.ts, the failures
 * classified in openai-failures.ts. The SDK never retries (`maxRetries: 0`): the pool owns retries and rate-limit
 * adaptation, and needs to see each failure.
 */
import type OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { CompletionCreateParamsNonStreaming } from "openai/resources/completions";
import { redactUrl, urlSecrets } from "../config/base-url.js";
import { createClient, jsonHeaders, leanFetch } from "./openai-client.js";
import { classifyError } from "./openai-failures.js";
import { toChatAnswer, toCompletionsAnswer, toCompletionsRequestBody, toRequestBody } from "./openai-wire.js";
import { type ChatAnswer, type ChatProvider, type ChatRequest, ProviderError } from "./types.js";

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
