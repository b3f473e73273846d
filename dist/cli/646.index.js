export const id = 646;
export const ids = [646];
export const modules = {

/***/ 4646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCommand: () => (/* binding */ planCommand)
});

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/gate/from-settings.ts
var from_settings = __webpack_require__(2209);
// EXTERNAL MODULE: ./src/providers/budget.ts
var budget = __webpack_require__(8205);
// EXTERNAL MODULE: ./src/run-plan.ts
var run_plan = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/sampling/decidability.ts + 1 modules
var sampling_decidability = __webpack_require__(3849);
// EXTERNAL MODULE: ./src/sampling/plan.ts
var sampling_plan = __webpack_require__(5902);
// EXTERNAL MODULE: ./src/sampling/shard.ts
var sampling_shard = __webpack_require__(2221);
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
var prepare = __webpack_require__(8357);
// EXTERNAL MODULE: ./src/commands/shard-run.ts
var shard_run = __webpack_require__(9554);
;// CONCATENATED MODULE: ./src/commands/plan.ts










/**
 * `bias-gate plan`: what a run would send, calling nothing. It plans through the same `planRun` as `run`, every
 * suite kind included, so its request count is the count a cold run sends; tokens and cost are estimates.
 */
function planCommand(flags, io) {
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
    const decidability = (0,sampling_decidability/* formatDecidability */.XK)(plan.sampled.flatMap((kind) => kind.decidability(policy)), policy);
    if (decidability !== "")
        io.stdout(`\n${decidability}\n`);
    return exit_codes/* EXIT */.d.pass;
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
    const shard = (0,sampling_shard/* parseShardSpec */.d7)(spec);
    const prompts = (0,sampling_shard/* selectShard */.Xm)(plan.prompts, plan.sampled, shard, seed);
    io.stderr(`shard ${(0,sampling_shard/* formatShard */._D)(shard)}: ${prompts.length} of ${plan.prompts.length} prompts\n`);
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
