import type { CliFlags } from "../config/cli-args.js";
import { EXIT } from "../exit-codes.js";
import { systemClock } from "../providers/clock.js";
import { createProgressReporter } from "../providers/progress.js";
import { queryPlan } from "../providers/query-plan.js";
import { formatAnswersSummary } from "../report/answers-summary.js";
import { sampleSuites } from "../sampling/sample-suites.js";
import { buildYesNoKey } from "../simulator/answer-key.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate run`: config → templates → sample → query the model (the embedded simulator by default) → the
 * answers' summary. Exit 3 when some requests could not be answered (failed, skipped by a budget or cancelled).
 */
export async function runCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const { config, suites } = prepare(flags, io);
  const prompts = sampleSuites(config, suites);
  const progress = createProgressReporter({ mode: io.progressMode, write: io.stderr, now: systemClock.now });
  let last: Parameters<typeof progress.finish>[0] | undefined;
  const interrupt = io.onInterrupt();
  const queried = await queryPlan(
    config,
    prompts,
    buildYesNoKey(prompts, (p) => p.question),
    {
      env: io.env,
      cwd: io.cwd,
      log: (line) => io.stderr(`${line}\n`),
      clock: systemClock,
      signal: interrupt.signal,
      onProgress: (p) => {
        last = p;
        progress.update(p);
      },
    },
  ).finally(interrupt.dispose);
  if (last) progress.finish(last);
  for (const problem of queried.problems.slice(0, 10)) io.stderr(`warning: ${problem}\n`);
  io.stdout(
    formatAnswersSummary({
      run: queried.run,
      endpoint: queried.endpoint,
      suiteOf: new Map(prompts.map((p) => [p.id, p.suite])),
      missing: queried.missing,
    }),
  );
  const { failed, skipped } = queried.run.stats;
  return failed + skipped > 0 ? EXIT.inconclusive : EXIT.pass;
}
