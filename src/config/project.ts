/**
 * Where bias-gate lives: the one repository everything else (init's `uses:` lines, the hints, "Reproduce
 * locally") is derived from. A constant, not a read of package.json: the Action's bundle cannot read the package
 * at run time; test/config/project.test.ts checks it against package.json's `repository`, `homepage` and `bugs`.
 * A fork or a mirror changes these two lines (and package.json) to its own owner/repo.
 */
export const PROJECT_REPOSITORY = "bias-gate/bias-gate";

/**
 * The major tag `uses:` lines and `npx github:` commands name. The release workflow moves `v<major>` to each
 * release; while the package is 0.x the first public release is 1.0.0 (docs/releasing.md), so this stays v1.
 */
export const PROJECT_MAJOR_TAG = "v1";

/** `bias-gate/bias-gate@v1`: what a workflow's `uses:` names. */
export const PROJECT_ACTION = `${PROJECT_REPOSITORY}@${PROJECT_MAJOR_TAG}`;

/** `https://github.com/bias-gate/bias-gate`. */
export const PROJECT_URL = `https://github.com/${PROJECT_REPOSITORY}`;

/** An Action repository as GitHub names it (`owner/name`), nothing else: it goes into a shell command. */
const REPOSITORY_SHAPE = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
/** A tag, branch or commit as a `uses:` names it. */
const REF_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

/** Where the CLI command is being named from: the Action's step, or the CLI's own process. */
export type Invocation =
  | { action: Partial<Record<string, string>> }
  | { cli: { argv1?: string | undefined; cwd?: string | undefined } };

/**
 * The command that runs bias-gate's CLI, for hints and "Reproduce locally" lines:
 * - from the Action, the repository and ref the workflow's `uses:` runs (`GITHUB_ACTION_REPOSITORY`,
 *   `GITHUB_ACTION_REF`, set by the runner for that step) through npm's git install, `npx github:<repo>#<ref>`;
 *   without them (a job that is not a `uses:` step), the package's own repository and major tag;
 * - from the CLI, the way it was started: `node <path>` when run from a clone's dist/; the package's `npx github:`
 *   command when npx started it (its copy in npm's `_npx` cache is gone from PATH once npx exits); else the bin,
 *   `bias-gate` (installed globally or from a release tarball).
 */
export function cliCommand(from: Invocation): string {
  if ("action" in from) {
    const repo = from.action.GITHUB_ACTION_REPOSITORY?.trim() ?? "";
    const ref = from.action.GITHUB_ACTION_REF?.trim() ?? "";
    if (REPOSITORY_SHAPE.test(repo) && REF_SHAPE.test(ref)) return `npx github:${repo}#${ref}`;
    return `npx github:${PROJECT_REPOSITORY}#${PROJECT_MAJOR_TAG}`;
  }
  const script = from.cli.argv1?.replace(/\\/g, "/");
  if (script?.includes("/_npx/")) return `npx github:${PROJECT_REPOSITORY}#${PROJECT_MAJOR_TAG}`;
  if (script && /(^|\/)dist\/cli\/index\.js$/.test(script) && !script.includes("/node_modules/")) {
    const cwd = from.cli.cwd?.replace(/\\/g, "/").replace(/\/+$/, "");
    const shown = cwd && script.startsWith(`${cwd}/`) ? script.slice(cwd.length + 1) : script;
    return `node ${/^[\w./@:+=,-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`}`;
  }
  return "bias-gate";
}
