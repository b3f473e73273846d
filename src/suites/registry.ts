/**
 * The table of suite kinds, and the loops over it that every command shares: load and lint every configured
 * suite, sample them into one plan. A kind missing from the table does not compile.
 */
import { dirname, resolve } from "node:path";
import type { GateConfig } from "../config/config.js";
import { locateSuiteKeys } from "../config/config-file.js";
import type { Diagnostic, SourcePosition } from "../config/diagnostic.js";
import { SUITE_KINDS, type SuiteKindName } from "../gate/coverage.js";
import type { KindReportSections } from "../report/report-md.js";
import { contaminationKind } from "./contamination.js";
import { coreferenceKind } from "./coreference.js";
import { decisionsKind } from "./decisions.js";
import type { LoadedSuites, LoadIO, SuiteKind } from "./kind.js";
import { textToSqlKind } from "./text-to-sql.js";
import { yesNoKind } from "./yes-no.js";

/** Every suite kind, by name. The order of `SUITE_KINDS` is the order prompts are sent and metrics reported. */
export const SUITE_KIND_TABLE: Record<SuiteKindName, SuiteKind> = {
  templates: yesNoKind,
  coreference: coreferenceKind,
  contamination: contaminationKind,
  "text-to-sql": textToSqlKind,
  decisions: decisionsKind,
};

/** Every kind's report sections, in the kinds' order: what `renderReport` is given, so report/ never names a kind. */
export const KIND_REPORT_SECTIONS: readonly KindReportSections[] = SUITE_KINDS.map(
  (kind) => (results, detail) => SUITE_KIND_TABLE[kind].reportSections(results, detail),
);

/** Every configured suite, loaded and linted, kind by kind. */
export interface LoadedRun {
  kinds: LoadedSuites[];
  /** Every kind's problems; `strict` has turned warnings into errors; shared files' problems are listed once. */
  diagnostics: Diagnostic[];
}

/** Loads and validates every suite of a config; `strict` turns warnings into errors, as `--strict` asks. */
export function loadRun(config: GateConfig, io: Omit<LoadIO, "domainsKeys">): LoadedRun {
  const domainsKeys = config.configFile
    ? domainsKeysIn(config.configFile, io)
    : new Map<string, SourcePosition>();
  const kinds = SUITE_KINDS.map((kind) => SUITE_KIND_TABLE[kind].load(config, { ...io, domainsKeys }));
  const diagnostics = kinds.flatMap((k) => k.diagnostics);
  const strictened = config.strict
    ? diagnostics.map((d) => (d.severity === "warning" ? { ...d, severity: "error" as const } : d))
    : diagnostics;
  return { kinds, diagnostics: dedupeDiagnostics(strictened) };
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
