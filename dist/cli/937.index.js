export const id = 937;
export const ids = [937];
export const modules = {

/***/ 68318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCommand: () => (/* binding */ planCommand)
});

// EXTERNAL MODULE: ./src/config/exit-codes.ts
var exit_codes = __webpack_require__(78983);
// EXTERNAL MODULE: ./src/config/shard-spec.ts
var shard_spec = __webpack_require__(24840);
// EXTERNAL MODULE: ./src/gate/decidability.ts + 1 modules
var gate_decidability = __webpack_require__(51847);
// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(32209);
// EXTERNAL MODULE: ./src/querying/budget.ts
var budget = __webpack_require__(43907);
;// CONCATENATED MODULE: ./src/report/forecast-text.ts
const percent = (share) => `${Math.round(share * 1000) / 10}%`;
const count = (n) => n.toLocaleString("en-US");
function formatForecast(forecast, at) {
    const { sequential } = at.config;
    const how = sequential.enabled
        ? `sequential, up to ${sequential.maxLooks} looks; the first look is the table above`
        : "the fixed plan above";
    const { requests, verdicts } = forecast;
    const open = Object.entries(forecast.decided)
        .filter(([, share]) => share < 1)
        .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    const decidedAll = Object.keys(forecast.decided).length - open.length;
    return [
        `Forecast: ${forecast.runs} simulated runs against the simulator's ${forecast.profile} profile (${how}):`,
        `  requests per run: median ${count(requests.median)}, 90th percentile ${count(requests.p90)} (${count(requests.min)}\u2013${count(requests.max)}; the first look ${count(at.firstLook)})`,
        `  verdicts: pass ${percent(verdicts.pass)}, fail ${percent(verdicts.fail)}, inconclusive ${percent(verdicts.inconclusive)}${verdicts.error ? `, endpoint error ${percent(verdicts.error)}` : ""}`,
        `  checks decided in every run: ${decidedAll} of ${Object.keys(forecast.decided).length}${open.length ? "; the others:" : ""}`,
        ...open.map(([id, share]) => `    ${id}: decided in ${percent(share)} of runs`),
        "  (another model decides at other sizes: --forecast-profile biased, or a profile file, forecasts it)",
    ].join("\n");
}

// EXTERNAL MODULE: ./src/querying/clock.ts
var clock = __webpack_require__(77626);
// EXTERNAL MODULE: ./src/run-gate.ts + 11 modules
var run_gate = __webpack_require__(81018);
;// CONCATENATED MODULE: ./src/run/forecast.ts


/** Simulated runs in flight at once. */
const FORECAST_PARALLEL = 4;
async function forecastRuns(config, loaded, options, deps) {
    const requests = [];
    const looks = [];
    const verdicts = { pass: 0, fail: 0, inconclusive: 0, error: 0 };
    const decided = new Map();
    const one = async (i) => {
        const simulated = {
            ...config,
            seed: `${config.seed}:forecast:${i}`,
            provider: { ...config.provider, endpoint: { kind: "simulator", profile: options.profile } },
            cache: { ...config.cache, enabled: false },
            gate: { ...config.gate, baseline: { ...config.gate.baseline, file: undefined } },
        };
        delete simulated.record;
        const run = await (0,run_gate/* runGate */.Rg)(simulated, loaded, {
            ...deps,
            simulateInProcess: true,
            clock: clock/* systemClock */.m,
            log: () => { },
        });
        requests.push(run.results.provenance.requests);
        looks.push(run.results.sequential?.looks.length ?? 1);
        verdicts[run.results.verdict.status]++;
        for (const check of run.results.verdict.checks) {
            const settled = check.status === "pass" || check.status === "fail" ? 1 : 0;
            decided.set(check.metricId, (decided.get(check.metricId) ?? 0) + settled);
        }
    };
    // Several at once: a run spends most of its time waiting on its SQL engine's worker, not on this thread.
    let next = 1;
    const worker = async () => {
        while (next <= options.runs)
            await one(next++);
    };
    await Promise.all(Array.from({ length: Math.min(FORECAST_PARALLEL, options.runs) }, worker));
    const share = (k) => k / options.runs;
    return {
        profile: options.profile,
        runs: options.runs,
        requests: {
            median: quantile(requests, 0.5),
            p90: quantile(requests, 0.9),
            min: Math.min(...requests),
            max: Math.max(...requests),
        },
        verdicts: {
            pass: share(verdicts.pass),
            fail: share(verdicts.fail),
            inconclusive: share(verdicts.inconclusive),
            error: share(verdicts.error),
        },
        decided: Object.fromEntries([...decided].map(([id, k]) => [id, share(k)])),
        looks: quantile(looks, 0.5),
    };
}
/** The q-quantile of `values` by the nearest rank (an observed value, never an interpolation). */
function quantile(values, q) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

// EXTERNAL MODULE: ./src/run-plan.ts
var run_plan = __webpack_require__(82520);
// EXTERNAL MODULE: ./src/sampling/plan.ts
var sampling_plan = __webpack_require__(55902);
// EXTERNAL MODULE: ./src/sampling/shard.ts
var sampling_shard = __webpack_require__(62221);
;// CONCATENATED MODULE: ./src/commands/plan-variants.ts


/**
 * The plan of a whole run: one estimate for a run of one model; for a comparison, each variant's estimate (its
 * own system prompt's tokens) over the same prompts, its rows labelled `<variant> \u00b7 <suite>` and the totals summed,
 * so the request count is what the run sends for every variant together.
 */
function estimateRun(config, prompts) {
    const estimate = (systemPrompt) => (0,sampling_plan/* estimatePlan */.AP)(prompts, {
        trials: config.trials,
        ...(systemPrompt !== undefined ? { systemPrompt } : {}),
        ...(config.prices ? { prices: (0,budget/* runPrices */.cj)(config) } : {}),
    });
    const variants = config.comparison?.variants;
    if (!variants)
        return estimate(config.systemPrompt?.text);
    const plans = variants.map((v) => ({ label: v.label, plan: estimate(v.systemPrompt?.text) }));
    const [first] = plans;
    if (!first)
        return estimate(config.systemPrompt?.text);
    const templates = plans.flatMap(({ label, plan }) => plan.templates.map((row) => ({ ...row, suite: `${label} \u00b7 ${row.suite ?? row.group}` })));
    let counts = { prompts: 0, requests: 0, estimatedInputTokens: 0, estimatedOutputTokens: 0 };
    for (const { plan } of plans)
        counts = added(counts, plan.totals);
    const totals = { ...counts, templates: templates.length };
    return { ...first.plan, templates, totals };
}
function added(a, b) {
    const cost = b.estimatedCostUsd === undefined ? undefined : (a.estimatedCostUsd ?? 0) + b.estimatedCostUsd;
    return {
        prompts: a.prompts + b.prompts,
        requests: a.requests + b.requests,
        estimatedInputTokens: a.estimatedInputTokens + b.estimatedInputTokens,
        estimatedOutputTokens: a.estimatedOutputTokens + b.estimatedOutputTokens,
        ...(cost !== undefined ? { estimatedCostUsd: cost } : {}),
    };
}

// EXTERNAL MODULE: ./src/commands/prepare.ts
var prepare = __webpack_require__(38357);
// EXTERNAL MODULE: ./src/commands/shard-run.ts
var shard_run = __webpack_require__(29554);
;// CONCATENATED MODULE: ./src/commands/plan.ts













/**
 * `bias-gate plan`: what a run would send, calling nothing. It plans through the same `planRun` as `run`, every
 * suite kind included, so its request count is the count a cold run sends; tokens and cost are estimates.
 */
async function planCommand(flags, io) {
    const { config, loaded } = (0,prepare/* prepare */.i)(flags, io);
    const plan = (0,run_plan/* planRun */.nY)(config, loaded, (line) => io.stderr(`${line}\n`));
    if (flags.shard !== undefined)
        (0,shard_run/* refuseComparison */.Yh)(config);
    const prompts = flags.shard === undefined ? plan.prompts : shardOf(flags.shard, plan, config.seed, io);
    const estimate = estimateRun(config, prompts.map(plannable));
    io.stdout(`${(0,sampling_plan/* formatPlanTable */.pp)(estimate)}\n`);
    if (config.comparison)
        io.stdout(`${comparedVariants(config.comparison)}\n`);
    if (config.provider.batch)
        io.stdout(`${batchPricing(config.prices?.batchMultiplier)}\n`);
    const policy = (0,from_settings/* gatePolicy */.C)(config.gate);
    const runs = flags.forecast ?? DEFAULT_FORECAST_RUNS;
    const forecasting = runs > 0 && flags.shard === undefined && !config.comparison;
    const decidability = (0,gate_decidability/* formatDecidability */.XK)(plan.sampled.flatMap((kind) => kind.decidability(policy)), policy, forecasting ? "sizes" : "verdict");
    if (decidability !== "")
        io.stdout(`\n${decidability}\n`);
    if (forecasting) {
        const profile = flags.forecastProfile ?? assumedProfile(config);
        io.stderr(`forecasting ${runs} simulated runs (profile ${profile}); --forecast 0 skips this\n`);
        const forecast = await forecastRuns(config, loaded, { runs, profile }, {
            cwd: io.cwd,
            env: io.env,
            readText: io.readText,
            toolVersion: io.version,
        });
        io.stdout(`\n${formatForecast(forecast, { firstLook: plan.prompts.length * config.trials, config })}\n`);
    }
    return exit_codes/* EXIT */.dc.pass;
}
/** Simulated runs `plan` forecasts from by default: enough for a median and a 90th percentile to mean something. */
const DEFAULT_FORECAST_RUNS = 20;
/** The model a forecast assumes: the configured simulator's profile, else the fair one. */
function assumedProfile(config) {
    return config.provider.endpoint.kind === "simulator" ? config.provider.endpoint.profile : "fair";
}
/** Which variants the table counts, and which one the verdict is decided on. */
function comparedVariants(comparison) {
    const names = comparison.variants.map((v) => `${v.label} (model ${v.model}${v.systemPrompt ? ", own system prompt" : ""})`);
    return `variants: ${names.join("; ")}; the same prompts sent to each, the verdict decided on ${comparison.gateOn}`;
}
/** How a batch run is priced and paced, so the estimate above reads right. */
function batchPricing(multiplier) {
    const share = multiplier ?? budget/* DEFAULT_BATCH_MULTIPLIER */.tW;
    const named = multiplier === undefined ? ", the default" : "";
    return ("batch (provider.batch): one Batch API batch per stage, answered within 24 h; priced at batch rates, " +
        `${Math.round(share * 1000) / 10}% of the interactive prices (prices.batch-multiplier ${share}${named})`);
}
/** `--shard i/n`: the slice `run --shard i/n` sends; the power section stays the whole run's (the merge decides). */
function shardOf(spec, plan, seed, io) {
    const shard = (0,shard_spec/* parseShardSpec */.d7)(spec);
    const prompts = (0,sampling_shard/* selectShard */.Xm)(plan.prompts, plan.sampled, shard, seed);
    io.stderr(`shard ${(0,shard_spec/* formatShard */._D)(shard)}: ${prompts.length} of ${plan.prompts.length} prompts\n`);
    return prompts;
}
function plannable(p) {
    return {
        templateId: p.planRow,
        group: p.group ?? p.suite,
        suite: p.suite,
        question: p.question,
        statement: p.question,
        expectedOutputTokens: p.expectedOutputTokens,
        ...(p.conversation ? { earlierTurnsTokens: (0,sampling_plan/* estimateTurnsTokens */.Jj)(p.conversation) } : {}),
    };
}


/***/ })

};
