import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSqlDump } from "../../src/sql/dump.js";
import type { Table } from "../../src/sql/schema.js";
import { splitStatements } from "../../src/sql/tokenize.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/sql");
const readFixture = (name: string) => {
  const file = path.join(FIXTURES, name);
  return parseSqlDump(readFileSync(file, "utf8"), file);
};

/** Each table as `name(col type*, …) pk=… fk=…`, compact enough to compare whole schemas at a glance. */
function summary(tables: readonly Table[]): string[] {
  return tables.map((t) => {
    const columns = t.columns
      .map((c) => `${c.name}${c.type ? `:${c.type}` : ""}${c.primaryKey ? "*" : ""}`)
      .join(", ");
    const fks = t.foreignKeys.map(
      (fk) => ` fk(${fk.columns.join(",")})->${fk.refTable}(${fk.refColumns.join(",")})`,
    );
    return `${t.name}(${columns}) pk=[${t.primaryKey.join(",")}]${fks.join("")}`;
  });
}

const codes = (text: string) =>
  parseSqlDump(text, "t.sql").diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`);

describe("parseSqlDump on real dump dialects", () => {
  it("reads a SQLite dump: [brackets], AUTOINCREMENT, implicit REFERENCES, WITHOUT ROWID, SQLite's own tables kept", () => {
    const { schema, diagnostics } = readFixture("sqlite-shop.sql");
    expect(diagnostics).toEqual([]);
    expect(schema.database).toBe("sqlite-shop");
    expect(summary(schema.tables)).toEqual([
      "customers(id:integer*, name:text) pk=[id]",
      "Customer Orders(Order ID:INTEGER*, Customer Name:TEXT, total:DECIMAL(10,2), customer_id:INTEGER) pk=[Order ID] fk(customer_id)->customers(id)",
      "sqlite_sequence(name, seq) pk=[]",
      "order_tags(order_id*, tag:TEXT*) pk=[order_id,tag] fk(order_id)->Customer Orders(Order ID)",
    ]);
  });

  it("reads a mysqldump: backticks, ENGINE=… options, KEY/UNIQUE KEY indexes, a column named key, CONSTRAINT … FOREIGN KEY", () => {
    const { schema, diagnostics } = readFixture("mysql-shop.sql");
    expect(diagnostics).toEqual([]);
    expect(summary(schema.tables)).toEqual([
      "users(id:int(11) unsigned*, first name:varchar(255), key:varchar(10), price:decimal(10,2), created_at:timestamp) pk=[id]",
      "order_items(order_id:int*, user_id:int unsigned, line:int*) pk=[order_id,line] fk(user_id)->users(id)",
    ]);
  });

  it("reads a pg_dump: schema-qualified names, SERIAL, arrays, $$ bodies, COPY data, keys added by ALTER TABLE", () => {
    const { schema, diagnostics } = readFixture("postgres-shop.sql");
    expect(diagnostics).toEqual([]);
    expect(summary(schema.tables)).toEqual([
      "users(id:integer*, name:character varying(255), tags:text[], created:timestamp with time zone) pk=[id]",
      "order lines(id:SERIAL*, user_id:integer, note:text) pk=[id] fk(user_id)->users(id)",
    ]);
  });

  it("takes the database name from the argument, else from the file's basename", () => {
    expect(parseSqlDump("CREATE TABLE t (a int);", "dir/my.db.sql").schema.database).toBe("my.db");
    expect(parseSqlDump("CREATE TABLE t (a int);", "dir/x.sql", "shop").schema.database).toBe("shop");
  });
});

describe("statements that are not schema", () => {
  it("removes every INSERT, even multi-line ones with ; and quotes inside strings", () => {
    const text = [
      "INSERT INTO t VALUES ('a;b', 'it''s; CREATE TABLE x (y int);');",
      "INSERT INTO t VALUES (1,",
      "  'line one;",
      "line two -- not a comment; /* nor this */');",
      "CREATE TABLE t (a text, b text);",
    ].join("\n");
    const { schema, diagnostics } = parseSqlDump(text, "t.sql");
    expect(diagnostics).toEqual([]);
    expect(summary(schema.tables)).toEqual(["t(a:text, b:text) pk=[]"]);
  });

  it("keeps only the first token of INSERT statements, so big dumps stay small", () => {
    const { statements } = splitStatements("INSERT INTO t VALUES (1), (2);", {
      backslashEscapes: false,
      hashComments: false,
    });
    expect(statements.map((s) => s.tokens.map((t) => t.text))).toEqual([["INSERT"]]);
  });

  it("ignores comments of both kinds, PRAGMA, BEGIN/COMMIT, SET, CREATE INDEX/VIEW, DROP", () => {
    const text = `-- CREATE TABLE in_line_comment (a int);
/* CREATE TABLE in_block
   (a int); */
PRAGMA foreign_keys=ON; BEGIN; SET x = 1;
CREATE TABLE t ( -- the one table
  a int /* first */, b int
);
CREATE UNIQUE INDEX i ON t(a); CREATE VIEW v AS SELECT a FROM t; DROP TABLE IF EXISTS old; COMMIT;`;
    const { schema, diagnostics } = parseSqlDump(text, "t.sql");
    expect(diagnostics).toEqual([]);
    expect(summary(schema.tables)).toEqual(["t(a:int, b:int) pk=[]"]);
  });

  it("a # is a comment only in MySQL dumps", () => {
    const mysql = "CREATE TABLE `t` (a int # the key\n, b int);";
    expect(summary(parseSqlDump(mysql, "t.sql").schema.tables)).toEqual(["t(a:int, b:int) pk=[]"]);
  });
});

describe("CREATE TABLE details", () => {
  it("reads composite keys, CONSTRAINT names, UNIQUE and CHECK table constraints", () => {
    const text = `CREATE TABLE IF NOT EXISTS enrolment (
      student_id INTEGER NOT NULL, course_id INTEGER NOT NULL, grade TEXT DEFAULT 'n/a',
      CONSTRAINT pk_enrolment PRIMARY KEY (student_id, course_id),
      CONSTRAINT uq UNIQUE (student_id, grade),
      CHECK (grade IN ('A', 'B')),
      CONSTRAINT fk_student FOREIGN KEY (student_id) REFERENCES student (id) ON DELETE CASCADE
    );
    CREATE TABLE student (id INTEGER PRIMARY KEY, name TEXT);`;
    const { schema, diagnostics } = parseSqlDump(text, "t.sql");
    expect(diagnostics).toEqual([]);
    expect(summary(schema.tables)).toEqual([
      "enrolment(student_id:INTEGER*, course_id:INTEGER*, grade:TEXT) pk=[student_id,course_id] fk(student_id)->student(id)",
      "student(id:INTEGER*, name:TEXT) pk=[id]",
    ]);
  });

  it("unquotes all identifier styles and keeps names with spaces and doubled quotes", () => {
    const text =
      'CREATE TABLE "my ""odd"" table" ([First Name] text, `Last Name` text, "x.y" int, [2007 sales] int[], plain int);';
    const [table] = parseSqlDump(text, "t.sql").schema.tables;
    expect(table?.name).toBe('my "odd" table');
    expect(table?.columns.map((c) => c.name)).toEqual([
      "First Name",
      "Last Name",
      "x.y",
      "2007 sales",
      "plain",
    ]);
  });

  it("matches references case-insensitively and writes them as declared", () => {
    const text = "CREATE TABLE A (Id int PRIMARY KEY); CREATE TABLE b (a_id int REFERENCES a(ID));";
    expect(summary(parseSqlDump(text, "t.sql").schema.tables)[1]).toBe("b(a_id:int) pk=[] fk(a_id)->A(Id)");
  });

  it("keeps types with parentheses and several words, and columns without a type", () => {
    const text =
      "CREATE TABLE t (a DECIMAL( 10 , 2 ), b double precision NOT NULL, c, d enum('x','y'), e numeric(5));";
    expect(parseSqlDump(text, "t.sql").schema.tables[0]?.columns.map((c) => c.type)).toEqual([
      "DECIMAL(10,2)",
      "double precision",
      undefined,
      "enum('x','y')",
      "numeric(5)",
    ]);
  });
});

describe("diagnostics", () => {
  it("an unclosed column list is an error at its ( with a hint", () => {
    const [d] = parseSqlDump("\nCREATE TABLE t (\n  a int,\n  b int;\n", "bad.sql").diagnostics;
    expect(d).toMatchObject({
      file: "bad.sql",
      line: 2,
      column: 16,
      severity: "error",
      code: "sql-create-table",
    });
    expect(d?.hint).toMatch(/parentheses/);
  });

  it("a column that does not start with a name is an error there, and the other columns are kept", () => {
    const { schema, diagnostics } = parseSqlDump("CREATE TABLE t (\n  a int,\n  42 int\n);", "t.sql");
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(["3:3 sql-column"]);
    expect(schema.tables[0]?.columns.map((c) => c.name)).toEqual(["a"]);
  });

  it("reports unterminated strings, missing names, duplicate columns and tables, unknown key columns", () => {
    expect(codes("CREATE TABLE t (a int);\nINSERT INTO t VALUES ('oops);")).toEqual([
      "2:23 error sql-unterminated",
    ]);
    expect(codes("CREATE TABLE (a int);")).toEqual(["1:14 error sql-table-name"]);
    expect(codes("CREATE TABLE t (a int, A text);")).toEqual(["1:24 error sql-duplicate-column"]);
    expect(codes("CREATE TABLE t (a int);\nCREATE TABLE T (b int);")).toEqual([
      "2:14 warning sql-duplicate-table",
    ]);
    expect(codes("CREATE TABLE t (a int, PRIMARY KEY (b));")).toEqual(["1:24 error sql-unknown-column"]);
    expect(codes("CREATE TABLE t (a int REFERENCES nowhere(x));")).toEqual([
      "1:23 warning sql-unknown-table",
    ]);
    expect(codes("CREATE TABLE t (a int, b int,);")).toEqual(["1:30 error sql-create-table"]);
    expect(codes("CREATE TABLE t AS SELECT 1;")).toEqual(["1:16 warning sql-table-as"]);
  });

  it("warns when a dump has no CREATE TABLE at all", () => {
    expect(codes("INSERT INTO t VALUES (1);")).toEqual(["1:1 warning sql-no-tables"]);
  });
});
