import { type Document, isMap, isScalar, isSeq, parseDocument } from "yaml";
import { PROJECT_REPOSITORY } from "../config/project.js";

/**
 * What `bias-gate init` writes besides the starter's own files: the config (the starter's, cut to the chosen
 * groups), the workflows of the Action page's recipes (docs/action.md), and the .gitignore lines. Pure: text in, text out.
 */

/** The workflow recipes of docs/action.md: (a) pr, (b) schedule, (c) fork-safe. */
export const WORKFLOW_KINDS = ["pr", "schedule", "fork-safe"] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

/** What the run writes and must not be committed: the response cache and the results. */
export const IGNORED_PATHS = [".bias-gate/", "bias-gate-out/"] as const;

export interface WorkflowFile {
  /** Relative to the repository's root. */
  path: string;
  text: string;
}

/**
 * The workflow files of one recipe, exactly as docs/action.md shows them (test/commands/init.test.ts compares),
 * with `uses:` naming `action` (`owner/name@v1`) and the Action reading `config`.
 */
export function renderWorkflows(kind: WorkflowKind, action: string, config: string): WorkflowFile[] {
  const fill = (text: string) => text.replaceAll("<action>", action).replaceAll("<config>", config);
  return RECIPES[kind].map(({ path, text }) => ({ path, text: fill(text) }));
}

const DIR = ".github/workflows";

// `\${{` keeps GitHub's expressions out of JavaScript's interpolation.
const RECIPES: Record<WorkflowKind, WorkflowFile[]> = {
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
 * the package sits inside the target directory (`node_modules/bias-gate/…`), else this release's file in the
 * project's repository, at the tag the release workflow pushes (`v0.1.0`), which never changes under it.
 */
export function schemaReference(relativeSchemaPath: string | undefined, version: string): string {
  if (relativeSchemaPath !== undefined) return relativeSchemaPath;
  return `https://raw.githubusercontent.com/${PROJECT_REPOSITORY}/v${version}/schema/bias-gate.schema.json`;
}

/**
 * The starter config cut to the suites named in `suites` (the starter's order and comments kept), headed by
 * the `yaml-language-server` line that points editors at the JSON Schema and a note on what to change next.
 */
export function renderConfig(
  starterText: string,
  suites: readonly string[],
  schema: string,
  decisions?: DecisionRecipe,
): string {
  const doc = parseDocument(starterText);
  const list = doc.get("suites");
  if (!isSeq(list)) throw new Error("the starter config has no suites list");
  list.items = list.items.filter((item) => isMap(item) && suites.includes(String(item.get("name"))));
  if (decisions !== undefined) addDecisionSuites(doc, decisions);
  // The starter's own header (what the embedded default is) sits on the first key; this file has its own.
  const first = isMap(doc.contents) ? doc.contents.items[0] : undefined;
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

/** The decision recipe's config and the folder, relative to the written config, its files are copied to. */
export interface DecisionRecipe {
  configText: string;
  dir: string;
}

function written(suites: readonly string[], decisions: DecisionRecipe | undefined): string {
  const groups = suites.length === 0 ? "no yes/no groups" : `groups: ${suites.join(", ")}`;
  return decisions === undefined ? groups : `${groups}; decision suite in ${decisions.dir}/`;
}

/**
 * Appends the recipe's decision suites, their file paths moved under `dir`, and merges its thresholds into the
 * config's `gate.thresholds` (the config's own win: a user's starter may already set them). The recipe's nodes
 * are moved whole, so its comments on each key come along.
 */
function addDecisionSuites(doc: Document, recipe: DecisionRecipe): void {
  const source = parseDocument(recipe.configText);
  const suites = source.get("suites");
  const list = doc.get("suites");
  if (!isSeq(suites) || !isSeq(list)) throw new Error("the decisions recipe config has no suites list");
  for (const suite of suites.items) {
    if (!isMap(suite)) continue;
    for (const key of ["templates", "domains"]) {
      const node = suite.get(key, true);
      if (isScalar(node) && typeof node.value === "string") node.value = `${recipe.dir}/${node.value}`;
    }
    list.items.push(suite);
  }
  const thresholds = source.getIn(["gate", "thresholds"], true);
  if (!isMap(thresholds)) return;
  const existing = doc.getIn(["gate", "thresholds"], true);
  if (!isMap(existing)) {
    doc.setIn(["gate", "thresholds"], thresholds);
    return;
  }
  for (const pair of thresholds.items) {
    if (!existing.has(isScalar(pair.key) ? pair.key.value : pair.key)) existing.items.push(pair);
  }
}

/**
 * The .gitignore's new text with the lines of {@link IGNORED_PATHS} it lacks appended (under a comment), or
 * undefined when it already ignores them all. `/.bias-gate`, `.bias-gate` and `.bias-gate/` count as present.
 */
export function appendIgnoreLines(existing: string | undefined): string | undefined {
  const present = new Set((existing ?? "").split(/\r?\n/).map(normalizeIgnoreLine));
  const missing = IGNORED_PATHS.filter((path) => !present.has(normalizeIgnoreLine(path)));
  if (missing.length === 0) return undefined;
  const before =
    existing === undefined || existing === "" ? "" : existing.endsWith("\n") ? existing : `${existing}\n`;
  const gap = before === "" ? "" : "\n";
  return `${before}${gap}# bias-gate: the response cache and the run's results\n${missing.join("\n")}\n`;
}

function normalizeIgnoreLine(line: string): string {
  return line.trim().replace(/^\//, "").replace(/\/$/, "");
}
