export const id = 755;
export const ids = [755];
export const modules = {

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

/***/ 9755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveSimCommand: () => (/* binding */ serveSimCommand)
/* harmony export */ });
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);
/* harmony import */ var _config_resolve_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9762);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1084);
/* harmony import */ var _providers_endpoint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9354);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2520);
/* harmony import */ var _simulator_server_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8869);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8357);







/**
 * `bias-gate serve-sim`: the embedded simulator as a standalone loopback server, for trying bias-gate against an
 * endpoint or pointing another tool at it. Its answer key is the run's plan (yes/no, coreference and
 * contamination prompts alike), so a `bias-gate run --base-url <url> --model bias-gate-simulator` with the same
 * config, seed and profile gets, prompt for prompt, the answers the embedded simulator gives.
 */
async function serveSimCommand(flags, io) {
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepare */ .i)(flags, io);
    const plan = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .planRun */ .nY)(config, loaded, (line) => io.stderr(`${line}\n`));
    const profile = (0,_providers_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .seededProfile */ .cq)(await (0,_providers_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .loadProfile */ .iH)(flags.profile ?? _config_resolve_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_DEFAULTS */ .hV.simulatorProfile, io.cwd), config.seed);
    const simulator = await (0,_simulator_server_js__WEBPACK_IMPORTED_MODULE_4__/* .startSimulator */ .r)({
        profile,
        key: plan.key,
        port: flags.port ?? 0,
        log: (line) => io.stderr(`${line}\n`),
    }).catch((error) => {
        throw portError(error, flags.port ?? 0);
    });
    io.stdout(`${simulator.url}\n`);
    io.stderr(`try: bias-gate run --base-url ${simulator.url} --model bias-gate-simulator (no API key needed)\n` +
        "press Ctrl-C to stop\n");
    const interrupt = io.onInterrupt();
    await new Promise((resolve) => interrupt.signal.addEventListener("abort", () => resolve()));
    interrupt.dispose();
    await simulator.close();
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass;
}
/** A port the simulator cannot listen on is the user's to change; any other failure is passed on. */
function portError(error, port) {
    const code = error.code;
    const hint = "pass another --port, or leave it out for a free one";
    if (code === "EADDRINUSE")
        return new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`port ${port} is already in use`, hint);
    if (code === "EACCES")
        return new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`port ${port} needs privileges this process lacks`, hint);
    return error;
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
