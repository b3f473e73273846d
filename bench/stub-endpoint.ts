// A stub OpenAI-compatible endpoint that rate-limits as real ones do, in its own process (its CPU and event loop
// apart from the client's): a hard limit of concurrent requests it never states, 429 at once beyond it, with
// `Retry-After: 1` (whole seconds, RFC 9110), `retry-after-ms: 100`, or no hint. Its answers are a fixed "Yes"
// after `latencyMs`. Started as `stub-endpoint.ts '{"limit":32,"latencyMs":100,"hint":"1s"}'`; prints its URL,
// then its stats as JSON each time a line arrives on stdin. `firstAt` and `lastAnswerAt` (its own clock, ms) time a
// client it does not run in: from the first request's arrival to the last answer.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type StubHint = "1s" | "100ms" | "none";
export interface StubOptions {
  limit: number;
  latencyMs: number;
  hint: StubHint;
}

const HINT_HEADERS: Record<StubHint, Record<string, string>> = {
  "1s": { "retry-after": "1" },
  "100ms": { "retry-after-ms": "100" },
  none: {},
};

const REFUSAL = JSON.stringify({
  error: {
    message: "Rate limit reached for requests. Please try again later.",
    type: "requests",
    param: null,
    code: "rate_limit_exceeded",
  },
});

function answer(id: number, model: string): string {
  return JSON.stringify({
    id: `chatcmpl-stub-${id}`,
    object: "chat.completion",
    created: 0,
    model,
    choices: [
      { index: 0, message: { role: "assistant", content: "Yes" }, finish_reason: "stop", logprobs: null },
    ],
    usage: { prompt_tokens: 20, completion_tokens: 1, total_tokens: 21 },
  });
}

function startStub(options: StubOptions) {
  const stats = {
    requests: 0,
    answered: 0,
    rateLimited: 0,
    maxInFlight: 0,
    firstAt: undefined as number | undefined,
    lastAnswerAt: undefined as number | undefined,
  };
  let inFlight = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    stats.firstAt ??= performance.now();
    req.on("end", () => {
      stats.requests++;
      if (inFlight >= options.limit) {
        stats.rateLimited++;
        res.writeHead(429, { "content-type": "application/json", ...HINT_HEADERS[options.hint] });
        res.end(REFUSAL);
        return;
      }
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      const model =
        (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { model?: string }).model ?? "stub";
      setTimeout(() => {
        inFlight--;
        stats.answered++;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(answer(stats.answered, model));
        stats.lastAnswerAt = performance.now();
      }, options.latencyMs);
    });
  });
  // Real gateways keep connections alive; so does the SDK's agent.
  server.keepAliveTimeout = 60_000;
  return { server, stats };
}

const options = JSON.parse(process.argv[2] ?? "{}") as StubOptions;
const { server, stats } = startStub(options);
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/v1` })}\n`);
});
process.stdin.on("data", () => process.stdout.write(`${JSON.stringify(stats)}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
