/**
 * Fixtures for the test-suite evaluator's tests and benchmark: a small schema of our own whose one original
 * database lets subtly wrong queries pass, and loaders for Spider dev (read at run time from the reference
 * directory, never copied) and for the fresh set.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readSpiderTables } from "../../src/contamination/spider-tables.js";
import { parseSqlDump } from "../../src/contamination/sql-dump.js";
import { hardnessOfQuery } from "../../src/contamination/sql-hardness.js";
import { renderSchema } from "../../src/contamination/sql-render.js";
import type { SqlDatabase, SqlQuestion, SqlSet } from "../../src/contamination/text-to-sql-types.js";

export const SPIDER_DIR = "/work/shared/reference/spider/evaluation_examples/examples";
export const FRESH_DIR = resolve(import.meta.dirname, "../../fixtures/text-to-sql/fresh");

export interface LoadedSet {
  databases: SqlDatabase[];
  questions: SqlQuestion[];
}

export const hasSpider = (): boolean => existsSync(resolve(SPIDER_DIR, "dev.json"));

interface RawQuestion {
  db_id: string;
  question: string;
  query: string;
}

function toQuestions(set: SqlSet, raw: readonly RawQuestion[], file: string): SqlQuestion[] {
  return raw.map((q, i) => ({
    id: `${set}:${q.db_id}:${i}`,
    dbId: q.db_id,
    question: q.question,
    gold: q.query,
    hardness: hardnessOfQuery(q.query).hardness,
    source: { file },
  }));
}

/** Spider dev: the schemas of tables.json rendered with their keys (no contents: Spider ships no data here). */
export function loadSpiderDev(): LoadedSet {
  const tablesFile = resolve(SPIDER_DIR, "tables.json");
  const devFile = resolve(SPIDER_DIR, "dev.json");
  const raw: RawQuestion[] = JSON.parse(readFileSync(devFile, "utf8"));
  const used = new Set(raw.map((q) => q.db_id));
  const { schemas } = readSpiderTables(readFileSync(tablesFile, "utf8"), tablesFile);
  const databases = schemas
    .filter((schema) => used.has(schema.database))
    .map((schema) => ({
      dbId: schema.database,
      dump: renderSchema(schema),
      schema,
      source: { file: tablesFile },
    }));
  return { databases, questions: toQuestions("public", raw, devFile) };
}

/** The fresh set: each dump is both what the model sees and, having INSERTs, the suite's original instance. */
export function loadFreshSet(): LoadedSet {
  const questionsFile = resolve(FRESH_DIR, "questions.jsonl");
  const raw: RawQuestion[] = readFileSync(questionsFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
  const databases = readdirSync(FRESH_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => {
      const path = resolve(FRESH_DIR, file);
      const dump = readFileSync(path, "utf8");
      const { schema } = parseSqlDump(dump, path);
      return { dbId: schema.database, dump, schema, contents: dump, source: { file: path } };
    });
  return { databases, questions: toQuestions("fresh", raw, questionsFile) };
}

/**
 * A small schema of our own, with one original database on which each subtly wrong query below returns the
 * gold result: nobody is 30, no email is NULL, no city repeats, one award, and one department is the largest.
 */
export const STAFF_DUMP = `
CREATE TABLE dept (
  dept_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT
);
CREATE TABLE person (
  person_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  age INTEGER,
  email TEXT,
  dept_id INTEGER,
  FOREIGN KEY (dept_id) REFERENCES dept (dept_id)
);
CREATE TABLE award (
  award_id INTEGER PRIMARY KEY,
  person_id INTEGER,
  year INTEGER,
  FOREIGN KEY (person_id) REFERENCES person (person_id)
);
INSERT INTO dept VALUES (1, 'Research', 'Lyon'), (2, 'Sales', 'Oslo');
INSERT INTO person VALUES
  (1, 'Ada', 25, 'ada@example.org', 1),
  (2, 'Bo', 35, 'bo@example.org', 2),
  (3, 'Cy', 42, 'cy@example.org', 1),
  (4, 'Di', 28, 'di@example.org', 1);
INSERT INTO award VALUES (1, 3, 2001);
`;

export const STAFF_DATABASE: SqlDatabase = {
  dbId: "staff",
  dump: STAFF_DUMP,
  schema: parseSqlDump(STAFF_DUMP, "staff.sql").schema,
  contents: STAFF_DUMP,
  source: { file: "staff.sql" },
};

/** Gold queries on the staff database, keyed by a short name used as the question id. */
export const STAFF_GOLD = {
  older: "SELECT name FROM person WHERE age > 30",
  olderThanFive: "SELECT name FROM person WHERE age > 5",
  headcount: "SELECT count(*) FROM person",
  cities: "SELECT DISTINCT city FROM dept",
  awardYears: "SELECT year FROM award ORDER BY year DESC",
  largestDept:
    "SELECT dept_id FROM person GROUP BY dept_id HAVING count(*) = (SELECT count(*) FROM person GROUP BY dept_id ORDER BY count(*) DESC LIMIT 1)",
  lyonStaff:
    "SELECT p.name, d.name FROM person AS p JOIN dept AS d ON p.dept_id = d.dept_id WHERE d.city = 'Lyon' AND p.age > 20",
} as const;

export const STAFF_QUESTIONS: SqlQuestion[] = Object.entries(STAFF_GOLD).map(([id, gold]) => ({
  id,
  dbId: "staff",
  question: id,
  gold,
  hardness: hardnessOfQuery(gold).hardness,
  source: { file: "staff" },
}));
