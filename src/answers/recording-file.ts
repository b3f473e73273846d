/**
 * The lines of a `--replay` / `--responses` file: recorded outcomes written by `run --record`, or answer lines
 * `{promptId, trial, text}` made elsewhere. A file with any other line is refused whole, naming its bad lines:
 * replaying what is left would score a run on the answers that happened to parse and call the rest unanswered.
 * The one line forgiven is an unfinished last line, which a run killed mid-write leaves behind.
 */
import { ConfigError } from "../config/errors.js";
import type { RecordedOutcome } from "./record.js";

/**
 * An answer line: the minimal way to bring answers made elsewhere (a published study's recorded replies) into
 * `score --responses`: `{"promptId": "wino:pro:12:baseline", "trial": 0, "text": "nurse"}`, optionally with
 * `"model"`. It names no request, so it answers its prompt id and trial whatever the run asks (like an APES
 * prediction); `sample` prints the prompt ids.
 */
export interface AnswerLine {
  promptId: string;
  trial: number;
  text: string;
  model?: string;
}

/** What a recording's line must be, as the error says it. */
export const EXPECTED_LINE =
  "expected a recorded outcome (from `run --record`) or an answer line {promptId, trial, text}";

/** Most line numbers named per kind of damage; the rest are counted. */
const LINES_NAMED = 5;

/** The usable lines of a recording, in file order, and what was forgiven. */
export interface RecordingLines {
  lines: (RecordedOutcome | AnswerLine)[];
  /** An unfinished last line, when there is one (reported, ignored). */
  problems: string[];
}

/**
 * Parses `text`, the content of the recording `file`. Throws a ConfigError naming `file`, its first bad line
 * numbers by kind of damage (not JSON; JSON of another shape) and what each line must be.
 */
export function parseRecording(text: string, file: string): RecordingLines {
  const found: RecordingLines = { lines: [], problems: [] };
  const bad = { json: [] as number[], shape: [] as number[] };
  const rows = text.split("\n");
  rows.forEach((row, i) => {
    if (row.trim() === "") return;
    const line = parseRecordedLine(row);
    if (line === "json" && i === rows.length - 1) {
      found.problems.push(`${file}:${i + 1}: incomplete last line (a run killed mid-write); ignored`);
    } else if (line === "json" || line === "shape") bad[line].push(i + 1);
    else found.lines.push(line);
  });
  if (bad.json.length + bad.shape.length === 0) return found;
  const at = (lines: number[]) =>
    `${file}:${lines.slice(0, LINES_NAMED).join(", ")}${lines.length > LINES_NAMED ? ` and ${lines.length - LINES_NAMED} more` : ""}`;
  const parts = [
    ...(bad.json.length > 0 ? [`${at(bad.json)}: not valid JSON`] : []),
    ...(bad.shape.length > 0 ? [`${at(bad.shape)}: ${EXPECTED_LINE}`] : []),
  ];
  throw new ConfigError(
    `recording ${file} holds lines that are not recorded answers: ${parts.join("; ")}`,
    "pass a JSONL file written by `run --record FILE`, or one answer line {promptId, trial, text} per line; " +
      "fix or remove the lines named",
  );
}

/** One line: a recorded outcome, an answer line, or which kind of damage it has. */
function parseRecordedLine(line: string): RecordedOutcome | AnswerLine | "json" | "shape" {
  let value: Partial<RecordedOutcome> & Partial<AnswerLine>;
  try {
    value = JSON.parse(line) as Partial<RecordedOutcome> & Partial<AnswerLine>;
  } catch {
    return "json";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "shape";
  const identified =
    typeof value.promptId === "string" && Number.isInteger(value.trial) && (value.trial as number) >= 0;
  if (identified && value.request === undefined && typeof value.text === "string") {
    return {
      promptId: value.promptId as string,
      trial: value.trial as number,
      text: value.text,
      ...(typeof value.model === "string" ? { model: value.model } : {}),
    };
  }
  const ok =
    identified && Array.isArray(value.request?.messages) && typeof value.request?.params === "object";
  return ok ? (value as RecordedOutcome) : "shape";
}
