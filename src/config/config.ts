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
  | { kind: "replay"; recordings: string[]; apesPredictions: string[] };

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
  cache: { enabled: boolean; dir: string };
  /** `--record FILE`: every request and outcome as JSONL. */
  record?: string;
  suites: TemplateSuite[];
}
