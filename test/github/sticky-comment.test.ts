import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import { commentMarker, LEGACY_MARKER, publishComment, withMarker } from "../../src/github/sticky-comment.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

const marker = "<!-- bias-gate:default -->";
const bot = "github-actions[bot]";
let fake: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

describe("publishComment", () => {
  it("creates, then updates in place, then leaves an identical comment alone", async () => {
    const first = await publishComment(client, { issue: 7, body: "v1", mode: "update", marker, author: bot });
    expect(first.action).toBe("created");
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.commentsOn(7)[0]!.body).toBe(withMarker("v1", marker));
    expect(first.url).toMatch(/issues\/7#issuecomment-\d+$/);

    const second = await publishComment(client, {
      issue: 7,
      body: "v2",
      mode: "update",
      marker,
      author: bot,
    });
    expect(second).toEqual({ action: "updated", url: first.url });
    expect(fake.commentsOn(7).map((c) => c.body)).toEqual([withMarker("v2", marker)]);

    const patches = () => fake.requests.filter((r) => r.method === "PATCH").length;
    const before = patches();
    const third = await publishComment(client, { issue: 7, body: "v2", mode: "update", marker, author: bot });
    expect(third).toEqual({ action: "unchanged", url: first.url });
    expect(patches()).toBe(before);
  });

  it("recreate deletes the old comment and posts a new one", async () => {
    const old = fake.addComment(7, withMarker("old", marker), bot);
    const result = await publishComment(client, {
      issue: 7,
      body: "new",
      mode: "recreate",
      marker,
      author: bot,
    });
    expect(result.action).toBe("recreated");
    const comments = fake.commentsOn(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.id).not.toBe(old.id);
    expect(comments[0]!.body).toContain("new");
  });

  it("recreate with no previous comment just creates one", async () => {
    const result = await publishComment(client, { issue: 7, body: "x", mode: "recreate", marker });
    expect(result.action).toBe("created");
  });

  it("off makes no request at all", async () => {
    const result = await publishComment(client, { issue: 7, body: "x", mode: "off", marker });
    expect(result).toEqual({ action: "skipped" });
    expect(fake.requests).toHaveLength(0);
  });

  it("ignores a comment by another author carrying the same marker", async () => {
    const foreign = fake.addComment(7, withMarker("quoted by a human", marker), "mallory");
    const result = await publishComment(client, {
      issue: 7,
      body: "ours",
      mode: "update",
      marker,
      author: bot,
    });
    expect(result.action).toBe("created");
    expect(fake.commentsOn(7)).toHaveLength(2);
    expect(fake.comments.find((c) => c.id === foreign.id)!.body).toContain("quoted by a human");
  });

  it("ignores comments with a different marker", async () => {
    fake.addComment(7, withMarker("other config", "<!-- bias-gate:other -->"), bot);
    const result = await publishComment(client, {
      issue: 7,
      body: "ours",
      mode: "update",
      marker,
      author: bot,
    });
    expect(result.action).toBe("created");
  });

  it("finds its comment beyond the first page of more than 100 comments", async () => {
    for (let i = 0; i < 230; i++) fake.addComment(7, `chatter ${i}`, "someone");
    const ours = fake.addComment(7, withMarker("old", marker), bot);
    const result = await publishComment(client, {
      issue: 7,
      body: "new",
      mode: "update",
      marker,
      author: bot,
    });
    expect(result.action).toBe("updated");
    expect(fake.comments.find((c) => c.id === ours.id)!.body).toContain("new");
    const pages = fake.requests.filter((r) => r.method === "GET" && r.path.endsWith("/issues/7/comments"));
    expect(pages).toHaveLength(3);
  });

  it("rejects with the status and GitHub's message when the API fails", async () => {
    fake.fail("GET", /\/issues\/7\/comments$/, 500);
    await expect(publishComment(client, { issue: 7, body: "x", mode: "update", marker })).rejects.toThrow(
      "GitHub API listIssueComments(#7) failed with HTTP 500: Server Error",
    );
  });

  it("rejects on 403 when the token may not comment", async () => {
    fake.fail("POST", /\/issues\/7\/comments$/, 403);
    await expect(publishComment(client, { issue: 7, body: "x", mode: "update", marker })).rejects.toThrow(
      /HTTP 403: Resource not accessible by integration/,
    );
  });
});

describe("commentMarker", () => {
  it("names the job's comment by its header", () => {
    expect(commentMarker("gate")).toBe("<!-- bias-gate:gate -->");
    expect(commentMarker("gpt-4o mini")).toBe("<!-- bias-gate:gpt-4o mini -->");
    expect(commentMarker("")).toBe("<!-- bias-gate:default -->");
  });

  it("cannot end the HTML comment early or span lines, whatever the header", () => {
    expect(commentMarker("a --> <b>\n c")).toBe("<!-- bias-gate:a - b c -->");
    expect(commentMarker("-->")).toBe("<!-- bias-gate:- -->");
  });

  it("keeps one header's marker from matching another's that starts like it", () => {
    expect(withMarker("x", commentMarker("gate-2"))).not.toContain(commentMarker("gate"));
  });
});

describe("publishComment after an upgrade", () => {
  it("takes over the comment an earlier version marked, then finds it by the new marker", async () => {
    const old = fake.addComment(7, withMarker("old", LEGACY_MARKER), bot);
    const options = { issue: 7, mode: "update", marker, author: bot, legacyMarker: LEGACY_MARKER } as const;
    expect(await publishComment(client, { ...options, body: "new" })).toMatchObject({ action: "updated" });
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.commentsOn(7)[0]).toMatchObject({ id: old.id, body: withMarker("new", marker) });
    // A second job (another header) finds no legacy comment left and posts its own.
    const other = { ...options, marker: commentMarker("other"), body: "other" };
    expect(await publishComment(client, other)).toMatchObject({ action: "created" });
    expect(fake.commentsOn(7)).toHaveLength(2);
  });

  it("prefers the comment with its own marker over a legacy one", async () => {
    fake.addComment(7, withMarker("legacy", LEGACY_MARKER), bot);
    const ours = fake.addComment(7, withMarker("ours", marker), bot);
    await publishComment(client, {
      issue: 7,
      body: "v2",
      mode: "update",
      marker,
      author: bot,
      legacyMarker: LEGACY_MARKER,
    });
    expect(fake.comments.find((c) => c.id === ours.id)!.body).toContain("v2");
    expect(fake.commentsOn(7)[0]!.body).toContain("legacy");
  });
});
