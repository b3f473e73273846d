/**
 * The simulator's small HTTP helpers over node:http: listening, reading a body, writing JSON, and waiting
 * while noticing a client that hangs up.
 */

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on `port` (0 = ephemeral) and resolves with the port actually bound. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Waits `ms`; false if the client hung up meanwhile (then nothing more is done for it). */
export function waitConnected(res: ServerResponse, ms: number): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onClose = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off("close", onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once("close", onClose);
  });
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The request body as text; undefined if it exceeds MAX_BODY_BYTES. */
export function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Writes a JSON response with a content-length (keep-alive friendly); a no-op once the socket is gone. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendRaw(res, status, JSON.stringify(body), headers);
}

/** Writes `text` as an application/json response, whether or not it parses (the malformed fault). */
export function sendRaw(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
): void {
  if (res.destroyed) return;
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    "openai-model": "bias-gate-simulator",
    ...headers,
  });
  res.end(text);
}

const PADDING_CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * A 200 whose JSON is `completion` with a `padding` field of spaces that brings the body to about `bytes`, written
 * chunk by chunk (no content-length) as the client takes it, and no further once the client hangs up: a client
 * that stops reading costs the simulator no more than it read.
 */
export async function sendPadded(res: ServerResponse, completion: unknown, bytes: number): Promise<void> {
  if (res.destroyed) return;
  res.writeHead(200, { "content-type": "application/json", "openai-model": "bias-gate-simulator" });
  const head = `${JSON.stringify(completion).slice(0, -1)},"padding":"`;
  let left = Math.max(0, bytes - head.length - 2);
  const writable = () => !res.destroyed && !res.writableEnded;
  res.write(head);
  while (left > 0 && writable()) {
    const chunk = left >= PADDING_CHUNK.length ? PADDING_CHUNK : PADDING_CHUNK.subarray(0, left);
    left -= chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((resume) => {
        const done = () => {
          res.off("drain", done);
          res.off("close", done);
          resume();
        };
        res.once("drain", done);
        res.once("close", done);
      });
    }
  }
  if (writable()) res.end('"}');
}
