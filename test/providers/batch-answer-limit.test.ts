import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIBatchApi, readBatchLines } from "../../src/providers/openai-batch.js";
import { ProviderError } from "../../src/providers/types.js";

/** A Batch API whose output file is 4 MiB, streamed: one runaway answer. */
let server: Server;
let baseURL: string;
let written = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/octet-stream" });
    // A healthy output file of a thousand answers: larger than one answer may be, well within a thousand.
    if (req.url?.includes("file-ok")) return void res.end(Buffer.alloc(1024 * 1024, 0x20));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = (): void => {
      while (written < 4 * 1024 * 1024 && !res.destroyed) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the Batch API's answers are bounded too", () => {
  it("reads an output file no further than its lines' worth of max-answer-bytes: oversized", async () => {
    const api = createOpenAIBatchApi({ baseURL, maxAnswerBytes: 10_000 });
    const read = api.content("file-1", 2);
    await expect(read).rejects.toBeInstanceOf(ProviderError);
    const failure = await read.then(
      () => undefined,
      (error: ProviderError) => error.failure,
    );
    expect(failure).toMatchObject({ kind: "oversized" });
    expect(failure?.message).toMatch(/^batch file file-1: .*max-answer-bytes/);
    expect(written).toBeLessThan(4 * 1024 * 1024);
  });

  it("reads an output file of many answers whole, though it is larger than one answer may be", async () => {
    const api = createOpenAIBatchApi({ baseURL });
    expect((await api.content("file-ok", 1000)).length).toBe(1024 * 1024);
  });

  it("fails an output line whose answer is longer than max-answer-bytes as oversized, and reads the others", () => {
    const answer = (id: string, content: string) =>
      JSON.stringify({
        custom_id: id,
        response: {
          status_code: 200,
          body: { choices: [{ message: { role: "assistant", content } }], usage: {} },
        },
      });
    const text = `${answer("a", "Yes")}\n${answer("b", "x".repeat(20_000))}\n`;
    const { results } = readBatchLines(text, undefined, "h:1", 10_000);
    expect(results.get("a")).toMatchObject({ answer: { text: "Yes" } });
    expect(results.get("b")).toMatchObject({ failure: { kind: "oversized" } });
  });
});
