/**
 * Reads a text set of the contamination probe (benchmark sentences, template statements) from a file's text.
 * Pure: the caller reads the file; positions in diagnostics are 1-based lines.
 *
 * Formats, chosen by the file name:
 * - `.jsonl` / `.ndjson`: one JSON object per line with a string field `text` (or `sentence`, `statement`,
 *   `question`, looked up in that order); blank lines are skipped; anything else on a line is an error.
 * - anything else (normally `.txt`): one item per non-empty line; lines starting with `#` are comments.
 */

import { type Diagnostic, fileStart, makeDiagnostic } from "../config/diagnostic.js";
import type { TextItem } from "./types.js";

export interface TextItemsResult {
  items: TextItem[];
  diagnostics: Diagnostic[];
}

/** The JSONL fields that can hold an item's text, in the order they are looked up. */
export const TEXT_FIELDS = ["text", "sentence", "statement", "question"] as const;

/**
 * Parses `text` (the content of `file`) into text items, one per usable line, in file order. Item ids are
 * `<file basename>:<line>`, e.g. `winobias.txt:12`; each item's `file` is `file` as given (its cluster).
 * Problems are diagnostics, never exceptions: a line that is not a JSON object or has no non-empty text field
 * is an error at that line (the line is skipped); a repeated text is a warning; a file without items is a
 * warning at line 1.
 */
export function readTextItems(text: string, file: string): TextItemsResult {
  const jsonl = /\.(jsonl|ndjson)$/i.test(file);
  const name = basename(file);
  const items: TextItem[] = [];
  const diagnostics: Diagnostic[] = [];
  const firstLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const parsed = jsonl ? parseJsonLine(raw, file, line) : parseTextLine(raw);
    if (parsed === undefined) return;
    if (typeof parsed !== "string") {
      diagnostics.push(parsed);
      return;
    }
    const seen = firstLine.get(parsed);
    if (seen !== undefined) {
      diagnostics.push(
        makeDiagnostic(
          "warning",
          "duplicate-text-item",
          { file, line, column: 1 },
          `this text repeats line ${seen}`,
          "remove the repeat: a repeated item counts twice in the DC-accuracy",
        ),
      );
    } else firstLine.set(parsed, line);
    items.push({ id: `${name}:${line}`, text: parsed, file, line });
  });
  if (items.length === 0 && !diagnostics.some((d) => d.severity === "error")) {
    diagnostics.push(
      makeDiagnostic(
        "warning",
        "no-text-items",
        fileStart(file),
        "the file holds no text items",
        jsonl ? 'write one object per line, e.g. {"text": "..."}' : "write one sentence per line",
      ),
    );
  }
  return { items, diagnostics };
}

/** A plain-text line: its trimmed text, or undefined for blank and `#` comment lines. */
function parseTextLine(raw: string): string | undefined {
  const trimmed = raw.trim();
  return trimmed === "" || trimmed.startsWith("#") ? undefined : trimmed;
}

/** A JSONL line: its trimmed text, undefined for a blank line, or an error diagnostic. */
function parseJsonLine(raw: string, file: string, line: number): string | Diagnostic | undefined {
  if (raw.trim() === "") return undefined;
  const position = { file, line, column: 1 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return makeDiagnostic(
      "error",
      "bad-jsonl-line",
      position,
      `this line is not valid JSON (${reason})`,
      'write one JSON object per line, e.g. {"text": "..."}',
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return makeDiagnostic(
      "error",
      "bad-jsonl-line",
      position,
      "this line is not a JSON object",
      'write one JSON object per line, e.g. {"text": "..."}',
    );
  }
  const record = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const candidate = record[field];
    if (typeof candidate === "string" && candidate.trim() !== "") return candidate.trim();
  }
  return makeDiagnostic(
    "error",
    "missing-text-field",
    position,
    `this object has no non-empty string field ${TEXT_FIELDS.map((f) => `"${f}"`).join(", ")}`,
    'add the item\'s text as {"text": "..."}',
  );
}

/** The last path segment, for `/` and `\` separators alike (no node:path: this module stays pure). */
function basename(file: string): string {
  const parts = file.split(/[\\/]/);
  return parts[parts.length - 1] || file;
}
