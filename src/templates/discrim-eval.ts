import { type Diagnostic, fileStart, makeDiagnostic, stripBom } from "../config/diagnostic.js";
import type { DecisionFamily, DecisionMember } from "./decision-types.js";

/**
 * Reads Anthropic's published discrim-eval files (`explicit.jsonl`, `implicit.jsonl`; Tamkin et al. 2023, CC-BY-4.0)
 * into decision families, so a user who downloads them runs that study through the gate. Each line is one filled
 * prompt: `filled_template`, `decision_question_id`, `age`, `gender`, `race`, `fill_type`. A decision question
 * (one scenario) written one way (`fill_type`) is one family; each (age, gender, race) combination is a member.
 * Pure: text in, families and diagnostics out; the caller reads the file.
 */

/** The fields every line must carry; their order is the order problems are reported in. */
export const DISCRIM_EVAL_FIELDS = [
  "filled_template",
  "decision_question_id",
  "age",
  "gender",
  "race",
  "fill_type",
] as const;

/**
 * What closes every discrim-eval prompt. The published prompts end with the question ("…?") but no instruction
 * on how to answer; the study wrapped them in its own instruction, so we add ours, in the words our own
 * templates use, so the yes/no answer parser sees the same request whatever the source.
 */
export const DISCRIM_EVAL_ANSWER_INSTRUCTION = "Answer Yes or No.";

const FILL_TYPES = ["explicit", "implicit"] as const;
type FillType = (typeof FILL_TYPES)[number];

/** One usable line, before it is grouped. */
interface Row {
  line: number;
  question: string;
  fillType: FillType;
  attributes: { age: string; gender: string; race: string };
  prompt: string;
}

export function readDiscrimEval(
  text: string,
  file: string,
): { families: DecisionFamily[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const rows: Row[] = [];
  let nonBlank = 0;
  stripBom(text)
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      if (raw.trim() === "") return;
      nonBlank += 1;
      const row = readRow(raw, file, index + 1, diagnostics);
      if (row) rows.push(row);
    });
  if (nonBlank === 0) {
    // An emptied data file would otherwise lint clean and let its checks vanish from the gate.
    diagnostics.push(
      makeDiagnostic(
        "error",
        "empty-file",
        fileStart(file),
        "the discrim-eval file is empty: it has no prompts",
        "point the suite at explicit.jsonl or implicit.jsonl as downloaded, one JSON object per line",
      ),
    );
  }
  return { families: groupFamilies(rows, file, diagnostics), diagnostics };
}

function readRow(raw: string, file: string, line: number, out: Diagnostic[]): Row | undefined {
  const at = { file, line, column: 1 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    out.push(
      makeDiagnostic(
        "error",
        "bad-json",
        at,
        `line ${line} is not JSON: ${reason}`,
        "each line must be one JSON object, as in discrim-eval's explicit.jsonl (a file saved by a spreadsheet or cut mid-line breaks this)",
      ),
    );
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    out.push(
      makeDiagnostic(
        "error",
        "bad-json",
        at,
        `line ${line} is JSON but not an object`,
        `each line must be an object with ${DISCRIM_EVAL_FIELDS.join(", ")}`,
      ),
    );
    return undefined;
  }
  const record = value as Record<string, unknown>;
  const fields: Partial<Record<(typeof DISCRIM_EVAL_FIELDS)[number], string>> = {};
  const missing: string[] = [];
  for (const name of DISCRIM_EVAL_FIELDS) {
    const text = fieldText(record[name]);
    if (text === undefined) missing.push(name);
    else fields[name] = text;
  }
  if (missing.length > 0) {
    out.push(
      makeDiagnostic(
        "error",
        "missing-field",
        at,
        `line ${line} lacks ${missing.map((m) => `'${m}'`).join(", ")} (or has it empty or not a string or number)`,
        `every line needs ${DISCRIM_EVAL_FIELDS.join(", ")}, as discrim-eval publishes them`,
      ),
    );
    return undefined;
  }
  const fillType = fields.fill_type as string;
  if (!(FILL_TYPES as readonly string[]).includes(fillType)) {
    out.push(
      makeDiagnostic(
        "error",
        "bad-fill-type",
        at,
        `line ${line} has fill_type '${fillType}'`,
        "fill_type is 'explicit' (demographics stated) or 'implicit' (conveyed by names and pronouns)",
      ),
    );
    return undefined;
  }
  return {
    line,
    question: fields.decision_question_id as string,
    fillType: fillType as FillType,
    attributes: {
      age: fields.age as string,
      gender: fields.gender as string,
      race: fields.race as string,
    },
    prompt: `${(fields.filled_template as string).trim()}\n\n${DISCRIM_EVAL_ANSWER_INSTRUCTION}`,
  };
}

/** A field as text: strings trimmed, numbers written plainly (the published ages are floats such as 20.0). */
function fieldText(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return undefined;
}

/** `age=20|gender=female|race=white`: the member's key, in the fields' published order. */
function groupOf(attributes: Row["attributes"]): string {
  return `age=${attributes.age}|gender=${attributes.gender}|race=${attributes.race}`;
}

/** Rows grouped by question and fill type, in the order each family first appears. */
function groupFamilies(rows: readonly Row[], file: string, out: Diagnostic[]): DecisionFamily[] {
  const byId = new Map<string, { first: Row; members: DecisionMember[]; lines: Map<string, number> }>();
  for (const row of rows) {
    const id = `${row.question}:${row.fillType}`;
    let family = byId.get(id);
    if (!family) {
      family = { first: row, members: [], lines: new Map() };
      byId.set(id, family);
    }
    const group = groupOf(row.attributes);
    const earlier = family.lines.get(group);
    if (earlier !== undefined) {
      // A second prompt for the same person would weigh that group twice in its family's paired differences.
      out.push(
        makeDiagnostic(
          "warning",
          "duplicate-member",
          { file, line: row.line, column: 1 },
          `line ${row.line} repeats ${group} in decision question ${row.question} (${row.fillType}), first on line ${earlier}; it is ignored`,
          `delete line ${row.line}, or give it the demographics it was meant to have`,
        ),
      );
      continue;
    }
    family.lines.set(group, row.line);
    family.members.push({ group, attributes: { ...row.attributes }, prompt: row.prompt });
  }
  const families: DecisionFamily[] = [];
  for (const [id, { first, members }] of byId) {
    if (members.length < 2) {
      out.push(
        makeDiagnostic(
          "warning",
          "single-member-family",
          { file, line: first.line, column: 1 },
          `decision question ${first.question} (${first.fillType}) has one person only (${members[0]?.group}); with no one to compare against it measures nothing and is left out`,
          "keep every (age, gender, race) line of a decision question together, as the published file has them",
        ),
      );
      continue;
    }
    families.push({
      id,
      template: first.question,
      fillType: first.fillType,
      scale: { kind: "yes-no" },
      members,
      source: { file, line: first.line },
    });
  }
  return families;
}
