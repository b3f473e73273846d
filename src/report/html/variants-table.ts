/**
 * A comparison run's variants in report.html: each candidate's paired differences against the current variant as
 * a table (value of each, difference with its interval, flips), every text HTML-escaped. Undefined for a run of
 * one model, so the section is left out.
 */
import { formatMeasure, formatP } from "../format.js";
import type { Results } from "../results.js";
import { formatDifference } from "../variants-md.js";
import { escapeHtml } from "./escape-html.js";

const KIND_WORDS = {
  "bias-rate": "bias rate",
  "negation-gap": "negation gap",
  "stereotype-gap": "stereotype gap",
};

/** The variants section's body: who is gated, then one table per candidate; undefined for a run of one model. */
export function variantsTable(results: Results): string | undefined {
  const v = results.variants;
  if (!v) return undefined;
  const e = (text: string) => escapeHtml(text, 120);
  const shownValue = (label: string, id: string) => {
    const m = v.variants.find((x) => x.label === label)?.metrics.find((x) => x.id === id);
    return m ? formatMeasure(m.value, m.unit) : "—";
  };
  const gated = `<p>The verdict is decided on <strong>${e(v.gatedOn)}</strong>; the other variants are reported.</p>`;
  const tables = v.comparisons.map((c) => {
    const rows = c.differences.map(
      (d) =>
        `<tr><td>${e(`${KIND_WORDS[d.kind]} · ${d.scope}`)}</td><td>${shownValue(c.current, d.metricId)}</td>` +
        `<td>${shownValue(c.candidate, d.metricId)}</td><td>${e(formatDifference(d))}</td><td>${formatP(d.pValue)}</td>` +
        `<td>${d.shared}</td><td>${d.flips.worse} / ${d.flips.better}</td></tr>`,
    );
    return (
      `<table class="variants"><caption>${e(c.candidate)} (candidate) vs ${e(c.current)} (current)</caption>` +
      `<thead><tr><th>metric</th><th>${e(c.current)}</th><th>${e(c.candidate)}</th><th>difference [interval]</th>` +
      `<th>p</th><th>shared</th><th>flips worse / better</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
    );
  });
  return [gated, ...tables].join("\n");
}
