import type { GateConfig, TemplateSuite } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import type { LoadedSuite } from "../templates/load-suites.js";
import type { Prompt, Template } from "../templates/types.js";
import type { SuiteLooks } from "./later-looks.js";
import { type DrawnSample, drawSample, SAMPLING_LIMITS } from "./sample.js";
import { type SamplingLimit, SamplingLimitError } from "./sampling-error.js";

/** A prompt together with the suite it belongs to and the question it is asked with. */
export interface PlannedPrompt extends Prompt {
  suite: string;
  /** The user message: the suite's question format with the statement filled in. */
  question: string;
}

/** Every suite's sample, drawn (limits checked, fillings chosen) but built only as it is iterated. */
export interface DrawnSuites {
  /** The template files at least one of whose templates yields a prompt. */
  askingFiles: ReadonlySet<string>;
  /** The prompts in `sampleSuites`' order, built one at a time. */
  prompts(): Generator<PlannedPrompt>;
}

/**
 * Samples every suite with the run's seed; the order is suites in config order, then the sampler's order.
 * A template too large to sample as configured is a ConfigError at its line, naming the setting to change.
 */
export function sampleSuites(
  config: Pick<GateConfig, "suites" | "seed" | "exhaustive">,
  suites: LoadedSuite[],
): PlannedPrompt[] {
  return Array.from(drawSuites(config, suites).prompts());
}

/** `sampleSuites` as a stream: every error is thrown by this call, before the first prompt is built. */
export function drawSuites(
  config: Pick<GateConfig, "suites" | "seed" | "exhaustive">,
  suites: readonly LoadedSuite[],
  looks: SuiteLooks = new Map(),
): DrawnSuites {
  const drawn = suites.map((loaded) => {
    const suite = config.suites.find((s) => s.name === loaded.name)!;
    return { loaded, suite, sample: sampleOrExplain(loaded, suite, config, looks.get(suite.name) ?? 1) };
  });
  const scoped = scopedTemplateIds(suites);
  const askingFiles = new Set<string>();
  for (const { loaded, sample } of drawn) {
    for (const t of loaded.set.templates)
      if ((sample.counts.get(t.id) ?? 0) > 0) askingFiles.add(t.position.file);
  }
  return {
    askingFiles,
    *prompts() {
      for (const { loaded, suite, sample } of drawn) {
        const scope = scoped.get(loaded);
        for (const prompt of sample.prompts()) {
          if (scope?.has(prompt.templateId)) scopePrompt(prompt, suite.name);
          // The prompt is fresh and ours: extending it (rather than spreading it into a copy) keeps a large
          // sample's garbage in the young generation (see buildPrompts).
          yield Object.assign(prompt, {
            suite: suite.name,
            question: fillQuestion(suite.question, prompt.statement),
          });
        }
      }
    },
  };
}

/**
 * `format.replaceAll("{statement}", statement)` as one flat string: replaceAll's result is a chain of pieces that a
 * run holds per prompt until it ends (a few hundred bytes each). A `$` in the statement is a replacement pattern to
 * replaceAll, so such a statement keeps replaceAll's meaning.
 */
export function fillQuestion(format: string, statement: string): string {
  return statement.includes("$")
    ? format.replaceAll("{statement}", statement)
    : format.split("{statement}").join(statement);
}

/**
 * Per suite, the template ids another yes/no suite of the run uses too, with their twins. Prompt, template and pair
 * ids are keys everywhere downstream (outcomes, shards, recordings, scored items, plan rows), so two suites that
 * reuse a template id would otherwise be one set of prompts, and one suite would go unmeasured. Only these ids are
 * scoped by the suite (see {@link scopePrompt}); every other id stays as it always was, so a run without such a
 * collision keeps its prompt ids, recordings, shards and baselines. A twin is scoped with its template, so a
 * statement and its negation share one pair id.
 */
export function scopedTemplateIds(suites: readonly LoadedSuite[]): Map<LoadedSuite, Set<string>> {
  const users = new Map<string, number>();
  for (const loaded of suites) {
    for (const id of new Set(loaded.set.templates.map((t) => t.id))) users.set(id, (users.get(id) ?? 0) + 1);
  }
  const scoped = new Map<LoadedSuite, Set<string>>();
  for (const loaded of suites) {
    const ids = new Set(loaded.set.templates.filter((t) => (users.get(t.id) ?? 0) > 1).map((t) => t.id));
    if (ids.size === 0) continue;
    for (const { statement, negation } of loaded.set.pairs) {
      if (ids.has(statement.id) || ids.has(negation.id)) ids.add(statement.id).add(negation.id);
    }
    scoped.set(loaded, ids);
  }
  return scoped;
}

/** `gender-skill:men|…` in suite `hiring` becomes `hiring/gender-skill:men|…`; its template and pair ids likewise. */
function scopePrompt(prompt: Prompt, suite: string): void {
  prompt.id = `${suite}/${prompt.id}`;
  prompt.templateId = `${suite}/${prompt.templateId}`;
  if (prompt.pairId !== undefined) prompt.pairId = `${suite}/${prompt.pairId}`;
}

/** Two suites that ask some of the very same questions. */
export interface SharedQuestions {
  suites: [string, string];
  /** How many of the second suite's prompts ask a question the first one asks too. */
  count: number;
  example: string;
}

/**
 * Pairs of suites asking identical questions (the same statement in the same question format): one request is sent,
 * but its answer counts in each suite, so a group or overall metric over both counts it twice and its interval is
 * narrower than the data allows. Pairs in order of first appearance.
 */
export function findSharedQuestions(prompts: Iterable<PlannedPrompt>): SharedQuestions[] {
  const askedBy = new Map<string, string>();
  const pairs = new Map<string, SharedQuestions>();
  for (const p of prompts) {
    const first = askedBy.get(p.question);
    if (first === undefined) askedBy.set(p.question, p.suite);
    else if (first !== p.suite) {
      const key = `${first}\u0000${p.suite}`;
      const pair = pairs.get(key) ?? { suites: [first, p.suite], count: 0, example: p.question };
      pair.count++;
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()];
}

function sampleOrExplain(
  loaded: LoadedSuite,
  suite: TemplateSuite,
  config: Pick<GateConfig, "seed" | "exhaustive">,
  looks: number,
): DrawnSample {
  try {
    return drawSample(loaded.set, {
      perTemplate: suite.perTemplate,
      exhaustive: config.exhaustive,
      seed: config.seed,
      looks,
    });
  } catch (error) {
    if (!(error instanceof SamplingLimitError)) throw error;
    const template = loaded.set.templates.find((t) => t.id === error.templateId);
    throw limitError(error, suite.perTemplate, template);
  }
}

const LIMIT_HINTS: Record<SamplingLimit, string> = {
  exhaustive:
    "drop --exhaustive (exhaustive: in the config) and sample with --per-template N (per-template:), " +
    "or use fewer or smaller domains",
  sparse:
    "lower --per-template (per-template: in the config), use smaller domains, or loosen the constraints",
  "too-many": "lower --per-template (per-template: in the config)",
  unindexable: "split the template, or its domains, into smaller ones",
};

function limitError(
  error: SamplingLimitError,
  perTemplate: number,
  template: Template | undefined,
): ConfigError {
  const fillings = count(error.fillings);
  const walkable = count(SAMPLING_LIMITS.enumerationLimit);
  const what = {
    exhaustive: `exhaustive sampling would take all ${fillings} fillings, more than the ${walkable} it can walk`,
    sparse:
      `drawing ${perTemplate} of its ${fillings} fillings needs a walk over all of them (under ~1.5% satisfy ` +
      `its constraints), more than the ${walkable} it can walk`,
    "too-many": `${perTemplate} prompts per template is more than the ${count(SAMPLING_LIMITS.maxPerTemplate)} a run can hold`,
    unindexable: `it has ${fillings} fillings, more than 2^53 - 1 can be indexed exactly`,
  }[error.limit];
  return new ConfigError(
    `template ${error.templateId}: ${what}`,
    LIMIT_HINTS[error.limit],
    template ? { ...template.position } : undefined,
  );
}

/** A filling count as a person reads it: grouped digits, or 3 significant digits when huge. */
function count(n: number): string {
  return n < 1e9 ? n.toLocaleString("en-US") : n.toExponential(3);
}
