/**
 * The one place input files are read and output directories made, for the CLI, the Action and the providers:
 * an input must be a regular file outside /proc and /sys (a FIFO waits forever, /dev/zero never ends), an output
 * directory must have a writable existing ancestor (Node's recursive mkdir never returns under /proc), and a
 * full disk is named as such, with the file it stopped.
 */
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  type Stats,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { ConfigError } from "../config/errors.js";

/**
 * A file's text, or undefined when nothing is there (the caller knows which setting named it and says so).
 * Anything else that stops the read (a directory, no permission, a FIFO or device) is the user's to fix, so it is
 * a ConfigError. Every input file the CLI and the Action read (config, templates, domains, dumps, prompts,
 * baselines, results files) comes through here.
 */
export function readTextFile(path: string): string | undefined {
  return readRegularFile(path, (fd) => readFileSync(fd, "utf8"));
}

/**
 * Opens `path` without blocking and reads it with `read` only when it is a regular file outside /proc and /sys:
 * a FIFO would wait forever for a writer, `/dev/zero` never ends, and /proc's files report a size of 0 and change
 * while read. O_NONBLOCK makes the open itself return at once on a FIFO; fstat then judges the file opened.
 */
export function readRegularFile<T>(path: string, read: (fd: number) => T): T | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`, "check the file's permissions");
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) {
      throw new ConfigError(
        `${path} is a directory, not a file`,
        `name a file, not a directory${filesIn(path)}`,
      );
    }
    const kernel = kernelFileSystem(path);
    if (!stats.isFile() || kernel) {
      throw new ConfigError(
        `${path}${linkTarget(path)} is ${kernel ? `under ${kernel}, a kernel file system` : kindOf(stats)}, not a regular file`,
        "name a regular file: bias-gate reads its inputs whole, and this one would never end or never start",
      );
    }
    return read(fd);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`, "check the file's permissions");
  } finally {
    closeSync(fd);
  }
}

/** What a file that is not a regular file is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO (named pipe)";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}

/** " (a link to <target>)" when `path` is a symbolic link, so the message names what was actually opened. */
function linkTarget(path: string): string {
  try {
    const real = realpathSync(path);
    return real === resolve(path) ? "" : ` (a link to ${real})`;
  } catch {
    return "";
  }
}

/** `/proc` or `/sys` when `path` (symbolic links followed) lies in one, where files are the kernel's, not data. */
function kernelFileSystem(path: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    real = resolve(path);
  }
  return ["/proc", "/sys"].find((root) => real === root || real.startsWith(`${root}${sep}`));
}

/**
 * Why the directory `path` cannot be created or written, or undefined when it can. Walks up to the first
 * existing ancestor and judges that, without creating anything: Node's recursive mkdir never returns under
 * /proc, so it must not be asked there.
 */
export function directoryProblem(path: string): string | undefined {
  let dir = resolve(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  const kernel = kernelFileSystem(dir);
  if (kernel) return `is under ${kernel}, a kernel file system that cannot hold files`;
  let stats: Stats;
  try {
    stats = statSync(dir);
  } catch (error) {
    return `cannot be created: ${(error as Error).message}`;
  }
  const self = dir === resolve(path);
  if (!stats.isDirectory()) {
    return self ? "is a file, not a directory" : `cannot be created: ${dir} is a file, not a directory`;
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === "EROFS" ? "is read-only" : "is not writable";
    return self ? why : `cannot be created: ${dir} ${why}`;
  }
  return undefined;
}

/** Creates the directory `path` and its parents after {@link directoryProblem} found nothing in the way. */
export function makeDir(path: string): void {
  const problem = directoryProblem(path);
  if (problem !== undefined) throw new UnusableDirectory(path, problem);
  mkdirSync(path, { recursive: true });
}

/**
 * A directory that cannot hold output; `problem` says why, to follow the path in a message. A ConfigError, so a
 * write no preflight check named (a command's `--out` file) still ends in one line and exit 2; preflight
 * re-words it for the flag that named the directory.
 */
export class UnusableDirectory extends ConfigError {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`directory ${path} ${problem}`, "choose an output path in a writable directory");
    this.name = "UnusableDirectory";
  }
}

/**
 * Writing `path` ran out of space. The run's answers are already in the cache's journal, so the fix is room on
 * the disk and a second run, which sends nothing already answered.
 */
export class DiskFull extends Error {
  constructor(readonly path: string) {
    super(`cannot write ${path}: disk full`);
    this.name = "DiskFull";
  }
}

/** One line naming the file and "disk full", and a hint that a second run costs nothing already answered. */
export function diskFullMessage(error: unknown): string {
  const path = error instanceof DiskFull ? error.path : (error as Partial<NodeJS.ErrnoException>).path;
  return (
    `error: cannot write ${path ?? "a file"}: disk full\n` +
    "hint: free some space (or choose another --out) and run again: the answers received are kept in the cache, so nothing already answered is sent again"
  );
}

/**
 * Whether an error is the file system saying there is no room left (space or quota), raw or already named as
 * {@link DiskFull}. Takes anything with an error `code`, so a count of failed writes can be judged by its code too.
 */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFull) return true;
  const code = (error as Partial<NodeJS.ErrnoException> | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** Runs a write of `path`, turning a full disk into {@link DiskFull} (the write's own error names no path). */
export async function writing<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isDiskFull(error) ? new DiskFull(path) : error;
  }
}

/** Writes a whole file, creating its directory; a full disk is {@link DiskFull}. */
export function writeTextFile(path: string, data: string | Uint8Array): void {
  makeDir(dirname(path));
  try {
    writeFileSync(path, data);
  } catch (error) {
    throw isDiskFull(error) ? new DiskFull(path) : error;
  }
}

/** A few of a directory's files, to suggest the one that was meant. */
function filesIn(dir: string): string {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return "";
  }
  if (names.length === 0) return "";
  const shown = names.slice(0, 3).map((name) => join(dir, name));
  return `; it holds ${shown.join(", ")}${names.length > 3 ? ", …" : ""}`;
}
