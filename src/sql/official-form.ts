/**
 * A query as Spider's official test-suite evaluation (taoyds/test-suite-sql-eval, exec_eval.py) runs it, before
 * comparing results: its `postprocess` first, then its DISTINCT convention.
 *
 * `postprocess` joins `> =`, `< =` and `! =` (one space between) into `>=`, `<=`, `!=`, in both queries, since
 * tokenised predictions write them so and SQLite rejects them. The script replaces the text anywhere, strings
 * included; we join the two operator tokens only, leaving a string that holds `> =` alone (no gold query has one).
 *
 * By default that script removes DISTINCT from both the predicted and the gold query before running them
 * (`remove_distinct` in parse.py, skipped with `--keep_distinct`), so a query that differs from the gold only by
 * DISTINCT is scored right.
 *
 * What the official `remove_distinct` does, exactly: it flattens sqlparse's tokens of the query and drops every
 * token whose text, lower-cased, is `distinct`, wherever it stands, then joins the rest as written. So it removes
 * `SELECT DISTINCT` in the outer query and in every subquery, and it turns `COUNT(DISTINCT x)` into `COUNT( x)`,
 * which counts duplicates: the official default scores `COUNT(DISTINCT x)` and `COUNT(x)` alike. Strings
 * (`'distinct'`), quoted identifiers (`"distinct"`) and comments are single tokens whose text is not the bare word,
 * so they are kept. We do the same on our own tokens (`splitStatements`), cutting each bare DISTINCT word out of
 * the text and leaving everything else, spacing and comments included, as it was.
 *
 * One difference that never matters here: the official function keeps only the query's first statement
 * (`sqlparse.parse(s)[0]`); we keep every statement, since `extractSql` hands the evaluator one statement anyway.
 */
import { splitStatements } from "./tokenize.js";

/** `strip`: DISTINCT removed from predicted and gold queries (the official default); `keep`: `--keep_distinct`. */
export type DistinctConvention = "strip" | "keep";

export const DISTINCT_CONVENTIONS: readonly DistinctConvention[] = ["strip", "keep"];

/** The query with every bare DISTINCT keyword removed, the rest untouched (see the file comment). */
export function stripDistinct(sql: string): string {
  const { statements } = splitStatements(sql, { backslashEscapes: false, hashComments: false });
  const cuts = statements
    .flatMap((s) => s.tokens)
    .filter((t) => t.kind === "word" && t.text.toLowerCase() === "distinct");
  if (cuts.length === 0) return sql;
  let out = "";
  let from = 0;
  for (const t of cuts) {
    out += sql.slice(from, t.offset);
    from = t.offset + t.text.length;
  }
  return out + sql.slice(from);
}

/** `postprocess`: `> =`, `< =`, `! =` with one space between the operator's characters joined (file comment). */
export function joinSpacedComparisons(sql: string): string {
  const tokens = splitStatements(sql, { backslashEscapes: false, hashComments: false }).statements.flatMap(
    (s) => s.tokens,
  );
  let out = "";
  let from = 0;
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.kind !== "punct" || !"<>!".includes(t.text) || next?.text !== "=") return;
    if (sql.slice(t.offset + 1, next.offset) !== " ") return;
    out += sql.slice(from, t.offset + 1);
    from = next.offset;
  });
  return from === 0 ? sql : out + sql.slice(from);
}

/** The query as the evaluator runs it under `convention`: postprocessed, then DISTINCT stripped or kept. */
export function queryUnder(sql: string, convention: DistinctConvention): string {
  const joined = joinSpacedComparisons(sql);
  return convention === "strip" ? stripDistinct(joined) : joined;
}
