/**
 * A database's schema as the SQL room reads it from dumps and Spider's tables.json: tables, their columns and
 * keys. Names are as written, unquoted. The contamination probes mask these names; the test suite fills these
 * tables with rows.
 */

export interface Column {
  name: string;
  type?: string;
  primaryKey: boolean;
}

export interface ForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

/** One database: the unit a SQL probe masks and the cluster its intervals resample. */
export interface Schema {
  database: string;
  file: string;
  tables: Table[];
}
