import { once } from "node:events";
import { createWriteStream, existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { cliCommand } from "../config/project.js";
import type { ConfigIO } from "../config/resolve.js";
import {
  makeDir,
  readRegularFile,
  readTextFile,
  UnusableDirectory,
  writeTextFile,
  writing,
} from "../files/checked-io.js";
import { CANCEL_GRACE_MS } from "../querying/pool-types.js";
import { CLEAR_LINE } from "../querying/progress.js";

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
  /** The file's canonical path (symbolic links resolved), to tell one file named twice; the path itself when absent. */
  realPath?(path: string): string;
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
  /** How the user starts this CLI (`node dist/cli/index.js`, `bias-gate`, …), for hints; `bias-gate` when absent. */
  cli?: string;
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
    realPath: (path) => {
      try {
        return realpathSync(path);
      } catch {
        return path;
      }
    },
    glob: (patterns, cwd) => globSync(patterns, { cwd, absolute: true }).sort(),
    stdout: (text) => process.stdout.write(text),
    stdoutDrained: async () => {
      if (process.stdout.writableNeedDrain) await once(process.stdout, "drain");
    },
    stderr: (text) => process.stderr.write(text),
    defaultConfigPath: join(root, "fixtures", "starter", "bias-gate.yml"),
    version: readVersion(root),
    cli: cliCommand({ cli: { argv1: process.argv[1], cwd: process.cwd() } }),
    env: process.env,
    progressMode: process.stderr.isTTY && !process.env.GITHUB_ACTIONS ? "tty" : "log",
    isTTY: process.stdout.isTTY === true,
    onInterrupt,
  };
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
