import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../src/report/history.js";
import type { Results } from "../../src/report/results.js";
import { renderSummary } from "../../src/report/summary-md.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
import { expectGolden, loadResults } from "./golden.js";

function history(n: number): HistoryEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    at: `2025-01-${String(1 + (i % 28)).padStart(2, "0")}T09:30:00.000Z`,
    sha: `${i.toString(16).padStart(7, "0")}deadbeef`,
    ref: "refs/heads/main",
    verdict: i % 3 === 0 ? "fail" : "pass",
    biasRate: 0.05 + i / 1000,
    negationGap: 0.01,
    ...(i % 2 === 0 ? { stereotypeGap: 4.5 } : {}),
  }));
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("renderSummary: golden files", () => {
  it("renders a run without history", () => {
    expectGolden("summary-no-history.md", renderSummary(KIND_REPORT_SECTIONS, loadResults("pass")));
  });

  it("renders a run with a trend table and chart", () => {
    expectGolden(
      "summary-history.md",
      renderSummary(KIND_REPORT_SECTIONS, loadResults("fail"), {
        history: history(25),
        baselineLabel: "main@1a2b3c4",
      }),
    );
  });
});

describe("renderSummary", () => {
  const fail = loadResults("fail");

  it("shows the last 20 entries and no chart for a single point", () => {
    const text = renderSummary(KIND_REPORT_SECTIONS, fail, { history: history(25) });
    expect(text.match(/^\| \d+ \| 2025-/gm)).toHaveLength(20);
    expect(text).toContain("`0000005`");
    expect(text).not.toContain("`0000004`");
    expect(renderSummary(KIND_REPORT_SECTIONS, fail, { history: history(1) })).not.toContain("```mermaid");
    expect(renderSummary(KIND_REPORT_SECTIONS, fail, { history: history(2) })).toContain(
      "    line [0.05, 0.051]",
    );
  });

  it("drops the chart, then old rows, then report detail to fit", () => {
    const full = renderSummary(KIND_REPORT_SECTIONS, fail, { history: history(20) });
    const noChart = renderSummary(KIND_REPORT_SECTIONS, fail, {
      history: history(20),
      maxBytes: bytes(full) - 1,
    });
    expect(noChart).not.toContain("```mermaid");
    expect(noChart.match(/^\| \d+ \| 2025-/gm)).toHaveLength(20);
    const fewer = renderSummary(KIND_REPORT_SECTIONS, fail, {
      history: history(20),
      maxBytes: bytes(noChart) - 1,
    });
    expect(fewer.match(/^\| \d+ \| 2025-/gm)).toHaveLength(19);
    expect(fewer).toContain("`0000013`");
    for (const maxBytes of [12_000, 8000, 5000, 2000]) {
      const text = renderSummary(KIND_REPORT_SECTIONS, fail, { history: history(20), maxBytes });
      expect(bytes(text)).toBeLessThanOrEqual(maxBytes);
      expect(text.startsWith("**bias-gate: FAIL**")).toBe(true);
    }
  });

  it("keeps a huge run with multi-byte answers within 1 MiB", () => {
    const answer = `😀ÿ€ <script>@octocat ${"界".repeat(300)}`;
    const templates = Array.from({ length: 20_000 }, (_, i) => ({
      id: `t${i}`,
      group: "gender",
      numerator: 1,
      denominator: 2,
      rate: 0.5,
      examples: [{ prompt: answer, answer, label: "No" }],
    }));
    const hashes = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, i) => [`templates/${"界".repeat(100)}${i}.csv`, "ab".repeat(32)]),
    );
    const huge: Results = {
      ...fail,
      templates,
      provenance: { ...fail.provenance, templateHashes: hashes },
    };
    const text = renderSummary(KIND_REPORT_SECTIONS, huge, { history: history(20) });
    expect(bytes(text)).toBeLessThanOrEqual(1_048_576);
    expect(text.startsWith("**bias-gate: FAIL**")).toBe(true);
    expect(text).not.toContain("<script>");
  });
});
