/**
 * The SDK client builds a request's URL and headers once per shape (issue 15: rebuilding them for every request
 * was a fifth of the CLI's CPU at a limit of 128). A request built from the remembered shape must be what the SDK
 * itself builds for it, whatever the client's configuration; anything outside the shape goes the SDK's way.
 */
import SdkClient from "openai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient, jsonHeaders } from "../../src/providers/openai-client.js";

type Options = Parameters<SdkClient["buildRequest"]>[0];

const CONFIGS = {
  keyed: { baseURL: "https://api.example.test/v1", apiKey: "sk-shape" },
  keyless: { baseURL: "http://127.0.0.1:8000/v1" },
  "a query and a gateway header": {
    baseURL: "https://gw.example.test/openai/deployments/x?api-version=2024-10-21",
    apiKey: "sk-azure",
    defaultHeaders: { "X-Route": "eu", "api-key": "gw-secret" },
  },
};

function post(body: string, headers: Record<string, string>, extra: Partial<Options> = {}): Options {
  return {
    method: "post",
    path: "/chat/completions",
    body,
    headers,
    timeout: 30_000,
    maxRetries: 0,
    signal: new AbortController().signal,
    ...extra,
  };
}

/** What a built request amounts to on the wire. */
async function wire(built: ReturnType<SdkClient["buildRequest"]>) {
  const { req, url, timeout } = await built;
  return { url, timeout, method: req.method, body: req.body, headers: [...new Headers(req.headers)] };
}

function countBuilds(): { count: () => number } {
  const spy = vi.spyOn(SdkClient.prototype as unknown as { buildHeaders: () => unknown }, "buildHeaders");
  return { count: () => spy.mock.calls.length };
}

afterEach(() => vi.restoreAllMocks());

describe("requests of a known shape", () => {
  it.each(Object.entries(CONFIGS))("are what the SDK builds for them (%s)", async (_name, config) => {
    const own = { "X-Trace": "t-1" };
    const client = createClient(config);
    await client.buildRequest(post('{"n":1}', jsonHeaders(own)));
    const signal = new AbortController().signal;
    const again = client.buildRequest(post('{"n":2}', jsonHeaders(own), { signal }));
    expect((await again).req.signal).toBe(signal);
    // A new client has no shape yet: the SDK builds its first request.
    const bySdk = createClient(config).buildRequest(post('{"n":2}', jsonHeaders(own), { signal }));
    expect(await wire(again)).toEqual(await wire(bySdk));
    expect(await wire(again)).toMatchObject({ body: '{"n":2}', method: "post" });
  });

  it("are built by the SDK once per shape, and each gets its own headers", async () => {
    const builds = countBuilds();
    const client = createClient(CONFIGS.keyed);
    const first = await client.buildRequest(post("{}", jsonHeaders(undefined)));
    const builtOnce = builds.count();
    const second = await client.buildRequest(post("{}", jsonHeaders(undefined)));
    const third = await client.buildRequest(post("{}", jsonHeaders(undefined)));
    expect(builds.count()).toBe(builtOnce);
    second.req.headers.set("x-changed", "1");
    expect(third.req.headers.has("x-changed")).toBe(false);
    expect(first.req.headers.has("x-changed")).toBe(false);
  });
});

describe("requests of another shape", () => {
  it("are built by the SDK: another path, timeout, headers object, retry count", async () => {
    const builds = countBuilds();
    const client = createClient(CONFIGS.keyed);
    const headers = jsonHeaders({ "X-A": "1" });
    await client.buildRequest(post("{}", headers));
    const variants: [Options, { retryCount?: number }?][] = [
      [post("{}", headers, { path: "/completions" })],
      [post("{}", headers, { timeout: 5_000 })],
      [post("{}", jsonHeaders({ "X-A": "2" }))],
      [post("{}", headers), { retryCount: 1 }],
    ];
    for (const [options, extra] of variants) {
      const before = builds.count();
      const built = await client.buildRequest(options, extra);
      expect(builds.count()).toBeGreaterThan(before);
      const fresh = await createClient(CONFIGS.keyed).buildRequest(options, extra);
      expect(await wire(Promise.resolve(built))).toEqual(await wire(Promise.resolve(fresh)));
    }
  });

  it("are built by the SDK every time: a query, an idempotency key, a non-text body, a GET", async () => {
    const builds = countBuilds();
    const client = createClient(CONFIGS.keyed);
    const headers = jsonHeaders(undefined);
    const outside: Options[] = [
      post("{}", headers, { query: { limit: 2 } }),
      post("{}", headers, { idempotencyKey: "k-1" }),
      post("{}", headers, { fetchOptions: { keepalive: true } }),
      { ...post("{}", headers), body: { a: 1 } },
      { method: "get", path: "/batches/b-1", headers, timeout: 30_000 },
    ];
    for (const options of outside) {
      for (let i = 0; i < 2; i++) {
        const before = builds.count();
        await client.buildRequest(options);
        expect(builds.count()).toBeGreaterThan(before);
      }
    }
  });
});

describe("what every request carries", () => {
  it("the SDK's own headers and ours, none of its telemetry", async () => {
    const { req } = await createClient(CONFIGS.keyed).buildRequest(post("{}", jsonHeaders(undefined)));
    const names = [...new Headers(req.headers)].map(([name]) => name);
    expect(names).toEqual(["accept", "authorization", "content-type", "user-agent"]);
    expect(req.headers.get("user-agent")).toMatch(/^OpenAI\/JS \d/);
  });

  it("a header the user configures, even one the SDK would have sent as telemetry", async () => {
    const client = createClient({ ...CONFIGS.keyed, defaultHeaders: { "X-Stainless-Lang": "ts" } });
    const { req } = await client.buildRequest(post("{}", jsonHeaders(undefined)));
    expect(req.headers.get("x-stainless-lang")).toBe("ts");
  });
});

describe("jsonHeaders", () => {
  it("is one object per set of request headers, with the JSON content type", () => {
    const own = { "X-A": "1" };
    expect(jsonHeaders(own)).toBe(jsonHeaders(own));
    expect(jsonHeaders(own)).toEqual({ "content-type": "application/json", "X-A": "1" });
    expect(jsonHeaders(undefined)).toEqual({ "content-type": "application/json" });
  });
});
