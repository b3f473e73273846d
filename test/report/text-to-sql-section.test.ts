import { describe, expect, it } from "vitest";
import { measureTextToSql, type TextToSqlReport } from "../../src/contamination/text-to-sql-metrics.js";
import type { SchemaVariant, SqlObservation, SqlSet } from "../../src/contamination/text-to-sql-types.js";
import { textToSqlSection } from "../../src/report/text-to-sql-md.js";
import type { Hardness } from "../../src/sql/hardness.js";

/** A database's questions of one level on one variant, the first `correct` of them right. */
function questions(
  set: SqlSet,
  dbId: string,
  variant: SchemaVariant,
  hardness: Hardness,
  correct: number,
  total: number,
): SqlObservation[] {
  return Array.from({ length: total }, (_, i) => ({
    suite: "spider",
    set,
    dbId,
    questionId: `${set}:${dbId}:${hardness}${i}`,
    hardness,
    variant,
    trial: 0,
    correct: i < correct,
  }));
}

function report(variants: SchemaVariant[] = ["original", "atd"]): TextToSqlReport {
  const observations = [
    ...questions("public", "concert_singer", "original", "easy", 4, 4),
    ...questions("public", "concert_singer", "original", "hard", 2, 3),
    ...questions("public", "pets_1", "original", "easy", 3, 4),
    ...questions("public", "pets_1", "original", "hard", 1, 3),
    ...questions("public", "concert_singer", "atd", "easy", 4, 4),
    ...questions("public", "concert_singer", "atd", "hard", 2, 3),
    ...questions("public", "pets_1", "atd", "easy", 3, 4),
    ...questions("public", "pets_1", "atd", "hard", 0, 3),
    ...questions("fresh", "library", "original", "easy", 2, 4),
    ...questions("fresh", "library", "original", "hard", 1, 3),
    ...questions("fresh", "clinic|<b>", "original", "easy", 1, 4),
    ...questions("fresh", "clinic|<b>", "original", "hard", 0, 3),
    ...questions("fresh", "library", "atd", "easy", 1, 4),
    ...questions("fresh", "library", "atd", "hard", 0, 3),
    ...questions("fresh", "clinic|<b>", "atd", "easy", 0, 4),
    ...questions("fresh", "clinic|<b>", "atd", "hard", 0, 3),
  ].filter((o) => variants.includes(o.variant));
  const { report } = measureTextToSql(observations, { suite: "spider", level: 0.95, variants });
  return { ...report, origins: { public: "spider/dev.json", fresh: "fresh/" }, goldProblems: [] };
}

describe("textToSqlSection", () => {
  it("is absent without text-to-SQL suites", () => {
    expect(textToSqlSection(undefined, true)).toBeUndefined();
    expect(textToSqlSection([], true)).toBeUndefined();
  });

  it("puts the two deltas first, with their interval, p and meaning; the short form stops there", () => {
    const r = report();
    const short = textToSqlSection([r], false) ?? [];
    expect(short[0]).toBe("### Text-to-SQL contamination");
    const delta = short.find((l) => l.startsWith("- Contamination delta"));
    const value = r.contamination?.metric.value ?? Number.NaN;
    expect(delta).toContain(`+${value.toFixed(3)} (95% CI `);
    expect(delta).toMatch(
      /, p \d\.\d{3}, 4 databases\); positive: the public questions are translated better/,
    );
    expect(short.some((l) => l.startsWith("- ATD drop difference"))).toBe(true);
    expect(short.some((l) => l.startsWith("| Hardness |"))).toBe(false);
    expect(short.join("\n")).toContain("**spider**: public 14 questions on 2 databases from spider/dev.json");
  });

  it("tabulates hardness × set and variant with intervals, and the mean over databases with min–max", () => {
    const lines = textToSqlSection([report()], true) ?? [];
    expect(lines).toContain(
      "| Hardness | Weight | Public, original | Fresh, original | Public, ATD | Fresh, ATD |",
    );
    const easy = lines.find((l) => l.startsWith("| easy |"));
    // Public easy 7/8 on the original; weights: easy 16/28.
    expect(easy).toMatch(/^\| easy \| 0\.571 \| 0\.875 \(\d\.\d{3}–\d\.\d{3}; 8 q\) \|/);
    expect(lines.find((l) => l.startsWith("| all |"))).toMatch(/^\| all \| {2}\| 0\.714 /);
    // Fresh original: library 3/7, clinic 1/7 → mean 0.286, range 0.143–0.429; the name is escaped.
    expect(lines).toContain(
      "| fresh | original | 0.286 | 0.286 (0.143–0.429) | clinic\\|&lt;b&gt;, library | 2 |",
    );
  });

  it("omits the ATD columns and line when only the original dumps were asked", () => {
    const lines = textToSqlSection([report(["original"])], true) ?? [];
    expect(lines).toContain("| Hardness | Weight | Public, original | Fresh, original |");
    expect(lines.some((l) => l.startsWith("- ATD drop difference"))).toBe(false);
  });

  it("says when a delta has no interval and which levels were left out of the standardisation", () => {
    const r = report(["original"]);
    const noInterval: TextToSqlReport = {
      ...r,
      contamination: r.contamination && {
        ...r.contamination,
        metric: { ...r.contamination.metric, interval: undefined },
        dropped: [{ hardness: "extra", missingFrom: ["fresh"] }],
      },
    };
    const text = (textToSqlSection([noInterval], false) ?? []).join("\n");
    expect(text).toContain("no interval (a set has fewer than 2 databases)");
    expect(text).toContain("weights renormalised: extra (no fresh question)");
  });

  it("lists gold-query problems in details, escaped", () => {
    const r = {
      ...report(),
      goldProblems: [{ questionId: "public:pets_1:3", message: "no such table: *pets*" }],
    };
    const text = (textToSqlSection([r], true) ?? []).join("\n");
    expect(text).toContain("<details><summary>Gold queries with problems (1)</summary>");
    expect(text).toContain("- public:pets\\_1:3: no such table: \\*pets\\*");
  });
});
