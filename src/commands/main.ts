import { type CliFlags, parseCliArgs } from "../config/cli-args.js";
import { ConfigError, formatConfigError } from "../config/errors.js";
import { EXIT } from "../exit-codes.js";
import { initCommand } from "./init.js";
import type { CommandIO } from "./io.js";
import { lintCommand } from "./lint.js";
import { planCommand } from "./plan.js";
import { formatDiagnostics, TemplateProblems } from "./prepare.js";
import { runCommand } from "./run.js";
import { sampleCommand } from "./sample.js";
import { scoreCommand } from "./score.js";
import { sealCommand } from "./seal.js";
import { serveSimCommand } from "./serve-sim.js";

type Command = (flags: CliFlags, io: CommandIO) => number | Promise<number>;

const COMMANDS: Record<string, { run: Command; summary: string }> = {
  run: { run: runCommand, summary: "run the gate (the embedded default when given no config)" },
  score: {
    run: scoreCommand,
    summary: "score recorded answers (--responses, --apes-predictions) with the same gate",
  },
  lint: { run: lintCommand, summary: "check template and domain files; exit 2 on errors" },
  sample: { run: sampleCommand, summary: "print the seeded sample of prompts (--format jsonl|table)" },
  plan: { run: planCommand, summary: "print what a run would send, with token and cost estimates" },
  init: {
    run: initCommand,
    summary:
      "write a starter bias-gate.yml, its templates and GitHub workflows (--groups, --workflows, --dir); never overwrites",
  },
  seal: {
    run: sealCommand,
    summary:
      "encrypt a fresh text-to-SQL set: seal <dir> --out FILE (key in $BIAS_GATE_FRESH_KEY or --key-env)",
  },
  "serve-sim": {
    run: serveSimCommand,
    summary: "serve the simulator (a stand-in model, not a real one) on loopback",
  },
};

const SELECTION_FLAGS = `Selection (also from --config bias-gate.yml; flags override it):
  --config FILE               config file (default: the embedded starter suite)
  --templates FILE|GLOB...    template files (.csv, .yaml)
  --domains DIR               directory of <name>.txt domain files
  --negation-pairing MODE     negates-column (default) | row-order (APES: first half <-> second half)
  --strict                    treat warnings as errors
  --seed S                    seed for sampling (same seed, same prompts)
  --per-template N            prompts per template
  --exhaustive                every valid filling
  --trials K                  repeated requests per prompt
  --price-input USD           price per million input tokens (plan)
  --price-output USD          price per million output tokens (plan)
  --format jsonl|table        output format (sample)
  --out PATH                  output file (sample, seal) or directory for results.json and report.md (run, score)
  --key-env NAME              environment variable holding a sealed set's key (seal; default BIAS_GATE_FRESH_KEY)

Querying (run):
  --base-url URL --model NAME endpoint (default: the embedded simulator, not a real model)
  --profile NAME|FILE         simulator profile: fair, biased, negation-blind, rate-limited, flaky, reasoning
  --api-key-env NAME          environment variable holding the API key (default OPENAI_API_KEY)
  --temperature T --max-tokens N --max-completion-tokens N --concurrency N --timeout-seconds S
  --max-requests N --max-total-tokens N --max-cost-usd USD    budget caps
  --deadline-minutes M        stop querying after M minutes, keeping the answers so far (default 30)
  --no-cache --cache-dir DIR  the response cache (default .bias-gate/cache)
  --record FILE               every request and answer as JSONL
  --replay FILE... | --responses FILE...   answer from recordings instead of a model
  --replay-loose              answer a request recorded under another model/system prompt by prompt id and trial
  --apes-predictions FILE...  answer from APES's recorded predictions

Gate (run, score):
  --rule estimate|confident   decide on the point estimate or the whole interval (default confident)
  --min-usable N              fewer usable answers make a check inconclusive (default 30)
  --refusals POLICY           excluded (default) | correct | incorrect
  --baseline results.json     fail on significant regressions against an earlier run
  --max-bias-rate R --max-negation-gap D --min-flip-consistency R --max-stereotype-gap P --max-error-rate R
  --max-contamination-delta D --max-sql-contamination-delta D --max-atd-drop-difference D`;

/** The CLI: parses arguments, runs one command, and maps every failure to an exit code and a clear message. */
export async function runCli(argv: readonly string[], io: CommandIO): Promise<number> {
  try {
    if (argv[0] === "--version" || argv[0] === "version") return print(io, `bias-gate ${io.version}\n`);
    const { command, flags } = parseCliArgs(argv);
    if (!command || command === "help" || flags.help) return print(io, usage(command));
    const entry = COMMANDS[command];
    if (!entry)
      throw new ConfigError(
        `unknown command '${command}'`,
        `use one of: ${Object.keys(COMMANDS).join(", ")}`,
      );
    return await entry.run(flags, io);
  } catch (error) {
    return reportFailure(error, io);
  }
}

function reportFailure(error: unknown, io: CommandIO): number {
  if (error instanceof TemplateProblems) {
    io.stderr(formatDiagnostics(error.diagnostics, io.cwd));
    return EXIT.badInput;
  }
  if (error instanceof ConfigError) {
    io.stderr(`${formatConfigError(error, io.cwd)}\n`);
    return EXIT.badInput;
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
  ENOSPC: "no space left on the device",
  EROFS: "the file system is read-only",
};

function print(io: CommandIO, text: string): number {
  io.stdout(text);
  return EXIT.pass;
}

function usage(command: string | undefined): string {
  const commands = Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`)
    .join("\n");
  const head =
    command && COMMANDS[command]
      ? `bias-gate ${command}: ${COMMANDS[command].summary}`
      : "bias-gate <command> [flags]";
  return `${head}\n\nCommands:\n${commands}\n\n${SELECTION_FLAGS}\n`;
}
