import { describe, expect, it } from "vitest";
import { extractSql } from "../../src/contamination/sql-answer.js";

const FENCE = "```";

/** Replies in the shapes models give to "Answer using only SQL", with the query each should yield. */
const REPLIES: [name: string, reply: string, expected: string | undefined][] = [
  ["bare SQL", "SELECT name FROM station", "SELECT name FROM station"],
  ["bare SQL with a trailing semicolon", "SELECT count(*) FROM bike;", "SELECT count(*) FROM bike"],
  [
    "lower-case select across lines",
    "select name,\n       dock_count\nfrom station\nwhere district = 'Campus'\n",
    "select name,\n       dock_count\nfrom station\nwhere district = 'Campus'",
  ],
  [
    "a sql fence",
    `${FENCE}sql\nSELECT rider_id FROM rider WHERE age > 30;\n${FENCE}`,
    "SELECT rider_id FROM rider WHERE age > 30",
  ],
  [
    "a fence without a language",
    `${FENCE}\nSELECT model FROM bike ORDER BY purchase_year\n${FENCE}`,
    "SELECT model FROM bike ORDER BY purchase_year",
  ],
  ["a tilde fence", "~~~sql\nSELECT 1 + 1;\n~~~", "SELECT 1 + 1"],
  [
    "a leading 'Here is the query:' line and a fence",
    `Here is the query:\n\n${FENCE}sql\nSELECT name FROM station WHERE dock_count >= 20;\n${FENCE}`,
    "SELECT name FROM station WHERE dock_count >= 20",
  ],
  [
    "a leading line without a fence",
    "Here is the query:\nSELECT name FROM rider ORDER BY signup_year DESC LIMIT 3;",
    "SELECT name FROM rider ORDER BY signup_year DESC LIMIT 3",
  ],
  [
    "a trailing explanation after the fence",
    `${FENCE}sql\nSELECT avg(cost) FROM repair\n${FENCE}\n\nThis averages the cost over every repair.`,
    "SELECT avg(cost) FROM repair",
  ],
  [
    "a trailing explanation after a blank line, no fence",
    "SELECT district, count(*) FROM station GROUP BY district\n\nIt counts the stations of each district.",
    "SELECT district, count(*) FROM station GROUP BY district",
  ],
  [
    "a trailing explanation on the next line, no fence",
    "SELECT max(age) FROM rider\nThis returns the age of the oldest rider.",
    "SELECT max(age) FROM rider",
  ],
  [
    "an explanation after the semicolon on the same line",
    "SELECT name FROM station; -- every station",
    "SELECT name FROM station",
  ],
  [
    "an 'SQL:' label",
    "SQL: SELECT count(DISTINCT model) FROM bike",
    "SELECT count(DISTINCT model) FROM bike",
  ],
  ["an 'SQL:' label in lower case", "sql: select * from repair;", "select * from repair"],
  [
    "several statements: the first query",
    "SELECT name FROM station;\nSELECT name FROM rider;",
    "SELECT name FROM station",
  ],
  [
    "a non-query first statement in a fence is skipped",
    `${FENCE}sql\nPRAGMA foreign_keys = ON;\nSELECT bike_id FROM ride;\n${FENCE}`,
    "SELECT bike_id FROM ride",
  ],
  [
    "a semicolon inside a string",
    "SELECT name FROM station WHERE name = 'Dock; North' AND district <> 'x;y';",
    "SELECT name FROM station WHERE name = 'Dock; North' AND district <> 'x;y'",
  ],
  [
    "an escaped quote and a semicolon in a fenced string",
    `${FENCE}sql\nSELECT 'it''s; fine' AS note FROM rider;\n${FENCE}`,
    "SELECT 'it''s; fine' AS note FROM rider",
  ],
  [
    "backticks inside a string do not end the query",
    "SELECT name FROM station WHERE note = '```' LIMIT 1;",
    "SELECT name FROM station WHERE note = '```' LIMIT 1",
  ],
  [
    "backticks inside a string in a fence",
    `${FENCE}sql\nSELECT replace(description, '${FENCE}', '') FROM repair;\n${FENCE}`,
    `SELECT replace(description, '${FENCE}', '') FROM repair`,
  ],
  [
    "a CTE",
    `${FENCE}sql\nWITH busy AS (\n  SELECT bike_id, count(*) AS n FROM ride GROUP BY bike_id\n)\nSELECT bike_id FROM busy WHERE n > 2;\n${FENCE}`,
    "WITH busy AS (\n  SELECT bike_id, count(*) AS n FROM ride GROUP BY bike_id\n)\nSELECT bike_id FROM busy WHERE n > 2",
  ],
  [
    "a lower-case recursive CTE without a fence",
    "with recursive n(i) as (select 1 union all select i + 1 from n where i < 3) select i from n",
    "with recursive n(i) as (select 1 union all select i + 1 from n where i < 3) select i from n",
  ],
  [
    "a leading comment inside the fence",
    `${FENCE}sql\n-- riders on the annual plan\nSELECT name FROM rider WHERE plan_type = 'annual';\n${FENCE}`,
    "SELECT name FROM rider WHERE plan_type = 'annual'",
  ],
  [
    "a semicolon inside a comment within the query",
    `${FENCE}sql\nSELECT name -- not; the end\nFROM station;\n${FENCE}`,
    "SELECT name -- not; the end\nFROM station",
  ],
  [
    "the first fence that holds a query",
    `The tables involved:\n${FENCE}\nstation, ride\n${FENCE}\nThe query:\n${FENCE}sql\nSELECT count(*) FROM ride;\n${FENCE}`,
    "SELECT count(*) FROM ride",
  ],
  [
    "inline code",
    "The answer is `SELECT min(installed_year) FROM station`.",
    "SELECT min(installed_year) FROM station",
  ],
  ["a fence on one line", `${FENCE}sql SELECT name FROM bike${FENCE}`, "SELECT name FROM bike"],
  ["quoted identifiers keep their semicolons", 'SELECT "odd;name" FROM t;', 'SELECT "odd;name" FROM t'],
  ["an empty reply", "", undefined],
  ["only blanks", "  \n\t\n", undefined],
  ["I don't know", "I don't know.", undefined],
  [
    "a refusal",
    "I'm sorry, but I can't write a query for that: the schema has no table of prices.",
    undefined,
  ],
  ["prose that starts with Select", "Select the rows of station whose district is Campus.", undefined],
  ["prose that starts with With", "With this schema, the question cannot be answered.", undefined],
  ["prose that mentions select mid-sentence", "You would select from the ride table, I think.", undefined],
  ["a bare keyword", "SELECT", undefined],
  ["a fence with no query in it", `${FENCE}\nno idea\n${FENCE}`, undefined],
];

describe("extractSql", () => {
  it.each(REPLIES)("reads %s", (_name, reply, expected) => {
    expect(extractSql(reply)).toBe(expected);
  });

  it("covers at least 20 kinds of reply", () => {
    expect(REPLIES.length).toBeGreaterThanOrEqual(20);
  });

  it("returns the query's text unchanged: every result is a substring of the reply", () => {
    for (const [, reply] of REPLIES) {
      const query = extractSql(reply);
      if (query !== undefined) expect(reply).toContain(query);
    }
  });

  it("is a fixed point on its own output", () => {
    for (const [, reply] of REPLIES) {
      const query = extractSql(reply);
      if (query !== undefined) expect(extractSql(query)).toBe(query);
    }
  });
});
