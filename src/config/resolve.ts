import { basename, dirname, isAbsolute, resolve } from "node:path";
import type { CliFlags } from "./cli-commands.js";
import { parseConditionsTable } from "./conditions-table.js";
import {
  COREFERENCE_CONDITIONS,
  type CoreferenceConditionSpec,
  type CoreferenceSuite,
  conditionsOfKinds,
  DEFAULT_PER_TEMPLATE,
  DEFAULT_SEED,
  type GateConfig,
  type SqlSetSourceConfig,
  type TemplateSuite,
  type TextToSqlSuite,
} from "./config.js";
import { parseConfigFile } from "./config-file.js";
import { CONFIG_FILE_NAMES, discoverConfigFile } from "./discover-config.js";
import { ConfigError } from "./errors.js";
import { DEFAULT_MAX_LOOKS } from "./limits.js";
import { checkNumberFlags } from "./number-settings.js";
import { reproducingArgs } from "./reproducing-args.js";
import { decisionSuite } from "./resolve-decisions.js";
import { resolveGate } from "./resolve-gate.js";
import { defaultQuestion, resolveBudget, resolveDeadlineMs, resolveProvider } from "./resolve-provider.js";
import { resolveComparison, withComparison } from "./resolve-variants.js";
import type { ConfigFile, CoreferenceSuiteFile, SqlSetSourceFile, TextToSqlSuiteFile } from "./schema.js";

/** What resolving a config needs from the outside world. */
export interface ConfigIO {
  cwd: string;
  readText(path: string): string | undefined;
  /** Expands file patterns relative to `cwd`; returns absolute paths in a stable (sorted) order. */
  glob(patterns: string[], cwd: string): string[];
  /**
   * The embedded starter config: used when neither `--config` nor `--templates` is given and the working
   * directory holds no config file (see {@link CONFIG_FILE_NAMES}).
   */
  defaultConfigPath: string;
  /** Where a notice goes that is not an error (that the starter suite runs); the commands' stderr. */
  stderr?(text: string): void;
}

/** Said on stderr when nothing names a config and the working directory holds none. */
export const STARTER_NOTICE =
  "no bias-gate.yml here: running the embedded starter suite (fixtures/starter/bias-gate.yml)";

/**
 * Builds the one GateConfig from a config file and flags; flags override the file. Throws ConfigError with
 * the file, line and fix for anything wrong, before any model is called.
 */
export function resolveConfig(flags: CliFlags, io: ConfigIO): GateConfig {
  checkNumberFlags(flags);
  const { configPath, starterSuite } = chooseConfigFile(flags, io);
  const file = configPath ? readConfigFile(configPath, io) : undefined;
  const baseDir = configPath ? dirname(configPath) : io.cwd;
  const perTemplate = flags.perTemplate ?? file?.["per-template"] ?? DEFAULT_PER_TEMPLATE;
  const question = file?.question ?? defaultQuestion(file);
  const fileSuites = (file?.suites ?? []).map((suite, index) => ({
    suite,
    name: suite.name ?? `suite-${index + 1}`,
  }));
  const suites: TemplateSuite[] = flags.templates
    ? [suiteFromFlags(flags, io, perTemplate, question)]
    : fileSuites.flatMap(({ suite, name }) =>
        suite.kind === "coreference" ||
        suite.kind === "contamination" ||
        suite.kind === "text-to-sql" ||
        suite.kind === "decisions"
          ? []
          : [
              {
                name,
                kind: "templates" as const,
                templates: expandTemplates(toArray(suite.templates), baseDir, io, configPath),
                ...domainsDir(
                  flags.domains
                    ? resolve(io.cwd, flags.domains)
                    : suite.domains && resolve(baseDir, suite.domains),
                ),
                negationPairing: flags.negationPairing ?? suite["negation-pairing"] ?? "negates-column",
                question: suite.question ?? question,
                perTemplate: flags.perTemplate ?? suite["per-template"] ?? perTemplate,
              },
            ],
      );
  // Flags that select templates replace the config's suites, coreference and contamination ones included.
  const fromFile = flags.templates ? [] : fileSuites;
  const coreference = fromFile.flatMap(({ suite, name }) =>
    suite.kind === "coreference" ? [coreferenceSuite(suite, name, baseDir, io, configPath)] : [],
  );
  const contamination = fromFile.flatMap(({ suite, name }) =>
    suite.kind === "contamination"
      ? [
          {
            name,
            kind: "contamination" as const,
            reference: expandTemplates(toArray(suite.reference), baseDir, io, configPath),
            fresh: expandTemplates(toArray(suite.fresh), baseDir, io, configPath),
            maskShare: suite["mask-share"] ?? 0.25,
            covers: suite.covers ?? [],
            ...(suite.question ? { question: suite.question } : {}),
            ...(suite.databases
              ? {
                  databases:
                    typeof suite.databases === "string"
                      ? { splitFile: resolve(baseDir, suite.databases) }
                      : suite.databases,
                }
              : {}),
            calibration: suite.calibration ?? "auto",
          },
        ]
      : [],
  );
  const textToSql = fromFile.flatMap(({ suite, name }) =>
    suite.kind === "text-to-sql" ? [textToSqlSuite(suite, name, baseDir)] : [],
  );
  const decisions = fromFile.flatMap(({ suite, name }) => {
    if (suite.kind !== "decisions") return [];
    const templates = expandTemplates(toArray(suite.templates), baseDir, io, configPath);
    return [decisionSuite(suite, name, { templates, baseDir, flag: flags.perTemplate, perTemplate })];
  });
  const config: GateConfig = {
    ...(configPath ? { configFile: configPath } : {}),
    ...(starterSuite ? { starterSuite } : {}),
    ...runArgsOf(flags),
    baseDir,
    seed: flags.seed ?? String(file?.seed ?? DEFAULT_SEED),
    exhaustive: flags.exhaustive ?? file?.exhaustive ?? false,
    trials: flags.trials ?? file?.trials ?? 1,
    sequential: resolveSequential(flags, file),
    strict: flags.strict ?? false,
    ...systemPrompt(
      flags.systemPromptFile
        ? { "system-prompt-file": resolve(io.cwd, flags.systemPromptFile) }
        : { "system-prompt-file": file?.["system-prompt-file"], "system-prompt": file?.["system-prompt"] },
      baseDir,
      io,
      configPath,
    ),
    ...prices(flags, file),
    provider: resolveProvider(flags, file, { cwd: io.cwd, baseDir }, configPath),
    budget: resolveBudget(flags, file),
    deadlineMs: resolveDeadlineMs(flags, file),
    cache: {
      enabled: !(flags.noCache ?? file?.cache?.enabled === false),
      // The cache is a working artifact of this checkout, so it lives under the working directory.
      dir: resolve(io.cwd, flags.cacheDir ?? file?.cache?.dir ?? ".bias-gate/cache"),
    },
    ...(flags.record ? { record: resolve(io.cwd, flags.record) } : {}),
    gate: resolveGate(flags, file, { cwd: io.cwd, baseDir }),
    outDir: resolve(io.cwd, flags.out ?? file?.output ?? "bias-gate-out"),
    suites,
    coreference,
    contamination,
    textToSql,
    ...(decisions.length > 0 ? { decisions } : {}),
  };
  const repeats = repeatedTrialsWarning(config.trials, config.provider.temperature);
  if (repeats) io.stderr?.(`warning: ${repeats}\n`);
  return withComparison(config, resolveComparison(flags, file, config, io, configPath));
}

/** `--no-sequential` wins over `--sequential`, a flag over the config file; on by default. */
function resolveSequential(flags: CliFlags, file: ConfigFile | undefined): GateConfig["sequential"] {
  const asked = flags.noSequential ? false : (flags.sequential ?? file?.sequential);
  const maxLooks = flags.maxLooks ?? file?.["max-looks"];
  return {
    enabled: asked ?? true,
    maxLooks: maxLooks ?? DEFAULT_MAX_LOOKS,
    explicit: asked === true || (asked === undefined && maxLooks !== undefined),
  };
}

/**
 * The warning for trials that repeat identical requests: at temperature 0 a model answers the same prompt the
 * same way, so trials add requests but no information (the rates cluster them by prompt, never counting them
 * as independent answers). Undefined when there is nothing to warn about.
 */
export function repeatedTrialsWarning(trials: number, temperature: number | undefined): string | undefined {
  if (trials <= 1 || (temperature ?? 0) !== 0) return undefined;
  return `trials: ${trials} at temperature 0 repeats identical requests; they add cost, not information (raise provider.temperature or set trials: 1)`;
}

/**
 * The config file to read: the one named by `--config`; none when `--templates` selects the templates; else the
 * one in the working directory; else the embedded starter config, with a notice on stderr.
 */
function chooseConfigFile(flags: CliFlags, io: ConfigIO): { configPath?: string; starterSuite?: true } {
  if (flags.config) return { configPath: resolve(io.cwd, flags.config) };
  if (flags.templates) return {};
  const found = discoverConfigFile(io.cwd, io.readText);
  if (found) return { configPath: found };
  io.stderr?.(`${STARTER_NOTICE}\n`);
  return { configPath: io.defaultConfigPath, starterSuite: true };
}

function readConfigFile(path: string, io: ConfigIO): ConfigFile {
  const text = io.readText(path);
  if (text === undefined) {
    throw new ConfigError(`config file not found: ${path}`, "check the path given to --config", {
      file: path,
    });
  }
  return parseConfigFile(text, path);
}

function suiteFromFlags(flags: CliFlags, io: ConfigIO, perTemplate: number, question: string): TemplateSuite {
  const templates = expandTemplates(flags.templates ?? [], io.cwd, io, undefined);
  return {
    name:
      templates.length === 1 ? basename(templates[0]!).replace(/\.templates\.\w+$|\.\w+$/, "") : "templates",
    kind: "templates",
    templates,
    ...(flags.domains ? { domainsDir: resolve(io.cwd, flags.domains) } : {}),
    negationPairing: flags.negationPairing ?? "negates-column",
    question,
    perTemplate,
  };
}

function expandTemplates(
  patterns: string[],
  baseDir: string,
  io: ConfigIO,
  configFile: string | undefined,
): string[] {
  const files: string[] = [];
  for (const pattern of patterns) {
    const isPattern = /[*?[\]{}]/.test(pattern);
    const matches = isPattern
      ? io.glob([pattern], baseDir)
      : [isAbsolute(pattern) ? pattern : resolve(baseDir, pattern)];
    if (matches.length === 0) {
      throw new ConfigError(
        `no template files match '${pattern}'`,
        `patterns are relative to ${configFile ? "the config file" : "the current directory"} (${baseDir})`,
        configFile ? { file: configFile } : undefined,
      );
    }
    files.push(...matches);
  }
  return [...new Set(files)];
}

function systemPrompt(
  file: { "system-prompt-file"?: string | undefined; "system-prompt"?: string | undefined },
  baseDir: string,
  io: ConfigIO,
  configPath?: string,
) {
  if (file?.["system-prompt-file"]) {
    const path = resolve(baseDir, file["system-prompt-file"]);
    const text = io.readText(path);
    if (text === undefined) {
      throw new ConfigError(`system prompt file not found: ${path}`, "fix system-prompt-file in the config", {
        file: configPath ?? path,
      });
    }
    return { systemPrompt: { text, file: path } };
  }
  return file?.["system-prompt"] ? { systemPrompt: { text: file["system-prompt"] } } : {};
}

function prices(flags: CliFlags, file: ConfigFile | undefined) {
  const input = flags.priceInput ?? file?.prices?.["input-per-million"];
  const output = flags.priceOutput ?? file?.prices?.["output-per-million"];
  if (input === undefined && output === undefined) return {};
  const batchMultiplier = file?.prices?.["batch-multiplier"];
  return {
    prices: {
      inputPerMillion: input ?? 0,
      outputPerMillion: output ?? 0,
      ...(batchMultiplier !== undefined ? { batchMultiplier } : {}),
    },
  };
}

function toArray(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

function domainsDir(dir: string | undefined): { domainsDir?: string } {
  return dir ? { domainsDir: dir } : {};
}

/**
 * A coreference suite's config: `conditions:` is a list of legacy kinds (adjectives drawn from the lists; `none`,
 * when listed, is the baseline) or a conditions table (named adjective pairs, exactly one `-/-` baseline), read
 * here so a bad table stops the run before any model call.
 */
function coreferenceSuite(
  suite: CoreferenceSuiteFile,
  name: string,
  baseDir: string,
  io: ConfigIO,
  configPath: string | undefined,
): CoreferenceSuite {
  const at = (path: string) => resolve(baseDir, path);
  const listed = suite.conditions;
  const table = typeof listed === "string" ? at(listed) : undefined;
  const kinds = Array.isArray(listed)
    ? listed
    : suite.adjectives
      ? COREFERENCE_CONDITIONS
      : (["none"] as const);
  const conditions = table ? readConditionsTable(table, io, configPath) : conditionsOfKinds(kinds);
  return {
    name,
    kind: "coreference",
    pro: toArray(suite.pro).map(at),
    anti: toArray(suite.anti).map(at),
    maleOccupations: at(suite["male-occupations"]),
    femaleOccupations: at(suite["female-occupations"]),
    ...(suite.adjectives
      ? { adjectives: { male: at(suite.adjectives.male), female: at(suite.adjectives.female) } }
      : {}),
    conditions,
    ...(table ? { conditionsTable: table } : {}),
    // A table's pairs are the published study's: male-associated on the first-mentioned occupation.
    attach: suite.attach ?? (table ? "mention-order" : "stereotype"),
    parser: suite.parser ?? "published",
    amplificationTest: suite["amplification-test"] ?? "item-pairs",
    holm: suite.holm ?? false,
    rounding: suite.rounding ?? "exact",
    ...(suite["per-condition"] !== undefined ? { perCondition: suite["per-condition"] } : {}),
    ...(suite.question ? { question: suite.question } : {}),
  };
}

/** The conditions of a table file; every problem in it at once, as one ConfigError with file:line:column. */
function readConditionsTable(
  file: string,
  io: ConfigIO,
  configPath: string | undefined,
): CoreferenceConditionSpec[] {
  const text = io.readText(file);
  if (text === undefined) {
    throw new ConfigError(
      `conditions table not found: ${file}`,
      "fix the suite's conditions: path (relative to the config file)",
      configPath ? { file: configPath } : { file },
    );
  }
  const { conditions, diagnostics } = parseConditionsTable(text, file);
  const [first, ...more] = diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({
      message: d.message,
      hint: d.hint,
      where: { file: d.file, line: d.line, column: d.column },
    }));
  if (first) throw ConfigError.of([first, ...more]);
  return conditions;
}

/** Default random instances per database: Zhong et al.'s suites distinguish most near-misses with a handful. */
export const DEFAULT_SQL_INSTANCES = 8;

function textToSqlSuite(suite: TextToSqlSuiteFile, name: string, baseDir: string): TextToSqlSuite {
  return {
    name,
    kind: "text-to-sql",
    public: sqlSetSource(suite.public, baseDir),
    fresh: sqlSetSource(suite.fresh, baseDir),
    instances: suite.instances ?? DEFAULT_SQL_INSTANCES,
    ...(suite["per-database"] !== undefined ? { perDatabase: suite["per-database"] } : {}),
    // The published conventions by default: test-suite-sql-eval strips DISTINCT, the paper counts prose wrong.
    distinct: suite.distinct ?? "strip",
    unusable: suite.unusable ?? "wrong",
    variants: suite.variants ? [...new Set(suite.variants)] : ["original", "atd"],
    covers: suite.covers ?? [],
    rows: suite.rows ?? "auto",
    rowsPerTable: suite["rows-per-table"] ?? DEFAULT_ROWS_PER_TABLE,
  };
}

/** Rows per table a `rows: sample` dump shows: enough to read the values' shape, few enough to stay short. */
export const DEFAULT_ROWS_PER_TABLE = 5;

function sqlSetSource(source: SqlSetSourceFile, baseDir: string): SqlSetSourceConfig {
  if ("dir" in source) return { dir: resolve(baseDir, source.dir) };
  if ("sealed" in source) return { sealed: resolve(baseDir, source.sealed), keyEnv: source["key-env"] };
  return {
    spider: {
      questions: resolve(baseDir, source.spider.questions),
      tables: resolve(baseDir, source.spider.tables),
      ...(source.spider.databases ? { databases: source.spider.databases } : {}),
      ...(source.spider["database-dir"]
        ? { databaseDir: resolve(baseDir, source.spider["database-dir"]) }
        : {}),
    },
  };
}

/** The flags that changed the run, recorded so a report elsewhere can reproduce it (provenance.runArgs). */
function runArgsOf(flags: CliFlags): { runArgs?: string[] } {
  const words = reproducingArgs(flags);
  return words.length > 0 ? { runArgs: words } : {};
}
