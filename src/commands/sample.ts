import { resolve } from "node:path";
import type { CliFlags } from "../config/cli-args.js";
import { EXIT } from "../exit-codes.js";
import { planRun } from "../run-plan.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate sample`: every prompt a run would send, from the same plan as `run`, as JSONL (one record per
 * prompt, each with its id and suite kind) or a readable table.
 */
export function sampleCommand(flags: CliFlags, io: CommandIO): number {
  const { config, loaded } = prepare(flags, io);
  const plan = planRun(config, loaded, (line) => io.stderr(`${line}\n`));
  const records = plan.sampled.flatMap((s) => s.records().map((r) => ({ ...r, kind: s.kind })));
  const text =
    (flags.format ?? "jsonl") === "jsonl"
      ? records.map((r) => JSON.stringify(r)).join("\n") + (records.length ? "\n" : "")
      : plan.sampled.map((s) => s.table()).join("\n");
  if (flags.out) {
    io.writeText(resolve(io.cwd, flags.out), text);
    io.stderr(`wrote ${records.length} prompts to ${flags.out}\n`);
  } else {
    io.stdout(text);
  }
  return EXIT.pass;
}
