#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9553);
/* harmony import */ var _heap_growth_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2865);
/* harmony import */ var _lean_headers_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3140);



(0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .enableCompileCache */ .L)();
(0,_heap_growth_js__WEBPACK_IMPORTED_MODULE_1__/* .boundHeapGrowth */ .C9)(undefined, process.execArgv, process.env.NODE_OPTIONS);
(0,_lean_headers_js__WEBPACK_IMPORTED_MODULE_2__/* .installLeanHeaders */ .EG)();
const { nodeCommandIO } = await Promise.all(/* import() */[__nccwpck_require__.e(382), __nccwpck_require__.e(776)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3776));
const { runCli } = await __nccwpck_require__.e(/* import() */ 871).then(__nccwpck_require__.bind(__nccwpck_require__, 8871));
process.exitCode = await runCli(process.argv.slice(2), nodeCommandIO());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9553:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ enableCompileCache)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Node \u2265 22.1 keeps the code it compiles on disk (in the OS temp directory, unless NODE_COMPILE_CACHE says
 * otherwise; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Called by each entry before it imports the bundle, so
 * every run after the first skips compiling it. Older Nodes have no compile cache and start as before.
 */
function enableCompileCache() {
    node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
}


/***/ }),

/***/ 2865:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C9: () => (/* binding */ boundHeapGrowth)
});

// UNUSED EXPORTS: BOUNDED_GROWTH_FROM_REQUESTS, HEAP_GROWING_PERCENT, heapGrowthFlag

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/heap-growth.ts

/** How far the old generation may grow past what survived the last full collection: \u00d71.5. */
const HEAP_GROWING_PERCENT = 50;
/**
 * Runs of fewer requests go back to V8's own growth once they know their size. Their live data stays in the tens
 * of MiB, where the bound only adds full collections: at 2,000 requests against a limit of 128 it cost ~5% of the
 * run's CPU and ~4% of its wall time (paired runs of the built CLI, `bench/rate-limits.ts`'s CLI case).
 */
const BOUNDED_GROWTH_FROM_REQUESTS = 10_000;
/**
 * While collections are cheap next to the work (a busy run), V8 lets the old generation grow to about four times
 * what survived the last full collection before collecting again. A run's live data grows with its requests (each
 * outcome is kept until scoring), so a 100,000-request run whose live data reached ~220 MiB peaked at 1.1 GiB of
 * RSS; with growth bounded to \u00d71.5 it peaks under 500 MiB, for ~10% more CPU spent collecting (`npm run bench`,
 * "run memory"). The bound holds from the entry on, while the size is not known: sampling 100,000 prompts under
 * V8's own growth left the heap room enough to peak at 511 MiB even with the bound set before the first request.
 * `requests`, once known, lifts it for a small run.
 */
function boundHeapGrowth(requests, execArgv, nodeOptions) {
    const flag = heapGrowthFlag(requests, execArgv, nodeOptions);
    if (flag)
        (0,external_node_v8_namespaceObject.setFlagsFromString)(flag);
}
/**
 * The V8 flag for a run of `requests` (undefined: not known yet): the bound, or 0 (V8's own growth) for a small
 * run; undefined when the user passed their own to Node (command line or NODE_OPTIONS).
 */
function heapGrowthFlag(requests, execArgv, nodeOptions) {
    const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
    if (given.some((flag) => /^--heap[-_]growing[-_]percent(=|$)/.test(flag)))
        return undefined;
    const small = requests !== undefined && requests < BOUNDED_GROWTH_FROM_REQUESTS;
    return `--heap-growing-percent=${small ? 0 : HEAP_GROWING_PERCENT}`;
}


/***/ }),

/***/ 3140:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ installLeanHeaders),
/* harmony export */   Ro: () => (/* binding */ headerPairs)
/* harmony export */ });
/* unused harmony export LeanHeaders */
/**
 * Node's global `Headers` lives in its bundled undici, and the first touch of it loads all of undici (the fetch
 * implementation, its connection pools, HTTP/2): ~50 ms before bias-gate's first request, on a path that never
 * uses undici. The openai SDK builds a `Headers` for every request, and the lean fetch (providers/http-fetch.ts)
 * sends through `node:http`. So each entry installs this class as the global `Headers` before anything runs:
 * the Fetch standard's Headers interface (no guard), for everything in the process that says `new Headers`.
 *
 * Objects made by undici (a global fetch's `Response.headers`) still count as `instanceof Headers`, so code that
 * checks either kind, such as the SDK's header merging, treats them alike.
 */
/** RFC 9110 token: what a header name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** HTTP whitespace at either end of a value is not part of it (Fetch: normalize). */
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What a normalized value may not contain (Fetch: header value). */
const FORBIDDEN_IN_VALUE = /[\0\r\n]/;
/** A ByteString holds code units up to 0xFF only (WebIDL). */
const NOT_BYTES = /[^\0-\xFF]/;
let readPairs;
let isLean;
/**
 * The name/value pairs a Headers iterates, sorted and combined: a LeanHeaders' own (not to be changed; no
 * iterator, no copies: the lean fetch reads every request's this way), anyone else's through iteration.
 */
function headerPairs(headers) {
    return isLean(headers) ? readPairs(headers) : [...headers];
}
class LeanHeaders {
    /** Lower-cased name \u2192 its values in the order they were appended. */
    #values = new Map();
    /**
     * What iteration shows, sorted and combined, until the next change: the SDK reads a request's headers several
     * times (merging, validating, its debug line, the fetch), and sorting each time was most of their cost.
     */
    #pairs;
    constructor(init) {
        if (init === undefined)
            return;
        if ((typeof init !== "object" && typeof init !== "function") || init === null) {
            throw new TypeError("Headers: init must be an object (a record or a sequence of name/value pairs)");
        }
        if (#values in init) {
            // A copy of one of ours (the SDK client copies each request's headers from the first of its shape). As the
            // standard copies any Headers, from what it iterates: combined values, normalized again ("a" and "" combine
            // to "a, ", which is then "a,"). Its names are valid and lower-case already.
            for (const [name, value] of init.#sortedPairs()) {
                const normalized = headerValue(value, name);
                const existing = this.#values.get(name);
                if (existing)
                    existing.push(normalized);
                else
                    this.#values.set(name, [normalized]);
            }
            return;
        }
        const pairs = init[Symbol.iterator];
        if (typeof pairs === "function") {
            for (const pair of init) {
                const items = typeof pair === "object" && pair !== null ? [...pair] : [];
                if (items.length !== 2) {
                    throw new TypeError("Headers: each header of a sequence must be a [name, value] pair");
                }
                this.append(items[0], items[1]);
            }
            return;
        }
        for (const name of Object.keys(init))
            this.append(name, init[name]);
    }
    append(name, value) {
        const key = headerName(name);
        const normalized = headerValue(value, key);
        const existing = this.#values.get(key);
        if (existing)
            existing.push(normalized);
        else
            this.#values.set(key, [normalized]);
        this.#pairs = undefined;
    }
    set(name, value) {
        const key = headerName(name);
        this.#values.set(key, [headerValue(value, key)]);
        this.#pairs = undefined;
    }
    delete(name) {
        this.#values.delete(headerName(name));
        this.#pairs = undefined;
    }
    has(name) {
        return this.#values.has(headerName(name));
    }
    get(name) {
        return this.#values.get(headerName(name))?.join(", ") ?? null;
    }
    getSetCookie() {
        return [...(this.#values.get("set-cookie") ?? [])];
    }
    /** Sorted by name, values combined; each `set-cookie` on its own (Fetch: sort and combine). */
    #sortedPairs() {
        if (this.#pairs)
            return this.#pairs;
        const pairs = [];
        for (const name of [...this.#values.keys()].sort()) {
            const values = this.#values.get(name);
            if (name === "set-cookie")
                for (const value of values)
                    pairs.push([name, value]);
            else
                pairs.push([name, values.join(", ")]);
        }
        this.#pairs = pairs;
        return pairs;
    }
    /**
     * As WebIDL's pair iterators: each step reads the headers as they are then, at the next position, so a change
     * made while iterating shows.
     */
    #iterate(pick) {
        let index = 0;
        const next = () => {
            const pair = (this.#pairs ?? this.#sortedPairs())[index];
            if (!pair)
                return { value: undefined, done: true };
            index++;
            return { value: pick(pair[0], pair[1]), done: false };
        };
        const iterator = { next, [Symbol.iterator]: () => iterator };
        return iterator;
    }
    entries() {
        return this.#iterate((name, value) => [name, value]);
    }
    keys() {
        return this.#iterate((name) => name);
    }
    values() {
        return this.#iterate((_, value) => value);
    }
    forEach(callback, thisArg) {
        for (const [name, value] of this.entries())
            callback.call(thisArg, value, name, this);
    }
    [Symbol.iterator]() {
        return this.entries();
    }
    get [Symbol.toStringTag]() {
        return "Headers";
    }
    static {
        readPairs = (headers) => headers.#sortedPairs();
        isLean = (value) => #values in value;
    }
    /** Ours, or undici's: anything branded a Headers by its tag. */
    static [Symbol.hasInstance](value) {
        return (typeof value === "object" &&
            value !== null &&
            (#values in value || Object.prototype.toString.call(value) === "[object Headers]"));
    }
}
/**
 * Names met before, validated and lower-cased. The SDK merges about a dozen headers per request through `delete`
 * and `append`, the same names every time; each used to cost a regular expression and a new lower-cased string.
 * Names are not secrets. Bounded, so a process that makes up names cannot grow it without end.
 */
const knownNames = new Map();
const KNOWN_NAMES_MAX = 256;
function headerName(name) {
    const known = knownNames.get(name);
    if (known !== undefined)
        return known;
    const text = String(name);
    if (!TOKEN.test(text))
        throw new TypeError(`Headers: invalid header name ${JSON.stringify(text)}`);
    const key = text.toLowerCase();
    if (typeof name === "string" && knownNames.size < KNOWN_NAMES_MAX)
        knownNames.set(name, key);
    return key;
}
/** A value already normalized and valid: visible bytes at both ends, nothing forbidden within. */
const PLAIN_VALUE = /^(?:[!-~\x80-\xFF](?:[\t !-~\x80-\xFF]*[!-~\x80-\xFF])?)?$/;
function headerValue(value, name) {
    if (typeof value === "string" && PLAIN_VALUE.test(value))
        return value;
    const text = String(value).replace(EDGE_WHITESPACE, "");
    if (FORBIDDEN_IN_VALUE.test(text) || NOT_BYTES.test(text)) {
        throw new TypeError(`Headers: invalid value for header ${JSON.stringify(name)}`);
    }
    return text;
}
/** Makes `LeanHeaders` the process's global `Headers`. Called by each entry, before the bundle loads. */
function installLeanHeaders(global = globalThis) {
    // Deleted first: on Node 24, redefining the lazy global in place evaluates it, which loads undici.
    delete global.Headers;
    Object.defineProperty(global, "Headers", {
        value: LeanHeaders,
        writable: true,
        configurable: true,
        enumerable: false,
    });
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
