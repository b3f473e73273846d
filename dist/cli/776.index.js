export const id = 776;
export const ids = [776];
export const modules = {

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nodeCommandIO: () => (/* binding */ nodeCommandIO)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3382);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7827);
/* harmony import */ var _providers_progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9875);
/* harmony import */ var _providers_query_plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8837);










/** The real file system and terminal. */
function nodeCommandIO() {
    const root = packageRoot();
    return {
        cwd: process.cwd(),
        readText,
        writeText: (path, text) => {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(path, text);
        },
        writeChunks: async (path, chunks) => {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.from(chunks), (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(path));
        },
        writeBytes: (path, bytes) => {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(path, bytes);
        },
        readBytes: (path) => ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isFile() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path) : undefined),
        listDir: (path) => ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isDirectory() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(path) : undefined),
        makeDir: (path) => {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(path, { recursive: true });
        },
        glob: (patterns, cwd) => (0,tinyglobby__WEBPACK_IMPORTED_MODULE_9__/* .globSync */ .AZ)(patterns, { cwd, absolute: true }).sort(),
        stdout: (text) => process.stdout.write(text),
        stdoutDrained: async () => {
            if (process.stdout.writableNeedDrain)
                await (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process.stdout, "drain");
        },
        stderr: (text) => process.stderr.write(text),
        defaultConfigPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, "fixtures", "starter", "bias-gate.yml"),
        version: readVersion(root),
        env: process.env,
        progressMode: process.stderr.isTTY && !process.env.GITHUB_ACTIONS ? "tty" : "log",
        isTTY: process.stdout.isTTY === true,
        onInterrupt,
    };
}
/**
 * A file's text, or undefined when nothing is there (the caller knows which setting named it and says so).
 * Anything else that stops the read (a directory, no permission) is the user's to fix, so it is a ConfigError.
 */
function readText(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
        return undefined;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isDirectory()) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${path} is a directory, not a file`, `name a file, not a directory${filesIn(path)}`);
    }
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, "utf8");
    }
    catch (error) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
}
/** A few of a directory's files, to suggest the one that was meant. */
function filesIn(dir) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
            .sort();
    }
    catch {
        return "";
    }
    if (names.length === 0)
        return "";
    const shown = names.slice(0, 3).map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name));
    return `; it holds ${shown.join(", ")}${names.length > 3 ? ", \u2026" : ""}`;
}
/**
 * The first SIGINT or SIGTERM stops the run gently (nothing new is sent, requests in flight get a few seconds to
 * finish, results are written). The handlers are then removed, so a second signal ends the process at once: every
 * answer counted so far is already in the cache's journal.
 */
function onInterrupt() {
    const controller = new AbortController();
    const dispose = () => {
        process.removeListener("SIGINT", stop);
        process.removeListener("SIGTERM", stop);
    };
    const stop = (signal) => {
        dispose();
        // On a terminal the live progress line is erased first (it is drawn again on the next update, below).
        process.stderr.write(`${process.stderr.isTTY ? _providers_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .CLEAR_LINE */ .Xv : "\n"}bias-gate: ${signal}: stopping; answers received so far are kept; requests in flight get ` +
            `${_providers_query_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .CANCEL_GRACE_MS */ .RI / 1000} s to finish (${signal} again to quit at once)\n`);
        controller.abort(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    return { signal: controller.signal, dispose };
}
/** The package's root, whether running from `src/` (tsx, tests) or the bundle in `dist/cli/`. */
function packageRoot(from = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_5__.fileURLToPath)(import.meta.url))) {
    let dir = from;
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "package.json")) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "fixtures"))) {
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir, "..");
        if (parent === dir)
            throw new Error(`bias-gate: cannot find the package root above ${from}`);
        dir = parent;
    }
    return dir;
}
function readVersion(root) {
    return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, "package.json"), "utf8")).version;
}


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ formatConfigError),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A configuration or input problem found before any model call. It names where the problem is and how to fix
 * it; the CLI prints it as `file:line:column: error: message` plus the hint, never as a stack trace. A config
 * file can have several problems at once: the first is the error's own message, hint and place, the rest are
 * in `more`, so every one is reported in one go.
 */
class ConfigError extends Error {
    hint;
    where;
    more;
    constructor(message, hint, where, more = []) {
        super(message);
        this.hint = hint;
        this.where = where;
        this.more = more;
        this.name = "ConfigError";
    }
    /** Every problem, this error's own first. */
    get problems() {
        const first = { message: this.message, hint: this.hint };
        return [this.where ? { ...first, where: this.where } : first, ...this.more];
    }
    /** One error carrying all of `problems` (at least one). */
    static of(problems) {
        const [first, ...more] = problems;
        return new ConfigError(first.message, first.hint, first.where, more);
    }
}
/**
 * Renders a ConfigError the way compilers print errors, so editors and CI logs can link to it: each problem as
 * `file:line:column: error: message`, then an indented `hint:` line. Files inside `cwd`, when given, are
 * printed relative to it, as template diagnostics are.
 */
function formatConfigError(error, cwd) {
    return error.problems.map((p) => formatProblem(p, cwd)).join("\n");
}
function formatProblem(problem, cwd) {
    const { where } = problem;
    const at = where
        ? `${displayPath(where.file, cwd)}${where.line ? `:${where.line}:${where.column ?? 1}` : ""}: `
        : "";
    return `${at}error: ${problem.message}\n  hint: ${problem.hint}`;
}
function displayPath(file, cwd) {
    if (cwd === undefined || !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(file))
        return file;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, file);
    return rel === "" || rel.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? file : rel;
}


/***/ })

};
