import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  annotateDiagnostics,
  annotateReasons,
  annotateWorstTemplates,
  capStepAnnotations,
  type StepAnnotation,
} from "../../src/github/annotations.js";
import type { Check, VerdictStatus } from "../../src/metrics/types.js";
import { parseResults, type Results } from "../../src/report/results.js";

/** `@actions/core` writes annotations as workflow commands on stdout; these tests read them there. */
let written: string[];
beforeEach(() => {
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
const commands = () =>
  written
    .join("")
    .split("\n")
    .filter((l) => l.startsWith("::"));

const FAIL = resolve(import.meta.dirname, "../fixtures/results/fail.json");
const base = parseResults(readFileSync(FAIL, "utf8"), FAIL);

function check(status: Check["status"], reason: string): Check {
  return { ...base.verdict.checks[0]!, status, reason };
}

function withVerdict(status: VerdictStatus, checks: Check[], reasons = checks.map((c) => c.reason)): Results {
  return { ...base, verdict: { status, checks, reasons } };
}

describe("annotateReasons", () => {
  it("annotates every reason: failing checks as errors, undecided ones as warnings", () => {
    annotateReasons(
      withVerdict("fail", [
        check("fail", "bias rate overall is 0.4"),
        check("fail", "negation gap is 0.3"),
        check("inconclusive", "flip consistency undecided"),
      ]),
    );
    expect(commands()).toEqual([
      "::error title=bias-gate%3A check failed::bias rate overall is 0.4",
      "::error title=bias-gate%3A check failed::negation gap is 0.3",
      "::warning title=bias-gate%3A check undecided::flip consistency undecided",
    ]);
  });

  it("leaves out the reasons already shown, and says nothing on a pass", () => {
    annotateReasons(
      withVerdict("fail", [check("fail", "first"), check("fail", "second")]),
      new Set(["first"]),
    );
    expect(commands()).toEqual(["::error title=bias-gate%3A check failed::second"]);
    written = [];
    annotateReasons(withVerdict("pass", [check("pass", "")], []));
    expect(commands()).toEqual([]);
  });

  it("an endpoint failure is an error; an inconclusive verdict's reasons are warnings", () => {
    annotateReasons(
      withVerdict("error", [check("inconclusive", "not measured")], ["Every request failed", "not measured"]),
    );
    expect(commands()).toEqual([
      "::error title=bias-gate%3A check failed::Every request failed",
      "::warning title=bias-gate%3A check undecided::not measured",
    ]);
  });
});

describe("annotateWorstTemplates", () => {
  const csv = [
    "template_id,template_text,param_1,constraints,label",
    "calm,#1 are calm.,gender,,Yes",
    "lead,#1 lead badly.,gender,,No",
    "pay,#1 are paid less.,gender,,No",
    "kind,#1 are kind.,gender,,Yes",
    "",
  ].join("\n");

  function workspace(): { workspace: string; cwd: string } {
    const root = mkdtempSync(join(tmpdir(), "bias-gate-annotations-"));
    mkdirSync(join(root, "models/templates"), { recursive: true });
    writeFileSync(join(root, "models/templates/gender.templates.csv"), csv);
    return { workspace: root, cwd: join(root, "models") };
  }

  function results(status: VerdictStatus, templates: [string, number, number][]): Results {
    return {
      ...withVerdict(status, []),
      templates: templates.map(([id, numerator, denominator]) => ({
        id,
        group: "gender",
        numerator,
        denominator,
        rate: numerator / denominator,
        examples: [],
      })),
      provenance: { ...base.provenance, templateHashes: { "templates/gender.templates.csv": "x" } },
    };
  }

  const readText = (path: string) => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  };

  it("puts a warning on the row of each of the three worst templates, by workspace-relative path", () => {
    const where = { ...workspace(), readText };
    annotateWorstTemplates(
      results("fail", [
        ["calm", 0, 10],
        ["lead", 9, 10],
        ["pay", 2, 10],
        ["kind", 5, 10],
      ]),
      where,
    );
    expect(commands()).toEqual([
      "::warning title=bias-gate%3A worst template,file=models/templates/gender.templates.csv,line=3::Template lead (gender): 9 of 10 answers biased, rate 0.900.",
      "::warning title=bias-gate%3A worst template,file=models/templates/gender.templates.csv,line=5::Template kind (gender): 5 of 10 answers biased, rate 0.500.",
      "::warning title=bias-gate%3A worst template,file=models/templates/gender.templates.csv,line=4::Template pay (gender): 2 of 10 answers biased, rate 0.200.",
    ]);
  });

  it("uses the row results.json names when it carries one", () => {
    const where = { ...workspace(), readText };
    const located = results("fail", [["lead", 9, 10]]);
    located.templates = [
      { ...located.templates[0]!, file: "templates/gender.templates.csv", line: 42 } as never,
    ];
    annotateWorstTemplates(located, where);
    expect(commands()[0]).toMatch(/file=models\/templates\/gender\.templates\.csv,line=42::Template lead/);
  });

  it("annotates nothing unless the verdict fails, nor templates it cannot place", () => {
    const where = { ...workspace(), readText };
    annotateWorstTemplates(results("inconclusive", [["lead", 9, 10]]), where);
    annotateWorstTemplates(results("fail", [["unknown", 9, 10]]), where);
    annotateWorstTemplates(results("fail", [["lead", 9, 10]]), {
      ...where,
      workspace: join(where.workspace, "elsewhere"),
    });
    expect(commands()).toEqual([]);
  });
});

describe("capStepAnnotations: GitHub shows 10 annotations per level and step", () => {
  const many = (level: StepAnnotation["level"], n: number): StepAnnotation[] =>
    Array.from({ length: n }, (_, i) => ({ level, message: `${level} ${i + 1}` }));
  const messages = (list: StepAnnotation[], level: StepAnnotation["level"]) =>
    list.filter((a) => a.level === level).map((a) => a.message);

  it.each([
    { n: 3, room: undefined, shown: 3, more: 0 },
    { n: 10, room: undefined, shown: 10, more: 0 },
    { n: 11, room: undefined, shown: 9, more: 2 },
    { n: 25, room: undefined, shown: 9, more: 16 },
    { n: 9, room: 9, shown: 9, more: 0 },
    { n: 10, room: 9, shown: 8, more: 2 },
  ])("$n errors with room $room: the first $shown, then 'and $more more'", ({ n, room, shown, more }) => {
    const capped = capStepAnnotations(many("error", n), "the job summary", room ? { error: room } : {});
    const errors = messages(capped, "error");
    expect(errors.length).toBeLessThanOrEqual(room ?? 10);
    expect(errors.slice(0, shown)).toEqual(many("error", shown).map((a) => a.message));
    if (more) expect(errors.at(-1)).toBe(`and ${more} more errors: see the job summary`);
    else expect(errors).toHaveLength(n);
  });

  it("caps each level on its own and keeps the order of each", () => {
    const capped = capStepAnnotations(
      [...many("warning", 12), ...many("error", 2), ...many("notice", 1)],
      "x",
    );
    expect(messages(capped, "warning")).toEqual([
      ...many("warning", 9).map((a) => a.message),
      "and 3 more warnings: see x",
    ]);
    expect(messages(capped, "error")).toEqual(["error 1", "error 2"]);
    expect(messages(capped, "notice")).toEqual(["notice 1"]);
  });
});

describe("annotateDiagnostics past 10 problems", () => {
  it("annotates 9 errors and one that counts the rest and names bias-gate lint, leaving room for setFailed", () => {
    const problems = Array.from({ length: 14 }, (_, i) => ({
      file: "/ws/templates/a.csv",
      line: i + 2,
      column: 1,
      code: "slot-unknown",
      severity: "error" as const,
      message: `problem ${i + 1}`,
      hint: "fix it",
    }));
    annotateDiagnostics(problems, "/ws", { error: 9 });
    const errors = commands().filter((line) => line.startsWith("::error "));
    expect(errors).toHaveLength(9);
    expect(errors[0]).toMatch(
      /^::error title=.*,file=templates\/a\.csv,line=2,col=1::problem 1%0Ahint: fix it$/,
    );
    expect(errors[8]).toMatch(/::and 6 more errors: see `bias-gate lint`, which lists every one$/);
  });
});
