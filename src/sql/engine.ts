/**
 * A SQLite engine for scoring text-to-SQL answers (issue 13): sql.js (SQLite compiled to WebAssembly) in a worker
 * thread, with a wall-clock limit and a row limit per query, on in-memory databases only.
 *
 * Why a worker: neither sql.js nor Node's own SQLite can interrupt a running statement, but `Worker.terminate()`
 * stops WebAssembly mid-loop. A query past its limit therefore costs one worker: it is terminated, and the next
 * request starts a fresh one and reloads, from the dumps kept here, the databases it touches.
 * Measurements and the choice of engine: docs/design/sql-engine.md.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  SQL_ENGINE_WORKER_SOURCE,
  type SqlValue,
  type WorkerReply,
  type WorkerRequest,
  type WorkerSetup,
} from "./engine-worker.js";

export type { SqlValue } from "./engine-worker.js";

/**
 * The engine's worker died while loading a database: the engine is broken, not the dump. Scoring stops with this
 * rather than calling every question unscorable, which would read as "not measured" and hide the cause.
 */
export class SqlEngineStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SqlEngineStopped";
  }
}

export interface SqlEngineOptions {
  /** Wall-clock limit per query in milliseconds, counted from the moment the query is handed to the worker. */
  timeoutMs: number;
  /** A query returning more rows than this fails with `too-many-rows`. */
  maxRows: number;
  /**
   * Wall-clock limit for loading one dump, in milliseconds; 20,000 when omitted. A dump runs its own queries
   * while it loads (`CREATE TABLE … AS SELECT`), and a recursive one may never end.
   */
  loadTimeoutMs?: number;
  /** SQLite's heap ceiling in bytes for all loaded databases together; 128 MiB when omitted. */
  heapLimitBytes?: number;
  /** sql.js's glue and wasm; found beside the bundle or in node_modules when omitted. */
  sqlJs?: { glue: string; wasm: string };
}

/** An in-memory database loaded from a dump; only meaningful to the engine that returned it. */
export interface DatabaseHandle {
  readonly id: number;
}

/**
 * Why a query failed. `syntax`: SQLite could not parse it. `runtime`: it parsed but could not run (no such
 * column or table, type or arity errors, out of memory, a write attempt). `refused`: not a single read-only
 * statement (a PRAGMA, ATTACH, several statements). `timeout` and `too-many-rows`: it ran past a limit.
 */
export type QueryErrorKind = "syntax" | "runtime" | "refused" | "timeout" | "too-many-rows";

/** The outcome of one query: rows in SQLite's order, or the reason it failed. Never thrown. */
export type QueryResult =
  | { ok: true; columns: string[]; rows: SqlValue[][] }
  | { ok: false; error: QueryErrorKind; message: string };

export interface SqlEngine {
  /** Loads a dump (DDL and INSERTs, SQLite dialect) into a fresh in-memory database; rejects if it does not load. */
  load(dump: string): Promise<DatabaseHandle>;
  /** Runs one read-only statement; every failure of the statement is a returned `QueryResult`. */
  run(db: DatabaseHandle, sql: string): Promise<QueryResult>;
  /** Frees a database and forgets its dump. */
  unload(db: DatabaseHandle): Promise<void>;
  /** Waits for the request under way, then stops the worker; the engine cannot be used afterwards. */
  close(): Promise<void>;
}

const DEFAULT_HEAP_LIMIT_BYTES = 128 * 1024 * 1024;
const DEFAULT_LOAD_TIMEOUT_MS = 20_000;

/**
 * sql.js's two files: the Emscripten glue and the wasm. The bundle carries them in `sql-js/` beside itself
 * (`npm run build` copies them there, byte for byte); from source they are in the package's node_modules.
 * The paths are joined at run time on purpose: ncc turns a static `new URL(file, import.meta.url)` into a webpack
 * asset and re-encodes the wasm, which then no longer compiles.
 */
export const SQL_JS_BUNDLE_DIR = "sql-js";
const SQL_JS_FILES = { glue: "sql-wasm.js", wasm: "sql-wasm.wasm" } as const;

export function locateSqlJs(): { glue: string; wasm: string } {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    [here, SQL_JS_BUNDLE_DIR],
    [here, "..", "..", "node_modules", "sql.js", "dist"],
  ];
  const dir = candidates.map((parts) => join(...parts)).find((d) => existsSync(join(d, SQL_JS_FILES.wasm)));
  if (dir === undefined) {
    throw new Error(
      `bias-gate: sql.js is missing (looked in ${candidates.map((p) => join(...p)).join(" and ")})`,
    );
  }
  return { glue: join(dir, SQL_JS_FILES.glue), wasm: join(dir, SQL_JS_FILES.wasm) };
}

/** SQLite reports parse failures with these messages; everything else it reports happened after parsing. */
const SYNTAX_ERROR = /syntax error|incomplete input|unrecognized token/i;

/**
 * The first keywords of every SQLite statement that is not a query (SQLite's grammar has no others besides
 * SELECT, WITH and VALUES). They are refused before SQLite sees them, PRAGMA and ATTACH above all; any other
 * first word goes to SQLite, which reports a misspelt keyword as a syntax error. `query_only`, set in the worker,
 * still stops a write hidden behind WITH.
 */
const NON_QUERY_KEYWORDS = new Set([
  "ALTER",
  "ANALYZE",
  "ATTACH",
  "BEGIN",
  "COMMIT",
  "CREATE",
  "DELETE",
  "DETACH",
  "DROP",
  "END",
  "EXPLAIN",
  "INSERT",
  "PRAGMA",
  "REINDEX",
  "RELEASE",
  "REPLACE",
  "ROLLBACK",
  "SAVEPOINT",
  "UPDATE",
  "VACUUM",
]);

/**
 * Opens an engine. The worker starts on the first request; requests run one at a time, in call order, so each
 * query's clock measures that query alone.
 */
export function openSqlEngine(options: SqlEngineOptions): SqlEngine {
  const files = options.sqlJs ?? locateSqlJs();
  const setup: WorkerSetup = {
    gluePath: files.glue,
    wasmPath: files.wasm,
    heapLimitBytes: options.heapLimitBytes ?? DEFAULT_HEAP_LIMIT_BYTES,
  };
  const dumps = new Map<number, string>();
  let nextHandle = 1;
  let worker: EngineWorker | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function serialise<T>(task: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error("the SQL engine is closed"));
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  async function stopWorker(): Promise<void> {
    const stopping = worker;
    worker = undefined;
    await stopping?.thread.terminate();
  }

  /** The worker holding `handle`, started and loaded from the kept dump if a timeout or crash replaced it. */
  async function workerWith(handle: number): Promise<EngineWorker> {
    if (worker?.crashed) await stopWorker();
    worker ??= startWorker(setup);
    const current = worker;
    if (current.loaded.has(handle)) return current;
    const dump = dumps.get(handle);
    if (dump === undefined) throw new Error(`database ${handle} was unloaded or never loaded by this engine`);
    const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
    const reply = await current.request({ op: "load", handle, dump }, loadTimeoutMs);
    const died = current.crashed;
    // A load past its limit is still running in the worker: only terminating the worker stops it.
    if (died || reply === "timeout") await stopWorker();
    // The worker itself died (sql.js missing or broken, out of memory): no dump is to blame, so it is not data.
    if (died && reply !== "timeout" && !reply.ok) throw new SqlEngineStopped(reply.message);
    if (reply === "timeout" || !reply.ok) {
      throw new Error(
        `the database dump does not load in SQLite: ${reply === "timeout" ? `loading ran past the ${loadTimeoutMs} ms limit` : reply.message}`,
      );
    }
    current.loaded.add(handle);
    return current;
  }

  async function runQuery(handle: number, sql: string): Promise<QueryResult> {
    const firstWord = /^[A-Za-z]+/.exec(stripLeadingNoise(sql))?.[0].toUpperCase() ?? "";
    if (NON_QUERY_KEYWORDS.has(firstWord)) {
      return {
        ok: false,
        error: "refused",
        message: `${firstWord} is not a query: only SELECT, WITH or VALUES may run`,
      };
    }
    const current = await workerWith(handle);
    const reply = await current.request(
      { op: "run", handle, sql, maxRows: options.maxRows },
      options.timeoutMs,
    );
    if (reply === "timeout" || current.crashed) await stopWorker();
    if (reply === "timeout") {
      return { ok: false, error: "timeout", message: `ran past the ${options.timeoutMs} ms limit` };
    }
    return toQueryResult(reply);
  }

  return {
    load: (dump) =>
      serialise(async () => {
        const handle = nextHandle++;
        dumps.set(handle, dump);
        try {
          await workerWith(handle);
        } catch (error) {
          dumps.delete(handle);
          throw error;
        }
        return { id: handle };
      }),
    run: (db, sql) => serialise(() => runQuery(db.id, sql)),
    unload: (db) =>
      serialise(async () => {
        dumps.delete(db.id);
        if (worker?.loaded.delete(db.id)) await worker.request({ op: "unload", handle: db.id });
      }),
    close: () =>
      serialise(async () => {
        closed = true;
        await stopWorker();
      }),
  };
}

/** Maps the worker's reply to a result, telling parse failures from run-time ones by SQLite's message. */
export function toQueryResult(reply: WorkerReply): QueryResult {
  if (reply.ok) return { ok: true, columns: reply.columns, rows: reply.rows };
  if (reply.failure !== "engine") return { ok: false, error: reply.failure, message: reply.message };
  return {
    ok: false,
    error: SYNTAX_ERROR.test(reply.message) ? "syntax" : "runtime",
    message: reply.message,
  };
}

/** The statement without leading blanks, comments and opening parentheses, so its first keyword comes first. */
export function stripLeadingNoise(sql: string): string {
  return sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|\()*/, "");
}

interface EngineWorker {
  thread: Worker;
  /** Handles whose dump this worker has loaded. */
  loaded: Set<number>;
  /** Set when the thread died on its own (a crash rather than our terminate). */
  crashed: boolean;
  /** Sends one request and waits for its reply, or for `timeoutMs` to pass (then the worker must be stopped). */
  request(message: WorkerRequest, timeoutMs?: number): Promise<WorkerReply | "timeout">;
}

function startWorker(setup: WorkerSetup): EngineWorker {
  const thread = new Worker(SQL_ENGINE_WORKER_SOURCE, { eval: true, workerData: setup });
  const engineWorker: EngineWorker = {
    thread,
    loaded: new Set(),
    crashed: false,
    request: (message, timeoutMs) =>
      new Promise((resolve) => {
        const settle = (reply: WorkerReply | "timeout") => {
          clearTimeout(timer);
          thread.off("message", onReply).off("error", onDeath).off("exit", onDeath);
          resolve(reply);
        };
        const onReply = (reply: WorkerReply) => settle(reply);
        // A worker that dies mid-request (a wasm abort, an out-of-memory kill) answers as an engine failure.
        const onDeath = (cause: unknown) => {
          engineWorker.crashed = true;
          settle({
            ok: false,
            failure: "engine",
            message: `the SQL engine stopped: ${describeDeath(cause)}`,
          });
        };
        const timer = timeoutMs === undefined ? undefined : setTimeout(() => settle("timeout"), timeoutMs);
        thread.on("message", onReply).on("error", onDeath).on("exit", onDeath);
        thread.postMessage(message);
      }),
  };
  // Listening for good keeps a death between requests from becoming an unhandled 'error' event in the process.
  const markCrashed = () => {
    engineWorker.crashed = true;
  };
  thread.on("error", markCrashed).on("exit", markCrashed);
  return engineWorker;
}

function describeDeath(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return `worker exited with code ${String(cause)}`;
}
