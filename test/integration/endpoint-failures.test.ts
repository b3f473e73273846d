/**
 * Endpoint failures through the bundled CLI (`node dist/cli/index.js`, rebuilt with `npm run build`) over real
 * loopback HTTP: a dead, refusing or hanging endpoint stops the run within a few requests or by the deadline,
 * and no secret reaches what the run writes.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RAMP_CAP } from "../../src/querying/concurrency.js";
import { runDistCli } from "../commands/dist-cli.js";
import { starterWithoutContamination, workspace } from "../commands/helpers.js";
import { templateFiles } from "./fixtures/plan.js";

interface Loopback {
  baseURL: string;
  /** Chat requests received so far. */
  received: number;
  close(): Promise<void>;
}

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A node:http server on 127.0.0.1 (ephemeral port); `reply` undefined holds every request unanswered. */
async function startLoopback(reply?: (request: IncomingMessage, response: ServerResponse) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    loopback.received++;
    request.resume();
    if (reply) request.on("end", () => reply(request, response));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const loopback: Loopback = {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  servers.push(loopback);
  return loopback;
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function jsonError(response: ServerResponse, status: number, error: Record<string, unknown>): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error }));
}

function resultsIn(dir: string) {
  const path = join(dir, "out", "results.json");
  expect(existsSync(path), `${path} was not written`).toBe(true);
  return JSON.parse(readFileSync(path, "utf8")) as { provenance: { requests: number } };
}

const HEADER_SECRET = "gw-SECRET-0042-header";

/** A small template suite whose provider sends a gateway header the server echoes back in its errors. */
function suiteDir(): string {
  return workspace({
    ...templateFiles(["hikers", "cyclists", "chess players", "swimmers", "climbers"]),
    "bias-gate.yml": [
      "version: 1",
      "provider:",
      "  headers:",
      `    X-Gateway-Token: ${HEADER_SECRET}`,
      "suites:",
      "  - name: sport",
      "    templates: t.csv",
      "    domains: d",
      "",
    ].join("\n"),
  });
}

const ENV = { OPENAI_API_KEY: "x-not-a-real-key" };

describe("systematic endpoint failures (dist CLI)", () => {
  it("an unreachable host stops the starter suite within seconds and a few attempts", async () => {
    // The starter without its contamination and text-to-SQL suites, whose planning and scoring cost CPU and say
    // nothing about how a run stops.
    const cwd = starterWithoutContamination();
    const port = await closedPort();
    const started = Date.now();
    const run = await runDistCli(
      ["run", "--base-url", `http://127.0.0.1:${port}/v1`, "--model", "m", "--no-cache", "--out", "out"],
      { cwd, env: ENV, timeoutMs: 90_000 },
    );
    const elapsedMs = Date.now() - started;
    expect(run.code, run.stderr).not.toBe(0);
    expect(elapsedMs, run.stderr).toBeLessThan(30_000);
    // Today's code made 5 tries of every prompt; now at most the first window of 8 items and the 2 started as
    // the first two gave up, 5 tries each.
    expect(resultsIn(cwd).provenance.requests).toBeLessThanOrEqual((8 + 2) * 5);
    expect(run.stderr).toMatch(/--base-url/);
  }, 100_000);

  it("a 401 stops the run before slow start passes its first window much, and no header value leaks", async () => {
    const server = await startLoopback((request, response) =>
      jsonError(response, 401, {
        message: `Incorrect API key provided; gateway token ${request.headers["x-gateway-token"]} rejected`,
        type: "invalid_request_error",
        code: "invalid_api_key",
      }),
    );
    const cwd = suiteDir();
    const argv = ["run", "--config", "bias-gate.yml", "--base-url", server.baseURL, "--model", "m"];
    argv.push("--no-cache", "--out", "out");
    const run = await runDistCli([...argv, "--record", "record.jsonl"], { cwd, env: ENV, timeoutMs: 60_000 });
    expect(run.code, run.stderr).not.toBe(0);
    expect(server.received).toBeGreaterThan(0);
    // The first window, and what slow start added before the first failure came back, never past its blind cap.
    expect(server.received).toBeLessThanOrEqual(RAMP_CAP * 8);
    expect(resultsIn(cwd).provenance.requests).toBe(server.received);
    const written = [run.stdout, run.stderr, readFileSync(join(cwd, "record.jsonl"), "utf8")];
    for (const text of written) expect(text).not.toContain(HEADER_SECRET);
    expect(readFileSync(join(cwd, "record.jsonl"), "utf8")).toContain("[redacted]");
  }, 70_000);

  it("an unknown model (404 model_not_found) stops the run before slow start passes its first window much", async () => {
    const server = await startLoopback((_request, response) =>
      jsonError(response, 404, {
        message: "The model `m` does not exist or you do not have access to it.",
        type: "invalid_request_error",
        code: "model_not_found",
      }),
    );
    const cwd = starterWithoutContamination();
    const argv = ["run", "--base-url", server.baseURL, "--model", "m", "--no-cache", "--out", "out"];
    const run = await runDistCli([...argv, "--record", "record.jsonl"], { cwd, env: ENV, timeoutMs: 60_000 });
    expect(run.code, run.stderr).not.toBe(0);
    expect(server.received).toBeGreaterThan(0);
    // The first window, and what slow start added before the first failure came back, never past its blind cap.
    expect(server.received).toBeLessThanOrEqual(RAMP_CAP * 8);
    expect(resultsIn(cwd).provenance.requests).toBe(server.received);
    const first = JSON.parse(readFileSync(join(cwd, "record.jsonl"), "utf8").split("\n", 1)[0]!);
    expect(first.failure).toMatchObject({ kind: "model-not-found", status: 404 });
    expect(first.failure.hint).toMatch(/provider\.model|--model/);
  }, 70_000);
});

describe("the overall deadline (dist CLI)", () => {
  it("bounds an endpoint that accepts and never answers, and still writes results.json", async () => {
    const server = await startLoopback();
    const cwd = starterWithoutContamination();
    const started = Date.now();
    const run = await runDistCli(
      [
        ...["run", "--base-url", server.baseURL, "--model", "m", "--no-cache", "--out", "out"],
        ...["--deadline-minutes", "0.05", "--timeout-seconds", "60"],
      ],
      { cwd, env: ENV, timeoutMs: 60_000 },
    );
    const elapsedMs = Date.now() - started;
    expect(run.code, run.stderr).not.toBe(0);
    expect(elapsedMs, run.stderr).toBeGreaterThanOrEqual(3_000);
    expect(elapsedMs, run.stderr).toBeLessThan(20_000);
    expect(server.received).toBeGreaterThan(0);
    expect(resultsIn(cwd).provenance.requests).toBe(server.received);
  }, 70_000);
});
