import { describe, expect, it } from "vitest";
import { samplePrompts } from "../../src/sampling/sample.js";
import type { Prompt } from "../../src/templates/types.js";
import { chiSquare, domain, domainsOf, template, twin } from "./helpers.js";

const domains = domainsOf(
  domain("person", ["Alex,m", "Sam,f", "Kim,f", "Lee,m", "Ana,f", "Bo,m"]),
  domain("job", ["doctor,high", "nurse,mid", "cook,low", "pilot,high"]),
);
const stmt = template({ id: "s", text: "#1 is a #2.", params: ["person", "job"] });
const neg = template({
  id: "n",
  text: "#1 is not a #2.",
  params: ["person", "job"],
  label: "No",
  negates: "s",
});
const set = { templates: [stmt, neg], domains, pairs: [twin(stmt, neg)] };
const ids = (prompts: Prompt[], template = "s") =>
  prompts.filter((p) => p.templateId === template).map((p) => p.id);

describe("sampling in looks (src/sampling/later-looks.ts)", () => {
  it("keeps look 1 exactly the fixed plan's sample, and adds new fillings at each later look", () => {
    const fixed = ids(samplePrompts(set, { perTemplate: 5, seed: 7 }));
    const one = ids(samplePrompts(set, { perTemplate: 5, seed: 7, looks: 1 }));
    const two = ids(samplePrompts(set, { perTemplate: 5, seed: 7, looks: 2 }));
    const three = ids(samplePrompts(set, { perTemplate: 5, seed: 7, looks: 3 }));
    expect(one).toEqual(fixed);
    expect(two).toHaveLength(10);
    expect(new Set(two).size).toBe(10);
    for (const id of one) expect(two).toContain(id);
    for (const id of two) expect(three).toContain(id);
    expect(three).toHaveLength(15);
  });

  it("gives a negated twin exactly its statement's fillings at every look", () => {
    const prompts = samplePrompts(set, { perTemplate: 4, seed: "twin", looks: 3 });
    const key = (p: Prompt) => p.fillings.map((f) => f.name).join("|");
    expect(prompts.filter((p) => p.templateId === "n").map(key)).toEqual(
      prompts.filter((p) => p.templateId === "s").map(key),
    );
  });

  it("stops at the template's space: nothing is asked twice", () => {
    const all = ids(samplePrompts(set, { perTemplate: 10, seed: 3, looks: 5 }));
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
  });

  it("is the same for the same seed and another for another", () => {
    const a = ids(samplePrompts(set, { perTemplate: 4, seed: 1, looks: 2 }));
    expect(ids(samplePrompts(set, { perTemplate: 4, seed: 1, looks: 2 }))).toEqual(a);
    expect(ids(samplePrompts(set, { perTemplate: 4, seed: 2, looks: 2 }))).not.toEqual(a);
  });

  it("draws look 2 uniformly from the fillings look 1 left", () => {
    const counts = new Map<string, number>();
    const runs = 3000;
    for (let seed = 0; seed < runs; seed++) {
      const one = new Set(ids(samplePrompts(set, { perTemplate: 4, seed, looks: 1 })));
      for (const id of ids(samplePrompts(set, { perTemplate: 4, seed, looks: 2 })))
        if (!one.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // Every one of the 24 fillings is equally likely to be among a run's 8 (the union is a simple random sample).
    const observed = [...counts.values()];
    expect(observed).toHaveLength(24);
    const expected = (runs * 4) / 24;
    expect(
      chiSquare(
        observed,
        observed.map(() => expected),
      ),
    ).toBeLessThan(45);
  });
});
