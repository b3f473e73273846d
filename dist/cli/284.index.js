export const id = 284;
export const ids = [284];
export const modules = {

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ prepareOutputDir)
/* harmony export */ });
/* unused harmony export prepareRecordFile */
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);
/* harmony import */ var _providers_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9025);


/**
 * Creates the output directory, and opens the `--record` file when there is one, before any request is sent,
 * so a path that cannot hold results.json and report.md or the recording (an existing file or directory, a file
 * among its parents, no permission) stops the run before it is paid for.
 */
function prepareOutputDir(config, io) {
    prepareRecordFile(config);
    try {
        io.makeDir(config.outDir);
    }
    catch (error) {
        const code = error.code;
        const problem = code === "EEXIST"
            ? "is a file, not a directory"
            : code === "ENOTDIR"
                ? "cannot be created: part of its path is a file"
                : `cannot be created: ${error.message}`;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`output directory ${config.outDir} ${problem}`, "--out (or output: in the config) names a directory for results.json and report.md; choose another path");
    }
}
/**
 * Opens the `--record` file (creating it and its directory if missing) before any request is sent, so answers
 * that are paid for can always be written down. `problemOf` says why a path cannot be (tests replace it).
 */
function prepareRecordFile(config, problemOf = _providers_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordPathProblem */ .k2) {
    if (config.record === undefined)
        return;
    const problem = problemOf(config.record);
    if (problem === undefined)
        return;
    throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`record file ${config.record} ${problem}`, "--record names a JSONL file that every request and answer is appended to; choose a writable file path");
}


/***/ }),

/***/ 8357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ prepare)
/* harmony export */ });
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4730);
/* harmony import */ var _suites_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9513);
/* harmony import */ var _template_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4663);



/** Config \u2192 templates \u2192 validation. Warnings go to stderr; errors stop the command (exit 2). */
function prepare(flags, io) {
    const config = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveConfig */ .pE)(flags, io);
    const loaded = (0,_suites_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRun */ .S)(config, io);
    const { diagnostics } = loaded;
    if (diagnostics.some((d) => d.severity === "error"))
        throw new _template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .TemplateProblems */ .Do(diagnostics);
    if (diagnostics.length > 0) {
        io.stderr((0,_template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDiagnostics */ .oO)(diagnostics, io.cwd));
    }
    return { config, loaded, diagnostics };
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
/* harmony import */ var _providers_query_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8837);
/* harmony import */ var _providers_shard_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5033);
/* harmony import */ var _report_answers_summary_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7068);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2520);
/* harmony import */ var _sampling_shard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2221);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5821);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8357);
/* harmony import */ var _shard_plan_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6728);













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
    const shard = (0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .parseShardSpec */ .d7)(flags.shard ?? "");
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_9__/* .prepare */ .i)(flags, io);
    refuseComparison(config);
    (0,_preflight_js__WEBPACK_IMPORTED_MODULE_8__/* .prepareOutputDir */ .g)(config, io);
    if (options.apiKey && config.provider.endpoint.kind === "openai-compatible")
        config.provider.endpoint.apiKey = options.apiKey;
    const log = (line) => io.stderr(`${line}\n`);
    const plan = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_11__/* .planRun */ .nY)(config, loaded, log);
    const prompts = (0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .selectShard */ .Xm)(plan.prompts, plan.sampled, shard, config.seed);
    log(`shard ${(0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .formatShard */ ._D)(shard)}: ${prompts.length} of ${plan.prompts.length} prompts`);
    await options.cache?.restore(config);
    const progress = (0,_providers_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .createProgressReporter */ .lb)({ mode: io.progressMode, write: io.stderr, now: _providers_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m.now });
    let last;
    const interrupt = io.onInterrupt();
    const queried = await (0,_providers_query_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .queryPlan */ ._O)(config, prompts, plan.key, {
        env: io.env,
        cwd: io.cwd,
        log: (line) => progress.log(`${line}\n`),
        clock: _providers_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m,
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
        fingerprint: (0,_shard_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .shardFingerprint */ .$)(config, plan, io.cwd),
        templateHashes: (0,_shard_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .templateHashes */ .t)(config, io.readText, io.cwd),
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
    io.stderr((0,_report_answers_summary_js__WEBPACK_IMPORTED_MODULE_12__/* .formatAnswersSummary */ .Z)({
        run,
        endpoint: queried.endpoint,
        suiteOf: new Map(prompts.map((p) => [p.id, p.suite])),
        missing: queried.missing,
    }));
    io.stdout(`${shardLine(shard, run.stats, file)}\n`);
    return { exitCode: run.halted ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.endpointFailed : _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass, file };
}
/** `shard 2/4: partial, merge to decide: \u2026`: a shard's own line never reads as the gate's verdict. */
function shardLine(shard, stats, file) {
    return (`shard ${(0,_sampling_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .formatShard */ ._D)(shard)}: partial, merge to decide: answered ${stats.answered}, failed ${stats.failed}, ` +
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
    if (!manifest || typeof manifest !== "object" || manifest.shard === undefined) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file} is not a bias-gate shard file: its first line is not a shard manifest`, HINT, {
            file,
            line: 1,
        });
    }
    if (manifest.format !== SHARD_FORMAT) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${file} is a shard file of format ${String(manifest.format)}; this bias-gate reads format ${SHARD_FORMAT}`, "run the shards and the merge with the same bias-gate version", { file, line: 1 });
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


/***/ }),

/***/ 2520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zn: () => (/* binding */ outcomesByKind),
/* harmony export */   _5: () => (/* binding */ coverageOf),
/* harmony export */   _o: () => (/* binding */ expectedChecks),
/* harmony export */   nY: () => (/* binding */ planRun)
/* harmony export */ });
/**
 * Samples every configured suite from the run's seed, kind by kind. `run`, the Action, `plan`, `sample` and
 * `serve-sim` all plan through here, so they agree on every prompt (and a standalone simulator knows exactly the
 * prompts an embedded one would be asked).
 */
function planRun(config, loaded, log) {
    const sampled = loaded.kinds.map((k) => k.sample(config, log));
    const key = new Map(sampled.flatMap((s) => [...s.answerKey()]));
    return { sampled, prompts: sampled.flatMap((s) => [...s.prompts]), key };
}
/** The checks a complete run of this plan would produce: every kind's, and the overall reliability ones. */
function expectedChecks(plan) {
    const suites = [...new Set(plan.prompts.map((p) => p.suite))];
    const itemSuites = [
        ...new Set(plan.sampled.filter((s) => s.scoresItems).flatMap((s) => s.prompts.map((p) => p.suite))),
    ];
    return [
        ...plan.sampled.flatMap((s) => s.expectedChecks()),
        { metricId: "error-rate:overall", kind: "error-rate", scope: "overall", suites },
        ...(itemSuites.length > 0
            ? [
                {
                    metricId: "unusable-rate:overall",
                    kind: "unusable-rate",
                    scope: "overall",
                    suites: itemSuites,
                },
            ]
            : []),
    ];
}
/** Per suite: how many requests the plan asked, and what became of them. */
function coverageOf(plan, outcomes) {
    const suiteOf = new Map();
    for (const s of plan.sampled)
        for (const p of s.prompts)
            suiteOf.set(p.id, { suite: p.suite, kind: s.kind });
    const coverage = new Map();
    for (const o of outcomes) {
        const at = suiteOf.get(o.request.promptId);
        if (!at)
            continue;
        const c = coverage.get(at.suite) ?? {
            ...at,
            planned: 0,
            answered: 0,
            failed: 0,
            skipped: {},
            notRecorded: 0,
        };
        c.planned++;
        if (o.status === "answered")
            c.answered++;
        else if (o.status === "skipped")
            c.skipped[o.reason] = (c.skipped[o.reason] ?? 0) + 1;
        else if (o.failure.kind === "not-recorded")
            c.notRecorded++;
        else
            c.failed++;
        coverage.set(at.suite, c);
    }
    return [...coverage.values()];
}
/** The outcomes of each kind's prompts, in the order of `plan.sampled`. */
function outcomesByKind(plan, outcomes) {
    const kindOf = new Map();
    plan.sampled.forEach((s, i) => {
        for (const p of s.prompts)
            kindOf.set(p.id, i);
    });
    const split = plan.sampled.map(() => []);
    for (const o of outcomes)
        split[kindOf.get(o.request.promptId) ?? 0]?.push(o);
    return split;
}


/***/ })

};
