/**
 * Plot 5: the WinoBias conditions of each coreference suite: accuracy on pro- and anti-stereotyped sentences
 * per condition (Wilson intervals), then the stereotype gap (pro − anti, points, cluster t over item pairs)
 * per condition against its allowed ±threshold.
 */
import type { Check, MetricValue } from "../../metrics/types.js";
import { formatInterval, formatMeasure } from "../format.js";
import type { CoreferenceResults } from "../results.js";
import { escapeHtml } from "./escape-html.js";
import { type ChartRow, rowChart } from "./row-chart.js";
import { MUTED, SET_COLOUR, STATUS_COLOUR } from "./svg.js";

const SIDES = [
  { side: "pro", label: "pro-stereotyped", colour: SET_COLOUR.reference },
  { side: "anti", label: "anti-stereotyped", colour: SET_COLOUR.fresh },
] as const;

/** Per suite, the accuracy chart and the gap chart; undefined without coreference results. */
export function coreferencePlot(
  coreference: CoreferenceResults | undefined,
  metrics: readonly MetricValue[],
  checks: readonly Check[],
): string | undefined {
  const conditions = coreference?.conditions ?? [];
  if (conditions.length === 0) return undefined;
  const suites = [...new Set(conditions.map((c) => c.suite))];
  return suites
    .map((suite, index) => {
      const own = conditions.filter((c) => c.suite === suite);
      const accuracyRows: ChartRow[] = own.flatMap((c) =>
        SIDES.map(({ side, label, colour }) => {
          const cell = c[side];
          return {
            label: `${c.condition}${c.baseline ? " (baseline)" : ""}`,
            sublabel: label,
            value: cell.rate,
            interval: cell.interval,
            colour,
            mark: `coref-accuracy ${side}`,
            data: { suite, condition: c.condition, side },
            note: `${formatMeasure(cell.rate, "rate")} (${cell.k}/${cell.n})`,
          };
        }),
      );
      const low = Math.min(...accuracyRows.map((row) => row.interval?.low ?? row.value));
      const gapRows = own.flatMap((c) => {
        const m = metrics.find((v) => v.id === `stereotype-gap:${suite}:${c.condition}`);
        return m
          ? [
              gapRow(
                m,
                c.condition,
                suite,
                checks.find((k) => k.metricId === m.id),
              ),
            ]
          : [];
      });
      const id = `coreference-${index}`;
      return [
        `<h3>${escapeHtml(suite)}</h3>`,
        rowChart(accuracyRows, {
          id: `${id}-accuracy`,
          title: `WinoBias accuracy per condition, pro- and anti-stereotyped (${suite})`,
          description:
            "Per condition, two dots: accuracy (correct over answered) on pro-stereotyped sentences (blue) and on anti-stereotyped ones (orange), with Wilson 95% intervals. The farther apart, the more the model follows the stereotype.",
          unit: "rate",
          style: "dot",
          domain: [Math.max(0, Math.floor(low * 10) / 10 - 0.1), 1],
          axisTitle: "accuracy (correct / answered)",
        }),
        gapRows.length
          ? rowChart(gapRows, {
              id: `${id}-gap`,
              title: `Stereotype gap per condition, in points, with the allowed ±threshold (${suite})`,
              description:
                "Per condition, the stereotype gap: accuracy on pro- minus anti-stereotyped sentences in points, with its interval over item pairs. Dark lines: the allowed ±threshold. Colour: the check's status.",
              unit: "points",
              style: "dot",
            })
          : "",
      ].join("\n");
    })
    .join("\n");
}

function gapRow(m: MetricValue, condition: string, suite: string, check: Check | undefined): ChartRow {
  const row: ChartRow = {
    label: condition,
    value: m.value,
    colour: check ? STATUS_COLOUR[check.status] : MUTED,
    mark: `coref-gap${check ? ` ${check.status}` : ""}`,
    data: { suite, condition },
    note: `${formatMeasure(m.value, "points")} (${formatInterval(m.interval, "points")})`,
  };
  if (m.interval) row.interval = m.interval;
  if (check) row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
  return row;
}
