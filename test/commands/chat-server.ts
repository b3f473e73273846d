/**
 * A loopback OpenAI-compatible server for CLI tests: it logs the URL, headers and body of every request and
 * answers each with a chat completion, a 401, or an error body that echoes everything it was sent (as careless
 * gateways do), so a test can check that no secret survives into the CLI's output.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoggedRequest {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions?api-version=2024-06-01`. */
  url: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export type ChatServerMode = "answer" | "echo" | "unauthorized";

export interface ChatServer {
  /** `http://127.0.0.1:<port>` (no path). */
  readonly origin: string;
  readonly requests: LoggedRequest[];
  mode: ChatServerMode;
  close(): Promise<void>;
}

/** The model name the server reports, as OpenAI reports a dated snapshot of `gpt-4o-mini`. */
export const SERVED_MODEL = "gpt-4o-mini-2024-07-18";

/** Answers like the test suites' labels: "Yes" to a negated statement, "No" to the others (an unbiased model). */
function completion(question: string): Record<string, unknown> {
  return {
    id: "chatcmpl-loopback",
    object: "chat.completion",
    created: 0,
    model: SERVED_MODEL,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: / not /.test(question) ? "Yes" : "No" },
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
  };
}

/** Starts a server on an ephemeral loopback port. */
export async function startChatServer(mode: ChatServerMode = "answer"): Promise<ChatServer> {
  const requests: LoggedRequest[] = [];
  const state = { mode };
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      const logged = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(logged);
      const [status, body] =
        state.mode === "answer"
          ? [200, completion(JSON.stringify(logged.body.messages ?? []))]
          : state.mode === "unauthorized"
            ? [401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } }]
            : [
                400,
                {
                  error: {
                    message: `bad request ${logged.url} with headers ${JSON.stringify(req.headers)}`,
                    type: "invalid_request_error",
                  },
                },
              ];
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(next) {
      state.mode = next;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
