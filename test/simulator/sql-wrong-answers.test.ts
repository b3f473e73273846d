import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wrongSql } from "../../src/simulator/sql-behaviour.js";
import { type DatabaseHandle, openSqlEngine } from "../../src/sql/engine.js";

const FRESH = resolve(import.meta.dirname, "../../fixtures/text-to-sql/fresh");

const questions: { db_id: string; query: string }[] = readFileSync(resolve(FRESH, "questions.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line));
const dbIds = readdirSync(FRESH)
  .filter((file) => file.endsWith(".sql"))
  .map((file) => file.slice(0, -".sql".length));

// Forms Spider's gold queries take beyond the fresh set's, on the community_library schema: aliases that
// share a column's name (quoted or not), an ORDER BY on an alias, nested queries, set operations, a CTE whose
// column list reads like a select list, double-quoted strings and a query naming no column at all.
const TRICKY = [
  "SELECT count(*) FROM book",
  "SELECT count(DISTINCT genre) FROM book",
  "SELECT genre, count(*) AS title FROM book GROUP BY genre ORDER BY title DESC",
  "SELECT genre, count(*) AS 'title' FROM book GROUP BY genre ORDER BY 'title'",
  'SELECT title FROM book WHERE genre = "title"',
  "SELECT title FROM book WHERE book_id NOT IN (SELECT book_id FROM loan)",
  "SELECT title FROM book UNION SELECT full_name FROM author",
  "SELECT T1.title FROM book AS T1 WHERE EXISTS (SELECT 1 FROM loan AS T2 WHERE T2.book_id = T1.book_id)",
  "WITH c(genre) AS (SELECT genre FROM book) SELECT * FROM c",
  "SELECT * FROM book",
  "SELECT avg(page_count) FROM book WHERE publication_year BETWEEN 1990 AND 2000;",
  "SELECT CASE WHEN page_count > 300 THEN 'long' ELSE 'short' END FROM book",
];

describe("wrong text-to-SQL answers in the SQL engine", () => {
  const engine = openSqlEngine({ timeoutMs: 2_000, maxRows: 10_000 });
  const databases = new Map<string, { handle: DatabaseHandle; columns: string[] }>();
  beforeAll(async () => {
    for (const db of dbIds) {
      const handle = await engine.load(readFileSync(resolve(FRESH, `${db}.sql`), "utf8"));
      const result = await engine.run(
        handle,
        "SELECT DISTINCT p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table'",
      );
      if (!result.ok) throw new Error(`${db}: ${result.message}`);
      databases.set(db, { handle, columns: result.rows.map(([name]) => String(name)) });
    }
  });
  afterAll(() => engine.close());

  /** Every wrong form of `gold` over a grid of draws, each run: all must fail at once, none may return rows. */
  async function failures(db: string, gold: string): Promise<string[]> {
    const { handle, columns } = databases.get(db)!;
    const ran = await engine.run(handle, gold);
    if (!ran.ok) return [`gold fails: ${gold} → ${ran.message}`];
    const out: string[] = [];
    for (const uColumn of [0, 0.3, 0.6, 0.99]) {
      for (const uName of [0, 0.25, 0.5, 0.75, 0.99]) {
        const wrong = wrongSql(gold, columns, uColumn, uName);
        const result = await engine.run(handle, wrong);
        if (result.ok) out.push(`${wrong} ran`);
        else if (!/no such column/.test(result.message)) out.push(`${wrong} → ${result.message}`);
      }
    }
    return out;
  }

  it("fails with 'no such column' for every gold query of the fresh set, whatever the draws", async () => {
    const all: string[] = [];
    for (const q of questions) all.push(...(await failures(q.db_id, q.query)));
    expect(all).toEqual([]);
  });

  it("fails for the forms Spider's gold queries take, aliases and CTEs included", async () => {
    const all: string[] = [];
    for (const gold of TRICKY) all.push(...(await failures("community_library", gold)));
    expect(all).toEqual([]);
  });
});
