/**
 * The first screen of the pull-request comment: what a reviewer reads in ten seconds. In order: the verdict
 * (with "simulator, not a real model" when so); one line per failing or undecided check family, in words, with
 * its number, unit and limit; what to do next (the setting that narrows an undecided interval, the worst template
 * rows at their file and line, the command that reproduces the run); and who and what was compared. Pure.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import { describeEndpointFailures } from "../gate/endpoint.js";
import { METRIC_RULES } from "../gate/policy.js";
import type { Check, MetricValue, TemplateResult } from "../metrics/types.js";
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
import type { Results } from "./results.js";
import { baselineConditions, scopeWords } from "./scope.js";
import { comparisonLines } from "./variants-md.js";

/** Where the run came from, for links; every field optional (the CLI knows none of them). */
export interface LinkOptions {
  /** The workflow run's page. Only http(s) URLs are used. */
  runUrl?: string;
  /** The uploaded report.html artifact, with every plot. Only http(s) URLs are used. */
  reportUrl?: string;
  /** What the baseline was, e.g. `main@1a2b3c4`. */
  baselineLabel?: string;
  /** The commit the baseline results.json was measured at (hex); linked when `repoUrl` is given. */
  baselineSha?: string;
  /** The repository's web address, e.g. `https://github.com/owner/repo`; with `headSha`, template rows link to it. */
  repoUrl?: string;
  /** The pull request's head commit (hex), so links point at the lines that were measured. */
  headSha?: string;
  /** The command that reproduces the run, shown instead of the one built from provenance. */
  reproduce?: string;
}

/** The longest first line a reader sees whole in a notification or a narrow column. */
export const FIRST_LINE_MAX = 120;

export const STATUS_ICON = { pass: "✅", fail: "❌", inconclusive: "⚠️", error: "🛑" } as const;

/** A template result as results.json may carry it: with the file and line of its row, when known. */
type LocatedTemplate = TemplateResult & { file?: string; line?: number };

/** The first screen: verdict, families, what to do and the context line, as Markdown lines. */
export function firstScreen(results: Results, options: LinkOptions): string[] {
  const lines = [verdictLine(results), ...comparisonLines(results)];
  const why = endpointWhy(results);
  const families = results.verdict.status === "error" ? [] : familyLines(results);
  const todo = nextSteps(results, options);
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
  return `- ${STATUS_ICON.error} ${escapeModelText(rest, 600)}`;
}

// ——— one line per family ———

interface Family {
  kind: MetricKind;
  checks: Check[];
}

/** Open checks grouped by metric kind, families with a failure first, each kind in the order checks list it. */
export function openFamilies(checks: readonly Check[]): Family[] {
  const byKind = new Map<MetricKind, Check[]>();
  for (const c of checks) {
    if (c.status === "pass") continue;
    byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  }
  const families = [...byKind].map(([kind, list]) => ({ kind, checks: list }));
  const failing = (f: Family) => f.checks.some((c) => c.status === "fail");
  return [...families.filter(failing), ...families.filter((f) => !failing(f))];
}

/** `- ❌ **bias rate**: gender 0.308 (95% CI 0.254–0.366) is above the 0.10 limit; religion and overall also fail`. */
export function familyLines(results: Results): string[] {
  const baselines = baselineConditions(results);
  return openFamilies(results.verdict.checks).map((family) => {
    const failed = family.checks.some((c) => c.status === "fail");
    const icon = failed ? STATUS_ICON.fail : STATUS_ICON.inconclusive;
    if (family.kind === "coverage") {
      const gaps = family.checks.map((c) => escapeModelText(c.reason.replace(/^not measured: /, ""), 240));
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
    return `- ${icon} **${METRIC_RULES[family.kind].label}**: ${scope(lead)} ${checkPhrase(lead, metric)}${rest}`;
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
  const measured = measuredText(check.value, check.interval, unit);
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

function measuredText(value: number, interval: Check["interval"], unit: MetricValue["unit"]): string {
  if (!interval) return formatQuantity(value, unit);
  const ci = formatRange(interval.low, interval.high, unit);
  return `${formatQuantity(value, unit)} (${formatLevel(interval.level)} CI ${ci})`;
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
  return `got worse than the baseline by ${formatSigned(b.delta, unit)}${unit === "points" ? " points" : ""}${p === undefined ? "" : ` (p ${formatP(p)})`}, more than the allowed ${margin}`;
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
  return escapeModelText(reason.replace(/^is /, ""), 240);
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
    return [`- ${METRIC_RULES[m.kind].label} ${scope}: ${measuredText(m.value, m.interval, m.unit)}${limit}`];
  });
}

// ——— what to do ———

/** The settings that narrow undecided intervals, the worst template rows, and the command that reproduces the run. */
export function nextSteps(results: Results, options: LinkOptions): string[] {
  const lines: string[] = [];
  const remedies = new Map<string, string[]>();
  for (const family of openFamilies(results.verdict.checks)) {
    for (const check of family.checks.filter((c) => c.status === "inconclusive")) {
      const metric = results.metrics.find((m) => m.id === check.metricId);
      const fix = remedyFor(check, metric);
      const families = remedies.get(fix) ?? [];
      const label = family.kind === "coverage" ? "not measured" : METRIC_RULES[family.kind].label;
      if (!families.includes(label)) remedies.set(fix, [...families, label]);
    }
  }
  for (const [fix, families] of remedies) {
    const what = families.includes("not measured")
      ? "measure every suite"
      : `decide the ${listItems(families)}`;
    lines.push(`- **To ${what}**: ${fix}.`);
  }
  const worst = worstRows(results, options);
  if (worst && results.verdict.status === "fail") lines.push(`- **Worst templates**: ${worst}.`);
  const command = reproduceCommand(results, options);
  if (command) lines.push(`- **Reproduce locally**: ${command}`);
  return lines;
}

/** The gate's remedy: more clusters when they are a sample, else the kind's own setting. */
function remedyFor(check: Check, metric: MetricValue | undefined): string {
  const rule = METRIC_RULES[check.kind];
  if (check.kind === "coverage") return "raise the budget or deadline named above, or let the run finish";
  if (metric && !Number.isFinite(metric.value)) return rule.moreData;
  const iv = metric?.interval ?? check.interval;
  if (iv?.sampling === "clusters") {
    const now = metric?.clusters === undefined ? "" : ` (${metric.clusters} now)`;
    return `add ${iv.clusterNoun ?? rule.clusters}${now}`;
  }
  return rule.moreData;
}

/** The three templates with the highest bias rate, linked to their rows at the head commit when possible. */
export function worstRows(results: Results, options: LinkOptions): string | undefined {
  const worst = [...(results.templates as LocatedTemplate[])]
    .filter((t) => t.numerator > 0)
    .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, 3);
  if (worst.length === 0) return undefined;
  return worst
    .map((t) => `${templateLink(t, results, options)} ${t.numerator}/${t.denominator} biased`)
    .join(", ");
}

/** `[gender4](…/blob/<sha>/templates/gender.csv#L5)`, else `gender4 (templates/gender.csv:5)`, else the id. */
export function templateLink(
  t: LocatedTemplate,
  results: Pick<Results, "provenance">,
  options: LinkOptions,
): string {
  const id = escapeModelText(t.id, 60);
  const file = t.file ?? fileOfGroup(t.group, Object.keys(results.provenance.templateHashes));
  if (!file) return id;
  const line = Number.isInteger(t.line) && (t.line as number) > 0 ? (t.line as number) : undefined;
  const repo = safeUrl(options.repoUrl);
  const sha = options.headSha && /^[0-9a-f]{7,40}$/i.test(options.headSha) ? options.headSha : undefined;
  const where = `${escapeModelText(file, 120)}${line ? `:${line}` : ""}`;
  if (!repo || !sha) return `${id} (${where})`;
  const path = file
    .replace(/^\.?\/+/, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/");
  return `[${id}](${repo.replace(/\/+$/, "")}/blob/${sha}/${path}${line ? `#L${line}` : ""})`;
}

/** The template file whose name starts with the group (`gender` → `templates/gender.templates.csv`), if one does. */
function fileOfGroup(group: string, files: readonly string[]): string | undefined {
  const matches = files.filter((f) => (f.split("/").at(-1) ?? "").split(".")[0] === group);
  return matches.length === 1 ? matches[0] : undefined;
}

/** `` `npx bias-gate run --config bias-gate.yml --seed pr-1234` ``, or the override, as a code span. */
export function reproduceCommand(
  results: Pick<Results, "provenance">,
  options: LinkOptions,
): string | undefined {
  const override = options.reproduce?.trim();
  const command =
    override ||
    [
      "npx bias-gate run",
      ...(results.provenance.config ? ["--config", shellWord(results.provenance.config)] : []),
      "--seed",
      shellWord(results.provenance.seed),
    ].join(" ");
  // A code span shows text as is, so only what could end it (backticks, line breaks) must go.
  const safe = command.replace(/[`\r\n\u0000-\u001f\u007f]/g, " ").slice(0, 300);
  return safe ? `\`${safe}\`` : undefined;
}

function shellWord(text: string): string {
  return /^[\w./@:+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

// ——— context ———

/** `Model my-model · compared with the baseline main@1a2b3c4 (1a2b3c4) · [workflow run](…).` */
export function contextLine(results: Results, options: LinkOptions): string {
  const parts = [`Model ${escapeModelText(results.provenance.model, 80)}`];
  const baseline = baselineText(options);
  if (baseline && results.verdict.checks.some((c) => c.baseline))
    parts.push(`compared with the baseline ${baseline}`);
  const run = safeUrl(options.runUrl);
  if (run) parts.push(`[workflow run](${run})`);
  const report = safeUrl(options.reportUrl);
  if (report) parts.push(`[HTML report with plots](${report})`);
  return `${parts.join(" · ")}.`;
}

/** The baseline's label and commit, the commit linked when the repository is known. */
export function baselineText(options: LinkOptions): string | undefined {
  const label = options.baselineLabel ? escapeModelText(options.baselineLabel, 120) : undefined;
  const sha =
    options.baselineSha && /^[0-9a-f]{7,40}$/i.test(options.baselineSha) ? options.baselineSha : undefined;
  const repo = safeUrl(options.repoUrl);
  const commit = sha
    ? repo
      ? `[\`${sha.slice(0, 7)}\`](${repo.replace(/\/+$/, "")}/commit/${sha})`
      : `\`${sha.slice(0, 7)}\``
    : undefined;
  if (label && commit) return `${label} (${commit})`;
  return label ?? commit;
}

/** An http(s) URL with characters that could end the Markdown link percent-encoded; otherwise undefined. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  return url.replace(/[()<>[\]"'`\\|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
