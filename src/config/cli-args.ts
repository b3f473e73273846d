import { ConfigError } from "./errors.js";

/** Flags shared by `lint`, `sample`, `plan` and `run`; every one can also come from the config file. */
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
  format?: "jsonl" | "table";
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
  /** `init`: the starter groups to copy, the workflows to write, and where. */
  groups?: string;
  workflows?: string;
  dir?: string;
  /** Operands that are not flags, for commands that take them (`seal <dir>`). */
  positionals?: string[];
  maxSqlContaminationDelta?: number;
  maxAtdDropDifference?: number;
  responses?: string[];
  systemPromptFile?: string;
  help?: boolean;
}

export interface ParsedArgs {
  command: string | undefined;
  flags: CliFlags;
}

type FlagKind = "string" | "strings" | "boolean" | "number" | "integer";

const FLAGS: Record<string, { key: keyof CliFlags; kind: FlagKind; choices?: readonly string[] }> = {
  "--config": { key: "config", kind: "string" },
  "--templates": { key: "templates", kind: "strings" },
  "--domains": { key: "domains", kind: "string" },
  "--negation-pairing": { key: "negationPairing", kind: "string", choices: ["negates-column", "row-order"] },
  "--strict": { key: "strict", kind: "boolean" },
  "--seed": { key: "seed", kind: "string" },
  "--per-template": { key: "perTemplate", kind: "integer" },
  "--exhaustive": { key: "exhaustive", kind: "boolean" },
  "--trials": { key: "trials", kind: "integer" },
  "--format": { key: "format", kind: "string", choices: ["jsonl", "table"] },
  "--out": { key: "out", kind: "string" },
  "--price-input": { key: "priceInput", kind: "number" },
  "--price-output": { key: "priceOutput", kind: "number" },
  "--base-url": { key: "baseUrl", kind: "string" },
  "--model": { key: "model", kind: "string" },
  "--api-key-env": { key: "apiKeyEnv", kind: "string" },
  "--temperature": { key: "temperature", kind: "number" },
  "--max-tokens": { key: "maxTokens", kind: "integer" },
  "--max-completion-tokens": { key: "maxCompletionTokens", kind: "integer" },
  "--concurrency": { key: "concurrency", kind: "integer" },
  "--timeout-seconds": { key: "timeoutSeconds", kind: "number" },
  "--profile": { key: "profile", kind: "string" },
  "--no-cache": { key: "noCache", kind: "boolean" },
  "--cache-dir": { key: "cacheDir", kind: "string" },
  "--record": { key: "record", kind: "string" },
  "--replay": { key: "replay", kind: "strings" },
  "--replay-loose": { key: "replayLoose", kind: "boolean" },
  "--apes-predictions": { key: "apesPredictions", kind: "strings" },
  "--max-requests": { key: "maxRequests", kind: "integer" },
  "--max-total-tokens": { key: "maxTotalTokens", kind: "integer" },
  "--max-cost-usd": { key: "maxCostUsd", kind: "number" },
  "--deadline-minutes": { key: "deadlineMinutes", kind: "number" },
  "--port": { key: "port", kind: "number" },
  "--rule": { key: "rule", kind: "string", choices: ["estimate", "confident"] },
  "--min-usable": { key: "minUsable", kind: "number" },
  "--refusals": { key: "refusals", kind: "string", choices: ["correct", "incorrect", "excluded"] },
  "--baseline": { key: "baseline", kind: "string" },
  "--max-bias-rate": { key: "maxBiasRate", kind: "number" },
  "--max-negation-gap": { key: "maxNegationGap", kind: "number" },
  "--min-flip-consistency": { key: "minFlipConsistency", kind: "number" },
  "--max-stereotype-gap": { key: "maxStereotypeGap", kind: "number" },
  "--max-error-rate": { key: "maxErrorRate", kind: "number" },
  "--max-contamination-delta": { key: "maxContaminationDelta", kind: "number" },
  "--max-sql-contamination-delta": { key: "maxSqlContaminationDelta", kind: "number" },
  "--max-atd-drop-difference": { key: "maxAtdDropDifference", kind: "number" },
  "--key-env": { key: "keyEnv", kind: "string" },
  "--groups": { key: "groups", kind: "string" },
  "--workflows": { key: "workflows", kind: "string" },
  "--dir": { key: "dir", kind: "string" },
  "--responses": { key: "responses", kind: "strings" },
  "--system-prompt-file": { key: "systemPromptFile", kind: "string" },
  "--help": { key: "help", kind: "boolean" },
  "-h": { key: "help", kind: "boolean" },
};

/**
 * Parses `bias-gate <command> [flags]`. `--templates` takes every following value up to the next flag, so a
 * shell-expanded glob (`--templates data/*.csv`) works as written.
 */
/** Commands that take operands besides flags. */
const POSITIONAL_COMMANDS = new Set(["seal"]);

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv[0]?.startsWith("-") ? [undefined, ...argv] : argv;
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (POSITIONAL_COMMANDS.has(command ?? "") && !token.startsWith("-")) {
      flags.positionals = [...((flags.positionals as string[] | undefined) ?? []), token];
      continue;
    }
    const [name, inline] = token.includes("=") ? splitOnce(token) : [token, undefined];
    const spec = FLAGS[name];
    if (!spec) throw unknownFlag(token, command);
    if (spec.kind === "boolean") {
      flags[spec.key] = inline === undefined ? true : inline !== "false";
      continue;
    }
    const values: string[] = inline !== undefined ? [inline] : [];
    while (values.length === 0 || spec.kind === "strings") {
      const next = rest[i + 1];
      if (next === undefined || (next.startsWith("-") && next.length > 1)) break;
      values.push(next);
      i++;
    }
    if (values.length === 0) throw new ConfigError(`${name} needs a value`, `write ${name} <value>`);
    flags[spec.key] =
      spec.kind === "strings"
        ? [...((flags[spec.key] as string[]) ?? []), ...values]
        : convert(name, spec, values[0]!);
  }
  return { command, flags: flags as CliFlags };
}

function convert(
  name: string,
  spec: { kind: FlagKind; choices?: readonly string[] },
  value: string,
): unknown {
  if (spec.choices && !spec.choices.includes(value)) {
    throw new ConfigError(`${name} cannot be '${value}'`, `use one of: ${spec.choices.join(", ")}`);
  }
  if (spec.kind === "string") return value;
  const number = Number(value);
  const integer = spec.kind === "integer";
  if (!Number.isFinite(number) || number < 0 || (integer && (!Number.isInteger(number) || number === 0))) {
    throw new ConfigError(
      `${name} must be a ${integer ? "positive integer" : "non-negative number"}, not '${value}'`,
      `e.g. ${name} ${integer ? 50 : 0.5}`,
    );
  }
  return number;
}

function splitOnce(token: string): [string, string] {
  const at = token.indexOf("=");
  return [token.slice(0, at), token.slice(at + 1)];
}

function unknownFlag(token: string, command: string | undefined): ConfigError {
  const hint = `run \`bias-gate ${command ?? ""} --help\` for the flags it takes`.replace("  ", " ");
  return new ConfigError(`unknown flag '${token}'`, hint);
}
