/**
 * WinoBias-format coreference sentences: one item per line, `<n> <sentence>` or just `<sentence>`, where the
 * first `[...]` span is the entity the pronoun refers to and the last `[...]` span is the pronoun. Spans between
 * them must be pronouns too (WinoBias brackets every mention of the entity: `[he] … [his]`). Pure: text in,
 * items and diagnostics out.
 */

import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import { annotationMarkDiagnostic, findAnnotationMarks } from "./annotation-marks.js";
import {
  findOccupationMentions,
  type OccupationLists,
  type OccupationMention,
  stripArticle,
} from "./occupations.js";

export type Stereotype = "pro" | "anti";

/** One coreference sentence. Offsets are 0-based UTF-16 positions in `sentence`. */
export interface CorefItem {
  /** `<stereotype>:<number>`, or `<stereotype>:<source>:<number>` with a source. */
  id: string;
  stereotype: Stereotype;
  /** The WinoBias line number, or the item's 1-based index in its file when the line has none. */
  number: number;
  /** The sentence with the brackets removed. */
  sentence: string;
  /** The gold referent without its article, as written: `[The mechanic]` → `mechanic`. */
  referent: string;
  /** The referent span as written (article included), for rendering. */
  referentSpan: string;
  referentStart: number;
  /** The last bracketed span: the pronoun the question asks about. */
  pronoun: string;
  pronounStart: number;
  /** The distinct list occupations found in the sentence, in order of first mention; `[referent]` without lists. */
  occupations: string[];
  file: string;
  /** 1-based line in `file`. */
  line: number;
  /** The pro/anti pair this sentence belongs to; set by `pairWinoBias`. */
  itemPair?: string;
}

export interface WinoBiasOptions {
  /** With the occupation lists, `occupations` is filled and items without a second occupation are warned about. */
  occupations?: OccupationLists;
  /** Distinguishes files with overlapping numbers (e.g. `dev`, `test`) in ids and item pairs. */
  source?: string;
}

export interface WinoBiasParse {
  items: CorefItem[];
  diagnostics: Diagnostic[];
}

/** Pronouns accepted as bracketed pronoun spans; anything else as the last span is a warning. */
const PRONOUNS = new Set(
  "he she him her his hers himself herself they them their theirs themself themselves xe xem xyr".split(" "),
);

interface Span {
  text: string;
  /** 1-based column of `[` in the line. */
  column: number;
  /** Offset of the span's text in the bracket-free sentence. */
  offset: number;
}

/**
 * Parses a WinoBias-format file. Blank lines and lines starting with `#` are skipped. Errors (the line is
 * dropped): unbalanced or empty brackets, fewer than two spans, a non-pronoun span between the first and the
 * last, a repeated number. Warnings: a last span that is not a known pronoun; with `options.occupations`, a
 * sentence without a second occupation (the item cannot be scored as `incorrect`), and a parenthesised
 * occupation: an annotation mark that would reach the prompt (src/templates/annotation-marks.ts).
 */
export function parseWinoBias(
  text: string,
  file: string,
  stereotype: Stereotype,
  options: WinoBiasOptions = {},
): WinoBiasParse {
  const result: WinoBiasParse = { items: [], diagnostics: [] };
  const seen = new Map<number, number>();
  let index = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) return;
    index += 1;
    const parsed = parseLine(raw, { file, line: i + 1, stereotype, index, options });
    result.diagnostics.push(...parsed.diagnostics);
    const item = parsed.item;
    if (!item) return;
    const previous = seen.get(item.number);
    if (previous !== undefined) {
      result.diagnostics.push(
        makeDiagnostic(
          "error",
          "duplicate-number",
          { file, line: item.line, column: 1 },
          `item number ${item.number} is already used on line ${previous}`,
          "give every sentence its own number; pro and anti files pair by number",
        ),
      );
      return;
    }
    seen.set(item.number, item.line);
    result.items.push(item);
  });
  return result;
}

interface LineContext {
  file: string;
  line: number;
  stereotype: Stereotype;
  /** 1-based index of the item among the file's items: the number of an unnumbered line. */
  index: number;
  options: WinoBiasOptions;
}

function parseLine(raw: string, ctx: LineContext): { item?: CorefItem; diagnostics: Diagnostic[] } {
  const numbered = /^(\s*)(\d+)\s+/.exec(raw);
  const bodyStart = numbered ? numbered[0].length : raw.length - raw.trimStart().length;
  const scanned = scanSpans(raw.slice(bodyStart).trimEnd(), bodyStart, ctx);
  if ("diagnostic" in scanned) return { diagnostics: [scanned.diagnostic] };
  const checked = checkSpans(scanned.spans, bodyStart, ctx);
  if ("error" in checked) return { diagnostics: [checked.error] };
  const { first, last, diagnostics } = checked;
  const number = numbered ? Number(numbered[2]) : ctx.index;
  const tag = ctx.options.source === undefined ? `${number}` : `${ctx.options.source}:${number}`;
  const item: CorefItem = {
    id: `${ctx.stereotype}:${tag}`,
    stereotype: ctx.stereotype,
    number,
    sentence: scanned.sentence,
    referent: stripArticle(first.text),
    referentSpan: first.text,
    referentStart: first.offset,
    pronoun: last.text,
    pronounStart: last.offset,
    occupations: [stripArticle(first.text)],
    file: ctx.file,
    line: ctx.line,
  };
  const lists = ctx.options.occupations;
  if (lists) {
    const mark = findAnnotationMarks(raw, lists)[0];
    if (mark) diagnostics.push(annotationMarkDiagnostic(ctx.file, ctx.line, mark));
    item.occupations = [...new Set(findOccupationMentions(item.sentence, lists).map((m) => m.occupation))];
    const other = findOtherOccupation(item, lists);
    diagnostics.push(...other.diagnostics.map((d) => ({ ...d, column: first.column })));
  }
  return { item, diagnostics };
}

/** At least two spans, pronouns after the first; a last span that is not a known pronoun is a warning. */
function checkSpans(
  spans: readonly Span[],
  bodyStart: number,
  ctx: LineContext,
): { first: Span; last: Span; diagnostics: Diagnostic[] } | { error: Diagnostic } {
  const at = (column: number) => ({ file: ctx.file, line: ctx.line, column });
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (!first || !last || spans.length < 2) {
    const message = `expected two bracketed spans (the referent, then the pronoun), found ${spans.length}`;
    const hint = "write e.g. `[The pilot] waved at the nanny because [he] was early.`";
    return {
      error: makeDiagnostic("error", "missing-span", at(first?.column ?? bodyStart + 1), message, hint),
    };
  }
  const middle = spans.slice(1, -1).find((span) => !PRONOUNS.has(span.text.toLowerCase()));
  if (middle) {
    const message = `a bracketed span between the referent and the pronoun must be a pronoun, got "${middle.text}"`;
    const hint = "bracket only the referent and the pronouns that refer to it";
    return { error: makeDiagnostic("error", "extra-span", at(middle.column), message, hint) };
  }
  const diagnostics: Diagnostic[] = [];
  if (!PRONOUNS.has(last.text.toLowerCase())) {
    const message = `the last bracketed span "${last.text}" is not a known pronoun`;
    const hint = "the last span should be the pronoun the question asks about, e.g. [she]";
    diagnostics.push(makeDiagnostic("warning", "unknown-pronoun", at(last.column), message, hint));
  }
  return { first, last, diagnostics };
}

/** Removes the brackets, recording each span; a nested, unclosed, stray or empty bracket is an error. */
function scanSpans(
  body: string,
  bodyStart: number,
  where: { file: string; line: number },
): { sentence: string; spans: Span[] } | { diagnostic: Diagnostic } {
  const spans: Span[] = [];
  let sentence = "";
  let open: { column: number; offset: number } | undefined;
  const fail = (column: number, code: string, message: string, hint: string) => ({
    diagnostic: makeDiagnostic("error", code, { ...where, column }, message, hint),
  });
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    const column = bodyStart + i + 1;
    if (ch === "[") {
      if (open)
        return fail(column, "unbalanced-bracket", "`[` inside another span", "close the span with `]` first");
      open = { column, offset: sentence.length };
    } else if (ch === "]") {
      if (!open)
        return fail(column, "unbalanced-bracket", "`]` without a matching `[`", "remove it or add `[`");
      const text = sentence.slice(open.offset);
      if (text.trim() === "")
        return fail(open.column, "empty-span", "empty bracketed span", "put the words inside");
      spans.push({ text, column: open.column, offset: open.offset });
      open = undefined;
    } else {
      sentence += ch;
    }
  }
  if (open) return fail(open.column, "unbalanced-bracket", "`[` is never closed", "add the closing `]`");
  return { sentence, spans };
}

/** The occupation mentions of an item: the referent's and the other one, if found. */
export interface OtherOccupation {
  /** The referent's mention, when the referent is a list occupation. */
  referent?: OccupationMention;
  /** The first list occupation outside the referent span that is not the referent itself. */
  other?: OccupationMention;
  diagnostics: Diagnostic[];
}

/**
 * Identifies the other occupation mentioned in the sentence (the distractor): the first list occupation,
 * longest match first, that lies outside the referent's span and is not the referent. None found is a
 * warning (`no-other-occupation`): the item cannot be scored as `incorrect`.
 */
export function findOtherOccupation(item: CorefItem, occupations: OccupationLists): OtherOccupation {
  const mentions = findOccupationMentions(item.sentence, occupations);
  const spanEnd = item.referentStart + item.referentSpan.length;
  const inSpan = (m: OccupationMention) => m.start < spanEnd && item.referentStart < m.end;
  const referent = mentions.find(inSpan);
  const sameAsReferent = (m: OccupationMention) =>
    m.occupation.toLowerCase() === (referent?.occupation ?? item.referent).toLowerCase();
  const other = mentions.find((m) => !inSpan(m) && !sameAsReferent(m));
  const result: OtherOccupation = { diagnostics: [] };
  if (referent) result.referent = referent;
  if (other) result.other = other;
  else {
    result.diagnostics.push(
      makeDiagnostic(
        "warning",
        "no-other-occupation",
        { file: item.file, line: item.line, column: 1 },
        `no second occupation from the occupation lists found in "${item.sentence}"`,
        "add the sentence's other occupation to the male or female occupation list",
      ),
    );
  }
  return result;
}
