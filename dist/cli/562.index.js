export const id = 562;
export const ids = [562];
export const modules = {

/***/ 53269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ locateSuiteKeys),
  m: () => (/* binding */ parseConfigFile)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(10564);
// EXTERNAL MODULE: ./src/config/did-you-mean.ts
var did_you_mean = __webpack_require__(99255);
// EXTERNAL MODULE: ./src/config/number-range.ts
var number_range = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/config/schema-keys.ts
var schema_keys = __webpack_require__(15108);
;// CONCATENATED MODULE: ./src/config/schema-findings.ts



const REFERENCE = "see the config reference, docs/configuration.md";
/**
 * The findings of a failed parse, one per problem: one per unknown key, and for a union (the suite kinds) only
 * the problems of the option the file meant. `data` is the parsed file.
 */
function findingsOf(issues, prefix, data) {
    return issues.flatMap((issue) => {
        const path = [...prefix, ...issue.path];
        switch (issue.code) {
            case "unrecognized_keys":
                return issue.keys.map((key) => ({ kind: "unknown-key", path, key }));
            case "invalid_type":
                return [{ kind: "type", path, expected: [issue.expected] }];
            case "invalid_value":
                return [{ kind: "value", path, values: issue.values }];
            case "invalid_union":
                return unionFindings(issue.errors, path, data);
            default:
                return [{ kind: "other", path, issue }];
        }
    });
}
// Suite kinds are told apart by `kind`: an option that rejects the `kind` written is not the one meant.
const DISCRIMINATOR = "kind";
/**
 * A union failed every option. Report the problems of the option the file meant: one that accepts the value's
 * type and the `kind` written, the one with the fewest problems when several do (a suite without `kind` but
 * with `pro:` and `anti:` is a coreference suite missing its `kind`). When none does, say what would be
 * accepted instead of listing every option's problems.
 */
function unionFindings(branches, path, data) {
    const all = branches.map((issues) => findingsOf(issues, path, data));
    const isRootType = (f) => f.kind === "type" && f.path.length === path.length;
    const isKindValue = (f) => f.kind === "value" && f.path.length === path.length + 1 && f.path.at(-1) === DISCRIMINATOR;
    const kindWritten = valueAt(data, [...path, DISCRIMINATOR]) !== undefined;
    const fitting = all.filter((fs) => !fs.some((f) => isRootType(f) || (kindWritten && isKindValue(f))));
    if (fitting.length > 0)
        return fewest(fitting);
    const kinds = all.map((fs) => fs.find(isKindValue));
    if (kinds.every((f) => f !== undefined)) {
        const values = [...new Set(kinds.flatMap((f) => (f.kind === "value" ? f.values : [])))];
        return [{ kind: "value", path: [...path, DISCRIMINATOR], values }];
    }
    const roots = all.flatMap((fs) => fs.filter(isRootType));
    if (roots.length === all.length) {
        const expected = [...new Set(roots.flatMap((f) => (f.kind === "type" ? f.expected : [])))];
        return [{ kind: "type", path, expected }];
    }
    return fewest(all);
}
function fewest(options) {
    return options.reduce((best, fs) => (fs.length < best.length ? fs : best));
}
/**
 * The message and hint for one finding. `schema` and `data` (the parsed file) give the keys allowed where an
 * unknown key is, for "did you mean", and the value written, for the message.
 */
function describeFinding(f, schema, data) {
    const value = valueAt(data, f.path);
    const name = pathText(f.path);
    if (f.kind === "unknown-key")
        return unknownKey(f.key, name, (0,schema_keys/* keysAllowedAt */.i)(schema, data, f.path));
    if (value === undefined && (f.kind === "type" || f.kind === "value"))
        return missingKey(f);
    // A number out of its range reads the same as a flag's or an Action input's (`must be at most 1, not 10`).
    const number = typeof value === "number" ? (0,schema_keys/* schemaAt */.l)(schema, f.path, data) : undefined;
    if (typeof value === "number" && (0,number_range/* isNumberSchema */.TU)(number)) {
        const problem = (0,number_range/* numberProblem */.vy)(name, number, value);
        if (problem)
            return problem;
    }
    if (f.kind === "type") {
        const expected = f.expected.map((e) => EXPECTED[e] ?? e).join(" or ");
        return {
            message: `${name}: expected ${expected}, not ${show(value)}`,
            hint: `write ${expected} here; ${REFERENCE}`,
        };
    }
    if (f.kind === "value") {
        return {
            message: `${name}: unknown value ${show(value)}`,
            hint: `use one of: ${f.values.map(String).join(", ")}`,
        };
    }
    if (f.issue.code === "invalid_key") {
        return {
            message: `${name}: ${lowerFirst(f.issue.issues[0]?.message ?? f.issue.message)}`,
            hint: `rename the key '${String(f.path.at(-1))}'; ${REFERENCE}`,
        };
    }
    // A refinement in the schema may carry its own fix (`params: { hint }`).
    const hint = f.issue.params?.hint;
    return {
        message: `${name}: ${otherMessage(f.issue, value)}`,
        hint: typeof hint === "string" ? hint : REFERENCE,
    };
}
function unknownKey(key, where, allowed) {
    const suggestion = (0,did_you_mean/* suggestName */.S)(key, allowed.filter((k) => k !== key));
    return {
        message: `unknown key '${key}'${where ? ` in ${where}` : ""}`,
        hint: suggestion
            ? `did you mean '${suggestion}'?`
            : allowed.length > 0
                ? `the keys here are: ${allowed.join(", ")}`
                : `remove it; ${REFERENCE}`,
    };
}
function missingKey(f) {
    const key = String(f.path.at(-1));
    const parent = pathText(f.path.slice(0, -1));
    const values = f.kind === "value" ? f.values.map(String) : [];
    return {
        message: `missing key '${key}'${parent ? ` in ${parent}` : ""}`,
        hint: values.length === 1
            ? `add '${key}: ${values[0]}'`
            : values.length > 1
                ? `add '${key}:' with one of: ${values.join(", ")}`
                : `add '${key}:'; ${REFERENCE}`,
    };
}
const EXPECTED = {
    number: "a number",
    int: "a whole number",
    string: "a string",
    boolean: "true or false",
    array: "a list",
    object: "a mapping",
    record: "a mapping",
};
function otherMessage(issue, value) {
    if (issue.code === "too_small" && issue.origin === "number") {
        return `must be ${issue.inclusive ? "at least" : "greater than"} ${issue.minimum}, not ${show(value)}`;
    }
    if (issue.code === "too_big" && issue.origin === "number") {
        return `must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}, not ${show(value)}`;
    }
    if (issue.code === "too_small" && issue.origin === "array")
        return `needs at least ${issue.minimum} item(s)`;
    if (issue.code === "too_small" && issue.origin === "string")
        return "must not be empty";
    if (issue.code === "invalid_format" && issue.format === "includes") {
        return `must contain ${JSON.stringify(issue.includes)}`;
    }
    return lowerFirst(issue.message);
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}
function valueAt(data, path) {
    let value = data;
    for (const segment of path) {
        if (typeof value !== "object" || value === null)
            return undefined;
        value = value[segment];
    }
    return value;
}
/** `gate.thresholds`, `suites[0].per-template`: the path as a person finds it in the file. */
function pathText(path) {
    return path
        .map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? String(s) : `.${String(s)}`))
        .join("");
}
function show(value) {
    if (value === null)
        return "an empty value";
    if (Array.isArray(value))
        return "a list";
    if (typeof value === "object")
        return "a mapping";
    return typeof value === "string" ? JSON.stringify(value) : String(value);
}

// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
;// CONCATENATED MODULE: ./src/config/config-file.ts





/**
 * Parses and validates the text of a config file. Throws one ConfigError carrying every problem, each at its
 * own line and column (an unknown key at the key, a wrong value at the value), with "did you mean" for a
 * misspelt key, so a typo in `bias-gate.yml` reads like a compiler error rather than a schema dump.
 */
function parseConfigFile(text, file) {
    const { doc, lineCounter, problems, data } = (0,yaml_source/* parseUserYaml */.M)(text);
    const at = (offset) => {
        const pos = lineCounter.linePos(offset);
        return { file, line: pos.line, column: pos.col };
    };
    if (problems.length > 0) {
        throw allOf(problems.map(({ message, hint, line, column }) => ({
            message: lowerFirst(message),
            hint,
            where: { file, line, column },
        })));
    }
    if (!(0,dist/* isMap */.jh)(doc.contents)) {
        throw new errors/* ConfigError */.x("the config file must be a mapping", "start from the example in docs/configuration.md", {
            file,
        });
    }
    const parsed = schema/* configFileSchema */.c.safeParse(data);
    if (parsed.success)
        return parsed.data;
    throw allOf(findingsOf(parsed.error.issues, [], data).map((f) => {
        const offset = offsetOf(doc, f);
        const problem = describeFinding(f, schema/* configFileSchema */.c, data);
        return { ...problem, where: offset === undefined ? { file } : at(offset) };
    }));
}
/** Every problem in one error, in file order, each once. */
function allOf(problems) {
    const seen = new Set();
    const unique = problems.filter((p) => {
        const key = `${p.where?.line}:${p.where?.column}:${p.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    // Problems without a line (none today, but a file-level one could come) go last; sort is stable.
    const line = (p) => p.where?.line ?? Number.MAX_SAFE_INTEGER;
    const sorted = unique.sort((a, b) => line(a) - line(b) || (a.where?.column ?? 0) - (b.where?.column ?? 0));
    const [first, ...more] = sorted;
    return first
        ? errors/* ConfigError */.x.of([first, ...more])
        : new errors/* ConfigError */.x("invalid config file", "see the config reference, docs/configuration.md");
}
/**
 * Where a finding points: an unknown key at the key itself, anything else at its value, a missing key at the
 * mapping that lacks it (the deepest node along the path that exists).
 */
function offsetOf(doc, f) {
    if (f.kind === "unknown-key") {
        const map = nodeAt(doc, f.path);
        const pair = (0,dist/* isMap */.jh)(map)
            ? map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === f.key)
            : undefined;
        const key = pair?.key;
        if (key?.range)
            return key.range[0];
    }
    for (let depth = f.path.length; depth >= 0; depth--) {
        const node = nodeAt(doc, f.path.slice(0, depth));
        if (node?.range)
            return node.range[0];
    }
    return undefined;
}
function nodeAt(doc, path) {
    return path.length === 0 ? doc.contents : doc.getIn(path, true);
}
/**
 * Where each suite of a config file names `key` (e.g. `domains`), with the value written there, so a problem
 * found later (a directory holding none of the domain files) can point at the line to fix. Suites without
 * the key, or with a value that is not a string, are left out; unreadable YAML yields none.
 */
function locateSuiteKeys(text, file, key) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false });
    const suites = doc.errors.length === 0 ? doc.get("suites", true) : undefined;
    if (!(0,dist/* isSeq */.oP)(suites))
        return [];
    return suites.items.flatMap((suite, index) => {
        const pair = (0,dist/* isMap */.jh)(suite) ? suite.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === key) : undefined;
        const range = (0,dist/* isScalar */.jn)(pair?.key) ? pair.key.range : undefined;
        if (!range || !(0,dist/* isScalar */.jn)(pair?.value) || typeof pair.value.value !== "string")
            return [];
        const pos = lineCounter.linePos(range[0]);
        return [{ suite: index, value: pair.value.value, where: { file, line: pos.line, column: pos.col } }];
    });
}


/***/ }),

/***/ 37859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   kJ: () => (/* binding */ makeDiagnostic)
/* harmony export */ });
/**
 * A problem found in a user's file (a config file, a conditions table, a template or domain file), at its file,
 * line and column; every parser builds them with `makeDiagnostic`. Plain data.
 */
/** Builds a diagnostic at a position; the one constructor every parser and check uses. */
function makeDiagnostic(severity, code, position, message, hint) {
    return { file: position.file, line: position.line, column: position.column, severity, code, message, hint };
}
/** Line 1, column 1 of a file: where whole-file problems (missing file, bad header) point. */
function fileStart(file) {
    return { file, line: 1, column: 1 };
}
/** Removes a leading UTF-8 byte order mark, which editors on Windows like to add. */
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 22614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ CONFIG_FILE_NAMES),
/* harmony export */   w: () => (/* binding */ discoverConfigFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37827);


/** The names a config file is found by in the working directory, in the order they are documented. */
const CONFIG_FILE_NAMES = [
    "bias-gate.yml",
    "bias-gate.yaml",
    ".bias-gate.yml",
    ".bias-gate.yaml",
];
/**
 * The config file in `dir` when none is named: one of {@link CONFIG_FILE_NAMES}, or undefined when there is
 * none. More than one is a ConfigError: picking one silently could gate the model on the wrong suite.
 */
function discoverConfigFile(dir, readText) {
    const found = CONFIG_FILE_NAMES.filter((name) => readText((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, name)) !== undefined);
    if (found.length > 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`more than one config file in ${dir}: ${found.join(", ")}`, "keep one of them, or name the one to use with --config (the Action's config input)");
    }
    return found[0] === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, found[0]);
}


/***/ }),

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ MAX_TIMEOUT_SECONDS),
/* harmony export */   Qe: () => (/* binding */ MAX_LOOKS),
/* harmony export */   gB: () => (/* binding */ MAX_ANSWER_BYTES),
/* harmony export */   gv: () => (/* binding */ MAX_PER_TEMPLATE),
/* harmony export */   km: () => (/* binding */ DEFAULT_MAX_ANSWER_BYTES),
/* harmony export */   yI: () => (/* binding */ DEFAULT_MAX_LOOKS),
/* harmony export */   yY: () => (/* binding */ MAX_DEADLINE_MINUTES)
/* harmony export */ });
/**
 * Caps shared by the config file's schema and the stages that rely on them, so the schema (and through it every
 * flag and Action input) refuses exactly what a run could not do.
 */
/** Prompts per template a run can hold: the prompts alone of more would not fit in memory. */
const MAX_PER_TEMPLATE = 1_000_000;
/**
 * Node's timers hold at most 2^31 \u2212 1 ms (24.8 days) and fire at once above that, so a longer deadline or
 * timeout would end the run or every request immediately. These caps stay well inside it: a week for a run's
 * deadline (beyond any CI job's limit), a day for one request or for waiting out rate limits.
 */
const MAX_DEADLINE_MINUTES = 7 * 24 * 60;
const MAX_TIMEOUT_SECONDS = 24 * 60 * 60;
/**
 * One answer's body by default: a yes/no or a SQL answer with its log-probabilities is a few KiB; 256 KiB leaves
 * room for chatty models and stops a runaway endpoint long before memory does.
 */
const DEFAULT_MAX_ANSWER_BYTES = 256 * 1024;
/** One answer's body at most: 64 MiB is far past any model's output, and a run may hold a window of them in memory. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/**
 * Looks a sequential run may take at most: each look after the first spends a share of the error rate and adds the
 * first look's sample again, so 20 looks (20\u00d7 the first look's requests, each look's intervals at \u03b1/20) is past any
 * use; the default is 4 (see src/gate/sequential.ts).
 */
const MAX_LOOKS = 20;
const DEFAULT_MAX_LOOKS = 4;


/***/ }),

/***/ 83690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ METRIC_KINDS)
/* harmony export */ });
/**
 * Every metric bias-gate can compute, by name: thresholds in the config and the gate's checks are keyed by these,
 * so the config validates them before any metric exists.
 */
const METRIC_KINDS = [
    "bias-rate",
    "negation-gap",
    "flip-consistency",
    "probability-shift",
    "robustness-probability",
    "stereotype-gap",
    "adjective-amplification",
    "error-rate",
    "unusable-rate",
    "contamination-delta",
    "sql-accuracy",
    "sql-contamination-delta",
    "atd-drop-difference",
    "decision-rate",
    "decision-disparity",
    "decision-gap",
    "counterfactual-consistency",
    "discrim-eval-score",
    "coverage",
];


/***/ }),

/***/ 3457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ isNumberSchema),
/* harmony export */   vy: () => (/* binding */ numberProblem)
/* harmony export */ });
/* unused harmony export describeRange */
/**
 * What a number setting accepts and why a value is refused, read off its zod schema, so the config file, the CLI's
 * flags and the Action's inputs say the same thing about the same range (`must be at most 1, not 10`).
 */
/** A schema node that checks a number (a zod `z.number()` with its bounds), as opposed to any other schema. */
function isNumberSchema(node) {
    const def = node?.def;
    return def?.type === "number";
}
/**
 * The problem with `value` for the setting called `label` (`--max-bias-rate`, `input per-template`,
 * `gate.thresholds.max-bias-rate`), or undefined when the schema accepts it. A rate above 1 that reads as a
 * percentage (10, 1.5) says so and gives the share to write instead.
 */
function numberProblem(label, schema, value) {
    const issue = schema.safeParse(value).error?.issues[0];
    if (!issue)
        return undefined;
    const hint = `${label} takes ${describeRange(schema)}`;
    if (!Number.isFinite(value))
        return { message: `${label} must be a finite number, not ${value}`, hint };
    if (issue.code === "too_small") {
        const bound = issue.inclusive ? "at least" : "greater than";
        return { message: `${label} must be ${bound} ${issue.minimum}, not ${value}`, hint };
    }
    if (issue.code === "too_big") {
        const bound = issue.inclusive ? "at most" : "less than";
        const note = Number(issue.maximum) === 1 && value <= 100 ? `: ${asPercentage(value)}` : "";
        return { message: `${label} must be ${bound} ${issue.maximum}, not ${value}${note}`, hint };
    }
    return { message: `${label} must be a whole number, not ${value}`, hint };
}
/** `10 looks like a percentage: write 0.10`; the share keeps every digit written (1.5 \u2192 0.015). */
function asPercentage(value) {
    const decimals = String(value).split(".")[1]?.length ?? 0;
    return `${value} looks like a percentage: write ${(value / 100).toFixed(Math.max(2, decimals + 2))}`;
}
/**
 * The values a number schema accepts, as a person reads them: `a number in [0, 1]`, `a number in (0.5, 1)`,
 * `a whole number in [1, 1000000]`, `a number greater than 0`, `a whole number of at least 0`. Each bound is
 * probed against the schema itself, so an exclusive bound (`gt`) can never be described as inclusive.
 */
function describeRange(schema) {
    const unbounded = Number.MAX_SAFE_INTEGER;
    const kind = schema.isInt ? "a whole number" : "a number";
    let min = schema.minValue !== null && Math.abs(schema.minValue) < unbounded ? schema.minValue : undefined;
    let max = schema.maxValue !== null && Math.abs(schema.maxValue) < unbounded ? schema.maxValue : undefined;
    let minIncluded = min !== undefined && schema.safeParse(min).success;
    let maxIncluded = max !== undefined && schema.safeParse(max).success;
    // A whole number greater than 0 is a whole number of at least 1.
    if (schema.isInt && min !== undefined && !minIncluded)
        [min, minIncluded] = [Math.floor(min) + 1, true];
    if (schema.isInt && max !== undefined && !maxIncluded)
        [max, maxIncluded] = [Math.ceil(max) - 1, true];
    if (min !== undefined && max !== undefined) {
        return `${kind} in ${minIncluded ? "[" : "("}${min}, ${max}${maxIncluded ? "]" : ")"}`;
    }
    if (min !== undefined)
        return `${kind} ${minIncluded ? "of at least" : "greater than"} ${min}`;
    if (max !== undefined)
        return `${kind} ${maxIncluded ? "of at most" : "less than"} ${max}`;
    return kind;
}


/***/ }),

/***/ 15108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ keysAllowedAt),
/* harmony export */   l: () => (/* binding */ schemaAt)
/* harmony export */ });
/**
 * The keys the schema allows in the mapping at `path` of `data`, in the schema's order; empty when the schema
 * there is not an object. Where the schema is a union of objects (the suite kinds), the option that accepts
 * most of the mapping's entries is the one meant, so a typo in a coreference suite is compared with the keys
 * of a coreference suite.
 */
function keysAllowedAt(schema, data, path) {
    const def = schemaAt(schema, path, data)?.def;
    if (def?.type === "record") {
        // A record keyed by an enum (`margins:` by metric kind) allows exactly the enum's values.
        const entries = def.keyType?.def.entries;
        return entries ? Object.values(entries).map(String) : [];
    }
    return def?.shape ? Object.keys(def.shape) : [];
}
/**
 * The schema at `path` (object keys, array indices, record keys) with optional and default wrappers removed;
 * where `data` is given, a union is resolved to the option that fits the value there (see `keysAllowedAt`).
 */
function schemaAt(schema, path, data) {
    let node = schema;
    let value = data;
    for (const segment of path) {
        node = childOf(unwrap(node, value), segment);
        value =
            isRecord(value) || Array.isArray(value) ? value[segment] : undefined;
        if (!node)
            return undefined;
    }
    return unwrap(node, value);
}
function childOf(node, segment) {
    const def = node?.def;
    if (def?.type === "object")
        return def.shape?.[String(segment)];
    if (def?.type === "array")
        return def.element;
    if (def?.type === "record")
        return def.valueType;
    return undefined;
}
function unwrap(node, value) {
    let current = node;
    while (current?.def.innerType)
        current = current.def.innerType;
    if (current?.def.type !== "union")
        return current;
    const options = current.def.options ?? [];
    return unwrap(bestOption(options, value), value);
}
/** The union option that accepts most of the mapping's entries; the first on a tie. */
function bestOption(options, value) {
    if (!isRecord(value))
        return options.find((o) => o.safeParse(value).success) ?? options[0];
    let best;
    for (const option of options) {
        const shape = option.def.shape;
        if (!shape)
            continue;
        const score = Object.entries(value).filter(([k, v]) => shape[k]?.safeParse(v).success).length;
        if (!best || score > best.score)
            best = { option, score };
    }
    return best?.option ?? options[0];
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 10564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ configFileSchema)
});

// EXTERNAL MODULE: ./src/config/zod-jitless.ts
var zod_jitless = __webpack_require__(18800);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/config/metric-kinds.ts
var metric_kinds = __webpack_require__(83690);
;// CONCATENATED MODULE: ./src/config/schema-decisions.ts



/**
 * A decision about a person, asked once per value of the attribute domain (docs/decisions.md): the same case,
 * only who the person is changes. Kept apart from schema.ts only for its length.
 */
const decisionSuite = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    kind: schemas/* literal */.euz("decisions"),
    /** Decision templates (CSV or YAML), or a discrim-eval .jsonl file. */
    templates: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    domains: schemas/* string */.YjP().optional(),
    /** The domain whose values fill `{person}` (default `person`). */
    attribute: schemas/* string */.YjP()
        .regex(/^[\w.-]+$/, "a domain's name (letters, digits, _ . -)")
        .optional(),
    /** The reference group, e.g. `age=30s` (default the attribute domain's first group). */
    reference: schemas/* string */.YjP().min(1).optional(),
    answer: schemas/* union */.KCZ([
        schemas/* literal */.euz("yes-no"),
        schemas/* strictObject */.rej({
            score: schemas/* array */.YOg(schemas/* number */.aig())
                .min(2)
                .refine((s) => s.length === 2 && s[0] < s[1], "[low, high] with low < high"),
        }),
        schemas/* strictObject */.rej({
            options: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(2),
            favourable: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1),
        }),
    ])
        .optional(),
    "per-template": schemas/* number */.aig().int().positive().max(limits/* MAX_PER_TEMPLATE */.gv).optional(),
});

;// CONCATENATED MODULE: ./src/config/schema.ts





/**
 * The config file (`bias-gate.yml`), in kebab-case like the Action's inputs. Paths are relative to the file.
 * Unknown keys are errors, so a typo cannot silently fall back to a default.
 */
const negationPairing = schemas/* enum */.k5n(["negates-column", "row-order"]);
/** Prompts per template: at most what a run can hold (docs/templates.md promises the stop at this key's line). */
const perTemplate = schemas/* number */.aig().int().positive().max(limits/* MAX_PER_TEMPLATE */.gv).optional();
const templateSuite = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    kind: schemas/* literal */.euz("templates").optional(),
    templates: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    domains: schemas/* string */.YjP().optional(),
    "negation-pairing": negationPairing.optional(),
    question: schemas/* string */.YjP().includes("{statement}").optional(),
    "per-template": perTemplate,
});
/** WinoBias-style pro/anti-stereotyped coreference sentences, optionally with gender-associated adjectives. */
const coreferenceSuite = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    kind: schemas/* literal */.euz("coreference"),
    pro: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    anti: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    "male-occupations": schemas/* string */.YjP(),
    "female-occupations": schemas/* string */.YjP(),
    adjectives: schemas/* strictObject */.rej({ male: schemas/* string */.YjP(), female: schemas/* string */.YjP() }).optional(),
    /** Legacy kinds (adjectives drawn from the lists), or a conditions table's path (.csv or .yml). */
    conditions: schemas/* union */.KCZ([
        schemas/* array */.YOg(schemas/* enum */.k5n(["none", "male-adjective", "female-adjective", "both"])).min(1),
        schemas/* string */.YjP().regex(/\.(csv|ya?ml)$/i, "a conditions table is a .csv, .yml or .yaml file"),
    ])
        .optional(),
    attach: schemas/* enum */.k5n(["stereotype", "mention-order"]).optional(),
    "per-condition": schemas/* number */.aig().int().positive().optional(),
    question: schemas/* string */.YjP().includes("{sentence}").optional(),
    parser: schemas/* enum */.k5n(["published", "lenient"]).optional(),
    "amplification-test": schemas/* enum */.k5n(["item-pairs", "trials"]).optional(),
    holm: schemas/* boolean */.zMY().optional(),
    /** `published` rounds each trial's pro/anti accuracy to 0.1% before the difference, as the adjective study. */
    rounding: schemas/* enum */.k5n(["exact", "published"]).optional(),
});
/**
 * Does the model know a public benchmark by heart? Masked items from a public (reference) set against a fresh,
 * unpublished set. Files: SQL dumps (.sql), Spider's tables.json (.json), or text items (.txt, .jsonl).
 */
const contaminationSuite = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    kind: schemas/* literal */.euz("contamination"),
    reference: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    fresh: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]),
    "mask-share": schemas/* number */.aig().gt(0).lt(1).optional(),
    /** Suites built from the reference material: marked possibly inflated when the delta is significant. */
    covers: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** SQL: `{database}` and `{schema}` are filled in; text: `{sentence}`. */
    question: schemas/* string */.YjP().optional(),
    /** Only these databases (db_ids), or the db_ids of a Spider split file such as dev.json. */
    databases: schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1), schemas/* string */.YjP().regex(/\.json$/i, "a Spider split file (.json)")])
        .optional(),
    /**
     * What the gated delta is calibrated against (docs/contamination.md): the reference models' delta on the same
     * masks, the databases as a sample, both (`auto`: reference models when the run has them), or nothing.
     */
    calibration: schemas/* enum */.k5n(["auto", "reference-models", "databases", "none"]).optional(),
});
/** Where a text-to-SQL set comes from. Paths are relative to the config file. */
const sqlSetSource = schemas/* union */.KCZ([
    /** `<db_id>.sql` dumps and a `questions.jsonl` of `{db_id, question, query}`. */
    schemas/* strictObject */.rej({ dir: schemas/* string */.YjP().min(1) }),
    /** Spider's `dev.json` and `tables.json`, optionally only some databases. */
    schemas/* strictObject */.rej({
        spider: schemas/* strictObject */.rej({
            questions: schemas/* string */.YjP().min(1),
            tables: schemas/* string */.YjP().min(1),
            databases: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
            /** Spider's `database/` folder (`<dir>/<db_id>/<db_id>.sqlite`): schemas, keys and rows from the files. */
            "database-dir": schemas/* string */.YjP().min(1).optional(),
        }),
    }),
    /** A `dir` set sealed by `bias-gate seal`, opened in memory with the key in an environment variable. */
    schemas/* strictObject */.rej({
        sealed: schemas/* string */.YjP().min(1),
        "key-env": schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable's name"),
    }),
]);
/**
 * The text-to-SQL half of the contamination study: questions of a public benchmark and of a fresh set, asked in
 * one conversation per question (dump, the model's interpretation, the question), on the original dump and with
 * its tables disconnected (ATD), scored by test-suite accuracy.
 */
const textToSqlSuite = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    kind: schemas/* literal */.euz("text-to-sql"),
    public: sqlSetSource,
    fresh: sqlSetSource,
    /** Random instances per database in each question's test suite (0: the database's own contents only). */
    instances: schemas/* number */.aig().int().min(0).max(64).optional(),
    /** Questions asked per database, drawn from the seed; all when absent. */
    "per-database": schemas/* number */.aig().int().positive().optional(),
    /** Scoring conventions (docs/contamination.md): DISTINCT stripped as test-suite-sql-eval does, or kept. */
    distinct: schemas/* enum */.k5n(["strip", "keep"]).optional(),
    /** An answer without SQL counts wrong in accuracy (as the paper), or is excluded from it. */
    unusable: schemas/* enum */.k5n(["wrong", "excluded"]).optional(),
    variants: schemas/* array */.YOg(schemas/* enum */.k5n(["original", "atd"]))
        .min(1)
        .optional(),
    /** Suites built from the public material: marked possibly inflated when a delta is significant. */
    covers: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** What both sides' prompt dumps show of the data: a seeded sample, none, or `auto` (sample when both have data). */
    rows: schemas/* enum */.k5n(["auto", "sample", "none"]).optional(),
    /** At most this many rows per table under `rows: sample`. */
    "rows-per-table": schemas/* number */.aig().int().positive().optional(),
});
const thresholds = schemas/* strictObject */.rej({
    "max-bias-rate": schemas/* number */.aig().min(0).max(1).optional(),
    "max-negation-gap": schemas/* number */.aig().min(0).max(1).optional(),
    "min-flip-consistency": schemas/* number */.aig().min(0).max(1).optional(),
    "max-stereotype-gap": schemas/* number */.aig().min(0).max(100).optional(),
    "max-adjective-amplification": schemas/* number */.aig().min(0).max(100).optional(),
    "max-error-rate": schemas/* number */.aig().min(0).max(1).optional(),
    "max-unusable-rate": schemas/* number */.aig().min(0).max(1).optional(),
    "max-contamination-delta": schemas/* number */.aig().min(0).max(1).optional(),
    "max-sql-contamination-delta": schemas/* number */.aig().min(0).max(1).optional(),
    "max-atd-drop-difference": schemas/* number */.aig().min(0).max(1).optional(),
    "max-decision-disparity": schemas/* number */.aig().min(0).max(1).optional(),
    "min-counterfactual-consistency": schemas/* number */.aig().min(0).max(1).optional(),
});
const gate = schemas/* strictObject */.rej({
    rule: schemas/* enum */.k5n(["estimate", "confident"]).optional(),
    "min-usable": schemas/* number */.aig().int().nonnegative().optional(),
    confidence: schemas/* number */.aig().gt(0.5).lt(1).optional(),
    refusals: schemas/* enum */.k5n(["correct", "incorrect", "excluded"]).optional(),
    thresholds: thresholds.optional(),
    groups: schemas/* record */.g1P(schemas/* string */.YjP(), thresholds).optional(),
    baseline: schemas/* strictObject */.rej({
        file: schemas/* string */.YjP().optional(),
        alpha: schemas/* number */.aig().gt(0).lt(1).optional(),
        margins: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(metric_kinds/* METRIC_KINDS */.R), schemas/* number */.aig().nonnegative()).optional(),
    })
        .optional(),
});
const prices = schemas/* strictObject */.rej({
    "input-per-million": schemas/* number */.aig().nonnegative(),
    "output-per-million": schemas/* number */.aig().nonnegative(),
    /** Batch API prices as a share of these (OpenAI: 0.5); used when `provider.batch` is on. */
    "batch-multiplier": schemas/* number */.aig().gt(0).max(1).optional(),
});
/** An HTTP header name: a token of RFC 9110 (no spaces, colons or control characters). */
const headerName = schemas/* string */.YjP()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "not a valid HTTP header name (letters, digits and !#$%&'*+.^_`|~-)");
/**
 * A header value without CR, LF or other control characters (a tab is allowed): one would split the request or be
 * refused by the HTTP client as a connection failure on every prompt.
 */
const headerValue = schemas/* string */.YjP().refine((value) => !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value), {
    message: "the value contains a control character (CR, LF, \u2026), which would split the request",
    params: { hint: "write the header's value on one line, without control characters" },
});
/** The endpoint under test. `base-url: simulator` (the default) is the embedded simulator, not a real model. */
const provider = schemas/* strictObject */.rej({
    "base-url": schemas/* string */.YjP().min(1).optional(),
    model: schemas/* string */.YjP().min(1).optional(),
    /** `completions`: the legacy /completions endpoint with one prompt text (base models; APES's setup). */
    api: schemas/* enum */.k5n(["chat", "completions"]).optional(),
    "api-key-env": schemas/* string */.YjP()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
        .optional(),
    temperature: schemas/* number */.aig().min(0).max(2).optional(),
    "max-tokens": schemas/* number */.aig().int().positive().optional(),
    "max-completion-tokens": schemas/* number */.aig().int().positive().optional(),
    seed: schemas/* number */.aig().int().optional(),
    logprobs: schemas/* boolean */.zMY().optional(),
    "top-logprobs": schemas/* number */.aig().int().min(1).max(20).optional(),
    /** Sent with every request; a value is a secret, so problems name the header, never its value. */
    headers: schemas/* record */.g1P(headerName, headerValue).optional(),
    "timeout-seconds": schemas/* number */.aig().positive().max(limits/* MAX_TIMEOUT_SECONDS */.Pe).optional(),
    /** Bytes one answer's response body may take; a longer one is read no further and counted `oversized`. */
    "max-answer-bytes": schemas/* number */.aig().int().positive().max(limits/* MAX_ANSWER_BYTES */.gB).optional(),
    concurrency: schemas/* number */.aig().int().positive().optional(),
    "max-concurrency": schemas/* number */.aig().int().positive().optional(),
    "max-attempts": schemas/* number */.aig().int().positive().optional(),
    "rate-limit-budget-seconds": schemas/* number */.aig().positive().max(limits/* MAX_TIMEOUT_SECONDS */.Pe).optional(),
    "simulator-profile": schemas/* string */.YjP().min(1).optional(),
    /** Send the run through the provider's Batch API: cheaper, answers within 24 h; for scheduled runs. */
    batch: schemas/* boolean */.zMY().optional(),
    /** Several models in one run, side by side on the same prompts; the first is gated (`gate-on` says otherwise). */
    models: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(2).optional(),
});
const budget = schemas/* strictObject */.rej({
    "max-requests": schemas/* number */.aig().int().positive().optional(),
    "max-tokens": schemas/* number */.aig().int().positive().optional(),
    "max-cost-usd": schemas/* number */.aig().positive().optional(),
});
const cache = schemas/* strictObject */.rej({
    enabled: schemas/* boolean */.zMY().optional(),
    dir: schemas/* string */.YjP().min(1).optional(),
});
/**
 * One of several variants queried in the same run on the same prompts: a model, a system prompt, or both. What a
 * variant leaves out is the run's (`provider.model`, `system-prompt`); `system-prompt: ""` sends none.
 */
const variant = schemas/* strictObject */.rej({
    /** How the reports name it; default the model's name. */
    label: schemas/* string */.YjP().min(1).optional(),
    model: schemas/* string */.YjP().min(1).optional(),
    "system-prompt": schemas/* string */.YjP().optional(),
    "system-prompt-file": schemas/* string */.YjP().min(1).optional(),
});
const configFileSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1).default(1),
    seed: schemas/* union */.KCZ([schemas/* number */.aig().int(), schemas/* string */.YjP().min(1)]).optional(),
    "per-template": perTemplate,
    exhaustive: schemas/* boolean */.zMY().optional(),
    trials: schemas/* number */.aig().int().positive().optional(),
    /** Sample in looks until every check is decided (the default), or `false`: one fixed plan. */
    sequential: schemas/* boolean */.zMY().optional(),
    /** Looks a sequential run takes at most, the first included: its budget of growth (each look adds the first's size). */
    "max-looks": schemas/* number */.aig().int().min(1).max(limits/* MAX_LOOKS */.Qe).optional(),
    question: schemas/* string */.YjP().includes("{statement}").optional(),
    "system-prompt": schemas/* string */.YjP().optional(),
    "system-prompt-file": schemas/* string */.YjP().optional(),
    prices: prices.optional(),
    provider: provider.optional(),
    budget: budget.optional(),
    /** The whole run's time limit: on expiry the answers so far are kept and the rest skipped. */
    "deadline-minutes": schemas/* number */.aig().positive().max(limits/* MAX_DEADLINE_MINUTES */.yY).optional(),
    cache: cache.optional(),
    /** Replay a recording made for other requests by prompt id and trial, with a warning (`--replay-loose`). */
    "replay-loose": schemas/* boolean */.zMY().optional(),
    gate: gate.optional(),
    output: schemas/* string */.YjP().min(1).optional(),
    suites: schemas/* array */.YOg(schemas/* union */.KCZ([templateSuite, coreferenceSuite, contaminationSuite, textToSqlSuite, decisionSuite]))
        .min(1),
    /** Several models or system prompts in one run, reported side by side with paired differences. */
    variants: schemas/* array */.YOg(variant).min(2).optional(),
    /** The variant (label, or model for `provider.models`) the verdict is decided on; default the first. */
    "gate-on": schemas/* string */.YjP().min(1).optional(),
})
    .superRefine(checkVariants)
    .superRefine(checkSuiteNames);
/**
 * What the shapes cannot say about variants, each at the key to fix: one way of listing them, labels that tell them
 * apart, and a `gate-on` that names one of them.
 */
function checkVariants(file, ctx) {
    const models = file.provider?.models;
    if (models && file.variants) {
        ctx.addIssue({
            code: "custom",
            path: ["variants"],
            message: "list the variants here or in provider.models, not both",
            params: { hint: "keep provider.models for models alone, or variants for labels and system prompts" },
        });
    }
    if (models && file.provider?.model !== undefined) {
        ctx.addIssue({
            code: "custom",
            path: ["provider", "models"],
            message: "provider.model and provider.models both name the model",
            params: { hint: "remove provider.model: the first of provider.models is the current one" },
        });
    }
    file.variants?.forEach((v, i) => {
        if (v["system-prompt"] !== undefined && v["system-prompt-file"] !== undefined)
            ctx.addIssue({
                code: "custom",
                path: ["variants", i, "system-prompt-file"],
                message: "give system-prompt or system-prompt-file, not both",
                params: { hint: "remove one of them" },
            });
    });
    const labels = models ?? file.variants?.map((v, i) => v.label ?? v.model ?? `variant ${i + 1}`);
    if (!labels) {
        if (file["gate-on"] !== undefined)
            ctx.addIssue({
                code: "custom",
                path: ["gate-on"],
                message: "names a variant, but the run compares none",
                params: { hint: "list the variants in provider.models or variants, or remove gate-on" },
            });
        return;
    }
    const seen = new Set();
    labels.forEach((label, i) => {
        if (seen.has(label)) {
            const path = models ? ["provider", "models", i] : ["variants", i];
            ctx.addIssue({
                code: "custom",
                path,
                message: `a second variant called "${label}"`,
                params: { hint: "give each variant its own label (label: \u2026)" },
            });
        }
        seen.add(label);
    });
    const gateOn = file["gate-on"];
    if (gateOn !== undefined && !seen.has(gateOn))
        ctx.addIssue({
            code: "custom",
            path: ["gate-on"],
            message: `"${gateOn}" is not a variant`,
            params: { hint: `use one of: ${[...seen].join(", ")}` },
        });
}
/**
 * A suite's name scopes its checks, its coverage line and the ids of its prompts, so two suites of one name would be
 * counted as one. A lone suite may go unnamed (it is `suite-1`); among several, each says which it is.
 */
function checkSuiteNames(file, ctx) {
    const first = new Map();
    file.suites.forEach((suite, i) => {
        if (suite.name === undefined) {
            if (file.suites.length > 1)
                ctx.addIssue({
                    code: "custom",
                    path: ["suites", i],
                    message: `has no name, and the config has ${file.suites.length} suites`,
                    params: {
                        hint: "give every suite its own name (name: \u2026): it names the suite's checks in the report",
                    },
                });
            return;
        }
        const earlier = first.get(suite.name);
        if (earlier === undefined)
            first.set(suite.name, i);
        else
            ctx.addIssue({
                code: "custom",
                path: ["suites", i, "name"],
                message: `a second suite called "${suite.name}" (suites[${earlier}] is called that too)`,
                params: { hint: "give each suite its own name: the name keeps their prompts and checks apart" },
            });
    });
}


/***/ }),

/***/ 12865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ parseUserYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/**
 * Expansions of aliases allowed while reading one file (the `yaml` library's own count: uses of an anchor times the
 * aliases nested in it). Room for a template file that reuses one `params:` anchor in thousands of templates; a
 * "billion laughs" file passes it within a few levels of nesting, long before memory runs short.
 */
const MAX_ALIAS_COUNT = 10_000;
/**
 * Parses a config, template, conditions-table or profile file (YAML 1.2, unique keys). Beyond syntax errors it
 * refuses, each at its line: an alias bomb (more than {@link MAX_ALIAS_COUNT} alias expansions), merge keys
 * (`<<`; YAML 1.2 has none, and a key merged in from elsewhere could not be reported at its line), and any tag the
 * core schema does not know (`!!js/function`, `!custom`): the `yaml` library would read the value as a plain
 * string and silently drop the tag. `syntaxHint` is the fix said for a syntax error, as fits the kind of file.
 */
function parseUserYaml(text, syntaxHint = "fix the YAML syntax at this position") {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: false });
    const at = (offset) => {
        const pos = lineCounter.linePos(offset);
        return { line: pos.line, column: pos.col };
    };
    const syntax = doc.errors.map((e) => ({
        code: "yaml-syntax",
        message: e.message.split("\n")[0] ?? "invalid YAML",
        hint: syntaxHint,
        ...at(e.pos[0]),
    }));
    if (syntax.length > 0)
        return { doc, lineCounter, problems: syntax, data: undefined };
    const problems = [
        ...doc.warnings
            .filter((w) => w.code === "TAG_RESOLVE_FAILED")
            .map((w) => ({
            code: "yaml-tag",
            message: `unsupported YAML tag ${text.slice(w.pos[0], w.pos[1])}: bias-gate reads plain YAML values only`,
            hint: "remove the tag and write the value itself (a string, number, list or mapping)",
            ...at(w.pos[0]),
        })),
        ...mergeKeyOffsets(doc).map((offset) => ({
            code: "yaml-merge-key",
            message: "merge keys (<<) are not supported",
            hint: "write the keys out where they are used (an alias, *name, may still repeat a whole value)",
            ...at(offset),
        })),
    ];
    if (problems.length > 0)
        return { doc, lineCounter, problems, data: undefined };
    try {
        return { doc, lineCounter, problems, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        if (!(error instanceof ReferenceError))
            throw error;
        // The library stops at the expansion that passes the limit; the first alias is where the nesting starts.
        const bomb = {
            code: "yaml-alias-bomb",
            message: `too many alias expansions (more than ${MAX_ALIAS_COUNT}): nested aliases multiply the document`,
            hint: "write the values out instead of nesting aliases (*name) inside aliased values",
            ...at(firstAliasOffset(doc) ?? 0),
        };
        return { doc, lineCounter, problems: [bomb], data: undefined };
    }
}
/** Where each plain `<<` key is: a merge key in YAML 1.1, which bias-gate does not apply. */
function mergeKeyOffsets(doc) {
    const offsets = [];
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_, pair) {
            const key = pair.key;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) && key.value === "<<" && key.type === "PLAIN" && key.range)
                offsets.push(key.range[0]);
        },
    });
    return offsets;
}
function firstAliasOffset(doc) {
    let offset;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_, alias) {
            offset = alias.range?.[0];
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
    });
    return offset;
}


/***/ }),

/***/ 18800:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {

/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);

/**
 * Imported, for this effect, before any module of src/ builds a zod schema: zod then does not compile a parser
 * (`new Function`) for each object schema. A process parses its config once and a results file or two, so
 * compiling a parser costs more than it saves: in a cold Node 24, building a schema of the config's size and
 * parsing one config took ~10 ms jitless and ~16 ms with the parsers compiled. zod reads the setting when a
 * schema is built, so it must come first.
 */
(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ }),

/***/ 33579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ satisfiesConstraints),
/* harmony export */   cP: () => (/* binding */ parseConstraints),
/* harmony export */   t$: () => (/* binding */ positionAt)
/* harmony export */ });
const CONSTRAINT = /^\s*([A-Za-z_][\w]*)\s*\(([^()]*)\)\s*$/;
const SLOT_ARG = /^#(\d+)(?:_(class|label))?$/;
const KNOWN_FNS = ["eq", "neq"];
/**
 * Parses an APES constraints cell: zero or more `fn(a, b)` separated by `|`.
 * Arguments are `#k` (the filled value's name), `#k_class` (its class) or `#k_label` (APES's
 * synonym of the name, reported as a `label-suffix` issue so the validator can warn).
 */
function parseConstraints(cell) {
    const result = { constraints: [], offsets: [], issues: [] };
    if (cell.trim() === "")
        return result;
    let offset = 0;
    for (const part of cell.split("|")) {
        const start = offset + (part.length - part.trimStart().length);
        offset += part.length + 1;
        const source = part.trim();
        const match = CONSTRAINT.exec(part);
        if (!match) {
            result.issues.push({ kind: "syntax", source, offset: start });
            continue;
        }
        const fn = match[1];
        if (!KNOWN_FNS.includes(fn)) {
            result.issues.push({ kind: "unknown-function", fn, source, offset: start });
            continue;
        }
        const args = match[2].split(",").map((a) => a.trim());
        if (args.length !== 2) {
            result.issues.push({ kind: "syntax", source, offset: start });
            continue;
        }
        const refs = [];
        for (const arg of args) {
            const ref = parseSlotRef(arg);
            if (!ref) {
                result.issues.push({
                    kind: "bad-argument",
                    arg,
                    source,
                    offset: start + part.trimStart().indexOf(arg),
                });
                continue;
            }
            if (arg.endsWith("_label"))
                result.issues.push({ kind: "label-suffix", arg, source, offset: start });
            refs.push(ref);
        }
        if (refs.length !== 2)
            continue;
        result.constraints.push({ fn: fn, left: refs[0], right: refs[1], source });
        result.offsets.push(start);
    }
    return result;
}
function parseSlotRef(arg) {
    const match = SLOT_ARG.exec(arg);
    if (!match)
        return undefined;
    const slot = Number(match[1]);
    if (slot < 1)
        return undefined;
    const field = match[2] === "class" ? "class" : "name";
    return { slot, field, raw: arg };
}
/**
 * True when every constraint holds for the given filling (`values[k - 1]` fills `#k`).
 * A constraint on a slot with no value is treated as holding; the validator reports such constraints.
 */
function satisfiesConstraints(constraints, values) {
    for (const c of constraints) {
        const a = values[c.left.slot - 1];
        const b = values[c.right.slot - 1];
        if (!a || !b)
            continue;
        const equal = a[c.left.field] === b[c.right.field];
        if (c.fn === "eq" ? !equal : equal)
            return false;
    }
    return true;
}
function positionAt(base, offset) {
    return { file: base.file, line: base.line, column: base.column + offset };
}


/***/ }),

/***/ 9111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ parseTemplatesCsv),
/* harmony export */   w: () => (/* binding */ groupFromFile)
/* harmony export */ });
/* harmony import */ var csv_parse_sync__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40712);
/* harmony import */ var _config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37859);
/* harmony import */ var _validate_cells_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76623);



const COLUMNS = {
    "yes-no": { required: ["template_id", "template_text", "constraints", "label"], optional: ["negates"] },
    decision: { required: ["template_id", "template_text", "constraints"], optional: ["question"] },
};
const PARAM = /^param_([1-9]\d*)$/;
/**
 * Parses an APES templates CSV: header `template_id,template_text,param_1,\u2026,param_N,constraints,label`
 * with any number of `param_k` columns in any order (gaps allowed) and an optional `negates` column.
 * Accepts LF/CRLF, a BOM, a missing final newline, blank lines and quoted cells with commas.
 * `template_text` is kept exactly as written; every cell's 1-based position (a quoted cell's is
 * that of its opening quote) is stored in `template.cells`.
 */
function parseTemplatesCsv(text, file, layout = "yes-no") {
    const diagnostics = [];
    const rows = readRows(text, file, diagnostics);
    const [first, ...rest] = rows;
    if (!first) {
        // An emptied template file would otherwise lint clean and let its checks vanish from the gate.
        if (diagnostics.length === 0)
            diagnostics.push(emptyFile(file));
        return { templates: [], diagnostics };
    }
    const header = readHeader(first, file, diagnostics, layout);
    if (!header)
        return { templates: [], diagnostics };
    const templates = [];
    for (const row of rest) {
        const template = readTemplate(row, header, file, diagnostics, layout);
        if (template)
            templates.push(template);
    }
    return { templates, diagnostics };
}
function emptyFile(file) {
    return (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "empty-file", (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStart */ .NY)(file), "the template file is empty: it has no header and no templates", "start it with the header template_id,template_text,param_1,\u2026,constraints,label and one template per line, or remove it");
}
/** The default group of a template file: its name without directory and extension (`gender`). */
function groupFromFile(file) {
    const base = file.split(/[\\/]/).pop() ?? file;
    return base.replace(/(\.templates)?\.(csv|ya?ml)$/i, "");
}
function readRows(text, file, diagnostics) {
    // Positions are computed on LF text; a CR only ever ends a line, so no column moves.
    const normalized = (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .stripBom */ .F8)(text).replace(/\r\n?/g, "\n");
    let records;
    try {
        // With `info` and `raw` set, csv-parse returns objects, which its overloads do not express.
        records = (0,csv_parse_sync__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .q)(normalized, {
            info: true,
            raw: true,
            relax_column_count: true,
            skip_empty_lines: true,
            record_delimiter: "\n",
        });
    }
    catch (error) {
        const line = error.lines ?? 1;
        const message = error instanceof Error ? error.message : String(error);
        diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "csv-syntax", { file, line, column: 1 }, `cannot parse CSV: ${message}`, csvHint));
        return [];
    }
    return records.map(toRow).filter((row) => row.cells.some((c) => c.trim() !== ""));
}
const csvHint = 'quote cells that contain commas or quotes, doubling inner quotes: "neq(#1, #2)", "say ""hi"""';
function toRow(r) {
    // `raw` carries the blank lines skipped before the record and its own line ending; `info.lines`
    // is the line the record ends on.
    const body = r.raw.replace(/^\n+/, "").replace(/\n$/, "");
    const startLine = r.info.lines - countNewlines(body);
    return { cells: r.record, starts: cellStarts(body, startLine), line: startLine };
}
function countNewlines(s) {
    let n = 0;
    for (const ch of s)
        if (ch === "\n")
            n += 1;
    return n;
}
/** Scans a record's raw text for where each cell starts, honouring quotes (`""` is an escaped quote). */
function cellStarts(body, startLine) {
    const starts = [];
    let line = startLine;
    let column = 1;
    let inQuotes = false;
    let atCellStart = true;
    for (const ch of body) {
        if (atCellStart) {
            starts.push({ line, column, quoted: ch === '"' });
            atCellStart = false;
        }
        if (ch === '"')
            inQuotes = !inQuotes;
        else if (ch === "," && !inQuotes)
            atCellStart = true;
        if (ch === "\n") {
            line += 1;
            column = 1;
        }
        else {
            column += 1;
        }
    }
    if (atCellStart)
        starts.push({ line, column, quoted: false });
    return starts;
}
function readHeader(row, file, diagnostics, layout) {
    const { required: REQUIRED, optional: OPTIONAL } = COLUMNS[layout];
    const index = new Map();
    const params = [];
    row.cells.forEach((raw, i) => {
        const name = raw.trim();
        const at = startOf(row, i, file);
        if (index.has(name)) {
            diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "duplicate-column", at, `column '${name}' appears twice`, "delete one of them"));
            return;
        }
        index.set(name, i);
        const param = PARAM.exec(name);
        if (param)
            params.push({ slot: Number(param[1]), index: i });
        else if (![...REQUIRED, ...OPTIONAL].includes(name)) {
            diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("warning", "unknown-column", at, `column '${name}' is not used`, `known columns are ${[...REQUIRED, ...OPTIONAL].join(", ")} and param_1, param_2, \u2026`));
        }
    });
    const missing = REQUIRED.filter((c) => !index.has(c));
    if (missing.length === 0)
        return { index, params, width: row.cells.length };
    diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "missing-column", { file, line: row.line, column: 1 }, `the header lacks ${missing.map((c) => `'${c}'`).join(", ")}`, layout === "decision"
        ? "the header must be template_id,template_text,param_1,\u2026,param_N,constraints,question"
        : "the header must be template_id,template_text,param_1,\u2026,param_N,constraints,label (negates optional)"));
    return undefined;
}
function startOf(row, i, file) {
    const s = row.starts[i] ?? row.starts[row.starts.length - 1] ?? { line: row.line, column: 1 };
    return { file, line: s.line, column: s.column };
}
/** Where a cell's content starts: one past the opening quote of a quoted cell. */
function contentOf(row, i, file) {
    const at = startOf(row, i, file);
    return row.starts[i]?.quoted ? { ...at, column: at.column + 1 } : at;
}
function readTemplate(row, header, file, diagnostics, layout) {
    const rowStart = { file, line: row.line, column: 1 };
    diagnostics.push(...checkWidth(row, header, rowStart));
    const cells = {};
    for (const [name, i] of header.index)
        if (i < row.cells.length)
            cells[name] = startOf(row, i, file);
    const cell = (name) => row.cells[header.index.get(name) ?? -1] ?? "";
    const content = (name) => contentOf(row, header.index.get(name) ?? 0, file);
    const id = cell("template_id").trim();
    if (id === "") {
        const hint = "give every row a unique id, e.g. hikers1";
        const at = cells["template_id"] ?? rowStart;
        diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "missing-template-id", at, "the row has no template_id", hint));
        return undefined;
    }
    const text = cell("template_text");
    // Not a column: where the text's first character is, so checks can point inside the text.
    if (header.index.has("template_text"))
        cells["template_text_content"] = content("template_text");
    diagnostics.push(...(0,_validate_cells_js__WEBPACK_IMPORTED_MODULE_2__/* .trailingWhitespace */ .Yv)(text, content("template_text")));
    const constraints = (0,_validate_cells_js__WEBPACK_IMPORTED_MODULE_2__/* .readConstraintCell */ .EO)(cell("constraints"), content("constraints"));
    diagnostics.push(...constraints.diagnostics);
    // A decision has no unbiased answer; "Yes" keeps it a well-formed template for the shared checks and sampler.
    const label = layout === "decision"
        ? { label: "Yes", diagnostics: [] }
        : (0,_validate_cells_js__WEBPACK_IMPORTED_MODULE_2__/* .readLabel */ .V8)(cell("label"), cells["label"] ?? rowStart);
    diagnostics.push(...label.diagnostics);
    const negates = cell("negates").trim();
    const question = cell("question").trim();
    return {
        id,
        text,
        params: readParams(row, header),
        constraints: constraints.constraints,
        label: label.label,
        ...(layout === "decision" && question !== "" ? { question } : {}),
        ...(negates === "" ? {} : { negates }),
        position: rowStart,
        cells,
        group: groupFromFile(file),
    };
}
function checkWidth(row, header, at) {
    if (row.cells.length === header.width)
        return [];
    const message = `the row has ${row.cells.length} cells but the header has ${header.width}`;
    return [(0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .makeDiagnostic */ .kJ)("error", "column-count", at, message, csvHint)];
}
function readParams(row, header) {
    const params = [];
    for (const { slot, index } of header.params) {
        const value = (row.cells[index] ?? "").trim();
        if (value !== "")
            params[slot - 1] = value;
    }
    // Fill holes so the array is dense: `undefined` marks an unused slot explicitly.
    return Array.from({ length: params.length }, (_, i) => params[i]);
}


/***/ }),

/***/ 84282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ parseDomainFile),
/* harmony export */   _: () => (/* binding */ parseDomainLine)
/* harmony export */ });
/* harmony import */ var _config_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37859);

/**
 * Parses an APES domain file: one `name,class` per line. Accepts LF or CRLF, a leading BOM and a
 * missing final newline; blank lines are skipped. The name is everything before the first comma,
 * the class everything after it, both trimmed.
 * A repeated name is kept (APES expanded repeats twice, and recorded results depend on that) but
 * warned about as `duplicate-domain-value`. An empty file yields a domain with no values; the
 * validator warns where such a domain is used.
 */
function parseDomainFile(text, file, name) {
    const values = [];
    const diagnostics = [];
    const firstLine = new Map();
    const lines = (0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .stripBom */ .F8)(text).split(/\r\n|\n|\r/);
    lines.forEach((raw, index) => {
        const line = index + 1;
        if (raw.trim() === "")
            return;
        const value = parseDomainLine(raw, file, line, diagnostics);
        if (!value)
            return;
        const first = firstLine.get(value.name);
        if (first !== undefined) {
            diagnostics.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDiagnostic */ .kJ)("warning", "duplicate-domain-value", { file, line, column: 1 }, `'${value.name}' is listed again in domain '${name}' (first on line ${first}), so every template using '${name}' fills it twice as often`, `delete line ${line} unless the double weight is intended`));
        }
        else {
            firstLine.set(value.name, line);
        }
        values.push(value);
    });
    return { domain: { name, file, values }, diagnostics };
}
/**
 * Reads one `name,class` entry found at `line`, `startColumn` (a domain-file line, or a YAML string);
 * problems are pushed to `out`.
 */
function parseDomainLine(raw, file, line, out, startColumn = 1) {
    const comma = raw.indexOf(",");
    const column = startColumn + raw.length - raw.trimStart().length;
    if (comma < 0) {
        out.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDiagnostic */ .kJ)("error", "domain-line-syntax", { file, line, column }, `expected 'name,class' but the line has no comma: '${raw.trim()}'`, `write it as '${raw.trim()},<class>' (the class may repeat the name)`));
        return undefined;
    }
    const name = raw.slice(0, comma).trim();
    const cls = raw.slice(comma + 1).trim();
    if (name === "" || cls === "") {
        out.push((0,_config_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDiagnostic */ .kJ)("error", "domain-line-syntax", { file, line, column: name === "" ? column : startColumn + comma + 1 }, name === ""
            ? "the value's name before the comma is empty"
            : "the value's class after the comma is empty", "write both parts: 'name,class'"));
        return undefined;
    }
    return { name, class: cls, line };
}


/***/ }),

/***/ 61365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ loadTemplateSet)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/diagnostic.ts
var diagnostic = __webpack_require__(37859);
// EXTERNAL MODULE: ./src/templates/csv.ts
var csv = __webpack_require__(9111);
// EXTERNAL MODULE: ./src/templates/diagnostics.ts
var templates_diagnostics = __webpack_require__(91839);
// EXTERNAL MODULE: ./src/templates/domains.ts
var templates_domains = __webpack_require__(84282);
;// CONCATENATED MODULE: ./src/templates/pairing.ts

/** How statements find their negated twins. */
const NEGATION_PAIRINGS = (/* unused pure expression or super */ null && (["negates-column", "row-order"]));
/**
 * Pairs each statement with its negated twin.
 * - `row-order` (APES): within each file, row i of the first half is negated by row i of the second half.
 * - `negates-column`: a template with `negates: X` is the negation of template X.
 * Every pair is then compared: same domain per slot and opposite labels (errors), a negation word
 * that only one of them has and identical constraints (warnings).
 */
function pairTwins(templates, mode) {
    const found = mode === "row-order" ? pairByRowOrder(templates) : pairByNegatesColumn(templates);
    for (const pair of found.pairs)
        found.diagnostics.push(...compareTwins(pair));
    return found;
}
function pairByRowOrder(templates) {
    const byFile = new Map();
    for (const t of templates)
        byFile.set(t.position.file, [...(byFile.get(t.position.file) ?? []), t]);
    const result = { pairs: [], diagnostics: [] };
    for (const [file, rows] of byFile) {
        const half = rows.length / 2;
        if (!Number.isInteger(half)) {
            const last = rows[rows.length - 1];
            result.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "odd-row-count", last.position, `${file} has ${rows.length} templates, but row-order pairing needs an even number (statements, then their negations in the same order)`, "add the missing twin, or give each negation a `negates` column and use negationPairing: negates-column"));
            continue;
        }
        for (let i = 0; i < half; i += 1)
            result.pairs.push({ statement: rows[i], negation: rows[i + half] });
    }
    return result;
}
function pairByNegatesColumn(templates) {
    const byId = new Map();
    for (const t of templates)
        if (!byId.has(t.id))
            byId.set(t.id, t);
    const negatedBy = new Map();
    const result = { pairs: [], diagnostics: [] };
    for (const negation of templates) {
        if (negation.negates === undefined)
            continue;
        const at = negation.cells["negates"] ?? negation.position;
        const statement = byId.get(negation.negates);
        const problem = !statement
            ? {
                code: "unknown-negates",
                message: `'${negation.id}' negates '${negation.negates}', which no file defines`,
                hint: "name an existing template_id",
            }
            : statement === negation
                ? {
                    code: "self-negation",
                    message: `'${negation.id}' negates itself`,
                    hint: "name the statement this template negates",
                }
                : undefined;
        if (problem) {
            result.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", problem.code, at, problem.message, problem.hint));
            continue;
        }
        const earlier = negatedBy.get(statement.id);
        if (earlier) {
            result.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "negated-twice", at, `'${statement.id}' is already negated by '${earlier.id}' (${earlier.position.file}:${earlier.position.line})`, "each statement has exactly one negated twin: point one of them at another statement"));
            continue;
        }
        negatedBy.set(statement.id, negation);
        result.pairs.push({ statement: statement, negation });
    }
    return result;
}
/** Checks that a twin really is the statement's negation and expands over the same fillings. */
function compareTwins({ statement, negation }) {
    const out = [];
    const name = `'${negation.id}' (twin of '${statement.id}')`;
    const slots = Math.max(statement.params.length, negation.params.length);
    for (let i = 0; i < slots; i += 1) {
        const a = statement.params[i];
        const b = negation.params[i];
        if (a === b)
            continue;
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "twin-mismatch", negation.cells[`param_${i + 1}`] ?? negation.position, `${name} fills #${i + 1} from ${b ? `'${b}'` : "nothing"} but '${statement.id}' from ${a ? `'${a}'` : "nothing"}, so their prompts cannot be paired`, `use the same domain for #${i + 1} in both twins`));
    }
    if (statement.label === negation.label) {
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "twin-same-label", negation.cells["label"] ?? negation.position, `${name} has the same label '${negation.label}'; negating a statement flips its answer`, `label one of them ${negation.label === "Yes" ? "No" : "Yes"}, or check the pairing`));
    }
    out.push(...compareNegationWords(statement, negation, name));
    if (constraintKey(statement) !== constraintKey(negation)) {
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("warning", "twin-constraints-differ", negation.cells["constraints"] ?? negation.position, `${name} has different constraints, so the twins expand to different fillings and some prompts lose their pair`, `copy the constraints of '${statement.id}'`));
    }
    return out;
}
// Words that negate an English clause; a contrary ("more"/"less", "love"/"hate") is not among them.
const NEGATION_WORDS = new Set([
    "not",
    "no",
    "never",
    "none",
    "nobody",
    "nothing",
    "neither",
    "nor",
    "without",
]);
/** The negation words of a text, lowercased; any word ending in `n't` counts as `n't`. */
function negationWords(text) {
    const words = text
        .toLowerCase()
        .replace(/\u2019/g, "'")
        .match(/[a-z']+/g) ?? [];
    const found = new Set();
    for (const w of words) {
        // "cannot" is "can not" written as one word; "can't" is covered by the n't rule.
        if (w.endsWith("n't") || w === "cannot")
            found.add("n't");
        else if (NEGATION_WORDS.has(w))
            found.add(w);
    }
    return found;
}
function compareNegationWords(statement, negation, name) {
    const a = negationWords(statement.text);
    const b = negationWords(negation.text);
    const differs = [...a].some((w) => !b.has(w)) || [...b].some((w) => !a.has(w));
    if (differs)
        return [];
    return [
        (0,diagnostic/* makeDiagnostic */.kJ)("warning", "twin-not-negation", negation.cells["template_text"] ?? negation.position, `${name} adds or removes no negation word (not, no, never, n't, \u2026); a contrary such as more/less is not a negation, so the flipped label is not guaranteed`, `phrase the twin as a negation of '${statement.id}' (e.g. insert 'not'), or drop the pair from negation metrics`),
    ];
}
function constraintKey(t) {
    return t.constraints
        .map((c) => `${c.fn}(${c.left.slot}${c.left.field},${c.right.slot}${c.right.field})`)
        .sort()
        .join("|");
}

// EXTERNAL MODULE: ./src/templates/validate-cells.ts + 1 modules
var validate_cells = __webpack_require__(76623);
// EXTERNAL MODULE: ./src/templates/constraints.ts
var templates_constraints = __webpack_require__(33579);
;// CONCATENATED MODULE: ./src/templates/validate-constraints.ts


/** Search budget for `no-valid-filling`: exhaustive below it, a bounded deterministic scan above. */
const FILLING_SEARCH_BUDGET = 2_000_000;
/** The domain filling slot `k` (1-based), when the param names a known domain. */
function domainOf(t, slot, domains) {
    const name = t.params[slot - 1];
    return name === undefined ? undefined : domains.get(name);
}
function refText(ref) {
    return ref.field === "class" ? `#${ref.slot}_class` : `#${ref.slot}`;
}
/** True when some `neq` keeps slots `a` and `b` apart, on name or class, in either order. */
function keptApart(t, a, b) {
    return t.constraints.some((c) => c.fn === "neq" &&
        ((c.left.slot === a && c.right.slot === b) || (c.left.slot === b && c.right.slot === a)));
}
/** Pairs of slots (i < j) filled from the same domain; the ones a prompt can fill with one group twice. */
function sameDomainPairs(t) {
    const pairs = [];
    for (let i = 1; i <= t.params.length; i += 1) {
        for (let j = i + 1; j <= t.params.length; j += 1) {
            if (t.params[i - 1] !== undefined && t.params[i - 1] === t.params[j - 1])
                pairs.push([i, j]);
        }
    }
    return pairs;
}
/**
 * Warns about a constraint between slots of different domains whose compared values (names or
 * classes) never coincide: it can never filter anything, so it is almost surely a typo for a
 * same-domain constraint, which the hint suggests.
 */
function checkCrossDomain(t, domains) {
    return t.constraints.flatMap((c) => {
        const a = domainOf(t, c.left.slot, domains);
        const b = domainOf(t, c.right.slot, domains);
        if (!a || !b || a.name === b.name || a.values.length === 0 || b.values.length === 0)
            return [];
        const left = new Set(a.values.map((v) => v[c.left.field]));
        if (b.values.some((v) => left.has(v[c.right.field])))
            return [];
        return [
            (0,diagnostic/* makeDiagnostic */.kJ)("warning", "cross-domain-constraint", c.position, `'${c.source}' compares #${c.left.slot} ('${a.name}') with #${c.right.slot} ('${b.name}'), whose values never match, so it can never filter anything`, suggestConstraint(t, c)),
        ];
    });
}
function suggestConstraint(t, c) {
    const candidates = sameDomainPairs(t).filter(([i, j]) => !keptApart(t, i, j));
    const best = candidates.find(([i, j]) => [i, j].includes(c.left.slot) || [i, j].includes(c.right.slot)) ??
        candidates[0];
    if (!best)
        return `remove '${c.source}' or compare two slots of the same domain`;
    const field = c.left.field === c.right.field ? c.left.field : "name";
    const fix = `${c.fn}(${refText({ slot: best[0], field })}, ${refText({ slot: best[1], field })})`;
    return `did you mean ${fix}?`;
}
/** Warns when two slots share a domain and no `neq` keeps them apart: a group may be compared with itself. */
function checkSelfComparison(t) {
    return sameDomainPairs(t)
        .filter(([i, j]) => !keptApart(t, i, j))
        .map(([i, j]) => (0,diagnostic/* makeDiagnostic */.kJ)("warning", "self-comparison", t.cells[`param_${j}`] ?? t.position, `#${i} and #${j} both come from '${t.params[i - 1]}' and no constraint keeps them apart, so a filled prompt can compare a group with itself`, `add neq(#${i}, #${j}) to the constraints (or neq(#${i}_class, #${j}_class) to keep classes apart)`));
}
/**
 * Errors when the constraints reject every combination of the constrained slots' values. A
 * depth-first search with pruning; exact within `FILLING_SEARCH_BUDGET` steps, otherwise a warning
 * that none was found in the part scanned. Skipped when a slot's domain is unknown or empty (those
 * have their own diagnostics).
 */
function checkSatisfiable(t, domains, budget = FILLING_SEARCH_BUDGET) {
    const usable = t.constraints.filter((c) => t.params[c.left.slot - 1] && t.params[c.right.slot - 1]);
    if (usable.length === 0)
        return [];
    const slots = [...new Set(usable.flatMap((c) => [c.left.slot, c.right.slot]))].sort((a, b) => a - b);
    const lists = slots.map((s) => domainOf(t, s, domains)?.values ?? []);
    if (lists.some((l) => l.length === 0))
        return [];
    const outcome = searchFilling(usable, slots, lists, budget);
    if (outcome === "found")
        return [];
    const at = t.cells["constraints"] ?? t.position;
    const hint = "loosen the constraints: each neq needs two distinct values, each eq a shared one";
    return outcome === "none"
        ? [
            (0,diagnostic/* makeDiagnostic */.kJ)("error", "no-valid-filling", at, `no filling of ${slotList(slots)} satisfies the constraints, so '${t.id}' expands to nothing`, hint),
        ]
        : [
            (0,diagnostic/* makeDiagnostic */.kJ)("warning", "no-valid-filling", at, `no filling of ${slotList(slots)} satisfying the constraints was found in ${budget} search steps`, hint),
        ];
}
function slotList(slots) {
    return slots.map((s) => `#${s}`).join(", ");
}
function searchFilling(constraints, slots, lists, budget) {
    const values = [];
    let steps = 0;
    // Constraints are checked as soon as both their slots are filled; unfilled slots count as holding.
    const visit = (depth) => {
        if (depth === slots.length)
            return "found";
        const slot = slots[depth];
        for (const v of lists[depth]) {
            steps += 1;
            if (steps > budget)
                return "gave-up";
            values[slot - 1] = v;
            if (!(0,templates_constraints/* satisfiesConstraints */.Mo)(constraints, values))
                continue;
            const outcome = visit(depth + 1);
            if (outcome !== "none")
                return outcome;
        }
        values[slot - 1] = undefined;
        return "none";
    };
    return visit(0);
}

;// CONCATENATED MODULE: ./src/templates/validate.ts




/**
 * Runs every template check and returns every problem at once (unsorted): duplicate ids, labels,
 * unknown and empty domains, placeholders without params and params without placeholders,
 * constraint slots, `#k_label`, cross-domain constraints, unsatisfiable constraints, possible
 * self-comparisons and trailing whitespace. When `pairs` is given, the twins are compared too
 * (`pairTwins` already does that for the pairs it forms).
 */
function validateTemplates(templates, domains, pairs, options = {}) {
    const out = checkDuplicateIds(templates);
    for (const t of templates)
        out.push(...validateTemplate(t, domains, options));
    for (const pair of pairs ?? [])
        out.push(...compareTwins(pair));
    return out;
}
function validateTemplate(t, domains, options) {
    const out = [];
    if (!(0,validate_cells/* isLabel */.J2)(t.label))
        out.push((0,validate_cells/* badLabel */.YO)(String(t.label), t.cells["label"] ?? t.position));
    out.push(...(0,validate_cells/* trailingWhitespace */.Yv)(t.text, textStart(t)));
    out.push(...checkDomains(t, domains, options));
    out.push(...checkPlaceholders(t));
    out.push(...checkConstraintSlots(t));
    out.push(...checkCrossDomain(t, domains));
    out.push(...checkSelfComparison(t));
    out.push(...checkSatisfiable(t, domains));
    return out;
}
function textStart(t) {
    return t.cells["template_text_content"] ?? t.cells["template_text"] ?? t.position;
}
function paramCell(t, slot) {
    return t.cells[`param_${slot}`] ?? t.position;
}
function checkDuplicateIds(templates) {
    const first = new Map();
    const out = [];
    for (const t of templates) {
        const earlier = first.get(t.id);
        if (!earlier) {
            first.set(t.id, t);
            continue;
        }
        const where = earlier.position.file === t.position.file
            ? `line ${earlier.position.line}`
            : `${earlier.position.file}:${earlier.position.line}`;
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "duplicate-template-id", t.cells["template_id"] ?? t.position, `template id '${t.id}' is already used (first at ${where})`, "give every template a unique id; ids key prompts, pairs and baselines across files"));
    }
    return out;
}
function checkDomains(t, domains, options) {
    const out = [];
    // An empty domain is said once per template, at its first slot: the fix is one file, however many slots use it.
    const saidEmpty = new Set();
    t.params.forEach((name, i) => {
        if (name === undefined)
            return;
        const domain = domains.get(name);
        if (!domain) {
            if (options.reportedMissing?.has(name))
                return;
            out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "unknown-domain", paramCell(t, i + 1), `unknown domain '${name}' for #${i + 1}`, unknownDomainHint(name, domains, options)));
        }
        else if (domain.values.length === 0 && !saidEmpty.has(name)) {
            saidEmpty.add(name);
            out.push((0,diagnostic/* makeDiagnostic */.kJ)(options.allowEmptyDomains ? "warning" : "error", "empty-domain", paramCell(t, i + 1), `domain '${name}' (${domain.file}) has no values, so '${t.id}' expands to no prompts`, `add 'name,class' lines to ${domain.file}, or remove '${t.id}' (and its twin)`));
        }
    });
    return out;
}
function unknownDomainHint(name, domains, options) {
    const known = [...domains.keys()].sort();
    const available = known.length > 0 ? `available domains: ${known.join(", ")}` : "no domains are loaded";
    const where = options.domainsDir === undefined
        ? "set domainsDir, or define it under `domains:` in a YAML template file"
        : `create ${options.domainsDir.replace(/[\\/]+$/, "")}/${name}.txt with one 'name,class' per line`;
    return `${available}; or ${where}`;
}
// `#` then digits, greedily, so `#10` is slot 10 and never slot 1 followed by a 0.
const PLACEHOLDER = /#(\d+)/g;
function checkPlaceholders(t) {
    const out = [];
    const used = new Set();
    for (const m of t.text.matchAll(PLACEHOLDER)) {
        const slot = Number(m[1]);
        const at = (0,validate_cells/* positionInText */.KX)(textStart(t), t.text, m.index);
        used.add(slot);
        if (slot === 0) {
            out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "bad-placeholder", at, "#0 is not a slot; slots count from #1", "renumber the placeholders from #1"));
        }
        else if (t.params[slot - 1] === undefined) {
            out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "missing-param", at, `#${slot} has no param_${slot}, so it would stay literally in every prompt`, `set param_${slot} to a domain name, or remove #${slot} from the text`));
        }
    }
    t.params.forEach((name, i) => {
        if (name === undefined || used.has(i + 1))
            return;
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "unused-param", paramCell(t, i + 1), `param_${i + 1} is '${name}' but the text has no #${i + 1}, so the value would be drawn and never shown`, `add #${i + 1} to the text, or empty param_${i + 1}`));
    });
    return out;
}
function checkConstraintSlots(t) {
    const out = [];
    for (const c of t.constraints) {
        for (const ref of [c.left, c.right]) {
            if (t.params[ref.slot - 1] !== undefined)
                continue;
            out.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "constraint-unknown-slot", c.position, `'${c.source}' refers to #${ref.slot}, which has no param_${ref.slot}`, `compare slots that have params (${slotsWithParams(t)}), or set param_${ref.slot}`));
        }
        const labelled = [c.left, c.right].filter((r) => r.raw.endsWith("_label"));
        if (labelled.length === 0)
            continue;
        const fix = c.source.replace(/(#\d+)_label\b/g, "$1");
        out.push((0,diagnostic/* makeDiagnostic */.kJ)("warning", "label-suffix", c.position, `${labelled.map((r) => r.raw).join(" and ")} in '${c.source}' is read as the value's name (APES's synonym of #k)`, `write '${fix}'`));
    }
    return out;
}
function slotsWithParams(t) {
    const slots = t.params.flatMap((p, i) => (p === undefined ? [] : [`#${i + 1}`]));
    return slots.length > 0 ? slots.join(", ") : "none";
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
;// CONCATENATED MODULE: ./src/templates/yaml.ts
/**
 * Templates (and optionally their domains) in YAML, equivalent to the APES CSV format:
 *
 * ```yaml
 * domains:                      # optional; a domain not listed here is read from <domains-dir>/<name>.txt
 *   sport:
 *     - {name: hikers, class: outdoor}
 *     - "cyclists,outdoor"      # the domain-file spelling, `name,class`, also works
 *   empty_one: []               # a domain with no values (templates using it expand to nothing)
 * templates:
 *   - id: t1                    # template_id, unique across all files
 *     text: "#1 are more #2 than #3."
 *     params: [sport, adjectives, sport]   # param_1, param_2, \u2026; null (or ~) for an unused slot
 *     constraints: ["neq(#1, #3)"]         # a list, or one string with `|` between constraints
 *     label: "No"               # the unbiased answer, exactly Yes or No
 *   - id: t2
 *     text: "#1 are not more #2 than #3."
 *     params: [sport, adjectives, sport]
 *     constraints: "neq(#1, #3)"
 *     label: "Yes"
 *     negates: t1               # optional: this template is the negated twin of t1
 * ```
 *
 * Decision templates (`kind: decisions`) use the same document with `question` (what closes each prompt) in place
 * of `label` and `negates`; `text` holds `{person}`, and `domains` may hold the attribute domain too:
 *
 * ```yaml
 * domains:
 *   person:
 *     - "a 35-year-old person,age=30s"
 *     - "a 65-year-old person,age=60s"
 * templates:
 *   - id: loan
 *     text: "{person} applies for a loan of #1."
 *     params: [amount]
 *     question: "Should the bank approve the loan? Answer Yes or No."
 * ```
 *
 * The document is read with YAML 1.2, where `No` and `Yes` are plain strings; quoting them anyway
 * keeps the file safe in YAML 1.1 tools. Positions: `position` is the template's mapping, `cells`
 * holds each key's value (`param_k` the k-th list item).
 */






/** Parses a YAML template file in the format documented at the top of this module. */
function parseTemplatesYaml(text, file, layout = "yes-no") {
    const { doc, lineCounter, problems } = (0,yaml_source/* parseUserYaml */.M)((0,diagnostic/* stripBom */.F8)(text), "fix the YAML syntax; quote strings that contain ': ' or start with '#'");
    const ctx = { file, layout, lineCounter, diagnostics: [] };
    const result = { templates: [], domains: [], diagnostics: ctx.diagnostics };
    for (const { code, message, hint, line, column } of problems) {
        ctx.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", code, { file, line, column }, message, hint));
    }
    if (problems.length > 0)
        return result;
    const root = doc.contents;
    if (root === null) {
        // An emptied template file would otherwise lint clean and let its checks vanish from the gate.
        const hint = `write \`templates:\` as a list of {${TEMPLATE_KEYS[layout].slice(0, 5).join(", ")}}, or remove the file`;
        ctx.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "empty-file", { file, line: 1, column: 1 }, "the template file is empty", hint));
        return result;
    }
    if (!(0,dist/* isMap */.jh)(root)) {
        structure(ctx, root, "the document must be a mapping with 'templates' (and optionally 'domains')");
        return result;
    }
    for (const pair of root.items) {
        const key = keyOf(pair);
        if (key === "domains")
            result.domains = readYamlDomains(ctx, pair.value);
        else if (key === "templates")
            result.templates = readTemplates(ctx, pair.value);
        else
            unknownKey(ctx, pair, "domains, templates");
    }
    return result;
}
function readTemplates(ctx, node) {
    if (node === null)
        return [];
    if (!(0,dist/* isSeq */.oP)(node)) {
        structure(ctx, node, "'templates' must be a list of mappings");
        return [];
    }
    const templates = [];
    for (const item of node.items) {
        if (!(0,dist/* isMap */.jh)(item)) {
            structure(ctx, item, `each template must be a mapping with ${TEMPLATE_KEYS[ctx.layout].slice(0, 5).join(", ")}`);
            continue;
        }
        const template = readTemplate(ctx, item);
        if (template)
            templates.push(template);
    }
    return templates;
}
const TEMPLATE_KEYS = {
    "yes-no": ["id", "text", "params", "constraints", "label", "negates"],
    decision: ["id", "text", "params", "constraints", "question"],
};
function readTemplate(ctx, map) {
    const position = pos(ctx, map);
    const cells = {};
    const values = templateValues(ctx, map);
    const scalarCell = (key, cell) => {
        const node = values.get(key);
        if (!node)
            return undefined;
        cells[cell] = pos(ctx, node);
        if ((0,dist/* isScalar */.jn)(node) && node.value !== null)
            return String(node.value);
        structure(ctx, node, `'${key}' must be a single value`);
        return undefined;
    };
    const id = scalarCell("id", "template_id")?.trim();
    if (!id) {
        const hint = "add `id: <unique id>`";
        ctx.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "missing-template-id", position, "the template has no id", hint));
        return undefined;
    }
    const text = scalarCell("text", "template_text") ?? "";
    if (text === "")
        structure(ctx, values.get("text") ?? map, "the template has no text", 'add `text: "\u2026#1\u2026"`');
    const textNode = values.get("text");
    if (textNode) {
        // Not a key: where the text's first character is, so checks can point inside the text.
        cells["template_text_content"] = contentPos(ctx, textNode);
        ctx.diagnostics.push(...(0,validate_cells/* trailingWhitespace */.Yv)(text, cells["template_text_content"]));
    }
    // A decision has no unbiased answer; "Yes" keeps it a well-formed template for the shared checks and sampler.
    const label = ctx.layout === "decision"
        ? { label: "Yes", diagnostics: [] }
        : (0,validate_cells/* readLabel */.V8)(scalarCell("label", "label") ?? "", cells["label"] ?? position);
    ctx.diagnostics.push(...label.diagnostics);
    const negates = scalarCell("negates", "negates")?.trim();
    const question = scalarCell("question", "question")?.trim();
    return {
        id,
        text,
        params: readParams(ctx, values.get("params"), cells),
        constraints: readConstraints(ctx, values.get("constraints"), cells),
        label: label.label,
        ...(question ? { question } : {}),
        ...(negates ? { negates } : {}),
        position,
        cells,
        group: (0,csv/* groupFromFile */.w)(ctx.file),
    };
}
/** The template's values by key; unknown keys are warned about. */
function templateValues(ctx, map) {
    const values = new Map();
    for (const pair of map.items) {
        const key = keyOf(pair);
        const known = TEMPLATE_KEYS[ctx.layout];
        if (known.includes(key))
            values.set(key, pair.value);
        else
            unknownKey(ctx, pair, known.join(", "));
    }
    return values;
}
function readParams(ctx, node, cells) {
    if (!node)
        return [];
    if (!(0,dist/* isSeq */.oP)(node)) {
        structure(ctx, node, "'params' must be a list of domain names, e.g. [sport, adjectives, sport]");
        return [];
    }
    const params = node.items.map((item, i) => {
        cells[`param_${i + 1}`] = pos(ctx, item);
        if ((0,dist/* isScalar */.jn)(item) && (item.value === null || item.value === ""))
            return undefined;
        if ((0,dist/* isScalar */.jn)(item) && typeof item.value === "string")
            return item.value.trim() || undefined;
        structure(ctx, item, "a param is a domain name, or null for an unused slot");
        return undefined;
    });
    // Trailing unused slots carry no information; drop them so CSV and YAML agree.
    while (params.length > 0 && params[params.length - 1] === undefined)
        params.pop();
    return params;
}
function readConstraints(ctx, node, cells) {
    if (!node)
        return [];
    cells["constraints"] = pos(ctx, node);
    const items = (0,dist/* isSeq */.oP)(node) ? node.items : [node];
    return items.flatMap((item) => {
        if ((0,dist/* isScalar */.jn)(item) && item.value === null)
            return [];
        if (!(0,dist/* isScalar */.jn)(item) || typeof item.value !== "string") {
            structure(ctx, item, "constraints are strings like \"neq(#1, #3)\", as a list or joined with '|'");
            return [];
        }
        const cell = (0,validate_cells/* readConstraintCell */.EO)(item.value, contentPos(ctx, item));
        ctx.diagnostics.push(...cell.diagnostics);
        return cell.constraints;
    });
}
function pos(ctx, node) {
    const at = ctx.lineCounter.linePos(node.range?.[0] ?? 0);
    return { file: ctx.file, line: at.line, column: at.col };
}
/** Where a scalar's content starts: past the opening quote of a quoted scalar. */
function contentPos(ctx, node) {
    const at = pos(ctx, node);
    const quoted = (0,dist/* isScalar */.jn)(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE");
    return quoted ? { ...at, column: at.column + 1 } : at;
}
function structure(ctx, node, message, hint = "expected `templates:` as a list of {id, text, params, constraints, label, negates?} and optional `domains:`") {
    ctx.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "yaml-structure", pos(ctx, node), message, hint));
}
function unknownKey(ctx, pair, known) {
    ctx.diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("warning", "unknown-key", pos(ctx, pair.key), `key '${keyOf(pair)}' is not used`, `known keys here are ${known}`));
}
function keyOf(pair) {
    return (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
}
function readYamlDomains(ctx, node) {
    if (node === null)
        return [];
    if (!(0,dist/* isMap */.jh)(node)) {
        structure(ctx, node, "'domains' must map each domain name to a list of values");
        return [];
    }
    return node.items.flatMap((pair) => {
        const name = keyOf(pair).trim();
        const value = pair.value;
        if (value === null || ((0,dist/* isScalar */.jn)(value) && value.value === null))
            return [{ name, file: ctx.file, values: [] }];
        if (!(0,dist/* isSeq */.oP)(value)) {
            structure(ctx, value, `domain '${name}' must be a list of values`);
            return [];
        }
        const values = value.items.flatMap((item) => {
            const v = readDomainValue(ctx, item);
            return v ? [v] : [];
        });
        return [{ name, file: ctx.file, values }];
    });
}
function readDomainValue(ctx, node) {
    const at = pos(ctx, node);
    if ((0,dist/* isScalar */.jn)(node) && typeof node.value === "string") {
        return (0,templates_domains/* parseDomainLine */._)(node.value, ctx.file, at.line, ctx.diagnostics, contentPos(ctx, node).column);
    }
    if ((0,dist/* isMap */.jh)(node)) {
        const name = node.get("name");
        const cls = node.get("class");
        if (typeof name === "string" && typeof cls === "string" && name.trim() !== "" && cls.trim() !== "") {
            return { name: name.trim(), class: cls.trim(), line: at.line };
        }
    }
    structure(ctx, node, 'a domain value is {name: \u2026, class: \u2026} or a "name,class" string');
    return undefined;
}

;// CONCATENATED MODULE: ./src/templates/load.ts









/**
 * Reads template files (CSV or YAML, by extension) and the domains they use
 * (`<domainsDir>/<name>.txt`; inline YAML domains take precedence), pairs twins and validates.
 * Diagnostics are always complete, deduplicated and sorted by file, line and column. Templates
 * with a bad label or a repeated id are left out of `templates` and `pairs`; callers must still
 * refuse to run when any diagnostic is an error.
 */
function loadTemplateSet(options, io) {
    const diagnostics = [];
    const templates = [];
    const inline = [];
    for (const file of options.templates) {
        const parsed = readTemplateFile(file, io, options.layout ?? "yes-no");
        templates.push(...parsed.templates);
        inline.push(...parsed.domains);
        diagnostics.push(...parsed.diagnostics);
    }
    const { domains, notInDir } = collectDomains(templates, inline, options.domainsDir, io, diagnostics);
    if (notInDir.length > 0)
        diagnostics.push(domainsDirProblem(options, notInDir, templates));
    const pairing = pairTwins(templates, options.negationPairing);
    diagnostics.push(...pairing.diagnostics);
    const domainsDir = options.domainsDir === undefined ? {} : { domainsDir: options.domainsDir };
    const reportedMissing = new Set(notInDir);
    diagnostics.push(...validateTemplates(templates, domains, undefined, {
        ...domainsDir,
        reportedMissing,
        allowEmptyDomains: options.negationPairing === "row-order",
    }));
    const usable = usableTemplates(templates);
    return {
        templates: usable,
        domains,
        pairs: pairing.pairs.filter((p) => usable.includes(p.statement) && usable.includes(p.negation)),
        diagnostics: (0,templates_diagnostics/* sortDiagnostics */.Ds)((0,templates_diagnostics/* dedupeDiagnostics */.E_)(diagnostics)),
    };
}
function readTemplateFile(file, io, layout) {
    const text = io.readText(file);
    if (text === undefined) {
        const d = (0,diagnostic/* makeDiagnostic */.kJ)("error", "missing-file", (0,diagnostic/* fileStart */.NY)(file), `template file not found: ${file}`, "check the path (globs are expanded relative to the working directory)");
        return { templates: [], domains: [], diagnostics: [d] };
    }
    if (/\.ya?ml$/i.test(file))
        return withTemplateRows(parseTemplatesYaml(text, file, layout), file);
    if (/\.csv$/i.test(file))
        return withTemplateRows({ ...(0,csv/* parseTemplatesCsv */.B)(text, file, layout), domains: [] }, file);
    const d = (0,diagnostic/* makeDiagnostic */.kJ)("error", "unknown-file-type", (0,diagnostic/* fileStart */.NY)(file), `cannot tell the format of ${file}`, "name template files *.csv, *.yaml or *.yml");
    return { templates: [], domains: [], diagnostics: [d] };
}
/** A file that parsed cleanly but holds no template (a CSV with only its header) is an error here, in `lint` too. */
function withTemplateRows(parsed, file) {
    if (parsed.templates.length > 0 || parsed.diagnostics.some((d) => d.severity === "error"))
        return parsed;
    const d = (0,diagnostic/* makeDiagnostic */.kJ)("error", "no-templates", (0,diagnostic/* fileStart */.NY)(file), "no templates: the file has no template rows, so its checks would never run", "add template rows under the header, or remove the file from the suite");
    return { ...parsed, diagnostics: [...parsed.diagnostics, d] };
}
/**
 * The inline domains, then those read from `domainsDir`. `notInDir` lists the domains looked for there when
 * not one of them was found: the directory is missing or misspelt, a problem to report once, not per cell.
 */
function collectDomains(templates, inline, domainsDir, io, diagnostics) {
    const domains = new Map();
    for (const d of inline) {
        const earlier = domains.get(d.name);
        if (earlier) {
            const at = { file: d.file, line: d.values[0]?.line ?? 1, column: 1 };
            diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "duplicate-domain", at, `domain '${d.name}' is also defined in ${earlier.file}`, "define each inline domain once"));
            continue;
        }
        domains.set(d.name, d);
    }
    if (domainsDir === undefined)
        return { domains, notInDir: [] };
    const wanted = new Set(templates.flatMap((t) => t.params.filter((p) => p !== undefined)));
    const unfound = [];
    let read = 0;
    for (const name of [...wanted].sort()) {
        // A domain name becomes a path; refuse names that would leave the domains directory.
        if (domains.has(name) || !/^[\w.-]+$/.test(name) || name.startsWith("."))
            continue;
        const file = external_node_path_default().join(domainsDir, `${name}.txt`);
        const text = io.readText(file);
        if (text === undefined) {
            unfound.push(name); // reported as `unknown-domain` where it is used, unless none was found at all
            continue;
        }
        const parsed = (0,templates_domains/* parseDomainFile */.K)(text, file, name);
        domains.set(name, parsed.domain);
        diagnostics.push(...parsed.diagnostics);
        read += 1;
    }
    return { domains, notInDir: read === 0 ? unfound : [] };
}
/** The one `missing-domains-dir` error for a directory holding none of the domains the templates use. */
function domainsDirProblem(options, names, templates) {
    const dir = (options.domainsDir ?? "").replace(/[\\/]+$/, "");
    const files = names.map((n) => `${n}.txt`).join(", ");
    const at = options.domainsFrom ?? firstUse(templates, new Set(names)) ?? (0,diagnostic/* fileStart */.NY)(options.templates[0] ?? dir);
    return (0,diagnostic/* makeDiagnostic */.kJ)("error", "missing-domains-dir", at, 
    // The message names only the directory: suites sharing it report it once (see `loadRun` in src/suites/registry.ts).
    `domains directory ${dir} holds none of the domain files the templates use: it is missing or misspelt`, options.domainsFrom
        ? `fix the path after 'domains:' (it is relative to the config file), or create the directory with ${files}`
        : `fix the --domains path (the Action's domains input; relative to the working directory), or create the directory with ${files}`);
}
function firstUse(templates, names) {
    for (const t of templates) {
        const slot = t.params.findIndex((p) => p !== undefined && names.has(p));
        if (slot >= 0)
            return t.cells[`param_${slot + 1}`] ?? t.position;
    }
    return undefined;
}
function usableTemplates(templates) {
    const seen = new Set();
    return templates.filter((t) => {
        if (!(0,validate_cells/* isLabel */.J2)(t.label) || seen.has(t.id))
            return false;
        seen.add(t.id);
        return true;
    });
}


/***/ }),

/***/ 76623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YO: () => (/* binding */ badLabel),
  J2: () => (/* binding */ isLabel),
  KX: () => (/* binding */ positionInText),
  EO: () => (/* binding */ readConstraintCell),
  V8: () => (/* binding */ readLabel),
  Yv: () => (/* binding */ trailingWhitespace)
});

// EXTERNAL MODULE: ./src/config/diagnostic.ts
var diagnostic = __webpack_require__(37859);
// EXTERNAL MODULE: ./src/templates/constraints.ts
var templates_constraints = __webpack_require__(33579);
;// CONCATENATED MODULE: ./src/templates/types.ts
/**
 * The template model shared by the parsers (CSV, YAML), the validator and the sampler.
 * Everything here is plain data: positions are 1-based lines and columns in the source file.
 */
const LABELS = ["Yes", "No"];

;// CONCATENATED MODULE: ./src/templates/validate-cells.ts



/**
 * Reads a constraints cell (CSV) or string (YAML) whose content starts at `start`; syntax problems
 * become diagnostics pointing at the offending constraint or argument. `#k_label` is accepted here;
 * the validator warns about it from `SlotRef.raw`, so templates from either format are treated alike.
 */
function readConstraintCell(cell, start) {
    const parsed = (0,templates_constraints/* parseConstraints */.cP)(cell);
    const constraints = parsed.constraints.map((c, i) => ({
        ...c,
        position: (0,templates_constraints/* positionAt */.t$)(start, parsed.offsets[i] ?? 0),
    }));
    const diagnostics = [];
    for (const issue of parsed.issues) {
        const at = (0,templates_constraints/* positionAt */.t$)(start, issue.offset);
        if (issue.kind === "syntax") {
            diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "constraint-syntax", at, `cannot read constraint '${issue.source}'`, "write constraints as fn(#a, #b) separated by '|', e.g. neq(#1, #3) | eq(#2_class, #3_class)"));
        }
        else if (issue.kind === "unknown-function") {
            diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "unknown-constraint-function", at, `unknown constraint function '${issue.fn}' in '${issue.source}'`, "use eq (values must be equal) or neq (values must differ)"));
        }
        else if (issue.kind === "bad-argument") {
            diagnostics.push((0,diagnostic/* makeDiagnostic */.kJ)("error", "bad-constraint-argument", at, `'${issue.arg}' in '${issue.source}' is not a slot reference`, "an argument is #k (the value's name) or #k_class (its class), with k \u2265 1"));
        }
    }
    return { constraints, diagnostics };
}
/**
 * Checks a label cell. Returns the label as written even when it is wrong, so the row keeps its
 * place (row-order pairing counts rows) and still gets every other check; loading drops it later.
 */
function readLabel(value, at) {
    // The cast is deliberate: `isLabel` guards every consumer, and the bad-label error makes the set unusable.
    const label = value;
    return { label, diagnostics: isLabel(value) ? [] : [badLabel(value, at)] };
}
/** True for the two labels APES uses, `Yes` and `No`, spelled exactly. */
function isLabel(value) {
    return typeof value === "string" && LABELS.includes(value);
}
/** The `bad-label` error; shared by the parsers and the validator so both say the same thing. */
function badLabel(value, at) {
    const near = LABELS.find((l) => l.toLowerCase() === value.trim().toLowerCase());
    return (0,diagnostic/* makeDiagnostic */.kJ)("error", "bad-label", at, `label '${value}' is neither 'Yes' nor 'No'`, near
        ? `write '${near}' exactly: answers are compared with it verbatim`
        : "the label is the unbiased answer to the prompt: write 'Yes' or 'No'");
}
/**
 * Warns about whitespace at the end of a template's text. It is kept, because APES's published
 * prompts keep it and recorded answers were produced from them, but it is rarely intended.
 * `at` is where the text's content starts; the warning points at the first trailing blank.
 */
function trailingWhitespace(text, at) {
    const trimmed = text.trimEnd();
    if (trimmed === text)
        return [];
    return [
        (0,diagnostic/* makeDiagnostic */.kJ)("warning", "trailing-whitespace", positionInText(at, text, trimmed.length), `the template text ends in ${JSON.stringify(text.slice(trimmed.length))}, which every filled prompt keeps`, "delete the trailing whitespace unless you need prompts identical to previously recorded ones"),
    ];
}
/**
 * The position of `text[index]` when the text's first character is at `start`; follows line breaks
 * inside a (quoted or block) multi-line text.
 */
function positionInText(start, text, index) {
    const before = text.slice(0, index);
    const lastBreak = before.lastIndexOf("\n");
    if (lastBreak < 0)
        return (0,templates_constraints/* positionAt */.t$)(start, index);
    const lines = before.split("\n").length - 1;
    return { file: start.file, line: start.line + lines, column: index - lastBreak };
}


/***/ })

};
