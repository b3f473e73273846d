import { describe, expect, it } from "vitest";
import { renderReport } from "../../src/report/report-md.js";
import type { Results } from "../../src/report/results.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
import { expectGolden, loadResults } from "./golden.js";

describe("renderReport: golden files", () => {
  it("renders a passing run", () => {
    expectGolden("report-pass.md", renderReport(KIND_REPORT_SECTIONS, loadResults("pass")));
  });

  it("renders a failing run with a baseline and hostile model answers", () => {
    expectGolden(
      "report-fail.md",
      renderReport(KIND_REPORT_SECTIONS, loadResults("fail"), { baselineLabel: "main@1a2b3c4" }),
    );
  });

  it("renders a run cut down to fit a small limit", () => {
    expectGolden(
      "report-truncated.md",
      renderReport(KIND_REPORT_SECTIONS, loadResults("fail"), {
        baselineLabel: "main@1a2b3c4",
        maxChars: 6500,
      }),
    );
  });
});

describe("renderReport", () => {
  const fail = loadResults("fail");

  it("puts the verdict on the first line", () => {
    const first = renderReport(KIND_REPORT_SECTIONS, fail).split("\n")[0];
    expect(first).toMatch(/^\*\*bias-gate: FAIL\*\* · 3 of 14 checks passed, 4 failed, 7 inconclusive · /);
    expect(renderReport(KIND_REPORT_SECTIONS, loadResults("pass")).split("\n")[0]).toMatch(
      /^\*\*bias-gate: PASS\*\*/,
    );
  });

  it("fits any limit down to the verdict and checks, dropping detail in order and saying so", () => {
    const full = renderReport(KIND_REPORT_SECTIONS, fail);
    let previous = full.length;
    for (let maxChars = full.length; maxChars >= 4000; maxChars -= 250) {
      const text = renderReport(KIND_REPORT_SECTIONS, fail, { maxChars });
      expect(text.length).toBeLessThanOrEqual(maxChars);
      expect(text.length).toBeLessThanOrEqual(previous);
      previous = text.length;
      expect(text).toContain("**bias-gate: FAIL**");
      expect(text).toContain("### Checks");
      for (const check of fail.verdict.checks.filter((c) => c.status !== "pass")) {
        // The no-adjective condition reads in words, not as a group called "none".
        const words = { none: "no adjectives", both: "adjectives: both" } as Record<string, string>;
        expect(text).toContain(`| ${words[check.scope] ?? check.scope} | `);
      }
      if (text !== full) expect(text).toMatch(/_Left out to stay within [\d,]+ characters: example answers/);
    }
  });

  it("drops examples before templates and templates before per-group tables, and keeps them dropped", () => {
    const markers = ["Example biased answers", "### Worst templates", "### Bias rate by group"];
    const goneAt = markers.map(() => Number.POSITIVE_INFINITY);
    const full = renderReport(KIND_REPORT_SECTIONS, fail).length;
    for (let maxChars = full; maxChars >= 4000; maxChars -= 50) {
      const text = renderReport(KIND_REPORT_SECTIONS, fail, { maxChars });
      markers.forEach((marker, i) => {
        const present = text.includes(marker);
        if (!present && goneAt[i] === Number.POSITIVE_INFINITY) goneAt[i] = maxChars;
        if (present) expect(goneAt[i], `${marker} came back at ${maxChars}`).toBe(Number.POSITIVE_INFINITY);
      });
      expect(text).toContain("### Provenance");
    }
    expect(goneAt[0]).toBeLessThan(full);
    expect(goneAt[0]).toBeGreaterThan(goneAt[1]!);
    expect(goneAt[1]).toBeGreaterThan(goneAt[2]!);
  });

  it("still stays within the limit when even the checks do not fit", () => {
    const text = renderReport(KIND_REPORT_SECTIONS, fail, { maxChars: 1500 });
    expect(text.length).toBeLessThanOrEqual(1500);
    expect(text.startsWith("**bias-gate: FAIL**")).toBe(true);
    expect(text).toContain("Cut here");
  });

  it("never lets model text out unescaped", () => {
    const text = renderReport(KIND_REPORT_SECTIONS, fail);
    expect(text).not.toContain("<img");
    expect(text).not.toMatch(/@octocat/);
    expect(text.match(/<\/details>/g)).toHaveLength(2);
    expect(text).not.toContain("\n# Injected");
  });

  it("says when nothing was checked", () => {
    const empty: Results = { ...fail, verdict: { status: "pass", checks: [], reasons: [] } };
    expect(renderReport(KIND_REPORT_SECTIONS, empty)).toContain(
      "No metric had a threshold, so nothing was checked.",
    );
  });
});
