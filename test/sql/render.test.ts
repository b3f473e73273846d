import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSqlDump } from "../../src/sql/dump.js";
import { quoteIdentifier, renderSchema } from "../../src/sql/render.js";
import type { Schema } from "../../src/sql/schema.js";
import { readSpiderTables } from "../../src/sql/spider-tables.js";
import { SPIDER } from "../reference.js";

const SPIDER_TABLES = SPIDER.file("tables.json");
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/sql");

const shop: Schema = {
  database: "shop",
  file: "shop.sql",
  tables: [
    {
      name: "order lines",
      columns: [
        { name: "order_id", type: "INTEGER", primaryKey: true },
        { name: "line", type: "INTEGER", primaryKey: true },
        { name: "user_id", type: "INTEGER", primaryKey: false },
      ],
      primaryKey: ["order_id", "line"],
      foreignKeys: [{ columns: ["user_id"], refTable: "users", refColumns: ["id"] }],
    },
    {
      name: "users",
      columns: [
        { name: "id", type: "INTEGER", primaryKey: true },
        { name: "First Name", type: "VARCHAR(255)", primaryKey: false },
        { name: "order", primaryKey: false },
      ],
      primaryKey: ["id"],
      foreignKeys: [],
    },
  ],
};

const roundTrip = (schema: Schema) => parseSqlDump(renderSchema(schema), schema.file, schema.database);

describe("renderSchema", () => {
  it("writes one CREATE TABLE per table: inline single keys, composite keys and foreign keys as constraints", () => {
    expect(renderSchema(shop)).toBe(
      [
        'CREATE TABLE "order lines" (',
        "  order_id INTEGER,",
        "  line INTEGER,",
        "  user_id INTEGER,",
        "  PRIMARY KEY (order_id, line),",
        "  FOREIGN KEY (user_id) REFERENCES users(id)",
        ");",
        "",
        "CREATE TABLE users (",
        "  id INTEGER PRIMARY KEY,",
        '  "First Name" VARCHAR(255),',
        '  "order"',
        ");",
      ].join("\n"),
    );
  });

  it("quotes only names that need it", () => {
    expect(
      ["id", "user_id", "_x1", "First Name", "select", "Key", "%_Change", "2nd", 'say "hi"'].map(
        quoteIdentifier,
      ),
    ).toEqual([
      "id",
      "user_id",
      "_x1",
      '"First Name"',
      '"select"',
      '"Key"',
      '"%_Change"',
      '"2nd"',
      '"say ""hi"""',
    ]);
  });

  it("round-trips: parsing the rendered schema gives the schema back", () => {
    const { schema, diagnostics } = roundTrip(shop);
    expect(diagnostics).toEqual([]);
    expect(schema).toEqual(shop);
  });

  it("round-trips the parsed dialect fixtures", () => {
    for (const name of ["sqlite-shop.sql", "mysql-shop.sql", "postgres-shop.sql"]) {
      const file = path.join(FIXTURES, name);
      const parsed = parseSqlDump(readFileSync(file, "utf8"), file).schema;
      expect(roundTrip(parsed)).toEqual({ schema: parsed, diagnostics: [] });
    }
  });

  SPIDER.it("round-trips all 166 Spider schemas", () => {
    const { schemas } = readSpiderTables(readFileSync(SPIDER_TABLES, "utf8"), SPIDER_TABLES);
    expect(schemas).toHaveLength(166);
    for (const schema of schemas) expect(roundTrip(schema)).toEqual({ schema, diagnostics: [] });
  });
});
