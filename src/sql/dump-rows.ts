/**
 * A dump's rows: which data statements it has, which table each row goes to, and the dump with only some rows
 * kept. The text-to-SQL study shows both of its sides under one rows policy (all sides schema-only, or a seeded
 * sample of at most R rows per table on both), so the rows are cut, never re-rendered: everything else stays
 * byte for byte as written, as ATD does.
 *
 * Rows are the tuples of `INSERT|REPLACE … VALUES (…), (…);` and the data lines of pg_dump's `COPY … FROM stdin;`.
 * An `INSERT … SELECT` (no tuples) counts as one row of its table.
 */
import { readQualifiedName, upper } from "./table-parse.js";
import { applyCuts, lineAware, type TextCut } from "./text-cuts.js";
import { detectLexOptions, type SqlToken, splitStatements } from "./tokenize.js";

/** One data statement: the span to cut, its table, and the spans of its rows. */
interface DataStatement {
  start: number;
  end: number;
  table: string;
  /** Each row's text span: a `(…)` tuple, or a COPY data line with its newline. */
  rows: { start: number; end: number }[];
  copy: boolean;
}

/** Rows per table (names as written, unquoted), in the order the tables' data first appears. */
export function countRows(dump: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of dataStatements(dump)) counts.set(s.table, (counts.get(s.table) ?? 0) + s.rows.length);
  return counts;
}

/**
 * The dump with only the rows `choose(table, count)` returns (indices into that table's rows, in dump order)
 * kept; data statements left with no row are removed whole. `choose` returning nothing for every table gives
 * the schema-only dump.
 */
export function keepRows(dump: string, choose: (table: string, count: number) => Iterable<number>): string {
  const statements = dataStatements(dump);
  const counts = new Map<string, number>();
  for (const s of statements) counts.set(s.table, (counts.get(s.table) ?? 0) + s.rows.length);
  const kept = new Map([...counts].map(([table, n]) => [table, new Set(choose(table, n))]));
  const seen = new Map<string, number>();
  const edits: TextCut[] = [];
  for (const s of statements) {
    const first = seen.get(s.table) ?? 0;
    seen.set(s.table, first + s.rows.length);
    const wanted = kept.get(s.table) as Set<number>;
    const keep = s.rows.map((_, k) => wanted.has(first + k));
    if (keep.every(Boolean)) continue;
    if (!keep.some(Boolean)) {
      edits.push(lineAware(dump, s.start, s.end, false));
      continue;
    }
    // Some rows of a multi-row statement: the statement's text up to its first row, the kept rows, its tail.
    const head = dump.slice(s.start, s.rows[0]?.start);
    const last = s.rows[s.rows.length - 1] as { end: number };
    const rows = s.rows.filter((_, k) => keep[k]).map((r) => dump.slice(r.start, r.end));
    const body = s.copy ? rows.join("") : rows.join(", ");
    edits.push({ start: s.start, end: s.end, text: head + body + dump.slice(last.end, s.end) });
  }
  return applyCuts(dump, edits);
}

function dataStatements(dump: string): DataStatement[] {
  const lex = detectLexOptions(dump);
  const out: DataStatement[] = [];
  for (const { tokens, end } of splitStatements(dump, lex).statements) {
    const verb = upper(tokens[0]);
    const start = tokens[0]?.offset ?? end;
    if (verb === "INSERT" || verb === "REPLACE") {
      // splitStatements keeps only an INSERT's first token: the rest of the statement is lexed on its own,
      // its offsets moved back to the dump's.
      const from = start + verb.length;
      const inner = (splitStatements(dump.slice(from, end), lex).statements[0]?.tokens ?? []).map((t) => ({
        ...t,
        offset: t.offset + from,
      }));
      const read = readInsert(inner);
      if (read) out.push({ start, end, table: read.table, rows: read.rows, copy: false });
    } else if (verb === "COPY") {
      const name = readQualifiedName(tokens, 1);
      if (name) out.push({ start, end, table: name.name, rows: copyRows(dump, tokens, end), copy: true });
    }
  }
  return out;
}

/** `[OR x] INTO t [(cols)] VALUES (…), (…)`: the table and its tuples; an INSERT … SELECT is one row. */
function readInsert(
  tokens: readonly SqlToken[],
): { table: string; rows: { start: number; end: number }[] } | undefined {
  const into = tokens.findIndex((t) => upper(t) === "INTO");
  const name = into >= 0 ? readQualifiedName(tokens, into + 1) : undefined;
  if (!name) return undefined;
  const values = tokens.findIndex((t, k) => k >= name.next && upper(t) === "VALUES");
  if (values < 0) {
    const first = tokens[0] as SqlToken;
    const last = tokens[tokens.length - 1] as SqlToken;
    return { table: name.name, rows: [{ start: first.offset, end: last.offset + last.text.length }] };
  }
  const rows: { start: number; end: number }[] = [];
  let depth = 0;
  let open = -1;
  for (let k = values + 1; k < tokens.length; k++) {
    const t = tokens[k] as SqlToken;
    if (t.kind !== "punct") continue;
    if (t.text === "(" && depth++ === 0) open = t.offset;
    else if (t.text === ")" && --depth === 0) rows.push({ start: open, end: t.offset + 1 });
  }
  return { table: name.name, rows };
}

/** The data lines of `COPY … FROM stdin;`, each with its newline, up to the `\.` line. */
function copyRows(dump: string, tokens: readonly SqlToken[], end: number): { start: number; end: number }[] {
  const last = tokens[tokens.length - 1] as SqlToken;
  const semicolon = dump.indexOf(";", last.offset + last.text.length);
  let pos = dump.indexOf("\n", semicolon) + 1;
  const rows: { start: number; end: number }[] = [];
  while (pos > 0 && pos < end) {
    const lineEnd = dump.indexOf("\n", pos);
    const next = lineEnd < 0 ? dump.length : lineEnd + 1;
    if (/^\\\.\r?$/.test(dump.slice(pos, lineEnd < 0 ? dump.length : lineEnd))) break;
    rows.push({ start: pos, end: next });
    pos = next;
  }
  return rows;
}
