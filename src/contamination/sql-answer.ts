/**
 * Reads the predicted query out of a model's reply to "Answer using only SQL". Models wrap it in Markdown
 * fences, inline code, labels ("SQL:", "Here is the query:") and explanations; the query itself is returned
 * exactly as written, so scoring judges the model's SQL and not a rewrite of it.
 */

const QUERY_START = /(?:select|with)\b/iy;
/** WITH opens a query only as `WITH [RECURSIVE] name [(cols)] AS (`; "With that schema, …" is prose. */
const CTE_START =
  /with\s+(?:recursive\s+)?(?:[A-Za-z_][\w$]*|"[^"]*"|`[^`]*`|\[[^\]]*\])\s*(?:\([^)]*\)\s*)?as\s*(?:(?:not\s+)?materialized\s*)?\(/iy;
/** What may precede a query on its line outside fences: nothing, a label ending in `:`, or a code marker. */
const LINE_PREFIX = /^[ \t]*(?:[^\n:;`]{0,60}:[ \t]*|`{1,3}(?:sql|sqlite)?[ \t]*)?$/i;
/** A single backtick just before the query: inline code, anywhere in a sentence. */
const INLINE_CODE_OPEN = /(?:^|[^`])`[ \t]*$/;
const FENCE_OPEN = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*[^\s`]*[^`\n]*$/;
const BLANK_LINE = /^[ \t]*(?:\r?\n|$)/;

/**
 * The first single query of a reply, trimmed, without its `;`; undefined when the reply holds none (a refusal,
 * "I don't know", an empty reply), which makes the answer unusable rather than wrong.
 *
 * What counts: a statement starting with SELECT or WITH (any case; WITH only as a CTE, `WITH name AS (`).
 * Fenced code blocks (```` ```sql ````, ```` ``` ````, `~~~`) are searched first, in order, and the first
 * query statement of the first block holding one wins; within a block the query runs to the first `;` outside
 * strings, quoted identifiers and comments, or to the block's end. Without such a block, a query may start a
 * line, follow a label ending in `:` ("SQL:", "Here is the query:") or open inline code anywhere; it then also ends at
 * a blank line, a line of prose (three or more words ending in `.`, `:` or `!`), a code fence, or the
 * closing backtick of inline code. Nothing else in the query is changed: its case, spacing, comments and
 * line breaks are the model's.
 */
export function extractSql(answer: string): string | undefined {
  for (const block of fencedBlocks(answer)) {
    const query = firstQueryStatement(block);
    if (query !== undefined) return query;
  }
  return firstUnfencedQuery(answer);
}

/** The contents of each fenced code block, in order; an unclosed fence runs to the end of the reply. */
function fencedBlocks(text: string): string[] {
  const blocks: string[] = [];
  const lines = text.split("\n");
  let open: { marker: string; start: number } | undefined;
  let offset = 0;
  for (const line of lines) {
    const bare = line.replace(/\r$/, "");
    if (!open) {
      const fence = FENCE_OPEN.exec(bare)?.[1];
      if (fence) open = { marker: fence, start: offset + line.length + 1 };
    } else if (bare.trim().startsWith(open.marker) && /^[`~]+$/.test(bare.trim())) {
      blocks.push(text.slice(open.start, offset));
      open = undefined;
    }
    offset += line.length + 1;
  }
  if (open) blocks.push(text.slice(open.start));
  return blocks;
}

function firstQueryStatement(block: string): string | undefined {
  let pos = 0;
  while (pos < block.length) {
    const start = skipBlanksAndComments(block, pos);
    const end = scanQuery(block, start, { unfenced: false, inlineCode: false });
    if (startsQuery(block, start)) {
      const query = block.slice(start, end).trim();
      if (hasBody(query) && !isProse(query.split("\n")[0] ?? "")) return query;
    }
    pos = end + 1;
  }
  return undefined;
}

function firstUnfencedQuery(text: string): string | undefined {
  for (const match of text.matchAll(/\b(?:select|with)\b/gi)) {
    const start = match.index;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const prefix = text.slice(lineStart, start);
    const inlineCode = INLINE_CODE_OPEN.test(prefix);
    if (!(inlineCode || LINE_PREFIX.test(prefix)) || !startsQuery(text, start)) continue;
    const query = text.slice(start, scanQuery(text, start, { unfenced: true, inlineCode })).trim();
    if (hasBody(query) && !isProse(query.split("\n")[0] ?? "")) return query;
  }
  return undefined;
}

function startsQuery(text: string, at: number): boolean {
  QUERY_START.lastIndex = at;
  if (!QUERY_START.test(text)) return false;
  if (!/^with/i.test(text.slice(at, at + 4))) return true;
  CTE_START.lastIndex = at;
  return CTE_START.test(text);
}

/** More than the bare keyword: a lone `SELECT` is a fragment, not an answer. */
const hasBody = (query: string): boolean => /^\S+\s+\S/.test(query);

/**
 * A sentence: three or more words, starting with a letter and ending in `.`, `:` or `!`, as SQL lines never do
 * (`?` is left out: it is also a query parameter).
 */
function isProse(line: string): boolean {
  const trimmed = line.trim();
  return /^[A-Za-z]/.test(trimmed) && /[.:!]$/.test(trimmed) && trimmed.split(/\s+/).length >= 3;
}

interface ScanMode {
  /** Outside fences a blank line or a line of prose also ends the query. */
  unfenced: boolean;
  /** Inside `inline code` the closing backtick ends it. */
  inlineCode: boolean;
}

/** The offset where the query from `start` ends: its `;` or another end of `mode`, outside strings and comments. */
function scanQuery(text: string, start: number, mode: ScanMode): number {
  let i = start;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === ";") return i;
    if (c === "'" || c === '"') i = skipQuoted(text, i, c);
    else if (c === "[") i = skipQuoted(text, i, "]");
    else if (c === "-" && next === "-") i = lineEnd(text, i);
    else if (c === "/" && next === "*") i = commentEnd(text, i);
    else if (c === "`") {
      if (mode.inlineCode || text.startsWith("```", i)) return i;
      i = skipQuoted(text, i, "`");
    } else if (c === "\n" && mode.unfenced && endsAtLine(text, i + 1)) return i;
    else i += 1;
  }
  return text.length;
}

function endsAtLine(text: string, lineStart: number): boolean {
  if (BLANK_LINE.test(text.slice(lineStart, lineStart + 200))) return true;
  const line = text.slice(lineStart, lineEnd(text, lineStart));
  return line.trimStart().startsWith("```") || line.trimStart().startsWith("~~~") || isProse(line);
}

/** Past the quote closing the one at `open`; a doubled closing quote is an escaped one. */
function skipQuoted(text: string, open: number, close: string): number {
  let i = open + 1;
  while (i < text.length) {
    if (text[i] === close && text[i + 1] === close) i += 2;
    else if (text[i] === close) return i + 1;
    else i += 1;
  }
  return text.length;
}

function skipBlanksAndComments(text: string, pos: number): number {
  let i = pos;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i += 1;
    if (text.startsWith("--", i)) i = lineEnd(text, i);
    else if (text.startsWith("/*", i)) i = commentEnd(text, i);
    else return i;
  }
}

function commentEnd(text: string, open: number): number {
  const close = text.indexOf("*/", open + 2);
  return close < 0 ? text.length : close + 2;
}

function lineEnd(text: string, pos: number): number {
  const end = text.indexOf("\n", pos);
  return end < 0 ? text.length : end;
}
