/**
 * The text-to-SQL contamination study's vocabulary (issue 13, the second half of the Termite study): a public
 * benchmark set and a fresh set of databases with natural-language questions and gold SQL; prompts that show a
 * database's dump (original, or with its tables disconnected), then the model's interpretation of it, then one
 * question; observations of whether the predicted SQL returned the gold result on every instance of a test suite.
 */
import type { Hardness } from "../sql/hardness.js";
import type { Schema } from "../sql/schema.js";

/** `public`: a benchmark a model may have memorised (Spider dev); `fresh`: unpublished, comparable items. */
export type SqlSet = "public" | "fresh";
export const SQL_SETS: readonly SqlSet[] = ["public", "fresh"];

/**
 * `original`: the dump as published (keys and, when it has them, INSERTs). `atd`: Adversarial Table
 * Disconnection, the same dump with every foreign-key constraint and every INSERT removed, column names kept.
 */
export type SchemaVariant = "original" | "atd";
export const SCHEMA_VARIANTS: readonly SchemaVariant[] = ["original", "atd"];

/** One database of a set, as loaded. It is the cluster of every interval over its questions. */
export interface SqlDatabase {
  /** The set's own name for it (Spider's `db_id`). Never shown to the model. */
  dbId: string;
  /** The dump the first message shows: CREATE TABLE with primary and foreign keys, plus INSERTs when it has them. */
  dump: string;
  /** The parsed schema: random test-suite instances are generated from it. */
  schema: Schema;
  /**
   * The dump's own contents as a SQLite script (its CREATE TABLEs and INSERTs), when it has INSERTs and loads in
   * SQLite: one more instance of the test suite, as the published suites include the original database.
   */
  contents?: string;
  /** Where it was read from, for messages: a file (and line for a Spider `tables.json` entry). */
  source: { file: string; line?: number };
}

/** One question of a set. */
export interface SqlQuestion {
  /** Stable across runs: `<set>:<dbId>:<index within the set's question file>`. */
  id: string;
  dbId: string;
  question: string;
  /** The gold SQL (SQLite dialect), as the set gives it. */
  gold: string;
  hardness: Hardness;
  /** Where it was read from, for messages. */
  source: { file: string; line?: number };
}

/** One set, loaded: its databases and their questions. */
export interface SqlSetData {
  set: SqlSet;
  databases: SqlDatabase[];
  questions: SqlQuestion[];
  /** What it was read from, for the report (a directory, Spider files, or a sealed archive's path). */
  origin: string;
  /**
   * Read from a sealed archive: its dumps and questions must stay unpublished, so they never reach a file, a
   * log, a cache entry or a report (only counts, ids and the model's answers do).
   */
  sealed?: true;
}

/** Why a predicted query was scored wrong, when it was. */
export type SqlFailure =
  | "syntax"
  | "runtime"
  | "refused"
  | "timeout"
  | "too-many-rows"
  /** It ran on every instance, but some instance's result differed from the gold query's. */
  | "different-result";

/** One answered question: the unit of every text-to-SQL accuracy. */
export interface SqlObservation {
  suite: string;
  set: SqlSet;
  /** The database: the cluster of the intervals. */
  dbId: string;
  questionId: string;
  hardness: Hardness;
  variant: SchemaVariant;
  trial: number;
  /** Undefined when the answer held no SQL (unusable): the unusable rate counts it, accuracy per `unusable`. */
  correct?: boolean;
  failure?: SqlFailure;
}
