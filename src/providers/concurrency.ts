/**
 * Adaptive concurrency (AIMD, as in TCP congestion control), pure: the state is a value and every event returns
 * the next one. The server's true limit is never configured; it is found by probing until a 429 and backing off.
 *
 * - Slow start: +1 per success (the window doubles every round trip) until the first 429, so a run reaches a
 *   generous limit in a few round trips instead of hundreds.
 * - Additive increase: +1/window per success, i.e. +1 per round trip.
 * - Multiplicative decrease: × DECREASE_FACTOR on a 429, at most once per round trip: a request remembers the
 *   epoch (count of decreases) it was sent in, and a 429 for a request sent before the latest decrease belongs
 *   to a burst already reacted to (the slow-start burst gets a correction, see recordRateLimit).
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
  /** How many decreases have happened; requests are tagged with it when sent. */
  readonly epoch: number;
  /** Half the window slow start ended at: its overshoot correction never goes below (see recordRateLimit). */
  readonly overshootFloor: number;
  readonly bounds: ConcurrencyBounds;
}

/**
 * 0.95, gentler than TCP's 0.5–0.7 because a 429 here is cheap (refused at once, retried after a short hint)
 * while every idle slot costs throughput. Against a hard server limit L the window saws between about L + 1 and
 * 0.95 L, climbing back one request per round trip: it averages ~0.975 L, with one 429 per ~0.05 L round trips.
 * Measured for 2000 requests against L = 32 at 100 ms, factors 0.85 / 0.9 / 0.95:
 * - the schedule replayed in simulated time (concurrency.test.ts): 1.08 / 1.06 / 1.04 × the ideal wall time,
 *   0.6 / 0.9 / 1.8% 429s;
 * - over HTTP against the bench's simulator, client and server sharing one core (where a fixed, known limit
 *   of 32 keeps 31.7 requests in flight on average and takes 1.09 × the ideal): 0.9 keeps 30.0 in flight
 *   (1.14 ×, 1.1% 429s), 0.95 keeps 30.6 (1.13 ×, 2.1% 429s).
 * The cost is at small limits, where +1 per round trip is a big step whatever the factor: 429s are ~8% of
 * requests at L = 16 (5% with 0.9) and ~20% at L = 8 (12%). A real capacity drop still shrinks the window
 * fast: 429s come back at once, so an epoch lasts until the next request is sent, not a whole round trip.
 */
export const DECREASE_FACTOR = 0.95;

/** Throws a RangeError unless 1 ≤ min ≤ max and initial is a number (it is clamped into [min, max]). */
export function createConcurrency(bounds: ConcurrencyBounds): ConcurrencyState {
  const { initial, min, max } = bounds;
  if (!Number.isInteger(min) || min < 1 || !Number.isInteger(max) || max < min) {
    throw new RangeError(`concurrency needs integers 1 ≤ min ≤ max, got min ${min} and max ${max}`);
  }
  if (!Number.isFinite(initial)) throw new RangeError(`concurrency.initial must be a number, got ${initial}`);
  const window = Math.min(max, Math.max(min, Math.floor(initial)));
  return { window, slowStart: true, epoch: 0, overshootFloor: min, bounds: { initial: window, min, max } };
}

/** The number of requests that may be in flight now: the window rounded down, within [min, max]. */
export function concurrencyLimit(state: ConcurrencyState): number {
  return Math.min(state.bounds.max, Math.max(state.bounds.min, Math.floor(state.window)));
}

/**
 * After a successful answer.
 * @param occupied slots held when the answer arrived, this request's included. The window only grows when
 *   it was full: a run limited by its own supply of requests learns nothing about the server's limit.
 */
export function recordSuccess(state: ConcurrencyState, occupied: number): ConcurrencyState {
  const limit = concurrencyLimit(state);
  if (occupied < limit || state.window >= state.bounds.max) return state;
  const step = state.slowStart ? 1 : 1 / Math.max(state.window, 1);
  return { ...state, window: Math.min(state.bounds.max, state.window + step) };
}

/**
 * After a 429 for a request sent in epoch `sentEpoch`: one multiplicative decrease per congestion event; a 429
 * for a request sent before the latest decrease changes nothing. Except for slow start's burst: slow start
 * doubles the window each round trip, so it can overshoot the server's limit by up to 2×, and one decrease by
 * 0.95 would leave several more rounds of 429s to walk down. So each further 429 of a request sent during slow
 * start also takes back the request of growth that sent it (scaled like the decrease), never below half the
 * window slow start ended with (the previous round's window, which the server took). The window then lands near
 * factor × what the server accepted.
 */
export function recordRateLimit(state: ConcurrencyState, sentEpoch: number): ConcurrencyState {
  if (sentEpoch < state.epoch) {
    if (sentEpoch > 0) return state;
    const floor = Math.max(state.bounds.min, state.overshootFloor);
    return { ...state, window: Math.max(floor, state.window - DECREASE_FACTOR) };
  }
  const window = Math.max(state.bounds.min, state.window * DECREASE_FACTOR);
  const overshootFloor = state.slowStart ? window / 2 : state.overshootFloor;
  return { ...state, window, slowStart: false, epoch: state.epoch + 1, overshootFloor };
}
