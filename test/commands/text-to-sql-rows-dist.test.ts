import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/report/results.js";
import { type DistRun, hasStackTrace, runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

// A public Spider-format set (no rows, as tables.json gives) and fresh dir sets with rows: the two sides the
// starter pairs. `wide` fresh tables are as wide as the public ones; `narrow` ones are one column each, so their
// dumps per table are a fraction of the public's even with both sides schema-only.
const COLUMNS = ["id", "name", "city", "district", "manager", "opened", "area", "phone"];

function spiderTables(dbIds: readonly string[]): string {
  return JSON.stringify(
    dbIds.map((db_id) => ({
      db_id,
      table_names_original: ["shop"],
      table_names: ["shop"],
      column_names_original: [[-1, "*"], ...COLUMNS.map((c) => [0, c])],
      column_names: [[-1, "*"], ...COLUMNS.map((c) => [0, c])],
      column_types: ["text", "number", ...COLUMNS.slice(1).map(() => "text")],
      primary_keys: [1],
      foreign_keys: [],
    })),
  );
}

function questions(dbIds: readonly string[], key: "jsonl" | "json"): string {
  const rows = dbIds.flatMap((db_id) => [
    { db_id, question: "How many shops are there?", query: "SELECT count(*) FROM shop" },
    { db_id, question: "List the shop names.", query: "SELECT name FROM shop" },
    { db_id, question: "Which cities have shops?", query: "SELECT DISTINCT city FROM shop" },
  ]);
  return key === "json" ? JSON.stringify(rows) : `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`;
}

function freshDump(columns: readonly string[]): string {
  const inserts = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (k) => `INSERT INTO shop VALUES (${columns.map((c, j) => (j === 0 ? k : `'${c}${k % 3}'`)).join(", ")});`,
  );
  const defs = columns.map((c, j) => (j === 0 ? `${c} INTEGER PRIMARY KEY` : `${c} TEXT`));
  return `CREATE TABLE shop (\n  ${defs.join(",\n  ")}\n);\n\n${inserts.join("\n")}\n`;
}

/** sql.js (no type declarations shipped): builds the .sqlite files Spider's database/ folder would hold. */
interface SqlJsDatabase {
  run(sql: string): void;
  export(): Uint8Array;
  close(): void;
}
const initSqlJs = createRequire(import.meta.url)("sql.js") as () => Promise<{
  Database: new () => SqlJsDatabase;
}>;

const PUBLIC = ["p_one", "p_two", "p_three"];
const FRESH = ["f_one", "f_two", "f_three"];

function project(rows: string | undefined, freshColumns: readonly string[], databaseDir = false): string {
  const files: Record<string, string> = {
    "public/dev.json": questions(PUBLIC, "json"),
    "public/tables.json": spiderTables(PUBLIC),
    "fresh/questions.jsonl": questions(FRESH, "jsonl"),
    "bias-gate.yml": [
      "version: 1",
      "seed: 5",
      "suites:",
      "  - name: sql",
      "    kind: text-to-sql",
      "    instances: 1",
      `    public: { spider: { questions: public/dev.json, tables: public/tables.json${databaseDir ? ", database-dir: public/database" : ""} } }`,
      "    fresh: { dir: fresh }",
      ...(rows ? [`    rows: ${rows}`] : []),
      "",
    ].join("\n"),
  };
  for (const db of FRESH) files[`fresh/${db}.sql`] = freshDump(freshColumns);
  return workspace(files);
}

describe("text-to-SQL rows policy through the CLI (dist)", () => {
  const wide = COLUMNS;
  const narrow = ["id", "name"];

  it("lint: rows auto picks none for a rowless public side and says so", async () => {
    const run = await runDistCli(["lint"], { cwd: project(undefined, wide) });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "[rows: auto chose none, schema-only on both sides: the public set's dumps have no rows]",
    );
    expect(run.stdout).not.toContain("not comparable");
  });

  it("lint: with Spider's own .sqlite files (database-dir) both sides have data, and auto samples rows on both", async () => {
    const dir = project(undefined, wide, true);
    const SQL = await initSqlJs();
    for (const dbId of PUBLIC) {
      const db = new SQL.Database();
      db.run(freshDump(COLUMNS));
      mkdirSync(join(dir, "public/database", dbId), { recursive: true });
      writeFileSync(join(dir, "public/database", dbId, `${dbId}.sqlite`), db.export());
      db.close();
    }
    const run = await runDistCli(["lint"], { cwd: dir });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "[rows: auto chose sample, at most 5 seeded rows per table: both sides have data]",
    );
    expect(run.stdout).not.toContain("not comparable");
  });

  it("lint: rows sample is an error naming the suite key and the fix when the public side has no rows", async () => {
    const run = await runDistCli(["lint"], { cwd: project("sample", wide) });
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toMatch(
      /bias-gate\.yml:\d+:\d+: error: text-to-SQL suite 'sql' has rows: sample, but the public set has no rows to sample/,
    );
    expect(run.stdout + run.stderr).toMatch(/database-dir/);
    expect(run.stdout + run.stderr).toMatch(/rows: none/);
    expect(hasStackTrace(run.stderr)).toBe(false);
  });

  describe("sides that differ a lot in dump size per table", () => {
    let dir: string;
    let lint: DistRun;
    let results: Results;
    let report: string;
    beforeAll(async () => {
      dir = project(undefined, narrow);
      lint = await runDistCli(["lint"], { cwd: dir });
      await runDistCli(["run", "--no-cache", "--format", "json", "--out", "out"], {
        cwd: dir,
        timeoutMs: 110_000,
      });
      results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
      report = readFileSync(join(dir, "out/report.md"), "utf8");
    }, 120_000);

    it("lint warns, naming the suite", () => {
      expect(lint.code).toBe(0);
      expect(lint.stdout).toMatch(
        /warning: text-to-SQL suite 'sql': sides not comparable: dumps per table differ/,
      );
    });

    it("the ATD check is inconclusive with the reason in results.json; the delta is still decided on its own terms", () => {
      const atd = results.verdict.checks.find((c) => c.metricId === "atd-drop-difference:sql");
      expect(atd?.status).toBe("inconclusive");
      expect(atd?.reason).toMatch(/not decided: sides not comparable: dumps per table differ/);
      const metric = results.metrics.find((m) => m.id === "atd-drop-difference:sql");
      expect(metric?.undecidable).toMatch(/^sides not comparable/);
    });

    it("the report's text-to-SQL section has the comparability block", () => {
      expect(report).toContain("Dumps shown: rows: auto chose none");
      expect(report).toContain("**Sides not comparable**");
      expect(report).toMatch(/\| public \| 3 \| 3 \| none \(no data\) \|/);
      expect(report).toMatch(/\| fresh \| 3 \| 3 \| none \(has data\) \|/);
    });
  });
});
