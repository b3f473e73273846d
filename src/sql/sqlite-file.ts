/**
 * A SQLite database file (Spider's `database/<db_id>/<db_id>.sqlite`) as a SQL dump: its `sqlite_master` DDL
 * as written, then one INSERT per row, as `sqlite3 db .dump` writes them. Keys come from the DDL itself, so a
 * composite primary key (Spider's singer_in_concert: (concert_ID, Singer_ID)) stays composite.
 *
 * sql.js opens the file. It starts asynchronously and suite loading is synchronous, so the file is read in a
 * worker thread while this thread waits on a shared flag (`Atomics.wait`), then takes the answer off the port
 * with `receiveMessageOnPort`: one short blocking call per database, at load time only.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { locateSqlJs } from "./engine.js";
import { quoteIdentifier } from "./render.js";

type Cell = null | number | string | Uint8Array;

interface FileReply {
  ok: boolean;
  error?: string;
  ddl?: { type: string; name: string; sql: string }[];
  rows?: { table: string; values: Cell[][] }[];
}

const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { port, flag, gluePath, wasmPath, bytes } = workerData;
const signal = new Int32Array(flag);
function reply(message) {
  port.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}
require(gluePath)({ wasmBinary: readFileSync(wasmPath) })
  .then((SQL) => {
    const db = new SQL.Database(new Uint8Array(bytes));
    const master = db.exec("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY CASE type WHEN 'table' THEN 0 ELSE 1 END, rowid");
    const ddl = (master[0] ? master[0].values : []).map(([type, name, sql]) => ({ type, name, sql }));
    const rows = ddl.filter((d) => d.type === "table").map((d) => {
      const result = db.exec('SELECT * FROM "' + d.name.replace(/"/g, '""') + '"');
      return { table: d.name, values: result[0] ? result[0].values : [] };
    });
    db.close();
    reply({ ok: true, ddl, rows });
  })
  .catch((e) => reply({ ok: false, error: String(e && e.message ? e.message : e) }));
`;

/** The file as a dump, or why it could not be read (not a SQLite file, damaged, too slow). */
export function sqliteFileAsDump(
  bytes: Uint8Array,
  timeoutMs = 20_000,
): { dump: string } | { error: string } {
  const { glue, wasm } = locateSqlJs();
  const flag = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { port: port2, flag, gluePath: glue, wasmPath: wasm, bytes: copy },
    transferList: [port2, copy as ArrayBuffer],
  });
  try {
    const waited = Atomics.wait(new Int32Array(flag), 0, 0, timeoutMs);
    const message = receiveMessageOnPort(port1)?.message as FileReply | undefined;
    if (waited === "timed-out" || !message) return { error: `not read within ${timeoutMs / 1000} s` };
    if (!message.ok) return { error: message.error ?? "unreadable" };
    return { dump: renderDump(message) };
  } finally {
    port1.close();
    void worker.terminate();
  }
}

function renderDump(reply: FileReply): string {
  const ddl = (reply.ddl ?? []).map((d) => `${d.sql.trim().replace(/;$/, "")};`);
  const inserts = (reply.rows ?? []).flatMap(({ table, values }) =>
    values.map((row) => `INSERT INTO ${quoteIdentifier(table)} VALUES(${row.map(literal).join(",")});`),
  );
  return `${[...ddl, ...(inserts.length ? ["", ...inserts] : [])].join("\n")}\n`;
}

/** A value as a SQLite literal, as `.dump` writes it. */
function literal(value: Cell): string {
  if (value === null) return "NULL";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : value > 0 ? "9e999" : "-9e999";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  return `X'${Buffer.from(value).toString("hex")}'`;
}
