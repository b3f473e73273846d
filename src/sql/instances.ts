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
 * Everything is a pure function of the schema, the options and the random streams.
 */
import type { ColumnRef, SqlLiteral, TargetedLiteral } from "./comparisons.js";
import { plantedRows, plantGroups } from "./instance-plants.js";
import {
  bridgeRows,
  generateRows,
  linksOf,
  type Made,
  type Plants,
  type TableRows,
} from "./instance-rows.js";
import {
  type CellValue,
  literalPools,
  type RandomSource,
  targetsOf,
  type ValueKind,
  valueKind,
} from "./instance-values.js";
import { quoteIdentifier, renderSchema } from "./render.js";
import type { Schema, Table } from "./schema.js";

/** An independent random source per named stream (e.g. `(stream) => createRng(seed, stream)`). */
export type RandomStreams = (stream: string) => RandomSource;

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
  /**
   * The random source of each named stream (`sql-instances:<database>:<k>`, and `…:rounds`): the caller's
   * seeded generator, so the instances are reproducible from its seed.
   */
  random: RandomStreams;
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

/** One random instance: its tables with parents before the tables that reference them. */
export interface DatabaseInstance {
  tables: TableRows[];
}

/** The type each kind is declared with in the dump: the instances run on SQLite, whatever the source dialect. */
const DECLARED_TYPE: Record<ValueKind, string> = {
  integer: "INTEGER",
  real: "REAL",
  boolean: "INTEGER",
  date: "TEXT",
  text: "TEXT",
};

/**
 * Each gold query's literals are planted together, in rows of their own, in one instance out of this many (from a
 * seeded start), so every gold query selects something in K ≥ this many instances, the planted rows do not
 * crowd out the random ones, and other instances show what a query returns without them.
 */
const PLANT_ROUNDS = 4;

/** A dense instance's tables have up to this many times `rowsPerTable.max` rows. */
const DENSE_FACTOR = 3;

/** `count` SQLite dumps (CREATE TABLE and INSERT statements) of random instances of `schema`. */
export function randomInstances(schema: Schema, options: InstanceOptions): string[] {
  return generateInstances(schema, options).map(renderInstance);
}

/**
 * The instances as rows. Instance k depends only on the schema, the options other than `count`, the random
 * streams and k, so a larger suite extends a smaller one.
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
  const round = options.random(`sql-instances:${schema.database}:rounds`).nextBelow(PLANT_ROUNDS);
  return Array.from({ length: options.count }, (_, k) => {
    const rng = options.random(`sql-instances:${schema.database}:${k}`);
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

function renderValue(value: CellValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}
