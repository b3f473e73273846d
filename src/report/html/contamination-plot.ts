/**
 * Plot 6: contamination per database. For each masked-name suite, DC-accuracy (restored / masked) of every
 * database or file of the public (reference) and fresh sets, with each set's pooled rate and interval; for each
 * text-to-SQL suite, every database's accuracy on the original dump and after ATD, each set × variant's
 * accuracy, and the two gated deltas against their thresholds.
 */
import type { ContaminationReport } from "../../contamination/measure.js";
import type { TextToSqlReport } from "../../contamination/text-to-sql-metrics.js";
import type { Check, MetricValue } from "../../metrics/types.js";
import { formatInterval, formatMeasure, formatSigned } from "../format.js";
import { escapeHtml } from "./escape-html.js";
import { type ChartRow, rowChart } from "./row-chart.js";
import { MUTED, SET_COLOUR, STATUS_COLOUR } from "./svg.js";

const MASK_SETS = ["reference", "fresh"] as const;
const SQL_SETS = ["public", "fresh"] as const;

/** The masked-name suites' charts then the text-to-SQL suites'; undefined when neither ran. */
export function contaminationPlot(
  contamination: readonly ContaminationReport[] | undefined,
  textToSql: readonly TextToSqlReport[] | undefined,
  checks: readonly Check[],
): string | undefined {
  const parts = [
    ...(contamination ?? []).map((report, i) => maskSuite(report, checks, i)),
    ...(textToSql ?? []).map((report, i) => sqlSuite(report, checks, i)),
  ];
  return parts.length ? parts.join("\n") : undefined;
}

function maskSuite(report: ContaminationReport, checks: readonly Check[], index: number): string {
  const rows: ChartRow[] = MASK_SETS.flatMap((set) => {
    const s = report.sets[set];
    const pooled: ChartRow = {
      label: `${set} set, pooled`,
      sublabel: `${s.clusters.length} databases / files`,
      value: s.accuracy,
      interval: s.interval,
      colour: SET_COLOUR[set],
      mark: `set-accuracy ${set}`,
      data: { set },
      note: `${formatMeasure(s.accuracy, "rate")} (${s.restored}/${s.masked})`,
      hollow: true,
    };
    const clusters = s.clusters.map(
      (c): ChartRow => ({
        label: c.cluster,
        sublabel: set,
        value: c.masked ? c.restored / c.masked : 0,
        colour: SET_COLOUR[set],
        mark: `cluster ${set}`,
        data: { set, cluster: c.cluster },
        note: `${formatMeasure(c.masked ? c.restored / c.masked : 0, "rate")} (${c.restored}/${c.masked})`,
      }),
    );
    return [pooled, ...clusters];
  });
  return [
    `<h3>${escapeHtml(report.suite)}: masked names restored</h3>`,
    deltaSentence(report.metric, checks),
    legend(
      [
        [SET_COLOUR.reference, "reference (public) databases"],
        [SET_COLOUR.fresh, "fresh databases"],
      ],
      "hollow dot and whisker: the set's pooled rate and interval",
    ),
    rowChart(rows, {
      id: `contamination-${index}`,
      title: `DC-accuracy per database, reference (public) against fresh (${report.suite})`,
      description:
        "One bar per database or file: the share of its masked names the model restored. Blue: the public reference set; orange: the fresh set. The hollow dot with a whisker is each set's pooled rate and interval. Public bars far longer than fresh ones suggest the model has seen the benchmark.",
      unit: "rate",
      style: "bar",
      axisTitle: "DC-accuracy (restored / masked)",
    }),
  ].join("\n");
}

function sqlSuite(report: TextToSqlReport, checks: readonly Check[], index: number): string {
  const hasAtd = report.variants.includes("atd");
  const dbRows: ChartRow[] = SQL_SETS.flatMap((set) => {
    const original = report.byDatabase.find((d) => d.set === set && d.variant === "original");
    const atd = report.byDatabase.find((d) => d.set === set && d.variant === "atd");
    return (original?.databases ?? []).map((db): ChartRow => {
      const value = db.questions ? db.correct / db.questions : 0;
      const after = atd?.databases.find((a) => a.dbId === db.dbId);
      const atdValue = after?.questions ? after.correct / after.questions : undefined;
      const row: ChartRow = {
        label: db.dbId,
        sublabel: set,
        value,
        colour: SET_COLOUR[set],
        mark: `sql-database ${set}`,
        data: { set, database: db.dbId },
        note:
          atdValue === undefined
            ? `${formatMeasure(value, "rate")} (${formatQuestions(db.correct, db.questions)})`
            : `${formatMeasure(value, "rate")} → ATD ${formatMeasure(atdValue, "rate")}`,
      };
      if (atdValue !== undefined) row.secondary = atdValue;
      return row;
    });
  });
  const deltas = [report.contamination, report.atd].flatMap((d) => (d ? [deltaRow(d.metric, checks)] : []));
  const id = `text-to-sql-${index}`;
  return [
    `<h3>${escapeHtml(report.suite)}: text-to-SQL</h3>`,
    legend(
      [
        [SET_COLOUR.public, "public databases"],
        [SET_COLOUR.fresh, "fresh databases"],
      ],
      hasAtd ? "filled dot: the original dump; hollow dot: after ATD (foreign keys and rows removed)" : "",
    ),
    dbRows.length
      ? rowChart(dbRows, {
          id: `${id}-databases`,
          title: `Text-to-SQL accuracy per database, public against fresh (${report.suite})`,
          description: `One row per database: the filled dot is its test-suite accuracy on the original dump (blue public, orange fresh)${hasAtd ? "; the hollow dot joined to it its accuracy after ATD (foreign keys and rows removed). A public database that barely drops under ATD while fresh ones drop looks remembered" : ""}.`,
          unit: "rate",
          style: "dot",
          axisTitle: "test-suite accuracy",
        })
      : "",
    deltas.length
      ? rowChart(deltas, {
          id: `${id}-deltas`,
          title: `Text-to-SQL contamination delta and ATD drop difference (${report.suite})`,
          description:
            "The two gated signals with their intervals (clustered by database) and maximum: the hardness-standardised public − fresh accuracy, and the drop under ATD on fresh − on public. Positive values point to contamination.",
          unit: "difference",
          style: "dot",
        })
      : "",
  ].join("\n");
}

function deltaRow(metric: MetricValue, checks: readonly Check[]): ChartRow {
  const check = checks.find((c) => c.metricId === metric.id);
  const label = metric.kind === "atd-drop-difference" ? "ATD drop difference" : "contamination delta";
  const row: ChartRow = {
    label,
    sublabel: metric.scope,
    value: metric.value,
    colour: check ? STATUS_COLOUR[check.status] : MUTED,
    mark: `sql-delta${check ? ` ${check.status}` : ""}`,
    data: { metric: metric.id },
    note: `${formatSigned(metric.value, "difference")} (${formatInterval(metric.interval, "difference")})`,
  };
  if (metric.interval) row.interval = metric.interval;
  if (check) row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
  return row;
}

function deltaSentence(metric: MetricValue, checks: readonly Check[]): string {
  const check = checks.find((c) => c.metricId === metric.id);
  const status = check ? `, <span class="status-word ${check.status}">${check.status}</span>` : "";
  return `<p>Delta (reference − fresh): <strong>${escapeHtml(formatSigned(metric.value, "difference"))}</strong> (${escapeHtml(formatInterval(metric.interval, "difference"))})${status}.</p>`;
}

function legend(swatches: readonly [string, string][], note: string): string {
  const items = swatches.map(
    ([colour, label]) => `<li><span class="swatch" style="background:${colour}"></span>${label}</li>`,
  );
  if (note) items.push(`<li>${note}</li>`);
  return `<ul class="legend inline">${items.join("")}</ul>`;
}

function formatQuestions(correct: number, questions: number): string {
  return `${Number(correct.toFixed(2))}/${questions}`;
}
