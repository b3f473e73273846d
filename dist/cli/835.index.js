export const id = 835;
export const ids = [835];
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

/***/ 835:
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
// EXTERNAL MODULE: ./src/providers/unkept-answers.ts
var unkept_answers = __webpack_require__(1101);
// EXTERNAL MODULE: ./src/report/answers-summary.ts
var answers_summary = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
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

// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(2209);
// EXTERNAL MODULE: ./src/gate/coverage.ts
var gate_coverage = __webpack_require__(9325);
// EXTERNAL MODULE: ./src/suites/registry.ts + 48 modules
var registry = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/gate/endpoint.ts
var gate_endpoint = __webpack_require__(1778);
// EXTERNAL MODULE: ./src/gate/policy.ts
var gate_policy = __webpack_require__(2601);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
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

// EXTERNAL MODULE: ./src/report/variants-md.ts
var variants_md = __webpack_require__(9462);
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
    const tails = status === "error" ? endpointHeads(results) : [countChecks(results.verdict.checks)];
    const tail = tails[0];
    const short = [head, ...notes].join(" \u00b7 ");
    // The notes change what the verdict means, so they stay. The tail is the first of its forms that fits whole (the
    // endpoint clause drops detail before it is cut mid-word: `12 of 12 requests failed (auth)`), else cut, else
    // dropped.
    const whole = tails.find((t) => escapeModelText(t, FIRST_LINE_MAX).length <= FIRST_LINE_MAX - short.length - 3);
    if (whole !== undefined)
        return `${short} \u00b7 ${escapeModelText(whole, FIRST_LINE_MAX)}`;
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
/**
 * Unescaped, longest first: the endpoint sentence's first clause (`696 of 696 requests failed (auth 696), so the
 * run stopped with 4 not sent`), then shorter forms of it for a line with less room: without what was not sent,
 * without the counts per kind, with the count alone.
 */
function endpointHeads(results) {
    const endpoint = results.endpoint;
    if (!endpoint?.decisive)
        return ["the model was not measured"];
    const sentence = describeEndpointFailures(endpoint);
    const cut = sentence.indexOf("; e.g. ");
    // The status word already says the endpoint failed.
    const full = (cut > 0 ? sentence.slice(0, cut) : sentence).replace(/^the endpoint failed: /, "");
    const kinds = Object.entries(endpoint.byKind).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
    const count = `${endpoint.failed} of ${endpoint.requests} requests failed`;
    return [
        full,
        `${count} (${kinds.map(([kind, n]) => `${kind} ${n}`).join(", ")})`,
        `${count} (${kinds.map(([kind]) => kind).join(", ")})`,
        count,
    ];
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
    const baseline = baselineText(options);
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
function baselineText(options) {
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
// EXTERNAL MODULE: ./src/report/report-sections.ts
var report_sections = __webpack_require__(8755);
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
        results.variants ? (0,variants_md/* comparisonLines */.pf)(results) : undefined,
        checksSection(results, omit.has("passing checks")),
        (0,variants_md/* variantsSection */.II)(results),
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
    const endpoint = (0,headline/* endpointHeadline */.S)(results);
    const parts = [`**bias-gate: ${markdown/* STATUS_WORD */.I1[verdict.status]}**`, ...(0,headline/* verdictNotes */.b0)(results)];
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
    const baseline = baselineText(options);
    const run = safeUrl(options.runUrl);
    const page = safeUrl(options.reportUrl);
    const context = [
        ...(baseline && verdict.checks.some((c) => c.baseline) ? [`Compared with the baseline ${baseline}`] : []),
        ...(run ? [`[Workflow run](${run})`] : []),
        ...(page ? [`[HTML report with plots](${page})`] : []),
    ];
    if (context.length > 0)
        lines.push("", `${context.join(" \u00b7 ")}.`);
    const reasons = (0,headline/* reasonsBelowHeadline */.Fx)(results);
    if (reasons.length > 0)
        lines.push("", ...reasons.map((r) => `- ${(0,report_escape/* escapeModelText */.c)(r, 600)}`));
    const requests = (0,headline/* requestsTable */.Lx)(results);
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
        threshold: thresholdText,
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
function thresholdText(check, unit) {
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
// EXTERNAL MODULE: ./src/metrics/negation.ts
var negation = __webpack_require__(8582);
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

// EXTERNAL MODULE: ./src/providers/query-plan.ts + 12 modules
var query_plan = __webpack_require__(1540);
// EXTERNAL MODULE: ./src/config/zod-jitless.ts
var zod_jitless = __webpack_require__(8800);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
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
        : await (0,query_plan/* queryPlan */._)(config, plan.prompts, plan.key, deps);
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
    const { verdict, endpoint } = (0,gate_endpoint/* settleVerdict */.Vp)(decided, (0,gate_coverage/* coverageChecks */.SB)(coverage, (0,run_plan/* expectedChecks */._o)(plan), decided.checks, policy), (0,gate_endpoint/* summarizeEndpointFailures */.Yl)(queried.run.outcomes), queried.run.halted !== undefined);
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
    return {
        results,
        report: renderReport(results),
        queried,
        exitCode: withUnkept(exitCodeFor(verdict), queried),
    };
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
 * A run whose cache could not keep answers it bought (a full disk) does not end as a pass: 3, the run itself is
 * not sound (its verdict stands, on answers it has; the next run pays for them again). A fail or another
 * non-zero code already says the run did not pass, and says more.
 */
function withUnkept(code, queried) {
    return queried.unkept !== undefined && code === exit_codes/* EXIT */.d.pass ? exit_codes/* EXIT */.d.inconclusive : code;
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
    const queried = allQueried(gated.gate.queried, runs.map((r) => r.gate.queried));
    // Answers lost by any variant's cache count, not only the gated one's.
    return {
        results,
        report: renderReport(results),
        queried,
        exitCode: withUnkept(gated.gate.exitCode, queried),
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
    const unkept = (0,unkept_answers/* addUnkept */.v4)(all.map((q) => q.unkept));
    return {
        ...gated,
        run: { ...gated.run, outcomes: all.flatMap((q) => q.run.outcomes), stats },
        problems: all.flatMap((q) => q.problems),
        ...(unkept ? { unkept } : {}),
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
        ...(io.expectRequests ? { expectRequests: io.expectRequests } : {}),
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
    // The page and the terminal summary are loaded only now: not before the first request is sent.
    const { renderHtmlReport } = await __webpack_require__.e(/* import() */ 181).then(__webpack_require__.bind(__webpack_require__, 4181));
    io.writeText((0,external_node_path_.join)(config.outDir, "report.html"), renderHtmlReport(gate.results));
    io.stdout(await stdoutText(format, gate, config, io));
    // The terminal summary already ends with the verdict and where the files are.
    if (format !== "text")
        io.stderr(`wrote ${(0,external_node_path_.join)(config.outDir, "results.json")} and report.md\n${(0,headline/* logHeadline */.Ny)(gate.results)}\n`);
    // Last, after the verdict: it is why a passing run exits 3.
    // The exit code says it too: see withUnkept.
    if (gate.queried.unkept)
        io.stderr((0,unkept_answers/* formatUnkept */.xe)(gate.queried.unkept));
    return gate.exitCode;
}
/** `--format`, else the summary on a terminal and the Markdown report anywhere else (CI logs, pipes). */
function stdoutFormat(flags, io) {
    const format = flags.format;
    if (format === "text" || format === "md" || format === "json")
        return format;
    return io.isTTY ? "text" : "md";
}
async function stdoutText(format, gate, config, io) {
    if (format === "md")
        return gate.report;
    if (format === "json")
        return resultsJson(gate.results);
    const { renderTerminal, useColor } = await __webpack_require__.e(/* import() */ 496).then(__webpack_require__.bind(__webpack_require__, 7496));
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


/***/ }),

/***/ 1778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vp: () => (/* binding */ settleVerdict),
/* harmony export */   Yl: () => (/* binding */ summarizeEndpointFailures),
/* harmony export */   _3: () => (/* binding */ describeEndpointFailures)
/* harmony export */ });
/* unused harmony exports fixFor, describeFailureKind */
/* harmony import */ var _coverage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9325);

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
    oversized: "the endpoint's answers are longer than provider.max-answer-bytes (--max-answer-bytes, default 262144): set provider.max-tokens to bound them, or raise max-answer-bytes",
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
        // The failure that stopped the run (the unsent items carry it) says most: it names what the run saw.
        if (o.attempts === 0 || !examples.has(kind))
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
function describeEndpointFailures(f) {
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
        ...(0,_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .groupNotMeasured */ .bF)(checks.filter((c) => c.status === "inconclusive").map((c) => c.reason)),
    ];
    const settled = endpoint ? { ...endpoint, decisive } : undefined;
    const reasons = settled && decisive ? [capitalise(describeEndpointFailures(settled)), ...open] : open;
    return { verdict: { status, checks, reasons }, ...(settled ? { endpoint: settled } : {}) };
}
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ reasonsBelowHeadline),
/* harmony export */   Lx: () => (/* binding */ requestsTable),
/* harmony export */   Ny: () => (/* binding */ logHeadline),
/* harmony export */   S: () => (/* binding */ endpointHeadline),
/* harmony export */   b0: () => (/* binding */ verdictNotes)
/* harmony export */ });
/* unused harmony exports SIMULATOR_NOTE, STARTER_NOTE */
/* harmony import */ var _gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9325);
/* harmony import */ var _gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1778);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2011);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);
/**
 * What the first line of every output (report, comment, job summary, badge, Action log) must say besides the
 * verdict: that a simulator answered, that the embedded starter suite ran, and why the endpoint failed. Pure.
 */





const SIMULATOR_NOTE = "simulator, not a real model";
const STARTER_NOTE = "embedded starter suite (no bias-gate.yml found)";
/** Notes that change what the verdict means, in the order they are shown after the status word. */
function verdictNotes(results) {
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
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeModelText */ .c)((0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(endpoint), 600);
}
/** The verdict's reasons without the endpoint sentence already shown on the first line. */
function reasonsBelowHeadline(results) {
    const { reasons } = results.verdict;
    if (!results.endpoint?.decisive)
        return reasons;
    const shown = (0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(results.endpoint).toLowerCase();
    return reasons.filter((r) => r.toLowerCase() !== shown);
}
/** The one line the Action's log and failure message lead with. */
function logHeadline(results) {
    const notes = verdictNotes(results);
    const head = `bias-gate: ${results.verdict.status}${notes.length ? ` (${notes.join("; ")})` : ""}`;
    const why = results.endpoint?.decisive
        ? (0,_gate_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEndpointFailures */ ._3)(results.endpoint)
        : (results.verdict.reasons[0] ?? "see the job summary");
    return results.verdict.status === "pass" ? head : `${head}: ${why}`;
}
/**
 * `### Requests`: per suite, what was asked and what became of it; shown only when something was not answered
 * (a failure, a budget or deadline stop, a gap in a replay), so a person sees what the verdict rests on.
 */
function requestsTable(results) {
    const coverage = results.coverage ?? [];
    if (!coverage.some((c) => c.failed > 0 || (0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c) > 0))
        return undefined;
    const rows = coverage.map((c) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .cell */ .Hn)(c.suite),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(c.planned),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(c.answered),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(c.failed),
        (0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c) > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)((0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .unanswered */ .bj)(c))} ${(0,_gate_coverage_js__WEBPACK_IMPORTED_MODULE_0__/* .whyUnanswered */ .Vc)(c)}` : "0",
    ]);
    return ["### Requests", "", ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .table */ .tp)(["Suite", "Asked", "Answered", "Failed", "Not answered"], rows)];
}


/***/ }),

/***/ 9462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ variantsSection),
/* harmony export */   KH: () => (/* binding */ variantsTerminalLines),
/* harmony export */   jR: () => (/* binding */ formatDifference),
/* harmony export */   pf: () => (/* binding */ comparisonLines)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2011);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4285);



const KIND_WORDS = {
    "bias-rate": "bias rate",
    "negation-gap": "negation gap",
    "stereotype-gap": "stereotype gap",
};
/** `+0.280 [0.195, 0.366]`: a paired difference with its interval, in the metric's units. */
function formatDifference(d) {
    const range = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(d.interval.low, d.unit)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(d.interval.high, d.unit)}`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSigned */ .Gp)(d.difference, d.unit)} [${range}]${d.unit === "points" ? " points" : ""}`;
}
/** The difference a first line shows: the overall bias rate, else the first stereotype or negation gap. */
function headlineDifference(c) {
    const order = ["bias-rate:overall", "negation-gap:overall"];
    return (order.map((id) => c.differences.find((d) => d.metricId === id)).find((d) => d !== undefined) ??
        c.differences.find((d) => d.kind === "stereotype-gap"));
}
function label(text) {
    return `\`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeModelText */ .c)(text, 40).replaceAll("`", "'")}\``;
}
/**
 * One line per candidate for the first screen, e.g. `` \u2194\ufe0f candidate `gpt-4.1-mini` vs current `gpt-4o-mini`:
 * bias rate +0.040 [0.010, 0.070] \u00b7 gated on `gpt-4o-mini` ``; none for a run of one model.
 */
function comparisonLines(results) {
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
        ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(["variant", "model", "system prompt", "own verdict", "requests"], v.variants.map((x) => [
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(x.label) + (x.label === v.gatedOn ? " (gated)" : ""),
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(x.model),
            x.systemPromptHash ? `sha256 ${x.systemPromptHash.slice(0, 12)}` : "none",
            x.status,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(x.requests),
        ])),
        "",
        ...v.comparisons.flatMap((c) => comparisonTable(c, v, level)),
        `Differences are candidate \u2212 current on the prompts both answered usably, with ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLevel */ .eI)(level)} paired ` +
            "intervals (stratified t: templates fixed, prompts sampled; a prompt's trials together). Flips count shared " +
            "prompts (or pairs) whose outcome changed: worse = more biased under the candidate. p (McNemar) is the exact " +
            "test on the bias-rate flips.",
    ];
}
function comparisonTable(c, v, level) {
    const metricOf = (variant, id) => v.variants.find((x) => x.label === variant)?.metrics.find((m) => m.id === id);
    const shown = (m) => (m ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMeasure */ .os)(m.value, m.unit) : "\u2014");
    return [
        `### ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.candidate)} vs ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.current)}`,
        "",
        ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)([
            "metric",
            `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.current)} (current)`,
            `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(c.candidate)} (candidate)`,
            `difference [${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLevel */ .eI)(level)}]`,
            "p",
            "shared",
            "flips worse / better",
        ], c.differences.map((d) => [
            `${KIND_WORDS[d.kind]} \u00b7 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(d.scope)}`,
            shown(metricOf(c.current, d.metricId)),
            shown(metricOf(c.candidate, d.metricId)),
            formatDifference(d),
            `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatP */ .MA)(d.pValue)}${d.mcnemarP !== undefined ? ` (McNemar ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatP */ .MA)(d.mcnemarP)})` : ""}`,
            (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.shared),
            `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.flips.worse)} / ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(d.flips.better)}`,
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


/***/ })

};
