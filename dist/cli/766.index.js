export const id = 766;
export const ids = [766];
export const modules = {

/***/ 70766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/config-file.ts + 1 modules
var config_file = __webpack_require__(53269);
// EXTERNAL MODULE: ./src/config/did-you-mean.ts
var did_you_mean = __webpack_require__(99255);
// EXTERNAL MODULE: ./src/config/discover-config.ts
var discover_config = __webpack_require__(22614);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/exit-codes.ts
var exit_codes = __webpack_require__(78983);
// EXTERNAL MODULE: ./src/config/project.ts
var project = __webpack_require__(49403);
// EXTERNAL MODULE: ./src/templates/csv.ts
var csv = __webpack_require__(9111);
// EXTERNAL MODULE: ./src/templates/load.ts + 4 modules
var load = __webpack_require__(61365);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/commands/init-files.ts


/**
 * What `bias-gate init` writes besides the starter's own files: the config (the starter's, cut to the chosen
 * groups), the workflows of the Action page's recipes (docs/action.md), and the .gitignore lines. Pure: text in, text out.
 */
/** The workflow recipes of docs/action.md: (a) pr, (b) schedule, (c) fork-safe. */
const WORKFLOW_KINDS = ["pr", "schedule", "fork-safe"];
/** What the run writes and must not be committed: the response cache and the results. */
const IGNORED_PATHS = [".bias-gate/", "bias-gate-out/"];
/**
 * The workflow files of one recipe, exactly as docs/action.md shows them (test/commands/init.test.ts compares),
 * with `uses:` naming `action` (`owner/name@v1`) and the Action reading `config`.
 */
function renderWorkflows(kind, action, config) {
    const fill = (text) => text.replaceAll("<action>", action).replaceAll("<config>", config);
    return RECIPES[kind].map(({ path, text }) => ({ path, text: fill(text) }));
}
const DIR = ".github/workflows";
// `\${{` keeps GitHub's expressions out of JavaScript's interpolation.
const RECIPES = {
    pr: [
        {
            path: `${DIR}/bias-gate.yml`,
            text: `# bias-gate, recipe (a): gate every pull request from a branch of this repository (see the README).
name: bias-gate
on:
  pull_request:
permissions:
  contents: read
  pull-requests: write
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: <action>
        with:
          config: <config>
          base-url: https://api.openai.com/v1
          model: gpt-4o-mini
          api-key: \${{ secrets.OPENAI_API_KEY }}
`,
        },
    ],
    schedule: [
        {
            path: `${DIR}/bias-gate-scheduled.yml`,
            text: `# bias-gate, recipe (b): nightly and on every push to main, with a badge and a tracking issue.
name: bias-gate (scheduled)
on:
  schedule:
    - cron: "17 4 * * *"
  push:
    branches: [main]
  workflow_dispatch:
permissions:
  contents: write
  issues: write
concurrency:
  group: bias-gate-data
  cancel-in-progress: false
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: <action>
        with:
          config: <config>
          base-url: https://api.openai.com/v1
          model: gpt-4o-mini
          api-key: \${{ secrets.OPENAI_API_KEY }}
`,
        },
    ],
    "fork-safe": [
        {
            path: `${DIR}/bias-gate-pr.yml`,
            text: `# .github/workflows/bias-gate-pr.yml: untrusted half
name: bias-gate-pr
on:
  pull_request:
permissions:
  contents: read
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - id: gate
        uses: <action>
        with:
          config: <config>
          base-url: simulator
          comment-mode: "off"
      - if: always() && steps.gate.outputs.results-path != ''
        run: echo "\${{ github.event.number }}" > "$(dirname "\${{ steps.gate.outputs.results-path }}")/pr-number.txt"
      - if: always() && steps.gate.outputs.results-path != ''
        uses: actions/upload-artifact@v6
        with:
          name: bias-gate-results
          path: |
            \${{ steps.gate.outputs.results-path }}
            bias-gate-out/pr-number.txt
          retention-days: 5
`,
        },
        {
            path: `${DIR}/bias-gate-comment.yml`,
            text: `# .github/workflows/bias-gate-comment.yml: trusted half
name: bias-gate-comment
on:
  workflow_run:
    workflows: [bias-gate-pr]
    types: [completed]
permissions:
  actions: read
  pull-requests: write
jobs:
  comment:
    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion != 'cancelled'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/download-artifact@v7
        with:
          name: bias-gate-results
          path: bias-gate-results
          run-id: \${{ github.event.workflow_run.id }}
          github-token: \${{ github.token }}
      # The artifact is untrusted data: keep only the digits of the pull request number.
      - id: pr
        run: echo "number=$(tr -dc 0-9 < bias-gate-results/pr-number.txt)" >> "$GITHUB_OUTPUT"
      - uses: <action>
        with:
          results-file: bias-gate-results/results.json
          pull-request-number: \${{ steps.pr.outputs.number }}
`,
        },
    ],
};
/**
 * The `$schema` an editor fetches for the written config: the installed package's file by a relative path when
 * the package sits inside the target directory (`node_modules/bias-gate/\u2026`), else this release's file in the
 * project's repository, at the tag the release workflow pushes (`v0.1.0`), which never changes under it.
 */
function schemaReference(relativeSchemaPath, version) {
    if (relativeSchemaPath !== undefined)
        return relativeSchemaPath;
    return `https://raw.githubusercontent.com/${project/* PROJECT_REPOSITORY */.l3}/v${version}/schema/bias-gate.schema.json`;
}
/**
 * The starter config cut to the suites named in `suites` (the starter's order and comments kept), headed by
 * the `yaml-language-server` line that points editors at the JSON Schema and a note on what to change next.
 */
function renderConfig(starterText, suites, schema, decisions) {
    const doc = (0,dist/* parseDocument */.Tp)(starterText);
    const list = doc.get("suites");
    if (!(0,dist/* isSeq */.oP)(list))
        throw new Error("the starter config has no suites list");
    list.items = list.items.filter((item) => (0,dist/* isMap */.jh)(item) && suites.includes(String(item.get("name"))));
    if (decisions !== undefined)
        addDecisionSuites(doc, decisions);
    // The starter's own header (what the embedded default is) sits on the first key; this file has its own.
    const first = (0,dist/* isMap */.jh)(doc.contents) ? doc.contents.items[0] : undefined;
    if (first && typeof first.key === "object" && first.key !== null && "commentBefore" in first.key) {
        first.key.commentBefore = undefined;
    }
    doc.commentBefore = [
        ` yaml-language-server: $schema=${schema}`,
        ` Written by \`bias-gate init\` (${written(suites, decisions)}). Paths are relative to this file.`,
        " Without a provider, runs ask the embedded simulator, a stand-in that is not a real model. To gate your",
        " model, add (the key is read from the environment variable, never from this file):",
        " provider:",
        "   base-url: https://api.openai.com/v1",
        "   model: gpt-4o-mini",
        "   api-key-env: OPENAI_API_KEY",
    ].join("\n");
    return doc.toString({ lineWidth: 0 });
}
function written(suites, decisions) {
    const groups = suites.length === 0 ? "no yes/no groups" : `groups: ${suites.join(", ")}`;
    return decisions === undefined ? groups : `${groups}; decision suite in ${decisions.dir}/`;
}
/**
 * Appends the recipe's decision suites, their file paths moved under `dir`, and merges its thresholds into the
 * config's `gate.thresholds` (the config's own win: a user's starter may already set them). The recipe's nodes
 * are moved whole, so its comments on each key come along.
 */
function addDecisionSuites(doc, recipe) {
    const source = (0,dist/* parseDocument */.Tp)(recipe.configText);
    const suites = source.get("suites");
    const list = doc.get("suites");
    if (!(0,dist/* isSeq */.oP)(suites) || !(0,dist/* isSeq */.oP)(list))
        throw new Error("the decisions recipe config has no suites list");
    for (const suite of suites.items) {
        if (!(0,dist/* isMap */.jh)(suite))
            continue;
        for (const key of ["templates", "domains"]) {
            const node = suite.get(key, true);
            if ((0,dist/* isScalar */.jn)(node) && typeof node.value === "string")
                node.value = `${recipe.dir}/${node.value}`;
        }
        list.items.push(suite);
    }
    const thresholds = source.getIn(["gate", "thresholds"], true);
    if (!(0,dist/* isMap */.jh)(thresholds))
        return;
    const existing = doc.getIn(["gate", "thresholds"], true);
    if (!(0,dist/* isMap */.jh)(existing)) {
        doc.setIn(["gate", "thresholds"], thresholds);
        return;
    }
    for (const pair of thresholds.items) {
        if (!existing.has((0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : pair.key))
            existing.items.push(pair);
    }
}
/**
 * The .gitignore's new text with the lines of {@link IGNORED_PATHS} it lacks appended (under a comment), or
 * undefined when it already ignores them all. `/.bias-gate`, `.bias-gate` and `.bias-gate/` count as present.
 */
function appendIgnoreLines(existing) {
    const present = new Set((existing ?? "").split(/\r?\n/).map(normalizeIgnoreLine));
    const missing = IGNORED_PATHS.filter((path) => !present.has(normalizeIgnoreLine(path)));
    if (missing.length === 0)
        return undefined;
    const before = existing === undefined || existing === "" ? "" : existing.endsWith("\n") ? existing : `${existing}\n`;
    const gap = before === "" ? "" : "\n";
    return `${before}${gap}# bias-gate: the response cache and the run's results\n${missing.join("\n")}\n`;
}
function normalizeIgnoreLine(line) {
    return line.trim().replace(/^\//, "").replace(/\/$/, "");
}

;// CONCATENATED MODULE: ./src/commands/init.ts










const CONFIG_NAME = "bias-gate.yml";
const DEFAULT_WORKFLOWS = ["pr"];
/** Where `--decisions` copies the decision recipe's files to, under the target directory. */
const DECISIONS_DIR = "decisions";
/** The decision recipe's files that a run reads (its README walks the recipe folder itself, so it stays behind). */
const DECISION_FILES = ["templates.csv", "domains/*.txt"];
/**
 * `bias-gate init [--groups LIST] [--decisions] [--workflows LIST] [--dir DIR]`: writes a config, the starter's
 * templates and domain files for the chosen groups, with `--decisions` the decision recipe's suite and files (under
 * `decisions/`), the chosen workflows and the .gitignore lines into DIR (the working
 * directory by default; the repository's root, as workflows live there). Writes nothing, with exit 2, when a
 * file it would write is already there; the .gitignore is appended to, never replaced.
 */
function initCommand(flags, io) {
    try {
        return init(flags, io);
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigError */.x))
            throw error;
        io.stderr(`${(0,errors/* formatConfigError */.Y)(error, io.cwd)}\n`);
        return exit_codes/* EXIT */.dc.badInput;
    }
}
function init(flags, io) {
    const dir = (0,external_node_path_.resolve)(io.cwd, flags.dir ?? ".");
    const starterConfig = io.defaultConfigPath;
    const starterDir = (0,external_node_path_.dirname)(starterConfig);
    const starterText = read(io, starterConfig);
    const groups = starterGroups((0,config_file/* parseConfigFile */.m)(starterText, starterConfig), starterDir, io);
    const chosen = chooseGroups(flags.groups, groups, flags.decisions === true);
    const decisions = flags.decisions === true ? decisionRecipe(starterDir, io) : undefined;
    const workflows = chooseWorkflows(flags.workflows);
    const packageRoot = (0,external_node_path_.resolve)(starterDir, "../..");
    const schema = schemaFor(dir, packageRoot, io.version);
    const planned = [
        { path: (0,external_node_path_.join)(dir, CONFIG_NAME), text: renderConfig(starterText, chosen, schema, decisions?.recipe) },
        ...starterFiles(groups, chosen, starterDir, dir, io),
        ...(decisions?.files ?? []).map((f) => ({ path: (0,external_node_path_.join)(dir, f.path), text: f.text })),
        ...workflows
            .flatMap((kind) => renderWorkflows(kind, project/* PROJECT_ACTION */.po, CONFIG_NAME))
            .map((w) => ({ path: (0,external_node_path_.join)(dir, w.path), text: w.text })),
    ];
    refuseOverwrite(planned, dir, io);
    // Read before anything is written, so an unreadable .gitignore stops init with nothing half-done.
    const ignore = (0,external_node_path_.join)(dir, ".gitignore");
    const ignored = appendIgnoreLines(io.readText(ignore));
    for (const file of planned)
        io.writeText(file.path, file.text);
    if (ignored !== undefined)
        io.writeText(ignore, ignored);
    io.stdout(summary(planned, ignored !== undefined ? ignore : undefined, workflows, io.cli ?? "bias-gate", io.cwd, decisions !== undefined));
    return exit_codes/* EXIT */.dc.pass;
}
/** The starter's template suites, each with its template files and the domain files they use. */
function starterGroups(config, starterDir, io) {
    const groups = [];
    for (const suite of config.suites) {
        if (suite.kind !== undefined && suite.kind !== "templates")
            continue;
        const patterns = typeof suite.templates === "string" ? [suite.templates] : suite.templates;
        const templates = io.glob(patterns, starterDir);
        const domainsDir = suite.domains === undefined ? undefined : (0,external_node_path_.resolve)(starterDir, suite.domains);
        const set = (0,load/* loadTemplateSet */.H)({
            templates,
            ...(domainsDir === undefined ? {} : { domainsDir }),
            negationPairing: suite["negation-pairing"] ?? "negates-column",
        }, io);
        // Inline domains (a YAML file's own) come with their template file; the rest are files in domainsDir.
        const domainFiles = [...set.domains.values()].map((d) => d.file).filter((f) => !templates.includes(f));
        const files = [...templates, ...domainFiles].map((f) => (0,external_node_path_.relative)(starterDir, f));
        groups.push({ name: suite.name ?? (0,csv/* groupFromFile */.w)(templates[0] ?? ""), files: [...new Set(files)].sort() });
    }
    return groups;
}
/**
 * The groups named by `--groups` (comma-separated), in the starter's order; all of the starter's by default;
 * none for `none`, which only makes sense when `--decisions` gives the config a suite to run.
 */
function chooseGroups(list, groups, decisions) {
    const available = groups.map((g) => g.name);
    if (list === undefined)
        return available;
    if (list.trim() === "none") {
        if (decisions)
            return [];
        throw new errors/* ConfigError */.x("--groups none leaves the config with nothing to gate", `add --decisions to write only the decision suite, or name groups: ${available.join(", ")}`);
    }
    const wanted = splitList(list, "--groups", available);
    for (const name of wanted) {
        if (available.includes(name))
            continue;
        throw unknownChoice("group", name, "--groups", available);
    }
    return available.filter((name) => wanted.includes(name));
}
/**
 * The workflows named by `--workflows` (comma-separated), in the README's order; `pr` by default, none for
 * `none`.
 */
function chooseWorkflows(list) {
    if (list === undefined)
        return [...DEFAULT_WORKFLOWS];
    if (list.trim() === "none")
        return [];
    const wanted = splitList(list, "--workflows", [...WORKFLOW_KINDS, "none"]);
    for (const name of wanted) {
        if (!WORKFLOW_KINDS.includes(name)) {
            throw unknownChoice("workflow", name, "--workflows", [...WORKFLOW_KINDS, "none"]);
        }
    }
    return WORKFLOW_KINDS.filter((kind) => wanted.includes(kind));
}
function splitList(list, flag, available) {
    const names = list
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "");
    if (names.length === 0) {
        throw new errors/* ConfigError */.x(`${flag} names nothing`, `name one or more of: ${available.join(", ")}`);
    }
    return names;
}
function unknownChoice(what, name, flag, available) {
    const suggestion = (0,did_you_mean/* suggestName */.S)(name, available);
    const didYouMean = suggestion === undefined ? "" : `did you mean '${suggestion}'? `;
    return new errors/* ConfigError */.x(`unknown ${what} '${name}' in ${flag}`, `${didYouMean}available ${what}s: ${available.join(", ")} (comma-separated, e.g. ${flag} ${available.slice(0, 2).join(",")})`);
}
/**
 * The decision recipe (fixtures/recipes/decisions, shipped beside the starter): its config, whose suite the
 * written config gains, and the files that suite reads, to be copied under `decisions/`.
 */
function decisionRecipe(starterDir, io) {
    const recipeDir = (0,external_node_path_.resolve)(starterDir, "../recipes/decisions");
    const configText = read(io, (0,external_node_path_.join)(recipeDir, CONFIG_NAME));
    const files = io.glob(DECISION_FILES, recipeDir).map((file) => ({
        path: (0,external_node_path_.join)(DECISIONS_DIR, (0,external_node_path_.relative)(recipeDir, file)),
        text: read(io, file),
    }));
    if (files.length === 0)
        throw new Error(`the decisions recipe's files are missing from ${recipeDir}`);
    return { recipe: { configText, dir: DECISIONS_DIR }, files };
}
/** The chosen groups' files, copied from the starter's folder to the same places under `dir`. */
function starterFiles(groups, chosen, starterDir, dir, io) {
    const files = new Set(groups.filter((g) => chosen.includes(g.name)).flatMap((g) => g.files));
    return [...files].sort().map((file) => ({ path: (0,external_node_path_.join)(dir, file), text: read(io, (0,external_node_path_.join)(starterDir, file)) }));
}
/** `$schema` for the written config: relative when the package is installed inside `dir`, else a URL. */
function schemaFor(dir, packageRoot, version) {
    const local = (0,external_node_path_.relative)(dir, (0,external_node_path_.join)(packageRoot, "schema", "bias-gate.schema.json"));
    const inside = local !== "" && !local.startsWith("..") && !(0,external_node_path_.isAbsolute)(local);
    return schemaReference(inside ? local.split("\\").join("/") : undefined, version);
}
/**
 * Nothing is overwritten: any planned file already there, or another config file the CLI would also find
 * (two make every command stop), is named and nothing is written.
 */
function refuseOverwrite(planned, dir, io) {
    const otherConfigs = discover_config/* CONFIG_FILE_NAMES */.H.filter((name) => name !== CONFIG_NAME).map((name) => (0,external_node_path_.join)(dir, name));
    const taken = [...planned.map((f) => f.path), ...otherConfigs].filter((path) => exists(io, path));
    if (taken.length === 0)
        return;
    const names = taken.map((path) => shown(path, io.cwd));
    throw new errors/* ConfigError */.x(`init would overwrite ${names.join(", ")}: nothing was written`, "move or rename those files, or run init with --dir pointing at another directory");
}
function exists(io, path) {
    try {
        return io.readText(path) !== undefined;
    }
    catch {
        return true; // a directory, or a file that cannot be read: either way not ours to replace
    }
}
function read(io, path) {
    const text = io.readText(path);
    if (text === undefined)
        throw new Error(`the starter's ${path} is missing from the package`);
    return text;
}
/** What was written, what to run next, and what the workflows still need. */
function summary(planned, ignore, workflows, cli, cwd, decisions) {
    const lines = ["bias-gate init wrote:", ...planned.map((f) => `  ${shown(f.path, cwd)}`)];
    if (ignore !== undefined)
        lines.push(`  ${shown(ignore, cwd)} (ignores .bias-gate/ and bias-gate-out/)`);
    lines.push("", "Next:", `  ${cli} plan    # what a run would send, and whether each check can be decided`, `  ${cli} run     # the gate (on the embedded simulator until the config names a provider)`);
    if (decisions) {
        lines.push(`  ${cli} run --profile discriminating   # the decision suite failing on a simulated model that favours some people`);
    }
    if (workflows.includes("pr") || workflows.includes("schedule")) {
        lines.push("", "The workflows ask gpt-4o-mini at api.openai.com: add the repository secret OPENAI_API_KEY, or change", "base-url, model and api-key in them.");
    }
    if (workflows.includes("pr") && workflows.includes("fork-safe")) {
        lines.push("Both the pr and fork-safe workflows run on every pull request; keep the one you need.");
    }
    if (workflows.length > 0) {
        lines.push(`The workflows run the Action as 'uses: ${project/* PROJECT_ACTION */.po}' (a fork or a mirror names its own owner/repo).`);
    }
    return `${lines.join("\n")}\n`;
}
/** A path relative to the working directory when inside it, as other commands print paths. */
function shown(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel !== "" && !rel.startsWith("..") && !(0,external_node_path_.isAbsolute)(rel) ? rel : path;
}


/***/ })

};
