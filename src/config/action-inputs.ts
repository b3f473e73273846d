import * as core from "@actions/core";
import type { CliFlags } from "./cli-commands.js";
import { ConfigError } from "./errors.js";
import { readNumberSetting } from "./number-settings.js";
import { parseShardSpec } from "./shard-spec.js";

/** When the job fails: on a failing or inconclusive verdict (the default), on a failing one only, or never. */
export const FAIL_ON = ["inconclusive", "fail", "never"] as const;
export type FailOn = (typeof FAIL_ON)[number];

/**
 * Whether a check run is published: `auto` when the token may write checks (else one info line), `on` the same
 * with a warning when it may not, `off` never.
 */
export const CHECK_RUN = ["auto", "on", "off"] as const;
export type CheckRunMode = (typeof CHECK_RUN)[number];

/** Everything the Action is told, read once (peter-evans/create-pull-request style) into one typed object. */
export interface ActionInputs {
  /** The same selection and gate flags the CLI takes. */
  flags: CliFlags;
  /** From a secret; registered with the runner before anything is logged. Empty when not given. */
  apiKey: string;
  githubToken: string;
  commentMode: "update" | "recreate" | "off";
  /** Names this job's sticky comment (its hidden marker); empty: the job's id. */
  header: string;
  /** Which verdicts fail the job; endpoint errors fail it unless `never`. */
  failOn: FailOn;
  /** Publish a check run (success, failure, or neutral when inconclusive) beside the comment. */
  checkRun: CheckRunMode;
  cache: boolean;
  /** Upload report.html as this job's artifact and link it from the comment and the summary. */
  uploadReport: boolean;
  badgeBranch: string;
  workingDirectory: string;
  /** Publish this results.json instead of running (the `workflow_run` half of the fork-safe recipe). */
  resultsFile?: string;
  /** The pull request a `workflow_run` publishes to: GitHub leaves the event's list empty for forks. */
  pullRequestNumber?: number;
  /** `i/n`: run only this matrix job's slice and write its shard file; nothing is decided or published. */
  shard?: string;
  /** Shard files, the folders their artifacts were downloaded to, or globs: gate and publish their union. */
  merge?: string[];
}

/**
 * The numeric inputs, each the CLI flag of the same name: read as numbers and checked against the same setting's
 * range in the config file's schema, so `max-bias-rate: 10` is refused here as it is in bias-gate.yml.
 */
const NUMBER_INPUTS = [
  ["per-template", "perTemplate"],
  ["trials", "trials"],
  ["max-looks", "maxLooks"],
  ["max-bias-rate", "maxBiasRate"],
  ["max-negation-gap", "maxNegationGap"],
  ["min-flip-consistency", "minFlipConsistency"],
  ["max-stereotype-gap", "maxStereotypeGap"],
  ["max-contamination-delta", "maxContaminationDelta"],
  ["max-sql-contamination-delta", "maxSqlContaminationDelta"],
  ["max-atd-drop-difference", "maxAtdDropDifference"],
  ["max-decision-disparity", "maxDecisionDisparity"],
  ["min-counterfactual-consistency", "minCounterfactualConsistency"],
  ["deadline-minutes", "deadlineMinutes"],
  ["max-cost-usd", "maxCostUsd"],
  ["max-requests", "maxRequests"],
  ["concurrency", "concurrency"],
] as const;

/** Reads and checks every input; a bad one is a ConfigError naming the input and the fix. */
export function readActionInputs(): ActionInputs {
  const flags: CliFlags = {};
  const text = (name: string) => core.getInput(name);
  const set = <K extends keyof CliFlags>(key: K, value: CliFlags[K] | undefined) => {
    if (value !== undefined && value !== "") flags[key] = value;
  };
  set("config", text("config"));
  const templates = text("templates").split(/\s+/).filter(Boolean);
  if (templates.length) flags.templates = templates;
  set("domains", text("domains"));
  set("negationPairing", choice("negation-pairing", ["negates-column", "row-order"]));
  set("model", text("model"));
  set("models", modelsInput(text("models"), text("model")));
  set("gateOn", text("gate-on").trim());
  if (flags.models && flags.gateOn && !flags.models.split(",").includes(flags.gateOn)) {
    throw new ConfigError(
      `input gate-on "${flags.gateOn}" is not one of the models compared`,
      `use one of: ${flags.models.split(",").join(", ")}`,
    );
  }
  const baseUrl = text("base-url");
  if (baseUrl && baseUrl !== "simulator") flags.baseUrl = baseUrl;
  set("profile", text("profile"));
  set("systemPromptFile", text("system-prompt-file"));
  set("seed", text("seed"));
  set("rule", choice("rule", ["estimate", "confident"]));
  set("baseline", text("baseline"));
  for (const [name, key] of NUMBER_INPUTS) {
    const value = text(name);
    if (value.trim()) flags[key] = readNumberSetting(key, value, `input ${name}`);
  }
  if (text("batch").trim()) flags.batch = boolean("batch", false);
  if (text("sequential").trim()) {
    if (boolean("sequential", true)) flags.sequential = true;
    else flags.noSequential = true;
  }
  flags.strict = boolean("strict", false);
  const sharding = shardInputs(text("shard"), text("merge"), text("results-file"));
  return {
    ...sharding,
    flags,
    apiKey: text("api-key"),
    githubToken: text("github-token"),
    commentMode: choice("comment-mode", ["update", "recreate", "off"]) ?? "update",
    header: text("header").trim(),
    failOn: choice("fail-on", FAIL_ON) ?? "inconclusive",
    checkRun: choice("check-run", CHECK_RUN) ?? "auto",
    cache: boolean("cache", true),
    uploadReport: boolean("upload-report", true),
    badgeBranch: text("badge-branch") || "bias-gate-data",
    workingDirectory: text("working-directory") || ".",
    ...(text("results-file") ? { resultsFile: text("results-file") } : {}),
    ...(positiveInteger("pull-request-number")
      ? { pullRequestNumber: positiveInteger("pull-request-number")! }
      : {}),
  };
}

/**
 * `models`: two or more distinct names, however a workflow lists them (commas, spaces, one per line), as the
 * comma list `--models` takes; checked here so the error names the input, not the CLI's flag.
 */
function modelsInput(list: string, model: string): string | undefined {
  const models = list.split(/[\s,]+/).filter(Boolean);
  if (models.length === 0) return undefined;
  if (model.trim()) {
    throw new ConfigError(
      "inputs model and models cannot be used together",
      "models: current, candidate compares them; model alone runs one",
    );
  }
  const twice = models.find((name, i) => models.indexOf(name) !== i);
  if (models.length < 2 || twice !== undefined) {
    throw new ConfigError(
      twice === undefined
        ? `input models needs two or more model names, not "${list.trim()}"`
        : `input models names "${twice}" twice`,
      "models: gpt-4o-mini, gpt-4.1-mini (the first is gated unless gate-on names another); model for one",
    );
  }
  return models.join(",");
}

/** `shard` and `merge`: checked now (a bad i/n is the input's error), and never together or with `results-file`. */
function shardInputs(
  shard: string,
  merge: string,
  resultsFile: string,
): Pick<ActionInputs, "shard" | "merge"> {
  const given = [shard && "shard", merge && "merge", resultsFile && "results-file"].filter(Boolean);
  if (given.length > 1) {
    throw new ConfigError(
      `inputs ${given.join(" and ")} cannot be used together`,
      "shard: i/n in each matrix job, merge: <their downloaded files> in the job that needs them all",
    );
  }
  if (shard) parseShardSpec(shard, "input shard");
  const patterns = merge.split(/\s+/).filter(Boolean);
  return { ...(shard ? { shard: shard.trim() } : {}), ...(patterns.length ? { merge: patterns } : {}) };
}

function choice<T extends string>(name: string, options: readonly T[]): T | undefined {
  const value = core.getInput(name);
  if (!value) return undefined;
  if (!(options as readonly string[]).includes(value)) {
    throw new ConfigError(`input ${name} cannot be '${value}'`, `use one of: ${options.join(", ")}`);
  }
  return value as T;
}

function positiveInteger(name: string): number | undefined {
  const value = core.getInput(name);
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    throw new ConfigError(`input ${name} must be a positive integer, not '${value}'`, `e.g. ${name}: 25`);
  }
  return n;
}

function boolean(name: string, fallback: boolean): boolean {
  const value = core.getInput(name).trim().toLowerCase();
  if (!value) return fallback;
  if (["true", "yes", "1"].includes(value)) return true;
  if (["false", "no", "0"].includes(value)) return false;
  throw new ConfigError(`input ${name} must be true or false, not '${value}'`, `e.g. ${name}: true`);
}
