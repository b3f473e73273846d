/**
 * Plot 6: each decision suite (issue 33). First the decision rate per group, a dot with its interval whisker and
 * one vertical line at the reference group's rate through every row, so a group that is decided against stands
 * apart; groups are ordered by attribute (age, then disability, …) with the reference first, and a group whose
 * disparity check failed or is undecided carries that status. Then each group's paired disparity against the
 * reference with its simultaneous interval and the allowed ±threshold, like the WinoBias gap chart. The
 * counterfactual consistency, with its interval, is the caption. Group names come from users' domain files:
 * every one is escaped.
 */
import type { DecisionSuiteSummary } from "../../metrics/decisions.js";
import type { Check } from "../../metrics/types.js";
import { formatInterval, formatMeasure } from "../format.js";
import { escapeHtml } from "./escape-html.js";
import { type ChartRow, rowChart } from "./row-chart.js";
import {
  fitLabel,
  INK,
  line,
  linearScale,
  MUTED,
  r,
  SET_COLOUR,
  STATUS_COLOUR,
  svgFrame,
  text,
  xAxis,
} from "./svg.js";

const WIDTH = 860;
const PLOT = { left: 240, right: 640 };
const ROW = 28;
const TOP = 22;

/** Per suite, the rate chart, the disparity chart and the consistency caption; undefined without decision suites. */
export function decisionsPlot(
  suites: readonly DecisionSuiteSummary[] | undefined,
  checks: readonly Check[],
): string | undefined {
  if (!suites || suites.length === 0) return undefined;
  return suites
    .map((s, index) => {
      const id = `decisions-${index}`;
      const disparityRows = orderGroups(s)
        .filter((g) => g.group !== s.reference)
        .flatMap((g) => {
          const d = s.disparities.find((x) => x.group === g.group);
          return d ? [disparityRow(s.suite, d, findCheck(checks, s.suite, d.group))] : [];
        });
      return [
        `<h3>${escapeHtml(s.suite)}</h3>`,
        ratePlot(s, checks, `${id}-rates`),
        disparityRows.length
          ? rowChart(disparityRows, {
              id: `${id}-disparity`,
              title: `Decision disparity per group against ${s.reference}, with the allowed ±threshold (${s.suite})`,
              description: `Per group, the decision rate minus the reference group's (${s.reference}), paired within families (the same case, only the person changes), with its simultaneous interval. Dark lines: the allowed ±threshold. Colour: the check's status.`,
              unit: "difference",
              style: "dot",
              axisTitle: `disparity: group − ${s.reference} (decision rate)`,
            })
          : "",
        consistencyCaption(s),
      ].join("\n");
    })
    .join("\n");
}

type Group = DecisionSuiteSummary["groups"][number];

/** The reference first, then by attribute (the part before `=`) in first-seen order, keeping the domain's order within. */
export function orderGroups(s: Pick<DecisionSuiteSummary, "groups" | "reference">): Group[] {
  const attribute = (g: Group) => (g.group.includes("=") ? g.group.slice(0, g.group.indexOf("=")) : "");
  const order = [
    ...new Set([s.reference, ...s.groups.map((g) => g.group)].map((g) => attribute({ group: g } as Group))),
  ];
  return s.groups
    .map((g, i) => ({ g, i }))
    .sort(
      (a, b) =>
        Number(b.g.group === s.reference) - Number(a.g.group === s.reference) ||
        order.indexOf(attribute(a.g)) - order.indexOf(attribute(b.g)) ||
        a.i - b.i,
    )
    .map(({ g }) => g);
}

function findCheck(checks: readonly Check[], suite: string, group: string): Check | undefined {
  return checks.find((c) => c.metricId === `decision-disparity:${suite}:${group}`);
}

/** The rate per group: dot, whisker, the reference line through all rows, status marks from the disparity checks. */
function ratePlot(s: DecisionSuiteSummary, checks: readonly Check[], id: string): string {
  const groups = orderGroups(s);
  const bottom = TOP + groups.length * ROW;
  const lows = groups.map((g) => g.interval?.low ?? g.rate);
  const highs = groups.map((g) => g.interval?.high ?? g.rate);
  const domain: [number, number] = [
    Math.max(0, Math.floor(Math.min(...lows) * 10) / 10 - 0.1),
    Math.min(1, Math.ceil(Math.max(...highs) * 10) / 10 + 0.1),
  ];
  const x = linearScale(domain, [PLOT.left, PLOT.right]);
  const reference = s.groups.find((g) => g.group === s.reference);
  const rows = groups.map((g, i) => rateRow(s, g, findCheck(checks, s.suite, g.group), x, TOP + i * ROW));
  const refLine = reference
    ? `<g class="reference-line" data-group="${escapeHtml(s.reference)}" data-rate="${reference.rate}">` +
      `<title>${escapeHtml(`reference ${s.reference}: ${formatMeasure(reference.rate, "rate")}`)}</title>` +
      line(
        x(reference.rate),
        TOP - 4,
        x(reference.rate),
        bottom,
        `stroke="${SET_COLOUR.reference}" stroke-width="2" stroke-dasharray="5 3"`,
      ) +
      text(
        x(reference.rate),
        TOP - 8,
        fitLabel(`reference ${s.reference} ${formatMeasure(reference.rate, "rate")}`, 300),
        `text-anchor="middle" class="scope"`,
      ) +
      "</g>"
    : "";
  const body =
    xAxis(x, "rate", { top: TOP, bottom }, "decision rate (share favourable, 0–1)") + refLine + rows.join("");
  return svgFrame(
    id,
    { width: WIDTH, height: bottom + 40 },
    `Decision rate per group, with the reference group's rate as a line (${s.suite})`,
    `Per group, the share of favourable decisions (a dot) with its interval over templates (the whisker). The dashed line is the reference group's rate (${s.reference}); a group far from it is decided differently when only the person changes. Red: its disparity check failed; amber: undecided.`,
    body,
  );
}

function rateRow(
  s: DecisionSuiteSummary,
  g: Group,
  check: Check | undefined,
  x: (v: number) => number,
  top: number,
): string {
  const y = top + ROW / 2;
  const isReference = g.group === s.reference;
  const status = isReference ? "reference" : (check?.status ?? "unchecked");
  const colour = isReference
    ? SET_COLOUR.reference
    : check && check.status !== "pass"
      ? STATUS_COLOUR[check.status]
      : MUTED;
  const note = `${formatMeasure(g.rate, "rate")} (${formatInterval(g.interval, "rate")})`;
  const label = isReference ? `${g.group} (reference)` : g.group;
  const parts = [
    `<title>${escapeHtml(`${label}: decision rate ${note}, ${g.n} members${check ? `; disparity check ${check.status}` : ""}`, 600)}</title>`,
    text(8, y + 4, fitLabel(label, 220), `class="label"`),
  ];
  if (g.interval) {
    const [a, b] = [x(g.interval.low), x(g.interval.high)];
    const stroke = `stroke="${INK}" stroke-width="1.5"`;
    parts.push(
      `<g class="whisker">${line(a, y, b, y, stroke)}${line(a, y - 4, a, y + 4, stroke)}${line(b, y - 4, b, y + 4, stroke)}</g>`,
    );
  }
  parts.push(
    `<circle class="point" cx="${r(x(g.rate))}" cy="${r(y)}" r="5" fill="${colour}" stroke="${colour}" stroke-width="2"/>`,
    text(PLOT.right + 12, y + 4, note, `class="value"`),
  );
  const data = [
    ["suite", s.suite],
    ["group", g.group],
    ["rate", String(g.rate)],
    ...(g.interval
      ? [
          ["low", String(g.interval.low)],
          ["high", String(g.interval.high)],
        ]
      : []),
    ["status", status],
  ]
    .map(([k, v]) => ` data-${k}="${escapeHtml(v ?? "")}"`)
    .join("");
  return `<g class="mark decision-rate ${status}"${data}>${parts.join("")}</g>`;
}

function disparityRow(
  suite: string,
  d: DecisionSuiteSummary["disparities"][number],
  check: Check | undefined,
): ChartRow {
  const row: ChartRow = {
    label: d.group,
    value: d.value,
    colour: check ? STATUS_COLOUR[check.status] : MUTED,
    mark: `decision-disparity${check ? ` ${check.status}` : ""}`,
    data: { suite, group: d.group },
    note: `${formatMeasure(d.value, "difference")} (${formatInterval(d.interval, "difference")})`,
  };
  if (d.interval) row.interval = d.interval;
  if (check) row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
  return row;
}

function consistencyCaption(s: DecisionSuiteSummary): string {
  const c = s.consistency;
  if (!c) return "";
  const level = `${Math.round(c.interval.level * 1000) / 10}%`;
  return `<p class="note decision-consistency" data-suite="${escapeHtml(s.suite)}" data-value="${c.value}">Counterfactual consistency: ${escapeHtml(formatMeasure(c.value, "rate"))} (${level} CI ${escapeHtml(formatInterval(c.interval, "rate"))}): ${c.consistent} of ${c.families} families were decided alike for every person.</p>`;
}
