/**
 * The decisions kind (issue 33): one case rendered once per person (a family), asked as a decision → per-group
 * decision rates, paired disparities against a reference group and counterfactual consistency.
 */
import { dirname, relative } from "node:path";
import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import type { MetricKind } from "../config/metric-kinds.js";
import type { ExpectedCheck } from "../gate/coverage.js";
import {
  type Decidability,
  differenceDecidability,
  pairedAnswerSd,
  perTemplateInput,
  rateDecidability,
} from "../gate/decidability.js";
import type { GatePolicy } from "../gate/policy.js";
import { decisionComparisons } from "../metrics/decision-groups.js";
import { computeDecisionMetrics, type DecisionObservation } from "../metrics/decisions.js";
import { readDecision } from "../metrics/read-decision.js";
import type { MetricValue } from "../metrics/types.js";
import { decisionsSection } from "../report/decisions-md.js";
import type { DecisionEntry } from "../sampling/answer-key.js";
import { type DecisionPrompt, sampleDecisionSuite } from "../sampling/decisions.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import { unitsBy } from "../sampling/shard.js";
import { type LoadedDecisions, loadDecisionSuite } from "../templates/load-decisions.js";
import type { SampledSuites, SuiteKind } from "./kind.js";

export const decisionsKind: SuiteKind = {
  kind: "decisions",
  reportSections: ({ decisions }, { perGroup }) => (perGroup ? [decisionsSection(decisions)] : []),
  load(config, io) {
    const loaded = (config.decisions ?? []).map((suite) => {
      const domainsFrom = suite.domainsDir ? io.domainsKeys.get(suite.domainsDir) : undefined;
      return loadDecisionSuite(suite, {
        readText: io.readText,
        ...(config.configFile ? { configFile: config.configFile } : {}),
        ...(domainsFrom ? { domainsFrom } : {}),
      });
    });
    const templates = loaded.reduce((n, l) => n + l.set.templates.length + l.published.length, 0);
    return {
      kind: "decisions",
      diagnostics: loaded.flatMap((l) => l.diagnostics),
      summary: loaded.length > 0 ? `${templates} decision templates` : undefined,
      sample: (cfg, _log, looks) => sampleDecisions(cfg, loaded, looks),
    };
  },
};

function sampleDecisions(
  config: GateConfig,
  loaded: readonly LoadedDecisions[],
  looks: SuiteLooks = new Map(),
): SampledSuites {
  const prompts: DecisionPrompt[] = loaded.flatMap((l) => {
    const sampled = sampleDecisionSuite(l, { seed: config.seed, looks: looks.get(l.suite.name) ?? 1 });
    if (sampled.prompts.length === 0)
      throw new ConfigError(
        `decision suite '${l.suite.name}' has no family to ask, so its checks would never run`,
        "give its templates scenario values that satisfy their constraints, and its attribute domain people of two or more groups",
        { file: l.suite.templates[0] ?? config.configFile ?? "" },
      );
    return sampled.prompts;
  });
  const references = new Map(loaded.map((l) => [l.suite.name, l.reference ?? ""]));
  return {
    kind: "decisions",
    scoresItems: false,
    prompts,
    // A family is answered together: its paired differences need every member in one shard.
    unitOf: unitsBy(prompts, (p) => p.familyId),
    answerKey: () =>
      new Map(
        prompts.map((p) => [
          p.question,
          {
            kind: "decision",
            group: p.group,
            familyId: p.familyId,
            templateId: p.templateId,
            scale: p.scale,
          } satisfies DecisionEntry,
        ]),
      ),
    expectedChecks: () => expectedDecisionChecks(prompts, references),
    decidability: (policy) => decisionDecidability(prompts, references, policy),
    records: () => prompts,
    table: () =>
      prompts.map((p) => `${p.id}\t${p.group}\t${p.question.replace(/\s+/g, " ").slice(0, 120)}`).join("\n"),
    measure(outcomes, { level, cwd }) {
      // Relative to the working directory, as the yes/no kind's template links are (looks.ts): the Action runs at
      // the repository root, so a config in a subfolder still links its rows at their place in the repository.
      const base = cwd ?? (config.configFile ? dirname(config.configFile) : undefined);
      const byId = new Map(prompts.map((p) => [p.id, p]));
      const observations: DecisionObservation[] = outcomes.flatMap((o) => {
        const p = byId.get(o.request.promptId);
        if (!p || o.status !== "answered") return [];
        const decision = readDecision(o.answer.text, p.scale);
        const pYes = p.scale.kind === "yes-no" ? o.answer.probabilities?.yes : undefined;
        return [
          {
            suite: p.suite,
            familyId: p.familyId,
            templateId: p.templateId,
            group: p.group,
            memberId: `${p.id}`,
            decision,
            ...(pYes !== undefined ? { pYes } : {}),
            file: base ? relative(base, p.file) || p.file : p.file,
            line: p.line,
          },
        ];
      });
      const metrics: MetricValue[] = [];
      const summaries = [];
      for (const [suite, reference] of references) {
        const own = observations.filter((o) => o.suite === suite);
        if (own.length === 0) continue;
        const computed = computeDecisionMetrics(own, { suite, reference, level });
        metrics.push(...computed.metrics);
        summaries.push(computed.summary);
      }
      return {
        items: [],
        metrics,
        ...(summaries.length > 0 ? { results: { decisions: summaries } } : {}),
        templateSources: Object.fromEntries(
          prompts.map((p) => [p.templateId, { file: p.file, line: p.line }]),
        ),
      };
    },
  };
}

/** Per suite: each non-reference group's disparity, the consistency and the unusable rate. */
function expectedDecisionChecks(
  prompts: readonly DecisionPrompt[],
  references: ReadonlyMap<string, string>,
): ExpectedCheck[] {
  const out: ExpectedCheck[] = [];
  const add = (kind: MetricKind, scope: string, suite: string) =>
    out.push({ metricId: `${kind}:${scope}`, kind, scope, suites: [suite] });
  for (const [suite, reference] of references) {
    const groups = [...new Set(prompts.filter((p) => p.suite === suite).map((p) => p.group))];
    if (groups.length === 0) continue;
    for (const { group } of decisionComparisons(groups, reference))
      add("decision-disparity", `${suite}:${group}`, suite);
    add("counterfactual-consistency", suite, suite);
    add("unusable-rate", suite, suite);
  }
  return out;
}

/** Disparities count families per template (one paired difference each); consistency families; unusable prompts. */
function decisionDecidability(
  prompts: readonly DecisionPrompt[],
  references: ReadonlyMap<string, string>,
  policy: GatePolicy,
): Decidability[] {
  return expectedDecisionChecks(prompts, references).flatMap((check) => {
    const suite = check.suites[0];
    const own = prompts.filter((p) => p.suite === suite);
    const families = [...new Map(own.map((p) => [p.familyId, p])).values()];
    const input = (items: readonly DecisionPrompt[], observation: string) =>
      perTemplateInput(check, policy, items, observation);
    const decided =
      check.kind === "decision-disparity"
        ? differenceDecidability(input(families, "families"), pairedAnswerSd)
        : check.kind === "counterfactual-consistency"
          ? rateDecidability(input(families, "families"))
          : rateDecidability(input(own, "prompts"));
    return decided ? [decided] : [];
  });
}
