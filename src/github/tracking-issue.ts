import type { GitHubClient } from "./client.js";

export interface TrackingIssue {
  /** Whether the scheduled run failed its gate. */
  failing: boolean;
  title: string;
  body: string;
  /** The label that identifies bias-gate's tracking issue, e.g. "bias-gate". */
  label: string;
}

export interface TrackingOutcome {
  action: "opened" | "updated" | "closed" | "none";
  url?: string;
}

/** Comment left on the tracking issue when a later run passes. */
export const RESOLVED_COMMENT = "The latest scheduled bias-gate run passed. Closing this issue.";

/**
 * Keeps one open tracking issue per label in step with scheduled runs: a failing run opens it (or updates
 * the open one's body), a passing run closes the open one with a comment, and otherwise nothing happens.
 * When several are open (created by hand), the oldest is the one kept in step.
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
  if (issue.failing) {
    if (current) {
      await client.updateIssue(current.number, { body: issue.body });
      return { action: "updated", url: current.url };
    }
    const created = await client.createIssue(issue.title, issue.body, [issue.label]);
    return { action: "opened", url: created.url };
  }
  if (!current) return { action: "none" };
  await client.createIssueComment(current.number, RESOLVED_COMMENT);
  await client.updateIssue(current.number, { state: "closed" });
  return { action: "closed", url: current.url };
}
