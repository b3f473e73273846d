import type { ActionInputs } from "../config/action-inputs.js";
import { cliCommand } from "../config/project.js";
import { reproducingArgs } from "../config/reproducing-args.js";
import type { LinkOptions } from "../report/comment-md.js";
import { reproduceRunCommand } from "../report/reproduce.js";
import type { Results } from "../report/results.js";
import type { EventContext } from "./context.js";
import type { BaselineSource } from "./gate-in-action.js";

/** Where a run came from, as the comment's and summary's link options. */
export type RunLinks = LinkOptions;

/**
 * The runner variables links are built from (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID), and the
 * Action's own repository and ref (GITHUB_ACTION_REPOSITORY, GITHUB_ACTION_REF) the reproduce command runs.
 */
export type RunnerVariables = Partial<Record<string, string>>;

/**
 * The links the comment and summary show: this workflow run, the repository, the commit measured (the pull
 * request's head), what the baseline was, and the CLI command that asks the same questions (every input that
 * changed the run, with the CLI this Action's `uses:` names).
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
    // The run's own flags as results.json records them: in the fork-safe recipe's trusted job, the results are the
    // pull request job's, and this job's inputs say nothing of its budgets.
    reproduce: reproduceRunCommand(
      results.provenance.runArgs ?? reproducingArgs(inputs.flags),
      { config: results.provenance.config, seed: results.provenance.seed },
      { cli: cliCommand({ action: vars }), workingDirectory: inputs.workingDirectory },
    ),
  };
}
