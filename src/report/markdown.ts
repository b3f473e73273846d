/**
 * Small Markdown and lookup helpers shared by the comment and the report renderers. Pure; every piece of user or
 * model text goes through `escapeModelText`.
 */

import type { MetricKind } from "../config/metric-kinds.js";
import type { MetricValue } from "../metrics/types.js";
import { escapeModelText } from "./escape.js";

export const STATUS_WORD = {
  pass: "PASS",
  fail: "FAIL",
  inconclusive: "INCONCLUSIVE",
  error: "ENDPOINT FAILED",
} as const;

/** Non-empty sections joined by blank lines, ending in a newline. */
export function joinSections(sections: readonly (readonly string[] | undefined)[]): string {
  return `${sections
    .filter((s): s is readonly string[] => s !== undefined && s.length > 0)
    .map((s) => s.join("\n"))
    .join("\n\n")}\n`;
}

/** `a`, `a and b`, `a, b and c`. */
export function listItems(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items.join("");
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

/** Names from users' template files go through the same escaping as model text. */
export function cell(text: string): string {
  return escapeModelText(text, 80);
}

/** A collapsed `<details>` block. */
export function details(summary: string, body: readonly string[]): string[] {
  return [`<details><summary>${summary}</summary>`, "", ...body, "", "</details>"];
}

export function findMetric(
  metrics: readonly MetricValue[],
  kind: MetricKind,
  scope: string,
): MetricValue | undefined {
  return metrics.find((m) => m.kind === kind && m.scope === scope);
}

/** Groups then `overall`, in the order the metrics list them, without sub-scopes. */
export function topScopes(metrics: readonly MetricValue[], kind: MetricKind): string[] {
  const scopes = unique(metrics.filter((m) => m.kind === kind && !m.scope.includes("/")).map((m) => m.scope));
  return [...scopes.filter((s) => s !== "overall"), ...scopes.filter((s) => s === "overall")];
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
