import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { historyEntry, historyLine, parseHistory } from "../../src/report/history.js";
import { parseResults, type Results } from "../../src/report/results.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

function loadResults(name: string): Results {
  const file = join(FIXTURES, "results", `${name}.json`);
  return parseResults(readFileSync(file, "utf8"), file);
}

describe("historyEntry", () => {
  it("keeps the verdict and headline numbers of a run", () => {
    const entry = historyEntry(loadResults("fail"), {
      sha: "1a2b3c4d",
      ref: "refs/pull/7/merge",
      at: "2025-01-15T09:30:00.000Z",
    });
    expect(entry).toEqual({
      at: "2025-01-15T09:30:00.000Z",
      sha: "1a2b3c4d",
      ref: "refs/pull/7/merge",
      verdict: "fail",
      biasRate: expect.closeTo(0.185, 3),
      negationGap: expect.closeTo(0.071, 3),
      stereotypeGap: expect.closeTo(14.5, 1),
    });
    expect(entry).not.toHaveProperty("contaminationDelta");
  });

  it("leaves out what was not given", () => {
    const entry = historyEntry(loadResults("pass"), { at: "2025-01-15T00:00:00Z" });
    expect(Object.keys(entry).sort()).toEqual(["at", "biasRate", "negationGap", "verdict"]);
  });
});

describe("parseHistory", () => {
  const a = historyEntry(loadResults("pass"), { sha: "aaa", at: "2025-01-01T00:00:00Z" });
  const b = historyEntry(loadResults("fail"), { sha: "bbb", ref: "main", at: "2025-01-02T00:00:00Z" });

  it("round-trips entries", () => {
    expect(parseHistory(historyLine(a) + historyLine(b))).toEqual([a, b]);
  });

  it("skips damaged, blank and misshapen lines", () => {
    const text = [
      historyLine(a).trimEnd(),
      "",
      '{"at":"2025-01-03T00:00:00Z","verdict":"pa',
      "not json",
      "[1,2]",
      "null",
      '{"at":"2025-01-04T00:00:00Z","verdict":"maybe"}',
      '{"verdict":"pass"}',
      '{"at":"2025-01-05T00:00:00Z","verdict":"pass","biasRate":"0.1"}',
      '{"at":"2025-01-06T00:00:00Z","verdict":"pass","sha":7}',
      historyLine(b).trimEnd(),
      '{"at":"2025-01-07T00:00:00Z","verdict":"inconclusive","extra":true}\r',
    ].join("\n");
    expect(parseHistory(text)).toEqual([a, b, { at: "2025-01-07T00:00:00Z", verdict: "inconclusive" }]);
  });
});
