/**
 * The gate's own sentences (reasons, advice, stop notes) hold a little Markdown of ours, `setting` code spans and
 * **bold** above all, around names from users' files. Escaping the whole sentence as untrusted text shows the
 * backticks literally; passing it through raw lets a group name become markup. So a sentence is split into our
 * spans and the text between them, and every piece is escaped for where it goes: GitHub Markdown, HTML, or plain
 * text (an SVG tooltip). Pure.
 */

import { cleanText, escapeMarkdownText, truncateGraphemes } from "./escape.js";

export interface ProseSpan {
  kind: "text" | "code" | "strong";
  text: string;
}

// A code span of at most 80 characters without `|` (it would split a table row even inside a code span), or bold
// text; anything else is text. No links: a sentence can quote an endpoint's error message, and a server must not
// be able to put a link into a PR comment (the reports' own links are built apart, through safeHref).
const SPAN = /`([^`|]{1,80})`|\*\*([^*]{1,200})\*\*/g;

/**
 * `text` cleaned (controls stripped, whitespace collapsed) and cut to `maxChars` code points as the reader sees
 * it, then split into spans. A span cut in half by the limit is text.
 */
export function proseSpans(text: string, maxChars: number): ProseSpan[] {
  const cut = truncateGraphemes(cleanText(text), maxChars);
  const spans: ProseSpan[] = [];
  let at = 0;
  for (const m of cut.matchAll(SPAN)) {
    if (m.index > at) spans.push({ kind: "text", text: cut.slice(at, m.index) });
    if (m[1] !== undefined) spans.push({ kind: "code", text: m[1] });
    else spans.push({ kind: "strong", text: m[2] ?? "" });
    at = m.index + m[0].length;
  }
  if (at < cut.length) spans.push({ kind: "text", text: cut.slice(at) });
  return spans;
}

/**
 * One of the gate's sentences as one line of GitHub Markdown: our code spans and bold kept; everything
 * else escaped as `escapeModelText` escapes model output, so a name from a user's file stays text.
 */
export function proseMarkdown(text: string, maxChars = 600): string {
  return proseSpans(text, maxChars)
    .map((s) => {
      if (s.kind === "code") return `\`${s.text}\``;
      if (s.kind === "strong") return `**${escapeMarkdownText(s.text)}**`;
      return escapeMarkdownText(s.text);
    })
    .join("");
}

/** The same sentence as HTML: code spans as `<code>`, bold as `<strong>`; all text escaped. */
export function proseHtml(text: string, maxChars = 600): string {
  return proseSpans(text, maxChars)
    .map((s) => {
      const inner = htmlText(s.text);
      if (s.kind === "code") return `<code>${inner}</code>`;
      return s.kind === "strong" ? `<strong>${inner}</strong>` : inner;
    })
    .join("");
}

/** The same sentence as plain text (an SVG `<title>`, which shows no markup): the markers dropped, then escaped. */
export function proseText(text: string, maxChars = 600): string {
  return htmlText(
    proseSpans(text, maxChars)
      .map((s) => s.text)
      .join(""),
  );
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Already cleaned and cut text as HTML text: entities only, so the spaces between spans stay. */
function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
