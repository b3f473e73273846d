import type { GateConfig } from "./config/config.js";
import { ConfigError } from "./config/errors.js";
import type { ExpectedCheck, SuiteCoverage, SuiteKindName } from "./gate/coverage.js";
import type { KeptOutcome } from "./providers/types.js";
import type { AnswerKey, KeyEntry } from "./sampling/answer-key.js";
import type { SuiteLooks } from "./sampling/later-looks.js";
import type { SuitePrompt } from "./sampling/suite-prompt.js";
import type { SampledSuites } from "./suites/kind.js";
import type { LoadedRun } from "./suites/registry.js";

export type { LoadedRun } from "./suites/registry.js";

/** What one run asks: every kind's sampled suites, all their prompts in send order, and the simulator's key. */
export interface RunPlan {
  sampled: SampledSuites[];
  prompts: SuitePrompt[];
  key: AnswerKey;
}

/**
 * Samples every configured suite from the run's seed, kind by kind. `run`, the Action, `plan`, `sample` and
 * `serve-sim` all plan through here, so they agree on every prompt (and a standalone simulator knows exactly the
 * prompts an embedded one would be asked).
 */
export function planRun(
  config: GateConfig,
  loaded: LoadedRun,
  log: (line: string) => void,
  looks?: SuiteLooks,
): RunPlan {
  const sampled = loaded.kinds.map((k) => k.sample(config, log, looks));
  assertOnePromptPerId(sampled);
  // Entry by entry: a run of 100,000 prompts would otherwise build 100,000 pairs to hand to the Map.
  const key = new Map<string, KeyEntry>();
  for (const s of sampled) for (const [question, entry] of s.answerKey()) key.set(question, entry);
  return { sampled, prompts: sampled.flatMap((s) => [...s.prompts]), key };
}

/**
 * Prompts per suite, and in all under "", that `planRun` with these looks would ask: each kind is sampled and
 * counted in turn, and nothing is kept (no simulator key, no prompt); a kind that streams its sample
 * (`sampleSuitesOf`, the yes/no templates) is counted prompt by prompt, so sizing a later look of 100,000 prompts
 * does not build them all (their garbage would outlive the young generation and grow the heap). Ids are checked when that look is planned, before any of its requests.
 */
export function plannedCounts(config: GateConfig, loaded: LoadedRun, looks: SuiteLooks): Map<string, number> {
  const counts = new Map<string, number>([["", 0]]);
  for (const kind of loaded.kinds) {
    const suites =
      kind.sampleSuitesOf?.(config, looks) ??
      kind.sample(config, () => {}, looks).prompts.map((p) => p.suite);
    for (const suite of suites) {
      counts.set(suite, (counts.get(suite) ?? 0) + 1);
      counts.set("", (counts.get("") ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Every later stage (outcomes, shards, recordings, scored items) finds a prompt by its id, so two prompts with one
 * id would be one prompt: a suite's answers counted as another's, or a suite left unmeasured. Kinds scope their ids
 * by suite; this catches whatever still collides, before any request, naming both suites.
 */
function assertOnePromptPerId(sampled: readonly SampledSuites[]): void {
  const suiteOf = new Map<string, string>();
  for (const { prompts } of sampled) {
    for (const p of prompts) {
      const first = suiteOf.get(p.id);
      if (first === undefined) {
        suiteOf.set(p.id, p.suite);
        continue;
      }
      throw new ConfigError(
        first === p.suite
          ? `suite '${p.suite}' plans prompt ${p.id} twice, so its answers would be counted twice`
          : `suites '${first}' and '${p.suite}' both plan prompt ${p.id}, so one suite's answers would count as the other's`,
        "give the template (or item) a different id, or the suites different names",
      );
    }
  }
}

/** The checks a complete run of this plan would produce: every kind's, and the overall reliability ones. */
export function expectedChecks(plan: Pick<RunPlan, "sampled" | "prompts">): ExpectedCheck[] {
  const suites = [...new Set(plan.prompts.map((p) => p.suite))];
  const itemSuites = [
    ...new Set(plan.sampled.filter((s) => s.scoresItems).flatMap((s) => s.prompts.map((p) => p.suite))),
  ];
  return [
    ...plan.sampled.flatMap((s) => s.expectedChecks()),
    { metricId: "error-rate:overall", kind: "error-rate", scope: "overall", suites },
    ...(itemSuites.length > 0
      ? [
          {
            metricId: "unusable-rate:overall",
            kind: "unusable-rate" as const,
            scope: "overall",
            suites: itemSuites,
          },
        ]
      : []),
  ];
}

/** Per suite: how many requests the plan asked, and what became of them. */
export function coverageOf(
  plan: Pick<RunPlan, "sampled">,
  outcomes: readonly KeptOutcome[],
): SuiteCoverage[] {
  const suiteOf = new Map<string, { suite: string; kind: SuiteKindName }>();
  for (const s of plan.sampled)
    for (const p of s.prompts) suiteOf.set(p.id, { suite: p.suite, kind: s.kind });
  const coverage = new Map<string, SuiteCoverage>();
  for (const o of outcomes) {
    const at = suiteOf.get(o.request.promptId);
    if (!at) continue;
    const c = coverage.get(at.suite) ?? {
      ...at,
      planned: 0,
      answered: 0,
      failed: 0,
      skipped: {},
      notRecorded: 0,
    };
    c.planned++;
    if (o.status === "answered") c.answered++;
    else if (o.status === "skipped") c.skipped[o.reason] = (c.skipped[o.reason] ?? 0) + 1;
    else if (o.failure.kind === "not-recorded") c.notRecorded++;
    else {
      c.failed++;
      if (o.attempts === 0) c.notSent = (c.notSent ?? 0) + 1;
    }
    coverage.set(at.suite, c);
  }
  return [...coverage.values()];
}

/** The outcomes of each kind's prompts, in the order of `plan.sampled`. */
export function outcomesByKind(
  plan: Pick<RunPlan, "sampled">,
  outcomes: readonly KeptOutcome[],
): KeptOutcome[][] {
  const kindOf = new Map<string, number>();
  plan.sampled.forEach((s, i) => {
    for (const p of s.prompts) kindOf.set(p.id, i);
  });
  const split: KeptOutcome[][] = plan.sampled.map(() => []);
  for (const o of outcomes) split[kindOf.get(o.request.promptId) ?? 0]?.push(o);
  return split;
}
