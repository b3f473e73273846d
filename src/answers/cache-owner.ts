/**
 * Who writes into a shared cache directory: a run, named by its host, process id and a run id. Journals and
 * in-flight locks carry it, so one run can tell another run's live work from what a killed run left behind.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

export interface CacheOwner {
  /** The host name with anything but letters, digits and `-` replaced by `-` (safe in a file name). */
  host: string;
  pid: number;
  /** Unique per run: `<UTC time>-<random hex>`. */
  run: string;
}

/** This process as a fresh run, started at `now` (ms since epoch). */
export function currentOwner(now: number): CacheOwner {
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, "").replace("T", "-");
  return { host: safeHost(hostname()), pid: process.pid, run: `${stamp}-${randomBytes(4).toString("hex")}` };
}

function safeHost(name: string): string {
  return name.replace(/[^A-Za-z0-9-]/g, "-") || "host";
}

/**
 * Whether `other`'s process may still be running, seen from `self`: a process on this host is checked by its pid
 * (signal 0); one on another host cannot be, so it may be (callers then judge by the age of its files).
 */
export function mayBeAlive(other: Pick<CacheOwner, "host" | "pid">, self: CacheOwner): boolean {
  if (other.host !== self.host) return true;
  if (other.pid === self.pid) return true;
  try {
    process.kill(other.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
