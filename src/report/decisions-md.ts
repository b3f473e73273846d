/** report.md's decision-suite section (issue 33), from results.json alone. Pure. */
import type { DecisionSuiteSummary } from "../metrics/decisions.js";
import type { Interval } from "../stats/interval.js";
import {
  consistencyTemplateText,
  disparityTemplateText,
  leastConsistentTemplates,
  worstDisparityTemplates,
} from "./decision-advice.js";
import { formatInterval, formatP, formatQuantity } from "./format.js";
import { cell, table } from "./markdown.js";

export function decisionsSection(suites: readonly DecisionSuiteSummary[] | undefined): string[] | undefined {
  if (!suites || suites.length === 0) return undefined;
  return suites.flatMap((s) => {
    const reference = s.groups.find((g) => g.group === s.reference);
    const level = (i: Interval | undefined) => (i ? `${Math.round(i.level * 1000) / 10}%` : "");
    const rates = s.groups.map((g) => [
      cell(s.reference.split("|").includes(g.group) ? `${g.group} (reference)` : g.group),
      formatQuantity(g.rate, "rate"),
      formatInterval(g.interval, "rate"),
      bar(g.rate, reference?.rate),
      String(g.n),
    ]);
    const disparities = s.disparities.map((d) => [
      cell(d.reference ? `${d.group} vs ${d.reference}` : d.group),
      formatQuantity(d.value, "difference"),
      `${formatInterval(d.interval, "difference")}${d.interval ? ` (${level(d.interval)})` : ""}`,
      d.adjustedP === undefined ? "—" : formatP(d.adjustedP),
      String(d.n),
    ]);
    // No provenance or repository here: rows are named at file:line, unlinked.
    const where = { provenance: { templateHashes: {} } };
    const worst = s.disparities.flatMap((d) => {
      const rows = worstDisparityTemplates(d);
      return rows.length === 0
        ? []
        : [`- ${cell(d.group)}: ${rows.map((t) => disparityTemplateText(t, where, {})).join(", ")}`];
    });
    const inconsistent = leastConsistentTemplates(s).map((t) => consistencyTemplateText(t, where, {}));
    return [
      `### Decisions: ${cell(s.suite)}`,
      "",
      `Decision rate per group (share favourable; scores rescaled to 0–1). Reference line: ${cell(s.reference)}${
        reference ? ` at ${formatQuantity(reference.rate, "rate")}` : ""
      } (│ in the bar).`,
      "",
      ...table(["Group", "Rate", "CI", "Rate vs reference", "Members"], rates),
      "",
      "Disparity against the reference, paired within families (same case, only the person changes); intervals are simultaneous over the groups, p Holm-adjusted.",
      "",
      ...table(["Group", "Disparity", "CI", "Holm p", "Families"], disparities),
      "",
      ...(worst.length > 0
        ? [
            "Worst templates per group, in the disparity's direction (mean paired difference over the template's families):",
            "",
            ...worst,
            "",
          ]
        : []),
      ...(s.gap
        ? [
            `Largest gap: ${cell(s.gap.groups[0])} − ${cell(s.gap.groups[1])} = ${formatQuantity(s.gap.value, "difference")} (CI ${formatInterval(s.gap.interval, "difference")}).`,
          ]
        : []),
      ...(s.consistency
        ? [
            `Counterfactual consistency: ${formatQuantity(s.consistency.value, "rate")} (${s.consistency.consistent} of ${s.consistency.families} families decided alike for everyone; CI ${formatInterval(s.consistency.interval, "rate")}).`,
          ]
        : []),
      ...(inconsistent.length > 0 ? [`Least consistent templates: ${inconsistent.join(", ")}.`] : []),
      "",
    ];
  });
}

/** A 20-character bar of the rate with the reference rate marked, so a lower group is seen at a glance. */
function bar(rate: number, reference: number | undefined): string {
  const width = 20;
  const at = Math.round(rate * width);
  const ref = reference === undefined ? -1 : Math.round(reference * width);
  const chars = Array.from({ length: width + 1 }, (_, i) => (i === ref ? "│" : i < at ? "█" : "·"));
  return `\`${chars.join("")}\``;
}
