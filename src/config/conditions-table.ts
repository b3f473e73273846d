/**
 * A coreference suite's conditions table: named pairs of gender-associated adjectives, one condition per row,
 * `-` for no adjective. CSV with the header `name,male,female` (`name` optional), or YAML, a list of mappings:
 *
 * ```csv
 * name,male,female
 * baseline,-,-
 * ,arrogant,responsive       # no name: the condition is called `arrogant/responsive`
 * ,old,-                     # `old/-`: a lone male-associated adjective
 * ```
 * ```yaml
 * - {name: baseline, male: "-", female: "-"}   # quote the dash: a bare `-` starts a YAML list
 * - {male: arrogant, female: responsive}
 * ```
 *
 * Exactly one row is `-/-`: the baseline every other condition is compared with. A name may not contain `:`,
 * which separates the parts of prompt ids (`<suite>:<item id>:<condition>`) and metric ids. Pure: text in,
 * conditions and diagnostics (with file:line:column and a fix) out.
 */
import { parse } from "csv-parse/sync";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { CoreferenceConditionSpec } from "./config.js";
import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition, stripBom } from "./diagnostic.js";
import { parseUserYaml } from "./yaml-source.js";

export interface ParsedConditionsTable {
  conditions: CoreferenceConditionSpec[];
  diagnostics: Diagnostic[];
}

/** The adjective cell that means "no adjective". */
export const NO_ADJECTIVE = "-";

const COLUMNS = ["name", "male", "female"] as const;
type Column = (typeof COLUMNS)[number];

/** One cell as written, with where it starts. */
interface Cell {
  value: string;
  at: SourcePosition;
}

/** One row before checking: `name` absent when the row gives none. */
interface RawRow {
  at: SourcePosition;
  name?: Cell;
  male?: Cell;
  female?: Cell;
}

/** Parses a conditions table, CSV or YAML by the file's extension, and checks it (see the module comment). */
export function parseConditionsTable(text: string, file: string): ParsedConditionsTable {
  const diagnostics: Diagnostic[] = [];
  let rows: RawRow[];
  if (/\.csv$/i.test(file)) rows = readCsvRows(text, file, diagnostics);
  else if (/\.ya?ml$/i.test(file)) rows = readYamlRows(text, file, diagnostics);
  else {
    const hint = "name it .csv (header name,male,female) or .yml (a list of {name, male, female})";
    diagnostics.push(
      makeDiagnostic("error", "conditions-format", fileStart(file), "unknown conditions table format", hint),
    );
    return { conditions: [], diagnostics };
  }
  // A syntax or header error makes the rows unreliable: report it alone rather than its echoes.
  if (diagnostics.length > 0) return { conditions: [], diagnostics };
  return checkRows(rows, file, diagnostics);
}

function checkRows(rows: readonly RawRow[], file: string, diagnostics: Diagnostic[]): ParsedConditionsTable {
  const conditions: CoreferenceConditionSpec[] = [];
  const lineOfName = new Map<string, number>();
  let baselineLine: number | undefined;
  for (const row of rows) {
    const male = readAdjective(row, "male", diagnostics);
    const female = readAdjective(row, "female", diagnostics);
    const named = row.name?.value.trim() ?? "";
    if (male === null || female === null) {
      // The row's own name is still taken, so a later repeat of it is reported in the same run.
      if (named && !lineOfName.has(named)) lineOfName.set(named, row.at.line);
      continue;
    }
    const id = named || `${male ?? NO_ADJECTIVE}/${female ?? NO_ADJECTIVE}`;
    const nameAt = row.name && named ? row.name.at : row.at;
    if (id.includes(":")) {
      const hint = named ? "rename the condition without ':'" : "give the row a name without ':'";
      const message = `condition name '${id}' contains ':', which separates the parts of prompt and metric ids`;
      diagnostics.push(makeDiagnostic("error", "condition-name", nameAt, message, hint));
      continue;
    }
    const earlier = lineOfName.get(id);
    if (earlier !== undefined) {
      const message = `condition '${id}' is already defined on line ${earlier}`;
      const hint = "give each row its own name (or delete the repeated row)";
      diagnostics.push(makeDiagnostic("error", "duplicate-condition", nameAt, message, hint));
      continue;
    }
    lineOfName.set(id, row.at.line);
    const baseline = male === undefined && female === undefined;
    if (baseline && baselineLine !== undefined) {
      const message = `a second baseline row (-/-); the first is on line ${baselineLine}`;
      const hint = "keep one row with '-' in both columns: every condition is compared with that one";
      diagnostics.push(makeDiagnostic("error", "two-baselines", row.at, message, hint));
      continue;
    }
    if (baseline) baselineLine = row.at.line;
    conditions.push({
      id,
      ...(male !== undefined ? { male } : {}),
      ...(female !== undefined ? { female } : {}),
      baseline,
    });
  }
  if (rows.length === 0) {
    const hint = "add a baseline row (-,-) and one row per adjective pair";
    diagnostics.push(
      makeDiagnostic("error", "no-conditions", fileStart(file), "the conditions table has no rows", hint),
    );
  } else if (baselineLine === undefined && !diagnostics.some((d) => d.code === "two-baselines")) {
    const message = "no baseline row: one row must have '-' for both adjectives";
    const hint = "add a row `baseline,-,-`: every adjective condition is compared with it";
    diagnostics.push(makeDiagnostic("error", "no-baseline", fileStart(file), message, hint));
  }
  return { conditions, diagnostics };
}

/** The adjective of a column: a word, undefined for `-`, null (with a diagnostic) when missing or empty. */
function readAdjective(
  row: RawRow,
  column: "male" | "female",
  diagnostics: Diagnostic[],
): string | undefined | null {
  const cell = row[column];
  const value = cell?.value.trim() ?? "";
  if (value === NO_ADJECTIVE) return undefined;
  if (value !== "") return value;
  const message = cell ? `empty ${column} cell` : `the row has no ${column} adjective`;
  const hint = `write the ${column}-associated adjective, or '-' for none`;
  diagnostics.push(makeDiagnostic("error", "empty-cell", cell?.at ?? row.at, message, hint));
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

interface RawRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

function readCsvRows(text: string, file: string, diagnostics: Diagnostic[]): RawRow[] {
  // Positions are computed on LF text; a CR only ever ends a line, so no column moves.
  const normalized = stripBom(text).replace(/\r\n?/g, "\n");
  let records: RawRecord[];
  try {
    // With `info` and `raw` set, csv-parse returns objects, which its overloads do not express.
    records = parse(normalized, {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: "\n",
    }) as unknown as RawRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const message = error instanceof Error ? error.message : String(error);
    const hint = 'quote a cell that contains a comma or a quote: "a, b"';
    diagnostics.push(
      makeDiagnostic("error", "csv-syntax", { file, line, column: 1 }, `cannot parse CSV: ${message}`, hint),
    );
    return [];
  }
  const rows = records
    .map((r) => cellsOf(r, file))
    .filter((cells) => cells.some((c) => c.value.trim() !== ""));
  const [header, ...body] = rows;
  if (!header) return [];
  const columns = readHeader(header, file, diagnostics);
  if (!columns) return [];
  return body.flatMap((cells) => {
    const row: RawRow = { at: cells[0]?.at ?? fileStart(file) };
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (column) row[column] = cell;
      else if (cell.value.trim() !== "") {
        const message = `row has ${cells.length} cells, the header ${columns.length}`;
        const hint = "quote a cell that contains a comma, or delete the extra cell";
        diagnostics.push(makeDiagnostic("error", "extra-cell", cell.at, message, hint));
      }
    });
    return [row];
  });
}

/** The column of each header cell, or undefined (with diagnostics) when the header is unusable. */
function readHeader(cells: readonly Cell[], file: string, diagnostics: Diagnostic[]): Column[] | undefined {
  const columns: Column[] = [];
  const before = diagnostics.length;
  for (const cell of cells) {
    const name = cell.value.trim().toLowerCase();
    if (!(COLUMNS as readonly string[]).includes(name)) {
      const message = `unknown column '${cell.value.trim()}'`;
      const hint = "the header is name,male,female (name optional)";
      diagnostics.push(makeDiagnostic("error", "unknown-column", cell.at, message, hint));
    } else if (columns.includes(name as Column)) {
      diagnostics.push(
        makeDiagnostic("error", "duplicate-column", cell.at, `column '${name}' appears twice`, "delete one"),
      );
    }
    columns.push(name as Column);
  }
  const missing = (["male", "female"] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const message = `the header lacks ${missing.map((c) => `'${c}'`).join(" and ")}`;
    const hint = "the header is name,male,female (name optional)";
    diagnostics.push(
      makeDiagnostic("error", "missing-column", cells[0]?.at ?? fileStart(file), message, hint),
    );
  }
  return diagnostics.length > before ? undefined : columns;
}

/** A record's cells with where each starts (a quoted cell: its first character inside the quote). */
function cellsOf(r: RawRecord, file: string): Cell[] {
  // `raw` carries the blank lines skipped before the record and its own line ending; `info.lines` is the line
  // the record ends on.
  const body = r.raw.replace(/^\n+/, "").replace(/\n$/, "");
  let line = r.info.lines - (body.match(/\n/g)?.length ?? 0);
  let column = 1;
  let inQuotes = false;
  let atCellStart = true;
  const starts: SourcePosition[] = [];
  for (const ch of body) {
    if (atCellStart) {
      starts.push({ file, line, column: ch === '"' ? column + 1 : column });
      atCellStart = false;
    }
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === "," && !inQuotes) atCellStart = true;
    if (ch === "\n") {
      line += 1;
      column = 1;
    } else column += 1;
  }
  if (atCellStart) starts.push({ file, line, column });
  return r.record.map((value, i) => ({ value, at: starts[i] ?? { file, line, column } }));
}

// ---------------------------------------------------------------------------------------------------------------
// YAML

function readYamlRows(text: string, file: string, diagnostics: Diagnostic[]): RawRow[] {
  const { doc, lineCounter, problems } = parseUserYaml(
    stripBom(text),
    'fix the YAML syntax; a lone dash must be quoted: male: "-"',
  );
  for (const { code, message, hint, line, column } of problems) {
    diagnostics.push(makeDiagnostic("error", code, { file, line, column }, message, hint));
  }
  if (problems.length > 0) return [];
  const positionOf = (node: Node | null | undefined): SourcePosition => {
    const offset = node?.range?.[0];
    if (offset === undefined) return fileStart(file);
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const structure = (node: Node | null | undefined, message: string) =>
    diagnostics.push(
      makeDiagnostic("error", "conditions-structure", positionOf(node), message, YAML_SHAPE_HINT),
    );
  const root = doc.contents;
  if (root === null) return [];
  if (!isSeq(root)) {
    structure(root, "the conditions table must be a list of {name, male, female}");
    return [];
  }
  return root.items.flatMap((item) => {
    if (!isMap(item)) {
      structure(item as Node, "each condition must be a mapping {name, male, female}");
      return [];
    }
    const row: RawRow = { at: positionOf(item) };
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      const value = pair.value as Node | null;
      if (!(COLUMNS as readonly string[]).includes(key)) {
        const hint = "a condition has name (optional), male and female";
        diagnostics.push(
          makeDiagnostic(
            "error",
            "unknown-column",
            positionOf(pair.key as Node),
            `unknown key '${key}'`,
            hint,
          ),
        );
        continue;
      }
      if (!isScalar(value) || typeof value.value === "object") {
        structure(value ?? (pair.key as Node), `'${key}' must be a single word, or "-" for none`);
        continue;
      }
      row[key as Column] = { value: String(value.value), at: positionOf(value) };
    }
    return [row];
  });
}

const YAML_SHAPE_HINT = 'write e.g. - {name: baseline, male: "-", female: "-"}';
