import { describe, expect, it } from "vitest";
import { joinSpacedComparisons, queryUnder, stripDistinct } from "../../src/sql/official-form.js";

describe("stripDistinct: test-suite-sql-eval's remove_distinct, on our tokens", () => {
  it.each([
    ["SELECT DISTINCT name FROM t", "SELECT  name FROM t"],
    ["select distinct name from t", "select  name from t"],
    ["SELECT count(DISTINCT name) FROM t", "SELECT count( name) FROM t"],
    ["SELECT count(DISTINCT(name)) FROM t", "SELECT count((name)) FROM t"],
    [
      "SELECT a FROM t WHERE b IN (SELECT DISTINCT b FROM u) UNION SELECT DISTINCT a FROM v",
      "SELECT a FROM t WHERE b IN (SELECT  b FROM u) UNION SELECT  a FROM v",
    ],
    ["SELECT DISTINCT T1.name FROM t AS T1", "SELECT  T1.name FROM t AS T1"],
  ])("removes every bare DISTINCT keyword: %s", (sql, stripped) => {
    expect(stripDistinct(sql)).toBe(stripped);
  });

  it.each([
    ["a string", "SELECT name FROM t WHERE kind = 'distinct'"],
    ["a quoted identifier", 'SELECT "distinct" FROM t'],
    ["a bracketed identifier", "SELECT [DISTINCT] FROM t"],
    ["a line comment", "SELECT name -- distinct\nFROM t"],
    ["a block comment", "SELECT /* DISTINCT */ name FROM t"],
    ["a longer word", "SELECT distinctness, is_distinct FROM t"],
  ])("keeps DISTINCT inside %s", (_, sql) => {
    expect(stripDistinct(sql)).toBe(sql);
  });

  it("leaves DISTINCT alone under distinct: keep", () => {
    expect(queryUnder("SELECT DISTINCT a FROM t", "keep")).toBe("SELECT DISTINCT a FROM t");
    expect(queryUnder("SELECT DISTINCT a FROM t", "strip")).toBe("SELECT  a FROM t");
  });
});

describe("joinSpacedComparisons: test-suite-sql-eval's postprocess", () => {
  it("joins > =, < = and ! = with one space, under either convention", () => {
    const spaced = "SELECT a FROM t WHERE b > = 1 AND c < = 2 AND d ! = 3";
    const joined = "SELECT a FROM t WHERE b >= 1 AND c <= 2 AND d != 3";
    expect(joinSpacedComparisons(spaced)).toBe(joined);
    expect(queryUnder(spaced, "keep")).toBe(joined);
    expect(queryUnder(spaced.replace("SELECT", "SELECT DISTINCT"), "strip")).toBe(
      joined.replace("SELECT", "SELECT "),
    );
  });

  it("leaves two spaces, a joined operator, = = and strings alone", () => {
    for (const sql of [
      "SELECT a FROM t WHERE b >  = 1",
      "SELECT a FROM t WHERE b >= 1 AND c = = 2",
      "SELECT a FROM t WHERE b = '> ='",
    ])
      expect(joinSpacedComparisons(sql)).toBe(sql);
  });
});
