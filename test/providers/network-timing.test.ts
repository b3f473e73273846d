/**
 * The provider's view of the network, read from the connection events of Node's own fetch: nothing before a
 * connection could carry a request, then the quickest set-up and since when one is ready; over TLS, ready once
 * the handshake is done.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkTimingOf } from "../../src/providers/network-timing.js";

const execFileAsync = promisify(execFile);

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("networkTimingOf", () => {
  it("times connections per host: nothing before one opens, then the round trip and since when it is ready", async () => {
    const host = new URL(base).host;
    const timing = networkTimingOf(host);
    expect(timing()).toBeUndefined();
    await (await fetch(`${base}/v1/chat/completions`, { method: "POST", body: "{}" })).json();
    const first = timing()!;
    expect(first.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(first.roundTripMs).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The kept-alive connection carries the next request: ready since the first, not since this one.
    await (await fetch(`${base}/v1/chat/completions`, { method: "POST", body: "{}" })).json();
    expect(timing()!.readyForMs).toBeGreaterThanOrEqual(first.readyForMs + 15);
    expect(networkTimingOf("127.0.0.1:1")()).toBeUndefined();
  });

  it("times an https connection as ready once its TLS handshake is done", async () => {
    // A throwaway certificate for localhost, trusted by a child process through NODE_EXTRA_CA_CERTS (a CA can only
    // be added at start). The server holds each handshake 80 ms (its SNI callback), as a distant endpoint would.
    const dir = mkdtempSync(join(tmpdir(), "timing-tls-"));
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
      `import { networkTimingOf } from ${JSON.stringify(join(process.cwd(), "src/providers/network-timing.ts"))};`,
      `const timing = networkTimingOf(new URL(${JSON.stringify(url)}).host); const started = performance.now();`,
      `await (await fetch(${JSON.stringify(url)}, { method: "POST", body: "{}" })).text();`,
      "console.log(JSON.stringify({ ...timing(), elapsedMs: performance.now() - started }));",
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
      // The set-up includes the handshake, so the blind ramp waits at least that long between its steps.
      expect(roundTripMs).toBeGreaterThanOrEqual(80);
      expect(readyForMs).toBeLessThanOrEqual(elapsedMs - 80);
    } finally {
      tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
