/** What a run keeps of each outcome until scoring (see KeptOutcome). */
import type { ChatAnswer, KeptAnswer, KeptOutcome, QueryOutcome } from "../providers/types.js";

/**
 * The outcome without what scoring never reads. Model names repeat on every answer, so each distinct name is kept
 * once (`models` is the run's table of them).
 */
export function keepForScoring(outcome: QueryOutcome, models: Map<string, string>): KeptOutcome {
  const request = { promptId: outcome.request.promptId, trial: outcome.request.trial };
  switch (outcome.status) {
    case "answered": {
      const { status, source, attempts } = outcome;
      return { status, request, answer: keptAnswer(outcome.answer, models), source, attempts };
    }
    case "failed": {
      const { status, failure, attempts } = outcome;
      return { status, request, failure, attempts };
    }
    case "skipped":
      return { status: outcome.status, request, reason: outcome.reason };
  }
}

function keptAnswer(answer: ChatAnswer, models: Map<string, string>): KeptAnswer {
  const kept: KeptAnswer = { text: answer.text };
  if (answer.probabilities) kept.probabilities = answer.probabilities;
  if (answer.answerProbability !== undefined) kept.answerProbability = answer.answerProbability;
  if (answer.model !== undefined) {
    const model = models.get(answer.model) ?? answer.model;
    models.set(model, model);
    kept.model = model;
  }
  return kept;
}

/** `keepForScoring` with one table of model names for the whole run. */
export function scoringKeeper(): (outcome: QueryOutcome) => KeptOutcome {
  const models = new Map<string, string>();
  return (outcome) => keepForScoring(outcome, models);
}
