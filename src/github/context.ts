/** The event kinds bias-gate treats differently; anything else is "other". */
export const EVENT_KINDS = [
  "pull_request",
  "push",
  "schedule",
  "workflow_dispatch",
  "workflow_run",
  "other",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What bias-gate needs to know about the workflow run that triggered it. */
export interface EventContext {
  kind: EventKind;
  /** The raw event name, e.g. "pull_request_target". */
  eventName: string;
  owner: string;
  repo: string;
  pullNumber?: number;
  /** True when the change comes from another repository (a fork), where the token is read-only. */
  fork: boolean;
  defaultBranch?: string;
  /** The branch the run is about: the PR's head branch, or the pushed / dispatched branch. */
  branch?: string;
  sha?: string;
  /** True when the run is about the default branch itself (not a pull request, not a fork). */
  onDefaultBranch: boolean;
}

/** Ref and SHA of the run (GITHUB_REF, GITHUB_SHA), used where the payload carries none (schedule). */
export interface RunRefs {
  ref?: string;
  sha?: string;
}

type Json = Record<string, unknown>;

function obj(value: unknown): Json {
  return typeof value === "object" && value !== null ? (value as Json) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

/** "refs/heads/main" → "main"; tags and other refs → undefined. */
function branchOf(ref: string | undefined): string | undefined {
  return ref?.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : undefined;
}

function fullName(repo: unknown): string | undefined {
  return str(obj(repo)["full_name"]);
}

/** Compares repository names case-insensitively, as GitHub does. */
function sameRepo(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

function kindOf(eventName: string): EventKind {
  if (eventName === "pull_request" || eventName === "pull_request_target") return "pull_request";
  const known: readonly string[] = EVENT_KINDS;
  return known.includes(eventName) ? (eventName as EventKind) : "other";
}

/**
 * Describes the triggering event from its name, its webhook payload and `GITHUB_REPOSITORY` ("owner/repo").
 * Pure: pass `refs` (GITHUB_REF, GITHUB_SHA) for events whose payload lacks them, such as `schedule`.
 * A pull request whose head repository is missing (a deleted fork) counts as a fork.
 */
export function describeEvent(
  eventName: string,
  payload: unknown,
  repository: string,
  refs: RunRefs = {},
): EventContext {
  const [owner, repo, ...rest] = repository.split("/");
  if (!owner || !repo || rest.length > 0) {
    throw new Error(`GITHUB_REPOSITORY must look like "owner/repo", got ${JSON.stringify(repository)}`);
  }
  const p = obj(payload);
  const kind = kindOf(eventName);
  const defaultBranch = str(obj(p["repository"])["default_branch"]);
  const base = { kind, eventName, owner, repo, defaultBranch };

  if (kind === "pull_request") {
    const pr = obj(p["pull_request"]);
    const head = obj(pr["head"]);
    const baseRepo = fullName(obj(pr["base"])["repo"]) ?? repository;
    return {
      ...base,
      pullNumber: num(pr["number"]) ?? num(p["number"]),
      fork: !sameRepo(fullName(head["repo"]), baseRepo),
      branch: str(head["ref"]),
      sha: str(head["sha"]) ?? refs.sha,
      onDefaultBranch: false,
    };
  }

  if (kind === "workflow_run") {
    const run = obj(p["workflow_run"]);
    const fork = !sameRepo(fullName(run["head_repository"]), fullName(run["repository"]) ?? repository);
    const pulls = Array.isArray(run["pull_requests"]) ? run["pull_requests"] : [];
    const branch = str(run["head_branch"]);
    const triggeredByPr = String(run["event"] ?? "").startsWith("pull_request");
    return {
      ...base,
      pullNumber: num(obj(pulls[0])["number"]),
      fork,
      branch,
      sha: str(run["head_sha"]),
      onDefaultBranch: !fork && !triggeredByPr && branch !== undefined && branch === defaultBranch,
    };
  }

  const branch = branchOf(str(p["ref"]) ?? refs.ref);
  const sha = (kind === "push" ? str(p["after"]) : undefined) ?? refs.sha;
  // Scheduled runs always run on the default branch, and their payload names no repository.
  const onDefaultBranch =
    kind === "schedule" || (branch !== undefined && defaultBranch !== undefined && branch === defaultBranch);
  return { ...base, fork: false, branch, sha, onDefaultBranch };
}
