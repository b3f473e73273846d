import type { getOctokit } from "@actions/github";

/** The Octokit the Action builds from its token; the client and its limits wrap it. */
export type Octokit = ReturnType<typeof getOctokit>;

/** How long one GitHub API request may take, and how often a read is tried again. */
export interface RequestLimits {
  /** Per HTTP request, response body included, in milliseconds. */
  timeoutMs: number;
  /** Extra attempts for a read (GET) that timed out or got a 5xx; writes are never repeated. */
  readRetries: number;
}

/** 30 s: GitHub answers in well under a second; a request this slow has stalled, and the job must not wait. */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = { timeoutMs: 30_000, readRetries: 1 };

/**
 * Why a request was abandoned: carried as the abort reason, so the failure can say "timed out"; or, `skipped`,
 * why it was never sent: an earlier request got no answer, and each further wait would add the whole limit.
 */
export class GitHubTimeout extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly skipped = false,
  ) {
    super(
      skipped
        ? `not sent: GitHub did not answer an earlier request within ${formatSeconds(timeoutMs)}`
        : `timed out after ${formatSeconds(timeoutMs)}`,
    );
    this.name = "GitHubTimeout";
  }
}

export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * Bounds every request `octokit` sends: each gets an abort signal that fires after `timeoutMs` (joined with the
 * caller's own, if any), and a read that timed out or got a server error is tried `readRetries` more times. A
 * write is not repeated: a POST that timed out may have landed, and a second would post the comment twice.
 * The Octokit from @actions/github has no retry or throttling plugin, so these are the only retries.
 * Once a request has finally timed out, GitHub is taken as unresponsive and later requests fail at once (naming
 * why), so a stalled GitHub costs the job one limit (two for a read), not one per call it would have made.
 */
export function limitRequests(octokit: Octokit, limits: RequestLimits = DEFAULT_REQUEST_LIMITS): void {
  let stalled = false;
  octokit.hook.wrap("request", async (request, options) => {
    if (stalled) throw new GitHubTimeout(limits.timeoutMs, true);
    const attempts = options.method === "GET" ? 1 + limits.readRetries : 1;
    const own = options.request?.signal as AbortSignal | undefined;
    for (let attempt = 1; ; attempt++) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new GitHubTimeout(limits.timeoutMs)), limits.timeoutMs);
      const signal = own ? AbortSignal.any([own, deadline.signal]) : deadline.signal;
      // In place: before-after-hook binds the inner hooks (auth, logging) to this very options object, and
      // ignores what is passed to `request`.
      options.request = { ...options.request, signal };
      try {
        return await request(options);
      } catch (error) {
        const final = attempt >= attempts || !(timedOut(error) || serverError(error));
        if (final && timedOut(error)) stalled = true;
        if (final) throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  });
}

/** The timeout behind a failed request, however Octokit wrapped it. */
export function timedOut(error: unknown): GitHubTimeout | undefined {
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e instanceof GitHubTimeout) return e;
    e = e.cause as { cause?: unknown } | undefined;
  }
  return undefined;
}

function serverError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 500 && !timedOut(error);
}
