/**
 * The simulated model's random numbers, shared by every kind of answer: uniform draws handed in by the caller,
 * and normal draws from their own named streams so random effects never consume an answer's draws.
 */

import { createRng } from "../stats/rng.js";

/** Draws uniform numbers in [0,1). */
export type Draw = () => number;

export const DEFAULT_SEED = "bias-gate-simulator";

/** One N(0,1) draw from the stream (Box–Muller on two uniforms; 1 − u keeps the log finite). */
export function standardNormal(seed: string, stream: string): number {
  const rng = createRng(seed, stream);
  const u1 = 1 - rng.nextFloat();
  const u2 = rng.nextFloat();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** The item a uniform u in [0,1) falls on; `items` must not be empty. */
export function pick<T>(items: readonly T[], u: number): T {
  return items[Math.min(items.length - 1, Math.floor(u * items.length))]!;
}
