import "./zod-jitless.js";
import { z } from "zod";
import {
  MAX_ANSWER_BYTES,
  MAX_DEADLINE_MINUTES,
  MAX_LOOKS,
  MAX_PER_TEMPLATE,
  MAX_TIMEOUT_SECONDS,
} from "./limits.js";
import { METRIC_KINDS } from "./metric-kinds.js";
import { decisionSuite } from "./schema-decisions.js";

/**
 * The config file (`bias-gate.yml`), in kebab-case like the Action's inputs. Paths are relative to the file.
 * Unknown keys are errors, so a typo cannot silently fall back to a default.
 */
const negationPairing = z.enum(["negates-column", "row-order"]);

/** Prompts per template: at most what a run can hold (docs/templates.md promises the stop at this key's line). */
const perTemplate = z.number().int().positive().max(MAX_PER_TEMPLATE).optional();

const templateSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("templates").optional(),
  templates: z.union([z.string(), z.array(z.string()).min(1)]),
  domains: z.string().optional(),
  "negation-pairing": negationPairing.optional(),
  question: z.string().includes("{statement}").optional(),
  "per-template": perTemplate,
});

/** WinoBias-style pro/anti-stereotyped coreference sentences, optionally with gender-associated adjectives. */
const coreferenceSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("coreference"),
  pro: z.union([z.string(), z.array(z.string()).min(1)]),
  anti: z.union([z.string(), z.array(z.string()).min(1)]),
  "male-occupations": z.string(),
  "female-occupations": z.string(),
  adjectives: z.strictObject({ male: z.string(), female: z.string() }).optional(),
  /** Legacy kinds (adjectives drawn from the lists), or a conditions table's path (.csv or .yml). */
  conditions: z
    .union([
      z.array(z.enum(["none", "male-adjective", "female-adjective", "both"])).min(1),
      z.string().regex(/\.(csv|ya?ml)$/i, "a conditions table is a .csv, .yml or .yaml file"),
    ])
    .optional(),
  attach: z.enum(["stereotype", "mention-order"]).optional(),
  "per-condition": z.number().int().positive().optional(),
  question: z.string().includes("{sentence}").optional(),
  parser: z.enum(["published", "lenient"]).optional(),
  "amplification-test": z.enum(["item-pairs", "trials"]).optional(),
  holm: z.boolean().optional(),
  /** `published` rounds each trial's pro/anti accuracy to 0.1% before the difference, as the adjective study. */
  rounding: z.enum(["exact", "published"]).optional(),
});

/**
 * Does the model know a public benchmark by heart? Masked items from a public (reference) set against a fresh,
 * unpublished set. Files: SQL dumps (.sql), Spider's tables.json (.json), or text items (.txt, .jsonl).
 */
const contaminationSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("contamination"),
  reference: z.union([z.string(), z.array(z.string()).min(1)]),
  fresh: z.union([z.string(), z.array(z.string()).min(1)]),
  "mask-share": z.number().gt(0).lt(1).optional(),
  /** Suites built from the reference material: marked possibly inflated when the delta is significant. */
  covers: z.array(z.string()).optional(),
  /** SQL: `{database}` and `{schema}` are filled in; text: `{sentence}`. */
  question: z.string().optional(),
  /** Only these databases (db_ids), or the db_ids of a Spider split file such as dev.json. */
  databases: z
    .union([z.array(z.string().min(1)).min(1), z.string().regex(/\.json$/i, "a Spider split file (.json)")])
    .optional(),
  /**
   * What the gated delta is calibrated against (docs/contamination.md): the reference models' delta on the same
   * masks, the databases as a sample, both (`auto`: reference models when the run has them), or nothing.
   */
  calibration: z.enum(["auto", "reference-models", "databases", "none"]).optional(),
});

/** Where a text-to-SQL set comes from. Paths are relative to the config file. */
const sqlSetSource = z.union([
  /** `<db_id>.sql` dumps and a `questions.jsonl` of `{db_id, question, query}`. */
  z.strictObject({ dir: z.string().min(1) }),
  /** Spider's `dev.json` and `tables.json`, optionally only some databases. */
  z.strictObject({
    spider: z.strictObject({
      questions: z.string().min(1),
      tables: z.string().min(1),
      databases: z.array(z.string().min(1)).min(1).optional(),
      /** Spider's `database/` folder (`<dir>/<db_id>/<db_id>.sqlite`): schemas, keys and rows from the files. */
      "database-dir": z.string().min(1).optional(),
    }),
  }),
  /** A `dir` set sealed by `bias-gate seal`, opened in memory with the key in an environment variable. */
  z.strictObject({
    sealed: z.string().min(1),
    "key-env": z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable's name"),
  }),
]);

/**
 * The text-to-SQL half of the contamination study: questions of a public benchmark and of a fresh set, asked in
 * one conversation per question (dump, the model's interpretation, the question), on the original dump and with
 * its tables disconnected (ATD), scored by test-suite accuracy.
 */
const textToSqlSuite = z.strictObject({
  name: z.string().min(1).optional(),
  kind: z.literal("text-to-sql"),
  public: sqlSetSource,
  fresh: sqlSetSource,
  /** Random instances per database in each question's test suite (0: the database's own contents only). */
  instances: z.number().int().min(0).max(64).optional(),
  /** Questions asked per database, drawn from the seed; all when absent. */
  "per-database": z.number().int().positive().optional(),
  /** Scoring conventions (docs/contamination.md): DISTINCT stripped as test-suite-sql-eval does, or kept. */
  distinct: z.enum(["strip", "keep"]).optional(),
  /** An answer without SQL counts wrong in accuracy (as the paper), or is excluded from it. */
  unusable: z.enum(["wrong", "excluded"]).optional(),
  variants: z
    .array(z.enum(["original", "atd"]))
    .min(1)
    .optional(),
  /** Suites built from the public material: marked possibly inflated when a delta is significant. */
  covers: z.array(z.string()).optional(),
  /** What both sides' prompt dumps show of the data: a seeded sample, none, or `auto` (sample when both have data). */
  rows: z.enum(["auto", "sample", "none"]).optional(),
  /** At most this many rows per table under `rows: sample`. */
  "rows-per-table": z.number().int().positive().optional(),
});

const thresholds = z.strictObject({
  "max-bias-rate": z.number().min(0).max(1).optional(),
  "max-negation-gap": z.number().min(0).max(1).optional(),
  "min-flip-consistency": z.number().min(0).max(1).optional(),
  "max-stereotype-gap": z.number().min(0).max(100).optional(),
  "max-adjective-amplification": z.number().min(0).max(100).optional(),
  "max-error-rate": z.number().min(0).max(1).optional(),
  "max-unusable-rate": z.number().min(0).max(1).optional(),
  "max-contamination-delta": z.number().min(0).max(1).optional(),
  "max-sql-contamination-delta": z.number().min(0).max(1).optional(),
  "max-atd-drop-difference": z.number().min(0).max(1).optional(),
  "max-decision-disparity": z.number().min(0).max(1).optional(),
  "min-counterfactual-consistency": z.number().min(0).max(1).optional(),
});

const gate = z.strictObject({
  rule: z.enum(["estimate", "confident"]).optional(),
  "min-usable": z.number().int().nonnegative().optional(),
  confidence: z.number().gt(0.5).lt(1).optional(),
  refusals: z.enum(["correct", "incorrect", "excluded"]).optional(),
  thresholds: thresholds.optional(),
  groups: z.record(z.string(), thresholds).optional(),
  baseline: z
    .strictObject({
      file: z.string().optional(),
      alpha: z.number().gt(0).lt(1).optional(),
      margins: z.partialRecord(z.enum(METRIC_KINDS), z.number().nonnegative()).optional(),
    })
    .optional(),
});

const prices = z.strictObject({
  "input-per-million": z.number().nonnegative(),
  "output-per-million": z.number().nonnegative(),
  /** Batch API prices as a share of these (OpenAI: 0.5); used when `provider.batch` is on. */
  "batch-multiplier": z.number().gt(0).max(1).optional(),
});

/** An HTTP header name: a token of RFC 9110 (no spaces, colons or control characters). */
const headerName = z
  .string()
  .regex(
    /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/,
    "not a valid HTTP header name (letters, digits and !#$%&'*+.^_`|~-)",
  );

/**
 * A header value without CR, LF or other control characters (a tab is allowed): one would split the request or be
 * refused by the HTTP client as a connection failure on every prompt.
 */
const headerValue = z.string().refine((value) => !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value), {
  message: "the value contains a control character (CR, LF, …), which would split the request",
  params: { hint: "write the header's value on one line, without control characters" },
});

/** The endpoint under test. `base-url: simulator` (the default) is the embedded simulator, not a real model. */
const provider = z.strictObject({
  "base-url": z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  /** `completions`: the legacy /completions endpoint with one prompt text (base models; APES's setup). */
  api: z.enum(["chat", "completions"]).optional(),
  "api-key-env": z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  temperature: z.number().min(0).max(2).optional(),
  "max-tokens": z.number().int().positive().optional(),
  "max-completion-tokens": z.number().int().positive().optional(),
  seed: z.number().int().optional(),
  logprobs: z.boolean().optional(),
  "top-logprobs": z.number().int().min(1).max(20).optional(),
  /** Sent with every request; a value is a secret, so problems name the header, never its value. */
  headers: z.record(headerName, headerValue).optional(),
  "timeout-seconds": z.number().positive().max(MAX_TIMEOUT_SECONDS).optional(),
  /** Bytes one answer's response body may take; a longer one is read no further and counted `oversized`. */
  "max-answer-bytes": z.number().int().positive().max(MAX_ANSWER_BYTES).optional(),
  concurrency: z.number().int().positive().optional(),
  "max-concurrency": z.number().int().positive().optional(),
  "max-attempts": z.number().int().positive().optional(),
  "rate-limit-budget-seconds": z.number().positive().max(MAX_TIMEOUT_SECONDS).optional(),
  "simulator-profile": z.string().min(1).optional(),
  /** Send the run through the provider's Batch API: cheaper, answers within 24 h; for scheduled runs. */
  batch: z.boolean().optional(),
  /** Several models in one run, side by side on the same prompts; the first is gated (`gate-on` says otherwise). */
  models: z.array(z.string().min(1)).min(2).optional(),
});

const budget = z.strictObject({
  "max-requests": z.number().int().positive().optional(),
  "max-tokens": z.number().int().positive().optional(),
  "max-cost-usd": z.number().positive().optional(),
});

const cache = z.strictObject({
  enabled: z.boolean().optional(),
  dir: z.string().min(1).optional(),
});

/**
 * One of several variants queried in the same run on the same prompts: a model, a system prompt, or both. What a
 * variant leaves out is the run's (`provider.model`, `system-prompt`); `system-prompt: ""` sends none.
 */
const variant = z.strictObject({
  /** How the reports name it; default the model's name. */
  label: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  "system-prompt": z.string().optional(),
  "system-prompt-file": z.string().min(1).optional(),
});

export const configFileSchema = z
  .strictObject({
    version: z.literal(1).default(1),
    seed: z.union([z.number().int(), z.string().min(1)]).optional(),
    "per-template": perTemplate,
    exhaustive: z.boolean().optional(),
    trials: z.number().int().positive().optional(),
    /** Sample in looks until every check is decided (the default), or `false`: one fixed plan. */
    sequential: z.boolean().optional(),
    /** Looks a sequential run takes at most, the first included: its budget of growth (each look adds the first's size). */
    "max-looks": z.number().int().min(1).max(MAX_LOOKS).optional(),
    question: z.string().includes("{statement}").optional(),
    "system-prompt": z.string().optional(),
    "system-prompt-file": z.string().optional(),
    prices: prices.optional(),
    provider: provider.optional(),
    budget: budget.optional(),
    /** The whole run's time limit: on expiry the answers so far are kept and the rest skipped. */
    "deadline-minutes": z.number().positive().max(MAX_DEADLINE_MINUTES).optional(),
    cache: cache.optional(),
    /** Replay a recording made for other requests by prompt id and trial, with a warning (`--replay-loose`). */
    "replay-loose": z.boolean().optional(),
    gate: gate.optional(),
    output: z.string().min(1).optional(),
    suites: z
      .array(z.union([templateSuite, coreferenceSuite, contaminationSuite, textToSqlSuite, decisionSuite]))
      .min(1),
    /** Several models or system prompts in one run, reported side by side with paired differences. */
    variants: z.array(variant).min(2).optional(),
    /** The variant (label, or model for `provider.models`) the verdict is decided on; default the first. */
    "gate-on": z.string().min(1).optional(),
  })
  .superRefine(checkVariants)
  .superRefine(checkSuiteNames);

/**
 * What the shapes cannot say about variants, each at the key to fix: one way of listing them, labels that tell them
 * apart, and a `gate-on` that names one of them.
 */
function checkVariants(
  file: {
    provider?: { model?: string | undefined; models?: string[] | undefined } | undefined;
    variants?:
      | {
          label?: string | undefined;
          model?: string | undefined;
          "system-prompt"?: string | undefined;
          "system-prompt-file"?: string | undefined;
        }[]
      | undefined;
    "gate-on"?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const models = file.provider?.models;
  if (models && file.variants) {
    ctx.addIssue({
      code: "custom",
      path: ["variants"],
      message: "list the variants here or in provider.models, not both",
      params: { hint: "keep provider.models for models alone, or variants for labels and system prompts" },
    });
  }
  if (models && file.provider?.model !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["provider", "models"],
      message: "provider.model and provider.models both name the model",
      params: { hint: "remove provider.model: the first of provider.models is the current one" },
    });
  }
  file.variants?.forEach((v, i) => {
    if (v["system-prompt"] !== undefined && v["system-prompt-file"] !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["variants", i, "system-prompt-file"],
        message: "give system-prompt or system-prompt-file, not both",
        params: { hint: "remove one of them" },
      });
  });
  const labels = models ?? file.variants?.map((v, i) => v.label ?? v.model ?? `variant ${i + 1}`);
  if (!labels) {
    if (file["gate-on"] !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["gate-on"],
        message: "names a variant, but the run compares none",
        params: { hint: "list the variants in provider.models or variants, or remove gate-on" },
      });
    return;
  }
  const seen = new Set<string>();
  labels.forEach((label, i) => {
    if (seen.has(label)) {
      const path = models ? ["provider", "models", i] : ["variants", i];
      ctx.addIssue({
        code: "custom",
        path,
        message: `a second variant called "${label}"`,
        params: { hint: "give each variant its own label (label: …)" },
      });
    }
    seen.add(label);
  });
  const gateOn = file["gate-on"];
  if (gateOn !== undefined && !seen.has(gateOn))
    ctx.addIssue({
      code: "custom",
      path: ["gate-on"],
      message: `"${gateOn}" is not a variant`,
      params: { hint: `use one of: ${[...seen].join(", ")}` },
    });
}

/**
 * A suite's name scopes its checks, its coverage line and the ids of its prompts, so two suites of one name would be
 * counted as one. A lone suite may go unnamed (it is `suite-1`); among several, each says which it is.
 */
function checkSuiteNames(file: { suites: { name?: string | undefined }[] }, ctx: z.RefinementCtx): void {
  const first = new Map<string, number>();
  file.suites.forEach((suite, i) => {
    if (suite.name === undefined) {
      if (file.suites.length > 1)
        ctx.addIssue({
          code: "custom",
          path: ["suites", i],
          message: `has no name, and the config has ${file.suites.length} suites`,
          params: {
            hint: "give every suite its own name (name: …): it names the suite's checks in the report",
          },
        });
      return;
    }
    const earlier = first.get(suite.name);
    if (earlier === undefined) first.set(suite.name, i);
    else
      ctx.addIssue({
        code: "custom",
        path: ["suites", i, "name"],
        message: `a second suite called "${suite.name}" (suites[${earlier}] is called that too)`,
        params: { hint: "give each suite its own name: the name keeps their prompts and checks apart" },
      });
  });
}

export type ConfigFile = z.infer<typeof configFileSchema>;
export type TemplateSuiteFile = z.infer<typeof templateSuite>;
export type CoreferenceSuiteFile = z.infer<typeof coreferenceSuite>;
export type ContaminationSuiteFile = z.infer<typeof contaminationSuite>;
export type DecisionSuiteFile = z.infer<typeof decisionSuite>;
export type TextToSqlSuiteFile = z.infer<typeof textToSqlSuite>;
export type SqlSetSourceFile = z.infer<typeof sqlSetSource>;
export type GateFile = z.infer<typeof gate>;
export type VariantFile = z.infer<typeof variant>;
export type ThresholdsFile = z.infer<typeof thresholds>;
