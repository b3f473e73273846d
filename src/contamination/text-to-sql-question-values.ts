/**
 * The text-to-SQL study's unit, the question (its value the mean correctness of its scored trials; trials are
 * repeated measures, never extra n), and the cluster-robust estimators over question values that every
 * text-to-SQL metric uses (see text-to-sql-metrics.ts for the estimand). Pure.
 */

import type { Hardness } from "../sql/hardness.js";
import { type ClusterLinearResult, type ClusterScore, clusterLinearT } from "../stats/cluster-linear.js";
import type { Interval } from "../stats/interval.js";
import type { SqlObservation, SqlSet } from "./text-to-sql-types.js";

/** One question on one variant: its value is the mean correctness of its scored trials. */
export interface QuestionValue {
  id: string;
  set: SqlSet;
  dbId: string;
  hardness: Hardness;
  value: number;
  /** Scored trials behind `value`, and how many were correct. */
  scored: number;
  correct: number;
}

/**
 * CR2 rather than CR1: identical when databases hold equally many questions of each level (the G/(G − 1) factor
 * is then exactly CR2's leverage correction), and more honest when they do not: Spider dev's databases hold 4 to
 * 120 questions.
 */
const CORRECTION = "CR2";

/**
 * The scored questions of every set × variant (keyed `set NUL variant`), each sorted by id; unusable trials left
 * out, and questions without a scored trial too.
 */
export function questionValues(observations: readonly SqlObservation[]): Map<string, QuestionValue[]> {
  const byKey = new Map<string, QuestionValue>();
  for (const o of observations) {
    if (o.correct === undefined) continue;
    const key = `${o.set}\u0000${o.variant}\u0000${o.questionId}`;
    let q = byKey.get(key);
    if (!q) {
      q = {
        id: o.questionId,
        set: o.set,
        dbId: o.dbId,
        hardness: o.hardness,
        value: 0,
        scored: 0,
        correct: 0,
      };
      byKey.set(key, q);
    }
    q.scored += 1;
    if (o.correct) q.correct += 1;
  }
  const out = new Map<string, QuestionValue[]>();
  for (const [key, q] of [...byKey].sort(([a], [b]) => compare(a, b))) {
    q.value = q.correct / q.scored;
    const cell = key.slice(0, key.lastIndexOf("\u0000"));
    const list = out.get(cell) ?? [];
    list.push(q);
    out.set(cell, list);
  }
  return out;
}

/** Per question scored on both variants: y_orig − y_atd, on the original's record. */
export function paired(original: readonly QuestionValue[], atd: readonly QuestionValue[]): QuestionValue[] {
  const atdById = new Map(atd.map((q) => [q.id, q]));
  return original.flatMap((q) => {
    const other = atdById.get(q.id);
    return other ? [{ ...q, value: q.value - other.value }] : [];
  });
}

/**
 * Σ_s w_s·mean(values of stratum s), strata by `stratumOf`, with its CR2 variance over databases of the
 * linearised scores (w_s/n_s)·(y_i − ȳ_s) and the floor Σ_s w_s²·floor(values of s)/n_s. The units are questions
 * here, masks for the calibrated contamination delta: anything with a value and its database.
 */
export function standardised<Unit extends { dbId: string; value: number }>(
  questions: readonly Unit[],
  weights: ReadonlyMap<string, number>,
  stratumOf: (q: Unit) => string,
  floor: (values: readonly number[]) => number,
  level: number,
  range: readonly [number, number],
): ClusterLinearResult & { questions: number } {
  let estimate = 0;
  let floorVariance = 0;
  const scores: ClusterScore[] = [];
  let count = 0;
  for (const [stratum, weight] of weights) {
    const members = questions.filter((q) => stratumOf(q) === stratum);
    if (members.length === 0) continue;
    const values = members.map((q) => q.value);
    const mean = sum(values) / values.length;
    estimate += weight * mean;
    floorVariance += (weight ** 2 * floor(values)) / values.length;
    const blocks = new Map<string, { score: number; units: number }>();
    for (const q of members) {
      const block = blocks.get(q.dbId) ?? { score: 0, units: 0 };
      block.score += (weight / values.length) * (q.value - mean);
      block.units += 1;
      blocks.set(q.dbId, block);
    }
    for (const [cluster, b] of blocks)
      scores.push({ cluster, score: b.score, leverage: b.units / values.length });
    count += members.length;
  }
  return {
    ...clusterLinearT(estimate, scores, { level, range, floorVariance, correction: CORRECTION }),
    questions: count,
  };
}

/** Agresti–Caffo p̃(1 − p̃): one 0/1 answer's variance, never 0 when every question agrees. */
export function accuracyFloor(values: readonly number[]): number {
  const p = (sum(values) + 1) / (values.length + 2);
  return p * (1 - p);
}

/** A −1/0/1 paired difference's variance with half a pseudo-question at each end: p⁺ + p⁻ − (p⁺ − p⁻)². */
export function dropFloor(values: readonly number[]): number {
  const up = (sum(values.map((v) => Math.max(v, 0))) + 0.5) / (values.length + 1);
  const down = (sum(values.map((v) => Math.max(-v, 0))) + 0.5) / (values.length + 1);
  return up + down - (up - down) ** 2;
}

export function intervalOf(r: ClusterLinearResult, level: number, method: string): Interval | undefined {
  if (r.low === undefined || r.high === undefined) return undefined;
  return {
    ...{ low: r.low, high: r.high, level, method, df: r.df },
    ...{ sampling: "clusters" as const, clusterNoun: "databases" },
  };
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
