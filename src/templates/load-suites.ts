import type { GateConfig } from "../config/config.js";
import { type LoadedContamination, loadContaminationSuite } from "../contamination/suite.js";
import { loadTemplateSet } from "./load.js";
import { type LoadedCoreference, loadCoreferenceSuite } from "./load-coreference.js";
import type { Diagnostic, TemplateSet } from "./types.js";

export interface LoadedSuite {
  name: string;
  set: TemplateSet;
}

/** Loads and validates every suite of a config; `strict` turns warnings into errors, as `--strict` asks. */
export function loadSuites(
  config: Pick<GateConfig, "suites" | "strict"> & Partial<Pick<GateConfig, "coreference" | "contamination">>,
  io: { readText(path: string): string | undefined },
): {
  suites: LoadedSuite[];
  coreference: LoadedCoreference[];
  contamination: LoadedContamination[];
  diagnostics: Diagnostic[];
} {
  const suites = config.suites.map((suite) => ({
    name: suite.name,
    set: loadTemplateSet(
      {
        templates: suite.templates,
        ...(suite.domainsDir ? { domainsDir: suite.domainsDir } : {}),
        negationPairing: suite.negationPairing,
      },
      io,
    ),
  }));
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

/** Two suites can share a domain file; its problems are reported once. */
function dedupeDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
