/**
 * Keeping a shared cache directory tidy at the start of a run: markers and temp files left by killed runs are
 * removed, empty journals of finished runs too, and when finished journals pile up they are merged into one,
 * so a run's start reads a few files, not one per past run.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { errorCode } from "./cache-entry.js";
import { type CacheOwner, mayBeAlive } from "./cache-owner.js";
import { sweepStaleLocks } from "./inflight-lock.js";
import { JOURNAL_DIR, journalOwner } from "./journal.js";

/** Finished journals beyond this many are merged into one at the start of a run. */
export const COMPACT_AT = 16;
/** A v1 temp file this old is an orphan even when its writer's pid is taken by another process. */
export const ORPHAN_TMP_MS = 10 * 60_000;

/** Removes stale in-flight markers and empty journals whose writer is gone. */
export async function cleanOrphans(dir: string, self: CacheOwner, now: number): Promise<void> {
  await sweepStaleLocks(dir, self, now);
  const journalDir = join(dir, JOURNAL_DIR);
  const names = await readdir(journalDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const owner = journalOwner(name);
      if (owner === undefined || owner.host !== self.host || mayBeAlive(owner, self)) return;
      const path = join(journalDir, name);
      if (name.endsWith(".tmp") || (await stat(path)).size === 0) await rm(path, { force: true });
    }),
  );
}

/**
 * The keys of the v1 entries (`<dir>/<xx>/<key>.json`), removing the orphaned `<key>.json.<pid>.<n>.tmp` files
 * that runs killed mid-write left beside them.
 */
export async function listV1Entries(dir: string, self: CacheOwner, now: number): Promise<Set<string>> {
  const keys = new Set<string>();
  const shards = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const shard of shards) {
    if (!shard.isDirectory() || !/^[0-9a-z]{2}$/i.test(shard.name)) continue;
    const shardDir = join(dir, shard.name);
    for (const name of await readdir(shardDir).catch(() => [] as string[])) {
      if (name.endsWith(".json")) keys.add(name.slice(0, -".json".length));
      else if (name.endsWith(".tmp") && (await isOrphanTmp(join(shardDir, name), self, now)))
        await rm(join(shardDir, name), { force: true });
    }
  }
  return keys;
}

async function isOrphanTmp(path: string, self: CacheOwner, now: number): Promise<boolean> {
  const pid = Number(path.split(".").at(-3));
  const mtimeMs = await stat(path).then(
    (info) => info.mtimeMs,
    () => now,
  );
  if (now - mtimeMs > ORPHAN_TMP_MS) return true;
  return Number.isInteger(pid) && pid > 0 && !mayBeAlive({ host: self.host, pid }, self);
}

/**
 * Merges the finished journals named in `tails` (read to their end) into one, when there are at least
 * COMPACT_AT of them: one line per key, written to a temp file and renamed in before the sources are removed,
 * so a reader sees every entry at every moment (a source vanishing mid-read sends it back to the listing).
 */
export async function compactJournals(
  journalDir: string,
  tails: Map<string, { done: boolean }>,
  report: (problem: string) => void,
): Promise<void> {
  const finished = [...tails].filter(([, tail]) => tail.done).map(([name]) => name);
  if (finished.length < COMPACT_AT) return;
  const lines = new Map<string, string>();
  for (const name of finished) {
    const text = await readFile(join(journalDir, name), "utf8").catch(() => "");
    for (const line of text.split("\n")) {
      const key = keyOf(line);
      if (key !== undefined && !lines.has(key)) lines.set(key, line);
    }
  }
  const merged = `merged.${Date.now()}-${randomBytes(4).toString("hex")}.jsonl`;
  const temp = join(journalDir, `${merged}.tmp`);
  try {
    await writeFile(temp, [...lines.values()].map((line) => `${line}\n`).join(""), { flush: true });
    await rename(temp, join(journalDir, merged));
  } catch (error) {
    report(`${journalDir}: merging journals failed (${(error as Error).message})`);
    await rm(temp, { force: true });
    return;
  }
  for (const name of finished) {
    await unlink(join(journalDir, name)).catch((error: unknown) => {
      if (errorCode(error) !== "ENOENT") report(`${join(journalDir, name)}: not removed after merging`);
    });
    tails.delete(name);
  }
  tails.set(merged, { done: true });
}

function keyOf(line: string): string | undefined {
  try {
    const value = JSON.parse(line) as { key?: unknown };
    return typeof value.key === "string" ? value.key : undefined;
  } catch {
    return undefined;
  }
}
