import type { ProviderConfig } from "../config/config.js";
import type { ChatMessage, ChatRequest, RequestParams } from "../providers/types.js";
import type { ConversationTurn } from "../sampling/suite-prompt.js";

/** What a request is built from: a prompt's id, its question, and the turns before it. */
export interface RequestPrompt {
  id: string;
  question: string;
  conversation?: readonly ConversationTurn[];
  minOutputTokens?: number;
  sealed?: true;
}

/** An earlier prompt's answer text in the same trial, or undefined when it got none. */
export type AnswerLookup = (promptId: string, trial: number) => string | undefined;

/** Whether the prompt replays another prompt's answer, and so can only be sent after it. */
export function dependsOnAnswers(prompt: Pick<RequestPrompt, "conversation">): boolean {
  return prompt.conversation?.some((turn) => turn.role === "assistant") ?? false;
}

/**
 * One request per prompt and trial, in plan order (trials innermost). The system prompt under test, when
 * configured, is the first message of every request. A prompt that replays earlier answers gets them from
 * `answers`; a trial whose earlier answer is missing is left out and returned in `unsendable`.
 */
export function buildRequests(
  prompts: readonly RequestPrompt[],
  options: { provider: ProviderConfig; trials: number; systemPrompt?: string; answers?: AnswerLookup },
): ChatRequest[] {
  return buildConversationRequests(prompts, options).requests;
}

/** `buildRequests`, with the prompts and trials that could not be built for want of an earlier answer. */
export function buildConversationRequests(
  prompts: readonly RequestPrompt[],
  options: { provider: ProviderConfig; trials: number; systemPrompt?: string; answers?: AnswerLookup },
): {
  requests: ChatRequest[];
  unsendable: { promptId: string; trial: number; params: RequestParams; messages: ChatMessage[] }[];
} {
  const base = requestParams(options.provider);
  const system: ChatMessage[] = options.systemPrompt
    ? [{ role: "system", content: options.systemPrompt }]
    : [];
  const requests: ChatRequest[] = [];
  const unsendable: { promptId: string; trial: number; params: RequestParams; messages: ChatMessage[] }[] =
    [];
  for (const prompt of prompts) {
    const params = prompt.minOutputTokens ? withOutputRoom(base, prompt.minOutputTokens) : base;
    const question: ChatMessage = { role: "user", content: prompt.question };
    if (!dependsOnAnswers(prompt)) {
      const turns = (prompt.conversation ?? []).map((t) => ({
        role: "user" as const,
        content: (t as { content: string }).content,
      }));
      const messages = [...system, ...turns, question];
      for (let trial = 0; trial < options.trials; trial++) {
        requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
      }
      continue;
    }
    for (let trial = 0; trial < options.trials; trial++) {
      const turns: ChatMessage[] = [];
      let missing = false;
      for (const turn of prompt.conversation ?? []) {
        if (turn.role === "user") {
          turns.push({ role: "user", content: turn.content });
          continue;
        }
        const answer = options.answers?.(turn.answerOf, trial);
        if (answer === undefined) missing = true;
        turns.push({ role: "assistant", content: answer ?? "" });
      }
      const messages = [...system, ...turns, question];
      if (missing) unsendable.push(withSealed({ promptId: prompt.id, trial, params, messages }, prompt));
      else requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
    }
  }
  return { requests, unsendable };
}

/**
 * `request`, marked sealed when its prompt is. Set in place, not spread into a new literal: in a cold process the
 * spread takes a slow generic path (a profile of a 2,000-request start put ~7 ms in it, before the first send).
 */
function withSealed<T extends object>(request: T, prompt: RequestPrompt): T & { sealed?: true } {
  if (prompt.sealed) (request as T & { sealed?: true }).sealed = true;
  return request;
}

function requestParams(p: ProviderConfig): RequestParams {
  return {
    model: p.model,
    // Chat stays implicit, so chat requests keep their cache keys; completions is part of every key.
    ...(p.api === "completions" ? { api: "completions" as const } : {}),
    ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
    ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
    ...(p.maxCompletionTokens !== undefined ? { maxCompletionTokens: p.maxCompletionTokens } : {}),
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.logprobs ? { logprobs: true, topLogprobs: p.topLogprobs } : {}),
    ...(Object.keys(p.headers).length ? { headers: p.headers } : {}),
    timeoutMs: p.timeoutMs,
  };
}

/**
 * A prompt whose answer is longer than a Yes/No (a list of masked column names) gets at least the output room
 * it needs, whichever of max_tokens / max_completion_tokens the endpoint takes; a truncated answer would be
 * scored as wrong and bias the contamination delta.
 */
function withOutputRoom(params: RequestParams, tokens: number): RequestParams {
  return {
    ...params,
    ...(params.maxTokens !== undefined ? { maxTokens: Math.max(params.maxTokens, tokens) } : {}),
    ...(params.maxCompletionTokens !== undefined
      ? { maxCompletionTokens: Math.max(params.maxCompletionTokens, tokens) }
      : {}),
  };
}
