import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckAnnotation, CheckRunPlan } from "../../src/github/check-run.js";
import type { GitHubClient } from "../../src/github/client.js";
import { checkRunRequest, publishCheckRun } from "../../src/github/publish-check-run.js";
import { renderComment } from "../../src/report/comment-md.js";
import { parseResults } from "../../src/report/results.js";
import { type FakeGitHub, startFake } from "./fake-github.js";

let fake: FakeGitHub;
let client: GitHubClient;
beforeEach(async () => {
  ({ fake, client } = await startFake());
});
afterEach(async () => {
  await fake.stop();
});

function plan(annotations: number): CheckRunPlan {
  const all: CheckAnnotation[] = Array.from({ length: annotations }, (_, i) => ({
    path: "bias-gate.yml",
    start_line: 1,
    end_line: 1,
    annotation_level: "warning",
    message: `reason ${i}`,
    title: "bias-gate: check undecided",
  }));
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < all.length; i += 50) batches.push(all.slice(i, i + 50));
  return {
    name: "bias-gate",
    headSha: "abc1234",
    conclusion: "neutral",
    output: { title: "bias-gate: inconclusive", summary: "⚠️ **bias-gate: INCONCLUSIVE**" },
    annotations: batches,
  };
}

const checkRequests = () => fake.requests.filter((r) => r.path.includes("/check-runs"));

describe("publishCheckRun (real Octokit against a loopback GitHub)", () => {
  it("creates a completed run with the first 50 annotations and adds the rest 50 per update", async () => {
    const outcome = await publishCheckRun(client, plan(120), "auto");
    expect(
      checkRequests().map(
        (r) => `${r.method} ${(r.body as { output: { annotations: [] } }).output.annotations.length}`,
      ),
    ).toEqual(["POST 50", "PATCH 50", "PATCH 20"]);
    const [run] = fake.checks.runs;
    expect(run).toMatchObject({
      name: "bias-gate",
      headSha: "abc1234",
      status: "completed",
      conclusion: "neutral",
    });
    expect(run?.annotations.map((a) => a["message"])).toEqual(
      Array.from({ length: 120 }, (_, i) => `reason ${i}`),
    );
    expect(outcome).toEqual({ url: `https://github.com/octo/demo/runs/${run?.id}` });
  });

  it("a token that may not write checks (403) is one info line under auto, a warning under on", async () => {
    fake.fail("POST", /check-runs/, 403);
    const auto = await publishCheckRun(client, plan(3), "auto");
    expect(auto).toEqual({
      log: {
        level: "info",
        message:
          "bias-gate: cannot publish a check run (403: the token lacks checks: write, as on fork pull requests); the job's status and the comment carry the verdict",
      },
    });
    const on = await publishCheckRun(client, plan(3), "on");
    expect(on.log?.level).toBe("warning");
    expect(on.url).toBeUndefined();
  });

  it("a 404 is the same fallback; a server error is a warning naming it; nothing throws", async () => {
    fake.fail("POST", /check-runs/, 404, 1);
    expect((await publishCheckRun(client, plan(1), "auto")).log).toMatchObject({
      level: "info",
      message: expect.stringMatching(/^bias-gate: cannot publish a check run \(404: .*checks: write\)/),
    });
    fake.fail("POST", /check-runs/, 500, 1);
    expect((await publishCheckRun(client, plan(1), "auto")).log).toMatchObject({
      level: "warning",
      message: expect.stringMatching(
        /^bias-gate: could not publish the check run \(.*HTTP 500.*\); the job's status/,
      ),
    });
  });

  it("an update that fails keeps the run's URL and says how many annotations were lost", async () => {
    fake.fail("PATCH", /check-runs/, 500);
    const outcome = await publishCheckRun(client, plan(120), "auto");
    expect(outcome.url).toMatch(/\/runs\/\d+$/);
    expect(outcome.log?.message).toMatch(/without its last 70 annotations/);
  });
});

describe("checkRunRequest", () => {
  const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");
  const results = parseResults(readFileSync(FAIL, "utf8"), FAIL);
  const run = (configFile?: string, headSha: string | undefined = "abc") => ({
    results,
    header: "",
    ...(headSha ? { headSha } : {}),
    links: {},
    comment: renderComment(results, {}),
    ...(configFile ? { configFile } : {}),
    rows: { workspace: "/ws", cwd: "/ws", readText: () => undefined },
  });

  it("is nothing when the input is off or there is no commit to put it on", () => {
    expect(checkRunRequest("off", run("/ws/bias-gate.yml"))).toBeUndefined();
    expect(checkRunRequest("auto", run("/ws/bias-gate.yml", ""))).toBeUndefined();
  });

  it("annotates reasons on the config file by its workspace path, and lists them in the text when it is outside", () => {
    const inside = checkRunRequest("on", run("/ws/config/bias-gate.yml"));
    expect(inside?.mode).toBe("on");
    const paths = new Set(inside?.plan.annotations.flat().map((a) => a.path));
    expect([...paths]).toEqual(["config/bias-gate.yml"]);
    const outside = checkRunRequest("auto", run("/elsewhere/bias-gate.yml"));
    expect(outside?.plan.annotations).toEqual([]);
    expect(outside?.plan.output.text).toMatch(/^### Checks that did not pass\n/);
  });
});
