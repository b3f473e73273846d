import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { workspace } from "./helpers.js";

/**
 * A real full disk for the tests that need one: a tmpfs of `size` (`16k`, `1m`) mounted at `dir` (made when
 * missing). Returns why it cannot be (not root, mount refused), so the caller skips saying so.
 */
export function mountTinyDisk(dir: string, size: string): string | undefined {
  if (process.getuid?.() !== 0) return "not root: a tiny disk needs `mount -t tmpfs`";
  mkdirSync(dir, { recursive: true });
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], {
    encoding: "utf8",
  });
  if (mounted.error) return `mount: ${mounted.error.message}`;
  return mounted.status === 0 ? undefined : `mount: ${mounted.stderr.trim() || `exit ${mounted.status}`}`;
}

/** Unmounts a disk from {@link mountTinyDisk}, lazily, so a file still open in it does not keep it. */
export function unmountTinyDisk(dir: string): void {
  spawnSync("umount", ["-l", dir]);
}

/** Why this machine cannot mount a tiny disk (undefined when it can), tried once on a directory of its own. */
export function tinyDiskProblem(): string | undefined {
  const probe = join(workspace({}), "probe");
  const problem = mountTinyDisk(probe, "8k");
  if (problem === undefined) unmountTinyDisk(probe);
  rmSync(probe, { recursive: true, force: true });
  return problem;
}
