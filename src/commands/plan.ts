import type { CliFlags } from "../config/cli-args.js";
import { EXIT } from "../exit-codes.js";
import { formatPlanTable, planRun } from "../sampling/plan.js";
import { sampleSuites } from "../sampling/sample-suites.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/** `bias-gate plan`: what a run would send (prompts, requests, estimated tokens and cost), calling nothing. */
export function planCommand(flags: CliFlags, io: CommandIO): number {
  const { config, suites } = prepare(flags, io);
  const prompts = sampleSuites(config, suites);
  const plan = planRun(prompts, {
    trials: config.trials,
    ...(config.systemPrompt ? { systemPrompt: config.systemPrompt.text } : {}),
    ...(config.prices ? { prices: config.prices } : {}),
  });
  io.stdout(`${formatPlanTable(plan)}\n`);
  return EXIT.pass;
}
