/**
 * A small SQL tokenizer and statement splitter for schema dumps (SQLite, MySQL, PostgreSQL).
 *
 * It knows just enough to find statement boundaries safely: string literals (`''` escapes, and backslash
 * escapes in MySQL dumps and PostgreSQL `E'…'`), dollar-quoted bodies (`$$…$$`), quoted identifiers (`"…"`,
 * `` `…` ``, `[…]`), comments (`--`, `/* *\/`, and `#` in MySQL dumps), MySQL `DELIMITER` lines and
 * PostgreSQL `COPY … FROM stdin` data blocks. A `;` inside any of these never ends a statement.
 */

export type SqlTokenKind = "word" | "quoted" | "string" | "number" | "punct";

export interface SqlToken {
  kind: SqlTokenKind;
  /** The token as written. */
  text: string;
  /** Identifiers and strings without their quotes and escapes; otherwise the text. */
  value: string;
  /** 0-based offset of the token's first character in the source. */
  offset: number;
}

export interface SqlStatement {
  /** The statement's tokens; for INSERT/REPLACE only the first (their data is never needed). */
  tokens: SqlToken[];
  /**
   * 0-based offset just past its `;` (past the `\.` line for `COPY … FROM stdin`), or the text's length when it
   * is not terminated: with the first token's offset, the span to cut when a statement is removed from the text.
   */
  end: number;
}

/** Something the tokenizer could not read, at a 0-based source offset. */
export interface LexProblem {
  offset: number;
  code: string;
  message: string;
  hint: string;
}

export interface LexOptions {
  /** `\'` escapes a quote inside strings (MySQL). */
  backslashEscapes: boolean;
  /** `#` starts a comment (MySQL). */
  hashComments: boolean;
}

/** MySQL dumps are recognised by backticks, `ENGINE=` or versioned comments (`/*!40101 … *\/`). */
export function detectLexOptions(text: string): LexOptions {
  const mysql = /`|\bENGINE\s*=|\/\*!\d/i.test(text);
  return { backslashEscapes: mysql, hashComments: mysql };
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /(?:0[xX][0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
const DELIMITER_LINE = /DELIMITER[ \t]+[^\r\n]*/iy;
const DATA_SKIPPED = new Set(["INSERT", "REPLACE"]);

/** Splits a dump into statements on `;` outside strings, identifiers and comments. */
export function splitStatements(
  text: string,
  options: LexOptions,
): { statements: SqlStatement[]; problems: LexProblem[] } {
  const statements: SqlStatement[] = [];
  const problems: LexProblem[] = [];
  let tokens: SqlToken[] = [];
  let pos = 0;
  while (pos < text.length) {
    if (tokens.length === 0 && atLineStart(text, pos) && match(DELIMITER_LINE, text, pos) !== undefined) {
      // A mysql client command, not SQL: the custom delimiter's `;;` just yields empty statements.
      pos += match(DELIMITER_LINE, text, pos)?.length ?? 0;
      continue;
    }
    const step = lexOne(text, pos, options);
    if (step.problem) problems.push(step.problem);
    pos = step.next;
    const token = step.token;
    if (!token) continue;
    if (token.kind === "punct" && token.text === ";") {
      if (isCopyFromStdin(tokens)) pos = skipCopyData(text, pos);
      if (tokens.length > 0) statements.push({ tokens, end: pos });
      tokens = [];
    } else if (tokens.length === 0 || !DATA_SKIPPED.has(tokens[0]?.text.toUpperCase() ?? "")) {
      tokens.push(token);
    }
  }
  if (tokens.length > 0) statements.push({ tokens, end: text.length });
  return { statements, problems };
}

interface LexStep {
  token?: SqlToken;
  next: number;
  problem?: LexProblem;
}

function lexOne(text: string, pos: number, options: LexOptions): LexStep {
  const c = text[pos] ?? "";
  const c2 = text[pos + 1] ?? "";
  if (/\s/.test(c)) return { next: pos + 1 };
  if ((c === "-" && c2 === "-") || (c === "#" && options.hashComments)) return { next: lineEnd(text, pos) };
  if (c === "/" && c2 === "*") return blockComment(text, pos);
  if (c === "'") return quoted(text, pos, "'", "string", options.backslashEscapes);
  if (c === '"') return quoted(text, pos, '"', "quoted", false);
  if (c === "`") return quoted(text, pos, "`", "quoted", false);
  // `[x]` is an identifier (SQLite, SQL Server) unless it follows a type directly: PostgreSQL's `text[]`, `int[3]`.
  if (c === "[" && !/[A-Za-z0-9_)\]]/.test(text[pos - 1] ?? ""))
    return quoted(text, pos, "]", "quoted", false);
  if (c === "$") {
    const tag = match(DOLLAR_TAG, text, pos);
    if (tag !== undefined && !/[A-Za-z0-9_]/.test(text[pos - 1] ?? "")) return dollarQuoted(text, pos, tag);
  }
  const word = match(WORD, text, pos);
  if (word !== undefined) {
    // PostgreSQL E'…' strings take backslash escapes whatever the dump's dialect.
    if ((word === "E" || word === "e") && text[pos + 1] === "'")
      return quoted(text, pos + 1, "'", "string", true, pos);
    return { token: { kind: "word", text: word, value: word, offset: pos }, next: pos + word.length };
  }
  const number = match(NUMBER, text, pos);
  if (number !== undefined)
    return { token: { kind: "number", text: number, value: number, offset: pos }, next: pos + number.length };
  return { token: { kind: "punct", text: c, value: c, offset: pos }, next: pos + 1 };
}

/**
 * A string or quoted identifier from `pos` (its opening quote) to the matching `close`, where a doubled
 * `close` is an escaped one. `start` is where the token begins when a prefix (`E`) precedes the quote.
 */
function quoted(
  text: string,
  pos: number,
  close: string,
  kind: "string" | "quoted",
  backslash: boolean,
  start = pos,
): LexStep {
  let value = "";
  let i = pos + 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (backslash && c === "\\") {
      value += text[i + 1] ?? "";
      i += 2;
    } else if (c === close && text[i + 1] === close) {
      value += close;
      i += 2;
    } else if (c === close) {
      return { token: { kind, text: text.slice(start, i + 1), value, offset: start }, next: i + 1 };
    } else {
      value += c;
      i += 1;
    }
  }
  const what = kind === "string" ? "string literal" : "quoted identifier";
  return {
    next: text.length,
    problem: {
      offset: start,
      code: "sql-unterminated",
      message: `unterminated ${what} starting here`,
      hint: `close it with ${close}; a quote inside it is written twice (${close}${close})`,
    },
  };
}

function dollarQuoted(text: string, pos: number, tag: string): LexStep {
  const end = text.indexOf(tag, pos + tag.length);
  if (end < 0) {
    return {
      next: text.length,
      problem: {
        offset: pos,
        code: "sql-unterminated",
        message: `unterminated ${tag} body starting here`,
        hint: `close it with ${tag}`,
      },
    };
  }
  const raw = text.slice(pos, end + tag.length);
  return {
    token: { kind: "string", text: raw, value: text.slice(pos + tag.length, end), offset: pos },
    next: end + tag.length,
  };
}

function blockComment(text: string, pos: number): LexStep {
  const end = text.indexOf("*/", pos + 2);
  if (end >= 0) return { next: end + 2 };
  return {
    next: text.length,
    problem: {
      offset: pos,
      code: "sql-unterminated",
      message: "unterminated /* comment starting here",
      hint: "close it with */",
    },
  };
}

function isCopyFromStdin(tokens: readonly SqlToken[]): boolean {
  if (tokens[0]?.text.toUpperCase() !== "COPY") return false;
  return tokens.some(
    (t, i) => t.text.toUpperCase() === "FROM" && tokens[i + 1]?.text.toUpperCase() === "STDIN",
  );
}

/** pg_dump's COPY data runs, raw and unquoted, up to a line holding only `\.`. */
function skipCopyData(text: string, pos: number): number {
  const end = /^\\\.[ \t]*$/m.exec(text.slice(pos));
  return end ? pos + end.index + end[0].length : text.length;
}

function lineEnd(text: string, pos: number): number {
  const end = text.indexOf("\n", pos);
  return end < 0 ? text.length : end;
}

function atLineStart(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\t")) i -= 1;
  return i < 0 || text[i] === "\n";
}

function match(pattern: RegExp, text: string, pos: number): string | undefined {
  pattern.lastIndex = pos;
  return pattern.exec(text)?.[0];
}

/** Maps 0-based offsets to 1-based line and column (in UTF-16 code units, as editors count). */
export function createLocator(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
  };
}
