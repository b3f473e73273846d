/**
 * The first screen of the pull-request comment: what a reviewer reads in ten seconds. In order: the verdict
 * (with "simulator, not a real model" when so); one line per failing or undecided check family, in words, with
 * its number, unit and limit; what to do next and who and what was compared (both in `next-steps.ts`). Pure.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import { describeEndpointFailures } from "../gate/endpoint.js";
import { intervalLabel, METRIC_RULES, worseningPhrase } from "../gate/policy.js";
import type { Check, MetricValue } from "../metrics/types.js";
import { type Advice, adviceFor } from "./advice.js";
import { decisionSteps, disparityScope } from "./decision-advice.js";
import { escapeModelText } from "./escape.js";
import {
  formatLevel,
  formatP,
  formatQuantity,
  formatRange,
  formatSigned,
  formatThreshold,
} from "./format.js";
import { verdictNotes } from "./headline.js";
import { headlineMetrics } from "./history.js";
import { listItems, STATUS_WORD } from "./markdown.js";
import { contextLine, type LinkOptions, nextSteps, openFamilies } from "./next-steps.js";
import { proseMarkdown } from "./prose.js";
import type { Results } from "./results.js";
import { baselineConditions, scopeWords } from "./scope.js";
import { comparisonLines } from "./variants-md.js";

/** The longest first line a reader sees whole in a notification or a narrow column. */
export const FIRST_LINE_MAX = 120;

export const STATUS_ICON = { pass: "✅", fail: "❌", inconclusive: "⚠️", error: "🛑" } as const;

/** The first screen: verdict, families, what to do and the context line, as Markdown lines. */
export function firstScreen(results: Results, options: LinkOptions): string[] {
  const lines = [verdictLine(results), ...comparisonLines(results)];
  const advice = adviceFor(results);
  const why = endpointWhy(results) ?? stopWhy(advice);
  // A stop or a replay's gaps already lead, so the coverage family would say it twice.
  const families =
    results.verdict.status === "error"
      ? []
      : familyLines(results).filter((_, i, all) => !why || !all[i]?.includes("**not measured**"));
  const todo = nextSteps(results, options, decisionSteps(results, options));
  const head = results.verdict.status === "pass" ? headlineLines(results) : [];
  const body = [...(why ? [why] : []), ...families, ...head];
  if (body.length > 0) lines.push("", ...body);
  if (todo.length > 0) lines.push("", ...todo);
  lines.push("", contextLine(results, options));
  return lines;
}

/** `❌ **bias-gate: FAIL** · simulator, not a real model · 4 of 14 checks fail, 7 undecided`, at most 120 characters. */
export function verdictLine(results: Results): string {
  const { status } = results.verdict;
  const head = `${STATUS_ICON[status]} **bias-gate: ${STATUS_WORD[status]}**`;
  const notes = verdictNotes(results);
  const tails = status === "error" ? endpointHeads(results) : [countChecks(results.verdict.checks)];
  const tail = tails[0] as string;
  const short = [head, ...notes].join(" · ");
  // The notes change what the verdict means, so they stay. The tail is the first of its forms that fits whole (the
  // endpoint clause drops detail before it is cut mid-word: `12 of 12 requests failed (auth)`), else cut, else
  // dropped.
  const whole = tails.find(
    (t) => escapeModelText(t, FIRST_LINE_MAX).length <= FIRST_LINE_MAX - short.length - 3,
  );
  if (whole !== undefined) return `${short} · ${escapeModelText(whole, FIRST_LINE_MAX)}`;
  for (let room = FIRST_LINE_MAX - short.length - 3; room > 20; room--) {
    const text = escapeModelText(tail, room);
    if (text.length <= FIRST_LINE_MAX - short.length - 3) return `${short} · ${text}`;
  }
  return short;
}

function countChecks(checks: readonly Check[]): string {
  if (checks.length === 0) return "no checks applied";
  const failed = checks.filter((c) => c.status === "fail").length;
  const unsure = checks.filter((c) => c.status === "inconclusive").length;
  if (failed === 0 && unsure === 0) return `all ${checks.length} checks pass`;
  const parts = [
    failed > 0
      ? `${failed} of ${checks.length} checks fail`
      : `${unsure} of ${checks.length} checks undecided`,
  ];
  if (failed > 0 && unsure > 0) parts.push(`${unsure} undecided`);
  return parts.join(", ");
}

/**
 * Unescaped, longest first: the endpoint sentence's first clause (`696 of 696 requests failed (auth 696), so the
 * run stopped with 4 not sent`), then shorter forms of it for a line with less room: without what was not sent,
 * without the counts per kind, with the count alone.
 */
function endpointHeads(results: Results): string[] {
  const endpoint = results.endpoint;
  if (!endpoint?.decisive) return ["the model was not measured"];
  const sentence = describeEndpointFailures(endpoint);
  const cut = sentence.indexOf("; e.g. ");
  // The status word already says the endpoint failed.
  const full = (cut > 0 ? sentence.slice(0, cut) : sentence).replace(/^the endpoint failed: /, "");
  const kinds = Object.entries(endpoint.byKind).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
  const count = `${endpoint.failed} of ${endpoint.requests} requests failed`;
  return [
    full,
    `${count} (${kinds.map(([kind, n]) => `${kind} ${n}`).join(", ")})`,
    `${count} (${kinds.map(([kind]) => kind).join(", ")})`,
    count,
  ];
}

/** The rest of the endpoint sentence (an example failure and the fix), as the first bullet. */
function endpointWhy(results: Results): string | undefined {
  if (results.verdict.status !== "error" || !results.endpoint?.decisive) return undefined;
  const sentence = describeEndpointFailures(results.endpoint);
  const cut = sentence.indexOf("; e.g. ");
  const rest = cut > 0 ? `E.g. ${sentence.slice(cut + 7)}` : sentence;
  return `- ${STATUS_ICON.error} ${proseMarkdown(rest, 600)}`;
}

/** A budget, deadline, interrupt or replay gap as the first bullet: it, not an interval, is why checks are open. */
function stopWhy(advice: Advice): string | undefined {
  if (advice.cause === "stopped")
    return `- ${STATUS_ICON.inconclusive} **Stopped early**: ${proseMarkdown(advice.headline, 300)}`;
  if (advice.cause === "replay-missing")
    return `- ${STATUS_ICON.inconclusive} **Answers missing**: ${proseMarkdown(advice.headline, 300)}`;
  return undefined;
}

// ——— one line per family ———

/** `- ❌ **bias rate**: gender 0.308 (95% CI 0.254–0.366) is above the 0.10 limit; religion and overall also fail`. */
export function familyLines(results: Results): string[] {
  const baselines = baselineConditions(results);
  return openFamilies(results.verdict.checks).map((family) => {
    const failed = family.checks.some((c) => c.status === "fail");
    const icon = failed ? STATUS_ICON.fail : STATUS_ICON.inconclusive;
    if (family.kind === "coverage") {
      const gaps = family.checks.map((c) => proseMarkdown(c.reason.replace(/^not measured: /, ""), 240));
      return `- ${icon} **not measured**: ${gaps.join("; ")}`;
    }
    const scope = (c: Check) => escapeModelText(scopeWords(c.kind, c.scope, baselines), 60);
    const lead = worstOf(family.checks);
    const metric = results.metrics.find((m) => m.id === lead.metricId);
    const others = family.checks.filter((c) => c !== lead);
    const more = (status: Check["status"], verb: (many: boolean) => string) => {
      const names = others.filter((c) => c.status === status).map(scope);
      if (names.length === 0) return undefined;
      const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
      return `${listItems(shown)} ${verb(names.length > 1)}`;
    };
    const also = [
      more("fail", (many) => (many ? "also fail" : "also fails")),
      more("inconclusive", () => "undecided"),
    ].filter((t) => t !== undefined);
    const rest = also.length > 0 ? `; ${also.join(", ")}` : "";
    // A disparity names what it compares: the group against the suite's reference.
    const leadScope = disparityScope(lead, results.decisions) ?? scope(lead);
    return `- ${icon} **${METRIC_RULES[family.kind].label}**: ${leadScope} ${checkPhrase(lead, metric)}${rest}`;
  });
}

/** The failing check farthest past its limit, else the undecided one with the largest estimate past it. */
function worstOf(checks: readonly Check[]): Check {
  const pool = checks.some((c) => c.status === "fail") ? checks.filter((c) => c.status === "fail") : checks;
  const excess = (c: Check) => {
    if (!Number.isFinite(c.value)) return Number.NEGATIVE_INFINITY;
    if (c.direction === "min") return c.threshold - c.value;
    return (c.direction === "max-abs" ? Math.abs(c.value) : c.value) - c.threshold;
  };
  return pool.reduce((a, b) => (excess(b) > excess(a) ? b : a));
}

/** What one check found, after its scope: `0.308 (95% CI 0.254–0.366) is above the 0.10 limit`. */
function checkPhrase(check: Check, metric: MetricValue | undefined): string {
  const unit = metric?.unit ?? METRIC_RULES[check.kind].unit;
  if (!Number.isFinite(check.value) || check.value === null) return `is not measured: ${tailOf(check)}`;
  const measured = measuredText(check.value, check.interval, unit, check.kind);
  const limit = limitText(check, unit);
  const regression = check.baseline?.regressed ? regressionText(check, unit) : undefined;
  if (check.status === "fail") {
    const beyond = outside(check.value, check);
    if (!beyond && regression) return `${measured} ${regression}`;
    return `${measured} is ${limit.bad}${regression ? `, and ${regression}` : ""}`;
  }
  if (check.interval && straddles(check)) {
    return `${measured} is undecided: its interval straddles the ${limit.edge}`;
  }
  return `is undecided: ${tailOf(check)}`;
}

function measuredText(
  value: number,
  interval: Check["interval"],
  unit: MetricValue["unit"],
  kind: MetricKind,
): string {
  if (!interval) return formatQuantity(value, unit);
  const ci = formatRange(interval.low, interval.high, unit);
  return `${formatQuantity(value, unit)} (${intervalLabel(interval.level, kind)} ${ci})`;
}

function limitText(check: Check, unit: MetricValue["unit"]) {
  const t = formatThreshold(check.threshold, unit);
  const points = unit === "points" ? "-point" : "";
  if (check.direction === "max") return { bad: `above the ${t}${points} limit`, edge: `${t}${points} limit` };
  if (check.direction === "min")
    return { bad: `below the ${t}${points} minimum`, edge: `${t}${points} minimum` };
  return { bad: `beyond the ±${t}${points} limit`, edge: `±${t}${points} limit` };
}

function regressionText(check: Check, unit: MetricValue["unit"]): string {
  const b = check.baseline;
  if (!b) return "";
  const p = b.adjustedP ?? b.pValue;
  const margin = formatThreshold(b.margin, unit);
  return `got worse than the baseline${worseningPhrase(b.delta, unit)}${unit === "points" ? " points" : ""}${p === undefined ? "" : ` (p ${formatP(p)})`}, more than the allowed ${margin}`;
}

function outside(value: number, check: Check): boolean {
  if (check.direction === "max") return value > check.threshold;
  if (check.direction === "min") return value < check.threshold;
  return Math.abs(value) > check.threshold;
}

function straddles(check: Check): boolean {
  const iv = check.interval;
  if (!iv) return false;
  const t = check.threshold;
  if (check.direction === "max") return iv.low <= t && iv.high > t;
  if (check.direction === "min") return iv.low < t && iv.high >= t;
  const far = Math.max(Math.abs(iv.low), Math.abs(iv.high));
  const near = iv.low <= 0 && iv.high >= 0 ? 0 : Math.min(Math.abs(iv.low), Math.abs(iv.high));
  return far > t && near <= t;
}

/** The gate's reason without its subject ("negation gap for race is "), escaped: the cause in its own words. */
function tailOf(check: Check): string {
  const { label } = METRIC_RULES[check.kind];
  const subject = check.scope === "overall" ? `${label} overall` : `${label} for ${check.scope}`;
  const reason = check.reason.startsWith(subject) ? check.reason.slice(subject.length).trim() : check.reason;
  // "is not measured: " is the caller's; the reason's own "not measured: " would say it twice.
  return proseMarkdown(reason.replace(/^is /, "").replace(/^not measured: /, ""), 240);
}

/** On a pass: the headline numbers with their limits, one line each. */
function headlineLines(results: Results): string[] {
  const h = headlineMetrics(results.metrics);
  const baselines = baselineConditions(results);
  return [h.biasRate, h.negationGap, h.stereotypeGap, h.contaminationDelta].flatMap((m) => {
    if (!m) return [];
    const check = results.verdict.checks.find((c) => c.metricId === m.id);
    const scope =
      m.scope === "overall" ? "overall" : escapeModelText(scopeWords(m.kind, m.scope, baselines), 60);
    const limit = check ? `, limit ${limitText(check, m.unit).edge.replace(/ (limit|minimum)$/, "")}` : "";
    return [
      `- ${METRIC_RULES[m.kind].label} ${scope}: ${measuredText(m.value, m.interval, m.unit, m.kind)}${limit}`,
    ];
  });
}

// ——— what to do ———
