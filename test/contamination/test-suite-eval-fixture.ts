/**
 * Fixtures for the test-suite evaluator's tests and benchmark: a small schema of our own whose one original
 * database lets subtly wrong queries pass, and loaders for Spider dev (read at run time from the reference
 * directory, never copied) and for the fresh set.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createTestSuiteEvaluator } from "../../src/contamination/test-suite-eval.js";
import type { SqlDatabase, SqlQuestion, SqlSet } from "../../src/contamination/text-to-sql-types.js";
import { parseSqlDump } from "../../src/sql/dump.js";
import { hardnessOfQuery } from "../../src/sql/hardness.js";
import { renderSchema } from "../../src/sql/render.js";
import { readSpiderTables } from "../../src/sql/spider-tables.js";
import { SPIDER } from "../reference.js";

export const SPIDER_DIR = SPIDER.dir;
export const FRESH_DIR = resolve(import.meta.dirname, "../../fixtures/text-to-sql/fresh");

export interface LoadedSet {
  databases: SqlDatabase[];
  questions: SqlQuestion[];
}

export const hasSpider = (): boolean => SPIDER.present;

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

export type StaffQuestion = keyof typeof STAFF_GOLD;

/** Wrong answers that return the gold result on the original database only, each with why it is wrong. */
export const STAFF_WRONG: [StaffQuestion, string, string][] = [
  ["older", "SELECT name FROM person WHERE age >= 30", "adds the 30-year-olds; nobody is 30 in the original"],
  [
    "headcount",
    "SELECT count(email) FROM person",
    "skips people without an email; none lacks one originally",
  ],
  ["cities", "SELECT city FROM dept", "repeats a city shared by departments; none is shared originally"],
  ["awardYears", "SELECT year FROM award ORDER BY year", "ascending; the original has a single award"],
  [
    "largestDept",
    "SELECT dept_id FROM person GROUP BY dept_id ORDER BY count(*) DESC LIMIT 1",
    "one of several departments tied for the most people; no tie originally",
  ],
];

/** Answers equivalent to the gold query on every database, each with why. */
export const STAFF_EQUIVALENT: [StaffQuestion, string, string][] = [
  ["olderThanFive", "SELECT name FROM person WHERE age >= 6", "age holds integers only: > 5 is >= 6"],
  [
    "lyonStaff",
    "SELECT d.name, p.name FROM person AS p JOIN dept AS d ON p.dept_id = d.dept_id WHERE d.city = 'Lyon' AND p.age > 20",
    "columns swapped: results are compared up to column order",
  ],
  [
    "lyonStaff",
    "SELECT p.name, d.name FROM person AS p JOIN dept AS d ON p.dept_id = d.dept_id WHERE p.age > 20 AND d.city = 'Lyon'",
    "conjuncts swapped",
  ],
  [
    "lyonStaff",
    "SELECT who.name, unit.name FROM person AS who JOIN dept AS unit ON who.dept_id = unit.dept_id WHERE unit.city = 'Lyon' AND who.age > 20",
    "aliases renamed",
  ],
  [
    "lyonStaff",
    "SELECT p.name, d.name FROM person p, dept d WHERE p.dept_id = d.dept_id AND d.city = 'Lyon' AND p.age > 20",
    "comma join with the join condition in WHERE",
  ],
  ["older", "  SELECT name FROM person WHERE age > 30 ;  ", "the gold itself, spaced and with a semicolon"],
];

export interface SpiderCase {
  /** Index of the question in dev.json. */
  index: number;
  db: string;
  hardness: string;
  right: string;
  whyRight: string;
  wrong: string;
  whyWrong: string;
}

/**
 * Hand-checked Spider dev questions, chosen by index (the gold SQL is read from dev.json at run time, never
 * copied): a paraphrase of the gold that is right on every database, and a subtly wrong variant. Spider ships
 * schemas only, so the suite is 8 random instances. Seed 1 is fixed; over seeds 1–20 at K = 8 every wrong
 * variant here is caught on every seed (the suite's power is a probability: `measureCatchRates`).
 */
export const SPIDER_CASES: SpiderCase[] = [
  {
    index: 9,
    db: "concert_singer",
    hardness: "easy",
    right: "SELECT country FROM singer WHERE age > 20 GROUP BY country",
    whyRight: "GROUP BY on the one selected column is DISTINCT (one NULL group, like DISTINCT's one NULL)",
    wrong: "SELECT country FROM singer WHERE age > 20",
    whyWrong: "DISTINCT dropped: a country of two singers is listed twice",
  },
  {
    index: 45,
    db: "pets_1",
    hardness: "easy",
    right: "SELECT count(petid) FROM pets WHERE NOT weight <= 10",
    whyRight: "petid is the key, never NULL; NOT (w <= 10) is w > 10, and NULL weights stay out either way",
    wrong: "SELECT count(*) FROM pets WHERE weight >= 10",
    whyWrong: "counts pets weighing exactly 10",
  },
  {
    index: 261,
    db: "employee_hire_evaluation",
    hardness: "easy",
    right: "SELECT e.name FROM employee AS e ORDER BY e.age ASC",
    whyRight: "alias and explicit ASC; the same plan, so ties keep the same order",
    wrong: "SELECT name FROM employee ORDER BY age DESC",
    whyWrong: "the order is reversed, and the gold orders",
  },
  {
    index: 306,
    db: "cre_Doc_Template_Mgt",
    hardness: "easy",
    right: "SELECT count(*) FROM (SELECT DISTINCT template_id FROM documents WHERE template_id IS NOT NULL)",
    whyRight: "count(DISTINCT x) ignores NULLs: distinct non-NULL values, counted",
    wrong: "SELECT count(template_id) FROM documents",
    whyWrong: "counts a template used by two documents twice",
  },
  {
    index: 72,
    db: "pets_1",
    hardness: "medium",
    right: "SELECT pettype, max(pet_age), avg(pet_age) FROM pets GROUP BY 1",
    whyRight: "columns permuted, GROUP BY by position",
    wrong: "SELECT avg(pet_age), max(pet_age), pettype FROM pets WHERE pet_age IS NOT NULL GROUP BY pettype",
    whyWrong: "a type whose ages are all NULL loses its row (the gold keeps it with NULL aggregates)",
  },
  {
    index: 963,
    db: "dog_kennels",
    hardness: "medium",
    right: "SELECT email_address FROM professionals WHERE state IN ('Wisconsin', 'Hawaii')",
    whyRight: "IN is the disjunction of equalities, in any order",
    wrong: "SELECT email_address FROM professionals WHERE state LIKE 'Hawaii' OR state LIKE 'Wisconsin'",
    whyWrong: "SQLite's LIKE ignores case: 'HAWAII' matches",
  },
  {
    index: 1008,
    db: "singer",
    hardness: "medium",
    right: "SELECT name FROM singer WHERE birth_year IN (1949, 1948)",
    whyRight: "IN for the two equalities",
    wrong: "SELECT name FROM singer WHERE birth_year BETWEEN 1948 AND 1949",
    whyWrong: "the column is numeric, not integer: 1948.5 lies between",
  },
  {
    index: 396,
    db: "course_teach",
    hardness: "hard",
    right:
      "SELECT t.hometown FROM teacher AS t GROUP BY t.hometown ORDER BY count(t.teacher_id) DESC LIMIT 1",
    whyRight: "count of the key equals count(*); aliases only",
    wrong: "SELECT hometown FROM teacher GROUP BY hometown ORDER BY count(*) LIMIT 1",
    whyWrong: "DESC forgotten: the least common hometown",
  },
  {
    index: 684,
    db: "poker_player",
    hardness: "hard",
    right:
      "SELECT p.name FROM people AS p WHERE p.people_id NOT IN (SELECT pp.people_id FROM poker_player AS pp)",
    whyRight: "aliases only",
    wrong:
      "SELECT p.name FROM people AS p LEFT JOIN poker_player AS pp ON pp.people_id = p.people_id WHERE pp.people_id IS NULL",
    whyWrong: "an anti-join is not NOT IN: a NULL people_id among the players makes the gold select nobody",
  },
  {
    index: 918,
    db: "dog_kennels",
    hardness: "hard",
    right: "SELECT state FROM professionals INTERSECT SELECT state FROM owners",
    whyRight: "INTERSECT commutes",
    wrong: "SELECT state FROM owners WHERE state IN (SELECT state FROM professionals)",
    whyWrong: "keeps duplicates, and drops the NULL state that INTERSECT treats as shared",
  },
  {
    index: 1026,
    db: "singer",
    hardness: "hard",
    right: "SELECT s.name FROM singer AS s WHERE s.singer_id NOT IN (SELECT t.singer_id FROM song AS t)",
    whyRight: "aliases only",
    wrong:
      "SELECT name FROM singer EXCEPT SELECT s.name FROM singer AS s JOIN song AS t ON s.singer_id = t.singer_id",
    whyWrong: "by name rather than id: namesakes merge, and EXCEPT removes duplicates",
  },
  {
    index: 945,
    db: "dog_kennels",
    hardness: "extra",
    right:
      "SELECT DISTINCT p.last_name, p.first_name FROM professionals AS p, treatments AS t WHERE t.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatments)",
    whyRight: "the gold's JOIN has no ON: a cross join, as the comma; columns permuted",
    wrong:
      "SELECT T1.first_name, T1.last_name FROM professionals AS T1 JOIN treatments AS T2 WHERE cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatments)",
    whyWrong: "DISTINCT dropped: one row per cheap treatment",
  },
  {
    index: 954,
    db: "dog_kennels",
    hardness: "extra",
    right:
      "SELECT d.name, t.date_of_treatment FROM treatments AS t JOIN dogs AS d ON t.dog_id = d.dog_id WHERE d.breed_code = (SELECT breed_code FROM dogs GROUP BY breed_code ORDER BY count(*) ASC LIMIT 1)",
    whyRight: "join written the other way round, aliases renamed; the subquery is the gold's",
    wrong:
      "SELECT d.name, t.date_of_treatment FROM treatments AS t JOIN dogs AS d ON t.dog_id = d.dog_id WHERE d.breed_code = (SELECT breed_code FROM dogs GROUP BY breed_code ORDER BY count(*) DESC LIMIT 1)",
    whyWrong: "the most common breed rather than the rarest",
  },
];

/**
 * Subtly wrong variants that few random instances catch, made at run time from the gold query by one
 * replacement (so no Spider text is copied): measured over seeds, never asserted per seed.
 */
export const SPIDER_HARD_CASES: { index: number; db: string; from: RegExp; to: string; whyWrong: string }[] =
  [
    {
      index: 171,
      db: "car_1",
      from: /weight\s*<\s*3500/,
      to: "weight <= 3500",
      whyWrong: "a car of exactly 3500 at the end of a four-table join",
    },
    {
      index: 774,
      db: "world_1",
      from: /population\s*<\s*\(/i,
      to: "population <= (",
      whyWrong: "a country as populous as the other continent's largest",
    },
    {
      index: 768,
      db: "world_1",
      from: /\s+AND\s+T2\.IsOfficial\s*=\s*"T"/,
      to: "",
      whyWrong: "the official-language filter dropped",
    },
    {
      index: 533,
      db: "student_transcripts_tracking",
      from: /GROUP BY T1\.student_id/,
      to: "GROUP BY T1.first_name",
      whyWrong: "students sharing a first name are merged",
    },
  ];

/** How often each wrong variant was caught, and each right one wrongly rejected, over `seeds`. */
export interface CatchRate {
  label: string;
  caught: number;
  /** Seeds on which the case's right answer (when it has one) was not scored correct: must stay 0. */
  rightRejected: number;
  seeds: number;
}

/** Scores the hand-checked wrong (and right) answers on suites of `instances` random instances per seed. */
export async function measureCatchRates(
  dev: LoadedSet,
  instances: number,
  seeds: readonly (number | string)[],
): Promise<CatchRate[]> {
  const cases = [
    ...SPIDER_CASES.map((c) => ({
      label: `dev[${c.index}]`,
      index: c.index,
      right: c.right,
      wrong: c.wrong,
    })),
    ...SPIDER_HARD_CASES.map((c) => {
      const gold = (dev.questions[c.index] as SqlQuestion).gold;
      if (!c.from.test(gold)) throw new Error(`dev[${c.index}]: ${c.from} does not occur in the gold query`);
      return {
        label: `dev[${c.index}] hard`,
        index: c.index,
        right: gold,
        wrong: gold.replace(c.from, c.to),
      };
    }),
  ];
  const dbs = new Set(cases.map((c) => (dev.questions[c.index] as SqlQuestion).dbId));
  const databases = dev.databases.filter((db) => dbs.has(db.dbId));
  const questions = dev.questions.filter((q) => dbs.has(q.dbId));
  const rates = [
    ...cases.map((c) => ({ label: c.label, caught: 0, rightRejected: 0, seeds: seeds.length })),
    ...STAFF_WRONG.map(([id, sql]) => ({
      label: `staff ${id}: ${sql}`,
      caught: 0,
      rightRejected: 0,
      seeds: seeds.length,
    })),
    { label: "staff: every equivalent answer", caught: 0, rightRejected: 0, seeds: seeds.length },
  ];
  for (const seed of seeds) {
    // DISTINCT kept (`--keep_distinct`): the power to tell queries apart, DISTINCT-only differences included.
    const spider = await createTestSuiteEvaluator(databases, questions, {
      instances,
      seed,
      distinct: "keep",
    });
    for (const [i, c] of cases.entries()) {
      const id = (dev.questions[c.index] as SqlQuestion).id;
      const rate = rates[i] as CatchRate;
      if ((await spider.score(id, c.wrong)).correct === false) rate.caught++;
      if ((await spider.score(id, c.right)).correct !== true) rate.rightRejected++;
    }
    await spider.close();
    // Our own schema without its original contents: the random instances alone must catch these.
    const { contents: _, ...schemaOnly } = STAFF_DATABASE;
    const staff = await createTestSuiteEvaluator([schemaOnly], STAFF_QUESTIONS, {
      instances,
      seed,
      distinct: "keep",
    });
    for (const [i, [id, sql]] of STAFF_WRONG.entries()) {
      if ((await staff.score(id, sql)).correct === false) (rates[cases.length + i] as CatchRate).caught++;
    }
    if (
      !(await Promise.all(STAFF_EQUIVALENT.map(([id, sql]) => staff.score(id, sql)))).every((v) => v.correct)
    )
      (rates.at(-1) as CatchRate).rightRejected++;
    await staff.close();
  }
  return rates;
}
