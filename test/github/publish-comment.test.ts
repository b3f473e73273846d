import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import type { EventContext } from "../../src/github/context.js";
import { publish } from "../../src/github/publish.js";
import { commentMarker, withMarker } from "../../src/github/sticky-comment.js";
import { parseResults } from "../../src/report/results.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");
const results = parseResults(readFileSync(FAIL, "utf8"), FAIL);

const pullRequest: EventContext = {
  kind: "pull_request",
  eventName: "pull_request",
  owner: "octo",
  repo: "demo",
  pullNumber: 7,
  fork: false,
  onDefaultBranch: false,
};

function publication(comment: string, header = "gate") {
  return {
    event: pullRequest,
    results,
    comment,
    report: "report",
    commentMode: "update" as const,
    marker: commentMarker(header),
    dataBranch: "bias-gate-data",
    files: {},
    historyLine: "{}",
  };
}

let fake: FakeGitHub;
let client: GitHubClient;
beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

describe("publish's sticky comment", () => {
  it("is found by the token's own login: a PAT's run does not edit the workflow token's comment", async () => {
    const bot = fake.addComment(7, withMarker("the bot's", commentMarker("gate")), "github-actions[bot]");
    fake.login = "octo-maintainer";
    const first = await publish(client, publication("v1"));
    expect(first.notes).toEqual([]);
    const second = await publish(client, publication("v2"));
    expect(second.commentUrl).toBe(first.commentUrl);
    expect(fake.commentsOn(7).map((c) => [c.author, c.body])).toEqual([
      ["github-actions[bot]", bot.body],
      ["octo-maintainer", withMarker("v2", commentMarker("gate"))],
    ]);
  });

  it("keeps one comment per header, so matrix jobs do not overwrite each other", async () => {
    await publish(client, publication("model a", "gpt-4o"));
    await publish(client, publication("model b", "llama"));
    await publish(client, publication("model a again", "gpt-4o"));
    expect(fake.commentsOn(7).map((c) => c.body)).toEqual([
      withMarker("model a again", "<!-- bias-gate:gpt-4o -->"),
      withMarker("model b", "<!-- bias-gate:llama -->"),
    ]);
  });

  it("falls back to the marker alone, with a note, when GitHub will not say who the token is", async () => {
    const ours = fake.addComment(7, withMarker("old", commentMarker("gate")), "someone-else");
    fake.fail("POST", /^\/graphql$/, 403);
    const published = await publish(client, publication("new"));
    expect(published.notes).toEqual([
      expect.stringMatching(
        /^Could not tell which account the token belongs to \(GitHub API viewerLogin failed with HTTP 403: .*\); the comment was found by its marker alone\.$/,
      ),
    ]);
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.comments.find((c) => c.id === ours.id)!.body).toContain("new");
  });

  it("asks who the token is only when it comments", async () => {
    await publish(client, {
      ...publication("x"),
      event: { ...pullRequest, kind: "push", pullNumber: undefined } as never,
    });
    await publish(client, { ...publication("x"), commentMode: "off" });
    expect(fake.requests.filter((r) => r.path === "/graphql")).toHaveLength(0);
  });
});
