import { resolve } from "node:path";
import type { CliFlags } from "../config/cli-args.js";
import { EXIT } from "../exit-codes.js";
import { formatPromptsTable } from "../report/prompts-table.js";
import { sampleSuites } from "../sampling/sample-suites.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/** `bias-gate sample`: the seeded sample of prompts, as JSONL (one record per prompt) or a readable table. */
export function sampleCommand(flags: CliFlags, io: CommandIO): number {
  const { config, suites } = prepare(flags, io);
  const prompts = sampleSuites(config, suites);
  const text =
    (flags.format ?? "jsonl") === "jsonl"
      ? prompts.map((p) => JSON.stringify(p)).join("\n") + (prompts.length ? "\n" : "")
      : formatPromptsTable(prompts);
  if (flags.out) {
    io.writeText(resolve(io.cwd, flags.out), text);
    io.stderr(`wrote ${prompts.length} prompts to ${flags.out}\n`);
  } else {
    io.stdout(text);
  }
  return EXIT.pass;
}
