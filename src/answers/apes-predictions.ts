/**
 * Imports APES `*.predictions.csv` files (one model answer per filled template) as replayable answers, so a
 * published APES run can be scored and gated by bias-gate without calling a model. Pure: text in, map out.
 */
import { parse } from "csv-parse/sync";
import { ConfigError } from "../config/errors.js";
import type { ChatAnswer } from "../providers/types.js";

const REQUIRED_COLUMNS = [
  "template_id",
  "param_1_name",
  "param_2_name",
  "param_3_name",
  "prediction",
] as const;

const NAME_COLUMNS = ["param_1_name", "param_2_name", "param_3_name"] as const;

/** Answers keyed by the sampler's prompt id (`~k` included), plus what was wrong with the file. */
export type ApesPredictions = Map<string, ChatAnswer> & {
  /** `file:line: …` for rows skipped. */
  readonly problems: string[];
};

interface ParsedRow {
  record: Record<string, string>;
  info: { lines: number };
}

/**
 * The prompt id bias-gate's sampler gives the same filling: `template_id:name1|name2|…`, empty slots
 * skipped, then `~occurrence` when this is the occurrence-th filling (1-based, in expansion order) with
 * these names, which happens when a domain lists a value twice.
 */
export function apesPromptId(templateId: string, names: readonly string[], occurrence = 1): string {
  const base = `${templateId}:${names.filter((name) => name !== "").join("|")}`;
  return occurrence > 1 ? `${base}~${occurrence}` : base;
}

/**
 * The answer a predictions row records. `confidence` is the probability GPT-3 gave the token it generated; APES
 * reads its answers as one of two, so the other answer gets the rest: P(Yes) = c after a Yes, 1 − c after a No.
 * That makes P(Yes) carry exactly APES's robustness measure (|P(Yes|T) + P(Yes|T′) − 1| is its formula), and
 * `answerProbability` keeps c itself. A confidence that is absent or not a probability gives no probabilities.
 */
function answerOf(prediction: string, confidence: number | undefined): ChatAnswer {
  const answer: ChatAnswer = { text: prediction, usage: { inputTokens: 0, outputTokens: 0 } };
  const word = prediction.trim().toLowerCase();
  if (confidence === undefined || (word !== "yes" && word !== "no")) return answer;
  const pYes = word === "yes" ? confidence : 1 - confidence;
  return { ...answer, probabilities: { yes: pYes, no: 1 - pYes }, answerProbability: confidence };
}

/** The `confidence` cell as a probability; undefined when empty, a string when it is not one (a problem). */
function confidenceOf(cell: string | undefined): number | undefined | string {
  if (cell === undefined || cell === "") return undefined;
  const value = Number(cell);
  return Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : `confidence '${cell}' is not a probability in [0, 1]; the answer is kept without it`;
}

const EXPECTED_HEADER = "template_id,param_1_name,…,prompt,label,prediction,confidence";

function parseRows(text: string, file: string): ParsedRow[] {
  try {
    // With `info` set, csv-parse returns { record, info } objects, which its overloads do not express.
    const rows = parse(text, {
      columns: (header: string[]) => checkHeader(header, file),
      bom: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
    });
    return rows as unknown as ParsedRow[];
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    // csv-parse's errors say what broke and carry the line it was reading.
    const line = (error as { lines?: number }).lines;
    throw new ConfigError(
      `not valid CSV: ${(error as Error).message}`,
      `an APES predictions file is the CSV APES writes: the header ${EXPECTED_HEADER}, then one row per filling`,
      { file, line: line !== undefined && line > 0 ? line : 1, column: 1 },
    );
  }
}

/** The header, when it has the columns the import needs; a ConfigError at line 1 otherwise. */
function checkHeader(header: string[], file: string): string[] {
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ConfigError(
      `not an APES predictions file: missing column(s) ${missing.join(", ")}`,
      `pass an APES *.predictions.csv, whose header is ${EXPECTED_HEADER}`,
      { file, line: 1, column: 1 },
    );
  }
  return header;
}

/**
 * Reads one APES predictions CSV. The answer text is the `prediction` cell (`Yes`/`No`) with zero usage, and the
 * `confidence` cell, when the file has it, the probability of that answer (see `answerOf`).
 * APES repeats a filling when a domain lists a value twice (adjectives has "intelligent" twice); the repeats
 * are different prompts, so every row gets its own id: the k-th row with the same names gets `~k`, as the
 * sampler does. Rows without template_id or prediction are skipped and reported in `problems`.
 * Throws a ConfigError at the file and line when the header lacks the columns it needs or the text is not CSV.
 */
export function readApesPredictions(text: string, file: string): ApesPredictions {
  const answers = new Map<string, ChatAnswer>();
  const occurrences = new Map<string, number>();
  const problems: string[] = [];
  for (const { record, info } of parseRows(text, file)) {
    const templateId = record.template_id ?? "";
    const prediction = record.prediction ?? "";
    const names = NAME_COLUMNS.map((column) => record[column] ?? "");
    // APES writes fillings in nested-loop order, slot #1 outermost, so the k-th row with these names is the
    // k-th such filling in the sampler's index order, whose id ends in ~k: exact as long as no constraint
    // tells equally named values apart, which holds for APES's duplicates (identical domain lines).
    // A row without a prediction still counts, so the rows after it keep their place.
    const base = apesPromptId(templateId, names);
    const occurrence = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, occurrence);
    if (templateId === "" || prediction === "") {
      problems.push(`${file}:${info.lines}: row without template_id or prediction; skipped`);
      continue;
    }
    const confidence = confidenceOf(record.confidence);
    if (typeof confidence === "string") problems.push(`${file}:${info.lines}: ${confidence}`);
    const answer = answerOf(prediction, typeof confidence === "number" ? confidence : undefined);
    answers.set(apesPromptId(templateId, names, occurrence), answer);
  }
  return Object.assign(answers, { problems });
}
