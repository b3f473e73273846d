import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { CliFlags } from "../config/cli-commands.js";
import { parseConfigFile } from "../config/config-file.js";
import { suggestName } from "../config/did-you-mean.js";
import { CONFIG_FILE_NAMES } from "../config/discover-config.js";
import { ConfigError, formatConfigError } from "../config/errors.js";
import { EXIT } from "../config/exit-codes.js";
import { PROJECT_ACTION } from "../config/project.js";
import type { ConfigFile } from "../config/schema.js";
import { groupFromFile } from "../templates/csv.js";
import { loadTemplateSet } from "../templates/load.js";
import {
  appendIgnoreLines,
  type DecisionRecipe,
  renderConfig,
  renderWorkflows,
  schemaReference,
  WORKFLOW_KINDS,
  type WorkflowKind,
} from "./init-files.js";
import type { CommandIO } from "./io.js";

/** The flags `init` reads, until the shared CliFlags has them: comma-separated lists and the target directory. */
export type InitFlags = CliFlags & { groups?: string; workflows?: string; dir?: string };

const CONFIG_NAME = "bias-gate.yml";
const DEFAULT_WORKFLOWS: readonly WorkflowKind[] = ["pr"];
/** Where `--decisions` copies the decision recipe's files to, under the target directory. */
const DECISIONS_DIR = "decisions";
/** The decision recipe's files that a run reads (its README walks the recipe folder itself, so it stays behind). */
const DECISION_FILES = ["templates.csv", "domains/*.txt"];

/** One file to write: where (absolute) and what. */
interface PlannedFile {
  path: string;
  text: string;
}

/** A template suite of the starter: one social group, the files it reads, relative to the starter's folder. */
interface StarterGroup {
  name: string;
  files: string[];
}

/**
 * `bias-gate init [--groups LIST] [--decisions] [--workflows LIST] [--dir DIR]`: writes a config, the starter's
 * templates and domain files for the chosen groups, with `--decisions` the decision recipe's suite and files (under
 * `decisions/`), the chosen workflows and the .gitignore lines into DIR (the working
 * directory by default; the repository's root, as workflows live there). Writes nothing, with exit 2, when a
 * file it would write is already there; the .gitignore is appended to, never replaced.
 */
export function initCommand(flags: InitFlags, io: CommandIO): number {
  try {
    return init(flags, io);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${formatConfigError(error, io.cwd)}\n`);
    return EXIT.badInput;
  }
}

function init(flags: InitFlags, io: CommandIO): number {
  const dir = resolve(io.cwd, flags.dir ?? ".");
  const starterConfig = io.defaultConfigPath;
  const starterDir = dirname(starterConfig);
  const starterText = read(io, starterConfig);
  const groups = starterGroups(parseConfigFile(starterText, starterConfig), starterDir, io);
  const chosen = chooseGroups(flags.groups, groups, flags.decisions === true);
  const decisions = flags.decisions === true ? decisionRecipe(starterDir, io) : undefined;
  const workflows = chooseWorkflows(flags.workflows);
  const packageRoot = resolve(starterDir, "../..");
  const schema = schemaFor(dir, packageRoot, io.version);
  const planned: PlannedFile[] = [
    { path: join(dir, CONFIG_NAME), text: renderConfig(starterText, chosen, schema, decisions?.recipe) },
    ...starterFiles(groups, chosen, starterDir, dir, io),
    ...(decisions?.files ?? []).map((f) => ({ path: join(dir, f.path), text: f.text })),
    ...workflows
      .flatMap((kind) => renderWorkflows(kind, PROJECT_ACTION, CONFIG_NAME))
      .map((w) => ({ path: join(dir, w.path), text: w.text })),
  ];
  refuseOverwrite(planned, dir, io);
  // Read before anything is written, so an unreadable .gitignore stops init with nothing half-done.
  const ignore = join(dir, ".gitignore");
  const ignored = appendIgnoreLines(io.readText(ignore));
  for (const file of planned) io.writeText(file.path, file.text);
  if (ignored !== undefined) io.writeText(ignore, ignored);
  io.stdout(
    summary(
      planned,
      ignored !== undefined ? ignore : undefined,
      workflows,
      io.cli ?? "bias-gate",
      io.cwd,
      decisions !== undefined,
    ),
  );
  return EXIT.pass;
}

/** The starter's template suites, each with its template files and the domain files they use. */
function starterGroups(config: ConfigFile, starterDir: string, io: CommandIO): StarterGroup[] {
  const groups: StarterGroup[] = [];
  for (const suite of config.suites) {
    if (suite.kind !== undefined && suite.kind !== "templates") continue;
    const patterns = typeof suite.templates === "string" ? [suite.templates] : suite.templates;
    const templates = io.glob(patterns, starterDir);
    const domainsDir = suite.domains === undefined ? undefined : resolve(starterDir, suite.domains);
    const set = loadTemplateSet(
      {
        templates,
        ...(domainsDir === undefined ? {} : { domainsDir }),
        negationPairing: suite["negation-pairing"] ?? "negates-column",
      },
      io,
    );
    // Inline domains (a YAML file's own) come with their template file; the rest are files in domainsDir.
    const domainFiles = [...set.domains.values()].map((d) => d.file).filter((f) => !templates.includes(f));
    const files = [...templates, ...domainFiles].map((f) => relative(starterDir, f));
    groups.push({ name: suite.name ?? groupFromFile(templates[0] ?? ""), files: [...new Set(files)].sort() });
  }
  return groups;
}

/**
 * The groups named by `--groups` (comma-separated), in the starter's order; all of the starter's by default;
 * none for `none`, which only makes sense when `--decisions` gives the config a suite to run.
 */
function chooseGroups(
  list: string | undefined,
  groups: readonly StarterGroup[],
  decisions: boolean,
): string[] {
  const available = groups.map((g) => g.name);
  if (list === undefined) return available;
  if (list.trim() === "none") {
    if (decisions) return [];
    throw new ConfigError(
      "--groups none leaves the config with nothing to gate",
      `add --decisions to write only the decision suite, or name groups: ${available.join(", ")}`,
    );
  }
  const wanted = splitList(list, "--groups", available);
  for (const name of wanted) {
    if (available.includes(name)) continue;
    throw unknownChoice("group", name, "--groups", available);
  }
  return available.filter((name) => wanted.includes(name));
}

/**
 * The workflows named by `--workflows` (comma-separated), in the README's order; `pr` by default, none for
 * `none`.
 */
function chooseWorkflows(list: string | undefined): WorkflowKind[] {
  if (list === undefined) return [...DEFAULT_WORKFLOWS];
  if (list.trim() === "none") return [];
  const wanted = splitList(list, "--workflows", [...WORKFLOW_KINDS, "none"]);
  for (const name of wanted) {
    if (!(WORKFLOW_KINDS as readonly string[]).includes(name)) {
      throw unknownChoice("workflow", name, "--workflows", [...WORKFLOW_KINDS, "none"]);
    }
  }
  return WORKFLOW_KINDS.filter((kind) => wanted.includes(kind));
}

function splitList(list: string, flag: string, available: readonly string[]): string[] {
  const names = list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (names.length === 0) {
    throw new ConfigError(`${flag} names nothing`, `name one or more of: ${available.join(", ")}`);
  }
  return names;
}

function unknownChoice(what: string, name: string, flag: string, available: readonly string[]): ConfigError {
  const suggestion = suggestName(name, available);
  const didYouMean = suggestion === undefined ? "" : `did you mean '${suggestion}'? `;
  return new ConfigError(
    `unknown ${what} '${name}' in ${flag}`,
    `${didYouMean}available ${what}s: ${available.join(", ")} (comma-separated, e.g. ${flag} ${available.slice(0, 2).join(",")})`,
  );
}

/**
 * The decision recipe (fixtures/recipes/decisions, shipped beside the starter): its config, whose suite the
 * written config gains, and the files that suite reads, to be copied under `decisions/`.
 */
function decisionRecipe(starterDir: string, io: CommandIO): { recipe: DecisionRecipe; files: PlannedFile[] } {
  const recipeDir = resolve(starterDir, "../recipes/decisions");
  const configText = read(io, join(recipeDir, CONFIG_NAME));
  const files = io.glob(DECISION_FILES, recipeDir).map((file) => ({
    path: join(DECISIONS_DIR, relative(recipeDir, file)),
    text: read(io, file),
  }));
  if (files.length === 0) throw new Error(`the decisions recipe's files are missing from ${recipeDir}`);
  return { recipe: { configText, dir: DECISIONS_DIR }, files };
}

/** The chosen groups' files, copied from the starter's folder to the same places under `dir`. */
function starterFiles(
  groups: readonly StarterGroup[],
  chosen: readonly string[],
  starterDir: string,
  dir: string,
  io: CommandIO,
): PlannedFile[] {
  const files = new Set(groups.filter((g) => chosen.includes(g.name)).flatMap((g) => g.files));
  return [...files].sort().map((file) => ({ path: join(dir, file), text: read(io, join(starterDir, file)) }));
}

/** `$schema` for the written config: relative when the package is installed inside `dir`, else a URL. */
function schemaFor(dir: string, packageRoot: string, version: string): string {
  const local = relative(dir, join(packageRoot, "schema", "bias-gate.schema.json"));
  const inside = local !== "" && !local.startsWith("..") && !isAbsolute(local);
  return schemaReference(inside ? local.split("\\").join("/") : undefined, version);
}

/**
 * Nothing is overwritten: any planned file already there, or another config file the CLI would also find
 * (two make every command stop), is named and nothing is written.
 */
function refuseOverwrite(planned: readonly PlannedFile[], dir: string, io: CommandIO): void {
  const otherConfigs = CONFIG_FILE_NAMES.filter((name) => name !== CONFIG_NAME).map((name) =>
    join(dir, name),
  );
  const taken = [...planned.map((f) => f.path), ...otherConfigs].filter((path) => exists(io, path));
  if (taken.length === 0) return;
  const names = taken.map((path) => shown(path, io.cwd));
  throw new ConfigError(
    `init would overwrite ${names.join(", ")}: nothing was written`,
    "move or rename those files, or run init with --dir pointing at another directory",
  );
}

function exists(io: CommandIO, path: string): boolean {
  try {
    return io.readText(path) !== undefined;
  } catch {
    return true; // a directory, or a file that cannot be read: either way not ours to replace
  }
}

function read(io: CommandIO, path: string): string {
  const text = io.readText(path);
  if (text === undefined) throw new Error(`the starter's ${path} is missing from the package`);
  return text;
}

/** What was written, what to run next, and what the workflows still need. */
function summary(
  planned: readonly PlannedFile[],
  ignore: string | undefined,
  workflows: readonly WorkflowKind[],
  cli: string,
  cwd: string,
  decisions: boolean,
): string {
  const lines = ["bias-gate init wrote:", ...planned.map((f) => `  ${shown(f.path, cwd)}`)];
  if (ignore !== undefined) lines.push(`  ${shown(ignore, cwd)} (ignores .bias-gate/ and bias-gate-out/)`);
  lines.push(
    "",
    "Next:",
    `  ${cli} plan    # what a run would send, and whether each check can be decided`,
    `  ${cli} run     # the gate (on the embedded simulator until the config names a provider)`,
  );
  if (decisions) {
    lines.push(
      `  ${cli} run --profile discriminating   # the decision suite failing on a simulated model that favours some people`,
    );
  }
  if (workflows.includes("pr") || workflows.includes("schedule")) {
    lines.push(
      "",
      "The workflows ask gpt-4o-mini at api.openai.com: add the repository secret OPENAI_API_KEY, or change",
      "base-url, model and api-key in them.",
    );
  }
  if (workflows.includes("pr") && workflows.includes("fork-safe")) {
    lines.push("Both the pr and fork-safe workflows run on every pull request; keep the one you need.");
  }
  if (workflows.length > 0) {
    lines.push(
      `The workflows run the Action as 'uses: ${PROJECT_ACTION}' (a fork or a mirror names its own owner/repo).`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** A path relative to the working directory when inside it, as other commands print paths. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}
