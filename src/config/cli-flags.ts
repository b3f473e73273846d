/**
 * The CLI's commands and flags as one table: each flag's value, the commands that take it and its help line.
 * `parseCliArgs` validates against it and `bias-gate <command> --help` is printed from it, so they agree.
 */
import type { CliFlags } from "./cli-args.js";

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

const SELECTING = ["lint", "sample", "plan", "run", "score", "serve-sim", "merge"] as const;
const SAMPLING = ["sample", "plan", "run", "score", "serve-sim", "merge"] as const;
const REQUESTING = ["plan", "run", "score", "merge"] as const;
const GATING = ["plan", "run", "score", "merge"] as const;
const ANSWERING = ["run", "score"] as const;

/**
 * Every flag: its value, the commands that take it and its help line. Parsing, per-command validation and
 * `bias-gate <command> --help` all read this one table, so the help and what is accepted cannot disagree.
 */
export const FLAGS: Record<string, FlagSpec> = {
  "--config": {
    key: "config",
    kind: "string",
    commands: SELECTING,
    value: "FILE",
    help: "config file (default ./bias-gate.yml, else the embedded starter suite)",
  },
  "--templates": {
    key: "templates",
    kind: "strings",
    commands: SELECTING,
    value: "FILE|GLOB...",
    help: "template files (.csv, .yaml), instead of the config's suites",
  },
  "--domains": {
    key: "domains",
    kind: "string",
    commands: SELECTING,
    value: "DIR",
    help: "directory of <name>.txt domain files for --templates",
  },
  "--negation-pairing": {
    key: "negationPairing",
    kind: "string",
    commands: SELECTING,
    choices: ["negates-column", "row-order"],
    help: "how statements find their negations (row-order: APES's first half <-> second half)",
  },
  "--strict": { key: "strict", kind: "boolean", commands: SELECTING, help: "treat warnings as errors" },
  "--seed": {
    key: "seed",
    kind: "string",
    commands: SAMPLING,
    value: "S",
    help: "seed for sampling (same seed, same prompts)",
  },
  "--per-template": {
    key: "perTemplate",
    kind: "integer",
    commands: SAMPLING,
    value: "N",
    help: "prompts per template",
  },
  "--exhaustive": { key: "exhaustive", kind: "boolean", commands: SAMPLING, help: "every valid filling" },
  "--trials": {
    key: "trials",
    kind: "integer",
    commands: SAMPLING,
    value: "K",
    help: "repeated requests per prompt",
  },
  "--no-sequential": {
    key: "noSequential",
    kind: "boolean",
    commands: ["plan", "run"],
    help: "sample the fixed plan once instead of looking until every check is decided",
  },
  "--sequential": {
    key: "sequential",
    kind: "boolean",
    commands: ["plan", "run"],
    help: "sample in looks until every check is decided (the default)",
  },
  "--max-looks": {
    key: "maxLooks",
    kind: "integer",
    commands: ["plan", "run"],
    value: "K",
    help: "looks a sequential run takes at most, each adding the first look's sample (default 4)",
  },
  "--forecast": {
    key: "forecast",
    kind: "integer",
    commands: ["plan"],
    value: "N",
    help: "simulated runs behind the forecast of requests and decisions (default 20; 0 skips it)",
  },
  "--forecast-profile": {
    key: "forecastProfile",
    kind: "string",
    commands: ["plan"],
    value: "NAME|FILE",
    help: "the model the forecast assumes: a simulator profile (default the configured simulator's, else fair)",
  },
  "--system-prompt-file": {
    key: "systemPromptFile",
    kind: "string",
    commands: REQUESTING,
    value: "FILE",
    help: "system prompt sent with every request",
  },
  "--models": {
    key: "models",
    kind: "string",
    commands: ["plan", "run"],
    value: "A,B",
    help: "compare models on the same prompts, side by side (the first is gated unless --gate-on)",
  },
  "--compare-system-prompt": {
    key: "compareSystemPrompt",
    kind: "string",
    commands: ["plan", "run"],
    value: "FILE",
    help: "compare the run's system prompt (current) with this one (candidate) on the same prompts",
  },
  "--batch": {
    key: "batch",
    kind: "boolean",
    commands: ["plan", "run"],
    help: "send each stage as one Batch API batch (cheaper, slower: for scheduled runs), as provider.batch: true",
  },
  "--gate-on": {
    key: "gateOn",
    kind: "string",
    commands: ["plan", "run"],
    value: "LABEL",
    help: "the compared variant the verdict is decided on (default the first)",
  },
  "--format": {
    key: "format",
    kind: "string",
    commands: ["sample", "run", "score", "merge"],
    choices: {
      sample: ["jsonl", "table"],
      run: ["text", "md", "json"],
      score: ["text", "md", "json"],
      merge: ["text", "md", "json"],
    },
    help: {
      sample: "one JSON record per prompt (default), or a readable table",
      run: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
      score:
        "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
      merge:
        "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
    },
  },
  "--out": {
    key: "out",
    kind: "string",
    commands: ["sample", "run", "score", "seal", "merge"],
    value: "PATH",
    help: {
      sample: "write the prompts to this file instead of stdout",
      run: "directory for results.json and the reports, or a shard's file (default bias-gate-out)",
      merge: "directory for the merged results.json and the reports (default bias-gate-out)",
      score: "directory for results.json and the reports (default bias-gate-out)",
      seal: "the sealed archive to write",
    },
  },
  "--price-input": {
    key: "priceInput",
    kind: "number",
    commands: ["plan", "run"],
    value: "USD",
    help: "price per million input tokens (cost estimates and --max-cost-usd)",
  },
  "--price-output": {
    key: "priceOutput",
    kind: "number",
    commands: ["plan", "run"],
    value: "USD",
    help: "price per million output tokens",
  },
  "--base-url": {
    key: "baseUrl",
    kind: "string",
    commands: REQUESTING,
    value: "URL",
    help: "OpenAI-compatible endpoint (default: the embedded simulator, not a real model)",
  },
  "--model": { key: "model", kind: "string", commands: REQUESTING, value: "NAME", help: "model name" },
  "--api-key-env": {
    key: "apiKeyEnv",
    kind: "string",
    commands: ["run"],
    value: "NAME",
    help: "environment variable holding the API key (default OPENAI_API_KEY)",
  },
  "--temperature": {
    key: "temperature",
    kind: "number",
    commands: REQUESTING,
    value: "T",
    help: "sampling temperature",
  },
  "--max-tokens": {
    key: "maxTokens",
    kind: "integer",
    commands: REQUESTING,
    value: "N",
    help: "max_tokens per request",
  },
  "--max-completion-tokens": {
    key: "maxCompletionTokens",
    kind: "integer",
    commands: REQUESTING,
    value: "N",
    help: "max_completion_tokens per request (models that reject max_tokens)",
  },
  "--concurrency": {
    key: "concurrency",
    kind: "integer",
    commands: ["run"],
    value: "N",
    help: "requests in flight at the start (adapts to 429s)",
  },
  "--timeout-seconds": {
    key: "timeoutSeconds",
    kind: "number",
    commands: ["run"],
    value: "S",
    help: "timeout per request",
  },
  "--max-answer-bytes": {
    key: "maxAnswerBytes",
    kind: "integer",
    commands: ["run"],
    value: "N",
    help: "bytes one answer may take before it is read no further (default 262144)",
  },
  "--profile": {
    key: "profile",
    kind: "string",
    commands: ["plan", "run", "serve-sim", "merge"],
    value: "NAME|FILE",
    help: "simulator profile: fair, biased, negation-blind, rate-limited, flaky, reasoning, or a file",
  },
  "--no-cache": {
    key: "noCache",
    kind: "boolean",
    commands: ["run", "score", "merge"],
    help: {
      run: "do not read or write the cache",
      score: "score never uses the cache; accepted as in run",
      merge: "merge never uses the cache; accepted as in run",
    },
  },
  "--cache-dir": {
    key: "cacheDir",
    kind: "string",
    commands: ["run"],
    value: "DIR",
    help: "response cache (default .bias-gate/cache)",
  },
  "--record": {
    key: "record",
    kind: "string",
    commands: ["run"],
    value: "FILE",
    help: "write every request and answer as JSONL (for score --responses)",
  },
  "--replay": {
    key: "replay",
    kind: "strings",
    commands: ANSWERING,
    value: "FILE...",
    help: "answer from recordings (run --record) instead of a model",
  },
  "--responses": {
    key: "responses",
    kind: "strings",
    commands: ["score"],
    value: "FILE...",
    help: "recorded answers to score (from run --record)",
  },
  "--replay-loose": {
    key: "replayLoose",
    kind: "boolean",
    commands: ANSWERING,
    help: "match a recording made under another model or system prompt by prompt id and trial",
  },
  "--apes-predictions": {
    key: "apesPredictions",
    kind: "strings",
    commands: ANSWERING,
    value: "FILE...",
    help: "answer from APES's recorded predictions (CSV)",
  },
  "--max-requests": {
    key: "maxRequests",
    kind: "integer",
    commands: ["run"],
    value: "N",
    help: "budget: stop sending after N requests",
  },
  "--max-total-tokens": {
    key: "maxTotalTokens",
    kind: "integer",
    commands: ["run"],
    value: "N",
    help: "budget: stop sending after N tokens",
  },
  "--max-cost-usd": {
    key: "maxCostUsd",
    kind: "number",
    commands: ["run"],
    value: "USD",
    help: "budget: stop sending at this cost (needs prices)",
  },
  "--deadline-minutes": {
    key: "deadlineMinutes",
    kind: "number",
    commands: ["run"],
    value: "M",
    help: "stop querying after M minutes, keeping the answers so far (default 30)",
  },
  "--port": {
    key: "port",
    kind: "number",
    commands: ["serve-sim"],
    value: "N",
    help: "port to listen on (default: a free one)",
  },
  "--rule": {
    key: "rule",
    kind: "string",
    commands: GATING,
    choices: ["estimate", "confident"],
    help: "decide on the point estimate or the whole interval (default confident)",
  },
  "--min-usable": {
    key: "minUsable",
    kind: "number",
    commands: GATING,
    value: "N",
    help: "fewer usable answers make a check inconclusive (default 30)",
  },
  "--refusals": {
    key: "refusals",
    kind: "string",
    commands: GATING,
    choices: ["excluded", "correct", "incorrect"],
    help: "how refusals count (default excluded)",
  },
  "--baseline": {
    key: "baseline",
    kind: "string",
    commands: [...ANSWERING, "merge"],
    value: "FILE",
    help: "an earlier results.json: fail on significant regressions against it",
  },
  "--max-bias-rate": {
    key: "maxBiasRate",
    kind: "number",
    commands: GATING,
    value: "R",
    help: "threshold: largest share of biased answers, in [0,1]",
  },
  "--max-negation-gap": {
    key: "maxNegationGap",
    kind: "number",
    commands: GATING,
    value: "D",
    help: "threshold: largest |accuracy on statements − on negations|",
  },
  "--min-flip-consistency": {
    key: "minFlipConsistency",
    kind: "number",
    commands: GATING,
    value: "R",
    help: "threshold: smallest share of statement/negation pairs answered oppositely",
  },
  "--max-stereotype-gap": {
    key: "maxStereotypeGap",
    kind: "number",
    commands: GATING,
    value: "P",
    help: "threshold: largest |pro − anti-stereotyped accuracy|, in points",
  },
  "--max-error-rate": {
    key: "maxErrorRate",
    kind: "number",
    commands: GATING,
    value: "R",
    help: "threshold: largest share of failed requests",
  },
  "--max-contamination-delta": {
    key: "maxContaminationDelta",
    kind: "number",
    commands: GATING,
    value: "D",
    help: "threshold: largest contamination signal",
  },
  "--max-sql-contamination-delta": {
    key: "maxSqlContaminationDelta",
    kind: "number",
    commands: GATING,
    value: "D",
    help: "threshold: largest text-to-SQL accuracy difference, public − fresh",
  },
  "--max-atd-drop-difference": {
    key: "maxAtdDropDifference",
    kind: "number",
    commands: GATING,
    value: "D",
    help: "threshold: largest ATD drop difference",
  },
  "--key-env": {
    key: "keyEnv",
    kind: "string",
    commands: ["seal"],
    value: "NAME",
    help: "environment variable holding the key (default BIAS_GATE_FRESH_KEY)",
  },
  "--groups": {
    key: "groups",
    kind: "string",
    commands: ["init"],
    value: "LIST",
    help: "comma-separated groups of the starter suite to copy, e.g. gender,age (default: all of them)",
  },
  "--dir": {
    key: "dir",
    kind: "string",
    commands: ["init"],
    value: "DIR",
    help: "where to write the starter files (default: the current directory); nothing is overwritten",
  },
  "--workflows": {
    key: "workflows",
    kind: "string",
    commands: ["init"],
    value: "LIST",
    help: "comma-separated workflows to write: pr (default), schedule, fork-safe, or none",
  },
  "--shard": {
    key: "shard",
    kind: "string",
    commands: ["run", "plan"],
    value: "i/n",
    help: {
      run: "send only matrix job i of n's slice and write <out>/shard-<i>-of-<n>.jsonl for merge (no verdict)",
      plan: "what matrix job i of n would send",
    },
  },
  "--shards": {
    key: "shards",
    kind: "strings",
    commands: ["merge"],
    value: "FILE|DIR...",
    help: "the shards' files (shard-<i>-of-<n>.jsonl), or directories holding them (as well as the operands)",
  },
  "--help": { key: "help", kind: "boolean", commands: COMMAND_NAMES, help: "this help" },
  "-h": { key: "help", kind: "boolean", commands: COMMAND_NAMES, help: "this help" },
};

/** A command bias-gate has, as its typed name. */
export function isCommandName(name: string | undefined): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name ?? "");
}

/** The flags `command` takes, in table order, without the `-h` alias. */
export function flagsFor(command: CommandName): [string, FlagSpec][] {
  return Object.entries(FLAGS).filter(([name, spec]) => name !== "-h" && spec.commands.includes(command));
}

/** A per-command value for `command`; without a command, every command's values (for choices) or the first. */
export function forCommand<T>(value: PerCommand<T> | undefined, command: string | undefined): T | undefined {
  if (value === undefined || typeof value === "string" || Array.isArray(value)) return value as T | undefined;
  const table = value as Partial<Record<string, T>>;
  return command !== undefined ? table[command] : Object.values(table)[0];
}
