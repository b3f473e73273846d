import type { CliFlags } from "../config/cli-commands.js";
import { ConfigError } from "../config/errors.js";
import type { CommandIO } from "./io.js";
import { runCommand } from "./run.js";

/**
 * `bias-gate score`: the same scoring and gate as `run`, from recorded answers instead of a model:
 * `--apes-predictions FILE...` (APES's recorded GPT-3 answers) or `--responses FILE.jsonl...` (written by
 * `run --record`). Templates are expanded exhaustively unless `--per-template` is given, so every recorded
 * answer that matches a prompt is scored; prompts without a recorded answer are counted as not recorded.
 */
export async function scoreCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const replay = flags.responses ?? flags.replay;
  if (!replay?.length && !flags.apesPredictions?.length) {
    throw new ConfigError(
      "score needs recorded answers",
      "pass --responses answers.jsonl (from `run --record`) or --apes-predictions data/predictions/<group>.predictions.csv",
    );
  }
  return runCommand(
    {
      ...flags,
      ...(replay ? { replay } : {}),
      exhaustive: flags.exhaustive ?? flags.perTemplate === undefined,
      noCache: true,
    },
    io,
  );
}
