import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterWithoutContamination } from "../commands/helpers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

/**
 * What a person sees first in the Action (dist/index.js under Node 24, loopback GitHub through the real Octokit):
 * an endpoint that failed is named as such, with its cause and fix, on the first line of the comment, the job
 * summary and the log; a simulator run says it was not a real model, down to the badge.
 */
let github: FakeGitHub;
let endpoint: Server;
let endpointUrl: string;
const API_KEY = "sk-live-not-a-real-key-0123456789";

beforeAll(async () => {
  github = await new FakeGitHub().start();
  endpoint = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Incorrect API key provided", code: "invalid_api_key" } }));
    });
  });
  await new Promise<void>((done) => endpoint.listen(0, "127.0.0.1", done));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await github.stop();
  await new Promise<void>((done) => endpoint.close(() => done()));
});

const repository = { full_name: "octo/demo", name: "demo", owner: { login: "octo" }, default_branch: "main" };
const pullRequest = (number: number) => ({
  number,
  pull_request: {
    number,
    head: { ref: "feature", sha: "abc1234", repo: repository },
    base: { ref: "main", repo: repository },
  },
  repository,
});

/**
 * Runs the Action on a pull request in the starter suite without its contamination and text-to-SQL suites: what
 * is seen first does not depend on those suites, and they are most of a starter run's work.
 */
function action(number: number, inputs: Record<string, string>) {
  return runAction({
    cwd: starterWithoutContamination(),
    // One fixed plan: an undecided run would otherwise take every look; the first lines are the same either way.
    inputs: {
      "per-template": "4",
      cache: "false",
      sequential: "false",
      "github-token": "ghs_test_token",
      ...inputs,
    },
    eventName: "pull_request",
    eventPayload: pullRequest(number),
    env: {
      GITHUB_API_URL: github.baseUrl,
      GITHUB_REF: `refs/pull/${number}/merge`,
      GITHUB_SHA: "abc1234def",
    },
    timeoutMs: 60_000,
  });
}

const firstLine = (text: string) => text.split("\n").find((line) => line.trim() !== "") ?? "";

describe.skipIf(!hasNode24)(needsNode24("the Action when the endpoint fails"), () => {
  it("names the failure kind, an example and the fix first in the comment, the summary and the log", async () => {
    const run = await action(21, { "base-url": endpointUrl, model: "gpt-test", "api-key": API_KEY });
    expect(run.code).not.toBe(0);
    expect(run.outputs.verdict).toBe("error");
    const comment = github.commentsOn(21)[0]?.body ?? "";
    const visible = comment.replace(/<!--.*?-->/g, "");
    const commentHead = firstLine(visible);
    // The first line stays short (the verdict and the count); the example and the fix are the first bullet.
    const firstScreen = visible.split("<details>")[0] ?? "";
    expect(commentHead).toMatch(/^🛑 \*\*bias-gate: ENDPOINT FAILED\*\*/);
    // The full clause ("8 of 8 requests sent failed (auth 8), so the run stopped with 544 not sent") or, on a line
    // with less room, its shorter form without "sent" and what was not sent.
    expect(commentHead).toMatch(/\d+ of \d+ requests (sent )?failed \(auth \d+\)/);
    expect(firstScreen).toMatch(/auth \(HTTP 401\)/);
    expect(firstScreen).toMatch(/Fix: /);
    expect(firstScreen).not.toMatch(/error rate overall is 1\.000/);
    expect(firstLine(run.summary)).toMatch(/^\*\*bias-gate: ENDPOINT FAILED\*\*.*auth \(HTTP 401\)/);
    expect(run.stdout).toMatch(
      // The parenthesis holds the verdict's notes (none here: a real endpoint and the workspace's own config).
      /::error::bias-gate: error( \(.*\))?: the endpoint failed: .*auth \(HTTP 401\).*Fix: /,
    );
    // `::add-mask::` is how the runner learns to hide the key; nothing else may carry it.
    const log = run.stdout.replace(/^::add-mask::.*$/gm, "");
    for (const text of [comment, run.summary, log, run.stderr]) expect(text).not.toContain(API_KEY);
    const results = JSON.parse(readFileSync(run.outputs["results-path"]!, "utf8")) as {
      endpoint: { byKind: Record<string, number> };
    };
    expect(results.endpoint.byKind.auth).toBeGreaterThan(0);
  }, 90_000);
});

describe.skipIf(!hasNode24)(needsNode24("the Action on the simulator"), () => {
  it("says 'simulator, not a real model' on the first line of the comment and summary, and on the badge", async () => {
    const run = await action(22, {});
    expect(run.stdout).not.toMatch(/internal error/);
    const comment = github.commentsOn(22)[0]?.body ?? "";
    expect(firstLine(comment.replace(/<!--.*?-->/g, ""))).toMatch(
      /^\S+ \*\*bias-gate: [A-Z]+\*\* · simulator, not a real model/,
    );
    expect(firstLine(run.summary)).toMatch(/^\*\*bias-gate: [A-Z]+\*\* · simulator, not a real model/);
    const badge = readFileSync(run.outputs["badge-path"]!, "utf8");
    expect(badge).toContain("bias-gate (simulator, not a real model)");
    expect(run.stdout).toMatch(/bias-gate: [a-z]+ \(simulator, not a real model/);
  }, 90_000);
});
