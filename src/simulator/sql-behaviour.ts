/**
 * The simulated model's text-to-SQL answers: a dump sent alone gets a short description (its interpretation), a
 * question in its conversation gets the gold query with the planted accuracy, else a wrong query that no
 * test-suite evaluator can score right, else (at the unusable rate) prose without SQL.
 */

import type { SqlDumpEntry, SqlEntry } from "../sampling/answer-key.js";
import type { Hardness } from "../sql/hardness.js";
import { DEFAULT_SEED, type Draw, pick, standardNormal } from "./draws.js";
import { DEFAULT_SQL_BEHAVIOUR, type SimulatorProfile, type SqlAccuracy } from "./profile.js";

export type SqlAnswerKind = "sql-correct" | "sql-wrong" | "sql-unusable" | "interpretation";

/** Answers with no SQL at all: nothing in them reads as a query. */
export const SQL_UNUSABLE_TEXTS = [
  "I'm sorry, I cannot tell which tables hold that information.",
  "That question is ambiguous for this database; could you rephrase it?",
  "I am not able to answer that from the schema alone.",
] as const;

/**
 * What a question's draws are seeded by at temperature 0: its `questionKey`, shared by the original and ATD
 * conversations, so an ATD answer is right only where the original's is (its accuracy is lower, its draw the same).
 */
export function sqlHashInput(entry: Pick<SqlEntry, "questionKey">): string {
  return `sql-question\u0000${entry.questionKey}`;
}

/**
 * P(the gold query) for one question, in [0,1]: the set's accuracy at the question's hardness level, plus the
 * database's shift (`sql.heterogeneity.database` × a standard normal from the profile seed, set and database),
 * minus the set's `atdDrop` on the ATD variant, clipped to [0,1]. Whatever the profile leaves out is the fair
 * model's (`DEFAULT_SQL_BEHAVIOUR`).
 */
export function sqlAccuracy(
  profile: SimulatorProfile,
  entry: Pick<SqlEntry, "set" | "hardness" | "variant" | "cluster">,
): number {
  const sql = profile.sql ?? DEFAULT_SQL_BEHAVIOUR;
  const base =
    levelAccuracy(sql.accuracy?.[entry.set], entry.hardness) ??
    DEFAULT_SQL_BEHAVIOUR.accuracy[entry.set][entry.hardness];
  const drop =
    entry.variant === "atd" ? (sql.atdDrop?.[entry.set] ?? DEFAULT_SQL_BEHAVIOUR.atdDrop[entry.set]) : 0;
  const sd = sql.heterogeneity?.database ?? 0;
  const shift =
    sd > 0
      ? sd *
        standardNormal(
          profile.seed ?? DEFAULT_SEED,
          `sql-database-effect\u0000${entry.set}\u0000${entry.cluster}`,
        )
      : 0;
  return Math.min(1, Math.max(0, base + shift - drop));
}

function levelAccuracy(accuracy: SqlAccuracy | undefined, level: Hardness): number | undefined {
  return typeof accuracy === "number" ? accuracy : accuracy?.[level];
}

/**
 * One question's answer. Five draws are always taken in this order (unusable, correct, form, which column to
 * break, which false name) so one knob never shifts another's outcome; the unusable draw comes first and is
 * independent of the rest, so the answers holding SQL keep the planted accuracy exactly.
 */
export function decideSql(
  profile: SimulatorProfile,
  entry: SqlEntry,
  draw: Draw,
): { kind: SqlAnswerKind; text: string } {
  const uUnusable = draw();
  const uCorrect = draw();
  const uForm = draw();
  const uColumn = draw();
  const uName = draw();
  const unusable = (profile.sql ?? DEFAULT_SQL_BEHAVIOUR).unusableRate ?? 0;
  if (uUnusable < unusable) return { kind: "sql-unusable", text: pick(SQL_UNUSABLE_TEXTS, uForm) };
  const gold = bareQuery(entry.gold);
  if (uCorrect < sqlAccuracy(profile, entry)) return { kind: "sql-correct", text: formatSql(gold, uForm) };
  return { kind: "sql-wrong", text: formatSql(wrongSql(gold, entry.columns, uColumn, uName), uForm) };
}

/** The interpretation of a dump: which tables it has, in the key's order. */
export function describeDump(entry: SqlDumpEntry): { kind: SqlAnswerKind; text: string } {
  const n = entry.tables.length;
  const text =
    n === 0
      ? "The database has no tables that I can see."
      : `The database has ${n} ${n === 1 ? "table" : "tables"}: ${entry.tables.join(", ")}. ` +
        "I will answer questions about it with queries on these tables.";
  return { kind: "interpretation", text };
}

function bareQuery(sql: string): string {
  return sql.trim().replace(/[\s;]+$/, "");
}

/** The query as chat models write it; the run must extract the first query from every one of these. */
function formatSql(query: string, u: number): string {
  return pick(
    [query, `${query};`, `\`\`\`sql\n${query}\n\`\`\``, `Here is the query:\n${query}`] as const,
    u,
  );
}

interface Token {
  kind: "word" | "string" | "quoted" | "space" | "other";
  text: string;
  start: number;
}

// Strings ('…' and Spider's "…"), quoted identifiers (`…`, […]), words, comments, whitespace, any other character.
const TOKEN =
  /'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|\[[^\]]*\]?|[A-Za-z_][A-Za-z0-9_$]*|--[^\n]*|\s+|./gsy;

function tokenizeSql(sql: string): Token[] {
  return [...sql.matchAll(TOKEN)].map((m) => {
    const text = m[0];
    const first = text.charAt(0);
    const kind: Token["kind"] =
      first === "'" || first === '"'
        ? "string"
        : first === "`" || first === "["
          ? "quoted"
          : /^[A-Za-z_]/.test(text)
            ? "word"
            : /^\s|^--/.test(text)
              ? "space"
              : "other";
    return { kind, text, start: m.index };
  });
}

// A bare word right after one of these is an expression term, which SQLite must resolve as a column when it
// prepares the statement: an unknown name there fails before any row is read, on every instance.
const BEFORE_TERM = new Set([
  "SELECT",
  "DISTINCT",
  "WHERE",
  "AND",
  "OR",
  "ON",
  "BY",
  "HAVING",
  "NOT",
  "BETWEEN",
  "LIKE",
  "GLOB",
  "IS",
  "WHEN",
  "THEN",
  "ELSE",
  "CASE",
  ",",
  "(",
  ".",
  "=",
  "<",
  ">",
  "!",
  "+",
  "-",
  "*",
  "/",
  "%",
  "|",
]);

// Words that are never column references, even when a database has a column spelt so (it would be quoted).
const KEYWORDS = new Set(
  "select distinct all from where and or not null is in like glob between case when then else end as on join inner left outer cross natural using group order by having limit offset union intersect except exists cast asc desc collate true false escape".split(
    " ",
  ),
);

const SUFFIXES = ["_name", "_code", "_id", "_num", "_text"] as const;

/**
 * The gold query with one column reference replaced by a plausible name that is no column of the database
 * (`title` → `title_code`), else, when the gold names no column (`SELECT count(*) FROM t`), with such a name
 * added to its first select list; a WITH query is wrapped instead, `SELECT <name> FROM (<gold>)`. The name is a
 * bare identifier in an expression position, not a column, not any word of the gold (so no alias), not a keyword:
 * SQLite rejects it with "no such column" when it prepares the query, so a test-suite evaluator scores it wrong on
 * every instance and the planted accuracy is what it measures. `uColumn` picks the reference, `uName` the name.
 */
export function wrongSql(gold: string, columns: readonly string[], uColumn: number, uName: number): string {
  const tokens = tokenizeSql(gold);
  // Every name and string of the gold is taken, since SQLite accepts a quoted string as an alias (`AS 'total'`).
  const taken = new Set([
    ...columns.map((c) => c.toLowerCase()),
    ...tokens
      .filter((t) => t.kind !== "space" && t.kind !== "other")
      .map((t) => unquote(t.text).toLowerCase()),
  ]);
  const known = new Set(columns.map((c) => c.toLowerCase()));
  const significant = tokens.filter((t) => t.kind !== "space");
  const references = significant.filter((t, i) => {
    const lower = t.text.toLowerCase();
    if (t.kind !== "word" || !known.has(lower) || KEYWORDS.has(lower)) return false;
    const before = significant[i - 1]?.text.toUpperCase();
    const after = significant[i + 1]?.text;
    return before !== undefined && BEFORE_TERM.has(before) && after !== "(" && after !== ".";
  });
  // A common table expression's column list reads like a select list but defines names; a whole WITH query is
  // therefore wrapped instead, the outer select resolving the false name against the gold's result.
  const withQuery = significant[0]?.kind === "word" && significant[0].text.toUpperCase() === "WITH";
  if (references.length > 0 && !withQuery) {
    const target = pick(references, uColumn);
    const fake = falseName(target.text, taken, uName);
    return gold.slice(0, target.start) + fake + gold.slice(target.start + target.text.length);
  }
  const bare = columns.filter((c) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(c));
  const fake = falseName(bare.length > 0 ? pick(bare, uColumn) : "record", taken, uName);
  const select = significant.findIndex((t) => t.kind === "word" && t.text.toUpperCase() === "SELECT");
  if (select < 0 || withQuery) return `SELECT ${fake} FROM (${gold})`;
  const next = significant[select + 1];
  const modifier = next?.kind === "word" && /^(?:DISTINCT|ALL)$/i.test(next.text) ? next : undefined;
  const anchor = modifier ?? significant[select]!;
  const at = anchor.start + anchor.text.length;
  return `${gold.slice(0, at)} ${fake},${gold.slice(at)}`;
}

/** A name built on `base` that is not in `taken` (lower case): `<base>_name`, `<base>_code`, … */
function falseName(base: string, taken: ReadonlySet<string>, u: number): string {
  // A key's stem reads better than the key (`author_code`, not `author_id_code`).
  const stem = /^.+_id$/i.test(base) ? base.slice(0, -3) : base;
  const lower = stem.toLowerCase();
  const free = (name: string) => !taken.has(name.toLowerCase());
  const plausible = SUFFIXES.filter((s) => !lower.endsWith(s.slice(1))).map((s) => `${stem}${s}`);
  const options = plausible.filter(free);
  if (options.length > 0) return pick(options, u);
  for (let i = 2; ; i++) if (free(`${base}_code${i}`)) return `${base}_code${i}`;
}

function unquote(text: string): string {
  return text.replace(/^[`["']|[`\]"']$/g, "");
}
