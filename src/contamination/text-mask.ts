/**
 * The text probe of the contamination suite: hide one content word of a sentence and ask the model for it.
 * A model that restores the hidden words of public benchmark sentences far more often than those of fresh
 * sentences has probably seen the benchmark. Pure: the word is drawn from a seeded stream per item.
 */
import { createRng } from "../stats/rng.js";
import type { MaskProbe, ProbeSet, TextItem } from "./types.js";

/** What replaces the hidden word in the question. */
export const MASK_TOKEN = "[MASK]";

/**
 * English stop words never masked (they are guessable from grammar alone, so restoring them says nothing about
 * memorisation): articles, pronouns, auxiliaries and modals, common prepositions and conjunctions, negations,
 * quantifiers and their usual contractions: 179 words, close to NLTK's English list without its contraction
 * fragments (`ll`, `ve`, `didn`).
 * Compared in lower case with `’` read as `'`.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being " +
    "below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down " +
    "during each either else ever every few for from further had hadn't has hasn't have haven't having he " +
    "he's her here here's hers herself him himself his how i i'm i've if in into is isn't it it's its itself " +
    "just let's many may me might more most much must mustn't my myself neither no nor not now of off on " +
    "once one only or other ought our ours ourselves out over own same shall she she's should shouldn't so " +
    "some such than that that's the their theirs them themselves then there there's these they they're " +
    "they've this those though through to too under until up upon us very was wasn't we we're we've were " +
    "weren't what what's when where which while who who's whom whose why will with won't would wouldn't yet " +
    "you you're you've your yours yourself yourselves"
  ).split(" "),
);

/** A word occurrence the probe may hide. Offsets are UTF-16 code units into the text. */
export interface MaskCandidate {
  word: string;
  start: number;
  end: number;
}

export interface TextProbeOptions {
  suite: string;
  set: ProbeSet;
  /** The run's seed; the word is drawn from stream `contamination:<set>:<item id>`. */
  seed: string | number;
  /**
   * The user message. A string has `{sentence}` replaced by the masked sentence (or the sentence appended
   * after a blank line when it has no `{sentence}`); a function receives the masked sentence. Default:
   * `One word in this sentence was replaced by [MASK]. Reply with that one word only.\n\n<masked sentence>`.
   */
  question?: string | ((maskedSentence: string) => string);
}

/** Words: letters and digits, with inner apostrophes or hyphens (`don't`, `well-known`). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** Template slots that are not words of the sentence: `#1`, `#10`, `{statement}`, `{{name}}`. */
const PLACEHOLDER = /#\d+|\{+[^{}]*\}+/g;
const MIN_LETTERS = 3;

/**
 * The words of `text` that may be masked, in text order: not a stop word, not inside a slot placeholder
 * (`#1`, `{statement}`), without any digit (numbers, `3rd`, `1990s`), with at least 3 letters.
 */
export function findMaskCandidates(text: string): MaskCandidate[] {
  const slots = [...text.matchAll(PLACEHOLDER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const candidates: MaskCandidate[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    if (slots.some((slot) => start < slot.end && end > slot.start)) continue;
    if (/\p{N}/u.test(word)) continue;
    if ((word.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) continue;
    if (STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"))) continue;
    candidates.push({ word, start, end });
  }
  return candidates;
}

/** Why `item` yields no text probe, or undefined when it yields one. */
export function textProbeSkipReason(item: TextItem): string | undefined {
  if (findMaskCandidates(item.text).length > 0) return undefined;
  return `${item.id} has no word to mask: every word is a stop word, a number, a slot placeholder or shorter than ${MIN_LETTERS} letters`;
}

/**
 * The probe that hides one content word of `item.text`, chosen uniformly among `findMaskCandidates` by the
 * seeded stream `contamination:<set>:<item id>` (so the choice is stable whatever other items exist). Only that
 * occurrence becomes `[MASK]`. `masked` holds the word as written. Undefined when no word qualifies
 * (`textProbeSkipReason` says why). Probe id `<suite>:<set>:<item id>`; its cluster is the item's file.
 */
export function buildTextProbe(item: TextItem, options: TextProbeOptions): MaskProbe | undefined {
  return buildTextProbes(item, options, 1)[0];
}

/**
 * `buildTextProbe`'s probe and, for a sequential run's later looks 2…`looks`, one more each hiding a word no
 * earlier look hid (from the stream `…:look:<k>`, id `…#k`), while unhidden words are left.
 */
export function buildTextProbes(item: TextItem, options: TextProbeOptions, looks: number): MaskProbe[] {
  let candidates = findMaskCandidates(item.text);
  const probes: MaskProbe[] = [];
  for (let look = 1; look <= looks && candidates.length > 0; look++) {
    const stream = `contamination:${options.set}:${item.id}${look > 1 ? `:look:${look}` : ""}`;
    const chosen = candidates[createRng(options.seed, stream).nextBelow(candidates.length)] as MaskCandidate;
    probes.push(textProbe(item, options, chosen, look));
    candidates = candidates.filter((c) => c !== chosen);
  }
  return probes;
}

function textProbe(
  item: TextItem,
  options: TextProbeOptions,
  chosen: MaskCandidate,
  look: number,
): MaskProbe {
  const sentence = item.text.slice(0, chosen.start) + MASK_TOKEN + item.text.slice(chosen.end);
  return {
    id: `${options.suite}:${options.set}:${item.id}${look > 1 ? `#${look}` : ""}`,
    suite: options.suite,
    set: options.set,
    kind: "text",
    cluster: item.file,
    question: renderQuestion(sentence, options.question),
    masked: [chosen.word],
  };
}

function renderQuestion(sentence: string, question: TextProbeOptions["question"]): string {
  if (typeof question === "function") return question(sentence);
  if (question === undefined) {
    return `One word in this sentence was replaced by ${MASK_TOKEN}. Reply with that one word only.\n\n${sentence}`;
  }
  return question.includes("{sentence}")
    ? question.split("{sentence}").join(sentence)
    : `${question}\n\n${sentence}`;
}

/**
 * The word a reply gives: its first non-empty line, after an `Answer:`/`Word:` label if there is one, with
 * surrounding whitespace, quotes, Markdown emphasis and punctuation removed (case kept). A reply of several
 * words stays several words, and so will not match: the question asks for one word only.
 */
export function parseWordAnswer(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const unlabelled = line.replace(/^\s*[*_]*\s*(?:the\s+)?(?:answer|word|missing word)\s*[*_]*\s*:\s*/i, "");
  return stripEdges(unlabelled);
}

/** `parseWordAnswer` in the shape `observeProbe` expects: one answer for a text probe's one mask. */
export function parseTextAnswers(text: string, _count: number): string[] {
  return [parseWordAnswer(text)];
}

/**
 * Whether `answer` restores `expected`: equal after normalization (Unicode NFKC, lower case, `’` as `'`,
 * surrounding whitespace, quotes, Markdown emphasis and punctuation — a trailing period included — removed).
 * An empty answer never restores.
 */
export function isWordRestored(answer: string, expected: string): boolean {
  const a = normalizeWord(answer);
  return a !== "" && a === normalizeWord(expected);
}

/** The comparison form of a word (see `isWordRestored`). */
export function normalizeWord(word: string): string {
  return stripEdges(word.normalize("NFKC").replace(/’/g, "'")).toLowerCase();
}

/** Removes leading and trailing whitespace, punctuation and symbols (quotes, `*`, `_`, backticks, `.`). */
function stripEdges(text: string): string {
  return text.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");
}
