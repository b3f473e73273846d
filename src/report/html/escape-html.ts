/**
 * Untrusted text (model answers, names from users' files) as HTML text or attribute values. The Markdown
 * escaper (../escape.ts) backslash-escapes Markdown punctuation, which HTML would show literally, so the HTML
 * report escapes for HTML only.
 */
import { truncateGraphemes } from "../escape.js";

// The same invisible characters ../escape.ts strips (controls, bidi overrides and isolates, the BOM): in HTML
// they can make the shown text differ from the real one just as in Markdown.
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * `text` safe inside an HTML element or a quoted attribute (also in inline SVG): invisible controls and bidi
 * overrides stripped, whitespace collapsed, cut to `maxChars` code points on a grapheme boundary (ending in
 * "…" when cut), and `& < > " '` as entities.
 */
export function escapeHtml(text: string, maxChars = 400): string {
  const clean = text.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
  return truncateGraphemes(clean, maxChars).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** An http(s) URL as an attribute value, or undefined for anything else (javascript:, data:, relative). */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined || !/^https?:\/\/[^\s"'<>]+$/i.test(url)) return undefined;
  return escapeHtml(url, 2000);
}
