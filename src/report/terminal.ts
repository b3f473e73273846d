/**
 * results.json → the short summary `run` and `score` print on a terminal: the verdict, one line per failing or
 * undecided check with its value, interval and threshold, where the full report is, and last (what stays on the
 * screen) the cause and what to do about it, from `adviceFor`. Pure; colour
 * is plain ANSI SGR escapes, off unless asked for, and every piece of text from outside (endpoint messages, group
 * names) has its control characters replaced, so nothing it prints can move the cursor or recolour the terminal.
 */
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricValue } from "../metrics/types.js";
import { type Advice, adviceFor, isUnmeasured } from "./advice.js";
import {
  formatDuration,
  formatInterval,
  formatLevel,
  formatMeasure,
  formatSigned,
  formatThreshold,
  formatUsd,
} from "./format.js";
import { verdictNotes } from "./headline.js";
import { countStatuses } from "./report-sections.js";
import type { Results } from "./results.js";
import { variantsTerminalLines } from "./variants-md.js";

export interface TerminalOptions {
  /** Colour with ANSI escapes (decide with `useColor`). */
  color: boolean;
  /** The output directory as the user would type it, e.g. `bias-gate-out`. */
  outDir: string;
  /** The files written there, the fullest first; default report.md, report.html, results.json. */
  files?: readonly string[];
}

/** Checks listed before the rest are left to the report, so the summary stays a screenful. */
export const MAX_LISTED_CHECKS = 25;
const DEFAULT_FILES = ["report.md", "report.html", "results.json"] as const;

const SGR = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 } as const;
type Style = keyof typeof SGR;
type Paint = (text: string, ...styles: Style[]) => string;

const STATUS_STYLE = { pass: "green", fail: "red", inconclusive: "yellow", error: "red" } as const;
const MARK = { fail: "✗", inconclusive: "?" } as const;

/**
 * Whether to colour: `NO_COLOR` set to anything non-empty turns colour off (no-color.org) and wins over
 * `FORCE_COLOR`; `FORCE_COLOR` turns it on even when stdout is not a terminal (`0` or `false` turn it off);
 * otherwise colour exactly when stdout is a terminal.
 */
export function useColor(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force !== "false";
  return isTTY;
}

/** The terminal summary, ending in a newline. */
export function renderTerminal(results: Results, options: TerminalOptions): string {
  const paint = painter(options.color);
  const advice = adviceFor(results);
  const open = results.verdict.checks.filter((c) => c.status !== "pass");
  // When the endpoint, a budget or a replay's gaps explain the checks left without a value, they are one line
  // that says so, not one line each: the cause and its fix then stay on the last screen.
  const explained = EXPLAINED_BY_RUN.has(advice.cause)
    ? open.filter((c) => isUnmeasured(c) || (advice.cause === "endpoint" && c.kind === "error-rate"))
    : [];
  const shown = open.filter((c) => !explained.includes(c));
  const listed = [
    ...shown.filter((c) => c.status === "fail"),
    ...shown.filter((c) => c.status === "inconclusive"),
  ].slice(0, MAX_LISTED_CHECKS);
  const sections = [
    verdictLines(results, paint),
    [
      ...checkLines(listed, results, paint),
      ...(shown.length > listed.length
        ? [paint(`  … ${shown.length - listed.length} more in the report`, "dim")]
        : []),
      ...(explained.length > 0
        ? [
            paint(
              `  ? ${explained.length} ${explained.length === 1 ? "check" : "checks"} not measured because ${advice.notMeasuredBecause}`,
              "yellow",
            ),
          ]
        : []),
    ],
    variantsTerminalLines(results).map(plain),
    [whereLine(options, paint)],
    adviceLines(advice, paint),
  ];
  return `${sections
    .filter((s) => s.length > 0)
    .map((s) => s.join("\n"))
    .join("\n\n")}\n`;
}

const EXPLAINED_BY_RUN: ReadonlySet<Advice["cause"]> = new Set(["endpoint", "stopped", "replay-missing"]);

const CAUSE_WORD: Record<Advice["cause"], string> = {
  pass: "PASS",
  fail: "FAIL",
  endpoint: "ERROR",
  stopped: "STOPPED",
  "replay-missing": "NOT MEASURED",
  straddle: "UNDECIDED",
  undecided: "UNDECIDED",
};

/** Last, so it is what a person sees when the run ends: what happened and what to do, once. */
function adviceLines(advice: Advice, paint: Paint): string[] {
  if (advice.cause === "pass") return [];
  const style = advice.cause === "straddle" || advice.cause === "undecided" ? "yellow" : "red";
  const label = advice.cause === "endpoint" ? "Fix" : "Next";
  return [
    `${paint(`${CAUSE_WORD[advice.cause]}:`, "bold", style)} ${plain(advice.headline)}`,
    ...advice.steps.map((s) => `${paint(`${label}:`, "bold")} ${plain(s.text)}`),
  ];
}

function verdictLines(results: Results, paint: Paint): string[] {
  const { status } = results.verdict;
  const notes = verdictNotes(results).map((n) => paint(n, "yellow"));
  const word = paint(status.toUpperCase(), "bold", STATUS_STYLE[status]);
  const lines = [[`bias-gate: ${word}`, ...notes].join(" · ")];
  const p = results.provenance;
  const facts = [
    countStatuses(results.verdict.checks),
    `model ${plain(p.model)}`,
    formatDuration(p.durationMs),
  ];
  if (p.costUsd > 0) facts.push(formatUsd(p.costUsd));
  lines.push(paint(facts.join(" · "), "dim"));
  return lines;
}

/**
 * One line per check (`✗ bias rate · gender  0.341  95% CI 0.261–0.428  max 0.10`); what to do follows once, at
 * the end, from the run's advice, so twelve undecided checks do not print the same advice twelve times.
 */
function checkLines(checks: readonly Check[], results: Results, paint: Paint): string[] {
  if (checks.length === 0) return [];
  const rows = checks.map((c) => ({ check: c, cells: checkCells(c, results.metrics) }));
  const widths = rows[0]?.cells.map((_, j) => Math.max(...rows.map((r) => r.cells[j]?.length ?? 0))) ?? [];
  return rows.map(({ check, cells }) => {
    const style = STATUS_STYLE[check.status as "fail" | "inconclusive"];
    // The value (column 1) is right-aligned so signs and decimal points line up.
    const [name = "", ...rest] = cells.map((cell, j) =>
      j === 1 ? cell.padStart(widths[j] ?? 0) : cell.padEnd(widths[j] ?? 0),
    );
    const mark = paint(MARK[check.status as "fail" | "inconclusive"], "bold", style);
    return `  ${mark} ${paint(name, style)}  ${rest.join("  ")}`.trimEnd();
  });
}

function checkCells(check: Check, metrics: readonly MetricValue[]): string[] {
  const unit = metrics.find((m) => m.id === check.metricId)?.unit ?? METRIC_RULES[check.kind].unit;
  const value = check.value ?? Number.NaN;
  const level = check.interval ? `${formatLevel(check.interval.level)} CI ` : "";
  const cells = [
    `${METRIC_RULES[check.kind].label} · ${plain(check.scope)}`,
    formatMeasure(value, unit),
    check.interval ? `${level}${formatInterval(check.interval, unit)}` : "",
    thresholdText(check, unit),
  ];
  if (check.baseline?.regressed)
    cells.push(`worse than the baseline by ${formatSigned(check.baseline.delta, unit)}`);
  return cells;
}

function thresholdText(check: Check, unit: MetricValue["unit"]): string {
  const t = formatThreshold(check.threshold, unit);
  if (check.direction === "max") return `max ${t}`;
  return check.direction === "min" ? `min ${t}` : `within ±${t}`;
}

function whereLine(options: TerminalOptions, paint: Paint): string {
  const dir = options.outDir.replace(/\/+$/, "") || ".";
  const [first = "report.md", ...others] = options.files ?? DEFAULT_FILES;
  const also = others.length ? ` (also ${others.join(", ")})` : "";
  return `Full report: ${paint(`${dir}/${first}`, "cyan")}${also}`;
}

function painter(color: boolean): Paint {
  if (!color) return (text) => text;
  return (text, ...styles) =>
    styles.length === 0 ? text : `\x1b[${styles.map((s) => SGR[s]).join(";")}m${text}\x1b[0m`;
}

/** Text from outside (an endpoint's message, a group name) with control characters shown as U+FFFD. */
function plain(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\ufffd").replace(/\n/g, " ");
}
