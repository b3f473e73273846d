import { isAbsolute, relative } from "node:path";
import type { CheckRunMode } from "../config/action-inputs.js";
import type { LinkOptions } from "../report/next-steps.js";
import type { Results } from "../report/results.js";
import { type RowSource, worstTemplateRows } from "./annotations.js";
import { type CheckRunPlan, planCheckRun } from "./check-run.js";
import { GitHubApiError, type GitHubClient } from "./client.js";

/** What became of the check run: its page when created, and at most one line for the log. */
export interface CheckRunOutcome {
  url?: string;
  log?: { level: "info" | "warning"; message: string };
}

/**
 * The check run for a run, unless the `check-run` input is off or there is no commit to put it on. Reasons are
 * annotated on the config file when the workspace holds it (GitHub places annotations by repository path); the
 * worst templates on their rows.
 */
export function checkRunRequest(
  mode: CheckRunMode,
  run: {
    results: Results;
    header: string;
    headSha?: string;
    links: LinkOptions;
    comment: string;
    /** Absolute path of the config file the run read, when there was one. */
    configFile?: string;
    rows: RowSource;
  },
): { plan: CheckRunPlan; mode: Exclude<CheckRunMode, "off"> } | undefined {
  if (mode === "off" || !run.headSha) return undefined;
  const configFile = run.configFile ? relative(run.rows.workspace, run.configFile) : "";
  const inWorkspace = configFile !== "" && !configFile.startsWith("..") && !isAbsolute(configFile);
  const plan = planCheckRun({
    results: run.results,
    header: run.header,
    headSha: run.headSha,
    links: run.links,
    comment: run.comment,
    ...(inWorkspace ? { reasonsFile: configFile } : {}),
    templateRows: worstTemplateRows(run.results, run.rows),
    ...(run.links.runUrl ? { detailsUrl: run.links.runUrl } : {}),
  });
  return { plan, mode };
}

const CARRIED = "the job's status and the comment carry the verdict";

/**
 * Creates the check run with its first 50 annotations, then adds the rest 50 per update. A token that may not
 * write checks (403, as on fork pull requests; 404) is expected under `auto`: one info line, and the job goes on
 * as without a check run; under `on` the same line is a warning. Any other failure is a warning. Never throws:
 * the verdict, not the Checks API, decides the job.
 */
export async function publishCheckRun(
  client: GitHubClient,
  plan: CheckRunPlan,
  mode: Exclude<CheckRunMode, "off">,
): Promise<CheckRunOutcome> {
  const [first = [], ...later] = plan.annotations;
  let created: { id: number; url: string };
  try {
    created = await client.createCheckRun({
      name: plan.name,
      headSha: plan.headSha,
      conclusion: plan.conclusion,
      ...(plan.detailsUrl ? { detailsUrl: plan.detailsUrl } : {}),
      output: { ...plan.output, annotations: first },
    });
  } catch (error) {
    const denied = deniedStatus(error);
    if (denied !== undefined) {
      return {
        log: {
          level: mode === "on" ? "warning" : "info",
          message: `bias-gate: cannot publish a check run (${denied}); ${CARRIED}`,
        },
      };
    }
    return {
      log: {
        level: "warning",
        message: `bias-gate: could not publish the check run (${messageOf(error)}); ${CARRIED}`,
      },
    };
  }
  const url = created.url || undefined;
  for (const [i, batch] of later.entries()) {
    try {
      await client.updateCheckRun(created.id, {
        title: plan.output.title,
        summary: plan.output.summary,
        annotations: batch,
      });
    } catch (error) {
      const lost = later.slice(i).reduce((n, b) => n + b.length, 0);
      return {
        ...(url ? { url } : {}),
        log: {
          level: "warning",
          message: `bias-gate: the check run was published without its last ${lost} annotations (${messageOf(error)}); the comment lists every reason`,
        },
      };
    }
  }
  return url ? { url } : {};
}

/** Why the token may not write checks, in words, or undefined for any other failure. */
function deniedStatus(error: unknown): string | undefined {
  if (!(error instanceof GitHubApiError) || error.timedOut) return undefined;
  if (error.status === 403) return "403: the token lacks checks: write, as on fork pull requests";
  if (error.status === 404)
    return "404: the Checks API is not available to this token; grant it checks: write";
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
