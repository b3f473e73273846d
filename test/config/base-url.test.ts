import { describe, expect, it } from "vitest";
import { redactUrl, splitBaseUrl, urlSecrets, userinfoOf } from "../../src/config/base-url.js";

describe("splitBaseUrl", () => {
  it("keeps a URL without a query as written", () => {
    expect(splitBaseUrl("http://localhost:11434/v1")).toEqual({
      base: "http://localhost:11434/v1",
      query: {},
    });
  });

  it("moves an Azure api-version out of the base, decoded", () => {
    expect(
      splitBaseUrl("https://x.openai.azure.com/openai/deployments/d?api-version=2024-06-01&x=a%2Fb#f"),
    ).toEqual({
      base: "https://x.openai.azure.com/openai/deployments/d",
      query: { "api-version": "2024-06-01", x: "a/b" },
    });
  });
});

describe("urlSecrets and redactUrl", () => {
  const url = "https://bg-user:p%40ss@host.example/v1?token=t%2Bk+1&api-version=2024-06-01&flag";

  it("lists user, password and query values as written and decoded", () => {
    expect(urlSecrets(url)).toEqual(
      expect.arrayContaining(["bg-user", "p%40ss", "p@ss", "t%2Bk+1", "t+k+1", "t+k 1", "2024-06-01"]),
    );
    expect(urlSecrets(url)).not.toContain("");
    expect(urlSecrets("http://localhost:8000/v1")).toEqual([]);
  });

  it("shows the URL with user, password and query values redacted", () => {
    expect(redactUrl(url)).toBe(
      "https://[redacted]@host.example/v1?token=[redacted]&api-version=[redacted]&flag",
    );
    expect(redactUrl("http://u:p@ss@h/v1")).toBe("http://[redacted]@h/v1");
    expect(redactUrl("not a url?k=v")).toBe("not a url?k=[redacted]");
  });

  it("finds credentials only before the host", () => {
    expect(userinfoOf("http://u:p@h/v1")).toBe("u:p");
    expect(userinfoOf("http://h/v1?email=a@b")).toBeUndefined();
  });
});
