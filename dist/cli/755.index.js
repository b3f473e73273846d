export const id = 755;
export const ids = [755];
export const modules = {

/***/ 69755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveSimCommand: () => (/* binding */ serveSimCommand)
/* harmony export */ });
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);
/* harmony import */ var _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78983);
/* harmony import */ var _config_resolve_provider_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89762);
/* harmony import */ var _querying_endpoint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37645);
/* harmony import */ var _run_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82520);
/* harmony import */ var _simulator_server_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28869);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38357);







/**
 * `bias-gate serve-sim`: the embedded simulator as a standalone loopback server, for trying bias-gate against an
 * endpoint or pointing another tool at it. Its answer key is the run's plan (yes/no, coreference and
 * contamination prompts alike), so a `bias-gate run --base-url <url> --model bias-gate-simulator` with the same
 * config, seed and profile gets, prompt for prompt, the answers the embedded simulator gives, at every look.
 */
async function serveSimCommand(flags, io) {
    // --profile is the profile this server plays, not one for the config's endpoint (which may name this server).
    const { config, loaded } = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_6__/* .prepare */ .i)({ ...flags, profile: undefined }, io);
    const log = (line) => io.stderr(`${line}\n`);
    const first = (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planRun */ .nY)(config, loaded, log);
    // A sequential run's later looks ask more of the same suites: the key holds every prompt any look could ask.
    const everyLook = new Map(first.prompts.map((p) => [p.suite, config.sequential.maxLooks]));
    const plan = config.sequential.enabled ? (0,_run_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planRun */ .nY)(config, loaded, () => { }, everyLook) : first;
    const profile = (0,_querying_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .seededProfile */ .cq)(await (0,_querying_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .loadProfile */ .iH)(flags.profile ?? _config_resolve_provider_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVIDER_DEFAULTS */ .hV.simulatorProfile, io.cwd), config.seed);
    const simulator = await (0,_simulator_server_js__WEBPACK_IMPORTED_MODULE_5__/* .startSimulator */ .r)({
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
    return _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.pass;
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


/***/ })

};
