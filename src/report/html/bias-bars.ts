/**
 * Plot 2: the bias rate (share of usable answers that differ from the template's label) per group, with its
 * interval and the group's threshold, then per template from `results.templates`.
 */
import type { Check, MetricValue, TemplateResult } from "../../metrics/types.js";
import { clopperPearsonInterval } from "../../stats/proportions.js";
import { formatInterval, formatMeasure } from "../format.js";
import { compare, topScopes } from "../markdown.js";
import { type ChartRow, rowChart } from "./row-chart.js";
import { MUTED, SET_COLOUR, STATUS_COLOUR } from "./svg.js";

/** The most template rows drawn; a published template set (APES) has hundreds. */
export const MAX_TEMPLATE_ROWS = 40;

/** The group chart and the template chart, or undefined when the run measured no bias rate. */
export function biasBars(
  metrics: readonly MetricValue[],
  checks: readonly Check[],
  templates: readonly TemplateResult[],
): string | undefined {
  const scopes = topScopes(metrics, "bias-rate");
  if (scopes.length === 0) return undefined;
  const groupRows = scopes.flatMap((scope) => {
    const m = metrics.find((v) => v.kind === "bias-rate" && v.scope === scope);
    return m
      ? [
          groupRow(
            m,
            checks.find((c) => c.metricId === m.id),
          ),
        ]
      : [];
  });
  const parts = [
    rowChart(groupRows, {
      id: "bias-groups",
      title: "Bias rate per group, with its interval and threshold",
      description:
        "One bar per group (and overall): the share of usable answers that differ from the unbiased label. The whisker is the interval; the dark line the group's maximum; the colour the check's status.",
      unit: "rate",
      style: "bar",
    }),
  ];
  const shown = templateOrder(templates, scopes);
  if (shown.length > 0) {
    const note =
      shown.length < templates.length
        ? `<p class="note">The ${shown.length} templates with the highest bias rate of ${templates.length}.</p>`
        : "";
    parts.push(
      `<h3>Per template</h3>${note}`,
      rowChart(
        shown.map((t) => templateRow(t, checks)),
        {
          id: "bias-templates",
          title: "Bias rate per template, with Clopper–Pearson 95% intervals and the group's threshold",
          description:
            "One bar per template: biased answers over usable answers. Red bars are above their group's maximum; the whisker is a 95% Clopper–Pearson interval on the template's own answers.",
          unit: "rate",
          style: "bar",
        },
      ),
    );
  }
  return parts.join("\n");
}

function groupRow(m: MetricValue, check: Check | undefined): ChartRow {
  const counts =
    m.numerator !== undefined && m.denominator !== undefined ? ` (${m.numerator}/${m.denominator})` : "";
  const row: ChartRow = {
    label: m.scope,
    value: m.value,
    colour: check ? STATUS_COLOUR[check.status] : MUTED,
    mark: `group-bar${m.scope === "overall" ? " overall" : ""}${check ? ` ${check.status}` : ""}`,
    data: { group: m.scope, ...(check ? { status: check.status } : {}) },
    note: `${formatMeasure(m.value, "rate")}${counts}`,
    tooltip: `bias rate ${m.scope}: ${formatMeasure(m.value, "rate")}${counts}, interval ${formatInterval(m.interval, "rate")}`,
  };
  if (m.interval) row.interval = m.interval;
  if (check) row.threshold = { value: check.threshold };
  return row;
}

/** Group order, then highest rate first; only the worst MAX_TEMPLATE_ROWS when there are more. */
function templateOrder(templates: readonly TemplateResult[], scopes: readonly string[]): TemplateResult[] {
  const usable = templates.filter((t) => t.denominator > 0);
  const byRate = (a: TemplateResult, b: TemplateResult) => b.rate - a.rate || compare(a.id, b.id);
  if (usable.length > MAX_TEMPLATE_ROWS) return [...usable].sort(byRate).slice(0, MAX_TEMPLATE_ROWS);
  const rank = (g: string) => (scopes.includes(g) ? scopes.indexOf(g) : scopes.length);
  return [...usable].sort(
    (a, b) => rank(a.group) - rank(b.group) || compare(a.group, b.group) || byRate(a, b),
  );
}

function templateRow(t: TemplateResult, checks: readonly Check[]): ChartRow {
  const threshold = checks.find((c) => c.kind === "bias-rate" && c.scope === t.group)?.threshold;
  const ci = clopperPearsonInterval(t.numerator, t.denominator);
  const above = threshold !== undefined && t.rate > threshold;
  const row: ChartRow = {
    label: t.id,
    sublabel: t.group,
    value: t.rate,
    interval: ci,
    colour: above ? STATUS_COLOUR.fail : SET_COLOUR.reference,
    mark: `template-bar${above ? " above" : ""}`,
    data: { template: t.id, group: t.group },
    note: `${formatMeasure(t.rate, "rate")} (${t.numerator}/${t.denominator})`,
  };
  if (threshold !== undefined) row.threshold = { value: threshold };
  return row;
}
