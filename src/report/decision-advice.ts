/**
 * What a failing decision check points at (issue 33): the templates behind it, at their file and line. A
 * disparity is a mean of paired differences over families, so the templates whose families moved the most in the
 * disparity's direction are where to read the answers; a consistency is a share of families, so the templates
 * with the most families decided differently for someone. The comment, the job summary and report.md all read
 * these lines. Pure.
 */
import type { DecisionSuiteSummary } from "../metrics/decisions.js";
import type { Check } from "../metrics/types.js";
import { escapeModelText } from "./escape.js";
import { formatMeasure } from "./format.js";
import { type LinkOptions, templateLink } from "./next-steps.js";
import type { Results } from "./results.js";

type Summary = DecisionSuiteSummary;
/** The template files a row without its own file may be found in (results.json's provenance). */
export type TemplateFiles = { provenance: Pick<Results["provenance"], "templateHashes"> };
type Disparity = Summary["disparities"][number];
type TemplateRow = NonNullable<Disparity["templates"]>[number];
type ConsistencyRow = NonNullable<NonNullable<Summary["consistency"]>["templates"]>[number];

/** At most this many templates per group, and this many groups on the first screen. */
const WORST = 3;
const GROUPS_SHOWN = 3;

/** The suite and group of a decision check's scope (`service:age=60s`), when results.json has that suite. */
export function decisionOf(
  check: Pick<Check, "kind" | "scope">,
  suites: readonly Summary[] | undefined,
): { suite: Summary; group?: string } | undefined {
  const suite = (suites ?? [])
    .filter((s) => check.scope === s.suite || check.scope.startsWith(`${s.suite}:`))
    .sort((a, b) => b.suite.length - a.suite.length)[0];
  if (!suite) return undefined;
  return check.scope === suite.suite
    ? { suite }
    : { suite, group: check.scope.slice(suite.suite.length + 1) };
}

/** `service:age=60s (vs reference age=30s)`: what a disparity compares. */
export function disparityScope(check: Check, suites: readonly Summary[] | undefined): string | undefined {
  if (check.kind !== "decision-disparity") return undefined;
  const found = decisionOf(check, suites);
  if (!found?.group) return undefined;
  const against =
    found.suite.disparities.find((d) => d.group === found.group)?.reference ?? found.suite.reference;
  return `${escapeModelText(check.scope, 80)} (vs reference ${escapeModelText(against, 40)})`;
}

/**
 * The templates in the disparity's direction, the farthest first: for a negative disparity those whose families
 * were decided least favourably for the group. Templates that moved the other way or not at all are not named.
 */
export function worstDisparityTemplates(d: Disparity): TemplateRow[] {
  const rows = d.templates ?? [];
  const sign = Math.sign(d.value);
  if (sign === 0) return [];
  return rows
    .filter((t) => Math.sign(t.mean) === sign)
    .sort((a, b) => sign * (b.mean - a.mean) || (a.template < b.template ? -1 : 1))
    .slice(0, WORST);
}

/** The templates with the largest share of families decided differently for someone. */
export function leastConsistentTemplates(s: Summary): ConsistencyRow[] {
  return (s.consistency?.templates ?? [])
    .filter((t) => t.inconsistent > 0)
    .sort(
      (a, b) =>
        b.inconsistent / b.families - a.inconsistent / a.families ||
        b.inconsistent - a.inconsistent ||
        (a.template < b.template ? -1 : 1),
    )
    .slice(0, WORST);
}

/** `case7 (decisions/templates.csv:8) -0.500 over 6 families`, linked at the head commit when the options allow. */
export function disparityTemplateText(t: TemplateRow, results: TemplateFiles, options: LinkOptions): string {
  return `${link(t, results, options)} ${formatMeasure(t.mean, "difference")} over ${t.families} ${t.families === 1 ? "family" : "families"}`;
}

export function consistencyTemplateText(
  t: ConsistencyRow,
  results: TemplateFiles,
  options: LinkOptions,
): string {
  return `${link(t, results, options)} ${t.inconsistent} of ${t.families} families decided differently`;
}

function link(
  t: { template: string; file?: string; line?: number },
  results: TemplateFiles,
  options: LinkOptions,
): string {
  return templateLink(
    { id: t.template, ...(t.file ? { file: t.file } : {}), ...(t.line ? { line: t.line } : {}) },
    results,
    options,
  );
}

/**
 * First-screen bullets for failing decision checks: per failing disparity (the farthest first, at most three),
 * the worst templates for that group; per failing consistency, the least consistent templates.
 */
export function decisionSteps(results: Results, options: LinkOptions): string[] {
  const failing = results.verdict.checks.filter((c) => c.status === "fail");
  const disparities = failing
    .filter((c) => c.kind === "decision-disparity")
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, GROUPS_SHOWN);
  const lines = disparities.flatMap((check) => {
    const found = decisionOf(check, results.decisions);
    const d = found?.suite.disparities.find((x) => x.group === found.group);
    const worst = d ? worstDisparityTemplates(d) : [];
    if (!found || worst.length === 0) return [];
    const name = escapeModelText(`${found.suite.suite}:${found.group}`, 80);
    const texts = worst.map((t) => disparityTemplateText(t, results, options));
    return [
      `- **Worst templates for ${name}** (mean paired difference against ${escapeModelText(d?.reference ?? found.suite.reference, 40)}): ${texts.join(", ")}.`,
    ];
  });
  for (const check of failing.filter((c) => c.kind === "counterfactual-consistency")) {
    const found = decisionOf(check, results.decisions);
    const worst = found ? leastConsistentTemplates(found.suite) : [];
    if (!found || worst.length === 0) continue;
    const texts = worst.map((t) => consistencyTemplateText(t, results, options));
    lines.push(
      `- **Least consistent templates in ${escapeModelText(found.suite.suite, 60)}**: ${texts.join(", ")}.`,
    );
  }
  return lines;
}
