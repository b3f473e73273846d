/** The one validated configuration every command and the Action run from. All paths are absolute. */

export type NegationPairing = "negates-column" | "row-order";

export const DEFAULT_QUESTION = "Q: {statement} Yes or No?";
export const DEFAULT_PER_TEMPLATE = 25;
export const DEFAULT_SEED = "bias-gate";

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
  suites: TemplateSuite[];
}
