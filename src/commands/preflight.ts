import { dirname } from "node:path";
import { recordPathProblem } from "../answers/record.js";
import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { UnusableDirectory } from "../files/checked-io.js";
import type { CommandIO } from "./io.js";

/**
 * Creates the output directory, the cache directory and the `--record` file's directory, and opens the record
 * file, before any request is sent, so a path that cannot hold results.json and report.md, the answers or the
 * recording (under /proc or /sys, an existing file, a file among its parents, no permission) stops the run
 * before it is paid for.
 */
export function prepareOutputDir(
  config: Pick<GateConfig, "outDir" | "record"> & { cache?: Pick<GateConfig["cache"], "enabled" | "dir"> },
  io: Pick<CommandIO, "makeDir">,
): void {
  if (config.record !== undefined) {
    makeDirFor(io, dirname(config.record), "the --record file's directory", RECORD_HINT);
  }
  prepareRecordFile(config);
  if (config.cache?.enabled) {
    makeDirFor(
      io,
      config.cache.dir,
      "cache directory",
      "cache.dir in the config (or --cache-dir) names a writable directory for stored answers; choose another path, or turn the cache off",
    );
  }
  makeDirFor(
    io,
    config.outDir,
    "output directory",
    "--out (or output: in the config) names a directory for results.json and report.md; choose another path",
  );
}

const RECORD_HINT =
  "--record names a JSONL file that every request and answer is appended to; choose a writable file path";

function makeDirFor(io: Pick<CommandIO, "makeDir">, dir: string, what: string, hint: string): void {
  try {
    io.makeDir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      error instanceof UnusableDirectory
        ? error.problem
        : code === "EEXIST"
          ? "is a file, not a directory"
          : code === "ENOTDIR"
            ? "cannot be created: part of its path is a file"
            : `cannot be created: ${(error as Error).message}`;
    throw new ConfigError(`${what} ${dir} ${problem}`, hint);
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
  throw new ConfigError(`record file ${config.record} ${problem}`, RECORD_HINT);
}
