import type { KeptOutcome } from "../providers/types.js";
import type { ItemStatus } from "./types.js";

/**
 * Pairs each outcome with the prompt it answers (by `request.promptId`), in outcome order. Throws when an outcome
 * names an unknown prompt: that is a wiring error, not a model failure.
 */
export function scoreOutcomes<P extends { id: string }, T>(
  prompts: readonly P[],
  outcomes: readonly KeptOutcome[],
  score: (prompt: P, outcome: KeptOutcome) => T,
): T[] {
  const byId = new Map(prompts.map((prompt) => [prompt.id, prompt]));
  return outcomes.map((outcome) => {
    const prompt = byId.get(outcome.request.promptId);
    if (!prompt) {
      throw new Error(
        `outcome for unknown prompt ${outcome.request.promptId} (trial ${outcome.request.trial})`,
      );
    }
    return score(prompt, outcome);
  });
}

/** An outcome's status as an item's: a replay with no recorded answer is `not-recorded`, not a failure. */
export function statusOf(outcome: KeptOutcome): ItemStatus {
  if (outcome.status === "failed" && outcome.failure.kind === "not-recorded") return "not-recorded";
  return outcome.status;
}
