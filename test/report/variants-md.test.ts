import { describe, expect, it } from "vitest";
import { renderComment } from "../../src/report/comment-md.js";
import { renderHtmlReport } from "../../src/report/html/html-report.js";
import { renderReport } from "../../src/report/report-md.js";
import type { Results } from "../../src/report/results.js";
import { renderTerminal } from "../../src/report/terminal.js";
import { buildVariantsSection } from "../../src/report/variants.js";
import { comparisonLines } from "../../src/report/variants-md.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
import { expectGolden, loadResults } from "./golden.js";

/** The pass fixture as the current model and the fail fixture as the candidate, on their shared prompts. */
function comparison(gatedOn = "current"): Results {
  const current = loadResults("pass");
  const candidate = loadResults("fail");
  const variants = buildVariantsSection(
    [
      { variant: { label: "current", model: current.provenance.model }, results: current },
      { variant: { label: "candidate", model: candidate.provenance.model }, results: candidate },
    ],
    gatedOn,
    0.95,
  );
  // The file is the gated variant's results with the section added.
  return { ...(gatedOn === "current" ? current : candidate), variants };
}

describe("a comparison run's reports", () => {
  it("puts one line per candidate on the comment's first screen, and the side-by-side table below", () => {
    const comment = renderComment(comparison());
    expectGolden("comment-variants.md", comment);
    const lines = comment.split("\n");
    expect(lines[1]).toMatch(/^↔️ candidate `candidate` vs current `current`: bias rate [+-]?\d\.\d{3} \[/);
    expect(comment).toContain("<summary>Variants: 2 side by side, gated on current</summary>");
  });

  it("shows the variants section in report.md and the differences in the terminal summary", () => {
    const results = comparison("candidate");
    expectGolden("report-variants.md", renderReport(KIND_REPORT_SECTIONS, results));
    const terminal = renderTerminal(results, { color: false, outDir: "bias-gate-out" });
    expect(terminal).toContain("candidate vs current (gated on candidate):");
    expect(terminal).toMatch(/ {2}bias rate [+-]?\d\.\d{3} \[.*\] {2}flips \d+ worse \/ \d+ better of \d+/);
  });

  it("adds nothing for a run of one model", () => {
    const single = loadResults("pass");
    expect(comparisonLines(single)).toEqual([]);
    expect(renderComment(single)).not.toContain("Variants");
  });
});

describe("a comparison run's report.html", () => {
  it("has a variants section with each candidate's escaped differences, and none for one model", () => {
    const html = renderHtmlReport(comparison());
    expect(html).toContain('<section id="variants"');
    expect(html).toMatch(/<caption>candidate \(candidate\) vs current \(current\)<\/caption>/);
    expect(html).toContain("<td>bias rate · overall</td>");
    expect(renderHtmlReport(loadResults("pass"))).not.toContain('id="variants"');
  });
});
