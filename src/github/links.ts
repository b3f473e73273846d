import type { ActionInputs } from "../config/action-inputs.js";
import type { CliFlags } from "../config/cli-commands.js";
import type { LinkOptions } from "../report/comment-md.js";
import type { Results } from "../report/results.js";
import type { EventContext } from "./context.js";
import type { BaselineSource } from "./gate-in-action.js";

/** Where a run came from, as the comment's and summary's link options. */
export type RunLinks = LinkOptions;

/** The runner variables links are built from (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID). */
export type RunnerVariables = Partial<Record<string, string>>;

/**
 * The links the comment and summary show: this workflow run, the repository, the commit measured (the pull
 * request's head), what the baseline was, and the CLI command that asks the same questions.
 */
export function runLinks(
  vars: RunnerVariables,
  event: Pick<EventContext, "sha">,
  baseline: BaselineSource | undefined,
  inputs: Pick<ActionInputs, "flags" | "workingDirectory">,
  results: Pick<Results, "provenance">,
): RunLinks {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = vars;
  const repoUrl = server && repo ? `${server}/${repo}` : undefined;
  return {
    ...(repoUrl && id ? { runUrl: `${repoUrl}/actions/runs/${id}` } : {}),
    ...(repoUrl ? { repoUrl } : {}),
    ...(event.sha ? { headSha: event.sha } : {}),
    ...(baseline ? { baselineLabel: baseline.label } : {}),
    ...(baseline?.sha ? { baselineSha: baseline.sha } : {}),
    reproduce: reproduceCommand(inputs, results),
  };
}

/** The inputs that change what is asked or how it is judged, as the CLI flags of the same name. */
const REPRODUCING_FLAGS: readonly (readonly [keyof CliFlags, string])[] = [
  ["templates", "--templates"],
  ["domains", "--domains"],
  ["negationPairing", "--negation-pairing"],
  ["model", "--model"],
  ["baseUrl", "--base-url"],
  ["profile", "--profile"],
  ["systemPromptFile", "--system-prompt-file"],
  ["perTemplate", "--per-template"],
  ["trials", "--trials"],
  ["rule", "--rule"],
  ["maxBiasRate", "--max-bias-rate"],
  ["maxNegationGap", "--max-negation-gap"],
  ["minFlipConsistency", "--min-flip-consistency"],
  ["maxStereotypeGap", "--max-stereotype-gap"],
  ["maxContaminationDelta", "--max-contamination-delta"],
  ["maxSqlContaminationDelta", "--max-sql-contamination-delta"],
  ["maxAtdDropDifference", "--max-atd-drop-difference"],
];

/**
 * `npx bias-gate run --config bias-gate.yml --seed pr-7 --per-template 6`: the config and seed the run used, and
 * every input that changed the questions or the thresholds. Never the API key (the CLI reads it from the env).
 */
export function reproduceCommand(
  inputs: Pick<ActionInputs, "flags" | "workingDirectory">,
  results: Pick<Results, "provenance">,
): string {
  const words = ["npx", "bias-gate", "run"];
  const config = results.provenance.config ?? inputs.flags.config;
  if (config) words.push("--config", shellWord(config));
  words.push("--seed", shellWord(results.provenance.seed));
  for (const [key, flag] of REPRODUCING_FLAGS) {
    const value = inputs.flags[key];
    if (value === undefined || value === "" || value === false) continue;
    const values = Array.isArray(value)
      ? value.map(String)
      : [key === "baseUrl" ? withoutCredentials(String(value)) : String(value)];
    words.push(flag, ...values.map(shellWord));
  }
  const dir = inputs.workingDirectory.replace(/\/+$/, "");
  const command = words.join(" ");
  return dir && dir !== "." ? `cd ${shellWord(dir)} && ${command}` : command;
}

/** An endpoint URL without user info, query or fragment, where a careless setup might keep a credential. */
function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "<base-url>";
  }
}

function shellWord(text: string): string {
  return /^[\w./@:+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
