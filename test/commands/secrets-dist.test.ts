/**
 * Secrets stay secret (dist CLI, loopback server): header values, a base URL's user and password, and its query
 * values never reach stdout, stderr, the record file, results.json, report.md or the response cache; query parameters in the base
 * URL travel as a default query (Azure's `api-version`); a keyless local server works without a key.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "./chat-server.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

const SUITE = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

const SELECT = ["--templates", "t.csv", "--domains", "d", "--per-template", "2"];
const LENIENT = ["--rule", "estimate", "--min-usable", "1", "--no-cache", "--out", "out"];

const HEADER_SECRET = "hdr-Secret/Value+42";
const TOKEN_SECRET = "tok-Secret-3141";
const PASSWORD = "pw-Secret-2718";

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.mode = "answer";
});

/** Every file and stream a person or a later run may read. */
function everything(dir: string, run: { stdout: string; stderr: string }): string {
  const files = ["answers.jsonl", "out/results.json", "out/report.md"].map((f) =>
    existsSync(join(dir, f)) ? readFileSync(join(dir, f), "utf8") : "",
  );
  return [run.stdout, run.stderr, ...files].join("\n");
}

function configWith(baseUrl: string, extra = ""): string {
  return [
    "version: 1",
    "per-template: 2",
    "provider:",
    `  base-url: "${baseUrl}"`,
    "  model: gpt-4o-mini",
    "  max-attempts: 1",
    extra,
    "suites:",
    "  - name: hikers",
    "    templates: t.csv",
    "    domains: d",
    "",
  ].join("\n");
}

describe("secrets stay secret (dist CLI)", () => {
  it("redacts header values and URL query values that an endpoint echoes in its errors", async () => {
    server.mode = "echo";
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml": configWith(
        `${server.origin}/v1?token=${TOKEN_SECRET}`,
        `  headers:\n    x-gateway-key: "${HEADER_SECRET}"`,
      ),
    });
    const run = await runDistCli(
      ["run", "--config", "bias-gate.yml", ...LENIENT, "--record", "answers.jsonl"],
      { cwd: dir, env: { OPENAI_API_KEY: "sk-test-key" } },
    );
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests[0]?.headers["x-gateway-key"]).toBe(HEADER_SECRET);
    expect(server.requests[0]?.url).toBe(`/v1/chat/completions?token=${TOKEN_SECRET}`);
    expect(run.code, run.stderr).toBe(4);
    expect(readFileSync(join(dir, "answers.jsonl"), "utf8")).toMatch(/bad request/);
    const seen = everything(dir, run);
    for (const secret of [
      HEADER_SECRET,
      JSON.stringify(HEADER_SECRET).slice(1, -1),
      TOKEN_SECRET,
      "sk-test-key",
    ]) {
      expect(seen).not.toContain(secret);
    }
    expect(seen).not.toContain("Secret");
  }, 60_000);

  it("keeps header values and URL query values out of the cache, its keys and its file names", async () => {
    const dir = workspace({
      ...SUITE,
      "bias-gate.yml": configWith(
        `${server.origin}/openai/deployments/d?api-version=2024-06-01&token=${TOKEN_SECRET}`,
        `  headers:\n    x-gateway-key: "${HEADER_SECRET}"`,
      ),
    });
    const cached = LENIENT.filter((flag) => flag !== "--no-cache");
    const args = ["run", "--config", "bias-gate.yml", ...cached, "--cache-dir", "cache"];
    const run = await runDistCli(args, { cwd: dir, env: { OPENAI_API_KEY: "sk-test-key" } });
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests).toHaveLength(4);
    // The warm run finds every answer: the query is part of the key, in a form that holds no value.
    const warm = await runDistCli(args, { cwd: dir, env: { OPENAI_API_KEY: "sk-test-key" } });
    expect(warm.stderr).toMatch(/answered 0, from cache 4/);
    const names = readdirSync(join(dir, "cache"), { recursive: true, encoding: "utf8" });
    const files = names.filter((name) => statSync(join(dir, "cache", name)).isFile());
    expect(files.some((name) => name.endsWith(".jsonl"))).toBe(true);
    const seen = [...names, ...files.map((name) => readFileSync(join(dir, "cache", name), "utf8"))].join(
      "\n",
    );
    for (const secret of [HEADER_SECRET, TOKEN_SECRET, encodeURIComponent(TOKEN_SECRET), "sk-test-key"]) {
      expect(seen).not.toContain(secret);
    }
    expect(seen).not.toContain("Secret");
  }, 60_000);

  it("refuses a base URL with a user and password before sending, without printing them", async () => {
    const dir = workspace(SUITE);
    const url = `http://bias:${PASSWORD}@${server.origin.slice("http://".length)}/v1`;
    const run = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        "--base-url",
        url,
        "--model",
        "gpt-4o-mini",
        "--record",
        "answers.jsonl",
      ],
      { cwd: dir, env: { OPENAI_API_KEY: "sk-test-key" } },
    );
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/^error: base URL .* carries credentials/m);
    expect(run.stderr).toMatch(/^ {2}hint: .*api-key.*provider\.headers/m);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(everything(dir, run)).not.toContain(PASSWORD);
    expect(server.requests).toHaveLength(0);
  }, 60_000);

  it("sends an Azure-style base URL's query with every request", async () => {
    const dir = workspace(SUITE);
    const run = await runDistCli(
      [
        "run",
        ...SELECT,
        ...LENIENT,
        "--base-url",
        `${server.origin}/openai/deployments/d?api-version=2024-06-01`,
        "--model",
        "gpt-4o-mini",
      ],
      { cwd: dir, env: { OPENAI_API_KEY: "sk-test-key" } },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/answered 4, from cache 0, failed 0/);
    expect(server.requests.map((r) => r.url)).toEqual(
      Array(4).fill("/openai/deployments/d/chat/completions?api-version=2024-06-01"),
    );
  }, 60_000);

  it("queries a keyless local server without OPENAI_API_KEY", async () => {
    const dir = workspace(SUITE);
    const run = await runDistCli(
      ["run", ...SELECT, ...LENIENT, "--base-url", `${server.origin}/v1`, "--model", "llama3"],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/answered 4, from cache 0, failed 0/);
    expect(server.requests).toHaveLength(4);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  }, 60_000);

  it("reports an endpoint that wants a key, when none is set, as an auth failure with its hint", async () => {
    server.mode = "unauthorized";
    const dir = workspace(SUITE);
    const run = await runDistCli(
      ["run", ...SELECT, ...LENIENT, "--base-url", `${server.origin}/v1`, "--model", "gpt-4o-mini"],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(4);
    expect(run.stderr).toMatch(/auth/);
    expect(run.stderr).toMatch(/OPENAI_API_KEY/);
  }, 60_000);
});
