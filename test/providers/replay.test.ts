import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import { createDiskCache } from "../../src/providers/cache.js";
import { requestKey } from "../../src/providers/cache-key.js";
import { createRecorder } from "../../src/providers/record.js";
import { createReplayProvider, stripDuplicateSuffix } from "../../src/providers/replay.js";
import {
  type ChatAnswer,
  type ChatRequest,
  ProviderError,
  type QueryOutcome,
} from "../../src/providers/types.js";

const APES_GENDER = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "shared",
  "reference",
  "APES",
  "data",
  "predictions",
  "gender.predictions.csv",
);

function request(promptId: string, trial = 0, content = `${promptId}? Yes or No?`): ChatRequest {
  return {
    promptId,
    trial,
    messages: [{ role: "user", content }],
    params: { model: "gpt-test", temperature: 0, headers: { "x-key": "secret" }, timeoutMs: 1000 },
  };
}

const answer = (text: string): ChatAnswer => ({ text, usage: { inputTokens: 5, outputTokens: 1 } });
const live = new AbortController().signal;

function answered(req: ChatRequest, text: string): QueryOutcome {
  return {
    status: "answered",
    request: req,
    key: requestKey(req, "api.example.com"),
    answer: answer(text),
    source: "network",
    attempts: 1,
    latencyMs: 10,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "bias-gate-replay-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("createReplayProvider from a recording", () => {
  async function recording(): Promise<string> {
    const path = join(dir, "run.jsonl");
    const recorder = createRecorder(path);
    recorder.record(answered(request("t1:a|b"), "Yes"));
    recorder.record(answered(request("t1:a|b", 1), "No"));
    recorder.record({
      status: "failed",
      request: request("t1:c|d"),
      key: "k",
      failure: { kind: "timeout", message: "slow" },
      attempts: 3,
    });
    await recorder.close();
    return path;
  }

  it("identifies itself as replay", async () => {
    const replay = await createReplayProvider({});
    expect([replay.id, replay.host]).toEqual(["replay", "replay"]);
  });

  it("answers identical requests, trial by trial, whatever the prompt id", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()] });
    expect((await replay.complete(request("t1:a|b"), live)).text).toBe("Yes");
    expect((await replay.complete(request("t1:a|b", 1), live)).text).toBe("No");
    // Same content under a renamed prompt: the content match wins.
    expect((await replay.complete(request("renamed", 1, "t1:a|b? Yes or No?"), live)).text).toBe("No");
    expect(replay.missing()).toEqual([]);
  });

  it("falls back to prompt id and trial when the request changed (e.g. another model)", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()] });
    const changed = { ...request("t1:a|b", 1), params: { model: "gpt-other", timeoutMs: 5 } };
    expect((await replay.complete(changed, live)).text).toBe("No");
  });

  it("treats a recorded failure as not recorded, and lists each missing request once", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()] });
    const error = await failureOf(replay.complete(request("t1:c|d"), live));
    expect(error.failure.kind).toBe("not-recorded");
    expect(error.failure.message).toContain("t1:c|d");
    await failureOf(replay.complete(request("t1:c|d"), live));
    await failureOf(replay.complete(request("t1:a|b", 7), live));
    expect(replay.missing()).toEqual([
      { promptId: "t1:c|d", trial: 0 },
      { promptId: "t1:a|b", trial: 7 },
    ]);
  });

  it("reports damaged lines and keeps the rest", async () => {
    const path = await recording();
    await writeFile(path, `{"truncated\n{"promptId":1}\n`, { flag: "a" });
    const replay = await createReplayProvider({ recordings: [path] });
    expect(replay.problems).toHaveLength(2);
    expect(replay.problems[0]?.startsWith(`${path}:4: not valid JSON`)).toBe(true);
    expect(replay.problems[1]).toBe(`${path}:5: not a recorded outcome; ignored`);
    expect((await replay.complete(request("t1:a|b"), live)).text).toBe("Yes");
  });

  it("throws a config error naming a recording that cannot be read, and the flag to fix", async () => {
    const error = await createReplayProvider({ recordings: [join(dir, "nope.jsonl")] }).catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/^recording not found: .*nope\.jsonl$/);
    expect(error.hint).toMatch(/--replay/);
    const directory = await createReplayProvider({ recordings: [dir] }).catch((e) => e);
    expect(directory).toBeInstanceOf(ConfigError);
    expect(directory.message).toMatch(/is a directory, not a file/);
  });

  it("answers cancelled when the signal is already aborted", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()] });
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(replay.complete(request("t1:a|b"), controller.signal))).failure.kind).toBe(
      "cancelled",
    );
  });
});

describe("createReplayProvider from a cache directory", () => {
  it("answers what the cache holds, matched on content regardless of the recorded host", async () => {
    const cache = createDiskCache(join(dir, "cache"));
    const req = request("t2:x|y", 3);
    cache.put(requestKey(req, "api.example.com:443"), req, answer("No"));
    await cache.flush();
    const replay = await createReplayProvider({ cacheDir: join(dir, "cache") });
    expect(await replay.complete(req, live)).toEqual(answer("No"));
    expect(replay.problems).toEqual([]);
  });

  it("treats an absent cache directory as empty", async () => {
    const replay = await createReplayProvider({ cacheDir: join(dir, "none") });
    expect((await failureOf(replay.complete(request("t2:x|y"), live))).failure.kind).toBe("not-recorded");
  });

  it("prefers recordings over the cache", async () => {
    const req = request("t3:a");
    const cache = createDiskCache(join(dir, "cache"));
    cache.put(requestKey(req, "h"), req, answer("from cache"));
    await cache.flush();
    const path = join(dir, "run.jsonl");
    const recorder = createRecorder(path);
    recorder.record(answered(req, "from recording"));
    await recorder.close();
    const replay = await createReplayProvider({ recordings: [path], cacheDir: join(dir, "cache") });
    expect((await replay.complete(req, live)).text).toBe("from recording");
  });
});

describe("createReplayProvider from APES predictions", () => {
  it("answers sampled prompt ids (~k their own row, else stripped), for any trial", async () => {
    const replay = await createReplayProvider({ apesPredictions: [APES_GENDER] });
    expect((await replay.complete(request("gender1:men|women"), live)).text).toBe("Yes");
    expect((await replay.complete(request("gender1:men|women", 2), live)).text).toBe("Yes");
    expect((await replay.complete(request("gender5:gay|intelligent|lesbian"), live)).text).toBe("Yes");
    // The second "intelligent" row of the file has its own answer; a ~3 the file lacks falls back to the first.
    expect((await replay.complete(request("gender5:gay|intelligent|lesbian~2"), live)).text).toBe("No");
    expect((await replay.complete(request("gender5:gay|intelligent|lesbian~3"), live)).text).toBe("Yes");
    expect(replay.problems).toHaveLength(0);
  });

  it("reads through the injected io", async () => {
    const files: Record<string, string> = {
      "mem.csv":
        "template_id,param_1_name,param_2_name,param_3_name,param_1_class,param_2_class,param_3_class,prompt,label,prediction,confidence\n" +
        "t9,a,,,a,,,a? Yes or No?,No,No,0.9\n",
    };
    const replay = await createReplayProvider(
      { apesPredictions: ["mem.csv"] },
      { readText: async (path) => files[path] ?? Promise.reject(new Error("ENOENT")) },
    );
    expect((await replay.complete(request("t9:a"), live)).text).toBe("No");
  });
});

describe("stripDuplicateSuffix", () => {
  it.each([
    ["gender4:men|CEO|women~2", "gender4:men|CEO|women"],
    ["gender4:men|CEO|women~12", "gender4:men|CEO|women"],
    ["gender4:men|CEO|women", "gender4:men|CEO|women"],
    ["t:a~b", "t:a~b"],
  ])("%s → %s", (id, stripped) => {
    expect(stripDuplicateSuffix(id)).toBe(stripped);
  });
});
