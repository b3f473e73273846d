export const id = 496;
export const ids = [496];
export const modules = {

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderTerminal: () => (/* binding */ renderTerminal),
/* harmony export */   useColor: () => (/* binding */ useColor)
/* harmony export */ });
/* unused harmony export MAX_LISTED_CHECKS */
/* harmony import */ var _gate_endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21778);
/* harmony import */ var _gate_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82601);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _headline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14512);
/* harmony import */ var _report_sections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78755);
/* harmony import */ var _variants_md_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99462);
/**
 * results.json \u2192 the short summary `run` and `score` print on a terminal: the verdict, one line per failing or
 * undecided check with its value, interval, threshold and what to do, and where the full report is. Pure; colour
 * is plain ANSI SGR escapes, off unless asked for, and every piece of text from outside (endpoint messages, group
 * names) has its control characters replaced, so nothing it prints can move the cursor or recolour the terminal.
 */






/** Checks listed before the rest are left to the report, so the summary stays a screenful. */
const MAX_LISTED_CHECKS = 25;
const DEFAULT_FILES = ["report.md", "report.html", "results.json"];
const SGR = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 };
const STATUS_STYLE = { pass: "green", fail: "red", inconclusive: "yellow", error: "red" };
const MARK = { fail: "\u2717", inconclusive: "?" };
/**
 * Whether to colour: `NO_COLOR` set to anything non-empty turns colour off (no-color.org) and wins over
 * `FORCE_COLOR`; `FORCE_COLOR` turns it on even when stdout is not a terminal (`0` or `false` turn it off);
 * otherwise colour exactly when stdout is a terminal.
 */
function useColor(isTTY, env) {
    if (env.NO_COLOR)
        return false;
    const force = env.FORCE_COLOR;
    if (force !== undefined)
        return force !== "0" && force !== "false";
    return isTTY;
}
/** The terminal summary, ending in a newline. */
function renderTerminal(results, options) {
    const paint = painter(options.color);
    const open = results.verdict.checks.filter((c) => c.status !== "pass");
    const listed = [
        ...open.filter((c) => c.status === "fail"),
        ...open.filter((c) => c.status === "inconclusive"),
    ].slice(0, MAX_LISTED_CHECKS);
    const sections = [
        verdictLines(results, paint),
        checkLines(listed, results, paint),
        open.length > listed.length
            ? [paint(`  \u2026 ${open.length - listed.length} more in the report`, "dim")]
            : [],
        (0,_variants_md_js__WEBPACK_IMPORTED_MODULE_5__/* .variantsTerminalLines */ .KH)(results).map(plain),
        [whereLine(options, paint)],
    ];
    return `${sections
        .filter((s) => s.length > 0)
        .map((s) => s.join("\n"))
        .join("\n\n")}\n`;
}
function verdictLines(results, paint) {
    const { status } = results.verdict;
    const notes = (0,_headline_js__WEBPACK_IMPORTED_MODULE_3__/* .verdictNotes */ .b0)(results).map((n) => paint(n, "yellow"));
    const word = paint(status.toUpperCase(), "bold", STATUS_STYLE[status]);
    const lines = [[`bias-gate: ${word}`, ...notes].join(" \u00b7 ")];
    if (results.endpoint?.decisive)
        lines.push(plain((0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .describeEndpointFailures */ ._3)(results.endpoint)));
    const p = results.provenance;
    const facts = [
        (0,_report_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .countStatuses */ .ip)(results.verdict.checks),
        `model ${plain(p.model)}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(p.durationMs),
    ];
    if (p.costUsd > 0)
        facts.push((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(p.costUsd));
    lines.push(paint(facts.join(" \u00b7 "), "dim"));
    return lines;
}
/**
 * One line per check (`\u2717 bias rate \u00b7 gender  0.341  95% CI 0.261\u20130.428  max 0.10`), and after each run of
 * checks sharing a remedy, the remedy once (`\u2192 raise per-template \u2026`), so twelve undecided checks do not
 * print the same advice twelve times.
 */
function checkLines(checks, results, paint) {
    if (checks.length === 0)
        return [];
    const rows = checks.map((c) => ({ check: c, cells: checkCells(c, results.metrics) }));
    const widths = rows[0]?.cells.map((_, j) => Math.max(...rows.map((r) => r.cells[j]?.length ?? 0))) ?? [];
    const lines = [];
    rows.forEach(({ check, cells }, i) => {
        const style = STATUS_STYLE[check.status];
        // The value (column 1) is right-aligned so signs and decimal points line up.
        const [name = "", ...rest] = cells.map((cell, j) => j === 1 ? cell.padStart(widths[j] ?? 0) : cell.padEnd(widths[j] ?? 0));
        const mark = paint(MARK[check.status], "bold", style);
        lines.push(`  ${mark} ${paint(name, style)}  ${rest.join("  ")}`.trimEnd());
        const remedy = remedyOf(check);
        const next = checks[i + 1];
        if (!next || remedyOf(next) !== remedy)
            lines.push(paint(`    \u2192 ${remedy}`, "dim"));
    });
    return lines;
}
function checkCells(check, metrics) {
    const unit = metrics.find((m) => m.id === check.metricId)?.unit ?? _gate_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_RULES */ .XX[check.kind].unit;
    const value = check.value ?? Number.NaN;
    const level = check.interval ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLevel */ .eI)(check.interval.level)} CI ` : "";
    const cells = [
        `${_gate_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_RULES */ .XX[check.kind].label} \u00b7 ${plain(check.scope)}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatMeasure */ .os)(value, unit),
        check.interval ? `${level}${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInterval */ .vy)(check.interval, unit)}` : "",
        thresholdText(check, unit),
    ];
    if (check.baseline?.regressed)
        cells.push(`worse than the baseline by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSigned */ .Gp)(check.baseline.delta, unit)}`);
    return cells;
}
function thresholdText(check, unit) {
    const t = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatThreshold */ .B6)(check.threshold, unit);
    if (check.direction === "max")
        return `max ${t}`;
    return check.direction === "min" ? `min ${t}` : `within \u00b1${t}`;
}
const UNDECIDED_REMEDY = "so more data is needed to decide: ";
/**
 * What to do about a check. Undecided: the gate's own remedy (what data narrows the interval), else the
 * metric's, else (not measured at all) the reason, which says why. A regression or a failure is the model's:
 * where to look, and the threshold crossed by its config key.
 */
function remedyOf(check) {
    if (check.status === "inconclusive") {
        const at = check.reason.indexOf(UNDECIDED_REMEDY);
        if (at >= 0)
            return plain(check.reason.slice(at + UNDECIDED_REMEDY.length));
        return Number.isFinite(check.value ?? Number.NaN)
            ? _gate_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_RULES */ .XX[check.kind].moreData
            : plain(check.reason);
    }
    if (check.baseline?.regressed)
        return "the model got worse than the baseline, beyond the allowed margin; the report shows the answers behind it";
    const key = _gate_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .METRIC_RULES */ .XX[check.kind].threshold;
    const limit = key ? ` \`${kebab(key)}\`` : " its threshold";
    return `the model's answers cross${limit}; the report shows the answers behind it`;
}
function whereLine(options, paint) {
    const dir = options.outDir.replace(/\/+$/, "") || ".";
    const [first = "report.md", ...others] = options.files ?? DEFAULT_FILES;
    const also = others.length ? ` (also ${others.join(", ")})` : "";
    return `Full report: ${paint(`${dir}/${first}`, "cyan")}${also}`;
}
function painter(color) {
    if (!color)
        return (text) => text;
    return (text, ...styles) => styles.length === 0 ? text : `\x1b[${styles.map((s) => SGR[s]).join(";")}m${text}\x1b[0m`;
}
/** Text from outside (an endpoint's message, a group name) with control characters shown as U+FFFD. */
function plain(text) {
    return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\ufffd").replace(/\n/g, " ");
}
/** `maxBiasRate` \u2192 `max-bias-rate`, the config file's and the flag's spelling. */
function kebab(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}


/***/ })

};
