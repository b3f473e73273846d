/**
 * Answers bought but not kept: their journal line could not be written (a full disk, a read-only or vanished
 * cache directory). This run still has them in memory and scores them, since they are the model's real answers;
 * the next run cannot find them and buys them again, so the run says how many and ends non-zero. Pure (the
 * disk-full codes are checked-io's, the one place that knows them).
 */
import { isDiskFull } from "../files/checked-io.js";

export interface UnkeptAnswers {
  /** Answers whose line is not in the cache. */
  count: number;
  /** Answers handed to the cache to keep, those included. */
  of: number;
  /** The cache directory. */
  dir: string;
  /** The first failed write's error code (`ENOSPC`, …) and message. */
  code?: string;
  message: string;
}

/** The two counts of several runs' losses added up (a comparison's variants), the first one's cause kept. */
export function addUnkept(all: readonly (UnkeptAnswers | undefined)[]): UnkeptAnswers | undefined {
  const lost = all.filter((u): u is UnkeptAnswers => u !== undefined && u.count > 0);
  const [first] = lost;
  if (first === undefined) return undefined;
  return {
    ...first,
    count: lost.reduce((n, u) => n + u.count, 0),
    of: lost.reduce((n, u) => n + u.of, 0),
  };
}

/**
 * The error line and its hint: `N of M answers could not be kept in the cache DIR: disk full (ENOSPC); …`.
 * The message names no secret: a cache path and a file system error.
 */
export function describeUnkept(unkept: UnkeptAnswers): { message: string; hint: string } {
  const full = isDiskFull({ code: unkept.code });
  const cause = full ? `disk full (${unkept.code})` : `write failed (${unkept.message})`;
  return {
    message:
      `${unkept.count} of ${unkept.of} answers could not be kept in the cache ${unkept.dir}: ${cause}; ` +
      "this run scored them, the next run will buy them again",
    hint: full
      ? "free space on that disk, or pass --cache-dir on another (cache.dir in the config); --no-cache runs without one"
      : "make the cache directory writable, or pass --cache-dir elsewhere (cache.dir in the config); --no-cache runs without one",
  };
}

/** The lines a command prints for lost answers: the error, then its indented hint, as every input error reads. */
export function formatUnkept(unkept: UnkeptAnswers): string {
  const { message, hint } = describeUnkept(unkept);
  return `error: ${message}\n  hint: ${hint}\n`;
}
