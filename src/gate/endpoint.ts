/**
 * The endpoint's failures as their own outcome: a run that could not measure the model because the endpoint
 * failed (wrong key, unknown model, unreachable host, a rejected parameter) says so, with the failure kind, the
 * count, one example and the setting to change, instead of reading as a biased model. Pure.
 */
import type { Check, Verdict } from "../metrics/types.js";
import type { FailureKind, KeptOutcome } from "../providers/types.js";
import { groupNotMeasured } from "./coverage.js";

/** One failure as people need to see it: what kind, the HTTP status, the (secret-free) message, the fix. */
export interface EndpointFailureExample {
  kind: FailureKind;
  status?: number;
  message: string;
  hint: string;
}

/** The failed requests of a run (replay gaps and cancellations are not the endpoint's failures). */
export interface EndpointFailures {
  /** Requests sent that failed after their retries. */
  failed: number;
  /** Requests sent that reached an outcome from the endpoint (answered or failed). */
  requests: number;
  /** Requests never sent because a systematic failure (a wrong key, an unknown model…) stopped the run. */
  unsent: number;
  byKind: Partial<Record<FailureKind, number>>;
  /** An example of the most frequent kind. */
  example: EndpointFailureExample;
  /** True when the verdict is `error`: the failures, not the model, decided the run. */
  decisive: boolean;
}

const NOT_THE_ENDPOINT: ReadonlySet<FailureKind> = new Set(["not-recorded", "cancelled"]);

/** The setting to change for each kind, when the provider gave no more specific hint. */
const FIX: Record<FailureKind, string> = {
  auth: "check the API key: the variable named by provider.api-key-env (default OPENAI_API_KEY), or the Action's api-key input",
  "unsupported-parameter":
    "remove or rename the rejected parameter (reasoning models want provider.max-completion-tokens instead of max-tokens, and the default temperature)",
  "bad-request": "check provider.model and the request parameters in the config",
  "model-not-found": "check provider.model (--model): the endpoint's /models lists the names it serves",
  "endpoint-not-found": "check provider.base-url (--base-url): it usually ends in /v1",
  connection: "check provider.base-url (--base-url): is the endpoint running and reachable from here?",
  timeout: "raise provider.timeout-seconds, or lower provider.concurrency",
  "rate-limited": "lower provider.concurrency, or ask the provider for a higher rate limit",
  "server-error": "the endpoint returned server errors: try again later, or raise provider.max-attempts",
  oversized:
    "the endpoint's answers are longer than provider.max-answer-bytes (--max-answer-bytes, default 262144): set provider.max-tokens to bound them, or raise max-answer-bytes",
  malformed: "the endpoint's responses are not OpenAI-compatible chat completions: check provider.base-url",
  "not-recorded":
    "record answers for these prompts (bias-gate run --record FILE) or run against the endpoint",
  cancelled: "run again; answers already received are kept",
};

/** The fix for a failure kind, in words that name the setting. */
export function fixFor(kind: FailureKind): string {
  return FIX[kind];
}

/** Summarises the endpoint's failures among `outcomes`; undefined when none failed. */
export function summarizeEndpointFailures(outcomes: readonly KeptOutcome[]): EndpointFailures | undefined {
  const byKind: Partial<Record<FailureKind, number>> = {};
  const examples = new Map<FailureKind, EndpointFailureExample>();
  let failed = 0;
  let requests = 0;
  let unsent = 0;
  // Requests skipped because what they build on was never answered are unsent too, once the endpoint stopped the
  // run: one count of what was not sent, the same as the run's request tally.
  let skipped = 0;
  for (const o of outcomes) {
    if (o.status === "answered") requests++;
    if (o.status === "skipped") skipped++;
    if (o.status !== "failed" || NOT_THE_ENDPOINT.has(o.failure.kind)) continue;
    // Items the pool settled with the failure that stopped it were never sent themselves.
    const { kind, status, message, hint } = o.failure;
    if (o.attempts === 0) unsent++;
    else {
      requests++;
      failed++;
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    }
    // The failure that stopped the run (the unsent items carry it) says most: it names what the run saw.
    if (o.attempts === 0 || !examples.has(kind))
      examples.set(kind, { kind, ...(status ? { status } : {}), message, hint: hint ?? fixFor(kind) });
  }
  if (failed === 0 && unsent === 0) return undefined;
  if (unsent > 0) unsent += skipped;
  const [top] = Object.entries(byKind).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))[0] ?? [
    examples.keys().next().value,
  ];
  return { failed, requests, unsent, byKind, example: examples.get(top as FailureKind)!, decisive: false };
}

/** `auth (HTTP 401)`, or just the kind when there was no HTTP status. */
export function describeFailureKind(example: Pick<EndpointFailureExample, "kind" | "status">): string {
  return example.status ? `${example.kind} (HTTP ${example.status})` : example.kind;
}

/**
 * One line for the top of every output: `the endpoint failed: 696 of 696 requests failed (auth 696), e.g. HTTP
 * 401: Incorrect API key provided. Fix: check the API key: …`.
 */
export function describeEndpointFailures(f: EndpointFailures): string {
  const kinds = Object.entries(f.byKind)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
  const example = `${describeFailureKind(f.example)}: ${f.example.message}`;
  const stopped = f.unsent > 0 ? `, so the run stopped with ${f.unsent} not sent` : "";
  return `the endpoint failed: ${f.failed} of ${f.requests} requests sent failed (${kinds})${stopped}; e.g. ${example}. Fix: ${f.example.hint}`;
}

/** Kinds of check that judge the endpoint or the run, not the model. */
const ABOUT_THE_RUN: ReadonlySet<Check["kind"]> = new Set(["error-rate", "coverage"]);

/**
 * The verdict once coverage and the endpoint are accounted for:
 * - `fail` when a check about the model fails (bias, negation, stereotype, contamination, unusable answers);
 * - else `error` when the endpoint's failures decided the run (the error-rate check failed, or the endpoint
 *   failed systematically so the run stopped), and the first reason says so with the fix;
 * - else `inconclusive` when any check is (coverage gaps included) or only the error-rate check failed for
 *   other reasons; else `pass`.
 * `extra` checks (coverage) are appended to the verdict's checks.
 */
export function settleVerdict(
  decided: Verdict,
  extra: readonly Check[],
  endpoint: EndpointFailures | undefined,
  stoppedSystematically: boolean,
): { verdict: Verdict; endpoint?: EndpointFailures } {
  const checks = [...decided.checks, ...extra];
  const failing = checks.filter((c) => c.status === "fail");
  const modelFails = failing.filter((c) => !ABOUT_THE_RUN.has(c.kind));
  const errorRateFailed = failing.some((c) => c.kind === "error-rate");
  const decisive =
    endpoint !== undefined && modelFails.length === 0 && (errorRateFailed || stoppedSystematically);
  const status: Verdict["status"] =
    modelFails.length > 0
      ? "fail"
      : decisive
        ? "error"
        : failing.length > 0 || checks.some((c) => c.status === "inconclusive")
          ? "inconclusive"
          : "pass";
  const open = [
    ...failing.map((c) => c.reason),
    ...groupNotMeasured(checks.filter((c) => c.status === "inconclusive").map((c) => c.reason)),
  ];
  const settled = endpoint ? { ...endpoint, decisive } : undefined;
  const reasons = settled && decisive ? [capitalise(describeEndpointFailures(settled)), ...open] : open;
  return { verdict: { status, checks, reasons }, ...(settled ? { endpoint: settled } : {}) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
