/**
 * The worker side of the SQL engine (see engine.ts), and the messages both sides exchange.
 *
 * The worker is a CommonJS source string run with `new Worker(source, { eval: true })` rather than a file of its
 * own: ncc bundles one entry per build, and a string needs no second entry. It loads sql.js's Emscripten glue with
 * `require` and hands it the wasm bytes, because bundling sql.js through webpack breaks it at start-up
 * (docs/design/sql-engine.md, "Bundling with ncc").
 */

/** What the worker needs to start: where sql.js's glue and wasm are, and SQLite's heap ceiling. */
export interface WorkerSetup {
  gluePath: string;
  wasmPath: string;
  heapLimitBytes: number;
}

export type WorkerRequest =
  | { op: "load"; handle: number; dump: string }
  | { op: "unload"; handle: number }
  | { op: "run"; handle: number; sql: string; maxRows: number };

/** A cell as sql.js returns it: INTEGER and REAL as number, TEXT as string, BLOB as bytes. */
export type SqlValue = number | string | Uint8Array | null;

export type WorkerReply =
  | { ok: true; columns: string[]; rows: SqlValue[][] }
  | { ok: false; failure: "engine" | "too-many-rows" | "refused"; message: string };

// Limits live here, next to the data: the row cap stops stepping at maxRows + 1, so a huge result is never
// materialised; `query_only` (set after the dump loads) makes any write, including one hidden behind WITH, fail;
// `hard_heap_limit` turns a memory blow-up into an SQLite error instead of a dead process. A text with several
// statements is refused after compiling them all and running none, as Python's sqlite3 refuses it in Spider's
// evaluation. Files are out of reach by construction: sql.js runs on Emscripten's in-memory file system, so even
// `ATTACH '/tmp/x'` or `VACUUM INTO` could only touch that.
export const SQL_ENGINE_WORKER_SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const initSqlJs = require(workerData.gluePath);
const sqlite = initSqlJs({ wasmBinary: readFileSync(workerData.wasmPath) });
const databases = new Map();

function load(SQL, { handle, dump }) {
  const db = new SQL.Database();
  try {
    db.exec("PRAGMA hard_heap_limit = " + Number(workerData.heapLimitBytes) + ";");
    db.exec(dump);
    db.exec("PRAGMA query_only = ON;");
  } catch (error) {
    db.close();
    throw error;
  }
  databases.get(handle)?.close();
  databases.set(handle, db);
  return { ok: true, columns: [], rows: [] };
}

function unload({ handle }) {
  databases.get(handle)?.close();
  databases.delete(handle);
  return { ok: true, columns: [], rows: [] };
}

function run({ handle, sql, maxRows }) {
  const db = databases.get(handle);
  if (!db) throw new Error("database " + handle + " is not loaded in this worker");
  // The iterator compiles one statement at a time and frees each when it moves on, so the rest of the text
  // is compiled by a second iterator, to see whether it holds another statement, before anything runs.
  const statements = db.iterateStatements(sql);
  try {
    const first = statements.next();
    if (first.done) return { ok: false, failure: "refused", message: "no statement to run" };
    const rest = db.iterateStatements(statements.getRemainingSQL());
    const another = !rest.next().done;
    rest.return();
    if (another) return { ok: false, failure: "refused", message: "only one statement may run at a time" };
    const statement = first.value;
    const rows = [];
    while (statement.step()) {
      if (rows.length === maxRows) {
        return { ok: false, failure: "too-many-rows", message: "more than " + maxRows + " rows" };
      }
      rows.push(statement.get());
    }
    return { ok: true, columns: statement.getColumnNames(), rows };
  } finally {
    statements.return();
  }
}

parentPort.on("message", async (request) => {
  let reply;
  try {
    const SQL = await sqlite;
    reply = request.op === "load" ? load(SQL, request) : request.op === "unload" ? unload(request) : run(request);
  } catch (error) {
    reply = { ok: false, failure: "engine", message: String(error && error.message ? error.message : error) };
  }
  parentPort.postMessage(reply);
});
`;
