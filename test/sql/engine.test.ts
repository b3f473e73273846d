import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  openSqlEngine,
  type QueryResult,
  SqlEngineStopped,
  stripLeadingNoise,
  toQueryResult,
} from "../../src/sql/engine.js";
import { hasNode24, needsNode24, repoRoot, spawnNode24 } from "../action/node24.js";
import { RUNAWAY_QUERY, SHOP_DUMP } from "./engine-fixture.js";

const TIMEOUT_MS = 300;
const MAX_ROWS = 5;

describe("openSqlEngine", () => {
  const engine = openSqlEngine({ timeoutMs: TIMEOUT_MS, maxRows: MAX_ROWS });
  afterAll(() => engine.close());

  it("runs queries against a loaded dump and returns columns and rows in SQLite's order", async () => {
    const shop = await engine.load(SHOP_DUMP);
    expect(
      await engine.run(
        shop,
        `SELECT c.name, count(*) AS purchases, sum(p.amount) AS total
         FROM customer AS c JOIN purchase AS p ON p.customer_id = c.customer_id
         GROUP BY c.customer_id ORDER BY total DESC`,
      ),
    ).toEqual({
      ok: true,
      columns: ["name", "purchases", "total"],
      rows: [
        ["Bo", 1, 30],
        ["Ada", 2, 20],
        ["Cy", 3, 11],
      ],
    });
    expect(await engine.run(shop, "SELECT name FROM customer WHERE city IS NULL;")).toEqual({
      ok: true,
      columns: ["name"],
      rows: [["Di"]],
    });
  });

  it("returns parse failures as syntax errors and run failures as runtime errors", async () => {
    const shop = await engine.load(SHOP_DUMP);
    expect(await engine.run(shop, "SELEC name FROM customer")).toMatchObject({ ok: false, error: "syntax" });
    expect(await engine.run(shop, "SELECT name FROM customer WHERE")).toMatchObject({
      ok: false,
      error: "syntax",
    });
    expect(await engine.run(shop, "SELECT nickname FROM customer")).toEqual({
      ok: false,
      error: "runtime",
      message: "no such column: nickname",
    });
    expect(await engine.run(shop, "SELECT * FROM orders")).toMatchObject({ ok: false, error: "runtime" });
  });

  it("stops a runaway query at the time limit and stays usable, reloading the database it needs", async () => {
    const shop = await engine.load(SHOP_DUMP);
    const other = await engine.load("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);");
    const started = performance.now();
    const runaway = await engine.run(shop, RUNAWAY_QUERY);
    const elapsed = performance.now() - started;
    expect(runaway).toMatchObject({ ok: false, error: "timeout" });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS);
    expect(await engine.run(shop, "SELECT count(*) FROM purchase")).toEqual({
      ok: true,
      columns: ["count(*)"],
      rows: [[6]],
    });
    expect(await engine.run(other, "SELECT x FROM t")).toMatchObject({ ok: true, rows: [[7]] });
  });

  it("fails a query with more rows than the cap and passes one with exactly the cap", async () => {
    const shop = await engine.load(SHOP_DUMP);
    expect(await engine.run(shop, "SELECT purchase_id FROM purchase")).toEqual({
      ok: false,
      error: "too-many-rows",
      message: `more than ${MAX_ROWS} rows`,
    });
    const capped = await engine.run(shop, "SELECT purchase_id FROM purchase LIMIT 5");
    expect(capped.ok && capped.rows).toHaveLength(MAX_ROWS);
  });

  it("refuses anything but one read-only statement, and no write reaches the data", async () => {
    const shop = await engine.load(SHOP_DUMP);
    const refused = (result: QueryResult) => !result.ok && result.error === "refused";
    expect(refused(await engine.run(shop, "ATTACH DATABASE '/tmp/bias-gate-attach.db' AS x"))).toBe(true);
    expect(refused(await engine.run(shop, "PRAGMA query_only = OFF"))).toBe(true);
    expect(refused(await engine.run(shop, "DELETE FROM purchase"))).toBe(true);
    expect(refused(await engine.run(shop, "SELECT 1; DELETE FROM purchase"))).toBe(true);
    expect(await engine.run(shop, "WITH gone AS (SELECT 1) DELETE FROM purchase")).toMatchObject({
      ok: false,
      error: "runtime",
      message: "attempt to write a readonly database",
    });
    expect(existsSync("/tmp/bias-gate-attach.db")).toBe(false);
    expect(await engine.run(shop, "SELECT count(*) FROM purchase")).toMatchObject({ ok: true, rows: [[6]] });
  });

  it("keeps databases apart, and forgets one once unloaded", async () => {
    const first = await engine.load("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1);");
    const second = await engine.load("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (2);");
    expect(await engine.run(first, "SELECT x FROM t")).toMatchObject({ rows: [[1]] });
    expect(await engine.run(second, "SELECT x FROM t")).toMatchObject({ rows: [[2]] });
    await engine.unload(first);
    await expect(engine.run(first, "SELECT x FROM t")).rejects.toThrow(/unloaded or never loaded/);
  });

  it("rejects a dump SQLite cannot load, naming SQLite's reason", async () => {
    await expect(engine.load("CREATE TABLE broken (")).rejects.toThrow(
      /does not load in SQLite: incomplete input/,
    );
  });

  it("stops a dump whose load-time query never ends at the load limit, and stays usable", async () => {
    const bounded = openSqlEngine({ timeoutMs: TIMEOUT_MS, maxRows: MAX_ROWS, loadTimeoutMs: 500 });
    try {
      const kept = await bounded.load("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7);");
      const started = performance.now();
      await expect(
        bounded.load(
          "CREATE TABLE forever AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n;",
        ),
      ).rejects.toThrow(/does not load in SQLite: loading ran past the 500 ms limit/);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(await bounded.run(kept, "SELECT x FROM t")).toMatchObject({ ok: true, rows: [[7]] });
    } finally {
      await bounded.close();
    }
  });

  it("rejects requests after close", async () => {
    const closing = openSqlEngine({ timeoutMs: TIMEOUT_MS, maxRows: MAX_ROWS });
    await closing.close();
    await expect(closing.load(SHOP_DUMP)).rejects.toThrow(/closed/);
  });
});

describe("stripLeadingNoise", () => {
  it("skips blanks, comments and opening parentheses before the first keyword", () => {
    expect(stripLeadingNoise("  -- why\n /* note */ ((SELECT 1))")).toBe("SELECT 1))");
    expect(stripLeadingNoise("-- only a comment")).toBe("");
  });
});

describe("toQueryResult", () => {
  it("tells SQLite's parse failures from its run failures by message", () => {
    expect(
      toQueryResult({ ok: false, failure: "engine", message: 'unrecognized token: "\'abc"' }),
    ).toMatchObject({
      error: "syntax",
    });
    expect(toQueryResult({ ok: false, failure: "engine", message: "integer overflow" })).toMatchObject({
      error: "runtime",
    });
  });
});

describe.skipIf(!hasNode24)(needsNode24("under Node 24"), () => {
  it("runs, classifies and times out queries the same way", async () => {
    const probe = join(repoRoot, "test/sql/engine-node24-probe.ts");
    const { code, stdout, stderr } = await spawnNode24(["--import", "tsx", probe], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      timeoutMs: 20_000,
    });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results.node).toMatch(/^v24\./);
    expect(results.first).toEqual({ ok: true, columns: ["count(*)"], rows: [[6]] });
    expect(results.syntax).toMatchObject({ ok: false, error: "syntax" });
    expect(results.runaway).toMatchObject({ ok: false, error: "timeout" });
    expect(results.afterTimeout).toEqual(results.first);
  });
});

describe("a broken engine", () => {
  it("stops loudly (SqlEngineStopped) instead of reporting every dump as unloadable data", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-broken-sqljs-"));
    const glue = join(dir, "sql-wasm.js");
    writeFileSync(glue, "module.exports = 42;\n");
    const engine = openSqlEngine({ timeoutMs: 2_000, maxRows: 100, sqlJs: { glue, wasm: glue } });
    try {
      await expect(engine.load(SHOP_DUMP)).rejects.toBeInstanceOf(SqlEngineStopped);
    } finally {
      await engine.close();
    }
  });
});
