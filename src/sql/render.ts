/**
 * Schemas back to SQL: one deterministic `CREATE TABLE` per table, in schema order, columns in order.
 * The text is what a contamination probe shows the model, so it is plain and dialect-neutral.
 */
import type { Schema, Table } from "./schema.js";

/**
 * Words quoted when used as names: SQL's reserved words that commonly break a CREATE TABLE, plus the words
 * that open a table constraint in a column list (`key`, `index`, `unique`, …).
 */
const RESERVED = new Set(
  (
    "ADD ALL ALTER AND ANY AS ASC AUTOINCREMENT BETWEEN BY CASE CAST CHECK COLLATE COLUMN CONSTRAINT CREATE CROSS " +
    "CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP DEFAULT DEFERRABLE DELETE DESC DISTINCT DROP ELSE END ESCAPE " +
    "EXCEPT EXCLUDE EXISTS FALSE FETCH FOR FOREIGN FROM FULL FULLTEXT GENERATED GLOB GRANT GROUP HAVING IN INDEX " +
    "INNER INSERT INTERSECT INTO IS ISNULL JOIN KEY LEFT LIKE LIMIT MATCH NATURAL NOT NOTNULL NULL OF OFFSET ON OR " +
    "ORDER OUTER PRIMARY REFERENCES REGEXP RIGHT ROW ROWS SELECT SET SPATIAL TABLE THEN TO TRUE UNION UNIQUE " +
    "UPDATE USING VALUES WHEN WHERE WINDOW WITH"
  ).split(" "),
);
const BARE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The name bare when it is a plain identifier and not a keyword, otherwise in `"…"` with `"` doubled. */
export function quoteIdentifier(name: string): string {
  return BARE.test(name) && !RESERVED.has(name.toUpperCase()) ? name : `"${name.replaceAll('"', '""')}"`;
}

/** How a column's name is written where it appears (its definition, a key, a reference). */
export type ColumnLabel = (table: string, column: string) => string;

/**
 * Renders every table as `CREATE TABLE name (…);`, tables separated by a blank line, no final newline.
 * A one-column primary key is written inline (`id INTEGER PRIMARY KEY`), a composite one as a table
 * constraint; each foreign key is a `FOREIGN KEY (a) REFERENCES t(b)` table constraint.
 */
export function renderSchema(schema: Schema): string {
  return renderSchemaWith(schema, (_table, column) => quoteIdentifier(column));
}

/**
 * `renderSchema` with each column name written by `label`, called in the order the names appear in the
 * text (so a label may number names by first appearance).
 */
export function renderSchemaWith(schema: Schema, label: ColumnLabel): string {
  return schema.tables.map((table) => renderTable(table, label)).join("\n\n");
}

function renderTable(table: Table, label: ColumnLabel): string {
  const inlineKey = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
  const lines: string[] = [];
  for (const column of table.columns) {
    const parts = [label(table.name, column.name)];
    if (column.type !== undefined && column.type !== "") parts.push(column.type);
    if (column.name === inlineKey) parts.push("PRIMARY KEY");
    lines.push(parts.join(" "));
  }
  if (table.primaryKey.length > 1) {
    lines.push(`PRIMARY KEY (${table.primaryKey.map((c) => label(table.name, c)).join(", ")})`);
  }
  for (const fk of table.foreignKeys) {
    const columns = fk.columns.map((c) => label(table.name, c)).join(", ");
    const target = quoteIdentifier(fk.refTable);
    const refs =
      fk.refColumns.length > 0 ? `(${fk.refColumns.map((c) => label(fk.refTable, c)).join(", ")})` : "";
    lines.push(`FOREIGN KEY (${columns}) REFERENCES ${target}${refs}`);
  }
  return `CREATE TABLE ${quoteIdentifier(table.name)} (\n${lines.map((l) => `  ${l}`).join(",\n")}\n);`;
}
