/**
 * Runs cut off from outside: a child process killed with SIGKILL mid-run, and the CLI stopped with SIGINT. What
 * either run was paid for is in the cache, and the next run sends only what is missing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCacheEntries } from "../../src/answers/cache.js";
import { queryPlan } from "../../src/querying/query-plan.js";
import { buildYesNoKey } from "../../src/sampling/answer-key.js";
import { cli, workspace } from "../commands/helpers.js";
import { loadPlan, queryDeps, REPO, TSX_LOADER, templateFiles } from "./fixtures/plan.js";

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

interface Child {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx <args>` in `cwd`, with its output collected. */
function spawnNode(args: readonly string[], cwd: string): Child {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return { process: child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Polls `condition` every 20 ms until it holds; throws after `timeoutMs`, naming what was awaited. */
async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 8_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const countEntries = async (dir: string) => (await readCacheEntries(dir)).entries.length;

describe("a run killed with SIGKILL", () => {
  it("keeps every answer it cached; the next run sends only the rest, and a third sends nothing", async () => {
    // 8 sports → 56 fillings per template, 112 prompts; 50 ms each, 2 at a time: about 3 s for a full run.
    const sports = ["hikers", "cyclists", "rowers", "skiers", "boxers", "divers", "golfers", "sprinters"];
    const dir = workspace({
      ...templateFiles(sports),
      "slow.yaml": "name: slow\nlatencyMs: 50\nyesNo:\n  errorRate: 0.1\n",
      "bias-gate.yml": [
        "version: 1",
        "seed: 11",
        "exhaustive: true",
        "suites:",
        "  - name: sport",
        "    templates: t.csv",
        "    domains: d",
        "provider:",
        "  simulator-profile: slow.yaml",
        "  concurrency: 2",
        "  max-concurrency: 2",
        "cache:",
        "  dir: cache",
        "",
      ].join("\n"),
    });
    const cacheDir = join(dir, "cache");
    const { config, prompts } = loadPlan(dir);
    const total = prompts.length;
    expect(total).toBe(112);
    expect(new Set(prompts.map((p) => p.question)).size).toBe(total); // one cache entry per prompt

    const child = spawnNode([join(REPO, "test/integration/fixtures/query-child.ts"), dir], dir);
    await waitFor("10 cache entries", async () => (await countEntries(cacheDir)) >= 10);
    child.process.kill("SIGKILL");
    expect(await child.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(child.stdout()).not.toMatch(/^done/m);

    const { entries, problems } = await readCacheEntries(cacheDir);
    expect(problems).toEqual([]);
    const cached = entries.length;
    expect(cached).toBeGreaterThanOrEqual(10);
    expect(cached).toBeLessThan(total);

    const second = await queryPlan(
      config,
      prompts,
      buildYesNoKey(prompts, (p) => p.question),
      queryDeps(dir),
    );
    expect(second.problems).toEqual([]);
    expect(second.run.stats).toMatchObject({
      requests: total - cached,
      answered: total - cached,
      fromCache: cached,
      failed: 0,
      skipped: 0,
      retries: 0,
    });
    expect(await countEntries(cacheDir)).toBe(total);
    const keys = new Set(entries.map((e) => e.key));
    for (const outcome of second.run.outcomes) {
      expect(outcome.status).toBe("answered");
      if (outcome.status === "answered")
        expect(outcome.source).toBe(keys.has(outcome.key) ? "cache" : "network");
    }

    const third = await queryPlan(
      config,
      prompts,
      buildYesNoKey(prompts, (p) => p.question),
      queryDeps(dir),
    );
    expect(third.run.stats).toMatchObject({
      requests: 0,
      answered: 0,
      fromCache: total,
      failed: 0,
      skipped: 0,
    });
    // A warm run gives the same answers as the runs that paid for them.
    const texts = (run: typeof second.run) =>
      run.outcomes.map((o) => (o.status === "answered" ? o.answer.text : o.status));
    expect(texts(third.run)).toEqual(texts(second.run));
  }, 20_000);
});

describe("bias-gate run stopped with SIGINT", () => {
  it("exits 3 within seconds, reports what it skipped, and keeps the answers it received", async () => {
    // 5 sports → 20 fillings per template, 40 prompts; 200 ms each, the server taking 2 at a time.
    const sports = ["hikers", "cyclists", "rowers", "skiers", "boxers"];
    const dir = workspace({
      ...templateFiles(sports),
      "slow.yaml": "name: slow\nlatencyMs: 200\nmaxConcurrent: 2\n",
    });
    const args = ["--templates", "t.csv", "--domains", "d", "--exhaustive", "--profile", "slow.yaml"];
    const runArgs = ["run", ...args, "--cache-dir", "cache"];
    const child = spawnNode([join(REPO, "src/cli.ts"), ...runArgs], dir);
    await waitFor("the run to start querying", () => /querying 40 requests/.test(child.stderr()));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const interruptedAt = performance.now();
    child.process.kill("SIGINT");
    const exit = await child.exited;
    const exitMs = performance.now() - interruptedAt;
    // The answers' summary goes to stderr; stdout carries the report.
    const stdout = child.stderr();
    expect(exit, `${child.stdout()}\n${stdout}`).toEqual({ code: 3, signal: null });
    expect(exitMs).toBeLessThan(3_000);
    expect(child.stderr()).toMatch(/SIGINT: stopping; answers received so far are kept/);
    expect(stdout).toMatch(/^suite\s+requests\s+answered\s+cached\s+failed\s+not sent/m);
    expect(stdout).toMatch(/stopped early: cancelled/);
    const totals = /answered (\d+), from cache (\d+), failed (\d+), not sent (\d+)/.exec(stdout);
    expect(totals, stdout).not.toBeNull();
    const [answered, fromCache, failed, skipped] = totals!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect({ fromCache, failed }).toEqual({ fromCache: 0, failed: 0 });
    expect(answered).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
    expect(answered + skipped).toBe(40);

    const { entries, problems } = await readCacheEntries(join(dir, "cache"));
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(answered);

    // 40 answers are too few for the default confident rule to decide; this test is about resuming.
    const rerun = await cli([...runArgs, "--rule", "estimate", "--min-usable", "1"], dir);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).toMatch(
      new RegExp(`answered ${40 - answered}, from cache ${answered}, failed 0, not sent 0`),
    );
  }, 20_000);
});
