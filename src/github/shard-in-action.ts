import * as core from "@actions/core";
import { type CommandIO, nodeCommandIO } from "../commands/io.js";
import { runShard } from "../commands/shard-run.js";
import type { ActionInputs } from "../config/action-inputs.js";
import { EXIT } from "../exit-codes.js";
import type { ActionEnvironment } from "./gate-in-action.js";

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
