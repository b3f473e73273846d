import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { disconnectTables } from "../../src/sql/atd.js";
import { parseSqlDump } from "../../src/sql/dump.js";
import { openSqlEngine } from "../../src/sql/engine.js";
import type { Schema } from "../../src/sql/schema.js";
import { detectLexOptions, splitStatements } from "../../src/sql/tokenize.js";

const SQLITE_DUMP = `PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE greenhouse (
  greenhouse_id INTEGER PRIMARY KEY,
  label TEXT NOT NULL DEFAULT 'unnamed; for now'
);
INSERT INTO greenhouse VALUES(1,'North; glass');
INSERT INTO greenhouse VALUES(2,'South
wing');
CREATE TABLE seedling (
  seedling_id INTEGER PRIMARY KEY,
  greenhouse_id INTEGER NOT NULL CONSTRAINT seedling_home REFERENCES greenhouse(greenhouse_id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  species TEXT,
  parent_id INTEGER REFERENCES seedling -- its own primary key
);
CREATE TABLE watering (
  seedling_id INTEGER,
  watered_on TEXT,
  litres REAL CHECK (litres > 0),
  PRIMARY KEY (seedling_id, watered_on),
  FOREIGN KEY (seedling_id) REFERENCES seedling (seedling_id) ON UPDATE NO ACTION
);
CREATE TABLE tray (tray_id INTEGER PRIMARY KEY, seedling_id INTEGER, FOREIGN KEY (seedling_id) REFERENCES seedling(seedling_id), slot INTEGER);
INSERT INTO seedling VALUES(1,1,'basil',NULL);
CREATE TRIGGER log_watering AFTER INSERT ON watering BEGIN INSERT INTO tray VALUES (NULL, new.seedling_id, 0); END;
COMMIT;
`;

const MYSQL_DUMP = `-- MySQL dump for a plant nursery
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;

DROP TABLE IF EXISTS \`greenhouse\`;
CREATE TABLE \`greenhouse\` (
  \`greenhouse_id\` int NOT NULL AUTO_INCREMENT,
  \`label\` varchar(40) NOT NULL COMMENT 'shown; on the door',
  PRIMARY KEY (\`greenhouse_id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

--
-- Dumping data for table \`greenhouse\`
--

LOCK TABLES \`greenhouse\` WRITE;
/*!40000 ALTER TABLE \`greenhouse\` DISABLE KEYS */;
INSERT INTO \`greenhouse\` VALUES (1,'North; glass'),(2,'It\\'s south');
/*!40000 ALTER TABLE \`greenhouse\` ENABLE KEYS */;
UNLOCK TABLES;

DROP TABLE IF EXISTS \`seedling\`;
CREATE TABLE \`seedling\` (
  \`seedling_id\` int NOT NULL,
  \`greenhouse_id\` int DEFAULT NULL,
  \`species\` varchar(60) DEFAULT NULL,
  PRIMARY KEY (\`seedling_id\`),
  KEY \`fk_seedling_greenhouse\` (\`greenhouse_id\`),
  CONSTRAINT \`fk_seedling_greenhouse\` FOREIGN KEY (\`greenhouse_id\`) REFERENCES \`greenhouse\` (\`greenhouse_id\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE \`cutting\` (
  \`cutting_id\` int NOT NULL,
  \`seedling_id\` int NOT NULL,
  \`taken_on\` date,
  PRIMARY KEY (\`cutting_id\`)
) ENGINE=InnoDB;
ALTER TABLE \`cutting\` ADD CONSTRAINT \`fk_cutting_seedling\` FOREIGN KEY (\`seedling_id\`) REFERENCES \`seedling\` (\`seedling_id\`), ADD COLUMN \`notes\` text;
REPLACE INTO \`cutting\` VALUES (1,1,'2024-03-01','first');
`;

const POSTGRES_DUMP = `--
-- PostgreSQL database dump of a plant nursery
--

SET client_encoding = 'UTF8';
SELECT pg_catalog.set_config('search_path', '', false);

CREATE TABLE public.greenhouse (
    greenhouse_id integer NOT NULL,
    label character varying(40) DEFAULT 'a; b'::character varying
);

CREATE TABLE public.seedling (
    seedling_id integer NOT NULL,
    greenhouse_id integer,
    species text
);

CREATE TABLE public.label_print (
    print_id serial PRIMARY KEY,
    seedling_id integer REFERENCES public.seedling(seedling_id) MATCH FULL ON DELETE SET NULL,
    printed_at timestamp with time zone
);

--
-- Data for Name: greenhouse; Type: TABLE DATA; Schema: public
--

COPY public.greenhouse (greenhouse_id, label) FROM stdin;
1	North; glass
2	South \\. wing
\\.

COPY public.seedling (seedling_id, greenhouse_id, species) FROM stdin;
1	1	basil
\\.

SELECT pg_catalog.setval('public.label_print_print_id_seq', 7, true);

ALTER TABLE ONLY public.greenhouse
    ADD CONSTRAINT greenhouse_pkey PRIMARY KEY (greenhouse_id);

ALTER TABLE ONLY public.seedling
    ADD CONSTRAINT seedling_pkey PRIMARY KEY (seedling_id);

ALTER TABLE ONLY public.seedling
    ADD CONSTRAINT seedling_greenhouse_id_fkey FOREIGN KEY (greenhouse_id) REFERENCES public.greenhouse(greenhouse_id) ON DELETE CASCADE;
`;

/** Tables, columns (with types) and primary keys: everything ATD must keep. */
function structure(schema: Schema): string[] {
  return schema.tables.map(
    (t) => `${t.name}(${t.columns.map((c) => `${c.name}:${c.type ?? ""}`).join(", ")}) pk=[${t.primaryKey}]`,
  );
}

const foreignKeyCount = (schema: Schema) => schema.tables.reduce((n, t) => n + t.foreignKeys.length, 0);

function isSubsequence(part: string, whole: string): boolean {
  let at = 0;
  for (const c of part) {
    at = whole.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** The first word of every statement, as the tokenizer splits the dump. */
function verbs(dump: string): string[] {
  return splitStatements(dump, detectLexOptions(dump)).statements.map(
    (s) => s.tokens[0]?.text.toUpperCase() ?? "",
  );
}

describe.each([
  ["SQLite", SQLITE_DUMP, 4],
  ["MySQL", MYSQL_DUMP, 2],
  ["PostgreSQL", POSTGRES_DUMP, 2],
])("disconnectTables on a %s dump", (_dialect, dump, foreignKeys) => {
  const before = parseSqlDump(dump, "nursery.sql");
  const atd = disconnectTables(dump);
  const after = parseSqlDump(atd, "nursery.sql");

  it("starts from a dump that has foreign keys and reads without errors", () => {
    expect(before.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(foreignKeyCount(before.schema)).toBe(foreignKeys);
  });

  it("keeps every table, column, type and primary key, and no foreign key", () => {
    expect(after.diagnostics).toEqual([]);
    expect(structure(after.schema)).toEqual(structure(before.schema));
    expect(foreignKeyCount(after.schema)).toBe(0);
  });

  it("removes every data statement", () => {
    expect(verbs(atd).filter((v) => ["INSERT", "REPLACE", "COPY", "LOCK", "UNLOCK"].includes(v))).toEqual([]);
    expect(atd).not.toMatch(/^\s*(?:INSERT|REPLACE|COPY)\b/im);
    expect(atd).not.toMatch(/REFERENCES|FOREIGN KEY|setval|DISABLE KEYS|North; glass/i);
  });

  it("is idempotent", () => {
    expect(disconnectTables(atd)).toBe(atd);
  });

  it("only deletes: the result is a subsequence of the dump's characters", () => {
    expect(isSubsequence(atd, dump)).toBe(true);
  });
});

describe("disconnectTables", () => {
  it("cuts the exact foreign-key text and its comma, leaving the rest byte for byte", () => {
    expect(
      disconnectTables(
        "CREATE TABLE a (id INT PRIMARY KEY, b_id INT, FOREIGN KEY (b_id) REFERENCES b(id));\nINSERT INTO a VALUES (1, 1);\n",
      ),
    ).toBe("CREATE TABLE a (id INT PRIMARY KEY, b_id INT);\n");
  });

  it("keeps a table valid when its only item after the columns was a FOREIGN KEY", () => {
    const dump = `CREATE TABLE owner (owner_id INTEGER PRIMARY KEY);
CREATE TABLE pet (
  pet_id INTEGER PRIMARY KEY,
  owner_id INTEGER, -- who feeds it
  FOREIGN KEY (owner_id) REFERENCES owner (owner_id)
);
`;
    expect(disconnectTables(dump)).toBe(`CREATE TABLE owner (owner_id INTEGER PRIMARY KEY);
CREATE TABLE pet (
  pet_id INTEGER PRIMARY KEY,
  owner_id INTEGER -- who feeds it
);
`);
  });

  it("keeps the commas right when foreign keys come first, in the middle and last", () => {
    const dump =
      "CREATE TABLE t (FOREIGN KEY (a) REFERENCES u(a), a INT, CONSTRAINT f FOREIGN KEY (b) REFERENCES u(b), b INT, FOREIGN KEY (a, b) REFERENCES v(a, b), FOREIGN KEY (b) REFERENCES w(b));";
    expect(disconnectTables(dump)).toBe("CREATE TABLE t (a INT, b INT);");
  });

  it("drops an ALTER TABLE that only added a foreign key, and keeps one that also does something else", () => {
    const dump = `CREATE TABLE u (a INT PRIMARY KEY);
CREATE TABLE t (a INT);
ALTER TABLE t ADD CONSTRAINT f FOREIGN KEY (a) REFERENCES u (a);
ALTER TABLE t ADD COLUMN c INT REFERENCES u(a) NOT NULL, ADD FOREIGN KEY (a) REFERENCES u (a);
`;
    expect(disconnectTables(dump)).toBe(`CREATE TABLE u (a INT PRIMARY KEY);
CREATE TABLE t (a INT);
ALTER TABLE t ADD COLUMN c INT NOT NULL;
`);
  });

  it("leaves a trigger's body alone, an INSERT in it included", () => {
    const dump =
      "CREATE TABLE t (a INT);\nCREATE TRIGGER g AFTER DELETE ON t BEGIN\n  DELETE FROM t;\n  INSERT INTO t VALUES (1);\nEND;\n";
    expect(disconnectTables(dump)).toBe(dump);
  });

  it("does not mistake a column named function for a routine", () => {
    const dump =
      "CREATE TABLE f (function TEXT, begin INT, x INT REFERENCES g(x));\nINSERT INTO f VALUES ('a', 1, 1);\nEND;\n";
    expect(disconnectTables(dump)).toBe("CREATE TABLE f (function TEXT, begin INT, x INT);\nEND;\n");
  });

  it("returns a dump without keys or data unchanged", () => {
    const dump = "-- schema only\nCREATE TABLE t (a INT PRIMARY KEY, b TEXT);\n";
    expect(disconnectTables(dump)).toBe(dump);
  });

  it("handles the dialect fixtures of the dump parser", () => {
    const dir = path.resolve(import.meta.dirname, "../fixtures/sql");
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
      const dump = readFileSync(path.join(dir, name), "utf8");
      const before = parseSqlDump(dump, name);
      const after = parseSqlDump(disconnectTables(dump), name);
      expect(structure(after.schema), name).toEqual(structure(before.schema));
      expect(foreignKeyCount(after.schema), name).toBe(0);
    }
  });
});

describe("disconnectTables on the fresh set's dumps", () => {
  const engine = openSqlEngine({ timeoutMs: 2000, maxRows: 1000 });
  afterAll(() => engine.close());
  const dir = path.resolve(import.meta.dirname, "../../fixtures/text-to-sql/fresh");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sql"));

  it("has dumps to check", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)(
    "%s loads into SQLite with the same tables, all empty, and no foreign keys",
    async (file) => {
      const dump = readFileSync(path.join(dir, file), "utf8");
      const atd = disconnectTables(dump);
      const before = parseSqlDump(dump, file);
      const after = parseSqlDump(atd, file);
      expect(after.diagnostics).toEqual([]);
      expect(structure(after.schema)).toEqual(structure(before.schema));
      expect(foreignKeyCount(after.schema)).toBe(0);
      const db = await engine.load(atd);
      const fks = await engine.run(db, "SELECT count(*) FROM sqlite_master WHERE sql LIKE '%REFERENCES%'");
      expect(fks).toEqual({ ok: true, columns: ["count(*)"], rows: [[0]] });
      for (const table of after.schema.tables) {
        const rows = await engine.run(db, `SELECT count(*) AS n FROM "${table.name}"`);
        expect(rows, table.name).toEqual({ ok: true, columns: ["n"], rows: [[0]] });
      }
      await engine.unload(db);
    },
  );
});
