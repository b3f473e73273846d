/**
 * Kill and resume: the CLI (from source) runs as its own process against the simulator behind a proxy that counts
 * every answer the server gave, per request; it is killed with SIGKILL at several points, then run again with the
 * same command. Printed: how many answers the killed client had received that the resume bought again (the
 * physical limit is 0), and how many requests the two runs paid for against the distinct requests.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readCacheEntries } from "../src/answers/cache.js";
import { startCountingSimulator } from "../test/integration/fixtures/counting-simulator.js";

/** The child runs from a temporary directory, so tsx and the CLI are named by absolute location. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const CLI_SOURCE = join(import.meta.dirname, "..", "src", "cli.ts");

const SPORTS =
  "hikers cyclists rowers skiers boxers divers golfers sprinters archers fencers surfers climbers jumpers runners riders".split(
    " ",
  );
const TOTAL = SPORTS.length * (SPORTS.length - 1) * 2;

async function countingSimulator() {
  const server = await startCountingSimulator({ name: "fast", latencyMs: 20, maxConcurrent: 64 });
  const idle = async () => {
    while (server.inFlight() > 0) await new Promise((r) => setTimeout(r, 20));
  };
  return { ...server, idle };
}

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-bench-kill-"));
  mkdirSync(join(dir, "d"));
  writeFileSync(join(dir, "d", "sport.txt"), `${SPORTS.map((s) => `${s},any`).join("\n")}\n`);
  writeFileSync(
    join(dir, "t.csv"),
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better at sport than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better at sport than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  );
  return dir;
}

function runCli(url: string, dir: string, out: string): ChildProcess {
  return spawn(
    process.execPath,
    [
      "--import",
      TSX_LOADER,
      CLI_SOURCE,
      ...["run", "--templates", "t.csv", "--domains", "d", "--exhaustive", "--concurrency", "64"],
      ...["--base-url", url, "--model", "bias-gate-simulator", "--cache-dir", "cache", "--out", out],
    ],
    { cwd: dir, env: { PATH: process.env.PATH ?? "", HOME: dir }, stdio: "ignore" },
  );
}

const exited = (child: ChildProcess) => new Promise<void>((done) => child.once("close", () => done()));

export async function benchKillResume(): Promise<void> {
  console.log(`\nkill -9 and resume (${TOTAL} requests, 64 in flight, 20 ms each; CLI from source)`);
  for (const share of [0.25, 0.5, 0.75]) {
    const server = await countingSimulator();
    const dir = workspace();
    try {
      const first = runCli(server.url, dir, "out-1");
      let done = false;
      void exited(first).then(() => {
        done = true;
      });
      while (!done && server.total() < TOTAL * share) await new Promise((r) => setTimeout(r, 5));
      if (done)
        throw new Error("the CLI ended before it could be killed: is the bench run from the repository?");
      first.kill("SIGKILL");
      await exited(first);
      await server.idle();
      const received = new Set(
        (await readCacheEntries(join(dir, "cache"))).entries.map((e) => JSON.stringify(e.request.messages)),
      );
      const paidBefore = server.total();
      server.paid.clear();
      await exited(runCli(server.url, dir, "out-2"));
      const rebought = [...received].filter((m) => server.paid.has(m)).length;
      console.log(
        `  killed at ${Math.round(share * 100)}%: ${received.size} answers received, re-sent ${rebought} of them ` +
          `(limit 0); paid ${paidBefore + server.total()} for ${TOTAL} distinct requests (×${((paidBefore + server.total()) / TOTAL).toFixed(3)})`,
      );
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
