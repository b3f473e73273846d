/**
 * Pieces of sections that the comment and the report render the same way: the checks table, the worst
 * templates with their example answers, the metric rows and the provenance lines. Where the two differ (the
 * threshold wording, headings, what is collapsed) the caller decides.
 */
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricValue, TemplateResult } from "../metrics/types.js";
import { escapeModelText } from "./escape.js";
import {
  formatCount,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatP,
  formatQuantity,
  formatSigned,
} from "./format.js";
import { cell, compare, table } from "./markdown.js";
import type { Results } from "./results.js";

const WORST_TEMPLATES = 10;
const EXAMPLES_PER_TEMPLATE = 2;

export function countStatuses(checks: readonly Check[]): string {
  if (checks.length === 0) return "no checks applied";
  const failed = checks.filter((c) => c.status === "fail").length;
  const unsure = checks.filter((c) => c.status === "inconclusive").length;
  const parts = [`${checks.length - failed - unsure} of ${checks.length} checks passed`];
  if (failed > 0) parts.push(`${failed} failed`);
  if (unsure > 0) parts.push(`${unsure} inconclusive`);
  return parts.join(", ");
}

export interface ChecksTableStyle {
  /** The Scope cell of a check. */
  scope: (check: Check) => string;
  /** The Threshold cell of a check, e.g. `≤ 0.100`. */
  threshold: (check: Check, unit: MetricValue["unit"]) => string;
}

/** `### Checks` with one row per shown check, and a note when passing checks were left out. */
export function checksSection(
  checks: readonly Check[],
  metrics: readonly MetricValue[],
  onlyOpen: boolean,
  style: ChecksTableStyle,
): string[] {
  if (checks.length === 0) return ["### Checks", "", "No metric had a threshold, so nothing was checked."];
  const shown = onlyOpen ? checks.filter((c) => c.status !== "pass") : checks;
  const level = checks.find((c) => c.interval)?.interval?.level ?? 0.95;
  // A column of dashes says nothing; without a baseline there is no comparison to show.
  const compared = checks.some((c) => c.baseline);
  const rows = shown.map((c) => {
    const unit = unitOfCheck(c, metrics);
    return [
      METRIC_RULES[c.kind].label,
      style.scope(c),
      formatQuantity(c.value, unit),
      formatInterval(c.interval, unit),
      style.threshold(c, unit),
      ...(compared ? [baselineText(c, unit)] : []),
      c.status === "pass" ? "pass" : `**${c.status}**`,
    ];
  });
  const header = ["Metric", "Scope", "Value", `${formatLevel(level)} CI`, "Threshold"];
  const lines = [
    "### Checks",
    "",
    ...table([...header, ...(compared ? ["vs baseline"] : []), "Status"], rows),
  ];
  if (shown.length < checks.length)
    lines.push("", `${checks.length - shown.length} passing checks not shown.`);
  return lines;
}

function baselineText(check: Check, unit: MetricValue["unit"]): string {
  const b = check.baseline;
  if (!b) return "—";
  const p = b.adjustedP ?? b.pValue;
  const parts = [formatSigned(b.delta, unit)];
  if (p !== undefined) parts.push(`(p ${formatP(p)})`);
  if (b.regressed) parts.push("**worse**");
  return parts.join(" ");
}

function unitOfCheck(check: Check, metrics: readonly MetricValue[]): MetricValue["unit"] {
  return metrics.find((m) => m.id === check.metricId)?.unit ?? METRIC_RULES[check.kind].unit;
}

/** Metric label, scope, value and interval: the first cells of the stereotype and other-metric tables. */
export function metricCells(m: MetricValue): string[] {
  return [
    METRIC_RULES[m.kind].label,
    cell(m.scope),
    formatMeasure(m.value, m.unit),
    formatInterval(m.interval, m.unit),
  ];
}

export interface WorstTemplates {
  /** How many templates are listed. */
  count: number;
  table: string[];
  /** One bullet per example biased answer; empty when there are none. */
  examples: string[];
}

/** The templates with the highest bias rate (ties: more biased answers, then id), as a table and examples. */
export function worstTemplates(templates: readonly TemplateResult[]): WorstTemplates | undefined {
  const worst = [...templates]
    .filter((t) => t.numerator > 0)
    .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || compare(a.id, b.id))
    .slice(0, WORST_TEMPLATES);
  if (worst.length === 0) return undefined;
  const rows = worst.map((t) => [
    cell(t.id),
    cell(t.group),
    `${t.numerator}/${t.denominator}`,
    formatMeasure(t.rate, "rate"),
  ]);
  const examples = worst.flatMap((t) =>
    t.examples
      .slice(0, EXAMPLES_PER_TEMPLATE)
      .map(
        (e) =>
          `- ${cell(t.id)}: ${escapeModelText(e.prompt, 200)}<br>` +
          `expected ${escapeModelText(e.label, 20)}, answered: ${escapeModelText(e.answer, 160)}`,
      ),
  );
  return { count: worst.length, table: table(["Template", "Group", "Biased", "Rate"], rows), examples };
}

/** Provenance text, escaped and cut to 120 code points. */
export function provenanceText(value: string): string {
  return escapeModelText(value, 120);
}

/** The model and seed lines of the provenance list. */
export function modelLines(results: Results): string[] {
  const p = results.provenance;
  const text = provenanceText;
  const sizes = Object.entries(p.sampleSizes).map(([k, n]) => `${text(k)} ${formatCount(n)}`);
  return [
    `- Model: ${text(p.model)} at ${text(p.endpoint)}`,
    `- Seed: ${text(p.seed)}; sample sizes: ${sizes.length > 0 ? sizes.join(", ") : "none"}`,
  ];
}

/** The tool-version line of the provenance list. */
export function toolLine(results: Results): string {
  const p = results.provenance;
  return (
    `- bias-gate ${provenanceText(results.tool.version)}, results schema ${results.schemaVersion}` +
    (p.config ? `; config ${provenanceText(p.config)}` : "")
  );
}
