import type { SourcePosition } from "../config/diagnostic.js";
import type { Constraint, ConstraintFn, SlotField, SlotRef } from "./types.js";

const CONSTRAINT = /^\s*([A-Za-z_][\w]*)\s*\(([^()]*)\)\s*$/;
const SLOT_ARG = /^#(\d+)(?:_(class|label))?$/;
const KNOWN_FNS: readonly ConstraintFn[] = ["eq", "neq"];

export type ConstraintIssue =
  | { kind: "syntax"; source: string; offset: number }
  | { kind: "unknown-function"; fn: string; source: string; offset: number }
  | { kind: "bad-argument"; arg: string; source: string; offset: number }
  | { kind: "label-suffix"; arg: string; source: string; offset: number };

export interface ParsedConstraints {
  constraints: Omit<Constraint, "position">[];
  /** Offsets are 0-based character offsets into the constraints cell. */
  offsets: number[];
  issues: ConstraintIssue[];
}

/**
 * Parses an APES constraints cell: zero or more `fn(a, b)` separated by `|`.
 * Arguments are `#k` (the filled value's name), `#k_class` (its class) or `#k_label` (APES's
 * synonym of the name, reported as a `label-suffix` issue so the validator can warn).
 */
export function parseConstraints(cell: string): ParsedConstraints {
  const result: ParsedConstraints = { constraints: [], offsets: [], issues: [] };
  if (cell.trim() === "") return result;
  let offset = 0;
  for (const part of cell.split("|")) {
    const start = offset + (part.length - part.trimStart().length);
    offset += part.length + 1;
    const source = part.trim();
    const match = CONSTRAINT.exec(part);
    if (!match) {
      result.issues.push({ kind: "syntax", source, offset: start });
      continue;
    }
    const fn = match[1]!;
    if (!(KNOWN_FNS as readonly string[]).includes(fn)) {
      result.issues.push({ kind: "unknown-function", fn, source, offset: start });
      continue;
    }
    const args = match[2]!.split(",").map((a) => a.trim());
    if (args.length !== 2) {
      result.issues.push({ kind: "syntax", source, offset: start });
      continue;
    }
    const refs: SlotRef[] = [];
    for (const arg of args) {
      const ref = parseSlotRef(arg);
      if (!ref) {
        result.issues.push({
          kind: "bad-argument",
          arg,
          source,
          offset: start + part.trimStart().indexOf(arg),
        });
        continue;
      }
      if (arg.endsWith("_label")) result.issues.push({ kind: "label-suffix", arg, source, offset: start });
      refs.push(ref);
    }
    if (refs.length !== 2) continue;
    result.constraints.push({ fn: fn as ConstraintFn, left: refs[0]!, right: refs[1]!, source });
    result.offsets.push(start);
  }
  return result;
}

function parseSlotRef(arg: string): SlotRef | undefined {
  const match = SLOT_ARG.exec(arg);
  if (!match) return undefined;
  const slot = Number(match[1]);
  if (slot < 1) return undefined;
  const field: SlotField = match[2] === "class" ? "class" : "name";
  return { slot, field, raw: arg };
}

/** The value a constraint argument compares: the name or the class of the value filled into its slot. */
export interface FilledValue {
  name: string;
  class: string;
}

/**
 * True when every constraint holds for the given filling (`values[k - 1]` fills `#k`).
 * A constraint on a slot with no value is treated as holding; the validator reports such constraints.
 */
export function satisfiesConstraints(
  constraints: readonly Pick<Constraint, "fn" | "left" | "right">[],
  values: readonly (FilledValue | undefined)[],
): boolean {
  for (const c of constraints) {
    const a = values[c.left.slot - 1];
    const b = values[c.right.slot - 1];
    if (!a || !b) continue;
    const equal = a[c.left.field] === b[c.right.field];
    if (c.fn === "eq" ? !equal : equal) return false;
  }
  return true;
}

export function positionAt(base: SourcePosition, offset: number): SourcePosition {
  return { file: base.file, line: base.line, column: base.column + offset };
}
