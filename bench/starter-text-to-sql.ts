/**
 * Does the starter's text-to-SQL suite decide on its own? (`node --import tsx bench/starter-text-to-sql.ts
 * [seeds] [profile] [verify] [starter]`, defaults 200, fair, 3, fixtures/starter/bias-gate.yml.)
 *
 * The suite's block is taken verbatim from fixtures/starter/bias-gate.yml into a config that holds only it, read as
 * if it sat beside the starter (so its relative paths are the starter's). For each seed s the run is what
 * `bias-gate run --seed s` does, in process: the text-to-SQL kind loads and samples the sets, the simulator's
 * `decideAnswer` answers every question with the built-in profile seeded by the run seed (as the embedded simulator
 * is, so answers follow the seed), `measureTextToSql` computes the metrics and `decideGate` the checks under the
 * config's policy. No HTTP.
 *
 * Scoring is the one shortcut: the simulator answers a question with its gold query (scored right on every
 * instance) or with the gold query naming a column no table has (refused by SQLite, scored wrong), so the answer's
 * kind is its score. The first `verify` seeds are also scored by the real test-suite evaluator (`measure`, the SQL
 * engine on random instances), and the bench stops if any metric differs.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { nodeCommandIO } from "../src/commands/io.js";
import type { GateConfig } from "../src/config/config.js";
import { resolveConfig } from "../src/config/resolve.js";
import { measureTextToSql } from "../src/contamination/text-to-sql-metrics.js";
import type { SqlQuestionPrompt, TextToSqlPrompt } from "../src/contamination/text-to-sql-prompts.js";
import type { SqlObservation } from "../src/contamination/text-to-sql-types.js";
import { decideGate } from "../src/gate/decide.js";
import { gatePolicy } from "../src/gate/from-settings.js";
import type { CheckStatus, MetricValue } from "../src/metrics/types.js";
import type { QueryOutcome } from "../src/providers/types.js";
import { seededProfile } from "../src/querying/endpoint.js";
import { decideAnswer } from "../src/simulator/behaviour.js";
import { builtinProfile } from "../src/simulator/profile.js";
import type { SampledSuites } from "../src/suites/kind.js";
import { textToSqlKind } from "../src/suites/text-to-sql.js";

const SEEDS = 200;
const VERIFY = 3;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STARTER = resolve(ROOT, "fixtures/starter/bias-gate.yml");
const CHECKS = ["sql-contamination-delta", "atd-drop-difference"] as const;

/** The starter's `- name: text-to-sql` block, as written, with the seed line of the file. */
export function starterTextToSqlConfig(starterFile = STARTER): string {
  const lines = readFileSync(starterFile, "utf8").split("\n");
  const start = lines.findIndex((l) => /^ {2}- name: text-to-sql\s*$/.test(l));
  if (start < 0) throw new Error(`${starterFile}: no '- name: text-to-sql' suite`);
  const end = lines.findIndex((l, i) => i > start && /^\S|^ {2}- /.test(l));
  const block = lines.slice(start, end < 0 ? undefined : end).join("\n");
  return `version: 1\nseed: 2026\nsuites:\n${block.trimEnd()}\n`;
}

interface Loaded {
  config: GateConfig;
  sample(seed: string): SampledSuites;
}

function loadSuite(starterFile: string): Loaded {
  const text = starterTextToSqlConfig(starterFile);
  const node = nodeCommandIO();
  // Beside the starter, so the block's relative paths resolve as they do in it; read from memory, never written.
  const benchConfig = resolve(dirname(starterFile), "bench-text-to-sql.yml");
  const readText = (path: string) => (path === benchConfig ? text : node.readText(path));
  const io = { ...node, cwd: dirname(starterFile), readText, defaultConfigPath: benchConfig };
  const config = resolveConfig({ config: benchConfig }, io);
  const loaded = textToSqlKind.load(config, { ...io, domainsKeys: new Map() });
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new Error(`${errors[0]!.file}:${errors[0]!.line}: ${errors[0]!.message}`);
  return { config, sample: (seed) => loaded.sample({ ...config, seed }, () => {}) };
}

/** Every prompt answered by the seeded simulator, as the querying stage records it, with the answer's kind. */
function answer(
  sampled: SampledSuites,
  config: GateConfig,
  profileName: string,
  seed: string,
): { outcomes: QueryOutcome[]; kinds: Map<string, string> } {
  const profile = seededProfile(builtinProfile(profileName), seed);
  const key = sampled.answerKey();
  const model = config.provider.model;
  const params = { model, timeoutMs: 1000 };
  const outcomes: QueryOutcome[] = [];
  const kinds = new Map<string, string>();
  for (const prompt of sampled.prompts as readonly TextToSqlPrompt[]) {
    const dump = prompt.conversation?.[0];
    const userMessages = dump?.role === "user" ? [dump.content, prompt.question] : [prompt.question];
    const decision = decideAnswer(profile, key, { model, userMessage: prompt.question, userMessages }, () => {
      throw new Error("temperature 0 draws from the prompt's own stream");
    });
    kinds.set(prompt.id, decision.kind);
    outcomes.push({
      status: "answered",
      request: {
        promptId: prompt.id,
        trial: 0,
        messages: [{ role: "user", content: prompt.question }],
        params,
      },
      key: `${prompt.id}#0`,
      answer: { text: decision.text, usage: { inputTokens: 0, outputTokens: 0 } },
      source: "network",
      attempts: 1,
      latencyMs: 0,
    });
  }
  return { outcomes, kinds };
}

/** The shortcut: an answer's kind is its score (see the header). */
function shortcutMetrics(
  sampled: SampledSuites,
  config: GateConfig,
  kinds: ReadonlyMap<string, string>,
): MetricValue[] {
  const observations: SqlObservation[] = [];
  const suite = config.textToSql[0]!;
  for (const p of sampled.prompts as readonly TextToSqlPrompt[]) {
    if (p.role !== "question") continue;
    const q = p as SqlQuestionPrompt;
    const kind = kinds.get(q.id);
    const base = {
      ...{ suite: q.suite, set: q.set, dbId: q.dbId, questionId: q.questionId },
      ...{ hardness: q.hardness, variant: q.variant, trial: 0 },
    };
    observations.push(kind === "sql-unusable" ? base : { ...base, correct: kind === "sql-correct" });
  }
  const level = gatePolicy(config.gate).level;
  return measureTextToSql(observations, { suite: suite.name, level, variants: suite.variants }).metrics;
}

export interface SeedResult {
  seed: string;
  status: Record<(typeof CHECKS)[number], CheckStatus>;
  halfWidth: Record<(typeof CHECKS)[number], number>;
  requests: number;
}

export async function runSeeds(
  seeds: number,
  profile: string,
  verify: number,
  starterFile = STARTER,
): Promise<SeedResult[]> {
  const { config, sample } = loadSuite(starterFile);
  const policy = gatePolicy(config.gate);
  const results: SeedResult[] = [];
  for (let s = 1; s <= seeds; s++) {
    const seed = String(s);
    const seeded = { ...config, seed };
    const sampled = sample(seed);
    const { outcomes, kinds } = answer(sampled, seeded, profile, seed);
    const metrics = shortcutMetrics(sampled, seeded, kinds);
    if (s <= verify) await checkShortcut(sampled, seeded, outcomes, metrics, policy.level);
    const verdict = decideGate(metrics, policy);
    const status = {} as SeedResult["status"];
    const halfWidth = {} as SeedResult["halfWidth"];
    for (const kind of CHECKS) {
      const check = verdict.checks.find((c) => c.metricId === `${kind}:${config.textToSql[0]!.name}`);
      const metric = metrics.find((m) => m.id === check?.metricId);
      status[kind] = check?.status ?? "inconclusive";
      halfWidth[kind] = metric?.interval ? (metric.interval.high - metric.interval.low) / 2 : Number.NaN;
    }
    results.push({ seed, status, halfWidth, requests: sampled.prompts.length });
  }
  return results;
}

/** The real scorer's metrics must equal the shortcut's, value and interval. */
async function checkShortcut(
  sampled: SampledSuites,
  config: GateConfig,
  outcomes: readonly QueryOutcome[],
  shortcut: readonly MetricValue[],
  level: number,
): Promise<void> {
  const real = (await sampled.measure(outcomes, { config, level })).metrics;
  for (const m of shortcut) {
    const r = real.find((x) => x.id === m.id);
    const same =
      r !== undefined &&
      r.value === m.value &&
      r.interval?.low === m.interval?.low &&
      r.interval?.high === m.interval?.high;
    if (!same)
      throw new Error(
        `seed ${config.seed}: ${m.id} scored ${r?.value} by the engine, ${m.value} by the shortcut`,
      );
  }
}

export function formatTable(results: readonly SeedResult[], profile: string): string {
  const n = results.length;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const pct = (k: number) => `${k} (${((100 * k) / n).toFixed(1)}%)`.padStart(12);
  const rows = [
    `starter text-to-SQL suite, profile ${profile}, ${n} seeds, ${results[0]?.requests ?? 0} requests a run`,
    "check                    pass          fail          inconclusive  median half-width",
  ];
  for (const kind of CHECKS) {
    const count = (s: CheckStatus) => results.filter((r) => r.status[kind] === s).length;
    rows.push(
      [
        kind.padEnd(24),
        pct(count("pass")),
        pct(count("fail")),
        pct(count("inconclusive")),
        median(results.map((r) => r.halfWidth[kind]))
          .toFixed(3)
          .padStart(12),
      ].join("  "),
    );
  }
  return rows.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const seeds = Number(process.argv[2] ?? SEEDS);
  const profile = process.argv[3] ?? "fair";
  const verify = Number(process.argv[4] ?? VERIFY);
  // Another starter file (a copy of an older one beside its own sets), to measure sets before a change.
  const starter = process.argv[5] ? resolve(process.argv[5]) : STARTER;
  const results = await runSeeds(seeds, profile, verify, starter);
  console.log(formatTable(results, profile));
  console.log(
    `(shortcut checked against the engine on ${Math.min(verify, seeds)} seeds; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
