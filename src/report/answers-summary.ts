import type { KeptOutcome } from "../providers/types.js";
import type { QueryRun } from "../querying/pool-types.js";

export interface AnswersSummaryInput {
  run: QueryRun<KeptOutcome>;
  endpoint: string;
  /** The suite of each prompt id, to group the counts. */
  suiteOf: ReadonlyMap<string, string>;
  missing: readonly { promptId: string; trial: number }[];
}

interface SuiteCounts {
  requests: number;
  answered: number;
  cached: number;
  failed: number;
  skipped: number;
  firstWords: Map<string, number>;
}

/**
 * A plain-text summary of the querying stage: per suite, how many requests were answered (from the network or
 * the cache), failed or skipped, and what the answers start with; then the run's totals and anything that
 * stopped it early. Pure: the numbers come from the outcomes.
 */
export function formatAnswersSummary(input: AnswersSummaryInput): string {
  const bySuite = countBySuite(input.run.outcomes, input.suiteOf);
  const s = input.run.stats;
  const lines = [`answers from ${input.endpoint}`, ""];
  lines.push(
    ["suite", "requests", "answered", "cached", "failed", "not sent", "answers begin with"].join("\t"),
  );
  for (const [suite, c] of bySuite) {
    const words = [...c.firstWords].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const shown = words.slice(0, 4).map(([w, n]) => `${w} ${n}`);
    if (words.length > 4) shown.push(`… ${words.length - 4} more`);
    lines.push([suite, c.requests, c.answered, c.cached, c.failed, c.skipped, shown.join(", ")].join("\t"));
  }
  lines.push(
    "",
    totalsLine(bySuite, s),
    `tokens ${s.inputTokens} in + ${s.outputTokens} out; cost ${s.costUsd.toFixed(4)} USD; wall ${(s.wallMs / 1000).toFixed(1)} s; concurrency up to ${s.maxConcurrency}`,
  );
  lines.push(...failureLines(input.run.outcomes));
  if (input.run.stoppedBy)
    lines.push(`stopped early: ${input.run.stoppedBy}; every answer received so far is kept`);
  const halted = input.run.halted?.failure;
  if (halted) lines.push(`stopped: ${halted.message}. Fix: ${halted.hint ?? halted.kind}`);
  if (input.missing.length) {
    const sample = input.missing.slice(0, 5).map((m) => `${m.promptId}#${m.trial}`);
    lines.push(`no recorded answer for ${input.missing.length} request(s), e.g. ${sample.join(", ")}`);
  }
  return `${lines.map(alignTabs).join("\n")}\n`;
}

function countBySuite(
  outcomes: readonly KeptOutcome[],
  suiteOf: ReadonlyMap<string, string>,
): Map<string, SuiteCounts> {
  const bySuite = new Map<string, SuiteCounts>();
  for (const outcome of outcomes) {
    const suite = suiteOf.get(outcome.request.promptId) ?? "other";
    let c = bySuite.get(suite);
    if (!c) {
      c = { requests: 0, answered: 0, cached: 0, failed: 0, skipped: 0, firstWords: new Map() };
      bySuite.set(suite, c);
    }
    c.requests++;
    if (outcome.status === "answered") {
      if (outcome.source === "cache") c.cached++;
      else c.answered++;
      const word = firstWord(outcome.answer.text);
      c.firstWords.set(word, (c.firstWords.get(word) ?? 0) + 1);
    } else if (outcome.status === "failed" && outcome.attempts > 0) c.failed++;
    // Settled with the failure that stopped the run without being sent, or skipped: either way not sent.
    else c.skipped++;
  }
  return bySuite;
}

/**
 * The run's requests as one set that adds up (answered + from cache + failed + not sent = requests), the same
 * words the endpoint's sentence uses, then the HTTP traffic that carried them (retries included).
 */
function totalsLine(bySuite: ReadonlyMap<string, SuiteCounts>, s: QueryRun<KeptOutcome>["stats"]): string {
  const sum = (key: "requests" | "answered" | "cached" | "failed" | "skipped") =>
    [...bySuite.values()].reduce((n, c) => n + c[key], 0);
  return `requests ${sum("requests")}: answered ${sum("answered")}, from cache ${sum("cached")}, failed ${sum("failed")}, not sent ${sum("skipped")}; HTTP requests sent ${s.requests} (retries ${s.retries}, 429s ${s.rateLimited})`;
}

/** The first word, lowercased and without punctuation or Markdown emphasis: enough to see Yes/No at a glance. */
function firstWord(text: string): string {
  const word = text.trim().split(/\s+/)[0] ?? "";
  return word.replace(/[^\p{L}\p{N}'-]/gu, "").toLowerCase() || "(empty)";
}

function failureLines(outcomes: readonly KeptOutcome[]): string[] {
  const byKind = new Map<string, { count: number; example: string }>();
  for (const o of outcomes) {
    if (o.status !== "failed" || o.attempts === 0) continue;
    const entry = byKind.get(o.failure.kind) ?? { count: 0, example: o.failure.hint ?? o.failure.message };
    entry.count++;
    byKind.set(o.failure.kind, entry);
  }
  return [...byKind].map(([kind, { count, example }]) => `failed (${kind}): ${count}, e.g. ${example}`);
}

function alignTabs(line: string): string {
  return line
    .split("\t")
    .map((cell, i, cells) => (i < cells.length - 1 ? cell.toString().padEnd(i === 0 ? 12 : 9) : cell))
    .join(" ");
}
