export const id = 985;
export const ids = [985];
export const modules = {

/***/ 26050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tk: () => (/* binding */ createRecorder),
/* harmony export */   cl: () => (/* binding */ toRecordedOutcome),
/* harmony export */   k2: () => (/* binding */ recordPathProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
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

/***/ 81976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v4: () => (/* binding */ addUnkept),
/* harmony export */   xe: () => (/* binding */ formatUnkept)
/* harmony export */ });
/* unused harmony export describeUnkept */
/* harmony import */ var _files_checked_io_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82143);
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

/***/ 75821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ prepareOutputDir)
/* harmony export */ });
/* unused harmony export prepareRecordFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _answers_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26050);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _files_checked_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82143);




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
        const problem = error instanceof _files_checked_io_js__WEBPACK_IMPORTED_MODULE_3__/* .UnusableDirectory */ .dk
            ? error.problem
            : code === "EEXIST"
                ? "is a file, not a directory"
                : code === "ENOTDIR"
                    ? "cannot be created: part of its path is a file"
                    : `cannot be created: ${error.message}`;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${what} ${dir} ${problem}`, hint);
    }
}
/**
 * Opens the `--record` file (creating it and its directory if missing) before any request is sent, so answers
 * that are paid for can always be written down. `problemOf` says why a path cannot be (tests replace it).
 */
function prepareRecordFile(config, problemOf = _answers_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordPathProblem */ .k2) {
    if (config.record === undefined)
        return;
    const problem = problemOf(config.record);
    if (problem === undefined)
        return;
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`record file ${config.record} ${problem}`, RECORD_HINT);
}


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ shardFingerprint),
/* harmony export */   t: () => (/* binding */ templateHashes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _answers_cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _querying_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37416);




/**
 * What must agree between a matrix's shards and their merge: the plan (every prompt's requests, as the cache keys
 * them: model, settings, header names, messages, trial; never a secret), the gate's settings, and the endpoint.
 * Requests that replay an earlier answer are keyed with that turn empty: the plan, not the answers, must agree.
 */
function shardFingerprint(config, plan, cwd) {
    const { requests, unsendable } = (0,_querying_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .buildConversationRequests */ .IU)(plan.prompts, {
        provider: config.provider,
        trials: config.trials,
        ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
        answers: () => "",
    });
    const keys = [...requests, ...unsendable].map((r) => `${r.promptId}\u0000${(0,_answers_cache_key_js__WEBPACK_IMPORTED_MODULE_2__/* .requestKey */ .lq)(r, "*")}`);
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

/***/ 29554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yh: () => (/* binding */ refuseComparison),
/* harmony export */   xz: () => (/* binding */ runShardCommand)
/* harmony export */ });
/* unused harmony exports shardsSampleFixedPlan, runShard */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _answers_unkept_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81976);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37827);
/* harmony import */ var _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78983);
/* harmony import */ var _config_shard_spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24840);
/* harmony import */ var _querying_clock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77626);
/* harmony import */ var _querying_progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8793);
/* harmony import */ var _querying_query_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(44676);
/* harmony import */ var _querying_shard_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(86555);
/* harmony import */ var _report_answers_summary_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(97068);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(82520);
/* harmony import */ var _sampling_shard_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(62221);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(75821);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(38357);
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
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x("--shard cannot split a run that compares variants", "shard a run of one model (--model NAME), or compare the variants in an unsharded run", config.configFile ? { file: config.configFile } : undefined);
}
/**
 * Sequential sampling decides after each look on every answer so far, which no shard has: asked for explicitly it is
 * refused; left at its default, the shards sample the fixed plan, and the log says so.
 */
function shardsSampleFixedPlan(config, log) {
    if (!config.sequential.enabled)
        return;
    if (config.sequential.explicit) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x("--shard cannot sample in looks: each look is decided on every answer so far, and a shard has only its own", "drop --sequential, --max-looks (and sequential:/max-looks: in the config) to shard the fixed plan, or run unsharded to sample in looks", config.configFile ? { file: config.configFile } : undefined);
    }
    log("shards sample the fixed plan: sequential sampling needs every answer, and merge gates the union at the gate's level");
}
async function runShard(flags, io, options = {}) {
    const shard = (0,_config_shard_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .parseShardSpec */ .d7)(flags.shard ?? "");
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_11__/* .prepare */ .i)(flags, io);
    refuseComparison(config);
    const log = (line) => io.stderr(`${line}\n`);
    shardsSampleFixedPlan(config, log);
    (0,_preflight_js__WEBPACK_IMPORTED_MODULE_10__/* .prepareOutputDir */ .g)(config, io);
    if (options.apiKey && config.provider.endpoint.kind === "openai-compatible")
        config.provider.endpoint.apiKey = options.apiKey;
    const plan = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .planRun */ .nY)(config, loaded, log);
    const prompts = (0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_13__/* .selectShard */ .Xm)(plan.prompts, plan.sampled, shard, config.seed);
    log(`shard ${(0,_config_shard_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .formatShard */ ._D)(shard)}: ${prompts.length} of ${plan.prompts.length} prompts`);
    await options.cache?.restore(config);
    const progress = (0,_querying_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .createProgressReporter */ .lb)({ mode: io.progressMode, write: io.stderr, now: _querying_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .systemClock */ .m.now });
    let last;
    const interrupt = io.onInterrupt();
    const queried = await (0,_querying_query_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .queryPlan */ ._O)(config, prompts, plan.key, {
        env: io.env,
        cwd: io.cwd,
        log: (line) => progress.log(`${line}\n`),
        clock: _querying_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .systemClock */ .m,
        signal: interrupt.signal,
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
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(config.outDir, (0,_querying_shard_file_js__WEBPACK_IMPORTED_MODULE_8__/* .shardFileName */ .iN)(shard));
    io.writeText(file, (0,_querying_shard_file_js__WEBPACK_IMPORTED_MODULE_8__/* .renderShardFile */ .$7)(manifest, run.outcomes));
    for (const problem of queried.problems.slice(0, 10))
        io.stderr(`warning: ${problem}\n`);
    io.stderr((0,_report_answers_summary_js__WEBPACK_IMPORTED_MODULE_14__/* .formatAnswersSummary */ .Z)({
        run,
        endpoint: queried.endpoint,
        suiteOf: new Map(prompts.map((p) => [p.id, p.suite])),
        missing: queried.missing,
    }));
    if (queried.unkept)
        io.stderr((0,_answers_unkept_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUnkept */ .xe)(queried.unkept));
    io.stdout(`${shardLine(shard, run.stats, file)}\n`);
    // The shard's file holds every answer; only the cache lost some, so a rerun of this shard would pay again.
    const code = run.halted ? _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.endpointFailed : queried.unkept ? _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.inconclusive : _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.pass;
    return { exitCode: code, file };
}
/** `shard 2/4: partial, merge to decide: \u2026`: a shard's own line never reads as the gate's verdict. */
function shardLine(shard, stats, file) {
    return (`shard ${(0,_config_shard_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .formatShard */ ._D)(shard)}: partial, merge to decide: answered ${stats.answered}, failed ${stats.failed}, ` +
        `skipped ${stats.skipped}; wrote ${file} (\`bias-gate merge\` every shard's file for the verdict)`);
}


/***/ }),

/***/ 24840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _D: () => (/* binding */ formatShard),
/* harmony export */   d7: () => (/* binding */ parseShardSpec)
/* harmony export */ });
/* unused harmony export MAX_SHARDS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);
/** A matrix job's slice of the run, `i/n`, as `--shard` and the Action's `shard` input give it. */

/** Most shards a run may be split into: GitHub Actions runs at most 256 jobs per matrix. */
const MAX_SHARDS = 256;
/**
 * Reads `i/n` (`--shard 2/4`, the Action's `shard: 2/4`). Throws a ConfigError naming `what` and the fix when it
 * is not two positive integers with i \u2264 n \u2264 256.
 */
function parseShardSpec(text, what = "--shard") {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const form = what === "--shard" ? "--shard" : "shard:";
    const hint = `write ${form} i/n with 1 \u2264 i \u2264 n, e.g. ${form} 2/4 for the second of four matrix jobs (shard: \${{ matrix.shard }}/4)`;
    if (!match)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${what} must be i/n (two whole numbers), not '${text}'`, hint);
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (count < 1 || count > MAX_SHARDS) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${what} ${text}: n must be between 1 and ${MAX_SHARDS}`, hint);
    }
    if (index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${what} ${text}: i must be between 1 and n (${count})`, hint);
    }
    return { index, count };
}
/** `2/4`. */
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}


/***/ }),

/***/ 32209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ gatePolicy)
/* harmony export */ });
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82601);

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

/***/ 43907:
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

/***/ 77626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/** The pool's clock: the interface it is given, and the real one, the one place its time comes from outside tests. */
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

/***/ 44676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JK: () => (/* binding */ openQuerySession),
  _O: () => (/* binding */ queryPlan)
});

// UNUSED EXPORTS: progressAcrossStages

// EXTERNAL MODULE: ./src/answers/cache.ts + 2 modules
var answers_cache = __webpack_require__(84597);
// EXTERNAL MODULE: ./src/answers/cache-key.ts
var cache_key = __webpack_require__(9139);
// EXTERNAL MODULE: ./src/answers/record.ts
var record = __webpack_require__(26050);
// EXTERNAL MODULE: ./src/providers/endpoint-identity.ts
var endpoint_identity = __webpack_require__(78200);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(31046);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/answers/cache-entry.ts
var cache_entry = __webpack_require__(19108);
// EXTERNAL MODULE: ./src/answers/journal.ts
var journal = __webpack_require__(22256);
;// CONCATENATED MODULE: ./src/answers/batch-journal.ts
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

;// CONCATENATED MODULE: ./src/querying/backoff.ts
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

// EXTERNAL MODULE: ./src/providers/openai-batch.ts
var openai_batch = __webpack_require__(8899);
// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(42695);
// EXTERNAL MODULE: ./src/querying/budget.ts
var budget = __webpack_require__(43907);
;// CONCATENATED MODULE: ./src/querying/concurrency.ts
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
var answer_limit = __webpack_require__(96688);
;// CONCATENATED MODULE: ./src/querying/pool-breaker.ts
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

// EXTERNAL MODULE: ./src/querying/progress.ts
var progress = __webpack_require__(8793);
;// CONCATENATED MODULE: ./src/querying/token-estimate.ts
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

;// CONCATENATED MODULE: ./src/querying/pool-state.ts
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
/** The counters of a run that has sent nothing yet, its window at `concurrency`. */
function zeroStats(concurrency) {
    return { ...NO_COUNTS, ...NO_USE, maxConcurrency: concurrency, finalConcurrency: concurrency };
}
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
    const worstCases = budget/* capsTokens */.YI(settings.caps) ? worstCasesOf(requests) : undefined;
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
        stats: zeroStats(limit),
    };
}
function worstCasesOf(requests) {
    const worst = [];
    for (let index = 0; index < requests.length; index++)
        worst.push(worstCaseUsage(requestAt(requests, index)));
    return worst;
}
/** The request at `index` of the run's list, which holds one at every index below its length. */
function requestAt(requests, index) {
    const request = requests.at(index);
    if (request === undefined)
        throw new RangeError(`no request at index ${index} of ${requests.length}`);
    return request;
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

;// CONCATENATED MODULE: ./src/querying/pool-outcomes.ts
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
    run.outcomes[index] = run.deps.keep ? run.deps.keep(outcome) : outcome;
    emitProgress(run, false);
}

;// CONCATENATED MODULE: ./src/querying/batch-tally.ts




const DEFAULT_POLL = { baseMs: 1_000, maxMs: 60_000 };
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
    batch_tally_progress({ ...tally, run });
    return { ...tally, run };
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
        batch_tally_settle(tally, index, answeredOutcome(tally.requests[index], key, result.answer, how));
    });
}
function fail(tally, key, failure, attempts) {
    countFailure(tally, failure);
    for (const index of tally.groups.get(key)) {
        batch_tally_settle(tally, index, { status: "failed", request: tally.requests[index], key, failure, attempts });
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
        batch_tally_settle(tally, index, { status: "skipped", request: tally.requests[index], key, reason });
    }
}
function cached(request, key, answer) {
    return { status: "answered", request, key, answer, source: "cache", attempts: 0, latencyMs: 0 };
}
function batch_tally_settle(tally, index, outcome) {
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
function batch_tally_progress(tally) {
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
    batch_tally_progress(tally);
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

;// CONCATENATED MODULE: ./src/querying/batch-round.ts
/**
 * One round of a Batch API run: the batch of some requests created (or, after a restart, found again through the
 * journal), waited for, and its output and error files read back by `custom_id`; every request it carries is
 * settled, except those whose line failed in a way a new batch could fix.
 */





/** Failures of a Batch API call that every later call would repeat: the run stops with them. */
const SYSTEMATIC = new Set([
    "auth",
    "model-not-found",
    "endpoint-not-found",
    "unsupported-parameter",
]);
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
        batch_tally_progress(tally);
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

;// CONCATENATED MODULE: ./src/querying/pool-attempt.ts
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

;// CONCATENATED MODULE: ./src/querying/batch-run.ts







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
                batch_tally_settle(tally, index, cached(requests[index], key, answer));
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

;// CONCATENATED MODULE: ./src/querying/batch-send.ts
/** Chooses how a run's requests are sent: the request pool, or with `provider.batch` the Batch API. */


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

// EXTERNAL MODULE: ./src/querying/endpoint.ts + 7 modules
var querying_endpoint = __webpack_require__(37645);
;// CONCATENATED MODULE: ./src/querying/pool-scheduler.ts
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
    const request = requestAt(run.requests, index);
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
        const request = requestAt(run.requests, index);
        run.pending++;
        settle(run, index, haltOutcome(run, { request, key: run.deps.keyOf(request), attempts: 0 }));
    }
    emitProgress(run, true);
    run.end();
}

;// CONCATENATED MODULE: ./src/querying/pool.ts
/**
 * The request pool: requests in, one outcome each out, as fast as the endpoint allows and no faster, never losing
 * a paid answer. The decisions are the pure modules next to this one (concurrency, backoff, budget); the
 * scheduling is in pool-scheduler.ts, the run's state in pool-state.ts, its contract
 * (options, collaborators, result) in pool-types.ts. This file is the pool's public face.
 */



/**
 * Sends `requests` through `deps.provider` and resolves with exactly one outcome per request, in input order,
 * each as `deps.keep` made it when it settled (the whole outcome without `keep`).
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
                // Without `keep` every outcome is whole, and `Outcome` is QueryOutcome.
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

// EXTERNAL MODULE: ./src/querying/pool-types.ts
var pool_types = __webpack_require__(54552);
;// CONCATENATED MODULE: ./src/querying/query-stages.ts
/**
 * How a run's stages and looks share one budget: what the requests before left of the budgets and the deadline,
 * the requests sent with it (or skipped when nothing is left), and two runs merged into one.
 */

/** `deps.keep`, or the whole outcome when there is none (`Outcome` is then QueryOutcome). */
function keeperOf(deps) {
    return deps.keep ?? ((outcome) => outcome);
}
/**
 * Requests sent after others (a later look, or a stage that builds on the answers before it) with what those left
 * of the budgets and the deadline; when those ran out (or a systematic failure stopped the run) none is sent and
 * each takes that reason or failure.
 */
async function sendAfter(before, requests, look) {
    const remaining = remainingOptions(before, look.options, look.elapsedMs);
    if (!before.halted && !before.stoppedBy && !("stop" in remaining))
        return look.send(requests, look.deps, remaining.options);
    const reason = before.stoppedBy ?? ("stop" in remaining ? remaining.stop : undefined);
    const keep = keeperOf(look.deps);
    const outcomes = [];
    for (let index = 0; index < requests.length; index++) {
        const request = requests.at(index);
        if (request === undefined)
            continue;
        const key = look.deps.keyOf(request);
        outcomes.push(keep(before.halted
            ? { status: "failed", request, key, failure: before.halted.failure, attempts: 0 }
            : { status: "skipped", request, key, reason: reason }));
    }
    const failed = outcomes.filter((o) => o.status === "failed").length;
    return {
        outcomes,
        // Nothing was sent: the window stays where the requests before left it.
        stats: {
            ...emptyRun().stats,
            failed,
            skipped: outcomes.length - failed,
            finalConcurrency: before.stats.finalConcurrency,
        },
        ...(reason && !before.halted ? { stoppedBy: reason } : {}),
    };
}
/** The options a later look's second stage starts from: what the looks before left, or (when nothing is) the stop. */
function remainingOr(before, options, elapsedMs) {
    const remaining = remainingOptions(before, options, elapsedMs);
    return "stop" in remaining ? options : remaining.options;
}
function emptyRun() {
    return { outcomes: [], stats: zeroStats(0) };
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

// EXTERNAL MODULE: ./src/querying/requests.ts
var querying_requests = __webpack_require__(37416);
;// CONCATENATED MODULE: ./src/querying/query-plan.ts












/**
 * Sends the plan's requests through the cache, the adaptive pool and the configured endpoint. Answers are cached
 * and recorded as they arrive, so a run that is cut off keeps what it paid for and the next run resumes there.
 */
async function queryPlan(config, prompts, key, deps) {
    // Whole outcomes: a shard file carries each request and answer to the merge.
    const session = await openQuerySession(config, key, deps, (outcome) => outcome);
    try {
        await session.ask(prompts);
    }
    finally {
        await session.close();
    }
    return session.result();
}
async function openQuerySession(config, key, deps, keep) {
    const requestOptions = {
        provider: config.provider,
        trials: config.trials,
        ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
    };
    const limits = { maxAnswerBytes: config.provider.maxAnswerBytes };
    const endpoint = await (0,querying_endpoint/* openEndpoint */.kz)(config.provider.endpoint, key, deps, config.seed, limits);
    const replaying = config.provider.endpoint.kind === "replay";
    const batched = config.provider.batch === true && endpoint.batch !== undefined;
    const keyEndpoint = batched ? (0,endpoint_identity/* viaBatchApi */.b)(endpoint.cacheEndpoint) : endpoint.cacheEndpoint;
    const cache = config.cache.enabled && !replaying
        ? (0,answers_cache/* createDiskCache */.EU)(config.cache.dir, { now: Date.now, ...(deps.signal ? { signal: deps.signal } : {}) })
        : undefined;
    const recorder = config.record ? (0,record/* createRecorder */.Tk)(config.record) : undefined;
    const jitter = (0,rng/* createRng */.S)(config.seed, "pool-jitter");
    const poolOptions = {
        concurrency: { initial: config.provider.concurrency.initial, max: config.provider.concurrency.max },
        maxAttempts: config.provider.maxAttempts,
        rateLimitBudgetMs: config.provider.rateLimitBudgetMs,
        budget: { ...config.budget, ...(config.prices ? { prices: (0,budget/* runPrices */.cj)(config) } : {}) },
        deadlineMs: config.deadlineMs,
        cancelGraceMs: pool_types/* CANCEL_GRACE_MS */.R,
    };
    // `provider.batch`: each stage is one batch (the second is built from the first's answers), uploaded whole and
    // kept when the batch is done.
    const batch = batchSender(config, endpoint, cache, { log: deps.log });
    const send = batch
        ? async (requests, { keep: _, ...whole }, options) => {
            const run = await batch((0,querying_requests/* everyRequest */.xW)(requests), whole, options);
            return { ...run, outcomes: run.outcomes.map(keep) };
        }
        : runQueries;
    const startedAt = deps.clock.now();
    let description;
    let total;
    let closed;
    let recordProblem;
    const ask = async (prompts) => {
        const firstStage = prompts.filter((p) => !(0,querying_requests/* dependsOnAnswers */.mk)(p));
        const laterStage = prompts.filter(querying_requests/* dependsOnAnswers */.mk);
        const requests = (0,querying_requests/* requestList */.mL)(firstStage, requestOptions);
        // Provenance says which API answered: a base model's completions and a chat model's answers are not alike.
        description ??= `${(0,querying_endpoint/* describeEndpointFor */.oH)(endpoint, requests, deps.log)}${config.provider.api === "completions" ? " via /completions" : ""}${config.provider.batch && endpoint.batch ? " through the Batch API" : ""}`;
        const laterCount = laterStage.length * config.trials;
        deps.log(`querying ${requests.length + laterCount} ${total ? "more " : ""}requests through ${description}${laterCount > 0 ? ` (${laterCount} of them after the answers they build on)` : ""}`);
        const progress = deps.onProgress ? progressAcrossStages(deps.onProgress, laterCount) : undefined;
        const poolDeps = {
            provider: endpoint.provider,
            keep,
            keyOf: (request) => (0,cache_key/* requestKey */.lq)(request, keyEndpoint),
            ...(cache ? { cache } : {}),
            ...(recorder ? { recorder } : {}),
            clock: deps.clock,
            random: () => jitter.nextFloat(),
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(progress ? { onProgress: progress.first } : {}),
        };
        const lookStartedAt = deps.clock.now();
        const first = total
            ? await sendAfter(total, requests, {
                deps: poolDeps,
                options: poolOptions,
                send,
                elapsedMs: lookStartedAt - startedAt,
            })
            : await send(requests, poolDeps, poolOptions);
        const run = laterStage.length === 0
            ? first
            : await runLaterStage(first, laterStage, requestOptions, {
                deps: { ...poolDeps, ...(progress ? { onProgress: progress.second } : {}) },
                options: total ? remainingOr(total, poolOptions, lookStartedAt - startedAt) : poolOptions,
                keyOf: poolDeps.keyOf,
                send,
                elapsedMs: deps.clock.now() - lookStartedAt,
                ...(total ? { earlier: total } : {}),
            });
        total = total ? mergeRuns(total, run, []) : run;
        return run;
    };
    const close = () => {
        closed ??= (async () => {
            try {
                await cache?.flush();
                recordProblem = await recorder?.close().then(() => undefined, (error) => `cannot write the record file ${config.record}: ${error.message}`);
            }
            finally {
                await Promise.allSettled([cache?.flush(), recorder?.close()]);
                await endpoint.close();
            }
        })();
        return closed;
    };
    const result = () => {
        const run = total ?? { ...emptyRun(), outcomes: [] };
        const recordedModel = endpoint.replay?.answeringModels().join(", ");
        const unkept = cache?.unkept();
        return {
            run,
            ...(unkept ? { unkept } : {}),
            endpoint: description ?? endpoint.description,
            missing: endpoint.replay?.missing() ?? [],
            ...(recordedModel ? { recordedModel } : {}),
            problems: [
                ...(cache?.problems ?? []),
                ...(run.problems ?? []),
                ...(recordProblem ? [recordProblem] : []),
            ],
        };
    };
    return { ask, result, close };
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
    // A later look's questions build on answers an earlier look received (a database's interpretation).
    for (const o of [...(stage.earlier?.outcomes ?? []), ...first.outcomes])
        if (o.status === "answered")
            answered.set(`${o.request.trial}\u0000${o.request.promptId}`, o.answer.text);
    const answers = (promptId, trial) => answered.get(`${trial}\u0000${promptId}`);
    const { requests, unsendable } = (0,querying_requests/* buildConversationRequests */.IU)(prompts, { ...requestOptions, answers });
    const keep = keeperOf(stage.deps);
    const unsent = unsendable.map((request) => keep({ status: "skipped", request, key: stage.keyOf(request), reason: "prerequisite" }));
    // Sent with what the first stage left; when nothing is left, each takes the first stage's stop or failure.
    const second = await sendAfter(first, requests, stage);
    return mergeRuns(first, second, unsent);
}


/***/ }),

/***/ 86555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ renderShardFile),
/* harmony export */   iN: () => (/* binding */ shardFileName),
/* harmony export */   y9: () => (/* binding */ parseShardFile)
/* harmony export */ });
/* unused harmony export SHARD_FORMAT */
/* harmony import */ var _answers_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26050);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
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
    return JSON.stringify((0,_answers_record_js__WEBPACK_IMPORTED_MODULE_0__/* .toRecordedOutcome */ .cl)(outcome));
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
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file} is not a bias-gate shard file: its first line is not a shard manifest`, HINT, {
            file,
            line: 1,
        });
    }
    if (manifest.format !== SHARD_FORMAT) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file} is a shard file of format ${String(manifest.format)}; this bias-gate reads format ${SHARD_FORMAT}`, "run the shards and the merge with the same bias-gate version", { file, line: 1 });
    }
    const { index, count } = manifest.shard;
    if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || index < 1 || index > count) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file} names shard ${String(index)}/${String(count)}, which no run has: the shard file is damaged`, "re-run that shard with `bias-gate run --shard i/n` (1 \u2264 i \u2264 n)", { file, line: 1 });
    }
    const outcomes = lines.slice(1).map((line, i) => fromRecorded(parseJson(line, file, i + 2), file, i + 2));
    return { manifest, outcomes };
}
function parseJson(line, file, lineNo) {
    try {
        return JSON.parse(line);
    }
    catch (error) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file}:${lineNo}: not valid JSON (${error.message}); the shard file is damaged`, "re-run that shard (its artifact may have been cut off)", { file, line: lineNo });
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
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file}:${line}: not a recorded outcome; the shard file is damaged`, HINT, {
        file,
        line,
    });
}


/***/ }),

/***/ 97068:
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
    lines.push(["suite", "requests", "answered", "cached", "failed", "not sent", "answers begin with"].join("\t"));
    for (const [suite, c] of bySuite) {
        const words = [...c.firstWords].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const shown = words.slice(0, 4).map(([w, n]) => `${w} ${n}`);
        if (words.length > 4)
            shown.push(`\u2026 ${words.length - 4} more`);
        lines.push([suite, c.requests, c.answered, c.cached, c.failed, c.skipped, shown.join(", ")].join("\t"));
    }
    lines.push("", totalsLine(bySuite, s), `tokens ${s.inputTokens} in + ${s.outputTokens} out; cost ${s.costUsd.toFixed(4)} USD; wall ${(s.wallMs / 1000).toFixed(1)} s; concurrency up to ${s.maxConcurrency}`);
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
        else if (outcome.status === "failed" && outcome.attempts > 0)
            c.failed++;
        // Settled with the failure that stopped the run without being sent, or skipped: either way not sent.
        else
            c.skipped++;
    }
    return bySuite;
}
/**
 * The run's requests as one set that adds up (answered + from cache + failed + not sent = requests), the same
 * words the endpoint's sentence uses, then the HTTP traffic that carried them (retries included).
 */
function totalsLine(bySuite, s) {
    const sum = (key) => [...bySuite.values()].reduce((n, c) => n + c[key], 0);
    return `requests ${sum("requests")}: answered ${sum("answered")}, from cache ${sum("cached")}, failed ${sum("failed")}, not sent ${sum("skipped")}; HTTP requests sent ${s.requests} (retries ${s.retries}, 429s ${s.rateLimited})`;
}
/** The first word, lowercased and without punctuation or Markdown emphasis: enough to see Yes/No at a glance. */
function firstWord(text) {
    const word = text.trim().split(/\s+/)[0] ?? "";
    return word.replace(/[^\p{L}\p{N}'-]/gu, "").toLowerCase() || "(empty)";
}
function failureLines(outcomes) {
    const byKind = new Map();
    for (const o of outcomes) {
        if (o.status !== "failed" || o.attempts === 0)
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


/***/ }),

/***/ 14512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ reasonsBelowHeadline),
/* harmony export */   Lx: () => (/* binding */ requestsTable),
/* harmony export */   Ny: () => (/* binding */ logHeadline),
/* harmony export */   S: () => (/* binding */ endpointHeadline),
/* harmony export */   b0: () => (/* binding */ verdictNotes)
/* harmony export */ });
/* unused harmony exports SIMULATOR_NOTE, STARTER_NOTE */
/* harmony import */ var _gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99325);
/* harmony import */ var _gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21778);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54285);
/* harmony import */ var _prose_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5693);
/**
 * What the first line of every output (report, comment, job summary, badge, Action log) must say besides the
 * verdict: that a simulator answered, that the embedded starter suite ran, and why the endpoint failed. Pure.
 */





const SIMULATOR_NOTE = "simulator, not a real model";
const STARTER_NOTE = "embedded starter suite (no bias-gate.yml found)";
/** Notes that change what the verdict means, in the order they are shown after the status word. */
function verdictNotes(results) {
    const notes = [];
    if (results.provenance.simulator)
        notes.push(SIMULATOR_NOTE);
    if (results.provenance.starterSuite)
        notes.push(STARTER_NOTE);
    return notes;
}
/** The endpoint's failure in one escaped line, when it decided the verdict. */
function endpointHeadline(results) {
    const endpoint = results.endpoint;
    if (!endpoint?.decisive)
        return undefined;
    return (0,_prose_js__WEBPACK_IMPORTED_MODULE_4__/* .proseMarkdown */ .Rw)((0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(endpoint), 600);
}
/** The verdict's reasons without the endpoint sentence already shown on the first line. */
function reasonsBelowHeadline(results) {
    const { reasons } = results.verdict;
    if (!results.endpoint?.decisive)
        return reasons;
    const shown = (0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(results.endpoint).toLowerCase();
    return reasons.filter((r) => r.toLowerCase() !== shown);
}
/** The one line the Action's log and failure message lead with. */
function logHeadline(results) {
    const notes = verdictNotes(results);
    const head = `bias-gate: ${results.verdict.status}${notes.length ? ` (${notes.join("; ")})` : ""}`;
    const why = results.endpoint?.decisive
        ? (0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(results.endpoint)
        : (results.verdict.reasons[0] ?? "see the job summary");
    return results.verdict.status === "pass" ? head : `${head}: ${why}`;
}
/**
 * `### Requests`: per suite, what was asked and what became of it; shown only when something was not answered
 * (a failure, a budget or deadline stop, a gap in a replay), so a person sees what the verdict rests on.
 */
function requestsTable(results) {
    const coverage = results.coverage ?? [];
    if (!coverage.some((c) => c.failed > 0 || (0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c) > 0))
        return undefined;
    // The same tally as the run's own (answered, failed, not sent): requests the endpoint's failure kept from being
    // sent are not sent, not failed.
    const rows = coverage.map((c) => {
        const notSent = c.notSent ?? 0;
        const why = [
            ...(notSent > 0 ? [`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(notSent)} not sent after the endpoint failed`] : []),
            ...((0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c) > 0 ? [`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)((0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c))} ${(0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .whyUnanswered */ .Vc)(c)}`] : []),
        ];
        return [
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .cell */ .Hn)(c.suite),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(c.planned),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(c.answered),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(c.failed - notSent),
            why.length > 0 ? why.join("; ") : "0",
        ];
    });
    return ["### Requests", "", ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .table */ .tp)(["Suite", "Asked", "Answered", "Failed", "Not answered"], rows)];
}


/***/ }),

/***/ 5693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ proseMarkdown),
/* harmony export */   lz: () => (/* binding */ proseText),
/* harmony export */   pA: () => (/* binding */ proseHtml)
/* harmony export */ });
/* unused harmony export proseSpans */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/**
 * The gate's own sentences (reasons, advice, stop notes) hold a little Markdown of ours, `setting` code spans and
 * **bold** above all, around names from users' files. Escaping the whole sentence as untrusted text shows the
 * backticks literally; passing it through raw lets a group name become markup. So a sentence is split into our
 * spans and the text between them, and every piece is escaped for where it goes: GitHub Markdown, HTML, or plain
 * text (an SVG tooltip). Pure.
 */

// A code span of at most 80 characters without `|` (it would split a table row even inside a code span), or bold
// text; anything else is text. No links: a sentence can quote an endpoint's error message, and a server must not
// be able to put a link into a PR comment (the reports' own links are built apart, through safeHref).
const SPAN = /`([^`|]{1,80})`|\*\*([^*]{1,200})\*\*/g;
/**
 * `text` cleaned (controls stripped, whitespace collapsed) and cut to `maxChars` code points as the reader sees
 * it, then split into spans. A span cut in half by the limit is text.
 */
function proseSpans(text, maxChars) {
    const cut = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateGraphemes */ .lB)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(text), maxChars);
    const spans = [];
    let at = 0;
    for (const m of cut.matchAll(SPAN)) {
        if (m.index > at)
            spans.push({ kind: "text", text: cut.slice(at, m.index) });
        if (m[1] !== undefined)
            spans.push({ kind: "code", text: m[1] });
        else
            spans.push({ kind: "strong", text: m[2] ?? "" });
        at = m.index + m[0].length;
    }
    if (at < cut.length)
        spans.push({ kind: "text", text: cut.slice(at) });
    return spans;
}
/**
 * One of the gate's sentences as one line of GitHub Markdown: our code spans and bold kept; everything
 * else escaped as `escapeModelText` escapes model output, so a name from a user's file stays text.
 */
function proseMarkdown(text, maxChars = 600) {
    return proseSpans(text, maxChars)
        .map((s) => {
        if (s.kind === "code")
            return `\`${s.text}\``;
        if (s.kind === "strong")
            return `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(s.text)}**`;
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(s.text);
    })
        .join("");
}
/** The same sentence as HTML: code spans as `<code>`, bold as `<strong>`; all text escaped. */
function proseHtml(text, maxChars = 600) {
    return proseSpans(text, maxChars)
        .map((s) => {
        const inner = htmlText(s.text);
        if (s.kind === "code")
            return `<code>${inner}</code>`;
        return s.kind === "strong" ? `<strong>${inner}</strong>` : inner;
    })
        .join("");
}
/** The same sentence as plain text (an SVG `<title>`, which shows no markup): the markers dropped, then escaped. */
function proseText(text, maxChars = 600) {
    return htmlText(proseSpans(text, maxChars)
        .map((s) => s.text)
        .join(""));
}
const ENTITIES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
};
/** Already cleaned and cut text as HTML text: entities only, so the spaces between spans stay. */
function htmlText(text) {
    return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}


/***/ }),

/***/ 82332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: DEFAULT_MAX_CHARS

// EXTERNAL MODULE: ./src/report/advice.ts
var report_advice = __webpack_require__(52296);
// EXTERNAL MODULE: ./src/report/decision-advice.ts
var decision_advice = __webpack_require__(34391);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(14512);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/metric-sections.ts
var metric_sections = __webpack_require__(85569);
// EXTERNAL MODULE: ./src/report/next-steps.ts
var next_steps = __webpack_require__(35587);
// EXTERNAL MODULE: ./src/report/prose.ts
var prose = __webpack_require__(5693);
// EXTERNAL MODULE: ./src/report/report-sections.ts
var report_sections = __webpack_require__(78755);
;// CONCATENATED MODULE: ./src/report/scope.ts
const CONDITION_KINDS = new Set([
    "stereotype-gap",
    "adjective-amplification",
]);
/** The baseline conditions the results name, as `suite:condition` (and bare `condition`). */
function baselineConditions(results) {
    const out = new Set(["none"]);
    for (const c of results.coreference?.conditions ?? []) {
        if (c.baseline)
            out.add(`${c.suite}:${c.condition}`).add(c.condition);
    }
    return out;
}
/**
 * A scope as a reader says it, unescaped: `occupations (no adjectives)` for a suite's baseline condition,
 * `occupations (adjective: arrogant/responsive)` for another, `no adjectives` for a bare `none`, and any other
 * scope as it is (`gender`, `overall`).
 */
function scopeWords(kind, scope, baselines) {
    if (!CONDITION_KINDS.has(kind))
        return scope;
    const colon = scope.indexOf(":");
    const suite = colon >= 0 ? scope.slice(0, colon) : "";
    const condition = colon >= 0 ? scope.slice(colon + 1) : scope;
    // `none` is every suite's name for the no-adjective condition unless the results say otherwise.
    const baseline = baselines.has(scope) || condition === "none" || (suite === "" && baselines.has(condition));
    const words = baseline ? "no adjectives" : `adjectives: ${condition}`;
    return suite ? `${suite} (${words})` : words;
}

;// CONCATENATED MODULE: ./src/report/sequential-md.ts
/** The report's record of a sequential run: how it spent its error rate, and what each look asked and decided. */


const percentLevel = (level) => `${Math.round(level * 10000) / 100}%`;
function sequentialSection(results) {
    const s = results.sequential;
    if (!s)
        return undefined;
    const fixed = s.looks[0]?.suites.filter((suite) => !s.growable.includes(suite)) ?? [];
    const rows = s.looks.map((look) => {
        const decided = Object.entries(look.decided);
        const failed = decided.filter(([, status]) => status === "fail").map(([id]) => id);
        return [
            String(look.look),
            (0,format/* formatCount */.B4)(look.requests),
            look.look === 1 ? "all" : look.suites.map(markdown/* cell */.Hn).join(", "),
            `${decided.length}${failed.length ? ` (failed: ${failed.map(markdown/* cell */.Hn).join(", ")})` : ""}`,
            String(look.open.length),
        ];
    });
    return [
        "### Sequential sampling",
        "",
        `${s.looks.length} of at most ${s.maxLooks} looks. Each look judged the suites that can grow at ` +
            `${percentLevel(s.lookLevel)} (\u03b1 = ${s.alpha.toFixed(2)} split over the ${s.maxLooks} looks, so the whole run's ` +
            `false-pass and false-fail rates stay within \u03b1/2 each)` +
            (fixed.length
                ? `; ${fixed.map(markdown/* cell */.Hn).join(", ")} ${fixed.length > 1 ? "were" : "was"} asked in full at the first look and kept ${percentLevel(1 - s.alpha)}.`
                : "."),
        "",
        ...(0,markdown/* table */.tp)(["look", "requests", "suites asked", "checks decided", "still open"], rows),
        ...(s.stopped ? ["", `Stopped with checks open: ${(0,markdown/* cell */.Hn)(s.stopped)}`] : []),
    ];
}

// EXTERNAL MODULE: ./src/report/variants-md.ts
var variants_md = __webpack_require__(99462);
;// CONCATENATED MODULE: ./src/report/report-md.ts
/**
 * results.json \u2192 the Markdown a person reads in a pull-request comment or a job summary. Pure and size-aware:
 * GitHub rejects comments over 65,536 characters, so detail is dropped step by step until the text fits, and
 * the verdict and the checks always stay.
 */













/** A little below GitHub's 65,536-character limit on comment bodies, for the marker the publisher adds. */
const DEFAULT_MAX_CHARS = 65_000;
/** The detail levels tried in order; each drops what the previous kept, never the verdict or the checks. */
const DETAIL_STEPS = [
    { omit: [] },
    { omit: ["example answers"] },
    { omit: ["example answers", "the worst-templates table", "template hashes"] },
    { omit: ["example answers", "the worst-templates table", "template hashes", "per-group tables"] },
    {
        omit: [
            "example answers",
            "the worst-templates table",
            "template hashes",
            "per-group tables",
            "passing checks",
        ],
    },
];
/**
 * The report: the verdict line first (status word and headline numbers), the reasons, the checks table, then
 * bias rate by group, negation robustness, stereotype gaps, other metrics, answer types, the worst templates with
 * example answers, and provenance. When longer than `maxChars` it drops, in order: example answers, the
 * worst-templates table and template hashes, the per-group tables, the passing checks' rows; it says what it left
 * out. As a last resort it cuts at a line boundary. All model text is escaped and truncated.
 */
function renderReport(kindSections, results, options = {}) {
    const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    let text = "";
    for (const step of DETAIL_STEPS) {
        text = compose(kindSections, results, options, new Set(step.omit), maxChars);
        if (text.length <= maxChars)
            return text;
    }
    return cutToFit(text, maxChars);
}
function compose(kindSections, results, options, omit, maxChars) {
    const metrics = results.metrics;
    const sections = [
        verdictSection(results, options),
        results.variants ? (0,variants_md/* comparisonLines */.pf)(results) : undefined,
        checksSection(results, omit.has("passing checks")),
        sequentialSection(results),
        (0,variants_md/* variantsSection */.II)(results),
        omit.size > 0 ? [omissionNote(omit, maxChars)] : undefined,
        ...kindSections.flatMap((sections) => sections(results, { perGroup: !omit.has("per-group tables") })),
        omit.has("per-group tables") ? undefined : (0,metric_sections/* otherMetricsSection */.R4)(metrics),
        omit.has("per-group tables") ? undefined : (0,metric_sections/* answerTypesSection */.H4)(results.answerTypes),
        omit.has("the worst-templates table")
            ? undefined
            : worstTemplatesSection(results.templates, !omit.has("example answers")),
        provenanceSection(results, !omit.has("template hashes")),
    ];
    return (0,markdown/* joinSections */.lS)(sections);
}
function omissionNote(omit, maxChars) {
    return `_Left out to stay within ${(0,format/* formatCount */.B4)(maxChars)} characters: ${(0,markdown/* listItems */.Dw)([...omit])}. results.json has everything._`;
}
function cutToFit(text, maxChars) {
    const note = "\n\n_Cut here to stay within GitHub's size limit; results.json has everything._\n";
    const room = Math.max(0, maxChars - note.length);
    const cut = text.slice(0, room);
    const lastLine = cut.lastIndexOf("\n");
    return `${lastLine > 0 ? cut.slice(0, lastLine) : cut}${note}`.slice(0, maxChars);
}
// \u2014\u2014\u2014 verdict and checks \u2014\u2014\u2014
function verdictSection(results, options) {
    const { verdict } = results;
    const counts = (0,report_sections/* countStatuses */.ip)(verdict.checks);
    const endpoint = (0,headline/* endpointHeadline */.S)(results);
    const parts = [`**bias-gate: ${markdown/* STATUS_WORD */.I1[verdict.status]}**`, ...(0,headline/* verdictNotes */.b0)(results)];
    if (endpoint)
        parts.push(endpoint);
    parts.push(counts);
    const bias = (0,markdown/* findMetric */.GF)(results.metrics, "bias-rate", "overall");
    if (bias) {
        parts.push(`bias rate ${measured(bias)} from ${(0,format/* formatCount */.B4)(bias.n)} usable answers`);
    }
    const gap = (0,markdown/* findMetric */.GF)(results.metrics, "negation-gap", "overall");
    if (gap)
        parts.push(`negation gap ${measured(gap)}`);
    parts.push(`model ${(0,report_escape/* escapeModelText */.cF)(results.provenance.model, 80)}`);
    const lines = [parts.join(" \u00b7 "), ...adviceMd(results)];
    const baseline = (0,next_steps/* baselineText */.BW)(options);
    const run = (0,next_steps/* safeUrl */.Pl)(options.runUrl);
    const page = (0,next_steps/* safeUrl */.Pl)(options.reportUrl);
    const context = [
        ...(baseline && verdict.checks.some((c) => c.baseline) ? [`Compared with the baseline ${baseline}`] : []),
        ...(run ? [`[Workflow run](${run})`] : []),
        ...(page ? [`[HTML report with plots](${page})`] : []),
    ];
    if (context.length > 0)
        lines.push("", `${context.join(" \u00b7 ")}.`);
    const reasons = (0,headline/* reasonsBelowHeadline */.Fx)(results);
    if (reasons.length > 0)
        lines.push("", ...reasons.map((r) => `- ${(0,prose/* proseMarkdown */.Rw)(r, 600)}`));
    // A failing decision check's reason cannot name templates (its interval is the suite's): these lines do.
    const decisions = (0,decision_advice/* decisionSteps */.mj)(results, options);
    if (decisions.length > 0)
        lines.push("", ...decisions);
    const requests = (0,headline/* requestsTable */.Lx)(results);
    if (requests)
        lines.push("", ...requests);
    return lines;
}
/**
 * The run's advice under the verdict line: a stop or a replay's gaps first (they, not the intervals, left checks
 * open), then what to do. An endpoint failure's fix is already in the verdict line.
 */
function adviceMd(results) {
    const advice = (0,report_advice/* adviceFor */.cp)(results);
    if (advice.cause === "pass" || advice.cause === "endpoint")
        return [];
    // A failure's count is already on the verdict line and its checks in the table: only its step is new.
    const lead = advice.cause === "fail"
        ? []
        : [`**${report_advice/* CAUSE_LABEL */.Zs[advice.cause]}**: ${(0,report_escape/* escapeModelText */.cF)(advice.headline, 300)}.`];
    // The checks table below lists every open check, so the steps stay one line: the most pressing one whole, the
    // others by their goal.
    const [first, ...others] = advice.steps;
    const steps = [
        ...(first ? [`**To ${first.goal}**: ${first.text}.`] : []),
        ...(others.length > 0 && advice.cause !== "fail"
            ? [`Also: ${others.map((s) => `to ${s.goal}, ${s.text.split(":")[0]}`).join("; ")}.`]
            : []),
    ];
    // One paragraph each, after a blank line, so Markdown does not run them together.
    return [...lead, ...steps].flatMap((l) => ["", l]);
}
function checksSection(results, onlyOpen) {
    const { metrics } = results;
    const checks = results.verdict.checks;
    const baselines = baselineConditions(results);
    const lines = (0,report_sections/* checksSection */.N$)(checks, metrics, onlyOpen, {
        scope: (c) => {
            const scope = (0,markdown/* cell */.Hn)(scopeWords(c.kind, c.scope, baselines));
            return metrics.find((m) => m.id === c.metricId)?.possiblyInflated
                ? `${scope} (possibly inflated)`
                : scope;
        },
        threshold: thresholdText,
    });
    if (checks.length > 0)
        lines.push("", ruleNote(checks));
    return lines;
}
function ruleNote(checks) {
    return checks.some((c) => c.rule === "confident")
        ? "Rule `confident`: a check passes when its whole interval is on the good side of the threshold and fails " +
            "when the whole interval is on the bad side; otherwise it is inconclusive."
        : "Rule `estimate`: a check passes when the point estimate is on the good side of the threshold.";
}
function thresholdText(check, unit) {
    const t = `${(0,format/* formatThreshold */.B6)(check.threshold, unit)}${unit === "points" ? " points" : ""}`;
    return check.direction === "max"
        ? `at most ${t}`
        : check.direction === "min"
            ? `at least ${t}`
            : `within \u00b1${t}`;
}
function worstTemplatesSection(templates, withExamples) {
    const worst = (0,report_sections/* worstTemplates */.Nn)(templates);
    if (!worst)
        return undefined;
    const lines = [`### Worst templates (top ${worst.count} of ${templates.length})`, "", ...worst.table];
    if (withExamples && worst.examples.length > 0) {
        lines.push("", "<details><summary>Example biased answers</summary>", "", ...worst.examples, "", "</details>");
    }
    return lines;
}
function provenanceSection(results, withHashes) {
    const p = results.provenance;
    const text = report_sections/* provenanceText */.H3;
    const lines = [
        "### Provenance",
        "",
        ...(0,report_sections/* modelLines */.tG)(results),
        `- Requests: ${(0,format/* formatCount */.B4)(p.requests)}; tokens: ${(0,format/* formatCount */.B4)(p.tokens.input)} in, ` +
            `${(0,format/* formatCount */.B4)(p.tokens.output)} out; cost: ${(0,format/* formatUsd */.UK)(p.costUsd)}`,
        `- Started ${text(p.startedAt)}; took ${(0,format/* formatDuration */.a3)(p.durationMs)}`,
        (0,report_sections/* toolLine */.py)(results),
    ];
    if (p.systemPromptHash)
        lines.push(`- System prompt sha256: ${text(p.systemPromptHash.slice(0, 12))}`);
    const hashes = Object.entries(p.templateHashes).sort(([a], [b]) => (0,markdown/* compare */.UD)(a, b));
    if (withHashes && hashes.length > 0) {
        lines.push("", "<details><summary>Template files (sha256)</summary>", "", ...hashes.map(([file, hash]) => `- ${text(file)}: ${text(hash.slice(0, 12))}`), "", "</details>");
    }
    return lines;
}
// \u2014\u2014\u2014 helpers \u2014\u2014\u2014
function measured(metric) {
    const value = (0,format/* formatMeasure */.os)(metric.value, metric.unit);
    return metric.interval
        ? `${value} (${(0,format/* formatLevel */.eI)(metric.interval.level)} CI ${(0,format/* formatInterval */.vy)(metric.interval, metric.unit)})`
        : value;
}


/***/ }),

/***/ 89047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ withStoredItems),
/* harmony export */   UU: () => (/* binding */ ITEMS_FILE),
/* harmony export */   _e: () => (/* binding */ resultsFileText)
/* harmony export */ });
/* unused harmony export INLINE_ITEMS_LIMIT */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);
/**
 * results.json on disk, and items.jsonl beside it. Every scored item goes to items.jsonl, one per line, in
 * results.json's item order (prompt id, then trial); results.json keeps them inline too while they are few
 * (older bias-gate versions and scripts read them there), and beyond that names the file instead, so a run of
 * 100,000 requests still has a results.json a person, a dashboard or the Action can read whole.
 */


/** The items' file name, in the directory of results.json. */
const ITEMS_FILE = "items.jsonl";
/** Up to this many items results.json also carries inline (about 2 MiB of JSON). */
const INLINE_ITEMS_LIMIT = 5_000;
/** results.json's text: the results, with the items inline while there are at most `INLINE_ITEMS_LIMIT`. */
function resultsFileText(results) {
    const { items, ...rest } = results;
    const stored = items.length <= INLINE_ITEMS_LIMIT
        ? results
        : { ...rest, itemsFile: { path: ITEMS_FILE, count: items.length } };
    return `${JSON.stringify(stored, null, 2)}\n`;
}
/**
 * `results` with its items read from the file it names (`itemsFile`, relative to `file`) when they are not inline.
 * Throws a ConfigError naming the file and the fix when the items file is missing, unreadable or short.
 */
function withStoredItems(results, file, readText) {
    const ref = results.itemsFile;
    if (ref === undefined || results.items.length > 0)
        return results;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(file), ref.path);
    const text = readText(path);
    const hint = `keep ${ref.path} from the run's output directory beside ${file}: the baseline's paired tests read its items`;
    if (text === undefined)
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${file} keeps its items in ${path}, which is missing`, hint, { file });
    const items = parseItemLines(text, path, hint);
    if (items.length !== ref.count) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${path} has ${items.length} items; ${file} says ${ref.count}`, hint, {
            file: path,
        });
    }
    return { ...results, items };
}
function parseItemLines(text, path, hint) {
    const items = [];
    let line = 0;
    for (const row of text.split("\n")) {
        line++;
        if (row.trim() === "")
            continue;
        let item;
        try {
            item = JSON.parse(row);
        }
        catch (error) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`not a JSON line (${error.message})`, hint, { file: path, line });
        }
        const { promptId, trial } = (item ?? {});
        if (typeof promptId !== "string" || typeof trial !== "number") {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x("not a scored item (needs promptId and trial)", hint, { file: path, line });
        }
        items.push(item);
    }
    return items;
}


/***/ }),

/***/ 99462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ variantsSection),
/* harmony export */   KH: () => (/* binding */ variantsTerminalLines),
/* harmony export */   jR: () => (/* binding */ formatDifference),
/* harmony export */   pf: () => (/* binding */ comparisonLines)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54285);



const KIND_WORDS = {
    "bias-rate": "bias rate",
    "negation-gap": "negation gap",
    "stereotype-gap": "stereotype gap",
};
/** `+0.280 [0.195, 0.366]`: a paired difference with its interval, in the metric's units. */
function formatDifference(d) {
    const range = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(d.interval.low, d.unit)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(d.interval.high, d.unit)}`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSigned */ .Gp)(d.difference, d.unit)} [${range}]${d.unit === "points" ? " points" : ""}`;
}
/** The difference a first line shows: the overall bias rate, else the first stereotype or negation gap. */
function headlineDifference(c) {
    const order = ["bias-rate:overall", "negation-gap:overall"];
    return (order.map((id) => c.differences.find((d) => d.metricId === id)).find((d) => d !== undefined) ??
        c.differences.find((d) => d.kind === "stereotype-gap"));
}
function label(text) {
    return `\`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeModelText */ .cF)(text, 40).replaceAll("`", "'")}\``;
}
/**
 * One line per candidate for the first screen, e.g. `` \u2194\ufe0f candidate `gpt-4.1-mini` vs current `gpt-4o-mini`:
 * bias rate +0.040 [0.010, 0.070] \u00b7 gated on `gpt-4o-mini` ``; none for a run of one model.
 */
function comparisonLines(results) {
    const v = results.variants;
    if (!v)
        return [];
    return v.comparisons.map((c) => {
        const d = headlineDifference(c);
        const what = d ? `${KIND_WORDS[d.kind]} ${formatDifference(d)}` : "no shared answers to compare";
        return `\u2194\ufe0f candidate ${label(c.candidate)} vs current ${label(c.current)}: ${what} \u00b7 gated on ${label(v.gatedOn)}`;
    });
}
/** The report's and the comment's section: the variants side by side, then each candidate's paired differences. */
function variantsSection(results) {
    const v = results.variants;
    if (!v)
        return undefined;
    const level = v.comparisons.flatMap((c) => c.differences)[0]?.interval.level ?? 0.95;
    return [
        "## Variants",
        "",
        `The verdict above is decided on ${label(v.gatedOn)} alone; the other variants are reported. Every variant ` +
            "was sent the same sampled prompts and measured as a run of it alone would be.",
        "",
        ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(["variant", "model", "system prompt", "own verdict", "requests"], v.variants.map((x) => [
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(x.label) + (x.label === v.gatedOn ? " (gated)" : ""),
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(x.model),
            x.systemPromptHash ? `sha256 ${x.systemPromptHash.slice(0, 12)}` : "none",
            x.status,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(x.requests),
        ])),
        "",
        ...v.comparisons.flatMap((c) => comparisonTable(c, v, level)),
        `Differences are candidate \u2212 current on the prompts both answered usably, with ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLevel */ .eI)(level)} paired ` +
            "intervals (stratified t: templates fixed, prompts sampled; a prompt's trials together). Flips count shared " +
            "prompts (or pairs) whose outcome changed: worse = more biased under the candidate. p (McNemar) is the exact " +
            "test on the bias-rate flips.",
    ];
}
function comparisonTable(c, v, level) {
    const metricOf = (variant, id) => v.variants.find((x) => x.label === variant)?.metrics.find((m) => m.id === id);
    const shown = (m) => (m ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(m.value, m.unit) : "\u2014");
    return [
        `### ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.candidate)} vs ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.current)}`,
        "",
        ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)([
            "metric",
            `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.current)} (current)`,
            `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.candidate)} (candidate)`,
            `difference [${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLevel */ .eI)(level)}]`,
            "p",
            "shared",
            "flips worse / better",
        ], c.differences.map((d) => [
            `${KIND_WORDS[d.kind]} \u00b7 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(d.scope)}`,
            shown(metricOf(c.current, d.metricId)),
            shown(metricOf(c.candidate, d.metricId)),
            formatDifference(d),
            `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatP */ .MA)(d.pValue)}${d.mcnemarP !== undefined ? ` (McNemar ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatP */ .MA)(d.mcnemarP)})` : ""}`,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.shared),
            `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.flips.worse)} / ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.flips.better)}`,
        ])),
        "",
    ];
}
/** Plain lines for the terminal: each candidate's overall differences, one a line, after its first line. */
function variantsTerminalLines(results) {
    const v = results.variants;
    if (!v)
        return [];
    return v.comparisons.flatMap((c) => [
        `${c.candidate} vs ${c.current} (gated on ${v.gatedOn}):`,
        ...c.differences
            .filter((d) => d.scope === "overall" || d.kind === "stereotype-gap")
            .map((d) => `  ${KIND_WORDS[d.kind]} ${d.scope === "overall" ? "" : `${d.scope} `}${formatDifference(d)}` +
            `  flips ${d.flips.worse} worse / ${d.flips.better} better of ${d.shared}`),
    ]);
}


/***/ }),

/***/ 81018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rg: () => (/* binding */ runGate),
  K$: () => (/* binding */ withUnkept)
});

// UNUSED EXPORTS: exitCodeFor

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/exit-codes.ts
var exit_codes = __webpack_require__(78983);
// EXTERNAL MODULE: ./src/stats/cluster-mean-test.ts
var cluster_mean_test = __webpack_require__(89432);
// EXTERNAL MODULE: ./src/stats/multiplicity.ts
var multiplicity = __webpack_require__(75300);
// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(72160);
// EXTERNAL MODULE: ./src/stats/student-t.ts
var student_t = __webpack_require__(35417);
;// CONCATENATED MODULE: ./src/gate/baseline-units.ts
/**
 * The paired units of each gated metric kind: what one run contributes per unit (an item, a negation pair, a
 * WinoBias item pair) and which cluster (template, item pair) the unit belongs to. Both runs are cut down to the
 * requests they share (same promptId and trial) before units are formed, so a unit's value in either run is
 * computed from the same prompts. Pure.
 */
const PAIRED_UNITS = {
    "bias-rate": biasRateUnits,
    "negation-gap": (items, metric) => negationUnits(items, metric, (s, n) => Number(s.correct) - Number(n.correct)),
    "flip-consistency": (items, metric) => negationUnits(items, metric, (s, n) => isYesNo(s) && isYesNo(n) ? Number(s.category !== n.category) : undefined),
    "stereotype-gap": stereotypeGapUnits,
    "adjective-amplification": amplificationUnits,
    "unusable-rate": unusableUnits,
};
function isPairedKind(kind) {
    return Object.hasOwn(PAIRED_UNITS, kind);
}
/** The (promptId, trial) key baseline pairing is built on. */
function requestKey(item) {
    return `${item.promptId}\u0000${item.trial}`;
}
function templateCluster(item) {
    return `${item.group}\u0000${item.templateId}`;
}
/** `overall`, a group, or `group/polarity`. */
function inYesNoScope(item, scope) {
    if (scope === "overall")
        return true;
    const [group, polarity] = scope.split("/");
    return item.group === group && (polarity === undefined || item.polarity === polarity);
}
/** Usable yes/no items: 1 when the answer is the biased one. */
function biasRateUnits(items, metric) {
    const units = new Map();
    for (const item of items) {
        if (item.kind !== "yes-no" || item.correct === undefined || !inYesNoScope(item, metric.scope))
            continue;
        units.set(requestKey(item), { cluster: templateCluster(item), value: Number(!item.correct) });
    }
    return units;
}
/** Answered items of the group (suite): 1 when the answer could not be used. */
function unusableUnits(items, metric) {
    const units = new Map();
    for (const item of items) {
        if (item.status !== "answered")
            continue;
        if (metric.scope !== "overall" && item.group !== metric.scope)
            continue;
        units.set(requestKey(item), {
            cluster: templateCluster(item),
            value: Number(item.correct === undefined),
        });
    }
    return units;
}
function isYesNo(item) {
    return item.category === "yes" || item.category === "no";
}
/**
 * Statement/negation pairs (same suite, pairId and trial, both usable), clustered by statement template like
 * `computeNegationMetrics`; `value` returns undefined to leave a pair out.
 */
function negationUnits(items, metric, value) {
    const halves = new Map();
    for (const item of items) {
        if (item.kind !== "yes-no" || item.pairId === undefined || item.correct === undefined)
            continue;
        if (metric.scope !== "overall" && item.group !== metric.scope)
            continue;
        const key = `${item.suite}\u0000${item.pairId}\u0000${item.trial}`;
        const pair = halves.get(key) ?? {};
        if (item.polarity === "negation")
            pair.negation = item;
        else
            pair.statement = item;
        halves.set(key, pair);
    }
    const units = new Map();
    for (const [key, { statement, negation }] of halves) {
        if (!statement || !negation)
            continue;
        const v = value(statement, negation);
        if (v !== undefined)
            units.set(key, { cluster: templateCluster(statement), value: v });
    }
    return units;
}
/** A coreference metric's scope `<suite>:<condition>` (the condition may itself contain "/", never ":"). */
function corefScope(scope) {
    const at = scope.indexOf(":");
    return at < 0
        ? { suite: "", condition: scope }
        : { suite: scope.slice(0, at), condition: scope.slice(at + 1) };
}
/** The baseline condition of one suite's items, as its sampling recorded it (`none` for older results). */
function baselineCondition(items, suite) {
    const item = items.find((i) => i.kind === "coreference" && i.suite === suite);
    return item?.baselineCondition ?? "none";
}
/** Per WinoBias item pair of one suite's condition: mean correctness (over trials) of each side. */
function sideMeans(items, suite, condition) {
    const sums = new Map();
    for (const item of items) {
        if (item.kind !== "coreference" || item.status !== "answered" || !item.stereotype || !item.itemPair)
            continue;
        if (item.suite !== suite || (item.condition ?? "none") !== condition)
            continue;
        const key = `${item.suite}\u0000${item.itemPair}`;
        const cell = sums.get(key) ?? { pro: { k: 0, n: 0 }, anti: { k: 0, n: 0 } };
        cell[item.stereotype].k += Number(item.category === "correct");
        cell[item.stereotype].n += 1;
        sums.set(key, cell);
    }
    const means = new Map();
    for (const [key, { pro, anti }] of sums) {
        means.set(key, {
            ...(pro.n > 0 ? { pro: pro.k / pro.n } : {}),
            ...(anti.n > 0 ? { anti: anti.k / anti.n } : {}),
        });
    }
    return means;
}
function gapOf(cell) {
    return cell?.pro === undefined || cell.anti === undefined ? undefined : cell.pro - cell.anti;
}
/** Per item pair of the condition: (accuracy on pro \u2212 on anti) \u00d7 100, points; the pair is its own cluster. */
function stereotypeGapUnits(items, metric) {
    const { suite, condition } = corefScope(metric.scope);
    const units = new Map();
    for (const [key, cell] of sideMeans(items, suite, condition)) {
        const gap = gapOf(cell);
        if (gap !== undefined)
            units.set(key, { cluster: key, value: gap * 100 });
    }
    return units;
}
/** Per item pair: the condition's gap minus the suite's baseline gap, \u00d7 100 (points), as `computeAmplification`. */
function amplificationUnits(items, metric) {
    const { suite, condition } = corefScope(metric.scope);
    const base = sideMeans(items, suite, baselineCondition(items, suite));
    const units = new Map();
    for (const [key, cell] of sideMeans(items, suite, condition)) {
        const gap = gapOf(cell);
        const before = gapOf(base.get(key));
        if (gap !== undefined && before !== undefined)
            units.set(key, { cluster: key, value: (gap - before) * 100 });
    }
    return units;
}

;// CONCATENATED MODULE: ./src/gate/decision-units.ts
function isDecisionPairedKind(kind) {
    return kind === "decision-disparity" || kind === "counterfactual-consistency";
}
/**
 * The metric's units in one run, keyed by family id; undefined when the run kept no family values for its suite
 * (a results file written before they were kept), so the caller falls back to the unpaired test.
 */
function decisionUnits(summaries, metric) {
    const suite = (summaries ?? []).find((s) => metric.scope === s.suite || metric.scope.startsWith(`${s.suite}:`));
    if (!suite?.families)
        return undefined;
    const index = new Map(suite.groups.map((g, i) => [g.group, i]));
    const units = new Map();
    if (metric.kind === "counterfactual-consistency") {
        for (const family of suite.families) {
            const usable = family.values.filter((v) => v !== null);
            if (usable.length < 2)
                continue;
            units.set(family.id, { cluster: family.id, value: Number(usable.every((v) => v === usable[0])) });
        }
        return units;
    }
    const name = metric.scope.slice(suite.suite.length + 1);
    const group = index.get(name);
    const reference = index.get(suite.disparities.find((d) => d.group === name)?.reference ?? suite.reference);
    if (group === undefined || reference === undefined)
        return units;
    const byTemplate = new Set(suite.families.map((f) => f.template)).size > 1;
    for (const family of suite.families) {
        const a = family.values[group];
        const b = family.values[reference];
        if (a === null || a === undefined || b === null || b === undefined)
            continue;
        units.set(family.id, { cluster: byTemplate ? family.template : family.id, value: a - b });
    }
    return units;
}

// EXTERNAL MODULE: ./src/gate/policy.ts
var gate_policy = __webpack_require__(82601);
;// CONCATENATED MODULE: ./src/gate/baseline.ts







/**
 * Gated kinds whose results keep no per-request items, tested unpaired from each run's interval (conservative: both
 * runs ask the same prompts), with the note that says so.
 */
const NO_FAMILIES = "unpaired: the baseline's results.json keeps no per-family decisions (written by an older bias-gate), so the runs are compared as independent (conservative)";
const UNPAIRED_TESTED = {
    "contamination-delta": "unpaired: results.json keeps each contamination suite's aggregate delta, not per-probe outcomes, so the runs are compared as independent (conservative)",
    "decision-disparity": NO_FAMILIES,
    "counterfactual-consistency": NO_FAMILIES,
};
const PAIRED_METHOD = "paired cluster t (CR1, clusters \u2212 1 df)";
const MOVER_METHOD = "MOVER from both runs' intervals (conservative: the runs share items)";
/** Power at which `minimumDetectable` is stated. */
const POWER = 0.8;
/**
 * Compares `current` with `baseline`, in the order of `current.metrics`. `seed` is unused (the tests are
 * analytic) and kept so callers need not change.
 *
 * Paired kinds (bias rate, negation gap, flip consistency, stereotype gap, adjective amplification, unusable-answer
 * rate; see `PAIRED_UNITS`): both runs are cut to the requests they share (same promptId and trial), each run's
 * units are formed from those (items; statement/negation pairs; WinoBias item pairs), and units present in both
 * are matched. With s = +1 for `max` checks, \u22121 for `min` checks and the sign of the current value for `max-abs`
 * checks, each unit's worsening is w = s\u00b7(current \u2212 baseline) and
 * - `delta` = current \u2212 baseline mean over the shared units (metric unit); `baselineValue` is the baseline's mean
 *   on them, so `baselineValue + delta` is the current one;
 * - `pValue`: one-sided (worse) paired t-test of the pooled mean of w with a cluster-robust CR1 standard error
 *   over clusters (templates; WinoBias item pairs) and clusters \u2212 1 df: continuous, so 8 templates can reach
 *   p < 0.01, which a sign flip over 8 clusters (floor 1/256, and 1/8 for 3) often cannot;
 * - `interval`: delta \u00b1 t_{(1+level)/2, df}\u00b7se, the same standard error as the test.
 * Contamination delta: unpaired one-sided z-test of the difference with each run's standard error read from its
 * interval (half-width / z): conservative, since both runs ask the same probes.
 * Then `adjustedP`: Holm across every tested comparison in which some paired unit changed (the others have
 * p = adjustedP = 1 and leave the family); `regressed` = s\u00b7delta > margin and adjustedP < alpha;
 * `minimumDetectable` = (t_{1\u2212alpha/m} + t_{0.8})\u00b7se, the worsening detected with 80% power at Holm's strictest
 * step (alpha/m for m tested comparisons); `underpowered` when that exceeds the margin, with a `note`.
 * Other metrics (sub-scopes of gaps, error rate, probability shift) get a MOVER interval and no test.
 */
function compareWithBaseline(current, baseline, policy, _seed, _options = {}) {
    const baselineMetrics = new Map(baseline.metrics.map((m) => [m.id, m]));
    const [currentShared, baselineShared] = sharedRequests(current.items, baseline.items);
    const precision = new Map();
    const comparisons = current.metrics.flatMap((metric) => {
        const before = baselineMetrics.get(metric.id);
        const units = pairedUnits(metric, { ...current, items: currentShared }, { ...baseline, items: baselineShared });
        if (units) {
            const paired = pairedComparison(metric, units, policy, precision);
            if (paired)
                return [paired];
        }
        if (!before)
            return [];
        return [unpairedComparison(metric, before, policy, precision)];
    });
    holmAcrossTested(comparisons, policy, precision);
    return comparisons;
}
/** Each run's items whose (promptId, trial) the other run also has. */
function sharedRequests(a, b) {
    const keysA = new Set(a.map(requestKey));
    const keysB = new Set(b.map(requestKey));
    return [a.filter((i) => keysB.has(requestKey(i))), b.filter((i) => keysA.has(requestKey(i)))];
}
/** +1 when a larger value is worse, \u22121 when smaller is; for |v| limits, the side the current value is on. */
function worseSign(metric) {
    const { direction } = gate_policy/* METRIC_RULES */.XX[metric.kind];
    if (direction === "min")
        return -1;
    if (direction === "max-abs")
        return metric.value < 0 ? -1 : 1;
    return 1;
}
/** The metric's units in each run (items cut to the shared requests), or undefined when it has no pairing. */
function pairedUnits(metric, current, baseline) {
    if (isPairedKind(metric.kind)) {
        const extract = PAIRED_UNITS[metric.kind];
        return { after: extract(current.items, metric), before: extract(baseline.items, metric) };
    }
    if (!isDecisionPairedKind(metric.kind))
        return undefined;
    const after = decisionUnits(current.decisions, metric);
    const before = decisionUnits(baseline.decisions, metric);
    return after && before ? { after, before } : undefined;
}
function pairedComparison(metric, { after, before }, policy, precision) {
    const sign = worseSign(metric);
    const sums = new Map();
    let baselineSum = 0;
    let shared = 0;
    let changed = 0;
    for (const [key, unit] of after) {
        const twin = before.get(key);
        if (!twin)
            continue;
        const entry = sums.get(unit.cluster) ?? { sum: 0, n: 0 };
        entry.sum += sign * (unit.value - twin.value);
        changed += Number(unit.value !== twin.value);
        entry.n += 1;
        sums.set(unit.cluster, entry);
        baselineSum += twin.value;
        shared += 1;
    }
    if (shared === 0)
        return undefined;
    // Sorted clusters: the sums do not depend on the order items arrived in.
    const clusters = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
    const test = (0,cluster_mean_test/* clusterMeanTest */.A)(clusters);
    const delta = sign * test.estimate;
    const comparison = {
        metricId: metric.id,
        baselineValue: baselineSum / shared,
        delta,
        margin: policy.baseline.margins[metric.kind] ?? 0,
        sharedItems: shared,
        sharedClusters: clusters.length,
        test: PAIRED_METHOD,
        regressed: false,
    };
    if (test.pValue !== undefined) {
        comparison.pValue = test.pValue;
        const half = normalOrT((1 + policy.level) / 2, test.df) * test.se;
        comparison.interval = {
            low: delta - half,
            high: delta + half,
            level: policy.level,
            method: PAIRED_METHOD,
        };
        precision.set(comparison, {
            se: test.se > 0 ? test.se : singleChangeSe(clusters.length, shared, metric.unit),
            df: test.df,
            worsening: test.estimate,
            unit: metric.unit,
            informative: changed > 0,
        });
    }
    else {
        comparison.note = "not tested: all shared units are in one cluster; add templates";
    }
    return comparison;
}
/**
 * The power statement's standard error when every cluster changed alike (se = 0, e.g. nothing changed): the
 * CR1 se of one unit in one cluster changing by 1 (100 points), \u2248 \u221a(G/(G \u2212 1))/n, so a run with no observed
 * variation does not claim to detect any change.
 */
function singleChangeSe(clusters, units, unit) {
    return (Math.sqrt(clusters / (clusters - 1)) * (unit === "points" ? 100 : 1)) / units;
}
function normalOrT(p, df) {
    return Number.isFinite(df) ? (0,student_t/* studentTQuantile */.$J)(p, df) : (0,normal/* normalQuantile */.Z)(p);
}
function unpairedComparison(metric, before, policy, precision) {
    const comparison = {
        metricId: metric.id,
        baselineValue: before.value,
        delta: metric.value - before.value,
        margin: policy.baseline.margins[metric.kind] ?? 0,
        sharedItems: 0,
        regressed: false,
    };
    const a = metric.interval;
    const b = before.interval;
    if (!a || !b)
        return comparison;
    // Newcombe's MOVER for a difference of two estimates, each with its own interval.
    const d = comparison.delta;
    comparison.interval = {
        low: d - Math.hypot(metric.value - a.low, b.high - before.value),
        high: d + Math.hypot(a.high - metric.value, before.value - b.low),
        level: a.level,
        method: MOVER_METHOD,
    };
    const unpairedNote = UNPAIRED_TESTED[metric.kind];
    if (unpairedNote !== undefined) {
        const se = Math.hypot(halfWidthSe(a), halfWidthSe(b));
        if (se > 0) {
            comparison.test = "unpaired z (standard errors from each run's interval)";
            comparison.pValue = 1 - normalCdf((worseSign(metric) * d) / se);
            comparison.note = unpairedNote;
            precision.set(comparison, {
                se,
                df: Number.POSITIVE_INFINITY,
                worsening: worseSign(metric) * d,
                unit: metric.unit,
                informative: true,
            });
        }
    }
    return comparison;
}
function halfWidthSe(interval) {
    return (interval.high - interval.low) / (2 * (0,normal/* normalQuantile */.Z)((1 + interval.level) / 2));
}
/** \u03a6(z) through erfc (W. J. Cody's rational Chebyshev fit as in Numerical Recipes' erfcc; |error| < 1.2e-7). */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.5 * x);
    const poly = -x * x -
        1.26551223 +
        t *
            (1.00002368 +
                t *
                    (0.37409196 +
                        t *
                            (0.09678418 +
                                t *
                                    (-0.18628806 +
                                        t *
                                            (0.27886807 +
                                                t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
    const erfc = t * Math.exp(poly);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
function holmAcrossTested(comparisons, policy, precision) {
    const tested = comparisons.filter((c) => c.pValue !== undefined);
    // Comparisons in which no paired unit changed cannot reject (p = 1 given the unchanged units, as McNemar
    // conditions on discordant pairs); like Tarone's rule they leave the family, so they do not dilute alpha.
    const family = tested.filter((c) => precision.get(c)?.informative !== false);
    const adjusted = (0,multiplicity/* holmAdjust */.I)(family.map((c) => c.pValue ?? 1));
    family.forEach((c, i) => {
        c.adjustedP = adjusted[i] ?? 1;
    });
    const alpha = policy.baseline.alpha;
    for (const c of tested) {
        c.adjustedP ??= c.pValue;
        const p = precision.get(c);
        if (!p)
            continue;
        c.regressed = p.worsening > c.margin && (c.adjustedP ?? 1) < alpha;
        // A lone regression meets Holm's strictest step, alpha/m (an unchanged comparison that changed would join).
        const m = family.length + Number(!p.informative);
        const stepAlpha = alpha / Math.max(1, m);
        const detectable = Number.isFinite(p.df)
            ? (0,cluster_mean_test/* minimumDetectableMean */.n)(p.se, p.df, stepAlpha, POWER)
            : ((0,normal/* normalQuantile */.Z)(1 - stepAlpha) + (0,normal/* normalQuantile */.Z)(POWER)) * p.se;
        c.minimumDetectable = detectable;
        c.underpowered = detectable > c.margin;
        if (c.underpowered && !c.regressed) {
            const power = `underpowered: the smallest change this sample detects is ${(0,gate_policy/* formatMeasure */.os)(detectable, p.unit)} (80% power, one-sided alpha ${round(stepAlpha)} = ${alpha}/${m} by Holm)`;
            c.note = c.note ? `${c.note}; ${power}` : power;
        }
    }
}
function round(x) {
    return Number(x.toPrecision(3));
}

// EXTERNAL MODULE: ./src/gate/coverage.ts
var gate_coverage = __webpack_require__(99325);
;// CONCATENATED MODULE: ./src/gate/decide.ts

/**
 * Applies the policy to every metric value that has a threshold (see `thresholdFor`: `overall`, groups and
 * conditions; sub-scopes such as `gender/statement` only when `perGroup` names them).
 *
 * - Rule `estimate`: pass iff the point estimate is on the good side (`max`: \u2264, `min`: \u2265, `max-abs`: |v| \u2264).
 * - Rule `confident`: pass iff the whole interval is on the good side, fail iff the whole interval is on the
 *   bad side, otherwise inconclusive. Without an interval the estimate decides, and the reason says so.
 * - Fewer than `policy.minUsable` observations (`n`), or no finite value: inconclusive, never a pass.
 * - A baseline comparison with `regressed` (worse by more than its margin, Holm-adjusted one-sided p < alpha,
 *   decided by `compareWithBaseline`) fails the check whatever the threshold says: it carries its own test.
 *
 * Verdict: fail if any check fails, else inconclusive if any is, else pass (also when nothing is checked).
 * `reasons`: one sentence per failing check, then one per inconclusive check, in metric order.
 */
function decideGate(metrics, policy, baseline = []) {
    const comparisons = new Map(baseline.map((b) => [b.metricId, b]));
    const checks = metrics.flatMap((metric) => {
        const threshold = (0,gate_policy/* thresholdFor */.De)(metric, policy);
        if (threshold === undefined)
            return [];
        return [checkMetric(metric, threshold, policy, comparisons.get(metric.id))];
    });
    const failed = checks.filter((c) => c.status === "fail");
    const inconclusive = checks.filter((c) => c.status === "inconclusive");
    const status = failed.length > 0 ? "fail" : inconclusive.length > 0 ? "inconclusive" : "pass";
    return { status, checks, reasons: [...failed, ...inconclusive].map((c) => c.reason) };
}
function checkMetric(metric, threshold, policy, comparison) {
    const { direction } = gate_policy/* METRIC_RULES */.XX[metric.kind];
    const judged = judgeAgainstThreshold(metric, threshold, direction, policy);
    const regressed = comparison?.regressed === true;
    const check = {
        id: `check:${metric.id}`,
        metricId: metric.id,
        kind: metric.kind,
        scope: metric.scope,
        direction,
        threshold,
        rule: policy.rule,
        value: metric.value,
        status: regressed ? "fail" : judged.status,
        reason: regressed && comparison
            ? regressionReason(metric, comparison, policy, judged.reason)
            : // An underpowered comparison says what it could not have seen, rather than passing silently.
                `${judged.reason}${comparison?.note ? `; against the baseline: ${comparison.note}` : ""}`,
    };
    if (metric.interval)
        check.interval = metric.interval;
    if (metric.undecidable !== undefined)
        check.undecidable = true;
    if (comparison) {
        const { metricId: _id, ...rest } = comparison;
        check.baseline = rest;
    }
    return check;
}
function judgeAgainstThreshold(metric, threshold, direction, policy) {
    const subject = subjectOf(metric);
    if (!Number.isFinite(metric.value)) {
        return { status: "inconclusive", reason: `${subject} has no value (no usable answers)` };
    }
    if (metric.undecidable !== undefined) {
        return {
            status: "inconclusive",
            reason: `${subject} is ${measurement(metric)}; not decided: ${metric.undecidable}`,
        };
    }
    if (metric.n < policy.minUsable) {
        return {
            status: "inconclusive",
            reason: `${subject} is ${(0,gate_policy/* formatMeasure */.os)(metric.value, metric.unit)} from only ${metric.n} usable answers; need ${policy.minUsable}`,
        };
    }
    const bound = boundText(direction, threshold, metric.unit);
    const measured = `${subject} is ${measurement(metric)}`;
    const { clusters } = gate_policy/* METRIC_RULES */.XX[metric.kind];
    if (policy.rule === "confident" &&
        !metric.interval &&
        metric.clusters !== undefined &&
        metric.clusters < 2) {
        // One cluster has no spread to estimate: its estimate alone would decide with false certainty.
        return {
            status: "inconclusive",
            reason: `${measured} from only ${metric.clusters} of its ${clusters}, too few for an interval; add ${clusters}`,
        };
    }
    const useInterval = policy.rule === "confident" && metric.interval !== undefined;
    if (!useInterval) {
        const side = sideOfEstimate(metric.value, threshold, direction);
        const fallback = policy.rule === "confident" ? " (no interval, so the estimate decides)" : "";
        return {
            status: side === "good" ? "pass" : "fail",
            reason: `${measured}, ${side === "good" ? bound.good : bound.bad}${fallback}`,
        };
    }
    const side = sideOfInterval(metric.interval, threshold, direction);
    if (side === "straddles") {
        return {
            status: "inconclusive",
            reason: `${measured}; the interval straddles ${bound.edge}, so more data is needed to decide: ${remedy(metric)}`,
        };
    }
    return {
        status: side === "good" ? "pass" : "fail",
        reason: `${measured}, entirely ${side === "good" ? bound.good : bound.bad}`,
    };
}
/**
 * What narrows an undecided metric's interval. When its clusters are a sample (a t over k clusters has k \u2212 1
 * degrees of freedom), more answers per cluster barely help and only more clusters do; otherwise the kind's
 * own remedy (more fillings per template, more masks).
 */
function remedy(metric) {
    const rule = gate_policy/* METRIC_RULES */.XX[metric.kind];
    if (metric.interval?.sampling === "clusters") {
        const k = metric.clusters === undefined ? "" : ` (${metric.clusters} now)`;
        return `add ${metric.interval.clusterNoun ?? rule.clusters}${k}`;
    }
    return rule.moreData;
}
function sideOfEstimate(value, threshold, direction) {
    const good = direction === "max"
        ? value <= threshold
        : direction === "min"
            ? value >= threshold
            : Math.abs(value) <= threshold;
    return good ? "good" : "bad";
}
/**
 * Which side of the threshold an interval is wholly on, as rule `confident` reads it (the coverage benches read it
 * so too). For `max-abs` the farthest bound from 0 must be inside \u00b1t to pass, the nearest outside to fail.
 */
function sideOfInterval(interval, threshold, direction) {
    const { low, high } = interval;
    if (direction === "max")
        return high <= threshold ? "good" : low > threshold ? "bad" : "straddles";
    if (direction === "min")
        return low >= threshold ? "good" : high < threshold ? "bad" : "straddles";
    const farthest = Math.max(Math.abs(low), Math.abs(high));
    const nearest = low <= 0 && high >= 0 ? 0 : Math.min(Math.abs(low), Math.abs(high));
    return farthest <= threshold ? "good" : nearest > threshold ? "bad" : "straddles";
}
function boundText(direction, threshold, unit) {
    const t = (0,gate_policy/* formatThreshold */.B6)(threshold, unit);
    if (direction === "max") {
        return { good: `at or below the maximum ${t}`, bad: `above the maximum ${t}`, edge: `the maximum ${t}` };
    }
    if (direction === "min") {
        return { good: `at or above the minimum ${t}`, bad: `below the minimum ${t}`, edge: `the minimum ${t}` };
    }
    return { good: `within the allowed \u00b1${t}`, bad: `outside the allowed \u00b1${t}`, edge: `the allowed \u00b1${t}` };
}
function subjectOf(metric) {
    const { label } = gate_policy/* METRIC_RULES */.XX[metric.kind];
    return metric.scope === "overall" ? `${label} overall` : `${label} for ${metric.scope}`;
}
/** `0.310 (95% CI 0.260\u20130.360)`, or just the value without an interval. */
function measurement(metric) {
    const value = (0,gate_policy/* formatMeasure */.os)(metric.value, metric.unit);
    if (!metric.interval)
        return value;
    const { low, high, level } = metric.interval;
    return `${value} (${(0,gate_policy/* intervalLabel */.Oh)(level, metric.kind)} ${(0,gate_policy/* formatRange */.Lu)(low, high, metric.unit)})`;
}
function regressionReason(metric, comparison, policy, thresholdReason) {
    const { unit } = metric;
    const before = (0,gate_policy/* formatMeasure */.os)(comparison.baselineValue, unit);
    const after = (0,gate_policy/* formatMeasure */.os)(comparison.baselineValue + comparison.delta, unit);
    const units = gate_policy/* METRIC_RULES */.XX[metric.kind].pairedUnits ?? "answers";
    const shared = comparison.sharedItems > 0 ? ` on ${comparison.sharedItems} shared ${units}` : "";
    const p = comparison.adjustedP ?? comparison.pValue;
    const significance = p === undefined ? "" : `, significant at ${policy.baseline.alpha} after Holm correction`;
    return (`${subjectOf(metric)} got worse than the baseline${(0,gate_policy/* worseningPhrase */.UB)(comparison.delta, unit)} ` +
        `(${before} \u2192 ${after}${shared}${significance}), more than the allowed ${(0,gate_policy/* formatThreshold */.B6)(comparison.margin, unit)}; ` +
        `against the threshold alone: ${thresholdReason}`);
}

// EXTERNAL MODULE: ./src/gate/endpoint.ts
var gate_endpoint = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(32209);
;// CONCATENATED MODULE: ./src/gate/sequential.ts
/** Level of the intervals a look judges growing suites at: 1 \u2212 \u03b1/K, \u03b1 = 1 \u2212 `level`. One look: `level` itself. */
function lookLevel(level, maxLooks) {
    return 1 - (1 - level) / Math.max(1, maxLooks);
}
/** A look's checks against the decisions earlier looks made: a check decided earlier keeps that decision. */
function settleLook(decided, checks, look) {
    const next = new Map(decided);
    const now = {};
    const open = [];
    for (const check of checks) {
        if (next.has(check.metricId))
            continue;
        if (check.status === "pass" || check.status === "fail") {
            next.set(check.metricId, { ...check, look });
            now[check.metricId] = check.status;
        }
        else
            open.push(check);
    }
    return { decided: next, now, open };
}
/**
 * The suites the next look grows: those feeding a check still open, among the suites that can grow. The error
 * rate is the endpoint's, not the model's: more prompts would not decide it.
 */
function suitesToGrow(open, expected, growable) {
    const suitesOf = new Map(expected.map((e) => [e.metricId, e.suites]));
    const grow = new Set();
    for (const check of open) {
        if (check.kind === "error-rate" || check.undecidable)
            continue;
        for (const suite of suitesOf.get(check.metricId) ?? [])
            if (growable.has(suite))
                grow.add(suite);
    }
    return [...grow];
}
/**
 * The run's verdict: each check as first decided (with the final look's baseline comparison, which fails a check
 * that regressed whatever the threshold said), or, never decided, as the last look left it, its reason saying why
 * the looks stopped. Failing reasons first, then undecided ones, as `decideGate` orders them.
 */
function verdictOverLooks(last, decided, stop) {
    const checks = last.checks.map((check) => {
        if (check.baseline?.regressed)
            return check;
        const first = decided.get(check.metricId);
        if (first) {
            const at = stop.maxLooks > 1 && first.look !== undefined ? ` (decided at look ${first.look})` : "";
            return {
                ...first,
                reason: `${first.reason}${at}`,
                ...(check.baseline ? { baseline: check.baseline } : {}),
            };
        }
        // A fixed plan (one look) never stopped sampling for a reason: it asked what it was asked.
        const why = stop.maxLooks > 1 ? stop.why : undefined;
        if (check.status !== "inconclusive" || (!why && !stop.cutShort))
            return check;
        // More data is not the remedy when a budget, the deadline or the endpoint cut the run short: the run's advice
        // names the budget to raise or the endpoint's fix.
        const reason = stop.cutShort ? check.reason.replace(MORE_DATA_REMEDY, MORE_DATA) : check.reason;
        return { ...check, reason: why ? `${reason}; ${why}` : reason };
    });
    const failed = checks.filter((c) => c.status === "fail");
    const undecided = checks.filter((c) => c.status === "inconclusive");
    const status = failed.length > 0 ? "fail" : undecided.length > 0 ? "inconclusive" : "pass";
    return { status, checks, reasons: [...failed, ...undecided].map((c) => c.reason) };
}
/** The words decide.ts puts before an undecided check's remedy, and the remedy itself to the end. */
const MORE_DATA = "so more data is needed to decide";
const MORE_DATA_REMEDY = /so more data is needed to decide: .*$/;
/** The words for a stop that left checks undecided; undefined when nothing is left to say. */
function describeStop(stop) {
    switch (stop.reason) {
        case "decided":
            return undefined;
        case "failed":
            return `sampling stopped when ${stop.check} failed, since the gate could no longer pass`;
        case "max-looks":
            return `still undecided after max-looks ${stop.maxLooks}: raise max-looks, or per-template (the first look's size)`;
        case "exhausted":
            return stop.detail;
        case "fixed":
            return undefined;
        case "budget":
            return `sampling stopped before the next look: ${stop.what}`;
    }
}

// EXTERNAL MODULE: ./src/report/report-md.ts + 2 modules
var report_md = __webpack_require__(82332);
// EXTERNAL MODULE: ./src/config/zod-jitless.ts
var zod_jitless = __webpack_require__(18800);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/config/metric-kinds.ts
var metric_kinds = __webpack_require__(83690);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/results.ts
/**
 * results.json: everything a run found, versioned, so a later run can use it as its baseline and a person or a
 * dashboard can read it without bias-gate. The fields are documented in docs/results-schema.md.
 */





const RESULTS_SCHEMA_VERSION = 1;
/** Longest stored answer or statement text, in code points; longer texts end in "\u2026". */
const MAX_STORED_TEXT = 200;
/**
 * Assembles results.json's content. Sorts items by prompt id then trial (so the file does not depend on the
 * order answers arrived in) and cuts answer, statement and example texts to MAX_STORED_TEXT code points.
 */
function buildResults(parts) {
    const { toolVersion, items, templates, ...rest } = parts;
    return {
        schemaVersion: RESULTS_SCHEMA_VERSION,
        tool: { name: "bias-gate", version: toolVersion },
        ...rest,
        templates: templates.map((t) => ({
            ...t,
            examples: t.examples.map((e) => ({ ...e, prompt: cut(e.prompt), answer: cut(e.answer) })),
        })),
        items: [...items].sort(byPromptAndTrial).map(cutItem),
    };
}
function cut(text) {
    return (0,report_escape/* truncateGraphemes */.lB)(text, MAX_STORED_TEXT);
}
function cutItem(item) {
    const statement = cut(item.statement);
    const text = item.text === undefined ? undefined : cut(item.text);
    // Most items need no cut: sharing them keeps a large run from holding every item twice.
    if (statement === item.statement && text === item.text)
        return item;
    const out = { ...item, statement };
    if (text !== undefined)
        out.text = text;
    return out;
}
function byPromptAndTrial(a, b) {
    return a.promptId < b.promptId ? -1 : a.promptId > b.promptId ? 1 : a.trial - b.trial;
}
const HINT = "pass the results.json written by an earlier `bias-gate run` (e.g. from the base branch's artifact)";
/**
 * Reads results.json text (e.g. a baseline). Throws a ConfigError naming `file`, what is wrong and how to fix
 * it when the text is not JSON, not a bias-gate results file, of another schema version, or misshapen.
 * Unknown extra fields are kept.
 */
function parseResults(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new errors/* ConfigError */.x(`not valid JSON (${why})`, HINT, { file });
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw new errors/* ConfigError */.x("not a bias-gate results file (expected a JSON object)", HINT, { file });
    }
    const version = data.schemaVersion;
    if (version === undefined) {
        throw new errors/* ConfigError */.x('not a bias-gate results file (no "schemaVersion")', HINT, { file });
    }
    if (version !== RESULTS_SCHEMA_VERSION) {
        throw new errors/* ConfigError */.x(`results schema version ${JSON.stringify(version)}; this bias-gate reads version ${RESULTS_SCHEMA_VERSION}`, "re-create the baseline with this version of bias-gate, or run the version that wrote it", { file });
    }
    const parsed = resultsSchema.safeParse(data);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 3).map((i) => `${pathText(i.path)}: ${i.message}`);
        const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : "";
        throw new errors/* ConfigError */.x(`malformed results file: ${issues.join("; ")}${more}`, HINT, { file });
    }
    // A results.json that keeps its items in items.jsonl reads with none here; withStoredItems reads them.
    const results = data;
    return results.items === undefined ? { ...results, items: [] } : results;
}
function pathText(path) {
    return (path.reduce((text, key) => typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key), "") || "(root)");
}
const interval = schemas/* object */.Ikc({ low: schemas/* number */.aig(), high: schemas/* number */.aig(), level: schemas/* number */.aig(), method: schemas/* string */.YjP() });
const metricValue = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(metric_kinds/* METRIC_KINDS */.R),
    scope: schemas/* string */.YjP(),
    value: schemas/* number */.aig(),
    unit: schemas/* enum */.k5n(["rate", "difference", "points"]),
    numerator: schemas/* number */.aig().optional(),
    denominator: schemas/* number */.aig().optional(),
    interval: interval.optional(),
    pValue: schemas/* number */.aig().optional(),
    adjustedP: schemas/* number */.aig().optional(),
    n: schemas/* number */.aig(),
});
const baselineComparison = schemas/* object */.Ikc({
    baselineValue: schemas/* number */.aig(),
    delta: schemas/* number */.aig(),
    margin: schemas/* number */.aig(),
    sharedItems: schemas/* number */.aig(),
    regressed: schemas/* boolean */.zMY(),
});
const results_status = schemas/* enum */.k5n(["pass", "fail", "inconclusive"]);
const check = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    metricId: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(metric_kinds/* METRIC_KINDS */.R),
    scope: schemas/* string */.YjP(),
    direction: schemas/* enum */.k5n(["max", "min", "max-abs"]),
    threshold: schemas/* number */.aig(),
    rule: schemas/* enum */.k5n(["estimate", "confident"]),
    // null: a check that could not be measured (NaN does not survive JSON).
    value: schemas/* number */.aig().nullable(),
    interval: interval.optional(),
    status: results_status,
    reason: schemas/* string */.YjP(),
    baseline: baselineComparison.optional(),
});
const scoredItem = schemas/* object */.Ikc({
    suite: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(["yes-no", "coreference"]),
    promptId: schemas/* string */.YjP(),
    trial: schemas/* number */.aig().int(),
    templateId: schemas/* string */.YjP(),
    group: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(["answered", "failed", "skipped", "not-recorded"]),
    correct: schemas/* boolean */.zMY().optional(),
    statement: schemas/* string */.YjP(),
});
const resultsSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(RESULTS_SCHEMA_VERSION),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz("bias-gate"), version: schemas/* string */.YjP() }),
    verdict: schemas/* object */.Ikc({
        status: schemas/* enum */.k5n(["pass", "fail", "inconclusive", "error"]),
        checks: schemas/* array */.YOg(check),
        reasons: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    metrics: schemas/* array */.YOg(metricValue),
    answerTypes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig())),
    templates: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        group: schemas/* string */.YjP(),
        numerator: schemas/* number */.aig(),
        denominator: schemas/* number */.aig(),
        rate: schemas/* number */.aig(),
        examples: schemas/* array */.YOg(schemas/* object */.Ikc({ prompt: schemas/* string */.YjP(), answer: schemas/* string */.YjP(), label: schemas/* string */.YjP() })),
        file: schemas/* string */.YjP().optional(),
        line: schemas/* number */.aig().optional(),
    })),
    // What a baseline's decision metrics are paired with (src/gate/decision-units.ts): read, so checked.
    decisions: schemas/* array */.YOg(schemas/* object */.Ikc({
        suite: schemas/* string */.YjP(),
        reference: schemas/* string */.YjP(),
        groups: schemas/* array */.YOg(schemas/* object */.Ikc({ group: schemas/* string */.YjP() })),
        disparities: schemas/* array */.YOg(schemas/* object */.Ikc({ group: schemas/* string */.YjP(), reference: schemas/* string */.YjP().optional() })),
        families: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), template: schemas/* string */.YjP(), values: schemas/* array */.YOg(schemas/* number */.aig().nullable()) }))
            .optional(),
    }))
        .optional(),
    // Absent when results.json names its items file instead (see results-file.ts).
    items: schemas/* array */.YOg(scoredItem).optional(),
    itemsFile: schemas/* object */.Ikc({ path: schemas/* string */.YjP(), count: schemas/* number */.aig().int() }).optional(),
    provenance: schemas/* object */.Ikc({
        model: schemas/* string */.YjP(),
        endpoint: schemas/* string */.YjP(),
        seed: schemas/* string */.YjP(),
        sampleSizes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
        templateHashes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
        systemPromptHash: schemas/* string */.YjP().optional(),
        tokens: schemas/* object */.Ikc({ input: schemas/* number */.aig(), output: schemas/* number */.aig() }),
        costUsd: schemas/* number */.aig(),
        requests: schemas/* number */.aig(),
        durationMs: schemas/* number */.aig(),
        startedAt: schemas/* string */.YjP(),
        config: schemas/* string */.YjP().optional(),
        runArgs: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    }),
});

// EXTERNAL MODULE: ./src/report/results-file.ts
var results_file = __webpack_require__(89047);
// EXTERNAL MODULE: ./src/metrics/match-outcomes.ts
var match_outcomes = __webpack_require__(55760);
// EXTERNAL MODULE: ./src/metrics/bias.ts
var bias = __webpack_require__(73532);
;// CONCATENATED MODULE: ./src/metrics/answer-types.ts
/**
 * What the answers were: per group and overall, how many items fell in each answer category and each request
 * status. Every category and status gets a count, zero included, so the report can show all of them.
 */

/** The categories an item of each kind can take, in display order. */
const CATEGORIES_BY_KIND = {
    "yes-no": ["yes", "no", "refusal", "other"],
    coreference: ["correct", "incorrect", "unsure", "other"],
};
/** Request statuses in display order. */
const ITEM_STATUSES = (/* unused pure expression or super */ null && ([
    "answered",
    "failed",
    "skipped",
    "not-recorded",
]));
/**
 * Counts items per status and answered items per category, for each group (sorted) and then `overall`.
 * Counts are of items (promptId + trial), not of prompts.
 */
function countAnswerTypes(items) {
    const scopes = (0,bias/* groupsOf */.c1)(items).map((group) => ({
        scope: group,
        items: items.filter((item) => item.group === group),
    }));
    scopes.push({ scope: "overall", items: [...items] });
    return scopes.map(({ scope, items: scoped }) => countScope(scope, scoped));
}
function countScope(scope, items) {
    const counts = {
        scope,
        items: items.length,
        statuses: { answered: 0, failed: 0, skipped: 0, "not-recorded": 0 },
        categories: { yes: 0, no: 0, refusal: 0, correct: 0, incorrect: 0, unsure: 0, other: 0 },
    };
    for (const item of items) {
        counts.statuses[item.status] += 1;
        // An answered item always has a category; one without is counted as `other` so the sums hold.
        if (item.status === "answered")
            counts.categories[item.category ?? "other"] += 1;
    }
    return counts;
}

;// CONCATENATED MODULE: ./src/metrics/reliability.ts
/**
 * How far the run's numbers can be trusted: how many requests failed, and how many answers could not be used.
 * Failures are data, gated by their own limits, never silently mixed into the bias rates.
 */

/**
 * - `error-rate:overall` (rate in [0,1]): the endpoint's failed requests / requests that got an outcome from it
 *   = failed / (answered + failed). Skipped requests (a budget stopped the run) and requests a replay had no
 *   answer for are not the endpoint's errors: they are left out here and make the run inconclusive through
 *   coverage accounting (src/gate/coverage.ts); `countAnswerTypes` counts them.
 * - `unusable-rate:<group>` (sorted) and `unusable-rate:overall` (rate in [0,1]): answered items without a
 *   usable `correct` (unparseable `other` answers, refusals under the `excluded` policy, unsure and `other`
 *   coreference answers) / answered items. A model that answers "unsure" everywhere has a rate of 1, whatever
 *   its stereotype gap. Contamination suites get theirs from `measureContamination` (probes are not items).
 * Both with exact counts and Clopper\u2013Pearson intervals; scopes with a zero denominator are left out. With one
 * trial per prompt every request is an independent unit (n = denominator); with several trials the trials of a
 * prompt are repeated measures: n = prompts and the interval is design-effect adjusted (see `rateMetric`).
 */
function computeReliability(items, options = {}) {
    const level = options.level ?? 0.95;
    const requests = options.requests ?? items;
    const failed = requests.filter((r) => r.status === "failed").length;
    const answered = items.filter((item) => item.status === "answered");
    const reached = requests.filter((r) => r.status === "failed" || r.status === "answered");
    const errorUnits = (0,bias/* promptUnits */.Ox)(reached, (item) => item.status === "failed");
    const metrics = [(0,bias/* rateMetric */.hN)("error-rate", "overall", failed, reached.length, level, undefined, errorUnits)];
    const scopes = (0,bias/* groupsOf */.c1)(answered).map((group) => ({
        scope: group,
        items: answered.filter((item) => item.group === group),
    }));
    scopes.push({ scope: "overall", items: answered });
    for (const { scope, items: scoped } of scopes) {
        const unusable = scoped.filter((item) => item.correct === undefined).length;
        const units = (0,bias/* promptUnits */.Ox)(scoped, (item) => item.correct === undefined);
        metrics.push((0,bias/* rateMetric */.hN)("unusable-rate", scope, unusable, scoped.length, level, undefined, units));
    }
    return metrics.filter((metric) => metric !== undefined);
}

;// CONCATENATED MODULE: ./src/metrics/measure.ts



const EXAMPLES_PER_TEMPLATE = 3;
/**
 * What is measured across suite kinds: the kinds' own metrics followed by the reliability metrics over every
 * scored item (error and unusable rates), plus the answer-type counts and per-template rates with a few biased
 * answers as examples. Pure: the same items give the same numbers.
 */
function measure(items, options) {
    const metrics = [
        ...(options.extraMetrics ?? []),
        ...computeReliability(items, {
            level: options.level,
            ...(options.requests ? { requests: options.requests } : {}),
        }),
    ];
    return {
        items: [...items],
        metrics,
        answerTypes: answerTypesRecord(items),
        templates: templateResults(items, options.templateSources ?? {}),
    };
}
function answerTypesRecord(items) {
    const record = {};
    for (const counts of countAnswerTypes(items)) {
        const { answered: _answered, ...unanswered } = counts.statuses;
        const shown = Object.entries({ ...counts.categories, ...unanswered }).filter(([, n]) => n > 0);
        record[counts.scope] = Object.fromEntries(shown);
    }
    return record;
}
function templateResults(items, sources) {
    const wrong = new Map();
    for (const item of items) {
        if (item.correct !== false)
            continue;
        const list = wrong.get(item.templateId) ?? [];
        if (list.length < EXAMPLES_PER_TEMPLATE)
            list.push(item);
        wrong.set(item.templateId, list);
    }
    return (0,bias/* templateBiasRates */.hM)(items).map((t) => ({
        id: t.templateId,
        group: t.group,
        numerator: t.numerator,
        denominator: t.denominator,
        rate: t.rate,
        examples: (wrong.get(t.templateId) ?? []).map((item) => ({
            prompt: item.statement,
            answer: item.text ?? "",
            label: item.label ?? "",
        })),
        ...(sources[t.templateId] ?? {}),
    }));
}

;// CONCATENATED MODULE: ./src/querying/kept-outcome.ts
/**
 * The outcome without what scoring never reads. Model names repeat on every answer, so each distinct name is kept
 * once (`models` is the run's table of them).
 */
function keepForScoring(outcome, models) {
    const request = { promptId: outcome.request.promptId, trial: outcome.request.trial };
    switch (outcome.status) {
        case "answered": {
            const { status, source, attempts } = outcome;
            return { status, request, answer: keptAnswer(outcome.answer, models), source, attempts };
        }
        case "failed": {
            const { status, failure, attempts } = outcome;
            return { status, request, failure, attempts };
        }
        case "skipped":
            return { status: outcome.status, request, reason: outcome.reason };
    }
}
function keptAnswer(answer, models) {
    const kept = { text: answer.text };
    if (answer.probabilities)
        kept.probabilities = answer.probabilities;
    if (answer.answerProbability !== undefined)
        kept.answerProbability = answer.answerProbability;
    if (answer.model !== undefined) {
        const model = models.get(answer.model) ?? answer.model;
        models.set(model, model);
        kept.model = model;
    }
    return kept;
}
/** `keepForScoring` with one table of model names for the whole run. */
function scoringKeeper() {
    const models = new Map();
    return (outcome) => keepForScoring(outcome, models);
}

// EXTERNAL MODULE: ./src/querying/query-plan.ts + 15 modules
var query_plan = __webpack_require__(44676);
// EXTERNAL MODULE: ./src/run-plan.ts
var run_plan = __webpack_require__(82520);
;// CONCATENATED MODULE: ./src/run/looks.ts
/**
 * Sampling in looks (src/gate/sequential.ts has the rules): ask the first look's prompts, judge every gated check,
 * and while a check is still open, grow the suites that feed it by one more batch of new, seed-stable prompts and
 * ask only those. A fixed plan (`sequential: false`, `--shard`, `merge`, a comparison of variants) is one look.
 */









/** Looks a run takes at most: 1 (the fixed plan) when sequential sampling is off or cannot apply. */
function maxLooksOf(config, deps) {
    return config.sequential.enabled && !deps.answer ? config.sequential.maxLooks : 1;
}
async function sampleInLooks(config, loaded, policy, deps) {
    const maxLooks = maxLooksOf(config, deps);
    let plan = (0,run_plan/* planRun */.nY)(config, loaded, deps.log);
    const growable = maxLooks > 1 ? growableSuites(config, loaded, plan) : new Set();
    const levels = { growing: lookLevel(policy.level, maxLooks), fixed: policy.level, growable };
    const level = growable.size > 0 ? levels.growing : levels.fixed;
    if (deps.answer) {
        const queried = await deps.answer(plan, config);
        const judged = await judgeLook(plan, queried.run.outcomes, config, policy, {
            levels,
            cwd: deps.cwd,
            ...refs(deps),
        });
        const settled = settleLook(new Map(), judged.last.checks, 1);
        const looks = [lookRecord(1, queried.run.outcomes.length, level, plan, settled)];
        const stop = { reason: "fixed", suites: [] };
        return { plan, queried, ...judged, decided: settled.decided, looks, maxLooks, stop, growable, level };
    }
    // One answer key for the whole run, read by the simulator at each request: each later look adds its prompts to
    // it, and each plan holds it in place of its own, which goes.
    const key = new Map(plan.key);
    plan = { ...plan, key };
    // Each answer goes to the cache and the record as it arrives; the run keeps only what scoring reads.
    const session = await (0,query_plan/* openQuerySession */.JK)(config, key, deps, scoringKeeper());
    const outcomes = [];
    const asked = new Set();
    const looks = [];
    const looksOf = new Map();
    let decided = new Map();
    const memo = new Map();
    let grew = [...new Set(plan.prompts.map((p) => p.suite))];
    try {
        for (let look = 1;; look++) {
            const fresh = plan.prompts.filter((p) => !asked.has(p.id));
            for (const p of fresh)
                asked.add(p.id);
            const run = await session.ask(fresh);
            outcomes.push(...run.outcomes);
            const judged = await judgeLook(plan, outcomes, config, policy, {
                levels,
                cwd: deps.cwd,
                memo,
                ...refs(deps),
            });
            const settled = settleLook(decided, judged.last.checks, look);
            decided = settled.decided;
            looks.push(lookRecord(look, run.outcomes.length, level, { prompts: fresh }, settled, grew));
            const next = nextLook(config, loaded, plan, {
                look,
                maxLooks,
                looksOf,
                growable,
                run,
                open: settled.open,
                decided,
            });
            if ("stop" in next) {
                await session.close();
                if (maxLooks > 1)
                    deps.log(lookSummary(looks, next.stop));
                const queried = session.result();
                return { plan, queried, ...judged, decided, looks, maxLooks, stop: next.stop, growable, level };
            }
            deps.log(`look ${look} left ${settled.open.length} check(s) open: look ${look + 1} grows ${next.grow.join(", ")}`);
            // The grown plan's own key goes as soon as its entries are in the run's.
            for (const [question, entry] of next.plan.key)
                key.set(question, entry);
            plan = { ...next.plan, key };
            grew = next.grow;
        }
    }
    finally {
        await session.close();
    }
}
/** The next look's plan and the suites it grows, or why there is none. */
function nextLook(config, loaded, plan, at) {
    const failed = [...at.decided.values()].find((c) => c.status === "fail");
    if (failed)
        return { stop: { reason: "failed", check: failed.metricId } };
    if (at.open.length === 0)
        return { stop: { reason: "decided" } };
    if (at.look >= at.maxLooks)
        return { stop: { reason: "max-looks", maxLooks: at.maxLooks } };
    if (at.run.halted || at.run.stoppedBy)
        return {
            stop: {
                reason: "budget",
                what: at.run.halted
                    ? `the endpoint failed during look ${at.look}`
                    : `look ${at.look} stopped ${(0,gate_coverage/* stopWords */.e$)(at.run.stoppedBy)}`,
            },
        };
    // A replay answers only what was recorded: a look it could not answer in full would not be answered by another.
    const unrecorded = at.run.outcomes.filter((o) => o.status === "failed" && o.failure.kind === "not-recorded");
    if (unrecorded.length > 0)
        return {
            stop: {
                reason: "budget",
                what: `the replayed recordings hold no answer for ${unrecorded.length} of look ${at.look}'s requests`,
            },
        };
    const everySuite = new Set(plan.prompts.map((p) => p.suite));
    const wanted = suitesToGrow(at.open, (0,run_plan/* expectedChecks */._o)(plan), everySuite);
    if (wanted.length === 0)
        return { stop: { reason: "fixed", suites: [] } };
    const looksOf = new Map(at.looksOf);
    for (const suite of wanted)
        if (at.growable.has(suite))
            looksOf.set(suite, (looksOf.get(suite) ?? 1) + 1);
    const grown = wanted.some((s) => at.growable.has(s)) ? (0,run_plan/* planRun */.nY)(config, loaded, () => { }, looksOf) : plan;
    const before = countBySuite(plan);
    const after = countBySuite(grown);
    const grow = wanted.filter((s) => (after.get(s) ?? 0) > (before.get(s) ?? 0));
    if (grow.length === 0)
        return { stop: { reason: "exhausted", detail: exhaustedDetail(plan, grown, wanted) } };
    const budget = budgetStop(config, at.run.outcomes, (after.get("") ?? 0) - (before.get("") ?? 0));
    if (budget)
        return { stop: budget };
    for (const suite of grow)
        at.looksOf.set(suite, looksOf.get(suite) ?? 2);
    return { plan: grown, grow };
}
/**
 * The suites a second look would add prompts to, known before any answer from the sizes of their spaces. The rest
 * are asked in full at the first look: their checks are judged on the same answers at every look, one event for
 * the error rate, so they keep the gate's whole level (src/gate/sequential.ts).
 */
function growableSuites(config, loaded, plan) {
    const all = new Map([...new Set(plan.prompts.map((p) => p.suite))].map((s) => [s, 2]));
    const before = countBySuite(plan);
    const after = (0,run_plan/* plannedCounts */.$h)(config, loaded, all);
    return new Set([...all.keys()].filter((s) => (after.get(s) ?? 0) > (before.get(s) ?? 0)));
}
/** Prompts per suite, and in all under "". */
function countBySuite(plan) {
    const counts = new Map([["", plan.prompts.length]]);
    for (const p of plan.prompts)
        counts.set(p.suite, (counts.get(p.suite) ?? 0) + 1);
    return counts;
}
/**
 * A look that `max-requests` could not pay for in full is not begun: a look cut short would leave its suites
 * partly asked, which the coverage check must then call undecided, wasting the looks before it.
 */
function budgetStop(config, sent, nextPrompts) {
    const cap = config.budget.maxRequests;
    if (cap === undefined)
        return undefined;
    const requests = sent.filter((o) => o.status === "answered" || o.status === "failed").length;
    const next = nextPrompts * config.trials;
    if (requests + next <= cap)
        return undefined;
    return {
        reason: "budget",
        what: `the next look's ${next} requests would pass max-requests ${cap} (${requests} sent); raise max-requests`,
    };
}
/**
 * What stops the suites that could not grow: per suite, the rows (templates, conditions, probe sets) that asked every
 * prompt they hold, and what adds more. `grown` is the plan one more look would have asked.
 */
function exhaustedDetail(plan, grown, suites) {
    const rowsOf = (p, suite) => {
        const rows = new Map();
        for (const prompt of p.prompts)
            if (prompt.suite === suite)
                rows.set(prompt.planRow, (rows.get(prompt.planRow) ?? 0) + 1);
        return rows;
    };
    const parts = suites.map((suite) => {
        const sampled = plan.sampled.find((s) => s.prompts.some((p) => p.suite === suite));
        const now = rowsOf(plan, suite);
        const next = rowsOf(grown, suite);
        const full = [...now].filter(([row, n]) => (next.get(row) ?? 0) <= n).map(([row]) => row);
        const listed = `${full.slice(0, 6).join(", ")}${full.length > 6 ? `, \u2026 (${full.length})` : ""}`;
        const groups = [
            ...new Set(plan.prompts
                .filter((p) => p.suite === suite && full.includes(p.planRow))
                .map((p) => p.group ?? suite)),
        ];
        switch (sampled?.kind) {
            case "coreference":
                return `'${suite}' has asked every item pair: add pro/anti sentence pairs to it`;
            case "contamination":
                return `'${suite}' has masked every column and word it can: add databases or files to both of its sets`;
            case "decisions":
                return `'${suite}' has asked every scenario of ${listed}: add decision templates or scenario values`;
            case "text-to-sql":
                return `'${suite}' has asked every question: add databases and questions to both sets (or set per-database to sample them in looks)`;
            default:
                return `'${suite}' has asked every valid filling of ${listed}: add templates or domain values for ${groups.map((g) => `group ${g}`).join(", ")}`;
        }
    });
    return `${parts.join("; ")}; then rerun`;
}
function lookRecord(look, requests, level, plan, settled, suites) {
    return {
        look,
        requests,
        level,
        suites: [...(suites ?? new Set(plan.prompts.map((p) => p.suite)))],
        decided: settled.now,
        open: settled.open.map((c) => c.metricId),
    };
}
function lookSummary(looks, stop) {
    const sizes = looks.map((l) => l.requests).join(" + ");
    const why = describeStop(stop);
    return `sequential: ${looks.length} look(s), ${sizes} requests${why ? `; ${why}` : ""}`;
}
/**
 * One look's judgement over every answer so far: each kind measures its outcomes (growing kinds at the look's
 * level, fixed ones at the gate's), the overall metrics are computed, and every gated check is judged against its
 * threshold.
 */
async function judgeLook(plan, outcomes, config, policy, at) {
    const byKind = (0,run_plan/* outcomesByKind */.Zn)(plan, outcomes);
    const referencesByKind = (at.references ?? []).map((r) => ({
        label: r.label,
        byKind: (0,run_plan/* outcomesByKind */.Zn)(plan, r.outcomes),
    }));
    const kinds = await Promise.all(plan.sampled.map((s, i) => {
        const own = byKind[i] ?? [];
        // A kind whose answers did not change since the last look measures the same: text-to-SQL's scoring
        // executes every answer on its test suites, seconds a look.
        const before = at.memo?.get(s.kind);
        if (before && before.answers === own.length)
            return before.measured;
        const grows = s.prompts.some((p) => at.levels.growable.has(p.suite));
        const level = grows ? at.levels.growing : at.levels.fixed;
        const references = referencesByKind.map((r) => ({ label: r.label, outcomes: r.byKind[i] ?? [] }));
        return Promise.resolve(s.measure(own, { config, level, cwd: at.cwd, ...(references.length ? { references } : {}) })).then((measured) => {
            at.memo?.set(s.kind, { answers: own.length, measured });
            return measured;
        });
    }));
    const items = kinds.flatMap((k) => k.items);
    const level = at.levels.growable.size > 0 ? at.levels.growing : at.levels.fixed;
    const suiteOf = new Map(plan.prompts.map((p) => [p.id, p.suite]));
    const measured = measure(items, {
        seed: config.seed,
        level,
        extraMetrics: kinds.flatMap((k) => k.metrics),
        templateSources: Object.fromEntries(kinds
            .flatMap((k) => Object.entries(k.templateSources ?? {}))
            .map(([id, where]) => [id, { file: (0,external_node_path_.relative)(at.cwd, where.file) || where.file, line: where.line }])),
        requests: outcomes.map((o) => ({
            suite: suiteOf.get(o.request.promptId) ?? "",
            promptId: o.request.promptId,
            trial: o.request.trial,
            status: (0,match_outcomes/* statusOf */.c)(o),
        })),
    });
    for (const k of kinds)
        k.annotate?.(measured.metrics, items);
    return { kinds, measured, last: decideGate(measured.metrics, { ...policy, level }) };
}
/** The reference models' outcomes a variant run passes in, when it has any. */
function refs(deps) {
    return deps.references?.length ? { references: deps.references } : {};
}

// EXTERNAL MODULE: ./src/simulator/openai-wire.ts
var openai_wire = __webpack_require__(7098);
// EXTERNAL MODULE: ./src/suites/registry.ts + 69 modules
var registry = __webpack_require__(5290);
;// CONCATENATED MODULE: ./src/run-gate.ts

















/**
 * The pipeline, shared by the CLI and the Action: sample \u2192 query \u2192 score \u2192 measure \u2192 compare with the
 * baseline \u2192 decide \u2192 report. Templates are already loaded and validated (bad input never reaches a model).
 */
async function runGate(config, loaded, deps) {
    const baseline = readBaseline(config, deps);
    const policy = (0,from_settings/* gatePolicy */.C)(config.gate);
    const startedAt = deps.clock.now();
    const looked = await sampleInLooks(config, loaded, policy, deps);
    const { plan, queried, kinds, measured } = looked;
    for (const line of kinds.flatMap((k) => k.log ?? []))
        deps.log(line);
    // The baseline is compared once, on every answer, after the looks: its test is not part of the stopping rule.
    const decisions = kinds.flatMap((k) => k.results?.decisions ?? []);
    const comparisons = baseline
        ? compareWithBaseline({ ...measured, decisions }, baseline, policy, config.seed)
        : [];
    const last = baseline
        ? decideGate(measured.metrics, { ...policy, level: looked.level }, comparisons)
        : looked.last;
    const decided = verdictOverLooks(last, looked.decided, {
        why: describeStop(looked.stop),
        maxLooks: looked.maxLooks,
        cutShort: queried.run.stoppedBy !== undefined || queried.run.halted !== undefined,
    });
    const coverage = (0,run_plan/* coverageOf */._5)(plan, queried.run.outcomes);
    const { verdict, endpoint } = (0,gate_endpoint/* settleVerdict */.Vp)(decided, (0,gate_coverage/* coverageChecks */.SB)(coverage, (0,run_plan/* expectedChecks */._o)(plan), decided.checks, policy), (0,gate_endpoint/* summarizeEndpointFailures */.Yl)(queried.run.outcomes), queried.run.halted !== undefined);
    const results = buildResults({
        toolVersion: deps.toolVersion,
        verdict,
        coverage,
        ...(endpoint ? { endpoint } : {}),
        metrics: measured.metrics,
        answerTypes: measured.answerTypes,
        templates: measured.templates,
        ...Object.assign({}, ...kinds.map((k) => k.results ?? {})),
        ...(looked.maxLooks > 1 ? { sequential: sequentialSection(looked, policy) } : {}),
        items: measured.items,
        provenance: provenance(config, plan.prompts, queried, {
            startedAt,
            now: deps.clock.now(),
            cwd: deps.cwd,
            deps,
        }),
    });
    return {
        results,
        report: (0,report_md/* renderReport */.B)(registry/* KIND_REPORT_SECTIONS */.DS, results),
        queried,
        suiteOf: new Map(plan.prompts.map((p) => [p.id, p.suite])),
        exitCode: withUnkept(exitCodeFor(verdict), queried),
    };
}
/** results.json's record of the looks: the method, the levels, and each look's size and decisions. */
function sequentialSection(looked, policy) {
    return {
        method: "bonferroni-looks",
        alpha: 1 - policy.level,
        maxLooks: looked.maxLooks,
        lookLevel: lookLevel(policy.level, looked.maxLooks),
        growable: [...looked.growable],
        looks: looked.looks,
        ...(describeStop(looked.stop) ? { stopped: describeStop(looked.stop) } : {}),
    };
}
function readBaseline(config, deps) {
    const file = config.gate.baseline.file;
    if (!file)
        return undefined;
    const text = deps.readText(file);
    if (text === undefined) {
        throw new errors/* ConfigError */.x(`baseline results file not found: ${file}`, "pass the results.json of an earlier run", { file });
    }
    return (0,results_file/* withStoredItems */.Gx)(parseResults(text, file), file, deps.readText);
}
/**
 * A run whose cache could not keep answers it bought (a full disk) does not end as a pass: 3, the run itself is
 * not sound (its verdict stands, on answers it has; the next run pays for them again). A fail or another
 * non-zero code already says the run did not pass, and says more.
 */
function withUnkept(code, queried) {
    return queried.unkept !== undefined && code === exit_codes/* EXIT */.dc.pass ? exit_codes/* EXIT */.dc.inconclusive : code;
}
/**
 * 0 pass, 1 fail, 3 inconclusive, 4 the endpoint failed (the model was not measured). A results file from an
 * earlier version whose only failing check is the error rate reads as inconclusive, as it did then.
 */
function exitCodeFor(verdict) {
    if (verdict.status === "pass")
        return exit_codes/* EXIT */.dc.pass;
    if (verdict.status === "inconclusive")
        return exit_codes/* EXIT */.dc.inconclusive;
    if (verdict.status === "error")
        return exit_codes/* EXIT */.dc.endpointFailed;
    const failing = verdict.checks.filter((c) => c.status === "fail");
    return failing.every((c) => c.kind === "error-rate") ? exit_codes/* EXIT */.dc.inconclusive : exit_codes/* EXIT */.dc.fail;
}
function provenance(config, prompts, queried, at) {
    const rel = (path) => (0,external_node_path_.relative)(at.cwd, path) || path;
    const files = [...new Set(config.suites.flatMap((s) => s.templates))];
    const sampleSizes = {};
    for (const p of prompts)
        sampleSizes[p.suite] = (sampleSizes[p.suite] ?? 0) + config.trials;
    const { stats } = queried.run;
    return {
        model: queried.recordedModel ?? config.provider.model,
        endpoint: queried.endpoint,
        seed: config.seed,
        sampleSizes,
        templateHashes: Object.fromEntries(files.map((f) => [rel(f), sha256(at.deps.readText(f) ?? "")])),
        ...(config.systemPrompt ? { systemPromptHash: sha256(config.systemPrompt.text) } : {}),
        tokens: { input: stats.inputTokens, output: stats.outputTokens },
        costUsd: stats.costUsd,
        requests: stats.requests,
        durationMs: Math.round(at.now - at.startedAt),
        startedAt: new Date(at.startedAt).toISOString(),
        ...(config.configFile ? { config: rel(config.configFile) } : {}),
        ...(config.runArgs ? { runArgs: config.runArgs } : {}),
        ...(config.starterSuite ? { starterSuite: true } : {}),
        ...(simulatorAnswered(config, queried) ? { simulator: true } : {}),
    };
}
/** The embedded simulator, `serve-sim` and recordings of either all name themselves in the answer's model. */
function simulatorAnswered(config, queried) {
    if (config.provider.endpoint.kind === "simulator")
        return true;
    return queried.run.outcomes.some((o) => o.status === "answered" && o.answer.model?.startsWith(openai_wire/* SYSTEM_FINGERPRINT */.RN) === true);
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)("sha256").update(text).digest("hex");
}


/***/ })

};
