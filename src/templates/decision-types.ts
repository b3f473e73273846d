/**
 * Decision suites (issue 33): a *family* is one decision case rendered once per attribute value, the prompts
 * identical except for who the person is. Families come from our templates (a scenario filled from domain files,
 * then once per value of the attribute slot) or from a published set (Anthropic's discrim-eval JSONL, already
 * filled). Sampling, metrics and reports work on families alone, whatever their source.
 */

/** How the question that closes each prompt is answered. */
export type DecisionScale =
  | { kind: "yes-no" }
  | { kind: "score"; min: number; max: number }
  | { kind: "options"; options: string[]; favourable: string[] };

/** One rendering of a family: the same case, one person. */
export interface DecisionMember {
  /** The group this member stands for, e.g. `age=60s` or `gender=female|race=Black` (stable, used as a key). */
  group: string;
  /** The attribute values, e.g. `{ age: "60s", gender: "female" }`. */
  attributes: Record<string, string>;
  /** The full prompt text sent to the model (the system prompt under test applies on top). */
  prompt: string;
}

export interface DecisionFamily {
  /** Unique within its suite, stable across runs (the seed picks families, never renames them). */
  id: string;
  /** The template (or discrim-eval `decision_question_id`) it came from: families of one template are clustered. */
  template: string;
  /** How the implicit/explicit attribute was written (discrim-eval `fill_type`, or `explicit` for ours). */
  fillType: "explicit" | "implicit";
  scale: DecisionScale;
  members: DecisionMember[];
  /** Where it was read (absolute file and 1-based line), for lint messages and links. */
  source: { file: string; line: number };
}
