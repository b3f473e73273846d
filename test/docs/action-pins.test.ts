import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderWorkflows, WORKFLOW_KINDS } from "../../src/commands/init-files.js";
import { PROJECT_REPOSITORY } from "../../src/config/project.js";
import { NODE24_MAJORS } from "../action/node24-majors.js";

/**
 * Every `uses:` a user copies (README, docs/, init's workflows, the repository's own workflows, fixtures) names an
 * action major that runs on Node 24 (the table: test/action/node24-majors.ts).
 */

/** This Action itself, however a recipe names it: it runs on Node 24 when action.yml says so (checked below). */
const THIS_ACTION = new RegExp(`^(?:\\./?|${PROJECT_REPOSITORY}@v\\d+|owner/bias-gate@v\\d+|<action>)$`);

const root = resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Each recipe's text by where a user finds it. */
function recipes(): Map<string, string> {
  const texts = new Map<string, string>();
  const paths = [
    "README.md",
    ...filesUnder("docs", (name) => name.endsWith(".md")),
    ...filesUnder(".github/workflows", (name) => /\.ya?ml$/.test(name)),
    ...filesUnder("fixtures", (name) => /\.(?:ya?ml|md)$/.test(name)),
  ];
  for (const path of paths) texts.set(path, readFileSync(join(root, path), "utf8"));
  for (const kind of WORKFLOW_KINDS) {
    for (const file of renderWorkflows(kind, "<action>", "bias-gate.yml")) {
      texts.set(`bias-gate init --workflow ${kind}: ${file.path}`, file.text);
    }
  }
  return texts;
}

/** Every `uses:` reference of a text, in workflow YAML or in a Markdown code block. */
function usesOf(text: string): string[] {
  return [...text.matchAll(/^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)/gm)].map((m) => m[1] ?? "");
}

describe("the recipes pin actions that run on Node 24", () => {
  const all = [...recipes()].flatMap(([where, text]) => usesOf(text).map((uses) => ({ where, uses })));

  it("finds the recipes' actions (the scan is not empty)", () => {
    expect(all.some((u) => u.uses.startsWith("actions/upload-artifact@"))).toBe(true);
    expect(all.some((u) => u.uses.startsWith("actions/download-artifact@"))).toBe(true);
    expect(all.some((u) => u.where.startsWith("bias-gate init"))).toBe(true);
  });

  it("names, for every uses:, a major from the table of Node 24 majors", () => {
    const wrong = all.flatMap(({ where, uses }) => {
      if (THIS_ACTION.test(uses)) return [];
      const [name = "", ref = ""] = uses.split("@");
      const major = NODE24_MAJORS[name];
      if (major === undefined) return [`${where}: ${uses} is not in the table of Node 24 majors`];
      return ref === `v${major}` ? [] : [`${where}: ${uses} should be ${name}@v${major}`];
    });
    expect(wrong).toEqual([]);
  });

  it("runs this Action itself on Node 24", () => {
    const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as { runs: { using: string } };
    expect(action.runs.using).toBe("node24");
  });
});
