/**
 * A suite kind (yes/no templates, coreference pairs, contamination probes) is one module behind this interface,
 * registered in `registry.ts`. `run`, `plan`, `sample`, `lint`, `score` and `serve-sim` loop over the configured
 * suites through it and never name a kind, so a new kind is a new module and a table row, and the compiler
 * rejects a kind with a missing piece.
 */
import type { GateConfig } from "../config/config.js";
import type { Diagnostic, SourcePosition } from "../config/diagnostic.js";
import type { ExpectedCheck, SuiteKindName } from "../gate/coverage.js";
import type { Decidability } from "../gate/decidability.js";
import type { GatePolicy } from "../gate/policy.js";
import type { MetricValue, ScoredItem } from "../metrics/types.js";
import type { KeptOutcome } from "../providers/types.js";
import type { Results } from "../report/results.js";
import type { AnswerKey } from "../sampling/answer-key.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import type { SuitePrompt } from "../sampling/suite-prompt.js";

export type { SuiteKindName } from "../gate/coverage.js";

/** What a kind needs to load its suites besides the config. */
export interface LoadIO {
  readText(path: string): string | undefined;
  /** A file's bytes (a sealed archive); the file system's when absent. */
  readBytes?(path: string): Uint8Array | undefined;
  /** A directory's entry names; the file system's when absent. */
  listDir?(path: string): string[] | undefined;
  /** The environment (a sealed set's key); empty when absent. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where the config file names each domains directory (absolute path → position of its `domains:` key). */
  domainsKeys: ReadonlyMap<string, SourcePosition>;
}

/** What a kind measured from its outcomes: its items, its metrics, its section of results.json. */
export interface KindMeasurement {
  /** Scored items (yes/no and coreference); they enter the reliability metrics and baseline pairing. */
  items: ScoredItem[];
  metrics: MetricValue[];
  results?: Partial<Pick<Results, "coreference" | "contamination" | "textToSql" | "decisions">>;
  /** Lines for the log (e.g. a suite that could not be measured). */
  log?: string[];
  /** Where each template's row is (template id → absolute file and line), for links to the worst rows. */
  templateSources?: Record<string, { file: string; line: number }>;
  /** Runs once every kind has measured: marks other kinds' metrics (contamination marks inflated ones). */
  annotate?(metrics: MetricValue[], items: readonly ScoredItem[]): void;
}

export interface MeasureContext {
  config: GateConfig;
  /** Confidence level of every interval. */
  level: number;
  /** The run's working directory (the repository root in the Action): what report links' paths are relative to. */
  cwd?: string;
  /**
   * Other models' outcomes of the same prompts (a comparison's reference models, run before the gated one): what
   * the contamination delta is calibrated against. Absent in a run of one model.
   */
  references?: readonly ReferenceOutcomes[];
}

/** A reference model's outcomes of the same plan, by its variant label. */
export interface ReferenceOutcomes {
  label: string;
  outcomes: readonly KeptOutcome[];
}

/** A kind's suites, sampled: the prompts a run sends and everything that depends on them. */
export interface SampledSuites {
  kind: SuiteKindName;
  prompts: readonly SuitePrompt[];
  /**
   * Its answers become scored items (yes/no and coreference), so they count in `unusable-rate:overall`; kinds
   * without items (contamination, text-to-SQL) gate their own per-suite unusable rates instead.
   */
  scoresItems: boolean;
  /**
   * Prompts answered together, which `--shard` keeps in one shard (a statement and its negated twin, a pro/anti
   * pair): the prompt's unit within its suite, or undefined when it stands alone. Absent: every prompt alone (a
   * prompt that replays another's answer always joins that one's shard).
   */
  unitOf?(promptId: string): string | undefined;
  /** What the simulator may plant for each of these prompts (keyed by the exact user message). */
  answerKey(): AnswerKey;
  /** The checks a complete run of these prompts would produce. */
  expectedChecks(): ExpectedCheck[];
  /** For each gated check, whether these prompts can decide it (`plan`'s power section). */
  decidability(policy: GatePolicy): Decidability[];
  /** The records `bias-gate sample` prints, one per prompt, each with its id. */
  records(): object[];
  /** The same prompts as `sample --format table` shows them. */
  table(): string;
  /**
   * Scores the outcomes of these prompts (and only these) into items and metrics. A kind that must execute
   * answers (text-to-SQL runs predicted queries in a SQL engine) returns a promise.
   */
  measure(
    outcomes: readonly KeptOutcome[],
    context: MeasureContext,
  ): KindMeasurement | Promise<KindMeasurement>;
}

/** A kind's configured suites, loaded and linted. */
export interface LoadedSuites {
  kind: SuiteKindName;
  diagnostics: Diagnostic[];
  /** What lint checked, e.g. `18 templates`; undefined when the config has no suite of this kind. */
  summary: string | undefined;
  /**
   * Samples every suite from the run's seed. Throws a ConfigError naming the file when a source yields no
   * prompt (its checks would silently never run).
   */
  /**
   * `looks`: a sequential run's looks so far per suite (default 1). Look k adds the first look's size again of
   * prompts no earlier look asked (fillings, item pairs, masks, questions), drawn from the seed in the same order
   * everywhere, so look k is the same on every machine; a suite with nothing left adds nothing.
   */
  sample(config: GateConfig, log: (line: string) => void, looks?: SuiteLooks): SampledSuites;
  /**
   * The records `sample(…).records()` gives, built one at a time so `bias-gate sample` streams a sample of any
   * size in constant memory; each is a fresh object the caller may extend. Samples and throws like `sample`, in
   * the call, before the first record. Kinds whose samples stay small leave it out.
   */
  sampleRecords?(config: GateConfig, log: (line: string) => void): Iterable<object>;
  /**
   * The suite of each prompt `sample(config, log, looks)` would plan, one at a time and nothing kept, so sizing a
   * later look of a large sample does not build it whole. Throws like `sample`. Kinds whose samples stay small
   * leave it out (their sample is counted).
   */
  sampleSuitesOf?(config: GateConfig, looks: SuiteLooks): Iterable<string>;
}

export interface SuiteKind {
  kind: SuiteKindName;
  load(config: GateConfig, io: LoadIO): LoadedSuites;
  /**
   * Its sections of report.md, from results.json alone (a published results file renders the same). `perGroup`
   * false asks for the short form the report falls back to when it must fit GitHub's size limit.
   */
  reportSections(results: Results, detail: { perGroup: boolean }): (string[] | undefined)[];
}
