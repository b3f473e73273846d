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
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3382);
/* harmony import */ var _files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2143);
/* harmony import */ var _heap_growth_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2865);
/* harmony import */ var _providers_progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9875);
/* harmony import */ var _providers_types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2695);











/** The real file system and terminal. */
function nodeCommandIO() {
    const root = packageRoot();
    return {
        cwd: process.cwd(),
        readText: _files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .readTextFile */ .Gu,
        writeText: _files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .writeTextFile */ .Tl,
        writeChunks: (path, chunks) => (0,_files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .writing */ .dV)(path, async () => {
            (0,_files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDir */ .gE)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path));
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.from(chunks), (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(path));
        }),
        writeBytes: _files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .writeTextFile */ .Tl,
        readBytes: (path) => (0,_files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularFile */ .XF)(path, (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(fd)),
        listDir: (path) => ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isDirectory() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(path) : undefined),
        makeDir: _files_checked_io_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDir */ .gE,
        realPath: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(path);
            }
            catch {
                return path;
            }
        },
        glob: (patterns, cwd) => (0,tinyglobby__WEBPACK_IMPORTED_MODULE_10__/* .globSync */ .AZ)(patterns, { cwd, absolute: true }).sort(),
        stdout: (text) => process.stdout.write(text),
        stdoutDrained: async () => {
            if (process.stdout.writableNeedDrain)
                await (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process.stdout, "drain");
        },
        stderr: (text) => process.stderr.write(text),
        expectRequests: (count) => (0,_heap_growth_js__WEBPACK_IMPORTED_MODULE_7__/* .boundHeapGrowth */ .C9)(count, process.execArgv, process.env.NODE_OPTIONS),
        defaultConfigPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, "fixtures", "starter", "bias-gate.yml"),
        version: readVersion(root),
        env: process.env,
        progressMode: process.stderr.isTTY && !process.env.GITHUB_ACTIONS ? "tty" : "log",
        isTTY: process.stdout.isTTY === true,
        onInterrupt,
    };
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
        process.stderr.write(`${process.stderr.isTTY ? _providers_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .CLEAR_LINE */ .Xv : "\n"}bias-gate: ${signal}: stopping; answers received so far are kept; requests in flight get ` +
            `${_providers_types_js__WEBPACK_IMPORTED_MODULE_9__/* .CANCEL_GRACE_MS */ .RI / 1000} s to finish (${signal} again to quit at once)\n`);
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


/***/ }),

/***/ 2143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   MV: () => (/* binding */ diskFullMessage),
/* harmony export */   Tl: () => (/* binding */ writeTextFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   b$: () => (/* binding */ isDiskFull),
/* harmony export */   dV: () => (/* binding */ writing),
/* harmony export */   dk: () => (/* binding */ UnusableDirectory),
/* harmony export */   gE: () => (/* binding */ makeDir)
/* harmony export */ });
/* unused harmony exports directoryProblem, DiskFull */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7827);
/**
 * The one place input files are read and output directories made, for the CLI, the Action and the providers:
 * an input must be a regular file outside /proc and /sys (a FIFO waits forever, /dev/zero never ends), an output
 * directory must have a writable existing ancestor (Node's recursive mkdir never returns under /proc), and a
 * full disk is named as such, with the file it stopped.
 */



/**
 * A file's text, or undefined when nothing is there (the caller knows which setting named it and says so).
 * Anything else that stops the read (a directory, no permission, a FIFO or device) is the user's to fix, so it is
 * a ConfigError. Every input file the CLI and the Action read (config, templates, domains, dumps, prompts,
 * baselines, results files) comes through here.
 */
function readTextFile(path) {
    return readRegularFile(path, (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, "utf8"));
}
/**
 * Opens `path` without blocking and reads it with `read` only when it is a regular file outside /proc and /sys:
 * a FIFO would wait forever for a writer, `/dev/zero` never ends, and /proc's files report a size of 0 and change
 * while read. O_NONBLOCK makes the open itself return at once on a FIFO; fstat then judges the file opened.
 */
function readRegularFile(path, read) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT" || code === "ENOTDIR")
            return undefined;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stats.isDirectory()) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path} is a directory, not a file`, `name a file, not a directory${filesIn(path)}`);
        }
        const kernel = kernelFileSystem(path);
        if (!stats.isFile() || kernel) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path}${linkTarget(path)} is ${kernel ? `under ${kernel}, a kernel file system` : kindOf(stats)}, not a regular file`, "name a regular file: bias-gate reads its inputs whole, and this one would never end or never start");
        }
        return read(fd);
    }
    catch (error) {
        if (error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x)
            throw error;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** What a file that is not a regular file is, in words. */
function kindOf(stats) {
    if (stats.isFIFO())
        return "a FIFO (named pipe)";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isSocket())
        return "a socket";
    return "not a regular file";
}
/** " (a link to <target>)" when `path` is a symbolic link, so the message names what was actually opened. */
function linkTarget(path) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return real === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) ? "" : ` (a link to ${real})`;
    }
    catch {
        return "";
    }
}
/** `/proc` or `/sys` when `path` (symbolic links followed) lies in one, where files are the kernel's, not data. */
function kernelFileSystem(path) {
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        real = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    }
    return ["/proc", "/sys"].find((root) => real === root || real.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
}
/**
 * Why the directory `path` cannot be created or written, or undefined when it can. Walks up to the first
 * existing ancestor and judges that, without creating anything: Node's recursive mkdir never returns under
 * /proc, so it must not be asked there.
 */
function directoryProblem(path) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) !== dir)
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    const kernel = kernelFileSystem(dir);
    if (kernel)
        return `is under ${kernel}, a kernel file system that cannot hold files`;
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir);
    }
    catch (error) {
        return `cannot be created: ${error.message}`;
    }
    const self = dir === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if (!stats.isDirectory()) {
        return self ? "is a file, not a directory" : `cannot be created: ${dir} is a file, not a directory`;
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    }
    catch (error) {
        const why = error.code === "EROFS" ? "is read-only" : "is not writable";
        return self ? why : `cannot be created: ${dir} ${why}`;
    }
    return undefined;
}
/** Creates the directory `path` and its parents after {@link directoryProblem} found nothing in the way. */
function makeDir(path) {
    const problem = directoryProblem(path);
    if (problem !== undefined)
        throw new UnusableDirectory(path, problem);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(path, { recursive: true });
}
/**
 * A directory that cannot hold output; `problem` says why, to follow the path in a message. A ConfigError, so a
 * write no preflight check named (a command's `--out` file) still ends in one line and exit 2; preflight
 * re-words it for the flag that named the directory.
 */
class UnusableDirectory extends _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x {
    path;
    problem;
    constructor(path, problem) {
        super(`directory ${path} ${problem}`, "choose an output path in a writable directory");
        this.path = path;
        this.problem = problem;
        this.name = "UnusableDirectory";
    }
}
/**
 * Writing `path` ran out of space. The run's answers are already in the cache's journal, so the fix is room on
 * the disk and a second run, which sends nothing already answered.
 */
class DiskFull extends Error {
    path;
    constructor(path) {
        super(`cannot write ${path}: disk full`);
        this.path = path;
        this.name = "DiskFull";
    }
}
/** One line naming the file and "disk full", and a hint that a second run costs nothing already answered. */
function diskFullMessage(error) {
    const path = error instanceof DiskFull ? error.path : error.path;
    return (`error: cannot write ${path ?? "a file"}: disk full\n` +
        "hint: free some space (or choose another --out) and run again: the answers received are kept in the cache, so nothing already answered is sent again");
}
/**
 * Whether an error is the file system saying there is no room left (space or quota), raw or already named as
 * {@link DiskFull}. Takes anything with an error `code`, so a count of failed writes can be judged by its code too.
 */
function isDiskFull(error) {
    if (error instanceof DiskFull)
        return true;
    const code = error?.code;
    return code === "ENOSPC" || code === "EDQUOT";
}
/** Runs a write of `path`, turning a full disk into {@link DiskFull} (the write's own error names no path). */
async function writing(path, write) {
    try {
        return await write();
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** Writes a whole file, creating its directory; a full disk is {@link DiskFull}. */
function writeTextFile(path, data) {
    makeDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, data);
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** A few of a directory's files, to suggest the one that was meant. */
function filesIn(dir) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
            .sort();
    }
    catch {
        return "";
    }
    if (names.length === 0)
        return "";
    const shown = names.slice(0, 3).map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name));
    return `; it holds ${shown.join(", ")}${names.length > 3 ? ", \u2026" : ""}`;
}


/***/ }),

/***/ 9875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wh: () => (/* binding */ snapshotProgress),
/* harmony export */   Xv: () => (/* binding */ CLEAR_LINE),
/* harmony export */   lb: () => (/* binding */ createProgressReporter)
/* harmony export */ });
/* unused harmony exports PROGRESS_MODES, DEFAULT_INTERVAL_MS, formatProgressLine, formatSummaryLine, ratePerSecond, etaMs, formatDuration */
/**
 * Progress display for the pool: pure formatting, plus a reporter that throttles and writes through an injected
 * `write` (stderr in the CLI, the Actions log in the Action), with time from an injected `now`.
 */
/** A snapshot from the pool's counters and its live state (elapsed time in ms, cost in USD). */
function snapshotProgress(counts, live) {
    const { answered, fromCache: cached, failed, skipped, rateLimited, retries } = counts;
    const done = answered + cached + failed + skipped;
    const tokens = counts.inputTokens + counts.outputTokens;
    return { ...live, done, answered, failed, cached, rateLimited, retries, tokens };
}
const PROGRESS_MODES = (/* unused pure expression or super */ null && (["tty", "log"]));
const DEFAULT_INTERVAL_MS = { tty: 100, log: 10_000 };
/** ANSI "erase to end of line": a shorter new line must not leave the tail of the old one behind. */
const CLEAR_TO_END = "\x1b[K";
/** Back to column 0 and ANSI "erase the whole line": the live line is gone before other text is written. */
const CLEAR_LINE = "\r\x1b[2K";
/** Creates a reporter; in log mode the first line comes one interval after creation, not at once. */
function createProgressReporter(options) {
    const { mode, write, now } = options;
    const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS[mode];
    let lastWriteAt = mode === "tty" ? Number.NEGATIVE_INFINITY : now();
    /** The live line on screen (tty mode), undefined when none is shown. */
    let shown;
    return {
        update(progress) {
            const at = now();
            if (at - lastWriteAt < intervalMs)
                return;
            lastWriteAt = at;
            const line = formatProgressLine(progress);
            if (mode === "log")
                return write(`${line}\n`);
            shown = line;
            write(`\r${line}${CLEAR_TO_END}`);
        },
        finish(progress) {
            const line = formatSummaryLine(progress);
            write(mode === "tty" ? `\r${line}${CLEAR_TO_END}\n` : `${line}\n`);
            shown = undefined;
        },
        log(text) {
            if (shown === undefined)
                return write(text);
            write(CLEAR_LINE);
            write(text);
            // A partial line stays unfinished until its newline: drawing the live line now would append to it.
            if (text.endsWith("\n"))
                write(`${shown}${CLEAR_TO_END}`);
        },
    };
}
/**
 * One status line, e.g. `1200/2000 (60.0%) \u00b7 310.5/s \u00b7 2 failed \u00b7 14 \u00d7 429 \u00b7 concurrency 31 \u00b7 $0.0421 \u00b7
 * ETA 2.6 s`. The rate is items finished per second of elapsed time; the ETA assumes it holds. The running cost
 * (USD) shows once there is one: without prices every request costs 0, and "$0.0000" would read as free.
 */
function formatProgressLine(progress) {
    const { done, total, failed, rateLimited, concurrencyLimit, costUsd } = progress;
    const rate = ratePerSecond(progress);
    const eta = etaMs(progress);
    return [
        `${done}/${total} (${percent(done, total)})`,
        `${rate === undefined ? "\u2013" : rate.toFixed(1)}/s`,
        `${failed} failed`,
        `${rateLimited} \u00d7 429`,
        `concurrency ${concurrencyLimit}`,
        ...(costUsd > 0 ? [formatCost(costUsd)] : []),
        `ETA ${eta === undefined ? "\u2013" : formatDuration(eta)}`,
    ].join(" \u00b7 ");
}
/** The closing line, e.g. `2000/2000 in 6.4 s \u00b7 1990 answered \u00b7 5 cached \u00b7 5 failed \u00b7 0 skipped \u00b7 \u2026`. */
function formatSummaryLine(progress) {
    const { done, total, answered, cached, failed, rateLimited, retries, tokens, costUsd } = progress;
    const skipped = done - answered - cached - failed;
    const parts = [
        `${done}/${total} in ${formatDuration(progress.elapsedMs)}`,
        `${answered} answered`,
        `${cached} cached`,
        `${failed} failed`,
        `${skipped} skipped`,
        `${rateLimited} \u00d7 429`,
        `${retries} retries`,
        `${tokens} tokens`,
    ];
    if (costUsd > 0)
        parts.push(formatCost(costUsd));
    return parts.join(" \u00b7 ");
}
/** Items finished per second so far; undefined before any time has passed. */
function ratePerSecond(progress) {
    return progress.elapsedMs > 0 ? (progress.done * 1000) / progress.elapsedMs : undefined;
}
/** Ms left at the current rate; 0 when done, undefined while nothing has finished. */
function etaMs(progress) {
    const remaining = progress.total - progress.done;
    if (remaining <= 0)
        return 0;
    const rate = ratePerSecond(progress);
    return rate === undefined || rate === 0 ? undefined : (remaining / rate) * 1000;
}
/** `850 ms`, `6.4 s`, `4 min 05 s`, `1 h 02 min`. */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
    const minutes = Math.round(seconds / 60);
    return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}
/** US dollars to a hundredth of a cent: runs cost fractions of a cent per request. */
function formatCost(usd) {
    return `$${usd.toFixed(4)}`;
}
function percent(done, total) {
    return total === 0 ? "100%" : `${((done / total) * 100).toFixed(1)}%`;
}
function pad(value) {
    return String(value).padStart(2, "0");
}


/***/ }),

/***/ 2695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RI: () => (/* binding */ CANCEL_GRACE_MS),
/* harmony export */   mZ: () => (/* binding */ ProviderError),
/* harmony export */   rV: () => (/* binding */ RETRYABLE)
/* harmony export */ });
/* unused harmony export FAILURE_KINDS */
/**
 * The querying stage's contracts: a provider answers one chat request; the pool schedules many; the cache and
 * the replay sources answer without the network. Provider failures are data (ProviderFailure), not crashes.
 */
/**
 * Ms that requests in flight get to finish after Ctrl-C or SIGTERM before they are aborted: they are paid for.
 * Here, not with the query plan, so the CLI's signal handler does not load the model client to print it.
 */
const CANCEL_GRACE_MS = 5_000;
const FAILURE_KINDS = (/* unused pure expression or super */ null && ([
    "rate-limited",
    "server-error",
    "timeout",
    "connection",
    "malformed",
    /** A response body longer than max-answer-bytes, read no further: not transient, so never retried. */
    "oversized",
    "bad-request",
    "unsupported-parameter",
    "auth",
    "model-not-found",
    "endpoint-not-found",
    "not-recorded",
    "cancelled",
]));
/** Failures worth another try: the server may answer next time. The rest fail the item at once. */
const RETRYABLE = new Set([
    "rate-limited",
    "server-error",
    "timeout",
    "connection",
    "malformed",
]);
/** Thrown by providers for one failed call; the pool turns it into data. */
class ProviderError extends Error {
    failure;
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
        this.name = "ProviderError";
    }
}


/***/ })

};
