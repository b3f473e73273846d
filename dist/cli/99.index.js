export const id = 99;
export const ids = [99];
export const modules = {

/***/ 12681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_KEY_ENV: () => (/* binding */ DEFAULT_KEY_ENV),
/* harmony export */   sealCommand: () => (/* binding */ sealCommand)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78983);
/* harmony import */ var _contamination_sealed_archive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22167);
/* harmony import */ var _contamination_sql_set_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45251);
/* harmony import */ var _contamination_sql_sets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46399);
/* harmony import */ var _sql_hardness_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9098);
/* harmony import */ var _templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91839);









/** The environment variable that holds the fresh set's key when `--key-env` does not name another. */
const DEFAULT_KEY_ENV = "BIAS_GATE_FRESH_KEY";
/** Shorter keys are accepted with a warning: scrypt slows guessing, it cannot make a short key strong. */
const SHORT_KEY = 16;
/**
 * `bias-gate seal <dir> --out FILE [--key-env NAME]`: encrypts a fresh text-to-SQL set (its `<db_id>.sql`
 * dumps and `questions.jsonl`) into one archive, with the key from the environment. The set is checked with
 * the same loader a run uses before anything is written; the only file written is the archive.
 */
function sealCommand(flags, io, random = node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes) {
    try {
        return seal(flags, io, random);
    }
    catch (error) {
        if (!(error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x))
            throw error;
        io.stderr(`${(0,_config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .formatConfigError */ .Y)(error, io.cwd)}\n`);
        return _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.badInput;
    }
}
function seal(flags, io, random) {
    const writeBytes = io.writeBytes;
    if (!writeBytes)
        throw new Error("this CommandIO has no writeBytes: the archive cannot be written");
    const { dir, out, keyEnv } = sealTargets(flags, io);
    const files = setFiles(dir, io);
    const loaded = (0,_contamination_sql_sets_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSqlSet */ .x)("fresh", { dir }, setIO(files, dir, io));
    for (const d of loaded.diagnostics)
        io.stderr(`${(0,_templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDiagnostic */ .xy)(relativeTo(d, io.cwd))}\n`);
    if ((0,_templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .hasErrors */ .Cs)(loaded.diagnostics) || !loaded.data)
        return _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.badInput;
    const passphrase = io.env[keyEnv];
    if (passphrase === undefined || passphrase === "") {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`$${keyEnv} is ${passphrase === undefined ? "not set" : "empty"}: it holds the key to seal with`, `export ${keyEnv}=<a long random key, e.g. from \`openssl rand -base64 32\`>, and store the same key as an Action secret`);
    }
    const sealed = (0,_contamination_sealed_archive_js__WEBPACK_IMPORTED_MODULE_4__/* .sealFiles */ .pL)(files, passphrase, random);
    // Reopened in memory before writing, so a bad archive never replaces a good one.
    if (JSON.stringify((0,_contamination_sealed_archive_js__WEBPACK_IMPORTED_MODULE_4__/* .openSealed */ .j5)(sealed, passphrase)) !== JSON.stringify(sortedEntries(files))) {
        throw new Error("the sealed archive does not reopen to the files sealed");
    }
    writeBytes(out, sealed);
    const { databases, questions } = loaded.data;
    const levels = _sql_hardness_js__WEBPACK_IMPORTED_MODULE_7__/* .HARDNESS_LEVELS */ .XU.map((h) => `${h} ${questions.filter((q) => q.hardness === h).length}`);
    io.stdout(`sealed ${databases.length} databases (${databases.map((d) => d.dbId).join(", ")}) and ` +
        `${questions.length} questions (${levels.join(", ")}) into ${flags.out}\n` +
        `the key is not stored in the archive: it opens only with $${keyEnv}; keep the key as a secret and ` +
        "keep the plaintext directory out of public view\n");
    if (passphrase.length < SHORT_KEY) {
        io.stderr(`warning: $${keyEnv} is shorter than ${SHORT_KEY} characters; a long random key is safer\n`);
    }
    return _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.pass;
}
function sealTargets(flags, io) {
    const usage = "bias-gate seal <dir> --out FILE [--key-env NAME]";
    const [dir, ...extra] = flags.positionals ?? [];
    if (dir === undefined)
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x("seal needs the set's directory", `write ${usage}`);
    if (extra.length > 0)
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`seal takes one directory, got ${1 + extra.length}`, usage);
    if (!flags.out)
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x("seal needs --out FILE, the archive to write", `write ${usage}`);
    return {
        dir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, dir),
        out: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, flags.out),
        keyEnv: flags.keyEnv ?? DEFAULT_KEY_ENV,
    };
}
/** The set's files by name: what is sealed, and all the loader reads. */
function setFiles(dir, io) {
    const files = {};
    for (const path of io.glob(["*.sql", "questions.jsonl"], dir)) {
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path);
        const text = (0,_contamination_sql_set_files_js__WEBPACK_IMPORTED_MODULE_5__/* .isSetFileName */ .E6)(name) ? io.readText(path) : undefined;
        if (text !== undefined)
            files[name] = text;
    }
    if (!Object.keys(files).some((name) => name.endsWith(".sql"))) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`no <db_id>.sql dumps in ${dir}`, "name a directory holding <db_id>.sql dumps and questions.jsonl (check the path)");
    }
    if (files["questions.jsonl"] === undefined) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`no questions.jsonl in ${dir}`, 'add one {"db_id", "question", "query"} a line');
    }
    return files;
}
/** The loader's view of files already read, so what is checked is exactly what is sealed. */
function setIO(files, dir, io) {
    const byPath = new Map(Object.entries(files).map(([name, text]) => [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, name), text]));
    return {
        readText: (path) => byPath.get(path),
        readBytes: () => undefined,
        env: (name) => io.env[name],
        listDir: (path) => (path === dir ? Object.keys(files) : undefined),
    };
}
function sortedEntries(files) {
    return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** The diagnostic with its file relative to the working directory when inside it, as other commands print them. */
function relativeTo(d, cwd) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, d.file);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(d.file) && rel !== "" && !rel.startsWith("..") ? { ...d, file: rel } : d;
}


/***/ }),

/***/ 37859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   kJ: () => (/* binding */ makeDiagnostic)
/* harmony export */ });
/**
 * A problem found in a user's file (a config file, a conditions table, a template or domain file), at its file,
 * line and column; every parser builds them with `makeDiagnostic`. Plain data.
 */
/** Builds a diagnostic at a position; the one constructor every parser and check uses. */
function makeDiagnostic(severity, code, position, message, hint) {
    return { file: position.file, line: position.line, column: position.column, severity, code, message, hint };
}
/** Line 1, column 1 of a file: where whole-file problems (missing file, bad header) point. */
function fileStart(file) {
    return { file, line: 1, column: 1 };
}
/** Removes a leading UTF-8 byte order mark, which editors on Windows like to add. */
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ })

};
