/**
 * Whether a predicted query's result equals the gold query's, by the rules of Spider's test-suite evaluation
 * (Zhong, Yu, Klein 2020): rows compared as multisets (duplicates count) unless the gold query orders them,
 * column names ignored, and columns matched by any permutation, since `SELECT a, b` answers a question asked
 * as "b and a" as well.
 *
 * Where we differ from the published script: numbers are compared after rounding to 12 significant digits, so
 * floating-point noise (an AVG summed in another order) is not an error; and the permutation search stops at
 * `MAX_PERMUTED_COLUMNS` columns (wider results must match in the predicted order), which keeps the worst case
 * at 720 row comparisons.
 */
import type { SqlValue } from "./engine.js";
import { splitStatements } from "./tokenize.js";

/** The rows of a successful query, as the SQL engine returns them. */
export interface ResultRows {
  columns: readonly string[];
  rows: readonly (readonly SqlValue[])[];
}

export interface MatchOptions {
  /** Row order matters: true when the gold query has ORDER BY (see `hasOrderBy`). */
  ordered: boolean;
}

export const MAX_PERMUTED_COLUMNS = 6;
const SIGNIFICANT_DIGITS = 12;

export function sameResult(gold: ResultRows, predicted: ResultRows, { ordered }: MatchOptions): boolean {
  // As in the published script: two empty results agree whatever their columns.
  if (gold.rows.length === 0 && predicted.rows.length === 0) return true;
  if (gold.rows.length !== predicted.rows.length) return false;
  const width = gold.columns.length;
  if (predicted.columns.length !== width) return false;
  const goldCells = gold.rows.map((row) => row.map(cellKey));
  const predictedCells = predicted.rows.map((row) => row.map(cellKey));
  const goldRows = goldCells.map((cells) => JSON.stringify(cells));
  const matches = (permutation: readonly number[]): boolean => {
    const rows = predictedCells.map((cells) => JSON.stringify(permutation.map((j) => cells[j])));
    return ordered ? rows.every((row, i) => row === goldRows[i]) : sameBag(goldRows, rows);
  };
  const identity = Array.from({ length: width }, (_, i) => i);
  if (width > MAX_PERMUTED_COLUMNS) return matches(identity);
  return somePermutation(columnBags(goldCells, width), columnBags(predictedCells, width), matches);
}

/** Whether the query has ORDER BY anywhere outside strings and comments, the published script's test. */
export function hasOrderBy(sql: string): boolean {
  const { statements } = splitStatements(sql, { backslashEscapes: false, hashComments: false });
  return statements.some(({ tokens }) =>
    tokens.some(
      (t, i) =>
        t.kind === "word" && t.text.toUpperCase() === "ORDER" && tokens[i + 1]?.text.toUpperCase() === "BY",
    ),
  );
}

/** A cell as a string that is equal for equal values: the type first, so 1 and '1' stay apart. */
function cellKey(value: SqlValue): string {
  if (value === null) return "null";
  if (typeof value === "number") return `n:${Number(value.toPrecision(SIGNIFICANT_DIGITS))}`;
  if (typeof value === "string") return `s:${value}`;
  return `b:${Array.from(value, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function sameBag(expected: readonly string[], actual: readonly string[]): boolean {
  const counts = new Map<string, number>();
  for (const row of expected) counts.set(row, (counts.get(row) ?? 0) + 1);
  for (const row of actual) {
    const left = counts.get(row) ?? 0;
    if (left === 0) return false;
    counts.set(row, left - 1);
  }
  return true;
}

/** Each column's values as a sorted bag: a permutation can only map a column to one with the same bag. */
function columnBags(cells: readonly string[][], width: number): string[] {
  return Array.from({ length: width }, (_, j) => JSON.stringify(cells.map((row) => row[j]).sort()));
}

/** Tries the permutations that map each gold column to a predicted column with the same bag, identity first. */
function somePermutation(
  goldBags: readonly string[],
  predictedBags: readonly string[],
  matches: (permutation: readonly number[]) => boolean,
): boolean {
  const chosen: number[] = [];
  const used = new Set<number>();
  const extend = (i: number): boolean => {
    if (i === goldBags.length) return matches(chosen);
    for (let j = 0; j < predictedBags.length; j++) {
      if (used.has(j) || predictedBags[j] !== goldBags[i]) continue;
      used.add(j);
      chosen.push(j);
      if (extend(i + 1)) return true;
      chosen.pop();
      used.delete(j);
    }
    return false;
  };
  return extend(0);
}
