import type { MetricKind } from "../metrics/types.js";

/** The one validated configuration every command and the Action run from. All paths are absolute. */

export type NegationPairing = "negates-column" | "row-order";

export const DEFAULT_QUESTION = "Q: {statement} Yes or No?";
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
export type CoreferenceCondition = (typeof COREFERENCE_CONDITIONS)[number];

/** A WinoBias-style suite: pro- and anti-stereotyped sentences, the occupation lists, optional adjectives. */
export interface CoreferenceSuite {
  name: string;
  kind: "coreference";
  pro: string[];
  anti: string[];
  maleOccupations: string;
  femaleOccupations: string;
  adjectives?: { male: string; female: string };
  conditions: CoreferenceCondition[];
  attach: "stereotype" | "mention-order";
  /** Sentence pairs sampled per condition; all when absent. */
  perCondition?: number;
  question?: string;
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
  model: string;
  temperature?: number;
  maxTokens?: number;
  maxCompletionTokens?: number;
  seed?: number;
  logprobs: boolean;
  topLogprobs: number;
  headers: Record<string, string>;
  timeoutMs: number;
  concurrency: { initial: number; max: number };
  maxAttempts: number;
  rateLimitBudgetMs: number;
}

export interface BudgetConfig {
  maxRequests?: number;
  maxTokens?: number;
  maxCostUsd?: number;
}

export interface GateConfig {
  /** The config file this came from, or undefined when everything came from flags. */
  configFile?: string;
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
}
