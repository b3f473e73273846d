/**
 * An independent reimplementation of the comparison in Spider's official test-suite evaluation
 * (taoyds/test-suite-sql-eval: `eval_exec_match`, `result_eq` in exec_eval.py, `remove_distinct` in parse.py),
 * written from that code and sharing nothing with src/sql/result-match.ts or src/sql/distinct.ts, so a test can
 * hold the project's scorer to it. Only the executor is not ours to reimplement: the caller runs the queries.
 *
 * The official rules, as followed here:
 * - `postprocess`: `> =`, `< =`, `! =` are joined, anywhere in the text, in both queries.
 * - unless `--keep_distinct`, `remove_distinct` on both: sqlparse's first statement, flattened, every token whose
 *   text lower-cased is `distinct` dropped, the rest joined as written (so `COUNT(DISTINCT x)` becomes `COUNT( x)`).
 * - order matters iff the (processed) gold's text, lower-cased, contains `order by`.
 * - per database: the gold must run; a prediction that fails is wrong; otherwise `result_eq`: both empty is equal;
 *   different row counts or widths are not; else some column permutation of the prediction must make it equal to
 *   the gold, as a list when order matters and as a multiset (bag) of rows otherwise. Values compare as Python's
 *   do (1 == 1.0; '1' != 1; None only equals None). The official script prunes permutations with 20 random rows
 *   of the prediction (a column can only map where its values all occur); pruning with every row, as here, keeps
 *   exactly the same permutations that can succeed, so the verdict is the same and deterministic.
 * - the prediction is right iff it is right on every database of the suite.
 */
import type { SqlValue } from "../../src/sql/engine.js";

export type Row = readonly SqlValue[];

/** What one query gave on one database, as the executor reports it. */
export type Execution = { ok: true; rows: readonly Row[] } | { ok: false };

/** exec_eval.py `postprocess`. */
export function officialPostprocess(query: string): string {
  return query.replaceAll("> =", ">=").replaceAll("< =", "<=").replaceAll("! =", "!=");
}

/**
 * parse.py `remove_distinct`: the first statement's tokens without the `distinct` ones. Tokens as sqlparse reads
 * them for this purpose: strings, quoted and bracketed names and comments are one token each (never the bare
 * word), a word is letters, digits, `_` and `$`; the first statement runs to its `;` included.
 */
export function officialRemoveDistinct(query: string): string {
  const TOKEN =
    /'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|\[[^\]]*\]?|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|[A-Za-z_][A-Za-z0-9_$]*|[\s\S]/gy;
  let out = "";
  for (const [token] of query.matchAll(TOKEN)) {
    if (token.toLowerCase() !== "distinct") out += token;
    if (token === ";") break;
  }
  return out;
}

/** `'order by' in g_str.lower()`. */
export function officialOrderMatters(gold: string): boolean {
  return gold.toLowerCase().includes("order by");
}

/** A value as Python's tuple equality and hashing see it. */
function pyKey(value: SqlValue): string {
  if (value === null) return "None";
  if (typeof value === "number") return `num:${value}`;
  if (typeof value === "string") return `str:${value}`;
  return `bytes:${Array.from(value).join(",")}`;
}

/** exec_eval.py `result_eq(result1 = gold, result2 = prediction, order_matters)`. */
export function officialResultEq(
  gold: readonly Row[],
  predicted: readonly Row[],
  orderMatters: boolean,
): boolean {
  if (gold.length === 0 && predicted.length === 0) return true;
  if (gold.length !== predicted.length) return false;
  const width = (gold[0] as Row).length;
  if ((predicted[0] as Row).length !== width) return false;
  const g = gold.map((row) => row.map(pyKey));
  const p = predicted.map((row) => row.map(pyKey));
  const goldColumnSets = Array.from({ length: width }, (_, i) => new Set(g.map((row) => row[i])));
  // perm[i] = the predicted column read as gold column i, as `permute_tuple(element, perm)`.
  const allowed = Array.from({ length: width }, (_, i) =>
    Array.from({ length: width }, (_, j) => j).filter((j) =>
      p.every((row) => goldColumnSets[i]?.has(row[j] as string)),
    ),
  );
  const goldRows = g.map((row) => JSON.stringify(row));
  const equalUnder = (perm: readonly number[]): boolean => {
    const rows = p.map((row) => JSON.stringify(perm.map((j) => row[j])));
    if (orderMatters) return rows.every((row, k) => row === goldRows[k]);
    return sameMultiset(goldRows, rows);
  };
  const perm: number[] = [];
  const search = (i: number): boolean => {
    if (i === width) return equalUnder(perm);
    for (const j of allowed[i] as number[]) {
      if (perm.includes(j)) continue;
      perm.push(j);
      if (search(i + 1)) return true;
      perm.pop();
    }
    return false;
  };
  return search(0);
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const x of b) {
    const left = counts.get(x) ?? 0;
    if (left === 0) return false;
    counts.set(x, left - 1);
  }
  return true;
}

/** The two queries exactly as `eval_exec_match` runs them, and whether row order matters. */
export function officialQueries(
  predicted: string,
  gold: string,
  keepDistinct: boolean,
): { predicted: string; gold: string; orderMatters: boolean } {
  let p = officialPostprocess(predicted);
  let g = officialPostprocess(gold);
  if (!keepDistinct) {
    p = officialRemoveDistinct(p);
    g = officialRemoveDistinct(g);
  }
  return { predicted: p, gold: g, orderMatters: officialOrderMatters(g) };
}

/**
 * `eval_exec_match` without value plugging: 1 iff on every database the prediction ran and `result_eq` holds.
 * `run(query, database)` executes one query on one database of the suite.
 */
export async function officialExecMatch(
  predicted: string,
  gold: string,
  keepDistinct: boolean,
  databases: number,
  run: (query: string, database: number) => Promise<Execution>,
): Promise<0 | 1> {
  const q = officialQueries(predicted, gold, keepDistinct);
  for (let d = 0; d < databases; d++) {
    const g = await run(q.gold, d);
    if (!g.ok) throw new Error(`gold query ${q.gold} has error on database ${d}`);
    const p = await run(q.predicted, d);
    if (!p.ok || !officialResultEq(g.rows, p.rows, q.orderMatters)) return 0;
  }
  return 1;
}
