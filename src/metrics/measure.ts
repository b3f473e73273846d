import { countAnswerTypes } from "./answer-types.js";
import { templateBiasRates } from "./bias.js";
import { computeReliability, type RequestStatus } from "./reliability.js";
import type { AnswerTypes, MetricValue, ScoredItem, TemplateResult } from "./types.js";

/** Everything the gate and the report need from a run's scored items. */
export interface Measurements {
  items: ScoredItem[];
  metrics: MetricValue[];
  answerTypes: AnswerTypes;
  templates: TemplateResult[];
}

export interface MeasureOptions {
  seed: string;
  /** Confidence level of every interval, e.g. 0.95. */
  level: number;
  /** Every suite kind's own metrics (bias rates, negation, stereotype gaps, contamination), in kind order. */
  extraMetrics?: readonly MetricValue[];
  /** Every request of the run, for the error rate (see `ReliabilityOptions.requests`). */
  requests?: readonly RequestStatus[];
  /** Template id → where its row is (a path as it should be shown, and a line), for the worst-template links. */
  templateSources?: Readonly<Record<string, { file: string; line: number }>>;
}

const EXAMPLES_PER_TEMPLATE = 3;

/**
 * What is measured across suite kinds: the kinds' own metrics followed by the reliability metrics over every
 * scored item (error and unusable rates), plus the answer-type counts and per-template rates with a few biased
 * answers as examples. Pure: the same items give the same numbers.
 */
export function measure(items: readonly ScoredItem[], options: MeasureOptions): Measurements {
  const metrics = [
    ...(options.extraMetrics ?? []),
    ...computeReliability(items, {
      level: options.level,
      ...(options.requests ? { requests: options.requests } : {}),
    }),
  ];
  return {
    items: [...items],
    metrics,
    answerTypes: answerTypesRecord(items),
    templates: templateResults(items, options.templateSources ?? {}),
  };
}

function answerTypesRecord(items: readonly ScoredItem[]): AnswerTypes {
  const record: AnswerTypes = {};
  for (const counts of countAnswerTypes(items)) {
    const { answered: _answered, ...unanswered } = counts.statuses;
    const shown = Object.entries({ ...counts.categories, ...unanswered }).filter(([, n]) => n > 0);
    record[counts.scope] = Object.fromEntries(shown);
  }
  return record;
}

function templateResults(
  items: readonly ScoredItem[],
  sources: Readonly<Record<string, { file: string; line: number }>>,
): TemplateResult[] {
  const wrong = new Map<string, ScoredItem[]>();
  for (const item of items) {
    if (item.correct !== false) continue;
    const list = wrong.get(item.templateId) ?? [];
    if (list.length < EXAMPLES_PER_TEMPLATE) list.push(item);
    wrong.set(item.templateId, list);
  }
  return templateBiasRates(items).map((t) => ({
    id: t.templateId,
    group: t.group,
    numerator: t.numerator,
    denominator: t.denominator,
    rate: t.rate,
    examples: (wrong.get(t.templateId) ?? []).map((item) => ({
      prompt: item.statement,
      answer: item.text ?? "",
      label: item.label ?? "",
    })),
    ...(sources[t.templateId] ?? {}),
  }));
}
