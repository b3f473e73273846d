import { describe, expect, it } from "vitest";
import type { PoolProgress } from "../../src/querying/pool.js";
import {
  createProgressReporter,
  etaMs,
  formatDuration,
  formatProgressLine,
  formatSummaryLine,
} from "../../src/querying/progress.js";

const progress = (overrides: Partial<PoolProgress> = {}): PoolProgress => ({
  ...{ total: 2000, done: 1200, answered: 1150, failed: 2, cached: 40, inFlight: 31, concurrencyLimit: 31 },
  ...{ rateLimited: 14, retries: 20, elapsedMs: 4000, tokens: 14_400, costUsd: 0 },
  ...overrides,
});

describe("formatProgressLine", () => {
  it("shows done/total, rate, errors, 429s, concurrency and ETA", () => {
    expect(formatProgressLine(progress())).toBe(
      "1200/2000 (60.0%) · 300.0/s · 2 failed · 14 × 429 · concurrency 31 · ETA 2.7 s",
    );
  });

  it("shows dashes before anything can be estimated", () => {
    expect(formatProgressLine(progress({ done: 0, elapsedMs: 0 }))).toBe(
      "0/2000 (0.0%) · –/s · 2 failed · 14 × 429 · concurrency 31 · ETA –",
    );
  });
});

describe("formatSummaryLine", () => {
  it("sums up counts, tokens and the cost when priced", () => {
    const done = progress({
      done: 2000,
      answered: 1950,
      cached: 40,
      failed: 6,
      elapsedMs: 6400,
      costUsd: 0.01234,
    });
    expect(formatSummaryLine(done)).toBe(
      "2000/2000 in 6.4 s · 1950 answered · 40 cached · 6 failed · 4 skipped · 14 × 429 · 20 retries · 14400 tokens · $0.0123",
    );
  });
});

describe("etaMs and formatDuration", () => {
  it("extrapolates the rate so far", () => {
    expect(etaMs(progress({ done: 500, total: 1000, elapsedMs: 2000 }))).toBe(2000);
    expect(etaMs(progress({ done: 1000, total: 1000 }))).toBe(0);
    expect(etaMs(progress({ done: 0 }))).toBeUndefined();
  });

  it("reads at a glance at every scale", () => {
    expect([850, 6_400, 245_000, 3_720_000].map(formatDuration)).toEqual([
      "850 ms",
      "6.4 s",
      "4 min 05 s",
      "1 h 02 min",
    ]);
  });
});

function fakeTime() {
  let now = 0;
  const written: string[] = [];
  return {
    written,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    write: (t: string) => void written.push(t),
  };
}

describe("createProgressReporter", () => {
  it("tty: rewrites one line in place, at most ~10 times a second", () => {
    const time = fakeTime();
    const reporter = createProgressReporter({ mode: "tty", write: time.write, now: time.now });
    for (let i = 0; i < 100; i++) {
      reporter.update(progress());
      time.advance(10); // 100 updates over one second
    }
    expect(time.written).toHaveLength(10);
    expect(time.written[0]).toBe(`\r${formatProgressLine(progress())}\x1b[K`);
    reporter.finish(progress({ done: 2000 }));
    expect(time.written.at(-1)).toBe(`\r${formatSummaryLine(progress({ done: 2000 }))}\x1b[K\n`);
  });

  it("log: plain lines, one every ~10 s, no control characters", () => {
    const time = fakeTime();
    const reporter = createProgressReporter({ mode: "log", write: time.write, now: time.now });
    for (let i = 0; i < 300; i++) {
      reporter.update(progress());
      time.advance(100); // 30 s
    }
    expect(time.written).toHaveLength(2);
    reporter.finish(progress());
    expect(time.written).toHaveLength(3);
    for (const line of time.written) expect(line).toMatch(/^[^\r\x1b]*\n$/);
  });

  it("honours a custom interval", () => {
    const time = fakeTime();
    const reporter = createProgressReporter({
      mode: "tty",
      write: time.write,
      now: time.now,
      intervalMs: 1000,
    });
    for (let i = 0; i < 20; i++) {
      reporter.update(progress());
      time.advance(100);
    }
    expect(time.written).toHaveLength(2);
  });
});
