/**
 * Sampling in looks (src/gate/sequential.ts has the rules): ask the first look's prompts, judge every gated check,
 * and while a check is still open, grow the suites that feed it by one more batch of new, seed-stable prompts and
 * ask only those. A fixed plan (`sequential: false`, `--shard`, `merge`, a comparison of variants) is one look.
 */
import { relative } from "node:path";
import type { GateConfig } from "../config/config.js";
import { stopWords } from "../gate/coverage.js";
import { decideGate } from "../gate/decide.js";
import type { GatePolicy } from "../gate/policy.js";
import {
  describeStop,
  type LookRecord,
  type LookStop,
  lookLevel,
  settleLook,
  suitesToGrow,
} from "../gate/sequential.js";
import { statusOf } from "../metrics/match-outcomes.js";
import { type Measurements, measure } from "../metrics/measure.js";
import type { Check, Verdict } from "../metrics/types.js";
import type { KeptOutcome, StopReason } from "../providers/types.js";
import { scoringKeeper } from "../querying/kept-outcome.js";
import { openQuerySession, type QueriedPlan, type QueryDeps } from "../querying/query-plan.js";
import {
  expectedChecks,
  type LoadedRun,
  outcomesByKind,
  plannedCounts,
  planRun,
  type RunPlan,
} from "../run-plan.js";
import type { KindMeasurement, ReferenceOutcomes } from "../suites/kind.js";

/** Each kind's last measurement and how many outcomes it was of. */
type KindMemo = Map<string, { answers: number; measured: KindMeasurement }>;

/** What the looks produced: the final plan and answers, the last look's measurement, every look's record. */
export interface LookedRun {
  plan: RunPlan;
  queried: QueriedPlan;
  kinds: KindMeasurement[];
  measured: Measurements;
  /** The last look's checks against the thresholds alone (the baseline is compared once, after the looks). */
  last: Verdict;
  /** Checks decided, each at the first look that decided it. */
  decided: ReadonlyMap<string, Check>;
  looks: LookRecord[];
  maxLooks: number;
  stop: LookStop;
  /** The suites that could grow past the first look; the others were judged at the gate's level throughout. */
  growable: ReadonlySet<string>;
  /** The level of the overall metrics' intervals (the growing suites' when any can grow). */
  level: number;
}

export interface LookDeps extends QueryDeps {
  cwd: string;
  /** Reference models' outcomes of the same plan (a comparison's other models), for the contamination calibration. */
  references?: readonly ReferenceOutcomes[];
  /** Answers a whole fixed plan instead of the endpoint (`merge`): one look. */
  answer?(plan: RunPlan, config: GateConfig): QueriedPlan | Promise<QueriedPlan>;
}

/** Looks a run takes at most: 1 (the fixed plan) when sequential sampling is off or cannot apply. */
export function maxLooksOf(config: GateConfig, deps: Pick<LookDeps, "answer">): number {
  return config.sequential.enabled && !deps.answer ? config.sequential.maxLooks : 1;
}

export async function sampleInLooks(
  config: GateConfig,
  loaded: LoadedRun,
  policy: GatePolicy,
  deps: LookDeps,
): Promise<LookedRun> {
  const maxLooks = maxLooksOf(config, deps);
  let plan = planRun(config, loaded, deps.log);
  const growable = maxLooks > 1 ? growableSuites(config, loaded, plan) : new Set<string>();
  const levels = { growing: lookLevel(policy.level, maxLooks), fixed: policy.level, growable };
  const level = growable.size > 0 ? levels.growing : levels.fixed;
  if (deps.answer) {
    const queried = await deps.answer(plan, config);
    const judged = await judgeLook(plan, queried.run.outcomes, config, policy, {
      levels,
      cwd: deps.cwd,
      ...refs(deps),
    });
    const settled = settleLook(new Map(), judged.last.checks, 1);
    const looks = [lookRecord(1, queried.run.outcomes.length, level, plan, settled)];
    const stop: LookStop = { reason: "fixed", suites: [] };
    return { plan, queried, ...judged, decided: settled.decided, looks, maxLooks, stop, growable, level };
  }
  // One answer key for the whole run, read by the simulator at each request: each later look adds its prompts to
  // it, and each plan holds it in place of its own, which goes.
  const key = new Map(plan.key);
  plan = { ...plan, key };
  // Each answer goes to the cache and the record as it arrives; the run keeps only what scoring reads.
  const session = await openQuerySession(config, key, deps, scoringKeeper());
  const outcomes: KeptOutcome[] = [];
  const asked = new Set<string>();
  const looks: LookRecord[] = [];
  const looksOf = new Map<string, number>();
  let decided = new Map<string, Check>();
  const memo: KindMemo = new Map();
  let grew = [...new Set(plan.prompts.map((p) => p.suite))];
  try {
    for (let look = 1; ; look++) {
      const fresh = plan.prompts.filter((p) => !asked.has(p.id));
      for (const p of fresh) asked.add(p.id);
      const run = await session.ask(fresh);
      outcomes.push(...run.outcomes);
      const judged = await judgeLook(plan, outcomes, config, policy, {
        levels,
        cwd: deps.cwd,
        memo,
        ...refs(deps),
      });
      const settled = settleLook(decided, judged.last.checks, look);
      decided = settled.decided;
      looks.push(lookRecord(look, run.outcomes.length, level, { prompts: fresh }, settled, grew));
      const next = nextLook(config, loaded, plan, {
        look,
        maxLooks,
        looksOf,
        growable,
        run,
        open: settled.open,
        decided,
      });
      if ("stop" in next) {
        await session.close();
        if (maxLooks > 1) deps.log(lookSummary(looks, next.stop));
        const queried = session.result();
        return { plan, queried, ...judged, decided, looks, maxLooks, stop: next.stop, growable, level };
      }
      deps.log(
        `look ${look} left ${settled.open.length} check(s) open: look ${look + 1} grows ${next.grow.join(", ")}`,
      );
      // The grown plan's own key goes as soon as its entries are in the run's.
      for (const [question, entry] of next.plan.key) key.set(question, entry);
      plan = { ...next.plan, key };
      grew = next.grow;
    }
  } finally {
    await session.close();
  }
}

/** The next look's plan and the suites it grows, or why there is none. */
function nextLook(
  config: GateConfig,
  loaded: LoadedRun,
  plan: RunPlan,
  at: {
    look: number;
    maxLooks: number;
    looksOf: Map<string, number>;
    growable: ReadonlySet<string>;
    run: { stoppedBy?: string; halted?: unknown; outcomes: readonly KeptOutcome[] };
    open: readonly Check[];
    decided: ReadonlyMap<string, Check>;
  },
): { plan: RunPlan; grow: string[] } | { stop: LookStop } {
  const failed = [...at.decided.values()].find((c) => c.status === "fail");
  if (failed) return { stop: { reason: "failed", check: failed.metricId } };
  if (at.open.length === 0) return { stop: { reason: "decided" } };
  if (at.look >= at.maxLooks) return { stop: { reason: "max-looks", maxLooks: at.maxLooks } };
  if (at.run.halted || at.run.stoppedBy)
    return {
      stop: {
        reason: "budget",
        what: at.run.halted
          ? `the endpoint failed during look ${at.look}`
          : `look ${at.look} stopped ${stopWords(at.run.stoppedBy as StopReason)}`,
      },
    };
  // A replay answers only what was recorded: a look it could not answer in full would not be answered by another.
  const unrecorded = at.run.outcomes.filter(
    (o) => o.status === "failed" && o.failure.kind === "not-recorded",
  );
  if (unrecorded.length > 0)
    return {
      stop: {
        reason: "budget",
        what: `the replayed recordings hold no answer for ${unrecorded.length} of look ${at.look}'s requests`,
      },
    };
  const everySuite = new Set(plan.prompts.map((p) => p.suite));
  const wanted = suitesToGrow(at.open, expectedChecks(plan), everySuite);
  if (wanted.length === 0) return { stop: { reason: "fixed", suites: [] } };
  const looksOf = new Map(at.looksOf);
  for (const suite of wanted) if (at.growable.has(suite)) looksOf.set(suite, (looksOf.get(suite) ?? 1) + 1);
  const grown = wanted.some((s) => at.growable.has(s)) ? planRun(config, loaded, () => {}, looksOf) : plan;
  const before = countBySuite(plan);
  const after = countBySuite(grown);
  const grow = wanted.filter((s) => (after.get(s) ?? 0) > (before.get(s) ?? 0));
  if (grow.length === 0)
    return { stop: { reason: "exhausted", detail: exhaustedDetail(plan, grown, wanted) } };
  const budget = budgetStop(config, at.run.outcomes, (after.get("") ?? 0) - (before.get("") ?? 0));
  if (budget) return { stop: budget };
  for (const suite of grow) at.looksOf.set(suite, looksOf.get(suite) ?? 2);
  return { plan: grown, grow };
}

/**
 * The suites a second look would add prompts to, known before any answer from the sizes of their spaces. The rest
 * are asked in full at the first look: their checks are judged on the same answers at every look, one event for
 * the error rate, so they keep the gate's whole level (src/gate/sequential.ts).
 */
function growableSuites(config: GateConfig, loaded: LoadedRun, plan: RunPlan): Set<string> {
  const all = new Map([...new Set(plan.prompts.map((p) => p.suite))].map((s) => [s, 2]));
  const before = countBySuite(plan);
  const after = plannedCounts(config, loaded, all);
  return new Set([...all.keys()].filter((s) => (after.get(s) ?? 0) > (before.get(s) ?? 0)));
}

/** Prompts per suite, and in all under "". */
function countBySuite(plan: Pick<RunPlan, "prompts">): Map<string, number> {
  const counts = new Map<string, number>([["", plan.prompts.length]]);
  for (const p of plan.prompts) counts.set(p.suite, (counts.get(p.suite) ?? 0) + 1);
  return counts;
}

/**
 * A look that `max-requests` could not pay for in full is not begun: a look cut short would leave its suites
 * partly asked, which the coverage check must then call undecided, wasting the looks before it.
 */
function budgetStop(
  config: GateConfig,
  sent: readonly KeptOutcome[],
  nextPrompts: number,
): LookStop | undefined {
  const cap = config.budget.maxRequests;
  if (cap === undefined) return undefined;
  const requests = sent.filter((o) => o.status === "answered" || o.status === "failed").length;
  const next = nextPrompts * config.trials;
  if (requests + next <= cap) return undefined;
  return {
    reason: "budget",
    what: `the next look's ${next} requests would pass max-requests ${cap} (${requests} sent); raise max-requests`,
  };
}

/**
 * What stops the suites that could not grow: per suite, the rows (templates, conditions, probe sets) that asked every
 * prompt they hold, and what adds more. `grown` is the plan one more look would have asked.
 */
function exhaustedDetail(plan: RunPlan, grown: RunPlan, suites: readonly string[]): string {
  const rowsOf = (p: Pick<RunPlan, "prompts">, suite: string) => {
    const rows = new Map<string, number>();
    for (const prompt of p.prompts)
      if (prompt.suite === suite) rows.set(prompt.planRow, (rows.get(prompt.planRow) ?? 0) + 1);
    return rows;
  };
  const parts = suites.map((suite) => {
    const sampled = plan.sampled.find((s) => s.prompts.some((p) => p.suite === suite));
    const now = rowsOf(plan, suite);
    const next = rowsOf(grown, suite);
    const full = [...now].filter(([row, n]) => (next.get(row) ?? 0) <= n).map(([row]) => row);
    const listed = `${full.slice(0, 6).join(", ")}${full.length > 6 ? `, … (${full.length})` : ""}`;
    const groups = [
      ...new Set(
        plan.prompts
          .filter((p) => p.suite === suite && full.includes(p.planRow))
          .map((p) => (p as { group?: string }).group ?? suite),
      ),
    ];
    switch (sampled?.kind) {
      case "coreference":
        return `'${suite}' has asked every item pair: add pro/anti sentence pairs to it`;
      case "contamination":
        return `'${suite}' has masked every column and word it can: add databases or files to both of its sets`;
      case "decisions":
        return `'${suite}' has asked every scenario of ${listed}: add decision templates or scenario values`;
      case "text-to-sql":
        return `'${suite}' has asked every question: add databases and questions to both sets (or set per-database to sample them in looks)`;
      default:
        return `'${suite}' has asked every valid filling of ${listed}: add templates or domain values for ${groups.map((g) => `group ${g}`).join(", ")}`;
    }
  });
  return `${parts.join("; ")}; then rerun`;
}

function lookRecord(
  look: number,
  requests: number,
  level: number,
  plan: Pick<RunPlan, "prompts">,
  settled: ReturnType<typeof settleLook>,
  suites?: readonly string[],
): LookRecord {
  return {
    look,
    requests,
    level,
    suites: [...(suites ?? new Set(plan.prompts.map((p) => p.suite)))],
    decided: settled.now,
    open: settled.open.map((c) => c.metricId),
  };
}

function lookSummary(looks: readonly LookRecord[], stop: LookStop): string {
  const sizes = looks.map((l) => l.requests).join(" + ");
  const why = describeStop(stop);
  return `sequential: ${looks.length} look(s), ${sizes} requests${why ? `; ${why}` : ""}`;
}

/**
 * One look's judgement over every answer so far: each kind measures its outcomes (growing kinds at the look's
 * level, fixed ones at the gate's), the overall metrics are computed, and every gated check is judged against its
 * threshold.
 */
export async function judgeLook(
  plan: RunPlan,
  outcomes: readonly KeptOutcome[],
  config: GateConfig,
  policy: GatePolicy,
  at: {
    levels: { growing: number; fixed: number; growable: ReadonlySet<string> };
    cwd: string;
    memo?: KindMemo;
    /** Other models' outcomes of the same plan (a comparison's reference models), for calibration. */
    references?: readonly ReferenceOutcomes[];
  },
): Promise<{ kinds: KindMeasurement[]; measured: Measurements; last: Verdict }> {
  const byKind = outcomesByKind(plan, outcomes);
  const referencesByKind = (at.references ?? []).map((r) => ({
    label: r.label,
    byKind: outcomesByKind(plan, r.outcomes),
  }));
  const kinds = await Promise.all(
    plan.sampled.map((s, i) => {
      const own = byKind[i] ?? [];
      // A kind whose answers did not change since the last look measures the same: text-to-SQL's scoring
      // executes every answer on its test suites, seconds a look.
      const before = at.memo?.get(s.kind);
      if (before && before.answers === own.length) return before.measured;
      const grows = s.prompts.some((p) => at.levels.growable.has(p.suite));
      const level = grows ? at.levels.growing : at.levels.fixed;
      const references = referencesByKind.map((r) => ({ label: r.label, outcomes: r.byKind[i] ?? [] }));
      return Promise.resolve(
        s.measure(own, { config, level, cwd: at.cwd, ...(references.length ? { references } : {}) }),
      ).then((measured) => {
        at.memo?.set(s.kind, { answers: own.length, measured });
        return measured;
      });
    }),
  );
  const items = kinds.flatMap((k) => k.items);
  const level = at.levels.growable.size > 0 ? at.levels.growing : at.levels.fixed;
  const suiteOf = new Map(plan.prompts.map((p) => [p.id, p.suite]));
  const measured = measure(items, {
    seed: config.seed,
    level,
    extraMetrics: kinds.flatMap((k) => k.metrics),
    templateSources: Object.fromEntries(
      kinds
        .flatMap((k) => Object.entries(k.templateSources ?? {}))
        .map(([id, where]) => [id, { file: relative(at.cwd, where.file) || where.file, line: where.line }]),
    ),
    requests: outcomes.map((o) => ({
      suite: suiteOf.get(o.request.promptId) ?? "",
      promptId: o.request.promptId,
      trial: o.request.trial,
      status: statusOf(o),
    })),
  });
  for (const k of kinds) k.annotate?.(measured.metrics, items);
  return { kinds, measured, last: decideGate(measured.metrics, { ...policy, level }) };
}

/** The reference models' outcomes a variant run passes in, when it has any. */
function refs(deps: { references?: readonly ReferenceOutcomes[] }): {
  references?: readonly ReferenceOutcomes[];
} {
  return deps.references?.length ? { references: deps.references } : {};
}
