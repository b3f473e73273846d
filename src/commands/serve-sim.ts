import type { CliFlags } from "../config/cli-commands.js";
import { ConfigError } from "../config/errors.js";
import { EXIT } from "../config/exit-codes.js";
import { PROVIDER_DEFAULTS } from "../config/resolve-provider.js";
import { loadProfile, seededProfile } from "../querying/endpoint.js";
import { planRun } from "../run-plan.js";
import { startSimulator } from "../simulator/server.js";
import type { CommandIO } from "./io.js";
import { prepare } from "./prepare.js";

/**
 * `bias-gate serve-sim`: the embedded simulator as a standalone loopback server, for trying bias-gate against an
 * endpoint or pointing another tool at it. Its answer key is the run's plan (yes/no, coreference and
 * contamination prompts alike), so a `bias-gate run --base-url <url> --model bias-gate-simulator` with the same
 * config, seed and profile gets, prompt for prompt, the answers the embedded simulator gives, at every look.
 */
export async function serveSimCommand(flags: CliFlags, io: CommandIO): Promise<number> {
  // --profile is the profile this server plays, not one for the config's endpoint (which may name this server).
  const { config, loaded } = prepare({ ...flags, profile: undefined }, io);
  const log = (line: string) => io.stderr(`${line}\n`);
  const first = planRun(config, loaded, log);
  // A sequential run's later looks ask more of the same suites: the key holds every prompt any look could ask.
  const everyLook = new Map(first.prompts.map((p) => [p.suite, config.sequential.maxLooks] as const));
  const plan = config.sequential.enabled ? planRun(config, loaded, () => {}, everyLook) : first;
  const profile = seededProfile(
    await loadProfile(flags.profile ?? PROVIDER_DEFAULTS.simulatorProfile, io.cwd),
    config.seed,
  );
  const simulator = await startSimulator({
    profile,
    key: plan.key,
    port: flags.port ?? 0,
    log: (line) => io.stderr(`${line}\n`),
  }).catch((error: unknown) => {
    throw portError(error, flags.port ?? 0);
  });
  io.stdout(`${simulator.url}\n`);
  io.stderr(
    `try: bias-gate run --base-url ${simulator.url} --model bias-gate-simulator (no API key needed)\n` +
      "press Ctrl-C to stop\n",
  );
  const interrupt = io.onInterrupt();
  await new Promise<void>((resolve) => interrupt.signal.addEventListener("abort", () => resolve()));
  interrupt.dispose();
  await simulator.close();
  return EXIT.pass;
}

/** A port the simulator cannot listen on is the user's to change; any other failure is passed on. */
function portError(error: unknown, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  const hint = "pass another --port, or leave it out for a free one";
  if (code === "EADDRINUSE") return new ConfigError(`port ${port} is already in use`, hint);
  if (code === "EACCES") return new ConfigError(`port ${port} needs privileges this process lacks`, hint);
  return error;
}
