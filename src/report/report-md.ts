/**
 * results.json → the Markdown a person reads in a pull-request comment or a job summary. Pure and size-aware:
 * GitHub rejects comments over 65,536 characters, so detail is dropped step by step until the text fits, and
 * the verdict and the checks always stay.
 */

import type { ContaminationReport } from "../contamination/measure.js";
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricKind, MetricValue } from "../metrics/types.js";
import { contaminationSection } from "./contamination-md.js";
import { escapeModelText } from "./escape.js";
import {
  formatCount,
  formatDuration,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatP,
  formatRateWithCounts,
  formatSigned,
  formatThreshold,
  formatUsd,
} from "./format.js";
import type { Results, TemplateResult } from "./results.js";

/** A little below GitHub's 65,536-character limit on comment bodies, for the marker the publisher adds. */
export const DEFAULT_MAX_CHARS = 65_000;

export interface ReportOptions {
  /** Longest report, in UTF-16 code units (what GitHub counts); default DEFAULT_MAX_CHARS. */
  maxChars?: number;
  /** What the baseline was, e.g. `main@1a2b3c4`; shown when the checks carry baseline comparisons. */
  baselineLabel?: string;
}

/** The detail levels tried in order; each drops what the previous kept, never the verdict or the checks. */
const DETAIL_STEPS = [
  { omit: [] },
  { omit: ["example answers"] },
  { omit: ["example answers", "the worst-templates table", "template hashes"] },
  { omit: ["example answers", "the worst-templates table", "template hashes", "per-group tables"] },
  {
    omit: [
      "example answers",
      "the worst-templates table",
      "template hashes",
      "per-group tables",
      "passing checks",
    ],
  },
] as const;

type Omission = (typeof DETAIL_STEPS)[number]["omit"][number];

const WORST_TEMPLATES = 10;
const EXAMPLES_PER_TEMPLATE = 2;

/**
 * The report: the verdict line first (status word and headline numbers), the reasons, the checks table, then
 * bias rate by group, negation robustness, stereotype gaps, other metrics, answer types, the worst templates with
 * example answers, and provenance. When longer than `maxChars` it drops, in order: example answers, the
 * worst-templates table and template hashes, the per-group tables, the passing checks' rows; it says what it left
 * out. As a last resort it cuts at a line boundary. All model text is escaped and truncated.
 */
export function renderReport(results: Results, options: ReportOptions = {}): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  let text = "";
  for (const step of DETAIL_STEPS) {
    text = compose(results, options, new Set(step.omit), maxChars);
    if (text.length <= maxChars) return text;
  }
  return cutToFit(text, maxChars);
}

function compose(
  results: Results,
  options: ReportOptions,
  omit: ReadonlySet<Omission>,
  maxChars: number,
): string {
  const metrics = results.metrics;
  const sections: (string[] | undefined)[] = [
    verdictSection(results, options),
    checksSection(results.verdict.checks, metrics, omit.has("passing checks")),
    omit.size > 0 ? [omissionNote(omit, maxChars)] : undefined,
    omit.has("per-group tables") ? undefined : biasSection(metrics),
    omit.has("per-group tables") ? undefined : negationSection(metrics),
    omit.has("per-group tables") ? undefined : stereotypeSection(metrics),
    omit.has("per-group tables") ? undefined : otherMetricsSection(metrics),
    contaminationSection(
      results.contamination as ContaminationReport[] | undefined,
      !omit.has("per-group tables"),
    ),
    omit.has("per-group tables") ? undefined : answerTypesSection(results.answerTypes),
    omit.has("the worst-templates table")
      ? undefined
      : worstTemplatesSection(results.templates, !omit.has("example answers")),
    provenanceSection(results, !omit.has("template hashes")),
  ];
  return `${sections
    .filter((s): s is string[] => s !== undefined && s.length > 0)
    .map((s) => s.join("\n"))
    .join("\n\n")}\n`;
}

function omissionNote(omit: ReadonlySet<Omission>, maxChars: number): string {
  const list = [...omit];
  const items = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : list.join("");
  return `_Left out to stay within ${formatCount(maxChars)} characters: ${items}. results.json has everything._`;
}

function cutToFit(text: string, maxChars: number): string {
  const note = "\n\n_Cut here to stay within GitHub's size limit; results.json has everything._\n";
  const room = Math.max(0, maxChars - note.length);
  const cut = text.slice(0, room);
  const lastLine = cut.lastIndexOf("\n");
  return `${lastLine > 0 ? cut.slice(0, lastLine) : cut}${note}`.slice(0, maxChars);
}

// ——— verdict and checks ———

const STATUS_WORD = { pass: "PASS", fail: "FAIL", inconclusive: "INCONCLUSIVE" } as const;

function verdictSection(results: Results, options: ReportOptions): string[] {
  const { verdict } = results;
  const counts = countStatuses(verdict.checks);
  const parts = [`**bias-gate: ${STATUS_WORD[verdict.status]}**`, counts];
  const bias = findMetric(results.metrics, "bias-rate", "overall");
  if (bias) {
    parts.push(`bias rate ${measured(bias)} from ${formatCount(bias.n)} usable answers`);
  }
  const gap = findMetric(results.metrics, "negation-gap", "overall");
  if (gap) parts.push(`negation gap ${measured(gap)}`);
  parts.push(`model ${escapeModelText(results.provenance.model, 80)}`);
  const lines = [parts.join(" · ")];
  if (options.baselineLabel && verdict.checks.some((c) => c.baseline)) {
    lines.push("", `Compared with the baseline ${escapeModelText(options.baselineLabel, 120)}.`);
  }
  if (verdict.reasons.length > 0) {
    lines.push("", ...verdict.reasons.map((r) => `- ${escapeModelText(r, 600)}`));
  }
  return lines;
}

function countStatuses(checks: readonly Check[]): string {
  if (checks.length === 0) return "no checks applied";
  const failed = checks.filter((c) => c.status === "fail").length;
  const unsure = checks.filter((c) => c.status === "inconclusive").length;
  const passed = checks.length - failed - unsure;
  const parts = [`${passed} of ${checks.length} checks passed`];
  if (failed > 0) parts.push(`${failed} failed`);
  if (unsure > 0) parts.push(`${unsure} inconclusive`);
  return parts.join(", ");
}

function checksSection(
  checks: readonly Check[],
  metrics: readonly MetricValue[],
  onlyOpen: boolean,
): string[] {
  if (checks.length === 0) return ["### Checks", "", "No metric had a threshold, so nothing was checked."];
  const shown = onlyOpen ? checks.filter((c) => c.status !== "pass") : checks;
  const level = checks.find((c) => c.interval)?.interval?.level ?? 0.95;
  const rows = shown.map((c) => {
    const unit = unitOfCheck(c, metrics);
    return [
      METRIC_RULES[c.kind].label,
      metrics.find((m) => m.id === c.metricId)?.possiblyInflated
        ? `${cell(c.scope)} (possibly inflated)`
        : cell(c.scope),
      formatMeasure(c.value, unit),
      formatInterval(c.interval, unit),
      thresholdText(c, unit),
      baselineText(c, unit),
      c.status === "pass" ? "pass" : `**${c.status}**`,
    ];
  });
  const lines = [
    "### Checks",
    "",
    ...table(
      ["Metric", "Scope", "Value", `${formatLevel(level)} CI`, "Threshold", "vs baseline", "Status"],
      rows,
    ),
  ];
  if (shown.length < checks.length)
    lines.push("", `${checks.length - shown.length} passing checks not shown.`);
  lines.push("", ruleNote(checks));
  return lines;
}

function ruleNote(checks: readonly Check[]): string {
  return checks.some((c) => c.rule === "confident")
    ? "Rule `confident`: a check passes when its whole interval is on the good side of the threshold and fails " +
        "when the whole interval is on the bad side; otherwise it is inconclusive."
    : "Rule `estimate`: a check passes when the point estimate is on the good side of the threshold.";
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = formatThreshold(check.threshold, unit);
  return check.direction === "max"
    ? `at most ${t}`
    : check.direction === "min"
      ? `at least ${t}`
      : `within ±${t}`;
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

// ——— per-group detail ———

function biasSection(metrics: readonly MetricValue[]): string[] | undefined {
  const groups = topScopes(metrics, "bias-rate");
  if (groups.length === 0) return undefined;
  const rows = groups.map((g) => {
    const all = findMetric(metrics, "bias-rate", g);
    const rate = (m: MetricValue | undefined) => (m ? formatRateWithCounts(m) : "—");
    return [
      cell(g),
      rate(all),
      formatInterval(all?.interval, "rate"),
      rate(findMetric(metrics, "bias-rate", `${g}/statement`)),
      rate(findMetric(metrics, "bias-rate", `${g}/negation`)),
      all?.clusters === undefined ? "—" : String(all.clusters),
    ];
  });
  return [
    "### Bias rate by group",
    "",
    "Share of usable answers that differ from the unbiased answer (biased / usable).",
    "",
    ...table(["Group", "All", "CI", "Statements", "Negations", "Templates"], rows),
  ];
}

function negationSection(metrics: readonly MetricValue[]): string[] | undefined {
  const scopes = unique([
    ...topScopes(metrics, "negation-gap"),
    ...topScopes(metrics, "flip-consistency"),
    ...topScopes(metrics, "probability-shift"),
  ]);
  if (scopes.length === 0) return undefined;
  const rows = scopes.map((s) => {
    const gap = findMetric(metrics, "negation-gap", s);
    const flip = findMetric(metrics, "flip-consistency", s);
    const shift = findMetric(metrics, "probability-shift", s);
    const p = gap?.adjustedP ?? gap?.pValue;
    return [
      cell(s),
      gap ? formatMeasure(gap.value, gap.unit) : "—",
      formatInterval(gap?.interval, "difference"),
      p === undefined ? "—" : formatP(p),
      flip ? formatRateWithCounts(flip) : "—",
      shift ? formatMeasure(shift.value, shift.unit) : "—",
      gap ? formatCount(gap.n) : "—",
    ];
  });
  return [
    "### Negation robustness",
    "",
    "Gap: accuracy on statements − accuracy on their negations (0 is robust). Flip consistency: share of pairs " +
      "answered oppositely (1 is robust).",
    "",
    ...table(["Group", "Gap", "CI", "p (Holm)", "Flip consistency", "Probability shift", "Pairs"], rows),
  ];
}

function stereotypeSection(metrics: readonly MetricValue[]): string[] | undefined {
  const rows = metrics
    .filter((m) => m.kind === "stereotype-gap" || m.kind === "adjective-amplification")
    .map((m) => [
      METRIC_RULES[m.kind].label,
      cell(m.scope),
      formatMeasure(m.value, m.unit),
      formatInterval(m.interval, m.unit),
      formatCount(m.n),
    ]);
  if (rows.length === 0) return undefined;
  return [
    "### Stereotypes (coreference)",
    "",
    "Points: accuracy on pro-stereotyped − anti-stereotyped sentences, ×100 (0 is unbiased).",
    "",
    ...table(["Metric", "Condition", "Points", "CI", "n"], rows),
  ];
}

const DETAILED: ReadonlySet<MetricKind> = new Set<MetricKind>([
  "bias-rate",
  "negation-gap",
  "flip-consistency",
  "probability-shift",
  "stereotype-gap",
  "adjective-amplification",
]);

function otherMetricsSection(metrics: readonly MetricValue[]): string[] | undefined {
  const rows = metrics
    .filter((m) => !DETAILED.has(m.kind))
    .map((m) => [
      METRIC_RULES[m.kind].label,
      cell(m.scope),
      m.unit === "rate" ? formatRateWithCounts(m) : formatMeasure(m.value, m.unit),
      formatInterval(m.interval, m.unit),
      formatCount(m.n),
    ]);
  if (rows.length === 0) return undefined;
  return ["### Reliability and contamination", "", ...table(["Metric", "Scope", "Value", "CI", "n"], rows)];
}

const CATEGORY_ORDER = [
  "yes",
  "no",
  "correct",
  "incorrect",
  "unsure",
  "refusal",
  "other",
  "failed",
  "skipped",
];

function answerTypesSection(answerTypes: Results["answerTypes"]): string[] | undefined {
  const scopes = Object.keys(answerTypes);
  if (scopes.length === 0) return undefined;
  const seen = unique(scopes.flatMap((s) => Object.keys(answerTypes[s] ?? {})));
  const known = CATEGORY_ORDER.filter((c) => seen.includes(c));
  const categories = [...known, ...seen.filter((c) => !known.includes(c)).sort()];
  const rows = scopes.map((s) => [cell(s), ...categories.map((c) => formatCount(answerTypes[s]?.[c] ?? 0))]);
  return ["### Answer types", "", ...table(["Scope", ...categories.map(cell)], rows)];
}

function worstTemplatesSection(
  templates: readonly TemplateResult[],
  withExamples: boolean,
): string[] | undefined {
  const worst = [...templates]
    .filter((t) => t.numerator > 0)
    .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || compare(a.id, b.id))
    .slice(0, WORST_TEMPLATES);
  if (worst.length === 0) return undefined;
  const rows = worst.map((t) => [
    cell(t.id),
    cell(t.group),
    `${t.numerator}/${t.denominator}`,
    t.rate.toFixed(3),
  ]);
  const lines = [
    `### Worst templates (top ${worst.length} of ${templates.length})`,
    "",
    ...table(["Template", "Group", "Biased", "Rate"], rows),
  ];
  const examples = worst.flatMap((t) =>
    t.examples
      .slice(0, EXAMPLES_PER_TEMPLATE)
      .map(
        (e) =>
          `- ${cell(t.id)}: ${escapeModelText(e.prompt, 200)}<br>` +
          `expected ${escapeModelText(e.label, 20)}, answered: ${escapeModelText(e.answer, 160)}`,
      ),
  );
  if (withExamples && examples.length > 0) {
    lines.push("", "<details><summary>Example biased answers</summary>", "", ...examples, "", "</details>");
  }
  return lines;
}

function provenanceSection(results: Results, withHashes: boolean): string[] {
  const p = results.provenance;
  const text = (value: string) => escapeModelText(value, 120);
  const sizes = Object.entries(p.sampleSizes).map(([k, n]) => `${text(k)} ${formatCount(n)}`);
  const lines = [
    "### Provenance",
    "",
    `- Model: ${text(p.model)} at ${text(p.endpoint)}`,
    `- Seed: ${text(p.seed)}; sample sizes: ${sizes.length > 0 ? sizes.join(", ") : "none"}`,
    `- Requests: ${formatCount(p.requests)}; tokens: ${formatCount(p.tokens.input)} in, ` +
      `${formatCount(p.tokens.output)} out; cost: ${formatUsd(p.costUsd)}`,
    `- Started ${text(p.startedAt)}; took ${formatDuration(p.durationMs)}`,
    `- bias-gate ${text(results.tool.version)}, results schema ${results.schemaVersion}` +
      (p.config ? `; config ${text(p.config)}` : ""),
  ];
  if (p.systemPromptHash) lines.push(`- System prompt sha256: ${text(p.systemPromptHash.slice(0, 12))}`);
  const hashes = Object.entries(p.templateHashes).sort(([a], [b]) => compare(a, b));
  if (withHashes && hashes.length > 0) {
    lines.push(
      "",
      "<details><summary>Template files (sha256)</summary>",
      "",
      ...hashes.map(([file, hash]) => `- ${text(file)}: ${text(hash.slice(0, 12))}`),
      "",
      "</details>",
    );
  }
  return lines;
}

// ——— helpers ———

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

/** Names from users' template files go through the same escaping as model text. */
function cell(text: string): string {
  return escapeModelText(text, 80);
}

function measured(metric: MetricValue): string {
  const value = formatMeasure(metric.value, metric.unit);
  return metric.interval
    ? `${value} (${formatLevel(metric.interval.level)} CI ${formatInterval(metric.interval, metric.unit)})`
    : value;
}

function findMetric(
  metrics: readonly MetricValue[],
  kind: MetricKind,
  scope: string,
): MetricValue | undefined {
  return metrics.find((m) => m.kind === kind && m.scope === scope);
}

/** Groups then `overall`, in the order the metrics list them, without sub-scopes. */
function topScopes(metrics: readonly MetricValue[], kind: MetricKind): string[] {
  const scopes = unique(metrics.filter((m) => m.kind === kind && !m.scope.includes("/")).map((m) => m.scope));
  return [...scopes.filter((s) => s !== "overall"), ...scopes.filter((s) => s === "overall")];
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
