import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type CommandIO, nodeCommandIO } from "../../src/commands/io.js";
import { runCli } from "../../src/commands/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process on the real file system, capturing its output. */
export async function cli(argv: string[], cwd?: string): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const io: CommandIO = {
    ...nodeCommandIO(),
    ...(cwd ? { cwd } : {}),
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** A fresh directory holding the given files. */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
