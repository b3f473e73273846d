import { resolve } from "node:path";
import type { CliFlags } from "../config/cli-commands.js";
import type { GateConfig } from "../config/config.js";
import { EXIT } from "../config/exit-codes.js";
import { planRun } from "../run-plan.js";
import type { LoadedRun } from "../suites/registry.js";
import type { CommandIO } from "./io.js";
import { jsonLineChunks, writeChunks } from "./json-lines.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate sample`: every prompt a run would send, from the same seeded sample as `run`, as JSONL (one record
 * per prompt, each with its id and suite kind) or a readable table. JSONL is written as it is drawn, so a sample
 * of any size takes constant memory; every sampling error is raised before the first line.
 */
export async function sampleCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const { config, loaded } = prepare(flags, io);
  const log = (line: string) => io.stderr(`${line}\n`);
  let prompts = 0;
  const chunks =
    (flags.format ?? "jsonl") === "jsonl"
      ? jsonLineChunks(records(config, loaded, log), () => prompts++)
      : tableChunks(config, loaded, log, (n) => {
          prompts = n;
        });
  if (flags.out) {
    await writeChunks(io, resolve(io.cwd, flags.out), chunks);
    io.stderr(`wrote ${prompts} prompts to ${flags.out}\n`);
  } else {
    for (const chunk of chunks) {
      io.stdout(chunk);
      await io.stdoutDrained?.();
    }
  }
  return EXIT.pass;
}

/** Every kind's records, each kind drawn (and checked) before the first record of any is built. */
function records(config: GateConfig, loaded: LoadedRun, log: (line: string) => void): Iterable<object> {
  const kinds = loaded.kinds.map((k) => {
    const fresh = k.sampleRecords?.(config, log);
    return { kind: k.kind, fresh: fresh !== undefined, records: fresh ?? k.sample(config, log).records() };
  });
  return (function* () {
    for (const { kind, fresh, records } of kinds) {
      // A streamed record is fresh, so it is extended in place; copying a million of them would pretenure them.
      for (const r of records) yield fresh ? Object.assign(r, { kind }) : { ...r, kind };
    }
  })();
}

/** The table is for reading, so it is built whole, from the plan a run would make. */
function* tableChunks(
  config: GateConfig,
  loaded: LoadedRun,
  log: (line: string) => void,
  count: (prompts: number) => void,
): Generator<string> {
  const plan = planRun(config, loaded, log);
  count(plan.prompts.length);
  // A kind with no suite in the config has no table, and adds no blank line.
  yield plan.sampled
    .filter((s) => s.prompts.length > 0)
    .map((s) => s.table())
    .join("\n");
}
