import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestSuiteEvaluator,
  suiteDumps,
  type TestSuiteEvaluator,
  type Verdict,
} from "../../src/contamination/test-suite-eval.js";
import type { SqlQuestion } from "../../src/contamination/text-to-sql-types.js";
import { openSqlEngine } from "../../src/sql/engine.js";
import { SPIDER } from "../reference.js";
import { RUNAWAY_QUERY } from "../sql/engine-fixture.js";
import {
  STAFF_EQUIVALENT as EQUIVALENT,
  hasSpider,
  loadSpiderDev,
  SPIDER_CASES,
  STAFF_DATABASE,
  STAFF_GOLD,
  STAFF_QUESTIONS,
  STAFF_WRONG as WRONG,
} from "./test-suite-eval-fixture.js";

/**
 * DISTINCT kept (`--keep_distinct`): these tests measure what a suite can tell apart, and some hand-checked wrong
 * answers differ from their gold by DISTINCT alone, which the default convention forgives (see below).
 */
async function staffEvaluator(instances: number, seed: number | string = 1): Promise<TestSuiteEvaluator> {
  return createTestSuiteEvaluator([STAFF_DATABASE], STAFF_QUESTIONS, { instances, seed, distinct: "keep" });
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

describe("DISTINCT conventions: stripped from gold and prediction by default, as test-suite-sql-eval", () => {
  const extra = (id: string, gold: string): SqlQuestion => ({
    ...{ id, dbId: "staff", question: id, gold, hardness: "medium" },
    source: { file: "staff" },
  });
  const questions = [
    ...STAFF_QUESTIONS,
    extra("cityCount", "SELECT count(DISTINCT city) FROM dept"),
    extra("citiesCounted", "SELECT count(*) FROM (SELECT DISTINCT city FROM dept)"),
  ];
  const { contents: _, ...schemaOnly } = STAFF_DATABASE;
  let strip: TestSuiteEvaluator;
  let keep: TestSuiteEvaluator;
  beforeAll(async () => {
    strip = await createTestSuiteEvaluator([schemaOnly], questions, { instances: 8, seed: 1 });
    keep = await createTestSuiteEvaluator([schemaOnly], questions, {
      instances: 8,
      seed: 1,
      distinct: "keep",
    });
  });
  afterAll(async () => {
    await strip.close();
    await keep.close();
  });

  it.each([
    ["cities", "SELECT city FROM dept", "the outer SELECT DISTINCT"],
    [
      "cityCount",
      "SELECT count(city) FROM dept",
      "COUNT(DISTINCT x) read as COUNT(x), as the official script does",
    ],
    ["citiesCounted", "SELECT count(*) FROM (SELECT city FROM dept)", "a subquery's SELECT DISTINCT"],
    ["older", "SELECT DISTINCT name FROM person WHERE age > 30", "DISTINCT added to a gold without it"],
  ])("%s: %s is right by default and wrong with distinct: keep (%s)", async (id, sql) => {
    expect(await strip.score(id, sql)).toEqual({ correct: true, instances: 8 });
    expect(await keep.score(id, sql)).toMatchObject({ correct: false, failure: "different-result" });
  });

  it("still tells apart what DISTINCT does not explain", async () => {
    expect(await strip.score("cities", "SELECT name FROM dept")).toMatchObject({ correct: false });
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

SPIDER.describe("test-suite accuracy on Spider dev", () => {
  const dev = hasSpider() ? loadSpiderDev() : { databases: [], questions: [] };
  let evaluator: TestSuiteEvaluator;
  beforeAll(async () => {
    // DISTINCT kept: some hand-checked wrong variants drop only a DISTINCT (see staffEvaluator).
    evaluator = await createTestSuiteEvaluator(dev.databases, dev.questions, {
      instances: 8,
      seed: 1,
      distinct: "keep",
    });
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

  it("leaves at most 3% of the 1,034 gold queries returning no rows on all 8 instances", async () => {
    await evaluator.prepare();
    const empty = evaluator.goldProblems.filter(
      (p) => p.instance === undefined && p.questionId !== undefined,
    );
    console.log(
      `Spider dev gold queries returning no rows on all 8 instances (seed 1): ${empty.length}/1034`,
    );
    expect(dev.questions.length).toBe(1034);
    expect(empty.length).toBeLessThanOrEqual(Math.floor(0.03 * dev.questions.length));
  });

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
