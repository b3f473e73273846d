import { describe, expect, it } from "vitest";
import { chooseIndices, samplePrompts } from "../../src/sampling/sample.js";
import { createSpace, fillingAt, isValidAt } from "../../src/sampling/space.js";
import { createRng } from "../../src/stats/rng.js";
import { satisfiesConstraints } from "../../src/templates/constraints.js";
import type { Prompt, Template } from "../../src/templates/types.js";
import { chiSquare, domain, domainsOf, numbered, template, twin } from "./helpers.js";

const domains = domainsOf(
  domain("person", ["Alex,m", "Sam,f", "Kim,f", "Alex,f", "Lee,m"]),
  domain("job", ["doctor,high", "nurse,mid", "cook,low"]),
  domain("four", ["w", "x", "y", "z"]),
);
const stmt = template({
  id: "s",
  text: "#1 is a #2 and #3 is not. ",
  params: ["person", "job", "person"],
  constraints: "neq(#1, #3)",
});
const neg = template({
  id: "n",
  text: "#1 is not a #2 and #3 is. ",
  params: ["person", "job", "person"],
  constraints: "neq(#1_class, #3_class)",
  label: "No",
  negates: "s",
});
const solo = template({ id: "solo", text: "#2 likes #1", params: ["job", "person"] });
const other = template({ id: "other", text: "#1", params: ["four"] });

const valuesOf = (p: Prompt) => {
  const values: ({ name: string; class: string } | undefined)[] = [];
  for (const f of p.fillings) values[f.slot - 1] = f;
  return values;
};
const ofTemplate = (prompts: Prompt[], id: string) => prompts.filter((p) => p.templateId === id);

describe("samplePrompts", () => {
  const set = { templates: [stmt, solo, neg], domains, pairs: [twin(stmt, neg)] };

  it("is deterministic and independent of the other templates and their order", () => {
    const a = samplePrompts(set, { perTemplate: 4, seed: 11 });
    expect(samplePrompts(set, { perTemplate: 4, seed: 11 })).toEqual(a);
    const reordered = samplePrompts(
      { templates: [other, neg, stmt], domains, pairs: [twin(stmt, neg)] },
      { perTemplate: 4, seed: 11 },
    );
    expect(ofTemplate(reordered, "s")).toEqual(ofTemplate(a, "s"));
    expect(ofTemplate(reordered, "n")).toEqual(ofTemplate(a, "n"));
    const soloAlone = samplePrompts({ templates: [solo], domains, pairs: [] }, { perTemplate: 4, seed: 11 });
    expect(soloAlone).toEqual(ofTemplate(a, "solo"));
  });

  it("draws a different sample for a different seed", () => {
    const a = samplePrompts(set, { perTemplate: 4, seed: 1 });
    const b = samplePrompts(set, { perTemplate: 4, seed: 2 });
    expect(b.map((p) => p.id)).not.toEqual(a.map((p) => p.id));
  });

  it("keeps templates in input order, fillings in index order, and fills every field", () => {
    const prompts = samplePrompts(set, { perTemplate: 4, seed: 5 });
    expect(prompts.map((p) => p.templateId)).toEqual([
      ..."ssss",
      ..."solo".repeat(4).match(/solo/g)!,
      ..."nnnn",
    ]);
    const first = prompts[0]!;
    expect(first).toMatchObject({ templateId: "s", group: "test", polarity: "statement", label: "Yes" });
    expect(first.file).toBe("templates/test.csv");
    expect(first.line).toBe(2);
    expect(first.statement).toBe(
      `${first.fillings[0]!.name} is a ${first.fillings[1]!.name} and ${first.fillings[2]!.name} is not. `,
    );
    expect(ofTemplate(prompts, "solo")[0]).not.toHaveProperty("pairId");
  });

  it("draws distinct fillings that satisfy the template's and its twin's constraints", () => {
    for (let seed = 0; seed < 30; seed++) {
      const prompts = samplePrompts(set, { perTemplate: 6, seed });
      expect(new Set(prompts.map((p) => p.id)).size).toBe(prompts.length);
      for (const p of ofTemplate(prompts, "s")) {
        expect(satisfiesConstraints(stmt.constraints, valuesOf(p))).toBe(true);
        expect(satisfiesConstraints(neg.constraints, valuesOf(p))).toBe(true);
      }
    }
  });

  it("gives a negated twin exactly its statement's fillings and pairIds, with its own text and label", () => {
    const prompts = samplePrompts(set, { perTemplate: 5, seed: "twins" });
    const s = ofTemplate(prompts, "s");
    const n = ofTemplate(prompts, "n");
    expect(n.map((p) => p.fillings)).toEqual(s.map((p) => p.fillings));
    expect(n.map((p) => p.pairId)).toEqual(s.map((p) => p.pairId));
    expect(s.every((p) => p.pairId === `s:${p.id.slice(2)}`)).toBe(true);
    expect(
      n.every((p) => p.polarity === "negation" && p.label === "No" && p.statement.includes(" is not a ")),
    ).toBe(true);
  });

  it("returns the whole valid space when perTemplate reaches it, equal to exhaustive", () => {
    const exhaustive = samplePrompts(set, { exhaustive: true, seed: 0 });
    expect(samplePrompts(set, { perTemplate: 1000, seed: 9 })).toEqual(exhaustive);
  });

  it("expands exhaustively in APES's nested-loop order with the brute-force count", () => {
    const prompts = samplePrompts(
      { templates: [solo, stmt], domains, pairs: [] },
      { exhaustive: true, seed: 0 },
    );
    const expected: string[] = [];
    const people = domains.get("person")!.values;
    for (const job of domains.get("job")!.values)
      for (const p of people) expected.push(`${p.name} likes ${job.name}`);
    expect(ofTemplate(prompts, "solo").map((p) => p.statement)).toEqual(expected);
    let count = 0;
    for (const a of people)
      for (const _ of domains.get("job")!.values) for (const c of people) if (a.name !== c.name) count++;
    expect(ofTemplate(prompts, "s")).toHaveLength(count);
  });

  it("disambiguates duplicate names with ~2, ~3 by the filling itself, stable across samples", () => {
    const t = template({ id: "d", text: "#1 #2", params: ["person", "person"] });
    const all = samplePrompts({ templates: [t], domains, pairs: [] }, { exhaustive: true, seed: 0 });
    const alexAlex = all.filter((p) => p.statement === "Alex Alex").map((p) => p.id);
    expect(alexAlex).toEqual(["d:Alex|Alex", "d:Alex|Alex~2", "d:Alex|Alex~3", "d:Alex|Alex~4"]);
    expect(new Set(all.map((p) => p.id)).size).toBe(25);
    const byFilling = new Map(all.map((p) => [JSON.stringify(p.fillings), p.id]));
    for (let seed = 0; seed < 10; seed++) {
      for (const p of samplePrompts({ templates: [t], domains, pairs: [] }, { perTemplate: 3, seed })) {
        expect(p.id).toBe(byFilling.get(JSON.stringify(p.fillings)));
      }
    }
  });

  it("draws every 3-subset of a 12-filling constrained space equally often (chi-square, 219 df)", () => {
    // four × four with neq: 12 valid of 16. 22 000 seeds → 100 expected per each of the C(12,3) = 220 subsets.
    const t = template({ id: "u", text: "#1#2", params: ["four", "four"], constraints: "neq(#1, #2)" });
    const counts = new Map<string, number>();
    const perFilling = new Map<string, number>();
    for (let seed = 0; seed < 22_000; seed++) {
      const statements = samplePrompts({ templates: [t], domains, pairs: [] }, { perTemplate: 3, seed }).map(
        (p) => p.statement,
      );
      const key = statements.join(",");
      counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const s of statements) perFilling.set(s, (perFilling.get(s) ?? 0) + 1);
    }
    expect(counts.size).toBe(220);
    // 0.999 quantile of chi-square with 219 df is about 294; with 11 df about 31.3.
    expect(chiSquare([...counts.values()], new Array(220).fill(100))).toBeLessThan(294);
    expect(perFilling.size).toBe(12);
    expect(chiSquare([...perFilling.values()], new Array(12).fill(5500))).toBeLessThan(31.3);
  });

  it("samples a large space by rejection with the constrained marginals (chi-square, 2 df)", () => {
    // 3 × 700 000 = 2.1e6 fillings, above the enumeration threshold. neq on classes leaves x0 and x1 with the
    // 525 000 q-values each and x2 with the 175 000 p-values: shares 3/7, 3/7, 1/7.
    const big = domainsOf(
      domain("x", ["x0,p", "x1,p", "x2,q"]),
      domain("y", numbered("y", 700_000, ["p", "q", "q", "q"])),
    );
    const t = template({
      id: "r",
      text: "#1 #2",
      params: ["x", "y"],
      constraints: "neq(#1_class, #2_class)",
    });
    const space = createSpace(t, big);
    const indices = chooseIndices(space, [t.constraints], 14_000, createRng("marginal"));
    expect(new Set(indices).size).toBe(14_000);
    const counts = [0, 0, 0];
    for (const i of indices) {
      const [x, y] = fillingAt(space, i);
      expect(x!.class).not.toBe(y!.class);
      counts[Number(x!.name.slice(1))]! += 1;
    }
    expect(chiSquare(counts, [6000, 6000, 2000])).toBeLessThan(13.8);
  });

  it("falls back to a full walk when the valid share is tiny, and throws when the space is too big to walk", () => {
    const wide = domainsOf(domain("w", numbered("w", 1500, ["c"])), domain("h", numbered("h", 400, ["c"])));
    const diagonal = template({ id: "diag", text: "#1=#2", params: ["w", "w"], constraints: "eq(#1, #2)" });
    const prompts = samplePrompts(
      { templates: [diagonal], domains: wide, pairs: [] },
      { perTemplate: 1500, seed: 1 },
    );
    expect(prompts).toHaveLength(1500);
    const tooSparse = template({
      id: "cube",
      text: "",
      params: ["h", "h", "h"],
      constraints: "eq(#1, #2) | eq(#2, #3)",
    });
    expect(() =>
      samplePrompts({ templates: [tooSparse], domains: wide, pairs: [] }, { perTemplate: 400, seed: 1 }),
    ).toThrow(/cube.*64000000 fillings/);
    expect(() =>
      samplePrompts({ templates: [tooSparse], domains: wide, pairs: [] }, { exhaustive: true, seed: 1 }),
    ).toThrow(/exhaustive/);
  });

  it("rejects missing or invalid counts and twins with different params", () => {
    expect(() => samplePrompts(set, { seed: 1 })).toThrow(/perTemplate/);
    expect(() => samplePrompts(set, { perTemplate: -1, seed: 1 })).toThrow(RangeError);
    expect(samplePrompts(set, { perTemplate: 0, seed: 1 })).toEqual([]);
    const badNeg: Template = { ...neg, params: ["person", "four", "person"] };
    expect(() =>
      samplePrompts(
        { templates: [stmt, badNeg], domains, pairs: [twin(stmt, badNeg)] },
        { perTemplate: 1, seed: 1 },
      ),
    ).toThrow(/different slots/);
  });

  it("yields 100 000 distinct valid prompts from 6 slots × 300 values (7.3e14 fillings)", () => {
    const wide = domainsOf(domain("name", numbered("n", 300, ["a", "b", "c"])));
    const t = template({
      id: "six",
      text: "#1 #2 #3 #4 #5 #6",
      params: new Array(6).fill("name"),
      constraints: "neq(#1, #2) | neq(#3_class, #4_class)",
    });
    const prompts = samplePrompts(
      { templates: [t], domains: wide, pairs: [] },
      { perTemplate: 100_000, seed: "big" },
    );
    expect(prompts).toHaveLength(100_000);
    expect(new Set(prompts.map((p) => p.id)).size).toBe(100_000);
    for (const p of prompts) expect(satisfiesConstraints(t.constraints, valuesOf(p))).toBe(true);
    const ids = prompts.map((p) => p.fillings.map((f) => f.name.slice(1).padStart(3, "0")).join(""));
    expect(ids.every((id, i) => i === 0 || (ids[i - 1] ?? "") < id)).toBe(true);
  });
});

describe("validity tables shared across one sampling's templates", () => {
  // Same sizes throughout, so only domain identity and the constraints tell the tables apart.
  const a = domain("a", numbered("a", 7, ["x", "y", "z"]));
  const c = domain("c", numbered("c", 7, ["x", "x", "y", "y", "z", "w", "w"]));
  const b = domain("b", numbered("b", 10, ["x"]));
  const shared = domainsOf(a, b, c);
  const cases = [
    template({ id: "t1", text: "", params: ["a", "b", "a"], constraints: "neq(#1_class, #3_class)" }),
    template({ id: "t2", text: "", params: ["a", "b", "a"], constraints: "neq(#1_class, #3_class)" }),
    template({ id: "t3", text: "", params: ["c", "b", "c"], constraints: "neq(#1_class, #3_class)" }),
    template({ id: "t4", text: "", params: ["a", "b", "a"], constraints: "eq(#1_class, #3_class)" }),
    template({ id: "t5", text: "", params: ["a", "b", "a"], constraints: "neq(#1, #3)" }),
  ];

  it("draw what each template draws alone, whichever templates came before", () => {
    const tables = new Map();
    for (const order of [cases, [...cases].reverse()]) {
      for (const t of order) {
        const space = createSpace(t, shared);
        const alone = chooseIndices(space, [t.constraints], 9, createRng("tables", t.id));
        const withShared = chooseIndices(space, [t.constraints], 9, createRng("tables", t.id), tables);
        expect(withShared).toEqual(alone);
        for (const index of withShared) expect(isValidAt(space, index, [t.constraints])).toBe(true);
      }
    }
    // t1 and t2 share one; t3 (other domains), t4 and t5 (other constraints) each have their own.
    expect(tables.size).toBe(4);
  });
});
