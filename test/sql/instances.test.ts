import { afterAll, describe, expect, it } from "vitest";
import { comparedColumns, comparedLiterals, literalsOf } from "../../src/sql/comparisons.js";
import { openSqlEngine } from "../../src/sql/engine.js";
import { type CellValue, valueKind } from "../../src/sql/instance-values.js";
import {
  type DatabaseInstance,
  generateInstances,
  parentsFirst,
  randomInstances,
  renderInstance,
} from "../../src/sql/instances.js";
import { createRng } from "../../src/stats/rng.js";
import { COMPANY } from "./instances-fixture.js";

/** The seeded streams the pipeline passes in: bias-gate's own generator. */
const seeded = (seed: number) => (stream: string) => createRng(seed, stream);

const GOLD = [
  "SELECT name FROM employee WHERE salary > 1000 AND hired >= '2010-06-01'",
  'SELECT e.name FROM employee AS e JOIN department AS d ON e.dept_id = d.dept_id WHERE d.name = "Sales"',
  "SELECT project FROM assignment WHERE hours BETWEEN 2.5 AND 7 AND project LIKE '%apollo%'",
];
const VALUES = GOLD.flatMap(literalsOf);
const OPTIONS = { count: 20, rowsPerTable: { min: 0, max: 8 }, random: seeded(7), values: VALUES };
const TARGETED = GOLD.flatMap((gold, group) => comparedLiterals(gold).map((c) => ({ ...c, group })));
const TARGETED_OPTIONS = {
  ...OPTIONS,
  targeted: TARGETED,
  linked: GOLD.flatMap(comparedColumns),
  denseEvery: 4,
};

function rowsOf(instance: DatabaseInstance, table: string): CellValue[][] {
  return instance.tables.find((t) => t.table.name === table)?.rows ?? [];
}

function column(instance: DatabaseInstance, table: string, name: string): CellValue[] {
  const t = instance.tables.find((x) => x.table.name === table);
  const at = t?.table.columns.findIndex((c) => c.name === name) ?? -1;
  return (t?.rows ?? []).map((row) => row[at] as CellValue);
}

describe("literalsOf", () => {
  it("reads strings, numbers with their sign, and double-quoted strings only where a value stands", () => {
    expect(
      literalsOf(
        `SELECT "name", count(*) FROM t WHERE city = "Oslo" AND x > -3 AND y - 2 < 1.5
         AND z IN ("a", 'b', 4) AND d BETWEEN "2001" AND "2002" AND w LIKE '%it''s%' LIMIT 3`,
      ),
    ).toEqual(["Oslo", -3, 2, 1.5, "a", "b", 4, "2001", "2002", "%it's%", 3]);
  });

  it("returns each literal once", () => {
    expect(literalsOf("SELECT 1 FROM t WHERE a = 'x' OR b = 'x' OR c = 1")).toEqual([1, "x"]);
  });
});

describe("comparedLiterals", () => {
  it("resolves aliases, with AS or without, through FROM and JOIN", () => {
    expect(
      comparedLiterals(
        `SELECT e.name FROM employee AS e JOIN department d ON e.dept_id = d.dept_id
         WHERE d.name = "Sales" AND e.salary >= 1000 AND department.budget < -2.5`,
      ),
    ).toEqual([
      { table: "department", column: "name", value: "Sales", op: "=" },
      { table: "employee", column: "salary", value: 1000, op: ">=" },
      { table: "department", column: "budget", value: -2.5, op: "<" },
    ]);
  });

  it("reads IN lists, BETWEEN, LIKE patterns as written, negations, and strings with quotes", () => {
    expect(
      comparedLiterals(
        `SELECT name FROM employee WHERE hired BETWEEN '2001-01-01' AND '2002-12-31' AND dept_id IN (1, 2)
         AND name NOT LIKE 'Bo%' AND name LIKE '%it''s%' AND name <> 'O''Brien' AND remote NOT IN (0)`,
      ),
    ).toEqual([
      { table: "employee", column: "hired", value: "2001-01-01", op: "between" },
      { table: "employee", column: "hired", value: "2002-12-31", op: "between" },
      { table: "employee", column: "dept_id", value: 1, op: "in" },
      { table: "employee", column: "dept_id", value: 2, op: "in" },
      { table: "employee", column: "name", value: "Bo%", op: "not like" },
      { table: "employee", column: "name", value: "%it's%", op: "like" },
      { table: "employee", column: "name", value: "O'Brien", op: "!=" },
      { table: "employee", column: "remote", value: 0, op: "not in" },
    ]);
  });

  it("resolves columns in nested subqueries by their own FROM, then the enclosing one's", () => {
    expect(
      comparedLiterals(
        `SELECT a.name FROM employee AS a WHERE a.dept_id IN (SELECT dept_id FROM department WHERE budget < 5)
         AND NOT EXISTS (SELECT 1 FROM assignment AS b WHERE b.emp_id = a.emp_id AND b.hours > 2 AND a.remote = 1)`,
      ),
    ).toEqual([
      { table: "department", column: "budget", value: 5, op: "<" },
      { table: "assignment", column: "hours", value: 2, op: ">" },
      { table: "employee", column: "remote", value: 1, op: "=" },
    ]);
  });

  it("gives each side of a compound query its own aliases", () => {
    expect(
      comparedLiterals(
        "SELECT T1.name FROM employee AS T1 WHERE T1.salary > 5 INTERSECT SELECT T1.name FROM department AS T1 WHERE T1.budget != 7",
      ),
    ).toEqual([
      { table: "employee", column: "salary", value: 5, op: ">" },
      { table: "department", column: "budget", value: 7, op: "!=" },
    ]);
  });

  it("leaves the table out where an unqualified column could be in several", () => {
    expect(comparedLiterals("SELECT 1 FROM employee, department WHERE name = 'x'")).toEqual([
      { column: "name", value: "x", op: "=" },
    ]);
  });

  it("skips comparisons with columns, subqueries, expressions and aggregates, and lists each once", () => {
    expect(
      comparedLiterals(
        `SELECT dept_id FROM employee WHERE salary > (SELECT avg(salary) FROM employee) AND salary + 1 > 5
         AND lower(name) = 'x' AND dept_id = manager_id AND hired = '2001' OR hired = '2001'
         GROUP BY dept_id HAVING count(*) > 3`,
      ),
    ).toEqual([{ table: "employee", column: "hired", value: "2001", op: "=" }]);
  });
});

describe("comparedColumns", () => {
  it("pairs the columns a query equates, in ON or WHERE, resolved through aliases", () => {
    expect(
      comparedColumns(
        `SELECT 1 FROM assignment, employee AS e JOIN department AS d ON e.dept_id = d.dept_id
         WHERE assignment.emp_id = e.emp_id AND e.salary = 5`,
      ),
    ).toEqual([
      [
        { table: "employee", column: "dept_id" },
        { table: "department", column: "dept_id" },
      ],
      [
        { table: "assignment", column: "emp_id" },
        { table: "employee", column: "emp_id" },
      ],
    ]);
  });
});

describe("valueKind", () => {
  it("follows SQLite's affinity rules, with dates apart and Spider's type names", () => {
    const kinds = [
      "INT(11)",
      "BIGINT",
      "DECIMAL(10,2)",
      "number",
      "DATETIME",
      "time",
      "boolean",
      "VARCHAR(5)",
    ];
    expect(kinds.map(valueKind)).toEqual([
      "integer",
      "integer",
      "real",
      "real",
      "date",
      "date",
      "boolean",
      "text",
    ]);
    expect(valueKind(undefined)).toBe("text");
  });
});

describe("randomInstances", () => {
  const instances = generateInstances(COMPANY, OPTIONS);

  it("is a function of the seed, and instance k does not depend on how many are asked for", () => {
    expect(randomInstances(COMPANY, OPTIONS)).toEqual(randomInstances(COMPANY, OPTIONS));
    expect(randomInstances(COMPANY, { ...OPTIONS, count: 3 })).toEqual(
      randomInstances(COMPANY, OPTIONS).slice(0, 3),
    );
    expect(randomInstances(COMPANY, { ...OPTIONS, random: seeded(8) })).not.toEqual(
      randomInstances(COMPANY, OPTIONS),
    );
  });

  it("puts referenced tables first", () => {
    expect(parentsFirst(COMPANY.tables).map((t) => t.name)).toEqual(["department", "employee", "assignment"]);
    expect(instances[0]?.tables.map((t) => t.table.name)).toEqual(["department", "employee", "assignment"]);
  });

  it("keeps row counts in range, with some tables empty across the suite", () => {
    const counts = instances.flatMap((i) => i.tables.map((t) => t.rows.length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
    expect(counts).toContain(0);
    expect(counts.some((n) => n >= 6)).toBe(true);
  });

  it("never repeats a primary key, single or composite, and never leaves one NULL", () => {
    for (const instance of instances) {
      const departments = column(instance, "department", "dept_id");
      expect(new Set(departments).size).toBe(departments.length);
      const pairs = rowsOf(instance, "assignment").map((row) => JSON.stringify(row.slice(0, 2)));
      expect(new Set(pairs).size).toBe(pairs.length);
      expect([...departments, ...column(instance, "employee", "emp_id")]).not.toContain(null);
    }
  });

  it("draws every foreign key from the referenced table's rows, self-references included", () => {
    let references = 0;
    for (const instance of instances) {
      const departments = new Set(column(instance, "department", "dept_id"));
      const employees = new Set(column(instance, "employee", "emp_id"));
      for (const d of column(instance, "employee", "dept_id"))
        if (d !== null) expect(departments).toContain(d);
      for (const m of column(instance, "employee", "manager_id"))
        if (m !== null) expect(employees).toContain(m);
      for (const e of column(instance, "assignment", "emp_id")) expect(employees).toContain(e);
      references += column(instance, "employee", "manager_id").filter((m) => m !== null).length;
    }
    expect(references).toBeGreaterThan(0);
  });

  it("types values by column type", () => {
    const cells = (table: string, name: string) =>
      instances.flatMap((i) => column(i, table, name)).filter((v) => v !== null);
    expect(cells("employee", "emp_id").every(Number.isInteger)).toBe(true);
    expect(cells("employee", "salary").every((v) => typeof v === "number")).toBe(true);
    expect(cells("employee", "salary").some((v) => !Number.isInteger(v))).toBe(true);
    expect(cells("employee", "remote").every((v) => v === 0 || v === 1)).toBe(true);
    expect(
      cells("employee", "hired").every((v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)),
    ).toBe(true);
    expect(cells("department", "name").every((v) => typeof v === "string")).toBe(true);
    expect(cells("employee", "name")).toContain("bravo");
  });

  it("plants the gold literals in columns of their kind, LIKE patterns without their %", () => {
    const all = (table: string, name: string) => instances.flatMap((i) => column(i, table, name));
    expect(all("employee", "salary")).toEqual(expect.arrayContaining([1000, 999.5, 1000.5]));
    expect(all("employee", "hired")).toContain("2010-06-01");
    expect(all("department", "name")).toContain("Sales");
    expect(all("assignment", "project")).toContain("apollo");
    expect(all("assignment", "hours")).toEqual(expect.arrayContaining([2.5, 7]));
  });

  it("never generates SQLite's own sqlite_* tables", () => {
    const schema = {
      ...COMPANY,
      tables: [
        ...COMPANY.tables,
        {
          name: "sqlite_sequence",
          columns: [{ name: "seq", primaryKey: false }],
          primaryKey: [],
          foreignKeys: [],
        },
      ],
    };
    expect(generateInstances(schema, OPTIONS)[0]?.tables.map((t) => t.table.name)).not.toContain(
      "sqlite_sequence",
    );
  });

  it("fills a table without a primary key with as many rows as drawn", () => {
    const table = {
      name: "log",
      columns: [{ name: "note", type: "TEXT", primaryKey: false }],
      primaryKey: [],
      foreignKeys: [],
    };
    const [instance] = generateInstances(
      { database: "log", file: "log.sql", tables: [table] },
      { count: 1, rowsPerTable: { min: 6, max: 6 }, random: seeded(1) },
    );
    expect(instance?.tables[0]?.rows).toHaveLength(6);
  });

  it("rejects a row range that cannot be drawn", () => {
    expect(() => generateInstances(COMPANY, { ...OPTIONS, rowsPerTable: { min: 3, max: 2 } })).toThrow(
      /rowsPerTable/,
    );
  });
});

describe("randomInstances with targeted literals", () => {
  const instances = generateInstances(COMPANY, TARGETED_OPTIONS);
  const all = (table: string, name: string) => instances.flatMap((i) => column(i, table, name));
  const share = (table: string, name: string, value: CellValue) => {
    const cells = all(table, name).filter((v) => v !== null);
    return cells.filter((v) => v === value).length / cells.length;
  };

  it("plants each literal in the column it is compared with, with its border values", () => {
    expect(all("employee", "salary")).toEqual(expect.arrayContaining([1000, 1000.5, 999.5]));
    expect(all("assignment", "hours")).toEqual(expect.arrayContaining([2.5, 7]));
    expect(all("assignment", "project").some((v) => typeof v === "string" && /apollo/.test(v))).toBe(true);
    // The comparison's own column holds its literal far more often than a column it is not compared with.
    expect(share("department", "name", "Sales")).toBeGreaterThan(0.15);
    expect(share("assignment", "project", "Sales")).toBeLessThan(share("department", "name", "Sales") / 2);
  });

  it("still holds other values in a targeted column, so a filter filters", () => {
    expect(share("department", "name", "Sales")).toBeLessThan(0.6);
    expect(new Set(all("department", "name")).size).toBeGreaterThan(5);
  });

  it("keeps rows in range except in dense instances, which hold more", () => {
    const counts = (keep: (k: number) => boolean) =>
      instances.flatMap((instance, k) => (keep(k) ? instance.tables.map((t) => t.rows.length) : []));
    const planted = 4; // at most two rows per comparison of one gold query, two comparisons a table
    expect(Math.max(...counts((k) => k % 4 !== 3))).toBeLessThanOrEqual(8 + planted);
    expect(Math.max(...counts((k) => k % 4 === 3))).toBeGreaterThan(8 + planted);
    expect(counts((k) => k % 4 !== 3)).toContain(0);
  });

  it("is still a function of the seed, instance k independent of the count", () => {
    expect(randomInstances(COMPANY, { ...TARGETED_OPTIONS, count: 5 })).toEqual(
      randomInstances(COMPANY, TARGETED_OPTIONS).slice(0, 5),
    );
  });

  it("draws every foreign key from the referenced table's rows", () => {
    for (const instance of instances) {
      const departments = new Set(column(instance, "department", "dept_id"));
      const employees = new Set(column(instance, "employee", "emp_id"));
      for (const d of column(instance, "employee", "dept_id"))
        if (d !== null) expect(departments).toContain(d);
      for (const e of column(instance, "assignment", "emp_id")) expect(employees).toContain(e);
    }
  });
});

describe("randomInstances in the SQL engine", () => {
  const engine = openSqlEngine({ timeoutMs: 2000, maxRows: 1000 });
  afterAll(() => engine.close());

  it("loads every dump with the generated rows and intact foreign keys", async () => {
    for (const instance of generateInstances(COMPANY, { ...OPTIONS, count: 5 })) {
      const db = await engine.load(renderInstance(instance));
      expect(await engine.run(db, "SELECT count(*) FROM employee")).toMatchObject({
        ok: true,
        rows: [[rowsOf(instance, "employee").length]],
      });
      expect(
        await engine.run(
          db,
          `SELECT count(*) FROM employee WHERE dept_id IS NOT NULL
           AND dept_id NOT IN (SELECT dept_id FROM department)`,
        ),
      ).toMatchObject({ ok: true, rows: [[0]] });
      expect(
        await engine.run(
          db,
          "SELECT count(*) FROM employee WHERE typeof(salary) NOT IN ('real', 'integer', 'null')",
        ),
      ).toMatchObject({ ok: true, rows: [[0]] });
      await engine.unload(db);
    }
  });

  it("makes every gold query select something on some instance, with the literals targeted", async () => {
    const selecting = GOLD.map(() => 0);
    for (const instance of generateInstances(COMPANY, { ...TARGETED_OPTIONS, count: 4 })) {
      const db = await engine.load(renderInstance(instance));
      for (const [q, gold] of GOLD.entries()) {
        const result = await engine.run(db, gold);
        if (result.ok && result.rows.length > 0) selecting[q] = (selecting[q] ?? 0) + 1;
      }
      await engine.unload(db);
    }
    expect(selecting.every((n) => n > 0)).toBe(true);
  });

  it("quotes names and strings so awkward ones load", async () => {
    const table = {
      name: "order",
      columns: [{ name: "group", type: "TEXT", primaryKey: true }],
      primaryKey: ["group"],
      foreignKeys: [],
    };
    const [dump] = randomInstances(
      { database: "odd", file: "odd.sql", tables: [table] },
      { count: 1, rowsPerTable: { min: 3, max: 3 }, random: seeded(1), values: ["it's"] },
    );
    const db = await engine.load(dump as string);
    expect(await engine.run(db, 'SELECT count(*) FROM "order"')).toMatchObject({ ok: true, rows: [[3]] });
  });
});
