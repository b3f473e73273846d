import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import {
  appendLine,
  DEFAULT_DATA_BRANCH,
  publishToDataBranch,
  readLatestResults,
} from "../../src/github/data-branch.js";
import { blobSha, type FakeGitHub, startFake } from "./fake-github.js";

let fake: FakeGitHub;
let client: GitHubClient;
const branch = DEFAULT_DATA_BRANCH;

beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

const update = (results: string, line: string) => ({
  branch,
  files: { "results.json": results, "badge.svg": "<svg/>" },
  appendHistory: { path: "history.jsonl", line },
  message: "bias-gate: pass",
});

describe("readLatestResults", () => {
  it("is undefined when the branch is missing", async () => {
    expect(await readLatestResults(client, branch)).toBeUndefined();
  });

  it("is undefined when the branch has no results.json", async () => {
    fake.addBranch(branch, { "README.md": "x" });
    expect(await readLatestResults(client, branch)).toBeUndefined();
  });

  it("returns the text of results.json, including non-ASCII characters", async () => {
    fake.addBranch(branch, { "results.json": '{"verdict":"pass","note":"é – ✓"}' });
    expect(await readLatestResults(client, branch)).toBe('{"verdict":"pass","note":"é – ✓"}');
  });

  it("reads files over 1 MB through the blob endpoint", async () => {
    const big = `{"pad":"${"x".repeat(1_100_000)}"}`;
    fake.addBranch(branch, { "results.json": big });
    expect(await readLatestResults(client, branch)).toBe(big);
    expect(fake.requests.some((r) => r.path.includes("/git/blobs/"))).toBe(true);
  });
});

describe("publishToDataBranch", () => {
  it("creates a missing branch as an orphan, writes the files and appends history twice", async () => {
    await publishToDataBranch(client, update('{"run":1}', '{"run":1}'));
    const created = fake.branches.get(branch);
    expect(created).toBeDefined();
    const commitPost = fake.requests.find((r) => r.method === "POST" && r.path.endsWith("/git/commits"));
    expect(commitPost?.body).toMatchObject({ parents: [] });
    expect(created!.files.get("results.json")).toBe('{"run":1}');
    expect(created!.files.get("badge.svg")).toBe("<svg/>");
    expect(created!.files.get("history.jsonl")).toBe('{"run":1}\n');

    await publishToDataBranch(client, update('{"run":2}', '{"run":2}'));
    expect(fake.branches.get(branch)!.files.get("history.jsonl")).toBe('{"run":1}\n{"run":2}\n');
    expect(await readLatestResults(client, branch)).toBe('{"run":2}');
    const creations = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/git/refs"));
    expect(creations).toHaveLength(1);
  });

  it("updates existing files passing their current sha", async () => {
    fake.addBranch(branch, { "results.json": "old", "history.jsonl": '{"run":0}' });
    await publishToDataBranch(client, update("new", '{"run":1}'));
    const puts = fake.requests.filter((r) => r.method === "PUT");
    const putFor = (path: string) =>
      puts.find((r) => r.path.endsWith(`/contents/${path}`))?.body as { sha?: string };
    expect(putFor("results.json").sha).toBe(blobSha("old"));
    expect(putFor("history.jsonl").sha).toBe(blobSha('{"run":0}'));
    expect(putFor("badge.svg").sha).toBeUndefined();
    expect(fake.branches.get(branch)!.files.get("history.jsonl")).toBe('{"run":0}\n{"run":1}\n');
    expect(fake.requests.some((r) => r.path.endsWith("/git/refs"))).toBe(false);
  });

  it("skips rewriting a file whose content is unchanged", async () => {
    fake.addBranch(branch, { "results.json": "same", "badge.svg": "<svg/>" });
    await publishToDataBranch(client, update("same", "{}"));
    const puts = fake.requests.filter((r) => r.method === "PUT").map((r) => r.path.split("/").pop());
    expect(puts).toEqual(["history.jsonl"]);
  });

  it("rejects with a clear message when a write fails, before touching the history", async () => {
    fake.addBranch(branch);
    fake.fail("PUT", /\/contents\/results\.json$/, 500);
    await expect(publishToDataBranch(client, update("x", "{}"))).rejects.toThrow(
      `GitHub API putFile(${branch}:results.json) failed with HTTP 500: Server Error`,
    );
    expect(fake.branches.get(branch)!.files.has("history.jsonl")).toBe(false);
  });

  it("rejects when the orphan branch cannot be created", async () => {
    fake.fail("POST", /\/git\/refs$/, 403);
    await expect(publishToDataBranch(client, update("x", "{}"))).rejects.toThrow(
      /createOrphanBranch\(bias-gate-data\) failed with HTTP 403/,
    );
  });
});

describe("appendLine", () => {
  it("adds a missing trailing newline before appending", () => {
    expect(appendLine(undefined, "a")).toBe("a\n");
    expect(appendLine("", "a")).toBe("a\n");
    expect(appendLine("a", "b")).toBe("a\nb\n");
    expect(appendLine("a\n", "b\n")).toBe("a\nb\n");
  });
});
