import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Hardness,
  hardnessOfCounts,
  hardnessOfParsed,
  hardnessOfQuery,
} from "../../src/sql/hardness.js";
import type { HardnessComponents } from "../../src/sql/hardness-components.js";
import { componentsOfQuery } from "../../src/sql/hardness-of-text.js";
import { componentsOfParsed, type SpiderSql } from "../../src/sql/spider-parsed-sql.js";
import { SPIDER } from "../reference.js";

interface DevItem {
  db_id: string;
  query: string;
  sql: SpiderSql;
}
let dev: DevItem[] = [];
// Read when a test runs, so the file loads (and its other tests run) without the reference data.
beforeAll(() => {
  if (SPIDER.present) dev = JSON.parse(readFileSync(SPIDER.file("dev.json"), "utf8")) as DevItem[];
});

/** A SELECT with nothing but one plain column from one table; examples override what they add. */
const NOTHING: HardnessComponents = {
  where: false,
  groupBy: false,
  orderBy: false,
  limit: false,
  joins: 0,
  ors: 0,
  likes: 0,
  nestedQueries: 0,
  setOperation: false,
  aggregations: 0,
  selectColumns: 1,
  whereConditions: 0,
  groupByColumns: 0,
};

function tally(levels: Hardness[]): Record<Hardness, number> {
  const counts: Record<Hardness, number> = { easy: 0, medium: 0, hard: 0, extra: 0 };
  for (const level of levels) counts[level] += 1;
  return counts;
}

SPIDER.describe("hardnessOfParsed on Spider's dev split", () => {
  it("reproduces the published distribution of the 1,034 dev questions", () => {
    expect(dev).toHaveLength(1034);
    expect(tally(dev.map((item) => hardnessOfParsed(item.sql).hardness))).toEqual({
      easy: 248,
      medium: 446,
      hard: 174,
      extra: 166,
    });
  });

  // Each example: the dev item, its query (so the index cannot silently point elsewhere), the components
  // Spider counts, the three counts and the level.
  const examples: {
    index: number;
    query: string;
    components: Partial<HardnessComponents>;
    counts: [component1: number, component2: number, others: number];
    hardness: Hardness;
  }[] = [
    {
      index: 0,
      query: "SELECT count(*) FROM singer",
      components: { aggregations: 1 },
      counts: [0, 0, 0],
      hardness: "easy",
    },
    {
      index: 8,
      query: "SELECT DISTINCT country FROM singer WHERE age  >  20",
      components: { where: true, whereConditions: 1 },
      counts: [1, 0, 0],
      hardness: "easy",
    },
    {
      // BETWEEN's AND joins no conditions, and an aggregate in HAVING is not counted.
      index: 377,
      query: "SELECT document_id FROM Paragraphs GROUP BY document_id HAVING count(*) BETWEEN 1 AND 2",
      components: { groupBy: true, groupByColumns: 1 },
      counts: [1, 0, 0],
      hardness: "easy",
    },
    {
      index: 2,
      query: "SELECT name ,  country ,  age FROM singer ORDER BY age DESC",
      components: { orderBy: true, selectColumns: 3 },
      counts: [1, 0, 1],
      hardness: "medium",
    },
    {
      // WHERE and OR make component1 2; two WHERE conditions make others 1 (one aggregate is not "more than one").
      index: 20,
      query: "SELECT count(*) FROM concert WHERE YEAR  =  2014 OR YEAR  =  2015",
      components: { where: true, ors: 1, aggregations: 1, whereConditions: 2 },
      counts: [2, 0, 1],
      hardness: "medium",
    },
    {
      index: 39,
      query: "SELECT name ,  country FROM singer WHERE song_name LIKE '%Hey%'",
      components: { where: true, likes: 1, selectColumns: 2, whereConditions: 1 },
      counts: [2, 0, 1],
      hardness: "medium",
    },
    {
      index: 12,
      query: "SELECT song_name FROM singer WHERE age  >  (SELECT avg(age) FROM singer)",
      components: { where: true, nestedQueries: 1, whereConditions: 1 },
      counts: [1, 1, 0],
      hardness: "hard",
    },
    {
      index: 26,
      query: "SELECT YEAR FROM concert GROUP BY YEAR ORDER BY count(*) DESC LIMIT 1",
      components: { groupBy: true, orderBy: true, limit: true, aggregations: 1, groupByColumns: 1 },
      counts: [3, 0, 0],
      hardness: "hard",
    },
    {
      // A chain of set operations counts once: the outer query holds the first, the rest nest inside it.
      index: 926,
      query:
        "SELECT first_name FROM Professionals UNION SELECT first_name FROM Owners EXCEPT SELECT name FROM Dogs",
      components: { setOperation: true },
      counts: [0, 1, 0],
      hardness: "hard",
    },
    {
      // Spider counts the NOT of NOT IN as an aggregation: with avg() that is two, so others 1 and "extra"
      // where the same query with IN would be "hard".
      index: 85,
      query: "select avg(age) from student where stuid not in (select stuid from has_pet)",
      components: { where: true, nestedQueries: 1, aggregations: 2, whereConditions: 1 },
      counts: [1, 1, 1],
      hardness: "extra",
    },
    {
      // The OR after a column value is lost by Spider's parser, so joins+GROUP+ORDER+LIMIT give 4, not 5.
      index: 225,
      query:
        "SELECT T1.AirportCode FROM AIRPORTS AS T1 JOIN FLIGHTS AS T2 ON T1.AirportCode  =  T2.DestAirport OR T1.AirportCode  =  T2.SourceAirport GROUP BY T1.AirportCode ORDER BY count(*) DESC LIMIT 1",
      components: { joins: 1, groupBy: true, orderBy: true, limit: true, aggregations: 1, groupByColumns: 1 },
      counts: [4, 0, 0],
      hardness: "extra",
    },
  ];

  it.each(examples)("item $index is $hardness", ({ index, query, components, counts, hardness }) => {
    const item = dev[index] as DevItem;
    expect(item.query).toBe(query);
    const verdict = hardnessOfParsed(item.sql);
    expect(verdict.components).toEqual({ ...NOTHING, ...components });
    expect([verdict.component1, verdict.component2, verdict.others]).toEqual(counts);
    expect(verdict.hardness).toBe(hardness);
    expect(hardnessOfQuery(query)).toEqual(verdict);
  });
});

describe("hardnessOfCounts", () => {
  it.each([
    [0, 0, 0, "easy"],
    [1, 0, 0, "easy"],
    [1, 0, 2, "medium"],
    [2, 0, 1, "medium"],
    [1, 0, 3, "hard"],
    [2, 0, 3, "hard"],
    [3, 0, 2, "hard"],
    [1, 1, 0, "hard"],
    [2, 0, 2, "extra"],
    [4, 0, 0, "extra"],
    [3, 0, 3, "extra"],
    [0, 2, 0, "extra"],
    [2, 1, 0, "extra"],
    [1, 1, 1, "extra"],
  ] as const)("component1 %i, component2 %i, others %i is %s", (component1, component2, others, level) => {
    expect(hardnessOfCounts({ component1, component2, others })).toBe(level);
  });
});

describe("hardnessOfQuery", () => {
  SPIDER.it(
    "reads the same components from the text as Spider's parsed form holds, for every dev query",
    () => {
      // Measured: all 1,034 agree on every component, hence on the level. The floor is that measurement.
      const disagreements = dev
        .map((item, index) => ({ index, query: item.query }))
        .filter(({ index, query }) => {
          const parsed = componentsOfParsed((dev[index] as DevItem).sql);
          return !isDeepStrictEqual(componentsOfQuery(query), parsed);
        });
      expect(disagreements).toEqual([]);
    },
  );

  it.each<[string, Partial<HardnessComponents>]>([
    ["", { selectColumns: 0 }],
    [
      "select a.x, count(*) from a left join b on a.id = b.aid, c group by a.x having count(*) > 2 order by 2 desc limit 5;",
      {
        joins: 2,
        selectColumns: 2,
        aggregations: 1,
        groupBy: true,
        groupByColumns: 1,
        orderBy: true,
        limit: true,
      },
    ],
    // Keywords inside strings, quoted names and comments are not clauses.
    [
      "SELECT \"from\" FROM t -- WHERE x = 1\nWHERE note = 'a or b where c'",
      { where: true, whereConditions: 1 },
    ],
    // A subquery in FROM is a table unit, not a nested condition value; its own clauses are not counted.
    ["SELECT count(*) FROM (SELECT x FROM t WHERE y = 1 GROUP BY x)", { aggregations: 1 }],
    // A bracketed group of conditions is looked into.
    [
      "SELECT x FROM t WHERE (a = 1 OR b = 2) AND c LIKE 'z%'",
      { where: true, ors: 1, likes: 1, whereConditions: 3 },
    ],
    // NOT LIKE is a LIKE with Spider's NOT (counted as an aggregation); IS NOT NULL carries no such NOT.
    [
      "SELECT x FROM t WHERE a NOT LIKE 'q%' AND b IS NOT NULL",
      { where: true, likes: 1, aggregations: 1, whereConditions: 2 },
    ],
    // Two nested values in one condition count twice; a parenthesised set operation in a value is inside it.
    [
      "SELECT x FROM t WHERE y BETWEEN (SELECT min(y) FROM u) AND (SELECT max(y) FROM u UNION SELECT 1)",
      { where: true, nestedQueries: 2, whereConditions: 1 },
    ],
    // Spider's parser reads past an OR that follows a column value; so does this reading.
    [
      "SELECT x FROM a JOIN b ON a.i = b.i OR a.j LIKE b.j WHERE a.k = 1 OR a.k = 2",
      { joins: 1, where: true, ors: 1, whereConditions: 2 },
    ],
    // HAVING conjunctions count as aggregations in Spider's script.
    [
      "SELECT x FROM t GROUP BY x HAVING count(*) > 1 AND sum(y) < 9",
      { groupBy: true, groupByColumns: 1, aggregations: 1 },
    ],
  ])("%s", (query, components) => {
    expect(componentsOfQuery(query)).toEqual({ ...NOTHING, ...components });
  });
});
