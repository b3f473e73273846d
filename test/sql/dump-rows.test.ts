import { describe, expect, it } from "vitest";
import { disconnectTables } from "../../src/sql/atd.js";
import { countRows, keepRows } from "../../src/sql/dump-rows.js";

const SQLITE = `CREATE TABLE t (a int, b text);
CREATE TABLE "u v" (x int);

INSERT INTO t VALUES (1, 'a;b'), (2, '(x'), (3, NULL);
INSERT INTO "u v" VALUES (7);
INSERT INTO t (a) SELECT 4;

CREATE INDEX i ON t (a);
`;

const PG = `CREATE TABLE public.t (a integer);
COPY public.t (a) FROM stdin;
1
2
3
\\.

SELECT pg_catalog.setval('t_a_seq', 3, true);
`;

describe("a dump's rows", () => {
  it("counts tuples per table, quoted names unquoted, an INSERT … SELECT as one row, COPY lines", () => {
    expect([...countRows(SQLITE)]).toEqual([
      ["t", 4],
      ["u v", 1],
    ]);
    expect([...countRows(PG)]).toEqual([["t", 3]]);
  });

  it("keeps the chosen rows, cutting inside multi-row statements and leaving the rest as written", () => {
    const kept = keepRows(SQLITE, (table) => (table === "t" ? [1, 3] : []));
    expect(kept).toBe(`CREATE TABLE t (a int, b text);
CREATE TABLE "u v" (x int);

INSERT INTO t VALUES (2, '(x');
INSERT INTO t (a) SELECT 4;

CREATE INDEX i ON t (a);
`);
    expect(keepRows(PG, () => [2])).toContain("FROM stdin;\n3\n\\.\n");
  });

  it("keeping nothing leaves the schema only, cut as ATD cuts rows (these dumps have no foreign key)", () => {
    expect(keepRows(SQLITE, () => [])).toBe(disconnectTables(SQLITE));
    expect(keepRows(SQLITE, () => [])).not.toMatch(/INSERT/);
    expect(countRows(keepRows(PG, () => [])).size).toBe(0);
  });
});
