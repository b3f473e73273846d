/**
 * The coreference kind: WinoBias-style pro/anti sentence pairs, optionally with gender-associated adjectives →
 * "who does the pronoun refer to?" → the stereotype gap per condition and adjective amplification.
 */

import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import type { MetricKind } from "../config/metric-kinds.js";
import type { ExpectedCheck } from "../gate/coverage.js";
import {
  countBy,
  type Decidability,
  differenceDecidability,
  doubleDifferenceSd,
  pairedAnswerSd,
  rateDecidability,
} from "../gate/decidability.js";
import type { GatePolicy } from "../gate/policy.js";
import { scoreCoreferenceItems } from "../metrics/coreference-items.js";
import { computeStereotypeMetrics, type StereotypeSuiteSpec } from "../metrics/stereotype.js";
import { stereotypeSection } from "../report/metric-sections.js";
import { formatQuestionsTable } from "../report/prompts-table.js";
import { buildCoreferenceKey, buildCoreferencePrompts, type CorefPrompt } from "../sampling/coreference.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import { unitsBy } from "../sampling/shard.js";
import type { SuitePrompt } from "../sampling/suite-prompt.js";
import { type LoadedCoreference, loadCoreferenceSuite } from "../templates/load-coreference.js";
import type { SampledSuites, SuiteKind } from "./kind.js";

/** Room for an occupation of a few words ("the dental hygienist"). */
const ANSWER_ROOM_TOKENS = 12;
/** "the nurse": about two tokens. */
const TYPICAL_ANSWER_TOKENS = 2;

export const coreferenceKind: SuiteKind = {
  kind: "coreference",
  reportSections: ({ metrics, coreference }, { perGroup }) =>
    perGroup ? [stereotypeSection(metrics, coreference)] : [],
  load(config, io) {
    const loaded = config.coreference.map((suite) => loadCoreferenceSuite(suite, io));
    const sentences = loaded.reduce((n, c) => n + c.items.length, 0);
    return {
      kind: "coreference",
      diagnostics: loaded.flatMap((c) => c.diagnostics),
      summary: loaded.length > 0 ? `${sentences} coreference sentences` : undefined,
      sample: (cfg, log, looks) => sampleCoreference(cfg, loaded, log, looks),
    };
  },
};

function sampleCoreference(
  config: GateConfig,
  loaded: readonly LoadedCoreference[],
  log: (line: string) => void,
  looks: SuiteLooks = new Map(),
): SampledSuites {
  const built: CorefPrompt[] = loaded.flatMap(({ suite, items, occupations, adjectives }) => {
    const result = buildCoreferencePrompts(items, {
      suite: suite.name,
      conditions: suite.conditions,
      occupations,
      adjectives,
      attach: suite.attach,
      parser: suite.parser,
      // Each look of a sequential run adds `per-condition` item pairs from the same seeded order.
      ...(suite.perCondition !== undefined
        ? { perCondition: suite.perCondition * (looks.get(suite.name) ?? 1) }
        : {}),
      seed: config.seed,
      ...(suite.question ? { question: suite.question } : {}),
    });
    for (const d of result.diagnostics) log(`${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
    if (result.prompts.length === 0)
      throw new ConfigError(
        `coreference suite '${suite.name}' has no sentence pairs to ask, so its checks would never run`,
        "add numbered pro/anti sentence pairs to its files",
        { file: suite.pro[0] ?? config.configFile ?? "" },
      );
    return result.prompts;
  });
  const prompts: (CorefPrompt & SuitePrompt)[] = built.map((p) => ({
    ...p,
    minOutputTokens: ANSWER_ROOM_TOKENS,
    expectedOutputTokens: TYPICAL_ANSWER_TOKENS,
    planRow: p.condition,
  }));
  return {
    kind: "coreference",
    scoresItems: true,
    prompts,
    // A sentence pair in every condition: amplification compares each condition with the baseline item by item.
    unitOf: unitsBy(built, (p) => (p.itemPair === undefined ? p.itemId : `pair:${p.itemPair}`)),
    answerKey: () => buildCoreferenceKey(built),
    expectedChecks: () => expectedCoreferenceChecks(built, stereotypeSpecs(config)),
    decidability: (policy) => coreferenceDecidability(built, stereotypeSpecs(config), policy),
    records: () => built,
    table: () => formatQuestionsTable(built, "coreference"),
    measure(outcomes, { config: cfg, level }) {
      const items = scoreCoreferenceItems(built, outcomes);
      const stereotype = computeStereotypeMetrics(items, { level, suites: stereotypeSpecs(cfg) });
      return {
        items,
        metrics: stereotype.metrics,
        ...(built.length
          ? {
              results: {
                coreference: {
                  accuracyConvention: stereotype.accuracyConvention,
                  conditions: stereotype.conditions,
                  amplification: stereotype.amplification,
                },
              },
            }
          : {}),
      };
    },
  };
}

/**
 * The stereotype metrics' view of each configured coreference suite: its condition ids in order, its baseline
 * (`none`, or the conditions table's `-/-` row), parser, gated amplification test, Holm option and trial rounding.
 */
function stereotypeSpecs(config: GateConfig): StereotypeSuiteSpec[] {
  return config.coreference.map((suite) => ({
    name: suite.name,
    conditions: suite.conditions.map((c) => c.id),
    baseline: suite.conditions.find((c) => c.baseline)?.id ?? "none",
    parser: suite.parser,
    amplificationTest: suite.amplificationTest,
    holm: suite.holm,
    rounding: suite.rounding,
  }));
}

/**
 * Per suite and condition its stereotype gap, per adjective condition its amplification over the suite's
 * baseline (ids `<kind>:<suite>:<condition>`, as computeStereotypeMetrics makes them), per suite its unusable
 * rate.
 */
function expectedCoreferenceChecks(
  prompts: readonly CorefPrompt[],
  specs: readonly StereotypeSuiteSpec[],
): ExpectedCheck[] {
  const out: ExpectedCheck[] = [];
  const add = (kind: MetricKind, scope: string, suite: string) =>
    out.push({ metricId: `${kind}:${scope}`, kind, scope, suites: [suite] });
  for (const suite of [...new Set(prompts.map((p) => p.suite))]) {
    const conditions = [...new Set(prompts.filter((p) => p.suite === suite).map((p) => String(p.condition)))];
    const baseline = specs.find((s) => s.name === suite)?.baseline ?? "none";
    for (const condition of conditions) add("stereotype-gap", `${suite}:${condition}`, suite);
    if (conditions.includes(baseline))
      for (const condition of conditions.filter((c) => c !== baseline))
        add("adjective-amplification", `${suite}:${condition}`, suite);
    add("unusable-rate", suite, suite);
  }
  return out;
}

/**
 * Every expected coreference check's power: the stereotype gap and the item-paired amplification of a
 * condition count its item pairs (each pair one pro/anti difference), the unusable rate a suite's prompts.
 * (A suite gating amplification on trials is judged by its item pairs too: plan has no trial-to-trial spread.)
 */
function coreferenceDecidability(
  prompts: readonly CorefPrompt[],
  specs: readonly StereotypeSuiteSpec[],
  policy: GatePolicy,
): Decidability[] {
  return expectedCoreferenceChecks(prompts, specs).flatMap((check) => {
    if (check.kind === "unusable-rate") {
      const own = prompts.filter((p) => p.suite === check.scope);
      const decided = rateDecidability({
        kind: check.kind,
        scope: check.scope,
        policy,
        perUnit: new Map([[check.scope, own.length]]),
        observation: "prompts",
      });
      return decided ? [decided] : [];
    }
    const inCondition = prompts.filter((p) => `${p.suite}:${p.condition}` === check.scope);
    const sides = countBy(inCondition, (p) => p.stereotype);
    const pairs = Math.min(sides.get("pro") ?? 0, sides.get("anti") ?? 0);
    const decided = differenceDecidability(
      {
        kind: check.kind,
        scope: check.scope,
        policy,
        perUnit: new Map([[check.scope, pairs]]),
        observation: "item pairs",
      },
      check.kind === "adjective-amplification" ? doubleDifferenceSd : pairedAnswerSd,
    );
    return decided ? [decided] : [];
  });
}
