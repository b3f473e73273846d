import { describe, expect, it } from "vitest";
import type { TemplateSuite } from "../../src/config/config.js";
import {
  findSharedQuestions,
  type PlannedPrompt,
  sampleSuites,
  scopedTemplateIds,
} from "../../src/sampling/sample-suites.js";
import type { LoadedSuite } from "../../src/templates/load-suites.js";
import type { Template } from "../../src/templates/types.js";
import { domain, domainsOf, template, twin } from "./helpers.js";

const people = domain("people", ["women,f", "men,m", "girls,f", "boys,m"]);

/** A suite of one statement template and its negated twin, plus one template of its own. */
function suite(name: string, ids: { statement: string; negation: string; own: string }): LoadedSuite {
  const statement = template({ id: ids.statement, text: "#1 are kind.", params: ["people"], label: "Yes" });
  const negation = template({
    id: ids.negation,
    text: "#1 are not kind.",
    params: ["people"],
    label: "No",
    negates: ids.statement,
  });
  const own = template({ id: ids.own, text: "#1 are tall.", params: ["people"] });
  const templates: Template[] = [statement, negation, own];
  return {
    name,
    set: { templates, domains: domainsOf(people), pairs: [twin(statement, negation)], diagnostics: [] },
  };
}

function configOf(suites: readonly LoadedSuite[]): {
  suites: TemplateSuite[];
  seed: string;
  exhaustive: boolean;
} {
  return {
    seed: "7",
    exhaustive: false,
    suites: suites.map((s) => ({
      name: s.name,
      kind: "templates",
      templates: ["templates/test.csv"],
      negationPairing: "negates-column",
      question: "{statement}",
      perTemplate: 2,
    })),
  };
}

describe("template ids shared by suites", () => {
  it("scopes only the ids another suite uses, each with its twin", () => {
    const g = suite("g", { statement: "kind", negation: "kind-not", own: "tall-g" });
    const h = suite("h", { statement: "kind", negation: "kind-never", own: "tall-h" });
    const scoped = scopedTemplateIds([g, h]);
    expect([...(scoped.get(g) ?? [])].sort()).toEqual(["kind", "kind-not"]);
    expect([...(scoped.get(h) ?? [])].sort()).toEqual(["kind", "kind-never"]);
  });

  it("scopes nothing when the suites' ids differ", () => {
    const g = suite("g", { statement: "a", negation: "a-not", own: "b" });
    const h = suite("h", { statement: "c", negation: "c-not", own: "d" });
    expect(scopedTemplateIds([g, h]).size).toBe(0);
  });

  it("gives every prompt of two suites its own id, pair id and template id, with the fillings one suite alone draws", () => {
    const g = suite("g", { statement: "kind", negation: "kind-not", own: "tall" });
    const h = suite("h", { statement: "kind", negation: "kind-not", own: "tall" });
    const both = sampleSuites(configOf([g, h]), [g, h]);
    expect(new Set(both.map((p) => p.id)).size).toBe(both.length);
    expect(
      both
        .filter((p) => p.suite === "h")
        .every((p) => p.id.startsWith("h/") && p.templateId.startsWith("h/")),
    ).toBe(true);
    const paired = both.filter((p) => p.pairId !== undefined);
    expect(paired.length).toBeGreaterThan(0);
    for (const p of paired) expect(p.pairId?.startsWith(`${p.suite}/kind:`)).toBe(true);

    const alone = sampleSuites(configOf([g]), [g]);
    expect(alone.every((p) => !p.id.includes("/"))).toBe(true);
    expect(both.filter((p) => p.suite === "g").map((p) => p.id)).toEqual(alone.map((p) => `g/${p.id}`));
  });
});

describe("findSharedQuestions", () => {
  const asked = (suite: string, question: string) => ({ suite, question }) as PlannedPrompt;
  it("counts, per pair of suites, the questions the later one repeats", () => {
    const found = findSharedQuestions([
      asked("g", "A?"),
      asked("g", "B?"),
      asked("h", "A?"),
      asked("h", "B?"),
      asked("h", "C?"),
      asked("i", "C?"),
      asked("g", "A?"),
    ]);
    expect(found).toEqual([
      { suites: ["g", "h"], count: 2, example: "A?" },
      { suites: ["h", "i"], count: 1, example: "C?" },
    ]);
  });
});
