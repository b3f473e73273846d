export const id = 652;
export const ids = [652];
export const modules = {

/***/ 69680:
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

/***/ 79652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand),
  stdoutFormat: () => (/* binding */ stdoutFormat)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/answers/unkept.ts
var answers_unkept = __webpack_require__(81976);
// EXTERNAL MODULE: ./src/querying/clock.ts
var clock = __webpack_require__(77626);
// EXTERNAL MODULE: ./src/querying/progress.ts
var querying_progress = __webpack_require__(8793);
// EXTERNAL MODULE: ./src/report/answers-summary.ts
var answers_summary = __webpack_require__(97068);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(14512);
// EXTERNAL MODULE: ./src/report/results-file.ts
var results_file = __webpack_require__(89047);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(32209);
// EXTERNAL MODULE: ./src/report/report-md.ts + 2 modules
var report_md = __webpack_require__(82332);
// EXTERNAL MODULE: ./node_modules/@stdlib/math-base-special-betainc/lib/index.js
var lib = __webpack_require__(89986);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-binomial-cdf/lib/index.js
var stats_base_dists_binomial_cdf_lib = __webpack_require__(36794);
var stats_base_dists_binomial_cdf_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_binomial_cdf_lib);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-binomial-pmf/lib/index.js
var stats_base_dists_binomial_pmf_lib = __webpack_require__(71274);
var stats_base_dists_binomial_pmf_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_binomial_pmf_lib);
;// CONCATENATED MODULE: ./src/stats/binomial.ts
/**
 * Exact binomial probabilities and tests; pure. The pmf and both tails come from @stdlib: the tails as regularized
 * incomplete beta functions, P(X \u2264 k) = I_{1\u2212p}(n \u2212 k, k + 1) and P(X \u2265 k) = I_p(k, n \u2212 k + 1), each computed on
 * its own side so a tiny p-value keeps its digits (no 1 \u2212 CDF).
 */



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
    const threshold = stats_base_dists_binomial_pmf_lib_default()(k, n, p) * RELATIVE_TOLERANCE;
    const m = n * p;
    if (k === m)
        return 1;
    // The pmf is non-increasing on [\u2308m\u2309, n] and non-decreasing on [0, \u230am\u230b], so the outcomes on the far side
    // that are no more likely than k form one tail, found by bisection.
    if (k < m) {
        const first = firstIndex(Math.ceil(m), n + 1, (i) => stats_base_dists_binomial_pmf_lib_default()(i, n, p) <= threshold);
        return Math.min(1, lowerTail(k, n, p) + upperTail(first, n, p));
    }
    const firstAbove = firstIndex(0, Math.floor(m) + 1, (i) => stats_base_dists_binomial_pmf_lib_default()(i, n, p) > threshold);
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
/** P(X \u2264 k). */
function lowerTail(k, n, p) {
    return stats_base_dists_binomial_cdf_lib_default()(k, n, p);
}
/** P(X \u2265 k), as the upper tail itself rather than 1 \u2212 P(X \u2264 k \u2212 1). */
function upperTail(k, n, p) {
    if (k <= 0)
        return 1;
    if (k > n)
        return 0;
    return lib_default()(p, k, n - k + 1);
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
var stratified = __webpack_require__(79154);
// EXTERNAL MODULE: ./src/metrics/bias.ts
var bias = __webpack_require__(73532);
// EXTERNAL MODULE: ./src/metrics/negation.ts
var negation = __webpack_require__(48582);
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

// EXTERNAL MODULE: ./src/run-gate.ts + 11 modules
var run_gate = __webpack_require__(81018);
// EXTERNAL MODULE: ./src/suites/registry.ts + 69 modules
var registry = __webpack_require__(5290);
;// CONCATENATED MODULE: ./src/run/variants.ts







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
        return (0,run_gate/* runGate */.Rg)(config, loaded, deps);
    if (deps.answer) {
        throw new errors/* ConfigError */.x("compared variants (provider.models, variants) cannot be merged from shards yet", "run the comparison unsharded, or shard a run of one model", config.configFile ? { file: config.configFile } : undefined);
    }
    const startedAt = deps.clock.now();
    const runs = [];
    const progress = deps.onProgress
        ? progressAcrossVariants(deps.onProgress, comparison.variants.length)
        : undefined;
    const { order, references } = runOrder(config);
    for (const variant of order) {
        progress?.next();
        deps.log(`variant ${variant.label}: model ${variant.model}${variant.systemPrompt ? ", its system prompt" : ""}`);
        const spent = runs.map((r) => r.gate.queried.run.stats);
        const left = leftOver(config, spent, deps.clock.now() - startedAt);
        const referenceOutcomes = variant.label === comparison.gateOn
            ? runs
                .filter((r) => references.has(r.variant.label))
                .map((r) => ({ label: r.variant.label, outcomes: r.gate.queried.run.outcomes }))
            : [];
        const variantDeps = {
            ...deps,
            ...(progress ? { onProgress: progress.report } : {}),
            ...(referenceOutcomes.length ? { references: referenceOutcomes } : {}),
        };
        runs.push({ variant, gate: await (0,run_gate/* runGate */.Rg)(variantConfig(config, variant, left), loaded, variantDeps) });
    }
    // Back in the configured order, which the variants section shows.
    runs.sort((a, b) => comparison.variants.indexOf(a.variant) - comparison.variants.indexOf(b.variant));
    const gated = runs.find((r) => r.variant.label === comparison.gateOn) ?? runs[0];
    if (!gated)
        throw new RangeError("a comparison needs at least one variant");
    const variants = buildVariantsSection(runs.map((r) => ({ variant: r.variant, results: r.gate.results })), comparison.gateOn, (0,from_settings/* gatePolicy */.C)(config.gate).level);
    const results = { ...gated.gate.results, variants };
    const queried = allQueried(gated.gate.queried, runs.map((r) => r.gate.queried));
    // Answers lost by any variant's cache count, not only the gated one's.
    return {
        results,
        report: (0,report_md/* renderReport */.B)(registry/* KIND_REPORT_SECTIONS */.DS, results),
        queried,
        // Every variant asks the same prompts.
        suiteOf: gated.gate.suiteOf,
        exitCode: (0,run_gate/* withUnkept */.K$)(gated.gate.exitCode, queried),
    };
}
/**
 * The order the variants run in, and the reference models of the gated one. A contamination suite calibrated
 * against reference models (`calibration: auto | reference-models`) needs their answers when the gated variant is
 * measured, so the variants of other models run first and the gated one last; otherwise the configured order.
 * A variant of the gated model (another system prompt) is no reference: it shares what the model remembers.
 */
function runOrder(config) {
    const comparison = config.comparison;
    const variants = comparison?.variants ?? [];
    const gated = variants.find((v) => v.label === comparison?.gateOn) ?? variants[0];
    const calibrates = config.contamination.some((s) => (s.calibration ?? "auto") === "auto" || s.calibration === "reference-models");
    const references = new Set(calibrates && gated ? variants.filter((v) => v.model !== gated.model).map((v) => v.label) : []);
    if (references.size === 0 || !gated)
        return { order: variants, references };
    return { order: [...variants.filter((v) => v !== gated), gated], references };
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
        // Variants are paired prompt by prompt, so each is asked the same fixed plan, never looks of its own.
        sequential: { ...config.sequential, enabled: false },
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
    const unkept = (0,answers_unkept/* addUnkept */.v4)(all.map((q) => q.unkept));
    return {
        ...gated,
        run: { ...gated.run, outcomes: all.flatMap((q) => q.run.outcomes), stats },
        problems: all.flatMap((q) => q.problems),
        ...(unkept ? { unkept } : {}),
    };
}

// EXTERNAL MODULE: ./src/commands/json-lines.ts
var json_lines = __webpack_require__(69680);
// EXTERNAL MODULE: ./src/commands/preflight.ts
var preflight = __webpack_require__(75821);
// EXTERNAL MODULE: ./src/commands/prepare.ts
var prepare = __webpack_require__(38357);
// EXTERNAL MODULE: ./src/commands/shard-run.ts
var shard_run = __webpack_require__(29554);
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
    const progress = (0,querying_progress/* createProgressReporter */.lb)({ mode: io.progressMode, write: io.stderr, now: clock/* systemClock */.m.now });
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
        suiteOf: gate.suiteOf,
        missing: gate.queried.missing,
    }));
    io.writeText((0,external_node_path_.join)(config.outDir, "results.json"), resultsJson(gate.results));
    // Line by line, waiting on the disk: a large run's items never become one string.
    await (0,json_lines/* writeChunks */.a7)(io, (0,external_node_path_.join)(config.outDir, results_file/* ITEMS_FILE */.UU), (0,json_lines/* jsonLineChunks */.FP)(gate.results.items));
    io.writeText((0,external_node_path_.join)(config.outDir, "report.md"), gate.report);
    // The page and the terminal summary are loaded only now: not before the first request is sent.
    const { renderHtmlReport } = await __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 24554));
    io.writeText((0,external_node_path_.join)(config.outDir, "report.html"), renderHtmlReport(gate.results));
    io.stdout(await stdoutText(format, gate, config, io));
    // The terminal summary already ends with the verdict and where the files are.
    if (format !== "text")
        io.stderr(`wrote ${(0,external_node_path_.join)(config.outDir, "results.json")} and report.md\n${(0,headline/* logHeadline */.Ny)(gate.results)}\n`);
    // Last, after the verdict: it is why a passing run exits 3.
    // The exit code says it too: see withUnkept.
    if (gate.queried.unkept)
        io.stderr((0,answers_unkept/* formatUnkept */.xe)(gate.queried.unkept));
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
    const { renderTerminal, useColor } = await __webpack_require__.e(/* import() */ 496).then(__webpack_require__.bind(__webpack_require__, 87496));
    return renderTerminal(gate.results, {
        color: useColor(io.isTTY ?? false, io.env),
        outDir: shownPath(config.outDir, io.cwd),
    });
}
/** results.json's text (a large run's items are in items.jsonl beside it). */
function resultsJson(results) {
    return (0,results_file/* resultsFileText */._e)(results);
}
/** A path as the user would type it: relative when inside the working directory. */
function shownPath(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel === "" ? "." : rel.startsWith("..") || (0,external_node_path_.isAbsolute)(rel) ? path : rel;
}


/***/ })

};
