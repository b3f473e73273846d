import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DistRun, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// These run the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

/** A valid two-template suite, so that only the one mistake of each case is wrong. */
const HIKERS = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

const configWith = (extra: string) =>
  `version: 1\nper-template: 2\nsuites:\n  - name: hikers\n    templates: t.csv\n    domains: d\n${extra}`;

/** 90,000 values: three slots filled from three such domains have about 7.3×10^14 fillings. */
function hugeDomain(prefix: string): string {
  return Array.from({ length: 90_000 }, (_, i) => `${prefix}${i},c${i % 2}`).join("\n");
}

/** One template of three slots over three such domains. */
const BIG = {
  "big.csv": "template_id,template_text,param_1,param_2,param_3,constraints,label\nb1,#1 #2 #3.,a,b,c,,No\n",
  "d/a.txt": hugeDomain("a"),
  "d/b.txt": hugeDomain("b"),
  "d/c.txt": hugeDomain("c"),
};

interface Case {
  name: string;
  argv: string[];
  files?: Record<string, string>;
  dirs?: string[];
  env?: Record<string, string>;
  /** The error line: names the thing that is wrong. */
  error: RegExp;
  /** The hint line: names the fix. */
  hint: RegExp;
  /** Nothing may have been sent to a model before the error. */
  beforeAnyRequest?: boolean;
}

const KEY = { OPENAI_API_KEY: "sk-test" };

const CASES: Case[] = [
  {
    name: "--config naming a directory",
    argv: ["plan", "--config", "suite"],
    dirs: ["suite"],
    error: /^error: \S*\/suite is a directory, not a file/m,
    hint: /hint: .*file/,
  },
  {
    name: "--templates naming a directory",
    argv: ["plan", "--templates", "templates"],
    dirs: ["templates"],
    error: /^error: \S*\/templates is a directory, not a file/m,
    hint: /hint: .*file/,
  },
  {
    name: "--baseline naming a directory",
    argv: ["run", "--templates", "t.csv", "--domains", "d", "--per-template", "2", "--baseline", "old"],
    files: HIKERS,
    dirs: ["old"],
    error: /^error: \S*\/old is a directory, not a file/m,
    hint: /hint: .*file/,
    beforeAnyRequest: true,
  },
  {
    name: "gate.baseline.file naming a directory",
    argv: ["run", "--config", "bias-gate.yml"],
    files: { ...HIKERS, "bias-gate.yml": configWith("gate:\n  baseline:\n    file: old\n") },
    dirs: ["old"],
    error: /^error: \S*\/old is a directory, not a file/m,
    hint: /hint: .*file/,
    beforeAnyRequest: true,
  },
  {
    name: "system-prompt-file naming a directory",
    argv: ["plan", "--config", "bias-gate.yml"],
    files: { ...HIKERS, "bias-gate.yml": configWith("system-prompt-file: prompts\n") },
    dirs: ["prompts"],
    error: /^error: \S*\/prompts is a directory, not a file/m,
    hint: /hint: .*file/,
  },
  ...["http://exa mple.com/v1", "http://[::1/v1", "http://", "http://127.0.0.1:99999/v1"].map(
    (url): Case => ({
      name: `--base-url ${url}`,
      argv: ["run", "--templates", "t.csv", "--domains", "d", "--base-url", url, "--model", "m"],
      files: HIKERS,
      env: KEY,
      error: new RegExp(`^error: base URL '${url.replace(/[[\]/.:]/g, "\\$&")}' is not a valid URL`, "m"),
      hint: /hint: .*https:\/\/api\.openai\.com\/v1/,
      beforeAnyRequest: true,
    }),
  ),
  {
    name: "provider.base-url malformed in the config file",
    argv: ["run", "--config", "bias-gate.yml"],
    files: { ...HIKERS, "bias-gate.yml": configWith("provider:\n  base-url: http://\n  model: m\n") },
    env: KEY,
    error: /^\S*bias-gate\.yml: error: base URL 'http:\/\/' is not a valid URL: it names no host/m,
    hint: /hint: fix provider\.base-url/,
    beforeAnyRequest: true,
  },
  {
    name: "a missing --replay file",
    argv: ["score", "--templates", "t.csv", "--domains", "d", "--replay", "nope.jsonl"],
    files: HIKERS,
    error: /^error: recording not found: \S*\/nope\.jsonl/m,
    hint: /hint: .*--record/,
  },
  {
    name: "--apes-predictions with the wrong header",
    argv: ["score", "--templates", "t.csv", "--domains", "d", "--apes-predictions", "p.csv"],
    files: { ...HIKERS, "p.csv": "a,b\n1,2\n" },
    error: /^\S*p\.csv:1:1: error: not an APES predictions file: missing column\(s\) template_id/m,
    hint: /hint: .*template_id,param_1_name/,
  },
  {
    name: "--apes-predictions with ragged rows",
    argv: ["score", "--templates", "t.csv", "--domains", "d", "--apes-predictions", "p.csv"],
    files: {
      ...HIKERS,
      "p.csv":
        "template_id,param_1_name,param_2_name,param_3_name,prediction\nh1,hikers,cyclists,,No,extra\n",
    },
    error: /^\S*p\.csv:2(:\d+)?: error: .*not valid CSV/m,
    hint: /hint: /,
  },
  {
    name: "--apes-predictions that is not CSV",
    argv: ["score", "--templates", "t.csv", "--domains", "d", "--apes-predictions", "p.csv"],
    files: { ...HIKERS, "p.csv": '{"predictions": "\n' },
    error: /^\S*p\.csv:\d+(:\d+)?: error: .*not valid CSV/m,
    hint: /hint: /,
  },
  {
    name: "--exhaustive over ~7×10^14 fillings",
    argv: ["plan", "--templates", "big.csv", "--domains", "d", "--exhaustive"],
    files: BIG,
    error: /^\S*big\.csv:2:\d+: error: template b1: exhaustive sampling would take all 7\.290e\+14 fillings/m,
    hint: /hint: .*--per-template/,
  },
  {
    name: "--per-template beyond what a run can hold",
    argv: ["plan", "--templates", "big.csv", "--domains", "d", "--per-template", "20000000"],
    files: BIG,
    error: /^error: --per-template must be at most 1000000, not 20000000/m,
    hint: /hint: --per-template takes a whole number in \[1, 1000000\]/,
  },
  {
    name: "--out naming an existing file",
    argv: ["run", "--templates", "t.csv", "--domains", "d", "--out", "taken"],
    files: { ...HIKERS, taken: "not a directory\n" },
    error: /^error: output directory \S*taken is a file/m,
    hint: /hint: .*--out/,
    beforeAnyRequest: true,
  },
  {
    name: "--max-cost-usd without prices",
    argv: ["run", "--templates", "t.csv", "--domains", "d", "--max-cost-usd", "1"],
    files: HIKERS,
    error: /^error: --max-cost-usd needs token prices/m,
    hint: /hint: .*prices:.*--price-input/,
    beforeAnyRequest: true,
  },
  {
    name: "budget.max-cost-usd without prices in the config file",
    argv: ["run", "--config", "bias-gate.yml"],
    files: { ...HIKERS, "bias-gate.yml": configWith("budget:\n  max-cost-usd: 1\n") },
    error: /^error: budget\.max-cost-usd needs token prices/m,
    hint: /hint: .*prices:.*--price-input/,
    beforeAnyRequest: true,
  },
];

/** The error a user sees: exit 2, one `error:` line and its `hint:`, never a stack trace. */
function expectUserError(run: DistRun, c: Pick<Case, "error" | "hint">): void {
  const output = `${run.stdout}\n${run.stderr}`;
  expect(hasStackTrace(output), output).toBe(false);
  expect(run.code, output).toBe(2);
  expect(run.stderr).toMatch(c.error);
  expect(run.stderr).toMatch(c.hint);
  expect(run.stderr.match(/error: /g), run.stderr).toHaveLength(1);
}

describe("every user error is exit 2 with one clear line and its fix", () => {
  it.each(CASES)("$name", async (c) => {
    const dir = workspace(c.files ?? {});
    for (const sub of c.dirs ?? []) mkdirSync(join(dir, sub), { recursive: true });
    const run = await runDistCli(c.argv, { cwd: dir, ...(c.env ? { env: c.env } : {}) });
    expectUserError(run, c);
    // The run never got as far as querying: nothing was sent, nothing was paid for.
    if (c.beforeAnyRequest) expect(run.stderr).not.toMatch(/querying|simulator closed/);
  });

  describe("serve-sim on a busy port", () => {
    let busy: Server;
    let port: number;
    beforeAll(async () => {
      busy = createServer();
      await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
      port = (busy.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

    it("says the port is in use and how to pick another", async () => {
      const dir = workspace(HIKERS);
      const run = await runDistCli(
        ["serve-sim", "--templates", "t.csv", "--domains", "d", "--port", String(port)],
        { cwd: dir, timeoutMs: 20_000 },
      );
      expectUserError(run, {
        error: new RegExp(`^error: port ${port} is already in use`, "m"),
        hint: /hint: .*--port/,
      });
    });
  });
});
