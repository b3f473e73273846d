import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CLEAR_LINE,
  createProgressReporter,
  formatProgressLine,
  type PoolProgress,
} from "../../src/querying/progress.js";
import { cli, workspace } from "./helpers.js";

const HIKERS = resolve(import.meta.dirname, "../fixtures/hikers-suite/bias-gate.yml");

const progress = (over: Partial<PoolProgress> = {}): PoolProgress => ({
  total: 2000,
  done: 1200,
  answered: 1190,
  failed: 2,
  cached: 8,
  inFlight: 31,
  concurrencyLimit: 31,
  rateLimited: 14,
  retries: 20,
  elapsedMs: 4000,
  tokens: 14_400,
  costUsd: 0,
  ...over,
});

function tty() {
  const writes: string[] = [];
  const reporter = createProgressReporter({ mode: "tty", write: (t) => void writes.push(t), now: () => 0 });
  return { writes, reporter };
}

describe("the progress line", () => {
  it("is erased before a log line and drawn again after it", () => {
    const { writes, reporter } = tty();
    reporter.update(progress());
    reporter.log("bias-gate simulator closed\n");
    expect(writes).toEqual([
      `\r${formatProgressLine(progress())}\x1b[K`,
      CLEAR_LINE,
      "bias-gate simulator closed\n",
      `${formatProgressLine(progress())}\x1b[K`,
    ]);
    expect(CLEAR_LINE).toBe("\r\x1b[2K");
  });

  it("is not drawn again after a partial line, nor erased when none is shown", () => {
    const { writes, reporter } = tty();
    reporter.log("before\n");
    reporter.update(progress());
    reporter.finish(progress({ done: 2000 }));
    reporter.log("after\n");
    expect(writes[0]).toBe("before\n");
    expect(writes.at(-1)).toBe("after\n");
    const partial = tty();
    partial.reporter.update(progress());
    partial.reporter.log("no newline yet");
    expect(partial.writes.at(-1)).toBe("no newline yet");
  });

  it("passes log lines through untouched in log mode", () => {
    const writes: string[] = [];
    const reporter = createProgressReporter({ mode: "log", write: (t) => void writes.push(t), now: () => 0 });
    reporter.log("a line\n");
    expect(writes).toEqual(["a line\n"]);
  });

  it("shows the running cost once there is one, and none without prices", () => {
    expect(formatProgressLine(progress({ costUsd: 0.01234 }))).toBe(
      "1200/2000 (60.0%) · 300.0/s · 2 failed · 14 × 429 · concurrency 31 · $0.0123 · ETA 2.7 s",
    );
    expect(formatProgressLine(progress())).not.toContain("$");
  });

  it("in a run on a terminal, is cleared with \\r\\x1b[2K before each log line written while it shows", async () => {
    const result = await cli(["run", "--config", HIKERS, "--no-cache", "--out", "out"], workspace({}), {
      isTTY: true,
      progressMode: "tty",
      env: {},
    });
    expect(result.code, result.stderr).toBe(3);
    const writes = result.stderrWrites;
    const closed = writes.findIndex((w) => w.startsWith("bias-gate simulator closed"));
    expect(closed, writes.join("")).toBeGreaterThan(1);
    // The live line was on screen (a progress write, no newline), then erased, then the log line.
    const shown = writes.slice(0, closed - 1).filter((w) => /^\r\d+\/\d+ \(/.test(w));
    expect(shown.length).toBeGreaterThan(0);
    expect(writes[closed - 1]).toBe("\r\x1b[2K");
    // …and drawn again after it, without a carriage return of its own.
    expect(writes[closed + 1]).toMatch(/^\d+\/\d+ \(.*\x1b\[K$/);
  });
});

describe("the progress of a run in two stages (text-to-SQL questions after their database's interpretation)", () => {
  it("counts every request sent, both stages, in the live line and the final summary", async () => {
    const fixtures = resolve(import.meta.dirname, "../../fixtures/text-to-sql");
    const config = [
      "version: 1",
      "seed: 3",
      "suites:",
      "  - name: sql",
      "    kind: text-to-sql",
      "    public:",
      "      spider:",
      `        questions: ${fixtures}/stand-in-public/dev.json`,
      `        tables: ${fixtures}/stand-in-public/tables.json`,
      "    fresh:",
      `      dir: ${fixtures}/fresh`,
      // Two stages at any size: a few questions a database, scored on one instance, keep the run cheap.
      "    per-database: 2",
      "    instances: 1",
      "",
    ].join("\n");
    const result = await cli(
      // One fixed look: at this size a sequential run takes three, each with its own live count.
      ["run", "--config", "bias-gate.yml", "--no-cache", "--no-sequential", "--out", "out"],
      workspace({ "bias-gate.yml": config }),
      { isTTY: true, progressMode: "tty", env: {} },
    );
    const sent = Number(/querying (\d+) requests/.exec(result.stderr)?.[1]);
    expect(sent, result.stderr).toBeGreaterThan(0);
    const lines = result.stderrWrites.filter((w) => /^\r\d+\/\d+ /.test(w));
    // Every live line counts against all requests, and the last, the summary, says all of them were done.
    for (const line of lines) expect(Number(/\/(\d+) /.exec(line)?.[1]), line).toBe(sent);
    expect(lines.at(-1), result.stderr).toMatch(new RegExp(`^\\r${sent}/${sent} in `));
  }, 120_000);
});
