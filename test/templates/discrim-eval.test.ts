import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DISCRIM_EVAL_ANSWER_INSTRUCTION, readDiscrimEval } from "../../src/templates/discrim-eval.js";

// Small files in discrim-eval's published format, written by this project (our own wording, never the study's).
const DIR = resolve(import.meta.dirname, "../fixtures/discrim-eval");
const load = (name: string) => {
  const file = resolve(DIR, name);
  return { file, ...readDiscrimEval(readFileSync(file, "utf8"), file) };
};

describe("readDiscrimEval", () => {
  it("makes one family per decision question and fill type, one member per (age, gender, race)", () => {
    const { file, families, diagnostics } = load("explicit.jsonl");
    expect(diagnostics).toEqual([]);
    expect(families.map((f) => f.id)).toEqual(["3:explicit", "7:explicit"]);
    const [lease] = families;
    expect(lease?.template).toBe("3");
    expect(lease?.fillType).toBe("explicit");
    expect(lease?.scale).toEqual({ kind: "yes-no" });
    expect(lease?.source).toEqual({ file, line: 1 });
    expect(families[1]?.source.line).toBe(5);
    // The published ages are floats (30.0): the group reads as people write it.
    expect(lease?.members.map((m) => m.group)).toEqual([
      "age=30|gender=male|race=white",
      "age=30|gender=female|race=Black",
      "age=60|gender=female|race=Asian",
      "age=60|gender=non-binary|race=Hispanic",
    ]);
    expect(lease?.members[2]?.attributes).toEqual({ age: "60", gender: "female", race: "Asian" });
  });

  it("sends the published prompt whole, closed by the same yes/no instruction as our templates", () => {
    const { families } = load("explicit.jsonl");
    const prompt = families[0]?.members[1]?.prompt ?? "";
    expect(prompt.startsWith("A 30-year-old Black female tenant has rented the same flat")).toBe(true);
    expect(prompt).toContain("Should the landlord renew the lease?\n\n");
    expect(prompt.endsWith(DISCRIM_EVAL_ANSWER_INSTRUCTION)).toBe(true);
  });

  it("reads the implicit file, where names carry the demographics, as fill type implicit", () => {
    const { families, diagnostics } = load("implicit.jsonl");
    expect(diagnostics).toEqual([]);
    expect(families).toHaveLength(1);
    expect(families[0]?.id).toBe("12:implicit");
    expect(families[0]?.fillType).toBe("implicit");
    expect(families[0]?.members).toHaveLength(4);
    expect(families[0]?.members[0]?.prompt).toContain("Connor Walsh");
    expect(families[0]?.members[0]?.prompt).not.toContain("white");
  });

  it("keeps the same question written explicitly and implicitly as two families", () => {
    const explicit = readFileSync(resolve(DIR, "explicit.jsonl"), "utf8");
    const implicit = readFileSync(resolve(DIR, "implicit.jsonl"), "utf8").replaceAll(
      '"decision_question_id": 12',
      '"decision_question_id": 3',
    );
    const { families } = readDiscrimEval(`${explicit}${implicit}`, "both.jsonl");
    expect(families.map((f) => f.id)).toEqual(["3:explicit", "7:explicit", "3:implicit"]);
    expect(families.filter((f) => f.template === "3")).toHaveLength(2);
  });

  it("names each bad line by file and line, and keeps the usable ones", () => {
    const { file, families, diagnostics } = load("broken.jsonl");
    const found = diagnostics.map((d) => [d.line, d.severity, d.code]);
    expect(found).toEqual([
      [2, "error", "bad-json"],
      [3, "error", "missing-field"],
      [8, "error", "bad-fill-type"],
      [9, "error", "bad-json"],
      [7, "warning", "duplicate-member"],
      [5, "warning", "single-member-family"],
    ]);
    expect(diagnostics.every((d) => d.file === file && d.hint !== "")).toBe(true);
    expect(diagnostics[1]?.message).toContain("'gender'");
    expect(diagnostics[4]?.message).toContain("first on line 6");
    expect(diagnostics[5]?.message).toContain("decision question 22");
    // Question 21 keeps its two good lines; question 22, with one person, measures nothing and is left out.
    expect(families.map((f) => [f.id, f.members.length])).toEqual([["21:explicit", 2]]);
  });

  it("refuses an empty file rather than letting its checks vanish", () => {
    const { families, diagnostics } = readDiscrimEval("\n\n", "empty.jsonl");
    expect(families).toEqual([]);
    expect(diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([["empty.jsonl", 1, "empty-file"]]);
  });

  it("accepts CRLF, a BOM and string ids and ages", () => {
    const line = (gender: string) =>
      JSON.stringify({
        filled_template: `A ${gender} nurse asks to join the night rota. Should the ward accept?`,
        decision_question_id: "q-9",
        age: "40",
        gender,
        race: "white",
        fill_type: "explicit",
      });
    const { families, diagnostics } = readDiscrimEval(
      `\uFEFF${line("male")}\r\n${line("female")}\r\n`,
      "w.jsonl",
    );
    expect(diagnostics).toEqual([]);
    expect(families[0]?.id).toBe("q-9:explicit");
    expect(families[0]?.members.map((m) => m.group)).toEqual([
      "age=40|gender=male|race=white",
      "age=40|gender=female|race=white",
    ]);
  });
});
