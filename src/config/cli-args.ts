import {
  type CommandName,
  FLAGS,
  type FlagKind,
  type FlagSpec,
  flagsFor,
  isCommandName,
} from "./cli-flags.js";
import { suggestName } from "./did-you-mean.js";
import { ConfigError } from "./errors.js";

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
  /** `init`: the directory to write the starter files into. */
  dir?: string;
  /** `init`: the workflows to write, comma-separated (pr, schedule, fork-safe, none). */
  workflows?: string;
  /** `run`, `plan`: this matrix job's slice, `i/n` (checked by `parseShardSpec`). */
  shard?: string;
  /** `merge`: shard files, directories holding them, or globs (as well as its operands). */
  shards?: string[];
}

export interface ParsedArgs {
  command: string | undefined;
  flags: CliFlags;
}

/** Commands that take operands besides flags (`seal <dir>`, `merge <shard files...>`). */
const POSITIONAL_COMMANDS: ReadonlySet<string> = new Set(["seal", "merge"]);

/**
 * Parses `bias-gate <command> [flags]`. `--templates` takes every following value up to the next flag, so a
 * shell-expanded glob (`--templates data/*.csv`) works as written. For a known command, a flag it does not take
 * is refused naming the commands that do, and a misspelt one with the nearest flag it does take.
 */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv[0]?.startsWith("-") ? [undefined, ...argv] : argv;
  const known = isCommandName(command) ? command : undefined;
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!token.startsWith("-") || token === "-") {
      if (!POSITIONAL_COMMANDS.has(command ?? "")) throw unexpectedOperand(token, command);
      flags.positionals = [...((flags.positionals as string[] | undefined) ?? []), token];
      continue;
    }
    const [name, inline] = token.includes("=") ? splitOnce(token) : [token, undefined];
    const spec = FLAGS[name];
    if (!spec || (known && !spec.commands.includes(known))) throw refusedFlag(name, known);
    if (spec.kind === "boolean") {
      flags[spec.key] = inline === undefined ? true : inline !== "false";
      continue;
    }
    const values: string[] = inline !== undefined ? [inline] : [];
    while (values.length === 0 || spec.kind === "strings") {
      const next = rest[i + 1];
      if (next === undefined || (next.startsWith("-") && next.length > 1 && !isNegativeNumber(spec, next)))
        break;
      values.push(next);
      i++;
    }
    if (values.length === 0) throw new ConfigError(`${name} needs a value`, `write ${name} <value>`);
    flags[spec.key] = flagValue(name, spec, values, flags[spec.key], known);
  }
  return { command, flags: flags as CliFlags };
}

function flagValue(
  name: string,
  spec: FlagSpec,
  values: string[],
  earlier: unknown,
  command: CommandName | undefined,
): unknown {
  const choices = choicesOf(spec, command);
  if (spec.kind === "strings") return [...((earlier as string[] | undefined) ?? []), ...values];
  checkChoice(name, values[0]!, choices, command);
  return convert(name, spec.kind, values[0]!);
}

/** The values `spec` allows for `command`; without a command, any command's. */
function choicesOf(spec: FlagSpec, command: CommandName | undefined): readonly string[] | undefined {
  const { choices } = spec;
  if (choices === undefined || Array.isArray(choices)) return choices as readonly string[] | undefined;
  const table = choices as Partial<Record<CommandName, readonly string[]>>;
  return command ? table[command] : [...new Set(Object.values(table).flat())];
}

function checkChoice(
  name: string,
  value: string,
  choices: readonly string[] | undefined,
  command: CommandName | undefined,
): void {
  if (choices && !choices.includes(value)) {
    const where = command ? ` for ${command}` : "";
    throw new ConfigError(`${name} cannot be '${value}'${where}`, `use one of: ${choices.join(", ")}`);
  }
}

/**
 * A number flag's value as a number: anything JavaScript reads as one, negatives included. Its range is the
 * config key's schema, checked where the config is resolved (`checkNumberFlags`), so parsing stays light.
 */
function convert(name: string, kind: FlagKind, value: string): unknown {
  if (kind === "string") return value;
  const number = value.trim() === "" ? Number.NaN : Number(value);
  if (Number.isNaN(number)) {
    throw new ConfigError(
      `${name} must be a number, not '${value}'`,
      `e.g. ${name} ${kind === "integer" ? 50 : 0.5}`,
    );
  }
  return number;
}

/** `-1`, `-0.5`, `-.5`: a number flag's (refused later, with its range), not the next flag. */
function isNegativeNumber(spec: FlagSpec, token: string): boolean {
  return (spec.kind === "number" || spec.kind === "integer") && /^-\.?\d/.test(token);
}

function splitOnce(token: string): [string, string] {
  const at = token.indexOf("=");
  return [token.slice(0, at), token.slice(at + 1)];
}

/**
 * A flag `command` does not take: a real flag of other commands says which (`--port applies to serve-sim, not
 * lint`); anything else is a typo, answered with the nearest flag the command takes.
 */
function refusedFlag(name: string, command: CommandName | undefined): ConfigError {
  const help = `\`bias-gate ${command ? `${command} ` : ""}--help\` lists ${command ? `${command}'s` : "the"} flags`;
  const spec = FLAGS[name];
  if (spec && command) {
    return new ConfigError(`${name} applies to ${listCommands(spec.commands)}, not ${command}`, help);
  }
  const candidates = command ? flagsFor(command).map(([flag]) => flag) : Object.keys(FLAGS);
  const meant = suggestName(name.replace(/^-*/, "--"), candidates);
  const where = command ? ` for ${command}` : "";
  return new ConfigError(`unknown flag '${name}'${where}${meant ? `: did you mean ${meant}?` : ""}`, help);
}

function unexpectedOperand(token: string, command: string | undefined): ConfigError {
  return new ConfigError(
    `unexpected argument '${token}'${command ? ` for ${command}` : ""}: it takes only flags`,
    `flags start with --; \`bias-gate ${command ? `${command} ` : ""}--help\` lists them`,
  );
}

function listCommands(commands: readonly string[]): string {
  if (commands.length <= 1) return commands.join("");
  return `${commands.slice(0, -1).join(", ")} and ${commands.at(-1)}`;
}
