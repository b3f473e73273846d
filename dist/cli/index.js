#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 14006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(98016);
const utils = __nccwpck_require__(64059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 78265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(64059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 98016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(31781);
const parse = __nccwpck_require__(78265);
const utils = __nccwpck_require__(64059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 31781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(64059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 64059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 95581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _commands_io_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(85687);
/* harmony import */ var _commands_main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(88871);


process.exitCode = await (0,_commands_main_js__WEBPACK_IMPORTED_MODULE_1__/* .runCli */ .a)(process.argv.slice(2), (0,_commands_io_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeCommandIO */ .M)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 85687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  M: () => (/* binding */ nodeCommandIO)
});

// UNUSED EXPORTS: packageRoot

;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: external "node:stream/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(79896);
var external_fs_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_fs_, 2);
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: external "url"
const external_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
;// CONCATENATED MODULE: external "module"
const external_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");
;// CONCATENATED MODULE: ./node_modules/fdir/dist/index.mjs




//#region rolldown:runtime
var __require = /* @__PURE__ */ (0,external_module_namespaceObject.createRequire)(import.meta.url);

//#endregion
//#region src/utils.ts
function cleanPath(path) {
	let normalized = (0,external_path_namespaceObject.normalize)(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === external_path_namespaceObject.sep) normalized = normalized.substring(0, normalized.length - 1);
	return normalized;
}
const SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
	return path.replace(SLASHES_REGEX, separator);
}
const WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
	return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
	const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
	const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
	if (resolvePaths) path = (0,external_path_namespaceObject.resolve)(path);
	if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
	if (path === ".") return "";
	const needsSeperator = path[path.length - 1] !== pathSeparator;
	return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}

//#endregion
//#region src/api/functions/join-path.ts
function joinPathWithBasePath(filename, directoryPath) {
	return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
	return function(filename, directoryPath) {
		const sameRoot = directoryPath.startsWith(root);
		if (sameRoot) return directoryPath.slice(root.length) + filename;
		else return convertSlashes((0,external_path_namespaceObject.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
	};
}
function joinPath(filename) {
	return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
	return directoryPath + filename + separator;
}
function build$7(root, options) {
	const { relativePaths, includeBasePath } = options;
	return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}

//#endregion
//#region src/api/functions/push-directory.ts
function pushDirectoryWithRelativePath(root) {
	return function(directoryPath, paths) {
		paths.push(directoryPath.substring(root.length) || ".");
	};
}
function pushDirectoryFilterWithRelativePath(root) {
	return function(directoryPath, paths, filters) {
		const relativePath = directoryPath.substring(root.length) || ".";
		if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
	};
}
const pushDirectory = (directoryPath, paths) => {
	paths.push(directoryPath || ".");
};
const pushDirectoryFilter = (directoryPath, paths, filters) => {
	const path = directoryPath || ".";
	if (filters.every((filter) => filter(path, true))) paths.push(path);
};
const empty$2 = () => {};
function build$6(root, options) {
	const { includeDirs, filters, relativePaths } = options;
	if (!includeDirs) return empty$2;
	if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
	return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}

//#endregion
//#region src/api/functions/push-file.ts
const pushFileFilterAndCount = (filename, _paths, counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) counts.files++;
};
const pushFileFilter = (filename, paths, _counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
const pushFileCount = (_filename, _paths, counts, _filters) => {
	counts.files++;
};
const pushFile = (filename, paths) => {
	paths.push(filename);
};
const empty$1 = () => {};
function build$5(options) {
	const { excludeFiles, filters, onlyCounts } = options;
	if (excludeFiles) return empty$1;
	if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
	else if (onlyCounts) return pushFileCount;
	else return pushFile;
}

//#endregion
//#region src/api/functions/get-array.ts
const getArray = (paths) => {
	return paths;
};
const getArrayGroup = () => {
	return [""].slice(0, 0);
};
function build$4(options) {
	return options.group ? getArrayGroup : getArray;
}

//#endregion
//#region src/api/functions/group-files.ts
const groupFiles = (groups, directory, files) => {
	groups.push({
		directory,
		files,
		dir: directory
	});
};
const empty = () => {};
function build$3(options) {
	return options.group ? groupFiles : empty;
}

//#endregion
//#region src/api/functions/resolve-symlink.ts
const resolveSymlinksAsync = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	fs.realpath(path, (error, resolvedPath) => {
		if (error) return queue.dequeue(suppressErrors ? null : error, state);
		fs.stat(resolvedPath, (error$1, stat) => {
			if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
			if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
			callback$1(stat, resolvedPath);
			queue.dequeue(null, state);
		});
	});
};
const resolveSymlinks = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	try {
		const resolvedPath = fs.realpathSync(path);
		const stat = fs.statSync(resolvedPath);
		if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return;
		callback$1(stat, resolvedPath);
	} catch (e) {
		if (!suppressErrors) throw e;
	}
};
function build$2(options, isSynchronous) {
	if (!options.resolveSymlinks || options.excludeSymlinks) return null;
	return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
	if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
	let parent = (0,external_path_namespaceObject.dirname)(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
		if (isSameRoot) depth++;
		else parent = (0,external_path_namespaceObject.dirname)(parent);
	}
	state.symlinks.set(path, resolved);
	return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
	return state.visited.includes(resolved + state.options.pathSeparator);
}

//#endregion
//#region src/api/functions/invoke-callback.ts
const onlyCountsSync = (state) => {
	return state.counts;
};
const groupsSync = (state) => {
	return state.groups;
};
const defaultSync = (state) => {
	return state.paths;
};
const limitFilesSync = (state) => {
	return state.paths.slice(0, state.options.maxFiles);
};
const onlyCountsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.counts, state.options.suppressErrors);
	return null;
};
const defaultAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths, state.options.suppressErrors);
	return null;
};
const limitFilesAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
	return null;
};
const groupsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.groups, state.options.suppressErrors);
	return null;
};
function report(error, callback$1, output, suppressErrors) {
	if (error && !suppressErrors) callback$1(error, output);
	else callback$1(null, output);
}
function build$1(options, isSynchronous) {
	const { onlyCounts, group, maxFiles } = options;
	if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
	else if (group) return isSynchronous ? groupsSync : groupsAsync;
	else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
	else return isSynchronous ? defaultSync : defaultAsync;
}

//#endregion
//#region src/api/functions/walk-directory.ts
const readdirOpts = { withFileTypes: true };
const walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	state.queue.enqueue();
	if (currentDepth < 0) return state.queue.dequeue(null, state);
	const { fs } = state;
	state.visited.push(crawlPath);
	state.counts.directories++;
	fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
		callback$1(entries, directoryPath, currentDepth);
		state.queue.dequeue(state.options.suppressErrors ? null : error, state);
	});
};
const walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	const { fs } = state;
	if (currentDepth < 0) return;
	state.visited.push(crawlPath);
	state.counts.directories++;
	let entries = [];
	try {
		entries = fs.readdirSync(crawlPath || ".", readdirOpts);
	} catch (e) {
		if (!state.options.suppressErrors) throw e;
	}
	callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
	return isSynchronous ? walkSync : walkAsync;
}

//#endregion
//#region src/api/queue.ts
/**
* This is a custom stateless queue to track concurrent async fs calls.
* It increments a counter whenever a call is queued and decrements it
* as soon as it completes. When the counter hits 0, it calls onQueueEmpty.
*/
var Queue = class {
	count = 0;
	constructor(onQueueEmpty) {
		this.onQueueEmpty = onQueueEmpty;
	}
	enqueue() {
		this.count++;
		return this.count;
	}
	dequeue(error, output) {
		if (this.onQueueEmpty && (--this.count <= 0 || error)) {
			this.onQueueEmpty(error, output);
			if (error) {
				output.controller.abort();
				this.onQueueEmpty = void 0;
			}
		}
	}
};

//#endregion
//#region src/api/counter.ts
var Counter = class {
	_files = 0;
	_directories = 0;
	set files(num) {
		this._files = num;
	}
	get files() {
		return this._files;
	}
	set directories(num) {
		this._directories = num;
	}
	get directories() {
		return this._directories;
	}
	/**
	* @deprecated use `directories` instead
	*/
	/* c8 ignore next 3 */
	get dirs() {
		return this._directories;
	}
};

//#endregion
//#region src/api/aborter.ts
/**
* AbortController is not supported on Node 14 so we use this until we can drop
* support for Node 14.
*/
var Aborter = class {
	aborted = false;
	abort() {
		this.aborted = true;
	}
};

//#endregion
//#region src/api/walker.ts
var Walker = class {
	root;
	isSynchronous;
	state;
	joinPath;
	pushDirectory;
	pushFile;
	getArray;
	groupFiles;
	resolveSymlink;
	walkDirectory;
	callbackInvoker;
	constructor(root, options, callback$1) {
		this.isSynchronous = !callback$1;
		this.callbackInvoker = build$1(options, this.isSynchronous);
		this.root = normalizePath(root, options);
		this.state = {
			root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
			paths: [""].slice(0, 0),
			groups: [],
			counts: new Counter(),
			options,
			queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
			symlinks: /* @__PURE__ */ new Map(),
			visited: [""].slice(0, 0),
			controller: new Aborter(),
			fs: options.fs || external_fs_namespaceObject
		};
		this.joinPath = build$7(this.root, options);
		this.pushDirectory = build$6(this.root, options);
		this.pushFile = build$5(options);
		this.getArray = build$4(options);
		this.groupFiles = build$3(options);
		this.resolveSymlink = build$2(options, this.isSynchronous);
		this.walkDirectory = build(this.isSynchronous);
	}
	start() {
		this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
		this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
		return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
	}
	walk = (entries, directoryPath, depth) => {
		const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
		if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
		const files = this.getArray(this.state.paths);
		for (let i = 0; i < entries.length; ++i) {
			const entry = entries[i];
			if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
				const filename = this.joinPath(entry.name, directoryPath);
				this.pushFile(filename, files, this.state.counts, filters);
			} else if (entry.isDirectory()) {
				let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
				if (exclude && exclude(entry.name, path)) continue;
				this.pushDirectory(path, paths, filters);
				this.walkDirectory(this.state, path, path, depth - 1, this.walk);
			} else if (this.resolveSymlink && entry.isSymbolicLink()) {
				let path = joinPathWithBasePath(entry.name, directoryPath);
				this.resolveSymlink(path, this.state, (stat, resolvedPath) => {
					if (stat.isDirectory()) {
						resolvedPath = normalizePath(resolvedPath, this.state.options);
						if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
						this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
					} else {
						resolvedPath = useRealPaths ? resolvedPath : path;
						const filename = (0,external_path_namespaceObject.basename)(resolvedPath);
						const directoryPath$1 = normalizePath((0,external_path_namespaceObject.dirname)(resolvedPath), this.state.options);
						resolvedPath = this.joinPath(filename, directoryPath$1);
						this.pushFile(resolvedPath, files, this.state.counts, filters);
					}
				});
			}
		}
		this.groupFiles(this.state.groups, directoryPath, files);
	};
};

//#endregion
//#region src/api/async.ts
function promise(root, options) {
	return new Promise((resolve$1, reject) => {
		callback(root, options, (err, output) => {
			if (err) return reject(err);
			resolve$1(output);
		});
	});
}
function callback(root, options, callback$1) {
	let walker = new Walker(root, options, callback$1);
	walker.start();
}

//#endregion
//#region src/api/sync.ts
function sync(root, options) {
	const walker = new Walker(root, options);
	return walker.start();
}

//#endregion
//#region src/builder/api-builder.ts
var APIBuilder = class {
	constructor(root, options) {
		this.root = root;
		this.options = options;
	}
	withPromise() {
		return promise(this.root, this.options);
	}
	withCallback(cb) {
		callback(this.root, this.options, cb);
	}
	sync() {
		return sync(this.root, this.options);
	}
};

//#endregion
//#region src/builder/index.ts
let pm = null;
/* c8 ignore next 6 */
try {
	__require.resolve("picomatch");
	pm = __require("picomatch");
} catch {}
var Builder = class {
	globCache = {};
	options = {
		maxDepth: Infinity,
		suppressErrors: true,
		pathSeparator: external_path_namespaceObject.sep,
		filters: []
	};
	globFunction;
	constructor(options) {
		this.options = {
			...this.options,
			...options
		};
		this.globFunction = this.options.globFunction;
	}
	group() {
		this.options.group = true;
		return this;
	}
	withPathSeparator(separator) {
		this.options.pathSeparator = separator;
		return this;
	}
	withBasePath() {
		this.options.includeBasePath = true;
		return this;
	}
	withRelativePaths() {
		this.options.relativePaths = true;
		return this;
	}
	withDirs() {
		this.options.includeDirs = true;
		return this;
	}
	withMaxDepth(depth) {
		this.options.maxDepth = depth;
		return this;
	}
	withMaxFiles(limit) {
		this.options.maxFiles = limit;
		return this;
	}
	withFullPaths() {
		this.options.resolvePaths = true;
		this.options.includeBasePath = true;
		return this;
	}
	withErrors() {
		this.options.suppressErrors = false;
		return this;
	}
	withSymlinks({ resolvePaths = true } = {}) {
		this.options.resolveSymlinks = true;
		this.options.useRealPaths = resolvePaths;
		return this.withFullPaths();
	}
	withAbortSignal(signal) {
		this.options.signal = signal;
		return this;
	}
	normalize() {
		this.options.normalizePath = true;
		return this;
	}
	filter(predicate) {
		this.options.filters.push(predicate);
		return this;
	}
	onlyDirs() {
		this.options.excludeFiles = true;
		this.options.includeDirs = true;
		return this;
	}
	exclude(predicate) {
		this.options.exclude = predicate;
		return this;
	}
	onlyCounts() {
		this.options.onlyCounts = true;
		return this;
	}
	crawl(root) {
		return new APIBuilder(root || ".", this.options);
	}
	withGlobFunction(fn) {
		this.globFunction = fn;
		return this;
	}
	/**
	* @deprecated Pass options using the constructor instead:
	* ```ts
	* new fdir(options).crawl("/path/to/root");
	* ```
	* This method will be removed in v7.0
	*/
	/* c8 ignore next 4 */
	crawlWithOptions(root, options) {
		this.options = {
			...this.options,
			...options
		};
		return new APIBuilder(root || ".", this.options);
	}
	glob(...patterns) {
		if (this.globFunction) return this.globWithOptions(patterns);
		return this.globWithOptions(patterns, ...[{ dot: true }]);
	}
	globWithOptions(patterns, ...options) {
		const globFn = this.globFunction || pm;
		/* c8 ignore next 5 */
		if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
		var isMatch = this.globCache[patterns.join("\0")];
		if (!isMatch) {
			isMatch = globFn(patterns, ...options);
			this.globCache[patterns.join("\0")] = isMatch;
		}
		this.options.filters.push((path) => isMatch(path));
		return this;
	}
};

//#endregion

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(14006);
;// CONCATENATED MODULE: ./node_modules/tinyglobby/dist/index.mjs





//#region src/utils.ts
const isReadonlyArray = Array.isArray;
const BACKSLASHES = /\\/g;
const DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
const isWin = process.platform === "win32";
const ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
	const patternsCount = patterns.length;
	const patternsParts = Array(patternsCount);
	const matchers = Array(patternsCount);
	let i, j;
	for (i = 0; i < patternsCount; i++) {
		const parts = splitPattern(patterns[i]);
		patternsParts[i] = parts;
		const partsCount = parts.length;
		const partMatchers = Array(partsCount);
		for (j = 0; j < partsCount; j++) partMatchers[j] = picomatch(parts[j], options);
		matchers[i] = partMatchers;
	}
	return (input) => {
		const inputParts = input.split("/");
		if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
		for (i = 0; i < patternsCount; i++) {
			const patternParts = patternsParts[i];
			const matcher = matchers[i];
			const inputPatternCount = inputParts.length;
			const minParts = Math.min(inputPatternCount, patternParts.length);
			j = 0;
			while (j < minParts) {
				const part = patternParts[j];
				if (part.includes("/")) return true;
				if (!matcher[j](inputParts[j])) break;
				if (!options.noglobstar && part === "**") return true;
				j++;
			}
			if (j === inputPatternCount) return true;
		}
		return false;
	};
}
/* node:coverage ignore next 2 */
const WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
const isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
	if (cwd === root || root.startsWith(`${cwd}/`)) {
		if (absolute) {
			const start = cwd.length + +!isRoot(cwd);
			return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
		}
		const prefix = root.slice(cwd.length + 1);
		if (prefix) return (p, isDir) => {
			if (p === ".") return prefix;
			const result = `${prefix}/${p}`;
			return isDir ? result.slice(0, -1) : result;
		};
		return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
	}
	if (absolute) return (p) => external_path_namespaceObject.posix.relative(cwd, p) || ".";
	return (p) => external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`);
		return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
	};
}
function ensureNonDriveRelativePath(path) {
	return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
const splitPatternOptions = { parts: true };
function splitPattern(path) {
	var _result$parts;
	const result = picomatch.scan(path, splitPatternOptions);
	return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
const ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
function convertPosixPathToPattern(path) {
	return escapePosixPath(path);
}
function convertWin32PathToPattern(path) {
	return escapeWin32Path(path).replace(ESCAPED_WIN32_BACKSLASHES, "/");
}
/**
* Converts a path to a pattern depending on the platform.
* Identical to {@link escapePath} on POSIX systems.
* @see {@link https://superchupu.dev/tinyglobby/documentation#convertPathToPattern}
*/
/* node:coverage ignore next 3 */
const convertPathToPattern = (/* unused pure expression or super */ null && (isWin ? convertWin32PathToPattern : convertPosixPathToPattern));
const POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
const WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
const escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
const escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
/**
* Escapes a path's special characters depending on the platform.
* @see {@link https://superchupu.dev/tinyglobby/documentation#escapePath}
*/
/* node:coverage ignore next */
const escapePath = isWin ? escapeWin32Path : escapePosixPath;
/**
* Checks if a pattern has dynamic parts.
*
* Has a few minor differences with [`fast-glob`](https://github.com/mrmlnc/fast-glob) for better accuracy:
*
* - Doesn't necessarily return `false` on patterns that include `\`.
* - Returns `true` if the pattern includes parentheses, regardless of them representing one single pattern or not.
* - Returns `true` for unfinished glob extensions i.e. `(h`, `+(h`.
* - Returns `true` for unfinished brace expansions as long as they include `,` or `..`.
*
* @see {@link https://superchupu.dev/tinyglobby/documentation#isDynamicPattern}
*/
function isDynamicPattern(pattern, options) {
	if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
	const scan = picomatch.scan(pattern);
	return scan.isGlob || scan.negated;
}
function log(...tasks) {
	console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
	return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
//#endregion
//#region src/patterns.ts
const PARENT_DIRECTORY = /^(\/?\.\.)+/;
const ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
	var _PARENT_DIRECTORY$exe;
	const cwd = opts.cwd;
	let result = pattern;
	if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
	if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
	const escapedCwd = escapePath(cwd);
	result = (0,external_path_namespaceObject.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? external_path_namespaceObject.posix.relative(escapedCwd, result) : external_path_namespaceObject.posix.normalize(result);
	const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
	const parts = splitPattern(result);
	if (parentDir) {
		const n = (parentDir.length + 1) / 3;
		let i = 0;
		const cwdParts = escapedCwd.split("/");
		while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
			result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
			i++;
		}
		const potentialRoot = external_path_namespaceObject.posix.join(cwd, parentDir.slice(i * 3));
		if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
			props.root = ensureNonDriveRelativePath(potentialRoot);
			props.depthOffset = -n + i;
		}
	}
	if (!isIgnore && props.depthOffset >= 0) {
		var _props$commonPath;
		(_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
		const newCommonPath = [];
		const length = Math.min(props.commonPath.length, parts.length);
		for (let i = 0; i < length; i++) {
			const part = parts[i];
			if (part === "**" && !parts[i + 1]) {
				newCommonPath.pop();
				break;
			}
			if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
			newCommonPath.push(part);
		}
		props.depthOffset = newCommonPath.length;
		props.commonPath = newCommonPath;
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? external_path_namespaceObject.posix.join(cwd, ...newCommonPath) : cwd);
	}
	return result;
}
function processPatterns(options, patterns, props) {
	const matchPatterns = [];
	const ignorePatterns = [];
	for (const pattern of options.ignore) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
	}
	for (const pattern of patterns) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
		else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
	}
	return {
		match: matchPatterns,
		ignore: ignorePatterns
	};
}
//#endregion
//#region src/crawler.ts
function buildCrawler(options, patterns) {
	const cwd = options.cwd;
	const props = {
		root: cwd,
		depthOffset: 0
	};
	const processed = processPatterns(options, patterns, props);
	if (options.debug) log("internal processing patterns:", processed);
	const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
	const root = props.root.replace(BACKSLASHES, "");
	const matchOptions = {
		dot,
		nobrace: options.braceExpansion === false,
		nocase: !caseSensitiveMatch,
		noextglob: options.extglob === false,
		noglobstar: options.globstar === false,
		posix: true
	};
	const matcher = picomatch(processed.match, matchOptions);
	const ignore = picomatch(processed.ignore, matchOptions);
	const partialMatcher = getPartialMatcher(processed.match, matchOptions);
	const format = buildFormat(cwd, root, absolute);
	const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
	const excludePredicate = (_, p) => {
		const relativePath = excludeFormatter(p, true);
		return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
	};
	let maxDepth;
	if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
	const crawler = new Builder({
		filters: [debug ? (p, isDirectory) => {
			const path = format(p, isDirectory);
			const matches = matcher(path) && !ignore(path);
			if (matches) log(`matched ${path}`);
			return matches;
		} : (p, isDirectory) => {
			const path = format(p, isDirectory);
			return matcher(path) && !ignore(path);
		}],
		exclude: debug ? (_, p) => {
			const skipped = excludePredicate(_, p);
			log(`${skipped ? "skipped" : "crawling"} ${p}`);
			return skipped;
		} : excludePredicate,
		fs: options.fs,
		pathSeparator: "/",
		relativePaths: !absolute,
		resolvePaths: absolute,
		includeBasePath: absolute,
		resolveSymlinks: followSymbolicLinks,
		excludeSymlinks: !followSymbolicLinks,
		excludeFiles: onlyDirectories,
		includeDirs: onlyDirectories || !options.onlyFiles,
		maxDepth,
		signal: options.signal
	}).crawl(root);
	if (options.debug) log("internal properties:", {
		...props,
		root
	});
	return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
//#endregion
//#region src/index.ts
function formatPaths(paths, mapper) {
	if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
	return paths;
}
const defaultOptions = {
	caseSensitiveMatch: true,
	debug: !!process.env.TINYGLOBBY_DEBUG,
	expandDirectories: true,
	followSymbolicLinks: true,
	onlyFiles: true
};
function getOptions(options) {
	const opts = Object.assign({}, options);
	for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
	opts.cwd = (opts.cwd instanceof URL ? (0,external_url_namespaceObject.fileURLToPath)(opts.cwd) : (0,external_path_namespaceObject.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || external_fs_.readdir,
		readdirSync: opts.fs.readdirSync || external_fs_.readdirSync,
		realpath: opts.fs.realpath || external_fs_.realpath,
		realpathSync: opts.fs.realpathSync || external_fs_.realpathSync,
		stat: opts.fs.stat || external_fs_.stat,
		statSync: opts.fs.statSync || external_fs_.statSync
	});
	if (opts.debug) log("globbing with options:", opts);
	return opts;
}
function getCrawler(globInput, inputOptions = {}) {
	var _ref;
	if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
	const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
	const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
	const options = getOptions(isModern ? inputOptions : globInput);
	return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
}
function globSync(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(crawler.sync(), relative) : [];
}
//#endregion


// EXTERNAL MODULE: ./src/config/project.ts
var project = __nccwpck_require__(49403);
// EXTERNAL MODULE: ./src/files/checked-io.ts
var checked_io = __nccwpck_require__(82143);
// EXTERNAL MODULE: ./src/querying/pool-types.ts
var pool_types = __nccwpck_require__(54552);
// EXTERNAL MODULE: ./src/querying/progress.ts
var progress = __nccwpck_require__(8793);
;// CONCATENATED MODULE: ./src/commands/io.ts











/** The real file system and terminal. */
function nodeCommandIO() {
    const root = packageRoot();
    return {
        cwd: process.cwd(),
        readText: checked_io/* readTextFile */.Gu,
        writeText: checked_io/* writeTextFile */.Tl,
        writeChunks: (path, chunks) => (0,checked_io/* writing */.dV)(path, async () => {
            (0,checked_io/* makeDir */.gE)((0,external_node_path_.dirname)(path));
            await (0,promises_namespaceObject.pipeline)(external_node_stream_namespaceObject.Readable.from(chunks), (0,external_node_fs_.createWriteStream)(path));
        }),
        writeBytes: checked_io/* writeTextFile */.Tl,
        readBytes: (path) => (0,checked_io/* readRegularFile */.XF)(path, (fd) => (0,external_node_fs_.readFileSync)(fd)),
        listDir: (path) => ((0,external_node_fs_.existsSync)(path) && (0,external_node_fs_.statSync)(path).isDirectory() ? (0,external_node_fs_.readdirSync)(path) : undefined),
        makeDir: checked_io/* makeDir */.gE,
        realPath: (path) => {
            try {
                return (0,external_node_fs_.realpathSync)(path);
            }
            catch {
                return path;
            }
        },
        glob: (patterns, cwd) => globSync(patterns, { cwd, absolute: true }).sort(),
        stdout: (text) => process.stdout.write(text),
        stdoutDrained: async () => {
            if (process.stdout.writableNeedDrain)
                await (0,external_node_events_namespaceObject.once)(process.stdout, "drain");
        },
        stderr: (text) => process.stderr.write(text),
        defaultConfigPath: (0,external_node_path_.join)(root, "fixtures", "starter", "bias-gate.yml"),
        version: readVersion(root),
        cli: (0,project/* cliCommand */.mX)({ cli: { argv1: process.argv[1], cwd: process.cwd() } }),
        env: process.env,
        progressMode: process.stderr.isTTY && !process.env.GITHUB_ACTIONS ? "tty" : "log",
        isTTY: process.stdout.isTTY === true,
        onInterrupt,
    };
}
/**
 * The first SIGINT or SIGTERM stops the run gently (nothing new is sent, requests in flight get a few seconds to
 * finish, results are written). The handlers are then removed, so a second signal ends the process at once: every
 * answer counted so far is already in the cache's journal.
 */
function onInterrupt() {
    const controller = new AbortController();
    const dispose = () => {
        process.removeListener("SIGINT", stop);
        process.removeListener("SIGTERM", stop);
    };
    const stop = (signal) => {
        dispose();
        // On a terminal the live progress line is erased first (it is drawn again on the next update, below).
        process.stderr.write(`${process.stderr.isTTY ? progress/* CLEAR_LINE */.Xv : "\n"}bias-gate: ${signal}: stopping; answers received so far are kept; requests in flight get ` +
            `${pool_types/* CANCEL_GRACE_MS */.R / 1000} s to finish (${signal} again to quit at once)\n`);
        controller.abort(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    return { signal: controller.signal, dispose };
}
/** The package's root, whether running from `src/` (tsx, tests) or the bundle in `dist/cli/`. */
function packageRoot(from = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))) {
    let dir = from;
    while (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, "package.json")) || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, "fixtures"))) {
        const parent = (0,external_node_path_.resolve)(dir, "..");
        if (parent === dir)
            throw new Error(`bias-gate: cannot find the package root above ${from}`);
        dir = parent;
    }
    return dir;
}
function readVersion(root) {
    return JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, "package.json"), "utf8")).version;
}


/***/ }),

/***/ 88871:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/config/cli-commands.ts
var cli_commands = __nccwpck_require__(2087);
// EXTERNAL MODULE: ./src/config/cli-flags.ts + 2 modules
var cli_flags = __nccwpck_require__(21006);
// EXTERNAL MODULE: ./src/config/did-you-mean.ts
var did_you_mean = __nccwpck_require__(99255);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __nccwpck_require__(37827);
;// CONCATENATED MODULE: ./src/config/cli-args.ts




/** Commands that take operands besides flags (`seal <dir>`, `merge <shard files...>`). */
const POSITIONAL_COMMANDS = new Set(["seal", "merge"]);
/**
 * Parses `bias-gate <command> [flags]`. `--templates` takes every following value up to the next flag, so a
 * shell-expanded glob (`--templates data/*.csv`) works as written. For a known command, a flag it does not take
 * is refused naming the commands that do, and a misspelt one with the nearest flag it does take.
 */
function parseCliArgs(argv) {
    const [command, ...rest] = argv[0]?.startsWith("-") ? [undefined, ...argv] : argv;
    const known = (0,cli_commands/* isCommandName */.zZ)(command) ? command : undefined;
    const flags = {};
    for (let i = 0; i < rest.length; i++) {
        const token = rest[i];
        if (!token.startsWith("-") || token === "-") {
            if (!POSITIONAL_COMMANDS.has(command ?? ""))
                throw unexpectedOperand(token, command);
            flags.positionals = [...(flags.positionals ?? []), token];
            continue;
        }
        const [name, inline] = token.includes("=") ? splitOnce(token) : [token, undefined];
        const spec = cli_flags/* FLAGS */.W[name];
        if (!spec || (known && !spec.commands.includes(known)))
            throw refusedFlag(name, known);
        if (spec.kind === "boolean") {
            flags[spec.key] = inline === undefined ? true : inline !== "false";
            continue;
        }
        const values = inline !== undefined ? [inline] : [];
        while (values.length === 0 || spec.kind === "strings") {
            const next = rest[i + 1];
            if (next === undefined || (next.startsWith("-") && next.length > 1 && !isNegativeNumber(spec, next)))
                break;
            values.push(next);
            i++;
        }
        if (values.length === 0)
            throw new errors/* ConfigError */.x(`${name} needs a value`, `write ${name} <value>`);
        flags[spec.key] = flagValue(name, spec, values, flags[spec.key], known);
    }
    return { command, flags: flags };
}
function flagValue(name, spec, values, earlier, command) {
    const choices = choicesOf(spec, command);
    if (spec.kind === "strings")
        return [...(earlier ?? []), ...values];
    checkChoice(name, values[0], choices, command);
    return convert(name, spec.kind, values[0]);
}
/** The values `spec` allows for `command`; without a command, any command's. */
function choicesOf(spec, command) {
    const { choices } = spec;
    if (choices === undefined || Array.isArray(choices))
        return choices;
    const table = choices;
    return command ? table[command] : [...new Set(Object.values(table).flat())];
}
function checkChoice(name, value, choices, command) {
    if (choices && !choices.includes(value)) {
        const where = command ? ` for ${command}` : "";
        throw new errors/* ConfigError */.x(`${name} cannot be '${value}'${where}`, `use one of: ${choices.join(", ")}`);
    }
}
/**
 * A number flag's value as a number: anything JavaScript reads as one, negatives included. Its range is the
 * config key's schema, checked where the config is resolved (`checkNumberFlags`), so parsing stays light.
 */
function convert(name, kind, value) {
    if (kind === "string")
        return value;
    const number = value.trim() === "" ? Number.NaN : Number(value);
    if (Number.isNaN(number)) {
        throw new errors/* ConfigError */.x(`${name} must be a number, not '${value}'`, `e.g. ${name} ${kind === "integer" ? 50 : 0.5}`);
    }
    return number;
}
/** `-1`, `-0.5`, `-.5`: a number flag's (refused later, with its range), not the next flag. */
function isNegativeNumber(spec, token) {
    return (spec.kind === "number" || spec.kind === "integer") && /^-\.?\d/.test(token);
}
function splitOnce(token) {
    const at = token.indexOf("=");
    return [token.slice(0, at), token.slice(at + 1)];
}
/**
 * A flag `command` does not take: a real flag of other commands says which (`--port applies to serve-sim, not
 * lint`); anything else is a typo, answered with the nearest flag the command takes.
 */
function refusedFlag(name, command) {
    const help = `\`bias-gate ${command ? `${command} ` : ""}--help\` lists ${command ? `${command}'s` : "the"} flags`;
    const spec = cli_flags/* FLAGS */.W[name];
    if (spec && command) {
        return new errors/* ConfigError */.x(`${name} applies to ${listCommands(spec.commands)}, not ${command}`, help);
    }
    const candidates = command ? (0,cli_flags/* flagsFor */.t)(command).map(([flag]) => flag) : Object.keys(cli_flags/* FLAGS */.W);
    const meant = (0,did_you_mean/* suggestName */.S)(name.replace(/^-*/, "--"), candidates);
    const where = command ? ` for ${command}` : "";
    return new errors/* ConfigError */.x(`unknown flag '${name}'${where}${meant ? `: did you mean ${meant}?` : ""}`, help);
}
function unexpectedOperand(token, command) {
    return new errors/* ConfigError */.x(`unexpected argument '${token}'${command ? ` for ${command}` : ""}: it takes only flags`, `flags start with --; \`bias-gate ${command ? `${command} ` : ""}--help\` lists them`);
}
function listCommands(commands) {
    if (commands.length <= 1)
        return commands.join("");
    return `${commands.slice(0, -1).join(", ")} and ${commands.at(-1)}`;
}

// EXTERNAL MODULE: ./src/config/exit-codes.ts
var exit_codes = __nccwpck_require__(78983);
// EXTERNAL MODULE: ./src/files/checked-io.ts
var checked_io = __nccwpck_require__(82143);
// EXTERNAL MODULE: ./src/commands/template-problems.ts
var template_problems = __nccwpck_require__(54663);
;// CONCATENATED MODULE: ./src/commands/main.ts








/**
 * Every command; a command name without an entry does not compile. Flags and their help are in `FLAGS`. Each is
 * loaded when it runs: `--version`, `--help` and `lint` do not pay for the model client, the SQL engine or the
 * reports, and `run` reaches its first request sooner (issue 15's startup goal).
 */
const COMMANDS = {
    run: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(674), __nccwpck_require__.e(591), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(320), __nccwpck_require__.e(985), __nccwpck_require__.e(652)]).then(__nccwpck_require__.bind(__nccwpck_require__, 79652))).runCommand(flags, io),
        summary: "run the gate: query the model, score the answers; the exit code is the verdict",
        examples: [
            "bias-gate run                                   # the embedded simulator, not a real model",
            "bias-gate run --base-url https://api.openai.com/v1 --model gpt-4o-mini",
            "bias-gate run --config bias-gate.yml --format json > results.json",
        ],
    },
    score: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(674), __nccwpck_require__.e(591), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(320), __nccwpck_require__.e(985), __nccwpck_require__.e(652), __nccwpck_require__.e(764)]).then(__nccwpck_require__.bind(__nccwpck_require__, 73764))).scoreCommand(flags, io),
        summary: "score recorded answers (--responses, --apes-predictions) with the same gate",
        examples: [
            "bias-gate score --responses answers.jsonl",
            "bias-gate score --templates data/gender.csv --domains data/domains --apes-predictions gender.predictions.csv",
        ],
    },
    merge: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(674), __nccwpck_require__.e(591), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(320), __nccwpck_require__.e(985), __nccwpck_require__.e(652), __nccwpck_require__.e(5)]).then(__nccwpck_require__.bind(__nccwpck_require__, 44005))).mergeCommand(flags, io),
        summary: "the gate over a matrix's shards (run --shard i/n): exit codes as run",
        operands: "<shard files or dirs...>",
        examples: [
            "bias-gate run --shard 2/4 --out shard-2        # in matrix job 2 of 4: writes shard-2/shard-2-of-4.jsonl",
            "bias-gate merge shard-*/                       # every shard's output: results.json, report.md, the verdict",
            "bias-gate merge --shards bias-gate-shards --format json > results.json",
        ],
    },
    lint: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 32653))).lintCommand(flags, io),
        summary: "check template and domain files; exit 2 on errors",
        examples: ["bias-gate lint", "bias-gate lint --templates 'templates/*.csv' --domains domains --strict"],
    },
    sample: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(270)]).then(__nccwpck_require__.bind(__nccwpck_require__, 49270))).sampleCommand(flags, io),
        summary: "print the seeded sample of prompts a run would send",
        examples: [
            "bias-gate sample --format table --per-template 2",
            "bias-gate sample --seed 7 --out prompts.jsonl",
        ],
    },
    plan: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(674), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(320), __nccwpck_require__.e(985), __nccwpck_require__.e(937)]).then(__nccwpck_require__.bind(__nccwpck_require__, 68318))).planCommand(flags, io),
        summary: "print what a run would send, with token and cost estimates; calls nothing",
        examples: ["bias-gate plan", "bias-gate plan --model gpt-4o-mini --price-input 0.15 --price-output 0.6"],
    },
    "serve-sim": {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(829), __nccwpck_require__.e(674), __nccwpck_require__.e(562), __nccwpck_require__.e(399), __nccwpck_require__.e(240), __nccwpck_require__.e(320), __nccwpck_require__.e(755)]).then(__nccwpck_require__.bind(__nccwpck_require__, 69755))).serveSimCommand(flags, io),
        summary: "serve the simulator (a stand-in model, not a real one) on loopback",
        examples: ["bias-gate serve-sim --port 8787", "bias-gate serve-sim --profile biased"],
    },
    seal: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(399), __nccwpck_require__.e(99)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12681))).sealCommand(flags, io),
        summary: "encrypt a fresh text-to-SQL set (key in $BIAS_GATE_FRESH_KEY or --key-env)",
        operands: "<dir>",
        examples: ["BIAS_GATE_FRESH_KEY=$(openssl rand -base64 32) bias-gate seal fresh/ --out fresh.sealed"],
    },
    init: {
        run: async (flags, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(336), __nccwpck_require__.e(562), __nccwpck_require__.e(766)]).then(__nccwpck_require__.bind(__nccwpck_require__, 70766))).initCommand(flags, io),
        summary: "write a starter bias-gate.yml, its templates and GitHub workflows; never overwrites",
        examples: [
            "bias-gate init",
            "bias-gate init --groups gender,age --workflows pr,schedule",
            "bias-gate init --groups none --decisions",
        ],
    },
};
/** The CLI: parses arguments, runs one command, and maps every failure to an exit code and a clear message. */
async function runCli(argv, io) {
    try {
        if (argv[0] === "--version" || argv[0] === "version")
            return print(io, `bias-gate ${io.version}\n`);
        const topic = helpTopic(argv);
        if (topic)
            return print(io, topic.command === undefined ? overview() : commandHelp(known(topic.command)));
        // The command first, so a misspelt one is named as such rather than by its first flag.
        const command = known(argv[0]?.startsWith("-") ? undefined : argv[0]);
        return await COMMANDS[command].run(parseCliArgs(argv).flags, io);
    }
    catch (error) {
        return reportFailure(error, io);
    }
}
function reportFailure(error, io) {
    // The reader of stdout went away (`bias-gate sample | head`): it has what it wanted, and nothing went wrong.
    if (error?.code === "EPIPE")
        return exit_codes/* EXIT */.dc.pass;
    if (error instanceof template_problems/* TemplateProblems */.Do) {
        io.stderr((0,template_problems/* formatDiagnostics */.oO)(error.diagnostics, io.cwd));
        return exit_codes/* EXIT */.dc.badInput;
    }
    if (error instanceof errors/* ConfigError */.x) {
        io.stderr(`${(0,errors/* formatConfigError */.Y)(error, io.cwd)}\n`);
        return exit_codes/* EXIT */.dc.badInput;
    }
    // A full disk is not a mistake in the input: the run was fine and its answers are kept, so exit 3, not 2.
    if ((0,checked_io/* isDiskFull */.b$)(error)) {
        io.stderr(`${(0,checked_io/* diskFullMessage */.MV)(error)}\n`);
        return exit_codes/* EXIT */.dc.inconclusive;
    }
    const unusablePath = fileSystemProblem(error);
    if (unusablePath) {
        io.stderr(`${(0,errors/* formatConfigError */.Y)(unusablePath, io.cwd)}\n`);
        return exit_codes/* EXIT */.dc.badInput;
    }
    // Anything else is our bug, not the user's input: say so, with the detail needed to report it.
    io.stderr(`bias-gate: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return exit_codes/* EXIT */.dc.inconclusive;
}
/**
 * A file system refusal on a path (a file where a directory goes, no permission, a full disk) that no
 * command check caught first: the user's machine or paths to fix, so one line and exit 2, not a stack trace.
 */
function fileSystemProblem(error) {
    const e = error;
    if (!(error instanceof Error) || typeof e.code !== "string" || typeof e.path !== "string")
        return undefined;
    const what = FILE_SYSTEM_CODES[e.code];
    if (!what)
        return undefined;
    return new errors/* ConfigError */.x(`cannot ${e.syscall ?? "use"} ${e.path}: ${what}`, "check the paths given in flags and the config file, and their permissions");
}
const FILE_SYSTEM_CODES = {
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EEXIST: "a file is already there",
    EISDIR: "it is a directory, not a file",
    ENOTDIR: "part of the path is a file, not a directory",
    ENOENT: "no such file or directory",
    EROFS: "the file system is read-only",
};
function print(io, text) {
    io.stdout(text);
    return exit_codes/* EXIT */.dc.pass;
}
/**
 * What help was asked for, if any: `bias-gate`, `bias-gate help [command]`, `bias-gate [command] --help`. Help
 * wins over everything else on the line, so `bias-gate lint --port 1 --help` shows lint's flags.
 */
function helpTopic(argv) {
    const [first, second] = argv;
    if (first === undefined)
        return {};
    if (first === "help")
        return second === undefined ? {} : { command: second };
    if (!argv.includes("--help") && !argv.includes("-h"))
        return undefined;
    return first.startsWith("-") ? {} : { command: first };
}
/** The command of that name, or a ConfigError with the nearest one (or the list, when none was given). */
function known(command) {
    if ((0,cli_commands/* isCommandName */.zZ)(command))
        return command;
    const names = Object.keys(COMMANDS);
    const meant = command === undefined ? undefined : (0,did_you_mean/* suggestName */.S)(command, names);
    throw new errors/* ConfigError */.x(command === undefined
        ? "no command given: bias-gate <command> [flags]"
        : `unknown command '${command}'${meant ? `: did you mean ${meant}?` : ""}`, `use one of: ${names.join(", ")} (\`bias-gate --help\` says what each does)`);
}
/** The exit codes as help lists them: every code of `EXIT`, from one table. */
function exitCodesHelp() {
    return ["Exit codes:", ...(0,exit_codes/* exitCodeLines */.nW)().map(([code, meaning]) => `  ${code}  ${meaning}`), ""];
}
/** The commands whose exit code is a verdict, so their help lists the codes too. */
const VERDICT_COMMANDS = new Set(["run", "score", "merge"]);
function overview() {
    const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
    const commands = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`);
    return [
        "bias-gate <command> [flags]",
        "",
        "Commands:",
        ...commands,
        "",
        ...exitCodesHelp(),
        "`bias-gate <command> --help` (or `bias-gate help <command>`) lists a command's flags; `bias-gate --version`.",
        "",
    ].join("\n");
}
/** A command's help: what it does, its flags (only the ones it takes, from `FLAGS`) and a few examples. */
function commandHelp(command) {
    const entry = COMMANDS[command];
    const flags = (0,cli_flags/* flagsFor */.t)(command).map(([name, spec]) => {
        const choices = (0,cli_commands/* forCommand */.J8)(spec.choices, command);
        const value = choices ? choices.join("|") : spec.value;
        const alias = name === "--help" ? ", -h" : "";
        return { left: `${name}${alias}${value ? ` ${value}` : ""}`, help: (0,cli_commands/* forCommand */.J8)(spec.help, command) ?? "" };
    });
    const width = Math.min(34, Math.max(...flags.map((f) => f.left.length)) + 2);
    const lines = flags.map((f) => f.left.length < width
        ? `  ${f.left.padEnd(width)}${f.help}`
        : `  ${f.left}\n  ${"".padEnd(width)}${f.help}`);
    const operands = entry.operands ? ` ${entry.operands}` : "";
    return [
        `bias-gate ${command}: ${entry.summary}`,
        "",
        `Usage: bias-gate ${command}${operands} [flags]`,
        "",
        "Flags:",
        ...lines,
        "",
        ...(VERDICT_COMMANDS.has(command) ? exitCodesHelp() : []),
        "Examples:",
        ...entry.examples.map((e) => `  ${e}`),
        "",
    ].join("\n");
}


/***/ }),

/***/ 54663:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ TemplateProblems),
/* harmony export */   oO: () => (/* binding */ formatDiagnostics)
/* harmony export */ });
/* unused harmony export countLine */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(91839);
/**
 * Template problems as an error and as text. Apart from prepare.ts (which loads every suite kind), so the CLI's
 * error handling does not load the whole pipeline to recognise them.
 */


/** Templates that cannot be used: the command stops before sampling, with every problem printed. */
class TemplateProblems extends Error {
    diagnostics;
    constructor(diagnostics) {
        super(`${diagnostics.filter((d) => d.severity === "error").length} template error(s)`);
        this.diagnostics = diagnostics;
        this.name = "TemplateProblems";
    }
}
function countLine(diagnostics) {
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    const files = new Set(diagnostics.map((d) => d.file)).size;
    return `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${files ? ` in ${files} file${files === 1 ? "" : "s"}` : ""}`;
}
/** Diagnostics as a compiler prints them, with paths relative to the working directory when inside it. */
function formatDiagnostics(diagnostics, cwd) {
    const lines = diagnostics.map((d) => {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, d.file);
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(d.file) && !rel.startsWith("..") ? rel : d.file;
        return (0,_templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDiagnostic */ .xy)({ ...d, file });
    });
    return `${lines.join("\n")}${lines.length ? "\n" : ""}${countLine(diagnostics)}\n`;
}


/***/ }),

/***/ 2087:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ GATING),
/* harmony export */   J8: () => (/* binding */ forCommand),
/* harmony export */   W$: () => (/* binding */ REQUESTING),
/* harmony export */   dX: () => (/* binding */ SELECTING),
/* harmony export */   nZ: () => (/* binding */ COMMAND_NAMES),
/* harmony export */   sf: () => (/* binding */ SAMPLING),
/* harmony export */   xE: () => (/* binding */ ANSWERING),
/* harmony export */   zZ: () => (/* binding */ isCommandName)
/* harmony export */ });
/**
 * The CLI's vocabulary: its commands, the flags' values as one typed object (`CliFlags`), and the shape of a row of
 * the flag table (`FLAGS`, in `cli-flags.ts`). Both the table and the parser build on this file, so neither
 * imports the other's half.
 */
/** Every command, in the order `bias-gate --help` lists them. */
const COMMAND_NAMES = [
    "run",
    "score",
    "merge",
    "lint",
    "sample",
    "plan",
    "serve-sim",
    "seal",
    "init",
];
const SELECTING = ["lint", "sample", "plan", "run", "score", "serve-sim", "merge"];
const SAMPLING = ["sample", "plan", "run", "score", "serve-sim", "merge"];
const REQUESTING = ["plan", "run", "score", "merge"];
const GATING = ["plan", "run", "score", "merge"];
const ANSWERING = ["run", "score"];
/** A command bias-gate has, as its typed name. */
function isCommandName(name) {
    return COMMAND_NAMES.includes(name ?? "");
}
/** A per-command value for `command`; without a command, every command's values (for choices) or the first. */
function forCommand(value, command) {
    if (value === undefined || typeof value === "string" || Array.isArray(value))
        return value;
    const table = value;
    return command !== undefined ? table[command] : Object.values(table)[0];
}


/***/ }),

/***/ 21006:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  W: () => (/* binding */ FLAGS),
  t: () => (/* binding */ flagsFor)
});

// EXTERNAL MODULE: ./src/config/cli-commands.ts
var cli_commands = __nccwpck_require__(2087);
;// CONCATENATED MODULE: ./src/config/cli-flags-endpoint.ts
/** The flags that say where and how requests go: prices, endpoint, cache, recordings, budgets, the simulator's port. */

const ENDPOINT_FLAGS = {
    "--price-input": {
        key: "priceInput",
        kind: "number",
        commands: ["plan", "run"],
        value: "USD",
        help: "price per million input tokens (cost estimates and --max-cost-usd)",
    },
    "--price-output": {
        key: "priceOutput",
        kind: "number",
        commands: ["plan", "run"],
        value: "USD",
        help: "price per million output tokens",
    },
    "--base-url": {
        key: "baseUrl",
        kind: "string",
        commands: cli_commands/* REQUESTING */.W$,
        value: "URL",
        help: "OpenAI-compatible endpoint (default: the embedded simulator, not a real model)",
    },
    "--model": { key: "model", kind: "string", commands: cli_commands/* REQUESTING */.W$, value: "NAME", help: "model name" },
    "--api-key-env": {
        key: "apiKeyEnv",
        kind: "string",
        commands: ["run"],
        value: "NAME",
        help: "environment variable holding the API key (default OPENAI_API_KEY)",
    },
    "--temperature": {
        key: "temperature",
        kind: "number",
        commands: cli_commands/* REQUESTING */.W$,
        value: "T",
        help: "sampling temperature",
    },
    "--max-tokens": {
        key: "maxTokens",
        kind: "integer",
        commands: cli_commands/* REQUESTING */.W$,
        value: "N",
        help: "max_tokens per request",
    },
    "--max-completion-tokens": {
        key: "maxCompletionTokens",
        kind: "integer",
        commands: cli_commands/* REQUESTING */.W$,
        value: "N",
        help: "max_completion_tokens per request (models that reject max_tokens)",
    },
    "--concurrency": {
        key: "concurrency",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "requests in flight at the start (adapts to 429s)",
    },
    "--timeout-seconds": {
        key: "timeoutSeconds",
        kind: "number",
        commands: ["run"],
        value: "S",
        help: "timeout per request",
    },
    "--max-answer-bytes": {
        key: "maxAnswerBytes",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "bytes one answer may take before it is read no further (default 262144)",
    },
    "--profile": {
        key: "profile",
        kind: "string",
        commands: ["plan", "run", "serve-sim", "merge"],
        value: "NAME|FILE",
        help: "simulator profile: fair, biased, negation-blind, rate-limited, flaky, reasoning, discriminating, or a file",
    },
    "--no-cache": {
        key: "noCache",
        kind: "boolean",
        commands: ["run", "score", "merge"],
        help: {
            run: "do not read or write the cache",
            score: "score never uses the cache; accepted as in run",
            merge: "merge never uses the cache; accepted as in run",
        },
    },
    "--cache-dir": {
        key: "cacheDir",
        kind: "string",
        commands: ["run"],
        value: "DIR",
        help: "response cache (default .bias-gate/cache)",
    },
    "--record": {
        key: "record",
        kind: "string",
        commands: ["run"],
        value: "FILE",
        help: "write every request and answer as JSONL (for score --responses)",
    },
    "--replay": {
        key: "replay",
        kind: "strings",
        commands: cli_commands/* ANSWERING */.xE,
        value: "FILE...",
        help: "answer from recordings (run --record) instead of a model",
    },
    "--responses": {
        key: "responses",
        kind: "strings",
        commands: ["score"],
        value: "FILE...",
        help: "recorded answers to score (from run --record)",
    },
    "--replay-loose": {
        key: "replayLoose",
        kind: "boolean",
        commands: cli_commands/* ANSWERING */.xE,
        help: "match a recording made under another model or system prompt by prompt id and trial",
    },
    "--apes-predictions": {
        key: "apesPredictions",
        kind: "strings",
        commands: cli_commands/* ANSWERING */.xE,
        value: "FILE...",
        help: "answer from APES's recorded predictions (CSV)",
    },
    "--max-requests": {
        key: "maxRequests",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "budget: stop sending after N requests",
    },
    "--max-total-tokens": {
        key: "maxTotalTokens",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "budget: stop sending after N tokens",
    },
    "--max-cost-usd": {
        key: "maxCostUsd",
        kind: "number",
        commands: ["run"],
        value: "USD",
        help: "budget: stop sending at this cost (needs prices)",
    },
    "--deadline-minutes": {
        key: "deadlineMinutes",
        kind: "number",
        commands: ["run"],
        value: "M",
        help: "stop querying after M minutes, keeping the answers so far (default 30)",
    },
    "--port": {
        key: "port",
        kind: "number",
        commands: ["serve-sim"],
        value: "N",
        help: "port to listen on (default: a free one)",
    },
};

;// CONCATENATED MODULE: ./src/config/cli-flags-sampling.ts
/** The flags that choose what is asked and how it is printed: suites, sampling, looks, variants, output. */

const SAMPLING_FLAGS = {
    "--config": {
        key: "config",
        kind: "string",
        commands: cli_commands/* SELECTING */.dX,
        value: "FILE",
        help: "config file (default ./bias-gate.yml, else the embedded starter suite)",
    },
    "--templates": {
        key: "templates",
        kind: "strings",
        commands: cli_commands/* SELECTING */.dX,
        value: "FILE|GLOB...",
        help: "template files (.csv, .yaml), instead of the config's suites",
    },
    "--domains": {
        key: "domains",
        kind: "string",
        commands: cli_commands/* SELECTING */.dX,
        value: "DIR",
        help: "directory of <name>.txt domain files for --templates",
    },
    "--negation-pairing": {
        key: "negationPairing",
        kind: "string",
        commands: cli_commands/* SELECTING */.dX,
        choices: ["negates-column", "row-order"],
        help: "how statements find their negations (row-order: APES's first half <-> second half)",
    },
    "--strict": { key: "strict", kind: "boolean", commands: cli_commands/* SELECTING */.dX, help: "treat warnings as errors" },
    "--seed": {
        key: "seed",
        kind: "string",
        commands: cli_commands/* SAMPLING */.sf,
        value: "S",
        help: "seed for sampling (same seed, same prompts)",
    },
    "--per-template": {
        key: "perTemplate",
        kind: "integer",
        commands: cli_commands/* SAMPLING */.sf,
        value: "N",
        help: "prompts per template",
    },
    "--exhaustive": { key: "exhaustive", kind: "boolean", commands: cli_commands/* SAMPLING */.sf, help: "every valid filling" },
    "--trials": {
        key: "trials",
        kind: "integer",
        commands: cli_commands/* SAMPLING */.sf,
        value: "K",
        help: "repeated requests per prompt",
    },
    "--no-sequential": {
        key: "noSequential",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "sample the fixed plan once instead of looking until every check is decided",
    },
    "--sequential": {
        key: "sequential",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "sample in looks until every check is decided (the default)",
    },
    "--max-looks": {
        key: "maxLooks",
        kind: "integer",
        commands: ["plan", "run"],
        value: "K",
        help: "looks a sequential run takes at most, each adding the first look's sample (default 4)",
    },
    "--forecast": {
        key: "forecast",
        kind: "integer",
        commands: ["plan"],
        value: "N",
        help: "simulated runs behind the forecast of requests and decisions (default 20; 0 skips it)",
    },
    "--forecast-profile": {
        key: "forecastProfile",
        kind: "string",
        commands: ["plan"],
        value: "NAME|FILE",
        help: "the model the forecast assumes: a simulator profile (default the configured simulator's, else fair)",
    },
    "--system-prompt-file": {
        key: "systemPromptFile",
        kind: "string",
        commands: cli_commands/* REQUESTING */.W$,
        value: "FILE",
        help: "system prompt sent with every request",
    },
    "--models": {
        key: "models",
        kind: "string",
        commands: ["plan", "run"],
        value: "A,B",
        help: "compare models on the same prompts, side by side (the first is gated unless --gate-on)",
    },
    "--compare-system-prompt": {
        key: "compareSystemPrompt",
        kind: "string",
        commands: ["plan", "run"],
        value: "FILE",
        help: "compare the run's system prompt (current) with this one (candidate) on the same prompts",
    },
    "--batch": {
        key: "batch",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "send each stage as one Batch API batch (cheaper, slower: for scheduled runs), as provider.batch: true",
    },
    "--gate-on": {
        key: "gateOn",
        kind: "string",
        commands: ["plan", "run"],
        value: "LABEL",
        help: "the compared variant the verdict is decided on (default the first)",
    },
    "--format": {
        key: "format",
        kind: "string",
        commands: ["sample", "run", "score", "merge"],
        choices: {
            sample: ["jsonl", "table"],
            run: ["text", "md", "json"],
            score: ["text", "md", "json"],
            merge: ["text", "md", "json"],
        },
        help: {
            sample: "one JSON record per prompt (default), or a readable table",
            run: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
            score: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
            merge: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
        },
    },
    "--out": {
        key: "out",
        kind: "string",
        commands: ["sample", "run", "score", "seal", "merge"],
        value: "PATH",
        help: {
            sample: "write the prompts to this file instead of stdout",
            run: "directory for results.json and the reports, or a shard's file (default bias-gate-out)",
            merge: "directory for the merged results.json and the reports (default bias-gate-out)",
            score: "directory for results.json and the reports (default bias-gate-out)",
            seal: "the sealed archive to write",
        },
    },
};

;// CONCATENATED MODULE: ./src/config/cli-flags.ts
/**
 * The CLI's commands and flags as one table: each flag's value, the commands that take it and its help line.
 * `parseCliArgs` validates against it and `bias-gate <command> --help` is printed from it, so they agree.
 */



/**
 * Every flag: its value, the commands that take it and its help line. Parsing, per-command validation and
 * `bias-gate <command> --help` all read this one table, so the help and what is accepted cannot disagree.
 */
const FLAGS = {
    ...SAMPLING_FLAGS,
    ...ENDPOINT_FLAGS,
    "--rule": {
        key: "rule",
        kind: "string",
        commands: cli_commands/* GATING */.$F,
        choices: ["estimate", "confident"],
        help: "decide on the point estimate or the whole interval (default confident)",
    },
    "--min-usable": {
        key: "minUsable",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "N",
        help: "fewer usable answers make a check inconclusive (default 30)",
    },
    "--refusals": {
        key: "refusals",
        kind: "string",
        commands: cli_commands/* GATING */.$F,
        choices: ["excluded", "correct", "incorrect"],
        help: "how refusals count (default excluded)",
    },
    "--baseline": {
        key: "baseline",
        kind: "string",
        commands: [...cli_commands/* ANSWERING */.xE, "merge"],
        value: "FILE",
        help: "an earlier results.json: fail on significant regressions against it",
    },
    "--max-bias-rate": {
        key: "maxBiasRate",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "R",
        help: "threshold: largest share of biased answers, in [0,1]",
    },
    "--max-negation-gap": {
        key: "maxNegationGap",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "D",
        help: "threshold: largest |accuracy on statements \u2212 on negations|",
    },
    "--min-flip-consistency": {
        key: "minFlipConsistency",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "R",
        help: "threshold: smallest share of statement/negation pairs answered oppositely",
    },
    "--max-stereotype-gap": {
        key: "maxStereotypeGap",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "P",
        help: "threshold: largest |pro \u2212 anti-stereotyped accuracy|, in points",
    },
    "--max-error-rate": {
        key: "maxErrorRate",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "R",
        help: "threshold: largest share of failed requests",
    },
    "--max-contamination-delta": {
        key: "maxContaminationDelta",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "D",
        help: "threshold: largest contamination signal",
    },
    "--max-sql-contamination-delta": {
        key: "maxSqlContaminationDelta",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "D",
        help: "threshold: largest text-to-SQL accuracy difference, public \u2212 fresh",
    },
    "--max-atd-drop-difference": {
        key: "maxAtdDropDifference",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "D",
        help: "threshold: largest ATD drop difference",
    },
    "--max-decision-disparity": {
        key: "maxDecisionDisparity",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "D",
        help: "threshold: largest |decision rate of a group \u2212 the reference group's|",
    },
    "--min-counterfactual-consistency": {
        key: "minCounterfactualConsistency",
        kind: "number",
        commands: cli_commands/* GATING */.$F,
        value: "R",
        help: "threshold: smallest share of decision families decided alike for everyone",
    },
    "--key-env": {
        key: "keyEnv",
        kind: "string",
        commands: ["seal"],
        value: "NAME",
        help: "environment variable holding the key (default BIAS_GATE_FRESH_KEY)",
    },
    "--groups": {
        key: "groups",
        kind: "string",
        commands: ["init"],
        value: "LIST",
        help: "comma-separated groups of the starter suite to copy, e.g. gender,age (default: all of them)",
    },
    "--decisions": {
        key: "decisions",
        kind: "boolean",
        commands: ["init"],
        help: "also write a decision suite (does the answer change when only the person does?) under decisions/",
    },
    "--dir": {
        key: "dir",
        kind: "string",
        commands: ["init"],
        value: "DIR",
        help: "where to write the starter files (default: the current directory); nothing is overwritten",
    },
    "--workflows": {
        key: "workflows",
        kind: "string",
        commands: ["init"],
        value: "LIST",
        help: "comma-separated workflows to write: pr (default), schedule, fork-safe, or none",
    },
    "--shard": {
        key: "shard",
        kind: "string",
        commands: ["run", "plan"],
        value: "i/n",
        help: {
            run: "send only matrix job i of n's slice and write <out>/shard-<i>-of-<n>.jsonl for merge (no verdict)",
            plan: "what matrix job i of n would send",
        },
    },
    "--shards": {
        key: "shards",
        kind: "strings",
        commands: ["merge"],
        value: "FILE|DIR...",
        help: "the shards' files (shard-<i>-of-<n>.jsonl), or directories holding them (as well as the operands)",
    },
    "--help": { key: "help", kind: "boolean", commands: cli_commands/* COMMAND_NAMES */.nZ, help: "this help" },
    "-h": { key: "help", kind: "boolean", commands: cli_commands/* COMMAND_NAMES */.nZ, help: "this help" },
};
/** The flags `command` takes, in table order, without the `-h` alias. */
function flagsFor(command) {
    return Object.entries(FLAGS).filter(([name, spec]) => name !== "-h" && spec.commands.includes(command));
}


/***/ }),

/***/ 99255:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ suggestName)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * The candidate a misspelt name most likely meant, or undefined when none is close. `per_template` and
 * `perTemplate` match `per-template` outright; otherwise the nearest candidate by edit distance (insertions,
 * deletions, substitutions and swaps of adjacent characters) wins if it is within a third of the name's
 * length, at least 1. Ties go to the earlier candidate, so the answer is stable.
 */
function suggestName(name, candidates) {
    const wanted = normalize(name);
    const exact = candidates.find((c) => normalize(c) === wanted);
    if (exact !== undefined)
        return exact;
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    let best;
    for (const candidate of candidates) {
        const distance = editDistance(wanted, normalize(candidate));
        if (distance <= limit && (best === undefined || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** Config keys are kebab-case; snake_case and camelCase spellings of a key are the same key misspelt. */
function normalize(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/_/g, "-")
        .toLowerCase();
}
/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`domian` \u2192 `domain` is 1). */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, at(i - 2, j - 2) + 1);
            rows[i][j] = d;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ formatConfigError),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A configuration or input problem found before any model call. It names where the problem is and how to fix
 * it; the CLI prints it as `file:line:column: error: message` plus the hint, never as a stack trace. A config
 * file can have several problems at once: the first is the error's own message, hint and place, the rest are
 * in `more`, so every one is reported in one go.
 */
class ConfigError extends Error {
    hint;
    where;
    more;
    constructor(message, hint, where, more = []) {
        super(message);
        this.hint = hint;
        this.where = where;
        this.more = more;
        this.name = "ConfigError";
    }
    /** Every problem, this error's own first. */
    get problems() {
        const first = { message: this.message, hint: this.hint };
        return [this.where ? { ...first, where: this.where } : first, ...this.more];
    }
    /** One error carrying all of `problems` (at least one). */
    static of(problems) {
        const [first, ...more] = problems;
        return new ConfigError(first.message, first.hint, first.where, more);
    }
}
/**
 * Renders a ConfigError the way compilers print errors, so editors and CI logs can link to it: each problem as
 * `file:line:column: error: message`, then an indented `hint:` line. Files inside `cwd`, when given, are
 * printed relative to it, as template diagnostics are.
 */
function formatConfigError(error, cwd) {
    return error.problems.map((p) => formatProblem(p, cwd)).join("\n");
}
function formatProblem(problem, cwd) {
    const { where } = problem;
    const at = where
        ? `${displayPath(where.file, cwd)}${where.line ? `:${where.line}:${where.column ?? 1}` : ""}: `
        : "";
    return `${at}error: ${problem.message}\n  hint: ${problem.hint}`;
}
function displayPath(file, cwd) {
    if (cwd === undefined || !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(file))
        return file;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, file);
    return rel === "" || rel.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? file : rel;
}


/***/ }),

/***/ 78983:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   nW: () => (/* binding */ exitCodeLines)
/* harmony export */ });
/* unused harmony export EXIT_MEANINGS */
/** The CLI's and the Action's exit codes: a contract for scripts and CI. */
const EXIT = {
    pass: 0,
    fail: 1,
    badInput: 2,
    inconclusive: 3,
    /** The endpoint failed (auth, unknown model, unreachable, \u2026): the model was not measured. */
    endpointFailed: 4,
};
/**
 * What each exit code tells a script, as the top-level help lists it. A code without a line does not compile, so
 * the help cannot forget one (it once left out 4).
 */
const EXIT_MEANINGS = {
    pass: "pass: every check is within its threshold",
    fail: "fail: a check crossed its threshold",
    badInput: "bad input: a flag, config or template to fix (the message names it)",
    inconclusive: "inconclusive: the data cannot decide a check yet (more prompts would)",
    endpointFailed: "the endpoint failed (auth, unknown model, unreachable): the model was not measured",
};
/** The exit codes with their meanings, in code order: `[code, meaning]`. */
function exitCodeLines() {
    return Object.keys(EXIT)
        .map((name) => [EXIT[name], EXIT_MEANINGS[name]])
        .sort((a, b) => a[0] - b[0]);
}


/***/ }),

/***/ 49403:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l3: () => (/* binding */ PROJECT_REPOSITORY),
/* harmony export */   mX: () => (/* binding */ cliCommand),
/* harmony export */   po: () => (/* binding */ PROJECT_ACTION)
/* harmony export */ });
/* unused harmony exports PROJECT_MAJOR_TAG, PROJECT_URL */
/**
 * Where bias-gate lives: the one repository everything else (init's `uses:` lines, the hints, "Reproduce
 * locally") is derived from. A constant, not a read of package.json: the Action's bundle cannot read the package
 * at run time; test/config/project.test.ts checks it against package.json's `repository`, `homepage` and `bugs`.
 * A fork or a mirror changes these two lines (and package.json) to its own owner/repo.
 */
const PROJECT_REPOSITORY = "bias-gate/bias-gate";
/**
 * The major tag `uses:` lines and `npx github:` commands name. The release workflow moves `v<major>` to each
 * release; while the package is 0.x the first public release is 1.0.0 (docs/releasing.md), so this stays v1.
 */
const PROJECT_MAJOR_TAG = "v1";
/** `bias-gate/bias-gate@v1`: what a workflow's `uses:` names. */
const PROJECT_ACTION = `${PROJECT_REPOSITORY}@${PROJECT_MAJOR_TAG}`;
/** `https://github.com/bias-gate/bias-gate`. */
const PROJECT_URL = (/* unused pure expression or super */ null && (`https://github.com/${PROJECT_REPOSITORY}`));
/** An Action repository as GitHub names it (`owner/name`), nothing else: it goes into a shell command. */
const REPOSITORY_SHAPE = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
/** A tag, branch or commit as a `uses:` names it. */
const REF_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;
/**
 * The command that runs bias-gate's CLI, for hints and "Reproduce locally" lines:
 * - from the Action, the repository and ref the workflow's `uses:` runs (`GITHUB_ACTION_REPOSITORY`,
 *   `GITHUB_ACTION_REF`, set by the runner for that step) through npm's git install, `npx github:<repo>#<ref>`;
 *   without them (a job that is not a `uses:` step), the package's own repository and major tag;
 * - from the CLI, the way it was started: `node <path>` when run from a clone's dist/; the package's `npx github:`
 *   command when npx started it (its copy in npm's `_npx` cache is gone from PATH once npx exits); else the bin,
 *   `bias-gate` (installed globally or from a release tarball).
 */
function cliCommand(from) {
    if ("action" in from) {
        const repo = from.action.GITHUB_ACTION_REPOSITORY?.trim() ?? "";
        const ref = from.action.GITHUB_ACTION_REF?.trim() ?? "";
        if (REPOSITORY_SHAPE.test(repo) && REF_SHAPE.test(ref))
            return `npx github:${repo}#${ref}`;
        return `npx github:${PROJECT_REPOSITORY}#${PROJECT_MAJOR_TAG}`;
    }
    const script = from.cli.argv1?.replace(/\\/g, "/");
    if (script?.includes("/_npx/"))
        return `npx github:${PROJECT_REPOSITORY}#${PROJECT_MAJOR_TAG}`;
    if (script && /(^|\/)dist\/cli\/index\.js$/.test(script) && !script.includes("/node_modules/")) {
        const cwd = from.cli.cwd?.replace(/\\/g, "/").replace(/\/+$/, "");
        const shown = cwd && script.startsWith(`${cwd}/`) ? script.slice(cwd.length + 1) : script;
        return `node ${/^[\w./@:+=,-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`}`;
    }
    return "bias-gate";
}


/***/ }),

/***/ 82143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   MV: () => (/* binding */ diskFullMessage),
/* harmony export */   Tl: () => (/* binding */ writeTextFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   b$: () => (/* binding */ isDiskFull),
/* harmony export */   dV: () => (/* binding */ writing),
/* harmony export */   dk: () => (/* binding */ UnusableDirectory),
/* harmony export */   gE: () => (/* binding */ makeDir)
/* harmony export */ });
/* unused harmony exports directoryProblem, DiskFull */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(37827);
/**
 * The one place input files are read and output directories made, for the CLI, the Action and the providers:
 * an input must be a regular file outside /proc and /sys (a FIFO waits forever, /dev/zero never ends), an output
 * directory must have a writable existing ancestor (Node's recursive mkdir never returns under /proc), and a
 * full disk is named as such, with the file it stopped.
 */



/**
 * A file's text, or undefined when nothing is there (the caller knows which setting named it and says so).
 * Anything else that stops the read (a directory, no permission, a FIFO or device) is the user's to fix, so it is
 * a ConfigError. Every input file the CLI and the Action read (config, templates, domains, dumps, prompts,
 * baselines, results files) comes through here.
 */
function readTextFile(path) {
    return readRegularFile(path, (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, "utf8"));
}
/**
 * Opens `path` without blocking and reads it with `read` only when it is a regular file outside /proc and /sys:
 * a FIFO would wait forever for a writer, `/dev/zero` never ends, and /proc's files report a size of 0 and change
 * while read. O_NONBLOCK makes the open itself return at once on a FIFO; fstat then judges the file opened.
 */
function readRegularFile(path, read) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT" || code === "ENOTDIR")
            return undefined;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stats.isDirectory()) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path} is a directory, not a file`, `name a file, not a directory${filesIn(path)}`);
        }
        const kernel = kernelFileSystem(path);
        if (!stats.isFile() || kernel) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path}${linkTarget(path)} is ${kernel ? `under ${kernel}, a kernel file system` : kindOf(stats)}, not a regular file`, "name a regular file: bias-gate reads its inputs whole, and this one would never end or never start");
        }
        return read(fd);
    }
    catch (error) {
        if (error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x)
            throw error;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** What a file that is not a regular file is, in words. */
function kindOf(stats) {
    if (stats.isFIFO())
        return "a FIFO (named pipe)";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isSocket())
        return "a socket";
    return "not a regular file";
}
/** " (a link to <target>)" when `path` is a symbolic link, so the message names what was actually opened. */
function linkTarget(path) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return real === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) ? "" : ` (a link to ${real})`;
    }
    catch {
        return "";
    }
}
/** `/proc` or `/sys` when `path` (symbolic links followed) lies in one, where files are the kernel's, not data. */
function kernelFileSystem(path) {
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        real = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    }
    return ["/proc", "/sys"].find((root) => real === root || real.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
}
/**
 * Why the directory `path` cannot be created or written, or undefined when it can. Walks up to the first
 * existing ancestor and judges that, without creating anything: Node's recursive mkdir never returns under
 * /proc, so it must not be asked there.
 */
function directoryProblem(path) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) !== dir)
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    const kernel = kernelFileSystem(dir);
    if (kernel)
        return `is under ${kernel}, a kernel file system that cannot hold files`;
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir);
    }
    catch (error) {
        return `cannot be created: ${error.message}`;
    }
    const self = dir === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if (!stats.isDirectory()) {
        return self ? "is a file, not a directory" : `cannot be created: ${dir} is a file, not a directory`;
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    }
    catch (error) {
        const why = error.code === "EROFS" ? "is read-only" : "is not writable";
        return self ? why : `cannot be created: ${dir} ${why}`;
    }
    return undefined;
}
/** Creates the directory `path` and its parents after {@link directoryProblem} found nothing in the way. */
function makeDir(path) {
    const problem = directoryProblem(path);
    if (problem !== undefined)
        throw new UnusableDirectory(path, problem);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(path, { recursive: true });
}
/**
 * A directory that cannot hold output; `problem` says why, to follow the path in a message. A ConfigError, so a
 * write no preflight check named (a command's `--out` file) still ends in one line and exit 2; preflight
 * re-words it for the flag that named the directory.
 */
class UnusableDirectory extends _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x {
    path;
    problem;
    constructor(path, problem) {
        super(`directory ${path} ${problem}`, "choose an output path in a writable directory");
        this.path = path;
        this.problem = problem;
        this.name = "UnusableDirectory";
    }
}
/**
 * Writing `path` ran out of space. The run's answers are already in the cache's journal, so the fix is room on
 * the disk and a second run, which sends nothing already answered.
 */
class DiskFull extends Error {
    path;
    constructor(path) {
        super(`cannot write ${path}: disk full`);
        this.path = path;
        this.name = "DiskFull";
    }
}
/** One line naming the file and "disk full", and a hint that a second run costs nothing already answered. */
function diskFullMessage(error) {
    const path = error instanceof DiskFull ? error.path : error.path;
    return (`error: cannot write ${path ?? "a file"}: disk full\n` +
        "hint: free some space (or choose another --out) and run again: the answers received are kept in the cache, so nothing already answered is sent again");
}
/**
 * Whether an error is the file system saying there is no room left (space or quota), raw or already named as
 * {@link DiskFull}. Takes anything with an error `code`, so a count of failed writes can be judged by its code too.
 */
function isDiskFull(error) {
    if (error instanceof DiskFull)
        return true;
    const code = error?.code;
    return code === "ENOSPC" || code === "EDQUOT";
}
/** Runs a write of `path`, turning a full disk into {@link DiskFull} (the write's own error names no path). */
async function writing(path, write) {
    try {
        return await write();
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** Writes a whole file, creating its directory; a full disk is {@link DiskFull}. */
function writeTextFile(path, data) {
    makeDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, data);
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** A few of a directory's files, to suggest the one that was meant. */
function filesIn(dir) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
            .sort();
    }
    catch {
        return "";
    }
    if (names.length === 0)
        return "";
    const shown = names.slice(0, 3).map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name));
    return `; it holds ${shown.join(", ")}${names.length > 3 ? ", \u2026" : ""}`;
}


/***/ }),

/***/ 54552:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ CANCEL_GRACE_MS)
/* harmony export */ });
/**
 * The pool's contract: what a run is given (options, collaborators) and what it returns (outcomes, counters, why
 * it stopped). Its own module, below the pool's parts, so the state, the scheduler and the pool itself all import
 * these types from one place and none of them imports another in a circle.
 */
/**
 * Ms that requests in flight get to finish after Ctrl-C or SIGTERM before they are aborted: they are paid for.
 * Here, with the pool's types and not with the query plan, so the CLI's signal handler does not load the
 * model client to print it.
 */
const CANCEL_GRACE_MS = 5_000;


/***/ }),

/***/ 8793:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wh: () => (/* binding */ snapshotProgress),
/* harmony export */   Xv: () => (/* binding */ CLEAR_LINE),
/* harmony export */   lb: () => (/* binding */ createProgressReporter)
/* harmony export */ });
/* unused harmony exports PROGRESS_MODES, DEFAULT_INTERVAL_MS, formatProgressLine, formatSummaryLine, ratePerSecond, etaMs, formatDuration */
/**
 * Progress display for the pool: pure formatting, plus a reporter that throttles and writes through an injected
 * `write` (stderr in the CLI, the Actions log in the Action), with time from an injected `now`.
 */
/** A snapshot from the pool's counters and its live state (elapsed time in ms, cost in USD). */
function snapshotProgress(counts, live) {
    const { answered, fromCache: cached, failed, skipped, rateLimited, retries } = counts;
    const done = answered + cached + failed + skipped;
    const tokens = counts.inputTokens + counts.outputTokens;
    return { ...live, done, answered, failed, cached, rateLimited, retries, tokens };
}
const PROGRESS_MODES = (/* unused pure expression or super */ null && (["tty", "log"]));
const DEFAULT_INTERVAL_MS = { tty: 100, log: 10_000 };
/** ANSI "erase to end of line": a shorter new line must not leave the tail of the old one behind. */
const CLEAR_TO_END = "\x1b[K";
/** Back to column 0 and ANSI "erase the whole line": the live line is gone before other text is written. */
const CLEAR_LINE = "\r\x1b[2K";
/** Creates a reporter; in log mode the first line comes one interval after creation, not at once. */
function createProgressReporter(options) {
    const { mode, write, now } = options;
    const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS[mode];
    let lastWriteAt = mode === "tty" ? Number.NEGATIVE_INFINITY : now();
    /** The live line on screen (tty mode), undefined when none is shown. */
    let shown;
    return {
        update(progress) {
            const at = now();
            if (at - lastWriteAt < intervalMs)
                return;
            lastWriteAt = at;
            const line = formatProgressLine(progress);
            if (mode === "log")
                return write(`${line}\n`);
            shown = line;
            write(`\r${line}${CLEAR_TO_END}`);
        },
        finish(progress) {
            const line = formatSummaryLine(progress);
            write(mode === "tty" ? `\r${line}${CLEAR_TO_END}\n` : `${line}\n`);
            shown = undefined;
        },
        log(text) {
            if (shown === undefined)
                return write(text);
            write(CLEAR_LINE);
            write(text);
            // A partial line stays unfinished until its newline: drawing the live line now would append to it.
            if (text.endsWith("\n"))
                write(`${shown}${CLEAR_TO_END}`);
        },
    };
}
/**
 * One status line, e.g. `1200/2000 (60.0%) \u00b7 310.5/s \u00b7 2 failed \u00b7 14 \u00d7 429 \u00b7 concurrency 31 \u00b7 $0.0421 \u00b7
 * ETA 2.6 s`. The rate is items finished per second of elapsed time; the ETA assumes it holds. The running cost
 * (USD) shows once there is one: without prices every request costs 0, and "$0.0000" would read as free.
 */
function formatProgressLine(progress) {
    const { done, total, failed, rateLimited, concurrencyLimit, costUsd } = progress;
    const rate = ratePerSecond(progress);
    const eta = etaMs(progress);
    return [
        `${done}/${total} (${percent(done, total)})`,
        `${rate === undefined ? "\u2013" : rate.toFixed(1)}/s`,
        `${failed} failed`,
        `${rateLimited} \u00d7 429`,
        `concurrency ${concurrencyLimit}`,
        ...(costUsd > 0 ? [formatCost(costUsd)] : []),
        `ETA ${eta === undefined ? "\u2013" : formatDuration(eta)}`,
    ].join(" \u00b7 ");
}
/** The closing line, e.g. `2000/2000 in 6.4 s \u00b7 1990 answered \u00b7 5 cached \u00b7 5 failed \u00b7 0 skipped \u00b7 \u2026`. */
function formatSummaryLine(progress) {
    const { done, total, answered, cached, failed, rateLimited, retries, tokens, costUsd } = progress;
    const skipped = done - answered - cached - failed;
    const parts = [
        `${done}/${total} in ${formatDuration(progress.elapsedMs)}`,
        `${answered} answered`,
        `${cached} cached`,
        `${failed} failed`,
        `${skipped} skipped`,
        `${rateLimited} \u00d7 429`,
        `${retries} retries`,
        `${tokens} tokens`,
    ];
    if (costUsd > 0)
        parts.push(formatCost(costUsd));
    return parts.join(" \u00b7 ");
}
/** Items finished per second so far; undefined before any time has passed. */
function ratePerSecond(progress) {
    return progress.elapsedMs > 0 ? (progress.done * 1000) / progress.elapsedMs : undefined;
}
/** Ms left at the current rate; 0 when done, undefined while nothing has finished. */
function etaMs(progress) {
    const remaining = progress.total - progress.done;
    if (remaining <= 0)
        return 0;
    const rate = ratePerSecond(progress);
    return rate === undefined || rate === 0 ? undefined : (remaining / rate) * 1000;
}
/** `850 ms`, `6.4 s`, `4 min 05 s`, `1 h 02 min`. */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
    const minutes = Math.round(seconds / 60);
    return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}
/** US dollars to a hundredth of a cent: runs cost fractions of a cent per request. */
function formatCost(usd) {
    return `$${usd.toFixed(4)}`;
}
function percent(done, total) {
    return total === 0 ? "100%" : `${((done / total) * 100).toFixed(1)}%`;
}
function pad(value) {
    return String(value).padStart(2, "0");
}


/***/ }),

/***/ 91839:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   Ds: () => (/* binding */ sortDiagnostics),
/* harmony export */   E_: () => (/* binding */ dedupeDiagnostics),
/* harmony export */   xy: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/* unused harmony export summarizeDiagnostics */
/**
 * Renders a diagnostic the way compilers do, so editors and GitHub problem matchers pick it up:
 * `file:line:column: error|warning: message`, then an indented `hint:` line when there is a hint.
 */
function formatDiagnostic(d) {
    const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
    return d.hint === "" ? head : `${head}\n  hint: ${d.hint}`;
}
/** Counts diagnostics by severity and code, e.g. for a one-line `2 errors, 5 warnings` footer. */
function summarizeDiagnostics(ds) {
    const summary = { errors: 0, warnings: 0, byCode: {} };
    for (const d of ds) {
        if (d.severity === "error")
            summary.errors += 1;
        else
            summary.warnings += 1;
        summary.byCode[d.code] = (summary.byCode[d.code] ?? 0) + 1;
    }
    return summary;
}
/** True when any diagnostic is an error (templates must not be used then). */
function hasErrors(ds) {
    return ds.some((d) => d.severity === "error");
}
/**
 * Sorts by file, line, column, then severity, code and message, so output is stable whatever order
 * the checks ran in; returns a new array.
 */
function sortDiagnostics(ds) {
    return [...ds].sort((a, b) => compareText(a.file, b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        compareText(a.severity, b.severity) ||
        compareText(a.code, b.code) ||
        compareText(a.message, b.message));
}
/**
 * Drops repeats of the same code at the same position. A parser and the validator may both see a
 * problem (a bad label, trailing whitespace) when each is also usable on its own.
 */
function dedupeDiagnostics(ds) {
    const seen = new Set();
    return ds.filter((d) => {
        const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.code}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
// Plain code-unit comparison, not localeCompare: the order must not depend on the machine's locale.
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(95581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
