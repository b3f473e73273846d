import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerTooLargeError, answerTooLarge, limitAnswerBytes } from "../../src/providers/answer-limit.js";
import { createLeanFetch, type LeanFetch } from "../../src/providers/http-fetch.js";

const LIMIT = 64 * 1024;
/** Bytes the server managed to write before the client hung up, per path. */
const written = new Map<string, number>();
let server: Server;
let base: string;
let lean: LeanFetch;

/** 10 MiB of JSON, chunked (no content-length), written as the client takes it and no further. */
function streamBig(res: import("node:http").ServerResponse, path: string): void {
  res.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const pump = (): void => {
    while (sent < 10 * 1024 * 1024 && !res.destroyed) {
      sent += chunk.length;
      written.set(path, sent);
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end();
  };
  res.write("{");
  pump();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith("/big")) return streamBig(res, req.url);
    if (req.url === "/declared") {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(LIMIT + 1) });
      return void res.end(Buffer.alloc(LIMIT + 1, 0x20));
    }
    if (req.url === "/bomb") {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      return void res.end(gzipSync(Buffer.alloc(4 * LIMIT, 0x20)));
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"small":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  lean = createLeanFetch({});
});

afterAll(async () => {
  lean.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Node's fetch and the lean fetch, each under the limit. */
const fetches = () => ({
  "Node's fetch": limitAnswerBytes(globalThis.fetch, LIMIT),
  "the lean fetch": limitAnswerBytes(lean.fetch, LIMIT),
});

describe("limitAnswerBytes", () => {
  for (const name of ["Node's fetch", "the lean fetch"] as const) {
    it(`reads a 10 MiB streamed body no further than the limit (${name})`, async () => {
      const path = `/big-${name.replace(/\W/g, "")}`;
      const response = await fetches()[name](`${base}${path}`);
      const error = await response.text().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AnswerTooLargeError);
      expect((error as AnswerTooLargeError).message).toMatch(
        /passed 65536 bytes \(max-answer-bytes\) and was read no further/,
      );
      // The connection was dropped: the server wrote a small part of the 10 MiB (socket buffers aside).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(written.get(path) ?? 0).toBeLessThan(4 * 1024 * 1024);
    });

    it(`refuses a body that declares more than the limit before reading it (${name})`, async () => {
      const read = fetches()
        [name](`${base}/declared`)
        .then((response) => response.text());
      await expect(read).rejects.toThrow(
        /declares 65537 bytes, more than 65536 \(max-answer-bytes\); not read/,
      );
    }, 10_000);

    it(`passes a small body through unchanged (${name})`, async () => {
      const response = await fetches()[name](`${base}/small`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ small: true });
    });
  }

  it("bounds a compressed body by its decoded size (the lean fetch)", async () => {
    const response = await limitAnswerBytes(lean.fetch, LIMIT)(`${base}/bomb`);
    await expect(response.text()).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it("finds the error under the causes the SDK wraps it in", () => {
    const inner = new AnswerTooLargeError(10, 20);
    const wrapped = new Error("Connection error.", {
      cause: new TypeError("fetch failed", { cause: inner }),
    });
    expect(answerTooLarge(wrapped)).toBe(inner);
    expect(inner.message).toMatch(/declares 20 bytes, more than 10 \(max-answer-bytes\); not read/);
    expect(answerTooLarge(new Error("other"))).toBeUndefined();
  });
});
