import { describe, expect, it } from "vitest";
import {
  createSpace,
  fillingAt,
  forEachValidIndex,
  isValidAt,
  renderStatement,
  tabledFillings,
  valuesAt,
} from "../../src/sampling/space.js";
import { domain, domainsOf, numbered, template } from "./helpers.js";

const domains = domainsOf(
  domain("a", ["a0", "a1"]),
  domain("b", ["b0,x", "b1,y", "b2,x"]),
  domain("c", ["c0", "c1"]),
  domain("big", numbered("v", 300, ["p"])),
);

describe("createSpace", () => {
  it("indexes fillings like nested loops with #1 outermost, skipping unused slots", () => {
    const t = template({ id: "t", text: "#1 #3 #4", params: ["a", undefined, "b", "c"] });
    const space = createSpace(t, domains);
    const loops: string[] = [];
    for (const a of ["a0", "a1"])
      for (const b of ["b0", "b1", "b2"]) for (const c of ["c0", "c1"]) loops.push(`${a} ${b} ${c}`);
    expect(space.size).toBe(12);
    const seen = Array.from({ length: space.size }, (_, i) =>
      fillingAt(space, i)
        .map((f) => f.name)
        .join(" "),
    );
    expect(seen).toEqual(loops);
    expect(fillingAt(space, 5)).toEqual([
      { slot: 1, domain: "a", name: "a0", class: "a0" },
      { slot: 3, domain: "b", name: "b2", class: "x" },
      { slot: 4, domain: "c", name: "c1", class: "c1" },
    ]);
    expect(valuesAt(space, 0)[1]).toBeUndefined();
  });

  it("has one empty filling when no slot is used", () => {
    const space = createSpace(template({ id: "t", text: "plain", params: [] }), domains);
    expect(space.size).toBe(1);
    expect(fillingAt(space, 0)).toEqual([]);
  });

  it("indexes a 6 × 300 space exactly near 7.29e14", () => {
    const space = createSpace(template({ id: "t", text: "", params: new Array(6).fill("big") }), domains);
    expect(space.size).toBe(300 ** 6);
    expect(fillingAt(space, space.size - 1).map((f) => f.name)).toEqual(new Array(6).fill("v299"));
    expect(fillingAt(space, 300 ** 5 + 7).map((f) => f.name)).toEqual(["v1", "v0", "v0", "v0", "v0", "v7"]);
  });

  it("throws clearly above 2^53 fillings, on unknown domains and on out-of-range indices", () => {
    expect(() =>
      createSpace(template({ id: "huge", text: "", params: new Array(7).fill("big") }), domains),
    ).toThrow(/huge.*2\^53/);
    expect(() => createSpace(template({ id: "t", text: "", params: ["nope"] }), domains)).toThrow(
      /unknown domain "nope"/,
    );
    const space = createSpace(template({ id: "t", text: "", params: ["a"] }), domains);
    expect(() => fillingAt(space, 2)).toThrow(RangeError);
  });
});

describe("validity", () => {
  const t = template({ id: "t", text: "", params: ["b", "b"], constraints: "neq(#1, #2)" });
  const twinConstraints = template({
    id: "n",
    text: "",
    params: ["b", "b"],
    constraints: "eq(#1_class, #2_class)",
  });
  const space = createSpace(t, domains);

  it("checks every constraint list it is given (a template's and its twin's)", () => {
    const valid = (sets: Parameters<typeof isValidAt>[2]) =>
      Array.from({ length: space.size }, (_, i) => i).filter((i) => isValidAt(space, i, sets));
    expect(valid([t.constraints])).toEqual([1, 2, 3, 5, 6, 7]);
    expect(valid([t.constraints, twinConstraints.constraints])).toEqual([2, 6]);
  });

  it("walks exactly the valid indices in increasing order", () => {
    const sets = [t.constraints, twinConstraints.constraints];
    const walked: number[] = [];
    forEachValidIndex(space, sets, (i) => walked.push(i));
    expect(walked).toEqual([2, 6]);
  });
});

describe("forEachValidIndex over spaces whose constraints read some of the slots", () => {
  const a = domain("a", numbered("a", 7, ["x", "y", "z"]));
  const b = domain("b", numbered("b", 5, ["x", "y"]));
  const c = domain("c", numbered("c", 6, ["x", "y", "z"]));
  const d = domain("d", ["x,x", "y,z", "z,z", "w,x"]);
  const domains = domainsOf(a, b, c, d);
  const cases: [string, (string | undefined)[], string][] = [
    ["first and last slots", ["a", "b", "a"], "neq(#1_class, #3_class)"],
    ["the two last slots", ["a", "b", "c", "c"], "eq(#3_class, #4_class)"],
    ["the first slot only", ["d", "b", "a", "b"], "eq(#1_class, #1)"],
    [
      "a slot that is not filled",
      ["a", undefined, "c", "b"],
      "neq(#2_class, #3_class)|eq(#1_class, #4_class)",
    ],
    ["two slots twice", ["b", "a", "c", "a"], "neq(#2_class, #4_class)|neq(#2, #4)"],
    ["every slot", ["a", "a"], "neq(#1, #2)"],
  ];

  it.each(cases)(
    "visits exactly the indices that pass the constraints one by one (%s)",
    (_, params, rule) => {
      const t = template({ id: "t", text: "", params, constraints: rule });
      const space = createSpace(t, domains);
      const sets = [t.constraints];
      const walked: number[] = [];
      forEachValidIndex(space, sets, (i) => walked.push(i));
      const oneByOne = Array.from({ length: space.size }, (_, i) => i).filter((i) =>
        isValidAt(space, i, sets),
      );
      expect(walked).toEqual(oneByOne);
      expect(walked.length).toBeGreaterThan(0);
      expect(walked.length).toBeLessThan(space.size);
    },
  );

  it.each(cases)(
    "counts the valid fillings through the table and picks them by ordinal (%s)",
    (_, params, rule) => {
      const t = template({ id: "t", text: "", params, constraints: rule });
      const space = createSpace(t, domains);
      const sets = [t.constraints];
      const walked: number[] = [];
      forEachValidIndex(space, sets, (i) => walked.push(i));
      const tabled = tabledFillings(space, sets);
      // A table under 8 times smaller than the space is not worth building: the walk alone decides there.
      const readSlots = new Set([...rule.matchAll(/#(\d)/g)].map((m) => Number(m[1])));
      let tableSize = 1;
      for (const slot of readSlots) tableSize *= domains.get(params[slot - 1] ?? "")?.values.length ?? 1;
      if (tableSize * 8 > space.size) {
        expect(tabled).toBeUndefined();
        return;
      }
      expect(tabled?.count).toBe(walked.length);
      const ordinals = [0, 1, Math.floor(walked.length / 2), walked.length - 1];
      expect(tabled?.atOrdinals(ordinals)).toEqual(ordinals.map((o) => walked[o]));
      expect(tabled?.atOrdinals([])).toEqual([]);
    },
  );
});

describe("renderStatement", () => {
  const fill = (n: number) => Array.from({ length: n }, (_, i) => ({ slot: i + 1, name: `N${i + 1}` }));

  it("replaces #10–#12 as themselves, not as #1 followed by a digit", () => {
    expect(renderStatement("#1 #10 #11 #12 #2#1 (#3)", fill(12))).toBe("N1 N10 N11 N12 N2N1 (N3)");
  });

  it("keeps trailing spaces, unknown placeholders and the rest of the text as written", () => {
    expect(renderStatement("  #1 and #13, #01 #x.  ", fill(12))).toBe("  N1 and #13, #01 #x.  ");
    expect(renderStatement("#2 is a doctor ", [{ slot: 2, name: "Alex $1" }])).toBe("Alex $1 is a doctor ");
  });
});
