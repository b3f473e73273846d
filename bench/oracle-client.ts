/**
 * The physical limit on this machine: the fastest any client could query the rate-limit stub. It is told the
 * server's limit (so it is never refused and never ramps), keeps exactly that many requests in flight over one
 * keep-alive agent, and does nothing per answer but parse it: no SDK, no scheduling, no records. What it loses
 * against ceil(N / limit) × latency is the machine (timers firing late, the stub and the client sharing cores),
 * which no client can win back; bias-gate's wall time over the oracle's is what the client itself costs.
 */
import { Agent, request } from "node:http";

/** ms to get `prompts` answers from the chat endpoint under `baseUrl` with `limit` requests in flight. */
export async function oracleWallMs(baseUrl: string, prompts: number, limit: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = `${baseUrl}/chat/completions`;
  const body = JSON.stringify({
    model: "bias-gate-simulator",
    messages: [{ role: "user", content: "Q: Are group 1 people careful? Yes or No?" }],
    max_tokens: 5,
    temperature: 0,
  });
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            JSON.parse(Buffer.concat(chunks).toString("utf8"));
            resolve(res.statusCode ?? 0);
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  let left = prompts;
  const t0 = performance.now();
  try {
    await Promise.all(
      Array.from({ length: Math.min(limit, prompts) }, async () => {
        while (left > 0) {
          left--;
          // Never refused at the limit; if a stub ever did, the prompt goes back and the count stays honest.
          if ((await send()) === 429) left++;
        }
      }),
    );
    return performance.now() - t0;
  } finally {
    agent.destroy();
  }
}
