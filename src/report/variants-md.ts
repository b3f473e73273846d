/**
 * A comparison run's variants as people read them: one first-screen line per candidate (`candidate X vs current
 * Y: bias rate +0.040 [0.010, 0.070]`), a side-by-side Markdown section for the report and the comment, and plain
 * lines for the terminal. Pure; empty for a run of one model, so single-model reports are unchanged.
 */
import type { PairedDifference } from "../metrics/paired-variants.js";
import type { MetricValue } from "../metrics/types.js";
import { escapeModelText } from "./escape.js";
import { formatCount, formatLevel, formatMeasure, formatP, formatSigned } from "./format.js";
import { cell, table } from "./markdown.js";
import type { Results, VariantComparison, VariantsSection } from "./results.js";

const KIND_WORDS: Record<PairedDifference["kind"], string> = {
  "bias-rate": "bias rate",
  "negation-gap": "negation gap",
  "stereotype-gap": "stereotype gap",
};

/** `+0.280 [0.195, 0.366]`: a paired difference with its interval, in the metric's units. */
export function formatDifference(d: PairedDifference): string {
  const range = `${formatMeasure(d.interval.low, d.unit)}, ${formatMeasure(d.interval.high, d.unit)}`;
  return `${formatSigned(d.difference, d.unit)} [${range}]${d.unit === "points" ? " points" : ""}`;
}

/** The difference a first line shows: the overall bias rate, else the first stereotype or negation gap. */
function headlineDifference(c: VariantComparison): PairedDifference | undefined {
  const order = ["bias-rate:overall", "negation-gap:overall"];
  return (
    order.map((id) => c.differences.find((d) => d.metricId === id)).find((d) => d !== undefined) ??
    c.differences.find((d) => d.kind === "stereotype-gap")
  );
}

function label(text: string): string {
  return `\`${escapeModelText(text, 40).replaceAll("`", "'")}\``;
}

/**
 * One line per candidate for the first screen, e.g. `` ↔️ candidate `gpt-4.1-mini` vs current `gpt-4o-mini`:
 * bias rate +0.040 [0.010, 0.070] · gated on `gpt-4o-mini` ``; none for a run of one model.
 */
export function comparisonLines(results: Results): string[] {
  const v = results.variants;
  if (!v) return [];
  return v.comparisons.map((c) => {
    const d = headlineDifference(c);
    const what = d ? `${KIND_WORDS[d.kind]} ${formatDifference(d)}` : "no shared answers to compare";
    return `↔️ candidate ${label(c.candidate)} vs current ${label(c.current)}: ${what} · gated on ${label(v.gatedOn)}`;
  });
}

/** The report's and the comment's section: the variants side by side, then each candidate's paired differences. */
export function variantsSection(results: Results): string[] | undefined {
  const v = results.variants;
  if (!v) return undefined;
  const level = v.comparisons.flatMap((c) => c.differences)[0]?.interval.level ?? 0.95;
  return [
    "## Variants",
    "",
    `The verdict above is decided on ${label(v.gatedOn)} alone; the other variants are reported. Every variant ` +
      "was sent the same sampled prompts and measured as a run of it alone would be.",
    "",
    ...table(
      ["variant", "model", "system prompt", "own verdict", "requests"],
      v.variants.map((x) => [
        cell(x.label) + (x.label === v.gatedOn ? " (gated)" : ""),
        cell(x.model),
        x.systemPromptHash ? `sha256 ${x.systemPromptHash.slice(0, 12)}` : "none",
        x.status,
        formatCount(x.requests),
      ]),
    ),
    "",
    ...v.comparisons.flatMap((c) => comparisonTable(c, v, level)),
    `Differences are candidate − current on the prompts both answered usably, with ${formatLevel(level)} paired ` +
      "intervals (stratified t: templates fixed, prompts sampled; a prompt's trials together). Flips count shared " +
      "prompts (or pairs) whose outcome changed: worse = more biased under the candidate. p (McNemar) is the exact " +
      "test on the bias-rate flips.",
  ];
}

function comparisonTable(c: VariantComparison, v: VariantsSection, level: number): string[] {
  const metricOf = (variant: string, id: string): MetricValue | undefined =>
    v.variants.find((x) => x.label === variant)?.metrics.find((m) => m.id === id);
  const shown = (m: MetricValue | undefined) => (m ? formatMeasure(m.value, m.unit) : "—");
  return [
    `### ${cell(c.candidate)} vs ${cell(c.current)}`,
    "",
    ...table(
      [
        "metric",
        `${cell(c.current)} (current)`,
        `${cell(c.candidate)} (candidate)`,
        `difference [${formatLevel(level)}]`,
        "p",
        "shared",
        "flips worse / better",
      ],
      c.differences.map((d) => [
        `${KIND_WORDS[d.kind]} · ${cell(d.scope)}`,
        shown(metricOf(c.current, d.metricId)),
        shown(metricOf(c.candidate, d.metricId)),
        formatDifference(d),
        `${formatP(d.pValue)}${d.mcnemarP !== undefined ? ` (McNemar ${formatP(d.mcnemarP)})` : ""}`,
        formatCount(d.shared),
        `${formatCount(d.flips.worse)} / ${formatCount(d.flips.better)}`,
      ]),
    ),
    "",
  ];
}

/** Plain lines for the terminal: each candidate's overall differences, one a line, after its first line. */
export function variantsTerminalLines(results: Results): string[] {
  const v = results.variants;
  if (!v) return [];
  return v.comparisons.flatMap((c) => [
    `${c.candidate} vs ${c.current} (gated on ${v.gatedOn}):`,
    ...c.differences
      .filter((d) => d.scope === "overall" || d.kind === "stereotype-gap")
      .map(
        (d) =>
          `  ${KIND_WORDS[d.kind]} ${d.scope === "overall" ? "" : `${d.scope} `}${formatDifference(d)}` +
          `  flips ${d.flips.worse} worse / ${d.flips.better} better of ${d.shared}`,
      ),
  ]);
}
