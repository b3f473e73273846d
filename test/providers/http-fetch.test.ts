import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeanFetch } from "../../src/providers/http-fetch.js";

const execFileAsync = promisify(execFile);

/** A loopback server whose behaviour each test picks by path. */
let server: Server;
let base: string;
const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
  if (req.url === "/json") {
    res.writeHead(200, { "content-type": "application/json", "x-request-id": "req-1", "retry-after": "2" });
    res.end(JSON.stringify({ echo: body }));
  } else if (req.url === "/status") {
    res.writeHead(429, { "content-type": "application/json", "retry-after-ms": "150" });
    res.end('{"error":{"message":"slow down"}}');
  } else if (req.url === "/reset-mid-body") {
    res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
    res.write('{"partial":');
    setTimeout(() => res.socket?.destroy(), 20);
  } else if (req.url === "/hang-mid-body") {
    res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
    res.write('{"partial":');
  } else if (req.url === "/redirect") {
    res.writeHead(307, { location: "/json" });
    res.end();
  } else if (req.url === "/gzip") {
    res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
    res.end(gzipSync(Buffer.from('{"packed":true}')));
  } else if (req.url === "/empty") {
    res.writeHead(204);
    res.end();
  } else {
    res.writeHead(404);
    res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("createLeanFetch", () => {
  const { fetch, close } = createLeanFetch({});
  afterAll(close);

  it("reaches the same host, path and query for a URL asked again, as text or as a URL", async () => {
    // Not a route the server knows: it answers 404, and records what it was asked.
    const asked = [`${base}/q?a=1`, `${base}/q?a=1`, new URL(`${base}/q?b=2`), `${base}/q?a=1`];
    const before = seen.length;
    for (const url of asked) expect((await fetch(url, { method: "POST", body: "{}" })).status).toBe(404);
    const host = new URL(base).host;
    expect(seen.slice(before).map((r) => [r.url, r.headers.host])).toEqual([
      ["/q?a=1", host],
      ["/q?a=1", host],
      ["/q?b=2", host],
      ["/q?a=1", host],
    ]);
  });

  it("sends the method, headers and body, and reads status, headers and JSON as fetch does", async () => {
    const init = {
      method: "POST",
      headers: new Headers({ "content-type": "application/json", authorization: "Bearer k" }),
      body: '{"q":"é"}',
    };
    const lean = await fetch(`${base}/json`, init);
    const native = await globalThis.fetch(`${base}/json`, init);
    expect(lean.status).toBe(native.status);
    expect(lean.ok).toBe(true);
    expect(lean.headers.get("x-request-id")).toBe("req-1");
    expect(lean.headers.get("Retry-After")).toBe(native.headers.get("retry-after"));
    expect(await lean.json()).toEqual(await native.json());
    const sent = seen.at(-2)!;
    expect(sent.method).toBe("POST");
    expect(sent.headers.authorization).toBe("Bearer k");
    expect(sent.headers["content-length"]).toBe(String(Buffer.byteLength('{"q":"é"}')));
    expect(sent.body).toBe('{"q":"é"}');
  });

  it("returns an error status with its headers and body text", async () => {
    const response = await fetch(`${base}/status`, { method: "POST", body: "{}" });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after-ms")).toBe("150");
    expect(await response.text()).toContain("slow down");
  });

  it("rejects with fetch's 'fetch failed' and the socket error as its cause when nothing listens", async () => {
    const error = await fetch("http://127.0.0.1:9/json").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("fetch failed");
    expect(String((error as Error).cause)).toMatch(/ECONNREFUSED/);
  });

  it("rejects the body with 'terminated' when the connection closes mid-body", async () => {
    const response = await fetch(`${base}/reset-mid-body`);
    const error = await response.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("terminated");
  });

  it("rejects with the signal's reason when aborted before the answer or while reading it", async () => {
    const early = new AbortController();
    early.abort();
    await expect(fetch(`${base}/json`, { signal: early.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    const late = new AbortController();
    const response = await fetch(`${base}/hang-mid-body`, { signal: late.signal });
    const reading = response.text();
    setTimeout(() => late.abort(), 20);
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
  });

  it("leaves redirects, credentials in the URL and non-text bodies to the global fetch", async () => {
    const redirected = await fetch(`${base}/redirect`, { method: "POST", body: "{}" });
    expect(redirected.status).toBe(200);
    expect(await redirected.json()).toEqual({ echo: "{}" });
    const credentialed = await fetch(base.replace("http://", "http://u:p@")).catch((e: unknown) => e);
    expect(String((credentialed as Error).message)).toMatch(/credentials/);
    const form = new FormData();
    form.append("purpose", "batch");
    const multipart = await fetch(`${base}/json`, { method: "POST", body: form });
    expect(((await multipart.json()) as { echo: string }).echo).toContain('name="purpose"');
  });

  it("decodes a body the server compressed though it was not asked to", async () => {
    const response = await fetch(`${base}/gzip`);
    expect(await response.json()).toEqual({ packed: true });
    expect(seen.at(-1)?.headers["accept-encoding"]).toBeUndefined();
  });

  it("answers 204 without a body", async () => {
    const response = await fetch(`${base}/empty`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
  it("times its connections per host: nothing before one opens, then the round trip and since when it is ready", async () => {
    const timed = createLeanFetch({});
    try {
      const host = new URL(base).host;
      expect(timed.timing(host)).toBeUndefined();
      await (await timed.fetch(`${base}/json`, { method: "POST", body: "{}" })).json();
      const first = timed.timing(host)!;
      expect(first.roundTripMs).toBeGreaterThanOrEqual(0);
      expect(first.roundTripMs).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The kept-alive connection carries the next request: ready since the first, not since this one.
      await (await timed.fetch(`${base}/json`, { method: "POST", body: "{}" })).json();
      expect(timed.timing(host)!.readyForMs).toBeGreaterThanOrEqual(first.readyForMs + 15);
      expect(timed.timing("127.0.0.1:1")).toBeUndefined();
    } finally {
      timed.close();
    }
  });

  it("times an https connection as ready once its TLS handshake is done, not at its TCP connect", async () => {
    // A throwaway certificate for localhost, trusted by a child process through NODE_EXTRA_CA_CERTS (a CA can only
    // be added at start). The server holds each handshake 80 ms (its SNI callback), as a distant endpoint would.
    const dir = mkdtempSync(join(tmpdir(), "lean-tls-"));
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"],
        ...[
          "-subj",
          "/CN=localhost",
          "-addext",
          "subjectAltName=DNS:localhost",
          "-keyout",
          key,
          "-out",
          cert,
        ],
      ],
      { stdio: "ignore" },
    );
    const context = { key: readFileSync(key), cert: readFileSync(cert) };
    const tls = createHttpsServer(
      {
        ...context,
        SNICallback: (_name, done) => setTimeout(() => done(null, createSecureContext(context)), 80),
      },
      (_req, res) => res.end("{}"),
    );
    await new Promise<void>((resolve) => tls.listen(0, "localhost", resolve));
    const url = `https://localhost:${(tls.address() as AddressInfo).port}/json`;
    const child = [
      `import { createLeanFetch } from ${JSON.stringify(join(process.cwd(), "src/providers/http-fetch.ts"))};`,
      "const lean = createLeanFetch({}); const started = performance.now();",
      `await (await lean.fetch(${JSON.stringify(url)}, { method: "POST", body: "{}" })).text();`,
      `const timing = lean.timing(new URL(${JSON.stringify(url)}).host);`,
      "console.log(JSON.stringify({ ...timing, elapsedMs: performance.now() - started })); lean.close();",
    ].join("\n");
    try {
      const { stdout } = await execFileAsync(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", child],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
      );
      const { roundTripMs, readyForMs, elapsedMs } = JSON.parse(stdout) as {
        roundTripMs: number;
        readyForMs: number;
        elapsedMs: number;
      };
      expect(roundTripMs).toBeLessThan(80);
      expect(readyForMs).toBeLessThanOrEqual(elapsedMs - 80);
    } finally {
      tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("createLeanFetch with NODE_USE_ENV_PROXY", () => {
  it("times nothing on the proxy path, where the global fetch owns the connections", () => {
    expect(createLeanFetch({ NODE_USE_ENV_PROXY: "1" }).timing("api.openai.com")).toBeUndefined();
  });

  it("is the global fetch, which honours the proxy variables then", () => {
    expect(createLeanFetch({ NODE_USE_ENV_PROXY: "1" }).fetch).toBe(globalThis.fetch);
    expect(createLeanFetch({}, ["--use-env-proxy"]).fetch).toBe(globalThis.fetch);
    expect(createLeanFetch({}).fetch).not.toBe(globalThis.fetch);
  });
});
