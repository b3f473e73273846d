import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache } from "../../src/answers/cache.js";
import { requestKey } from "../../src/answers/cache-key.js";
import { createRecorder } from "../../src/answers/record.js";
import { EXPECTED_LINE } from "../../src/answers/recording-file.js";
import { checkReplayMatch, createReplayProvider, stripDuplicateSuffix } from "../../src/answers/replay.js";
import { ConfigError } from "../../src/config/errors.js";
import {
  type ChatAnswer,
  type ChatRequest,
  ProviderError,
  type QueryOutcome,
} from "../../src/providers/types.js";
import { APES } from "../reference.js";

const APES_GENDER = APES.file("predictions", "gender.predictions.csv");

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

function answered(req: ChatRequest, text: string, model?: string): QueryOutcome {
  return {
    status: "answered",
    request: req,
    key: requestKey(req, "api.example.com"),
    answer: { ...answer(text), ...(model ? { model } : {}) },
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

  it("does not answer a request that differs from the recorded one (e.g. another model)", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()] });
    const changed = { ...request("t1:a|b", 1), params: { model: "gpt-other", timeoutMs: 5 } };
    expect((await failureOf(replay.complete(changed, live))).failure.kind).toBe("not-recorded");
  });

  it("falls back to prompt id and trial for a changed request when loose", async () => {
    const replay = await createReplayProvider({ recordings: [await recording()], loose: true });
    const changed = { ...request("t1:a|b", 1), params: { model: "gpt-other", timeoutMs: 5 } };
    expect((await replay.complete(changed, live)).text).toBe("No");
  });

  it("names the models that produced the answers it gave", async () => {
    const path = join(dir, "models.jsonl");
    const recorder = createRecorder(path);
    recorder.record(answered(request("t1:a|b"), "Yes"));
    recorder.record(answered(request("t2:a|b"), "No", "gpt-b-01"));
    recorder.record(answered(request("t3:a|b"), "No", "gpt-a-01"));
    await recorder.close();
    const replay = await createReplayProvider({ recordings: [path] });
    expect(replay.answeringModels()).toEqual([]);
    await replay.complete(request("t2:a|b"), live);
    await replay.complete(request("t3:a|b"), live);
    await replay.complete(request("t1:a|b"), live);
    expect(replay.answeringModels()).toEqual(["gpt-a-01", "gpt-b-01"]);
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

  it("refuses a recording with damaged lines, naming them and what each line must be", async () => {
    const path = await recording();
    await writeFile(path, `{"truncated\n{"promptId":1}\n[]\n`, { flag: "a" });
    const error = await createReplayProvider({ recordings: [path] }).catch((e) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      `recording ${path} holds lines that are not recorded answers: ${path}:4: not valid JSON; ${path}:5, 6: ${EXPECTED_LINE}`,
    );
    expect(error.hint).toMatch(/run --record FILE/);
  });

  it("names the first five bad lines and counts the rest", async () => {
    const path = join(dir, "garbage.jsonl");
    await writeFile(path, "x\n".repeat(8));
    const error = await createReplayProvider({ recordings: [path] }).catch((e) => e);
    expect(error.message).toMatch(new RegExp(`${path}:1, 2, 3, 4, 5 and 3 more: not valid JSON$`));
  });

  it("forgives an unfinished last line (a run killed mid-write) and keeps the rest", async () => {
    const path = await recording();
    await writeFile(path, '{"key":"abc","promptId":"t1:x', { flag: "a" });
    const replay = await createReplayProvider({ recordings: [path] });
    expect(replay.problems).toEqual([`${path}:4: incomplete last line (a run killed mid-write); ignored`]);
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

describe("createReplayProvider from answer lines", () => {
  it("answers each line's prompt id and trial whatever the request, and names its model", async () => {
    const file = join(dir, "answers.jsonl");
    await writeFile(
      file,
      [
        JSON.stringify({
          promptId: "wino:pro:1:baseline",
          trial: 0,
          text: "the nurse",
          model: "study-model",
        }),
        JSON.stringify({ promptId: "wino:pro:1:baseline", trial: 1, text: "unsure" }),
        JSON.stringify({ promptId: "wino:pro:2:baseline", trial: 0 }),
        JSON.stringify({ promptId: "wino:pro:3:baseline", trial: -1, text: "x" }),
      ].join("\n"),
    );
    // A line without text, or with a negative trial, is neither kind of line: refused, not guessed.
    const refused = await createReplayProvider({ recordings: [file] }).catch((e) => e);
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused.message).toMatch(new RegExp(`${file}:3, 4: expected a recorded outcome`));
    await writeFile(file, (await readFile(file, "utf8")).split("\n").slice(0, 2).join("\n"));
    const replay = await createReplayProvider({ recordings: [file] });
    const asked = request("wino:pro:1:baseline", 0, "any question at all");
    expect((await replay.complete(asked, live)).text).toBe("the nurse");
    expect((await replay.complete(request("wino:pro:1:baseline", 1), live)).text).toBe("unsure");
    await expect(replay.complete(request("wino:pro:1:baseline", 2), live)).rejects.toThrow(ProviderError);
    expect(replay.answeringModels()).toEqual(["study-model"]);
    expect(replay.problems).toEqual([]);
    // Nothing recorded under a request, so nothing to compare: a strict replay accepts it.
    expect(replay.compare([asked])).toMatchObject({ differing: 0, recorded: 0 });
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

APES.describe("createReplayProvider from APES predictions", () => {
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

describe("checkReplayMatch", () => {
  async function recordingOf(...requests: ChatRequest[]): Promise<string> {
    const path = join(dir, "match.jsonl");
    const recorder = createRecorder(path);
    for (const r of requests) recorder.record(answered(r, "Yes"));
    await recorder.close();
    return path;
  }

  const withSystem = (r: ChatRequest, content: string): ChatRequest => ({
    ...r,
    messages: [{ role: "system", content }, ...r.messages],
  });

  it("accepts the recorded requests, whatever their header values and timeouts, and ignores unrecorded ones", async () => {
    const replay = await createReplayProvider({ recordings: [await recordingOf(request("t1:a|b"))] });
    const asked = {
      ...request("t1:a|b"),
      params: { ...request("t1:a|b").params, timeoutMs: 9, headers: { "X-Key": "other" } },
    };
    expect(checkReplayMatch(replay, [asked, request("t9:x|y")])).toBeUndefined();
    expect(replay.compare([asked, request("t9:x|y")])).toEqual({
      differing: 0,
      recorded: 1,
      differences: [],
    });
  });

  it("refuses another model and system prompt with a config error that says what differs", async () => {
    const path = await recordingOf(
      withSystem(request("t1:a|b"), "Be brief."),
      withSystem(request("t2:a|b"), "Be brief."),
    );
    const replay = await createReplayProvider({ recordings: [path] });
    const asked = [request("t1:a|b"), request("t2:a|b")].map((r) =>
      withSystem({ ...r, params: { ...r.params, model: "bias-gate-simulator" } }, "Be fair."),
    );
    const error = (() => {
      try {
        checkReplayMatch(replay, asked);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^the recorded answers were made for other requests \(2 of 2 differ\): recorded with model gpt-test, this run asks bias-gate-simulator; recorded system prompt sha256 [0-9a-f]{8}… ≠ this run's [0-9a-f]{8}…$/,
    );
    expect((error as ConfigError).hint).toMatch(/--replay-loose/);
  });

  it("names changed settings, header names and questions", async () => {
    const replay = await createReplayProvider({ recordings: [await recordingOf(request("t1:a|b"))] });
    const base = request("t1:a|b", 0, "t1:a|b? Answer Yes or No.");
    const asked = { ...base, params: { ...base.params, temperature: 0.7, maxTokens: 5, headers: {} } };
    expect(replay.compare([asked]).differences).toEqual([
      "recorded temperature 0, this run 0.7",
      "recorded max-tokens unset, this run 5",
      "recorded header names [x-key], this run []",
      "the question of prompt t1:a|b differs from the recorded one",
    ]);
  });

  it("returns a warning instead when loose", async () => {
    const replay = await createReplayProvider({
      recordings: [await recordingOf(request("t1:a|b"))],
      loose: true,
    });
    const asked = { ...request("t1:a|b"), params: { ...request("t1:a|b").params, model: "other" } };
    expect(checkReplayMatch(replay, [asked])).toEqual({
      differing: 1,
      warning:
        "--replay-loose: 1 of 1 answers were recorded for a different request (recorded with model gpt-test, this run asks other); matched by prompt id and trial",
    });
  });
});
