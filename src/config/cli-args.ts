import {
  type CliFlags,
  type CommandName,
  type FlagKind,
  type FlagSpec,
  isCommandName,
} from "./cli-commands.js";
import { FLAGS, flagsFor } from "./cli-flags.js";
import { suggestName } from "./did-you-mean.js";
import { ConfigError } from "./errors.js";

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
