/**
 * The template model shared by the parsers (CSV, YAML), the validator and the sampler.
 * Everything here is plain data: positions are 1-based lines and columns in the source file.
 */

import type { Diagnostic, SourcePosition } from "../config/diagnostic.js";

export interface DomainValue {
  name: string;
  class: string;
  line: number;
}

/** A named list of values (APES: `<domains-dir>/<name>.txt`, one `name,class` per line). */
export interface Domain {
  name: string;
  file: string;
  values: DomainValue[];
}

export type Domains = ReadonlyMap<string, Domain>;

/** `#k` and `#k_label` compare the filled value's name, `#k_class` its class. */
export type SlotField = "name" | "class";

export interface SlotRef {
  slot: number;
  field: SlotField;
  /** The argument as written, e.g. `#1_label`. */
  raw: string;
}

export type ConstraintFn = "eq" | "neq";

export interface Constraint {
  fn: ConstraintFn;
  left: SlotRef;
  right: SlotRef;
  /** The constraint as written, e.g. `neq(#1_class, #3_class)`. */
  source: string;
  /** Where the constraint starts in its file. */
  position: SourcePosition;
}

export type Label = "Yes" | "No";

export const LABELS = ["Yes", "No"] as const satisfies readonly Label[];

export type Polarity = "statement" | "negation";

export interface Template {
  id: string;
  text: string;
  /**
   * Domain name per slot, indexed by slot number - 1 (`params[0]` is `#1`).
   * `undefined` where the param cell is empty (an unused slot).
   */
  params: (string | undefined)[];
  constraints: Constraint[];
  label: Label;
  /** The `template_id` this template is the negated twin of, from a `negates` column or YAML key. */
  negates?: string;
  /** Decision templates only: the question that closes the prompt (the `question` column). */
  question?: string;
  /** Where the template's row (CSV) or mapping (YAML) starts. */
  position: SourcePosition;
  /** Where each named cell of the row starts, for diagnostics that point at a cell (`label`, `param_2`, …). */
  cells: Record<string, SourcePosition>;
  /** The file the template came from; also the default group (its stem, e.g. `gender`). */
  group: string;
}

/** A statement and its negated twin: same slots and domains, opposite labels. */
export interface TwinPair {
  statement: Template;
  negation: Template;
}

/** The outcome of reading one or more template files: usable templates plus everything wrong with them. */
export interface TemplateSet {
  templates: Template[];
  domains: Domains;
  pairs: TwinPair[];
  diagnostics: Diagnostic[];
}

/** A filled slot of a prompt. */
export interface Filling {
  slot: number;
  domain: string;
  name: string;
  class: string;
}

/**
 * One prompt of a run: a template filled with values. This is the JSONL record of `bias-gate sample`
 * and the unit every later stage (querying, scoring, baselines) keys on.
 */
export interface Prompt {
  /** Stable across runs and machines: template id plus the filled names. */
  id: string;
  templateId: string;
  group: string;
  polarity: Polarity;
  /** Shared by a statement and its negated twin with the same fillings; absent for unpaired templates. */
  pairId?: string;
  fillings: Filling[];
  statement: string;
  label: Label;
  file: string;
  line: number;
}
