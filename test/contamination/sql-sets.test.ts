import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/config/diagnostic.js";
import { sealFiles } from "../../src/contamination/sealed-archive.js";
import type { SqlSetIO } from "../../src/contamination/sql-set-load.js";
import { loadSqlSet } from "../../src/contamination/sql-sets.js";
import type { SqlQuestion } from "../../src/contamination/text-to-sql-types.js";
import { parseSqlDump } from "../../src/sql/dump.js";
import { HARDNESS_LEVELS } from "../../src/sql/hardness.js";
import { hasErrors } from "../../src/templates/diagnostics.js";
import { SPIDER } from "../reference.js";

const REPO_ROOT = resolve(import.meta.dirname, "../..");
const FRESH = join(REPO_ROOT, "fixtures/text-to-sql/fresh");
const DEV = SPIDER.file("dev.json");
const TABLES = SPIDER.file("tables.json");

/** An in-memory file system: files by absolute path; a directory is any path prefix of a file. */
function memoryIO(files: Record<string, string | Uint8Array>, env: Record<string, string> = {}): SqlSetIO {
  return {
    readText: (path) => {
      const content = files[path];
      return typeof content === "string" ? content : undefined;
    },
    readBytes: (path) => {
      const content = files[path];
      return typeof content === "string" ? new TextEncoder().encode(content) : content;
    },
    env: (name) => env[name],
    listDir: (dir) => {
      const prefix = `${dir}/`;
      const names = Object.keys(files)
        .filter((path) => path.startsWith(prefix))
        .map((path) => path.slice(prefix.length).split("/")[0] as string);
      return names.length > 0 ? [...new Set(names)] : undefined;
    },
  };
}

/** A real directory's files, read once into the in-memory form. */
function filesOf(dir: string, as = dir): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((name) => [join(as, name), readFileSync(join(dir, name), "utf8")]),
  );
}

const freshFiles = filesOf(FRESH);

function tally(questions: readonly SqlQuestion[]): Record<string, number> {
  return Object.fromEntries(
    HARDNESS_LEVELS.map((h) => [h, questions.filter((q) => q.hardness === h).length]),
  );
}

const codes = (ds: readonly Diagnostic[]) => ds.map((d) => d.code);

describe("loadSqlSet from a directory", () => {
  const { data, diagnostics } = loadSqlSet("fresh", { dir: FRESH }, memoryIO(freshFiles));

  it("loads the fresh fixture: 26 databases, 1,114 questions in Spider dev's hardness mix, no diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(data?.set).toBe("fresh");
    expect(data?.origin).toBe(FRESH);
    expect(data?.databases.map((d) => d.dbId)).toEqual([
      "animal_shelter",
      "bike_share",
      "chess_congress",
      "cider_mill",
      "climbing_gym",
      "community_library",
      "community_radio",
      "dance_school",
      "dog_grooming_salon",
      "escape_room_venue",
      "falconry_centre",
      "farmers_cooperative",
      "neighbourhood_tool_share",
      "parcel_depot",
      "printing_press",
      "recording_studio",
      "repair_cafe",
      "river_barge_freight",
      "rowing_club",
      "school_sports_league",
      "ski_school",
      "small_clinic",
      "solar_installer",
      "tram_depot",
      "village_bakery",
      "wildlife_survey",
    ]);
    expect(data?.questions).toHaveLength(1114);
    expect(tally(data?.questions ?? [])).toEqual({ easy: 274, medium: 472, hard: 184, extra: 184 });
  });

  it("keeps each dump verbatim, parses its schema and offers it as SQLite contents", () => {
    for (const db of data?.databases ?? []) {
      const file = join(FRESH, `${db.dbId}.sql`);
      expect(db.dump).toBe(freshFiles[file]);
      expect(db.contents).toBe(db.dump);
      expect(db.source).toEqual({ file });
      expect(db.schema.database).toBe(db.dbId);
      // Hand-written databases have 4 or 5 tables, generated ones 3 (two kinds of thing and their events).
      expect(db.schema.tables.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("names questions <set>:<db_id>:<line index> and points at their line", () => {
    const first = data?.questions[0];
    expect(first).toMatchObject({
      id: "fresh:community_library:0",
      dbId: "community_library",
      question: "How many books does the library hold?",
      gold: "SELECT count(*) FROM book",
      hardness: "easy",
      source: { file: join(FRESH, "questions.jsonl"), line: 1 },
    });
    expect(data?.questions.at(-1)?.id).toMatch(/^fresh:[a-z_]+:1113$/);
    expect(new Set(data?.questions.map((q) => q.id)).size).toBe(1114);
  });
});

describe("loadSqlSet from a directory: problems are diagnostics with a hint", () => {
  const D = "/sets/mine";
  const dump = "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT);\nINSERT INTO item VALUES (1, 'a');\n";
  const line = (db: string, n = 1) =>
    JSON.stringify({ db_id: db, question: `Question ${n}?`, query: "SELECT name FROM item" });
  const load = (files: Record<string, string>) =>
    loadSqlSet(
      "fresh",
      { dir: D },
      memoryIO(Object.fromEntries(Object.entries(files).map(([n, t]) => [join(D, n), t]))),
    );

  it("reports a missing directory", () => {
    const { data, diagnostics } = loadSqlSet("fresh", { dir: "/nowhere" }, memoryIO({}));
    expect(data).toBeUndefined();
    expect(diagnostics).toMatchObject([{ severity: "error", code: "sql-set-missing", file: "/nowhere" }]);
    expect(diagnostics[0]?.hint).not.toBe("");
  });

  it("reports a directory without dumps or without questions.jsonl", () => {
    expect(codes(load({ "README.md": "x" }).diagnostics)).toEqual([
      "sql-set-no-databases",
      "sql-set-no-questions",
    ]);
    expect(codes(load({ "shop.sql": dump }).diagnostics)).toEqual(["sql-set-no-questions"]);
  });

  it("reports a malformed line and a line missing a field at their line numbers, and keeps the rest", () => {
    const { data, diagnostics } = load({
      "shop.sql": dump,
      "questions.jsonl": `${line("shop")}\n{"db_id": "shop",\n\n{"db_id": "shop", "question": "Q?"}\n${line("shop", 2)}\n`,
    });
    expect(diagnostics).toMatchObject([
      { severity: "error", code: "sql-set-json", line: 2, file: join(D, "questions.jsonl") },
      { severity: "error", code: "sql-set-question-field", line: 4, message: "missing or empty: query" },
    ]);
    expect(diagnostics[0]?.message).toMatch(/^not a JSON object: /);
    // The blank line 3 is skipped; ids keep the line index, so they do not shift when a line is fixed.
    expect(data?.questions.map((q) => q.id)).toEqual(["fresh:shop:0", "fresh:shop:4"]);
  });

  it("reports a question on a database without a dump, suggesting the nearest db_id", () => {
    const { data, diagnostics } = load({
      "shop.sql": dump,
      "questions.jsonl": `${line("shop")}\n${line("shpo")}\n`,
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "sql-set-unknown-database", line: 2 });
    expect(diagnostics[0]?.message).toContain("did you mean shop?");
    expect(data?.questions).toHaveLength(1);
  });

  it("warns about a database without questions and leaves it out", () => {
    const { data, diagnostics } = load({
      "shop.sql": dump,
      "zoo.sql": dump,
      "questions.jsonl": `${line("shop")}\n`,
    });
    expect(diagnostics).toMatchObject([
      { severity: "warning", code: "sql-set-unused-database", file: join(D, "zoo.sql") },
    ]);
    expect(data?.databases.map((d) => d.dbId)).toEqual(["shop"]);
  });

  it("reports an empty set as an error", () => {
    const { data, diagnostics } = load({ "shop.sql": dump, "questions.jsonl": "\n" });
    expect(data).toBeUndefined();
    expect(codes(diagnostics)).toEqual(["sql-set-unused-database", "sql-set-empty"]);
    expect(hasErrors(diagnostics)).toBe(true);
  });

  it("passes on the dump's own problems and leaves out a database with no readable table", () => {
    const { diagnostics } = load({
      "shop.sql": dump,
      "empty.sql": "-- nothing yet\n",
      "questions.jsonl": `${line("shop")}\n${line("empty")}\n`,
    });
    expect(codes(diagnostics)).toEqual(["sql-no-tables", "sql-set-no-tables"]);
  });

  it("offers contents only for a SQLite-readable dump with INSERTs", () => {
    const mysql =
      "CREATE TABLE `item` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB;\nINSERT INTO `item` VALUES (1);\n";
    const postgres =
      "CREATE TABLE public.item (id integer NOT NULL);\nCOPY public.item (id) FROM stdin;\n1\n\\.\nINSERT INTO public.item VALUES (2);\n";
    const { data } = load({
      "a.sql": dump,
      "b.sql": "CREATE TABLE item (id INTEGER PRIMARY KEY);\n",
      "c.sql": mysql,
      "d.sql": postgres,
      "questions.jsonl": ["a", "b", "c", "d"].map((db) => line(db)).join("\n"),
    });
    expect(data?.databases.map((d) => [d.dbId, d.contents !== undefined])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
      ["d", false],
    ]);
  });
});

SPIDER.describe("loadSqlSet from Spider's dev.json and tables.json", () => {
  let spiderFiles: Record<string, string> = {};
  let io = memoryIO({});
  let data: ReturnType<typeof loadSqlSet>["data"];
  let diagnostics: readonly Diagnostic[] = [];
  beforeAll(() => {
    spiderFiles = { [DEV]: readFileSync(DEV, "utf8"), [TABLES]: readFileSync(TABLES, "utf8") };
    io = memoryIO(spiderFiles);
    ({ data, diagnostics } = loadSqlSet("public", { spider: { questions: DEV, tables: TABLES } }, io));
  });

  it("loads the 20 dev databases and 1,034 questions, with Spider's hardness distribution", () => {
    expect(hasErrors(diagnostics)).toBe(false);
    expect(data?.databases).toHaveLength(20);
    expect(data?.databases[0]?.dbId).toBe("concert_singer");
    expect(data?.questions).toHaveLength(1034);
    expect(tally(data?.questions ?? [])).toEqual({ easy: 248, medium: 446, hard: 174, extra: 166 });
    expect(data?.origin).toBe(DEV);
  });

  it("reports tables.json problems only for the dev databases", () => {
    // dog_kennels (dev) lists a foreign key twice; so does solvency_ii, a train database, which is not reported.
    expect(diagnostics.map((d) => d.message)).toEqual([
      "dog_kennels: foreign key Dogs.owner_id → Owners.owner_id is listed twice",
    ]);
  });

  it("points each question at the line its entry starts on and each database at its tables.json entry", () => {
    const devLines = (spiderFiles[DEV] as string).split("\n");
    const tableLines = (spiderFiles[TABLES] as string).split("\n");
    for (const q of data?.questions ?? []) {
      expect(devLines[(q.source.line as number) - 1]?.trim()).toBe("{");
      expect(devLines[q.source.line as number]).toContain(`"db_id": "${q.dbId}"`);
    }
    for (const db of data?.databases ?? []) {
      expect(tableLines[(db.source.line as number) - 1]).toContain(`"db_id": "${db.dbId}"`);
      expect(db.contents).toBeUndefined();
    }
    expect(data?.questions[45]?.id).toBe("public:pets_1:45");
  });

  it("renders each database as CREATE TABLEs with keys that parse back to the same schema", () => {
    for (const db of data?.databases ?? []) {
      const parsed = parseSqlDump(db.dump, db.source.file, db.dbId);
      expect(parsed.diagnostics, db.dbId).toEqual([]);
      expect(parsed.schema.tables, db.dbId).toEqual(db.schema.tables);
    }
    const concert = data?.databases[0];
    expect(concert?.dump).toContain("Singer_ID NUMERIC PRIMARY KEY");
    expect(concert?.dump).toContain("FOREIGN KEY (Stadium_ID) REFERENCES stadium(Stadium_ID)");
    expect(concert?.dump).not.toMatch(/\bnumber\b/);
    const keys = data?.databases.reduce(
      (n, d) => n + d.schema.tables.flatMap((t) => t.foreignKeys).length,
      0,
    );
    expect(keys).toBeGreaterThan(20);
  });

  it("keeps only the databases a filter names, in dev.json order, with their dev.json ids", () => {
    const filtered = loadSqlSet(
      "public",
      { spider: { questions: DEV, tables: TABLES, databases: ["pets_1", "concert_singer"] } },
      io,
    );
    expect(hasErrors(filtered.diagnostics)).toBe(false);
    expect(filtered.data?.databases.map((d) => d.dbId)).toEqual(["concert_singer", "pets_1"]);
    expect(filtered.data?.questions).toHaveLength(45 + 42);
    expect(filtered.data?.questions[45]?.id).toBe("public:pets_1:45");
  });

  it("reports a filtered db_id that dev.json does not ask about, with a suggestion", () => {
    const filtered = loadSqlSet(
      "public",
      { spider: { questions: DEV, tables: TABLES, databases: ["concert_singer", "pet_1"] } },
      io,
    );
    const errors = filtered.diagnostics.filter((d) => d.severity === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "sql-set-unknown-database", file: DEV });
    expect(errors[0]?.message).toBe(
      "unknown database pet_1: dev.json asks no question on it (did you mean pets_1?)",
    );
    expect(filtered.data?.databases.map((d) => d.dbId)).toEqual(["concert_singer"]);
  });

  it("reports missing files and a question on a database tables.json lacks", () => {
    const missing = loadSqlSet(
      "public",
      { spider: { questions: "/x/dev.json", tables: "/x/tables.json" } },
      io,
    );
    expect(missing.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ["sql-set-missing", "/x/tables.json"],
      ["sql-set-missing", "/x/dev.json"],
    ]);
    const dev = JSON.stringify([
      { db_id: "concert_singer", question: "How many?", query: "SELECT count(*) FROM singer" },
      { db_id: "concert_singers", question: "How many?", query: "SELECT count(*) FROM singer" },
    ]);
    const small = loadSqlSet(
      "public",
      { spider: { questions: "/s/dev.json", tables: TABLES } },
      memoryIO({ "/s/dev.json": dev, [TABLES]: spiderFiles[TABLES] as string }),
    );
    expect(small.diagnostics).toHaveLength(1);
    expect(small.diagnostics[0]?.message).toContain("did you mean concert_singer?");
    // Without a parsed `sql` field, the level comes from the text.
    expect(small.data?.questions).toMatchObject([{ id: "public:concert_singer:0", hardness: "easy" }]);
  });
});

describe("loadSqlSet from a sealed archive", () => {
  const KEY = "a long passphrase used only by this test";
  const ARCHIVE = "/secret/fresh.sealed";
  const sealedFresh = sealFiles(filesOf(FRESH, ""), KEY, (n) => new Uint8Array(n).fill(3));
  const source = { sealed: ARCHIVE, keyEnv: "FRESH_KEY" };
  const open = (env: Record<string, string>, bytes: Uint8Array = sealedFresh) =>
    loadSqlSet("fresh", source, memoryIO({ [ARCHIVE]: bytes }, env));

  it("loads the same databases and questions as the directory it was sealed from", () => {
    const sealed = open({ FRESH_KEY: KEY });
    const plain = loadSqlSet("fresh", { dir: FRESH }, memoryIO(freshFiles));
    expect(sealed.diagnostics).toEqual([]);
    expect(sealed.data?.origin).toBe(ARCHIVE);
    const strip = (q: SqlQuestion) => ({ ...q, source: undefined });
    expect(sealed.data?.questions.map(strip)).toEqual(plain.data?.questions.map(strip));
    expect(sealed.data?.databases.map((d) => [d.dbId, d.dump, d.contents])).toEqual(
      plain.data?.databases.map((d) => [d.dbId, d.dump, d.contents]),
    );
    expect(sealed.data?.questions[0]?.source).toEqual({ file: `${ARCHIVE}/questions.jsonl`, line: 1 });
  });

  it("names the variable and how to set it when the key is missing or empty", () => {
    for (const env of [{}, { FRESH_KEY: "" }] as Record<string, string>[]) {
      const { data, diagnostics } = open(env);
      expect(data).toBeUndefined();
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({ severity: "error", code: "sql-set-key-missing", file: ARCHIVE });
      expect(diagnostics[0]?.message).toMatch(/^\$FRESH_KEY is (not set|empty)/);
      expect(diagnostics[0]?.hint).toContain("$" + "{{ secrets.FRESH_KEY }}");
    }
  });

  it("says the key does not decrypt it, and never repeats the key", () => {
    const wrong = "not the key at all, but long";
    const { data, diagnostics } = open({ FRESH_KEY: wrong });
    expect(data).toBeUndefined();
    expect(diagnostics).toMatchObject([{ severity: "error", code: "sql-set-wrong-key" }]);
    expect(diagnostics[0]?.message).toBe(
      `cannot open ${ARCHIVE}: the key in $FRESH_KEY does not decrypt it (wrong key, or the file is damaged)`,
    );
    expect(JSON.stringify(diagnostics)).not.toContain(wrong);
  });

  it("reports a truncated archive and a missing one", () => {
    const cut = open({ FRESH_KEY: KEY }, sealedFresh.subarray(0, 30));
    expect(cut.diagnostics).toMatchObject([{ code: "sql-set-sealed-unreadable" }]);
    expect(cut.diagnostics[0]?.message).toContain("cut short");
    const missing = loadSqlSet("fresh", source, memoryIO({}, { FRESH_KEY: KEY }));
    expect(codes(missing.diagnostics)).toEqual(["sql-set-missing"]);
  });

  it("does not quote a sealed line's text in a JSON error", () => {
    const secretLine = '{"db_id": "shop", "question": "Top secret question?", "query": ';
    const bytes = sealFiles(
      { "shop.sql": "CREATE TABLE t (a INTEGER);", "questions.jsonl": secretLine },
      KEY,
      (n) => new Uint8Array(n),
    );
    const { diagnostics } = open({ FRESH_KEY: KEY }, bytes);
    expect(diagnostics[0]).toMatchObject({ code: "sql-set-json", message: "not a JSON object", line: 1 });
    expect(JSON.stringify(diagnostics)).not.toContain("Top secret");
  });
});
