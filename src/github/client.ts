import type { CheckAnnotation, CheckConclusion, CheckOutput } from "./check-run.js";
import {
  DEFAULT_REQUEST_LIMITS,
  limitRequests,
  type Octokit,
  type RequestLimits,
  timedOut,
} from "./request-limits.js";

/** An issue or pull-request comment, reduced to what bias-gate reads. */
export interface Comment {
  id: number;
  body: string;
  author: string;
  url: string;
}

/** A tracked issue, reduced to what bias-gate reads. */
export interface IssueSummary {
  number: number;
  title: string;
  url: string;
  state: string;
}

/**
 * The narrow slice of the GitHub REST API that bias-gate uses. Everything effectful in `src/github/`
 * takes this interface, so tests can drive it against a loopback server or a hand-written fake.
 * Every method rejects with a {@link GitHubApiError} on an unexpected HTTP status; the caller decides.
 */
export interface GitHubClient {
  /** All comments on an issue or pull request, oldest first (follows pagination). */
  listIssueComments(issue: number): Promise<Comment[]>;
  createIssueComment(issue: number, body: string): Promise<Comment>;
  updateIssueComment(id: number, body: string): Promise<Comment>;
  deleteIssueComment(id: number): Promise<void>;
  /** A UTF-8 file on a branch; undefined when the branch or file does not exist (404). */
  getFile(branch: string, path: string): Promise<{ text: string; sha: string } | undefined>;
  /** Creates or replaces a file; pass the current blob `sha` when replacing. */
  putFile(branch: string, path: string, text: string, message: string, sha?: string): Promise<void>;
  branchExists(branch: string): Promise<boolean>;
  /** Creates a branch whose first commit has no parents (an orphan), holding only a short README. */
  createOrphanBranch(branch: string, message: string): Promise<void>;
  /** Issues (not pull requests) carrying a label, in the given state. */
  findIssues(label: string, state: "open" | "closed" | "all"): Promise<IssueSummary[]>;
  createIssue(title: string, body: string, labels: string[]): Promise<{ number: number; url: string }>;
  updateIssue(number: number, update: { body?: string; state?: "open" | "closed" }): Promise<void>;
  /**
   * Who the token is, e.g. `github-actions[bot]` for the workflow's token, `<app-slug>[bot]` for an App's, the
   * user's login for a personal token. GraphQL's `viewer` answers all three; REST `GET /user` only the last.
   */
  viewerLogin(): Promise<string>;
  /** A completed check run on a commit, with up to 50 annotations; its id (for updates) and its page. */
  createCheckRun(run: NewCheckRun): Promise<{ id: number; url: string }>;
  /** Adds up to 50 annotations to a check run (GitHub appends them); `output` must repeat title and summary. */
  updateCheckRun(id: number, output: CheckOutput & { annotations: CheckAnnotation[] }): Promise<void>;
}

/** A check run to create, completed at once. */
export interface NewCheckRun {
  name: string;
  headSha: string;
  conclusion: CheckConclusion;
  detailsUrl?: string;
  output: CheckOutput & { annotations: CheckAnnotation[] };
}

/**
 * An HTTP failure from the GitHub API, naming the operation, the status and GitHub's message, or that the
 * request was abandoned at its time limit.
 */
export class GitHubApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | undefined,
    detail: string,
    readonly timedOut = false,
  ) {
    super(
      timedOut
        ? `GitHub API ${operation} ${detail}`
        : `GitHub API ${operation} failed${status === undefined ? "" : ` with HTTP ${status}`}: ${detail}`,
    );
    this.name = "GitHubApiError";
  }
}

function apiError(operation: string, error: unknown): GitHubApiError {
  const timeout = timedOut(error);
  if (timeout) return new GitHubApiError(operation, undefined, timeout.message, true);
  return new GitHubApiError(operation, statusOf(error), detailOf(error));
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

function detailOf(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  if (typeof data?.message === "string") return data.message;
  return error instanceof Error ? error.message : String(error);
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw apiError(operation, error);
  }
}

/** Like {@link call}, but a 404 becomes `notFound` instead of an error. */
async function callOr404<T, U>(operation: string, run: () => Promise<T>, notFound: U): Promise<T | U> {
  try {
    return await run();
  } catch (error) {
    if (statusOf(error) === 404 && !timedOut(error)) return notFound;
    throw apiError(operation, error);
  }
}

interface RawComment {
  id: number;
  body?: string | null;
  user?: { login: string } | null;
  html_url: string;
}

function toComment(raw: RawComment): Comment {
  return { id: raw.id, body: raw.body ?? "", author: raw.user?.login ?? "", url: raw.html_url };
}

const ORPHAN_README =
  "# bias-gate data\n\nResults and history written by the bias-gate Action. Not meant to be merged.\n";

/**
 * Adapts an Octokit from `@actions/github` to {@link GitHubClient} for one repository. Every request it sends is
 * bounded by `limits` (see {@link limitRequests}): a GitHub that stops answering costs the job at most that long
 * per request, never the job's whole time.
 */
export function createGitHubClient(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  limits: RequestLimits = DEFAULT_REQUEST_LIMITS,
): GitHubClient {
  limitRequests(octokit, limits);
  const { owner, repo: name } = repo;
  const base = { owner, repo: name };

  async function readBlob(sha: string): Promise<string> {
    const { data } = await octokit.rest.git.getBlob({ ...base, file_sha: sha });
    return Buffer.from(data.content, "base64").toString("utf8");
  }

  return {
    listIssueComments: (issue) =>
      call(`listIssueComments(#${issue})`, async () => {
        const raw = await octokit.paginate(octokit.rest.issues.listComments, {
          ...base,
          issue_number: issue,
          per_page: 100,
        });
        return raw.map(toComment);
      }),

    createIssueComment: (issue, body) =>
      call(`createIssueComment(#${issue})`, async () => {
        const { data } = await octokit.rest.issues.createComment({ ...base, issue_number: issue, body });
        return toComment(data);
      }),

    updateIssueComment: (id, body) =>
      call(`updateIssueComment(${id})`, async () => {
        const { data } = await octokit.rest.issues.updateComment({ ...base, comment_id: id, body });
        return toComment(data);
      }),

    deleteIssueComment: (id) =>
      call(`deleteIssueComment(${id})`, async () => {
        await octokit.rest.issues.deleteComment({ ...base, comment_id: id });
      }),

    getFile: (branch, path) =>
      callOr404(
        `getFile(${branch}:${path})`,
        async () => {
          const { data } = await octokit.rest.repos.getContent({ ...base, path, ref: branch });
          if (Array.isArray(data) || data.type !== "file") {
            throw new Error(`${path} on ${branch} is not a file`);
          }
          // Files over 1 MB come back without content; the blob endpoint serves them up to 100 MB.
          const text =
            "content" in data && data.content && data.encoding === "base64"
              ? Buffer.from(data.content, "base64").toString("utf8")
              : await readBlob(data.sha);
          return { text, sha: data.sha };
        },
        undefined,
      ),

    putFile: (branch, path, text, message, sha) =>
      call(`putFile(${branch}:${path})`, async () => {
        await octokit.rest.repos.createOrUpdateFileContents({
          ...base,
          branch,
          path,
          message,
          content: Buffer.from(text, "utf8").toString("base64"),
          ...(sha === undefined ? {} : { sha }),
        });
      }),

    branchExists: (branch) =>
      callOr404(
        `branchExists(${branch})`,
        async () => {
          await octokit.rest.repos.getBranch({ ...base, branch });
          return true;
        },
        false,
      ),

    createOrphanBranch: (branch, message) =>
      call(`createOrphanBranch(${branch})`, async () => {
        // GitHub no longer accepts the well-known empty-tree SHA, so the first tree holds a README.
        const tree = await octokit.rest.git.createTree({
          ...base,
          tree: [{ path: "README.md", mode: "100644", type: "blob", content: ORPHAN_README }],
        });
        const commit = await octokit.rest.git.createCommit({
          ...base,
          message,
          tree: tree.data.sha,
          parents: [],
        });
        await octokit.rest.git.createRef({ ...base, ref: `refs/heads/${branch}`, sha: commit.data.sha });
      }),

    findIssues: (label, state) =>
      call(`findIssues(${label}, ${state})`, async () => {
        const raw = await octokit.paginate(octokit.rest.issues.listForRepo, {
          ...base,
          labels: label,
          state,
          per_page: 100,
        });
        // The issues endpoint also returns pull requests; they carry a `pull_request` key.
        return raw
          .filter((issue) => !issue.pull_request)
          .map((issue) => ({
            number: issue.number,
            title: issue.title,
            url: issue.html_url,
            state: issue.state,
          }));
      }),

    createIssue: (title, body, labels) =>
      call(`createIssue(${JSON.stringify(title)})`, async () => {
        const { data } = await octokit.rest.issues.create({ ...base, title, body, labels });
        return { number: data.number, url: data.html_url };
      }),

    updateIssue: (number, update) =>
      call(`updateIssue(#${number})`, async () => {
        await octokit.rest.issues.update({ ...base, issue_number: number, ...update });
      }),

    viewerLogin: () =>
      call("viewerLogin", async () => {
        const data = await octokit.graphql<{ viewer?: { login?: unknown } | null }>(
          "query { viewer { login } }",
        );
        const login = data.viewer?.login;
        if (typeof login !== "string" || login === "") throw new Error("the viewer query returned no login");
        return login;
      }),

    createCheckRun: (run) =>
      call(`createCheckRun(${run.name})`, async () => {
        const { data } = await octokit.rest.checks.create({
          ...base,
          name: run.name,
          head_sha: run.headSha,
          status: "completed",
          conclusion: run.conclusion,
          ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
          output: run.output,
        });
        return { id: data.id, url: data.html_url ?? "" };
      }),

    updateCheckRun: (id, output) =>
      call(`updateCheckRun(${id})`, async () => {
        await octokit.rest.checks.update({ ...base, check_run_id: id, output });
      }),
  };
}
