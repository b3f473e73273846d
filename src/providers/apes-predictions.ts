/**
 * Imports APES `*.predictions.csv` files (one model answer per filled template) as replayable answers, so a
 * published APES run can be scored and gated by bias-gate without calling a model. Pure: text in, map out.
 */
import { parse } from "csv-parse/sync";
import type { ChatAnswer } from "./types.js";

const REQUIRED_COLUMNS = [
  "template_id",
  "param_1_name",
  "param_2_name",
  "param_3_name",
  "prediction",
] as const;

const NAME_COLUMNS = ["param_1_name", "param_2_name", "param_3_name"] as const;

/** Answers keyed by prompt id without any `~k` suffix, plus what was wrong with the file. */
export type ApesPredictions = Map<string, ChatAnswer> & {
  /** `file:line: …` for rows skipped or disagreeing with an earlier row of the same key. */
  readonly problems: string[];
};

interface ParsedRow {
  record: Record<string, string>;
  info: { lines: number };
}

/**
 * The prompt id bias-gate's sampler gives the same filling: `template_id:name1|name2|…`, empty slots
 * skipped. APES does not tell duplicated domain values apart, so there is never a `~k` suffix here.
 */
export function apesPromptId(templateId: string, names: readonly string[]): string {
  return `${templateId}:${names.filter((name) => name !== "").join("|")}`;
}

function answerOf(prediction: string): ChatAnswer {
  return { text: prediction, usage: { inputTokens: 0, outputTokens: 0 } };
}

function parseRows(text: string, file: string): ParsedRow[] {
  // With `info` set, csv-parse returns { record, info } objects, which its overloads do not express.
  const rows = parse(text, { columns: true, bom: true, skip_empty_lines: true, info: true, trim: true });
  const parsed = rows as unknown as ParsedRow[];
  const header = parsed[0] ? Object.keys(parsed[0].record) : [];
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (parsed.length > 0 && missing.length > 0) {
    throw new Error(
      `${file}:1: not an APES predictions file: missing column(s) ${missing.join(", ")}` +
        ` (expected the header template_id,param_1_name,…,prompt,label,prediction,confidence)`,
    );
  }
  return parsed;
}

/**
 * Reads one APES predictions CSV. The answer text is the `prediction` cell (`Yes`/`No`) with zero usage.
 * APES repeats a filling when a domain lists a value twice; such rows share a key, the first is kept,
 * and a disagreeing repeat is reported in `problems` (it cannot be matched to a `~k` id reliably).
 * Throws (with `file:1`) when the header lacks the columns it needs.
 */
export function readApesPredictions(text: string, file: string): ApesPredictions {
  const answers = new Map<string, ChatAnswer>();
  const firstLine = new Map<string, number>();
  const problems: string[] = [];
  for (const { record, info } of parseRows(text, file)) {
    const templateId = record.template_id ?? "";
    const prediction = record.prediction ?? "";
    if (templateId === "" || prediction === "") {
      problems.push(`${file}:${info.lines}: row without template_id or prediction; skipped`);
      continue;
    }
    const key = apesPromptId(
      templateId,
      NAME_COLUMNS.map((column) => record[column] ?? ""),
    );
    const earlier = answers.get(key);
    if (earlier === undefined) {
      answers.set(key, answerOf(prediction));
      firstLine.set(key, info.lines);
    } else if (earlier.text !== prediction) {
      problems.push(
        `${file}:${info.lines}: ${key} predicted ${prediction}, but line ${firstLine.get(key)} predicted` +
          ` ${earlier.text} for the same names (a duplicated domain value); keeping ${earlier.text}`,
      );
    }
  }
  return Object.assign(answers, { problems });
}
