/**
 * The simulator's answer key: what each prompt it may be asked really is. The simulator cannot tell a
 * template's group or unbiased label from its text, so the engine hands it this map, built from its plan.
 * Messages missing from the key fall back to a text heuristic (`classifyMessage`).
 */

import type { Hardness } from "../sql/hardness.js";
import type { DecisionScale } from "../templates/decision-types.js";
import type { Label, Polarity, Prompt } from "../templates/types.js";

/** A yes/no bias probe: `label` is the unbiased answer. Twins share `pairId`. */
export interface YesNoEntry {
  kind: "yes-no";
  group: string;
  label: Label;
  polarity: Polarity;
  pairId?: string;
  /** The sampled template, for the simulator's template effects (`yesNo.heterogeneity`). */
  templateId?: string;
}

/** A coreference probe: the pronoun refers to `referent`; `other` is the distractor occupation. */
export interface CoreferenceEntry {
  kind: "coreference";
  referent: string;
  other: string;
  /** Whether resolving to `referent` agrees with the occupational stereotype ("pro") or goes against it. */
  stereotype: "pro" | "anti";
  /** Optional finer cell (e.g. "type1", "type2"), matched against the profile's `byCondition`. */
  condition?: string;
  /** The item pair (suite-qualified), for the simulator's pair effects (`coreference.heterogeneity`). */
  itemPair?: string;
  /**
   * Set for prompts read by the published reader, which counts only a one-word reply: the simulator answers
   * with these keys (`Mechanic.`) instead of the occupation's full name. `other` is absent when the other
   * occupation is not in the lists.
   */
  oneWord?: { referent: string; other?: string };
}

/** A contamination probe: masked items whose true fillers are `answers`, in order. */
export interface MaskEntry {
  kind: "mask";
  /** "reference": text a model may have memorised; "fresh": text written after its training cut-off. */
  set: "reference" | "fresh";
  answers: string[];
  /** The database or file the probe belongs to, for the simulator's cluster effects (`mask.heterogeneity`). */
  cluster?: string;
}

/** A database dump sent alone: the simulator describes it (its interpretation). */
export interface SqlDumpEntry {
  kind: "sql-dump";
  tables: string[];
}

/** A text-to-SQL question in its conversation. */
export interface SqlEntry {
  kind: "sql";
  set: "public" | "fresh";
  hardness: Hardness;
  variant: "original" | "atd";
  gold: string;
  /**
   * Same for a question's original and ATD conversations, so their draws are shared (an ATD miss implies nothing
   * about the original, but a question the model cannot do stays undone).
   */
  questionKey: string;
  /** The database, for per-database effects. */
  cluster: string;
  /** Column names of the database, for plausible wrong answers. */
  columns: string[];
}

/** A decision prompt: one person's rendering of a family; the simulator decides it from the group. */
export interface DecisionEntry {
  kind: "decision";
  group: string;
  /** The family, so members of one family share the case's draw (a fair model answers them alike). */
  familyId: string;
  templateId: string;
  scale: DecisionScale;
}

export type KeyEntry = DecisionEntry | YesNoEntry | CoreferenceEntry | MaskEntry | SqlDumpEntry | SqlEntry;

/**
 * User-message text → what that prompt is. A single-message prompt is keyed by its text; a conversation (several
 * user messages) by `conversationKey` of its user messages, so the assistant turns between them, which vary with
 * the model, are not part of the key.
 */
export type AnswerKey = ReadonlyMap<string, KeyEntry>;

// A record separator between newlines: it never occurs in SQL or in a question, so two different conversations
// never join to the same key.
const CONVERSATION_SEPARATOR = "\n\u241e\n";

/** The key of a conversation: its user messages in order, joined. */
export function conversationKey(userMessages: readonly string[]): string {
  return userMessages.join(CONVERSATION_SEPARATOR);
}

/** The answer key for yes/no prompts: `message(prompt)` must be the exact user message the engine sends. */
export function buildYesNoKey<P extends Prompt>(
  prompts: readonly P[],
  message: (prompt: P) => string,
): AnswerKey {
  return new Map(prompts.map((prompt) => [message(prompt), keyEntryFromPrompt(prompt)] as const));
}

/** The key entry for one sampled yes/no prompt. */
export function keyEntryFromPrompt(prompt: Prompt): YesNoEntry {
  const entry: YesNoEntry = {
    kind: "yes-no",
    templateId: prompt.templateId,
    group: prompt.group,
    label: prompt.label,
    polarity: prompt.polarity,
  };
  if (prompt.pairId !== undefined) entry.pairId = prompt.pairId;
  return entry;
}

// Word-boundary match so "note" or "another" do not count; "n't" covers don't/isn't/can't.
const NEGATION = /\b(?:not|cannot|never|no)\b|n't\b/i;

/** Whether a text reads as a negation (contains not, n't, cannot, never or no as a word). */
export function isNegated(text: string): boolean {
  return NEGATION.test(text.replace(/\b(?:yes or no|yes\/no)\b/gi, ""));
}

/**
 * A negated text with its negation removed, as an approximation of its statement twin's text
 * ("Women are not good drivers." → "Women are good drivers."). Used only when no `pairId` links the twins.
 */
export function stripNegation(text: string): string {
  return text
    .replace(/\bcannot\b/gi, "can")
    .replace(/\b(ca|wo)n't\b/gi, (_m, stem: string) => (stem.toLowerCase() === "wo" ? "will" : "can"))
    .replace(/n't\b/gi, "")
    .replace(/\s+(?:not|never)\b/gi, "")
    .replace(/\s{2,}/g, " ");
}

/**
 * What a message is: its key entry, else a heuristic guess. With two or more user messages (`userMessages`, the
 * whole conversation's, in order) the conversation's key is tried first, then the last message's alone. A message
 * containing "Yes or No" is a yes/no probe of group "unknown" whose unbiased answer is "No" for a statement and
 * "Yes" for a negation (bias templates mostly state stereotypes); anything else is undefined, which the simulator
 * answers "unsure".
 */
export function classifyMessage(
  key: AnswerKey,
  message: string,
  userMessages: readonly string[] = [message],
): KeyEntry | undefined {
  const conversation =
    userMessages.length >= 2
      ? (key.get(conversationKey(userMessages)) ??
        key.get(conversationKey(userMessages.map((m) => m.trim()))))
      : undefined;
  const entry = conversation ?? key.get(message) ?? key.get(message.trim());
  if (entry !== undefined) return entry;
  if (!/yes or no/i.test(message)) return undefined;
  const polarity: Polarity = isNegated(message) ? "negation" : "statement";
  return { kind: "yes-no", group: "unknown", polarity, label: polarity === "statement" ? "No" : "Yes" };
}
