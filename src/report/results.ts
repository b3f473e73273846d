/**
 * results.json: everything a run found, versioned, so a later run can use it as its baseline and a person or a
 * dashboard can read it without bias-gate. The fields are documented in docs/results-schema.md.
 */

import type { LookRecord } from "../gate/sequential.js";
import type { DecisionSuiteSummary } from "../metrics/decisions.js";
import "../config/zod-jitless.js";
import { z } from "zod";
import { ConfigError } from "../config/errors.js";
import { METRIC_KINDS } from "../config/metric-kinds.js";
import type { SuiteCoverage } from "../gate/coverage.js";
import type { EndpointFailures } from "../gate/endpoint.js";
import type { PairedDifference } from "../metrics/paired-variants.js";
import type { AmplificationSummary, ConditionAccuracy } from "../metrics/stereotype.js";
import type { AccuracyConvention } from "../metrics/stereotype-cells.js";
import type {
  AnswerTypes,
  MetricValue,
  ScoredItem,
  TemplateResult,
  Verdict,
  VerdictStatus,
} from "../metrics/types.js";
import { truncateGraphemes } from "./escape.js";

export const RESULTS_SCHEMA_VERSION = 1;

/** Longest stored answer or statement text, in code points; longer texts end in "…". */
export const MAX_STORED_TEXT = 200;

export interface Provenance {
  model: string;
  /** Host or a description (`api.openai.com`, `simulator/fair`); never a key. */
  endpoint: string;
  seed: string;
  /** Requests planned per suite or group. */
  sampleSizes: Record<string, number>;
  /** Template file (relative to the repository) → sha256 of its bytes, hex. */
  templateHashes: Record<string, string>;
  systemPromptHash?: string;
  tokens: { input: number; output: number };
  costUsd: number;
  requests: number;
  durationMs: number;
  /** ISO 8601, UTC. */
  startedAt: string;
  /** The config file used, relative to the repository. */
  config?: string;
  /**
   * The `run` flags besides config and seed that changed the run (budgets, profile, shard, thresholds, …), as
   * command-line words: what "Reproduce locally" adds. Never a key, a header or a URL's credentials.
   */
  runArgs?: string[];
  /** The embedded starter suite ran because no config was named and none was found in the working directory. */
  starterSuite?: true;
  /** The answers came from bias-gate's simulator (embedded, served or replayed), not from a real model. */
  simulator?: true;
}

export interface Results {
  schemaVersion: typeof RESULTS_SCHEMA_VERSION;
  tool: { name: "bias-gate"; version: string };
  verdict: Verdict;
  /** Per suite: requests planned, answered, failed, skipped (by why sending stopped) and missing from a replay. */
  coverage?: SuiteCoverage[];
  /** The endpoint's failures, when any request failed; `decisive` when they made the verdict `error`. */
  endpoint?: EndpointFailures;
  metrics: MetricValue[];
  answerTypes: AnswerTypes;
  templates: TemplateResult[];
  coreference?: CoreferenceResults;
  contamination?: unknown;
  /** Per text-to-SQL suite: accuracies, the two deltas and the per-database spread (TextToSqlReport). */
  textToSql?: unknown;
  /** Per decision suite: rates per group, disparities against the reference, consistency (src/metrics/decisions.ts). */
  decisions?: DecisionSuiteSummary[];
  /** Every scored request, for baseline pairing; texts cut to MAX_STORED_TEXT code points. */
  items: ScoredItem[];
  provenance: Provenance;
  /** A comparison run's variants side by side and their paired differences (src/report/variants.ts). */
  variants?: VariantsSection;
  /** A sequential run's looks (src/gate/sequential.ts); absent for a fixed plan. */
  sequential?: SequentialSection;
}

/** How a sequential run looked: its error-rate schedule, and each look's size and decisions. */
export interface SequentialSection {
  /** `bonferroni-looks`: every look judges growing suites at 1 − alpha / maxLooks (a union bound over looks). */
  method: "bonferroni-looks";
  /** The error rate the whole run spends: 1 − the gate's level. */
  alpha: number;
  maxLooks: number;
  /** Level of every look's intervals over growing suites. */
  lookLevel: number;
  /** The suites a later look could add prompts to; the others were asked in full at look 1 and kept the gate's level. */
  growable: string[];
  looks: LookRecord[];
  /** Why the looks stopped with checks undecided; absent when nothing is left to say. */
  stopped?: string;
}

/**
 * The coreference suites' stereotype accuracies, how they were counted, the published per-trial scores and
 * test, and the adjectives' item-paired amplification; one entry per suite × condition (suites never mix).
 */
export interface CoreferenceResults {
  /** How unsure and unparseable answers count in the accuracies (WinoBias: not correct, over all answered). */
  accuracyConvention: AccuracyConvention;
  /** Per suite × condition; each says its own `convention` (parser + counting rule). */
  conditions: ConditionAccuracy[];
  amplification: AmplificationSummary[];
}

export type ResultsParts = Omit<Results, "schemaVersion" | "tool"> & { toolVersion: string };

/**
 * Assembles results.json's content. Sorts items by prompt id then trial (so the file does not depend on the
 * order answers arrived in) and cuts answer, statement and example texts to MAX_STORED_TEXT code points.
 */
export function buildResults(parts: ResultsParts): Results {
  const { toolVersion, items, templates, ...rest } = parts;
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: "bias-gate", version: toolVersion },
    ...rest,
    templates: templates.map((t) => ({
      ...t,
      examples: t.examples.map((e) => ({ ...e, prompt: cut(e.prompt), answer: cut(e.answer) })),
    })),
    items: [...items].sort(byPromptAndTrial).map(cutItem),
  };
}

function cut(text: string): string {
  return truncateGraphemes(text, MAX_STORED_TEXT);
}

function cutItem(item: ScoredItem): ScoredItem {
  const statement = cut(item.statement);
  const text = item.text === undefined ? undefined : cut(item.text);
  // Most items need no cut: sharing them keeps a large run from holding every item twice.
  if (statement === item.statement && text === item.text) return item;
  const out = { ...item, statement };
  if (text !== undefined) out.text = text;
  return out;
}

function byPromptAndTrial(a: ScoredItem, b: ScoredItem): number {
  return a.promptId < b.promptId ? -1 : a.promptId > b.promptId ? 1 : a.trial - b.trial;
}

const HINT =
  "pass the results.json written by an earlier `bias-gate run` (e.g. from the base branch's artifact)";

/**
 * Reads results.json text (e.g. a baseline). Throws a ConfigError naming `file`, what is wrong and how to fix
 * it when the text is not JSON, not a bias-gate results file, of another schema version, or misshapen.
 * Unknown extra fields are kept.
 */
export function parseResults(text: string, file: string): Results {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`not valid JSON (${why})`, HINT, { file });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ConfigError("not a bias-gate results file (expected a JSON object)", HINT, { file });
  }
  const version = (data as { schemaVersion?: unknown }).schemaVersion;
  if (version === undefined) {
    throw new ConfigError('not a bias-gate results file (no "schemaVersion")', HINT, { file });
  }
  if (version !== RESULTS_SCHEMA_VERSION) {
    throw new ConfigError(
      `results schema version ${JSON.stringify(version)}; this bias-gate reads version ${RESULTS_SCHEMA_VERSION}`,
      "re-create the baseline with this version of bias-gate, or run the version that wrote it",
      { file },
    );
  }
  const parsed = resultsSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${pathText(i.path)}: ${i.message}`);
    const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : "";
    throw new ConfigError(`malformed results file: ${issues.join("; ")}${more}`, HINT, { file });
  }
  // A results.json that keeps its items in items.jsonl reads with none here; withStoredItems reads them.
  const results = data as Results;
  return results.items === undefined ? { ...results, items: [] } : results;
}

function pathText(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>(
      (text, key) =>
        typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
      "",
    ) || "(root)"
  );
}

const interval = z.object({ low: z.number(), high: z.number(), level: z.number(), method: z.string() });

const metricValue = z.object({
  id: z.string(),
  kind: z.enum(METRIC_KINDS),
  scope: z.string(),
  value: z.number(),
  unit: z.enum(["rate", "difference", "points"]),
  numerator: z.number().optional(),
  denominator: z.number().optional(),
  interval: interval.optional(),
  pValue: z.number().optional(),
  adjustedP: z.number().optional(),
  n: z.number(),
});

const baselineComparison = z.object({
  baselineValue: z.number(),
  delta: z.number(),
  margin: z.number(),
  sharedItems: z.number(),
  regressed: z.boolean(),
});

const status = z.enum(["pass", "fail", "inconclusive"]);

const check = z.object({
  id: z.string(),
  metricId: z.string(),
  kind: z.enum(METRIC_KINDS),
  scope: z.string(),
  direction: z.enum(["max", "min", "max-abs"]),
  threshold: z.number(),
  rule: z.enum(["estimate", "confident"]),
  // null: a check that could not be measured (NaN does not survive JSON).
  value: z.number().nullable(),
  interval: interval.optional(),
  status,
  reason: z.string(),
  baseline: baselineComparison.optional(),
});

const scoredItem = z.object({
  suite: z.string(),
  kind: z.enum(["yes-no", "coreference"]),
  promptId: z.string(),
  trial: z.number().int(),
  templateId: z.string(),
  group: z.string(),
  status: z.enum(["answered", "failed", "skipped", "not-recorded"]),
  correct: z.boolean().optional(),
  statement: z.string(),
});

const resultsSchema = z.object({
  schemaVersion: z.literal(RESULTS_SCHEMA_VERSION),
  tool: z.object({ name: z.literal("bias-gate"), version: z.string() }),
  verdict: z.object({
    status: z.enum(["pass", "fail", "inconclusive", "error"]),
    checks: z.array(check),
    reasons: z.array(z.string()),
  }),
  metrics: z.array(metricValue),
  answerTypes: z.record(z.string(), z.record(z.string(), z.number())),
  templates: z.array(
    z.object({
      id: z.string(),
      group: z.string(),
      numerator: z.number(),
      denominator: z.number(),
      rate: z.number(),
      examples: z.array(z.object({ prompt: z.string(), answer: z.string(), label: z.string() })),
      file: z.string().optional(),
      line: z.number().optional(),
    }),
  ),
  // What a baseline's decision metrics are paired with (src/gate/decision-units.ts): read, so checked.
  decisions: z
    .array(
      z.object({
        suite: z.string(),
        reference: z.string(),
        groups: z.array(z.object({ group: z.string() })),
        disparities: z.array(z.object({ group: z.string(), reference: z.string().optional() })),
        families: z
          .array(z.object({ id: z.string(), template: z.string(), values: z.array(z.number().nullable()) }))
          .optional(),
      }),
    )
    .optional(),
  // Absent when results.json names its items file instead (see results-file.ts).
  items: z.array(scoredItem).optional(),
  itemsFile: z.object({ path: z.string(), count: z.number().int() }).optional(),
  provenance: z.object({
    model: z.string(),
    endpoint: z.string(),
    seed: z.string(),
    sampleSizes: z.record(z.string(), z.number()),
    templateHashes: z.record(z.string(), z.string()),
    systemPromptHash: z.string().optional(),
    tokens: z.object({ input: z.number(), output: z.number() }),
    costUsd: z.number(),
    requests: z.number(),
    durationMs: z.number(),
    startedAt: z.string(),
    config: z.string().optional(),
    runArgs: z.array(z.string()).optional(),
  }),
});

/** results.json's `variants` section (`buildVariantsSection`): a comparison run's variants side by side. */
/** One variant's headline numbers, from its own run. */
export interface VariantSummary {
  label: string;
  model: string;
  /** sha256 of its system prompt, hex, when it sent one (as provenance.systemPromptHash). */
  systemPromptHash?: string;
  /** Its own verdict, as if it were gated; only the gated variant's decides the run. */
  status: VerdictStatus;
  /** Bias rate (groups and overall), negation gap and stereotype gap, as its own run measured them. */
  metrics: MetricValue[];
  requests: number;
  tokens: { input: number; output: number };
  costUsd: number;
}

/** A candidate's paired differences against the current variant (candidate − current). */
export interface VariantComparison {
  candidate: string;
  current: string;
  differences: PairedDifference[];
}

export interface VariantsSection {
  /** The label of the variant the verdict is decided on. */
  gatedOn: string;
  /** The reference the differences are taken against: the first variant. */
  current: string;
  variants: VariantSummary[];
  comparisons: VariantComparison[];
  /** The whole run: every variant's requests, tokens and cost (budgets apply to this). */
  totals: { requests: number; tokens: { input: number; output: number }; costUsd: number };
}
