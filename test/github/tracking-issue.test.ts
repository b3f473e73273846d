import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import { inconclusiveComment, RESOLVED_COMMENT, syncTrackingIssue } from "../../src/github/tracking-issue.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

let fake: FakeGitHub;
let client: GitHubClient;
const base = { title: "bias-gate: scheduled check is failing", label: "bias-gate" };

beforeEach(async () => ({ fake, client } = await startFake()));
afterEach(() => fake.stop());

describe("syncTrackingIssue", () => {
  it("opens one issue, updates it on the next failure, and closes it with a comment on a pass", async () => {
    const opened = await syncTrackingIssue(client, { ...base, status: "fail", body: "run 1" });
    expect(opened.action).toBe("opened");
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]).toMatchObject({
      title: base.title,
      body: "run 1",
      labels: ["bias-gate"],
      state: "open",
    });

    const updated = await syncTrackingIssue(client, { ...base, status: "fail", body: "run 2" });
    expect(updated).toEqual({ action: "updated", url: opened.url });
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]!.body).toBe("run 2");

    const closed = await syncTrackingIssue(client, { ...base, status: "pass", body: "ok" });
    expect(closed).toEqual({ action: "closed", url: opened.url });
    expect(fake.issues[0]!.state).toBe("closed");
    expect(fake.commentsOn(1).map((c) => c.body)).toEqual([RESOLVED_COMMENT]);
  });

  it("does nothing on a pass with no open issue", async () => {
    fake.addIssue({ title: "old", labels: ["bias-gate"], state: "closed" });
    expect(await syncTrackingIssue(client, { ...base, status: "pass", body: "" })).toEqual({
      action: "none",
    });
    expect(fake.requests.filter((r) => r.method !== "GET")).toHaveLength(0);
  });

  it("opens a new issue when the only labelled one is closed", async () => {
    fake.addIssue({ title: "old", labels: ["bias-gate"], state: "closed" });
    expect((await syncTrackingIssue(client, { ...base, status: "fail", body: "x" })).action).toBe("opened");
    expect(fake.issues.filter((i) => i.state === "open")).toHaveLength(1);
  });

  it("ignores issues without the label and pull requests with it", async () => {
    fake.addIssue({ title: "unrelated", labels: ["bug"] });
    fake.addIssue({ title: "a PR", labels: ["bias-gate"], pullRequest: true });
    expect((await syncTrackingIssue(client, { ...base, status: "fail", body: "x" })).action).toBe("opened");
    expect(fake.issues[0]!.body).toBe("");
    expect(fake.issues[1]!.body).toBe("");
  });

  it("keeps the oldest open issue in step when several are open", async () => {
    fake.addIssue({ title: "first", labels: ["bias-gate"] });
    fake.addIssue({ title: "second", labels: ["bias-gate"] });
    await syncTrackingIssue(client, { ...base, status: "fail", body: "new" });
    expect(fake.issues.map((i) => i.body)).toEqual(["new", ""]);
  });

  it("keeps the issue open on an inconclusive run, with a comment quoting the first reason", async () => {
    fake.addIssue({ title: base.title, labels: ["bias-gate"], body: "failing report" });
    const reason = "bias rate overall is 0.000 from only 8 usable answers; need 30";
    const outcome = await syncTrackingIssue(client, { ...base, status: "inconclusive", body: "x", reason });
    expect(outcome.action).toBe("commented");
    expect(fake.issues[0]).toMatchObject({ state: "open", body: "failing report" });
    expect(fake.commentsOn(1).map((c) => c.body)).toEqual([
      "The latest scheduled run was inconclusive: bias rate overall is 0.000 from only 8 usable answers; need 30; keeping this issue open.",
    ]);
    expect(fake.commentsOn(1)[0]!.body).not.toContain("passed");
  });

  it("does not repeat the same inconclusive comment twice in a row", async () => {
    fake.addIssue({ title: base.title, labels: ["bias-gate"] });
    const inconclusive = { ...base, status: "inconclusive" as const, body: "x", reason: "too few answers." };
    expect((await syncTrackingIssue(client, inconclusive)).action).toBe("commented");
    expect((await syncTrackingIssue(client, inconclusive)).action).toBe("none");
    expect(fake.commentsOn(1)).toHaveLength(1);
    fake.addComment(1, "a person looked into it", "octocat");
    expect((await syncTrackingIssue(client, inconclusive)).action).toBe("commented");
    expect((await syncTrackingIssue(client, { ...inconclusive, reason: "another reason" })).action).toBe(
      "commented",
    );
    expect(fake.commentsOn(1).map((c) => c.body)).toEqual([
      inconclusiveComment("too few answers."),
      "a person looked into it",
      inconclusiveComment("too few answers."),
      inconclusiveComment("another reason"),
    ]);
    expect(fake.issues[0]!.state).toBe("open");
  });

  it("does nothing on an inconclusive run when no issue is open", async () => {
    fake.addIssue({ title: "old", labels: ["bias-gate"], state: "closed" });
    const outcome = await syncTrackingIssue(client, {
      ...base,
      status: "inconclusive",
      body: "x",
      reason: "r",
    });
    expect(outcome).toEqual({ action: "none" });
    expect(fake.requests.filter((r) => r.method !== "GET")).toHaveLength(0);
    expect(fake.issues[0]!.state).toBe("closed");
  });

  it("opens the issue when the endpoint failed (error), and updates an open one without closing it", async () => {
    const title = "bias-gate: scheduled check could not measure the model";
    const opened = await syncTrackingIssue(client, { ...base, title, status: "error", body: "401" });
    expect(opened.action).toBe("opened");
    expect(fake.issues[0]).toMatchObject({ title, body: "401", state: "open", labels: ["bias-gate"] });
    const again = await syncTrackingIssue(client, { ...base, title, status: "error", body: "still 401" });
    expect(again).toEqual({ action: "updated", url: opened.url });
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]).toMatchObject({ body: "still 401", state: "open" });
    expect(fake.commentsOn(1)).toHaveLength(0);
  });

  it("rejects with a clear message when listing issues fails", async () => {
    fake.fail("GET", /\/issues$/, 500);
    await expect(syncTrackingIssue(client, { ...base, status: "fail", body: "x" })).rejects.toThrow(
      "GitHub API findIssues(bias-gate, open) failed with HTTP 500: Server Error",
    );
  });
});
