export const id = 5;
export const ids = [5];
export const modules = {

/***/ 44005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand),
  shardsAnswer: () => (/* binding */ shardsAnswer)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/querying/shard-file.ts
var shard_file = __webpack_require__(86555);
// EXTERNAL MODULE: ./src/config/shard-spec.ts
var shard_spec = __webpack_require__(24840);
// EXTERNAL MODULE: ./src/querying/requests.ts
var requests = __webpack_require__(37416);
// EXTERNAL MODULE: ./src/sampling/shard.ts
var shard = __webpack_require__(62221);
;// CONCATENATED MODULE: ./src/commands/merge-shards.ts




const SAME_MATRIX = "pass the files of one matrix run only: every shard-<i>-of-<n>.jsonl of the same workflow run, once each";
const SAME_CONFIG = "run the merge on the commit the shards ran on, with the same config and inputs (seed, templates, model, " +
    "base-url, system prompt, thresholds), or re-run every shard";
/**
 * Refuses shards that are not one run split in n: mixed n, a shard given twice or missing, shards of another seed,
 * plan, gate or endpoint than each other or than this merge, or a file whose requests are not its shard's.
 * Each error names the file (or the missing i/n) and the fix.
 */
function checkShards(shards, expected) {
    const first = shards[0];
    if (!first)
        throw new errors/* ConfigError */.x("merge was given no shard files", SAME_MATRIX);
    const other = shards.find((s) => s.manifest.shard.count !== first.manifest.shard.count);
    if (other) {
        throw new errors/* ConfigError */.x(`shards of different matrices: ${first.file} is shard ${(0,shard_spec/* formatShard */._D)(first.manifest.shard)}, ` +
            `${other.file} is shard ${(0,shard_spec/* formatShard */._D)(other.manifest.shard)} (n differs)`, SAME_MATRIX, { file: other.file });
    }
    const byIndex = new Map();
    for (const s of shards) {
        const seen = byIndex.get(s.manifest.shard.index);
        if (seen) {
            throw new errors/* ConfigError */.x(`shard ${(0,shard_spec/* formatShard */._D)(s.manifest.shard)} given twice: ${seen.file} and ${s.file}`, "pass each shard's file once (a re-run job's artifact may have been downloaded beside the first one's)", { file: s.file });
        }
        byIndex.set(s.manifest.shard.index, s);
    }
    const count = first.manifest.shard.count;
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    for (const s of shards)
        compareWith(s, first, "shards");
    if (missing.length > 0) {
        const have = [...byIndex.keys()].sort((a, b) => a - b).map((i) => `${i}/${count}`);
        throw new errors/* ConfigError */.x(`missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} ` +
            `(have ${have.join(", ")})`, "pass every shard's file; if a matrix job failed before writing its file, re-run that job, then merge");
    }
    compareWith(first, { file: "this merge's config", manifest: expected }, "merge");
    checkRequests(shards, expected);
}
/** Seed, plan, gate and endpoint of `s` against `ref`; a ConfigError naming the file, what differs and the fix. */
function compareWith(s, ref, against) {
    const a = s.manifest;
    const b = ref.manifest;
    const merge = against === "merge";
    const theirs = merge ? "the shards were" : `${s.file} was`;
    const ours = merge ? "this merge's config has" : `${ref.file} was run with`;
    const than = merge ? "this merge" : ref.file;
    const problem = a.seed !== b.seed
        ? `${theirs} run with seed ${a.seed}, ${ours} seed ${b.seed}`
        : a.fingerprint.endpoint !== b.fingerprint.endpoint
            ? `${theirs} answered by ${a.fingerprint.endpoint}, ${merge ? "this merge names" : `${ref.file} by`} ${b.fingerprint.endpoint}`
            : a.fingerprint.plan !== b.fingerprint.plan
                ? `${theirs} planned from other prompts or request settings than ${than}${templateDifference(a.templateHashes, b.templateHashes)}`
                : a.fingerprint.gate !== b.fingerprint.gate
                    ? `${theirs} configured with other gate settings (thresholds, rule, refusals) than ${than}`
                    : undefined;
    if (problem === undefined)
        return;
    const fix = !merge
        ? `every shard must run the same config: ${SAME_CONFIG}`
        : a.seed !== b.seed
            ? `pass --seed ${a.seed} (the Action's seed input), or ${SAME_CONFIG}`
            : SAME_CONFIG;
    throw new errors/* ConfigError */.x(problem, fix, { file: s.file });
}
function templateDifference(a, b) {
    const files = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const differ = files.filter((f) => a[f] !== b[f]);
    return differ.length > 0 ? ` (template files differ: ${differ.slice(0, 3).join(", ")})` : "";
}
/** Each file holds exactly its shard's requests, so the union is the plan, every request once. */
function checkRequests(shards, expected) {
    const { prompts, sampled } = expected.plan;
    const count = shards[0]?.manifest.shard.count ?? 1;
    const shardOf = (0,shard/* assignShards */.fp)(prompts, (0,shard/* unitsOf */.$J)(sampled), count, expected.seed);
    for (const s of shards) {
        const want = new Set();
        for (const p of prompts) {
            if (shardOf.get(p.id) !== s.manifest.shard.index)
                continue;
            for (let t = 0; t < expected.trials; t++)
                want.add(`${p.id}#${t}`);
        }
        const got = new Set(s.outcomes.map((o) => `${o.request.promptId}#${o.request.trial}`));
        const extra = [...got].filter((k) => !want.has(k));
        const lacking = [...want].filter((k) => !got.has(k));
        if (extra.length === 0 && lacking.length === 0 && got.size === s.outcomes.length)
            continue;
        const what = lacking.length > 0
            ? `lacks ${lacking.length} of its ${want.size} requests, e.g. ${lacking[0]}`
            : extra.length > 0
                ? `holds ${extra.length} requests of other shards, e.g. ${extra[0]}`
                : "holds a request twice";
        throw new errors/* ConfigError */.x(`${s.file} (shard ${(0,shard_spec/* formatShard */._D)(s.manifest.shard)}) ${what}: it is damaged or not this plan's shard`, "re-run that shard with `bias-gate run --shard i/n` and the same config, then merge", { file: s.file });
    }
}
/**
 * The querying stage of one run, rebuilt from its shards: every outcome once, in the order one runner would have
 * produced them (the first stage in plan order, trials innermost; then the requests that replay earlier answers;
 * then those that could not be sent for want of one), counters summed, the first stop or halt kept.
 */
function mergeShardOutcomes(shards, plan) {
    const ordered = [...shards].sort((a, b) => a.manifest.shard.index - b.manifest.shard.index);
    const position = new Map(plan.prompts.map((p, i) => [p.id, { i, later: (0,requests/* dependsOnAnswers */.mk)(p) }]));
    const stage = (o) => {
        if (!position.get(o.request.promptId)?.later)
            return 0;
        return o.status === "skipped" && o.reason === "prerequisite" ? 2 : 1;
    };
    const outcomes = ordered
        .flatMap((s) => s.outcomes)
        .sort((a, b) => stage(a) - stage(b) ||
        (position.get(a.request.promptId)?.i ?? 0) - (position.get(b.request.promptId)?.i ?? 0) ||
        a.request.trial - b.request.trial);
    const manifests = ordered.map((s) => s.manifest);
    const stoppedBy = manifests.find((m) => m.stoppedBy)?.stoppedBy;
    const halted = manifests.find((m) => m.halted)?.halted;
    const problems = ordered.flatMap((s) => s.manifest.problems.map((p) => `shard ${(0,shard_spec/* formatShard */._D)(s.manifest.shard)}: ${p}`));
    const models = [...new Set(manifests.flatMap((m) => (m.recordedModel ? [m.recordedModel] : [])))];
    return {
        run: {
            outcomes,
            stats: sumStats(manifests.map((m) => m.stats)),
            ...(stoppedBy ? { stoppedBy } : {}),
            ...(halted ? { halted } : {}),
        },
        endpoint: manifests[0]?.endpoint ?? "",
        missing: manifests.flatMap((m) => m.missing),
        ...(models.length ? { recordedModel: models.join(", ") } : {}),
        problems,
    };
}
/** Counters add up; the shards ran side by side, so concurrency and wall time are the largest shard's. */
function sumStats(all) {
    const sum = (k) => all.reduce((n, s) => n + s[k], 0);
    const max = (k) => all.reduce((n, s) => Math.max(n, s[k]), 0);
    return {
        requests: sum("requests"),
        answered: sum("answered"),
        fromCache: sum("fromCache"),
        failed: sum("failed"),
        skipped: sum("skipped"),
        rateLimited: sum("rateLimited"),
        retries: sum("retries"),
        maxConcurrency: max("maxConcurrency"),
        finalConcurrency: max("finalConcurrency"),
        inputTokens: sum("inputTokens"),
        outputTokens: sum("outputTokens"),
        costUsd: sum("costUsd"),
        wallMs: max("wallMs"),
    };
}

// EXTERNAL MODULE: ./src/commands/run.ts + 4 modules
var run = __webpack_require__(79652);
// EXTERNAL MODULE: ./src/commands/shard-plan.ts
var shard_plan = __webpack_require__(6728);
;// CONCATENATED MODULE: ./src/commands/merge.ts






/** What `run --shard i/n` names its file; a directory given to merge is searched for these. */
const SHARD_FILES = "**/shard-*-of-*.jsonl";
/**
 * `bias-gate merge <shard files or dirs...>` (or `--shards`): the gate over the union of a matrix's shards. It plans
 * the run from its own config, refuses shards that are not exactly that plan split in n (see `checkShards`), then
 * scores, measures and decides as `run` does (every metric, interval and verdict from the union's items, never
 * from the shards' numbers), writes results.json and the reports, and exits with the gate's code.
 */
async function mergeCommand(flags, io) {
    const given = [...(flags.positionals ?? []), ...(flags.shards ?? [])];
    // Shards sample the fixed plan, so the merged run is one: said in its flags, its results record them (runArgs)
    // and its "Reproduce locally" command is that fixed run.
    return (0,run.runCommand)({ ...flags, noSequential: true }, io, { answer: shardsAnswer(given, io) });
}
/**
 * The gate's querying stage replaced by the shards named (files, directories, globs; read now, so a missing or
 * damaged file stops the command before anything else): checked against the merge's own plan, then their union.
 */
function shardsAnswer(given, io) {
    const shards = readShards(shardPaths(given, io), io);
    return (plan, config) => {
        checkShards(shards, {
            seed: config.seed,
            fingerprint: (0,shard_plan/* shardFingerprint */.$)(config, plan, io.cwd),
            templateHashes: (0,shard_plan/* templateHashes */.t)(config, io.readText, io.cwd),
            plan,
            trials: config.trials,
        });
        return mergeShardOutcomes(shards, plan);
    };
}
/**
 * The shard files named: files as given, directories searched for shard-<i>-of-<n>.jsonl, globs expanded. A file
 * reached twice (named twice, through a link, or named and inside a directory or glob also given) is refused: its
 * answers would count twice, and a person who passes the same shard twice has usually lost another one.
 */
function shardPaths(given, io) {
    if (given.length === 0) {
        throw new errors/* ConfigError */.x("merge needs the shards' files", "pass them, or the directories the shards' artifacts were downloaded to: bias-gate merge shards/");
    }
    const reachedBy = new Map();
    const files = [];
    for (const arg of given) {
        for (const path of filesOf(arg, io)) {
            const real = io.realPath?.(path) ?? path;
            const first = reachedBy.get(real);
            if (first)
                throw givenTwice(path, arg, first, io.cwd);
            reachedBy.set(real, { path, via: arg });
            files.push(path);
        }
    }
    if (files.length === 0) {
        throw new errors/* ConfigError */.x(`no shard file matches ${given.join(" ")}`, "check the pattern, or pass the directory the shards' artifacts were downloaded to");
    }
    return files;
}
/** One argument's shard files: a pattern's matches, a directory's shard files, or the file itself. */
function filesOf(arg, io) {
    const full = (0,external_node_path_.resolve)(io.cwd, arg);
    // A pattern may name the files or the folders the artifacts were downloaded to.
    if (/[*?[{]/.test(arg))
        return [...new Set(io.glob([arg, `${arg}/${SHARD_FILES}`], io.cwd))];
    if (io.listDir?.(full) === undefined)
        return [full];
    const found = io.glob([SHARD_FILES], full);
    if (found.length === 0) {
        throw new errors/* ConfigError */.x(`${arg} holds no shard file (shard-<i>-of-<n>.jsonl)`, "pass the directory `bias-gate run --shard i/n` wrote to (its --out), or the downloaded artifacts", { file: arg });
    }
    return found;
}
function givenTwice(path, arg, first, cwd) {
    const file = shown(path, cwd);
    const how = (p, via) => ((0,external_node_path_.resolve)(cwd, via) === p ? `as ${via}` : `through ${via}`);
    return new errors/* ConfigError */.x(`shard file ${file} given twice (${how(first.path, first.via)} and ${how(path, arg)}): its answers would count twice`, "pass each shard once: the directories the artifacts were downloaded to, or the files, not both", { file });
}
function readShards(paths, io) {
    return paths.map((path) => {
        const file = shown(path, io.cwd);
        const text = io.readText(path);
        if (text === undefined) {
            throw new errors/* ConfigError */.x(`shard file not found: ${file}`, "pass the files `bias-gate run --shard i/n` wrote", {
                file,
            });
        }
        return { file, ...(0,shard_file/* parseShardFile */.y9)(text, file) };
    });
}
function shown(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel === "" || rel.startsWith("..") || (0,external_node_path_.isAbsolute)(rel) ? path : rel;
}


/***/ })

};
