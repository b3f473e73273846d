import type { GateConfig } from "./config/config.js";
import { ConfigError } from "./config/errors.js";
import { buildContaminationProbes, buildMaskKey, type LoadedContamination } from "./contamination/suite.js";
import type { MaskProbe } from "./contamination/types.js";
import type { ExpectedCheck, SuiteCoverage, SuiteKindName } from "./gate/coverage.js";
import type { MetricKind } from "./metrics/types.js";
import type { QueryOutcome } from "./providers/types.js";
import { buildCoreferenceKey, buildCoreferencePrompts, type CorefPrompt } from "./sampling/coreference.js";
import { type PlannedPrompt, sampleSuites } from "./sampling/sample-suites.js";
import { type AnswerKey, buildYesNoKey } from "./simulator/answer-key.js";
import type { LoadedCoreference } from "./templates/load-coreference.js";
import type { LoadedSuite } from "./templates/load-suites.js";

/** Everything loaded and validated before the run: template suites and coreference suites. */
export interface LoadedRun {
  suites: readonly LoadedSuite[];
  coreference: readonly LoadedCoreference[];
  contamination: readonly LoadedContamination[];
}

/** A prompt as the querying stage sees it: its id, the question asked, and room needed for the answer. */
export interface SizedPrompt {
  id: string;
  suite: string;
  question: string;
  minOutputTokens?: number;
}

/** What one run asks: the prompts of every suite kind, the answer key the simulator plays from, and the requests. */
export interface RunPlan {
  yesNo: PlannedPrompt[];
  coreference: CorefPrompt[];
  contamination: MaskProbe[];
  key: AnswerKey;
  prompts: SizedPrompt[];
}

/**
 * Samples every configured suite from the run's seed. The CLI's run, the Action and `serve-sim` all plan through
 * here, so a standalone simulator knows exactly the prompts an embedded one would be asked.
 */
export function planRun(config: GateConfig, loaded: LoadedRun, log: (line: string) => void): RunPlan {
  const yesNo = sampleSuites(config, [...loaded.suites]);
  const coreference = sampleCoreference(config, loaded.coreference, log);
  const contamination = loaded.contamination.flatMap((c) => buildContaminationProbes(c, config.seed));
  const key = new Map([
    ...buildYesNoKey(yesNo, (p) => p.question),
    ...buildCoreferenceKey(coreference),
    ...buildMaskKey(contamination),
  ]);
  // Room for the answer: an occupation of a few words, or one short line per masked column name.
  const prompts: SizedPrompt[] = [
    ...yesNo,
    ...coreference.map((p) => ({ ...p, minOutputTokens: 12 })),
    ...contamination.map((p) => ({ ...p, minOutputTokens: 8 + 12 * p.masked.length })),
  ];
  const plan = { yesNo, coreference, contamination, key, prompts };
  assertEverySourceAsks(config, loaded, plan);
  return plan;
}

/**
 * A template file, coreference suite or contamination suite that yields no prompt would let its checks vanish
 * (an emptied template file would pass the gate), so it is a configuration error naming the file.
 */
function assertEverySourceAsks(
  config: GateConfig,
  loaded: LoadedRun,
  plan: Pick<RunPlan, "yesNo" | "coreference" | "contamination">,
): void {
  const asked = new Set(plan.yesNo.map((p) => p.file));
  for (const suite of config.suites) {
    const set = loaded.suites.find((s) => s.name === suite.name)?.set;
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
  const bySuite = (list: readonly { suite: string }[], name: string) => list.some((p) => p.suite === name);
  for (const c of config.coreference) {
    if (!bySuite(plan.coreference, c.name))
      throw new ConfigError(
        `coreference suite '${c.name}' has no sentence pairs to ask`,
        "add numbered pro/anti sentence pairs to its files",
        { file: c.pro[0] ?? config.configFile ?? "" },
      );
  }
  for (const c of config.contamination) {
    if (!bySuite(plan.contamination, c.name))
      throw new ConfigError(
        `contamination suite '${c.name}' has nothing to mask`,
        "point reference and fresh at schemas or text items with maskable parts",
        { file: c.reference[0] ?? config.configFile ?? "" },
      );
  }
}

function emptyDomains(
  set: LoadedRun["suites"][number]["set"] | undefined,
  templates: readonly { params: (string | undefined)[] }[],
): string {
  const used = new Set(templates.flatMap((t) => t.params.filter((d): d is string => d !== undefined)));
  const empty = [...used].filter((name) => (set?.domains.get(name)?.values.length ?? 0) === 0);
  return empty.length > 0 ? ` (empty domain${empty.length > 1 ? "s" : ""}: ${empty.join(", ")})` : "";
}

/**
 * The checks a complete run of this plan would produce (before thresholds decide which apply): per yes/no
 * group its bias rate and unusable-answer rate, and its negation gap and flip consistency when it has negated
 * twins; per coreference suite the stereotype gap of each condition, the adjective amplification of each
 * adjective condition, and its unusable-answer rate; per contamination suite its delta and unusable-answer rate;
 * and the overall values.
 */
export function expectedChecks(
  plan: Pick<RunPlan, "yesNo" | "coreference" | "contamination">,
): ExpectedCheck[] {
  const out: ExpectedCheck[] = [];
  const add = (kind: MetricKind, scope: string, suites: readonly string[]) =>
    out.push({ metricId: `${kind}:${scope}`, kind, scope, suites });
  const groups = new Map<string, { suites: Set<string>; paired: boolean }>();
  for (const p of plan.yesNo) {
    const g = groups.get(p.group) ?? { suites: new Set<string>(), paired: false };
    g.suites.add(p.suite);
    g.paired ||= p.pairId !== undefined;
    groups.set(p.group, g);
  }
  for (const [group, g] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    add("bias-rate", group, [...g.suites]);
    if (g.paired)
      for (const kind of ["negation-gap", "flip-consistency"] as const) add(kind, group, [...g.suites]);
  }
  const yesNoSuites = [...new Set(plan.yesNo.map((p) => p.suite))];
  if (plan.yesNo.length > 0) add("bias-rate", "overall", yesNoSuites);
  if ([...groups.values()].some((g) => g.paired))
    for (const kind of ["negation-gap", "flip-consistency"] as const) add(kind, "overall", yesNoSuites);
  const corefSuites = [...new Set(plan.coreference.map((p) => p.suite))];
  const conditions = [...new Set(plan.coreference.map((p) => p.condition))];
  for (const condition of conditions) add("stereotype-gap", condition, corefSuites);
  if (conditions.includes("none"))
    for (const condition of conditions.filter((c) => c !== "none"))
      add("adjective-amplification", condition, corefSuites);
  const maskSuites = [...new Set(plan.contamination.map((p) => p.suite))];
  for (const suite of maskSuites) add("contamination-delta", suite, [suite]);
  for (const group of groups.keys()) add("unusable-rate", group, [...groups.get(group)!.suites]);
  for (const suite of [...corefSuites, ...maskSuites]) add("unusable-rate", suite, [suite]);
  const all = [...yesNoSuites, ...corefSuites, ...maskSuites];
  add("error-rate", "overall", all);
  add("unusable-rate", "overall", all);
  return out;
}

/** Per suite: how many requests the plan asked, and what became of them. */
export function coverageOf(
  plan: Pick<RunPlan, "yesNo" | "coreference" | "contamination">,
  outcomes: readonly QueryOutcome[],
): SuiteCoverage[] {
  const suiteOf = new Map<string, { suite: string; kind: SuiteKindName }>();
  for (const p of plan.yesNo) suiteOf.set(p.id, { suite: p.suite, kind: "templates" });
  for (const p of plan.coreference) suiteOf.set(p.id, { suite: p.suite, kind: "coreference" });
  for (const p of plan.contamination) suiteOf.set(p.id, { suite: p.suite, kind: "contamination" });
  const coverage = new Map<string, SuiteCoverage>();
  for (const o of outcomes) {
    const at = suiteOf.get(o.request.promptId);
    if (!at) continue;
    const c = coverage.get(at.suite) ?? {
      ...at,
      planned: 0,
      answered: 0,
      failed: 0,
      skipped: {},
      notRecorded: 0,
    };
    c.planned++;
    if (o.status === "answered") c.answered++;
    else if (o.status === "skipped") c.skipped[o.reason] = (c.skipped[o.reason] ?? 0) + 1;
    else if (o.failure.kind === "not-recorded") c.notRecorded++;
    else c.failed++;
    coverage.set(at.suite, c);
  }
  return [...coverage.values()];
}

function sampleCoreference(
  config: GateConfig,
  loaded: readonly LoadedCoreference[],
  log: (line: string) => void,
): CorefPrompt[] {
  return loaded.flatMap(({ suite, items, occupations, adjectives }) => {
    const built = buildCoreferencePrompts(items, {
      suite: suite.name,
      conditions: suite.conditions,
      occupations,
      adjectives,
      attach: suite.attach,
      ...(suite.perCondition !== undefined ? { perCondition: suite.perCondition } : {}),
      seed: config.seed,
      ...(suite.question ? { question: suite.question } : {}),
    });
    for (const d of built.diagnostics) log(`${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
    return built.prompts;
  });
}
