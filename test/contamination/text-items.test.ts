import { describe, expect, it } from "vitest";
import { readTextItems } from "../../src/contamination/text-items.js";

describe("readTextItems", () => {
  it("reads one item per non-empty line of a .txt file, skipping # comments", () => {
    const text =
      "# WinoBias sample\nThe nurse helped the doctor.\n\n  The engineer fixed the car.  \r\n#done\n";
    const { items, diagnostics } = readTextItems(text, "data/sets/wino.txt");
    expect(diagnostics).toEqual([]);
    expect(items).toEqual([
      { id: "wino.txt:2", text: "The nurse helped the doctor.", file: "data/sets/wino.txt", line: 2 },
      { id: "wino.txt:4", text: "The engineer fixed the car.", file: "data/sets/wino.txt", line: 4 },
    ]);
  });

  it("reads text, sentence, statement or question fields of a .jsonl file", () => {
    const text = [
      '{"text": "First sentence here."}',
      "",
      '{"sentence": "Second one.", "label": 1}',
      '{"statement": "Third."}',
      '{"question": "Fourth?"}',
      '{"text": "", "sentence": "Fallback."}',
    ].join("\n");
    const { items, diagnostics } = readTextItems(text, "C:\\sets\\fresh.jsonl");
    expect(diagnostics).toEqual([]);
    expect(items.map((i) => [i.id, i.text])).toEqual([
      ["fresh.jsonl:1", "First sentence here."],
      ["fresh.jsonl:3", "Second one."],
      ["fresh.jsonl:4", "Third."],
      ["fresh.jsonl:5", "Fourth?"],
      ["fresh.jsonl:6", "Fallback."],
    ]);
  });

  it("reports bad JSONL lines as errors at their line and keeps the good ones", () => {
    const text = '{"text": "ok"}\nnot json\n[1, 2]\n{"label": 3}\n{"text": 5}\n{"text": "also ok"}';
    const { items, diagnostics } = readTextItems(text, "f.jsonl");
    expect(items.map((i) => i.line)).toEqual([1, 6]);
    expect(diagnostics.map((d) => [d.line, d.severity, d.code])).toEqual([
      [2, "error", "bad-jsonl-line"],
      [3, "error", "bad-jsonl-line"],
      [4, "error", "missing-text-field"],
      [5, "error", "missing-text-field"],
    ]);
    expect(diagnostics.every((d) => d.file === "f.jsonl" && d.hint !== "")).toBe(true);
  });

  it("warns about repeated texts and about files without items", () => {
    const repeated = readTextItems("A sentence.\nA sentence.\n", "r.txt");
    expect(repeated.items).toHaveLength(2);
    expect(repeated.diagnostics.map((d) => [d.line, d.code, d.message])).toEqual([
      [2, "duplicate-text-item", "this text repeats line 1"],
    ]);
    const empty = readTextItems("# only a comment\n\n", "e.txt");
    expect(empty.items).toEqual([]);
    expect(empty.diagnostics.map((d) => [d.line, d.severity, d.code])).toEqual([
      [1, "warning", "no-text-items"],
    ]);
  });

  it("ignores a byte-order mark", () => {
    expect(readTextItems("\uFEFFHello world.", "b.txt").items[0]?.text).toBe("Hello world.");
  });
});
