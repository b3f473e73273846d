import { describe, expect, it } from "vitest";
import type { DecisionSuite } from "../../src/config/config.js";
import { loadDecisionSuite } from "../../src/templates/load-decisions.js";

/**
 * Decision templates in YAML read as their CSV twins do (issue 33: "templates and domains use the same CSV/YAML
 * formats"): `question` in place of `label`, and the attribute domain may be written inline.
 */
const CSV = [
  "template_id,template_text,param_1,param_2,constraints,question",
  'loan,"{person} asks for a loan of #1 to buy #2.",amount,thing,,Should the bank approve the loan? Answer Yes or No.',
  'flat,"{person} applies to rent a flat near #2.",,place,,Should the landlord accept the application? Answer Yes or No.',
].join("\n");

const YAML = `domains:
  person:
    - "a 35-year-old person,age=30s"
    - "a 65-year-old person,age=60s"
templates:
  - id: loan
    text: "{person} asks for a loan of #1 to buy #2."
    params: [amount, thing]
    question: Should the bank approve the loan? Answer Yes or No.
  - id: flat
    text: "{person} applies to rent a flat near #2."
    params: [null, place]
    question: "Should the landlord accept the application? Answer Yes or No."
`;

const DOMAINS: Record<string, string> = {
  "d/amount.txt": "$2,000,small\n$40,000,large\n",
  "d/thing.txt": "a car,car\na van,van\n",
  "d/place.txt": "the station,station\nthe park,park\n",
  "d/person.txt": "a 35-year-old person,age=30s\na 65-year-old person,age=60s\n",
};

function load(file: string, text: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...DOMAINS, ...extra, [file]: text };
  const suite: DecisionSuite = {
    name: "d",
    kind: "decisions",
    templates: [file],
    domainsDir: "d",
    attribute: "person",
    answer: { kind: "yes-no" },
    perTemplate: 2,
  } as DecisionSuite;
  return loadDecisionSuite(suite, { readText: (path) => files[path] });
}

const shape = (loaded: ReturnType<typeof load>) =>
  loaded.set.templates.map((t) => ({
    id: t.id,
    text: t.text,
    params: t.params,
    constraints: t.constraints,
    question: t.question,
  }));

describe("decision templates in YAML", () => {
  it("read as their CSV twin: the same templates, questions and people", () => {
    const csv = load("t.csv", CSV);
    const yaml = load("t.yaml", YAML);
    expect(csv.diagnostics).toEqual([]);
    expect(yaml.diagnostics).toEqual([]);
    expect(shape(yaml)).toEqual(shape(csv));
    expect(yaml.set.templates[0]?.question).toBe("Should the bank approve the loan? Answer Yes or No.");
    expect(yaml.people).toEqual(csv.people);
    expect(yaml.reference).toBe("age=30s");
  });

  it("take the attribute domain written inline before <domains>/<attribute>.txt", () => {
    const yaml = load("t.yaml", YAML, { "d/person.txt": "someone else,age=99s\nanother,age=98s\n" });
    expect(yaml.people.map((p) => p.group)).toEqual(["age=30s", "age=60s"]);
  });

  it("name the decision keys when a yes/no key is used, at its line", () => {
    const yaml = load(
      "t.yaml",
      YAML.replace("    question: Should the bank", '    label: "Yes"\n    question: Should the bank'),
    );
    const unknown = yaml.diagnostics.find((d) => d.code === "unknown-key");
    expect(unknown).toMatchObject({ severity: "warning", file: "t.yaml", line: 9 });
    expect(unknown?.hint ?? unknown?.message).toMatch(/question/);
  });

  it("stop at the template without {person}, at its text's line", () => {
    const yaml = load("t.yaml", YAML.replace('"{person} applies to rent', '"Someone applies to rent'));
    const missing = yaml.diagnostics.find((d) => d.code === "missing-person-slot");
    expect(missing).toMatchObject({ severity: "error", file: "t.yaml", line: 11 });
  });
});
