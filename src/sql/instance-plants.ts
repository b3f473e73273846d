/**
 * Rows planted for one gold query (a group of its literals): in some instances, each gold query's literals go
 * together into rows of their own that satisfy its comparisons and sit on their borders (`col > 5` plants 6 and
 * 5), carried up the foreign keys so the rows join. See instances.ts for why.
 */
import type { ComparisonOp, TargetedLiteral } from "./comparisons.js";
import {
  type CellValue,
  fillPattern,
  pick,
  type RandomSource,
  tablesWith,
  type ValueKind,
  valueKind,
  WORDS,
} from "./instance-values.js";
import type { Table } from "./schema.js";

/** A row to plant: the group (gold query) it is planted for, and its fixed values by column key. */
export interface PlantedRow {
  group: number;
  values: ReadonlyMap<string, CellValue>;
  /**
   * The group's rows refer to one parent where they can: one entity holding two literals of a column is what
   * INTERSECT needs. Only then, since piling rows on one parent breaks the ties a wrong LIMIT 1 shows up on.
   */
  share: boolean;
}

/** One group's comparisons by table key and column key; a referenced column holds its children's. */
export type PlantGroup = Map<string, Map<string, TargetedLiteral[]>>;

/** Ops whose literal a row must hold (or border) to satisfy them; negations are satisfied by random rows. */
const PLANTED_OPS = new Set<ComparisonOp>(["=", "<", "<=", ">", ">=", "like", "glob", "in", "between"]);

/** The distinct groups of the targeted literals, each resolved to tables and carried up its foreign keys. */
export function plantGroups(tables: readonly Table[], targeted: readonly TargetedLiteral[]): PlantGroup[] {
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

/**
 * The rows one group plants in `table`: row j holds the j-th planted value of each of its columns (cycling),
 * where `col > 5` plants 6 and 5 (the row that selects, and the border that tells `>` from `>=`), `col = 5` and
 * `IN`/`BETWEEN` the literal itself, LIKE a value matching the pattern.
 */
export function plantedRows(
  table: Table,
  columns: ReadonlyMap<string, readonly TargetedLiteral[]> | undefined,
  group: number,
  rng: RandomSource,
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

function plantedValues(t: TargetedLiteral, kind: ValueKind, rng: RandomSource): CellValue[] {
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

const key = (name: string): string => name.toLowerCase();
