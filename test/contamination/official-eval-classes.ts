/**
 * Prediction classes built from a gold query, for holding the project's scorer to the official comparison
 * (official-eval-reference.ts): the gold itself and its near misses, each a small edit of the gold's tokens. A
 * class that does not apply to a gold (no ORDER BY to reverse, one column to permute) is left out.
 */
import type { Schema } from "../../src/sql/schema.js";
import { type SqlToken, splitStatements } from "../../src/sql/tokenize.js";

export const PREDICTION_CLASSES = [
  "gold",
  "distinct-added",
  "distinct-removed",
  "columns-permuted",
  "order-by-removed",
  "order-by-added",
  "order-by-reversed",
  "limit-changed",
  "literal-changed",
  "comparison-spaced",
  "other-column",
  "no-sql",
] as const;

export type PredictionClass = (typeof PREDICTION_CLASSES)[number];

/** A reply with no query in it: the official script runs it as given, and it fails. */
export const PROSE_ANSWER = "I cannot tell which table holds that information, sorry.";

interface Located extends SqlToken {
  depth: number;
}

const upper = (t: SqlToken | undefined) => (t?.kind === "word" ? t.text.toUpperCase() : "");

function locate(sql: string): Located[] {
  const { statements } = splitStatements(sql, { backslashEscapes: false, hashComments: false });
  let depth = 0;
  return (statements[0]?.tokens ?? []).map((t) => {
    if (t.text === ")") depth -= 1;
    const located = { ...t, depth };
    if (t.text === "(") depth += 1;
    return located;
  });
}

/** `sql` with `[start, end)` replaced. */
const splice = (sql: string, start: number, end: number, text: string) =>
  sql.slice(0, start) + text + sql.slice(end);

const endOf = (t: SqlToken) => t.offset + t.text.length;

/** Indices of top-level items between `from` and `to` (exclusive), split on top-level commas. */
function items(tokens: readonly Located[], from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  for (let i = from; i < to; i++) {
    if (tokens[i]?.depth === 0 && tokens[i]?.text === ",") {
      out.push([start, i - 1]);
      start = i + 1;
    }
  }
  out.push([start, to - 1]);
  return out.filter(([a, b]) => a <= b);
}

export function predictionClasses(gold: string, schema: Schema): Partial<Record<PredictionClass, string>> {
  const sql = gold.trim().replace(/;\s*$/, "");
  const tokens = locate(sql);
  const top = (i: number) => tokens[i]?.depth === 0;
  const at = (word: string, from = 0) => tokens.findIndex((t, i) => i >= from && top(i) && upper(t) === word);
  const select = at("SELECT");
  const out: Partial<Record<PredictionClass, string>> = { gold: sql, "no-sql": PROSE_ANSWER };
  if (select < 0) return out;
  const afterSelect = tokens[select + 1];
  if (upper(afterSelect) !== "DISTINCT")
    out["distinct-added"] = splice(
      sql,
      endOf(tokens[select] as SqlToken),
      endOf(tokens[select] as SqlToken),
      " DISTINCT",
    );
  const firstDistinct = tokens.find((t) => upper(t) === "DISTINCT");
  if (firstDistinct) out["distinct-removed"] = splice(sql, firstDistinct.offset, endOf(firstDistinct), "");

  const from = at("FROM", select);
  const listStart = upper(afterSelect) === "DISTINCT" ? select + 2 : select + 1;
  const list = from > 0 ? items(tokens, listStart, from) : [];
  if (list.length >= 2) {
    const text = ([a, b]: [number, number]) =>
      sql.slice((tokens[a] as SqlToken).offset, endOf(tokens[b] as SqlToken));
    const rotated = [...list.slice(1), list[0] as [number, number]].map(text).join(", ");
    out["columns-permuted"] = splice(
      sql,
      (tokens[listStart] as SqlToken).offset,
      endOf(tokens[from - 1] as SqlToken),
      rotated,
    );
  }
  const column = list
    .map(([a, b]) => (a === b ? a : b - a === 2 && tokens[a + 1]?.text === "." ? b : -1))
    .find((i) => i >= 0 && tokens[i]?.kind === "word");
  if (column !== undefined) {
    const name = (tokens[column] as SqlToken).text.toLowerCase();
    const table = schema.tables.find((t) => t.columns.some((c) => c.name.toLowerCase() === name));
    const columns = table?.columns.map((c) => c.name) ?? [];
    const other = columns[(columns.findIndex((c) => c.toLowerCase() === name) + 1) % columns.length];
    if (other && other.toLowerCase() !== name && /^[A-Za-z_][A-Za-z0-9_]*$/.test(other))
      out["other-column"] = splice(
        sql,
        (tokens[column] as SqlToken).offset,
        endOf(tokens[column] as SqlToken),
        other,
      );
  }

  const order = tokens.findIndex((t, i) => top(i) && upper(t) === "ORDER" && upper(tokens[i + 1]) === "BY");
  const limit = at("LIMIT");
  if (order >= 0) {
    const clauseEnd = limit > order ? limit : tokens.length;
    const cut = limit > order ? (tokens[limit] as SqlToken).offset : sql.length;
    out["order-by-removed"] = splice(sql, (tokens[order] as SqlToken).offset, cut, "").trim();
    const reversed = items(tokens, order + 2, clauseEnd)
      .map(([a, b]) => {
        const last = upper(tokens[b]);
        const bodyEnd = last === "ASC" || last === "DESC" ? b - 1 : b;
        const body = sql.slice((tokens[a] as SqlToken).offset, endOf(tokens[bodyEnd] as SqlToken));
        return `${body} ${last === "DESC" ? "ASC" : "DESC"}`;
      })
      .join(", ");
    out["order-by-reversed"] = splice(
      sql,
      (tokens[order] as SqlToken).offset,
      endOf(tokens[clauseEnd - 1] as SqlToken),
      `ORDER BY ${reversed}`,
    );
  } else {
    out["order-by-added"] =
      limit >= 0
        ? splice(sql, (tokens[limit] as SqlToken).offset, (tokens[limit] as SqlToken).offset, "ORDER BY 1 ")
        : `${sql} ORDER BY 1`;
  }
  const count = tokens[limit + 1];
  out["limit-changed"] =
    limit >= 0 && count?.kind === "number"
      ? splice(sql, count.offset, endOf(count), String(Number(count.text) + 1))
      : `${sql} LIMIT 1`;

  const where = tokens.findIndex((t) => upper(t) === "WHERE");
  const literal = tokens.findIndex(
    (t, i) =>
      where >= 0 &&
      i > where &&
      (t.kind === "number" ||
        t.kind === "string" ||
        (t.kind === "quoted" &&
          t.text.startsWith('"') &&
          /^(?:[=<>]|LIKE)$/i.test(tokens[i - 1]?.text ?? ""))),
  );
  // `>=` written `> =`, as tokenised predictions do: the official postprocess repairs it.
  const comparison = tokens.find(
    (t, i) => "<>!".includes(t.text) && tokens[i + 1]?.offset === t.offset + 1 && tokens[i + 1]?.text === "=",
  );
  if (comparison) out["comparison-spaced"] = splice(sql, endOf(comparison), endOf(comparison), " ");
  const lit = tokens[literal];
  if (lit) {
    const changed =
      lit.kind === "number" ? String(Number(lit.text) + 1) : `'${`${lit.value}x`.replaceAll("'", "''")}'`;
    out["literal-changed"] = splice(sql, lit.offset, endOf(lit), changed);
  }
  return out;
}
