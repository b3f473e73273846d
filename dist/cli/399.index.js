export const id = 399;
export const ids = [399];
export const modules = {

/***/ 22167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j5: () => (/* binding */ openSealed),
/* harmony export */   pL: () => (/* binding */ sealFiles),
/* harmony export */   zL: () => (/* binding */ SealedArchiveError)
/* harmony export */ });
/* unused harmony export looksSealed */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The sealed archive: a fresh set's files, encrypted with a passphrase, so the set can live in a public
 * repository (or a CI cache) without being readable by crawlers and the models trained on what they collect.
 *
 * Layout, in bytes: the ASCII line `bias-gate-sealed-v1\n`, a 16-byte scrypt salt, a 12-byte AES-256-GCM IV,
 * the 16-byte GCM tag, then the ciphertext of gzip(JSON `{"files": {"<relative name>": "<text>"}}`).
 * The key is scrypt(passphrase, salt, 32 bytes) with Node's default cost (N = 16384, r = 8, p = 1).
 * The magic line is authenticated too (GCM additional data), so a header edited to another version fails
 * as a damaged file rather than being read under the wrong rules.
 *
 * Opening happens in memory only: nothing here writes the plaintext anywhere.
 */


const MAGIC = new TextEncoder().encode("bias-gate-sealed-v1\n");
const MAGIC_PREFIX = new TextEncoder().encode("bias-gate-sealed-");
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES;
class SealedArchiveError extends Error {
    problem;
    constructor(problem, message) {
        super(message);
        this.problem = problem;
        this.name = "SealedArchiveError";
    }
}
/**
 * Encrypts `files` (relative name \u2192 text) under `passphrase`. `random(n)` supplies n random bytes for the salt
 * and IV; pass `crypto.randomBytes` in production and a fixed source in tests.
 */
function sealFiles(files, passphrase, random) {
    if (passphrase === "")
        throw new RangeError("the passphrase is empty");
    const salt = takeRandom(random, SALT_BYTES);
    const iv = takeRandom(random, IV_BYTES);
    // Sorted names: the same files give the same plaintext, whatever order they were listed in.
    const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const plaintext = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gzipSync)(Buffer.from(JSON.stringify({ files: sorted }), "utf8"));
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)("aes-256-gcm", deriveKey(passphrase, salt), iv);
    cipher.setAAD(MAGIC);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return concat([MAGIC, salt, iv, cipher.getAuthTag(), ciphertext]);
}
/** Decrypts an archive made by `sealFiles`; throws SealedArchiveError when it cannot. */
function openSealed(bytes, passphrase) {
    checkHeader(bytes);
    const salt = MAGIC.length;
    const iv = salt + SALT_BYTES;
    const tag = iv + IV_BYTES;
    const body = tag + TAG_BYTES;
    const key = deriveKey(passphrase, bytes.subarray(salt, iv));
    const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)("aes-256-gcm", key, bytes.subarray(iv, tag));
    decipher.setAAD(MAGIC);
    decipher.setAuthTag(bytes.subarray(tag, body));
    let plaintext;
    try {
        plaintext = Buffer.concat([decipher.update(bytes.subarray(body)), decipher.final()]);
    }
    catch {
        throw new SealedArchiveError("wrong-key-or-damaged", "the key does not decrypt it (wrong key, or damaged)");
    }
    return readContents(plaintext);
}
/** Whether the bytes start like a sealed archive (any version): for messages that name the file's kind. */
function looksSealed(bytes) {
    return startsWith(bytes, MAGIC_PREFIX);
}
function checkHeader(bytes) {
    const cutShort = new SealedArchiveError("truncated", "it is cut short (fewer bytes than the header)");
    if (bytes.length < MAGIC.length && startsWith(MAGIC, bytes))
        throw cutShort;
    if (!startsWith(bytes, MAGIC)) {
        if (startsWith(bytes, MAGIC_PREFIX)) {
            throw new SealedArchiveError("unsupported-version", "it is in a format version this bias-gate cannot read");
        }
        throw new SealedArchiveError("not-sealed", "it is not a bias-gate sealed archive");
    }
    // Even an empty file list gzips to some bytes, so an archive of just the header is cut short too.
    if (bytes.length <= HEADER_BYTES)
        throw cutShort;
}
function readContents(plaintext) {
    let data;
    try {
        data = JSON.parse((0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gunzipSync)(plaintext).toString("utf8"));
    }
    catch {
        throw new SealedArchiveError("bad-contents", "it decrypts, but its contents are not a gzipped file list");
    }
    const files = data?.files;
    if (typeof files !== "object" || files === null || Array.isArray(files)) {
        throw new SealedArchiveError("bad-contents", "it decrypts, but holds no file list");
    }
    const entries = Object.entries(files);
    if (!entries.every(([, text]) => typeof text === "string")) {
        throw new SealedArchiveError("bad-contents", "it decrypts, but a file in it is not text");
    }
    return Object.fromEntries(entries);
}
function deriveKey(passphrase, salt) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.scryptSync)(passphrase, salt, KEY_BYTES);
}
function takeRandom(random, n) {
    const bytes = random(n);
    if (bytes.length !== n)
        throw new RangeError(`random(${n}) returned ${bytes.length} bytes`);
    return bytes;
}
function startsWith(bytes, prefix) {
    return bytes.length >= prefix.length && prefix.every((b, k) => bytes[k] === b);
}
function concat(parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
        out.set(part, at);
        at += part.length;
    }
    return out;
}


/***/ }),

/***/ 45251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E6: () => (/* binding */ isSetFileName),
  sO: () => (/* binding */ loadSetFiles)
});

// UNUSED EXPORTS: QUESTIONS_FILE

// EXTERNAL MODULE: ./src/config/diagnostic.ts
var diagnostic = __webpack_require__(37859);
// EXTERNAL MODULE: ./src/sql/dump.ts
var dump = __webpack_require__(12796);
// EXTERNAL MODULE: ./src/sql/hardness.ts + 2 modules
var hardness = __webpack_require__(9098);
// EXTERNAL MODULE: ./src/sql/tokenize.ts
var tokenize = __webpack_require__(10571);
;// CONCATENATED MODULE: ./src/sql/load-queries.ts
/**
 * Queries a dump runs while it loads (`CREATE TABLE \u2026 AS SELECT`, `INSERT \u2026 SELECT`) are executed by SQLite
 * before any question is asked; a recursive one (`WITH RECURSIVE`) may never end. Loading is also bounded by the
 * engine's time limit, but that finds out late (after the model was paid for) and only that the load stopped:
 * lint says where, at its file and line, before anything is sent.
 */


/** A statement whose rows are computed by a query at load time, rather than written out as VALUES. */
const LOAD_TIME_QUERY = /^(?:CREATE\s+(?:TEMP\s+|TEMPORARY\s+)?TABLE\b[^;]*?\bAS\s*\(?\s*(?:WITH|SELECT)\b|(?:INSERT|REPLACE)\s+(?:OR\s+\w+\s+)?INTO\s+[^\s(]+(?:\s*\([^)]*\))?\s*\(?\s*(?:WITH|SELECT)\b)/i;
/** Errors at each statement of `text` (a dump read from `file`) that runs a recursive query while it loads. */
function recursiveLoadQueries(text, file) {
    const { statements } = (0,tokenize/* splitStatements */.Xd)(text, (0,tokenize/* detectLexOptions */.Vl)(text));
    const locate = (0,tokenize/* createLocator */.TR)(text);
    return statements.flatMap(({ tokens, end }) => {
        const first = tokens[0];
        if (first === undefined)
            return [];
        const statement = text.slice(first.offset, end);
        if (!LOAD_TIME_QUERY.test(statement) || !/\bWITH\s+RECURSIVE\b/i.test(statement))
            return [];
        return [
            (0,diagnostic/* makeDiagnostic */.kJ)("error", "sql-recursive-load", { file, ...locate(first.offset) }, `this ${first.text.toUpperCase()} runs a recursive query (WITH RECURSIVE) while the dump loads: it may never end`, "write the table's rows out as INSERT \u2026 VALUES (sqlite3 <db> .dump does) instead of computing them while loading"),
        ];
    });
}

// EXTERNAL MODULE: ./src/contamination/sql-set-load.ts
var sql_set_load = __webpack_require__(91592);
;// CONCATENATED MODULE: ./src/contamination/sql-set-files.ts
/**
 * A `dir` set from its files (name within the set \u2192 text), shared by directories and opened sealed archives:
 * every top-level `<db_id>.sql` dump is a database, `questions.jsonl` holds one `{db_id, question, query}` a
 * line.
 */






/** The question file of a `dir` set. */
const QUESTIONS_FILE = "questions.jsonl";
/** Whether a name is one of the files a `dir` set is made of (top level only). */
function isSetFileName(name) {
    return name === QUESTIONS_FILE || (name.endsWith(".sql") && !name.includes("/") && name.length > 4);
}
/**
 * Loads a `dir` set from its files (name within the set \u2192 text): every top-level `<db_id>.sql` is a database,
 * `questions.jsonl` holds one `{db_id, question, query}` a line. Shared by directories and opened archives.
 */
function loadSetFiles(set, files, site) {
    const diagnostics = [];
    const dumpNames = Object.keys(files)
        .filter((name) => name !== QUESTIONS_FILE && isSetFileName(name))
        .sort(sql_set_load/* byCodePoint */.HH);
    const questionsText = files[QUESTIONS_FILE];
    const at = (0,diagnostic/* fileStart */.NY)(site.origin);
    if (dumpNames.length === 0) {
        const hint = "add one SQL dump per database, named <db_id>.sql (sqlite3 db .dump > db_id.sql)";
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-no-databases", at, `no <db_id>.sql dumps in ${site.origin}`, hint));
    }
    if (questionsText === undefined) {
        const hint = 'add questions.jsonl: one {"db_id": \u2026, "question": \u2026, "query": \u2026} a line';
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-no-questions", at, `no ${QUESTIONS_FILE} in ${site.origin}`, hint));
    }
    if (dumpNames.length === 0 || questionsText === undefined)
        return { diagnostics };
    const dumped = dumpNames.map((name) => name.slice(0, -".sql".length));
    const databases = dumpNames.flatMap((name, k) => {
        const db = readDump(files[name], site.pathOf(name), dumped[k], diagnostics);
        return db ? [db] : [];
    });
    const usable = new Set(databases.map((d) => d.dbId));
    const questionsFile = site.pathOf(QUESTIONS_FILE);
    const questions = readQuestionLines(set, questionsText, questionsFile, dumped, site.secret, diagnostics).filter((q) => usable.has(q.dbId));
    const loaded = (0,sql_set_load/* finishSet */.AQ)(set, databases, questions, site.origin, diagnostics);
    return site.secret && loaded.data ? { ...loaded, data: { ...loaded.data, sealed: true } } : loaded;
}
function readDump(text, file, dbId, diagnostics) {
    const parsed = (0,dump/* parseSqlDump */.s)(text, file, dbId);
    diagnostics.push(...parsed.diagnostics, ...recursiveLoadQueries(text, file));
    if (parsed.schema.tables.length === 0) {
        const hint = "the dump needs CREATE TABLE statements; the questions on this database are left out";
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-no-tables", (0,diagnostic/* fileStart */.NY)(file), `database ${dbId} has no readable table`, hint));
        return undefined;
    }
    const contents = sqliteContents(text);
    return { dbId, dump: text, schema: parsed.schema, ...(contents ? { contents } : {}), source: { file } };
}
/** PostgreSQL-only syntax: such a dump does not load into SQLite as written. */
const POSTGRES_MARKERS = /\bpg_catalog\b|\bCOPY\s+\S+.*\bFROM\s+stdin\b|\bOWNER\s+TO\b|::[a-z]|^\s*SET\s+\w+\s*=/im;
/**
 * The dump itself as the SQLite script of its contents, when it has INSERTs and reads as SQLite. MySQL and
 * PostgreSQL dumps are not translated: they get no `contents`, so their test suites are the random instances
 * alone. A dump that passes this check and still fails to load in the engine loses `contents` there.
 */
function sqliteContents(text) {
    const lex = (0,tokenize/* detectLexOptions */.Vl)(text);
    if (lex.backslashEscapes || POSTGRES_MARKERS.test(text))
        return undefined;
    const { statements } = (0,tokenize/* splitStatements */.Xd)(text, lex);
    const inserts = statements.some((s) => /^(INSERT|REPLACE)$/i.test(s.tokens[0]?.text ?? ""));
    return inserts ? text : undefined;
}
function readQuestionLines(set, text, file, dbIds, secret, diagnostics) {
    const known = new Set(dbIds);
    const questions = [];
    text.split(/\r?\n/).forEach((line, index) => {
        if (line.trim() === "")
            return;
        const at = { file, line: index + 1, column: 1 };
        const entry = parseQuestionLine(line, at, secret, diagnostics);
        if (!entry)
            return;
        if (!known.has(entry.db_id)) {
            diagnostics.push((0,sql_set_load/* unknownDatabase */.W6)(entry.db_id, dbIds, at, "there is no <db_id>.sql dump for it"));
            return;
        }
        questions.push({
            id: `${set}:${entry.db_id}:${index}`,
            dbId: entry.db_id,
            question: entry.question,
            gold: entry.query,
            hardness: (0,hardness/* hardnessOfQuery */.C5)(entry.query).hardness,
            source: { file, line: index + 1 },
        });
    });
    return questions;
}
const LINE_HINT = 'write each line as one JSON object: {"db_id": "\u2026", "question": "\u2026", "query": "SELECT \u2026"}';
function parseQuestionLine(line, at, secret, diagnostics) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (e) {
        // The parser's message quotes the line; a sealed set's text must not reach a public log.
        const detail = secret ? "" : `: ${e.message}`;
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-json", at, `not a JSON object${detail}`, LINE_HINT));
        return undefined;
    }
    const entry = (typeof value === "object" && value !== null ? value : {});
    const missing = ["db_id", "question", "query"].filter((k) => typeof entry[k] !== "string" || entry[k] === "");
    if (missing.length > 0) {
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-question-field", at, `missing or empty: ${missing.join(", ")}`, LINE_HINT));
        return undefined;
    }
    return entry;
}


/***/ }),

/***/ 91592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ finishSet),
/* harmony export */   HH: () => (/* binding */ byCodePoint),
/* harmony export */   Nh: () => (/* binding */ setError),
/* harmony export */   W6: () => (/* binding */ unknownDatabase)
/* harmony export */ });
/* harmony import */ var _config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37859);
/* harmony import */ var _config_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99255);
/**
 * What loading a text-to-SQL set reads and returns, and the checks every way of loading one ends with (a
 * database without questions is left out with a warning; a set with no question left is an error).
 */


/** An error for a db_id that names no database, with the nearest one as a suggestion. */
function unknownDatabase(dbId, known, at, why) {
    const guess = (0,_config_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .suggestName */ .S)(dbId, known);
    const message = `unknown database ${dbId}: ${why}${guess ? ` (did you mean ${guess}?)` : ""}`;
    const shown = known.slice(0, 8).join(", ") + (known.length > 8 ? ", \u2026" : "");
    return setError("sql-set-unknown-database", at, message, `use one of: ${shown}`);
}
/**
 * The set as loaded, minus databases without questions (they could not be scored; a warning says so), or
 * no data with an error when nothing is left.
 */
function finishSet(set, databases, questions, origin, diagnostics) {
    const asked = new Set(questions.map((q) => q.dbId));
    for (const db of databases.filter((d) => !asked.has(d.dbId))) {
        const hint = `add questions with "db_id": "${db.dbId}", or remove the database`;
        const message = `database ${db.dbId} has no questions; it is left out`;
        diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("warning", "sql-set-unused-database", (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(db.source.file), message, hint));
    }
    const used = databases.filter((d) => asked.has(d.dbId));
    if (used.length === 0 || questions.length === 0) {
        const hint = "a set needs at least one database with at least one question";
        diagnostics.push(setError("sql-set-empty", (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(origin), `the ${set} set ${origin} has no questions`, hint));
        return { diagnostics };
    }
    return { data: { set, databases: used, questions: [...questions], origin }, diagnostics };
}
function setError(code, at, message, hint) {
    return (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", code, at, message, hint);
}
function byCodePoint(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 46399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ loadSqlSet)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/diagnostic.ts
var diagnostic = __webpack_require__(37859);
// EXTERNAL MODULE: ./src/contamination/sealed-archive.ts
var sealed_archive = __webpack_require__(22167);
// EXTERNAL MODULE: ./src/sql/dump.ts
var dump = __webpack_require__(12796);
// EXTERNAL MODULE: ./src/sql/hardness.ts + 2 modules
var hardness = __webpack_require__(9098);
// EXTERNAL MODULE: ./src/sql/render.ts
var render = __webpack_require__(91374);
// EXTERNAL MODULE: ./src/sql/spider-tables.ts
var spider_tables = __webpack_require__(69681);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/sql/engine.ts + 1 modules
var engine = __webpack_require__(76568);
;// CONCATENATED MODULE: ./src/sql/sqlite-file.ts
/**
 * A SQLite database file (Spider's `database/<db_id>/<db_id>.sqlite`) as a SQL dump: its `sqlite_master` DDL
 * as written, then one INSERT per row, as `sqlite3 db .dump` writes them. Keys come from the DDL itself, so a
 * composite primary key (Spider's singer_in_concert: (concert_ID, Singer_ID)) stays composite.
 *
 * sql.js opens the file. It starts asynchronously and suite loading is synchronous, so the file is read in a
 * worker thread while this thread waits on a shared flag (`Atomics.wait`), then takes the answer off the port
 * with `receiveMessageOnPort`: one short blocking call per database, at load time only.
 */



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
function sqliteFileAsDump(bytes, timeoutMs = 20_000) {
    const { glue, wasm } = (0,engine/* locateSqlJs */.MU)();
    const flag = new SharedArrayBuffer(4);
    const { port1, port2 } = new external_node_worker_threads_.MessageChannel();
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { port: port2, flag, gluePath: glue, wasmPath: wasm, bytes: copy },
        transferList: [port2, copy],
    });
    try {
        const waited = Atomics.wait(new Int32Array(flag), 0, 0, timeoutMs);
        const message = (0,external_node_worker_threads_.receiveMessageOnPort)(port1)?.message;
        if (waited === "timed-out" || !message)
            return { error: `not read within ${timeoutMs / 1000} s` };
        if (!message.ok)
            return { error: message.error ?? "unreadable" };
        return { dump: renderDump(message) };
    }
    finally {
        port1.close();
        void worker.terminate();
    }
}
function renderDump(reply) {
    const ddl = (reply.ddl ?? []).map((d) => `${d.sql.trim().replace(/;$/, "")};`);
    const inserts = (reply.rows ?? []).flatMap(({ table, values }) => values.map((row) => `INSERT INTO ${(0,render/* quoteIdentifier */.Cm)(table)} VALUES(${row.map(literal).join(",")});`));
    return `${[...ddl, ...(inserts.length ? ["", ...inserts] : [])].join("\n")}\n`;
}
/** A value as a SQLite literal, as `.dump` writes it. */
function literal(value) {
    if (value === null)
        return "NULL";
    if (typeof value === "number")
        return Number.isFinite(value) ? String(value) : value > 0 ? "9e999" : "-9e999";
    if (typeof value === "string")
        return `'${value.replaceAll("'", "''")}'`;
    return `X'${Buffer.from(value).toString("hex")}'`;
}

// EXTERNAL MODULE: ./src/sql/tokenize.ts
var tokenize = __webpack_require__(10571);
// EXTERNAL MODULE: ./src/contamination/sql-set-load.ts
var sql_set_load = __webpack_require__(91592);
;// CONCATENATED MODULE: ./src/contamination/spider-set.ts
/**
 * A text-to-SQL set from Spider's files: `dev.json` questions on `tables.json` schemas, each database's dump its
 * schema rendered as SQLite DDL, without rows. With `databaseDir` (Spider's `database/` folder) each database
 * is read from its own `.sqlite` file instead: DDL as written, composite keys kept, and its rows.
 *
 * Without the files, keys are what tables.json gives: `primary_keys` lists one column per table at most, so a
 * composite key (singer_in_concert's (concert_ID, Singer_ID)) is rendered as its first column only.
 */









function loadSpider(set, source, io) {
    const tablesText = io.readText(source.tables);
    const devText = io.readText(source.questions);
    const hint = "point `spider` at Spider's evaluation_examples/examples (dev.json and tables.json)";
    const missing = [source.tables, source.questions].filter((_, k) => [tablesText, devText][k] === undefined);
    if (tablesText === undefined || devText === undefined) {
        return {
            diagnostics: missing.map((f) => (0,sql_set_load/* setError */.Nh)("sql-set-missing", (0,diagnostic/* fileStart */.NY)(f), `no file ${f}`, hint)),
        };
    }
    const diagnostics = [];
    const entries = readDevEntries(devText, source.questions, diagnostics);
    const devDbIds = [...new Set(entries.map((e) => e.dbId))];
    const wanted = source.databases === undefined ? devDbIds : checkFilter(source, devDbIds, diagnostics);
    const tables = (0,spider_tables/* readSpiderTables */.p)(tablesText, source.tables);
    const tableLines = dbIdLines(tablesText);
    // tables.json describes every Spider database (train ones too): only the problems of the wanted ones matter.
    const entryLines = new Set(tableLines.values());
    const wantedLines = new Set(wanted.map((id) => tableLines.get(id)));
    diagnostics.push(...tables.diagnostics.filter((d) => !entryLines.has(d.line) || wantedLines.has(d.line)));
    const schemas = new Map(tables.schemas.map((s) => [s.database, s]));
    const databases = [];
    for (const dbId of devDbIds.filter((id) => wanted.includes(id))) {
        const schema = schemas.get(dbId);
        if (source.databaseDir !== undefined) {
            const db = readSpiderFile(source.databaseDir, dbId, io, diagnostics);
            if (db)
                databases.push(db);
        }
        else if (schema)
            databases.push(spiderDatabase(schema, source.tables, tableLines.get(dbId)));
        else {
            const first = entries.find((e) => e.dbId === dbId);
            const why = `${(0,external_node_path_.basename)(source.tables)} has no readable entry for it`;
            diagnostics.push((0,sql_set_load/* unknownDatabase */.W6)(dbId, [...schemas.keys()], first.at, why));
        }
    }
    const loaded = new Set(databases.map((d) => d.dbId));
    const questions = entries
        .filter((e) => loaded.has(e.dbId))
        .map((e) => spiderQuestion(set, e, source.questions));
    return (0,sql_set_load/* finishSet */.AQ)(set, databases, questions, source.questions, diagnostics);
}
/** The filter's db_ids that dev.json has, each once; an error for every other. */
function checkFilter(source, devDbIds, diagnostics) {
    const known = new Set(devDbIds);
    const wanted = [...new Set(source.databases)];
    for (const dbId of wanted.filter((id) => !known.has(id))) {
        const why = `${(0,external_node_path_.basename)(source.questions)} asks no question on it`;
        diagnostics.push((0,sql_set_load/* unknownDatabase */.W6)(dbId, devDbIds, (0,diagnostic/* fileStart */.NY)(source.questions), why));
    }
    return wanted.filter((id) => known.has(id));
}
const DEV_HINT = 'use Spider\'s dev.json: an array of {"db_id", "question", "query", "sql"} objects';
function readDevEntries(text, file, diagnostics) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-json", (0,diagnostic/* fileStart */.NY)(file), `not valid JSON: ${e.message}`, DEV_HINT));
        return [];
    }
    if (!Array.isArray(data)) {
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-json", (0,diagnostic/* fileStart */.NY)(file), "not an array of questions", DEV_HINT));
        return [];
    }
    const locate = (0,tokenize/* createLocator */.TR)(text);
    const starts = entryOffsets(text);
    const positionOf = (k) => starts.length === data.length ? { file, ...locate(starts[k]) } : (0,diagnostic/* fileStart */.NY)(file);
    return data.flatMap((value, index) => {
        const at = positionOf(index);
        const entry = (typeof value === "object" && value !== null ? value : {});
        const missing = ["db_id", "question", "query"].filter((k) => typeof entry[k] !== "string" || entry[k] === "");
        if (missing.length > 0) {
            const message = `question ${index + 1}: missing or empty: ${missing.join(", ")}`;
            diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-question-field", at, message, DEV_HINT));
            return [];
        }
        const { db_id, question, query, sql } = entry;
        return [{ index, dbId: db_id, question, query, sql, at }];
    });
}
function spiderQuestion(set, e, file) {
    return {
        id: `${set}:${e.dbId}:${e.index}`,
        dbId: e.dbId,
        question: e.question,
        gold: e.query,
        hardness: spiderHardness(e),
        source: { file, line: e.at.line },
    };
}
/** Spider's own level, from its parsed form; the text's when the parsed form is absent or not Spider's shape. */
function spiderHardness(e) {
    if (typeof e.sql === "object" && e.sql !== null) {
        try {
            return (0,hardness/* hardnessOfParsed */.hN)(e.sql).hardness;
        }
        catch {
            // A hand-edited or foreign `sql` field: the text is the other faithful source.
        }
    }
    return (0,hardness/* hardnessOfQuery */.C5)(e.query).hardness;
}
/** Offsets of the objects directly inside the top-level array: where each dev.json entry starts. */
function entryOffsets(text) {
    const offsets = [];
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            if (c === "\\")
                i++;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"')
            inString = true;
        else if (c === "{" || c === "[") {
            if (c === "{" && depth === 1)
                offsets.push(i);
            depth++;
        }
        else if (c === "}" || c === "]")
            depth--;
    }
    return offsets;
}
/** The line of each database's `"db_id": "\u2026"` in tables.json. */
function dbIdLines(text) {
    const locate = (0,tokenize/* createLocator */.TR)(text);
    const lines = new Map();
    for (const m of text.matchAll(/"db_id"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
        const dbId = JSON.parse(`"${m[1]}"`);
        if (!lines.has(dbId))
            lines.set(dbId, locate(m.index).line);
    }
    return lines;
}
/**
 * One database from Spider's own file: its DDL as written (composite keys kept) and its rows, which are both the
 * test suite's original instance and what a `rows: sample` dump samples from. Problems in the DDL are warnings:
 * the benchmark is as published, and a user cannot fix it.
 */
function readSpiderFile(dir, dbId, io, diagnostics) {
    const file = (0,external_node_path_.join)(dir, dbId, `${dbId}.sqlite`);
    const bytes = io.readBytes(file);
    if (bytes === undefined) {
        const hint = "point `database-dir` at Spider's database/ folder, which holds <db_id>/<db_id>.sqlite per database";
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-missing", (0,diagnostic/* fileStart */.NY)(file), `no file ${file} for database ${dbId}`, hint));
        return undefined;
    }
    const read = sqliteFileAsDump(bytes);
    if ("error" in read) {
        const hint = "replace it with Spider's original file (re-download Spider's database/ folder)";
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-sqlite", (0,diagnostic/* fileStart */.NY)(file), `cannot read ${file}: ${read.error}`, hint));
        return undefined;
    }
    const parsed = (0,dump/* parseSqlDump */.s)(read.dump, file, dbId);
    diagnostics.push(...parsed.diagnostics.map((d) => ({ ...d, severity: "warning" })));
    const hasRows = /^INSERT INTO /m.test(read.dump);
    return {
        dbId,
        dump: read.dump,
        schema: parsed.schema,
        ...(hasRows ? { contents: read.dump } : {}),
        source: { file },
    };
}
/**
 * Spider's generic column types as SQLite declares them. `number` becomes NUMERIC, not INTEGER or REAL:
 * tables.json does not say which, and NUMERIC keeps each value as it is. A type that is not one of Spider's
 * generic words is kept as written.
 */
const SPIDER_TYPES = {
    text: "TEXT",
    number: "NUMERIC",
    time: "DATETIME",
    boolean: "BOOLEAN",
    others: "TEXT",
};
function spiderDatabase(schema, file, line) {
    const tables = schema.tables.map((t) => ({
        ...t,
        columns: t.columns.map((c) => ({ ...c, type: SPIDER_TYPES[c.type?.toLowerCase() ?? ""] ?? c.type })),
    }));
    const sqlite = { ...schema, tables };
    return {
        dbId: schema.database,
        dump: `${(0,render/* renderSchema */.ok)(sqlite)}\n`,
        schema: sqlite,
        source: line === undefined ? { file } : { file, line },
    };
}

// EXTERNAL MODULE: ./src/contamination/sql-set-files.ts + 1 modules
var sql_set_files = __webpack_require__(45251);
;// CONCATENATED MODULE: ./src/contamination/sql-sets.ts
/**
 * Loading a text-to-SQL set (issue 13) from where it lives: a directory of dumps and questions, Spider's
 * `dev.json` and `tables.json`, or a sealed (encrypted) archive of a directory. Every problem is a diagnostic
 * with file, line and hint; nothing here throws on bad input. Callers stop on errors (`hasErrors`) as they do
 * for templates; `data` is still returned when something could be read, so a lint can count what is there.
 */






/** Loads one set; see {@link SqlSetSource} for the three places a set can come from. */
function loadSqlSet(set, source, io) {
    if ("dir" in source)
        return loadDir(set, source.dir, io);
    if ("spider" in source)
        return loadSpider(set, source.spider, io);
    return loadSealed(set, source, io);
}
function loadDir(set, dir, io) {
    const names = io.listDir(dir);
    if (names === undefined) {
        const hint = "point the set's `dir` at a directory of <db_id>.sql dumps and questions.jsonl";
        return { diagnostics: [(0,sql_set_load/* setError */.Nh)("sql-set-missing", (0,diagnostic/* fileStart */.NY)(dir), `no directory ${dir}`, hint)] };
    }
    const files = {};
    for (const name of names.filter(sql_set_files/* isSetFileName */.E6)) {
        const text = io.readText((0,external_node_path_.join)(dir, name));
        if (text !== undefined)
            files[name] = text;
    }
    return (0,sql_set_files/* loadSetFiles */.sO)(set, files, { origin: dir, pathOf: (name) => (0,external_node_path_.join)(dir, name), secret: false });
}
function loadSealed(set, source, io) {
    const { sealed, keyEnv } = source;
    const at = (0,diagnostic/* fileStart */.NY)(sealed);
    const bytes = io.readBytes(sealed);
    const passphrase = io.env(keyEnv);
    const diagnostics = [];
    if (bytes === undefined) {
        const hint = "make it with `bias-gate seal <dir> --out FILE`, or fix the path";
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-missing", at, `no sealed archive ${sealed}`, hint));
    }
    if (passphrase === undefined || passphrase === "") {
        const message = `$${keyEnv} is ${passphrase === undefined ? "not set" : "empty"}: it holds the key that opens ${sealed}`;
        const hint = `store the key as an Action secret and map it into the step: env: { ${keyEnv}: \${{ secrets.${keyEnv} }} }` +
            ` (locally: export ${keyEnv}=\u2026)`;
        diagnostics.push((0,sql_set_load/* setError */.Nh)("sql-set-key-missing", at, message, hint));
    }
    if (bytes === undefined || passphrase === undefined || passphrase === "")
        return { diagnostics };
    let files;
    try {
        files = (0,sealed_archive/* openSealed */.j5)(bytes, passphrase);
    }
    catch (e) {
        if (!(e instanceof sealed_archive/* SealedArchiveError */.zL))
            throw e;
        return { diagnostics: [sealedError(e, sealed, keyEnv)] };
    }
    return (0,sql_set_files/* loadSetFiles */.sO)(set, files, { origin: sealed, pathOf: (name) => `${sealed}/${name}`, secret: true });
}
function sealedError(e, file, keyEnv) {
    const at = (0,diagnostic/* fileStart */.NY)(file);
    if (e.problem === "wrong-key-or-damaged") {
        return (0,sql_set_load/* setError */.Nh)("sql-set-wrong-key", at, `cannot open ${file}: the key in $${keyEnv} does not decrypt it (wrong key, or the file is damaged)`, `set $${keyEnv} to the key it was sealed with (no trailing newline or spaces), or seal the set again`);
    }
    const hint = e.problem === "unsupported-version"
        ? "update bias-gate, or seal the set again with this version"
        : "seal the set again with `bias-gate seal <dir> --out FILE`";
    return (0,sql_set_load/* setError */.Nh)("sql-set-sealed-unreadable", at, `cannot open ${file}: ${e.message}`, hint);
}


/***/ }),

/***/ 12796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ parseSqlDump)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_diagnostic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37859);
/* harmony import */ var _table_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11678);
/* harmony import */ var _tokenize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10571);
/**
 * Reads the schema of one database from a SQL dump (SQLite `.dump`, mysqldump, pg_dump, or hand-written DDL).
 *
 * Read: `CREATE TABLE` (columns, types, inline and table-level PRIMARY KEY and REFERENCES/FOREIGN KEY) and
 * `ALTER TABLE \u2026 ADD [CONSTRAINT n] PRIMARY KEY | FOREIGN KEY | [COLUMN] c`, because pg_dump (and some MySQL
 * tools) declare keys only there. Ignored: every other statement (INSERT, COPY data, CREATE INDEX/VIEW/TRIGGER,
 * PRAGMA, SET, BEGIN/COMMIT, DROP, other ALTER actions), table options (`ENGINE=\u2026`, `WITHOUT ROWID`), defaults,
 * checks, UNIQUE and indexes. SQLite's internal tables (`sqlite_sequence`) are kept, as Spider keeps them;
 * the probe never masks them (see `chooseMasks`).
 */




/**
 * Parses a dump into one schema. Identifiers are unquoted (`"First Name"` \u2192 `First Name`) and keep their case;
 * schema qualifiers are dropped (`public.users` \u2192 `users`); references are matched case-insensitively and
 * rewritten to the declared spelling, and `REFERENCES t` without columns means t's primary key.
 * Every problem is a diagnostic at its file:line:column; a table that cannot be read is left out.
 *
 * @param database defaults to the file's basename without its extension (`dumps/shop.sql` \u2192 `shop`).
 */
function parseSqlDump(text, file, database = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file))) {
    const { statements, problems: lexProblems } = (0,_tokenize_js__WEBPACK_IMPORTED_MODULE_2__/* .splitStatements */ .Xd)(text, (0,_tokenize_js__WEBPACK_IMPORTED_MODULE_2__/* .detectLexOptions */ .Vl)(text));
    const problems = lexProblems.map((p) => ({ ...p, severity: "error" }));
    const drafts = new Map();
    for (const { tokens } of statements) {
        const verb = (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(tokens[0]);
        if (verb === "CREATE")
            addCreatedTable(tokens, drafts, problems);
        else if (verb === "ALTER" && (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(tokens[1]) === "TABLE")
            applyAlterTable(tokens, drafts, problems);
    }
    resolveReferences(drafts, problems);
    const locate = (0,_tokenize_js__WEBPACK_IMPORTED_MODULE_2__/* .createLocator */ .TR)(text);
    const diagnostics = problems.map((p) => (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_3__/* .makeDiagnostic */ .kJ)(p.severity, p.code, { file, ...locate(p.offset) }, p.message, p.hint));
    if (drafts.size === 0 && diagnostics.length === 0) {
        const hint = "dump the schema too (sqlite3 .schema, mysqldump --no-data, pg_dump --schema-only)";
        diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_3__/* .makeDiagnostic */ .kJ)("warning", "sql-no-tables", (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStart */ .NY)(file), "no CREATE TABLE in this dump", hint));
    }
    const tables = [...drafts.values()].map((d) => d.table);
    return { schema: { database, file, tables }, diagnostics };
}
function addCreatedTable(tokens, drafts, problems) {
    const created = (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCreateTable */ .gn)(tokens);
    if (!created)
        return;
    problems.push(...created.problems);
    const draft = created.draft;
    if (!draft)
        return;
    const key = draft.table.name.toLowerCase();
    if (drafts.has(key)) {
        problems.push({
            offset: draft.offset,
            severity: "warning",
            code: "sql-duplicate-table",
            message: `table ${draft.table.name} is created twice; the first definition is kept`,
            hint: "tables in different schemas share their unqualified name here: split the dump per database",
        });
        return;
    }
    drafts.set(key, draft);
}
/** `ALTER TABLE [ONLY] [IF EXISTS] t ADD \u2026[, ADD \u2026]`: keys and columns added to an earlier CREATE TABLE. */
function applyAlterTable(tokens, drafts, problems) {
    let i = 2;
    while ((0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(tokens[i]) === "ONLY" || (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(tokens[i]) === "IF" || (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(tokens[i]) === "EXISTS")
        i += 1;
    const name = (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readQualifiedName */ .Sp)(tokens, i);
    if (!name)
        return;
    const additions = (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .splitTopLevel */ .EN)(tokens, name.next, tokens.length).filter((a) => (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(a[0]) === "ADD");
    if (additions.length === 0)
        return;
    const draft = drafts.get(name.name.toLowerCase());
    if (!draft) {
        const message = `ALTER TABLE ${name.name} before (or without) its CREATE TABLE`;
        problems.push((0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .problem */ .CC)(tokens[i], "warning", "sql-unknown-table", message, "create the table first"));
        return;
    }
    for (const addition of additions) {
        let k = 1;
        if ((0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(addition[k]) === "COLUMN")
            k += 1;
        if ((0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(addition[k]) === "IF" && (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .upper */ .js)(addition[k + 1]) === "NOT")
            k += 3;
        if (addition.length > k)
            (0,_table_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .addTableItem */ .vO)(draft, addition.slice(k), problems);
    }
}
/** Canonical spellings for keys, column flags, and FK targets; problems for names that do not exist. */
function resolveReferences(drafts, problems) {
    for (const draft of drafts.values()) {
        const { table } = draft;
        const at = draft.pkOffset ?? draft.offset;
        table.primaryKey = table.primaryKey.flatMap((name) => {
            const found = findColumn(draft, name);
            if (!found)
                problems.push(unknownColumn(at, table.name, name, "error"));
            return found ? [found] : [];
        });
        for (const column of table.columns)
            column.primaryKey = table.primaryKey.includes(column.name);
    }
    for (const draft of drafts.values()) {
        const kept = [];
        const offsets = [];
        draft.table.foreignKeys.forEach((fk, k) => {
            const offset = draft.fkOffsets[k] ?? draft.offset;
            const resolved = resolveForeignKey(draft, fk, offset, drafts, problems);
            if (resolved) {
                kept.push(resolved);
                offsets.push(offset);
            }
        });
        draft.table.foreignKeys = kept;
        draft.fkOffsets = offsets;
    }
}
function resolveForeignKey(draft, fk, offset, drafts, problems) {
    const columns = fk.columns.map((name) => findColumn(draft, name));
    const missing = fk.columns.find((_, k) => columns[k] === undefined);
    if (missing !== undefined) {
        problems.push(unknownColumn(offset, draft.table.name, missing, "error"));
        return undefined;
    }
    const target = drafts.get(fk.refTable.toLowerCase());
    if (!target) {
        const message = `foreign key of ${draft.table.name} references ${fk.refTable}, which this dump does not create`;
        problems.push({
            offset,
            severity: "warning",
            code: "sql-unknown-table",
            message,
            hint: "include the table in the dump",
        });
        return { ...fk, columns: columns };
    }
    const refColumns = fk.refColumns.length > 0 ? fk.refColumns : target.table.primaryKey;
    for (const name of refColumns) {
        if (!findColumn(target, name))
            problems.push(unknownColumn(offset, target.table.name, name, "warning"));
    }
    if (refColumns.length !== columns.length) {
        const message = `foreign key of ${draft.table.name} has ${columns.length} column(s) but references ${refColumns.length}`;
        const hint = "list as many referenced columns as referencing ones";
        problems.push({ offset, severity: "error", code: "sql-foreign-key-arity", message, hint });
        return undefined;
    }
    return {
        columns: columns,
        refTable: target.table.name,
        refColumns: refColumns.map((name) => findColumn(target, name) ?? name),
    };
}
function findColumn(draft, name) {
    const key = name.toLowerCase();
    return draft.table.columns.find((c) => c.name.toLowerCase() === key)?.name;
}
function unknownColumn(offset, table, column, severity) {
    return {
        offset,
        severity,
        code: "sql-unknown-column",
        message: `${table} has no column ${column}`,
        hint: `check the spelling against ${table}'s CREATE TABLE`,
    };
}


/***/ }),

/***/ 76568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sw: () => (/* binding */ SqlEngineStopped),
  MU: () => (/* binding */ locateSqlJs),
  H5: () => (/* binding */ openSqlEngine)
});

// UNUSED EXPORTS: SQL_JS_BUNDLE_DIR, stripLeadingNoise, toQueryResult

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/sql/engine-worker.ts
/**
 * The worker side of the SQL engine (see engine.ts), and the messages both sides exchange.
 *
 * The worker is a CommonJS source string run with `new Worker(source, { eval: true })` rather than a file of its
 * own: ncc bundles one entry per build, and a string needs no second entry. It loads sql.js's Emscripten glue with
 * `require` and hands it the wasm bytes, because bundling sql.js through webpack breaks it at start-up
 * (docs/design/sql-engine.md, "Bundling with ncc").
 */
// Limits live here, next to the data: the row cap stops stepping at maxRows + 1, so a huge result is never
// materialised; `query_only` (set after the dump loads) makes any write, including one hidden behind WITH, fail;
// `hard_heap_limit` turns a memory blow-up into an SQLite error instead of a dead process. A text with several
// statements is refused after compiling them all and running none, as Python's sqlite3 refuses it in Spider's
// evaluation. Files are out of reach by construction: sql.js runs on Emscripten's in-memory file system, so even
// `ATTACH '/tmp/x'` or `VACUUM INTO` could only touch that.
const SQL_ENGINE_WORKER_SOURCE = `
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

;// CONCATENATED MODULE: ./src/sql/engine.ts
/**
 * A SQLite engine for scoring text-to-SQL answers (issue 13): sql.js (SQLite compiled to WebAssembly) in a worker
 * thread, with a wall-clock limit and a row limit per query, on in-memory databases only.
 *
 * Why a worker: neither sql.js nor Node's own SQLite can interrupt a running statement, but `Worker.terminate()`
 * stops WebAssembly mid-loop. A query past its limit therefore costs one worker: it is terminated, and the next
 * request starts a fresh one and reloads, from the dumps kept here, the databases it touches.
 * Measurements and the choice of engine: docs/design/sql-engine.md.
 */





/**
 * The engine's worker died while loading a database: the engine is broken, not the dump. Scoring stops with this
 * rather than calling every question unscorable, which would read as "not measured" and hide the cause.
 */
class SqlEngineStopped extends Error {
    constructor(message) {
        super(message);
        this.name = "SqlEngineStopped";
    }
}
const DEFAULT_HEAP_LIMIT_BYTES = 128 * 1024 * 1024;
const DEFAULT_LOAD_TIMEOUT_MS = 20_000;
/**
 * sql.js's two files: the Emscripten glue and the wasm. The bundle carries them in `sql-js/` beside itself
 * (`npm run build` copies them there, byte for byte); from source they are in the package's node_modules.
 * The paths are joined at run time on purpose: ncc turns a static `new URL(file, import.meta.url)` into a webpack
 * asset and re-encodes the wasm, which then no longer compiles.
 */
const SQL_JS_BUNDLE_DIR = "sql-js";
const SQL_JS_FILES = { glue: "sql-wasm.js", wasm: "sql-wasm.wasm" };
function locateSqlJs() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [
        [here, SQL_JS_BUNDLE_DIR],
        [here, "..", "..", "node_modules", "sql.js", "dist"],
    ];
    const dir = candidates.map((parts) => (0,external_node_path_.join)(...parts)).find((d) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, SQL_JS_FILES.wasm)));
    if (dir === undefined) {
        throw new Error(`bias-gate: sql.js is missing (looked in ${candidates.map((p) => (0,external_node_path_.join)(...p)).join(" and ")})`);
    }
    return { glue: (0,external_node_path_.join)(dir, SQL_JS_FILES.glue), wasm: (0,external_node_path_.join)(dir, SQL_JS_FILES.wasm) };
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
function openSqlEngine(options) {
    const files = options.sqlJs ?? locateSqlJs();
    const setup = {
        gluePath: files.glue,
        wasmPath: files.wasm,
        heapLimitBytes: options.heapLimitBytes ?? DEFAULT_HEAP_LIMIT_BYTES,
    };
    const dumps = new Map();
    let nextHandle = 1;
    let worker;
    let queue = Promise.resolve();
    let closed = false;
    function serialise(task) {
        if (closed)
            return Promise.reject(new Error("the SQL engine is closed"));
        const result = queue.then(task);
        queue = result.catch(() => undefined);
        return result;
    }
    async function stopWorker() {
        const stopping = worker;
        worker = undefined;
        await stopping?.thread.terminate();
    }
    /** The worker holding `handle`, started and loaded from the kept dump if a timeout or crash replaced it. */
    async function workerWith(handle) {
        if (worker?.crashed)
            await stopWorker();
        worker ??= startWorker(setup);
        const current = worker;
        if (current.loaded.has(handle))
            return current;
        const dump = dumps.get(handle);
        if (dump === undefined)
            throw new Error(`database ${handle} was unloaded or never loaded by this engine`);
        const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
        const reply = await current.request({ op: "load", handle, dump }, loadTimeoutMs);
        const died = current.crashed;
        // A load past its limit is still running in the worker: only terminating the worker stops it.
        if (died || reply === "timeout")
            await stopWorker();
        // The worker itself died (sql.js missing or broken, out of memory): no dump is to blame, so it is not data.
        if (died && reply !== "timeout" && !reply.ok)
            throw new SqlEngineStopped(reply.message);
        if (reply === "timeout" || !reply.ok) {
            throw new Error(`the database dump does not load in SQLite: ${reply === "timeout" ? `loading ran past the ${loadTimeoutMs} ms limit` : reply.message}`);
        }
        current.loaded.add(handle);
        return current;
    }
    async function runQuery(handle, sql) {
        const firstWord = /^[A-Za-z]+/.exec(stripLeadingNoise(sql))?.[0].toUpperCase() ?? "";
        if (NON_QUERY_KEYWORDS.has(firstWord)) {
            return {
                ok: false,
                error: "refused",
                message: `${firstWord} is not a query: only SELECT, WITH or VALUES may run`,
            };
        }
        const current = await workerWith(handle);
        const reply = await current.request({ op: "run", handle, sql, maxRows: options.maxRows }, options.timeoutMs);
        if (reply === "timeout" || current.crashed)
            await stopWorker();
        if (reply === "timeout") {
            return { ok: false, error: "timeout", message: `ran past the ${options.timeoutMs} ms limit` };
        }
        return toQueryResult(reply);
    }
    return {
        load: (dump) => serialise(async () => {
            const handle = nextHandle++;
            dumps.set(handle, dump);
            try {
                await workerWith(handle);
            }
            catch (error) {
                dumps.delete(handle);
                throw error;
            }
            return { id: handle };
        }),
        run: (db, sql) => serialise(() => runQuery(db.id, sql)),
        unload: (db) => serialise(async () => {
            dumps.delete(db.id);
            if (worker?.loaded.delete(db.id))
                await worker.request({ op: "unload", handle: db.id });
        }),
        close: () => serialise(async () => {
            closed = true;
            await stopWorker();
        }),
    };
}
/** Maps the worker's reply to a result, telling parse failures from run-time ones by SQLite's message. */
function toQueryResult(reply) {
    if (reply.ok)
        return { ok: true, columns: reply.columns, rows: reply.rows };
    if (reply.failure !== "engine")
        return { ok: false, error: reply.failure, message: reply.message };
    return {
        ok: false,
        error: SYNTAX_ERROR.test(reply.message) ? "syntax" : "runtime",
        message: reply.message,
    };
}
/** The statement without leading blanks, comments and opening parentheses, so its first keyword comes first. */
function stripLeadingNoise(sql) {
    return sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|\()*/, "");
}
function startWorker(setup) {
    const thread = new external_node_worker_threads_.Worker(SQL_ENGINE_WORKER_SOURCE, { eval: true, workerData: setup });
    const engineWorker = {
        thread,
        loaded: new Set(),
        crashed: false,
        request: (message, timeoutMs) => new Promise((resolve) => {
            const settle = (reply) => {
                clearTimeout(timer);
                thread.off("message", onReply).off("error", onDeath).off("exit", onDeath);
                resolve(reply);
            };
            const onReply = (reply) => settle(reply);
            // A worker that dies mid-request (a wasm abort, an out-of-memory kill) answers as an engine failure.
            const onDeath = (cause) => {
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
function describeDeath(cause) {
    if (cause instanceof Error)
        return cause.message;
    return `worker exited with code ${String(cause)}`;
}


/***/ }),

/***/ 9098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XU: () => (/* binding */ HARDNESS_LEVELS),
  hN: () => (/* binding */ hardnessOfParsed),
  C5: () => (/* binding */ hardnessOfQuery)
});

// UNUSED EXPORTS: countsOfComponents, hardnessOfCounts

// EXTERNAL MODULE: ./src/sql/tokenize.ts
var tokenize = __webpack_require__(10571);
;// CONCATENATED MODULE: ./src/sql/hardness-of-text.ts

const AGGREGATES = new Set(["MAX", "MIN", "COUNT", "SUM", "AVG"]);
const SET_OPERATORS = new Set(["INTERSECT", "UNION", "EXCEPT"]);
/** Tokens that make up Spider's condition operators (`>=` and `!=` arrive as two punctuation tokens). */
const COMPARISONS = new Set(["=", "<", ">", "!", "IN", "LIKE", "BETWEEN", "IS", "EXISTS"]);
const CLAUSES = ["FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT"];
function componentsOfQuery(sql) {
    const { statements } = (0,tokenize/* splitStatements */.Xd)(sql, { backslashEscapes: false, hashComments: false });
    const tokens = statements[0]?.tokens ?? [];
    const scan = new TokenScan(tokens);
    let range = scan.unwrap({ start: 0, end: tokens.length });
    const setAt = scan.findAtDepth0(range, (t) => SET_OPERATORS.has(t));
    if (setAt >= 0)
        range = scan.unwrap({ start: range.start, end: setAt });
    return { ...scan.componentsOfSelect(range), setOperation: setAt >= 0 };
}
class TokenScan {
    words;
    kinds;
    /** For each "(", the index of its matching ")" (or the end when unbalanced). */
    closing = new Map();
    constructor(tokens) {
        this.words = tokens.map((t) => (t.kind === "word" || t.kind === "punct" ? t.text.toUpperCase() : ""));
        this.kinds = tokens.map((t) => t.kind);
        const open = [];
        this.words.forEach((w, i) => {
            if (w === "(")
                open.push(i);
            else if (w === ")" && open.length > 0)
                this.closing.set(open.pop(), i);
        });
        for (const i of open)
            this.closing.set(i, tokens.length - 1);
    }
    /** Indices of the range's tokens outside any parentheses (an opening "(" is listed, its inside is not). */
    *depth0({ start, end }) {
        for (let i = start; i < end; i++) {
            yield i;
            if (this.words[i] === "(")
                i = this.closing.get(i) ?? end;
        }
    }
    findAtDepth0(range, test) {
        for (const i of this.depth0(range))
            if (test(this.words[i] ?? ""))
                return i;
        return -1;
    }
    /** Strips parentheses around the whole range, e.g. `(SELECT \u2026)`. */
    unwrap(range) {
        let { start, end } = range;
        while (end - start >= 2 && this.words[start] === "(" && this.closing.get(start) === end - 1) {
            start += 1;
            end -= 1;
        }
        return { start, end };
    }
    isSubquery(open) {
        return (this.words[open] === "(" &&
            this.words[this.unwrap({ start: open, end: (this.closing.get(open) ?? open) + 1 }).start] === "SELECT");
    }
    isAggregateCall(i) {
        return AGGREGATES.has(this.words[i] ?? "") && this.words[i + 1] === "(";
    }
    componentsOfSelect(range) {
        const clauses = this.clauses(range);
        const select = clauses.get("SELECT");
        const from = clauses.get("FROM");
        const where = clauses.get("WHERE");
        const group = clauses.get("GROUP");
        const having = clauses.get("HAVING");
        const order = clauses.get("ORDER");
        const selectItems = select ? this.splitAtDepth0(this.skipWord(select, "DISTINCT"), ",") : [];
        const groupItems = group ? this.splitAtDepth0(this.skipWord(group, "BY"), ",") : [];
        const fromSummary = from ? this.fromClause(from) : { tables: 0, on: emptySummary() };
        const whereSummary = where ? this.conditions(where) : emptySummary();
        const havingSummary = having ? this.conditions(having) : emptySummary();
        const conditionLists = [fromSummary.on, whereSummary, havingSummary];
        const sum = (pick) => conditionLists.reduce((n, s) => n + pick(s), 0);
        const aggregations = selectItems.filter((item) => this.isAggregateCall(this.skipWord(item, "DISTINCT").start)).length +
            whereSummary.nots +
            groupItems.filter((item) => this.isAggregateCall(item.start)).length +
            (order ? this.aggregateCallsAtDepth0(order) : 0) +
            havingSummary.nots +
            havingSummary.ands +
            havingSummary.ors;
        return {
            where: where !== undefined,
            groupBy: group !== undefined,
            orderBy: order !== undefined,
            limit: clauses.has("LIMIT"),
            joins: Math.max(0, fromSummary.tables - 1),
            ors: sum((s) => s.ors),
            likes: sum((s) => s.likes),
            nestedQueries: sum((s) => s.nestedQueries),
            aggregations,
            selectColumns: selectItems.length,
            whereConditions: whereSummary.conditions,
            groupByColumns: groupItems.length,
        };
    }
    /** Each clause's tokens after its keyword, split at the clause keywords found outside parentheses. */
    clauses(range) {
        const starts = [];
        for (const i of this.depth0(range)) {
            const w = this.words[i] ?? "";
            if (w === "SELECT" && starts.length === 0)
                starts.push({ clause: "SELECT", at: i });
            else if (CLAUSES.includes(w))
                starts.push({ clause: w, at: i });
        }
        const clauses = new Map();
        starts.forEach(({ clause, at }, k) => {
            if (!clauses.has(clause))
                clauses.set(clause, { start: at + 1, end: starts[k + 1]?.at ?? range.end });
        });
        return clauses;
    }
    skipWord(range, word) {
        return this.words[range.start] === word ? { start: range.start + 1, end: range.end } : range;
    }
    splitAtDepth0(range, separator) {
        const parts = [];
        let start = range.start;
        for (const i of this.depth0(range)) {
            if (this.words[i] === separator) {
                parts.push({ start, end: i });
                start = i + 1;
            }
        }
        parts.push({ start, end: range.end });
        return parts.filter((p) => p.end > p.start);
    }
    aggregateCallsAtDepth0(range) {
        let n = 0;
        for (const i of this.depth0(range))
            if (this.isAggregateCall(i))
                n += 1;
        return n;
    }
    /** Table units (tables and subqueries, JOINed or comma-listed) and the conditions of every ON. */
    fromClause(range) {
        let tables = range.end > range.start ? 1 : 0;
        const on = emptySummary();
        let onStart = -1;
        const closeOn = (end) => {
            if (onStart >= 0)
                addSummary(on, this.conditions({ start: onStart, end }));
            onStart = -1;
        };
        for (const i of this.depth0(range)) {
            const w = this.words[i];
            if (w === "JOIN" || w === ",") {
                closeOn(i);
                tables += 1;
            }
            else if (w === "ON") {
                closeOn(i);
                onStart = i + 1;
            }
        }
        closeOn(range.end);
        return { tables, on };
    }
    /**
     * Conditions joined by AND/OR at depth 0; the AND of a BETWEEN belongs to it. A parenthesised group of
     * conditions is looked into, so its ORs and LIKEs count as Spider would count them written without brackets.
     *
     * Spider's parser reads a value that is a column (`ON a.x = b.y`) up to the next AND, comma, bracket or
     * clause keyword, so an OR after it, and the conditions it joins, vanish from the parsed form (dev items
     * 225\u2013228: `ON T1.AirportCode = T2.DestAirport OR T1.AirportCode = T2.SourceAirport` has no OR there).
     * The published levels were computed that way, so this reading skips the same stretch.
     */
    conditions(range) {
        const summary = emptySummary();
        let conditionStart = range.start;
        let betweenOpen = false;
        let swallowed = false;
        const closeCondition = (end) => {
            if (end > conditionStart && !swallowed)
                addSummary(summary, this.condition({ start: conditionStart, end }));
        };
        for (const i of this.depth0(range)) {
            const w = this.words[i];
            if (w === "BETWEEN")
                betweenOpen = true;
            else if (w === "AND" && betweenOpen)
                betweenOpen = false;
            else if (w === "OR" && (swallowed || this.hasColumnValue({ start: conditionStart, end: i }))) {
                closeCondition(i);
                swallowed = true;
            }
            else if (w === "AND" || w === "OR") {
                closeCondition(i);
                swallowed = false;
                if (w === "AND")
                    summary.ands += 1;
                else
                    summary.ors += 1;
                conditionStart = i + 1;
            }
        }
        closeCondition(range.end);
        return summary;
    }
    /** Whether the value right of the condition's operator starts with a name (a column or a function). */
    hasColumnValue(range) {
        const operator = this.findAtDepth0(range, (w) => COMPARISONS.has(w));
        if (operator < 0)
            return false;
        let value = operator;
        while (value < range.end && (COMPARISONS.has(this.words[value] ?? "") || this.words[value] === "NOT"))
            value += 1;
        return this.kinds[value] === "word" && this.words[value] !== "SELECT";
    }
    condition(range) {
        const inner = this.unwrap(range);
        if (inner.start !== range.start && this.words[inner.start] !== "SELECT")
            return this.conditions(inner);
        const summary = emptySummary();
        summary.conditions = 1;
        for (const i of this.depth0(range)) {
            const w = this.words[i];
            if (w === "LIKE")
                summary.likes += 1;
            // Spider's NOT is the one before the operator (NOT IN, NOT LIKE, NOT BETWEEN); IS NOT NULL is not it.
            else if (w === "NOT" && this.words[i - 1] !== "IS")
                summary.nots += 1;
            else if (w === "(" && this.isSubquery(i))
                summary.nestedQueries += 1;
        }
        return summary;
    }
}
function emptySummary() {
    return { conditions: 0, ands: 0, ors: 0, likes: 0, nots: 0, nestedQueries: 0 };
}
function addSummary(into, from) {
    into.conditions += from.conditions;
    into.ands += from.ands;
    into.ors += from.ors;
    into.likes += from.likes;
    into.nots += from.nots;
    into.nestedQueries += from.nestedQueries;
}

;// CONCATENATED MODULE: ./src/sql/spider-parsed-sql.ts
const WHERE_OP_LIKE = 9;
function componentsOfParsed(sql) {
    const conditionUnits = (c) => c.filter((u) => typeof u !== "string");
    const allConditions = [...sql.from.conds, ...sql.where, ...sql.having];
    const allUnits = conditionUnits(allConditions);
    const orderValues = sql.orderBy[1] ?? [];
    const isAggregated = (agg) => agg !== 0;
    const aggregations = sql.select[1].filter(([agg]) => isAggregated(agg)).length +
        conditionUnits(sql.where).filter(([not]) => not).length +
        sql.groupBy.filter(([agg]) => isAggregated(agg)).length +
        orderValues.flatMap(([, left, right]) => [left, right]).filter((u) => u !== null && isAggregated(u[0]))
            .length +
        sql.having.filter((u) => typeof u === "string" || u[0]).length;
    return {
        where: sql.where.length > 0,
        groupBy: sql.groupBy.length > 0,
        orderBy: sql.orderBy.length > 0,
        limit: sql.limit !== null,
        joins: Math.max(0, sql.from.table_units.length - 1),
        ors: allConditions.filter((u) => u === "or").length,
        likes: allUnits.filter(([, op]) => op === WHERE_OP_LIKE).length,
        nestedQueries: allUnits.flatMap(([, , , v1, v2]) => [v1, v2]).filter(isNestedQuery).length,
        setOperation: sql.intersect !== null || sql.union !== null || sql.except !== null,
        aggregations,
        selectColumns: sql.select[1].length,
        whereConditions: conditionUnits(sql.where).length,
        groupByColumns: sql.groupBy.length,
    };
}
function isNestedQuery(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/sql/hardness.ts


const HARDNESS_LEVELS = ["easy", "medium", "hard", "extra"];
function countsOfComponents(c) {
    const component1 = Number(c.where) + Number(c.groupBy) + Number(c.orderBy) + Number(c.limit) + c.joins + c.ors + c.likes;
    const component2 = c.nestedQueries + Number(c.setOperation);
    const others = Number(c.aggregations > 1) +
        Number(c.selectColumns > 1) +
        Number(c.whereConditions > 1) +
        Number(c.groupByColumns > 1);
    return { component1, component2, others };
}
/** Spider's `eval_hardness` thresholds, tried in order. */
function hardnessOfCounts({ component1, component2, others }) {
    if (component1 <= 1 && others === 0 && component2 === 0)
        return "easy";
    if (component2 === 0 && ((others <= 2 && component1 <= 1) || (component1 <= 2 && others < 2)))
        return "medium";
    if ((component2 === 0 && others > 2 && component1 <= 2) ||
        (component2 === 0 && component1 > 2 && component1 <= 3 && others <= 2) ||
        (component2 <= 1 && component1 <= 1 && others === 0))
        return "hard";
    return "extra";
}
function verdictOf(components) {
    const counts = countsOfComponents(components);
    return { hardness: hardnessOfCounts(counts), ...counts, components };
}
/** Hardness from Spider's parsed form (the `sql` field of `dev.json`): the published split, exactly. */
function hardnessOfParsed(sql) {
    return verdictOf(componentsOfParsed(sql));
}
/**
 * Hardness of a single SELECT statement written as text (for items without Spider's parsed form). It does not
 * need the schema: Spider's counts depend on clauses, connectives and nesting, never on which columns are named.
 * Text that is not a SELECT yields the counts of whatever clauses it has (an empty statement is "easy").
 */
function hardnessOfQuery(sql) {
    return verdictOf(componentsOfQuery(sql));
}


/***/ }),

/***/ 91374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ quoteIdentifier),
/* harmony export */   Yc: () => (/* binding */ renderSchemaWith),
/* harmony export */   ok: () => (/* binding */ renderSchema)
/* harmony export */ });
/**
 * Words quoted when used as names: SQL's reserved words that commonly break a CREATE TABLE, plus the words
 * that open a table constraint in a column list (`key`, `index`, `unique`, \u2026).
 */
const RESERVED = new Set(("ADD ALL ALTER AND ANY AS ASC AUTOINCREMENT BETWEEN BY CASE CAST CHECK COLLATE COLUMN CONSTRAINT CREATE CROSS " +
    "CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP DEFAULT DEFERRABLE DELETE DESC DISTINCT DROP ELSE END ESCAPE " +
    "EXCEPT EXCLUDE EXISTS FALSE FETCH FOR FOREIGN FROM FULL FULLTEXT GENERATED GLOB GRANT GROUP HAVING IN INDEX " +
    "INNER INSERT INTERSECT INTO IS ISNULL JOIN KEY LEFT LIKE LIMIT MATCH NATURAL NOT NOTNULL NULL OF OFFSET ON OR " +
    "ORDER OUTER PRIMARY REFERENCES REGEXP RIGHT ROW ROWS SELECT SET SPATIAL TABLE THEN TO TRUE UNION UNIQUE " +
    "UPDATE USING VALUES WHEN WHERE WINDOW WITH").split(" "));
const BARE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The name bare when it is a plain identifier and not a keyword, otherwise in `"\u2026"` with `"` doubled. */
function quoteIdentifier(name) {
    return BARE.test(name) && !RESERVED.has(name.toUpperCase()) ? name : `"${name.replaceAll('"', '""')}"`;
}
/**
 * Renders every table as `CREATE TABLE name (\u2026);`, tables separated by a blank line, no final newline.
 * A one-column primary key is written inline (`id INTEGER PRIMARY KEY`), a composite one as a table
 * constraint; each foreign key is a `FOREIGN KEY (a) REFERENCES t(b)` table constraint.
 */
function renderSchema(schema) {
    return renderSchemaWith(schema, (_table, column) => quoteIdentifier(column));
}
/**
 * `renderSchema` with each column name written by `label`, called in the order the names appear in the
 * text (so a label may number names by first appearance).
 */
function renderSchemaWith(schema, label) {
    return schema.tables.map((table) => renderTable(table, label)).join("\n\n");
}
function renderTable(table, label) {
    const inlineKey = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
    const lines = [];
    for (const column of table.columns) {
        const parts = [label(table.name, column.name)];
        if (column.type !== undefined && column.type !== "")
            parts.push(column.type);
        if (column.name === inlineKey)
            parts.push("PRIMARY KEY");
        lines.push(parts.join(" "));
    }
    if (table.primaryKey.length > 1) {
        lines.push(`PRIMARY KEY (${table.primaryKey.map((c) => label(table.name, c)).join(", ")})`);
    }
    for (const fk of table.foreignKeys) {
        const columns = fk.columns.map((c) => label(table.name, c)).join(", ");
        const target = quoteIdentifier(fk.refTable);
        const refs = fk.refColumns.length > 0 ? `(${fk.refColumns.map((c) => label(fk.refTable, c)).join(", ")})` : "";
        lines.push(`FOREIGN KEY (${columns}) REFERENCES ${target}${refs}`);
    }
    return `CREATE TABLE ${quoteIdentifier(table.name)} (\n${lines.map((l) => `  ${l}`).join(",\n")}\n);`;
}


/***/ }),

/***/ 69681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ readSpiderTables)
/* harmony export */ });
/* harmony import */ var _config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37859);
/* harmony import */ var _tokenize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10571);
/**
 * Spider's `tables.json` (one entry per database) read into schemas, with the `_original` (as-in-SQL) names.
 * Column `k` of `column_names_original` is `[tableIndex, name]`; entry 0 is `[-1, "*"]`, not a column.
 * `primary_keys` holds column indices, nested arrays for composite keys in some releases (flat lists repeat
 * the table instead); both are read. `foreign_keys` holds `[column, referencedColumn]` pairs, each read as its
 * own one-column foreign key: Spider does not say which pairs form one composite key.
 */


/** Parses tables.json; a database whose entry is malformed is left out with an error at its `db_id`. */
function readSpiderTables(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return { schemas: [], diagnostics: [jsonError(text, file, error)] };
    }
    if (!Array.isArray(data)) {
        const message = "tables.json should be an array of databases";
        return {
            schemas: [],
            diagnostics: [(0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "spider-format", (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(file), message, SHAPE_HINT)],
        };
    }
    const positions = dbPositions(text, file);
    const schemas = [];
    const diagnostics = [];
    data.forEach((entry, k) => {
        const at = positions[k] ?? (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(file);
        const problem = checkEntry(entry);
        if (problem)
            diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "spider-format", at, `database ${k + 1}: ${problem}`, SHAPE_HINT));
        else
            schemas.push(toSchema(entry, file, at, diagnostics));
    });
    return { schemas, diagnostics };
}
const SHAPE_HINT = "use Spider's tables.json: db_id, table_names_original, column_names_original ([table, name]), column_types, primary_keys, foreign_keys";
/** Where each database's `"db_id"` key is: entries are flat objects, so the k-th key is the k-th database. */
function dbPositions(text, file) {
    const locate = (0,_tokenize_js__WEBPACK_IMPORTED_MODULE_0__/* .createLocator */ .TR)(text);
    return [...text.matchAll(/"db_id"\s*:/g)].map((m) => ({ file, ...locate(m.index) }));
}
function jsonError(text, file, error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /position (\d+)/.exec(message)?.[1];
    const at = offset === undefined ? (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(file) : { file, ...(0,_tokenize_js__WEBPACK_IMPORTED_MODULE_0__/* .createLocator */ .TR)(text)(Number(offset)) };
    return (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "spider-json", at, `not valid JSON: ${message}`, "fix the JSON syntax at this position");
}
/** What is wrong with one entry's shape and indices, or undefined when it can be read. */
function checkEntry(entry) {
    if (typeof entry !== "object" || entry === null)
        return "not an object";
    const db = entry;
    if (typeof db.db_id !== "string" || db.db_id === "")
        return "db_id is missing";
    const tables = db.table_names_original;
    const columns = db.column_names_original;
    if (!isArrayOf(tables, (t) => typeof t === "string"))
        return `${db.db_id}: table_names_original is not a list of names`;
    const isColumn = (c) => Array.isArray(c) &&
        c.length === 2 &&
        Number.isInteger(c[0]) &&
        c[0] >= -1 &&
        c[0] < tables.length &&
        typeof c[1] === "string";
    if (!isArrayOf(columns, isColumn))
        return `${db.db_id}: column_names_original has an entry that is not [table, name]`;
    if (columns.some((c, k) => k > 0 && c[0] < 0))
        return `${db.db_id}: only column 0 may be [-1, "*"]`;
    const names = columns.map((c) => `${c[0]}:${c[1].toLowerCase()}`);
    if (new Set(names).size !== names.length)
        return `${db.db_id}: a table has two columns of the same name`;
    const isIndex = (i) => Number.isInteger(i) && i > 0 && i < columns.length;
    if (!isArrayOf(db.column_types, (t) => typeof t === "string") ||
        db.column_types.length !== columns.length) {
        return `${db.db_id}: column_types does not have one type per column`;
    }
    if (!isArrayOf(db.primary_keys, (p) => isIndex(p) || isArrayOf(p, isIndex))) {
        return `${db.db_id}: primary_keys has an entry that is not a column index`;
    }
    if (!isArrayOf(db.foreign_keys, (f) => isArrayOf(f, isIndex) && f.length === 2)) {
        return `${db.db_id}: foreign_keys has an entry that is not a [column, column] pair`;
    }
    return undefined;
}
function isArrayOf(value, test) {
    return Array.isArray(value) && value.every(test);
}
function toSchema(db, file, at, diagnostics) {
    const tables = db.table_names_original.map((name) => ({
        name,
        columns: [],
        primaryKey: [],
        foreignKeys: [],
    }));
    const owner = (k) => tables[db.column_names_original[k][0]];
    const nameOf = (k) => db.column_names_original[k][1];
    db.column_names_original.forEach(([t, name], k) => {
        if (t >= 0)
            tables[t]?.columns.push({ name, type: db.column_types[k], primaryKey: false });
    });
    for (const k of db.primary_keys.flat()) {
        const table = owner(k);
        if (!table.primaryKey.includes(nameOf(k)))
            table.primaryKey.push(nameOf(k));
    }
    for (const table of tables)
        for (const c of table.columns)
            c.primaryKey = table.primaryKey.includes(c.name);
    const seen = new Set();
    for (const [from, to] of db.foreign_keys) {
        const key = `${from}:${to}`;
        if (seen.has(key)) {
            const message = `${db.db_id}: foreign key ${owner(from).name}.${nameOf(from)} \u2192 ${owner(to).name}.${nameOf(to)} is listed twice`;
            diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("warning", "spider-duplicate-foreign-key", at, message, "the repeat is ignored"));
            continue;
        }
        seen.add(key);
        const fk = { columns: [nameOf(from)], refTable: owner(to).name, refColumns: [nameOf(to)] };
        owner(from).foreignKeys.push(fk);
    }
    return { database: db.db_id, file, tables };
}


/***/ }),

/***/ 11678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ problem),
/* harmony export */   EN: () => (/* binding */ splitTopLevel),
/* harmony export */   QH: () => (/* binding */ closingParen),
/* harmony export */   Sp: () => (/* binding */ readQualifiedName),
/* harmony export */   gn: () => (/* binding */ parseCreateTable),
/* harmony export */   js: () => (/* binding */ upper),
/* harmony export */   vO: () => (/* binding */ addTableItem)
/* harmony export */ });
const TABLE_MODIFIERS = new Set(["TEMP", "TEMPORARY", "GLOBAL", "LOCAL", "UNLOGGED", "OR", "REPLACE"]);
/** Words that end a column's type: the start of a column constraint. */
const TYPE_END = new Set("CONSTRAINT PRIMARY NOT NULL DEFAULT REFERENCES UNIQUE CHECK COLLATE AUTOINCREMENT AUTO_INCREMENT GENERATED AS ON COMMENT IDENTITY CHARSET KEY".split(" "));
const INDEX_WORDS = new Set(["UNIQUE", "KEY", "INDEX", "FULLTEXT", "SPATIAL"]);
const upper = (t) => (t?.kind === "word" ? t.text.toUpperCase() : "");
const isName = (t) => t?.kind === "word" || t?.kind === "quoted" || t?.kind === "string";
const isPunct = (t, p) => t?.kind === "punct" && t.text === p;
/** Reads `a.b.c` from `i`; the name is the last part (schemas and catalogs are not part of a table's name). */
function readQualifiedName(tokens, i) {
    let t = tokens[i];
    if (!isName(t))
        return undefined;
    let name = t.value;
    let next = i + 1;
    while (isPunct(tokens[next], ".") && isName(tokens[next + 1])) {
        t = tokens[next + 1];
        name = t.value;
        next += 2;
    }
    return { name, next };
}
/** Index of the `)` that closes the `(` at `i`, or -1 when it is never closed. */
function closingParen(tokens, i) {
    let depth = 0;
    for (let k = i; k < tokens.length; k++) {
        if (isPunct(tokens[k], "("))
            depth += 1;
        else if (isPunct(tokens[k], ")") && --depth === 0)
            return k;
    }
    return -1;
}
/** Splits `tokens[from, to)` on commas outside parentheses. */
function splitTopLevel(tokens, from, to) {
    const items = [[]];
    let depth = 0;
    for (let k = from; k < to; k++) {
        const t = tokens[k];
        if (isPunct(t, "("))
            depth += 1;
        if (isPunct(t, ")"))
            depth -= 1;
        if (depth === 0 && isPunct(t, ","))
            items.push([]);
        else
            items[items.length - 1]?.push(t);
    }
    return items;
}
/** `(a, b(10) DESC, \u2026)` at `i`: the first name of each element (MySQL prefix lengths and ASC/DESC dropped). */
function readNameList(tokens, i) {
    if (!isPunct(tokens[i], "("))
        return undefined;
    const close = closingParen(tokens, i);
    if (close < 0)
        return undefined;
    const names = [];
    for (const item of splitTopLevel(tokens, i + 1, close)) {
        if (!isName(item[0]))
            return undefined;
        names.push(item[0].value);
    }
    return { names, next: close + 1 };
}
/** The type as written with canonical spacing (`DECIMAL(10, 2)` \u2192 `DECIMAL(10,2)`), so parse \u2218 render is stable. */
function joinType(tokens) {
    let out = "";
    tokens.forEach((t, k) => {
        const prev = tokens[k - 1]?.text ?? "(";
        const tight = "(),.[]".includes(t.text) || "([.,".includes(prev);
        out += (tight ? "" : " ") + t.text;
    });
    return out === "" ? undefined : out;
}
/** A fresh draft from `CREATE [TEMP] TABLE [IF NOT EXISTS] name (`\u2026`)`, or undefined for other CREATEs. */
function parseCreateTable(tokens) {
    let i = 1;
    while (TABLE_MODIFIERS.has(upper(tokens[i])))
        i += 1;
    if (upper(tokens[i]) !== "TABLE")
        return undefined;
    const head = tokens[i];
    i += 1;
    if (upper(tokens[i]) === "IF" && upper(tokens[i + 1]) === "NOT" && upper(tokens[i + 2]) === "EXISTS")
        i += 3;
    const name = readQualifiedName(tokens, i);
    if (!name) {
        return {
            problems: [
                problem(tokens[i] ?? head, "error", "sql-table-name", "expected a table name", "write CREATE TABLE <name> (\u2026)"),
            ],
        };
    }
    const open = tokens[name.next];
    if (upper(open) === "AS") {
        const message = `cannot read the columns of ${name.name}: CREATE TABLE \u2026 AS takes them from a query`;
        return {
            problems: [
                problem(open ?? head, "warning", "sql-table-as", message, "dump the table with an explicit column list"),
            ],
        };
    }
    const close = isPunct(open, "(") ? closingParen(tokens, name.next) : -1;
    if (!open || close < 0) {
        const message = isPunct(open, "(")
            ? `the column list of ${name.name} is never closed`
            : `expected ( after ${name.name}`;
        return {
            problems: [
                problem(open ?? head, "error", "sql-create-table", message, "check the parentheses of this CREATE TABLE"),
            ],
        };
    }
    const draft = {
        table: { name: name.name, columns: [], primaryKey: [], foreignKeys: [] },
        offset: tokens[i].offset,
        fkOffsets: [],
    };
    const problems = [];
    for (const item of splitTopLevel(tokens, name.next + 1, close)) {
        if (item.length === 0) {
            const at = tokens[close];
            problems.push(problem(at, "error", "sql-create-table", `empty column definition in ${name.name}`, "remove the extra comma"));
        }
        else
            addTableItem(draft, item, problems);
    }
    if (draft.table.columns.length === 0 && problems.length === 0) {
        problems.push(problem(open, "error", "sql-create-table", `${name.name} has no columns`, "list at least one column"));
    }
    return { draft, problems };
}
/** Adds one element of a column list (a column or a table constraint) to the draft. */
function addTableItem(draft, item, problems) {
    if (isTableConstraint(item))
        addConstraint(draft, item, problems);
    else
        addColumn(draft, item, problems);
}
/** A column named `key` or `index` is a column; `KEY name (a)` and `UNIQUE (a)` are indexes. */
function isTableConstraint(item) {
    const [first, second, third] = [upper(item[0]), item[1], item[2]];
    if (first === "CONSTRAINT" || first === "EXCLUDE")
        return true;
    if (first === "PRIMARY" || first === "FOREIGN")
        return upper(second) === "KEY";
    if (first === "CHECK")
        return isPunct(second, "(");
    if (!INDEX_WORDS.has(first))
        return false;
    if (isPunct(second, "(") || upper(second) === "KEY" || upper(second) === "INDEX")
        return true;
    // `KEY idx (a)` names columns inside its parentheses; `key VARCHAR(10)` has a length there.
    const list = item.findIndex((t) => isPunct(t, "("));
    return isName(second) && (isPunct(third, "(") || upper(third) === "USING") && isName(item[list + 1]);
}
function addConstraint(draft, item, problems) {
    let i = upper(item[0]) === "CONSTRAINT" ? 2 : 0;
    const head = item[i] ?? item[0];
    const kind = upper(item[i]);
    if (kind !== "PRIMARY" && kind !== "FOREIGN")
        return;
    i += 2;
    while (i < item.length && !isPunct(item[i], "("))
        i += 1; // an index name or USING BTREE
    const columns = readNameList(item, i);
    if (!columns) {
        const hint = `write ${kind} KEY (<column>, \u2026)`;
        problems.push(problem(head, "error", "sql-constraint", `cannot read the columns of this ${kind} KEY`, hint));
        return;
    }
    if (kind === "PRIMARY")
        setPrimaryKey(draft, columns.names, head, problems);
    else
        addForeignKey(draft, columns.names, item, columns.next, head, problems);
}
function setPrimaryKey(draft, names, at, problems) {
    if (draft.table.primaryKey.length > 0) {
        const message = `${draft.table.name} has a second PRIMARY KEY`;
        problems.push(problem(at, "error", "sql-duplicate-primary-key", message, "keep one PRIMARY KEY; list all its columns in it"));
        return;
    }
    draft.table.primaryKey = names;
    draft.pkOffset = at.offset;
}
/** `REFERENCES t [(c, \u2026)]` at `i`; without columns the key refers to t's primary key, resolved later. */
function addForeignKey(draft, columns, item, i, at, problems) {
    const ref = upper(item[i]) === "REFERENCES" ? readQualifiedName(item, i + 1) : undefined;
    if (!ref) {
        const message = `expected REFERENCES <table> after the columns of this foreign key`;
        problems.push(problem(item[i] ?? at, "error", "sql-constraint", message, "write FOREIGN KEY (a) REFERENCES t (b)"));
        return;
    }
    const refColumns = readNameList(item, ref.next)?.names ?? [];
    draft.table.foreignKeys.push({ columns, refTable: ref.name, refColumns });
    draft.fkOffsets.push(at.offset);
}
function addColumn(draft, item, problems) {
    const name = item[0];
    if (!isName(name)) {
        const message = `expected a column name in ${draft.table.name}, found ${name.text}`;
        problems.push(problem(name, "error", "sql-column", message, "check for a missing comma or an unbalanced parenthesis"));
        return;
    }
    if (draft.table.columns.some((c) => c.name.toLowerCase() === name.value.toLowerCase())) {
        const message = `${draft.table.name} defines column ${name.value} twice`;
        problems.push(problem(name, "error", "sql-duplicate-column", message, "rename or remove one of them"));
        return;
    }
    let end = 1;
    while (end < item.length && !endsType(item, end))
        end += 1;
    const type = joinType(item.slice(1, end));
    draft.table.columns.push({ name: name.value, ...(type === undefined ? {} : { type }), primaryKey: false });
    readColumnConstraints(draft, name, item, end, problems);
}
function endsType(item, k) {
    const word = upper(item[k]);
    return TYPE_END.has(word) || (word === "CHARACTER" && upper(item[k + 1]) === "SET");
}
/** Inline PRIMARY KEY and REFERENCES; parenthesised expressions (defaults, checks) are skipped whole. */
function readColumnConstraints(draft, name, item, from, problems) {
    for (let k = from; k < item.length; k++) {
        const t = item[k];
        if (isPunct(t, "("))
            k = Math.max(k, closingParen(item, k));
        else if (upper(t) === "PRIMARY" && upper(item[k + 1]) === "KEY")
            setPrimaryKey(draft, [name.value], t, problems);
        else if (upper(t) === "REFERENCES")
            addForeignKey(draft, [name.value], item, k, t, problems);
    }
}
function problem(at, severity, code, message, hint) {
    return { offset: at.offset, severity, code, message, hint };
}


/***/ }),

/***/ 10571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TR: () => (/* binding */ createLocator),
/* harmony export */   Vl: () => (/* binding */ detectLexOptions),
/* harmony export */   Xd: () => (/* binding */ splitStatements)
/* harmony export */ });
/**
 * A small SQL tokenizer and statement splitter for schema dumps (SQLite, MySQL, PostgreSQL).
 *
 * It knows just enough to find statement boundaries safely: string literals (`''` escapes, and backslash
 * escapes in MySQL dumps and PostgreSQL `E'\u2026'`), dollar-quoted bodies (`$$\u2026$$`), quoted identifiers (`"\u2026"`,
 * `` `\u2026` ``, `[\u2026]`), comments (`--`, `/* *\/`, and `#` in MySQL dumps), MySQL `DELIMITER` lines and
 * PostgreSQL `COPY \u2026 FROM stdin` data blocks. A `;` inside any of these never ends a statement.
 */
/** MySQL dumps are recognised by backticks, `ENGINE=` or versioned comments (`/*!40101 \u2026 *\/`). */
function detectLexOptions(text) {
    const mysql = /`|\bENGINE\s*=|\/\*!\d/i.test(text);
    return { backslashEscapes: mysql, hashComments: mysql };
}
const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /(?:0[xX][0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
const DELIMITER_LINE = /DELIMITER[ \t]+[^\r\n]*/iy;
const DATA_SKIPPED = new Set(["INSERT", "REPLACE"]);
/** Splits a dump into statements on `;` outside strings, identifiers and comments. */
function splitStatements(text, options) {
    const statements = [];
    const problems = [];
    let tokens = [];
    let pos = 0;
    while (pos < text.length) {
        if (tokens.length === 0 && atLineStart(text, pos) && match(DELIMITER_LINE, text, pos) !== undefined) {
            // A mysql client command, not SQL: the custom delimiter's `;;` just yields empty statements.
            pos += match(DELIMITER_LINE, text, pos)?.length ?? 0;
            continue;
        }
        const step = lexOne(text, pos, options);
        if (step.problem)
            problems.push(step.problem);
        pos = step.next;
        const token = step.token;
        if (!token)
            continue;
        if (token.kind === "punct" && token.text === ";") {
            if (isCopyFromStdin(tokens))
                pos = skipCopyData(text, pos);
            if (tokens.length > 0)
                statements.push({ tokens, end: pos });
            tokens = [];
        }
        else if (tokens.length === 0 || !DATA_SKIPPED.has(tokens[0]?.text.toUpperCase() ?? "")) {
            tokens.push(token);
        }
    }
    if (tokens.length > 0)
        statements.push({ tokens, end: text.length });
    return { statements, problems };
}
function lexOne(text, pos, options) {
    const c = text[pos] ?? "";
    const c2 = text[pos + 1] ?? "";
    if (/\s/.test(c))
        return { next: pos + 1 };
    if ((c === "-" && c2 === "-") || (c === "#" && options.hashComments))
        return { next: lineEnd(text, pos) };
    if (c === "/" && c2 === "*")
        return blockComment(text, pos);
    if (c === "'")
        return quoted(text, pos, "'", "string", options.backslashEscapes);
    if (c === '"')
        return quoted(text, pos, '"', "quoted", false);
    if (c === "`")
        return quoted(text, pos, "`", "quoted", false);
    // `[x]` is an identifier (SQLite, SQL Server) unless it follows a type directly: PostgreSQL's `text[]`, `int[3]`.
    if (c === "[" && !/[A-Za-z0-9_)\]]/.test(text[pos - 1] ?? ""))
        return quoted(text, pos, "]", "quoted", false);
    if (c === "$") {
        const tag = match(DOLLAR_TAG, text, pos);
        if (tag !== undefined && !/[A-Za-z0-9_]/.test(text[pos - 1] ?? ""))
            return dollarQuoted(text, pos, tag);
    }
    const word = match(WORD, text, pos);
    if (word !== undefined) {
        // PostgreSQL E'\u2026' strings take backslash escapes whatever the dump's dialect.
        if ((word === "E" || word === "e") && text[pos + 1] === "'")
            return quoted(text, pos + 1, "'", "string", true, pos);
        return { token: { kind: "word", text: word, value: word, offset: pos }, next: pos + word.length };
    }
    const number = match(NUMBER, text, pos);
    if (number !== undefined)
        return { token: { kind: "number", text: number, value: number, offset: pos }, next: pos + number.length };
    return { token: { kind: "punct", text: c, value: c, offset: pos }, next: pos + 1 };
}
/**
 * A string or quoted identifier from `pos` (its opening quote) to the matching `close`, where a doubled
 * `close` is an escaped one. `start` is where the token begins when a prefix (`E`) precedes the quote.
 */
function quoted(text, pos, close, kind, backslash, start = pos) {
    let value = "";
    let i = pos + 1;
    while (i < text.length) {
        const c = text[i];
        if (backslash && c === "\\") {
            value += text[i + 1] ?? "";
            i += 2;
        }
        else if (c === close && text[i + 1] === close) {
            value += close;
            i += 2;
        }
        else if (c === close) {
            return { token: { kind, text: text.slice(start, i + 1), value, offset: start }, next: i + 1 };
        }
        else {
            value += c;
            i += 1;
        }
    }
    const what = kind === "string" ? "string literal" : "quoted identifier";
    return {
        next: text.length,
        problem: {
            offset: start,
            code: "sql-unterminated",
            message: `unterminated ${what} starting here`,
            hint: `close it with ${close}; a quote inside it is written twice (${close}${close})`,
        },
    };
}
function dollarQuoted(text, pos, tag) {
    const end = text.indexOf(tag, pos + tag.length);
    if (end < 0) {
        return {
            next: text.length,
            problem: {
                offset: pos,
                code: "sql-unterminated",
                message: `unterminated ${tag} body starting here`,
                hint: `close it with ${tag}`,
            },
        };
    }
    const raw = text.slice(pos, end + tag.length);
    return {
        token: { kind: "string", text: raw, value: text.slice(pos + tag.length, end), offset: pos },
        next: end + tag.length,
    };
}
function blockComment(text, pos) {
    const end = text.indexOf("*/", pos + 2);
    if (end >= 0)
        return { next: end + 2 };
    return {
        next: text.length,
        problem: {
            offset: pos,
            code: "sql-unterminated",
            message: "unterminated /* comment starting here",
            hint: "close it with */",
        },
    };
}
function isCopyFromStdin(tokens) {
    if (tokens[0]?.text.toUpperCase() !== "COPY")
        return false;
    return tokens.some((t, i) => t.text.toUpperCase() === "FROM" && tokens[i + 1]?.text.toUpperCase() === "STDIN");
}
/** pg_dump's COPY data runs, raw and unquoted, up to a line holding only `\.`. */
function skipCopyData(text, pos) {
    const end = /^\\\.[ \t]*$/m.exec(text.slice(pos));
    return end ? pos + end.index + end[0].length : text.length;
}
function lineEnd(text, pos) {
    const end = text.indexOf("\n", pos);
    return end < 0 ? text.length : end;
}
function atLineStart(text, pos) {
    let i = pos - 1;
    while (i >= 0 && (text[i] === " " || text[i] === "\t"))
        i -= 1;
    return i < 0 || text[i] === "\n";
}
function match(pattern, text, pos) {
    pattern.lastIndex = pos;
    return pattern.exec(text)?.[0];
}
/** Maps 0-based offsets to 1-based line and column (in UTF-16 code units, as editors count). */
function createLocator(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text[i] === "\n")
            starts.push(i + 1);
    return (offset) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - starts[lo] + 1 };
    };
}


/***/ })

};
