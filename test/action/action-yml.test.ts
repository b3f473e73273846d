import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "../..");

interface ActionYml {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: unknown }>;
  outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync(resolve(root, "action.yml"), "utf8")) as ActionYml;
/** The Action's page in docs/, which holds its inputs, outputs and badge since the README became a front door. */
const docs = readFileSync(resolve(root, "docs/action.md"), "utf8");

/** The body rows of the Markdown table whose header row starts with `| <first> |`, as trimmed cells. */
function markdownTable(markdown: string, first: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  if (start < 0) throw new Error(`no table headed '${first}'`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, "|")),
    );
  }
  return rows;
}

/** `` `x` `` → x; `` `""` `` → the empty string. */
function code(cell: string | undefined): string {
  const inner = /^`(.*)`$/.exec(cell ?? "")?.[1];
  if (inner === undefined) throw new Error(`expected a code span, got '${cell}'`);
  return inner === '""' ? "" : inner;
}

describe("action.yml", () => {
  it("runs the committed bundle under node24", () => {
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });

  it("describes every input in kebab-case with a string default", () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(input.description.length, name).toBeGreaterThan(10);
      expect(input.default, name).toBeTypeOf("string");
    }
  });

  it("describes every output in kebab-case", () => {
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(output.description.length, name).toBeGreaterThan(10);
    }
  });

  it("declares the inputs and outputs the Action is built around", () => {
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining([
        "config",
        "base-url",
        "api-key",
        "github-token",
        "results-file",
        "comment-mode",
      ]),
    );
    expect(Object.keys(action.outputs)).toEqual(
      expect.arrayContaining(["verdict", "results-path", "prompts", "requests", "template-errors"]),
    );
    expect(action.inputs["base-url"]?.default).toBe("simulator");
    expect(action.inputs["api-key"]?.default).toBe("");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JavaScript template
    expect(action.inputs["github-token"]?.default).toBe("${{ github.token }}");
  });
});

describe("the Action's page (docs/action.md)", () => {
  it("lists exactly action.yml's inputs, in order, with their defaults and descriptions", () => {
    const rows = markdownTable(docs, "Input");
    expect(rows.map((row) => code(row[0]))).toEqual(Object.keys(action.inputs));
    for (const [name, defaultCell, description] of rows) {
      const input = action.inputs[code(name)];
      expect(code(defaultCell), name).toBe(input?.default);
      expect(description, name).toBe(input?.description);
    }
  });

  it("lists exactly action.yml's outputs, in order, with their descriptions", () => {
    const rows = markdownTable(docs, "Output");
    expect(rows.map((row) => code(row[0]))).toEqual(Object.keys(action.outputs));
    for (const [name, description] of rows) {
      expect(description, name).toBe(action.outputs[code(name)]?.description);
    }
  });

  it("shows both badge forms for the data branch", () => {
    expect(docs).toContain(
      "![bias-gate](https://raw.githubusercontent.com/<owner>/<repo>/bias-gate-data/badge.svg)",
    );
    expect(docs).toContain("https://img.shields.io/endpoint?url=");
  });
});
