import type { ProviderConfig } from "../config/config.js";
import type { PlannedPrompt } from "../sampling/sample-suites.js";
import type { ChatMessage, ChatRequest, RequestParams } from "./types.js";

/**
 * One request per prompt and trial, in plan order (trials innermost). The system prompt under test, when
 * configured, is the first message of every request.
 */
export function buildRequests(
  prompts: readonly Pick<PlannedPrompt, "id" | "question">[],
  options: { provider: ProviderConfig; trials: number; systemPrompt?: string },
): ChatRequest[] {
  const params = requestParams(options.provider);
  const requests: ChatRequest[] = [];
  for (const prompt of prompts) {
    const messages: ChatMessage[] = options.systemPrompt
      ? [
          { role: "system", content: options.systemPrompt },
          { role: "user", content: prompt.question },
        ]
      : [{ role: "user", content: prompt.question }];
    for (let trial = 0; trial < options.trials; trial++) {
      requests.push({ promptId: prompt.id, trial, messages, params });
    }
  }
  return requests;
}

function requestParams(p: ProviderConfig): RequestParams {
  return {
    model: p.model,
    ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
    ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
    ...(p.maxCompletionTokens !== undefined ? { maxCompletionTokens: p.maxCompletionTokens } : {}),
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.logprobs ? { logprobs: true, topLogprobs: p.topLogprobs } : {}),
    ...(Object.keys(p.headers).length ? { headers: p.headers } : {}),
    timeoutMs: p.timeoutMs,
  };
}
