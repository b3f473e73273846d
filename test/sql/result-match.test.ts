import { afterAll, describe, expect, it } from "vitest";
import { literalsOf } from "../../src/sql/comparisons.js";
import { openSqlEngine, type SqlValue } from "../../src/sql/engine.js";
import { randomInstances } from "../../src/sql/instances.js";
import { hasOrderBy, type ResultRows, sameResult } from "../../src/sql/result-match.js";
import { createRng } from "../../src/stats/rng.js";
import { COMPANY } from "./instances-fixture.js";

/** The seeded streams the pipeline passes in: bias-gate's own generator. */
const seeded = (seed: number) => (stream: string) => createRng(seed, stream);

const result = (columns: string[], rows: SqlValue[][]): ResultRows => ({ columns, rows });
const BAG = { ordered: false };
const ORDERED = { ordered: true };

describe("sameResult", () => {
  const gold = result(
    ["a", "b"],
    [
      [1, "x"],
      [2, "y"],
      [2, "y"],
    ],
  );

  it("compares rows as a bag unless the gold orders them", () => {
    const shuffled = result(
      ["a", "b"],
      [
        [2, "y"],
        [1, "x"],
        [2, "y"],
      ],
    );
    expect(sameResult(gold, shuffled, BAG)).toBe(true);
    expect(sameResult(gold, shuffled, ORDERED)).toBe(false);
    expect(sameResult(gold, gold, ORDERED)).toBe(true);
  });

  it("counts duplicates", () => {
    const distinct = result(
      ["a", "b"],
      [
        [1, "x"],
        [2, "y"],
      ],
    );
    const otherDuplicate = result(
      ["a", "b"],
      [
        [1, "x"],
        [1, "x"],
        [2, "y"],
      ],
    );
    expect(sameResult(gold, distinct, BAG)).toBe(false);
    expect(sameResult(gold, otherDuplicate, BAG)).toBe(false);
  });

  it("matches columns by permutation and ignores their names, but not a permutation of one row's cells", () => {
    const swapped = result(
      ["bee", "ay"],
      [
        ["y", 2],
        ["x", 1],
        ["y", 2],
      ],
    );
    expect(sameResult(gold, swapped, BAG)).toBe(true);
    expect(sameResult(gold, swapped, ORDERED)).toBe(false);
    const square = result(
      ["p", "q"],
      [
        [1, 2],
        [3, 4],
      ],
    );
    // Each row's cells match some order, but no single column permutation fits every row.
    const mixed = result(
      ["p", "q"],
      [
        [2, 1],
        [3, 4],
      ],
    );
    expect(sameResult(square, mixed, BAG)).toBe(false);
    expect(sameResult(gold, result(["a"], [[1], [2], [2]]), BAG)).toBe(false);
  });

  it("only keeps the predicted column order past six columns", () => {
    const row = [1, 2, 3, 4, 5, 6, 7];
    const wide = result(["a", "b", "c", "d", "e", "f", "g"], [row]);
    const rotated = result(["b", "c", "d", "e", "f", "g", "a"], [[...row.slice(1), 1]]);
    expect(sameResult(wide, rotated, BAG)).toBe(false);
    const six = result(["a", "b", "c", "d", "e", "f"], [row.slice(0, 6)]);
    expect(sameResult(six, result(["f", "a", "b", "c", "d", "e"], [[6, 1, 2, 3, 4, 5]]), BAG)).toBe(true);
  });

  it("tolerates floating-point noise but not a different number, and keeps 1 apart from '1'", () => {
    const average = result(["avg"], [[0.3]]);
    expect(sameResult(average, result(["avg"], [[0.1 + 0.2]]), BAG)).toBe(true);
    expect(sameResult(average, result(["avg"], [[0.3001]]), BAG)).toBe(false);
    expect(sameResult(result(["n"], [[1]]), result(["n"], [["1"]]), BAG)).toBe(false);
    expect(sameResult(result(["n"], [[1]]), result(["n"], [[1.0]]), BAG)).toBe(true);
  });

  it("treats NULL as equal to NULL and to nothing else", () => {
    const withNull = result(["a", "b"], [[null, "x"]]);
    expect(sameResult(withNull, result(["a", "b"], [[null, "x"]]), BAG)).toBe(true);
    expect(sameResult(withNull, result(["a", "b"], [["", "x"]]), BAG)).toBe(false);
    expect(sameResult(withNull, result(["a", "b"], [[0, "x"]]), BAG)).toBe(false);
    expect(sameResult(withNull, result(["a", "b"], [["null", "x"]]), BAG)).toBe(false);
  });

  it("compares blobs by their bytes", () => {
    const blob = result(["b"], [[new Uint8Array([1, 2])]]);
    expect(sameResult(blob, result(["b"], [[new Uint8Array([1, 2])]]), BAG)).toBe(true);
    expect(sameResult(blob, result(["b"], [[new Uint8Array([1, 3])]]), BAG)).toBe(false);
  });

  it("lets two empty results agree whatever their columns, as the published script does", () => {
    expect(sameResult(result(["a"], []), result(["a", "b"], []), BAG)).toBe(true);
    expect(sameResult(result(["a"], []), result(["a"], [[1]]), BAG)).toBe(false);
  });
});

describe("hasOrderBy", () => {
  it("finds ORDER BY outside strings and comments", () => {
    expect(hasOrderBy("SELECT a FROM t ORDER  BY a DESC")).toBe(true);
    expect(hasOrderBy("select a from t order by a")).toBe(true);
    expect(hasOrderBy("SELECT 'order by' FROM t -- order by a")).toBe(false);
  });
});

describe("test-suite accuracy on random instances", () => {
  const engine = openSqlEngine({ timeoutMs: 2000, maxRows: 1000 });
  afterAll(() => engine.close());

  /** Per instance, whether the predicted query returns the gold query's result. */
  async function verdicts(gold: string, predicted: string): Promise<boolean[]> {
    const dumps = randomInstances(COMPANY, {
      count: 10,
      rowsPerTable: { min: 0, max: 8 },
      random: seeded(13),
      values: literalsOf(gold),
    });
    const out: boolean[] = [];
    for (const dump of dumps) {
      const db = await engine.load(dump);
      const [g, p] = [await engine.run(db, gold), await engine.run(db, predicted)];
      await engine.unload(db);
      if (!g.ok) throw new Error(`gold failed: ${g.message}`);
      out.push(p.ok && sameResult(g, p, { ordered: hasOrderBy(gold) }));
    }
    return out;
  }

  it("tells a subtly wrong query apart on at least one instance", async () => {
    const cases = [
      ["SELECT name FROM employee WHERE salary > 1000", "SELECT name FROM employee WHERE salary >= 1000"],
      ["SELECT DISTINCT dept_id FROM employee", "SELECT dept_id FROM employee"],
      [
        "SELECT e.name FROM employee AS e JOIN department AS d ON e.dept_id = d.dept_id",
        "SELECT e.name FROM employee AS e LEFT JOIN department AS d ON e.dept_id = d.dept_id",
      ],
      [
        "SELECT count(*) FROM employee WHERE name = 'Bob'",
        "SELECT count(*) FROM employee WHERE name LIKE '%Bob%'",
      ],
      [
        "SELECT name, salary FROM employee ORDER BY salary DESC",
        "SELECT name, salary FROM employee ORDER BY salary",
      ],
    ];
    for (const [gold, wrong] of cases) {
      expect(await verdicts(gold as string, wrong as string), wrong).toContain(false);
    }
  });

  it("accepts rewritten equivalents on every instance", async () => {
    const cases = [
      [
        "SELECT e.name FROM employee AS e JOIN department AS d ON e.dept_id = d.dept_id WHERE d.name = 'Sales'",
        "SELECT name FROM employee WHERE dept_id IN (SELECT dept_id FROM department WHERE name = 'Sales')",
      ],
      [
        "SELECT e.name, d.name FROM employee AS e JOIN department AS d ON e.dept_id = d.dept_id",
        "SELECT department.name, employee.name FROM department, employee WHERE employee.dept_id = department.dept_id",
      ],
      [
        "SELECT dept_id, avg(salary) FROM employee GROUP BY dept_id",
        "SELECT dept_id, sum(salary) * 1.0 / count(salary) FROM employee GROUP BY dept_id",
      ],
    ];
    for (const [gold, same] of cases) {
      expect(await verdicts(gold as string, same as string)).toEqual(Array(10).fill(true));
    }
  });
});
