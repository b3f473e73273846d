import { createHash } from "node:crypto";
import * as core from "@actions/core";
import { type CommandIO, nodeCommandIO } from "../commands/io.js";
import { runShard, type ShardResponseCache } from "../commands/shard-run.js";
import type { ActionInputs } from "../config/action-inputs.js";
import type { GateConfig } from "../config/config.js";
import { EXIT } from "../config/exit-codes.js";
import type { ActionEnvironment } from "./gate-in-action.js";
import { responseCacheKey, restoreResponseCache, saveResponseCache } from "./response-cache.js";

/**
 * The Action with `shard: i/n`: one leg of a matrix. Sends this shard's slice and writes its shard file (output
 * `shard-path`, for actions/upload-artifact); posts no comment and sets no verdict, since only the merge job sees every
 * shard. The job fails only when the endpoint failed in a way every request would repeat (a wrong key, an unknown
 * model), unless fail-on is `never`; the merge reports that too.
 */
export async function shardInAction(inputs: ActionInputs, env: ActionEnvironment): Promise<void> {
  const io: CommandIO = {
    ...nodeCommandIO(),
    cwd: env.cwd,
    stdout: (text) => core.info(text.trimEnd()),
    stderr: (text) => core.info(text.trimEnd()),
    progressMode: "log",
    isTTY: false,
  };
  const shard = await runShard({ ...inputs.flags, shard: inputs.shard ?? "" }, io, {
    ...(inputs.apiKey ? { apiKey: inputs.apiKey } : {}),
    ...(inputs.cache ? { cache: shardCache(inputs.shard ?? "", io) } : {}),
  });
  core.setOutput("shard-path", shard.file);
  await core.summary
    .addRaw(
      `bias-gate shard ${inputs.shard}: partial, merge to decide. Upload \`${shard.file}\` and run the Action ` +
        "with `merge:` in a job that needs every shard.\n",
    )
    .write();
  if (shard.exitCode === EXIT.endpointFailed && inputs.failOn !== "never") {
    core.setFailed(
      `bias-gate shard ${inputs.shard}: the endpoint failed (see the log above); its file is written, so the merge job reports it too`,
    );
  }
}

/**
 * The Actions response cache for one shard: restored from this shard's key, else any bias-gate cache (entries are
 * content-addressed, so another shard's or a whole run's answers are safe to offer), and saved under this shard's
 * own key, so the matrix's jobs never race for one key and a re-run job finds what it paid for.
 */
function shardCache(shard: string, io: Pick<CommandIO, "readText">): ShardResponseCache {
  let restored: string | undefined;
  const keyOf = (config: GateConfig) => {
    const files = [
      ...config.suites.flatMap((s) => s.templates),
      ...(config.configFile ? [config.configFile] : []),
    ];
    const hashes = Object.fromEntries(
      files.map((f) => [
        f,
        createHash("sha256")
          .update(io.readText(f) ?? "")
          .digest("hex"),
      ]),
    );
    return `${responseCacheKey(config, hashes)}-shard-${shard.replace("/", "-of-")}`;
  };
  const log = (line: string) => core.info(line);
  return {
    async restore(config) {
      if (config.cache.enabled) restored = await restoreResponseCache(config.cache.dir, keyOf(config), log);
    },
    async save(config, answered) {
      if (config.cache.enabled && answered > 0)
        await saveResponseCache(config.cache.dir, keyOf(config), restored, log);
    },
  };
}
