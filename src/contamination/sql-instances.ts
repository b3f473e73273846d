/**
 * Random database instances of one schema, for test-suite accuracy (Zhong, Yu, Klein 2020): a predicted query
 * counts as correct only if it returns the gold query's result on every instance, so the instances should be
 * small and varied enough that a subtly wrong query differs on at least one of them.
 *
 * What makes them distinguishing: few rows per table (empty tables included), values drawn from small pools so
 * duplicates and join partners are common, NULLs in non-key columns and nullable foreign keys, and the literals
 * of the gold queries planted with neighbours (±1, ±0.5, the string inside a longer one or in other case), so
 * `>` differs from `>=` and `=` from LIKE.
 *
 * What makes them select something: a literal scattered over every column of its kind rarely lands where its
 * query looks (world_1's 46 literals; 183 of Spider dev's 1,034 gold queries returned nothing on all 8
 * instances). So each literal also goes, densely, to the column it is compared with (`comparedLiterals`);
 * each gold query's literals are planted together, once every PLANT_ROUNDS instances, in rows of their own
 * that satisfy its comparisons and sit on its borders, tied to each other through their foreign keys (with
 * bridge rows in link tables); columns a query equates without a declared key (`comparedColumns`), and
 * columns of one name, share values; and some instances are dense, for HAVING count(*) thresholds. Random
 * rows stay the majority, so a dropped filter still shows.
 *
 * Where this differs from the published suites: those were fuzzed from each database's original contents; we
 * only have the schema, so values are typed by column type and literals alone.
 *
 * Everything is a pure function of the schema, the options and the seed.
 */
import { createRng, type Rng } from "../stats/rng.js";
import { quoteIdentifier, renderSchema } from "./sql-render.js";
import type { Schema, Table } from "./types.js";

export { comparedColumns, comparedLiterals, literalsOf } from "./sql-comparisons.js";

/** A literal a gold query compares against. */
export type SqlLiteral = string | number;

/** One cell of a generated row. */
export type CellValue = string | number | null;

export interface InstanceOptions {
  /** How many instances to generate. */
  count: number;
  /**
   * Rows per table, drawn uniformly in [min, max] per table and instance; min 0 lets tables be empty. Rows
   * planted for targeted literals come on top, and dense instances draw from [max, 3 × max].
   */
  rowsPerTable: { min: number; max: number };
  /**
   * Every `denseEvery`-th instance (k mod denseEvery = denseEvery − 1) is dense: up to three times the rows,
   * and references piling on two parents, so groups are large enough for `HAVING count(*) >= 3`. None when
   * omitted.
   */
  denseEvery?: number;
  seed: string | number;
  /** Literals of the gold queries on this schema (see `literalsOf`), planted so their conditions match. */
  values?: readonly SqlLiteral[];
  /**
   * Literals with the column they are compared with (see `comparedLiterals`), planted densely in that column
   * (in every table having it when `table` is absent or unknown), and in the columns a foreign key links it to.
   */
  targeted?: readonly TargetedLiteral[];
  /**
   * Pairs of columns a gold query equates (see `comparedColumns`), so some of one's values are copied from the
   * other's: joins on columns no foreign key declares then find partners. Columns of one name and kind in
   * different tables are linked without being listed.
   */
  linked?: readonly (readonly [ColumnRef, ColumnRef])[];
}

/** A column, in `table` or in any table having it. */
export interface ColumnRef {
  table?: string;
  column: string;
}

/** A literal and the column a gold query compares it with; LIKE patterns keep their `%` and `_`. */
export interface TargetedLiteral {
  table?: string;
  column: string;
  value: SqlLiteral;
  op?: ComparisonOp;
  /**
   * Literals of one group (one gold query) are also planted together, in rows of their own that satisfy the
   * comparisons, in some instances; a literal without a group is a group of its own.
   */
  group?: string | number;
}

export type ComparisonOp =
  | "="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "like"
  | "not like"
  | "glob"
  | "in"
  | "not in"
  | "between"
  | "not between";

/** A comparison of a column with a literal in a query: `table` when its alias or lone FROM table says so. */
export interface ComparedLiteral extends TargetedLiteral {
  op: ComparisonOp;
}

/** A table's generated rows, cells in the table's column order. */
export interface TableRows {
  table: Table;
  rows: CellValue[][];
}

/** One random instance: its tables with parents before the tables that reference them. */
export interface DatabaseInstance {
  tables: TableRows[];
}

/** How a column's values are drawn, from its declared type by SQLite's affinity rules (plus dates). */
export type ValueKind = "integer" | "real" | "boolean" | "date" | "text";

/** The type each kind is declared with in the dump: the instances run on SQLite, whatever the source dialect. */
const DECLARED_TYPE: Record<ValueKind, string> = {
  integer: "INTEGER",
  real: "REAL",
  boolean: "INTEGER",
  date: "TEXT",
  text: "TEXT",
};

/** Shared by every text column, so values repeat within a column and match across columns. */
const WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"];
/** Share of non-key cells left NULL. */
const NULL_SHARE = 0.1;
/** Share of cells drawn from the gold literals when there are literals of the column's kind. */
const LITERAL_SHARE = 0.4;
/**
 * Share of a column's cells drawn from the literals it is compared with: enough that a row with them usually
 * survives a join or two, few enough that a dropped filter still shows.
 */
const TARGET_SHARE = 0.5;
/**
 * Each gold query's literals are planted together, in rows of their own, in one instance out of this many (from a
 * seeded start), so every gold query selects something in K ≥ this many instances, the planted rows do not
 * crowd out the random ones, and other instances show what a query returns without them.
 */
const PLANT_ROUNDS = 4;
/** A dense instance's tables have up to this many times `rowsPerTable.max` rows. */
const DENSE_FACTOR = 3;
const DENSE_PILE_SHARE = 0.3;
/** At most this many rows of a table that only joins a group's planted rows. */
const BRIDGE_ROWS = 2;
/** Share of a group's planted rows that refer to the parent its first planted row refers to. */
const SHARED_PARENT_SHARE = 0.7;
/** Share of a planted row's linked cells copied from a linked column (planted rows of its table first). */
const PLANTED_LINK_SHARE = 0.8;
/** Share of cells copied from a linked column of a table made earlier, when it has values. */
const LINK_SHARE = 0.3;
/** Attempts at a row whose primary key is not yet taken before the row is dropped. */
const KEY_ATTEMPTS = 20;
const MAX_SMALL_INTEGER = 50;

/** `count` SQLite dumps (CREATE TABLE and INSERT statements) of random instances of `schema`. */
export function randomInstances(schema: Schema, options: InstanceOptions): string[] {
  return generateInstances(schema, options).map(renderInstance);
}

/**
 * The instances as rows. Instance k depends only on the schema, the options other than `count`, the seed and k,
 * so a larger suite extends a smaller one.
 */
export function generateInstances(schema: Schema, options: InstanceOptions): DatabaseInstance[] {
  const { min, max } = options.rowsPerTable;
  const denseEvery = options.denseEvery;
  if (denseEvery !== undefined && (!Number.isInteger(denseEvery) || denseEvery < 1)) {
    throw new RangeError(`denseEvery needs a whole number ≥ 1, got ${denseEvery}`);
  }
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) {
    throw new RangeError(`rowsPerTable needs integers 0 ≤ min ≤ max, got ${min}..${max}`);
  }
  // SQLite reserves `sqlite_*` names (Spider's world_1 lists `sqlite_sequence`): such tables cannot be created.
  const tables = parentsFirst(schema.tables.filter((t) => t.columns.length > 0 && !/^sqlite_/i.test(t.name)));
  const pools = literalPools(options.values ?? []);
  const targets = targetsOf(tables, options.targeted ?? []);
  const groups = plantGroups(tables, options.targeted ?? []);
  const links = linksOf(tables, options.linked ?? []);
  const round = createRng(options.seed, `sql-instances:${schema.database}:rounds`).nextBelow(PLANT_ROUNDS);
  return Array.from({ length: options.count }, (_, k) => {
    const rng = createRng(options.seed, `sql-instances:${schema.database}:${k}`);
    const focus = groups.filter((_, g) => (g + round) % PLANT_ROUNDS === k % PLANT_ROUNDS);
    const made: Made = { generated: new Map(), planted: new Map() };
    for (const table of tables) {
      const dense = denseEvery !== undefined && k % denseEvery === denseEvery - 1;
      const rowCount = dense
        ? max + rng.nextBelow(max * (DENSE_FACTOR - 1) + 1)
        : min + rng.nextBelow(max - min + 1);
      const plants: Plants = {
        pools,
        targets: targets.get(key(table.name)),
        links: links.get(key(table.name)),
        planted: focus.flatMap(
          (group, g) => plantedRows(table, group.get(key(table.name)), g, rng) ?? bridgeRows(table, made, g),
        ),
        dense,
      };
      const rows = generateRows(table, rowCount, made, plants, rng);
      made.generated.set(key(table.name), { table, rows: rows.rows });
      made.planted.set(key(table.name), rows.planted);
    }
    const generated = made.generated;
    return { tables: tables.map((t) => generated.get(key(t.name)) as TableRows) };
  });
}

/** The instance as a dump that loads into SQLite: the schema with SQLite types, then one INSERT per table. */
export function renderInstance(instance: DatabaseInstance): string {
  const tables = instance.tables.map(({ table }) => ({
    ...table,
    columns: table.columns.map((c) => ({ ...c, type: DECLARED_TYPE[valueKind(c.type)] })),
  }));
  const ddl = renderSchema({ database: "", file: "", tables });
  const inserts = instance.tables
    .filter(({ rows }) => rows.length > 0)
    .map(
      ({ table, rows }) =>
        `INSERT INTO ${quoteIdentifier(table.name)} VALUES\n` +
        rows.map((row) => `  (${row.map(renderValue).join(", ")})`).join(",\n") +
        ";",
    );
  return [ddl, ...inserts].join("\n\n");
}

/** The kind of values a declared type holds; Spider's `number`, `time`, `boolean` and `others` included. */
export function valueKind(type: string | undefined): ValueKind {
  const t = (type ?? "").toUpperCase();
  if (t.includes("BOOL")) return "boolean";
  if (/DATE|TIME|YEAR/.test(t)) return "date";
  if (t.includes("INT")) return "integer";
  if (/REAL|FLOA|DOUB|DEC|NUM|MONEY/.test(t)) return "real";
  return "text";
}

interface LiteralPools {
  integers: number[];
  numbers: number[];
  texts: string[];
  dates: string[];
}

/** Literals by the kind of column they can match; LIKE patterns lose their `%` so the bare word can match. */
function literalPools(values: readonly SqlLiteral[]): LiteralPools {
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

/**
 * Tables ordered so every referenced table comes before the tables referencing it, schema order otherwise;
 * a cycle is broken at the first table in schema order (its references to later tables are left NULL).
 */
export function parentsFirst(tables: readonly Table[]): Table[] {
  const known = new Set(tables.map((t) => key(t.name)));
  const parentsOf = (t: Table): string[] =>
    t.foreignKeys.map((fk) => key(fk.refTable)).filter((p) => p !== key(t.name) && known.has(p));
  const placed = new Set<string>();
  const order: Table[] = [];
  while (order.length < tables.length) {
    const waiting = tables.filter((t) => !placed.has(key(t.name)));
    const next = waiting.find((t) => parentsOf(t).every((p) => placed.has(p))) ?? (waiting[0] as Table);
    placed.add(key(next.name));
    order.push(next);
  }
  return order;
}

/** What a table's cells are drawn from besides random values. */
interface Plants {
  /** Every gold literal, for columns of its kind. */
  pools: LiteralPools;
  /** The literals compared with each column of the table. */
  targets?: ReadonlyMap<string, ColumnTargets>;
  links?: ReadonlyMap<string, readonly ColumnRef[]>;
  /** Rows to make first, each with the values of some of its columns fixed. */
  planted: PlantedRow[];
  /** References pile on the first rows of their parents (a dense instance). */
  dense: boolean;
}

/** The tables of an instance made so far, and the group of each row planted at the start of each. */
interface Made {
  generated: Map<string, TableRows>;
  planted: Map<string, number[]>;
}

function generateRows(
  table: Table,
  rowCount: number,
  made: Made,
  { pools, targets, links, planted, dense }: Plants,
  rng: Rng,
): { rows: CellValue[][]; planted: number[] } {
  const index = new Map(table.columns.map((c, i) => [key(c.name), i]));
  const primaryKey = [
    ...new Set([
      ...table.primaryKey.map(key),
      ...table.columns.filter((c) => c.primaryKey).map((c) => key(c.name)),
    ]),
  ].flatMap((c) => index.get(c) ?? []);
  const keyColumns = new Set([
    ...primaryKey,
    ...table.foreignKeys.flatMap((fk) => fk.columns.flatMap((c) => index.get(key(c)) ?? [])),
  ]);
  const rows: CellValue[][] = [];
  const takenKeys = new Set<string>();
  const plantedGroups: number[] = [];
  // The parent each foreign key of the current group's planted rows refers to, so they share it (INTERSECT).
  let groupParents = new Map<number, CellValue[]>();
  let ordinal = 0;
  for (let r = 0; r < planted.length + rowCount; r++) {
    const fixed = planted[r]?.values;
    const group = planted[r]?.group;
    ordinal = group !== undefined && group === planted[r - 1]?.group ? ordinal + 1 : 0;
    if (ordinal === 0) groupParents = new Map();
    for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
      const row = table.columns.map((c, i) => {
        const own = fixed?.get(key(c.name));
        if (own !== undefined) return own;
        const share = fixed ? PLANTED_LINK_SHARE : LINK_SHARE;
        const linked = linkedValue(links?.get(key(c.name)), made, share, rng);
        // Keys stay integers when numeric, whatever a linked real column holds.
        if (
          linked !== undefined &&
          !(keyColumns.has(i) && typeof linked === "number" && !Number.isInteger(linked))
        )
          return linked;
        return drawValue(valueKind(c.type), keyColumns.has(i), pools, targets?.get(key(c.name)), rng);
      });
      // Self-references draw from the rows made so far, so they are set after the row's own values.
      table.foreignKeys.forEach((fk, f) => {
        const nullable = fk.columns.every((c) => !primaryKey.includes(index.get(key(c)) ?? -1));
        const wanted = fixed && fk.columns.map((c) => fixed.get(key(c)) ?? null);
        const free = !wanted?.some((v) => v !== null);
        const ofGroup = group === undefined || !free ? [] : groupRows(made, fk.refTable, group, table);
        const shared = planted[r]?.share && free ? groupParents.get(f) : undefined;
        if (ofGroup.length > 0)
          setReference(row, fk, index, referenced(ofGroup[ordinal % ofGroup.length], fk, made));
        else if (shared !== undefined && chance(SHARED_PARENT_SHARE, rng))
          setReference(row, fk, index, shared);
        // A NULL reference is what tells an inner join from a left join.
        else if (nullable && free && chance(NULL_SHARE, rng)) setReference(row, fk, index, undefined);
        else copyReference(row, fk, table, index, made, rows, wanted, dense, rng);
        if (group !== undefined)
          groupParents.set(
            f,
            fk.columns.map((c) => row[index.get(key(c)) ?? -1] ?? null),
          );
      });
      const keyValues = primaryKey.map((i) => row[i]);
      const rowKey = JSON.stringify(keyValues);
      // A table without a primary key takes any row: its empty key must not count as taken.
      if (keyValues.includes(null) || (primaryKey.length > 0 && takenKeys.has(rowKey))) continue;
      takenKeys.add(rowKey);
      rows.push(row);
      if (group !== undefined) plantedGroups.push(group);
      break;
    }
  }
  return { rows, planted: plantedGroups };
}

/**
 * Sets a foreign key's columns from a row of the referenced table, or NULL when it has none: a row holding the
 * `wanted` values (a planted literal) when there is one, else in a dense instance one of the first two rows
 * half the time (so children pile up on few parents, as GROUP BY … HAVING count(*) > n needs), else any row.
 */
function copyReference(
  row: CellValue[],
  fk: Table["foreignKeys"][number],
  table: Table,
  index: ReadonlyMap<string, number>,
  made: Made,
  ownRows: readonly CellValue[][],
  wanted: readonly CellValue[] | undefined,
  dense: boolean,
  rng: Rng,
): void {
  const self = key(fk.refTable) === key(table.name);
  const parent = self ? { table, rows: ownRows } : made.generated.get(key(fk.refTable));
  const refColumns = fk.refColumns.length > 0 ? fk.refColumns : (parent?.table.primaryKey ?? []);
  if (!parent || parent.rows.length === 0) {
    setReference(row, fk, index, undefined);
    return;
  }
  const positions = refColumns.map((name) =>
    parent.table.columns.findIndex((c) => key(c.name) === key(name)),
  );
  const matching = parent.rows.filter((p) =>
    positions.every((from, j) => wanted?.[j] === undefined || wanted[j] === null || p[from] === wanted[j]),
  );
  const parentRow =
    wanted?.some((v) => v !== null) && matching.length > 0
      ? pick(matching, rng)
      : dense && chance(DENSE_PILE_SHARE, rng)
        ? (parent.rows[rng.nextBelow(Math.min(2, parent.rows.length))] as CellValue[])
        : (parent.rows[rng.nextBelow(parent.rows.length)] as CellValue[]);
  setReference(
    row,
    fk,
    index,
    positions.map((from) => parentRow[from] ?? null),
  );
}

/** The rows of `parent` planted for `group`, in order; none for a self-reference. */
function groupRows(made: Made, parent: string, group: number, table: Table): CellValue[][] {
  if (key(parent) === key(table.name)) return [];
  const rows = made.generated.get(key(parent))?.rows ?? [];
  return (made.planted.get(key(parent)) ?? []).flatMap((g, i) =>
    g === group ? [rows[i] as CellValue[]] : [],
  );
}

/** The values a foreign key takes to refer to `parentRow`. */
function referenced(
  parentRow: readonly CellValue[] | undefined,
  fk: Table["foreignKeys"][number],
  made: Made,
): CellValue[] {
  const parent = made.generated.get(key(fk.refTable))?.table;
  const refColumns = fk.refColumns.length > 0 ? fk.refColumns : (parent?.primaryKey ?? []);
  return refColumns.map((name) => {
    const at = parent?.columns.findIndex((c) => key(c.name) === key(name)) ?? -1;
    return parentRow?.[at] ?? null;
  });
}

/**
 * Rows that only join a group's planted parent rows (a link table such as has_pet between student and pets):
 * one per parent row of the group, up to two, when the table plants nothing of its own for the group.
 */
function bridgeRows(table: Table, made: Made, group: number): PlantedRow[] {
  const parents = table.foreignKeys.map((fk) => groupRows(made, fk.refTable, group, table).length);
  const count = Math.min(BRIDGE_ROWS, Math.max(0, ...parents));
  return Array.from({ length: count }, () => ({ group, values: new Map(), share: true }));
}

/** Writes a foreign key's columns from `values`, or NULL into all of them. */
function setReference(
  row: CellValue[],
  fk: Table["foreignKeys"][number],
  index: ReadonlyMap<string, number>,
  values: readonly CellValue[] | undefined,
): void {
  fk.columns.forEach((column, j) => {
    const at = index.get(key(column));
    if (at !== undefined) row[at] = values?.[j] ?? null;
  });
}

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.nextBelow(items.length)] as T;
const chance = (p: number, rng: Rng): boolean => rng.nextFloat() < p;

/** A value of `kind`; key columns are never NULL and hold integers when numeric, so keys join and stay small. */
function drawValue(
  kind: ValueKind,
  isKey: boolean,
  pools: LiteralPools,
  targets: ColumnTargets | undefined,
  rng: Rng,
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

function drawInteger(pools: LiteralPools, rng: Rng): number {
  if (pools.integers.length > 0 && chance(LITERAL_SHARE, rng)) return nearLiteral(pools.integers, 1, rng);
  return rng.nextBelow(MAX_SMALL_INTEGER + 1);
}

/** A literal itself half the time, otherwise one `step` below or above it: the values that tell `>` from `>=`. */
function nearLiteral(literals: readonly number[], step: number, rng: Rng): number {
  const literal = pick(literals, rng);
  return chance(0.5, rng) ? literal : literal + (chance(0.5, rng) ? step : -step);
}

/**
 * A literal itself half the time, otherwise inside a longer value or in other case: the values that tell
 * `=` from `LIKE '%…%'` (SQLite's LIKE ignores ASCII case, `=` does not).
 */
function nearText(literals: readonly string[], rng: Rng): string {
  const literal = pick(literals, rng);
  if (chance(0.5, rng)) return literal;
  if (chance(0.5, rng)) return `${literal} ${pick(WORDS, rng)}`;
  const changed = literal.toUpperCase();
  return changed === literal ? literal.toLowerCase() : changed;
}

/** The literals compared with one column: plain values, and LIKE patterns to fill in. */
interface ColumnTargets {
  values: SqlLiteral[];
  patterns: string[];
}

/**
 * Targeted literals by table and column key. A literal whose table is unknown goes to every table with its
 * column; a referenced column gets the literals of the foreign keys pointing at it, since a child's reference
 * is copied from its parent's row.
 */
function targetsOf(
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

/** A row to plant: the group (gold query) it is planted for, and its fixed values by column key. */
interface PlantedRow {
  group: number;
  values: ReadonlyMap<string, CellValue>;
  /**
   * The group's rows refer to one parent where they can: one entity holding two literals of a column is what
   * INTERSECT needs. Only then, since piling rows on one parent breaks the ties a wrong LIMIT 1 shows up on.
   */
  share: boolean;
}

/** One group's comparisons by table key and column key; a referenced column holds its children's. */
type PlantGroup = Map<string, Map<string, TargetedLiteral[]>>;

/** Ops whose literal a row must hold (or border) to satisfy them; negations are satisfied by random rows. */
const PLANTED_OPS = new Set<ComparisonOp>(["=", "<", "<=", ">", ">=", "like", "glob", "in", "between"]);

/** The distinct groups of the targeted literals, each resolved to tables and carried up its foreign keys. */
function plantGroups(tables: readonly Table[], targeted: readonly TargetedLiteral[]): PlantGroup[] {
  const byGroup = new Map<string, TargetedLiteral[]>();
  targeted.forEach((t, i) => {
    if (!PLANTED_OPS.has(t.op ?? "=")) return;
    const id = t.group === undefined ? `#${i}` : `=${String(t.group)}`;
    byGroup.set(id, [...(byGroup.get(id) ?? []), t]);
  });
  const groups: PlantGroup[] = [];
  const seen = new Set<string>();
  for (const list of byGroup.values()) {
    const group: PlantGroup = new Map();
    const add = (table: string, column: string, t: TargetedLiteral) => {
      const columns = group.get(key(table)) ?? new Map<string, TargetedLiteral[]>();
      group.set(key(table), columns);
      const specs = columns.get(key(column)) ?? [];
      columns.set(key(column), specs);
      if (!specs.some((x) => x.value === t.value && x.op === t.op))
        specs.push({ column, value: t.value, op: t.op ?? "=" });
    };
    for (const t of list) for (const table of tablesWith(tables, t)) add(table.name, t.column, t);
    // Children before parents, so a grandchild's literal reaches the grandparent.
    for (const table of [...tables].reverse()) {
      for (const fk of table.foreignKeys) {
        const parent = tables.find((t) => key(t.name) === key(fk.refTable));
        fk.columns.forEach((column, j) => {
          const to = fk.refColumns[j] ?? parent?.primaryKey[j];
          const specs = group.get(key(table.name))?.get(key(column));
          if (to !== undefined && parent !== undefined) for (const t of specs ?? []) add(parent.name, to, t);
        });
      }
    }
    const id = JSON.stringify([...group].map(([t, columns]) => [t, [...columns]]));
    if (group.size > 0 && !seen.has(id)) groups.push(group);
    seen.add(id);
  }
  return groups;
}

/** The table named by `ref` when it has the column, otherwise every table that has it. */
function tablesWith(tables: readonly Table[], ref: ColumnRef): Table[] {
  const has = (t: Table) => t.columns.some((c) => key(c.name) === key(ref.column));
  const named = tables.filter((t) => key(t.name) === key(ref.table ?? "") && has(t));
  return named.length > 0 ? named : tables.filter(has);
}

/**
 * The rows one group plants in `table`: row j holds the j-th planted value of each of its columns (cycling),
 * where `col > 5` plants 6 and 5 (the row that selects, and the border that tells `>` from `>=`), `col = 5` and
 * `IN`/`BETWEEN` the literal itself, LIKE a value matching the pattern.
 */
function plantedRows(
  table: Table,
  columns: ReadonlyMap<string, readonly TargetedLiteral[]> | undefined,
  group: number,
  rng: Rng,
): PlantedRow[] | undefined {
  if (columns === undefined) return undefined;
  const planted = [...columns].flatMap(([column, specs]) => {
    const kind = valueKind(table.columns.find((c) => key(c.name) === column)?.type);
    const values = specs.flatMap((t) => plantedValues(t, kind, rng));
    return values.length > 0 ? [[column, values] as const] : [];
  });
  const count = Math.max(0, ...planted.map(([, values]) => values.length));
  const share = [...columns.values()].some((specs) => specs.length > 1);
  return Array.from({ length: count }, (_, j) => ({
    group,
    values: new Map(planted.map(([column, values]) => [column, values[j % values.length] as CellValue])),
    share,
  }));
}

function plantedValues(t: TargetedLiteral, kind: ValueKind, rng: Rng): CellValue[] {
  const numeric = kind === "integer" || kind === "real" || kind === "boolean";
  const n = typeof t.value === "number" ? t.value : t.value.trim() === "" ? Number.NaN : Number(t.value);
  if (numeric && !Number.isFinite(n)) return kind === "boolean" ? [String(t.value)] : [];
  const value: string | number = numeric ? n : String(t.value);
  const step = kind === "integer" && Number.isInteger(n) ? 1 : 0.5;
  const above = typeof value === "number" ? value + step : `${value} ${pick(WORDS, rng)}`;
  const below = typeof value === "number" ? value - step : value.slice(0, -1);
  switch (t.op ?? "=") {
    case ">":
      return [above, value];
    case ">=":
      return [value, below];
    case "<":
      return [below, value];
    case "<=":
      return [value, above];
    case "like":
      return typeof value === "string" ? [fillPattern(value, rng, false)] : [value];
    case "glob":
      return [typeof value === "string" ? value.replace(/[*?[\]]/g, "") : value];
    default:
      return [value];
  }
}

/**
 * Linked columns by table and column key: the listed pairs both ways, and columns of one name and value kind
 * in different tables (a name shared across tables usually means one domain, and namesakes are what tell a
 * join on names from a join on keys).
 */
function linksOf(
  tables: readonly Table[],
  linked: readonly (readonly [ColumnRef, ColumnRef])[],
): Map<string, Map<string, ColumnRef[]>> {
  const links = new Map<string, Map<string, ColumnRef[]>>();
  const kindOf = (t: Table, column: string) => {
    const c = t.columns.find((x) => key(x.name) === key(column));
    if (c === undefined) return undefined;
    const kind = valueKind(c.type);
    return kind === "real" ? "integer" : kind === "date" ? "text" : kind;
  };
  const add = (from: Table, to: Table, fromColumn: string, toColumn: string) => {
    if (key(from.name) === key(to.name) || kindOf(from, fromColumn) !== kindOf(to, toColumn)) return;
    if (kindOf(from, fromColumn) === undefined) return;
    const columns = links.get(key(from.name)) ?? new Map<string, ColumnRef[]>();
    links.set(key(from.name), columns);
    const list = columns.get(key(fromColumn)) ?? [];
    columns.set(key(fromColumn), list);
    if (!list.some((l) => key(l.table ?? "") === key(to.name) && key(l.column) === key(toColumn)))
      list.push({ table: to.name, column: toColumn });
  };
  for (const [a, b] of linked) {
    for (const ta of tablesWith(tables, a)) {
      for (const tb of tablesWith(tables, b)) {
        add(ta, tb, a.column, b.column);
        add(tb, ta, b.column, a.column);
      }
    }
  }
  for (const from of tables)
    for (const to of tables)
      for (const c of from.columns) if (kindOf(to, c.name)) add(from, to, c.name, c.name);
  return links;
}

/**
 * A non-NULL value of a linked column in a table made earlier, `share` of the time when there is one; from that
 * table's planted rows half the time, so rows planted for one gold query find each other across a join.
 */
function linkedValue(
  links: readonly ColumnRef[] | undefined,
  made: Made,
  share: number,
  rng: Rng,
): CellValue | undefined {
  if (links === undefined) return undefined;
  const sources = links.flatMap((l) => {
    const other = made.generated.get(key(l.table ?? ""));
    const at = other?.table.columns.findIndex((c) => key(c.name) === key(l.column)) ?? -1;
    if (other === undefined || at < 0) return [];
    const planted = made.planted.get(key(l.table ?? ""))?.length ?? 0;
    const rows = planted > 0 && chance(0.5, rng) ? other.rows.slice(0, planted) : other.rows;
    const values = rows.map((row) => row[at] ?? null).filter((v) => v !== null);
    return values.length > 0 ? [values] : [];
  });
  if (sources.length === 0 || !chance(share, rng)) return undefined;
  return pick(pick(sources, rng), rng);
}

/** One of the column's own literals or a neighbour, as its kind stores it; undefined when none fits the kind. */
function targetedValue(kind: ValueKind, targets: ColumnTargets, rng: Rng): CellValue | undefined {
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
function fillPattern(pattern: string, rng: Rng, recase = true): string {
  if (!/[%_]/.test(pattern)) return recase ? nearText([pattern], rng) : pattern;
  const filled = pattern
    .replace(/_/g, () => String.fromCharCode(97 + rng.nextBelow(26)))
    .replace(/%/g, () => (chance(0.5, rng) ? "" : ` ${pick(WORDS, rng)} `))
    .replace(/\s+/g, " ")
    .trim();
  return recase && chance(0.25, rng) ? filled.toUpperCase() : filled;
}

function randomDate(rng: Rng): string {
  const year = 1995 + rng.nextBelow(30);
  const month = 1 + rng.nextBelow(12);
  const day = 1 + rng.nextBelow(28);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function renderValue(value: CellValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}
