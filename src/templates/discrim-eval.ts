/**
 * STUB (issue 33): a minimal reader of Anthropic's discrim-eval JSONL so the decision kind compiles and tests; the
 * other engineer's full reader replaces this file at merge. One line per filled prompt (`filled_template`,
 * `decision_question_id`, `age`, `gender`, `race`, `fill_type`); lines of one question and one fill type with the
 * same other fields are not linked in the data, so a family here is one question × fill type.
 */
import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import type { DecisionFamily } from "./decision-types.js";

export function readDiscrimEval(
  text: string,
  file: string,
): { families: DecisionFamily[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const families = new Map<string, DecisionFamily>();
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === "") return;
    const line = index + 1;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "jsonl-syntax",
          { file, line, column: 1 },
          "not a JSON object",
          "one object a line",
        ),
      );
      return;
    }
    const question = String(row["decision_question_id"] ?? "");
    const fillType = row["fill_type"] === "implicit" ? "implicit" : "explicit";
    const attributes = {
      age: String(row["age"] ?? ""),
      gender: String(row["gender"] ?? ""),
      race: String(row["race"] ?? ""),
    };
    const id = `${question}:${fillType}`;
    const family = families.get(id) ?? {
      id,
      template: question,
      fillType,
      scale: { kind: "yes-no" as const },
      members: [],
      source: { file, line },
    };
    family.members.push({
      group: Object.entries(attributes)
        .map(([k, v]) => `${k}=${v}`)
        .join("|"),
      attributes,
      prompt: String(row["filled_template"] ?? ""),
    });
    families.set(id, family);
  });
  return { families: [...families.values()], diagnostics };
}
