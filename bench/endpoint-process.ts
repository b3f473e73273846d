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

export interface Endpoint {
  url: string;
  stats(): Promise<EndpointStats>;
  stop(): void;
}

/** Starts `script` in its own process. */
export async function startEndpoint(script: string, options: object): Promise<Endpoint> {
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
