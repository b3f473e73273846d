/**
 * In-flight markers shared through the cache directory, so two runs on one cache do not pay twice for one request:
 * before sending, a run creates `<cache>/inflight/<key>` exclusively, naming itself; another run that finds it
 * waits for the answer to appear in the holder's journal. Each marker is a hard link to the run's one owner file
 * (`inflight/.<host>.<pid>.<run>.owner`), so a marker is never seen half-written, creating one is one system call,
 * and the run's heartbeat (touching the owner file every LOCK_HEARTBEAT_MS) keeps all its markers fresh at once.
 * A marker whose holder is dead (same host) or whose time is older than LOCK_STALE_MS is stale and taken over.
 * Where hard links are not supported, markers are written exclusively (O_EXCL) instead.
 *
 * Markers cost two system calls per request (~0.2 ms of CPU), which buy nothing while one run has the directory
 * to itself, the usual case. So a run first announces itself with `inflight/.<host>.<pid>.<run>.solo` and lists
 * the directory: alone, it marks nothing and looks for company every PEER_POLL_MS. A run that finds another (its
 * own announcement is already there, so of two runs starting together at least one sees the other) works with
 * markers, and waits before sending anything until no live run is solo. A solo run that sees company marks what
 * it is sending and only then removes its `.solo` file. Runs of bias-gate from before this know nothing of `.solo`
 * files: sharing a directory with one of them, a solo run's requests may be bought twice.
 */
import { link, mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { errorCode } from "./cache-entry.js";
import { type CacheOwner, mayBeAlive } from "./cache-owner.js";

export const INFLIGHT_DIR = "inflight";
export const LOCK_HEARTBEAT_MS = 2_000;
/** Five missed heartbeats: the holder is gone (killed on another host, or frozen). */
export const LOCK_STALE_MS = 10_000;
/** A marker still empty this long after its creation (no hard links) was left by a run killed creating it. */
const UNFILLED_STALE_MS = 1_000;
/** Ms between a solo run's looks for company, and a newcomer's looks at whether a solo run has started marking. */
export const PEER_POLL_MS = 250;

export interface InflightLocks {
  /**
   * "acquired": this run now holds `key` and should send it. "alone": the same, and no other run is using the
   * directory (so none can have answered `key` meanwhile). "held": another run, or another item of this run,
   * is sending it. A stale marker is taken over. When the directory cannot be written, "acquired" (with a
   * problem reported): a cache that cannot coordinate must not stop the run.
   */
  acquire(key: string): Promise<"acquired" | "alone" | "held">;
  /** Gives `key` up (its answer is in the journal, or this run will not send it); a key not held is ignored. */
  release(key: string): void;
  /** Resolves once every release so far has removed its marker; removes the owner file when nothing is held. */
  settled(): Promise<void>;
}

/** The owner file's name: hidden, and never a request key. */
export function ownerFileName(owner: CacheOwner): string {
  return `.${owner.host}.${owner.pid}.${owner.run}.owner`;
}

/** The file a run that marks nothing announces itself with. */
export function soloFileName(owner: CacheOwner): string {
  return `.${owner.host}.${owner.pid}.${owner.run}.solo`;
}

/** The markers of `owner`'s run in `cacheDir`; `now` is ms since epoch. */
export function createInflightLocks(
  cacheDir: string,
  owner: CacheOwner,
  deps: { now(): number; report(problem: string): void },
): InflightLocks {
  const dir = join(cacheDir, INFLIGHT_DIR);
  const ownerFile = join(dir, ownerFileName(owner));
  const soloFile = join(dir, soloFileName(owner));
  const content = JSON.stringify(owner);
  const held = new Set<string>();
  const releasing = new Map<string, Promise<void>>();
  let made: Promise<unknown> | undefined;
  let linking = true;
  let heartbeat: NodeJS.Timeout | undefined;
  // Whether this run marks its requests: decided when it joins the directory, and only ever changed to true.
  let joined: Promise<void> | undefined;
  let solo = false;
  let lookout: NodeJS.Timeout | undefined;
  let switching: Promise<void> | undefined;
  const beat = (): void => {
    const at = new Date(deps.now());
    if (solo) utimes(soloFile, at, at).catch(() => undefined);
    else if (linking) utimes(ownerFile, at, at).catch(() => undefined);
    else for (const key of held) utimes(join(dir, key), at, at).catch(() => undefined);
  };
  const others = async (): Promise<{ solo: boolean }[]> => {
    const names = await readdir(dir);
    const mine = new Set([ownerFileName(owner), soloFileName(owner)]);
    const found = names.filter((n) => n.startsWith(".") && /\.(owner|solo)$/.test(n) && !mine.has(n));
    const stale = await Promise.all(found.map((n) => isStale(join(dir, n), owner, deps.now())));
    return found.filter((_, i) => !stale[i]).map((n) => ({ solo: n.endsWith(".solo") }));
  };
  // Marks what this run is sending, then stops being solo: a newcomer waits for the `.solo` file to go.
  const startMarking = (): Promise<void> =>
    (switching ??= (async () => {
      clearInterval(lookout);
      lookout = undefined;
      // The owner file announces this run from now on (and is what the markers link to).
      made ??= mkdir(dir, { recursive: true }).then(() => writeFile(ownerFile, content));
      await made;
      for (const key of held) await tryCreate(key).catch(() => undefined);
      solo = false;
      await unlink(soloFile).catch(() => undefined);
    })());
  const lookAround = (): void => {
    others()
      .then((found) => (found.length > 0 ? startMarking() : undefined))
      .catch(() => undefined);
  };
  const join_ = (): Promise<void> =>
    (joined ??= (async () => {
      await mkdir(dir, { recursive: true });
      await writeFile(soloFile, content);
      solo = true;
      heartbeat ??= setInterval(beat, LOCK_HEARTBEAT_MS).unref();
      if ((await others()).length === 0) {
        lookout = setInterval(lookAround, PEER_POLL_MS).unref();
        return;
      }
      await startMarking();
      while ((await others()).some((o) => o.solo)) await delay(PEER_POLL_MS / 5);
    })());
  const tryCreate = async (key: string, retry = true): Promise<boolean> => {
    made ??= mkdir(dir, { recursive: true }).then(() => writeFile(ownerFile, content));
    await made;
    try {
      if (linking) await link(ownerFile, join(dir, key));
      else await writeFile(join(dir, key), content, { flag: "wx" });
      return true;
    } catch (error) {
      const code = errorCode(error);
      if (code === "EEXIST") return false;
      if (!retry) throw error;
      // The owner file was swept as stale (this process stalled past LOCK_STALE_MS): write it again.
      if (code === "ENOENT") made = undefined;
      else if (linking && (code === "EPERM" || code === "ENOTSUP" || code === "EXDEV")) linking = false;
      else throw error;
      return tryCreate(key, false);
    }
  };

  return {
    async acquire(key) {
      await releasing.get(key);
      if (held.has(key)) return "held";
      try {
        await join_();
        await switching;
      } catch (error) {
        deps.report(`${dir}: cannot mark requests in flight (${(error as Error).message})`);
        return "acquired";
      }
      if (held.has(key)) return "held";
      if (solo) {
        held.add(key);
        return "alone";
      }
      try {
        let created = await tryCreate(key);
        if (!created && (await isStale(join(dir, key), owner, deps.now()))) {
          await unlink(join(dir, key)).catch(() => undefined);
          created = await tryCreate(key);
        }
        if (!created) return "held";
      } catch (error) {
        deps.report(`${dir}: cannot mark requests in flight (${(error as Error).message})`);
        return "acquired";
      }
      held.add(key);
      heartbeat ??= setInterval(beat, LOCK_HEARTBEAT_MS).unref();
      return "acquired";
    },
    release(key) {
      // A solo run made no marker, unless it is making them right now.
      if (!held.delete(key) || (solo && switching === undefined)) return;
      const removed = unlink(join(dir, key))
        .catch(() => undefined)
        .finally(() => releasing.delete(key));
      releasing.set(key, removed);
    },
    async settled() {
      await switching;
      await Promise.all(releasing.values());
      if (held.size > 0 || joined === undefined) return;
      clearInterval(heartbeat);
      clearInterval(lookout);
      heartbeat = undefined;
      lookout = undefined;
      made = undefined;
      joined = undefined;
      switching = undefined;
      solo = false;
      await Promise.all([unlink(ownerFile), unlink(soloFile)].map((p) => p.catch(() => undefined)));
    },
  };
}

/** Whether the marker at `path` was left by a run that is gone. A marker that vanished meanwhile is not. */
async function isStale(path: string, self: CacheOwner, now: number): Promise<boolean> {
  let text: string;
  let mtimeMs: number;
  try {
    [text, { mtimeMs }] = await Promise.all([readFile(path, "utf8"), stat(path)]);
  } catch {
    return false;
  }
  if (now - mtimeMs > LOCK_STALE_MS) return true;
  let marker: Partial<CacheOwner>;
  try {
    marker = JSON.parse(text) as Partial<CacheOwner>;
  } catch {
    return now - mtimeMs > UNFILLED_STALE_MS;
  }
  if (marker.run === self.run) return false;
  const { host, pid } = marker;
  return typeof host === "string" && typeof pid === "number" && !mayBeAlive({ host, pid }, self);
}

/** Removes the stale markers and owner files under `cacheDir` (left by killed runs); resolves with how many. */
export async function sweepStaleLocks(cacheDir: string, self: CacheOwner, now: number): Promise<number> {
  const dir = join(cacheDir, INFLIGHT_DIR);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const stale = await Promise.all(names.map((name) => isStale(join(dir, name), self, now)));
  const removed = names.filter((_, i) => stale[i]);
  await Promise.all(removed.map((name) => unlink(join(dir, name)).catch(() => undefined)));
  return removed.length;
}
