/**
 * Finding occupations in a sentence: the WinoBias-style occupation lists (male- and female-stereotyped) matched
 * as whole words, case-insensitively, longest first (so `construction worker` wins over `worker`), with plurals
 * (`-s`, `-es`, `-y` → `-ies`) tolerated. Pure; positions are 0-based UTF-16 offsets into the sentence.
 */

import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";

/** The two stereotyped occupation lists, one occupation per entry (some multi-word). */
export interface OccupationLists {
  male: string[];
  female: string[];
}

export type OccupationGender = "male" | "female";

/** One occupation found in a sentence: `sentence.slice(start, end)` is the occupation as written. */
export interface OccupationMention {
  /** The list entry, as written in the list (e.g. `construction worker`, `CEO`). */
  occupation: string;
  gender: OccupationGender;
  start: number;
  end: number;
}

interface Candidate {
  occupation: string;
  gender: OccupationGender;
  pattern: RegExp;
  /**
   * Lower-cased text every match contains (the first word, without a final `y` that may become `ies`): a sentence
   * without it cannot match, so most candidates are ruled out by one substring search instead of a regex scan.
   */
  needle: string;
}

// Letters, digits and hyphens continue a word: "co-pilot" is not "pilot", "guards" is checked by the suffix.
const WORD_BEFORE = "(?<![\\p{L}\\p{N}-])";
const WORD_AFTER = "(?![\\p{L}\\p{N}-])";

/**
 * Every non-overlapping occupation mention in `sentence`, in order of position. Longer occupations are
 * matched first (by characters), so a multi-word occupation is one mention, not two. An occupation on both
 * lists counts as male (the first list); callers that care should validate the lists.
 */
export function findOccupationMentions(sentence: string, lists: OccupationLists): OccupationMention[] {
  const found: OccupationMention[] = [];
  const lower = sentence.toLowerCase();
  for (const candidate of candidatesOf(lists)) {
    if (!lower.includes(candidate.needle)) continue;
    for (const match of sentence.matchAll(candidate.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((m) => start < m.end && m.start < end)) continue;
      found.push({ occupation: candidate.occupation, gender: candidate.gender, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The list an occupation (or its plural, any case, with a leading article) belongs to, if any. */
export function genderOf(occupation: string, lists: OccupationLists): OccupationGender | undefined {
  const bare = stripArticle(occupation.trim());
  const mention = findOccupationMentions(bare, lists).find((m) => m.start === 0 && m.end === bare.length);
  return mention?.gender;
}

/** `The mechanic` → `mechanic`; `a nurse` → `nurse`. Only one leading article is removed. */
export function stripArticle(phrase: string): string {
  return phrase.replace(/^(?:the|a|an)\s+/i, "");
}

/** The singular-or-plural regex source of an occupation: words joined by any whitespace, suffix optional. */
export function occupationPattern(occupation: string): string {
  const words = occupation.trim().split(/\s+/).map(escapeRegExp);
  const last = words.pop() ?? "";
  const plural = /[^aeiou]y$/i.test(last) ? `(?:${last}|${last.slice(0, -1)}ies)` : `${last}(?:e?s)?`;
  return [...words, plural].join("\\s+");
}

/** Compiled once per lists object: a suite's every sentence is matched against the same lists. */
const compiled = new WeakMap<
  OccupationLists,
  { male: string[]; female: string[]; candidates: Candidate[] }
>();

function candidatesOf(lists: OccupationLists): Candidate[] {
  const hit = compiled.get(lists);
  // The arrays are compared too: a caller that swaps a list in place of the same object gets fresh patterns.
  if (hit && hit.male === lists.male && hit.female === lists.female) return hit.candidates;
  const candidates = compileCandidates(lists);
  compiled.set(lists, { male: lists.male, female: lists.female, candidates });
  return candidates;
}

function compileCandidates(lists: OccupationLists): Candidate[] {
  const entries = [
    ...lists.male.map((occupation) => ({ occupation, gender: "male" as const })),
    ...lists.female.map((occupation) => ({ occupation, gender: "female" as const })),
  ].filter((entry) => entry.occupation.trim() !== "");
  // Stable sort: equal lengths keep list order, so the result does not depend on the engine.
  return entries
    .sort((a, b) => b.occupation.length - a.occupation.length)
    .map((entry) => ({
      ...entry,
      pattern: new RegExp(`${WORD_BEFORE}${occupationPattern(entry.occupation)}${WORD_AFTER}`, "giu"),
      needle: needleOf(entry.occupation),
    }));
}

function needleOf(occupation: string): string {
  const words = occupation.trim().toLowerCase().split(/\s+/);
  const first = words[0] ?? "";
  return words.length === 1 && /[^aeiou]y$/.test(first) ? first.slice(0, -1) : first;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A one-entry-per-line list (occupations, adjectives): entries trimmed, blank lines and `#` comments skipped,
 * a repeated entry (case-insensitive) dropped with a `duplicate-entry` warning at its line.
 */
export function parseWordList(text: string, file: string): { words: string[]; diagnostics: Diagnostic[] } {
  const words: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const word = raw.trim().replace(/\s+/g, " ");
    if (word === "" || word.startsWith("#")) return;
    const key = word.toLowerCase();
    const previous = seen.get(key);
    if (previous !== undefined) {
      const position = { file, line: i + 1, column: raw.indexOf(raw.trim()) + 1 };
      const message = `"${word}" is already listed on line ${previous}`;
      diagnostics.push(makeDiagnostic("warning", "duplicate-entry", position, message, "remove the repeat"));
      return;
    }
    seen.set(key, i + 1);
    words.push(word);
  });
  return { words, diagnostics };
}
