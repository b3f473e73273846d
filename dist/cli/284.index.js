export const id = 284;
export const ids = [284];
export const modules = {

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ prepareOutputDir)
/* harmony export */ });
/* unused harmony export prepareRecordFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7827);
/* harmony import */ var _files_checked_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/* harmony import */ var _providers_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9025);




/**
 * Creates the output directory, the cache directory and the `--record` file's directory, and opens the record
 * file, before any request is sent, so a path that cannot hold results.json and report.md, the answers or the
 * recording (under /proc or /sys, an existing file, a file among its parents, no permission) stops the run
 * before it is paid for.
 */
function prepareOutputDir(config, io) {
    if (config.record !== undefined) {
        makeDirFor(io, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(config.record), "the --record file's directory", RECORD_HINT);
    }
    prepareRecordFile(config);
    if (config.cache?.enabled) {
        makeDirFor(io, config.cache.dir, "cache directory", "cache.dir in the config (or --cache-dir) names a writable directory for stored answers; choose another path, or turn the cache off");
    }
    makeDirFor(io, config.outDir, "output directory", "--out (or output: in the config) names a directory for results.json and report.md; choose another path");
}
const RECORD_HINT = "--record names a JSONL file that every request and answer is appended to; choose a writable file path";
function makeDirFor(io, dir, what, hint) {
    try {
        io.makeDir(dir);
    }
    catch (error) {
        const code = error.code;
        const problem = error instanceof _files_checked_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UnusableDirectory */ .dk
            ? error.problem
            : code === "EEXIST"
                ? "is a file, not a directory"
                : code === "ENOTDIR"
                    ? "cannot be created: part of its path is a file"
                    : `cannot be created: ${error.message}`;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${what} ${dir} ${problem}`, hint);
    }
}
/**
 * Opens the `--record` file (creating it and its directory if missing) before any request is sent, so answers
 * that are paid for can always be written down. `problemOf` says why a path cannot be (tests replace it).
 */
function prepareRecordFile(config, problemOf = _providers_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordPathProblem */ .k2) {
    if (config.record === undefined)
        return;
    const problem = problemOf(config.record);
    if (problem === undefined)
        return;
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`record file ${config.record} ${problem}`, RECORD_HINT);
}


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ shardFingerprint),
/* harmony export */   t: () => (/* binding */ templateHashes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _providers_cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(106);
/* harmony import */ var _providers_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8934);




/**
 * What must agree between a matrix's shards and their merge: the plan (every prompt's requests, as the cache keys
 * them: model, settings, header names, messages, trial; never a secret), the gate's settings, and the endpoint.
 * Requests that replay an earlier answer are keyed with that turn empty: the plan, not the answers, must agree.
 */
function shardFingerprint(config, plan, cwd) {
    const { requests, unsendable } = (0,_providers_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .buildConversationRequests */ .IU)(plan.prompts, {
        provider: config.provider,
        trials: config.trials,
        ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
        answers: () => "",
    });
    const keys = [...requests, ...unsendable].map((r) => `${r.promptId}\u0000${(0,_providers_cache_key_js__WEBPACK_IMPORTED_MODULE_2__/* .requestKey */ .lq)(r, "*")}`);
    const { baseline, ...gate } = config.gate;
    const { file: _file, ...comparison } = baseline;
    return {
        plan: sha256(JSON.stringify([config.seed, keys])),
        gate: sha256(JSON.stringify({ ...gate, baseline: comparison })),
        endpoint: endpointIdentity(config.provider.endpoint, cwd),
    };
}
/** The endpoint without secrets: a simulator's profile, a base URL's origin and path (no credentials, no query). */
function endpointIdentity(endpoint, cwd) {
    if (endpoint.kind === "simulator") {
        const { profile } = endpoint;
        return `simulator/${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(profile) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, profile) || profile : profile}`;
    }
    if (endpoint.kind === "replay")
        return "replay";
    try {
        const url = new URL(endpoint.baseUrl);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return "openai-compatible";
    }
}
/** Template file (relative to `cwd`) \u2192 sha256 of its text, as provenance names them. */
function templateHashes(config, readText, cwd) {
    const files = [...new Set(config.suites.flatMap((s) => s.templates))];
    return Object.fromEntries(files.map((f) => [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, f) || f, sha256(readText(f) ?? "")]));
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text).digest("hex");
}


/***/ }),

/***/ 9554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yh: () => (/* binding */ refuseComparison),
/* harmony export */   xz: () => (/* binding */ runShardCommand)
/* harmony export */ });
/* unused harmony export runShard */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7827);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1084);
/* harmony import */ var _providers_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8824);
/* harmony import */ var _providers_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9875);
/* harmony import */ var _providers_query_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1540);
/* harmony import */ var _providers_shard_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5033);
/* harmony import */ var _providers_unkept_answers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1101);
/* harmony import */ var _report_answers_summary_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7068);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2520);
/* harmony import */ var _sampling_shard_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2221);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5821);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8357);
/* harmony import */ var _shard_plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6728);














/**
 * `bias-gate run --shard i/n`: one leg of a matrix. Plans the whole run from the seed, sends only this shard's
 * prompts, and writes every outcome (failures included) with a manifest to `<out>/shard-<i>-of-<n>.jsonl` for
 * `bias-gate merge`. It decides nothing: the verdict needs every shard. Exit 0 once the file is written, 2 on bad
 * input, 4 when the endpoint failed in a way every request would repeat (a wrong key, an unknown model), so the
 * matrix job shows it at once; the merge reports it too.
 */
async function runShardCommand(flags, io) {
    return (await runShard(flags, io)).exitCode;
}
/**
 * `runShardCommand`'s work, saying where the file went. `apiKey` (the Action's input) is set on an
 * OpenAI-compatible endpoint, as the Action's gate does; `cache` is restored before the first request.
 */
/**
 * A shard file holds one model's answers and `merge` gates one model, so a comparison (`provider.models`,
 * `variants`, `--models`, `--compare-system-prompt`) is refused before anything is sent.
 */
function refuseComparison(config) {
    if (!config.comparison)
        return;
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x("--shard cannot split a run that compares variants", "shard a run of one model (--model NAME), or compare the variants in an unsharded run", config.configFile ? { file: config.configFile } : undefined);
}
async function runShard(flags, io, options = {}) {
    const shard = (0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_9__/* .parseShardSpec */ .d7)(flags.shard ?? "");
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_11__/* .prepare */ .i)(flags, io);
    refuseComparison(config);
    (0,_preflight_js__WEBPACK_IMPORTED_MODULE_10__/* .prepareOutputDir */ .g)(config, io);
    if (options.apiKey && config.provider.endpoint.kind === "openai-compatible")
        config.provider.endpoint.apiKey = options.apiKey;
    const log = (line) => io.stderr(`${line}\n`);
    const plan = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .planRun */ .nY)(config, loaded, log);
    const prompts = (0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_9__/* .selectShard */ .Xm)(plan.prompts, plan.sampled, shard, config.seed);
    log(`shard ${(0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_9__/* .formatShard */ ._D)(shard)}: ${prompts.length} of ${plan.prompts.length} prompts`);
    await options.cache?.restore(config);
    const progress = (0,_providers_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .createProgressReporter */ .lb)({ mode: io.progressMode, write: io.stderr, now: _providers_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m.now });
    let last;
    const interrupt = io.onInterrupt();
    const queried = await (0,_providers_query_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .queryPlan */ ._)(config, prompts, plan.key, {
        env: io.env,
        cwd: io.cwd,
        log: (line) => progress.log(`${line}\n`),
        clock: _providers_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m,
        signal: interrupt.signal,
        ...(io.expectRequests ? { expectRequests: io.expectRequests } : {}),
        onProgress: (p) => {
            last = p;
            progress.update(p);
        },
    }).finally(interrupt.dispose);
    if (last)
        progress.finish(last);
    const { run } = queried;
    await options.cache?.save(config, run.stats.answered - run.stats.fromCache);
    const manifest = {
        format: 1,
        shard,
        seed: config.seed,
        toolVersion: io.version,
        fingerprint: (0,_shard_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .shardFingerprint */ .$)(config, plan, io.cwd),
        templateHashes: (0,_shard_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .templateHashes */ .t)(config, io.readText, io.cwd),
        endpoint: queried.endpoint,
        ...(queried.recordedModel ? { recordedModel: queried.recordedModel } : {}),
        prompts: { shard: prompts.length, plan: plan.prompts.length },
        stats: run.stats,
        ...(run.stoppedBy ? { stoppedBy: run.stoppedBy } : {}),
        ...(run.halted ? { halted: run.halted } : {}),
        missing: queried.missing,
        problems: queried.problems,
    };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(config.outDir, (0,_providers_shard_file_js__WEBPACK_IMPORTED_MODULE_6__/* .shardFileName */ .iN)(shard));
    io.writeText(file, (0,_providers_shard_file_js__WEBPACK_IMPORTED_MODULE_6__/* .renderShardFile */ .$7)(manifest, run.outcomes));
    for (const problem of queried.problems.slice(0, 10))
        io.stderr(`warning: ${problem}\n`);
    io.stderr((0,_report_answers_summary_js__WEBPACK_IMPORTED_MODULE_13__/* .formatAnswersSummary */ .Z)({
        run,
        endpoint: queried.endpoint,
        suiteOf: new Map(prompts.map((p) => [p.id, p.suite])),
        missing: queried.missing,
    }));
    if (queried.unkept)
        io.stderr((0,_providers_unkept_answers_js__WEBPACK_IMPORTED_MODULE_7__/* .formatUnkept */ .xe)(queried.unkept));
    io.stdout(`${shardLine(shard, run.stats, file)}\n`);
    // The shard's file holds every answer; only the cache lost some, so a rerun of this shard would pay again.
    const code = run.halted ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.endpointFailed : queried.unkept ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.inconclusive : _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass;
    return { exitCode: code, file };
}
/** `shard 2/4: partial, merge to decide: \u2026`: a shard's own line never reads as the gate's verdict. */
function shardLine(shard, stats, file) {
    return (`shard ${(0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_9__/* .formatShard */ ._D)(shard)}: partial, merge to decide: answered ${stats.answered}, failed ${stats.failed}, ` +
        `skipped ${stats.skipped}; wrote ${file} (\`bias-gate merge\` every shard's file for the verdict)`);
}


/***/ }),

/***/ 2209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ gatePolicy)
/* harmony export */ });
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2601);

/** The gate's policy: the defaults, overridden by what the config and flags set. */
function gatePolicy(settings) {
    return {
        thresholds: { ..._policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.thresholds, ...settings.thresholds },
        perGroup: settings.groups,
        rule: settings.rule ?? _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.rule,
        minUsable: settings.minUsable ?? _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.minUsable,
        level: settings.level ?? _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.level,
        baseline: {
            margins: { ..._policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.baseline.margins, ...settings.baseline.margins },
            alpha: settings.baseline.alpha ?? _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_POLICY */ .zj.baseline.alpha,
        },
    };
}


/***/ }),

/***/ 8205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ trackStall),
/* harmony export */   O4: () => (/* binding */ costUsd),
/* harmony export */   Q7: () => (/* binding */ exceededCap),
/* harmony export */   YI: () => (/* binding */ capsTokens),
/* harmony export */   ZR: () => (/* binding */ stallSpentMs),
/* harmony export */   al: () => (/* binding */ validateBudget),
/* harmony export */   cj: () => (/* binding */ runPrices),
/* harmony export */   f2: () => (/* binding */ NO_STALL),
/* harmony export */   gZ: () => (/* binding */ reserves),
/* harmony export */   tW: () => (/* binding */ DEFAULT_BATCH_MULTIPLIER),
/* harmony export */   vk: () => (/* binding */ addUsage),
/* harmony export */   yJ: () => (/* binding */ NO_USAGE)
/* harmony export */ });
/** The Batch API's price as a share of the interactive one when the config names none (OpenAI's 50%). */
const DEFAULT_BATCH_MULTIPLIER = 0.5;
/**
 * The prices a run pays, per million tokens in USD: the configured ones, or for a batch run
 * (`provider.batch`) those times `prices.batch-multiplier` (default 0.5). Plan, budgets and the reported cost all
 * use this, so the plan's estimate is priced as the run is.
 */
function runPrices(config) {
    const { prices } = config;
    if (prices === undefined || !config.provider.batch)
        return prices;
    const share = prices.batchMultiplier ?? DEFAULT_BATCH_MULTIPLIER;
    return {
        inputPerMillion: prices.inputPerMillion * share,
        outputPerMillion: prices.outputPerMillion * share,
    };
}
/**
 * Cost in US dollars: inputTokens/1e6 \u00d7 inputPerMillion + outputTokens/1e6 \u00d7 outputPerMillion.
 * Zero without prices (an unpriced endpoint, e.g. a local model).
 */
function costUsd(inputTokens, outputTokens, prices) {
    if (prices === undefined)
        return 0;
    return (inputTokens / 1e6) * prices.inputPerMillion + (outputTokens / 1e6) * prices.outputPerMillion;
}
/**
 * Which cap, if any, forbids sending a request whose worst case is `next`, given what was `spent` and what is
 * `reserved` for the requests in flight. A request may be sent only if, for every cap,
 * spent + reserved + next \u2264 cap: requests (spend.requests counts those in flight, so \u2264 maxRequests are ever
 * sent), tokens (input + output \u2264 maxTokens) and US dollars (at `caps.prices` \u2264 maxCostUsd).
 *
 * The guarantee, when the pool reserves each request's worst case before sending it (see `worstCaseUsage`:
 * prompt tokens from an upper-bound estimate, output tokens from the request's output limit) and books what the
 * endpoint reports on arrival: the tokens and dollars the endpoint reports never exceed the caps. It holds as long
 * as the endpoint reports no more than the worst case; an endpoint that counts more input (a hidden system
 * prompt) can overshoot by that excess on the requests then in flight, after which the pool reserves it too.
 * When a token or dollar cap forbids the next request while others are in flight, the pool waits for them to
 * end (they usually cost less than reserved) and asks again; with nothing in flight, it stops sending.
 */
function exceededCap(caps, spent, reserved, next) {
    if (caps.maxRequests !== undefined && spent.requests + 1 > caps.maxRequests)
        return "max-requests";
    const input = spent.inputTokens + reserved.inputTokens + next.inputTokens;
    const output = spent.outputTokens + reserved.outputTokens + next.outputTokens;
    if (caps.maxTokens !== undefined && input + output > caps.maxTokens)
        return "max-tokens";
    if (caps.maxCostUsd !== undefined && costUsd(input, output, caps.prices) > caps.maxCostUsd)
        return "max-cost";
    return undefined;
}
/** Whether `caps` bound tokens or dollars, so each request's worst case must be reserved before sending it. */
function capsTokens(caps) {
    return caps.maxTokens !== undefined || caps.maxCostUsd !== undefined;
}
/** `a` + `sign` \u00d7 `b`, token by token: reserves (sign 1) or releases (sign \u22121) a worst case. */
function addUsage(a, b, sign = 1) {
    return {
        inputTokens: a.inputTokens + sign * b.inputTokens,
        outputTokens: a.outputTokens + sign * b.outputTokens,
    };
}
const NO_USAGE = { inputTokens: 0, outputTokens: 0 };
/** Whether `reserved` holds any tokens, i.e. some request in flight may still cost less than its worst case. */
function reserves(reserved) {
    return reserved.inputTokens + reserved.outputTokens > 0;
}
/** Throws a RangeError naming the option when the caps cannot be enforced (a configuration error). */
function validateBudget(caps) {
    for (const name of ["maxRequests", "maxTokens", "maxCostUsd"]) {
        const value = caps[name];
        if (value !== undefined && !(value >= 0)) {
            throw new RangeError(`budget.${name} must be a number \u2265 0, got ${value}`);
        }
    }
    if (caps.maxCostUsd !== undefined && caps.prices === undefined) {
        throw new RangeError("budget.maxCostUsd needs budget.prices (USD per million input and output tokens)");
    }
    const prices = caps.prices;
    if (prices !== undefined && !(prices.inputPerMillion >= 0 && prices.outputPerMillion >= 0)) {
        throw new RangeError("budget.prices must be \u2265 0 USD per million tokens");
    }
}
const NO_STALL = { spentMs: 0 };
/** Opens a stall at `now` (ms) when `blocked` and none is open; closes the open one when not `blocked`. */
function trackStall(stall, blocked, now) {
    if (blocked)
        return stall.since === undefined ? { spentMs: stall.spentMs, since: now } : stall;
    return stall.since === undefined ? stall : { spentMs: stall.spentMs + (now - stall.since) };
}
/** Ms of the budget used by `now` (ms). */
function stallSpentMs(stall, now) {
    return stall.spentMs + (stall.since === undefined ? 0 : now - stall.since);
}


/***/ }),

/***/ 8824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/**
 * Wall time: `now()` is milliseconds since the Unix epoch with sub-millisecond precision, and monotonic within
 * the process (performance.timeOrigin + performance.now(), so NTP steps cannot make durations negative).
 * `sleep(ms, signal)` resolves after `ms` ms, or as soon as `signal` aborts (it resolves rather than rejects:
 * callers check the signal, which keeps every waiter free of try/catch).
 */
const systemClock = { now, sleep };
function now() {
    return performance.timeOrigin + performance.now();
}
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted) {
            resolve();
            return;
        }
        const wake = () => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", wake);
            resolve();
        };
        const timer = setTimeout(wake, Math.max(0, ms));
        signal?.addEventListener("abort", wake, { once: true });
    });
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

/***/ 1540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ queryPlan)
});

// UNUSED EXPORTS: progressAcrossStages

// EXTERNAL MODULE: ./src/sampling/rng.ts
var rng = __webpack_require__(7264);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/providers/cache-entry.ts
var cache_entry = __webpack_require__(1673);
// EXTERNAL MODULE: ./src/providers/journal.ts
var journal = __webpack_require__(6445);
;// CONCATENATED MODULE: ./src/providers/batch-journal.ts
/**
 * The durable record of batches bought, so a restarted run resumes its batch instead of paying again:
 * `<cache>/batches/batches.jsonl`, one JSON line per step, appended (see journal.ts) before the next step is
 * taken. A batch is named by its request set (the hash of its requests' cache keys): the same requests, still
 * unanswered, on the next run find the input file uploaded and the batch created for them, and look the batch up
 * instead of creating another. Once its results are in the response cache it is marked done and never resumed.
 */





const BATCH_JOURNAL = (0,external_node_path_.join)("batches", "batches.jsonl");
const VERSION = 1;
/**
 * The request set's name: sha256 of the endpoint's host, the batch endpoint and the sorted unique cache keys.
 * Order and repeats do not matter: a restarted run that plans the same requests names the same set.
 */
function requestSetKey(host, endpoint, keys) {
    const material = [host, endpoint, ...[...new Set(keys)].sort()].join("\n");
    return (0,external_node_crypto_.createHash)("sha256").update(material).digest("hex");
}
/** The batch journal in the cache directory `cacheDir`; `now` is ms since epoch. */
function openBatchJournal(cacheDir, now) {
    const path = (0,external_node_path_.join)(cacheDir, BATCH_JOURNAL);
    const problems = [];
    const steps = new Map();
    const absorb = (step) => {
        const known = steps.get(step.requestSet);
        // A set bought before and done is bought again only when its lines failed: that upload starts a new batch.
        steps.set(step.requestSet, known?.done ? step : { ...known, ...step });
    };
    for (const [index, line] of readLines(path, problems).entries()) {
        if (line.trim() === "")
            continue;
        const step = parseStep(line);
        if (step === undefined)
            problems.push(`${path}:${index + 1}: not a batch journal line; ignored`);
        else
            absorb(step);
    }
    const writer = (0,journal/* createJournalWriter */.f4)(path, (error) => problems.push(`${path}: fsync failed (${error.message})`));
    return {
        problems,
        find(requestSet) {
            const step = steps.get(requestSet);
            if (step === undefined || step.done)
                return undefined;
            return { inputFileId: step.inputFileId, ...(step.batchId ? { batchId: step.batchId } : {}) };
        },
        record(step) {
            absorb(step);
            try {
                writer.append(`${JSON.stringify({ v: VERSION, ...step, savedAt: new Date(now()).toISOString() })}\n`);
            }
            catch (error) {
                problems.push(`${path}: write failed (${error.message}); a restart would pay for this batch again`);
            }
        },
        close: () => writer.close(),
    };
}
function readLines(path, problems) {
    try {
        return (0,external_node_fs_.readFileSync)(path, "utf8").split("\n");
    }
    catch (error) {
        if ((0,cache_entry/* errorCode */.CA)(error) !== "ENOENT")
            problems.push(`${path}: unreadable (${error.message})`);
        return [];
    }
}
function parseStep(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return undefined;
    }
    if (value.v !== VERSION || typeof value.requestSet !== "string" || typeof value.inputFileId !== "string")
        return undefined;
    return {
        requestSet: value.requestSet,
        inputFileId: value.inputFileId,
        ...(typeof value.batchId === "string" ? { batchId: value.batchId } : {}),
        ...(value.done === true ? { done: true } : {}),
    };
}

;// CONCATENATED MODULE: ./src/providers/backoff.ts
/**
 * Jittered exponential backoff, pure: the caller draws the uniform number from the run's seeded random source,
 * so a run's waits replay exactly.
 */
/** Seconds, not minutes: a retry that waits minutes costs more wall time than the failure it avoids. */
const DEFAULT_BACKOFF = { baseMs: 500, maxMs: 20_000 };
/** Throws a RangeError unless 0 \u2264 baseMs \u2264 maxMs (a configuration error). */
function validateBackoff(options) {
    if (!(options.baseMs >= 0 && options.maxMs >= options.baseMs)) {
        throw new RangeError(`backoff needs 0 \u2264 baseMs \u2264 maxMs, got ${options.baseMs} and ${options.maxMs}`);
    }
}
/** Share of a Retry-After hint added as random spread, so a burst of 429s does not come back as one burst. */
const HINT_JITTER_FRACTION = 0.25;
/** Spread, in ms, when the hint is zero ("retry now"): a few ms is enough to desynchronise a burst. */
const HINT_JITTER_FLOOR_MS = 10;
/**
 * The nth wait's ceiling in ms: baseMs \u00d7 2^(failures \u2212 1), capped at maxMs.
 * @param failures how many times the item has failed this way so far (1 for the first failure).
 */
function backoffCeilingMs(failures, options) {
    // 2^40 \u00d7 base already exceeds any sane cap; bounding the exponent keeps the product finite.
    const exponent = Math.min(Math.max(failures - 1, 0), 40);
    return Math.min(options.maxMs, options.baseMs * 2 ** exponent);
}
/**
 * Full jitter (wait uniform in [0, ceiling)), the variant that spreads retries of a failing burst the most.
 * @param unit a uniform draw in [0, 1).
 * @returns the wait in ms.
 */
function fullJitterMs(failures, options, unit) {
    return unit * backoffCeilingMs(failures, options);
}
/**
 * The wait before resending an item the server answered with 429, in ms.
 * With a Retry-After hint: the hint plus up to 25% of it (at least a few ms) of spread.
 * Without: equal jitter (half the ceiling fixed, half random), because a 429 means "not now" and a
 * near-zero full-jitter draw would resend straight into the same wall.
 * @param retryAfterMs the server's hint in ms, if it gave one.
 * @param rateLimits how many 429s this item has received, including this one.
 * @param unit a uniform draw in [0, 1).
 */
function rateLimitWaitMs(retryAfterMs, rateLimits, options, unit) {
    if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
        return retryAfterMs + unit * Math.max(retryAfterMs * HINT_JITTER_FRACTION, HINT_JITTER_FLOOR_MS);
    }
    const ceiling = backoffCeilingMs(rateLimits, options);
    return ceiling / 2 + (unit * ceiling) / 2;
}

// EXTERNAL MODULE: ./src/providers/budget.ts
var budget = __webpack_require__(8205);
// EXTERNAL MODULE: ./src/providers/openai-batch.ts
var openai_batch = __webpack_require__(8899);
;// CONCATENATED MODULE: ./src/providers/concurrency.ts
/**
 * Adaptive concurrency, pure: the state is a value and every event returns the next one. The server's true limit
 * is never configured; it is found by probing until a 429, then held.
 *
 * - Slow start: until the first 429 the window grows by time, not by answers (see `recordRamp`): \u00d7RAMP_FACTOR
 *   every 1/RAMP_STEPS of a round trip while it is full (\u00d7BLIND_RAMP_FACTOR every BLIND_RAMP_STEP_MS or network
 *   round trip before the first answer), never beyond RAMP_CAP \u00d7 the highest level answered (the initial window
 *   before an answer). A refusal comes back at once, so the step that crossed the server's limit is refused
 *   before the next one is sent (the pool lets the event loop read every ready socket before each step): the
 *   overshoot is at most one step (half the limit blind, a quarter after),
 *   where growing by answers sends a whole round trip's growth in one burst (all of it refused past the limit).
 *   From 8 it reaches 128 seven steps (35 ms) after the first request, inside the first round trip at 100 ms.
 * - On a 429 the window drops at once to the requests still in flight, so the slot the refused request gives
 *   back is refilled only when an answer frees one: a refusal never pulls another refusal behind it.
 * - The ceiling: a 429 records the in-flight level its request was sent at (the request included). The server
 *   refused that level, so the window goes back to one below it and climbs (+1 per round trip) no higher.
 * - Rare probes: after PROBE_ROUNDS round trips held at the ceiling without a 429, the ceiling rises by 1, so a
 *   limit that grew is found again (slowly: one request per PROBE_ROUNDS round trips; a faster climb would let a
 *   client short of CPU, whose probes look accepted while it has not read the answers, run far past the limit).
 *   A refused probe costs one 429 and puts the window back where it was. The pool stops probing near the end of
 *   a run, where a refused probe's wait would delay the last answer (`recordSuccess`'s `mayProbe`).
 * - Multiplicative decrease (\u00d7 DECREASE_FACTOR) only for a 429 at or below a level already held for
 *   PROBE_ROUNDS (`safe`): the capacity dropped, or the server limits something other than concurrency (a rate,
 *   a quota), where the level says nothing exact.
 * - One reaction per congestion event: a request remembers the epoch (count of reactions) it was sent in, and a
 *   429 for a request sent before the latest reaction belongs to a burst already reacted to; it can only lower
 *   the ceiling (a lower refused level), never decrease again.
 */
/**
 * 0.95, gentler than TCP's 0.5\u20130.7 because a 429 here is cheap (refused at once, its item waits without a slot)
 * while every idle slot costs throughput. Applies only to 429s below the known ceiling (see the module comment):
 * against a hard concurrency limit the ceiling does the work and the window holds at the limit.
 */
const DECREASE_FACTOR = 0.95;
/** Slow start's steps per round trip (the latency's moving average): 20, one every 5 ms at 100 ms. */
const RAMP_STEPS = 20;
/**
 * Slow start's step, in ms, before the first answer gives the round trip's length: 5, a step at 100 ms of latency.
 * From 8 the window reaches RAMP_CAP \u00d7 8 = 128 seven steps (35 ms) after the first request, unless refused.
 */
const BLIND_RAMP_STEP_MS = 5;
/**
 * Slow start's growth per step before the first answer: \u00d71.5, so the refused overshoot past a limit is at most
 * half of it. Blind growth has a round trip to cover and stops at RAMP_CAP \u00d7 the initial window.
 */
const BLIND_RAMP_FACTOR = 1.5;
/**
 * Slow start's growth per step once answers come: \u00d71.25, so the overshoot past a limit the blind steps did not
 * reach is at most a quarter of it (32 refused at 128, where \u00d71.5 refused 64, 3% of a 2,000-prompt run, and a
 * client short of CPU could send a second step before reading the first's refusals).
 */
const RAMP_FACTOR = 1.25;
/**
 * Slow start never goes beyond 16 \u00d7 the highest level answered: if refusals come back as slowly as answers, the
 * ramp cannot learn of the limit within a step, and this bounds the burst it sends meanwhile.
 */
const RAMP_CAP = 16;
/**
 * Round trips held at the ceiling before probing above it: 10. Against a hard limit each probe costs one 429
 * (its item waits without holding a slot) and nothing else, so 429s stay near one per 10 round trips:
 * 0.05% of requests at a limit of 128, 1.25% at 8.
 */
const PROBE_ROUNDS = 10;
/** Round trips held at slow start's ceiling before the first probe: 2, since that ceiling is an estimate. */
const FIRST_PROBE_ROUNDS = 2;
/** Throws a RangeError unless 1 \u2264 min \u2264 max and initial is a number (it is clamped into [min, max]). */
function createConcurrency(bounds) {
    const { initial, min, max } = bounds;
    if (!Number.isInteger(min) || min < 1 || !Number.isInteger(max) || max < min) {
        throw new RangeError(`concurrency needs integers 1 \u2264 min \u2264 max, got min ${min} and max ${max}`);
    }
    if (!Number.isFinite(initial))
        throw new RangeError(`concurrency.initial must be a number, got ${initial}`);
    const window = Math.min(max, Math.max(min, Math.floor(initial)));
    return {
        ...{
            window,
            slowStart: true,
            epoch: 0,
            ceiling: Number.POSITIVE_INFINITY,
            safe: 0,
            heldRounds: 0,
        },
        bounds: { initial: window, min, max },
    };
}
/** The number of requests that may be in flight now: the window rounded down, within [min, max]. */
function concurrencyLimit(state) {
    return Math.min(state.bounds.max, Math.max(state.bounds.min, Math.floor(state.window)));
}
/**
 * After a successful answer.
 * @param occupied slots held when the answer arrived, this request's included. The window only grows when
 *   it was full: a run limited by its own supply of requests learns nothing about the server's limit.
 * @param mayProbe false near the end of a run: the window then climbs to the ceiling but never probes above it,
 *   since a refused probe's item would wait out its Retry-After after every other item is done.
 */
function recordSuccess(state, occupied, mayProbe = true) {
    const limit = concurrencyLimit(state);
    const { max } = state.bounds;
    if (occupied < limit || state.window >= max)
        return state;
    if (state.slowStart)
        return state; // Slow start grows by time: recordRamp.
    const step = 1 / Math.max(state.window, 1);
    const top = Math.min(max, state.ceiling - 1);
    if (state.window < top)
        return { ...state, window: Math.min(top, state.window + step) };
    const heldRounds = state.heldRounds + step;
    // Until a level has held, the ceiling is slow start's estimate, which a reordered burst can set a little low.
    if (heldRounds < (state.safe === 0 ? FIRST_PROBE_ROUNDS : PROBE_ROUNDS))
        return { ...state, heldRounds };
    const safe = Math.floor(top);
    if (!mayProbe)
        return { ...state, heldRounds, safe };
    // A probe: the ceiling moves up and the window follows it, one request per round trip, from the next success.
    return { ...state, ceiling: state.ceiling + 1, safe, heldRounds: 0 };
}
/**
 * One step of slow start, taken every step of time while the window is full and no 429 has come: the window grows
 * \u00d7RAMP_FACTOR (at least +1), up to max and to RAMP_CAP \u00d7 `answeredLevel` (the highest in-flight level at which a
 * request was sent and answered). With no answer yet (`answeredLevel` 0) the step is blind: \u00d7BLIND_RAMP_FACTOR,
 * up to RAMP_CAP \u00d7 the initial window. After the first 429 it changes nothing.
 */
function recordRamp(state, answeredLevel) {
    if (!state.slowStart)
        return state;
    const blind = answeredLevel === 0;
    const cap = Math.min(state.bounds.max, RAMP_CAP * (blind ? state.bounds.initial : answeredLevel));
    const factor = blind ? BLIND_RAMP_FACTOR : RAMP_FACTOR;
    const grown = Math.min(cap, Math.max(state.window + 1, state.window * factor));
    return grown > state.window ? { ...state, window: grown } : state;
}
/**
 * After a 429.
 * - The window drops at once to the requests still in flight: the slot the refused request gives back is not
 *   refilled until an answer frees one, so a refusal never pulls another refusal behind it.
 * - A new congestion event above the safe level (slow start's overshoot, a probe): the server refused that
 *   level, so the window goes to one below it and the ceiling to it.
 * - A new congestion event at or below the safe level: capacity dropped, or the limit is not one of concurrency;
 *   the window shrinks by DECREASE_FACTOR from the refused level, the ceiling follows it down, and every 429
 *   shrinks it so until a level holds again.
 * - A 429 of a burst already reacted to (sent before the latest reaction): only a lower refused level counts.
 * The window never grows on a 429 and never goes below min.
 */
function recordRateLimit(state, refusal) {
    const { min } = state.bounds;
    const held = Math.max(min, Math.min(state.window, refusal.inFlight));
    // Slow start sends in bursts, whose requests reach the server over different connections in any order, so the
    // refused level can be a little low; the first probe comes early to correct that (see `recordSuccess`). The
    // requests in flight when a refusal arrives are no better: they include the burst's refusals not yet read.
    const level = Math.max(1, refusal.sentLevel);
    if (refusal.sentEpoch < state.epoch) {
        if (level >= state.ceiling)
            return { ...state, window: held };
        return { ...state, ceiling: level, window: Math.max(min, Math.min(held, level - 1)) };
    }
    const probed = level > state.safe;
    const target = probed ? level - 1 : Math.min(state.window, level) * DECREASE_FACTOR;
    return {
        ...state,
        ...{ window: Math.max(min, Math.min(held, target)), slowStart: false, epoch: state.epoch + 1 },
        ...{ ceiling: level, safe: probed ? state.safe : Number.POSITIVE_INFINITY, heldRounds: 0 },
    };
}

// EXTERNAL MODULE: ./src/providers/answer-limit.ts
var answer_limit = __webpack_require__(6688);
;// CONCATENATED MODULE: ./src/providers/pool-breaker.ts
/**
 * The pool's breaker for a dead but reachable endpoint. A server that answers every request with a 5xx, lets every
 * request time out, or sends bodies that are not chat completions (or too large to read) gives each item all its
 * attempts before the run ends: 660 requests for 132 prompts, minutes of backoff, and the same failure 660 times.
 * After BREAKER_ATTEMPTS attempts in a row failed the same way, the run stops, names the kind, and keeps every
 * answer it already has. Pure: the scheduler feeds it each attempt's failure (or answer) and acts on a trip.
 */

/**
 * Consecutive attempts failing the same way that stop the run. Small, because each costs a request (and for a
 * timeout, the whole timeout), and large enough that a burst of errors from a healthy endpoint (a flaky profile
 * fails about 1 request in 10) essentially never reaches it: 0.1^20.
 */
const BREAKER_ATTEMPTS = 20;
const CLOSED_BREAKER = { streak: 0, statuses: [], sentByLastAnswer: 0 };
/**
 * The breaker after one attempt (`failure` undefined: answered) of the request sent `sentSeq`-th, when `sentSoFar`
 * requests have been sent, and the failure that stops the run when this attempt completes a streak of `limit`.
 * Any other outcome (an answer, a 429, a refused connection, a 400) ends the streak. Two attempts change
 * nothing: a cancelled one, which says nothing about the endpoint, and a failure of a request sent before the
 * latest answer arrived: the endpoint has answered since. Timeouts come back a whole timeout after they were
 * sent, so the requests a busy client or a healthy endpoint let hang arrive together, after the answers sent
 * with them; only requests sent since the endpoint last answered, all failing, say it is down.
 */
function noteAttempt(breaker, failure, sentSeq, sentSoFar, limit = BREAKER_ATTEMPTS) {
    if (failure?.kind === "cancelled" || (failure !== undefined && sentSeq <= breaker.sentByLastAnswer)) {
        return { breaker };
    }
    if (failure === undefined || !Object.hasOwn(SAID, failure.kind)) {
        const sentByLastAnswer = failure === undefined ? sentSoFar : breaker.sentByLastAnswer;
        return { breaker: { streak: 0, statuses: [], sentByLastAnswer } };
    }
    const same = breaker.kind === failure.kind;
    const statuses = same ? breaker.statuses : [];
    const status = failure.status;
    const next = {
        kind: failure.kind,
        streak: same ? breaker.streak + 1 : 1,
        statuses: status === undefined || statuses.includes(status) ? statuses : [...statuses, status],
        sentByLastAnswer: breaker.sentByLastAnswer,
    };
    return next.streak >= limit ? { breaker: next, trip: tripFailure(next, failure) } : { breaker: next };
}
/** What each kind means, as said of the requests, and what to do about it. */
const SAID = {
    "server-error": {
        what: (requests, statuses) => `the endpoint answered ${statuses || "a server error"} to ${requests}`,
        hint: "check the endpoint's health, then run again (answers already received are kept)",
    },
    timeout: {
        what: (requests) => `${requests} timed out`,
        hint: "check the endpoint's health, or raise provider.timeout-seconds (--timeout-seconds); answers already received are kept",
    },
    malformed: {
        what: (requests) => `the endpoint's answers to ${requests} were not chat completions (not JSON, or no choices)`,
        hint: "check provider.base-url (--base-url) leads to an OpenAI-compatible API; answers already received are kept",
    },
    oversized: {
        what: (requests) => `the endpoint's answers to ${requests} were longer than max-answer-bytes`,
        hint: answer_limit/* OVERSIZED_HINT */.wm,
    },
};
/** The failure the run stops with: what the streak saw, one example, and the fix. */
function tripFailure(breaker, last) {
    const requests = breaker.sentByLastAnswer > 0
        ? `${breaker.streak} requests in a row`
        : `the first ${breaker.streak} requests`;
    const statuses = breaker.statuses.map(String).join(" or ");
    const said = SAID[last.kind];
    const what = said.what(requests, statuses && `HTTP ${statuses}`);
    const example = last.message.length > 160 ? `${last.message.slice(0, 157)}...` : last.message;
    return {
        kind: last.kind,
        ...(last.status !== undefined ? { status: last.status } : {}),
        message: `${what}; stopped sending (e.g. ${example})`,
        hint: said.hint,
    };
}

// EXTERNAL MODULE: ./src/providers/progress.ts
var progress = __webpack_require__(9875);
;// CONCATENATED MODULE: ./src/providers/token-estimate.ts
/**
 * The bound's constants. A token of a byte-level BPE tokenizer (GPT, Llama 3, Qwen, Mistral) or of SentencePiece
 * with byte fallback covers at least one UTF-8 byte, so a non-ASCII character costs at most its bytes; ASCII text
 * averages about 4 characters per token in English, and 2 leaves room for digits, code and odd spacing. Chat
 * templates add a few tokens per message (OpenAI 3\u20134, Llama 3 about 5) and to prime the reply; 8 each is generous.
 */
const TOKEN_BOUND = { asciiCharsPerToken: 2, tokensPerMessage: 8, tokensPerRequest: 8 };
/**
 * Input tokens one request can cost at most: \u03a3 over messages of (ASCII characters / 2 + UTF-8 bytes of the other
 * characters + 8), + 8 per request. At least twice `plan`'s estimate (characters / 4 + 4 per message + 3) for
 * English; an upper bound for the tokenizers above unless an endpoint adds hidden text of its own (a default
 * system prompt), which the pool learns from the answers' reported usage.
 */
function inputTokenBound(request) {
    let tokens = TOKEN_BOUND.tokensPerRequest;
    for (const message of request.messages) {
        tokens += textTokenBound(message.content) + TOKEN_BOUND.tokensPerMessage;
    }
    return tokens;
}
/** Output tokens one request may be billed for: its `maxCompletionTokens`, else `maxTokens`; undefined unbounded. */
function outputTokenLimit(request) {
    return request.params.maxCompletionTokens ?? request.params.maxTokens;
}
/**
 * The request's worst case: `inputTokenBound` and its output limit. Throws a RangeError for a request without an
 * output limit (nothing bounds what it costs, so no cap on tokens or cost can be promised).
 */
function worstCaseUsage(request) {
    const outputTokens = outputTokenLimit(request);
    if (outputTokens === undefined) {
        throw new RangeError(`request ${request.promptId}#${request.trial} has no maxTokens or maxCompletionTokens: a token or cost budget needs an output limit on every request`);
    }
    return { inputTokens: inputTokenBound(request), outputTokens };
}
/** ASCII characters / 2 (rounded up) + UTF-8 bytes of every other character (a surrogate pair is 4 bytes). */
function textTokenBound(text) {
    let ascii = 0;
    let bytes = 0;
    for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code < 0x80)
            ascii++;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code <= 0xdfff)
            bytes += 2;
        else
            bytes += 3;
    }
    return Math.ceil(ascii / TOKEN_BOUND.asciiCharsPerToken) + bytes;
}

;// CONCATENATED MODULE: ./src/providers/pool-state.ts
/**
 * The state of one pool run and the small bookkeeping every part of the scheduler shares: validated settings,
 * counters, the rate-limit stall clock, abortable sleeps, guarded side calls and progress snapshots.
 */






/** Minimum ms between progress snapshots: enough for a 10 Hz display, no work per request. */
const PROGRESS_INTERVAL_MS = 100;
const MAX_PROBLEMS = 10;
const NO_COUNTS = {
    requests: 0,
    answered: 0,
    fromCache: 0,
    failed: 0,
    skipped: 0,
    rateLimited: 0,
    retries: 0,
};
const NO_USE = { inputTokens: 0, outputTokens: 0, costUsd: 0, wallMs: 0 };
/** Checks the options and builds the run's settings; throws a RangeError naming the invalid option. */
function validateOptions(options) {
    const concurrency = createConcurrency({ min: 1, ...options.concurrency });
    const { maxAttempts, rateLimitBudgetMs } = options;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new RangeError(`maxAttempts must be an integer \u2265 1, got ${maxAttempts}`);
    }
    if (!(rateLimitBudgetMs >= 0))
        throw new RangeError(`rateLimitBudgetMs must be \u2265 0, got ${rateLimitBudgetMs}`);
    const waits = options.backoff ?? DEFAULT_BACKOFF;
    validateBackoff(waits);
    const caps = options.budget ?? {};
    budget/* validateBudget */.al(caps);
    const { deadlineMs } = options;
    if (deadlineMs !== undefined && !(deadlineMs > 0))
        throw new RangeError(`deadlineMs must be > 0, got ${deadlineMs}`);
    return { concurrency, waits, caps, maxAttempts, rateLimitBudgetMs, deadlineMs };
}
function createRun(requests, deps, settings, end) {
    const limit = concurrencyLimit(settings.concurrency);
    const now = deps.clock.now();
    // Throws a RangeError, before anything is sent, for a request without an output limit under a token/cost cap.
    const worstCases = budget/* capsTokens */.YI(settings.caps) ? requests.map(worstCaseUsage) : undefined;
    return {
        ...settings,
        ...{ requests, deps, end, outcomes: new Array(requests.length), waiters: [], head: 0 },
        ...{ inFlight: new Set(), sleepers: new Set(), next: 0, occupied: 0, pending: 0, rateWaiting: 0 },
        ...{ longestRateWaitMs: 0, ramping: false, latencyMs: 0, answeredLevel: 0, lastAnswerAt: now },
        ...{ reached: false, unreachableItems: 0, breaker: CLOSED_BREAKER, failedRequests: {} },
        stall: budget/* NO_STALL */.f2,
        ...{
            ...(worstCases ? { worstCases } : {}),
            reserved: budget/* NO_USAGE */.yJ,
            inputSlack: 0,
            fitWaiters: new Set(),
        },
        ...{ startedAt: now, lastProgressAt: now, problems: [], finished: false },
        stats: { ...NO_COUNTS, ...NO_USE, maxConcurrency: limit, finalConcurrency: limit },
    };
}
async function sleep(run, ms) {
    const controller = new AbortController();
    run.sleepers.add(controller);
    try {
        await run.deps.clock.sleep(ms, controller.signal);
    }
    catch {
        // A clock may reject on abort; either way the caller checks `run.halt` next.
    }
    finally {
        run.sleepers.delete(controller);
    }
}
/** Starts or stops the rate-limit budget's clock when the run becomes blocked or unblocked by 429s. */
function trackStall(run) {
    const blocked = run.rateWaiting > 0 && run.inFlight.size === 0;
    if (blocked !== (run.stall.since !== undefined)) {
        run.stall = budget/* trackStall */.A(run.stall, blocked, run.deps.clock.now());
    }
}
/** What sending request `index` now reserves: its worst case plus the learned input slack; nothing without caps. */
function reservationFor(run, index) {
    const worst = run.worstCases?.[index];
    if (worst === undefined)
        return budget/* NO_USAGE */.yJ;
    return { inputTokens: worst.inputTokens + run.inputSlack, outputTokens: worst.outputTokens };
}
/**
 * Ends an attempt's reservation: releases `reserved` and books the tokens the endpoint reported (an answer's, or
 * a failure's that was billed), learning any input beyond the request's bound.
 */
function settleReservation(run, index, reserved, usage) {
    run.reserved = budget/* addUsage */.vk(run.reserved, reserved, -1);
    if (usage !== undefined) {
        run.stats.inputTokens += usage.inputTokens;
        run.stats.outputTokens += usage.outputTokens;
        const worst = run.worstCases?.[index];
        if (worst !== undefined)
            run.inputSlack = Math.max(run.inputSlack, usage.inputTokens - worst.inputTokens);
    }
    for (const waiter of run.fitWaiters)
        waiter.abort();
}
/**
 * Waits until a request in flight ends its reservation (what it really cost may leave room for the next) or the
 * run stops sending, whichever is first.
 */
function waitForRoom(run) {
    const controller = new AbortController();
    run.sleepers.add(controller);
    run.fitWaiters.add(controller);
    return new Promise((resolve) => {
        const wake = () => {
            run.sleepers.delete(controller);
            run.fitWaiters.delete(controller);
            resolve();
        };
        controller.signal.addEventListener("abort", wake, { once: true });
    });
}
function setConcurrency(run, next) {
    run.concurrency = next;
    run.stats.maxConcurrency = Math.max(run.stats.maxConcurrency, concurrencyLimit(next));
}
/** Runs a cache, recorder or progress call, whose failure must not cost an outcome. */
function guard(run, call) {
    try {
        call();
    }
    catch (error) {
        noteProblem(run, error);
    }
}
/** `guard` for a call whose failure may come later: the promise resolves either way. */
function guardSoon(run, call) {
    try {
        return call().catch((error) => noteProblem(run, error));
    }
    catch (error) {
        noteProblem(run, error);
        return Promise.resolve();
    }
}
function noteProblem(run, error) {
    if (run.problems.length < MAX_PROBLEMS)
        run.problems.push(error instanceof Error ? error.message : String(error));
}
function emitProgress(run, force) {
    const { onProgress, clock } = run.deps;
    if (onProgress === undefined)
        return;
    const now = clock.now();
    if (!force && now - run.lastProgressAt < PROGRESS_INTERVAL_MS)
        return;
    run.lastProgressAt = now;
    const { stats, caps } = run;
    const snapshot = (0,progress/* snapshotProgress */.Wh)(stats, {
        ...{ total: run.requests.length, inFlight: run.inFlight.size, elapsedMs: now - run.startedAt },
        concurrencyLimit: concurrencyLimit(run.concurrency),
        costUsd: budget/* costUsd */.O4(stats.inputTokens, stats.outputTokens, caps.prices),
    });
    guard(run, () => onProgress(snapshot));
}
/** The run's result once every item is settled: final counters, why sending stopped, side-call problems. */
function summarize(run) {
    const { stats, caps } = run;
    stats.finalConcurrency = concurrencyLimit(run.concurrency);
    stats.costUsd = budget/* costUsd */.O4(stats.inputTokens, stats.outputTokens, caps.prices);
    stats.wallMs = run.deps.clock.now() - run.startedAt;
    const result = { outcomes: run.outcomes, stats };
    const halt = run.halt;
    if (halt?.reason === "systematic") {
        const { kind } = halt.failure;
        result.halted = { kind, failure: halt.failure, requests: run.failedRequests[kind] ?? 0 };
    }
    else if (halt)
        result.stoppedBy = halt.reason;
    if (run.problems.length > 0)
        result.problems = run.problems;
    return result;
}

// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(2695);
;// CONCATENATED MODULE: ./src/providers/pool-attempt.ts
/** One try of one item: the cache lookup before it, and the request itself with its failure made data. */


async function lookUp(cache, key) {
    try {
        return await cache?.get(key);
    }
    catch {
        return undefined; // An unreadable entry is a miss; the cache reports it in its own `problems`.
    }
}
/** Sends the item once, counting the request (and the retry), abortable while in flight. */
async function send(run, item) {
    item.attempts++;
    const sentSeq = ++run.stats.requests;
    if (item.attempts > 1)
        run.stats.retries++;
    const controller = new AbortController();
    run.inFlight.add(controller);
    trackStall(run);
    const sentEpoch = run.concurrency.epoch;
    const sentLevel = run.inFlight.size;
    const sentAt = run.deps.clock.now();
    try {
        const answer = await run.deps.provider.complete(item.request, controller.signal);
        return { answer, latencyMs: run.deps.clock.now() - sentAt, sentLevel, sentSeq };
    }
    catch (error) {
        return { failure: toFailure(error), sentEpoch, sentLevel, sentSeq };
    }
    finally {
        run.inFlight.delete(controller);
        trackStall(run);
    }
}
function toFailure(error) {
    if (error instanceof types/* ProviderError */.mZ)
        return error.failure;
    // Providers throw ProviderError by contract; anything else escaped the transport (fetch throws TypeError).
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: "connection", message: message.split("\n", 1)[0] ?? "" };
}

;// CONCATENATED MODULE: ./src/providers/pool-outcomes.ts
/** How the pool settles an item: its one outcome, the counters it moves, and the recorder call it triggers. */

const FROM_CACHE = { source: "cache", attempts: 0, latencyMs: 0 };
/**
 * An answered outcome, built as one plain literal: under Node 20, spreading a fresh object into a new one gives
 * every result its own hidden class once the code is optimized (~250 bytes each), which a 100,000-request run
 * keeps until the end.
 */
function answeredOutcome(request, key, answer, how) {
    const { source, attempts, latencyMs } = how;
    return { status: "answered", request, key, answer, source, attempts, latencyMs };
}
function settleFailed(run, item, failure) {
    const { request, key, attempts } = item;
    settle(run, item.index, { status: "failed", request, key, failure, attempts });
    return false;
}
function settleHalted(run, item) {
    settle(run, item.index, haltOutcome(run, item));
    return false;
}
/** The outcome of an item the run stopped sending for: failed when it shares the failure that stopped the run. */
function haltOutcome(run, item) {
    const { request, key, attempts, last } = item;
    const halt = run.halt ?? { reason: "cancelled" };
    if (halt.reason === "systematic")
        return { status: "failed", request, key, attempts, failure: halt.failure };
    if (halt.reason === "rate-limit-budget" && last?.kind === "rate-limited") {
        const seconds = (run.rateLimitBudgetMs / 1000).toFixed(1);
        const message = `gave up: still rate-limited (429) after the ${seconds} s rateLimitBudgetMs: ${last.message}`;
        return { status: "failed", request, key, attempts, failure: { ...last, message } };
    }
    return { status: "skipped", request, key, reason: halt.reason };
}
function settle(run, index, outcome) {
    run.outcomes[index] = outcome;
    run.pending--;
    const { stats } = run;
    if (outcome.status === "failed")
        stats.failed++;
    else if (outcome.status === "skipped")
        stats.skipped++;
    else if (outcome.source === "network")
        stats.answered++;
    else
        stats.fromCache++;
    // A miss marked the request as being sent by this run; one that ends without an answer gives the mark up.
    if (outcome.status !== "answered")
        guard(run, () => run.deps.cache?.release?.(outcome.key));
    guard(run, () => run.deps.recorder?.record(outcome));
    emitProgress(run, false);
}

;// CONCATENATED MODULE: ./src/providers/batch-run.ts
/**
 * A run through the provider's Batch API instead of the request pool (`provider.batch: true`): cheaper, slower,
 * for scheduled runs. Same contract as `runQueries`: one outcome per request, in input order, failures as data.
 * Answers already in the cache are not sent; the rest, within the budgets, go into one batch whose id is
 * journaled (batch-journal.ts) before the run waits for it, so a restarted run resumes that batch rather than
 * paying for another. Results are mapped back by `custom_id` (the cache key). Lines that failed in a way a retry
 * can fix (429, 5xx, an expired window) go out again in a new batch of just them, up to `maxAttempts` batches, as
 * the pool resends; a line that still fails, or that the batch never answered, becomes a failed outcome.
 */










const DEFAULT_POLL = { baseMs: 1_000, maxMs: 60_000 };
/** Failures of a Batch API call that every later call would repeat: the run stops with them. */
const SYSTEMATIC = new Set([
    "auth",
    "model-not-found",
    "endpoint-not-found",
    "unsupported-parameter",
]);
/**
 * Sends `requests` as one batch and resolves with exactly one outcome per request, in input order, never
 * rejecting for a provider failure. Budgets are applied before the batch is created: requests are admitted in
 * order while every cap holds for their worst case (the pool's rule), the rest are skipped with the cap's reason.
 * The deadline and cancellation stop the waiting, not the batch: its outcomes are skipped and the batch, journaled,
 * is resumed by the next run.
 */
async function runBatch(requests, deps, options) {
    const { caps, deadlineMs } = validateOptions(options);
    const tally = createTally(requests, deps, caps, options);
    const misses = [];
    for (const [key, indexes] of tally.groups) {
        const answer = await lookUp(deps.cache, key);
        if (answer === undefined)
            misses.push(key);
        else
            for (const index of indexes)
                batch_run_settle(tally, index, cached(requests[index], key, answer));
    }
    const { admitted, stop } = admit(tally, misses);
    for (const key of misses.slice(admitted.length))
        skip(tally, key, stop ?? "cancelled");
    if (stop)
        tally.run.stoppedBy = stop;
    if (admitted.length > 0)
        await buy(tally, admitted, deadlineMs);
    return finish(tally);
}
function createTally(requests, deps, caps, options) {
    const groups = new Map();
    requests.forEach((request, index) => {
        const key = deps.keyOf(request);
        groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    const concurrency = options.concurrency.initial;
    const stats = {
        ...{ requests: 0, answered: 0, fromCache: 0, failed: 0, skipped: 0, rateLimited: 0, retries: 0 },
        ...{ maxConcurrency: concurrency, finalConcurrency: concurrency },
        ...{ inputTokens: 0, outputTokens: 0, costUsd: 0, wallMs: 0 },
    };
    const outcomes = new Array(requests.length);
    const tally = {
        ...{ requests, groups, outcomes, deps, caps },
        ...{ startedAt: deps.clock.now(), maxAttempts: options.maxAttempts },
    };
    const run = { outcomes, stats };
    batch_run_progress({ ...tally, run });
    return { ...tally, run };
}
/** The unique keys admitted in order while every cap holds for their worst case, and why the rest are not. */
function admit(tally, misses) {
    const admitted = [];
    let reserved = budget/* NO_USAGE */.yJ;
    for (const key of misses) {
        const request = tally.requests[tally.groups.get(key)[0]];
        const next = budget/* capsTokens */.YI(tally.caps) ? worstCaseUsage(request) : budget/* NO_USAGE */.yJ;
        const spent = { requests: admitted.length, inputTokens: 0, outputTokens: 0 };
        const stop = budget/* exceededCap */.Q7(tally.caps, spent, reserved, next);
        if (stop)
            return { admitted, stop };
        admitted.push(key);
        reserved = budget/* addUsage */.vk(reserved, next);
    }
    return { admitted };
}
/**
 * Buys `keys` in rounds: a batch of them, then, while lines failed in a way a retry can fix (a 429, a 500, an
 * expired window: `RETRYABLE`), a new batch of just those, as the pool resends a failed request, up to
 * `maxAttempts` batches in all. Each round is its own request set, journaled, so a restarted run resumes the
 * round it was in (its earlier rounds' answers are in the cache). Resends count against the budget caps.
 */
async function buy(tally, keys, deadlineMs) {
    let pending = keys;
    for (let round = 1; pending.length > 0; round++) {
        const last = round >= tally.maxAttempts;
        const retry = await buyRound(tally, pending, deadlineMs, { round, last });
        if (retry.length === 0)
            return;
        const stop = retryStop(tally, retry, deadlineMs);
        const again = stop ? retry.slice(0, stop.admitted) : retry;
        for (const { key, failure } of retry.slice(again.length))
            fail(tally, key, failure, round);
        if (stop?.reason)
            tally.run.stoppedBy ??= stop.reason;
        if (again.length === 0)
            return;
        for (const { failure } of again)
            countFailure(tally, failure);
        const kinds = [...new Set(again.map((r) => r.failure.kind))].join(", ");
        tally.deps.log(`${again.length} of the batch's requests failed (${kinds}); sending them again in a new batch ` +
            `(${round + 1} of at most ${tally.maxAttempts})`);
        tally.run.stats.retries += again.length;
        const poll = tally.deps.poll ?? DEFAULT_POLL;
        const elapsedMs = () => tally.deps.clock.now() - tally.startedAt;
        const leftMs = deadlineMs === undefined ? Number.POSITIVE_INFINITY : deadlineMs - elapsedMs();
        const waitMs = Math.min(leftMs, fullJitterMs(round, poll, 0.5 + tally.deps.random() / 2));
        await tally.deps.clock.sleep(waitMs, tally.deps.signal);
        // Stopped while waiting: the resend is not bought (a batch created past the deadline would only be resumed later).
        const halt = tally.deps.signal?.aborted
            ? "cancelled"
            : deadlineMs !== undefined && elapsedMs() >= deadlineMs
                ? "deadline"
                : undefined;
        if (halt) {
            for (const { key } of again)
                skip(tally, key, halt);
            tally.run.stoppedBy ??= halt;
            return;
        }
        pending = again.map((r) => r.key);
    }
}
/** How many of the failed requests a resend may take before a cap or the deadline stops it, and why; none: all. */
function retryStop(tally, retry, deadlineMs) {
    if (deadlineMs !== undefined && tally.deps.clock.now() - tally.startedAt >= deadlineMs) {
        return { admitted: 0, reason: "deadline" };
    }
    const { stats } = tally.run;
    const spent = {
        requests: stats.requests,
        inputTokens: stats.inputTokens,
        outputTokens: stats.outputTokens,
    };
    let reserved = budget/* NO_USAGE */.yJ;
    for (const [admitted, { key }] of retry.entries()) {
        const request = tally.requests[tally.groups.get(key)[0]];
        const next = budget/* capsTokens */.YI(tally.caps) ? worstCaseUsage(request) : budget/* NO_USAGE */.yJ;
        const stop = budget/* exceededCap */.Q7(tally.caps, spent, reserved, next);
        if (stop)
            return { admitted, reason: stop };
        reserved = budget/* addUsage */.vk(reserved, next);
        spent.requests++;
    }
    return undefined;
}
/**
 * Creates or resumes the batch of `keys`, waits for it, and settles every request it carries, except those whose
 * line failed retryably when this is not the `last` round: they are returned, unsettled, with their failure.
 */
async function buyRound(tally, keys, deadlineMs, { round, last }) {
    const { deps } = tally;
    const first = tally.requests[tally.groups.get(keys[0])[0]];
    const endpoint = (0,openai_batch/* batchEndpointOf */.F9)(first);
    const requestSet = requestSetKey(deps.api.host, endpoint, keys);
    tally.run.stats.requests += keys.length;
    const retry = [];
    try {
        let job = await startBatch(tally, keys, requestSet);
        job = await waitForBatch(tally, job, deadlineMs);
        if (!openai_batch/* FINISHED_BATCH_STATUSES */.tv.includes(job.status)) {
            const reason = deps.signal?.aborted ? "cancelled" : "deadline";
            deps.log(`batch ${job.id} is still ${job.status}; the next run with this cache resumes it`);
            for (const key of keys)
                skip(tally, key, reason);
            tally.run.stoppedBy = reason;
            return [];
        }
        const results = await readResults(tally, job, first.params.api, keys.length);
        for (const key of keys) {
            const result = results.get(key) ?? { failure: unanswered(job, deps.api.host) };
            if ("failure" in result && !last && types/* RETRYABLE */.rV.has(result.failure.kind)) {
                retry.push({ key, failure: result.failure });
            }
            else
                settleKey(tally, key, result, round);
        }
        deps.journal?.record({ requestSet, inputFileId: job.inputFileId, batchId: job.id, done: true });
    }
    catch (error) {
        const failure = failureOf(error);
        for (const key of keys)
            if (tally.outcomes[tally.groups.get(key)[0]] === undefined)
                fail(tally, key, failure, round);
        if (SYSTEMATIC.has(failure.kind))
            tally.run.halted = { kind: failure.kind, failure, requests: 1 };
        return [];
    }
    return retry;
}
/** The batch recorded for this request set, looked up; else the input uploaded and a batch created, each journaled. */
async function startBatch(tally, keys, requestSet) {
    const { deps } = tally;
    const known = deps.journal?.find(requestSet);
    if (known?.batchId) {
        deps.log(`resuming batch ${known.batchId} (${keys.length} requests), journaled by an earlier run`);
        return retrying(tally, () => deps.api.retrieve(known.batchId));
    }
    let inputFileId = known?.inputFileId;
    if (inputFileId !== undefined) {
        // Killed between uploading and journaling the batch: the batch may exist all the same.
        const found = await retrying(tally, () => deps.api.find(requestSet));
        if (found !== undefined) {
            deps.journal?.record({ requestSet, inputFileId: found.inputFileId, batchId: found.id });
            deps.log(`resuming batch ${found.id} (${keys.length} requests), found by its request set`);
            return found;
        }
    }
    else {
        const jsonl = keys.map((key) => (0,openai_batch/* batchLine */.Be)(key, tally.requests[tally.groups.get(key)[0]])).join("\n");
        inputFileId = await retrying(tally, () => deps.api.upload(`${jsonl}\n`, `bias-gate-${requestSet.slice(0, 16)}.jsonl`));
        deps.journal?.record({ requestSet, inputFileId });
    }
    const endpoint = (0,openai_batch/* batchEndpointOf */.F9)(tally.requests[tally.groups.get(keys[0])[0]]);
    // Not retried: a create whose answer was lost may have created the batch, and a second one is paid twice.
    const job = await deps.api.create(inputFileId, endpoint, { [openai_batch/* REQUEST_SET_METADATA */.Ts]: requestSet });
    deps.journal?.record({ requestSet, inputFileId, batchId: job.id });
    deps.log(`created batch ${job.id} of ${keys.length} requests (${endpoint}, completion window 24h)`);
    return job;
}
/** Looks at the batch, waiting longer each time, until it is finished, the deadline passes or the run is stopped. */
async function waitForBatch(tally, job, deadlineMs) {
    const { deps } = tally;
    const poll = deps.poll ?? DEFAULT_POLL;
    let current = job;
    for (let looks = 1; !openai_batch/* FINISHED_BATCH_STATUSES */.tv.includes(current.status); looks++) {
        const elapsed = deps.clock.now() - tally.startedAt;
        const left = deadlineMs === undefined ? Number.POSITIVE_INFINITY : deadlineMs - elapsed;
        if (deps.signal?.aborted || left <= 0)
            return current;
        // Equal jitter: at least half the ceiling, so many runs polling one endpoint do not ask in step.
        const wait = Math.min(left, fullJitterMs(looks, poll, 0.5 + deps.random() / 2));
        await deps.clock.sleep(wait, deps.signal);
        if (deps.signal?.aborted)
            return current;
        current = await retrying(tally, () => deps.api.retrieve(current.id));
        batch_run_progress(tally);
    }
    return current;
}
/** The output and error files' lines by custom_id; an error file's line never hides an output file's answer. */
async function readResults(tally, job, api, lines) {
    const results = new Map();
    for (const fileId of [job.errorFileId, job.outputFileId]) {
        if (fileId === undefined)
            continue;
        const text = await retrying(tally, () => tally.deps.api.content(fileId, lines));
        const read = (0,openai_batch/* readBatchLines */.cW)(text, api, tally.deps.api.host, tally.deps.api.maxAnswerBytes);
        for (const [key, result] of read.results)
            results.set(key, result);
        for (const problem of read.problems)
            addProblem(tally, problem);
    }
    return results;
}
/** `call`, tried again after a retryable failure (up to 5 tries, backing off); other failures thrown at once. */
async function retrying(tally, call) {
    const poll = tally.deps.poll ?? DEFAULT_POLL;
    for (let attempt = 1;; attempt++) {
        try {
            return await call();
        }
        catch (error) {
            const failure = failureOf(error);
            if (attempt >= 5 || !types/* RETRYABLE */.rV.has(failure.kind) || tally.deps.signal?.aborted)
                throw error;
            await tally.deps.clock.sleep(fullJitterMs(attempt, poll, 0.5 + tally.deps.random() / 2), tally.deps.signal);
        }
    }
}
/** Why a request in a finished batch has no line: the batch's own status says. */
function unanswered(job, host) {
    const why = job.errors.length > 0 ? `: ${job.errors.slice(0, 3).join("; ")}` : "";
    const message = `${host}: batch ${job.id} ${job.status} without answering this request${why}`.slice(0, 300);
    if (job.status === "expired")
        return { kind: "timeout", message };
    if (job.status === "cancelled")
        return { kind: "cancelled", message };
    if (job.status === "failed")
        return { kind: "bad-request", message };
    return { kind: "malformed", message };
}
function failureOf(error) {
    if (error instanceof types/* ProviderError */.mZ)
        return error.failure;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: "connection", message: message.split("\n", 1)[0] ?? "" };
}
/** Settles `key` with its line's result; `attempts` is the number of batches it was sent in. */
function settleKey(tally, key, result, attempts) {
    if ("failure" in result) {
        fail(tally, key, result.failure, attempts);
        return;
    }
    const indexes = tally.groups.get(key);
    const request = tally.requests[indexes[0]];
    guardCall(tally, () => tally.deps.cache?.put(key, request, result.answer));
    book(tally, result.answer.usage);
    indexes.forEach((index, nth) => {
        const source = nth === 0 ? "network" : "cache";
        const how = { source, attempts: nth === 0 ? attempts : 0, latencyMs: 0 };
        batch_run_settle(tally, index, answeredOutcome(tally.requests[index], key, result.answer, how));
    });
}
function fail(tally, key, failure, attempts) {
    countFailure(tally, failure);
    for (const index of tally.groups.get(key)) {
        batch_run_settle(tally, index, { status: "failed", request: tally.requests[index], key, failure, attempts });
    }
}
/** A failed line's tokens (a provider may bill a refused one) and its 429, once per line. */
function countFailure(tally, failure) {
    if (failure.usage)
        book(tally, failure.usage);
    if (failure.kind === "rate-limited")
        tally.run.stats.rateLimited++;
}
function skip(tally, key, reason) {
    for (const index of tally.groups.get(key)) {
        batch_run_settle(tally, index, { status: "skipped", request: tally.requests[index], key, reason });
    }
}
function cached(request, key, answer) {
    return { status: "answered", request, key, answer, source: "cache", attempts: 0, latencyMs: 0 };
}
function batch_run_settle(tally, index, outcome) {
    tally.outcomes[index] = outcome;
    const { stats } = tally.run;
    if (outcome.status === "failed")
        stats.failed++;
    else if (outcome.status === "skipped")
        stats.skipped++;
    else if (outcome.source === "network")
        stats.answered++;
    else
        stats.fromCache++;
    if (outcome.status !== "answered")
        guardCall(tally, () => tally.deps.cache?.release?.(outcome.key));
    guardCall(tally, () => tally.deps.recorder?.record(outcome));
}
function book(tally, usage) {
    tally.run.stats.inputTokens += usage.inputTokens;
    tally.run.stats.outputTokens += usage.outputTokens;
}
function batch_run_progress(tally) {
    const { onProgress, clock } = tally.deps;
    if (onProgress === undefined)
        return;
    const { stats } = tally.run;
    const elapsedMs = clock.now() - tally.startedAt;
    const costUsd = budget/* costUsd */.O4(stats.inputTokens, stats.outputTokens, tally.caps.prices);
    const live = { total: tally.requests.length, inFlight: 0, concurrencyLimit: 0, elapsedMs, costUsd };
    guardCall(tally, () => onProgress((0,progress/* snapshotProgress */.Wh)(stats, live)));
}
function finish(tally) {
    const { stats } = tally.run;
    stats.costUsd = budget/* costUsd */.O4(stats.inputTokens, stats.outputTokens, tally.caps.prices);
    stats.wallMs = tally.deps.clock.now() - tally.startedAt;
    batch_run_progress(tally);
    for (const problem of tally.deps.journal?.problems ?? [])
        addProblem(tally, problem);
    return tally.run;
}
function guardCall(tally, call) {
    try {
        call();
    }
    catch (error) {
        addProblem(tally, error instanceof Error ? error.message : String(error));
    }
}
function addProblem(tally, problem) {
    tally.run.problems ??= [];
    const problems = tally.run.problems;
    if (problems.length < 10 && !problems.includes(problem))
        problems.push(problem);
}

;// CONCATENATED MODULE: ./src/providers/batch-send.ts


/**
 * A sender that puts each call's requests in one batch, journaled in the cache directory, or undefined when
 * the run is interactive (no `provider.batch`, or a replay, which answers without the network).
 */
function batchSender(config, endpoint, cache, deps) {
    if (!config.provider.batch)
        return undefined;
    const api = endpoint.batch?.(config.provider.headers);
    if (api === undefined) {
        deps.log("provider.batch: a replay answers without the Batch API; replaying as usual");
        return undefined;
    }
    if (cache === undefined) {
        deps.log("provider.batch without the cache: a restarted run cannot find this run's batch and would pay for it again");
    }
    return async (requests, poolDeps, options) => {
        const journal = cache ? openBatchJournal(config.cache.dir, Date.now) : undefined;
        try {
            return await runBatch(requests, { ...poolDeps, api, ...(journal ? { journal } : {}), log: deps.log }, options);
        }
        finally {
            journal?.close();
        }
    };
}

// EXTERNAL MODULE: ./src/providers/cache.ts + 2 modules
var providers_cache = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/providers/cache-key.ts
var cache_key = __webpack_require__(106);
// EXTERNAL MODULE: ./src/providers/endpoint.ts + 5 modules
var providers_endpoint = __webpack_require__(6936);
// EXTERNAL MODULE: ./src/providers/endpoint-identity.ts
var endpoint_identity = __webpack_require__(8200);
;// CONCATENATED MODULE: ./src/providers/pool-scheduler.ts
/**
 * The pool's scheduler: hands slots to items and drives each item from its cache lookup to its outcome. A slot is
 * held by a request in flight or a cache lookup. An item refused with a 429 waits out its Retry-After without a
 * slot, so fresh items use it meanwhile and the adaptive window alone paces the run; only at the window's floor,
 * where the server refuses even one request at a time, does the refused item keep its slot while it waits.
 */








/** Failures every other request would repeat: one is enough to stop sending. */
const pool_scheduler_SYSTEMATIC = new Set([
    "unsupported-parameter",
    "auth",
    "model-not-found",
    "endpoint-not-found",
]);
/**
 * Items that must each fail every attempt to connect, while the endpoint has never responded, before the run
 * stops as systematic (a wrong host or port, a server that is not running). One could be a blip; three in a row
 * with nothing ever answered is the endpoint.
 */
const UNREACHABLE_ITEMS = 3;
/** Failures that prove nothing about the endpoint being there: it may never have seen the request. */
const NO_RESPONSE = new Set(["connection", "timeout", "cancelled"]);
/**
 * Probing above the known limit stops once the work left would take less than this many times the longest
 * 429 wait: a probe refused then would finish its item a whole Retry-After after every other item.
 */
const PROBE_TAIL_WAITS = 2;
/** How late a timer may fire, in ms, before slow start takes the client to be short of CPU. */
const RAMP_TIMER_SLACK_MS = 4;
/** Weight of the latest answer in the moving average of latency. */
const LATENCY_WEIGHT = 0.05;
/** Stops that abort the requests in flight, not only the sending of new ones. */
const ABORTING = new Set(["cancelled", "deadline"]);
/** Hands free slots to waiting resends first, then to fresh items; ends the run when nothing is left. */
function pump(run) {
    if (run.finished)
        return;
    // Once halted, waiters only need a slot to settle themselves, so the limit no longer applies.
    const limit = run.halt ? Number.POSITIVE_INFINITY : concurrencyLimit(run.concurrency);
    while (run.occupied < limit) {
        const waiter = run.waiters[run.head];
        if (waiter !== undefined) {
            run.waiters[run.head++] = undefined;
            run.occupied++;
            waiter();
        }
        else if (!run.halt && run.next < run.requests.length) {
            run.occupied++;
            run.pending++;
            driveItem(run, run.next++).catch((error) => run.end(error));
        }
        else
            break;
    }
    if (run.head === run.waiters.length)
        run.waiters.length = run.head = 0;
    if (run.pending === 0 && (run.halt || run.next === run.requests.length))
        finishRun(run);
}
/**
 * Stops sending new requests; the first reason wins. Cancellation and the deadline also abort those in flight,
 * unless `abort` is false (a cancellation with a grace period, whose caller aborts them later).
 */
function stopSending(run, halt, abort = ABORTING.has(halt.reason)) {
    if (run.halt)
        return;
    run.halt = halt;
    for (const sleeper of run.sleepers)
        sleeper.abort();
    if (abort)
        abortInFlight(run);
    pump(run);
}
/** Aborts the requests in flight: their answers, if they come, are no longer awaited. */
function abortInFlight(run) {
    for (const request of run.inFlight)
        request.abort();
}
/**
 * Stops the run once its deadline (`deadlineMs` of the injected clock) has passed; aborting `signal` (the run
 * ended first) ends the watch and its timer.
 */
async function watchDeadline(run, signal) {
    if (run.deadlineMs === undefined)
        return;
    try {
        await run.deps.clock.sleep(run.deadlineMs, signal);
    }
    catch {
        // A clock may reject on abort; the signal says which it was.
    }
    if (!signal.aborted)
        stopSending(run, { reason: "deadline" });
}
/** "deadline" when the run's deadline has passed by the clock (a check before each send), else undefined. */
function pastDeadline(run) {
    const { deadlineMs, startedAt, deps } = run;
    return deadlineMs !== undefined && deps.clock.now() - startedAt >= deadlineMs ? "deadline" : undefined;
}
function releaseSlot(run) {
    run.occupied--;
    pump(run);
}
function acquireSlot(run) {
    return new Promise((resolve) => {
        run.waiters.push(resolve);
        pump(run);
    });
}
/** One item from its cache lookup to its final outcome; holds a slot on entry and releases it on exit. */
async function driveItem(run, index) {
    const request = run.requests[index];
    const item = { index, request, key: run.deps.keyOf(request), attempts: 0, errors: 0, rateLimits: 0 };
    const answer = await lookUp(run.deps.cache, item.key);
    if (answer !== undefined) {
        settle(run, index, answeredOutcome(request, item.key, answer, FROM_CACHE));
        return releaseSlot(run);
    }
    for (;;) {
        // Every attempt, retries too, reserves its worst case before it is sent, so in-flight requests cannot overshoot.
        const reservation = reservationFor(run, index);
        const cap = run.halt
            ? undefined
            : (budget/* exceededCap */.Q7(run.caps, run.stats, run.reserved, reservation) ?? pastDeadline(run));
        // Reservations are worst cases: while some are outstanding, what those requests really cost may leave room.
        if ((cap === "max-tokens" || cap === "max-cost") && budget/* reserves */.gZ(run.reserved)) {
            await waitForRoom(run);
            continue;
        }
        if (cap !== undefined)
            stopSending(run, { reason: cap });
        if (run.halt) {
            settleHalted(run, item);
            return releaseSlot(run);
        }
        run.reserved = budget/* addUsage */.vk(run.reserved, reservation);
        if (!run.ramping) {
            run.ramping = true;
            rampSlowStart(run).catch((error) => run.end(error));
        }
        const attempt = await send(run, item);
        settleReservation(run, index, reservation, "answer" in attempt ? attempt.answer.usage : attempt.failure.usage);
        if (!("failure" in attempt) || !NO_RESPONSE.has(attempt.failure.kind))
            run.reached = true;
        const failed = "failure" in attempt ? attempt.failure : undefined;
        const noted = noteAttempt(run.breaker, failed, attempt.sentSeq, run.stats.requests);
        run.breaker = noted.breaker;
        if (noted.trip)
            stopSending(run, { reason: "systematic", failure: noted.trip });
        if ("answer" in attempt)
            return acceptAnswer(run, item, attempt);
        if (!(await retryAfterFailure(run, item, attempt)))
            return releaseSlot(run);
    }
}
/**
 * Counts an answer once the cache holds it, so an answer the run counted survives the run being killed. A cache
 * that stores the answers of an event-loop turn together (`putSoon`) gets them at the turn's end: the slot goes
 * to the next request at once, and the answer is counted when its line is written.
 */
async function acceptAnswer(run, item, attempt) {
    const { deps } = run;
    const { answer, latencyMs } = attempt;
    run.answeredLevel = Math.max(run.answeredLevel, attempt.sentLevel);
    run.lastAnswerAt = deps.clock.now();
    const first = run.latencyMs === 0;
    run.latencyMs = first ? latencyMs : run.latencyMs + LATENCY_WEIGHT * (latencyMs - run.latencyMs);
    setConcurrency(run, recordSuccess(run.concurrency, run.occupied, mayProbe(run)));
    const { request, key, attempts } = item;
    const outcome = answeredOutcome(request, key, answer, { source: "network", attempts, latencyMs });
    const { cache } = deps;
    if (cache?.putSoon === undefined) {
        guard(run, () => cache?.put(key, request, answer));
        settle(run, item.index, outcome);
        return releaseSlot(run);
    }
    const stored = guardSoon(run, () => cache.putSoon(key, request, answer));
    releaseSlot(run);
    await stored;
    settle(run, item.index, outcome);
    // The slot was given back before this item settled: its settling may be what ends the run.
    pump(run);
}
/**
 * Slow start's clock, from the first request sent until the first 429: every step it grows the window one step if
 * the window is full and the evidence allows more, and sends what the step allows. It stops when the window is at
 * its maximum, nothing fresh is left to send, or the clock does not move across a sleep (an injected clock whose
 * sleeps pass at once would otherwise spin here without ever letting an answer in).
 * - Before the first answer (blind): a step is BLIND_RAMP_STEP_MS or the network's round trip, whichever is
 *   longer, and the evidence is that the requests out are not refused: nothing has failed yet, every slot holds a
 *   request in flight, and a connection has carried requests for a round trip. A refusal comes back at once,
 *   an answer only after the whole latency, so waiting for an answer would spend the first round trip at the
 *   initial window. `recordRamp` grows it faster then, and caps it at RAMP_CAP \u00d7 the initial window, as answers at
 *   that level would.
 * - From the first answer: a step is 1/RAMP_STEPS of a round trip (the latency's moving average), and answers
 *   must still be coming (one within two round trips: a server that stopped answering is no evidence for more).
 * A sleep that overran by more than a step skips its step (not two in a row): timers fire before the sockets are
 * read, so a busy client could otherwise grow past a limit whose refusals are already waiting to be read.
 */
async function rampSlowStart(run) {
    const growing = () => run.concurrency.slowStart &&
        run.concurrency.window < run.concurrency.bounds.max &&
        run.next < run.requests.length &&
        !run.halt &&
        !run.finished;
    let waited = false;
    while (growing()) {
        const stepMs = run.latencyMs > 0 ? Math.max(1, run.latencyMs / RAMP_STEPS) : blindStepMs(run);
        const before = run.deps.clock.now();
        await sleep(run, stepMs);
        const sleptMs = run.deps.clock.now() - before;
        // Only a clock that did not move at all stops the ramp: real timers measure from the event loop's cached
        // time, so a 1 ms sleep can end 0.4 ms after it began (which once stopped slow start at 8 for good).
        if (sleptMs <= 0)
            return;
        // Woken more than a step late (beyond timers' own few ms of slack), the client is short of CPU: refusals may
        // have arrived unread, and timers fire before sockets are read. One sleep more lets them in; only one, so a
        // busy client still grows, at half the pace.
        const late = sleptMs > 2 * stepMs + RAMP_TIMER_SLACK_MS;
        if (late && !waited) {
            waited = true;
            continue;
        }
        waited = false;
        // Timers fire before sockets are read: a refusal of the last step may be waiting, unread, for this one. A
        // sleep of 0 lets the event loop read every socket that is ready before the window grows.
        await sleep(run, 0);
        if (!growing() || !rampEvidence(run, stepMs))
            continue;
        setConcurrency(run, recordRamp(run.concurrency, run.answeredLevel));
        pump(run);
    }
}
/**
 * A blind step: BLIND_RAMP_STEP_MS, or the network's round trip where the transport measured a longer one, so a
 * refusal (or a 401) of one step comes back before the next step is sent.
 */
function blindStepMs(run) {
    return Math.max(BLIND_RAMP_STEP_MS, run.deps.provider.networkTiming?.()?.roundTripMs ?? 0);
}
/** Whether the window is full and the endpoint is taking what it holds (see `rampSlowStart`). */
function rampEvidence(run, stepMs) {
    const limit = concurrencyLimit(run.concurrency);
    if (run.latencyMs === 0) {
        // Blind: a failure of any kind (a refused connection, a 401, a 500) is no evidence the endpoint takes more.
        for (const _ in run.failedRequests)
            return false;
        // Where the transport times its connections, requests must have been on the wire for a round trip: one
        // still waiting for its connection (or its TLS handshake) has not been refused only because it has not
        // arrived, and one just written cannot have been refused yet.
        const { networkTiming } = run.deps.provider;
        if (networkTiming !== undefined) {
            const network = networkTiming();
            if (network === undefined || network.readyForMs < network.roundTripMs)
                return false;
        }
        return run.inFlight.size >= limit;
    }
    const answering = run.deps.clock.now() - run.lastAnswerAt <= 2 * run.latencyMs + stepMs;
    return answering && run.occupied >= limit;
}
/**
 * Whether the run has enough work left for a probe above the known limit to be refused harmlessly: the items not
 * yet answered would keep the window busy for PROBE_TAIL_WAITS \u00d7 the longest 429 wait (estimated from the
 * latency's moving average), so a refused probe's item is resent and answered before the run's end.
 */
function mayProbe(run) {
    const left = run.requests.length - run.next + (run.waiters.length - run.head) + run.rateWaiting;
    const leftMs = (left / concurrencyLimit(run.concurrency)) * run.latencyMs;
    return leftMs > PROBE_TAIL_WAITS * (run.longestRateWaitMs + run.latencyMs);
}
/**
 * What a failed attempt leads to: resolves true when the item holds a slot again and should be resent, false
 * once it is settled (still holding its slot, for the caller to release).
 */
async function retryAfterFailure(run, item, attempt) {
    const { failure } = attempt;
    item.last = failure;
    run.failedRequests[failure.kind] = (run.failedRequests[failure.kind] ?? 0) + 1;
    if (run.halt && ABORTING.has(run.halt.reason))
        return settleHalted(run, item);
    if (!types/* RETRYABLE */.rV.has(failure.kind)) {
        if (pool_scheduler_SYSTEMATIC.has(failure.kind))
            stopSending(run, { reason: "systematic", failure });
        return settleFailed(run, item, failure);
    }
    if (run.halt)
        return settleHalted(run, item);
    if (failure.kind === "rate-limited")
        return waitOutRateLimit(run, item, attempt);
    item.errors++;
    // Until the endpoint has responded once, a refused connection is likely every request's fate: the item keeps
    // its slot while it backs off, so a dead host sees the first window of items, not every item once.
    const unreached = failure.kind === "connection" && !run.reached;
    if (item.errors >= run.maxAttempts) {
        if (unreached && ++run.unreachableItems >= UNREACHABLE_ITEMS)
            stopSending(run, { reason: "systematic", failure });
        return settleFailed(run, item, failure);
    }
    if (!unreached)
        run.occupied--; // A server error is not congestion: the slot is free while this item backs off.
    await sleep(run, fullJitterMs(item.errors, run.waits, run.deps.random()));
    if (!unreached)
        await acquireSlot(run);
    return run.halt ? settleHalted(run, item) : true;
}
/**
 * Waits out a 429 within the rate-limit budget. The item gives its slot back for the wait, so the window (just
 * shrunk or capped by the 429) decides what is sent meanwhile, and queues for a slot again after it, ahead of
 * fresh items. At the window's floor it keeps the slot: a server refusing even that is limiting a rate or a
 * quota, and the waits are then what paces the run, not the window.
 */
async function waitOutRateLimit(run, item, attempt) {
    const { failure, sentEpoch, sentLevel } = attempt;
    run.stats.rateLimited++;
    item.rateLimits++;
    setConcurrency(run, recordRateLimit(run.concurrency, { sentEpoch, sentLevel, inFlight: run.inFlight.size }));
    const keepSlot = concurrencyLimit(run.concurrency) <= run.concurrency.bounds.min;
    run.rateWaiting++;
    trackStall(run);
    if (!keepSlot)
        releaseSlot(run);
    let waitMs = rateLimitWaitMs(failure.retryAfterMs, item.rateLimits, run.waits, run.deps.random());
    run.longestRateWaitMs = Math.max(run.longestRateWaitMs, waitMs);
    while (waitMs > 0 && !run.halt) {
        const leftMs = run.rateLimitBudgetMs - budget/* stallSpentMs */.ZR(run.stall, run.deps.clock.now());
        if (leftMs <= 0)
            stopSending(run, { reason: "rate-limit-budget" });
        // Never sleep past the budget: a Retry-After of an hour must not outlast a budget of ten minutes.
        const sliceMs = Math.min(waitMs, Math.max(leftMs, 0));
        if (sliceMs > 0)
            await sleep(run, sliceMs);
        waitMs -= sliceMs;
    }
    run.rateWaiting--;
    trackStall(run);
    if (keepSlot) {
        if (run.halt)
            return settleHalted(run, item);
        run.occupied--;
    }
    // Once the run is halted the limit no longer applies, so this returns at once and the item settles itself.
    await acquireSlot(run);
    return run.halt ? settleHalted(run, item) : true;
}
/** Settles the items never started (the run stopped sending), ends slow start's clock, and resolves. */
function finishRun(run) {
    for (const sleeper of run.sleepers)
        sleeper.abort();
    const start = run.next;
    run.next = run.requests.length;
    for (let index = start; index < run.requests.length; index++) {
        const request = run.requests[index];
        run.pending++;
        settle(run, index, haltOutcome(run, { request, key: run.deps.keyOf(request), attempts: 0 }));
    }
    emitProgress(run, true);
    run.end();
}

;// CONCATENATED MODULE: ./src/providers/pool.ts



/**
 * Sends `requests` through `deps.provider` and resolves with exactly one outcome per request, in input order.
 * Provider failures, 429s, budgets and cancellation become outcomes and `stoppedBy`, never a rejection.
 * Throws a RangeError for invalid options before sending anything; rejects only on a programming error
 * (`keyOf` throwing).
 */
function runQueries(requests, deps, options) {
    const settings = validateOptions(options);
    return new Promise((resolve, reject) => {
        // Ends the deadline's and the grace's sleeps with the run, so a finished run leaves no timer keeping the
        // process alive.
        const deadlineWatch = new AbortController();
        const onAbort = () => cancelWithGrace(run, options.cancelGraceMs ?? 0, deadlineWatch.signal);
        const end = (error) => {
            if (run.finished)
                return;
            run.finished = true;
            deadlineWatch.abort();
            deps.signal?.removeEventListener("abort", onAbort);
            if (error === undefined) {
                resolve(summarize(run));
            }
            else {
                stopSending(run, { reason: "cancelled" });
                reject(error);
            }
        };
        const run = createRun(requests, deps, settings, end);
        if (deps.signal?.aborted)
            onAbort();
        else
            deps.signal?.addEventListener("abort", onAbort, { once: true });
        emitProgress(run, true);
        watchDeadline(run, deadlineWatch.signal).catch((error) => run.end(error));
        pump(run);
    });
}
/**
 * Cancellation: stop sending at once; let the requests in flight run for `graceMs` of the clock (answers arriving
 * meanwhile are kept like any other), then abort those still out. `ended` aborts when the run is over.
 */
function cancelWithGrace(run, graceMs, ended) {
    stopSending(run, { reason: "cancelled" }, graceMs <= 0);
    if (graceMs <= 0 || run.inFlight.size === 0)
        return;
    const abortLate = () => {
        if (!ended.aborted)
            abortInFlight(run);
    };
    run.deps.clock.sleep(graceMs, ended).then(abortLate, abortLate);
}

// EXTERNAL MODULE: ./src/providers/record.ts
var record = __webpack_require__(9025);
// EXTERNAL MODULE: ./src/providers/requests.ts
var providers_requests = __webpack_require__(8934);
;// CONCATENATED MODULE: ./src/providers/query-plan.ts











/**
 * Sends the plan's requests through the cache, the adaptive pool and the configured endpoint. Answers are cached
 * and recorded as they arrive, so a run that is cut off keeps what it paid for and the next run resumes there.
 */
async function queryPlan(config, prompts, key, deps) {
    const requestOptions = {
        provider: config.provider,
        trials: config.trials,
        ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
    };
    const firstStage = prompts.filter((p) => !(0,providers_requests/* dependsOnAnswers */.mk)(p));
    const laterStage = prompts.filter(providers_requests/* dependsOnAnswers */.mk);
    const { requests } = (0,providers_requests/* buildConversationRequests */.IU)(firstStage, requestOptions);
    const limits = { maxAnswerBytes: config.provider.maxAnswerBytes };
    const endpoint = await (0,providers_endpoint/* openEndpoint */.kz)(config.provider.endpoint, key, deps, config.seed, limits);
    // Provenance says which API answered: a base model's completions and a chat model's answers are not alike.
    const description = `${(0,providers_endpoint/* describeEndpointFor */.oH)(endpoint, requests, deps.log)}${config.provider.api === "completions" ? " via /completions" : ""}${config.provider.batch && endpoint.batch ? " through the Batch API" : ""}`;
    const replaying = config.provider.endpoint.kind === "replay";
    const batched = config.provider.batch === true && endpoint.batch !== undefined;
    const keyEndpoint = batched ? (0,endpoint_identity/* viaBatchApi */.b)(endpoint.cacheEndpoint) : endpoint.cacheEndpoint;
    const cache = config.cache.enabled && !replaying
        ? (0,providers_cache/* createDiskCache */.EU)(config.cache.dir, { now: Date.now, ...(deps.signal ? { signal: deps.signal } : {}) })
        : undefined;
    const recorder = config.record ? (0,record/* createRecorder */.Tk)(config.record) : undefined;
    const jitter = (0,rng/* createRng */.S)(config.seed, "pool-jitter");
    const laterCount = laterStage.length * config.trials;
    deps.log(`querying ${requests.length + laterCount} requests through ${description}${laterCount > 0 ? ` (${laterCount} of them after the answers they build on)` : ""}`);
    deps.expectRequests?.(requests.length + laterCount);
    const progress = deps.onProgress ? progressAcrossStages(deps.onProgress, laterCount) : undefined;
    try {
        const poolDeps = {
            provider: endpoint.provider,
            keyOf: (request) => (0,cache_key/* requestKey */.lq)(request, keyEndpoint),
            ...(cache ? { cache } : {}),
            ...(recorder ? { recorder } : {}),
            clock: deps.clock,
            random: () => jitter.nextFloat(),
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(progress ? { onProgress: progress.first } : {}),
        };
        const poolOptions = {
            concurrency: { initial: config.provider.concurrency.initial, max: config.provider.concurrency.max },
            maxAttempts: config.provider.maxAttempts,
            rateLimitBudgetMs: config.provider.rateLimitBudgetMs,
            budget: { ...config.budget, ...(config.prices ? { prices: (0,budget/* runPrices */.cj)(config) } : {}) },
            deadlineMs: config.deadlineMs,
            cancelGraceMs: types/* CANCEL_GRACE_MS */.RI,
        };
        // `provider.batch`: each stage is one batch (the second is built from the first's answers).
        const send = batchSender(config, endpoint, cache, { log: deps.log }) ?? runQueries;
        const startedAt = deps.clock.now();
        const first = await send(requests, poolDeps, poolOptions);
        const run = laterStage.length === 0
            ? first
            : await runLaterStage(first, laterStage, requestOptions, {
                deps: { ...poolDeps, ...(progress ? { onProgress: progress.second } : {}) },
                options: poolOptions,
                keyOf: poolDeps.keyOf,
                send,
                elapsedMs: deps.clock.now() - startedAt,
            });
        await cache?.flush();
        const recordProblem = await recorder?.close().then(() => undefined, (error) => `cannot write the record file ${config.record}: ${error.message}`);
        const recordedModel = endpoint.replay?.answeringModels().join(", ");
        const unkept = cache?.unkept();
        return {
            run,
            ...(unkept ? { unkept } : {}),
            endpoint: description,
            missing: endpoint.replay?.missing() ?? [],
            ...(recordedModel ? { recordedModel } : {}),
            problems: [
                ...(cache?.problems ?? []),
                ...(run.problems ?? []),
                ...(recordProblem ? [recordProblem] : []),
            ],
        };
    }
    finally {
        await Promise.allSettled([cache?.flush(), recorder?.close()]);
        await endpoint.close();
    }
}
/**
 * One progress line for both stages, so the count and the final summary cover every request sent: the first
 * stage's total includes the requests that wait for its answers, and the second adds its counts to the first's
 * last snapshot. A second-stage request that cannot be built (its earlier answer is missing) is done, not sent.
 */
function progressAcrossStages(report, laterTotal) {
    let before;
    return {
        first(progress) {
            before = progress;
            report({ ...progress, total: progress.total + laterTotal });
        },
        second(progress) {
            const b = before;
            if (!b)
                return report(progress);
            const unsent = Math.max(0, laterTotal - progress.total);
            report({
                ...progress,
                total: b.total + laterTotal,
                done: b.done + progress.done + unsent,
                answered: b.answered + progress.answered,
                failed: b.failed + progress.failed,
                cached: b.cached + progress.cached,
                rateLimited: b.rateLimited + progress.rateLimited,
                retries: b.retries + progress.retries,
                elapsedMs: b.elapsedMs + progress.elapsedMs,
                tokens: b.tokens + progress.tokens,
                costUsd: b.costUsd + progress.costUsd,
            });
        },
    };
}
/**
 * The second stage: prompts that replay first-stage answers (a database's interpretation before each question)
 * are built from those answers and sent with what is left of the budgets and the deadline. A trial whose earlier
 * answer is missing is never sent (skipped, `prerequisite`); when the first stage stopped early, the second
 * stage is not sent at all and takes the same reason (or the same systematic failure).
 */
async function runLaterStage(first, prompts, requestOptions, stage) {
    const answered = new Map();
    for (const o of first.outcomes)
        if (o.status === "answered")
            answered.set(`${o.request.trial}\u0000${o.request.promptId}`, o.answer.text);
    const answers = (promptId, trial) => answered.get(`${trial}\u0000${promptId}`);
    const { requests, unsendable } = (0,providers_requests/* buildConversationRequests */.IU)(prompts, { ...requestOptions, answers });
    const unsent = unsendable.map((request) => ({
        status: "skipped",
        request,
        key: stage.keyOf(request),
        reason: "prerequisite",
    }));
    const remaining = remainingOptions(first, stage.options, stage.elapsedMs);
    if (first.halted || first.stoppedBy || "stop" in remaining) {
        const outcomes = requests.map((request) => {
            const key = stage.keyOf(request);
            if (first.halted)
                return { status: "failed", request, key, failure: first.halted.failure, attempts: 0 };
            const reason = first.stoppedBy ?? remaining.stop;
            return { status: "skipped", request, key, reason };
        });
        const stoppedBy = first.stoppedBy ?? ("stop" in remaining ? remaining.stop : undefined);
        return {
            ...first,
            outcomes: [...first.outcomes, ...outcomes, ...unsent],
            stats: {
                ...first.stats,
                failed: first.stats.failed + outcomes.filter((o) => o.status === "failed").length,
                skipped: first.stats.skipped + unsent.length + outcomes.filter((o) => o.status === "skipped").length,
            },
            ...(stoppedBy && !first.halted ? { stoppedBy } : {}),
        };
    }
    const second = await stage.send(requests, stage.deps, remaining.options);
    return mergeRuns(first, second, unsent);
}
/** The pool options left after the first stage spent part of the budgets and the deadline. */
function remainingOptions(first, options, elapsedMs) {
    const caps = options.budget ?? {};
    const spentTokens = first.stats.inputTokens + first.stats.outputTokens;
    const left = {
        ...(caps.maxRequests !== undefined ? { maxRequests: caps.maxRequests - first.stats.requests } : {}),
        ...(caps.maxTokens !== undefined ? { maxTokens: caps.maxTokens - spentTokens } : {}),
        ...(caps.maxCostUsd !== undefined ? { maxCostUsd: caps.maxCostUsd - first.stats.costUsd } : {}),
    };
    if (left.maxRequests !== undefined && left.maxRequests <= 0)
        return { stop: "max-requests" };
    if (left.maxTokens !== undefined && left.maxTokens <= 0)
        return { stop: "max-tokens" };
    if (left.maxCostUsd !== undefined && left.maxCostUsd <= 0)
        return { stop: "max-cost" };
    const deadlineMs = options.deadlineMs === undefined ? undefined : options.deadlineMs - elapsedMs;
    if (deadlineMs !== undefined && deadlineMs <= 0)
        return { stop: "deadline" };
    return {
        options: {
            ...options,
            // The second stage starts where the first left the window, not back at the initial guess.
            concurrency: { ...options.concurrency, initial: Math.max(1, first.stats.finalConcurrency) },
            budget: { ...caps, ...left },
            ...(deadlineMs !== undefined ? { deadlineMs } : {}),
        },
    };
}
/** The two stages as one run: outcomes in send order, counters summed, the later stop reason kept. */
function mergeRuns(first, second, unsent) {
    const a = first.stats;
    const b = second.stats;
    const problems = [...(first.problems ?? []), ...(second.problems ?? [])];
    const stoppedBy = second.stoppedBy ?? first.stoppedBy;
    const halted = second.halted ?? first.halted;
    return {
        outcomes: [...first.outcomes, ...second.outcomes, ...unsent],
        stats: {
            requests: a.requests + b.requests,
            answered: a.answered + b.answered,
            fromCache: a.fromCache + b.fromCache,
            failed: a.failed + b.failed,
            skipped: a.skipped + b.skipped + unsent.length,
            rateLimited: a.rateLimited + b.rateLimited,
            retries: a.retries + b.retries,
            maxConcurrency: Math.max(a.maxConcurrency, b.maxConcurrency),
            finalConcurrency: b.finalConcurrency,
            inputTokens: a.inputTokens + b.inputTokens,
            outputTokens: a.outputTokens + b.outputTokens,
            costUsd: a.costUsd + b.costUsd,
            wallMs: a.wallMs + b.wallMs,
        },
        ...(stoppedBy ? { stoppedBy } : {}),
        ...(halted ? { halted } : {}),
        ...(problems.length ? { problems } : {}),
    };
}


/***/ }),

/***/ 9025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tk: () => (/* binding */ createRecorder),
/* harmony export */   cl: () => (/* binding */ toRecordedOutcome),
/* harmony export */   k2: () => (/* binding */ recordPathProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(106);
/**
 * `--record FILE`: one JSON line per query outcome, appended through a write stream so recording never
 * waits on the disk. The lines are what `replay` reads back.
 */



/** The line written for an outcome (pure). */
function toRecordedOutcome(outcome) {
    const { messages, params, promptId, trial } = (0,_cache_key_js__WEBPACK_IMPORTED_MODULE_2__/* .redactRequest */ .jt)(outcome.request);
    const base = { key: outcome.key, promptId, trial, status: outcome.status, request: { messages, params } };
    switch (outcome.status) {
        case "answered":
            return {
                ...base,
                answer: outcome.answer,
                source: outcome.source,
                attempts: outcome.attempts,
                latencyMs: outcome.latencyMs,
            };
        case "failed":
            return { ...base, failure: outcome.failure, attempts: outcome.attempts };
        case "skipped":
            return { ...base, reason: outcome.reason };
    }
}
/**
 * Why `path` cannot take a recording, or undefined once it can: its missing parent directories are created and
 * the file is opened for appending (created empty if absent), so a run is refused before its first request
 * rather than losing every answer to a write error at the end.
 */
function recordPathProblem(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "a"));
        return undefined;
    }
    catch (error) {
        const code = error.code;
        if (code === "EISDIR")
            return "is a directory, not a file";
        if (code === "ENOTDIR" || code === "EEXIST")
            return "cannot be created: part of its path is a file";
        if (code === "EACCES" || code === "EPERM")
            return "cannot be written: permission denied";
        if (code === "EROFS")
            return "cannot be written: the file system is read-only";
        return `cannot be written: ${error.message}`;
    }
}
/**
 * A {@link Recorder} appending JSONL to `path` (created if absent). `record` only buffers; `close` resolves
 * once every line is on disk and rejects with the first write error, if any. Outcomes recorded after
 * `close` are dropped: the run is over.
 */
function createRecorder(path) {
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(path, { flags: "a", encoding: "utf8" });
    let failure;
    let closed;
    stream.on("error", (error) => {
        failure ??= error;
    });
    return {
        record(outcome) {
            if (closed || failure)
                return;
            stream.write(`${JSON.stringify(toRecordedOutcome(outcome))}\n`);
        },
        close() {
            closed ??= new Promise((resolve, reject) => {
                const settle = (error) => {
                    failure ??= error ?? undefined;
                    if (failure)
                        reject(failure);
                    else
                        resolve();
                };
                if (stream.destroyed)
                    settle();
                else
                    stream.end(settle);
            });
            return closed;
        },
    };
}


/***/ }),

/***/ 8934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IU: () => (/* binding */ buildConversationRequests),
/* harmony export */   mk: () => (/* binding */ dependsOnAnswers)
/* harmony export */ });
/* unused harmony export buildRequests */
/** Whether the prompt replays another prompt's answer, and so can only be sent after it. */
function dependsOnAnswers(prompt) {
    return prompt.conversation?.some((turn) => turn.role === "assistant") ?? false;
}
/**
 * One request per prompt and trial, in plan order (trials innermost). The system prompt under test, when
 * configured, is the first message of every request. A prompt that replays earlier answers gets them from
 * `answers`; a trial whose earlier answer is missing is left out and returned in `unsendable`.
 */
function buildRequests(prompts, options) {
    return buildConversationRequests(prompts, options).requests;
}
/** `buildRequests`, with the prompts and trials that could not be built for want of an earlier answer. */
function buildConversationRequests(prompts, options) {
    const base = requestParams(options.provider);
    const system = options.systemPrompt
        ? [{ role: "system", content: options.systemPrompt }]
        : [];
    const requests = [];
    const unsendable = [];
    for (const prompt of prompts) {
        const params = prompt.minOutputTokens ? withOutputRoom(base, prompt.minOutputTokens) : base;
        const question = { role: "user", content: prompt.question };
        if (!dependsOnAnswers(prompt)) {
            const turns = (prompt.conversation ?? []).map((t) => ({
                role: "user",
                content: t.content,
            }));
            const messages = [...system, ...turns, question];
            for (let trial = 0; trial < options.trials; trial++) {
                requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
            }
            continue;
        }
        for (let trial = 0; trial < options.trials; trial++) {
            const turns = [];
            let missing = false;
            for (const turn of prompt.conversation ?? []) {
                if (turn.role === "user") {
                    turns.push({ role: "user", content: turn.content });
                    continue;
                }
                const answer = options.answers?.(turn.answerOf, trial);
                if (answer === undefined)
                    missing = true;
                turns.push({ role: "assistant", content: answer ?? "" });
            }
            const messages = [...system, ...turns, question];
            if (missing)
                unsendable.push(withSealed({ promptId: prompt.id, trial, params, messages }, prompt));
            else
                requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
        }
    }
    return { requests, unsendable };
}
/**
 * `request`, marked sealed when its prompt is. Set in place, not spread into a new literal: in a cold process the
 * spread takes a slow generic path (a profile of a 2,000-request start put ~7 ms in it, before the first send).
 */
function withSealed(request, prompt) {
    if (prompt.sealed)
        request.sealed = true;
    return request;
}
function requestParams(p) {
    return {
        model: p.model,
        // Chat stays implicit, so chat requests keep their cache keys; completions is part of every key.
        ...(p.api === "completions" ? { api: "completions" } : {}),
        ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
        ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
        ...(p.maxCompletionTokens !== undefined ? { maxCompletionTokens: p.maxCompletionTokens } : {}),
        ...(p.seed !== undefined ? { seed: p.seed } : {}),
        ...(p.logprobs ? { logprobs: true, topLogprobs: p.topLogprobs } : {}),
        ...(Object.keys(p.headers).length ? { headers: p.headers } : {}),
        timeoutMs: p.timeoutMs,
    };
}
/**
 * A prompt whose answer is longer than a Yes/No (a list of masked column names) gets at least the output room
 * it needs, whichever of max_tokens / max_completion_tokens the endpoint takes; a truncated answer would be
 * scored as wrong and bias the contamination delta.
 */
function withOutputRoom(params, tokens) {
    return {
        ...params,
        ...(params.maxTokens !== undefined ? { maxTokens: Math.max(params.maxTokens, tokens) } : {}),
        ...(params.maxCompletionTokens !== undefined
            ? { maxCompletionTokens: Math.max(params.maxCompletionTokens, tokens) }
            : {}),
    };
}


/***/ }),

/***/ 5033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ renderShardFile),
/* harmony export */   iN: () => (/* binding */ shardFileName),
/* harmony export */   y9: () => (/* binding */ parseShardFile)
/* harmony export */ });
/* unused harmony export SHARD_FORMAT */
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9025);
/**
 * A shard's output (`run --shard i/n`): `shard-<i>-of-<n>.jsonl`. The first line is the manifest (which shard, the
 * seed, fingerprints of the plan and the gate, the querying stage's counters); every other line is one request's
 * outcome exactly as `--record` writes it, failed and skipped requests included, so `merge` rebuilds the querying
 * stage of one run from the union and the endpoint's failures are counted as if one runner had met them.
 */


const SHARD_FORMAT = 1;
/** The file's name in the output directory: distinct per shard, so artifacts downloaded into one folder never clash. */
function shardFileName(shard) {
    return `shard-${shard.index}-of-${shard.count}.jsonl`;
}
/** The file's text: the manifest line, then one line per outcome (header values and sealed texts redacted). */
function renderShardFile(manifest, outcomes) {
    const lines = [JSON.stringify({ biasGateShard: manifest }), ...outcomes.map(toLine)];
    return `${lines.join("\n")}\n`;
}
function toLine(outcome) {
    return JSON.stringify((0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .toRecordedOutcome */ .cl)(outcome));
}
const HINT = "pass the shard-<i>-of-<n>.jsonl files written by `bias-gate run --shard i/n` (or the directories holding them)";
/**
 * Reads a shard file. Throws a ConfigError naming `file` when it is not one (no manifest line, another format
 * version, a damaged outcome line): a merge must never quietly drop answers.
 */
function parseShardFile(text, file) {
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    const head = parseJson(lines[0] ?? "", file, 1);
    const manifest = head?.biasGateShard;
    if (!manifest ||
        typeof manifest !== "object" ||
        typeof manifest.shard !== "object" ||
        manifest.shard === null) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file} is not a bias-gate shard file: its first line is not a shard manifest`, HINT, {
            file,
            line: 1,
        });
    }
    if (manifest.format !== SHARD_FORMAT) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file} is a shard file of format ${String(manifest.format)}; this bias-gate reads format ${SHARD_FORMAT}`, "run the shards and the merge with the same bias-gate version", { file, line: 1 });
    }
    const { index, count } = manifest.shard;
    if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || index < 1 || index > count) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file} names shard ${String(index)}/${String(count)}, which no run has: the shard file is damaged`, "re-run that shard with `bias-gate run --shard i/n` (1 \u2264 i \u2264 n)", { file, line: 1 });
    }
    const outcomes = lines.slice(1).map((line, i) => fromRecorded(parseJson(line, file, i + 2), file, i + 2));
    return { manifest, outcomes };
}
function parseJson(line, file, lineNo) {
    try {
        return JSON.parse(line);
    }
    catch (error) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file}:${lineNo}: not valid JSON (${error.message}); the shard file is damaged`, "re-run that shard (its artifact may have been cut off)", { file, line: lineNo });
    }
}
/** A recorded outcome back as the querying stage produced it (redacted texts stay redacted: scoring never reads them). */
function fromRecorded(value, file, line) {
    const r = value;
    const ok = typeof r === "object" &&
        r !== null &&
        typeof r.promptId === "string" &&
        Number.isInteger(r.trial) &&
        typeof r.key === "string" &&
        typeof r.request === "object";
    const request = ok
        ? {
            promptId: r.promptId,
            trial: r.trial,
            messages: r.request?.messages ?? [],
            params: r.request?.params ?? { model: "", timeoutMs: 0 },
        }
        : undefined;
    if (request && r.status === "answered" && r.answer) {
        return {
            status: "answered",
            request,
            key: r.key,
            answer: r.answer,
            source: r.source ?? "network",
            attempts: r.attempts ?? 1,
            latencyMs: r.latencyMs ?? 0,
        };
    }
    if (request && r.status === "failed" && r.failure) {
        return { status: "failed", request, key: r.key, failure: r.failure, attempts: r.attempts ?? 0 };
    }
    if (request && r.status === "skipped" && r.reason) {
        return { status: "skipped", request, key: r.key, reason: r.reason };
    }
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file}:${line}: not a recorded outcome; the shard file is damaged`, HINT, {
        file,
        line,
    });
}


/***/ }),

/***/ 1101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v4: () => (/* binding */ addUnkept),
/* harmony export */   xe: () => (/* binding */ formatUnkept)
/* harmony export */ });
/* unused harmony export describeUnkept */
/* harmony import */ var _files_checked_io_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/**
 * Answers bought but not kept: their journal line could not be written (a full disk, a read-only or vanished
 * cache directory). This run still has them in memory and scores them, since they are the model's real answers;
 * the next run cannot find them and buys them again, so the run says how many and ends non-zero. Pure (the
 * disk-full codes are checked-io's, the one place that knows them).
 */

/** The two counts of several runs' losses added up (a comparison's variants), the first one's cause kept. */
function addUnkept(all) {
    const lost = all.filter((u) => u !== undefined && u.count > 0);
    const [first] = lost;
    if (first === undefined)
        return undefined;
    return {
        ...first,
        count: lost.reduce((n, u) => n + u.count, 0),
        of: lost.reduce((n, u) => n + u.of, 0),
    };
}
/**
 * The error line and its hint: `N of M answers could not be kept in the cache DIR: disk full (ENOSPC); \u2026`.
 * The message names no secret: a cache path and a file system error.
 */
function describeUnkept(unkept) {
    const full = (0,_files_checked_io_js__WEBPACK_IMPORTED_MODULE_0__/* .isDiskFull */ .b$)({ code: unkept.code });
    const cause = full ? `disk full (${unkept.code})` : `write failed (${unkept.message})`;
    return {
        message: `${unkept.count} of ${unkept.of} answers could not be kept in the cache ${unkept.dir}: ${cause}; ` +
            "this run scored them, the next run will buy them again",
        hint: full
            ? "free space on that disk, or pass --cache-dir on another (cache.dir in the config); --no-cache runs without one"
            : "make the cache directory writable, or pass --cache-dir elsewhere (cache.dir in the config); --no-cache runs without one",
    };
}
/** The lines a command prints for lost answers: the error, then its indented hint, as every input error reads. */
function formatUnkept(unkept) {
    const { message, hint } = describeUnkept(unkept);
    return `error: ${message}\n  hint: ${hint}\n`;
}


/***/ }),

/***/ 7068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ formatAnswersSummary)
/* harmony export */ });
/**
 * A plain-text summary of the querying stage: per suite, how many requests were answered (from the network or
 * the cache), failed or skipped, and what the answers start with; then the run's totals and anything that
 * stopped it early. Pure: the numbers come from the outcomes.
 */
function formatAnswersSummary(input) {
    const bySuite = countBySuite(input.run.outcomes, input.suiteOf);
    const s = input.run.stats;
    const lines = [`answers from ${input.endpoint}`, ""];
    lines.push(["suite", "requests", "answered", "cached", "failed", "skipped", "answers begin with"].join("\t"));
    for (const [suite, c] of bySuite) {
        const words = [...c.firstWords].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const shown = words.slice(0, 4).map(([w, n]) => `${w} ${n}`);
        if (words.length > 4)
            shown.push(`\u2026 ${words.length - 4} more`);
        lines.push([suite, c.requests, c.answered, c.cached, c.failed, c.skipped, shown.join(", ")].join("\t"));
    }
    lines.push("", `requests sent ${s.requests} (retries ${s.retries}, 429s ${s.rateLimited}); answered ${s.answered}, from cache ${s.fromCache}, failed ${s.failed}, skipped ${s.skipped}`, `tokens ${s.inputTokens} in + ${s.outputTokens} out; cost ${s.costUsd.toFixed(4)} USD; wall ${(s.wallMs / 1000).toFixed(1)} s; concurrency up to ${s.maxConcurrency}`);
    lines.push(...failureLines(input.run.outcomes));
    if (input.run.stoppedBy)
        lines.push(`stopped early: ${input.run.stoppedBy}; every answer received so far is kept`);
    const halted = input.run.halted?.failure;
    if (halted)
        lines.push(`stopped: ${halted.message}. Fix: ${halted.hint ?? halted.kind}`);
    if (input.missing.length) {
        const sample = input.missing.slice(0, 5).map((m) => `${m.promptId}#${m.trial}`);
        lines.push(`no recorded answer for ${input.missing.length} request(s), e.g. ${sample.join(", ")}`);
    }
    return `${lines.map(alignTabs).join("\n")}\n`;
}
function countBySuite(outcomes, suiteOf) {
    const bySuite = new Map();
    for (const outcome of outcomes) {
        const suite = suiteOf.get(outcome.request.promptId) ?? "other";
        let c = bySuite.get(suite);
        if (!c) {
            c = { requests: 0, answered: 0, cached: 0, failed: 0, skipped: 0, firstWords: new Map() };
            bySuite.set(suite, c);
        }
        c.requests++;
        if (outcome.status === "answered") {
            if (outcome.source === "cache")
                c.cached++;
            else
                c.answered++;
            const word = firstWord(outcome.answer.text);
            c.firstWords.set(word, (c.firstWords.get(word) ?? 0) + 1);
        }
        else if (outcome.status === "failed")
            c.failed++;
        else
            c.skipped++;
    }
    return bySuite;
}
/** The first word, lowercased and without punctuation or Markdown emphasis: enough to see Yes/No at a glance. */
function firstWord(text) {
    const word = text.trim().split(/\s+/)[0] ?? "";
    return word.replace(/[^\p{L}\p{N}'-]/gu, "").toLowerCase() || "(empty)";
}
function failureLines(outcomes) {
    const byKind = new Map();
    for (const o of outcomes) {
        if (o.status !== "failed")
            continue;
        const entry = byKind.get(o.failure.kind) ?? { count: 0, example: o.failure.hint ?? o.failure.message };
        entry.count++;
        byKind.set(o.failure.kind, entry);
    }
    return [...byKind].map(([kind, { count, example }]) => `failed (${kind}): ${count}, e.g. ${example}`);
}
function alignTabs(line) {
    return line
        .split("\t")
        .map((cell, i, cells) => (i < cells.length - 1 ? cell.toString().padEnd(i === 0 ? 12 : 9) : cell))
        .join(" ");
}


/***/ })

};
