import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * npm's own entry script, run with this Node rather than through the `npm` shim on PATH. `npm_execpath` is set when
 * the tests run under `npm test`; otherwise npm sits beside Node as installed (lib/ on Linux and macOS, Windows'
 * node_modules/ next to node.exe). Undefined if neither is there.
 */
export function findNpmCli(): string | undefined {
  const nodeDir = dirname(process.execPath);
  const candidates = [
    process.env.npm_execpath,
    join(nodeDir, "../lib/node_modules/npm/bin/npm-cli.js"),
    join(nodeDir, "node_modules/npm/bin/npm-cli.js"),
  ];
  return candidates.find((path) => path?.endsWith("npm-cli.js") && existsSync(path));
}

export interface NpmRun {
  code: number;
  stdout: string;
  /** stdout and stderr interleaved, as a person would read them. */
  output: string;
}

/**
 * Runs `node [nodeArgs] npm-cli.js args` in `cwd`; resolves with the exit code and output. The
 * `npm_*` variables of an enclosing `npm test` are dropped: npm_config_local_prefix among them would point this npm
 * at the repository instead of `cwd`.
 */
export function runNpm(
  npmCli: string,
  args: readonly string[],
  options: { cwd: string; nodeArgs?: readonly string[]; env?: Record<string, string>; timeoutMs?: number },
): Promise<NpmRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), npmCli, ...args], {
      cwd: options.cwd,
      env: { ...withoutNpmVariables(process.env), ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? (signal ? 128 : 1), stdout, output });
    });
  });
}

function withoutNpmVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => {
      const [name, value] = entry;
      return value !== undefined && !/^npm_/i.test(name);
    }),
  );
}
