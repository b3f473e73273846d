import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { type CommandIO, nodeCommandIO } from "../../src/commands/io.js";
import { runCli } from "../../src/commands/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Every stderr write in order, as a terminal would receive them. */
  stderrWrites: string[];
}

/**
 * Runs the CLI in-process on the real file system, capturing its output. Output is as in a pipe or a CI log
 * (stdout not a terminal, progress as log lines) whatever terminal the tests run in, unless `io` says otherwise
 * (`{ isTTY: true, progressMode: "tty", env }` for a terminal).
 */
export async function cli(argv: string[], cwd?: string, io: Partial<CommandIO> = {}): Promise<CliRun> {
  let stdout = "";
  const stderrWrites: string[] = [];
  const commandIO: CommandIO = {
    ...nodeCommandIO(),
    isTTY: false,
    progressMode: "log",
    ...(cwd ? { cwd } : {}),
    ...io,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderrWrites.push(text);
    },
  };
  const code = await runCli(argv, commandIO);
  return { code, stdout, stderr: stderrWrites.join(""), stderrWrites };
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

/**
 * A workspace holding a copy of the starter suite without its contamination and text-to-SQL suites (most of a
 * starter run's work: thousands of SQL answers scored), for tests about the yes/no and coreference checks.
 * Returns the workspace; its bias-gate.yml is the trimmed starter config.
 */
export function starterWithoutContamination(): string {
  const dir = workspace({});
  cpSync(resolve(import.meta.dirname, "../../fixtures/starter"), dir, { recursive: true });
  const config = readFileSync(join(dir, "bias-gate.yml"), "utf8");
  const cut = config.indexOf("  - name: schemas");
  if (cut < 0) throw new Error("fixtures/starter/bias-gate.yml has no 'schemas' suite to cut at");
  writeFileSync(join(dir, "bias-gate.yml"), config.slice(0, cut));
  return dir;
}
