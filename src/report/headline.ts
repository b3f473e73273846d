/**
 * What the first line of every output (report, comment, job summary, badge, Action log) must say besides the
 * verdict: that a simulator answered, that the embedded starter suite ran, and why the endpoint failed. Pure.
 */
import { unanswered, whyUnanswered } from "../gate/coverage.js";
import { describeEndpointFailures } from "../gate/endpoint.js";
import { formatCount } from "./format.js";
import { cell, table } from "./markdown.js";
import { proseMarkdown } from "./prose.js";
import type { Results } from "./results.js";

export const SIMULATOR_NOTE = "simulator, not a real model";
export const STARTER_NOTE = "embedded starter suite (no bias-gate.yml found)";

/** Notes that change what the verdict means, in the order they are shown after the status word. */
export function verdictNotes(results: Pick<Results, "provenance">): string[] {
  const notes: string[] = [];
  if (results.provenance.simulator) notes.push(SIMULATOR_NOTE);
  if (results.provenance.starterSuite) notes.push(STARTER_NOTE);
  return notes;
}

/** The endpoint's failure in one escaped line, when it decided the verdict. */
export function endpointHeadline(results: Pick<Results, "endpoint">): string | undefined {
  const endpoint = results.endpoint;
  if (!endpoint?.decisive) return undefined;
  return proseMarkdown(describeEndpointFailures(endpoint), 600);
}

/** The verdict's reasons without the endpoint sentence already shown on the first line. */
export function reasonsBelowHeadline(results: Pick<Results, "verdict" | "endpoint">): string[] {
  const { reasons } = results.verdict;
  if (!results.endpoint?.decisive) return reasons;
  const shown = describeEndpointFailures(results.endpoint).toLowerCase();
  return reasons.filter((r) => r.toLowerCase() !== shown);
}

/** The one line the Action's log and failure message lead with. */
export function logHeadline(results: Pick<Results, "verdict" | "endpoint" | "provenance">): string {
  const notes = verdictNotes(results);
  const head = `bias-gate: ${results.verdict.status}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  const why = results.endpoint?.decisive
    ? describeEndpointFailures(results.endpoint)
    : (results.verdict.reasons[0] ?? "see the job summary");
  return results.verdict.status === "pass" ? head : `${head}: ${why}`;
}

/**
 * `### Requests`: per suite, what was asked and what became of it; shown only when something was not answered
 * (a failure, a budget or deadline stop, a gap in a replay), so a person sees what the verdict rests on.
 */
export function requestsTable(results: Pick<Results, "coverage">): string[] | undefined {
  const coverage = results.coverage ?? [];
  if (!coverage.some((c) => c.failed > 0 || unanswered(c) > 0)) return undefined;
  // The same tally as the run's own (answered, failed, not sent): requests the endpoint's failure kept from being
  // sent are not sent, not failed.
  const rows = coverage.map((c) => {
    const notSent = c.notSent ?? 0;
    const why = [
      ...(notSent > 0 ? [`${formatCount(notSent)} not sent after the endpoint failed`] : []),
      ...(unanswered(c) > 0 ? [`${formatCount(unanswered(c))} ${whyUnanswered(c)}`] : []),
    ];
    return [
      cell(c.suite),
      formatCount(c.planned),
      formatCount(c.answered),
      formatCount(c.failed - notSent),
      why.length > 0 ? why.join("; ") : "0",
    ];
  });
  return ["### Requests", "", ...table(["Suite", "Asked", "Answered", "Failed", "Not answered"], rows)];
}
