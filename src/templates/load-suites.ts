import { dirname, resolve } from "node:path";
import type { GateConfig } from "../config/config.js";
import { locateSuiteKeys } from "../config/config-file.js";
import { type LoadedContamination, loadContaminationSuite } from "../contamination/suite.js";
import { loadTemplateSet } from "./load.js";
import { type LoadedCoreference, loadCoreferenceSuite } from "./load-coreference.js";
import type { Diagnostic, SourcePosition, TemplateSet } from "./types.js";

export interface LoadedSuite {
  name: string;
  set: TemplateSet;
}

/** Loads and validates every suite of a config; `strict` turns warnings into errors, as `--strict` asks. */
export function loadSuites(
  config: Pick<GateConfig, "suites" | "strict"> &
    Partial<Pick<GateConfig, "coreference" | "contamination" | "configFile">>,
  io: { readText(path: string): string | undefined },
): {
  suites: LoadedSuite[];
  coreference: LoadedCoreference[];
  contamination: LoadedContamination[];
  diagnostics: Diagnostic[];
} {
  const domainsKeys = config.configFile
    ? domainsKeysIn(config.configFile, io)
    : new Map<string, SourcePosition>();
  const suites = config.suites.map((suite) => {
    const domainsFrom = suite.domainsDir ? domainsKeys.get(suite.domainsDir) : undefined;
    return {
      name: suite.name,
      set: loadTemplateSet(
        {
          templates: suite.templates,
          ...(suite.domainsDir ? { domainsDir: suite.domainsDir } : {}),
          ...(domainsFrom ? { domainsFrom } : {}),
          negationPairing: suite.negationPairing,
        },
        io,
      ),
    };
  });
  const coreference = (config.coreference ?? []).map((suite) => loadCoreferenceSuite(suite, io));
  const contamination = (config.contamination ?? []).map((suite) => loadContaminationSuite(suite, io));
  const diagnostics = [
    ...suites.flatMap((s) => s.set.diagnostics),
    ...coreference.flatMap((c) => c.diagnostics),
    ...contamination.flatMap((c) => c.diagnostics),
  ];
  const strictened = config.strict
    ? diagnostics.map((d) => (d.severity === "warning" ? { ...d, severity: "error" as const } : d))
    : diagnostics;
  return { suites, coreference, contamination, diagnostics: dedupeDiagnostics(strictened) };
}

/**
 * Where the config file names each domains directory (its suites' `domains:` keys), by absolute path, so a
 * directory holding none of the domain files is reported at the line that names it. The first key wins when
 * several suites name the same directory.
 */
function domainsKeysIn(
  configFile: string,
  io: { readText(path: string): string | undefined },
): Map<string, SourcePosition> {
  const text = io.readText(configFile);
  const keys = new Map<string, SourcePosition>();
  for (const { value, where } of text === undefined ? [] : locateSuiteKeys(text, configFile, "domains")) {
    const dir = resolve(dirname(configFile), value);
    if (!keys.has(dir)) keys.set(dir, where);
  }
  return keys;
}

/**
 * Two suites can share a domain file; its problems are reported once. So is a domains directory that holds
 * none of the domain files: the message names it, and it is one problem wherever a suite uses it.
 */
function dedupeDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key =
      d.code === "missing-domains-dir" ? d.message : `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
