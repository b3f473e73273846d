import type { ProviderConfig } from "../config/config.js";
import type { ChatMessage, ChatRequest, RequestParams } from "../providers/types.js";
import type { ConversationTurn } from "../sampling/suite-prompt.js";
import type { RequestList } from "./pool-types.js";

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
  const system = systemMessages(options.systemPrompt);
  const requests: ChatRequest[] = [];
  const unsendable: { promptId: string; trial: number; params: RequestParams; messages: ChatMessage[] }[] =
    [];
  for (const prompt of prompts) {
    const params = paramsOf(base, prompt);
    const question: ChatMessage = { role: "user", content: prompt.question };
    if (!dependsOnAnswers(prompt)) {
      const messages = firstStageMessages(system, prompt);
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
 * `buildRequests` for prompts that replay no earlier answer, as a list that builds each request (its messages)
 * only when the pool sends it: a run of 100,000 requests holds none of them before it is sent or after it is
 * settled. Request `index` is the same as `buildRequests(prompts, options)[index]`.
 */
export function requestList(
  prompts: readonly RequestPrompt[],
  options: { provider: ProviderConfig; trials: number; systemPrompt?: string },
): RequestList {
  const base = requestParams(options.provider);
  const system = systemMessages(options.systemPrompt);
  const { trials } = options;
  return {
    length: prompts.length * trials,
    at(index) {
      const prompt = index >= 0 ? prompts[Math.floor(index / trials)] : undefined;
      if (prompt === undefined) return undefined;
      const trial = index % trials;
      const messages = firstStageMessages(system, prompt);
      return withSealed({ promptId: prompt.id, trial, messages, params: paramsOf(base, prompt) }, prompt);
    },
  };
}

/** Every request of a list, built at once (the Batch API uploads them together; a replay checks them all). */
export function everyRequest(requests: RequestList): ChatRequest[] {
  const all: ChatRequest[] = [];
  for (let index = 0; index < requests.length; index++) {
    const request = requests.at(index);
    if (request !== undefined) all.push(request);
  }
  return all;
}

function systemMessages(systemPrompt: string | undefined): ChatMessage[] {
  return systemPrompt ? [{ role: "system", content: systemPrompt }] : [];
}

/** The messages of a prompt that replays no answer: the system prompt, its user turns, its question. */
function firstStageMessages(system: readonly ChatMessage[], prompt: RequestPrompt): ChatMessage[] {
  const turns = (prompt.conversation ?? []).map((t) => ({
    role: "user" as const,
    content: (t as { content: string }).content,
  }));
  return [...system, ...turns, { role: "user", content: prompt.question }];
}

function paramsOf(base: RequestParams, prompt: RequestPrompt): RequestParams {
  return prompt.minOutputTokens ? withOutputRoom(base, prompt.minOutputTokens) : base;
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
