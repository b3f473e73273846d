import type { CheckRunMode } from "../config/action-inputs.js";
import type { Results } from "../report/results.js";
import type { CheckRunPlan } from "./check-run.js";
import type { GitHubClient } from "./client.js";
import type { EventContext } from "./context.js";
import { publishToDataBranch } from "./data-branch.js";
import { type CheckRunOutcome, publishCheckRun } from "./publish-check-run.js";
import { commentMarker, LEGACY_MARKER, publishComment } from "./sticky-comment.js";
import { syncTrackingIssue, type TrackingIssue } from "./tracking-issue.js";

export interface Publication {
  event: EventContext;
  /** The pull request to comment on: the event's, or the `pull-request-number` input for a workflow_run. */
  pullNumber?: number;
  results: Results;
  comment: string;
  report: string;
  commentMode: "update" | "recreate" | "off";
  /** The comment's hidden marker, one per job (see `commentMarker`); default `<!-- bias-gate:default -->`. */
  marker?: string;
  dataBranch: string;
  /** results.json, badge.svg, badge.json and the history line for the data branch. */
  files: Record<string, string>;
  historyLine: string;
  runUrl?: string;
  /** The check run to publish on the commit (see `planCheckRun`); absent when the `check-run` input is off. */
  checkRun?: { plan: CheckRunPlan; mode: Exclude<CheckRunMode, "off"> };
}

export interface Published {
  commentUrl?: string;
  /** What the log and the job summary must say: notices (fork) and failures of the GitHub API. */
  notes: string[];
  /** The check run's page, and the one line to log when it could not be published. */
  checkRun?: CheckRunOutcome;
}

/**
 * Publishes a run where it belongs: the sticky comment on a same-repo pull request (a fork's read-only token
 * cannot comment: say so instead), the check run on the commit, results and badges on the data branch for the
 * default branch, and the tracking issue for scheduled runs. A GitHub API failure is reported, never hidden, and
 * never changes the verdict: the gate's result decides the job.
 */
export async function publish(client: GitHubClient | undefined, p: Publication): Promise<Published> {
  const notes: string[] = [];
  let commentUrl: string | undefined;
  const attempt = async (what: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      notes.push(`Could not ${what}: ${(error as Error).message}. The verdict above still decides this job.`);
    }
  };
  if (!client) {
    notes.push("No GitHub token: nothing was published beyond this summary.");
    return { notes };
  }
  const pr = p.pullNumber ?? p.event.pullNumber;
  if (p.event.kind === "pull_request" && p.event.fork) {
    notes.push(
      "This pull request comes from a fork: its token is read-only and secrets are not available, so no comment was posted. Use the fork-safe two-workflow recipe (docs/action.md) to comment from a workflow_run.",
    );
  } else if (pr !== undefined && (p.event.kind === "pull_request" || p.event.kind === "workflow_run")) {
    if (p.commentMode !== "off") {
      await attempt("post the pull request comment", async () => {
        const author = await tokenLogin(client, notes);
        const result = await publishComment(client, {
          issue: pr,
          body: p.comment,
          mode: p.commentMode,
          marker: p.marker ?? commentMarker("default"),
          legacyMarker: LEGACY_MARKER,
          ...(author ? { author } : {}),
        });
        commentUrl = result.url;
      });
    }
  }
  const checkRun = p.checkRun ? await publishCheckRun(client, p.checkRun.plan, p.checkRun.mode) : undefined;
  if (p.event.onDefaultBranch && p.event.kind !== "pull_request") {
    await attempt(`update the data branch ${p.dataBranch}`, () =>
      publishToDataBranch(client, {
        branch: p.dataBranch,
        files: p.files,
        appendHistory: { path: "history.jsonl", line: p.historyLine },
        message: `bias-gate: ${p.results.verdict.status} (${p.event.sha?.slice(0, 7) ?? "run"})`,
      }),
    );
  }
  if (p.event.kind === "schedule") {
    await attempt("update the tracking issue", async () => {
      await syncTrackingIssue(client, trackingIssue(p));
    });
  }
  return { ...(commentUrl ? { commentUrl } : {}), notes, ...(checkRun ? { checkRun } : {}) };
}

/**
 * The token's own login, so only comments this token wrote are edited (a PAT or an App token posts as itself,
 * not as github-actions[bot]). When GitHub will not say, the comment is found by its marker alone, with a note.
 */
async function tokenLogin(client: GitHubClient, notes: string[]): Promise<string | undefined> {
  try {
    return await client.viewerLogin();
  } catch (error) {
    notes.push(
      `Could not tell which account the token belongs to (${(error as Error).message}); the comment was found by its marker alone.`,
    );
    return undefined;
  }
}

/**
 * The tracking issue's content for a scheduled run. A fail and an endpoint error both open it, with words that
 * tell them apart: a biased model is not an unreachable one.
 */
export function trackingIssue(p: Pick<Publication, "results" | "report" | "runUrl">): TrackingIssue {
  const { status, reasons } = p.results.verdict;
  const unmeasured = status === "error";
  const lead = unmeasured
    ? "The latest scheduled bias-gate run could not measure the model: the endpoint failed, so nothing was gated. Fix the endpoint, the API key or the model setting named below."
    : "The latest scheduled bias-gate run failed its gate.";
  const link = p.runUrl ? `[The ${unmeasured ? "" : "failing "}run](${p.runUrl})\n\n` : "";
  return {
    status,
    title: unmeasured
      ? "bias-gate: scheduled check could not measure the model"
      : "bias-gate: scheduled check is failing",
    body: `${lead}\n\n${link}${p.report}`,
    ...(reasons[0] ? { reason: reasons[0] } : {}),
    label: "bias-gate",
  };
}
