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
/* harmony import */ var _gate_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82601);
/* harmony import */ var _advice_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52296);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _headline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14512);
/* harmony import */ var _report_sections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78755);
/* harmony import */ var _variants_md_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99462);
/**
 * results.json \u2192 the short summary `run` and `score` print on a terminal: the verdict, one line per failing or
 * undecided check with its value, interval and threshold, where the full report is, and last (what stays on the
 * screen) the cause and what to do about it, from `adviceFor`. Pure; colour
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
    const advice = (0,_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .adviceFor */ .cp)(results);
    const open = results.verdict.checks.filter((c) => c.status !== "pass");
    // When the endpoint, a budget or a replay's gaps explain the checks left without a value, they are one line
    // that says so, not one line each: the cause and its fix then stay on the last screen.
    const explained = EXPLAINED_BY_RUN.has(advice.cause)
        ? open.filter((c) => (0,_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnmeasured */ .qB)(c) || (advice.cause === "endpoint" && c.kind === "error-rate"))
        : [];
    const shown = open.filter((c) => !explained.includes(c));
    const listed = [
        ...shown.filter((c) => c.status === "fail"),
        ...shown.filter((c) => c.status === "inconclusive"),
    ].slice(0, MAX_LISTED_CHECKS);
    const sections = [
        verdictLines(results, paint),
        [
            ...checkLines(listed, results, paint),
            ...(shown.length > listed.length
                ? [paint(`  \u2026 ${shown.length - listed.length} more in the report`, "dim")]
                : []),
            ...(explained.length > 0
                ? [
                    paint(`  ? ${explained.length} ${explained.length === 1 ? "check" : "checks"} not measured because ${advice.notMeasuredBecause}`, "yellow"),
                ]
                : []),
        ],
        (0,_variants_md_js__WEBPACK_IMPORTED_MODULE_5__/* .variantsTerminalLines */ .KH)(results).map(plain),
        [whereLine(options, paint)],
        adviceLines(advice, paint),
    ];
    return `${sections
        .filter((s) => s.length > 0)
        .map((s) => s.join("\n"))
        .join("\n\n")}\n`;
}
const EXPLAINED_BY_RUN = new Set(["endpoint", "stopped", "replay-missing"]);
const CAUSE_WORD = {
    pass: "PASS",
    fail: "FAIL",
    endpoint: "ERROR",
    stopped: "STOPPED",
    "replay-missing": "NOT MEASURED",
    straddle: "UNDECIDED",
    undecided: "UNDECIDED",
};
/** Last, so it is what a person sees when the run ends: what happened and what to do, once. */
function adviceLines(advice, paint) {
    if (advice.cause === "pass")
        return [];
    const style = advice.cause === "straddle" || advice.cause === "undecided" ? "yellow" : "red";
    const label = advice.cause === "endpoint" ? "Fix" : "Next";
    return [
        `${paint(`${CAUSE_WORD[advice.cause]}:`, "bold", style)} ${plain(advice.headline)}`,
        ...advice.steps.map((s) => `${paint(`${label}:`, "bold")} ${plain(s.text)}`),
    ];
}
function verdictLines(results, paint) {
    const { status } = results.verdict;
    const notes = (0,_headline_js__WEBPACK_IMPORTED_MODULE_3__/* .verdictNotes */ .b0)(results).map((n) => paint(n, "yellow"));
    const word = paint(status.toUpperCase(), "bold", STATUS_STYLE[status]);
    const lines = [[`bias-gate: ${word}`, ...notes].join(" \u00b7 ")];
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
 * One line per check (`\u2717 bias rate \u00b7 gender  0.341  95% CI 0.261\u20130.428  max 0.10`); what to do follows once, at
 * the end, from the run's advice, so twelve undecided checks do not print the same advice twelve times.
 */
function checkLines(checks, results, paint) {
    if (checks.length === 0)
        return [];
    const rows = checks.map((c) => ({ check: c, cells: checkCells(c, results.metrics) }));
    const widths = rows[0]?.cells.map((_, j) => Math.max(...rows.map((r) => r.cells[j]?.length ?? 0))) ?? [];
    return rows.map(({ check, cells }) => {
        const style = STATUS_STYLE[check.status];
        // The value (column 1) is right-aligned so signs and decimal points line up.
        const [name = "", ...rest] = cells.map((cell, j) => j === 1 ? cell.padStart(widths[j] ?? 0) : cell.padEnd(widths[j] ?? 0));
        const mark = paint(MARK[check.status], "bold", style);
        return `  ${mark} ${paint(name, style)}  ${rest.join("  ")}`.trimEnd();
    });
}
function checkCells(check, metrics) {
    const unit = metrics.find((m) => m.id === check.metricId)?.unit ?? _gate_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .METRIC_RULES */ .XX[check.kind].unit;
    const value = check.value ?? Number.NaN;
    const level = check.interval ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLevel */ .eI)(check.interval.level)} CI ` : "";
    const cells = [
        `${_gate_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .METRIC_RULES */ .XX[check.kind].label} \u00b7 ${plain(check.scope)}`,
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


/***/ })

};
