import path from "node:path";
import { parseTemplatesCsv } from "./csv.js";
import { dedupeDiagnostics, fileStart, makeDiagnostic, sortDiagnostics } from "./diagnostics.js";
import { parseDomainFile } from "./domains.js";
import { type NegationPairing, pairTwins } from "./pairing.js";
import type { Diagnostic, Domain, Template, TemplateSet } from "./types.js";
import { validateTemplates } from "./validate.js";
import { isLabel } from "./validate-cells.js";
import { parseTemplatesYaml } from "./yaml.js";

/** What to load: template files (globs already expanded), where domains live, how twins pair. */
export interface LoadOptions {
  templates: string[];
  domainsDir?: string;
  negationPairing: NegationPairing;
}

/** The only IO loading needs; `undefined` means the file does not exist. */
export interface LoadIo {
  readText(path: string): string | undefined;
}

/**
 * Reads template files (CSV or YAML, by extension) and the domains they use
 * (`<domainsDir>/<name>.txt`; inline YAML domains take precedence), pairs twins and validates.
 * Diagnostics are always complete, deduplicated and sorted by file, line and column. Templates
 * with a bad label or a repeated id are left out of `templates` and `pairs`; callers must still
 * refuse to run when any diagnostic is an error.
 */
export function loadTemplateSet(options: LoadOptions, io: LoadIo): TemplateSet {
  const diagnostics: Diagnostic[] = [];
  const templates: Template[] = [];
  const inline: Domain[] = [];
  for (const file of options.templates) {
    const parsed = readTemplateFile(file, io);
    templates.push(...parsed.templates);
    inline.push(...parsed.domains);
    diagnostics.push(...parsed.diagnostics);
  }
  const domains = collectDomains(templates, inline, options.domainsDir, io, diagnostics);
  const pairing = pairTwins(templates, options.negationPairing);
  diagnostics.push(...pairing.diagnostics);
  const domainsDir = options.domainsDir === undefined ? {} : { domainsDir: options.domainsDir };
  diagnostics.push(...validateTemplates(templates, domains, undefined, domainsDir));
  const usable = usableTemplates(templates);
  return {
    templates: usable,
    domains,
    pairs: pairing.pairs.filter((p) => usable.includes(p.statement) && usable.includes(p.negation)),
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
  };
}

function readTemplateFile(
  file: string,
  io: LoadIo,
): { templates: Template[]; domains: Domain[]; diagnostics: Diagnostic[] } {
  const text = io.readText(file);
  if (text === undefined) {
    const d = makeDiagnostic(
      "error",
      "missing-file",
      fileStart(file),
      `template file not found: ${file}`,
      "check the path (globs are expanded relative to the working directory)",
    );
    return { templates: [], domains: [], diagnostics: [d] };
  }
  if (/\.ya?ml$/i.test(file)) return parseTemplatesYaml(text, file);
  if (/\.csv$/i.test(file)) return { ...parseTemplatesCsv(text, file), domains: [] };
  const d = makeDiagnostic(
    "error",
    "unknown-file-type",
    fileStart(file),
    `cannot tell the format of ${file}`,
    "name template files *.csv, *.yaml or *.yml",
  );
  return { templates: [], domains: [], diagnostics: [d] };
}

function collectDomains(
  templates: readonly Template[],
  inline: readonly Domain[],
  domainsDir: string | undefined,
  io: LoadIo,
  diagnostics: Diagnostic[],
): Map<string, Domain> {
  const domains = new Map<string, Domain>();
  for (const d of inline) {
    const earlier = domains.get(d.name);
    if (earlier) {
      const at = { file: d.file, line: d.values[0]?.line ?? 1, column: 1 };
      diagnostics.push(
        makeDiagnostic(
          "error",
          "duplicate-domain",
          at,
          `domain '${d.name}' is also defined in ${earlier.file}`,
          "define each inline domain once",
        ),
      );
      continue;
    }
    domains.set(d.name, d);
  }
  if (domainsDir === undefined) return domains;
  const wanted = new Set(templates.flatMap((t) => t.params.filter((p): p is string => p !== undefined)));
  for (const name of [...wanted].sort()) {
    // A domain name becomes a path; refuse names that would leave the domains directory.
    if (domains.has(name) || !/^[\w.-]+$/.test(name) || name.startsWith(".")) continue;
    const file = path.join(domainsDir, `${name}.txt`);
    const text = io.readText(file);
    if (text === undefined) continue; // reported as `unknown-domain` where it is used
    const parsed = parseDomainFile(text, file, name);
    domains.set(name, parsed.domain);
    diagnostics.push(...parsed.diagnostics);
  }
  return domains;
}

function usableTemplates(templates: readonly Template[]): Template[] {
  const seen = new Set<string>();
  return templates.filter((t) => {
    if (!isLabel(t.label) || seen.has(t.id)) return false;
    seen.add(t.id);
    return true;
  });
}
