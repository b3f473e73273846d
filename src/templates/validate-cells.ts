import { type Diagnostic, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import { parseConstraints, positionAt } from "./constraints.js";
import { type Constraint, LABELS, type Label } from "./types.js";

/** Constraints read from one cell, plus the problems that kept some of them out. */
export interface ConstraintCell {
  constraints: Constraint[];
  diagnostics: Diagnostic[];
}

/**
 * Reads a constraints cell (CSV) or string (YAML) whose content starts at `start`; syntax problems
 * become diagnostics pointing at the offending constraint or argument. `#k_label` is accepted here;
 * the validator warns about it from `SlotRef.raw`, so templates from either format are treated alike.
 */
export function readConstraintCell(cell: string, start: SourcePosition): ConstraintCell {
  const parsed = parseConstraints(cell);
  const constraints = parsed.constraints.map((c, i) => ({
    ...c,
    position: positionAt(start, parsed.offsets[i] ?? 0),
  }));
  const diagnostics: Diagnostic[] = [];
  for (const issue of parsed.issues) {
    const at = positionAt(start, issue.offset);
    if (issue.kind === "syntax") {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "constraint-syntax",
          at,
          `cannot read constraint '${issue.source}'`,
          "write constraints as fn(#a, #b) separated by '|', e.g. neq(#1, #3) | eq(#2_class, #3_class)",
        ),
      );
    } else if (issue.kind === "unknown-function") {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "unknown-constraint-function",
          at,
          `unknown constraint function '${issue.fn}' in '${issue.source}'`,
          "use eq (values must be equal) or neq (values must differ)",
        ),
      );
    } else if (issue.kind === "bad-argument") {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "bad-constraint-argument",
          at,
          `'${issue.arg}' in '${issue.source}' is not a slot reference`,
          "an argument is #k (the value's name) or #k_class (its class), with k ≥ 1",
        ),
      );
    }
  }
  return { constraints, diagnostics };
}

/**
 * Checks a label cell. Returns the label as written even when it is wrong, so the row keeps its
 * place (row-order pairing counts rows) and still gets every other check; loading drops it later.
 */
export function readLabel(value: string, at: SourcePosition): { label: Label; diagnostics: Diagnostic[] } {
  // The cast is deliberate: `isLabel` guards every consumer, and the bad-label error makes the set unusable.
  const label = value as Label;
  return { label, diagnostics: isLabel(value) ? [] : [badLabel(value, at)] };
}

/** True for the two labels APES uses, `Yes` and `No`, spelled exactly. */
export function isLabel(value: unknown): value is Label {
  return typeof value === "string" && (LABELS as readonly string[]).includes(value);
}

/** The `bad-label` error; shared by the parsers and the validator so both say the same thing. */
export function badLabel(value: string, at: SourcePosition): Diagnostic {
  const near = LABELS.find((l) => l.toLowerCase() === value.trim().toLowerCase());
  return makeDiagnostic(
    "error",
    "bad-label",
    at,
    `label '${value}' is neither 'Yes' nor 'No'`,
    near
      ? `write '${near}' exactly: answers are compared with it verbatim`
      : "the label is the unbiased answer to the prompt: write 'Yes' or 'No'",
  );
}

/**
 * Warns about whitespace at the end of a template's text. It is kept, because APES's published
 * prompts keep it and recorded answers were produced from them, but it is rarely intended.
 * `at` is where the text's content starts; the warning points at the first trailing blank.
 */
export function trailingWhitespace(text: string, at: SourcePosition): Diagnostic[] {
  const trimmed = text.trimEnd();
  if (trimmed === text) return [];
  return [
    makeDiagnostic(
      "warning",
      "trailing-whitespace",
      positionInText(at, text, trimmed.length),
      `the template text ends in ${JSON.stringify(text.slice(trimmed.length))}, which every filled prompt keeps`,
      "delete the trailing whitespace unless you need prompts identical to previously recorded ones",
    ),
  ];
}

/**
 * The position of `text[index]` when the text's first character is at `start`; follows line breaks
 * inside a (quoted or block) multi-line text.
 */
export function positionInText(start: SourcePosition, text: string, index: number): SourcePosition {
  const before = text.slice(0, index);
  const lastBreak = before.lastIndexOf("\n");
  if (lastBreak < 0) return positionAt(start, index);
  const lines = before.split("\n").length - 1;
  return { file: start.file, line: start.line + lines, column: index - lastBreak };
}
