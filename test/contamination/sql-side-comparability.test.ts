import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { RowsPolicy } from "../../src/config/config.js";
import { loadSqlSet, type SqlSetSource } from "../../src/contamination/sql-sets.js";
import {
  applyRows,
  COMPARABILITY_LIMITS,
  compareSides,
  decideRows,
} from "../../src/contamination/sql-side-comparability.js";
import type { SqlSet, SqlSetData } from "../../src/contamination/text-to-sql-types.js";
import { countRows } from "../../src/sql/dump-rows.js";
import { SPIDER } from "../reference.js";

/** sql.js (no type declarations shipped): builds the small .sqlite files Spider's database/ folder would hold. */
interface SqlJsDatabase {
  run(sql: string): void;
  export(): Uint8Array;
  close(): void;
}
const initSqlJs = createRequire(import.meta.url)("sql.js") as () => Promise<{
  Database: new () => SqlJsDatabase;
}>;

const REPO = resolve(import.meta.dirname, "../..");
const FRESH = join(REPO, "fixtures/text-to-sql/fresh");

const io = {
  readText: (p: string) => (existsSync(p) ? readFileSync(p, "utf8") : undefined),
  readBytes: (p: string) => (existsSync(p) ? new Uint8Array(readFileSync(p)) : undefined),
  env: () => undefined,
  listDir: (p: string) => (existsSync(p) ? readdirSync(p) : undefined),
};

function load(set: SqlSet, source: SqlSetSource): SqlSetData {
  const loaded = loadSqlSet(set, source, io);
  expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return loaded.data as SqlSetData;
}

/** Both sides under a policy, as the text-to-SQL suite shows them. */
function under(sets: Record<SqlSet, SqlSetData>, policy: RowsPolicy, seed = "7") {
  const rows = decideRows(sets, policy, 5);
  const shown = {
    public: applyRows(sets.public, rows.shown, 5, seed),
    fresh: applyRows(sets.fresh, rows.shown, 5, seed),
  };
  return { rows, shown, comparability: compareSides(shown, sets, rows) };
}

SPIDER.describe("Spider dev against the shipped fresh set, under each rows policy", () => {
  // Loaded before the tests, not while they are collected: without the reference data the block is skipped, and
  // its body still runs to collect them.
  let sets: Record<SqlSet, SqlSetData>;
  beforeAll(() => {
    sets = {
      public: load("public", {
        spider: { questions: SPIDER.file("dev.json"), tables: SPIDER.file("tables.json") },
      }),
      fresh: load("fresh", { dir: FRESH }),
    };
  });

  it("without a policy (each side as loaded, today's behaviour) the sides are flagged: ATD takes most of the fresh dumps only", () => {
    const asLoaded = compareSides(sets, sets, decideRows(sets, "none", 5));
    expect(asLoaded.comparable).toBe(false);
    expect(asLoaded.problems[0]).toBe("public dumps have no rows");
    const gap = asLoaded.sides.fresh.atdRemovedShare - asLoaded.sides.public.atdRemovedShare;
    expect(gap).toBeGreaterThan(0.5);
  });

  it.each(["auto", "none"] as const)(
    "rows: %s shows both sides schema-only and ATD removes a comparable share of each",
    (policy) => {
      const { rows, shown, comparability } = under(sets, policy);
      expect(rows.shown).toBe("none");
      if (policy === "auto")
        expect(rows.why).toMatch(
          /auto chose none, schema-only on both sides: the public set's dumps have no rows/,
        );
      for (const db of shown.fresh.databases) expect(countRows(db.dump).size).toBe(0);
      // The test suites still run on every row: only the prompt dump lost them.
      const withContents = shown.fresh.databases.filter((db) => db.contents !== undefined);
      expect(withContents.length).toBe(sets.fresh.databases.length);
      expect(withContents.every((db) => /INSERT INTO/.test(db.contents as string))).toBe(true);
      const { public: pub, fresh } = comparability.sides;
      expect(Math.abs(pub.atdRemovedShare - fresh.atdRemovedShare)).toBeLessThanOrEqual(
        COMPARABILITY_LIMITS.removedShareDifference,
      );
      expect(comparability).toMatchObject({ comparable: true, problems: [] });
    },
  );

  it("rows: sample is refused for the rowless Spider side", () => {
    expect(decideRows(sets, "sample", 5).error).toEqual(["public"]);
  });
});

describe("rows: sample", () => {
  const fresh = load("fresh", { dir: FRESH });
  const both = { public: { ...fresh, set: "public" as const }, fresh };

  it("keeps at most R seeded rows per table on both sides, the same for the same seed, and the full contents for scoring", () => {
    const a = under(both, "auto", "7");
    expect(a.rows.shown).toBe("sample");
    for (const db of a.shown.fresh.databases) {
      const full = countRows(fresh.databases.find((d) => d.dbId === db.dbId)?.dump ?? "");
      for (const [table, n] of countRows(db.dump)) expect(n).toBe(Math.min(5, full.get(table) ?? 0));
      expect(db.contents).toBe(fresh.databases.find((d) => d.dbId === db.dbId)?.contents);
    }
    expect(under(both, "auto", "7").shown.fresh.databases.map((d) => d.dump)).toEqual(
      a.shown.fresh.databases.map((d) => d.dump),
    );
    expect(under(both, "auto", "8").shown.fresh.databases.map((d) => d.dump)).not.toEqual(
      a.shown.fresh.databases.map((d) => d.dump),
    );
    expect(a.comparability.comparable).toBe(true);
    expect(a.comparability.sides.fresh).toMatchObject({ hasRows: true, rowsPerTable: 5 });
  });
});

describe("spider: database-dir (Spider's own .sqlite files)", () => {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-spider-db-"));
  const dev = [
    { db_id: "concert_singer", question: "How many singers?", query: "SELECT count(*) FROM singer" },
    {
      db_id: "concert_singer",
      question: "Singers in concert 1?",
      query: "SELECT count(*) FROM singer_in_concert WHERE concert_ID = 1",
    },
  ];
  const tables = [
    {
      db_id: "concert_singer",
      table_names_original: ["singer", "singer_in_concert"],
      table_names: ["singer", "singer in concert"],
      column_names_original: [
        [-1, "*"],
        [0, "Singer_ID"],
        [0, "Name"],
        [1, "concert_ID"],
        [1, "Singer_ID"],
      ],
      column_names: [
        [-1, "*"],
        [0, "singer id"],
        [0, "name"],
        [1, "concert id"],
        [1, "singer id"],
      ],
      column_types: ["text", "number", "text", "number", "number"],
      primary_keys: [1, 3],
      foreign_keys: [[4, 1]],
    },
  ];
  writeFileSync(join(dir, "dev.json"), JSON.stringify(dev));
  writeFileSync(join(dir, "tables.json"), JSON.stringify(tables));
  const source = (databaseDir: string): SqlSetSource => ({
    spider: { questions: join(dir, "dev.json"), tables: join(dir, "tables.json"), databaseDir },
  });

  it("reads schema, composite keys and rows from the file; without it, keys are tables.json's", async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE singer (Singer_ID int PRIMARY KEY, Name text);
      CREATE TABLE singer_in_concert (concert_ID int, Singer_ID int, PRIMARY KEY (concert_ID, Singer_ID),
        FOREIGN KEY (Singer_ID) REFERENCES singer(Singer_ID));
      INSERT INTO singer VALUES (1, 'Ann O''Neil'), (2, 'Bo'), (3, NULL);
      INSERT INTO singer_in_concert VALUES (1, 1), (1, 2), (2, 1);`);
    mkdirSync(join(dir, "database/concert_singer"), { recursive: true });
    writeFileSync(join(dir, "database/concert_singer/concert_singer.sqlite"), db.export());
    db.close();

    const fromFile = load("public", source(join(dir, "database"))).databases[0];
    const keys = fromFile?.schema.tables.find((t) => t.name === "singer_in_concert")?.primaryKey;
    expect(keys).toEqual(["concert_ID", "Singer_ID"]);
    expect([...countRows(fromFile?.dump ?? "")]).toEqual([
      ["singer", 3],
      ["singer_in_concert", 3],
    ]);
    expect(fromFile?.dump).toContain("'Ann O''Neil'");
    expect(fromFile?.contents).toBe(fromFile?.dump);

    const fromTables = load("public", {
      spider: { questions: join(dir, "dev.json"), tables: join(dir, "tables.json") },
    });
    const rendered = fromTables.databases[0]?.schema.tables.find((t) => t.name === "singer_in_concert");
    expect(rendered?.primaryKey).toEqual(["concert_ID"]);
    expect(fromTables.databases[0]?.contents).toBeUndefined();
  }, 30_000);

  it("a missing file is an error naming its path", () => {
    const loaded = loadSqlSet("public", source(join(dir, "nowhere")), io);
    const error = loaded.diagnostics.find((d) => d.severity === "error");
    expect(error?.message).toContain(join(dir, "nowhere/concert_singer/concert_singer.sqlite"));
    expect(error?.hint).toMatch(/database-dir/);
  });
});
