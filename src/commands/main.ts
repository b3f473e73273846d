import { parseCliArgs } from "../config/cli-args.js";
import { type CliFlags, type CommandName, forCommand, isCommandName } from "../config/cli-commands.js";
import { flagsFor } from "../config/cli-flags.js";
import { suggestName } from "../config/did-you-mean.js";
import { ConfigError, formatConfigError } from "../config/errors.js";
import { EXIT, exitCodeLines } from "../config/exit-codes.js";
import { diskFullMessage, isDiskFull } from "../files/checked-io.js";
import type { CommandIO } from "./io.js";
import { formatDiagnostics, TemplateProblems } from "./template-problems.js";

type Command = (flags: CliFlags, io: CommandIO) => number | Promise<number>;

interface CommandEntry {
  run: Command;
  /** One line for `bias-gate --help` and the head of the command's own help. */
  summary: string;
  /** Operands before the flags, e.g. `<dir>`. */
  operands?: string;
  /** One to three command lines a reader can copy. */
  examples: readonly string[];
}

/**
 * Every command; a command name without an entry does not compile. Flags and their help are in `FLAGS`. Each is
 * loaded when it runs: `--version`, `--help` and `lint` do not pay for the model client, the SQL engine or the
 * reports, and `run` reaches its first request sooner (issue 15's startup goal).
 */
const COMMANDS: Record<CommandName, CommandEntry> = {
  run: {
    run: async (flags, io) => (await import("./run.js")).runCommand(flags, io),
    summary: "run the gate: query the model, score the answers; the exit code is the verdict",
    examples: [
      "bias-gate run                                   # the embedded simulator, not a real model",
      "bias-gate run --base-url https://api.openai.com/v1 --model gpt-4o-mini",
      "bias-gate run --config bias-gate.yml --format json > results.json",
    ],
  },
  score: {
    run: async (flags, io) => (await import("./score.js")).scoreCommand(flags, io),
    summary: "score recorded answers (--responses, --apes-predictions) with the same gate",
    examples: [
      "bias-gate score --responses answers.jsonl",
      "bias-gate score --templates data/gender.csv --domains data/domains --apes-predictions gender.predictions.csv",
    ],
  },
  merge: {
    run: async (flags, io) => (await import("./merge.js")).mergeCommand(flags, io),
    summary: "the gate over a matrix's shards (run --shard i/n): exit codes as run",
    operands: "<shard files or dirs...>",
    examples: [
      "bias-gate run --shard 2/4 --out shard-2        # in matrix job 2 of 4: writes shard-2/shard-2-of-4.jsonl",
      "bias-gate merge shard-*/                       # every shard's output: results.json, report.md, the verdict",
      "bias-gate merge --shards bias-gate-shards --format json > results.json",
    ],
  },
  lint: {
    run: async (flags, io) => (await import("./lint.js")).lintCommand(flags, io),
    summary: "check template and domain files; exit 2 on errors",
    examples: ["bias-gate lint", "bias-gate lint --templates 'templates/*.csv' --domains domains --strict"],
  },
  sample: {
    run: async (flags, io) => (await import("./sample.js")).sampleCommand(flags, io),
    summary: "print the seeded sample of prompts a run would send",
    examples: [
      "bias-gate sample --format table --per-template 2",
      "bias-gate sample --seed 7 --out prompts.jsonl",
    ],
  },
  plan: {
    run: async (flags, io) => (await import("./plan.js")).planCommand(flags, io),
    summary: "print what a run would send, with token and cost estimates; calls nothing",
    examples: ["bias-gate plan", "bias-gate plan --model gpt-4o-mini --price-input 0.15 --price-output 0.6"],
  },
  "serve-sim": {
    run: async (flags, io) => (await import("./serve-sim.js")).serveSimCommand(flags, io),
    summary: "serve the simulator (a stand-in model, not a real one) on loopback",
    examples: ["bias-gate serve-sim --port 8787", "bias-gate serve-sim --profile biased"],
  },
  seal: {
    run: async (flags, io) => (await import("./seal.js")).sealCommand(flags, io),
    summary: "encrypt a fresh text-to-SQL set (key in $BIAS_GATE_FRESH_KEY or --key-env)",
    operands: "<dir>",
    examples: ["BIAS_GATE_FRESH_KEY=$(openssl rand -base64 32) bias-gate seal fresh/ --out fresh.sealed"],
  },
  init: {
    run: async (flags, io) => (await import("./init.js")).initCommand(flags, io),
    summary: "write a starter bias-gate.yml, its templates and GitHub workflows; never overwrites",
    examples: [
      "bias-gate init",
      "bias-gate init --groups gender,age --workflows pr,schedule",
      "bias-gate init --groups none --decisions",
    ],
  },
};

/** The CLI: parses arguments, runs one command, and maps every failure to an exit code and a clear message. */
export async function runCli(argv: readonly string[], io: CommandIO): Promise<number> {
  try {
    if (argv[0] === "--version" || argv[0] === "version") return print(io, `bias-gate ${io.version}\n`);
    const topic = helpTopic(argv);
    if (topic) return print(io, topic.command === undefined ? overview() : commandHelp(known(topic.command)));
    // The command first, so a misspelt one is named as such rather than by its first flag.
    const command = known(argv[0]?.startsWith("-") ? undefined : argv[0]);
    return await COMMANDS[command].run(parseCliArgs(argv).flags, io);
  } catch (error) {
    return reportFailure(error, io);
  }
}

function reportFailure(error: unknown, io: CommandIO): number {
  // The reader of stdout went away (`bias-gate sample | head`): it has what it wanted, and nothing went wrong.
  if ((error as Partial<NodeJS.ErrnoException> | undefined)?.code === "EPIPE") return EXIT.pass;
  if (error instanceof TemplateProblems) {
    io.stderr(formatDiagnostics(error.diagnostics, io.cwd));
    return EXIT.badInput;
  }
  if (error instanceof ConfigError) {
    io.stderr(`${formatConfigError(error, io.cwd)}\n`);
    return EXIT.badInput;
  }
  // A full disk is not a mistake in the input: the run was fine and its answers are kept, so exit 3, not 2.
  if (isDiskFull(error)) {
    io.stderr(`${diskFullMessage(error)}\n`);
    return EXIT.inconclusive;
  }
  const unusablePath = fileSystemProblem(error);
  if (unusablePath) {
    io.stderr(`${formatConfigError(unusablePath, io.cwd)}\n`);
    return EXIT.badInput;
  }
  // Anything else is our bug, not the user's input: say so, with the detail needed to report it.
  io.stderr(
    `bias-gate: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return EXIT.inconclusive;
}

/**
 * A file system refusal on a path (a file where a directory goes, no permission, a full disk) that no
 * command check caught first: the user's machine or paths to fix, so one line and exit 2, not a stack trace.
 */
function fileSystemProblem(error: unknown): ConfigError | undefined {
  const e = error as Partial<NodeJS.ErrnoException>;
  if (!(error instanceof Error) || typeof e.code !== "string" || typeof e.path !== "string") return undefined;
  const what = FILE_SYSTEM_CODES[e.code];
  if (!what) return undefined;
  return new ConfigError(
    `cannot ${e.syscall ?? "use"} ${e.path}: ${what}`,
    "check the paths given in flags and the config file, and their permissions",
  );
}

const FILE_SYSTEM_CODES: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EEXIST: "a file is already there",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "part of the path is a file, not a directory",
  ENOENT: "no such file or directory",
  EROFS: "the file system is read-only",
};

function print(io: CommandIO, text: string): number {
  io.stdout(text);
  return EXIT.pass;
}

/**
 * What help was asked for, if any: `bias-gate`, `bias-gate help [command]`, `bias-gate [command] --help`. Help
 * wins over everything else on the line, so `bias-gate lint --port 1 --help` shows lint's flags.
 */
function helpTopic(argv: readonly string[]): { command?: string } | undefined {
  const [first, second] = argv;
  if (first === undefined) return {};
  if (first === "help") return second === undefined ? {} : { command: second };
  if (!argv.includes("--help") && !argv.includes("-h")) return undefined;
  return first.startsWith("-") ? {} : { command: first };
}

/** The command of that name, or a ConfigError with the nearest one (or the list, when none was given). */
function known(command: string | undefined): CommandName {
  if (isCommandName(command)) return command;
  const names = Object.keys(COMMANDS);
  const meant = command === undefined ? undefined : suggestName(command, names);
  throw new ConfigError(
    command === undefined
      ? "no command given: bias-gate <command> [flags]"
      : `unknown command '${command}'${meant ? `: did you mean ${meant}?` : ""}`,
    `use one of: ${names.join(", ")} (\`bias-gate --help\` says what each does)`,
  );
}

/** The exit codes as help lists them: every code of `EXIT`, from one table. */
function exitCodesHelp(): string[] {
  return ["Exit codes:", ...exitCodeLines().map(([code, meaning]) => `  ${code}  ${meaning}`), ""];
}

/** The commands whose exit code is a verdict, so their help lists the codes too. */
const VERDICT_COMMANDS: ReadonlySet<CommandName> = new Set(["run", "score", "merge"]);

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  const commands = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`);
  return [
    "bias-gate <command> [flags]",
    "",
    "Commands:",
    ...commands,
    "",
    ...exitCodesHelp(),
    "`bias-gate <command> --help` (or `bias-gate help <command>`) lists a command's flags; `bias-gate --version`.",
    "",
  ].join("\n");
}

/** A command's help: what it does, its flags (only the ones it takes, from `FLAGS`) and a few examples. */
function commandHelp(command: CommandName): string {
  const entry = COMMANDS[command];
  const flags = flagsFor(command).map(([name, spec]) => {
    const choices = forCommand(spec.choices, command);
    const value = choices ? choices.join("|") : spec.value;
    const alias = name === "--help" ? ", -h" : "";
    return { left: `${name}${alias}${value ? ` ${value}` : ""}`, help: forCommand(spec.help, command) ?? "" };
  });
  const width = Math.min(34, Math.max(...flags.map((f) => f.left.length)) + 2);
  const lines = flags.map((f) =>
    f.left.length < width
      ? `  ${f.left.padEnd(width)}${f.help}`
      : `  ${f.left}\n  ${"".padEnd(width)}${f.help}`,
  );
  const operands = entry.operands ? ` ${entry.operands}` : "";
  return [
    `bias-gate ${command}: ${entry.summary}`,
    "",
    `Usage: bias-gate ${command}${operands} [flags]`,
    "",
    "Flags:",
    ...lines,
    "",
    ...(VERDICT_COMMANDS.has(command) ? exitCodesHelp() : []),
    "Examples:",
    ...entry.examples.map((e) => `  ${e}`),
    "",
  ].join("\n");
}
