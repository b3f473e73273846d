// Rewrites the bundles in dist/ as pure ASCII, with the same meaning. Node reads an ES module's source through a
// UTF-8 decoder whose path for text that is not all ASCII costs ~20 ns a byte (Node 24): the `run` command's
// chunks took ~40 ms of its first request just to decode. Every other character is written as an escape where the
// language reads escapes as the character itself: strings, untagged templates, regular expressions, identifiers;
// in comments the escape is only text; other whitespace between tokens becomes a space or a newline. A character
// anywhere else (a tagged template's raw text) would change the program, so the script stops and names it.
//
// Usage: node scripts/ascii-dist.js dist dist/cli
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Parser, tokTypes } from "acorn";

const NON_ASCII = /[^\x00-\x7f]/u;

/** `\uXXXX` for a BMP code point; `\u{...}` (valid in identifiers and in u/v regular expressions) above it. */
function escapeChar(char, braces) {
  const code = char.codePointAt(0);
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, "0")}`;
  if (braces) return `\\u{${code.toString(16)}}`;
  // Outside braces an astral character is its two UTF-16 units, which is also what the source text held.
  return char
    .split("")
    .map((unit) => escapeChar(unit, false))
    .join("");
}

/**
 * Escapes the non-ASCII characters of `text`, a token's source. A character right after an odd run of
 * backslashes was an identity escape (`\é`, which means `é`): the backslash goes with it, or it would escape the
 * escape's own backslash.
 */
function escapeText(text, braces) {
  let out = "";
  for (const char of text) {
    if (!NON_ASCII.test(char)) {
      out += char;
      continue;
    }
    const slashes = out.length - out.replace(/\\+$/u, "").length;
    if (slashes % 2 === 1) out = out.slice(0, -1);
    out += escapeChar(char, braces);
  }
  return out;
}

/** Tokens after which a backquote opens a tagged template: the end of an expression, which is then the tag. */
const TAG_ENDS = new Set([
  tokTypes.name,
  tokTypes.privateId,
  tokTypes.parenR,
  tokTypes.bracketR,
  tokTypes.backQuote,
]);

/**
 * The file's source ranges that may hold other characters, each with how to escape them: every comment, string,
 * name, regular expression and template text. A template's text is marked when the template is tagged.
 */
function escapableRanges(source) {
  const ranges = [];
  const onComment = (_block, _text, start, end) => ranges.push({ start, end, braces: false });
  const parser = new Parser(
    { ecmaVersion: "latest", sourceType: "module", allowHashBang: true, onComment },
    source,
  );
  // What encloses the tokenizer: a template's text ({ tagged }), a substitution's `${`, or a plain `{`.
  const nesting = [];
  let previous;
  for (let token = parser.getToken(); token.type !== tokTypes.eof; token = parser.getToken()) {
    const { type, start, end } = token;
    const top = nesting.at(-1);
    if (type === tokTypes.backQuote) {
      if (top?.template) nesting.pop();
      else nesting.push({ template: true, tagged: previous !== undefined && TAG_ENDS.has(previous.type) });
    } else if (type === tokTypes.dollarBraceL || type === tokTypes.braceL) {
      nesting.push({ template: false });
    } else if (type === tokTypes.braceR) {
      nesting.pop();
    } else if (type === tokTypes.template || type === tokTypes.invalidTemplate) {
      ranges.push({ start, end, braces: false, tagged: top?.tagged === true });
    } else if (type === tokTypes.string) {
      ranges.push({ start, end, braces: false });
    } else if (type === tokTypes.name || type === tokTypes.privateId) {
      ranges.push({ start, end, braces: true });
    } else if (type === tokTypes.regexp) {
      ranges.push({ start, end, braces: /[uv]/u.test(token.value.flags) });
    }
    previous = token;
  }
  return ranges.sort((a, b) => a.start - b.start);
}

function lineOf(source, offset) {
  return source.slice(0, offset).split("\n").length;
}

/** Between tokens, other whitespace (a no-break space, say) is whitespace all the same; a line separator ends a line. */
function asciiSpace(text) {
  return text.replace(/[^\x00-\x7f]/gu, (char) => {
    if (char === "\u2028" || char === "\u2029") return "\n";
    return /\s/u.test(char) ? " " : char;
  });
}

/** `source` as pure ASCII, with the same meaning; throws where that cannot be done. */
function asciiOnly(source, file) {
  if (!NON_ASCII.test(source)) return source;
  let out = "";
  let at = 0;
  for (const range of escapableRanges(source)) {
    const text = source.slice(range.start, range.end);
    if (range.start < at || !NON_ASCII.test(text)) continue;
    if (range.tagged) {
      throw new Error(`${file}:${lineOf(source, range.start)}: a tagged template's raw text is not ASCII`);
    }
    out += asciiSpace(source.slice(at, range.start)) + escapeText(text, range.braces);
    at = range.end;
  }
  out += asciiSpace(source.slice(at));
  const left = out.search(NON_ASCII);
  if (left !== -1) {
    throw new Error(
      `${file}:${lineOf(out, left)}: a non-ASCII character outside any string, template, regex, name or comment`,
    );
  }
  return out;
}

for (const dir of process.argv.slice(2)) {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".js")) continue;
    const file = join(dir, name);
    const source = readFileSync(file, "utf8");
    const ascii = asciiOnly(source, file);
    if (ascii !== source) writeFileSync(file, ascii);
  }
}
