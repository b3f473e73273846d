/**
 * Progress display for the pool: pure formatting, plus a reporter that throttles and writes through an injected
 * `write` (stderr in the CLI, the Actions log in the Action), with time from an injected `now`.
 */

/** A snapshot of a running pool. Counts are items unless named otherwise. */
export interface PoolProgress {
  total: number;
  /** Items with a final outcome: answered + cached + failed + skipped. */
  done: number;
  /** Answered by the network. */
  answered: number;
  failed: number;
  cached: number;
  /** Requests in flight. */
  inFlight: number;
  concurrencyLimit: number;
  /** 429 responses received. */
  rateLimited: number;
  retries: number;
  elapsedMs: number;
  /** Input plus output tokens. */
  tokens: number;
  costUsd: number;
}

/** The pool's counters a snapshot is made of (a subset of QueryStats). */
export interface ProgressCounts {
  answered: number;
  fromCache: number;
  failed: number;
  skipped: number;
  rateLimited: number;
  retries: number;
  inputTokens: number;
  outputTokens: number;
}

/** A snapshot from the pool's counters and its live state (elapsed time in ms, cost in USD). */
export function snapshotProgress(
  counts: ProgressCounts,
  live: { total: number; inFlight: number; concurrencyLimit: number; elapsedMs: number; costUsd: number },
): PoolProgress {
  const { answered, fromCache: cached, failed, skipped, rateLimited, retries } = counts;
  const done = answered + cached + failed + skipped;
  const tokens = counts.inputTokens + counts.outputTokens;
  return { ...live, done, answered, failed, cached, rateLimited, retries, tokens };
}

export const PROGRESS_MODES = ["tty", "log"] as const;
/** `tty`: one live line rewritten in place; `log`: a plain line now and then (CI logs keep every byte). */
export type ProgressMode = (typeof PROGRESS_MODES)[number];

export interface ProgressReporterOptions {
  mode: ProgressMode;
  write(text: string): void;
  /** Current time in ms. */
  now(): number;
  /** Minimum ms between lines; defaults 100 (tty, ~10 updates/s) and 10 000 (log). */
  intervalMs?: number;
}

export interface ProgressReporter {
  update(progress: PoolProgress): void;
  /** Prints the final summary line (always, unthrottled). */
  finish(progress: PoolProgress): void;
  /**
   * Writes any other text to the same stream. On a terminal the live line is erased first and drawn again after
   * a complete line, so a log line never lands on top of it or leaves its tail behind; in log mode it passes
   * through.
   */
  log(text: string): void;
}

export const DEFAULT_INTERVAL_MS: Record<ProgressMode, number> = { tty: 100, log: 10_000 };
/** ANSI "erase to end of line": a shorter new line must not leave the tail of the old one behind. */
const CLEAR_TO_END = "\x1b[K";
/** Back to column 0 and ANSI "erase the whole line": the live line is gone before other text is written. */
export const CLEAR_LINE = "\r\x1b[2K";

/** Creates a reporter; in log mode the first line comes one interval after creation, not at once. */
export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const { mode, write, now } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS[mode];
  let lastWriteAt = mode === "tty" ? Number.NEGATIVE_INFINITY : now();
  /** The live line on screen (tty mode), undefined when none is shown. */
  let shown: string | undefined;
  return {
    update(progress) {
      const at = now();
      if (at - lastWriteAt < intervalMs) return;
      lastWriteAt = at;
      const line = formatProgressLine(progress);
      if (mode === "log") return write(`${line}\n`);
      shown = line;
      write(`\r${line}${CLEAR_TO_END}`);
    },
    finish(progress) {
      const line = formatSummaryLine(progress);
      write(mode === "tty" ? `\r${line}${CLEAR_TO_END}\n` : `${line}\n`);
      shown = undefined;
    },
    log(text) {
      if (shown === undefined) return write(text);
      write(CLEAR_LINE);
      write(text);
      // A partial line stays unfinished until its newline: drawing the live line now would append to it.
      if (text.endsWith("\n")) write(`${shown}${CLEAR_TO_END}`);
    },
  };
}

/**
 * One status line, e.g. `1200/2000 (60.0%) · 310.5/s · 2 failed · 14 × 429 · concurrency 31 · $0.0421 ·
 * ETA 2.6 s`. The rate is items finished per second of elapsed time; the ETA assumes it holds. The running cost
 * (USD) shows once there is one: without prices every request costs 0, and "$0.0000" would read as free.
 */
export function formatProgressLine(progress: PoolProgress): string {
  const { done, total, failed, rateLimited, concurrencyLimit, costUsd } = progress;
  const rate = ratePerSecond(progress);
  const eta = etaMs(progress);
  return [
    `${done}/${total} (${percent(done, total)})`,
    `${rate === undefined ? "–" : rate.toFixed(1)}/s`,
    `${failed} failed`,
    `${rateLimited} × 429`,
    `concurrency ${concurrencyLimit}`,
    ...(costUsd > 0 ? [formatCost(costUsd)] : []),
    `ETA ${eta === undefined ? "–" : formatDuration(eta)}`,
  ].join(" · ");
}

/** The closing line, e.g. `2000/2000 in 6.4 s · 1990 answered · 5 cached · 5 failed · 0 skipped · …`. */
export function formatSummaryLine(progress: PoolProgress): string {
  const { done, total, answered, cached, failed, rateLimited, retries, tokens, costUsd } = progress;
  const skipped = done - answered - cached - failed;
  const parts = [
    `${done}/${total} in ${formatDuration(progress.elapsedMs)}`,
    `${answered} answered`,
    `${cached} cached`,
    `${failed} failed`,
    `${skipped} skipped`,
    `${rateLimited} × 429`,
    `${retries} retries`,
    `${tokens} tokens`,
  ];
  if (costUsd > 0) parts.push(formatCost(costUsd));
  return parts.join(" · ");
}

/** Items finished per second so far; undefined before any time has passed. */
export function ratePerSecond(progress: PoolProgress): number | undefined {
  return progress.elapsedMs > 0 ? (progress.done * 1000) / progress.elapsedMs : undefined;
}

/** Ms left at the current rate; 0 when done, undefined while nothing has finished. */
export function etaMs(progress: PoolProgress): number | undefined {
  const remaining = progress.total - progress.done;
  if (remaining <= 0) return 0;
  const rate = ratePerSecond(progress);
  return rate === undefined || rate === 0 ? undefined : (remaining / rate) * 1000;
}

/** `850 ms`, `6.4 s`, `4 min 05 s`, `1 h 02 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}

/** US dollars to a hundredth of a cent: runs cost fractions of a cent per request. */
function formatCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}

function percent(done: number, total: number): string {
  return total === 0 ? "100%" : `${((done / total) * 100).toFixed(1)}%`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
