import { parse } from "csv-parse/sync";
import {
  type Diagnostic,
  fileStart,
  makeDiagnostic,
  type SourcePosition,
  stripBom,
} from "../config/diagnostic.js";
import type { Template } from "./types.js";
import { readConstraintCell, readLabel, trailingWhitespace } from "./validate-cells.js";

/** Templates read from one file, plus everything wrong with it that parsing alone can see. */
export interface ParsedTemplates {
  templates: Template[];
  diagnostics: Diagnostic[];
}

/**
 * `yes-no`: APES's columns, a `label` each. `decision` (issue 33): no label (a decision has no unbiased answer,
 * the comparison across people is the measure) and a `question` column that closes the prompt.
 */
export type CsvLayout = "yes-no" | "decision";

const COLUMNS: Record<CsvLayout, { required: readonly string[]; optional: readonly string[] }> = {
  "yes-no": { required: ["template_id", "template_text", "constraints", "label"], optional: ["negates"] },
  decision: { required: ["template_id", "template_text", "constraints"], optional: ["question"] },
};
const PARAM = /^param_([1-9]\d*)$/;

/** One CSV record with the position of each of its cells. */
interface Row {
  cells: string[];
  starts: CellStart[];
  line: number;
}

interface CellStart {
  line: number;
  column: number;
  quoted: boolean;
}

/** Where each known column sits in a row. */
interface Header {
  index: Map<string, number>;
  params: { slot: number; index: number }[];
  width: number;
}

/**
 * Parses an APES templates CSV: header `template_id,template_text,param_1,…,param_N,constraints,label`
 * with any number of `param_k` columns in any order (gaps allowed) and an optional `negates` column.
 * Accepts LF/CRLF, a BOM, a missing final newline, blank lines and quoted cells with commas.
 * `template_text` is kept exactly as written; every cell's 1-based position (a quoted cell's is
 * that of its opening quote) is stored in `template.cells`.
 */
export function parseTemplatesCsv(text: string, file: string, layout: CsvLayout = "yes-no"): ParsedTemplates {
  const diagnostics: Diagnostic[] = [];
  const rows = readRows(text, file, diagnostics);
  const [first, ...rest] = rows;
  if (!first) {
    // An emptied template file would otherwise lint clean and let its checks vanish from the gate.
    if (diagnostics.length === 0) diagnostics.push(emptyFile(file));
    return { templates: [], diagnostics };
  }
  const header = readHeader(first, file, diagnostics, layout);
  if (!header) return { templates: [], diagnostics };
  const templates: Template[] = [];
  for (const row of rest) {
    const template = readTemplate(row, header, file, diagnostics, layout);
    if (template) templates.push(template);
  }
  return { templates, diagnostics };
}

function emptyFile(file: string): Diagnostic {
  return makeDiagnostic(
    "error",
    "empty-file",
    fileStart(file),
    "the template file is empty: it has no header and no templates",
    "start it with the header template_id,template_text,param_1,…,constraints,label and one template per line, or remove it",
  );
}

/** The default group of a template file: its name without directory and extension (`gender`). */
export function groupFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/(\.templates)?\.(csv|ya?ml)$/i, "");
}

function readRows(text: string, file: string, diagnostics: Diagnostic[]): Row[] {
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
    diagnostics.push(
      makeDiagnostic(
        "error",
        "csv-syntax",
        { file, line, column: 1 },
        `cannot parse CSV: ${message}`,
        csvHint,
      ),
    );
    return [];
  }
  return records.map(toRow).filter((row) => row.cells.some((c) => c.trim() !== ""));
}

const csvHint =
  'quote cells that contain commas or quotes, doubling inner quotes: "neq(#1, #2)", "say ""hi"""';

interface RawRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

function toRow(r: RawRecord): Row {
  // `raw` carries the blank lines skipped before the record and its own line ending; `info.lines`
  // is the line the record ends on.
  const body = r.raw.replace(/^\n+/, "").replace(/\n$/, "");
  const startLine = r.info.lines - countNewlines(body);
  return { cells: r.record, starts: cellStarts(body, startLine), line: startLine };
}

function countNewlines(s: string): number {
  let n = 0;
  for (const ch of s) if (ch === "\n") n += 1;
  return n;
}

/** Scans a record's raw text for where each cell starts, honouring quotes (`""` is an escaped quote). */
function cellStarts(body: string, startLine: number): CellStart[] {
  const starts: CellStart[] = [];
  let line = startLine;
  let column = 1;
  let inQuotes = false;
  let atCellStart = true;
  for (const ch of body) {
    if (atCellStart) {
      starts.push({ line, column, quoted: ch === '"' });
      atCellStart = false;
    }
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === "," && !inQuotes) atCellStart = true;
    if (ch === "\n") {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  if (atCellStart) starts.push({ line, column, quoted: false });
  return starts;
}

function readHeader(
  row: Row,
  file: string,
  diagnostics: Diagnostic[],
  layout: CsvLayout,
): Header | undefined {
  const { required: REQUIRED, optional: OPTIONAL } = COLUMNS[layout];
  const index = new Map<string, number>();
  const params: { slot: number; index: number }[] = [];
  row.cells.forEach((raw, i) => {
    const name = raw.trim();
    const at = startOf(row, i, file);
    if (index.has(name)) {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "duplicate-column",
          at,
          `column '${name}' appears twice`,
          "delete one of them",
        ),
      );
      return;
    }
    index.set(name, i);
    const param = PARAM.exec(name);
    if (param) params.push({ slot: Number(param[1]), index: i });
    else if (![...REQUIRED, ...OPTIONAL].includes(name)) {
      diagnostics.push(
        makeDiagnostic(
          "warning",
          "unknown-column",
          at,
          `column '${name}' is not used`,
          `known columns are ${[...REQUIRED, ...OPTIONAL].join(", ")} and param_1, param_2, …`,
        ),
      );
    }
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length === 0) return { index, params, width: row.cells.length };
  diagnostics.push(
    makeDiagnostic(
      "error",
      "missing-column",
      { file, line: row.line, column: 1 },
      `the header lacks ${missing.map((c) => `'${c}'`).join(", ")}`,
      layout === "decision"
        ? "the header must be template_id,template_text,param_1,…,param_N,constraints,question"
        : "the header must be template_id,template_text,param_1,…,param_N,constraints,label (negates optional)",
    ),
  );
  return undefined;
}

function startOf(row: Row, i: number, file: string): SourcePosition {
  const s = row.starts[i] ?? row.starts[row.starts.length - 1] ?? { line: row.line, column: 1 };
  return { file, line: s.line, column: s.column };
}

/** Where a cell's content starts: one past the opening quote of a quoted cell. */
function contentOf(row: Row, i: number, file: string): SourcePosition {
  const at = startOf(row, i, file);
  return row.starts[i]?.quoted ? { ...at, column: at.column + 1 } : at;
}

function readTemplate(
  row: Row,
  header: Header,
  file: string,
  diagnostics: Diagnostic[],
  layout: CsvLayout,
): Template | undefined {
  const rowStart: SourcePosition = { file, line: row.line, column: 1 };
  diagnostics.push(...checkWidth(row, header, rowStart));
  const cells: Record<string, SourcePosition> = {};
  for (const [name, i] of header.index) if (i < row.cells.length) cells[name] = startOf(row, i, file);
  const cell = (name: string): string => row.cells[header.index.get(name) ?? -1] ?? "";
  const content = (name: string): SourcePosition => contentOf(row, header.index.get(name) ?? 0, file);
  const id = cell("template_id").trim();
  if (id === "") {
    const hint = "give every row a unique id, e.g. hikers1";
    const at = cells["template_id"] ?? rowStart;
    diagnostics.push(makeDiagnostic("error", "missing-template-id", at, "the row has no template_id", hint));
    return undefined;
  }
  const text = cell("template_text");
  // Not a column: where the text's first character is, so checks can point inside the text.
  if (header.index.has("template_text")) cells["template_text_content"] = content("template_text");
  diagnostics.push(...trailingWhitespace(text, content("template_text")));
  const constraints = readConstraintCell(cell("constraints"), content("constraints"));
  diagnostics.push(...constraints.diagnostics);
  // A decision has no unbiased answer; "Yes" keeps it a well-formed template for the shared checks and sampler.
  const label =
    layout === "decision"
      ? { label: "Yes" as const, diagnostics: [] }
      : readLabel(cell("label"), cells["label"] ?? rowStart);
  diagnostics.push(...label.diagnostics);
  const negates = cell("negates").trim();
  const question = cell("question").trim();
  return {
    id,
    text,
    params: readParams(row, header),
    constraints: constraints.constraints,
    label: label.label,
    ...(layout === "decision" && question !== "" ? { question } : {}),
    ...(negates === "" ? {} : { negates }),
    position: rowStart,
    cells,
    group: groupFromFile(file),
  };
}

function checkWidth(row: Row, header: Header, at: SourcePosition): Diagnostic[] {
  if (row.cells.length === header.width) return [];
  const message = `the row has ${row.cells.length} cells but the header has ${header.width}`;
  return [makeDiagnostic("error", "column-count", at, message, csvHint)];
}

function readParams(row: Row, header: Header): (string | undefined)[] {
  const params: (string | undefined)[] = [];
  for (const { slot, index } of header.params) {
    const value = (row.cells[index] ?? "").trim();
    if (value !== "") params[slot - 1] = value;
  }
  // Fill holes so the array is dense: `undefined` marks an unused slot explicitly.
  return Array.from({ length: params.length }, (_, i) => params[i]);
}
