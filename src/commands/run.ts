import type { CliFlags } from "../config/cli-args.js";
import type { CommandIO } from "./io.js";
import { planCommand } from "./plan.js";

/**
 * `bias-gate run`. Until the querying stage lands it prints the plan of what the gate would send; the
 * querying, scoring and gate stages extend it.
 */
export function runCommand(flags: CliFlags, io: CommandIO): number {
  const code = planCommand(flags, io);
  io.stdout("Querying a model is not implemented yet: this run stopped after planning.\n");
  return code;
}
