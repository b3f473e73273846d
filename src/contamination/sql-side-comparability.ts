/**
 * One rows policy for both sides of a text-to-SQL suite, and whether the two sides are then shown comparable
 * things (issue 32). ATD removes foreign keys and rows: on a dump without rows it removes a little, on a dump
 * with rows most of it, so a public side rendered schema-only against a fresh side with rows would push the ATD
 * drop difference towards "remembered" by construction. The policy decides what the model is SHOWN (the prompt
 * dump); a database's `contents`, what the test suites run on, stay the full data.
 */
import type { RowsPolicy } from "../config/config.js";
import { TOKEN_ESTIMATE } from "../sampling/plan.js";
import { disconnectTables } from "../sql/atd.js";
import { countRows, keepRows } from "../sql/dump-rows.js";
import { createRng } from "../stats/rng.js";
import { SQL_SETS, type SqlSet, type SqlSetData } from "./text-to-sql-types.js";

/** What the sides' dumps show after the policy: a seeded sample of rows on both, or no rows on either. */
export type ShownRows = "sample" | "none";

/** The policy a suite was run under, with why (`auto` explains its choice). */
export interface RowsDecision {
  configured: RowsPolicy;
  shown: ShownRows;
  rowsPerTable: number;
  why: string;
}

/** One side's prompt dumps, measured (tokens estimated as characters / 4, as `plan` counts them). */
export interface SideShape {
  databases: number;
  tables: number;
  /** Whether any of its databases' own data has rows (before the policy). */
  hasData: boolean;
  /** Whether the dumps shown carry rows (after the policy). */
  hasRows: boolean;
  rowsPerTable: number;
  /** Dump tokens per table, shown as is and after ATD. */
  tokensPerTable: { original: number; atd: number };
  /** Share of the dump text ATD removes, 0–1. */
  atdRemovedShare: number;
}

/** The two sides side by side, and why they are not comparable when they are not. */
export interface SqlComparability {
  rows: RowsDecision;
  sides: Record<SqlSet, SideShape>;
  comparable: boolean;
  /** One sentence per difference past its limit, e.g. `public dumps have no rows`. */
  problems: string[];
}

/**
 * Limits past which the sides are not comparable: ATD-removed shares more than 0.15 apart (a drop difference
 * the dumps alone could explain), or one side's dumps more than twice the other's per table.
 */
export const COMPARABILITY_LIMITS = { removedShareDifference: 0.15, tokensPerTableRatio: 2 } as const;

/** Whether a set's own data has rows: any database whose full dump carries at least one. */
export function setHasData(data: SqlSetData): boolean {
  return data.databases.some((db) => [...countRows(db.dump).values()].some((n) => n > 0));
}

/**
 * The rows policy decided for a suite: `sample` and `none` as configured, `auto` `sample` when both sides have
 * data, else `none` on both. `error` when `sample` is asked of a side without data.
 */
export function decideRows(
  sets: Record<SqlSet, SqlSetData>,
  policy: RowsPolicy,
  rowsPerTable: number,
): RowsDecision & { error?: SqlSet[] } {
  const without = SQL_SETS.filter((set) => !setHasData(sets[set]));
  const base = { configured: policy, rowsPerTable };
  if (policy === "none") return { ...base, shown: "none", why: "rows: none, schema-only on both sides" };
  if (policy === "sample") {
    const why = `rows: sample, at most ${rowsPerTable} seeded rows per table on both sides`;
    return { ...base, shown: "sample", why, ...(without.length ? { error: without } : {}) };
  }
  if (without.length === 0)
    return {
      ...base,
      shown: "sample",
      why: `rows: auto chose sample, at most ${rowsPerTable} seeded rows per table: both sides have data`,
    };
  const sides = without.map((s) => `the ${s} set's dumps have no rows`).join(" and ");
  return { ...base, shown: "none", why: `rows: auto chose none, schema-only on both sides: ${sides}` };
}

/**
 * The set with each database's prompt dump under the decision: INSERTs removed (`none`), or at most
 * `rowsPerTable` of each table's rows kept, chosen with the run's seed (one stream per set, database and table,
 * the same rule on both sides). `contents` are left as loaded: the test suites run on the full data.
 */
export function applyRows(
  data: SqlSetData,
  shown: ShownRows,
  rowsPerTable: number,
  seed: string,
): SqlSetData {
  const databases = data.databases.map((db) => {
    const dump = keepRows(db.dump, (table, count) => {
      if (shown === "none") return [];
      const rng = createRng(seed, `text-to-sql-rows:${data.set}:${db.dbId}:${table}`);
      return rng.reservoirOrdinals(Math.min(rowsPerTable, count), count);
    });
    return dump === db.dump ? db : { ...db, dump };
  });
  return { ...data, databases };
}

/** Each side's shape and whether they are comparable, measured on the dumps the model will be shown. */
export function compareSides(
  shown: Record<SqlSet, SqlSetData>,
  loaded: Record<SqlSet, SqlSetData>,
  rows: RowsDecision,
): SqlComparability {
  const sides = {
    public: shapeOf(shown.public, setHasData(loaded.public)),
    fresh: shapeOf(shown.fresh, setHasData(loaded.fresh)),
  };
  const problems: string[] = [];
  const rowless = SQL_SETS.filter((s) => !sides[s].hasRows);
  if (rowless.length === 1) problems.push(`${rowless[0]} dumps have no rows`);
  const shareGap = Math.abs(sides.public.atdRemovedShare - sides.fresh.atdRemovedShare);
  if (shareGap > COMPARABILITY_LIMITS.removedShareDifference)
    problems.push(
      `ATD removes ${percent(sides.public.atdRemovedShare)} of the public dumps but ${percent(sides.fresh.atdRemovedShare)} of the fresh (more than ${percent(COMPARABILITY_LIMITS.removedShareDifference)} apart)`,
    );
  const [small, large] = [sides.public, sides.fresh]
    .map((s) => s.tokensPerTable.original)
    .sort((a, b) => a - b) as [number, number];
  if (small > 0 && large / small > COMPARABILITY_LIMITS.tokensPerTableRatio)
    problems.push(
      `dumps per table differ ${(large / small).toFixed(1)}-fold (public ${sides.public.tokensPerTable.original}, fresh ${sides.fresh.tokensPerTable.original} tokens; limit ${COMPARABILITY_LIMITS.tokensPerTableRatio}-fold)`,
    );
  return { rows, sides, comparable: problems.length === 0, problems };
}

function shapeOf(data: SqlSetData, hasData: boolean): SideShape {
  let tables = 0;
  let rowCount = 0;
  let original = 0;
  let atd = 0;
  for (const db of data.databases) {
    tables += db.schema.tables.length;
    for (const n of countRows(db.dump).values()) rowCount += n;
    original += db.dump.length;
    atd += disconnectTables(db.dump).length;
  }
  const perTable = (chars: number) =>
    tables === 0 ? 0 : Math.round(chars / TOKEN_ESTIMATE.charsPerToken / tables);
  return {
    databases: data.databases.length,
    tables,
    hasData,
    hasRows: rowCount > 0,
    rowsPerTable: tables === 0 ? 0 : Math.round((rowCount / tables) * 10) / 10,
    tokensPerTable: { original: perTable(original), atd: perTable(atd) },
    atdRemovedShare: original === 0 ? 0 : Math.round(((original - atd) / original) * 1000) / 1000,
  };
}

/** Why the ATD check cannot decide: the sides' problems in one clause. */
export function notComparableReason(c: SqlComparability): string {
  return `sides not comparable: ${c.problems.join("; ")}`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
