import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTemplatesCsv } from "../../src/templates/csv.js";
import type { Template } from "../../src/templates/types.js";
import { parseTemplatesYaml } from "../../src/templates/yaml.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/templates");
const F = "t/hikers.yaml";

/** The meaning of a template, without where it was written. */
function essence(t: Template) {
  return {
    id: t.id,
    text: t.text,
    params: t.params,
    constraints: t.constraints.map(({ fn, left, right, source }) => ({ fn, left, right, source })),
    label: t.label,
    negates: t.negates,
    group: t.group,
  };
}

describe("parseTemplatesYaml", () => {
  it("produces the same templates as the equivalent CSV", () => {
    const csvFile = path.join(FIXTURES, "outdoor.templates.csv");
    const yamlFile = path.join(FIXTURES, "outdoor.templates.yaml");
    const csv = parseTemplatesCsv(readFileSync(csvFile, "utf8"), csvFile);
    const yaml = parseTemplatesYaml(readFileSync(yamlFile, "utf8"), yamlFile);
    expect(csv.diagnostics).toEqual([]);
    expect(yaml.diagnostics).toEqual([]);
    expect(yaml.templates.map(essence)).toEqual(csv.templates.map(essence));
    expect(yaml.domains).toEqual([
      {
        name: "traits",
        file: yamlFile,
        values: [
          { name: "patient", class: "positive", line: 4 },
          { name: "careless", class: "negative", line: 5 },
        ],
      },
    ]);
  });

  it("records positions of the mapping, each value and constraints inside quotes", () => {
    const text = [
      "templates:",
      "  - id: h1",
      '    text: "#1 meet #2."',
      "    params: [sport, sport]",
      '    constraints: ["neq(#1, #2)"]',
      "    label: No",
    ].join("\n");
    const { templates, diagnostics } = parseTemplatesYaml(text, F);
    expect(diagnostics).toEqual([]);
    const t = templates[0]!;
    expect(t.position).toEqual({ file: F, line: 2, column: 5 });
    expect(t.label).toBe("No");
    expect(t.cells["template_text"]).toEqual({ file: F, line: 3, column: 11 });
    expect(t.cells["param_2"]).toEqual({ file: F, line: 4, column: 21 });
    expect(t.constraints[0]!.position).toEqual({ file: F, line: 5, column: 20 });
  });

  it("reports a YAML syntax error with its line and column", () => {
    const { templates, diagnostics } = parseTemplatesYaml("templates:\n  - id: h1\n    text: [unclosed\n", F);
    expect(templates).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "yaml-syntax", severity: "error", file: F });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it("reports a boolean label and unknown keys", () => {
    const text =
      "templates:\n  - id: h1\n    text: '#1 walk.'\n    params: [sport]\n    label: false\n    lable: No\n";
    const { diagnostics } = parseTemplatesYaml(text, F);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ["unknown-key", "warning", 6, 5],
      ["bad-label", "error", 5, 12],
    ]);
  });

  it("reports a domain value that is neither a mapping nor name,class", () => {
    const { domains, diagnostics } = parseTemplatesYaml("domains:\n  sport: [hikers]\n", F);
    expect(domains[0]!.values).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["domain-line-syntax", 2, 11]]);
  });
});

describe("YAML template files bias-gate does not read", () => {
  it("an empty file is an error at line 1", () => {
    const { diagnostics } = parseTemplatesYaml("# nothing yet\n", F);
    expect(diagnostics).toMatchObject([{ severity: "error", code: "empty-file", line: 1, column: 1 }]);
  });

  it("an unknown tag, a merge key and an alias bomb are errors at their line, the value never read", () => {
    const tagged = parseTemplatesYaml('templates:\n  - id: !!js/function "f"\n', F).diagnostics;
    expect(tagged.map((d) => [d.severity, d.line, d.message])).toEqual([
      ["error", 2, "unsupported YAML tag !!js/function: bias-gate reads plain YAML values only"],
    ]);
    const merged = parseTemplatesYaml("base: &b\n  id: t1\ntemplates:\n  - <<: *b\n", F).diagnostics;
    expect(merged.map((d) => [d.line, d.message])).toEqual([[4, "merge keys (<<) are not supported"]]);
    const bomb = ["a: &a [x,x,x,x,x,x,x,x,x,x]", "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]"];
    for (let i = 0; i < 4; i++) bomb.push(`${"cdef"[i]}: &${"cdef"[i]} [${`*${"bcde"[i]},`.repeat(10)}]`);
    const bombed = parseTemplatesYaml(`${bomb.join("\n")}\ntemplates: []\n`, F).diagnostics;
    expect(bombed.map((d) => [d.line, d.message.slice(0, 25)])).toEqual([[2, "too many alias expansions"]]);
  });
});
