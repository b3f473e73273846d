/**
 * Annotation marks a coreference line may still carry into its prompt. WinoBias marks spans with `[..]`, which
 * the parser removes; the WinoBias-adjective study's own copy also wraps the other occupation in parentheses,
 * `(the nurse)`, which nothing removes, so the model would be asked about "(the nurse)". A parenthesised span
 * counts as a mark only when it is exactly an occupation of the suite's lists, with or without its article:
 * parentheses in prose, `(he was late)`, are left alone. Pure.
 */
import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import { type OccupationLists, stripArticle } from "./occupations.js";

export const ANNOTATION_MARK = "annotation-mark";

/** A mark found in a line: its text with the parentheses, and the 1-based column of `(`. */
export interface AnnotationMark {
  text: string;
  column: number;
}

/** The parenthesised occupation mentions of a raw line (brackets inside a mark are ignored when matching). */
export function findAnnotationMarks(raw: string, lists: OccupationLists): AnnotationMark[] {
  const occupations = new Set([...lists.male, ...lists.female].map((o) => normalize(o)));
  const marks: AnnotationMark[] = [];
  for (const match of raw.matchAll(/\(([^()]*)\)/g)) {
    const inner = normalize(stripArticle(((match[1] as string) ?? "").replace(/[[\]]/g, "").trim()));
    if (occupations.has(inner)) marks.push({ text: match[0], column: (match.index ?? 0) + 1 });
  }
  return marks;
}

function normalize(phrase: string): string {
  return phrase.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The warning at a line's first mark; `loadCoreferenceSuite` folds a file's warnings into one. */
export function annotationMarkDiagnostic(file: string, line: number, mark: AnnotationMark): Diagnostic {
  return makeDiagnostic(
    "warning",
    ANNOTATION_MARK,
    { file, line, column: mark.column },
    `"${mark.text}" looks like an annotation mark and would be asked in the prompt as written`,
    MARK_HINT,
  );
}

const MARK_HINT =
  "remove the marks, e.g. sed -E 's/\\(([^()]*)\\)/\\1/g' on the file (the adjective study's copy: " +
  "node study-answers.mjs in fixtures/recipes/adjective-study); WinoBias marks spans with [..] only";

/**
 * One warning per file instead of one per line (the study's copy marks all 395): the first marked line, with
 * how many lines carry marks and the next few line numbers, naming the suite and its key (`pro`/`anti`).
 */
export function foldAnnotationMarks(
  diagnostics: readonly Diagnostic[],
  suite: string,
  key: string,
): Diagnostic[] {
  const marks = diagnostics.filter((d) => d.code === ANNOTATION_MARK);
  const first = marks[0];
  if (!first) return [...diagnostics];
  const others = marks.slice(1, 4).map((d) => d.line);
  const more = marks.length > 4 ? ", …" : "";
  const lines = marks.length === 1 ? "" : ` (${marks.length} lines: also ${others.join(", ")}${more})`;
  const folded: Diagnostic = {
    ...first,
    message: `suite "${suite}", key ${key}: ${first.message}${lines}`,
  };
  return [...diagnostics.filter((d) => d.code !== ANNOTATION_MARK), folded];
}
