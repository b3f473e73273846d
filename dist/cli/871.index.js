export const id = 871;
export const ids = [871];
export const modules = {

/***/ 8871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/config/cli-flags.ts
var cli_flags = __webpack_require__(1962);
// EXTERNAL MODULE: ./src/config/did-you-mean.ts
var did_you_mean = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(7827);
;// CONCATENATED MODULE: ./src/config/cli-args.ts



/** Commands that take operands besides flags (`seal <dir>`, `merge <shard files...>`). */
const POSITIONAL_COMMANDS = new Set(["seal", "merge"]);
/**
 * Parses `bias-gate <command> [flags]`. `--templates` takes every following value up to the next flag, so a
 * shell-expanded glob (`--templates data/*.csv`) works as written. For a known command, a flag it does not take
 * is refused naming the commands that do, and a misspelt one with the nearest flag it does take.
 */
function parseCliArgs(argv) {
    const [command, ...rest] = argv[0]?.startsWith("-") ? [undefined, ...argv] : argv;
    const known = (0,cli_flags/* isCommandName */.zZ)(command) ? command : undefined;
    const flags = {};
    for (let i = 0; i < rest.length; i++) {
        const token = rest[i];
        if (!token.startsWith("-") || token === "-") {
            if (!POSITIONAL_COMMANDS.has(command ?? ""))
                throw unexpectedOperand(token, command);
            flags.positionals = [...(flags.positionals ?? []), token];
            continue;
        }
        const [name, inline] = token.includes("=") ? splitOnce(token) : [token, undefined];
        const spec = cli_flags/* FLAGS */.Wg[name];
        if (!spec || (known && !spec.commands.includes(known)))
            throw refusedFlag(name, known);
        if (spec.kind === "boolean") {
            flags[spec.key] = inline === undefined ? true : inline !== "false";
            continue;
        }
        const values = inline !== undefined ? [inline] : [];
        while (values.length === 0 || spec.kind === "strings") {
            const next = rest[i + 1];
            if (next === undefined || (next.startsWith("-") && next.length > 1 && !isNegativeNumber(spec, next)))
                break;
            values.push(next);
            i++;
        }
        if (values.length === 0)
            throw new errors/* ConfigError */.x(`${name} needs a value`, `write ${name} <value>`);
        flags[spec.key] = flagValue(name, spec, values, flags[spec.key], known);
    }
    return { command, flags: flags };
}
function flagValue(name, spec, values, earlier, command) {
    const choices = choicesOf(spec, command);
    if (spec.kind === "strings")
        return [...(earlier ?? []), ...values];
    checkChoice(name, values[0], choices, command);
    return convert(name, spec.kind, values[0]);
}
/** The values `spec` allows for `command`; without a command, any command's. */
function choicesOf(spec, command) {
    const { choices } = spec;
    if (choices === undefined || Array.isArray(choices))
        return choices;
    const table = choices;
    return command ? table[command] : [...new Set(Object.values(table).flat())];
}
function checkChoice(name, value, choices, command) {
    if (choices && !choices.includes(value)) {
        const where = command ? ` for ${command}` : "";
        throw new errors/* ConfigError */.x(`${name} cannot be '${value}'${where}`, `use one of: ${choices.join(", ")}`);
    }
}
/**
 * A number flag's value as a number: anything JavaScript reads as one, negatives included. Its range is the
 * config key's schema, checked where the config is resolved (`checkNumberFlags`), so parsing stays light.
 */
function convert(name, kind, value) {
    if (kind === "string")
        return value;
    const number = value.trim() === "" ? Number.NaN : Number(value);
    if (Number.isNaN(number)) {
        throw new errors/* ConfigError */.x(`${name} must be a number, not '${value}'`, `e.g. ${name} ${kind === "integer" ? 50 : 0.5}`);
    }
    return number;
}
/** `-1`, `-0.5`, `-.5`: a number flag's (refused later, with its range), not the next flag. */
function isNegativeNumber(spec, token) {
    return (spec.kind === "number" || spec.kind === "integer") && /^-\.?\d/.test(token);
}
function splitOnce(token) {
    const at = token.indexOf("=");
    return [token.slice(0, at), token.slice(at + 1)];
}
/**
 * A flag `command` does not take: a real flag of other commands says which (`--port applies to serve-sim, not
 * lint`); anything else is a typo, answered with the nearest flag the command takes.
 */
function refusedFlag(name, command) {
    const help = `\`bias-gate ${command ? `${command} ` : ""}--help\` lists ${command ? `${command}'s` : "the"} flags`;
    const spec = cli_flags/* FLAGS */.Wg[name];
    if (spec && command) {
        return new errors/* ConfigError */.x(`${name} applies to ${listCommands(spec.commands)}, not ${command}`, help);
    }
    const candidates = command ? (0,cli_flags/* flagsFor */.tb)(command).map(([flag]) => flag) : Object.keys(cli_flags/* FLAGS */.Wg);
    const meant = (0,did_you_mean/* suggestName */.S)(name.replace(/^-*/, "--"), candidates);
    const where = command ? ` for ${command}` : "";
    return new errors/* ConfigError */.x(`unknown flag '${name}'${where}${meant ? `: did you mean ${meant}?` : ""}`, help);
}
function unexpectedOperand(token, command) {
    return new errors/* ConfigError */.x(`unexpected argument '${token}'${command ? ` for ${command}` : ""}: it takes only flags`, `flags start with --; \`bias-gate ${command ? `${command} ` : ""}--help\` lists them`);
}
function listCommands(commands) {
    if (commands.length <= 1)
        return commands.join("");
    return `${commands.slice(0, -1).join(", ")} and ${commands.at(-1)}`;
}

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/files/checked-io.ts
var checked_io = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/commands/template-problems.ts
var template_problems = __webpack_require__(4663);
;// CONCATENATED MODULE: ./src/commands/main.ts







/**
 * Every command; a command name without an entry does not compile. Flags and their help are in `FLAGS`. Each is
 * loaded when it runs: `--version`, `--help` and `lint` do not pay for the model client, the SQL engine or the
 * reports, and `run` reaches its first request sooner (issue 15's startup goal).
 */
const COMMANDS = {
    run: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(674), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(544), __webpack_require__.e(470), __webpack_require__.e(209)]).then(__webpack_require__.bind(__webpack_require__, 209))).runCommand(flags, io),
        summary: "run the gate: query the model, score the answers, exit 0 pass, 1 fail, 2 bad input, 3 inconclusive",
        examples: [
            "bias-gate run                                   # the embedded simulator, not a real model",
            "bias-gate run --base-url https://api.openai.com/v1 --model gpt-4o-mini",
            "bias-gate run --config bias-gate.yml --format json > results.json",
        ],
    },
    score: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(674), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(544), __webpack_require__.e(470), __webpack_require__.e(209), __webpack_require__.e(764)]).then(__webpack_require__.bind(__webpack_require__, 3764))).scoreCommand(flags, io),
        summary: "score recorded answers (--responses, --apes-predictions) with the same gate",
        examples: [
            "bias-gate score --responses answers.jsonl",
            "bias-gate score --templates data/gender.csv --domains data/domains --apes-predictions gender.predictions.csv",
        ],
    },
    merge: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(674), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(544), __webpack_require__.e(470), __webpack_require__.e(209), __webpack_require__.e(5)]).then(__webpack_require__.bind(__webpack_require__, 4005))).mergeCommand(flags, io),
        summary: "the gate over a matrix's shards (run --shard i/n): exit codes as run",
        operands: "<shard files or dirs...>",
        examples: [
            "bias-gate run --shard 2/4 --out shard-2        # in matrix job 2 of 4: writes shard-2/shard-2-of-4.jsonl",
            "bias-gate merge shard-*/                       # every shard's output: results.json, report.md, the verdict",
            "bias-gate merge --shards bias-gate-shards --format json > results.json",
        ],
    },
    lint: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(653)]).then(__webpack_require__.bind(__webpack_require__, 2653))).lintCommand(flags, io),
        summary: "check template and domain files; exit 2 on errors",
        examples: ["bias-gate lint", "bias-gate lint --templates 'templates/*.csv' --domains domains --strict"],
    },
    sample: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(270)]).then(__webpack_require__.bind(__webpack_require__, 9270))).sampleCommand(flags, io),
        summary: "print the seeded sample of prompts a run would send",
        examples: [
            "bias-gate sample --format table --per-template 2",
            "bias-gate sample --seed 7 --out prompts.jsonl",
        ],
    },
    plan: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(674), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(544), __webpack_require__.e(470), __webpack_require__.e(781)]).then(__webpack_require__.bind(__webpack_require__, 7781))).planCommand(flags, io),
        summary: "print what a run would send, with token and cost estimates; calls nothing",
        examples: ["bias-gate plan", "bias-gate plan --model gpt-4o-mini --price-input 0.15 --price-output 0.6"],
    },
    "serve-sim": {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(674), __webpack_require__.e(562), __webpack_require__.e(475), __webpack_require__.e(752), __webpack_require__.e(544), __webpack_require__.e(755)]).then(__webpack_require__.bind(__webpack_require__, 9755))).serveSimCommand(flags, io),
        summary: "serve the simulator (a stand-in model, not a real one) on loopback",
        examples: ["bias-gate serve-sim --port 8787", "bias-gate serve-sim --profile biased"],
    },
    seal: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(475), __webpack_require__.e(681)]).then(__webpack_require__.bind(__webpack_require__, 2681))).sealCommand(flags, io),
        summary: "encrypt a fresh text-to-SQL set (key in $BIAS_GATE_FRESH_KEY or --key-env)",
        operands: "<dir>",
        examples: ["BIAS_GATE_FRESH_KEY=$(openssl rand -base64 32) bias-gate seal fresh/ --out fresh.sealed"],
    },
    init: {
        run: async (flags, io) => (await Promise.all(/* import() */[__webpack_require__.e(336), __webpack_require__.e(562), __webpack_require__.e(766)]).then(__webpack_require__.bind(__webpack_require__, 766))).initCommand(flags, io),
        summary: "write a starter bias-gate.yml, its templates and GitHub workflows; never overwrites",
        examples: ["bias-gate init", "bias-gate init --groups gender,age --workflows pr,schedule"],
    },
};
/** The CLI: parses arguments, runs one command, and maps every failure to an exit code and a clear message. */
async function runCli(argv, io) {
    try {
        if (argv[0] === "--version" || argv[0] === "version")
            return print(io, `bias-gate ${io.version}\n`);
        const topic = helpTopic(argv);
        if (topic)
            return print(io, topic.command === undefined ? overview() : commandHelp(known(topic.command)));
        // The command first, so a misspelt one is named as such rather than by its first flag.
        const command = known(argv[0]?.startsWith("-") ? undefined : argv[0]);
        return await COMMANDS[command].run(parseCliArgs(argv).flags, io);
    }
    catch (error) {
        return reportFailure(error, io);
    }
}
function reportFailure(error, io) {
    // The reader of stdout went away (`bias-gate sample | head`): it has what it wanted, and nothing went wrong.
    if (error?.code === "EPIPE")
        return exit_codes/* EXIT */.d.pass;
    if (error instanceof template_problems/* TemplateProblems */.Do) {
        io.stderr((0,template_problems/* formatDiagnostics */.oO)(error.diagnostics, io.cwd));
        return exit_codes/* EXIT */.d.badInput;
    }
    if (error instanceof errors/* ConfigError */.x) {
        io.stderr(`${(0,errors/* formatConfigError */.Y)(error, io.cwd)}\n`);
        return exit_codes/* EXIT */.d.badInput;
    }
    // A full disk is not a mistake in the input: the run was fine and its answers are kept, so exit 3, not 2.
    if ((0,checked_io/* isDiskFull */.b$)(error)) {
        io.stderr(`${(0,checked_io/* diskFullMessage */.MV)(error)}\n`);
        return exit_codes/* EXIT */.d.inconclusive;
    }
    const unusablePath = fileSystemProblem(error);
    if (unusablePath) {
        io.stderr(`${(0,errors/* formatConfigError */.Y)(unusablePath, io.cwd)}\n`);
        return exit_codes/* EXIT */.d.badInput;
    }
    // Anything else is our bug, not the user's input: say so, with the detail needed to report it.
    io.stderr(`bias-gate: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return exit_codes/* EXIT */.d.inconclusive;
}
/**
 * A file system refusal on a path (a file where a directory goes, no permission, a full disk) that no
 * command check caught first: the user's machine or paths to fix, so one line and exit 2, not a stack trace.
 */
function fileSystemProblem(error) {
    const e = error;
    if (!(error instanceof Error) || typeof e.code !== "string" || typeof e.path !== "string")
        return undefined;
    const what = FILE_SYSTEM_CODES[e.code];
    if (!what)
        return undefined;
    return new errors/* ConfigError */.x(`cannot ${e.syscall ?? "use"} ${e.path}: ${what}`, "check the paths given in flags and the config file, and their permissions");
}
const FILE_SYSTEM_CODES = {
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EEXIST: "a file is already there",
    EISDIR: "it is a directory, not a file",
    ENOTDIR: "part of the path is a file, not a directory",
    ENOENT: "no such file or directory",
    EROFS: "the file system is read-only",
};
function print(io, text) {
    io.stdout(text);
    return exit_codes/* EXIT */.d.pass;
}
/**
 * What help was asked for, if any: `bias-gate`, `bias-gate help [command]`, `bias-gate [command] --help`. Help
 * wins over everything else on the line, so `bias-gate lint --port 1 --help` shows lint's flags.
 */
function helpTopic(argv) {
    const [first, second] = argv;
    if (first === undefined)
        return {};
    if (first === "help")
        return second === undefined ? {} : { command: second };
    if (!argv.includes("--help") && !argv.includes("-h"))
        return undefined;
    return first.startsWith("-") ? {} : { command: first };
}
/** The command of that name, or a ConfigError with the nearest one (or the list, when none was given). */
function known(command) {
    if ((0,cli_flags/* isCommandName */.zZ)(command))
        return command;
    const names = Object.keys(COMMANDS);
    const meant = command === undefined ? undefined : (0,did_you_mean/* suggestName */.S)(command, names);
    throw new errors/* ConfigError */.x(command === undefined
        ? "no command given: bias-gate <command> [flags]"
        : `unknown command '${command}'${meant ? `: did you mean ${meant}?` : ""}`, `use one of: ${names.join(", ")} (\`bias-gate --help\` says what each does)`);
}
function overview() {
    const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
    const commands = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`);
    return [
        "bias-gate <command> [flags]",
        "",
        "Commands:",
        ...commands,
        "",
        "`bias-gate <command> --help` (or `bias-gate help <command>`) lists a command's flags; `bias-gate --version`.",
        "",
    ].join("\n");
}
/** A command's help: what it does, its flags (only the ones it takes, from `FLAGS`) and a few examples. */
function commandHelp(command) {
    const entry = COMMANDS[command];
    const flags = (0,cli_flags/* flagsFor */.tb)(command).map(([name, spec]) => {
        const choices = (0,cli_flags/* forCommand */.J8)(spec.choices, command);
        const value = choices ? choices.join("|") : spec.value;
        const alias = name === "--help" ? ", -h" : "";
        return { left: `${name}${alias}${value ? ` ${value}` : ""}`, help: (0,cli_flags/* forCommand */.J8)(spec.help, command) ?? "" };
    });
    const width = Math.min(34, Math.max(...flags.map((f) => f.left.length)) + 2);
    const lines = flags.map((f) => f.left.length < width
        ? `  ${f.left.padEnd(width)}${f.help}`
        : `  ${f.left}\n  ${"".padEnd(width)}${f.help}`);
    const operands = entry.operands ? ` ${entry.operands}` : "";
    return [
        `bias-gate ${command}: ${entry.summary}`,
        "",
        `Usage: bias-gate ${command}${operands} [flags]`,
        "",
        "Flags:",
        ...lines,
        "",
        "Examples:",
        ...entry.examples.map((e) => `  ${e}`),
        "",
    ].join("\n");
}


/***/ }),

/***/ 4663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ TemplateProblems),
/* harmony export */   oO: () => (/* binding */ formatDiagnostics)
/* harmony export */ });
/* unused harmony export countLine */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1839);
/**
 * Template problems as an error and as text. Apart from prepare.ts (which loads every suite kind), so the CLI's
 * error handling does not load the whole pipeline to recognise them.
 */


/** Templates that cannot be used: the command stops before sampling, with every problem printed. */
class TemplateProblems extends Error {
    diagnostics;
    constructor(diagnostics) {
        super(`${diagnostics.filter((d) => d.severity === "error").length} template error(s)`);
        this.diagnostics = diagnostics;
        this.name = "TemplateProblems";
    }
}
function countLine(diagnostics) {
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    const files = new Set(diagnostics.map((d) => d.file)).size;
    return `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${files ? ` in ${files} file${files === 1 ? "" : "s"}` : ""}`;
}
/** Diagnostics as a compiler prints them, with paths relative to the working directory when inside it. */
function formatDiagnostics(diagnostics, cwd) {
    const lines = diagnostics.map((d) => {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, d.file);
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(d.file) && !rel.startsWith("..") ? rel : d.file;
        return (0,_templates_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDiagnostic */ .xy)({ ...d, file });
    });
    return `${lines.join("\n")}${lines.length ? "\n" : ""}${countLine(diagnostics)}\n`;
}


/***/ }),

/***/ 1962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ forCommand),
/* harmony export */   Wg: () => (/* binding */ FLAGS),
/* harmony export */   tb: () => (/* binding */ flagsFor),
/* harmony export */   zZ: () => (/* binding */ isCommandName)
/* harmony export */ });
/* unused harmony export COMMAND_NAMES */
/** Every command, in the order `bias-gate --help` lists them. */
const COMMAND_NAMES = [
    "run",
    "score",
    "merge",
    "lint",
    "sample",
    "plan",
    "serve-sim",
    "seal",
    "init",
];
const SELECTING = ["lint", "sample", "plan", "run", "score", "serve-sim", "merge"];
const SAMPLING = ["sample", "plan", "run", "score", "serve-sim", "merge"];
const REQUESTING = ["plan", "run", "score", "merge"];
const GATING = ["plan", "run", "score", "merge"];
const ANSWERING = ["run", "score"];
/**
 * Every flag: its value, the commands that take it and its help line. Parsing, per-command validation and
 * `bias-gate <command> --help` all read this one table, so the help and what is accepted cannot disagree.
 */
const FLAGS = {
    "--config": {
        key: "config",
        kind: "string",
        commands: SELECTING,
        value: "FILE",
        help: "config file (default ./bias-gate.yml, else the embedded starter suite)",
    },
    "--templates": {
        key: "templates",
        kind: "strings",
        commands: SELECTING,
        value: "FILE|GLOB...",
        help: "template files (.csv, .yaml), instead of the config's suites",
    },
    "--domains": {
        key: "domains",
        kind: "string",
        commands: SELECTING,
        value: "DIR",
        help: "directory of <name>.txt domain files for --templates",
    },
    "--negation-pairing": {
        key: "negationPairing",
        kind: "string",
        commands: SELECTING,
        choices: ["negates-column", "row-order"],
        help: "how statements find their negations (row-order: APES's first half <-> second half)",
    },
    "--strict": { key: "strict", kind: "boolean", commands: SELECTING, help: "treat warnings as errors" },
    "--seed": {
        key: "seed",
        kind: "string",
        commands: SAMPLING,
        value: "S",
        help: "seed for sampling (same seed, same prompts)",
    },
    "--per-template": {
        key: "perTemplate",
        kind: "integer",
        commands: SAMPLING,
        value: "N",
        help: "prompts per template",
    },
    "--exhaustive": { key: "exhaustive", kind: "boolean", commands: SAMPLING, help: "every valid filling" },
    "--trials": {
        key: "trials",
        kind: "integer",
        commands: SAMPLING,
        value: "K",
        help: "repeated requests per prompt",
    },
    "--no-sequential": {
        key: "noSequential",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "sample the fixed plan once instead of looking until every check is decided",
    },
    "--sequential": {
        key: "sequential",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "sample in looks until every check is decided (the default)",
    },
    "--max-looks": {
        key: "maxLooks",
        kind: "integer",
        commands: ["plan", "run"],
        value: "K",
        help: "looks a sequential run takes at most, each adding the first look's sample (default 4)",
    },
    "--forecast": {
        key: "forecast",
        kind: "integer",
        commands: ["plan"],
        value: "N",
        help: "simulated runs behind the forecast of requests and decisions (default 20; 0 skips it)",
    },
    "--forecast-profile": {
        key: "forecastProfile",
        kind: "string",
        commands: ["plan"],
        value: "NAME|FILE",
        help: "the model the forecast assumes: a simulator profile (default the configured simulator's, else fair)",
    },
    "--system-prompt-file": {
        key: "systemPromptFile",
        kind: "string",
        commands: REQUESTING,
        value: "FILE",
        help: "system prompt sent with every request",
    },
    "--models": {
        key: "models",
        kind: "string",
        commands: ["plan", "run"],
        value: "A,B",
        help: "compare models on the same prompts, side by side (the first is gated unless --gate-on)",
    },
    "--compare-system-prompt": {
        key: "compareSystemPrompt",
        kind: "string",
        commands: ["plan", "run"],
        value: "FILE",
        help: "compare the run's system prompt (current) with this one (candidate) on the same prompts",
    },
    "--batch": {
        key: "batch",
        kind: "boolean",
        commands: ["plan", "run"],
        help: "send each stage as one Batch API batch (cheaper, slower: for scheduled runs), as provider.batch: true",
    },
    "--gate-on": {
        key: "gateOn",
        kind: "string",
        commands: ["plan", "run"],
        value: "LABEL",
        help: "the compared variant the verdict is decided on (default the first)",
    },
    "--format": {
        key: "format",
        kind: "string",
        commands: ["sample", "run", "score", "merge"],
        choices: {
            sample: ["jsonl", "table"],
            run: ["text", "md", "json"],
            score: ["text", "md", "json"],
            merge: ["text", "md", "json"],
        },
        help: {
            sample: "one JSON record per prompt (default), or a readable table",
            run: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
            score: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
            merge: "stdout: a short summary (default on a terminal), the Markdown report (default otherwise) or results.json",
        },
    },
    "--out": {
        key: "out",
        kind: "string",
        commands: ["sample", "run", "score", "seal", "merge"],
        value: "PATH",
        help: {
            sample: "write the prompts to this file instead of stdout",
            run: "directory for results.json and the reports, or a shard's file (default bias-gate-out)",
            merge: "directory for the merged results.json and the reports (default bias-gate-out)",
            score: "directory for results.json and the reports (default bias-gate-out)",
            seal: "the sealed archive to write",
        },
    },
    "--price-input": {
        key: "priceInput",
        kind: "number",
        commands: ["plan", "run"],
        value: "USD",
        help: "price per million input tokens (cost estimates and --max-cost-usd)",
    },
    "--price-output": {
        key: "priceOutput",
        kind: "number",
        commands: ["plan", "run"],
        value: "USD",
        help: "price per million output tokens",
    },
    "--base-url": {
        key: "baseUrl",
        kind: "string",
        commands: REQUESTING,
        value: "URL",
        help: "OpenAI-compatible endpoint (default: the embedded simulator, not a real model)",
    },
    "--model": { key: "model", kind: "string", commands: REQUESTING, value: "NAME", help: "model name" },
    "--api-key-env": {
        key: "apiKeyEnv",
        kind: "string",
        commands: ["run"],
        value: "NAME",
        help: "environment variable holding the API key (default OPENAI_API_KEY)",
    },
    "--temperature": {
        key: "temperature",
        kind: "number",
        commands: REQUESTING,
        value: "T",
        help: "sampling temperature",
    },
    "--max-tokens": {
        key: "maxTokens",
        kind: "integer",
        commands: REQUESTING,
        value: "N",
        help: "max_tokens per request",
    },
    "--max-completion-tokens": {
        key: "maxCompletionTokens",
        kind: "integer",
        commands: REQUESTING,
        value: "N",
        help: "max_completion_tokens per request (models that reject max_tokens)",
    },
    "--concurrency": {
        key: "concurrency",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "requests in flight at the start (adapts to 429s)",
    },
    "--timeout-seconds": {
        key: "timeoutSeconds",
        kind: "number",
        commands: ["run"],
        value: "S",
        help: "timeout per request",
    },
    "--max-answer-bytes": {
        key: "maxAnswerBytes",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "bytes one answer may take before it is read no further (default 262144)",
    },
    "--profile": {
        key: "profile",
        kind: "string",
        commands: ["plan", "run", "serve-sim", "merge"],
        value: "NAME|FILE",
        help: "simulator profile: fair, biased, negation-blind, rate-limited, flaky, reasoning, or a file",
    },
    "--no-cache": {
        key: "noCache",
        kind: "boolean",
        commands: ["run", "score", "merge"],
        help: {
            run: "do not read or write the cache",
            score: "score never uses the cache; accepted as in run",
            merge: "merge never uses the cache; accepted as in run",
        },
    },
    "--cache-dir": {
        key: "cacheDir",
        kind: "string",
        commands: ["run"],
        value: "DIR",
        help: "response cache (default .bias-gate/cache)",
    },
    "--record": {
        key: "record",
        kind: "string",
        commands: ["run"],
        value: "FILE",
        help: "write every request and answer as JSONL (for score --responses)",
    },
    "--replay": {
        key: "replay",
        kind: "strings",
        commands: ANSWERING,
        value: "FILE...",
        help: "answer from recordings (run --record) instead of a model",
    },
    "--responses": {
        key: "responses",
        kind: "strings",
        commands: ["score"],
        value: "FILE...",
        help: "recorded answers to score (from run --record)",
    },
    "--replay-loose": {
        key: "replayLoose",
        kind: "boolean",
        commands: ANSWERING,
        help: "match a recording made under another model or system prompt by prompt id and trial",
    },
    "--apes-predictions": {
        key: "apesPredictions",
        kind: "strings",
        commands: ANSWERING,
        value: "FILE...",
        help: "answer from APES's recorded predictions (CSV)",
    },
    "--max-requests": {
        key: "maxRequests",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "budget: stop sending after N requests",
    },
    "--max-total-tokens": {
        key: "maxTotalTokens",
        kind: "integer",
        commands: ["run"],
        value: "N",
        help: "budget: stop sending after N tokens",
    },
    "--max-cost-usd": {
        key: "maxCostUsd",
        kind: "number",
        commands: ["run"],
        value: "USD",
        help: "budget: stop sending at this cost (needs prices)",
    },
    "--deadline-minutes": {
        key: "deadlineMinutes",
        kind: "number",
        commands: ["run"],
        value: "M",
        help: "stop querying after M minutes, keeping the answers so far (default 30)",
    },
    "--port": {
        key: "port",
        kind: "number",
        commands: ["serve-sim"],
        value: "N",
        help: "port to listen on (default: a free one)",
    },
    "--rule": {
        key: "rule",
        kind: "string",
        commands: GATING,
        choices: ["estimate", "confident"],
        help: "decide on the point estimate or the whole interval (default confident)",
    },
    "--min-usable": {
        key: "minUsable",
        kind: "number",
        commands: GATING,
        value: "N",
        help: "fewer usable answers make a check inconclusive (default 30)",
    },
    "--refusals": {
        key: "refusals",
        kind: "string",
        commands: GATING,
        choices: ["excluded", "correct", "incorrect"],
        help: "how refusals count (default excluded)",
    },
    "--baseline": {
        key: "baseline",
        kind: "string",
        commands: [...ANSWERING, "merge"],
        value: "FILE",
        help: "an earlier results.json: fail on significant regressions against it",
    },
    "--max-bias-rate": {
        key: "maxBiasRate",
        kind: "number",
        commands: GATING,
        value: "R",
        help: "threshold: largest share of biased answers, in [0,1]",
    },
    "--max-negation-gap": {
        key: "maxNegationGap",
        kind: "number",
        commands: GATING,
        value: "D",
        help: "threshold: largest |accuracy on statements \u2212 on negations|",
    },
    "--min-flip-consistency": {
        key: "minFlipConsistency",
        kind: "number",
        commands: GATING,
        value: "R",
        help: "threshold: smallest share of statement/negation pairs answered oppositely",
    },
    "--max-stereotype-gap": {
        key: "maxStereotypeGap",
        kind: "number",
        commands: GATING,
        value: "P",
        help: "threshold: largest |pro \u2212 anti-stereotyped accuracy|, in points",
    },
    "--max-error-rate": {
        key: "maxErrorRate",
        kind: "number",
        commands: GATING,
        value: "R",
        help: "threshold: largest share of failed requests",
    },
    "--max-contamination-delta": {
        key: "maxContaminationDelta",
        kind: "number",
        commands: GATING,
        value: "D",
        help: "threshold: largest contamination signal",
    },
    "--max-sql-contamination-delta": {
        key: "maxSqlContaminationDelta",
        kind: "number",
        commands: GATING,
        value: "D",
        help: "threshold: largest text-to-SQL accuracy difference, public \u2212 fresh",
    },
    "--max-atd-drop-difference": {
        key: "maxAtdDropDifference",
        kind: "number",
        commands: GATING,
        value: "D",
        help: "threshold: largest ATD drop difference",
    },
    "--key-env": {
        key: "keyEnv",
        kind: "string",
        commands: ["seal"],
        value: "NAME",
        help: "environment variable holding the key (default BIAS_GATE_FRESH_KEY)",
    },
    "--groups": {
        key: "groups",
        kind: "string",
        commands: ["init"],
        value: "LIST",
        help: "comma-separated groups of the starter suite to copy, e.g. gender,age (default: all of them)",
    },
    "--dir": {
        key: "dir",
        kind: "string",
        commands: ["init"],
        value: "DIR",
        help: "where to write the starter files (default: the current directory); nothing is overwritten",
    },
    "--workflows": {
        key: "workflows",
        kind: "string",
        commands: ["init"],
        value: "LIST",
        help: "comma-separated workflows to write: pr (default), schedule, fork-safe, or none",
    },
    "--shard": {
        key: "shard",
        kind: "string",
        commands: ["run", "plan"],
        value: "i/n",
        help: {
            run: "send only matrix job i of n's slice and write <out>/shard-<i>-of-<n>.jsonl for merge (no verdict)",
            plan: "what matrix job i of n would send",
        },
    },
    "--shards": {
        key: "shards",
        kind: "strings",
        commands: ["merge"],
        value: "FILE|DIR...",
        help: "the shards' files (shard-<i>-of-<n>.jsonl), or directories holding them (as well as the operands)",
    },
    "--help": { key: "help", kind: "boolean", commands: COMMAND_NAMES, help: "this help" },
    "-h": { key: "help", kind: "boolean", commands: COMMAND_NAMES, help: "this help" },
};
/** A command bias-gate has, as its typed name. */
function isCommandName(name) {
    return COMMAND_NAMES.includes(name ?? "");
}
/** The flags `command` takes, in table order, without the `-h` alias. */
function flagsFor(command) {
    return Object.entries(FLAGS).filter(([name, spec]) => name !== "-h" && spec.commands.includes(command));
}
/** A per-command value for `command`; without a command, every command's values (for choices) or the first. */
function forCommand(value, command) {
    if (value === undefined || typeof value === "string" || Array.isArray(value))
        return value;
    const table = value;
    return command !== undefined ? table[command] : Object.values(table)[0];
}


/***/ }),

/***/ 9255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ suggestName)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * The candidate a misspelt name most likely meant, or undefined when none is close. `per_template` and
 * `perTemplate` match `per-template` outright; otherwise the nearest candidate by edit distance (insertions,
 * deletions, substitutions and swaps of adjacent characters) wins if it is within a third of the name's
 * length, at least 1. Ties go to the earlier candidate, so the answer is stable.
 */
function suggestName(name, candidates) {
    const wanted = normalize(name);
    const exact = candidates.find((c) => normalize(c) === wanted);
    if (exact !== undefined)
        return exact;
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    let best;
    for (const candidate of candidates) {
        const distance = editDistance(wanted, normalize(candidate));
        if (distance <= limit && (best === undefined || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** Config keys are kebab-case; snake_case and camelCase spellings of a key are the same key misspelt. */
function normalize(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/_/g, "-")
        .toLowerCase();
}
/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`domian` \u2192 `domain` is 1). */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, at(i - 2, j - 2) + 1);
            rows[i][j] = d;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ formatConfigError),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A configuration or input problem found before any model call. It names where the problem is and how to fix
 * it; the CLI prints it as `file:line:column: error: message` plus the hint, never as a stack trace. A config
 * file can have several problems at once: the first is the error's own message, hint and place, the rest are
 * in `more`, so every one is reported in one go.
 */
class ConfigError extends Error {
    hint;
    where;
    more;
    constructor(message, hint, where, more = []) {
        super(message);
        this.hint = hint;
        this.where = where;
        this.more = more;
        this.name = "ConfigError";
    }
    /** Every problem, this error's own first. */
    get problems() {
        const first = { message: this.message, hint: this.hint };
        return [this.where ? { ...first, where: this.where } : first, ...this.more];
    }
    /** One error carrying all of `problems` (at least one). */
    static of(problems) {
        const [first, ...more] = problems;
        return new ConfigError(first.message, first.hint, first.where, more);
    }
}
/**
 * Renders a ConfigError the way compilers print errors, so editors and CI logs can link to it: each problem as
 * `file:line:column: error: message`, then an indented `hint:` line. Files inside `cwd`, when given, are
 * printed relative to it, as template diagnostics are.
 */
function formatConfigError(error, cwd) {
    return error.problems.map((p) => formatProblem(p, cwd)).join("\n");
}
function formatProblem(problem, cwd) {
    const { where } = problem;
    const at = where
        ? `${displayPath(where.file, cwd)}${where.line ? `:${where.line}:${where.column ?? 1}` : ""}: `
        : "";
    return `${at}error: ${problem.message}\n  hint: ${problem.hint}`;
}
function displayPath(file, cwd) {
    if (cwd === undefined || !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(file))
        return file;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, file);
    return rel === "" || rel.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? file : rel;
}


/***/ }),

/***/ 1084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
/** The CLI's and the Action's exit codes: a contract for scripts and CI. */
const EXIT = {
    pass: 0,
    fail: 1,
    badInput: 2,
    inconclusive: 3,
    /** The endpoint failed (auth, unknown model, unreachable, \u2026): the model was not measured. */
    endpointFailed: 4,
};


/***/ }),

/***/ 2143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   MV: () => (/* binding */ diskFullMessage),
/* harmony export */   Tl: () => (/* binding */ writeTextFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   b$: () => (/* binding */ isDiskFull),
/* harmony export */   dV: () => (/* binding */ writing),
/* harmony export */   dk: () => (/* binding */ UnusableDirectory),
/* harmony export */   gE: () => (/* binding */ makeDir)
/* harmony export */ });
/* unused harmony exports directoryProblem, DiskFull */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7827);
/**
 * The one place input files are read and output directories made, for the CLI, the Action and the providers:
 * an input must be a regular file outside /proc and /sys (a FIFO waits forever, /dev/zero never ends), an output
 * directory must have a writable existing ancestor (Node's recursive mkdir never returns under /proc), and a
 * full disk is named as such, with the file it stopped.
 */



/**
 * A file's text, or undefined when nothing is there (the caller knows which setting named it and says so).
 * Anything else that stops the read (a directory, no permission, a FIFO or device) is the user's to fix, so it is
 * a ConfigError. Every input file the CLI and the Action read (config, templates, domains, dumps, prompts,
 * baselines, results files) comes through here.
 */
function readTextFile(path) {
    return readRegularFile(path, (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, "utf8"));
}
/**
 * Opens `path` without blocking and reads it with `read` only when it is a regular file outside /proc and /sys:
 * a FIFO would wait forever for a writer, `/dev/zero` never ends, and /proc's files report a size of 0 and change
 * while read. O_NONBLOCK makes the open itself return at once on a FIFO; fstat then judges the file opened.
 */
function readRegularFile(path, read) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT" || code === "ENOTDIR")
            return undefined;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stats.isDirectory()) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path} is a directory, not a file`, `name a file, not a directory${filesIn(path)}`);
        }
        const kernel = kernelFileSystem(path);
        if (!stats.isFile() || kernel) {
            throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${path}${linkTarget(path)} is ${kernel ? `under ${kernel}, a kernel file system` : kindOf(stats)}, not a regular file`, "name a regular file: bias-gate reads its inputs whole, and this one would never end or never start");
        }
        return read(fd);
    }
    catch (error) {
        if (error instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x)
            throw error;
        throw new _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`cannot read ${path}: ${error.message}`, "check the file's permissions");
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** What a file that is not a regular file is, in words. */
function kindOf(stats) {
    if (stats.isFIFO())
        return "a FIFO (named pipe)";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isSocket())
        return "a socket";
    return "not a regular file";
}
/** " (a link to <target>)" when `path` is a symbolic link, so the message names what was actually opened. */
function linkTarget(path) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return real === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) ? "" : ` (a link to ${real})`;
    }
    catch {
        return "";
    }
}
/** `/proc` or `/sys` when `path` (symbolic links followed) lies in one, where files are the kernel's, not data. */
function kernelFileSystem(path) {
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        real = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    }
    return ["/proc", "/sys"].find((root) => real === root || real.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
}
/**
 * Why the directory `path` cannot be created or written, or undefined when it can. Walks up to the first
 * existing ancestor and judges that, without creating anything: Node's recursive mkdir never returns under
 * /proc, so it must not be asked there.
 */
function directoryProblem(path) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) !== dir)
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    const kernel = kernelFileSystem(dir);
    if (kernel)
        return `is under ${kernel}, a kernel file system that cannot hold files`;
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir);
    }
    catch (error) {
        return `cannot be created: ${error.message}`;
    }
    const self = dir === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if (!stats.isDirectory()) {
        return self ? "is a file, not a directory" : `cannot be created: ${dir} is a file, not a directory`;
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    }
    catch (error) {
        const why = error.code === "EROFS" ? "is read-only" : "is not writable";
        return self ? why : `cannot be created: ${dir} ${why}`;
    }
    return undefined;
}
/** Creates the directory `path` and its parents after {@link directoryProblem} found nothing in the way. */
function makeDir(path) {
    const problem = directoryProblem(path);
    if (problem !== undefined)
        throw new UnusableDirectory(path, problem);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(path, { recursive: true });
}
/**
 * A directory that cannot hold output; `problem` says why, to follow the path in a message. A ConfigError, so a
 * write no preflight check named (a command's `--out` file) still ends in one line and exit 2; preflight
 * re-words it for the flag that named the directory.
 */
class UnusableDirectory extends _config_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x {
    path;
    problem;
    constructor(path, problem) {
        super(`directory ${path} ${problem}`, "choose an output path in a writable directory");
        this.path = path;
        this.problem = problem;
        this.name = "UnusableDirectory";
    }
}
/**
 * Writing `path` ran out of space. The run's answers are already in the cache's journal, so the fix is room on
 * the disk and a second run, which sends nothing already answered.
 */
class DiskFull extends Error {
    path;
    constructor(path) {
        super(`cannot write ${path}: disk full`);
        this.path = path;
        this.name = "DiskFull";
    }
}
/** One line naming the file and "disk full", and a hint that a second run costs nothing already answered. */
function diskFullMessage(error) {
    const path = error instanceof DiskFull ? error.path : error.path;
    return (`error: cannot write ${path ?? "a file"}: disk full\n` +
        "hint: free some space (or choose another --out) and run again: the answers received are kept in the cache, so nothing already answered is sent again");
}
/**
 * Whether an error is the file system saying there is no room left (space or quota), raw or already named as
 * {@link DiskFull}. Takes anything with an error `code`, so a count of failed writes can be judged by its code too.
 */
function isDiskFull(error) {
    if (error instanceof DiskFull)
        return true;
    const code = error?.code;
    return code === "ENOSPC" || code === "EDQUOT";
}
/** Runs a write of `path`, turning a full disk into {@link DiskFull} (the write's own error names no path). */
async function writing(path, write) {
    try {
        return await write();
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** Writes a whole file, creating its directory; a full disk is {@link DiskFull}. */
function writeTextFile(path, data) {
    makeDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, data);
    }
    catch (error) {
        throw isDiskFull(error) ? new DiskFull(path) : error;
    }
}
/** A few of a directory's files, to suggest the one that was meant. */
function filesIn(dir) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
            .sort();
    }
    catch {
        return "";
    }
    if (names.length === 0)
        return "";
    const shown = names.slice(0, 3).map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name));
    return `; it holds ${shown.join(", ")}${names.length > 3 ? ", \u2026" : ""}`;
}


/***/ }),

/***/ 1839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   Ds: () => (/* binding */ sortDiagnostics),
/* harmony export */   E_: () => (/* binding */ dedupeDiagnostics),
/* harmony export */   NY: () => (/* binding */ fileStart),
/* harmony export */   kJ: () => (/* binding */ makeDiagnostic),
/* harmony export */   xy: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/* unused harmony export summarizeDiagnostics */
/** Builds a diagnostic at a position; the one constructor every parser and check uses. */
function makeDiagnostic(severity, code, position, message, hint) {
    return { file: position.file, line: position.line, column: position.column, severity, code, message, hint };
}
/** Line 1, column 1 of a file: where whole-file problems (missing file, bad header) point. */
function fileStart(file) {
    return { file, line: 1, column: 1 };
}
/**
 * Renders a diagnostic the way compilers do, so editors and GitHub problem matchers pick it up:
 * `file:line:column: error|warning: message`, then an indented `hint:` line when there is a hint.
 */
function formatDiagnostic(d) {
    const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
    return d.hint === "" ? head : `${head}\n  hint: ${d.hint}`;
}
/** Counts diagnostics by severity and code, e.g. for a one-line `2 errors, 5 warnings` footer. */
function summarizeDiagnostics(ds) {
    const summary = { errors: 0, warnings: 0, byCode: {} };
    for (const d of ds) {
        if (d.severity === "error")
            summary.errors += 1;
        else
            summary.warnings += 1;
        summary.byCode[d.code] = (summary.byCode[d.code] ?? 0) + 1;
    }
    return summary;
}
/** True when any diagnostic is an error (templates must not be used then). */
function hasErrors(ds) {
    return ds.some((d) => d.severity === "error");
}
/**
 * Sorts by file, line, column, then severity, code and message, so output is stable whatever order
 * the checks ran in; returns a new array.
 */
function sortDiagnostics(ds) {
    return [...ds].sort((a, b) => compareText(a.file, b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        compareText(a.severity, b.severity) ||
        compareText(a.code, b.code) ||
        compareText(a.message, b.message));
}
/**
 * Drops repeats of the same code at the same position. A parser and the validator may both see a
 * problem (a bad label, trailing whitespace) when each is also usable on its own.
 */
function dedupeDiagnostics(ds) {
    const seen = new Set();
    return ds.filter((d) => {
        const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.code}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
// Plain code-unit comparison, not localeCompare: the order must not depend on the machine's locale.
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
