/**
 * Answers → observations: the SQL is read out of each answer and judged by test-suite accuracy on its database's
 * instances. Every set has its own evaluator (its own worker), closed before returning, so a predicted query that
 * runs away costs a worker and never the run.
 */
import type { KeptOutcome } from "../providers/types.js";
import type { DistinctConvention } from "../sql/official-form.js";
import { extractSql } from "./sql-answer.js";
import { createTestSuiteEvaluator, type SuiteProblem } from "./test-suite-eval.js";
import type { SqlQuestionPrompt, TextToSqlPlan } from "./text-to-sql-prompts.js";
import type { SqlObservation, SqlSet, SqlSetData } from "./text-to-sql-types.js";

export interface ScoreOptions {
  suite: string;
  /** Random instances per database (0: the database's own contents only). */
  instances: number;
  seed: string;
  /** DISTINCT stripped from gold and predicted queries before they run (the official default) or kept. */
  distinct: DistinctConvention;
}

export interface ScoredTextToSql {
  observations: SqlObservation[];
  /** Our data's problems found while scoring (a gold query that fails on an instance), not the model's. */
  goldProblems: SuiteProblem[];
  /** Questions the test suite could not judge at all (the gold query ran nowhere): left out of accuracy. */
  unscorable: number;
  /** Predicted queries executed × instances, and the milliseconds spent, for the log. */
  executions: number;
  engineMs: number;
}

export async function scoreTextToSql(
  plan: TextToSqlPlan,
  sets: Record<SqlSet, SqlSetData>,
  outcomes: readonly KeptOutcome[],
  options: ScoreOptions,
): Promise<ScoredTextToSql> {
  const promptOf = new Map(
    plan.prompts.filter((p): p is SqlQuestionPrompt => p.role === "question").map((p) => [p.id, p]),
  );
  const answered = outcomes.flatMap((o) => {
    const prompt = promptOf.get(o.request.promptId);
    return o.status === "answered" && prompt ? [{ prompt, trial: o.request.trial, text: o.answer.text }] : [];
  });
  const observations: SqlObservation[] = [];
  const goldProblems: SuiteProblem[] = [];
  let unscorable = 0;
  let executions = 0;
  let engineMs = 0;
  for (const set of ["public", "fresh"] as const) {
    const mine = answered.filter((a) => a.prompt.set === set);
    if (mine.length === 0) continue;
    const asked = new Set(mine.map((a) => a.prompt.questionId));
    const questions = plan.questions[set].filter((q) => asked.has(q.id));
    const dbIds = new Set(questions.map((q) => q.dbId));
    const evaluator = await createTestSuiteEvaluator(
      sets[set].databases.filter((db) => dbIds.has(db.dbId)),
      questions,
      {
        instances: options.instances,
        seed: `${options.seed}:${options.suite}:${set}`,
        distinct: options.distinct,
      },
    );
    try {
      for (const { prompt, trial, text } of mine) {
        const base = {
          suite: options.suite,
          set,
          dbId: prompt.dbId,
          questionId: prompt.questionId,
          hardness: prompt.hardness,
          variant: prompt.variant,
          trial,
        };
        const sql = extractSql(text);
        if (sql === undefined) {
          observations.push(base);
          continue;
        }
        const verdict = await evaluator.score(prompt.questionId, sql);
        if (verdict.correct === undefined) {
          unscorable++;
          continue;
        }
        observations.push({
          ...base,
          correct: verdict.correct,
          ...(verdict.failure ? { failure: verdict.failure } : {}),
        });
      }
      goldProblems.push(...evaluator.goldProblems);
      const stats = evaluator.stats();
      executions += stats.predictedExecutions;
      engineMs += stats.engineMs;
    } finally {
      await evaluator.close();
    }
  }
  return {
    observations: [...observations, ...sameAsOriginal(plan, observations)],
    goldProblems,
    unscorable,
    executions,
    engineMs,
  };
}

/**
 * A database whose ATD dump is its original (nothing to disconnect) was asked once: its ATD observations are its
 * original ones, so its questions still count in the ATD drop (with a drop of 0, which is what it is).
 */
function sameAsOriginal(plan: TextToSqlPlan, observations: readonly SqlObservation[]): SqlObservation[] {
  if (plan.unchangedByAtd.length === 0) return [];
  const unchanged = new Set(plan.unchangedByAtd.map((u) => `${u.set}\u0000${u.dbId}`));
  return observations
    .filter((o) => o.variant === "original" && unchanged.has(`${o.set}\u0000${o.dbId}`))
    .map((o) => ({ ...o, variant: "atd" as const }));
}
