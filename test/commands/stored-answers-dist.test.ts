/**
 * Stored answers are reused only for the request they answer, and never lost (dist CLI, loopback server): the
 * cache key holds the whole endpoint (path and query too, so two deployments on one host never share answers); a
 * cache on a full disk says how many answers it could not keep and exits non-zero; a `--replay` or
 * `--responses` file that is not a recording is refused with its bad lines before anything is answered.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "./chat-server.js";
import { hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";
import { mountTinyDisk, tinyDiskProblem, unmountTinyDisk } from "./tiny-disk.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

/** Two templates over three sports, two prompts each: four requests. */
const SUITE = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

const SELECT = ["--templates", "t.csv", "--domains", "d", "--per-template", "2"];
const LENIENT = ["--rule", "estimate", "--min-usable", "1", "--out", "out"];
const KEY = { OPENAI_API_KEY: "sk-test-key" };

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const against = (baseUrl: string) => ["--base-url", baseUrl, "--model", "gpt-4o-mini"];

/** Every file under `dir`, as text, for a secret to be looked for. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => `${path}\n${readFileSync(path, "utf8")}`)
    .join("\n");
}

describe("the cache key holds the whole endpoint (dist CLI)", () => {
  it("does not answer a run against another path on the same host from the cache", async () => {
    const dir = workspace(SUITE);
    const run = (path: string) =>
      runDistCli(["run", ...SELECT, ...LENIENT, ...against(`${server.origin}${path}`), "--cache-dir", "c"], {
        cwd: dir,
        env: KEY,
      });
    const ok = await run("/ok/v1");
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toMatch(/answered 4, from cache 0/);

    server.requests.length = 0;
    const other = await run("/other/v1");
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).toMatch(/answered 4, from cache 0/);
    expect(server.requests.map((r) => r.url)).toEqual(Array(4).fill("/other/v1/chat/completions"));

    // The same endpoint again, with a trailing slash: the same deployment, answered from the cache.
    server.requests.length = 0;
    const again = await run("/ok/v1/");
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/answered 0, from cache 4/);
    expect(server.requests).toHaveLength(0);
  }, 60_000);

  it("tells query values apart (api-version, a token) without writing a query value into the cache", async () => {
    const dir = workspace(SUITE);
    const secret = "tok-Secret-1618";
    const run = (query: string) =>
      runDistCli(
        ["run", ...SELECT, ...LENIENT, ...against(`${server.origin}/openai/deployments/d${query}`)],
        { cwd: dir, env: { ...KEY, BIAS_GATE_UNUSED: "" } },
      );
    expect((await run(`?api-version=2024-06-01&token=${secret}`)).code).toBe(0);
    expect(server.requests).toHaveLength(4);
    server.requests.length = 0;
    const newer = await run(`?api-version=2024-10-21&token=${secret}`);
    expect(newer.stderr).toMatch(/answered 4, from cache 0/);
    expect(server.requests).toHaveLength(4);
    server.requests.length = 0;
    const otherToken = await run("?api-version=2024-10-21&token=another-token");
    expect(otherToken.stderr).toMatch(/answered 4, from cache 0/);
    server.requests.length = 0;
    // Query parameters in another order name the same endpoint.
    const reordered = await run(`?token=${secret}&api-version=2024-06-01`);
    expect(reordered.stderr).toMatch(/answered 0, from cache 4/);
    expect(server.requests).toHaveLength(0);
    const cache = allText(join(dir, ".bias-gate/cache"));
    expect(cache).toMatch(/"answer"/);
    expect(cache).not.toContain(secret);
    expect(cache).not.toContain("another-token");
  }, 60_000);
});

/** A suite of 12 sports, 30 prompts per template: 60 requests, about 40 KB of journal lines. */
const LARGE_SUITE = {
  "t.csv": SUITE["t.csv"],
  "d/sport.txt": `${Array.from({ length: 12 }, (_, i) => `sport number ${i} players,group${i % 2}`).join("\n")}\n`,
};

const canMount = tinyDiskProblem();

describe("a cache on a full disk (dist CLI, a real tmpfs)", () => {
  if (canMount !== undefined) {
    it.skip(`counts the answers it could not keep, exits 3 (skipped: ${canMount})`, () => {});
    return;
  }
  it("counts the answers it could not keep, exits 3 naming the cache and 'disk full', and the next run buys exactly those", async () => {
    const dir = workspace(LARGE_SUITE);
    const cacheDir = join(dir, "cache");
    expect(mountTinyDisk(cacheDir, "16k")).toBeUndefined();
    try {
      const args = ["run", "--templates", "t.csv", "--domains", "d", "--per-template", "30", ...LENIENT];
      const full = await runDistCli([...args, ...against(`${server.origin}/v1`), "--cache-dir", cacheDir], {
        cwd: dir,
        env: KEY,
      });
      expect(server.requests).toHaveLength(60);
      const line = new RegExp(
        `^error: (\\d+) of 60 answers could not be kept in the cache ${cacheDir.replace(/[/.]/g, "\\$&")}: disk full`,
        "m",
      ).exec(full.stderr);
      expect(line, full.stderr).not.toBeNull();
      const lost = Number(line?.[1]);
      expect(lost).toBeGreaterThan(0);
      expect(lost).toBeLessThan(60);
      expect(full.stderr).toMatch(/^ {2}hint: .*free space.*--cache-dir/m);
      expect(full.code, full.stderr).toBe(3);
      expect(hasStackTrace(full.stderr)).toBe(false);
      // The verdict still stands on every answer bought: the report is written.
      expect(readFileSync(join(dir, "out/results.json"), "utf8")).toMatch(/"verdict"/);

      // With room again, the next run buys exactly the answers the first said it could not keep.
      expect(spawnSync("mount", ["-o", "remount,size=1m", cacheDir]).status).toBe(0);
      server.requests.length = 0;
      const next = await runDistCli(
        [...args, "--out", "out2", ...against(`${server.origin}/v1`), "--cache-dir", cacheDir],
        { cwd: dir, env: KEY },
      );
      expect(next.code, next.stderr).toBe(0);
      expect(server.requests).toHaveLength(lost);
      expect(next.stderr).toMatch(new RegExp(`answered ${lost}, from cache ${60 - lost},`));
      expect(next.stderr).not.toMatch(/could not be kept|damaged|ignored/);
    } finally {
      unmountTinyDisk(cacheDir);
    }
  }, 90_000);
});

describe("--replay and --responses files that are not recordings (dist CLI)", () => {
  const cases = [
    {
      name: "a binary file",
      text: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe, 0x0a, 0x01]),
      lines: /bad\.jsonl:1, 2, 3: not valid JSON/,
    },
    {
      name: "lines that are not JSON",
      text: "hello\n\nnot json either\n",
      lines: /bad\.jsonl:1, 3: not valid JSON/,
    },
    {
      name: "JSON of the wrong shape",
      text: '{"promptId":"h1:x","trial":0,"text":"No"}\n[1,2]\n{"answer":"Yes"}\n',
      lines:
        /bad\.jsonl:2, 3: .*expected a recorded outcome \(from `run --record`\) or an answer line \{promptId, trial, text\}/,
    },
  ];
  for (const command of ["score --responses", "run --replay"]) {
    it.each(cases)(
      `${command}: exits 2 for $name, naming its bad lines, before answering`,
      async (c) => {
        const dir = workspace(SUITE);
        writeFileSync(join(dir, "bad.jsonl"), c.text);
        const started = Date.now();
        const run = await runDistCli(
          [...command.split(" "), "bad.jsonl", ...SELECT, ...LENIENT, "--no-cache"],
          { cwd: dir, timeoutMs: 30_000 },
        );
        expect(Date.now() - started).toBeLessThan(30_000);
        expect(run.code, run.stderr).toBe(2);
        expect(run.stderr).toMatch(/^error: .*bad\.jsonl/m);
        expect(run.stderr).toMatch(c.lines);
        expect(run.stderr).toMatch(/^ {2}hint: .*run --record/m);
        expect(run.stderr).not.toMatch(/unanswered|no recorded answer/);
        expect(hasStackTrace(run.stderr)).toBe(false);
      },
      60_000,
    );
  }
});
