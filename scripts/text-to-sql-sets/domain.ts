/**
 * The shape of one generated text-to-SQL database (scripts/write-text-to-sql-sets.ts): two kinds of things and the
 * events that join them, each table with a name or a category and a couple of measures, and the words a question
 * uses for each table and column. The domains themselves are in domains-public.ts and domains-fresh.ts.
 */

/** A column the questions talk about: its SQL name, how a question says it, and the values it takes. */
export interface Column {
  name: string;
  /** As a question says it: "opening year", "hourly rate". */
  label: string;
  /** A text column's values (a category), or a number column's inclusive range (integers unless `real`). */
  values?: readonly string[];
  range?: readonly [number, number];
  real?: boolean;
}

/** A kind of thing with a name: a boat, a tutor, a stall. */
export interface Entity {
  table: string;
  /** "boat" / "boats", and the article-less phrase for "the name of": "name" or "title". */
  one: string;
  many: string;
  key: string;
  name: Column;
  category: Column;
  measures: readonly [Column, Column];
  /** The fresh set's rows get these names, in order (the public set has no rows). */
  names: readonly string[];
}

/** What happens between the two entities: a hire, a lesson, a delivery. Each row names one of each. */
export interface Event {
  table: string;
  one: string;
  many: string;
  key: string;
  /** A TEXT column of ISO dates (`YYYY-MM-DD`). */
  date: Column;
  category: Column;
  measure: Column;
}

export interface Domain {
  dbId: string;
  /** The dump's first comment line: what the database records. */
  about: string;
  a: Entity;
  b: Entity;
  event: Event;
}

/** A column with a category's values. */
export function category(name: string, label: string, values: readonly string[]): Column {
  return { name, label, values };
}

/** A column with a number range; `real` for amounts with decimals. */
export function measure(name: string, label: string, low: number, high: number, real = false): Column {
  return { name, label, range: [low, high], ...(real ? { real } : {}) };
}

/** The name column: `name` unless the thing has a title. */
export function named(label = "name", name = label): Column {
  return { name, label };
}

/** The year of the events' dates, so a year is always the set's. */
export function dated(name: string, label: string): Column {
  return { name, label };
}
