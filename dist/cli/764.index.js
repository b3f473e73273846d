export const id = 764;
export const ids = [764];
export const modules = {

/***/ 73764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   scoreCommand: () => (/* binding */ scoreCommand)
/* harmony export */ });
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79652);


/**
 * `bias-gate score`: the same scoring and gate as `run`, from recorded answers instead of a model:
 * `--apes-predictions FILE...` (APES's recorded GPT-3 answers) or `--responses FILE.jsonl...` (written by
 * `run --record`). Templates are expanded exhaustively unless `--per-template` is given, so every recorded
 * answer that matches a prompt is scored; prompts without a recorded answer are counted as not recorded.
 */
async function scoreCommand(flags, io) {
    const replay = flags.responses ?? flags.replay;
    if (!replay?.length && !flags.apesPredictions?.length) {
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x("score needs recorded answers", "pass --responses answers.jsonl (from `run --record`) or --apes-predictions data/predictions/<group>.predictions.csv");
    }
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_1__.runCommand)({
        ...flags,
        ...(replay ? { replay } : {}),
        exhaustive: flags.exhaustive ?? flags.perTemplate === undefined,
        noCache: true,
    }, io);
}


/***/ })

};
