import { afterEach, describe, expect, it } from "vitest";
import { GitHubApiError } from "../../src/github/client.js";
import type { FakeGitHub } from "./fake-github.js";
import { startFake } from "./fake-github.js";

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

describe("GitHub API requests are bounded", () => {
  it("a write GitHub never answers fails at the time limit, naming the call, and is not repeated", async () => {
    const started = await startFake({ timeoutMs: 300, readRetries: 1 });
    fake = started.fake;
    fake.hang("POST", /issues\/\d+\/comments$/);
    const began = performance.now();
    const error = await started.client.createIssueComment(3, "hello").catch((e: unknown) => e);
    expect(performance.now() - began).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as Error).message).toBe("GitHub API createIssueComment(#3) timed out after 0.3 s");
    expect(fake.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("a read that times out is tried once more, then fails; a 404 on a stalled read is not 'missing'", async () => {
    const started = await startFake({ timeoutMs: 300, readRetries: 1 });
    fake = started.fake;
    fake.hang("GET", /\/contents\//);
    await expect(started.client.getFile("main", "history.jsonl")).rejects.toThrow(
      /getFile\(main:history\.jsonl\) timed out after 0\.3 s/,
    );
    expect(fake.requests.filter((r) => r.method === "GET")).toHaveLength(2);
  });

  it("after one call timed out, later calls fail at once instead of waiting out the limit each", async () => {
    const started = await startFake({ timeoutMs: 300, readRetries: 1 });
    fake = started.fake;
    fake.hang("POST", /issues\/\d+\/comments$/);
    await expect(started.client.createIssueComment(3, "hello")).rejects.toThrow(/timed out after 0\.3 s/);
    const began = performance.now();
    await expect(started.client.listIssueComments(3)).rejects.toThrow(
      "GitHub API listIssueComments(#3) not sent: GitHub did not answer an earlier request within 0.3 s",
    );
    expect(performance.now() - began).toBeLessThan(100);
    expect(fake.requests.filter((r) => r.method === "GET")).toHaveLength(0);
  });

  it("a read that got a server error once succeeds on its retry", async () => {
    const started = await startFake({ timeoutMs: 2_000, readRetries: 1 });
    fake = started.fake;
    fake.addBranch("main", { "a.txt": "a" });
    fake.fail("GET", /\/contents\//, 500, 1);
    expect(await started.client.getFile("main", "a.txt")).toMatchObject({ text: "a" });
  });
});
