import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { recordPathProblem } from "../providers/record.js";
import type { CommandIO } from "./io.js";

/**
 * Creates the output directory, and opens the `--record` file when there is one, before any request is sent,
 * so a path that cannot hold results.json and report.md or the recording (an existing file or directory, a file
 * among its parents, no permission) stops the run before it is paid for.
 */
export function prepareOutputDir(
  config: Pick<GateConfig, "outDir" | "record">,
  io: Pick<CommandIO, "makeDir">,
): void {
  prepareRecordFile(config);
  try {
    io.makeDir(config.outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === "EEXIST"
        ? "is a file, not a directory"
        : code === "ENOTDIR"
          ? "cannot be created: part of its path is a file"
          : `cannot be created: ${(error as Error).message}`;
    throw new ConfigError(
      `output directory ${config.outDir} ${problem}`,
      "--out (or output: in the config) names a directory for results.json and report.md; choose another path",
    );
  }
}

/**
 * Opens the `--record` file (creating it and its directory if missing) before any request is sent, so answers
 * that are paid for can always be written down. `problemOf` says why a path cannot be (tests replace it).
 */
export function prepareRecordFile(
  config: Pick<GateConfig, "record">,
  problemOf: (path: string) => string | undefined = recordPathProblem,
): void {
  if (config.record === undefined) return;
  const problem = problemOf(config.record);
  if (problem === undefined) return;
  throw new ConfigError(
    `record file ${config.record} ${problem}`,
    "--record names a JSONL file that every request and answer is appended to; choose a writable file path",
  );
}
