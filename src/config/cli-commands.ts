/**
 * The CLI's vocabulary: its commands, the flags' values as one typed object (`CliFlags`), and the shape of a row of
 * the flag table (`FLAGS`, in `cli-flags.ts`). Both the table and the parser build on this file, so neither
 * imports the other's half.
 */

/** Every command, in the order `bias-gate --help` lists them. */
export const COMMAND_NAMES = [
  "run",
  "score",
  "merge",
  "lint",
  "sample",
  "plan",
  "serve-sim",
  "seal",
  "init",
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** `strings`: every value up to the next flag (a shell-expanded glob); the others take one value. */
export type FlagKind = "string" | "strings" | "boolean" | "number" | "integer";

/** What varies by command (`--format`'s values, `--out`'s meaning): one value, or one per command. */
export type PerCommand<T> = T | Partial<Record<CommandName, T>>;

export interface FlagSpec {
  key: keyof CliFlags;
  kind: FlagKind;
  /** The commands that take the flag; every other command rejects it, naming these. */
  commands: readonly CommandName[];
  /** The value's placeholder in the help (`FILE`); the choices stand in for it when there are some. */
  value?: string;
  /** One line for the command's help. */
  help: PerCommand<string>;
  choices?: PerCommand<readonly string[]>;
}

export const SELECTING = ["lint", "sample", "plan", "run", "score", "serve-sim", "merge"] as const;
export const SAMPLING = ["sample", "plan", "run", "score", "serve-sim", "merge"] as const;
export const REQUESTING = ["plan", "run", "score", "merge"] as const;
export const GATING = ["plan", "run", "score", "merge"] as const;
export const ANSWERING = ["run", "score"] as const;

/** Every command's flags; which command takes which is `FLAGS`' `commands`. Most can also come from the config file. */
export interface CliFlags {
  config?: string;
  templates?: string[];
  domains?: string;
  negationPairing?: "negates-column" | "row-order";
  strict?: boolean;
  seed?: string;
  perTemplate?: number;
  exhaustive?: boolean;
  trials?: number;
  /** `--sequential` true, `--no-sequential` false. */
  sequential?: boolean;
  noSequential?: boolean;
  maxLooks?: number;
  /** `plan --forecast N`: simulated runs behind the forecast (0: none). */
  forecast?: number;
  forecastProfile?: string;
  /** `sample`: jsonl | table; `run` and `score`: text | md | json (what stdout gets). */
  format?: "jsonl" | "table" | "text" | "md" | "json";
  out?: string;
  priceInput?: number;
  priceOutput?: number;
  baseUrl?: string;
  model?: string;
  apiKeyEnv?: string;
  temperature?: number;
  maxTokens?: number;
  maxCompletionTokens?: number;
  concurrency?: number;
  timeoutSeconds?: number;
  maxAnswerBytes?: number;
  profile?: string;
  noCache?: boolean;
  cacheDir?: string;
  record?: string;
  replay?: string[];
  replayLoose?: boolean;
  apesPredictions?: string[];
  maxRequests?: number;
  maxTotalTokens?: number;
  maxCostUsd?: number;
  deadlineMinutes?: number;
  port?: number;
  rule?: "estimate" | "confident";
  minUsable?: number;
  refusals?: "correct" | "incorrect" | "excluded";
  baseline?: string;
  maxBiasRate?: number;
  maxNegationGap?: number;
  minFlipConsistency?: number;
  maxStereotypeGap?: number;
  maxErrorRate?: number;
  maxContaminationDelta?: number;
  /** `seal`: the environment variable holding the key. */
  keyEnv?: string;
  /** Operands that are not flags, for commands that take them (`seal <dir>`). */
  positionals?: string[];
  maxSqlContaminationDelta?: number;
  maxAtdDropDifference?: number;
  maxDecisionDisparity?: number;
  minCounterfactualConsistency?: number;
  responses?: string[];
  systemPromptFile?: string;
  /** `--models a,b`: compare these models in one run (split and checked by the config resolver). */
  models?: string;
  /** `--compare-system-prompt FILE`: compare the run's system prompt (current) with this one (candidate). */
  compareSystemPrompt?: string;
  /** `--batch`: through the Batch API, as `provider.batch: true`. */
  batch?: boolean;
  /** `--gate-on LABEL`: the variant the verdict is decided on. */
  gateOn?: string;
  help?: boolean;
  /** `init`: the starter's groups to copy, comma-separated (gender,age,origin…); `init` splits and checks them. */
  groups?: string;
  /** `init --decisions`: also write the decision recipe's suite and files (under `decisions/`). */
  decisions?: boolean;
  /** `init`: the directory to write the starter files into. */
  dir?: string;
  /** `init`: the workflows to write, comma-separated (pr, schedule, fork-safe, none). */
  workflows?: string;
  /** `run`, `plan`: this matrix job's slice, `i/n` (checked by `parseShardSpec`). */
  shard?: string;
  /** `merge`: shard files, directories holding them, or globs (as well as its operands). */
  shards?: string[];
}

/** A command bias-gate has, as its typed name. */
export function isCommandName(name: string | undefined): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name ?? "");
}

/** A per-command value for `command`; without a command, every command's values (for choices) or the first. */
export function forCommand<T>(value: PerCommand<T> | undefined, command: string | undefined): T | undefined {
  if (value === undefined || typeof value === "string" || Array.isArray(value)) return value as T | undefined;
  const table = value as Partial<Record<string, T>>;
  return command !== undefined ? table[command] : Object.values(table)[0];
}
