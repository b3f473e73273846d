/**
 * The rows of one table of one random instance (see instances.ts): planted rows first, then random ones; keys
 * unique, foreign keys copied from rows of the tables made before (or NULL), and linked columns sharing values
 * so joins on columns no key declares still find partners.
 */
import type { ColumnRef } from "./comparisons.js";
import type { PlantedRow } from "./instance-plants.js";
import {
  type CellValue,
  type ColumnTargets,
  chance,
  drawValue,
  type LiteralPools,
  NULL_SHARE,
  pick,
  type RandomSource,
  tablesWith,
  valueKind,
} from "./instance-values.js";
import type { Table } from "./schema.js";

/** A table's generated rows, cells in the table's column order. */
export interface TableRows {
  table: Table;
  rows: CellValue[][];
}

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

const key = (name: string): string => name.toLowerCase();

/** What a table's cells are drawn from besides random values. */
export interface Plants {
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
export interface Made {
  generated: Map<string, TableRows>;
  planted: Map<string, number[]>;
}

export function generateRows(
  table: Table,
  rowCount: number,
  made: Made,
  { pools, targets, links, planted, dense }: Plants,
  rng: RandomSource,
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
  rng: RandomSource,
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
export function bridgeRows(table: Table, made: Made, group: number): PlantedRow[] {
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

/**
 * Linked columns by table and column key: the listed pairs both ways, and columns of one name and value kind
 * in different tables (a name shared across tables usually means one domain, and namesakes are what tell a
 * join on names from a join on keys).
 */
export function linksOf(
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
  rng: RandomSource,
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
