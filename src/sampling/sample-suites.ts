import type { GateConfig } from "../config/config.js";
import type { LoadedSuite } from "../templates/load-suites.js";
import type { Prompt } from "../templates/types.js";
import { samplePrompts } from "./sample.js";

/** A prompt together with the suite it belongs to and the question it is asked with. */
export interface PlannedPrompt extends Prompt {
  suite: string;
  /** The user message: the suite's question format with the statement filled in. */
  question: string;
}

/** Samples every suite with the run's seed; the order is suites in config order, then the sampler's order. */
export function sampleSuites(
  config: Pick<GateConfig, "suites" | "seed" | "exhaustive">,
  suites: LoadedSuite[],
): PlannedPrompt[] {
  return suites.flatMap((loaded) => {
    const suite = config.suites.find((s) => s.name === loaded.name)!;
    const prompts = samplePrompts(loaded.set, {
      perTemplate: suite.perTemplate,
      exhaustive: config.exhaustive,
      seed: config.seed,
    });
    return prompts.map((prompt) => ({
      ...prompt,
      suite: suite.name,
      question: suite.question.replaceAll("{statement}", prompt.statement),
    }));
  });
}
