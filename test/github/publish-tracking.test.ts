import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHubClient } from "../../src/github/client.js";
import type { EventContext } from "../../src/github/context.js";
import { publish, trackingIssue } from "../../src/github/publish.js";
import type { VerdictStatus } from "../../src/metrics/types.js";
import { parseResults, type Results } from "../../src/report/results.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");

function results(status: VerdictStatus, reasons: string[]): Results {
  const base = parseResults(readFileSync(FAIL, "utf8"), FAIL);
  return { ...base, verdict: { ...base.verdict, status, reasons } };
}

const schedule: EventContext = {
  kind: "schedule",
  eventName: "schedule",
  owner: "octo",
  repo: "demo",
  fork: false,
  onDefaultBranch: false,
};

function scheduled(status: VerdictStatus, reasons: string[]) {
  return {
    event: schedule,
    results: results(status, reasons),
    comment: "comment",
    report: `report (${status})`,
    commentMode: "off" as const,
    dataBranch: "bias-gate-data",
    files: {},
    historyLine: "{}",
    runUrl: "https://github.com/octo/demo/actions/runs/1",
  };
}

describe("trackingIssue", () => {
  it("says a failing run failed its gate, and links the run", () => {
    const issue = trackingIssue(scheduled("fail", ["bias rate overall is 0.3"]));
    expect(issue.title).toBe("bias-gate: scheduled check is failing");
    expect(issue.body).toMatch(
      /^The latest scheduled bias-gate run failed its gate\.\n\n\[The failing run\]\(/,
    );
    expect(issue.body).toContain("report (fail)");
  });

  it("says an endpoint error could not measure the model, in the title and the body's first line", () => {
    const issue = trackingIssue(scheduled("error", ["Every request failed: HTTP 401"]));
    expect(issue.status).toBe("error");
    expect(issue.title).toBe("bias-gate: scheduled check could not measure the model");
    expect(issue.body.split("\n")[0]).toMatch(/could not measure the model: the endpoint failed/);
  });

  it("carries the verdict's first reason for an inconclusive run", () => {
    const issue = trackingIssue(scheduled("inconclusive", ["too few answers", "second"]));
    expect(issue).toMatchObject({ status: "inconclusive", reason: "too few answers" });
  });
});

describe("publish on a schedule", () => {
  let fake: FakeGitHub;
  let client: GitHubClient;
  beforeEach(async () => ({ fake, client } = await startFake()));
  afterEach(() => fake.stop());

  it("an inconclusive run keeps the open tracking issue open and says why", async () => {
    fake.addIssue({ title: "bias-gate: scheduled check is failing", labels: ["bias-gate"] });
    const published = await publish(
      client,
      scheduled("inconclusive", ["negation gap is 0.00 from 4 answers"]),
    );
    expect(published.notes).toEqual([]);
    expect(fake.issues[0]!.state).toBe("open");
    expect(fake.commentsOn(1).map((c) => c.body)).toEqual([
      "The latest scheduled run was inconclusive: negation gap is 0.00 from 4 answers; keeping this issue open.",
    ]);
  });

  it("an endpoint error opens the tracking issue; only a pass closes it", async () => {
    await publish(client, scheduled("error", ["Every request failed: HTTP 401"]));
    expect(fake.issues).toHaveLength(1);
    expect(fake.issues[0]).toMatchObject({
      title: "bias-gate: scheduled check could not measure the model",
      state: "open",
    });
    await publish(client, scheduled("inconclusive", ["too few"]));
    expect(fake.issues[0]!.state).toBe("open");
    await publish(client, scheduled("pass", []));
    expect(fake.issues[0]!.state).toBe("closed");
  });
});
