/**
 * The response cache's journals: each run appends one JSON line per answer to its own file,
 * `<cache>/journal/<host>.<pid>.<run>.jsonl`, with a synchronous write on a descriptor opened once, so the answer
 * is in the file (the kernel's page cache: it survives the process being killed) before the pool counts it.
 * The answers that arrive in one turn of the event loop are written together, in one write at the turn's end: a
 * write is a system call of ~40 µs on a runner's disk, one per answer cost a run at 128 requests in flight 4% of
 * its CPU, while the pool still counts each answer only once its line is in the file.
 * fsync, which only matters if the machine itself goes down, is batched: every FSYNC_INTERVAL_MS and at close.
 * Readers read every journal, and re-read only what other runs appended since; a torn last line (a run killed
 * mid-write) is skipped and reported once the writer is gone.
 */
import {
  closeSync,
  fstatSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  writeSync,
} from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { type CacheEntry, errorCode, parseCacheEntry } from "./cache-entry.js";
import { type CacheOwner, mayBeAlive } from "./cache-owner.js";

export const JOURNAL_DIR = "journal";
/** Longest ms an appended answer waits for its fsync. */
export const FSYNC_INTERVAL_MS = 100;
/** A journal of another host, untouched this long, is taken as finished. */
export const FOREIGN_JOURNAL_IDLE_MS = 10 * 60_000;

/** The file name of `owner`'s journal. */
export function journalName(owner: CacheOwner): string {
  return `${owner.host}.${owner.pid}.${owner.run}.jsonl`;
}

/** The writer named in a journal's file name; undefined for a merged journal, which no run writes. */
export function journalOwner(name: string): Pick<CacheOwner, "host" | "pid"> | undefined {
  const [host, pid] = name.split(".");
  const n = Number(pid);
  return host && Number.isInteger(n) && n > 0 ? { host, pid: n } : undefined;
}

export interface JournalWriter {
  readonly path: string;
  /** Appends `line` (ending in "\n") before returning; opens the file, and its directory, on first use. */
  append(line: string): void;
  /**
   * Appends `line` with the others of this event-loop turn, in one write once the turn's callbacks have run
   * (`setImmediate`). Resolves once it is in the file, with the error when the write failed; never rejects.
   */
  appendSoon(line: string): Promise<Error | undefined>;
  /** Writes what is queued, fsyncs and closes the file; a later append opens it again. */
  close(): void;
}

/** The synchronous file calls a journal writer makes: node:fs by default, a failing disk in tests. */
export interface JournalFiles {
  /** Opens `path` for appending, creating it and its directory. */
  open(path: string): number;
  /** Bytes of the open file. */
  size(fd: number): number;
  /** Writes `bytes` from `offset`; returns how many were written (a full disk may take only some). */
  write(fd: number, bytes: Buffer, offset: number): number;
  truncate(fd: number, length: number): void;
}

export const nodeJournalFiles: JournalFiles = {
  open(path) {
    mkdirSync(join(path, ".."), { recursive: true });
    return openSync(path, "a");
  },
  size: (fd) => fstatSync(fd).size,
  write: (fd, bytes, offset) => writeSync(fd, bytes, offset),
  truncate: (fd, length) => ftruncateSync(fd, length),
};

/**
 * A {@link JournalWriter} on `path`; failures of the background fsync go to `onError`. A write that fails (a full
 * disk) throws, or resolves `appendSoon` with the error, and leaves none of its lines in the file: what part of it
 * was written is cut off again, so no answer is half in the file and the next line starts clean.
 */
export function createJournalWriter(
  path: string,
  onError: (error: Error) => void,
  files: JournalFiles = nodeJournalFiles,
): JournalWriter {
  let fd: number | undefined;
  // The file's length as this writer left it; undefined once a failed write's start could not be cut off again.
  let end: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  // A descriptor closed while its background fsync runs is closed by that fsync's callback instead.
  const syncing = new Map<number, boolean>();
  const syncSoon = (): void => {
    timer = undefined;
    const target = fd;
    if (target === undefined || syncing.has(target)) return;
    syncing.set(target, false);
    fsync(target, (error) => {
      if (error) onError(error);
      const closeNow = syncing.get(target);
      syncing.delete(target);
      if (closeNow) closeSync(target);
    });
  };
  const write = (text: string): void => {
    if (fd === undefined) {
      fd = files.open(path);
      end = files.size(fd);
    }
    const target = fd;
    // After a torn write, a newline ends the torn line: readers report it and read this one.
    const bytes = Buffer.from(end === undefined ? `\n${text}` : text);
    let written = 0;
    try {
      while (written < bytes.length) written += files.write(target, bytes, written);
    } catch (error) {
      if (written > 0) end = cutBack(target, end);
      throw error;
    }
    end = end === undefined ? files.size(target) : end + bytes.length;
    timer ??= setTimeout(syncSoon, FSYNC_INTERVAL_MS).unref();
  };
  /** Cuts the file back to `length`; undefined when that cannot be done (the file then ends in a torn line). */
  const cutBack = (target: number, length: number | undefined): number | undefined => {
    if (length === undefined) return undefined;
    try {
      files.truncate(target, length);
      return length;
    } catch {
      return undefined;
    }
  };
  // Lines appended soon and not yet written, and who waits for them.
  let queued = "";
  let written: ((error: Error | undefined) => void) | undefined;
  let queuedWritten: Promise<Error | undefined> | undefined;
  const writeQueued = (): void => {
    const text = queued;
    const done = written;
    queued = "";
    written = undefined;
    queuedWritten = undefined;
    if (done === undefined) return;
    let failure: Error | undefined;
    try {
      write(text);
    } catch (error) {
      failure = error as Error;
    }
    done(failure);
  };
  return {
    path,
    append(line) {
      // In file order: lines appended soon before this one go first.
      writeQueued();
      write(line);
    },
    appendSoon(line) {
      queued += line;
      if (queuedWritten === undefined) {
        queuedWritten = new Promise((resolve) => {
          written = resolve;
        });
        setImmediate(writeQueued);
      }
      return queuedWritten;
    },
    close() {
      writeQueued();
      clearTimeout(timer);
      timer = undefined;
      if (fd === undefined) return;
      const target = fd;
      fd = undefined;
      try {
        fsyncSync(target);
      } catch (error) {
        onError(error as Error);
      }
      if (syncing.has(target)) syncing.set(target, true);
      else closeSync(target);
    },
  };
}

/** What a read of the journals found since the last read. */
export interface JournalRead {
  entries: CacheEntry[];
  problems: string[];
}

interface Tail {
  offset: number;
  line: number;
  /** Bytes after the last newline: a line still being written, or torn. */
  rest: Buffer;
  /** The writer is gone: nothing more will be appended. */
  done: boolean;
}

/**
 * Reads the journals in `dir` except `own` incrementally: each `read()` returns the entries appended since the
 * previous one. A journal whose writer is gone is read to its end once and then left alone.
 */
export function createJournalReader(dir: string, self: CacheOwner, own: string) {
  const tails = new Map<string, Tail>();
  const read = async (): Promise<JournalRead> => {
    const found: JournalRead = { entries: [], problems: [] };
    // A journal that vanished mid-read was merged: list again to read the merged one.
    for (let listing = 0; listing < 3; listing++) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.endsWith(".jsonl") && name !== own).sort();
      } catch (error) {
        if (errorCode(error) !== "ENOENT")
          found.problems.push(`${dir}: unreadable (${(error as Error).message})`);
        return found;
      }
      let vanished = false;
      for (const name of names) {
        let tail = tails.get(name);
        if (tail?.done) continue;
        tail ??= { offset: 0, line: 0, rest: Buffer.alloc(0), done: false };
        tails.set(name, tail);
        vanished = (await readTail(join(dir, name), tail, self, found)) || vanished;
      }
      if (!vanished) break;
    }
    return found;
  };
  return { read, tails };
}

/** Reads what was appended to `path` since `tail`; true when the file is gone. */
async function readTail(path: string, tail: Tail, self: CacheOwner, found: JournalRead): Promise<boolean> {
  let chunk: Buffer;
  let finished: boolean;
  try {
    const info = await stat(path);
    finished = isFinished(path, info.mtimeMs, self);
    chunk = await readFrom(path, tail.offset, info.size);
  } catch (error) {
    tail.done = true;
    if (errorCode(error) === "ENOENT") return true;
    found.problems.push(`${path}: unreadable (${(error as Error).message})`);
    return false;
  }
  tail.offset += chunk.length;
  const bytes = tail.rest.length > 0 ? Buffer.concat([tail.rest, chunk]) : chunk;
  let start = 0;
  for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
    tail.line++;
    const text = bytes.subarray(start, end).toString("utf8");
    start = end + 1;
    if (text.trim() === "") continue;
    const entry = parseCacheEntry(text);
    if (typeof entry === "string") found.problems.push(`${path}:${tail.line}: ${entry}; ignored`);
    else found.entries.push(entry);
  }
  tail.rest = Buffer.from(bytes.subarray(start));
  if (finished) {
    tail.done = true;
    if (tail.rest.length > 0)
      found.problems.push(`${path}:${tail.line + 1}: incomplete last line (a run killed mid-write); ignored`);
  }
  return false;
}

/** Whether nothing more will be appended to the journal at `path`. */
function isFinished(path: string, mtimeMs: number, self: CacheOwner): boolean {
  const owner = journalOwner(path.split(/[\\/]/).pop() ?? "");
  if (owner === undefined) return true;
  if (owner.host === self.host) return !mayBeAlive(owner, self);
  return Date.now() - mtimeMs > FOREIGN_JOURNAL_IDLE_MS;
}

async function readFrom(path: string, offset: number, size: number): Promise<Buffer> {
  if (size <= offset) return Buffer.alloc(0);
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(size - offset);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
