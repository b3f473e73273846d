/**
 * The text-to-SQL study's prompts, as published (Termite): one conversation per question, zero-shot. The first
 * message is the database's dump; the model's own reply to that dump (its interpretation, asked once per database
 * and schema variant) is the second; the third asks for the question in SQL. Nothing names the database: its id
 * (Spider's `pets_1`) would itself be a hint. Pure.
 */

import { conversationKey, type KeyEntry } from "../sampling/answer-key.js";
import type { ConversationTurn, SuitePrompt } from "../sampling/suite-prompt.js";
import { disconnectTables } from "../sql/atd.js";
import type { Hardness } from "../sql/hardness.js";
import { createRng } from "../stats/rng.js";
import type { SchemaVariant, SqlDatabase, SqlQuestion, SqlSet, SqlSetData } from "./text-to-sql-types.js";

/** The published instruction, word for word, followed by the question on the next line. */
export const TRANSLATE_INSTRUCTION = "Translate in SQL the following query. Answer using only SQL.";

/** Output room for a query (long joins with aliases) and for an interpretation (a paragraph per table). */
const QUERY_OUTPUT_TOKENS = 400;
const INTERPRETATION_OUTPUT_TOKENS = 800;
/** A real model's interpretation of a dump: a paragraph or so, for `plan`'s estimate. */
const TYPICAL_INTERPRETATION_TOKENS = 250;
/** Framing around an answered query (a fence, a `;`, "Here is the query:"). */
const QUERY_FRAMING_TOKENS = 3;

/** A database's dump in one schema variant: the first message of its conversations. */
export interface DumpVariant {
  suite: string;
  /** From a sealed set: the prompts' text must not be stored anywhere. */
  sealed: boolean;
  set: SqlSet;
  dbId: string;
  variant: SchemaVariant;
  dump: string;
  /** The prompt asking for the model's interpretation of this dump. */
  interpretationId: string;
  /** Its expected length, as input and as output (`plan`). */
  interpretationTokens: { asInput: number; asOutput: number };
}

/** A question asked on one schema variant of its database. */
export interface SqlQuestionPrompt extends SuitePrompt {
  role: "question";
  set: SqlSet;
  dbId: string;
  questionId: string;
  hardness: Hardness;
  variant: SchemaVariant;
  gold: string;
}

/** The request for a dump's interpretation. */
export interface SqlInterpretationPrompt extends SuitePrompt {
  role: "interpretation";
  set: SqlSet;
  dbId: string;
  variant: SchemaVariant;
}

export type TextToSqlPrompt = SqlQuestionPrompt | SqlInterpretationPrompt;

export interface TextToSqlPlan {
  prompts: TextToSqlPrompt[];
  /**
   * ATD variants never asked because disconnecting changed nothing (a dump without foreign keys or rows): the
   * conversation would be the original's, paid for twice. Their ATD answers are the original's.
   */
  unchangedByAtd: { set: SqlSet; dbId: string }[];
  /** The questions drawn per set (all of them without `perDatabase`). */
  questions: Record<SqlSet, SqlQuestion[]>;
}

export interface PlanOptions {
  suite: string;
  seed: string;
  variants: readonly SchemaVariant[];
  /** Questions per database, drawn from the seed; all when absent. */
  perDatabase?: number;
  /**
   * The length of the interpretation the endpoint will give for a dump with these tables, in tokens as input
   * (replayed in each question's conversation) and as output, for `plan`'s estimate; a real model's paragraph
   * when absent. The simulator's own description is much shorter, and plan must equal run on it too.
   */
  interpretationTokens?: (tables: readonly string[]) => { asInput: number; asOutput: number };
}

/**
 * Every prompt of one suite: per set, database and variant an interpretation request, then each drawn question
 * in a conversation replaying it. Interpretations come first in the list, so they are sent first.
 */
export function planTextToSql(sets: Record<SqlSet, SqlSetData>, options: PlanOptions): TextToSqlPlan {
  const interpretations: SqlInterpretationPrompt[] = [];
  const questions: SqlQuestionPrompt[] = [];
  const unchangedByAtd: { set: SqlSet; dbId: string }[] = [];
  const drawn: Record<SqlSet, SqlQuestion[]> = { public: [], fresh: [] };
  for (const set of ["public", "fresh"] as const) {
    const data = sets[set];
    drawn[set] = drawQuestions(data, options, set);
    const byDb = groupBy(drawn[set], (q) => q.dbId);
    for (const db of data.databases) {
      const asked = byDb.get(db.dbId);
      if (!asked) continue;
      for (const variant of options.variants) {
        const dump = variant === "original" ? db.dump : disconnectTables(db.dump);
        if (variant === "atd" && dump === db.dump) {
          unchangedByAtd.push({ set, dbId: db.dbId });
          continue;
        }
        const tables = db.schema.tables.map((t) => t.name);
        const length = options.interpretationTokens?.(tables) ?? {
          asInput: TYPICAL_INTERPRETATION_TOKENS,
          asOutput: TYPICAL_INTERPRETATION_TOKENS,
        };
        const shown: DumpVariant = {
          suite: options.suite,
          sealed: data.sealed === true,
          set,
          dbId: db.dbId,
          variant,
          dump,
          interpretationId: `${options.suite}:${set}:${db.dbId}:${variant}:interpretation`,
          interpretationTokens: length,
        };
        interpretations.push(interpretationPrompt(shown));
        for (const q of asked) questions.push(questionPrompt(shown, q));
      }
    }
  }
  return { prompts: [...interpretations, ...questions], unchangedByAtd, questions: drawn };
}

/** The user message that asks one question. */
export function questionMessage(question: string): string {
  return `${TRANSLATE_INSTRUCTION}\n${question}`;
}

function interpretationPrompt(shown: DumpVariant): SqlInterpretationPrompt {
  return {
    role: "interpretation",
    id: shown.interpretationId,
    suite: shown.suite,
    set: shown.set,
    dbId: shown.dbId,
    variant: shown.variant,
    question: shown.dump,
    minOutputTokens: INTERPRETATION_OUTPUT_TOKENS,
    expectedOutputTokens: shown.interpretationTokens.asOutput,
    planRow: "interpretations",
    ...(shown.sealed ? { sealed: true as const } : {}),
  };
}

function questionPrompt(shown: DumpVariant, q: SqlQuestion): SqlQuestionPrompt {
  const conversation: ConversationTurn[] = [
    { role: "user", content: shown.dump },
    {
      role: "assistant",
      answerOf: shown.interpretationId,
      expectedTokens: shown.interpretationTokens.asInput,
    },
  ];
  return {
    role: "question",
    id: `${shown.suite}:${q.id}:${shown.variant}`,
    suite: shown.suite,
    set: shown.set,
    dbId: q.dbId,
    questionId: q.id,
    hardness: q.hardness,
    variant: shown.variant,
    gold: q.gold,
    question: questionMessage(q.question),
    conversation,
    minOutputTokens: QUERY_OUTPUT_TOKENS,
    // A right answer is the gold query; a wrong one is usually about as long.
    expectedOutputTokens: sqlTokens(q.gold) + QUERY_FRAMING_TOKENS,
    planRow: `${shown.set} ${shown.variant === "atd" ? "ATD" : "original"}`,
    ...(shown.sealed ? { sealed: true as const } : {}),
  };
}

/** A seeded draw of `perDatabase` questions from each database, in the set's order; all without it. */
function drawQuestions(data: SqlSetData, options: PlanOptions, set: SqlSet): SqlQuestion[] {
  if (options.perDatabase === undefined) return data.questions;
  const keep = new Set<string>();
  for (const [dbId, qs] of groupBy(data.questions, (q) => q.dbId)) {
    const rng = createRng(options.seed, `text-to-sql:${options.suite}:${set}:${dbId}`);
    const order = qs.map((q) => q.id);
    // Fisher–Yates: the first `perDatabase` of a seeded shuffle.
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.nextBelow(i + 1);
      [order[i], order[j]] = [order[j] as string, order[i] as string];
    }
    for (const id of order.slice(0, options.perDatabase)) keep.add(id);
  }
  return data.questions.filter((q) => keep.has(q.id));
}

/**
 * What the simulator may plant for these prompts: a dump is described, a question answered with its gold query
 * or a wrong one at the profile's accuracy for its set, hardness and variant.
 */
export function textToSqlKey(
  plan: TextToSqlPlan,
  databases: Record<SqlSet, readonly SqlDatabase[]>,
): [string, KeyEntry][] {
  const schemaOf = new Map(
    (["public", "fresh"] as const).flatMap((set) =>
      databases[set].map((db) => [`${set}\u0000${db.dbId}`, db.schema] as const),
    ),
  );
  const entries: [string, KeyEntry][] = [];
  for (const p of plan.prompts) {
    const schema = schemaOf.get(`${p.set}\u0000${p.dbId}`);
    const tables = schema?.tables ?? [];
    if (p.role === "interpretation") {
      entries.push([p.question, { kind: "sql-dump", tables: tables.map((t) => t.name) }]);
      continue;
    }
    const dump = p.conversation?.[0];
    if (dump?.role !== "user") continue;
    entries.push([
      conversationKey([dump.content, p.question]),
      {
        kind: "sql",
        set: p.set,
        hardness: p.hardness,
        variant: p.variant,
        gold: p.gold,
        questionKey: `${p.suite}:${p.questionId}`,
        cluster: `${p.set}:${p.dbId}`,
        columns: [...new Set(tables.flatMap((t) => t.columns.map((c) => c.name)))],
      },
    ]);
  }
  return entries;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Word and punctuation tokens of a query: what a tokenizer makes of SQL, roughly. */
function sqlTokens(sql: string): number {
  return sql.match(/[\p{L}\p{N}_']+|[^\s\p{L}\p{N}_']/gu)?.length ?? 0;
}
