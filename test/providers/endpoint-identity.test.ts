import { describe, expect, it } from "vitest";
import { requestKey } from "../../src/answers/cache-key.js";
import { endpointIdentity, viaBatchApi } from "../../src/providers/endpoint-identity.js";
import type { ChatRequest } from "../../src/providers/types.js";

const request: ChatRequest = {
  promptId: "p",
  trial: 0,
  messages: [{ role: "user", content: "hikers are better than cyclists. Yes or No?" }],
  params: { model: "gpt-4o-mini", temperature: 0, timeoutMs: 30_000 },
};

describe("endpointIdentity", () => {
  it("keeps scheme, host, port, path and query names", () => {
    expect(endpointIdentity("http://127.0.0.1:8080/ok/v1")).toBe("http://127.0.0.1:8080/ok/v1");
    expect(
      endpointIdentity("https://x.openai.azure.com/openai/deployments/d?api-version=2024-06-01"),
    ).toMatch(/^https:\/\/x\.openai\.azure\.com\/openai\/deployments\/d\?api-version=sha256:[0-9a-f]{16}$/);
  });

  it.each([
    ["another path", "http://h/other/v1"],
    ["another port", "http://h:8081/ok/v1"],
    ["another scheme", "https://h/ok/v1"],
    ["another host", "http://g/ok/v1"],
    ["a query", "http://h/ok/v1?api-version=1"],
  ])("tells %s apart, and so does the cache key", (_name, url) => {
    const base = "http://h/ok/v1";
    expect(endpointIdentity(url)).not.toBe(endpointIdentity(base));
    expect(requestKey(request, endpointIdentity(url))).not.toBe(requestKey(request, endpointIdentity(base)));
  });

  it("tells query values apart without holding them", () => {
    const a = endpointIdentity("https://h/v1?api-version=2024-06-01&sig=Secret%2Fsig+1");
    const b = endpointIdentity("https://h/v1?api-version=2024-06-01&sig=other");
    const c = endpointIdentity("https://h/v1?api-version=2024-10-21&sig=Secret%2Fsig+1");
    expect(new Set([a, b, c]).size).toBe(3);
    for (const text of ["Secret", "sig+1", "2024-06-01", "other"]) expect(a + b + c).not.toContain(text);
  });

  it.each([
    ["a trailing slash", "HTTPS://API.Example.com:443/v1/"],
    ["a fragment", "https://api.example.com/v1#x"],
    ["a user and password", "https://u:p@api.example.com/v1"],
  ])("names the same endpoint with %s", (_name, url) => {
    expect(endpointIdentity(url)).toBe("https://api.example.com/v1");
  });

  it("names the same endpoint whatever the order of its query parameters", () => {
    expect(endpointIdentity("https://h/v1?b=2&a=1")).toBe(endpointIdentity("https://h/v1?a=1&b=2"));
  });

  it("keeps Batch API answers apart from interactive ones", () => {
    const id = endpointIdentity("https://api.openai.com/v1");
    expect(requestKey(request, viaBatchApi(id))).not.toBe(requestKey(request, id));
  });
});
