export const id = 270;
export const ids = [270];
export const modules = {

/***/ 69680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ jsonLineChunks),
/* harmony export */   a7: () => (/* binding */ writeChunks)
/* harmony export */ });
/* unused harmony export JSON_LINES_CHUNK */
/** JSON Lines (one JSON value per line) produced in chunks, so a file of any length is written in constant memory. */
/** About this many UTF-16 code units per chunk: large enough that writes are few, small enough to stay flat. */
const JSON_LINES_CHUNK = 64 * 1024;
/**
 * The lines `JSON.stringify(value) + "\n"` of every value, joined into chunks of about `JSON_LINES_CHUNK` code
 * units. The concatenated chunks are exactly the file; an empty input yields nothing. `onLine` counts lines.
 */
function* jsonLineChunks(values, onLine) {
    let chunk = "";
    for (const value of values) {
        chunk += `${JSON.stringify(value)}\n`;
        onLine?.();
        if (chunk.length >= JSON_LINES_CHUNK) {
            yield chunk;
            chunk = "";
        }
    }
    if (chunk !== "")
        yield chunk;
}
/** Writes `chunks` to `path`, streaming when `io` can (waiting whenever the disk is behind). */
async function writeChunks(io, path, chunks) {
    if (io.writeChunks)
        await io.writeChunks(path, chunks);
    else
        io.writeText(path, Array.from(chunks).join(""));
}


/***/ }),

/***/ 38357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ prepare)
/* harmony export */ });
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6819);
/* harmony import */ var _suites_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5290);
/* harmony import */ var _template_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54663);



/** Config \u2192 templates \u2192 validation. Warnings go to stderr; errors stop the command (exit 2). */
function prepare(flags, io) {
    const config = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveConfig */ .pE)(flags, io);
    const loaded = (0,_suites_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRun */ .Sj)(config, io);
    const { diagnostics } = loaded;
    if (diagnostics.some((d) => d.severity === "error"))
        throw new _template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .TemplateProblems */ .Do(diagnostics);
    if (diagnostics.length > 0) {
        io.stderr((0,_template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDiagnostics */ .oO)(diagnostics, io.cwd));
    }
    return { config, loaded, diagnostics };
}


/***/ }),

/***/ 49270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sampleCommand: () => (/* binding */ sampleCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78983);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82520);
/* harmony import */ var _json_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69680);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38357);





/**
 * `bias-gate sample`: every prompt a run would send, from the same seeded sample as `run`, as JSONL (one record
 * per prompt, each with its id and suite kind) or a readable table. JSONL is written as it is drawn, so a sample
 * of any size takes constant memory; every sampling error is raised before the first line.
 */
async function sampleCommand(flags, io) {
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_3__/* .prepare */ .i)(flags, io);
    const log = (line) => io.stderr(`${line}\n`);
    let prompts = 0;
    const chunks = (flags.format ?? "jsonl") === "jsonl"
        ? (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonLineChunks */ .FP)(records(config, loaded, log), () => prompts++)
        : tableChunks(config, loaded, log, (n) => {
            prompts = n;
        });
    if (flags.out) {
        await (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .writeChunks */ .a7)(io, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, flags.out), chunks);
        io.stderr(`wrote ${prompts} prompts to ${flags.out}\n`);
    }
    else {
        for (const chunk of chunks) {
            io.stdout(chunk);
            await io.stdoutDrained?.();
        }
    }
    return _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.pass;
}
/** Every kind's records, each kind drawn (and checked) before the first record of any is built. */
function records(config, loaded, log) {
    const kinds = loaded.kinds.map((k) => {
        const fresh = k.sampleRecords?.(config, log);
        return { kind: k.kind, fresh: fresh !== undefined, records: fresh ?? k.sample(config, log).records() };
    });
    return (function* () {
        for (const { kind, fresh, records } of kinds) {
            // A streamed record is fresh, so it is extended in place; copying a million of them would pretenure them.
            for (const r of records)
                yield fresh ? Object.assign(r, { kind }) : { ...r, kind };
        }
    })();
}
/** The table is for reading, so it is built whole, from the plan a run would make. */
function* tableChunks(config, loaded, log, count) {
    const plan = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .planRun */ .nY)(config, loaded, log);
    count(plan.prompts.length);
    // A kind with no suite in the config has no table, and adds no blank line.
    yield plan.sampled
        .filter((s) => s.prompts.length > 0)
        .map((s) => s.table())
        .join("\n");
}


/***/ }),

/***/ 82520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ plannedCounts),
/* harmony export */   Zn: () => (/* binding */ outcomesByKind),
/* harmony export */   _5: () => (/* binding */ coverageOf),
/* harmony export */   _o: () => (/* binding */ expectedChecks),
/* harmony export */   nY: () => (/* binding */ planRun)
/* harmony export */ });
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);

/**
 * Samples every configured suite from the run's seed, kind by kind. `run`, the Action, `plan`, `sample` and
 * `serve-sim` all plan through here, so they agree on every prompt (and a standalone simulator knows exactly the
 * prompts an embedded one would be asked).
 */
function planRun(config, loaded, log, looks) {
    const sampled = loaded.kinds.map((k) => k.sample(config, log, looks));
    assertOnePromptPerId(sampled);
    // Entry by entry: a run of 100,000 prompts would otherwise build 100,000 pairs to hand to the Map.
    const key = new Map();
    for (const s of sampled)
        for (const [question, entry] of s.answerKey())
            key.set(question, entry);
    return { sampled, prompts: sampled.flatMap((s) => [...s.prompts]), key };
}
/**
 * Prompts per suite, and in all under "", that `planRun` with these looks would ask: each kind is sampled and
 * counted in turn, and nothing is kept (no simulator key, no prompt); a kind that streams its sample
 * (`sampleSuitesOf`, the yes/no templates) is counted prompt by prompt, so sizing a later look of 100,000 prompts
 * does not build them all (their garbage would outlive the young generation and grow the heap). Ids are checked when that look is planned, before any of its requests.
 */
function plannedCounts(config, loaded, looks) {
    const counts = new Map([["", 0]]);
    for (const kind of loaded.kinds) {
        const suites = kind.sampleSuitesOf?.(config, looks) ??
            kind.sample(config, () => { }, looks).prompts.map((p) => p.suite);
        for (const suite of suites) {
            counts.set(suite, (counts.get(suite) ?? 0) + 1);
            counts.set("", (counts.get("") ?? 0) + 1);
        }
    }
    return counts;
}
/**
 * Every later stage (outcomes, shards, recordings, scored items) finds a prompt by its id, so two prompts with one
 * id would be one prompt: a suite's answers counted as another's, or a suite left unmeasured. Kinds scope their ids
 * by suite; this catches whatever still collides, before any request, naming both suites.
 */
function assertOnePromptPerId(sampled) {
    const suiteOf = new Map();
    for (const { prompts } of sampled) {
        for (const p of prompts) {
            const first = suiteOf.get(p.id);
            if (first === undefined) {
                suiteOf.set(p.id, p.suite);
                continue;
            }
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(first === p.suite
                ? `suite '${p.suite}' plans prompt ${p.id} twice, so its answers would be counted twice`
                : `suites '${first}' and '${p.suite}' both plan prompt ${p.id}, so one suite's answers would count as the other's`, "give the template (or item) a different id, or the suites different names");
        }
    }
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
        else {
            c.failed++;
            if (o.attempts === 0)
                c.notSent = (c.notSent ?? 0) + 1;
        }
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
