/**
 * How an OpenAI-compatible endpoint's failures become data: anything the SDK throws (an HTTP status, a refused
 * connection, a timeout, an oversized or unreadable body) classified into a ProviderFailure, with a hint naming
 * the setting to change, and every secret cut out of its message.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { answerTooLarge, oversizedFailure } from "./answer-limit.js";
import { retryAfterMs } from "./retry-hints.js";
import { ProviderError, type ProviderFailure, type RequestParams } from "./types.js";

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
