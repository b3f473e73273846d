/**
 * The simulator's model without its HTTP server: the same `decideAnswer` over the same profile and answer key, so a
 * request gets the very answer the loopback simulator would give it. `plan`'s forecast runs many simulated runs
 * through the real pool with it (a few thousand requests each), where a server per run would cost seconds;
 * faults, latency and rate limits (the server's) are not played.
 */
import type { ChatAnswer, ChatProvider, ChatRequest } from "../providers/types.js";
import type { AnswerKey } from "../sampling/answer-key.js";
import { createRng } from "../stats/rng.js";
import { DEFAULT_SEED, decideAnswer } from "./behaviour.js";
import { simulatorModelName } from "./openai-wire.js";
import type { SimulatorProfile } from "./profile.js";

export function createInProcessSimulator(profile: SimulatorProfile, key: AnswerKey): ChatProvider {
  const trials = createRng(profile.seed ?? DEFAULT_SEED, "trials");
  const model = simulatorModelName(profile.name);
  return {
    id: "bias-gate-simulator:in-process",
    host: "in-process",
    async complete(request: ChatRequest): Promise<ChatAnswer> {
      const user = request.messages.filter((m) => m.role === "user").map((m) => m.content);
      const system = request.messages.filter((m) => m.role === "system").map((m) => m.content);
      const decision = decideAnswer(
        profile,
        key,
        {
          model: request.params.model,
          userMessage: user.at(-1) ?? "",
          userMessages: user,
          ...(system.length > 0 ? { systemMessage: system.join("\n\n") } : {}),
          ...(request.params.temperature !== undefined ? { temperature: request.params.temperature } : {}),
        },
        trials.nextFloat,
      );
      const inputChars = request.messages.reduce((n, m) => n + m.content.length, 0);
      return {
        text: decision.text,
        usage: { inputTokens: Math.ceil(inputChars / 4), outputTokens: decision.tokens.length },
        finishReason: "stop",
        model,
      };
    },
  };
}
