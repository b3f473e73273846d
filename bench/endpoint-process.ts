/**
 * A stub endpoint (bench/stub-endpoint.ts) or the simulator (bench/sim-process.ts) in a process of its own: its
 * CPU and event loop apart from the client's. It prints its URL, then its stats as JSON per line on stdin.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface EndpointStats {
  requests: number;
  answered: number;
  rateLimited: number;
  maxInFlight: number;
  /** The stub's clock, ms: the first request's arrival and the last answer (absent before any). */
  firstAt?: number;
  lastAnswerAt?: number;
}

/** `Stats`: what the script prints when asked (the stub's `EndpointStats`, or the simulator's own counters). */
export interface Endpoint<Stats = EndpointStats> {
  url: string;
  stats(): Promise<Stats>;
  stop(): void;
}

/** Starts `script` in its own process. */
export async function startEndpoint<Stats = EndpointStats>(
  script: string,
  options: object,
): Promise<Endpoint<Stats>> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value as string);
  const { url } = await next();
  return {
    url,
    stats: async () => {
      child.stdin!.write("stats\n");
      return next();
    },
    stop: () => child.kill("SIGTERM"),
  };
}
