import { describe, expect, it } from "vitest";
import { parseProfile } from "../../src/simulator/profile-validation.js";
import { useSimulators } from "./harness.js";

const start = useSimulators();
const chat = JSON.stringify({ model: "sim", messages: [{ role: "user", content: "Is the sky green?" }] });

function post(url: string): Promise<Response> {
  return fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: chat,
  });
}

describe("the simulator's outage and oversized faults", () => {
  it("answers the first `startAfter` requests, then fails every one with `serverErrorStatus`", async () => {
    const sim = await start({
      name: "dying",
      failures: { serverError: 1, serverErrorStatus: 503, startAfter: 3 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await post(sim.url);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
    expect(sim.stats()).toMatchObject({ answered: 3, faults: { "server-error": 3 } });
  });

  it("streams an oversized answer as valid JSON of about `oversizedBytes`, without a content-length", async () => {
    const sim = await start({ name: "chatty", failures: { oversized: 1, oversizedBytes: 300_000 } });
    const response = await post(sim.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const text = await response.text();
    expect(Math.abs(text.length - 300_000)).toBeLessThan(100);
    const body = JSON.parse(text) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content.length).toBeGreaterThan(0);
    expect(sim.stats().faults.oversized).toBe(1);
  });

  it("stops writing an oversized answer once the client hangs up", async () => {
    const sim = await start({ name: "chatty", failures: { oversized: 1 } });
    const controller = new AbortController();
    const response = await fetch(`${sim.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chat,
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Closing resolves only once every response is done: a writer still padding 10 MiB would hold it.
    await sim.close();
  });

  it("refuses outage fields that make no sense, naming them", () => {
    const refuse = () =>
      parseProfile({ name: "x", failures: { serverErrorStatus: 404, startAfter: -1, oversizedBytes: 0 } });
    expect(refuse).toThrow(/failures\.serverErrorStatus: must be an HTTP server-error status, 500 to 599/);
    expect(refuse).toThrow(/failures\.startAfter: must be a whole number ≥ 0/);
    expect(refuse).toThrow(/failures\.oversizedBytes: must be a whole number ≥ 1/);
    expect(() => parseProfile({ name: "x", failures: { oversized: 0.6, serverError: 0.6 } })).toThrow(
      /add up to more than 1/,
    );
  });
});
