import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getOctokit } from "@actions/github";
import { createGitHubClient, type GitHubClient } from "../../src/github/client.js";
import type { RequestLimits } from "../../src/github/request-limits.js";
import { FakeChecks } from "./fake-checks.js";

/** One request the fake received, as the test sees it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface FakeComment {
  id: number;
  issue: number;
  body: string;
  author: string;
}

interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: "open" | "closed";
  pullRequest: boolean;
}

interface FakeBranch {
  commit: string;
  files: Map<string, string>;
}

interface Failure {
  method: string;
  path: RegExp;
  status: 403 | 404 | 500;
  remaining: number;
}

type Json = Record<string, unknown>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The git blob SHA of a text, as GitHub computes it. */
export function blobSha(text: string): string {
  const bytes = Buffer.from(text, "utf8");
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

function fakeSha(seed: string): string {
  return createHash("sha1").update(seed).digest("hex");
}

/** base64 wrapped at 60 columns, as the contents API returns it. */
function base64Lines(text: string): string {
  return (
    (
      Buffer.from(text, "utf8")
        .toString("base64")
        .match(/.{1,60}/g) ?? []
    ).join("\n") + "\n"
  );
}

/**
 * An in-memory GitHub REST API on 127.0.0.1 for one repository, covering the endpoints bias-gate uses:
 * issue comments, issues, contents, branches and the git data API, plus who the token is (GraphQL
 * `viewer { login }` and REST `GET /user`, both answering `login`). Responses follow GitHub's JSON shapes
 * (the fields the client reads, plus a few neighbours); list endpoints paginate with Link headers.
 * `fail()` makes a route answer 403/404/500, `hang()` never answer; `requests` records everything received.
 */
export class FakeGitHub {
  readonly owner = "octo";
  readonly repo = "demo";
  /** Who the token is: comments and issues created through the API are attributed to it, and `viewer` names it. */
  login = "github-actions[bot]";
  readonly requests: RecordedRequest[] = [];
  readonly comments: FakeComment[] = [];
  readonly issues: FakeIssue[] = [];
  readonly branches = new Map<string, FakeBranch>();
  /** Check runs created through the Checks API (`checks.runs`). */
  readonly checks = new FakeChecks(`https://github.com/${this.owner}/${this.repo}`);
  private readonly blobs = new Map<string, string>();
  private readonly trees = new Map<string, Map<string, string>>();
  private readonly commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  private failures: Failure[] = [];
  private hangs: { method: string; path: RegExp }[] = [];
  /** Responses held open by `hang()`, ended on `stop()` so the server can close. */
  private readonly held = new Set<ServerResponse>();
  private nextId = 1000;
  private server: Server | undefined;
  baseUrl = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.held.clear();
    await new Promise<void>((resolve, reject) => this.server?.close((e) => (e ? reject(e) : resolve())));
  }

  /** Makes requests matching method and path answer `status`, `times` times (default: until cleared). */
  fail(method: string, path: RegExp, status: Failure["status"], times = Number.POSITIVE_INFINITY): void {
    this.failures.push({ method: method.toUpperCase(), path, status, remaining: times });
  }

  clearFailures(): void {
    this.failures = [];
    this.hangs = [];
  }

  /** Makes requests matching method and path never answered, as a GitHub that has stopped responding. */
  hang(method: string, path: RegExp): void {
    this.hangs.push({ method: method.toUpperCase(), path });
  }

  addComment(issue: number, body: string, author = this.login): FakeComment {
    const comment = { id: this.nextId++, issue, body, author };
    this.comments.push(comment);
    return comment;
  }

  addIssue(issue: Partial<FakeIssue> & { title: string }): FakeIssue {
    const number = this.issues.length + 1;
    const full: FakeIssue = { number, body: "", labels: [], state: "open", pullRequest: false, ...issue };
    this.issues.push(full);
    return full;
  }

  /** Creates a branch holding `files`, as if pushed. */
  addBranch(name: string, files: Record<string, string> = {}): void {
    this.branches.set(name, {
      commit: fakeSha(`${name}:${Math.random()}`),
      files: new Map(Object.entries(files)),
    });
  }

  commentsOn(issue: number): FakeComment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.baseUrl);
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    const path = decodeURIComponent(url.pathname);
    this.requests.push({ method, path, query: url.searchParams, body });
    if (this.hangs.some((h) => h.method === method && h.path.test(path))) {
      this.held.add(res);
      return;
    }
    try {
      const failure = this.failures.find((f) => f.method === method && f.path.test(path) && f.remaining > 0);
      if (failure) {
        failure.remaining -= 1;
        const messages = {
          403: "Resource not accessible by integration",
          404: "Not Found",
          500: "Server Error",
        };
        throw new HttpError(failure.status, messages[failure.status]);
      }
      if (path === "/graphql" && method === "POST") {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(this.graphql((body ?? {}) as Json)));
        return;
      }
      if (path === "/user" && method === "GET") {
        // Like GitHub: only a personal token is a user; an installation token (GITHUB_TOKEN, an App's) is not.
        if (this.login.endsWith("[bot]")) throw new HttpError(403, "Resource not accessible by integration");
        res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ login: this.login, id: 1, type: "User" }));
        return;
      }
      const prefix = `/repos/${this.owner}/${this.repo}`;
      if (!path.startsWith(`${prefix}/`)) throw new HttpError(404, "Not Found");
      const result = this.route(method, path.slice(prefix.length), url, (body ?? {}) as Json);
      res.writeHead(result.status, { "content-type": "application/json; charset=utf-8", ...result.headers });
      res.end(result.status === 204 ? undefined : JSON.stringify(result.data));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(
        JSON.stringify({ message, documentation_url: "https://docs.github.com/rest", status: `${status}` }),
      );
    }
  }

  private route(
    method: string,
    path: string,
    url: URL,
    body: Json,
  ): { status: number; data?: unknown; headers?: Record<string, string> } {
    const issueComments = path.match(/^\/issues\/(\d+)\/comments$/);
    const oneComment = path.match(/^\/issues\/comments\/(\d+)$/);
    const oneIssue = path.match(/^\/issues\/(\d+)$/);
    const oneBranch = path.match(/^\/branches\/(.+)$/);
    const contents = path.match(/^\/contents\/(.+)$/);
    const blob = path.match(/^\/git\/blobs\/([0-9a-f]{40})$/);
    const checks = this.checks.route(method, path, body);
    if (checks) return checks;
    if (issueComments) {
      const issue = Number(issueComments[1]);
      if (method === "GET")
        return this.page(
          url,
          this.commentsOn(issue).map((c) => this.commentJson(c)),
        );
      if (method === "POST")
        return { status: 201, data: this.commentJson(this.addComment(issue, String(body["body"]))) };
    }
    if (oneComment) {
      const index = this.comments.findIndex((c) => c.id === Number(oneComment[1]));
      const comment = this.comments[index];
      if (!comment) throw new HttpError(404, "Not Found");
      if (method === "PATCH") {
        comment.body = String(body["body"]);
        return { status: 200, data: this.commentJson(comment) };
      }
      if (method === "DELETE") {
        this.comments.splice(index, 1);
        return { status: 204 };
      }
    }
    if (path === "/issues") {
      if (method === "GET")
        return this.page(
          url,
          this.listIssues(url).map((i) => this.issueJson(i)),
        );
      if (method === "POST") {
        const labels = Array.isArray(body["labels"]) ? body["labels"].map(String) : [];
        const issue = this.addIssue({
          title: String(body["title"]),
          body: String(body["body"] ?? ""),
          labels,
        });
        return { status: 201, data: this.issueJson(issue) };
      }
    }
    if (oneIssue && method === "PATCH") {
      const issue = this.issues.find((i) => i.number === Number(oneIssue[1]));
      if (!issue) throw new HttpError(404, "Not Found");
      if (typeof body["body"] === "string") issue.body = body["body"];
      if (body["state"] === "open" || body["state"] === "closed") issue.state = body["state"];
      return { status: 200, data: this.issueJson(issue) };
    }
    if (oneBranch && method === "GET") {
      const branch = this.branches.get(oneBranch[1]!);
      if (!branch) throw new HttpError(404, "Branch not found");
      return { status: 200, data: { name: oneBranch[1], commit: { sha: branch.commit }, protected: false } };
    }
    if (contents) {
      if (method === "GET") return this.getContent(contents[1]!, url.searchParams.get("ref") ?? "main");
      if (method === "PUT") return this.putContent(contents[1]!, body);
    }
    if (blob && method === "GET") {
      const text = this.blobs.get(blob[1]!);
      if (text === undefined) throw new HttpError(404, "Not Found");
      const content = base64Lines(text);
      return {
        status: 200,
        data: { sha: blob[1], size: Buffer.byteLength(text), encoding: "base64", content },
      };
    }
    if (path === "/git/trees" && method === "POST") return this.createTree(body);
    if (path === "/git/commits" && method === "POST") {
      const tree = String(body["tree"]);
      if (!this.trees.has(tree)) throw new HttpError(422, "Tree SHA does not exist");
      const parents = Array.isArray(body["parents"]) ? body["parents"].map(String) : [];
      const sha = fakeSha(`commit:${tree}:${parents.join(",")}:${this.nextId++}`);
      this.commits.set(sha, { tree, parents, message: String(body["message"]) });
      return { status: 201, data: { sha, tree: { sha: tree }, parents: parents.map((p) => ({ sha: p })) } };
    }
    if (path === "/git/refs" && method === "POST") {
      const ref = String(body["ref"]);
      const commit = this.commits.get(String(body["sha"]));
      if (!ref.startsWith("refs/heads/") || !commit) throw new HttpError(422, "Invalid request");
      const name = ref.slice("refs/heads/".length);
      if (this.branches.has(name)) throw new HttpError(422, "Reference already exists");
      this.branches.set(name, { commit: String(body["sha"]), files: new Map(this.trees.get(commit.tree)) });
      return { status: 201, data: { ref, object: { type: "commit", sha: body["sha"] } } };
    }
    throw new HttpError(404, "Not Found");
  }

  /** GraphQL: only `viewer { login }`, the query that tells who a token is; anything else is a GraphQL error. */
  private graphql(body: Json): Json {
    const query = String(body["query"] ?? "").replace(/\s+/g, " ");
    if (/^(query )?\{ ?viewer ?\{ ?login ?\} ?\}$/.test(query.trim())) {
      return { data: { viewer: { login: this.login } } };
    }
    return { errors: [{ message: `the fake GitHub does not answer ${JSON.stringify(query)}` }] };
  }

  /** Commit history recorded for orphan commits made through the git data API. */
  commitParents(sha: string): string[] | undefined {
    return this.commits.get(sha)?.parents;
  }

  private createTree(body: Json) {
    const entries = Array.isArray(body["tree"]) ? (body["tree"] as Json[]) : [];
    if (body["base_tree"] !== undefined) throw new HttpError(422, "base_tree is not supported by the fake");
    const files = new Map<string, string>();
    for (const entry of entries) {
      if (typeof entry["content"] !== "string")
        throw new HttpError(422, "tree entries need content in the fake");
      files.set(String(entry["path"]), entry["content"]);
    }
    const sha = fakeSha(`tree:${JSON.stringify([...files])}`);
    this.trees.set(sha, files);
    return {
      status: 201,
      data: { sha, tree: entries.map((e) => ({ path: e["path"], mode: e["mode"], type: "blob" })) },
    };
  }

  private getContent(path: string, ref: string) {
    const branch = this.branches.get(ref);
    const text = branch?.files.get(path);
    if (!branch) throw new HttpError(404, `No commit found for the ref ${ref}`);
    if (text === undefined) throw new HttpError(404, "Not Found");
    const sha = blobSha(text);
    this.blobs.set(sha, text);
    const size = Buffer.byteLength(text);
    // Like GitHub, files over 1 MB come without content (encoding "none").
    const large = size > 1024 * 1024;
    return {
      status: 200,
      data: {
        type: "file",
        encoding: large ? "none" : "base64",
        size,
        name: path.split("/").pop(),
        path,
        content: large ? "" : base64Lines(text),
        sha,
        url: `${this.baseUrl}/repos/${this.owner}/${this.repo}/contents/${path}?ref=${ref}`,
        html_url: `https://github.com/${this.owner}/${this.repo}/blob/${ref}/${path}`,
      },
    };
  }

  private putContent(path: string, body: Json) {
    const ref = String(body["branch"] ?? "main");
    const branch = this.branches.get(ref);
    if (!branch) throw new HttpError(404, `Branch ${ref} not found`);
    const current = branch.files.get(path);
    if (current !== undefined && body["sha"] === undefined) {
      throw new HttpError(422, `Invalid request.\n\n"sha" wasn't supplied.`);
    }
    if (current !== undefined && body["sha"] !== blobSha(current)) {
      throw new HttpError(409, `${path} does not match ${String(body["sha"])}`);
    }
    const text = Buffer.from(String(body["content"]), "base64").toString("utf8");
    branch.files.set(path, text);
    branch.commit = fakeSha(`commit:${ref}:${this.nextId++}`);
    const sha = blobSha(text);
    return {
      status: current === undefined ? 201 : 200,
      data: {
        content: { name: path.split("/").pop(), path, sha },
        commit: { sha: branch.commit, message: body["message"] },
      },
    };
  }

  private listIssues(url: URL): FakeIssue[] {
    const state = url.searchParams.get("state") ?? "open";
    const labels = (url.searchParams.get("labels") ?? "").split(",").filter(Boolean);
    return this.issues
      .filter((i) => state === "all" || i.state === state)
      .filter((i) => labels.every((l) => i.labels.includes(l)))
      .sort((a, b) => b.number - a.number); // GitHub's default: newest first
  }

  private page(url: URL, items: unknown[]) {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30), 100);
    const page = Number(url.searchParams.get("page") ?? 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      const lastUrl = new URL(url);
      lastUrl.searchParams.set("page", String(last));
      headers["link"] = `<${next.href}>; rel="next", <${lastUrl.href}>; rel="last"`;
    }
    return { status: 200, data: items.slice((page - 1) * perPage, page * perPage), headers };
  }

  private commentJson(c: FakeComment) {
    const html = `https://github.com/${this.owner}/${this.repo}/issues/${c.issue}#issuecomment-${c.id}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${this.baseUrl}/repos/${this.owner}/${this.repo}/issues/comments/${c.id}`,
      html_url: html,
      body: c.body,
      user: { login: c.author, id: c.author.length, type: c.author.endsWith("[bot]") ? "Bot" : "User" },
      created_at: "2024-01-01T00:00:00Z",
      updated_at: "2024-01-01T00:00:00Z",
      author_association: "NONE",
    };
  }

  private issueJson(i: FakeIssue) {
    return {
      id: 5000 + i.number,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      labels: i.labels.map((name) => ({ name })),
      html_url: `https://github.com/${this.owner}/${this.repo}/issues/${i.number}`,
      user: { login: this.login },
      ...(i.pullRequest ? { pull_request: { url: "https://api.github.com/pulls/x" } } : {}),
    };
  }
}

/** Starts a fake GitHub and returns it with a client built on the real Octokit pointed at it. */
export async function startFake(limits?: RequestLimits): Promise<{ fake: FakeGitHub; client: GitHubClient }> {
  const fake = await new FakeGitHub().start();
  // Plain fetch: the default proxy-aware fetch is configured for api.github.com, not loopback.
  const octokit = getOctokit("test-token", { baseUrl: fake.baseUrl, request: { fetch: globalThis.fetch } });
  return { fake, client: createGitHubClient(octokit, { owner: fake.owner, repo: fake.repo }, limits) };
}
