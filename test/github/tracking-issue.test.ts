import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import { RESOLVED_COMMENT, syncTrackingIssue } from "../../src/github/tracking-issue.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

let fake: FakeGitHub;
let client: GitHubClient;
const base = { title: "bias-gate: scheduled check is failing", label: "bias-gate" };

beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

describe("syncTrackingIssue", () => {
  it("opens one issue, updates it on the next failure, and closes it with a comment on a pass", async () => {
    const opened = await syncTrackingIssue(client, { ...base, failing: true, body: "run 1" });
    expect(opened.action).toBe("opened");
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]).toMatchObject({
      title: base.title,
      body: "run 1",
      labels: ["bias-gate"],
      state: "open",
    });

    const updated = await syncTrackingIssue(client, { ...base, failing: true, body: "run 2" });
    expect(updated).toEqual({ action: "updated", url: opened.url });
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]!.body).toBe("run 2");

    const closed = await syncTrackingIssue(client, { ...base, failing: false, body: "ok" });
    expect(closed).toEqual({ action: "closed", url: opened.url });
    expect(fake.issues[0]!.state).toBe("closed");
    expect(fake.commentsOn(1).map((c) => c.body)).toEqual([RESOLVED_COMMENT]);
  });

  it("does nothing on a pass with no open issue", async () => {
    fake.addIssue({ title: "old", labels: ["bias-gate"], state: "closed" });
    expect(await syncTrackingIssue(client, { ...base, failing: false, body: "" })).toEqual({
      action: "none",
    });
    expect(fake.requests.filter((r) => r.method !== "GET")).toHaveLength(0);
  });

  it("opens a new issue when the only labelled one is closed", async () => {
    fake.addIssue({ title: "old", labels: ["bias-gate"], state: "closed" });
    expect((await syncTrackingIssue(client, { ...base, failing: true, body: "x" })).action).toBe("opened");
    expect(fake.issues.filter((i) => i.state === "open")).toHaveLength(1);
  });

  it("ignores issues without the label and pull requests with it", async () => {
    fake.addIssue({ title: "unrelated", labels: ["bug"] });
    fake.addIssue({ title: "a PR", labels: ["bias-gate"], pullRequest: true });
    expect((await syncTrackingIssue(client, { ...base, failing: true, body: "x" })).action).toBe("opened");
    expect(fake.issues[0]!.body).toBe("");
    expect(fake.issues[1]!.body).toBe("");
  });

  it("keeps the oldest open issue in step when several are open", async () => {
    fake.addIssue({ title: "first", labels: ["bias-gate"] });
    fake.addIssue({ title: "second", labels: ["bias-gate"] });
    await syncTrackingIssue(client, { ...base, failing: true, body: "new" });
    expect(fake.issues.map((i) => i.body)).toEqual(["new", ""]);
  });

  it("rejects with a clear message when listing issues fails", async () => {
    fake.fail("GET", /\/issues$/, 500);
    await expect(syncTrackingIssue(client, { ...base, failing: true, body: "x" })).rejects.toThrow(
      "GitHub API findIssues(bias-gate, open) failed with HTTP 500: Server Error",
    );
  });
});
