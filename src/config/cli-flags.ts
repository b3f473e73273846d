/**
 * The CLI's commands and flags as one table: each flag's value, the commands that take it and its help line.
 * `parseCliArgs` validates against it and `bias-gate <command> --help` is printed from it, so they agree.
 */
import { ANSWERING, COMMAND_NAMES, type CommandName, type FlagSpec, GATING } from "./cli-commands.js";
import { ENDPOINT_FLAGS } from "./cli-flags-endpoint.js";
import { SAMPLING_FLAGS } from "./cli-flags-sampling.js";

/**
 * Every flag: its value, the commands that take it and its help line. Parsing, per-command validation and
 * `bias-gate <command> --help` all read this one table, so the help and what is accepted cannot disagree.
 */
export const FLAGS: Record<string, FlagSpec> = {
  ...SAMPLING_FLAGS,
  ...ENDPOINT_FLAGS,
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
  "--max-decision-disparity": {
    key: "maxDecisionDisparity",
    kind: "number",
    commands: GATING,
    value: "D",
    help: "threshold: largest |decision rate of a group − the reference group's|",
  },
  "--min-counterfactual-consistency": {
    key: "minCounterfactualConsistency",
    kind: "number",
    commands: GATING,
    value: "R",
    help: "threshold: smallest share of decision families decided alike for everyone",
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
  "--decisions": {
    key: "decisions",
    kind: "boolean",
    commands: ["init"],
    help: "also write a decision suite (does the answer change when only the person does?) under decisions/",
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

/** The flags `command` takes, in table order, without the `-h` alias. */
export function flagsFor(command: CommandName): [string, FlagSpec][] {
  return Object.entries(FLAGS).filter(([name, spec]) => name !== "-h" && spec.commands.includes(command));
}
