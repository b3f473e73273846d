import { extname, isAbsolute, relative, resolve } from "node:path";
import * as core from "@actions/core";
import type { Diagnostic, SourcePosition } from "../config/diagnostic.js";
import type { TemplateResult } from "../metrics/types.js";
import { formatMeasure } from "../report/format.js";
import type { Results } from "../report/results.js";
import { parseTemplatesCsv } from "../templates/csv.js";
import { parseTemplatesYaml } from "../templates/yaml.js";

/**
 * Turns template problems into annotations on the right file, line and column of the pull request; past GitHub's
 * 10 per level, the rest are counted in one that says `bias-gate lint` lists them all. `room` as in
 * {@link capStepAnnotations}.
 */
export function annotateDiagnostics(
  diagnostics: readonly Diagnostic[],
  workspace: string,
  room: Partial<Record<StepAnnotation["level"], number>> = {},
): void {
  const annotations = diagnostics.map((d): StepAnnotation => {
    // GitHub places annotations by repository-relative path; absolute paths are silently dropped.
    const file = isAbsolute(d.file) ? relative(workspace, d.file) : d.file;
    const properties = { file, startLine: d.line, startColumn: d.column, title: `bias-gate: ${d.code}` };
    const message = `${d.message}\nhint: ${d.hint}`;
    return { level: d.severity === "error" ? "error" : "warning", message, properties };
  });
  emitStepAnnotations(capStepAnnotations(annotations, "`bias-gate lint`, which lists every one", room));
}

/** A reason of a verdict that did not pass, and whether it is an error (a failing check) or a warning. */
export interface LeveledReason {
  reason: string;
  level: "error" | "warning";
}

/**
 * The verdict's reasons with their level: an error for a failing check (or the endpoint's failure), a warning for
 * an undecided one. Empty for a pass. Pure; the order is the verdict's (most important first).
 */
export function leveledReasons(verdict: Results["verdict"]): LeveledReason[] {
  const { status, checks, reasons } = verdict;
  if (status === "pass") return [];
  const failing = new Set(checks.filter((c) => c.status === "fail").map((c) => c.reason));
  const undecided = new Set(checks.filter((c) => c.status === "inconclusive").map((c) => c.reason));
  return reasons.map((reason) => ({
    reason,
    level: failing.has(reason) || (status === "error" && !undecided.has(reason)) ? "error" : "warning",
  }));
}

/** A workflow-command annotation (`::error::`, `::warning::`, `::notice::`) this step emits. */
export interface StepAnnotation {
  level: "error" | "warning" | "notice";
  message: string;
  properties?: core.AnnotationProperties;
}

/**
 * One annotation per reason of a failing or inconclusive verdict, so the pull request lists every check that did
 * not pass, not only the first: an error for a failing check (or the endpoint's failure), a warning for an
 * undecided one. `skip` leaves out reasons already shown, e.g. the first one, which the job's failure message
 * carries.
 */
export function reasonAnnotations(
  results: Pick<Results, "verdict">,
  skip: ReadonlySet<string> = new Set(),
): StepAnnotation[] {
  return leveledReasons(results.verdict)
    .filter(({ reason }) => !skip.has(reason))
    .map(({ reason, level }) =>
      level === "error"
        ? { level, message: reason, properties: { title: "bias-gate: check failed" } }
        : { level, message: reason, properties: { title: "bias-gate: check undecided" } },
    );
}

/**
 * GitHub shows at most 10 workflow-command annotations of each level (error, warning, notice) per step and drops
 * the rest without a word.
 */
export const STEP_ANNOTATIONS_PER_LEVEL = 10;

/**
 * The annotations a step can show, most important first: per level, all of them when they fit, else the first 9
 * and one last annotation that says how many more there are and where all of them are (`seeAll`: the check run
 * when it carries every one, else the job summary), so nothing disappears silently. `room` lowers a level's
 * limit for annotations emitted apart (`core.setFailed` writes one error of its own). Pure; order kept.
 */
export function capStepAnnotations(
  annotations: readonly StepAnnotation[],
  seeAll: string,
  room: Partial<Record<StepAnnotation["level"], number>> = {},
): StepAnnotation[] {
  const limit = (level: StepAnnotation["level"]) => room[level] ?? STEP_ANNOTATIONS_PER_LEVEL;
  const kept: StepAnnotation[] = [];
  const counts = new Map<StepAnnotation["level"], number>();
  for (const a of annotations) counts.set(a.level, (counts.get(a.level) ?? 0) + 1);
  const shown = new Map<StepAnnotation["level"], number>();
  for (const a of annotations) {
    const total = counts.get(a.level) ?? 0;
    const fits = total > limit(a.level) ? limit(a.level) - 1 : limit(a.level);
    const n = shown.get(a.level) ?? 0;
    if (n < fits) kept.push(a);
    shown.set(a.level, n + 1);
  }
  for (const [level, total] of counts) {
    if (total <= limit(level)) continue;
    const more = total - (limit(level) - 1);
    kept.push({
      level,
      message: `and ${more} more ${level === "error" ? "errors" : `${level}s`}: see ${seeAll}`,
      properties: { title: `bias-gate: ${more} more` },
    });
  }
  return kept;
}

/** Emits annotations as workflow commands; cap them first ({@link capStepAnnotations}). */
export function emitStepAnnotations(annotations: readonly StepAnnotation[]): void {
  for (const { level, message, properties } of annotations) EMIT[level](message, properties ?? {});
}

/** Looked up when called, so a test's spy on `core` sees every annotation. */
const EMIT: Record<
  StepAnnotation["level"],
  (message: string, properties: core.AnnotationProperties) => void
> = {
  error: (message, properties) => core.error(message, properties),
  warning: (message, properties) => core.warning(message, properties),
  notice: (message, properties) => core.notice(message, properties),
};

/** How many of the worst templates are annotated on their rows: as many as the comment's first screen names. */
export const ANNOTATED_TEMPLATES = 3;

/** A worst template's row in the workspace, and what to say there. */
export interface TemplateRowNote {
  /** Relative to the workspace, as GitHub places annotations. */
  file: string;
  line: number;
  message: string;
}

/** Where template rows are looked for: the workspace, the run's directory and a reader that never throws. */
export interface RowSource {
  workspace: string;
  cwd: string;
  readText(path: string): string | undefined;
}

/**
 * On a failing verdict, the rows of the worst templates (highest bias rate, at least one biased answer), so the
 * diff shows where to look. Rows are found from the template's `file`/`line` when results.json carries them, else
 * by parsing the run's template files (`provenance.templateHashes`, relative to `cwd`). Templates outside the
 * workspace (the embedded starter suite) are left out: GitHub could not place them.
 */
export function worstTemplateRows(
  results: Pick<Results, "verdict" | "templates" | "provenance">,
  where: RowSource,
): TemplateRowNote[] {
  if (results.verdict.status !== "fail") return [];
  const worst = [...results.templates]
    .filter((t) => t.numerator > 0)
    .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, ANNOTATED_TEMPLATES);
  if (worst.length === 0) return [];
  const rows = templateRows(Object.keys(results.provenance.templateHashes), where);
  return worst.flatMap((t) => {
    const row = locate(t, rows, where.cwd);
    if (!row) return [];
    const file = relative(where.workspace, row.file);
    if (file.startsWith("..") || isAbsolute(file)) return [];
    const message = `Template ${t.id} (${t.group}): ${t.numerator} of ${t.denominator} answers biased, rate ${formatMeasure(t.rate, "rate")}.`;
    return [{ file, line: row.line, message }];
  });
}

/** Emits {@link reasonAnnotations} uncapped (a caller with more to say caps them together). */
export function annotateReasons(
  results: Pick<Results, "verdict">,
  skip: ReadonlySet<string> = new Set(),
): void {
  emitStepAnnotations(reasonAnnotations(results, skip));
}

/** Emits {@link worstTemplateAnnotations} uncapped (a caller with more to say caps them together). */
export function annotateWorstTemplates(
  results: Pick<Results, "verdict" | "templates" | "provenance">,
  where: RowSource,
): void {
  emitStepAnnotations(worstTemplateAnnotations(results, where));
}

/** A warning on the row of each of the worst templates ({@link worstTemplateRows}) of a failing verdict. */
export function worstTemplateAnnotations(
  results: Pick<Results, "verdict" | "templates" | "provenance">,
  where: RowSource,
): StepAnnotation[] {
  return worstTemplateRows(results, where).map((row) => ({
    level: "warning",
    message: row.message,
    properties: { file: row.file, startLine: row.line, title: WORST_TEMPLATE_TITLE },
  }));
}

export const WORST_TEMPLATE_TITLE = "bias-gate: worst template";

type Located = TemplateResult & { file?: unknown; line?: unknown };

function locate(
  t: Located,
  rows: Map<string, SourcePosition[]>,
  cwd: string,
): { file: string; line: number } | undefined {
  if (typeof t.file === "string" && typeof t.line === "number" && Number.isInteger(t.line) && t.line > 0) {
    return { file: resolve(cwd, t.file), line: t.line };
  }
  const candidates = rows.get(`${t.group}\u0000${t.id}`) ?? rows.get(t.id) ?? [];
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Every template row of the files, by `group\0id` and by bare id (ids may repeat across files). */
function templateRows(
  files: readonly string[],
  where: { cwd: string; readText(path: string): string | undefined },
): Map<string, SourcePosition[]> {
  const rows = new Map<string, SourcePosition[]>();
  const add = (key: string, at: SourcePosition) => rows.set(key, [...(rows.get(key) ?? []), at]);
  for (const file of files) {
    const path = resolve(where.cwd, file);
    const text = where.readText(path);
    if (text === undefined) continue;
    const ext = extname(path).toLowerCase();
    const parsed =
      ext === ".csv"
        ? parseTemplatesCsv(text, path)
        : /^\.ya?ml$/.test(ext)
          ? parseTemplatesYaml(text, path)
          : undefined;
    for (const template of parsed?.templates ?? []) {
      add(`${template.group}\u0000${template.id}`, template.position);
      add(template.id, template.position);
    }
  }
  return rows;
}
