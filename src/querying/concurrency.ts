/**
 * Adaptive concurrency, pure: the state is a value and every event returns the next one. The server's true limit
 * is never configured; it is found by probing until a 429, then held.
 *
 * - Slow start: until the first 429 the window grows by time, not by answers (see `recordRamp`): ×RAMP_FACTOR
 *   every 1/RAMP_STEPS of a round trip while it is full (×BLIND_RAMP_FACTOR every BLIND_RAMP_STEP_MS or network
 *   round trip before the first answer), never beyond RAMP_CAP × the highest level answered (the initial window
 *   before an answer). A refusal comes back at once, so the step that crossed the server's limit is refused
 *   before the next one is sent (the pool lets the event loop read every ready socket before each step): the
 *   overshoot is at most one step (half the limit blind, a quarter after),
 *   where growing by answers sends a whole round trip's growth in one burst (all of it refused past the limit).
 *   From 8 it reaches 128 seven steps (35 ms) after the first request, inside the first round trip at 100 ms.
 * - On a 429 the window drops at once to the requests still in flight, so the slot the refused request gives
 *   back is refilled only when an answer frees one: a refusal never pulls another refusal behind it.
 * - The ceiling: a 429 records the in-flight level its request was sent at (the request included). The server
 *   refused that level, so the window goes back to one below it and climbs (+1 per round trip) no higher.
 * - Rare probes: after PROBE_ROUNDS round trips held at the ceiling without a 429, the ceiling rises by 1, so a
 *   limit that grew is found again (slowly: one request per PROBE_ROUNDS round trips; a faster climb would let a
 *   client short of CPU, whose probes look accepted while it has not read the answers, run far past the limit).
 *   A refused probe costs one 429 and puts the window back where it was. The pool stops probing near the end of
 *   a run, where a refused probe's wait would delay the last answer (`recordSuccess`'s `mayProbe`).
 * - Multiplicative decrease (× DECREASE_FACTOR) only for a 429 at or below a level already held for
 *   PROBE_ROUNDS (`safe`): the capacity dropped, or the server limits something other than concurrency (a rate,
 *   a quota), where the level says nothing exact.
 * - One reaction per congestion event: a request remembers the epoch (count of reactions) it was sent in, and a
 *   429 for a request sent before the latest reaction belongs to a burst already reacted to; it can only lower
 *   the ceiling (a lower refused level), never decrease again.
 */

/** Bounds of the concurrency limit, in requests in flight. */
export interface ConcurrencyBounds {
  readonly initial: number;
  readonly min: number;
  readonly max: number;
}

export interface ConcurrencyState {
  /** Congestion window in requests; fractional so additive increase can add 1/window per success. */
  readonly window: number;
  /** True until the first 429. */
  readonly slowStart: boolean;
  /** How many reactions to 429s have happened; requests are tagged with it when sent. */
  readonly epoch: number;
  /** The window climbs to ceiling − 1 and holds: the lowest level refused lately, raised by probes; ∞ at first. */
  readonly ceiling: number;
  /**
   * The highest level held for PROBE_ROUNDS without a 429. A 429 above it refused a level never proven (slow
   * start's overshoot, a probe); at or below it, the capacity dropped. ∞ after a drop until a level holds again.
   */
  readonly safe: number;
  /** Round trips (window-fulls of successes) spent at the ceiling since the last probe or 429. */
  readonly heldRounds: number;
  readonly bounds: ConcurrencyBounds;
}

/**
 * 0.95, gentler than TCP's 0.5–0.7 because a 429 here is cheap (refused at once, its item waits without a slot)
 * while every idle slot costs throughput. Applies only to 429s below the known ceiling (see the module comment):
 * against a hard concurrency limit the ceiling does the work and the window holds at the limit.
 */
export const DECREASE_FACTOR = 0.95;

/** Slow start's steps per round trip (the latency's moving average): 20, one every 5 ms at 100 ms. */
export const RAMP_STEPS = 20;
/**
 * Slow start's step, in ms, before the first answer gives the round trip's length: 5, a step at 100 ms of latency.
 * From 8 the window reaches RAMP_CAP × 8 = 128 seven steps (35 ms) after the first request, unless refused.
 */
export const BLIND_RAMP_STEP_MS = 5;
/**
 * Slow start's growth per step before the first answer: ×1.5, so the refused overshoot past a limit is at most
 * half of it. Blind growth has a round trip to cover and stops at RAMP_CAP × the initial window.
 */
export const BLIND_RAMP_FACTOR = 1.5;
/**
 * Slow start's growth per step once answers come: ×1.25, so the overshoot past a limit the blind steps did not
 * reach is at most a quarter of it (32 refused at 128, where ×1.5 refused 64, 3% of a 2,000-prompt run, and a
 * client short of CPU could send a second step before reading the first's refusals).
 */
export const RAMP_FACTOR = 1.25;
/**
 * Slow start never goes beyond 16 × the highest level answered: if refusals come back as slowly as answers, the
 * ramp cannot learn of the limit within a step, and this bounds the burst it sends meanwhile.
 */
export const RAMP_CAP = 16;

/**
 * Round trips held at the ceiling before probing above it: 10. Against a hard limit each probe costs one 429
 * (its item waits without holding a slot) and nothing else, so 429s stay near one per 10 round trips:
 * 0.05% of requests at a limit of 128, 1.25% at 8.
 */
export const PROBE_ROUNDS = 10;

/** Round trips held at slow start's ceiling before the first probe: 2, since that ceiling is an estimate. */
export const FIRST_PROBE_ROUNDS = 2;

/** Throws a RangeError unless 1 ≤ min ≤ max and initial is a number (it is clamped into [min, max]). */
export function createConcurrency(bounds: ConcurrencyBounds): ConcurrencyState {
  const { initial, min, max } = bounds;
  if (!Number.isInteger(min) || min < 1 || !Number.isInteger(max) || max < min) {
    throw new RangeError(`concurrency needs integers 1 ≤ min ≤ max, got min ${min} and max ${max}`);
  }
  if (!Number.isFinite(initial)) throw new RangeError(`concurrency.initial must be a number, got ${initial}`);
  const window = Math.min(max, Math.max(min, Math.floor(initial)));
  return {
    ...{
      window,
      slowStart: true,
      epoch: 0,
      ceiling: Number.POSITIVE_INFINITY,
      safe: 0,
      heldRounds: 0,
    },
    bounds: { initial: window, min, max },
  };
}

/** The number of requests that may be in flight now: the window rounded down, within [min, max]. */
export function concurrencyLimit(state: ConcurrencyState): number {
  return Math.min(state.bounds.max, Math.max(state.bounds.min, Math.floor(state.window)));
}

/**
 * After a successful answer.
 * @param occupied slots held when the answer arrived, this request's included. The window only grows when
 *   it was full: a run limited by its own supply of requests learns nothing about the server's limit.
 * @param mayProbe false near the end of a run: the window then climbs to the ceiling but never probes above it,
 *   since a refused probe's item would wait out its Retry-After after every other item is done.
 */
export function recordSuccess(state: ConcurrencyState, occupied: number, mayProbe = true): ConcurrencyState {
  const limit = concurrencyLimit(state);
  const { max } = state.bounds;
  if (occupied < limit || state.window >= max) return state;
  if (state.slowStart) return state; // Slow start grows by time: recordRamp.
  const step = 1 / Math.max(state.window, 1);
  const top = Math.min(max, state.ceiling - 1);
  if (state.window < top) return { ...state, window: Math.min(top, state.window + step) };
  const heldRounds = state.heldRounds + step;
  // Until a level has held, the ceiling is slow start's estimate, which a reordered burst can set a little low.
  if (heldRounds < (state.safe === 0 ? FIRST_PROBE_ROUNDS : PROBE_ROUNDS)) return { ...state, heldRounds };
  const safe = Math.floor(top);
  if (!mayProbe) return { ...state, heldRounds, safe };
  // A probe: the ceiling moves up and the window follows it, one request per round trip, from the next success.
  return { ...state, ceiling: state.ceiling + 1, safe, heldRounds: 0 };
}

/**
 * One step of slow start, taken every step of time while the window is full and no 429 has come: the window grows
 * ×RAMP_FACTOR (at least +1), up to max and to RAMP_CAP × `answeredLevel` (the highest in-flight level at which a
 * request was sent and answered). With no answer yet (`answeredLevel` 0) the step is blind: ×BLIND_RAMP_FACTOR,
 * up to RAMP_CAP × the initial window. After the first 429 it changes nothing.
 */
export function recordRamp(state: ConcurrencyState, answeredLevel: number): ConcurrencyState {
  if (!state.slowStart) return state;
  const blind = answeredLevel === 0;
  const cap = Math.min(state.bounds.max, RAMP_CAP * (blind ? state.bounds.initial : answeredLevel));
  const factor = blind ? BLIND_RAMP_FACTOR : RAMP_FACTOR;
  const grown = Math.min(cap, Math.max(state.window + 1, state.window * factor));
  return grown > state.window ? { ...state, window: grown } : state;
}

/** What a 429 tells: when its request was sent, and how many requests were in flight then and when it came back. */
export interface Refusal {
  /** The epoch the request was sent in. */
  readonly sentEpoch: number;
  /** Requests in flight when it was sent, itself included: about the level the server refused. */
  readonly sentLevel: number;
  /**
   * Requests in flight when the 429 arrived, itself excluded: what the server still holds, at most, and (when a
   * burst's refusals have all come back) about what it accepted.
   */
  readonly inFlight: number;
}

/**
 * After a 429.
 * - The window drops at once to the requests still in flight: the slot the refused request gives back is not
 *   refilled until an answer frees one, so a refusal never pulls another refusal behind it.
 * - A new congestion event above the safe level (slow start's overshoot, a probe): the server refused that
 *   level, so the window goes to one below it and the ceiling to it.
 * - A new congestion event at or below the safe level: capacity dropped, or the limit is not one of concurrency;
 *   the window shrinks by DECREASE_FACTOR from the refused level, the ceiling follows it down, and every 429
 *   shrinks it so until a level holds again.
 * - A 429 of a burst already reacted to (sent before the latest reaction): only a lower refused level counts.
 * The window never grows on a 429 and never goes below min.
 */
export function recordRateLimit(state: ConcurrencyState, refusal: Refusal): ConcurrencyState {
  const { min } = state.bounds;
  const held = Math.max(min, Math.min(state.window, refusal.inFlight));
  // Slow start sends in bursts, whose requests reach the server over different connections in any order, so the
  // refused level can be a little low; the first probe comes early to correct that (see `recordSuccess`). The
  // requests in flight when a refusal arrives are no better: they include the burst's refusals not yet read.
  const level = Math.max(1, refusal.sentLevel);
  if (refusal.sentEpoch < state.epoch) {
    if (level >= state.ceiling) return { ...state, window: held };
    return { ...state, ceiling: level, window: Math.max(min, Math.min(held, level - 1)) };
  }
  const probed = level > state.safe;
  const target = probed ? level - 1 : Math.min(state.window, level) * DECREASE_FACTOR;
  return {
    ...state,
    ...{ window: Math.max(min, Math.min(held, target)), slowStart: false, epoch: state.epoch + 1 },
    ...{ ceiling: level, safe: probed ? state.safe : Number.POSITIVE_INFINITY, heldRounds: 0 },
  };
}
