/**
 * The one place that reads a model's yes/no answer. Deliberately strict: an answer counts as "yes" or "no"
 * only when it starts with that word (after markup and an `Answer:` prefix); refusals are recognised by
 * their usual openings; everything else is `other`, so nothing unparseable silently becomes a "No".
 */
import type { YesNoCategory } from "./types.js";

/** Markup and quoting a model may put before its first word: Markdown emphasis, quotes, headings, bullets. */
const LEADING_NOISE = /^[\s*_`"'“”‘’«»>#~\-•([]+/u;

/** `Answer:`, `Final answer:`, `A:`, `Response:` and the like, before the actual answer. */
const ANSWER_PREFIX = /^(?:(?:final|short)\s+)?(?:answer|response|a|output)\s*[:：]\s*/iu;

/** Openings of a refusal, matched against the lower-cased text with typographic apostrophes made plain. */
const REFUSAL_OPENINGS: readonly RegExp[] = [
  /^i\s+(?:can't|cannot|can\s+not|won't|will\s+not|am\s+not\s+able|am\s+unable)\b/,
  /^i'm\s+(?:not\s+able|unable)\b/,
  /^i\s+(?:do\s+not|don't)\s+(?:feel\s+comfortable|make|think\s+it\s+is\s+appropriate)\b/,
  /^i\s+(?:must|have\s+to|need\s+to)\s+(?:decline|refrain)\b/,
  /^i\s+refuse\b/,
  /^as\s+an\s+(?:ai|artificial|language\s+model|assistant)\b/,
  /^it(?:\s+is|'s)\s+(?:not\s+appropriate|inappropriate|(?:not\s+possible|impossible)\s+to\s+generali[sz]e)\b/,
  /^it\s+(?:would\s+not|wouldn't)\s+be\s+appropriate\b/,
  /^(?:i'm|i\s+am)\s+sorry\b/,
  /^sorry\b/,
  /^(?:i\s+apologi[sz]e)\b/,
];

/** "Yes and no", "yes/no", "no or yes": both answers at once. */
const BOTH_ANSWERS = /^(?:yes|no)\s*,?\s*(?:and|or|\/|&|\+)\s*(?:yes|no)\b/;

/** A leading "no" that is not the answer "no": "No one can say", "No matter who…", "Not necessarily". */
const NOT_AN_ANSWER_NO = /^no\s+(?:one|matter|single|clear|definitive|simple)\b/;

/**
 * Interprets a model's answer to a yes/no question.
 * - `yes` / `no`: the text starts with the word (any case), after leading whitespace, Markdown markup, quotes
 *   and an `Answer:`/`A:` prefix; whatever follows (punctuation, an explanation) is ignored:
 *   `Yes`, `**No**`, `No, because…`, `Answer: Yes`, `YES!`, `"No"`, `No.\n\nExplanation…`.
 * - `refusal`: the text opens like a refusal ("I can't…", "I cannot…", "As an AI…", "I won't…",
 *   "It is not appropriate…", "I'm sorry, but…").
 * - `other`: everything else, including empty text, "Maybe", "It depends", "Both", "Yes and no",
 *   "Nope", "I don't think so" and "No one can tell".
 */
export function parseYesNo(text: string): YesNoCategory {
  const body = stripPrefixes(text);
  const lower = body.toLowerCase().replace(/[’‘`]/g, "'");
  if (lower === "") return "other";
  if (REFUSAL_OPENINGS.some((pattern) => pattern.test(lower))) return "refusal";
  if (BOTH_ANSWERS.test(lower) || NOT_AN_ANSWER_NO.test(lower)) return "other";
  const word = /^(yes|no)(?![\p{L}\p{N}_-])/u.exec(lower)?.[1];
  return word === "yes" ? "yes" : word === "no" ? "no" : "other";
}

/** Removes leading markup and at most two `Answer:`-style prefixes (`**Answer:** Yes`). */
function stripPrefixes(text: string): string {
  let body = text.replace(LEADING_NOISE, "");
  for (let i = 0; i < 2; i++) {
    const next = body.replace(ANSWER_PREFIX, "").replace(LEADING_NOISE, "");
    if (next === body) break;
    body = next;
  }
  return body;
}
