import { join } from "node:path";
import { ConfigError } from "./errors.js";

/** The names a config file is found by in the working directory, in the order they are documented. */
export const CONFIG_FILE_NAMES = [
  "bias-gate.yml",
  "bias-gate.yaml",
  ".bias-gate.yml",
  ".bias-gate.yaml",
] as const;

/**
 * The config file in `dir` when none is named: one of {@link CONFIG_FILE_NAMES}, or undefined when there is
 * none. More than one is a ConfigError: picking one silently could gate the model on the wrong suite.
 */
export function discoverConfigFile(
  dir: string,
  readText: (path: string) => string | undefined,
): string | undefined {
  const found = CONFIG_FILE_NAMES.filter((name) => readText(join(dir, name)) !== undefined);
  if (found.length > 1) {
    throw new ConfigError(
      `more than one config file in ${dir}: ${found.join(", ")}`,
      "keep one of them, or name the one to use with --config (the Action's config input)",
    );
  }
  return found[0] === undefined ? undefined : join(dir, found[0]);
}
