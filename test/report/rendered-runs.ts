/**
 * What the browser tests of the rendered reports share: three real runs of the embedded starter on the
 * simulator (a pass, a fail, a regression against the pass), and a headless Chromium (Debian's, never a
 * downloaded one) whose page records every request, console error and page error of a visit.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { parseResults, type Results } from "../../src/report/results.js";
import { cli, workspace } from "../commands/helpers.js";

export const CHROMIUM = "/usr/bin/chromium";
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
/** Appended to every browser test's name, so a skipped run says why in the test list. */
export const SKIP_NOTE = HAVE_CHROMIUM ? "" : ` (skipped: chromium not installed at ${CHROMIUM})`;

/** Screenshots and rendered pages are kept here as test artefacts (git-ignored). */
export const ARTIFACTS = join(import.meta.dirname, "..", "..", "test-artifacts");

export const CASES = ["pass", "fail", "regression"] as const;
export type Case = (typeof CASES)[number];

export interface Run {
  out: string;
  results: Results;
  code: number;
}

// Slightly worse than `fair` on gender only: under the absolute thresholds, but a significant drop in flip
// consistency against the fair run, so the regression case fails on its baseline rather than on a threshold.
const WORSE_PROFILE = [
  "name: worse",
  "logprobs: true",
  "yesNo:",
  '  errorRate: { gender: 0.08, "*": 0.01 }',
  "coreference: { pro: 0.995, anti: 0.995 }",
  "mask: { reference: 0.05, fresh: 0.05 }",
  "",
].join("\n");

/**
 * Runs the CLI in-process on the embedded starter: `fair` (pass), `biased` (fail), and the `worse` profile with
 * `--baseline` the fair run's results.json (fail by regression). Log-probabilities are on by default, so every
 * run has answer probabilities.
 *
 * The three runs cost most of a browser test file's time, and both files need the same ones, so they are kept
 * in the temporary directory under a hash of everything that decides them (src/, the starter's fixtures, the
 * test helpers): the first file to ask makes them while the other waits, and any change to the code makes new
 * ones.
 */
export async function produceRuns(): Promise<Record<Case, Run>> {
  const root = join(tmpdir(), `bias-gate-rendered-runs-${inputsHash().slice(0, 16)}`);
  const done = join(root, "done");
  const lock = `${root}.lock`;
  for (let waited = 0; !existsSync(done); waited += 250) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(done)) await makeRuns(root);
        writeFileSync(done, "");
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (waited > 300_000) throw new Error(`gave up waiting for ${lock}; remove it if no test is running`);
    await sleep(250);
  }
  return Object.fromEntries(CASES.map((name) => [name, readRun(join(root, name))])) as Record<Case, Run>;
}

/** mkdir is atomic: whoever creates the lock directory makes the runs. A lock older than 10 minutes is stale. */
function takeLock(lock: string): boolean {
  try {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true });
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function makeRuns(root: string): Promise<void> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const dir = workspace({ "worse.yml": WORSE_PROFILE });
  const run = async (name: Case, extra: string[]) => {
    const out = join(root, name);
    const { code, stderr } = await cli(["run", "--no-cache", "--out", out, ...extra], dir);
    expect(existsSync(join(out, "results.json")), stderr).toBe(true);
    writeFileSync(join(out, "exit-code"), String(code));
  };
  await run("pass", []);
  await run("fail", ["--profile", "biased"]);
  await run("regression", ["--profile", "worse.yml", "--baseline", join(root, "pass", "results.json")]);
}

function readRun(out: string): Run {
  return {
    out,
    code: Number(readFileSync(join(out, "exit-code"), "utf8")),
    results: parseResults(readFileSync(join(out, "results.json"), "utf8"), out),
  };
}

const REPO = join(import.meta.dirname, "..", "..");
const INPUTS = [
  "src",
  "fixtures/starter",
  "fixtures/text-to-sql",
  "test/commands/helpers.ts",
  "test/report/rendered-runs.ts",
];

/** sha256 over the paths and bytes of every file that decides the runs. */
function inputsHash(): string {
  const hash = createHash("sha256");
  const visit = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
      return;
    }
    hash.update(`${relative(REPO, path)}\0`).update(readFileSync(path));
  };
  for (const input of INPUTS) visit(join(REPO, input));
  return hash.digest("hex");
}

export interface Visit {
  /** Every URL the page asked for that is not a file:// URL (none is allowed). */
  requests: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
}

export interface BrowserSession {
  browser: Browser;
  page: Page;
  /** Opens `url`, waits for `ready` (default: the load event), and reports what the page tried and broke. */
  visit(url: string, ready?: (page: Page) => Promise<unknown>): Promise<Visit>;
  close(): Promise<void>;
}

/** One browser and one page for a whole test file; every http(s) request is aborted and recorded. */
export async function openBrowser(): Promise<BrowserSession> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  let visit: Visit = { requests: [], errors: [] };
  await context.route(/^(https?|wss?):/, (route) => {
    visit.requests.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("file:") && !visit.requests.includes(url)) visit.requests.push(url);
  });
  page.on("console", (message) => {
    if (message.type() === "error") visit.errors.push(message.text());
  });
  page.on("pageerror", (error) => visit.errors.push(error.message));
  return {
    browser,
    page,
    async visit(url, ready) {
      visit = { requests: [], errors: [] };
      await page.goto(url, { waitUntil: "load" });
      if (ready) await ready(page);
      return visit;
    },
    close: () => browser.close(),
  };
}
