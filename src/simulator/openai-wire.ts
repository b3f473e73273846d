/**
 * OpenAI's Chat Completions and (legacy) Completions wire formats, pure: validating a request body as OpenAI
 * would (same messages, same error shape) and writing the response bodies the `openai` SDK expects.
 */

import { type Decision, tokenLogprobs } from "./behaviour.js";
import { type OpenAIErrorBody, openAIError } from "./faults.js";

/** The parts of a chat or completions request the simulator acts on. */
export interface ChatBody {
  model: string;
  /** Text of the last user message ("" when there is none); a completions request's prompt. */
  userMessage: string;
  /**
   * Every user message's text in order (assistant and system turns left out), for conversations the answer key
   * holds as a whole; a completions request's prompt alone.
   */
  userMessages: string[];
  /** The system and developer messages' text, joined by a blank line in order; absent when there are none. */
  systemMessage?: string;
  /**
   * `usage.prompt_tokens`, counted the way chat endpoints bill: about characters / 4 per message plus 4 tokens of
   * framing per message and 3 to prime the reply.
   */
  promptTokens: number;
  temperature?: number;
  /** `max_completion_tokens`, else `max_tokens`. */
  tokenLimit?: number;
  hasMaxTokens: boolean;
  /**
   * Number of alternatives wanted when `logprobs: true` (chat) or `logprobs: n` (completions); undefined when
   * log-probabilities were not asked.
   */
  topLogprobs?: number;
}

export type ParsedBody = { ok: true; body: ChatBody } | { ok: false; error: OpenAIErrorBody };

const ROLES = ["system", "developer", "user", "assistant", "tool", "function"] as const;

const invalid = (message: string, param: string | null, code: string | null): ParsedBody => ({
  ok: false,
  error: openAIError(message, "invalid_request_error", param, code),
});

/** The body as a JSON object with a model and without streaming, or OpenAI's 400 for what is wrong. */
function parseCommon(text: string): { raw: Record<string, unknown>; model: string } | { error: ParsedBody } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      error: invalid(
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
        null,
        null,
      ),
    };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { error: invalid("Invalid type for request body: expected an object.", null, "invalid_type") };
  }
  const raw = json as Record<string, unknown>;
  if (typeof raw["model"] !== "string" || raw["model"] === "") {
    return { error: invalid("you must provide a model parameter", null, null) };
  }
  if (raw["stream"] === true) {
    return {
      error: invalid(
        "The bias-gate simulator does not support streaming; send stream: false.",
        "stream",
        null,
      ),
    };
  }
  return { raw, model: raw["model"] };
}

/** Parses and validates a request body's text; errors are OpenAI's 400 bodies, word for word where known. */
export function parseChatBody(text: string): ParsedBody {
  const common = parseCommon(text);
  if ("error" in common) return common.error;
  const { raw } = common;
  const messages = parseMessages(raw["messages"]);
  if ("error" in messages) return messages.error;
  const numbers = parseNumbers(raw);
  if ("error" in numbers) return numbers.error;
  const userMessages = messages.contents.filter((m) => m.role === "user").map((m) => m.text);
  const system = messages.contents.filter((m) => m.role === "system" || m.role === "developer");
  const body: ChatBody = {
    model: common.model,
    userMessage: userMessages.at(-1) ?? "",
    userMessages,
    ...(system.length > 0 ? { systemMessage: system.map((m) => m.text).join("\n\n") } : {}),
    promptTokens: messages.contents.reduce((n, m) => n + Math.ceil(m.text.length / 4) + 4, 3),
    hasMaxTokens: raw["max_tokens"] !== undefined && raw["max_tokens"] !== null,
    ...numbers.values,
  };
  return { ok: true, body };
}

/**
 * Parses and validates a `/completions` body: one prompt (a string, or an array holding one string), `logprobs`
 * as the number of alternatives (0 to 5, as OpenAI allows). Usage counts the prompt alone: no chat framing.
 */
export function parseCompletionsBody(text: string): ParsedBody {
  const common = parseCommon(text);
  if ("error" in common) return common.error;
  const { raw } = common;
  const prompt = promptText(raw["prompt"]);
  if (prompt === undefined) {
    return raw["prompt"] === undefined
      ? invalid("Missing required parameter: 'prompt'.", "prompt", "missing_required_parameter")
      : invalid(
          "The bias-gate simulator takes one prompt: a string or an array of one string.",
          "prompt",
          null,
        );
  }
  const numbers = parseNumbers(raw, [["logprobs", 0, 5]]);
  if ("error" in numbers) return numbers.error;
  const { topLogprobs: _chatTop, ...values } = numbers.values;
  const logprobs = raw["logprobs"];
  const body: ChatBody = {
    model: common.model,
    userMessage: prompt,
    userMessages: [prompt],
    promptTokens: Math.ceil(prompt.length / 4),
    hasMaxTokens: raw["max_tokens"] !== undefined && raw["max_tokens"] !== null,
    ...values,
    ...(typeof logprobs === "number" ? { topLogprobs: logprobs } : {}),
  };
  return { ok: true, body };
}

function promptText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string") return value[0];
  return undefined;
}

type Messages = { contents: { role: string; text: string }[] } | { error: ParsedBody };

function parseMessages(value: unknown): Messages {
  if (value === undefined) {
    return {
      error: invalid("Missing required parameter: 'messages'.", "messages", "missing_required_parameter"),
    };
  }
  if (!Array.isArray(value)) {
    return { error: invalid("Invalid type for 'messages': expected an array.", "messages", "invalid_type") };
  }
  if (value.length === 0) {
    const message =
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.";
    return { error: invalid(message, "messages", "empty_array") };
  }
  const contents: { role: string; text: string }[] = [];
  for (const [i, m] of value.entries()) {
    const role: unknown = m?.role;
    if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role)) {
      const supported = ROLES.map((r) => `'${r}'`).join(", ");
      const message = `Invalid value: '${String(role)}'. Supported values are: ${supported}.`;
      return { error: invalid(message, `messages[${i}].role`, "invalid_value") };
    }
    const text = contentText(m.content);
    if (text === undefined && role !== "assistant") {
      const message = `Missing required parameter: 'messages[${i}].content'.`;
      return { error: invalid(message, `messages[${i}].content`, "missing_required_parameter") };
    }
    contents.push({ role, text: text ?? "" });
  }
  return { contents };
}

/** A content string, or the concatenated text parts of a content array. */
function contentText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  return content.map((part) => (typeof part?.text === "string" ? part.text : "")).join("");
}

type Numbers =
  | { values: Pick<ChatBody, "temperature" | "tokenLimit" | "topLogprobs"> }
  | { error: ParsedBody };

function parseNumbers(raw: Record<string, unknown>, extra: [string, number, number][] = []): Numbers {
  const checks: [string, number, number][] = [
    ["temperature", 0, 2],
    ["max_tokens", 1, Number.MAX_SAFE_INTEGER],
    ["max_completion_tokens", 1, Number.MAX_SAFE_INTEGER],
    ["top_logprobs", 0, 20],
    ...extra,
  ];
  for (const [name, min, max] of checks) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      return { error: invalid(`Invalid type for '${name}': expected a number.`, name, "invalid_type") };
    }
    if (value < min || value > max) {
      const message = `Invalid '${name}': expected a value between ${min} and ${max}, but got ${value} instead.`;
      return {
        error: invalid(message, name, value < min ? "decimal_below_min_value" : "decimal_above_max_value"),
      };
    }
  }
  const num = (name: string): number | undefined =>
    typeof raw[name] === "number" ? (raw[name] as number) : undefined;
  const values: Pick<ChatBody, "temperature" | "tokenLimit" | "topLogprobs"> = {};
  const temperature = num("temperature");
  if (temperature !== undefined) values.temperature = temperature;
  const tokenLimit = num("max_completion_tokens") ?? num("max_tokens");
  if (tokenLimit !== undefined) values.tokenLimit = tokenLimit;
  if (raw["logprobs"] === true) values.topLogprobs = num("top_logprobs") ?? 0;
  return { values };
}

/** Per-response facts the server supplies: identity, clock, and whether log-probabilities are on. */
export interface CompletionContext {
  id: string;
  /** Unix seconds. */
  created: number;
  /** The reported model, e.g. `bias-gate-simulator/fair`. */
  model: string;
  logprobsEnabled: boolean;
  /** Override `choices` (the empty-choices fault). */
  emptyChoices?: boolean;
}

/**
 * A `chat.completion` body for a decided answer. The answer is cut at the token limit (finish_reason
 * "length") as a real model's would be; prompt tokens are ≈ characters / 4 per message plus chat framing.
 */
export function completionBody(decision: Decision, request: ChatBody, context: CompletionContext): unknown {
  const limit = request.tokenLimit ?? Number.POSITIVE_INFINITY;
  const cut = decision.tokens.length > limit;
  const tokens = cut ? decision.tokens.slice(0, limit) : decision.tokens;
  const wantLogprobs = context.logprobsEnabled && request.topLogprobs !== undefined;
  const logprobs = wantLogprobs
    ? { content: tokenLogprobs(decision, tokens.length, request.topLogprobs ?? 0), refusal: null }
    : null;
  const choice = {
    index: 0,
    message: { role: "assistant", content: tokens.join(""), refusal: null, annotations: [] },
    logprobs,
    finish_reason: cut ? "length" : "stop",
  };
  const { promptTokens } = request;
  return {
    id: context.id,
    object: "chat.completion",
    created: context.created,
    model: context.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: context.emptyChoices === true ? [] : [choice],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: tokens.length,
      total_tokens: promptTokens + tokens.length,
    },
  };
}

/**
 * A `text_completion` body for a decided answer, as `/completions` writes it: the answer continues the prompt, so
 * its first word carries a leading space (` Yes` after `A:`), cut at the token limit (default 16, OpenAI's). When
 * asked (`logprobs: n`), logprobs are the legacy parallel arrays with up to n alternatives per token (the chosen
 * one among them, as OpenAI lists it).
 */
export function textCompletionBody(
  decision: Decision,
  request: ChatBody,
  context: CompletionContext,
): unknown {
  const continued = continuation(decision);
  const limit = request.tokenLimit ?? LEGACY_DEFAULT_MAX_TOKENS;
  const cut = continued.tokens.length > limit;
  const tokens = cut ? continued.tokens.slice(0, limit) : continued.tokens;
  const wantLogprobs = context.logprobsEnabled && request.topLogprobs !== undefined;
  const perToken = wantLogprobs ? tokenLogprobs(continued, tokens.length, request.topLogprobs ?? 0) : [];
  const text = tokens.join("");
  const offsets = tokens.map((_, i) => tokens.slice(0, i).join("").length);
  const logprobs = wantLogprobs
    ? {
        tokens: perToken.map((t) => t.token),
        token_logprobs: perToken.map((t) => t.logprob),
        top_logprobs: perToken.map((t) =>
          Object.fromEntries(t.top_logprobs.map((a) => [a.token, a.logprob])),
        ),
        text_offset: offsets,
      }
    : null;
  const choice = { text, index: 0, logprobs, finish_reason: cut ? "length" : "stop" };
  const { promptTokens } = request;
  return {
    id: context.id.replace(/^chatcmpl-/, "cmpl-"),
    object: "text_completion",
    created: context.created,
    model: context.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: context.emptyChoices === true ? [] : [choice],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: tokens.length,
      total_tokens: promptTokens + tokens.length,
    },
  };
}

/** `/completions`' default `max_tokens`. */
const LEGACY_DEFAULT_MAX_TOKENS = 16;

/** The decision as a continuation of the prompt: its first token gets the leading space a base model writes. */
function continuation(decision: Decision): Decision {
  const [first, ...rest] = decision.tokens;
  if (first === undefined || /^\s/.test(first)) return decision;
  const tokens = [` ${first}`, ...rest];
  return { ...decision, text: tokens.join(""), tokens };
}

export const SYSTEM_FINGERPRINT = "bias-gate-simulator";

/** The reported model name: names the simulator and its profile, so no one mistakes it for a real model. */
export function simulatorModelName(profileName: string): string {
  return `${SYSTEM_FINGERPRINT}/${profileName}`;
}

/** The body of GET /v1/models: the one simulated model. */
export function modelsBody(profileName: string, created: number): unknown {
  return {
    object: "list",
    data: [{ id: simulatorModelName(profileName), object: "model", created, owned_by: SYSTEM_FINGERPRINT }],
  };
}
