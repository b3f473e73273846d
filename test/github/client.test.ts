import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitHubApiError, type GitHubClient } from "../../src/github/client.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

let fake: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

describe("createGitHubClient", () => {
  it("getFile is undefined on 404 for a missing file or branch", async () => {
    fake.addBranch("main", { "a.txt": "a" });
    expect(await client.getFile("main", "missing.txt")).toBeUndefined();
    expect(await client.getFile("nope", "a.txt")).toBeUndefined();
    expect(await client.getFile("main", "a.txt")).toMatchObject({ text: "a" });
  });

  it("getFile reads nested paths", async () => {
    fake.addBranch("main", { "dir/sub/a.json": "{}" });
    expect((await client.getFile("main", "dir/sub/a.json"))?.text).toBe("{}");
  });

  it("getFile rejects on a 500 instead of pretending the file is missing", async () => {
    fake.fail("GET", /\/contents\//, 500);
    const error = await client.getFile("main", "a.txt").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error).toMatchObject({ status: 500, operation: "getFile(main:a.txt)" });
    expect((error as Error).message).toBe(
      "GitHub API getFile(main:a.txt) failed with HTTP 500: Server Error",
    );
  });

  it("branchExists is false on 404 and rejects on 403", async () => {
    fake.addBranch("main");
    expect(await client.branchExists("main")).toBe(true);
    expect(await client.branchExists("gone")).toBe(false);
    fake.fail("GET", /\/branches\//, 403);
    await expect(client.branchExists("main")).rejects.toThrow(
      /HTTP 403: Resource not accessible by integration/,
    );
  });

  it("a failure can be limited to one request", async () => {
    // A write: a read that gets a 500 is tried again (see request-limits.test.ts).
    fake.fail("POST", /\/issues\/1\/comments$/, 500, 1);
    await expect(client.createIssueComment(1, "a")).rejects.toThrow(/HTTP 500/);
    expect((await client.createIssueComment(1, "b")).body).toBe("b");
  });

  it("putFile rejects when replacing a file without its sha", async () => {
    fake.addBranch("main", { "a.txt": "a" });
    await expect(client.putFile("main", "a.txt", "b", "msg")).rejects.toThrow(/HTTP 422/);
  });

  it("createOrphanBranch makes a parentless commit and a ref", async () => {
    await client.createOrphanBranch("data", "start");
    expect(await client.branchExists("data")).toBe(true);
    const commit = fake.requests.find((r) => r.path.endsWith("/git/commits"))!.body as Record<
      string,
      unknown
    >;
    expect(commit).toMatchObject({ message: "start", parents: [] });
    const ref = fake.requests.find((r) => r.path.endsWith("/git/refs"))!.body as Record<string, unknown>;
    expect(ref["ref"]).toBe("refs/heads/data");
  });

  it("maps comments to id, body, author and url", async () => {
    fake.addComment(3, "hello", "octocat");
    expect(await client.listIssueComments(3)).toEqual([
      { id: expect.any(Number), body: "hello", author: "octocat", url: expect.stringMatching(/issues\/3#/) },
    ]);
  });

  it("sends the token and the repository in each request", async () => {
    await client.listIssueComments(3);
    expect(fake.requests[0]!.path).toBe("/repos/octo/demo/issues/3/comments");
    expect(fake.requests[0]!.query.get("per_page")).toBe("100");
  });

  it("viewerLogin asks GraphQL who the token is", async () => {
    expect(await client.viewerLogin()).toBe("github-actions[bot]");
    fake.login = "octo-maintainer";
    expect(await client.viewerLogin()).toBe("octo-maintainer");
    const query = fake.requests.find((r) => r.path === "/graphql");
    expect(query).toMatchObject({ method: "POST", body: { query: "query { viewer { login } }" } });
  });

  it("viewerLogin rejects when GitHub will not say", async () => {
    fake.fail("POST", /^\/graphql$/, 403);
    await expect(client.viewerLogin()).rejects.toThrow(/viewerLogin failed with HTTP 403/);
  });
});
