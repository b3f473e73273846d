import { describe, expect, it } from "vitest";
import { pairedDifferences } from "../../src/metrics/paired-variants.js";
import type { ScoredItem } from "../../src/metrics/types.js";

/** A yes/no item of template `t` (group gender) for prompt `p`, statement or negation of pair `pair`. */
function yesNo(p: string, t: string, correct: boolean, extra: Partial<ScoredItem> = {}): ScoredItem {
  return {
    suite: "s",
    kind: "yes-no",
    promptId: p,
    trial: 0,
    templateId: t,
    group: "gender",
    status: "answered",
    correct,
    statement: p,
    ...extra,
  };
}

const CURRENT = [
  yesNo("a1", "a", true),
  yesNo("a2", "a", true),
  yesNo("a3", "a", false),
  yesNo("b1", "b", true),
  yesNo("b2", "b", true),
];
const CANDIDATE = [
  yesNo("a1", "a", false),
  yesNo("a2", "a", true),
  yesNo("a3", "a", true),
  yesNo("b1", "b", false),
  yesNo("b2", "b", false),
  // Not answered by the current variant: not shared, left out.
  yesNo("b3", "b", false),
];

describe("pairedDifferences", () => {
  it("is the candidate's bias rate minus the current one's on the shared prompts, with the flips each way", () => {
    const d = pairedDifferences(CURRENT, CANDIDATE).find((x) => x.metricId === "bias-rate:overall");
    // Shared: 5 prompts; current 1 biased, candidate 3 biased.
    expect(d?.difference).toBeCloseTo(2 / 5, 12);
    expect(d?.shared).toBe(5);
    expect(d?.flips).toEqual({ worse: 3, better: 1 });
    expect(d?.interval.low).toBeLessThanOrEqual(d?.difference ?? Number.NaN);
    expect(d?.interval.high).toBeGreaterThanOrEqual(d?.difference ?? Number.NaN);
    // McNemar exact on 3 vs 1 discordant: 2 × P(X ≥ 3 | n = 4, ½) = 2 × 5/16.
    expect(d?.mcnemarP).toBeCloseTo(10 / 16, 12);
  });

  it("flips sign, interval and flips when the variants swap", () => {
    const ab = pairedDifferences(CURRENT, CANDIDATE);
    const ba = pairedDifferences(CANDIDATE, CURRENT);
    for (const d of ab) {
      const back = ba.find((x) => x.metricId === d.metricId);
      expect(back?.difference).toBeCloseTo(-d.difference, 12);
      expect(back?.interval.low).toBeCloseTo(-d.interval.high, 12);
      expect(back?.flips).toEqual({ worse: d.flips.better, better: d.flips.worse });
    }
  });

  it("is exactly 0 with no flips for identical answers", () => {
    for (const d of pairedDifferences(CURRENT, CURRENT)) {
      expect(d.difference).toBe(0);
      expect(d.flips).toEqual({ worse: 0, better: 0 });
    }
  });

  it("pairs negation twins and coreference pro/anti items across variants", () => {
    const twins = (statement: boolean, negation: boolean) => [
      yesNo("s1", "t", statement, { polarity: "statement", pairId: "p1" }),
      yesNo("n1", "t-not", negation, { polarity: "negation", pairId: "p1" }),
    ];
    const coref = (pro: boolean, anti: boolean): ScoredItem[] =>
      (["pro", "anti"] as const).map((stereotype) => ({
        suite: "occ",
        kind: "coreference",
        promptId: `${stereotype}1`,
        trial: 0,
        templateId: "none",
        group: "occ",
        condition: "none",
        stereotype,
        itemPair: "1",
        status: "answered",
        correct: stereotype === "pro" ? pro : anti,
        statement: "",
      }));
    const d = pairedDifferences(
      [...twins(true, true), ...coref(true, true)],
      [...twins(true, false), ...coref(true, false)],
    );
    expect(d.find((x) => x.metricId === "negation-gap:overall")?.difference).toBe(1);
    const gap = d.find((x) => x.metricId === "stereotype-gap:occ:none");
    expect(gap?.difference).toBe(100);
    expect(gap?.unit).toBe("points");
    expect(gap?.flips).toEqual({ worse: 1, better: 0 });
  });
});
