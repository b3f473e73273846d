import type { MetricKind } from "./metric-kinds.js";

/** The one validated configuration every command and the Action run from. All paths are absolute. */

export type NegationPairing = "negates-column" | "row-order";

export const DEFAULT_QUESTION = "Q: {statement} Yes or No?";
/** APES's prompt, the default yes/no question with `provider.api: completions`: the model continues after `A:`. */
export const DEFAULT_COMPLETIONS_QUESTION = "Q: {statement} Yes or No?\nA:";
export const DEFAULT_PER_TEMPLATE = 25;
export const DEFAULT_SEED = "bias-gate";
export const SIMULATOR_URL = "simulator";

export interface TemplateSuite {
  name: string;
  kind: "templates";
  templates: string[];
  domainsDir?: string;
  negationPairing: NegationPairing;
  /** The question format; `{statement}` is replaced by the filled template. */
  question: string;
  perTemplate: number;
}

export const COREFERENCE_CONDITIONS = ["none", "male-adjective", "female-adjective", "both"] as const;
/** The legacy condition kinds, whose adjectives are drawn from the suite's lists item pair by item pair. */
export type CoreferenceCondition = (typeof COREFERENCE_CONDITIONS)[number];

/**
 * One condition of a coreference suite. A legacy kind (`male-adjective`, …) leaves `male` and `female` unset: its
 * adjectives are drawn from the lists per item pair. A conditions-table row fixes them (`arrogant/responsive`;
 * `old/-` has only `male`). The baseline asks the sentence as written: `none`, or the table's `-/-` row.
 */
export interface CoreferenceConditionSpec {
  id: string;
  male?: string;
  female?: string;
  baseline: boolean;
}

/** The specs of legacy condition kinds: `none` is the baseline, the others draw their adjectives. */
export function conditionsOfKinds(kinds: readonly CoreferenceCondition[]): CoreferenceConditionSpec[] {
  return kinds.map((id) => ({ id, baseline: id === "none" }));
}

/**
 * How replies are read. `published`: the adjective study's rule (one word, the head noun of the referent's
 * occupation, else not correct; every prompt in the denominator). `lenient`: any mention of either occupation.
 */
export type CoreferenceParser = "published" | "lenient";

/**
 * How a trial's accuracies enter its bias score: `exact` as counted; `published` each rounded to 0.1% first
 * (the WinoBias-adjective study's `round(k / n * 100, 1)`), so its table is reproduced to the printed digit.
 */
export type CoreferenceRounding = "exact" | "published";

/** A WinoBias-style suite: pro- and anti-stereotyped sentences, the occupation lists, optional adjectives. */
export interface CoreferenceSuite {
  name: string;
  kind: "coreference";
  pro: string[];
  anti: string[];
  maleOccupations: string;
  femaleOccupations: string;
  adjectives?: { male: string; female: string };
  /** Exactly one is the baseline. */
  conditions: CoreferenceConditionSpec[];
  /** The conditions table the conditions were read from, when `conditions:` named one. */
  conditionsTable?: string;
  /** Default `mention-order` with a conditions table, `stereotype` with legacy kinds. */
  attach: "stereotype" | "mention-order";
  parser: CoreferenceParser;
  /** The gated adjective-amplification check's test: paired over item pairs, or the published per-trial t-test. */
  amplificationTest: "item-pairs" | "trials";
  /** Holm's correction across the suite's conditions for the per-trial tests. */
  holm: boolean;
  /** The per-trial accuracies as counted, or rounded to 0.1% as the adjective study did. */
  rounding: CoreferenceRounding;
  /** Sentence pairs sampled per condition; all when absent. */
  perCondition?: number;
  question?: string;
}

/** How a decision suite's question is answered (issue 33); see src/templates/decision-types.ts. */
export type DecisionAnswer =
  | { kind: "yes-no" }
  | { kind: "score"; min: number; max: number }
  | { kind: "options"; options: string[]; favourable: string[] };

/**
 * Decision templates (or a discrim-eval JSONL file): one case rendered once per value of the attribute domain, the
 * decision compared across the people (docs/decisions.md).
 */
export interface DecisionSuite {
  name: string;
  kind: "decisions";
  templates: string[];
  domainsDir?: string;
  /** The domain whose values fill `{person}`; its classes are the groups. */
  attribute: string;
  /** The group every other is compared with (`<attribute>=<class>`); default the domain's first class. */
  reference?: string;
  answer: DecisionAnswer;
  /** Families (scenario fillings) per template a look. */
  perTemplate: number;
}

/** Masked public (reference) items against fresh ones: does the model know the benchmark by heart? */
export interface ContaminationSuite {
  name: string;
  kind: "contamination";
  reference: string[];
  fresh: string[];
  /** Share of each table's columns masked (SQL), e.g. 0.25. */
  maskShare: number;
  /** Suites built from the reference material, marked possibly inflated when the delta is significant. */
  covers: string[];
  question?: string;
  /** Only these databases: db_ids, or the path (absolute) of a Spider split file whose db_ids are taken. */
  databases?: string[] | { splitFile: string };
  /** What the gated delta is calibrated against (src/contamination/calibration.ts); default `auto`. */
  calibration?: ContaminationCalibration;
}

/** `auto`: `reference-models` when the run compares several models, else `databases`; `none`: the raw delta. */
export type ContaminationCalibration = "auto" | "reference-models" | "databases" | "none";

/** Where a text-to-SQL set is read from; paths absolute. */
export type SqlSetSourceConfig =
  | { dir: string }
  | { spider: { questions: string; tables: string; databases?: string[]; databaseDir?: string } }
  | { sealed: string; keyEnv: string };

/** What both sides' prompt dumps show of their data (issue 32): see src/contamination/sql-side-comparability.ts. */
export type RowsPolicy = "auto" | "sample" | "none";

/** Public benchmark questions against fresh ones, translated to SQL: does the model know the benchmark? */
export interface TextToSqlSuite {
  name: string;
  kind: "text-to-sql";
  public: SqlSetSourceConfig;
  fresh: SqlSetSourceConfig;
  /** Random instances per database in a question's test suite; 0 keeps only the database's own contents. */
  instances: number;
  /** Questions per database, drawn from the seed; all when absent. */
  perDatabase?: number;
  /** Scoring conventions, never part of a request: DISTINCT stripped (test-suite-sql-eval's default) or kept. */
  distinct: "strip" | "keep";
  /** An answer without SQL: wrong in accuracy (the paper's) or excluded from it. */
  unusable: "wrong" | "excluded";
  variants: ("original" | "atd")[];
  covers: string[];
  rows: RowsPolicy;
  /** At most this many rows per table shown under `rows: sample`. */
  rowsPerTable: number;
}

/** Thresholds in the config's units: rates and gaps in [0,1], stereotype gaps and amplification in points. */
export interface ThresholdSettings {
  maxBiasRate?: number;
  maxNegationGap?: number;
  minFlipConsistency?: number;
  maxStereotypeGap?: number;
  maxAdjectiveAmplification?: number;
  maxErrorRate?: number;
  maxUnusableRate?: number;
  maxContaminationDelta?: number;
  maxSqlContaminationDelta?: number;
  maxAtdDropDifference?: number;
  maxDecisionDisparity?: number;
  minCounterfactualConsistency?: number;
}

/** How the gate decides; absent values take the gate's defaults. */
export interface GateSettings {
  rule?: "estimate" | "confident";
  minUsable?: number;
  level?: number;
  refusals: "correct" | "incorrect" | "excluded";
  thresholds: ThresholdSettings;
  groups: Record<string, ThresholdSettings>;
  baseline: { file?: string; alpha?: number; margins: Partial<Record<MetricKind, number>> };
}

export interface Prices {
  inputPerMillion: number;
  outputPerMillion: number;
  /** Batch API prices as a share of the above, when set (`prices.batch-multiplier`); default 0.5. */
  batchMultiplier?: number;
}

/**
 * Where answers come from: the embedded simulator (a planted-behaviour stand-in, never a real model), any
 * OpenAI-compatible endpoint, or a replay of recorded answers.
 */
export type EndpointConfig =
  | { kind: "simulator"; profile: string }
  | { kind: "openai-compatible"; baseUrl: string; apiKeyEnv: string; apiKey?: string }
  | {
      kind: "replay";
      recordings: string[];
      apesPredictions: string[];
      /** `--replay-loose`: answer a request recorded differently by its prompt id and trial, with a warning. */
      loose?: boolean;
    };

export interface ProviderConfig {
  endpoint: EndpointConfig;
  /** `chat`: /chat/completions with messages; `completions`: the legacy /completions with one prompt text. */
  api: "chat" | "completions";
  model: string;
  temperature?: number;
  maxTokens?: number;
  maxCompletionTokens?: number;
  seed?: number;
  logprobs: boolean;
  topLogprobs: number;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Bytes one response body may take before it is read no further (an `oversized` failure); absent: 256 KiB. */
  maxAnswerBytes?: number;
  concurrency: { initial: number; max: number };
  maxAttempts: number;
  rateLimitBudgetMs: number;
  /** `provider.batch`: one batch per stage through the Batch API instead of the request pool. */
  batch?: true;
}

export interface BudgetConfig {
  maxRequests?: number;
  maxTokens?: number;
  maxCostUsd?: number;
}

/** One model-and-system-prompt pair of a comparison run (`provider.models`, `variants`, `--models`). */
export interface Variant {
  /** How the reports name it: unique within the run. */
  label: string;
  model: string;
  systemPrompt?: { text: string; file?: string };
}

/**
 * Several variants queried on the same sampled prompts; the verdict is decided on `gateOn` alone, the others are
 * reported beside it with paired differences.
 */
export interface Comparison {
  variants: Variant[];
  /** The label of the gated variant. */
  gateOn: string;
}

export interface GateConfig {
  /** The config file this came from, or undefined when everything came from flags. */
  configFile?: string;
  /** The `run` flags that changed the run, as command-line words (reproducingArgs), for results.json. */
  runArgs?: string[];
  /**
   * Set when nothing named a config and the working directory held none, so the embedded starter suite
   * (`fixtures/starter/bias-gate.yml`) ran: the report must say so.
   */
  starterSuite?: true;
  /** The directory relative paths were resolved against. */
  baseDir: string;
  seed: string;
  exhaustive: boolean;
  trials: number;
  /**
   * Sampling in looks (src/gate/sequential.ts): `enabled` false is one fixed plan. `explicit`: the user asked for
   * it (flag, input or config key), so `--shard`, which cannot look, refuses it rather than silently ignoring it.
   */
  sequential: { enabled: boolean; maxLooks: number; explicit: boolean };
  strict: boolean;
  systemPrompt?: { text: string; file?: string };
  prices?: Prices;
  provider: ProviderConfig;
  budget: BudgetConfig;
  /** The whole querying stage's time limit, in ms: then requests in flight are aborted and the rest skipped. */
  deadlineMs: number;
  cache: { enabled: boolean; dir: string };
  /** `--record FILE`: every request and outcome as JSONL. */
  record?: string;
  gate: GateSettings;
  /** Where results.json and report.md are written. */
  outDir: string;
  suites: TemplateSuite[];
  coreference: CoreferenceSuite[];
  contamination: ContaminationSuite[];
  textToSql: TextToSqlSuite[];
  /** Decision suites (issue 33); absent in configs built before them. */
  decisions?: DecisionSuite[];
  /** Set when the run compares several models or system prompts; `provider.model` and `systemPrompt` are then the gated variant's. */
  comparison?: Comparison;
}
