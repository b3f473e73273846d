/**
 * The simulated model's mind, pure: a request and a profile in, the answer it gives out.
 *
 * At temperature 0 (or absent) every draw comes from a generator seeded by (profile seed, model, prompt), so one
 * prompt always gets one answer and a planted rate holds across prompts, not across repeats (a text-to-SQL
 * question's "prompt" is its question key, shared by its original and ATD conversations). At temperature > 0 the
 * draws come from the caller's sequence, so repeated identical requests (trials) differ. The system prompt is in
 * no seed: it only selects the rates (`systemPrompts`), so a prompt change moves exactly the answers whose draws
 * fall between the old rate and the new one.
 */

import {
  type AnswerKey,
  type CoreferenceEntry,
  classifyMessage,
  type KeyEntry,
  type MaskEntry,
  stripNegation,
  type YesNoEntry,
} from "../sampling/answer-key.js";
import { createRng } from "../stats/rng.js";
import { decideDecision } from "./decision-behaviour.js";
import { DEFAULT_SEED, type Draw, pick } from "./draws.js";
import { profileForModel } from "./models.js";
import type { SimulatorProfile } from "./profile.js";
import { coreferenceAccuracy, maskRestoreRate, withRandomEffects, yesNoErrorRate } from "./rates.js";
import { decideSql, describeDump, sqlHashInput } from "./sql-behaviour.js";
import { profileForSystemPrompt } from "./system-prompts.js";

/** What the simulator needs from one chat request. */
export interface SimulatedRequest {
  model: string;
  /** Text of the last user message. */
  userMessage: string;
  /** Every user message in order, for conversations keyed as a whole; absent = `[userMessage]`. */
  userMessages?: readonly string[];
  /** Text of the system (and developer) messages; absent when there are none. Selects `systemPrompts` overrides. */
  systemMessage?: string;
  temperature?: number;
}

/** One token of the answer with its log-probability and its most likely alternatives (OpenAI's shape). */
export interface TokenLogprob {
  token: string;
  logprob: number;
  bytes: number[];
  top_logprobs: { token: string; logprob: number; bytes: number[] }[];
}

export const ANSWER_KINDS = [
  "yes",
  "no",
  "refusal",
  "other",
  "referent",
  "distractor",
  "unsure",
  "mask",
  "sql-correct",
  "sql-wrong",
  "sql-unusable",
  "interpretation",
] as const;
/** What the decided answer means, for stats and tests; the text is what the client sees. */
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export interface Decision {
  kind: AnswerKind;
  text: string;
  /** The answer split into tokens (words with their leading space, punctuation); join("") === text. */
  tokens: string[];
  /** P(first token) in [0.6, 0.97), drawn with the answer; `tokenLogprobs` builds the rest on demand. */
  confidence: number;
}

export { DEFAULT_SEED, type Draw };
export const REFUSAL_TEXT = "I can't make generalizations about groups of people.";
export const OTHER_TEXT = "It depends on the context.";
export const UNSURE_TEXT = "Unsure.";

// Varied on purpose: the answer parser must cope with all of these.
const YES_FORMS = ["Yes", "Yes.", "yes", "Yes, that is generally true."] as const;
const NO_FORMS = ["No", "No.", "No, that is a stereotype.", "no", "No. That is a generalization."] as const;
const WRONG_GUESSES = [
  "Tom",
  "Anna",
  "Jack",
  "Lucy",
  "Henry",
  "Emma",
  "Sam",
  "Grace",
  "Peter",
  "Mary",
] as const;

/**
 * The answer the profile's model gives to `request`. `trialDraw` supplies the draws at temperature > 0;
 * messages not in `key` are classified by `classifyMessage`'s heuristic, and unknown ones get "Unsure.".
 * The request's model selects the profile's `models` override and then its system message the matching
 * `systemPrompts` override, if any; they change the rates the draws are compared with, never the draws.
 */
export function decideAnswer(
  base: SimulatorProfile,
  key: AnswerKey,
  request: SimulatedRequest,
  trialDraw: Draw,
): Decision {
  const profile = profileForSystemPrompt(profileForModel(base, request.model), request.systemMessage);
  const entry = classifyMessage(key, request.userMessage, request.userMessages);
  const hashInput =
    entry?.kind === "yes-no"
      ? yesNoHashInput(profile, entry, request.userMessage)
      : entry?.kind === "sql"
        ? sqlHashInput(entry)
        : entry?.kind === "decision"
          ? `decision\u0000${entry.familyId}`
          : request.userMessage;
  const draw =
    (request.temperature ?? 0) > 0
      ? trialDraw
      : createRng(profile.seed ?? DEFAULT_SEED, `${request.model}\u0000${hashInput}`).nextFloat;
  const { kind, text } = decideEntry(profile, entry, request.userMessage, hashInput, draw);
  const tokens = tokenize(text);
  // Drawn last so asking for log-probabilities never changes the answer.
  return { kind, text, tokens, confidence: 0.6 + 0.37 * draw() };
}

function decideEntry(
  profile: SimulatorProfile,
  entry: KeyEntry | undefined,
  message: string,
  hashInput: string,
  draw: Draw,
): Pick<Decision, "kind" | "text"> {
  if (entry === undefined) return { kind: "unsure", text: UNSURE_TEXT };
  switch (entry.kind) {
    case "yes-no":
      return decideYesNo(profile, entry, hashInput, draw);
    case "coreference":
      return decideCoreference(profile, entry, draw);
    case "mask":
      return decideMask(profile, entry, message, draw);
    case "sql":
      return decideSql(profile, entry, draw);
    case "sql-dump":
      return describeDump(entry);
    case "decision":
      return decideDecision(profile, entry, message, draw);
  }
}

/**
 * A negation-blind model answers a negation as its statement twin, so both must draw the same numbers:
 * they hash the shared pairId, or (unpaired) the negation with its negation removed ≈ the statement's text.
 */
function yesNoHashInput(profile: SimulatorProfile, entry: YesNoEntry, message: string): string {
  if (profile.yesNo?.negationBlind !== true) return message;
  if (entry.pairId !== undefined) return `pair\u0000${entry.pairId}`;
  return entry.polarity === "negation" ? stripNegation(message) : message;
}

function decideYesNo(
  profile: SimulatorProfile,
  entry: YesNoEntry,
  promptKey: string,
  draw: Draw,
): Pick<Decision, "kind" | "text"> {
  const behaviour = profile.yesNo ?? {};
  // Blind: decide as the statement twin would (its label is the opposite) and give that same answer.
  const blind = behaviour.negationBlind === true && entry.polarity === "negation";
  const polarity = blind ? "statement" : entry.polarity;
  const correct = blind ? opposite(entry.label) : entry.label;
  // Always take three draws in this order so one knob never shifts another's outcome.
  const uOff = draw();
  const uError = draw();
  const uForm = draw();
  const refusal = behaviour.refusalRate ?? 0;
  if (uOff < refusal) return { kind: "refusal", text: REFUSAL_TEXT };
  if (uOff < refusal + (behaviour.otherRate ?? 0)) return { kind: "other", text: OTHER_TEXT };
  const rate = withRandomEffects(profile, entry, promptKey, yesNoErrorRate(profile, entry.group, polarity));
  const answer = uError < rate ? opposite(correct) : correct;
  const forms = answer === "Yes" ? YES_FORMS : NO_FORMS;
  return { kind: answer === "Yes" ? "yes" : "no", text: pick(forms, uForm) };
}

/**
 * Accuracy = P(referent) exactly; `unsure` is carved out of the wrong answers, the rest name the distractor.
 * A prompt read by the published reader (`entry.oneWord`) is answered with one word, the key (`Mechanic.`); when
 * its other occupation is unknown the only wrong one-word answer left is `unsure`.
 */
function decideCoreference(
  profile: SimulatorProfile,
  entry: CoreferenceEntry,
  draw: Draw,
): Pick<Decision, "kind" | "text"> {
  const behaviour = profile.coreference ?? { pro: 1, anti: 1 };
  const accuracy = coreferenceAccuracy(profile, entry);
  const u = draw();
  const uForm = draw();
  const say = (occupation: string, key: string | undefined) =>
    entry.oneWord ? oneWordForm(key ?? "", uForm) : occupationForm(occupation, uForm);
  if (u < accuracy) return { kind: "referent", text: say(entry.referent, entry.oneWord?.referent) };
  if (u < accuracy + (behaviour.unsure ?? 0)) return { kind: "unsure", text: UNSURE_TEXT };
  if (entry.oneWord && entry.oneWord.other === undefined) return { kind: "unsure", text: UNSURE_TEXT };
  return { kind: "distractor", text: say(entry.other, entry.oneWord?.other) };
}

/** One word as a chat model writes it: `Mechanic.`, `mechanic`, `Mechanic`, `mechanic.` */
function oneWordForm(key: string, u: number): string {
  const capital = `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return pick([`${capital}.`, key, capital, `${key}.`], u);
}

function occupationForm(occupation: string, u: number): string {
  const bare = occupation.replace(/^(?:the|a|an)\s+/i, "");
  const forms = [`The ${bare}.`, bare, `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`, `the ${bare}`];
  return pick(forms, u);
}

/**
 * Each masked item is restored with the set's probability (moved by `mask.heterogeneity`'s cluster and item
 * effects, see `maskRestoreRate`), otherwise replaced by a plausible wrong guess; with probability `mask.unsure`
 * the whole probe is answered "Unsure." instead.
 */
function decideMask(
  profile: SimulatorProfile,
  entry: MaskEntry,
  question: string,
  draw: Draw,
): Pick<Decision, "kind" | "text"> {
  const items = entry.answers.map((answer, index) => {
    const p = maskRestoreRate(profile, entry, question, index);
    const u = draw();
    const uGuess = draw();
    if (u < p) return answer;
    const guesses = WRONG_GUESSES.filter((g) => g.toLowerCase() !== answer.trim().toLowerCase());
    return pick(guesses, uGuess);
  });
  // Drawn only when set, after the masks: profiles without it answer exactly as before.
  const unsure = profile.mask?.unsure ?? 0;
  if (unsure > 0 && draw() < unsure) return { kind: "unsure", text: UNSURE_TEXT };
  return { kind: "mask", text: items.join(", ") };
}

/** Splits text like a BPE tokenizer would at word level: words carry their leading space; punctuation alone. */
export function tokenize(text: string): string[] {
  return text.match(/\s*[\p{L}\p{N}']+|\s*[^\s\p{L}\p{N}']|\s+$/gu) ?? [];
}

/**
 * Log-probabilities consistent with the answer, for the first `limit` tokens with up to `top` alternatives
 * each: the first token has probability `confidence` and its alternatives (Yes/No variants) share the rest,
 * so P(answer) stays the largest; later tokens are near-certain. Built only when a request asks for them.
 */
export function tokenLogprobs(decision: Decision, limit: number, top: number): TokenLogprob[] {
  return decision.tokens.slice(0, limit).map((token, i) => {
    const alternatives =
      i === 0 ? firstTokenAlternatives(token, decision.confidence) : [{ token, prob: 0.999 }];
    const chosen = alternatives[0]!;
    return {
      token,
      logprob: Math.log(chosen.prob),
      bytes: utf8(token),
      top_logprobs: alternatives
        .slice(0, top)
        .map((a) => ({ token: a.token, logprob: Math.log(a.prob), bytes: utf8(a.token) })),
    };
  });
}

function firstTokenAlternatives(token: string, p: number): { token: string; prob: number }[] {
  const rest = 1 - p;
  const word = token.trim().toLowerCase();
  const shares: [string, number][] =
    word === "yes" || word === "no"
      ? [
          [word === "yes" ? "No" : "Yes", 0.7],
          [` ${word === "yes" ? "Yes" : "No"}`, 0.12],
          [word === "yes" ? "yes" : "no", 0.08],
          [word === "yes" ? " No" : " Yes", 0.06],
          ["I", 0.04],
        ]
      : [
          ["No", 0.4],
          ["Yes", 0.3],
          [" No", 0.15],
          [" Yes", 0.15],
        ];
  const alternatives = shares
    .filter(([t]) => t !== token)
    .map(([t, share]) => ({ token: t, prob: rest * share }));
  return [{ token, prob: p }, ...alternatives].sort((a, b) => b.prob - a.prob);
}

function opposite(label: "Yes" | "No"): "Yes" | "No" {
  return label === "Yes" ? "No" : "Yes";
}

const ENCODER = new TextEncoder();

function utf8(text: string): number[] {
  return [...ENCODER.encode(text)];
}
