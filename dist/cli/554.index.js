export const id = 554;
export const ids = [554];
export const modules = {

/***/ 24554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderHtmlReport: () => (/* binding */ renderHtmlReport)
});

// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/stats/proportions.ts
var proportions = __webpack_require__(2580);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
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
    return (0,report_escape/* truncateGraphemes */.lB)(clean, maxChars).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
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
    const ci = (0,proportions/* clopperPearsonInterval */.J)(t.numerator, t.denominator);
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

;// CONCATENATED MODULE: ./src/report/html/decisions-plot.ts




const decisions_plot_WIDTH = 860;
const decisions_plot_PLOT = { left: 240, right: 640 };
const decisions_plot_ROW = 28;
const decisions_plot_TOP = 22;
/** Per suite, the rate chart, the disparity chart and the consistency caption; undefined without decision suites. */
function decisionsPlot(suites, checks) {
    if (!suites || suites.length === 0)
        return undefined;
    return suites
        .map((s, index) => {
        const id = `decisions-${index}`;
        const disparityRows = orderGroups(s)
            .filter((g) => g.group !== s.reference)
            .flatMap((g) => {
            const d = s.disparities.find((x) => x.group === g.group);
            return d ? [disparityRow(s.suite, d, findCheck(checks, s.suite, d.group))] : [];
        });
        return [
            `<h3>${escapeHtml(s.suite)}</h3>`,
            ratePlot(s, checks, `${id}-rates`),
            disparityRows.length
                ? rowChart(disparityRows, {
                    id: `${id}-disparity`,
                    title: `Decision disparity per group against ${s.reference}, with the allowed \u00b1threshold (${s.suite})`,
                    description: `Per group, the decision rate minus the reference group's (${s.reference}), paired within families (the same case, only the person changes), with its simultaneous interval. Dark lines: the allowed \u00b1threshold. Colour: the check's status.`,
                    unit: "difference",
                    style: "dot",
                    axisTitle: `disparity: group \u2212 ${s.reference} (decision rate)`,
                })
                : "",
            consistencyCaption(s),
        ].join("\n");
    })
        .join("\n");
}
/** The reference first, then by attribute (the part before `=`) in first-seen order, keeping the domain's order within. */
function orderGroups(s) {
    const attribute = (g) => (g.group.includes("=") ? g.group.slice(0, g.group.indexOf("=")) : "");
    const order = [
        ...new Set([s.reference, ...s.groups.map((g) => g.group)].map((g) => attribute({ group: g }))),
    ];
    return s.groups
        .map((g, i) => ({ g, i }))
        .sort((a, b) => Number(b.g.group === s.reference) - Number(a.g.group === s.reference) ||
        order.indexOf(attribute(a.g)) - order.indexOf(attribute(b.g)) ||
        a.i - b.i)
        .map(({ g }) => g);
}
function findCheck(checks, suite, group) {
    return checks.find((c) => c.metricId === `decision-disparity:${suite}:${group}`);
}
/** The rate per group: dot, whisker, the reference line through all rows, status marks from the disparity checks. */
function ratePlot(s, checks, id) {
    const groups = orderGroups(s);
    const bottom = decisions_plot_TOP + groups.length * decisions_plot_ROW;
    const lows = groups.map((g) => g.interval?.low ?? g.rate);
    const highs = groups.map((g) => g.interval?.high ?? g.rate);
    const domain = [
        Math.max(0, Math.floor(Math.min(...lows) * 10) / 10 - 0.1),
        Math.min(1, Math.ceil(Math.max(...highs) * 10) / 10 + 0.1),
    ];
    const x = linearScale(domain, [decisions_plot_PLOT.left, decisions_plot_PLOT.right]);
    const reference = s.groups.find((g) => g.group === s.reference);
    const rows = groups.map((g, i) => rateRow(s, g, findCheck(checks, s.suite, g.group), x, decisions_plot_TOP + i * decisions_plot_ROW));
    const refLine = reference
        ? `<g class="reference-line" data-group="${escapeHtml(s.reference)}" data-rate="${reference.rate}">` +
            `<title>${escapeHtml(`reference ${s.reference}: ${(0,format/* formatMeasure */.os)(reference.rate, "rate")}`)}</title>` +
            line(x(reference.rate), decisions_plot_TOP - 4, x(reference.rate), bottom, `stroke="${SET_COLOUR.reference}" stroke-width="2" stroke-dasharray="5 3"`) +
            svg_text(x(reference.rate), decisions_plot_TOP - 8, fitLabel(`reference ${s.reference} ${(0,format/* formatMeasure */.os)(reference.rate, "rate")}`, 300), `text-anchor="middle" class="scope"`) +
            "</g>"
        : "";
    const body = xAxis(x, "rate", { top: decisions_plot_TOP, bottom }, "decision rate (share favourable, 0\u20131)") + refLine + rows.join("");
    return svgFrame(id, { width: decisions_plot_WIDTH, height: bottom + 40 }, `Decision rate per group, with the reference group's rate as a line (${s.suite})`, `Per group, the share of favourable decisions (a dot) with its interval over templates (the whisker). The dashed line is the reference group's rate (${s.reference}); a group far from it is decided differently when only the person changes. Red: its disparity check failed; amber: undecided.`, body);
}
function rateRow(s, g, check, x, top) {
    const y = top + decisions_plot_ROW / 2;
    const isReference = g.group === s.reference;
    const status = isReference ? "reference" : (check?.status ?? "unchecked");
    const colour = isReference
        ? SET_COLOUR.reference
        : check && check.status !== "pass"
            ? STATUS_COLOUR[check.status]
            : MUTED;
    const note = `${(0,format/* formatMeasure */.os)(g.rate, "rate")} (${(0,format/* formatInterval */.vy)(g.interval, "rate")})`;
    const label = isReference ? `${g.group} (reference)` : g.group;
    const parts = [
        `<title>${escapeHtml(`${label}: decision rate ${note}, ${g.n} members${check ? `; disparity check ${check.status}` : ""}`, 600)}</title>`,
        svg_text(8, y + 4, fitLabel(label, 220), `class="label"`),
    ];
    if (g.interval) {
        const [a, b] = [x(g.interval.low), x(g.interval.high)];
        const stroke = `stroke="${INK}" stroke-width="1.5"`;
        parts.push(`<g class="whisker">${line(a, y, b, y, stroke)}${line(a, y - 4, a, y + 4, stroke)}${line(b, y - 4, b, y + 4, stroke)}</g>`);
    }
    parts.push(`<circle class="point" cx="${r(x(g.rate))}" cy="${r(y)}" r="5" fill="${colour}" stroke="${colour}" stroke-width="2"/>`, svg_text(decisions_plot_PLOT.right + 12, y + 4, note, `class="value"`));
    const data = [
        ["suite", s.suite],
        ["group", g.group],
        ["rate", String(g.rate)],
        ...(g.interval
            ? [
                ["low", String(g.interval.low)],
                ["high", String(g.interval.high)],
            ]
            : []),
        ["status", status],
    ]
        .map(([k, v]) => ` data-${k}="${escapeHtml(v ?? "")}"`)
        .join("");
    return `<g class="mark decision-rate ${status}"${data}>${parts.join("")}</g>`;
}
function disparityRow(suite, d, check) {
    const row = {
        label: d.group,
        value: d.value,
        colour: check ? STATUS_COLOUR[check.status] : MUTED,
        mark: `decision-disparity${check ? ` ${check.status}` : ""}`,
        data: { suite, group: d.group },
        note: `${(0,format/* formatMeasure */.os)(d.value, "difference")} (${(0,format/* formatInterval */.vy)(d.interval, "difference")})`,
    };
    if (d.interval)
        row.interval = d.interval;
    if (check)
        row.threshold = { value: check.threshold, symmetric: check.direction === "max-abs" };
    return row;
}
function consistencyCaption(s) {
    const c = s.consistency;
    if (!c)
        return "";
    const level = `${Math.round(c.interval.level * 1000) / 10}%`;
    return `<p class="note decision-consistency" data-suite="${escapeHtml(s.suite)}" data-value="${c.value}">Counterfactual consistency: ${escapeHtml((0,format/* formatMeasure */.os)(c.value, "rate"))} (${level} CI ${escapeHtml((0,format/* formatInterval */.vy)(c.interval, "rate"))}): ${c.consistent} of ${c.families} families were decided alike for every person.</p>`;
}

// EXTERNAL MODULE: ./src/gate/policy.ts
var policy = __webpack_require__(82601);
// EXTERNAL MODULE: ./src/report/prose.ts
var prose = __webpack_require__(5693);
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
    return metrics.find((m) => m.id === check.metricId)?.unit ?? policy/* METRIC_RULES */.XX[check.kind].unit;
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
    const label = policy/* METRIC_RULES */.XX[c.kind].label;
    const parts = [
        `<title>${(0,prose/* proseText */.lz)(`${label}, ${c.scope}: ${c.reason}`, 600)}</title>`,
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

// EXTERNAL MODULE: ./src/gate/endpoint.ts
var endpoint = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/report/advice.ts
var report_advice = __webpack_require__(52296);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(14512);
// EXTERNAL MODULE: ./src/report/report-sections.ts
var report_sections = __webpack_require__(78755);
;// CONCATENATED MODULE: ./src/report/html/header.ts
/**
 * The HTML report's header (the verdict, what it rests on, the failing and undecided checks in words) and its
 * provenance list. All text from results.json is escaped.
 */









/** The verdict banner, with the failing and inconclusive checks as sentences. */
function verdictHeader(results, runUrl) {
    const { status, checks } = results.verdict;
    const notes = (0,headline/* verdictNotes */.b0)(results);
    const href = safeHref(runUrl);
    const parts = [
        `<header class="verdict ${status}" data-verdict="${status}">`,
        `<p class="kicker">bias-gate ${escapeHtml(results.tool.version, 40)} \u00b7 ${escapeHtml(results.provenance.model, 120)}</p>`,
        `<h1><span class="status-word ${status}">${markdown/* STATUS_WORD */.I1[status]}</span></h1>`,
        ...notes.map((n) => `<p class="note-badge">${(0,prose/* proseHtml */.pA)(n, 400)}</p>`),
        `<p class="counts">${escapeHtml((0,report_sections/* countStatuses */.ip)(checks))}</p>`,
    ];
    if (results.endpoint?.decisive) {
        parts.push(`<p class="endpoint">${(0,prose/* proseHtml */.pA)((0,endpoint/* describeEndpointFailures */._3)(results.endpoint), 600)}</p>`);
    }
    parts.push(...adviceHtml(results));
    parts.push(...sentences("Failed", checks, "fail"), ...sentences("Not decided", checks, "inconclusive"));
    if (href)
        parts.push(`<p><a href="${href}">The workflow run</a></p>`);
    parts.push("</header>");
    return parts.join("\n");
}
/** The run's cause and what to do, from the same advice as every other surface (the endpoint's is above). */
function adviceHtml(results) {
    const advice = (0,report_advice/* adviceFor */.cp)(results);
    if (advice.cause === "pass" || advice.cause === "endpoint")
        return [];
    const lead = [
        `<p class="advice-cause"><strong>${report_advice/* CAUSE_LABEL */.Zs[advice.cause]}</strong>: ${escapeHtml(advice.headline, 300)}</p>`,
    ];
    return [
        ...lead,
        ...advice.steps.map((s) => `<p class="advice-step"><strong>To ${escapeHtml(s.goal)}</strong>: ${escapeHtml(s.text.replace(/`/g, ""), 600)}</p>`),
    ];
}
function sentences(title, checks, status) {
    const own = checks.filter((c) => c.status === status);
    if (own.length === 0)
        return [];
    const items = own.map((c) => `<li class="reason ${status}" data-check="${escapeHtml(c.id)}"><strong>${escapeHtml(policy/* METRIC_RULES */.XX[c.kind].label)}, ${escapeHtml(c.scope, 120)}</strong>: ${(0,prose/* proseHtml */.pA)(c.reason, 800)}</li>`);
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
var negation = __webpack_require__(48582);
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

// EXTERNAL MODULE: ./src/report/variants-md.ts
var variants_md = __webpack_require__(99462);
;// CONCATENATED MODULE: ./src/report/html/variants-table.ts
/**
 * A comparison run's variants in report.html: each candidate's paired differences against the current variant as
 * a table (value of each, difference with its interval, flips), every text HTML-escaped. Undefined for a run of
 * one model, so the section is left out.
 */



const KIND_WORDS = {
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
        const rows = c.differences.map((d) => `<tr><td>${e(`${KIND_WORDS[d.kind]} \u00b7 ${d.scope}`)}</td><td>${shownValue(c.current, d.metricId)}</td>` +
            `<td>${shownValue(c.candidate, d.metricId)}</td><td>${e((0,variants_md/* formatDifference */.jR)(d))}</td><td>${(0,format/* formatP */.MA)(d.pValue)}</td>` +
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
 * (checks, bias rate, confidence, negation, WinoBias, decisions, contamination, trend), then provenance. Every text from
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
            id: "decisions",
            title: "Decisions",
            lead: "Whether the same case is decided differently when only the person changes: the decision rate per group against the reference group's, and each group's paired disparity against the allowed band.",
            body: decisionsPlot(results.decisions, verdict.checks),
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


/***/ })

};
