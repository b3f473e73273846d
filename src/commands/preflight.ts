import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import type { CommandIO } from "./io.js";

/**
 * Creates the output directory before any request is sent, so a path that cannot hold results.json and
 * report.md (an existing file, a file among its parents, no permission) stops the run before it is paid for.
 */
export function prepareOutputDir(config: Pick<GateConfig, "outDir">, io: Pick<CommandIO, "makeDir">): void {
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
