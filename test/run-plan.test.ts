import { describe, expect, it } from "vitest";
import type { GateConfig } from "../src/config/config.js";
import { ConfigError } from "../src/config/errors.js";
import { plannedCounts, planRun } from "../src/run-plan.js";
import type { SuitePrompt } from "../src/sampling/suite-prompt.js";
import type { LoadedSuites, SampledSuites } from "../src/suites/kind.js";
import type { LoadedRun } from "../src/suites/registry.js";

const prompt = (id: string, suite: string): SuitePrompt => ({
  id,
  suite,
  question: `${id}?`,
  expectedOutputTokens: 1,
  planRow: id,
});

/** A kind that samples exactly `prompts`; nothing else of it is called by planning. */
function kindOf(prompts: SuitePrompt[]): LoadedSuites {
  const sampled = {
    kind: "templates",
    prompts,
    scoresItems: true,
    answerKey: () => new Map(),
  } as unknown as SampledSuites;
  return { kind: "templates", diagnostics: [], summary: undefined, sample: () => sampled };
}

const plan = (...kinds: SuitePrompt[][]) =>
  planRun({} as GateConfig, { kinds: kinds.map(kindOf), diagnostics: [] } satisfies LoadedRun, () => {});

describe("planRun", () => {
  it("plans prompts whose ids are all distinct", () => {
    expect(plan([prompt("x:1", "g")], [prompt("g:x:1", "g")]).prompts).toHaveLength(2);
  });

  it("refuses two suites' prompts of one id, naming both suites, whichever kinds they are", () => {
    expect(() => plan([prompt("x:1", "g")], [prompt("x:1", "h")])).toThrow(ConfigError);
    expect(() => plan([prompt("x:1", "g"), prompt("x:1", "h")])).toThrow(
      "suites 'g' and 'h' both plan prompt x:1, so one suite's answers would count as the other's",
    );
    expect(() => plan([prompt("x:1", "g"), prompt("x:1", "g")])).toThrow("suite 'g' plans prompt x:1 twice");
  });
});

describe("plannedCounts", () => {
  it("counts a kind that streams its suites without sampling it whole, and samples the others", () => {
    const streamed: LoadedSuites = {
      ...kindOf([]),
      sample: () => {
        throw new Error("a streaming kind is not sampled whole");
      },
      *sampleSuitesOf() {
        yield* ["g", "g", "h"];
      },
    };
    const loaded = { kinds: [streamed, kindOf([prompt("c:1", "k")])], diagnostics: [] } satisfies LoadedRun;
    expect(plannedCounts({} as GateConfig, loaded, new Map())).toEqual(
      new Map([
        ["", 4],
        ["g", 2],
        ["h", 1],
        ["k", 1],
      ]),
    );
  });
});
