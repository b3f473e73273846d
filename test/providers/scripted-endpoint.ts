/**
 * A scripted OpenAI-compatible endpoint on 127.0.0.1 (ephemeral port) for adapter tests: each test queues the
 * exact responses it wants, in order, and inspects what the SDK really sent over HTTP.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * One scripted reply. `destroy` closes the socket without answering (after `delayMs`); `cutAfter` sends the
 * headers (declaring the full length) and only that many bytes of the body, then closes the socket.
 */
export type ScriptedReply =
  | {
      status: number;
      headers?: Record<string, string>;
      body: string | object;
      delayMs?: number;
      cutAfter?: number;
      /** Send this many bytes of the body, then go silent (the socket stays open). */
      stallAfter?: number;
    }
  | { destroy: true; delayMs?: number };

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  /** The raw body text. */
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: Record<string, unknown> | undefined;
}

export interface ScriptedEndpoint {
  /** e.g. `http://127.0.0.1:54321/v1` */
  readonly baseURL: string;
  readonly host: string;
  /** Requests received so far, in arrival order. */
  readonly received: ReceivedRequest[];
  queue(...replies: ScriptedReply[]): void;
  /** Forgets queued replies and received requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A minimal successful chat completion body. */
export function completionBody(text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "test-model-0001",
    choices: [
      { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop", logprobs: null },
    ],
    usage: { prompt_tokens: 11, completion_tokens: 1, total_tokens: 12 },
    ...extra,
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, reply: ScriptedReply): void {
  if ("destroy" in reply) {
    res.socket?.destroy();
    return;
  }
  const body = Buffer.from(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    "content-type": "application/json",
    "content-length": String(body.length),
    ...reply.headers,
  });
  if (reply.stallAfter !== undefined) {
    res.write(body.subarray(0, reply.stallAfter));
    return;
  }
  if (reply.cutAfter === undefined) {
    res.end(body);
    return;
  }
  res.write(body.subarray(0, reply.cutAfter), () => res.socket?.destroy());
}

/** Starts the endpoint; unscripted requests get a 599 so a missing `queue` call shows up clearly. */
export async function startScriptedEndpoint(): Promise<ScriptedEndpoint> {
  const replies: ScriptedReply[] = [];
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        text,
        json: parseJson(text),
      });
      const reply: ScriptedReply = replies.shift() ?? {
        status: 599,
        body: { error: { message: "no scripted reply" } },
      };
      const timer = setTimeout(() => send(res, reply), reply.delayMs ?? 0);
      res.on("close", () => clearTimeout(timer));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    host: `127.0.0.1:${port}`,
    received,
    queue: (...more) => {
      replies.push(...more);
    },
    reset: () => {
      replies.length = 0;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
