/**
 * Model output is untrusted text. Before it goes into a Markdown table cell, a list item or a PR comment it must
 * not break the layout, inject HTML, form links or images, or notify anyone.
 */

// C0 and C1 controls except tab/newline/CR (those become spaces), plus bidirectional overrides and isolates
// ("Trojan Source") and the BOM, which could make the shown text differ from the real one.
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

// Markdown punctuation that can start emphasis, code, links, images, strikethrough, tables or headings.
const MARKDOWN_PUNCTUATION = /[\\`*_~[\]|#]/g;

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * A WORD JOINER (U+2060): invisible, survives Markdown and HTML escaping, and splits `@name` / `#123` so
 * GitHub's mention and reference autolinkers no longer match. Backticks would also stop a ping, but a code
 * span cannot hold escaped text and looks like code.
 */
const JOINER = "\u2060";

/**
 * Untrusted text as one safe line of Markdown: controls and bidi overrides stripped; whitespace (newlines
 * included) collapsed to single spaces; cut to at most `maxChars` code points on a grapheme boundary, ending
 * in "…" when cut; `& < > "` as HTML entities; Markdown punctuation (`` \ ` * _ ~ [ ] | # ``) backslash-escaped;
 * `@mentions`, `#123` and `GH-123` references broken with an invisible word joiner.
 * The length bound applies to the text before escaping, i.e. to what the reader sees.
 */
export function escapeModelText(text: string, maxChars = 160): string {
  return escapeMarkdownText(truncateGraphemes(cleanText(text), maxChars));
}

/** Controls and bidi overrides stripped, whitespace (newlines included) collapsed to single spaces, trimmed. */
export function cleanText(text: string): string {
  return text.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * The escaping steps of `escapeModelText` alone, on text already cleaned and cut: `& < > "` as entities,
 * Markdown punctuation backslash-escaped, mentions and references broken. Spaces are kept as they are.
 */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c)
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${JOINER}`)
    .replace(/#(?=\p{N})/gu, `#${JOINER}`)
    .replace(/\b(GH)-(?=\p{N})/giu, `$1-${JOINER}`);
}

/**
 * `text` cut to at most `maxChars` code points, including a trailing "…" when anything was cut. Cuts only
 * between grapheme clusters, so an emoji with a skin tone or a ZWJ sequence is kept whole or dropped whole.
 */
export function truncateGraphemes(text: string, maxChars: number): string {
  if (countCodePoints(text) <= maxChars) return text;
  if (maxChars < 1) return "";
  const budget = maxChars - 1;
  let out = "";
  let used = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    const size = countCodePoints(segment);
    if (used + size > budget) break;
    out += segment;
    used += size;
  }
  return `${out.trimEnd()}…`;
}

function countCodePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
