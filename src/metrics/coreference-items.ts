/**
 * Turns the querying stage's outcomes for coreference prompts into ScoredItems: one item per request
 * (promptId + trial), carrying the prompt's condition, stereotype and item pair, and the parsed answer.
 */

import type { KeptOutcome } from "../providers/types.js";
import type { CorefPrompt } from "../sampling/coreference.js";
import { scoreOutcomes, statusOf } from "./match-outcomes.js";
import { parseCoreferenceAnswer, parsePublishedCoreferenceAnswer } from "./parse-coreference.js";
import type { CoreferenceCategory, ScoredItem } from "./types.js";

/**
 * Scores every outcome against its prompt (matched by `request.promptId`) with the prompt's reader
 * (`prompt.parser`: the published one by default, see parse-coreference.ts). `group` is the suite, `templateId`
 * the WinoBias item id, `statement` the sentence as asked. For an answered item, `correct` is true for
 * `correct`, false for `incorrect`, and undefined for `unsure` and `other`: an answer that resolves the pronoun
 * to neither occupation is unusable, and counts in the suite's unusable-answer rate like a refusal or an
 * unparseable yes/no answer. (The stereotype accuracy still counts it as not correct, by the convention in
 * `COREFERENCE_ACCURACY_CONVENTION`.) Status is `not-recorded` for a failure of kind `not-recorded`. Throws when
 * an outcome names an unknown prompt.
 */
export function scoreCoreferenceItems(
  prompts: readonly CorefPrompt[],
  outcomes: readonly KeptOutcome[],
): ScoredItem[] {
  return scoreOutcomes(prompts, outcomes, (prompt, outcome) => scoreOne(prompt, outcome));
}

const CORRECT: Record<CoreferenceCategory, boolean | undefined> = {
  correct: true,
  incorrect: false,
  unsure: undefined,
  other: undefined,
};

function scoreOne(prompt: CorefPrompt, outcome: KeptOutcome): ScoredItem {
  const item: ScoredItem = {
    suite: prompt.suite,
    kind: "coreference",
    promptId: prompt.id,
    trial: outcome.request.trial,
    templateId: prompt.itemId,
    group: prompt.suite,
    condition: prompt.condition,
    baselineCondition: prompt.baselineCondition,
    stereotype: prompt.stereotype,
    status: statusOf(outcome),
    statement: prompt.sentence,
  };
  if (prompt.itemPair !== undefined) item.itemPair = prompt.itemPair;
  if (outcome.status !== "answered") return item;
  const category = readAnswer(prompt, outcome.answer.text);
  item.category = category;
  item.text = outcome.answer.text;
  const correct = CORRECT[category];
  if (correct !== undefined) item.correct = correct;
  return item;
}

function readAnswer(prompt: CorefPrompt, text: string) {
  if (prompt.parser === "lenient") return parseCoreferenceAnswer(text, prompt.referent, prompt.other);
  // `otherKey` is absent when the other occupation is not in the lists: then nothing reads as `incorrect`.
  return parsePublishedCoreferenceAnswer(text, prompt.referentKey, prompt.otherKey);
}
