/**
 * Endpoint faults: the ways a real OpenAI-compatible endpoint misbehaves, as data. Tests script them with
 * `failNext`; a profile's `failures` draws them at random. Pure: the server turns them into HTTP.
 */

import type { FailureRates, RateLimitHeader, RejectableParameter } from "./profile.js";

export const FAULT_KINDS = [
  "rate-limit",
  "server-error",
  "timeout",
  "reset",
  "malformed",
  "empty-choices",
  "oversized",
  "unsupported-parameter",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** One scripted or drawn fault, applied to one chat request instead of (or, for timeouts, forever before) its answer. */
export type Fault =
  /** 429 with retry hints; `retryAfterMs` fixes the hint, `header` picks which headers carry it. */
  | { kind: "rate-limit"; retryAfterMs?: number; header?: RateLimitHeader | readonly RateLimitHeader[] }
  /** An OpenAI-style error status, 500 unless given. */
  | { kind: "server-error"; status?: number }
  /** Never answers; the connection is held until the client gives up (or 120 s pass). */
  | { kind: "timeout" }
  /** Destroys the socket without a response. */
  | { kind: "reset" }
  /** 200 with a truncated JSON body. */
  | { kind: "malformed" }
  /** 200 with `choices: []`. */
  | { kind: "empty-choices" }
  /**
   * 200 with a real answer padded to `bytes` (default the profile's `failures.oversizedBytes`, else 10 MiB),
   * streamed without a content-length, as a runaway model's answer comes; the padding stops once the client hangs up.
   */
  | { kind: "oversized"; bytes?: number }
  /** 400 as a reasoning model answers a parameter it does not support. */
  | { kind: "unsupported-parameter"; param: RejectableParameter };

/** The longest a timeout fault holds a connection, so a forgotten client cannot hang a test run. */
export const MAX_HOLD_MS = 120_000;

/** An oversized answer's size when neither the fault nor the profile gives one: 10 MiB, as observed in the wild. */
export const DEFAULT_OVERSIZED_BYTES = 10 * 1024 * 1024;

const DRAWN: readonly [keyof FailureRates, Fault][] = [
  ["serverError", { kind: "server-error" }],
  ["timeout", { kind: "timeout" }],
  ["reset", { kind: "reset" }],
  ["malformed", { kind: "malformed" }],
  ["emptyChoices", { kind: "empty-choices" }],
  ["oversized", { kind: "oversized" }],
];

/**
 * The fault a profile's failure rates give for one uniform draw `u` in [0,1), or undefined (answer normally).
 * `admitted` counts the requests admitted so far, this one included: the first `startAfter` are never faulted.
 */
export function drawFault(rates: FailureRates | undefined, u: number, admitted = 1): Fault | undefined {
  if (rates === undefined || admitted <= (rates.startAfter ?? 0)) return undefined;
  let cumulative = 0;
  for (const [field, fault] of DRAWN) {
    cumulative += rates[field] ?? 0;
    if (u < cumulative) return fault;
  }
  return undefined;
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function openAIError(
  message: string,
  type: string,
  param: string | null,
  code: string | null,
): OpenAIErrorBody {
  return { error: { message, type, param, code } };
}

/** The 400 a reasoning model gives for a parameter it does not support, word for word as OpenAI sends it. */
export function unsupportedParameterError(param: RejectableParameter, value?: unknown): OpenAIErrorBody {
  if (param === "max_tokens") {
    return openAIError(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      "invalid_request_error",
      "max_tokens",
      "unsupported_parameter",
    );
  }
  return openAIError(
    `Unsupported value: 'temperature' does not support ${String(value ?? 0)} with this model. Only the default (1) value is supported.`,
    "invalid_request_error",
    "temperature",
    "unsupported_value",
  );
}

export const SERVER_ERROR_BODY = openAIError(
  "The server had an error while processing your request. Sorry about that! (bias-gate simulator fault)",
  "server_error",
  null,
  null,
);

export const DEFAULT_RATE_LIMIT_HEADERS: readonly RateLimitHeader[] = ["retry-after-ms", "retry-after"];

/** The 429 body and headers for a retry hint of `retryAfterMs` milliseconds. */
export function rateLimitResponse(
  retryAfterMs: number,
  headers: readonly RateLimitHeader[],
  detail: string,
): { body: OpenAIErrorBody; headers: Record<string, string> } {
  const ms = Math.max(1, Math.round(retryAfterMs));
  const values: Record<RateLimitHeader, string> = {
    // Retry-After is whole seconds (RFC 9110); round up so a client honouring it never comes back early.
    "retry-after": String(Math.ceil(ms / 1000)),
    "retry-after-ms": String(ms),
    "x-ratelimit-reset-requests": formatResetDuration(ms),
  };
  const out: Record<string, string> = {};
  for (const name of headers) out[name] = values[name];
  const message = `Rate limit reached for requests (${detail}). Please try again in ${formatResetDuration(ms)}.`;
  return { body: openAIError(message, "requests", null, "rate_limit_exceeded"), headers: out };
}

/** OpenAI's reset-duration format: "120ms" below a second, otherwise seconds like "1s" or "1.5s". */
export function formatResetDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  return `${Number((ms / 1000).toFixed(3))}s`;
}

/**
 * The 400 for the first parameter the profile refuses, as a reasoning model would send it, or undefined.
 * Reasoning models accept only the default temperature, 1, so an explicit 1 passes.
 */
export function rejectedParameter(
  rejects: readonly RejectableParameter[] | undefined,
  request: { hasMaxTokens: boolean; temperature?: number },
): OpenAIErrorBody | undefined {
  if (rejects?.includes("max_tokens") && request.hasMaxTokens) return unsupportedParameterError("max_tokens");
  if (rejects?.includes("temperature") && request.temperature !== undefined && request.temperature !== 1) {
    return unsupportedParameterError("temperature", request.temperature);
  }
  return undefined;
}

/**
 * The retry hint for a 429, in ms: about when the earliest in-flight request finishes (a slot frees),
 * at least 10 ms, jittered up by to +50% with `u` in [0,1). A fixed "1 s" would make a compliant client idle
 * long after capacity returns (capping throughput at maxConcurrent per second) and would send every
 * rejected request back in the same instant; the jitter spreads that burst, as real gateways' hints do.
 * `dueInMs` are the in-flight requests' remaining times (Infinity for a held one); `fallbackMs` applies
 * when none will finish on its own.
 */
export function retryHintMs(dueInMs: Iterable<number>, fallbackMs: number, u: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const due of dueInMs) earliest = Math.min(earliest, due);
  const base = Number.isFinite(earliest) ? Math.max(earliest, 10) : fallbackMs;
  return base * (1 + 0.5 * u);
}
