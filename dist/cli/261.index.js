export const id = 261;
export const ids = [261];
export const modules = {

/***/ 9680:
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

/***/ 8261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand),
  stdoutFormat: () => (/* binding */ stdoutFormat)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/providers/clock.ts
var clock = __webpack_require__(8824);
// EXTERNAL MODULE: ./src/providers/progress.ts
var providers_progress = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/report/answers-summary.ts
var answers_summary = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/gate/coverage.ts
var gate_coverage = __webpack_require__(9325);
;// CONCATENATED MODULE: ./src/gate/endpoint.ts

const NOT_THE_ENDPOINT = new Set(["not-recorded", "cancelled"]);
/** The setting to change for each kind, when the provider gave no more specific hint. */
const FIX = {
    auth: "check the API key: the variable named by provider.api-key-env (default OPENAI_API_KEY), or the Action's api-key input",
    "unsupported-parameter": "remove or rename the rejected parameter (reasoning models want provider.max-completion-tokens instead of max-tokens, and the default temperature)",
    "bad-request": "check provider.model and the request parameters in the config",
    "model-not-found": "check provider.model (--model): the endpoint's /models lists the names it serves",
    "endpoint-not-found": "check provider.base-url (--base-url): it usually ends in /v1",
    connection: "check provider.base-url (--base-url): is the endpoint running and reachable from here?",
    timeout: "raise provider.timeout-seconds, or lower provider.concurrency",
    "rate-limited": "lower provider.concurrency, or ask the provider for a higher rate limit",
    "server-error": "the endpoint returned server errors: try again later, or raise provider.max-attempts",
    malformed: "the endpoint's responses are not OpenAI-compatible chat completions: check provider.base-url",
    "not-recorded": "record answers for these prompts (bias-gate run --record FILE) or run against the endpoint",
    cancelled: "run again; answers already received are kept",
};
/** The fix for a failure kind, in words that name the setting. */
function fixFor(kind) {
    return FIX[kind];
}
/** Summarises the endpoint's failures among `outcomes`; undefined when none failed. */
function summarizeEndpointFailures(outcomes) {
    const byKind = {};
    const examples = new Map();
    let failed = 0;
    let requests = 0;
    let unsent = 0;
    for (const o of outcomes) {
        if (o.status === "answered")
            requests++;
        if (o.status !== "failed" || NOT_THE_ENDPOINT.has(o.failure.kind))
            continue;
        // Items the pool settled with the failure that stopped it were never sent themselves.
        const { kind, status, message, hint } = o.failure;
        if (o.attempts === 0)
            unsent++;
        else {
            requests++;
            failed++;
            byKind[kind] = (byKind[kind] ?? 0) + 1;
        }
        if (!examples.has(kind))
            examples.set(kind, { kind, ...(status ? { status } : {}), message, hint: hint ?? fixFor(kind) });
    }
    if (failed === 0 && unsent === 0)
        return undefined;
    const [top] = Object.entries(byKind).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))[0] ?? [
        examples.keys().next().value,
    ];
    return { failed, requests, unsent, byKind, example: examples.get(top), decisive: false };
}
/** `auth (HTTP 401)`, or just the kind when there was no HTTP status. */
function describeFailureKind(example) {
    return example.status ? `${example.kind} (HTTP ${example.status})` : example.kind;
}
/**
 * One line for the top of every output: `the endpoint failed: 696 of 696 requests failed (auth 696), e.g. HTTP
 * 401: Incorrect API key provided. Fix: check the API key: \u2026`.
 */
function endpoint_describeEndpointFailures(f) {
    const kinds = Object.entries(f.byKind)
        .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ");
    const example = `${describeFailureKind(f.example)}: ${f.example.message}`;
    const stopped = f.unsent > 0 ? `, so the run stopped with ${f.unsent} not sent` : "";
    return `the endpoint failed: ${f.failed} of ${f.requests} requests failed (${kinds})${stopped}; e.g. ${example}. Fix: ${f.example.hint}`;
}
/** Kinds of check that judge the endpoint or the run, not the model. */
const ABOUT_THE_RUN = new Set(["error-rate", "coverage"]);
/**
 * The verdict once coverage and the endpoint are accounted for:
 * - `fail` when a check about the model fails (bias, negation, stereotype, contamination, unusable answers);
 * - else `error` when the endpoint's failures decided the run (the error-rate check failed, or the endpoint
 *   failed systematically so the run stopped), and the first reason says so with the fix;
 * - else `inconclusive` when any check is (coverage gaps included) or only the error-rate check failed for
 *   other reasons; else `pass`.
 * `extra` checks (coverage) are appended to the verdict's checks.
 */
function settleVerdict(decided, extra, endpoint, stoppedSystematically) {
    const checks = [...decided.checks, ...extra];
    const failing = checks.filter((c) => c.status === "fail");
    const modelFails = failing.filter((c) => !ABOUT_THE_RUN.has(c.kind));
    const errorRateFailed = failing.some((c) => c.kind === "error-rate");
    const decisive = endpoint !== undefined && modelFails.length === 0 && (errorRateFailed || stoppedSystematically);
    const status = modelFails.length > 0
        ? "fail"
        : decisive
            ? "error"
            : failing.length > 0 || checks.some((c) => c.status === "inconclusive")
                ? "inconclusive"
                : "pass";
    const open = [
        ...failing.map((c) => c.reason),
        ...(0,gate_coverage/* groupNotMeasured */.bF)(checks.filter((c) => c.status === "inconclusive").map((c) => c.reason)),
    ];
    const settled = endpoint ? { ...endpoint, decisive } : undefined;
    const reasons = settled && decisive ? [capitalise(endpoint_describeEndpointFailures(settled)), ...open] : open;
    return { verdict: { status, checks, reasons }, ...(settled ? { endpoint: settled } : {}) };
}
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/headline.ts
/**
 * What the first line of every output (report, comment, job summary, badge, Action log) must say besides the
 * verdict: that a simulator answered, that the embedded starter suite ran, and why the endpoint failed. Pure.
 */





const SIMULATOR_NOTE = "simulator, not a real model";
const STARTER_NOTE = "embedded starter suite (no bias-gate.yml found)";
/** Notes that change what the verdict means, in the order they are shown after the status word. */
function headline_verdictNotes(results) {
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
    return (0,report_escape/* escapeModelText */.c)(endpoint_describeEndpointFailures(endpoint), 600);
}
/** The verdict's reasons without the endpoint sentence already shown on the first line. */
function reasonsBelowHeadline(results) {
    const { reasons } = results.verdict;
    if (!results.endpoint?.decisive)
        return reasons;
    const shown = endpoint_describeEndpointFailures(results.endpoint).toLowerCase();
    return reasons.filter((r) => r.toLowerCase() !== shown);
}
/** The one line the Action's log and failure message lead with. */
function logHeadline(results) {
    const notes = headline_verdictNotes(results);
    const head = `bias-gate: ${results.verdict.status}${notes.length ? ` (${notes.join("; ")})` : ""}`;
    const why = results.endpoint?.decisive
        ? endpoint_describeEndpointFailures(results.endpoint)
        : (results.verdict.reasons[0] ?? "see the job summary");
    return results.verdict.status === "pass" ? head : `${head}: ${why}`;
}
/**
 * `### Requests`: per suite, what was asked and what became of it; shown only when something was not answered
 * (a failure, a budget or deadline stop, a gap in a replay), so a person sees what the verdict rests on.
 */
function requestsTable(results) {
    const coverage = results.coverage ?? [];
    if (!coverage.some((c) => c.failed > 0 || (0,gate_coverage/* unanswered */.bj)(c) > 0))
        return undefined;
    const rows = coverage.map((c) => [
        (0,markdown/* cell */.Hn)(c.suite),
        (0,format/* formatCount */.B4)(c.planned),
        (0,format/* formatCount */.B4)(c.answered),
        (0,format/* formatCount */.B4)(c.failed),
        (0,gate_coverage/* unanswered */.bj)(c) > 0 ? `${(0,format/* formatCount */.B4)((0,gate_coverage/* unanswered */.bj)(c))} ${(0,gate_coverage/* whyUnanswered */.Vc)(c)}` : "0",
    ]);
    return ["### Requests", "", ...(0,markdown/* table */.tp)(["Suite", "Asked", "Answered", "Failed", "Not answered"], rows)];
}

// EXTERNAL MODULE: ./src/stats/proportions.ts
var proportions = __webpack_require__(2580);
;// CONCATENATED MODULE: ./src/report/html/escape-html.ts
/**
 * Untrusted text (model answers, names from users' files) as HTML text or attribute values. The Markdown
 * escaper (../escape.ts) backslash-escapes Markdown punctuation, which HTML would show literally, so the HTML
 * report escapes for HTML only.
 */

// The same invisible characters ../escape.ts strips (controls, bidi overrides and isolates, the BOM): in HTML
// they can make the shown text differ from the real one just as in Markdown.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const ENTITIES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
};
/**
 * `text` safe inside an HTML element or a quoted attribute (also in inline SVG): invisible controls and bidi
 * overrides stripped, whitespace collapsed, cut to `maxChars` code points on a grapheme boundary (ending in
 * "\u2026" when cut), and `& < > " '` as entities.
 */
function escapeHtml(text, maxChars = 400) {
    const clean = text.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
    return (0,report_escape/* truncateGraphemes */.l)(clean, maxChars).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
/** An http(s) URL as an attribute value, or undefined for anything else (javascript:, data:, relative). */
function safeHref(url) {
    if (url === undefined || !/^https?:\/\/[^\s"'<>]+$/i.test(url))
        return undefined;
    return escapeHtml(url, 2000);
}

;// CONCATENATED MODULE: ./src/report/html/svg.ts

/** Status colours with at least 4.5:1 contrast on white (GitHub's Primer foregrounds). */
const STATUS_COLOUR = {
    pass: "#1a7f37",
    fail: "#cf222e",
    inconclusive: "#9a6700",
    error: "#8250df",
};
/** The two sets a contamination plot compares; blue and orange stay apart for colour-blind readers. */
const SET_COLOUR = { reference: "#0969da", public: "#0969da", fresh: "#bc4c00" };
const INK = "#1f2328";
const MUTED = "#59636e";
const GRID = "#d1d9e0";
const GOOD_BAND = "#dafbe1";
/** Average advance of a character of the report's sans-serif at 12 px, rounded up so estimates err wide. */
const CHAR_WIDTH_12PX = 7;
/** A linear map from `domain` to `range`; a degenerate domain maps to the range's middle. */
function linearScale(domain, range) {
    const [d0, d1] = domain;
    const [r0, r1] = range;
    const scale = ((v) => d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0));
    scale.domain = domain;
    return scale;
}
/** About `count` round tick values (1, 2 or 5 \u00d7 10^k apart) covering [lo, hi]. */
function niceTicks(lo, hi, count = 5) {
    if (!(hi > lo))
        return [lo];
    const raw = (hi - lo) / count;
    const power = 10 ** Math.floor(Math.log10(raw));
    // The tolerance keeps 1.2 / 6 = 0.20000000000000004 on a step of 0.2.
    const step = ([1, 2, 5, 10].find((m) => m * power >= raw * (1 - 1e-9)) ?? 10) * power;
    const ticks = [];
    for (let v = Math.ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-9; v += step) {
        ticks.push(Number(v.toFixed(10)));
    }
    return ticks;
}
/** [lo, hi] widened to round ticks, with `pad` of the span added each side; rates stay within [0, 1]. */
function paddedDomain(values, unit, pad = 0.04) {
    const finite = values.filter(Number.isFinite);
    let lo = Math.min(...finite, 0);
    let hi = Math.max(...finite, unit === "points" ? 1 : 0.01);
    const span = hi - lo || 1;
    lo -= span * pad;
    hi += span * pad;
    if (unit === "rate")
        [lo, hi] = [Math.max(0, lo), Math.min(1, hi)];
    const ticks = niceTicks(lo, hi);
    const step = ticks.length > 1 ? ticks[1] - ticks[0] : span;
    const nicer = [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
    return unit === "rate" ? [Math.max(0, nicer[0]), Math.min(1, nicer[1])] : nicer;
}
/** A tick label in the axis's unit: rates and differences with up to two decimals, points as integers. */
function tickLabel(value, unit) {
    if (unit === "points")
        return String(Math.round(value));
    const text = String(Number(value.toFixed(2)));
    return unit === "difference" && value > 0 ? `+${text}` : text;
}
/** What an axis of this unit measures, in words. */
const UNIT_AXIS_TITLE = {
    rate: "rate (share, 0\u20131)",
    difference: "difference of rates or probabilities (\u22121 to +1)",
    points: "points (percentage points, \u00d7100)",
};
function r(n) {
    return String(Math.round(n * 10) / 10);
}
/** An escaped SVG text element. `extra` holds further attributes, already safe. */
function svg_text(x, y, content, extra = "") {
    return `<text x="${r(x)}" y="${r(y)}"${extra ? ` ${extra}` : ""}>${escapeHtml(content, 200)}</text>`;
}
function line(x1, y1, x2, y2, extra) {
    return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" ${extra}/>`;
}
/**
 * A vertical-gridline axis along the bottom of a plot area: ticks, their labels and the axis title, with
 * class `axis` so tests can tell axes from marks.
 */
function xAxis(scale, unit, area, title) {
    const [lo, hi] = scale.domain;
    const ticks = niceTicks(lo, hi, 6);
    const parts = ticks.map((t) => line(scale(t), area.top, scale(t), area.bottom, `stroke="${t === 0 ? MUTED : GRID}" stroke-width="1"`) +
        svg_text(scale(t), area.bottom + 14, tickLabel(t, unit), `text-anchor="middle" class="tick"`));
    const mid = (scale(lo) + scale(hi)) / 2;
    parts.push(svg_text(mid, area.bottom + 30, title, `text-anchor="middle" class="axis-title"`));
    return `<g class="axis x">${parts.join("")}</g>`;
}
/** A horizontal-gridline axis along the left of a plot area. */
function yAxis(scale, unit, area, title) {
    const [lo, hi] = scale.domain;
    const ticks = niceTicks(lo, hi, 5);
    const parts = ticks.map((t) => line(area.left, scale(t), area.right, scale(t), `stroke="${GRID}" stroke-width="1"`) +
        svg_text(area.left - 6, scale(t) + 4, tickLabel(t, unit), `text-anchor="end" class="tick"`));
    const mid = (scale(lo) + scale(hi)) / 2;
    parts.push(svg_text(area.left - 40, mid, title, `text-anchor="middle" class="axis-title" transform="rotate(-90 ${r(area.left - 40)} ${r(mid)})"`));
    return `<g class="axis y">${parts.join("")}</g>`;
}
/**
 * An accessible inline SVG: scales with the page (viewBox), role img, labelled by its <title>, described by
 * its <desc>. `id` must be unique in the page; `body` is already escaped.
 */
function svgFrame(id, size, title, description, body) {
    const safeId = id.replace(/[^A-Za-z0-9_-]/g, "-");
    return (`<svg xmlns="http://www.w3.org/2000/svg" class="plot" id="${safeId}" viewBox="0 0 ${size.width} ${r(size.height)}" ` +
        `width="${size.width}" role="img" aria-labelledby="${safeId}-title ${safeId}-desc">` +
        `<title id="${safeId}-title">${escapeHtml(title)}</title><desc id="${safeId}-desc">${escapeHtml(description, 1000)}</desc>` +
        `${body}</svg>`);
}
/** `text` cut to fit `width` px at 12 px (an estimate; the full text goes in a <title> tooltip). */
function fitLabel(label, width, charWidth = CHAR_WIDTH_12PX) {
    const max = Math.max(4, Math.floor(width / charWidth));
    const chars = [...label];
    return chars.length <= max ? label : `${chars.slice(0, max - 1).join("")}\u2026`;
}
/** A deterministic value in [0, 1) from a string (FNV-1a), for jitter that does not move between renders. */
function stableJitter(key) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) {
        hash ^= key.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0) / 2 ** 32;
}

;// CONCATENATED MODULE: ./src/report/html/row-chart.ts


const WIDTH = 860;
const PLOT = { left: 240, right: 640 };
const ROW = 28;
const TOP = 8;
/** The chart as one accessible SVG; `rows` in display order. */
function rowChart(rows, o) {
    const bottom = TOP + rows.length * ROW;
    const domain = o.domain ?? paddedDomain(rows.flatMap(extent), o.unit);
    const x = linearScale(domain, [PLOT.left, PLOT.right]);
    const body = xAxis(x, o.unit, { top: TOP, bottom }, o.axisTitle ?? UNIT_AXIS_TITLE[o.unit]) +
        rows.map((row, i) => rowMarkup(row, x, TOP + i * ROW, o.style)).join("");
    return svgFrame(o.id, { width: WIDTH, height: bottom + 40 }, o.title, o.description, body);
}
function extent(row) {
    const xs = [row.value];
    if (row.secondary !== undefined)
        xs.push(row.secondary);
    if (row.interval)
        xs.push(row.interval.low, row.interval.high);
    if (row.threshold)
        xs.push(row.threshold.value, ...(row.threshold.symmetric ? [-row.threshold.value] : []));
    return xs;
}
function rowMarkup(row, x, top, style) {
    const y = top + ROW / 2;
    const [lo] = x.domain;
    const parts = [`<title>${escapeHtml(row.tooltip ?? `${row.label}: ${row.note}`, 600)}</title>`];
    parts.push(row.sublabel
        ? svg_text(8, y - 1, fitLabel(row.label, 220), `class="label"`) +
            svg_text(8, y + 11, fitLabel(row.sublabel, 220, 6), `class="scope"`)
        : svg_text(8, y + 4, fitLabel(row.label, 220), `class="label"`));
    if (style === "bar" && !row.hollow) {
        const from = x(Math.max(lo, 0));
        const to = x(row.value);
        parts.push(`<rect class="bar" x="${r(Math.min(from, to))}" y="${r(top + 6)}" width="${r(Math.max(1, Math.abs(to - from)))}" height="${ROW - 12}" fill="${row.colour}" fill-opacity="0.75"/>`);
    }
    if (row.interval) {
        const [a, b] = [x(row.interval.low), x(row.interval.high)];
        parts.push(`<g class="whisker">${line(a, y, b, y, `stroke="${INK}" stroke-width="1.5"`)}${line(a, y - 4, a, y + 4, `stroke="${INK}" stroke-width="1.5"`)}${line(b, y - 4, b, y + 4, `stroke="${INK}" stroke-width="1.5"`)}</g>`);
    }
    if (row.secondary !== undefined) {
        const sx = x(row.secondary);
        parts.push(`<g class="secondary">${line(x(row.value), y, sx, y, `stroke="${row.colour}" stroke-width="1.5"`)}<circle cx="${r(sx)}" cy="${r(y)}" r="4.5" fill="#fff" stroke="${row.colour}" stroke-width="2"/></g>`);
    }
    if (style === "dot" || row.hollow) {
        const fill = row.hollow ? "#fff" : row.colour;
        parts.push(`<circle class="point" cx="${r(x(row.value))}" cy="${r(y)}" r="5" fill="${fill}" stroke="${row.colour}" stroke-width="2"/>`);
    }
    if (row.threshold) {
        const at = row.threshold.symmetric ? [-row.threshold.value, row.threshold.value] : [row.threshold.value];
        for (const t of at) {
            parts.push(line(x(t), top + 2, x(t), top + ROW - 2, `class="threshold" stroke="${INK}" stroke-width="2"`));
        }
    }
    parts.push(svg_text(PLOT.right + 12, y + 4, row.note, `class="value"`));
    const data = Object.entries(row.data)
        .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
        .join("");
    return `<g class="mark ${row.mark}"${data}>${parts.join("")}</g>`;
}

;// CONCATENATED MODULE: ./src/report/html/bias-bars.ts





/** The most template rows drawn; a published template set (APES) has hundreds. */
const MAX_TEMPLATE_ROWS = 40;
/** The group chart and the template chart, or undefined when the run measured no bias rate. */
function biasBars(metrics, checks, templates) {
    const scopes = (0,markdown/* topScopes */.ZW)(metrics, "bias-rate");
    if (scopes.length === 0)
        return undefined;
    const groupRows = scopes.flatMap((scope) => {
        const m = metrics.find((v) => v.kind === "bias-rate" && v.scope === scope);
        return m
            ? [
                groupRow(m, checks.find((c) => c.metricId === m.id)),
            ]
            : [];
    });
    const parts = [
        rowChart(groupRows, {
            id: "bias-groups",
            title: "Bias rate per group, with its interval and threshold",
            description: "One bar per group (and overall): the share of usable answers that differ from the unbiased label. The whisker is the interval; the dark line the group's maximum; the colour the check's status.",
            unit: "rate",
            style: "bar",
        }),
    ];
    const shown = templateOrder(templates, scopes);
    if (shown.length > 0) {
        const note = shown.length < templates.length
            ? `<p class="note">The ${shown.length} templates with the highest bias rate of ${templates.length}.</p>`
            : "";
        parts.push(`<h3>Per template</h3>${note}`, rowChart(shown.map((t) => templateRow(t, checks)), {
            id: "bias-templates",
            title: "Bias rate per template, with Clopper\u2013Pearson 95% intervals and the group's threshold",
            description: "One bar per template: biased answers over usable answers. Red bars are above their group's maximum; the whisker is a 95% Clopper\u2013Pearson interval on the template's own answers.",
            unit: "rate",
            style: "bar",
        }));
    }
    return parts.join("\n");
}
function groupRow(m, check) {
    const counts = m.numerator !== undefined && m.denominator !== undefined ? ` (${m.numerator}/${m.denominator})` : "";
    const row = {
        label: m.scope,
        value: m.value,
        colour: check ? STATUS_COLOUR[check.status] : MUTED,
        mark: `group-bar${m.scope === "overall" ? " overall" : ""}${check ? ` ${check.status}` : ""}`,
        data: { group: m.scope, ...(check ? { status: check.status } : {}) },
        note: `${(0,format/* formatMeasure */.os)(m.value, "rate")}${counts}`,
        tooltip: `bias rate ${m.scope}: ${(0,format/* formatMeasure */.os)(m.value, "rate")}${counts}, interval ${(0,format/* formatInterval */.vy)(m.interval, "rate")}`,
    };
    if (m.interval)
        row.interval = m.interval;
    if (check)
        row.threshold = { value: check.threshold };
    return row;
}
/** Group order, then highest rate first; only the worst MAX_TEMPLATE_ROWS when there are more. */
function templateOrder(templates, scopes) {
    const usable = templates.filter((t) => t.denominator > 0);
    const byRate = (a, b) => b.rate - a.rate || (0,markdown/* compare */.UD)(a.id, b.id);
    if (usable.length > MAX_TEMPLATE_ROWS)
        return [...usable].sort(byRate).slice(0, MAX_TEMPLATE_ROWS);
    const rank = (g) => (scopes.includes(g) ? scopes.indexOf(g) : scopes.length);
    return [...usable].sort((a, b) => rank(a.group) - rank(b.group) || (0,markdown/* compare */.UD)(a.group, b.group) || byRate(a, b));
}
function templateRow(t, checks) {
    const threshold = checks.find((c) => c.kind === "bias-rate" && c.scope === t.group)?.threshold;
    const ci = (0,proportions/* clopperPearsonInterval */.JW)(t.numerator, t.denominator);
    const above = threshold !== undefined && t.rate > threshold;
    const row = {
        label: t.id,
        sublabel: t.group,
        value: t.rate,
        interval: ci,
        colour: above ? STATUS_COLOUR.fail : SET_COLOUR.reference,
        mark: `template-bar${above ? " above" : ""}`,
        data: { template: t.id, group: t.group },
        note: `${(0,format/* formatMeasure */.os)(t.rate, "rate")} (${t.numerator}/${t.denominator})`,
    };
    if (threshold !== undefined)
        row.threshold = { value: threshold };
    return row;
}

;// CONCATENATED MODULE: ./src/report/html/confidence-plot.ts


/** The most dots drawn; beyond it a seeded-by-id subsample keeps the page light. */
const MAX_CONFIDENCE_DOTS = 3000;
const confidence_plot_WIDTH = 860;
const confidence_plot_PLOT = { left: 120, right: 820 };
const STRIP = 56;
const NO_LOGPROBS = "no log-probabilities in this run";
/** Usable yes/no answers whose answer probability came back. */
function confidenceItems(items) {
    return items.filter((i) => i.kind === "yes-no" &&
        i.correct !== undefined &&
        typeof i.pAnswer === "number" &&
        Number.isFinite(i.pAnswer));
}
/** Both SVGs, or a sentence saying there is nothing to draw; undefined when the run had no yes/no answers. */
function confidencePlot(items) {
    if (!items.some((i) => i.kind === "yes-no"))
        return undefined;
    const scored = confidenceItems(items);
    if (scored.length === 0)
        return `<p class="empty" data-plot="confidence">${NO_LOGPROBS}</p>`;
    const lo = Math.min(0.5, Math.floor(scored.reduce((min, i) => Math.min(min, i.pAnswer), 1) * 10) / 10);
    const x = linearScale([lo, 1], [confidence_plot_PLOT.left, confidence_plot_PLOT.right]);
    const shown = subsample(scored);
    const note = shown.length < scored.length
        ? `<p class="note">${(0,format/* formatCount */.B4)(shown.length)} of ${(0,format/* formatCount */.B4)(scored.length)} answers drawn (a fixed subsample).</p>`
        : "";
    return (note +
        strip(shown, x) +
        `<p class="legend">Share correct per confidence bin; the dashed diagonal is a calibrated model.</p>` +
        calibration(scored, x, lo));
}
function subsample(items) {
    if (items.length <= MAX_CONFIDENCE_DOTS)
        return [...items];
    return [...items]
        .map((item) => ({ item, key: stableJitter(`${item.promptId}\u0000${item.trial}`) }))
        .sort((a, b) => a.key - b.key)
        .slice(0, MAX_CONFIDENCE_DOTS)
        .map(({ item }) => item);
}
function strip(items, x) {
    const top = 8;
    const rows = [
        { correct: true, label: "correct", colour: STATUS_COLOUR.pass },
        { correct: false, label: "wrong", colour: STATUS_COLOUR.fail },
    ];
    const bands = rows
        .map((row, i) => {
        const y0 = top + i * STRIP;
        const n = items.filter((it) => it.correct === row.correct).length;
        return (line(confidence_plot_PLOT.left, y0 + STRIP, confidence_plot_PLOT.right, y0 + STRIP, `stroke="${GRID}"`) +
            svg_text(confidence_plot_PLOT.left - 10, y0 + STRIP / 2 + 4, `${row.label} (${(0,format/* formatCount */.B4)(n)})`, `class="label" text-anchor="end"`));
    })
        .join("");
    const dots = items
        .map((it) => {
        const row = it.correct ? 0 : 1;
        const colour = it.correct ? STATUS_COLOUR.pass : STATUS_COLOUR.fail;
        const y = top + row * STRIP + 8 + stableJitter(`${it.promptId}|${it.trial}`) * (STRIP - 16);
        return `<circle class="mark example ${it.correct ? "correct" : "wrong"}" cx="${r(x(it.pAnswer))}" cy="${r(y)}" r="3" fill="${colour}" fill-opacity="0.45"/>`;
    })
        .join("");
    const bottom = top + 2 * STRIP;
    const axis = xAxis(x, "rate", { top, bottom }, "confidence: P(the answer the model gave)");
    return svgFrame("confidence-strip", { width: confidence_plot_WIDTH, height: bottom + 40 }, "Answer confidence of correct and wrong answers", "One dot per usable yes/no answer at the probability the model gave its own answer, in the row of correct answers (green) or of wrong ones (red). A model that knows when it is wrong puts its wrong answers to the left.", axis + bands + dots);
}
function calibration(items, x, lo) {
    const top = 16;
    const bottom = 216;
    const y = linearScale([0, 1], [bottom, top]);
    const edges = [];
    for (let e = lo; e < 1 - 1e-9; e += 0.1)
        edges.push(Number(e.toFixed(10)));
    const bars = edges.flatMap((from, i) => {
        const to = edges[i + 1] ?? 1;
        const inBin = items.filter((it) => it.pAnswer >= from && (it.pAnswer < to || (to === 1 && it.pAnswer <= 1)));
        if (inBin.length === 0)
            return [];
        const share = inBin.filter((it) => it.correct).length / inBin.length;
        const [a, b] = [x(from) + 3, x(to) - 3];
        return [
            `<g class="mark bin" data-from="${from.toFixed(1)}" data-n="${inBin.length}"><title>confidence ${from.toFixed(1)}\u2013${to.toFixed(1)}: ${inBin.filter((it) => it.correct).length} of ${inBin.length} correct</title>` +
                `<rect x="${r(a)}" y="${r(y(share))}" width="${r(b - a)}" height="${r(bottom - y(share))}" fill="${SET_COLOUR.reference}" fill-opacity="0.7"/>` +
                svg_text((a + b) / 2, y(share) - 4, `n=${(0,format/* formatCount */.B4)(inBin.length)}`, `class="tick" text-anchor="middle"`) +
                "</g>",
        ];
    });
    const diagonal = line(x(lo), y(lo), x(1), y(1), `class="reference-line" stroke="${INK}" stroke-width="1.5" stroke-dasharray="5 4"`);
    const body = yAxis(y, "rate", { left: confidence_plot_PLOT.left, right: confidence_plot_PLOT.right }, "share correct") +
        xAxis(x, "rate", { top, bottom }, "confidence bin") +
        bars.join("") +
        diagonal;
    return svgFrame("confidence-calibration", { width: confidence_plot_WIDTH, height: bottom + 40 }, "Share of correct answers per confidence bin", "Bars: the share of answers in each 0.1-wide confidence bin that were correct, with the bin's count. The dashed diagonal is a calibrated model, whose answers at confidence c are right a share c of the time.", body);
}

;// CONCATENATED MODULE: ./src/report/html/contamination-plot.ts




const MASK_SETS = ["reference", "fresh"];
const SQL_SETS = ["public", "fresh"];
/** The masked-name suites' charts then the text-to-SQL suites'; undefined when neither ran. */
function contaminationPlot(contamination, textToSql, checks) {
    const parts = [
        ...(contamination ?? []).map((report, i) => maskSuite(report, checks, i)),
        ...(textToSql ?? []).map((report, i) => sqlSuite(report, checks, i)),
    ];
    return parts.length ? parts.join("\n") : undefined;
}
function maskSuite(report, checks, index) {
    const rows = MASK_SETS.flatMap((set) => {
        const s = report.sets[set];
        const pooled = {
            label: `${set} set, pooled`,
            sublabel: `${s.clusters.length} databases / files`,
            value: s.accuracy,
            interval: s.interval,
            colour: SET_COLOUR[set],
            mark: `set-accuracy ${set}`,
            data: { set },
            note: `${(0,format/* formatMeasure */.os)(s.accuracy, "rate")} (${s.restored}/${s.masked})`,
            hollow: true,
        };
        const clusters = s.clusters.map((c) => ({
            label: c.cluster,
            sublabel: set,
            value: c.masked ? c.restored / c.masked : 0,
            colour: SET_COLOUR[set],
            mark: `cluster ${set}`,
            data: { set, cluster: c.cluster },
            note: `${(0,format/* formatMeasure */.os)(c.masked ? c.restored / c.masked : 0, "rate")} (${c.restored}/${c.masked})`,
        }));
        return [pooled, ...clusters];
    });
    return [
        `<h3>${escapeHtml(report.suite)}: masked names restored</h3>`,
        deltaSentence(report.metric, checks),
        legend([
            [SET_COLOUR.reference, "reference (public) databases"],
            [SET_COLOUR.fresh, "fresh databases"],
        ], "hollow dot and whisker: the set's pooled rate and interval"),
        rowChart(rows, {
            id: `contamination-${index}`,
            title: `DC-accuracy per database, reference (public) against fresh (${report.suite})`,
            description: "One bar per database or file: the share of its masked names the model restored. Blue: the public reference set; orange: the fresh set. The hollow dot with a whisker is each set's pooled rate and interval. Public bars far longer than fresh ones suggest the model has seen the benchmark.",
            unit: "rate",
            style: "bar",
            axisTitle: "DC-accuracy (restored / masked)",
        }),
    ].join("\n");
}
function sqlSuite(report, checks, index) {
    const hasAtd = report.variants.includes("atd");
    const dbRows = SQL_SETS.flatMap((set) => {
        const original = report.byDatabase.find((d) => d.set === set && d.variant === "original");
        const atd = report.byDatabase.find((d) => d.set === set && d.variant === "atd");
        return (original?.databases ?? []).map((db) => {
            const value = db.questions ? db.correct / db.questions : 0;
            const after = atd?.databases.find((a) => a.dbId === db.dbId);
            const atdValue = after?.questions ? after.correct / after.questions : undefined;
            const row = {
                label: db.dbId,
                sublabel: set,
                value,
                colour: SET_COLOUR[set],
                mark: `sql-database ${set}`,
                data: { set, database: db.dbId },
                note: atdValue === undefined
                    ? `${(0,format/* formatMeasure */.os)(value, "rate")} (${formatQuestions(db.correct, db.questions)})`
                    : `${(0,format/* formatMeasure */.os)(value, "rate")} \u2192 ATD ${(0,format/* formatMeasure */.os)(atdValue, "rate")}`,
            };
            if (atdValue !== undefined)
                row.secondary = atdValue;
            return row;
        });
    });
    const deltas = [report.contamination, report.atd].flatMap((d) => (d ? [deltaRow(d.metric, checks)] : []));
    const id = `text-to-sql-${index}`;
    return [
        `<h3>${escapeHtml(report.suite)}: text-to-SQL</h3>`,
        legend([
            [SET_COLOUR.public, "public databases"],
            [SET_COLOUR.fresh, "fresh databases"],
        ], hasAtd ? "filled dot: the original dump; hollow dot: after ATD (foreign keys and rows removed)" : ""),
        dbRows.length
            ? rowChart(dbRows, {
                id: `${id}-databases`,
                title: `Text-to-SQL accuracy per database, public against fresh (${report.suite})`,
                description: `One row per database: the filled dot is its test-suite accuracy on the original dump (blue public, orange fresh)${hasAtd ? "; the hollow dot joined to it its accuracy after ATD (foreign keys and rows removed). A public database that barely drops under ATD while fresh ones drop looks remembered" : ""}.`,
                unit: "rate",
                style: "dot",
                axisTitle: "test-suite accuracy",
            })
            : "",
        deltas.length
            ? rowChart(deltas, {
                id: `${id}-deltas`,
                title: `Text-to-SQL contamination delta and ATD drop difference (${report.suite})`,
                description: "The two gated signals with their intervals (clustered by database) and maximum: the hardness-standardised public \u2212 fresh accuracy, and the drop under ATD on fresh \u2212 on public. Positive values point to contamination.",
                unit: "difference",
                style: "dot",
            })
            : "",
    ].join("\n");
}
function deltaRow(metric, checks) {
    const check = checks.find((c) => c.metricId === metric.id);
    const label = metric.kind === "atd-drop-difference" ? "ATD drop difference" : "contamination delta";
    const row = {
        label,
        sublabel: metric.scope,
        value: metric.value,
        colour: check ? STATUS_COLOUR[check.status] : MUTED,
        mark: `sql-delta${check ? ` ${check.status}` : ""}`,
        data: { metric: metric.id },
        note: `${(0,format/* formatSigned */.Gp)(metric.value, "difference")} (${(0,format/* formatInterval */.vy)(metric.interval, "difference")})`,
    };
    if (metric.interval)
        row.interval = metric.interval;
    if (check)
        row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
    return row;
}
function deltaSentence(metric, checks) {
    const check = checks.find((c) => c.metricId === metric.id);
    const status = check ? `, <span class="status-word ${check.status}">${check.status}</span>` : "";
    return `<p>Delta (reference \u2212 fresh): <strong>${escapeHtml((0,format/* formatSigned */.Gp)(metric.value, "difference"))}</strong> (${escapeHtml((0,format/* formatInterval */.vy)(metric.interval, "difference"))})${status}.</p>`;
}
function legend(swatches, note) {
    const items = swatches.map(([colour, label]) => `<li><span class="swatch" style="background:${colour}"></span>${label}</li>`);
    if (note)
        items.push(`<li>${note}</li>`);
    return `<ul class="legend inline">${items.join("")}</ul>`;
}
function formatQuestions(correct, questions) {
    return `${Number(correct.toFixed(2))}/${questions}`;
}

;// CONCATENATED MODULE: ./src/report/html/coreference-plot.ts




const SIDES = [
    { side: "pro", label: "pro-stereotyped", colour: SET_COLOUR.reference },
    { side: "anti", label: "anti-stereotyped", colour: SET_COLOUR.fresh },
];
/** Per suite, the accuracy chart and the gap chart; undefined without coreference results. */
function coreferencePlot(coreference, metrics, checks) {
    const conditions = coreference?.conditions ?? [];
    if (conditions.length === 0)
        return undefined;
    const suites = [...new Set(conditions.map((c) => c.suite))];
    return suites
        .map((suite, index) => {
        const own = conditions.filter((c) => c.suite === suite);
        const accuracyRows = own.flatMap((c) => SIDES.map(({ side, label, colour }) => {
            const cell = c[side];
            return {
                label: `${c.condition}${c.baseline ? " (baseline)" : ""}`,
                sublabel: label,
                value: cell.rate,
                interval: cell.interval,
                colour,
                mark: `coref-accuracy ${side}`,
                data: { suite, condition: c.condition, side },
                note: `${(0,format/* formatMeasure */.os)(cell.rate, "rate")} (${cell.k}/${cell.n})`,
            };
        }));
        const low = Math.min(...accuracyRows.map((row) => row.interval?.low ?? row.value));
        const gapRows = own.flatMap((c) => {
            const m = metrics.find((v) => v.id === `stereotype-gap:${suite}:${c.condition}`);
            return m
                ? [
                    gapRow(m, c.condition, suite, checks.find((k) => k.metricId === m.id)),
                ]
                : [];
        });
        const id = `coreference-${index}`;
        return [
            `<h3>${escapeHtml(suite)}</h3>`,
            rowChart(accuracyRows, {
                id: `${id}-accuracy`,
                title: `WinoBias accuracy per condition, pro- and anti-stereotyped (${suite})`,
                description: "Per condition, two dots: accuracy (correct over answered) on pro-stereotyped sentences (blue) and on anti-stereotyped ones (orange), with Wilson 95% intervals. The farther apart, the more the model follows the stereotype.",
                unit: "rate",
                style: "dot",
                domain: [Math.max(0, Math.floor(low * 10) / 10 - 0.1), 1],
                axisTitle: "accuracy (correct / answered)",
            }),
            gapRows.length
                ? rowChart(gapRows, {
                    id: `${id}-gap`,
                    title: `Stereotype gap per condition, in points, with the allowed \u00b1threshold (${suite})`,
                    description: "Per condition, the stereotype gap: accuracy on pro- minus anti-stereotyped sentences in points, with its interval over item pairs. Dark lines: the allowed \u00b1threshold. Colour: the check's status.",
                    unit: "points",
                    style: "dot",
                })
                : "",
        ].join("\n");
    })
        .join("\n");
}
function gapRow(m, condition, suite, check) {
    const row = {
        label: condition,
        value: m.value,
        colour: check ? STATUS_COLOUR[check.status] : MUTED,
        mark: `coref-gap${check ? ` ${check.status}` : ""}`,
        data: { suite, condition },
        note: `${(0,format/* formatMeasure */.os)(m.value, "points")} (${(0,format/* formatInterval */.vy)(m.interval, "points")})`,
    };
    if (m.interval)
        row.interval = m.interval;
    if (check)
        row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
    return row;
}

// EXTERNAL MODULE: ./src/gate/policy.ts
var gate_policy = __webpack_require__(2601);
;// CONCATENATED MODULE: ./src/report/html/forest-plot.ts
/**
 * Plot 1: every gated check as one row of a forest plot: the measured value (a dot coloured by status), its
 * confidence interval (a whisker), the region the threshold allows (a green band ending at the threshold line)
 * and, with a baseline, the baseline's value (a hollow diamond). One panel per unit, so rates, differences and
 * points are never drawn on one axis.
 */




const UNITS = [
    { unit: "rate", heading: "Rates" },
    { unit: "difference", heading: "Differences" },
    { unit: "points", heading: "Points" },
];
const forest_plot_WIDTH = 900;
const forest_plot_PLOT = { left: 250, right: 580 };
const forest_plot_ROW = 36;
const forest_plot_TOP = 10;
/** The forest plot, one SVG per unit that has checks; a sentence when nothing was checked. */
function forestPlot(checks, metrics) {
    if (checks.length === 0)
        return `<p class="empty">No metric had a threshold, so nothing was checked.</p>`;
    const level = checks.find((c) => c.interval)?.interval?.level ?? 0.95;
    return UNITS.flatMap(({ unit, heading }) => {
        const own = checks.filter((c) => unitOf(c, metrics) === unit);
        if (own.length === 0)
            return [];
        return [`<h3>${heading}</h3>`, panel(own, unit, level)];
    }).join("\n");
}
/** The unit a check's value is in: its metric's, else its kind's. */
function unitOf(check, metrics) {
    return metrics.find((m) => m.id === check.metricId)?.unit ?? gate_policy/* METRIC_RULES */.XX[check.kind].unit;
}
function panel(checks, unit, level) {
    const height = forest_plot_TOP + checks.length * forest_plot_ROW + 44;
    const scale = linearScale(paddedDomain(checks.flatMap(forest_plot_extent), unit), [forest_plot_PLOT.left, forest_plot_PLOT.right]);
    const rows = checks.map((c, i) => row(c, unit, scale, forest_plot_TOP + i * forest_plot_ROW));
    const axis = xAxis(scale, unit, { top: forest_plot_TOP, bottom: forest_plot_TOP + checks.length * forest_plot_ROW }, UNIT_AXIS_TITLE[unit]);
    const title = `Checks measured in ${unit === "points" ? "points" : `${unit}s`}: value, ${(0,format/* formatLevel */.eI)(level)} interval and threshold`;
    const description = "One row per check. A dot is the measured value, coloured by status (green pass, red fail, amber " +
        "inconclusive); the whisker is its confidence interval; the green band is what the threshold allows, ending " +
        "at the dark threshold line; a hollow diamond is the baseline's value.";
    return svgFrame(`forest-${unit}`, { width: forest_plot_WIDTH, height }, title, description, axis + rows.join(""));
}
/** Every x a row draws, so the axis covers them all. */
function forest_plot_extent(c) {
    const xs = [c.threshold];
    if (c.direction === "max-abs")
        xs.push(-c.threshold);
    if (isFiniteNumber(c.value))
        xs.push(c.value);
    if (c.interval)
        xs.push(c.interval.low, c.interval.high);
    if (c.baseline)
        xs.push(c.baseline.baselineValue);
    return xs;
}
function row(c, unit, x, top) {
    const y = top + forest_plot_ROW / 2;
    const colour = STATUS_COLOUR[c.status];
    const label = gate_policy/* METRIC_RULES */.XX[c.kind].label;
    const parts = [
        `<title>${escapeHtml(`${label}, ${c.scope}: ${c.reason}`, 600)}</title>`,
        band(c, x, top),
        ...thresholdLines(c, x, top),
        svg_text(8, y - 2, fitLabel(label, 230), `class="label"`),
        svg_text(8, y + 12, fitLabel(c.scope, 230, 6), `class="scope"`),
    ];
    if (c.baseline)
        parts.push(baselineMark(c, x, y));
    if (c.interval) {
        const [lo, hi] = [x(c.interval.low), x(c.interval.high)];
        parts.push(`<g class="whisker">${line(lo, y, hi, y, `stroke="${colour}" stroke-width="2"`)}${line(lo, y - 5, lo, y + 5, `stroke="${colour}" stroke-width="2"`)}${line(hi, y - 5, hi, y + 5, `stroke="${colour}" stroke-width="2"`)}</g>`);
    }
    if (isFiniteNumber(c.value)) {
        parts.push(`<circle class="point" cx="${r(x(c.value))}" cy="${r(y)}" r="5" fill="${colour}" stroke="#fff"/>`);
        parts.push(svg_text(forest_plot_PLOT.right + 14, y - 2, valueText(c, unit), `class="value"`));
    }
    else {
        parts.push(svg_text((forest_plot_PLOT.left + forest_plot_PLOT.right) / 2, y + 4, "not measured", `class="scope" text-anchor="middle"`));
    }
    if (c.baseline)
        parts.push(svg_text(forest_plot_PLOT.right + 14, y + 12, baselineText(c, unit), `class="scope"`));
    parts.push(svg_text(forest_plot_WIDTH - 8, y + 4, c.status === "pass" ? "pass" : c.status.toUpperCase(), `class="status" text-anchor="end" fill="${colour}"`));
    return (`<g class="mark check ${c.status}" data-check="${escapeHtml(c.id)}" data-status="${c.status}" ` +
        `data-unit="${unit}">${parts.join("")}</g>`);
}
/** The allowed region of the axis, as a pale green band behind the row. */
function band(c, x, top) {
    const [lo, hi] = x.domain;
    const [from, to] = c.direction === "max"
        ? [lo, c.threshold]
        : c.direction === "min"
            ? [c.threshold, hi]
            : [-c.threshold, c.threshold];
    const [a, b] = [x(Math.max(lo, from)), x(Math.min(hi, to))];
    if (!(b > a))
        return "";
    return `<rect class="allowed" x="${r(a)}" y="${r(top + 6)}" width="${r(b - a)}" height="${forest_plot_ROW - 12}" fill="${GOOD_BAND}"/>`;
}
function thresholdLines(c, x, top) {
    const at = c.direction === "max-abs" ? [-c.threshold, c.threshold] : [c.threshold];
    return at.map((t) => line(x(t), top + 3, x(t), top + forest_plot_ROW - 3, `class="threshold" stroke="${INK}" stroke-width="2"`));
}
function baselineMark(c, x, y) {
    const b = c.baseline;
    const bx = x(b.baselineValue);
    const colour = b.regressed ? STATUS_COLOUR.fail : MUTED;
    const shift = isFiniteNumber(c.value)
        ? line(bx, y, x(c.value), y, `stroke="${colour}" stroke-width="1.5" stroke-dasharray="3 2"`)
        : "";
    const d = `M${r(bx)} ${r(y - 6)}L${r(bx + 6)} ${r(y)}L${r(bx)} ${r(y + 6)}L${r(bx - 6)} ${r(y)}Z`;
    return `<g class="baseline${b.regressed ? " regressed" : ""}">${shift}<path d="${d}" fill="#fff" stroke="${colour}" stroke-width="2"/></g>`;
}
function valueText(c, unit) {
    const interval = c.interval ? ` (${(0,format/* formatInterval */.vy)(c.interval, unit)})` : "";
    const bound = c.direction === "max" ? "\u2264" : c.direction === "min" ? "\u2265" : "\u00b1";
    return `${(0,format/* formatMeasure */.os)(c.value, unit)}${interval} ${bound}${(0,format/* formatThreshold */.B6)(c.threshold, unit)}`;
}
function baselineText(c, unit) {
    const b = c.baseline;
    const change = `was ${(0,format/* formatMeasure */.os)(b.baselineValue, unit)}, change ${(0,format/* formatSigned */.Gp)(b.delta, unit)}`;
    return b.regressed ? `${change}, worse` : change;
}
function isFiniteNumber(value) {
    return typeof value === "number" && Number.isFinite(value);
}

// EXTERNAL MODULE: ./src/report/report-sections.ts
var report_sections = __webpack_require__(8755);
;// CONCATENATED MODULE: ./src/report/html/header.ts
/**
 * The HTML report's header (the verdict, what it rests on, the failing and undecided checks in words) and its
 * provenance list. All text from results.json is escaped.
 */







/** The verdict banner, with the failing and inconclusive checks as sentences. */
function verdictHeader(results, runUrl) {
    const { status, checks } = results.verdict;
    const notes = headline_verdictNotes(results);
    const href = safeHref(runUrl);
    const parts = [
        `<header class="verdict ${status}" data-verdict="${status}">`,
        `<p class="kicker">bias-gate ${escapeHtml(results.tool.version, 40)} \u00b7 ${escapeHtml(results.provenance.model, 120)}</p>`,
        `<h1><span class="status-word ${status}">${markdown/* STATUS_WORD */.I1[status]}</span></h1>`,
        ...notes.map((n) => `<p class="note-badge">${escapeHtml(n)}</p>`),
        `<p class="counts">${escapeHtml((0,report_sections/* countStatuses */.ip)(checks))}</p>`,
    ];
    if (results.endpoint?.decisive) {
        parts.push(`<p class="endpoint">${escapeHtml(endpoint_describeEndpointFailures(results.endpoint), 600)}</p>`);
    }
    parts.push(...sentences("Failed", checks, "fail"), ...sentences("Not decided", checks, "inconclusive"));
    if (href)
        parts.push(`<p><a href="${href}">The workflow run</a></p>`);
    parts.push("</header>");
    return parts.join("\n");
}
function sentences(title, checks, status) {
    const own = checks.filter((c) => c.status === status);
    if (own.length === 0)
        return [];
    const items = own.map((c) => `<li class="reason ${status}" data-check="${escapeHtml(c.id)}"><strong>${escapeHtml(gate_policy/* METRIC_RULES */.XX[c.kind].label)}, ${escapeHtml(c.scope, 120)}</strong>: ${escapeHtml(c.reason, 800)}</li>`);
    return [
        `<h2 class="reasons-title">${title} (${own.length})</h2>`,
        `<ul class="reasons">${items.join("")}</ul>`,
    ];
}
/** Model, endpoint, seed, sizes, tokens, cost and hashes, as a definition list. */
function provenanceList(results) {
    const p = results.provenance;
    const sizes = Object.entries(p.sampleSizes).map(([k, n]) => `${k} ${(0,format/* formatCount */.B4)(n)}`);
    const rows = [
        ["Model", p.model],
        ["Endpoint", p.endpoint],
        ["Seed", p.seed],
        ["Sample sizes", sizes.length ? sizes.join(", ") : "none"],
        ["Requests", (0,format/* formatCount */.B4)(p.requests)],
        ["Tokens", `${(0,format/* formatCount */.B4)(p.tokens.input)} in, ${(0,format/* formatCount */.B4)(p.tokens.output)} out`],
        ["Cost", (0,format/* formatUsd */.UK)(p.costUsd)],
        ["Duration", (0,format/* formatDuration */.a3)(p.durationMs)],
        ["Started", p.startedAt],
        ["Tool", `${results.tool.name} ${results.tool.version}`],
    ];
    if (p.config)
        rows.push(["Config", p.config]);
    if (p.systemPromptHash)
        rows.push(["System prompt sha256", p.systemPromptHash]);
    const hashes = Object.entries(p.templateHashes).map(([file, hash]) => `<li><code>${escapeHtml(hash, 80)}</code> ${escapeHtml(file, 200)}</li>`);
    return (`<dl class="provenance">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v, 200)}</dd>`).join("")}</dl>` +
        (hashes.length
            ? `<details><summary>Template files (sha256)</summary><ul>${hashes.join("")}</ul></details>`
            : ""));
}

// EXTERNAL MODULE: ./src/metrics/negation.ts
var negation = __webpack_require__(8582);
;// CONCATENATED MODULE: ./src/report/html/negation-plot.ts
/**
 * Plot 4: APES's negation robustness, per statement/negation pair (same filling, same trial): P(Yes | statement)
 * across, P(Yes | negation) up. A robust model answers a negation the opposite way, so its pairs lie on the
 * anti-diagonal P(Yes|T) + P(Yes|T\u2032) = 1; a negation-blind one answers both alike, on the diagonal. A pair's
 * distance from the anti-diagonal, |P(Yes|T) + P(Yes|T\u2032) \u2212 1|, is its robustness probability.
 */





const MAX_NEGATION_DOTS = 3000;
const SIZE = 420;
const negation_plot_PLOT = { left: 70, top: 12 };
/** P(Yes) of an item: its own, else read from the probability of the answer it gave. */
function probabilityOfYes(item) {
    if (typeof item.pYes === "number" && Number.isFinite(item.pYes))
        return item.pYes;
    if (typeof item.pAnswer !== "number" || !Number.isFinite(item.pAnswer))
        return undefined;
    if (item.category === "yes")
        return item.pAnswer;
    if (item.category === "no")
        return 1 - item.pAnswer;
    return undefined;
}
/** The usable negation pairs whose two P(Yes) are known. */
function probabilityPairs(items) {
    return (0,negation/* pairNegations */.Nr)(items).flatMap((pair) => {
        const [s, n] = [probabilityOfYes(pair.statement), probabilityOfYes(pair.negation)];
        if (s === undefined || n === undefined)
            return [];
        return [{ pair, statement: s, negation: n, flipped: pair.statement.category !== pair.negation.category }];
    });
}
/** The scatter with its legend, a sentence when no pair has probabilities, undefined without negation pairs. */
function negationPlot(items, metrics) {
    if (!items.some((i) => i.kind === "yes-no" && i.polarity === "negation"))
        return undefined;
    const pairs = probabilityPairs(items);
    if (pairs.length === 0)
        return `<p class="empty" data-plot="negation">${NO_LOGPROBS}</p>`;
    const shown = pairs.length <= MAX_NEGATION_DOTS
        ? pairs
        : [...pairs].sort((a, b) => stableJitter(key(a)) - stableJitter(key(b))).slice(0, MAX_NEGATION_DOTS);
    const flipped = pairs.filter((p) => p.flipped).length;
    const summary = metricLine(metrics, "robustness-probability", "robustness probability (0 robust, 1 negation-blind)");
    const legend = `<ul class="legend">` +
        `<li><span class="swatch" style="background:${STATUS_COLOUR.pass}"></span>answers opposite (${(0,format/* formatCount */.B4)(flipped)} pairs)</li>` +
        `<li><span class="swatch" style="background:${STATUS_COLOUR.fail}"></span>same answer to both (${(0,format/* formatCount */.B4)(pairs.length - flipped)} pairs)</li>` +
        `<li>solid line: P(Yes|T) + P(Yes|T\u2032) = 1, a robust model</li>` +
        `<li>dashed line: P(Yes|T) = P(Yes|T\u2032), a negation-blind model</li>` +
        (summary ? `<li>${summary}</li>` : "") +
        (shown.length < pairs.length
            ? `<li>${(0,format/* formatCount */.B4)(shown.length)} of ${(0,format/* formatCount */.B4)(pairs.length)} pairs drawn</li>`
            : "") +
        `</ul>`;
    return `<div class="side-by-side">${scatter(shown)}${legend}</div>`;
}
function key(p) {
    return `${p.pair.statement.promptId}\u0000${p.pair.statement.trial}`;
}
function scatter(pairs) {
    const [left, top] = [negation_plot_PLOT.left, negation_plot_PLOT.top];
    const x = linearScale([0, 1], [left, left + SIZE]);
    const y = linearScale([0, 1], [top + SIZE, top]);
    const dots = pairs
        .map((p) => {
        const colour = p.flipped ? STATUS_COLOUR.pass : STATUS_COLOUR.fail;
        return (`<circle class="mark pair ${p.flipped ? "flipped" : "same"}" data-group="${escapeHtml(p.pair.group)}" ` +
            `cx="${r(x(p.statement))}" cy="${r(y(p.negation))}" r="3.5" fill="${colour}" fill-opacity="0.5"/>`);
    })
        .join("");
    const body = yAxis(y, "rate", { left, right: left + SIZE }, "P(Yes | negation)") +
        xAxis(x, "rate", { top, bottom: top + SIZE }, "P(Yes | statement)") +
        line(x(0), y(1), x(1), y(0), `class="reference-line robust" stroke="${STATUS_COLOUR.pass}" stroke-width="2"`) +
        line(x(0), y(0), x(1), y(1), `class="reference-line blind" stroke="${STATUS_COLOUR.fail}" stroke-width="2" stroke-dasharray="6 4"`) +
        dots;
    return svgFrame("negation-scatter", { width: left + SIZE + 20, height: top + SIZE + 44 }, "P(Yes) for each statement against its negation", "One dot per statement/negation pair. Green: the model answered them oppositely; red: alike. A robust model's pairs lie on the solid anti-diagonal; a negation-blind model's on the dashed diagonal.", body);
}
/** `robustness probability \u2026: 0.123 (0.100\u20130.150)` for the overall scope, when measured. */
function metricLine(metrics, kind, label) {
    const m = metrics.find((v) => v.kind === kind && v.scope === "overall");
    if (!m)
        return undefined;
    return escapeHtml(`${label}: ${(0,format/* formatMeasure */.os)(m.value, m.unit)} (${(0,format/* formatInterval */.vy)(m.interval, m.unit)}) overall`);
}

;// CONCATENATED MODULE: ./src/report/html/styles.ts
/** The report's only stylesheet, inlined: system fonts, no web fonts, nothing fetched. */
const REPORT_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f8fa; color: #1f2328;
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
section, header.verdict { background: #fff; border: 1px solid #d1d9e0; border-radius: 8px; padding: 16px 20px; margin: 0 0 20px; }
header.verdict { border-left: 8px solid #59636e; }
header.verdict.pass { border-left-color: #1a7f37; }
header.verdict.fail { border-left-color: #cf222e; }
header.verdict.inconclusive { border-left-color: #9a6700; }
header.verdict.error { border-left-color: #8250df; }
h1 { margin: 4px 0 8px; font-size: 32px; letter-spacing: 0.02em; }
h2 { margin: 0 0 8px; font-size: 20px; }
h3 { margin: 16px 0 4px; font-size: 16px; }
.kicker { margin: 0; color: #59636e; font-size: 13px; }
.status-word.pass { color: #1a7f37; } .status-word.fail { color: #cf222e; }
.status-word.inconclusive { color: #9a6700; } .status-word.error { color: #8250df; }
.note-badge { display: inline-block; margin: 0 8px 8px 0; padding: 2px 10px; border-radius: 999px;
  background: #fff8c5; border: 1px solid #d4a72c; color: #1f2328; font-weight: 600; }
.counts { margin: 4px 0; font-weight: 600; }
.reasons-title { font-size: 15px; margin: 12px 0 4px; }
.reasons { margin: 0; padding-left: 20px; }
.reason.fail strong { color: #cf222e; } .reason.inconclusive strong { color: #9a6700; }
nav ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 6px 16px; }
a { color: #0969da; }
.lead, .note, .legend, .empty { color: #59636e; font-size: 14px; }
.empty { font-style: italic; }
ul.legend { padding-left: 0; list-style: none; }
ul.legend.inline { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0; }
nav { margin: 0 0 16px; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; }
.side-by-side { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.side-by-side svg { flex: 0 1 520px; }
svg.plot { display: block; max-width: 100%; height: auto; }
svg text { font-family: inherit; }
svg .label { font-size: 12px; fill: #1f2328; }
svg .scope, svg .tick { font-size: 11px; fill: #59636e; }
svg .axis-title { font-size: 12px; fill: #59636e; }
svg .value { font-size: 11px; fill: #1f2328; font-variant-numeric: tabular-nums; }
svg .status { font-size: 12px; font-weight: 700; }
dl.provenance { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
dl.provenance dt { color: #59636e; } dl.provenance dd { margin: 0; overflow-wrap: anywhere; }
code { font-size: 12px; }
`;

;// CONCATENATED MODULE: ./src/report/html/trend-plot.ts



const SERIES = [
    { key: "biasRate", label: "Bias rate (overall)", unit: "rate" },
    { key: "negationGap", label: "Negation gap (overall)", unit: "difference" },
    { key: "stereotypeGap", label: "Stereotype gap (no adjectives)", unit: "points" },
    { key: "contaminationDelta", label: "Contamination delta", unit: "difference" },
];
const trend_plot_WIDTH = 860;
const trend_plot_PLOT = { left: 90, right: 830, top: 26, bottom: 146 };
/** Dots stay half a date label in from the axis ends, so the end labels clear the y-axis ticks. */
const INSET = 40;
/** Advance of one character of an 11 px tick label, rounded up. */
const TICK_CHAR = 6.6;
const LABEL_GAP = 10;
/** One chart per headline metric any entry has; undefined without history. */
function trendPlot(history) {
    if (!history?.length)
        return undefined;
    const charts = SERIES.filter((s) => history.some((e) => typeof e[s.key] === "number")).map((s) => seriesChart(history, s));
    return charts.length ? charts.join("\n") : undefined;
}
/**
 * Which entries get a date label: every `stride`-th counting back from the newest, the stride the smallest
 * that keeps estimated label widths apart. Exported for tests.
 */
function labelledIndices(labels, spacing) {
    const widest = Math.max(0, ...labels.map((l) => [...l].length * TICK_CHAR));
    const stride = Math.max(1, Math.ceil((widest + LABEL_GAP) / Math.max(spacing, 1e-9)));
    const out = [];
    for (let i = labels.length - 1; i >= 0; i -= stride)
        out.unshift(i);
    return out;
}
function seriesChart(history, s) {
    const n = history.length;
    const [from, to] = [trend_plot_PLOT.left + INSET, trend_plot_PLOT.right - INSET];
    const spacing = n > 1 ? (to - from) / (n - 1) : 0;
    const xAt = (i) => (n > 1 ? from + i * spacing : (from + to) / 2);
    const values = history.map((e) => e[s.key]);
    const y = linearScale(paddedDomain(values.filter((v) => typeof v === "number"), s.unit, 0.1), [trend_plot_PLOT.bottom, trend_plot_PLOT.top]);
    const points = history.flatMap((e, i) => {
        const v = e[s.key];
        return typeof v === "number" ? [{ e, i, v }] : [];
    });
    const path = points.map((p, k) => `${k ? "L" : "M"}${r(xAt(p.i))} ${r(y(p.v))}`).join("");
    const dots = points
        .map(({ e, i, v }) => `<circle class="mark trend-point ${e.verdict}" data-series="${s.key}" cx="${r(xAt(i))}" cy="${r(y(v))}" r="4" fill="${STATUS_COLOUR[e.verdict]}">` +
        `<title>${escapeHtml(`${runName(e)}: ${e.verdict}, ${(0,format/* formatMeasure */.os)(v, s.unit)}`)}</title></circle>`)
        .join("");
    const labels = history.map((e) => e.at.slice(0, 10));
    const shown = n > 1 ? labelledIndices(labels, spacing) : [0];
    const ticks = shown
        .map((i) => svg_text(xAt(i), trend_plot_PLOT.bottom + 16, labels[i] ?? "", `class="tick date" text-anchor="middle"`))
        .join("");
    const body = yAxis(y, s.unit, { left: trend_plot_PLOT.left, right: trend_plot_PLOT.right }, s.unit === "points" ? "points" : s.unit) +
        `<g class="axis x">${ticks}</g>` +
        `<path d="${path}" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
        dots;
    return svgFrame(`trend-${s.key}`, { width: trend_plot_WIDTH, height: trend_plot_PLOT.bottom + 28 }, `${s.label} over the last ${n} runs`, `One dot per run, oldest left, coloured by its verdict (green pass, red fail, amber inconclusive, purple endpoint failure); values in ${UNIT_AXIS_TITLE[s.unit]}.`, `${svg_text(trend_plot_PLOT.left, 14, s.label, `class="label" fill="${MUTED}"`)}${body}`);
}
function runName(e) {
    return [e.at.slice(0, 16).replace("T", " "), e.sha?.slice(0, 7), e.ref].filter(Boolean).join(" ");
}

;// CONCATENATED MODULE: ./src/report/variants-md.ts



const KIND_WORDS = {
    "bias-rate": "bias rate",
    "negation-gap": "negation gap",
    "stereotype-gap": "stereotype gap",
};
/** `+0.280 [0.195, 0.366]`: a paired difference with its interval, in the metric's units. */
function formatDifference(d) {
    const range = `${(0,format/* formatMeasure */.os)(d.interval.low, d.unit)}, ${(0,format/* formatMeasure */.os)(d.interval.high, d.unit)}`;
    return `${(0,format/* formatSigned */.Gp)(d.difference, d.unit)} [${range}]${d.unit === "points" ? " points" : ""}`;
}
/** The difference a first line shows: the overall bias rate, else the first stereotype or negation gap. */
function headlineDifference(c) {
    const order = ["bias-rate:overall", "negation-gap:overall"];
    return (order.map((id) => c.differences.find((d) => d.metricId === id)).find((d) => d !== undefined) ??
        c.differences.find((d) => d.kind === "stereotype-gap"));
}
function label(text) {
    return `\`${(0,report_escape/* escapeModelText */.c)(text, 40).replaceAll("`", "'")}\``;
}
/**
 * One line per candidate for the first screen, e.g. `` \u2194\ufe0f candidate `gpt-4.1-mini` vs current `gpt-4o-mini`:
 * bias rate +0.040 [0.010, 0.070] \u00b7 gated on `gpt-4o-mini` ``; none for a run of one model.
 */
function variants_md_comparisonLines(results) {
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
        ...(0,markdown/* table */.tp)(["variant", "model", "system prompt", "own verdict", "requests"], v.variants.map((x) => [
            (0,markdown/* cell */.Hn)(x.label) + (x.label === v.gatedOn ? " (gated)" : ""),
            (0,markdown/* cell */.Hn)(x.model),
            x.systemPromptHash ? `sha256 ${x.systemPromptHash.slice(0, 12)}` : "none",
            x.status,
            (0,format/* formatCount */.B4)(x.requests),
        ])),
        "",
        ...v.comparisons.flatMap((c) => comparisonTable(c, v, level)),
        `Differences are candidate \u2212 current on the prompts both answered usably, with ${(0,format/* formatLevel */.eI)(level)} paired ` +
            "intervals (stratified t: templates fixed, prompts sampled; a prompt's trials together). Flips count shared " +
            "prompts (or pairs) whose outcome changed: worse = more biased under the candidate. p (McNemar) is the exact " +
            "test on the bias-rate flips.",
    ];
}
function comparisonTable(c, v, level) {
    const metricOf = (variant, id) => v.variants.find((x) => x.label === variant)?.metrics.find((m) => m.id === id);
    const shown = (m) => (m ? (0,format/* formatMeasure */.os)(m.value, m.unit) : "\u2014");
    return [
        `### ${(0,markdown/* cell */.Hn)(c.candidate)} vs ${(0,markdown/* cell */.Hn)(c.current)}`,
        "",
        ...(0,markdown/* table */.tp)([
            "metric",
            `${(0,markdown/* cell */.Hn)(c.current)} (current)`,
            `${(0,markdown/* cell */.Hn)(c.candidate)} (candidate)`,
            `difference [${(0,format/* formatLevel */.eI)(level)}]`,
            "p",
            "shared",
            "flips worse / better",
        ], c.differences.map((d) => [
            `${KIND_WORDS[d.kind]} \u00b7 ${(0,markdown/* cell */.Hn)(d.scope)}`,
            shown(metricOf(c.current, d.metricId)),
            shown(metricOf(c.candidate, d.metricId)),
            formatDifference(d),
            `${(0,format/* formatP */.MA)(d.pValue)}${d.mcnemarP !== undefined ? ` (McNemar ${(0,format/* formatP */.MA)(d.mcnemarP)})` : ""}`,
            (0,format/* formatCount */.B4)(d.shared),
            `${(0,format/* formatCount */.B4)(d.flips.worse)} / ${(0,format/* formatCount */.B4)(d.flips.better)}`,
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

;// CONCATENATED MODULE: ./src/report/html/variants-table.ts
/**
 * A comparison run's variants in report.html: each candidate's paired differences against the current variant as
 * a table (value of each, difference with its interval, flips), every text HTML-escaped. Undefined for a run of
 * one model, so the section is left out.
 */



const variants_table_KIND_WORDS = {
    "bias-rate": "bias rate",
    "negation-gap": "negation gap",
    "stereotype-gap": "stereotype gap",
};
/** The variants section's body: who is gated, then one table per candidate; undefined for a run of one model. */
function variantsTable(results) {
    const v = results.variants;
    if (!v)
        return undefined;
    const e = (text) => escapeHtml(text, 120);
    const shownValue = (label, id) => {
        const m = v.variants.find((x) => x.label === label)?.metrics.find((x) => x.id === id);
        return m ? (0,format/* formatMeasure */.os)(m.value, m.unit) : "\u2014";
    };
    const gated = `<p>The verdict is decided on <strong>${e(v.gatedOn)}</strong>; the other variants are reported.</p>`;
    const tables = v.comparisons.map((c) => {
        const rows = c.differences.map((d) => `<tr><td>${e(`${variants_table_KIND_WORDS[d.kind]} \u00b7 ${d.scope}`)}</td><td>${shownValue(c.current, d.metricId)}</td>` +
            `<td>${shownValue(c.candidate, d.metricId)}</td><td>${e(formatDifference(d))}</td><td>${(0,format/* formatP */.MA)(d.pValue)}</td>` +
            `<td>${d.shared}</td><td>${d.flips.worse} / ${d.flips.better}</td></tr>`);
        return (`<table class="variants"><caption>${e(c.candidate)} (candidate) vs ${e(c.current)} (current)</caption>` +
            `<thead><tr><th>metric</th><th>${e(c.current)}</th><th>${e(c.candidate)}</th><th>difference [interval]</th>` +
            `<th>p</th><th>shared</th><th>flips worse / better</th></tr></thead><tbody>${rows.join("")}</tbody></table>`);
    });
    return [gated, ...tables].join("\n");
}

;// CONCATENATED MODULE: ./src/report/html/html-report.ts












/**
 * The whole report as one HTML document: the verdict header (status, "simulator, not a real model" when a
 * simulator answered, failing and undecided checks in words), then one section per plot the run has data for
 * (checks, bias rate, confidence, negation, WinoBias, contamination, trend), then provenance. Every text from
 * the results is HTML-escaped; every plot is an inline SVG with a <title>, and its marks carry `class="mark \u2026"`
 * and `data-*` attributes.
 */
function renderHtmlReport(results, options = {}) {
    const { metrics, verdict, items } = results;
    const sections = [
        {
            id: "checks",
            title: "Checks",
            lead: "Every gated metric: the dot is the value, the whisker its confidence interval, the green band what the threshold allows.",
            body: forestPlot(verdict.checks, metrics),
        },
        {
            id: "variants",
            title: "Variants",
            lead: "Each candidate against the current variant on the prompts both answered: candidate \u2212 current with a paired interval, and the answers that flipped.",
            body: variantsTable(results),
        },
        {
            id: "bias",
            title: "Bias rate",
            lead: "Share of usable answers that differ from the unbiased label, per group and per template.",
            body: biasBars(metrics, verdict.checks, results.templates),
        },
        {
            id: "confidence",
            title: "Confidence and correctness",
            lead: "How sure the model was of each yes/no answer, for right and wrong answers (APES's confidence).",
            body: confidencePlot(items),
        },
        {
            id: "negation",
            title: "Negation robustness",
            lead: "Each statement against its negation: a robust model's P(Yes) for the two adds up to 1.",
            body: negationPlot(items, metrics),
        },
        {
            id: "coreference",
            title: "WinoBias conditions",
            lead: "Coreference accuracy on pro- and anti-stereotyped sentences, and the stereotype gap between them.",
            body: coreferencePlot(results.coreference, metrics, verdict.checks),
        },
        {
            id: "contamination",
            title: "Contamination",
            lead: "Public benchmark material against fresh material, per database: a model that has seen the benchmark does better on it.",
            body: contaminationPlot(results.contamination, results.textToSql, verdict.checks),
        },
        {
            id: "trend",
            title: "Trend",
            lead: "The headline numbers over earlier runs.",
            body: trendPlot(options.history),
        },
    ];
    const shown = sections.filter((s) => s.body !== undefined);
    const title = `bias-gate: ${markdown/* STATUS_WORD */.I1[verdict.status]} (${results.provenance.model})`;
    return [
        "<!doctype html>",
        `<html lang="en"><head><meta charset="utf-8">`,
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
        `<meta name="viewport" content="width=device-width, initial-scale=1">`,
        `<title>${escapeHtml(title, 200)}</title>`,
        `<style>${REPORT_CSS}</style></head>`,
        "<body><main>",
        verdictHeader(results, options.runUrl),
        `<nav aria-label="Sections"><ul>${[...shown, { id: "provenance", title: "Provenance" }].map((s) => `<li><a href="#${s.id}">${s.title}</a></li>`).join("")}</ul></nav>`,
        ...shown.map((s) => `<section id="${s.id}" aria-labelledby="${s.id}-heading"><h2 id="${s.id}-heading">${s.title}</h2><p class="lead">${s.lead}</p>\n${s.body}\n</section>`),
        `<section id="provenance" aria-labelledby="provenance-heading"><h2 id="provenance-heading">Provenance</h2>${provenanceList(results)}</section>`,
        "</main></body></html>",
        "",
    ].join("\n");
}

// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(7827);
;// CONCATENATED MODULE: ./src/report/results-file.ts
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
    const path = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), ref.path);
    const text = readText(path);
    const hint = `keep ${ref.path} from the run's output directory beside ${file}: the baseline's paired tests read its items`;
    if (text === undefined)
        throw new errors/* ConfigError */.x(`${file} keeps its items in ${path}, which is missing`, hint, { file });
    const items = parseItemLines(text, path, hint);
    if (items.length !== ref.count) {
        throw new errors/* ConfigError */.x(`${path} has ${items.length} items; ${file} says ${ref.count}`, hint, {
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
            throw new errors/* ConfigError */.x(`not a JSON line (${error.message})`, hint, { file: path, line });
        }
        const { promptId, trial } = (item ?? {});
        if (typeof promptId !== "string" || typeof trial !== "number") {
            throw new errors/* ConfigError */.x("not a scored item (needs promptId and trial)", hint, { file: path, line });
        }
        items.push(item);
    }
    return items;
}

;// CONCATENATED MODULE: ./src/report/terminal.ts
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
        variantsTerminalLines(results).map(plain),
        [whereLine(options, paint)],
    ];
    return `${sections
        .filter((s) => s.length > 0)
        .map((s) => s.join("\n"))
        .join("\n\n")}\n`;
}
function verdictLines(results, paint) {
    const { status } = results.verdict;
    const notes = headline_verdictNotes(results).map((n) => paint(n, "yellow"));
    const word = paint(status.toUpperCase(), "bold", STATUS_STYLE[status]);
    const lines = [[`bias-gate: ${word}`, ...notes].join(" \u00b7 ")];
    if (results.endpoint?.decisive)
        lines.push(plain(endpoint_describeEndpointFailures(results.endpoint)));
    const p = results.provenance;
    const facts = [
        (0,report_sections/* countStatuses */.ip)(results.verdict.checks),
        `model ${plain(p.model)}`,
        (0,format/* formatDuration */.a3)(p.durationMs),
    ];
    if (p.costUsd > 0)
        facts.push((0,format/* formatUsd */.UK)(p.costUsd));
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
    const unit = metrics.find((m) => m.id === check.metricId)?.unit ?? gate_policy/* METRIC_RULES */.XX[check.kind].unit;
    const value = check.value ?? Number.NaN;
    const level = check.interval ? `${(0,format/* formatLevel */.eI)(check.interval.level)} CI ` : "";
    const cells = [
        `${gate_policy/* METRIC_RULES */.XX[check.kind].label} \u00b7 ${plain(check.scope)}`,
        (0,format/* formatMeasure */.os)(value, unit),
        check.interval ? `${level}${(0,format/* formatInterval */.vy)(check.interval, unit)}` : "",
        thresholdText(check, unit),
    ];
    if (check.baseline?.regressed)
        cells.push(`worse than the baseline by ${(0,format/* formatSigned */.Gp)(check.baseline.delta, unit)}`);
    return cells;
}
function thresholdText(check, unit) {
    const t = (0,format/* formatThreshold */.B6)(check.threshold, unit);
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
            ? gate_policy/* METRIC_RULES */.XX[check.kind].moreData
            : plain(check.reason);
    }
    if (check.baseline?.regressed)
        return "the model got worse than the baseline, beyond the allowed margin; the report shows the answers behind it";
    const key = gate_policy/* METRIC_RULES */.XX[check.kind].threshold;
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

// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(2209);
// EXTERNAL MODULE: ./src/suites/registry.ts + 48 modules
var registry = __webpack_require__(9513);
;// CONCATENATED MODULE: ./src/report/scope.ts
const CONDITION_KINDS = new Set([
    "stereotype-gap",
    "adjective-amplification",
]);
/** The baseline conditions the results name, as `suite:condition` (and bare `condition`). */
function scope_baselineConditions(results) {
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
function scope_scopeWords(kind, scope, baselines) {
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

;// CONCATENATED MODULE: ./src/report/first-screen.ts
/**
 * The first screen of the pull-request comment: what a reviewer reads in ten seconds. In order: the verdict
 * (with "simulator, not a real model" when so); one line per failing or undecided check family, in words, with
 * its number, unit and limit; what to do next (the setting that narrows an undecided interval, the worst template
 * rows at their file and line, the command that reproduces the run); and who and what was compared. Pure.
 */









/** The longest first line a reader sees whole in a notification or a narrow column. */
const FIRST_LINE_MAX = 120;
const STATUS_ICON = { pass: "\u2705", fail: "\u274c", inconclusive: "\u26a0\ufe0f", error: "\ud83d\uded1" };
/** The first screen: verdict, families, what to do and the context line, as Markdown lines. */
function firstScreen(results, options) {
    const lines = [verdictLine(results), ...comparisonLines(results)];
    const why = endpointWhy(results);
    const families = results.verdict.status === "error" ? [] : familyLines(results);
    const todo = nextSteps(results, options);
    const head = results.verdict.status === "pass" ? headlineLines(results) : [];
    const body = [...(why ? [why] : []), ...families, ...head];
    if (body.length > 0)
        lines.push("", ...body);
    if (todo.length > 0)
        lines.push("", ...todo);
    lines.push("", contextLine(results, options));
    return lines;
}
/** `\u274c **bias-gate: FAIL** \u00b7 simulator, not a real model \u00b7 4 of 14 checks fail, 7 undecided`, at most 120 characters. */
function verdictLine(results) {
    const { status } = results.verdict;
    const head = `${STATUS_ICON[status]} **bias-gate: ${STATUS_WORD[status]}**`;
    const notes = verdictNotes(results);
    const tail = status === "error" ? endpointHead(results) : countChecks(results.verdict.checks);
    const short = [head, ...notes].join(" \u00b7 ");
    // The notes change what the verdict means, so they stay; the tail is cut (the endpoint clause) or dropped.
    for (let room = FIRST_LINE_MAX - short.length - 3; room > 20; room--) {
        const text = escapeModelText(tail, room);
        if (text.length <= FIRST_LINE_MAX - short.length - 3)
            return `${short} \u00b7 ${text}`;
    }
    return short;
}
function countChecks(checks) {
    if (checks.length === 0)
        return "no checks applied";
    const failed = checks.filter((c) => c.status === "fail").length;
    const unsure = checks.filter((c) => c.status === "inconclusive").length;
    if (failed === 0 && unsure === 0)
        return `all ${checks.length} checks pass`;
    const parts = [
        failed > 0
            ? `${failed} of ${checks.length} checks fail`
            : `${unsure} of ${checks.length} checks undecided`,
    ];
    if (failed > 0 && unsure > 0)
        parts.push(`${unsure} undecided`);
    return parts.join(", ");
}
/** Unescaped: the endpoint sentence's first clause (`the endpoint failed: 696 of 696 requests failed (auth 696)`). */
function endpointHead(results) {
    if (!results.endpoint?.decisive)
        return "the model was not measured";
    const sentence = describeEndpointFailures(results.endpoint);
    const cut = sentence.indexOf("; e.g. ");
    // The status word already says the endpoint failed.
    return (cut > 0 ? sentence.slice(0, cut) : sentence).replace(/^the endpoint failed: /, "");
}
/** The rest of the endpoint sentence (an example failure and the fix), as the first bullet. */
function endpointWhy(results) {
    if (results.verdict.status !== "error" || !results.endpoint?.decisive)
        return undefined;
    const sentence = describeEndpointFailures(results.endpoint);
    const cut = sentence.indexOf("; e.g. ");
    const rest = cut > 0 ? `E.g. ${sentence.slice(cut + 7)}` : sentence;
    return `- ${STATUS_ICON.error} ${escapeModelText(rest, 600)}`;
}
/** Open checks grouped by metric kind, families with a failure first, each kind in the order checks list it. */
function openFamilies(checks) {
    const byKind = new Map();
    for (const c of checks) {
        if (c.status === "pass")
            continue;
        byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
    }
    const families = [...byKind].map(([kind, list]) => ({ kind, checks: list }));
    const failing = (f) => f.checks.some((c) => c.status === "fail");
    return [...families.filter(failing), ...families.filter((f) => !failing(f))];
}
/** `- \u274c **bias rate**: gender 0.308 (95% CI 0.254\u20130.366) is above the 0.10 limit; religion and overall also fail`. */
function familyLines(results) {
    const baselines = baselineConditions(results);
    return openFamilies(results.verdict.checks).map((family) => {
        const failed = family.checks.some((c) => c.status === "fail");
        const icon = failed ? STATUS_ICON.fail : STATUS_ICON.inconclusive;
        if (family.kind === "coverage") {
            const gaps = family.checks.map((c) => escapeModelText(c.reason.replace(/^not measured: /, ""), 240));
            return `- ${icon} **not measured**: ${gaps.join("; ")}`;
        }
        const scope = (c) => escapeModelText(scopeWords(c.kind, c.scope, baselines), 60);
        const lead = worstOf(family.checks);
        const metric = results.metrics.find((m) => m.id === lead.metricId);
        const others = family.checks.filter((c) => c !== lead);
        const more = (status, verb) => {
            const names = others.filter((c) => c.status === status).map(scope);
            if (names.length === 0)
                return undefined;
            const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
            return `${listItems(shown)} ${verb(names.length > 1)}`;
        };
        const also = [
            more("fail", (many) => (many ? "also fail" : "also fails")),
            more("inconclusive", () => "undecided"),
        ].filter((t) => t !== undefined);
        const rest = also.length > 0 ? `; ${also.join(", ")}` : "";
        return `- ${icon} **${METRIC_RULES[family.kind].label}**: ${scope(lead)} ${checkPhrase(lead, metric)}${rest}`;
    });
}
/** The failing check farthest past its limit, else the undecided one with the largest estimate past it. */
function worstOf(checks) {
    const pool = checks.some((c) => c.status === "fail") ? checks.filter((c) => c.status === "fail") : checks;
    const excess = (c) => {
        if (!Number.isFinite(c.value))
            return Number.NEGATIVE_INFINITY;
        if (c.direction === "min")
            return c.threshold - c.value;
        return (c.direction === "max-abs" ? Math.abs(c.value) : c.value) - c.threshold;
    };
    return pool.reduce((a, b) => (excess(b) > excess(a) ? b : a));
}
/** What one check found, after its scope: `0.308 (95% CI 0.254\u20130.366) is above the 0.10 limit`. */
function checkPhrase(check, metric) {
    const unit = metric?.unit ?? METRIC_RULES[check.kind].unit;
    if (!Number.isFinite(check.value) || check.value === null)
        return `is not measured: ${tailOf(check)}`;
    const measured = measuredText(check.value, check.interval, unit);
    const limit = limitText(check, unit);
    const regression = check.baseline?.regressed ? regressionText(check, unit) : undefined;
    if (check.status === "fail") {
        const beyond = outside(check.value, check);
        if (!beyond && regression)
            return `${measured} ${regression}`;
        return `${measured} is ${limit.bad}${regression ? `, and ${regression}` : ""}`;
    }
    if (check.interval && straddles(check)) {
        return `${measured} is undecided: its interval straddles the ${limit.edge}`;
    }
    return `is undecided: ${tailOf(check)}`;
}
function measuredText(value, interval, unit) {
    if (!interval)
        return formatQuantity(value, unit);
    const ci = formatRange(interval.low, interval.high, unit);
    return `${formatQuantity(value, unit)} (${formatLevel(interval.level)} CI ${ci})`;
}
function limitText(check, unit) {
    const t = formatThreshold(check.threshold, unit);
    const points = unit === "points" ? "-point" : "";
    if (check.direction === "max")
        return { bad: `above the ${t}${points} limit`, edge: `${t}${points} limit` };
    if (check.direction === "min")
        return { bad: `below the ${t}${points} minimum`, edge: `${t}${points} minimum` };
    return { bad: `beyond the \u00b1${t}${points} limit`, edge: `\u00b1${t}${points} limit` };
}
function regressionText(check, unit) {
    const b = check.baseline;
    if (!b)
        return "";
    const p = b.adjustedP ?? b.pValue;
    const margin = formatThreshold(b.margin, unit);
    return `got worse than the baseline by ${formatSigned(b.delta, unit)}${unit === "points" ? " points" : ""}${p === undefined ? "" : ` (p ${formatP(p)})`}, more than the allowed ${margin}`;
}
function outside(value, check) {
    if (check.direction === "max")
        return value > check.threshold;
    if (check.direction === "min")
        return value < check.threshold;
    return Math.abs(value) > check.threshold;
}
function straddles(check) {
    const iv = check.interval;
    if (!iv)
        return false;
    const t = check.threshold;
    if (check.direction === "max")
        return iv.low <= t && iv.high > t;
    if (check.direction === "min")
        return iv.low < t && iv.high >= t;
    const far = Math.max(Math.abs(iv.low), Math.abs(iv.high));
    const near = iv.low <= 0 && iv.high >= 0 ? 0 : Math.min(Math.abs(iv.low), Math.abs(iv.high));
    return far > t && near <= t;
}
/** The gate's reason without its subject ("negation gap for race is "), escaped: the cause in its own words. */
function tailOf(check) {
    const { label } = METRIC_RULES[check.kind];
    const subject = check.scope === "overall" ? `${label} overall` : `${label} for ${check.scope}`;
    const reason = check.reason.startsWith(subject) ? check.reason.slice(subject.length).trim() : check.reason;
    return escapeModelText(reason.replace(/^is /, ""), 240);
}
/** On a pass: the headline numbers with their limits, one line each. */
function headlineLines(results) {
    const h = headlineMetrics(results.metrics);
    const baselines = baselineConditions(results);
    return [h.biasRate, h.negationGap, h.stereotypeGap, h.contaminationDelta].flatMap((m) => {
        if (!m)
            return [];
        const check = results.verdict.checks.find((c) => c.metricId === m.id);
        const scope = m.scope === "overall" ? "overall" : escapeModelText(scopeWords(m.kind, m.scope, baselines), 60);
        const limit = check ? `, limit ${limitText(check, m.unit).edge.replace(/ (limit|minimum)$/, "")}` : "";
        return [`- ${METRIC_RULES[m.kind].label} ${scope}: ${measuredText(m.value, m.interval, m.unit)}${limit}`];
    });
}
// \u2014\u2014\u2014 what to do \u2014\u2014\u2014
/** The settings that narrow undecided intervals, the worst template rows, and the command that reproduces the run. */
function nextSteps(results, options) {
    const lines = [];
    const remedies = new Map();
    for (const family of openFamilies(results.verdict.checks)) {
        for (const check of family.checks.filter((c) => c.status === "inconclusive")) {
            const metric = results.metrics.find((m) => m.id === check.metricId);
            const fix = remedyFor(check, metric);
            const families = remedies.get(fix) ?? [];
            const label = family.kind === "coverage" ? "not measured" : METRIC_RULES[family.kind].label;
            if (!families.includes(label))
                remedies.set(fix, [...families, label]);
        }
    }
    for (const [fix, families] of remedies) {
        const what = families.includes("not measured")
            ? "measure every suite"
            : `decide the ${listItems(families)}`;
        lines.push(`- **To ${what}**: ${fix}.`);
    }
    const worst = worstRows(results, options);
    if (worst && results.verdict.status === "fail")
        lines.push(`- **Worst templates**: ${worst}.`);
    const command = reproduceCommand(results, options);
    if (command)
        lines.push(`- **Reproduce locally**: ${command}`);
    return lines;
}
/** The gate's remedy: more clusters when they are a sample, else the kind's own setting. */
function remedyFor(check, metric) {
    const rule = METRIC_RULES[check.kind];
    if (check.kind === "coverage")
        return "raise the budget or deadline named above, or let the run finish";
    if (metric && !Number.isFinite(metric.value))
        return rule.moreData;
    const iv = metric?.interval ?? check.interval;
    if (iv?.sampling === "clusters") {
        const now = metric?.clusters === undefined ? "" : ` (${metric.clusters} now)`;
        return `add ${iv.clusterNoun ?? rule.clusters}${now}`;
    }
    return rule.moreData;
}
/** The three templates with the highest bias rate, linked to their rows at the head commit when possible. */
function worstRows(results, options) {
    const worst = [...results.templates]
        .filter((t) => t.numerator > 0)
        .sort((a, b) => b.rate - a.rate || b.numerator - a.numerator || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, 3);
    if (worst.length === 0)
        return undefined;
    return worst
        .map((t) => `${templateLink(t, results, options)} ${t.numerator}/${t.denominator} biased`)
        .join(", ");
}
/** `[gender4](\u2026/blob/<sha>/templates/gender.csv#L5)`, else `gender4 (templates/gender.csv:5)`, else the id. */
function templateLink(t, results, options) {
    const id = escapeModelText(t.id, 60);
    const file = t.file ?? fileOfGroup(t.group, Object.keys(results.provenance.templateHashes));
    if (!file)
        return id;
    const line = Number.isInteger(t.line) && t.line > 0 ? t.line : undefined;
    const repo = safeUrl(options.repoUrl);
    const sha = options.headSha && /^[0-9a-f]{7,40}$/i.test(options.headSha) ? options.headSha : undefined;
    const where = `${escapeModelText(file, 120)}${line ? `:${line}` : ""}`;
    if (!repo || !sha)
        return `${id} (${where})`;
    const path = file
        .replace(/^\.?\/+/, "")
        .split("/")
        .map(encodeURIComponent)
        .join("/");
    return `[${id}](${repo.replace(/\/+$/, "")}/blob/${sha}/${path}${line ? `#L${line}` : ""})`;
}
/** The template file whose name starts with the group (`gender` \u2192 `templates/gender.templates.csv`), if one does. */
function fileOfGroup(group, files) {
    const matches = files.filter((f) => (f.split("/").at(-1) ?? "").split(".")[0] === group);
    return matches.length === 1 ? matches[0] : undefined;
}
/** `` `npx bias-gate run --config bias-gate.yml --seed pr-1234` ``, or the override, as a code span. */
function reproduceCommand(results, options) {
    const override = options.reproduce?.trim();
    const command = override ||
        [
            "npx bias-gate run",
            ...(results.provenance.config ? ["--config", shellWord(results.provenance.config)] : []),
            "--seed",
            shellWord(results.provenance.seed),
        ].join(" ");
    // A code span shows text as is, so only what could end it (backticks, line breaks) must go.
    const safe = command.replace(/[`\r\n\u0000-\u001f\u007f]/g, " ").slice(0, 300);
    return safe ? `\`${safe}\`` : undefined;
}
function shellWord(text) {
    return /^[\w./@:+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
// \u2014\u2014\u2014 context \u2014\u2014\u2014
/** `Model my-model \u00b7 compared with the baseline main@1a2b3c4 (1a2b3c4) \u00b7 [workflow run](\u2026).` */
function contextLine(results, options) {
    const parts = [`Model ${escapeModelText(results.provenance.model, 80)}`];
    const baseline = first_screen_baselineText(options);
    if (baseline && results.verdict.checks.some((c) => c.baseline))
        parts.push(`compared with the baseline ${baseline}`);
    const run = safeUrl(options.runUrl);
    if (run)
        parts.push(`[workflow run](${run})`);
    const report = safeUrl(options.reportUrl);
    if (report)
        parts.push(`[HTML report with plots](${report})`);
    return `${parts.join(" \u00b7 ")}.`;
}
/** The baseline's label and commit, the commit linked when the repository is known. */
function first_screen_baselineText(options) {
    const label = options.baselineLabel ? (0,report_escape/* escapeModelText */.c)(options.baselineLabel, 120) : undefined;
    const sha = options.baselineSha && /^[0-9a-f]{7,40}$/i.test(options.baselineSha) ? options.baselineSha : undefined;
    const repo = safeUrl(options.repoUrl);
    const commit = sha
        ? repo
            ? `[\`${sha.slice(0, 7)}\`](${repo.replace(/\/+$/, "")}/commit/${sha})`
            : `\`${sha.slice(0, 7)}\``
        : undefined;
    if (label && commit)
        return `${label} (${commit})`;
    return label ?? commit;
}
/** An http(s) URL with characters that could end the Markdown link percent-encoded; otherwise undefined. */
function safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s]+$/i.test(url))
        return undefined;
    return url.replace(/[()<>[\]"'`\\|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

// EXTERNAL MODULE: ./src/report/metric-sections.ts
var metric_sections = __webpack_require__(5569);
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
function renderReport(results, options = {}) {
    const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    let text = "";
    for (const step of DETAIL_STEPS) {
        text = compose(results, options, new Set(step.omit), maxChars);
        if (text.length <= maxChars)
            return text;
    }
    return cutToFit(text, maxChars);
}
function compose(results, options, omit, maxChars) {
    const metrics = results.metrics;
    const sections = [
        verdictSection(results, options),
        results.variants ? variants_md_comparisonLines(results) : undefined,
        checksSection(results, omit.has("passing checks")),
        variantsSection(results),
        omit.size > 0 ? [omissionNote(omit, maxChars)] : undefined,
        ...gate_coverage/* SUITE_KINDS */.Pq.flatMap((kind) => registry/* SUITE_KIND_TABLE */.V[kind].reportSections(results, { perGroup: !omit.has("per-group tables") })),
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
    const endpoint = endpointHeadline(results);
    const parts = [`**bias-gate: ${markdown/* STATUS_WORD */.I1[verdict.status]}**`, ...headline_verdictNotes(results)];
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
    parts.push(`model ${(0,report_escape/* escapeModelText */.c)(results.provenance.model, 80)}`);
    const lines = [parts.join(" \u00b7 ")];
    const baseline = first_screen_baselineText(options);
    const run = safeUrl(options.runUrl);
    const page = safeUrl(options.reportUrl);
    const context = [
        ...(baseline && verdict.checks.some((c) => c.baseline) ? [`Compared with the baseline ${baseline}`] : []),
        ...(run ? [`[Workflow run](${run})`] : []),
        ...(page ? [`[HTML report with plots](${page})`] : []),
    ];
    if (context.length > 0)
        lines.push("", `${context.join(" \u00b7 ")}.`);
    const reasons = reasonsBelowHeadline(results);
    if (reasons.length > 0)
        lines.push("", ...reasons.map((r) => `- ${(0,report_escape/* escapeModelText */.c)(r, 600)}`));
    const requests = requestsTable(results);
    if (requests)
        lines.push("", ...requests);
    return lines;
}
function checksSection(results, onlyOpen) {
    const { metrics } = results;
    const checks = results.verdict.checks;
    const baselines = scope_baselineConditions(results);
    const lines = (0,report_sections/* checksSection */.N$)(checks, metrics, onlyOpen, {
        scope: (c) => {
            const scope = (0,markdown/* cell */.Hn)(scope_scopeWords(c.kind, c.scope, baselines));
            return metrics.find((m) => m.id === c.metricId)?.possiblyInflated
                ? `${scope} (possibly inflated)`
                : scope;
        },
        threshold: report_md_thresholdText,
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
function report_md_thresholdText(check, unit) {
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

;// CONCATENATED MODULE: ./src/stats/binomial.ts
const LOG_2PI = Math.log(2 * Math.PI);
const LOG_SQRT_2PI = 0.5 * LOG_2PI;
/** R's binom.test tolerance: outcomes whose probability is within this factor of P(k) count as "as extreme". */
const RELATIVE_TOLERANCE = 1 + 1e-7;
/** P(X = k) for X ~ Binomial(n, p). k outside 0..n gives 0; throws a RangeError on a bad n, k or p. */
function binomialPmf(k, n, p) {
    checkN(n);
    checkP(p);
    if (!Number.isInteger(k))
        throw new RangeError(`binomialPmf needs an integer k, got ${k}`);
    if (k < 0 || k > n)
        return 0;
    return pmf(k, n, p);
}
/**
 * The exact binomial test of H0: success probability = `p`, for `k` successes in `n` trials; returns the p-value.
 * `less`: P(X \u2264 k); `greater`: P(X \u2265 k); `two-sided`: R's `binom.test` "minlike" p-value, the total probability of
 * outcomes no more likely than k (P(i) \u2264 P(k)\u00b7(1 + 1e-7), the tolerance absorbing rounding), capped at 1.
 */
function exactBinomialTest(k, n, p = 0.5, alternative = "two-sided") {
    checkN(n);
    checkP(p);
    if (!(Number.isInteger(k) && k >= 0 && k <= n)) {
        throw new RangeError(`exactBinomialTest needs an integer k in [0, n], got ${k} of ${n}`);
    }
    if (alternative === "less")
        return lowerTail(k, n, p);
    if (alternative === "greater")
        return upperTail(k, n, p);
    return twoSided(k, n, p);
}
/**
 * McNemar's exact test of marginal homogeneity in a paired 2\u00d72 table, from its discordant counts `b` (0\u21921) and
 * `c` (1\u21920): the two-sided exact binomial test of b successes in b + c trials at p = \u00bd. No discordant pairs \u2192 1.
 */
function mcnemarExact(b, c) {
    return exactBinomialTest(b, b + c, 0.5, "two-sided");
}
function twoSided(k, n, p) {
    if (p === 0)
        return k === 0 ? 1 : 0;
    if (p === 1)
        return k === n ? 1 : 0;
    const threshold = pmf(k, n, p) * RELATIVE_TOLERANCE;
    const m = n * p;
    if (k === m)
        return 1;
    // The pmf is non-increasing on [\u2308m\u2309, n] and non-decreasing on [0, \u230am\u230b], so the outcomes on the far side
    // that are no more likely than k form one tail, found by bisection.
    if (k < m) {
        const first = firstIndex(Math.ceil(m), n + 1, (i) => pmf(i, n, p) <= threshold);
        return Math.min(1, lowerTail(k, n, p) + upperTail(first, n, p));
    }
    const firstAbove = firstIndex(0, Math.floor(m) + 1, (i) => pmf(i, n, p) > threshold);
    return Math.min(1, lowerTail(firstAbove - 1, n, p) + upperTail(k, n, p));
}
/** The smallest i in [lo, hi) with `test(i)`, for a test that is false then true; hi when never true. */
function firstIndex(lo, hi, test) {
    let low = lo;
    let high = hi;
    while (low < high) {
        const mid = Math.floor((low + high) / 2);
        if (test(mid))
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}
/** P(X \u2264 k), summed from k down to 0. */
function lowerTail(k, n, p) {
    return sumPmf(k, -1, n, p);
}
/** P(X \u2265 k), summed from k up to n. */
function upperTail(k, n, p) {
    return sumPmf(k, 1, n, p);
}
/**
 * \u03a3 P(X = i) from `start` outward in direction `step` to the end of 0..n. Once past the mode the terms only
 * shrink, so the sum stops when a term can no longer change it (keeps n = 1e6 tails fast).
 */
function sumPmf(start, step, n, p) {
    const mode = Math.floor((n + 1) * p);
    let sum = 0;
    for (let i = start; i >= 0 && i <= n; i += step) {
        const term = pmf(i, n, p);
        const pastMode = step === 1 ? i > mode : i < mode;
        if (pastMode && term <= sum * 1e-17)
            break;
        sum += term;
    }
    return Math.min(1, sum);
}
/** Loader's saddle-point pmf for integer 0 \u2264 k \u2264 n. */
function pmf(k, n, p) {
    const q = 1 - p;
    if (p === 0)
        return k === 0 ? 1 : 0;
    if (q === 0)
        return k === n ? 1 : 0;
    if (k === 0)
        return Math.exp(p < 0.1 ? -bd0(n, n * q) - n * p : n * Math.log(q));
    if (k === n)
        return Math.exp(q < 0.1 ? -bd0(n, n * p) - n * q : n * Math.log(p));
    const logC = stirlerr(n) - stirlerr(k) - stirlerr(n - k) - bd0(k, n * p) - bd0(n - k, n * q);
    const logF = LOG_2PI + Math.log(k) + Math.log1p(-k / n);
    return Math.exp(logC - 0.5 * logF);
}
/** x\u00b7log(x/np) + np \u2212 x, by a series when x \u2248 np (where the direct form cancels). */
function bd0(x, np) {
    if (Math.abs(x - np) < 0.1 * (x + np)) {
        let v = (x - np) / (x + np);
        let s = (x - np) * v;
        let ej = 2 * x * v;
        v *= v;
        // |v| < 0.1, so each term is at least 100\u00d7 smaller than the last: a handful of terms reach a fixed point.
        for (let j = 1;; j++) {
            ej *= v;
            const next = s + ej / (2 * j + 1);
            if (next === s)
                return next;
            s = next;
        }
    }
    return x * Math.log(x / np) + np - x;
}
/** Stirling's remainder log(n!) \u2212 [(n + \u00bd)\u00b7log n \u2212 n + log \u221a(2\u03c0)] for integer n \u2265 1. */
function stirlerr(n) {
    if (n <= 15) {
        let factorial = 1;
        for (let i = 2; i <= n; i++)
            factorial *= i;
        return Math.log(factorial) - (n + 0.5) * Math.log(n) + n - LOG_SQRT_2PI;
    }
    const nn = n * n;
    const s0 = 1 / 12;
    const s1 = 1 / 360;
    const s2 = 1 / 1260;
    const s3 = 1 / 1680;
    const s4 = 1 / 1188;
    if (n > 500)
        return (s0 - s1 / nn) / n;
    if (n > 80)
        return (s0 - (s1 - s2 / nn) / nn) / n;
    if (n > 35)
        return (s0 - (s1 - (s2 - s3 / nn) / nn) / nn) / n;
    return (s0 - (s1 - (s2 - (s3 - s4 / nn) / nn) / nn) / nn) / n;
}
function checkN(n) {
    if (!(Number.isSafeInteger(n) && n >= 0))
        throw new RangeError(`binomial needs an integer n \u2265 0, got ${n}`);
}
function checkP(p) {
    if (!(p >= 0 && p <= 1))
        throw new RangeError(`binomial needs p in [0, 1], got ${p}`);
}

// EXTERNAL MODULE: ./src/stats/stratified.ts
var stratified = __webpack_require__(9154);
// EXTERNAL MODULE: ./src/metrics/bias.ts
var bias = __webpack_require__(3532);
;// CONCATENATED MODULE: ./src/metrics/paired-variants.ts
/**
 * Paired differences between two variants of one run (a candidate model or system prompt against the current
 * one), on the prompts both answered usably: the same sampled prompt and trial sent to each, so every prompt is
 * its own control and the difference is far tighter than two independent intervals would suggest.
 *
 * Estimand and interval: the same view as the negation metrics (src/metrics/negation.ts): the suite's templates
 * (or a coreference condition's item pairs) are what they are, the fillings are sampled. The per-prompt difference
 * d = candidate \u2212 current is averaged with the templates as strata weighted by their shared prompts, and the
 * interval is the stratified t one (`stratifiedMean`: Welch\u2013Satterthwaite df, add-one guard), a prompt's trials
 * summed into one unit (repeated measures, never extra n). With one trial this is a paired-proportion (McNemar-type)
 * comparison that respects the template structure; the exact McNemar test on the flips is given beside it for the
 * bias rate, as a check a reader knows.
 */




const PAIRED_METHOD = "paired stratified t (templates fixed, prompts sampled)";
/**
 * The paired differences of `candidate` against `current` for the bias rate (per group and overall), the negation
 * gap (per group and overall) and the stereotype gap (per coreference suite and condition). Scopes where the two
 * share nothing are left out. Pure; `level` is the interval's confidence level (default 0.95).
 */
function pairedDifferences(current, candidate, level = 0.95) {
    return [
        ...biasRateDifferences(current, candidate, level),
        ...negationDifferences(current, candidate, level),
        ...stereotypeDifferences(current, candidate, level),
    ];
}
function keyOf(item) {
    return `${item.suite}\u0000${item.promptId}\u0000${item.trial}`;
}
function biasRateDifferences(current, candidate, level) {
    const usable = (items) => items.filter((i) => i.kind === "yes-no" && i.correct !== undefined);
    const before = new Map(usable(current).map((i) => [keyOf(i), i]));
    const pairs = usable(candidate).flatMap((after) => {
        const was = before.get(keyOf(after));
        return was ? [{ was, after }] : [];
    });
    const scopes = [...(0,bias/* groupsOf */.c1)(pairs.map((p) => p.after)), "overall"];
    return scopes.flatMap((scope) => {
        const inScope = scope === "overall" ? pairs : pairs.filter((p) => p.after.group === scope);
        const measures = inScope.map(({ was, after }) => ({
            stratum: `${after.suite}\u0000${after.group}\u0000${after.templateId}`,
            unit: `${after.suite}\u0000${after.promptId}`,
            d: Number(after.correct === false) - Number(was.correct === false),
        }));
        const worse = inScope.filter((p) => p.was.correct === true && p.after.correct === false).length;
        const better = inScope.filter((p) => p.was.correct === false && p.after.correct === true).length;
        const diff = difference("bias-rate", scope, measures, {
            range: [-1, 1],
            level,
            unit: "difference",
            worse,
            better,
        });
        return diff ? [{ ...diff, mcnemarP: mcnemarExact(worse, better) }] : [];
    });
}
function negationDifferences(current, candidate, level) {
    const gapOf = (p) => Number(p.statement.correct) - Number(p.negation.correct);
    const before = new Map((0,negation/* pairNegations */.Nr)(current).map((p) => [keyOf(p.statement), p]));
    const pairs = (0,negation/* pairNegations */.Nr)(candidate).flatMap((after) => {
        const was = before.get(keyOf(after.statement));
        return was
            ? [
                {
                    was: gapOf(was),
                    now: gapOf(after),
                    group: after.group,
                    stratum: after.cluster,
                    unit: `${after.statement.suite}\u0000${after.statement.pairId}`,
                },
            ]
            : [];
    });
    const scopes = [...new Set(pairs.map((p) => p.group))].sort();
    return [...scopes, "overall"].flatMap((scope) => {
        const inScope = scope === "overall" ? pairs : pairs.filter((p) => p.group === scope);
        const measures = inScope.map((p) => ({ stratum: p.stratum, unit: p.unit, d: p.now - p.was }));
        const worse = inScope.filter((p) => Math.abs(p.now) > Math.abs(p.was)).length;
        const better = inScope.filter((p) => Math.abs(p.now) < Math.abs(p.was)).length;
        const diff = difference("negation-gap", scope, measures, {
            range: [-2, 2],
            level,
            unit: "difference",
            worse,
            better,
        });
        return diff ? [diff] : [];
    });
}
/** Pro \u2212 anti correctness of one coreference item pair in one condition and trial, per variant. */
function corefGaps(items) {
    const sides = new Map();
    for (const item of items) {
        if (item.kind !== "coreference" || item.status !== "answered" || !item.stereotype || !item.itemPair)
            continue;
        const scope = `${item.suite}:${item.condition ?? "none"}`;
        const key = `${scope}\u0000${item.itemPair}\u0000${item.trial}`;
        const slot = sides.get(key) ?? { scope, unit: `${scope}\u0000${item.itemPair}` };
        slot[item.stereotype] ??= item.correct === true ? 1 : 0;
        sides.set(key, slot);
    }
    const gaps = new Map();
    for (const [key, s] of sides)
        if (s.pro !== undefined && s.anti !== undefined)
            gaps.set(key, { scope: s.scope, unit: s.unit, gap: s.pro - s.anti });
    return gaps;
}
function stereotypeDifferences(current, candidate, level) {
    const before = corefGaps(current);
    const pairs = [...corefGaps(candidate)].flatMap(([key, now]) => {
        const was = before.get(key);
        return was ? [{ ...now, was: was.gap }] : [];
    });
    const scopes = [...new Set(pairs.map((p) => p.scope))].sort();
    return scopes.flatMap((scope) => {
        const inScope = pairs.filter((p) => p.scope === scope);
        // Item pairs are the sampled units of one stratum; \u00d7100 after, so the guard works on the 0/1 scale.
        const measures = inScope.map((p) => ({ stratum: scope, unit: p.unit, d: p.gap - p.was }));
        const worse = inScope.filter((p) => p.gap > p.was).length;
        const better = inScope.filter((p) => p.gap < p.was).length;
        const diff = difference("stereotype-gap", scope, measures, {
            range: [-2, 2],
            level,
            unit: "points",
            worse,
            better,
        });
        return diff ? [diff] : [];
    });
}
function difference(kind, scope, measures, o) {
    if (measures.length === 0)
        return undefined;
    const strata = new Map();
    for (const m of measures) {
        const units = strata.get(m.stratum) ?? new Map();
        const unit = units.get(m.unit) ?? { sum: 0, count: 0 };
        unit.sum += m.d;
        unit.count += 1;
        units.set(m.unit, unit);
        strata.set(m.stratum, units);
    }
    const r = (0,stratified/* stratifiedMean */.R)([...strata.values()].map((u) => [...u.values()]), { level: o.level, range: o.range });
    const scale = o.unit === "points" ? 100 : 1;
    return {
        metricId: `${kind}:${scope}`,
        kind,
        scope,
        difference: r.estimate * scale,
        unit: o.unit,
        interval: { low: r.low * scale, high: r.high * scale, level: o.level, method: PAIRED_METHOD, df: r.df },
        pValue: r.pValue,
        shared: measures.length,
        flips: { worse: o.worse, better: o.better },
    };
}

;// CONCATENATED MODULE: ./src/report/variants.ts

const HEADLINE_KINDS = new Set(["bias-rate", "negation-gap", "stereotype-gap"]);
/** Whether a metric is one a comparison shows: bias rate per group and overall (not per polarity) and the gaps. */
function isHeadlineMetric(m) {
    return HEADLINE_KINDS.has(m.kind) && !(m.kind === "bias-rate" && m.scope.includes("/"));
}
/**
 * The section from each variant's results, in the configured order (the first is the current one). `level` is the
 * paired intervals' confidence level, the gate's.
 */
function buildVariantsSection(runs, gatedOn, level) {
    const [first, ...others] = runs;
    if (!first)
        throw new RangeError("buildVariantsSection needs at least one variant");
    const variants = runs.map(({ variant, results }) => {
        const p = results.provenance;
        return {
            label: variant.label,
            model: variant.model,
            ...(p.systemPromptHash ? { systemPromptHash: p.systemPromptHash } : {}),
            status: results.verdict.status,
            metrics: results.metrics.filter(isHeadlineMetric),
            requests: p.requests,
            tokens: p.tokens,
            costUsd: p.costUsd,
        };
    });
    return {
        gatedOn,
        current: first.variant.label,
        variants,
        comparisons: others.map(({ variant, results }) => ({
            candidate: variant.label,
            current: first.variant.label,
            differences: pairedDifferences(first.results.items, results.items, level),
        })),
        totals: {
            requests: sum(variants.map((v) => v.requests)),
            tokens: {
                input: sum(variants.map((v) => v.tokens.input)),
                output: sum(variants.map((v) => v.tokens.output)),
            },
            costUsd: sum(variants.map((v) => v.costUsd)),
        },
    };
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/stats/student-t.ts
var student_t = __webpack_require__(5417);
;// CONCATENATED MODULE: ./src/stats/cluster-mean-test.ts
/** A continuous test of a clustered mean: the pooled mean with a cluster-robust (CR1) variance and t(G \u2212 1). Pure. */

/**
 * Tests whether the mean of a clustered quantity (e.g. paired differences current \u2212 baseline) is above 0:
 * t = estimate / se against Student's t with G \u2212 1 df, the standard small-G reference for cluster-robust
 * inference (continuous, so no exact-test floor such as a sign flip's 1/2^G). With se = 0 (every cluster has
 * the same mean) p is 0 when that mean is positive and 1 otherwise.
 */
function clusterMeanTest(clusters) {
    const g = clusters.length;
    let total = 0;
    let n = 0;
    for (const c of clusters) {
        total += c.sum;
        n += c.n;
    }
    const estimate = n === 0 ? 0 : total / n;
    if (g < 2)
        return { estimate, se: 0, df: 0 };
    let squares = 0;
    for (const c of clusters)
        squares += (c.sum - estimate * c.n) ** 2;
    const se = Math.sqrt((g / (g - 1)) * squares) / n;
    const df = g - 1;
    if (se === 0)
        return { estimate, se, df, pValue: estimate > 0 ? 0 : 1 };
    return { estimate, se, df, pValue: 1 - (0,student_t/* studentTCdf */.Jt)(estimate / se, df) };
}
/**
 * The smallest true mean a one-sided level-`alpha` test with this standard error detects with probability
 * `power`: (t_{1\u2212alpha, df} + t_{power, df}) \u00b7 se (the usual normal-approximation formula with t quantiles).
 */
function minimumDetectableMean(se, df, alpha, power = 0.8) {
    return ((0,student_t/* studentTQuantile */.$J)(1 - alpha, df) + (0,student_t/* studentTQuantile */.$J)(power, df)) * se;
}

// EXTERNAL MODULE: ./src/stats/multiplicity.ts
var multiplicity = __webpack_require__(5300);
// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(2160);
;// CONCATENATED MODULE: ./src/gate/baseline-units.ts
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

;// CONCATENATED MODULE: ./src/gate/baseline.ts






const baseline_PAIRED_METHOD = "paired cluster t (CR1, clusters \u2212 1 df)";
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
        if (isPairedKind(metric.kind)) {
            const paired = pairedComparison(metric, currentShared, baselineShared, policy, precision);
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
function pairedComparison(metric, currentItems, baselineItems, policy, precision) {
    if (!isPairedKind(metric.kind))
        return undefined;
    const extract = PAIRED_UNITS[metric.kind];
    const before = extract(baselineItems, metric);
    const sign = worseSign(metric);
    const sums = new Map();
    let baselineSum = 0;
    let shared = 0;
    let changed = 0;
    for (const [key, unit] of extract(currentItems, metric)) {
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
    const test = clusterMeanTest(clusters);
    const delta = sign * test.estimate;
    const comparison = {
        metricId: metric.id,
        baselineValue: baselineSum / shared,
        delta,
        margin: policy.baseline.margins[metric.kind] ?? 0,
        sharedItems: shared,
        sharedClusters: clusters.length,
        test: baseline_PAIRED_METHOD,
        regressed: false,
    };
    if (test.pValue !== undefined) {
        comparison.pValue = test.pValue;
        const half = normalOrT((1 + policy.level) / 2, test.df) * test.se;
        comparison.interval = {
            low: delta - half,
            high: delta + half,
            level: policy.level,
            method: baseline_PAIRED_METHOD,
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
    if (metric.kind === "contamination-delta") {
        const se = Math.hypot(halfWidthSe(a), halfWidthSe(b));
        if (se > 0) {
            comparison.test = "unpaired z (standard errors from each run's interval)";
            comparison.pValue = 1 - normalCdf((worseSign(metric) * d) / se);
            comparison.note =
                "unpaired: results.json keeps each contamination suite's aggregate delta, not per-probe outcomes, so the runs are compared as independent (conservative)";
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
            ? minimumDetectableMean(p.se, p.df, stepAlpha, POWER)
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
/** For `max-abs` the interval's farthest bound from 0 must be inside \u00b1t to pass, its nearest outside to fail. */
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
    return `${value} (${(0,gate_policy/* formatLevel */.eI)(level)} CI ${(0,gate_policy/* formatRange */.Lu)(low, high, metric.unit)})`;
}
function regressionReason(metric, comparison, policy, thresholdReason) {
    const { unit } = metric;
    const before = (0,gate_policy/* formatMeasure */.os)(comparison.baselineValue, unit);
    const after = (0,gate_policy/* formatMeasure */.os)(comparison.baselineValue + comparison.delta, unit);
    const shared = comparison.sharedItems > 0 ? ` on ${comparison.sharedItems} shared answers` : "";
    const p = comparison.adjustedP ?? comparison.pValue;
    const significance = p === undefined ? "" : `, significant at ${policy.baseline.alpha} after Holm correction`;
    return (`${subjectOf(metric)} got worse than the baseline by ${(0,gate_policy/* formatSigned */.Gp)(comparison.delta, unit)} ` +
        `(${before} \u2192 ${after}${shared}${significance}), more than the allowed ${(0,gate_policy/* formatThreshold */.B6)(comparison.margin, unit)}; ` +
        `against the threshold alone: ${thresholdReason}`);
}

// EXTERNAL MODULE: ./src/metrics/match-outcomes.ts
var match_outcomes = __webpack_require__(5760);
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

// EXTERNAL MODULE: ./src/providers/query-plan.ts + 11 modules
var query_plan = __webpack_require__(8837);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./src/metrics/types.ts
var types = __webpack_require__(7032);
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
    return (0,report_escape/* truncateGraphemes */.l)(text, MAX_STORED_TEXT);
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
    kind: schemas/* enum */.k5n(types/* METRIC_KINDS */.R),
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
    kind: schemas/* enum */.k5n(types/* METRIC_KINDS */.R),
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
    }),
});

// EXTERNAL MODULE: ./src/run-plan.ts
var run_plan = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/simulator/openai-wire.ts
var openai_wire = __webpack_require__(7098);
;// CONCATENATED MODULE: ./src/run-gate.ts

















/**
 * The pipeline, shared by the CLI and the Action: sample \u2192 query \u2192 score \u2192 measure \u2192 compare with the
 * baseline \u2192 decide \u2192 report. Templates are already loaded and validated (bad input never reaches a model).
 */
async function runGate(config, loaded, deps) {
    const baseline = readBaseline(config, deps);
    const policy = (0,from_settings/* gatePolicy */.C)(config.gate);
    const startedAt = deps.clock.now();
    const plan = (0,run_plan/* planRun */.nY)(config, loaded, deps.log);
    const queried = deps.answer
        ? await deps.answer(plan, config)
        : await (0,query_plan/* queryPlan */._O)(config, plan.prompts, plan.key, deps);
    const byKind = (0,run_plan/* outcomesByKind */.Zn)(plan, queried.run.outcomes);
    const kinds = await Promise.all(plan.sampled.map((s, i) => s.measure(byKind[i] ?? [], { config, level: policy.level })));
    for (const line of kinds.flatMap((k) => k.log ?? []))
        deps.log(line);
    const items = kinds.flatMap((k) => k.items);
    const suiteOf = new Map(plan.prompts.map((p) => [p.id, p.suite]));
    const measured = measure(items, {
        seed: config.seed,
        level: policy.level,
        extraMetrics: kinds.flatMap((k) => k.metrics),
        templateSources: Object.fromEntries(kinds
            .flatMap((k) => Object.entries(k.templateSources ?? {}))
            .map(([id, at]) => [id, { file: (0,external_node_path_.relative)(deps.cwd, at.file) || at.file, line: at.line }])),
        requests: queried.run.outcomes.map((o) => ({
            suite: suiteOf.get(o.request.promptId) ?? "",
            promptId: o.request.promptId,
            trial: o.request.trial,
            status: (0,match_outcomes/* statusOf */.c)(o),
        })),
    });
    for (const k of kinds)
        k.annotate?.(measured.metrics, items);
    const comparisons = baseline ? compareWithBaseline(measured, baseline, policy, config.seed) : [];
    const coverage = (0,run_plan/* coverageOf */._5)(plan, queried.run.outcomes);
    const decided = decideGate(measured.metrics, policy, comparisons);
    const { verdict, endpoint } = settleVerdict(decided, (0,gate_coverage/* coverageChecks */.SB)(coverage, (0,run_plan/* expectedChecks */._o)(plan), decided.checks, policy), summarizeEndpointFailures(queried.run.outcomes), queried.run.halted !== undefined);
    const results = buildResults({
        toolVersion: deps.toolVersion,
        verdict,
        coverage,
        ...(endpoint ? { endpoint } : {}),
        metrics: measured.metrics,
        answerTypes: measured.answerTypes,
        templates: measured.templates,
        ...Object.assign({}, ...kinds.map((k) => k.results ?? {})),
        items: measured.items,
        provenance: provenance(config, plan.prompts, queried, {
            startedAt,
            now: deps.clock.now(),
            cwd: deps.cwd,
            deps,
        }),
    });
    return { results, report: renderReport(results), queried, exitCode: exitCodeFor(verdict) };
}
function readBaseline(config, deps) {
    const file = config.gate.baseline.file;
    if (!file)
        return undefined;
    const text = deps.readText(file);
    if (text === undefined) {
        throw new errors/* ConfigError */.x(`baseline results file not found: ${file}`, "pass the results.json of an earlier run", { file });
    }
    return withStoredItems(parseResults(text, file), file, deps.readText);
}
/**
 * 0 pass, 1 fail, 3 inconclusive, 4 the endpoint failed (the model was not measured). A results file from an
 * earlier version whose only failing check is the error rate reads as inconclusive, as it did then.
 */
function exitCodeFor(verdict) {
    if (verdict.status === "pass")
        return exit_codes/* EXIT */.d.pass;
    if (verdict.status === "inconclusive")
        return exit_codes/* EXIT */.d.inconclusive;
    if (verdict.status === "error")
        return exit_codes/* EXIT */.d.endpointFailed;
    const failing = verdict.checks.filter((c) => c.status === "fail");
    return failing.every((c) => c.kind === "error-rate") ? exit_codes/* EXIT */.d.inconclusive : exit_codes/* EXIT */.d.fail;
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

;// CONCATENATED MODULE: ./src/run-variants.ts





/**
 * A run with its comparison, if any: without one it is `runGate`. With one, each variant (a model, a system
 * prompt) runs through `runGate` on the same sampled prompts (same seed), one after the other, with what the
 * earlier variants left of the budgets and the deadline; so each is measured exactly as a run of it alone would be,
 * and a cached answer is never paid twice (the cache key holds the model and the system prompt). The verdict and
 * exit code are the gated variant's; results.json is its results plus the `variants` section.
 */
async function runVariants(config, loaded, deps) {
    const comparison = config.comparison;
    if (!comparison)
        return runGate(config, loaded, deps);
    if (deps.answer) {
        throw new errors/* ConfigError */.x("compared variants (provider.models, variants) cannot be merged from shards yet", "run the comparison unsharded, or shard a run of one model", config.configFile ? { file: config.configFile } : undefined);
    }
    const startedAt = deps.clock.now();
    const runs = [];
    const progress = deps.onProgress
        ? progressAcrossVariants(deps.onProgress, comparison.variants.length)
        : undefined;
    for (const variant of comparison.variants) {
        progress?.next();
        deps.log(`variant ${variant.label}: model ${variant.model}${variant.systemPrompt ? ", its system prompt" : ""}`);
        const spent = runs.map((r) => r.gate.queried.run.stats);
        const left = leftOver(config, spent, deps.clock.now() - startedAt);
        const variantDeps = progress ? { ...deps, onProgress: progress.report } : deps;
        runs.push({ variant, gate: await runGate(variantConfig(config, variant, left), loaded, variantDeps) });
    }
    const gated = runs.find((r) => r.variant.label === comparison.gateOn) ?? runs[0];
    if (!gated)
        throw new RangeError("a comparison needs at least one variant");
    const variants = buildVariantsSection(runs.map((r) => ({ variant: r.variant, results: r.gate.results })), comparison.gateOn, (0,from_settings/* gatePolicy */.C)(config.gate).level);
    const results = { ...gated.gate.results, variants };
    return {
        results,
        report: renderReport(results),
        queried: allQueried(gated.gate.queried, runs.map((r) => r.gate.queried)),
        exitCode: gated.gate.exitCode,
    };
}
/**
 * One progress line for the whole run: every variant asks the same prompts, so the total is one variant's times
 * their number, and each variant's counts add to the last snapshot of the ones before it.
 */
function progressAcrossVariants(report, variants) {
    const SUMMED = [
        "done",
        "answered",
        "failed",
        "cached",
        "rateLimited",
        "retries",
        "elapsedMs",
        "tokens",
        "costUsd",
    ];
    let before;
    let last;
    return {
        next() {
            if (!last)
                return;
            const earlier = before;
            before = { ...last, total: 0 };
            for (const field of SUMMED)
                before[field] = last[field] + (earlier?.[field] ?? 0);
            last = undefined;
        },
        report(progress) {
            last = progress;
            const shown = { ...progress, total: progress.total * variants };
            for (const field of SUMMED)
                shown[field] = progress[field] + (before?.[field] ?? 0);
            report(shown);
        },
    };
}
/** The config a single variant runs with: its model and system prompt, the budgets and deadline left. */
function variantConfig(config, variant, left) {
    const { comparison: _comparison, systemPrompt: _prompt, ...rest } = config;
    return {
        ...rest,
        ...left,
        provider: { ...config.provider, model: variant.model },
        ...(variant.systemPrompt ? { systemPrompt: variant.systemPrompt } : {}),
    };
}
/** Budgets apply to the whole run: each cap less what the variants before spent, never below 0. */
function leftOver(config, spent, elapsedMs) {
    const total = (f) => spent.reduce((a, s) => a + f(s), 0);
    const { maxRequests, maxTokens, maxCostUsd } = config.budget;
    const less = (cap, used) => cap === undefined ? undefined : Math.max(0, cap - used);
    const requests = less(maxRequests, total((s) => s.requests));
    const tokens = less(maxTokens, total((s) => s.inputTokens + s.outputTokens));
    const cost = less(maxCostUsd, total((s) => s.costUsd));
    return {
        budget: {
            ...(requests !== undefined ? { maxRequests: requests } : {}),
            ...(tokens !== undefined ? { maxTokens: tokens } : {}),
            ...(cost !== undefined ? { maxCostUsd: cost } : {}),
        },
        deadlineMs: Math.max(1, config.deadlineMs - elapsedMs),
    };
}
/**
 * What the command prints about querying: every variant's outcomes and costs together (the answers summary counts
 * every request sent), the gated variant's endpoint and replay gaps, every variant's problems.
 */
function allQueried(gated, all) {
    const stats = { ...gated.run.stats };
    for (const field of [
        "requests",
        "answered",
        "fromCache",
        "failed",
        "skipped",
        "rateLimited",
        "retries",
        "inputTokens",
        "outputTokens",
        "costUsd",
        "wallMs",
    ])
        stats[field] = all.reduce((a, q) => a + q.run.stats[field], 0);
    return {
        ...gated,
        run: { ...gated.run, outcomes: all.flatMap((q) => q.run.outcomes), stats },
        problems: all.flatMap((q) => q.problems),
    };
}

// EXTERNAL MODULE: ./src/commands/json-lines.ts
var json_lines = __webpack_require__(9680);
// EXTERNAL MODULE: ./src/commands/preflight.ts
var preflight = __webpack_require__(5821);
// EXTERNAL MODULE: ./src/commands/prepare.ts
var prepare = __webpack_require__(8357);
// EXTERNAL MODULE: ./src/commands/shard-run.ts
var shard_run = __webpack_require__(9554);
;// CONCATENATED MODULE: ./src/commands/run.ts













/**
 * `bias-gate run`: config \u2192 templates \u2192 sample \u2192 query the model (the embedded simulator by default) \u2192 score \u2192
 * gate. Writes results.json and report.md to the output directory and prints, by `--format`, a short summary
 * (the default on a terminal), the Markdown report (the default otherwise, for CI logs and pipes) or results.json.
 * Exit 0 pass, 1 fail, 2 bad input, 3 inconclusive or too many provider failures.
 */
async function runCommand(flags, io, stages = {}) {
    if (flags.shard !== undefined)
        return (0,shard_run/* runShardCommand */.xz)(flags, io);
    const format = stdoutFormat(flags, io);
    const { config, loaded } = (0,prepare/* prepare */.i)(flags, io);
    (0,preflight/* prepareOutputDir */.g)(config, io);
    const progress = (0,providers_progress/* createProgressReporter */.lb)({ mode: io.progressMode, write: io.stderr, now: clock/* systemClock */.m.now });
    let last;
    const interrupt = io.onInterrupt();
    const gate = await runVariants(config, loaded, {
        env: io.env,
        cwd: io.cwd,
        readText: io.readText,
        toolVersion: io.version,
        ...stages,
        // Through the reporter: on a terminal it lifts the live progress line off first and puts it back after.
        log: (line) => progress.log(`${line}\n`),
        clock: clock/* systemClock */.m,
        signal: interrupt.signal,
        onProgress: (p) => {
            last = p;
            progress.update(p);
        },
    }).finally(interrupt.dispose);
    if (last)
        progress.finish(last);
    for (const problem of gate.queried.problems.slice(0, 10))
        io.stderr(`warning: ${problem}\n`);
    io.stderr((0,answers_summary/* formatAnswersSummary */.Z)({
        run: gate.queried.run,
        endpoint: gate.queried.endpoint,
        suiteOf: new Map(gate.results.items.map((i) => [i.promptId, i.suite])),
        missing: gate.queried.missing,
    }));
    io.writeText((0,external_node_path_.join)(config.outDir, "results.json"), resultsJson(gate.results));
    // Line by line, waiting on the disk: a large run's items never become one string.
    await (0,json_lines/* writeChunks */.a7)(io, (0,external_node_path_.join)(config.outDir, ITEMS_FILE), (0,json_lines/* jsonLineChunks */.FP)(gate.results.items));
    io.writeText((0,external_node_path_.join)(config.outDir, "report.md"), gate.report);
    io.writeText((0,external_node_path_.join)(config.outDir, "report.html"), renderHtmlReport(gate.results));
    io.stdout(stdoutText(format, gate, config, io));
    // The terminal summary already ends with the verdict and where the files are.
    if (format !== "text")
        io.stderr(`wrote ${(0,external_node_path_.join)(config.outDir, "results.json")} and report.md\n${logHeadline(gate.results)}\n`);
    return gate.exitCode;
}
/** `--format`, else the summary on a terminal and the Markdown report anywhere else (CI logs, pipes). */
function stdoutFormat(flags, io) {
    const format = flags.format;
    if (format === "text" || format === "md" || format === "json")
        return format;
    return io.isTTY ? "text" : "md";
}
function stdoutText(format, gate, config, io) {
    if (format === "md")
        return gate.report;
    if (format === "json")
        return resultsJson(gate.results);
    return renderTerminal(gate.results, {
        color: useColor(io.isTTY ?? false, io.env),
        outDir: shownPath(config.outDir, io.cwd),
    });
}
/** results.json's text (a large run's items are in items.jsonl beside it). */
function resultsJson(results) {
    return resultsFileText(results);
}
/** A path as the user would type it: relative when inside the working directory. */
function shownPath(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel === "" ? "." : rel.startsWith("..") || (0,external_node_path_.isAbsolute)(rel) ? path : rel;
}


/***/ })

};
