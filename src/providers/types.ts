/**
 * The provider's contracts: a provider answers one chat request, or fails with a ProviderFailure (failures are
 * data, not crashes); a request's outcome, as the pool settles it and the cache, record and replay keep it.
 */

export interface ChatMessage {
  /** `assistant`: an earlier answer of the model, replayed as a turn of the conversation. */
  role: "system" | "user" | "assistant";
  content: string;
}

/** Everything sent to the endpoint besides the messages. Part of the cache key except `timeoutMs`. */
export interface RequestParams {
  model: string;
  /**
   * `completions`: sent to the legacy `/completions` (what base models serve; APES's setup) with the messages
   * joined into one prompt. Absent means chat (`/chat/completions`), so chat requests keep the cache keys they had
   * before the completions endpoint existed. Being a param, the API is part of the cache key, the record and the
   * replay match: a chat answer never answers a completions request.
   */
  api?: "completions";
  temperature?: number;
  /** Sent as `max_tokens`. */
  maxTokens?: number;
  /** Sent as `max_completion_tokens` (reasoning models reject `max_tokens`). */
  maxCompletionTokens?: number;
  seed?: number;
  /** Ask for log-probabilities of the first answer token's top alternatives. */
  logprobs?: boolean;
  topLogprobs?: number;
  /** Extra HTTP headers, e.g. for a gateway. Values never enter logs; names enter the cache key. */
  headers?: Record<string, string>;
  timeoutMs: number;
}

export interface ChatRequest {
  /** The prompt this request asks (Prompt.id); with `trial`, identifies the request in a run. */
  promptId: string;
  /** 0-based repetition index: trials are distinct requests with distinct cache entries. */
  trial: number;
  messages: ChatMessage[];
  params: RequestParams;
  /**
   * The messages come from a sealed (unpublished) set: they are hashed into the cache key like any other, but
   * written to no cache entry, record or log; what is stored carries their length instead.
   */
  sealed?: true;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatAnswer {
  text: string;
  /**
   * P(Yes) and P(No), each in [0,1], summed over the first answer token's top alternatives that read as
   * yes/no (case, spaces and punctuation ignored). Absent when the endpoint returned no log-probabilities.
   */
  probabilities?: { yes: number; no: number };
  /**
   * exp(logprob) of the first generated token that carries a word: the probability of the answer the model gave
   * (APES's `confidence`). Absent without log-probabilities.
   */
  answerProbability?: number;
  usage: TokenUsage;
  finishReason?: string;
  /** The model name the endpoint reports. */
  model?: string;
}

export const FAILURE_KINDS = [
  "rate-limited",
  "server-error",
  "timeout",
  "connection",
  "malformed",
  /** A response body longer than max-answer-bytes, read no further: not transient, so never retried. */
  "oversized",
  "bad-request",
  "unsupported-parameter",
  "auth",
  "model-not-found",
  "endpoint-not-found",
  "not-recorded",
  "cancelled",
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Failures worth another try: the server may answer next time. The rest fail the item at once. */
export const RETRYABLE: ReadonlySet<FailureKind> = new Set([
  "rate-limited",
  "server-error",
  "timeout",
  "connection",
  "malformed",
]);

export interface ProviderFailure {
  kind: FailureKind;
  /** One line, safe to show: never contains the API key, a header value or the base URL's credentials. */
  message: string;
  /** The HTTP status, when the endpoint answered with one. */
  status?: number;
  /** From Retry-After, retry-after-ms or x-ratelimit-reset-* headers, in milliseconds. */
  retryAfterMs?: number;
  /**
   * What the user should change, naming the setting, for failures they can fix (auth, unknown model, wrong base
   * URL, unsupported parameter, unreachable host).
   */
  hint?: string;
  /** Tokens the endpoint reported for a call that failed after all (a 200 whose body is unusable): billed, so booked. */
  usage?: TokenUsage;
}

/** Thrown by providers for one failed call; the pool turns it into data. */
export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(failure.message);
    this.name = "ProviderError";
  }
}

export interface ChatProvider {
  /** Names the endpoint for provenance and cache keys, e.g. `openai-compatible:api.openai.com`. Never a secret. */
  readonly id: string;
  /** The endpoint's host (and port), part of every cache key. */
  readonly host: string;
  complete(request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer>;
  /**
   * The network to the endpoint as its connections showed it, once one could carry a request; undefined before.
   * Absent when the transport does not measure it.
   */
  networkTiming?(): NetworkTiming | undefined;
}

/** What the connections to an endpoint showed of the network, before any answer says how fast the endpoint is. */
export interface NetworkTiming {
  /** The quickest TCP connect so far: about one network round trip, the least a refusal takes to come back. */
  roundTripMs: number;
  /** Ms since the first connection could carry a request (its TLS handshake done, for https). */
  readyForMs: number;
}

/** Where an answer came from. */
export type AnswerSource = "network" | "cache" | "replay";

export type QueryOutcome =
  | {
      status: "answered";
      request: ChatRequest;
      key: string;
      answer: ChatAnswer;
      source: AnswerSource;
      attempts: number;
      latencyMs: number;
    }
  | { status: "failed"; request: ChatRequest; key: string; failure: ProviderFailure; attempts: number }
  | { status: "skipped"; request: ChatRequest; key: string; reason: StopReason };

/**
 * An outcome as a run keeps it until scoring: what scoring and the reports read. The request's messages and
 * parameters, the cache key, the token usage (already in the run's stats) and the timings went to the cache, the
 * record and the journal as the answer arrived; a run of 100,000 requests keeps one of these per request, not the
 * whole exchange. A full QueryOutcome is one too.
 */
export type KeptOutcome =
  | {
      status: "answered";
      request: RequestRef;
      answer: KeptAnswer;
      source: AnswerSource;
      attempts: number;
    }
  | { status: "failed"; request: RequestRef; failure: ProviderFailure; attempts: number }
  | { status: "skipped"; request: RequestRef; reason: StopReason };

/** Which request an outcome answers: its prompt and trial. */
export type RequestRef = Pick<ChatRequest, "promptId" | "trial">;

/** What scoring reads of an answer: the text, the yes/no probabilities and the model that gave it. */
export type KeptAnswer = Pick<ChatAnswer, "text" | "probabilities" | "answerProbability" | "model">;

/** Why a run stopped sending before every request was answered. */
export type StopReason =
  | "max-requests"
  | "max-tokens"
  | "max-cost"
  | "cancelled"
  | "rate-limit-budget"
  /** The run's overall deadline (`deadline-minutes`) passed; requests in flight were aborted. */
  | "deadline"
  /** The earlier request whose answer this conversation replays got no answer, so this one was never sent. */
  | "prerequisite";
