import type { CliFlags } from "../config/cli-args.js";
import { PROVIDER_DEFAULTS } from "../config/resolve-provider.js";
import { EXIT } from "../exit-codes.js";
import { loadProfile } from "../providers/endpoint.js";
import { sampleSuites } from "../sampling/sample-suites.js";
import { buildYesNoKey } from "../simulator/answer-key.js";
import { startSimulator } from "../simulator/server.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate serve-sim`: the embedded simulator as a standalone loopback server, for trying bias-gate against an
 * endpoint or pointing another tool at it. Its answer key comes from the same selection as `run`, so a
 * `bias-gate run --base-url <url>` with the same selection sees the profile's planted behaviour.
 */
export async function serveSimCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  const { config, suites } = prepare(flags, io);
  const prompts = sampleSuites(config, suites);
  const profile = await loadProfile(flags.profile ?? PROVIDER_DEFAULTS.simulatorProfile, io.cwd);
  const simulator = await startSimulator({
    profile,
    key: buildYesNoKey(prompts, (p) => p.question),
    port: flags.port ?? 0,
    log: (line) => io.stderr(`${line}\n`),
  });
  io.stdout(`${simulator.url}\n`);
  io.stderr(
    `try: bias-gate run --base-url ${simulator.url} --model bias-gate-simulator (set OPENAI_API_KEY to any value)\n` +
      "press Ctrl-C to stop\n",
  );
  const interrupt = io.onInterrupt();
  await new Promise<void>((resolve) => interrupt.signal.addEventListener("abort", () => resolve()));
  interrupt.dispose();
  await simulator.close();
  return EXIT.pass;
}
