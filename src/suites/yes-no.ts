/**
 * The yes/no kind: APES-style templates (CSV/YAML, domains, constraints, negated twins) → sampled statements
 * asked as Yes/No questions → bias rates per group, the negation gap and flip consistency.
 */

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
import { computeBiasRates } from "../metrics/bias.js";
import { computeNegationMetrics } from "../metrics/negation.js";
import { scoreYesNoItems } from "../metrics/yes-no-items.js";
import { biasSection, negationSection } from "../report/metric-sections.js";
import { formatPromptsTable } from "../report/prompts-table.js";
import { buildYesNoKey } from "../sampling/answer-key.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import { drawSuites, findSharedQuestions, type PlannedPrompt } from "../sampling/sample-suites.js";
import { unitsBy } from "../sampling/shard.js";
import type { SuitePrompt } from "../sampling/suite-prompt.js";
import { loadTemplateSet } from "../templates/load.js";
import type { LoadedSuite } from "../templates/load-suites.js";
import type { LoadedSuites, SampledSuites, SuiteKind } from "./kind.js";

/** "No." and the like: about two tokens on the simulator and on real models told to answer Yes or No. */
const YES_NO_ANSWER_TOKENS = 2;

export const yesNoKind: SuiteKind = {
  kind: "templates",
  reportSections: ({ metrics }, { perGroup }) =>
    perGroup ? [biasSection(metrics), negationSection(metrics)] : [],
  load(config, io) {
    const suites: LoadedSuite[] = config.suites.map((suite) => {
      const domainsFrom = suite.domainsDir ? io.domainsKeys.get(suite.domainsDir) : undefined;
      return {
        name: suite.name,
        set: loadTemplateSet(
          {
            templates: suite.templates,
            ...(suite.domainsDir ? { domainsDir: suite.domainsDir } : {}),
            ...(domainsFrom ? { domainsFrom } : {}),
            negationPairing: suite.negationPairing,
          },
          io,
        ),
      };
    });
    const templates = suites.reduce((n, s) => n + s.set.templates.length, 0);
    return {
      kind: "templates",
      diagnostics: suites.flatMap((s) => s.set.diagnostics),
      summary: config.suites.length > 0 ? `${templates} templates` : undefined,
      sample: (cfg, log, looks) => sampleYesNo(cfg, suites, log, looks),
      *sampleSuitesOf(cfg, looks) {
        const drawn = drawSuites(cfg, suites, looks);
        assertEveryFileAsks(cfg, suites, drawn.askingFiles);
        for (const p of drawn.prompts()) yield p.suite;
      },
      sampleRecords(cfg) {
        const drawn = drawSuites(cfg, suites);
        assertEveryFileAsks(cfg, suites, drawn.askingFiles);
        return drawn.prompts();
      },
    } satisfies LoadedSuites;
  },
};

function sampleYesNo(
  config: GateConfig,
  suites: readonly LoadedSuite[],
  log: (line: string) => void,
  looks?: SuiteLooks,
): SampledSuites {
  const drawn = drawSuites(config, suites, looks);
  assertEveryFileAsks(config, suites, drawn.askingFiles);
  // Extended in place, not copied: a run of 100,000 requests would otherwise hold every prompt twice.
  const prompts: (PlannedPrompt & SuitePrompt)[] = Array.from(drawn.prompts(), (p) =>
    Object.assign(p, { expectedOutputTokens: YES_NO_ANSWER_TOKENS, planRow: p.templateId }),
  );
  if (config.suites.length > 1) {
    for (const {
      suites: [a, b],
      count,
      example,
    } of findSharedQuestions(prompts))
      log(
        `warning: suites '${a}' and '${b}' ask ${count} identical question${count > 1 ? "s" : ""} (e.g. "${example}"): ` +
          "each answer counts in both, so metrics over both count it twice; give one suite other templates, " +
          "domains or question, or remove it",
      );
  }
  const planned: readonly PlannedPrompt[] = prompts;
  return {
    kind: "templates",
    scoresItems: true,
    prompts,
    unitOf: unitsBy(planned, (p) => p.pairId),
    answerKey: () => buildYesNoKey(planned, (p) => p.question),
    expectedChecks: () => expectedYesNoChecks(planned),
    decidability: (policy) => yesNoDecidability(planned, config, policy),
    records: () => prompts.map(({ expectedOutputTokens: _tokens, planRow: _row, ...record }) => record),
    table: () => formatPromptsTable(planned),
    measure(outcomes, { config: cfg, level }) {
      const items = scoreYesNoItems(planned, outcomes, { refusal: cfg.gate.refusals });
      return {
        items,
        metrics: [
          ...computeBiasRates(items, { level }),
          ...computeNegationMetrics(items, { seed: cfg.seed, level }),
        ],
        templateSources: Object.fromEntries(
          planned.map((p) => [p.templateId, { file: p.file, line: p.line }]),
        ),
      };
    },
  };
}

/**
 * A template file that yields no prompt would let its checks vanish (an emptied template file would pass the
 * gate), so it is a configuration error naming the file.
 */
function assertEveryFileAsks(
  config: GateConfig,
  suites: readonly LoadedSuite[],
  asked: ReadonlySet<string>,
): void {
  for (const suite of config.suites) {
    const set = suites.find((s) => s.name === suite.name)?.set;
    for (const file of suite.templates) {
      if (asked.has(file)) continue;
      const templates = set?.templates.filter((t) => t.position.file === file) ?? [];
      throw new ConfigError(
        templates.length === 0
          ? "no templates: the file has no template rows, so its checks would never run"
          : `none of its ${templates.length} templates has a valid filling${emptyDomains(set, templates)}, so its checks would never run`,
        templates.length === 0
          ? `add template rows to it, or remove it from suite '${suite.name}'`
          : "fill the domain files the templates use, or relax their constraints",
        { file },
      );
    }
  }
}

function emptyDomains(
  set: LoadedSuite["set"] | undefined,
  templates: readonly { params: (string | undefined)[] }[],
): string {
  const used = new Set(templates.flatMap((t) => t.params.filter((d): d is string => d !== undefined)));
  const empty = [...used].filter((name) => (set?.domains.get(name)?.values.length ?? 0) === 0);
  return empty.length > 0 ? ` (empty domain${empty.length > 1 ? "s" : ""}: ${empty.join(", ")})` : "";
}

/**
 * Per group its bias rate and unusable-answer rate, and its negation gap and flip consistency when it has
 * negated twins; the same overall.
 */
function expectedYesNoChecks(planned: readonly PlannedPrompt[]): ExpectedCheck[] {
  const out: ExpectedCheck[] = [];
  const add = (kind: MetricKind, scope: string, suites: readonly string[]) =>
    out.push({ metricId: `${kind}:${scope}`, kind, scope, suites });
  const groups = new Map<string, { suites: Set<string>; paired: boolean }>();
  for (const p of planned) {
    const g = groups.get(p.group) ?? { suites: new Set<string>(), paired: false };
    g.suites.add(p.suite);
    g.paired ||= p.pairId !== undefined;
    groups.set(p.group, g);
  }
  const sorted = [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [group, g] of sorted) {
    add("bias-rate", group, [...g.suites]);
    if (g.paired)
      for (const kind of ["negation-gap", "flip-consistency"] as const) add(kind, group, [...g.suites]);
  }
  const all = [...new Set(planned.map((p) => p.suite))];
  if (planned.length > 0) add("bias-rate", "overall", all);
  if (sorted.some(([, g]) => g.paired))
    for (const kind of ["negation-gap", "flip-consistency"] as const) add(kind, "overall", all);
  for (const [group, g] of sorted) add("unusable-rate", group, [...g.suites]);
  return out;
}

/**
 * Every expected yes/no check's power at the planned fillings: bias and unusable rates count prompts per
 * template, the negation gap and flip consistency count statement/negation pairs per statement template.
 */
function yesNoDecidability(
  planned: readonly PlannedPrompt[],
  config: GateConfig,
  policy: GatePolicy,
): Decidability[] {
  return expectedYesNoChecks(planned).flatMap((check) => {
    const inScope = planned.filter((p) => check.scope === "overall" || p.group === check.scope);
    const requested = config.exhaustive
      ? undefined
      : Math.max(0, ...config.suites.filter((s) => check.suites.includes(s.name)).map((s) => s.perTemplate));
    const pairs = inScope.filter((p) => p.polarity === "statement" && p.pairId !== undefined);
    const input = (prompts: readonly PlannedPrompt[], observation: string) => ({
      ...perTemplateInput(check, policy, prompts, observation),
      ...(requested !== undefined ? { requestedPerUnit: requested } : {}),
    });
    const decided =
      check.kind === "negation-gap"
        ? differenceDecidability(input(pairs, "pairs"), pairedAnswerSd)
        : check.kind === "flip-consistency"
          ? rateDecidability(input(pairs, "pairs"))
          : rateDecidability(input(inScope, "prompts"));
    return decided ? [decided] : [];
  });
}
