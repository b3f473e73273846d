import path from "node:path";
import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import { type CsvLayout, parseTemplatesCsv } from "./csv.js";
import { dedupeDiagnostics, sortDiagnostics } from "./diagnostics.js";
import { parseDomainFile } from "./domains.js";
import { type NegationPairing, pairTwins } from "./pairing.js";
import type { Domain, Template, TemplateSet } from "./types.js";
import { validateTemplates } from "./validate.js";
import { isLabel } from "./validate-cells.js";
import { parseTemplatesYaml } from "./yaml.js";

/** What to load: template files (globs already expanded), where domains live, how twins pair. */
export interface LoadOptions {
  templates: string[];
  domainsDir?: string;
  /**
   * Where `domainsDir` was named (a config file's `domains:` key), so a directory holding none of the domains
   * is reported there; without it, it is reported where a template first uses one of them.
   */
  domainsFrom?: SourcePosition;
  negationPairing: NegationPairing;
  /** Decision templates (a `question` column, no label); default yes/no. */
  layout?: CsvLayout;
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
    const parsed = readTemplateFile(file, io, options.layout ?? "yes-no");
    templates.push(...parsed.templates);
    inline.push(...parsed.domains);
    diagnostics.push(...parsed.diagnostics);
  }
  const { domains, notInDir } = collectDomains(templates, inline, options.domainsDir, io, diagnostics);
  if (notInDir.length > 0) diagnostics.push(domainsDirProblem(options, notInDir, templates));
  const pairing = pairTwins(templates, options.negationPairing);
  diagnostics.push(...pairing.diagnostics);
  const domainsDir = options.domainsDir === undefined ? {} : { domainsDir: options.domainsDir };
  const reportedMissing = new Set(notInDir);
  diagnostics.push(
    ...validateTemplates(templates, domains, undefined, {
      ...domainsDir,
      reportedMissing,
      allowEmptyDomains: options.negationPairing === "row-order",
    }),
  );
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
  layout: CsvLayout,
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
  if (/\.ya?ml$/i.test(file)) return withTemplateRows(parseTemplatesYaml(text, file, layout), file);
  if (/\.csv$/i.test(file))
    return withTemplateRows({ ...parseTemplatesCsv(text, file, layout), domains: [] }, file);
  const d = makeDiagnostic(
    "error",
    "unknown-file-type",
    fileStart(file),
    `cannot tell the format of ${file}`,
    "name template files *.csv, *.yaml or *.yml",
  );
  return { templates: [], domains: [], diagnostics: [d] };
}

/** A file that parsed cleanly but holds no template (a CSV with only its header) is an error here, in `lint` too. */
function withTemplateRows<T extends { templates: Template[]; diagnostics: Diagnostic[] }>(
  parsed: T,
  file: string,
): T {
  if (parsed.templates.length > 0 || parsed.diagnostics.some((d) => d.severity === "error")) return parsed;
  const d = makeDiagnostic(
    "error",
    "no-templates",
    fileStart(file),
    "no templates: the file has no template rows, so its checks would never run",
    "add template rows under the header, or remove the file from the suite",
  );
  return { ...parsed, diagnostics: [...parsed.diagnostics, d] };
}

/**
 * The inline domains, then those read from `domainsDir`. `notInDir` lists the domains looked for there when
 * not one of them was found: the directory is missing or misspelt, a problem to report once, not per cell.
 */
function collectDomains(
  templates: readonly Template[],
  inline: readonly Domain[],
  domainsDir: string | undefined,
  io: LoadIo,
  diagnostics: Diagnostic[],
): { domains: Map<string, Domain>; notInDir: string[] } {
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
  if (domainsDir === undefined) return { domains, notInDir: [] };
  const wanted = new Set(templates.flatMap((t) => t.params.filter((p): p is string => p !== undefined)));
  const unfound: string[] = [];
  let read = 0;
  for (const name of [...wanted].sort()) {
    // A domain name becomes a path; refuse names that would leave the domains directory.
    if (domains.has(name) || !/^[\w.-]+$/.test(name) || name.startsWith(".")) continue;
    const file = path.join(domainsDir, `${name}.txt`);
    const text = io.readText(file);
    if (text === undefined) {
      unfound.push(name); // reported as `unknown-domain` where it is used, unless none was found at all
      continue;
    }
    const parsed = parseDomainFile(text, file, name);
    domains.set(name, parsed.domain);
    diagnostics.push(...parsed.diagnostics);
    read += 1;
  }
  return { domains, notInDir: read === 0 ? unfound : [] };
}

/** The one `missing-domains-dir` error for a directory holding none of the domains the templates use. */
function domainsDirProblem(options: LoadOptions, names: readonly string[], templates: readonly Template[]) {
  const dir = (options.domainsDir ?? "").replace(/[\\/]+$/, "");
  const files = names.map((n) => `${n}.txt`).join(", ");
  const at =
    options.domainsFrom ?? firstUse(templates, new Set(names)) ?? fileStart(options.templates[0] ?? dir);
  return makeDiagnostic(
    "error",
    "missing-domains-dir",
    at,
    // The message names only the directory: suites sharing it report it once (see `loadRun` in src/suites/registry.ts).
    `domains directory ${dir} holds none of the domain files the templates use: it is missing or misspelt`,
    options.domainsFrom
      ? `fix the path after 'domains:' (it is relative to the config file), or create the directory with ${files}`
      : `fix the --domains path (the Action's domains input; relative to the working directory), or create the directory with ${files}`,
  );
}

function firstUse(templates: readonly Template[], names: ReadonlySet<string>): SourcePosition | undefined {
  for (const t of templates) {
    const slot = t.params.findIndex((p) => p !== undefined && names.has(p));
    if (slot >= 0) return t.cells[`param_${slot + 1}`] ?? t.position;
  }
  return undefined;
}

function usableTemplates(templates: readonly Template[]): Template[] {
  const seen = new Set<string>();
  return templates.filter((t) => {
    if (!isLabel(t.label) || seen.has(t.id)) return false;
    seen.add(t.id);
    return true;
  });
}
