import type { GateConfig } from "./config/config.js";
import { buildContaminationProbes, buildMaskKey, type LoadedContamination } from "./contamination/suite.js";
import type { MaskProbe } from "./contamination/types.js";
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
  return { yesNo, coreference, contamination, key, prompts };
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
