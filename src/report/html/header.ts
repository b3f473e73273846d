/**
 * The HTML report's header (the verdict, what it rests on, the failing and undecided checks in words) and its
 * provenance list. All text from results.json is escaped.
 */
import { describeEndpointFailures } from "../../gate/endpoint.js";
import { METRIC_RULES } from "../../gate/policy.js";
import type { Check } from "../../metrics/types.js";
import { adviceFor, CAUSE_LABEL } from "../advice.js";
import { formatCount, formatDuration, formatUsd } from "../format.js";
import { verdictNotes } from "../headline.js";
import { STATUS_WORD } from "../markdown.js";
import { proseHtml } from "../prose.js";
import { countStatuses } from "../report-sections.js";
import type { Results } from "../results.js";
import { escapeHtml, safeHref } from "./escape-html.js";

/** The verdict banner, with the failing and inconclusive checks as sentences. */
export function verdictHeader(results: Results, runUrl?: string): string {
  const { status, checks } = results.verdict;
  const notes = verdictNotes(results);
  const href = safeHref(runUrl);
  const parts = [
    `<header class="verdict ${status}" data-verdict="${status}">`,
    `<p class="kicker">bias-gate ${escapeHtml(results.tool.version, 40)} · ${escapeHtml(results.provenance.model, 120)}</p>`,
    `<h1><span class="status-word ${status}">${STATUS_WORD[status]}</span></h1>`,
    ...notes.map((n) => `<p class="note-badge">${proseHtml(n, 400)}</p>`),
    `<p class="counts">${escapeHtml(countStatuses(checks))}</p>`,
  ];
  if (results.endpoint?.decisive) {
    parts.push(`<p class="endpoint">${proseHtml(describeEndpointFailures(results.endpoint), 600)}</p>`);
  }
  parts.push(...adviceHtml(results));
  parts.push(...sentences("Failed", checks, "fail"), ...sentences("Not decided", checks, "inconclusive"));
  if (href) parts.push(`<p><a href="${href}">The workflow run</a></p>`);
  parts.push("</header>");
  return parts.join("\n");
}

/** The run's cause and what to do, from the same advice as every other surface (the endpoint's is above). */
function adviceHtml(results: Results): string[] {
  const advice = adviceFor(results);
  if (advice.cause === "pass" || advice.cause === "endpoint") return [];
  const lead = [
    `<p class="advice-cause"><strong>${CAUSE_LABEL[advice.cause]}</strong>: ${escapeHtml(advice.headline, 300)}</p>`,
  ];
  return [
    ...lead,
    ...advice.steps.map(
      (s) =>
        `<p class="advice-step"><strong>To ${escapeHtml(s.goal)}</strong>: ${escapeHtml(s.text.replace(/`/g, ""), 600)}</p>`,
    ),
  ];
}

function sentences(title: string, checks: readonly Check[], status: Check["status"]): string[] {
  const own = checks.filter((c) => c.status === status);
  if (own.length === 0) return [];
  const items = own.map(
    (c) =>
      `<li class="reason ${status}" data-check="${escapeHtml(c.id)}"><strong>${escapeHtml(METRIC_RULES[c.kind].label)}, ${escapeHtml(c.scope, 120)}</strong>: ${proseHtml(c.reason, 800)}</li>`,
  );
  return [
    `<h2 class="reasons-title">${title} (${own.length})</h2>`,
    `<ul class="reasons">${items.join("")}</ul>`,
  ];
}

/** Model, endpoint, seed, sizes, tokens, cost and hashes, as a definition list. */
export function provenanceList(results: Results): string {
  const p = results.provenance;
  const sizes = Object.entries(p.sampleSizes).map(([k, n]) => `${k} ${formatCount(n)}`);
  const rows: [string, string][] = [
    ["Model", p.model],
    ["Endpoint", p.endpoint],
    ["Seed", p.seed],
    ["Sample sizes", sizes.length ? sizes.join(", ") : "none"],
    ["Requests", formatCount(p.requests)],
    ["Tokens", `${formatCount(p.tokens.input)} in, ${formatCount(p.tokens.output)} out`],
    ["Cost", formatUsd(p.costUsd)],
    ["Duration", formatDuration(p.durationMs)],
    ["Started", p.startedAt],
    ["Tool", `${results.tool.name} ${results.tool.version}`],
  ];
  if (p.config) rows.push(["Config", p.config]);
  if (p.systemPromptHash) rows.push(["System prompt sha256", p.systemPromptHash]);
  const hashes = Object.entries(p.templateHashes).map(
    ([file, hash]) => `<li><code>${escapeHtml(hash, 80)}</code> ${escapeHtml(file, 200)}</li>`,
  );
  return (
    `<dl class="provenance">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v, 200)}</dd>`).join("")}</dl>` +
    (hashes.length
      ? `<details><summary>Template files (sha256)</summary><ul>${hashes.join("")}</ul></details>`
      : "")
  );
}
