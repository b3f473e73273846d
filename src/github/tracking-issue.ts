import type { VerdictStatus } from "../metrics/types.js";
import type { GitHubClient } from "./client.js";

export interface TrackingIssue {
  /** The scheduled run's verdict: it decides whether the issue is opened, commented on or closed. */
  status: VerdictStatus;
  /** The title of a newly opened issue; an open issue keeps its title. */
  title: string;
  /** The body written when the run fails or could not measure the model. */
  body: string;
  /** Why an inconclusive run could not decide (the verdict's first reason), quoted in its comment. */
  reason?: string;
  /** The label that identifies bias-gate's tracking issue, e.g. "bias-gate". */
  label: string;
}

export interface TrackingOutcome {
  action: "opened" | "updated" | "commented" | "closed" | "none";
  url?: string;
}

/** Comment left on the tracking issue when a later run passes. */
export const RESOLVED_COMMENT = "The latest scheduled bias-gate run passed. Closing this issue.";

/** Comment left on an open tracking issue when a later run could neither pass nor fail the gate. */
export function inconclusiveComment(reason: string | undefined): string {
  const why = reason?.trim().replace(/[.;]+$/, "") || "see the run's report";
  return `The latest scheduled run was inconclusive: ${why}; keeping this issue open.`;
}

/**
 * What each verdict does to the tracking issue. Only a pass closes it: an inconclusive run measured too little
 * to say the problem is gone, and an endpoint error (`error`) measured nothing, so someone must fix the endpoint.
 */
const TRACKING: Record<VerdictStatus, "report" | "note" | "resolve"> = {
  fail: "report",
  error: "report",
  inconclusive: "note",
  pass: "resolve",
};

/**
 * Keeps one open tracking issue per label in step with scheduled runs: a failing or unmeasured (`error`) run
 * opens it (or updates the open one's body); an inconclusive run comments on the open one and keeps it open
 * (not twice in a row with the same words), or does nothing when none is open; a passing run closes the open
 * one with a comment. When several are open (created by hand), the oldest is the one kept in step.
 */
export async function syncTrackingIssue(
  client: GitHubClient,
  issue: TrackingIssue,
): Promise<TrackingOutcome> {
  const open = await client.findIssues(issue.label, "open");
  const current = open.reduce<(typeof open)[number] | undefined>(
    (oldest, candidate) => (oldest === undefined || candidate.number < oldest.number ? candidate : oldest),
    undefined,
  );
  const action = TRACKING[issue.status];
  if (action === "report") {
    if (current) {
      await client.updateIssue(current.number, { body: issue.body });
      return { action: "updated", url: current.url };
    }
    const created = await client.createIssue(issue.title, issue.body, [issue.label]);
    return { action: "opened", url: created.url };
  }
  if (!current) return { action: "none" };
  if (action === "note") {
    const comment = inconclusiveComment(issue.reason);
    const last = (await client.listIssueComments(current.number)).at(-1);
    if (last?.body === comment) return { action: "none", url: current.url };
    await client.createIssueComment(current.number, comment);
    return { action: "commented", url: current.url };
  }
  await client.createIssueComment(current.number, RESOLVED_COMMENT);
  await client.updateIssue(current.number, { state: "closed" });
  return { action: "closed", url: current.url };
}
