import { isAbsolute, join, relative } from "node:path";
import { formatUnkept } from "../answers/unkept.js";
import type { CliFlags } from "../config/cli-commands.js";
import type { GateConfig } from "../config/config.js";
import { systemClock } from "../querying/clock.js";
import { createProgressReporter, type PoolProgress } from "../querying/progress.js";
import { formatAnswersSummary } from "../report/answers-summary.js";
import { logHeadline } from "../report/headline.js";
import type { Results } from "../report/results.js";
import { ITEMS_FILE, resultsFileText } from "../report/results-file.js";
import { runVariants } from "../run/variants.js";
import type { RunDeps } from "../run-gate.js";
import type { CommandIO } from "./io.js";
import { jsonLineChunks, writeChunks } from "./json-lines.js";
import { prepareOutputDir } from "./preflight.js";
import { prepare } from "./prepare.js";
import { runShardCommand } from "./shard-run.js";

/** What `run` and `score` print on stdout: the terminal summary, the Markdown report, or results.json. */
export type StdoutFormat = "text" | "md" | "json";

/**
 * `bias-gate run`: config → templates → sample → query the model (the embedded simulator by default) → score →
 * gate. Writes results.json and report.md to the output directory and prints, by `--format`, a short summary
 * (the default on a terminal), the Markdown report (the default otherwise, for CI logs and pipes) or results.json.
 * Exit 0 pass, 1 fail, 2 bad input, 3 inconclusive or too many provider failures.
 */
export async function runCommand(
  flags: CliFlags,
  io: CommandIO,
  stages: Pick<RunDeps, "answer"> = {},
): Promise<number> {
  if (flags.shard !== undefined) return runShardCommand(flags, io);
  const format = stdoutFormat(flags, io);
  const { config, loaded } = prepare(flags, io);
  prepareOutputDir(config, io);
  const progress = createProgressReporter({ mode: io.progressMode, write: io.stderr, now: systemClock.now });
  let last: PoolProgress | undefined;
  const interrupt = io.onInterrupt();
  const gate = await runVariants(config, loaded, {
    env: io.env,
    cwd: io.cwd,
    readText: io.readText,
    toolVersion: io.version,
    ...stages,
    // Through the reporter: on a terminal it lifts the live progress line off first and puts it back after.
    log: (line) => progress.log(`${line}\n`),
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
      suiteOf: gate.suiteOf,
      missing: gate.queried.missing,
    }),
  );
  io.writeText(join(config.outDir, "results.json"), resultsJson(gate.results));
  // Line by line, waiting on the disk: a large run's items never become one string.
  await writeChunks(io, join(config.outDir, ITEMS_FILE), jsonLineChunks(gate.results.items));
  io.writeText(join(config.outDir, "report.md"), gate.report);
  // The page and the terminal summary are loaded only now: not before the first request is sent.
  const { renderHtmlReport } = await import("../report/html/html-report.js");
  io.writeText(join(config.outDir, "report.html"), renderHtmlReport(gate.results));
  io.stdout(await stdoutText(format, gate, config, io));
  // The terminal summary already ends with the verdict and where the files are.
  if (format !== "text")
    io.stderr(`wrote ${join(config.outDir, "results.json")} and report.md\n${logHeadline(gate.results)}\n`);
  // Last, after the verdict: it is why a passing run exits 3.
  // The exit code says it too: see withUnkept.
  if (gate.queried.unkept) io.stderr(formatUnkept(gate.queried.unkept));
  return gate.exitCode;
}

/** `--format`, else the summary on a terminal and the Markdown report anywhere else (CI logs, pipes). */
export function stdoutFormat(flags: Pick<CliFlags, "format">, io: Pick<CommandIO, "isTTY">): StdoutFormat {
  const format = flags.format;
  if (format === "text" || format === "md" || format === "json") return format;
  return io.isTTY ? "text" : "md";
}

async function stdoutText(
  format: StdoutFormat,
  gate: { results: Results; report: string },
  config: GateConfig,
  io: CommandIO,
): Promise<string> {
  if (format === "md") return gate.report;
  if (format === "json") return resultsJson(gate.results);
  const { renderTerminal, useColor } = await import("../report/terminal.js");
  return renderTerminal(gate.results, {
    color: useColor(io.isTTY ?? false, io.env),
    outDir: shownPath(config.outDir, io.cwd),
  });
}

/** results.json's text (a large run's items are in items.jsonl beside it). */
function resultsJson(results: Results): string {
  return resultsFileText(results);
}

/** A path as the user would type it: relative when inside the working directory. */
function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? path : rel;
}
