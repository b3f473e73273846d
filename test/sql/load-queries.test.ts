import { describe, expect, it } from "vitest";
import { recursiveLoadQueries } from "../../src/sql/load-queries.js";

const RECURSIVE = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n";

describe("recursiveLoadQueries", () => {
  it("finds CREATE TABLE … AS and INSERT … SELECT running a recursive query, at their line", () => {
    const dump = [
      "CREATE TABLE a (x INTEGER);",
      "INSERT INTO a VALUES (1);",
      `CREATE TABLE b AS ${RECURSIVE};`,
      `INSERT INTO a (x) ${RECURSIVE};`,
      "",
    ].join("\n");
    const found = recursiveLoadQueries(dump, "d.sql");
    expect(found.map((d) => [d.line, d.severity, d.code])).toEqual([
      [3, "error", "sql-recursive-load"],
      [4, "error", "sql-recursive-load"],
    ]);
    expect(found[0]?.message).toMatch(/CREATE runs a recursive query/);
  });

  it("leaves alone what does not run at load time: a view, data that mentions the words, plain queries", () => {
    const dump = [
      `CREATE VIEW v AS ${RECURSIVE};`,
      "INSERT INTO notes VALUES ('a WITH RECURSIVE b');",
      "CREATE TABLE c AS SELECT 1 AS x;",
      "INSERT INTO c SELECT x FROM c;",
    ].join("\n");
    expect(recursiveLoadQueries(dump, "d.sql")).toEqual([]);
  });
});
