import "./zod-jitless.js";
import { z } from "zod";
import { MAX_PER_TEMPLATE } from "./limits.js";

/**
 * A decision about a person, asked once per value of the attribute domain (docs/decisions.md): the same case,
 * only who the person is changes. Kept apart from schema.ts only for its length.
 */
export const decisionSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("decisions"),
  /** Decision templates (CSV or YAML), or a discrim-eval .jsonl file. */
  templates: z.union([z.string(), z.array(z.string()).min(1)]),
  domains: z.string().optional(),
  /** The domain whose values fill `{person}` (default `person`). */
  attribute: z
    .string()
    .regex(/^[\w.-]+$/, "a domain's name (letters, digits, _ . -)")
    .optional(),
  /** The reference group, e.g. `age=30s` (default the attribute domain's first group). */
  reference: z.string().min(1).optional(),
  answer: z
    .union([
      z.literal("yes-no"),
      z.strictObject({
        score: z
          .array(z.number())
          .min(2)
          .refine(
            (s) => s.length === 2 && (s[0] as number) < (s[1] as number),
            "[low, high] with low < high",
          ),
      }),
      z.strictObject({
        options: z.array(z.string().min(1)).min(2),
        favourable: z.array(z.string().min(1)).min(1),
      }),
    ])
    .optional(),
  "per-template": z.number().int().positive().max(MAX_PER_TEMPLATE).optional(),
});
