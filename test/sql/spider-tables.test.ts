import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readSpiderTables } from "../../src/sql/spider-tables.js";
import { SPIDER } from "../reference.js";

const TABLES = SPIDER.file("tables.json");

/** A tables.json entry in Spider's shape; `primary_keys` as given (flat or nested). */
function entry(primaryKeys: unknown, overrides: Record<string, unknown> = {}) {
  return {
    db_id: "school",
    table_names: ["student", "course", "enrolment"],
    table_names_original: ["Student", "Course", "Enrolment"],
    column_names: [],
    column_names_original: [
      [-1, "*"],
      [0, "Student ID"],
      [0, "Name"],
      [1, "course_id"],
      [2, "student_id"],
      [2, "course_id"],
      [2, "Grade"],
    ],
    column_types: ["text", "number", "text", "number", "number", "number", "text"],
    primary_keys: primaryKeys,
    foreign_keys: [
      [4, 1],
      [5, 3],
    ],
    ...overrides,
  };
}

describe("readSpiderTables", () => {
  it("reads the original names, types, keys and one foreign key per pair", () => {
    const { schemas, diagnostics } = readSpiderTables(JSON.stringify([entry([1, 3, 4, 5])]), "tables.json");
    expect(diagnostics).toEqual([]);
    expect(schemas).toEqual([
      {
        database: "school",
        file: "tables.json",
        tables: [
          {
            name: "Student",
            columns: [
              { name: "Student ID", type: "number", primaryKey: true },
              { name: "Name", type: "text", primaryKey: false },
            ],
            primaryKey: ["Student ID"],
            foreignKeys: [],
          },
          {
            name: "Course",
            columns: [{ name: "course_id", type: "number", primaryKey: true }],
            primaryKey: ["course_id"],
            foreignKeys: [],
          },
          {
            name: "Enrolment",
            columns: [
              { name: "student_id", type: "number", primaryKey: true },
              { name: "course_id", type: "number", primaryKey: true },
              { name: "Grade", type: "text", primaryKey: false },
            ],
            primaryKey: ["student_id", "course_id"],
            foreignKeys: [
              { columns: ["student_id"], refTable: "Student", refColumns: ["Student ID"] },
              { columns: ["course_id"], refTable: "Course", refColumns: ["course_id"] },
            ],
          },
        ],
      },
    ]);
  });

  it("reads composite keys given as nested arrays the same as flat ones", () => {
    const flat = readSpiderTables(JSON.stringify([entry([1, 3, 4, 5])]), "t.json");
    const nested = readSpiderTables(JSON.stringify([entry([1, 3, [4, 5]])]), "t.json");
    expect(nested).toEqual(flat);
  });

  it("skips a malformed database with an error at its db_id and keeps the others", () => {
    const bad = entry([1], { db_id: "broken", column_types: ["text"] });
    const text = JSON.stringify([entry([1]), bad], null, 2);
    const { schemas, diagnostics } = readSpiderTables(text, "t.json");
    expect(schemas.map((s) => s.database)).toEqual(["school"]);
    const line = text.split("\n").findIndex((l) => l.includes('"broken"')) + 1;
    expect(diagnostics).toMatchObject([{ line, column: 5, severity: "error", code: "spider-format" }]);
    expect(diagnostics[0]?.message).toMatch(/broken: column_types/);
  });

  it("rejects out-of-range indices and non-arrays", () => {
    const codes = (value: unknown) =>
      readSpiderTables(JSON.stringify(value), "t.json").diagnostics.map((d) => d.message);
    expect(codes([entry([99])])).toEqual([
      "database 1: school: primary_keys has an entry that is not a column index",
    ]);
    expect(codes([entry([1], { foreign_keys: [[0, 1]] })])[0]).toMatch(/foreign_keys/);
    expect(codes({ db_id: "x" })[0]).toMatch(/array of databases/);
  });

  it("points invalid JSON at its line and column", () => {
    const { diagnostics } = readSpiderTables('[\n  {"db_id": "x",}\n]', "t.json");
    expect(diagnostics).toMatchObject([{ line: 2, column: 17, code: "spider-json" }]);
  });

  it("warns about a foreign key listed twice and keeps one", () => {
    const { schemas, diagnostics } = readSpiderTables(
      JSON.stringify([
        entry([1], {
          foreign_keys: [
            [4, 1],
            [4, 1],
          ],
        }),
      ]),
      "t.json",
    );
    expect(diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([
      "warning spider-duplicate-foreign-key",
    ]);
    expect(schemas[0]?.tables[2]?.foreignKeys).toHaveLength(1);
  });
});

SPIDER.describe("Spider's own tables.json", () => {
  let schemas: ReturnType<typeof readSpiderTables>["schemas"] = [];
  let diagnostics: ReturnType<typeof readSpiderTables>["diagnostics"] = [];
  beforeAll(() => {
    ({ schemas, diagnostics } = readSpiderTables(readFileSync(TABLES, "utf8"), TABLES));
  });

  it("reads all 166 databases without errors (two repeat a foreign key)", () => {
    expect(schemas).toHaveLength(166);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(diagnostics.map((d) => d.message.split(":")[0]).sort()).toEqual(["dog_kennels", "solvency_ii"]);
  });

  it("has 81 tables and 441 columns in the 20 dev databases", () => {
    const dev = JSON.parse(readFileSync(SPIDER.file("dev.json"), "utf8")) as { db_id: string }[];
    const ids = new Set(dev.map((q) => q.db_id));
    const devSchemas = schemas.filter((s) => ids.has(s.database));
    expect(devSchemas).toHaveLength(20);
    expect(devSchemas.reduce((n, s) => n + s.tables.length, 0)).toBe(81);
    expect(devSchemas.reduce((n, s) => n + s.tables.reduce((m, t) => m + t.columns.length, 0), 0)).toBe(441);
  });

  it("uses the original spellings (spaces and punctuation kept)", () => {
    const names = schemas.flatMap((s) => s.tables.flatMap((t) => t.columns.map((c) => c.name)));
    expect(names).toContain("Home Town");
    expect(names).toContain("%_Change_2007");
  });
});
