import { join } from "node:path";
import type { CliFlags } from "../config/cli-args.js";
import { systemClock } from "../providers/clock.js";
import { createProgressReporter, type PoolProgress } from "../providers/progress.js";
import { formatAnswersSummary } from "../report/answers-summary.js";
import { logHeadline } from "../report/headline.js";
import { renderHtmlReport } from "../report/html/html-report.js";
import { runGate } from "../run-gate.js";
import type { CommandIO } from "./io.js";
import { prepareOutputDir } from "./preflight.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate run`: config → templates → sample → query the model (the embedded simulator by default) → score →
 * gate. Writes results.json and report.md to the output directory and prints the report. Exit 0 pass, 1 fail,
 * 2 bad input, 3 inconclusive or too many provider failures.
 */
export async function runCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const { config, loaded } = prepare(flags, io);
  prepareOutputDir(config, io);
  const progress = createProgressReporter({ mode: io.progressMode, write: io.stderr, now: systemClock.now });
  let last: PoolProgress | undefined;
  const interrupt = io.onInterrupt();
  const gate = await runGate(config, loaded, {
    env: io.env,
    cwd: io.cwd,
    readText: io.readText,
    toolVersion: io.version,
    log: (line) => io.stderr(`${line}\n`),
    clock: systemClock,
    signal: interrupt.signal,
    onProgress: (p) => {
      last = p;
      progress.update(p);
    },
  }).finally(interrupt.dispose);
  if (last) progress.finish(last);
  for (const problem of gate.queried.problems.slice(0, 10)) io.stderr(`warning: ${problem}\n`);
  io.stderr(
    formatAnswersSummary({
      run: gate.queried.run,
      endpoint: gate.queried.endpoint,
      suiteOf: new Map(gate.results.items.map((i) => [i.promptId, i.suite])),
      missing: gate.queried.missing,
    }),
  );
  io.writeText(join(config.outDir, "results.json"), `${JSON.stringify(gate.results, null, 2)}\n`);
  io.writeText(join(config.outDir, "report.md"), gate.report);
  io.writeText(join(config.outDir, "report.html"), renderHtmlReport(gate.results));
  io.stdout(gate.report);
  io.stderr(`wrote ${join(config.outDir, "results.json")} and report.md\n${logHeadline(gate.results)}\n`);
  return gate.exitCode;
}
