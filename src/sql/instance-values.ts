/**
 * How one cell of a random instance is drawn (see instances.ts): by the kind of value its declared type holds,
 * from small pools so values repeat, with the gold queries' literals and their neighbours mixed in, and, for a
 * column a gold query compares with a literal, that literal often. Pure: the random source is passed in.
 */
import type { ColumnRef, SqlLiteral, TargetedLiteral } from "./comparisons.js";
import type { Table } from "./schema.js";

/**
 * The draws instance generation makes. Instances are a pure function of their random streams; the caller gives
 * the generator (bias-gate's seeded one, so instances are reproducible from the run's seed).
 */
export interface RandomSource {
  /** Uniform double in [0, 1). */
  nextFloat(): number;
  /** Uniform integer in [0, n). */
  nextBelow(n: number): number;
}

/** One cell of a generated row. */
export type CellValue = string | number | null;

/** How a column's values are drawn, from its declared type by SQLite's affinity rules (plus dates). */
export type ValueKind = "integer" | "real" | "boolean" | "date" | "text";

/** Shared by every text column, so values repeat within a column and match across columns. */
export const WORDS = [
  "alpha",
  "bravo",
  "charlie",
  "delta",
  "echo",
  "foxtrot",
  "golf",
  "hotel",
  "india",
  "juliet",
];

/** Share of non-key cells left NULL. */
export const NULL_SHARE = 0.1;

/** Share of cells drawn from the gold literals when there are literals of the column's kind. */
const LITERAL_SHARE = 0.4;

/**
 * Share of a column's cells drawn from the literals it is compared with: enough that a row with them usually
 * survives a join or two, few enough that a dropped filter still shows.
 */
const TARGET_SHARE = 0.5;

const MAX_SMALL_INTEGER = 50;

/** The kind of values a declared type holds; Spider's `number`, `time`, `boolean` and `others` included. */
export function valueKind(type: string | undefined): ValueKind {
  const t = (type ?? "").toUpperCase();
  if (t.includes("BOOL")) return "boolean";
  if (/DATE|TIME|YEAR/.test(t)) return "date";
  if (t.includes("INT")) return "integer";
  if (/REAL|FLOA|DOUB|DEC|NUM|MONEY/.test(t)) return "real";
  return "text";
}

export interface LiteralPools {
  integers: number[];
  numbers: number[];
  texts: string[];
  dates: string[];
}

/** Literals by the kind of column they can match; LIKE patterns lose their `%` so the bare word can match. */
export function literalPools(values: readonly SqlLiteral[]): LiteralPools {
  const numbers = values.filter((v): v is number => typeof v === "number");
  const strings = values.filter((v): v is string => typeof v === "string");
  return {
    integers: numbers.filter(Number.isInteger),
    numbers,
    texts: strings.map((s) => s.replaceAll("%", "")).filter((s) => s !== ""),
    dates: strings.filter((s) => /^\d{4}(-\d{2}){0,2}/.test(s)),
  };
}

const key = (name: string): string => name.toLowerCase();

export const pick = <T>(items: readonly T[], rng: RandomSource): T => items[rng.nextBelow(items.length)] as T;

export const chance = (p: number, rng: RandomSource): boolean => rng.nextFloat() < p;

/** A value of `kind`; key columns are never NULL and hold integers when numeric, so keys join and stay small. */
export function drawValue(
  kind: ValueKind,
  isKey: boolean,
  pools: LiteralPools,
  targets: ColumnTargets | undefined,
  rng: RandomSource,
): CellValue {
  if (!isKey && chance(NULL_SHARE, rng)) return null;
  if (targets !== undefined && chance(TARGET_SHARE, rng)) {
    const planted = targetedValue(kind, targets, rng);
    if (planted !== undefined) return planted;
  }
  switch (kind) {
    case "boolean":
      return rng.nextBelow(2);
    case "integer":
      return drawInteger(pools, rng);
    case "real":
      if (isKey) return drawInteger(pools, rng);
      if (pools.numbers.length > 0 && chance(LITERAL_SHARE, rng)) return nearLiteral(pools.numbers, 0.5, rng);
      return chance(0.5, rng) ? rng.nextBelow(MAX_SMALL_INTEGER + 1) : rng.nextBelow(10_000) / 100;
    case "date":
      if (pools.dates.length > 0 && chance(LITERAL_SHARE, rng)) return pick(pools.dates, rng);
      return randomDate(rng);
    case "text":
      if (pools.texts.length > 0 && chance(LITERAL_SHARE, rng)) return nearText(pools.texts, rng);
      return pick(WORDS, rng);
  }
}

function drawInteger(pools: LiteralPools, rng: RandomSource): number {
  if (pools.integers.length > 0 && chance(LITERAL_SHARE, rng)) return nearLiteral(pools.integers, 1, rng);
  return rng.nextBelow(MAX_SMALL_INTEGER + 1);
}

/** A literal itself half the time, otherwise one `step` below or above it: the values that tell `>` from `>=`. */
function nearLiteral(literals: readonly number[], step: number, rng: RandomSource): number {
  const literal = pick(literals, rng);
  return chance(0.5, rng) ? literal : literal + (chance(0.5, rng) ? step : -step);
}

/**
 * A literal itself half the time, otherwise inside a longer value or in other case: the values that tell
 * `=` from `LIKE '%…%'` (SQLite's LIKE ignores ASCII case, `=` does not).
 */
function nearText(literals: readonly string[], rng: RandomSource): string {
  const literal = pick(literals, rng);
  if (chance(0.5, rng)) return literal;
  if (chance(0.5, rng)) return `${literal} ${pick(WORDS, rng)}`;
  const changed = literal.toUpperCase();
  return changed === literal ? literal.toLowerCase() : changed;
}

/** The literals compared with one column: plain values, and LIKE patterns to fill in. */
export interface ColumnTargets {
  values: SqlLiteral[];
  patterns: string[];
}

/**
 * Targeted literals by table and column key. A literal whose table is unknown goes to every table with its
 * column; a referenced column gets the literals of the foreign keys pointing at it, since a child's reference
 * is copied from its parent's row.
 */
export function targetsOf(
  tables: readonly Table[],
  targeted: readonly TargetedLiteral[],
): Map<string, Map<string, ColumnTargets>> {
  const targets = new Map<string, Map<string, ColumnTargets>>();
  /** Adds a literal to a column's targets; false when it was there already. */
  const add = (table: string, column: string, value: SqlLiteral, pattern: boolean): boolean => {
    const columns = targets.get(key(table)) ?? new Map<string, ColumnTargets>();
    targets.set(key(table), columns);
    const own = columns.get(key(column)) ?? { values: [], patterns: [] };
    columns.set(key(column), own);
    if (pattern && typeof value === "string") {
      if (own.patterns.includes(value)) return false;
      own.patterns.push(value);
    } else {
      if (own.values.includes(value)) return false;
      own.values.push(value);
    }
    return true;
  };
  for (const target of targeted) {
    const pattern = (target.op === "like" || target.op === "not like") && typeof target.value === "string";
    const value =
      target.op === "glob" && typeof target.value === "string"
        ? target.value.replace(/[*?]/g, "")
        : target.value;
    for (const t of tablesWith(tables, target)) add(t.name, target.column, value, pattern);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of tables) {
      for (const fk of t.foreignKeys) {
        fk.columns.forEach((column, j) => {
          const from = targets.get(key(t.name))?.get(key(column));
          const to = fk.refColumns[j] ?? tables.find((p) => key(p.name) === key(fk.refTable))?.primaryKey[j];
          if (from === undefined || to === undefined) return;
          for (const v of from.values) changed = add(fk.refTable, to, v, false) || changed;
          for (const p of from.patterns) changed = add(fk.refTable, to, p, true) || changed;
        });
      }
    }
  }
  return targets;
}

/** The table named by `ref` when it has the column, otherwise every table that has it. */
export function tablesWith(tables: readonly Table[], ref: ColumnRef): Table[] {
  const has = (t: Table) => t.columns.some((c) => key(c.name) === key(ref.column));
  const named = tables.filter((t) => key(t.name) === key(ref.table ?? "") && has(t));
  return named.length > 0 ? named : tables.filter(has);
}

/** One of the column's own literals or a neighbour, as its kind stores it; undefined when none fits the kind. */
function targetedValue(kind: ValueKind, targets: ColumnTargets, rng: RandomSource): CellValue | undefined {
  const at = rng.nextBelow(targets.values.length + targets.patterns.length);
  const pattern = targets.patterns[at - targets.values.length];
  if (pattern !== undefined)
    return kind === "text" || kind === "date" ? fillPattern(pattern, rng) : undefined;
  const value = targets.values[at] as SqlLiteral;
  switch (kind) {
    case "integer":
    case "real":
    case "boolean": {
      const n = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(n) || (typeof value === "string" && value.trim() === "")) return undefined;
      if (kind === "boolean") return n;
      return nearLiteral([n], kind === "integer" && Number.isInteger(n) ? 1 : 0.5, rng);
    }
    case "date":
      return String(value);
    case "text":
      return nearText([String(value)], rng);
  }
}

/**
 * A value matching a LIKE pattern: each `%` empty or a word, each `_` a letter, in other case a quarter of the
 * time (SQLite's LIKE ignores ASCII case, `=` does not). A pattern without wildcards is a plain literal.
 */
export function fillPattern(pattern: string, rng: RandomSource, recase = true): string {
  if (!/[%_]/.test(pattern)) return recase ? nearText([pattern], rng) : pattern;
  const filled = pattern
    .replace(/_/g, () => String.fromCharCode(97 + rng.nextBelow(26)))
    .replace(/%/g, () => (chance(0.5, rng) ? "" : ` ${pick(WORDS, rng)} `))
    .replace(/\s+/g, " ")
    .trim();
  return recase && chance(0.25, rng) ? filled.toUpperCase() : filled;
}

function randomDate(rng: RandomSource): string {
  const year = 1995 + rng.nextBelow(30);
  const month = 1 + rng.nextBelow(12);
  const day = 1 + rng.nextBelow(28);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
