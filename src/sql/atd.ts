/**
 * Adversarial Table Disconnection (ATD): a dump with its foreign keys and its data removed, so a model that
 * answers as well without them is recalling the benchmark rather than reading the schema.
 *
 * The dump is cut, never re-rendered: everything not removed stays byte for byte as written, in its own dialect,
 * so the `original` and `atd` prompts differ only in what ATD takes away.
 *
 * Removed:
 * - table-level `[CONSTRAINT n] FOREIGN KEY (…) REFERENCES …` items of CREATE TABLE, with one comma each;
 * - inline `[CONSTRAINT n] REFERENCES t [(…)]` column constraints and their `MATCH`, `ON DELETE|UPDATE`,
 *   `[NOT] DEFERRABLE` and `INITIALLY` tails, in CREATE TABLE and `ALTER TABLE … ADD [COLUMN]`;
 * - `ALTER TABLE … ADD [CONSTRAINT n] FOREIGN KEY …` actions, and the whole statement when nothing else is left;
 * - data: INSERT and REPLACE, COPY (pg_dump's with its data, up to the `\.` line), pg_dump's `SELECT setval(…)`
 *   (a sequence's position tells how many rows there were), and mysqldump's furniture around its data:
 *   `LOCK TABLES`/`UNLOCK TABLES` and the `/*!40000 ALTER TABLE … DISABLE|ENABLE KEYS *\/;` lines, which only
 *   exist to load rows and, left behind, would mark where data had been.
 *
 * Kept: columns, types, defaults, checks, primary keys, UNIQUE and indexes (MySQL's `KEY fk_idx (a)` included:
 * an index is not a constraint), views, triggers and routines (their bodies untouched, an INSERT in them
 * included), SET/PRAGMA/BEGIN/COMMIT, and comments.
 */
import { closingParen, parseCreateTable, readQualifiedName, splitTopLevel, upper } from "./table-parse.js";
import { applyCuts, lineAware, type TextCut } from "./text-cuts.js";
import { detectLexOptions, type SqlStatement, type SqlToken, splitStatements } from "./tokenize.js";

const DATA_VERBS = new Set(["INSERT", "REPLACE", "COPY", "LOCK", "UNLOCK"]);
const ROUTINE_WORDS = new Set(["TRIGGER", "PROCEDURE", "FUNCTION"]);
const OTHER_OBJECTS = new Set(["TABLE", "VIEW", "INDEX", "SEQUENCE", "SCHEMA", "TYPE"]);
/** `END IF`, `END LOOP`, …: a block inside a routine body, not the body's end. */
const INNER_BLOCK_ENDS = new Set(["IF", "LOOP", "WHILE", "REPEAT", "CASE", "FOR"]);
const MYSQL_KEYS_TOGGLE =
  /^[ \t]*\/\*!\d+ ALTER TABLE [^\n]*?(?:DISABLE|ENABLE) KEYS \*\/[ \t]*;[ \t]*(?:\r?\n|$)/gim;

/**
 * The dump with every foreign key and every data statement removed (see the module comment for the exact list).
 * Idempotent; a dump without foreign keys or data comes back unchanged.
 */
export function disconnectTables(dump: string): string {
  const { statements } = splitStatements(dump, detectLexOptions(dump));
  const cuts: TextCut[] = [];
  let insideBody = false;
  for (const statement of statements) {
    const { tokens } = statement;
    if (insideBody) {
      // The statements of a trigger or routine body are split off by their own `;` but belong to the body.
      insideBody = !(upper(tokens[0]) === "END" && !INNER_BLOCK_ENDS.has(upper(tokens[1])));
      continue;
    }
    if (isDataStatement(tokens)) cuts.push(lineAware(dump, tokens[0]?.offset ?? 0, statement.end, true));
    else if (upper(tokens[0]) === "CREATE") {
      cuts.push(...createTableCuts(dump, tokens));
      insideBody = opensBody(tokens);
    } else if (upper(tokens[0]) === "ALTER" && upper(tokens[1]) === "TABLE")
      cuts.push(...alterTableCuts(dump, statement));
  }
  cuts.push(...keysToggleCuts(dump, statements));
  return applyCuts(dump, cuts);
}

function isDataStatement(tokens: readonly SqlToken[]): boolean {
  const verb = upper(tokens[0]);
  if (DATA_VERBS.has(verb)) return true;
  return verb === "SELECT" && tokens.some((t, k) => upper(t) === "SETVAL" && tokens[k + 1]?.text === "(");
}

/**
 * `CREATE … TRIGGER|PROCEDURE|FUNCTION … BEGIN`; the object's kind is the first such word, so a table with a
 * column named `function` is not mistaken for one.
 */
function opensBody(tokens: readonly SqlToken[]): boolean {
  const kind = tokens.find((t) => ROUTINE_WORDS.has(upper(t)) || OTHER_OBJECTS.has(upper(t)));
  return ROUTINE_WORDS.has(upper(kind)) && tokens.some((t) => upper(t) === "BEGIN");
}

function createTableCuts(text: string, tokens: readonly SqlToken[]): TextCut[] {
  const draft = parseCreateTable(tokens)?.draft;
  if (!draft) return [];
  const name = readQualifiedName(
    tokens,
    tokens.findIndex((t) => t.offset === draft.offset),
  );
  if (!name) return [];
  const close = closingParen(tokens, name.next);
  return listCuts(text, tokens, name.next + 1, close, 0).cuts;
}

/** `ALTER TABLE [ONLY] [IF EXISTS] t action, …`: foreign-key actions cut, the statement too when all were. */
function alterTableCuts(text: string, statement: SqlStatement): TextCut[] {
  const { tokens } = statement;
  let i = 2;
  while (upper(tokens[i]) === "ONLY" || upper(tokens[i]) === "IF" || upper(tokens[i]) === "EXISTS") i += 1;
  const name = readQualifiedName(tokens, i);
  if (!name) return [];
  const { cuts, removedAll } = listCuts(text, tokens, name.next, tokens.length, 1);
  if (!removedAll) return cuts;
  return [lineAware(text, tokens[0]?.offset ?? 0, statement.end, true)];
}

/**
 * Cuts for the comma-separated items of `tokens[from, to)`: foreign-key items whole, with one comma each so the
 * list stays valid, and inline REFERENCES inside the others. `skip` leading tokens of an item (ALTER's `ADD`)
 * come before the table item proper.
 */
function listCuts(
  text: string,
  tokens: readonly SqlToken[],
  from: number,
  to: number,
  skip: number,
): { cuts: TextCut[]; removedAll: boolean } {
  const items = splitTopLevel(tokens, from, to);
  const commas = topLevelCommas(tokens, from, to);
  // In ALTER TABLE only ADD actions add constraints; the others (OWNER TO, ALTER COLUMN, …) are left alone.
  const adds = (item: readonly SqlToken[]) => skip === 0 || upper(item[0]) === "ADD";
  const removed = items.map((item) => adds(item) && isForeignKeyItem(item.slice(skip)));
  const cuts: TextCut[] = [];
  items.forEach((item, k) => {
    const first = item[0];
    const last = item[item.length - 1];
    if (!first || !last) return;
    if (!removed[k]) {
      if (adds(item)) cuts.push(...inlineReferenceCuts(item.slice(skip)));
      return;
    }
    // The comma after the item while a kept item follows it, else the one before: each removal takes its own.
    const keptAfter = removed.slice(k + 1).some((r, j) => !r && (items[k + 1 + j]?.length ?? 0) > 0);
    const after = commas[k];
    const before = commas[k - 1];
    if (keptAfter && after) cuts.push(lineAware(text, first.offset, after.offset + 1, true));
    else if (before && /^\s*$/.test(text.slice(before.offset + 1, first.offset)))
      cuts.push(lineAware(text, before.offset, endOf(last), false));
    else {
      if (before) cuts.push({ start: before.offset, end: before.offset + 1 });
      cuts.push(lineAware(text, first.offset, endOf(last), false));
    }
  });
  const removedAll = items.length > 0 && removed.every((r, k) => r || items[k]?.length === 0);
  return { cuts, removedAll };
}

function topLevelCommas(tokens: readonly SqlToken[], from: number, to: number): SqlToken[] {
  const commas: SqlToken[] = [];
  let depth = 0;
  for (let k = from; k < to; k++) {
    const t = tokens[k] as SqlToken;
    if (t.kind !== "punct") continue;
    if (t.text === "(") depth += 1;
    else if (t.text === ")") depth -= 1;
    else if (t.text === "," && depth === 0) commas.push(t);
  }
  return commas;
}

/** `[CONSTRAINT n] FOREIGN KEY …`. */
function isForeignKeyItem(item: readonly SqlToken[]): boolean {
  const i = upper(item[0]) === "CONSTRAINT" ? 2 : 0;
  return upper(item[i]) === "FOREIGN" && upper(item[i + 1]) === "KEY";
}

/** In a column definition: from the end of the word before `[CONSTRAINT n] REFERENCES` to the end of its tail. */
function inlineReferenceCuts(item: readonly SqlToken[]): TextCut[] {
  const cuts: TextCut[] = [];
  for (let k = 1; k < item.length; k++) {
    const t = item[k] as SqlToken;
    if (t.kind === "punct" && t.text === "(") k = Math.max(k, closingParen(item, k));
    if (upper(t) !== "REFERENCES") continue;
    const start = k >= 3 && upper(item[k - 2]) === "CONSTRAINT" ? k - 2 : k;
    const last = referenceTailEnd(item, k);
    cuts.push({ start: endOf(item[start - 1] as SqlToken), end: endOf(item[last] as SqlToken) });
    k = last;
  }
  return cuts;
}

/** Index of the last token of `REFERENCES t [(c, …)] [MATCH x] [ON DELETE|UPDATE action] [[NOT] DEFERRABLE] …`. */
function referenceTailEnd(item: readonly SqlToken[], at: number): number {
  const name = readQualifiedName(item, at + 1);
  let next = name ? name.next : at + 1;
  if (item[next]?.kind === "punct" && item[next]?.text === "(") next = closingParen(item, next) + 1;
  for (;;) {
    const word = upper(item[next]);
    const second = upper(item[next + 1]);
    if (word === "MATCH" || word === "INITIALLY" || (word === "NOT" && second === "DEFERRABLE")) next += 2;
    else if (word === "DEFERRABLE") next += 1;
    else if (word === "ON" && (second === "DELETE" || second === "UPDATE")) {
      const action = upper(item[next + 2]);
      next += action === "SET" || action === "NO" ? 4 : 3;
    } else break;
  }
  return Math.min(next, item.length) - 1;
}

/** mysqldump's `/*!40000 ALTER TABLE t DISABLE KEYS *\/;` lines: comments to the tokenizer, so found by text. */
function keysToggleCuts(text: string, statements: readonly SqlStatement[]): TextCut[] {
  const inside = (offset: number) =>
    statements.some((s) => (s.tokens[0]?.offset ?? s.end) <= offset && offset < s.end);
  return [...text.matchAll(MYSQL_KEYS_TOGGLE)]
    .filter((m) => !inside(m.index))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const endOf = (t: SqlToken): number => t.offset + t.text.length;
