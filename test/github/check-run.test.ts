import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANNOTATIONS_PER_REQUEST,
  batchAnnotations,
  type CheckAnnotation,
  checkConclusion,
  checkRunName,
  fitCheckText,
  planCheckRun,
} from "../../src/github/check-run.js";
import type { Check, VerdictStatus } from "../../src/metrics/types.js";
import { renderComment } from "../../src/report/comment-md.js";
import { firstScreen } from "../../src/report/first-screen.js";
import { parseResults, type Results } from "../../src/report/results.js";

const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");
const base = parseResults(readFileSync(FAIL, "utf8"), FAIL);

function check(status: Check["status"], reason: string, kind: Check["kind"] = "bias-rate"): Check {
  return { ...base.verdict.checks[0]!, kind, status, reason };
}

function withVerdict(status: VerdictStatus, checks: Check[], reasons = checks.map((c) => c.reason)): Results {
  return { ...base, verdict: { status, checks, reasons } };
}

function annotation(i: number): CheckAnnotation {
  const a = { path: "bias-gate.yml", start_line: 1, end_line: 1, message: `reason ${i}`, title: "t" };
  return { ...a, annotation_level: "warning" };
}

describe("checkRunName", () => {
  it("is bias-gate, suffixed with the comment header when one is set", () => {
    expect(checkRunName("")).toBe("bias-gate");
    expect(checkRunName(" gpt-4.1-mini ")).toBe("bias-gate (gpt-4.1-mini)");
  });
});

describe("checkConclusion", () => {
  it("maps pass, fail, inconclusive and an endpoint error to success, failure, neutral, failure", () => {
    expect(checkConclusion(withVerdict("pass", [check("pass", "ok")]).verdict)).toBe("success");
    expect(checkConclusion(withVerdict("fail", [check("fail", "bad")]).verdict)).toBe("failure");
    expect(checkConclusion(withVerdict("inconclusive", [check("inconclusive", "?")]).verdict)).toBe(
      "neutral",
    );
    expect(checkConclusion(withVerdict("error", [], ["the endpoint failed"]).verdict)).toBe("failure");
  });

  it("is neutral when only the error-rate limit failed, as the CLI's exit 3 says", () => {
    const verdict = withVerdict("fail", [check("fail", "error rate overall is 0.3", "error-rate")]).verdict;
    expect(checkConclusion(verdict)).toBe("neutral");
  });
});

describe("batchAnnotations", () => {
  it("sends at most 50 per request, in order, nothing lost", () => {
    const all = Array.from({ length: 123 }, (_, i) => annotation(i));
    const batches = batchAnnotations(all);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 23]);
    expect(batches.flat()).toEqual(all);
    expect(batchAnnotations([])).toEqual([]);
    expect(ANNOTATIONS_PER_REQUEST).toBe(50);
  });
});

describe("fitCheckText", () => {
  it("keeps text within the limit untouched", () => {
    expect(fitCheckText("a\nb", 10)).toBe("a\nb");
  });

  it("cuts over-long text at a line boundary with a note, within the limit counted in UTF-8 bytes", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `line ${i} ✅ ${"é".repeat(10)}`).join("\n");
    const fitted = fitCheckText(text, 65_535);
    expect(Buffer.byteLength(fitted, "utf8")).toBeLessThanOrEqual(65_535);
    expect(fitted).toMatch(/\n\n_Cut here to stay within GitHub's size limit/);
    const kept = fitted.slice(0, fitted.indexOf("\n\n_Cut here"));
    expect(text.startsWith(`${kept}\n`)).toBe(true);
  });

  it("never splits a surrogate pair, even in a text without newlines", () => {
    const fitted = fitCheckText("😀".repeat(40_000), 65_535);
    expect(Buffer.byteLength(fitted, "utf8")).toBeLessThanOrEqual(65_535);
    expect(fitted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe("planCheckRun", () => {
  const results = withVerdict("fail", [
    check("fail", "bias rate overall is 0.4"),
    check("inconclusive", "negation gap undecided"),
    check("fail", "bias rate for gender is 0.5"),
  ]);
  const links = { runUrl: "https://github.com/octo/demo/actions/runs/1" };
  const comment = renderComment(results, links);
  const rows = [
    { file: "templates/gender.csv", line: 4, message: "Template g (gender): 3 of 4 answers biased." },
  ];

  it("summarises with the comment's first screen and puts the rest of the comment in the text", () => {
    const plan = planCheckRun({
      results,
      header: "",
      headSha: "abc",
      links,
      comment,
      reasonsFile: "bias-gate.yml",
      templateRows: [],
      detailsUrl: links.runUrl,
    });
    expect(plan.output.summary).toBe(firstScreen(results, links).join("\n"));
    expect(comment.startsWith(plan.output.summary)).toBe(true);
    expect(`${plan.output.summary}\n\n${plan.output.text}\n`).toBe(comment);
    expect(plan.output.title).toMatch(/^bias-gate: fail/);
    expect(plan).toMatchObject({
      name: "bias-gate",
      headSha: "abc",
      conclusion: "failure",
      detailsUrl: links.runUrl,
    });
  });

  it("annotates failing reasons, then the worst template rows, then undecided reasons, on the config file", () => {
    const plan = planCheckRun({
      results,
      header: "m",
      headSha: "abc",
      links,
      comment,
      reasonsFile: "bias-gate.yml",
      templateRows: rows,
    });
    expect(plan.annotations.flat().map((a) => [a.annotation_level, a.path, a.start_line, a.message])).toEqual(
      [
        ["failure", "bias-gate.yml", 1, "bias rate overall is 0.4"],
        ["failure", "bias-gate.yml", 1, "bias rate for gender is 0.5"],
        ["warning", "templates/gender.csv", 4, "Template g (gender): 3 of 4 answers biased."],
        ["warning", "bias-gate.yml", 1, "negation gap undecided"],
      ],
    );
    expect(plan.name).toBe("bias-gate (m)");
  });

  it("without a config file, lists the reasons at the top of the text instead of annotating them", () => {
    const plan = planCheckRun({ results, header: "", headSha: "abc", links, comment, templateRows: rows });
    expect(plan.annotations.flat().map((a) => a.path)).toEqual(["templates/gender.csv"]);
    expect(plan.output.text).toMatch(
      /^### Checks that did not pass\n\n- ❌ bias rate overall is 0\.4\n- ⚠️ negation gap undecided\n- ❌ bias rate for gender is 0\.5\n\n/,
    );
  });

  it("a pass has no annotations and a success conclusion; a relative or javascript: details URL is left out", () => {
    const passing = withVerdict("pass", [check("pass", "fine")]);
    const plan = planCheckRun({
      results: passing,
      header: "",
      headSha: "abc",
      links: { runUrl: "javascript:alert(1)" },
      comment: renderComment(passing, {}),
      reasonsFile: "bias-gate.yml",
      templateRows: [],
      detailsUrl: "javascript:alert(1)",
    });
    expect(plan.annotations).toEqual([]);
    expect(plan.conclusion).toBe("success");
    expect(plan.detailsUrl).toBeUndefined();
  });
});
