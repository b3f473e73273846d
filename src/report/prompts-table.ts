import type { Prompt } from "../templates/types.js";

const COLUMNS = ["id", "polarity", "label", "statement"] as const;

/** A readable, aligned text table of sampled prompts; the JSONL output carries every field. */
export function formatPromptsTable(prompts: readonly Prompt[]): string {
  const rows = prompts.map((p) => [p.id, p.polarity, p.label, p.statement.trimEnd()]);
  // A loop, not Math.max(...rows): a spread of a large sample's rows overflows the call stack.
  const widths = COLUMNS.map((title, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), title.length));
  // The statement column is last and left ragged, so long statements do not widen every line.
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ");
  const templates = new Set(prompts.map((p) => p.templateId)).size;
  return [
    line(COLUMNS),
    line(widths.map((w, i) => "-".repeat(i === widths.length - 1 ? COLUMNS[i]!.length : w))),
    ...rows.map(line),
    "",
    `${prompts.length} prompts from ${templates} templates`,
    "",
  ].join("\n");
}

/** A table of prompts by id and the question asked (coreference, contamination), with a count line. */
export function formatQuestionsTable(
  prompts: readonly { id: string; question: string }[],
  kind: string,
): string {
  const width = prompts.reduce((w, p) => Math.max(w, p.id.length), 2);
  // Questions can span lines (a masked schema); the table shows the first line of each.
  const rows = prompts.map((p) => `${p.id.padEnd(width)}  ${p.question.split("\n")[0]?.trimEnd() ?? ""}`);
  return [
    `${"id".padEnd(width)}  question`,
    `${"-".repeat(width)}  --------`,
    ...rows,
    "",
    `${prompts.length} ${kind} prompts`,
    "",
  ].join("\n");
}
