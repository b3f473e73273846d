/**
 * The journal on a disk that fills up: a failed write leaves none of its lines in the file, the next line starts
 * clean, and the cache counts every answer it could not keep (while still answering it for this run).
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache } from "../../src/answers/cache.js";
import { requestKey } from "../../src/answers/cache-key.js";
import { currentOwner } from "../../src/answers/cache-owner.js";
import {
  createJournalReader,
  createJournalWriter,
  JOURNAL_DIR,
  type JournalFiles,
  nodeJournalFiles,
} from "../../src/answers/journal.js";
import type { ChatAnswer, ChatRequest } from "../../src/providers/types.js";

/** The real file calls on a disk with `room` bytes left; `truncate` fails when `truncates` is false. */
function fillingDisk(room: number, options: { truncates?: boolean } = {}) {
  const disk = { room, writes: 0 };
  const files: JournalFiles = {
    ...nodeJournalFiles,
    write(fd, bytes, offset) {
      disk.writes++;
      if (disk.room === 0)
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const take = Math.min(disk.room, bytes.length - offset);
      disk.room -= take;
      return nodeJournalFiles.write(fd, bytes.subarray(0, offset + take), offset);
    },
    truncate(fd, length) {
      if (options.truncates === false) throw Object.assign(new Error("EIO"), { code: "EIO" });
      nodeJournalFiles.truncate(fd, length);
    },
  };
  return { disk, files };
}

const line = (n: number) =>
  `${JSON.stringify({ v: 1, key: `k${n}`, request: { messages: [], params: {} }, answer: { text: `answer ${n}`, usage: { inputTokens: 1, outputTokens: 1 } }, savedAt: "" })}\n`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "bias-gate-journal-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** What a later run reads back from a journal directory: their keys, and the problems met. */
async function readBack(journalDir: string): Promise<{ keys: string[]; problems: string[] }> {
  const read = await createJournalReader(journalDir, currentOwner(Date.now()), "").read();
  return { keys: read.entries.map((e) => e.key), problems: read.problems };
}

describe("createJournalWriter on a full disk", () => {
  it("cuts a half-written batch off again, so the next batch's lines are whole and readable", async () => {
    const path = join(dir, "journal", "other.1.run.jsonl");
    const { disk, files } = fillingDisk(line(1).length + 10, {});
    const writer = createJournalWriter(path, () => {}, files);
    expect(await writer.appendSoon(line(1))).toBeUndefined();
    // Lines 2 and 3 go out in one write: 10 bytes fit, then the disk is full.
    const [second, third] = await Promise.all([writer.appendSoon(line(2)), writer.appendSoon(line(3))]);
    expect(second?.message).toMatch(/ENOSPC/);
    expect(third).toBe(second);
    expect(readFileSync(path, "utf8")).toBe(line(1));
    disk.room = 10_000;
    expect(await writer.appendSoon(line(4))).toBeUndefined();
    writer.close();
    expect(readFileSync(path, "utf8")).toBe(line(1) + line(4));
  });

  it("throws from append and leaves the file as it was", () => {
    const path = join(dir, "journal", "other.1.run.jsonl");
    const { files } = fillingDisk(5);
    const writer = createJournalWriter(path, () => {}, files);
    expect(() => writer.append(line(1))).toThrow(/ENOSPC/);
    writer.close();
    expect(readFileSync(path, "utf8")).toBe("");
  });

  it("when the torn start cannot be cut off, ends it with a newline: readers skip it and read the next line", async () => {
    const journalDir = join(dir, "journal");
    const path = join(journalDir, "merged.jsonl");
    const { disk, files } = fillingDisk(line(1).length + 10, { truncates: false });
    const writer = createJournalWriter(path, () => {}, files);
    expect(await writer.appendSoon(line(1))).toBeUndefined();
    expect((await writer.appendSoon(line(2)))?.message).toMatch(/ENOSPC/);
    disk.room = 10_000;
    expect(await writer.appendSoon(line(3))).toBeUndefined();
    expect(await writer.appendSoon(line(4))).toBeUndefined();
    writer.close();
    const { keys, problems } = await readBack(journalDir);
    expect(keys).toEqual(["k1", "k3", "k4"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/merged\.jsonl:2: not valid JSON/);
  });
});

describe("createDiskCache on a full disk", () => {
  const request = (n: number): ChatRequest => ({
    promptId: `p${n}`,
    trial: 0,
    messages: [{ role: "user", content: `question ${n}` }],
    params: { model: "m", timeoutMs: 1_000 },
  });
  const answer = (n: number): ChatAnswer => ({
    text: `answer ${n}`,
    usage: { inputTokens: 1, outputTokens: 1 },
  });
  const key = (n: number) => requestKey(request(n), "https://h/v1");

  it("counts each answer it could not keep, still answers it this run, and a later run does not find it", async () => {
    const { disk, files } = fillingDisk(0);
    const cache = createDiskCache(dir, { now: Date.now, journalFiles: files });
    for (const n of [1, 2, 3]) expect(await cache.get(key(n))).toBeUndefined();
    disk.room = 10_000;
    await cache.putSoon?.(key(1), request(1), answer(1));
    disk.room = 0;
    await Promise.all([2, 3].map((n) => cache.putSoon?.(key(n), request(n), answer(n))));
    cache.put(key(4), request(4), answer(4));
    expect(cache.unkept()).toEqual({
      count: 3,
      of: 4,
      dir,
      code: "ENOSPC",
      message: "ENOSPC: no space left on device, write",
    });
    // This run still has the answers it bought.
    expect((await cache.get(key(2)))?.text).toBe("answer 2");
    await cache.flush();
    expect(cache.problems).toEqual([]);

    const later = createDiskCache(dir, { now: Date.now });
    expect((await later.get(key(1)))?.text).toBe("answer 1");
    for (const n of [2, 3, 4]) {
      expect(await later.get(key(n))).toBeUndefined();
      later.release?.(key(n));
    }
    expect(readdirSync(join(dir, JOURNAL_DIR)).length).toBeGreaterThan(0);
    await later.flush();
    expect(later.unkept()).toBeUndefined();
  });

  it("says nothing was lost when every write succeeded", async () => {
    const cache = createDiskCache(dir, { now: Date.now });
    await cache.get(key(1));
    await cache.putSoon?.(key(1), request(1), answer(1));
    await cache.flush();
    expect(cache.unkept()).toBeUndefined();
  });
});
