import * as core from "@actions/core";
import type { CliFlags } from "./cli-args.js";
import { ConfigError } from "./errors.js";

/** The Action's inputs, read once, into the same flags the CLI takes; `working-directory` is separate. */
export function readActionInputs(): { flags: CliFlags; workingDirectory: string } {
  const flags: CliFlags = {};
  const config = core.getInput("config");
  if (config) flags.config = config;
  const templates = core.getInput("templates").split(/\s+/).filter(Boolean);
  if (templates.length) flags.templates = templates;
  const domains = core.getInput("domains");
  if (domains) flags.domains = domains;
  const pairing = core.getInput("negation-pairing");
  if (pairing) {
    if (pairing !== "row-order" && pairing !== "negates-column") {
      throw new ConfigError(
        `input negation-pairing cannot be '${pairing}'`,
        "use negates-column or row-order",
      );
    }
    flags.negationPairing = pairing;
  }
  const seed = core.getInput("seed");
  if (seed) flags.seed = seed;
  const perTemplate = core.getInput("per-template");
  if (perTemplate) flags.perTemplate = positiveInteger("per-template", perTemplate);
  flags.strict = core.getBooleanInput("strict");
  return { flags, workingDirectory: core.getInput("working-directory") || "." };
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    throw new ConfigError(`input ${name} must be a positive integer, not '${value}'`, `e.g. ${name}: 25`);
  }
  return n;
}
