import { once } from "node:events";
import {
  accessSync,
  closeSync,
  constants,
  createWriteStream,
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
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { ConfigError } from "../config/errors.js";
import type { ConfigIO } from "../config/resolve.js";
import { boundHeapGrowth } from "../heap-growth.js";
import { CLEAR_LINE } from "../providers/progress.js";
import { CANCEL_GRACE_MS } from "../providers/types.js";

/** Everything a command touches outside itself; tests pass an in-memory version. */
export interface CommandIO extends ConfigIO {
  writeText(path: string, text: string): void;
  /**
   * Writes `chunks` to `path` as they are produced, pulling the next only when the disk has taken the last
   * (constant memory for a file of any size); creates parent directories. Without it, `writeText` is used.
   */
  writeChunks?(path: string, chunks: Iterable<string>): Promise<void>;
  /** Writes binary data (a sealed archive), creating parent directories. */
  writeBytes?(path: string, bytes: Uint8Array): void;
  /** A file's bytes (a sealed archive), or undefined when there is no such file. */
  readBytes?(path: string): Uint8Array | undefined;
  /** A directory's entry names, or undefined when there is no such directory. */
  listDir?(path: string): string[] | undefined;
  /**
   * Creates the directory `path` and its parents if missing. Throws {@link UnusableDirectory} when the first
   * existing ancestor cannot take it (under /proc or /sys, a file, not writable), else the file system's error.
   */
  makeDir(path: string): void;
  stdout(text: string): void;
  /** Resolves when stdout has taken what was written to it (backpressure for long output); at once when absent. */
  stdoutDrained?(): Promise<void>;
  stderr(text: string): void;
  version: string;
  env: Readonly<Record<string, string | undefined>>;
  /** How progress is shown: a live line on a terminal, a periodic log line elsewhere (CI logs keep every byte). */
  progressMode: "tty" | "log";
  /** stdout is a terminal: `run` and `score` then print a short coloured summary instead of the Markdown report. */
  isTTY?: boolean;
  /**
   * A signal that aborts on SIGINT or SIGTERM (the run stops sending and keeps every answer received), and the
   * disposer that removes the handlers when the command is done, so a later Ctrl-C is not swallowed.
   */
  onInterrupt(): { signal: AbortSignal; dispose(): void };
  /** Sizes the process for a run of `count` requests (a small one lifts the bound on the heap's growth). */
  expectRequests?(count: number): void;
}

/** The real file system and terminal. */
export function nodeCommandIO(): CommandIO {
  const root = packageRoot();
  return {
    cwd: process.cwd(),
    readText: readTextFile,
    writeText: writeTextFile,
    writeChunks: (path, chunks) =>
      writing(path, async () => {
        makeDir(dirname(path));
        await pipeline(Readable.from(chunks), createWriteStream(path));
      }),
    writeBytes: writeTextFile,
    readBytes: (path) => readRegularFile(path, (fd) => readFileSync(fd)),
    listDir: (path) => (existsSync(path) && statSync(path).isDirectory() ? readdirSync(path) : undefined),
    makeDir,
    glob: (patterns, cwd) => globSync(patterns, { cwd, absolute: true }).sort(),
    stdout: (text) => process.stdout.write(text),
    stdoutDrained: async () => {
      if (process.stdout.writableNeedDrain) await once(process.stdout, "drain");
    },
    stderr: (text) => process.stderr.write(text),
    expectRequests: (count) => boundHeapGrowth(count, process.execArgv, process.env.NODE_OPTIONS),
    defaultConfigPath: join(root, "fixtures", "starter", "bias-gate.yml"),
    version: readVersion(root),
    env: process.env,
    progressMode: process.stderr.isTTY && !process.env.GITHUB_ACTIONS ? "tty" : "log",
    isTTY: process.stdout.isTTY === true,
    onInterrupt,
  };
}

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
function readRegularFile<T>(path: string, read: (fd: number) => T): T | undefined {
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
function makeDir(path: string): void {
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

/** Whether an error is the file system saying there is no room left (space or quota). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as Partial<NodeJS.ErrnoException> | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** Runs a write of `path`, turning a full disk into {@link DiskFull} (the write's own error names no path). */
async function writing<T>(path: string, write: () => Promise<T>): Promise<T> {
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

/**
 * The first SIGINT or SIGTERM stops the run gently (nothing new is sent, requests in flight get a few seconds to
 * finish, results are written). The handlers are then removed, so a second signal ends the process at once: every
 * answer counted so far is already in the cache's journal.
 */
function onInterrupt(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const dispose = (): void => {
    process.removeListener("SIGINT", stop);
    process.removeListener("SIGTERM", stop);
  };
  const stop = (signal: NodeJS.Signals): void => {
    dispose();
    // On a terminal the live progress line is erased first (it is drawn again on the next update, below).
    process.stderr.write(
      `${process.stderr.isTTY ? CLEAR_LINE : "\n"}bias-gate: ${signal}: stopping; answers received so far are kept; requests in flight get ` +
        `${CANCEL_GRACE_MS / 1000} s to finish (${signal} again to quit at once)\n`,
    );
    controller.abort(signal);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return { signal: controller.signal, dispose };
}

/** The package's root, whether running from `src/` (tsx, tests) or the bundle in `dist/cli/`. */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, "package.json")) || !existsSync(join(dir, "fixtures"))) {
    const parent = resolve(dir, "..");
    if (parent === dir) throw new Error(`bias-gate: cannot find the package root above ${from}`);
    dir = parent;
  }
  return dir;
}

function readVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
}
