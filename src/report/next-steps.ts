/**
 * The end of the comment's first screen: what to do next (the setting that narrows an undecided interval, the
 * worst template rows at their file and line, the command that reproduces the run) and the context line (who and
 * what was compared), with the links they build. Pure.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import type { Check, TemplateResult } from "../metrics/types.js";
import { adviceFor } from "./advice.js";
import { escapeModelText } from "./escape.js";
import { reproduceCommand } from "./reproduce.js";
import type { Results } from "./results.js";

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

/** A template result as results.json may carry it: with the file and line of its row, when known. */
type LocatedTemplate = TemplateResult & { file?: string; line?: number };

export interface Family {
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

/**
 * What to do, from the run's advice (the endpoint's fix is already the first bullet, so it is not repeated here),
 * the worst template rows, a suite kind's own pointers (`kindSteps`: a decision suite's worst templates), and the
 * command that reproduces the run.
 */
export function nextSteps(
  results: Results,
  options: LinkOptions,
  kindSteps: readonly string[] = [],
): string[] {
  const advice = adviceFor(results);
  const lines = advice.cause === "endpoint" ? [] : advice.steps.map((s) => `- **To ${s.goal}**: ${s.text}.`);
  const worst = worstRows(results, options);
  if (worst && results.verdict.status === "fail") lines.push(`- **Worst templates**: ${worst}.`);
  lines.push(...kindSteps);
  const command = reproduceCommand(results, options);
  if (command) lines.push(`- **Reproduce locally**: ${command}`);
  return lines;
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
  t: Pick<LocatedTemplate, "id" | "file" | "line"> & { group?: string },
  results: { provenance: Pick<Results["provenance"], "templateHashes"> },
  options: LinkOptions,
): string {
  const id = escapeModelText(t.id, 60);
  const file =
    t.file ??
    (t.group === undefined
      ? undefined
      : fileOfGroup(t.group, Object.keys(results.provenance.templateHashes)));
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
