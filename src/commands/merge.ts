import { isAbsolute, relative, resolve } from "node:path";
import type { CliFlags } from "../config/cli-commands.js";
import type { GateConfig } from "../config/config.js";
import { ConfigError } from "../config/errors.js";
import type { QueriedPlan } from "../querying/query-plan.js";
import { parseShardFile } from "../querying/shard-file.js";
import type { RunPlan } from "../run-plan.js";
import type { CommandIO } from "./io.js";
import { checkShards, type LoadedShard, mergeShardOutcomes } from "./merge-shards.js";
import { runCommand } from "./run.js";
import { shardFingerprint, templateHashes } from "./shard-plan.js";

/** What `run --shard i/n` names its file; a directory given to merge is searched for these. */
const SHARD_FILES = "**/shard-*-of-*.jsonl";

/**
 * `bias-gate merge <shard files or dirs...>` (or `--shards`): the gate over the union of a matrix's shards. It plans
 * the run from its own config, refuses shards that are not exactly that plan split in n (see `checkShards`), then
 * scores, measures and decides as `run` does (every metric, interval and verdict from the union's items, never
 * from the shards' numbers), writes results.json and the reports, and exits with the gate's code.
 */
export async function mergeCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const given = [...(flags.positionals ?? []), ...(flags.shards ?? [])];
  // Shards sample the fixed plan, so the merged run is one: said in its flags, its results record them (runArgs)
  // and its "Reproduce locally" command is that fixed run.
  return runCommand({ ...flags, noSequential: true }, io, { answer: shardsAnswer(given, io) });
}

/**
 * The gate's querying stage replaced by the shards named (files, directories, globs; read now, so a missing or
 * damaged file stops the command before anything else): checked against the merge's own plan, then their union.
 */
export function shardsAnswer(
  given: readonly string[],
  io: ShardIO,
): (plan: RunPlan, config: GateConfig) => QueriedPlan {
  const shards = readShards(shardPaths(given, io), io);
  return (plan, config) => {
    checkShards(shards, {
      seed: config.seed,
      fingerprint: shardFingerprint(config, plan, io.cwd),
      templateHashes: templateHashes(config, io.readText, io.cwd),
      plan,
      trials: config.trials,
    });
    return mergeShardOutcomes(shards, plan);
  };
}

type ShardIO = Pick<CommandIO, "cwd" | "readText" | "glob" | "listDir" | "realPath">;

/**
 * The shard files named: files as given, directories searched for shard-<i>-of-<n>.jsonl, globs expanded. A file
 * reached twice (named twice, through a link, or named and inside a directory or glob also given) is refused: its
 * answers would count twice, and a person who passes the same shard twice has usually lost another one.
 */
function shardPaths(given: readonly string[], io: ShardIO): string[] {
  if (given.length === 0) {
    throw new ConfigError(
      "merge needs the shards' files",
      "pass them, or the directories the shards' artifacts were downloaded to: bias-gate merge shards/",
    );
  }
  const reachedBy = new Map<string, { path: string; via: string }>();
  const files: string[] = [];
  for (const arg of given) {
    for (const path of filesOf(arg, io)) {
      const real = io.realPath?.(path) ?? path;
      const first = reachedBy.get(real);
      if (first) throw givenTwice(path, arg, first, io.cwd);
      reachedBy.set(real, { path, via: arg });
      files.push(path);
    }
  }
  if (files.length === 0) {
    throw new ConfigError(
      `no shard file matches ${given.join(" ")}`,
      "check the pattern, or pass the directory the shards' artifacts were downloaded to",
    );
  }
  return files;
}

/** One argument's shard files: a pattern's matches, a directory's shard files, or the file itself. */
function filesOf(arg: string, io: ShardIO): string[] {
  const full = resolve(io.cwd, arg);
  // A pattern may name the files or the folders the artifacts were downloaded to.
  if (/[*?[{]/.test(arg)) return [...new Set(io.glob([arg, `${arg}/${SHARD_FILES}`], io.cwd))];
  if (io.listDir?.(full) === undefined) return [full];
  const found = io.glob([SHARD_FILES], full);
  if (found.length === 0) {
    throw new ConfigError(
      `${arg} holds no shard file (shard-<i>-of-<n>.jsonl)`,
      "pass the directory `bias-gate run --shard i/n` wrote to (its --out), or the downloaded artifacts",
      { file: arg },
    );
  }
  return found;
}

function givenTwice(
  path: string,
  arg: string,
  first: { path: string; via: string },
  cwd: string,
): ConfigError {
  const file = shown(path, cwd);
  const how = (p: string, via: string) => (resolve(cwd, via) === p ? `as ${via}` : `through ${via}`);
  return new ConfigError(
    `shard file ${file} given twice (${how(first.path, first.via)} and ${how(path, arg)}): its answers would count twice`,
    "pass each shard once: the directories the artifacts were downloaded to, or the files, not both",
    { file },
  );
}

function readShards(paths: readonly string[], io: ShardIO): LoadedShard[] {
  return paths.map((path) => {
    const file = shown(path, io.cwd);
    const text = io.readText(path);
    if (text === undefined) {
      throw new ConfigError(
        `shard file not found: ${file}`,
        "pass the files `bias-gate run --shard i/n` wrote",
        {
          file,
        },
      );
    }
    return { file, ...parseShardFile(text, file) };
  });
}

function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === "" || rel.startsWith("..") || isAbsolute(rel) ? path : rel;
}
