/**
 * The SQL contamination probe: hide some column names of a schema behind numbered masks, ask the model to
 * restore them, and read its answer. A model that restores public schemas far better than fresh ones has
 * probably seen them in training.
 */

import { quoteIdentifier, renderSchemaWith } from "../sql/render.js";
import type { Schema } from "../sql/schema.js";
import { createRng, type Rng } from "../stats/rng.js";
import type { MaskProbe, ProbeSet } from "./types.js";

/** Masked column names per table name. */
export type MaskChoice = Map<string, Set<string>>;

// Products like 0.35 × 10 come out as 3.4999999999999996 in binary; treat them as the exact half they mean.
const HALF_EPSILON = 1e-9;

/**
 * How many of a table's `columns` to mask: round-half-up(share × columns), but at least 1 when the table has
 * two or more columns, and 0 for a one-column table (masking its only column would hide everything but the
 * table's name, so there is nothing to restore it from). With share 0.25: 1→0, 2→1, 3→1, 4→1, 5→1, 6→2, 8→2,
 * 10→3.
 */
export function maskCount(columns: number, share: number): number {
  if (!Number.isFinite(share) || share < 0 || share > 1)
    throw new RangeError(`mask share must be in [0, 1], got ${share}`);
  if (columns < 2) return 0;
  return Math.min(columns, Math.max(1, Math.floor(share * columns + 0.5 + HALF_EPSILON)));
}

// sqlite_sequence(name, seq), sqlite_stat1, …: fixed by SQLite itself, so restoring them shows knowledge of
// SQLite, not of the benchmark (Spider lists sqlite_sequence in world_1, soccer_1 and store_1).
const ENGINE_TABLE = /^sqlite_/i;

/**
 * Chooses `maskCount(columns, share)` columns of every table uniformly at random from `rng`, tables in schema
 * order; one-column tables and SQLite's own `sqlite_*` tables get none and draw nothing. Each set lists its
 * columns in table order; every table has an entry.
 */
export function chooseMasks(
  schema: Schema,
  options: { share?: number; rng: Rng; look?: number },
): MaskChoice {
  const share = options.share ?? 0.25;
  // Look k of a sequential run masks the next `count` columns of the same shuffle: never one masked before.
  const from = (options.look ?? 1) - 1;
  const masks: MaskChoice = new Map();
  for (const table of schema.tables) {
    const names = table.columns.map((c) => c.name);
    const count = ENGINE_TABLE.test(table.name) ? 0 : maskCount(names.length, share);
    const chosen = new Set(
      count > 0 ? options.rng.shuffle(names).slice(from * count, (from + 1) * count) : [],
    );
    masks.set(table.name, new Set(names.filter((n) => chosen.has(n))));
  }
  return masks;
}

/**
 * Renders the schema with each masked column written `[MASK_k]` wherever it appears: its definition, its
 * table's PRIMARY KEY and FOREIGN KEY clauses, and other tables' `REFERENCES thatTable(col)`. Numbers count
 * from 1 in the order each masked column first appears in the text, and a column keeps its number everywhere;
 * `masked[k - 1]` is the name `[MASK_k]` hides. Names are matched whole (and case-insensitively, as SQL does),
 * so masking `id` never touches `user_id`.
 */
export function maskSchema(
  schema: Schema,
  masks: ReadonlyMap<string, ReadonlySet<string>>,
): { text: string; masked: string[] } {
  const hidden = new Map<string, string>();
  for (const [table, columns] of masks) for (const c of columns) hidden.set(maskKey(table, c), c);
  const numbers = new Map<string, number>();
  const masked: string[] = [];
  const text = renderSchemaWith(schema, (table, column) => {
    const key = maskKey(table, column);
    const name = hidden.get(key);
    if (name === undefined) return quoteIdentifier(column);
    let number = numbers.get(key);
    if (number === undefined) {
      masked.push(name);
      number = masked.length;
      numbers.set(key, number);
    }
    return `[MASK_${number}]`;
  });
  return { text, masked };
}

function maskKey(table: string, column: string): string {
  return `${table.toLowerCase()}\u0000${column.toLowerCase()}`;
}

export interface SqlProbeOptions {
  suite: string;
  set: ProbeSet;
  /** Share of each table's columns to mask, in [0, 1]. */
  share: number;
  seed: string;
  /** A custom question: `{database}` and `{schema}` are filled in; without `{schema}` the schema follows it. */
  question?: string;
  /** A sequential run's look (default 1): look k > 1 masks columns no earlier look masked, id `…#k`. */
  look?: number;
}

/**
 * One probe for one database. The masks come from the rng stream `contamination:<set>:<database>` of `seed`,
 * so a database's probe does not change when other databases are added. A schema of one-column tables gets
 * a probe without masks (nothing to observe).
 */
export function buildSqlProbe(schema: Schema, options: SqlProbeOptions): MaskProbe {
  const rng = createRng(options.seed, `contamination:${options.set}:${schema.database}`);
  const look = options.look ?? 1;
  const { text, masked } = maskSchema(schema, chooseMasks(schema, { share: options.share, rng, look }));
  return {
    id: `${options.suite}:${options.set}:${schema.database}${look > 1 ? `#${look}` : ""}`,
    suite: options.suite,
    set: options.set,
    kind: "sql",
    cluster: schema.database,
    question: sqlQuestion(schema.database, text, options.question),
    masked,
  };
}

/**
 * The default question, or `custom` with `{database}` and `{schema}` filled in. The default never names the
 * database: a benchmark's database name (Spider's `pets_1`) is itself a hint to a model that has seen it.
 */
export function sqlQuestion(database: string, schemaText: string, custom?: string): string {
  if (custom !== undefined) {
    const filled = custom.replaceAll("{database}", database);
    return custom.includes("{schema}")
      ? filled.replaceAll("{schema}", schemaText)
      : `${filled}\n\n${schemaText}`;
  }
  return (
    "Below is the schema of a database with some column names replaced by [MASK_1], [MASK_2], …. " +
    "The same number marks the same column wherever it appears. " +
    "Reply with the original column names, one per line, in the order of their numbers, and nothing else." +
    `\n\n${schemaText}`
  );
}

const FENCE = /^\s*```/;
const BULLET = /^[-*•+>]\s+/;
const NUMBERING = /^(?:\(\d+\)|#?\d+[.):\]]|\d+\s+[-–—=:])\s*/;
const MASK_LABEL = /^\[?\s*MASK[_ ]?\d+\s*(?:\]|(?=[\s:=\-–—→]|$))\s*(?:->|=>|→|[:=\-–—]|is\b)?\s*/i;
const BOLD = /^(\*\*?)(.+)\1$/;
const PAIRS: Record<string, string> = { '"': '"', "`": "`", "'": "'", "[": "]" };

/**
 * The names in a model's answer, at most `count`: one per line, or split on commas/semicolons when the answer
 * is one line. Code fences, bullets, numbering (`1.`, `1)`, `(1)`, `[MASK_1]:`, `MASK_1 =`), Markdown bold,
 * quotes (`"`, `` ` ``, `'`, `[ ]`) and trailing punctuation are removed. A line ending in `:` that is one word
 * (`Answer:`) or three or more (`Here are the names:`) is a preface and skipped.
 */
export function parseMaskAnswer(text: string, count: number): string[] {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => !FENCE.test(line))
    .map((line) => line.trim())
    .filter((line) => line !== "" && !isPreface(line));
  const first = lines[0];
  const items = lines.length === 1 && first !== undefined && /[,;]/.test(first) ? first.split(/[,;]/) : lines;
  return items
    .map(cleanItem)
    .filter((name) => name !== "")
    .slice(0, Math.max(0, count));
}

/** `Here are the names:` or `Answer:`, not `1. id:` or `First Name:`. */
function isPreface(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.endsWith(":") && (words === 1 || words >= 3);
}

function cleanItem(item: string): string {
  let current = item;
  for (;;) {
    const next = stripOnce(current);
    if (next === current) return current;
    current = next;
  }
}

function stripOnce(item: string): string {
  let s = item.trim().replace(BULLET, "").replace(NUMBERING, "").replace(MASK_LABEL, "");
  s = s.replace(BOLD, "$2").replace(/[.,;:]+$/, "");
  return unquote(s.trim());
}

function unquote(s: string): string {
  const close = PAIRS[s[0] ?? ""];
  if (close !== undefined && s.length >= 2 && s.endsWith(close)) return s.slice(1, -1).trim();
  return s;
}

/**
 * Whether an answer restores the expected name: equal after trimming, removing surrounding quotes
 * (`"`, `` ` ``, `'`, `[ ]`) and ignoring case (`"First Name"` restores `first name`). Nothing else is fuzzy:
 * `firstname` or `first_name` does not restore `First Name`.
 */
export function isRestored(answer: string, expected: string): boolean {
  return normalizeName(answer) === normalizeName(expected);
}

function normalizeName(name: string): string {
  let current = name.trim();
  for (let next = unquote(current); next !== current; next = unquote(current)) current = next;
  return current.toLowerCase();
}
