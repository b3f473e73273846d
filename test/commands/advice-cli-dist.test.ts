/**
 * What a person sees at the end of a failed run, through the bundled CLI: a wrong key against a loopback endpoint
 * answering 401 must leave the ERROR line and its Fix on the last screen (40 lines of a 120×40 terminal), with
 * stdout and stderr interleaved as a terminal shows them; and `--profile` with a real endpoint is bad input.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distCli, runDistCli } from "./dist-cli.js";
import { starterWithoutContamination } from "./helpers.js";

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Incorrect API key provided", code: "invalid_api_key" } }));
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

describe("a 401 run's last screen (dist CLI, starter suite)", () => {
  it("ends with the ERROR line and its Fix, and lists the unmeasured checks as one line", async () => {
    // The starter without its SQL suites: planning and scoring them says nothing about a 401.
    const dir = starterWithoutContamination();
    // One stream, as a terminal interleaves them: `2>&1` inside the shell.
    // Spawned asynchronously: the loopback server answers from this process's event loop.
    const run = await new Promise<{ status: number | null; stdout: string }>((done, fail) => {
      const child = spawn(
        "sh",
        ["-c", `"${process.execPath}" "${distCli}" run --base-url ${url} --model gpt-x --format text 2>&1`],
        {
          cwd: dir,
          env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, OPENAI_API_KEY: "sk-wrong" },
        },
      );
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.on("error", fail);
      child.on("close", (status) => done({ status, stdout }));
    });
    expect(run.status).toBe(4);
    const lines = run.stdout.trimEnd().split("\n");
    const lastScreen = lines.slice(-40).join("\n");
    expect(lastScreen).toMatch(/^ERROR: the endpoint failed: .*auth/m);
    expect(lastScreen).toMatch(/^Fix: .*api-key-env/m);
    // The Fix is the very end: nothing scrolls it away.
    expect(lines.at(-1)).toMatch(/^Fix: /);
    expect(lastScreen).toMatch(/^ {2}\? \d+ checks not measured because the endpoint failed$/m);
    expect(lastScreen).not.toMatch(/not measured: no usable answers/);
    expect(lastScreen).not.toMatch(/answers cross `max-error-rate`/);
    expect(lastScreen).not.toMatch(/per-template/);
  }, 60_000);
});

describe("--profile with a real endpoint", () => {
  it("is bad input (exit 2) naming the flag and the fix, before any request", async () => {
    const run = await runDistCli(["run", "--profile", "biased", "--base-url", url, "--model", "gpt-x"], {
      cwd: starterWithoutContamination(),
      env: { OPENAI_API_KEY: "sk-wrong" },
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/--profile biased .*only applies to the embedded simulator/);
    expect(run.stderr).toMatch(/remove --profile/);
    expect(run.stdout).toBe("");
  }, 30_000);
});
