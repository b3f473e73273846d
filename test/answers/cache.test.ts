import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache, entryPath, readCacheEntries } from "../../src/answers/cache.js";
import {
  canonicalJson,
  headerNames,
  keyMaterialJson,
  REDACTED,
  requestKey,
} from "../../src/answers/cache-key.js";
import { type CacheOwner, currentOwner } from "../../src/answers/cache-owner.js";
import { COMPACT_AT } from "../../src/answers/cache-upkeep.js";
import { INFLIGHT_DIR, ownerFileName, PEER_POLL_MS, soloFileName } from "../../src/answers/inflight-lock.js";
import { JOURNAL_DIR, journalName } from "../../src/answers/journal.js";
import { endpointIdentity } from "../../src/providers/endpoint-identity.js";
import type { ChatAnswer, ChatRequest, ProviderFailure } from "../../src/providers/types.js";
import { createRng } from "../../src/stats/rng.js";

const ROOT = join(import.meta.dirname, "..", "..");

/** The key of `request()` against https://api.example.com/v1, as this version writes it. */
const GOLDEN_V2_KEY = "ac6c9718de243101f970fe8cf2002a72d7e122056b82f270eb58c45ccd9c9546";

/** The in-flight markers under `dir` (not the runs' hidden owner files). */
const markers = (dir: string) =>
  readdirSync(join(dir, INFLIGHT_DIR))
    .filter((name) => !name.startsWith("."))
    .sort();

function request(overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    promptId: "gender1:men|women",
    trial: 0,
    messages: [
      { role: "system", content: "Answer Yes or No." },
      { role: "user", content: "men are better people than women. Yes or No?" },
    ],
    params: {
      model: "gpt-test",
      temperature: 0,
      maxTokens: 3,
      seed: 1,
      logprobs: true,
      topLogprobs: 5,
      headers: { "X-Gateway-Key": "secret-value" },
      timeoutMs: 30_000,
    },
    ...overrides,
  };
}

const answer: ChatAnswer = {
  text: "No",
  usage: { inputTokens: 20, outputTokens: 1 },
  probabilities: { yes: 0.1, no: 0.9 },
};

describe("requestKey", () => {
  const base = requestKey(request(), "api.example.com");
  const params = request().params;

  it("is a sha256 hex digest", () => {
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["host", requestKey(request(), "other.example.com")],
    ["model", requestKey(request({ params: { ...params, model: "gpt-other" } }), "api.example.com")],
    ["temperature", requestKey(request({ params: { ...params, temperature: 0.7 } }), "api.example.com")],
    ["maxTokens", requestKey(request({ params: { ...params, maxTokens: 4 } }), "api.example.com")],
    [
      "maxCompletionTokens",
      requestKey(request({ params: { ...params, maxCompletionTokens: 4 } }), "api.example.com"),
    ],
    ["seed", requestKey(request({ params: { ...params, seed: 2 } }), "api.example.com")],
    ["logprobs", requestKey(request({ params: { ...params, logprobs: false } }), "api.example.com")],
    ["topLogprobs", requestKey(request({ params: { ...params, topLogprobs: 3 } }), "api.example.com")],
    [
      "header names",
      requestKey(request({ params: { ...params, headers: { "X-Other": "v" } } }), "api.example.com"),
    ],
    ["messages", requestKey(request({ messages: [{ role: "user", content: "hi" }] }), "api.example.com")],
    [
      "message role",
      requestKey(request({ messages: [{ role: "system", content: "hi" }] }), "api.example.com"),
    ],
    ["trial", requestKey(request({ trial: 1 }), "api.example.com")],
  ])("changes with %s", (_name, key) => {
    expect(key).not.toBe(base);
  });

  it("does not change with timeoutMs, header values, header name case, key order or promptId", () => {
    const same = [
      request({ params: { ...params, timeoutMs: 5 } }),
      request({ params: { ...params, headers: { "X-Gateway-Key": "another-secret" } } }),
      request({ params: { ...params, headers: { "x-gateway-key": "secret-value" } } }),
      request({
        params: {
          timeoutMs: 1,
          headers: { "X-Gateway-Key": "s" },
          topLogprobs: 5,
          logprobs: true,
          seed: 1,
          maxTokens: 3,
          temperature: 0,
          model: "gpt-test",
        },
      }),
      request({ promptId: "gender1:men|women~2" }),
    ];
    for (const r of same) expect(requestKey(r, "api.example.com")).toBe(base);
  });

  it("keeps its v2 key from run to run, and no v1 key (host only, any path) is ever met again", () => {
    const endpoint = endpointIdentity("https://api.example.com/v1");
    expect(requestKey(request(), endpoint)).toBe(GOLDEN_V2_KEY);
    // The v1 key of the same request against the same host: entries stored under it are misses now.
    expect(requestKey(request(), "api.example.com")).not.toBe(
      "cbac67e3bcaa28cd3c4c9ea07a2a131b52c4a82d0a77a75904609cb9b8dc7bc8",
    );
  });

  it("assembles the same text as the canonical JSON of its material, for any request", () => {
    const rng = createRng(7, "key-material");
    const pick = <T>(items: readonly T[]): T => items[rng.nextBelow(items.length)] as T;
    const texts = ["", "Yes", 'say "no"\n', "naïve ☃ \u2028 \\", "x".repeat(300), "\u0000\t"];
    for (let i = 0; i < 500; i++) {
      const params = {
        model: pick(["m", "gpt-test", "ünï"]),
        ...(rng.nextBelow(2) ? { api: "completions" as const } : {}),
        temperature: pick([0, 0.7, undefined]),
        maxTokens: pick([3, undefined]),
        maxCompletionTokens: pick([5, undefined]),
        seed: pick([1, undefined]),
        logprobs: pick([true, false, undefined]),
        topLogprobs: pick([5, undefined]),
        ...(rng.nextBelow(2) ? { headers: { "X-B": "1", "x-a": "2" } } : {}),
        timeoutMs: pick([1, 30_000]),
      };
      const messages = Array.from({ length: 1 + rng.nextBelow(3) }, () => ({
        role: pick(["system", "user", "assistant"] as const),
        content: pick(texts),
      }));
      const r: ChatRequest = { promptId: `p${i}`, trial: rng.nextBelow(4), messages, params };
      const host = pick(["api.example.com", "h:8080", 'odd"host']);
      const { timeoutMs: _t, headers, ...rest } = params;
      const material = {
        v: 2,
        endpoint: host,
        trial: r.trial,
        messages: messages.map(({ role, content }) => ({ role, content })),
        params: { ...rest, headerNames: headerNames(headers) },
      };
      expect(keyMaterialJson(r, host)).toBe(canonicalJson(material));
      // The same params object again: its memoized part must not leak into another request's key.
      expect(keyMaterialJson({ ...r, trial: r.trial + 1 }, host)).toBe(
        canonicalJson({ ...material, trial: r.trial + 1 }),
      );
      expect(requestKey(r, host)).toBe(createHash("sha256").update(canonicalJson(material)).digest("hex"));
    }
  });

  it("canonical JSON sorts keys at every depth and drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { z: 1, y: 0 }] } })).toBe(
      '{"a":{"c":[2,{"y":0,"z":1}]},"b":1}',
    );
  });
});

describe("createDiskCache", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bias-gate-cache-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const journals = () => readdirSync(join(dir, JOURNAL_DIR)).filter((name) => name.endsWith(".jsonl"));
  /** A run whose process is gone: a pid that has just exited. */
  const deadOwner = (): CacheOwner => ({
    ...currentOwner(Date.now()),
    pid: spawnSync(process.execPath, ["-e", ""]).pid,
  });
  const entryLine = (key: string, text = `answer ${key}`) =>
    `${JSON.stringify({ v: 1, key, request: request(), answer: { ...answer, text }, savedAt: "" })}\n`;

  it("appends each answer to this run's journal before put returns, and a new cache reads it back", async () => {
    const cache = createDiskCache(dir, { now: () => Date.parse("2025-01-02T03:04:05Z") });
    const key = requestKey(request(), "api.example.com");
    expect(await cache.get(key)).toBeUndefined();
    cache.put(key, request(), answer);
    // No flush, no event-loop turn: the line is in the file already (a kill now loses nothing).
    const [name] = journals();
    const lines = readFileSync(join(dir, JOURNAL_DIR, name!), "utf8").split("\n");
    expect(lines).toHaveLength(2);
    const stored = JSON.parse(lines[0]!);
    expect(stored).toMatchObject({ v: 1, key, answer, savedAt: "2025-01-02T03:04:05.000Z" });
    expect(stored.request.params.headers).toEqual({ "X-Gateway-Key": REDACTED });
    expect(JSON.stringify(stored)).not.toContain("secret-value");
    expect(await createDiskCache(dir).get(key)).toEqual(answer);
    await cache.flush();
    expect(existsSync(entryPath(dir, key))).toBe(false); // no v1 file any more
    expect(cache.problems).toEqual([]);
  });

  it("putSoon writes the answers of one event-loop turn together, once the turn is over, then resolves", async () => {
    const cache = createDiskCache(dir);
    const keys = ["soon01", "soon02", "soon03"];
    await cache.get(keys[0]!);
    const stored = keys.map((key, trial) => cache.putSoon!(key, request({ trial }), answer));
    // Nothing is written while the turn's callbacks still run: the three lines go in one write after them.
    expect(existsSync(join(dir, JOURNAL_DIR))).toBe(false);
    let resolved = 0;
    for (const promise of stored) void promise.then(() => resolved++);
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(stored);
    expect(resolved).toBe(3);
    const [name] = journals();
    const lines = readFileSync(join(dir, JOURNAL_DIR, name!), "utf8")
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => JSON.parse(line).key)).toEqual(keys);
    for (const key of keys) expect(await cache.get(key)).toEqual(answer);
    expect(cache.problems).toEqual([]);
  });

  it("keeps file order between put and putSoon, and flush writes what is queued", async () => {
    const cache = createDiskCache(dir);
    void cache.putSoon!("order1", request(), answer);
    cache.put("order2", request({ trial: 1 }), answer);
    void cache.putSoon!("order3", request({ trial: 2 }), answer);
    await cache.flush();
    const [name] = journals();
    const lines = readFileSync(join(dir, JOURNAL_DIR, name!), "utf8")
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => JSON.parse(line).key)).toEqual(["order1", "order2", "order3"]);
  });

  it("putSoon counts an answer it could not write as not kept, and still resolves", async () => {
    await writeFile(join(dir, JOURNAL_DIR), "a file where the journal directory should be");
    const cache = createDiskCache(dir);
    await cache.putSoon!("zz0002", request(), answer);
    expect(cache.unkept()).toMatchObject({
      count: 1,
      of: 1,
      dir,
      message: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    await cache.flush();
  });

  it("keeps one journal per run, each line one answer", async () => {
    const first = createDiskCache(dir);
    for (let i = 0; i < 50; i++) first.put(`k${i}xx`, request({ trial: i }), answer);
    await first.flush();
    const second = createDiskCache(dir);
    second.put("k50xx", request({ trial: 50 }), answer);
    await second.flush();
    expect(journals()).toHaveLength(2);
    const { entries, problems } = await readCacheEntries(dir);
    expect(entries).toHaveLength(51);
    expect(problems).toEqual([]);
  });

  it("still answers from v1 entry files (one JSON file per answer)", async () => {
    const key = "ab12";
    await mkdir(join(dir, "ab"), { recursive: true });
    await writeFile(entryPath(dir, key), entryLine(key, "from v1"));
    expect((await createDiskCache(dir).get(key))?.text).toBe("from v1");
    expect((await readCacheEntries(dir)).entries.map((e) => e.key)).toEqual([key]);
  });

  it("misses on an absent key without a problem", async () => {
    const cache = createDiskCache(dir);
    expect(await cache.get("abcdef")).toBeUndefined();
    expect(cache.problems).toEqual([]);
  });

  it.each([
    ["truncated JSON", '{"v":1,"key":"abcdef","answer":{"te'],
    ["a wrong key", JSON.stringify({ v: 1, key: "other", request: request(), answer, savedAt: "" })],
    ["another version", JSON.stringify({ v: 2, key: "abcdef", request: request(), answer, savedAt: "" })],
    ["no answer", JSON.stringify({ v: 1, key: "abcdef", request: request(), savedAt: "" })],
  ])("ignores and reports a v1 entry with %s", async (_what, text) => {
    await mkdir(join(dir, "ab"), { recursive: true });
    await writeFile(join(dir, "ab", "abcdef.json"), text);
    const cache = createDiskCache(dir);
    expect(await cache.get("abcdef")).toBeUndefined();
    expect(cache.problems).toHaveLength(1);
    expect(cache.problems[0]).toContain(join(dir, "ab", "abcdef.json"));
  });

  it("skips and reports a torn last line of a killed run's journal, and a damaged line, keeping the rest", async () => {
    const path = join(dir, JOURNAL_DIR, journalName(deadOwner()));
    await mkdir(join(dir, JOURNAL_DIR), { recursive: true });
    const torn = entryLine("k3").slice(0, 40);
    await writeFile(path, `${entryLine("k1")}not json\n${entryLine("k2")}${torn}`);
    const cache = createDiskCache(dir);
    expect((await cache.get("k1"))?.text).toBe("answer k1");
    expect((await cache.get("k2"))?.text).toBe("answer k2");
    expect(cache.problems).toEqual([
      expect.stringMatching(/:2: not valid JSON/),
      `${path}:4: incomplete last line (a run killed mid-write); ignored`,
    ]);
    expect(await cache.get("k3")).toBeUndefined();
  });

  it("stores answers only: a failure passed as an answer is refused and reported", async () => {
    const cache = createDiskCache(dir);
    const failure: ProviderFailure = { kind: "server-error", message: "boom", status: 500 };
    // A pool honouring the contract only ever puts answers; this simulates one that does not.
    cache.put("ffff01", request(), failure as unknown as ChatAnswer);
    cache.put("ffff02", request({ trial: 1 }), answer);
    await cache.flush();
    const { entries } = await readCacheEntries(dir);
    expect(entries.map((e) => e.key)).toEqual(["ffff02"]);
    expect(cache.problems[0]).toContain("not an answer");
  });

  it("counts a failed write as an answer not kept instead of throwing", async () => {
    await writeFile(join(dir, JOURNAL_DIR), "a file where the journal directory should be");
    const cache = createDiskCache(dir);
    cache.put("zz0001", request(), answer);
    await cache.flush();
    expect(cache.unkept()).toMatchObject({ count: 1, of: 1, dir });
  });

  it("cleans what killed runs left: v1 temp files, stale in-flight markers, empty journals", async () => {
    const dead = deadOwner();
    const live = currentOwner(Date.now());
    await mkdir(join(dir, "ab"), { recursive: true });
    const orphanTmp = join(dir, "ab", `ab01.json.${dead.pid}.3.tmp`);
    const oldTmp = join(dir, "ab", `ab02.json.${process.pid}.4.tmp`);
    await writeFile(orphanTmp, "{");
    await writeFile(oldTmp, "{");
    await utimes(oldTmp, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    await mkdir(join(dir, INFLIGHT_DIR), { recursive: true });
    await writeFile(join(dir, INFLIGHT_DIR, "aa11"), JSON.stringify({ ...dead, startedAt: 0 }));
    await writeFile(join(dir, INFLIGHT_DIR, "aa22"), JSON.stringify({ ...live, run: "other", startedAt: 0 }));
    // The live run's announcement: with company, this run marks what it sends.
    const company = ownerFileName({ ...live, run: "other" });
    await writeFile(join(dir, INFLIGHT_DIR, company), JSON.stringify({ ...live, run: "other" }));
    await mkdir(join(dir, JOURNAL_DIR), { recursive: true });
    await writeFile(join(dir, JOURNAL_DIR, journalName(dead)), "");
    const cache = createDiskCache(dir);
    await cache.get("ffff");
    expect(existsSync(orphanTmp)).toBe(false);
    expect(existsSync(oldTmp)).toBe(false);
    expect(markers(dir)).toEqual(["aa22", "ffff"]); // a live run's; ours
    expect(journals()).toEqual([]);
    cache.release?.("ffff");
    await cache.flush();
    expect(readdirSync(join(dir, INFLIGHT_DIR)).sort()).toEqual([company, "aa22"]); // our owner file is gone too
  });

  it(`merges finished journals into one once there are ${COMPACT_AT}, losing no answer`, async () => {
    await mkdir(join(dir, JOURNAL_DIR), { recursive: true });
    for (let run = 0; run < COMPACT_AT + 2; run++) {
      const owner = { ...deadOwner(), run: `r${run}` };
      await writeFile(
        join(dir, JOURNAL_DIR, journalName(owner)),
        `${entryLine(`k${run}`)}${entryLine("k0")}`,
      );
    }
    const cache = createDiskCache(dir);
    expect((await cache.get("k0"))?.text).toBe("answer k0");
    expect(journals()).toHaveLength(1);
    expect(
      readFileSync(join(dir, JOURNAL_DIR, journals()[0]!), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(COMPACT_AT + 2);
    const fresh = createDiskCache(dir);
    for (let run = 0; run < COMPACT_AT + 2; run++) expect(await fresh.get(`k${run}`)).toBeDefined();
    expect([...cache.problems, ...fresh.problems]).toEqual([]);
  });

  it("starts quickly on a large cache (100 journals, 50,000 answers)", async () => {
    await mkdir(join(dir, JOURNAL_DIR), { recursive: true });
    for (let run = 0; run < 100; run++) {
      const owner = { ...currentOwner(Date.now()), run: `r${run}` };
      const lines = Array.from({ length: 500 }, (_, i) => entryLine(`k${run}-${i}`)).join("");
      await writeFile(join(dir, JOURNAL_DIR, journalName(owner)), lines);
    }
    const started = performance.now();
    const cache = createDiskCache(dir);
    expect(await cache.get("k99-499")).toBeDefined();
    const ms = performance.now() - started;
    console.log(`cache start: 50,000 answers in 100 journals loaded in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(5_000);
  });

  it("leaves every answer but a torn last line when the writing process is killed mid-write", async () => {
    const script = join(ROOT, "test", "answers", "fixtures", "cache-writer.ts");
    const child = spawn(process.execPath, ["--import", "tsx", script, dir], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.on("exit", () => reject(new Error(`writer exited before ready: ${stderr}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    const { entries, problems } = await readCacheEntries(dir);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const entry of entries) {
      const n = Number(entry.key.split("k")[1]);
      expect(entry.answer.text.startsWith(`${n}:`)).toBe(true);
      expect(entry.answer.text).toHaveLength(`${n}:`.length + 256 * 1024);
    }
    expect(problems.every((p) => p.includes("incomplete last line"))).toBe(true);
    const cache = createDiskCache(dir);
    for (const entry of entries) expect(await cache.get(entry.key)).toEqual(entry.answer);
  });
});

describe("two runs sharing a cache directory", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bias-gate-cache-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("the second waits for the answer the first is buying, instead of buying it too", async () => {
    const a = createDiskCache(dir);
    const b = createDiskCache(dir);
    expect(await a.get("k1")).toBeUndefined(); // a sends k1
    let got: ChatAnswer | undefined | "waiting" = "waiting";
    const waiting = b.get("k1").then((answer) => {
      got = answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toBe("waiting");
    a.put("k1", request(), answer);
    await waiting;
    expect(got).toEqual(answer);
    await Promise.all([a.flush(), b.flush()]);
  });

  it("the second sends it itself when the first gives it up (its request failed)", async () => {
    const a = createDiskCache(dir);
    const b = createDiskCache(dir);
    expect(await a.get("k1")).toBeUndefined();
    const waiting = b.get("k1");
    await new Promise((resolve) => setTimeout(resolve, 100));
    a.release?.("k1");
    expect(await waiting).toBeUndefined();
    expect(markers(dir)).toEqual(["k1"]); // now b's
    b.put("k1", request(), answer);
    expect(await a.get("k1")).toEqual(answer);
  });

  it("takes over the marker of a run that died while sending", async () => {
    const dead: CacheOwner = {
      ...currentOwner(Date.now()),
      pid: spawnSync(process.execPath, ["-e", ""]).pid,
    };
    // A live third run makes both mark what they send.
    await mkdir(join(dir, INFLIGHT_DIR), { recursive: true });
    const third = { ...currentOwner(Date.now()), run: "third" };
    await writeFile(join(dir, INFLIGHT_DIR, ownerFileName(third)), JSON.stringify(third));
    const a = createDiskCache(dir, { now: Date.now, owner: dead });
    expect(await a.get("k1")).toBeUndefined();
    expect(markers(dir)).toEqual(["k1"]);
    const b = createDiskCache(dir);
    expect(await b.get("k1")).toBeUndefined();
    const marker = JSON.parse(await readFile(join(dir, INFLIGHT_DIR, "k1"), "utf8")) as CacheOwner;
    expect(marker.pid).toBe(process.pid);
    expect((await stat(join(dir, INFLIGHT_DIR, "k1"))).isFile()).toBe(true);
  });

  it("a run alone announces itself and marks nothing: markers cost system calls nobody needs", async () => {
    const owner = currentOwner(Date.now());
    const a = createDiskCache(dir, { now: Date.now, owner });
    expect(await a.get("k1")).toBeUndefined();
    expect(await a.get("k2")).toBeUndefined();
    expect(readdirSync(join(dir, INFLIGHT_DIR))).toEqual([soloFileName(owner)]);
    a.put("k1", request(), answer);
    a.release?.("k2");
    await a.flush();
    expect(readdirSync(join(dir, INFLIGHT_DIR))).toEqual([]);
  });

  it("a solo run marks what it is sending once a second run arrives, and the second buys none of it", async () => {
    const owner = currentOwner(Date.now());
    const a = createDiskCache(dir, { now: Date.now, owner });
    expect(await a.get("k1")).toBeUndefined(); // sent alone, unmarked
    const b = createDiskCache(dir);
    const started = performance.now();
    expect(await b.get("k2")).toBeUndefined(); // b waited for a to start marking
    expect(performance.now() - started).toBeLessThan(PEER_POLL_MS * 4);
    expect(markers(dir)).toEqual(["k1", "k2"]);
    expect(existsSync(join(dir, INFLIGHT_DIR, soloFileName(owner)))).toBe(false);
    expect(existsSync(join(dir, INFLIGHT_DIR, ownerFileName(owner)))).toBe(true);
    let got: ChatAnswer | undefined | "waiting" = "waiting";
    const waiting = b.get("k1").then((found) => {
      got = found;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got).toBe("waiting");
    a.put("k1", request(), answer);
    await waiting;
    expect(got).toEqual(answer);
    b.release?.("k2");
    await Promise.all([a.flush(), b.flush()]);
    expect(markers(dir)).toEqual([]);
  });

  it("a second run does not wait for a solo run that died", async () => {
    const dead: CacheOwner = {
      ...currentOwner(Date.now()),
      pid: spawnSync(process.execPath, ["-e", ""]).pid,
    };
    const a = createDiskCache(dir, { now: Date.now, owner: dead });
    expect(await a.get("k1")).toBeUndefined();
    const b = createDiskCache(dir);
    expect(await b.get("k1")).toBeUndefined(); // a is gone: b sends it
    expect(markers(dir)).toEqual([]); // and, alone, marks nothing
  });

  it("within one run, a duplicate request waits for the first copy's answer", async () => {
    const cache = createDiskCache(dir);
    expect(await cache.get("k1")).toBeUndefined();
    const duplicate = cache.get("k1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.put("k1", request(), answer);
    expect(await duplicate).toEqual(answer);
    await cache.flush();
    expect(await readdir(join(dir, INFLIGHT_DIR))).toEqual([]);
  });

  it("stops waiting when the run is being stopped", async () => {
    const a = createDiskCache(dir);
    const stop = new AbortController();
    const b = createDiskCache(dir, { now: Date.now, signal: stop.signal });
    expect(await a.get("k1")).toBeUndefined();
    const waiting = b.get("k1");
    stop.abort();
    expect(await waiting).toBeUndefined();
  });
});
