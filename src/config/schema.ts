import { z } from "zod";

/**
 * The config file (`bias-gate.yml`), in kebab-case like the Action's inputs. Paths are relative to the file.
 * Unknown keys are errors, so a typo cannot silently fall back to a default.
 */
const negationPairing = z.enum(["negates-column", "row-order"]);

const templateSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("templates").default("templates"),
  templates: z.union([z.string(), z.array(z.string()).min(1)]),
  domains: z.string().optional(),
  "negation-pairing": negationPairing.optional(),
  question: z.string().includes("{statement}").optional(),
  "per-template": z.number().int().positive().optional(),
});

const prices = z.strictObject({
  "input-per-million": z.number().nonnegative(),
  "output-per-million": z.number().nonnegative(),
});

export const configFileSchema = z.strictObject({
  version: z.literal(1).default(1),
  seed: z.union([z.number().int(), z.string().min(1)]).optional(),
  "per-template": z.number().int().positive().optional(),
  exhaustive: z.boolean().optional(),
  trials: z.number().int().positive().optional(),
  question: z.string().includes("{statement}").optional(),
  "system-prompt": z.string().optional(),
  "system-prompt-file": z.string().optional(),
  prices: prices.optional(),
  suites: z.array(templateSuite).min(1),
});

export type ConfigFile = z.infer<typeof configFileSchema>;
export type TemplateSuiteFile = z.infer<typeof templateSuite>;
