import { spawn } from "node:child_process";
import { join, resolve } from "node:path";

/** The committed CLI bundle: what the bin, `npx github:bias-gate/bias-gate#v1` and the README's first command run. Rebuild dist/ first. */
export const distCli = join(resolve(import.meta.dirname, "../.."), "dist/cli/index.js");

export interface DistRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node dist/cli/index.js <argv>` as its own process in `cwd`, with a plain environment (no CI variables
 * unless given), and returns its exit code and output. Killed after `timeoutMs`. `node`: another Node binary
 * (the Node 24 test runtime) instead of this one. `script`: another copy of the CLI (an installed package's bin).
 */
export function runDistCli(
  argv: readonly string[],
  options: {
    cwd: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    stdin?: string;
    node?: string;
    script?: string;
  },
): Promise<DistRun> {
  return new Promise((done, fail) => {
    const child = spawn(options.node ?? process.execPath, [options.script ?? distCli, ...argv], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: options.cwd, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdin.end(options.stdin ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
    child.on("error", fail);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? (signal ? 128 : -1), stdout, stderr });
    });
  });
}

/** True when output carries a JavaScript stack trace (`    at fn (file:line:col)`). */
export function hasStackTrace(text: string): boolean {
  return /\n\s+at .+[:(]\d+:\d+\)?/.test(text) || /internal error/.test(text);
}
