/** Shared helpers for the simulator tests: start/close servers, an SDK client, and a bounded-concurrency map. */

import OpenAI from "openai";
import { afterEach } from "vitest";
import type { AnswerKey } from "../../src/sampling/answer-key.js";
import type { SimulatorProfile } from "../../src/simulator/profile.js";
import { type SimulatorHandle, startSimulator } from "../../src/simulator/server.js";

/** Starts simulators on ephemeral ports and closes every one after each test. */
export function useSimulators(): (profile: SimulatorProfile, key?: AnswerKey) => Promise<SimulatorHandle> {
  const open: SimulatorHandle[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((handle) => handle.close()));
  });
  return async (profile, key) => {
    const handle = await startSimulator(key === undefined ? { profile } : { profile, key });
    open.push(handle);
    return handle;
  };
}

export function client(
  handle: SimulatorHandle,
  options: { timeout?: number; maxRetries?: number } = {},
): OpenAI {
  return new OpenAI({ baseURL: handle.url, apiKey: "test", maxRetries: 0, ...options });
}

/** Asks one user message; resolves with the answer text. */
export async function ask(api: OpenAI, message: string, temperature = 0): Promise<string> {
  const completion = await api.chat.completions.create({
    model: "sim",
    temperature,
    messages: [{ role: "user", content: message }],
  });
  return completion.choices[0]?.message.content ?? "";
}

/** Maps `items` through `fn` with at most `limit` calls in flight, keeping order. */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The yes/no verdict an answer text starts with, or undefined. */
export function verdict(text: string): "Yes" | "No" | undefined {
  const m = /^\s*(yes|no)\b/i.exec(text);
  if (m === null) return undefined;
  return m[1]!.toLowerCase() === "yes" ? "Yes" : "No";
}

/** A generous binomial tolerance: 4 standard errors of a proportion p over n trials, plus 0.005. */
export function tolerance(p: number, n: number): number {
  return 4 * Math.sqrt((p * (1 - p)) / n) + 0.005;
}
