import { describe, expect, it } from "vitest";
import { makeDiagnostic } from "../../src/config/diagnostic.js";
import {
  dedupeDiagnostics,
  formatDiagnostic,
  sortDiagnostics,
  summarizeDiagnostics,
} from "../../src/templates/diagnostics.js";

const at = (file: string, line: number, column: number) => ({ file, line, column });

describe("diagnostics", () => {
  it("formats as file:line:column: severity: message with an indented hint", () => {
    const d = makeDiagnostic(
      "error",
      "bad-label",
      at("a.csv", 3, 27),
      "label 'Maybe' is wrong",
      "write Yes or No",
    );
    expect(formatDiagnostic(d)).toBe("a.csv:3:27: error: label 'Maybe' is wrong\n  hint: write Yes or No");
    expect(formatDiagnostic({ ...d, hint: "" })).toBe("a.csv:3:27: error: label 'Maybe' is wrong");
  });

  it("sorts by file, line and column, and counts by severity and code", () => {
    const ds = [
      makeDiagnostic("warning", "x", at("b.csv", 1, 1), "m", "h"),
      makeDiagnostic("error", "y", at("a.csv", 2, 5), "m", "h"),
      makeDiagnostic("warning", "x", at("a.csv", 2, 1), "m", "h"),
      makeDiagnostic("warning", "x", at("a.csv", 10, 1), "m", "h"),
    ];
    expect(sortDiagnostics(ds).map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
      "a.csv:2:1",
      "a.csv:2:5",
      "a.csv:10:1",
      "b.csv:1:1",
    ]);
    expect(summarizeDiagnostics(ds)).toEqual({ errors: 1, warnings: 3, byCode: { x: 3, y: 1 } });
  });

  it("drops repeats of a code at one position", () => {
    const d = makeDiagnostic("error", "bad-label", at("a.csv", 3, 27), "m", "h");
    expect(dedupeDiagnostics([d, { ...d }, { ...d, column: 28 }])).toHaveLength(2);
  });
});
