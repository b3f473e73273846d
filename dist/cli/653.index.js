export const id = 653;
export const ids = [653];
export const modules = {

/***/ 32653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lintCommand: () => (/* binding */ lintCommand)
/* harmony export */ });
/* harmony import */ var _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78983);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6819);
/* harmony import */ var _suites_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5290);
/* harmony import */ var _template_problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54663);




/** `bias-gate lint`: every problem of every suite's files at once; exit 2 on errors, 0 otherwise. */
function lintCommand(flags, io) {
    const config = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveConfig */ .pE)(flags, io);
    const { kinds, diagnostics } = (0,_suites_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRun */ .Sj)(config, io);
    const checked = kinds.flatMap((k) => (k.summary ? [k.summary] : [])).join(", ") || "nothing";
    io.stdout((0,_template_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDiagnostics */ .oO)(diagnostics, io.cwd).replace(/\n$/, ` (${checked} checked)\n`));
    return diagnostics.some((d) => d.severity === "error") ? _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.badInput : _config_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.pass;
}


/***/ })

};
