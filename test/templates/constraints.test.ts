import { describe, expect, it } from "vitest";
import { parseConstraints, satisfiesConstraints } from "../../src/templates/constraints.js";

const v = (name: string, cls: string) => ({ name, class: cls });

describe("parseConstraints", () => {
  it("reads several constraints separated by |, with name and class arguments", () => {
    const parsed = parseConstraints("neq(#1, #3) | eq(#2_class,#4_class)");
    expect(parsed.issues).toEqual([]);
    expect(
      parsed.constraints.map((c) => [c.fn, c.left.slot, c.left.field, c.right.slot, c.right.field]),
    ).toEqual([
      ["neq", 1, "name", 3, "name"],
      ["eq", 2, "class", 4, "class"],
    ]);
    expect(parsed.offsets).toEqual([0, 14]);
  });

  it("reads #k_label as the name and reports it, so the validator can warn", () => {
    const parsed = parseConstraints("neq(#1_label, #2)");
    expect(parsed.constraints[0]!.left).toEqual({ slot: 1, field: "name", raw: "#1_label" });
    expect(parsed.issues).toEqual([
      { kind: "label-suffix", arg: "#1_label", source: "neq(#1_label, #2)", offset: 0 },
    ]);
  });

  it("reports unknown functions, bad arguments and syntax instead of guessing", () => {
    expect(parseConstraints("lt(#1, #2)").issues[0]).toMatchObject({ kind: "unknown-function", fn: "lt" });
    expect(parseConstraints("neq(#1, #2_kind)").issues[0]).toMatchObject({
      kind: "bad-argument",
      arg: "#2_kind",
    });
    expect(parseConstraints("neq(#1)").issues[0]).toMatchObject({ kind: "syntax" });
    expect(parseConstraints("neq #1 #2").issues[0]).toMatchObject({ kind: "syntax" });
    expect(parseConstraints("  ").constraints).toEqual([]);
  });
});

describe("satisfiesConstraints", () => {
  const { constraints } = parseConstraints("neq(#1, #3) | eq(#1_class, #2_class)");

  it("holds only when every constraint holds", () => {
    expect(satisfiesConstraints(constraints, [v("a", "x"), v("b", "x"), v("c", "y")])).toBe(true);
    expect(satisfiesConstraints(constraints, [v("a", "x"), v("b", "x"), v("a", "y")])).toBe(false);
    expect(satisfiesConstraints(constraints, [v("a", "x"), v("b", "z"), v("c", "y")])).toBe(false);
  });

  it("compares #10 independently of #1", () => {
    const ten = parseConstraints("neq(#1, #10)").constraints;
    const values = Array.from({ length: 10 }, (_, i) => v(i === 9 ? "a" : `v${i}`, "c"));
    expect(satisfiesConstraints(ten, values)).toBe(true);
    values[0] = v("a", "c");
    expect(satisfiesConstraints(ten, values)).toBe(false);
  });
});
