import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlEngine } from "../../src/contamination/sql-engine.js";
import {
  createTestSuiteEvaluator,
  suiteDumps,
  type TestSuiteEvaluator,
  type Verdict,
} from "../../src/contamination/test-suite-eval.js";
import type { SqlQuestion } from "../../src/contamination/text-to-sql-types.js";
import { RUNAWAY_QUERY } from "./sql-engine-fixture.js";
import {
  hasSpider,
  loadSpiderDev,
  STAFF_DATABASE,
  STAFF_GOLD,
  STAFF_QUESTIONS,
} from "./test-suite-eval-fixture.js";

type StaffQuestion = keyof typeof STAFF_GOLD;

/** Wrong answers that return the gold result on the original database only, each with why it is wrong. */
const WRONG: [StaffQuestion, string, string][] = [
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
const EQUIVALENT: [StaffQuestion, string, string][] = [
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

async function staffEvaluator(instances: number, seed: number | string = 1): Promise<TestSuiteEvaluator> {
  return createTestSuiteEvaluator([STAFF_DATABASE], STAFF_QUESTIONS, { instances, seed });
}

describe("test-suite accuracy on a schema of our own", () => {
  let single: TestSuiteEvaluator;
  let suite: TestSuiteEvaluator;
  beforeAll(async () => {
    single = await staffEvaluator(0);
    suite = await staffEvaluator(8);
  });
  afterAll(async () => {
    await single.close();
    await suite.close();
  });

  it.each(WRONG)(
    "%s: %s is called correct by execution accuracy but wrong by the suite (%s)",
    async (id, sql) => {
      expect(await single.score(id, sql)).toMatchObject({ correct: true, instances: 1 });
      expect(await suite.score(id, sql)).toMatchObject({
        correct: false,
        failure: "different-result",
        instances: 9,
      });
    },
  );

  it.each(EQUIVALENT)("%s: %s stays correct on every instance (%s)", async (id, sql) => {
    expect(await single.score(id, sql)).toEqual({ correct: true, instances: 1 });
    expect(await suite.score(id, sql)).toEqual({ correct: true, instances: 9 });
  });

  it("runs every gold query on the original and 8 random instances without a problem", () => {
    expect(suite.goldProblems).toEqual([]);
    expect(suite.stats()).toMatchObject({
      databases: 1,
      instances: 9,
      goldExecutions: 9 * STAFF_QUESTIONS.length,
    });
  });

  it("answers a repeated prediction from its cache, matched after trimming", async () => {
    const before = suite.stats();
    const first = await suite.score("older", "SELECT name FROM person WHERE age > 29");
    const again = await suite.score("older", "\n SELECT name FROM person WHERE age > 29 ");
    expect(again).toBe(first);
    const after = suite.stats();
    expect(after.cacheHits - before.cacheHits).toBe(1);
    expect(after.judged - before.judged).toBe(1);
  });
});

describe("failures of the predicted query", () => {
  let evaluator: TestSuiteEvaluator;
  beforeAll(async () => {
    evaluator = await createTestSuiteEvaluator([STAFF_DATABASE], STAFF_QUESTIONS, {
      instances: 2,
      seed: 1,
      // Long enough that a busy machine's fresh worker is not mistaken for a runaway query.
      timeoutMs: 1_000,
      maxRows: 50,
    });
  });
  afterAll(() => evaluator.close());

  const FAILING: [string, string][] = [
    ["syntax", "SELEC name FROM person"],
    ["runtime", "SELECT salary FROM person"],
    ["timeout", RUNAWAY_QUERY],
    [
      "too-many-rows",
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100) SELECT x FROM c",
    ],
    ["refused", "PRAGMA table_info(person)"],
    ["refused", "SELECT name FROM person; SELECT name FROM dept"],
    ["refused", "   "],
  ];

  it.each(FAILING)("scores a %s failure as wrong without throwing: %s", async (failure, sql) => {
    const verdict = await evaluator.score("older", sql);
    expect(verdict).toMatchObject({ correct: false, failure, instances: 3 });
    expect((verdict as { message?: string }).message).toBeTruthy();
  });

  it("scores the next answer normally after a timeout replaced the worker", async () => {
    // Another text than the one above, so the cache does not answer it.
    expect(await evaluator.score("older", `${RUNAWAY_QUERY} -- again`)).toMatchObject({ failure: "timeout" });
    expect(await evaluator.score("headcount", "SELECT count(person_id) FROM person")).toEqual({
      correct: true,
      instances: 3,
    });
  });

  it("rejects an unknown question id: the caller's mistake, not the model's", async () => {
    await expect(evaluator.score("nope", "SELECT 1")).rejects.toThrow(/no question nope/);
  });
});

describe("problems with our own data", () => {
  const broken: SqlQuestion = {
    ...(STAFF_QUESTIONS[0] as SqlQuestion),
    id: "broken",
    gold: "SELECT salary FROM person",
  };

  it("marks a question unscorable when its gold query fails on every instance, and lists each failure", async () => {
    const evaluator = await createTestSuiteEvaluator([STAFF_DATABASE], [...STAFF_QUESTIONS, broken], {
      instances: 2,
      seed: 1,
    });
    const verdict = await evaluator.score("broken", "SELECT salary FROM person");
    expect(verdict).toMatchObject({ correct: undefined, instances: 0 });
    expect((verdict as { unscorable?: string }).unscorable).toMatch(
      /fails on every instance.*no such column/,
    );
    expect(evaluator.goldProblems.filter((p) => p.questionId === "broken").map((p) => p.instance)).toEqual([
      "contents",
      "random 0",
      "random 1",
    ]);
    expect(await evaluator.score("older", STAFF_GOLD.older)).toEqual({ correct: true, instances: 3 });
    await evaluator.close();
  });

  it("drops contents that do not load, notes it, and scores on the random instances", async () => {
    const unloadable = { ...STAFF_DATABASE, contents: "INSERT INTO nowhere VALUES (1);" };
    const evaluator = await createTestSuiteEvaluator([unloadable], STAFF_QUESTIONS, {
      instances: 2,
      seed: 1,
    });
    expect(await evaluator.score("older", STAFF_GOLD.older)).toEqual({ correct: true, instances: 2 });
    expect(evaluator.goldProblems.filter((p) => p.questionId === undefined)).toEqual([
      {
        dbId: "staff",
        instance: "contents",
        message: expect.stringMatching(/left out of the suite.*no such table/),
      },
    ]);
    await evaluator.close();
  });

  it("with instances 0, a database whose contents do not load leaves its questions unscorable", async () => {
    const unloadable = { ...STAFF_DATABASE, contents: "INSERT INTO nowhere VALUES (1);" };
    const evaluator = await createTestSuiteEvaluator([unloadable], STAFF_QUESTIONS, {
      instances: 0,
      seed: 1,
    });
    expect(await evaluator.score("older", STAFF_GOLD.older)).toEqual({
      correct: undefined,
      unscorable: "the database's test suite has no instance",
      instances: 0,
    });
    await evaluator.close();
  });

  it("throws for configuration errors before running anything", async () => {
    const { contents: _, ...schemaOnly } = STAFF_DATABASE;
    await expect(
      createTestSuiteEvaluator([schemaOnly], STAFF_QUESTIONS, { instances: 0, seed: 1 }),
    ).rejects.toThrow(/has no contents/);
    await expect(createTestSuiteEvaluator([], STAFF_QUESTIONS, { instances: 2, seed: 1 })).rejects.toThrow(
      /not among the databases/,
    );
    await expect(
      createTestSuiteEvaluator([STAFF_DATABASE], [...STAFF_QUESTIONS, ...STAFF_QUESTIONS], {
        instances: 2,
        seed: 1,
      }),
    ).rejects.toThrow(/used twice/);
    await expect(createTestSuiteEvaluator([STAFF_DATABASE], [], { instances: -1, seed: 1 })).rejects.toThrow(
      RangeError,
    );
  });

  it("leaves a shared engine open, with the evaluator's databases unloaded", async () => {
    const engine = openSqlEngine({ timeoutMs: 2_000, maxRows: 1_000 });
    const evaluator = await createTestSuiteEvaluator(
      [STAFF_DATABASE],
      STAFF_QUESTIONS,
      { instances: 1, seed: 1 },
      engine,
    );
    expect(await evaluator.score("headcount", "SELECT count(*) FROM person")).toMatchObject({
      correct: true,
    });
    await evaluator.close();
    const own = await engine.load("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);");
    expect(await engine.run(own, "SELECT x FROM t")).toMatchObject({ ok: true, rows: [[7]] });
    await engine.close();
  });

  it("keeps only maxLoadedDatabases databases loaded, reloading an evicted one when asked again", async () => {
    const other = { ...STAFF_DATABASE, dbId: "staff2" };
    const otherQuestions = STAFF_QUESTIONS.map((q) => ({ ...q, id: `2:${q.id}`, dbId: "staff2" }));
    const evaluator = await createTestSuiteEvaluator(
      [STAFF_DATABASE, other],
      [...STAFF_QUESTIONS, ...otherQuestions],
      { instances: 2, seed: 1, maxLoadedDatabases: 1 },
    );
    for (const id of ["older", "2:older", "headcount", "2:headcount"]) {
      expect(await evaluator.score(id, "SELECT count(*) FROM person"), id).toMatchObject({ instances: 3 });
    }
    expect(evaluator.stats()).toMatchObject({ databases: 2, instances: 6 });
    await evaluator.close();
  });
});

describe("reproducibility", () => {
  const verdicts = async (seed: number): Promise<Verdict[]> => {
    const evaluator = await staffEvaluator(8, seed);
    const all = await Promise.all([...WRONG, ...EQUIVALENT].map(([id, sql]) => evaluator.score(id, sql)));
    await evaluator.close();
    return all;
  };

  it("builds the same instances, and gives the same verdicts, from the same seed", async () => {
    const options = { instances: 8, seed: 1 };
    expect(suiteDumps(STAFF_DATABASE, STAFF_QUESTIONS, options)).toEqual(
      suiteDumps(STAFF_DATABASE, STAFF_QUESTIONS, options),
    );
    expect(await verdicts(1)).toEqual(await verdicts(1));
  });

  it("builds other instances from another seed, on which true equivalents stay correct", async () => {
    const one = suiteDumps(STAFF_DATABASE, STAFF_QUESTIONS, { instances: 8, seed: 1 });
    const two = suiteDumps(STAFF_DATABASE, STAFF_QUESTIONS, { instances: 8, seed: 2 });
    expect(one[0]).toEqual(two[0]); // the original contents come first, whatever the seed
    expect(one.slice(1)).not.toEqual(two.slice(1));
    for (const seed of [2, 3]) {
      const equivalents = (await verdicts(seed)).slice(WRONG.length);
      expect(equivalents.every((v) => v.correct === true)).toBe(true);
    }
  });
});

/**
 * Hand-checked Spider dev questions, chosen by index (the gold SQL is read from dev.json at run time, never
 * copied): a paraphrase of the gold that is right on every database, and a subtly wrong variant. Spider ships
 * schemas only, so the suite is 8 random instances. Seed 1 is fixed: at K = 8 the wrong variants of 72, 918 and
 * 1008 slip through on some other seeds (the suite's power is a probability, measured in the report).
 */
const SPIDER_CASES: {
  index: number;
  db: string;
  hardness: string;
  right: string;
  whyRight: string;
  wrong: string;
  whyWrong: string;
}[] = [
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

describe.skipIf(!hasSpider())("test-suite accuracy on Spider dev", () => {
  const dev = hasSpider() ? loadSpiderDev() : { databases: [], questions: [] };
  let evaluator: TestSuiteEvaluator;
  beforeAll(async () => {
    evaluator = await createTestSuiteEvaluator(dev.databases, dev.questions, { instances: 8, seed: 1 });
  });
  afterAll(() => evaluator.close());

  it.each(SPIDER_CASES)(
    "dev[$index] ($hardness): the paraphrase is right ($whyRight), the variant wrong ($whyWrong)",
    async (c) => {
      const question = dev.questions[c.index] as SqlQuestion;
      expect([question.dbId, question.hardness]).toEqual([c.db, c.hardness]);
      expect(await evaluator.score(question.id, c.right)).toEqual({ correct: true, instances: 8 });
      expect(await evaluator.score(question.id, c.wrong)).toMatchObject({
        correct: false,
        failure: "different-result",
      });
    },
  );

  it("runs at least 95% of the 1,034 gold queries without error on 4 instances, each right against itself", async () => {
    const small = await createTestSuiteEvaluator(dev.databases, dev.questions, { instances: 4, seed: 1 });
    await small.prepare();
    const failing = new Set(
      small.goldProblems.filter((p) => p.instance !== undefined).map((p) => p.questionId),
    );
    const empty = small.goldProblems.filter(
      (p) => p.instance === undefined && p.questionId !== undefined,
    ).length;
    const clean = dev.questions.length - failing.size;
    console.log(
      `Spider dev gold queries without error on 4 instances: ${clean}/${dev.questions.length}; ` +
        `returning no rows on all 4: ${empty}; problems: ${JSON.stringify([...failing].slice(0, 5))}`,
    );
    expect(dev.questions.length).toBe(1034);
    expect(clean / dev.questions.length).toBeGreaterThanOrEqual(0.95);
    const verdicts = await Promise.all(dev.questions.map((q) => small.score(q.id, q.gold)));
    expect(verdicts.filter((v) => v.correct !== true)).toEqual([]);
    await small.close();
  });
});
