/**
 * The OpenAI wire format: a ChatRequest as the body of `/chat/completions` or the legacy `/completions`, and a
 * 200 response's body as a ChatAnswer (a body that is not a usable completion is a `malformed` failure). Pure.
 */
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from "openai/resources/chat/completions";
import type { Completion, CompletionCreateParamsNonStreaming } from "openai/resources/completions";
import {
  answerTokenProbability,
  type ChoiceLogprobs,
  type LegacyLogprobs,
  legacyLogprobsAsChoice,
  yesNoProbabilities,
} from "./probabilities.js";
import {
  type ChatAnswer,
  type ChatRequest,
  ProviderError,
  type RequestParams,
  type TokenUsage,
} from "./types.js";

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
