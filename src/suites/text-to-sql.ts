/**
 * The text-to-SQL kind, the second half of the Termite contamination study: questions of a public benchmark and
 * of a fresh set → the model's SQL, on the original dump and with its tables disconnected (ATD) → test-suite
 * accuracy per set × hardness × variant → the hardness-standardised public − fresh delta and the ATD-drop
 * difference, each gated.
 */
import { basename, dirname, isAbsolute, relative, sep } from "node:path";
import type { GateConfig, TextToSqlSuite } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import { markPossiblyInflated } from "../contamination/measure.js";
import { showBothSides } from "../contamination/sql-rows-shown.js";
import type { SqlSetIO } from "../contamination/sql-set-load.js";
import { loadSqlSet } from "../contamination/sql-sets.js";
import { notComparableReason, type SqlComparability } from "../contamination/sql-side-comparability.js";
import { measureTextToSql, type TextToSqlReport } from "../contamination/text-to-sql-metrics.js";
import {
  planTextToSql,
  type TextToSqlPlan,
  type TextToSqlPrompt,
  textToSqlKey,
} from "../contamination/text-to-sql-prompts.js";
import { scoreTextToSql } from "../contamination/text-to-sql-score.js";
import type { SqlSet, SqlSetData } from "../contamination/text-to-sql-types.js";
import type { ExpectedCheck } from "../gate/coverage.js";
import { textToSqlDecidability } from "../gate/decidability.js";
import type { MetricValue } from "../metrics/types.js";
import { formatQuestionsTable } from "../report/prompts-table.js";
import { textToSqlSection } from "../report/text-to-sql-md.js";
import type { SuiteLooks } from "../sampling/later-looks.js";
import { TOKEN_ESTIMATE } from "../sampling/plan.js";
import { unitsBy } from "../sampling/shard.js";
import { tokenize } from "../simulator/behaviour.js";
import { describeDump } from "../simulator/sql-behaviour.js";
import type { KindMeasurement, LoadIO, SampledSuites, SuiteKind } from "./kind.js";

interface LoadedTextToSql {
  suite: TextToSqlSuite;
  /** The sets as the model is shown them: prompt dumps under the suite's rows policy, full `contents` kept. */
  sets: Record<SqlSet, SqlSetData>;
  comparability: SqlComparability;
}

export const textToSqlKind: SuiteKind = {
  kind: "text-to-sql",
  reportSections: (results, { perGroup }) => [
    textToSqlSection(results.textToSql as TextToSqlReport[] | undefined, perGroup),
  ],
  load(config, io) {
    const sqlIO = setIO(io);
    const diagnostics = [];
    const loaded: LoadedTextToSql[] = [];
    for (const suite of config.textToSql) {
      const pub = loadSqlSet("public", suite.public, sqlIO);
      const fresh = loadSqlSet("fresh", suite.fresh, sqlIO);
      diagnostics.push(...pub.diagnostics, ...fresh.diagnostics);
      if (!pub.data || !fresh.data) continue;
      const shown = showBothSides(suite, { public: pub.data, fresh: fresh.data }, config, io);
      diagnostics.push(...shown.diagnostics);
      if (shown.loaded) loaded.push(shown.loaded);
    }
    const questions = loaded.reduce(
      (n, l) => n + l.sets.public.questions.length + l.sets.fresh.questions.length,
      0,
    );
    const databases = loaded.reduce(
      (n, l) => n + l.sets.public.databases.length + l.sets.fresh.databases.length,
      0,
    );
    return {
      kind: "text-to-sql",
      diagnostics,
      summary:
        config.textToSql.length > 0
          ? `${questions} text-to-SQL questions over ${databases} databases [${loaded.map((l) => l.comparability.rows.why).join("; ")}]`
          : undefined,
      sample: (cfg, _log, looks) => sampleTextToSql(cfg, loaded, looks),
    };
  },
};

/** The sets' reads, from the command's IO; an IO without binary reads or listings (a test's) finds nothing. */
function setIO(io: LoadIO): SqlSetIO {
  return {
    readText: io.readText,
    readBytes: (path) => io.readBytes?.(path),
    listDir: (path) => io.listDir?.(path),
    env: (name) => io.env?.[name],
  };
}

interface SuitePlan {
  loaded: LoadedTextToSql;
  plan: TextToSqlPlan;
}

function sampleTextToSql(
  config: GateConfig,
  loaded: readonly LoadedTextToSql[],
  looks: SuiteLooks = new Map(),
): SampledSuites {
  const plans: SuitePlan[] = loaded.map((l) => {
    const plan = planTextToSql(l.sets, {
      suite: l.suite.name,
      seed: config.seed,
      variants: l.suite.variants,
      ...(config.provider.endpoint.kind === "simulator"
        ? { interpretationTokens: simulatorInterpretation }
        : {}),
      // Each look of a sequential run adds `per-database` questions per database from the same seeded order.
      ...(l.suite.perDatabase !== undefined
        ? { perDatabase: l.suite.perDatabase * (looks.get(l.suite.name) ?? 1) }
        : {}),
    });
    for (const set of ["public", "fresh"] as const) {
      if (plan.questions[set].length === 0)
        throw new ConfigError(
          `text-to-SQL suite '${l.suite.name}' has no ${set} question to ask, so its checks would never run`,
          `point its ${set} set at databases with questions`,
          { file: l.sets[set].origin },
        );
    }
    return { loaded: l, plan };
  });
  const prompts: TextToSqlPrompt[] = plans.flatMap((p) => p.plan.prompts);
  return {
    kind: "text-to-sql",
    scoresItems: false,
    prompts,
    // A database's interpretations and questions, original and ATD: the ATD drop pairs them question by question.
    unitOf: unitsBy(prompts, (p) => `${p.set}:${p.dbId}`),
    answerKey: () =>
      new Map(
        plans.flatMap((p) =>
          textToSqlKey(p.plan, {
            public: p.loaded.sets.public.databases,
            fresh: p.loaded.sets.fresh.databases,
          }),
        ),
      ),
    expectedChecks: () => plans.flatMap((p) => expectedTextToSqlChecks(p.loaded.suite)),
    decidability: (policy) =>
      plans.flatMap((p) =>
        textToSqlDecidability({
          suite: p.loaded.suite.name,
          policy,
          questionsPerSet: {
            public: p.plan.questions.public.length,
            fresh: p.plan.questions.fresh.length,
          },
          databasesPerSet: {
            public: new Set(p.plan.questions.public.map((q) => q.dbId)).size,
            fresh: new Set(p.plan.questions.fresh.map((q) => q.dbId)).size,
          },
          variants: p.loaded.suite.variants,
        }),
      ),
    records: () => prompts.map(record),
    table: () => formatQuestionsTable(prompts.map(tableRow), "text-to-SQL"),
    measure: (outcomes, context) => measureAll(plans, outcomes, context),
  };
}

async function measureAll(
  plans: readonly SuitePlan[],
  outcomes: Parameters<SampledSuites["measure"]>[0],
  { config, level }: Parameters<SampledSuites["measure"]>[1],
): Promise<KindMeasurement> {
  const metrics: MetricValue[] = [];
  const reports: TextToSqlReport[] = [];
  const log: string[] = [];
  const flagged: { significant: boolean; covers: string[] }[] = [];
  for (const { loaded, plan } of plans) {
    const { suite, sets } = loaded;
    const scored = await scoreTextToSql(plan, sets, outcomes, {
      suite: suite.name,
      instances: suite.instances,
      seed: config.seed,
      distinct: suite.distinct,
    });
    if (scored.observations.length === 0) {
      log.push(`text-to-SQL suite ${suite.name}: no answered question; not measured`);
      continue;
    }
    const measured = measureTextToSql(scored.observations, {
      suite: suite.name,
      level,
      variants: suite.variants,
      conventions: { distinct: suite.distinct, unusable: suite.unusable },
    });
    const { comparability } = loaded;
    metrics.push(...measured.metrics.map((m) => undecidableWhenNotComparable(m, comparability)));
    // Either signal, significantly above 0, marks the covered suites' metrics as possibly inflated.
    const signals = measured.metrics.filter(
      (m) => m.kind === "sql-contamination-delta" || m.kind === "atd-drop-difference",
    );
    flagged.push({ significant: signals.some((m) => (m.interval?.low ?? 0) > 0), covers: suite.covers });
    reports.push({
      ...measured.report,
      comparability,
      origins: {
        public: originInReport(sets.public.origin, config),
        fresh: originInReport(sets.fresh.origin, config),
      },
      // A sealed set's problems are named by id only: an engine message can quote its schema.
      goldProblems: scored.goldProblems.map((p) => ({
        questionId: p.questionId ?? p.dbId,
        message: sets[p.questionId?.startsWith("fresh:") ? "fresh" : "public"].sealed
          ? "(sealed set: see a local run)"
          : p.message,
      })),
    });
    log.push(
      `text-to-SQL suite ${suite.name}: ${scored.observations.length} answers scored on test suites of ${suite.instances} instances per database (${scored.executions} predicted-query executions, ${Math.round(scored.engineMs)} ms)` +
        (scored.unscorable
          ? `; ${scored.unscorable} answers to questions whose gold query ran nowhere were left out`
          : "") +
        (scored.goldProblems.length
          ? `; ${scored.goldProblems.length} gold-query problems (see the report)`
          : ""),
    );
  }
  return {
    items: [],
    metrics,
    ...(reports.length ? { results: { textToSql: reports } } : {}),
    log,
    annotate: (all, items) => markPossiblyInflated(all, flagged, items),
  };
}

/**
 * The ATD drop difference compares what ATD takes from each side: when the sides' dumps differ in whether they
 * carry rows or in size, that difference is built in, so the check is inconclusive with the reason.
 */
function undecidableWhenNotComparable(metric: MetricValue, c: SqlComparability): MetricValue {
  if (c.comparable || metric.kind !== "atd-drop-difference") return metric;
  return { ...metric, undecidable: notComparableReason(c) };
}

/** Per suite its public − fresh delta, its ATD-drop difference when both variants are asked, its unusable rate. */
function expectedTextToSqlChecks(suite: TextToSqlSuite): ExpectedCheck[] {
  const scope = suite.name;
  const check = (kind: ExpectedCheck["kind"]): ExpectedCheck => ({
    metricId: `${kind}:${scope}`,
    kind,
    scope,
    suites: [scope],
  });
  return [
    ...(suite.variants.includes("original") ? [check("sql-contamination-delta")] : []),
    ...(suite.variants.length === 2 ? [check("atd-drop-difference")] : []),
    check("unusable-rate"),
  ];
}

/** What `sample` prints per prompt: never the dump (long), and nothing of a sealed set but its ids. */
function record(p: TextToSqlPrompt): object {
  const base = { id: p.id, suite: p.suite, set: p.set, dbId: p.dbId, variant: p.variant };
  if (p.role === "interpretation") return { ...base, role: p.role, dumpChars: p.question.length };
  const text = p.sealed ? { sealed: true } : { question: p.question, gold: p.gold };
  return { ...base, role: p.role, hardness: p.hardness, ...text };
}

function tableRow(p: TextToSqlPrompt): { id: string; question: string } {
  if (p.role === "interpretation")
    return {
      id: p.id,
      question: `(the ${p.variant === "atd" ? "disconnected " : ""}dump, ${p.question.length} characters)`,
    };
  return { id: p.id, question: p.sealed ? "(sealed)" : (p.question.split("\n")[1] ?? p.question) };
}

/** The simulator's description of a dump, measured as it will count it: plan equals run on the simulator too. */
function simulatorInterpretation(tables: readonly string[]): { asInput: number; asOutput: number } {
  const { text } = describeDump({ kind: "sql-dump", tables: [...tables] });
  return { asInput: Math.ceil(text.length / TOKEN_ESTIMATE.charsPerToken), asOutput: tokenize(text).length };
}

/**
 * Where a set came from, as the config file names it (relative to the file's directory), never as an absolute
 * path: results.json, the reports and the PR comment are shared, and the runner's or a clone's directory is
 * noise there at best and a leak at worst. Without a config file, the last part of the path.
 */
export function originInReport(origin: string, config: Pick<GateConfig, "configFile">): string {
  if (!isAbsolute(origin)) return origin;
  if (!config.configFile) return basename(origin);
  const rel = relative(dirname(config.configFile), origin);
  return rel === "" ? "." : isAbsolute(rel) ? basename(origin) : rel.split(sep).join("/");
}
