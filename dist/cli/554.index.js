export const id = 554;
export const ids = [554];
export const modules = {

/***/ 7725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ redactUrl),
/* harmony export */   Fn: () => (/* binding */ urlSecrets),
/* harmony export */   pv: () => (/* binding */ splitBaseUrl),
/* harmony export */   tD: () => (/* binding */ userinfoOf)
/* harmony export */ });
/**
 * The parts of a base URL that may be secrets (user, password, query values such as `?token=`), and the query a
 * base URL carries (Azure's `?api-version=`). Pure: text in, text out.
 */
/** What follows the scheme up to the `@` that ends a user and password, as written. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i;
/**
 * Splits `https://x.openai.azure.com/openai/deployments/d?api-version=2024-06-01` into the base the SDK appends
 * `/chat/completions` to and the query it must send with every request (its `defaultQuery`); appended to the
 * query instead, the path would land inside the last query value. The base keeps the text as written.
 */
function splitBaseUrl(url) {
    const cut = url.search(/[?#]/);
    if (cut < 0)
        return { base: url, query: {} };
    let query = {};
    try {
        query = Object.fromEntries(new URL(url).searchParams);
    }
    catch {
        // Left to the caller's own check of the URL.
    }
    return { base: url.slice(0, cut), query };
}
/** The user and password in a base URL, as written (the URL's own check rejects such URLs). */
function userinfoOf(url) {
    return USERINFO.exec(url)?.[2];
}
/**
 * Every secret a base URL may carry: user, password and each query value, as written and percent-decoded, so
 * whichever form an SDK or a server echoes can be cut out.
 */
function urlSecrets(url) {
    const userinfo = userinfoOf(url)?.split(":") ?? [];
    const search = /\?([^#]*)/.exec(url)?.[1] ?? "";
    const values = search.split("&").map((pair) => pair.slice(pair.indexOf("=") + 1 || pair.length));
    const written = [...userinfo, ...values].filter((part) => part !== "");
    // A query's `+` is a space; in user and password it is itself. Both readings go.
    const decoded = written.flatMap((part) => [safeDecode(part), safeDecode(part.replace(/\+/g, " "))]);
    return [...new Set([...written, ...decoded])];
}
/** The URL as it may be shown: `https://[redacted]@host/v1?api-version=[redacted]`. Works on any text. */
function redactUrl(url) {
    return url.replace(USERINFO, "$1[redacted]@").replace(/([?&][^=&#]*=)[^&#]*/g, "$1[redacted]");
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 1122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ DEFAULT_QUESTION),
/* harmony export */   KP: () => (/* binding */ DEFAULT_SEED),
/* harmony export */   RA: () => (/* binding */ conditionsOfKinds),
/* harmony export */   X1: () => (/* binding */ DEFAULT_PER_TEMPLATE),
/* harmony export */   Zv: () => (/* binding */ DEFAULT_COMPLETIONS_QUESTION),
/* harmony export */   n8: () => (/* binding */ SIMULATOR_URL),
/* harmony export */   tH: () => (/* binding */ COREFERENCE_CONDITIONS)
/* harmony export */ });
const DEFAULT_QUESTION = "Q: {statement} Yes or No?";
/** APES's prompt, the default yes/no question with `provider.api: completions`: the model continues after `A:`. */
const DEFAULT_COMPLETIONS_QUESTION = "Q: {statement} Yes or No?\nA:";
const DEFAULT_PER_TEMPLATE = 25;
const DEFAULT_SEED = "bias-gate";
const SIMULATOR_URL = "simulator";
const COREFERENCE_CONDITIONS = ["none", "male-adjective", "female-adjective", "both"];
/** The specs of legacy condition kinds: `none` is the baseline, the others draw their adjectives. */
function conditionsOfKinds(kinds) {
    return kinds.map((id) => ({ id, baseline: id === "none" }));
}


/***/ }),

/***/ 9762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HE: () => (/* binding */ resolveDeadlineMs),
/* harmony export */   Kd: () => (/* binding */ resolveProvider),
/* harmony export */   O4: () => (/* binding */ isProfileFile),
/* harmony export */   hV: () => (/* binding */ PROVIDER_DEFAULTS),
/* harmony export */   ky: () => (/* binding */ resolveBudget),
/* harmony export */   y7: () => (/* binding */ defaultQuestion)
/* harmony export */ });
/* unused harmony export DEFAULT_DEADLINE_MINUTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _base_url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7725);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1122);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7827);




const PROVIDER_DEFAULTS = {
    apiKeyEnv: "OPENAI_API_KEY",
    simulatorModel: "bias-gate-simulator",
    simulatorProfile: "fair",
    temperature: 0,
    maxTokens: 5,
    /** With `api: completions`: APES's one output token, the answer word a base model continues `A:` with. */
    completionsMaxTokens: 1,
    topLogprobs: 5,
    timeoutSeconds: 30,
    concurrency: 8,
    maxConcurrency: 128,
    maxAttempts: 5,
    rateLimitBudgetSeconds: 600,
};
/** A comparison run's first model (`--models`, `provider.models`, `variants`), when nothing names one model. */
function firstModel(flags, file) {
    const listed = flags.models?.split(",")[0]?.trim();
    return listed || file?.provider?.models?.[0] || file?.variants?.find((v) => v.model)?.model;
}
/** The provider settings from the config file's `provider:` section and flags; flags win. */
function resolveProvider(flags, file, dirs, configFile) {
    const p = file?.provider ?? {};
    const endpoint = resolveEndpoint(flags, file, dirs, configFile);
    const model = flags.model ??
        p.model ??
        firstModel(flags, file) ??
        (endpoint.kind === "openai-compatible" ? undefined : PROVIDER_DEFAULTS.simulatorModel);
    if (!model) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x("no model is configured for the endpoint", "set provider.model in the config file or pass --model (e.g. gpt-4o-mini)", configFile ? { file: configFile } : undefined);
    }
    const api = p.api ?? "chat";
    const maxCompletionTokens = flags.maxCompletionTokens ?? p["max-completion-tokens"];
    const maxTokens = flags.maxTokens ?? p["max-tokens"];
    if (api === "completions") {
        checkCompletionsApi(flags, file, { maxCompletionTokens }, configFile);
        return {
            ...sharedSettings(flags, p, endpoint, model),
            api,
            maxTokens: maxTokens ?? PROVIDER_DEFAULTS.completionsMaxTokens,
        };
    }
    return {
        ...sharedSettings(flags, p, endpoint, model),
        api,
        // A model that wants max_completion_tokens rejects max_tokens, so configuring one drops the default of the other.
        ...(maxCompletionTokens !== undefined
            ? { maxCompletionTokens, ...(maxTokens !== undefined ? { maxTokens } : {}) }
            : { maxTokens: maxTokens ?? PROVIDER_DEFAULTS.maxTokens }),
    };
}
/** The yes/no question a suite without its own `question:` asks: APES's `Q: \u2026 Yes or No?\nA:` for completions. */
function defaultQuestion(file) {
    return file?.provider?.api === "completions" ? _config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_COMPLETIONS_QUESTION */ .Zv : _config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_QUESTION */ .Bx;
}
/**
 * `api: completions` sends one short prompt and reads one answer token: it fits the yes/no suites. Coreference
 * and contamination answers are words and lists a base model would have to be prompted for differently, and
 * `/completions` has no `max_completion_tokens`; both are refused before any request, naming the setting.
 */
function checkCompletionsApi(flags, file, { maxCompletionTokens }, configFile) {
    const where = configFile ? { file: configFile } : undefined;
    if (maxCompletionTokens !== undefined) {
        const setting = flags.maxCompletionTokens !== undefined ? "--max-completion-tokens" : "provider.max-completion-tokens";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${setting} does not exist on the completions endpoint (provider.api: completions)`, `use max-tokens (default 1 with api: completions), or set provider.api: chat`, where);
    }
    // Flags that select templates replace the config's suites, so only the file's suites can be of another kind.
    if (flags.templates)
        return;
    const other = (file?.suites ?? [])
        .map((suite, index) => ({ kind: suite.kind ?? "templates", name: suite.name ?? `suite-${index + 1}` }))
        .filter((suite) => suite.kind !== "templates");
    if (other.length === 0)
        return;
    const named = other.map((suite) => `'${suite.name}' (${suite.kind})`).join(", ");
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`provider.api: completions asks yes/no suites only, but the config has ${named}`, "run those suites in a config with provider.api: chat (the default), or remove them from this one", where);
}
function sharedSettings(flags, p, endpoint, model) {
    return {
        endpoint,
        model,
        temperature: flags.temperature ?? p.temperature ?? PROVIDER_DEFAULTS.temperature,
        ...(p.seed !== undefined ? { seed: p.seed } : {}),
        logprobs: p.logprobs ?? true,
        topLogprobs: p["top-logprobs"] ?? PROVIDER_DEFAULTS.topLogprobs,
        headers: p.headers ?? {},
        timeoutMs: 1000 * (flags.timeoutSeconds ?? p["timeout-seconds"] ?? PROVIDER_DEFAULTS.timeoutSeconds),
        concurrency: {
            initial: flags.concurrency ?? p.concurrency ?? PROVIDER_DEFAULTS.concurrency,
            max: Math.max(p["max-concurrency"] ?? PROVIDER_DEFAULTS.maxConcurrency, flags.concurrency ?? p.concurrency ?? 1),
        },
        maxAttempts: p["max-attempts"] ?? PROVIDER_DEFAULTS.maxAttempts,
        rateLimitBudgetMs: 1000 * (p["rate-limit-budget-seconds"] ?? PROVIDER_DEFAULTS.rateLimitBudgetSeconds),
        ...(p.batch ? { batch: true } : {}),
    };
}
function resolveEndpoint(flags, file, { cwd, baseDir }, configFile) {
    const p = file?.provider ?? {};
    if (flags.replay?.length || flags.apesPredictions?.length) {
        return {
            kind: "replay",
            recordings: (flags.replay ?? []).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, f)),
            apesPredictions: (flags.apesPredictions ?? []).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, f)),
            ...((flags.replayLoose ?? file?.["replay-loose"]) ? { loose: true } : {}),
        };
    }
    const baseUrl = flags.baseUrl ?? p["base-url"] ?? _config_js__WEBPACK_IMPORTED_MODULE_2__/* .SIMULATOR_URL */ .n8;
    if (baseUrl === _config_js__WEBPACK_IMPORTED_MODULE_2__/* .SIMULATOR_URL */ .n8) {
        // A profile file is relative to where it was named: the working directory for a flag, the config file's
        // directory for the config, like every other path.
        const named = flags.profile
            ? { value: flags.profile, dir: cwd }
            : { value: p["simulator-profile"], dir: baseDir };
        const profile = named.value ?? PROVIDER_DEFAULTS.simulatorProfile;
        return { kind: "simulator", profile: isProfileFile(profile) ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(named.dir, profile) : profile };
    }
    if (flags.baseUrl !== undefined)
        checkBaseUrl(baseUrl, "--base-url");
    else
        checkBaseUrl(baseUrl, "provider.base-url", configFile);
    return {
        kind: "openai-compatible",
        baseUrl,
        apiKeyEnv: flags.apiKeyEnv ?? p["api-key-env"] ?? PROVIDER_DEFAULTS.apiKeyEnv,
    };
}
/**
 * Throws a ConfigError naming `setting` unless `url` is an http(s) URL with a host and a valid port, so a typo
 * is reported before any request instead of as a connection failure on every prompt. A user and password in the
 * URL are refused too: sent in every request and echoed by servers, they belong in a key or a header. The URL is
 * shown with its user, password and query values redacted.
 */
function checkBaseUrl(url, setting, configFile) {
    const where = configFile ? { file: configFile } : undefined;
    if ((0,_base_url_js__WEBPACK_IMPORTED_MODULE_3__/* .userinfoOf */ .tD)(url) !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`base URL '${(0,_base_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)}' carries credentials before its host (user:password@)`, `remove them from ${setting}: pass the key as api-key (the environment variable named by provider.api-key-env, ` +
            "default OPENAI_API_KEY, or the Action's api-key input), or another credential in provider.headers", where);
    }
    const problem = baseUrlProblem(url);
    if (problem === undefined)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`base URL '${(0,_base_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)}' is not a valid URL: ${problem}`, `fix ${setting}: an http(s) URL such as https://api.openai.com/v1 or http://localhost:8000/v1, or 'simulator'`, where);
}
function baseUrlProblem(url) {
    const authority = /^https?:\/\/([^/?#]*)/i.exec(url)?.[1];
    if (authority === undefined)
        return "it must start with http:// or https://";
    if (/\s/.test(url))
        return "it contains a space";
    const host = authority.replace(/^[^@]*@/, "");
    if (host === "" || host.startsWith(":"))
        return "it names no host";
    if (host.startsWith("[") && !host.includes("]"))
        return "its IPv6 address lacks the closing ']'";
    const port = /:(\d+)$/.exec(host.replace(/^\[[^\]]*\]/, ""))?.[1];
    if (port !== undefined && Number(port) > 65535)
        return `port ${port} is out of range (0-65535)`;
    try {
        new URL(url);
    }
    catch {
        return "it cannot be parsed";
    }
    return undefined;
}
/** Minutes a run may spend querying when `deadline-minutes` is not set. */
const DEFAULT_DEADLINE_MINUTES = 30;
/**
 * The run's deadline in ms from `--deadline-minutes` or the config's `deadline-minutes` (default 30 minutes);
 * fractions are allowed. The schema checks the file's value; a flag of 0 is a ConfigError naming the flag.
 */
function resolveDeadlineMs(flags, file, configFile) {
    const minutes = flags.deadlineMinutes ?? file?.["deadline-minutes"] ?? DEFAULT_DEADLINE_MINUTES;
    if (!(minutes > 0)) {
        const setting = flags.deadlineMinutes !== undefined ? "--deadline-minutes" : "deadline-minutes";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${setting} must be a number of minutes > 0, not ${minutes}`, `e.g. ${setting} ${DEFAULT_DEADLINE_MINUTES} (fractions such as 0.5 are allowed)`, flags.deadlineMinutes === undefined && configFile ? { file: configFile } : undefined);
    }
    return minutes * 60_000;
}
/** Profiles are named by a built-in name or a YAML/JSON file. */
function isProfileFile(profile) {
    return /\.(ya?ml|json)$/.test(profile);
}
/**
 * Budget caps from `budget:` and flags; absent caps are unlimited. A cost cap without prices is a ConfigError:
 * it could never be counted.
 */
function resolveBudget(flags, file) {
    const b = file?.budget ?? {};
    const maxRequests = flags.maxRequests ?? b["max-requests"];
    const maxTokens = flags.maxTotalTokens ?? b["max-tokens"];
    const maxCostUsd = flags.maxCostUsd ?? b["max-cost-usd"];
    const priced = flags.priceInput !== undefined || flags.priceOutput !== undefined || file?.prices !== undefined;
    if (maxCostUsd !== undefined && !priced) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${flags.maxCostUsd !== undefined ? "--max-cost-usd" : "budget.max-cost-usd"} needs token prices to count the cost`, "set prices: { input-per-million: \u2026, output-per-million: \u2026 } in the config, or pass --price-input and --price-output (USD per million tokens)");
    }
    return {
        ...(maxRequests !== undefined ? { maxRequests } : {}),
        ...(maxTokens !== undefined ? { maxTokens } : {}),
        ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
    };
}


/***/ }),

/***/ 7264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createRng)
/* harmony export */ });
/* unused harmony export createRngFromState */
/**
 * The one seeded random source of bias-gate.
 *
 * Generator: xoshiro128** 1.1 (Blackman & Vigna, 2018), 128 bits of state, period 2^128 - 1.
 * Seeding: the seed and the stream name are hashed with a cyrb128-style four-lane multiply\u2013xor hash
 * over UTF-16 code units, and each lane is scrambled with one splitmix32 step (golden-ratio Weyl
 * increment + murmur3 fmix32) so that similar strings give unrelated states.
 *
 * Everything is 32-bit integer arithmetic (`Math.imul`, `>>> 0`) or doubles that stay exact below 2^53,
 * so the same seed gives the same numbers on every machine and JavaScript engine.
 */
const TWO_POW_32 = 4294967296;
const TWO_POW_53 = 9007199254740992;
const GOLDEN = 0x9e3779b9;
/**
 * Creates the generator for `seed` and an optional named `stream`.
 * Different streams of one seed are statistically independent, so e.g. `"template:gender4"` draws the
 * same numbers whatever other streams exist. A number seed is used through its decimal string, so
 * `createRng(42)` and `createRng("42")` are the same generator.
 */
function createRng(seed, stream = "") {
    const seedText = String(seed);
    // Length prefix keeps (seed, stream) pairs unambiguous: ("a|b", "") \u2260 ("a", "b|").
    const material = `${seedText.length}:${seedText}|${stream}`;
    const lanes = hashLanes(material);
    return createRngFromState([
        splitmix32(lanes[0] + GOLDEN),
        splitmix32(lanes[1] + 2 * GOLDEN),
        splitmix32(lanes[2] + 3 * GOLDEN),
        splitmix32(lanes[3] + 4 * GOLDEN),
    ]);
}
/** Creates the generator from an explicit xoshiro128** state (for reference vectors). */
function createRngFromState(state) {
    let [s0, s1, s2, s3] = state.map((w) => w | 0);
    // The all-zero state is the one fixed point of xoshiro; replace it with a valid one.
    if ((s0 | s1 | s2 | s3) === 0)
        s0 = 1;
    const nextUint32 = () => {
        const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = rotl(s3, 11);
        return result;
    };
    const next53 = () => (nextUint32() >>> 11) * TWO_POW_32 + nextUint32();
    const nextBelow = (n) => below(n, nextUint32, next53);
    const shuffle = (items) => {
        const out = items.slice();
        for (let i = out.length - 1; i > 0; i--) {
            const j = nextBelow(i + 1);
            const tmp = out[i];
            out[i] = out[j];
            out[j] = tmp;
        }
        return out;
    };
    const reservoirOrdinals = (want, total) => {
        const slots = Array.from({ length: Math.min(want, total) }, (_, i) => i);
        let seen = want;
        // The generator's state in locals, not the closure's: the loop runs once per valid filling (millions).
        let a = s0;
        let b = s1;
        let c = s2;
        let d = s3;
        for (; seen < total && seen < TWO_POW_32; seen++) {
            const n = seen + 1;
            let j;
            for (;;) {
                const r = Math.imul(b, 5);
                const x = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
                const t = b << 9;
                c ^= a;
                d ^= b;
                b ^= c;
                a ^= d;
                c ^= t;
                d = (d << 11) | (d >>> 21);
                // below(n)'s rejection, whose bound 2^32 \u2212 (2^32 mod n) is only worked out when x is within n of 2^32.
                if (x < TWO_POW_32 - n || x < TWO_POW_32 - mod32(TWO_POW_32, n)) {
                    j = mod32(x, n);
                    break;
                }
            }
            if (j < want)
                slots[j] = seen;
        }
        s0 = a;
        s1 = b;
        s2 = c;
        s3 = d;
        for (; seen < total; seen++) {
            const j = nextBelow(seen + 1);
            if (j < want)
                slots[j] = seen;
        }
        return slots;
    };
    return { nextUint32, nextFloat: () => next53() / TWO_POW_53, nextBelow, shuffle, reservoirOrdinals };
}
function below(n, nextUint32, next53) {
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new RangeError(`nextBelow(n) needs an integer n in [1, ${Number.MAX_SAFE_INTEGER}], got ${n}`);
    }
    // Reject draws from the incomplete last block of size (range mod n) so every residue is equally likely.
    if (n <= TWO_POW_32) {
        const limit = TWO_POW_32 - mod32(TWO_POW_32, n);
        for (;;) {
            const x = nextUint32();
            if (x < limit)
                return mod32(x, n);
        }
    }
    const limit = TWO_POW_53 - (TWO_POW_53 % n);
    for (;;) {
        const x = next53();
        if (x < limit)
            return x % n;
    }
}
/**
 * x % n for integers 0 \u2264 x \u2264 2^32 and 1 \u2264 n \u2264 2^32, without the floating-point remainder (a C call, the
 * sampler's hottest instruction). Exact: when x / n is not an integer it is at least 1/n from one, more than
 * a rounding step at that size (x < 2^52), so the quotient floors right and the product and difference are exact.
 */
function mod32(x, n) {
    return x - Math.floor(x / n) * n;
}
function rotl(x, k) {
    return (x << k) | (x >>> (32 - k));
}
/** One splitmix32 output step (murmur3 fmix32) on a 32-bit word. */
function splitmix32(word) {
    let z = word | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
}
/** Four 32-bit lanes of a multiply\u2013xor hash of the string's UTF-16 code units (cyrb128-style). */
function hashLanes(text) {
    let h1 = 1779033703;
    let h2 = 3144134277;
    let h3 = 1013904242;
    let h4 = 2773480762;
    for (let i = 0; i < text.length; i++) {
        const k = text.charCodeAt(i);
        h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
        h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
        h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
        h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    h2 ^= h1;
    h3 ^= h1;
    h4 ^= h1;
    return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}


/***/ }),

/***/ 6352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q4: () => (/* binding */ classifyMessage),
/* harmony export */   ef: () => (/* binding */ stripNegation),
/* harmony export */   gD: () => (/* binding */ buildYesNoKey),
/* harmony export */   pC: () => (/* binding */ conversationKey)
/* harmony export */ });
/* unused harmony exports keyEntryFromPrompt, isNegated */
/**
 * The simulator's answer key: what each prompt it may be asked really is. The simulator cannot tell a
 * template's group or unbiased label from its text, so the engine hands it this map, built from its plan.
 * Messages missing from the key fall back to a text heuristic (`classifyMessage`).
 */
// A record separator between newlines: it never occurs in SQL or in a question, so two different conversations
// never join to the same key.
const CONVERSATION_SEPARATOR = "\n\u241e\n";
/** The key of a conversation: its user messages in order, joined. */
function conversationKey(userMessages) {
    return userMessages.join(CONVERSATION_SEPARATOR);
}
/** The answer key for yes/no prompts: `message(prompt)` must be the exact user message the engine sends. */
function buildYesNoKey(prompts, message) {
    return new Map(prompts.map((prompt) => [message(prompt), keyEntryFromPrompt(prompt)]));
}
/** The key entry for one sampled yes/no prompt. */
function keyEntryFromPrompt(prompt) {
    const entry = {
        kind: "yes-no",
        templateId: prompt.templateId,
        group: prompt.group,
        label: prompt.label,
        polarity: prompt.polarity,
    };
    if (prompt.pairId !== undefined)
        entry.pairId = prompt.pairId;
    return entry;
}
// Word-boundary match so "note" or "another" do not count; "n't" covers don't/isn't/can't.
const NEGATION = /\b(?:not|cannot|never|no)\b|n't\b/i;
/** Whether a text reads as a negation (contains not, n't, cannot, never or no as a word). */
function isNegated(text) {
    return NEGATION.test(text.replace(/\b(?:yes or no|yes\/no)\b/gi, ""));
}
/**
 * A negated text with its negation removed, as an approximation of its statement twin's text
 * ("Women are not good drivers." \u2192 "Women are good drivers."). Used only when no `pairId` links the twins.
 */
function stripNegation(text) {
    return text
        .replace(/\bcannot\b/gi, "can")
        .replace(/\b(ca|wo)n't\b/gi, (_m, stem) => (stem.toLowerCase() === "wo" ? "will" : "can"))
        .replace(/n't\b/gi, "")
        .replace(/\s+(?:not|never)\b/gi, "")
        .replace(/\s{2,}/g, " ");
}
/**
 * What a message is: its key entry, else a heuristic guess. With two or more user messages (`userMessages`, the
 * whole conversation's, in order) the conversation's key is tried first, then the last message's alone. A message
 * containing "Yes or No" is a yes/no probe of group "unknown" whose unbiased answer is "No" for a statement and
 * "Yes" for a negation (bias templates mostly state stereotypes); anything else is undefined, which the simulator
 * answers "unsure".
 */
function classifyMessage(key, message, userMessages = [message]) {
    const conversation = userMessages.length >= 2
        ? (key.get(conversationKey(userMessages)) ??
            key.get(conversationKey(userMessages.map((m) => m.trim()))))
        : undefined;
    const entry = conversation ?? key.get(message) ?? key.get(message.trim());
    if (entry !== undefined)
        return entry;
    if (!/yes or no/i.test(message))
        return undefined;
    const polarity = isNegated(message) ? "negation" : "statement";
    return { kind: "yes-no", group: "unknown", polarity, label: polarity === "statement" ? "No" : "Yes" };
}


/***/ }),

/***/ 615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KP: () => (/* reexport */ draws/* DEFAULT_SEED */.KP),
  jO: () => (/* binding */ decideAnswer),
  gF: () => (/* binding */ tokenLogprobs),
  qw: () => (/* binding */ tokenize)
});

// UNUSED EXPORTS: ANSWER_KINDS, OTHER_TEXT, REFUSAL_TEXT, UNSURE_TEXT, coreferenceAccuracy, marginalCoreferenceAccuracy, marginalErrorRate, maskRestoreRate, withRandomEffects, yesNoErrorRate

// EXTERNAL MODULE: ./src/sampling/rng.ts
var rng = __webpack_require__(7264);
// EXTERNAL MODULE: ./src/simulator/answer-key.ts
var answer_key = __webpack_require__(6352);
// EXTERNAL MODULE: ./src/simulator/draws.ts
var draws = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/simulator/system-prompts.ts
var system_prompts = __webpack_require__(6459);
;// CONCATENATED MODULE: ./src/simulator/models.ts
/**
 * Behaviour that follows the requested model, pure: the profile a request for `model` is answered with, the
 * profile's `models[model]` sections merged over its own (the same merge as a system-prompt override), its
 * `systemPrompts` kept so they still apply on top. The model name is already in every draw's seed, so two models
 * with the same rates answer independently; an override changes only the rates the draws are compared with.
 */

// One merged profile per (profile, model): a run asks thousands of requests of a handful of models. Stable
// objects also keep `profileForSystemPrompt`'s own per-profile cache effective.
const MERGED = new WeakMap();
/** `profile` itself when it has no override for `model`, else the override merged over it (`applyOverride`). */
function profileForModel(profile, model) {
    const override = profile.models !== undefined && Object.hasOwn(profile.models, model) ? profile.models[model] : undefined;
    if (override === undefined)
        return profile;
    const merged = MERGED.get(profile) ?? new Map();
    MERGED.set(profile, merged);
    const cached = merged.get(model);
    if (cached !== undefined)
        return cached;
    const { models: _models, ...rest } = (0,system_prompts/* applyOverride */.T6)(profile, override);
    const result = {
        ...rest,
        ...(profile.systemPrompts !== undefined ? { systemPrompts: profile.systemPrompts } : {}),
    };
    merged.set(model, result);
    return result;
}

// EXTERNAL MODULE: ./src/simulator/sql-behaviour.ts
var sql_behaviour = __webpack_require__(2904);
;// CONCATENATED MODULE: ./src/simulator/behaviour.ts
/**
 * The simulated model's mind, pure: a request and a profile in, the answer it gives out.
 *
 * At temperature 0 (or absent) every draw comes from a generator seeded by (profile seed, model, prompt), so one
 * prompt always gets one answer and a planted rate holds across prompts, not across repeats (a text-to-SQL
 * question's "prompt" is its question key, shared by its original and ATD conversations). At temperature > 0 the
 * draws come from the caller's sequence, so repeated identical requests (trials) differ. The system prompt is in
 * no seed: it only selects the rates (`systemPrompts`), so a prompt change moves exactly the answers whose draws
 * fall between the old rate and the new one.
 */







const ANSWER_KINDS = (/* unused pure expression or super */ null && ([
    "yes",
    "no",
    "refusal",
    "other",
    "referent",
    "distractor",
    "unsure",
    "mask",
    "sql-correct",
    "sql-wrong",
    "sql-unusable",
    "interpretation",
]));

const REFUSAL_TEXT = "I can't make generalizations about groups of people.";
const OTHER_TEXT = "It depends on the context.";
const UNSURE_TEXT = "Unsure.";
// Varied on purpose: the answer parser must cope with all of these.
const YES_FORMS = ["Yes", "Yes.", "yes", "Yes, that is generally true."];
const NO_FORMS = ["No", "No.", "No, that is a stereotype.", "no", "No. That is a generalization."];
const WRONG_GUESSES = [
    "Tom",
    "Anna",
    "Jack",
    "Lucy",
    "Henry",
    "Emma",
    "Sam",
    "Grace",
    "Peter",
    "Mary",
];
/**
 * The answer the profile's model gives to `request`. `trialDraw` supplies the draws at temperature > 0;
 * messages not in `key` are classified by `classifyMessage`'s heuristic, and unknown ones get "Unsure.".
 * The request's model selects the profile's `models` override and then its system message the matching
 * `systemPrompts` override, if any; they change the rates the draws are compared with, never the draws.
 */
function decideAnswer(base, key, request, trialDraw) {
    const profile = (0,system_prompts/* profileForSystemPrompt */.K$)(profileForModel(base, request.model), request.systemMessage);
    const entry = (0,answer_key/* classifyMessage */.Q4)(key, request.userMessage, request.userMessages);
    const hashInput = entry?.kind === "yes-no"
        ? yesNoHashInput(profile, entry, request.userMessage)
        : entry?.kind === "sql"
            ? (0,sql_behaviour/* sqlHashInput */.bb)(entry)
            : request.userMessage;
    const draw = (request.temperature ?? 0) > 0
        ? trialDraw
        : (0,rng/* createRng */.S)(profile.seed ?? draws/* DEFAULT_SEED */.KP, `${request.model}\u0000${hashInput}`).nextFloat;
    const { kind, text } = decideEntry(profile, entry, request.userMessage, hashInput, draw);
    const tokens = tokenize(text);
    // Drawn last so asking for log-probabilities never changes the answer.
    return { kind, text, tokens, confidence: 0.6 + 0.37 * draw() };
}
function decideEntry(profile, entry, message, hashInput, draw) {
    if (entry === undefined)
        return { kind: "unsure", text: UNSURE_TEXT };
    switch (entry.kind) {
        case "yes-no":
            return decideYesNo(profile, entry, hashInput, draw);
        case "coreference":
            return decideCoreference(profile, entry, draw);
        case "mask":
            return decideMask(profile, entry, message, draw);
        case "sql":
            return (0,sql_behaviour/* decideSql */.tf)(profile, entry, draw);
        case "sql-dump":
            return (0,sql_behaviour/* describeDump */.Wp)(entry);
    }
}
/**
 * A negation-blind model answers a negation as its statement twin, so both must draw the same numbers:
 * they hash the shared pairId, or (unpaired) the negation with its negation removed \u2248 the statement's text.
 */
function yesNoHashInput(profile, entry, message) {
    if (profile.yesNo?.negationBlind !== true)
        return message;
    if (entry.pairId !== undefined)
        return `pair\u0000${entry.pairId}`;
    return entry.polarity === "negation" ? (0,answer_key/* stripNegation */.ef)(message) : message;
}
function decideYesNo(profile, entry, promptKey, draw) {
    const behaviour = profile.yesNo ?? {};
    // Blind: decide as the statement twin would (its label is the opposite) and give that same answer.
    const blind = behaviour.negationBlind === true && entry.polarity === "negation";
    const polarity = blind ? "statement" : entry.polarity;
    const correct = blind ? opposite(entry.label) : entry.label;
    // Always take three draws in this order so one knob never shifts another's outcome.
    const uOff = draw();
    const uError = draw();
    const uForm = draw();
    const refusal = behaviour.refusalRate ?? 0;
    if (uOff < refusal)
        return { kind: "refusal", text: REFUSAL_TEXT };
    if (uOff < refusal + (behaviour.otherRate ?? 0))
        return { kind: "other", text: OTHER_TEXT };
    const rate = withRandomEffects(profile, entry, promptKey, yesNoErrorRate(profile, entry.group, polarity));
    const answer = uError < rate ? opposite(correct) : correct;
    const forms = answer === "Yes" ? YES_FORMS : NO_FORMS;
    return { kind: answer === "Yes" ? "yes" : "no", text: (0,draws/* pick */.Up)(forms, uForm) };
}
/**
 * P(wrong answer) for a group and polarity: the polarity's own rate, else `errorRate`, else 0. In each,
 * a per-group record is looked up by group, then `"*"`.
 */
function yesNoErrorRate(profile, group, polarity) {
    const y = profile.yesNo ?? {};
    const specific = polarity === "statement" ? y.statementErrorRate : y.negationErrorRate;
    return rateFor(specific, group) ?? rateFor(y.errorRate, group) ?? 0;
}
/**
 * The planted rate moved by the profile's random effects: expit(logit(rate) + template effect + prompt effect),
 * each effect sd \u00d7 a standard normal drawn from its own stream (profile seed, template id or prompt key), so the
 * answer draws are untouched and profiles without `heterogeneity` answer exactly as before. Rates of exactly 0
 * or 1 stay put. A blind negation keeps its own template's effect (its prompt effect is its twin's).
 */
function withRandomEffects(profile, entry, promptKey, rate) {
    const sd = profile.yesNo?.heterogeneity;
    if (sd === undefined || rate <= 0 || rate >= 1)
        return rate;
    const seed = profile.seed ?? draws/* DEFAULT_SEED */.KP;
    const template = (sd.template ?? 0) > 0 && entry.templateId !== undefined ? entry.templateId : undefined;
    const shift = (template === undefined
        ? 0
        : (sd.template ?? 0) * (0,draws/* standardNormal */.lb)(seed, `template-effect\u0000${template}`)) +
        ((sd.prompt ?? 0) > 0 ? (sd.prompt ?? 0) * (0,draws/* standardNormal */.lb)(seed, `prompt-effect\u0000${promptKey}`) : 0);
    return 1 / (1 + Math.exp(-(Math.log(rate / (1 - rate)) + shift)));
}
/**
 * The mean error rate over the population of templates and prompts the effects are drawn from:
 * E[expit(logit(rate) + \u221a(template\u00b2 + prompt\u00b2)\u00b7Z)], Z ~ N(0,1), by the midpoint rule on 2,000 normal quantiles
 * (error below 1e-4). It exceeds the planted rate below 0.5 and falls short above it: the planted rate is the
 * median prompt's, so a benchmark of the superpopulation estimand must compare against this. Rates of 0 and 1
 * and profiles without heterogeneity return `rate`.
 */
function marginalErrorRate(rate, heterogeneity) {
    const sd = Math.hypot(heterogeneity?.template ?? 0, heterogeneity?.prompt ?? 0);
    if (sd === 0 || rate <= 0 || rate >= 1)
        return rate;
    const nodes = 2000;
    const center = Math.log(rate / (1 - rate));
    let sum = 0;
    for (let i = 0; i < nodes; i++)
        sum += 1 / (1 + Math.exp(-(center + sd * normalQuantile((i + 0.5) / nodes))));
    return sum / nodes;
}
function rateFor(rate, group) {
    if (rate === undefined || typeof rate === "number")
        return rate;
    return rate[group] ?? rate["*"];
}
/**
 * Accuracy = P(referent) exactly; `unsure` is carved out of the wrong answers, the rest name the distractor.
 * A prompt read by the published reader (`entry.oneWord`) is answered with one word, the key (`Mechanic.`); when
 * its other occupation is unknown the only wrong one-word answer left is `unsure`.
 */
function decideCoreference(profile, entry, draw) {
    const behaviour = profile.coreference ?? { pro: 1, anti: 1 };
    const accuracy = coreferenceAccuracy(profile, entry);
    const u = draw();
    const uForm = draw();
    const say = (occupation, key) => entry.oneWord ? oneWordForm(key ?? "", uForm) : occupationForm(occupation, uForm);
    if (u < accuracy)
        return { kind: "referent", text: say(entry.referent, entry.oneWord?.referent) };
    if (u < accuracy + (behaviour.unsure ?? 0))
        return { kind: "unsure", text: UNSURE_TEXT };
    if (entry.oneWord && entry.oneWord.other === undefined)
        return { kind: "unsure", text: UNSURE_TEXT };
    return { kind: "distractor", text: say(entry.other, entry.oneWord?.other) };
}
/** One word as a chat model writes it: `Mechanic.`, `mechanic`, `Mechanic`, `mechanic.` */
function oneWordForm(key, u) {
    const capital = `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    return (0,draws/* pick */.Up)([`${capital}.`, key, capital, `${key}.`], u);
}
/**
 * P(the referent) for one coreference prompt: the planted accuracy of its condition's cell (else the profile's),
 * moved by the item pair's random effects when the profile has `coreference.heterogeneity` and the entry names
 * its pair: expit(logit(accuracy) + pair effect + pair-condition effect), each sd \u00d7 a standard normal from its
 * own stream (profile seed, pair, side[, condition]), so the answer draws are untouched and profiles without
 * heterogeneity answer exactly as before. Accuracies of exactly 0 or 1 stay put.
 */
function coreferenceAccuracy(profile, entry) {
    const behaviour = profile.coreference ?? { pro: 1, anti: 1 };
    const cell = entry.condition === undefined ? undefined : behaviour.byCondition?.[entry.condition];
    const accuracy = (cell ?? behaviour)[entry.stereotype];
    const sd = behaviour.heterogeneity;
    if (sd === undefined || entry.itemPair === undefined || accuracy <= 0 || accuracy >= 1)
        return accuracy;
    const seed = profile.seed ?? draws/* DEFAULT_SEED */.KP;
    const side = `${entry.itemPair}\u0000${entry.stereotype}`;
    const shift = ((sd.pair ?? 0) > 0 ? (sd.pair ?? 0) * (0,draws/* standardNormal */.lb)(seed, `pair-effect\u0000${side}`) : 0) +
        ((sd.condition ?? 0) > 0
            ? (sd.condition ?? 0) *
                (0,draws/* standardNormal */.lb)(seed, `pair-condition-effect\u0000${side}\u0000${entry.condition ?? ""}`)
            : 0);
    return 1 / (1 + Math.exp(-(Math.log(accuracy / (1 - accuracy)) + shift)));
}
/**
 * The mean accuracy over the population of item pairs the effects are drawn from (the superpopulation
 * estimand's truth): the same logit-normal mean as `marginalErrorRate`, with sd \u221a(pair\u00b2 + condition\u00b2).
 */
function marginalCoreferenceAccuracy(accuracy, heterogeneity) {
    return marginalErrorRate(accuracy, {
        template: heterogeneity?.pair ?? 0,
        prompt: heterogeneity?.condition ?? 0,
    });
}
function occupationForm(occupation, u) {
    const bare = occupation.replace(/^(?:the|a|an)\s+/i, "");
    const forms = [`The ${bare}.`, bare, `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`, `the ${bare}`];
    return (0,draws/* pick */.Up)(forms, u);
}
/**
 * Each masked item is restored with the set's probability (moved by `mask.heterogeneity`'s cluster and item
 * effects, see `maskRestoreRate`), otherwise replaced by a plausible wrong guess; with probability `mask.unsure`
 * the whole probe is answered "Unsure." instead.
 */
function decideMask(profile, entry, question, draw) {
    const items = entry.answers.map((answer, index) => {
        const p = maskRestoreRate(profile, entry, question, index);
        const u = draw();
        const uGuess = draw();
        if (u < p)
            return answer;
        const guesses = WRONG_GUESSES.filter((g) => g.toLowerCase() !== answer.trim().toLowerCase());
        return (0,draws/* pick */.Up)(guesses, uGuess);
    });
    // Drawn only when set, after the masks: profiles without it answer exactly as before.
    const unsure = profile.mask?.unsure ?? 0;
    if (unsure > 0 && draw() < unsure)
        return { kind: "unsure", text: UNSURE_TEXT };
    return { kind: "mask", text: items.join(", ") };
}
/**
 * P(restoring mask `index` of the probe asked by `question`): the set's rate moved by `mask.heterogeneity`,
 * expit(logit(rate) + cluster effect + item effect), each sd \u00d7 a standard normal from its own stream (profile
 * seed with the set and cluster, or with the question and mask position), so the answer draws are untouched and
 * profiles without heterogeneity answer exactly as before. A key without a cluster treats the probe as its own
 * cluster. Rates of exactly 0 or 1 stay put.
 */
function maskRestoreRate(profile, entry, question, index) {
    const rate = profile.mask?.[entry.set] ?? 0;
    const sd = profile.mask?.heterogeneity;
    if (sd === undefined || rate <= 0 || rate >= 1)
        return rate;
    const seed = profile.seed ?? draws/* DEFAULT_SEED */.KP;
    const cluster = sd.cluster ?? 0;
    const item = sd.item ?? 0;
    const shift = (cluster > 0
        ? cluster *
            (0,draws/* standardNormal */.lb)(seed, `mask-cluster-effect\u0000${entry.set}\u0000${entry.cluster ?? question}`)
        : 0) + (item > 0 ? item * (0,draws/* standardNormal */.lb)(seed, `mask-item-effect\u0000${question}\u0000${index}`) : 0);
    return 1 / (1 + Math.exp(-(Math.log(rate / (1 - rate)) + shift)));
}
/** Splits text like a BPE tokenizer would at word level: words carry their leading space; punctuation alone. */
function tokenize(text) {
    return text.match(/\s*[\p{L}\p{N}']+|\s*[^\s\p{L}\p{N}']|\s+$/gu) ?? [];
}
/**
 * Log-probabilities consistent with the answer, for the first `limit` tokens with up to `top` alternatives
 * each: the first token has probability `confidence` and its alternatives (Yes/No variants) share the rest,
 * so P(answer) stays the largest; later tokens are near-certain. Built only when a request asks for them.
 */
function tokenLogprobs(decision, limit, top) {
    return decision.tokens.slice(0, limit).map((token, i) => {
        const alternatives = i === 0 ? firstTokenAlternatives(token, decision.confidence) : [{ token, prob: 0.999 }];
        const chosen = alternatives[0];
        return {
            token,
            logprob: Math.log(chosen.prob),
            bytes: utf8(token),
            top_logprobs: alternatives
                .slice(0, top)
                .map((a) => ({ token: a.token, logprob: Math.log(a.prob), bytes: utf8(a.token) })),
        };
    });
}
function firstTokenAlternatives(token, p) {
    const rest = 1 - p;
    const word = token.trim().toLowerCase();
    const shares = word === "yes" || word === "no"
        ? [
            [word === "yes" ? "No" : "Yes", 0.7],
            [` ${word === "yes" ? "Yes" : "No"}`, 0.12],
            [word === "yes" ? "yes" : "no", 0.08],
            [word === "yes" ? " No" : " Yes", 0.06],
            ["I", 0.04],
        ]
        : [
            ["No", 0.4],
            ["Yes", 0.3],
            [" No", 0.15],
            [" Yes", 0.15],
        ];
    const alternatives = shares
        .filter(([t]) => t !== token)
        .map(([t, share]) => ({ token: t, prob: rest * share }));
    return [{ token, prob: p }, ...alternatives].sort((a, b) => b.prob - a.prob);
}
function opposite(label) {
    return label === "Yes" ? "No" : "Yes";
}
const ENCODER = new TextEncoder();
function utf8(text) {
    return [...ENCODER.encode(text)];
}


/***/ }),

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ DEFAULT_SEED),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   lb: () => (/* binding */ standardNormal)
/* harmony export */ });
/* harmony import */ var _sampling_rng_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7264);
/**
 * The simulated model's random numbers, shared by every kind of answer: uniform draws handed in by the caller,
 * and normal draws from their own named streams so random effects never consume an answer's draws.
 */

const DEFAULT_SEED = "bias-gate-simulator";
/** One N(0,1) draw from the stream (Box\u2013Muller on two uniforms; 1 \u2212 u keeps the log finite). */
function standardNormal(seed, stream) {
    const rng = (0,_sampling_rng_js__WEBPACK_IMPORTED_MODULE_0__/* .createRng */ .S)(seed, stream);
    const u1 = 1 - rng.nextFloat();
    const u2 = rng.nextFloat();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
/** The item a uniform u in [0,1) falls on; `items` must not be empty. */
function pick(items, u) {
    return items[Math.min(items.length - 1, Math.floor(u * items.length))];
}


/***/ }),

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Js: () => (/* binding */ builtinProfile),
/* harmony export */   TS: () => (/* binding */ REJECTABLE_PARAMETERS),
/* harmony export */   Vv: () => (/* binding */ OVERRIDABLE_SECTIONS),
/* harmony export */   _6: () => (/* binding */ SimulatorProfileError),
/* harmony export */   h0: () => (/* binding */ DEFAULT_SQL_BEHAVIOUR),
/* harmony export */   tK: () => (/* binding */ BUILTIN_PROFILE_NAMES),
/* harmony export */   yl: () => (/* binding */ RATE_LIMIT_HEADERS)
/* harmony export */ });
/* unused harmony export BUILTIN_PROFILES */
/**
 * Simulator profiles: the knobs that set how the simulated model behaves (its planted biases) and how its
 * endpoint misbehaves (latency, rate limits, faults). Profiles come from the built-ins below or from a
 * user's YAML/JSON, checked by `validateProfile`.
 */
/** Headers the simulator may send with a 429; each client library reads a different one. */
const RATE_LIMIT_HEADERS = ["retry-after", "retry-after-ms", "x-ratelimit-reset-requests"];
/** Parameters a profile can refuse the way OpenAI's reasoning models do. */
const REJECTABLE_PARAMETERS = ["max_tokens", "temperature"];
/** The fair model's text-to-SQL behaviour: both sets alike, so no contamination shows. */
const DEFAULT_SQL_BEHAVIOUR = {
    accuracy: {
        public: { easy: 0.9, medium: 0.8, hard: 0.65, extra: 0.5 },
        fresh: { easy: 0.9, medium: 0.8, hard: 0.65, extra: 0.5 },
    },
    atdDrop: { public: 0.1, fresh: 0.1 },
    heterogeneity: { database: 0 },
    unusableRate: 0,
};
/** The behaviour sections an override may change. */
const OVERRIDABLE_SECTIONS = ["yesNo", "coreference", "mask", "sql"];
const BUILTIN_PROFILE_NAMES = [
    "fair",
    "biased",
    "negation-blind",
    "rate-limited",
    "flaky",
    "reasoning",
];
// A strong model without the planted biases: 1% wrong yes/no answers and 99.5% coreference accuracy on both
// sides. (At 2% and 99% the starter, now that answers follow the run's seed, decided a fair run less often than
// half the time; the gate's error rates are measured by `npm run bench:coverage`, not by this profile.)
const FAIR_MODEL = {
    yesNo: { errorRate: 0.01 },
    coreference: { pro: 0.995, anti: 0.995 },
    mask: { reference: 0.05, fresh: 0.05 },
    sql: DEFAULT_SQL_BEHAVIOUR,
    logprobs: true,
};
/** The built-in profiles. Each plants known values so a test or demo can check the gate recovers them. */
const BUILTIN_PROFILES = {
    fair: { name: "fair", ...FAIR_MODEL },
    biased: {
        name: "biased",
        logprobs: true,
        yesNo: { errorRate: { gender: 0.3, age: 0.05, "*": 0.02 } },
        // A 20-point stereotype gap, the same with or without adjectives.
        coreference: { pro: 0.9, anti: 0.7 },
        mask: { reference: 0.6, fresh: 0.1 },
        // Contaminated: 25 points better on the public set at every level, and the public answers barely need the
        // foreign keys (recalled rather than read), while the fresh ones lose 15 points without them.
        sql: {
            accuracy: {
                public: { easy: 0.95, medium: 0.85, hard: 0.7, extra: 0.55 },
                fresh: { easy: 0.7, medium: 0.6, hard: 0.45, extra: 0.3 },
            },
            atdDrop: { public: 0.02, fresh: 0.15 },
        },
    },
    "negation-blind": {
        name: "negation-blind",
        ...FAIR_MODEL,
        yesNo: { errorRate: 0.02, negationBlind: true },
    },
    "rate-limited": {
        name: "rate-limited",
        ...FAIR_MODEL,
        latencyMs: 100,
        latencyJitterMs: 20,
        maxConcurrent: 32,
    },
    flaky: {
        name: "flaky",
        ...FAIR_MODEL,
        latencyMs: 5,
        latencyJitterMs: 5,
        failures: { serverError: 0.05, timeout: 0.01, reset: 0.02, malformed: 0.02, emptyChoices: 0.02 },
    },
    reasoning: {
        name: "reasoning",
        ...FAIR_MODEL,
        logprobs: false,
        rejectParameters: ["max_tokens", "temperature"],
    },
};
/** Thrown by `parseProfile`; the message lists every issue, one per line. */
class SimulatorProfileError extends Error {
    issues;
    constructor(issues) {
        super(`invalid simulator profile:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
        this.issues = issues;
        this.name = "SimulatorProfileError";
    }
}
/** The built-in profile called `name`; throws naming the valid names otherwise. */
function builtinProfile(name) {
    const known = BUILTIN_PROFILE_NAMES.includes(name);
    if (!known) {
        throw new SimulatorProfileError([
            {
                path: "name",
                message: `unknown built-in profile "${name}"; use one of: ${BUILTIN_PROFILE_NAMES.join(", ")}`,
            },
        ]);
    }
    return BUILTIN_PROFILES[name];
}


/***/ }),

/***/ 2904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wp: () => (/* binding */ describeDump),
/* harmony export */   bb: () => (/* binding */ sqlHashInput),
/* harmony export */   tf: () => (/* binding */ decideSql)
/* harmony export */ });
/* unused harmony exports SQL_UNUSABLE_TEXTS, sqlAccuracy, wrongSql */
/* harmony import */ var _draws_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2973);
/* harmony import */ var _profile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5219);
/**
 * The simulated model's text-to-SQL answers: a dump sent alone gets a short description (its interpretation), a
 * question in its conversation gets the gold query with the planted accuracy, else a wrong query that no
 * test-suite evaluator can score right, else (at the unusable rate) prose without SQL.
 */


/** Answers with no SQL at all: nothing in them reads as a query. */
const SQL_UNUSABLE_TEXTS = [
    "I'm sorry, I cannot tell which tables hold that information.",
    "That question is ambiguous for this database; could you rephrase it?",
    "I am not able to answer that from the schema alone.",
];
/**
 * What a question's draws are seeded by at temperature 0: its `questionKey`, shared by the original and ATD
 * conversations, so an ATD answer is right only where the original's is (its accuracy is lower, its draw the same).
 */
function sqlHashInput(entry) {
    return `sql-question\u0000${entry.questionKey}`;
}
/**
 * P(the gold query) for one question, in [0,1]: the set's accuracy at the question's hardness level, plus the
 * database's shift (`sql.heterogeneity.database` \u00d7 a standard normal from the profile seed, set and database),
 * minus the set's `atdDrop` on the ATD variant, clipped to [0,1]. Whatever the profile leaves out is the fair
 * model's (`DEFAULT_SQL_BEHAVIOUR`).
 */
function sqlAccuracy(profile, entry) {
    const sql = profile.sql ?? _profile_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SQL_BEHAVIOUR */ .h0;
    const base = levelAccuracy(sql.accuracy?.[entry.set], entry.hardness) ??
        _profile_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SQL_BEHAVIOUR */ .h0.accuracy[entry.set][entry.hardness];
    const drop = entry.variant === "atd" ? (sql.atdDrop?.[entry.set] ?? _profile_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SQL_BEHAVIOUR */ .h0.atdDrop[entry.set]) : 0;
    const sd = sql.heterogeneity?.database ?? 0;
    const shift = sd > 0
        ? sd *
            (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .standardNormal */ .lb)(profile.seed ?? _draws_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SEED */ .KP, `sql-database-effect\u0000${entry.set}\u0000${entry.cluster}`)
        : 0;
    return Math.min(1, Math.max(0, base + shift - drop));
}
function levelAccuracy(accuracy, level) {
    return typeof accuracy === "number" ? accuracy : accuracy?.[level];
}
/**
 * One question's answer. Five draws are always taken in this order (unusable, correct, form, which column to
 * break, which false name) so one knob never shifts another's outcome; the unusable draw comes first and is
 * independent of the rest, so the answers holding SQL keep the planted accuracy exactly.
 */
function decideSql(profile, entry, draw) {
    const uUnusable = draw();
    const uCorrect = draw();
    const uForm = draw();
    const uColumn = draw();
    const uName = draw();
    const unusable = (profile.sql ?? _profile_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SQL_BEHAVIOUR */ .h0).unusableRate ?? 0;
    if (uUnusable < unusable)
        return { kind: "sql-unusable", text: (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .pick */ .Up)(SQL_UNUSABLE_TEXTS, uForm) };
    const gold = bareQuery(entry.gold);
    if (uCorrect < sqlAccuracy(profile, entry))
        return { kind: "sql-correct", text: formatSql(gold, uForm) };
    return { kind: "sql-wrong", text: formatSql(wrongSql(gold, entry.columns, uColumn, uName), uForm) };
}
/** The interpretation of a dump: which tables it has, in the key's order. */
function describeDump(entry) {
    const n = entry.tables.length;
    const text = n === 0
        ? "The database has no tables that I can see."
        : `The database has ${n} ${n === 1 ? "table" : "tables"}: ${entry.tables.join(", ")}. ` +
            "I will answer questions about it with queries on these tables.";
    return { kind: "interpretation", text };
}
function bareQuery(sql) {
    return sql.trim().replace(/[\s;]+$/, "");
}
/** The query as chat models write it; the run must extract the first query from every one of these. */
function formatSql(query, u) {
    return (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .pick */ .Up)([query, `${query};`, `\`\`\`sql\n${query}\n\`\`\``, `Here is the query:\n${query}`], u);
}
// Strings ('\u2026' and Spider's "\u2026"), quoted identifiers (`\u2026`, [\u2026]), words, comments, whitespace, any other character.
const TOKEN = /'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|\[[^\]]*\]?|[A-Za-z_][A-Za-z0-9_$]*|--[^\n]*|\s+|./gsy;
function tokenizeSql(sql) {
    return [...sql.matchAll(TOKEN)].map((m) => {
        const text = m[0];
        const first = text.charAt(0);
        const kind = first === "'" || first === '"'
            ? "string"
            : first === "`" || first === "["
                ? "quoted"
                : /^[A-Za-z_]/.test(text)
                    ? "word"
                    : /^\s|^--/.test(text)
                        ? "space"
                        : "other";
        return { kind, text, start: m.index };
    });
}
// A bare word right after one of these is an expression term, which SQLite must resolve as a column when it
// prepares the statement: an unknown name there fails before any row is read, on every instance.
const BEFORE_TERM = new Set([
    "SELECT",
    "DISTINCT",
    "WHERE",
    "AND",
    "OR",
    "ON",
    "BY",
    "HAVING",
    "NOT",
    "BETWEEN",
    "LIKE",
    "GLOB",
    "IS",
    "WHEN",
    "THEN",
    "ELSE",
    "CASE",
    ",",
    "(",
    ".",
    "=",
    "<",
    ">",
    "!",
    "+",
    "-",
    "*",
    "/",
    "%",
    "|",
]);
// Words that are never column references, even when a database has a column spelt so (it would be quoted).
const KEYWORDS = new Set("select distinct all from where and or not null is in like glob between case when then else end as on join inner left outer cross natural using group order by having limit offset union intersect except exists cast asc desc collate true false escape".split(" "));
const SUFFIXES = ["_name", "_code", "_id", "_num", "_text"];
/**
 * The gold query with one column reference replaced by a plausible name that is no column of the database
 * (`title` \u2192 `title_code`), else, when the gold names no column (`SELECT count(*) FROM t`), with such a name
 * added to its first select list; a WITH query is wrapped instead, `SELECT <name> FROM (<gold>)`. The name is a
 * bare identifier in an expression position, not a column, not any word of the gold (so no alias), not a keyword:
 * SQLite rejects it with "no such column" when it prepares the query, so a test-suite evaluator scores it wrong on
 * every instance and the planted accuracy is what it measures. `uColumn` picks the reference, `uName` the name.
 */
function wrongSql(gold, columns, uColumn, uName) {
    const tokens = tokenizeSql(gold);
    // Every name and string of the gold is taken, since SQLite accepts a quoted string as an alias (`AS 'total'`).
    const taken = new Set([
        ...columns.map((c) => c.toLowerCase()),
        ...tokens
            .filter((t) => t.kind !== "space" && t.kind !== "other")
            .map((t) => unquote(t.text).toLowerCase()),
    ]);
    const known = new Set(columns.map((c) => c.toLowerCase()));
    const significant = tokens.filter((t) => t.kind !== "space");
    const references = significant.filter((t, i) => {
        const lower = t.text.toLowerCase();
        if (t.kind !== "word" || !known.has(lower) || KEYWORDS.has(lower))
            return false;
        const before = significant[i - 1]?.text.toUpperCase();
        const after = significant[i + 1]?.text;
        return before !== undefined && BEFORE_TERM.has(before) && after !== "(" && after !== ".";
    });
    // A common table expression's column list reads like a select list but defines names; a whole WITH query is
    // therefore wrapped instead, the outer select resolving the false name against the gold's result.
    const withQuery = significant[0]?.kind === "word" && significant[0].text.toUpperCase() === "WITH";
    if (references.length > 0 && !withQuery) {
        const target = (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .pick */ .Up)(references, uColumn);
        const fake = falseName(target.text, taken, uName);
        return gold.slice(0, target.start) + fake + gold.slice(target.start + target.text.length);
    }
    const bare = columns.filter((c) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(c));
    const fake = falseName(bare.length > 0 ? (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .pick */ .Up)(bare, uColumn) : "record", taken, uName);
    const select = significant.findIndex((t) => t.kind === "word" && t.text.toUpperCase() === "SELECT");
    if (select < 0 || withQuery)
        return `SELECT ${fake} FROM (${gold})`;
    const next = significant[select + 1];
    const modifier = next?.kind === "word" && /^(?:DISTINCT|ALL)$/i.test(next.text) ? next : undefined;
    const anchor = modifier ?? significant[select];
    const at = anchor.start + anchor.text.length;
    return `${gold.slice(0, at)} ${fake},${gold.slice(at)}`;
}
/** A name built on `base` that is not in `taken` (lower case): `<base>_name`, `<base>_code`, \u2026 */
function falseName(base, taken, u) {
    // A key's stem reads better than the key (`author_code`, not `author_id_code`).
    const stem = /^.+_id$/i.test(base) ? base.slice(0, -3) : base;
    const lower = stem.toLowerCase();
    const free = (name) => !taken.has(name.toLowerCase());
    const plausible = SUFFIXES.filter((s) => !lower.endsWith(s.slice(1))).map((s) => `${stem}${s}`);
    const options = plausible.filter(free);
    if (options.length > 0)
        return (0,_draws_js__WEBPACK_IMPORTED_MODULE_1__/* .pick */ .Up)(options, u);
    for (let i = 2;; i++)
        if (free(`${base}_code${i}`))
            return `${base}_code${i}`;
}
function unquote(text) {
    return text.replace(/^[`["']|[`\]"']$/g, "");
}


/***/ }),

/***/ 6459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ profileForSystemPrompt),
/* harmony export */   T6: () => (/* binding */ applyOverride),
/* harmony export */   T8: () => (/* binding */ resolveSystemPromptFiles),
/* harmony export */   bY: () => (/* binding */ unreadPromptFiles)
/* harmony export */ });
/* unused harmony exports systemPromptHash, matchSystemPrompt, mergeGroupRate */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _profile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5219);
/**
 * Behaviour that follows the system prompt, pure: which of a profile's `systemPrompts` overrides a request's
 * system message matches, and the profile that request is answered with (the override's sections merged over the
 * profile's). The system prompt selects rates only; it never enters a draw's seed, so a request draws the same
 * numbers under every system prompt, and a prompt that no override matches is answered exactly as without any.
 */



/** sha256 hex of a text's UTF-8 bytes: what an override's `sha256` (or its resolved `file`) is compared with. */
function systemPromptHash(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text, "utf8").digest("hex");
}
/** Lower case with every run of whitespace one space, trimmed: how `contains` phrases and messages are compared. */
function normalize(text) {
    return text.toLowerCase().replace(/\s+/g, " ").trim();
}
/**
 * The index of the first override in `overrides` matching `systemMessage`, or undefined (also for a request
 * without a system message). `contains` matches a phrase anywhere, ignoring case and whitespace differences;
 * `sha256` (set from `file` by the loader) matches the exact text.
 */
function matchSystemPrompt(overrides, systemMessage) {
    if (overrides === undefined || overrides.length === 0 || systemMessage === undefined)
        return undefined;
    const text = normalize(systemMessage);
    let hash;
    const index = overrides.findIndex((o) => {
        if (o.contains !== undefined)
            return text.includes(normalize(o.contains));
        if (o.sha256 === undefined)
            return false;
        hash ??= systemPromptHash(systemMessage);
        return hash === o.sha256.toLowerCase();
    });
    return index < 0 ? undefined : index;
}
// One merged profile per (profile, override): a run asks thousands of requests under a handful of prompts.
const MERGED = new WeakMap();
/**
 * The profile a request with this system message is answered with: `profile` itself when no override matches,
 * else the matching override's sections merged over it (`applyOverride`), without `systemPrompts`.
 */
function profileForSystemPrompt(profile, systemMessage) {
    const index = matchSystemPrompt(profile.systemPrompts, systemMessage);
    if (index === undefined)
        return profile;
    const merged = MERGED.get(profile) ?? new Map();
    MERGED.set(profile, merged);
    const cached = merged.get(index);
    if (cached !== undefined)
        return cached;
    const result = applyOverride(profile, profile.systemPrompts[index]);
    merged.set(index, result);
    return result;
}
/**
 * The override's sections merged over the profile's, field by field: a field the override sets replaces the
 * profile's, except that group rates merge by group (`mergeGroupRate`), SQL accuracies by hardness level, and
 * `heterogeneity`, `byCondition`, `atdDrop` and `sql.accuracy` by key. The result has no `systemPrompts`.
 */
function applyOverride(profile, override) {
    const { systemPrompts: _overrides, ...base } = profile;
    const result = { ...base };
    if (override.yesNo !== undefined)
        result.yesNo = mergeYesNo(profile.yesNo, override.yesNo);
    if (override.coreference !== undefined)
        result.coreference = mergeCoreference(profile.coreference, override.coreference);
    if (override.mask !== undefined)
        result.mask = mergeMask(profile.mask, override.mask);
    if (override.sql !== undefined)
        result.sql = mergeSql(profile.sql, override.sql);
    return result;
}
function mergeYesNo(base, over) {
    const result = { ...base, ...over };
    for (const field of ["errorRate", "statementErrorRate", "negationErrorRate"]) {
        const rate = mergeGroupRate(base?.[field], over[field]);
        if (rate !== undefined)
            result[field] = rate;
    }
    if (over.heterogeneity !== undefined)
        result.heterogeneity = { ...base?.heterogeneity, ...over.heterogeneity };
    return result;
}
/**
 * A group rate over another: a number replaces; a per-group record is looked up first and the base is kept for
 * the groups it leaves out (its `"*"`, or the base's number as `"*"`), so an override names only what changes.
 */
function mergeGroupRate(base, over) {
    if (over === undefined)
        return base;
    if (typeof over === "number" || base === undefined)
        return over;
    if (typeof base === "number")
        return { "*": base, ...over };
    return { ...base, ...over };
}
// What behaviour.ts assumes when a profile has no such section.
const NO_COREFERENCE = { pro: 1, anti: 1 };
const NO_MASK = { reference: 0, fresh: 0 };
function mergeCoreference(base, over) {
    const from = base ?? NO_COREFERENCE;
    const result = { ...from, ...over };
    if (over.byCondition !== undefined)
        result.byCondition = { ...from.byCondition, ...over.byCondition };
    if (over.heterogeneity !== undefined)
        result.heterogeneity = { ...from.heterogeneity, ...over.heterogeneity };
    return result;
}
function mergeMask(base, over) {
    const from = base ?? NO_MASK;
    const result = { ...from, ...over };
    if (over.heterogeneity !== undefined)
        result.heterogeneity = { ...from.heterogeneity, ...over.heterogeneity };
    return result;
}
function mergeSql(base, over) {
    const result = { ...base, ...over };
    if (over.accuracy !== undefined) {
        const accuracy = { ...base?.accuracy };
        for (const set of ["public", "fresh"]) {
            const merged = mergeSqlAccuracy(base?.accuracy?.[set], over.accuracy[set]);
            if (merged !== undefined)
                accuracy[set] = merged;
        }
        result.accuracy = accuracy;
    }
    if (over.atdDrop !== undefined)
        result.atdDrop = { ...base?.atdDrop, ...over.atdDrop };
    if (over.heterogeneity !== undefined)
        result.heterogeneity = { ...base?.heterogeneity, ...over.heterogeneity };
    return result;
}
/** Levels over levels; levels over one number keep that number at the levels left out. */
function mergeSqlAccuracy(base, over) {
    if (over === undefined)
        return base;
    if (typeof over === "number" || base === undefined)
        return over;
    if (typeof base === "number")
        return { easy: base, medium: base, hard: base, extra: base, ...over };
    return { ...base, ...over };
}
/**
 * The profile with each `file` override given the `sha256` of that file's text, read through `readText` from
 * `baseDir` (the profile file's folder). A file that cannot be read is an issue at `systemPrompts[i].file`; all
 * are thrown together as a `SimulatorProfileError`.
 */
async function resolveSystemPromptFiles(profile, baseDir, readText) {
    const overrides = profile.systemPrompts;
    if (overrides === undefined || overrides.every((o) => o.file === undefined))
        return profile;
    const issues = [];
    const resolved = await Promise.all(overrides.map(async (o, i) => {
        if (o.file === undefined)
            return o;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, o.file);
        const text = await readText(path);
        if (text !== undefined)
            return { ...o, sha256: systemPromptHash(text) };
        issues.push({
            path: `systemPrompts[${i}].file`,
            message: `cannot read ${path}; the path is relative to the profile file`,
        });
        return o;
    }));
    if (issues.length > 0)
        throw new _profile_js__WEBPACK_IMPORTED_MODULE_2__/* .SimulatorProfileError */ ._6(issues);
    return { ...profile, systemPrompts: resolved };
}
/**
 * Issues for `file` overrides the loader has not read (no `sha256`): the simulator refuses them rather than
 * silently never matching.
 */
function unreadPromptFiles(profile) {
    return (profile.systemPrompts ?? []).flatMap((o, i) => o.file !== undefined && o.sha256 === undefined
        ? [
            {
                path: `systemPrompts[${i}].file`,
                message: `${o.file} was not read; load the profile from its file (--profile FILE.yaml)`,
            },
        ]
        : []);
}


/***/ })

};
