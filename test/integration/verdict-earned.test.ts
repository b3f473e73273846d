/**
 * A green verdict means "measured, and within limits": what the run could not measure is inconclusive with its
 * reason, a suite that yields nothing is a configuration error, and an endpoint that failed is its own outcome.
 * Each case drives the bundled CLI (`node dist/cli/index.js`) as a user would; rebuild dist/ first.
 */

import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DistRun, hasStackTrace, runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

interface ResultsJson {
  verdict: {
    status: string;
    checks: { metricId: string; status: string; reason: string }[];
    reasons: string[];
  };
  coverage: {
    suite: string;
    planned: number;
    answered: number;
    skipped: Record<string, number>;
    notRecorded: number;
  }[];
  endpoint?: {
    failed: number;
    byKind: Record<string, number>;
    example: { status?: number; message: string; hint: string };
    decisive: boolean;
  };
  provenance: { simulator?: boolean; starterSuite?: boolean; requests: number };
}

const readResults = (dir: string): ResultsJson =>
  JSON.parse(readFileSync(join(dir, "bias-gate-out", "results.json"), "utf8")) as ResultsJson;

/**
 * The whole starter, asked of the simulator once for the file (--no-cache) and recorded: the first-line test reads
 * its output and the replay test replays part of its recording. Its results are read before the replay overwrites
 * them.
 */
let starter: Promise<{ dir: string; run: DistRun; results: ResultsJson }> | undefined;
function recordedStarter(): Promise<{ dir: string; run: DistRun; results: ResultsJson }> {
  starter ??= (async () => {
    const dir = workspace({});
    const run = await runDistCli(["run", "--no-cache", "--record", "all.jsonl"], {
      cwd: dir,
      timeoutMs: 110_000,
    });
    return { dir, run, results: readResults(dir) };
  })();
  return starter;
}

// Tests that run the whole starter's first look (1,796 requests; the replay test runs it twice)
// get a minute: alone they took 13–25 s, and the machine running the suite is shared.
describe("nothing unmeasured passes", () => {
  it("a request budget that cuts the last suite's prompts makes the run inconclusive, with the reason", async () => {
    const dir = workspace({});
    // The starter suite asks its text-to-SQL questions last (after the interpretations they build on).
    const total = Number(
      /total \(\d+ templates\)\s+[\d,]+\s+([\d,]+)/
        .exec((await runDistCli(["plan", "--forecast", "0"], { cwd: dir })).stdout)?.[1]
        ?.replaceAll(",", ""),
    );
    // One fixed look (the plan's table), cut 20 short.
    const run = await runDistCli(
      ["run", "--no-cache", "--no-sequential", "--max-requests", String(total - 20)],
      {
        cwd: dir,
        timeoutMs: 110_000,
      },
    );
    expect(run.code, run.stderr).toBe(3);
    const firstLine = run.stdout.split("\n")[0] ?? "";
    expect(firstLine).toMatch(/^\*\*bias-gate: INCONCLUSIVE\*\*/);
    expect(run.stdout).toContain(
      "not measured: 20 of 832 text-to-SQL prompts of 'text-to-sql' unanswered after the request budget (max-requests)",
    );
    const results = readResults(dir);
    // The suite's deltas are computed from what was answered; its coverage check keeps the run from passing.
    const cut = results.verdict.checks.find((c) => c.metricId === "coverage:text-to-sql");
    expect(cut?.status).toBe("inconclusive");
    expect(results.coverage.find((c) => c.suite === "text-to-sql")).toMatchObject({
      planned: 832,
      answered: 812,
      skipped: { "max-requests": 20 },
    });
    expect(hasStackTrace(run.stderr)).toBe(false);
  }, 120_000);

  it("a replay that lacks a suite's answers is inconclusive, naming the gap", async () => {
    const { dir, run: recorded } = await recordedStarter();
    expect(recorded.code, recorded.stderr).toBe(0);
    const lines = readFileSync(join(dir, "all.jsonl"), "utf8").split("\n").filter(Boolean);
    const withoutSchemas = lines.filter((l) => !l.includes('"promptId":"schemas:'));
    const schemaLines = lines.length - withoutSchemas.length;
    expect(schemaLines).toBeGreaterThanOrEqual(72);
    writeFileSync(join(dir, "part.jsonl"), `${withoutSchemas.join("\n")}\n`);
    const run = await runDistCli(["run", "--no-sequential", "--replay", "part.jsonl"], {
      cwd: dir,
      timeoutMs: 110_000,
    });
    expect(run.code, run.stderr).toBe(3);
    // The replay asks the schemas' first look (72 probes) and finds none of them.
    expect(run.stdout).toContain(
      "not measured: 72 of 72 contamination prompts of 'schemas' unanswered missing from the replayed recordings",
    );
    expect(readResults(dir).coverage.find((c) => c.suite === "schemas")?.notRecorded).toBe(72);
  }, 120_000);

  const HEADER = "template_id,template_text,param_1,param_2,constraints,label,negates\n";
  const config = (templates: string) =>
    `version: 1\nsuites:\n  - name: hikers\n    templates: ${templates}\n    domains: d\n`;

  it("a template file with only a header is a configuration error naming the file, not a pass", async () => {
    const dir = workspace({ "bias-gate.yml": config("t.csv"), "t.csv": HEADER, "d/sport.txt": "hikers,x\n" });
    const run = await runDistCli(["run", "--config", "bias-gate.yml", "--no-cache"], { cwd: dir });
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stderr).toMatch(/t\.csv:1:1: error: no templates: the file has no template rows/);
    expect(run.stderr).toMatch(/hint: add template rows under the header, or remove the file from the suite/);
    expect(run.stdout).not.toMatch(/PASS/);
    expect(hasStackTrace(run.stderr)).toBe(false);
  });

  it("templates whose domain file is empty are a configuration error naming the file and the domain", async () => {
    const dir = workspace({
      "bias-gate.yml": config("t.csv"),
      "t.csv": `${HEADER}h1,#1 beat #2.,sport,sport,"neq(#1, #2)",No,\n`,
      "d/sport.txt": "",
    });
    const run = await runDistCli(["run", "--config", "bias-gate.yml", "--no-cache"], { cwd: dir });
    expect(run.code, run.stdout + run.stderr).toBe(2);
    // Said once per template (both slots use the empty domain), at the template's line, before any sampling.
    expect(run.stderr.match(/error: /g)).toHaveLength(1);
    expect(run.stderr).toMatch(
      /t\.csv:2:\d+: error: domain 'sport' \(\S+sport\.txt\) has no values, so 'h1' expands to no prompts/,
    );
    expect(hasStackTrace(run.stderr)).toBe(false);
  });
});

/** A loopback endpoint that answers every request with one fixed error, counting what it receives. */
async function failingEndpoint(
  status: number,
  body: object,
): Promise<{ url: string; hits: () => number; server: Server }> {
  let hits = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      hits++;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, hits: () => hits, server };
}

describe("the endpoint's failures are their own outcome", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server = undefined;
  });

  it("a wrong key (401) exits 4 and the report's first line names the kind, the count, an example and the fix", async () => {
    const endpoint = await failingEndpoint(401, {
      error: {
        message: "Incorrect API key provided: sk-wrong***",
        type: "invalid_request_error",
        code: "invalid_api_key",
      },
    });
    server = endpoint.server;
    const dir = workspace({});
    const run = await runDistCli(["run", "--no-cache", "--base-url", endpoint.url, "--model", "gpt-test"], {
      cwd: dir,
      env: { OPENAI_API_KEY: "sk-wrong-key-1234567890" },
    });
    expect(run.code, run.stderr).toBe(4);
    const firstLine = run.stdout.split("\n")[0] ?? "";
    expect(firstLine).toMatch(/^\*\*bias-gate: ENDPOINT FAILED\*\*/);
    expect(firstLine).toMatch(/the endpoint failed: \d+ of \d+ requests sent failed \(auth \d+\)/);
    expect(firstLine).toMatch(/auth \(HTTP 401\): .*Incorrect API key/);
    expect(firstLine).toMatch(/, so the run stopped with \d+ not sent/);
    expect(firstLine).toMatch(/Fix: .*OPENAI\\_API\\_KEY/);
    expect(run.stdout).not.toContain("sk-wrong-key-1234567890");
    expect(run.stderr).not.toContain("sk-wrong-key-1234567890");
    expect(run.stderr).toMatch(/^bias-gate: error \(.*\): the endpoint failed: /m);
    const results = readResults(dir);
    expect(results.verdict.status).toBe("error");
    expect(results.endpoint).toMatchObject({ decisive: true, example: { status: 401 } });
    expect(results.endpoint?.byKind.auth).toBeGreaterThan(0);
    // A wrong key is systematic: the run stops after a few requests, not one per prompt.
    // A few windows of the starting concurrency (8) at most, however loaded the machine (27 on a CI machine
    // running two suites at once); one request per prompt would be ~1,800.
    expect(endpoint.hits()).toBeLessThan(64);
  });

  it("a reasoning model that rejects max_tokens exits 4 naming the parameter to change", async () => {
    const dir = workspace({});
    const run = await runDistCli(["run", "--no-cache", "--profile", "reasoning"], { cwd: dir });
    expect(run.code, run.stderr).toBe(4);
    const firstLine = run.stdout.split("\n")[0] ?? "";
    expect(firstLine).toMatch(/ENDPOINT FAILED.*unsupported-parameter/);
    expect(firstLine).toMatch(/max-completion-tokens|max_completion_tokens/);
    expect(readResults(dir).endpoint?.byKind["unsupported-parameter"]).toBeGreaterThan(0);
  });
});

describe("what answered is said on the first line", () => {
  it("a simulator run says 'simulator, not a real model' and the starter suite says so too", async () => {
    const { run, results } = await recordedStarter();
    expect(run.code, run.stderr).toBe(0);
    const firstLine = run.stdout.split("\n")[0] ?? "";
    expect(firstLine).toMatch(
      /^\*\*bias-gate: PASS\*\* · simulator, not a real model · embedded starter suite/,
    );
    expect(results.provenance).toMatchObject({ simulator: true, starterSuite: true });
  }, 120_000);
});
