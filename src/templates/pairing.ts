import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import type { Template, TwinPair } from "./types.js";

/** How statements find their negated twins. */
export const NEGATION_PAIRINGS = ["negates-column", "row-order"] as const;
export type NegationPairing = (typeof NEGATION_PAIRINGS)[number];

/** Twin pairs plus the problems found while pairing and comparing twins. */
export interface Pairing {
  pairs: TwinPair[];
  diagnostics: Diagnostic[];
}

/**
 * Pairs each statement with its negated twin.
 * - `row-order` (APES): within each file, row i of the first half is negated by row i of the second half.
 * - `negates-column`: a template with `negates: X` is the negation of template X.
 * Every pair is then compared: same domain per slot and opposite labels (errors), a negation word
 * that only one of them has and identical constraints (warnings).
 */
export function pairTwins(templates: readonly Template[], mode: NegationPairing): Pairing {
  const found = mode === "row-order" ? pairByRowOrder(templates) : pairByNegatesColumn(templates);
  for (const pair of found.pairs) found.diagnostics.push(...compareTwins(pair));
  return found;
}

function pairByRowOrder(templates: readonly Template[]): Pairing {
  const byFile = new Map<string, Template[]>();
  for (const t of templates) byFile.set(t.position.file, [...(byFile.get(t.position.file) ?? []), t]);
  const result: Pairing = { pairs: [], diagnostics: [] };
  for (const [file, rows] of byFile) {
    const half = rows.length / 2;
    if (!Number.isInteger(half)) {
      const last = rows[rows.length - 1]!;
      result.diagnostics.push(
        makeDiagnostic(
          "error",
          "odd-row-count",
          last.position,
          `${file} has ${rows.length} templates, but row-order pairing needs an even number (statements, then their negations in the same order)`,
          "add the missing twin, or give each negation a `negates` column and use negationPairing: negates-column",
        ),
      );
      continue;
    }
    for (let i = 0; i < half; i += 1) result.pairs.push({ statement: rows[i]!, negation: rows[i + half]! });
  }
  return result;
}

function pairByNegatesColumn(templates: readonly Template[]): Pairing {
  const byId = new Map<string, Template>();
  for (const t of templates) if (!byId.has(t.id)) byId.set(t.id, t);
  const negatedBy = new Map<string, Template>();
  const result: Pairing = { pairs: [], diagnostics: [] };
  for (const negation of templates) {
    if (negation.negates === undefined) continue;
    const at = negation.cells["negates"] ?? negation.position;
    const statement = byId.get(negation.negates);
    const problem = !statement
      ? {
          code: "unknown-negates",
          message: `'${negation.id}' negates '${negation.negates}', which no file defines`,
          hint: "name an existing template_id",
        }
      : statement === negation
        ? {
            code: "self-negation",
            message: `'${negation.id}' negates itself`,
            hint: "name the statement this template negates",
          }
        : undefined;
    if (problem) {
      result.diagnostics.push(makeDiagnostic("error", problem.code, at, problem.message, problem.hint));
      continue;
    }
    const earlier = negatedBy.get(statement!.id);
    if (earlier) {
      result.diagnostics.push(
        makeDiagnostic(
          "error",
          "negated-twice",
          at,
          `'${statement!.id}' is already negated by '${earlier.id}' (${earlier.position.file}:${earlier.position.line})`,
          "each statement has exactly one negated twin: point one of them at another statement",
        ),
      );
      continue;
    }
    negatedBy.set(statement!.id, negation);
    result.pairs.push({ statement: statement!, negation });
  }
  return result;
}

/** Checks that a twin really is the statement's negation and expands over the same fillings. */
export function compareTwins({ statement, negation }: TwinPair): Diagnostic[] {
  const out: Diagnostic[] = [];
  const name = `'${negation.id}' (twin of '${statement.id}')`;
  const slots = Math.max(statement.params.length, negation.params.length);
  for (let i = 0; i < slots; i += 1) {
    const a = statement.params[i];
    const b = negation.params[i];
    if (a === b) continue;
    out.push(
      makeDiagnostic(
        "error",
        "twin-mismatch",
        negation.cells[`param_${i + 1}`] ?? negation.position,
        `${name} fills #${i + 1} from ${b ? `'${b}'` : "nothing"} but '${statement.id}' from ${a ? `'${a}'` : "nothing"}, so their prompts cannot be paired`,
        `use the same domain for #${i + 1} in both twins`,
      ),
    );
  }
  if (statement.label === negation.label) {
    out.push(
      makeDiagnostic(
        "error",
        "twin-same-label",
        negation.cells["label"] ?? negation.position,
        `${name} has the same label '${negation.label}'; negating a statement flips its answer`,
        `label one of them ${negation.label === "Yes" ? "No" : "Yes"}, or check the pairing`,
      ),
    );
  }
  out.push(...compareNegationWords(statement, negation, name));
  if (constraintKey(statement) !== constraintKey(negation)) {
    out.push(
      makeDiagnostic(
        "warning",
        "twin-constraints-differ",
        negation.cells["constraints"] ?? negation.position,
        `${name} has different constraints, so the twins expand to different fillings and some prompts lose their pair`,
        `copy the constraints of '${statement.id}'`,
      ),
    );
  }
  return out;
}

// Words that negate an English clause; a contrary ("more"/"less", "love"/"hate") is not among them.
const NEGATION_WORDS = new Set([
  "not",
  "no",
  "never",
  "none",
  "nobody",
  "nothing",
  "neither",
  "nor",
  "without",
]);

/** The negation words of a text, lowercased; any word ending in `n't` counts as `n't`. */
export function negationWords(text: string): Set<string> {
  const words =
    text
      .toLowerCase()
      .replace(/\u2019/g, "'")
      .match(/[a-z']+/g) ?? [];
  const found = new Set<string>();
  for (const w of words) {
    // "cannot" is "can not" written as one word; "can't" is covered by the n't rule.
    if (w.endsWith("n't") || w === "cannot") found.add("n't");
    else if (NEGATION_WORDS.has(w)) found.add(w);
  }
  return found;
}

function compareNegationWords(statement: Template, negation: Template, name: string): Diagnostic[] {
  const a = negationWords(statement.text);
  const b = negationWords(negation.text);
  const differs = [...a].some((w) => !b.has(w)) || [...b].some((w) => !a.has(w));
  if (differs) return [];
  return [
    makeDiagnostic(
      "warning",
      "twin-not-negation",
      negation.cells["template_text"] ?? negation.position,
      `${name} adds or removes no negation word (not, no, never, n't, …); a contrary such as more/less is not a negation, so the flipped label is not guaranteed`,
      `phrase the twin as a negation of '${statement.id}' (e.g. insert 'not'), or drop the pair from negation metrics`,
    ),
  ];
}

function constraintKey(t: Template): string {
  return t.constraints
    .map((c) => `${c.fn}(${c.left.slot}${c.left.field},${c.right.slot}${c.right.field})`)
    .sort()
    .join("|");
}
