export const id = 320;
export const ids = [320];
export const modules = {

/***/ 19108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   I8: () => (/* binding */ parseCacheEntry),
/* harmony export */   Jg: () => (/* binding */ isChatAnswer),
/* harmony export */   jP: () => (/* binding */ CACHE_ENTRY_VERSION)
/* harmony export */ });
/** Bump when the entry layout changes; entries of another version are treated as misses. */
const CACHE_ENTRY_VERSION = 1;
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** A structural check of a stored answer: enough that downstream code can trust its fields. */
function isChatAnswer(value) {
    if (!isRecord(value) || typeof value.text !== "string" || !isRecord(value.usage))
        return false;
    const { inputTokens, outputTokens } = value.usage;
    if (typeof inputTokens !== "number" || typeof outputTokens !== "number")
        return false;
    const p = value.probabilities;
    const probabilitiesOk = p === undefined || (isRecord(p) && typeof p.yes === "number" && typeof p.no === "number");
    const c = value.answerProbability;
    return probabilitiesOk && (c === undefined || typeof c === "number");
}
/** Parses one entry's text; a string describing the damage when it is not a usable entry. */
function parseCacheEntry(text, expectedKey) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return `not valid JSON (${error.message})`;
    }
    if (!isRecord(value) || value.v !== CACHE_ENTRY_VERSION)
        return `not a v${CACHE_ENTRY_VERSION} cache entry`;
    if (typeof value.key !== "string")
        return "no key";
    if (expectedKey !== undefined && value.key !== expectedKey)
        return `holds key ${value.key}`;
    if (!isChatAnswer(value.answer))
        return "no usable answer";
    if (!isRecord(value.request) || !Array.isArray(value.request.messages))
        return "no usable request";
    return value;
}
/** The `code` of a Node.js system error (`ENOENT`, `EEXIST`, \u2026), if it has one. */
function errorCode(error) {
    return isRecord(error) && typeof error.code === "string" ? error.code : undefined;
}


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qb: () => (/* binding */ headerNames),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   jt: () => (/* binding */ redactRequest),
/* harmony export */   lq: () => (/* binding */ requestKey)
/* harmony export */ });
/* unused harmony exports CACHE_KEY_VERSION, REDACTED, keyMaterialJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The content address of a request: what was asked, of which endpoint and model, with which settings.
 * Two requests with the same key get the same answer from the cache and from replay.
 */

/**
 * Bump when the key's inputs change meaning, so old cache entries stop matching instead of lying. 2: the endpoint
 * is the whole base URL (endpoint-identity.ts), not its host; a v1 key cannot say which path it was bought from,
 * so v1 entries answer nothing any more, not even for the endpoint that bought them.
 */
const CACHE_KEY_VERSION = 2;
/** Stands in for a header value wherever a request is written down: values may be secrets. */
const REDACTED = "[redacted]";
/** JSON with object keys sorted at every depth and `undefined` members dropped: one text per value. */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map((item) => sortKeys(item ?? null));
    if (value !== null && typeof value === "object") {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const member = value[key];
            if (member !== undefined)
                out[key] = sortKeys(member);
        }
        return out;
    }
    return value;
}
/** Header names, lower-cased (HTTP names are case-insensitive) and sorted. */
function headerNames(headers) {
    return Object.keys(headers ?? {})
        .map((name) => name.toLowerCase())
        .sort();
}
/**
 * sha256 hex of the canonical JSON of { v, endpoint, trial, messages, every param except `timeoutMs` } with the
 * extra headers reduced to their names. `endpoint` names where answers come from (an endpoint identity, see
 * endpoint-identity.ts, or the simulator's profile and seed). `promptId` is not part of it: the same text asked
 * twice is one entry.
 */
function requestKey(request, endpoint) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(keyMaterialJson(request, endpoint)).digest("hex");
}
/**
 * A run's requests share one params object (or a few), so its canonical JSON is worked out once per object: the
 * generic walk over every request's material was ~5% of a cold run's CPU per request at a limit of 128.
 */
const paramsJsonOf = new WeakMap();
/**
 * `canonicalJson` of the key's material, character for character: its keys sorted at each depth (endpoint,
 * messages, params, trial, v; each message's content, role), assembled from parts whose own JSON cannot depend on
 * order.
 */
function keyMaterialJson(request, endpoint) {
    let params = paramsJsonOf.get(request.params);
    if (params === undefined) {
        const { timeoutMs: _timeout, headers, ...rest } = request.params;
        params = canonicalJson({ ...rest, headerNames: headerNames(headers) });
        paramsJsonOf.set(request.params, params);
    }
    let messages = "[";
    for (const [i, { role, content }] of request.messages.entries()) {
        messages += `${i === 0 ? "" : ","}{"content":${JSON.stringify(content)},"role":${JSON.stringify(role)}}`;
    }
    const trial = request.trial === undefined ? "" : `,"trial":${JSON.stringify(request.trial)}`;
    return `{"endpoint":${JSON.stringify(endpoint)},"messages":${messages}],"params":${params}${trial},"v":${CACHE_KEY_VERSION}}`;
}
/**
 * The request as it may be written to disk: header values replaced by {@link REDACTED}, and a sealed set's
 * messages by their length (the key, a hash, still tells requests apart).
 */
function redactRequest(request) {
    const { headers, ...params } = request.params;
    const messages = request.sealed
        ? request.messages.map((m) => ({ role: m.role, content: `[sealed: ${m.content.length} characters]` }))
        : request.messages;
    if (headers === undefined)
        return { ...request, messages, params };
    const redacted = Object.fromEntries(Object.keys(headers).map((name) => [name, REDACTED]));
    return { ...request, messages, params: { ...params, headers: redacted } };
}


/***/ }),

/***/ 38863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ currentOwner),
/* harmony export */   I: () => (/* binding */ mayBeAlive)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Who writes into a shared cache directory: a run, named by its host, process id and a run id. Journals and
 * in-flight locks carry it, so one run can tell another run's live work from what a killed run left behind.
 */


/** This process as a fresh run, started at `now` (ms since epoch). */
function currentOwner(now) {
    const stamp = new Date(now).toISOString().replace(/[-:.]/g, "").replace("T", "-");
    return { host: safeHost((0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)()), pid: process.pid, run: `${stamp}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString("hex")}` };
}
function safeHost(name) {
    return name.replace(/[^A-Za-z0-9-]/g, "-") || "host";
}
/**
 * Whether `other`'s process may still be running, seen from `self`: a process on this host is checked by its pid
 * (signal 0); one on another host cannot be, so it may be (callers then judge by the age of its files).
 */
function mayBeAlive(other, self) {
    if (other.host !== self.host)
        return true;
    if (other.pid === self.pid)
        return true;
    try {
        process.kill(other.pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to another user.
        return error.code === "EPERM";
    }
}


/***/ }),

/***/ 84597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EU: () => (/* binding */ createDiskCache),
  Jg: () => (/* reexport */ cache_entry/* isChatAnswer */.Jg),
  X8: () => (/* binding */ readCacheEntries)
});

// UNUSED EXPORTS: CACHE_ENTRY_VERSION, POLL_MS, entryPath, parseCacheEntry

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/answers/cache-entry.ts
var cache_entry = __webpack_require__(19108);
// EXTERNAL MODULE: ./src/answers/cache-key.ts
var cache_key = __webpack_require__(9139);
// EXTERNAL MODULE: ./src/answers/cache-owner.ts
var cache_owner = __webpack_require__(38863);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/answers/inflight-lock.ts
/**
 * In-flight markers shared through the cache directory, so two runs on one cache do not pay twice for one request:
 * before sending, a run creates `<cache>/inflight/<key>` exclusively, naming itself; another run that finds it
 * waits for the answer to appear in the holder's journal. Each marker is a hard link to the run's one owner file
 * (`inflight/.<host>.<pid>.<run>.owner`), so a marker is never seen half-written, creating one is one system call,
 * and the run's heartbeat (touching the owner file every LOCK_HEARTBEAT_MS) keeps all its markers fresh at once.
 * A marker whose holder is dead (same host) or whose time is older than LOCK_STALE_MS is stale and taken over.
 * Where hard links are not supported, markers are written exclusively (O_EXCL) instead.
 *
 * Markers cost two system calls per request (~0.2 ms of CPU), which buy nothing while one run has the directory
 * to itself, the usual case. So a run first announces itself with `inflight/.<host>.<pid>.<run>.solo` and lists
 * the directory: alone, it marks nothing and looks for company every PEER_POLL_MS. A run that finds another (its
 * own announcement is already there, so of two runs starting together at least one sees the other) works with
 * markers, and waits before sending anything until no live run is solo. A solo run that sees company marks what
 * it is sending and only then removes its `.solo` file. Runs of bias-gate from before this know nothing of `.solo`
 * files: sharing a directory with one of them, a solo run's requests may be bought twice.
 */





const INFLIGHT_DIR = "inflight";
const LOCK_HEARTBEAT_MS = 2_000;
/** Five missed heartbeats: the holder is gone (killed on another host, or frozen). */
const LOCK_STALE_MS = 10_000;
/** A marker still empty this long after its creation (no hard links) was left by a run killed creating it. */
const UNFILLED_STALE_MS = 1_000;
/** Ms between a solo run's looks for company, and a newcomer's looks at whether a solo run has started marking. */
const PEER_POLL_MS = 250;
/** The owner file's name: hidden, and never a request key. */
function ownerFileName(owner) {
    return `.${owner.host}.${owner.pid}.${owner.run}.owner`;
}
/** The file a run that marks nothing announces itself with. */
function soloFileName(owner) {
    return `.${owner.host}.${owner.pid}.${owner.run}.solo`;
}
/** The markers of `owner`'s run in `cacheDir`; `now` is ms since epoch. */
function createInflightLocks(cacheDir, owner, deps) {
    const dir = (0,external_node_path_.join)(cacheDir, INFLIGHT_DIR);
    const ownerFile = (0,external_node_path_.join)(dir, ownerFileName(owner));
    const soloFile = (0,external_node_path_.join)(dir, soloFileName(owner));
    const content = JSON.stringify(owner);
    const held = new Set();
    const releasing = new Map();
    let made;
    let linking = true;
    let heartbeat;
    // Whether this run marks its requests: decided when it joins the directory, and only ever changed to true.
    let joined;
    let solo = false;
    let lookout;
    let switching;
    const beat = () => {
        const at = new Date(deps.now());
        if (solo)
            (0,promises_.utimes)(soloFile, at, at).catch(() => undefined);
        else if (linking)
            (0,promises_.utimes)(ownerFile, at, at).catch(() => undefined);
        else
            for (const key of held)
                (0,promises_.utimes)((0,external_node_path_.join)(dir, key), at, at).catch(() => undefined);
    };
    const others = async () => {
        const names = await (0,promises_.readdir)(dir);
        const mine = new Set([ownerFileName(owner), soloFileName(owner)]);
        const found = names.filter((n) => n.startsWith(".") && /\.(owner|solo)$/.test(n) && !mine.has(n));
        const stale = await Promise.all(found.map((n) => isStale((0,external_node_path_.join)(dir, n), owner, deps.now())));
        return found.filter((_, i) => !stale[i]).map((n) => ({ solo: n.endsWith(".solo") }));
    };
    // Marks what this run is sending, then stops being solo: a newcomer waits for the `.solo` file to go.
    const startMarking = () => (switching ??= (async () => {
        clearInterval(lookout);
        lookout = undefined;
        // The owner file announces this run from now on (and is what the markers link to).
        made ??= (0,promises_.mkdir)(dir, { recursive: true }).then(() => (0,promises_.writeFile)(ownerFile, content));
        await made;
        for (const key of held)
            await tryCreate(key).catch(() => undefined);
        solo = false;
        await (0,promises_.unlink)(soloFile).catch(() => undefined);
    })());
    const lookAround = () => {
        others()
            .then((found) => (found.length > 0 ? startMarking() : undefined))
            .catch(() => undefined);
    };
    const join_ = () => (joined ??= (async () => {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(soloFile, content);
        solo = true;
        heartbeat ??= setInterval(beat, LOCK_HEARTBEAT_MS).unref();
        if ((await others()).length === 0) {
            lookout = setInterval(lookAround, PEER_POLL_MS).unref();
            return;
        }
        await startMarking();
        while ((await others()).some((o) => o.solo))
            await (0,external_node_timers_promises_.setTimeout)(PEER_POLL_MS / 5);
    })());
    const tryCreate = async (key, retry = true) => {
        made ??= (0,promises_.mkdir)(dir, { recursive: true }).then(() => (0,promises_.writeFile)(ownerFile, content));
        await made;
        try {
            if (linking)
                await (0,promises_.link)(ownerFile, (0,external_node_path_.join)(dir, key));
            else
                await (0,promises_.writeFile)((0,external_node_path_.join)(dir, key), content, { flag: "wx" });
            return true;
        }
        catch (error) {
            const code = (0,cache_entry/* errorCode */.CA)(error);
            if (code === "EEXIST")
                return false;
            if (!retry)
                throw error;
            // The owner file was swept as stale (this process stalled past LOCK_STALE_MS): write it again.
            if (code === "ENOENT")
                made = undefined;
            else if (linking && (code === "EPERM" || code === "ENOTSUP" || code === "EXDEV"))
                linking = false;
            else
                throw error;
            return tryCreate(key, false);
        }
    };
    return {
        async acquire(key) {
            await releasing.get(key);
            if (held.has(key))
                return "held";
            try {
                await join_();
                await switching;
            }
            catch (error) {
                deps.report(`${dir}: cannot mark requests in flight (${error.message})`);
                return "acquired";
            }
            if (held.has(key))
                return "held";
            if (solo) {
                held.add(key);
                return "alone";
            }
            try {
                let created = await tryCreate(key);
                if (!created && (await isStale((0,external_node_path_.join)(dir, key), owner, deps.now()))) {
                    await (0,promises_.unlink)((0,external_node_path_.join)(dir, key)).catch(() => undefined);
                    created = await tryCreate(key);
                }
                if (!created)
                    return "held";
            }
            catch (error) {
                deps.report(`${dir}: cannot mark requests in flight (${error.message})`);
                return "acquired";
            }
            held.add(key);
            heartbeat ??= setInterval(beat, LOCK_HEARTBEAT_MS).unref();
            return "acquired";
        },
        release(key) {
            // A solo run made no marker, unless it is making them right now.
            if (!held.delete(key) || (solo && switching === undefined))
                return;
            const removed = (0,promises_.unlink)((0,external_node_path_.join)(dir, key))
                .catch(() => undefined)
                .finally(() => releasing.delete(key));
            releasing.set(key, removed);
        },
        async settled() {
            await switching;
            await Promise.all(releasing.values());
            if (held.size > 0 || joined === undefined)
                return;
            clearInterval(heartbeat);
            clearInterval(lookout);
            heartbeat = undefined;
            lookout = undefined;
            made = undefined;
            joined = undefined;
            switching = undefined;
            solo = false;
            await Promise.all([(0,promises_.unlink)(ownerFile), (0,promises_.unlink)(soloFile)].map((p) => p.catch(() => undefined)));
        },
    };
}
/** Whether the marker at `path` was left by a run that is gone. A marker that vanished meanwhile is not. */
async function isStale(path, self, now) {
    let text;
    let mtimeMs;
    try {
        [text, { mtimeMs }] = await Promise.all([(0,promises_.readFile)(path, "utf8"), (0,promises_.stat)(path)]);
    }
    catch {
        return false;
    }
    if (now - mtimeMs > LOCK_STALE_MS)
        return true;
    let marker;
    try {
        marker = JSON.parse(text);
    }
    catch {
        return now - mtimeMs > UNFILLED_STALE_MS;
    }
    if (marker.run === self.run)
        return false;
    const { host, pid } = marker;
    return typeof host === "string" && typeof pid === "number" && !(0,cache_owner/* mayBeAlive */.I)({ host, pid }, self);
}
/** Removes the stale markers and owner files under `cacheDir` (left by killed runs); resolves with how many. */
async function sweepStaleLocks(cacheDir, self, now) {
    const dir = (0,external_node_path_.join)(cacheDir, INFLIGHT_DIR);
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch {
        return 0;
    }
    const stale = await Promise.all(names.map((name) => isStale((0,external_node_path_.join)(dir, name), self, now)));
    const removed = names.filter((_, i) => stale[i]);
    await Promise.all(removed.map((name) => (0,promises_.unlink)((0,external_node_path_.join)(dir, name)).catch(() => undefined)));
    return removed.length;
}

// EXTERNAL MODULE: ./src/answers/journal.ts
var journal = __webpack_require__(22256);
;// CONCATENATED MODULE: ./src/answers/cache-upkeep.ts
/**
 * Keeping a shared cache directory tidy at the start of a run: markers and temp files left by killed runs are
 * removed, empty journals of finished runs too, and when finished journals pile up they are merged into one,
 * so a run's start reads a few files, not one per past run.
 */







/** Finished journals beyond this many are merged into one at the start of a run. */
const COMPACT_AT = 16;
/** A v1 temp file this old is an orphan even when its writer's pid is taken by another process. */
const ORPHAN_TMP_MS = 10 * 60_000;
/** Removes stale in-flight markers and empty journals whose writer is gone. */
async function cleanOrphans(dir, self, now) {
    await sweepStaleLocks(dir, self, now);
    const journalDir = (0,external_node_path_.join)(dir, journal/* JOURNAL_DIR */.Ci);
    const names = await (0,promises_.readdir)(journalDir).catch(() => []);
    await Promise.all(names.map(async (name) => {
        const owner = (0,journal/* journalOwner */.Vn)(name);
        if (owner === undefined || owner.host !== self.host || (0,cache_owner/* mayBeAlive */.I)(owner, self))
            return;
        const path = (0,external_node_path_.join)(journalDir, name);
        if (name.endsWith(".tmp") || (await (0,promises_.stat)(path)).size === 0)
            await (0,promises_.rm)(path, { force: true });
    }));
}
/**
 * The keys of the v1 entries (`<dir>/<xx>/<key>.json`), removing the orphaned `<key>.json.<pid>.<n>.tmp` files
 * that runs killed mid-write left beside them.
 */
async function listV1Entries(dir, self, now) {
    const keys = new Set();
    const shards = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    for (const shard of shards) {
        if (!shard.isDirectory() || !/^[0-9a-z]{2}$/i.test(shard.name))
            continue;
        const shardDir = (0,external_node_path_.join)(dir, shard.name);
        for (const name of await (0,promises_.readdir)(shardDir).catch(() => [])) {
            if (name.endsWith(".json"))
                keys.add(name.slice(0, -".json".length));
            else if (name.endsWith(".tmp") && (await isOrphanTmp((0,external_node_path_.join)(shardDir, name), self, now)))
                await (0,promises_.rm)((0,external_node_path_.join)(shardDir, name), { force: true });
        }
    }
    return keys;
}
async function isOrphanTmp(path, self, now) {
    const pid = Number(path.split(".").at(-3));
    const mtimeMs = await (0,promises_.stat)(path).then((info) => info.mtimeMs, () => now);
    if (now - mtimeMs > ORPHAN_TMP_MS)
        return true;
    return Number.isInteger(pid) && pid > 0 && !(0,cache_owner/* mayBeAlive */.I)({ host: self.host, pid }, self);
}
/**
 * Merges the finished journals named in `tails` (read to their end) into one, when there are at least
 * COMPACT_AT of them: one line per key, written to a temp file and renamed in before the sources are removed,
 * so a reader sees every entry at every moment (a source vanishing mid-read sends it back to the listing).
 */
async function compactJournals(journalDir, tails, report) {
    const finished = [...tails].filter(([, tail]) => tail.done).map(([name]) => name);
    if (finished.length < COMPACT_AT)
        return;
    const lines = new Map();
    for (const name of finished) {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(journalDir, name), "utf8").catch(() => "");
        for (const line of text.split("\n")) {
            const key = keyOf(line);
            if (key !== undefined && !lines.has(key))
                lines.set(key, line);
        }
    }
    const merged = `merged.${Date.now()}-${(0,external_node_crypto_.randomBytes)(4).toString("hex")}.jsonl`;
    const temp = (0,external_node_path_.join)(journalDir, `${merged}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, [...lines.values()].map((line) => `${line}\n`).join(""), { flush: true });
        await (0,promises_.rename)(temp, (0,external_node_path_.join)(journalDir, merged));
    }
    catch (error) {
        report(`${journalDir}: merging journals failed (${error.message})`);
        await (0,promises_.rm)(temp, { force: true });
        return;
    }
    for (const name of finished) {
        await (0,promises_.unlink)((0,external_node_path_.join)(journalDir, name)).catch((error) => {
            if ((0,cache_entry/* errorCode */.CA)(error) !== "ENOENT")
                report(`${(0,external_node_path_.join)(journalDir, name)}: not removed after merging`);
        });
        tails.delete(name);
    }
    tails.set(merged, { done: true });
}
function keyOf(line) {
    try {
        const value = JSON.parse(line);
        return typeof value.key === "string" ? value.key : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/answers/cache.ts
/**
 * The on-disk response cache, content-addressed by request key. Each run appends its answers to its own journal
 * (`<dir>/journal/*.jsonl`, see journal.ts) before the pool counts them, so nothing received is lost when the run
 * is killed; an in-memory index holds every journal's answers and, read-only, the v1 layout's one file per answer
 * (`<dir>/<key[0..2]>/<key>.json`). Runs sharing the directory mark the requests they are sending
 * (inflight-lock.ts), and wait for each other's answers instead of buying them twice. Damaged entries and torn
 * lines are reported and treated as misses, never fatal.
 */









/** Ms between looks at other runs' journals while waiting for an answer they are buying. */
const POLL_MS = 50;
/** `<dir>/<first two characters of the key>/<key>.json`: the v1 layout, read for compatibility. */
function entryPath(dir, key) {
    return (0,external_node_path_.join)(dir, key.slice(0, 2), `${key}.json`);
}
/**
 * A {@link ResponseCache} in `dir`. `put` appends to this run's journal before it returns; `putSoon` appends with
 * the other answers of the event loop's turn and resolves once they are written; `flush` fsyncs and closes it.
 * `get` waits while another run is buying the same request. An answer whose line could not be written (a full
 * disk) is still answered from memory for the rest of this run, and counted by `unkept`: the next run buys it again.
 */
function createDiskCache(dir, deps = { now: Date.now }) {
    const owner = deps.owner ?? (0,cache_owner/* currentOwner */.H)(deps.now());
    const problems = [];
    const report = (problem) => {
        if (!problems.includes(problem))
            problems.push(problem);
    };
    const journalDir = (0,external_node_path_.join)(dir, journal/* JOURNAL_DIR */.Ci);
    const writer = (0,journal/* createJournalWriter */.f4)((0,external_node_path_.join)(journalDir, (0,journal/* journalName */.J1)(owner)), (error) => report(`${(0,external_node_path_.join)(journalDir, (0,journal/* journalName */.J1)(owner))}: fsync failed (${error.message})`), deps.journalFiles);
    let offered = 0;
    let unkept;
    const lose = (error) => {
        const code = (0,cache_entry/* errorCode */.CA)(error);
        unkept ??= { count: 0, of: 0, dir, ...(code ? { code } : {}), message: error.message };
        unkept.count += 1;
    };
    const reader = (0,journal/* createJournalReader */.bC)(journalDir, owner, (0,journal/* journalName */.J1)(owner));
    const locks = createInflightLocks(dir, owner, { now: deps.now, report });
    const index = new Map();
    let v1 = new Set();
    const sleepers = new Set();
    const wake = () => {
        for (const sleeper of [...sleepers])
            sleeper();
    };
    const absorb = (read) => {
        for (const entry of read.entries)
            if (!index.has(entry.key))
                index.set(entry.key, entry.answer);
        for (const problem of read.problems)
            report(problem);
        if (read.entries.length > 0)
            wake();
    };
    const refresh = coalesce(() => reader.read().then(absorb));
    let ready;
    const start = () => {
        ready ??= (async () => {
            await cleanOrphans(dir, owner, deps.now());
            absorb(await reader.read());
            await compactJournals(journalDir, reader.tails, report);
            v1 = await listV1Entries(dir, owner, deps.now());
        })();
        return ready;
    };
    const readV1 = async (key) => {
        if (!v1.has(key))
            return undefined;
        const path = entryPath(dir, key);
        const text = await (0,promises_.readFile)(path, "utf8").catch((error) => {
            if ((0,cache_entry/* errorCode */.CA)(error) !== "ENOENT")
                report(`${path}: unreadable (${error.message})`);
            return undefined;
        });
        if (text === undefined)
            return undefined;
        const entry = (0,cache_entry/* parseCacheEntry */.I8)(text, key);
        if (typeof entry === "string")
            report(`${path}: ${entry}; ignored`);
        return typeof entry === "string" ? undefined : entry.answer;
    };
    /** The journal line that stores `answer`; undefined (reported) for something that is not an answer. */
    const journalLine = (key, request, answer) => {
        // Failures are never cached: a failure cast to an answer by mistake is refused, not stored.
        if (!(0,cache_entry/* isChatAnswer */.Jg)(answer)) {
            report(`${writer.path}: refused to cache something that is not an answer (key ${key})`);
            return undefined;
        }
        const entry = {
            v: cache_entry/* CACHE_ENTRY_VERSION */.jP,
            key,
            request: (0,cache_key/* redactRequest */.jt)(request),
            answer,
            savedAt: new Date(deps.now()).toISOString(),
        };
        return `${JSON.stringify(entry)}\n`;
    };
    const pause = () => new Promise((resolve) => {
        const done = () => {
            clearTimeout(timer);
            sleepers.delete(done);
            deps.signal?.removeEventListener("abort", done);
            resolve();
        };
        const timer = setTimeout(done, POLL_MS);
        sleepers.add(done);
        deps.signal?.addEventListener("abort", done, { once: true });
    });
    return {
        problems,
        async get(key) {
            await start();
            for (;;) {
                const hit = index.get(key) ?? (await readV1(key));
                if (hit !== undefined || deps.signal?.aborted)
                    return hit;
                const mark = await locks.acquire(key);
                if (mark === "alone")
                    return undefined;
                if (mark === "acquired") {
                    // Another run may have answered and given the key up between our lookup and our marker.
                    await refresh();
                    const late = index.get(key);
                    if (late !== undefined)
                        locks.release(key);
                    return late;
                }
                await pause();
                await refresh();
            }
        },
        put(key, request, answer) {
            const line = journalLine(key, request, answer);
            if (line !== undefined) {
                offered += 1;
                try {
                    writer.append(line);
                }
                catch (error) {
                    lose(error);
                }
                index.set(key, answer);
            }
            locks.release(key);
            wake();
        },
        async putSoon(key, request, answer) {
            const line = journalLine(key, request, answer);
            if (line !== undefined) {
                offered += 1;
                const failure = await writer.appendSoon(line);
                if (failure)
                    lose(failure);
                index.set(key, answer);
            }
            locks.release(key);
            wake();
        },
        release(key) {
            locks.release(key);
            wake();
        },
        async flush() {
            writer.close();
            await locks.settled();
        },
        unkept: () => (unkept ? { ...unkept, of: offered } : undefined),
    };
}
/** `task` run at most once at a time; a call while it runs gets a fresh run that starts after it. */
function coalesce(task) {
    let running;
    let queued;
    const call = () => {
        if (queued)
            return queued;
        if (running) {
            queued = running.then(() => {
                queued = undefined;
                return call();
            });
            return queued;
        }
        running = task().finally(() => {
            running = undefined;
        });
        return running;
    };
    return call;
}
/**
 * Every usable entry under `dir`, journals and v1 files, one per key (for replay), plus the damaged ones as
 * problems. A missing directory is an empty cache.
 */
async function readCacheEntries(dir) {
    const byKey = new Map();
    const problems = [];
    let files;
    try {
        files = (await (0,promises_.readdir)(dir, { recursive: true })).sort();
    }
    catch (error) {
        if ((0,cache_entry/* errorCode */.CA)(error) === "ENOENT")
            return { entries: [], problems };
        throw error;
    }
    // A reader that owns nothing: every journal is someone else's.
    const journals = (0,journal/* createJournalReader */.bC)((0,external_node_path_.join)(dir, journal/* JOURNAL_DIR */.Ci), (0,cache_owner/* currentOwner */.H)(Date.now()), "");
    const read = await journals.read();
    for (const entry of read.entries)
        if (!byKey.has(entry.key))
            byKey.set(entry.key, entry);
    // One problem per bad journal line can be many: no spread into push's arguments.
    for (const problem of read.problems)
        problems.push(problem);
    for (const file of files.filter((name) => name.endsWith(".json"))) {
        const path = (0,external_node_path_.join)(dir, file);
        const entry = await (0,promises_.readFile)(path, "utf8").then((text) => (0,cache_entry/* parseCacheEntry */.I8)(text), (error) => `unreadable (${error.message})`);
        if (typeof entry === "string")
            problems.push(`${path}: ${entry}; ignored`);
        else if (!byKey.has(entry.key))
            byKey.set(entry.key, entry);
    }
    return { entries: [...byKey.values()], problems };
}


/***/ }),

/***/ 22256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ JOURNAL_DIR),
/* harmony export */   J1: () => (/* binding */ journalName),
/* harmony export */   Vn: () => (/* binding */ journalOwner),
/* harmony export */   bC: () => (/* binding */ createJournalReader),
/* harmony export */   f4: () => (/* binding */ createJournalWriter)
/* harmony export */ });
/* unused harmony exports FSYNC_INTERVAL_MS, FOREIGN_JOURNAL_IDLE_MS, nodeJournalFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cache_entry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19108);
/* harmony import */ var _cache_owner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38863);
/**
 * The response cache's journals: each run appends one JSON line per answer to its own file,
 * `<cache>/journal/<host>.<pid>.<run>.jsonl`, with a synchronous write on a descriptor opened once, so the answer
 * is in the file (the kernel's page cache: it survives the process being killed) before the pool counts it.
 * The answers that arrive in one turn of the event loop are written together, in one write at the turn's end: a
 * write is a system call of ~40 \u00b5s on a runner's disk, one per answer cost a run at 128 requests in flight 4% of
 * its CPU, while the pool still counts each answer only once its line is in the file.
 * fsync, which only matters if the machine itself goes down, is batched: every FSYNC_INTERVAL_MS and at close.
 * Readers read every journal, and re-read only what other runs appended since; a torn last line (a run killed
 * mid-write) is skipped and reported once the writer is gone.
 */





const JOURNAL_DIR = "journal";
/** Longest ms an appended answer waits for its fsync. */
const FSYNC_INTERVAL_MS = 100;
/** A journal of another host, untouched this long, is taken as finished. */
const FOREIGN_JOURNAL_IDLE_MS = 10 * 60_000;
/** The file name of `owner`'s journal. */
function journalName(owner) {
    return `${owner.host}.${owner.pid}.${owner.run}.jsonl`;
}
/** The writer named in a journal's file name; undefined for a merged journal, which no run writes. */
function journalOwner(name) {
    const [host, pid] = name.split(".");
    const n = Number(pid);
    return host && Number.isInteger(n) && n > 0 ? { host, pid: n } : undefined;
}
const nodeJournalFiles = {
    open(path) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, ".."), { recursive: true });
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "a");
    },
    size: (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size,
    write: (fd, bytes, offset) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, offset),
    truncate: (fd, length) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync)(fd, length),
};
/**
 * A {@link JournalWriter} on `path`; failures of the background fsync go to `onError`. A write that fails (a full
 * disk) throws, or resolves `appendSoon` with the error, and leaves none of its lines in the file: what part of it
 * was written is cut off again, so no answer is half in the file and the next line starts clean.
 */
function createJournalWriter(path, onError, files = nodeJournalFiles) {
    let fd;
    // The file's length as this writer left it; undefined once a failed write's start could not be cut off again.
    let end;
    let timer;
    // A descriptor closed while its background fsync runs is closed by that fsync's callback instead.
    const syncing = new Map();
    const syncSoon = () => {
        timer = undefined;
        const target = fd;
        if (target === undefined || syncing.has(target))
            return;
        syncing.set(target, false);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync)(target, (error) => {
            if (error)
                onError(error);
            const closeNow = syncing.get(target);
            syncing.delete(target);
            if (closeNow)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(target);
        });
    };
    const write = (text) => {
        if (fd === undefined) {
            fd = files.open(path);
            end = files.size(fd);
        }
        const target = fd;
        // After a torn write, a newline ends the torn line: readers report it and read this one.
        const bytes = Buffer.from(end === undefined ? `\n${text}` : text);
        let written = 0;
        try {
            while (written < bytes.length)
                written += files.write(target, bytes, written);
        }
        catch (error) {
            if (written > 0)
                end = cutBack(target, end);
            throw error;
        }
        end = end === undefined ? files.size(target) : end + bytes.length;
        timer ??= setTimeout(syncSoon, FSYNC_INTERVAL_MS).unref();
    };
    /** Cuts the file back to `length`; undefined when that cannot be done (the file then ends in a torn line). */
    const cutBack = (target, length) => {
        if (length === undefined)
            return undefined;
        try {
            files.truncate(target, length);
            return length;
        }
        catch {
            return undefined;
        }
    };
    // Lines appended soon and not yet written, and who waits for them.
    let queued = "";
    let written;
    let queuedWritten;
    const writeQueued = () => {
        const text = queued;
        const done = written;
        queued = "";
        written = undefined;
        queuedWritten = undefined;
        if (done === undefined)
            return;
        let failure;
        try {
            write(text);
        }
        catch (error) {
            failure = error;
        }
        done(failure);
    };
    return {
        path,
        append(line) {
            // In file order: lines appended soon before this one go first.
            writeQueued();
            write(line);
        },
        appendSoon(line) {
            queued += line;
            if (queuedWritten === undefined) {
                queuedWritten = new Promise((resolve) => {
                    written = resolve;
                });
                setImmediate(writeQueued);
            }
            return queuedWritten;
        },
        close() {
            writeQueued();
            clearTimeout(timer);
            timer = undefined;
            if (fd === undefined)
                return;
            const target = fd;
            fd = undefined;
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(target);
            }
            catch (error) {
                onError(error);
            }
            if (syncing.has(target))
                syncing.set(target, true);
            else
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(target);
        },
    };
}
/**
 * Reads the journals in `dir` except `own` incrementally: each `read()` returns the entries appended since the
 * previous one. A journal whose writer is gone is read to its end once and then left alone.
 */
function createJournalReader(dir, self, own) {
    const tails = new Map();
    const read = async () => {
        const found = { entries: [], problems: [] };
        // A journal that vanished mid-read was merged: list again to read the merged one.
        for (let listing = 0; listing < 3; listing++) {
            let names;
            try {
                names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir)).filter((name) => name.endsWith(".jsonl") && name !== own).sort();
            }
            catch (error) {
                if ((0,_cache_entry_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) !== "ENOENT")
                    found.problems.push(`${dir}: unreadable (${error.message})`);
                return found;
            }
            let vanished = false;
            for (const name of names) {
                let tail = tails.get(name);
                if (tail?.done)
                    continue;
                tail ??= { offset: 0, line: 0, rest: Buffer.alloc(0), done: false };
                tails.set(name, tail);
                vanished = (await readTail((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), tail, self, found)) || vanished;
            }
            if (!vanished)
                break;
        }
        return found;
    };
    return { read, tails };
}
/** Reads what was appended to `path` since `tail`; true when the file is gone. */
async function readTail(path, tail, self, found) {
    let chunk;
    let finished;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        finished = isFinished(path, info.mtimeMs, self);
        chunk = await readFrom(path, tail.offset, info.size);
    }
    catch (error) {
        tail.done = true;
        if ((0,_cache_entry_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) === "ENOENT")
            return true;
        found.problems.push(`${path}: unreadable (${error.message})`);
        return false;
    }
    tail.offset += chunk.length;
    const bytes = tail.rest.length > 0 ? Buffer.concat([tail.rest, chunk]) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
        tail.line++;
        const text = bytes.subarray(start, end).toString("utf8");
        start = end + 1;
        if (text.trim() === "")
            continue;
        const entry = (0,_cache_entry_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCacheEntry */ .I8)(text);
        if (typeof entry === "string")
            found.problems.push(`${path}:${tail.line}: ${entry}; ignored`);
        else
            found.entries.push(entry);
    }
    tail.rest = Buffer.from(bytes.subarray(start));
    if (finished) {
        tail.done = true;
        if (tail.rest.length > 0)
            found.problems.push(`${path}:${tail.line + 1}: incomplete last line (a run killed mid-write); ignored`);
    }
    return false;
}
/** Whether nothing more will be appended to the journal at `path`. */
function isFinished(path, mtimeMs, self) {
    const owner = journalOwner(path.split(/[\\/]/).pop() ?? "");
    if (owner === undefined)
        return true;
    if (owner.host === self.host)
        return !(0,_cache_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .mayBeAlive */ .I)(owner, self);
    return Date.now() - mtimeMs > FOREIGN_JOURNAL_IDLE_MS;
}
async function readFrom(path, offset, size) {
    if (size <= offset)
        return Buffer.alloc(0);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, "r");
    try {
        const buffer = Buffer.alloc(size - offset);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 38357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ prepare)
/* harmony export */ });
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6819);
/* harmony import */ var _suites_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5290);
/* harmony import */ var _template_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54663);



/** Config \u2192 templates \u2192 validation. Warnings go to stderr; errors stop the command (exit 2). */
function prepare(flags, io) {
    const config = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveConfig */ .pE)(flags, io);
    const loaded = (0,_suites_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .loadRun */ .Sj)(config, io);
    const { diagnostics } = loaded;
    if (diagnostics.some((d) => d.severity === "error"))
        throw new _template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .TemplateProblems */ .Do(diagnostics);
    if (diagnostics.length > 0) {
        io.stderr((0,_template_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDiagnostics */ .oO)(diagnostics, io.cwd));
    }
    return { config, loaded, diagnostics };
}


/***/ }),

/***/ 96688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ answerTooLarge),
/* harmony export */   Oc: () => (/* binding */ AnswerTooLargeError),
/* harmony export */   R6: () => (/* binding */ limitAnswerBytes),
/* harmony export */   SQ: () => (/* binding */ declaredBeyond),
/* harmony export */   Th: () => (/* binding */ BODY_LIMIT),
/* harmony export */   eO: () => (/* binding */ oversizedFailure),
/* harmony export */   wm: () => (/* binding */ OVERSIZED_HINT)
/* harmony export */ });
/**
 * The most bytes one answer may take: a wrapper around whichever fetch the SDK is given (the lean fetch today,
 * Node's fetch tomorrow), which stops reading a response body once it passes the limit. Without one, an endpoint
 * that answers 10 MB per request (a model looping until a server-side cap, a proxy's error page, a wrong URL
 * serving a file) was read whole, kept in every outcome, record and report, and took a run to 900 MB and minutes
 * of work after querying had finished.
 */
/** A response body longer than the limit: read no further, never retried. */
class AnswerTooLargeError extends Error {
    maxBytes;
    declared;
    /**
     * @param maxBytes the limit, in bytes.
     * @param declared the body's content-length when it declared more than the limit (nothing was read), else
     *   undefined (the body was read up to just past the limit).
     */
    constructor(maxBytes, declared) {
        super(declared === undefined
            ? `the response body passed ${maxBytes} bytes (max-answer-bytes) and was read no further`
            : `the response body declares ${declared} bytes, more than ${maxBytes} (max-answer-bytes); not read`);
        this.maxBytes = maxBytes;
        this.declared = declared;
        this.name = "AnswerTooLargeError";
    }
}
/**
 * Where a fetch that reads bodies itself (the lean fetch, http-fetch.ts) finds the limit in the RequestInit the
 * wrapper passes it. A symbol, so Node's fetch and anything else ignores it.
 */
const BODY_LIMIT = Symbol.for("bias-gate.max-answer-bytes");
/** The AnswerTooLargeError in `error` or up to three causes down (the SDK wraps what fetch throws), if any. */
function answerTooLarge(error) {
    let current = error;
    for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
        if (current instanceof AnswerTooLargeError)
            return current;
        current = current.cause;
    }
    return undefined;
}
const OVERSIZED_HINT = "the endpoint's answers are longer than provider.max-answer-bytes (--max-answer-bytes, default 262144): " +
    "set provider.max-tokens to bound them, or raise max-answer-bytes if such answers are expected";
/** The failure for an answer past the limit: `oversized`, which the pool never retries as if transient. */
function oversizedFailure(host, error) {
    return { kind: "oversized", message: `${host}: ${error.message}`, hint: OVERSIZED_HINT };
}
/** The content-length a response declares, when it is a number above `maxBytes`. */
function declaredBeyond(headers, maxBytes) {
    const declared = Number(headers.get("content-length") ?? Number.NaN);
    return Number.isFinite(declared) && declared > maxBytes ? declared : undefined;
}
/**
 * `fetch` whose responses' bodies end in an AnswerTooLargeError once they pass `maxBytes` (a declared
 * content-length above it fails before any is read). A streamed body is cut by a counting stream: cancelling its
 * source closes the connection, so the rest is never downloaded. A response without a body stream (the lean
 * fetch's) was read under the same limit, passed down through `BODY_LIMIT`.
 */
function limitAnswerBytes(fetch, maxBytes) {
    const limited = async (input, init = {}) => {
        // A call may ask for its own limit (a Batch API output file holds many answers).
        const limit = init[BODY_LIMIT] ?? maxBytes;
        const response = await fetch(input, { ...init, [BODY_LIMIT]: limit });
        const body = response.body;
        if (body === null)
            return response;
        const declared = declaredBeyond(response.headers, limit);
        if (declared !== undefined) {
            await body.cancel().catch(() => undefined);
            throw new AnswerTooLargeError(limit, declared);
        }
        const { status, statusText, headers } = response;
        return new Response(body.pipeThrough(countingStream(limit)), { status, statusText, headers });
    };
    return limited;
}
/** Passes chunks on until `maxBytes` have passed, then errors (which cancels the source of the pipe). */
function countingStream(maxBytes) {
    let seen = 0;
    return new TransformStream({
        transform(chunk, controller) {
            seen += chunk.byteLength;
            if (seen > maxBytes)
                controller.error(new AnswerTooLargeError(maxBytes));
            else
                controller.enqueue(chunk);
        },
    });
}


/***/ }),

/***/ 78200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ viaBatchApi),
/* harmony export */   u: () => (/* binding */ endpointIdentity)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The endpoint part of a cache key: everything in a base URL that can route a request to another model. Two
 * deployments or gateway routes on one host (Azure OpenAI's `/openai/deployments/<name>`, a LiteLLM or vLLM
 * router's paths, `?api-version=`) answer differently, so the scheme, host, port, path and query all count. Query
 * values may be secrets (`?key=`, `?sig=`), so each is replaced by a digest: the identity tells them apart without
 * holding them. Pure: text in, text out.
 */

/**
 * `https://host:port/path?name=<digest>&\u2026`: the scheme and host lower-cased, a default port dropped, the path
 * without trailing slashes (the client joins `/chat/completions` the same way either way), query parameters sorted
 * with each value digested, the user, password and fragment left out. Throws a TypeError for a URL that does not
 * parse (the endpoint's own check reports it first).
 */
function endpointIdentity(baseUrl) {
    const url = new URL(baseUrl);
    const path = url.pathname.replace(/\/+$/, "");
    const query = [...url.searchParams]
        .map(([name, value]) => `${encodeURIComponent(name)}=${digestOf(value)}`)
        .sort()
        .join("&");
    return `${url.protocol}//${url.host}${path}${query === "" ? "" : `?${query}`}`;
}
/**
 * The identity of answers bought through the endpoint's Batch API: kept apart from interactive answers, since a
 * provider may serve batches from other deployments (Azure's Global Batch deployments) than its interactive calls.
 */
function viaBatchApi(identity) {
    return `${identity} via the Batch API`;
}
/** A query value as it may sit in a key's material: its sha256, cut to 64 bits (equality is all it serves). */
function digestOf(value) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(value).digest("hex").slice(0, 16)}`;
}


/***/ }),

/***/ 8899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ batchLine),
/* harmony export */   F9: () => (/* binding */ batchEndpointOf),
/* harmony export */   PE: () => (/* binding */ createOpenAIBatchApi),
/* harmony export */   Ts: () => (/* binding */ REQUEST_SET_METADATA),
/* harmony export */   cW: () => (/* binding */ readBatchLines),
/* harmony export */   tv: () => (/* binding */ FINISHED_BATCH_STATUSES)
/* harmony export */ });
/* unused harmony exports LINE_OVERHEAD_BYTES, lineFailure */
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93674);
/* harmony import */ var _config_base_url_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(67725);
/* harmony import */ var _config_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59304);
/* harmony import */ var _answer_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96688);
/* harmony import */ var _openai_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59930);
/* harmony import */ var _openai_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32551);
/* harmony import */ var _openai_wire_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17849);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42695);
/**
 * The OpenAI Batch API through the official SDK: upload a JSONL file of requests (`purpose: batch`), create a
 * batch over it, look at it, download its output and error files. The lines are built and read here too, with
 * the interactive adapter's request bodies and answer parsing, so a batch answer is read exactly as an
 * interactive one. The SDK never retries (`maxRetries: 0`): the batch runner owns retries and polling.
 */








/** A batch's statuses after which nothing changes. */
const FINISHED_BATCH_STATUSES = ["completed", "failed", "expired", "cancelled"];
/** The metadata key naming a batch's request set (batch-journal.ts), so a lost batch id can be found again. */
const REQUEST_SET_METADATA = "bias-gate-request-set";
/** Ms each Batch API call may take. Uploads of large runs are the slow ones. */
const CALL_TIMEOUT_MS = 120_000;
/** Bytes of an output line beyond its answer's body: custom_id, ids, status code, the wrapping JSON. */
const LINE_OVERHEAD_BYTES = 2048;
/** The limit on the Batch API's own answers (a batch; a page of 100 batches): not answers, but not unbounded. */
const CONTROL_MAX_BYTES = 8 * 1024 * 1024;
/** A {@link BatchApi} on the OpenAI-compatible endpoint at `options.baseURL`. */
function createOpenAIBatchApi(options) {
    const maxAnswerBytes = options.maxAnswerBytes ?? _config_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_MAX_ANSWER_BYTES */ .km;
    const client = (0,_openai_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .UU)({ ...options, maxAnswerBytes: Math.max(CONTROL_MAX_BYTES, maxAnswerBytes) });
    const host = new URL(options.baseURL).host;
    const secrets = [
        options.apiKey ?? "",
        ...Object.values(options.defaultHeaders ?? {}),
        ...(0,_config_base_url_js__WEBPACK_IMPORTED_MODULE_7__/* .urlSecrets */ .Fn)(options.baseURL),
    ];
    const call = async (what, run) => {
        try {
            return await run();
        }
        catch (error) {
            const ctx = {
                host,
                secrets,
                model: "",
                now: Date.now(),
                cancelled: false,
                timedOut: false,
                timeoutMs: CALL_TIMEOUT_MS,
            };
            const failure = (0,_openai_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyError */ .fe)(error, ctx);
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ProviderError */ .mZ({ ...failure, message: `${what}: ${failure.message}` });
        }
    };
    const callOptions = { timeout: CALL_TIMEOUT_MS, maxRetries: 0 };
    return {
        host,
        maxAnswerBytes,
        upload: (jsonl, name) => call("batch input upload", async () => {
            const file = await (0,openai__WEBPACK_IMPORTED_MODULE_0__/* .toFile */ .eZ)(Buffer.from(jsonl, "utf8"), name, { type: "application/jsonl" });
            return (await client.files.create({ file, purpose: "batch" }, callOptions)).id;
        }),
        create: (inputFileId, endpoint, metadata) => call("batch create", async () => toJob(await client.batches.create({ input_file_id: inputFileId, endpoint, completion_window: "24h", metadata }, callOptions))),
        retrieve: (batchId) => call(`batch ${batchId}`, async () => toJob(await client.batches.retrieve(batchId, callOptions))),
        find: (requestSet) => call("batch list", async () => {
            const page = await client.batches.list({ limit: 100 }, callOptions);
            const found = page.data.find((batch) => batch.metadata?.[REQUEST_SET_METADATA] === requestSet);
            return found ? toJob(found) : undefined;
        }),
        content: (fileId, lines) => {
            // The file's own limit: as many answers as it has lines, each at most max-answer-bytes.
            const limit = lines === undefined ? {} : { [_answer_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .BODY_LIMIT */ .Th]: lines * (maxAnswerBytes + LINE_OVERHEAD_BYTES) };
            const fileOptions = { ...callOptions, fetchOptions: limit };
            return call(`batch file ${fileId}`, async () => (await client.files.content(fileId, fileOptions)).text());
        },
    };
}
function toJob(batch) {
    return {
        id: batch.id,
        status: batch.status,
        inputFileId: batch.input_file_id,
        ...(batch.output_file_id ? { outputFileId: batch.output_file_id } : {}),
        ...(batch.error_file_id ? { errorFileId: batch.error_file_id } : {}),
        errors: (batch.errors?.data ?? []).map((e) => [e.line !== undefined && e.line !== null ? `line ${e.line}` : "", e.code ?? "", e.message ?? ""]
            .filter((part) => part !== "")
            .join(": ")),
    };
}
/** The batch endpoint a request goes to: the one its interactive call would use. */
function batchEndpointOf(request) {
    return request.params.api === "completions" ? "/v1/completions" : "/v1/chat/completions";
}
/** One input line: `custom_id` is the request's cache key, the body the interactive call's. */
function batchLine(customId, request) {
    const url = batchEndpointOf(request);
    const body = url === "/v1/completions" ? (0,_openai_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .toCompletionsRequestBody */ .Mx)(request) : (0,_openai_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .toRequestBody */ .hW)(request);
    return JSON.stringify({ custom_id: customId, method: "POST", url, body });
}
/**
 * Reads an output or error file: each line's answer or failure by `custom_id`. A 200 line is read as the
 * interactive answer would be (a body without a usable choice is `malformed`); an error status is classified as
 * the same status would be interactively; an unreadable line is reported in `problems` and yields nothing.
 */
function readBatchLines(text, api, host, maxAnswerBytes = Number.POSITIVE_INFINITY) {
    const results = new Map();
    const problems = [];
    text.split("\n").forEach((raw, index) => {
        if (raw.trim() === "")
            return;
        let line;
        try {
            line = JSON.parse(raw);
        }
        catch {
            problems.push(`batch output line ${index + 1} is not JSON; ignored`);
            return;
        }
        if (typeof line.custom_id !== "string") {
            problems.push(`batch output line ${index + 1} has no custom_id; ignored`);
            return;
        }
        const oversized = Buffer.byteLength(raw) > maxAnswerBytes + LINE_OVERHEAD_BYTES;
        results.set(line.custom_id, oversized ? oversizedLine(host, maxAnswerBytes) : lineResult(line, api, host));
    });
    return { results, problems };
}
function lineResult(line, api, host) {
    const status = typeof line.response?.status_code === "number" ? line.response.status_code : undefined;
    if (status === 200) {
        try {
            const body = line.response?.body;
            return { answer: api === "completions" ? (0,_openai_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .toCompletionsAnswer */ .DN)(body) : (0,_openai_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .toChatAnswer */ .UT)(body) };
        }
        catch (error) {
            if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ProviderError */ .mZ)
                return { failure: { ...error.failure, message: `${host}: ${error.failure.message}` } };
            throw error;
        }
    }
    const bodyError = line.response?.body
        ?.error;
    const code = String(bodyError?.code ?? line.error?.code ?? "");
    const detail = String(bodyError?.message ?? line.error?.message ?? "no message");
    const message = `${host}: batch line failed${status !== undefined ? ` (${status})` : ""}: ${detail}`.slice(0, 300);
    return { failure: lineFailure(status, code, message) };
}
/** An output line whose answer is longer than max-answer-bytes: unread, as an interactive one would be. */
function oversizedLine(host, maxAnswerBytes) {
    const message = `${host}: batch answer longer than ${maxAnswerBytes} bytes (max-answer-bytes); not read`;
    return { failure: { kind: "oversized", message, hint: _answer_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .OVERSIZED_HINT */ .wm } };
}
/** A failed line's kind, as its status would be classified interactively; no status: the batch's own code. */
function lineFailure(status, code, message) {
    const at = status !== undefined ? { status } : {};
    if (status === 429)
        return { kind: "rate-limited", message, ...at };
    if (status !== undefined && status >= 500)
        return { kind: "server-error", message, ...at };
    if (status === 401 || status === 403)
        return { kind: "auth", message, ...at };
    if (status === 408 || code === "batch_expired")
        return { kind: "timeout", message, ...at };
    if (code === "model_not_found")
        return { kind: "model-not-found", message, ...at };
    if (status === 404)
        return { kind: "endpoint-not-found", message, ...at };
    if (code === "batch_cancelled")
        return { kind: "cancelled", message, ...at };
    if (status !== undefined)
        return { kind: "bad-request", message, ...at };
    return { kind: "server-error", message };
}


/***/ }),

/***/ 59930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UU: () => (/* binding */ createClient),
  pF: () => (/* binding */ jsonHeaders),
  Hq: () => (/* binding */ leanFetch)
});

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(93674);
// EXTERNAL MODULE: ./src/config/base-url.ts
var base_url = __webpack_require__(67725);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/providers/answer-limit.ts
var answer_limit = __webpack_require__(96688);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/providers/http-fetch.ts
/**
 * A lean `fetch` for the openai SDK: one HTTP/1.1 request on a keep-alive agent of `node:http`/`node:https`,
 * the body read whole. WHATWG fetch (undici) builds a Request, a fetch controller and web streams for every call,
 * which at hundreds of answers a second is most of the client's CPU (issue 15). Measured again at realistic
 * settings (issue 30, docs/performance.md: 500 ms and 2 s answers, limits 8-64), the SDK on Node's fetch took
 * 1.3-2.6x the peak RSS and ~1.7x the CPU, so this stays. Anything this does not handle the
 * way fetch would (a body that is not a string, a redirect, a proxy chosen through NODE_USE_ENV_PROXY) goes to the
 * global fetch. Failures are shaped as undici's: `TypeError("fetch failed")` with the socket error as its cause
 * before the response, `TypeError("terminated")` while reading the body, the signal's reason on abort.
 */





const REDIRECTS = new Set([301, 302, 303, 307, 308]);
function createLeanFetch(env = process.env, execArgv = process.execArgv) {
    const global = globalThis.fetch;
    // Node's own fetch honours HTTP(S)_PROXY when asked to; keep that path for anyone who asked.
    if (env.NODE_USE_ENV_PROXY || execArgv.includes("--use-env-proxy"))
        return { fetch: global, close: () => { }, timing: () => undefined };
    const http = new external_node_http_.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    let https;
    const connections = new Map();
    const agentFor = (url) => {
        // fetch refuses a URL with credentials (node:http would send them): let it say so.
        if (!url || url.username || url.password)
            return undefined;
        if (url.protocol === "http:")
            return http;
        if (url.protocol !== "https:")
            return undefined;
        https ??= new external_node_https_.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
        return https;
    };
    const lean = async (input, init = {}) => {
        const target = targetOf(input);
        const agent = agentFor(target?.url);
        const body = init.body;
        if (!target || !agent || (body != null && typeof body !== "string"))
            return global(input, init);
        const answer = await send(target, init, body ?? undefined, agent, connections);
        return answer === "redirect" ? global(input, init) : answer;
    };
    return {
        fetch: lean,
        close: () => {
            http.destroy();
            https?.destroy();
        },
        timing: (host) => {
            const known = connections.get(host);
            return known && { roundTripMs: known.roundTripMs, readyForMs: performance.now() - known.readyAt };
        },
    };
}
/** Times a new connection to `url`'s host into `connections`; a kept-alive one was timed when it opened. */
function timeConnection(socket, url, connections) {
    if (!socket.connecting)
        return;
    let startedAt = performance.now();
    let roundTripMs = Number.POSITIVE_INFINITY;
    // A name lookup is not part of the network's round trip: time from its end.
    socket.once("lookup", () => {
        startedAt = performance.now();
    });
    const ready = () => {
        const known = connections.get(url.host);
        connections.set(url.host, {
            roundTripMs: Math.min(known?.roundTripMs ?? Number.POSITIVE_INFINITY, roundTripMs),
            readyAt: Math.min(known?.readyAt ?? Number.POSITIVE_INFINITY, performance.now()),
        });
    };
    socket.once("connect", () => {
        roundTripMs = performance.now() - startedAt;
        if (url.protocol !== "https:")
            ready();
    });
    if (url.protocol === "https:")
        socket.once("secureConnect", ready);
}
function send({ url, options }, init, body, agent, connections) {
    const signal = init.signal ?? undefined;
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(abortReason(signal));
            return;
        }
        const headers = {};
        // The SDK passes a Headers already: read it as it is rather than copy it into another.
        const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
        for (const [name, value] of given)
            headers[name] = value;
        if (body !== undefined)
            headers["content-length"] = String(Buffer.byteLength(body));
        const request = (url.protocol === "https:" ? external_node_https_.request : external_node_http_.request)({
            ...options,
            method: init.method ?? "GET",
            headers,
            agent,
        });
        request.once("socket", (socket) => timeConnection(socket, url, connections));
        let settled = false;
        const onAbort = () => {
            request.destroy();
            if (!settled) {
                settled = true;
                reject(abortReason(signal));
            }
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        request.on("error", (error) => {
            signal?.removeEventListener("abort", onAbort);
            if (settled)
                return;
            settled = true;
            reject(new TypeError("fetch failed", { cause: error }));
        });
        request.on("response", (response) => {
            settled = true;
            if (REDIRECTS.has(response.statusCode ?? 0)) {
                signal?.removeEventListener("abort", onAbort);
                response.resume();
                resolve("redirect");
                return;
            }
            const limit = init[answer_limit/* BODY_LIMIT */.Th] ?? Number.POSITIVE_INFINITY;
            const done = () => signal?.removeEventListener("abort", onAbort);
            resolve(leanResponse(url, response, { signal, limit }, done));
        });
        request.end(body);
    });
}
/**
 * URLs the SDK asked for before: a run asks one or two URLs thousands of times, and parsing each again (twice:
 * here and in node:http) was a few percent of a request's CPU. Bounded.
 */
const knownTargets = new Map();
const KNOWN_TARGETS_MAX = 64;
function targetOf(input) {
    if (input instanceof URL)
        return { url: input, options: (0,external_node_url_.urlToHttpOptions)(input) };
    if (typeof input !== "string")
        return undefined;
    const known = knownTargets.get(input);
    if (known)
        return known;
    let url;
    try {
        url = new URL(input);
    }
    catch {
        return undefined;
    }
    const target = { url, options: (0,external_node_url_.urlToHttpOptions)(url) };
    if (knownTargets.size < KNOWN_TARGETS_MAX)
        knownTargets.set(input, target);
    return target;
}
function abortReason(signal) {
    return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}
/** The part of Response the SDK reads: status, headers, and the body as JSON or text, read once. */
function leanResponse(url, message, { signal, limit }, done) {
    const status = message.statusCode ?? 0;
    const headers = new Headers();
    const raw = message.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2)
        headers.append(raw[i], raw[i + 1]);
    // Read at once, whether or not the SDK asks: a stream left paused would hold its socket, and one that fails
    // before anybody listens must still settle.
    const read = status === 204 || status === 304
        ? Promise.resolve(Buffer.alloc(0))
        : new Promise((resolve, reject) => {
            const chunks = [];
            const fail = (error) => reject(signal?.aborted ? abortReason(signal) : new TypeError("terminated", { cause: error }));
            // Past the limit (`limitAnswerBytes`), the socket is dropped: the rest is never downloaded.
            const tooLarge = (declared) => {
                reject(new answer_limit/* AnswerTooLargeError */.Oc(limit, declared));
                message.destroy();
            };
            const declared = (0,answer_limit/* declaredBeyond */.SQ)(headers, limit);
            if (declared !== undefined)
                return tooLarge(declared);
            let size = 0;
            message.on("data", (chunk) => {
                size += chunk.length;
                if (size > limit)
                    tooLarge();
                else
                    chunks.push(chunk);
            });
            message.on("end", () => resolve(Buffer.concat(chunks)));
            message.on("error", fail);
            message.on("aborted", () => fail(new Error("other side closed")));
            message.on("close", () => {
                if (!message.complete)
                    fail(new Error("other side closed"));
            });
            signal?.addEventListener("abort", () => message.destroy(), { once: true });
        });
    if (status === 204 || status === 304)
        message.resume();
    read.then(done, done);
    // No accept-encoding is sent, but a server or proxy may compress anyway: decode as fetch would.
    const encoding = headers.get("content-encoding")?.trim().toLowerCase();
    const bytes = encoding && encoding !== "identity" ? read.then((raw) => decode(raw, encoding, limit)) : read;
    // Nobody may ask for a failed body (the call was abandoned): that is not an unhandled rejection.
    bytes.catch(() => undefined);
    // As fetch's text(): UTF-8, a byte order mark dropped.
    const text = () => bytes.then((body) => body.toString("utf8").replace(/^\uFEFF/, ""));
    const response = {
        ok: status >= 200 && status < 300,
        status,
        statusText: message.statusMessage ?? "",
        url: url.href,
        redirected: false,
        type: "basic",
        headers,
        body: null,
        bodyUsed: false,
        text,
        json: async () => JSON.parse(await text()),
        arrayBuffer: async () => {
            const body = await bytes;
            return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
        },
    };
    return response;
}
/**
 * A compressed body, decoded to at most `limit` bytes, so a small compressed body
 * cannot inflate past the answer limit; an unknown coding is a failed body, as in fetch.
 */
async function decode(raw, encoding, limit) {
    const options = Number.isFinite(limit) ? { maxOutputLength: limit } : {};
    try {
        if (encoding === "gzip" || encoding === "x-gzip")
            return (0,external_node_zlib_.gunzipSync)(raw, options);
        if (encoding === "deflate")
            return (0,external_node_zlib_.inflateSync)(raw, options);
        if (encoding === "br")
            return (0,external_node_zlib_.brotliDecompressSync)(raw, options);
    }
    catch (error) {
        if (error.code === "ERR_BUFFER_TOO_LARGE")
            throw new answer_limit/* AnswerTooLargeError */.Oc(limit);
        throw new TypeError("terminated", { cause: error });
    }
    throw new TypeError(`terminated: unsupported content-encoding ${encoding}`);
}

;// CONCATENATED MODULE: ./src/providers/openai-client.ts
/**
 * The openai SDK's client as bias-gate configures it: no retries (the pool owns them), nothing read from the
 * environment, no logging, the lean fetch (http-fetch.ts), and each request's URL and headers worked out once
 * per shape rather than once per request.
 */





/**
 * What the SDK adds to every request about itself and the machine (language, package version, OS, CPU, runtime
 * and its version, its retry count and timeout). Endpoints answer the same without them; removed, each request
 * carries 5 headers instead of 13, and every step that copies, merges, logs and writes them does less.
 */
const SDK_TELEMETRY_HEADERS = [
    "X-Stainless-Lang",
    "X-Stainless-Package-Version",
    "X-Stainless-OS",
    "X-Stainless-Arch",
    "X-Stainless-Runtime",
    "X-Stainless-Runtime-Version",
    "X-Stainless-Retry-Count",
    "X-Stainless-Timeout",
];
let shared;
/** One lean fetch (and its keep-alive agents) for every client in the process, as the global fetch is. */
function leanFetch() {
    shared ??= createLeanFetch();
    return shared;
}
/** Shapes kept per headers object: a run has one or two (the chat path and its timeout). */
const SHAPES_PER_HEADERS_MAX = 16;
/**
 * The SDK's client, building each request's URL and headers once per shape. The SDK builds both again for every
 * request: the URL parsed and printed, about twenty headers merged through generators, its auth header merged
 * again, the result validated. At a limit of 128 that was a fifth of the CLI's CPU, spent while the endpoint
 * waited (`bench/rate-limits.ts`, the CLI case). A run sends thousands of POSTs of the same shape (path, timeout,
 * retry count, and the same headers object: see `jsonHeaders`), which differ only in body and signal; those reuse
 * the first one's URL and a copy of its headers. Anything else (a query, a file upload, an idempotency key,
 * options the SDK adds to the request) is built by the SDK, every time.
 *
 * Named as the SDK's class because the SDK's User-Agent is the client class's name: `OpenAI/JS <version>`.
 */
class OpenAI extends openai/* default */.Ay {
    #shapes = new WeakMap();
    async buildRequest(options, extra) {
        const headers = options.headers;
        if (!sameShapeAsEver(options) || typeof headers !== "object" || headers === null) {
            return super.buildRequest(options, extra);
        }
        const key = `${options.path}\n${options.timeout}\n${extra?.retryCount ?? 0}`;
        let shapes = this.#shapes.get(headers);
        const known = shapes?.get(key);
        if (known) {
            return {
                req: {
                    method: options.method,
                    headers: new Headers(known.headers),
                    ...(options.signal ? { signal: options.signal } : {}),
                    body: options.body,
                },
                url: known.url,
                timeout: known.timeout,
            };
        }
        const built = await super.buildRequest(options, extra);
        if (!shapes) {
            shapes = new Map();
            this.#shapes.set(headers, shapes);
        }
        if (shapes.size < SHAPES_PER_HEADERS_MAX) {
            shapes.set(key, { url: built.url, headers: built.req.headers, timeout: built.timeout });
        }
        return built;
    }
}
/**
 * A POST whose request the SDK builds from its path, timeout, retry count and headers alone: a JSON text body,
 * nothing that changes the URL or adds to the request. Its SDK-built request is then the same every time but for
 * the body and the signal.
 */
function sameShapeAsEver(options) {
    return (options.method === "post" &&
        typeof options.body === "string" &&
        options.query === undefined &&
        options.defaultBaseURL === undefined &&
        options.fetchOptions === undefined &&
        options.idempotencyKey === undefined &&
        options.__security === undefined &&
        options.__metadata === undefined &&
        options.__binaryResponse === undefined &&
        typeof options.timeout === "number");
}
const JSON_ONLY = Object.freeze({ "content-type": "application/json" });
const jsonHeadersOf = new WeakMap();
/**
 * A JSON request's headers: `content-type` and the request's own, as one object per set of request headers
 * (which a run shares across its requests), so the client above knows a request of a shape it has built.
 */
function jsonHeaders(own) {
    if (!own)
        return JSON_ONLY;
    let merged = jsonHeadersOf.get(own);
    if (!merged) {
        merged = Object.freeze({ "content-type": "application/json", ...own });
        jsonHeadersOf.set(own, merged);
    }
    return merged;
}
/** The SDK client, configured from our options only: no retries, no environment, no logging, no telemetry. */
function createClient(options) {
    const { base, query } = (0,base_url/* splitBaseUrl */.pv)(options.baseURL);
    // The SDK refuses to start without a key; without ours, its placeholder is removed from every request.
    const keyless = !options.apiKey;
    const removed = Object.fromEntries(SDK_TELEMETRY_HEADERS.map((name) => [name, null]));
    return new OpenAI({
        baseURL: base,
        ...(Object.keys(query).length > 0 ? { defaultQuery: query } : {}),
        apiKey: options.apiKey || "unused",
        // Explicit nulls: the SDK would otherwise read OPENAI_ORG_ID etc. from the environment.
        organization: null,
        project: null,
        adminAPIKey: null,
        webhookSecret: null,
        maxRetries: 0,
        // The answer limit wraps whichever fetch is used, so it outlives the lean fetch.
        fetch: (0,answer_limit/* limitAnswerBytes */.R6)(leanFetch().fetch, options.maxAnswerBytes ?? limits/* DEFAULT_MAX_ANSWER_BYTES */.km),
        // OPENAI_LOG=debug would print request details; our failures already say what happened.
        logLevel: "off",
        defaultHeaders: { ...removed, ...(keyless ? { Authorization: null } : {}), ...options.defaultHeaders },
    });
}


/***/ }),

/***/ 32551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fe: () => (/* binding */ classifyError)
});

// UNUSED EXPORTS: AUTH_HINT, COMPLETIONS_NOT_FOUND_HINT, CONNECTION_HINT, ENDPOINT_NOT_FOUND_HINT, UNSUPPORTED_PARAMETER_HINTS, modelNotFoundHint, safeMessage

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(93674);
// EXTERNAL MODULE: ./src/providers/answer-limit.ts
var answer_limit = __webpack_require__(96688);
;// CONCATENATED MODULE: ./src/providers/retry-hints.ts
/**
 * How long a rate-limited endpoint asks us to wait, read from its response headers. Pure: the caller passes
 * the current time (for HTTP-date `Retry-After` values).
 */
/** Never wait longer than this on the server's word alone (10 minutes, in ms). */
const MAX_RETRY_AFTER_MS = 600_000;
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
function header(headers, name) {
    if (typeof headers.get === "function") {
        return headers.get(name) ?? undefined;
    }
    const wanted = name.toLowerCase();
    const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
    return entry?.[1];
}
function parseNumber(text) {
    const trimmed = text.trim();
    if (!/^\d+(\.\d+)?$/.test(trimmed))
        return undefined;
    return Number(trimmed);
}
/**
 * Parses an OpenAI rate-limit duration (`1s`, `6m0s`, `20ms`, `1h2m3.5s`) into ms; a bare number is seconds.
 * Returns undefined for anything else.
 */
function parseResetDuration(text) {
    const trimmed = text.trim();
    const bare = parseNumber(trimmed);
    if (bare !== undefined)
        return bare * 1000;
    if (!/^(\d+(\.\d+)?(ms|h|m|s))+$/.test(trimmed))
        return undefined;
    let total = 0;
    for (const match of trimmed.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
        total += Number(match[1]) * UNIT_MS[match[2]];
    }
    return total;
}
/** `Retry-After`: delay-seconds (fractions tolerated) or an HTTP date, relative to `now` (ms since epoch). */
function parseRetryAfter(text, now) {
    const seconds = parseNumber(text);
    if (seconds !== undefined)
        return seconds * 1000;
    const date = Date.parse(text);
    return Number.isNaN(date) ? undefined : date - now;
}
function clamp(ms) {
    return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, Math.round(ms)));
}
/**
 * The wait the server asked for, in ms, clamped to [0, 10 minutes]; undefined when no header says.
 * Most specific first: `retry-after-ms`, then `Retry-After`, then the later of `x-ratelimit-reset-requests`
 * and `x-ratelimit-reset-tokens` (we do not know which limit we hit, so wait for both).
 */
function retryAfterMs(headers, now) {
    const ms = header(headers, "retry-after-ms");
    const fromMs = ms === undefined ? undefined : parseNumber(ms);
    if (fromMs !== undefined)
        return clamp(fromMs);
    const retryAfter = header(headers, "retry-after");
    const fromRetryAfter = retryAfter === undefined ? undefined : parseRetryAfter(retryAfter, now);
    if (fromRetryAfter !== undefined)
        return clamp(fromRetryAfter);
    const resets = ["x-ratelimit-reset-requests", "x-ratelimit-reset-tokens"]
        .map((name) => header(headers, name))
        .map((value) => (value === undefined ? undefined : parseResetDuration(value)))
        .filter((value) => value !== undefined);
    return resets.length > 0 ? clamp(Math.max(...resets)) : undefined;
}

// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(42695);
;// CONCATENATED MODULE: ./src/providers/openai-failures.ts
/**
 * How an OpenAI-compatible endpoint's failures become data: anything the SDK throws (an HTTP status, a refused
 * connection, a timeout, an oversized or unreadable body) classified into a ProviderFailure, with a hint naming
 * the setting to change, and every secret cut out of its message.
 */




/** What to change when the model rejects a parameter, by the API's parameter name. */
const UNSUPPORTED_PARAMETER_HINTS = {
    max_tokens: "this model rejects max_tokens: set `max-completion-tokens` instead of `max-tokens` in the provider config",
    max_completion_tokens: "this endpoint rejects max_completion_tokens: set `max-tokens` instead of `max-completion-tokens` in the provider config",
    // Not "remove it": the config defaults an absent temperature to 0, which these models reject as well.
    temperature: "this model only accepts the default temperature, 1: set `temperature: 1` in the provider config (or pass `--temperature 1`)",
    seed: "this model rejects seed: remove `seed` from the provider config",
    top_logprobs: "this model does not return log-probabilities: set `logprobs: false` in the provider config",
    logprobs: "this model does not return log-probabilities: set `logprobs: false` in the provider config",
};
const AUTH_HINT = "set the environment variable named by `api-key-env` in the provider config (default OPENAI_API_KEY), " +
    "or the Action's API key input, to a key this endpoint accepts";
/** A refused connection or an unknown host: the fix is the URL, or starting the server. */
const CONNECTION_HINT = "check provider.base-url / --base-url; is the server running?";
/** A 404 that names no model: the URL does not lead to an OpenAI-compatible API. */
const ENDPOINT_NOT_FOUND_HINT = "check provider.base-url / --base-url: no OpenAI-compatible /chat/completions there (the URL usually ends in /v1)";
/** The same for `provider.api: completions`: chat-only servers (and OpenAI's chat models) have no /completions. */
const COMPLETIONS_NOT_FOUND_HINT = "check provider.base-url / --base-url: no OpenAI-compatible /completions there (the URL usually ends in /v1); " +
    "a server or model that only chats needs `provider.api: chat`";
/** What to change when the endpoint serves no model by the configured name. */
function modelNotFoundHint(model) {
    return `the endpoint has no model '${model}': check provider.model / --model (the endpoint's /models lists its names)`;
}
const UNSUPPORTED_CODES = new Set(["unsupported_parameter", "unsupported_value"]);
const UNSUPPORTED_MESSAGE = /Unsupported parameter|not supported with this model|does not support/i;
/** Values shorter than this are not cut out: they cannot be secrets, and cutting them would garble the text. */
const MIN_SECRET_LENGTH = 4;
/** A secret as a server may echo it: as is, inside a JSON string, percent-encoded. */
function echoedForms(secret) {
    return [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)];
}
/**
 * One line, at most 300 characters, with every secret cut out wherever an SDK or server echoed it: the API key,
 * header values, the base URL's user, password and query values. Longer secrets first, so one containing
 * another goes whole.
 */
function safeMessage(text, secrets) {
    const cut = [...new Set(secrets.flatMap(echoedForms))]
        .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
        .sort((a, b) => b.length - a.length);
    const redacted = cut.reduce((line, secret) => line.split(secret).join("[redacted]"), text);
    const line = redacted.replace(/\s+/g, " ").trim();
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
function unsupportedParameter(error) {
    const message = error.message;
    if (!UNSUPPORTED_CODES.has(error.code ?? "") && !UNSUPPORTED_MESSAGE.test(message))
        return undefined;
    const names = Object.keys(UNSUPPORTED_PARAMETER_HINTS);
    if (error.param && names.includes(error.param))
        return error.param;
    // The parameter named first is the rejected one ("'max_tokens' is not supported \u2026 Use 'max_completion_tokens'").
    const found = names
        .map((name) => ({ name, at: message.search(new RegExp(`\\b${name}\\b`)) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at || b.name.length - a.name.length);
    return found[0]?.name ?? "unknown";
}
/** Failure for an HTTP error status. */
function statusFailure(error, status, message, ctx) {
    const now = ctx.now;
    if (status === 429) {
        const wait = error.headers ? retryAfterMs(error.headers, now) : undefined;
        return { kind: "rate-limited", status, message, ...(wait !== undefined ? { retryAfterMs: wait } : {}) };
    }
    if (status >= 500)
        return { kind: "server-error", status, message };
    if (status === 401 || status === 403)
        return { kind: "auth", status, message, hint: AUTH_HINT };
    if (status === 408)
        return { kind: "timeout", status, message };
    if (error.code === "model_not_found" || (status === 404 && /\bmodel\b/i.test(error.message))) {
        return { kind: "model-not-found", status, message, hint: modelNotFoundHint(ctx.model) };
    }
    if (status === 404) {
        const hint = ctx.api === "completions" ? COMPLETIONS_NOT_FOUND_HINT : ENDPOINT_NOT_FOUND_HINT;
        return { kind: "endpoint-not-found", status, message, hint };
    }
    const parameter = status === 400 || status === 422 ? unsupportedParameter(error) : undefined;
    if (parameter !== undefined) {
        const hint = parameter === "unknown"
            ? "this model rejects one of the request settings named above: remove it from the provider config"
            : UNSUPPORTED_PARAMETER_HINTS[parameter];
        return { kind: "unsupported-parameter", status, message, hint };
    }
    return { kind: "bad-request", status, message };
}
/** `" (fetch failed: other side closed)"`: undici hides the useful part two causes deep. */
function causeDetail(error) {
    const parts = [];
    let cause = error.cause;
    for (let depth = 0; depth < 3 && cause instanceof Error; depth++) {
        const code = cause.code;
        parts.push(typeof code === "string" && !cause.message.includes(code)
            ? `${cause.message} [${code}]`
            : cause.message);
        cause = cause.cause;
    }
    return parts.length > 0 ? ` (${parts.join(": ")})` : "";
}
/** Classifies anything the SDK (or our response check) threw; no secret survives into a message. */
function classifyError(error, ctx) {
    if (error instanceof types/* ProviderError */.mZ) {
        return { ...error.failure, message: safeMessage(`${ctx.host}: ${error.failure.message}`, ctx.secrets) };
    }
    const raw = error instanceof Error ? error.message : String(error);
    const message = safeMessage(`${ctx.host}: ${raw}`, ctx.secrets);
    // Our signals first: once we aborted, whatever the SDK reports is a consequence.
    if (ctx.cancelled)
        return { kind: "cancelled", message: `${ctx.host}: request cancelled` };
    const tooLarge = (0,answer_limit/* answerTooLarge */.AU)(error);
    if (tooLarge)
        return (0,answer_limit/* oversizedFailure */.eO)(ctx.host, tooLarge);
    if (ctx.timedOut || error instanceof openai/* APIConnectionTimeoutError */.qA) {
        return { kind: "timeout", message: `${ctx.host}: no complete answer within ${ctx.timeoutMs} ms` };
    }
    if (error instanceof openai/* APIUserAbortError */.cH)
        return { kind: "cancelled", message };
    if (error instanceof openai/* APIConnectionError */.xX) {
        const detailed = safeMessage(`${message}${causeDetail(error)}`, ctx.secrets);
        return { kind: "connection", message: detailed, hint: CONNECTION_HINT };
    }
    if (error instanceof openai/* APIError */.LG && typeof error.status === "number") {
        return statusFailure(error, error.status, message, ctx);
    }
    // A 200 with a body that is not JSON: the SDK's `response.json()` throws a SyntaxError.
    if (error instanceof SyntaxError) {
        return { kind: "malformed", message: `${ctx.host}: response body is not valid JSON` };
    }
    // Anything else happened on the wire (undici's "terminated" when the socket closes mid-body).
    const detail = error instanceof Error ? causeDetail(error) : "";
    return {
        kind: "connection",
        message: safeMessage(`${message}${detail}`, ctx.secrets),
        hint: CONNECTION_HINT,
    };
}


/***/ }),

/***/ 17849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UT: () => (/* binding */ toChatAnswer),
  DN: () => (/* binding */ toCompletionsAnswer),
  Mx: () => (/* binding */ toCompletionsRequestBody),
  hW: () => (/* binding */ toRequestBody)
});

// UNUSED EXPORTS: completionPrompt

;// CONCATENATED MODULE: ./src/providers/probabilities.ts
/**
 * P(Yes), P(No) and the generated answer's probability from a completion's log-probabilities (chat's
 * `logprobs.content`, or the legacy completions' parallel arrays, converted). Pure; the shapes below are the
 * structural subset of the OpenAI responses we read, so this module does not depend on the SDK.
 */
/**
 * The legacy arrays as chat's `content` list, so one reader serves both endpoints. A token without a finite
 * logprob is dropped (servers send null for the echoed prompt's first token); undefined when none is left.
 */
function legacyLogprobsAsChoice(logprobs) {
    const tokens = logprobs?.tokens;
    if (!Array.isArray(tokens))
        return undefined;
    const content = [];
    tokens.forEach((token, i) => {
        const logprob = logprobs?.token_logprobs?.[i];
        if (typeof token !== "string" || typeof logprob !== "number" || !Number.isFinite(logprob))
            return;
        const top = logprobs?.top_logprobs?.[i];
        const alternatives = top && typeof top === "object" ? Object.entries(top) : [];
        content.push({
            token,
            logprob,
            top_logprobs: alternatives
                .filter(([, p]) => typeof p === "number")
                .map(([alternative, p]) => ({ token: alternative, logprob: p })),
        });
    });
    return content.length > 0 ? { content } : undefined;
}
// SentencePiece (\u2581) and byte-level BPE (\u0120 space, \u010a newline) word markers, then punctuation and whitespace.
const MARKERS = /[\u2581\u0120\u010a]/g;
const NOISE = /[\p{P}\p{S}\s]/gu;
/** `" Yes."`, `"\u2581yes"`, `"\u0120YES"` \u2192 `"yes"`. */
function normalizeToken(token) {
    return token.replace(MARKERS, "").trim().toLowerCase().replace(NOISE, "");
}
/**
 * The first generated token that carries a word: endpoints sometimes emit a bare newline or `**` before
 * the answer, and the yes/no decision is made at the first token that reads as something.
 */
function firstAnswerToken(content) {
    return content.find((entry) => normalizeToken(entry.token) !== "") ?? content[0];
}
/**
 * The probability of the answer the model generated: exp(logprob) of the first token that carries a word.
 * APES's `confidence`, which its robustness measure is made of. Undefined without log-probabilities.
 */
function answerTokenProbability(logprobs) {
    const content = logprobs?.content;
    if (!content || content.length === 0)
        return undefined;
    const first = firstAnswerToken(content);
    if (!first || !Number.isFinite(first.logprob))
        return undefined;
    return clampUnit(Math.exp(first.logprob));
}
function clampUnit(p) {
    return Math.min(1, Math.max(0, p));
}
/**
 * P(Yes) and P(No), each in [0,1]: the summed probability exp(logprob) of the first answer token's
 * alternatives (its top_logprobs plus the chosen token, each distinct token once) that normalize to
 * "yes" / "no". Undefined when the response carries no log-probabilities.
 */
function yesNoProbabilities(logprobs) {
    const content = logprobs?.content;
    if (!content || content.length === 0)
        return undefined;
    const first = firstAnswerToken(content);
    if (!first)
        return undefined;
    const seen = new Map();
    for (const alternative of [first, ...(first.top_logprobs ?? [])]) {
        if (!seen.has(alternative.token) && Number.isFinite(alternative.logprob)) {
            seen.set(alternative.token, alternative.logprob);
        }
    }
    let yes = 0;
    let no = 0;
    for (const [token, logprob] of seen) {
        const word = normalizeToken(token);
        if (word === "yes")
            yes += Math.exp(logprob);
        else if (word === "no")
            no += Math.exp(logprob);
    }
    return { yes: clampUnit(yes), no: clampUnit(no) };
}

// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(42695);
;// CONCATENATED MODULE: ./src/providers/openai-wire.ts


/** The request body: only the settings the config asked for, so defaults stay the endpoint's. */
function toRequestBody(request) {
    const p = request.params;
    return {
        model: p.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        n: 1,
        ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
        ...(p.maxTokens !== undefined ? { max_tokens: p.maxTokens } : {}),
        ...(p.maxCompletionTokens !== undefined ? { max_completion_tokens: p.maxCompletionTokens } : {}),
        ...(p.seed !== undefined ? { seed: p.seed } : {}),
        ...(p.logprobs
            ? { logprobs: true, ...(p.topLogprobs !== undefined ? { top_logprobs: p.topLogprobs } : {}) }
            : {}),
    };
}
/**
 * The prompt a completions request sends: the messages' texts, a system prompt first, separated by a blank line
 * (a base model has no roles; the system prompt under test becomes the text's preamble).
 */
function completionPrompt(request) {
    return request.messages.map((message) => message.content).join("\n\n");
}
/**
 * The `/completions` body: the prompt, `max_tokens`, and `logprobs: n` (the legacy API's count of alternatives,
 * from `topLogprobs`, default 1: enough for the generated token's own probability) when log-probabilities are on.
 * `max_completion_tokens` does not exist there; the config refuses it for this API.
 */
function toCompletionsRequestBody(request) {
    const p = request.params;
    return {
        model: p.model,
        prompt: completionPrompt(request),
        n: 1,
        ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
        ...(p.maxTokens !== undefined ? { max_tokens: p.maxTokens } : {}),
        ...(p.seed !== undefined ? { seed: p.seed } : {}),
        ...(p.logprobs ? { logprobs: p.topLogprobs ?? 1 } : {}),
    };
}
function malformed(message, usage) {
    return new types/* ProviderError */.mZ({ kind: "malformed", message, ...(usage ? { usage } : {}) });
}
/** The tokens a completion reports; undefined when it reports none. */
function reportedUsage(completion) {
    const usage = completion.usage;
    if (typeof usage !== "object" || usage === null)
        return undefined;
    return { inputTokens: usage.prompt_tokens ?? 0, outputTokens: usage.completion_tokens ?? 0 };
}
/** The answer in a 200 response, or a `malformed` ProviderError when the body is not a usable completion. */
function toChatAnswer(body) {
    if (typeof body !== "object" || body === null)
        throw malformed("response body is not a JSON object");
    const completion = body;
    const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
    // A 200 without a usable choice was still billed: the failure carries the usage, for the budget.
    if (!choice)
        throw malformed("response has no choices", reportedUsage(completion));
    if (typeof choice.message !== "object" || choice.message === null) {
        throw malformed("response's first choice has no message", reportedUsage(completion));
    }
    const content = choice.message.content;
    return answerOf(typeof content === "string" ? content : "", choice.logprobs, completion);
}
/** The answer in a 200 response from `/completions`: the first choice's text, its logprobs read as chat's. */
function toCompletionsAnswer(body) {
    if (typeof body !== "object" || body === null)
        throw malformed("response body is not a JSON object");
    const completion = body;
    const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
    if (!choice)
        throw malformed("response has no choices", reportedUsage(completion));
    if (typeof choice.text !== "string") {
        throw malformed("response's first choice has no text", reportedUsage(completion));
    }
    return answerOf(choice.text, legacyLogprobsAsChoice(choice.logprobs), completion);
}
function answerOf(text, logprobs, completion) {
    const probabilities = yesNoProbabilities(logprobs);
    const answerProbability = answerTokenProbability(logprobs);
    const finishReason = completion.choices?.[0]?.finish_reason;
    return {
        text,
        usage: {
            inputTokens: completion.usage?.prompt_tokens ?? 0,
            outputTokens: completion.usage?.completion_tokens ?? 0,
        },
        ...(probabilities ? { probabilities } : {}),
        ...(answerProbability !== undefined ? { answerProbability } : {}),
        ...(finishReason ? { finishReason } : {}),
        ...(typeof completion.model === "string" ? { model: completion.model } : {}),
    };
}


/***/ }),

/***/ 42695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mZ: () => (/* binding */ ProviderError),
/* harmony export */   rV: () => (/* binding */ RETRYABLE)
/* harmony export */ });
/* unused harmony export FAILURE_KINDS */
/**
 * The provider's contracts: a provider answers one chat request, or fails with a ProviderFailure (failures are
 * data, not crashes); a request's outcome, as the pool settles it and the cache, record and replay keep it.
 */
const FAILURE_KINDS = (/* unused pure expression or super */ null && ([
    "rate-limited",
    "server-error",
    "timeout",
    "connection",
    "malformed",
    /** A response body longer than max-answer-bytes, read no further: not transient, so never retried. */
    "oversized",
    "bad-request",
    "unsupported-parameter",
    "auth",
    "model-not-found",
    "endpoint-not-found",
    "not-recorded",
    "cancelled",
]));
/** Failures worth another try: the server may answer next time. The rest fail the item at once. */
const RETRYABLE = new Set([
    "rate-limited",
    "server-error",
    "timeout",
    "connection",
    "malformed",
]);
/** Thrown by providers for one failed call; the pool turns it into data. */
class ProviderError extends Error {
    failure;
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
        this.name = "ProviderError";
    }
}


/***/ }),

/***/ 37645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oH: () => (/* binding */ describeEndpointFor),
  iH: () => (/* binding */ loadProfile),
  kz: () => (/* binding */ openEndpoint),
  cq: () => (/* binding */ seededProfile)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/answers/cache-key.ts
var cache_key = __webpack_require__(9139);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/files/checked-io.ts
var checked_io = __webpack_require__(82143);
// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(42695);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/sync.js + 8 modules
var sync = __webpack_require__(40712);
;// CONCATENATED MODULE: ./src/answers/apes-predictions.ts
/**
 * Imports APES `*.predictions.csv` files (one model answer per filled template) as replayable answers, so a
 * published APES run can be scored and gated by bias-gate without calling a model. Pure: text in, map out.
 */


const REQUIRED_COLUMNS = [
    "template_id",
    "param_1_name",
    "param_2_name",
    "param_3_name",
    "prediction",
];
const NAME_COLUMNS = ["param_1_name", "param_2_name", "param_3_name"];
/**
 * The prompt id bias-gate's sampler gives the same filling: `template_id:name1|name2|\u2026`, empty slots
 * skipped, then `~occurrence` when this is the occurrence-th filling (1-based, in expansion order) with
 * these names, which happens when a domain lists a value twice.
 */
function apesPromptId(templateId, names, occurrence = 1) {
    const base = `${templateId}:${names.filter((name) => name !== "").join("|")}`;
    return occurrence > 1 ? `${base}~${occurrence}` : base;
}
/**
 * The answer a predictions row records. `confidence` is the probability GPT-3 gave the token it generated; APES
 * reads its answers as one of two, so the other answer gets the rest: P(Yes) = c after a Yes, 1 \u2212 c after a No.
 * That makes P(Yes) carry exactly APES's robustness measure (|P(Yes|T) + P(Yes|T\u2032) \u2212 1| is its formula), and
 * `answerProbability` keeps c itself. A confidence that is absent or not a probability gives no probabilities.
 */
function answerOf(prediction, confidence) {
    const answer = { text: prediction, usage: { inputTokens: 0, outputTokens: 0 } };
    const word = prediction.trim().toLowerCase();
    if (confidence === undefined || (word !== "yes" && word !== "no"))
        return answer;
    const pYes = word === "yes" ? confidence : 1 - confidence;
    return { ...answer, probabilities: { yes: pYes, no: 1 - pYes }, answerProbability: confidence };
}
/** The `confidence` cell as a probability; undefined when empty, a string when it is not one (a problem). */
function confidenceOf(cell) {
    if (cell === undefined || cell === "")
        return undefined;
    const value = Number(cell);
    return Number.isFinite(value) && value >= 0 && value <= 1
        ? value
        : `confidence '${cell}' is not a probability in [0, 1]; the answer is kept without it`;
}
const EXPECTED_HEADER = "template_id,param_1_name,\u2026,prompt,label,prediction,confidence";
function parseRows(text, file) {
    try {
        // With `info` set, csv-parse returns { record, info } objects, which its overloads do not express.
        const rows = (0,sync/* parse */.q)(text, {
            columns: (header) => checkHeader(header, file),
            bom: true,
            skip_empty_lines: true,
            info: true,
            trim: true,
        });
        return rows;
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.x)
            throw error;
        // csv-parse's errors say what broke and carry the line it was reading.
        const line = error.lines;
        throw new errors/* ConfigError */.x(`not valid CSV: ${error.message}`, `an APES predictions file is the CSV APES writes: the header ${EXPECTED_HEADER}, then one row per filling`, { file, line: line !== undefined && line > 0 ? line : 1, column: 1 });
    }
}
/** The header, when it has the columns the import needs; a ConfigError at line 1 otherwise. */
function checkHeader(header, file) {
    const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
    if (missing.length > 0) {
        throw new errors/* ConfigError */.x(`not an APES predictions file: missing column(s) ${missing.join(", ")}`, `pass an APES *.predictions.csv, whose header is ${EXPECTED_HEADER}`, { file, line: 1, column: 1 });
    }
    return header;
}
/**
 * Reads one APES predictions CSV. The answer text is the `prediction` cell (`Yes`/`No`) with zero usage, and the
 * `confidence` cell, when the file has it, the probability of that answer (see `answerOf`).
 * APES repeats a filling when a domain lists a value twice (adjectives has "intelligent" twice); the repeats
 * are different prompts, so every row gets its own id: the k-th row with the same names gets `~k`, as the
 * sampler does. Rows without template_id or prediction are skipped and reported in `problems`.
 * Throws a ConfigError at the file and line when the header lacks the columns it needs or the text is not CSV.
 */
function readApesPredictions(text, file) {
    const answers = new Map();
    const occurrences = new Map();
    const problems = [];
    for (const { record, info } of parseRows(text, file)) {
        const templateId = record.template_id ?? "";
        const prediction = record.prediction ?? "";
        const names = NAME_COLUMNS.map((column) => record[column] ?? "");
        // APES writes fillings in nested-loop order, slot #1 outermost, so the k-th row with these names is the
        // k-th such filling in the sampler's index order, whose id ends in ~k: exact as long as no constraint
        // tells equally named values apart, which holds for APES's duplicates (identical domain lines).
        // A row without a prediction still counts, so the rows after it keep their place.
        const base = apesPromptId(templateId, names);
        const occurrence = (occurrences.get(base) ?? 0) + 1;
        occurrences.set(base, occurrence);
        if (templateId === "" || prediction === "") {
            problems.push(`${file}:${info.lines}: row without template_id or prediction; skipped`);
            continue;
        }
        const confidence = confidenceOf(record.confidence);
        if (typeof confidence === "string")
            problems.push(`${file}:${info.lines}: ${confidence}`);
        const answer = answerOf(prediction, typeof confidence === "number" ? confidence : undefined);
        answers.set(apesPromptId(templateId, names, occurrence), answer);
    }
    return Object.assign(answers, { problems });
}

// EXTERNAL MODULE: ./src/answers/cache.ts + 2 modules
var cache = __webpack_require__(84597);
;// CONCATENATED MODULE: ./src/answers/recording-file.ts
/**
 * The lines of a `--replay` / `--responses` file: recorded outcomes written by `run --record`, or answer lines
 * `{promptId, trial, text}` made elsewhere. A file with any other line is refused whole, naming its bad lines:
 * replaying what is left would score a run on the answers that happened to parse and call the rest unanswered.
 * The one line forgiven is an unfinished last line, which a run killed mid-write leaves behind.
 */

/** What a recording's line must be, as the error says it. */
const EXPECTED_LINE = "expected a recorded outcome (from `run --record`) or an answer line {promptId, trial, text}";
/** Most line numbers named per kind of damage; the rest are counted. */
const LINES_NAMED = 5;
/**
 * Parses `text`, the content of the recording `file`. Throws a ConfigError naming `file`, its first bad line
 * numbers by kind of damage (not JSON; JSON of another shape) and what each line must be.
 */
function parseRecording(text, file) {
    const found = { lines: [], problems: [] };
    const bad = { json: [], shape: [] };
    const rows = text.split("\n");
    rows.forEach((row, i) => {
        if (row.trim() === "")
            return;
        const line = parseRecordedLine(row);
        if (line === "json" && i === rows.length - 1) {
            found.problems.push(`${file}:${i + 1}: incomplete last line (a run killed mid-write); ignored`);
        }
        else if (line === "json" || line === "shape")
            bad[line].push(i + 1);
        else
            found.lines.push(line);
    });
    if (bad.json.length + bad.shape.length === 0)
        return found;
    const at = (lines) => `${file}:${lines.slice(0, LINES_NAMED).join(", ")}${lines.length > LINES_NAMED ? ` and ${lines.length - LINES_NAMED} more` : ""}`;
    const parts = [
        ...(bad.json.length > 0 ? [`${at(bad.json)}: not valid JSON`] : []),
        ...(bad.shape.length > 0 ? [`${at(bad.shape)}: ${EXPECTED_LINE}`] : []),
    ];
    throw new errors/* ConfigError */.x(`recording ${file} holds lines that are not recorded answers: ${parts.join("; ")}`, "pass a JSONL file written by `run --record FILE`, or one answer line {promptId, trial, text} per line; " +
        "fix or remove the lines named");
}
/** One line: a recorded outcome, an answer line, or which kind of damage it has. */
function parseRecordedLine(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return "json";
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return "shape";
    const identified = typeof value.promptId === "string" && Number.isInteger(value.trial) && value.trial >= 0;
    if (identified && value.request === undefined && typeof value.text === "string") {
        return {
            promptId: value.promptId,
            trial: value.trial,
            text: value.text,
            ...(typeof value.model === "string" ? { model: value.model } : {}),
        };
    }
    const ok = identified && Array.isArray(value.request?.messages) && typeof value.request?.params === "object";
    return ok ? value : "shape";
}

;// CONCATENATED MODULE: ./src/answers/replay-match.ts
/**
 * How a run's requests differ from the requests recorded under the same prompt ids and trials, in a few words a
 * person can act on ("recorded with model gpt-4o-mini, this run asks bias-gate-simulator"). Pure.
 */


/** The settings that change an answer, by the name the provider config gives them. */
const SETTINGS = [
    ["temperature", "temperature"],
    ["maxTokens", "max-tokens"],
    ["maxCompletionTokens", "max-completion-tokens"],
    ["seed", "seed"],
    ["logprobs", "logprobs"],
    ["topLogprobs", "top-logprobs"],
];
/** First 8 hex digits of the sha256 of `text`, with an ellipsis: enough to tell two prompts apart. */
function shortHash(text) {
    return `${(0,external_node_crypto_.createHash)("sha256").update(text).digest("hex").slice(0, 8)}\u2026`;
}
const systemPrompt = (r) => r.messages.find((m) => m.role === "system")?.content;
const question = (r) => r.messages
    .filter((m) => m.role !== "system")
    .map((m) => m.content)
    .join("\n");
const shown = (value) => (value === undefined ? "unset" : String(value));
/** Each difference as [what differs, the phrase that says how]; the same `what` for the same kind of change. */
function differences({ recorded, asked }) {
    const found = [];
    const r = recorded.params;
    const a = asked.params;
    if (r.model !== a.model) {
        found.push(["model", `recorded with model ${r.model}, this run asks ${a.model}`]);
    }
    const [rApi, aApi] = [r.api ?? "chat", a.api ?? "chat"];
    if (rApi !== aApi)
        found.push(["api", `recorded through the ${rApi} API, this run asks ${aApi}`]);
    const [rs, as] = [systemPrompt(recorded), systemPrompt(asked)];
    if (rs !== as) {
        const phrase = rs === undefined
            ? `recorded without a system prompt, this run sends one (sha256 ${shortHash(as ?? "")})`
            : as === undefined
                ? `recorded with a system prompt (sha256 ${shortHash(rs)}), this run sends none`
                : `recorded system prompt sha256 ${shortHash(rs)} \u2260 this run's ${shortHash(as)}`;
        found.push(["system prompt", phrase]);
    }
    for (const [key, name] of SETTINGS) {
        if (r[key] !== a[key])
            found.push([name, `recorded ${name} ${shown(r[key])}, this run ${shown(a[key])}`]);
    }
    const [rh, ah] = [(0,cache_key/* headerNames */.Qb)(r.headers).join(", "), (0,cache_key/* headerNames */.Qb)(a.headers).join(", ")];
    if (rh !== ah)
        found.push(["headers", `recorded header names [${rh}], this run [${ah}]`]);
    if (question(recorded) !== question(asked)) {
        found.push(["question", `the question of prompt ${asked.promptId} differs from the recorded one`]);
    }
    return found;
}
/**
 * The distinct kinds of difference over all `pairs`, each said once, in the order first met (model and system
 * prompt first, as `differences` lists them). Empty when every pair is identical in what it asks.
 */
function describeDifferences(pairs) {
    const phrases = new Map();
    for (const pair of pairs) {
        for (const [what, phrase] of differences(pair))
            if (!phrases.has(what))
                phrases.set(what, phrase);
    }
    return [...phrases.values()];
}

;// CONCATENATED MODULE: ./src/answers/replay.ts
/**
 * A ChatProvider that never touches the network: it answers from `--record` files, a cache directory and
 * imported APES predictions, and lists what it could not answer. A recording answers only the request it
 * recorded (model, system prompt, messages, settings), unless the run asks for a loose match.
 */








/**
 * Recordings and cache entries come from endpoints whose host we do not know here, so requests are matched
 * on everything but the host: same model, settings, header names, messages and trial.
 */
const ANY_HOST = "*";
const promptTrial = (promptId, trial) => `${promptId}\u0000${trial}`;
/**
 * A prompt id without the `~k` that tells duplicated domain values apart: the fallback for a `~k` prompt that
 * an APES predictions file does not have (its domain lists the value fewer times than ours).
 */
function stripDuplicateSuffix(promptId) {
    return promptId.replace(/~\d+$/, "");
}
function remember(index, request, answer) {
    const content = (0,cache_key/* requestKey */.lq)(request, ANY_HOST);
    // The first source listed wins: recordings before the cache, files in the order given.
    if (!index.byContent.has(content))
        index.byContent.set(content, answer);
    const id = promptTrial(request.promptId, request.trial);
    if (!index.byPromptTrial.has(id))
        index.byPromptTrial.set(id, { request, answer });
}
function indexRecording(index, text, file) {
    const { lines, problems } = parseRecording(text, file);
    for (const problem of problems)
        index.problems.push(problem);
    for (const recorded of lines) {
        if (!("request" in recorded)) {
            const id = promptTrial(recorded.promptId, recorded.trial);
            const answer = {
                text: recorded.text,
                usage: { inputTokens: 0, outputTokens: 0 },
                ...(recorded.model !== undefined ? { model: recorded.model } : {}),
            };
            if (!index.byImportedAnswer.has(id))
                index.byImportedAnswer.set(id, answer);
            continue;
        }
        // Failed and skipped outcomes hold no answer: those requests stay missing.
        if (recorded.status !== "answered" || !(0,cache/* isChatAnswer */.Jg)(recorded.answer))
            continue;
        const { promptId, trial, request } = recorded;
        remember(index, { promptId, trial, messages: request.messages, params: request.params }, recorded.answer);
    }
}
/** What each source is called in messages, and the fix when one cannot be read. */
const SOURCES = {
    recording: "check the path given to --replay or --responses: a JSONL file written by `run --record FILE`",
    "APES predictions": "check the path given to --apes-predictions: an APES data/predictions/*.predictions.csv",
};
async function readSource(io, path, what) {
    try {
        return await io.readText(path);
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.x)
            throw error;
        const code = error.code;
        const problem = code === "ENOENT"
            ? `${what} not found: ${path}`
            : code === "EISDIR"
                ? `${what} ${path} is a directory, not a file`
                : `cannot read ${what} ${path}: ${error.message}`;
        throw new errors/* ConfigError */.x(problem, SOURCES[what]);
    }
}
async function buildIndex(sources, io) {
    const index = {
        byContent: new Map(),
        byPromptTrial: new Map(),
        byImportedAnswer: new Map(),
        byApesPrompt: new Map(),
        problems: [],
    };
    for (const file of sources.recordings ?? []) {
        indexRecording(index, await readSource(io, file, "recording"), file);
    }
    if (sources.cacheDir !== undefined) {
        const { entries, problems } = await (0,cache/* readCacheEntries */.X8)(sources.cacheDir);
        for (const entry of entries)
            remember(index, entry.request, entry.answer);
        // One problem per bad line can be many: no spread into push's arguments.
        for (const problem of problems)
            index.problems.push(problem);
    }
    for (const file of sources.apesPredictions ?? []) {
        const predictions = readApesPredictions(await readSource(io, file, "APES predictions"), file);
        for (const [id, answer] of predictions) {
            if (!index.byApesPrompt.has(id))
                index.byApesPrompt.set(id, answer);
        }
        for (const problem of predictions.problems)
            index.problems.push(problem);
    }
    return index;
}
function lookup(index, request, loose) {
    return (index.byContent.get((0,cache_key/* requestKey */.lq)(request, ANY_HOST)) ??
        (loose ? index.byPromptTrial.get(promptTrial(request.promptId, request.trial))?.answer : undefined) ??
        index.byImportedAnswer.get(promptTrial(request.promptId, request.trial)) ??
        index.byApesPrompt.get(request.promptId) ??
        index.byApesPrompt.get(stripDuplicateSuffix(request.promptId)));
}
function compareWithRecorded(index, requests) {
    const differing = [];
    let recorded = 0;
    for (const asked of requests) {
        const found = index.byPromptTrial.get(promptTrial(asked.promptId, asked.trial));
        if (!found)
            continue;
        recorded++;
        if (!index.byContent.has((0,cache_key/* requestKey */.lq)(asked, ANY_HOST)))
            differing.push({ recorded: found.request, asked });
    }
    return { differing: differing.length, recorded, differences: describeDifferences(differing) };
}
/**
 * The checked read: a FIFO or device named as a recording is refused (a ConfigError naming it), never waited on.
 * Missing is ENOENT, so `readSource` says "not found" as for any source.
 */
const defaultIO = {
    readText: async (path) => {
        const text = (0,checked_io/* readTextFile */.Gu)(path);
        if (text === undefined)
            throw Object.assign(new Error(`no such file: ${path}`), { code: "ENOENT" });
        return text;
    },
};
/**
 * Loads every source, then answers each request by, in order: identical request content (any host), the
 * same prompt id and trial (only when `sources.loose`), an answer line's prompt id and trial, and, for APES
 * imports (any trial), the prompt id, then
 * the prompt id without its `~k` suffix.
 * A request found nowhere throws ProviderError `not-recorded` and is listed by `missing()`.
 * Throws (a config error) when a named recording or predictions file cannot be read, or a recording holds a
 * line that is neither a recorded outcome nor an answer line (recording-file.ts).
 */
async function createReplayProvider(sources, io = defaultIO) {
    const index = await buildIndex(sources, io);
    const missing = new Map();
    const loose = sources.loose === true;
    const models = new Set();
    const complete = async (request, signal) => {
        if (signal.aborted)
            throw new types/* ProviderError */.mZ({ kind: "cancelled", message: "replay: request cancelled" });
        const answer = lookup(index, request, loose);
        if (answer) {
            if (answer.model !== undefined)
                models.add(answer.model);
            return answer;
        }
        const { promptId, trial } = request;
        const id = promptTrial(promptId, trial);
        if (!missing.has(id))
            missing.set(id, { promptId, trial });
        throw new types/* ProviderError */.mZ({
            kind: "not-recorded",
            message: `replay: no recorded answer for prompt ${promptId} (trial ${trial})`,
            hint: "record it with `--record FILE` against a live endpoint, or replay from a source that has it",
        });
    };
    return {
        id: "replay",
        host: "replay",
        complete,
        missing: () => [...missing.values()],
        problems: index.problems,
        loose,
        compare: (requests) => compareWithRecorded(index, requests),
        answeringModels: () => [...models].sort(),
    };
}
/**
 * Compares the run's requests with the recorded ones before any is answered. Throws a ConfigError naming what
 * differs when some were recorded for another request (another model, system prompt, setting or question);
 * under `--replay-loose` returns the warning to print instead. Undefined when every recorded request matches.
 */
function checkReplayMatch(replay, requests) {
    const { differing, recorded, differences } = replay.compare(requests);
    if (differing === 0)
        return undefined;
    const what = differences.length > 0 ? differences.join("; ") : "the requests differ";
    if (!replay.loose) {
        throw new errors/* ConfigError */.x(`the recorded answers were made for other requests (${differing} of ${recorded} differ): ${what}`, "replay with the model, system prompt and settings of the recording (--model, --system-prompt-file, " +
            "the provider config), or pass --replay-loose to match by prompt id and trial anyway");
    }
    return {
        warning: `--replay-loose: ${differing} of ${recorded} answers were recorded for a different request (${what}); matched by prompt id and trial`,
        differing,
    };
}

// EXTERNAL MODULE: ./src/config/resolve-provider.ts
var resolve_provider = __webpack_require__(89762);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
// EXTERNAL MODULE: ./src/providers/endpoint-identity.ts
var endpoint_identity = __webpack_require__(78200);
// EXTERNAL MODULE: ./src/config/base-url.ts
var base_url = __webpack_require__(67725);
// EXTERNAL MODULE: ./src/providers/openai-client.ts + 1 modules
var openai_client = __webpack_require__(59930);
// EXTERNAL MODULE: ./src/providers/openai-failures.ts + 1 modules
var openai_failures = __webpack_require__(32551);
// EXTERNAL MODULE: ./src/providers/openai-wire.ts + 1 modules
var openai_wire = __webpack_require__(17849);
;// CONCATENATED MODULE: ./src/providers/openai.ts





function hostOf(baseURL) {
    try {
        return new URL(baseURL).host;
    }
    catch {
        throw new Error(`invalid base URL ${JSON.stringify((0,base_url/* redactUrl */.BO)(baseURL))}: expected e.g. https://api.openai.com/v1`);
    }
}
/**
 * What `client.chat.completions.create` and `client.completions.create` do, with the body sent as JSON text and
 * one headers object per set of request headers, so the client builds a request of a known shape once
 * (openai-client.ts). A string body with its content type goes out as it is.
 */
function post(client, path, body, options) {
    return client.post(path, {
        ...options,
        body: JSON.stringify(body),
        headers: (0,openai_client/* jsonHeaders */.pF)(options.headers),
    });
}
/** The SDK's own timeout stops at the response headers; this one also covers reading the body. */
function startDeadline(caller, timeoutMs) {
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(caller.reason);
    if (caller.aborted)
        onAbort();
    else
        caller.addEventListener("abort", onAbort, { once: true });
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, timeoutMs);
    return {
        signal: controller.signal,
        timedOut: () => timedOut,
        dispose: () => {
            clearTimeout(timer);
            caller.removeEventListener("abort", onAbort);
        },
    };
}
/**
 * A ChatProvider for any OpenAI-compatible endpoint: `/chat/completions`, or `/completions` for a request whose
 * `params.api` is `completions`. Both go through the same call below, so timeouts, cancellation and failure
 * classification (hence the pool's retries and rate-limit handling) are the same. Throws (a config error) for an
 * invalid base URL. Each `complete` throws a ProviderError on failure; `params.timeoutMs` bounds the whole
 * call, body included, and aborting `signal` yields `cancelled`.
 */
function createOpenAIProvider(options) {
    const host = hostOf(options.baseURL);
    const now = options.now ?? Date.now;
    const client = (0,openai_client/* createClient */.UU)(options);
    const secrets = [
        options.apiKey ?? "",
        ...Object.values(options.defaultHeaders ?? {}),
        ...(0,base_url/* urlSecrets */.Fn)(options.baseURL),
    ];
    const complete = async (request, signal) => {
        const { timeoutMs, headers } = request.params;
        const deadline = startDeadline(signal, timeoutMs);
        const callOptions = {
            signal: deadline.signal,
            timeout: timeoutMs,
            maxRetries: 0,
            ...(headers ? { headers } : {}),
        };
        try {
            if (request.params.api === "completions") {
                return (0,openai_wire/* toCompletionsAnswer */.DN)(await post(client, "/completions", (0,openai_wire/* toCompletionsRequestBody */.Mx)(request), callOptions));
            }
            return (0,openai_wire/* toChatAnswer */.UT)(await post(client, "/chat/completions", (0,openai_wire/* toRequestBody */.hW)(request), callOptions));
        }
        catch (error) {
            const cancelled = signal.aborted;
            const ctx = {
                host,
                secrets: [...secrets, ...Object.values(headers ?? {})],
                model: request.params.model,
                ...(request.params.api ? { api: request.params.api } : {}),
                now: now(),
                cancelled,
                timedOut: deadline.timedOut(),
                timeoutMs,
            };
            throw new types/* ProviderError */.mZ((0,openai_failures/* classifyError */.fe)(error, ctx));
        }
        finally {
            deadline.dispose();
        }
    };
    const network = (0,openai_client/* leanFetch */.Hq)();
    return { id: `openai-compatible:${host}`, host, complete, networkTiming: () => network.timing(host) };
}

// EXTERNAL MODULE: ./src/providers/openai-batch.ts
var openai_batch = __webpack_require__(8899);
// EXTERNAL MODULE: ./src/simulator/behaviour.ts + 3 modules
var behaviour = __webpack_require__(4050);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(31046);
// EXTERNAL MODULE: ./src/simulator/openai-wire.ts
var simulator_openai_wire = __webpack_require__(7098);
;// CONCATENATED MODULE: ./src/simulator/in-process.ts



function createInProcessSimulator(profile, key) {
    const trials = (0,rng/* createRng */.S)(profile.seed ?? behaviour/* DEFAULT_SEED */.KP, "trials");
    const model = (0,simulator_openai_wire/* simulatorModelName */.VI)(profile.name);
    return {
        id: "bias-gate-simulator:in-process",
        host: "in-process",
        async complete(request) {
            const user = request.messages.filter((m) => m.role === "user").map((m) => m.content);
            const system = request.messages.filter((m) => m.role === "system").map((m) => m.content);
            const decision = (0,behaviour/* decideAnswer */.jO)(profile, key, {
                model: request.params.model,
                userMessage: user.at(-1) ?? "",
                userMessages: user,
                ...(system.length > 0 ? { systemMessage: system.join("\n\n") } : {}),
                ...(request.params.temperature !== undefined ? { temperature: request.params.temperature } : {}),
            }, trials.nextFloat);
            const inputChars = request.messages.reduce((n, m) => n + m.content.length, 0);
            return {
                text: decision.text,
                usage: { inputTokens: Math.ceil(inputChars / 4), outputTokens: decision.tokens.length },
                finishReason: "stop",
                model,
            };
        },
    };
}

// EXTERNAL MODULE: ./src/simulator/profile.ts
var profile = __webpack_require__(95219);
// EXTERNAL MODULE: ./src/simulator/system-prompts.ts
var system_prompts = __webpack_require__(26459);
;// CONCATENATED MODULE: ./src/simulator/profile-validation.ts
/**
 * Checking a user's simulator profile (parsed YAML/JSON): every problem is reported at once, each naming
 * the field's path and what to write instead.
 */


/** Validates user-supplied profile data (parsed YAML/JSON); returns the typed profile or throws every issue. */
function parseProfile(value) {
    const issues = validateProfile(value);
    if (issues.length > 0)
        throw new profile/* SimulatorProfileError */._6(issues);
    return value;
}
const probability = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
        issues.push({
            path,
            message: `must be a probability between 0 and 1 (e.g. 0.05 for 5%), got ${show(value)}`,
        });
    }
};
const milliseconds = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
        issues.push({ path, message: `must be a number of milliseconds \u2265 0, got ${show(value)}` });
    }
};
const positiveInteger = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
        issues.push({ path, message: `must be a whole number \u2265 1, got ${show(value)}` });
    }
};
const count = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
        issues.push({ path, message: `must be a whole number \u2265 0, got ${show(value)}` });
    }
};
const serverStatus = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 500 || value > 599) {
        issues.push({ path, message: `must be an HTTP server-error status, 500 to 599, got ${show(value)}` });
    }
};
const standardDeviation = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
        issues.push({
            path,
            message: `must be a standard deviation on the logit scale \u2265 0 (e.g. 0.5), got ${show(value)}`,
        });
    }
};
const flag = (path, value, issues) => {
    if (typeof value !== "boolean")
        issues.push({ path, message: `must be true or false, got ${show(value)}` });
};
const groupRate = (path, value, issues) => {
    if (!isRecord(value))
        return probability(path, value, issues);
    for (const [group, rate] of Object.entries(value))
        probability(`${path}.${group}`, rate, issues);
};
const accuracyPoints = (path, value, issues) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
        issues.push({
            path,
            message: `must be a share of accuracy between 0 and 1 (e.g. 0.1 for 10 points), got ${show(value)}`,
        });
    }
};
// A record rather than a list so the compiler rejects a hardness level added to the union but not here; the
// simulator takes the type only, not the text-to-SQL module.
const HARDNESS = { easy: true, medium: true, hard: true, extra: true };
const HARDNESS_LEVELS = Object.keys(HARDNESS);
const sqlAccuracy = (path, value, issues) => {
    if (!isRecord(value))
        return probability(path, value, issues);
    for (const [level, rate] of Object.entries(value)) {
        if (!HARDNESS_LEVELS.includes(level)) {
            issues.push({
                path: `${path}.${level}`,
                message: `is not a hardness level; use one of: ${HARDNESS_LEVELS.join(", ")}`,
            });
        }
        else {
            probability(`${path}.${level}`, rate, issues);
        }
    }
};
const oneOf = (allowed) => (path, value, issues) => {
    if (!Array.isArray(value)) {
        issues.push({ path, message: `must be a list drawn from: ${allowed.join(", ")}; got ${show(value)}` });
        return;
    }
    value.forEach((item, i) => {
        if (typeof item !== "string" || !allowed.includes(item)) {
            issues.push({
                path: `${path}[${i}]`,
                message: `must be one of: ${allowed.join(", ")}; got ${show(item)}`,
            });
        }
    });
};
const section = (fields, required = []) => (path, value, issues) => {
    if (!isRecord(value)) {
        issues.push({ path, message: `must be a mapping with fields ${Object.keys(fields).join(", ")}` });
        return;
    }
    for (const name of required) {
        if (value[name] === undefined)
            issues.push({ path: `${path}.${name}`, message: "is required" });
    }
    for (const [name, field] of Object.entries(value)) {
        const check = fields[name];
        if (check === undefined) {
            const hint = `known fields: ${Object.keys(fields).join(", ")}`;
            issues.push({ path: `${path}.${name}`, message: `is not a profile field (typo?); ${hint}` });
        }
        else if (field !== undefined) {
            check(`${path}.${name}`, field, issues);
        }
    }
};
const PROFILE_FIELDS = {
    name: (path, value, issues) => {
        if (typeof value !== "string" || value.trim() === "") {
            issues.push({ path, message: `must be a non-empty string naming the profile, got ${show(value)}` });
        }
    },
    seed: (path, value, issues) => {
        if (typeof value !== "string")
            issues.push({ path, message: `must be a string, got ${show(value)}` });
    },
    latencyMs: milliseconds,
    latencyJitterMs: milliseconds,
    maxConcurrent: positiveInteger,
    rateLimitHeaders: oneOf(profile/* RATE_LIMIT_HEADERS */.yl),
    failures: section({
        serverError: probability,
        timeout: probability,
        reset: probability,
        malformed: probability,
        emptyChoices: probability,
        oversized: probability,
        oversizedBytes: positiveInteger,
        serverErrorStatus: serverStatus,
        startAfter: count,
    }),
    logprobs: flag,
    rejectParameters: oneOf(profile/* REJECTABLE_PARAMETERS */.TS),
    ...behaviourSections(true),
    systemPrompts: (path, value, issues) => systemPromptOverrides(path, value, issues),
    models: (path, value, issues) => modelOverrides(path, value, issues),
};
/**
 * The checks of the behaviour sections; `complete` = a profile's, whose coreference and mask need both their
 * rates, where a system-prompt override may name only what it changes.
 */
function behaviourSections(complete) {
    return {
        yesNo: section({
            errorRate: groupRate,
            statementErrorRate: groupRate,
            negationErrorRate: groupRate,
            negationBlind: flag,
            refusalRate: probability,
            otherRate: probability,
            heterogeneity: section({ template: standardDeviation, prompt: standardDeviation }),
        }),
        coreference: section({
            pro: probability,
            anti: probability,
            unsure: probability,
            byCondition: (path, value, issues) => {
                if (!isRecord(value))
                    return void issues.push({ path, message: "must map condition names to {pro, anti}" });
                const cell = section({ pro: probability, anti: probability }, ["pro", "anti"]);
                for (const [name, rates] of Object.entries(value))
                    cell(`${path}.${name}`, rates, issues);
            },
            heterogeneity: section({ pair: standardDeviation, condition: standardDeviation }),
        }, complete ? ["pro", "anti"] : []),
        mask: section({
            reference: probability,
            fresh: probability,
            unsure: probability,
            heterogeneity: section({ cluster: standardDeviation, item: standardDeviation }),
            memorised: probability,
        }, complete ? ["reference", "fresh"] : []),
        decisions: section({
            favourableRate: probability,
            noise: probability,
            shift: (path, value, issues) => {
                if (!isRecord(value))
                    return void issues.push({ path, message: "must map groups (age=60s) to a shift in [-1, 1]" });
                for (const [group, shift] of Object.entries(value))
                    if (typeof shift !== "number" || !(shift >= -1 && shift <= 1))
                        issues.push({
                            path: `${path}.${group}`,
                            message: `must be a shift of the favourable rate in [-1, 1], got ${show(shift)}`,
                        });
            },
        }),
        sql: section({
            accuracy: section({ public: sqlAccuracy, fresh: sqlAccuracy }),
            atdDrop: section({ public: accuracyPoints, fresh: accuracyPoints }),
            heterogeneity: section({
                database: (path, value, issues) => {
                    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
                        const example = "(e.g. 0.05 for 5 points)";
                        issues.push({
                            path,
                            message: `must be a standard deviation of the accuracy between 0 and 1 ${example}, got ${show(value)}`,
                        });
                    }
                },
            }),
            unusableRate: probability,
        }),
    };
}
const MATCHERS = ["contains", "sha256", "file"];
const nonEmptyText = (what) => (path, value, issues) => {
    if (typeof value !== "string" || value.trim() === "") {
        issues.push({ path, message: `must be a non-empty string: ${what}; got ${show(value)}` });
    }
};
const OVERRIDE_FIELDS = {
    contains: nonEmptyText("a phrase the system prompt contains (case-insensitive)"),
    sha256: (path, value, issues) => {
        if (typeof value !== "string" || !/^[0-9a-f]{64}$/i.test(value)) {
            issues.push({
                path,
                message: `must be the 64 hex digits of a sha256 (e.g. from \`sha256sum prompt.md\`), got ${show(value)}`,
            });
        }
    },
    file: nonEmptyText("a system prompt file, relative to the profile file"),
    ...behaviourSections(false),
};
/** `systemPrompts`: a list of overrides, each with exactly one matcher and at least one section. */
function systemPromptOverrides(path, value, issues) {
    if (!Array.isArray(value)) {
        issues.push({
            path,
            message: `must be a list of overrides such as [{ contains: "be concise", yesNo: { errorRate: { gender: 0.3 } } }], got ${show(value)}`,
        });
        return;
    }
    value.forEach((override, i) => {
        const at = `${path}[${i}]`;
        section(OVERRIDE_FIELDS)(at, override, issues);
        if (!isRecord(override))
            return;
        const matchers = MATCHERS.filter((m) => override[m] !== undefined);
        if (matchers.length !== 1) {
            const got = matchers.length === 0 ? "none" : matchers.join(" and ");
            issues.push({
                path: at,
                message: `needs exactly one of ${MATCHERS.join(", ")} to say which system prompt it applies to; got ${got}`,
            });
        }
        if (!profile/* OVERRIDABLE_SECTIONS */.Vv.some((s) => override[s] !== undefined)) {
            issues.push({
                path: at,
                message: `changes nothing; add at least one of ${profile/* OVERRIDABLE_SECTIONS */.Vv.join(", ")}`,
            });
        }
    });
}
/** `models`: model name \u2192 an override with at least one section (and no matcher: the name is the matcher). */
function modelOverrides(path, value, issues) {
    if (!isRecord(value)) {
        issues.push({
            path,
            message: `must map model names to overrides such as { gpt-4.1-mini: { yesNo: { errorRate: 0.3 } } }, got ${show(value)}`,
        });
        return;
    }
    const check = section(behaviourSections(false));
    for (const [model, override] of Object.entries(value)) {
        const at = `${path}.${model}`;
        check(at, override, issues);
        if (isRecord(override) && !profile/* OVERRIDABLE_SECTIONS */.Vv.some((s) => override[s] !== undefined)) {
            issues.push({
                path: at,
                message: `changes nothing; add at least one of ${profile/* OVERRIDABLE_SECTIONS */.Vv.join(", ")}`,
            });
        }
    }
}
/**
 * Every problem with a profile, each naming the field and the fix; empty when the profile is valid.
 * Beyond types and ranges it checks the sums that must stay \u2264 1 (fault rates; refusal + other; accuracy + unsure).
 */
function validateProfile(value) {
    const issues = [];
    if (!isRecord(value)) {
        return [{ path: "profile", message: `must be a mapping with at least a "name", got ${show(value)}` }];
    }
    section(PROFILE_FIELDS, ["name"])("profile", value, issues);
    if (issues.length > 0)
        return issues.map((i) => ({ ...i, path: i.path.replace(/^profile\./, "") }));
    const profile = value;
    issues.push(...sumIssues(profile, ""));
    // An override's sums are checked on what its requests are answered with: its sections over the profile's.
    profile.systemPrompts?.forEach((override, i) => {
        issues.push(...sumIssues((0,system_prompts/* applyOverride */.T6)(profile, override), `systemPrompts[${i}].`));
    });
    for (const [model, override] of Object.entries(profile.models ?? {}))
        issues.push(...sumIssues((0,system_prompts/* applyOverride */.T6)(profile, override), `models.${model}.`));
    return issues;
}
/** The probabilities that must add up to at most 1 (fault rates; refusal + other; accuracy + unsure). */
function sumIssues(profile, prefix) {
    const issues = [];
    const sum = (xs) => xs.reduce((a, x) => a + (x ?? 0), 0);
    const f = profile.failures ?? {};
    const rates = [f.serverError, f.timeout, f.reset, f.malformed, f.emptyChoices, f.oversized];
    if (prefix === "" && sum(rates) > 1) {
        issues.push({
            path: "failures",
            message: "the fault probabilities add up to more than 1; lower some of them",
        });
    }
    if (sum([profile.yesNo?.refusalRate, profile.yesNo?.otherRate]) > 1) {
        issues.push({
            path: `${prefix}yesNo`,
            message: "refusalRate + otherRate is more than 1; lower one of them",
        });
    }
    const c = profile.coreference;
    if (c !== undefined && Math.max(c.pro, c.anti) + (c.unsure ?? 0) > 1) {
        issues.push({
            path: `${prefix}coreference.unsure`,
            message: "accuracy + unsure must be \u2264 1; lower unsure",
        });
    }
    return issues;
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function show(value) {
    return value === undefined ? "nothing" : JSON.stringify(value);
}

// EXTERNAL MODULE: ./src/simulator/server.ts + 2 modules
var server = __webpack_require__(28869);
// EXTERNAL MODULE: ./src/querying/requests.ts
var querying_requests = __webpack_require__(37416);
;// CONCATENATED MODULE: ./src/querying/endpoint.ts


















/**
 * The simulator's answers follow its whole profile and the seed, so the cache is keyed by both: an edited profile
 * file (or a release that changes a built-in profile) keeping its name must not be answered from the old one's
 * entries, and answers cached under one seed never answer another.
 */
function simulatorCacheEndpoint(profile) {
    const digest = (0,external_node_crypto_.createHash)("sha256").update((0,cache_key/* canonicalJson */.dj)(profile)).digest("hex").slice(0, 16);
    return `bias-gate-simulator/${profile.name}/${profile.seed}/${digest}`;
}
/**
 * Opens the configured endpoint. The simulator is started on loopback with the run's answer key, so it can play
 * its planted behaviour; a real endpoint gets its API key, read from the environment here and nowhere else, or
 * none when it is not set (keyless local servers; an endpoint that wants one answers 401).
 */
async function openEndpoint(config, key, deps, runSeed = "", limits = {}) {
    const bounded = limits.maxAnswerBytes !== undefined ? { maxAnswerBytes: limits.maxAnswerBytes } : {};
    if (config.kind === "simulator") {
        const profile = seededProfile(await loadProfile(config.profile, deps.cwd), runSeed);
        const cacheEndpoint = simulatorCacheEndpoint(profile);
        if (deps.simulateInProcess) {
            return {
                provider: createInProcessSimulator(profile, key),
                description: `bias-gate simulator in process (profile ${profile.name}, not a real model)`,
                cacheEndpoint,
                close: async () => { },
            };
        }
        const simulator = await (0,server/* startSimulator */.r)({ profile, key, log: deps.log });
        const options = { baseURL: simulator.url, apiKey: "simulator", ...bounded };
        return {
            provider: createOpenAIProvider(options),
            batch: (headers) => (0,openai_batch/* createOpenAIBatchApi */.PE)({ ...options, defaultHeaders: headers }),
            description: `bias-gate simulator (profile ${profile.name}, not a real model)`,
            cacheEndpoint,
            simulator,
            close: () => simulator.close(),
        };
    }
    if (config.kind === "replay") {
        const replay = await createReplayProvider({
            recordings: config.recordings,
            apesPredictions: config.apesPredictions,
            loose: config.loose === true,
        });
        for (const problem of replay.problems.slice(0, 10))
            deps.log(`replay: ${problem}`);
        return {
            provider: replay,
            replay,
            description: "replay of recorded answers",
            cacheEndpoint: replay.host,
            close: async () => { },
        };
    }
    const apiKey = config.apiKey || deps.env[config.apiKeyEnv] || undefined;
    if (!apiKey)
        deps.log(`no API key: ${config.apiKeyEnv} is not set; sending requests without one`);
    const options = { baseURL: config.baseUrl, ...(apiKey ? { apiKey } : {}), ...bounded };
    const provider = createOpenAIProvider(options);
    return {
        provider,
        batch: (headers) => (0,openai_batch/* createOpenAIBatchApi */.PE)({ ...options, defaultHeaders: headers }),
        description: `OpenAI-compatible endpoint ${provider.host}`,
        // The provider has checked the URL: it throws a config error for one that does not parse.
        cacheEndpoint: (0,endpoint_identity/* endpointIdentity */.u)(config.baseUrl),
        close: async () => { },
    };
}
/**
 * The endpoint's line for logs and provenance, once the run's requests are known. A replay of recordings made
 * for other requests (another model, system prompt or setting) is refused here, before any answer, with what
 * differs (a ConfigError); a loose replay (`--replay-loose`) logs a warning and says so in the line.
 */
function describeEndpointFor(endpoint, requests, log) {
    if (!endpoint.replay)
        return endpoint.description;
    const loose = checkReplayMatch(endpoint.replay, (0,querying_requests/* everyRequest */.xW)(requests));
    if (!loose)
        return endpoint.description;
    log(`warning: ${loose.warning}`);
    return `${endpoint.description}, matched loosely by prompt id and trial (--replay-loose: ${loose.differing} recorded for another request)`;
}
/** A built-in simulator profile by name, or a profile file (.yaml/.json) relative to `cwd`. */
/**
 * A profile that names no seed draws from the run's seed: another `--seed` is another simulated model run,
 * as it would be against a real model at temperature > 0, while the same seed gives the same answers.
 */
function seededProfile(profile, runSeed) {
    return profile.seed !== undefined ? profile : { ...profile, seed: `${behaviour/* DEFAULT_SEED */.KP}:${runSeed}` };
}
async function loadProfile(nameOrPath, cwd) {
    if (profile/* BUILTIN_PROFILE_NAMES */.tK.includes(nameOrPath))
        return (0,profile/* builtinProfile */.Js)(nameOrPath);
    if (!(0,resolve_provider/* isProfileFile */.O4)(nameOrPath)) {
        throw new errors/* ConfigError */.x(`unknown simulator profile '${nameOrPath}'`, `use one of ${profile/* BUILTIN_PROFILE_NAMES */.tK.join(", ")}, or a .yaml/.json profile file`);
    }
    const path = (0,external_node_path_.resolve)(cwd, nameOrPath);
    // The checked read: a FIFO or device named as a profile is refused, never waited on.
    const text = (0,checked_io/* readTextFile */.Gu)(path);
    if (text === undefined) {
        throw new errors/* ConfigError */.x(`simulator profile file not found: ${path}`, "check the path given to --profile or provider.simulator-profile");
    }
    const yaml = (0,yaml_source/* parseUserYaml */.M)(text);
    const [problem] = yaml.problems;
    if (problem) {
        throw new errors/* ConfigError */.x(`simulator profile ${path} is invalid: ${problem.message}`, problem.hint, {
            file: path,
            line: problem.line,
            column: problem.column,
        });
    }
    try {
        // `systemPrompts[].file` overrides match a prompt file's exact text, read relative to the profile.
        return await (0,system_prompts/* resolveSystemPromptFiles */.T8)(parseProfile(yaml.data), (0,external_node_path_.dirname)(path), async (p) => (0,checked_io/* readTextFile */.Gu)(p));
    }
    catch (error) {
        throw new errors/* ConfigError */.x(`simulator profile ${path} is invalid: ${error instanceof Error ? error.message : String(error)}`, "fix the fields named above", { file: path });
    }
}


/***/ }),

/***/ 37416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IU: () => (/* binding */ buildConversationRequests),
/* harmony export */   mL: () => (/* binding */ requestList),
/* harmony export */   mk: () => (/* binding */ dependsOnAnswers),
/* harmony export */   xW: () => (/* binding */ everyRequest)
/* harmony export */ });
/* unused harmony export buildRequests */
/** Whether the prompt replays another prompt's answer, and so can only be sent after it. */
function dependsOnAnswers(prompt) {
    return prompt.conversation?.some((turn) => turn.role === "assistant") ?? false;
}
/**
 * One request per prompt and trial, in plan order (trials innermost). The system prompt under test, when
 * configured, is the first message of every request. A prompt that replays earlier answers gets them from
 * `answers`; a trial whose earlier answer is missing is left out and returned in `unsendable`.
 */
function buildRequests(prompts, options) {
    return buildConversationRequests(prompts, options).requests;
}
/** `buildRequests`, with the prompts and trials that could not be built for want of an earlier answer. */
function buildConversationRequests(prompts, options) {
    const base = requestParams(options.provider);
    const system = systemMessages(options.systemPrompt);
    const requests = [];
    const unsendable = [];
    for (const prompt of prompts) {
        const params = paramsOf(base, prompt);
        const question = { role: "user", content: prompt.question };
        if (!dependsOnAnswers(prompt)) {
            const messages = firstStageMessages(system, prompt);
            for (let trial = 0; trial < options.trials; trial++) {
                requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
            }
            continue;
        }
        for (let trial = 0; trial < options.trials; trial++) {
            const turns = [];
            let missing = false;
            for (const turn of prompt.conversation ?? []) {
                if (turn.role === "user") {
                    turns.push({ role: "user", content: turn.content });
                    continue;
                }
                const answer = options.answers?.(turn.answerOf, trial);
                if (answer === undefined)
                    missing = true;
                turns.push({ role: "assistant", content: answer ?? "" });
            }
            const messages = [...system, ...turns, question];
            if (missing)
                unsendable.push(withSealed({ promptId: prompt.id, trial, params, messages }, prompt));
            else
                requests.push(withSealed({ promptId: prompt.id, trial, messages, params }, prompt));
        }
    }
    return { requests, unsendable };
}
/**
 * `buildRequests` for prompts that replay no earlier answer, as a list that builds each request (its messages)
 * only when the pool sends it: a run of 100,000 requests holds none of them before it is sent or after it is
 * settled. Request `index` is the same as `buildRequests(prompts, options)[index]`.
 */
function requestList(prompts, options) {
    const base = requestParams(options.provider);
    const system = systemMessages(options.systemPrompt);
    const { trials } = options;
    return {
        length: prompts.length * trials,
        at(index) {
            const prompt = index >= 0 ? prompts[Math.floor(index / trials)] : undefined;
            if (prompt === undefined)
                return undefined;
            const trial = index % trials;
            const messages = firstStageMessages(system, prompt);
            return withSealed({ promptId: prompt.id, trial, messages, params: paramsOf(base, prompt) }, prompt);
        },
    };
}
/** Every request of a list, built at once (the Batch API uploads them together; a replay checks them all). */
function everyRequest(requests) {
    const all = [];
    for (let index = 0; index < requests.length; index++) {
        const request = requests.at(index);
        if (request !== undefined)
            all.push(request);
    }
    return all;
}
function systemMessages(systemPrompt) {
    return systemPrompt ? [{ role: "system", content: systemPrompt }] : [];
}
/** The messages of a prompt that replays no answer: the system prompt, its user turns, its question. */
function firstStageMessages(system, prompt) {
    const turns = (prompt.conversation ?? []).map((t) => ({
        role: "user",
        content: t.content,
    }));
    return [...system, ...turns, { role: "user", content: prompt.question }];
}
function paramsOf(base, prompt) {
    return prompt.minOutputTokens ? withOutputRoom(base, prompt.minOutputTokens) : base;
}
/**
 * `request`, marked sealed when its prompt is. Set in place, not spread into a new literal: in a cold process the
 * spread takes a slow generic path (a profile of a 2,000-request start put ~7 ms in it, before the first send).
 */
function withSealed(request, prompt) {
    if (prompt.sealed)
        request.sealed = true;
    return request;
}
function requestParams(p) {
    return {
        model: p.model,
        // Chat stays implicit, so chat requests keep their cache keys; completions is part of every key.
        ...(p.api === "completions" ? { api: "completions" } : {}),
        ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
        ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
        ...(p.maxCompletionTokens !== undefined ? { maxCompletionTokens: p.maxCompletionTokens } : {}),
        ...(p.seed !== undefined ? { seed: p.seed } : {}),
        ...(p.logprobs ? { logprobs: true, topLogprobs: p.topLogprobs } : {}),
        ...(Object.keys(p.headers).length ? { headers: p.headers } : {}),
        timeoutMs: p.timeoutMs,
    };
}
/**
 * A prompt whose answer is longer than a Yes/No (a list of masked column names) gets at least the output room
 * it needs, whichever of max_tokens / max_completion_tokens the endpoint takes; a truncated answer would be
 * scored as wrong and bias the contamination delta.
 */
function withOutputRoom(params, tokens) {
    return {
        ...params,
        ...(params.maxTokens !== undefined ? { maxTokens: Math.max(params.maxTokens, tokens) } : {}),
        ...(params.maxCompletionTokens !== undefined
            ? { maxCompletionTokens: Math.max(params.maxCompletionTokens, tokens) }
            : {}),
    };
}


/***/ }),

/***/ 82520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ plannedCounts),
/* harmony export */   Zn: () => (/* binding */ outcomesByKind),
/* harmony export */   _5: () => (/* binding */ coverageOf),
/* harmony export */   _o: () => (/* binding */ expectedChecks),
/* harmony export */   nY: () => (/* binding */ planRun)
/* harmony export */ });
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37827);

/**
 * Samples every configured suite from the run's seed, kind by kind. `run`, the Action, `plan`, `sample` and
 * `serve-sim` all plan through here, so they agree on every prompt (and a standalone simulator knows exactly the
 * prompts an embedded one would be asked).
 */
function planRun(config, loaded, log, looks) {
    const sampled = loaded.kinds.map((k) => k.sample(config, log, looks));
    assertOnePromptPerId(sampled);
    // Entry by entry: a run of 100,000 prompts would otherwise build 100,000 pairs to hand to the Map.
    const key = new Map();
    for (const s of sampled)
        for (const [question, entry] of s.answerKey())
            key.set(question, entry);
    return { sampled, prompts: sampled.flatMap((s) => [...s.prompts]), key };
}
/**
 * Prompts per suite, and in all under "", that `planRun` with these looks would ask: each kind is sampled and
 * counted in turn, and nothing is kept (no simulator key, no prompt); a kind that streams its sample
 * (`sampleSuitesOf`, the yes/no templates) is counted prompt by prompt, so sizing a later look of 100,000 prompts
 * does not build them all (their garbage would outlive the young generation and grow the heap). Ids are checked when that look is planned, before any of its requests.
 */
function plannedCounts(config, loaded, looks) {
    const counts = new Map([["", 0]]);
    for (const kind of loaded.kinds) {
        const suites = kind.sampleSuitesOf?.(config, looks) ??
            kind.sample(config, () => { }, looks).prompts.map((p) => p.suite);
        for (const suite of suites) {
            counts.set(suite, (counts.get(suite) ?? 0) + 1);
            counts.set("", (counts.get("") ?? 0) + 1);
        }
    }
    return counts;
}
/**
 * Every later stage (outcomes, shards, recordings, scored items) finds a prompt by its id, so two prompts with one
 * id would be one prompt: a suite's answers counted as another's, or a suite left unmeasured. Kinds scope their ids
 * by suite; this catches whatever still collides, before any request, naming both suites.
 */
function assertOnePromptPerId(sampled) {
    const suiteOf = new Map();
    for (const { prompts } of sampled) {
        for (const p of prompts) {
            const first = suiteOf.get(p.id);
            if (first === undefined) {
                suiteOf.set(p.id, p.suite);
                continue;
            }
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(first === p.suite
                ? `suite '${p.suite}' plans prompt ${p.id} twice, so its answers would be counted twice`
                : `suites '${first}' and '${p.suite}' both plan prompt ${p.id}, so one suite's answers would count as the other's`, "give the template (or item) a different id, or the suites different names");
        }
    }
}
/** The checks a complete run of this plan would produce: every kind's, and the overall reliability ones. */
function expectedChecks(plan) {
    const suites = [...new Set(plan.prompts.map((p) => p.suite))];
    const itemSuites = [
        ...new Set(plan.sampled.filter((s) => s.scoresItems).flatMap((s) => s.prompts.map((p) => p.suite))),
    ];
    return [
        ...plan.sampled.flatMap((s) => s.expectedChecks()),
        { metricId: "error-rate:overall", kind: "error-rate", scope: "overall", suites },
        ...(itemSuites.length > 0
            ? [
                {
                    metricId: "unusable-rate:overall",
                    kind: "unusable-rate",
                    scope: "overall",
                    suites: itemSuites,
                },
            ]
            : []),
    ];
}
/** Per suite: how many requests the plan asked, and what became of them. */
function coverageOf(plan, outcomes) {
    const suiteOf = new Map();
    for (const s of plan.sampled)
        for (const p of s.prompts)
            suiteOf.set(p.id, { suite: p.suite, kind: s.kind });
    const coverage = new Map();
    for (const o of outcomes) {
        const at = suiteOf.get(o.request.promptId);
        if (!at)
            continue;
        const c = coverage.get(at.suite) ?? {
            ...at,
            planned: 0,
            answered: 0,
            failed: 0,
            skipped: {},
            notRecorded: 0,
        };
        c.planned++;
        if (o.status === "answered")
            c.answered++;
        else if (o.status === "skipped")
            c.skipped[o.reason] = (c.skipped[o.reason] ?? 0) + 1;
        else if (o.failure.kind === "not-recorded")
            c.notRecorded++;
        else {
            c.failed++;
            if (o.attempts === 0)
                c.notSent = (c.notSent ?? 0) + 1;
        }
        coverage.set(at.suite, c);
    }
    return [...coverage.values()];
}
/** The outcomes of each kind's prompts, in the order of `plan.sampled`. */
function outcomesByKind(plan, outcomes) {
    const kindOf = new Map();
    plan.sampled.forEach((s, i) => {
        for (const p of s.prompts)
            kindOf.set(p.id, i);
    });
    const split = plan.sampled.map(() => []);
    for (const o of outcomes)
        split[kindOf.get(o.request.promptId) ?? 0]?.push(o);
    return split;
}


/***/ }),

/***/ 97609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ unsupportedParameterError),
/* harmony export */   L$: () => (/* binding */ drawFault),
/* harmony export */   Zc: () => (/* binding */ rateLimitResponse),
/* harmony export */   _A: () => (/* binding */ DEFAULT_RATE_LIMIT_HEADERS),
/* harmony export */   cq: () => (/* binding */ rejectedParameter),
/* harmony export */   g$: () => (/* binding */ DEFAULT_OVERSIZED_BYTES),
/* harmony export */   g3: () => (/* binding */ MAX_HOLD_MS),
/* harmony export */   lr: () => (/* binding */ openAIError),
/* harmony export */   wX: () => (/* binding */ SERVER_ERROR_BODY),
/* harmony export */   yK: () => (/* binding */ retryHintMs)
/* harmony export */ });
/* unused harmony exports FAULT_KINDS, formatResetDuration */
/**
 * Endpoint faults: the ways a real OpenAI-compatible endpoint misbehaves, as data. Tests script them with
 * `failNext`; a profile's `failures` draws them at random. Pure: the server turns them into HTTP.
 */
const FAULT_KINDS = (/* unused pure expression or super */ null && ([
    "rate-limit",
    "server-error",
    "timeout",
    "reset",
    "malformed",
    "empty-choices",
    "oversized",
    "unsupported-parameter",
]));
/** The longest a timeout fault holds a connection, so a forgotten client cannot hang a test run. */
const MAX_HOLD_MS = 120_000;
/** An oversized answer's size when neither the fault nor the profile gives one: 10 MiB, as observed in the wild. */
const DEFAULT_OVERSIZED_BYTES = 10 * 1024 * 1024;
const DRAWN = [
    ["serverError", { kind: "server-error" }],
    ["timeout", { kind: "timeout" }],
    ["reset", { kind: "reset" }],
    ["malformed", { kind: "malformed" }],
    ["emptyChoices", { kind: "empty-choices" }],
    ["oversized", { kind: "oversized" }],
];
/**
 * The fault a profile's failure rates give for one uniform draw `u` in [0,1), or undefined (answer normally).
 * `admitted` counts the requests admitted so far, this one included: the first `startAfter` are never faulted.
 */
function drawFault(rates, u, admitted = 1) {
    if (rates === undefined || admitted <= (rates.startAfter ?? 0))
        return undefined;
    let cumulative = 0;
    for (const [field, fault] of DRAWN) {
        cumulative += rates[field] ?? 0;
        if (u < cumulative)
            return fault;
    }
    return undefined;
}
function openAIError(message, type, param, code) {
    return { error: { message, type, param, code } };
}
/** The 400 a reasoning model gives for a parameter it does not support, word for word as OpenAI sends it. */
function unsupportedParameterError(param, value) {
    if (param === "max_tokens") {
        return openAIError("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "invalid_request_error", "max_tokens", "unsupported_parameter");
    }
    return openAIError(`Unsupported value: 'temperature' does not support ${String(value ?? 0)} with this model. Only the default (1) value is supported.`, "invalid_request_error", "temperature", "unsupported_value");
}
const SERVER_ERROR_BODY = openAIError("The server had an error while processing your request. Sorry about that! (bias-gate simulator fault)", "server_error", null, null);
const DEFAULT_RATE_LIMIT_HEADERS = ["retry-after-ms", "retry-after"];
/** The 429 body and headers for a retry hint of `retryAfterMs` milliseconds. */
function rateLimitResponse(retryAfterMs, headers, detail) {
    const ms = Math.max(1, Math.round(retryAfterMs));
    const values = {
        // Retry-After is whole seconds (RFC 9110); round up so a client honouring it never comes back early.
        "retry-after": String(Math.ceil(ms / 1000)),
        "retry-after-ms": String(ms),
        "x-ratelimit-reset-requests": formatResetDuration(ms),
    };
    const out = {};
    for (const name of headers)
        out[name] = values[name];
    const message = `Rate limit reached for requests (${detail}). Please try again in ${formatResetDuration(ms)}.`;
    return { body: openAIError(message, "requests", null, "rate_limit_exceeded"), headers: out };
}
/** OpenAI's reset-duration format: "120ms" below a second, otherwise seconds like "1s" or "1.5s". */
function formatResetDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    return `${Number((ms / 1000).toFixed(3))}s`;
}
/**
 * The 400 for the first parameter the profile refuses, as a reasoning model would send it, or undefined.
 * Reasoning models accept only the default temperature, 1, so an explicit 1 passes.
 */
function rejectedParameter(rejects, request) {
    if (rejects?.includes("max_tokens") && request.hasMaxTokens)
        return unsupportedParameterError("max_tokens");
    if (rejects?.includes("temperature") && request.temperature !== undefined && request.temperature !== 1) {
        return unsupportedParameterError("temperature", request.temperature);
    }
    return undefined;
}
/**
 * The retry hint for a 429, in ms: about when the earliest in-flight request finishes (a slot frees),
 * at least 10 ms, jittered up by to +50% with `u` in [0,1). A fixed "1 s" would make a compliant client idle
 * long after capacity returns (capping throughput at maxConcurrent per second) and would send every
 * rejected request back in the same instant; the jitter spreads that burst, as real gateways' hints do.
 * `dueInMs` are the in-flight requests' remaining times (Infinity for a held one); `fallbackMs` applies
 * when none will finish on its own.
 */
function retryHintMs(dueInMs, fallbackMs, u) {
    let earliest = Number.POSITIVE_INFINITY;
    for (const due of dueInMs)
        earliest = Math.min(earliest, due);
    const base = Number.isFinite(earliest) ? Math.max(earliest, 10) : fallbackMs;
    return base * (1 + 0.5 * u);
}


/***/ }),

/***/ 7098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ parseCompletionsBody),
/* harmony export */   RN: () => (/* binding */ SYSTEM_FINGERPRINT),
/* harmony export */   Rv: () => (/* binding */ modelsBody),
/* harmony export */   VI: () => (/* binding */ simulatorModelName),
/* harmony export */   ae: () => (/* binding */ textCompletionBody),
/* harmony export */   e5: () => (/* binding */ parseChatBody),
/* harmony export */   rc: () => (/* binding */ completionBody)
/* harmony export */ });
/* harmony import */ var _behaviour_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4050);
/* harmony import */ var _faults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97609);
/**
 * OpenAI's Chat Completions and (legacy) Completions wire formats, pure: validating a request body as OpenAI
 * would (same messages, same error shape) and writing the response bodies the `openai` SDK expects.
 */


const ROLES = ["system", "developer", "user", "assistant", "tool", "function"];
const invalid = (message, param, code) => ({
    ok: false,
    error: (0,_faults_js__WEBPACK_IMPORTED_MODULE_1__/* .openAIError */ .lr)(message, "invalid_request_error", param, code),
});
/** The body as a JSON object with a model and without streaming, or OpenAI's 400 for what is wrong. */
function parseCommon(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return {
            error: invalid("We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)", null, null),
        };
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
        return { error: invalid("Invalid type for request body: expected an object.", null, "invalid_type") };
    }
    const raw = json;
    if (typeof raw["model"] !== "string" || raw["model"] === "") {
        return { error: invalid("you must provide a model parameter", null, null) };
    }
    if (raw["stream"] === true) {
        return {
            error: invalid("The bias-gate simulator does not support streaming; send stream: false.", "stream", null),
        };
    }
    return { raw, model: raw["model"] };
}
/** Parses and validates a request body's text; errors are OpenAI's 400 bodies, word for word where known. */
function parseChatBody(text) {
    const common = parseCommon(text);
    if ("error" in common)
        return common.error;
    const { raw } = common;
    const messages = parseMessages(raw["messages"]);
    if ("error" in messages)
        return messages.error;
    const numbers = parseNumbers(raw);
    if ("error" in numbers)
        return numbers.error;
    const userMessages = messages.contents.filter((m) => m.role === "user").map((m) => m.text);
    const system = messages.contents.filter((m) => m.role === "system" || m.role === "developer");
    const body = {
        model: common.model,
        userMessage: userMessages.at(-1) ?? "",
        userMessages,
        ...(system.length > 0 ? { systemMessage: system.map((m) => m.text).join("\n\n") } : {}),
        promptTokens: messages.contents.reduce((n, m) => n + Math.ceil(m.text.length / 4) + 4, 3),
        hasMaxTokens: raw["max_tokens"] !== undefined && raw["max_tokens"] !== null,
        ...numbers.values,
    };
    return { ok: true, body };
}
/**
 * Parses and validates a `/completions` body: one prompt (a string, or an array holding one string), `logprobs`
 * as the number of alternatives (0 to 5, as OpenAI allows). Usage counts the prompt alone: no chat framing.
 */
function parseCompletionsBody(text) {
    const common = parseCommon(text);
    if ("error" in common)
        return common.error;
    const { raw } = common;
    const prompt = promptText(raw["prompt"]);
    if (prompt === undefined) {
        return raw["prompt"] === undefined
            ? invalid("Missing required parameter: 'prompt'.", "prompt", "missing_required_parameter")
            : invalid("The bias-gate simulator takes one prompt: a string or an array of one string.", "prompt", null);
    }
    const numbers = parseNumbers(raw, [["logprobs", 0, 5]]);
    if ("error" in numbers)
        return numbers.error;
    const { topLogprobs: _chatTop, ...values } = numbers.values;
    const logprobs = raw["logprobs"];
    const body = {
        model: common.model,
        userMessage: prompt,
        userMessages: [prompt],
        promptTokens: Math.ceil(prompt.length / 4),
        hasMaxTokens: raw["max_tokens"] !== undefined && raw["max_tokens"] !== null,
        ...values,
        ...(typeof logprobs === "number" ? { topLogprobs: logprobs } : {}),
    };
    return { ok: true, body };
}
function promptText(value) {
    if (typeof value === "string")
        return value;
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string")
        return value[0];
    return undefined;
}
function parseMessages(value) {
    if (value === undefined) {
        return {
            error: invalid("Missing required parameter: 'messages'.", "messages", "missing_required_parameter"),
        };
    }
    if (!Array.isArray(value)) {
        return { error: invalid("Invalid type for 'messages': expected an array.", "messages", "invalid_type") };
    }
    if (value.length === 0) {
        const message = "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.";
        return { error: invalid(message, "messages", "empty_array") };
    }
    const contents = [];
    for (const [i, m] of value.entries()) {
        const role = m?.role;
        if (typeof role !== "string" || !ROLES.includes(role)) {
            const supported = ROLES.map((r) => `'${r}'`).join(", ");
            const message = `Invalid value: '${String(role)}'. Supported values are: ${supported}.`;
            return { error: invalid(message, `messages[${i}].role`, "invalid_value") };
        }
        const text = contentText(m.content);
        if (text === undefined && role !== "assistant") {
            const message = `Missing required parameter: 'messages[${i}].content'.`;
            return { error: invalid(message, `messages[${i}].content`, "missing_required_parameter") };
        }
        contents.push({ role, text: text ?? "" });
    }
    return { contents };
}
/** A content string, or the concatenated text parts of a content array. */
function contentText(content) {
    if (typeof content === "string")
        return content;
    if (!Array.isArray(content))
        return undefined;
    return content.map((part) => (typeof part?.text === "string" ? part.text : "")).join("");
}
function parseNumbers(raw, extra = []) {
    const checks = [
        ["temperature", 0, 2],
        ["max_tokens", 1, Number.MAX_SAFE_INTEGER],
        ["max_completion_tokens", 1, Number.MAX_SAFE_INTEGER],
        ["top_logprobs", 0, 20],
        ...extra,
    ];
    for (const [name, min, max] of checks) {
        const value = raw[name];
        if (value === undefined || value === null)
            continue;
        if (typeof value !== "number" || !Number.isFinite(value)) {
            return { error: invalid(`Invalid type for '${name}': expected a number.`, name, "invalid_type") };
        }
        if (value < min || value > max) {
            const message = `Invalid '${name}': expected a value between ${min} and ${max}, but got ${value} instead.`;
            return {
                error: invalid(message, name, value < min ? "decimal_below_min_value" : "decimal_above_max_value"),
            };
        }
    }
    const num = (name) => typeof raw[name] === "number" ? raw[name] : undefined;
    const values = {};
    const temperature = num("temperature");
    if (temperature !== undefined)
        values.temperature = temperature;
    const tokenLimit = num("max_completion_tokens") ?? num("max_tokens");
    if (tokenLimit !== undefined)
        values.tokenLimit = tokenLimit;
    if (raw["logprobs"] === true)
        values.topLogprobs = num("top_logprobs") ?? 0;
    return { values };
}
/**
 * A `chat.completion` body for a decided answer. The answer is cut at the token limit (finish_reason
 * "length") as a real model's would be; prompt tokens are \u2248 characters / 4 per message plus chat framing.
 */
function completionBody(decision, request, context) {
    const limit = request.tokenLimit ?? Number.POSITIVE_INFINITY;
    const cut = decision.tokens.length > limit;
    const tokens = cut ? decision.tokens.slice(0, limit) : decision.tokens;
    const wantLogprobs = context.logprobsEnabled && request.topLogprobs !== undefined;
    const logprobs = wantLogprobs
        ? { content: (0,_behaviour_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenLogprobs */ .gF)(decision, tokens.length, request.topLogprobs ?? 0), refusal: null }
        : null;
    const choice = {
        index: 0,
        message: { role: "assistant", content: tokens.join(""), refusal: null, annotations: [] },
        logprobs,
        finish_reason: cut ? "length" : "stop",
    };
    const { promptTokens } = request;
    return {
        id: context.id,
        object: "chat.completion",
        created: context.created,
        model: context.model,
        system_fingerprint: SYSTEM_FINGERPRINT,
        choices: context.emptyChoices === true ? [] : [choice],
        usage: {
            prompt_tokens: promptTokens,
            completion_tokens: tokens.length,
            total_tokens: promptTokens + tokens.length,
        },
    };
}
/**
 * A `text_completion` body for a decided answer, as `/completions` writes it: the answer continues the prompt, so
 * its first word carries a leading space (` Yes` after `A:`), cut at the token limit (default 16, OpenAI's). When
 * asked (`logprobs: n`), logprobs are the legacy parallel arrays with up to n alternatives per token (the chosen
 * one among them, as OpenAI lists it).
 */
function textCompletionBody(decision, request, context) {
    const continued = continuation(decision);
    const limit = request.tokenLimit ?? LEGACY_DEFAULT_MAX_TOKENS;
    const cut = continued.tokens.length > limit;
    const tokens = cut ? continued.tokens.slice(0, limit) : continued.tokens;
    const wantLogprobs = context.logprobsEnabled && request.topLogprobs !== undefined;
    const perToken = wantLogprobs ? (0,_behaviour_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenLogprobs */ .gF)(continued, tokens.length, request.topLogprobs ?? 0) : [];
    const text = tokens.join("");
    const offsets = tokens.map((_, i) => tokens.slice(0, i).join("").length);
    const logprobs = wantLogprobs
        ? {
            tokens: perToken.map((t) => t.token),
            token_logprobs: perToken.map((t) => t.logprob),
            top_logprobs: perToken.map((t) => Object.fromEntries(t.top_logprobs.map((a) => [a.token, a.logprob]))),
            text_offset: offsets,
        }
        : null;
    const choice = { text, index: 0, logprobs, finish_reason: cut ? "length" : "stop" };
    const { promptTokens } = request;
    return {
        id: context.id.replace(/^chatcmpl-/, "cmpl-"),
        object: "text_completion",
        created: context.created,
        model: context.model,
        system_fingerprint: SYSTEM_FINGERPRINT,
        choices: context.emptyChoices === true ? [] : [choice],
        usage: {
            prompt_tokens: promptTokens,
            completion_tokens: tokens.length,
            total_tokens: promptTokens + tokens.length,
        },
    };
}
/** `/completions`' default `max_tokens`. */
const LEGACY_DEFAULT_MAX_TOKENS = 16;
/** The decision as a continuation of the prompt: its first token gets the leading space a base model writes. */
function continuation(decision) {
    const [first, ...rest] = decision.tokens;
    if (first === undefined || /^\s/.test(first))
        return decision;
    const tokens = [` ${first}`, ...rest];
    return { ...decision, text: tokens.join(""), tokens };
}
const SYSTEM_FINGERPRINT = "bias-gate-simulator";
/** The reported model name: names the simulator and its profile, so no one mistakes it for a real model. */
function simulatorModelName(profileName) {
    return `${SYSTEM_FINGERPRINT}/${profileName}`;
}
/** The body of GET /v1/models: the one simulated model. */
function modelsBody(profileName, created) {
    return {
        object: "list",
        data: [{ id: simulatorModelName(profileName), object: "model", created, owned_by: SYSTEM_FINGERPRINT }],
    };
}


/***/ }),

/***/ 28869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ startSimulator)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/stats/rng.ts
var rng = __webpack_require__(31046);
// EXTERNAL MODULE: ./src/simulator/faults.ts
var simulator_faults = __webpack_require__(97609);
;// CONCATENATED MODULE: ./src/simulator/http-io.ts
/**
 * The simulator's small HTTP helpers over node:http: listening, reading a body, writing JSON, and waiting
 * while noticing a client that hangs up.
 */
/** Listens on `port` (0 = ephemeral) and resolves with the port actually bound. */
function listen(server, port, host) {
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
            server.off("error", reject);
            resolve(server.address().port);
        });
    });
}
/** Waits `ms`; false if the client hung up meanwhile (then nothing more is done for it). */
function waitConnected(res, ms) {
    if (res.destroyed)
        return Promise.resolve(false);
    if (ms <= 0)
        return Promise.resolve(true);
    return new Promise((resolve) => {
        const onClose = () => {
            clearTimeout(timer);
            resolve(false);
        };
        const timer = setTimeout(() => {
            res.off("close", onClose);
            resolve(!res.destroyed);
        }, ms);
        res.once("close", onClose);
    });
}
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The request body as text; undefined if it exceeds MAX_BODY_BYTES. */
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on("data", (chunk) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES)
                chunks.push(chunk);
        });
        req.on("end", () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf8")));
        req.on("error", reject);
    });
}
/** Writes a JSON response with a content-length (keep-alive friendly); a no-op once the socket is gone. */
function sendJson(res, status, body, headers = {}) {
    sendRaw(res, status, JSON.stringify(body), headers);
}
/** Writes `text` as an application/json response, whether or not it parses (the malformed fault). */
function sendRaw(res, status, text, headers) {
    if (res.destroyed)
        return;
    res.writeHead(status, {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(text)),
        "openai-model": "bias-gate-simulator",
        ...headers,
    });
    res.end(text);
}
const PADDING_CHUNK = Buffer.alloc(64 * 1024, 0x20);
/**
 * A 200 whose JSON is `completion` with a `padding` field of spaces that brings the body to about `bytes`, written
 * chunk by chunk (no content-length) as the client takes it, and no further once the client hangs up: a client
 * that stops reading costs the simulator no more than it read.
 */
async function sendPadded(res, completion, bytes) {
    if (res.destroyed)
        return;
    res.writeHead(200, { "content-type": "application/json", "openai-model": "bias-gate-simulator" });
    const head = `${JSON.stringify(completion).slice(0, -1)},"padding":"`;
    let left = Math.max(0, bytes - head.length - 2);
    const writable = () => !res.destroyed && !res.writableEnded;
    res.write(head);
    while (left > 0 && writable()) {
        const chunk = left >= PADDING_CHUNK.length ? PADDING_CHUNK : PADDING_CHUNK.subarray(0, left);
        left -= chunk.length;
        if (!res.write(chunk)) {
            await new Promise((resume) => {
                const done = () => {
                    res.off("drain", done);
                    res.off("close", done);
                    resume();
                };
                res.once("drain", done);
                res.once("close", done);
            });
        }
    }
    if (writable())
        res.end('"}');
}

;// CONCATENATED MODULE: ./src/simulator/batch-endpoints.ts


const BATCH_ENDPOINTS = new Set(["/v1/chat/completions", "/v1/completions"]);
function createBatchEndpoints(answer, options = {}) {
    const files = new Map();
    const batches = new Map();
    const timers = new Set();
    const faults = [];
    const stats = { filesUploaded: 0, batchesCreated: 0, linesAnswered: 0 };
    let next = 0;
    const now = () => Math.floor(Date.now() / 1000);
    const store = (purpose, filename, content) => {
        const file = { id: `file-sim-${++next}`, filename, purpose, content, createdAt: now() };
        files.set(file.id, file);
        return file;
    };
    const finish = (batch, fault) => {
        const input = files.get(String(batch["input_file_id"]))?.content ?? "";
        Object.assign(batch, runBatch(batch, input, fault, { answer, store, stats, now }));
    };
    const create = (body) => {
        const inputId = String(body["input_file_id"] ?? "");
        if (!files.has(inputId))
            return { status: 404, error: notFound(`No such File object: ${inputId}`) };
        if (!BATCH_ENDPOINTS.has(String(body["endpoint"]))) {
            const message = `Invalid endpoint ${String(body["endpoint"])}: the simulator batches /v1/chat/completions and /v1/completions.`;
            return { status: 400, error: (0,simulator_faults/* openAIError */.lr)(message, "invalid_request_error", "endpoint", null) };
        }
        stats.batchesCreated++;
        const batch = newBatch(`batch_sim_${++next}`, body, now());
        batches.set(batch.id, batch);
        const fault = faults.shift();
        const timer = setTimeout(() => {
            timers.delete(timer);
            if (batch.status === "in_progress")
                finish(batch, fault);
        }, options.delayMs ?? 0);
        timer.unref();
        timers.add(timer);
        return { batch };
    };
    return {
        failNextBatch: (fault) => faults.push(fault),
        stats: () => ({ ...stats }),
        close: () => {
            for (const timer of timers)
                clearTimeout(timer);
        },
        async handle(req, res, path) {
            const route = path
                .replace(/^\/v1\//, "/")
                .split("/")
                .filter(Boolean);
            if (route[0] !== "files" && route[0] !== "batches")
                return false;
            const method = req.method ?? "GET";
            if (route[0] === "files")
                await serveFiles(req, res, { route, method, files, store, stats });
            else {
                const text = method === "POST" && route.length === 1 ? await readBody(req) : "";
                serveBatches(res, { route, method, batches, body: parseJson(text ?? ""), create, now });
            }
            return true;
        },
    };
}
function newBatch(id, body, created) {
    return {
        id,
        object: "batch",
        endpoint: body["endpoint"],
        errors: null,
        input_file_id: body["input_file_id"],
        completion_window: body["completion_window"] ?? "24h",
        status: "in_progress",
        output_file_id: null,
        error_file_id: null,
        created_at: created,
        in_progress_at: created,
        expires_at: created + 24 * 3600,
        request_counts: { total: 0, completed: 0, failed: 0 },
        metadata: body["metadata"] ?? null,
    };
}
/** The batch's final fields: every input line answered (or failed as the fault says), output and error files. */
function runBatch(batch, input, fault, ctx) {
    const at = ctx.now();
    if (fault?.kind === "batch-failed") {
        const message = fault.message ?? "simulated: the batch input file was rejected";
        const errors = { object: "list", data: [{ code: "invalid_request", message, param: null, line: null }] };
        return { status: "failed", failed_at: at, errors };
    }
    const lines = input.split("\n").filter((line) => line.trim() !== "");
    const output = [];
    const errors = [];
    lines.forEach((text, index) => {
        const line = answerLine(batch, text, index, fault, ctx);
        (line.ok ? output : errors).push(line.text);
    });
    const file = (content) => content.length > 0 ? ctx.store("batch_output", `${batch.id}.jsonl`, `${content.join("\n")}\n`).id : null;
    const counts = { total: lines.length, completed: output.length, failed: errors.length };
    const expired = fault?.kind === "batch-expired";
    return {
        status: expired ? "expired" : "completed",
        ...(expired ? { expired_at: at } : { finalizing_at: at, completed_at: at }),
        output_file_id: file(output),
        error_file_id: file(errors),
        request_counts: counts,
    };
}
/** One output line: the answer, a scripted failure, or (past an expiry) `batch_expired`; `ok` for a 200. */
function answerLine(batch, text, index, fault, ctx) {
    const line = parseJson(text);
    const head = { id: `batch_req_sim_${batch.id}_${index + 1}`, custom_id: line["custom_id"] ?? null };
    if (fault?.kind === "batch-expired" && index >= (fault.answered ?? 0)) {
        const message = "This request could not be executed before the completion window expired.";
        const error = { code: "batch_expired", message };
        return { ok: false, text: JSON.stringify({ ...head, response: null, error }) };
    }
    const result = fault?.kind === "lines-failed" && index < fault.lines
        ? { status: fault.status ?? 500, body: (0,simulator_faults/* openAIError */.lr)(LINE_FAILED, "server_error", null, null) }
        : line["url"] !== batch["endpoint"]
            ? { status: 400, body: (0,simulator_faults/* openAIError */.lr)(WRONG_URL, "invalid_request_error", "url", null) }
            : ctx.answer(String(line["url"]), JSON.stringify(line["body"] ?? null));
    if (result.status === 200)
        ctx.stats.linesAnswered++;
    const response = { status_code: result.status, request_id: `req_sim_${index + 1}`, body: result.body };
    return { ok: result.status === 200, text: JSON.stringify({ ...head, response, error: null }) };
}
const LINE_FAILED = "simulated: the server had an error processing this request";
const WRONG_URL = "the line's url differs from the batch's endpoint";
async function serveFiles(req, res, ctx) {
    const { route, method, files } = ctx;
    if (method === "POST" && route.length === 1) {
        const parts = parseMultipart((await readBody(req)) ?? "", req.headers["content-type"] ?? "");
        const file = parts.get("file");
        const purpose = parts.get("purpose")?.value;
        if (file === undefined || purpose === undefined) {
            const message = "A multipart body with a 'file' and a 'purpose' is required.";
            return sendJson(res, 400, (0,simulator_faults/* openAIError */.lr)(message, "invalid_request_error", file ? "purpose" : "file", null));
        }
        ctx.stats.filesUploaded++;
        return sendJson(res, 200, fileObject(ctx.store(purpose, file.filename ?? "upload.jsonl", file.value)));
    }
    const stored = route[1] === undefined ? undefined : files.get(route[1]);
    if (method !== "GET" || stored === undefined || route.length > 3 || (route[2] ?? "content") !== "content") {
        return sendJson(res, 404, notFound(`No such File object: ${route[1] ?? ""}`));
    }
    if (route[2] === undefined)
        return sendJson(res, 200, fileObject(stored));
    res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": String(Buffer.byteLength(stored.content)),
    });
    res.end(stored.content);
}
function serveBatches(res, ctx) {
    const [status, body] = batchResponse(ctx);
    sendJson(res, status, body);
}
function batchResponse(ctx) {
    const { route, method, batches } = ctx;
    if (route.length === 1 && method === "POST") {
        const created = ctx.create(ctx.body);
        return "batch" in created ? [200, created.batch] : [created.status, created.error];
    }
    if (route.length === 1 && method === "GET") {
        const data = [...batches.values()].reverse();
        const ends = { first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null };
        return [200, { object: "list", data, ...ends, has_more: false }];
    }
    const batch = route[1] === undefined ? undefined : batches.get(route[1]);
    if (batch === undefined)
        return [404, notFound(`No batch found with id '${route[1] ?? ""}'.`)];
    if (route.length === 2 && method === "GET")
        return [200, batch];
    if (route.length === 3 && route[2] === "cancel" && method === "POST") {
        if (batch.status === "in_progress")
            Object.assign(batch, { status: "cancelled", cancelled_at: ctx.now() });
        return [200, batch];
    }
    return [404, notFound(`Unknown batch route ${method} /v1/${route.join("/")}.`)];
}
function fileObject(file) {
    const bytes = Buffer.byteLength(file.content);
    return {
        id: file.id,
        object: "file",
        bytes,
        created_at: file.createdAt,
        filename: file.filename,
        purpose: file.purpose,
        status: "processed",
    };
}
function notFound(message) {
    return (0,simulator_faults/* openAIError */.lr)(message, "invalid_request_error", null, "not_found");
}
function parseJson(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === "object" && value !== null && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
}
/** A multipart/form-data body's fields by name (text only: the simulator's files are JSONL). */
function parseMultipart(body, contentType) {
    const fields = new Map();
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    const delimiter = boundary?.[1] ?? boundary?.[2];
    if (!delimiter)
        return fields;
    for (const part of body.split(`--${delimiter}`).slice(1)) {
        if (part.startsWith("--"))
            break;
        const split = part.indexOf("\r\n\r\n");
        if (split === -1)
            continue;
        const headers = part.slice(0, split);
        const name = /name="([^"]*)"/i.exec(headers)?.[1];
        if (name === undefined)
            continue;
        const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
        const value = part.slice(split + 4).replace(/\r\n$/, "");
        fields.set(name, { value, ...(filename !== undefined ? { filename } : {}) });
    }
    return fields;
}

// EXTERNAL MODULE: ./src/simulator/behaviour.ts + 3 modules
var behaviour = __webpack_require__(4050);
// EXTERNAL MODULE: ./src/simulator/openai-wire.ts
var openai_wire = __webpack_require__(7098);
// EXTERNAL MODULE: ./src/simulator/profile.ts
var simulator_profile = __webpack_require__(95219);
// EXTERNAL MODULE: ./src/simulator/system-prompts.ts
var system_prompts = __webpack_require__(26459);
;// CONCATENATED MODULE: ./src/simulator/server.ts
/**
 * The simulator's HTTP edge: a loopback OpenAI-compatible server (node:http, keep-alive) that answers chat
 * completions and legacy completions with `decideAnswer` (one answer key for both) and misbehaves as its profile
 * or a test's `failNext` says. It is a simulator, not a model, and says so: in its startup log, every response's
 * `model` and `system_fingerprint`.
 */









/** Starts the simulator and resolves once it is listening. */
async function startSimulator(options) {
    const { profile } = options;
    const unread = (0,system_prompts/* unreadPromptFiles */.bY)(profile);
    if (unread.length > 0)
        throw new simulator_profile/* SimulatorProfileError */._6(unread);
    const state = createState(profile, options.key ?? new Map(), options.batch);
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(state, req, res).catch(() => {
            if (!res.headersSent)
                sendJson(res, 500, simulator_faults/* SERVER_ERROR_BODY */.wX);
            else
                res.destroy();
        });
    });
    const host = options.host ?? "127.0.0.1";
    const port = await listen(server, options.port ?? 0, host);
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/v1`;
    const log = options.log ?? (() => { });
    let closing;
    log(`bias-gate simulator (not a real model): profile "${profile.name}" at ${url}`);
    return {
        url,
        port,
        profile,
        // Idempotent: a test's finally and afterEach may both close.
        close: () => {
            closing ??= closeServer(server, state, log);
            return closing;
        },
        stats: () => ({ ...structuredClone(state.stats), inFlight: state.inFlight.size }),
        setKey: (key) => {
            state.key = key;
        },
        failNext: (faults) => {
            state.queue.push(...faults);
        },
        failNextBatch: (fault) => state.batches.failNextBatch(fault),
        batchStats: () => state.batches.stats(),
    };
}
/** Stops listening, drops every connection (held ones too) and logs a one-line summary. */
async function closeServer(server, state, log) {
    for (const timer of state.holds)
        clearTimeout(timer);
    state.batches.close();
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
    const s = state.stats;
    log(`bias-gate simulator closed: ${s.requests} requests, ${s.answered} answered, ${s.rateLimited} rate-limited`);
}
function createState(profile, key, batch) {
    const seed = profile.seed ?? behaviour/* DEFAULT_SEED */.KP;
    const state = {
        profile,
        key,
        queue: [],
        inFlight: new Map(),
        holds: new Set(),
        trials: (0,rng/* createRng */.S)(seed, "simulator:trials"),
        faultDraws: (0,rng/* createRng */.S)(seed, "simulator:faults"),
        timing: (0,rng/* createRng */.S)(seed, "simulator:timing"),
        stats: emptyStats(),
        nextId: 0,
        admitted: 0,
        batches: createBatchEndpoints((url, body) => server_answerLine(state, url, body), batch),
    };
    return state;
}
function emptyStats() {
    return {
        requests: 0,
        chatRequests: 0,
        completionsRequests: 0,
        answered: 0,
        byStatus: {},
        rateLimited: 0,
        inFlight: 0,
        maxInFlight: 0,
        disconnected: 0,
        faults: {},
        answers: {},
    };
}
async function handle(state, req, res) {
    state.stats.requests++;
    res.once("finish", () => increment(state.stats.byStatus, String(res.statusCode)));
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const endpoint = ENDPOINTS[path.replace(/^\/v1\//, "/")];
    if (endpoint !== undefined) {
        if (req.method === "POST")
            return handleCompletion(state, req, res, endpoint);
        return sendJson(res, 405, (0,simulator_faults/* openAIError */.lr)(`Method ${req.method} not allowed; use POST.`, "invalid_request_error", null, null));
    }
    if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
        return sendJson(res, 200, (0,openai_wire/* modelsBody */.Rv)(state.profile.name, 0));
    }
    if (await state.batches.handle(req, res, path))
        return;
    const message = `Unknown request URL: ${req.method} ${path}. The bias-gate simulator serves POST /v1/chat/completions, POST /v1/completions, GET /v1/models, and the Batch API's /v1/files and /v1/batches.`;
    sendJson(res, 404, (0,simulator_faults/* openAIError */.lr)(message, "invalid_request_error", null, "unknown_url"));
}
/** The two answering endpoints by path (without `/v1`): chat and the legacy completions, one answer key. */
const ENDPOINTS = {
    "/chat/completions": { counter: "chatRequests", parse: openai_wire/* parseChatBody */.e5, write: openai_wire/* completionBody */.rc },
    "/completions": { counter: "completionsRequests", parse: openai_wire/* parseCompletionsBody */.L6, write: openai_wire/* textCompletionBody */.ae },
};
async function handleCompletion(state, req, res, endpoint) {
    state.stats[endpoint.counter]++;
    const text = await readBody(req);
    if (text === undefined)
        return sendJson(res, 413, (0,simulator_faults/* openAIError */.lr)("Request body too large.", "invalid_request_error", null, null));
    const parsed = endpoint.parse(text);
    if (!parsed.ok)
        return sendJson(res, 400, parsed.error);
    const body = parsed.body;
    const rejected = (0,simulator_faults/* rejectedParameter */.cq)(state.profile.rejectParameters, body);
    if (rejected !== undefined)
        return sendJson(res, 400, rejected);
    const limit = state.profile.maxConcurrent ?? Number.POSITIVE_INFINITY;
    if (state.inFlight.size >= limit)
        return sendRateLimited(state, res, undefined);
    // Drawn for every admitted request, so the fault sequence depends on arrival order only.
    const u = state.faultDraws.nextFloat();
    const fault = state.queue.shift() ?? (0,simulator_faults/* drawFault */.L$)(state.profile.failures, u, ++state.admitted);
    if (fault !== undefined)
        increment(state.stats.faults, fault.kind);
    if (fault?.kind === "rate-limit")
        return sendRateLimited(state, res, fault);
    if (fault?.kind === "unsupported-parameter")
        return sendJson(res, 400, (0,simulator_faults/* unsupportedParameterError */.BB)(fault.param));
    const id = ++state.nextId;
    const delay = latency(state);
    state.inFlight.set(id, performance.now() + delay);
    state.stats.maxInFlight = Math.max(state.stats.maxInFlight, state.inFlight.size);
    res.once("close", () => state.inFlight.delete(id));
    if (!(await waitConnected(res, delay))) {
        state.stats.disconnected++;
        return;
    }
    respond(state, res, { body, id, fault, write: endpoint.write });
}
function respond(state, res, { body, id, fault, write, }) {
    if (fault?.kind === "server-error" || fault?.kind === "reset" || fault?.kind === "timeout") {
        if (fault.kind === "server-error") {
            sendJson(res, fault.status ?? state.profile.failures?.serverErrorStatus ?? 500, simulator_faults/* SERVER_ERROR_BODY */.wX);
        }
        else if (fault.kind === "reset")
            res.destroy();
        else
            hold(state, res, id);
        return;
    }
    const decision = (0,behaviour/* decideAnswer */.jO)(state.profile, state.key, body, state.trials.nextFloat);
    const completion = write(decision, body, {
        id: `chatcmpl-sim-${id}`,
        created: Math.floor(Date.now() / 1000),
        model: (0,openai_wire/* simulatorModelName */.VI)(state.profile.name),
        logprobsEnabled: state.profile.logprobs === true,
        emptyChoices: fault?.kind === "empty-choices",
    });
    if (fault?.kind === "malformed") {
        const json = JSON.stringify(completion);
        sendRaw(res, 200, json.slice(0, Math.floor(json.length / 2)), {});
        return;
    }
    if (fault?.kind === "oversized") {
        const bytes = fault.bytes ?? state.profile.failures?.oversizedBytes ?? simulator_faults/* DEFAULT_OVERSIZED_BYTES */.g$;
        void sendPadded(res, completion, bytes);
        return;
    }
    if (fault === undefined) {
        state.stats.answered++;
        increment(state.stats.answers, decision.kind);
    }
    sendJson(res, 200, completion);
}
/** One batch line, answered as its interactive endpoint would answer it, without the interactive faults. */
function server_answerLine(state, url, text) {
    const endpoint = ENDPOINTS[url.replace(/^\/v1\//, "/")];
    if (endpoint === undefined) {
        return {
            status: 404,
            body: (0,simulator_faults/* openAIError */.lr)(`Unknown batch line url ${url}`, "invalid_request_error", null, null),
        };
    }
    const parsed = endpoint.parse(text);
    if (!parsed.ok)
        return { status: 400, body: parsed.error };
    const rejected = (0,simulator_faults/* rejectedParameter */.cq)(state.profile.rejectParameters, parsed.body);
    if (rejected !== undefined)
        return { status: 400, body: rejected };
    const decision = (0,behaviour/* decideAnswer */.jO)(state.profile, state.key, parsed.body, state.trials.nextFloat);
    state.stats.answered++;
    increment(state.stats.answers, decision.kind);
    const body = endpoint.write(decision, parsed.body, {
        id: `chatcmpl-sim-${++state.nextId}`,
        created: Math.floor(Date.now() / 1000),
        model: (0,openai_wire/* simulatorModelName */.VI)(state.profile.name),
        logprobsEnabled: state.profile.logprobs === true,
    });
    return { status: 200, body };
}
/** Never answers; the client's timeout ends it. The hold is capped so a forgotten client cannot hang a run. */
function hold(state, res, id) {
    state.inFlight.set(id, Number.POSITIVE_INFINITY);
    const timer = setTimeout(() => res.destroy(), simulator_faults/* MAX_HOLD_MS */.g3);
    timer.unref();
    state.holds.add(timer);
    res.once("close", () => {
        clearTimeout(timer);
        state.holds.delete(timer);
    });
}
/** Answers 429 with OpenAI's body and the retry hints the fault or profile asks for. */
function sendRateLimited(state, res, fault) {
    state.stats.rateLimited++;
    const now = performance.now();
    const dueIn = [...state.inFlight.values()].map((due) => due - now);
    const fallback = Math.max(state.profile.latencyMs ?? 0, 1000);
    const hint = fault?.retryAfterMs ?? (0,simulator_faults/* retryHintMs */.yK)(dueIn, fallback, state.timing.nextFloat());
    const header = fault?.header;
    const names = header === undefined
        ? (state.profile.rateLimitHeaders ?? simulator_faults/* DEFAULT_RATE_LIMIT_HEADERS */._A)
        : typeof header === "string"
            ? [header]
            : header;
    const limit = state.profile.maxConcurrent;
    const detail = limit === undefined
        ? "simulated"
        : `simulator limit: ${limit} concurrent requests, ${state.inFlight.size} in flight`;
    const response = (0,simulator_faults/* rateLimitResponse */.Zc)(hint, names, detail);
    sendJson(res, 429, response.body, response.headers);
}
function latency(state) {
    const { latencyMs = 0, latencyJitterMs = 0 } = state.profile;
    if (latencyMs === 0 && latencyJitterMs === 0)
        return 0;
    return Math.max(0, latencyMs + (2 * state.timing.nextFloat() - 1) * latencyJitterMs);
}
function increment(counts, key) {
    counts[key] = (counts[key] ?? 0) + 1;
}


/***/ })

};
