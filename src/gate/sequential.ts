/**
 * Sequential sampling's rules, pure: what level each look judges at, which checks a look decides, which suites the
 * next look grows, and what a run that stops undecided tells the user.
 *
 * Error control is a union bound over looks (a Bonferroni alpha-spending schedule): with up to K looks, every look
 * judges the suites that can still grow at level 1 − α/K, so the chance that any look's interval misses the true
 * value is at most K · α/K = α, and each one-sided error (a false pass, a false fail) at most α/2, whatever happens
 * between looks and for every interval method the gate uses. A check is decided at the first look whose interval
 * clears its threshold and stays decided: the first crossing is one of the looks the bound covers. A check whose
 * answers cannot change between looks (its suites cannot grow: text-to-SQL asks every question at look 1) is one
 * event however often it is judged, so it keeps the whole α. The cost is power at a given size: intervals at
 * α/4 are about 27% wider than at α (z 2.50 against 1.96), paid back by stopping as soon as a check is clear.
 */
import type { Check, CheckStatus, Verdict } from "../metrics/types.js";
import type { ExpectedCheck } from "./coverage.js";

/** Level of the intervals a look judges growing suites at: 1 − α/K, α = 1 − `level`. One look: `level` itself. */
export function lookLevel(level: number, maxLooks: number): number {
  return 1 - (1 - level) / Math.max(1, maxLooks);
}

/** One look of a run, as results.json and the report record it. */
export interface LookRecord {
  look: number;
  /** Requests this look sent (every trial; a later look's are only its new prompts'). */
  requests: number;
  /** Level of the intervals of the growing suites at this look; checks of fixed suites keep the gate's level. */
  level: number;
  /** The suites that drew new prompts for this look (every suite at look 1). */
  suites: string[];
  /** Checks decided at this look, by metric id. */
  decided: Record<string, "pass" | "fail">;
  /** Checks still undecided after this look. */
  open: string[];
}

/** Why a sequential run took no further look. */
export type LookStop =
  | { reason: "decided" }
  | { reason: "failed"; check: string }
  | { reason: "max-looks"; maxLooks: number }
  | { reason: "exhausted"; detail: string }
  | { reason: "fixed"; suites: string[] }
  | { reason: "budget"; what: string };

/** A look's checks against the decisions earlier looks made: a check decided earlier keeps that decision. */
export function settleLook(
  decided: ReadonlyMap<string, Check>,
  checks: readonly Check[],
  look: number,
): { decided: Map<string, Check>; now: Record<string, "pass" | "fail">; open: Check[] } {
  const next = new Map(decided);
  const now: Record<string, "pass" | "fail"> = {};
  const open: Check[] = [];
  for (const check of checks) {
    if (next.has(check.metricId)) continue;
    if (check.status === "pass" || check.status === "fail") {
      next.set(check.metricId, { ...check, look });
      now[check.metricId] = check.status;
    } else open.push(check);
  }
  return { decided: next, now, open };
}

/**
 * The suites the next look grows: those feeding a check still open, among the suites that can grow. The error
 * rate is the endpoint's, not the model's: more prompts would not decide it.
 */
export function suitesToGrow(
  open: readonly Pick<Check, "metricId" | "kind" | "undecidable">[],
  expected: readonly ExpectedCheck[],
  growable: ReadonlySet<string>,
): string[] {
  const suitesOf = new Map(expected.map((e) => [e.metricId, e.suites]));
  const grow = new Set<string>();
  for (const check of open) {
    if (check.kind === "error-rate" || check.undecidable) continue;
    for (const suite of suitesOf.get(check.metricId) ?? []) if (growable.has(suite)) grow.add(suite);
  }
  return [...grow];
}

/**
 * The run's verdict: each check as first decided (with the final look's baseline comparison, which fails a check
 * that regressed whatever the threshold said), or, never decided, as the last look left it, its reason saying why
 * the looks stopped. Failing reasons first, then undecided ones, as `decideGate` orders them.
 */
export function verdictOverLooks(
  last: Verdict,
  decided: ReadonlyMap<string, Check>,
  stop: { why: string | undefined; maxLooks: number; cutShort?: boolean },
): Verdict {
  const checks = last.checks.map((check) => {
    if (check.baseline?.regressed) return check;
    const first = decided.get(check.metricId);
    if (first) {
      const at = stop.maxLooks > 1 && first.look !== undefined ? ` (decided at look ${first.look})` : "";
      return {
        ...first,
        reason: `${first.reason}${at}`,
        ...(check.baseline ? { baseline: check.baseline } : {}),
      };
    }
    // A fixed plan (one look) never stopped sampling for a reason: it asked what it was asked.
    const why = stop.maxLooks > 1 ? stop.why : undefined;
    if (check.status !== "inconclusive" || (!why && !stop.cutShort)) return check;
    // More data is not the remedy when a budget, the deadline or the endpoint cut the run short: the run's advice
    // names the budget to raise or the endpoint's fix.
    const reason = stop.cutShort ? check.reason.replace(MORE_DATA_REMEDY, MORE_DATA) : check.reason;
    return { ...check, reason: why ? `${reason}; ${why}` : reason };
  });
  const failed = checks.filter((c) => c.status === "fail");
  const undecided = checks.filter((c) => c.status === "inconclusive");
  const status: CheckStatus = failed.length > 0 ? "fail" : undecided.length > 0 ? "inconclusive" : "pass";
  return { status, checks, reasons: [...failed, ...undecided].map((c) => c.reason) };
}

/** The words decide.ts puts before an undecided check's remedy, and the remedy itself to the end. */
const MORE_DATA = "so more data is needed to decide";
const MORE_DATA_REMEDY = /so more data is needed to decide: .*$/;

/** The words for a stop that left checks undecided; undefined when nothing is left to say. */
export function describeStop(stop: LookStop): string | undefined {
  switch (stop.reason) {
    case "decided":
      return undefined;
    case "failed":
      return `sampling stopped when ${stop.check} failed, since the gate could no longer pass`;
    case "max-looks":
      return `still undecided after max-looks ${stop.maxLooks}: raise max-looks, or per-template (the first look's size)`;
    case "exhausted":
      return stop.detail;
    case "fixed":
      return undefined;
    case "budget":
      return `sampling stopped before the next look: ${stop.what}`;
  }
}
